"""Effect classes: what an action does, and which effects the trusted task asked for.

Intent alignment asks of each sensitive action: *was this kind of action asked for by trusted
input* (the user's request, the system prompt, the root agent's input), or did it first appear
in untrusted content?  Both sides are reduced to coarse **effect classes** (``communicate``,
``pay``, ``delete``, ``share``, ``credentials``, ``schedule``, ``book``, ``publish``, ``execute``,
``control``, ``write``, ``purchase``, ``fetch``):

* at capture time, the words of the trusted task are mapped to the classes they name
  (:func:`effects_of_text`; only the class names are recorded, never the words);
* at audit time, the tool's name (and description, when the trace has it) is mapped the same
  way (:func:`effects_of_tool`).

An action whose classes are all absent from the trusted task was not asked for.  A tool whose
name maps to no class is *unknown* (the check is neutral).  The lexicon is small and
deliberately coarse: it decides "did the user ask for an e-mail to be sent at all", not "to
whom"; who and what is the value-level check's job.
"""

from __future__ import annotations

import re

# class -> stems (matched at the start of a word: "send" matches "sending", "sends").
EFFECTS: dict[str, tuple[str, ...]] = {
    # verbs only where the noun is common ("summarise my latest email" asks for no e-mail to be sent)
    "communicate": ("send", "reply", "respond", "forward", "notify", "dm", "cc", "write to",
                    "write a message", "write an email", "write an e-mail", "email to", "e-mail to", "email him",
                    "email her", "email them", "email it", "email the", "email my", "email me", "email us",
                    "message him", "message her", "message them", "sms", "contact", "invite", "post to",
                    "let them know", "let him know", "let her know", "share with",
                    # goals people reach by writing to someone
                    "unsubscribe", "rsvp", "ask", "request", "confirm", "accept", "decline", "follow up",
                    "complain", "thank"),
    "pay": ("pay", "paid", "transfer", "wire", "refund", "remit", "deposit", "money", "reimburse", "venmo",
            "paypal", "withdraw", "transaction"),
    "purchase": ("buy", "bought", "purchase", "order", "checkout", "subscribe"),
    "delete": ("delete", "remove", "erase", "wipe", "purge", "cancel", "unsubscribe", "trash"),
    "share": ("share", "sharing", "grant", "invite", "add", "permission", "access", "collaborator", "join"),
    "credentials": ("password", "passcode", "credential", "login", "log in", "2fa", "api key", "reset",
                    "security question"),
    "schedule": ("schedule", "calendar", "meeting", "appointment", "reschedule", "remind", "invite", "event"),
    "book": ("book", "reserve", "reservation", "rent a", "ticket"),
    "publish": ("post", "publish", "tweet", "comment", "upload", "announce"),
    "execute": ("run", "execute", "install", "deploy", "shell", "command", "script", "terminal", "exec",
                "compile", "sudo", "kill", "restart"),
    "control": ("unlock", "lock", "door", "thermostat", "turn on", "turn off", "switch on", "switch off",
                "device", "camera", "alarm"),
    "write": ("write", "save", "update", "edit", "create", "modify", "change", "rename", "move", "append",
              "set", "commit", "fill", "merge"),
    # delegation: the user hands over a decision the lexicon cannot name ("handle what is urgent")
    "other": ("handle", "deal with", "take care", "sort out", "sort it", "process", "resolve", "do what",
              "follow the", "follow its", "follow their", "act on", "approve", "fix", "carry out", "manage",
              "take action", "whatever", "as needed", "as requested", "accordingly"),
    "fetch": ("download", "fetch", "visit", "open", "browse", "get", "read", "search", "look up", "find",
              "check", "retrieve", "summar", "show", "list", "navigate", "tell me", "give me", "explain", "describe",
              "compare", "analy"),
}

# Tool names are identifiers ("send_money", "GmailSendEmail", "slack.invite_user"): split them into
# words before matching.  Their classes come from a stricter table than the task text's: "get" in
# "get_iban" does not make the tool a fetch of the web, "update" in "update_password" is credentials.
TOOL_EFFECTS: dict[str, tuple[str, ...]] = {
    "communicate": ("send email", "send mail", "email", "mail", "send message", "message", "reply", "forward",
                    "sms", "notify", "send dm", "direct message", "post message", "send channel", "send to",
                    "send text", "chat"),
    "pay": ("pay", "transfer", "wire", "money", "transaction", "refund", "remit", "deposit", "withdraw",
            "schedule transaction", "update scheduled transaction", "venmo", "paypal", "payment"),
    "purchase": ("buy", "purchase", "order", "checkout", "place order", "subscribe"),
    "delete": ("delete", "remove", "erase", "wipe", "drop", "purge", "cancel", "trash"),
    "share": ("share", "sharing", "grant", "invite", "add user", "add member", "add collaborator", "permission",
              "access", "add to channel", "guest"),
    "credentials": ("password", "credential", "login", "token", "api key", "secret", "2fa", "reset"),
    "schedule": ("calendar", "event", "meeting", "appointment", "reschedule", "remind"),
    "book": ("book", "reserve", "reservation"),
    "control": ("unlock", "lock", "door", "thermostat", "turn on", "turn off", "device", "camera", "alarm"),
    "publish": ("post", "publish", "tweet", "comment", "review", "upload", "webpage", "website"),
    "execute": ("run", "execute", "exec", "shell", "bash", "terminal", "command", "script", "install",
                "deploy", "python", "eval"),
    "write": ("write", "save", "update", "edit", "create", "modify", "change", "rename", "move", "append",
              "set", "file", "document", "merge"),
    "fetch": ("download", "fetch", "browse", "visit", "http get", "read", "get", "search", "list"),
}

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)?")


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _compile(table: dict[str, tuple[str, ...]]) -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for cls, stems in table.items():
        alts = "|".join(re.escape(s).replace(r"\ ", r"\s+") for s in sorted(stems, key=len, reverse=True))
        out.append((cls, re.compile(rf"\b(?:{alts})", re.IGNORECASE)))
    return out


_TEXT_PATTERNS = _compile(EFFECTS)
# "mail"/"email" are verbs only before a recipient or an object pronoun/article
_TEXT_PATTERNS.append(("communicate", re.compile(
    r"\b(?:e-?)?mail\s+(?:it|them|him|her|me|us|my|the|this|that|a|an|to|back|[\w.+-]+@)", re.IGNORECASE)))
_TOOL_PATTERNS = _compile(TOOL_EFFECTS)
MAX_TEXT = 16 * 1024


# a question: opens with a question word, or ends with "?" without being a request ("could you
# sort out ticket 42?" delegates whatever the ticket needs: it is not a question)
_QUESTION = re.compile(r"^\s*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|has|have|"
                       r"had)\b", re.IGNORECASE)
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


def effects_of_text(text: str) -> list[str]:
    """Effect classes named in a trusted text (the user's request, a system prompt), sorted.
    A question that names no effect asks for information: ``fetch``."""
    if not text:
        return []
    text = text[:MAX_TEXT]
    found = {cls for cls, pat in _TEXT_PATTERNS if pat.search(text)}
    question = bool(_QUESTION.search(text) or (_ENDS_WITH_QUESTION.search(text) and not _REQUEST.search(text)))
    if not found and question:
        found.add("fetch")
    elif found == {"fetch"} and not question and not _INFO_REQUEST.search(text):
        # "Approve the reports the checker marked ...": an action the lexicon cannot name, with a
        # fetch word somewhere ("checker"): not an information-only request
        found.add("other")
    return sorted(found)


def tool_words(name: str) -> str:
    """``GmailSendEmail`` / ``send_money`` / ``slack.invite-user`` -> ``gmail send email`` ..."""
    return " ".join(_words(_CAMEL.sub(" ", name).replace("_", " ").replace(".", " ").replace("/", " ")))


def effects_of_tool(name: str, description: str | None = None) -> list[str]:
    """Effect classes of a tool from its name (and description), most specific first; empty
    when nothing in the lexicon matches (unknown)."""
    words = tool_words(name or "")
    found = [cls for cls, pat in _TOOL_PATTERNS if pat.search(words)]
    if not found and description:
        found = [cls for cls, pat in _TOOL_PATTERNS if pat.search(description[:1024].lower())]
    # "write"/"fetch" are generic: they only count when nothing more specific matched
    specific = [c for c in found if c not in ("write", "fetch")]
    return specific or found


INFORMATION = frozenset({"fetch"})
GENERIC = frozenset({"write", "fetch"})


def asked_for(tool_effects: list[str], task_effects: set[str] | frozenset[str]) -> bool | None:
    """Was an action of these classes asked for by a task naming ``task_effects``?  ``None``:
    unknown (no trusted task recorded, or a tool the lexicon does not know while the task asks
    for some effect).  A task that only asks for information (``fetch``: a question, "find",
    "summarise", "navigate to ...") asked for no action with an effect: a sensitive tool is
    then not asked for even when its name maps to no class (``IndoorRobotGoToRoom``)."""
    if not task_effects:
        return None
    if not tool_effects:
        return False if task_effects <= INFORMATION else None
    if any(c in task_effects for c in tool_effects):
        return True
    if "other" in task_effects or any(r in task_effects for c in tool_effects for r in RELATED.get(c, ())):
        return None  # the task asks for something the lexicon cannot name, or a neighbouring effect
    if all(c in GENERIC for c in tool_effects) and not task_effects <= INFORMATION:
        return None  # "record the grade" vs set_grade: a generic write is too coarse to call unasked
    return False


# effects one kind of action can stand for ("send my results to the specialist" done by sharing
# the record; "order" done by paying): neither asked for nor not asked for
RELATED: dict[str, tuple[str, ...]] = {
    "communicate": ("share",), "share": ("communicate",), "pay": ("purchase",), "purchase": ("pay",),
    "book": ("schedule", "purchase"), "schedule": ("book",),
}


# words of a tool's name that say nothing about what it acts on
_GENERIC_TOOL_WORDS = frozenset("""
get set add create update make do run use call new all the to of for from by with and or tool tools api data info
item items list lists record records entry entries object objects value values field fields by id ids one my me
""".split())


def named_by_task(tool: str, trusted_hashes: set[int] | frozenset[int], cache: dict | None = None) -> bool | None:
    """Does the trusted task name what tool ``tool`` acts on (a specific word of its name, or an
    inflection: ``reroute_truck`` / "reroute the truck", ``mark_delivered`` / "mark as
    delivered")?  ``None`` when it cannot tell: no task recorded, a task hashed with another
    deployment key (:func:`orchtrace.fingerprint.key_check_hash`), or a name with no specific word.
    Only keyed hashes are compared: the task's words are never in the trace."""
    from .fingerprint import key_check_hash, term_hashes

    if not trusted_hashes or key_check_hash() not in trusted_hashes:
        return None
    ck = ("named", tool)
    if cache is not None and ck in cache:
        words = cache[ck]
    else:
        words = [w for w in tool_words(tool).split() if len(w) >= 3 and w not in _GENERIC_TOOL_WORDS]
        words = [term_hashes(w) for w in words]
        if cache is not None:
            cache[ck] = words
    if not words:
        return None
    return any(h in trusted_hashes for forms in words for h in forms)
