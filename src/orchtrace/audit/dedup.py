"""One finding per (rule, agent, tool, cause) per trace, with a count.

A loop that sends 40 unapproved e-mails, or three researchers of one kind that all read the same
poisoned page, is one problem for a reviewer, not forty lines.  Findings that share the rule, the
agent (by name: instances of one agent are one agent to a reviewer), the tool and the cause (the
untrusted source's tool, the spawned child, the missing approval) are folded into the most
severe of them (the first such, in event order); ``details["count"]`` says how many there were
and ``details["events_folded"]`` names up to 20 of the others' sink events.
"""

from __future__ import annotations

from typing import Any

from .findings import SEVERITY_RANK

MAX_NAMED = 20


def _cause(f: Any) -> str:
    d = f.details or {}
    parts = []
    for key in ("source_tool", "child", "target", "scope", "checkpoint", "violations", "wider"):
        v = d.get(key)
        if v:
            parts.append(f"{key}={v}")
    return ";".join(parts)


def fold(findings: list[Any]) -> list[Any]:
    """The findings of one trace, folded (order of first occurrence kept)."""
    if len(findings) < 2:
        return findings
    groups: dict[tuple[str, str, str, str], list[Any]] = {}
    order: list[tuple[str, str, str, str]] = []
    for f in findings:
        key = (f.code, str(f.agent_name or f.agent or ""), str(f.tool or ""), _cause(f))
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(f)
    out = []
    for key in order:
        group = groups[key]
        if len(group) == 1:
            out.append(group[0])
            continue
        best = max(group, key=lambda f: SEVERITY_RANK[f.severity])  # first of the most severe
        best.details["count"] = len(group)
        best.details["events_folded"] = [g.events[-1] for g in group if g is not best and g.events][:MAX_NAMED]
        out.append(best)
    return out
