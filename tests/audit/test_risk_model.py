"""The evidence model (``orchtrace.audit.risk``) that decides whether an untrusted flow into an
action is high, driven through the public audit API and the trainer's command line.

Runs here come from scenario rounds the shipped model was not fitted on (it was fitted on rounds
10-131; ``held_out5`` and ``held_out8`` were written before and never used by its trainer)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.audit import PolicyError, audit_trace, parse_policy
from orchtrace.audit.findings import SEVERITY_RANK
from orchtrace.audit.risk import RiskModel, shipped
from orchtrace.audit.risk.features import DOWN, SIGNALS, UP
from orchtrace.audit.risk.train import main as train_main
from tests.audit import complete_runs_round5, complete_runs_round8  # noqa: F401 - register their halves
from tests.audit.complete_runs import make_run, tool_call_ids
from tests.audit.helpers import FLOW_RULES, RULES_ONLY

HIGH = SEVERITY_RANK["high"]


def _runs(half: str, attacked: bool, n: int, seed: int = 7) -> list[tuple[dict[str, Any], Any]]:
    rng = random.Random(seed)
    return [make_run(rng, attacked=attacked, half=half) for _ in range(n)]


def _top_at_sink(trace: dict[str, Any], run: Any, policy: Any = None) -> int:
    sink = tool_call_ids(trace)[run.injected_index]
    return max((SEVERITY_RANK[f.severity] for f in audit_trace(trace, policy)
                if f.events and f.events[-1] == sink), default=-1)


def _any_high(trace: dict[str, Any], policy: Any = None) -> bool:
    return any(SEVERITY_RANK[f.severity] >= HIGH for f in audit_trace(trace, policy))


def test_shipped_weights_keep_their_directions_and_name_known_features() -> None:
    m = shipped()
    assert 0.0 < m.threshold < 1.0
    assert m.meta["corpus_side"] == "dev"  # fitted on the corpus's dev side only
    for name, w in m.weights.items():
        assert name in UP or name in DOWN or not name.startswith(("v_sig_", "c_sig_")), name
        if name in UP:
            assert w >= 0, name
        if name in DOWN:
            assert w <= 0, name


@settings(max_examples=200, deadline=None)
@given(base=st.dictionaries(st.sampled_from(sorted(UP | DOWN | {"n_sources", "v_nsrc", "v_any", "c_any"})),
                            st.floats(0, 3), max_size=12),
       extra=st.sampled_from(sorted(f"c_sig_{s}" for s in SIGNALS) + ["c_score", "v_score", "v_planted", "asked_F"]))
def test_more_evidence_of_an_instruction_never_lowers_the_risk(base: dict[str, float], extra: str) -> None:
    """An attacker cannot buy a lower score by adding role-play, "ignore", markup or an AI
    address to a payload: every such feature weighs up or not at all."""
    m = shipped()
    more = dict(base)
    more[extra] = more.get(extra, 0.0) + 1.0
    assert m.probability(more) >= m.probability(base)


def test_on_unseen_rounds_the_model_flags_more_injected_actions_than_the_table() -> None:
    """Rounds 5 and 8 (not in the model's fit): the default audit raises more injected calls to
    high than the hand-made table alone, every high it adds says why (the weighed evidence), and
    it stays within two false alarms of the table's benign runs."""
    model_hits = table_hits = 0
    reasons = []
    for half in ("held_out5", "held_out8"):
        for trace, run in _runs(half, True, 20):
            m, t = _top_at_sink(trace, run), _top_at_sink(trace, run, RULES_ONLY)
            model_hits += m >= HIGH
            table_hits += t >= HIGH
            if m >= HIGH > t:
                sink = tool_call_ids(trace)[run.injected_index]
                reasons += [f.details["reasons"][0] for f in audit_trace(trace)
                            if f.code in FLOW_RULES and f.events[-1] == sink and f.severity in ("high", "critical")]
    assert model_hits > table_hits
    assert reasons and all(r.startswith("the evidence weighs as an injected action (risk ") for r in reasons)
    benign = [trace for half in ("held_out5", "held_out8") for trace, _ in _runs(half, False, 20)]
    assert sum(_any_high(t) for t in benign) <= sum(_any_high(t, RULES_ONLY) for t in benign) + 2


def test_the_operating_point_is_a_policy_setting() -> None:
    trace, run = _runs("held_out8", True, 1, seed=3)[0]
    everything = parse_policy("[flow]\nrisk_threshold = 0.0\n")
    nothing = parse_policy("[flow]\nrisk_threshold = 1.0\n")
    assert _top_at_sink(trace, run, everything) >= HIGH
    flow = [f for f in audit_trace(trace, nothing) if f.code in FLOW_RULES]
    assert flow and all(SEVERITY_RANK[f.severity] <= SEVERITY_RANK["medium"] for f in flow)


@pytest.mark.parametrize("text, field", [
    ('[flow]\nseverity = "magic"\n', "severity"),
    ("[flow]\nrisk_threshold = 1.5\n", "risk_threshold"),
    ('[flow]\nrisk_threshold = "high"\n', "risk_threshold"),
])
def test_a_bad_severity_setting_is_a_clear_policy_error(text: str, field: str) -> None:
    with pytest.raises(PolicyError) as err:
        parse_policy(text)
    assert field in str(err.value)


def test_sources_the_recognizer_never_scored_are_left_to_the_table() -> None:
    """A trace recorded without recognizer scores (older traces, other tools): the model was not
    fitted on such evidence, so the default audit equals the table's."""
    trace, _ = _runs("held_out5", True, 1, seed=11)[0]
    for e in trace["events"]:
        e.pop("instruction_score", None)
        e.pop("instruction_flagged", None)
    got = sorted((f.code, f.severity) for f in audit_trace(trace))
    assert got == sorted((f.code, f.severity) for f in audit_trace(trace, RULES_ONLY))
    assert not any("evidence weighs" in r for f in audit_trace(trace) for r in f.details.get("reasons", ()))


def test_a_malformed_weights_file_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="weights"):
        RiskModel.from_json({"intercept": 1.0})
    with pytest.raises(ValueError, match="weights"):
        RiskModel.from_json(["not", "an", "object"])  # type: ignore[arg-type]


def test_the_trainer_writes_a_loadable_deterministic_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for out in (a, b):
        train_main(["--rounds", "10-11", "--runs", "6", "--corpus", "0", "--folds", "0", "--out", str(out)])
    first, second = (json.loads(p.read_text()) for p in (a, b))
    for key in ("weights", "intercept", "threshold"):  # (meta names the output path)
        assert first[key] == second[key]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]  # no half-written file left
    model = RiskModel.from_json(first)
    assert 0.0 <= model.threshold <= 1.0 and model.weights
    assert model.meta["rounds"] == "10-11" and "in_sample" in model.meta
    assert "threshold" in capsys.readouterr().out


def test_the_trainer_adds_features_on_top_of_a_frozen_model(tmp_path: Path) -> None:
    """``--freeze W --only a,b``: only those features are fitted; W's weights, intercept and
    operating point are kept exactly (so behaviour without the new evidence is W's), and the
    new weights keep their directions."""
    base = shipped()
    frozen = tmp_path / "base.json"
    frozen.write_text(json.dumps(base.to_json()), encoding="utf-8")
    out = tmp_path / "added.json"
    train_main(["--rounds", "10-13", "--runs", "8", "--corpus", "0", "--folds", "0", "--freeze", str(frozen),
                "--only", "unasked_beside_F,unasked_beside_N,loose_beside", "--out", str(out)])
    added = RiskModel.from_json(json.loads(out.read_text()))
    assert added.intercept == base.intercept and added.threshold == base.threshold
    fitted = {"unasked_beside_F", "unasked_beside_N", "loose_beside"}
    kept = {k: v for k, v in base.weights.items() if k not in fitted}
    assert {k: v for k, v in added.weights.items() if k not in fitted} == kept
    assert set(added.weights) - set(kept) <= fitted and all(added.weights[k] >= 0 for k in fitted & set(added.weights))
    assert added.meta["fitted_features"] == ["loose_beside", "unasked_beside_F", "unasked_beside_N"]
    assert added.meta["rounds"] == "10-13" and added.meta["corpus_side"] == "dev" and "base" in added.meta
    with pytest.raises(SystemExit, match="--only"):
        train_main(["--rounds", "10", "--runs", "2", "--corpus", "0", "--folds", "0", "--freeze", str(frozen),
                    "--out", str(tmp_path / "x.json")])


def test_out_of_fold_training_refits_the_recognizer_per_fold_and_restores_it(tmp_path: Path) -> None:
    """With ``--folds``, each fold's runs are scored by a recognizer fitted without that fold's
    rows; afterwards the process-wide recognizer is the built-in one again."""
    from orchtrace.detect import get_backend

    before = get_backend()
    out = tmp_path / "oof.json"
    train_main(["--rounds", "10-11", "--runs", "4", "--corpus", "0", "--folds", "2", "--cv", "--out", str(out)])
    assert get_backend() is before
    meta = json.loads(out.read_text())["meta"]
    assert meta["out_of_fold_recognizer"] is True and meta["folds"] == 2


def test_fold_recognizers_called_from_python_train_on_the_shipped_round_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """``collect(..., folds=K)`` without a rounds file uses the shipped one (it once refitted its
    fold recognizers on no round rows at all, so their scores were far below the shipped one's)."""
    from orchtrace.audit.risk import train as risk_train
    from orchtrace.detect import get_backend

    seen: list[tuple[int, set[str]]] = []

    def spy(rows: list[dict[str, Any]], leave_out: set[str], tmp: Path) -> Any:
        seen.append((len(rows), set(leave_out)))
        return get_backend()

    monkeypatch.setattr(risk_train, "fold_recognizer", spy)
    risk_train.collect([10, 11], runs=1, corpus=0, seed=0, folds=2)
    assert [lo for _, lo in seen] == [{"held_out10"}, {"held_out11"}]
    assert all(n > 1000 for n, _ in seen)  # the shipped rounds file's rows (thousands), not none


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -5.0, 1e300, True])
def test_hostile_recorded_scores_never_break_the_audit(bad: Any) -> None:
    """A trace from a program we do not control may record any number as a score: the audit
    still runs, and every flow finding has a valid severity."""
    trace, run = _runs("held_out5", True, 1, seed=2)[0]
    for e in trace["events"]:
        if "instruction_score" in e:
            e["instruction_score"] = bad
    found = [f for f in audit_trace(trace) if f.code in FLOW_RULES]
    assert found and all(f.severity in SEVERITY_RANK for f in found)


@pytest.mark.parametrize("bad", [["a", "list"], {"a": 1}, 7, True])
def test_a_tool_description_that_is_not_text_never_breaks_the_audit(bad: Any) -> None:
    """A trace may carry any JSON as a call's ``description``: it is read as absent (the verdicts
    keyed on it stay per tool), and the run's findings are the ones without it."""
    trace = _runs("held_out5", True, 1, seed=2)[0][0]
    plain = [(f.code, f.severity, f.events[-1]) for f in audit_trace(trace)]
    for e in trace["events"]:
        if e["type"] == "tool_call":
            e["description"] = bad
    assert [(f.code, f.severity, f.events[-1]) for f in audit_trace(trace)] == plain
