"""The end of a traced call, handed off the caller's thread (bounded, ordered, never dropped).

What a span needs after the wrapped function returned (the result's content ref, evidence of an
untrusted output: fingerprints and the instruction recognizer, the span processors' ``on_end``)
does not change what the caller gets back.  The caller captures the end time and the result's
canonical bytes (the object may be mutated later) and hands the *unended* span to one worker
thread, which computes the evidence, sets the attributes and calls ``span.end(end_time=...)``.

* **Ordered**: one FIFO; a child's end is queued before its parent's, so exporters see spans end
  children first (the trace-directory exporter converts a trace when its root ends).
* **Bounded, never dropped**: at ``MAX_PENDING`` queued ends the caller runs the oldest queued
  jobs itself, then its own (back-pressure by computing inline, in order).
* **Flushed** by :func:`drain` (``orchtrace.shutdown()``, ``orchtrace.force_flush()``, the end of
  ``orchtrace.task``, ``orchtrace.testing``), and at interpreter exit.
* ``ORCHTRACE_EVIDENCE=inline`` (or ``configure(evidence="inline")``) runs every end on the
  caller's thread, as before.

Under the GIL the worker's CPU time is still this process's CPU time: what the hand-off buys is
latency on the caller's thread, and overlap with the I/O agents spend most of their time in
(model calls), during which the worker runs.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

log = logging.getLogger("orchtrace")
MAX_PENDING = 4096
WAKE_BATCH = 64  # the worker is woken when this many ends are queued, else on its own tick
TICK_S = 0.005  # ... every 5 ms while jobs wait: one GIL hand-over per batch, not per span

Job = tuple  # (fn, args)


class _Worker:
    def __init__(self) -> None:
        self.jobs: deque[Job] = deque()
        self.lock = threading.RLock()  # held while a job runs: keeps FIFO order with inline runs
        self.wake = threading.Event()
        self.idle = True
        self.thread: threading.Thread | None = None
        self.pid = os.getpid()
        self.background = os.environ.get("ORCHTRACE_EVIDENCE", "background").strip().lower() != "inline"
        self.failures = 0

    # -- caller side ---------------------------------------------------------------------------
    def submit(self, fn: Callable[..., None], *args: Any) -> None:
        """Queue a heavy job (evidence of untrusted content, per-argument fingerprints)."""
        if not self.background:
            self._run(fn, args)
            return
        self._queue(fn, args)

    def submit_light(self, fn: Callable[..., None], *args: Any) -> None:
        """A cheap job (a plain span end): run now on the caller's thread unless earlier ends are
        still queued, in which case it is queued behind them (ends stay in order)."""
        if not self.jobs:
            with self.lock:  # not while the worker is inside a job (it may be our child's end)
                if not self.jobs:
                    self._run(fn, args)
                    return
        if not self.background:
            self._run(fn, args)
            return
        self._queue(fn, args)

    def _queue(self, fn: Callable[..., None], args: tuple[Any, ...]) -> None:
        jobs = self.jobs
        if len(jobs) >= MAX_PENDING or self.thread is None or self.pid != os.getpid():
            if self.thread is None or self.pid != os.getpid():
                self._start()
            if len(jobs) >= MAX_PENDING:
                self._help(MAX_PENDING // 2)
                with self.lock:  # after the queued ones: order kept
                    if not jobs:
                        self._run(fn, args)
                        return
        jobs.append((fn, args))
        if self.idle and len(jobs) >= WAKE_BATCH:
            self.idle = False
            self.wake.set()

    def _help(self, down_to: int) -> None:
        """Back-pressure: the caller runs queued jobs (oldest first) until ``down_to`` remain."""
        jobs = self.jobs
        with self.lock:
            while len(jobs) > down_to:
                try:
                    fn, args = jobs.popleft()
                except IndexError:
                    break
                self._run(fn, args)

    def drain(self, timeout: float | None = None) -> bool:
        """Run or wait for every queued job; True when none is left."""
        deadline = None if timeout is None else time.monotonic() + timeout
        jobs = self.jobs
        while True:
            with self.lock:  # the worker is not inside a job now; finish the queue here
                while jobs:
                    try:
                        fn, args = jobs.popleft()
                    except IndexError:
                        break
                    self._run(fn, args)
                    if deadline is not None and time.monotonic() > deadline:
                        return not jobs
                return True

    # -- worker side ---------------------------------------------------------------------------
    def _start(self) -> None:
        self.pid = os.getpid()
        self.thread = threading.Thread(target=self._loop, name="orchtrace-evidence", daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        jobs = self.jobs
        run = self._run
        while True:
            while jobs:
                with self.lock:  # a batch per lock hold: the per-job cost stays ~1 us
                    for _ in range(WAKE_BATCH):
                        try:
                            fn, args = jobs.popleft()
                        except IndexError:
                            break
                        run(fn, args)
            self.idle = True
            self.wake.clear()
            # asleep until a batch is queued, or one tick when something waits (a lone end is
            # finished within TICK_S), or 0.5 s when nothing does
            self.wake.wait(TICK_S if jobs else 0.5)
            self.idle = False

    def _run(self, fn: Callable[..., None], args: tuple[Any, ...]) -> None:
        try:
            fn(*args)
        except Exception:  # noqa: BLE001 - a failing end must not take the worker (or host) down
            self.failures += 1
            if self.failures == 1:
                log.warning("orchtrace: finishing a span failed (further failures counted, not logged)",
                            exc_info=True)


_worker = _Worker()
submit = _worker.submit
submit_light = _worker.submit_light


def drain(timeout: float | None = None) -> bool:
    """Finish every handed-off span end now (called by shutdown/force_flush, ``task`` ends and
    ``orchtrace.testing``)."""
    return _worker.drain(timeout)


def set_background(on: bool) -> None:
    """Hand span ends to the worker (True) or run them on the caller's thread (False)."""
    if not on:
        _worker.drain()
    _worker.background = bool(on)


def background() -> bool:
    return _worker.background


def pending() -> int:
    return len(_worker.jobs)


atexit.register(lambda: _worker.drain(2.0))


def _after_fork_in_child() -> None:  # the parent's queued spans are the parent's to end
    _worker.jobs.clear()
    _worker.thread = None
    _worker.lock = threading.RLock()
    _worker.wake = threading.Event()
    _worker.idle = True


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)
