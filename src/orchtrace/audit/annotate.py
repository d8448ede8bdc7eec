"""Write findings back into a trace: one ``safety_event`` per finding, joined by ``safety_flow``
edges from every event of its evidence.

The safety event belongs to the offending agent, takes the time of the latest evidence event and
is inserted right after it, so every ``safety_flow`` edge points forward in time (G1) and, having
no outgoing edges, it cannot close a cycle (G2): the result still validates.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from ..convert.converter import trace_from_dict
from ..schema.models import OrchestrationTrace
from .findings import Finding


def annotate(trace: OrchestrationTrace | Mapping[str, Any], findings: Iterable[Finding]) -> OrchestrationTrace:
    """A copy of ``trace`` with ``findings`` (those of this trace) added as safety events.

    Each ``safety_event`` carries ``rule`` (the code), ``rule_name``, ``severity``, ``message``,
    ``finding`` (the finding's stable fingerprint) and, if suppressed, ``suppressed``.
    """
    data = trace.to_dict() if isinstance(trace, OrchestrationTrace) else copy.deepcopy(dict(trace))
    events: list[dict[str, Any]] = list(data["events"])
    pos = {e["id"]: k for k, e in enumerate(events)}
    inserts: dict[int, list[dict[str, Any]]] = {}
    new_edges: list[dict[str, str]] = []
    used = set(pos)
    n = 0
    for f in findings:
        if f.trace_id != data["trace_id"]:
            continue
        ids = [eid for eid in dict.fromkeys(f.events or [s.id for s in f.path]) if eid in pos]
        if not ids:
            continue
        last = max(pos[eid] for eid in ids)
        t = max(float(events[pos[eid]].get("t", 0) or 0) for eid in ids)
        n += 1
        sid = f"safety-{n}-{f.code}"
        while sid in used:
            sid += "x"
        used.add(sid)
        agent = f.agent if f.agent else events[last]["agent"]
        ev: dict[str, Any] = {
            "id": sid,
            "t": t,
            "type": "safety_event",
            "agent": agent,
            "rule": f.code,
            "rule_name": f.rule,
            "severity": f.severity,
            "message": f.message,
            "finding": f.fingerprint,
        }
        if f.agent_name:
            ev["agent_name"] = f.agent_name
        if f.tool:
            ev["tool"] = f.tool
        if f.strength:
            ev["strength"] = f.strength
        if f.suppressed:
            ev["suppressed"] = f.suppressed
        inserts.setdefault(last, []).append(ev)
        new_edges.extend({"src": eid, "dst": sid, "type": "safety_flow"} for eid in ids)
    if inserts:
        out: list[dict[str, Any]] = []
        for k, e in enumerate(events):
            out.append(e)
            out.extend(inserts.get(k, ()))
        data["events"] = out
        data["edges"] = list(data.get("edges") or []) + new_edges
    data.setdefault("edges", [])
    data.setdefault("rewards", {})
    data.setdefault("costs", {"tokens": 0, "wall_clock_s": 0})
    return trace_from_dict(data)
