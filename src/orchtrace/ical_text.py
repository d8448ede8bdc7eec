"""A calendar's or a contact card's folded text, unfolded as a calendar program reads it.

iCalendar (RFC 5545 s3.1) and vCard (RFC 6350 s3.2) fold a long content line every 75 octets or so:
the line breaks anywhere, even inside a word, and the next line opens with one space or tab
("DESCRIPTION:... Order 14 Piaggio L" / " iberty 50 mopeds for delivery to ..."); commas, semicolons
and newlines in a text value are escaped ("\\,", "\\;", "\\n").  A calendar program or a model that
reads the event unfolds it and reads one sentence; the recognizer, which reads lines, saw the
instruction cut into pieces with words broken in two, and the values it names (an address, an IBAN
in groups) split across lines.

:func:`read_calendar` adds, after each run of folded lines inside a ``BEGIN:VCALENDAR`` /
``BEGIN:VEVENT`` / ``BEGIN:VCARD`` ... block, the property unfolded (the line break and the one
space or tab after it taken out, as the RFCs say) with its text escapes read; so is a property on
one line whose value holds an escape ("SUMMARY:Refund £14\\,111 ..."); any other line is left as it
is.  Unmarked: folding is how the format is written, no hiding by itself.

Bounded: at most :data:`MAX_BLOCKS` blocks of at most :data:`MAX_LINES` lines each, an unfolded
property of at most :data:`MAX_PROPERTY` characters; ``O(len(text))``.
"""

from __future__ import annotations

import re

from .reorder import insert_after

__all__ = ["read_calendar"]

MAX_BLOCKS = 16
MAX_LINES = 400
MAX_PROPERTY = 2000
_BEGIN = re.compile(r"(?im)^[ \t]*BEGIN:(?:VCALENDAR|VEVENT|VTODO|VJOURNAL|VCARD)[ \t]*\r?$")
_END = re.compile(r"(?im)^[ \t]*END:(?:VCALENDAR|VEVENT|VTODO|VJOURNAL|VCARD)[ \t]*\r?$")
_ESCAPES = {"\\,": ",", "\\;": ";", "\\n": "\n", "\\N": "\n", "\\\\": "\\"}
_ESCAPE = re.compile(r"\\[,;nN\\]")


def _unescape(value: str) -> str:
    return _ESCAPE.sub(lambda m: _ESCAPES[m.group(0)], value)


def _folded_runs(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """``(start, end, unfolded property)`` for each property in ``text[start:end]`` folded over two
    lines or more, or holding a text escape ("\\,")."""
    found: list[tuple[int, int, str]] = []
    lines = text[start:end].splitlines(keepends=True)[:MAX_LINES]
    pos = start
    run_start, parts = -1, []  # the property line being read, and its pieces
    for line in [*lines, ""]:
        body = line.rstrip("\r\n")
        if line and body[:1] in (" ", "\t") and parts:
            parts.append(body[1:])  # (a fold: the break and the one space or tab after it go)
        else:
            if len(parts) > 1 or (parts and _ESCAPE.search(parts[0])):
                value = "".join(parts)[:MAX_PROPERTY]
                found.append((run_start, pos, _unescape(value)))
            run_start, parts = pos, ([body] if line and ":" in body else [])
        pos += len(line)
    return found


def read_calendar(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each folded calendar or contact-card property unfolded on a line of its own after
    it, whether one was)``; at most ``max_added`` characters are added."""
    if "BEGIN:" not in text.upper() or ("\n " not in text and "\n\t" not in text and "\\" not in text):
        return text, False
    found: list[tuple[int, int, str]] = []
    pos, blocks = 0, 0
    while blocks < MAX_BLOCKS:
        begin = _BEGIN.search(text, pos)
        if begin is None:
            break
        end_match = _END.search(text, begin.end())
        end = end_match.start() if end_match else len(text)
        found.extend(_folded_runs(text, begin.end() + 1, end))
        pos = end_match.end() if end_match else len(text)
        blocks += 1
    if not found:
        return text, False
    out, kept = insert_after(text, found, max_added)
    return out, bool(kept)
