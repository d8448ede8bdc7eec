"""The effect lexicon of intent alignment (:mod:`orchtrace.intent`): which words of a trusted task
and which words of a tool's name name each effect class, compiled to one pattern per class.

Deliberately small and coarse (it decides "did the user ask for an e-mail to be sent at all", not
"to whom"); a task word it lacks is read through the tool name's structure and the task's own
hashed words instead (:func:`orchtrace.intent.named_by_task`).
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
            "paypal", "withdraw", "transaction", "settle", "send funds", "send money", "send crypto"),
    "purchase": ("buy", "bought", "purchase", "order", "checkout", "subscribe"),
    "delete": ("delete", "remove", "erase", "wipe", "purge", "cancel", "unsubscribe", "trash"),
    "share": ("share", "sharing", "grant", "invite", "add", "permission", "access", "collaborator", "join"),
    "credentials": ("password", "passcode", "credential", "login", "log in", "2fa", "api key", "reset",
                    "security question"),
    "schedule": ("schedule", "calendar", "meeting", "appointment", "reschedule", "remind", "invite", "event"),
    "book": ("book", "reserve", "reservation", "rent a", "ticket"),
    # goods sent somewhere (a parcel, a delivery, a courier's pick-up)
    "ship": ("ship", "deliver", "dispatch", "courier"),
    "publish": ("post", "publish", "tweet", "comment", "upload", "announce"),
    "execute": ("run", "execute", "install", "deploy", "shell", "command", "script", "terminal", "exec",
                "compile", "sudo", "kill", "restart"),
    "control": ("unlock", "lock", "door", "thermostat", "turn on", "turn off", "switch on", "switch off",
                "device", "camera", "alarm"),
    "write": ("write", "save", "update", "edit", "create", "modify", "change", "rename", "move", "append",
              "set", "commit", "fill", "merge", "add"),
    # delegation: the user hands over a decision the lexicon cannot name ("handle what is urgent")
    "other": ("handle", "deal with", "take care", "sort out", "sort it", "process", "resolve", "do what",
              "follow the", "follow its", "follow their", "act on", "fix", "carry out", "manage",
              "take action"),
    # the task points at actions written in content ("do the actions specified in the e-mail"):
    # delegation only when the task names no action of its own (see effects_of_text)
    "pointer": ("whatever", "as needed", "as requested", "accordingly", "the actions", "the steps", "the instructions", "the to-do", "the todo", "what it says",
                "what they ask", "as described", "as specified", "as instructed", "specified in", "listed in",
                "described in"),
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
    # verbs and OBJECTS: a tool that moves value is a payment whatever its verb ("send_crypto",
    # "move_funds", "settle_invoice", "tip_creator")
    "pay": ("pay", "transfer", "wire", "money", "transaction", "refund", "remit", "deposit", "withdraw",
            "schedule transaction", "update scheduled transaction", "venmo", "paypal", "payment", "payout",
            "crypto", "bitcoin", "btc", "ethereum", "usdc", "usdt", "stablecoin", "coin", "coins", "token transfer",
            "fund", "funds", "invoice", "bill", "bills", "settle", "tip", "donate", "donation", "remittance",
            "cash", "payroll", "salary", "iban", "zelle", "credit", "credits", "reimburse", "repay"),
    "purchase": ("buy", "purchase", "order", "checkout", "place order", "subscribe"),
    "delete": ("delete", "remove", "erase", "wipe", "drop", "purge", "cancel", "trash"),
    "share": ("share", "sharing", "grant", "invite", "add user", "add member", "add collaborator", "permission",
              "access", "add to channel", "guest"),
    "credentials": ("password", "credential", "login", "token", "api key", "secret", "2fa", "reset"),
    "schedule": ("calendar", "event", "meeting", "appointment", "reschedule", "remind"),
    "book": ("book", "reserve", "reservation"),
    "ship": ("ship", "deliver", "dispatch", "courier", "parcel", "freight", "consignment"),
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


def name_words(name: str) -> list[str]:
    """The words of a tool's or argument's name: ``GmailSendEmail`` / ``send_money`` /
    ``slack.invite-user`` -> ``gmail send email`` ... (:func:`orchtrace.intent.tool_words` joins
    them)."""
    return _words(_CAMEL.sub(" ", name).replace("_", " ").replace(".", " ").replace("/", " "))


# short stems that are prefixes of unrelated words ("add" / "address", "set" / "settle", "ask" /
# "asking price" is fine but "ask" / "askew" is not): matched as whole words with their inflections
_WHOLE = frozenset(("add", "set", "ask", "run", "dm", "cc", "install"))  # ("installation" is a noun)


# stems that open unrelated words, with those words' continuations: "postage", "postcode",
# "postal", "poster", "postpone" are no publishing; "accessible", "accessories" grant no access;
# "eventually" schedules nothing; "listen", "shower" read nothing.  ("read" still opens "ready":
# a vague task "the mats are ready" then reads as a delegation, which the rounds' honest multi-step
# jobs need - as a task naming no effect, 7 more benign runs of seen rounds 600-767 had a high)
_NOT_AFTER = {"post": "(?!age|code|al|er|pon|script|grad|natal|man|mark|box|card)", "access": "(?!ib|or)",
              "event": "(?!ual)", "list": "(?!en)", "show": "(?!er|room|case)",
              # a past participle reports ("was my parcel delivered?"), it asks for nothing
              "ship": "(?!ped)", "deliver": "(?!ed)", "dispatch": "(?!ed)"}


def _stem_re(stem: str) -> str:
    r = re.escape(stem).replace(r"\ ", r"\s+")
    return rf"{r}(?:s|ed|d|ing|ting|ning)?\b" if stem in _WHOLE else r + _NOT_AFTER.get(stem, "")


def _compile(table: dict[str, tuple[str, ...]]) -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for cls, stems in table.items():
        alts = "|".join(_stem_re(s) for s in sorted(stems, key=len, reverse=True))
        out.append((cls, re.compile(rf"\b(?:{alts})", re.IGNORECASE)))
    return out


_TEXT_PATTERNS = _compile(EFFECTS)
# the words each of the two phrase patterns below starts at ("e" of "e-mail"), in their order: with
# the stems' first words, every text pattern starts at one of these (orchtrace.commanded searches a
# clause only with the patterns whose start words it has)
PHRASE_STARTS = (("e", "email", "mail"), ("tell", "inform", "alert", "let", "text"))
# "mail"/"email" are verbs only before a recipient or an object pronoun/article
_TEXT_PATTERNS.append(("communicate", re.compile(
    r"\b(?:e-?)?mail\s+(?:it|them|him|her|me|us|my|the|this|that|a|an|to|back|[\w.+-]+@)", re.IGNORECASE)))
# telling someone other than the user ("tell the owner", "let everyone know", "inform the tenants",
# "text her"): "tell me" / "let me know" ask the agent for information (fetch), not for a message
_TEXT_PATTERNS.append(("communicate", re.compile(
    r"\b(?:tell|inform|alert)\s+(?!me\b|us\b)[a-z]|\blet\s+(?!me\b|us\b)[\w'-]+(?:\s+[\w'-]+){0,2}\s+know\b"
    r"|\btext\s+(?:him|her|them|the|my|our|everyone|all|back)\b", re.IGNORECASE)))
_TOOL_PATTERNS = _compile(TOOL_EFFECTS)
# "add" then what is added, a few words apart ("add_ad_account_user", "add_team_member",
# "add_repo_collaborator"): a grant of access
_TOOL_PATTERNS.append(("share", re.compile(
    r"\badd\s+(?:[a-z0-9]+\s+){0,3}(?:user|member|collaborator|admin|guest|viewer|editor|owner|contributor)s?\b")))
