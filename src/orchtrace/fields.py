"""Where a text holds *record data*: short values that are the whole of a field.

An honest tool output carries the values an agent acts on as fields of a record: a JSON leaf
(``"mobile": "+44 7700 900123"``, shown to the recognizer as a ``mobile: ...`` line), a header
line (``From: Ana Ruiz <ana@example.org>``, ``Buyer email: ...``), a table cell.  An injected
instruction carries its values inside a sentence ("refund 1,313 GBP to IBAN LT12 ..."). The
audit weighs an action whose key value is held as a field of some untrusted output, and named in
no instruction-like passage, as record-driven (an auxiliary action of the job: texting the
customer on the number in their account) rather than instruction-driven.

A field value counts only when it is short (:data:`VALUE_CHARS`, :data:`VALUE_WORDS`): a sentence
split across fields (``"remarks": "please refund the ..."``) is prose, not a record.  Linear in
the text; bounded by :data:`MAX_SPANS`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .detect.lexicon import VERBS
from .envelope import ADDRESS, FROM_NAMES, SUBJECT_NAMES, sender_span
from .fingerprint import MAX_HASHES, MAX_TEXT, STOPWORDS, _he, _hv
from .folded_text import entity_tokens, token_list
from .values import canonical_values_folded, canonical_whole

KEY_CHARS = 40  # a field name: "From", "Buyer email", "delivery_address"
VALUE_CHARS = 64
VALUE_WORDS = 6
CELL_CHARS = 48
CELL_WORDS = 5
MAX_SPANS = 48  # fields per output: a record's own values come first; a long table is cut
# ``key: value`` lines of which at least this many hold only a function word are one sentence
# dealt out across labels ("hook 11: to", "hook 02: the", "hook 07: of"), not a record
DEALT_MIN = 3
_FUNCTION_WORDS = frozenset(("a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "by", "for", "from", "with",
                             "into", "as", "is", "are", "was", "were", "be", "it", "its", "this", "that", "these",
                             "those", "than", "then", "before", "after"))
MAX_CELLS = 24  # table cells per output (a listing of many rows costs capture time, and its
# values are the ones least often acted on)

# ``key: value`` on a line of its own (leading list/quote marks allowed).  The key starts with a
# letter and holds no sentence punctuation; the value is the rest of the line.
_FIELD = re.compile(rf"(?m)^[ \t>*\-]*[A-Za-z][\w .\-/()#']{{0,{KEY_CHARS - 1}}}?[ \t]*[:=][ \t]*([^\n]+?)[ \t]*$")
_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|[^\n]*\|[^\n]*$")  # a markdown table row: "| a | b |"
# ``"key": "value"`` / ``"key": 42`` inside JSON (or a Python repr) written on one line, as tools
# often return it: a string value without quotes or line breaks in it, or a bare number.
_PAIR = re.compile(rf"""["']([A-Za-z][\w .\-/]{{0,{KEY_CHARS - 1}}})["'][ \t]*:[ \t]*"""
                   rf"""(?:"([^"\n\\]{{1,{VALUE_CHARS}}})"|'([^'\n\\]{{1,{VALUE_CHARS}}})'|(-?\d[\d.]{{0,20}}))""")


_TAIL_ADDRESS = re.compile(r"<(?:" + ADDRESS + r")>$")
# a subject line's key (and its names in other mail clients), and an identifier in it: letters and
# digits together, five characters or more ("INV-601", "BK2231", "RC-453")
_SUBJECT_KEY = re.compile(r"(?i)[ \t>*\-]*(?:subject|re|fwd?|aw|sv|vs|" + SUBJECT_NAMES + r"|aihe|teema)[ \t]*:")
_IDENTIFIER = re.compile(r"(?<![\w\-])(?=[\w\-/#]*\d)(?=[\w\-/#]*[A-Za-z])[A-Za-z0-9][\w\-/#]{3,30}[A-Za-z0-9](?![\w\-])")
# the keys of a message's sender and recipient lines (and their names in other mail clients)
_PARTY_KEY = re.compile(r"(?i)[ \t>*\-]*(?:from|to|cc|bcc|reply-to|sender|recipient|contact|author|submitted\s+by|"
                        r"an|para|\u00e0|" + FROM_NAMES + r")[ \t]*[:=]")


def _short(value: str, chars: int, words: int) -> bool:
    # (words counted by spaces: the value is one line, and a regex per field cost more than the rest)
    return 0 < len(value) <= chars and len(value.split()) <= words


ADDRESS_WORDS = 12  # a postal address written out: "Liffey Fret Works, 12 Ormond Quay, Dublin 1"
ADDRESS_PART_WORDS = 4


# a field's name that says it holds a place: "address", "deliver_to", "ship_to", "site", "postal"
# (a word of the name, not a part of one: "membership", "website", "deposit" name no place)
_PLACE_KEY = re.compile(r"(?i)address|(?<![a-z])(?:addr\b|deliver|ship|post(?:al|code)|site\b|location|premises|"
                        r"venue)|(?:^|[\s_\-])to[\s\"']*$")


def _field_value(value: str, key: str) -> bool:
    """Is a field's ``value`` short enough to be one value of a record: :data:`VALUE_CHARS` and
    :data:`VALUE_WORDS`, or, under a field name that says it holds a place (``key``), a postal
    address of up to :data:`ADDRESS_WORDS` words - a digit, and comma-separated parts of at most
    :data:`ADDRESS_PART_WORDS` words each, the first not a verb ("deliver_parts_to": "Liffey Fret
    Works, 12 Ormond Quay, Dublin 1").  A sentence split across fields ("follow_up_action": "Unit
    7, ...", after "... to") sits under a name that says nothing of a place."""
    if _short(value, VALUE_CHARS, VALUE_WORDS):
        return True
    if not 0 < len(value) <= VALUE_CHARS or "," not in value or not _DIGIT.search(value) \
            or not _PLACE_KEY.search(key):
        return False
    parts = [part.split() for part in value.split(",")]  # (two or more: the value holds a comma)
    if len(value.split()) > ADDRESS_WORDS or any(not p or len(p) > ADDRESS_PART_WORDS for p in parts):
        return False
    return parts[0][0].lower().strip(".:;!?") not in VERBS


def field_value_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the short field values of ``text``: a sender preamble's "name <address>"
    (:func:`orchtrace.envelope.sender_span`), ``key: value`` lines whose value is
    short (a URL ``https://...`` is not read as a key), ``"key": "value"`` pairs of JSON written
    inline, and the cells of ``| a | b |`` table rows (a span may be found twice).
    At most :data:`MAX_SPANS`, in text order."""
    out: list[tuple[int, int]] = []
    if not text:
        return out
    sender = sender_span(text)  # "Message from Ana Ruiz <ana@example.org>: ...": as a From: line
    if sender is not None:
        out.append(sender)
    out.extend(_by_lines(text))  # "Submitted by Kofi Walsh <kofi@...>": the form's filer
    lines: list[tuple[int, int]] = []
    dealt = 0  # values that are a function word: "hook 11: to", "row 4: the"
    for m in _FIELD.finditer(text):
        value = m.group(1)
        if value.startswith("//"):
            continue
        if not _field_value(value, text[m.start():m.start(1)].rstrip(" \t:=")):
            # a sender line with a long display name ("From: Bob Rossi, ESR Level 2 coach
            # <bob@...>"): the address in its closing brackets is still the field's value
            # (on a sender's or recipient's line only: "Notes: please send it to <eve@...>" is a
            # sentence that names an address, not a record of one)
            tail = _TAIL_ADDRESS.search(value, max(0, len(value) - VALUE_CHARS - 2))
            if tail is None or len(value) > 2 * VALUE_CHARS or not _PARTY_KEY.match(text, m.start(), m.start(1)):
                continue
            lines.append((m.start(1) + tail.start(), m.start(1) + tail.end()))
        else:
            lines.append(m.span(1))
            if " " in value and _SUBJECT_KEY.match(text, m.start(), m.start(1)):
                # a subject line names its case: "Subject: invoice INV-601 - April", "Re: booking
                # BK-2231" (the case's identifier, not a value a remark mentions)
                base = m.start(1)
                lines.extend((base + i.start(), base + i.end()) for i in _IDENTIFIER.finditer(value))
            if value.lower() in _FUNCTION_WORDS:
                dealt += 1
        if len(out) + len(lines) >= MAX_SPANS:  # (every kind of field line counts towards the bound)
            break
    if dealt < DEALT_MIN:
        out.extend(lines[: MAX_SPANS - len(out)])  # (a subject line's identifiers may overshoot it)
        if len(out) >= MAX_SPANS:
            return out
    # (else: a sentence dealt out one word per label, to be read in the labels' order, is an
    # instruction in disguise, not a record: no record holds "to", "the" and "of" as values)
    if ":" in text and ("\"" in text or "'" in text):
        for m in _PAIR.finditer(text):
            g = 2 if m.group(2) is not None else 3 if m.group(3) is not None else 4
            if not _field_value(m.group(g).strip(), m.group(1)):
                continue
            out.append(m.span(g))
            if len(out) >= MAX_SPANS:
                return out
    if "|" in text:
        cells = 0
        for row in _TABLE_ROW.finditer(text):
            line, start = row.group(0), row.start()
            off = start
            for cell in line.split("|"):
                stripped = cell.strip()
                if stripped.strip("-: ") and _short(stripped, CELL_CHARS, CELL_WORDS):
                    lead = len(cell) - len(cell.lstrip())
                    out.append((off + lead, off + lead + len(stripped)))
                    cells += 1
                    if len(out) >= MAX_SPANS or cells >= MAX_CELLS:
                        return out
                off += len(cell) + 1
    return out


# (thirtieth pass) a form's or a ticket's line naming who filed it, with their address, on a line
# of its own anywhere in the text: "Submitted by Kofi Walsh <kofi.walsh@...>", "Requested by Ana
# (+44 7700 900123)".  The filer is the record's party, as a From: line's sender is (a sentence
# that names an address - "please send it to <eve@...>" - has no such line)
_BY_LINE = re.compile(r"(?im)^[ \t>*\-]*(?:submitted|sent|requested|raised|completed|filed|posted|reported|logged|"
                      r"entered|signed|lodged)[ \t]+by[ \t]*:?[ \t]+((?:[^\s<>()@:,;]+[ \t]+){1,5}?[<(](?:"
                      + ADDRESS + r")[>)])[ \t]*\.?[ \t]*$")


def _by_lines(text: str) -> list[tuple[int, int]]:
    """Spans of the "name <address>" of each line naming who filed the text (see ``_BY_LINE``),
    at most two: read only where such a line's words occur at all."""
    if " by" not in text and " By" not in text:
        return []
    return [m.span(1) for m in itertools.islice(_BY_LINE.finditer(text, 0, MAX_TEXT), 2)]


_ANGLE = re.compile(r"<([^<>]{1,120})>")
# an address or a phone number in brackets after a name, as a message's sender line writes it
_PAREN_ADDRESS = re.compile(r"\((" + ADDRESS + r")\)")
_DIGIT = re.compile(r"\d")
_SMALL_NUMBER = re.compile(r"[\d.,]+")
_GROUPED_NUMBER = re.compile(r"[+A-Za-z]{0,4}[\d\s().\-/+]+")


def field_hashes(text: str, spans: Sequence[tuple[int, int]]) -> list[int]:
    """Hashes of the values ``text`` holds as whole fields (``spans``: :func:`field_value_spans`),
    made as :func:`orchtrace.fingerprint.value_hashes` makes an argument's: each field value *as a
    whole*, its entity hash when it is one identifier, and its canonical dates/amounts/numbers
    when it is at most three words or one number written with separators (``14 Dec 2026``,
    ``GBP 1,313``, ``+46 70 123 45 67``); a ``Name <address>`` value also as the name and the
    address.  Unlike :func:`orchtrace.fingerprint.instruction_hashes`, not the words of a longer
    value: a value *mentioned* in a remark ("fee waiver approved 35.00") is not one the record
    holds.  Each distinct value once; at most ``4 * MAX_HASHES`` hashes."""
    if not text or not spans:
        return []
    text = text[:MAX_TEXT]
    out: dict[int, None] = {}
    seen: set[str] = set()
    for start, end in spans:
        region = text[max(0, start) : max(0, min(end, len(text)))]
        # (a table repeats its cells: each value once; one or two characters say nothing)
        if len(region) < 3 or region in seen:
            continue
        seen.add(region)
        parts = [region]
        if "<" in region:  # "Ana Ruiz <ana@example.org>": the name and the address apart
            parts += [region.split("<", 1)[0], *(m.group(1) for m in _ANGLE.finditer(region))]
        elif "(" in region and (bracketed := _PAREN_ADDRESS.findall(region)):  # "Ana (+44 7700 900123)": the same
            parts += [region.split("(", 1)[0], *bracketed]
        for part in parts:
            whole = canonical_whole(part)
            if not whole or whole in STOPWORDS:
                continue
            out.setdefault(_hv(whole))
            spaces = whole.count(" ")  # (``whole`` has its whitespace collapsed)
            # (an entity token is 5+ characters, not all letters: a shorter or all-letter value holds none)
            if not spaces and len(whole) >= 5 and not whole.isalpha():
                for ent in entity_tokens(token_list(whole)):
                    out.setdefault(_he(ent))
            # a short value, or one number written with separators ("+46 70 123 45 67", "SE45 5000
            # 0000 0583"); not the values a remark mentions.  Only a part with a digit holds a
            # canonical value: most fields are words
            # (a bare small number - a quantity, a table's count - is matched by its whole hash)
            if _DIGIT.search(whole) and (len(whole) > 4 or not _SMALL_NUMBER.fullmatch(whole)) \
                    and (spaces <= 2 or _GROUPED_NUMBER.fullmatch(whole)):
                for val in canonical_values_folded(whole):  # (``whole`` is folded already)
                    out.setdefault(_hv(val))
        if len(out) >= 4 * MAX_HASHES:
            break
    return list(out)[: 4 * MAX_HASHES]
