"""A sentence cut into tagged pieces and shuffled, put back in order for the recognizer.

A recurring way of hiding an instruction from a person while a model still reads it: the goal is
cut into words, each on its own line under a tag, the lines shuffled, and a hint tells the reader
how to put them back ("hook 08: 7890" / "TB-2931: to" / "Stall 58: IBAN" ... "read them by
number"; "frame 3: supplier" ... "read it from frame 1 upward"; "Shih Tzu: cleared," / "Akita:
Register" ... "read the words in alphabetical order of the breed").  A person sees a list; a model
told to sort it reads the instruction.

:func:`reorder` inserts, after each such run, its pieces in order: by the tags' numbers (a run
of :data:`MIN_TAGGED`+ lines with one label and numbers out of order), or by the tags themselves
when a hint before the run says "alphabetical".  The recognizer then scores what the sorted copy
says; an honest unsorted list ("Room 12: Smith") sorts into nothing instruction-like.  A run that
was put back in order *and* comes with a hint to the reader to do so ("read the words in cue
order") is reported: no honest text asks its reader to reassemble a sentence from a shuffled
list, and :func:`orchtrace.reveal.reveal` marks the text ``obfuscated``.

Pieces are one to three words; a value with spaces in it (an IBAN or a phone number written in
groups) counts as one.  Bounded: at most :data:`MAX_RUNS` runs of at most 200 lines, each line at
most 60 characters of piece; ``O(len(text))``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .detect.lexicon import LEAD_IN, VERBS

__all__ = ["MIN_TAGGED", "TAG_MATCH", "insert_after", "opens_with_verb", "piece_words", "reorder"]

MIN_TAGGED = 5
MAX_RUNS = 32
HINT_WINDOW = 300  # characters before (or after) a run read for the reader's hint

# "hook 08: 7890", "TB-2931: to", "frame 3: supplier", "LX 110: waive", "key 38: to", an arrow
# ("shackle #7 -> serial", "=>", "\u2192"), and a number with a unit set off by a column gap instead of
# punctuation ("2487 m  Haute")
_ARROW = r"(?:-{1,2}>|=>|\u2192|\u27f6)"
# (a name in brackets may follow the number: "Hole 7 (Tar Pit): ...", "Bay 3 [north]: ...")
_TAG_LINE = (r"[ \t]*([A-Za-z][A-Za-z .'-]{0,20}?)?[ \t#-]*(\d{1,6})(?:[ \t]*[(\[][^()\[\]\n]{1,30}[)\]])?"
             r"(?:[ \t]*(?:" + _ARROW + r"|[:=)\].])[ \t]*|(?:[ \t]?[A-Za-z\u00b0%]{1,3})?(?:[ \t]{2,}|\t)[ \t]*)"
             r"(\S[^\n]{0,60})")
TAGGED_LINE = re.compile(r"(?m)^" + _TAG_LINE + r"$")
_TAGGED_RUN = re.compile(r"(?m)(?:^" + _TAG_LINE + r"\n){" + str(MIN_TAGGED - 1) + r",200}^" + _TAG_LINE + r"$")
_ONE_TAG = re.compile(_TAG_LINE)
TAG_MATCH = _ONE_TAG.fullmatch  # one line, whole: (label, number, piece)
# "Shih Tzu: cleared," - a word for a tag, read in the alphabetical order of the tags
_LABEL_LINE = r"[ \t]*([A-Za-z][A-Za-z .'-]{0,24}?)[ \t]*:[ \t]*(\S[^\n]{0,60})"
_LABEL_RUN = re.compile(r"(?m)(?:^" + _LABEL_LINE + r"\n){" + str(MIN_TAGGED - 1) + r",200}^" + _LABEL_LINE + r"$")
_ONE_LABEL = re.compile(_LABEL_LINE)
_ALPHABETICAL = re.compile(r"\balphabetical(?:ly)?\b|\ba ?(?:to|-) ?z\b", re.IGNORECASE)
# the reader is told to put pieces in order: "read the words in cue order", "read it from frame 1
# upward", "read the words from the lowest key to the highest", "put them back by number"
_HINT = re.compile(
    r"\b(?:read|put|sort|arrange|re-?assemble|assemble|rebuild|re-?order|take|join)\b[^\n]{0,100}?"
    r"(?:\border\b|\bnumbers?\b|\balphabetical(?:ly)?\b|\bupwards?\b|\bascending\b|\blowest\b|\bsequence\b"
    r"|\b(?:1|one) (?:to|upwards?|onwards?)\b|\bfirst to\b)", re.IGNORECASE)
_LETTERS = re.compile(r"[A-Za-z]{2,}")


def piece_words(piece: str) -> int:
    """Words of a piece, a group holding a digit not counted (an IBAN or phone number written in
    groups is one value)."""
    return sum(1 for w in piece.split() if not any(c.isdigit() for c in w))


_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def opens_with_verb(pieces: list[str]) -> bool:
    """Do the pieces, read in this order, open with an imperative verb (after lead-in words)?  The
    test a sorted run (:func:`reorder`) and a reversed passage (:mod:`orchtrace.reversal`) take."""
    for piece in pieces[:4]:
        for word in piece.split():
            m = _WORD.search(word)
            if m is None:
                if not any(c.isalnum() for c in word):
                    continue  # (a card's or a cell's frame: "[ Pay ]", "| Pay |", "• Pay")
                return False
            w = m.group(0).lower()
            if w in VERBS:
                return True
            if w not in LEAD_IN:
                return False
    return False


def insert_after(text: str, found: list[tuple[int, int, str]], max_added: int) -> tuple[str, list[tuple[int, int, str]]]:
    """``text`` with each reading of ``found`` (``(start, end, reading)``, in order) on lines of its own
    after its passage, at most ``max_added`` characters of them; and the passages read (a passage
    that overlaps one before it, or comes after the budget is spent, is left out).  A passage that
    ends with its line's newline (a table's rows) gets no second one before its reading."""
    out: list[str] = []
    kept: list[tuple[int, int, str]] = []
    pos = added = 0
    for start, end, got in found:
        if start < pos or added >= max_added:
            continue
        got = got[: max_added - added]
        out.append(text[pos:end])
        out.append(("" if end > 0 and text[end - 1] == "\n" else "\n") + got + "\n")
        kept.append((start, end, got))
        pos = end
        added += len(got)
    out.append(text[pos:])
    return "".join(out), kept


def _pieces_ok(pieces: list[str]) -> bool:
    """One to three words each (not the cells of a table), and some hold letters (not numbers only)."""
    return all(piece_words(p) <= 3 for p in pieces) and any(_LETTERS.search(p) for p in pieces)


_QUOTES = "\"'\u201c\u201d\u2018\u2019"


def _unquoted(piece: str) -> str:
    """A piece without the quotes around it (a motto, a caption: '"Animatronix"'), read as its words."""
    if len(piece) > 2 and piece[0] in _QUOTES and piece[-1] in _QUOTES:
        return piece[1:-1].strip() or piece
    return piece


def _by_number(run: str) -> str | None:
    """The pieces of a numbered run in the order of their numbers, when they share one label,
    are out of order, and make words."""
    items: list[tuple[int, str]] = []
    labels: set[str] = set()
    for line in run.split("\n"):
        m = _ONE_TAG.match(line)
        if m is None:
            return None
        labels.add((m.group(1) or "").strip().lower())
        items.append((int(m.group(2)), _unquoted(m.group(3).strip())))
    if len(labels) != 1:
        return None  # several labels: a plain list
    return _in_order(items)


def _by_label(run: str) -> str | None:
    """The pieces of a run tagged with words, in the alphabetical order of the tags, when the
    tags are distinct and out of order."""
    items: list[tuple[str, str]] = []
    for line in run.split("\n"):
        m = _ONE_LABEL.match(line)
        if m is None:
            return None
        items.append((m.group(1).strip().lower(), m.group(2).strip()))
    return _in_order(items)


def _in_order(items: Sequence[tuple[Any, str]]) -> str | None:
    """The pieces of ``(tag, piece)`` items in the order of their tags, when the tags are distinct
    and out of order and the pieces make words; else ``None`` (a repeated tag, or already in
    order: a plain list)."""
    tags = [t for t, _w in items]
    if len(set(tags)) != len(tags) or tags == sorted(tags):
        return None
    if not _pieces_ok([w for _t, w in items]):
        return None
    return " ".join(w for _t, w in sorted(items))


def _hinted(text: str, start: int, end: int) -> bool:
    return (_HINT.search(text, max(0, start - HINT_WINDOW), start) is not None
            or _HINT.search(text, end, end + HINT_WINDOW) is not None)


# Other tags, read only after a hint and only when the sorted copy opens with a verb: a tag in
# brackets ("[Q3 07:14] GB12", "[14.9] to", "[2] Pay"), "#02 IBAN", "43 - to", a grid reference
# ("B2: for") - sorted by the letters and numbers of the tag, in turn
# (fortieth pass) a word may name what the tags are ("well B6: 9097", "cell C2: to", "bay A4: Pay"): the
# tag is what follows it, and the word is no part of the key (the hint and the verb the sorted copy must
# open with are what make such a run a hidden sentence, as for the other loose tags)
_LOOSE_TAG = (r"[ \t]*(?:[A-Za-z]{2,12}[ \t]+(?=#?[A-Za-z]{0,3}[ \t]?\d))?"
              r"(\[[^\]\n]{1,24}\]|#?[A-Za-z]{0,3}[ \t]?\d{1,6}(?:[.:]\d{1,3})?)"
              r"(?:[ \t]*(?:" + _ARROW + r"|[-:=)\]\u2013\u2014.])[ \t]*|[ \t]+)(\S[^\n]{0,60}?)[ \t]*")
_LOOSE_RUN = re.compile(r"(?m)(?:^" + _LOOSE_TAG + r"\n){" + str(MIN_TAGGED - 1) + r",200}^" + _LOOSE_TAG + r"$")
_ONE_LOOSE = re.compile(r"^" + _LOOSE_TAG + r"$")
# tags inline on one line: "[2] Pay  [6] 3456  [7] for"
_INLINE_TAG = re.compile(r"\[(\d{1,4})\][ \t]*([^\[\n]{1,40}?)(?=[ \t]*\[\d{1,4}\]|[ \t]*$)", re.MULTILINE)
# (for these tags, "sort them by heat and clock" is a hint too; the runs above keep the narrower one)
_SORT_BY = re.compile(r"\bsort(?:ed)?\b[^\n]{0,60}?\bby\b", re.IGNORECASE)
_KEY_PART = re.compile(r"[A-Za-z]+|\d+(?:\.\d+)?")


def _tag_key(tag: str) -> tuple[tuple[int, Any], ...]:
    """A tag's sort key: its letters and numbers in turn ("Q3 07:14" -> Q, 3, 7, 14)."""
    return tuple((1, p.upper()) if p.isalpha() else (0, float(p)) for p in _KEY_PART.findall(tag))


def _loose_hinted(text: str, start: int, end: int) -> bool:
    return _hinted(text, start, end) or _SORT_BY.search(text, max(0, start - HINT_WINDOW), start) is not None


def _loose(text: str, max_runs: int) -> list[tuple[int, int, str]]:
    """Runs with other tags (:data:`_LOOSE_TAG` one per line, :data:`_INLINE_TAG` on one line)
    that a hint before or after tells the reader to put in order, and that then open with a verb."""
    runs: list[tuple[int, int, str]] = []
    for m in _LOOSE_RUN.finditer(text):
        if len(runs) >= max_runs:
            break
        lines = [_ONE_LOOSE.match(line) for line in m.group(0).split("\n")]
        if any(x is None for x in lines) or not _loose_hinted(text, m.start(), m.end()):
            continue
        got = _in_order([(_tag_key(x.group(1)), x.group(2).strip()) for x in lines if x is not None])
        if got and opens_with_verb(got.split()):
            runs.append((m.start(), m.end(), got))
    if "[" not in text:
        return runs
    pos = 0
    for line in text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        if len(runs) >= max_runs:
            break
        if line.count("[") < MIN_TAGGED:
            continue
        items = [(int(x.group(1)), x.group(2).strip()) for x in _INLINE_TAG.finditer(line)]
        if len(items) < MIN_TAGGED or not _loose_hinted(text, start, start + len(line)):
            continue
        got = _in_order(items)
        if got and opens_with_verb(got.split()):
            runs.append((start, start + len(line), got))
    return runs


def reorder(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each shuffled tagged run followed by its pieces in order, whether a reader's
    hint went with a run put back in order)``; at most ``max_added`` characters are added."""
    if text.count("\n") < MIN_TAGGED - 1 and text.count("[") < MIN_TAGGED:
        return text, False
    runs: list[tuple[int, int, str]] = []
    if TAGGED_LINE.search(text):
        for m in _TAGGED_RUN.finditer(text):
            if len(runs) >= MAX_RUNS:
                break
            got = _by_number(m.group(0))
            if got:
                runs.append((m.start(), m.end(), got))
    if len(runs) < MAX_RUNS and _ALPHABETICAL.search(text):
        for m in _LABEL_RUN.finditer(text):
            if len(runs) >= MAX_RUNS:
                break
            start = m.start()
            if _ALPHABETICAL.search(text, max(0, start - HINT_WINDOW), start) is None:
                continue  # (word tags are read in their alphabetical order only when told so)
            got = _by_label(m.group(0))
            if got:
                runs.append((start, m.end(), got))
    told: set[int] = set()  # (the starts of runs read only because a hint told the reader to)
    if len(runs) < MAX_RUNS:  # (each run's hint is read around it: no pattern over the whole text)
        taken = [(a, b) for a, b, _ in runs]
        loose = [r for r in _loose(text, MAX_RUNS - len(runs))
                 if not any(a < r[1] and r[0] < b for a, b in taken)]  # (a run already read wins)
        runs.extend(loose)
        told.update(r[0] for r in loose)
    if not runs:
        return text, False
    runs.sort()
    out, kept = insert_after(text, runs, max_added)  # (overlapping runs: the first one wins)
    return out, any(start in told or _hinted(text, start, end) for start, end, _ in kept)
