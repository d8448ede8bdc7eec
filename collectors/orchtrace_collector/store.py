"""The collector's store: one embedded SQLite file in WAL mode.

Tables
------
``spans``        raw spans as received (serialized OTLP ``Span`` protobuf; zstd-compressed with
                 a dictionary trained on the store's first spans, see :class:`SpanCodec`),
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
All writes go through one writer thread (:class:`Writer`) that drains its queue and commits
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

import queue
import sqlite3
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import orjson

from orchtrace.convert.records import SpanRecord

from .logs import SCHEMA as LOG_SCHEMA
from .otlp import SpanRow, record_from_span, resource_attributes

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


class StoreError(RuntimeError):
    """The store could not be opened or written; the message says why."""


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


# --- span compression ---------------------------------------------------------------------------

try:
    import zstandard as _zstd
except ImportError:  # optional: without it spans are stored uncompressed
    _zstd = None

RAW = 0


class SpanCodec:
    """Per-span zstd compression with a dictionary trained on the store's own first spans.

    Spans of one application share most of their bytes (attribute keys, names, resource-like
    values) but a single ~500-1000-byte span barely compresses on its own; with a dictionary
    it shrinks ~7x (orchtrace decorator spans: 913 -> ~120 bytes, ~6 us per span here).
    Until ``train_after`` spans were seen (and without the optional ``zstandard`` package)
    spans are stored raw (codec 0); codec ``n`` = zstd with dictionary ``n`` of the
    ``dictionaries`` table.  Used only by the writer thread.
    """

    def __init__(self, con: sqlite3.Connection, *, train_after: int = 2000, dict_size: int = 16384) -> None:
        self.train_after = train_after
        self.dict_size = dict_size
        self.samples: list[bytes] = []
        self.codec = RAW
        self.compressor: Any = None
        self.failures = 0
        if _zstd is None or train_after <= 0:  # train_after <= 0: compression off
            self.failures = 1 << 30
            return
        row = con.execute("SELECT id, data FROM dictionaries ORDER BY id DESC LIMIT 1").fetchone()
        if row is not None:
            self._use(row[0], row[1])

    def _use(self, dict_id: int, data: bytes) -> None:
        assert _zstd is not None
        self.codec = dict_id
        self.compressor = _zstd.ZstdCompressor(level=3, dict_data=_zstd.ZstdCompressionDict(data))
        self.samples = []

    def encode(self, con: sqlite3.Connection, blobs: list[bytes]) -> tuple[int, list[bytes]]:
        if self.compressor is not None:
            c = self.compressor.compress
            return self.codec, [c(b) for b in blobs]
        if _zstd is not None and self.failures < 5:
            self.samples.extend(blobs[: max(0, self.train_after - len(self.samples))])
            if len(self.samples) >= self.train_after:
                try:
                    d = _zstd.train_dictionary(self.dict_size, self.samples)
                except Exception:  # noqa: BLE001 - too little variety: keep raw, try again later
                    self.failures += 1
                    self.train_after *= 2
                else:
                    cur = con.execute("INSERT INTO dictionaries(created_ns, data) VALUES (?, ?)",
                                      (time.time_ns(), d.as_bytes()))
                    self._use(int(cur.lastrowid or 0), d.as_bytes())
                    c = self.compressor.compress
                    return self.codec, [c(b) for b in blobs]
        return RAW, blobs


class _Decoders:
    """Decompressors by dictionary id, loaded on first use."""

    def __init__(self, con: sqlite3.Connection) -> None:
        self.con = con
        self.by_id: dict[int, Any] = {}

    def decode(self, codec: int, data: bytes) -> bytes:
        if codec == RAW:
            return data
        dec = self.by_id.get(codec)
        if dec is None:
            if _zstd is None:
                raise StoreError("this store holds zstd-compressed spans: pip install zstandard")
            row = self.con.execute("SELECT data FROM dictionaries WHERE id = ?", (codec,)).fetchone()
            if row is None:
                raise StoreError(f"store is missing span dictionary {codec}")
            dec = _zstd.ZstdDecompressor(dict_data=_zstd.ZstdCompressionDict(row[0]))
            self.by_id[codec] = dec
        return dec.decompress(data)


# --- writer -------------------------------------------------------------------------------------


class _Job:
    __slots__ = ("fn", "future", "n_spans")

    def __init__(self, fn: Callable[[sqlite3.Connection], Any], n_spans: int = 0) -> None:
        self.fn = fn
        self.future: Future[Any] = Future()
        self.n_spans = n_spans


class Overloaded(Exception):
    """The writer queue is full; the caller should ask the client to retry later."""


class Writer:
    """The single writing thread: group commit of everything queued, then resolve the futures."""

    def __init__(self, path: str | Path, *, synchronous: str = "full", max_queue_spans: int = 200_000,
                 max_batch_spans: int = 50_000, train_dictionary_after: int = 2000) -> None:
        self.path = Path(path)
        self.con = connect(path, synchronous=synchronous)
        self.codec = SpanCodec(self.con, train_after=train_dictionary_after)
        self.max_queue_spans = max_queue_spans
        self.max_batch_spans = max_batch_spans
        self._q: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._queued_spans = 0
        self._lock = threading.Lock()
        self._closed = False
        self.commits = 0
        self.spans_written = 0
        self._thread = threading.Thread(target=self._run, name="orchtrace-store-writer", daemon=True)
        self._thread.start()

    @property
    def queued_spans(self) -> int:
        return self._queued_spans

    def submit(self, fn: Callable[[sqlite3.Connection], Any], n_spans: int = 0, *, force: bool = False) -> Future[Any]:
        """Queue ``fn(con)`` to run inside the next transaction; the future resolves after commit."""
        with self._lock:
            if self._closed:
                raise StoreError("store writer is closed")
            if not force and n_spans and self._queued_spans + n_spans > self.max_queue_spans and self._queued_spans:
                raise Overloaded(f"{self._queued_spans} spans waiting to be written")
            self._queued_spans += n_spans
        job = _Job(fn, n_spans)
        self._q.put(job)
        return job.future

    def ingest_logs(self, rows: list[Any]) -> Future[int]:
        """Queue log-based orchestration events (:mod:`.logs`); the future gives the new ones."""
        from .logs import ingest_logs

        return self.submit(lambda con: ingest_logs(con, rows), len(rows))

    def ingest(self, rows: list[SpanRow], resources: dict[int, bytes]) -> Future[int]:
        """Queue spans for storage; the future gives the number of new (non-duplicate) spans."""
        return self.submit(lambda con: _ingest(con, rows, resources, self.codec), len(rows))

    def _run(self) -> None:
        con = self.con
        stop = False
        while not stop:
            job = self._q.get()
            if job is None:
                break
            jobs = [job]
            n = job.n_spans
            while n < self.max_batch_spans:
                try:
                    nxt = self._q.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                    break
                jobs.append(nxt)
                n += nxt.n_spans
            self._commit(con, jobs)
            with self._lock:
                self._queued_spans -= n
        con.close()

    def _commit(self, con: sqlite3.Connection, jobs: list[_Job]) -> None:
        results: list[Any] = []
        try:
            con.execute("BEGIN IMMEDIATE")
            for job in jobs:
                con.execute("SAVEPOINT job")
                try:
                    results.append((True, job.fn(con)))
                    con.execute("RELEASE job")
                except Exception as exc:  # noqa: BLE001 - one bad job must not sink the batch
                    con.execute("ROLLBACK TO job")
                    con.execute("RELEASE job")
                    results.append((False, exc))
            con.execute("COMMIT")
        except Exception as exc:  # noqa: BLE001 - commit failed (disk full, I/O error): nothing acked
            try:
                con.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            for job in jobs:
                job.future.set_exception(StoreError(f"store write failed: {exc}"))
            return
        self.commits += 1
        for job, (ok, value) in zip(jobs, results):
            if ok:
                self.spans_written += job.n_spans
                job.future.set_result(value)
            else:
                job.future.set_exception(value)

    def close(self) -> None:
        """Write everything queued, then stop."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self._q.put(None)
        self._thread.join()


def _ingest(con: sqlite3.Connection, rows: list[SpanRow], resources: dict[int, bytes], codec: SpanCodec) -> int:
    now = time.time_ns()
    con.executemany("INSERT OR IGNORE INTO resources(id, data) VALUES (?, ?)", resources.items())
    mid = con.total_changes
    kind, blobs = codec.encode(con, [r.data for r in rows])
    con.executemany(
        "INSERT OR IGNORE INTO spans(trace_id, span_id, received_ns, resource_id, codec, data) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(r.trace_id, r.span_id, now, r.resource_id, kind, b) for r, b in zip(rows, blobs)],
    )
    inserted = con.total_changes - mid
    traces: dict[bytes, int] = {}
    for r in rows:
        ended_root = 1 if (not r.parent_span_id and r.end_ns) else 0
        traces[r.trace_id] = traces.get(r.trace_id, 0) | ended_root
    if inserted:
        con.executemany(
            "INSERT INTO otel_traces(trace_id, first_seen_ns, last_seen_ns, root_ended, dirty) VALUES (?, ?, ?, ?, 1) "
            "ON CONFLICT(trace_id) DO UPDATE SET last_seen_ns = excluded.last_seen_ns, dirty = 1, "
            "root_ended = max(root_ended, excluded.root_ended)",
            [(tid, now, now, ended) for tid, ended in traces.items()],
        )
    return inserted


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
