"""A message's envelope: who sent it, as opposed to what it says.

A message an agent reads starts with its envelope: header lines (``From: Ana Ruiz
<ana@example.org>``, ``Subject: ...``) or a one-line preamble a tool writes before the body
(``Message from Ana Ruiz <ana@example.org>: ...``, ``SMS from Ana (+44 7700 900123):``).  The
sender named there wrote the message; the recognizer may read the body as a request ("please
refund my deposit ..."), but the envelope is no part of it.  So the envelope is kept out of the
spans whose values count as *planted* (:func:`orchtrace.fingerprint.instruction_hashes`), and the
preamble's sender is a field of the record (:func:`orchtrace.fields.field_value_spans`), as a
``From:`` line already is: an honest reply to the customer who wrote is then an action on the
case's own party, not on a value an instruction named.

Only the start of the text is read: a header line further down (a quoted "Original Message", a
fake header an injection writes into a body) is content.  ``O(len(envelope))``.
"""

from __future__ import annotations

import re

HEADER_LINES = 12  # header lines read at the start of a text
# what other languages' mail clients call the sender's and the subject's lines ("Von:", "Da:",
# "Oggetto:", "Betreff:"): one list for every reader of headers (orchtrace.pasted, orchtrace.fields)
FROM_NAMES = r"da|de|von|van|fr\u00e5n|fra|od"
SUBJECT_NAMES = r"oggetto|asunto|objet|betreff|onderwerp|\u00e4mne|emne|temat|assunto"
# header lines at the very start: "From: ...", "Subject: ...", "Sent: ..." (one per line)
_HEADER = re.compile(r"[ \t]*(?:from|to|cc|bcc|sent|date|subject|reply-to|re)[ \t]*:[^\n]*(?:\n|\Z)", re.IGNORECASE)
# a tool's one-line preamble naming the sender with an address: "Message from Ana Ruiz
# <ana@example.org>:", "SMS from Ana (+44 7700 900123) -", "WhatsApp message from Bo <bo@x.io>"
# (or with the channel, then a dash instead of "from": "WhatsApp - Carol Schmidt (+44 7244 939092):",
# "Viber – Ana (+386 ...):", as messaging exports and notification texts write it; the messaging
# apps' names count there too)
_WORDS = "message|e-?mail|sms|text|note|voicemail|whatsapp"


def _channel(words: str) -> str:
    """A channel's name among up to two other words, bracketed or not: "[WhatsApp] message"."""
    return r"(?:\[?[\w-]{1,20}\]?[ \t]+){0,2}?\[?(?:" + words + r")\]?"


_CHANNEL = _channel(_WORDS + "|mail|dm|chat")
_APP_CHANNEL = _channel(_WORDS + "|signal|viber|telegram|imessage|mail|dm|chat")
_PREAMBLE = re.compile(
    r"[ \t]*(?:(?:" + _CHANNEL + r"[ \t]+)?from[ \t]+|" + _APP_CHANNEL
    + r"[ \t]*[-\u2013\u2014][ \t]*)(?P<sender>[^\n:<>()\[\]]{1,60}?[ \t]*[<(][^\n<>()]{3,80}[>)])", re.IGNORECASE)
# an e-mail address or a phone number: in brackets after a sender's name here, and cut from the
# name as a record field (:mod:`orchtrace.fields`)
ADDRESS = r"[^\s<>()@]+@[^\s<>()]+\.[^\s<>()]+|\+?[\d][\d .\-]{6,20}\d"
_ADDRESS = re.compile(r"[<(](?:" + ADDRESS + r")[>)]")


def envelope_end(text: str) -> int:
    """Where the envelope at the start of ``text`` ends (0: none): a block of header lines, or a
    sender preamble with an address."""
    if not text:
        return 0
    pos = n = 0
    while n < HEADER_LINES:
        m = _HEADER.match(text, pos)
        if m is None:
            break
        pos, n = m.end(), n + 1
    if pos:
        return pos
    m = _preamble(text)
    return m.end() if m else 0


def sender_span(text: str) -> tuple[int, int] | None:
    """The span of a sender preamble's "name <address>" (a field value, as a ``From:`` line's
    is), or ``None``."""
    m = _preamble(text) if text else None
    return m.span("sender") if m else None


def _preamble(text: str) -> re.Match[str] | None:
    """The sender preamble at the start of ``text``, when its sender comes with an address."""
    m = _PREAMBLE.match(text)
    return m if m and _ADDRESS.search(m.group("sender")) else None


def outside_envelope(text: str, spans: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """``spans`` with the envelope cut off: a span that starts in it starts after it."""
    cut = envelope_end(text)
    if not cut:
        return list(spans)
    return [(max(a, cut), b) for a, b in spans if b > cut]
