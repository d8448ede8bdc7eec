"""A JSON or Python-literal record is cut into a piece per key and per value, around bare scalars
(numbers, ``true``/``false``/``null``, ``True``/``False``/``None``) as around quoted strings: a key
name that is a verb (``deliver_to``, ``pay_to``) must not run on from the value before it into a
clause ("4, deliver to").  Prose keeps its commas."""

from __future__ import annotations

from orchtrace.detect import fastsegments, features


def _pieces(text: str) -> list[str]:
    got = features.segments(text)
    assert fastsegments.segments(text) == got  # (the run-time segmenter cuts exactly as the definition)
    return [text[a:b] for a, b in got]


def test_bare_numbers_and_literals_cut_like_quoted_values() -> None:
    text = ('{"order": "SO-1187", "crates": 4, "deliver_to": "Depot 2, Selby", "price": -2.5, '
            '"pay_to": "ap@example.org", "paid": false, "urgent": true, "note": null, "send_copy_to": "b@example.org"}')
    assert _pieces(text) == ["order", "SO-1187", "crates", "4", "deliver_to", "Depot 2, Selby", "price", "-2.5",
                             "pay_to", "ap@example.org", "paid", "false", "urgent", "true", "note", "null",
                             "send_copy_to", "b@example.org"]


def test_python_literals_cut_too() -> None:
    text = "{'crates': 12, 'ship_to': 'Unit 4, Leeds', 'fragile': True, 'notes': None, 'email_to': 'c@example.org'}"
    pieces = _pieces(text)
    assert "ship_to" in pieces and "email_to" in pieces and "12" in pieces and "True" in pieces


def test_a_sentence_in_prose_keeps_its_comma() -> None:
    text = ("We shipped 4, then the courier asked us to deliver to the back door next time, which is fine by us and "
            "we will do that from now on for every order.")
    assert _pieces(text) == [text]
