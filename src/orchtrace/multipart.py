"""A message delivered in numbered parts, read as one.

A long SMS arrives as segments ("(1/3) Refund EUR 9210 on buyer account ba", "(2/3) 921 to IBAN
LT92 5554 ...", "(3/3) 5747 27 as a credit"), a chat message or a record's remarks are cut into
"Part 1 of 3:", "[2/3]", "(3 of 3)" pieces, and the pieces may come in any order.  A model reads
the parts as the one sentence they make; the recognizer, reading line by line, sees a line that
opens with a part number (no verb first) and an IBAN cut in two, so neither the instruction nor
its value is found.

:func:`join_parts` inserts, after each message's last part, the text of its parts in the order of
their numbers, without the numbers.  Parts belong together when they carry the same total ("/3")
and distinct numbers no greater than it, within :data:`MAX_GAP` characters of each other; a part
is the text after its number to the end of its line (or to the next part on the same line).
Unmarked: honest messages are sent in parts too, and joining them only puts back what their sender
wrote (the audit weighs what the joined text says, as it weighs any text).

Bounded: at most :data:`MAX_MARKS` part numbers read, parts of at most :data:`MAX_PART`
characters; ``O(len(text))``.  Part numbers are found from their "/" or "of" (literal searches:
a pattern opening with a bracket class cost ~100 us on 2 KB of prose).
"""

from __future__ import annotations

import re

from .reorder import insert_after

__all__ = ["join_parts"]

MAX_MARKS = 64
MAX_PART = 400
MAX_GAP = 800  # characters between two parts of one message
MAX_TOTAL = 20  # "(k/n)" with n above this is a fraction or a date, not a message's parts

# the tail of a part number, found first: "/3)", "/ 3]", "of 3)", "/3 " (the head is read back
# from it: _HEAD)
_SLASH = re.compile(r"/[ \t]?(\d{1,2})(?:[ \t]?[)\]]|(?=[ \t:.,\-]))")
_OF = re.compile(r"of[ \t](\d{1,2})(?:[ \t]?[)\]]|(?=[ \t:.,\-]|$))", re.MULTILINE)
# what comes before the tail: "(1", "[ 2", "Part 3 ", "(3 ", and a bare "1" opening a line (the
# SMS form "1/3 Refund ..."); matched at the end of the few characters before the tail
_BRACKET_HEAD = re.compile(r"[(\[][ \t]?(\d{1,2})[ \t]?$")
_PART_HEAD = re.compile(r"\b(?:[Pp]art|PART|[Ss]egment|SEGMENT|[Mm]essage|[Ss][Mm][Ss])[ \t]+(\d{1,2})[ \t]?$")
_LINE_HEAD = re.compile(r"(?:^|\n)[ \t]*(\d{1,2})$")
_LEAD = " \t:.,-\u2013\u2014)]"


def _marks(text: str) -> list[tuple[int, int, int, int]]:
    """``(start, end, k, n)`` of each part number, in text order."""
    found: list[tuple[int, int, int, int]] = []
    for pattern, heads in ((_SLASH, (_BRACKET_HEAD, _PART_HEAD, _LINE_HEAD)), (_OF, (_BRACKET_HEAD, _PART_HEAD))):
        for m in pattern.finditer(text):
            if len(found) >= MAX_MARKS:
                break
            n = int(m.group(1))
            if not 2 <= n <= MAX_TOTAL:
                continue
            lo = max(0, m.start() - 12)
            before = text[lo:m.start()]
            if pattern is _OF:
                before = before.rstrip(" \t")
            for head in heads:
                h = head.search(before)
                if h is not None:
                    k = int(h.group(1))
                    if 1 <= k <= n:
                        start = lo + h.start(1) - (1 if h.start(1) > 0 and before[h.start(1) - 1] in "([" else 0)
                        found.append((start, m.end(), k, n))
                    break
    found.sort()
    return found


def _messages(text: str, marks: list[tuple[int, int, int, int]]) -> list[list[tuple[int, int, int, int]]]:
    """The marks grouped into messages: the same total, distinct numbers, near each other."""
    done: list[list[tuple[int, int, int, int]]] = []
    open_: dict[int, list[tuple[int, int, int, int]]] = {}
    for mark in marks:
        group = open_.get(mark[3])
        if group is not None and (any(g[2] == mark[2] for g in group) or mark[0] - group[-1][1] > MAX_GAP):
            done.append(group)
            group = None
        if group is None:
            open_[mark[3]] = group = []
        group.append(mark)
    done.extend(open_.values())
    return [g for g in done if len(g) >= 2]


def join_parts(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each message sent in numbered parts followed by its parts joined in order,
    whether any was)``; at most ``max_added`` characters are added."""
    if "/" not in text and "of " not in text:
        return text, False
    marks = _marks(text)
    if len(marks) < 2:
        return text, False
    found: list[tuple[int, int, str]] = []
    for group in _messages(text, marks):
        pieces: list[tuple[int, str]] = []
        last_end = 0
        for idx, (_start, end, k, _n) in enumerate(group):
            stop = text.find("\n", end)
            stop = len(text) if stop < 0 else stop
            # (another part on the same line ends this one; a part of another message does not)
            nxt = next((s for s, _e, _k, _m in group[idx + 1:] if s < stop), stop)
            stop = min(nxt, stop, end + MAX_PART)
            pieces.append((k, text[end:stop].lstrip(_LEAD).strip()))
            last_end = max(last_end, stop)
        line_end = text.find("\n", last_end)
        line_end = len(text) if line_end < 0 else line_end
        joined = " ".join(p for _k, p in sorted(pieces) if p)
        if joined:
            found.append((group[0][0], line_end, joined))
    if not found:
        return text, False
    found.sort()
    out, kept = insert_after(text, found, max_added)
    return out, bool(kept)
