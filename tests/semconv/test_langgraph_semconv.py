"""GenAI semconv on the LangGraph integration's spans (real graph, scripted chat model)."""

from __future__ import annotations

import warnings

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

import orchtrace
from orchtrace import registry
from orchtrace.testing import capture_traces

warnings.filterwarnings("ignore", message=".*create_react_agent has been moved.*")


def test_langgraph_spans_carry_conversation_stable_agent_id_tool_description_and_model():
    from orchtrace_langgraph import LangGraphInstrumentor
    from tests.langgraph.test_langgraph import supervisor_app

    with capture_traces() as cap:
        inst = LangGraphInstrumentor()
        if inst.is_instrumented_by_opentelemetry:
            inst.uninstrument()
        inst.instrument(tracer_provider=cap.tracer_provider)
        try:
            orchtrace.mark_tool("send_email", sensitive=True, requires_approval=True)
            app = supervisor_app(InMemorySaver())
            config = {"configurable": {"thread_id": "thread-42"}}
            app.invoke({"messages": [("user", "research and mail")]}, config)
            app.invoke(Command(resume="approved"), config)
            spans = cap.spans
        finally:
            inst.uninstrument()
            registry.clear()
    agents = [s for s in spans if s.attributes.get("gen_ai.operation.name") == "invoke_agent"]
    tools = [s for s in spans if s.attributes.get("gen_ai.operation.name") == "execute_tool"]
    assert len(agents) >= 3 and tools
    for s in agents + tools:
        assert s.attributes["gen_ai.conversation.id"] == "thread-42", s.name
    for s in agents:  # stable id = the agent's name; the instance is orchtrace.agent.instance_id
        assert s.attributes["gen_ai.agent.id"] == s.attributes["gen_ai.agent.name"]
        assert s.attributes["orchtrace.agent.instance_id"].startswith(s.attributes["gen_ai.agent.name"] + "-")
    ids = [s.attributes["orchtrace.agent.instance_id"] for s in agents]
    assert len(ids) == len(set(ids))
    fetch = next(s for s in tools if s.attributes["gen_ai.tool.name"] == "fetch_page")
    assert fetch.attributes["gen_ai.tool.description"]
    # the agents that called a chat model name it (LangChain's ls_* metadata)
    with_model = [s for s in agents if "gen_ai.request.model" in s.attributes or "gen_ai.provider.name" in s.attributes]
    assert with_model, [dict(s.attributes) for s in agents]
