"""A transcript's gap markers, read past.

A voicemail, call or dictation transcript marks what the recogniser or the typist could not hear
in brackets: "[inaudible]", "[wind]", "[inaudible - wind]", "(static)", "[crosstalk]".  Set inside
a sentence they cut it, and a value in two: "can you refund one thousand and [inaudible - wind]
ninety-nine pounds on cb [wind] 10999 to IBAN DE66 [inaudible - wind] 7052 1693 ..." reads to the
recognizer as fragments, and the account's pieces match no account a call then uses.  A model
reads past the markers, as a person listening does.

:func:`close_gaps` takes such markers out of their lines, in place, where they cut a sentence (a
word or a comma before them, a word after them; "... over. [static] ...yeah" cuts nothing).  A
marker is a bracketed or parenthesised note of one to five lower-case words, one of them a word for
what was not heard (:data:`GAP_WORDS`: "inaudible", "unclear", "static", "wind", "crosstalk",
"noise" ...); "[sic]", "(see below)", "[1]" and an editor's "[the client]" are no gaps and stay.
Unmarked: a transcript is no hiding.

Bounded: lines of at most :data:`MAX_LINE` characters, at most :data:`MAX_LINES` lines changed; one
pattern over the text after a cheap gate: ``O(len(text))``.
"""

from __future__ import annotations

import re

__all__ = ["GAP_WORDS", "close_gaps"]

MAX_LINE = 2000
MAX_LINES = 32
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


def close_gaps(text: str) -> tuple[str, bool]:
    """``(text with each run of gap markers that cuts a sentence taken out of its line, whether one
    was)``.  A run of markers (one, or several with only spaces between: "[wind] [inaudible]") cuts
    a sentence when a word or a comma stands before it and a word after it.  The markers are taken
    out in place, not read again in a copy of the line: a copy would make the line's words look like
    the rest of the text's (the recognizer weighs what a passage shares with its text), and only the
    markers, which name no value and ask nothing, are lost."""
    if ("[" not in text and "(" not in text) or _GATE.search(text) is None:
        return text, False
    out: list[str] = []
    hit = False
    lines = 0
    for line in text.splitlines(keepends=True):
        if lines >= MAX_LINES or len(line) > MAX_LINE or ("[" not in line and "(" not in line):
            out.append(line)
            continue
        runs: list[list[int]] = []  # [start, end] of each run of gap markers
        for m in _MARKER.finditer(line):
            if not _gap(m):
                continue
            if runs and not line[runs[-1][1]:m.start()].strip():
                runs[-1][1] = m.end()
            else:
                runs.append([m.start(), m.end()])
        cuts = [(a, b) for a, b in runs if _cuts(line[:a].rstrip(), line[b:].lstrip())]
        if not cuts:
            out.append(line)
            continue
        lines += 1
        hit = True
        at = 0
        for a, b in cuts:
            out.append(line[at:a])
            at = b
        out.append(line[at:])
    return ("".join(out), True) if hit else (text, False)


def _cuts(before: str, after: str) -> bool:
    """Does a run of markers between ``before`` and ``after`` cut a sentence: a word or a comma
    before it, a word after it ("... over. [static] ...yeah" cuts nothing)?"""
    return bool(before) and bool(after) and (before[-1].isalnum() or before[-1] in ",;'\"") and after[0].isalnum()
