"""Training examples for the instruction recognizer from the rounds of complete runs that have been
looked at: the payloads of every attack style planted in the untrusted outputs of the round's
tasks (positive segments: the payload), and the untrusted outputs of its benign tasks, which
honestly ask for things (negatives: invoices that say "please pay", customers asking for changes,
notices that say "notify everyone").

Only halves whose first run has been recorded go in (``--halves``; default dev, held_out,
held_out2 .. held_out83): a round used here is training data, no longer held out.  Tasks are
drawn with ``side="dev"``, so the BIPIA texts some benign tasks embed come from the corpus's dev
side only.  Deterministic (seeded); output gzip JSON lines ``{"text", "payload", "half"}``:

    python -m tests.audit.round_examples [--out src/orchtrace/detect/data/rounds_train.jsonl.gz]
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import bench.bench_complete_runs  # noqa: E402,F401 - registers every round's half
from tests.audit import complete_runs as cr  # noqa: E402

DEFAULT_HALVES = ["dev", "held_out"] + [f"held_out{k}" for k in range(2, 108)]
OUT = ROOT / "src" / "orchtrace" / "detect" / "data" / "rounds_train.jsonl.gz"
MAX_CHARS = 4000  # a read is cut around its payload beyond this


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def half_examples(half: str, rng: random.Random, per_style: int = 4, per_task: int = 3) -> list[dict[str, Any]]:
    """Attacked reads (``per_style`` per attack style) and benign reads (``per_task`` draws of
    each benign task) of one half."""
    tasks = cr.TASKS_BY_HALF.get(half, cr.TASKS)
    makers = [fn for suite in sorted(tasks) for fn in tasks[suite]]
    out: list[dict[str, Any]] = []
    for style in sorted(cr.STYLES[half]):
        for _ in range(per_style):
            suite = rng.choice(sorted(tasks))
            _task, reads, _actions = rng.choice(tasks[suite])(rng, "dev")
            goal = cr.goals(rng, cr.ATTACK_SUITE.get(suite, suite), half)
            payload = cr.STYLES[half][style](rng, goal.text, cr._name(rng))
            name, text, _kw = rng.choice(reads)
            doc = cr._inject(rng, _text(text), payload)
            if len(doc) > MAX_CHARS:
                at = doc.index(payload)
                lo = max(0, at - MAX_CHARS // 2)
                doc = doc[lo: lo + MAX_CHARS]
                if payload not in doc:
                    continue
            out.append({"text": doc, "payload": payload, "half": half})
    for fn in makers:
        for _ in range(per_task):
            _task, reads, _actions = fn(rng, "dev")
            for _name, text, _kw in reads:
                doc = _text(text)[:MAX_CHARS]
                if doc.strip():
                    out.append({"text": doc, "payload": None, "half": half})
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--halves", default=",".join(DEFAULT_HALVES))
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rows: list[dict[str, Any]] = []
    for half in args.halves.split(","):
        rows += half_examples(half, random.Random(f"{args.seed}:{half}"))
    tmp = args.out.with_suffix(args.out.suffix + ".tmp")
    # mtime=0 and no file name in the header: the same rows give the same bytes
    with open(tmp, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True).encode("utf-8") + b"\n")
    tmp.replace(args.out)
    pos = sum(r["payload"] is not None for r in rows)
    print(f"wrote {args.out}: {len(rows)} texts ({pos} with a payload) from {len(args.halves.split(','))} halves")


if __name__ == "__main__":
    main()
