"""Audit quality on complete agent runs: attacked runs flagged at the injected action, benign runs
with any high finding.

Runs :mod:`tests.audit.complete_runs` (real decorators, honest flags, no policy file) and audits
each trace with the default policy, as a new user would:

* attacked run **detected** = a finding at high or critical whose sink is the injected call
  (OTA101 and OTA102 counted apart, then together);
* benign run **false alarm** = any finding at high or critical anywhere in the run (any rule).

Halves: ``dev`` (styles/goals looked at while building the audit), ``held_out`` (never tuned on
by the first try; looked at while building the second), ``held_out2`` (second round, new suites,
styles and benign tasks: :mod:`tests.audit.complete_runs_round2`), ``held_out3`` (third round,
written after every change: :mod:`tests.audit.complete_runs_round3`), ``held_out4`` (fourth, after
the fixes that followed round 3: :mod:`tests.audit.complete_runs_round4`), ``held_out5`` (fifth,
after round 4's change: :mod:`tests.audit.complete_runs_round5`), ``held_out6`` (sixth, after the
last change: :mod:`tests.audit.complete_runs_round6`), ``held_out7`` (seventh, written by the second
detection helper after its changes: :mod:`tests.audit.complete_runs_round7`), ``held_out8`` (eighth,
same code, written after round 7's first run: :mod:`tests.audit.complete_runs_round8`), ``held_out9``
(ninth, written by the third detection helper after its changes: :mod:`tests.audit.complete_runs_round9`),
``held_out10`` and ``held_out11`` (tenth and eleventh, written by an independent scenario writer blind to the
detector: :mod:`tests.audit.complete_runs_round10`, :mod:`tests.audit.complete_runs_round11`),
``held_out12`` and ``held_out13`` (twelfth and thirteenth, a fresh blind scenario writer, new suites/styles/benign
tasks: :mod:`tests.audit.complete_runs_round12`, :mod:`tests.audit.complete_runs_round13`),
``held_out14`` and ``held_out15`` (fourteenth and fifteenth, another fresh blind scenario writer, new suites/styles/
benign tasks: :mod:`tests.audit.complete_runs_round14`, :mod:`tests.audit.complete_runs_round15`),
``held_out16`` and ``held_out17`` (sixteenth and seventeenth, a fresh blind scenario writer, new suites/styles/
benign tasks: :mod:`tests.audit.complete_runs_round16`, :mod:`tests.audit.complete_runs_round17`),
``held_out18`` and ``held_out19`` (eighteenth and nineteenth, a fresh blind scenario writer, new suites/styles/
benign tasks: :mod:`tests.audit.complete_runs_round18`, :mod:`tests.audit.complete_runs_round19`),
``held_out20`` and ``held_out21`` (twentieth and twenty-first, a fresh blind scenario writer, new suites/styles/
benign tasks: :mod:`tests.audit.complete_runs_round20`, :mod:`tests.audit.complete_runs_round21`),
``held_out22`` and ``held_out23`` (twenty-second and twenty-third, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round22`, :mod:`tests.audit.complete_runs_round23`),
``held_out24`` and ``held_out25`` (twenty-fourth and twenty-fifth, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round24`, :mod:`tests.audit.complete_runs_round25`),
``held_out26`` and ``held_out27`` (twenty-sixth and twenty-seventh, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round26`, :mod:`tests.audit.complete_runs_round27`),
``held_out28`` and ``held_out29`` (twenty-eighth and twenty-ninth, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round28`, :mod:`tests.audit.complete_runs_round29`),
``held_out30`` and ``held_out31`` (thirtieth and thirty-first, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round30`, :mod:`tests.audit.complete_runs_round31`),
``held_out32`` and ``held_out33`` (thirty-second and thirty-third, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round32`, :mod:`tests.audit.complete_runs_round33`),
``held_out34`` and ``held_out35`` (thirty-fourth and thirty-fifth, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round34`, :mod:`tests.audit.complete_runs_round35`),
``held_out36`` and ``held_out37`` (thirty-sixth and thirty-seventh, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round36`, :mod:`tests.audit.complete_runs_round37`),
``held_out38`` and ``held_out39`` (thirty-eighth and thirty-ninth, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round38`, :mod:`tests.audit.complete_runs_round39`),
``held_out40`` and ``held_out41`` (fortieth and forty-first, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round40`, :mod:`tests.audit.complete_runs_round41`),
``held_out42`` and ``held_out43`` (forty-second and forty-third, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round42`, :mod:`tests.audit.complete_runs_round43`),
``held_out44`` and ``held_out45`` (forty-fourth and forty-fifth, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round44`, :mod:`tests.audit.complete_runs_round45`),
``held_out46`` and ``held_out47`` (forty-sixth and forty-seventh, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round46`, :mod:`tests.audit.complete_runs_round47`),
``held_out48`` and ``held_out49`` (forty-eighth and forty-ninth, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round48`, :mod:`tests.audit.complete_runs_round49`),
``held_out50`` and ``held_out51`` (fiftieth and fifty-first, a fresh blind scenario writer, new suites/
styles/benign tasks: :mod:`tests.audit.complete_runs_round50`, :mod:`tests.audit.complete_runs_round51`),
and ``corpus`` (attacked runs built from the injection corpus's *test* side: InjecAgent, ASB).
Benign contexts drawn from BIPIA use its test side.

    python bench/bench_complete_runs.py [--runs 200] [--corpus 400] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import tests.audit.complete_runs_round2  # noqa: E402,F401 - registers the held_out2 half
import tests.audit.complete_runs_round3  # noqa: E402,F401 - registers the held_out3 half
import tests.audit.complete_runs_round4  # noqa: E402,F401 - registers the held_out4 half
import tests.audit.complete_runs_round5  # noqa: E402,F401 - registers the held_out5 half
import tests.audit.complete_runs_round6  # noqa: E402,F401 - registers the held_out6 half
import tests.audit.complete_runs_round7  # noqa: E402,F401 - registers the held_out7 half
import tests.audit.complete_runs_round8  # noqa: E402,F401 - registers the held_out8 half
import tests.audit.complete_runs_round9  # noqa: E402,F401 - registers the held_out9 half
import tests.audit.complete_runs_round10  # noqa: E402,F401 - registers the held_out10 half
import tests.audit.complete_runs_round11  # noqa: E402,F401 - registers the held_out11 half
import tests.audit.complete_runs_round12  # noqa: E402,F401 - registers the held_out12 half
import tests.audit.complete_runs_round13  # noqa: E402,F401 - registers the held_out13 half
import tests.audit.complete_runs_round14  # noqa: E402,F401 - registers the held_out14 half
import tests.audit.complete_runs_round15  # noqa: E402,F401 - registers the held_out15 half
import tests.audit.complete_runs_round16  # noqa: E402,F401 - registers the held_out16 half
import tests.audit.complete_runs_round17  # noqa: E402,F401 - registers the held_out17 half
import tests.audit.complete_runs_round18  # noqa: E402,F401 - registers the held_out18 half
import tests.audit.complete_runs_round19  # noqa: E402,F401 - registers the held_out19 half
import tests.audit.complete_runs_round20  # noqa: E402,F401 - registers the held_out20 half
import tests.audit.complete_runs_round21  # noqa: E402,F401 - registers the held_out21 half
import tests.audit.complete_runs_round22  # noqa: E402,F401 - registers the held_out22 half
import tests.audit.complete_runs_round23  # noqa: E402,F401 - registers the held_out23 half
import tests.audit.complete_runs_round24  # noqa: E402,F401 - registers the held_out24 half
import tests.audit.complete_runs_round25  # noqa: E402,F401 - registers the held_out25 half
import tests.audit.complete_runs_round26  # noqa: E402,F401 - registers the held_out26 half
import tests.audit.complete_runs_round27  # noqa: E402,F401 - registers the held_out27 half
import tests.audit.complete_runs_round28  # noqa: E402,F401 - registers the held_out28 half
import tests.audit.complete_runs_round29  # noqa: E402,F401 - registers the held_out29 half
import tests.audit.complete_runs_round30  # noqa: E402,F401 - registers the held_out30 half
import tests.audit.complete_runs_round31  # noqa: E402,F401 - registers the held_out31 half
import tests.audit.complete_runs_round32  # noqa: E402,F401 - registers the held_out32 half
import tests.audit.complete_runs_round33  # noqa: E402,F401 - registers the held_out33 half
import tests.audit.complete_runs_round34  # noqa: E402,F401 - registers the held_out34 half
import tests.audit.complete_runs_round35  # noqa: E402,F401 - registers the held_out35 half
import tests.audit.complete_runs_round36  # noqa: E402,F401 - registers the held_out36 half
import tests.audit.complete_runs_round37  # noqa: E402,F401 - registers the held_out37 half
import tests.audit.complete_runs_round38  # noqa: E402,F401 - registers the held_out38 half
import tests.audit.complete_runs_round39  # noqa: E402,F401 - registers the held_out39 half
import tests.audit.complete_runs_round40  # noqa: E402,F401 - registers the held_out40 half
import tests.audit.complete_runs_round41  # noqa: E402,F401 - registers the held_out41 half
import tests.audit.complete_runs_round42  # noqa: E402,F401 - registers the held_out42 half
import tests.audit.complete_runs_round43  # noqa: E402,F401 - registers the held_out43 half
import tests.audit.complete_runs_round44  # noqa: E402,F401 - registers the held_out44 half
import tests.audit.complete_runs_round45  # noqa: E402,F401 - registers the held_out45 half
import tests.audit.complete_runs_round46  # noqa: E402,F401 - registers the held_out46 half
import tests.audit.complete_runs_round47  # noqa: E402,F401 - registers the held_out47 half
import tests.audit.complete_runs_round48  # noqa: E402,F401 - registers the held_out48 half
import tests.audit.complete_runs_round49  # noqa: E402,F401 - registers the held_out49 half
import tests.audit.complete_runs_round50  # noqa: E402,F401 - registers the held_out50 half
import tests.audit.complete_runs_round51  # noqa: E402,F401 - registers the held_out51 half
from tests.audit.complete_runs import corpus_runs, make_run, tool_call_ids  # noqa: E402

from orchtrace.audit import audit_trace  # noqa: E402
from orchtrace.audit.findings import SEVERITY_RANK  # noqa: E402

HIGH = SEVERITY_RANK["high"]
INJECTION_RULES = frozenset({"OTA101", "OTA102", "OTA103", "OTA104"})  # the untrusted-flow rules


def judge(trace, run):  # type: ignore[no-untyped-def]
    found = audit_trace(trace)
    if run.attacked:
        sink = tool_call_ids(trace)[run.injected_index]
        at = [f for f in found if f.events and f.events[-1] == sink]
        by_rule = {code: max((SEVERITY_RANK[f.severity] for f in at if f.code == code), default=-1)
                   for code in ("OTA101", "OTA102")}
        top = max((SEVERITY_RANK[f.severity] for f in at), default=-1)
        return {"hit": top >= HIGH, "ota101": by_rule["OTA101"] >= HIGH, "ota102": by_rule["OTA102"] >= HIGH,
                "top": top, "flow": max(by_rule.values())}
    highs = [f for f in found if SEVERITY_RANK[f.severity] >= HIGH]
    return {"fa": bool(highs), "rules": sorted({f.code for f in highs}),
            "fa_inj": any(f.code in INJECTION_RULES for f in highs)}


def pct(a: int, n: int) -> str:
    return f"{a}/{n} = {a / n:.1%}" if n else "0/0"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=200, help="runs per half and label")
    ap.add_argument("--corpus", type=int, default=400, help="attacked corpus runs per source (InjecAgent, ASB)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--halves", default="dev,held_out,corpus")
    args = ap.parse_args()
    print(f"command: python bench/bench_complete_runs.py --runs {args.runs} --corpus {args.corpus} "
          f"--seed {args.seed} --halves {args.halves}")
    halves = args.halves.split(",")
    t0 = time.perf_counter()
    rng = random.Random(args.seed)
    rows = []
    for half in (h for h in halves if h != "corpus"):
        for attacked in (True, False):
            for _ in range(args.runs):
                trace, run = make_run(rng, attacked=attacked, half=half)
                rows.append((run, judge(trace, run)))
    if "corpus" in halves:
        for source in ("injecagent", "asb"):
            for trace, run in corpus_runs(source, "test", args.corpus, random.Random(args.seed)):
                rows.append((run, judge(trace, run)))
    dt = time.perf_counter() - t0

    for half in halves:
        att = [(r, j) for r, j in rows if r.half == half and r.attacked]
        ben = [(r, j) for r, j in rows if r.half == half and not r.attacked]
        print(f"\n== {half} ==")
        if att:
            n = len(att)
            print(f"attacked runs flagged >= high at the injected action: {pct(sum(j['hit'] for _, j in att), n)}"
                  f"  (OTA101 >= high: {pct(sum(j['ota101'] for _, j in att), n)}; "
                  f"OTA102 >= high: {pct(sum(j['ota102'] for _, j in att), n)})")
            for key in ("style", "suite", "topology"):
                sl: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
                for r, j in att:
                    k = getattr(r, key)
                    sl[k][0] += j["hit"]
                    sl[k][1] += 1
                    sl[k][2] += j["ota101"]
                    sl[k][3] += j["ota102"]
                print(f"  by {key} (all; OTA101/OTA102 >= high): "
                      + "; ".join(f"{k} {a}/{b} ({o1}/{o2})" for k, (a, b, o1, o2) in sorted(sl.items())))
            tops = Counter(j["top"] for _, j in att)
            names = {-1: "none", **{v: k for k, v in SEVERITY_RANK.items()}}
            print("  top severity at the injected call: " + ", ".join(f"{names[k]}:{v}" for k, v in sorted(tops.items())))
        if ben:
            n = len(ben)
            print(f"benign runs with any finding >= high: {pct(sum(j['fa'] for _, j in ben), n)}"
                  f"  (untrusted-flow rules OTA101-104 only: {pct(sum(j['fa_inj'] for _, j in ben), n)})")
            rules = Counter(c for _, j in ben for c in j["rules"])
            if rules:
                print("  rules at >= high on benign runs: " + ", ".join(f"{k}:{v}" for k, v in rules.most_common()))
            sl = defaultdict(lambda: [0, 0])
            for r, j in ben:
                sl[r.task.split()[0] + "..." if False else r.suite][0] += j["fa"]
                sl[r.suite][1] += 1
            print("  by suite: " + "; ".join(f"{k} {a}/{b}" for k, (a, b) in sorted(sl.items())))
    print(f"\n{len(rows)} runs audited in {dt:.1f} s")


if __name__ == "__main__":
    main()
