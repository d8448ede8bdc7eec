"""A text as evidence reads it: folded (:func:`orchtrace.values.fold`), its tokens, the identifiers
among them and its canonical values, each computed once per text.

The evidence of one untrusted output reads the same folded text several times: its fingerprint
(:func:`orchtrace.fingerprint.fingerprint`), the hashes of what an instruction covering all of it
names (:func:`orchtrace.fingerprint.instruction_hashes`), the values of a clause that is the whole
text (:mod:`orchtrace.commanded`: an unpunctuated page is one clause).  The evidence builder
(:mod:`orchtrace.capture.evidence`) makes one :class:`FoldedText` per text and hands it to each
of them, so the text is folded, tokenized and scanned for values once; it lives as long as that
call (nothing is kept between texts).
"""

from __future__ import annotations

import re

from .values import MAX_TEXT, canonical_values_folded, fold

__all__ = ["FoldedText", "entity_tokens", "token_list"]

TOKEN = re.compile(r"[a-z0-9@._%+\-/:#]+")
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789@._%+-/:#")
# every ASCII character that is no token character a space: an ASCII text's tokens are then the
# words of str.split() (a third of the time of TOKEN.findall)
_TOKEN_TABLE = str.maketrans({chr(c): chr(c) if chr(c) in _TOKEN_CHARS else " " for c in range(128)})
_ENTITY_CHARS = re.compile(r"[@./:\d]")


def token_list(text: str) -> list[str]:
    """``TOKEN.findall(text)``."""
    if text.isascii():
        return text.translate(_TOKEN_TABLE).split()
    return TOKEN.findall(text)


def entity_tokens(toks: list[str]) -> list[str]:
    """The tokens that look like an identifier (an address, URL, host, path, account: 5+
    characters holding ``@``, ``.``, ``/``, ``:`` or a digit), trimmed of surrounding punctuation."""
    out = []
    search = _ENTITY_CHARS.search
    # plain words are prose, not identifiers: filtered in one comprehension (most tokens)
    for tok in [t for t in toks if len(t) >= 5 and not t.isalpha()]:
        tok = tok.strip("._-:/#")
        if len(tok) >= 5 and search(tok):
            out.append(tok)
    return out


class FoldedText:
    """``fold(raw[:MAX_TEXT])`` and what is read in it, each computed when first asked for."""

    __slots__ = ("_entities", "_tokens", "_values", "folded")

    def __init__(self, raw: str) -> None:
        self.folded = fold(raw[:MAX_TEXT])
        self._tokens: list[str] | None = None
        self._entities: list[str] | None = None
        self._values: dict[bool, list[str]] = {}

    @property
    def tokens(self) -> list[str]:
        if self._tokens is None:
            self._tokens = token_list(self.folded)
        return self._tokens

    @property
    def entities(self) -> list[str]:
        """:func:`entity_tokens` of the tokens."""
        if self._entities is None:
            self._entities = entity_tokens(self.tokens)
        return self._entities

    def values(self, *, small_numbers: bool = True) -> list[str]:
        """``canonical_values_folded(folded, small_numbers=small_numbers)`` (a copy: callers may
        extend it)."""
        got = self._values.get(small_numbers)
        if got is None:
            got = self._values[small_numbers] = canonical_values_folded(self.folded, small_numbers=small_numbers)
        return list(got)
