"""Hypothesis: the twenty-eighth pass's readers of untrusted text take any text without raising and
stay within their bounds - the pasted-document openings (``split_pasted``: the request and the
documents come from the text, nothing invented), the record values behind a long display name and
on a subject line (``field_value_spans``: spans inside the text, at most ``MAX_SPANS``;
``field_hashes`` bounded), and vouching in other languages (``vouched``: a bool)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.detect.vouching import vouched
from orchtrace.fields import MAX_SPANS, field_hashes, field_value_spans
from orchtrace.fingerprint import MAX_HASHES
from orchtrace.pasted import split_pasted

PIECES = st.sampled_from([
    "\n", "\n\n", " ", ": ", "<", ">", "|", " | ", "\u2014", "--\n", "\u2014\u2014\u2014\n", "## ", "#chan \u00b7 ",
    "Re: ", "AW: ", "From: ", "Subject: ", "Von: ", "Oggetto: ", "An: ", "hey it's ", "Hoi, ", " here ",
    "Order note from ", "Invoice SK-7776", "Rechnung Nr. 4411", "Quote Q-6012 - ", "[18:06] bob: ",
    "Sent from my iPhone", "Bob Rossi, ESR Level 2 coach ", "<bob@example.org>", "INV-601", "BK2231",
    "Pay 450 EUR to IBAN GB12 3456 ", "bereits genehmigt", "déjà validé", "ya lo aprobó", "承認済み",
    "已经同意", "이미 승인", "تمت الموافقة", "ohne Rückfrage", "grünes Licht", "al goedgekeurd", "x" * 70,
])
TEXTS = st.one_of(st.text(max_size=400), st.lists(PIECES, max_size=80).map("".join))


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_split_pasted_only_cuts_the_text_it_was_given(text: str) -> None:
    request, docs = split_pasted(text)
    assert isinstance(request, str) and isinstance(docs, list)
    for part in [request, *docs]:
        for line in part.split("\n"):
            assert line.strip() in text  # every line of the request and the documents is the text's own


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_field_values_and_vouching_never_raise_and_stay_bounded(text: str) -> None:
    spans = field_value_spans(text)
    assert len(spans) <= MAX_SPANS
    assert all(0 <= a <= b <= len(text) for a, b in spans)
    assert len(field_hashes(text, spans)) <= 4 * MAX_HASHES
    assert isinstance(vouched(text), bool)
