"""Hypothesis over ``orchtrace.multipart``: any text a tool may return - part numbers of every form,
totals out of range, repeated and missing parts, brackets that never close, fractions and dates -
is read without raising; the text only ever grows by readings placed after a message's last part
(the original is kept, in order).  And the bounds hold: a long text full of part numbers is read in
one pass, at most ``MAX_MARKS`` numbers, no part longer than ``MAX_PART``, no parts further
apart than ``MAX_GAP``."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.multipart import MAX_MARKS, MAX_PART, join_parts
from tests.fuzz.corpus import kept_in_order

PIECES = st.sampled_from([
    "(1/3) ", "(2/3) ", "(3/3) ", "[1/2] ", "[2/2]", "Part 1 of 2: ", "part 2 of 2 ", "(1 of 3)", "1/3 ", "2/3 ",
    "(0/3) ", "(4/3) ", "(1/99) ", "12/05 ", "1/2 cup ", "(", ")", "[", "]", "/", " of ", "\n", "Refund the",
    "deposit of GBP 480 to", "IBAN GB33 BUKB 2020 1555 5555 55", " ", "x" * 40, "SMS from Ana: ", "https://a.b/c/2",
])
PARTISH = st.lists(PIECES, max_size=120).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.one_of(PARTISH, st.text(max_size=400)))
def test_any_text_with_part_numbers_is_read_without_raising(text: str) -> None:
    out, hit = join_parts(text, 4096)
    assert isinstance(out, str) and isinstance(hit, bool)
    assert len(out) >= len(text) and kept_in_order(text, out)
    assert hit == (out != text)
    if "/" not in text and "of " not in text:
        assert out == text


def test_a_long_text_of_part_numbers_is_read_in_one_pass_and_bounded() -> None:
    # thousands of parts of many messages: at most MAX_MARKS part numbers are read
    text = "".join(f"({k % 3 + 1}/3) word{k}\n" for k in range(20000))
    out, hit = join_parts(text, 1 << 20)
    assert hit and kept_in_order(text, out)
    assert len(out) - len(text) <= MAX_MARKS * (MAX_PART + 2)
    # one part longer than MAX_PART (within MAX_GAP of the next): its reading is cut at MAX_PART
    long = "(1/2) Refund " + "a " * 340 + "\n(2/2) to IBAN GB33 BUKB 2020 1555 5555 55"
    out, hit = join_parts(long, 1 << 20)
    assert hit and out.startswith(long)
    reading = out[len(long):].strip()
    assert reading.startswith("Refund a a") and reading.endswith("to IBAN GB33 BUKB 2020 1555 5555 55")
    assert len(reading) <= 2 * MAX_PART + 1
    # parts further apart than MAX_GAP belong to no one message: nothing is joined
    apart = "(1/2) Refund " + "a " * 50000 + "\n(2/2) to IBAN GB33 BUKB 2020 1555 5555 55"
    assert join_parts(apart, 1 << 20) == (apart, False)
