"""The CLI as a user runs it: validate, convert, show, demo; bad inputs give clear errors."""

from __future__ import annotations

import base64
import gzip
import json
from pathlib import Path

import orjson
import pytest
from google.protobuf import json_format
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from typer.testing import CliRunner

import orchtrace
from orchtrace.cli import app
from orchtrace.convert import convert_records_to_dicts, read_otlp_json_file
from orchtrace.testing import capture_traces
from tests.conftest import check_trace

runner = CliRunner()


def run(*args: str):
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    return result


# --- fixtures: a real run, as OTLP JSON the way the Collector's file exporter writes it ---------
@orchtrace.tool(trusted=False)
def web(url):
    return "text"


@orchtrace.agent(tools=["web"])
def sub(i):
    return web(f"u{i}")


@orchtrace.agent
def root():
    orchtrace.message(to="sub", content="go")
    return [sub(i) for i in range(3)]


def _otlp_json(spans, *, hex_ids: bool = True, extra_attr: bool = False) -> dict:
    doc = json_format.MessageToDict(encode_spans(spans))
    for rs in doc["resourceSpans"]:
        for ss in rs["scopeSpans"]:
            for s in ss["spans"]:
                if hex_ids:  # OTLP/JSON (and the Collector) use hex ids; proto3 JSON uses base64
                    for key in ("traceId", "spanId", "parentSpanId"):
                        if key in s:
                            s[key] = base64.b64decode(s[key]).hex()
                if extra_attr:
                    s.setdefault("attributes", []).append(
                        {"key": "vendor.unknown", "value": {"kvlistValue": {"values": [
                            {"key": "x", "value": {"arrayValue": {"values": [{"intValue": "1"}]}}}]}}})
                    s["unknownField"] = {"whatever": True}
    return doc


@pytest.fixture
def captured():
    with capture_traces() as cap:
        root()
    return cap


def test_convert_otlp_json_matches_in_process_conversion(tmp_path, captured):
    in_process = captured.trace_dicts()
    src = tmp_path / "spans.json"
    src.write_bytes(orjson.dumps(_otlp_json(captured.spans, extra_attr=True)))
    out = tmp_path / "out"
    result = run("convert", str(src), "-o", str(out))
    assert result.exit_code == 0, result.output
    (written,) = list(out.glob("*.json"))
    converted = json.loads(written.read_text())
    check_trace(converted)
    assert converted == in_process[0]


def test_convert_reads_base64_ids_jsonl_and_gzip(tmp_path, captured):
    doc = _otlp_json(captured.spans, hex_ids=False)
    lines = tmp_path / "spans.jsonl.gz"
    half = len(doc["resourceSpans"][0]["scopeSpans"][0]["spans"]) // 2
    spans = doc["resourceSpans"][0]["scopeSpans"][0]["spans"]
    a = {"resourceSpans": [{**doc["resourceSpans"][0], "scopeSpans": [{"spans": spans[:half]}]}]}
    b = {"resourceSpans": [{**doc["resourceSpans"][0], "scopeSpans": [{"spans": spans[half:]}]}]}
    lines.write_bytes(gzip.compress(orjson.dumps(a) + b"\n" + orjson.dumps(b) + b"\n"))
    records = read_otlp_json_file(lines)
    assert len(records) == len(captured.spans)
    assert convert_records_to_dicts(records) == captured.trace_dicts()


@pytest.mark.parametrize(
    "content, needle",
    [
        (b"{not json", "not JSON"),
        (b'{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "zz", "spanId": "1"}]}]}]}', "traceId"),
        (b'{"hello": 1}', "no 'resourceSpans' key"),
        (b"", "empty"),
        (b'{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "0123456789abcdef0123456789abcdef", '
         b'"spanId": "0123456789abcdef", "startTimeUnixNano": "soon"}]}]}]}', "startTimeUnixNano"),
    ],
)
def test_convert_bad_input_is_a_clear_error_and_writes_nothing(tmp_path, captured, content, needle):
    good = tmp_path / "good.json"
    good.write_bytes(orjson.dumps(_otlp_json(captured.spans)))
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    out = tmp_path / "out"
    result = run("convert", str(good), str(bad), "-o", str(out))
    assert result.exit_code == 2
    assert needle in result.output and "bad.json" in result.output
    assert not out.exists() or not any(out.iterdir())


def test_convert_missing_input_and_empty_dir(tmp_path):
    result = run("convert", str(tmp_path / "nope.json"), "-o", str(tmp_path / "o"))
    assert result.exit_code == 2 and "no such file" in result.output
    (tmp_path / "empty").mkdir()
    result = run("convert", str(tmp_path / "empty"), "-o", str(tmp_path / "o"))
    assert result.exit_code == 2 and "contains no" in result.output


# --- validate ----------------------------------------------------------------------------------
def _upstream_style_example() -> dict:
    """A hand-written trace in the style of the schema's upstream example (ids e1..)."""
    return {
        "trace_id": "demo", "task_id": "demo-task", "system": "illustrative", "topology": "centralized",
        "events": [
            {"id": "e1", "t": 0, "type": "orchestrator_decision", "agent": "orchestrator", "role": "lead"},
            {"id": "e2", "t": 1, "type": "spawn", "agent": "orchestrator", "to": "executor_1"},
            {"id": "e3", "t": 2, "type": "tool_call", "agent": "executor_1", "tool": "search", "trusted": True},
            {"id": "e4", "t": 3, "type": "tool_result", "agent": "search", "tool": "search", "trusted": False},
            {"id": "e5", "t": 4, "type": "return", "agent": "executor_1", "from": "executor_1", "to": "orchestrator"},
            {"id": "e6", "t": 5, "type": "aggregate", "agent": "orchestrator"},
        ],
        "edges": [
            {"src": "e1", "dst": "e2", "type": "spawn"}, {"src": "e2", "dst": "e3", "type": "causal"},
            {"src": "e3", "dst": "e4", "type": "return"}, {"src": "e4", "dst": "e5", "type": "causal"},
            {"src": "e5", "dst": "e6", "type": "aggregate"},
        ],
        "rewards": {"team": 1.0}, "costs": {"tokens": 12000, "wall_clock_s": 420, "tool_calls": 1},
        "metrics": {"task_success": 1},
    }


def test_validate_accepts_valid_traces_and_directories(tmp_path, captured):
    (tmp_path / "a.json").write_bytes(orjson.dumps(_upstream_style_example()))
    (tmp_path / "b.jsonl").write_bytes(b"\n".join(orjson.dumps(t) for t in captured.trace_dicts() * 2))
    result = run("validate", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "3 valid, 0 invalid, 0 unreadable" in result.output


@pytest.mark.parametrize(
    "mutate, path, words",
    [
        (lambda d: d.update(events="many"), "$.events", "is not of type"),
        (lambda d: d["events"][2].update(t=-1), "$.events[2].t", "less than the minimum"),
        (lambda d: d["events"][1].update(type="teleport"), "$.events[1].type", "is not one of"),
        (lambda d: d.update(extra_key=1), "$", "Additional properties"),
        (lambda d: d["events"].__setitem__(3, {**d["events"][3], "id": "e1"}), "$.events[3].id", "duplicate event id"),
        (lambda d: d["edges"].append({"src": "e1", "dst": "e99", "type": "causal"}), "$.edges[5].dst", "names no event"),
        (lambda d: d["edges"].append({"src": "e6", "dst": "e1", "type": "causal"}), "$.edges[5]", "G1"),
        (lambda d: [d["events"][i].update(t=0) for i in range(6)] and
         d["edges"].append({"src": "e6", "dst": "e1", "type": "causal"}), "$.edges", "G2"),
        (lambda d: d.pop("costs"), "$", "is a required property"),
    ],
)
def test_validate_names_file_path_and_problem(tmp_path, mutate, path, words):
    trace = _upstream_style_example()
    mutate(trace)
    f = tmp_path / "t.json"
    f.write_bytes(orjson.dumps(trace))
    result = run("validate", str(f))
    assert result.exit_code == 1, result.output
    line = next(line for line in result.output.splitlines() if words in line)
    assert str(f) in line and f"{path}:" in line


def test_validate_unreadable_inputs_exit_2(tmp_path, monkeypatch):
    trunc = tmp_path / "truncated.json"
    trunc.write_bytes(orjson.dumps(_upstream_style_example())[:-20])
    result = run("validate", str(trunc))
    assert result.exit_code == 2 and "truncated JSON" in result.output and "truncated.json:1:" in result.output
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\xff binary")
    assert run("validate", str(garbage)).exit_code == 2
    assert run("validate", str(tmp_path / "missing.json")).exit_code == 2
    big = tmp_path / "big.json"
    big.write_bytes(orjson.dumps(_upstream_style_example()))
    import orchtrace.traceio as traceio

    monkeypatch.setattr(traceio, "MAX_FILE_BYTES", 100)
    result = run("validate", str(big))
    assert result.exit_code == 2 and "input limit" in result.output


def test_validate_a_huge_trace(tmp_path):
    n = 100_000
    events = [{"id": f"e{i}", "t": i / 1000, "type": "tool_call", "agent": f"a{i % 300}"} for i in range(n)]
    edges = [{"src": f"e{i}", "dst": f"e{i + 300}", "type": "temporal"} for i in range(n - 300)]
    trace = {"trace_id": "x", "task_id": "y", "events": events, "edges": edges, "rewards": {},
             "costs": {"tokens": 0, "wall_clock_s": 1}}
    f = tmp_path / "huge.json"
    f.write_bytes(orjson.dumps(trace))
    result = run("validate", str(f))
    assert result.exit_code == 0, result.output[-500:]


def test_show_prints_agents_tools_and_trust_flags(tmp_path, captured):
    f = tmp_path / "t.json"
    f.write_bytes(orjson.dumps(captured.trace_dicts()[0]))
    result = run("show", str(f))
    assert result.exit_code == 0, result.output
    assert result.output.count("sub (sub-") == 3
    assert "web [untrusted]" in result.output and "message -> sub" in result.output


def test_show_collapses_long_runs(tmp_path):
    @orchtrace.tool
    def step(i):
        return i

    @orchtrace.agent
    def looper():
        for i in range(500):
            step(i)

    with capture_traces() as cap:
        looper()
    f = tmp_path / "t.json"
    f.write_bytes(orjson.dumps(cap.trace_dicts()[0]))
    result = run("show", str(f), "--max-children", "10")
    assert result.exit_code == 0
    assert len(result.output.splitlines()) < 20
    assert "more lines (1001 events in all)" in result.output


def test_show_rejects_non_traces(tmp_path):
    f = tmp_path / "t.json"
    f.write_text("[1, 2]")
    result = run("show", str(f))
    assert result.exit_code == 1 and "not an orchestration trace" in result.output


def test_demo_writes_valid_traces_with_the_whole_vocabulary(tmp_path):
    out = tmp_path / "demo-out"
    result = run("demo", "--out", str(out), "--no-langgraph")
    assert result.exit_code == 0, result.output
    (trace_file,) = list((out / "custom_swarm").glob("*.json"))
    trace = json.loads(trace_file.read_text())
    check_trace(trace)
    types = {e["type"] for e in trace["events"]}
    assert {"spawn", "message", "tool_call", "tool_result", "return", "aggregate", "human_intervention",
            "orchestrator_decision"} <= types
    assert "orchtrace show" in result.output
    # the three researchers ran in worker threads, yet all are children of the orchestrator
    spawners = {e["agent_name"] for e in trace["events"] if e["type"] == "spawn"}
    assert spawners == {"orchestrator"}


def test_demo_without_langgraph_says_how_to_install_it(tmp_path):
    from rich.console import Console

    from orchtrace.cli import _load_example
    from orchtrace.demo import run_demo

    def load(name):
        if name == "langgraph_supervisor":
            raise ImportError("No module named 'langgraph'")
        return _load_example(name)

    console = Console(record=True, width=200)
    assert run_demo(tmp_path / "out", include_langgraph=True, console=console, load_example=load) == 0
    text = console.export_text()
    assert "No module named 'langgraph'" in text and "pip install orchtrace[langgraph]" in text
