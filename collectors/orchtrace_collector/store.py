"""The collector's store: one embedded SQLite file in WAL mode.

Tables
------
``spans``        raw spans as received (serialized OTLP ``Span`` protobuf; zstd-compressed with
                 a dictionary trained on the store's first spans, see :class:`.span_codec.SpanCodec`),
                 unique on (trace_id, span_id): a retried export is stored once.
``dictionaries``  the zstd dictionaries (``spans.codec`` names the one used; 0 = raw).
``resources``    serialized OTLP ``Resource`` messages, content-addressed (spans point at them).
``otel_traces``  one row per OpenTelemetry trace: first/last time a span of it arrived, whether
                 its root span has arrived ended, and ``dirty`` = has spans the assembled
                 orchestration traces do not reflect yet.
``task_traces``  which OTel traces contributed to which task (a task may span several traces).
``traces``       assembled orchestration traces (zlib-compressed JSON), one per task, with a
                 ``version`` that counts re-assemblies (late spans).

Durability
----------
All writes go through one writer thread (:class:`.writer.Writer`) that drains its queue and commits
everything queued in **one** transaction (group commit across concurrent requests); a request is
answered only after the transaction holding its spans has committed.  With WAL:

* ``synchronous=FULL`` (default): the WAL is fsync'ed at every commit, so an acknowledged span
  survives ``kill -9`` *and* power loss / OS crash.
* ``synchronous=NORMAL``: commits reach the OS (``write``) but the WAL is fsync'ed only at
  checkpoints.  An acknowledged span survives ``kill -9`` of the collector (the OS still has the
  pages) but the last transactions may be lost on power loss or kernel crash.  The database is
  never corrupted in either mode.

Why SQLite and not DuckDB: the workload is many small concurrent appends that must each be
durable before the HTTP answer, plus point look-ups by trace id; SQLite's WAL gives cheap
durable group commits, readers that never block the writer (the audit can read while the
collector writes), a file any tool can open, and it ships with Python.  DuckDB is a columnar
engine tuned for bulk analytical scans; row-at-a-time transactional appends and unique-key
de-duplication are its weak side, it allows one writing process per file with no concurrent
readers from other processes, and it would be an extra native dependency.
"""

from __future__ import annotations

import sqlite3
import time
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

from orchtrace.convert.records import SpanRecord

# (the store's error, its span codec and its writer live in modules of their own; the names other
# modules import from here stay importable)
from .errors import StoreError
from .logs import SCHEMA as LOG_SCHEMA
from .otlp import record_from_span, resource_attributes
from .span_codec import RAW, SpanCodec, _Decoders  # noqa: F401

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS resources(id INTEGER PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS dictionaries(id INTEGER PRIMARY KEY, created_ns INTEGER NOT NULL, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS spans(
    id INTEGER PRIMARY KEY,
    trace_id BLOB NOT NULL,
    span_id BLOB NOT NULL,
    received_ns INTEGER NOT NULL,
    resource_id INTEGER,
    codec INTEGER NOT NULL DEFAULT 0,
    data BLOB NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS spans_key ON spans(trace_id, span_id);
CREATE INDEX IF NOT EXISTS spans_received ON spans(received_ns);
CREATE TABLE IF NOT EXISTS otel_traces(
    trace_id BLOB PRIMARY KEY,
    first_seen_ns INTEGER NOT NULL,
    last_seen_ns INTEGER NOT NULL,
    root_ended INTEGER NOT NULL DEFAULT 0,
    dirty INTEGER NOT NULL DEFAULT 1
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS otel_traces_dirty ON otel_traces(last_seen_ns) WHERE dirty = 1;
CREATE TABLE IF NOT EXISTS task_traces(
    task_id TEXT NOT NULL,
    trace_id BLOB NOT NULL,
    PRIMARY KEY(task_id, trace_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS task_traces_by_trace ON task_traces(trace_id);
CREATE TABLE IF NOT EXISTS traces(
    task_id TEXT PRIMARY KEY,
    trace_id TEXT NOT NULL,
    start_ns INTEGER,
    end_ns INTEGER,
    assembled_ns INTEGER NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    n_spans INTEGER NOT NULL,
    data BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS traces_end ON traces(end_ns);
"""

SYNC_MODES = ("full", "normal")


def parse_duration(text: str | float | int) -> float:
    """'24h', '30m', '7d', '1.5s', '500ms' or a number of seconds -> seconds."""
    if isinstance(text, (int, float)):
        return float(text)
    s = str(text).strip().lower()
    units = (("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0), ("d", 86400.0), ("w", 604800.0))
    for suffix, mult in units:
        if s.endswith(suffix) and not (suffix == "s" and s.endswith("ms")):
            num = s[: -len(suffix)]
            break
    else:
        num, mult = s, 1.0
    try:
        value = float(num)
    except ValueError:
        raise ValueError(f"not a duration: {text!r} (use e.g. 30s, 15m, 24h, 7d)") from None
    if value < 0:
        raise ValueError(f"duration must not be negative: {text!r}")
    return value * mult


def connect(path: str | Path, *, synchronous: str = "full", readonly: bool = False) -> sqlite3.Connection:
    p = Path(path)
    if readonly:
        if not p.exists():
            raise StoreError(f"{p}: no such store")
        con = sqlite3.connect(f"file:{p}?mode=ro", uri=True, check_same_thread=False, timeout=30)
        con.execute("PRAGMA query_only=ON")
        return con
    if synchronous not in SYNC_MODES:
        raise StoreError(f"synchronous must be one of {SYNC_MODES}, got {synchronous!r}")
    if p.parent and not p.parent.exists():
        raise StoreError(f"{p}: directory {p.parent} does not exist")
    try:
        con = sqlite3.connect(str(p), check_same_thread=False, timeout=30, isolation_level=None)
        mode = con.execute("PRAGMA journal_mode=WAL").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"{p}: cannot open as a SQLite store ({exc})") from None
    if str(mode).lower() != "wal":
        raise StoreError(f"{p}: could not switch to WAL mode (got {mode})")
    con.execute(f"PRAGMA synchronous={synchronous.upper()}")
    con.execute("PRAGMA foreign_keys=OFF")
    con.execute("PRAGMA cache_size=-65536")
    con.executescript(SCHEMA + LOG_SCHEMA)
    return con


# --- reading ------------------------------------------------------------------------------------


def _unpack_trace(data: bytes) -> dict[str, Any]:
    return orjson.loads(zlib.decompress(data))


def _pack_trace(d: dict[str, Any]) -> bytes:
    return zlib.compress(orjson.dumps(d), 1)


class Store:
    """Read access to a collector store (safe while a collector is writing to it).

    ``Store(path).iter_traces(since_seconds)`` is what ``orchtrace audit --store`` reads.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.con = connect(self.path, readonly=True)
        self._resources: dict[int, dict[str, Any]] = {}
        self._decoders = _Decoders(self.con)

    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # traces
    def iter_trace_dicts(self, since_seconds: float | None = None) -> Iterator[dict[str, Any]]:
        """Assembled orchestration traces (dicts) whose last span ended in the last
        ``since_seconds`` (all when None), oldest first."""
        if since_seconds is None:
            cur = self.con.execute("SELECT data FROM traces ORDER BY end_ns, task_id")
        else:
            cutoff = time.time_ns() - int(since_seconds * 1e9)
            cur = self.con.execute("SELECT data FROM traces WHERE end_ns >= ? ORDER BY end_ns, task_id", (cutoff,))
        for (data,) in cur:
            yield _unpack_trace(data)

    def iter_traces(self, since_seconds: float | None = None) -> Iterator[Any]:
        """Like :meth:`iter_trace_dicts`, as ``OrchestrationTrace`` models."""
        from orchtrace.convert import trace_from_dict

        for d in self.iter_trace_dicts(since_seconds):
            yield trace_from_dict(d)

    def get_trace(self, task_id: str) -> dict[str, Any] | None:
        row = self.con.execute("SELECT data FROM traces WHERE task_id = ?", (task_id,)).fetchone()
        return _unpack_trace(row[0]) if row else None

    def trace_versions(self) -> dict[str, int]:
        return dict(self.con.execute("SELECT task_id, version FROM traces"))

    # spans
    def _resource(self, rid: int | None) -> dict[str, Any]:
        if rid is None:
            return {}
        got = self._resources.get(rid)
        if got is None:
            row = self.con.execute("SELECT data FROM resources WHERE id = ?", (rid,)).fetchone()
            got = resource_attributes(row[0]) if row else {}
            self._resources[rid] = got
        return got

    def spans_of(self, trace_ids: Iterable[bytes]) -> list[SpanRecord]:
        out: list[SpanRecord] = []
        for tid in trace_ids:
            for rid, codec, data in self.con.execute(
                    "SELECT resource_id, codec, data FROM spans WHERE trace_id = ? ORDER BY id", (tid,)):
                out.append(record_from_span(self._decoders.decode(codec, data), self._resource(rid)))
        return out

    def log_events_of(self, trace_ids: Iterable[bytes]) -> list[Any]:
        """Log-based orchestration events stored for these OTel traces (:mod:`.logs`)."""
        from .logs import log_events_of

        return log_events_of(self.con, list(trace_ids))

    def iter_spans(self) -> Iterator[SpanRecord]:
        for rid, codec, data in self.con.execute("SELECT resource_id, codec, data FROM spans ORDER BY id"):
            yield record_from_span(self._decoders.decode(codec, data), self._resource(rid))

    def span_keys(self) -> list[tuple[str, str]]:
        return [(t.hex(), s.hex()) for t, s in self.con.execute("SELECT trace_id, span_id FROM spans")]

    def counts(self) -> dict[str, int]:
        q = self.con.execute
        return {
            "spans": q("SELECT count(*) FROM spans").fetchone()[0],
            "otel_traces": q("SELECT count(*) FROM otel_traces").fetchone()[0],
            "pending": q("SELECT count(*) FROM otel_traces WHERE dirty = 1").fetchone()[0],
            "traces": q("SELECT count(*) FROM traces").fetchone()[0],
        }


# --- assembly writes / retention (run inside the writer's transaction) ---------------------------


def save_assembly(con: sqlite3.Connection, traces: list[tuple[dict[str, Any], set[bytes], int, int, int]],
                  done: list[tuple[bytes, int]]) -> None:
    """Store assembled traces and clear ``dirty`` on OTel traces not touched since they were read."""
    now = time.time_ns()
    for d, otel_ids, start_ns, end_ns, n_spans in traces:
        con.execute(
            "INSERT INTO traces(task_id, trace_id, start_ns, end_ns, assembled_ns, version, n_spans, data) "
            "VALUES (?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT(task_id) DO UPDATE SET trace_id = excluded.trace_id, "
            "start_ns = excluded.start_ns, end_ns = excluded.end_ns, assembled_ns = excluded.assembled_ns, "
            "version = traces.version + 1, n_spans = excluded.n_spans, data = excluded.data",
            (d["task_id"], d["trace_id"], start_ns, end_ns, now, n_spans, _pack_trace(d)),
        )
        con.executemany("INSERT OR IGNORE INTO task_traces(task_id, trace_id) VALUES (?, ?)",
                        [(d["task_id"], t) for t in otel_ids])
    con.executemany("UPDATE otel_traces SET dirty = 0 WHERE trace_id = ? AND last_seen_ns = ?", done)


def save_quarantine(con: sqlite3.Connection, items: list[tuple[bytes, int]], reason: str) -> None:
    """Set OTel traces aside (not assembled again unless new spans arrive), with the reason."""
    con.execute("CREATE TABLE IF NOT EXISTS quarantine(trace_id BLOB PRIMARY KEY, at_ns INTEGER NOT NULL, "
                "reason TEXT NOT NULL) WITHOUT ROWID")
    now = time.time_ns()
    con.executemany("INSERT OR REPLACE INTO quarantine(trace_id, at_ns, reason) VALUES (?, ?, ?)",
                    [(t, now, reason[:500]) for t, _ in items])
    con.executemany("UPDATE otel_traces SET dirty = 0 WHERE trace_id = ? AND last_seen_ns = ?", items)


def quarantined(con: sqlite3.Connection) -> list[tuple[str, str]]:
    """(OTel trace id hex, reason) of every quarantined trace."""
    try:
        return [(t.hex(), r) for t, r in con.execute("SELECT trace_id, reason FROM quarantine ORDER BY at_ns")]
    except sqlite3.OperationalError:  # no quarantine table: nothing was ever set aside
        return []


def purge(con: sqlite3.Connection, cutoff_ns: int) -> dict[str, int]:
    """Retention: drop spans received and traces ended before ``cutoff_ns``."""
    out = {}
    cur = con.execute("DELETE FROM spans WHERE received_ns < ?", (cutoff_ns,))
    out["spans"] = cur.rowcount
    from .logs import purge_logs

    out["log_events"] = purge_logs(con, cutoff_ns)
    cur = con.execute("DELETE FROM traces WHERE coalesce(end_ns, assembled_ns) < ?", (cutoff_ns,))
    out["traces"] = cur.rowcount
    con.execute("DELETE FROM otel_traces WHERE last_seen_ns < ? AND dirty = 0", (cutoff_ns,))
    con.execute("DELETE FROM task_traces WHERE task_id NOT IN (SELECT task_id FROM traces)")
    con.execute("DELETE FROM resources WHERE id NOT IN (SELECT DISTINCT resource_id FROM spans "
                "WHERE resource_id IS NOT NULL)")
    return out


def iter_store_trace_dicts(path: str | Path, since: str | float | None = None) -> Iterator[dict[str, Any]]:
    """Like :func:`iter_store_traces`, as the plain dicts ``orchtrace audit --store`` feeds the
    engine (no pydantic model per event)."""
    since_seconds = parse_duration(since) if since is not None else None
    with Store(path) as st:
        yield from st.iter_trace_dicts(since_seconds)


def iter_store_traces(path: str | Path, since: str | float | None = None) -> Iterator[Any]:
    """Orchestration traces (models) of a collector store whose last span ended within ``since``
    ('24h', '7d', seconds; None = all). The hook for ``orchtrace audit --store PATH --since 24h``."""
    since_seconds = parse_duration(since) if since is not None else None
    with Store(path) as st:
        yield from st.iter_traces(since_seconds)
