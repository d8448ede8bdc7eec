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
The operating point is chosen on the dev side: the lowest threshold whose false-positive rate on
BIPIA's benign dev texts (real e-mails, tables, code) is at most ``--max-fpr``.  Output: the
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


def default_corpus() -> Path:
    for up in (3, 4, 5):
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


def doc_segments(text: str, payload: tuple[int, int] | None) -> list[tuple[list[str], int]]:
    """(features, label) per segment of ``text``."""
    out = []
    spans = segments(text)
    for (s, e), feats in zip(spans, features_of(text, spans)):
        label = 0
        if payload is not None:
            ps, pe = payload
            inside = max(0, min(e, pe) - max(s, ps))
            label = int(inside * 2 >= (e - s))
        out.append((feats, label))
    return out


def examples(corpus: Path) -> tuple[list[list[str]], list[int], list[float]]:
    X: list[list[str]] = []
    y: list[int] = []
    w: list[float] = []
    rows = load_rows(corpus, "dev")
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

    for text, pl in synth_examples(seed=0):
        payload = (text.index(pl), text.index(pl) + len(pl)) if pl else None
        for feats, label in doc_segments(text, payload):
            X.append(feats)
            y.append(label)
            w.append(1.0)
    with HANDWRITTEN.open(encoding="utf-8") as fh:
        for line in fh:
            h = json.loads(line)
            text, pl = h["text"], h.get("payload")
            payload = (text.index(pl), text.index(pl) + len(pl)) if pl else None
            for feats, label in doc_segments(text, payload):
                X.append(feats)
                y.append(label)
                w.append(3.0)  # few, varied examples: each counts more
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


def choose_threshold(corpus: Path, weights: dict[str, float], bias: float, max_fpr: float) -> float:
    rows = load_rows(corpus, "dev")
    benign = [doc_score(r["text"], weights, bias) for r in rows if r["source"] == "bipia" and not r["injected"]]
    benign.sort()
    k = int(math.floor(len(benign) * (1 - max_fpr)))
    thr = benign[min(k, len(benign) - 1)] + 1e-4
    return round(min(max(thr, 0.5), 0.99), 4)


def main() -> None:
    ap = argparse.ArgumentParser(description="Fit the built-in instruction recognizer (dev side only).")
    ap.add_argument("--corpus", type=Path, default=None)
    ap.add_argument("--c", type=float, default=0.1, help="inverse regularisation strength (all features)")
    ap.add_argument("--c-struct", type=float, default=1.0, help="inverse regularisation strength (structural)")
    ap.add_argument("--min-count", type=int, default=10)
    ap.add_argument("--max-fpr", type=float, default=0.03, help="false-positive budget on BIPIA benign dev texts")
    ap.add_argument("--out", type=Path, default=WEIGHTS)
    args = ap.parse_args()
    corpus = args.corpus or default_corpus()
    X, y, w = examples(corpus)
    print(f"{len(X)} segments ({sum(y)} positive) from the dev side + hand-written examples")
    weights, bias = fit(X, y, w, args.c, args.min_count)
    structural = [[f for f in feats if not f.startswith(("w:", "first:"))] for feats in X]
    s_weights, s_bias = fit(structural, y, w, args.c_struct, 3)
    merged: dict[str, float] = {}
    for table in (weights, s_weights):
        for k, v in table.items():
            merged[k] = merged.get(k, 0.0) + v / 2
    weights = {k: round(v, 4) for k, v in merged.items() if abs(v) >= 1e-3}
    bias = round((bias + s_bias) / 2, 4)
    thr = choose_threshold(corpus, weights, bias, args.max_fpr)
    print(f"{len(weights)} features kept; threshold {thr} (BIPIA benign dev FPR <= {args.max_fpr})")
    blob = {"format": "orchtrace-recognizer/1", "trained_on": "injection corpus split_group=dev + handwritten_train",
            "c": args.c, "c_struct": args.c_struct, "min_count": args.min_count, "threshold": thr, "bias": bias,
            "weights": dict(sorted(weights.items()))}
    args.out.write_text(json.dumps(blob, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
