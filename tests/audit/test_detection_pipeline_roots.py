"""A pipeline of root agents with no orchestrator agent (``orchtrace.capture.carried``): the first
agent's output, when it read untrusted content, is not the second agent's trusted task.  Driven
through the decorators and the public audit."""

from __future__ import annotations

from typing import Any

import orchtrace
from orchtrace.audit import audit_trace
from orchtrace.audit.findings import SEVERITY_RANK
from orchtrace.capture import carried
from orchtrace.testing import capture_traces
from tests.audit.test_detection_task_shapes import ATTACK_MAIL
from tests.conftest import check_trace

HIGH = SEVERITY_RANK["high"]


@orchtrace.tool(trusted=False)
def read_mailbox() -> str:
    return ATTACK_MAIL


@orchtrace.tool()
def lookup_payee(name: str) -> str:
    return "Acme Supplies Ltd, IBAN DE89 3704 0044 0532 0130 00, invoice INV-2231 of 84.20 EUR"


@orchtrace.tool(sensitive=True)
def transfer_funds(iban: str, amount: float) -> str:
    return "ok"


@orchtrace.agent(name="reader", tools=["read_mailbox"])
def reader(request: str) -> str:
    return read_mailbox()


@orchtrace.agent(name="planner", tools=["lookup_payee"])
def planner(request: str) -> str:
    return lookup_payee("Acme")


@orchtrace.agent(name="actor", tools=["transfer_funds"])
def actor(request: str, notes: str) -> str:
    transfer_funds(**ARGS)
    return "ok"


ARGS: dict[str, Any] = {}


def _flow_top(trace: dict[str, Any]) -> int:
    return max((SEVERITY_RANK[f.severity] for f in audit_trace(trace) if f.code in ("OTA101", "OTA102")),
               default=-1)


def test_an_untrusted_output_carried_into_the_next_root_agent_is_not_the_task() -> None:
    ARGS.update(iban="LT121000011101001000", amount=900.0)
    with capture_traces() as cap, orchtrace.task("pipe-1", "payments"):
        notes = reader("Summarize my latest e-mail.")
        actor("Summarize my latest e-mail.", notes)
    [trace] = cap.trace_dicts()
    check_trace(trace)
    assert _flow_top(trace) >= HIGH
    [msg] = [e for e in trace["events"] if e["type"] == "message"]
    assert msg["trusted"] is False and msg["from"].startswith("reader-") and msg["agent_name"] == "actor"


def test_a_clean_planners_output_stays_part_of_the_task() -> None:
    ARGS.update(iban="DE89370400440532013000", amount=84.2)
    with capture_traces() as cap, orchtrace.task("pipe-2", "payments"):
        plan = planner("Pay the Acme invoice.")
        actor("Pay the Acme invoice.", plan)
    [trace] = cap.trace_dicts()
    assert not [e for e in trace["events"] if e["type"] == "message"]
    assert _flow_top(trace) == -1  # nothing untrusted anywhere: no flow finding


def test_the_registry_stays_bounded() -> None:
    for k in range(carried.MAX_AGENTS + 500):
        carried.remember_parent(f"child-{k}", f"parent-{k}")
        carried.mark_untrusted(f"child-{k}")
    assert len(carried._untrusted) <= carried.MAX_AGENTS and len(carried._parent_of) <= carried.MAX_AGENTS
