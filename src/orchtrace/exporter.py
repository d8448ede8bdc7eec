"""A span exporter that writes finished orchestration traces to a directory: no collector needed.

Put it behind a ``BatchSpanProcessor`` (``orchtrace.configure(traces_dir=...)`` does): spans are
buffered per OpenTelemetry trace; when the local root span of a trace ends, its spans are handed
to the exporter's own worker thread, which converts them and writes each task's trace atomically
(temporary file + rename) as ``<task>.json`` or appends it to ``traces.jsonl``.  ``export()`` only
buffers, so the SDK's worker is never held up by conversion or fsync (held up, the SDK's queue
overflows and drops spans); when the worker falls ``max_pending`` traces behind, ``export()``
waits for it (back-pressure on the SDK's worker thread, never on the application's).  A task
that continues in a later run of the same process (a resumed LangGraph thread, say) is
re-converted with its earlier spans and rewritten.  Memory is bounded: at most ``max_spans``
buffered spans, ``max_pending`` traces waiting for the worker and ``keep_tasks`` finished tasks.
"""

from __future__ import annotations

import logging
import os
import queue
import re
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import orjson
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

from .convert.converter import convert_records_to_dicts
from .convert.records import SpanRecord, from_readable_span

log = logging.getLogger("orchtrace")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def trace_filename(task_id: str) -> str:
    """A safe, stable file name for a task id."""
    safe = _UNSAFE.sub("_", task_id).strip("._")[:120] or "trace"
    return f"{safe}.json"


def write_json_atomic(path: Path, payload: bytes) -> None:
    """Write ``payload`` to ``path`` so readers see the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


BATCH = 512  # traces written per durability barrier


def _sync_all(paths: list[str]) -> None:
    """Make the staged files durable: one ``sync()`` for a large batch, else an fsync each."""
    if len(paths) > 8 and hasattr(os, "sync"):
        os.sync()
        return
    for p in paths:
        fd = os.open(p, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _sync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class OrchestrationTraceExporter(SpanExporter):
    def __init__(self, directory: str | os.PathLike[str], *, format: str = "json",
                 max_spans: int = 200_000, keep_tasks: int = 64, indent: bool = True,
                 max_pending: int = 4096) -> None:
        if format not in ("json", "jsonl"):
            raise ValueError(f"format must be 'json' or 'jsonl', not {format!r}")
        self.directory = Path(directory)
        self.format = format
        self.max_spans = max_spans
        self.keep_tasks = keep_tasks
        self.indent = indent
        self.written: list[Path] = []
        self._written_set: set[Path] = set()
        self.failed_traces = 0  # traces that could not be converted or written (logged)
        self._buffer: OrderedDict[str, list[SpanRecord]] = OrderedDict()
        self._buffered = 0
        self._done: OrderedDict[str, list[SpanRecord]] = OrderedDict()
        self._lock = threading.Lock()
        self._ready: queue.Queue[list[SpanRecord] | None] = queue.Queue(maxsize=max_pending)
        self._worker: threading.Thread | None = None
        self._stopped = False

    def _ensure_worker(self) -> None:
        if self._worker is None or not self._worker.is_alive():
            self._worker = threading.Thread(target=self._run, name="orchtrace-trace-writer", daemon=True)
            self._worker.start()

    def _run(self) -> None:
        while True:
            batch = [self._ready.get()]
            while len(batch) < BATCH and not self._ready.empty():  # take what is waiting: one sync per batch
                batch.append(self._ready.get_nowait())
            stop = any(b is None for b in batch)
            groups = [b for b in batch if b is not None]
            try:
                if groups:
                    self._write_many(groups)
            except Exception:  # noqa: BLE001 - one bad batch must not stop the writer
                self.failed_traces += len(groups)
                log.exception("orchtrace: writing orchestration traces failed")
            finally:
                for _ in batch:
                    self._ready.task_done()
            if stop:
                return

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        try:
            ready: list[list[SpanRecord]] = []
            with self._lock:
                for span in spans:
                    rec = from_readable_span(span)
                    self._buffer.setdefault(rec.trace_id, []).append(rec)
                    self._buffered += 1
                    if span.parent is None or span.parent.is_remote:
                        ready.append(self._pop(rec.trace_id))
                while self._buffered > self.max_spans and self._buffer:
                    oldest = next(iter(self._buffer))
                    log.warning("orchtrace: span buffer full, writing trace %s before its root ended", oldest)
                    ready.append(self._pop(oldest))
            if ready:
                self._ensure_worker()
                for recs in ready:
                    self._ready.put(recs)  # blocks (back-pressure) when the writer is far behind
            return SpanExportResult.SUCCESS
        except Exception:  # noqa: BLE001 - an exporter must not raise into the SDK
            log.exception("orchtrace: writing orchestration traces failed")
            return SpanExportResult.FAILURE

    def _pop(self, trace_id: str) -> list[SpanRecord]:
        recs = self._buffer.pop(trace_id, [])
        self._buffered -= len(recs)
        return recs

    def _write(self, recs: list[SpanRecord]) -> None:
        self._write_many([recs])

    def _write_many(self, groups: list[list[SpanRecord]]) -> None:
        """Convert groups of spans and write their traces with one durability barrier for the
        whole batch (an fsync per file capped the writer at ~300 files/s)."""
        out: list[dict[str, Any]] = []
        for recs in groups:
            if not recs:
                continue
            for trace in convert_records_to_dicts(recs):
                task = trace["task_id"]
                with self._lock:
                    prior = self._done.pop(task, None)
                if prior:
                    merged = [t for t in convert_records_to_dicts(prior + recs) if t["task_id"] == task]
                    trace = merged[0] if merged else trace
                with self._lock:
                    self._done[task] = (prior or []) + recs
                    while len(self._done) > self.keep_tasks:
                        self._done.popitem(last=False)
                out.append(trace)
        if out:
            self._emit_many(out)

    def _emit(self, trace: dict[str, Any]) -> None:
        self._emit_many([trace])

    def _emit_many(self, traces: list[dict[str, Any]]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        if self.format == "jsonl":
            path = self.directory / "traces.jsonl"
            with self._lock, open(path, "ab") as fh:
                fh.write(b"".join(orjson.dumps(t) + b"\n" for t in traces))
                fh.flush()
                os.fsync(fh.fileno())
            if path not in self.written:
                self.written.append(path)
            return
        latest: dict[Path, dict[str, Any]] = {}
        for t in traces:  # a task written twice in one batch: the later (merged) version wins
            latest[self.directory / trace_filename(t["task_id"])] = t
        option = orjson.OPT_INDENT_2 if self.indent else 0
        staged: list[tuple[str, Path]] = []
        try:
            for path, t in latest.items():
                fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=self.directory)
                with os.fdopen(fd, "wb") as fh:
                    fh.write(orjson.dumps(t, option=option))
                staged.append((tmp, path))
            _sync_all([tmp for tmp, _ in staged])  # data durable before any rename makes it visible
            for tmp, path in staged:
                os.replace(tmp, path)
            _sync_dir(self.directory)
        except BaseException:
            for tmp, _ in staged:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            raise
        for path in latest:
            if path not in self._written_set:
                self._written_set.add(path)
                self.written.append(path)

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        """Write every buffered trace, finished or not (their open spans are marked unfinished),
        and wait (at most ``timeout_millis``) until the writer has written them all."""
        try:
            with self._lock:
                pending = [self._pop(tid) for tid in list(self._buffer)]
            if pending:
                self._ensure_worker()
                for recs in pending:
                    self._ready.put(recs)
            deadline = time.monotonic() + timeout_millis / 1000
            while self._ready.unfinished_tasks:
                if time.monotonic() > deadline:
                    log.warning("orchtrace: %d orchestration traces not yet written at the flush deadline",
                                self._ready.unfinished_tasks)
                    return False
                time.sleep(0.002)
            return True
        except Exception:  # noqa: BLE001
            log.exception("orchtrace: flushing orchestration traces failed")
            return False

    def shutdown(self) -> None:
        self.force_flush()
        if self._worker is not None and self._worker.is_alive():
            self._ready.put(None)
            self._worker.join(5)
