"""Severity from a fitted evidence model (the default for OTA101/OTA102).

:func:`action_risk` gives the probability that action ``i`` is an injected one, from the evidence
vector of :mod:`.features` weighed by the shipped :mod:`.model`; :func:`orchtrace.audit.flowseverity.assess`
raises a call to high at or above the model's operating point and keeps it at most medium below
it.  The hand-made table of ``flowseverity`` still words the reasons and decides between low,
medium and critical.  Policy ``[flow] severity = "rules"`` switches the model off (the table alone),
``[flow] risk_threshold`` moves the operating point.  Sources the instruction recognizer never
scored (traces recorded before it, or by other tools) are left to the table.
"""

from __future__ import annotations

from typing import Any

from .features import evidence_features
from .model import RiskModel, shipped

__all__ = ["RiskModel", "action_risk", "evidence_features", "shipped"]


def action_risk(s: Any, i: int, flow: dict[str, Any]) -> tuple[float, float, dict[str, float], RiskModel] | None:
    """(probability, operating point, evidence, model) for action ``i``; ``None`` when the policy
    switched the model off or it cannot be loaded (the table then decides alone).  Cached per
    action: OTA101 and OTA102 ask about the same call."""
    engine = s.engine
    if engine.severity_model != "learned":
        return None
    cache = s.risk_cache
    got = cache.get(i)
    if got is None:
        feats = evidence_features(s, i, flow)
        if feats is None:  # a source the recognizer never scored
            cache[i] = False
            return None
        try:
            model = shipped()
        except Exception:  # noqa: BLE001 - a broken install falls back to the table
            return None
        thr = engine.risk_threshold if engine.risk_threshold is not None else model.threshold
        got = cache[i] = (model.probability(feats), thr, feats, model)
    return got or None
