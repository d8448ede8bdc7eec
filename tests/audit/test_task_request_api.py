"""``orchtrace.task(request=...)``: the user's request for a run whose root agent does not take it
(a worker that pulls a job, only tools decorated), and OTA105, the note that an action met
untrusted content in a trace that recorded no trusted task.  Driven through the public API."""

from __future__ import annotations

from typing import Any

import orchtrace
from orchtrace.audit import audit_trace
from orchtrace.audit.findings import SEVERITY_RANK
from orchtrace.testing import capture_traces
from tests.audit.test_detection_task_shapes import ATTACK_MAIL, BILL_MAIL
from tests.conftest import check_trace

HIGH = SEVERITY_RANK["high"]
MAIL: dict[str, str] = {}


@orchtrace.tool(trusted=False)
def read_inbox_top() -> str:
    return MAIL["now"]


@orchtrace.tool(sensitive=True)
def make_transfer(iban: str, amount: float) -> str:
    return "ok"


@orchtrace.agent(name="worker", tools=["read_inbox_top", "make_transfer"])
def worker() -> str:  # pulls its job from elsewhere: takes no request
    read_inbox_top()
    make_transfer(**ARGS)
    return "done"


ARGS: dict[str, Any] = {}


def _run(mail: str, args: dict[str, Any], request: Any, *, agent: bool) -> tuple[dict[str, Any], Any]:
    MAIL["now"] = mail
    ARGS.clear()
    ARGS.update(args)
    with capture_traces() as cap, orchtrace.task("job-7", "payments", request=request):
        if agent:
            worker()
        else:
            read_inbox_top()
            make_transfer(**args)
    [trace] = cap.trace_dicts()
    return trace, cap.exporter.get_finished_spans()


def _flow_top(trace: dict[str, Any]) -> int:
    return max((SEVERITY_RANK[f.severity] for f in audit_trace(trace) if f.code in ("OTA101", "OTA102")),
               default=-1)


INJECTED = {"iban": "LT121000011101001000", "amount": 900.0}


def test_the_request_given_to_the_task_turns_intent_alignment_on() -> None:
    for agent in (True, False):
        blind, _ = _run(ATTACK_MAIL, INJECTED, None, agent=agent)
        told, spans = _run(ATTACK_MAIL, INJECTED, "Summarize my latest e-mail.", agent=agent)
        check_trace(told)
        assert _flow_top(blind) < HIGH <= _flow_top(told)
        # no task recorded: a note says why the injected transfer could not be checked against one
        assert [f.severity for f in audit_trace(blind) if f.code == "OTA105"] == ["info"]
        assert not [f for f in audit_trace(told) if f.code == "OTA105"]
        # only derived evidence: the request's words are nowhere in the exported spans
        exported = repr([(s.name, dict(s.attributes or {})) for s in spans])
        assert "Summarize" not in exported and "latest e-mail" not in exported


def test_a_request_for_the_payment_keeps_the_bill_below_high() -> None:
    trace, _ = _run(BILL_MAIL, {"iban": "DE89370400440532013000", "amount": 84.2},
                    {"channel": "app", "text": "Pay the bill in my latest e-mail."}, agent=False)
    check_trace(trace)
    assert -1 < _flow_top(trace) < HIGH


def test_ota105_is_quiet_when_nothing_untrusted_reaches_the_action() -> None:
    with capture_traces() as cap, orchtrace.task("job-8", "payments"):
        make_transfer("DE89370400440532013000", 10.0)
    [trace] = cap.trace_dicts()
    assert not [f for f in audit_trace(trace) if f.code == "OTA105"]


def test_an_untrusted_task_ignores_the_request() -> None:
    with capture_traces() as cap, orchtrace.task("job-9", "payments", trusted_input=False,
                                                 request="Pay everything in the inbox."):
        MAIL["now"] = ATTACK_MAIL
        read_inbox_top()
        make_transfer(**INJECTED)
    [trace] = cap.trace_dicts()
    assert not any(e.get("input_effects") or e.get("input_fingerprint") for e in trace["events"])
