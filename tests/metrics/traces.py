"""Hand-built orchestration traces whose metric values are known by construction."""

from __future__ import annotations

from typing import Any


class T:
    """A tiny trace builder: events in order, edges by hand; the result is schema-valid."""

    def __init__(self, task: str = "task-1", **top: Any) -> None:
        self.events: list[dict[str, Any]] = []
        self.edges: list[dict[str, str]] = []
        self.top = top
        self.task = task
        self.tokens = 0.0

    def ev(self, id: str, t: float, type: str, agent: str, **extra: Any) -> str:
        self.events.append({"id": id, "t": t, "type": type, "agent": agent, **extra})
        return id

    def edge(self, src: str, dst: str, type: str = "temporal") -> None:
        self.edges.append({"src": src, "dst": dst, "type": type})

    def build(self, tokens: float = 0.0, **metrics: Any) -> dict[str, Any]:
        out = {"trace_id": f"tr-{self.task}", "task_id": self.task, "events": self.events, "edges": self.edges,
               "rewards": {}, "costs": {"tokens": tokens, "wall_clock_s": 1.0}}
        out.update(self.top)
        return out


def fan_out(n: int, *, aggregate_of: list[int] | None = None, sequential: bool = False,
            error_child: int | None = None) -> dict[str, Any]:
    """Root R spawns children c0..c{n-1} (each runs 1 s: all at [0,1], or one after another);
    R optionally aggregates the returns of ``aggregate_of``, then returns."""
    b = T()
    prev = None
    rets = []
    for i in range(n):
        start = float(i) if sequential else 0.0
        sp = b.ev(f"sp{i}", start, "spawn", "R", to=f"c{i}", **{"from": "R"})
        if prev:
            b.edge(prev, sp)
        prev = sp
        status = {"status": "error"} if error_child == i else {}
        r = b.ev(f"ret{i}", start + 1.0, "return", f"c{i}", to="R", wall_s=1.0, **status)
        b.edge(sp, r, "spawn")
        rets.append(r)
    end = float(n) if sequential else 1.0
    last = prev
    for i, r in enumerate(rets):  # each return wired into R's next event
        b.edge(r, f"n{i}", "return")
        n_ev = b.ev(f"n{i}", end + 0.01 * (i + 1), "orchestrator_decision", "R", kind="communicate")
        b.edge(last, n_ev)
        last = n_ev
    if aggregate_of is not None:
        agg = b.ev("agg", end + 0.5, "aggregate", "R", inputs=[rets[i] for i in aggregate_of])
        b.edge(last, agg)
        for i in aggregate_of:
            b.edge(rets[i], agg, "aggregate")
        last = agg
    fin = b.ev("final", end + 0.6, "return", "R", wall_s=end + 0.6)
    b.edge(last, fin)
    return b.build()
