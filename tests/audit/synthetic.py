"""Large synthetic orchestration traces (plain dicts, shaped like the converter's output) for
the audit's scale test and benchmark: an orchestrator spawns workers one after another; each
worker fetches untrusted pages (fingerprinted, some with injection indicators), sends e-mails
(sensitive, argument fingerprints sometimes copied from a page), gets approvals now and then,
messages the orchestrator and returns; the orchestrator aggregates returns.  Every edge points
forward, events are sorted: the trace validates against the schema.
"""

from __future__ import annotations

import random
from typing import Any

TOOLS = ["fetch_page", "summarise", "send_email"]


def synthetic_trace(n_events: int, seed: int = 0, *, steps_per_worker: int = 12,
                    trace_id: str | None = None) -> dict[str, Any]:
    rng = random.Random(seed)
    events: list[dict[str, Any]] = []
    edges: list[dict[str, str]] = []
    last: dict[str, str] = {}
    pending: dict[str, list[tuple[str, str]]] = {}
    common = [rng.getrandbits(62) for _ in range(200)]  # boilerplate shared by many pages

    def add(agent: str, etype: str, **fields: Any) -> str:
        eid = f"e{len(events)}"
        ev = {"id": eid, "t": round(len(events) * 1e-3, 6), "type": etype, "agent": agent,
              "agent_name": agent.split("-")[0], **fields}
        prev = last.get(agent)
        if prev is not None:
            edges.append({"src": prev, "dst": eid, "type": "temporal"})
        last[agent] = eid
        for src, kind in pending.pop(agent, ()):
            edges.append({"src": src, "dst": eid, "type": kind})
        events.append(ev)
        return eid

    orch = "orchestrator-0"
    first = add(orch, "orchestrator_decision", kind="spawn", tools=[], role="orchestrator",
                input_fingerprint=[rng.getrandbits(62) for _ in range(8)])
    pending.setdefault(orch, []).append((first, "causal"))
    returns: list[str] = []
    w = 0
    while len(events) < n_events - 2:
        w += 1
        worker = f"worker-{w}"
        sp = add(orch, "spawn", to=worker, target="worker", tools=TOOLS, **{"from": orch})
        pending.setdefault(worker, []).append((sp, "spawn"))
        recent: list[int] = []
        for _ in range(steps_per_worker):
            r = rng.random()
            if r < 0.45:
                call = add(worker, "tool_call", tool="fetch_page", trusted=False)
                fp = [rng.getrandbits(62) for _ in range(20)] + rng.sample(common, 4)
                extra: dict[str, Any] = {"fingerprint": fp}
                if rng.random() < 0.05:
                    extra["injection"] = ["ignore_instructions", "exfiltration"]
                    extra["injection_entities"] = [fp[0] | 1]
                res = add(worker, "tool_result", tool="fetch_page", trusted=False, **extra)
                edges.append({"src": call, "dst": res, "type": "tool_dependency"})
                pending.setdefault(worker, []).append((res, "causal"))
                recent = fp
            elif r < 0.70:
                if rng.random() < 0.7:  # most sends are approved first
                    hi = add(worker, "human_intervention", kind="approval", decision="approved",
                             target="send_email")
                    pending.setdefault(worker, []).append((hi, "causal"))
                args = {"to": [rng.choice(recent) if recent and rng.random() < 0.3 else rng.getrandbits(62)],
                        "body": rng.sample(recent, 4) if recent else [rng.getrandbits(62) for _ in range(4)]}
                call = add(worker, "tool_call", tool="send_email", trusted=True, sensitive=True,
                           requires_approval=True, arg_fingerprints=args,
                           arg_domains={"to": [rng.choice(["corp.example", "partner.example", "evil.example"])]})
                res = add(worker, "tool_result", tool="send_email", trusted=True)
                edges.append({"src": call, "dst": res, "type": "tool_dependency"})
                pending.setdefault(worker, []).append((res, "causal"))
            elif r < 0.80:
                hi = add(worker, "human_intervention", kind="approval",
                         decision=rng.choice(["approved", "approved", "rejected"]), target="send_email")
                pending.setdefault(worker, []).append((hi, "causal"))
            elif r < 0.90:
                msg = add(worker, "message", to=orch, **{"from": worker})
                pending.setdefault(orch, []).append((msg, "message"))
            else:
                call = add(worker, "tool_call", tool="summarise", trusted=True)
                res = add(worker, "tool_result", tool="summarise", trusted=True)
                edges.append({"src": call, "dst": res, "type": "tool_dependency"})
                pending.setdefault(worker, []).append((res, "causal"))
            if len(events) >= n_events - 2:
                break
        ret = add(worker, "return", to=orch, **{"from": worker})
        pending.setdefault(orch, []).append((ret, "return"))
        returns.append(ret)
        if len(returns) == 4:
            agg = add(orch, "aggregate", strategy="concatenate", inputs=list(returns))
            edges.extend({"src": r, "dst": agg, "type": "aggregate"} for r in returns if r != agg)
            returns = []
    add(orch, "return", role="orchestrator", **{"from": orch})
    return {"trace_id": trace_id or f"synthetic-{n_events}-{seed}", "task_id": f"synthetic-{seed}",
            "system": "synthetic", "topology": "centralized", "events": events, "edges": edges,
            "rewards": {}, "costs": {"tokens": 0.0, "wall_clock_s": events[-1]["t"]}}


def parallel_trace(n_events: int, seed: int = 0, *, workers: int = 200) -> dict[str, Any]:
    """Fan-out shape: an orchestrator spawns ``workers`` agents up front; their events interleave
    at random (fetches, half with strong injection indicators 30% of the time; sensitive sends
    with no approval; messages back to the orchestrator, each followed by a delegation), then all
    return.  Findings are dense (about 0.6 per event): a worst case for reporting."""
    rng = random.Random(seed)
    events: list[dict[str, Any]] = []
    edges: list[dict[str, str]] = []
    last: dict[str, str] = {}
    pending: dict[str, list[tuple[str, str]]] = {}

    def add(agent: str, etype: str, **fields: Any) -> str:
        eid = f"e{len(events)}"
        events.append({"id": eid, "t": round(len(events) * 1e-3, 6), "type": etype, "agent": agent,
                       "agent_name": agent.split("-")[0], **fields})
        if agent in last:
            edges.append({"src": last[agent], "dst": eid, "type": "temporal"})
        last[agent] = eid
        for src, kind in pending.pop(agent, ()):
            edges.append({"src": src, "dst": eid, "type": kind})
        return eid

    orch = "orch-0"
    add(orch, "orchestrator_decision", kind="spawn", tools=[])
    ws = [f"w-{k}" for k in range(workers)]
    for w in ws:
        sp = add(orch, "spawn", to=w, target="w", tools=["fetch", "send"], **{"from": orch})
        pending.setdefault(w, []).append((sp, "spawn"))
    while len(events) < n_events - workers - 1:
        w = rng.choice(ws)
        if rng.random() < 0.5:
            call = add(w, "tool_call", tool="fetch", trusted=False)
            res = add(w, "tool_result", tool="fetch", trusted=False,
                      fingerprint=[rng.getrandbits(62) for _ in range(10)],
                      **({"injection": ["ignore_instructions"]} if rng.random() < 0.3 else {}))
            edges.append({"src": call, "dst": res, "type": "tool_dependency"})
            pending.setdefault(w, []).append((res, "causal"))
        else:
            add(w, "tool_call", tool="send", sensitive=True, arg_fingerprints={"to": [rng.getrandbits(62)]})
        if rng.random() < 0.05:
            msg = add(w, "message", to=orch, **{"from": w})
            pending.setdefault(orch, []).append((msg, "message"))
            add(orch, "orchestrator_decision", kind="delegate", target="w")
    for w in ws:
        ret = add(w, "return", to=orch, **{"from": w})
        pending.setdefault(orch, []).append((ret, "return"))
    add(orch, "return", **{"from": orch})
    return {"trace_id": f"parallel-{n_events}-{seed}", "task_id": f"parallel-{seed}", "system": "synthetic",
            "topology": "centralized", "events": events, "edges": edges, "rewards": {},
            "costs": {"tokens": 0.0, "wall_clock_s": events[-1]["t"]}}
