"""Fit the evidence model on complete runs and choose its operating point.

    python -m orchtrace.audit.risk.train [--rounds 10-131] [--runs 100] [--corpus 200] [--folds 6] [--cv]

Needs a source checkout (the scenario rounds live in ``tests/audit/complete_runs_roundN.py``) and
the ``train`` extra (numpy, scipy).  For every round half, ``--runs`` attacked and as many benign
runs are built with the real decorators (benign third-party content and corpus payloads drawn
from the injection corpus's **dev** side only) and swept by the audit; each action that untrusted
content reached gives one evidence vector.  Positives: the injected call of each attacked run
(plus the attacker's call of ``--corpus`` attacked runs per corpus source, dev side).  Negatives:
every such action of the benign runs.  (Honest actions of attacked runs are left out: they do
follow an injection in context; ``--siblings W`` counts them as negatives of weight W, since a
reviewer reads a high on the honest refund beside the injected one as a false alarm.  Every fit
reports the share of attacked runs in which an honest action also scores at the operating point.)

``--save-vectors F`` writes the collected evidence (gzipped JSON lines); ``--vectors F`` fits on it
instead of capturing every round again (collecting rounds 10-519 takes ~17 minutes, a fit seconds).

The operating point is the lowest score at which at most ``--max-fp`` of the *benign runs*
would raise a high finding (any action at or above it): the product's false-alarm unit is a run.

Recognizer scores are *out of fold*: the rounds are dealt into ``--folds`` folds, and each fold's
runs are captured with the instruction recognizer refitted without that fold's rows of its
rounds file (the shipped recognizer trains on the rounds too, so its scores on them are better
than on fresh runs; a model fitted on those would over-trust them).  ``--cv`` first reports the
rates on each fold left out of the fit, then fits on everything.  Deterministic for a given seed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from .features import DOWN, HELD, UP, evidence_features
from .model import RiskModel

REPO = Path(__file__).resolve().parents[4]
WEIGHTS = Path(__file__).with_name("weights.json")


def _rounds(spec: str) -> list[int]:
    out: list[int] = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out.extend(range(int(a), int(b or a) + 1))
    return out


def run_vectors(trace: dict[str, Any], sink: str | None) -> list[tuple[bool, dict[str, float]]]:
    """(is the injected call, evidence) for each action of ``trace`` that untrusted content reached."""
    from ..runner import Engine

    engine = Engine(None)
    _, s = engine.audit(trace)
    out = []
    for i in sorted(s.auth):
        if s.types[i] != "tool_call":
            continue
        flow = s.flow(i)
        feats = evidence_features(s, i, flow) if flow else None
        if feats is not None:
            out.append((s.ids[i] == sink, feats))
    return out


def fold_recognizer(rows: list[dict[str, Any]], leave_out: set[str], tmp: Path) -> Any:
    """The built-in recognizer fitted as shipped, but without the rounds-file rows of the halves
    ``leave_out``."""
    from ...detect.model import WEIGHTS, LinearRecognizer
    from ...detect.train import ROUNDS_WEIGHT, default_corpus, weights_blob

    # the round texts weigh what they weigh in the recognizer being evaluated
    weight = json.loads(WEIGHTS.read_text(encoding="utf-8")).get("rounds_weight", ROUNDS_WEIGHT)
    blob = weights_blob(default_corpus(), [r for r in rows if r["half"] not in leave_out], rounds_weight=weight)
    tmp.write_text(json.dumps(blob, sort_keys=True), encoding="utf-8")
    return LinearRecognizer(tmp)


def collect(rounds: list[int], runs: int, corpus: int, seed: int, folds: int = 0,
            recognizer_rounds: Path | None = None) -> list[dict[str, Any]]:
    """One record per run: half, attacked, and its actions' evidence.  With ``folds``, each
    round's runs are captured with a recognizer fitted without that round's fold (its scores are
    then what a round nobody trained on gets: the model learns to trust them as much as they
    deserve on fresh data, not as much as they score on their own training rounds)."""
    import importlib
    import tempfile

    from ...detect import set_backend
    from ...detect.train import ROUNDS, round_rows

    sys.path.insert(0, str(REPO))
    for n in rounds:
        importlib.import_module(f"tests.audit.complete_runs_round{n}")
    from tests.audit.complete_runs import corpus_runs, make_run, tool_call_ids

    # (the shipped rounds file by default: a fold recognizer without any round rows would score
    # far below the shipped one, and a model fitted on its scores would over-trust weak ones)
    rows = round_rows(recognizer_rounds or ROUNDS) if folds else []
    groups = [g for g in (rounds[j::folds] for j in range(folds)) if g] if folds else [rounds]
    records = []
    try:
        with tempfile.TemporaryDirectory() as d:
            for group in groups:
                if folds:
                    set_backend(fold_recognizer(rows, {f"held_out{n}" for n in group}, Path(d) / "w.json"))
                for n in group:
                    half = f"held_out{n}"
                    rng = random.Random(seed * 1_000_003 + n)
                    for attacked in (True, False):
                        for _ in range(runs):
                            trace, run = make_run(rng, attacked=attacked, half=half, side="dev")
                            sink = tool_call_ids(trace)[run.injected_index] if attacked else None
                            records.append({"half": half, "attacked": attacked, "acts": run_vectors(trace, sink)})
    finally:
        set_backend(None)
    for source in ("injecagent", "asb") if corpus else ():
        for trace, run in corpus_runs(source, "dev", corpus, random.Random(seed)):
            sink = tool_call_ids(trace)[run.injected_index]
            records.append({"half": "corpus", "attacked": True, "acts": run_vectors(trace, sink)})
    return records


def _xy(records: list[dict[str, Any]], siblings: float = 0.0) -> tuple[list[dict[str, float]], list[int], list[float]]:
    """Rows, labels and row weights.  ``siblings`` > 0: the honest actions of attacked runs are
    negatives too, each weighing that much (a high on the honest refund beside the injected one
    is a false alarm to the reviewer who reads it, though the run is caught either way)."""
    X, y, w = [], [], []
    for r in records:
        for is_sink, f in r["acts"]:
            weight = siblings if r["attacked"] and not is_sink else 1.0
            if weight > 0:
                X.append(f)
                y.append(int(is_sink))
                w.append(weight)
    return X, y, w


def fit(records: list[dict[str, Any]], c: float, max_fp: float, meta: dict[str, Any],
        frozen: RiskModel | None = None, only: frozenset[str] | None = None, siblings: float = 0.0) -> RiskModel:
    """L2-regularised logistic regression with classes weighed equally, each weight held to its
    feature's direction (:data:`.features.UP` / :data:`.features.DOWN`; L-BFGS-B); the weights of
    :data:`.features.HELD` stay 0.

    With ``frozen`` (a shipped model) and ``only`` (feature names), only the weights of ``only``
    are fitted, on top of ``frozen``'s weights, intercept and operating point, which are kept:
    new evidence is *added* to a model whose behaviour elsewhere the hand-written tests pin
    (a full refit re-balances every sparse weight, and some swing: see ``bench/RESULTS.md``)."""
    import numpy as np
    from scipy.optimize import minimize

    X, y, row_w = _xy(records, siblings)
    names = sorted({k for f in X for k in f} if frozen is None else {k for f in X for k in f if k in (only or ())})
    col = {n: j for j, n in enumerate(names)}
    A = np.zeros((len(X), len(names) + 1))
    A[:, -1] = 1.0  # intercept (not regularised, not bounded)
    for r, f in enumerate(X):
        for k, v in f.items():
            j = col.get(k)
            if j is not None:
                A[r, j] = v
    # the frozen model's logit, a fixed offset per row (its intercept included)
    offset = np.asarray([frozen.logit({k: v for k, v in f.items() if k not in col}) for f in X]) \
        if frozen is not None else np.zeros(len(X))
    t = np.asarray(y, dtype=float)
    pos = max(1.0, t.sum())
    neg = max(1.0, float(np.asarray(row_w)[t == 0].sum()))  # (weighed rows: siblings count as their weight)
    sw = np.where(t > 0, len(t) / (2 * pos), len(t) / (2 * neg)) * np.asarray(row_w)  # "balanced"
    reg = np.ones(len(names) + 1) / c
    reg[-1] = 0.0

    def loss(w: Any) -> tuple[float, Any]:
        z = A @ w + offset
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))
        ll = np.logaddexp(0.0, z) - t * z  # -log likelihood per row
        g = A.T @ (sw * (p - t)) + reg * w
        return float(sw @ ll + 0.5 * (reg * w) @ w), g

    bounds = [(0.0, 0.0) if n in HELD else (0.0, None) if n in UP else (None, 0.0) if n in DOWN else (None, None)
              for n in names]
    bounds.append((0.0, 0.0) if frozen is not None else (None, None))  # (the frozen intercept stays)
    res = minimize(loss, np.zeros(len(names) + 1), jac=True, method="L-BFGS-B", bounds=bounds,
                   options={"maxiter": 5000})
    w = res.x
    weights = {n: round(float(w[col[n]]), 6) for n in names if abs(w[col[n]]) > 1e-6}
    if frozen is not None:
        weights = {**{k: v for k, v in frozen.weights.items() if k not in (only or ())}, **weights}
        return RiskModel(weights, frozen.intercept, frozen.threshold, meta)
    model = RiskModel(weights, round(float(w[-1]), 6), 0.5, meta)
    model.threshold = operating_point(model, records, max_fp)
    return model


def operating_point(model: RiskModel, records: list[dict[str, Any]], max_fp: float) -> float:
    """Lowest score (3 decimals) at which at most ``max_fp`` of the benign runs have an action at or above it."""
    tops = sorted((max((model.probability(f) for _, f in r["acts"]), default=0.0)
                   for r in records if not r["attacked"]), reverse=True)
    allowed = int(max_fp * len(tops))  # benign runs that may reach it
    cut = tops[allowed] if allowed < len(tops) else 0.0  # the first run that must stay below
    return round(min(0.999, cut + 0.0005), 3)


def rates(model: RiskModel, records: list[dict[str, Any]]) -> tuple[float, float, float]:
    """(share of attacked runs whose injected call scores at/above the operating point,
    share of benign runs with any action at/above it, share of the rounds' attacked runs in which
    an honest action also does: what the run-level rates do not show; corpus runs have one
    action).  Each action is scored once."""
    t = model.threshold
    hit = fa = sib = n_att = n_ben = n_rounds = 0
    for r in records:
        at = [(s, model.probability(f) >= t) for s, f in r["acts"]]
        if r["attacked"]:
            n_att += 1
            hit += any(s and up for s, up in at)
            if r["half"] != "corpus":
                n_rounds += 1
                sib += any(up and not s for s, up in at)
        else:
            n_ben += 1
            fa += any(up for _s, up in at)
    return hit / max(1, n_att), fa / max(1, n_ben), sib / max(1, n_rounds)


def save_vectors(records: list[dict[str, Any]], path: Path) -> None:
    """The collected evidence as gzipped JSON lines (one run per line), written whole or not at all:
    a later fit can start from it (``--vectors``) instead of capturing every round again."""
    import gzip

    tmp = path.with_name(path.name + ".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps({"half": r["half"], "attacked": r["attacked"],
                                 "acts": [[bool(s), f] for s, f in r["acts"]]}, sort_keys=True) + "\n")
    tmp.replace(path)


def load_vectors(path: Path) -> list[dict[str, Any]]:
    """Records written by :func:`save_vectors`; a line that is not one (wrong types, a feature
    that is not a finite number) is refused by its line number: a fit on half-read data is worse
    than none."""
    import gzip

    out = []
    n = 0
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                out.append(_vector_record(path, n, line))
    except (OSError, EOFError, UnicodeDecodeError) as exc:  # not gzip, cut short, not text
        raise SystemExit(f"{path}: unreadable after line {n} ({exc})") from exc
    return out


def _vector_record(path: Path, n: int, line: str) -> dict[str, Any]:
    """Line ``n`` of a vectors file as a record, or exit naming it."""
    import math

    try:
        r = json.loads(line)
        acts = [(s, {str(k): float(v) for k, v in f.items()}) for s, f in r["acts"]]
        if not isinstance(r["half"], str) or not isinstance(r["attacked"], bool) or any(
                not isinstance(s, bool) or not all(map(math.isfinite, f.values())) for s, f in acts):
            raise ValueError
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SystemExit(f"{path}: line {n} is not an evidence record") from exc
    return {"half": r["half"], "attacked": r["attacked"], "acts": acts}


def cross_validate(records: list[dict[str, Any]], rounds: list[int], k: int, c: float, max_fp: float,
                   frozen: RiskModel | None = None, only: frozenset[str] | None = None,
                   siblings: float = 0.0) -> list[str]:
    """Rates on each fold of rounds (``rounds[j::k]``) with the model fitted on the others."""
    lines = []
    folds = [rounds[j::k] for j in range(k)]
    tot = [0.0, 0.0, 0.0, 0]
    for fold in folds:
        names = {f"held_out{n}" for n in fold}
        train = [r for r in records if r["half"] not in names]
        test = [r for r in records if r["half"] in names]
        m = fit(train, c, max_fp, {}, frozen, only, siblings)
        rec, fa, sib = rates(m, test)
        tot[0] += rec * len(fold)
        tot[1] += fa * len(fold)
        tot[2] += sib * len(fold)
        tot[3] += len(fold)
        lines.append(f"  left out rounds {','.join(map(str, fold))}: injected calls >= operating point {rec:.1%}, "
                     f"benign runs with one {fa:.1%}, attacked runs with an honest action at it too {sib:.1%} "
                     f"(threshold {m.threshold})")
    lines.append(f"  mean over folds (weighted by rounds): {tot[0] / tot[3]:.1%} / {tot[1] / tot[3]:.1%}; "
                 f"honest actions of attacked runs {tot[2] / tot[3]:.1%}")
    return lines


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", default="10-131", help="the blind rounds to fit on (the shipped model's)")
    ap.add_argument("--runs", type=int, default=100, help="attacked and benign runs per round")
    ap.add_argument("--corpus", type=int, default=200, help="attacked corpus runs per source (dev side)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--c", type=float, default=1.0, help="inverse L2 strength")
    ap.add_argument("--max-fp", type=float, default=0.07, help="benign runs allowed at/above the operating point")
    ap.add_argument("--folds", type=int, default=6,
                    help="folds of rounds (rounds[j::K]): out-of-fold recognizer scores, and --cv; 0: none")
    ap.add_argument("--recognizer-rounds", type=Path, default=None,
                    help="the recognizer's rounds file (default: the shipped one) for out-of-fold recognizers")
    ap.add_argument("--cv", action="store_true", help="report rates on each fold left out of the fit first")
    ap.add_argument("--freeze", type=Path, default=None,
                    help="a weights file whose weights, intercept and operating point are kept; only --only's are fitted")
    ap.add_argument("--only", default="", help="with --freeze: the comma-separated features to fit")
    ap.add_argument("--siblings", type=float, default=0.0,
                    help="weight of the honest actions of attacked runs as negatives (default 0: left out)")
    ap.add_argument("--save-vectors", type=Path, default=None,
                    help="also write the collected evidence here (gzipped JSON lines) for later fits")
    ap.add_argument("--vectors", type=Path, default=None,
                    help="fit on evidence written by --save-vectors instead of collecting it again "
                         "(--rounds still names the folds; --runs, --corpus, --seed, --recognizer-rounds are ignored)")
    ap.add_argument("--out", type=Path, default=WEIGHTS)
    args = ap.parse_args(argv)
    rounds = _rounds(args.rounds)
    from ...detect.train import ROUNDS

    rec_rounds = args.recognizer_rounds or ROUNDS
    if args.vectors is not None:
        if not args.vectors.is_file():
            raise SystemExit(f"--vectors {args.vectors}: no such file")
        keep = {f"held_out{n}" for n in rounds} | {"corpus"}
        records = [r for r in load_vectors(args.vectors) if r["half"] in keep]
    else:
        records = collect(rounds, args.runs, args.corpus, args.seed, args.folds, rec_rounds)
    if args.save_vectors is not None:
        save_vectors(records, args.save_vectors)
    frozen = only = None
    if args.freeze is not None:
        frozen = RiskModel.from_json(json.loads(args.freeze.read_text(encoding="utf-8")))
        only = frozenset(x.strip() for x in args.only.split(",") if x.strip())
        if not only:
            raise SystemExit("--freeze needs --only: the features to fit on top of the frozen model")
    if args.cv and args.folds:
        print(f"cross-validation, {args.folds} folds of rounds:")
        print("\n".join(cross_validate(records, rounds, args.folds, args.c, args.max_fp, frozen, only, args.siblings)))
    meta = {"rounds": args.rounds, "runs_per_label": args.runs, "corpus_runs_per_source": args.corpus,
            "corpus_side": "dev", "seed": args.seed, "c": args.c, "max_fp": args.max_fp,
            "out_of_fold_recognizer": bool(args.folds), "folds": args.folds, "siblings": args.siblings,
            "command": "python -m orchtrace.audit.risk.train " + " ".join(argv if argv is not None else sys.argv[1:])}
    if frozen is not None:
        # (this fit's settings on top, the frozen model's own record under "base")
        meta = {**meta, "fitted_features": sorted(only or ()),
                "base": {k: v for k, v in frozen.meta.items() if k != "base"}}
    model = fit(records, args.c, args.max_fp, meta, frozen, only, args.siblings)
    rec, fa, sib = rates(model, records)
    model.meta["in_sample"] = {"injected_at_or_above": round(rec, 4), "benign_runs_at_or_above": round(fa, 4),
                               "attacked_runs_with_an_honest_action_at_or_above": round(sib, 4)}
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text(json.dumps(model.to_json(), indent=1) + "\n", encoding="utf-8")
    tmp.replace(args.out)  # never a half-written weights file
    print(f"wrote {args.out}: {len(model.weights)} weights, threshold {model.threshold}, "
          f"in-sample {rec:.1%} / {fa:.1%}; honest actions of attacked runs at it too: {sib:.1%}")


if __name__ == "__main__":
    main()
