"""Frozen copy of the recognizer's scoring as it was before the fast scorer (orchtrace 09ec8bd,
``LinearRecognizer._recognize``): every segment's feature names built by
:func:`orchtrace.detect.features.text_parts` (the definition used for training) and looked up
one by one.  Used only by the equivalence test."""

from __future__ import annotations

import math
from itertools import repeat

from orchtrace.detect import Recognition
from orchtrace.detect.features import MAX_TEXT, segments, text_parts
from orchtrace.detect.model import SIGNALS, WEAK, LinearRecognizer


def reference_recognize(model: LinearRecognizer, text: str) -> Recognition:
    if not isinstance(text, str) or not text:
        return Recognition(0.0, (), (), model.name)
    text = text[:MAX_TEXT]
    segs = segments(text)
    if not segs:
        return Recognition(0.0, (), (), model.name)
    scored: list[tuple[int, int, float, set[str]]] = []
    wget = model.word_weights.get
    fget = model.weights.get
    for (s, e), (words, other, cats) in zip(segs, text_parts(text, segs)):
        z = model.bias + sum(map(wget, set(words), repeat(0.0))) + sum(map(fget, other, repeat(0.0)))
        p = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))
        scored.append((s, e, p, cats))
    best = max(p for _, _, p, _ in scored)
    thr = model.threshold
    spans: list[tuple[int, int]] = []
    signals: set[str] = set()
    n = len(scored)
    for k, (s, e, p, cats) in enumerate(scored):
        if p < thr:
            continue
        signals.update(c for c in cats if c in SIGNALS)
        lo, hi = k, k
        while lo > 0 and scored[lo - 1][2] >= thr / 2:
            lo -= 1
        while hi < n - 1 and scored[hi + 1][2] >= thr / 2:
            hi += 1
        for j in range(max(0, lo - 1), min(n, hi + 2)):
            signals.update(c for c in scored[j][3] if c in SIGNALS)
        start, end = scored[lo][0], scored[hi][1]
        if spans and start <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
        else:
            spans.append((start, end))
    if not signals:
        k = max(range(n), key=lambda j: scored[j][2])
        if scored[k][2] >= thr / 2:
            for j in range(max(0, k - 1), min(n, k + 2)):
                signals.update(c for c in scored[j][3] if c in SIGNALS)
    weak = [(s, e) for s, e, p, _ in scored if WEAK <= p < thr and not any(a <= s and e <= b for a, b in spans)]
    return Recognition(round(best, 4), tuple(spans), tuple(sorted(signals)), model.name, tuple(weak[:32]))
