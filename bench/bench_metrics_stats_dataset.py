"""Metrics, stats and dataset export speed (issue 12 targets), pinned to one core.

    PYTHONPATH=src:integrations:collectors:bench python bench/bench_metrics_stats_dataset.py \
        [--metrics-events 100000] [--stats-traces 10000] [--dataset-traces 3000]

* metrics: ``compute_metrics`` on one trace of ~10^5 events (target < 1 s); baseline in the same
  run: ``orjson`` serialise + parse of that trace (the cost of merely touching it once).
* converter overhead: ``convert_records_to_dicts`` on bench_convert's 10^5-span workload with the
  metrics hook on vs off (``converter._metrics = None``), best of 3 each.
* stats: ``orchtrace.stats.cli.collect`` over 10^4 trace files carrying the metrics the converter
  stores (target < 30 s), and over 1/5 as many without stored metrics (recomputed); baseline:
  reading and parsing the same files.
* dataset: ``orchtrace.dataset.export`` to Parquet and JSONL, with and without decision-prefix
  rows (target >= 50k events/s on one core); baseline: read + parse + re-serialise to JSONL.
Traces are bench/synth_traces.py's (converter-shaped, 8-1200 events, mean ~290).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synth_traces import corpus, make_trace  # noqa: E402


def best(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def bench_metrics(n_events: int) -> None:
    from orchtrace.metrics import compute_metrics

    trace = make_trace(7, n_events)
    n = len(trace["events"])
    t_metrics = best(lambda: compute_metrics(trace))
    t_base = best(lambda: orjson.loads(orjson.dumps(trace)))
    print(f"metrics: {n} events, {len(trace['edges'])} edges: compute_metrics {t_metrics:.3f} s "
          f"(target < 1 s: {'met' if t_metrics < 1 else 'MISSED'}); orjson round trip {t_base:.3f} s; "
          f"ratio {t_metrics / t_base:.1f}x")


def bench_converter_overhead() -> None:
    from bench_convert import make_records

    from orchtrace.convert import converter

    recs = make_records(100_000)
    saved = converter._metrics
    t_on = best(lambda: converter.convert_records_to_dicts(recs))
    converter._metrics = None
    try:
        t_off = best(lambda: converter.convert_records_to_dicts(recs))
    finally:
        converter._metrics = saved
    print(f"converter, 10^5 spans: with metrics {t_on:.3f} s, without {t_off:.3f} s: "
          f"+{(t_on / t_off - 1) * 100:.1f}%")


def with_metrics(t: dict, stored: bool) -> dict:
    """As the converter writes them (metrics stored), or as another producer might (none)."""
    from orchtrace.metrics import compute_metrics

    if stored:
        t["metrics"] = compute_metrics(t)
    return t


def write_corpus(root: Path, n: int, stored: bool) -> int:
    root.mkdir(parents=True, exist_ok=True)
    events = 0
    for i, t in enumerate(corpus(n)):
        events += len(t["events"])
        (root / f"t{i:06d}.json").write_bytes(orjson.dumps(with_metrics(t, stored)))
    return events


def read_all(root: Path) -> int:
    k = 0
    for p in sorted(root.iterdir()):
        k += len(orjson.loads(p.read_bytes())["events"])
    return k


def bench_stats(tmp: Path, n: int, stored: bool) -> None:
    from orchtrace.stats.cli import collect

    root = tmp / f"stats-{stored}"
    events = write_corpus(root, n, stored)
    t0 = time.perf_counter()
    read_all(root)
    t_base = time.perf_counter() - t0
    t0 = time.perf_counter()
    acc, _ = collect([root])
    acc.result()
    t_stats = time.perf_counter() - t0
    how = "metrics stored by the converter" if stored else "metrics recomputed (none stored)"
    per_1e4 = t_stats * 10_000 / n
    print(f"stats, {how}: {n} traces ({events} events): {t_stats:.1f} s, i.e. {per_1e4:.1f} s per 10^4 traces "
          f"(target < 30 s: {'met' if per_1e4 < 30 else 'MISSED'}); read+parse baseline {t_base:.1f} s; "
          f"ratio {t_stats / t_base:.1f}x")


def bench_dataset(tmp: Path, n: int, stored: bool) -> None:
    from orchtrace.dataset import export

    src = tmp / f"ds-src-{stored}"
    events = 0
    src.mkdir()
    with open(src / "traces.jsonl", "wb") as f:
        for t in corpus(n):
            events += len(t["events"])
            f.write(orjson.dumps(with_metrics(t, stored)) + b"\n")

    def baseline() -> None:
        with open(src / "traces.jsonl", "rb") as f, open(tmp / "copy.jsonl", "wb") as g:
            for line in f:
                g.write(orjson.dumps(orjson.loads(line)) + b"\n")

    t_base = best(baseline, 1)
    how = "metrics stored" if stored else "metrics recomputed"
    print(f"dataset ({how}): {n} traces, {events} events; baseline read+parse+write {events / t_base:,.0f} events/s")
    for fmt in ("parquet", "jsonl"):
        for prefixes in (False, True):
            out = tmp / f"ds-{fmt}-{prefixes}-{stored}"
            t0 = time.perf_counter()
            info = export([src], out, fmt=fmt, prefixes=prefixes)
            dt = time.perf_counter() - t0
            rate = events / dt
            rows = sum(info["counts"]["traces"].values())
            extra = f", {sum(info['counts']['prefixes'].values())} prefix rows" if prefixes else ""
            print(f"  {fmt:7s} prefixes={'yes' if prefixes else 'no '}: {dt:.2f} s, {rate:,.0f} events/s "
                  f"(target >= 50,000: {'met' if rate >= 50_000 else 'MISSED'}), {rows} trace rows{extra}; "
                  f"{t_base / dt:.2f}x the baseline's speed")
            shutil.rmtree(out)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--metrics-events", type=int, default=100_000)
    ap.add_argument("--stats-traces", type=int, default=10_000)
    ap.add_argument("--dataset-traces", type=int, default=3_000)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    print(f"# {platform.python_implementation()} {platform.python_version()} {platform.machine()}, "
          f"{os.cpu_count()} cores (pinned to 1), load {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    bench_metrics(args.metrics_events)
    bench_converter_overhead()
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        bench_stats(tmp, args.stats_traces, stored=True)
        bench_stats(tmp, max(1, args.stats_traces // 5), stored=False)
        bench_dataset(tmp, args.dataset_traces, stored=True)
        bench_dataset(tmp, args.dataset_traces, stored=False)


if __name__ == "__main__":
    main()
