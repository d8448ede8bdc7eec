"""Fuzzing at volume (issue 11): >= 10^5 mutated inputs through orchtrace's readers.

Targets, each fed inputs from the seeded mutator of ``tests/fuzz/corpus.py`` (real seeds: an
orchestration trace, the OTLP spans of an instrumented run):

* ``reader``: OTLP/JSON -> span reader -> converter; every trace produced must be schema-valid;
* ``http-json`` / ``http-pb``: POST /v1/traces to a collector on 127.0.0.1 (a real SQLite
  store); only 200/400/413 are right (400 whenever the body is not JSON; an empty body is an
  empty export, 200, as with protobuf);
* ``grpc``: TraceService/Export; only OK or INVALID_ARGUMENT are right;
* ``cli``: ``validate``, ``show``, ``audit`` on mutated traces and ``convert`` on mutated spans
  (in-process CliRunner); exit codes 0/1/2 only and no traceback.

Counts: tracebacks (an exception escaping), wrong status codes, invalid traces written,
hangs (an input taking over 10 s), and the process's RSS before and after.

    python bench/bench_fuzz.py            # 102,000 inputs
    python bench/bench_fuzz.py --scale 0.1
"""

from __future__ import annotations

import argparse
import gzip
import os
import sys
import tempfile
import time
import traceback
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "src"), str(ROOT / "integrations"), str(ROOT / "collectors")]

PLAN = {"reader": 50_000, "http-json": 20_000, "http-pb": 20_000, "grpc": 10_000, "cli": 2_000}
HANG_SECONDS = 10.0


def rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    import grpc
    import httpx
    import orjson
    from typer.testing import CliRunner

    from orchtrace.cli import app
    from orchtrace.convert import SpanFormatError, convert_records_to_dicts
    from orchtrace.convert.records import iter_otlp_json
    from orchtrace.schema.validate import validate_trace
    from orchtrace_collector import serve
    from tests.fuzz.corpus import fuzzed_json, fuzzed_pb, seeds

    seeds()
    plan = {k: max(1, int(v * args.scale)) for k, v in PLAN.items()}
    print(f"command: python bench/bench_fuzz.py --scale {args.scale} --seed {args.seed}  "
          f"({sum(plan.values()):,} inputs)")
    stats = {k: {"inputs": 0, "tracebacks": 0, "wrong": 0, "hangs": 0, "slowest": 0.0, "s": 0.0} for k in plan}
    examples: list[str] = []
    rss0 = rss_mb()

    def record(target: str, t0: float, problem: str | None, kind: str = "wrong", dt: float | None = None) -> None:
        dt = time.perf_counter() - t0 if dt is None else dt
        st = stats[target]
        st["inputs"] += 1
        st["slowest"] = max(st["slowest"], dt)
        st["s"] += dt
        if dt > HANG_SECONDS:
            st["hangs"] += 1
        if problem is not None:
            st[kind] += 1
            if len(examples) < 20:
                examples.append(f"{target}: {problem[:300]}")

    base = args.seed * 10**7
    # -- reader/converter ---------------------------------------------------------------------
    for i in range(plan["reader"]):
        t0 = time.perf_counter()
        try:
            problem = None
            try:
                records = list(iter_otlp_json(orjson.loads(fuzzed_json("otlp", base + i))))
                for trace in convert_records_to_dicts(records):
                    if validate_trace(trace):
                        problem = f"seed {base + i}: invalid trace {validate_trace(trace)[:2]}"
            except (orjson.JSONDecodeError, SpanFormatError):
                pass
            record("reader", t0, problem)
        except Exception:  # noqa: BLE001
            record("reader", t0, f"seed {base + i}: " + traceback.format_exc(limit=3), "tracebacks")
    print(f"reader done ({time.perf_counter():.0f})", flush=True)
    # -- collector ----------------------------------------------------------------------------
    with tempfile.TemporaryDirectory() as tmp, serve(Path(tmp) / "s.db", port=0, grpc_port=0, quiet_seconds=0.5,
                                                          synchronous="normal") as srv, \
            httpx.Client(timeout=60) as client, grpc.insecure_channel(srv.grpc_endpoint) as ch:
        export = ch.unary_unary("/opentelemetry.proto.collector.trace.v1.TraceService/Export")
        from concurrent.futures import ThreadPoolExecutor

        def one(target: str, seed: int) -> tuple[float, str | None, str]:
            t0 = time.perf_counter()
            got = _one(target, seed)
            return time.perf_counter() - t0, got[1], got[2]

        def _one(target: str, seed: int) -> tuple[float, str | None, str]:
            body = fuzzed_json("otlp", seed) if target == "http-json" else fuzzed_pb(seed)
            headers = {"Content-Type": "application/json" if target == "http-json" else "application/x-protobuf"}
            if body[:2] == b"\x1f\x8b":
                headers["Content-Encoding"] = "gzip"
            t0 = time.perf_counter()
            try:
                r = client.post(srv.traces_endpoint, content=body, headers=headers)
                if r.status_code not in (200, 400, 413):
                    return t0, f"seed {seed}: HTTP {r.status_code} {r.text[:200]}", "wrong"
                if target == "http-json" and r.status_code == 200 and body.strip():  # empty: an empty export
                    try:
                        orjson.loads(gzip.decompress(body) if body[:2] == b"\x1f\x8b" else body)
                    except (orjson.JSONDecodeError, OSError, EOFError, zlib.error):
                        return t0, f"seed {seed}: non-JSON body accepted", "wrong"
                return t0, None, "wrong"
            except Exception:  # noqa: BLE001
                return t0, f"seed {seed}: " + traceback.format_exc(limit=3), "tracebacks"

        with ThreadPoolExecutor(8) as pool:  # 8 concurrent clients (the latency is mostly waiting)
            for target in ("http-json", "http-pb"):
                seeds_ = [base + 10**6 + i for i in range(plan[target])]
                for dt, problem, kind in pool.map(lambda sd, t=target: one(t, sd), seeds_):
                    record(target, 0.0, problem, kind, dt)
                print(f"{target} done ({time.perf_counter():.0f})", flush=True)
        for i in range(plan["grpc"]):
            seed = base + 2 * 10**6 + i
            t0 = time.perf_counter()
            try:
                export(fuzzed_pb(seed), timeout=60)
                record("grpc", t0, None)
            except grpc.RpcError as exc:
                ok = exc.code() == grpc.StatusCode.INVALID_ARGUMENT
                record("grpc", t0, None if ok else f"seed {seed}: {exc.code()} {exc.details()}")
        health = client.get(srv.endpoint + "/healthz").status_code
        srv.assemble_now()
        asm_errors = [e for e in srv.assembler.errors if "quarantined" not in e]
    print(f"grpc done ({time.perf_counter():.0f})", flush=True)
    # -- CLI ----------------------------------------------------------------------------------
    runner = CliRunner()
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        for i in range(plan["cli"]):
            seed = base + 3 * 10**6 + i
            (d / "t.json").write_bytes(fuzzed_json("trace", seed))
            (d / "s.json").write_bytes(fuzzed_json("otlp", seed))
            t0 = time.perf_counter()
            problem = None
            kind = "wrong"
            for cmd in (["validate", d / "t.json"], ["show", d / "t.json"],
                        ["audit", d / "t.json", "--md", d / "r.md", "--html", d / "r.html"],
                        ["convert", d / "s.json", "-o", d / f"out{i % 4}"]):
                r = runner.invoke(app, [str(c) for c in cmd])
                if r.exception is not None and not isinstance(r.exception, SystemExit) or "Traceback" in r.output:
                    problem, kind = f"seed {seed} {cmd[0]}: {r.exception!r}", "tracebacks"
                elif r.exit_code not in (0, 1, 2):
                    problem = f"seed {seed} {cmd[0]}: exit {r.exit_code}"
            record("cli", t0, problem, kind)
    rss1 = rss_mb()
    total = sum(s["inputs"] for s in stats.values())
    print(f"\n| target | inputs | tracebacks | wrong status/exit/invalid trace | hangs (>{HANG_SECONDS:.0f} s) | "
          "mean ms | slowest s |")
    print("|---|---|---|---|---|---|---|")
    for k, s in stats.items():
        print(f"| {k} | {s['inputs']:,} | {s['tracebacks']} | {s['wrong']} | {s['hangs']} | "
              f"{1000 * s['s'] / max(1, s['inputs']):.1f} | {s['slowest']:.2f} |")
    print(f"\ntotal inputs {total:,}; collector healthy after: {health == 200}; assembler errors "
          f"(not quarantine): {len(asm_errors)}; RSS {rss0:.0f} -> {rss1:.0f} MiB")
    for e in examples:
        print("  ", e.replace("\n", " | "))


if __name__ == "__main__":
    main()
