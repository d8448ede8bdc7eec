"""Canonical forms of the values an action argument and a text can share.

Value-level flow compares *hashes* of what an untrusted output said with what an action was
called with.  The same value is often written differently on the two sides: ``13th of May
2024`` in an e-mail and ``2024-05-13`` in ``create_event(date=...)``; ``DE89 3704 0044 0532
0130 00`` on a bill and ``DE89370400440532013000`` in ``send_money(iban=...)``; ``$1,250.00``
and ``1250``; ``Fred`` and ``fred``; an address written with a Cyrillic ``а``.  Before hashing,
both sides are reduced to the same canonical tokens:

* text: Unicode NFKC, zero-width and bidi controls removed, common confusables folded to ASCII,
  case-folded (:func:`fold`);
* dates: ``d:YYYY-MM-DD`` (ISO, ``13th of May 2024``, ``May 13, 2024``, ``13.05.2024``,
  ``05/13/2024``; an ambiguous ``dd/mm`` gives both readings) and ``md:MM-DD`` for dates
  written without a year;
* numbers: ``n:<value>`` with thousands separators and trailing decimal zeros removed
  (``$1,250.00`` -> ``n:1250``); long digit groups joined across spaces, dashes and dots
  (phone, account and card numbers) -> ``n:<digits>``; any number of more than ten digits also
  gives its last ten (a phone number with or without its country code or trunk 0);
* IBAN-like codes with spaces -> ``x:<code>``.

Everything here is bounded: at most :data:`MAX_TEXT` characters are looked at.
"""

from __future__ import annotations

import re
import unicodedata

MAX_TEXT = 64 * 1024

# Confusables (Unicode TR39) that matter for addresses and names: Cyrillic and Greek letters that
# look like Latin ones, and a few symbols.  NFKC already folds full-width forms and ligatures.
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "к": "k", "м": "m", "т": "t",
    "в": "b", "н": "h",
    "А": "a", "В": "b", "Е": "e", "К": "k", "М": "m", "Н": "h", "О": "o", "Р": "p", "С": "c",
    "Т": "t", "Х": "x", "У": "y", "І": "i", "Ј": "j", "Ѕ": "s",
    "α": "a", "ο": "o", "ρ": "p", "ν": "v", "τ": "t", "ι": "i", "κ": "k", "χ": "x", "υ": "u",
    "Α": "a", "Β": "b", "Ε": "e", "Ζ": "z", "Η": "h", "Ι": "i", "Κ": "k", "Μ": "m", "Ν": "n",
    "Ο": "o", "Ρ": "p", "Τ": "t", "Υ": "y", "Χ": "x",
    "ı": "i", "ℓ": "l", "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "＠": "@",
})
# str.translate walks the whole text in Python-level steps; a substitution touches only the
# characters that are confusable (same result, a fraction of the time on non-ASCII text)
_CONFUSABLE_CHARS = re.compile("[" + re.escape("".join(chr(c) for c in _CONFUSABLES)) + "]")
_INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
                        "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufe00-\ufe0f\ufeff]")


def _fold_char(m: re.Match[str]) -> str:
    return _CONFUSABLES[ord(m.group(0))]


def fold(text: str) -> str:
    """NFKC, invisible characters removed, confusables folded, case-folded."""
    text = text[:MAX_TEXT]
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
        text = _CONFUSABLE_CHARS.sub(_fold_char, _INVISIBLE.sub("", text))
    return text.casefold()


_MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
    "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
    "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}
_MON = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_ORD = r"(?:st|nd|rd|th)?"
# One scan finds every run of digits with the separators numbers, dates and account numbers use;
# each run is then parsed on its own, looking a few characters around it for month names and
# IBAN country codes (anchored matches: no scan of the whole text per pattern).
_DIGIT_RUN = re.compile(r"[0-9][0-9 ,./()\-:]*")
_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_NUMDATE = re.compile(r"(\d{1,2})[./](\d{1,2})[./](\d{4})(?!\d)")
_NUMBER = re.compile(r"[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_AFTER_DAY = re.compile(rf"{_ORD}(?:\s+of)?\s+{_MON}(?:,?\s+(\d{{4}}))?(?![a-z])")
_RANGE_AFTER = re.compile(rf"{_ORD}\s*(?:to|-|until|till|and|through)\s+(?:the\s+)?\d{{1,2}}{_ORD}(?:\s+of)?\s+{_MON}"
                          rf"(?:,?\s+(\d{{4}}))?(?![a-z])")
_AFTER_STARTS = "snrt-ua"  # the first characters of _ORD and of _RANGE_AFTER's "to|-|until|till|and|through"
_BEFORE_DAY = re.compile(rf"(?<![a-z]){_MON}\s+$")
_YEAR_AFTER = re.compile(r"(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)")
_DAY = re.compile(r"\d{1,2}(?!\d|[,.]\d)")
_IBAN = re.compile(r"[a-z]{2}\d{2}(?:[ -]?[a-z0-9]{4}){2,7}(?:[ -]?[a-z0-9]{1,3})?(?![a-z0-9])")


def _date(y: int | None, m: int, d: int) -> str | None:
    if not (1 <= m <= 12 and 1 <= d <= 31):
        return None
    if y is None:
        return f"md:{m:02d}-{d:02d}"
    if not 1000 <= y <= 2999:
        return None
    return f"d:{y:04d}-{m:02d}-{d:02d}"


def _num(raw: str) -> str | None:
    s = raw.replace(",", "").lstrip("+")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    if s in ("", "-"):
        return None
    if s.startswith("-"):
        return "n:-" + (s[1:].lstrip("0") or "0")
    return _digits(s)


def _digits(s: str) -> str:
    """The canonical form of a non-negative number written without separators (``_num``'s)."""
    return "n:" + (s.lstrip("0") or "0")


def _add_date(out: dict[str, None], v: str | None) -> None:
    if v:
        out.setdefault(v)
        if v.startswith("d:"):
            out.setdefault("md:" + v[7:])


def canonical_values(text: str, *, small_numbers: bool = True) -> list[str]:
    """Canonical tokens of the dates, numbers, long digit groups and IBAN-like codes in ``text``
    (folded first).  ``small_numbers=False`` keeps only numbers that are unlikely to match by
    chance (>= 4 digits, or with a decimal part or thousands separator)."""
    return canonical_values_folded(fold(text), small_numbers=small_numbers)


# every month name starts with one of these: a text without any needs no month look-ups
_MONTH_PRE = re.compile("jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec")


def canonical_values_folded(t: str, *, small_numbers: bool = True) -> list[str]:
    """:func:`canonical_values` of an already folded text (``t == fold(text)``: callers that
    also tokenize the folded text fold it once)."""
    out: dict[str, None] = {}
    months = _MONTH_PRE.search(t) is not None
    n = len(t)
    for m in _DIGIT_RUN.finditer(t):
        start = m.start()
        if start and t[start - 1].isalnum():
            if start >= 2 and t[start - 2:start].isalpha() and (start == 2 or not t[start - 3].isalnum()):
                im = _IBAN.match(t, start - 2)  # "de89 3704 ..."
                if im:
                    groups = re.split(r"[ -]", im.group(0))
                    while len(groups) > 1 and not any(map(str.isdigit, groups[-1])):
                        groups.pop()  # a word after the code ("... 0130 00 please")
                    code = "".join(groups)
                    if len(code) >= 12 and sum(map(str.isdigit, code)) >= 8:
                        out.setdefault("x:" + code)
            continue  # inside a word or identifier ("abc123")
        run = m.group(0).rstrip(" ,./()-:")
        end = start + len(run)
        if run.isdigit():  # the common case, a plain number: no ISO/numeric date, no digit groups
            if months and len(run) <= 2:
                _day_dates(t, out, start, start + len(run))
            if small_numbers or len(run) >= 4:
                out.setdefault(_digits(run))  # (_num of plain digits)
            if len(run) > 10:  # a phone number with its country code ("447700900715"): its last ten digits
                out.setdefault("n:" + run[-10:])
            if end >= n:
                break
            continue
        dm = _ISO.match(run)
        if dm:
            _add_date(out, _date(int(dm.group(1)), int(dm.group(2)), int(dm.group(3))))
        dm = _NUMDATE.match(run)
        if dm:
            a, b, y = int(dm.group(1)), int(dm.group(2)), int(dm.group(3))
            _add_date(out, _date(y, b, a))
            _add_date(out, _date(y, a, b))
        dd = _DAY.match(run) if months else None
        if dd:
            _day_dates(t, out, start, start + dd.end())
        for piece in run.split():
            nm = _NUMBER.match(piece)
            if not nm or nm.end() != len(piece):
                continue
            raw = nm.group(0)
            if not small_numbers:
                digits = sum(map(str.isdigit, raw))
                if digits < 4 and "." not in raw and "," not in raw:
                    continue
            v = _num(raw)
            if v:
                out.setdefault(v)
        digits = "".join(filter(str.isdigit, run))
        if len(digits) >= 6 and digits != run and not _NUMBER.fullmatch(run):  # joined groups: phone, account, card numbers
            out.setdefault("n:" + digits)
        if len(digits) > 10:  # the last ten digits: "07700 900715" ~ "+44 7700 900715" ~ "+447700900715"
            out.setdefault("n:" + digits[-10:])
        if end >= n:
            break
    return list(out)


def _day_dates(t: str, out: dict[str, None], start: int, day_end: int) -> None:
    """Dates written with a month name around the day number ``t[start:day_end]``: after it
    ("13th of May 2024", "13th to the 17th of May") or before it ("May 13, 2024")."""
    day = int(t[start:day_end])
    # (each pattern is tried only where it can match: _AFTER_DAY and _RANGE_AFTER start with an
    # ordinal, a space or a range word; _BEFORE_DAY ends with a space just before the day)
    after = t[day_end : day_end + 1]
    am = (_AFTER_DAY.match(t, day_end) or _RANGE_AFTER.match(t, day_end)) \
        if after and (after in _AFTER_STARTS or after.isspace()) else None
    if am:
        mon = _MONTHS.get(am.group(1).rstrip("."))
        if mon:
            _add_date(out, _date(int(am.group(2)) if am.group(2) else None, mon, day))
    bm = _BEFORE_DAY.search(t, max(0, start - 12), start) if start and t[start - 1].isspace() else None
    if bm:
        mon = _MONTHS.get(bm.group(1).rstrip("."))
        if mon:
            ym = _YEAR_AFTER.match(t, day_end)
            _add_date(out, _date(int(ym.group(1)) if ym else None, mon, day))


def canonical_whole(text: str) -> str:
    """The whole value, folded and with surrounding whitespace/quotes/punctuation trimmed and
    inner whitespace collapsed (``"  Fred "`` -> ``fred``; ``New_Password`` -> ``new_password``)."""
    t = fold(text).strip().strip("\"'`.,;:!?()[]{}<>").strip()
    return " ".join(t.split())
