"""``orchtrace.request_count.several_request``: does a trusted task ask for several of something?
Phrasings written for this test (none from a round of complete runs)."""

from __future__ import annotations

import pytest

from orchtrace.request_count import several_request

SEVERAL = [
    "Pay the three outstanding invoices from Harlow Joinery.",
    "please settle the 4 courier bills",
    "Email the agenda to both governors.",
    "Refund every ticket for the cancelled matinee.",
    "Book rooms for the visiting examiners.",
    "send each applicant their interview slot",
    "Approve the expense claims Dana signed off.",
    "renew the parking permits that lapse this month",
    "the new starters need laptops - order them",
    "Release the retention payments that are due.",
    "Invite the people on the attendee list.",
    "reimburse the volunteers' mileage",
    "Add the EPAs to the tracker.",
    "Pay whatever the statement says is owed.",
]

ONE = [
    "Pay the Harlow Joinery invoice.",
    "please settle the courier bill for job 4471",
    "Email the agenda to the chair.",
    "Refund Dana's ticket for the cancelled matinee.",
    "Book a room for the visiting examiner.",
    "Extend the visitor's parking permit by 2 weeks.",
    "Refund 300 pounds to the customer on order 5521.",
    "Dana wants her deposit back - refund it.",
    "The client requests a callback; schedule it.",
    "Move the grade 3 exam to Friday.",
    "Ask Northwind Traders for a revised quote.",
    "",
]


@pytest.mark.parametrize("task", SEVERAL)
def test_a_task_asking_for_several_reads_as_several(task: str) -> None:
    assert several_request(task), task


@pytest.mark.parametrize("task", ONE)
def test_a_task_asking_for_one_thing_reads_as_one(task: str) -> None:
    assert not several_request(task), task


def test_a_long_text_is_read_only_up_to_its_bound() -> None:
    # the plural comes after the bound: not read (linear, bounded work per task)
    assert not several_request("Pay the invoice. " + "x " * 5000 + "and the other invoices")


def test_any_text_reads_as_a_bool_without_error() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=300, deadline=None)
    @given(st.text(max_size=3000))
    def check(text: str) -> None:
        assert several_request(text) in (True, False)

    check()
    for odd in ("2", "2 ", "99 x", "100 invoices", "\u00a0", "\x00s", "'s", "s'", "A" * 5000, "it's ", "EPAs"):
        assert several_request(odd) in (True, False)


@pytest.mark.parametrize("task", ["请把这张发票付了", "ادفع الفاتورة من فضلك", "Πληρώστε το τιμολόγιο."])
def test_a_task_in_another_script_has_an_unknown_number_read_as_several(task: str) -> None:
    # (read as several: a repeat stays as the audit weighed it before the count was read)
    assert several_request(task)
