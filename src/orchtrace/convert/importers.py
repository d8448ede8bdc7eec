"""Spans of other instrumentations -> orchtrace's vocabulary (``gen_ai.*`` / ``orchtrace.*``).

:func:`normalize` rewrites one :class:`SpanRecord` so that the converter, which reads only the
names in :mod:`orchtrace.semconv`, makes orchestration events out of it.  It is applied by the
converter to every record, whatever its source (SDK spans, OTLP JSON files, the collector).
Original attributes are kept; mapped ones are added.  Spans that carry any ``orchtrace.*``
attribute are ours and are returned unchanged (the same object).

=============================================  =================================================
foreign span                                   becomes
=============================================  =================================================
OpenInference ``openinference.span.kind``:
``AGENT``                                      ``invoke_agent``, ``gen_ai.agent.name`` =
                                               ``agent.name`` or the span name
``TOOL``                                       ``execute_tool``, ``gen_ai.tool.name`` =
                                               ``tool.name`` or the span name,
                                               ``gen_ai.tool.call.id`` = ``tool_call.id`` /
                                               ``tool.id`` / the ``tool_call_id`` in the output
``CHAIN`` with no parent (the run's root)      ``invoke_agent`` named after it (the orchestrator)
                                               + ``gen_ai.workflow.name``
``LLM``                                        ``chat``; ``llm.token_count.prompt/completion``
                                               -> ``gen_ai.usage.input/output_tokens``,
                                               ``llm.model_name`` -> ``gen_ai.request.model``
``session.id``                                 ``gen_ai.conversation.id``
OpenLLMetry ``traceloop.span.kind``:
``agent``                                      ``invoke_agent``, name = ``traceloop.entity.name``
``tool``                                       ``execute_tool``, name = ``traceloop.entity.name``
``workflow`` with no parent                    ``invoke_agent`` (the orchestrator) +
                                               ``gen_ai.workflow.name``
``workflow`` under another span                ``invoke_workflow`` (a wrapper, not a new agent:
                                               OpenLLMetry puts one under its own
                                               ``invoke_agent`` span)
``task``                                       unchanged (a step, no event)
``gen_ai.usage.prompt/completion_tokens``      ``gen_ai.usage.input/output_tokens``
OTel GenAI semconv (``gen_ai.operation.name``)
``invoke_agent`` / ``execute_tool`` /          read natively by the converter; a missing
``invoke_workflow``                            ``gen_ai.tool.call.id`` is recovered from
                                               ``gen_ai.tool.call.arguments``/``result``
``create_agent``                               no event (an agent definition, not a run);
                                               its ``gen_ai.tool.definitions`` are not joined
Handoffs (any source)                          a tool named ``transfer_to_<agent>`` /
                                               ``transfer_back_to_<agent>`` (langgraph-supervisor,
                                               langgraph-swarm) or a span ``handoff to <agent>``
                                               (OpenInference openai-agents) / ``handoff from
                                               <a> to <b>`` (``gen_ai.operation.name=handoff``)
                                               becomes a tool call with
                                               ``orchtrace.tool.handoff_target``
=============================================  =================================================
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from typing import Any

from .. import semconv as sc
from .records import SpanRecord

OI_KIND = "openinference.span.kind"
TL_KIND = "traceloop.span.kind"
TL_ENTITY = "traceloop.entity.name"
TL_WORKFLOW = "traceloop.workflow.name"

_TOKEN_ALIASES = (
    ("llm.token_count.prompt", sc.GEN_AI_USAGE_INPUT_TOKENS),
    ("llm.token_count.completion", sc.GEN_AI_USAGE_OUTPUT_TOKENS),
    ("gen_ai.usage.prompt_tokens", sc.GEN_AI_USAGE_INPUT_TOKENS),
    ("gen_ai.usage.completion_tokens", sc.GEN_AI_USAGE_OUTPUT_TOKENS),
)
_CALL_ID_RE = re.compile(r'"tool_call_id"\s*:\s*"([^"\\]{1,200})"|\'tool_call_id\'\s*:\s*\'([^\'\\]{1,200})\'')
_HANDOFF_TOOL_RE = re.compile(r"^transfer_(?:back_)?to_(.+)$")
_HANDOFF_SPAN_RE = re.compile(r"^handoff (?:from .+? )?to (.+)$", re.IGNORECASE)
_SCAN_LIMIT = 65536


_OUR_COMMON = (sc.TOOL_TRUSTED, sc.TASK_ID, sc.TOOL_CALLER_AGENT_ID, sc.AGENT_INSTANCE_ID)  # on most of our spans


def _ours(attrs: Mapping[str, Any]) -> bool:
    for key in _OUR_COMMON:  # a few hashed look-ups before the scan of every key
        if key in attrs:
            return True
    for key in attrs:
        if key.startswith("orchtrace."):
            return True
    return False


def _call_id_from(*texts: Any) -> str | None:
    for text in texts:
        if isinstance(text, str) and "tool_call_id" in text:
            m = _CALL_ID_RE.search(text[:_SCAN_LIMIT])
            if m:
                return m.group(1) or m.group(2)
    return None


def _tool(attrs: Mapping[str, Any], new: dict[str, Any], name: str, call_id: Any, *texts: Any) -> None:
    new[sc.GEN_AI_OPERATION_NAME] = sc.OP_EXECUTE_TOOL
    if not attrs.get(sc.GEN_AI_TOOL_NAME):
        new[sc.GEN_AI_TOOL_NAME] = name
    if not attrs.get(sc.GEN_AI_TOOL_CALL_ID):
        cid = call_id or _call_id_from(*texts)
        if cid:
            new[sc.GEN_AI_TOOL_CALL_ID] = str(cid)


def _agent(attrs: Mapping[str, Any], new: dict[str, Any], name: str) -> None:
    new[sc.GEN_AI_OPERATION_NAME] = sc.OP_INVOKE_AGENT
    if not attrs.get(sc.GEN_AI_AGENT_NAME):
        new[sc.GEN_AI_AGENT_NAME] = name


def _openinference(rec: SpanRecord, kind: str, a: Mapping[str, Any], new: dict[str, Any]) -> None:
    kind = kind.upper()
    if kind == "AGENT":
        _agent(a, new, str(a.get("agent.name") or rec.name or "agent"))
    elif kind == "TOOL":
        _tool(a, new, str(a.get("tool.name") or rec.name or "tool"), a.get("tool_call.id") or a.get("tool.id"),
              a.get("output.value"), a.get("input.value"))
    elif kind == "CHAIN" and rec.parent_span_id is None:
        _agent(a, new, str(a.get("agent.name") or rec.name or "workflow"))
        if not a.get(sc.GEN_AI_WORKFLOW_NAME):
            new[sc.GEN_AI_WORKFLOW_NAME] = rec.name
    elif kind == "LLM":
        if not a.get(sc.GEN_AI_OPERATION_NAME):
            new[sc.GEN_AI_OPERATION_NAME] = sc.OP_CHAT
        model = a.get("llm.model_name")
        if model and not a.get(sc.GEN_AI_REQUEST_MODEL):
            new[sc.GEN_AI_REQUEST_MODEL] = model
        provider = a.get("llm.provider") or a.get("llm.system")
        if provider and not a.get(sc.GEN_AI_PROVIDER_NAME):
            new[sc.GEN_AI_PROVIDER_NAME] = provider
    session = a.get("session.id")
    if session and not a.get(sc.GEN_AI_CONVERSATION_ID):
        new[sc.GEN_AI_CONVERSATION_ID] = session


def _traceloop(rec: SpanRecord, kind: str, a: Mapping[str, Any], new: dict[str, Any]) -> None:
    kind = kind.lower()
    entity = str(a.get(TL_ENTITY) or rec.name.removesuffix(f".{kind}") or kind)
    if kind == "agent":
        _agent(a, new, entity)
    elif kind == "tool":
        _tool(a, new, entity, None, a.get(sc.GEN_AI_TOOL_CALL_ARGUMENTS), a.get(sc.GEN_AI_TOOL_CALL_RESULT),
              a.get("traceloop.entity.input"), a.get("traceloop.entity.output"))
    elif kind == "workflow":
        if rec.parent_span_id is None:
            _agent(a, new, entity)
        else:
            new[sc.GEN_AI_OPERATION_NAME] = sc.OP_INVOKE_WORKFLOW
        if not a.get(sc.GEN_AI_WORKFLOW_NAME):
            new[sc.GEN_AI_WORKFLOW_NAME] = str(a.get(TL_WORKFLOW) or entity)


def _llm_call(a: Mapping[str, Any], new: dict[str, Any]) -> None:
    """OpenLLMetry LLM spans (``llm.request.type`` chat/completion, ``gen_ai.system``) -> a
    ``chat`` / ``text_completion`` operation with ``gen_ai.provider.name`` (per-agent LLM costs)."""
    req = a.get("llm.request.type")
    if req and not a.get(sc.GEN_AI_OPERATION_NAME):
        new[sc.GEN_AI_OPERATION_NAME] = sc.OP_CHAT if req == "chat" else "text_completion"
    if (req or a.get(sc.GEN_AI_OPERATION_NAME) in ("chat", "text_completion")) and not a.get(sc.GEN_AI_PROVIDER_NAME):
        system = a.get(sc.GEN_AI_SYSTEM)
        if system:
            new[sc.GEN_AI_PROVIDER_NAME] = system


def normalize(record: SpanRecord) -> SpanRecord:
    """``record`` with foreign attributes mapped onto orchtrace/GenAI names (see module doc)."""
    a = record.attributes
    if not a or _ours(a):
        return record
    new: dict[str, Any] = {}
    oi = a.get(OI_KIND)
    tl = a.get(TL_KIND)
    if isinstance(oi, str):
        _openinference(record, oi, a, new)
    elif isinstance(tl, str):
        _traceloop(record, tl, a, new)
    elif a.get(sc.GEN_AI_OPERATION_NAME) == sc.OP_EXECUTE_TOOL and not a.get(sc.GEN_AI_TOOL_CALL_ID):
        cid = _call_id_from(a.get(sc.GEN_AI_TOOL_CALL_ARGUMENTS), a.get(sc.GEN_AI_TOOL_CALL_RESULT))
        if cid:
            new[sc.GEN_AI_TOOL_CALL_ID] = cid
    if not isinstance(oi, str) and sc.GEN_AI_OPERATION_NAME not in new:
        _llm_call(a, new)
    for alias, canonical in _TOKEN_ALIASES:
        value = a.get(alias)
        if value is not None and a.get(canonical) is None and canonical not in new:
            new[canonical] = value
    op = new.get(sc.GEN_AI_OPERATION_NAME, a.get(sc.GEN_AI_OPERATION_NAME))
    if op == sc.OP_EXECUTE_TOOL and not a.get(sc.TOOL_HANDOFF_TARGET):
        m = _HANDOFF_TOOL_RE.match(str(new.get(sc.GEN_AI_TOOL_NAME) or a.get(sc.GEN_AI_TOOL_NAME) or ""))
        if m:
            new[sc.TOOL_HANDOFF_TARGET] = m.group(1)
    m = _HANDOFF_SPAN_RE.match(record.name) if record.name[:8].lower() == "handoff " else None
    if m and not a.get(sc.TOOL_HANDOFF_TARGET):
        if op != sc.OP_EXECUTE_TOOL:
            new[sc.GEN_AI_OPERATION_NAME] = sc.OP_EXECUTE_TOOL
            new.setdefault(sc.GEN_AI_TOOL_NAME, "handoff")
        new[sc.TOOL_HANDOFF_TARGET] = m.group(1)
    if not new:
        return record
    attrs = dict(a)
    attrs.update(new)
    return dataclasses.replace(record, attributes=attrs)


def normalize_all(records: Iterable[SpanRecord]) -> list[SpanRecord]:
    """:func:`normalize` over many records."""
    return [normalize(r) for r in records]
