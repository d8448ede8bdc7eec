"""Spans -> orchestration traces (see ``docs/mapping.md`` for the mapping table).

The conversion is one pass to index spans, one depth-first walk of each task's span forest to
give every produced event a nesting-consistent sort key, one sort, and one sweep over the sorted
events that wires every edge with per-agent "pending" tables.  Time O(n log n), memory O(n) in
the number of spans; no step compares pairs of events.

The fast path produces plain dicts (:func:`convert_records_to_dicts`) that serialise straight to
JSON; :func:`convert_records` wraps them in the pydantic models.
"""


from __future__ import annotations

import gc
import hashlib
from collections import defaultdict, deque
from itertools import repeat
from operator import rshift, setitem, sub, truediv
from collections.abc import Iterable, Iterator
from typing import Any

from .. import semconv as sc
from ..schema.models import Costs, Edge, Event, OrchestrationTrace
from .events import EventsMixin
from .index import _IDX_MASK, _TIME_SHIFT, DEFAULT_ACTOR, _group, _Index, _ints, _kind, _list  # noqa: F401 - re-exported
from .ledger import AgentLedger
from .records import SpanRecord
from .columns import columns_of, trace_metrics
from .edgecols import EdgeColumns, wire_edge_columns
from .sweep import infer_topology
from .vocab import VocabMixin

try:  # foreign instrumentations (OpenInference, OpenLLMetry) are mapped onto our vocabulary
    from .importers import normalize as _normalize  # type: ignore[attr-defined]
except Exception:  # noqa: BLE001 - importers are optional
    _normalize = None

try:
    from ..metrics import compute_metrics as _metrics
except Exception:  # noqa: BLE001 - metrics are optional
    _metrics = None

_TRUSTED = sc.TOOL_TRUSTED

__all__ = ["convert_records", "convert_records_to_dicts", "infer_topology", "trace_from_dict"]


class _TraceBuilder(EventsMixin, VocabMixin):
    """Builds one orchestration trace (as a dict) from the spans of one task."""

    def __init__(self, index: _Index, spans: list[SpanRecord], task_id: str | None) -> None:
        self.index = index
        self.spans = spans
        self.task_id = task_id
        # the span ids of this task (all spans of the input: the index's own table)
        self.ids = index.by_id if len(spans) == len(index.by_id) else {s.span_id for s in spans}
        self.agent_id: dict[str, str] = {}  # agent span id -> instance id
        self.agent_span_of_id: dict[str, str] = {}  # instance id -> agent span id
        self.parent_agent: dict[str, str | None] = {}  # span id -> agent span id
        # events in production order, and one packed int sort key per event: time, nesting
        # order, sub-order, production index (see _add); sorting ints is several times faster
        # than sorting (tuple, dict) pairs
        self.evs: list[dict[str, Any]] = []
        self.keys: list[int] = []
        # each event's id, agent and type, in production order (columns; an event's agent_name
        # is always its agent's, self._names[agent])
        self.c_ids: list[str] = []
        self.c_agents: list[str] = []
        self.c_types: list[str] = []
        self.c_err: list[str] = []  # ids of the events with status "error"
        self.n_tools = 0
        self.n_msgs = 0
        self.tokens = 0.0
        self.rewards: dict[str, float] = defaultdict(float)
        self.ledger = AgentLedger()  # per-agent costs/LLM calls and anchored rewards (convert/ledger.py)
        self._names: dict[str, str] = {}
        self._callers: dict[str | None, tuple[str, str]] = {}
        self._codes: dict[tuple[Any, Any, Any], dict[str, Any] | None] = {}

    # -- the sweep that wires edges ---------------------------------------------------------------
    def build(self) -> dict[str, Any] | None:
        self.root_info: dict[str, dict[str, Any]] = {}
        self.msg_targets: list[tuple[str, str]] = []
        self.aggregates: dict[str, tuple[list[str], list[str], list[str]]] = {}
        self.capture_ids: dict[str, str] = {}
        self._index_agents()
        self._span_events()
        if not self.evs:
            return None
        keys = self.keys
        keys.sort()
        evs = self.evs
        mask = _IDX_MASK
        shift = _TIME_SHIFT
        pos = list(map(mask.__and__, keys))
        events = list(map(evs.__getitem__, pos))  # C-level gather
        self.ledger.attach(keys, events, shift)
        t0 = keys[0] >> shift
        # t = ((k >> shift) - t0) / 1e9 for every key, at C level: an int number of ns / 1e9 is
        # already the double nearest the 9-decimal value (what round(..., 9) would return)
        ts = list(map(truediv, map(sub, map(rshift, keys, repeat(shift)), repeat(t0)), repeat(1e9)))
        deque(map(setitem, events, repeat("t"), ts), maxlen=0)
        self.evs = self.keys = []  # type: ignore[assignment]
        del keys, evs  # 2 M packed keys at 10^6 spans: freed before the sweep
        self.columns = columns_of(pos, ts, self._names, self.c_err, self.c_ids, self.c_agents, self.c_types)
        self.c_ids = self.c_agents = self.c_types = []
        edges = self._edges(events)
        return self._assemble(events, edges, t0)

    def _edges(self, events: list[dict[str, Any]]) -> EdgeColumns:
        c = self.columns
        edges = wire_edge_columns(events, c.ids, c.agents, c.types, c.pos, c.names, c.root_firsts,
                                  self.msg_targets, self.root_info, self.aggregates, self.capture_ids)
        c.set_anchored(events, bool(self.ledger.rewards))
        return edges

    def _assemble(self, events: list[dict[str, Any]], edges: EdgeColumns, t0: int) -> dict[str, Any]:
        starts = [s.start_ns for s in self.spans if s.start_ns]
        ends = [s.end_ns or s.start_ns for s in self.spans if s.start_ns]
        roots = sorted((s for s in self.spans if s.parent_span_id not in self.ids), key=lambda r: r.start_ns)
        first_root = roots[0] if roots else self.spans[0]
        task_id = self.task_id if self.task_id else first_root.trace_id  # never an empty task id
        trace_id = first_root.trace_id
        if self.task_id is not None and len({s.trace_id for s in roots}) > 1:
            trace_id = hashlib.sha256(f"task:{self.task_id}".encode()).hexdigest()[:32]
        system = None
        topology_hint = None
        for s in roots:
            system = system or s.attributes.get(sc.SYSTEM) or s.attributes.get(sc.GEN_AI_WORKFLOW_NAME)
            topology_hint = topology_hint or s.attributes.get(sc.TOPOLOGY)
        if system is None:
            system = first_root.resource.get("service.name") if first_root.resource else None
        n_tools = self.n_tools
        n_msgs = self.n_msgs
        diags = [m for sp in self.spans for m in self.index.diagnostics.get(sp.span_id, ())] \
            if self.index.diagnostics else None
        if diags:  # the schema's top level is closed: what was repaired rides on the first event
            events[0]["diagnostics"] = diags[:100]
        for s in roots:  # orchtrace.task(request=...): the trusted request rides on the first event too
            _request_onto(s.attributes, events[0])
        out: dict[str, Any] = {
            "trace_id": str(trace_id),
            "task_id": str(task_id),
        }
        if system:
            out["system"] = str(system)
        out["topology"] = topology_hint if topology_hint in sc.TOPOLOGIES else self.columns.topology(events)
        out["events"] = events
        out["edges"] = edges
        out["rewards"] = dict(self.rewards)
        out["costs"] = {
            "tokens": float(self.tokens),
            "wall_clock_s": max(0.0, (max(ends) - min(starts)) / 1e9) if starts else 0.0,
            "tool_calls": n_tools,
            "messages": n_msgs,
        }
        return out


def convert_records_to_dicts(records: Iterable[SpanRecord], *, logs: Iterable[Any] | None = None,
                             pause_gc: bool = True) -> list[dict[str, Any]]:
    """Orchestration traces as plain JSON-ready dicts, one per task, sorted by task id.

    ``logs``: orchestration events that travelled as log records
    (:class:`orchtrace.convert.logevents.LogEventRecord`), joined to their spans by span id.

    ``pause_gc``: the cyclic garbage collector is paused for the conversion (the converter makes
    no reference cycles; reference counting frees all it allocates).  Without the pause, the
    collector's passes over the growing heap of event dicts cost 25-70% at 10^5 spans."""
    if not pause_gc or not gc.isenabled():
        return _convert(records, logs)
    gc.disable()
    try:
        return _convert(records, logs)
    finally:
        gc.enable()


def _convert(records: Iterable[SpanRecord], logs: Iterable[Any] | None = None) -> list[dict[str, Any]]:
    return list(_iter_convert(records, logs))


def _iter_convert(records: Iterable[SpanRecord], logs: Iterable[Any] | None = None, *,
                  lazy_edges: bool = False) -> Iterator[dict[str, Any]]:
    """Each task's trace as soon as it is built (sorted by task id); a task's spans and builder
    are released before the next task is built (see :mod:`orchtrace.convert.stream`).
    ``lazy_edges``: the trace's ``edges`` stay an :class:`EdgeColumns` (the stream writer
    makes their dicts chunk by chunk), else a list of dicts."""
    spans = list(records)
    if logs is not None:
        from .logevents import attach_log_events

        attach_log_events(spans, logs)
    if _normalize is not None:  # our own tool spans (orchtrace.tool.trusted) need no mapping
        spans = [s if s.attributes and _TRUSTED in s.attributes else _normalize(s) for s in spans]
    index = _Index(spans)
    del spans
    groups = sorted(_group(index).items(), reverse=True)  # popped from the end: smallest key first
    while groups:
        key, group = groups.pop()
        task_id = key[len("task:"):] if key.startswith("task:") else None
        builder = _TraceBuilder(index, group, task_id)
        built = builder.build()
        del group
        if built is not None:
            if _metrics is not None:  # Table 13 metrics into the trace's `metrics` (orchtrace.metrics)
                metrics = trace_metrics(_metrics, built, builder.columns)
                if metrics is not None:
                    built["metrics"] = metrics
            if not lazy_edges:
                built["edges"] = built["edges"].dicts()
            del builder
            yield built
            del built  # the caller's copy is the only one left while the next task is built
        else:
            del builder


def trace_from_dict(d: dict[str, Any]) -> OrchestrationTrace:
    """Wrap a dict this module produced in the pydantic models, without re-validating it."""
    return OrchestrationTrace.model_construct(
        trace_id=d["trace_id"],
        task_id=d["task_id"],
        system=d.get("system"),
        topology=d.get("topology"),
        events=[_event(e) for e in d["events"]],
        edges=[Edge.model_construct(**e) for e in d["edges"]],
        rewards=d["rewards"],
        costs=Costs.model_construct(**d["costs"]),
        metrics=d.get("metrics"),
    )


_EVENT_FIELDS = frozenset(Event.model_fields) - {"from_"}


def _event(e: dict[str, Any]) -> Event:
    known = {k: v for k, v in e.items() if k in _EVENT_FIELDS}
    if "from" in e:
        known["from_"] = e["from"]
    extra = {k: v for k, v in e.items() if k not in _EVENT_FIELDS and k != "from"}
    ev = Event.model_construct(**known)
    ev.__pydantic_extra__ = extra
    return ev


def convert_records(records: Iterable[SpanRecord], *, logs: Iterable[Any] | None = None) -> list[OrchestrationTrace]:
    """Orchestration traces (pydantic models), one per task."""
    return [trace_from_dict(d) for d in convert_records_to_dicts(records, logs=logs)]


def _request_onto(attrs: Any, first: dict[str, Any]) -> None:
    """Put a task span's request evidence (``orchtrace.task(request=...)``) on ``first``, beside any
    root agent's: the audit reads a trace's trusted task from whichever events carry it."""
    fp = attrs.get(sc.AGENT_INPUT_FINGERPRINT)
    effects = attrs.get(sc.AGENT_INPUT_EFFECTS)
    if fp:
        have = first.get("input_fingerprint") or []
        first["input_fingerprint"] = list(dict.fromkeys([*have, *_ints(fp)]))
        rfp = attrs.get(sc.AGENT_INPUT_REQUEST_FINGERPRINT)
        if rfp:
            have = first.get("request_fingerprint") or []
            first["request_fingerprint"] = list(dict.fromkeys([*have, *_ints(rfp)]))
    if effects:
        have = first.get("input_effects") or []
        first["input_effects"] = sorted({*map(str, have), *(str(x) for x in _list(effects))})
