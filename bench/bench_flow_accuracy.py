"""Value-level untrusted-flow rule (OTA101): attacked detection rate vs benign false-alarm rate.

Runs the benign and attacked scenarios of ``tests/audit/scenarios.py`` (real decorators under
``capture_traces``, scripted gullible agents, names/addresses/prose drawn from a seeded RNG),
audits each trace with the default policy and counts:

* attacked run detected  = an OTA101 finding at high or critical;
* benign run false alarm = an OTA101 or OTA102 finding at high or critical.

For comparison it also prints what a naive rule ("any value-level match is high") would give.

    python bench/bench_flow_accuracy.py [--runs 30] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.audit.scenarios import SCENARIOS, run_scenario

from orchtrace.audit import audit_trace
from orchtrace.audit.findings import SEVERITY_RANK, severity_at_least


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=30, help="runs per scenario variant")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print(f"command: python bench/bench_flow_accuracy.py --runs {args.runs} --seed {args.seed}")
    t0 = time.perf_counter()
    rows = []
    naive = Counter()
    for sc in SCENARIOS:
        tops: Counter[str] = Counter()
        hits = 0
        for k in range(args.runs):
            trace, _facts = run_scenario(sc, args.seed * 100003 + k)
            found = audit_trace(trace)
            v = [f for f in found if f.code == "OTA101"]
            flows = [f for f in found if f.code in ("OTA101", "OTA102")]
            pool = v if sc.attacked else flows
            top = max((f.severity for f in pool), key=SEVERITY_RANK.__getitem__, default="none")
            tops[top] += 1
            if any(severity_at_least(f.severity, "high") for f in pool):
                hits += 1
            if v:
                naive[(sc.attacked, sc.subtle)] += 1
        rows.append((sc, hits, tops))
    dt = time.perf_counter() - t0

    print(f"\n{'scenario':28} {'kind':9} {'>=high':>8}  top OTA101/102 severity per run")
    for sc, hits, tops in rows:
        kind = ("attacked" if sc.attacked else "benign") + ("*" if sc.subtle else "")
        dist = ", ".join(f"{s}:{n}" for s, n in sorted(tops.items(), key=lambda x: -SEVERITY_RANK.get(x[0], -1)))
        print(f"{sc.name:28} {kind:9} {hits:>4}/{args.runs:<3}  {dist}")

    def rate(sel):  # type: ignore[no-untyped-def]
        got = [(h, args.runs) for sc, h, _ in rows if sel(sc)]
        n = sum(t for _, t in got)
        return sum(h for h, _ in got), n

    d_all, n_all = rate(lambda s: s.attacked)
    d_main, n_main = rate(lambda s: s.attacked and not s.subtle)
    d_sub, n_sub = rate(lambda s: s.attacked and s.subtle)
    fa, n_b = rate(lambda s: not s.attacked)
    fa_main, n_b_main = rate(lambda s: not s.attacked and not s.subtle)
    print(f"\nattacked detection rate (OTA101 >= high): {d_main}/{n_main} = {d_main / n_main:.1%} "
          f"(every attacked scenario but the two subtle ones)")
    print(f"  incl. the subtle ones (planted request phrased as ordinary business): {d_all}/{n_all} = {d_all / n_all:.1%} "
          f"(subtle alone: {d_sub}/{n_sub})")
    print(f"benign false-alarm rate (OTA101/OTA102 >= high): {fa}/{n_b} = {fa / n_b:.1%} "
          f"(without the injection-like benign variant: {fa_main}/{n_b_main} = {fa_main / n_b_main:.1%})")
    nb = sum(args.runs for sc, _, _ in rows if not sc.attacked)
    na = sum(args.runs for sc, _, _ in rows if sc.attacked)
    dh, nh = rate(lambda s: s.attacked and s.held_out)
    fh, nfh = rate(lambda s: not s.attacked and s.held_out)
    dt_, nt_ = rate(lambda s: s.attacked and not s.held_out and not s.subtle)
    ft_, nft_ = rate(lambda s: not s.attacked and not s.held_out and not s.subtle)
    print(f"  scenarios written with the detector (rounds 1-2, not subtle): detection {dt_}/{nt_}, "
          f"false alarms {ft_}/{nft_}")
    print(f"  held-out round 3 (written and predicted before the first run, not tuned): detection "
          f"{dh}/{nh}, false alarms {fh}/{nfh}")
    print(f"naive rule (any value-level match = high): detection "
          f"{naive[(True, False)] + naive[(True, True)]}/{na}, false alarms "
          f"{naive[(False, False)]}/{nb} = {naive[(False, False)] / nb:.1%}")
    print(f"{len(rows) * args.runs} runs in {dt:.1f} s  (* = hard case: the phrasing says the opposite "
          "of the intent; value-level evidence cannot see intent)")


if __name__ == "__main__":
    main()
