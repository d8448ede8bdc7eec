"""Pooled and per-round figures of run_batch.sh's logs.

    python bench/blind_rounds/aggregate.py TAG [TAG ...] [--dir /tmp/blind_runs]
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

DECORATOR = re.compile(r"attacked runs flagged >= high at the injected action: (\d+)/(\d+).*?OTA101 >= high: (\d+)/\d+"
                       r".*?OTA102 >= high: (\d+)/")
BENIGN = re.compile(r"benign runs with any finding >= high: (\d+)/(\d+)")
LANGGRAPH = re.compile(r"(held_out\d+) attacked flagged >= high at the injected call: (\d+)/(\d+).*?"
                       r"benign with any high: (\d+)/(\d+)")


def decorator_log(text: str) -> tuple[list[str], list[int]]:
    rows, tot, half, att = [], [0] * 6, None, None
    for line in text.splitlines():
        if m := re.match(r"== (\S+) ==", line):
            half = m.group(1)
        elif (m := DECORATOR.match(line)) and half:
            att = [int(g) for g in m.groups()]
        elif (m := BENIGN.match(line)) and half and att:
            b, n = int(m.group(1)), int(m.group(2))
            rows.append(f"{half[8:]}:{att[0]}/{att[1]} fa {b}/{n}")
            for k, v in enumerate((att[0], att[1], att[2], att[3], b, n)):
                tot[k] += v
    return rows, tot


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tags", nargs="+")
    ap.add_argument("--dir", default="/tmp/blind_runs")
    args = ap.parse_args()
    for tag in args.tags:
        for shape in ("m", "o", "pm", "po"):
            p = Path(args.dir) / f"{tag}_{shape}.log"
            if not p.exists():
                continue
            rows, (a, n, o1, o2, b, nb) = decorator_log(p.read_text())
            if n:
                print(f"{tag:8s} {shape:4s} recall {a}/{n}={100 * a / n:.2f}% fa {b}/{nb}={100 * b / nb:.2f}% "
                      f"ota101 {100 * o1 / n:.2f} ota102 {100 * o2 / n:.2f} | " + "; ".join(rows))
        for shape in ("lgm", "lgo"):
            p = Path(args.dir) / f"{tag}_{shape}.log"
            if not p.exists():
                continue
            found = [m.groups() for m in map(LANGGRAPH.match, p.read_text().splitlines()) if m]
            a, n = sum(int(f[1]) for f in found), sum(int(f[2]) for f in found)
            b, nb = sum(int(f[3]) for f in found), sum(int(f[4]) for f in found)
            if n:
                print(f"{tag:8s} {shape:4s} recall {a}/{n}={100 * a / n:.2f}% fa {b}/{nb}={100 * b / nb:.2f}% | "
                      + "; ".join(f"{f[0][8:]}:{f[1]}/{f[2]} fa {f[3]}/{f[4]}" for f in found))


if __name__ == "__main__":
    main()
