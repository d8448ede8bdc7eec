"""Span records -> OTLP JSON Lines partitions (what the Collector's file exporter writes with
``format: json``), gzip-compressed; used by the embedded collector's hourly roll and the bench."""

from __future__ import annotations

import gzip
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import orjson

from ..convert.records import SpanRecord

_STATUS = {"UNSET": 0, "OK": 1, "ERROR": 2}


def _any(v: Any) -> dict[str, Any]:
    if isinstance(v, bool):
        return {"boolValue": v}
    if isinstance(v, int):
        return {"intValue": str(v)}
    if isinstance(v, float):
        return {"doubleValue": v}
    if isinstance(v, (list, tuple)):
        return {"arrayValue": {"values": [_any(x) for x in v]}}
    if isinstance(v, Mapping):
        return {"kvlistValue": {"values": [{"key": str(k), "value": _any(x)} for k, x in v.items()]}}
    return {"stringValue": "" if v is None else str(v)}


def _attrs(a: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"key": k, "value": _any(v)} for k, v in a.items()]


def span_json(r: SpanRecord) -> dict[str, Any]:
    """One span in the OTLP/JSON mapping (hex ids, string nanoseconds)."""
    s: dict[str, Any] = {"traceId": r.trace_id, "spanId": r.span_id, "name": r.name,
                         "startTimeUnixNano": str(r.start_ns)}
    if r.parent_span_id:
        s["parentSpanId"] = r.parent_span_id
    if r.end_ns:
        s["endTimeUnixNano"] = str(r.end_ns)
    if r.attributes:
        s["attributes"] = _attrs(r.attributes)
    if r.events:
        s["events"] = [{"name": e.name, "timeUnixNano": str(e.time_ns), "attributes": _attrs(e.attributes)}
                       for e in r.events]
    if r.status != "UNSET" or r.status_message:
        st: dict[str, Any] = {"code": _STATUS.get(r.status, 0)}
        if r.status_message:
            st["message"] = r.status_message
        s["status"] = st
    if r.links:
        s["links"] = [{"traceId": t, "spanId": sp} for t, sp in r.links]
    return s


def request_json(records: Iterable[SpanRecord], scope: str = "orchtrace") -> dict[str, Any]:
    """One ``ExportTraceServiceRequest`` (JSON), spans grouped by resource in first-seen order."""
    groups: dict[bytes, tuple[Mapping[str, Any], list[dict[str, Any]]]] = {}
    for r in records:
        key = orjson.dumps(dict(r.resource), default=str, option=orjson.OPT_SORT_KEYS)
        g = groups.get(key)
        if g is None:
            g = groups[key] = (r.resource, [])
        g[1].append(span_json(r))
    return {"resourceSpans": [{"resource": {"attributes": _attrs(res)},
                               "scopeSpans": [{"scope": {"name": scope}, "spans": spans}]}
                              for res, spans in groups.values()]}


def write_jsonl_partition(path: str | Path, requests: Iterable[dict[str, Any]], *, compress: bool = True) -> Path:
    """Write OTLP JSON requests one per line (gzip when ``compress``), atomically (temp + rename)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    payload = b"".join(orjson.dumps(r) + b"\n" for r in requests)
    if compress:
        payload = gzip.compress(payload, 6, mtime=0)
    with open(tmp, "wb") as f:
        f.write(payload)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    return path
