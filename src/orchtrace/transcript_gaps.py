"""A transcript's gap markers, read past.

A voicemail, call or dictation transcript marks what the recogniser or the typist could not hear
in brackets: "[inaudible]", "[wind]", "[inaudible - wind]", "(static)", "[crosstalk]".  Set inside
a sentence they cut it, and a value in two: "can you refund one thousand and [inaudible - wind]
ninety-nine pounds on cb [wind] 10999 to IBAN DE66 [inaudible - wind] 7052 1693 ..." reads to the
recognizer as fragments, and the account's pieces match no account a call then uses.  A model
reads past the markers, as a person listening does.

:func:`close_gaps` adds, after each line that holds such a marker between two of its words, the
line with its markers taken out, when one of them cuts a sentence (a word or a comma before it, a
word after it; "... over. [static] ...yeah" cuts nothing).  A marker is a bracketed or parenthesised note of one to five
lower-case words, one of them a word for what was not heard (:data:`GAP_WORDS`: "inaudible",
"unclear", "static", "wind", "crosstalk", "noise" ...); "[sic]", "(see below)", "[1]" and an
editor's "[the client]" are no gaps and stay.  Unmarked: a transcript is no hiding.

Bounded: lines of at most :data:`MAX_LINE` characters, at most :data:`MAX_LINES` lines read; one
pattern over the text after a cheap gate: ``O(len(text))``.
"""

from __future__ import annotations

import re

from .reorder import insert_after

__all__ = ["GAP_WORDS", "close_gaps"]

MAX_LINE = 2000
MAX_LINES = 32
MIN_WORDS = 4  # words of a line read past its gaps
# what a transcript's bracketed note says was not heard, or drowned it
GAP_WORDS = frozenset("""
inaudible unintelligible indistinct unclear garbled muffled crosstalk static crackle crackles crackling noise noises
wind traffic pause pauses silence beep beeps cough coughs coughing laughs laughing laughter sighs interference
distortion hiss hissing siren sirens engine dropout dropped drops breaks cuts gap gaps blank illegible gust gusts
rain thunder waves bang bangs clatter horn shouting barking drilling hammering
""".split())
# a bracketed or parenthesised note of one to five lower-case words (a dash, a comma or a slash may
# part them: "[inaudible - wind]"), with the space before it
_MARKER = re.compile(r"[ \t]*[\[(]([a-z]+(?:[ \t]*[-\u2013\u2014,/:]?[ \t]*[a-z]+){0,4})(?:\.{3}|\u2026)?[\])]")
_GATE = re.compile(r"[\[(][ \t]*(?:[a-z]+[ \t-]+){0,4}(?:" + "|".join(sorted(GAP_WORDS)) + r")\b")
_WORDS = re.compile(r"[a-z]+")


def _gap(m: re.Match[str]) -> bool:
    return not GAP_WORDS.isdisjoint(_WORDS.findall(m.group(1)))


def close_gaps(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each line cut by a transcript's gap markers followed by the line read past
    them, whether one was)``; at most ``max_added`` characters are added."""
    if ("[" not in text and "(" not in text) or _GATE.search(text) is None:
        return text, False
    found: list[tuple[int, int, str]] = []
    pos = 0
    for line in text.splitlines(keepends=True):
        start, pos = pos, pos + len(line)
        if len(found) >= MAX_LINES:
            break
        if len(line) > MAX_LINE or ("[" not in line and "(" not in line):
            continue
        body = line.rstrip("\r\n")
        cut = False
        pieces: list[str] = []
        at = 0
        for m in _MARKER.finditer(body):
            if not _gap(m):
                continue
            # (between two words of a sentence: a marker that opens or ends the line, or stands
            # after a sentence's stop or before a trailing "...", cuts nothing; the line is then read
            # as it is - a copy of it would only make its words look like the rest of the text's)
            before, after = body[:m.start()].rstrip(), body[m.end():].lstrip()
            if before and after and (before[-1].isalnum() or before[-1] in ",;'\"") and after[0].isalnum():
                cut = True
            pieces.append(body[at:m.start()])
            at = m.end()
        if not cut:
            continue
        pieces.append(body[at:])
        read = " ".join("".join(pieces).split())
        if len(read.split()) >= MIN_WORDS:
            found.append((start, start + len(body), read))
    if not found:
        return text, False
    return insert_after(text, found, max_added)[0], True
