"""Hypothesis: the forty-first pass's readers of untrusted text - a dotted or underscored sentence token
(``orchtrace.joined_words``), a calendar's folded property (``orchtrace.ical_text``) and a grid export's
bracketed cells (``orchtrace.word_cells``) - take any text a tool may return without raising, keep the
text as it was (their readings are only added after a passage) and add at most their budget, on
hostile input too: unclosed ``BEGIN:`` blocks, folds with no property, runaway tokens, brackets with
no row."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.ical_text import read_calendar
from orchtrace.joined_words import join_token_words
from orchtrace.reveal import reveal
from orchtrace.word_cells import join_word_cells

PIECES = st.sampled_from([
    "\n", "\r\n", "\n ", "\n\t", " ", ".", "_", "..", "\\,", "\\;", "\\n", "\\", ":", " | ",
    "BEGIN:VCALENDAR", "BEGIN:VEVENT", "begin:vcard", "END:VEVENT", "END:VCALENDAR", "DESCRIPTION:", "SUMMARY:",
    "Refund", "Pay", "Send", "the", "to", "of", "deposit", "IBAN.GB11.6697", "VP-0576", "underscore",
    "read the dots as spaces", "read cells left to right", "row 1: ", "row 2: ", "[Change]", "[the]", "[",
    "]", "x" * 70, "." * 40, "a." * 400,
])
TEXTS = st.one_of(st.text(max_size=400), st.lists(PIECES, max_size=80).map("".join))


def _kept(text: str, out: str) -> bool:
    it = iter(out)
    return all(c in it for c in text)


@settings(max_examples=800, deadline=None)
@given(TEXTS, st.integers(min_value=0, max_value=400))
def test_readers_keep_the_text_and_add_within_their_budget(text: str, budget: int) -> None:
    for read in (join_token_words, read_calendar, join_word_cells):
        out, found = read(text, budget)
        assert isinstance(found, bool)
        assert _kept(text, out)
        # (each reading on a line of its own, after a passage that ends a line: at most two newlines
        # beside the budget's characters per line of the text)
        assert len(out) - len(text) <= budget + 2 * (len(text.splitlines()) + 1)
        assert found or out == text


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_reveal_never_raises_on_them(text: str) -> None:
    revealed, marks = reveal(text)
    assert isinstance(revealed, str) and set(marks) <= {"encoded", "hidden", "obfuscated"}
