"""Spans from the real OpenInference and OpenLLMetry LangChain instrumentations -> orchestration
traces, via SDK spans, OTLP JSON files (`orchtrace convert`) and the collector."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from langchain_core.tools import tool
from langgraph.graph import START, StateGraph
from langgraph.graph.message import MessagesState
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from orchtrace.convert import convert_records_to_dicts, convert_spans, iter_readable_spans
from orchtrace.convert.importers import normalize, normalize_all
from orchtrace.testing import capture_traces
from tests.collector.helpers import otlp_json, run_team, tool_then_answer
from tests.instrumentation_restore import snapshot as _snapshot

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@tool
def search(query: str) -> str:
    """Search the web."""
    return f"results for {query}"


@tool
def word_count(text: str) -> int:
    """Count words."""
    return len(text.split())


def build_team():
    """Two prebuilt ReAct agents as nodes of a parent LangGraph graph, each calling one tool."""
    from langgraph.prebuilt import create_react_agent

    researcher = create_react_agent(tool_then_answer("search", {"query": "otel"}, "call_search_1", "found it"),
                                    [search], name="researcher")
    counter = create_react_agent(tool_then_answer("word_count", {"text": "a b c"}, "call_count_1", "3 words"),
                                 [word_count], name="counter")
    g = StateGraph(MessagesState)
    g.add_node("researcher", researcher)
    g.add_node("counter", counter)
    g.add_edge(START, "researcher")
    g.add_edge("researcher", "counter")
    return g.compile(name="team")


def _instrument(which: str, provider: TracerProvider):
    if which == "openinference":
        from openinference.instrumentation.langchain import LangChainInstrumentor

        inst = LangChainInstrumentor()
    else:
        from opentelemetry.instrumentation.langchain import LangchainInstrumentor

        inst = LangchainInstrumentor()
    inst.instrument(tracer_provider=provider)
    return inst




@pytest.fixture(scope="module", params=["openinference", "openllmetry"])
def instrumented_run(request):
    """Run the team once under the real instrumentation; the finished SDK spans."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    originals = _snapshot()
    inst = _instrument(request.param, provider)
    try:
        out = build_team().invoke({"messages": [("user", "find otel, then count")]})
    finally:
        inst.uninstrument()
        for owner, name, value in originals:
            setattr(owner, name, value)
    assert out["messages"][-1].content == "3 words"
    spans = exporter.get_finished_spans()
    marker = "openinference.span.kind" if request.param == "openinference" else "traceloop.span.kind"
    assert any(marker in s.attributes for s in spans), "the instrumentation produced no spans of its own"
    return request.param, spans


def _the_run(traces):
    """The orchestration trace holding the tool calls (OpenLLMetry also emits create_agent traces)."""
    runs = [t for t in traces if any(e["type"] == "tool_call" for e in t["events"])]
    assert len(runs) == 1, [t["task_id"] for t in traces]
    return runs[0]


def _check_team_trace(trace):
    calls = {e["tool"]: e for e in trace["events"] if e["type"] == "tool_call"}
    results = {e["tool"]: e for e in trace["events"] if e["type"] == "tool_result"}
    assert set(calls) == {"search", "word_count"}
    assert set(results) == {"search", "word_count"}
    assert calls["search"]["tool_call_id"] == "call_search_1"
    assert calls["word_count"]["tool_call_id"] == "call_count_1"
    # each tool call is attributed to an agent instance, not to the anonymous default actor
    assert all(e["agent"] != "main" for e in calls.values())
    agent_names = {e.get("agent_name") for e in trace["events"] if e["type"] == "return"}
    assert len(agent_names) >= 2, agent_names
    deps = {(x["src"], x["dst"]) for x in trace["edges"] if x["type"] == "tool_dependency"}
    assert (calls["search"]["id"], results["search"]["id"]) in deps
    assert trace["costs"]["tool_calls"] == 2
    assert trace["costs"]["tokens"] > 0


def test_real_instrumentation_spans_become_agents_and_tools(instrumented_run, assert_valid_trace):
    which, spans = instrumented_run
    traces = [t.to_dict() for t in convert_spans(spans)]
    trace = _the_run(traces)
    _check_team_trace(trace)
    names = {e.get("agent_name") for e in trace["events"]}
    if which == "openllmetry":  # OpenLLMetry writes GenAI invoke_agent spans named after the graphs
        assert {"researcher", "counter"} <= names
    else:  # OpenInference marks LangGraph nodes named "agent" as AGENT; the root chain is the orchestrator
        assert "team" in names and "agent" in names
    for t in traces:
        assert_valid_trace(t)


def test_otlp_json_file_through_orchtrace_convert(instrumented_run, tmp_path: Path):
    which, spans = instrumented_run
    src = tmp_path / f"{which}.json"
    src.write_text(json.dumps(otlp_json(spans)))
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "orchtrace", "convert", str(src), "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    traces = [json.loads(p.read_text()) for p in sorted(out.glob("*.json"))]
    trace = _the_run(traces)
    _check_team_trace(trace)
    in_process = _the_run(convert_records_to_dicts(iter_readable_spans(spans)))
    assert trace == in_process


def test_our_own_spans_are_left_unchanged():
    with capture_traces() as cap:
        run_team("own-1")
    records = list(iter_readable_spans(cap.spans))
    assert records
    assert all(normalize(r) is r for r in records)
    assert normalize_all(records) == records


def test_genai_semconv_and_handoff_tools():
    from orchtrace.convert.records import SpanRecord

    base = dict(trace_id="1" * 32, start_ns=1, end_ns=2)
    agent = SpanRecord(span_id="a" * 16, parent_span_id=None, name="invoke_agent supervisor",
                       attributes={"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "supervisor"}, **base)
    handoff = SpanRecord(span_id="b" * 16, parent_span_id="a" * 16, name="execute_tool transfer_to_math_expert",
                         attributes={"gen_ai.operation.name": "execute_tool",
                                     "gen_ai.tool.name": "transfer_to_math_expert",
                                     "gen_ai.tool.call.arguments": '{"kwargs": {"tool_call_id": "call_7"}}',
                                     "gen_ai.usage.prompt_tokens": 5}, **base)
    assert normalize(agent) is agent  # already in our vocabulary: nothing to do
    h = normalize(handoff)
    assert h.attributes["orchtrace.tool.handoff_target"] == "math_expert"
    assert h.attributes["gen_ai.tool.call.id"] == "call_7"
    assert h.attributes["gen_ai.usage.input_tokens"] == 5
    (trace,) = convert_records_to_dicts([agent, handoff])
    call = next(e for e in trace["events"] if e["type"] == "tool_call")
    assert call["target"] == "math_expert" and call["agent_name"] == "supervisor"
    for name, kind in (("handoff to Billing agent", {"openinference.span.kind": "TOOL"}),
                       ("handoff from Triage to Billing agent", {"gen_ai.operation.name": "handoff"})):
        span = SpanRecord(span_id="c" * 16, parent_span_id="a" * 16, name=name, attributes=kind, **base)
        (trace,) = convert_records_to_dicts([agent, span])
        call = next(e for e in trace["events"] if e["type"] == "tool_call")
        assert call["target"] == "Billing agent", name


def test_foreign_spans_through_the_collector(instrumented_run, tmp_path):
    """The same instrumented run, exported with the real OTLP exporter to the collector."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SpanExportResult

    from orchtrace_collector import serve
    from tests.collector.helpers import same_traces, settled_traces

    _, spans = instrumented_run
    local = convert_records_to_dicts(iter_readable_spans(spans))
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(spans) == SpanExportResult.SUCCESS
        remote = settled_traces(db, len(local))
    assert same_traces(remote, local)
    _check_team_trace(_the_run(remote))
