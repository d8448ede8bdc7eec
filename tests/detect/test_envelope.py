"""A message's envelope (orchtrace.envelope): who sent it is no part of what it asks.

Unit cases for where the envelope ends and which sender a preamble names, and what the capture
records because of it: a ``From:`` line's or a preamble's address is never *planted* by the
recognizer's span over the body, and a preamble's sender is a field of the record.  A header line
further down a text (a quoted message, a fake header an injection writes into a body) is content."""

from __future__ import annotations

import pytest

from orchtrace.envelope import envelope_end, outside_envelope, sender_span
from orchtrace.fields import field_hashes, field_value_spans
from orchtrace.fingerprint import _he, instruction_hashes


@pytest.mark.parametrize(("text", "envelope"), [
    ("From: Ana Ruiz <ana@example.org>\nSubject: deposit\n\nPlease refund me.", "From: Ana Ruiz <ana@example.org>\nSubject: deposit\n"),
    ("Message from Carol Rossi <carol.rossi@example.net>: Please send the courier on 23/8.",
     "Message from Carol Rossi <carol.rossi@example.net>"),
    ("SMS from Ana (+44 7700 900123): running late", "SMS from Ana (+44 7700 900123)"),
    ("[WhatsApp] message from Bo Li <bo@example.io> - see you", "[WhatsApp] message from Bo Li <bo@example.io>"),
    ("From Bob <bob@example.com>: hi", "From Bob <bob@example.com>"),
    # a messaging export's "<channel> - <name> (<number>):" (twenty-fourth pass)
    ("WhatsApp - Carol Schmidt (+44 7244 939092):\nhi! mileage for March", "WhatsApp - Carol Schmidt (+44 7244 939092)"),
    ("Viber \u2013 Hector Ruiz (+386 77 020 545): \u017divjo!", "Viber \u2013 Hector Ruiz (+386 77 020 545)"),
    ("Signal message - Bo Li <bo@example.io>: see you", "Signal message - Bo Li <bo@example.io>"),
])
def test_the_envelope_at_the_start_of_a_message(text: str, envelope: str) -> None:
    assert text[:envelope_end(text)] == envelope


@pytest.mark.parametrize("text", [
    "Please send the money from my account (GB12 3456 7890 12) today.",  # no message word: a request
    "Transfer the files from Bob (bob@example.com) to the archive.",
    "Invoice HG-4471\nFrom: accounts@example.com",  # a header line further down is content
    "Hi, message from Ana: please call",  # a preamble names its sender with an address
    "Signal - Bob:\nhi, call me",  # ... a dash one too
    "Send the kit - Carol Schmidt (+44 7244 939092) asked for it",  # a dash after no channel word: content
    "",
])
def test_no_envelope(text: str) -> None:
    assert envelope_end(text) == 0
    assert sender_span(text) is None


def test_spans_start_after_the_envelope() -> None:
    text = "Message from Carol <carol@example.net>: Please send the courier."
    cut = envelope_end(text)
    assert outside_envelope(text, [(0, len(text)), (0, 5), (cut + 2, cut + 8)]) == [
        (cut, len(text)), (cut + 2, cut + 8)]  # (one wholly inside the envelope is gone)
    assert outside_envelope("no envelope here", [(0, 4)]) == [(0, 4)]


def test_the_senders_address_is_not_planted_by_a_span_over_the_whole_message() -> None:
    text = ("Message from Carol Rossi <carol.rossi@example.net>: Please send the courier to collect "
            "the extractor from my house on 23/8.")
    whole = [(0, len(text))]
    assert _he("carol.rossi@example.net") in instruction_hashes(text, whole)  # (what the span alone gives)
    assert _he("carol.rossi@example.net") not in instruction_hashes(text, outside_envelope(text, whole))


def test_a_preambles_sender_is_a_record_field() -> None:
    text = "Message from Carol Rossi <carol.rossi@example.net>: Finished, please collect."
    spans = field_value_spans(text)
    assert spans[0] == sender_span(text)
    assert _he("carol.rossi@example.net") in field_hashes(text, spans)


def test_a_senders_number_in_brackets_is_a_record_field_on_its_own() -> None:
    # "Carol Schmidt (+44 7244 939092)": the name and the number apart, as "Ana <ana@...>" is cut
    from orchtrace.fingerprint import value_hashes

    text = "WhatsApp - Carol Schmidt (+44 7244 939092):\nhi! mileage for last month, usual account pls"
    record = set(field_hashes(text, field_value_spans(text)))
    assert value_hashes("+44 7244 939092")[0] in record
    assert value_hashes("Carol Schmidt")[0] in record

