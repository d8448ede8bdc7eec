"""Fit the built-in instruction recognizer: ``python -m orchtrace.detect.train [--corpus DIR]``.

Training data (nothing from the corpus's ``test`` side is read):

* the injection corpus (``../shared/corpora/injection``), **only** ``split_group == "dev"``: every
  text is cut into segments (:func:`orchtrace.detect.features.segments`); a segment is positive
  when at least half of it lies inside the planted payload (``meta.payload_start`` ..), negative
  otherwise (benign texts: all segments);
* hand-written examples (``data/handwritten_train.jsonl``): attack styles the corpus lacks and
  benign look-alikes (invoices, replies, READMEs, calls to action, tables, code).

Model: the average of two L2-regularised logistic regressions (scikit-learn, training only), one
over all features (words included; words seen in fewer than ``--min-count`` training segments
dropped, no memorised names) and one over the structural features only (signals, shape,
context): words say what is asked, structure says how it is put, and the structural model keeps
the lexical one from leaning on the corpus's vocabulary.  Averaging logits of two linear models is
one linear model, so the shipped weights are their mean.
The operating point is chosen on the dev side: near the threshold whose false-positive rate on
BIPIA's benign dev texts (real e-mails, tables, code) is ``--max-fpr``, as the mean of the eleven
benign scores centred on that quantile (:func:`operating_point`), so that one text's score moving
with a refit moves it a tenth as much.  Output: the
weights file shipped in the package (rounded, sorted keys: the same data gives the same bytes).
Needs the ``[train]`` extra (numpy, scikit-learn); the run-time recognizer needs neither.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter
from pathlib import Path
from typing import Any

from .features import features_of, segments

HERE = Path(__file__).resolve().parent
WEIGHTS = HERE / "weights.json"
HANDWRITTEN = HERE / "data" / "handwritten_train.jsonl"
# payloads and honest look-alikes of the rounds of complete runs already looked at
# (tests/audit/round_examples.py; not in the wheel)
ROUNDS = HERE / "data" / "rounds_train.jsonl.gz"
# each round text's segments count this much (3.0, or positives weighted apart: lower dev CV AUROC,
# no better on rounds 24-29 left out); a file other than 1.0 records it as ``rounds_weight``
ROUNDS_WEIGHT = 1.0


def default_corpus() -> Path:
    """``shared/corpora/injection`` beside the checkout (a few levels up; a shallow checkout has
    fewer), else ``../shared/corpora/injection`` from the working directory."""
    for up in (3, 4, 5):
        if up >= len(HERE.parents):
            break
        cand = HERE.parents[up] / "shared" / "corpora" / "injection"
        if cand.exists():
            return cand
    return Path("../shared/corpora/injection")


def load_rows(corpus: Path, side: str) -> list[dict[str, Any]]:
    rows = []
    for name in ("bipia", "injecagent", "asb"):
        with (corpus / f"{name}.jsonl").open(encoding="utf-8") as fh:
            for line in fh:
                r = json.loads(line)
                if r["split_group"] == side:
                    rows.append(r)
    return rows


_NOT_PROSE = ("s:code", "s:json", "s:len1")
_ASKS = ("c:verb_start", "c:you", "c:ai", "c:task_ref", "c:reply_ref", "c:ignore", "c:clause_imperative")


def doc_segments(text: str, payload: tuple[int, int] | None) -> list[tuple[list[str], int]]:
    """(features, label) per segment of ``text``.  Segments of a payload that are not prose (a
    code line, a JSON fragment, a fence or a one-word line of a code block the instruction asks
    to include) are left out: the instruction is the sentence that asks, and those lines look
    the same in benign code."""
    out = []
    spans = segments(text)
    for (s, e), feats in zip(spans, features_of(text, spans)):
        label = 0
        if payload is not None:
            ps, pe = payload
            inside = max(0, min(e, pe) - max(s, ps))
            label = int(inside * 2 >= (e - s))
            if label and any(f in _NOT_PROSE for f in feats):
                continue
        out.append((feats, label))
    return out


def round_rows(path: Path | None, halves: set[str] | None = None) -> list[dict[str, Any]]:
    """Rows of a rounds file (``{"text", "payload", "half"}``), optionally only some halves."""
    if path is None or not path.exists():
        return []
    import gzip

    with gzip.open(path, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    return [r for r in rows if halves is None or r["half"] in halves]


def examples(corpus: Path, rows: list[dict[str, Any]] | None = None,
             rounds: list[dict[str, Any]] | None = None,
             rounds_weight: float = ROUNDS_WEIGHT) -> tuple[list[list[str]], list[int], list[float]]:
    X: list[list[str]] = []
    y: list[int] = []
    w: list[float] = []
    rows = load_rows(corpus, "dev") if rows is None else rows
    for r in rows:
        payload = None
        if r["injected"]:
            start = r["meta"]["payload_start"]
            payload = (start, start + len(r["meta"]["payload"]))
        weight = 0.5 if r["source"] == "asb" else 1.0  # one wrapper sentence: do not let it dominate
        for feats, label in doc_segments(r["text"], payload):
            X.append(feats)
            y.append(label)
            w.append(weight)
    from .synth import examples as synth_examples

    def add(items: Any, weight: float, signal_only: bool = False) -> None:
        # (text, payload text or None) pairs, each segment at ``weight``
        for text, pl in items:
            payload = (text.index(pl), text.index(pl) + len(pl)) if pl else None
            for feats, label in doc_segments(text, payload):
                if signal_only and label and not any(f.startswith("c:") for f in feats):
                    # a payload line with no signal at all (a greeting, a line of another language
                    # whose words the features cannot read): it would only teach the model that
                    # any segment may be an instruction (the intercept), not what one looks like
                    continue
                X.append(feats)
                y.append(label)
                w.append(weight)

    add(synth_examples(seed=0), 1.0)
    with HANDWRITTEN.open(encoding="utf-8") as fh:
        hand = [json.loads(line) for line in fh]
    add(((h["text"], h.get("payload")) for h in hand), 3.0)  # few, varied examples: each counts more
    add(((h["text"], h.get("payload")) for h in rounds or ()), rounds_weight, signal_only=True)
    return X, y, w


def fit(X: list[list[str]], y: list[int], w: list[float], c: float, min_count: int) -> tuple[dict[str, float], float]:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    counts = Counter(f for feats in X for f in set(feats))
    keep = {f for f, n in counts.items() if n >= min_count}
    dicts = [{f: 1 for f in feats if f in keep} for feats in X]
    vec = DictVectorizer(sort=True)
    M = vec.fit_transform(dicts).tocsr()
    import numpy as np

    M.indices = M.indices.astype(np.int32)
    M.indptr = M.indptr.astype(np.int32)
    clf = LogisticRegression(C=c, class_weight="balanced", max_iter=3000, solver="liblinear")
    clf.fit(M, y, sample_weight=w)
    names = vec.get_feature_names_out()
    weights = {str(n): round(float(v), 4) for n, v in zip(names, clf.coef_[0]) if abs(v) >= 1e-3}
    return weights, round(float(clf.intercept_[0]), 4)


def doc_score(text: str, weights: dict[str, float], bias: float) -> float:
    best = -1e9
    for feats in features_of(text, segments(text)):
        z = bias + sum(weights.get(f, 0.0) for f in feats)
        best = max(best, z)
    return 1.0 / (1.0 + math.exp(-best)) if best > -1e9 else 0.0


# order statistics on each side of the quantile that the operating point averages
OP_HALF_WINDOW = 5


def operating_point(benign: list[float], max_fpr: float) -> float:
    """The threshold for ``max_fpr`` false positives on the benign scores ``benign``: the mean of the
    ``2 * OP_HALF_WINDOW + 1`` sorted scores centred on the ``1 - max_fpr`` quantile.

    Why not that one order statistic: a refit for a small cue moves a few texts' scores, and the
    single score at the quantile then jumps to its neighbour (440 BIPIA benign dev texts: 0.873 to
    0.883 across the thirty-eighth pass's refits, enough alone to move near-threshold runs); the
    mean of eleven moved 0.880 to 0.882 over the same refits, with the same operating point."""
    ranked = sorted(benign)
    if not ranked:
        raise ValueError("no benign scores to choose an operating point from")
    k = min(math.floor(len(ranked) * (1 - max_fpr)), len(ranked) - 1)
    window = ranked[max(k - OP_HALF_WINDOW, 0):k + OP_HALF_WINDOW + 1]
    return round(min(max(sum(window) / len(window), 0.5), 0.99), 4)


def choose_threshold(corpus: Path, weights: dict[str, float], bias: float, max_fpr: float) -> float:
    rows = load_rows(corpus, "dev")
    benign = [doc_score(r["text"], weights, bias) for r in rows if r["source"] == "bipia" and not r["injected"]]
    return operating_point(benign, max_fpr)


def fit_model(X: list[list[str]], y: list[int], w: list[float], c: float, c_struct: float,
              min_count: int) -> tuple[dict[str, float], float]:
    """The averaged lexical + structural model (see the module docstring)."""
    weights, bias = fit(X, y, w, c, min_count)
    structural = [[f for f in feats if not f.startswith(("w:", "first:", "b:"))] for feats in X]
    s_weights, s_bias = fit(structural, y, w, c_struct, 3)
    merged: dict[str, float] = {}
    for table in (weights, s_weights):
        for k, v in table.items():
            merged[k] = merged.get(k, 0.0) + v / 2
    return {k: round(v, 4) for k, v in merged.items() if abs(v) >= 1e-3}, round((bias + s_bias) / 2, 4)


def _auroc(pos: list[float], neg: list[float]) -> float:
    import numpy as np

    if not pos or not neg:
        return float("nan")
    p, n = np.array(pos), np.array(neg)
    allv = np.concatenate([p, n])
    order = allv.argsort(kind="mergesort")
    ranks = np.empty(len(allv))
    ranks[order] = np.arange(1, len(allv) + 1)
    # average ranks of ties
    vals = allv[order]
    k = 0
    while k < len(vals):
        j = k
        while j + 1 < len(vals) and vals[j + 1] == vals[k]:
            j += 1
        if j > k:
            ranks[order[k:j + 1]] = (k + j + 2) / 2
        k = j + 1
    return float((ranks[: len(p)].sum() - len(p) * (len(p) + 1) / 2) / (len(p) * len(n)))


def cross_validate(corpus: Path, c: float, c_struct: float, min_count: int, max_fpr: float,
                   rounds: list[dict[str, Any]] | None = None, rounds_weight: float = ROUNDS_WEIGHT) -> None:
    """Model selection without the test side: two folds of the dev side's *groups* (fit on one
    fold + the compositional and hand-written examples, score the other), AUROC per source and
    BIPIA benign false positives at a threshold chosen on the fitting fold."""
    import hashlib

    rows = load_rows(corpus, "dev")
    fold = {r["id"]: int(hashlib.sha256(r["group"].encode()).hexdigest()[:8], 16) % 2 for r in rows}
    for k in (0, 1):
        fit_rows = [r for r in rows if fold[r["id"]] != k]
        held = [r for r in rows if fold[r["id"]] == k]
        X, y, w = examples(corpus, fit_rows, rounds, rounds_weight)
        weights, bias = fit_model(X, y, w, c, c_struct, min_count)
        thr = operating_point([doc_score(r["text"], weights, bias) for r in fit_rows
                               if r["source"] == "bipia" and not r["injected"]], max_fpr)
        scores = [(r, doc_score(r["text"], weights, bias)) for r in held]
        line = [f"fold {k}: AUROC all {_auroc([s for r, s in scores if r['injected']], [s for r, s in scores if not r['injected']]):.4f}"]
        for src in ("bipia", "injecagent", "asb"):
            pos = [s for r, s in scores if r["source"] == src and r["injected"]]
            neg = [s for r, s in scores if r["source"] == src and not r["injected"]]
            line.append(f"{src} {_auroc(pos, neg):.4f}")
        bb = [(r, s) for r, s in scores if r["source"] == "bipia" and not r["injected"]]
        for task in ("email", "table", "code"):
            sl = [s for r, s in bb if r["meta"].get("task") == task]
            line.append(f"FP {task} {sum(s >= thr for s in sl)}/{len(sl)}")
        tp = [s for r, s in scores if r["injected"]]
        line.append(f"TPR {sum(s >= thr for s in tp)}/{len(tp)}")
        for sl_name in ("bipia/email", "bipia/table", "bipia/code", "injecagent/base"):
            src, sub = sl_name.split("/")
            sl = [s for r, s in scores if r["injected"] and r["source"] == src
                  and (r["meta"].get("task") or r["meta"].get("variant")) == sub]
            line.append(f"{sl_name} {sum(s >= thr for s in sl)}/{len(sl)}")
        print("; ".join(line), flush=True)


def weights_blob(corpus: Path, rounds: list[dict[str, Any]], c: float = 0.1, c_struct: float = 1.0,
                 min_count: int = 10, max_fpr: float = 0.03, log: Any = None,
                 rounds_weight: float = ROUNDS_WEIGHT) -> dict[str, Any]:
    """Fit on the dev side + hand-written examples + ``rounds`` rows; the weights file's content
    (the defaults are the command line's)."""
    X, y, w = examples(corpus, rounds=rounds, rounds_weight=rounds_weight)
    if log:
        log(f"{len(X)} segments ({sum(y)} positive) from the dev side + hand-written examples + "
            f"{len(rounds)} round texts")
    weights, bias = fit_model(X, y, w, c, c_struct, min_count)
    thr = choose_threshold(corpus, weights, bias, max_fpr)
    if log:
        log(f"{len(weights)} features kept; threshold {thr} (BIPIA benign dev scores around their "
            f"{1 - max_fpr:g} quantile)")
    halves = sorted({r["half"] for r in rounds}, key=lambda h: (len(h), h))
    trained_on = "injection corpus split_group=dev + handwritten_train" + (
        f" + rounds_train ({len(rounds)} texts of {', '.join(halves)})" if rounds else "")
    blob = {"format": "orchtrace-recognizer/1", "trained_on": trained_on,
            "c": c, "c_struct": c_struct, "min_count": min_count, "threshold": thr, "bias": bias,
            "weights": dict(sorted(weights.items()))}
    if rounds_weight != ROUNDS_WEIGHT:
        blob["rounds_weight"] = rounds_weight
    return blob


def main() -> None:
    ap = argparse.ArgumentParser(description="Fit the built-in instruction recognizer (dev side only).")
    ap.add_argument("--corpus", type=Path, default=None)
    ap.add_argument("--c", type=float, default=0.1, help="inverse regularisation strength (all features)")
    ap.add_argument("--c-struct", type=float, default=1.0, help="inverse regularisation strength (structural)")
    ap.add_argument("--min-count", type=int, default=10)
    ap.add_argument("--max-fpr", type=float, default=0.03, help="false-positive budget on BIPIA benign dev texts")
    ap.add_argument("--out", type=Path, default=WEIGHTS)
    ap.add_argument("--cv", action="store_true", help="two-fold group cross-validation on the dev side only")
    ap.add_argument("--rounds", type=Path, default=ROUNDS,
                    help="rounds-of-complete-runs examples (tests/audit/round_examples.py); '-' for none")
    ap.add_argument("--round-halves", default=None, help="only these halves of the rounds file (comma list)")
    ap.add_argument("--rounds-weight", type=float, default=ROUNDS_WEIGHT,
                    help="weight of each round text's segments (the corpus's are 1.0)")
    args = ap.parse_args()
    corpus = args.corpus or default_corpus()
    rounds = round_rows(None if str(args.rounds) == "-" else args.rounds,
                        set(args.round_halves.split(",")) if args.round_halves else None)
    if args.cv:
        cross_validate(corpus, args.c, args.c_struct, args.min_count, args.max_fpr, rounds, args.rounds_weight)
        return
    blob = weights_blob(corpus, rounds, args.c, args.c_struct, args.min_count, args.max_fpr, log=print,
                        rounds_weight=args.rounds_weight)
    args.out.write_text(json.dumps(blob, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
