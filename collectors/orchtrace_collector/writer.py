"""The store's single writing thread: group commit of everything queued, then the futures resolved
(split from :mod:`.store`; see its docstring for durability)."""

from __future__ import annotations

import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from .errors import StoreError
from .otlp import SpanRow
from .span_codec import SpanCodec
from .store import connect

__all__ = ["Overloaded", "Writer"]


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
