"""GenAI semantic-conventions conformance: scenarios -> expected spans and attributes."""

from __future__ import annotations

import json

import pytest
from opentelemetry.trace import SpanKind, StatusCode

import orchtrace
from orchtrace.config import settings
from tests.semconv.scenarios import ABSENT, ANY, EXPECTED, weather_run


def _by_name(spans):
    out = {}
    for s in spans:
        out.setdefault(s.name, []).append(s)
    return out


def test_weather_scenario_spans_follow_the_conventions(captured):
    assert weather_run() == "21 degrees"
    spans = _by_name(captured.spans)
    assert set(spans) == set(EXPECTED)
    for name, expected in EXPECTED.items():
        (span,) = spans[name]
        assert span.kind == SpanKind.INTERNAL, name
        for key, value in expected.items():
            assert key in span.attributes, f"{name}: {key} missing"
            if value is not ANY:
                assert span.attributes[key] == value, f"{name}: {key}={span.attributes[key]!r}"
        for key in ABSENT[name]:
            assert key not in span.attributes, f"{name}: {key} must not be set"
    # nesting: workflow > coordinator > forecaster > tool
    wf, co, fc, tl = (spans[n][0] for n in EXPECTED)
    assert co.parent.span_id == wf.context.span_id
    assert fc.parent.span_id == co.context.span_id
    assert tl.parent.span_id == fc.context.span_id
    assert fc.attributes["orchtrace.agent.parent_id"] == co.attributes["orchtrace.agent.instance_id"]
    assert tl.attributes["orchtrace.tool.caller_id"] == fc.attributes["orchtrace.agent.instance_id"]


def test_agent_id_is_stable_across_calls_and_the_instance_id_is_not(captured):
    weather_run("run-1")
    weather_run("run-2")
    agents = [s for s in captured.spans if s.name == "invoke_agent forecaster"]
    assert len(agents) == 2
    assert {s.attributes["gen_ai.agent.id"] for s in agents} == {"forecaster"}
    assert len({s.attributes["orchtrace.agent.instance_id"] for s in agents}) == 2
    # and the converter still tells the two instances apart
    traces = {t["task_id"]: t for t in captured.trace_dicts()}
    assert set(traces) == {"run-1", "run-2"}
    for t in traces.values():
        instances = {e["agent"] for e in t["events"] if e.get("agent_name") == "forecaster"}
        assert len(instances) == 1 and next(iter(instances)).startswith("forecaster-")


def test_workflow_name_is_low_cardinality_never_the_task_id(captured):
    @orchtrace.agent
    def solo(x):
        return x

    with orchtrace.task("digest-2026-11-22"):
        solo(1)
    (wf,) = [s for s in captured.spans if s.attributes.get("gen_ai.operation.name") == "invoke_workflow"]
    assert wf.name == "invoke_workflow"
    assert "gen_ai.workflow.name" not in wf.attributes
    assert "digest-2026-11-22" not in wf.name
    assert wf.attributes["orchtrace.task.id"] == "digest-2026-11-22"


def test_conversation_id_can_be_given_explicitly(captured):
    @orchtrace.agent
    def chat(x):
        return x

    with orchtrace.task("turn-7", "support", conversation_id="thread-42"):
        chat("hi")
    for s in captured.spans:
        assert s.attributes["gen_ai.conversation.id"] == "thread-42"


class Mailer:
    @orchtrace.tool(sensitive=True)
    def send(self, to: str, subject: str, *attachments: str, urgent: bool = False) -> str:
        return "sent"


def test_tool_call_arguments_are_an_object_of_named_arguments(captured, monkeypatch):
    monkeypatch.setattr(settings, "capture_content", True)

    @orchtrace.tool
    def lookup(city, /, unit="C", *, lang="en"):
        return {"city": city}

    lookup("Paris", "F", lang="fr")
    Mailer().send("a@b.example", "hello", "x.pdf", urgent=True)
    spans = _by_name(captured.spans)
    args = json.loads(spans["execute_tool lookup"][0].attributes["gen_ai.tool.call.arguments"])
    assert args == {"city": "Paris", "unit": "F", "lang": "fr"}
    send = spans["execute_tool send"][0].attributes
    assert json.loads(send["gen_ai.tool.call.arguments"]) == {"to": "a@b.example", "subject": "hello",
                                                              "arg2": "x.pdf", "urgent": True}
    # per-argument evidence uses the same names (self is skipped)
    assert "orchtrace.tool.args.fingerprint.to" in send
    assert json.loads(spans["execute_tool lookup"][0].attributes["gen_ai.tool.call.result"]) == {"city": "Paris"}


def test_captured_content_is_never_cut_mid_json(captured, monkeypatch):
    monkeypatch.setattr(settings, "capture_content", True)
    monkeypatch.setattr(settings, "max_content_chars", 40)

    @orchtrace.tool
    def echo(text):
        return {"echo": text}

    echo("short")
    echo("a much longer text that does not fit the forty character limit")
    short, long_ = captured.spans
    assert json.loads(short.attributes["gen_ai.tool.call.arguments"]) == {"text": "short"}
    for key in ("gen_ai.tool.call.arguments", "gen_ai.tool.call.result"):
        assert key not in long_.attributes
    assert set(long_.attributes["orchtrace.content.omitted"]) == {"gen_ai.tool.call.arguments",
                                                                  "gen_ai.tool.call.result"}
    assert long_.attributes["orchtrace.tool.args.content_ref"].startswith("hmac-sha256:")


def test_tool_span_starts_before_the_tool_runs(captured):
    inner = captured.tracer_provider.get_tracer("app")

    @orchtrace.tool
    def fetch(url):
        with inner.start_as_current_span("http GET"):
            return "page"

    @orchtrace.tool
    def crash(x):
        with inner.start_as_current_span("db query"):
            raise TimeoutError("slow")

    fetch("u")
    with pytest.raises(TimeoutError):
        crash(1)
    spans = _by_name(captured.spans)
    assert spans["http GET"][0].parent.span_id == spans["execute_tool fetch"][0].context.span_id
    assert spans["db query"][0].parent.span_id == spans["execute_tool crash"][0].context.span_id
    failed = spans["execute_tool crash"][0]
    assert failed.status.status_code == StatusCode.ERROR
    assert failed.attributes["error.type"] == "TimeoutError"
    assert failed.start_time <= spans["db query"][0].start_time


@pytest.mark.parametrize("mode", ["span_events", "logs", "both"])
def test_vocabulary_as_span_events_or_log_based_events(captured, events_as, mode):
    from tests.core.helpers import lead

    events_as(mode)
    with orchtrace.task("t-events", "team"):
        lead("go")
    span_events = sum(len(s.events) for s in captured.spans)
    logs = captured.logs
    if mode == "span_events":
        assert span_events > 0 and not logs
    elif mode == "logs":
        assert span_events == 0 and logs
    else:
        assert span_events == len(logs) > 0
    span_ids = {s.context.span_id for s in captured.spans}
    for rec in logs:  # each log record is correlated to the span it happened in
        lr = rec.log_record
        assert lr.event_name.startswith("orchtrace.")
        assert lr.span_id in span_ids and lr.trace_id
    (t,) = captured.trace_dicts()
    types = sorted(e["type"] for e in t["events"])
    assert types.count("orchestrator_decision") == 2 and types.count("message") == 1
    assert types.count("aggregate") == 1 and types.count("human_intervention") == 1
    assert t["rewards"] == {"team": 0.75} and t["costs"]["tokens"] == 15
