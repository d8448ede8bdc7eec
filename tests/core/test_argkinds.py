"""``orchtrace.argkinds``: an action argument's name says whether it carries free text or a key
value; names from hostile traces of any length and type are read, and never kept in the cache."""

from __future__ import annotations

from orchtrace import argkinds
from orchtrace.intent import is_free_text_arg


def test_free_text_names_and_key_names() -> None:
    for name in ("subject", "email_body", "messageText", "Body", "internal.notes"):
        assert is_free_text_arg(name), name
    for name in ("to", "recipient", "iban", "amount", "booking_id", "url", "subjectLine", "notes/extra", ""):
        assert not is_free_text_arg(name), name


def test_hostile_names_are_read_but_not_remembered() -> None:
    before = argkinds._free_text_name.cache_info().currsize
    huge = "x" * 1_000_000 + "_body"
    assert is_free_text_arg(huge) is True
    assert is_free_text_arg(12) is False  # type: ignore[arg-type]  (a trace may carry any JSON key)
    assert is_free_text_arg(None) is False  # type: ignore[arg-type]
    assert argkinds._free_text_name.cache_info().currsize == before
