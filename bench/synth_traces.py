"""Schema-valid synthetic orchestration traces (converter-shaped) for the stats/metrics/dataset benches.

``make_trace(i, n_events)``: an orchestrator spawning workers (some of which spawn their own),
tool calls (a few failing), messages (some repeated), an aggregate, per-agent costs on returns
and an anchored reward; ``start_unix_s`` spread over 14 days.  Deterministic in ``i``.
"""

from __future__ import annotations

import random
from typing import Any

SYSTEMS = ("support-bot", "research-team", "code-review", "billing-agents")
TOPOLOGIES = ("centralized", "hierarchical", "swarm", "planner_executor_critic")
AGENT_NAMES = ("planner", "researcher", "coder", "critic", "emailer", "summarizer", "retriever")
DAY0 = 1_763_000_000.0


def make_trace(i: int, n_events: int = 60) -> dict[str, Any]:
    rng = random.Random(i)
    events: list[dict[str, Any]] = []
    edges: list[dict[str, str]] = []
    t = 0.0
    last_of: dict[str, str] = {}

    def ev(type_: str, agent: str, **extra: Any) -> str:
        nonlocal t
        t += rng.random() * 0.05
        eid = f"e{len(events)}"
        e = {"id": eid, "t": round(t, 6), "type": type_, "agent": agent, **extra}
        events.append(e)
        if agent in last_of:
            edges.append({"src": last_of[agent], "dst": eid, "type": "temporal"})
        last_of[agent] = eid
        return eid

    root = "orchestrator-0"
    ev("orchestrator_decision", root, kind="spawn", agent_name="orchestrator", role="orchestrator",
       start_unix_s=DAY0 + (i % 14) * 86400 + rng.random() * 3600)
    workers: list[str] = []
    returns: list[str] = []
    budget = max(n_events - 3, 4)
    k = 0
    while budget > 4:
        name = AGENT_NAMES[rng.randrange(len(AGENT_NAMES))]
        w = f"{name}-{k}"
        k += 1
        parent = root if not workers or rng.random() < 0.8 else workers[rng.randrange(len(workers))]
        sp = ev("spawn", parent, to=w, target=name, role=name, **{"from": parent})
        first = ev("tool_call", w, tool="search")
        edges.append({"src": sp, "dst": first, "type": "spawn"})
        res = ev("tool_result", w, tool="search", content_ref=f"sha256:{rng.randrange(10**6)}",
                 **({"status": "error"} if rng.random() < 0.05 else {}))
        edges.append({"src": first, "dst": res, "type": "tool_dependency"})
        budget -= 3
        if rng.random() < 0.4 and budget > 2:
            ev("message", w, to=root, content_ref=f"sha256:msg{rng.randrange(8)}", **{"from": w})
            budget -= 1
        tok = float(rng.randrange(100, 3000))
        ret = ev("return", w, to=parent, wall_s=round(rng.random() * 2, 4), agent_name=name,
                 cost={"tokens": tok, "input_tokens": tok * 0.8, "output_tokens": tok * 0.2, "llm_calls": 1 + rng.randrange(3)},
                 models=["gpt-4o-mini"], providers=["openai"])
        if parent == root:  # the return wired into the orchestrator's next event
            edges.append({"src": ret, "dst": ev("orchestrator_decision", root, kind="communicate"), "type": "return"})
        budget -= 2
        workers.append(w)
        returns.append(ret)
    agg = ev("aggregate", root, inputs=returns[: max(1, len(returns) * 2 // 3)],
             rewards=[{"channel": "team", "value": round(rng.random(), 3), "agent": root}])
    for r in returns[: max(1, len(returns) * 2 // 3)]:
        edges.append({"src": r, "dst": agg, "type": "aggregate"})
    tok = float(rng.randrange(200, 2000))
    ev("return", root, role="orchestrator", wall_s=round(t + 0.1, 6), agent_name="orchestrator",
       cost={"tokens": tok, "input_tokens": tok, "output_tokens": 0.0, "llm_calls": 2})
    total = sum(e.get("cost", {}).get("tokens", 0.0) for e in events)
    return {
        "trace_id": f"{i:032x}", "task_id": f"task-{i % 5000}", "system": SYSTEMS[i % len(SYSTEMS)],
        "topology": TOPOLOGIES[i % len(TOPOLOGIES)], "events": events, "edges": edges,
        "rewards": {"team": events[-2]["rewards"][0]["value"]},
        "costs": {"tokens": total, "wall_clock_s": round(t + 0.1, 6), "tool_calls": float(k), "messages": 0.0},
    }


def corpus(n: int, sizes: tuple[int, ...] = (8, 30, 60, 150, 1200)) -> list[dict[str, Any]]:
    return [make_trace(i, sizes[i % len(sizes)] if i % 97 else sizes[-1]) for i in range(n)]
