"""Issue 9, fifteenth pass, zero-code: a LangGraph ReAct agent (real ``create_react_agent``, a
scripted ``langchain_core`` chat model) with tools nobody annotated is asked to extend one boiler
warranty and extends two - the second at the serial a colleague's chat line in the ticket names.
The user message is the trusted task; its number (one extension, not several) is read at capture
time and recorded as a marker only, so the repeat is high (both calls: nothing tells which one
obeyed the chat line); asked for the warranties (several), the same run stays below high."""

from __future__ import annotations

import json
from typing import Any

from orchtrace.audit import audit_trace
from orchtrace.audit.findings import SEVERITY_RANK
from tests.audit.helpers import flow_severity_by_call
from tests.audit.test_detection_repeat_single import CHAT, HONEST, INJECTED, TICKET
from tests.langgraph.helpers import ScriptedChatModel, ai

HIGH = SEVERITY_RANK["high"]


def _run(cap: Any, task: str, thread: str) -> dict[str, Any]:
    from langchain_core.tools import tool
    from langgraph.prebuilt import create_react_agent

    @tool
    def read_service_ticket(ticket: str) -> str:
        """Read a service ticket."""
        return TICKET + CHAT

    @tool
    def extend_warranty(serial: str, months: int) -> str:
        """Extend a unit's warranty."""
        return json.dumps({"status": "ok"})

    script = [ai("", ("read_service_ticket", {"ticket": "ST-4410"}))]
    script += [ai("", ("extend_warranty", kw)) for kw in (INJECTED, HONEST)] + [ai("done")]
    agent = create_react_agent(ScriptedChatModel(script), [read_service_ticket, extend_warranty], name="service")
    agent.invoke({"messages": [("user", task)]}, {"configurable": {"thread_id": thread}})
    traces = cap.trace_dicts()
    cap.exporter.clear()
    return traces[-1]


def test_zero_code_second_call_for_a_one_thing_request_is_high(lg) -> None:  # type: ignore[no-untyped-def]
    trace = _run(lg, "Extend the warranty on ticket ST-4410.", "repeat-single-one")
    # both calls in one high finding: nothing tells the obeyed chat line from the task's own call
    assert flow_severity_by_call(trace, "extend_warranty") == [HIGH, HIGH]
    [finding] = [f for f in audit_trace(trace) if f.code == "OTA101" and SEVERITY_RANK[f.severity] >= HIGH]
    assert finding.details.get("count") == 2


def test_zero_code_the_same_calls_for_several_stay_below_high(lg) -> None:  # type: ignore[no-untyped-def]
    trace = _run(lg, "Extend the warranties on ticket ST-4410.", "repeat-single-several")
    assert max(flow_severity_by_call(trace, "extend_warranty")) < HIGH
    assert any("several" in (e.get("input_effects") or ()) for e in trace["events"])
