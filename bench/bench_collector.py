"""Collector benchmark: OTLP/HTTP protobuf ingest, store size, assembly (+ audit) of a night's spans.

    python bench/bench_collector.py                    # 10^6 spans, batches of 512, sync=full
    python bench/bench_collector.py --spans 200000 --sync normal

* The collector runs as its own process (``python -m orchtrace_collector``) on 127.0.0.1; this
  process is the application side: it pre-encodes every ExportTraceServiceRequest (so encoding
  is not timed), then posts them over ``--connections`` keep-alive HTTP connections.  A request
  answered 429/503 is retried after its Retry-After, as OTLP exporters do.
* Spans are orchtrace-shaped: tasks of 64 spans (a workflow root, an orchestrator agent, sub-agents,
  tool calls with the attributes the decorators write), ids unique across the run, content refs
  and tool-call ids distinct per span (random-looking, as real hashes are), so that the store's
  compression is not flattered.
* Reported: spans/s (acknowledged spans / wall time from first send to last answer), request
  latency p50/p99, spans lost (sent - stored; must be 0), store size per 10^6 spans, and the time
  to assemble every stored span into orchestration traces (the assembler's batch pass, after the
  collector stopped) and, when ``orchtrace.audit.run_audit`` exists, to audit them.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import os
import platform
import queue
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

SPANS_PER_TASK = 64


def _template(batch: int) -> ExportTraceServiceRequest:
    """A 512-span request shape: whole tasks of SPANS_PER_TASK spans (ids filled in later)."""
    req = ExportTraceServiceRequest()
    rs = req.resource_spans.add()
    rs.resource.attributes.add(key="service.name").value.string_value = "bench-team"
    ss = rs.scope_spans.add()
    ss.scope.name = "orchtrace"
    ss.scope.version = "0.1.0"
    for i in range(batch):
        k = i % SPANS_PER_TASK
        s = ss.spans.add()
        s.kind = 1
        a = s.attributes

        def put(key: str, value: object) -> None:
            kv = a.add(key=key)
            if isinstance(value, bool):
                kv.value.bool_value = value
            elif isinstance(value, int):
                kv.value.int_value = value
            else:
                kv.value.string_value = str(value)

        if k == 0:
            s.name = "invoke_workflow nightly"
            put("gen_ai.operation.name", "invoke_workflow")
            put("gen_ai.workflow.name", "nightly")
            put("orchtrace.system", "bench-team")
        elif k == 1:
            s.name = "invoke_agent lead"
            put("gen_ai.operation.name", "invoke_agent")
            put("gen_ai.agent.name", "lead")
            put("orchtrace.agent.role", "orchestrator")
            put("code.function.name", "lead")
            put("code.file.path", "/srv/app/team.py")
            put("code.line.number", 42)
        elif k % 7 == 2:
            s.name = "invoke_agent researcher"
            put("gen_ai.operation.name", "invoke_agent")
            put("gen_ai.agent.name", "researcher")
            put("orchtrace.agent.role", "researcher")
            put("orchtrace.agent.input.content_ref", "sha256:" + "ab" * 32)  # made unique per span below
            put("orchtrace.agent.output.content_ref", "sha256:" + "cd" * 32)
            put("code.function.name", "researcher")
            put("code.file.path", "/srv/app/team.py")
            put("code.line.number", 17)
        else:
            s.name = "execute_tool fetch"
            put("gen_ai.operation.name", "execute_tool")
            put("gen_ai.tool.name", "fetch")
            put("gen_ai.tool.call.id", f"call_{k}")
            put("orchtrace.tool.trusted", False)
            put("orchtrace.tool.args.content_ref", "sha256:" + "ef" * 32)
            put("orchtrace.tool.result.content_ref", "sha256:" + "01" * 32)
            put("gen_ai.usage.input_tokens", 120)
            put("gen_ai.usage.output_tokens", 30)
    return req


def build_bodies(n_spans: int, batch: int) -> list[bytes]:
    assert batch % SPANS_PER_TASK == 0, "batch must hold whole tasks"
    req = _template(batch)
    spans = req.resource_spans[0].scope_spans[0].spans
    t0 = time.time_ns() - 3600 * 10**9
    bodies = []
    n_batches = n_spans // batch
    for b in range(n_batches):
        for i, s in enumerate(spans):
            task = b * (batch // SPANS_PER_TASK) + i // SPANS_PER_TASK
            k = i % SPANS_PER_TASK
            s.trace_id = (task + 1).to_bytes(16, "big")
            s.span_id = ((task + 1) << 8 | k + 1).to_bytes(8, "big")
            if k == 0:
                s.parent_span_id = b""
            elif k == 1 or k % 7 == 2:
                s.parent_span_id = ((task + 1) << 8 | (1 if k != 1 else 0) + 1).to_bytes(8, "big")
            else:  # a tool call of the nearest researcher before it (or the lead)
                r = k - ((k - 2) % 7) if k >= 2 else 1
                s.parent_span_id = ((task + 1) << 8 | r + 1).to_bytes(8, "big")
            attrs = s.attributes
            if k >= 2:  # content refs are sha256 hashes and call ids unique: random, as in real runs
                h = hashlib.sha256(s.span_id).hexdigest()
                if k % 7 == 2:
                    attrs[3].value.string_value = "sha256:" + h
                    attrs[4].value.string_value = "sha256:" + h[::-1]
                else:
                    attrs[2].value.string_value = "call_" + h[:24]
                    attrs[4].value.string_value = "sha256:" + h
                    attrs[5].value.string_value = "sha256:" + h[::-1]
            start = t0 + task * 10**7 + k * 10**4
            s.start_time_unix_nano = start
            if k < 2:
                s.end_time_unix_nano = t0 + task * 10**7 + 10**6
            elif k % 7 == 2:
                s.end_time_unix_nano = start + 6 * 10**4 + 6000
            else:
                s.end_time_unix_nano = start + 5000
        bodies.append(req.SerializeToString())
    return bodies


def start_collector(db: Path, sync: str, quiet: str, assembler: str, compress: bool) -> tuple[subprocess.Popen, str]:
    cmd = [sys.executable, "-m", "orchtrace_collector", "--store", str(db), "--port", "0", "--sync", sync,
           "--quiet-period", quiet, "--max-wait", "24h", "--assembler", assembler,
           "--compress" if compress else "--no-compress"]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert proc.stderr is not None
    line = proc.stderr.readline()
    if "listening on " not in line:
        proc.kill()
        raise SystemExit(f"collector did not start: {line}{proc.stderr.read()}")
    threading.Thread(target=lambda: [sys.stderr.write(x) for x in proc.stderr], daemon=True).start()
    return proc, line.split("listening on ")[1].split()[0]


def send_all(url: str, bodies: list[bytes], connections: int) -> tuple[float, list[float], int, int]:
    u = urlparse(url)
    work: queue.SimpleQueue[int | None] = queue.SimpleQueue()
    for i in range(len(bodies)):
        work.put(i)
    for _ in range(connections):
        work.put(None)
    latencies: list[float] = []
    retries = [0]
    failures = [0]
    lock = threading.Lock()

    def worker() -> None:
        conn = http.client.HTTPConnection(u.hostname, u.port, timeout=60)
        mine: list[float] = []
        while True:
            i = work.get()
            if i is None:
                break
            while True:
                t = time.perf_counter()
                try:
                    conn.request("POST", u.path, body=bodies[i], headers={"Content-Type": "application/x-protobuf"})
                    r = conn.getresponse()
                    r.read()
                except (OSError, http.client.HTTPException):
                    conn.close()
                    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=60)
                    with lock:
                        retries[0] += 1
                    time.sleep(0.2)
                    continue
                mine.append(time.perf_counter() - t)
                if r.status == 200:
                    break
                if r.status in (429, 503):
                    with lock:
                        retries[0] += 1
                    time.sleep(float(r.getheader("Retry-After", "1")))
                    continue
                with lock:
                    failures[0] += 1
                break
        conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(connections)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0, latencies, retries[0], failures[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--spans", type=int, default=1_000_000)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--connections", type=int, default=4)
    ap.add_argument("--sync", choices=("full", "normal"), default="full")
    ap.add_argument("--live", action="store_true",
                    help="assemble while ingesting (quiet period 1s) and report the time to drain the backlog")
    ap.add_argument("--assembler", choices=("process", "thread"), default="process",
                    help="where the collector assembles (matters with --live)")
    ap.add_argument("--assembly-workers", type=int, default=1,
                    help="processes for the batch assembly pass (orchtrace_collector.assembler.assemble_all)")
    ap.add_argument("--no-compress", action="store_true", help="store spans uncompressed")
    ap.add_argument("--dir", type=Path, default=None, help="where the store goes (default: a temp dir)")
    ap.add_argument("--keep", action="store_true", help="keep the store afterwards")
    args = ap.parse_args()

    workdir = args.dir or Path(tempfile.mkdtemp(prefix="orchtrace-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    db = workdir / "bench.db"
    for suffix in ("", "-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)

    t = time.perf_counter()
    bodies = build_bodies(args.spans, args.batch)
    n_sent = len(bodies) * args.batch
    print(f"encoded {len(bodies)} requests x {args.batch} spans = {n_sent} spans "
          f"({sum(map(len, bodies)) / len(bodies) / 1024:.0f} KiB/request) in {time.perf_counter() - t:.1f}s",
          file=sys.stderr)

    # quiet period longer than the run: ingest is measured alone; assembly is measured after
    proc, url = start_collector(db, args.sync, "1s" if args.live else "24h", args.assembler, not args.no_compress)
    drain_line = ""
    try:
        wall, lat, retries, failures = send_all(url, bodies, args.connections)
        if args.live:
            from orchtrace_collector.store import Store as _Store

            t = time.perf_counter()
            while True:
                with _Store(db) as st:
                    if st.counts()["pending"] == 0:
                        break
                time.sleep(0.5)
            drain_line = (f"live assembly: backlog drained {time.perf_counter() - t:.1f}s after the last "
                          f"acknowledgement")
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(60)
    del bodies

    from orchtrace_collector.assembler import assemble_all
    from orchtrace_collector.store import Store

    with Store(db) as st:
        stored = st.counts()["spans"]
    # the collector closed cleanly: SQLite checkpointed the WAL into the main file
    size = sum(os.path.getsize(str(db) + s) for s in ("", "-wal") if os.path.exists(str(db) + s))

    t = time.perf_counter()
    # with --live: only re-does what is left (normally nothing)
    n_traces = assemble_all(db, workers=args.assembly_workers, synchronous=args.sync)
    assemble_s = time.perf_counter() - t
    size_all = sum(os.path.getsize(str(db) + s) for s in ("", "-wal") if os.path.exists(str(db) + s))

    audit_line = "audit: orchtrace.audit.run_audit not available; assembly only"
    try:
        from orchtrace.audit import run_audit  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001
        run_audit = None
    if run_audit is not None:
        with Store(db) as st:
            traces = list(st.iter_traces())
            t = time.perf_counter()
            result = run_audit(traces)
            audit_s = time.perf_counter() - t
        audit_line = f"audit of {len(traces)} traces: {audit_s:.1f}s ({type(result).__name__})"

    lat.sort()
    p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))] * 1e3  # noqa: E731
    print(f"machine: {os.cpu_count()} cores, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}")
    print(f"command: python bench/bench_collector.py --spans {args.spans} --batch {args.batch} "
          f"--connections {args.connections} --sync {args.sync}{' --no-compress' if args.no_compress else ''}"
          f"{' --live --assembler ' + args.assembler if args.live else ''}"
          f"{' --assembly-workers ' + str(args.assembly_workers) if args.assembly_workers != 1 else ''}")
    print(f"ingest: {n_sent} spans in {wall:.1f}s = {n_sent / wall:,.0f} spans/s; "
          f"{len(lat)} requests, latency p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, "
          f"mean {statistics.fmean(lat) * 1e3:.1f} ms; retries {retries}; failed {failures}")
    if drain_line:
        print(drain_line)
    print(f"spans lost: {n_sent - stored} (sent {n_sent}, stored {stored})")
    if args.live:
        with Store(db) as st:
            n_live = st.counts()["traces"]
        print(f"store size: {size / 2**20 * 1e6 / stored:.0f} MiB per 10^6 spans (spans + assembled traces)")
        print(f"assembly: {n_live} orchestration traces assembled live; the final batch pass found "
              f"{n_traces} left to do")
    else:
        print(f"store size: {size / 2**20:.0f} MiB raw spans = {size / 2**20 * 1e6 / stored:.0f} MiB per 10^6 "
              f"spans; {size_all / 2**20 * 1e6 / stored:.0f} MiB per 10^6 spans with the assembled traces")
        print(f"assembly ({args.assembly_workers} process(es)): {stored} spans -> {n_traces} orchestration "
              f"traces in {assemble_s:.1f}s ({stored / assemble_s:,.0f} spans/s)")
    print(audit_line)
    if not args.keep and args.dir is None:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
