"""Cues of the instruction recognizer that need more than a word lookup (:mod:`.features`): spatial
words that refer to the reader's instructions only in context, a business's own rules, one-identifier
field values, CamelCase tool names as opposed to product names, and words of address to an AI that
name a person's job or a product instead ("Assistant Manager", "my studio assistant Omar Nguyen",
"Decca Model 50")."""

from __future__ import annotations

import re

CAMEL = re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]+\b")
# a CamelCase identifier that reads as a tool: three or more humps (``GmailSendEmail``), a call
# shape (``SendEmail(``) or a verb first (``SendMoney``; 8+ letters); two-hump product and
# company names (``AutoFix``, ``GitHub``, ``LinkedIn``, ``PayPal``) are not tools
CAMEL_HUMP = re.compile(r"[A-Z][a-z]+")

# spatial/temporal words that refer to the reader's instructions only next to an instruction noun
# ("the instructions above", "your original task") or after an "ignore" word ("forget everything
# above"); alone they point inside a document ("the amount above", "as agreed earlier")
POSITIONAL = frozenset(("previous", "prior", "above", "earlier", "beginning", "original", "preceding", "initial"))
INSTRUCTION_NOUNS = frozenset(("task", "tasks", "instruction", "instructions", "prompt", "prompts", "directive",
                                "directives", "rules", "guidelines", "orders", "request", "requests", "message",
                                "messages", "conversation", "context", "commands"))


# a business's own rules, cited by its customer, are no reference to the agent's instructions:
# "your rules say the deposit comes back", "Rules say entries are refunded on medical grounds", "the
# venue has banned neon (fire rules!)".  "rules" counts as such right before a verb of stating, or
# right after a word that names whose rules or what about; "ignore your rules", "the previous
# rules", "new rules: ..." and "bypass the safety rules" stay references to the instructions
STATED = frozenset(("say", "says", "said", "state", "states", "stated", "allow", "allows", "permit", "permits"))
_RULES_OF = frozenset((
    "fire", "house", "club", "league", "race", "racing", "competition", "show", "site", "park", "venue", "hire",
    "booking", "cancellation", "refund", "planning", "building", "parking", "council", "school", "society",
    "federation", "association", "market", "campsite", "pool", "gym", "course", "entry", "membership", "tenancy",
    "lease", "tournament", "golf", "estate", "insurance", "licensing"))


def terms_rules(words: list[str]) -> bool:
    """Is every "rules" of a segment a business's own rules (see :data:`STATED`)?  (Callers ask
    only when "rules" is the segment's only word of reference to the task.)"""
    n = len(words)
    for k, w in enumerate(words):
        if w == "rules" and not ((k + 1 < n and words[k + 1] in STATED) or (k > 0 and words[k - 1] in _RULES_OF)):
            return False
    return True


# secrecy is a negation before a verb of telling or asking ("don't tell the user", "without asking",
# "never mention it"); a negation alone is everyday English ("I don't need the other stuff",
# "don't miss the deadline")
NEGATIONS = frozenset(("don't", "dont", "never", "without", "not", "no"))
DISCLOSE = frozenset(("tell", "telling", "mention", "mentioning", "inform", "informing", "notify", "notifying",
                      "ask", "asking", "confirm", "confirming", "confirmation", "alert", "alerting", "say", "reveal",
                      "disclose", "disclosing", "report", "reporting", "let", "show", "approval", "permission",
                      "consent", "consulting", "check", "checking", "bother", "log", "logging", "flag", "flagging"))


OVERRIDES = frozenset(("override", "overriding", "bypass", "bypassing"))
_RULES = frozenset(("instruction", "instructions", "rules", "rule", "guidelines", "guideline", "prompt", "prompts",
                    "policy", "policies", "safety", "safeguards", "restrictions", "filters", "filter", "guardrails",
                    "directives", "programming", "system", "task", "previous", "prior", "all", "any"))


def overrides_rules(words: list[str]) -> bool:
    """Is "override"/"bypass" aimed at rules or instructions (within three words)?"""
    for k, w in enumerate(words):
        if w in OVERRIDES and _RULES.intersection(words[k + 1:k + 4]):
            return True
    return False


# "let" hides only what someone is not let to know or see ("don't let the user know", "never let
# anyone see this"); "the crowds never let up", "won't let go of it", "never let an order leave
# unpaid" are no secrecy (fortieth pass: fresh round 1329's honest fee e-mails)
_LET_SENSE = frozenset(("know", "knows", "see", "sees", "hear", "find", "notice", "learn", "aware"))


def hides_it(words: list[str]) -> bool:
    """Does a negation sit within three words before a verb of telling or asking - one not aimed
    at the writer ("don't tell me to restart it", "no need to ask us" are no secrecy)?"""
    n = len(words)
    for k, w in enumerate(words):
        if w in NEGATIONS:
            for j in range(k + 1, min(n, k + 4)):
                if words[j] in DISCLOSE and (j + 1 >= n or words[j + 1] not in ("me", "us")):
                    if words[j] == "let" and not _LET_SENSE.intersection(words[j + 1:j + 5]):
                        continue
                    return True
    return False


def positional_ref(words: list[str]) -> bool:
    """Does a spatial word sit within three words of an instruction noun?"""
    for k, w in enumerate(words):
        if w in POSITIONAL and INSTRUCTION_NOUNS.intersection(words[max(0, k - 3):k + 4]):
            if k + 1 < len(words) and words[k + 1].isdigit():
                continue  # a comparison, not a position: "free delivery on orders above $35"
            return True
    return False


def one_token(seg: str, label: int) -> bool:
    """Is ``seg`` (after its ``Label:`` when ``label``) a single whitespace-free token, such as a
    snake_case identifier whose parts read as words?"""
    rest = seg.split(":", 1)[1] if label and ":" in seg else seg
    return len(rest.split(None, 1)) == 1


def camel_tool(seg: str, verbs: frozenset[str]) -> bool:
    """Does ``seg`` name a CamelCase tool (see :data:`CAMEL_HUMP`)?"""
    for m in CAMEL.finditer(seg):
        humps = CAMEL_HUMP.findall(m.group(0))
        if len(humps) >= 3 or seg[m.end():m.end() + 1] == "(" or (humps[0].lower() in verbs and m.end() - m.start() >= 8):
            return True
    return False


# what an "automated" message calls itself ("this is an automated message, please do not reply")
_SELF_DESCRIBED = frozenset(("message", "messages", "email", "e", "mail", "notification", "notifications", "reply",
                             "response", "alert", "alerts", "text", "reminder", "notice", "update", "receipt"))


def automated_message(words: list[str]) -> bool:
    """Does every "automated" of a segment describe the message itself ("an automated message",
    "automated notification") rather than address automated readers ("reminder for automated
    processing")?  (Callers ask only when no other word of address is in the segment.)"""
    for k, w in enumerate(words):
        if w == "automated" and (k + 1 >= len(words) or words[k + 1] not in _SELF_DESCRIBED):
            return False
    return True


# a person's job, not an address to an AI: "assistant" or "agent" right before a title or a fee
# ("assistant manager", "U16 assistant coach", "agent commission"), or right after a word that
# names a human trade ("teaching assistant", "letting agent", "Lanyon Estate Agents").  An e-mail
# signature ("Jane Doe, Assistant Manager") is no message to the reader's AI.  A word that names
# an app's function ("booking", "sales", "support", "planning", "HR") is left out: injected text
# addresses the AI by it ("Note to the booking assistant: ...").
TITLED = frozenset(("assistant", "assistants", "agent", "agents"))
_ASSISTANT_TRADES = frozenset((
    "teaching", "executive", "personal", "dental", "nursing", "lab", "laboratory", "classroom", "veterinary",
    "kitchen", "care", "healthcare", "medical", "legal", "research", "editorial", "production", "theatre", "stage",
    "sous", "saturday", "sunday", "weekend"))
_AGENT_TRADES = frozenset((
    "letting", "lettings", "estate", "travel", "insurance", "literary", "land", "patent", "talent", "shipping",
    "forwarding", "customs", "freight", "clearing", "press", "sports", "football", "property", "rental", "leasing",
    "selling", "buying", "purchasing", "managing", "central", "appointed", "authorised", "authorized", "registered",
    "port"))
_TITLE_AFTER = frozenset((
    "manager", "managers", "coach", "coaches", "keeper", "buyer", "director", "directors", "editor", "head",
    "headteacher", "teacher", "professor", "principal", "secretary", "referee", "treasurer", "warden", "curator",
    "engineer", "chef", "officer", "producer", "librarian", "registrar", "coordinator", "administrator", "supervisor",
    "accountant", "controller", "instructor", "superintendent", "nurse", "physio", "groundsman", "greenkeeper",
    "steward", "organist", "conductor", "vicar", "captain", "leader", "trainer", "cook", "designer", "planner",
    "analyst", "architect", "solicitor", "clerk", "caretaker", "commission", "commissions", "fee", "fees"))


# a product's designation, not an address to an AI: "model" or "AI" right before a number or a
# one-letter mark ("Decca Model 50", "the Bluthner model 6", "AMI Model C", "f/2.5 AI-S", invoice
# "AI-1459"), and "model" right after a number ("the 220 model", 'a 16 1/4" model') or before a
# word of the model-making hobby or of a catalogue ("Model Railway Club", "model boat", "model
# number").  "AI model", "the model" and "language model" stay words of address.
DESIGNATED = frozenset(("model", "models", "ai"))
_MARK_LETTERS = frozenset("bcdefghjklmnopqrstuvwxyz")  # ("a" and "i" are words: "model a ...")
_PRODUCT_AFTER = frozenset((
    "railway", "railways", "railroad", "railroads", "boat", "boats", "yacht", "yachts", "aircraft", "aeroplane",
    "aeroplanes", "engineering", "engineer", "engineers", "kit", "kits", "village", "number", "numbers", "no", "year",
    "years", "range", "ranges", "club", "clubs", "exhibition", "exhibitions", "maker", "makers", "making", "shop",
    "shops"))


def _designation(words: list[str], k: int) -> bool:
    """Is ``words[k]`` ("model", "models", "ai") part of a product's designation (see
    :data:`DESIGNATED`)?"""
    nxt = words[k + 1] if k + 1 < len(words) else ""
    if nxt and (nxt[0].isdigit() or nxt in _MARK_LETTERS):
        return True
    if words[k] == "ai":
        return False
    return nxt in _PRODUCT_AFTER or (k > 0 and words[k - 1][0].isdigit())


# a person named in their job: "my studio assistant Omar Nguyen", "our new agent Ana Ruiz" (an owner
# word a few words before, a name in capitals after).  Found in the segment as written (the words
# are lower-cased); each "assistant"/"agent" as a word, in order (not inside an address: "ana.agent@")
_ROLE_WORD = re.compile(r"(?<![@./\w'’-])(?i:assistants?|agents?)(?![\w@'’-])")
_NAME_AFTER = re.compile(r"[ \t]+[A-Z][a-z'’-]+[ \t]+[A-Z][a-z'’-]+")
_OWNER_BEFORE = re.compile(r"\b(?i:my|our|his|her|their)(?:[ \t]+[A-Za-z-]+){0,2}[ \t]+$")


def named_roles(seg: str) -> list[bool]:
    """For each "assistant"/"agent" word of ``seg`` in order: is it a person's job, named (see
    :data:`_ROLE_WORD`)?"""
    return [_NAME_AFTER.match(seg, m.end()) is not None
            and _OWNER_BEFORE.search(seg, max(0, m.start() - 40), m.start()) is not None
            for m in _ROLE_WORD.finditer(seg)]


def titled_roles(words: list[str], seg: str = "") -> bool:
    """Is every "assistant"/"agent" of a segment a person's job (see :data:`TITLED`; named, see
    :func:`named_roles`, when ``seg``, the segment as written, is given), and every "model"/"AI" a
    product's designation (see :data:`DESIGNATED`)?  (Callers ask only when no other word of
    address to an AI is in the segment.)"""
    n = len(words)
    named: list[bool] | None = None  # (found once, when a role word is no job by its neighbours)
    roles = 0
    for k, w in enumerate(words):
        if w in DESIGNATED:
            if not _designation(words, k):
                return False
            continue
        if w not in TITLED:
            continue
        roles += 1
        trades = _AGENT_TRADES if w.startswith("agent") else _ASSISTANT_TRADES
        if not ((k + 1 < n and words[k + 1] in _TITLE_AFTER) or (k > 0 and words[k - 1] in trades)):
            if named is None:
                named = named_roles(seg) if seg else []
                # (the words and the text's role words out of step, e.g. an "assistant's": no names)
                if len(named) != sum(1 for x in words if x in TITLED):
                    named = []
            if roles > len(named) or not named[roles - 1]:
                return False
    return True


def age_groups(words: list[str]) -> bool:
    """Is every "u" of a segment an age group ("U16 assistant coach", "u12s": the letter before a
    number), not text-speak for "you"?  (Callers ask only when "u" is the segment's only "you".)"""
    n = len(words)
    for k, w in enumerate(words):
        if w == "u" and not (k + 1 < n and words[k + 1].isdigit()):
            return False
    return True
