"""kill -9 of a collector (a real subprocess) mid-stream loses no acknowledged span; restart and
retry store every span exactly once; pending traces are assembled after the restart."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import httpx

from orchtrace_collector import Store
from tests.collector.helpers import settled_traces, span_keys, synthetic_request, wait_for

PB = {"Content-Type": "application/x-protobuf"}


def start_collector(db: Path, *argv: str, module: str = "orchtrace_collector") -> tuple[subprocess.Popen, str]:
    cmd = [sys.executable, "-m", module, *argv, "--store", str(db), "--port", "0", "--quiet-period", "0.2s"]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in proc.stderr], daemon=True).start()
    seen = []
    while True:
        try:
            line = lines.get(timeout=30)
        except queue.Empty:
            proc.kill()
            raise AssertionError(f"collector did not start: {seen}") from None
        seen.append(line)
        if "listening on " in line:
            return proc, line.split("listening on ")[1].split()[0]


def test_kill_9_loses_nothing_acknowledged(tmp_path):
    db = tmp_path / "spans.db"
    batches = [synthetic_request(i, 200) for i in range(60)]
    bodies = [b.SerializeToString() for b in batches]
    proc, url = start_collector(db)
    acked: list[int] = []
    lock = threading.Lock()

    def client(indexes):
        with httpx.Client(timeout=10) as c:
            for i in indexes:
                try:
                    r = c.post(url, content=bodies[i], headers=PB)
                except httpx.HTTPError:
                    return  # the collector is gone: not acknowledged
                if r.status_code != 200:
                    return
                with lock:
                    acked.append(i)

    threads = [threading.Thread(target=client, args=(range(k, len(bodies), 3),)) for k in range(3)]
    for t in threads:
        t.start()
    wait_for(lambda: len(acked) >= 12, 30, "a dozen acknowledged batches")
    os.kill(proc.pid, signal.SIGKILL)  # mid-stream: the clients are still sending
    proc.wait(10)
    for t in threads:
        t.join(30)
    with lock:
        acked_now = sorted(acked)
    assert 12 <= len(acked_now) < len(bodies), "the kill should land mid-stream"

    # restart on the same store (via `orchtrace collect` this time; its assembler runs in a
    # second process): every acknowledged span is there, none twice
    proc, url = start_collector(db, "collect", module="orchtrace")
    try:
        with Store(db) as st:
            stored = st.span_keys()
        assert len(stored) == len(set(stored))
        want = set().union(*(span_keys(batches[i]) for i in acked_now))
        assert want <= set(stored)
        # the exporters retry everything not acknowledged (and some that was): stored once each
        with httpx.Client(timeout=10) as c:
            for body in bodies:
                assert c.post(url, content=body, headers=PB).status_code == 200
        with Store(db) as st:
            stored = st.span_keys()
        assert len(stored) == len(set(stored)) == 60 * 200
        traces = settled_traces(db, 60, timeout=60)
        assert sorted(t["task_id"] for t in traces) == sorted(f"task-0-{i}" for i in range(60))
        assert all(len(t["events"]) == 1 + 2 * 199 for t in traces)
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(20) == 0
