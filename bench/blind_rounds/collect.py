"""Per-run verdicts of the decorator benchmark's judge on many seen rounds, to compare two codes.

    PYTHONPATH=SRC/src:SRC/integrations:. python bench/blind_rounds/collect.py 700-919 100 OUT.jsonl [k/n] [SHAPE]

Rounds A..B, RUNS runs per label and round, a random stream per round (``random.Random(half)``), so
two codes see the same runs; ``k/n`` takes every n-th round from the k-th (two processes: 0/2, 1/2);
``SHAPE`` is how the task reaches the agent (``str``, the default; ``pasted``: the third-party texts
pasted under the request, as ``bench_complete_runs.py --task-shape pasted``).
One JSON line per run: half, attacked, index, style, and ``hit`` (attacked) or ``fa`` (benign).
Compare two codes' files with compare.py.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import bench_complete_runs as bench
from tests.audit import complete_runs as cr


def main() -> None:
    first, last = map(int, sys.argv[1].split("-"))
    runs, out_path = int(sys.argv[2]), sys.argv[3]
    k, n = map(int, sys.argv[4].split("/")) if len(sys.argv) > 4 else (0, 1)
    if len(sys.argv) > 5:
        if sys.argv[5] not in bench.TASK_SHAPES:
            sys.exit(f"collect.py: unknown task shape {sys.argv[5]!r} (one of {', '.join(bench.TASK_SHAPES)})")
        cr.TASK_SHAPE = sys.argv[5]
    halves = [f"held_out{r}" for r in range(first, last + 1) if f"held_out{r}" in cr.STYLES]
    with open(out_path, "w") as out:
        for idx, half in enumerate(halves):
            if idx % n != k:
                continue
            rng = random.Random(half)
            for attacked in (True, False):
                for i in range(runs):
                    trace, run = cr.make_run(rng, attacked=attacked, half=half)
                    j = bench.judge(trace, run)
                    row = {"h": half, "a": attacked, "i": i, "style": getattr(run, "style", None)}
                    row.update({"hit": j["hit"]} if attacked else {"fa": j["fa"]})
                    out.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
