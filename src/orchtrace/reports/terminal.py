"""Findings on a terminal (``orchtrace audit``, ``orchtrace demo``): grouped by issue, most severe
first, severity-coloured, the evidence path on one line each.

Strings from traces are attacker-influenced: they are printed as plain :class:`rich.text.Text`
(no markup parsing, so ``[link=...]`` or ``[red]`` in a tool name stays text) with control
characters removed (no ANSI escape sequences reach the terminal).
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Console
from rich.text import Text

from ..audit.findings import SEVERITIES, AuditResult
from ._common import group_findings, location_text, path_line
from .baseline import BaselineDiff

STYLE = {"critical": "bold white on red", "high": "bold red", "medium": "bold yellow",
         "low": "bold blue", "info": "dim"}
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")


def clean(value: Any, limit: int = 300) -> str:
    """One line of plain text from an untrusted string: no control or bidi characters."""
    s = " ".join(_CONTROL.sub("", str(value)).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def severity_counts_text(result: AuditResult) -> Text:
    counts = result.counts_by_severity()
    parts = [(f"{counts[s]} {s}", STYLE[s]) for s in reversed(SEVERITIES) if counts[s]]
    text = Text()
    for i, (label, style) in enumerate(parts):
        if i:
            text.append(", ")
        text.append(label, style=style)
    if not parts:
        text.append("no findings", style="bold green")
    if result.suppressed:
        text.append(f" ({len(result.suppressed)} suppressed by policy)", style="dim")
    return text


def print_findings(console: Console, result: AuditResult, *, diff: BaselineDiff | None = None,
                   limit: int = 20, indent: str = "  ", by_trace: bool = False) -> None:
    """Each issue: a header line, where (agent / tool / code), and the evidence path.
    ``by_trace``: under a heading per trace (the demo: a few traces of different systems)."""
    if by_trace:
        for summary in result.traces:
            mine = [f for f in result.findings if f.trace_id == summary.trace_id]
            head = Text(indent)
            head.append(clean(summary.system or "trace", 80), style="bold")
            head.append(f" · {clean(summary.task_id, 120)} · ")
            sub = AuditResult(findings=mine)
            head.append_text(severity_counts_text(sub))
            console.print(head, soft_wrap=True, highlight=False)
            _print_issues(console, group_findings(mine), diff, limit, indent + "  ", show_trace=False)
        return
    _print_issues(console, group_findings(result.findings), diff, limit, indent, show_trace=True)


def _print_issues(console: Console, issues: list[Any], diff: BaselineDiff | None, limit: int, indent: str,
                  *, show_trace: bool) -> None:
    for issue in issues[:limit]:
        f = issue.first
        head = Text(indent)
        head.append(f"{issue.severity.upper():<8}", style=STYLE[issue.severity])
        head.append(f" {clean(f.code, 20)} ", style="bold")
        head.append(clean(f.message))
        if diff is not None and diff.status(issue.fingerprint) == "new":
            head.append(" NEW", style="bold magenta")
        console.print(head, soft_wrap=True, highlight=False)
        where = []
        if f.agent_name or f.agent:
            where.append(f"agent {clean(f.agent_name or f.agent, 80)}")
        if f.tool:
            where.append(f"tool {clean(f.tool, 80)}")
        loc = location_text(f)
        if loc:
            where.append(clean(loc, 200))
        if issue.count > 1:
            nt = len(issue.trace_ids)
            where.append(f"{issue.count} findings" + (f" in {nt} trace{'s' * (nt != 1)}" if show_trace else ""))
        elif show_trace:
            where.append(f"trace {clean(f.task_id, 80)}")
        console.print(Text(indent + " " * 9 + " · ".join(where), style="dim"), soft_wrap=True, highlight=False)
        if f.path:
            line = Text(indent + " " * 9)
            line.append("path ", style="dim")
            line.append(clean(path_line(f.path), 2000), style="cyan")
            console.print(line, soft_wrap=True, highlight=False)
    if len(issues) > limit:
        console.print(Text(f"{indent}... and {len(issues) - limit} more issues (see the reports)", style="dim"))
