"""Nightly audit at fleet scale: span archive -> audit, in-process vs Ray with 1 and 2 workers.

    python bench/bench_ray.py                          # 10^6 spans (the default on this box)
    python bench/bench_ray.py --spans 10000000         # the issue's 10^7 (about an hour here)

* The archive: tasks copied from real captured runs (tests/engine/archive_synth.py: decorated
  agents and tools of tests/audit/scenarios.py, attacked and benign, so the audit reports
  findings), with fresh ids, written as gzip OTLP JSON Lines partitions in the hourly layout;
  every 5th task resumed in a second OTel trace in a later partition, every 7th task's root span
  late in the next partition, every 11th task with a span exported twice.
* Each engine runs in its own fresh process (a clean peak-RSS figure), on the same archive, in
  the same run, in turn: in-process (``engine="local"``), Ray with ``num_cpus=1``, Ray with
  ``num_cpus=2``.  Ray's start-up (~6 s here) is excluded; the job is timed from the first
  partition listed to the merged report.  Both Ray runs use the same reducer count.
* Checked: the three JSON reports are byte-identical (``generated_at`` pinned).
* Reported: spans/s, ratios (targets: 2 workers >= 1.7x 1 worker; 1 worker >= 0.8x in-process),
  peak RSS of any Ray worker (target < 2 GB) and of the in-process run, and a sizing table for
  10^8-10^9 spans a night from the measured per-worker throughput.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join(str(REPO / p) for p in ("src", "integrations", "collectors", "."))}


def generate(root: Path, spans: int, runs_per_task: int, partitions: int) -> dict:
    sys.path[:0] = [str(REPO / p) for p in ("src", "integrations", "collectors", ".")]
    from tests.engine.archive_synth import build_archive, templates

    per_task = sum(len(t) for t in templates(runs_per_task)) / len(templates(runs_per_task))
    tasks = max(1, int(spans / (per_task * 1.2)))  # resumes (1/5) add a second template's spans
    return build_archive(root, tasks, partitions, runs_per_task=runs_per_task)


WORKER = r"""
import json, resource, sys, time
mode, root, reducers, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
from orchtrace.engine import audit_archive
from orchtrace.reports.jsonreport import render_json
stats = {}
if mode == "local":
    t = time.perf_counter()
    c = time.process_time()
    result, kept = audit_archive(root, generated_at="bench")
    wall = time.perf_counter() - t
    stats["cpu"] = time.process_time() - c
else:
    import logging, ray
    ray.init(num_cpus=int(mode), include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    t = time.perf_counter()
    c = time.process_time()
    result, kept = audit_archive(root, engine="ray", generated_at="bench", stats=stats, reducers=reducers or None)
    wall = time.perf_counter() - t
    stats["driver_cpu"] = time.process_time() - c
    stats["cpu"] = stats["driver_cpu"] + sum(stats["worker_cpu_seconds"].values())
    ray.shutdown()
report = render_json(result).encode()
open(out, "wb").write(report)
print(json.dumps({"wall": wall, "traces": len(result.traces), "findings": len(result.findings),
                  "driver_peak_rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, **stats}))
"""


def run(mode: str, root: Path, reducers: int, out: Path) -> dict:
    proc = subprocess.run([sys.executable, "-c", WORKER, mode, str(root), str(reducers), str(out)],
                          env=ENV, capture_output=True, text=True, timeout=6 * 3600)
    if proc.returncode != 0:
        raise SystemExit(f"{mode} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def load() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--spans", type=int, default=1_000_000)
    ap.add_argument("--runs-per-task", type=int, default=8, help="scenario runs per task (~35 spans at 8)")
    ap.add_argument("--partitions", type=int, default=0, help="default: one per ~50k spans")
    ap.add_argument("--reducers", type=int, default=0, help="0: the engine default (archive size / 12 MiB)")
    ap.add_argument("--keep", type=Path, default=None, help="keep the archive here")
    args = ap.parse_args()
    parts = args.partitions or max(4, args.spans // 50_000)
    tmp = Path(tempfile.mkdtemp(prefix="bench-ray-"))
    root = args.keep or tmp / "archive"
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}, "
          f"load before: {load()}")
    t = time.perf_counter()
    info = generate(root, args.spans, args.runs_per_task, parts)
    size = sum(p.stat().st_size for p in info["partitions"])
    print(f"archive: {info['spans']:,} spans, {info['tasks']:,} tasks, {parts} partitions, "
          f"{size / 1e6:.1f} MB gzip, generated in {time.perf_counter() - t:.0f} s")
    res = {}
    for mode in ("local", "1", "2"):
        res[mode] = run(mode, root, args.reducers, tmp / f"{mode}.json")
        r = res[mode]
        rate = info["spans"] / r["wall"]
        extra = (f", worker peak RSS {r['worker_peak_rss_bytes'] / 1e6:.0f} MB (private "
                 f"{r['worker_peak_private_bytes'] / 1e6:.0f} MB), {r['reducers']} reducers"
                 if mode != "local" else "")
        print(f"{'in-process' if mode == 'local' else 'ray ' + mode + ' worker(s)':>16}: {r['wall']:7.1f} s "
              f"{rate:10,.0f} spans/s  {r['traces']:,} traces {r['findings']:,} findings, "
              f"driver peak RSS {r['driver_peak_rss'] / 1e6:.0f} MB{extra}  (load {load()})")
    digests = {m: hashlib.sha256((tmp / f"{m}.json").read_bytes()).hexdigest()[:16] for m in res}
    same = len(set(digests.values())) == 1
    print(f"JSON reports byte-identical across engines: {same} {digests}")
    r1 = res["local"]["wall"] / res["1"]["wall"]
    r2 = res["1"]["wall"] / res["2"]["wall"]
    print(f"wall clock: 1 worker / in-process: {r1:.2f}x (target >= 0.8)   2 workers / 1 worker: {r2:.2f}x "
          f"(target >= 1.7)")
    for m in ("1", "2"):
        w = res[m]["worker_cpu_seconds"]
        print(f"  ray {m}: worker CPU s read {w['read']:.1f} group {w['group']:.1f} reduce {w['reduce']:.1f}, "
              f"driver CPU {res[m]['driver_cpu']:.1f} s (merge {res[m]['driver_merge_s']:.1f} s wall)")
    # CPU seconds are what a loaded, shared machine cannot distort much: work per span
    c1 = res["local"]["cpu"] / res["1"]["cpu"]
    serial = res["2"]["driver_cpu"]
    par = sum(res["2"]["worker_cpu_seconds"].values())
    ideal2 = (par + serial) / (par / 2 + serial)
    print(f"CPU: in-process {res['local']['cpu']:.1f} s, ray 1 worker {res['1']['cpu']:.1f} s (workers + driver) "
          f"-> work ratio in-process / ray {c1:.2f}x; 2-worker speed-up bound from CPU "
          f"(worker CPU halved, driver serial) {ideal2:.2f}x")
    per_worker = info["spans"] / (sum(res["1"]["worker_cpu_seconds"].values()) + res["1"]["driver_cpu"])
    per_worker_wall = info["spans"] / res["1"]["wall"]
    print(f"per-worker throughput: {per_worker:,.0f} spans per CPU second, {per_worker_wall:,.0f} spans/s wall "
          "with 1 worker on this loaded box")
    peak = max(res["1"]["worker_peak_rss_bytes"], res["2"]["worker_peak_rss_bytes"])
    private = max(res["1"]["worker_peak_private_bytes"], res["2"]["worker_peak_private_bytes"])
    print(f"peak RSS of any Ray worker: {peak / 1e9:.2f} GB, of which private (anonymous) memory at its "
          f"tasks' heavy points {private / 1e9:.2f} GB; the rest is shared object-store pages (target < 2 GB)")
    print(f"\nsizing (measured {per_worker:,.0f} spans per worker CPU second, x0.85 parallel efficiency):")
    print("| spans a night | workers for a 2 h window | for 6 h | worker-hours |")
    print("|---:|---:|---:|---:|")
    for n in (10**8, 3 * 10**8, 10**9):
        hours = n / per_worker / 3600
        w2 = max(1, -(-hours / (2 * 0.85) // 1))
        w6 = max(1, -(-hours / (6 * 0.85) // 1))
        print(f"| {n:.0e} | {int(w2)} | {int(w6)} | {hours:.0f} |")
    if not same:
        raise SystemExit("reports differ between engines")
    if args.keep is None:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
