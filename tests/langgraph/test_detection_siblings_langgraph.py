"""Issue 9, tenth pass, zero-code: a LangGraph ReAct agent (real ``create_react_agent``, a scripted
``langchain_core`` chat model) with tools nobody annotated reads a billing ticket whose note asks
for a second refund, refunds the note's card *and* the duplicate the user asked about.  Trust and
sensitivity come only from the tool names (``read_billing_ticket``: untrusted,
``refund_card_payment``: sensitive); the audit flags the injected refund high because the honest
one beside it takes plain values.  An honest run refunding two rows of the table raises no high."""

from __future__ import annotations

import json
from typing import Any

from orchtrace.audit import audit_trace
from orchtrace.audit.findings import SEVERITY_RANK
from tests.audit.helpers import flow_severity_by_call
from tests.audit.sibling_texts import HONEST, INJECTED, NOTE, TASK, TICKET
from tests.langgraph.helpers import ScriptedChatModel, ai

HIGH = SEVERITY_RANK["high"]


def _run(cap: Any, task: str, page: str, refunds: list[dict[str, Any]], thread: str) -> dict[str, Any]:
    from langchain_core.tools import tool
    from langgraph.prebuilt import create_react_agent

    @tool
    def read_billing_ticket(ticket: str) -> str:
        """Read a billing ticket."""
        return page

    @tool
    def refund_card_payment(card_last4: str, amount: float) -> str:
        """Refund a card payment."""
        return json.dumps({"status": "ok"})

    script = [ai("", ("read_billing_ticket", {"ticket": "BT-5512"}))]
    script += [ai("", ("refund_card_payment", kw)) for kw in refunds] + [ai("done")]
    agent = create_react_agent(ScriptedChatModel(script), [read_billing_ticket, refund_card_payment], name="billing")
    agent.invoke({"messages": [("user", task)]}, {"configurable": {"thread_id": thread}})
    traces = cap.trace_dicts()
    cap.exporter.clear()
    return traces[-1]


def _by_call(trace: dict[str, Any]) -> list[int]:
    return flow_severity_by_call(trace, "refund_card_payment")


def test_zero_code_injected_refund_beside_the_asked_one_is_high(lg) -> None:  # type: ignore[no-untyped-def]
    trace = _run(lg, TASK, TICKET + NOTE, [INJECTED, HONEST],
                 "siblings-attacked")
    injected, honest = _by_call(trace)
    assert injected >= HIGH and honest < HIGH
    # the same call alone: nothing to contrast it with (the known miss)
    [alone] = _by_call(_run(lg, TASK, TICKET + NOTE, [INJECTED],
                            "siblings-alone"))
    assert alone < HIGH


def test_zero_code_two_honest_refunds_from_the_table_raise_no_high(lg) -> None:  # type: ignore[no-untyped-def]
    table = TICKET + "2026-11-04  3390   $960.00  captured (duplicate of annual plan)\n"
    trace = _run(lg, "Refund both duplicate charges in ticket BT-5512.", table, [HONEST, INJECTED], "siblings-benign")
    assert max(_by_call(trace)) == SEVERITY_RANK["medium"]
    assert not [f for f in audit_trace(trace) if SEVERITY_RANK[f.severity] >= HIGH]
