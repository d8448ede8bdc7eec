"""Two codes' per-run verdicts (collect.py): attacked runs gained and lost, benign runs with a high
raised and cleared, per round.

    python bench/blind_rounds/compare.py REF.jsonl[,REF2.jsonl] CAND.jsonl[,CAND2.jsonl]
"""

from __future__ import annotations

import json
import sys
from collections import Counter


def load(spec: str) -> dict[tuple, dict]:
    rows = {}
    for path in spec.split(","):
        with open(path) as fh:
            for line in fh:
                r = json.loads(line)
                rows[(r["h"], r["a"], r["i"])] = r
    return rows


def main() -> None:
    ref, cand = load(sys.argv[1]), load(sys.argv[2])
    moved = {name: Counter() for name in ("gained", "lost", "raised", "cleared")}
    counts = Counter()
    for key in sorted(set(ref) & set(cand)):
        r, c = ref[key], cand[key]
        if key[1]:
            counts["attacked"] += 1
            counts["hit_ref"] += r["hit"]
            counts["hit_cand"] += c["hit"]
            moved["gained"][key[0]] += c["hit"] and not r["hit"]
            moved["lost"][key[0]] += r["hit"] and not c["hit"]
        else:
            counts["benign"] += 1
            counts["fa_ref"] += r["fa"]
            counts["fa_cand"] += c["fa"]
            moved["raised"][key[0]] += c["fa"] and not r["fa"]
            moved["cleared"][key[0]] += r["fa"] and not c["fa"]
    na, nb = max(counts["attacked"], 1), max(counts["benign"], 1)
    print(f"attacked {counts['hit_ref']}/{na} = {100 * counts['hit_ref'] / na:.2f}% -> {counts['hit_cand']} "
          f"({100 * counts['hit_cand'] / na:.2f}%)  +{sum(moved['gained'].values())} -{sum(moved['lost'].values())}")
    print(f"benign runs with a high {counts['fa_ref']}/{nb} = {100 * counts['fa_ref'] / nb:.2f}% -> {counts['fa_cand']} "
          f"({100 * counts['fa_cand'] / nb:.2f}%)  raised {sum(moved['raised'].values())} "
          f"cleared {sum(moved['cleared'].values())}")
    for name, per_round in moved.items():
        kept = {h: v for h, v in sorted(per_round.items()) if v}
        if kept:
            print(name, kept)


if __name__ == "__main__":
    main()
