"""What the audit sweep reads from a trace: event/edge columns from models or plain dicts (re-sorted
by ``t`` when a producer did not sort them), evidence fields with the types the sweep expects
(hostile values dropped), and code locations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..schema.models import Edge, Event, OrchestrationTrace
from .findings import Location


def _location(code: Any) -> Location | None:
    if isinstance(code, Mapping) and code.get("file"):
        line = code.get("line")
        fn = code.get("function")
        return Location.model_construct(file=str(code["file"]), line=line if isinstance(line, int) else None,
                                        function=str(fn) if fn else None)
    return None


# -- hostile values ---------------------------------------------------------------------------------
# the evidence fields that are lists of value hashes (one list, so a new field is cleaned where it
# is declared hostile)
_INT_LIST_FIELDS = ("fingerprint", "injection_entities", "suspect_entities", "record_values", "commanded", "own_values",
                    "input_fingerprint", "request_fingerprint")
_HASH_FIELDS = frozenset({*_INT_LIST_FIELDS, "arg_fingerprints", "instruction_score", "input_effects", "injection",
                          "description"})


# ``issuperset(map(type, v))``: "every item's type is exactly int/str" tested in C, item by item
# (stops at the first other type): the per-item generator was a third of building the sweep's
# columns on a 10^5-event trace (one fingerprint list per untrusted output).
_ONLY_INT = frozenset({int})
_ONLY_STR = frozenset({str})


def _int_list(value: Any) -> list[int]:
    if not isinstance(value, (list, tuple)):
        return []
    if _ONLY_INT.issuperset(map(type, value)):  # the common, well-typed case
        return value if isinstance(value, list) else list(value)
    return [h for h in value if type(h) is int]


def _int_lists_ok(v: Any) -> bool:
    """Is ``v`` a mapping of lists of ints (``arg_fingerprints`` as the engine reads it)?"""
    return isinstance(v, Mapping) and all(isinstance(x, list) and _ONLY_INT.issuperset(map(type, x))
                                          for x in v.values())


def _str_list_ok(v: Any) -> bool:
    """Is ``v`` a list of strings (exact ``str`` tested in C first; a subclass takes the slow test)?"""
    return isinstance(v, (list, tuple)) and (_ONLY_STR.issuperset(map(type, v))
                                             or all(isinstance(x, str) for x in v))


def _clean_hashes(e: Mapping[str, Any]) -> Mapping[str, Any]:
    """The evidence fields the engine reads, with the types it expects (a trace can be
    schema-valid and still carry ``"fingerprint": [[1], "x"]``: events allow any extra field).
    Ill-typed values are dropped from a copy; a well-typed event is returned as it is."""
    fixed: dict[str, Any] | None = None

    def put(key: str, value: Any) -> None:
        nonlocal fixed
        if fixed is None:
            fixed = dict(e)
        if value is None:
            fixed.pop(key, None)
        else:
            fixed[key] = value

    for key in _INT_LIST_FIELDS:
        if key in e:
            v = e[key]
            # not a list at all: dropped, as if never recorded (for ``commanded`` an empty list
            # says "computed: nothing asked", which a malformed value must not claim)
            clean = _int_list(v) if isinstance(v, (list, tuple)) else None
            if clean is not v:
                put(key, clean)
    if "arg_fingerprints" in e:
        v = e["arg_fingerprints"]
        if not _int_lists_ok(v):
            put("arg_fingerprints", {str(k): _int_list(x) for k, x in v.items()} if isinstance(v, Mapping) else None)
    if "instruction_score" in e:
        v = e["instruction_score"]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= float(v) <= 1.0:
            put("instruction_score", None)
    if "description" in e and not isinstance(e["description"], str):
        # a tool's description is read as text (its effect classes) and keys per-tool verdicts
        put("description", None)
    for key in ("input_effects", "injection"):
        if key in e:
            v = e[key]
            if not _str_list_ok(v):
                put(key, [x for x in v if isinstance(x, str)] if isinstance(v, (list, tuple)) else None)
    return fixed if fixed is not None else e


# -- columns from models or dicts -----------------------------------------------------------------

_MODEL_FIELDS = ("role", "tool", "content_ref", "trusted", "to")


def _event_dict(ev: Event) -> dict[str, Any]:
    d: dict[str, Any] = dict(ev.__pydantic_extra__ or {})
    d["id"] = ev.id
    d["t"] = ev.t
    d["type"] = ev.type
    d["agent"] = ev.agent
    for k in _MODEL_FIELDS:
        v = getattr(ev, k)
        if v is not None:
            d[k] = v
    if ev.from_ is not None:
        d["from"] = ev.from_
    return d


def _columns(trace: Any) -> tuple[list[Mapping[str, Any]], list[tuple[str, str, str]], dict[str, Any]]:
    if isinstance(trace, OrchestrationTrace):
        events: list[Mapping[str, Any]] = [_event_dict(e) for e in trace.events]
        edges = [(ed.src, ed.dst, ed.type) if isinstance(ed, Edge) else (ed["src"], ed["dst"], ed["type"])
                 for ed in trace.edges]
        meta = {"trace_id": trace.trace_id, "task_id": trace.task_id, "system": trace.system,
                "topology": trace.topology, "rewards": trace.rewards}
    elif isinstance(trace, Mapping):
        try:
            events = trace["events"]
            raw_edges = trace.get("edges") or []
            edges = [(ed["src"], ed["dst"], ed["type"]) for ed in raw_edges]
            meta = {"trace_id": trace["trace_id"], "task_id": trace.get("task_id", trace["trace_id"]),
                    "system": trace.get("system"), "topology": trace.get("topology"),
                    "rewards": trace.get("rewards")}
            for e in events:
                e["id"], e["type"], e["agent"]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not an orchestration trace: missing {exc}") from None
    else:
        raise TypeError(f"cannot audit a {type(trace).__name__}: pass OrchestrationTrace models or dicts")
    # sorted by time? (the converter sorts; other producers may not)
    ts = [e.get("t", 0) or 0 for e in events]
    if any(ts[k] > ts[k + 1] for k in range(len(ts) - 1)):
        order = sorted(range(len(events)), key=ts.__getitem__)
        events = [events[k] for k in order]
    return events, edges, meta
