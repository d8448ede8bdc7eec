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
  (phone, account and card numbers) -> ``n:<digits>`` (and the last 10 digits);
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
_INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
                        "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufe00-\ufe0f\ufeff]")


def fold(text: str) -> str:
    """NFKC, invisible characters removed, confusables folded, case-folded."""
    text = text[:MAX_TEXT]
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
        text = _INVISIBLE.sub("", text).translate(_CONFUSABLES)
    return text.casefold()


_MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
    "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
    "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}
_MON = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_ORD = r"(?:st|nd|rd|th)?"
_DATE_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_DATE_DMY_WORD = re.compile(rf"\b(\d{{1,2}}){_ORD}(?:\s+of)?\s+{_MON}(?:,?\s+(\d{{4}}))?\b")
_DATE_MDY_WORD = re.compile(rf"\b{_MON}\s+(\d{{1,2}}){_ORD}(?:,?\s+(\d{{4}}))?\b")
_DATE_NUM = re.compile(r"\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b")
_NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w])")
_DIGIT_GROUPS = re.compile(r"\+?\(?\d[\d\s().-]{5,40}\d")
_IBAN = re.compile(r"\b[a-z]{2}\d{2}(?:[ -]?[a-z0-9]{2,4}){3,8}\b")


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
        body = s[1:].lstrip("0") or "0"
        return "n:-" + body
    return "n:" + (s.lstrip("0") or "0")


def canonical_values(text: str, *, small_numbers: bool = True) -> list[str]:
    """Canonical tokens of the dates, numbers, long digit groups and IBAN-like codes in ``text``
    (folded first).  ``small_numbers=False`` keeps only numbers that are unlikely to match by
    chance (>= 4 digits, or with a decimal part or thousands separator)."""
    t = fold(text)
    out: dict[str, None] = {}
    for m in _DATE_ISO.finditer(t):
        v = _date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if v:
            out.setdefault(v)
            out.setdefault("md:" + v[7:])
    for m in _DATE_DMY_WORD.finditer(t):
        mon = _MONTHS.get(m.group(2).rstrip("."))
        if mon:
            v = _date(int(m.group(3)) if m.group(3) else None, mon, int(m.group(1)))
            if v:
                out.setdefault(v)
                if v.startswith("d:"):
                    out.setdefault("md:" + v[7:])
    for m in _DATE_MDY_WORD.finditer(t):
        mon = _MONTHS.get(m.group(1).rstrip("."))
        if mon:
            v = _date(int(m.group(3)) if m.group(3) else None, mon, int(m.group(2)))
            if v:
                out.setdefault(v)
                if v.startswith("d:"):
                    out.setdefault("md:" + v[7:])
    for m in _DATE_NUM.finditer(t):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        for v in (_date(y, b, a), _date(y, a, b)):  # dd/mm and mm/dd
            if v:
                out.setdefault(v)
                out.setdefault("md:" + v[7:])
    for m in _NUMBER.finditer(t):
        raw = m.group(0)
        if not small_numbers:
            digits = sum(c.isdigit() for c in raw)
            if digits < 4 and "." not in raw and "," not in raw:
                continue
        v = _num(raw)
        if v:
            out.setdefault(v)
    for m in _DIGIT_GROUPS.finditer(t):
        raw = m.group(0)
        digits = "".join(c for c in raw if c.isdigit())
        if len(digits) >= 6 and any(not c.isdigit() for c in raw):  # joined groups only
            out.setdefault("n:" + digits)
            if len(digits) > 10:
                out.setdefault("n:" + digits[-10:])
    for m in _IBAN.finditer(t):
        code = m.group(0).replace(" ", "").replace("-", "")
        if len(code) >= 12 and sum(c.isdigit() for c in code) >= 8:
            out.setdefault("x:" + code)
    return list(out)


def canonical_whole(text: str) -> str:
    """The whole value, folded and with surrounding whitespace/quotes/punctuation trimmed and
    inner whitespace collapsed (``"  Fred "`` -> ``fred``; ``New_Password`` -> ``new_password``)."""
    t = fold(text).strip().strip("\"'`.,;:!?()[]{}<>").strip()
    return " ".join(t.split())
