"""Reports counted early (:func:`orchtrace.audit.dedup.folded_early`: a report an earlier, as
severe one of the same fold key would absorb is not built) give the findings building every
report gives: same kept report, count and folded events."""

from __future__ import annotations

import pytest

import orchtrace.audit.rules.ota102_untrusted_context_to_action as ota102
import orchtrace.audit.rules.ota301_action_without_approval as ota301
from orchtrace.audit import run_audit
from tests.audit.synthetic import parallel_trace, synthetic_trace


def _dump(traces):  # type: ignore[no-untyped-def]
    return [f.model_dump_json() for f in run_audit(traces).findings]


@pytest.mark.parametrize("workers", [1, 3, 40])
def test_counting_early_changes_no_finding(monkeypatch: pytest.MonkeyPatch, workers: int) -> None:
    traces = [parallel_trace(3000, seed=workers, workers=workers), synthetic_trace(2000, seed=workers)]
    early = _dump(traces)
    for mod in (ota102, ota301):
        monkeypatch.setattr(mod, "folded_early", lambda *a, **k: False)  # build every report
    assert _dump(traces) == early
    assert any(f.code == "OTA102" and f.details.get("count", 1) > 1 for f in run_audit(traces).findings)
