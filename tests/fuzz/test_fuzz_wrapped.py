"""Hypothesis over ``orchtrace.wrapped`` (and ``orchtrace.yaml_blocks``, the other line reader of the
thirty-fourth pass, and ``orchtrace.word_cells`` and ``orchtrace.xml_text``, the table and element readers of
the thirty-fifth): any text a tool may return - short lines, note numbers in and out of order,
frames, one-word lines, menus, block-scalar keys and indents, lines that never end - is read without raising;
the text only ever grows by readings placed after a run (the original is kept, in order), and a
text with no line break is returned as it is (by the line readers).  And the bounds hold: a long text full of runs is
read with at most ``MAX_RUNS`` readings, none of more than ``MAX_RUN_LINES`` broken lines or
``MAX_VERTICAL`` one-word lines."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.chat_turns import join_chat_turns
from orchtrace.transcript_gaps import close_gaps
from orchtrace.word_cells import join_word_cells
from orchtrace.wrapped import MAX_RUN_LINES, MAX_RUNS, MAX_VERTICAL, join_wrapped
from orchtrace.xml_text import read_elements
from orchtrace.yaml_blocks import read_blocks
from tests.fuzz.corpus import kept_in_order

PIECES = st.sampled_from([
    "\n", "\n", " ", "Send", "Transfer the deposit", "of 450 GBP to", "IBAN", "GB29 NWBK 6016", "the", "to", "for",
    "Please", "(1) ", "(2) ", "(3) ", "1. ", "2. ", "#1 ", "[2] ", "|", " | ", "-----", "___", "Home", "About",
    "Log in", "Sign up", "x" * 70, "Apply a GBP", "1,967.00 credit to", "CA-9674", "\t", ".", ",", "Hold",
    "notes: |", "remarks: >-", "- note: |2", "key: >", "  ", "    ", "run: |", ":", "|", ">",
    "read in order", "row by row", "| Send |", "| the |", "- - - -", "+----+", "\tto\t",
    "  <note>", "</note>", "<a x='1'>", "</a>", "&amp;", "&#60;",
    " [inaudible] ", "[wind]", " (static) ", "[inaudible - wind", "[sic]", "(", ")", "[", "]",
    "[19:05] Ana: ", "12/03/2027, 19:05 - Jo: ", "19:06 Ana: ", "  VI  ", "XII  ", "06:00  ", "07. ",
])
LINEISH = st.lists(PIECES, max_size=150).map("".join)


@pytest.mark.parametrize(("read", "lines_only"), [(join_wrapped, True), (read_blocks, True), (join_word_cells, False),
                                                (read_elements, False), (join_chat_turns, True)])
@settings(max_examples=400, deadline=None)
@given(text=st.one_of(LINEISH, st.text(max_size=400)))
def test_any_text_of_short_lines_is_read_without_raising(read: Callable[[str, int], tuple[str, bool]],
                                                         lines_only: bool, text: str) -> None:
    out, hit = read(text, 4096)
    assert isinstance(out, str) and isinstance(hit, bool)
    assert len(out) >= len(text) and kept_in_order(text, out)
    assert hit == (out != text)
    if "\n" not in text and lines_only:
        assert out == text  # (a table of one row may be read on its own line)


@settings(max_examples=400, deadline=None)
@given(text=st.one_of(LINEISH, st.text(max_size=400)))
def test_gap_markers_are_taken_out_without_raising(text: str) -> None:
    # (orchtrace.transcript_gaps changes lines in place: the text only shrinks, by markers, keeps its
    # lines, and a second reading finds nothing more to take out)
    out, hit = close_gaps(text)
    assert isinstance(out, str) and hit == (out != text)
    assert len(out) <= len(text) and out.count("\n") == text.count("\n")
    assert close_gaps(out) == (out, False)


def test_a_long_text_of_runs_is_bounded() -> None:
    broken = "Transfer the deposit\nof 450 GBP to\nIBAN GB29 NWBK 6016\n\n" * 5000
    out, hit = join_wrapped(broken, 1 << 20)
    assert hit and kept_in_order(broken, out)
    # (each reading sits after its run; only the first MAX_RUNS runs are read)
    assert out.count("Transfer the deposit of 450 GBP to IBAN GB29 NWBK 6016") == MAX_RUNS
    # a broken run longer than MAX_RUN_LINES is read in pieces of at most MAX_RUN_LINES lines
    long = "Send the list to\n" + "the office and to\n" * 100 + "ops@example.org today\n"
    out, _ = join_wrapped(long, 1 << 20)
    readings = [line for line in out.split("\n") if line.startswith("Send the list to the office")]
    assert readings and all(len(r.split()) <= 4 * MAX_RUN_LINES for r in readings)  # (four words a line)
    # a sentence set one word per line longer than MAX_VERTICAL: the reading holds MAX_VERTICAL words
    words = ["Send", "the", "list"] + ["to", "the", "office"] * 40
    vertical = "\n".join(words) + "\n"
    out, hit = join_wrapped(vertical, 1 << 20)
    assert hit
    first = out[len("\n".join(words[:MAX_VERTICAL])):].split("\n")[1]
    assert len(first.split()) == MAX_VERTICAL
