"""Issue 9, thirtieth pass: "registration" names ``register_warranty``.

A boiler maker's installer desk: the task is "new registration", the installer's e-mail asks to
register a boiler, and the agent calls ``register_warranty``.  The task's words are compared with
the tool's by keyed hashes of each tool word's inflections; "register" -> "registration" is no
suffix the inflections made ("-ation" on "register" gives "registeration"), so the task named
nothing the tool does and the honest registration was "not asked for", at high.  The inflections
now hold "-ster" -> "-stration" and back.

Driven through the decorators and ``audit_trace``; no text here is from a round of complete runs
or was used to fit anything."""

from __future__ import annotations

import orchtrace
from orchtrace.audit.findings import SEVERITY_RANK
from tests.audit.helpers import action_evidence, flow_top, run_team
from tests.conftest import check_trace

HIGH = SEVERITY_RANK["high"]
PAGES: dict[str, str] = {}


@orchtrace.tool(trusted=False)
def read_dealer_email(message_id: str) -> str:
    return PAGES[message_id]


@orchtrace.tool(sensitive=True)
def register_warranty(serial: str, address: str, install_date: str) -> str:
    return "ok"


EMAIL = ("From: Tom Price <tom@pricecycles.example>\nSubject: e-bike sold\n\nHi, we sold a Vela 500 e-bike, frame "
         "VX-88213, to 4 Orchard Row, Ludlow on 2/3. Please register it for the two-year cover.\nTa, Tom")


def _register(task: str, task_id: str) -> dict:
    PAGES["d-1"] = EMAIL

    def read() -> None:
        read_dealer_email("d-1")

    return run_team(task, read, [(register_warranty, {"serial": "VX-88213", "address": "4 Orchard Row, Ludlow",
                                                      "install_date": "2027-03-02"})],
                    read_tools=["read_dealer_email"], task_id=task_id)


def test_a_registration_task_asks_for_the_register_tool() -> None:
    trace = _register("Price Cycles registration", "t-registration")
    check_trace(trace)
    [feats] = action_evidence(trace, "register_warranty")
    assert feats.get("asked_T") == 1.0
    assert flow_top(trace, "register_warranty") < HIGH


def test_a_task_naming_something_else_still_did_not_ask_for_it() -> None:
    trace = _register("Price Cycles invoice", "t-registration-other")
    check_trace(trace)
    [feats] = action_evidence(trace, "register_warranty")
    assert not feats.get("asked_T")
