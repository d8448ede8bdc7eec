"""Derived, privacy-preserving evidence put on spans for the audit (never raw content).

Shared by every producer of spans (the decorators, the LangGraph instrumentor), so that a call
looks the same to the converter and the audit whoever recorded it:

* arguments of actions (sensitive or requires-approval tools): per argument, keyed content
  fingerprints, value hashes (whole short values, their words, canonical dates/amounts/account
  numbers) and the domains/paths it names (:func:`arg_evidence`);
* outputs of untrusted tools: fingerprints, the instruction recognizer's score and signals
  (:mod:`orchtrace.detect`) and, when it recognizes an instruction, the hashes of everything
  named inside that instruction (:func:`result_evidence`);
* the trusted task (the root agent's input, a LangGraph run's input): fingerprints, value hashes
  of its words and the effect classes it asks for (:func:`task_evidence`).

Inputs are canonical JSON bytes (:func:`orchtrace.content.canonical_bytes`), serialised once by
the caller.  Hash lists are emitted packed (:mod:`orchtrace.packing`: one ``h64:`` string per
attribute).  Results are cached by content (bounded): the same page fetched again, the same
message passed on, costs one dictionary lookup.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import orjson

from .. import fingerprint as _fp
from .. import semconv as sc
from ..commanded import commanded_evidence
from ..content import text_of
from ..detect import recognize
from ..detect.vouching import vouched
from ..envelope import outside_envelope
from ..fields import field_hashes, field_value_spans
from ..fingerprint import (
    entity_values,
    fingerprint,
    instruction_hashes,
    key_check_hash,
    value_hashes,
    word_hashes,
)
from ..folded_text import FoldedText
from ..intent import COMPOUND, compound_request, effects_of_text
from ..packing import pack_hashes
from ..request_count import SEVERAL, several_request
from ..reveal import reveal
from ..task_request import request_of

CACHE_MAX = 512  # evidence results kept, per kind
CACHE_VALUE_MAX = 64 * 1024  # bytes: larger values are not cached (memory stays bounded)
_caches: dict[str, dict[bytes, dict[str, Any]]] = {"arg": {}, "result": {}, "task": {}, "message": {}, "output": {}}
_cache_key: Any = None


def _cached(kind: str, data: bytes, attrs: dict[str, Any], compute: Any, *extra: Any) -> None:
    """``attrs.update(compute(data, *extra))``, memoised by content."""
    if len(data) > CACHE_VALUE_MAX:
        attrs.update(compute(data, *extra))
        return
    global _cache_key
    if _fp._key is not _cache_key:  # fingerprint.set_key: cached hashes are of the old key
        clear_cache()
        _cache_key = _fp._key
    cache = _caches[kind]
    key = data if not extra else data + b"\0" + "\0".join(map(str, extra)).encode()
    got = cache.get(key)
    if got is None:
        got = compute(data, *extra)
        if len(cache) >= CACHE_MAX:
            cache.pop(next(iter(cache)))
        cache[key] = got
    attrs.update(got)


def clear_cache() -> None:
    """Forget cached evidence (e.g. after :func:`orchtrace.fingerprint.set_key`)."""
    for cache in _caches.values():
        cache.clear()

TASK_TEXT_MAX = 16 * 1024  # characters of the trusted task that are hashed word by word
TEXT_MAX = 64 * 1024  # characters of a value that evidence looks at
DEPTH_MAX = 32


def evidence_text(data: bytes) -> str:
    """The text a value shows a model, hidden and encoded passages made readable
    (:func:`orchtrace.reveal.reveal`)."""
    return evidence_text_marked(data)[0]


def evidence_text_marked(data: bytes) -> tuple[str, tuple[str, ...]]:
    """(:func:`evidence_text`, the marks of what was hidden in it: ``hidden``, ``encoded``)."""
    return reveal(_plain_text(data))


def _plain_text(data: bytes, keys: bool = True) -> str:
    """The text a value shows a model: a string as it is; a structure (tool results are often
    dicts and lists) as ``key: value`` lines of its leaves, unescaped (a JSON-escaped ``\\n``
    would hide line structure from the recognizer); without ``keys``, the leaves alone (a
    framework's ``{"messages": [...]}`` wrapper is not the user's words).  Bounded in size and
    depth."""
    if not data or data[:1] not in (b"{", b"["):
        return text_of(data)[:TEXT_MAX]
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError:
        return text_of(data)[:TEXT_MAX]
    out: list[str] = []
    size = 0
    stack: list[tuple[Any, str, int]] = [(value, "", 0)]
    while stack and size < TEXT_MAX:
        v, key, depth = stack.pop()
        if isinstance(v, dict) and depth < DEPTH_MAX:
            stack.extend((v[k], str(k), depth + 1) for k in reversed(list(v)))
        elif isinstance(v, list) and depth < DEPTH_MAX:
            stack.extend((x, key, depth + 1) for x in reversed(v))
        else:
            leaf = v if isinstance(v, str) else orjson.dumps(v).decode() if not isinstance(v, (dict, list)) else ""
            line = f"{key}: {leaf}" if key and keys else leaf
            out.append(line)
            size += len(line) + 1
    return "\n".join(out)[:TEXT_MAX]


def arg_evidence(arg_name: str, piece: bytes, attrs: dict[str, Any]) -> None:
    """Add the evidence of one argument (canonical JSON ``piece``) to span ``attrs``."""
    _cached("arg", piece, attrs, _arg_evidence, arg_name)


def _arg_evidence(piece: bytes, arg_name: str) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    text = evidence_text(piece)
    fp = fingerprint(text)
    vh = value_hashes(text)
    if vh:
        fp = list(dict.fromkeys(fp + vh))
    if fp:
        attrs[sc.TOOL_ARG_FINGERPRINT_PREFIX + arg_name] = pack_hashes(fp)
    ents = entity_values(text)
    if ents["domains"]:
        attrs[sc.TOOL_ARG_DOMAINS_PREFIX + arg_name] = ents["domains"]
    if ents["paths"]:
        attrs[sc.TOOL_ARG_PATHS_PREFIX + arg_name] = ents["paths"]
    return attrs


def args_evidence(named_pieces: Iterable[tuple[str, bytes]], attrs: dict[str, Any]) -> None:
    """:func:`arg_evidence` for each ``(argument name, canonical JSON)`` pair."""
    for arg_name, piece in named_pieces:
        arg_evidence(arg_name, piece, attrs)


# The recognizer's verdict as span attributes, per kind of content: (score, flagged, signals,
# hashes of what a recognized instruction names).
_RESULT_KEYS = (sc.TOOL_RESULT_INSTRUCTION_SCORE, sc.TOOL_RESULT_INSTRUCTION_FLAGGED,
                sc.TOOL_RESULT_INJECTION, sc.TOOL_RESULT_INJECTION_ENTITIES)
_MESSAGE_KEYS = (sc.MESSAGE_INSTRUCTION_SCORE, sc.MESSAGE_INSTRUCTION_FLAGGED,
                 sc.MESSAGE_INJECTION, sc.MESSAGE_INJECTION_ENTITIES)
_OUTPUT_KEYS = (sc.AGENT_OUTPUT_INSTRUCTION_SCORE, sc.AGENT_OUTPUT_INSTRUCTION_FLAGGED,
                sc.AGENT_OUTPUT_SIGNALS, sc.AGENT_OUTPUT_INJECTION_ENTITIES)


def _verdict(text: str, attrs: dict[str, Any], keys: tuple[str, str, str, str],
             signals_if_flagged: bool = False, marks: tuple[str, ...] = (), view: FoldedText | None = None) -> Any:
    """Run the recognizer on ``text`` and record its verdict under ``keys``; the recognition.
    ``marks``: how the text hid content (:func:`orchtrace.reveal.reveal`), recorded as signals;
    ``view``: the text's :class:`~orchtrace.folded_text.FoldedText`, when the caller has one."""
    score_key, flagged_key, signals_key, entities_key = keys
    rec = recognize(text)
    attrs[score_key] = round(float(rec.score), 4)
    if rec.signals and (rec.flagged or not signals_if_flagged):
        attrs[signals_key] = list(rec.signals)
    if vouched(text):  # (a claim that someone already approved it: a mark, like reveal's)
        marks = (*marks, "vouched")
    if marks:
        attrs[signals_key] = sorted({*attrs.get(signals_key, ()), *marks})
    if rec.flagged:
        attrs[flagged_key] = True
        if rec.spans:
            # (a message's envelope, its sender's address, is no part of what it asks)
            planted = instruction_hashes(text, outside_envelope(text, rec.spans), view)
            if planted:
                attrs[entities_key] = pack_hashes(planted)
    return rec


def result_evidence(data: bytes, attrs: dict[str, Any]) -> None:
    """Add the evidence of an untrusted tool output (canonical JSON ``data``) to span ``attrs``."""
    _cached("result", data, attrs, _result_evidence)


def _result_evidence(data: bytes) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    text, marks = evidence_text_marked(data)
    # (the text folded, tokenized and scanned for values once, for the fingerprint, an instruction
    # that spans all of it and a clause that is all of it)
    view = FoldedText(text)
    fp = fingerprint(text, view)
    if fp:
        attrs[sc.TOOL_RESULT_FINGERPRINT] = pack_hashes(fp)
    rec = _verdict(text, attrs, _RESULT_KEYS, marks=marks, view=view)
    weak = getattr(rec, "weak_spans", ())
    if weak:
        suspect = instruction_hashes(text, outside_envelope(text, weak), view)
        if suspect:
            attrs[sc.TOOL_RESULT_SUSPECT_ENTITIES] = pack_hashes(suspect)
    # values held as whole fields of a record (hashed as an argument's whole value is); the audit
    # ignores any also named in an instruction
    fields = field_value_spans(text)
    if fields:
        record = field_hashes(text, fields)
        if record:
            attrs[sc.TOOL_RESULT_RECORD_VALUES] = pack_hashes(record)
    # which clause asks for what, with which value: (value, request word) pairs, keyed; recorded
    # even when empty ("h64:"), so the audit tells "asks for nothing" from "not computed" (older
    # spans, other tools), where it assumes nothing
    pairs, own = commanded_evidence(text, view)
    attrs[sc.TOOL_RESULT_COMMANDED] = pack_hashes(pairs)
    if own:  # (the values its writer asks for in the first person)
        attrs[sc.TOOL_RESULT_OWN_VALUES] = pack_hashes(own)
    return attrs


def task_evidence(data: bytes, attrs: dict[str, Any]) -> None:
    """Add the evidence of the trusted task (the user's request as the root agent got it)."""
    _cached("task", data, attrs, _task_evidence)


def _task_evidence(data: bytes) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    text = evidence_text(data)
    # what the user asks (orchtrace.task_request): the user's passages, without the app's system
    # prompt, metadata, statements of what the assistant can do, or clauses that forbid
    req = request_of(data)
    if req.trusted_apart:
        # third-party text pasted into the request, tools' outputs and model turns in a conversation
        # history are not trusted (the third-party ones are recorded as untrusted messages:
        # pasted_documents): only the user's and the app's passages are
        text = "\n".join(req.user + req.standing)
    fp = fingerprint(text)  # every value of the (rest of the) input is trusted, whoever wrote it
    asking = "\n".join(req.asking) if (req.user or req.standing) else text
    asked_words = word_hashes(asking[:TASK_TEXT_MAX])
    words = asked_words
    if asking is not text:
        # the values (not the words) of the rest: an address or a number the system prompt names
        words = asked_words + word_hashes(" ".join(_VALUE_TOKEN.findall(text[:TASK_TEXT_MAX])))
    if words:
        fp = list(dict.fromkeys(fp + words + [key_check_hash()]))
    if fp:
        attrs[sc.AGENT_INPUT_FINGERPRINT] = pack_hashes(fp)
    if req.user and req.standing and fp:
        # the values the user named, apart from those the app's system prompt names: a key
        # argument the user named is the case's own; a number or an address only the system
        # prompt names (its price list, the shop's own street) is standing context an
        # instruction can reuse.  (Of the trusted hashes only: a subset, as its name says.)
        own = "\n".join(req.user)
        trusted = set(fp)
        rfp = fingerprint(own) + asked_words
        rfp += word_hashes(" ".join(_VALUE_TOKEN.findall(own[:TASK_TEXT_MAX])))
        rfp = [h for h in dict.fromkeys(rfp) if h in trusted]
        if rfp:
            attrs[sc.AGENT_INPUT_REQUEST_FINGERPRINT] = pack_hashes(rfp)
    effects = effects_of_text(asking)
    if compound_request(asking):
        effects = [*effects, COMPOUND]  # (a marker beside the classes, as "pointer" is)
    if several_request(asking):
        # "pay the three invoices": repeats of an asked action are expected (the user's words,
        # not a structure's keys: LangGraph's input is ``{"messages": [...]}``)
        effects = [*effects, SEVERAL]
    if effects:
        attrs[sc.AGENT_INPUT_EFFECTS] = effects
    return attrs


def pasted_documents(data: bytes) -> list[str]:
    """Third-party content inside the root agent's input - text pasted into the request
    (:mod:`orchtrace.pasted`), tools' outputs in a conversation history: recorded as untrusted
    content from the user, beside the trusted task (in process only)."""
    return request_of(data).untrusted


# a token that is a value (holds a digit, an "@"): trusted wherever the input names it
_VALUE_TOKEN = re.compile(r"[^\s]*[\d@][^\s]*")


def message_evidence(data: bytes, attrs: dict[str, Any]) -> None:
    """Evidence of content passed between agents (or an untrusted task input): fingerprints and
    the recognizer's verdict, so a peer that passes on an instruction is seen with no policy."""
    _cached("message", data, attrs, _message_evidence)


def _message_evidence(data: bytes) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    text, marks = evidence_text_marked(data)
    fp = fingerprint(text)
    if fp:
        attrs[sc.MESSAGE_FINGERPRINT] = pack_hashes(fp)
    _verdict(text, attrs, _MESSAGE_KEYS, marks=marks)
    return attrs


# a tool output's evidence under a message's names
_RESULT_AS_MESSAGE = {
    sc.TOOL_RESULT_FINGERPRINT: sc.MESSAGE_FINGERPRINT, sc.TOOL_RESULT_INSTRUCTION_SCORE: sc.MESSAGE_INSTRUCTION_SCORE,
    sc.TOOL_RESULT_INSTRUCTION_FLAGGED: sc.MESSAGE_INSTRUCTION_FLAGGED, sc.TOOL_RESULT_INJECTION: sc.MESSAGE_INJECTION,
    sc.TOOL_RESULT_INJECTION_ENTITIES: sc.MESSAGE_INJECTION_ENTITIES,
    sc.TOOL_RESULT_SUSPECT_ENTITIES: sc.MESSAGE_SUSPECT_ENTITIES, sc.TOOL_RESULT_RECORD_VALUES: sc.MESSAGE_RECORD_VALUES,
    sc.TOOL_RESULT_COMMANDED: sc.MESSAGE_COMMANDED, sc.TOOL_RESULT_OWN_VALUES: sc.MESSAGE_OWN_VALUES,
}


def untrusted_message_evidence(data: bytes, attrs: dict[str, Any]) -> None:
    """Evidence of untrusted content that reaches an agent as a message from the user (an
    untrusted task input, a document pasted into the request): everything a tool output's
    evidence holds (weak instruction passages, record values, the (value, request word) pairs),
    so the audit weighs it as it weighs the same text read by a tool."""
    got: dict[str, Any] = {}
    result_evidence(data, got)
    for key, value in got.items():
        name = _RESULT_AS_MESSAGE.get(key)
        if name is not None:
            attrs[name] = value


def output_evidence(data: bytes, attrs: dict[str, Any]) -> None:
    """The recognizer's verdict on a spawned agent's output (its return to the parent): cheap
    (no fingerprint), so a peer that passes an instruction on is seen with no policy."""
    _cached("output", data, attrs, _output_evidence)


def _output_evidence(data: bytes) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    text, marks = evidence_text_marked(data)
    if not text:
        return attrs
    _verdict(text, attrs, _OUTPUT_KEYS, signals_if_flagged=True, marks=marks)
    return attrs
