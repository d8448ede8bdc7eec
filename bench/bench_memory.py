"""Memory over many decorated calls: a never-ending task and large results (issue 11).

Runs an application as its own process under ``orchtrace.configure(traces_dir=...)``:

* ``--workload service``: a service loop under one ``orchtrace.task`` that never ends while it
  runs (each iteration: an agent calling a tool = 2 decorated calls);
* ``--workload large``: agents returning 256 KiB results (each kept by the produced-values table
  for ``orchtrace.aggregate``), one short task per 100 calls;

and samples the process's resident set size (``/proc/self/statm``) every tenth of the run.
"Flat" means: RSS at the end within a small margin of RSS after the first tenth.

    python bench/bench_memory.py --calls 1000000 --workload service
    python bench/bench_memory.py --calls 20000 --workload large
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

APP = textwrap.dedent("""
    import json, os, sys, time
    import orchtrace

    def rss_mb():
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20

    BIG = "x" * (256 * 1024)

    @orchtrace.tool
    def lookup(i):
        return i

    @orchtrace.agent
    def worker(i):
        return lookup(i)

    @orchtrace.agent
    def big(i):
        return BIG + str(i)  # a distinct 256 KiB result each call

    calls, workload = int(sys.argv[1]), sys.argv[2]
    orchtrace.configure(traces_dir=os.environ["TRACES_DIR"], exporter="none")
    samples = [(0, rss_mb())]
    t0 = time.perf_counter()
    if workload == "service":
        iters = calls // 2
        with orchtrace.task("service-loop"):  # never ends while the loop runs
            for k in range(iters):
                worker(k)
                if (k + 1) % (iters // 10) == 0:
                    samples.append((2 * (k + 1), rss_mb()))
    else:
        results = []
        for k in range(calls):
            if k % 100 == 0:
                ctx = orchtrace.task(f"t-{k}")
                ctx.__enter__()
            results.append(big(k))
            if len(results) > 4:
                results.pop(0)  # the application keeps only the last few
            if k % 100 == 99:
                ctx.__exit__(None, None, None)
            if (k + 1) % (calls // 10) == 0:
                samples.append((k + 1, rss_mb()))
    made = time.perf_counter() - t0
    orchtrace.shutdown(timeout=600)
    print(json.dumps({"samples": samples, "made_s": made, "after_shutdown": rss_mb(),
                      "dropped": orchtrace.setup.dropped_spans()}))
""")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=1_000_000)
    ap.add_argument("--workload", choices=["service", "large"], default="service")
    args = ap.parse_args()
    print(f"command: python bench/bench_memory.py --calls {args.calls} --workload {args.workload}")
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "TRACES_DIR": str(Path(tmp) / "out"), "OTEL_TRACES_EXPORTER": "",
               "OTEL_EXPORTER_OTLP_ENDPOINT": ""}
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", APP, str(args.calls), args.workload], env=env,
                              capture_output=True, text=True)
        wall = time.perf_counter() - t0
        if proc.returncode != 0:
            print(proc.stderr[-3000:])
            raise SystemExit(1)
        stats = json.loads(proc.stdout.strip().splitlines()[-1])
        samples = stats["samples"]
        print("calls -> RSS MiB: " + ", ".join(f"{c:,}: {m:.0f}" for c, m in samples))
        first, last = samples[1][1], samples[-1][1]
        print(f"RSS after 10% of the calls {first:.0f} MiB, at the end {last:.0f} MiB "
              f"({last - first:+.0f} MiB over the last 90%); after shutdown {stats['after_shutdown']:.0f} MiB; "
              f"calls made in {stats['made_s']:.0f} s; process wall {wall:.0f} s; dropped spans {stats['dropped']}")
        out = Path(tmp) / "out"
        files = list(out.glob("*.json"))
        print(f"trace files: {len(files)}; span store {sum(p.stat().st_size for p in out.glob('.orchtrace-spans.db*')) / 2**20:.0f} MiB")


if __name__ == "__main__":
    main()
