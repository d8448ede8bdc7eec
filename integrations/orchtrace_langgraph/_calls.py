"""Chat-model and tool callbacks of the LangGraph handler (mixed into
:class:`~orchtrace_langgraph._handler.RunHandler`): token usage summed into the owning agent span,
and one back-dated ``execute_tool`` span per tool run."""

from __future__ import annotations

import logging
import time
from typing import Any
from uuid import UUID

from langgraph.errors import GraphBubbleUp, GraphInterrupt, ParentCommand
from langgraph.types import Command
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode

from orchtrace import semconv as sc
from orchtrace.capture.decorators import _captured
from orchtrace.capture.decorators import end_span as _end  # ordered with decorator spans' handed-off ends
from orchtrace.capture.evidence import arg_evidence, result_evidence
from orchtrace.config import settings
from orchtrace.content import canonical_bytes, ref_of_bytes
from orchtrace.registry import flags_for

from ._run_state import REACT_MODEL_NODES, _Task, _ToolRun
from ._span_helpers import _record_error

log = logging.getLogger("orchtrace.langgraph")
_now = time.time_ns
_INTERNAL = trace.SpanKind.INTERNAL


class ModelAndToolCallbacks:
    """``on_chat_model_*`` / ``on_llm_*`` / ``on_tool_*`` of a run (state lives on the
    :class:`~orchtrace_langgraph._handler.RunHandler`)."""

    def _task_of(self, metadata: dict[str, Any] | None) -> _Task | None:
        ns = metadata.get("langgraph_checkpoint_ns") if metadata else None
        t = self.tasks.get(ns) if ns else None
        return t if t is not None else self.root

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                            metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        try:
            with self.lock:
                t = self._task_of(metadata)
                if t is None:
                    return
                if (not t.is_agent and not t.no_agent and t is not self.root and t.node not in REACT_MODEL_NODES
                        and not t.send):
                    self._make_agent(t, "node")
                owner = self._owner(t)
                self.llm_runs[run_id] = owner
                md = metadata or {}
                model, provider = md.get("ls_model_name"), md.get("ls_provider")
                if owner.span is not None and (model or provider):
                    owner.span.set_attributes({k: str(v) for k, v in ((sc.GEN_AI_REQUEST_MODEL, model),
                                                                      (sc.GEN_AI_PROVIDER_NAME, provider)) if v})
        except Exception:
            log.debug("orchtrace: on_chat_model_start failed", exc_info=True)

    def on_llm_start(self, serialized: Any, prompts: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                     metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self.on_chat_model_start(serialized, prompts, run_id=run_id, metadata=metadata)

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        owner = self.llm_runs.pop(run_id, None)
        if owner is None:
            return
        try:
            tin = tout = 0
            for gens in getattr(response, "generations", None) or ():
                for g in gens:
                    msg = getattr(g, "message", None)
                    usage = getattr(msg, "usage_metadata", None)
                    if usage:
                        tin += int(usage.get("input_tokens") or 0)
                        tout += int(usage.get("output_tokens") or 0)
                    for tc in getattr(msg, "tool_calls", None) or ():
                        call_id = tc.get("id")
                        if call_id:
                            self.call_owner[call_id] = owner
            if not (tin or tout):
                usage = (getattr(response, "llm_output", None) or {}).get("token_usage") or {}
                tin = int(usage.get("prompt_tokens") or usage.get("input_tokens") or 0)
                tout = int(usage.get("completion_tokens") or usage.get("output_tokens") or 0)
            with self.lock:
                owner.tok_in += tin
                owner.tok_out += tout
        except Exception:
            log.debug("orchtrace: on_llm_end failed", exc_info=True)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self.llm_runs.pop(run_id, None)

    def on_tool_start(self, serialized: Any, input_str: str, *, run_id: UUID, parent_run_id: UUID | None = None,
                      tags: Any = None, metadata: dict[str, Any] | None = None, inputs: Any = None,
                      **kwargs: Any) -> None:
        try:
            with self.lock:
                t = self._task_of(metadata)
                if t is None:
                    return
                md = metadata or {}
                name = str(kwargs.get("name") or (serialized or {}).get("name") or "tool")
                call_id = kwargs.get("tool_call_id")
                caller = (self.call_owner.get(call_id) if call_id else None) or self._owner(t)
                if caller.span is None:
                    caller = self.root  # type: ignore[assignment]
                dest = md.get("__handoff_destination")
                if dest:
                    self._handoff(caller, dest, name)
                    self.tool_runs[run_id] = None
                    return
                if self.resuming and call_id and self.core.was_done(self.thread, call_id):  # type: ignore[arg-type]
                    self.tool_runs[run_id] = None  # already recorded before an interrupt: re-run
                    return
                if self.awaiting and call_id:
                    answered = self.awaiting.pop(call_id, None)
                    if answered is not None:
                        self._decide(caller, *answered)
                desc = (serialized or {}).get("description") if isinstance(serialized, dict) else None
                if desc:
                    md = {**md, "__orchtrace_description": str(desc)}
                self.tool_runs[run_id] = _ToolRun(name, call_id, caller, _now(),
                                                  inputs if inputs is not None else input_str, md)
        except Exception:
            log.debug("orchtrace: on_tool_start failed", exc_info=True)

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        tr = self.tool_runs.pop(run_id, None)
        if tr is None:
            return
        try:
            with self.lock:
                if isinstance(output, Command) and output.graph == Command.PARENT and output.goto:
                    self._handoff(tr.caller, output.goto, tr.name)
                    return
                self._tool_span(tr, output, None)
        except Exception:
            log.debug("orchtrace: on_tool_end failed", exc_info=True)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        tr = self.tool_runs.pop(run_id, None)
        if tr is None:
            return
        try:
            with self.lock:
                if isinstance(error, GraphInterrupt):
                    ns = (tr.metadata or {}).get("langgraph_checkpoint_ns") or ""
                    self._interrupt(tr.caller, error, tr.name, tr.call_id, ns)
                elif isinstance(error, ParentCommand):
                    cmd = error.args[0] if error.args else None
                    self._handoff(tr.caller, getattr(cmd, "goto", None), tr.name)
                elif not isinstance(error, GraphBubbleUp):
                    self._tool_span(tr, None, error)
        except Exception:
            log.debug("orchtrace: on_tool_error failed", exc_info=True)

    def _tool_span(self, tr: _ToolRun, output: Any, error: BaseException | None) -> None:
        inferred: list[str] = []
        flags = flags_for(tr.name, tr.metadata, tr.metadata.get("__orchtrace_description"), inferred)
        caller = tr.caller
        attrs: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_EXECUTE_TOOL,
            sc.GEN_AI_TOOL_NAME: tr.name,
            sc.GEN_AI_TOOL_TYPE: "function",
            sc.TOOL_TRUSTED: flags.trusted,
            sc.TOOL_CALLER_AGENT_ID: caller.agent_id,
            sc.TASK_ID: self.task_id,
        }
        if tr.call_id:
            attrs[sc.GEN_AI_TOOL_CALL_ID] = str(tr.call_id)
        if self.thread is not None:
            attrs[sc.GEN_AI_CONVERSATION_ID] = self.thread
        desc = tr.metadata.get("__orchtrace_description")
        if desc:
            attrs[sc.GEN_AI_TOOL_DESCRIPTION] = desc
        if flags.sensitive:
            attrs[sc.TOOL_SENSITIVE] = True
        if flags.requires_approval:
            attrs[sc.TOOL_REQUIRES_APPROVAL] = True
        if flags.executes_code:  # execution context (AV8), from orchtrace.mark_tool
            attrs[sc.TOOL_EXECUTES_CODE] = True
        if flags.isolation:
            attrs[sc.TOOL_ISOLATION] = flags.isolation
        if inferred:
            attrs[sc.TOOL_FLAGS_INFERRED] = inferred
        args = tr.inputs
        if (flags.sensitive or flags.requires_approval) and isinstance(args, dict):
            for key, value in args.items():
                arg_evidence(str(key), canonical_bytes(value), attrs)
        data = canonical_bytes(args)
        attrs[sc.TOOL_ARGS_REF] = ref_of_bytes(data)
        attrs[sc.TOOL_ARGS_SIZE] = len(data)
        capture = settings.capture_content
        if capture:  # an object of named arguments, whole or left out (never cut JSON)
            named = args if isinstance(args, dict) else {"input": args}
            _captured(attrs, sc.GEN_AI_TOOL_CALL_ARGUMENTS, canonical_bytes(named))
        status_error = None
        if error is None:
            result = output
            if hasattr(output, "tool_call_id") and hasattr(output, "content"):  # a ToolMessage
                result = output.content
                if getattr(output, "status", None) == "error":
                    status_error = "ToolMessage(status=error)"
            elif isinstance(output, Command):
                result = output.update
            rdata = canonical_bytes(result)
            attrs[sc.TOOL_RESULT_REF] = ref_of_bytes(rdata)
            attrs[sc.TOOL_RESULT_SIZE] = len(rdata)
            if not flags.trusted:
                result_evidence(rdata, attrs)
            if capture:
                _captured(attrs, sc.GEN_AI_TOOL_CALL_RESULT, rdata)
        span = self.core.tracer.start_span(f"execute_tool {tr.name}", context=trace.set_span_in_context(caller.span),
                                           kind=_INTERNAL, attributes=attrs, start_time=tr.start_ns)
        if error is not None:
            _record_error(span, error)
        elif status_error:
            span.set_status(Status(StatusCode.ERROR, status_error))
            span.set_attribute(sc.ERROR_TYPE, "ToolError")
        _end(span)
        if tr.call_id and self.thread is not None and error is None:
            self.core.call_done(self.thread, str(tr.call_id))
