"""Derived, privacy-preserving evidence put on tool spans for the audit (never raw content).

Shared by every producer of tool spans (the decorators, the LangGraph instrumentor), so that a
tool call looks the same to the converter and the audit whoever recorded it:

* arguments of actions (sensitive or requires-approval tools): per argument, keyed content
  fingerprints and the domains/paths it names (:func:`args_evidence`);
* outputs of untrusted tools: fingerprints, prompt-injection indicator categories and the
  entity hashes named inside an injected instruction (:func:`result_evidence`).

Inputs are canonical JSON bytes (:func:`orchtrace.content.canonical_bytes`), serialised once by
the caller.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .. import semconv as sc
from ..content import text_of
from ..fingerprint import entity_values, fingerprint, injection_entities, injection_indicators


def arg_evidence(arg_name: str, piece: bytes, attrs: dict[str, Any]) -> None:
    """Add the evidence of one argument (canonical JSON ``piece``) to span ``attrs``."""
    text = text_of(piece)
    fp = fingerprint(text)
    if fp:
        attrs[sc.TOOL_ARG_FINGERPRINT_PREFIX + arg_name] = fp
    ents = entity_values(text)
    if ents["domains"]:
        attrs[sc.TOOL_ARG_DOMAINS_PREFIX + arg_name] = ents["domains"]
    if ents["paths"]:
        attrs[sc.TOOL_ARG_PATHS_PREFIX + arg_name] = ents["paths"]


def args_evidence(named_pieces: Iterable[tuple[str, bytes]], attrs: dict[str, Any]) -> None:
    """:func:`arg_evidence` for each ``(argument name, canonical JSON)`` pair."""
    for arg_name, piece in named_pieces:
        arg_evidence(arg_name, piece, attrs)


def result_evidence(data: bytes, attrs: dict[str, Any]) -> None:
    """Add the evidence of an untrusted tool output (canonical JSON ``data``) to span ``attrs``."""
    text = text_of(data)
    fp = fingerprint(text)
    if fp:
        attrs[sc.TOOL_RESULT_FINGERPRINT] = fp
    inj = injection_indicators(text)
    if inj:
        attrs[sc.TOOL_RESULT_INJECTION] = inj
        planted = injection_entities(text)
        if planted:
            attrs[sc.TOOL_RESULT_INJECTION_ENTITIES] = planted
