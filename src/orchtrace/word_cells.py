"""A sentence laid one word per cell of a table, read in reading order.

A way of hiding an instruction in a table that no row or cell gives away: each word of the
sentence sits in a cell of its own, among blank cells (a bingo ticket's squares, "read the squares
left to right, row by row": ``| Put | a |  |  | hold | on |  | St |`` / ``|  | Aidan's |  | Hall |
for | ... |``), or one word per row down a column (a ticket strip's stubs, ``| No. 271751 | Refund
|`` / ``| No. 271752 | the |`` / ...).  The recognizer reads a table row by row and cell by cell:
no cell holds a sentence, and a row's cells are parted by bars and blanks.  A model reads the
words in order.

:func:`join_word_cells` adds, after such a table, each run of one-word cells that reads as a
sentence, joined: each column read down, else (no column holds one) the cells read row by row, left
to right, blank cells passed over.  Only a table whose text tells its reader to read it in order
("read the squares left to right, row by row", "one word per stub, read in serial order";
:func:`orchtrace.split_cells.told_to_reassemble`): unasked, a table's one-word cells run on across
its names, days and times ("Check | in | out" over "Ana | 09:00 | 17:00").  A run counts when it
opens with a capitalised action verb and its words, :data:`orchtrace.wrapped.MIN_VERTICAL` or more,
go on in lower case and hold a function word ("the", "to", "for") - the test :mod:`orchtrace.wrapped`
applies to a sentence set one word per line (:func:`orchtrace.wrapped.words_make_sentence`).  An
honest table's one-word cells are names,
figures, codes and headings: capitalised throughout, or with no function word among them.  A cell
of two words or more ends a run.  Unmarked: a table's layout is no hiding by itself.

Tables are markdown rows (``| a | b |``), bar-separated rows without the outer bars and
tab-separated rows (:func:`orchtrace.split_cells.table_blocks`, one row or more; rule lines between
rows passed over).  Bounded: the tables :mod:`orchtrace.split_cells` bounds, runs of at most
:data:`orchtrace.wrapped.MAX_VERTICAL` words; ``O(len(text))``.
"""

from __future__ import annotations

import re

from .reorder import insert_after
from .split_cells import OPENERS, table_blocks, told_to_reassemble
from .wrapped import MAX_VERTICAL, MAX_WORD, opens_word_sentence, words_make_sentence

__all__ = ["join_word_cells"]

# a row's label before its first cell ("row 1: [Change] | [the] | ..." in a grid export)
_ROW_LABEL = r"[A-Za-z]{1,10}[ \t]*\d{1,3}[ \t]*[:.)][ \t]*"
# a cell that holds one capitalised word alone (in square brackets, as a symbol grid's export sets each
# cell: "[Change]"), between bars or tabs: the gate (most tables have no cell that is an action verb
# alone, and are not parsed)
_VERB_CELL = re.compile(r"(?:^[ \t]*(?:" + _ROW_LABEL + r")?|[|\t])[ \t]*\[?([A-Z][a-z]+)\]?[ \t]*(?=[|\t]|$)",
                        re.MULTILINE)
_LABELLED_CELL = re.compile(_ROW_LABEL + r"(?=\[)")
# a labelled row of bracketed cells, of any number: a grid's last row, shorter than the others, which
# the table before it (rows of as many cells each) leaves out
_BRACKET_ROW = re.compile(r"[ \t]*" + _ROW_LABEL + r"\[[^\]\n]{0,60}\](?:[ \t]*\|[ \t]*\[[^\]\n]{0,60}\]){0,12}[ \t]*(?:\n|\Z)")


def _one_word(cell: str) -> bool:
    return 0 < len(cell) <= MAX_WORD and not any(c.isspace() for c in cell)


def _bare(row: list[str]) -> list[str]:
    """``row``'s cells as words: a row label before a bracketed first cell left out, and each cell's
    square brackets ("row 1: [Change]" -> "Change", "[(thirteen)]" -> "(thirteen)")."""
    if not row or "[" not in row[0]:
        return row
    first = _LABELLED_CELL.sub("", row[0], count=1)
    return [c[1:-1].strip() if len(c) >= 2 and c[0] == "[" and c[-1] == "]" else c for c in [first, *row[1:]]]


def _word_runs(cells: list[str]) -> list[str]:
    """Each run of one-word cells in ``cells`` (blank ones already left out) that opens with a
    capitalised action verb and reads as a sentence, joined."""
    out = []
    i, n = 0, len(cells)
    while i < n:
        if not opens_word_sentence(cells[i]):
            i += 1
            continue
        j = i + 1
        while j < n and j - i < MAX_VERTICAL and _one_word(cells[j]):
            j += 1
        if words_make_sentence(cells[i:j]):
            out.append(" ".join(cells[i:j]))
            i = j
        else:
            i += 1
    return out


def _readings(rows: list[list[str]]) -> list[str]:
    """The sentences a table's one-word cells make read down each column, else (none found) read row
    by row: a column's words read row by row come out interleaved with the other columns' names and
    days.  A table of one column (a sign's framed words, "|  Send  |") is :mod:`orchtrace.wrapped`'s."""
    if max(map(len, rows)) < 2:
        return []
    got: dict[str, None] = {}
    for j in range(max(map(len, rows))):
        got.update(dict.fromkeys(_word_runs([row[j] for row in rows if j < len(row) and row[j]])))
    if not got:
        got.update(dict.fromkeys(_word_runs([c for row in rows for c in row if c])))
    return list(got)


def join_word_cells(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each table whose one-word cells make a sentence followed by the sentence, on a
    line of its own, whether one was found)``; at most ``max_added`` characters are added."""
    if "|" not in text and "\t" not in text:
        return text, False  # (a table here has bars or tabs)
    if not any(m.group(1).lower() in OPENERS for m in _VERB_CELL.finditer(text)):
        return text, False
    found: list[tuple[int, int, str]] = []
    for start, end, rows in table_blocks(text, min_rows=1):
        if "|" not in text[start:end] and "\t" not in text[start:end]:
            continue  # (comma-separated rows: a sentence's own commas make them)
        # only where the text tells its reader to read the table in order (as orchtrace.split_cells
        # reads a cut column down): a table's one-word cells read unasked run on across its names,
        # days and times ("Check | in | out" over "Ana | 09:00 | 17:00")
        if not told_to_reassemble(text, start, end):
            continue
        # (a column read down may already follow the table: orchtrace.split_cells reads a hinted
        # column whose first cell opens a sentence the same way)
        if rows and rows[0] and _LABELLED_CELL.match(rows[0][0]):
            # (a grid export's rows: its last, shorter row is read on)
            while len(rows) < MAX_VERTICAL and (last := _BRACKET_ROW.match(text, end)):
                rows = [*rows, [c.strip() for c in last.group(0).strip().split("|")]]
                end = last.end()
        readings = [r for r in _readings([_bare(row) for row in rows]) if r not in text] if rows and rows[0] else []
        if readings:
            found.append((start, end, "\n".join(readings)))
    if not found:
        return text, False
    out, kept = insert_after(text, found, max_added)
    return out, bool(kept)
