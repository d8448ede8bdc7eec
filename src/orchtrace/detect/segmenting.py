"""Where the instruction recognizer cuts untrusted content: its **segments**.

A text is cut into its lines; a long line into the fields of a dict/JSON literal written on one
line, then into sentences; a very long "sentence" (a table, minified text) into pieces of at most
:data:`MAX_SEGMENT_CHARS`.  Bounded: :data:`MAX_TEXT` characters, :data:`MAX_SEGMENTS` segments.
The definition the weights were fitted with; :mod:`.fastsegments` is the run-time copy (a test
checks they agree).  Split from :mod:`.features`, which re-exports these names.
"""

from __future__ import annotations

import re

__all__ = ["MAX_SEGMENTS", "MAX_SEGMENT_CHARS", "MAX_TEXT", "bound_segments", "segments"]

MAX_TEXT = 64 * 1024
MAX_SEGMENTS = 512
MAX_SEGMENT_CHARS = 600

_LINE = re.compile(r"[^\n]+")
# boundaries between the fields of a dict/JSON literal written on one line: each string value is
# read on its own ("{'review': 'Please grant access to ...', 'rating': 4}")
# (whitespace runs bounded: no quadratic scan of a hostile line of spaces)
_FIELD = re.compile(r"""['"]\s{0,8}[,:]\s{0,8}[\[{(]{0,8}\s{0,8}['"]|['"]?\s{0,8}[\]}]{1,8}\s{0,8},?\s{0,8}[\[{]{0,8}\s{0,8}['"]?|^\s{0,8}[\[{(]{1,8}\s{0,8}['"]?"""
                    # a bare scalar (number, true/false/null) as a value: the key before it and the
                    # key after it are pieces of their own, as around a quoted value (else
                    # ``"pallets": 4, "deliver_to"`` reads as the clause "4, deliver to")
                    r"""|['"]\s{0,8}:\s{0,8}(?=-?\d|true\b|false\b|null\b|True\b|False\b|None\b)"""
                    r"""|(?:(?<=\d)|(?<=true|null|True|None)|(?<=false|False))\s{0,8},\s{0,8}['"]""")
_SENT_END = re.compile(r"(?<=[.!?])\s{1,16}(?=[\"'(\[<]?[A-Z0-9])|(?<=[.!?])\s{1,16}(?=<|\[\[|#|>>>)|(?<=;)\s{1,16}"
                       r"|(?<!\s)\s{1,16}(?=<!--)|(?<=-->)\s{1,16}")


def segments(text: str) -> list[tuple[int, int]]:
    """``[start, end)`` spans of the segments of ``text``: its lines, long lines cut into sentences."""
    text = text[:MAX_TEXT]
    out: list[tuple[int, int]] = []
    append = out.append
    for m in _LINE.finditer(text):
        start, end = m.span()
        if text[start].isspace() and (line := m.group(0)).isspace():
            continue  # a blank line
        if end - start <= 40 or (end - start <= 160 and "':" not in (line := m.group(0)) and '":' not in line):
            append((start, end))  # the common case: a short line is one segment
            if len(out) >= MAX_SEGMENTS:
                break
            continue
        line = m.group(0)
        pieces: list[tuple[int, int]] = []
        if ("':" in line or '":' in line) and len(line) > 40:
            pos = 0
            for fm in _FIELD.finditer(line):
                if fm.start() > pos:
                    pieces.append((pos, fm.start()))
                pos = max(pos, fm.end())
            if pos < len(line):
                pieces.append((pos, len(line)))
        else:
            pieces.append((0, len(line)))
        for ps, pe in pieces:
            if pe - ps <= 160:
                if line[ps:pe].strip():
                    out.append((start + ps, start + pe))
                continue
            pos = ps
            for sm in _SENT_END.finditer(line, ps, pe):
                if sm.start() > pos:
                    out.append((start + pos, start + sm.start()))
                pos = sm.end()
            if pos < pe:
                out.append((start + pos, start + pe))
        if len(out) >= MAX_SEGMENTS:
            break
    return bound_segments(out, MAX_SEGMENTS)


def bound_segments(out: list[tuple[int, int]], max_segments: int) -> list[tuple[int, int]]:
    """Very long "sentences" (tables, minified text) cut into pieces of at most
    :data:`MAX_SEGMENT_CHARS`, to bound the work per segment; at most ``max_segments``."""
    bounded: list[tuple[int, int]] = []
    for s, e in out[:max_segments]:
        while e - s > MAX_SEGMENT_CHARS:
            bounded.append((s, s + MAX_SEGMENT_CHARS))
            s += MAX_SEGMENT_CHARS
        bounded.append((s, e))
    return bounded[:max_segments]
