"""A built trace's events as columns (ids, agents, types, span ids, times), taken once at C
level after the sort and shared by the edge sweep, the topology label and the metrics hook."""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress, repeat
from operator import eq, itemgetter
from typing import Any

from .edgecols import EdgeColumns, infer_topology_columns

_TALK = frozenset({"message", "orchestrator_decision"})


class EventColumns:
    __slots__ = ("ids", "agents", "types", "span_ids", "ts")

    def __init__(self, events: list[dict[str, Any]], ts: list[float]) -> None:
        self.ids: list[str] = list(map(itemgetter("id"), events))
        self.agents: list[str] = list(map(itemgetter("agent"), events))
        self.types: list[str] = list(map(itemgetter("type"), events))
        self.span_ids: list[Any] = list(map(dict.get, events, repeat("span_id")))
        self.ts = ts

    def topology(self, events: list[dict[str, Any]]) -> str:
        """:func:`orchtrace.convert.sweep.infer_topology` of the (swept) events."""
        rng = range(len(events))
        roles = set(filter(None, map(dict.get, events, repeat("role"))))
        talk = list(compress(rng, map(_TALK.__contains__, self.types)))
        spawns = list(compress(rng, map(eq, self.types, repeat("spawn"))))
        return infer_topology_columns(events, self.agents, self.types, roles, talk, spawns)


def columns_of(events: list[dict[str, Any]], ts: list[float]) -> EventColumns:
    return EventColumns(events, ts)


def trace_metrics(compute: Callable[[Any], dict[str, float]], trace: dict[str, Any],
                  columns: EventColumns) -> dict[str, float] | None:
    """``compute`` (the metrics hook) over a view of the trace built from its columns
    (:func:`orchtrace.metrics.columns.view_from_columns`), else over the trace itself; None
    when both fail (a metrics bug must not cost the trace)."""
    edges = trace["edges"]
    try:
        from ..metrics.columns import view_from_columns

        if not isinstance(edges, EdgeColumns):
            raise TypeError("edges already made")
        view = view_from_columns(trace, columns.agents, columns.types, columns.ts, edges.src, edges.dst,
                                 edges.kind, edges.forward, edges)
        return compute(view)
    except Exception:  # noqa: BLE001 - fall back to the generic view
        pass
    try:
        if isinstance(edges, EdgeColumns):
            trace["edges"] = edges.dicts()
            try:
                return compute(trace)
            finally:
                trace["edges"] = edges
        return compute(trace)
    except Exception:  # noqa: BLE001 - a metrics bug must not cost the trace
        return None
