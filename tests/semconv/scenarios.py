"""Scenarios -> the spans and attributes the GenAI semantic conventions (agent spans document:
invoke_workflow, invoke_agent (internal), execute_tool) say they produce.

Each scenario is a small program using the public API; ``EXPECTED`` lists, per span name, the
attributes that must be there with these values (``ANY``: present, any value) and ``ABSENT`` the
ones that must not be.
"""

from __future__ import annotations

from typing import Any

import orchtrace

ANY = object()


@orchtrace.tool(description="Look a city up in the weather service")
def get_weather(city: str, unit: str = "C") -> dict[str, Any]:
    return {"city": city, "temp": 21, "unit": unit}


@orchtrace.agent(name="forecaster", model="gpt-4o-mini", provider="openai", description="Answers weather questions")
def forecaster(question: str) -> str:
    report = get_weather("Paris", unit="C")
    return f"{report['temp']} degrees"


@orchtrace.agent(name="coordinator", tools=["get_weather"])
def coordinator(question: str) -> str:
    orchtrace.decision("delegate", "forecaster")
    return forecaster(question)


def weather_run(task_id: str = "digest-2026-11-22") -> str:
    with orchtrace.task(task_id, "weather_digest"):
        return coordinator("weather in Paris?")


EXPECTED: dict[str, dict[str, Any]] = {
    "invoke_workflow weather_digest": {
        "gen_ai.operation.name": "invoke_workflow",
        "gen_ai.workflow.name": "weather_digest",
        "gen_ai.conversation.id": "digest-2026-11-22",
        "orchtrace.task.id": "digest-2026-11-22",
    },
    "invoke_agent coordinator": {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": "coordinator",
        "gen_ai.agent.id": "coordinator",
        "gen_ai.conversation.id": "digest-2026-11-22",
        "orchtrace.agent.instance_id": ANY,
        "code.function.name": "coordinator",
        "code.file.path": ANY,
        "code.line.number": ANY,
    },
    "invoke_agent forecaster": {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": "forecaster",
        "gen_ai.agent.id": "forecaster",
        "gen_ai.agent.description": "Answers weather questions",
        "gen_ai.request.model": "gpt-4o-mini",
        "gen_ai.provider.name": "openai",
        "gen_ai.conversation.id": "digest-2026-11-22",
        "orchtrace.agent.instance_id": ANY,
        "orchtrace.agent.parent_id": ANY,
    },
    "execute_tool get_weather": {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "get_weather",
        "gen_ai.tool.type": "function",
        "gen_ai.tool.description": "Look a city up in the weather service",
        "gen_ai.tool.call.id": ANY,
        "gen_ai.conversation.id": "digest-2026-11-22",
    },
}

# high-cardinality or content-bearing attributes that must not be on spans by default
ABSENT: dict[str, tuple[str, ...]] = {
    "invoke_workflow weather_digest": (),
    "invoke_agent coordinator": ("gen_ai.request.model", "gen_ai.provider.name"),
    "invoke_agent forecaster": (),
    "execute_tool get_weather": ("gen_ai.tool.call.arguments", "gen_ai.tool.call.result"),
}
