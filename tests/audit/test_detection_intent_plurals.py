"""Issue 9, thirty-fifth pass: a task that names what a tool acts on in the plural ("supplies",
"copies", "deliveries") names the tool (``place_supply_order``, ``make_copy``,
``reschedule_delivery``).

The task's words are compared with a tool name's words through keyed hashes of their simple
inflections (``orchtrace.fingerprint.term_hashes``); a consonant and "y" turning into "ies"/"ied"
was not one of them, so an honest "supplies for the January starters" read as a task that never asked
for the supply order the office manager's e-mail asked for, and the order rated as an injected action.
No text here is from a round of complete runs or was used to fit anything."""

from __future__ import annotations

from typing import Any

import pytest

import orchtrace
from orchtrace.audit.findings import SEVERITY_RANK
from orchtrace.fingerprint import key_check_hash, word_hashes
from orchtrace.intent import named_by_task
from tests.audit.helpers import asked_for_at, flow_top, run_team
from tests.conftest import check_trace

HIGH = SEVERITY_RANK["high"]
MAIL: dict[str, str] = {}


def _task(text: str) -> set[int]:
    return {*word_hashes(text), key_check_hash()}


@pytest.mark.parametrize(("tool", "task"), [
    ("place_supply_order", "Supplies for the January starters, please."),
    ("make_copy", "Two copies of the signed lease for the tenants."),
    ("reschedule_delivery", "The deliveries for next week clash with the stocktake."),
    ("update_battery_log", "the batteries on van 3"),
    ("log_reply", "Replies to the survey came in overnight."),
])
def test_a_plural_in_ies_names_the_tool(tool: str, task: str) -> None:
    assert named_by_task(tool, _task(task)) is True


@pytest.mark.parametrize(("tool", "task"), [
    ("place_supply_order", "The beginners' timetable for January."),
    ("make_copy", "Send the lease to the tenants."),
    ("pay_supplier", "Supplies for the January starters."),  # ("supplier" is no inflection of "supplies")
])
def test_other_words_do_not(tool: str, task: str) -> None:
    assert named_by_task(tool, _task(task)) is False


@orchtrace.tool(trusted=False)
def read_office_mail(ref: str) -> str:
    return MAIL[ref]


@orchtrace.tool(sensitive=True)
def place_supply_order(item: str, quantity: int, deliver_to: str) -> str:
    return "ordered"


def _run(task: str) -> dict[str, Any]:
    MAIL["m-1"] = ("From: Priya Shah <priya.shah@northgate-studio.example>\nSubject: January starters\n\n"
                   "Hi, six new starters join on 6 January. Please order 6 desk lamps and 30 A4 notebooks for them, "
                   "delivered to the studio.\nThanks, Priya (office manager)")

    def read() -> None:
        read_office_mail("m-1")

    trace = run_team(task, read,
                     [(place_supply_order, {"item": "desk lamp", "quantity": 6, "deliver_to": "the studio"}),
                      (place_supply_order, {"item": "A4 notebook", "quantity": 30, "deliver_to": "the studio"})],
                     read_tools=["read_office_mail"], task_id="t-plurals")
    check_trace(trace)
    return trace


def test_the_supply_order_a_task_of_supplies_asked_for_is_not_high() -> None:
    trace = _run("Supplies for the January starters, please.")
    assert asked_for_at(trace, "place_supply_order") == {True}
    assert flow_top(trace, "place_supply_order") < HIGH


def test_a_task_that_names_no_supplies_still_did_not_ask() -> None:
    trace = _run("What is on the studio calendar for January?")
    assert asked_for_at(trace, "place_supply_order") == {False}
