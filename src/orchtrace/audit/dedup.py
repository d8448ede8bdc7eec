"""One finding per (rule, agent, tool, cause, severity) per trace, with a count.

A loop that sends 40 unapproved e-mails, or three researchers of one kind that all read the same
poisoned page, is one problem for a reviewer, not forty lines.  Findings that share the rule, the
agent (by name: instances of one agent are one agent to a reviewer), the tool, the cause (the
untrusted source's tool, the spawned child, the missing approval) and the severity are folded into
one of them: the call the evidence model finds most suspicious (an agent asked for one refund that
made two is reported at the one that looks injected, whichever came first), else the first in
event order; ``details["count"]`` says how many there were and ``details["events_folded"]`` names
up to 20 of the others' sink events - each flagged at the finding's severity (a medium call is
never listed under a high finding: the fifteenth pass found reviewers and benchmarks reading the
list as "these calls are high too").
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from .reported import Reported

MAX_NAMED = 20
_CAUSE_KEYS = ("source_tool", "child", "target", "scope", "checkpoint", "violations", "wider")


def _cause(d: dict[str, Any] | None) -> str:
    if not d or d.keys().isdisjoint(_CAUSE_KEYS):  # most reports: no cause field at all
        return ""
    if len(d) == 1:  # (a flow's stand-in: its source tool alone)
        ((key, v),) = d.items()
        return f"{key}={v}" if v else ""
    parts = []
    for key in _CAUSE_KEYS:
        v = d.get(key)
        if v:
            parts.append(f"{key}={v}")
    return ";".join(parts)


def fold_key(code: str, agent_name: Any, agent: Any, tool: Any,
             details: dict[str, Any] | None) -> tuple[str, ...]:
    """What folds findings together: rule, agent (by name), tool, cause."""
    return (code, str(agent_name or agent or ""), str(tool or ""), _cause(details))


def report_risk(s: Any, at: int) -> float:
    """The evidence model's probability for the action at event ``at`` (0 when it did not weigh
    it: another rule, a source the recognizer never scored, the model switched off)."""
    got = s.risk_cache.get(at)
    return float(got[0]) if got else 0.0


def fold(findings: list[Any], risk: Callable[[Any], float] | None = None) -> list[Any]:
    """The findings of one trace, folded (order of first occurrence kept); ``risk``: a report's
    evidence-model probability, which picks the kept one of a group (:func:`report_risk`)."""
    if len(findings) < 2:
        return findings
    groups: dict[tuple[str, ...], list[Any]] = {}
    order: list[tuple[str, ...]] = []
    for f in findings:
        key = f.key or (*fold_key(f.code, f.agent_name, f.agent, f.tool, f.details), f.severity)
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
        # the most suspicious, else the first (max keeps the first of equals)
        best = group[0] if risk is None else max(group, key=risk)
        best.details["count"] = len(group)
        best.details["events_folded"] = list(itertools.islice(  # (only MAX_NAMED are kept: stop there)
            (g.events[-1] for g in group if g is not best and g.events), MAX_NAMED))
        out.append(best)
    return out


def folded_early(s: Any, rule: Any, at: int, severity: str, cause: dict[str, Any], tool: Any = None) -> bool:
    """Would a report of ``rule`` at ``at`` with ``severity`` surely be folded away?  Then it is
    recorded as a stand-in and ``True`` is returned: the caller skips building its message,
    evidence path and details (a fan-out trace reports ~62,000 flows that fold into 4 findings).

    Sure means an earlier report of the same fold key and severity is at least as suspicious to the
    evidence model (:func:`report_risk`): :func:`fold` keeps the first of the most suspicious, so
    it never keeps this one; it only counts it and names its sink
    event (the stand-in's last event).  ``cause``: the report's details restricted to its cause
    fields (those :func:`_cause` reads).  A rule that uses this must pass every report of its
    through it (``s.fold_top`` must see them all); a ``False`` answer is followed by
    ``s.report(...)`` with the same severity, cause and tool."""
    e = s.events[at]
    name = e.get("agent_name")
    name = str(name) if name is not None else None
    tool = tool if tool is not None else e.get("tool")
    agent = s.agents[at]
    key = (*fold_key(rule.code, name, agent, tool, cause), severity)
    risk = report_risk(s, at)
    top = s.fold_top.get(key)
    if top is None or top < risk:
        s.fold_top[key] = risk
        return False
    s.reports.append(Reported(rule.code, rule.name, severity, "", at, [(at, None)], [s.ids[at]], {}, None,
                              cause, tool, agent, name, key=key))
    s.mark_reported(at, rule.code)
    return True
