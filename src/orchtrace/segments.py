"""Durable, mergeable span segments behind a trace directory.

The directory exporter does not keep a task's spans in memory to rewrite its trace file: every
process appends the spans it exported to its *own* segment of that task,
``<dir>/.orchtrace-spans/<task>/<process>.jsonl`` (one JSON object per span, one ``write`` and
one durability barrier per batch).  A task's trace file is then (re)built from the union of all
its segments, under a directory lock, so a task that spans processes (an interrupt in one worker,
the resume in another), restarts or days is one complete trace, whichever process wrote last.

* Crash safety: segments are append-only; a torn last line (a crash mid-write) is skipped when
  read (and counted); trace files are written to a temporary file and renamed.
* Bounded: a task's trace is built from at most ``max_spans`` of its most recent spans (older
  ones stay in the segments and are named in a diagnostic); reading stops there.
* Dot-folders are skipped by ``orchtrace validate/audit``: segments never trip them.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import socket
from collections import deque
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

from .convert.records import SpanEventRecord, SpanRecord

try:  # POSIX; elsewhere trace files are rebuilt without a cross-process lock
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("orchtrace")
SEGMENTS_DIR = ".orchtrace-spans"
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def segment_key(key: str) -> str:
    """A safe folder name for a task key (``task:<id>`` or ``trace:<hex>``), unique per key."""
    import hashlib

    safe = _UNSAFE.sub("_", key).strip("._")[:80] or "task"
    return f"{safe}-{hashlib.blake2b(key.encode('utf-8', 'replace'), digest_size=6).hexdigest()}"


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
    """The segments of one trace directory, as seen by one process (one exporter)."""

    def __init__(self, directory: Path, *, max_spans: int = 50_000) -> None:
        self.root = Path(directory) / SEGMENTS_DIR
        self.max_spans = max_spans
        # one segment file per exporter instance: host, pid and a random part (pids are reused)
        self.process = f"{_UNSAFE.sub('_', socket.gethostname())[:40]}-{os.getpid()}-{secrets.token_hex(4)}"
        self.torn_lines = 0

    def folder(self, key: str) -> Path:
        return self.root / segment_key(key)

    def append(self, batches: dict[str, list[SpanRecord]]) -> list[str]:
        """Append each task's spans to this process's segment of it; returns the files written
        (the caller makes them durable with one barrier for the whole batch)."""
        written: list[str] = []
        for key, recs in batches.items():
            if not recs:
                continue
            folder = self.folder(key)
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{self.process}.jsonl"
            data = b"".join(record_to_line(r) for r in recs)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                view = memoryview(data)
                while view:  # a short write must not leave half a line followed by the next one
                    n = os.write(fd, view)
                    view = view[n:]
            finally:
                os.close(fd)
            written.append(str(path))
        return written

    def read(self, key: str) -> tuple[list[SpanRecord], int]:
        """All spans of a task from every process's segment (at most ``max_spans``, the most
        recent kept) and how many older spans were left out."""
        return self.read_folder(self.folder(key))

    def read_folder(self, folder: Path) -> tuple[list[SpanRecord], int]:
        try:
            files = sorted(p for p in folder.iterdir() if p.suffix == ".jsonl")
        except OSError:
            return [], 0
        kept: deque[SpanRecord] = deque(maxlen=self.max_spans)
        total = 0
        for path in files:
            for rec in self._lines(path):
                kept.append(rec)
                total += 1
        return list(kept), total - len(kept)

    def _lines(self, path: Path) -> Iterator[SpanRecord]:
        try:
            with open(path, "rb") as fh:
                for line in fh:
                    if not line.endswith(b"\n"):
                        self.torn_lines += 1  # a crash mid-append: the rest of the batch is in no file
                        break
                    rec = line_to_record(line)
                    if rec is None:
                        self.torn_lines += 1
                    else:
                        yield rec
        except OSError as exc:
            log.warning("orchtrace: cannot read span segment %s: %s", path, exc.strerror or exc)

    def keys_with_segments(self) -> Iterable[Path]:
        try:
            return [p for p in self.root.iterdir() if p.is_dir()]
        except OSError:
            return []

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Serialise trace-file rebuilds across processes sharing the directory."""
        if fcntl is None:
            yield
            return
        self.root.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.root / ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            try:
                fcntl.flock(fd, fcntl.LOCK_UN)
            finally:
                os.close(fd)
