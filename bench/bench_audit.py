"""Audit throughput: events/s at 10^2..10^6 events per trace and over 10^4 small traces, with
the fitted scaling exponent (time ~ n^k).

Traces are synthetic (``tests/audit/synthetic.py``): an orchestrator spawns workers one after
another; workers fetch untrusted pages (24 fingerprint hashes each, 5% with injection
indicators), send e-mails (sensitive, argument fingerprints partly copied from pages, 70%
approved first), get random approvals/rejections, message the orchestrator and return; every
4 returns are aggregated.  Roughly 1 finding per 20 events, all rules enabled, default policy.
A second, fan-out shape (``parallel_trace``: 200 concurrent workers whose events interleave,
dense findings) is timed up to 10^5 events.  Input is the plain-dict fast path (what ``orchtrace audit`` feeds the engine); ``--models`` also
times pydantic-model input.

    python bench/bench_audit.py [--max 1e6] [--repeat 3] [--small 10000] [--models]
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.audit.synthetic import parallel_trace, synthetic_trace

from orchtrace.audit import run_audit
from orchtrace.convert.converter import trace_from_dict


def _time(fn, repeat: int) -> float:  # type: ignore[no-untyped-def]
    best = math.inf
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _fit(points: list[tuple[int, float]]) -> float:
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max", type=float, default=1e5, help="largest trace size (1e6 takes ~1 min and ~3 GiB)")
    ap.add_argument("--repeat", type=int, default=3, help="best of N (sizes <= 10^5)")
    ap.add_argument("--small", type=int, default=10_000, help="number of small traces")
    ap.add_argument("--small-events", type=int, default=60)
    ap.add_argument("--models", action="store_true", help="also time OrchestrationTrace model input")
    args = ap.parse_args()
    print("command: python bench/bench_audit.py " + " ".join(sys.argv[1:]))
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus, "
          f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    sizes = [10 ** k for k in range(2, 7) if 10 ** k <= args.max]
    points: list[tuple[int, float]] = []
    print(f"\n{'events':>9} {'edges':>9} {'findings':>9} {'seconds':>9} {'events/s':>11}"
          + ("  model input s" if args.models else ""))
    for n in sizes:
        trace = synthetic_trace(n, seed=1)
        ne = len(trace["events"])
        holder: dict[str, object] = {}
        dt = _time(lambda t=trace, h=holder: h.__setitem__("r", run_audit([t])), args.repeat if n <= 100_000 else 1)
        res = holder["r"]
        extra = ""
        if args.models and n <= 100_000:
            model = trace_from_dict(trace)
            extra = f"  {_time(lambda m=model: run_audit([m]), 1):13.3f}"
        print(f"{ne:>9} {len(trace['edges']):>9} {len(res.findings):>9} {dt:>9.3f} {ne / dt:>11,.0f}{extra}")
        points.append((ne, dt))
        del trace, res, holder  # free before the next size
    fit_pts = [p for p in points if p[0] >= 1000]
    if len(fit_pts) >= 2:
        print(f"fitted exponent (time ~ n^k, n >= 10^3): k = {_fit(fit_pts):.2f}")

    print("\nfan-out shape: 200 concurrent workers, interleaved events, ~0.6 findings per event")
    ppoints = []
    for n in [s for s in sizes if 1000 <= s <= min(args.max, 100_000)]:
        trace = parallel_trace(n, seed=1)
        ne = len(trace["events"])
        holder = {}
        dt = _time(lambda t=trace, h=holder: h.__setitem__("r", run_audit([t])), args.repeat)
        print(f"{ne:>9} {len(trace['edges']):>9} {len(holder['r'].findings):>9} {dt:>9.3f} {ne / dt:>11,.0f}")
        ppoints.append((ne, dt))
        del trace, holder
    if len(ppoints) >= 2:
        print(f"fitted exponent: k = {_fit(ppoints):.2f}")

    smalls = [synthetic_trace(args.small_events, seed=k, trace_id=f"s{k}") for k in range(args.small)]
    total = sum(len(t["events"]) for t in smalls)
    holder2 = {}
    dt = _time(lambda: holder2.setdefault("r", run_audit(smalls)), 1)
    print(f"\n{args.small} small traces ({total} events, {len(holder2['r'].findings)} findings): {dt:.3f} s, "
          f"{total / dt:,.0f} events/s, {args.small / dt:,.0f} traces/s")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {rss:.0f} MiB; load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
