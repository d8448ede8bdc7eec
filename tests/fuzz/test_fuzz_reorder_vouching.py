"""Hypothesis: the twenty-seventh pass's readers of untrusted text - the vouching mark, the
reversed-sentence reading and the wider shuffled-tags reading, through ``reveal`` - take any text
a tool may return without raising, within their bounds: the text is kept as it was (the readings
are only added after a passage) and at most the reading budget is added."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.detect.vouching import vouched
from orchtrace.reorder import reorder
from orchtrace.reveal import reveal
from orchtrace.reversal import unreverse

PIECES = st.sampled_from([
    "\n", "\n\n", " ", " | ", "read it backwards", "from the bottom line to the top", "right to left",
    "sort them by number", "read the words in order", "[Q3 07:14] ", "[14.9] ", "#02 ", "43 - ", "B2: ", "[2] ",
    "Pay", "Send", "to", "the", "IBAN GB12 3456", "£450", "said it's fine", "committee's fine with it",
    "don't wait for me", "no need to check", "already approved", "it's all agreed", "signed off on this",
    "with", "said", "wait", "check", "\u2019s", "ok'd", "x" * 70,
])
TEXTS = st.one_of(st.text(max_size=300), st.lists(PIECES, max_size=60).map("".join))


@settings(max_examples=400, deadline=None)
@given(TEXTS, st.integers(min_value=0, max_value=300))
def test_reorder_and_reversal_only_add_within_their_budget(text: str, budget: int) -> None:
    for read in (reorder, unreverse):
        out, hinted = read(text, budget)
        assert isinstance(hinted, bool)
        # every character of the text is still there, in order (readings are inserted after a passage)
        it = iter(out)
        assert all(c in it for c in text)
        assert len(out) - len(text) <= budget + 2 * 32  # (each of at most 32 insertions adds two newlines)


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_reveal_and_vouching_never_raise(text: str) -> None:
    revealed, marks = reveal(text)
    assert isinstance(revealed, str) and set(marks) <= {"encoded", "hidden", "obfuscated"}
    assert isinstance(vouched(text), bool)
