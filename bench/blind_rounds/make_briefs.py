"""Write the blind scenario writers' briefs for a batch of held-out rounds, and the names list they read.

    python bench/blind_rounds/make_briefs.py 2026-11-30 "872:m:swimming pool installers" "874:o:cinemas" ...

Each spec is ``FIRST:KIND:THEME``: the writer writes rounds FIRST and FIRST+1; KIND ``m`` for
multi-action benign tasks (shape rounds 486-487), ``o`` for one action (484-485).  Writes
``/tmp/blind/wFIRST.md`` from ``writer_brief.md`` (beside this script) and ``/tmp/round_names.txt``
(every earlier round's suite and style names, which the writers must not reuse); the writers'
output goes to ``/tmp/blind/out/``.  Give each writer (a helper that sees nothing else) the
prompt: "Read the file /tmp/blind/wFIRST.md and follow its instructions exactly. It tells you what
you may and may not open. Do not run git or look at the repository's history or status."  Copy
its two modules into ``tests/audit/`` and commit them unread before any run.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = Path("/tmp/blind")
ONES = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
TEENS = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
         "eighteenth", "nineteenth"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
HUNDREDS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"]


def ordinal(n: int) -> str:
    """872 -> "Eight-hundred-and-seventy-second", 1003 -> "One-thousand-and-third" (100 <= n <= 1999)."""
    if n >= 1000:
        r = n - 1000
        if r == 0:
            return "One-thousandth"
        if r >= 100:  # 1100 -> "One-thousand-one-hundredth", 1111 -> "One-thousand-one-hundred-and-eleventh"
            return "One-thousand-" + ordinal(r)[0].lower() + ordinal(r)[1:]
        small = ordinal(100 + r).split("-and-", 1)[1]
        return f"One-thousand-and-{small}"
    h, r = HUNDREDS[n // 100], n % 100
    if r == 0:
        return f"{h}-hundredth"
    if 10 <= r <= 19:
        tail = TEENS[r - 10]
    elif r % 10 == 0:
        tail = TENS[r // 10][:-1] + "ieth"
    else:
        tail = f"{TENS[r // 10]}-{ONES[r % 10]}" if r >= 20 else ONES[r]
    return f"{h}-hundred-and-{tail}"


def write_names() -> int:
    """``/tmp/round_names.txt``: each round's half, suites and styles (the writers' "do not reuse")."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_complete_runs  # (imports, and so registers, every round module in round order)
    from tests.audit import complete_runs as cr

    lines = []
    for half, styles in cr.STYLES.items():
        lines.append(f"## {half}")
        lines += [f"suite: {s}" for s in sorted(cr.TASKS_BY_HALF.get(half, {}))]
        lines += [f"style: {s}" for s in sorted(styles)]
    Path("/tmp/round_names.txt").write_text("\n".join(lines) + "\n")
    return len(bench_complete_runs.ROUNDS)


def main() -> None:
    date, specs = sys.argv[1], sys.argv[2:]
    template = (HERE / "writer_brief.md").read_text()
    (OUT / "out").mkdir(parents=True, exist_ok=True)
    print(write_names(), "rounds named in /tmp/round_names.txt")
    for spec in specs:
        first, kind, theme = spec.split(":", 2)
        a = int(first)
        shape = ("486", "487") if kind == "m" else ("484", "485")
        kind_text = ("and each benign task does **two or three actions** (e.g. the asked action plus a note, a "
                     "confirmation e-mail or a follow-up booking), as rounds 486-487 do." if kind == "m" else
                     "and each benign task does **one action**, as rounds 484-485 do.")
        brief = (template.replace("NNN", str(a)).replace("MMM", str(a + 1)).replace("SHAPE1", shape[0])
                 .replace("SHAPE2", shape[1]).replace("THEME", theme).replace("KIND_TEXT", kind_text)
                 .replace("DATE", date).replace("NTH held-out", ordinal(a) + " held-out"))
        (OUT / f"w{a}.md").write_text(brief)
        print(f"/tmp/blind/w{a}.md: rounds {a}-{a + 1}, {'multi-action' if kind == 'm' else 'one action'}, {theme}")


if __name__ == "__main__":
    main()
