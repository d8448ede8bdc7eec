"""Conversion throughput and memory: spans -> orchestration traces.

    python bench/bench_convert.py [--sizes 1000,10000,100000,1000000] [--source synthetic|decorators]
    python bench/bench_convert.py --one 100000 --profile     # cProfile of one conversion
    python bench/bench_convert.py --one 100000 --check       # + sha256 of the output (byte-identity)
    python bench/bench_convert.py --one 1000000 --stream 100  # streaming JSONL writer, 100 tasks

Each size runs in a fresh subprocess (so peak RSS is that size's own).  The spans are what the
decorators emit for a team of up to 300 sub-agents under one orchestrator, each calling tools in
a loop (1 agent span per 20 tool spans, every 10th tool untrusted, message/decision span events),
built as SpanRecords directly so only conversion is timed.  Prints spans/s, peak RSS, and the
fitted scaling exponent of time vs spans (1.0 = linear).
"""

from __future__ import annotations

import argparse
import json
import os
import math
import platform
import resource
import subprocess
import sys
import time


def make_records(n: int, task: str = "bench"):
    from orchtrace import semconv as sc
    from orchtrace.convert.records import SpanEventRecord, SpanRecord

    trace_id = "ab" * 16
    recs = []
    t = 1_700_000_000_000_000_000
    root_id = "f" * 16
    n_agents = max(1, min(300, n // 21))
    recs.append(SpanRecord(trace_id, root_id, None, "invoke_agent lead", t, t + 10**12, {
        sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_AGENT, sc.GEN_AI_AGENT_NAME: "lead", sc.GEN_AI_AGENT_ID: "lead-1",
        sc.TASK_ID: task}, [SpanEventRecord("orchtrace.decision", t + 1, {sc.DECISION_KIND: "spawn"})]))
    sid = 1
    remaining = n - 1
    per_agent = max(1, remaining // n_agents)
    for a in range(n_agents):
        if remaining <= 0:
            break
        aid = f"{sid:016x}"
        sid += 1
        start = t + 1000 + a * 10
        tools = min(per_agent - 1, remaining - 1)
        recs.append(SpanRecord(trace_id, aid, root_id, "invoke_agent worker", start, start + 10**9, {
            sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_AGENT, sc.GEN_AI_AGENT_NAME: "worker",
            sc.GEN_AI_AGENT_ID: f"worker-{a}", sc.AGENT_TOOLS: ["search", "write"], sc.AGENT_PARENT_ID: "lead-1",
            sc.TASK_ID: task, sc.CODE_FILE_PATH: "team.py", sc.CODE_LINE_NUMBER: 10},
            [SpanEventRecord("orchtrace.message", start + 5, {sc.MESSAGE_TO: "lead", sc.MESSAGE_REF: "sha256:x"})]))
        remaining -= 1
        for k in range(tools):
            ts = start + 100 + k * 1000
            untrusted = k % 10 == 0
            recs.append(SpanRecord(trace_id, f"{sid:016x}", aid, "execute_tool search", ts, ts + 500, {
                sc.GEN_AI_OPERATION_NAME: sc.OP_EXECUTE_TOOL, sc.GEN_AI_TOOL_NAME: "search",
                sc.GEN_AI_TOOL_CALL_ID: f"c{sid}", sc.TOOL_TRUSTED: not untrusted, sc.TOOL_CALLER_AGENT_ID: f"worker-{a}",
                sc.TOOL_ARGS_REF: "sha256:a", sc.TOOL_RESULT_REF: "sha256:b",
                **({sc.TOOL_RESULT_FINGERPRINT: [1, 2, 3]} if untrusted else {})}))
            sid += 1
            remaining -= 1
    while remaining > 0:  # top up with tools on the root
        ts = t + 10**9 + remaining
        recs.append(SpanRecord(trace_id, f"{sid:016x}", root_id, "execute_tool plan", ts, ts + 1, {
            sc.GEN_AI_OPERATION_NAME: sc.OP_EXECUTE_TOOL, sc.GEN_AI_TOOL_NAME: "plan", sc.TOOL_TRUSTED: True}))
        sid += 1
        remaining -= 1
    return recs


def decorator_records(n: int):
    """SpanRecords of spans made by the real decorators (a lead spawning workers that call tools,
    every 10th tool untrusted, messages and decisions), read back as the exporter reads them."""
    import orchtrace
    from orchtrace.convert.records import from_readable_span
    from orchtrace.testing import capture_traces

    @orchtrace.tool
    def search(q):
        return {"hits": [q, q + 1]}

    @orchtrace.tool(trusted=False)
    def fetch(q):
        return f"page {q % 50} about agents"

    @orchtrace.agent(role="worker", tools=["search", "fetch"])
    def worker(k, calls):
        orchtrace.message(to="lead", content=f"starting {k}")
        for i in range(calls):
            (fetch if i % 10 == 0 else search)(i)
        return k

    @orchtrace.agent(name="lead", tools=[])
    def lead(n_workers, calls):
        orchtrace.decision("spawn", "worker")
        return [worker(k, calls) for k in range(n_workers)]

    recs = []
    with capture_traces() as cap:
        done = 0
        while done < n:
            with orchtrace.task(f"bench-{done}", "bench"):
                lead(min(300, max(1, (n - done) // 21)), 20)
            spans = cap.spans
            recs.extend(from_readable_span(sp) for sp in spans)
            done += len(spans)
            cap.clear()
    return recs


def digest(traces) -> str:
    """sha256 of the traces serialised as the CLI writes them (orjson, key order kept): equal
    digests = byte-identical output."""
    import hashlib

    import orjson

    h = hashlib.sha256()
    for t in traces:
        h.update(orjson.dumps(t))
        h.update(b"\n")
    return h.hexdigest()


class _Sink:
    """A binary 'file' that keeps only a byte count and a sha256 of what is written."""

    def __init__(self) -> None:
        import hashlib

        self.h = hashlib.sha256()
        self.n = 0

    def write(self, b: bytes) -> int:
        self.h.update(b)
        self.n += len(b)
        return len(b)


def one_stream(n: int, tasks: int, no_metrics: bool = False) -> dict:
    """The streaming writer (orchtrace.convert.stream): tasks == 1 -> all records in memory,
    convert_records_to_jsonl; tasks > 1 -> the records of each task generated only when the
    writer asks for them (as a per-task file or store partition would be read), then released
    (convert_batches_to_jsonl).  CPU time and peak RSS cover generating + converting + writing."""
    from orchtrace.convert.stream import convert_batches_to_jsonl, convert_records_to_jsonl

    if no_metrics:
        import orchtrace.convert.converter as conv

        conv._metrics = None
    sink = _Sink()
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if tasks == 1:
        recs = make_records(n)
        rss_in = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        t0 = time.process_time()
        convert_records_to_jsonl(recs, sink)
        cpu = time.process_time() - t0
    else:
        rss_in = rss0
        t0 = time.process_time()
        convert_batches_to_jsonl((make_records(n // tasks, f"bench-{k:05d}") for k in range(tasks)), sink)
        cpu = time.process_time() - t0
    return {"spans": n, "tasks": tasks, "bytes": sink.n, "cpu_s": cpu, "digest": sink.h.hexdigest(),
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "rss_inputs_mb": rss_in / 1024}


def one(n: int, source: str = "synthetic", profile: bool = False, check: bool = False,
        no_metrics: bool = False, repeat: int = 1) -> dict:
    from orchtrace.convert import convert_records_to_dicts

    if no_metrics:
        import orchtrace.convert.converter as conv

        conv._metrics = None

    recs = make_records(n) if source == "synthetic" else decorator_records(n)
    if profile:
        import cProfile
        import pstats

        cProfile.runctx("convert_records_to_dicts(recs)", globals(), {"convert_records_to_dicts": convert_records_to_dicts,
                                                                      "recs": recs}, "/tmp/bench_convert.prof")
        pstats.Stats("/tmp/bench_convert.prof", stream=sys.stderr).sort_stats("tottime").print_stats(15)
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.process_time()
    traces = convert_records_to_dicts(recs)
    cpu = time.process_time() - t0
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for _ in range(repeat - 1):  # best of `repeat` CPU times (the machine is shared)
        del traces
        t0 = time.process_time()
        traces = convert_records_to_dicts(recs)
        cpu = min(cpu, time.process_time() - t0)
    return {"spans": len(recs), "events": sum(len(t["events"]) for t in traces),
            "edges": sum(len(t["edges"]) for t in traces), "cpu_s": cpu,
            "peak_rss_mb": rss_after / 1024, "rss_inputs_mb": rss_before / 1024,
            **({"digest": digest(traces)} if check else {})}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    ap.add_argument("--one", type=int)
    ap.add_argument("--source", choices=("synthetic", "decorators"), default="synthetic")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--check", action="store_true", help="also print a sha256 of the serialised output")
    ap.add_argument("--repeat", type=int, default=1, help="best CPU time of this many conversions per size")
    ap.add_argument("--no-metrics", action="store_true", help="convert without the metrics hook")
    ap.add_argument("--stream", type=int, metavar="TASKS",
                    help="with --one: the streaming JSONL writer over this many tasks (1 = one task, records in memory)")
    args = ap.parse_args()
    if args.one and args.stream:
        print(json.dumps(one_stream(args.one, args.stream, args.no_metrics)))
        return
    if args.one:
        print(json.dumps(one(args.one, args.source, args.profile, args.check, args.no_metrics, args.repeat)))
        return
    rows = []
    for n in map(int, args.sizes.split(",")):
        extra = ["--repeat", str(args.repeat)] + (["--no-metrics"] if args.no_metrics else []) + \
            (["--check"] if args.check else [])
        out = subprocess.run([sys.executable, __file__, "--one", str(n), "--source", args.source, *extra],
                             capture_output=True, text=True, check=True)
        rows.append(json.loads(out.stdout))
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}, one core "
          f"(CPU time), {args.source} spans, load average {os.getloadavg()[0]:.1f}")
    print("| spans | events | edges | CPU s | spans/s | peak RSS MB (inputs alone) |")
    print("|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['spans']:,} | {r['events']:,} | {r['edges']:,} | {r['cpu_s']:.3f} | "
              f"{r['spans'] / r['cpu_s']:,.0f} | {r['peak_rss_mb']:,.0f} ({r['rss_inputs_mb']:,.0f}) |")
    for r in rows:
        if "digest" in r:
            print(f"output sha256 at {r['spans']:,} spans: {r['digest']}")
    xs = [math.log(r["spans"]) for r in rows]
    ys = [math.log(r["cpu_s"]) for r in rows]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    print(f"\nfitted scaling exponent (log CPU time vs log spans): {slope:.3f}")


if __name__ == "__main__":
    main()
