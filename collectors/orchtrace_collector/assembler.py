"""Assembly: stored spans -> orchestration traces, per task (rule in docs/mapping.md).

An OTel trace is *due* when it has spans not yet reflected in the assembled traces (``dirty``)
and either its root span has arrived ended and nothing new arrived for ``quiet_seconds``, or
nothing new arrived for ``max_wait_seconds`` (a root that never comes: remote parent, lost span).
Due traces are converted with the core converter; when a resulting task was already assembled
from other OTel traces (``task_traces``), those are loaded too and converted together; the results replace the stored orchestration traces
(``version`` + 1), so late spans re-finalise a trace.  A trace that gets new spans while it is
being assembled stays dirty and is assembled again after its next quiet period.

Budgets (a hostile or runaway client must not stop assembly for everyone): an OTel trace of more
than ``max_trace_spans`` spans or ``max_trace_bytes`` stored bytes is *quarantined* (recorded in
the ``quarantine`` table with the reason, never loaded: the converter's memory and time are
linear in what it loads); chunks hold at most ``max_chunk_spans`` spans; a pass starts no new
chunk after ``pass_seconds`` (the rest waits for the next pass); a chunk that fails is retried
one trace at a time and only the trace that fails alone is quarantined.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from collections.abc import Iterator
from typing import Any

from orchtrace.convert import convert_records_to_dicts
from orchtrace.schema.repair import repair_trace

from .store import Store, purge, save_assembly, save_quarantine
from .writer import Writer

log = logging.getLogger("orchtrace.collector")


class _AssemblyFailed(Exception):
    def __init__(self, cause: BaseException) -> None:
        super().__init__(repr(cause))
        self.cause = cause


class Assembler:
    def __init__(self, path: str | Path, writer: Writer, *, quiet_seconds: float = 5.0,
                 max_wait_seconds: float = 300.0, interval: float | None = None,
                 chunk: int = 256, retention_seconds: float | None = None,
                 max_trace_spans: int = 200_000, max_trace_bytes: int = 256 * 1024 * 1024,
                 max_chunk_spans: int = 50_000, pass_seconds: float = 30.0) -> None:
        self.max_trace_spans = max_trace_spans
        self.max_trace_bytes = max_trace_bytes
        self.max_chunk_spans = max_chunk_spans
        self.pass_seconds = pass_seconds
        self.quarantined: list[tuple[str, str]] = []  # (OTel trace id hex, reason), this run
        self.store = Store(path)
        self.writer = writer
        self.quiet_ns = int(quiet_seconds * 1e9)
        self.max_wait_ns = int(max(max_wait_seconds, quiet_seconds) * 1e9)
        self.interval = interval if interval is not None else min(1.0, max(0.05, quiet_seconds / 4))
        self.chunk = chunk
        self.retention_ns = int(retention_seconds * 1e9) if retention_seconds else None
        self.assembled = 0  # orchestration traces written (re-assemblies included)
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()  # one assembly pass at a time
        self._thread: threading.Thread | None = None
        self._last_purge = 0.0

    # -- one pass ------------------------------------------------------------------------------
    def due(self, *, force: bool = False) -> list[tuple[bytes, int]]:
        con = self.store.con
        if force:
            return list(con.execute("SELECT trace_id, last_seen_ns FROM otel_traces WHERE dirty = 1"))
        now = time.time_ns()
        return list(con.execute(
            "SELECT trace_id, last_seen_ns FROM otel_traces WHERE dirty = 1 AND "
            "((root_ended = 1 AND last_seen_ns <= ?) OR last_seen_ns <= ?)",
            (now - self.quiet_ns, now - self.max_wait_ns),
        ))

    def run_once(self, *, force: bool = False) -> int:
        """Assemble every due OTel trace (all dirty ones with ``force``); returns traces written.
        Without ``force`` a pass stops starting chunks after ``pass_seconds``."""
        with self._lock:
            items = self.due(force=force)
            written = 0
            deadline = time.monotonic() + self.pass_seconds
            for chunk in self._chunks(items):
                written += self._assemble_isolated(chunk)
                if not force and time.monotonic() > deadline:
                    break  # the rest stays dirty: the next pass takes it
            return written

    def _chunks(self, items: list[tuple[bytes, int]]) -> Iterator[list[tuple[bytes, int]]]:
        """Chunks of at most ``chunk`` traces and ``max_chunk_spans`` spans; traces over the
        per-trace budget are quarantined here, before anything of them is loaded."""
        con = self.store.con
        chunk: list[tuple[bytes, int]] = []
        spans = 0
        for item in items:
            n, size = con.execute("SELECT count(*), coalesce(sum(length(data)), 0) FROM spans WHERE trace_id = ?",
                                  (item[0],)).fetchone()
            if n > self.max_trace_spans or size > self.max_trace_bytes:
                self._quarantine([item], f"over the assembly budget: {n} spans, {size} bytes "
                                         f"(limits {self.max_trace_spans} spans, {self.max_trace_bytes} bytes)")
                continue
            if chunk and (len(chunk) >= self.chunk or spans + n > self.max_chunk_spans):
                yield chunk
                chunk, spans = [], 0
            chunk.append(item)
            spans += n
        if chunk:
            yield chunk

    def _quarantine(self, items: list[tuple[bytes, int]], reason: str) -> None:
        for tid, _ in items:
            msg = f"OTel trace {tid.hex()} quarantined: {reason}"
            log.error(msg)
            self.errors.append(msg)
            self.quarantined.append((tid.hex(), reason))
        self.writer.submit(lambda con: save_quarantine(con, items, reason)).result()

    def _assemble_isolated(self, items: list[tuple[bytes, int]]) -> int:
        try:
            return self._assemble(items)
        except _AssemblyFailed as exc:
            if len(items) == 1:
                self._quarantine(items, f"assembly failed: {exc.cause!r}")
                return 0
            # one bad trace must not take the others down: each alone
            return sum(self._assemble_isolated([it]) for it in items)

    def _others_of_tasks(self, task_ids: set[str], have: set[bytes]) -> list[bytes]:
        """OTel traces already assembled into one of these tasks and not in ``have``."""
        con = self.store.con
        out: dict[bytes, None] = {}
        for task in task_ids:
            for (tid,) in con.execute("SELECT trace_id FROM task_traces WHERE task_id = ?", (task,)):
                if tid not in have:
                    out.setdefault(tid)
        return list(out)

    def _assemble(self, items: list[tuple[bytes, int]]) -> int:
        trace_ids = [t for t, _ in items]
        try:
            records = self.store.spans_of(trace_ids)
            dicts = convert_records_to_dicts(records, logs=self.store.log_events_of(trace_ids))
            # A task may span several OTel traces: pull in the ones assembled earlier, convert again.
            for _ in range(3):
                more = self._others_of_tasks({d["task_id"] for d in dicts}, set(trace_ids))
                if not more:
                    break
                trace_ids += more
                records += self.store.spans_of(more)
                dicts = convert_records_to_dicts(records, logs=self.store.log_events_of(trace_ids))
        except Exception as exc:  # noqa: BLE001 - a converter bug must not stop the collector
            raise _AssemblyFailed(exc) from exc
        for d in dicts:  # validated before stored: a bad value is dropped, not the trace
            repair_trace(d)
        span_info = {r.span_id: (r.trace_id, r.start_ns, r.end_ns or r.start_ns) for r in records}
        results: list[tuple[dict[str, Any], set[bytes], int, int, int]] = []
        for d in dicts:
            span_ids = {e["span_id"] for e in d["events"] if e.get("span_id") in span_info}
            infos = [span_info[s] for s in span_ids]
            otel_ids = {bytes.fromhex(i[0]) for i in infos}
            start = min((i[1] for i in infos), default=0)
            end = max((i[2] for i in infos), default=0)
            results.append((d, otel_ids, start, end, len(span_ids)))
        self.writer.submit(lambda con: save_assembly(con, results, items)).result()
        self.assembled += len(results)
        return len(results)

    def maybe_purge(self) -> None:
        if self.retention_ns is None or time.monotonic() - self._last_purge < 600:
            return
        self._last_purge = time.monotonic()
        cutoff = time.time_ns() - self.retention_ns
        self.writer.submit(lambda con: purge(con, cutoff)).result()

    # -- background thread -----------------------------------------------------------------------
    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="orchtrace-assembler", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            try:
                self.run_once()
                self.maybe_purge()
            except Exception as exc:  # noqa: BLE001 - keep assembling; report it
                msg = f"assembler pass failed: {exc!r}"
                log.error(msg)
                self.errors.append(msg)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        self.store.close()


# --- assembly in its own process --------------------------------------------------------------------


def _process_main(path: str, options: dict[str, Any], synchronous: str, stop: Any, parent_pid: int) -> None:
    """Body of the assembler process: its own SQLite connections, the same passes as the thread."""
    import os
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops us through ``stop``
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    writer = Writer(path, synchronous=synchronous)
    asm = Assembler(path, writer, **options)
    try:
        while not stop.wait(asm.interval):
            if os.getppid() != parent_pid:  # the collector died (kill -9): do not outlive it
                break
            try:
                asm.run_once()
                asm.maybe_purge()
            except Exception as exc:  # noqa: BLE001 - keep assembling; report it
                log.error("assembler pass failed: %r", exc)
    finally:
        asm.stop()
        writer.close()


class AssemblerProcess:
    """Runs the assembler in a separate process, so that converting spans (CPU-bound Python)
    does not compete with the receiver for the GIL. SQLite's WAL lets both processes work on
    the file: readers never block, and the two writers take turns for short transactions.

    A plain ``python -m orchtrace_collector._assembler_child`` subprocess (not multiprocessing): it
    does not re-import the parent's ``__main__``, whatever command started the collector.
    Stopped with SIGTERM; exits by itself if the collector dies.
    """

    def __init__(self, path: str | Path, *, synchronous: str = "full", **options: Any) -> None:
        import json
        import os
        import sys

        self.argv = [sys.executable, "-m", "orchtrace_collector._assembler_child", str(path), synchronous,
                     json.dumps(options), str(os.getpid())]
        self._proc: Any = None

    def start(self) -> None:
        import subprocess

        self._proc = subprocess.Popen(self.argv, stdin=subprocess.DEVNULL)

    def stop(self) -> None:
        import signal
        import subprocess

        if self._proc is None:
            return
        if self._proc.poll() is None:
            self._proc.send_signal(signal.SIGTERM)
            try:
                self._proc.wait(60)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(5)
        self._proc = None


def _die_with_parent() -> None:
    """Linux: the kernel kills this process when the collector dies (even by kill -9, even in
    the middle of a pass); elsewhere the parent-pid check between passes remains."""
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    except Exception:  # noqa: BLE001 - not Linux
        pass


def _child_main(argv: list[str]) -> None:
    import json
    import signal

    path, synchronous, options, parent = argv
    _die_with_parent()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    _process_main(path, json.loads(options), synchronous, stop, int(parent))


# --- batch assembly on several cores ------------------------------------------------------------------


def _partition(trace_id: bytes, n: int) -> int:
    return int.from_bytes(trace_id[-4:], "big") % n


def _assemble_partition(path: str, synchronous: str, k: int, n: int) -> int:
    writer = Writer(path, synchronous=synchronous, train_dictionary_after=0)
    asm = Assembler(path, writer, quiet_seconds=0)
    try:
        items = [it for it in asm.due(force=True) if _partition(it[0], n) == k]
        return sum(asm._assemble_isolated(c) for c in asm._chunks(items))
    finally:
        asm.stop()
        writer.close()


def assemble_all(path: str | Path, *, workers: int = 2, synchronous: str = "full") -> int:
    """Assemble every pending OTel trace of a store now, on ``workers`` processes (a batch pass,
    e.g. over a night of spans received with a long quiet period, or after an import).

    OTel traces are split between the workers by trace id. A task whose OTel traces fell to
    different workers may have been written from part of its spans; those tasks are re-assembled
    from all their traces at the end, so the result equals a single-process pass.
    Returns the number of orchestration traces written (re-assemblies included).
    """
    import subprocess
    import sys

    path = str(path)
    written = 0
    if workers > 1:  # plain subprocesses: nothing depends on the caller's __main__
        procs = [subprocess.Popen([sys.executable, "-m", "orchtrace_collector._assembler_child", "--partition",
                                   path, synchronous, str(k), str(workers)], stdout=subprocess.PIPE, text=True)
                 for k in range(workers)]
        for proc in procs:
            out, _ = proc.communicate()
            if proc.returncode != 0:
                raise RuntimeError(f"assembly worker failed (exit {proc.returncode})")
            written += int(out.strip().splitlines()[-1])
    writer = Writer(path, synchronous=synchronous, train_dictionary_after=0)
    asm = Assembler(path, writer, quiet_seconds=0)
    try:
        written += asm.run_once(force=True)  # workers == 1, or spans that arrived meanwhile
        if workers > 1:
            con = asm.store.con
            by_task: dict[str, list[bytes]] = {}
            for task, tid in con.execute(
                    "SELECT task_id, trace_id FROM task_traces WHERE task_id IN "
                    "(SELECT task_id FROM task_traces GROUP BY task_id HAVING count(*) > 1)"):
                by_task.setdefault(task, []).append(tid)
            redo: dict[bytes, None] = {}
            for tids in by_task.values():
                if len({_partition(t, workers) for t in tids}) > 1:
                    redo.update(dict.fromkeys(tids))
            items = []
            for t in redo:
                row = con.execute("SELECT last_seen_ns FROM otel_traces WHERE trace_id = ?", (t,)).fetchone()
                items.append((t, row[0] if row else 0))
            for c in asm._chunks(items):
                written += asm._assemble_isolated(c)
    finally:
        asm.stop()
        writer.close()
    return written

