"""The Markdown report: fits a pull-request comment or a chat post.

A summary table, the most severe issues with one-line evidence paths, new/resolved since the
baseline, details folded in ``<details>``.  Strings from traces are escaped so they can neither
break the Markdown (tables, emphasis, links, code) nor inject HTML, nor ping people
(``@name`` mentions get a zero-width space).  The text stays under GitHub's 65,536-character
comment limit (``max_chars``).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..audit.findings import AuditResult
from ._common import (
    group_findings,
    location_text,
    mark_baseline,
    path_line,
    rules_by_code,
    severity_order,
    write_text_atomic,
)
from .baseline import Baseline, BaselineDiff, resolve_baseline
from .terminal import _CONTROL
from .sarif import Locator

MAX_CHARS = 60_000
SEV_ICON = {"critical": "🟥", "high": "🟧", "medium": "🟨", "low": "🟦", "info": "⬜"}

_MD_SPECIAL = re.compile(r"([\\`*\[\]|~])")
_UNDERSCORE = re.compile(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")  # intraword _ is never emphasis
_AUTOLINK = re.compile(r"(?i)(\w:)(//)|\b(www)(\.)")  # GFM would turn these into live links
_MENTION = re.compile(r"(^|[^\w.+-])@(?=\w)")


def md(text: Any, *, limit: int | None = 300) -> str:
    """Escape one untrusted string for Markdown (inline, one line)."""
    # newlines would end a table row or start a block; control and bidi characters could hide or
    # reorder text in the rendered comment (and escape sequences reach terminals that cat the file)
    s = " ".join(_CONTROL.sub("", str(text)).split())
    if limit is not None and len(s) > limit:
        s = s[: limit - 1] + "…"
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    s = _MD_SPECIAL.sub(r"\\\1", s)
    s = _UNDERSCORE.sub(r"\\_", s)
    s = _MENTION.sub("\\1@\u200b", s)
    s = _AUTOLINK.sub(lambda m: (m.group(1) or m.group(3)) + "\u200b" + (m.group(2) or m.group(4)), s)
    return s


def code(text: Any, *, limit: int = 64) -> str:
    """Text for inside a `code span` (rendered literally: only backticks and newlines matter)."""
    s = " ".join(_CONTROL.sub("", str(text)).split()).replace("`", "'")
    return s if len(s) <= limit else s[: limit - 1] + "…"


def render_markdown(result: AuditResult, *, baseline: Baseline | BaselineDiff | str | Path | None = None,
                    max_issues: int = 15, max_chars: int = MAX_CHARS,
                    html_report: str | None = None, source_root: str | Path | None = None) -> str:
    """``source_root``: code locations under it (or whose tail names a file under it) are shown
    relative to it, as a reader of the repository knows them."""
    diff = resolve_baseline(result, baseline)
    locate = Locator(source_root) if source_root is not None else None
    issues = group_findings(result.findings)
    issues = mark_baseline(issues, diff)
    rules = rules_by_code(result)
    counts = result.counts_by_severity()
    lines: list[str] = []
    n = len(result.findings)
    verdict = (f"**{n} finding{'s' * (n != 1)}** in {len(issues)} issue{'s' * (len(issues) != 1)}"
               if n else "**No findings**")
    lines.append(f"### orchtrace audit: {verdict}")
    lines.append("")
    meta = [f"{len(result.traces)} trace{'s' * (len(result.traces) != 1)} "
            f"({sum(t.events for t in result.traces)} events)"]
    if result.policy:
        meta.append(f"policy {md(result.policy)}")
    if result.suppressed:
        meta.append(f"{len(result.suppressed)} suppressed by policy")
    if result.generated_at:
        meta.append(md(result.generated_at))
    lines.append(" · ".join(meta))
    lines.append("")
    lines.append("| " + " | ".join(f"{SEV_ICON[s]} {s}" for s, _ in severity_order(counts)) + " |")
    lines.append("|" + "---:|" * len(counts))
    lines.append("| " + " | ".join(str(c) for _, c in severity_order(counts)) + " |")
    lines.append("")
    for problem in (getattr(result, "input_problems", None) or ())[:20]:  # unreadable archive partitions
        lines.append(f"> **Not audited** (unreadable input): {md(problem.error)}")
        lines.append("")
    if diff is not None:
        lines.append(f"**Since the baseline** ({md(diff.baseline.generated_at or diff.baseline.path)}): "
                     f"{len(diff.new)} new, {len(diff.resolved)} resolved, {len(diff.unchanged)} unchanged.")
        lines.append("")
    if issues:
        by_rule: dict[str, list[int]] = {}
        for issue in issues:
            row = by_rule.setdefault(issue.first.code, [0, 0])
            row[0] += issue.count
            row[1] += 1
        lines.append("| Rule | Name | Findings | Issues |")
        lines.append("|---|---|---:|---:|")
        for rc, (nf, ni) in sorted(by_rule.items(), key=lambda kv: (-kv[1][0], kv[0])):
            name = rules[rc].name if rc in rules else next(i.first.rule for i in issues if i.first.code == rc)
            lines.append(f"| `{code(rc)}` | {md(name)} | {nf} | {ni} |")
        lines.append("")
        shown = issues[:max_issues]
        lines.append(f"#### Top {len(shown)} issue{'s' * (len(shown) != 1)}" if len(issues) > len(shown)
                     else "#### Issues")
        lines.append("")
    body_end = len(lines)
    cut = 0
    for i, issue in enumerate(issues[:max_issues], 1):
        block = _issue_block(i, issue, rules, locate)
        if sum(len(x) + 1 for x in lines) + sum(len(x) + 1 for x in block) > max_chars - 2000:
            cut = len(issues[:max_issues]) - i + 1
            break
        lines.extend(block)
    more = len(issues) - min(len(issues), max_issues) + cut
    if more:
        where = f" in the HTML report ({md(html_report)})" if html_report else " in the HTML or JSON report"
        lines.append(f"_…and {more} more issue{'s' * (more != 1)}{where}._")
        lines.append("")
    if diff is not None and diff.resolved:
        lines.append(f"<details><summary>Resolved since the baseline ({len(diff.resolved)})</summary>")
        lines.append("")
        for r in diff.resolved[:50]:
            extra = " (now suppressed)" if r.get("now_suppressed") else ""
            lines.append(f"- `{code(r.get('code', '?'))}` {md(r.get('severity', ''))}: "
                         f"{md(r.get('message', ''))}{extra}")
        if len(diff.resolved) > 50:
            lines.append(f"- …and {len(diff.resolved) - 50} more")
        lines.append("")
        lines.append("</details>")
        lines.append("")
    if html_report and body_end:
        lines.append(f"Full report: {md(html_report)}")
        lines.append("")
    text = "\n".join(lines).rstrip() + "\n"
    if len(text) > max_chars:  # a last resort: never post a comment GitHub rejects
        text = text[: max_chars - 80].rsplit("\n", 1)[0] + "\n\n_(cut to fit)_\n"
    return text


def _value(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return str(value)


def _issue_block(i: int, issue: Any, rules: dict[str, Any], locate: Locator | None) -> list[str]:
    f = issue.first
    status = f" **{issue.status.upper()}**" if issue.status == "new" else ""
    where = []
    if f.agent_name or f.agent:
        where.append(f"agent {md(f.agent_name or f.agent, limit=80)}")
    if f.tool:
        where.append(f"tool {md(f.tool, limit=80)}")
    loc = location_text(f)
    if loc and locate is not None and f.location is not None:
        uri, base = locate(f.location.file)
        if base:
            loc = uri + (f":{f.location.line}" if f.location.line else "")
    if loc:
        where.append(f"at {md(loc, limit=160)}")
    if issue.count > 1:
        nt = len(issue.trace_ids)
        where.append(f"{issue.count} findings in {nt} trace{'s' * (nt != 1)}")
    out = [f"{i}. {SEV_ICON.get(issue.severity, '')} **{issue.severity}** `{code(f.code)}` "
           f"{md(f.message)}{status}"]
    if where:
        out.append(f"   {'; '.join(where)}")
    if f.path:
        out.append(f"   Path: {md(path_line(f.path), limit=900)}")
    out.append("   <details><summary>details</summary>")
    out.append("")
    out.append(f"   - rule: {md(f.rule)}; trace {md(f.task_id, limit=120)} "
               f"(`{code(f.trace_id)}`); fingerprint `{code(f.fingerprint)}`")
    if f.strength:
        out.append(f"   - strength: {md(f.strength)}-level")
    for key, value in list(f.details.items())[:8]:
        out.append(f"   - {md(key, limit=60)}: {md(_value(value), limit=200)}")
    rule = rules.get(f.code)
    if rule is not None:
        out.append(f"   - about the rule: {md(rule.summary)}")
    out.append("")
    out.append("   </details>")
    out.append("")
    return out


def write_markdown(result: AuditResult, path: str | Path, *,
                   baseline: Baseline | BaselineDiff | str | Path | None = None,
                   html_report: str | None = None, source_root: str | Path | None = None) -> Path:
    return write_text_atomic(path, render_markdown(result, baseline=baseline, html_report=html_report,
                                                   source_root=source_root))
