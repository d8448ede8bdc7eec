"""The built-in recognizer: a linear model over segment features (:mod:`.features`), weights
fitted by :mod:`.train` and shipped as ``weights.json``.  Pure Python at run time.

A text's score is the highest segment probability; the instruction spans are the segments at or
above the threshold, each widened to the neighbouring segments that score at least half of it
(an instruction often spans a delimiter line, an address line and the imperative), merged.
Results are cached by content (bounded), since the same output is often read more than once.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from .boilerplate import mask_boilerplate
from .fastscore import FastScorer
from .fastsegments import segments
from .furniture import mask_furniture
from .features import MAX_TEXT

if TYPE_CHECKING:
    from . import Recognition

WEIGHTS = Path(__file__).resolve().parent / "weights.json"
CACHE_SIZE = 1024
WEAK = 0.5  # segment probability from which a passage reads somewhat like an instruction
SIGNALS = ("you", "ai", "task_ref", "ignore", "urgency", "authority", "roleplay", "secrecy", "effect", "tool",
           "user", "verb_start", "markup", "roletag", "embedded")


class LinearRecognizer:
    """Built-in backend (``name = "builtin"``)."""

    name = "builtin"

    def __init__(self, path: Path = WEIGHTS) -> None:
        blob = json.loads(path.read_text(encoding="utf-8"))
        if blob.get("format") != "orchtrace-recognizer/1":
            raise ValueError(f"{path}: not an orchtrace recognizer weights file")
        self.weights: dict[str, float] = {str(k): float(v) for k, v in blob["weights"].items()}
        # word weights keyed by the bare word (no "w:" string built per word at run time)
        self.word_weights: dict[str, float] = {k[2:]: v for k, v in self.weights.items() if k.startswith("w:")}
        self.bias = float(blob["bias"])
        self.threshold = float(blob["threshold"])
        self.scorer = FastScorer(self.weights, self.bias)
        self._cache: OrderedDict[bytes, Recognition] = OrderedDict()
        self._lock = threading.Lock()

    def _z(self, feats: list[str]) -> float:
        get = self.weights.get
        return self.bias + sum(get(f, 0.0) for f in feats)

    def recognize(self, text: str) -> Recognition:
        from . import Recognition

        if not isinstance(text, str) or not text:
            return Recognition(0.0, (), (), self.name)
        # e-mail disclaimers and notices blanked (same length: the spans keep their offsets)
        text = mask_furniture(mask_boilerplate(text[:MAX_TEXT]))
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                return hit
        rec = self._recognize(text)
        with self._lock:
            self._cache[key] = rec
            if len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return rec

    def _recognize(self, text: str) -> Recognition:
        from . import Recognition

        text = text[:MAX_TEXT]
        segs = segments(text)
        if not segs:
            return Recognition(0.0, (), (), self.name)
        # (start, end, probability, marks) of each segment
        scored = [(s, e, p, marks) for (s, e), (p, marks) in zip(segs, self.scorer.probabilities(text, segs))]
        return assemble(scored, self.threshold, self.name)


def assemble(scored: list[tuple[int, int, float, set[str]]], thr: float, name: str) -> Recognition:
    """The recognition of a text from its scored segments ``(start, end, probability, marks)``:
    the best probability, the spans at or above ``thr`` widened to neighbours at half of it, the
    signals of the spans and the lines around them, the weak passages."""
    from . import Recognition

    best = max(p for _, _, p, _ in scored)
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
        # the signals of the whole instruction and of the lines around it (its address line,
        # its delimiters)
        for j in range(max(0, lo - 1), min(n, hi + 2)):
            signals.update(c for c in scored[j][3] if c in SIGNALS)
        start, end = scored[lo][0], scored[hi][1]
        if spans and start <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
        else:
            spans.append((start, end))
    if not signals:  # below threshold: the signals of the most instruction-like segment and its neighbours
        k = max(range(n), key=lambda j: scored[j][2])
        if scored[k][2] >= thr / 2:
            for j in range(max(0, k - 1), min(n, k + 2)):
                signals.update(c for c in scored[j][3] if c in SIGNALS)
    if "roletag" not in signals and any("roletag" in m for _, _, _, m in scored):
        # chat-template role markers anywhere in a tool's output are written for a model, whichever
        # segment scores highest (the taint uses this mark together with the score)
        signals.add("roletag")
    weak = [(s, e) for s, e, p, _ in scored if WEAK <= p < thr and not any(a <= s and e <= b for a, b in spans)]
    return Recognition(round(best, 4), tuple(spans), tuple(sorted(signals)), name, tuple(weak[:32]))
