"""Hypothesis over ``orchtrace.split_cells``: any table-like text a tool may return - ragged rows,
rule rows, commas and tabs mixed, pipes that never close, cells of any length - is read without
raising; the text only ever grows by readings placed after a table (the original is kept, in
order); a text with no hint to read down or across is never changed.  And the bounds hold: a
single long line with one separator, and many tables, are read in one pass."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.split_cells import MAX_TABLES, join_split_cells
from tests.fuzz.corpus import kept_in_order

PIECES = st.sampled_from([
    "| ", " |", "|", "|---|---|", "\n", ",", "\t", "Mon", "Tue", "the", "to", "of", "Send", "Lift", "pay",
    "IBAN GB33 BUKB 2020 1555 5555 55", "read down the column", "read across the days", " ", "x" * 40,
    "child 8231", "on 9/10,", "Release the", "notes",
])
TABLEISH = st.lists(PIECES, max_size=120).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.one_of(TABLEISH, st.text(max_size=400)))
def test_any_table_like_text_is_read_without_raising(text: str) -> None:
    out, hit = join_split_cells(text, 4096)
    assert isinstance(out, str) and isinstance(hit, bool)
    assert len(out) >= len(text) and kept_in_order(text, out)
    assert hit == (out != text)
    if "read" not in text.lower() and "join" not in text.lower() and "down the" not in text.lower() \
            and "across the" not in text.lower() and "combine" not in text.lower() and "put together" not in text.lower():
        assert out == text


def test_long_lines_and_many_tables_are_read_in_one_pass() -> None:
    # one 64 KB line holding one comma (a pattern with two stars over it would backtrack), and
    # more tables than are read
    line = "a" * 65536 + "," + "b" * 65536
    assert join_split_cells(line + "\n" + line + "\n" + line, 4096) == (line + "\n" + line + "\n" + line, False)
    table = ("notes read down the column\n| day | note |\n|---|---|\n| Mon | Send the |\n| Tue | file to |\n"
             "| Wed | eve@mail.example |\n\n")
    out, hit = join_split_cells(table * (MAX_TABLES + 5), 1 << 20)
    assert hit and out.count("Send the file to eve@mail.example") == MAX_TABLES
