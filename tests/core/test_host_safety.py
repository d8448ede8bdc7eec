"""Issue 11 defect 5 and the privacy part of 8: nothing orchtrace does raises into the host
application, and exception messages stay off spans unless content capture is on."""

from __future__ import annotations

import asyncio
import math

import pytest
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider

import orchtrace
from orchtrace.capture import decorators
from orchtrace.config import settings
from orchtrace.testing import capture_traces


class Exploding(SpanProcessor):
    def on_end(self, span):  # type: ignore[no-untyped-def]
        raise RuntimeError("processor bug")


@orchtrace.tool(trusted=False)
def fetch(url: str) -> str:
    return "page " + url


@orchtrace.agent(name="worker", tools=["fetch"])
def worker(x: int) -> int:
    fetch("u")
    return x * 2


@orchtrace.agent(name="aworker")
async def aworker(x: int) -> int:
    return x + 1


def test_a_raising_span_processor_never_reaches_the_host() -> None:
    provider = TracerProvider()
    provider.add_span_processor(Exploding())
    before = decorators.processor_failures()
    with capture_traces(provider):
        results = [worker(k) for k in range(50)]
        with orchtrace.task("t-explode"):
            results.append(asyncio.run(aworker(1)))
    assert results == [k * 2 for k in range(50)] + [2]
    assert decorators.processor_failures() > before


@pytest.mark.parametrize("call", [
    lambda: orchtrace.reward("quality", "high"),
    lambda: orchtrace.reward("quality", math.nan),
    lambda: orchtrace.reward("quality", None),
    lambda: orchtrace.cost(input_tokens=math.nan),
    lambda: orchtrace.cost(tokens="many"),
    lambda: orchtrace.cost(tokens=-5),
])
def test_bad_arguments_are_dropped_enabled_and_disabled(call) -> None:  # type: ignore[no-untyped-def]
    old = settings.enabled
    try:
        for enabled in (True, False):
            settings.enabled = enabled
            with capture_traces():
                assert call() is None
    finally:
        settings.enabled = old


def test_exception_messages_stay_off_spans_by_default() -> None:
    @orchtrace.tool(sensitive=True)
    def charge(card: str) -> str:
        raise ValueError(f"card {card} declined")

    @orchtrace.agent(name="shop", tools=["charge"])
    def shop() -> str:
        try:
            charge("4111-1111-1111-1111")
        except ValueError:
            return "declined"
        return "ok"

    with capture_traces() as cap:
        assert shop() == "declined"
    tool_span = next(s for s in cap.spans if s.name == "execute_tool charge")
    assert tool_span.attributes["error.type"] == "ValueError"
    assert tool_span.status.description == "ValueError"
    text = repr([(s.attributes, s.status.description, [(e.name, e.attributes) for e in s.events]) for s in cap.spans])
    assert "4111" not in text and "declined" not in text
    old = settings.capture_content
    try:
        settings.capture_content = True
        with capture_traces() as cap:
            shop()
        tool_span = next(s for s in cap.spans if s.name == "execute_tool charge")
        assert "declined" in tool_span.status.description  # opted in: the message is kept
    finally:
        settings.capture_content = old
