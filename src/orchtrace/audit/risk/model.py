"""The evidence model: how likely an action is an injected one, from its evidence vector.

A logistic model over :func:`.features.evidence_features`, fitted by :mod:`.train` on complete
runs (attacked runs' injected calls against every action of benign runs) and shipped as
``weights.json`` with the operating point and the data it was fitted on.  Scoring is a dot
product over a few dozen named numbers: microseconds per action, no dependencies.

Why a fitted model rather than a hand-made table: the hand-made table of
:mod:`orchtrace.audit.flowseverity` was tuned round after round on held-out runs and stayed near
77% of injected actions at high with ~20% of benign runs raising a high on fresh rounds; weighing
the same evidence by a model fitted on those rounds and checked on rounds left out of the fit did
better on every split (``bench/RESULTS.md``, "Evidence model").
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources
from typing import Any

# what a feature means, for the finding's reasons (a feature not listed reads as its name)
LABELS = {
    "asked_T": "the task asked for this kind of action",
    "asked_F": "the task never asked for this kind of action",
    "asked_N": "the task's intent is unknown for this tool",
    "asked_object": "the task named only what this tool acts on, not what it does",
    "args_trusted": "a key argument is a value the user named",
    "asked_repeat": ("the task asked for this kind of action, but the run makes another call of it aimed "
                     "elsewhere"),
    "repeat_single": ("the task asked for one such action, and the run makes another call of it aimed "
                      "elsewhere"),
    "beside_clean": ("this call takes values from an instruction-like passage, another call of the tool takes plain "
                     "values"),
    "named_target": "another call of this tool takes the target the task named",
    "unasked_beside_F": "the task asked for another action of this run, never for this kind",
    "unasked_beside_N": "the task asked for another action of this run; its intent for this tool is unknown",
    "loose_beside": "the task names another tool's subject; this one only shares its kind of effect",
    "outnamed_beside": "the task names more of another tool's name than of this one's",
    "key_untrusted": "no key argument is a value the task named",
    "key_accounted": ("every key value from untrusted output is the case's own (a record's field, a value another "
                      "action of the run carries, or the task's)"),
    "case_anchored": ("a key argument carries the case's own value (a record's field, or one another action of the "
                      "run carries)"),
    "commanded": "a clause of the untrusted output asks for this action with one of its key values",
    "routine_step": ("a note or a message nobody asked for, aimed at no one the untrusted output named: the job's "
                     "own bookkeeping"),
    "uncommanded_beside": ("an extra step nobody asked for: no clause of the content asks for it and no instruction "
                           "was recognized"),
    "n_sources": "how many untrusted outputs had reached the agent",
    "v_planted": "an argument names a value planted in a recognized instruction",
    "v_entity": "an argument names an address/id/number from untrusted output",
    "v_suspect": "an argument names a value from a passage that reads like an instruction",
    "v_key": "a key argument takes a value from untrusted output",
    "v_score": "how strongly the value's source reads like an instruction",
    "c_score": "how strongly the untrusted output in context reads like an instruction",
    "v_directed": "the value's source addresses the agent",
    "c_directed": "the untrusted output in context addresses the agent",
    "v_strict": "the value's source speaks to an AI",
    "c_strict": "the untrusted output in context speaks to an AI",
    "v_sig_vouched": "the value's source claims someone already approved it, or says not to check",
    "c_sig_vouched": "the untrusted output in context claims someone already approved it, or says not to check",
}


class RiskModel:
    """Weights by feature name, an intercept and the shipped operating point."""

    def __init__(self, weights: dict[str, float], intercept: float, threshold: float,
                 meta: dict[str, Any] | None = None) -> None:
        self.weights = {str(k): float(v) for k, v in weights.items()}
        self.intercept = float(intercept)
        self.threshold = float(threshold)
        self.meta = dict(meta or {})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RiskModel:
        if not isinstance(data, dict) or not isinstance(data.get("weights"), dict):
            raise ValueError("an evidence model needs a 'weights' object of feature -> number")
        return cls(data["weights"], data.get("intercept", 0.0), data.get("threshold", 0.5), data.get("meta"))

    def to_json(self) -> dict[str, Any]:
        return {"weights": dict(sorted(self.weights.items())), "intercept": self.intercept,
                "threshold": self.threshold, "meta": self.meta}

    def logit(self, feats: dict[str, float]) -> float:
        w = self.weights
        return self.intercept + sum(w.get(k, 0.0) * v for k, v in feats.items())

    def probability(self, feats: dict[str, float]) -> float:
        z = self.logit(feats)
        return 1.0 / (1.0 + math.exp(-z)) if z > -60 else 0.0

    def strongest(self, feats: dict[str, float], k: int = 3, sign: int = 1) -> list[str]:
        """The ``k`` features that pushed the score most (``sign`` 1: up, -1: down), as words."""
        contrib = sorted(((sign * self.weights.get(n, 0.0) * v, n) for n, v in feats.items()), reverse=True)
        return [LABELS.get(n, n.replace("_", " ")) for c, n in contrib[:k] if c > 0]


@lru_cache(maxsize=1)
def shipped() -> RiskModel:
    """The model shipped in the package (``weights.json``)."""
    raw = resources.files(__package__).joinpath("weights.json").read_text(encoding="utf-8")
    return RiskModel.from_json(json.loads(raw))
