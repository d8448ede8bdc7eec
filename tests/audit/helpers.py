"""Small helpers for the audit tests: run decorated code, find events, audit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orchtrace
from orchtrace.audit import Policy, audit_trace
from orchtrace.testing import capture_traces


def run(fn: Callable[[], Any], task: str = "task-1") -> dict[str, Any]:
    """Run ``fn`` under capture; the one orchestration trace it produced, as a dict."""
    with capture_traces() as cap, orchtrace.task(task, task, system="audit-tests"):
        fn()
    traces = cap.trace_dicts()
    assert len(traces) == 1
    return traces[0]


def eid(trace: dict[str, Any], etype: str, *, tool: str | None = None, agent: str | None = None,
        nth: int = 0, **fields: Any) -> str:
    """Id of the ``nth`` event of ``etype`` (optionally with that tool / agent name / fields)."""
    hits = [e["id"] for e in trace["events"]
            if e["type"] == etype and (tool is None or e.get("tool") == tool)
            and (agent is None or e.get("agent_name") == agent)
            and all(e.get(k) == v for k, v in fields.items())]
    assert len(hits) > nth, f"no {etype} #{nth} tool={tool} agent={agent} {fields}"
    return hits[nth]


def findings(trace: Any, policy: Policy | None = None, code: str | None = None) -> list[Any]:
    out = audit_trace(trace, policy)
    return [f for f in out if code is None or f.code == code]


def path_ids(f: Any) -> list[str]:
    return [s.id for s in f.path]


def path_vias(f: Any) -> list[str | None]:
    return [s.via for s in f.path]


FLOW_RULES = ("OTA101", "OTA102")  # untrusted value / context flowing into an action


# the hand-made severity table of orchtrace.audit.flowseverity alone, without the evidence model
RULES_ONLY = Policy.model_validate({"flow": {"severity": "rules"}})


def flow_top(trace: dict[str, Any], tool: str, policy: Policy | None = None) -> int:
    """Highest severity rank of the flow findings (OTA101/OTA102) whose sink is a call of
    ``tool``; -1 when there is none."""
    return max(flow_severity_by_call(trace, tool, policy), default=-1)


def asked_for_at(trace: dict[str, Any], tool: str) -> set[Any]:
    """The intent verdicts (``asked_for``: True / False / None) the flow findings on ``tool``
    record."""
    return {f.details.get("asked_for") for f in audit_trace(trace) if f.code in FLOW_RULES and f.tool == tool}


def run_team(task: str, read: Callable[[], Any], actions: list[tuple[Any, dict[str, Any]]], *,
             read_tools: list[str], two_agents: bool = False, task_id: str = "t-team") -> dict[str, Any]:
    """One run of a small team for the user's ``task``: ``read()`` (the untrusted reads), then each
    ``(tool, kwargs)`` of ``actions``.  One agent does both, or (``two_agents``) a reader and an
    actor that an orchestrator spawns, the reader's notes sent on as a message.  The one trace."""
    act_tools = list(dict.fromkeys(getattr(t, "__name__", str(t)) for t, _ in actions))

    def do_actions() -> str:
        for tool, kw in actions:
            tool(**kw)
        return "done"

    with capture_traces() as cap, orchtrace.task(task_id, "detection"):
        if not two_agents:
            @orchtrace.agent(name="assistant", tools=read_tools + act_tools)
            def assistant(request: str) -> str:
                read()
                return do_actions()

            assistant(task)
        else:
            @orchtrace.agent(name="reader", tools=read_tools)
            def reader(request: str) -> Any:
                return read()

            @orchtrace.agent(name="actor", tools=act_tools)
            def actor(notes: Any) -> str:
                return do_actions()

            @orchtrace.agent(name="lead", tools=[])
            def lead(request: str) -> str:
                notes = reader(request)
                orchtrace.message(to="actor", content=notes)
                return actor(notes)

            lead(task)
    [trace] = cap.trace_dicts()
    return trace


def flow_severity_by_call(trace: dict[str, Any], tool: str, policy: Policy | None = None) -> list[int]:
    """Top flow severity rank (OTA101/OTA102) at each call of ``tool``, in call order: of the
    finding kept at the call, or of one that folded it in (folding keeps severities apart, so a
    folded call was flagged at its finding's severity); -1 where there is none."""
    from orchtrace.audit.findings import SEVERITY_RANK

    calls = sorted((e for e in trace["events"] if e["type"] == "tool_call" and e.get("tool") == tool),
                   key=lambda e: e["t"])
    found = audit_trace(trace, policy)
    return [max((SEVERITY_RANK[f.severity] for f in found
                 if f.code in FLOW_RULES and f.events
                 and (f.events[-1] == c["id"] or c["id"] in f.details.get("events_folded", ()))), default=-1)
            for c in calls]


def action_evidence(trace: dict[str, Any], tool: str | None = None) -> list[dict[str, float]]:
    """The evidence-model vector (:func:`orchtrace.audit.risk.evidence_features`) of each action
    that untrusted content reached, in event order (only calls of ``tool`` when given); ``{}`` for
    an action whose sources the recognizer never scored."""
    from orchtrace.audit.risk import evidence_features
    from orchtrace.audit.runner import Engine

    _, s = Engine(None).audit(trace)
    return [evidence_features(s, i, s.flow(i)) or {} for i in sorted(s.auth)
            if s.types[i] == "tool_call" and (tool is None or s.events[i].get("tool") == tool) and s.flow(i)]
