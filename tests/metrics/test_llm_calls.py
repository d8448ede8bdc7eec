"""LLM calls recorded by other instrumentations are charged to the agent they ran under.

Real instrumentations over a real LangChain chat model (langchain_core's fake model): OpenInference
(``openinference-instrumentation-langchain``) and OpenLLMetry (``opentelemetry-instrumentation-
langchain``); the OpenTelemetry contrib openai-v2 shape (``chat {model}`` spans with ``gen_ai.*``)
is produced with the SDK tracer exactly as that instrumentation writes it (the package talks to
the OpenAI API, which a test cannot reach)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import orjson
import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

import orchtrace
from orchtrace.llm import available, instrument_llm, uninstrument_llm
from orchtrace.metrics import agent_table
from orchtrace.testing import capture_traces
from tests.instrumentation_restore import restored

REPO = Path(__file__).resolve().parents[2]


class FakeGPT(GenericFakeChatModel):
    model_name: str = "fake-gpt-4o"

    @property
    def _identifying_params(self):
        return {"model_name": self.model_name}


def _llm(inp: int, out: int) -> FakeGPT:
    usage = {"input_tokens": inp, "output_tokens": out, "total_tokens": inp + out}
    return FakeGPT(messages=iter([AIMessage(content="draft", usage_metadata=usage)]))


@orchtrace.agent(role="writer")
def writer(q: str) -> str:
    return _llm(100, 20).invoke(q).content + _llm(50, 10).invoke(q).content


@orchtrace.agent(role="critic")
def critic(q: str) -> str:
    return _llm(7, 3).invoke(q).content


@orchtrace.agent(role="orchestrator")
def lead(q: str) -> str:
    orchtrace.decision("spawn", ["writer", "critic"])
    return writer(q) + critic(q)


@pytest.fixture(autouse=True)
def _no_instrumentation_left_behind():
    # opentelemetry-instrumentation-langchain's uninstrument() leaves its wrappers in place:
    # later tests in this process (the importer tests) would see its spans
    with restored():
        yield


def _returns(trace):
    return {e["agent_name"]: e for e in trace["events"] if e["type"] == "return"}


@pytest.mark.parametrize("dist", ["openinference-instrumentation-langchain", "opentelemetry-instrumentation-langchain"])
def test_langchain_llm_calls_join_their_agent(dist):
    with capture_traces() as cap:
        on = instrument_llm([dist], tracer_provider=cap.tracer_provider)
        try:
            assert on == [f"langchain ({dist})"]
            lead("write the report")
        finally:
            uninstrument_llm()
    (trace,) = cap.trace_dicts()
    rets = _returns(trace)
    assert rets["writer"]["cost"] == {"tokens": 180.0, "input_tokens": 150.0, "output_tokens": 30.0, "llm_calls": 2}
    assert rets["critic"]["cost"] == {"tokens": 10.0, "input_tokens": 7.0, "output_tokens": 3.0, "llm_calls": 1}
    assert "cost" not in rets["lead"]  # the orchestrator made no LLM call itself
    assert rets["writer"]["models"] == ["fake-gpt-4o"]
    assert rets["writer"]["providers"]  # whatever the instrumentation names it, never empty
    assert trace["costs"]["tokens"] == 190.0  # per-agent costs add up to the trace total
    assert trace["metrics"]["llm_calls"] == 3
    assert trace["metrics"]["protocol_overhead"] == 0.0  # the orchestrator spent nothing
    rows = {r["name"]: r for r in agent_table(trace)}
    assert rows["writer"]["tokens"] == 180.0 and rows["critic"]["llm_calls"] == 1


def test_openai_v2_shaped_chat_spans_join_their_agent():
    with capture_traces() as cap:
        tracer = cap.tracer_provider.get_tracer("opentelemetry.instrumentation.openai_v2")

        @orchtrace.agent(role="planner")
        def planner(q: str) -> str:
            with tracer.start_as_current_span("chat gpt-4o-mini", attributes={
                "gen_ai.operation.name": "chat", "gen_ai.system": "openai",
                "gen_ai.request.model": "gpt-4o-mini", "gen_ai.response.model": "gpt-4o-mini-2024-07-18",
                "gen_ai.usage.input_tokens": 40, "gen_ai.usage.output_tokens": 8, "server.address": "api.openai.com"}):
                pass
            # OpenLLMetry's own openai instrumentation (older conventions)
            with tracer.start_as_current_span("openai.chat", attributes={
                "llm.request.type": "chat", "gen_ai.system": "OpenAI", "gen_ai.request.model": "gpt-4.1",
                "gen_ai.usage.prompt_tokens": 5, "gen_ai.usage.completion_tokens": 1}):
                pass
            return "plan"

        planner("x")
    (trace,) = cap.trace_dicts()
    ret = _returns(trace)["planner"]
    assert ret["cost"] == {"tokens": 54.0, "input_tokens": 45.0, "output_tokens": 9.0, "llm_calls": 2}
    assert ret["models"] == ["gpt-4.1", "gpt-4o-mini-2024-07-18"]
    assert ret["providers"] == ["OpenAI", "openai"]


def test_one_instrumentor_per_library_and_frameworks_only_when_named():
    libs = available()
    assert [d for d, _ in libs["langchain"]][0] == "openinference-instrumentation-langchain"
    with capture_traces() as cap:
        try:
            # True: LLM client libraries only (none is installed here); LangChain's framework
            # instrumentations would add a second agent tree next to orchtrace's LangGraph one
            assert not any(x.startswith("langchain") for x in instrument_llm(True, tracer_provider=cap.tracer_provider))
            on = instrument_llm(["langchain"], tracer_provider=cap.tracer_provider)
            assert on == ["langchain (openinference-instrumentation-langchain)"]  # one, the preferred one
        finally:
            uninstrument_llm()


def test_configure_instrument_llm_one_line(tmp_path):
    """The one-liner in a fresh process: configure(instrument_llm=[...]), a team, the trace file."""
    script = textwrap.dedent(f"""
        import orchtrace
        from tests.metrics.test_llm_calls import lead
        orchtrace.configure(traces_dir={str(tmp_path)!r}, exporter="none", instrument_llm=["langchain"])
        with orchtrace.task("t-llm"):
            lead("go")
        orchtrace.shutdown()
    """)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO / "src"), str(REPO / "integrations"),
                                                       str(REPO / "collectors"), str(REPO)]))
    proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    (path,) = list(tmp_path.glob("*.json"))
    trace = orjson.loads(path.read_bytes())
    assert _returns(trace)["writer"]["cost"]["llm_calls"] == 2
    assert trace["metrics"]["llm_calls"] == 3 and trace["costs"]["tokens"] == 190.0
