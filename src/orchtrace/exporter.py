"""A span exporter that writes finished orchestration traces to a directory: no collector needed.

Put it behind a ``BatchSpanProcessor`` (``orchtrace.configure(traces_dir=...)`` does): spans are
buffered per OpenTelemetry trace and handed to the exporter's own worker thread (``export()``
only buffers, so the SDK's worker is never held up by conversion or fsync; when the worker falls
``max_pending`` batches behind, ``export()`` waits: back-pressure on the SDK's worker thread, never
on the application's).  The worker appends the spans to this process's segment of their task
(:mod:`orchtrace.segments`: an embedded store, ``<dir>/.orchtrace-spans.db``) and, when a run of the task ended,
rebuilds ``<task>.json`` (atomically: temporary file + rename) from *all* the task's segments, so
a task continued in another process, after a restart or days later is one complete trace
(``traces.jsonl``: the rebuilt trace is appended; a later line of a task supersedes earlier ones).
A task that never ends (a service loop) is written incrementally: every ``spill_spans`` spans go
to the store, and its trace file is rebuilt every ``running_window`` spans from its latest
``running_window`` spans (the whole task, up to ``max_trace_spans``, when a run of it ends).  Memory is bounded by ``max_spans`` buffered spans and
``max_pending`` batches waiting for the worker.
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

from .convert.converter import _group, _Index, convert_records_to_dicts
from .convert.records import SpanRecord, from_readable_span
from .schema.repair import repair_trace
from .segments import SEGMENTS_DB, Segments

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
                 max_pending: int = 4096, spill_spans: int = 2048, max_trace_spans: int = 200_000,
                 running_window: int = 10_000) -> None:
        if format not in ("json", "jsonl"):
            raise ValueError(f"format must be 'json' or 'jsonl', not {format!r}")
        self.directory = Path(directory)
        self.format = format
        self.max_spans = max_spans
        self.keep_tasks = keep_tasks  # unused since trace files are rebuilt from segments (kept for callers)
        self.spill_spans = spill_spans
        self.running_window = running_window
        self.indent = indent
        self.written: list[Path] = []
        self._written_set: set[Path] = set()
        self.failed_traces = 0  # traces that could not be converted or written (logged)
        self.segments = Segments(self.directory, max_spans=max_trace_spans)
        self._buffer: OrderedDict[str, list[SpanRecord]] = OrderedDict()
        self._buffered = 0
        self._lock = threading.Lock()
        # (spans, rebuild?) -- a spill of a task still running is appended to its segment only
        self._ready: queue.Queue[tuple[list[SpanRecord], bool] | None] = queue.Queue(maxsize=max_pending)
        self._worker: threading.Thread | None = None
        self._stopped = False
        self._trace_key: OrderedDict[str, str] = OrderedDict()  # OTel trace id -> task key (bounded)
        self._appended: OrderedDict[str, list[int]] = OrderedDict()  # key -> [spans appended, at last rebuild]

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
            ready: list[tuple[list[SpanRecord], bool]] = []
            with self._lock:
                for span in spans:
                    rec = from_readable_span(span)
                    recs = self._buffer.setdefault(rec.trace_id, [])
                    recs.append(rec)
                    self._buffered += 1
                    if span.parent is None or span.parent.is_remote:
                        ready.append((self._pop(rec.trace_id), True))
                    elif len(recs) >= self.spill_spans:
                        # a task still running (a service loop): its spans go to disk now, not at its end
                        ready.append((self._pop(rec.trace_id), False))
                while self._buffered > self.max_spans and self._buffer:
                    ready.append((self._pop(next(iter(self._buffer))), False))
            if ready:
                self._ensure_worker()
                for item in ready:
                    self._ready.put(item)  # blocks (back-pressure) when the writer is far behind
            return SpanExportResult.SUCCESS
        except Exception:  # noqa: BLE001 - an exporter must not raise into the SDK
            log.exception("orchtrace: writing orchestration traces failed")
            return SpanExportResult.FAILURE

    def _pop(self, trace_id: str) -> list[SpanRecord]:
        recs = self._buffer.pop(trace_id, [])
        self._buffered -= len(recs)
        return recs

    def _write(self, recs: list[SpanRecord]) -> None:
        self._write_many([(recs, True)])

    def _keys(self, recs: list[SpanRecord]) -> dict[str, list[SpanRecord]]:
        """Spans by task key (``task:<id>``, else ``trace:<otel trace id>``); spans of a trace
        spilled in parts keep the task key found in an earlier part."""
        index = _Index(recs)
        out: dict[str, list[SpanRecord]] = {}
        unresolved: list[SpanRecord] = []
        for key, group in _group(index).items():
            if key.startswith("task:"):
                out.setdefault(key, []).extend(group)
                for r in group:
                    if r.trace_id not in self._trace_key:
                        self._trace_key[r.trace_id] = key
                        while len(self._trace_key) > 4096:
                            self._trace_key.popitem(last=False)
            else:
                unresolved.extend(group)
        for r in unresolved:
            out.setdefault(self._trace_key.get(r.trace_id, f"trace:{r.trace_id}"), []).append(r)
        return out

    def _write_many(self, groups: list[tuple[list[SpanRecord], bool]]) -> None:
        """Append the spans to this process's segments, then rebuild the trace file of every task
        that ended a run from all its segments (any process's), one durability barrier each."""
        appends: dict[str, list[SpanRecord]] = {}
        rebuild: dict[str, int] = {}  # key -> most recent spans to build its file from
        for recs, ended in groups:
            if not recs:
                continue
            for key, part in self._keys(recs).items():
                appends.setdefault(key, []).extend(part)
                counts = self._appended.setdefault(key, [0, 0])
                self._appended.move_to_end(key)
                counts[0] += len(part)
                if ended:
                    rebuild[key] = self.segments.max_spans
                    counts[1] = counts[0]
                elif counts[0] - counts[1] >= self.running_window and key not in rebuild:
                    # a task still running: its file shows its latest ``running_window`` spans,
                    # rebuilt every ``running_window`` spans (linear in total, memory flat)
                    rebuild[key] = self.running_window
                    counts[1] = counts[0]
        while len(self._appended) > 4096:
            self._appended.popitem(last=False)
        created = self.segments.append(appends)  # durable (one commit) before any trace file names them
        if rebuild:
            with self.segments.locked():
                out: list[dict[str, Any]] = []
                for key, limit in rebuild.items():
                    # a task new to the folder is all in this batch: no need to read it back
                    out.extend(self._rebuild(key, appends[key] if key in created else None, limit))
                if out:
                    self._emit_many(out)

    def _rebuild(self, key: str, recs: list[SpanRecord] | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        left_out = 0
        limit = limit or self.segments.max_spans
        if recs is None or len(recs) > limit:
            recs, left_out = self.segments.read(key, limit)
        if not recs:
            return []
        traces = convert_records_to_dicts(recs)
        for t in traces:  # validated before written: a bad value is dropped, not the trace
            if repair_trace(t):
                log.warning("orchtrace: trace %s had schema problems; bad values dropped (see its diagnostics)",
                            t.get("task_id"))
        if key.startswith("task:"):
            task = key[len("task:"):]
            traces = [t for t in traces if t["task_id"] == task] or traces
        if left_out and traces and traces[0].get("events"):
            first = traces[0]["events"][0]
            first.setdefault("diagnostics", []).append(
                f"{left_out} earlier spans of this task are not in this file (over the {limit}-span "
                f"limit); they are kept in {SEGMENTS_DB}")
        return traces

    def rebuild_all(self) -> list[Path]:
        """Rebuild every trace file from the segments (after a crash, say); returns files written."""
        before = len(self.written)
        out: list[dict[str, Any]] = []
        with self.segments.locked():
            for key in self.segments.keys():
                out.extend(self._rebuild(key))
            if out:
                self._emit_many(out)
        return self.written[before:]

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
                    self._ready.put((recs, True))
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
