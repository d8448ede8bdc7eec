"""What an action's argument carries, read from its name: free text - what is said (a subject, a
body, a note) - or a key value - what the action acts on or where it sends (recipients, accounts,
amounts, ids, URLs, paths).  A task word repeated in a subject or body says nothing about who
receives the money, so the audit weighs only key arguments' values.

:func:`is_free_text_arg` is asked for every argument of every action; a run has few distinct
names, so short names are remembered (a name from a hostile trace, of any length, is not kept).
It is re-exported by :mod:`orchtrace.intent`, where it used to live.
"""

from __future__ import annotations

import functools

from .effect_lexicon import name_words

__all__ = ["is_free_text_arg"]

# argument names whose last word says they carry free text
_FREE_TEXT_WORDS = frozenset("""
subject body content contents text message msg description desc note notes title comment comments summary
caption reason details detail html markdown md prompt query q bio about review feedback memo remark remarks
greeting signature
""".split())

_CACHED_NAME = 64  # characters: longer names are read each time, not remembered


def is_free_text_arg(arg: str) -> bool:
    """Is argument ``arg`` free text (``subject``, ``body``, ``email_body``, ``messageText``)
    rather than a key argument (recipients, accounts, amounts, ids, URLs, paths)?"""
    if isinstance(arg, str) and len(arg) <= _CACHED_NAME:
        return _free_text_name(arg)
    return _free_text(arg)


@functools.lru_cache(maxsize=4096)
def _free_text_name(arg: str) -> bool:
    return _free_text(arg)


def _free_text(arg: object) -> bool:
    words = name_words(str(arg))
    return bool(words) and words[-1] in _FREE_TEXT_WORDS
