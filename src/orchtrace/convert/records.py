"""A small, source-neutral span record: what the converter reads.

Spans reach the converter from the SDK (``ReadableSpan``), from OTLP JSON files (the
Collector's file exporter, OTLP/HTTP JSON bodies) and from OTLP protobuf (the collector).
Each source is turned into :class:`SpanRecord` once; the converter never looks at the source.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class SpanEventRecord:
    name: str
    time_ns: int
    attributes: Mapping[str, Any]


@dataclass(slots=True)
class SpanRecord:
    trace_id: str  # 32 lowercase hex
    span_id: str  # 16 lowercase hex
    parent_span_id: str | None
    name: str
    start_ns: int
    end_ns: int | None
    attributes: Mapping[str, Any]
    events: list[SpanEventRecord] = field(default_factory=list)
    status: str = "UNSET"  # UNSET | OK | ERROR
    status_message: str | None = None
    resource: Mapping[str, Any] = field(default_factory=dict)
    links: list[tuple[str, str]] = field(default_factory=list)


class SpanFormatError(ValueError):
    """An input could not be read as spans; the message names what is wrong and where."""


# --- SDK ReadableSpan --------------------------------------------------------------------


def from_readable_span(span: Any) -> SpanRecord:
    ctx = span.context
    parent = span.parent
    status = span.status
    return SpanRecord(
        trace_id=format(ctx.trace_id, "032x"),
        span_id=format(ctx.span_id, "016x"),
        parent_span_id=format(parent.span_id, "016x") if parent is not None else None,
        name=span.name,
        start_ns=span.start_time or 0,
        end_ns=span.end_time,
        attributes=dict(span.attributes or {}),
        events=[SpanEventRecord(e.name, e.timestamp, dict(e.attributes or {})) for e in span.events],
        status=status.status_code.name if status is not None else "UNSET",
        status_message=status.description if status is not None else None,
        resource=dict(span.resource.attributes) if span.resource is not None else {},
        links=[(format(lk.context.trace_id, "032x"), format(lk.context.span_id, "016x")) for lk in span.links],
    )


# --- OTLP JSON (protobuf JSON mapping) ------------------------------------------------------

_STATUS_CODES = {0: "UNSET", 1: "OK", 2: "ERROR", "STATUS_CODE_UNSET": "UNSET", "STATUS_CODE_OK": "OK",
                 "STATUS_CODE_ERROR": "ERROR"}


def _otlp_id(value: Any, size: int, where: str) -> str:
    """OTLP/JSON ids are hex per the spec; some writers emit base64 (the proto3 default)."""
    if not isinstance(value, str) or not value:
        raise SpanFormatError(f"{where}: expected a hex id string, got {type(value).__name__}")
    if len(value) == size * 2:
        try:
            int(value, 16)
            return value.lower()
        except ValueError:
            pass
    try:
        raw = base64.b64decode(value, validate=True)
    except Exception:
        raise SpanFormatError(f"{where}: {value!r} is neither hex nor base64") from None
    if len(raw) != size:
        raise SpanFormatError(f"{where}: id has {len(raw)} bytes, expected {size}")
    return raw.hex()


_MAX_VALUE_DEPTH = 16  # nested array/kvlist values deeper than this are cut (hostile input)


def _seq(value: Any) -> list[Any]:
    """A JSON list, or nothing (a wrong-typed field is ignored, not fatal)."""
    return value if isinstance(value, list) else []


def _obj(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def otlp_any_value(v: Any, _depth: int = 0) -> Any:
    """Decode an OTLP JSON ``AnyValue`` into a Python value (unknown shapes are tolerated)."""
    if not isinstance(v, dict):
        if isinstance(v, int) and not isinstance(v, bool):
            return v if -(2**63) <= v < 2**63 else None  # OTLP ints are 64-bit; JSON writers refuse more
        return v if isinstance(v, (str, float, bool)) or v is None else None
    if _depth > _MAX_VALUE_DEPTH:
        return None
    if "stringValue" in v:
        x = v["stringValue"]
        return x if isinstance(x, str) else None
    if "boolValue" in v:
        return bool(v["boolValue"])
    if "intValue" in v:
        try:
            n = int(v["intValue"])
        except (TypeError, ValueError, OverflowError):
            return None
        return n if -(2**63) <= n < 2**63 else None
    if "doubleValue" in v:
        try:
            return float(v["doubleValue"])
        except (TypeError, ValueError, OverflowError):
            return None
    if "arrayValue" in v:
        return tuple(otlp_any_value(x, _depth + 1) for x in _seq(_obj(v["arrayValue"]).get("values")))
    if "kvlistValue" in v:
        return {kv["key"]: otlp_any_value(kv.get("value"), _depth + 1)
                for kv in _seq(_obj(v["kvlistValue"]).get("values"))
                if isinstance(kv, dict) and isinstance(kv.get("key"), str)}
    if "bytesValue" in v:
        x = v["bytesValue"]
        return x if isinstance(x, str) else None
    return None


def _attrs(items: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kv in _seq(items):
        if isinstance(kv, dict) and isinstance(kv.get("key"), str):
            out[kv["key"]] = otlp_any_value(kv.get("value"))
    return out


def _int(value: Any, where: str) -> int:
    try:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise TypeError
        n = int(value)
        if not 0 <= n < 2**64:
            raise ValueError
        return n
    except (TypeError, ValueError):
        raise SpanFormatError(f"{where}: expected an integer nanosecond timestamp, got {value!r}") from None


def iter_otlp_json(doc: Any, *, where: str = "$") -> Iterator[SpanRecord]:
    """Spans of one OTLP JSON ``ExportTraceServiceRequest`` (``{"resourceSpans": [...]}``)."""
    if not isinstance(doc, dict) or "resourceSpans" not in doc:
        raise SpanFormatError(f"{where}: not an OTLP trace document (no 'resourceSpans' key)")
    rss = doc["resourceSpans"]
    if not isinstance(rss, list):
        raise SpanFormatError(f"{where}.resourceSpans: expected a list")
    for i, rs in enumerate(rss):
        rwhere = f"{where}.resourceSpans[{i}]"
        if not isinstance(rs, dict):
            raise SpanFormatError(f"{rwhere}: expected an object")
        resource = _attrs(_obj(rs.get("resource")).get("attributes"))
        scopes = _seq(rs.get("scopeSpans", rs.get("instrumentationLibrarySpans")))
        for j, ss in enumerate(scopes):
            for k, s in enumerate(_seq(_obj(ss).get("spans"))):
                swhere = f"{rwhere}.scopeSpans[{j}].spans[{k}]"
                if not isinstance(s, dict):
                    raise SpanFormatError(f"{swhere}: expected an object")
                parent = s.get("parentSpanId")
                status = _obj(s.get("status"))
                end = s.get("endTimeUnixNano")
                code = status.get("code", 0)
                message = status.get("message")
                yield SpanRecord(
                    trace_id=_otlp_id(s.get("traceId"), 16, f"{swhere}.traceId"),
                    span_id=_otlp_id(s.get("spanId"), 8, f"{swhere}.spanId"),
                    parent_span_id=_otlp_id(parent, 8, f"{swhere}.parentSpanId") if parent else None,
                    name=str(s.get("name", ""))[:1000],
                    start_ns=_int(s.get("startTimeUnixNano", 0), f"{swhere}.startTimeUnixNano"),
                    end_ns=_int(end, f"{swhere}.endTimeUnixNano") if end not in (None, "", 0, "0") else None,
                    attributes=_attrs(s.get("attributes")),
                    events=[
                        SpanEventRecord(
                            str(e.get("name", ""))[:1000],
                            _int(e.get("timeUnixNano", 0), f"{swhere}.events[{m}].timeUnixNano"),
                            _attrs(e.get("attributes")),
                        )
                        for m, e in enumerate(_seq(s.get("events")))
                        if isinstance(e, dict)
                    ],
                    status=_STATUS_CODES.get(code, "UNSET") if isinstance(code, (int, str)) else "UNSET",
                    status_message=message if isinstance(message, str) else None,
                    resource=resource,
                    links=[
                        (_otlp_id(lk.get("traceId"), 16, f"{swhere}.links"), _otlp_id(lk.get("spanId"), 8, f"{swhere}.links"))
                        for lk in _seq(s.get("links"))
                        if isinstance(lk, dict)
                    ],
                )


def iter_readable_spans(spans: Iterable[Any]) -> Iterator[SpanRecord]:
    for s in spans:
        yield from_readable_span(s)
