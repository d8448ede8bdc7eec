"""Issue 11 defects 1, 2, 4, 6: spans from programs we do not control never hang, sink a batch,
crash the audit or produce a schema-invalid trace."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import httpx

import orchtrace
from orchtrace.audit import audit_trace
from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from tests.collector.helpers import otlp_json, run_team, wait_for

TRACE = "0123456789abcdef0123456789abcdef"


def _span(sid: str, parent: str | None, name: str, attrs: dict | None = None, start: int = 1, end: int = 5) -> dict:
    span = {"traceId": TRACE, "spanId": sid, "name": f"invoke_agent {name}", "startTimeUnixNano": str(start),
            "endTimeUnixNano": str(end),
            "attributes": [{"key": "gen_ai.operation.name", "value": {"stringValue": "invoke_agent"}},
                           {"key": "gen_ai.agent.name", "value": {"stringValue": name}}]
            + [{"key": k, "value": v} for k, v in (attrs or {}).items()]}
    if parent:
        span["parentSpanId"] = parent
    return span


def _doc(*spans: dict) -> dict:
    return {"resourceSpans": [{"resource": {"attributes": []}, "scopeSpans": [{"scope": {"name": "x"}, "spans": list(spans)}]}]}


def _convert(tmp_path: Path, doc: dict) -> tuple[subprocess.CompletedProcess, list[dict]]:
    src = tmp_path / "in.json"
    src.write_text(json.dumps(doc))
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "orchtrace", "convert", str(src), "-o", str(out)],
                          capture_output=True, text=True, timeout=60)
    traces = [json.loads(p.read_text()) for p in sorted(out.glob("*.json"))] if out.exists() else []
    return proc, traces


def test_self_parent_and_two_cycle_do_not_hang(tmp_path: Path, assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    proc, traces = _convert(tmp_path, _doc(_span("0123456789abcdef", "0123456789abcdef", "a")))
    assert proc.returncode == 0, proc.stderr
    [trace] = traces
    assert_valid_trace(trace)
    assert any("cycle" in d for e in trace["events"] for d in e.get("diagnostics", ()))
    proc, traces = _convert(tmp_path, _doc(_span("00000000000000a1", "00000000000000a2", "a", start=1, end=9),
                                           _span("00000000000000a2", "00000000000000a1", "b", start=2, end=8)))
    assert proc.returncode == 0, proc.stderr
    [trace] = traces
    assert_valid_trace(trace)
    assert {e["agent_name"] for e in trace["events"]} == {"a", "b"}  # nothing dropped


def test_ill_typed_attributes_are_dropped_not_the_trace(tmp_path: Path, assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    bad = {"orchtrace.agent.input.fingerprint": {"stringValue": "x"},
           "orchtrace.task.id": {"stringValue": "t-bad"}}
    proc, traces = _convert(tmp_path, _doc(_span("00000000000000b1", None, "a", bad)))
    assert proc.returncode == 0, proc.stderr
    [trace] = traces
    assert_valid_trace(trace)
    assert trace["task_id"] == "t-bad"


def test_audit_of_a_valid_trace_with_odd_hash_values_does_not_crash(assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    trace = {"trace_id": "d", "task_id": "d", "rewards": {}, "costs": {"tokens": 0, "wall_clock_s": 1.0},
             "events": [
                 {"id": "a", "t": 0.0, "type": "tool_result", "agent": "x", "tool": "web", "trusted": False,
                  "fingerprint": [[1], "x", None, 5], "injection_entities": [{"a": 1}], "instruction_score": "high"},
                 {"id": "b", "t": 0.1, "type": "tool_call", "agent": "x", "tool": "send", "sensitive": True,
                  "arg_fingerprints": {"to": [[1]], "cc": "nope", "bcc": [5]}},
             ],
             "edges": [{"src": "a", "dst": "b", "type": "temporal"}]}
    assert_valid_trace(trace)
    found = audit_trace(trace)
    assert any(f.code in ("OTA101", "OTA102") for f in found)  # the flow is still seen


def test_nan_reward_and_empty_task_id_give_valid_traces(assert_valid_trace) -> None:  # type: ignore[no-untyped-def]
    @orchtrace.agent(name="solo")
    def solo() -> str:
        orchtrace.reward("quality", math.nan)
        orchtrace.reward("speed", math.inf)
        orchtrace.reward("ok", 1.5)
        orchtrace.cost(tokens=math.nan)
        return "done"

    with capture_traces() as cap, orchtrace.task(""):
        solo()
    [trace] = cap.trace_dicts()
    assert_valid_trace(trace)
    assert trace["task_id"] and trace["rewards"] == {"ok": 1.5}
    assert math.isfinite(trace["costs"]["tokens"])


def test_collector_survives_a_cyclic_span_and_assembles_the_rest(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with capture_traces() as cap:
        for k in range(5):
            run_team(f"good-{k}")
    good = otlp_json(list(cap.spans))
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        r = httpx.post(srv.traces_endpoint, json=_doc(_span("0123456789abcdef", "0123456789abcdef", "loop"),
                                                        _span("00000000000000c1", None, "bad",
                                                              {"orchtrace.agent.input.fingerprint": {"stringValue": "x"}})),
                       timeout=10)
        assert r.status_code == 200
        r = httpx.post(srv.traces_endpoint, json=good, timeout=10)
        assert r.status_code == 200

        def assembled() -> bool:
            with Store(db) as st:
                return {f"good-{k}" for k in range(5)} <= {t["task_id"] for t in st.iter_trace_dicts()}

        wait_for(assembled, 60, "the good traces after a cyclic one")
