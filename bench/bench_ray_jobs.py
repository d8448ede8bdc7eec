"""``stats`` and ``dataset`` over a span archive: in-process vs Ray with 1 and 2 workers.

    python bench/bench_ray_jobs.py --spans 100000

Same archive generator as bench/bench_ray.py (real captured runs, late/resumed/duplicate spans).
Each engine runs in its own fresh process; Ray start-up excluded.  Checked: the stats JSON and
every dataset file are byte-identical across engines.  Reported: wall, spans/s, ratios.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_ray import ENV, generate, load  # noqa: E402

WORKER = r"""
import json, sys, time
job, mode, root, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
from orchtrace.engine import dataset_archive, stats_archive
kw = {}
if mode != "local":
    import logging, ray
    ray.init(num_cpus=int(mode), include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    kw["engine"] = "ray"
t = time.perf_counter()
if job == "stats":
    import orjson
    result, _ = stats_archive(root, **kw)
    open(out, "wb").write(orjson.dumps(result, option=orjson.OPT_INDENT_2))
    n = result["traces"]
else:
    info = dataset_archive(root, out, fmt="parquet", prefixes=True, **kw)
    n = sum(info["counts"]["traces"].values())
print(json.dumps({"wall": time.perf_counter() - t, "traces": n}))
"""


def digest(path: Path) -> str:
    """A file's bytes, or a directory's file names (relative) and bytes."""
    if not path.is_dir():
        return hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    h = hashlib.sha256()
    for p in sorted(p for p in path.rglob("*") if p.is_file()):
        h.update(str(p.relative_to(path)).encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--spans", type=int, default=100_000)
    ap.add_argument("--runs-per-task", type=int, default=8)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-ray-jobs-"))
    parts = max(4, args.spans // 50_000)
    print(f"load before: {load()}")
    info = generate(tmp / "archive", args.spans, args.runs_per_task, parts)
    print(f"archive: {info['spans']:,} spans, {info['tasks']:,} tasks, {parts} partitions")
    for job in ("stats", "dataset"):
        res, digests = {}, {}
        for mode in ("local", "1", "2"):
            out = tmp / f"{job}-{mode}{'.json' if job == 'stats' else ''}"
            proc = subprocess.run([sys.executable, "-c", WORKER, job, mode, str(tmp / "archive"), str(out)],
                                  env=ENV, capture_output=True, text=True, timeout=6 * 3600)
            if proc.returncode != 0:
                raise SystemExit(f"{job} {mode} failed:\n{proc.stderr[-3000:]}")
            res[mode] = json.loads(proc.stdout.strip().splitlines()[-1])
            digests[mode] = digest(out)
            print(f"{job:>8} {'in-process' if mode == 'local' else 'ray ' + mode + ' worker(s)':>16}: "
                  f"{res[mode]['wall']:6.1f} s {info['spans'] / res[mode]['wall']:8,.0f} spans/s "
                  f"{res[mode]['traces']:,} traces (load {load()})")
        print(f"{job}: byte-identical across engines: {len(set(digests.values())) == 1} {digests}; "
              f"1 worker / in-process {res['local']['wall'] / res['1']['wall']:.2f}x, "
              f"2 workers / 1 worker {res['1']['wall'] / res['2']['wall']:.2f}x")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
