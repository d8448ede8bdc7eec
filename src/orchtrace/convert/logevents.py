"""The orchestration vocabulary as log-based events (OTEP 4430), joined to the spans it belongs to.

OpenTelemetry is moving events from the Span Event API to the Logs API: an event is a log record
with an ``event_name`` and the trace/span id of the span it happened in.  orchtrace's capture can
emit either form (``orchtrace.configure(event_mode=...)``); some backends also turn span events
into log records on ingestion.  The converter reads both: :func:`attach_log_events` hangs each
``orchtrace.*`` log record on its span as if it were a span event, so everything after it is
unchanged.  A log record repeating a span event (``event_mode="both"``: same
``orchtrace.event.id`` on the same span) is counted once; one whose span is not among the spans
converted is left out (counted in the return value).

Sources: SDK log records (``ReadableLogRecord`` from an ``InMemoryLogRecordExporter`` or a log
processor), OTLP JSON ``{"resourceLogs": [...]}`` documents (files, OTLP/HTTP JSON bodies) and the
collector's ``/v1/logs`` (protobuf, decoded to the same records).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from .. import semconv as sc
from .records import SpanEventRecord, SpanFormatError, SpanRecord, _attrs, _otlp_id

EVENT_NAME_ATTR = "event.name"  # the attribute form of the event name (before LogRecord.event_name)


@dataclass(slots=True)
class LogEventRecord:
    trace_id: str  # 32 lowercase hex
    span_id: str  # 16 lowercase hex
    name: str
    time_ns: int
    attributes: dict[str, Any]


def _is_vocab(name: Any) -> bool:
    return isinstance(name, str) and name.startswith(sc.EVENT_PREFIX)


def from_log_record(record: Any) -> LogEventRecord | None:
    """An SDK ``ReadableLogRecord`` (or API ``LogRecord``) -> :class:`LogEventRecord`, or None when
    it is no orchestration event or names no span."""
    lr = getattr(record, "log_record", record)
    attrs = dict(getattr(lr, "attributes", None) or {})
    name = getattr(lr, "event_name", None) or attrs.pop(EVENT_NAME_ATTR, None)
    span_id = getattr(lr, "span_id", 0) or 0
    trace_id = getattr(lr, "trace_id", 0) or 0
    if not _is_vocab(name) or not span_id:
        return None
    ts = getattr(lr, "timestamp", None) or getattr(lr, "observed_timestamp", None) or 0
    return LogEventRecord(format(trace_id, "032x"), format(span_id, "016x"), name, int(ts), attrs)


def iter_log_records(records: Iterable[Any]) -> Iterator[LogEventRecord]:
    for r in records:
        ev = from_log_record(r)
        if ev is not None:
            yield ev


def iter_otlp_json_logs(doc: Any, *, where: str = "$") -> Iterator[LogEventRecord]:
    """Orchestration events of one OTLP JSON ``ExportLogsServiceRequest``; records that are not
    orchestration events (ordinary application logs) are skipped, malformed ones raise
    :class:`SpanFormatError` naming where."""
    if not isinstance(doc, dict) or "resourceLogs" not in doc:
        raise SpanFormatError(f"{where}: not an OTLP logs document (no 'resourceLogs' key)")
    rls = doc["resourceLogs"]
    if not isinstance(rls, list):
        raise SpanFormatError(f"{where}.resourceLogs: expected a list")
    for i, rl in enumerate(rls):
        if not isinstance(rl, dict):
            raise SpanFormatError(f"{where}.resourceLogs[{i}]: expected an object")
        for j, sl in enumerate(rl.get("scopeLogs", []) or []):
            for k, lr in enumerate((sl or {}).get("logRecords", []) or []):
                lwhere = f"{where}.resourceLogs[{i}].scopeLogs[{j}].logRecords[{k}]"
                if not isinstance(lr, dict):
                    raise SpanFormatError(f"{lwhere}: expected an object")
                attrs = _attrs(lr.get("attributes"))
                name = lr.get("eventName") or attrs.pop(EVENT_NAME_ATTR, None)
                if not _is_vocab(name) or not lr.get("spanId") or not lr.get("traceId"):
                    continue
                ts = lr.get("timeUnixNano") or lr.get("observedTimeUnixNano") or 0
                try:
                    ts = int(ts)
                except (TypeError, ValueError):
                    raise SpanFormatError(f"{lwhere}.timeUnixNano: expected an integer, got {ts!r}") from None
                yield LogEventRecord(_otlp_id(lr["traceId"], 16, f"{lwhere}.traceId"),
                                     _otlp_id(lr["spanId"], 8, f"{lwhere}.spanId"), name, ts, attrs)


def attach_log_events(spans: list[SpanRecord], logs: Iterable[LogEventRecord]) -> int:
    """Hang each log-based event on its span (in place); returns how many named no span here."""
    by_id = {s.span_id: s for s in spans}
    seen: dict[str, set[Any]] = {}
    touched: set[str] = set()
    orphans = 0
    for ev in logs:
        rec = by_id.get(ev.span_id)
        if rec is None or rec.trace_id != ev.trace_id:
            orphans += 1
            continue
        ids = seen.get(ev.span_id)
        if ids is None:
            ids = seen[ev.span_id] = {e.attributes.get(sc.EVENT_ID) for e in rec.events} - {None}
        event_id = ev.attributes.get(sc.EVENT_ID)
        if event_id is not None and event_id in ids:
            continue  # the same event as a span event and as a log record (event_mode="both")
        if event_id is not None:
            ids.add(event_id)
        rec.events.append(SpanEventRecord(ev.name, ev.time_ns, ev.attributes))
        touched.add(ev.span_id)
    for sid in touched:  # in time order with the span's own events (stable for equal times)
        by_id[sid].events.sort(key=lambda e: e.time_ns)
    return orphans
