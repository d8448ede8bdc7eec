"""The request inside a root agent's input: what the user asked, apart from how the app wraps it.

Intent alignment asks whether the *user* asked for an action.  A root agent's input is rarely
the request alone: chat messages that put the app's system prompt first, keyword arguments
beside ids (``handle(request=..., user_id=...)``), a record with the caller's metadata, a
LangGraph ``{"messages": [...]}`` state.  Read as one text, such inputs ask for everything:

* a system prompt says what the assistant *can* do ("you can pay bills, transfer money and
  send e-mails") - the same words for every run, whatever this run was asked;
* it says what the assistant must *never* do ("never transfer money without approval"), and a
  prohibition names the very action it forbids;
* metadata put before the request ("user_id: u-17") hides that the request is a question.

:func:`request_of` splits the input into passages by who wrote them: the user's (``user``/
``human`` messages, and prose leaves of any other structure: the request), the developer's
(``system``/``developer`` messages: standing context, trusted for its values but not a request
of this run), and none of the user's (``assistant``/``ai``/``tool``/``function`` turns, left
out).  Then :func:`asking_text` drops from the user's passages what does not ask: statements of
what the assistant is or can do, and clauses that forbid ("don't e-mail them").  A plain string
is one user passage, so a system prompt pasted before the request is read the same way.
Third-party text pasted into the request ("Summarize this e-mail: ...", retrieved passages under
"Context:") is set apart too (:mod:`orchtrace.pasted`): the capture records it as untrusted
content from the user, scanned like a tool's output, not as the task.

Only derived evidence leaves the process: the effect classes and hashes computed from these
passages (:func:`orchtrace.capture.evidence.task_evidence`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import orjson

from .content import text_of
from .pasted import split_pasted

__all__ = ["Request", "asking_text", "request_of"]

TEXT_MAX = 64 * 1024  # characters of the input read
DEPTH_MAX = 32
LEAVES_MAX = 4096  # leaves of a structured input looked at

# who wrote a message, by its role (OpenAI/Anthropic ``role``, LangChain ``type``, tuples)
_USER_ROLES = frozenset({"user", "human"})
_STANDING_ROLES = frozenset({"system", "developer"})
# a tool's output in the conversation history: third-party content, as a tool's output is
_TOOL_ROLES = frozenset({"tool", "function", "tool_result", "ipython"})
_OTHER_ROLES = frozenset({"assistant", "ai", "model", "bot", "aimessagechunk", "function_call", "tool_use"}) | _TOOL_ROLES
_ROLES = _USER_ROLES | _STANDING_ROLES | _OTHER_ROLES

# a leaf that is prose (two words), not an id, a locale or a flag
_PROSE = re.compile(r"[^\W\d_]{2,}[^\w\n]*\s[^\w\n]*[^\W\d_]{2,}")

# a sentence that says what the assistant is or can do: a capability, not a request
_CAPABILITY = re.compile(
    r"\b(?:you|the\s+assistant|this\s+assistant|the\s+agent|this\s+agent)\s+(?:also\s+)?(?:can|could|may|might|"
    r"are\s+(?:able|allowed|permitted|authori[sz]ed|equipped)\s+to|"
    r"(?:have|has)\s+(?:access\s+to|the\s+(?:ability|tools?|permissions?|rights?)\s+to|(?:these|the\s+following)\s+"
    r"(?:tools|functions|capabilities)))\s+(?!,)\w"
    r"|^\s*(?:(?:available|your)\s+)?(?:tools|functions|capabilities|skills)\s*(?::|\b(?:are|include)\b)",
    re.IGNORECASE)
# a sentence that says who the assistant is ("You are FinBot, a banking assistant that ..."), not
# what it is to do ("you are to ...", "you are responsible for ...")
_IDENTITY = re.compile(
    r"^\s*(?:(?:you\s+are|you're)\s+(?:an?|the|now\s+an?|acting\s+as|(?-i:[A-Z])[\w-]*[,.:]?\s)|"
    r"your\s+name\s+is\b|as\s+an?\s+[\w-]+\s+(?:assistant|agent|bot)\b)"
    r"(?![^.!?\n]*\b(?:please|kindly|can\s+you|could\s+you|would\s+you)\b)",  # "you're a star, please ..." asks
    re.IGNORECASE)
# a clause that forbids: "never X", "do not X", "you must not X", "no need to X" ("don't forget
# to X", "do not hesitate to X" ask for X)
_PROHIBITION = re.compile(
    r"^\s*(?:(?:please|also|and|but|just|so|then|or)\s+)*(?:(?:you|the\s+assistant|the\s+agent|agents?|it)\s+)?"
    r"(?:(?:must|should|shall|may|can|will|are\s+to|is\s+to)\s+)?"
    r"(?:never|not|do\s+not|does\s+not|don'?t|doesn'?t|won'?t|cannot|can'?t|mustn'?t|shouldn'?t|"
    r"(?:there\s+is\s+)?no\s+need\s+to|avoid|refrain\s+from|under\s+no\s+circumstances)\b"
    r"(?!\s+(?:forget|hesitate|fail|miss|neglect|wait|delay|worry)\b)",
    re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")
# clause boundaries inside a sentence (kept when the sentence is put back together)
_CLAUSES = re.compile(r"([,;:]\s*|\s+(?:and|but|or|so|then|because|while|unless)\s+|\s[-\u2013\u2014]\s)",
                      re.IGNORECASE)


@dataclass
class Request:
    """A root agent's input by who wrote it (raw passages: in process only)."""

    user: list[str] = field(default_factory=list)  # the request: the user's words
    standing: list[str] = field(default_factory=list)  # the app's system/developer prompt
    pasted: list[str] = field(default_factory=list)  # third-party text pasted into the request
    tool_outputs: list[str] = field(default_factory=list)  # tools' outputs in the conversation history
    unowned: bool = False  # it holds turns that are neither the user's nor the app's (model, tools)

    @property
    def untrusted(self) -> list[str]:
        """Third-party content inside the input: pasted documents and tools' outputs in the history."""
        return self.pasted + self.tool_outputs

    @property
    def trusted_apart(self) -> bool:
        """Does the input hold content that is not trusted (so only the user's and the app's passages
        are the trusted values)?"""
        return bool(self.pasted) or self.unowned

    def split_pasted(self) -> Request:
        """The same passages with documents pasted into the user's (:mod:`orchtrace.pasted`) apart."""
        user: list[str] = []
        for p in self.user:
            request, docs = split_pasted(p)
            user.append(request)
            self.pasted.extend(docs)
        self.user = user
        return self

    @property
    def asking(self) -> list[str]:
        """What asks: the user's passages with what does not ask dropped (:func:`asking_text`),
        non-empty; with no user passage, the app's (a task given only as a system message)."""
        return [a for a in map(asking_text, self.user or self.standing) if a.strip()]


def asking_text(text: str) -> str:
    """``text`` without the sentences that say what the assistant is or can do and without the
    clauses that forbid: what is left asks for something (or is a question)."""
    if not text or not (_CAPABILITY.search(text) or _IDENTITY.search(text) or _has_negation(text)):
        return text  # (the common case: a request with none of them, returned as it is)
    kept: list[str] = []
    for sentence in _SENTENCES.split(text):
        if not sentence or _CAPABILITY.search(sentence) or _IDENTITY.search(sentence):
            continue
        parts = _CLAUSES.split(sentence)
        out: list[str] = []
        for k in range(0, len(parts), 2):
            clause = parts[k]
            if clause and not _PROHIBITION.search(clause):
                if out:
                    out.append(parts[k - 1])
                out.append(clause)
        if out:
            kept.append("".join(out))
    return " ".join(kept)


_NEGATION = re.compile(r"\b(?:never|not|no\s+need|avoid|refrain)\b|n't\b", re.IGNORECASE)


def _has_negation(text: str) -> bool:
    return _NEGATION.search(text) is not None


def request_of(data: bytes) -> Request:
    """The passages of a root agent's input (canonical JSON bytes, or text), by who wrote them,
    with documents pasted into the user's request apart (:attr:`Request.pasted`)."""
    return _passages(data).split_pasted()


def _passages(data: bytes) -> Request:
    if not data or data[:1] not in (b"{", b"["):
        return _transcript(text_of(data)[:TEXT_MAX]) if data else Request()
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError:
        return _transcript(text_of(data)[:TEXT_MAX])
    req = Request()
    prose: list[str] = []
    other: list[str] = []
    size = 0
    leaves = 0
    # (value, role of the message it is in: None outside messages)
    stack: list[tuple[Any, str | None, int]] = [(value, None, 0)]
    while stack and size < TEXT_MAX and leaves < LEAVES_MAX:
        v, role, depth = stack.pop()
        if isinstance(v, dict):
            if depth >= DEPTH_MAX:
                continue
            r = _role_of(v) if role is None else None
            if r is not None:
                # a message: its content is its role's; its other fields (ids, metadata) are not words
                stack.append((v.get("content", v.get("text", v.get("parts"))), r, depth + 1))
            elif role is not None:
                # a part of a message's content ({"type": "text", "text": ...}): its text only
                stack.extend((v[k], role, depth + 1) for k in ("text", "content") if k in v)
            else:
                # a field named for the app's prompt ({"system_prompt": ..., "question": ...}) is
                # the developer's, like a system message
                stack.extend((v[k], "system" if _standing_key(k) else None, depth + 1) for k in reversed(list(v)))
        elif isinstance(v, list):
            if depth >= DEPTH_MAX:
                continue
            if len(v) == 2 and isinstance(v[0], str) and v[0].lower() in _ROLES:
                stack.append((v[1], v[0].lower(), depth + 1))  # ("user", "...") tuples
                continue
            stack.extend((x, role, depth + 1) for x in reversed(v))
        elif isinstance(v, str) and v:
            leaves += 1
            v = v[: TEXT_MAX - size]
            size += len(v)
            if role is None:
                (prose if _PROSE.search(v) else other).append(v)
            elif role in _USER_ROLES:
                req.user.append(v)
            elif role in _STANDING_ROLES:
                req.standing.append(v)
            else:
                # not the user's request, and not trusted: a tool's output in the history is
                # untrusted content (recorded with what is pasted); a model's turn is neither
                req.unowned = True
                if role in _TOOL_ROLES:
                    req.tool_outputs.append(v)
    # outside messages, the prose leaves are the request; with none, a lone short value ("refund")
    if prose:
        for p in prose:
            if len(prose) > 1 and _IDENTITY.match(p):
                # one of several passages opens by saying who the assistant is: the app's prompt
                # passed beside the request (``agent(SYSTEM_PROMPT, question)``), not the request
                req.standing.append(p)
                continue
            t = _transcript(p)
            req.user.extend(t.user)
            req.standing.extend(t.standing)
    elif len(other) == 1:
        req.user.extend(other)
    return req


# a transcript's role label at the start of a line ("System: ...", "User: ...", "### Human:")
_LABEL = re.compile(r"^[ \t#>*]*(system|developer|user|human|assistant|ai)[ \t]*:", re.IGNORECASE | re.MULTILINE)


def _transcript(text: str) -> Request:
    """A text as passages: the user's alone, or, when it is a transcript with role labels at the
    start of its lines (a system prompt pasted before ``User: ...``), each label's."""
    labels = list(_LABEL.finditer(text)) if ":" in text else []
    if not labels or not any(m.group(1).lower() in _USER_ROLES for m in labels):
        return Request(user=[text])
    req = Request()
    head = text[: labels[0].start()]
    if head.strip():
        req.standing.append(head)  # what comes before the first label: the app's preamble
    for k, m in enumerate(labels):
        body = text[m.end(): labels[k + 1].start() if k + 1 < len(labels) else len(text)]
        role = m.group(1).lower()
        if role in _USER_ROLES:
            req.user.append(body)
        elif role in _STANDING_ROLES:
            req.standing.append(body)
    return req


# field names that hold the app's own prompt, not the user's words (compared without "_", "-", case)
_STANDING_KEYS = frozenset({"system", "systemprompt", "systemmessage", "systeminstructions", "sysprompt", "instructions",
                            "developer", "developermessage", "developerprompt", "persona", "preamble", "guidelines",
                            "rules", "policy", "policies", "prompttemplate", "agentprompt", "agentinstructions"})


def _standing_key(key: Any) -> bool:
    return isinstance(key, str) and len(key) <= 40 and key.lower().replace("_", "").replace("-", "") in _STANDING_KEYS


def _role_of(d: dict[str, Any]) -> str | None:
    """The role of a chat message (``{"role": "user", "content": ...}``, LangChain's ``{"type":
    "human", "content": ...}``), or None for any other dict."""
    r = d.get("role", d.get("type"))
    if isinstance(r, str) and ("content" in d or "text" in d or "parts" in d):
        r = r.lower()
        if r in _ROLES:
            return r
    return None
