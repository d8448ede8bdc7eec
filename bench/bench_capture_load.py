"""Zero loss from the app under load, and bounded shutdown.

Runs a team (one agent, two workers, two tool calls each: 5 spans per task) as fast as the
process can, under ``orchtrace.configure()``:

* ``--target dir``: to a trace directory; counts tasks whose file is missing or incomplete;
* ``--target collector``: over OTLP/HTTP to an embedded collector on 127.0.0.1 (``serve()``,
  a real SQLite store); counts spans stored vs spans made;

and reports spans/s made, the SDK queue drops counted by orchtrace, losses, and shutdown time
(also with the collector stopped: ``--dead-collector``).

    python bench/bench_capture_load.py --tasks 20000 --target dir
    python bench/bench_capture_load.py --tasks 20000 --target collector
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

    @orchtrace.tool(trusted=False)
    def fetch(url):
        return "page " + url

    @orchtrace.agent
    def worker(i):
        return fetch(str(i))

    @orchtrace.agent
    def boss():
        return [worker(i) for i in range(2)]

    n = int(sys.argv[1])
    orchtrace.configure(traces_dir=os.environ.get("TRACES_DIR") or None)
    t0 = time.perf_counter()
    for k in range(n):
        with orchtrace.task(f"load-{k}"):
            boss()
    made = time.perf_counter() - t0
    t1 = time.perf_counter()
    orchtrace.shutdown(timeout=float(os.environ.get("SHUTDOWN", "2")))
    print(json.dumps({"made_s": made, "shutdown_s": time.perf_counter() - t1,
                      "dropped": orchtrace.setup.dropped_spans()}))
""")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=20000)
    ap.add_argument("--target", choices=["dir", "collector"], default="dir")
    ap.add_argument("--dead-collector", action="store_true", help="export to a closed port instead")
    args = ap.parse_args()
    print(f"command: python bench/bench_capture_load.py --tasks {args.tasks} --target {args.target}"
          + (" --dead-collector" if args.dead_collector else ""))
    spans = args.tasks * 6  # workflow + boss + 2 workers + 2 tools... counted below from the store
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "OTEL_TRACES_EXPORTER": "", "OTEL_EXPORTER_OTLP_ENDPOINT": ""}
        srv_ctx = None
        if args.target == "dir":
            env["TRACES_DIR"] = str(Path(tmp) / "out")
            env["SHUTDOWN"] = "600"  # flush everything: we count losses, not the deadline
        elif args.dead_collector:
            env["OTEL_EXPORTER_OTLP_ENDPOINT"] = "http://127.0.0.1:9"
        else:
            from orchtrace_collector import serve

            srv_ctx = serve(Path(tmp) / "s.db", port=0, quiet_seconds=0.5)
            srv = srv_ctx.__enter__()
            env["OTEL_EXPORTER_OTLP_ENDPOINT"] = srv.traces_endpoint.rsplit("/v1/traces", 1)[0]
            env["SHUTDOWN"] = "600"
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", APP, str(args.tasks)], env=env, capture_output=True, text=True)
        wall = time.perf_counter() - t0
        if proc.returncode != 0:
            print(proc.stderr[-2000:])
            raise SystemExit(1)
        stats = json.loads(proc.stdout.strip().splitlines()[-1])
        print(f"app: {args.tasks} tasks ({spans} spans) made in {stats['made_s']:.1f} s = "
              f"{spans / stats['made_s']:.0f} spans/s; shutdown {stats['shutdown_s']:.2f} s; "
              f"process wall {wall:.1f} s; SDK queue drops counted: {stats['dropped']}")
        if args.target == "dir":
            files = list((Path(tmp) / "out").glob("*.json"))
            complete = 0
            for f in files:
                t = json.loads(f.read_text())
                complete += sum(e["type"] == "spawn" for e in t["events"]) == 2
            print(f"trace directory: {len(files)}/{args.tasks} task files, {complete} complete; "
                  f"tasks lost or truncated: {args.tasks - complete}")
        elif srv_ctx is not None:
            import sqlite3

            time.sleep(1.0)
            con = sqlite3.connect(Path(tmp) / "s.db")
            stored = con.execute("select count(*) from spans").fetchone()[0]
            con.close()
            srv_ctx.__exit__(None, None, None)
            print(f"collector: {stored}/{spans} spans stored; lost: {spans - stored}")


if __name__ == "__main__":
    main()
