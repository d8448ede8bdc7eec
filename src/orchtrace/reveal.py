"""What a model reads in a text that a person does not see: hidden and encoded passages.

Two well-documented ways of planting an instruction that a human reviewer cannot read but a
model can (and that a recognizer looking at the raw characters would also miss):

* **ASCII smuggling with Unicode tag characters** (U+E0020-U+E007E: an invisible copy of printable
  ASCII).  The only honest use is inside emoji subdivision flags (a black flag U+1F3F4 followed by
  a few tags, e.g. England's); any other run is decoded in place and marked ``hidden``.
* **Base64 with "decode and follow"**: a run of 24+ base64 characters that decodes to readable
  text (mostly letters and spaces, several words) is kept and its decoded text inserted after it,
  marked ``encoded``; blobs that decode to bytes or identifiers (images, keys, tokens) are left
  alone.

:func:`reveal` returns the text with those passages made readable and the marks found; evidence
(fingerprints and the instruction recognizer) is computed on the revealed text, so a value the
hidden passage names matches the action that used it.  Bounded: at most :data:`MAX_BLOBS` blobs
decoded, :data:`MAX_DECODED` characters added.
"""

from __future__ import annotations

import base64
import binascii
import re

__all__ = ["reveal"]

MAX_BLOBS = 32
MAX_DECODED = 16 * 1024
_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_FLAG = "\U0001f3f4"
_B64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{24,8192}={0,2}(?![A-Za-z0-9+/=_-])")
_WORDISH = re.compile(r"[A-Za-z]{2,}")


def _untag(m: re.Match[str]) -> str:
    s = m.group(0)
    if m.start() > 0 and m.string[m.start() - 1] == _FLAG:
        return s  # an emoji subdivision flag
    return "\n" + "".join(chr(ord(c) - 0xE0000) for c in s if 0xE0020 <= ord(c) <= 0xE007E) + "\n"


def _readable(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text.isprintable() and not all(c.isprintable() or c in "\n\r\t" for c in text):
        return None
    letters = sum(c.isalpha() or c == " " for c in text)
    if letters < 0.8 * len(text) or text.count(" ") < 3 or len(_WORDISH.findall(text)) < 4:
        return None
    return text


def reveal(text: str) -> tuple[str, tuple[str, ...]]:
    """``(text with hidden/encoded passages readable, marks found)``; ``marks`` is a subset of
    ``("encoded", "hidden")``, empty when nothing was hidden (then ``text`` is returned as is)."""
    if not isinstance(text, str) or not text:
        return text, ()
    marks: list[str] = []
    if not text.isascii() and _TAGS.search(text):
        revealed = _TAGS.sub(_untag, text)
        if revealed != text:
            text = revealed
            marks.append("hidden")
    if len(text) >= 24 and _B64.search(text):
        out: list[str] = []
        pos = added = blobs = 0
        for m in _B64.finditer(text):
            if blobs >= MAX_BLOBS or added >= MAX_DECODED:
                break
            blob = m.group(0)
            if len(blob) % 4:
                continue
            blobs += 1
            try:
                decoded = _readable(base64.b64decode(blob, validate=True))
            except (binascii.Error, ValueError):
                continue
            if decoded is None:
                continue
            decoded = decoded[: MAX_DECODED - added]
            out.append(text[pos:m.end()])
            out.append("\n" + decoded + "\n")
            pos = m.end()
            added += len(decoded)
        if out:
            out.append(text[pos:])
            text = "".join(out)
            marks.append("encoded")
    return text, tuple(sorted(marks))
