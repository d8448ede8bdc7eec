"""Segments of a text for the run-time scorer (:mod:`.fastscore`): the same spans as
:func:`.features.segments` (which stays the definition, used for training; a test compares both),
with lines found by ``str.split`` and sentences by an equivalent pattern that the regex engine
scans faster."""

from __future__ import annotations

import re

from . import features as F

# features._SENT_END with the first whitespace character taken before the lookbehinds (which then
# look one character further back): the same matches at the same places, but the pattern starts
# with a character class, so the regex engine skips to the next whitespace character in C
_SENT_END = re.compile(r"\s(?:(?<=[.!?]\s)\s{0,15}(?=[\"'(\[<]?[A-Z0-9])|(?<=[.!?]\s)\s{0,15}(?=<|\[\[|#|>>>)"
                       r"|(?<=;\s)\s{0,15}|(?<!\s\s)\s{0,15}(?=<!--)|(?<=-->\s)\s{0,15})")


def segments(text: str) -> list[tuple[int, int]]:
    """The same spans as :func:`.features.segments` (lines found with ``str.split``, sentences with
    the faster but equivalent :data:`_SENT_END`)."""
    text = text[:F.MAX_TEXT]
    out: list[tuple[int, int]] = []
    append = out.append
    sent_end = _SENT_END.finditer
    field = F._FIELD.finditer
    max_segments = F.MAX_SEGMENTS
    fields = "':" in text or '":' in text
    pos = 0
    for line in text.split("\n"):
        start = pos
        n = len(line)
        pos += n + 1
        if not n or (line[0].isspace() and line.isspace()):
            continue  # (no line) or a blank line
        if n <= 40 or (n <= 160 and (not fields or ("':" not in line and '":' not in line))):
            append((start, start + n))  # the common case: a short line is one segment
            if len(out) >= max_segments:
                break
            continue
        if fields and ("':" in line or '":' in line):  # a dict/JSON literal: each value on its own
            pieces = []
            p = 0
            for fm in field(line):
                if fm.start() > p:
                    pieces.append((p, fm.start()))
                p = max(p, fm.end())
            if p < n:
                pieces.append((p, n))
        else:
            pieces = [(0, n)]
        for ps, pe in pieces:
            if pe - ps <= 160:
                if line[ps:pe].strip():
                    append((start + ps, start + pe))
                continue
            p = ps
            for sm in sent_end(line, ps, pe):
                if sm.start() > p:
                    append((start + p, start + sm.start()))
                p = sm.end()
            if p < pe:
                append((start + p, start + pe))
        if len(out) >= max_segments:
            break
    limit = F.MAX_SEGMENT_CHARS
    if all(e - s <= limit for s, e in out):
        return out[:max_segments]
    return F.bound_segments(out, max_segments)
