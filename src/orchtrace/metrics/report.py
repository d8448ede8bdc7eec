"""A trace's metrics on a rich console (``orchtrace demo``): Table 13 line, structure line,
and the per-agent costs and credited rewards."""

from __future__ import annotations

from typing import Any

from . import agent_table, compute_metrics


def _f(v: float | None, pct: bool = False) -> str:
    if v is None:
        return "n/a"
    return f"{v:.0%}" if pct else (f"{v:.0f}" if float(v).is_integer() else f"{v:.2f}")


def print_trace_metrics(console: Any, trace: dict[str, Any], max_agents: int = 8) -> None:
    from rich.markup import escape
    from rich.padding import Padding
    from rich.table import Table

    from ..reports.terminal import clean

    def e(x: Any) -> str:
        return escape(clean(x, 200))

    m = compute_metrics(trace)
    g = m.get
    console.print(f"  [bold]{e(trace.get('task_id', '?'))}[/]: parallelism efficiency {_f(g('parallelism_efficiency'))}, "
                  f"useful agents {_f(g('useful_agent_utilization'), True)}, protocol overhead "
                  f"{_f(g('protocol_overhead'), True)}, message redundancy {_f(g('message_redundancy'), True)}, "
                  f"error amplification {_f(g('error_amplification'))}", highlight=False)
    console.print(f"    {_f(g('agents'))} agents, {_f(g('spawns'))} spawns, depth {_f(g('depth'))}, fan-out max "
                  f"{_f(g('fan_out_max'))} / mean {_f(g('fan_out_mean'))}, {_f(g('messages'))} messages, "
                  f"{_f(g('tool_calls'))} tool calls, {_f(g('aggregates'))} aggregates, {_f(g('human_interventions'))} "
                  f"human interventions, {_f(g('errors'))} errors", highlight=False)
    rows = agent_table(trace)
    t = Table(show_header=True, box=None, padding=(0, 1), pad_edge=False)
    for col, just, width in (("agent", "left", 18), ("role", "left", 12), ("wall s", "right", 7),
                             ("tokens", "right", 7), ("LLM", "right", 4), ("rewards", "left", 12)):
        t.add_column(col, justify=just, min_width=width if col == "agent" else None, no_wrap=True,
                     overflow="ellipsis", max_width=width)
    for r in rows[:max_agents]:
        rewards = ", ".join(f"{e(k)} {v:+g}" for k, v in r["rewards"].items()) or "-"
        t.add_row(e(r["name"] or r["agent"]), e(r["role"] or "-"), f"{r['wall_s']:.3f}",
                  _f(r["tokens"]) if r["tokens"] is not None else "-", str(r["llm_calls"]), rewards)
    console.print(Padding(t, (0, 0, 0, 4)))
    if len(rows) > max_agents:
        console.print(f"    ... and {len(rows) - max_agents} more agents", highlight=False)
