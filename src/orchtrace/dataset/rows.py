"""Orchestration traces -> dataset rows (row schema ``orchtrace-dataset/1``; see docs/dataset.md).

Two row kinds, both plain JSON-ready dicts whose keys and types are fixed by
:data:`TRACE_COLUMNS` / :data:`PREFIX_COLUMNS` (a missing value is ``None``, never a missing key):

* **trace rows**, one per trace: ids, split, length band, costs, the Table 13 metrics and the
  structure, per-agent credit (ids, names, roles, parents, own tokens, credited rewards), the
  anchored rewards, the event sequence (types, agents, times) and the whole trace as JSON;
* **prefix rows**, one per orchestration decision (``orchestrator_decision``, ``spawn``,
  ``despawn``, ``aggregate``): the decision, the length of the prefix before it (slice the
  trace's events by event order: ``events[:prefix_len]``; the prefix is referenced, never
  copied, so rows stay linear in the trace) and the rewards given from it on (reward-to-go,
  for the team and credited to the deciding agent).

Splits are by task: ``split_of(task_id)`` hashes the task id (BLAKE2b with a seed) into
train/validation/test, so every trace of a task lands in the same split.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

import orjson

from ..metrics import TraceView, metrics_of
from ..stats.accumulator import band
from ..version import __version__

SCHEMA_VERSION = "orchtrace-dataset/1"
DECISION_TYPES = ("orchestrator_decision", "spawn", "despawn", "aggregate")
METRIC_COLUMNS = (
    "parallelism_efficiency", "useful_agent_utilization", "protocol_overhead", "message_redundancy",
    "error_amplification", "t_serial_s", "t_parallel_s", "useful_agents", "errors", "agents", "spawns", "depth",
    "fan_out_max", "fan_out_mean", "messages", "tool_calls", "aggregates", "human_interventions", "decisions",
    "safety_events", "llm_calls", "agent_tokens_max", "agent_tokens_mean", "agent_wall_s_max", "agent_wall_s_mean",
)
# name -> type ("string", "int64", "float64", "list<string>", "list<float64>")
TRACE_COLUMNS: dict[str, str] = {
    "schema_version": "string", "trace_id": "string", "task_id": "string", "system": "string",
    "topology": "string", "split": "string", "source": "string", "n_events": "int64", "n_edges": "int64",
    "length_band": "string", "tokens": "float64", "wall_clock_s": "float64", "cost_tool_calls": "float64",
    "cost_messages": "float64", "reward_total": "float64", "reward_channels": "list<string>",
    "reward_values": "list<float64>",
    **{f"m_{k}": "float64" for k in METRIC_COLUMNS},
    "metrics_json": "string",
    "agent_ids": "list<string>", "agent_names": "list<string>", "agent_roles": "list<string>",
    "agent_parents": "list<string>", "agent_tokens": "list<float64>", "agent_rewards": "list<float64>",
    "credit_event_ids": "list<string>", "credit_agents": "list<string>", "credit_channels": "list<string>",
    "credit_values": "list<float64>",
    "event_types": "list<string>", "event_agents": "list<string>", "event_t": "list<float64>",
    "trace_json": "string",
}
PREFIX_COLUMNS: dict[str, str] = {
    "schema_version": "string", "trace_id": "string", "task_id": "string", "split": "string",
    "length_band": "string", "n_events": "int64", "decision_index": "int64", "prefix_len": "int64",
    "decision_id": "string", "decision_type": "string", "decision_kind": "string", "decision_agent": "string",
    "decision_target": "string", "t": "float64", "reward_total": "float64", "reward_to_go": "float64",
    "agent_reward_to_go": "float64",
}
SPLITS = ("train", "validation", "test")


def split_of(task_id: str, ratios: tuple[float, float, float] = (0.8, 0.1, 0.1), seed: str = "orchtrace") -> str:
    """Deterministic split of a task: the same task id (and seed) always lands in the same split."""
    h = hashlib.blake2b(f"{seed}\0{task_id}".encode("utf-8", "surrogatepass"), digest_size=8).digest()
    u = int.from_bytes(h, "big") / 2**64
    total = sum(ratios) or 1.0
    if u < ratios[0] / total:
        return "train"
    if u < (ratios[0] + ratios[1]) / total:
        return "validation"
    return "test"


def _s(v: Any) -> str | None:
    return v if isinstance(v, str) else (None if v is None else str(v))


def _f(v: Any) -> float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    v = float(v)
    return v if v == v and v not in (float("inf"), float("-inf")) else None


def _ordered(view: TraceView) -> list[dict[str, Any]]:
    """Events in trace order: by ``t`` (stable), events without a time last."""
    evs = view.events
    if view.in_order:  # the converter writes events in order
        return evs
    keyed = [(_f(e.get("t")), i) for i, e in enumerate(evs)]
    keyed.sort(key=lambda k: (k[0] is None, k[0] or 0.0, k[1]))
    return [evs[i] for _, i in keyed]


def rows_for(trace: dict[str, Any], *, source: str = "", prefixes: bool = False,
             ratios: tuple[float, float, float] = (0.8, 0.1, 0.1), seed: str = "orchtrace",
             trace_json: str | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(trace row, prefix rows) of one trace; prefix rows only when ``prefixes``.
    ``trace_json``: the trace's JSON text when the caller has it (saves serialising it again)."""
    view = TraceView(trace)
    metrics = metrics_of(trace, view)
    task_id = _s(trace.get("task_id")) or ""
    split = split_of(task_id, ratios, seed)
    events = _ordered(view)
    n = len(events)
    lband = band(n)
    rewards = trace.get("rewards") if isinstance(trace.get("rewards"), dict) else {}
    channels = [str(k) for k in rewards]
    values = [_f(v) or 0.0 for v in rewards.values()]
    costs = view.costs
    agents = list(view.agents.values())
    if view.in_order:  # converter output: every event valid and in time order
        types = [e["type"] for e in events]
        who = [e["agent"] for e in events]
        ts = [float(e["t"]) for e in events]
    else:
        types = [_s(e.get("type")) or "" for e in events]
        who = [_s(e.get("agent")) or "" for e in events]
        ts = [_f(e.get("t")) or 0.0 for e in events]
    credit_ids = [c[0] for c in view.credits]
    credit_agents = [c[1] for c in view.credits]
    credit_channels = [c[2] for c in view.credits]
    credit_values = [c[3] for c in view.credits]
    row: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION, "trace_id": _s(trace.get("trace_id")) or "", "task_id": task_id,
        "system": _s(trace.get("system")), "topology": _s(trace.get("topology")), "split": split, "source": source,
        "n_events": n, "n_edges": len(view.edges), "length_band": lband,
        "tokens": _f(costs.get("tokens")), "wall_clock_s": _f(costs.get("wall_clock_s")),
        "cost_tool_calls": _f(costs.get("tool_calls")), "cost_messages": _f(costs.get("messages")),
        "reward_total": sum(values), "reward_channels": channels, "reward_values": values,
    }
    for k in METRIC_COLUMNS:
        row[f"m_{k}"] = metrics.get(k)
    row["metrics_json"] = orjson.dumps(metrics).decode()
    row.update({
        "agent_ids": [a.id for a in agents], "agent_names": [a.name or a.id for a in agents],
        "agent_roles": [a.role or "" for a in agents], "agent_parents": [a.parent or "" for a in agents],
        "agent_tokens": [a.tokens if a.tokens is not None else 0.0 for a in agents],
        "agent_rewards": [sum(a.rewards.values()) for a in agents],
        "credit_event_ids": credit_ids, "credit_agents": credit_agents, "credit_channels": credit_channels,
        "credit_values": credit_values, "event_types": types, "event_agents": who, "event_t": ts,
        "trace_json": trace_json if trace_json is not None else orjson.dumps(trace).decode(),
    })
    return row, (list(_prefix_rows(row, events, credit_ids, credit_agents, credit_values)) if prefixes else [])


def _prefix_rows(row: dict[str, Any], events: list[dict[str, Any]], credit_ids: list[str],
                 credit_agents: list[str], credit_values: list[float]) -> Iterator[dict[str, Any]]:
    """One row per decision; reward-to-go by suffix sums over event order (linear)."""
    n = len(events)
    at: dict[str, list[tuple[str, float]]] = {}
    for eid, agent, value in zip(credit_ids, credit_agents, credit_values):
        at.setdefault(eid, []).append((agent, value))
    # suffix sums: team reward-to-go from event i on; per-agent reward-to-go tracked backwards
    team_after = [0.0] * (n + 1)
    agent_after_at: list[float] = [0.0] * n
    per_agent: dict[str, float] = {}
    for i in range(n - 1, -1, -1):
        e = events[i]
        gained = 0.0
        for agent, value in at.get(_s(e.get("id")) or "", ()):
            gained += value
            per_agent[agent] = per_agent.get(agent, 0.0) + value
        team_after[i] = team_after[i + 1] + gained
        agent_after_at[i] = per_agent.get(_s(e.get("agent")) or "", 0.0)
    k = 0
    for i, e in enumerate(events):
        etype = e.get("type")
        if etype not in DECISION_TYPES:
            continue
        target = e.get("target") if etype == "orchestrator_decision" else e.get("to", e.get("target"))
        yield {
            "schema_version": SCHEMA_VERSION, "trace_id": row["trace_id"], "task_id": row["task_id"],
            "split": row["split"], "length_band": row["length_band"], "n_events": n, "decision_index": k,
            "prefix_len": i, "decision_id": _s(e.get("id")) or "", "decision_type": etype,
            "decision_kind": _s(e.get("kind") if etype != "aggregate" else e.get("strategy")),
            "decision_agent": _s(e.get("agent")) or "", "decision_target": _s(target),
            "t": _f(e.get("t")), "reward_total": row["reward_total"], "reward_to_go": team_after[i],
            "agent_reward_to_go": agent_after_at[i],
        }
        k += 1


def producer() -> str:
    return f"orchtrace {__version__}"
