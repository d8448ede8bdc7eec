"""What ``@orchtrace.agent`` / ``@orchtrace.tool`` know about a decorated function (computed once,
at decoration: span name, GenAI and ``code.*`` attributes, flags, positional parameter names) and
what they do at the start and end of each call (:class:`_AgentSpec`, :class:`_ToolSpec`)."""

from __future__ import annotations

import inspect
import random
import time
from collections.abc import Callable
from typing import Any

from opentelemetry import trace
from opentelemetry.trace import Span

from .. import semconv as sc
from ..config import settings
from ..content import canonical_bytes, ref_of_bytes
from . import handoff
from . import memory as _memory
from .carried import mark_untrusted, remember_parent, split_carried
from .content_limit import _captured
from .context import (
    AgentFrame,
    current_agent_var,
    current_conversation_var,
    current_task_var,
    task_input_trusted_var,
)
from .emit import emit_event
from .evidence import (
    arg_evidence,
    output_evidence,
    pasted_documents,
    result_evidence,
    task_evidence,
    untrusted_message_evidence,
)
from .traced_call import _Run
from .trust import untrusted_input_agent

_rand = random.Random()
_getrandbits = _rand.getrandbits
_INTERNAL = trace.SpanKind.INTERNAL
_time_ns = time.time_ns
MAX_PASTED = 16  # untrusted documents inside one input that are recorded (each one message; the latest kept)


def _code_attrs(fn: Callable[..., Any]) -> dict[str, Any]:
    target = inspect.unwrap(getattr(fn, "__func__", fn))
    attrs: dict[str, Any] = {sc.CODE_FUNCTION_NAME: getattr(target, "__qualname__", repr(target))}
    try:
        code = target.__code__
        attrs[sc.CODE_FILE_PATH] = code.co_filename
        attrs[sc.CODE_LINE_NUMBER] = code.co_firstlineno
    except AttributeError:
        pass
    return attrs


def _positional_names(fn: Callable[..., Any]) -> tuple[tuple[str, ...], bool]:
    """The names positional arguments bind to (computed once per decorated function), and
    whether the first one is ``self``/``cls`` of a method (skipped when bound)."""
    try:
        sig = inspect.signature(inspect.unwrap(getattr(fn, "__func__", fn)))
    except (TypeError, ValueError):
        return (), False
    params = [p for p in sig.parameters.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    names = tuple(p.name for p in params)
    return names, bool(names) and names[0] in ("self", "cls")


def _call_bytes(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bytes:
    return canonical_bytes([args, kwargs] if kwargs else [args])


class _AgentSpec:
    """Everything static about one decorated agent function, computed once at decoration."""

    __slots__ = ("name", "role", "tools", "static", "span_name", "input_trusted", "id_prefix")
    heavy_result = False  # an agent's result is only hashed: its end runs inline unless queued

    def __init__(self, fn: Callable[..., Any], name: str | None, role: str | None, tools: Any,
                 description: str | None, input_trusted: bool = True, agent_id: str | None = None,
                 model: str | None = None, provider: str | None = None, version: str | None = None) -> None:
        self.name = name or getattr(fn, "__name__", "agent")
        self.input_trusted = bool(input_trusted) and not untrusted_input_agent(self.name)  # AV1, by policy
        self.role = role
        self.tools = tuple(str(t) for t in tools) if tools is not None else None
        self.span_name = f"invoke_agent {self.name}"
        self.id_prefix = self.name + "-"
        static: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_AGENT,
            sc.GEN_AI_AGENT_NAME: self.name,
            # stable: the agent, not this call of it (the instance is orchtrace.agent.instance_id)
            sc.GEN_AI_AGENT_ID: str(agent_id) if agent_id else self.name,
            **_code_attrs(fn),
        }
        if provider:
            static[sc.GEN_AI_PROVIDER_NAME] = str(provider)
        if model:
            static[sc.GEN_AI_REQUEST_MODEL] = str(model)
        if version:
            static[sc.AGENT_VERSION] = str(version)
        if role:
            static[sc.AGENT_ROLE] = role
        if description:
            static[sc.GEN_AI_AGENT_DESCRIPTION] = description
        if self.tools is not None:
            static[sc.AGENT_TOOLS] = list(self.tools)  # present (even empty) = declared
        self.static = static

    def start(self, args: tuple[Any, ...], kwargs: dict[str, Any], instance: Any) -> _Run:
        parent = current_agent_var.get()
        instance_id = f"{self.id_prefix}{_getrandbits(32):08x}"
        attrs = self.static.copy()
        attrs[sc.AGENT_INSTANCE_ID] = instance_id
        if parent is not None:
            attrs[sc.AGENT_PARENT_ID] = parent.id
            remember_parent(instance_id, parent.id)
        task_id = current_task_var.get()
        if task_id is not None:
            attrs[sc.TASK_ID] = task_id
        conversation = current_conversation_var.get()
        if conversation is not None:
            attrs[sc.GEN_AI_CONVERSATION_ID] = conversation
        data = _call_bytes(args, kwargs)
        attrs[sc.AGENT_INPUT_REF] = ref_of_bytes(data)
        attrs[sc.AGENT_INPUT_SIZE] = len(data)
        start_ns = _time_ns()
        span = _home._tracer.start_span(self.span_name, kind=_INTERNAL, attributes=attrs, start_time=start_ns)
        if parent is None and span.is_recording():
            # The root agent's input is the task as the user gave it: trusted context the audit
            # compares untrusted flows against; or, from an untrusted party, a message from the
            # user scanned like any untrusted content.  Its evidence is computed by the hand-off
            # worker while the run goes on (the root's end waits for it: drain).
            trusted = self.input_trusted and task_input_trusted_var.get()
            carried: list[tuple[Any, str]] = []
            task_data = data
            if trusted:
                # an earlier root agent's output that carries untrusted content is not the task
                # (orchtrace.capture.carried)
                t_args, t_kwargs, carried = split_carried(args, kwargs)
                if carried:
                    task_data = _call_bytes(t_args, t_kwargs)
            handoff.submit(_root_input_job, span, trusted, task_data, instance_id, start_ns,
                           [(canonical_bytes(v), producer) for v, producer in carried])
        frame = AgentFrame(self.name, instance_id, self.role, self.tools)
        return _Run(span, frame, self, None if parent is None else "child", parent is None)

    @staticmethod
    def finish(span: Span, data: bytes | None, extra: Any, end_ns: int | None) -> None:
        if data is not None:
            out: dict[str, Any] = {sc.AGENT_OUTPUT_REF: ref_of_bytes(data), sc.AGENT_OUTPUT_SIZE: len(data)}
            if extra == "child":
                output_evidence(data, out)  # a child's return: the recognizer's verdict (AV3)
            span.set_attributes(out)


def _root_input_job(span: Span, trusted: bool, data: bytes, instance_id: str, start_ns: int,
                    carried: list[tuple[bytes, str]] | None = None) -> None:
    if trusted:
        attrs: dict[str, Any] = {}
        task_evidence(data, attrs)
        if attrs:
            span.set_attributes(attrs)
        untrusted_inside_input(span, instance_id, data, start_ns)
        for value, producer in (carried or ())[-MAX_PASTED:]:
            # an earlier agent's output that read untrusted content, carried into this input
            _untrusted_input_message(span, instance_id, value, start_ns, sender=producer)
    else:
        _untrusted_input_message(span, instance_id, data, start_ns)


def untrusted_inside_input(span: Span, agent_id: str, data: bytes, ts: int | None = None) -> None:
    """Record the third-party content inside a trusted root input (an e-mail pasted under
    "Summarize this:", tools' outputs in a conversation history) as untrusted messages from the
    user, scanned; the latest :data:`MAX_PASTED` of them."""
    # (each as the canonical JSON of the string it is, as a tool that returned that text is read:
    # a pasted JSON record is text the user pasted, not a structure handed over)
    for doc in pasted_documents(data)[-MAX_PASTED:]:
        _untrusted_input_message(span, agent_id, canonical_bytes(doc), ts)


def _untrusted_input_message(span: Span, agent_id: str, data: bytes, ts: int | None = None,
                             sender: str = "user") -> None:
    """An end user's input to a public-facing agent is untrusted content: recorded as a message
    from ``user`` (scanned by the recognizer, hashed), not as the trusted task.  So is third-party
    content inside a trusted input (``sender``: the agent whose output carried it in)."""
    attrs: dict[str, Any] = {
        sc.MESSAGE_FROM: sender, sc.MESSAGE_TO: agent_id, sc.MESSAGE_TRUSTED: False,
        sc.MESSAGE_REF: ref_of_bytes(data), sc.MESSAGE_SIZE: len(data),
        sc.EVENT_ID: f"ev-{_getrandbits(48):012x}", sc.AGENT_INSTANCE_ID: agent_id,
    }
    untrusted_message_evidence(data, attrs)
    emit_event(span, sc.EVENT_MESSAGE, attrs, ts)


class _ToolSpec:
    """Everything static about one decorated tool function, computed once at decoration."""

    __slots__ = ("name", "trusted", "sensitive", "requires_approval", "static", "span_name", "positional",
                 "skip_self", "actions", "heavy_result", "memory")

    def __init__(self, fn: Callable[..., Any], name: str | None, trusted: bool, sensitive: bool,
                 requires_approval: bool, description: str | None, extra: dict[str, Any] | None = None) -> None:
        self.memory = (extra or {}).get("memory")
        self.name = name or getattr(fn, "__name__", "tool")
        self.trusted = bool(trusted)
        self.sensitive = bool(sensitive)
        self.requires_approval = bool(requires_approval)
        self.actions = self.sensitive or self.requires_approval
        self.heavy_result = not self.trusted or self.memory == "read"  # evidence of an untrusted output: off the caller's thread
        self.span_name = f"execute_tool {self.name}"
        self.positional, self.skip_self = _positional_names(fn)
        static: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_EXECUTE_TOOL,
            sc.GEN_AI_TOOL_NAME: self.name,
            sc.GEN_AI_TOOL_TYPE: "function",
            sc.TOOL_TRUSTED: self.trusted,
            **_code_attrs(fn),
        }
        # Absent means False: every attribute costs the SDK a validation on each span start.
        if self.sensitive:
            static[sc.TOOL_SENSITIVE] = True
        if self.requires_approval:
            static[sc.TOOL_REQUIRES_APPROVAL] = True
        if description:
            static[sc.GEN_AI_TOOL_DESCRIPTION] = description
        if extra:
            _memory.tool_static_extra(extra, static)  # memory channel, execution context
        self.static = static

    def _names(self, n_args: int, bound_method: bool) -> tuple[str, ...]:
        names = self.positional[1:] if bound_method and self.skip_self else self.positional
        if n_args > len(names):
            names = names + tuple(f"arg{i}" for i in range(len(names), n_args))
        return names

    def start(self, args: tuple[Any, ...], kwargs: dict[str, Any], instance: Any) -> _Run:
        parent = current_agent_var.get()
        attrs = self.static.copy()
        attrs[sc.GEN_AI_TOOL_CALL_ID] = f"call_{_getrandbits(48):012x}"
        if parent is not None:
            attrs[sc.TOOL_CALLER_AGENT_ID] = parent.id
            if not self.trusted:
                mark_untrusted(parent.id)  # (orchtrace.capture.carried)
        task_id = current_task_var.get()
        if task_id is not None:
            attrs[sc.TASK_ID] = task_id
        conversation = current_conversation_var.get()
        if conversation is not None:
            attrs[sc.GEN_AI_CONVERSATION_ID] = conversation
        extra = None
        bound = instance is not None and not isinstance(instance, type)
        if self.actions:
            data, extra = self._pieces(args, kwargs, bound)
        else:
            data = _call_bytes(args, kwargs)
        attrs[sc.TOOL_ARGS_REF] = ref_of_bytes(data)
        attrs[sc.TOOL_ARGS_SIZE] = len(data)
        if self.memory:
            named = dict(zip(self._names(len(args), bound), args))
            named.update(kwargs)
            _memory.tool_call_attrs(self.memory, named, attrs)
        if settings.capture_content:
            # the conventions' shape: an object of named arguments (positional ones bound to their
            # parameter names), as a JSON string (span attributes hold no maps in Python)
            named = dict(zip(self._names(len(args), bound), args))
            named.update(kwargs)
            _captured(attrs, sc.GEN_AI_TOOL_CALL_ARGUMENTS, canonical_bytes(named))
        span = _home._tracer.start_span(self.span_name, kind=_INTERNAL, attributes=attrs)
        return _Run(span, None, self, extra, parent is None)

    def _pieces(self, args: tuple[Any, ...], kwargs: dict[str, Any], bound: bool) -> tuple[bytes, Any]:
        """Each argument of an action serialised once; the whole-call bytes are assembled from
        the pieces (identical to serialising ``[args, kwargs]`` in one go).  Per-argument evidence
        (for value-level flow) is computed from the pieces at the end, off the caller's thread."""
        pieces = [canonical_bytes(a) for a in args]
        kw_pieces = {k: canonical_bytes(v) for k, v in kwargs.items()}
        named = list(zip(self._names(len(args), bound), pieces))
        named.extend(kw_pieces.items())
        data = b"[[" + b",".join(pieces) + b"]"
        if kw_pieces:
            data += b",{" + b",".join(canonical_bytes(k) + b":" + kw_pieces[k] for k in sorted(kw_pieces)) + b"}"
        return data + b"]", (named, None)

    def finish(self, span: Span, data: bytes | None, extra: Any, end_ns: int | None) -> None:
        attrs: dict[str, Any] = {}
        if extra is not None:
            for arg_name, piece in extra[0]:
                arg_evidence(arg_name, piece, attrs)
        if data is not None:
            attrs[sc.TOOL_RESULT_REF] = ref_of_bytes(data)
            attrs[sc.TOOL_RESULT_SIZE] = len(data)
            if self.memory == "read":
                _memory.tool_result_attrs("read", data, attrs)
            elif not self.trusted:
                result_evidence(data, attrs)
            if settings.capture_content:
                _captured(attrs, sc.GEN_AI_TOOL_CALL_RESULT, data)
                if sc.CONTENT_OMITTED in attrs:  # keep what the start left out, too
                    before = (getattr(span, "attributes", None) or {}).get(sc.CONTENT_OMITTED) or ()
                    attrs[sc.CONTENT_OMITTED] = [*before, *attrs[sc.CONTENT_OMITTED]]
        span.set_attributes(attrs)


# The tracer stays ``decorators._tracer`` (``orchtrace.testing`` and the benches swap it there), so
# spans start with ``_home._tracer``, looked up per call.  Imported last: ``decorators`` imports
# this module, and either may be imported first.
from . import decorators as _home  # noqa: E402
