"""Does the trusted task ask for *several* of something?  ("pay the three invoices", "refund the
early withdrawals", "send the minutes to both trustees" - against "pay the kit invoice".)

Intent alignment already asks whether the user asked for a kind of action.  An injected
instruction that asks for *the same kind* ("pay the bill" - and the planted "also send 900 EUR
to ...") slips past that check: the run makes a second call of the asked tool, aimed elsewhere.
Honest runs make such repeats too, but then the user asked for several things; a request for
one thing that the run carries out twice, at two targets, is what an obeyed instruction looks
like.  This module reads the number of the request from the task's words at capture time; only
a marker (:data:`SEVERAL`, beside the effect classes in ``input_effects``) is recorded, never
the words.

The reading is deliberately generous (a false "several" only keeps the audit as it was): a
number of two or more before a noun, a quantifier (``both``, ``all``, ``each``, ``them`` ...), or
a plural noun.  English only: a task mostly in another script (a third of its letters or more
outside ASCII: Chinese, Arabic, Greek ...) is read as several - its number is unknown - while one
in another Latin-script language is read with the English rules (Spanish and French plurals end
in "s" too; a German one may read as one request).  Plural nouns are
told from third-person verbs ("Jun *says* ...", "the client *wants* ...") by a short list of
verbs, and words that are both ("claims", "requests", "books") count as verbs when an object
follows ("the client *requests* a refund") and as nouns otherwise ("the approved *claims*").  Capitalised words inside a
sentence are names ("Northstar Nurses", "Keys & Co Lettings") and units of time, money and
measure ("2 weeks", "300 pounds") are not things asked for.  Linear in the text, bounded by
:data:`MAX_TEXT`.
"""

from __future__ import annotations

import re

__all__ = ["SEVERAL", "several_request"]

# recorded beside the effect classes (``input_effects``), as ``compound`` and ``pointer`` are
SEVERAL = "several"
MAX_TEXT = 2048

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'\u2019-]*|\d+(?:[.,:/]\d+)*")
_ACRONYM_PLURAL = re.compile(r"[A-Z]{2,}s")
_NUMBER_WORDS = frozenset("""
two three four five six seven eight nine ten eleven twelve twenty dozen dozens couple pair pairs
""".split())
_QUANTIFIERS = frozenset("""
both all each every several multiple various these those them everyone everybody twice whatever
whoever whichever
""".split())
_IRREGULAR = frozenset("""
people children men women folks criteria honoraria curricula memoranda alumni syllabi
""".split())
# units: "extend by 2 weeks", "refund 300 pounds", "add 20 points" name an amount, not things
# (after a number; "refund the months they paid" asks for several)
_TIME_UNITS = frozenset("""
days weeks hours minutes months years nights seconds mins hrs yrs
""".split())
_UNITS = _TIME_UNITS | frozenset("""
pounds dollars euros cents pence quid bucks francs yen rupees percent pts points miles kilometres
kilometers metres meters km kg kilos grams litres liters gallons inches feet foot ounces lbs
""".split())
# a number that labels rather than counts: "grade 3", "stage 2", "flat 9", "U14"
_LABELS = frozenset("""
grade stage level year room flat unit no number step phase week day page line item version size
class block zone gate floor tier band round group team term period section chapter table row
column appendix clause part key bay berth pitch court lane plot lot site ward bed seat desk dock
platform pier route bus car van truck tank hole tee slot
""".split())
# third-person verbs that are never plural nouns here
_VERBS_S = frozenset("""
says wants needs asks seems goes does has is was gets makes takes comes looks knows thinks likes
hopes expects wishes owes means prefers agrees belongs deserves happens forgets explains qualifies
remains refuses suggests tells tries uses waits writes sends gives keeps leaves lives lets puts
sees sits stays stops turns becomes believes brings buys chooses decides describes finds forwards
insists intends mentions plans promises provides reckons recalls remembers seeks sounds speaks
spends stands understands worries always perhaps sometimes towards afterwards besides whereas
thanks nevertheless news series species status bonus campus census atlas alias lens basis crisis
thesis axis christmas plus minus us yes this its his hers yours ours theirs
""".split())
# both a plural noun and a third-person verb: a verb when an object follows ("requests a refund",
# "orders the parts"), a noun otherwise ("the conference claims", "approved claims.")
_EITHER = frozenset("""
claims reports requests books changes checks lists notes returns pays works calls shows states
signs sets runs starts moves opens holds helps falls fits follows covers contains includes adds
counts closes cancels applies approves arrives receives replies reads plays sells supports orders
charges disputes
""".split())
_OBJECT_START = frozenset("""
a an the that to his her their our my your it them him me us some more this these those
""".split())
# a word right after these is their verb ("she wants", "who needs")
_SUBJECTS = frozenset("""
i you he she it we they who which that one someone somebody everyone nobody anyone there
""".split())
_NUMBERISH = _NUMBER_WORDS | frozenset(["a", "an", "one", "few", "many", "several"])


_NOT_PLURAL_ENDINGS = ("ss", "us", "is", "'s", "\u2019s", "ous")  # class, bonus, basis, site's


def _plural_noun(word: str, prev: str | None, nxt: str) -> bool:
    if word in _IRREGULAR:
        return True
    if word.endswith(("s'", "s\u2019")):  # a plural possessive: "the holders' travel"
        return len(word) > 4
    if len(word) < 4 or not word.endswith("s") or word.endswith(_NOT_PLURAL_ENDINGS):
        return False
    if word in _VERBS_S or word in _UNITS and word not in _TIME_UNITS:
        return False
    if prev is not None and (prev in _SUBJECTS or prev[0].isdigit() or prev in _NUMBERISH):
        return False  # "she wants"; "2 weeks", "three days" (a number before a noun is read apart)
    if word in _EITHER:
        return nxt not in _OBJECT_START
    return True


def several_request(text: str) -> bool:
    """Does ``text`` (a trusted task) ask for several of something?  See the module docstring."""
    if not text:
        return False
    text = text[:MAX_TEXT]
    if not text.isascii():  # (checked in C: most tasks are ASCII)
        letters = sum(1 for ch in text if ch.isalpha())
        if letters and 3 * sum(1 for ch in text if ch.isalpha() and not ch.isascii()) >= letters:
            return True  # another script: the number of the request is unknown
    tokens = [(m.group(0), m.start()) for m in _WORD.finditer(text)]
    prev: str | None = None
    for k, (raw, start) in enumerate(tokens):
        word = raw.lower()
        nxt = tokens[k + 1][0].lower() if k + 1 < len(tokens) else ""
        if word[0].isdigit():
            counts = word.isdigit() and 2 <= int(word) <= 99 and nxt[:1].isalpha()
            labelled = prev is not None and prev in _LABELS  # "grade 3 theory"
            glued = text[start - 1 : start].isalpha()  # "U14", "v2"
            if counts and nxt not in _UNITS and not labelled and not glued:
                return True
        elif word in _NUMBER_WORDS or word in _QUANTIFIERS:
            return True
        elif _ACRONYM_PLURAL.fullmatch(raw):
            return True  # "book the EPAs", "two PCs"
        elif raw[0].isupper() and k > 0 and not _sentence_start(text, start):
            prev = None  # a name inside a sentence ("Northstar Nurses"); not read for its number
            continue
        elif _plural_noun(word, prev, nxt):
            return True
        prev = word
    return False


def _sentence_start(text: str, start: int) -> bool:
    """Is the word at ``start`` the first of a sentence (or of a line, a clause after a dash)?"""
    before = text[max(0, start - 4) : start].rstrip()
    return not before or before[-1] in ".!?:;-\n\u2013\u2014"
