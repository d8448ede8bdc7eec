"""The audit API: run_audit over models and dicts, ordering, progress, annotate(), scale, registry."""

from __future__ import annotations

import re

import pytest

import orchtrace
from orchtrace.audit import RULES, annotate, audit_trace, rule_infos, run_audit
from orchtrace.audit.findings import SEVERITY_RANK
from orchtrace.convert.converter import trace_from_dict
from orchtrace.schema.models import OrchestrationTrace
from orchtrace.schema.validate import validate_trace

from .helpers import run
from .scenarios import ATTACKED, BENIGN, run_scenario
from .synthetic import synthetic_trace


def test_models_and_dicts_give_the_same_findings() -> None:
    trace, _ = run_scenario(ATTACKED[4], 0)  # multi-agent, message hand-off
    model = OrchestrationTrace.model_validate(trace)
    a = run_audit([trace]).findings
    b = run_audit([model]).findings
    c = run_audit([trace_from_dict(trace)]).findings
    assert a and [f.model_dump() for f in a] == [f.model_dump() for f in b] == [f.model_dump() for f in c]


def test_result_ordering_progress_and_sources() -> None:
    traces = [run_scenario(BENIGN[2], 0)[0], run_scenario(ATTACKED[0], 0)[0], run_scenario(ATTACKED[3], 0)[0]]
    seen = []
    res = run_audit(iter(traces), sources=iter(["a.json", "b.json", "c.json"]), on_trace=seen.append)
    assert [s.source for s in seen] == ["a.json", "b.json", "c.json"]
    assert [s.trace_id for s in res.traces] == [t["trace_id"] for t in traces]
    assert [s.events for s in res.traces] == [len(t["events"]) for t in traces]
    assert sum(s.findings for s in res.traces) == len(res.findings)
    ranks = [SEVERITY_RANK[f.severity] for f in res.findings]
    assert ranks == sorted(ranks, reverse=True)
    order = {t["trace_id"]: k for k, t in enumerate(traces)}
    pos = {t["trace_id"]: {e["id"]: n for n, e in enumerate(t["events"])} for t in traces}
    keys = [(-SEVERITY_RANK[f.severity], order[f.trace_id], pos[f.trace_id][f.events[0]]) for f in res.findings]
    assert keys == sorted(keys)
    assert res.findings[0].severity == "critical"
    assert res.counts_by_rule()["OTA101"] >= 2
    data = res.to_json_dict()
    assert data["format"] == "orchtrace-audit/1" and len(data["rules"]) == len(RULES)
    assert all("_order" not in f.get("details", {}) for f in data["findings"])


def test_fingerprints_are_stable_across_runs() -> None:
    a = run_audit([run_scenario(ATTACKED[0], 0)[0]]).findings
    b = run_audit([run_scenario(ATTACKED[0], 1)[0]]).findings  # other ids, names, addresses
    # the same kinds of finding, by fingerprint (whether the honest digest beside the injected
    # e-mail gets a finding of its own depends on how the page, drawn per run, words its
    # instruction: seed 1's is hidden with CSS, and since the twenty-ninth pass that mark folds
    # the digest into the critical finding)
    assert {f.fingerprint for f in a} == {f.fingerprint for f in b}
    assert len({f.fingerprint for f in a}) == 2


def test_annotate_writes_valid_safety_events(assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    trace, _ = run_scenario(ATTACKED[4], 0)
    found = audit_trace(trace)
    assert found
    out = annotate(trace, found)
    assert isinstance(out, OrchestrationTrace)
    data = out.to_dict()
    assert_valid_trace(data)
    assert validate_trace(data) == []
    safety = [e for e in data["events"] if e["type"] == "safety_event"]
    assert sorted((e["rule"], e["severity"], e["message"], e["finding"]) for e in safety) == sorted(
        (f.code, f.severity, f.message, f.fingerprint) for f in found)
    flows = [e for e in data["edges"] if e["type"] == "safety_flow"]
    assert len(flows) == sum(len(set(f.events)) for f in found)
    by_id = {e["id"]: e for e in data["events"]}
    assert all(by_id[e["src"]]["t"] <= by_id[e["dst"]]["t"] for e in flows)
    # the audit ignores its own annotations: same findings again
    again = audit_trace(out)
    assert [f.fingerprint for f in again] == [f.fingerprint for f in found]
    assert [f.events for f in again] == [f.events for f in found]
    # the input is untouched
    assert not [e for e in trace["events"] if e["type"] == "safety_event"]


def test_annotate_model_input_and_foreign_findings(assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    a, _ = run_scenario(ATTACKED[0], 0)
    b, _ = run_scenario(ATTACKED[1], 0)
    res = run_audit([a, b])
    out = annotate(OrchestrationTrace.model_validate(a), res.findings)  # only a's findings apply
    assert_valid_trace(out)
    n = sum(1 for e in out.events if e.type == "safety_event")
    assert n == sum(1 for f in res.findings if f.trace_id == a["trace_id"]) and n > 0


def test_large_synthetic_trace(assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    trace = synthetic_trace(10_000, seed=3)
    assert_valid_trace(trace)
    res = run_audit([trace])
    assert res.traces[0].events == len(trace["events"]) >= 10_000
    counts = res.counts_by_rule()
    assert counts.get("OTA101", 0) > 0 and counts.get("OTA301", 0) > 0 and counts.get("OTA302", 0) > 0
    t = {e["id"]: e["t"] for e in trace["events"]}
    for f in res.findings:
        ts = [t[s.id] for s in f.path]
        assert ts == sorted(ts), f.code  # evidence runs forward in time
        assert f.path[-1].id == f.events[-1]
    flows = [f for f in res.findings if f.code == "OTA101"]
    # every value-level finding comes from an untrusted fetch
    assert all(f.path[0].type == "tool_result" and f.path[0].tool == "fetch_page" for f in flows)


def test_bad_inputs_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="missing 'events'"):
        run_audit([{"trace_id": "x", "task_id": "x"}])
    with pytest.raises(TypeError, match="cannot audit a str"):
        run_audit(["not a trace"])
    assert run_audit([]).findings == []


def test_registry_rules_are_documented() -> None:
    assert list(RULES) == sorted(RULES)
    names = set()
    for code, cls in RULES.items():
        assert re.fullmatch(r"OTA[1234]\d\d", code)  # OTA4xx: orchestration integrity (AV7)
        assert re.fullmatch(r"[a-z]+(-[a-z]+)+", cls.name) and cls.name not in names
        names.add(cls.name)
        doc = cls.help()
        for section in ("**What it flags.**", "**Why it matters.**", "**Example.**", "**How to fix.**"):
            assert section in doc, (code, section)
    infos = rule_infos()
    assert [i.code for i in infos] == list(RULES)
    assert all(i.enabled and i.severity == i.default_severity for i in infos)


def test_unsorted_dict_traces_are_handled() -> None:
    @orchtrace.tool(sensitive=True, requires_approval=True)
    def pay(amount: int) -> str:
        return "paid"

    @orchtrace.agent(name="payer", tools=["pay"])
    def payer(task: str) -> str:
        return pay(5)

    trace = run(lambda: payer("pay"))
    shuffled = dict(trace, events=list(reversed(trace["events"])))
    assert [f.fingerprint for f in audit_trace(shuffled)] == [f.fingerprint for f in audit_trace(trace)]


def test_docs_list_every_rule() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "audit.md").read_text()
    for code, cls in RULES.items():
        assert f"| {code} | `{cls.name}` |" in doc, code
