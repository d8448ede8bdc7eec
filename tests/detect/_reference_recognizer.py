"""Frozen copy of the recognizer's scoring as it was before the fast scorer (orchtrace 09ec8bd,
``LinearRecognizer._recognize``): every segment's feature names built by
:func:`orchtrace.detect.features.text_parts` (the definition used for training) and looked up
one by one.  Used only by the equivalence test."""

from __future__ import annotations

import math
from itertools import repeat

from orchtrace.detect import Recognition
from orchtrace.detect.features import MAX_TEXT, segments, text_parts
from orchtrace.detect.model import LinearRecognizer, assemble


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
    # (spans, signals and weak passages from the scored segments: shared with the run-time model)
    return assemble(scored, model.threshold, model.name)
