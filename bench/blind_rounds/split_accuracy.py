"""How often the pasted-text splitter leaves pasted text in the user's request, over many rounds.

    PYTHONPATH=SRC/src:. python bench/blind_rounds/split_accuracy.py 800-1303 30 [SHOW]

In the pasted task shape (``bench_complete_runs.py --task-shape pasted``) the request is the round's
task and the third-party texts are pasted under it, so the split :func:`orchtrace.pasted.split_pasted`
should return is known: the request is the task.  For RUNS plans per label and round (a random stream
per round, ``random.Random(half)``, as ``collect.py``) this counts the requests that kept some pasted
text (a document read as the user's own words) and the ones cut inside the task, attacked and benign
apart, and names the rounds with the most.  ``SHOW`` prints that many kept passages (the text after
the task), to read.  A diagnostic of the splitter alone: a kept passage need not be a missed attack
(the payload may sit in a document that was split off), and no detection figure comes from it.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import bench_complete_runs  # noqa: F401  (imports, and so registers, every round module)
from tests.audit import complete_runs as cr

from orchtrace.pasted import split_pasted


def main() -> None:
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    try:
        first, last = map(int, sys.argv[1].split("-"))
        runs = int(sys.argv[2])
        show = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    except ValueError:
        raise SystemExit(f"expected RANGE (e.g. 800-1303) RUNS [SHOW], got {sys.argv[1:]}") from None
    total, kept, cut, per_round = Counter(), Counter(), Counter(), Counter()
    shown = 0
    for r in range(first, last + 1):
        half = f"held_out{r}"
        if half not in cr.TASKS_BY_HALF:
            continue
        rng = random.Random(half)
        for attacked in (True, False):
            for _ in range(runs):
                plan = cr.plan_run(rng, attacked=attacked, half=half)
                task = plan[1].strip()
                request, _docs = split_pasted(cr.pasted_request(plan[1], plan[2]))
                total[attacked] += 1
                if task not in request:
                    cut[attacked] += 1
                elif request.strip() != task:
                    kept[attacked] += 1
                    per_round[r] += 1
                    if shown < show:
                        shown += 1
                        print(f"--- {half} attacked={attacked}\n{request[len(task):].strip()[:600]}\n")
    for attacked, label in ((True, "attacked"), (False, "benign")):
        print(f"{label}: {kept[attacked]}/{total[attacked]} requests kept pasted text, "
              f"{cut[attacked]} cut inside the task")
    print("rounds with the most kept:", ", ".join(f"{r}: {n}" for r, n in per_round.most_common(15)))


if __name__ == "__main__":
    main()
