"""A YAML block scalar's text, read as text.

YAML writes free text under a key as a block scalar: ``notes_for_office: |`` (literal) or
``remarks: >`` (folded), the text on the lines below, indented past the key.  The recognizer reads
an indented line as code (an indented line of prose is rare; of code, common), so an instruction in
an app export's notes field ("    notes_for_office: |" / "      Refund the GBP 954 deposit to IBAN
...") was read as code and no span held its values.  A model reads it as the field's text.

:func:`read_blocks` adds, after each block scalar whose text reads as prose - its first line opens
with a capital letter and holds three words or more - the text without its indent (a folded block's
lines joined, as YAML folds them).  A block of shell commands (``run: |`` / ``pip install ...``),
configuration or code opens in lower case or with a symbol and is left as it is.  Unmarked: YAML is
no hiding.

Bounded: at most :data:`MAX_BLOCKS` blocks, :data:`MAX_BLOCK_LINES` lines each; one pattern finds
the keys, and each block is read once: ``O(len(text))``.
"""

from __future__ import annotations

import re

from .reorder import insert_after

__all__ = ["opens_as_prose", "read_blocks"]

MAX_BLOCKS = 16
MAX_BLOCK_LINES = 40
# "  notes_for_office: |", "- remarks: >-", "description: |2" (a key, a block indicator, nothing after)
_BLOCK_KEY = re.compile(r"(?m)^([ \t]*)(?:- )?[A-Za-z_][\w.-]{0,60}:[ \t]*([|>])[+-]?\d?[ \t]*$")
_PROSE_START = re.compile(r"[\"']?[A-Z][a-z]")


def opens_as_prose(line: str) -> bool:
    """Does ``line`` open as prose: a capital letter, then a lower-case one, three words or more?
    (Commands, configuration, codes, names and dates do not.)  Also :mod:`orchtrace.xml_text`'s test."""
    return _PROSE_START.match(line) is not None and len(line.split()) >= 3


def _block(text: str, start: int, indent: int) -> tuple[int, list[str]]:
    """``(end, lines)`` of the block scalar whose lines start at ``start``: the lines indented past
    ``indent`` (blank lines inside it kept), without their common indent."""
    lines: list[tuple[int, int, str]] = []
    pos = start
    while pos < len(text) and len(lines) < MAX_BLOCK_LINES:
        nl = text.find("\n", pos)
        end = len(text) if nl < 0 else nl
        line = text[pos:end]
        body = line.lstrip(" \t")
        if body and len(line) - len(body) <= indent:
            break  # (back at the key's indent or less: the block is over)
        lines.append((pos, end, line))
        pos = end + 1
    while lines and not lines[-1][2].strip():
        lines.pop()  # (blank lines after the text belong to no one)
    if not lines:
        return start, []
    cut = min(len(ln) - len(ln.lstrip(" \t")) for _, _, ln in lines if ln.strip())
    return lines[-1][1], [ln[cut:] if ln.strip() else "" for _, _, ln in lines]


def read_blocks(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each prose block scalar followed by its text unindented, whether one was)``; at
    most ``max_added`` characters are added."""
    if ": |" not in text and ": >" not in text and ":|" not in text and ":>" not in text:
        return text, False
    found: list[tuple[int, int, str]] = []
    last_end = -1
    for m in _BLOCK_KEY.finditer(text):
        if len(found) >= MAX_BLOCKS:
            break
        if m.start() <= last_end or m.end() >= len(text):
            continue
        end, lines = _block(text, m.end() + 1, len(m.group(1)))
        first = next((ln for ln in lines if ln.strip()), "")
        if not opens_as_prose(first):
            continue  # (commands, configuration, code: not read as prose)
        if m.group(2) == ">":
            reading = " ".join(ln.strip() for ln in lines if ln.strip())  # (a folded block is one line)
        else:
            reading = "\n".join(lines)
        found.append((m.start(), end, reading))
        last_end = end
    if not found:
        return text, False
    return insert_after(text, found, max_added)[0], True
