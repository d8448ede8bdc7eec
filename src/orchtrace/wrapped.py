"""An instruction broken over short lines mid-sentence, read as the one line it was.

A note written on a sticky note, a whiteboard or a label breaks its sentence wherever the paper
ends ("Apply a GBP" / "1,967.00 credit to" / "CA-9674"), sometimes numbered note by note ("(1)
Reimburse nine hundred and sixty-five euros of" / "(2) observing-run travel to Dr Oscar Nguyen at"
/ "(3) IBAN BG21 ..."). The recognizer reads a text line by line: the first line is too short to be
an order, and the values the order names sit on other lines than its verb, so no instruction span
holds them. A model reads the note as one sentence.

:func:`join_wrapped` adds, after each such run of lines, the lines joined into one. A run counts
when its first line opens with a capitalised action verb (after lead-in words such as "Please")
that goes on in lower case, and each line is visibly cut mid-sentence where the next goes on
(:func:`orchtrace.split_cells.cut_mid_sentence`: it ends in a word that cannot end a sentence, or
in a comma; or the verb's line goes on in lower case or with a figure; or the next line opens
with a value: "to IBAN" / "GB29 NWBK ..."). Numbered notes are read
only when numbered in order ("(1)", "(2)", "(3)", or "1." ...). An honest note of separate lines
("Milk" / "Eggs"), a list, an address or a sentence that ends where its line ends holds no such cut
and is left as it is; an honest instruction hard-wrapped this way reads joined as it would have on
one line. Unmarked: breaking a note over lines is no hiding by itself.

The same for a sentence set one word per line, in reading order (a relief model's lettering set
vertically, a caption "read top to bottom", a booth sign's words each framed "|  Send  |", a dial's
chapter ring with a numeral before each word, "  VI  Refund" / " VII  the"): a run of
:data:`MIN_VERTICAL` or more lines of one word each, the first a capitalised action verb, at
least two of the others in lower case and one a function word ("the", "to", "for": a menu or a list
of names has none), is read joined.  A broken run must join to :data:`MIN_JOINED` words or more
("Log in" / "Sign up" is a menu).

Bounded: lines of at most :data:`MAX_LINE` characters, runs of at most :data:`MAX_RUN_LINES` lines
(:data:`MAX_VERTICAL` words set one per line), at most :data:`MAX_RUNS` runs; one pattern finds the
lines that may open a run, and each reads at most :data:`MAX_VERTICAL` lines on: ``O(len(text))``.
"""

from __future__ import annotations

import re

from .detect.lexicon import LEAD_IN
from .reorder import insert_after
from .split_cells import OPEN_ENDS, OPENERS, cut_mid_sentence

__all__ = ["join_wrapped", "line_goes_on", "opens_word_sentence", "words_make_sentence"]

MAX_LINE = 60
MAX_RUN_LINES = 12
MAX_RUNS = 16
MIN_JOINED = 5  # words of a run read joined
MIN_VERTICAL = 5  # words of a sentence set one word per line
MAX_VERTICAL = 60
MAX_WORD = 40
_FRAME = "|[](){}*#=+-_~\u2022\u00b7\u2502\u2551"  # (a sign's or a card's frame around a word)
# a note's number at a line's start: "(1)", "1.", "1)", "[1]", "#1"
_NUMBER = re.compile(r"[ \t]*(?:\((\d{1,2})\)|\[(\d{1,2})\]|#(\d{1,2})\b|(\d{1,2})[.)])[ \t]+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
# a line's tag before its one word: a number, a Roman numeral, a clock time ("VI  Refund" on a dial's
# chapter ring, "07  the", "06:00  to"), perhaps with a stop, a bracket or a colon (a run's first line
# opens with a capital or a number tag: _CANDIDATE; the lines after it may use lower-case numerals)
_TAG = r"\d{1,3}|[IVXLC]{1,6}|\d{1,2}[:.h]\d{2}"
_LINE_TAG = re.compile(r"(?:" + _TAG + r"|[ivxlc]{1,6})[.):\]]?")


def _numbered(line: str) -> tuple[int | None, str]:
    """``(the line's note number or None, the line without it)``."""
    m = _NUMBER.match(line)
    if m is None:
        return None, line.strip()
    return int(next(g for g in m.groups() if g)), line[m.end():].strip()


def _opens_order(line: str) -> bool:
    """Does ``line`` open with a capitalised word, lead-in words and then an action verb, going on
    in lower case ("Apply a GBP", "Please send the")?"""
    words = line.split()
    if not words or not words[0][:1].isupper():
        return False
    k = 0
    while k < len(words) - 1 and words[k].lower().strip(",") in LEAD_IN:
        k += 1
    m = _WORD.match(words[k].strip("'\"("))
    return (m is not None and m.group(0).lower() in OPENERS
            and any(w[:1].islower() for w in words[k + 1:]))


def _short(line: str) -> bool:
    """A line that may be one piece of a broken note: short, and no row of a table."""
    return 0 < len(line.strip()) <= MAX_LINE and line.count("|") < 2 and "\t" not in line


def line_goes_on(upper: str, lower: str) -> bool:
    """Does ``lower`` go on the sentence ``upper`` leaves open?  ``upper`` is cut mid-sentence
    (:func:`orchtrace.split_cells.cut_mid_sentence`), or it ends without a stop and ``lower`` opens
    with a value ("... to IBAN" / "GB29 NWBK ...")."""
    if cut_mid_sentence(upper, lower, figures=True):
        return True
    head = lower.split(None, 1)[0] if lower.strip() else ""
    return upper[-1:] not in ".!?:;" and any(c.isdigit() for c in head)


class _Lines:
    """The lines of ``text`` from ``start`` on, read one at a time as a run asks for them (most runs
    stop at their first or second line)."""

    def __init__(self, text: str, start: int) -> None:
        self.text, self.next, self.got = text, start, []

    def get(self, k: int) -> tuple[int, int, str] | None:
        """``(start, end, line)`` of the ``k``-th line from the start, or ``None`` past the text."""
        text = self.text
        while len(self.got) <= k:
            if self.next > len(text):
                return None
            end = text.find("\n", self.next)
            end = len(text) if end < 0 else end
            self.got.append((self.next, end, text[self.next:end]))
            self.next = end + 1
        return self.got[k]


def _run_from(lines: _Lines) -> tuple[int, str] | None:
    """``(index of the run's last line, the run joined)`` for a run of broken lines from the first."""
    head = lines.get(0)
    if head is None or not _short(head[2]):
        return None
    number, first = _numbered(head[2])
    if not _opens_order(first):
        return None
    pieces = [first]
    j = 0
    while len(pieces) < MAX_RUN_LINES and (line := lines.get(j + 1)) is not None:
        nxt_number, nxt = _numbered(line[2])
        if (number is None) != (nxt_number is None) or (number is not None and nxt_number != number + 1):
            break  # (numbered notes go on only with the next number)
        if not _short(line[2]) or not line_goes_on(pieces[-1], nxt):
            break
        pieces.append(nxt)
        number = nxt_number
        j += 1
    joined = " ".join(pieces)
    # (two lines of a menu - "Log in" / "Sign up" - are no order cut in two)
    return (j, joined) if len(pieces) >= 2 and len(joined.split()) >= MIN_JOINED else None


def _word_of(line: str) -> tuple[int | None, str | None]:
    """``(the line's tag as a number or None, the one word of a line that holds one)``: a frame around
    the word left out ("|   Send   |", "[ to ]"), a tag before it read ("  VI  Refund", "07  the",
    "06:00  to"); the word ``None`` when the line holds no one word."""
    word = line.strip().strip(_FRAME).strip()
    value = None
    if any(c.isspace() for c in word):
        tag, _, rest = word.partition(" ") if " " in word else word.partition("\t")
        rest = rest.strip().strip(_FRAME).strip()
        if _LINE_TAG.fullmatch(tag) is None or not rest:
            return None, None
        value, word = _tag_value(tag), rest
    return value, (word if word and len(word) <= MAX_WORD and not any(c.isspace() for c in word) else None)


_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def _tag_value(tag: str) -> int:
    """A tag's number: "07." -> 7, "XII" -> 12, "06:30" -> 390 (minutes)."""
    tag = tag.rstrip(".):]")
    if tag[:1].isdigit():
        if ":" in tag or "." in tag or "h" in tag:
            h, m = re.split(r"[:.h]", tag, maxsplit=1)
            return int(h) * 60 + int(m)
        return int(tag)
    vals = [_ROMAN[c] for c in tag.lower()]
    return sum(-v if k + 1 < len(vals) and v < vals[k + 1] else v for k, v in enumerate(vals))


def _in_order(tags: list[int]) -> bool:
    """Do the tags of a run count up line by line, as a list's numbers or a clock's hours do (one
    turn from the top back to the bottom allowed: "X, XI, XII, I, II", "22:00, 23:00, 00:00")?  Tags
    out of order are pieces shuffled (:mod:`orchtrace.reorder` reads them, when the text asks for
    it), not a sentence read down."""
    turns = [k for k in range(1, len(tags)) if tags[k] <= tags[k - 1]]
    if not turns:
        return True
    return len(turns) == 1 and tags[turns[0] - 1] == max(tags) and tags[turns[0]] == min(tags)


def _vertical_from(lines: _Lines) -> tuple[int, str] | None:
    """``(index of the run's last line, the run joined)`` for a sentence set one word per line from
    the first line: it opens with a capitalised action verb, goes on for :data:`MIN_VERTICAL` lines
    or more, and words after the first go on in lower case (a menu or a list of names is
    capitalised throughout) and hold a function word.  Tagged lines ("  VI  Refund") go on only with
    tagged lines, and their tags count up (:func:`_in_order`)."""
    head = lines.get(0)
    tag, first = _word_of(head[2]) if head is not None else (None, None)
    if first is None or not opens_word_sentence(first):
        return None
    words = [first]
    tagged = tag is not None
    tags = [tag] if tagged else []
    j = 0
    while len(words) < MAX_VERTICAL and (line := lines.get(j + 1)) is not None:
        tag, w = _word_of(line[2])
        if w is None or (tag is not None) != tagged:
            break  # (a word-only line ends a tagged run, and a tagged line a word-only one)
        words.append(w)
        if tagged:
            tags.append(tag)
        j += 1
    if tagged and not _in_order(tags):
        return None
    return (j, " ".join(words)) if words_make_sentence(words) else None


def opens_word_sentence(word: str) -> bool:
    """May ``word``, alone, open a sentence set one word at a time: a capitalised action verb?"""
    return _WORD.fullmatch(word) is not None and word[:1].isupper() and word.lower() in OPENERS


def words_make_sentence(words: list[str]) -> bool:
    """Do ``words`` (set one at a time: on lines, in cells), the first a capitalised action verb
    (:func:`opens_word_sentence`), read as a sentence: :data:`MIN_VERTICAL` words or more, at least
    two of the others in lower case and one a function word ("the", "to", "for")?  A menu or a list
    of names is capitalised throughout and has no function word."""
    return (len(words) >= MIN_VERTICAL and sum(1 for w in words[1:] if w[:1].islower()) >= 2
            and any(w.lower() in OPEN_ENDS for w in words[1:]))


# a line that may open a broken note: frame characters or a note's number, then a capitalised word
# (looked up in OPENERS and LEAD_IN before anything else is read: most lines open no note)
_CANDIDATE = re.compile(r"(?m)^[ \t]*(?:[|\[\](){}*#=+~\u2022\u00b7\u2502\u2551-][ \t]*)*"
                        r"(?:(?:" + _TAG + r")[.):\]]?[ \t]+)?([A-Z][A-Za-z'-]*)")


def join_wrapped(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each run of lines broken mid-sentence followed by the run joined, whether one
    was found)``; at most ``max_added`` characters are added."""
    if "\n" not in text:
        return text, False
    found: list[tuple[int, int, str]] = []
    last_end = -1
    for m in _CANDIDATE.finditer(text):
        if len(found) >= MAX_RUNS:
            break
        word = m.group(1).lower()
        if m.start() <= last_end or (word not in OPENERS and word not in LEAD_IN):
            continue
        lines = _Lines(text, m.start())
        got = _run_from(lines) or _vertical_from(lines)
        if got is None:
            continue
        j, joined = got
        end = lines.get(j)[1]  # type: ignore[index]  # (line j was read by the run)
        found.append((m.start(), end, joined))
        last_end = end
    if not found:
        return text, False
    return insert_after(text, found, max_added)[0], True
