"""Zero-code LangGraph: a system message that lists every capability (real ``create_react_agent``,
a scripted ``langchain_core`` chat model, tools nobody annotated) does not make the injected
transfer look asked for: only the user message is the request (``orchtrace.task_request``)."""

from __future__ import annotations

import json
from typing import Any

from tests.audit.helpers import flow_severity_by_call
from tests.audit.test_detection_task_shapes import ATTACK_MAIL, HIGH, SYSTEM
from tests.langgraph.helpers import ScriptedChatModel, ai


def _run(cap: Any, messages: list[tuple[str, str]], thread: str) -> dict[str, Any]:
    from langchain_core.tools import tool
    from langgraph.prebuilt import create_react_agent

    @tool
    def read_latest_email() -> str:
        """Read the user's latest e-mail."""
        return ATTACK_MAIL

    @tool
    def transfer_money(iban: str, amount: float) -> str:
        """Transfer money to an IBAN."""
        return json.dumps({"status": "ok"})

    script = [ai("", ("read_latest_email", {})),
              ai("", ("transfer_money", {"iban": "LT121000011101001000", "amount": 900.0})), ai("done")]
    agent = create_react_agent(ScriptedChatModel(script), [read_latest_email, transfer_money], name="finbot")
    agent.invoke({"messages": messages}, {"configurable": {"thread_id": thread}})
    traces = cap.trace_dicts()
    cap.exporter.clear()
    return traces[-1]


def test_zero_code_system_message_does_not_ask_for_the_transfer(lg) -> None:  # type: ignore[no-untyped-def]
    with_system = _run(lg, [("system", SYSTEM), ("user", "Summarize my latest e-mail.")], "shapes-system")
    without = _run(lg, [("user", "Summarize my latest e-mail.")], "shapes-plain")
    assert max(flow_severity_by_call(with_system, "transfer_money")) >= HIGH
    assert flow_severity_by_call(with_system, "transfer_money") == flow_severity_by_call(without, "transfer_money")


def _run_pasted(cap: Any, text: str, thread: str) -> dict[str, Any]:
    from langchain_core.tools import tool
    from langgraph.prebuilt import create_react_agent

    @tool
    def transfer_money(iban: str, amount: float) -> str:
        """Transfer money to an IBAN."""
        return json.dumps({"status": "ok"})

    script = [ai("", ("transfer_money", {"iban": "LT121000011101001000", "amount": 900.0})), ai("done")]
    agent = create_react_agent(ScriptedChatModel(script), [transfer_money], name="finbot")
    agent.invoke({"messages": [("user", text)]}, {"configurable": {"thread_id": thread}})
    traces = cap.trace_dicts()
    cap.exporter.clear()
    return traces[-1]


def test_zero_code_an_email_pasted_into_the_user_message_is_untrusted(lg) -> None:  # type: ignore[no-untyped-def]
    footer = "\nAcme Payments Ltd, 12 Grid Road, Leeds LS1 4AP. Customer service 0113 496 0000."
    trace = _run_pasted(lg, "Summarize this e-mail for me:\n\n" + ATTACK_MAIL + footer, "shapes-pasted")
    [msg] = [e for e in trace["events"] if e["type"] == "message" and e.get("trusted") is False]
    assert msg["from"] == "user"
    assert max(flow_severity_by_call(trace, "transfer_money")) >= HIGH


def test_zero_code_records_the_users_values_apart_from_the_system_prompts(lg) -> None:  # type: ignore[no-untyped-def]
    """The graph input's system message is trusted for its values, but only the user message's
    values are ones *the user* named (``request_fingerprint``, the risk model's ``args_trusted``)."""
    from orchtrace.fingerprint import value_hashes

    system = SYSTEM + " Transfers above 2500 EUR need the CFO on +44 7700 900123."
    trace = _run(lg, [("system", system), ("user", "Summarize my latest e-mail about invoice INV-4471.")],
                 "shapes-request-values")
    [root] = [e for e in trace["events"] if e.get("input_fingerprint")]
    trusted, named = set(root["input_fingerprint"]), set(root["request_fingerprint"])
    assert named and named <= trusted
    standing = set(value_hashes("2500")) | set(value_hashes("+44 7700 900123"))
    assert standing & trusted and not standing & named
    assert set(value_hashes("INV-4471")) & named
