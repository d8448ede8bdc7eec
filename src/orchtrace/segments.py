"""Durable, mergeable span segments behind a trace directory.

The directory exporter does not keep a task's spans in memory to rewrite its trace file: every
process appends the spans it exported to an embedded store in the folder,
``<dir>/.orchtrace-spans.db`` (SQLite in WAL mode, one durable transaction per batch; one compressed
row per task and batch).  A task's trace file is then (re)built from all its spans, under a lock
shared by the processes writing there, so a task that spans processes (an interrupt in one
worker, the resume in another), restarts or days is one complete trace, whichever process wrote
last.

* Crash safety: a batch is in the store entirely or not at all (a transaction); trace files are
  written to a temporary file and renamed.  A row that cannot be read is skipped and counted.
* Bounded: a task's trace is built from at most ``max_spans`` of its most recent spans (older
  ones stay in the store and are named in a diagnostic).
* Dot-files are skipped by ``orchtrace validate/audit``: the store never trips them.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from .convert.records import SpanEventRecord, SpanRecord

try:  # POSIX; elsewhere trace files are rebuilt without a cross-process lock
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("orchtrace")
SEGMENTS_DB = ".orchtrace-spans.db"
LOCK_FILE = ".orchtrace-spans.lock"


def _jsonable(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def record_to_line(r: SpanRecord) -> bytes:
    doc = {
        "t": r.trace_id, "s": r.span_id, "p": r.parent_span_id, "n": r.name, "b": r.start_ns, "e": r.end_ns,
        "a": {k: _jsonable(v) for k, v in r.attributes.items()},
        "v": [[e.name, e.time_ns, {k: _jsonable(v) for k, v in e.attributes.items()}] for e in r.events],
        "st": r.status, "sm": r.status_message, "r": dict(r.resource), "l": [list(x) for x in r.links],
    }
    return orjson.dumps(doc, option=orjson.OPT_NON_STR_KEYS, default=str) + b"\n"


def line_to_record(line: bytes) -> SpanRecord | None:
    """A span from one segment line, or None when the line is torn or not a span."""
    try:
        d = orjson.loads(line)
        if not isinstance(d, dict) or not isinstance(d.get("t"), str) or not isinstance(d.get("s"), str):
            return None
        attrs = d.get("a") if isinstance(d.get("a"), dict) else {}
        events = [SpanEventRecord(str(e[0]), int(e[1]), e[2] if isinstance(e[2], dict) else {})
                  for e in d.get("v") or () if isinstance(e, list) and len(e) == 3]
        return SpanRecord(
            trace_id=d["t"], span_id=d["s"], parent_span_id=d.get("p") if isinstance(d.get("p"), str) else None,
            name=str(d.get("n", "")), start_ns=int(d.get("b") or 0),
            end_ns=int(d["e"]) if isinstance(d.get("e"), int) else None,
            attributes={k: tuple(v) if isinstance(v, list) else v for k, v in attrs.items()},
            events=events, status=str(d.get("st") or "UNSET"),
            status_message=d.get("sm") if isinstance(d.get("sm"), str) else None,
            resource=d.get("r") if isinstance(d.get("r"), dict) else {},
            links=[(str(x[0]), str(x[1])) for x in d.get("l") or () if isinstance(x, list) and len(x) == 2],
        )
    except (orjson.JSONDecodeError, TypeError, ValueError, IndexError, KeyError):
        return None


class Segments:
    """The span segments of one trace directory: an embedded SQLite store (WAL) shared by every
    process that writes traces there."""

    def __init__(self, directory: Path, *, max_spans: int = 50_000) -> None:
        self.directory = Path(directory)
        self.path = self.directory / SEGMENTS_DB
        self.max_spans = max_spans
        self.bad_rows = 0
        self._con: sqlite3.Connection | None = None

    def _db(self) -> sqlite3.Connection:
        if self._con is None:
            self.directory.mkdir(parents=True, exist_ok=True)
            con = sqlite3.connect(self.path, timeout=60, isolation_level=None, check_same_thread=False)
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=FULL")  # a commit is durable: the batch's barrier
            # one row per (task, batch): the batch's span lines, zlib-compressed
            con.execute("CREATE TABLE IF NOT EXISTS spans (key TEXT NOT NULL, n INTEGER NOT NULL, "
                        "data BLOB NOT NULL)")
            con.execute("CREATE INDEX IF NOT EXISTS spans_by_key ON spans (key)")
            self._con = con
        return self._con

    def append(self, batches: dict[str, list[SpanRecord]]) -> set[str]:
        """Append each task's spans durably (one transaction for the batch); returns the keys
        new to the store (all their spans are in ``batches``: no need to read them back)."""
        rows = [(key, len(recs), zlib.compress(b"".join(record_to_line(r) for r in recs), 1))
                for key, recs in batches.items() if recs]
        if not rows:
            return set()
        con = self._db()
        con.execute("BEGIN IMMEDIATE")
        try:
            created = {k for k, _, _ in rows if con.execute(
                "SELECT 1 FROM spans WHERE key = ? LIMIT 1", (k,)).fetchone() is None}
            con.executemany("INSERT INTO spans (key, n, data) VALUES (?, ?, ?)", rows)
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        return created

    def read(self, key: str, limit: int | None = None) -> tuple[list[SpanRecord], int]:
        """All spans of a task, from every process that wrote them (at most ``limit``, default
        ``max_spans``, the most recent kept) and how many older spans were left out."""
        con = self._db()
        limit = limit or self.max_spans
        blobs: list[bytes] = []
        have = 0
        total = 0
        for n, data in con.execute("SELECT n, data FROM spans WHERE key = ? ORDER BY rowid DESC", (key,)):
            total += n
            if have < limit:  # newest batches first, until the limit is covered
                blobs.append(data)
                have += n
        lines: list[bytes] = []
        for data in reversed(blobs):
            try:
                lines.extend(zlib.decompress(data).splitlines())
            except zlib.error:
                self.bad_rows += 1
        out: list[SpanRecord] = []
        for line in lines[-limit:]:
            rec = line_to_record(line)
            if rec is None:
                self.bad_rows += 1
            else:
                out.append(rec)
        return out, max(0, total - limit)

    def keys(self) -> list[str]:
        if not self.path.exists():
            return []
        return [k for (k,) in self._db().execute("SELECT DISTINCT key FROM spans ORDER BY key")]

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Serialise trace-file rebuilds (read, convert, rename) across processes."""
        if fcntl is None:
            yield
            return
        self.directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.directory / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            try:
                fcntl.flock(fd, fcntl.LOCK_UN)
            finally:
                os.close(fd)
