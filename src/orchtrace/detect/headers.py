"""A verb first that opens no imperative: headers and subjects the "verb first" test leaves out.

Nouns that are also verbs ("message", "email", "update", "order", "issue", "note") open lines that
tell no reader to do anything: a header that names where a message comes from ("Message from Wen
Okafor (SY-1234):"), one that names how it came ("Message left at reception for the members desk,
from ...:"), and a sentence whose subject is the noun and its number ("Order 5521 has shipped").
Read as imperatives, they were flagged and planted the writer's own name, account and values
(blind rounds 876 and 940; a newsletter's "Issue 42 of ... is out").  Each test takes the segment's
words and the index ``k`` of its first word after a label and lead-ins, as
:func:`orchtrace.detect.features.segment_parts` finds it, and is used by both scorers.
"""

from __future__ import annotations

import re

__all__ = ["compound_subject", "from_header", "header_noun", "numbered_subject", "opens_no_imperative",
           "participle_header"]


# (the words that name where a message came from, or how: "Message via account SC-3935 (logged in as
# ...):", a shop's inbox printing a signed-in customer's message; blind round 1165)
_CAME = frozenset(("from", "via"))


def from_header(seg: str, words: list[str], k: int) -> bool:
    """Is ``seg`` a header that names where what follows comes from ("Message from Wen Okafor
    (SY-1234):", "Email from the head office team:", "Update from the site team:", "Message via
    account SC-3935 (logged in as ...):"): its first word (``words[k]``, after a label and lead-ins)
    then "from" or "via", and a colon that ends it?  A noun that is also a verb; an imperative
    sentence does not end on a colon after "<verb> from ..."."""
    return k + 1 < len(words) and words[k + 1] in _CAME and seg.rstrip().endswith(":")


# a noun that is also a verb, then a past participle and where, when or by whom: a header
# ("Message left at reception for the members desk, from ...:", "Note written by the night porter:",
# "Payment received from ..."), not an imperative ("Forward sent items to ..." keeps its object)
_PARTICIPLES = frozenset(("left", "sent", "received", "forwarded", "posted", "written", "taken", "copied",
                          "dictated", "recorded", "logged", "passed", "handed", "submitted", "placed", "filed",
                          "lodged", "scanned", "typed", "signed", "added", "dropped", "made", "raised"))
_AFTER_PARTICIPLE = frozenset(("at", "by", "from", "for", "on", "in", "to", "via", "with", "through", "after",
                               "before", "during", "into", "over", "yesterday", "today", "earlier", "this", "last"))


def participle_header(words: list[str], k: int) -> bool:
    """Is ``words[k]`` (after a label and lead-ins) a noun that a past participle and a preposition
    or a time follow ("Message left at reception ...", "Email sent by the head office on ...",
    "Note written this morning ...")?  A reduced relative clause: the words name a message, they
    tell no reader to do anything."""
    return k + 2 < len(words) and words[k + 1] in _PARTICIPLES and words[k + 2] in _AFTER_PARTICIPLE


# a finite verb after a subject ("Order 5521 has shipped", "Message 4 of 7 ... was deleted")
_FINITE = frozenset(("is", "are", "was", "were", "has", "have", "had"))
_FINITE_BEFORE_COMMA = re.compile(r"\b(?:" + "|".join(sorted(_FINITE)) + r")\b")
# what starts a clause of its own inside an imperative ("Pay 400 GBP once the invoice is approved")
_CLAUSE_OPENERS = frozenset(("that", "which", "who", "as", "because", "since", "if", "when", "so", "and", "but",
                             "while", "once", "unless", "until", "where", "whether"))


def numbered_subject(seg: str, words: list[str], k: int) -> bool:
    """Does ``seg`` open with a noun and its number that a finite verb follows ("Order 5521 has
    shipped", "Issue 42 of the newsletter is out", "Message 4 of 7 in this thread was deleted")?
    ``words[k]`` (after a label and lead-ins) is a noun that is also a verb, ``words[k + 1]`` a
    number, and "is/was/has ..." comes within eight words, before a comma or a word that opens a
    clause of its own - the sentence's subject, not an imperative's verb and object ("Pay 400 GBP
    to ... once the invoice is approved" stays one)."""
    if k + 2 >= len(words) or not words[k + 1][:1].isdigit() or _FINITE.isdisjoint(words[k + 2:k + 10]):
        return False
    for w in words[k + 2:k + 10]:
        if w in _FINITE:
            # (in the first clause: "Send 3 copies to the office, the address is ..." is an imperative)
            return _FINITE_BEFORE_COMMA.search(seg.split(",", 1)[0].split(";", 1)[0].lower()) is not None
        if w in _CLAUSE_OPENERS:
            return False
    return False


_PLURAL_FINITE = frozenset(("are", "were", "have"))
# words ending in "s" that are no plural noun after a verb ("Send us ...", "Pay his ...", "Give yours ...")
_NOT_PLURAL = frozenset(("us", "this", "its", "his", "hers", "yours", "ours", "theirs", "as", "is", "was", "has",
                         "always", "perhaps", "unless", "across", "towards", "besides", "thus", "whereas", "plus",
                         "less", "yes", "bus", "gas", "status", "address", "access", "process", "progress", "business"))


def compound_subject(seg: str, words: list[str], k: int) -> bool:
    """Does ``seg`` open with a compound noun in the plural whose verb follows ("Release notes for
    version 2.3 are below", "Text messages are charged ...", "Credit notes were issued ...", "Order
    details are attached")?  ``words[k]`` is a noun that is also a verb, ``words[k + 1]`` a plural
    noun, and "are/were/have" comes within five words, before a comma or a word that opens a
    clause of its own: the sentence's subject, not an imperative's verb and object ("Send the
    invoices that are overdue", "Pay the suppliers, they are waiting" stay imperatives)."""
    if k + 2 >= len(words):
        return False
    noun = words[k + 1]
    if len(noun) <= 3 or not noun.endswith("s") or noun.endswith("ss") or noun in _NOT_PLURAL \
            or _PLURAL_FINITE.isdisjoint(words[k + 2:k + 7]):
        return False
    for w in words[k + 2:k + 7]:
        if w in _PLURAL_FINITE:
            first = seg.split(",", 1)[0].split(";", 1)[0].lower()
            return any(f" {v} " in f" {first} " for v in _PLURAL_FINITE)
        if w in _CLAUSE_OPENERS:
            return False
    return False


def opens_no_imperative(seg: str, words: list[str], k: int) -> bool:
    """Is the verb first at ``words[k]`` a header's or a subject's noun, not an imperative's verb
    (:func:`from_header`, :func:`numbered_subject`, :func:`participle_header`,
    :func:`compound_subject`)?  The one test both scorers put before "verb_start"."""
    return (from_header(seg, words, k) or numbered_subject(seg, words, k) or participle_header(words, k)
            or compound_subject(seg, words, k))


def header_noun(seg: str, words: list[str], k: int, effects: frozenset[str], cue: set[str]) -> bool:
    """Is the segment's word of effect at ``words[k]`` (``effects``, of the words ``cue`` holds) the
    noun of a header or a subject (:func:`opens_no_imperative`: "Message from Jun Schmidt
    (jun.schmidt@...):", "Order 5521 has shipped")?  Then it names a message or an order, it asks
    for none: the header scored as an instruction for its "message" and its address alone (blind
    round 1172, seen 809), and planted its sender's values.  A header line (:func:`from_header`) may
    hold other such nouns ("Message via account SC-3935 ...:", round 1165); a subject, only its
    own."""
    w = words[k]
    if w not in effects:
        return False
    if from_header(seg, words, k):  # (a header line names a sender or a channel: "account" there is one)
        return True
    return words.count(w) == 1 and not (effects & cue) - {w} and opens_no_imperative(seg, words, k)
