"""The survey's Table 14 reporting checklist, filled in for a corpus from a StatsAccumulator.

Each item says what the corpus reports and whether it is ``reported``, ``partial`` (only some
traces) or ``missing``, so a paper or a team can copy the answers and see what to add.
"""

from __future__ import annotations

from typing import Any


def _status(have: float, n: int) -> str:
    if n and have >= n:
        return "reported"
    return "partial" if have else "missing"


def _top(counter: dict[str, float], k: int = 6) -> str:
    items = sorted(counter.items(), key=lambda kv: -kv[1])[:k]
    more = len(counter) - len(items)
    text = ", ".join(f"{name} ({int(v)})" for name, v in items)
    return text + (f", +{more} more" if more > 0 else "") if text else "none"


def checklist(acc: Any) -> list[dict[str, str]]:
    """[{item, status, answer}] for: topology and roles, scale, reward channels, credit unit,
    safety instrumentation, costs."""
    n = acc.n
    dist = acc.distributions()
    known_topology = n - acc.topology.get("unknown", 0)
    items = [{
        "item": "Topology and roles",
        "status": _status(min(known_topology, acc.flags.get("roles", 0)), n),
        "answer": f"topologies: {_top(acc.topology)}; roles: {_top(acc.roles)}",
    }]

    def q(key: str, stat: str) -> str:
        v = dist.get(key, {}).get(stat)
        return "-" if v is None else (f"{v:.0f}" if float(v).is_integer() else f"{v:.2f}")

    bands = ", ".join(f"{name}: {int(acc.bands.get(name, 0))}" for name in ("1-9", "10-99", "100-999", ">=1000"))
    items.append({
        "item": "Scale",
        "status": "reported" if n else "missing",
        "answer": (f"{n} traces; events/trace p50 {q('events', 'p50')}, p90 {q('events', 'p90')}, max "
                   f"{q('events', 'max')} (bands {bands}); agents/trace p50 {q('agents', 'p50')}, max "
                   f"{q('agents', 'max')}; spawn depth max {q('depth', 'max')}; fan-out max {q('fan_out_max', 'max')}"),
    })
    with_rewards = n - acc.credit.get("none", 0)
    items.append({
        "item": "Reward channels",
        "status": _status(with_rewards, n),
        "answer": f"{int(with_rewards)} of {n} traces carry rewards; channels: {_top(acc.channels)}",
    })
    event_level = acc.credit.get("event", 0)
    unit = ("agent instance + event (rewards anchored where given)" if event_level
            else ("trace (rewards summed per channel)" if with_rewards else "none"))
    items.append({
        "item": "Credit unit",
        "status": _status(event_level, n) if with_rewards else "missing",
        "answer": f"{unit}; {int(event_level)} traces with anchored rewards, "
                  f"{int(acc.credit.get('trace', 0))} with trace-level rewards only",
    })
    f = acc.flags
    safety_any = max(f.get("trust_labels", 0), f.get("safety_events", 0), f.get("human_interventions", 0))
    items.append({
        "item": "Safety instrumentation",
        "status": _status(safety_any, n),
        "answer": (f"trust labels in {int(f.get('trust_labels', 0))}, untrusted inputs in "
                   f"{int(f.get('untrusted_inputs', 0))}, instruction verdicts in {int(f.get('instruction_verdicts', 0))}, "
                   f"human interventions in {int(f.get('human_interventions', 0))}, safety events in "
                   f"{int(f.get('safety_events', 0))} of {n} traces"),
    })
    tokens_n = sum(1 for _, row in acc.sample if row.get("tokens", 0) > 0)
    items.append({
        "item": "Costs",
        "status": _status(f.get("per_agent_costs", 0), n),
        "answer": (f"tokens/trace mean {q('tokens', 'mean')} ({tokens_n} of {len(acc.sample)} sampled traces "
                   f"report tokens); per-agent costs in {int(f.get('per_agent_costs', 0))} traces; wall time/trace "
                   f"p50 {q('wall_clock_s', 'p50')} s"),
    })
    return items
