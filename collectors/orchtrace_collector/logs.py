"""OTLP logs: the orchestration vocabulary as log-based events (OTEP 4430) at ``/v1/logs``.

An application that emits orchtrace's events through the Logs API
(``orchtrace.configure(event_mode="logs")``), or a pipeline that turns span events into log
records, sends them here.  Only records whose event name starts with ``orchtrace.`` and that
name a span are kept (ordinary application logs are accepted and dropped); each is stored
against its trace/span id (``log_events`` table, one row per event id) and marks its OTel trace
for re-assembly, where the converter hangs it on its span (:mod:`orchtrace.convert.logevents`).
"""

from __future__ import annotations

import sqlite3
import time
from typing import Any

import orjson
from google.protobuf import json_format
from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import (
    ExportLogsServiceRequest,
    ExportLogsServiceResponse,
)

from orchtrace import semconv as sc
from orchtrace.convert.logevents import EVENT_NAME_ATTR, LogEventRecord

from . import otlp

SCHEMA = """
CREATE TABLE IF NOT EXISTS log_events(
    trace_id BLOB NOT NULL,
    span_id BLOB NOT NULL,
    event_key TEXT NOT NULL,
    received_ns INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY(trace_id, span_id, event_key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS log_events_received ON log_events(received_ns);
"""

MAX_EVENT_BYTES = 64 * 1024  # one stored event (its attributes as JSON)


def ensure_schema(con: sqlite3.Connection) -> None:
    con.executescript(SCHEMA)


def decode_logs_request(body: bytes, content_type: str) -> ExportLogsServiceRequest:
    """Parse an ExportLogsServiceRequest body; RequestError(400) when malformed."""
    req = ExportLogsServiceRequest()
    if content_type == otlp.PROTOBUF:
        try:
            req.ParseFromString(body)
        except (DecodeError, RuntimeError, ValueError) as exc:
            raise otlp.RequestError(400, f"malformed protobuf ExportLogsServiceRequest: {exc}") from None
        return req
    try:
        doc = orjson.loads(body) if body.strip() else {}
    except orjson.JSONDecodeError as exc:
        raise otlp.RequestError(400, f"malformed JSON: {exc}") from None
    _hex_ids_to_base64(doc)
    try:
        json_format.ParseDict(doc, req, ignore_unknown_fields=True)
    except (json_format.ParseError, ValueError, TypeError) as exc:
        raise otlp.RequestError(400, f"malformed OTLP JSON ExportLogsServiceRequest: {exc}") from None
    return req


def _hex_ids_to_base64(doc: Any) -> None:
    """OTLP/JSON ids are hex; protobuf's JSON parser wants base64 (as for traces)."""
    if not isinstance(doc, dict):
        return
    for rl in doc.get("resourceLogs") or doc.get("resource_logs") or ():
        if not isinstance(rl, dict):
            continue
        for sl in rl.get("scopeLogs") or rl.get("scope_logs") or ():
            if not isinstance(sl, dict):
                continue
            for lr in sl.get("logRecords") or sl.get("log_records") or ():
                if isinstance(lr, dict):
                    for key, size in (("traceId", 16), ("spanId", 8)):
                        if key in lr:
                            lr[key] = otlp._fix_id(lr[key], size)


Row = tuple[bytes, bytes, str, bytes]  # trace id, span id, event key, JSON of (name, time, attributes)


def log_rows(req: ExportLogsServiceRequest) -> tuple[list[Row], int]:
    """The orchestration events of a request as rows, and how many records were other logs."""
    rows: list[Row] = []
    other = 0
    for rl in req.resource_logs:
        for sl in rl.scope_logs:
            for lr in sl.log_records:
                attrs = otlp.attributes(lr.attributes)
                name = lr.event_name or attrs.pop(EVENT_NAME_ATTR, None)
                if (not isinstance(name, str) or not name.startswith(sc.EVENT_PREFIX)
                        or len(lr.trace_id) != 16 or len(lr.span_id) != 8):
                    other += 1
                    continue
                ts = lr.time_unix_nano or lr.observed_time_unix_nano
                data = orjson.dumps([name, ts, attrs], option=orjson.OPT_NON_STR_KEYS, default=str)
                if len(data) > MAX_EVENT_BYTES:
                    other += 1
                    continue
                key = str(attrs.get(sc.EVENT_ID) or f"{name}@{ts}")
                rows.append((bytes(lr.trace_id), bytes(lr.span_id), key, data))
    return rows, other


def ingest_logs(con: sqlite3.Connection, rows: list[Row]) -> int:
    """Store events (duplicates ignored) and mark their OTel traces for re-assembly."""
    now = time.time_ns()  # (the table is created when the writer opens the store: store.connect)
    mid = con.total_changes
    con.executemany("INSERT OR IGNORE INTO log_events(trace_id, span_id, event_key, received_ns, data) "
                    "VALUES (?, ?, ?, ?, ?)", [(t, s, k, now, d) for t, s, k, d in rows])
    inserted = con.total_changes - mid
    if inserted:
        con.executemany(
            "INSERT INTO otel_traces(trace_id, first_seen_ns, last_seen_ns, root_ended, dirty) VALUES (?, ?, ?, 0, 1) "
            "ON CONFLICT(trace_id) DO UPDATE SET last_seen_ns = excluded.last_seen_ns, dirty = 1",
            [(t, now, now) for t in {r[0] for r in rows}],
        )
    return inserted


def log_events_of(con: sqlite3.Connection, trace_ids: list[bytes]) -> list[LogEventRecord]:
    """The stored orchestration events of these OTel traces (none when the table is absent:
    a store written before logs were accepted)."""
    out: list[LogEventRecord] = []
    try:
        for tid in trace_ids:
            for span_id, data in con.execute("SELECT span_id, data FROM log_events WHERE trace_id = ?", (tid,)):
                try:
                    name, ts, attrs = orjson.loads(data)
                except (orjson.JSONDecodeError, ValueError, TypeError):
                    continue
                if isinstance(name, str) and isinstance(attrs, dict):
                    out.append(LogEventRecord(tid.hex(), span_id.hex(), name, int(ts or 0), attrs))
    except sqlite3.OperationalError:  # no log_events table yet
        return []
    return out


def purge_logs(con: sqlite3.Connection, cutoff_ns: int) -> int:
    try:
        return con.execute("DELETE FROM log_events WHERE received_ns < ?", (cutoff_ns,)).rowcount
    except sqlite3.OperationalError:
        return 0


def success_body(content_type: str, rejected: int = 0, message: str = "") -> bytes:
    resp = ExportLogsServiceResponse()
    if rejected:
        resp.partial_success.rejected_log_records = rejected
        resp.partial_success.error_message = message
    if content_type == otlp.JSON:
        return json_format.MessageToJson(resp, indent=None).encode()
    return resp.SerializeToString()
