"""A built trace's events as columns (ids, agents, types, agent names, times), kept
by the builder as it makes each event and gathered into sort order at C level: the edge sweep,
the topology label and the metrics hook read them instead of every event dict again (each
pass over 2 M event dicts costs ~0.4 s in cache misses at 10^6 spans)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress, repeat
from operator import contains
from typing import Any

from .edgecols import EdgeColumns, infer_topology_columns

_RARE = frozenset({"message", "spawn", "orchestrator_decision", "return", "human_intervention"})
_ROLES = frozenset({"spawn", "return", "human_intervention"})  # the converter's events with a role


class EventColumns:
    __slots__ = ("pos", "ids", "agents", "types", "names", "ts", "rare", "root_firsts", "anchored", "errors")

    def __init__(self, pos: list[int], ts: list[float], names: dict[str, str], error_ids: list[str],
                 *made: list[Any]) -> None:
        self.pos = pos  # sorted position -> production index
        self.ids, self.agents, self.types = (list(map(c.__getitem__, pos)) for c in made)
        self.names: list[str] = list(map(names.__getitem__, self.agents))  # each event's agent_name
        self.ts = ts
        self.errors: list[int] = []  # positions of the events with status "error"
        if error_ids:
            pos_of = dict(zip(self.ids, range(len(pos))))
            self.errors = sorted(map(pos_of.__getitem__, error_ids))
        # positions of the events of the few types that wire or label more than tallies
        self.rare: list[int] = list(compress(range(len(pos)), map(_RARE.__contains__, self.types)))
        self.root_firsts: list[int] = []  # positions where a root's first event got its root fields
        self.anchored: list[int] | None = None  # positions that may hold rewards or unattributed costs

    def topology(self, events: list[dict[str, Any]]) -> str:
        """:func:`orchtrace.convert.sweep.infer_topology` of the (swept) events: roles are only on
        spawns, returns, human interventions and roots' first events."""
        types = self.types
        roles = {events[i].get("role") for i in self.rare if types[i] in _ROLES}
        roles.update(events[i].get("role") for i in self.root_firsts)
        roles.discard(None)
        talk = [i for i in self.rare if types[i] == "message" or types[i] == "orchestrator_decision"]
        spawns = [i for i in self.rare if types[i] == "spawn"]
        return infer_topology_columns(events, self.agents, types, roles, talk, spawns)

    def set_anchored(self, events: list[dict[str, Any]], rewards: bool) -> None:
        """Which events may carry ``rewards`` (only when the ledger anchored some: then found
        by one scan) or ``unattributed_cost`` (the first event only)."""
        if rewards:
            self.anchored = sorted({0}.union(compress(range(len(events)), map(contains, events, repeat("rewards")))))
        else:
            self.anchored = [0] if events else []


def columns_of(pos: list[int], ts: list[float], names: dict[str, str], error_ids: list[str],
               *made: list[Any]) -> EventColumns:
    return EventColumns(pos, ts, names, error_ids, *made)


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
                                 edges.kind, edges.forward, edges, names=columns.names, rare=columns.rare,
                                 anchored=columns.anchored, errors=columns.errors, dst_split=edges.split)
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
