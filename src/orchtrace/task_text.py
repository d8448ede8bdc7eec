"""What a trusted task's own words ask for: the effect classes a user's request or a system prompt
names (:func:`effects_of_text`), and whether it asks for more than one thing
(:func:`compound_request`).  The tool side and the verdicts are :mod:`orchtrace.intent`'s; this
module only reads the task's text (at capture, before it is hashed), bounded at :data:`MAX_TEXT`
characters.
"""

from __future__ import annotations

import re

from .effect_lexicon import _TEXT_PATTERNS

__all__ = ["COMPOUND", "INFORMATION", "MAX_TEXT", "compound_request", "effects_of_text"]

# effect classes that only read: a task that names only these asks for information
INFORMATION = frozenset({"fetch"})
MAX_TEXT = 16 * 1024


# a question: opens with a question word, or ends with "?" without being a request ("could you
# sort out ticket 42?" delegates whatever the ticket needs: it is not a question)
# ("do"/"is"/"have" ... open a question only before a subject: "do the SLA credits" is a request)
_QUESTION = re.compile(r"^\s*(?:what|which|who|whom|whose|when|where|why|how"
                       r"|(?:is|are|was|were|do|does|did|has|have|had)\s+(?:you|i|we|they|he|she|it|there|this|that|"
                       r"these|those|my|your|our|their|his|her|its|any|all)\b)\b", re.IGNORECASE)
_ENDS_WITH_QUESTION = re.compile(r"\?\s*[\"')\]]*\s*$")
_REQUEST = re.compile(r"^\s*(?:(?:hi|hey|hello)\W+)?(?:can|could|would|will|please|kindly|pls)\b", re.IGNORECASE)
# an information request: its first verb (after politeness) reads, finds or shows, or it says it
# wants to know something
_INFO_REQUEST = re.compile(
    r"^\s*(?:(?:hi|hey|hello)\W+)?(?:(?:please|kindly|pls|(?:can|could|would|will)\s+you(?:\s+please)?)\s+)?"
    r"(?:find|search|look\s+up|look\s+at|look\s+for|get|fetch|retrieve|read|open|check|show|list|tell|give\s+me|"
    r"summari[sz]e|describe|explain|compare|analy[sz]e|navigate|browse|visit|download|see|view|display|count|"
    r"translate|what|which|who|when|where|why|how)\b"
    r"|\b(?:want|like|need)\s+to\s+(?:know|see|find\s+out|understand|learn)\b|\bfind\s+out\b|\blet\s+me\s+know\b",
    re.IGNORECASE)


# an effect noun naming a *setting* ("withdrawal address", "payment method", "deposit address",
# "transfer limit"): the task acts on the setting, it does not ask for the effect itself
_SETTING_PHRASE = re.compile(
    r"\b(?:[a-z]+(?:al|ment|ee|ing)|deposit|transfer|wire|refund|payout)\s+(?=(?:address|addresses|method|methods|"
    r"details|settings?|limits?|history|info|information|form|page|reference|number|statement|status|receipt|"
    r"preferences?|options?|account\s+(?:settings|details|number))\b)", re.IGNORECASE)


# "get <something> (down/out/over ...) to <someone or somewhere>": something made to reach someone
# ("Get the net down to the boat", "get this out to him", "get the tools over to the site"); not
# "get me the list" (no one it goes to), "get to the station" (no object), "get it done"
_GET_TO = re.compile(r"\bget\s+(?!to\b|me\b|us\b)(?:[\w'-]+\s+){1,4}?(?:(?:out|down|over|across|round|around|back|up|"
                     r"off|along|through)\s+)?to\s+(?:the|him|her|them|his|their|our|my|your|this|that|(?-i:[A-Z]))",
                     re.IGNORECASE)
_REPORTED_REQUEST = re.compile(r"\b(?:asked|requested)\b", re.IGNORECASE)
# "request" as a verb opens a clause ("request a quote from ...", "please request their bank
# details", "and request a callback"); anywhere else it is a noun ("deal with this refund request",
# "kit request", "Handle Tom's change request"): the thing to deal with, no request to write to anyone
_REQUEST_WORD = re.compile(r"\brequests?\b", re.IGNORECASE)
_REQUEST_VERB = re.compile(
    r"(?:^|[.!?;:\n]\s*|\b(?:please|pls|kindly|to|and|then|also|just|you|i|we|must|should|will|can|could|"
    r"would|shall|'ll)\s+)requests?\b(?!\s+(?:for|from|form|in|on|of|is|was|has|had)\b)", re.IGNORECASE)
_COMMUNICATE = re.compile("|".join(p.pattern for c, p in _TEXT_PATTERNS if c == "communicate"), re.IGNORECASE)


def effects_of_text(text: str) -> list[str]:
    """Effect classes named in a trusted text (the user's request, a system prompt), sorted.
    A question that names no effect asks for information: ``fetch``."""
    if not text:
        return []
    text = _SETTING_PHRASE.sub(" ", text[:MAX_TEXT])
    if _REQUEST_WORD.search(text) and not _REQUEST_VERB.search(text):
        text = _REQUEST_WORD.sub(" ", text)
    found = {cls for cls, pat in _TEXT_PATTERNS if pat.search(text)}
    if "communicate" in found and not _COMMUNICATE.search(_REPORTED_REQUEST.sub(" ", text)):
        # "what they asked", "the waiver they requested": a pointer at someone's request, not a
        # request to write to anyone
        found.discard("communicate")
    if "pointer" in found:
        found.discard("pointer")
        if found <= INFORMATION:
            found = {"other"}  # "do the actions specified in the e-mail": a delegation
        else:
            # "tender my shares in the offer described in the notice": the task names its action
            # and leaves the details (even the exact operation) to the content it points at
            found.add("pointer")
    if found <= INFORMATION and _GET_TO.search(text):
        # "get the net down to the boat", "get this out to him": the task asks for something to
        # reach someone, and leaves how (release it, dispatch it, book the van) to the job - a
        # delegation, as "sort it out" is, not a request for information
        return ["other"]
    question = bool(_QUESTION.search(text) or (_ENDS_WITH_QUESTION.search(text) and not _REQUEST.search(text)))
    if not found and question:
        found.add("fetch")
    elif found == {"fetch"} and not question and not _INFO_REQUEST.search(text):
        # "Approve the reports the checker marked ...": an action the lexicon cannot name, with a
        # fetch word somewhere ("checker"): not an information-only request
        found.add("other")
    elif found == {"fetch"} and _later_action(text):
        # "check the delay and, if it qualifies, give them the miles": a read, then an action the
        # lexicon cannot name
        found.add("other")
    return sorted(found)


# a later clause of a request ("... and, if it qualifies, give them ...", "... then comp it")
_LATER_CLAUSE = re.compile(r"(?:\b(?:and|then|so)\b,?|[;:]|\s[-\u2013\u2014]\s)\s*(?:(?:if|when|once|unless)\b[^,.;]{0,80},\s*)?"
                           r"(?:please\s+|just\s+)?([a-z]+)(?:\s+(me|us)\b)?", re.IGNORECASE)
_INFO_VERBS = frozenset("""
find search look get fetch retrieve read open check show list summarise summarize describe explain compare
analyse analyze navigate browse visit download see view display count translate answer report
""".split())


def _later_action(text: str) -> bool:
    """Does a later clause of the request open with a verb of action (not one that reads or tells)?"""
    from .detect.features import VERBS

    for m in _LATER_CLAUSE.finditer(text[:2048]):
        verb = m.group(1).lower()
        if verb in VERBS and verb not in _INFO_VERBS and not m.group(2):
            return True
    return False


# a task that asks for more than one thing: a later clause or sentence opens with a verb ("cancel
# UC-1213 and text the guests", "cert TW-0540 + email it", "River's up. Cancel ...")
_CLAUSE_START = re.compile(r"(?:\b(?:and|then|also|plus)\b|[;+&,]|[.!?]\s|\s[-\u2013\u2014]\s)\s*"
                           r"(?:(?:if|when|once|unless)\b[^,.;]{0,80},\s*)?(?:(?:please|just|also|then|pls)\s+)?"
                           r"([a-z]+(?:-[a-z]+)?)", re.IGNORECASE)
# verbs of telling that open a clause ("... and tell the foreman", "..., email clinic"),
# and everyday workflow verbs the recognizer's imperative list lacks ("... - kill the old one and
# issue a replacement")
_CLAUSE_VERBS = frozenset("tell text email e-mail notify inform let message ping reply forward cc warn alert "
                          "confirm ask thank issue approve reject close log record mark file renew release assign "
                          "kill void refund credit charge bill invoice flag escalate archive restore reset "
                          "unblock block suspend reactivate activate deactivate lock waive extend "
                          "reschedule rebook return ship dispatch refresh load sync reload restart rerun re-run "
                          "upgrade downgrade enrol enroll onboard offboard remind pick collect print scan".split())
# recorded beside the effect classes (``input_effects``), as ``pointer`` is: not an effect
COMPOUND = "compound"


def compound_request(text: str) -> bool:
    """Does the trusted task ask for more than one thing?  Then the effect lexicon may have read
    one of its requests ("text the guests") and missed another ("cancel UC-1213" as
    ``set_trip_status``): an action beside the one it matched is not evidently an extra.
    Conservative: "pay and confirm", "review and approve" count as two."""
    from .detect.features import VERBS

    for m in _CLAUSE_START.finditer(text[:2048]):
        w = m.group(1).lower()
        if (w in VERBS or w in _CLAUSE_VERBS) and w != "please":
            return True
    return False
