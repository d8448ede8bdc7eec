"""Orchestration metrics: the survey's Table 13 plus the structure of a trace.

>>> from orchtrace.metrics import compute_metrics
>>> compute_metrics(trace)  # doctest: +SKIP
{'parallelism_efficiency': 2.4, 'useful_agent_utilization': 0.75, ...}

:func:`compute_metrics` returns the flat ``{name: number}`` dict the schema allows in a trace's
``metrics`` field (the converter writes it into every trace); a metric whose value is undefined
for a trace (no spawned agent, no token accounting, no error) is left out rather than guessed.
:func:`agent_table` gives the per-agent breakdown (tokens, wall time, LLM calls, models,
credited rewards).  Definitions and limits: ``docs/metrics.md``.  Linear in the trace's size.
"""

from __future__ import annotations

from typing import Any

from .agents import AgentInfo, TraceView
from .graph import NEAR_DUP_JACCARD, errors, parallelism, protocol_overhead, redundancy, structure, useful_agents
from .graph import agent_table as _agent_table

__all__ = ["AgentInfo", "NEAR_DUP_JACCARD", "TABLE13", "TraceView", "agent_table", "compute_metrics", "metrics_of"]

TABLE13 = ("parallelism_efficiency", "useful_agent_utilization", "protocol_overhead",
           "message_redundancy", "error_amplification")


def compute_metrics(trace: dict[str, Any] | TraceView) -> dict[str, float]:
    """The trace's metrics as ``{name: float}`` (schema-valid for the ``metrics`` field)."""
    view = trace if isinstance(trace, TraceView) else TraceView(trace)
    out: dict[str, float] = {}
    par = parallelism(view)
    if par is not None:
        serial, parallel = par
        out["t_serial_s"] = serial
        out["t_parallel_s"] = parallel
        if parallel > 0:
            out["parallelism_efficiency"] = serial / parallel
    useful = useful_agents(view)
    if useful is not None:
        out["useful_agents"] = float(len(useful[0]))
        out["useful_agent_utilization"] = len(useful[0]) / useful[1]
    overhead = protocol_overhead(view)
    if overhead is not None:
        out["protocol_overhead"] = overhead
    considered, exact, near = redundancy(view)
    if considered:
        out["message_duplicates"] = float(exact)
        out["message_near_duplicates"] = float(near)
        out["message_redundancy"] = (exact + near) / considered
    source, downstream = errors(view)
    out["errors"] = float(source + downstream)
    if source:
        out["errors_at_source"] = float(source)
        out["errors_downstream"] = float(downstream)
        out["error_amplification"] = downstream / source
    out.update(structure(view))
    return out


def agent_table(trace: dict[str, Any] | TraceView) -> list[dict[str, Any]]:
    """Per-agent rows: id, name, role, parent, depth, children, events, tool calls, messages sent,
    wall time, tokens (own), LLM calls, models, providers, status, credited rewards."""
    view = trace if isinstance(trace, TraceView) else TraceView(trace)
    return _agent_table(view)


def metrics_of(trace: dict[str, Any], view: TraceView | None = None) -> dict[str, float]:
    """The trace's metrics: those already in its ``metrics`` field when orchtrace wrote them for
    this very trace (their ``events``/``edges`` counts match), else computed now; metrics other
    producers recorded (e.g. ``task_success``) are kept either way."""
    stored = trace.get("metrics") if isinstance(trace, dict) else None
    events, edges = trace.get("events"), trace.get("edges")
    if (isinstance(stored, dict) and "agents" in stored and isinstance(events, list) and isinstance(edges, list)
            and stored.get("events") == len(events) and stored.get("edges") == len(edges)):
        return {k: float(v) for k, v in stored.items()
                if isinstance(k, str) and isinstance(v, (int, float)) and not isinstance(v, bool)}
    out = compute_metrics(view if view is not None else TraceView(trace))
    if isinstance(stored, dict):
        for k, v in stored.items():
            if isinstance(k, str) and k not in out and isinstance(v, (int, float)) and not isinstance(v, bool):
                out[k] = float(v)
    return out
