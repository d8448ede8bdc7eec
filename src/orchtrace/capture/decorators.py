"""``@orchtrace.agent`` and ``@orchtrace.tool``.

Both wrap with :mod:`wrapt`, so the wrapped callable keeps its name, docstring, signature,
``inspect`` behaviour (coroutine / generator / async generator function) and method binding.
Everything static about a decorated function (span name, GenAI and ``code.*`` attributes,
flags, the parameter names positional arguments bind to) is computed once, at decoration.  Per
call the caller's thread does what must happen then: one span started with all known attributes
in one mapping (before the function runs, so spans it opens nest under it), one serialisation of
the arguments and of the result (values may change later), the context switch.  The rest of the
end (content ref of the result, evidence of untrusted outputs and action arguments,
``set_attributes``, ``span.end``) is handed to an ordered, bounded worker (:mod:`.handoff`); a
root agent finishes it on its own thread before it returns.  Every piece of instrumentation
runs inside ``try``: if orchtrace fails, the wrapped function still runs and its result or
exception passes through untouched.
"""

from __future__ import annotations

import inspect
import logging
import random
import time
from collections.abc import Callable
from typing import Any, TypeVar

import wrapt
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

from .. import semconv as sc
from ..config import ENABLED_FLAG, settings
from ..content import canonical_bytes, produced, ref_of_bytes
from ..version import __version__
from . import handoff
from . import memory as _memory
from .context import AgentFrame, current_agent_var, current_conversation_var, current_task_var, task_input_trusted_var
from .emit import emit_event
from .evidence import arg_evidence, message_evidence, output_evidence, result_evidence, task_evidence
from .trust import untrusted_input_agent

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger("orchtrace")
_tracer = trace.get_tracer("orchtrace", __version__)
_rand = random.Random()
_getrandbits = _rand.getrandbits
_INTERNAL = trace.SpanKind.INTERNAL
_time_ns = time.time_ns


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


def _truncate(text: str) -> str:
    """Plain text cut to the content limit (for free text only: JSON is never cut, see
    :func:`_captured`)."""
    limit = settings.max_content_chars
    return text if len(text) <= limit else text[:limit] + "...[truncated]"


def _captured(attrs: dict[str, Any], key: str, data: bytes) -> None:
    """Put captured JSON content under ``key`` if it fits the content limit; a longer value is
    left out (cut JSON would not parse) and its key listed under ``orchtrace.content.omitted``."""
    if len(data) <= settings.max_content_chars:  # bytes >= characters: a safe, cheap test
        attrs[key] = data.decode("utf-8", "replace")
        return
    text = data.decode("utf-8", "replace")
    if len(text) <= settings.max_content_chars:
        attrs[key] = text
    else:
        attrs[sc.CONTENT_OMITTED] = [*attrs.get(sc.CONTENT_OMITTED, ()), key]


def _call_bytes(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bytes:
    return canonical_bytes([args, kwargs] if kwargs else [args])


_processor_failures = 0


def _end(span: Span, end_ns: int | None = None) -> None:
    """End a span; a span processor or exporter that raises in ``on_end`` must not reach the
    host application (counted, logged once)."""
    global _processor_failures
    try:
        span.end(end_ns)
    except Exception:  # noqa: BLE001
        _processor_failures += 1
        if _processor_failures == 1:
            log.warning("orchtrace: a span processor raised while ending a span; the application is not "
                        "affected (further failures are counted, not logged)", exc_info=True)


def processor_failures() -> int:
    """How many span ends a span processor made fail in this process."""
    return _processor_failures


def end_span(span: Span) -> None:
    """End ``span`` now, after the span ends handed off before it (:mod:`.handoff`)."""
    end_ns = _time_ns()
    handoff.drain()
    _end(span, end_ns)


def _run_now(fn: Callable[..., None], *args: Any) -> None:
    fn(*args)


def _error_job(span: Span, exc: BaseException, end_ns: int, finish: Any, extra: Any) -> None:
    try:
        if finish is not None:
            finish(span, None, extra, None)
        if settings.capture_content:
            span.record_exception(exc, timestamp=end_ns, escaped=True)
            span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"[:256]))
        else:  # privacy: an exception's message and stack can hold the data it failed on
            span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
        span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: recording exception failed", exc_info=True)
    finally:
        _end(span, end_ns)


def _ok_job(span: Span, data: bytes | None, extra: Any, end_ns: int, finish: Any) -> None:
    try:
        finish(span, data, extra, end_ns)
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: finishing span failed", exc_info=True)
    finally:
        _end(span, end_ns)


class _Run:
    """One traced call: the span, the context tokens, and what the end needs."""

    __slots__ = ("span", "otel_token", "agent_token", "frame", "spec", "extra", "root")

    def __init__(self, span: Span, frame: AgentFrame | None, spec: Any, extra: Any = None, root: bool = False) -> None:
        self.span = span
        self.frame = frame
        self.spec = spec
        self.extra = extra
        # A root (no agent around it) finishes on the caller's thread after everything handed
        # off inside it: when the run returns, its spans are complete and ended, children first
        # (an exporter that converts a trace at its root's end, or a provider shut down right
        # after the run, sees the whole run).
        self.root = root
        self.otel_token: object | None = None
        self.agent_token: object | None = None

    # Context is (re)entered around every slice of execution, so generators and coroutines that
    # are resumed from other contexts never detach a token that belongs to somebody else.
    def enter(self) -> None:
        self.otel_token = otel_context.attach(trace.set_span_in_context(self.span))
        if self.frame is not None:
            self.agent_token = current_agent_var.set(self.frame)

    def leave(self) -> None:
        try:
            if self.agent_token is not None:
                current_agent_var.reset(self.agent_token)  # type: ignore[arg-type]
                self.agent_token = None
            if self.otel_token is not None:
                otel_context.detach(self.otel_token)  # type: ignore[arg-type]
                self.otel_token = None
        except Exception:  # noqa: BLE001 - never let bookkeeping break the host
            log.debug("orchtrace: context leave failed", exc_info=True)

    def ok(self, result: Any) -> None:
        """The call returned: the end time and the result's bytes are taken now (the object may
        change later); hashing, evidence and ``span.end`` are handed off (:mod:`.handoff`)."""
        end_ns = _time_ns()
        try:
            data = canonical_bytes(result)
            if self.frame is not None:
                produced.remember(result, data, self.frame.id)
            if self.root:
                handoff.drain()
                _ok_job(self.span, data, self.extra, end_ns, self.spec.finish)
                return
            handoff.submit(_ok_job, self.span, data, self.extra, end_ns, self.spec.finish)
        except Exception:  # noqa: BLE001
            log.debug("orchtrace: finishing span failed", exc_info=True)
            handoff.submit_light(_end, self.span, end_ns)

    def error(self, exc: BaseException) -> None:
        end_ns = _time_ns()
        if self.root:
            handoff.drain()
            submit: Any = _run_now
        else:
            submit = handoff.submit
        if isinstance(exc, (GeneratorExit, StopIteration, StopAsyncIteration)):
            submit(_ok_job, self.span, None, self.extra, end_ns, self.spec.finish)
            return
        submit(_error_job, self.span, exc, end_ns, self.spec.finish, self.extra)


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
        span = _tracer.start_span(self.span_name, kind=_INTERNAL, attributes=attrs, start_time=start_ns)
        if parent is None and span.is_recording():
            # The root agent's input is the task as the user gave it: trusted context the audit
            # compares untrusted flows against; or, from an untrusted party, a message from the
            # user scanned like any untrusted content.  Its evidence is computed by the hand-off
            # worker while the run goes on (the root's end waits for it: drain).
            trusted = self.input_trusted and task_input_trusted_var.get()
            handoff.submit(_root_input_job, span, trusted, data, instance_id, start_ns)
        frame = AgentFrame(self.name, instance_id, self.role, self.tools)
        return _Run(span, frame, self, None if parent is None else "child", parent is None)

    @staticmethod
    def finish(span: Span, data: bytes | None, extra: Any, end_ns: int | None) -> None:
        if data is not None:
            out: dict[str, Any] = {sc.AGENT_OUTPUT_REF: ref_of_bytes(data), sc.AGENT_OUTPUT_SIZE: len(data)}
            if extra == "child":
                output_evidence(data, out)  # a child's return: the recognizer's verdict (AV3)
            span.set_attributes(out)


def _root_input_job(span: Span, trusted: bool, data: bytes, instance_id: str, start_ns: int) -> None:
    if trusted:
        attrs: dict[str, Any] = {}
        task_evidence(data, attrs)
        if attrs:
            span.set_attributes(attrs)
    else:
        _untrusted_input_message(span, instance_id, data, start_ns)


def _untrusted_input_message(span: Span, agent_id: str, data: bytes, ts: int | None = None) -> None:
    """An end user's input to a public-facing agent is untrusted content: recorded as a message
    from ``user`` (scanned by the recognizer, hashed), not as the trusted task."""
    attrs: dict[str, Any] = {
        sc.MESSAGE_FROM: "user", sc.MESSAGE_TO: agent_id, sc.MESSAGE_TRUSTED: False,
        sc.MESSAGE_REF: ref_of_bytes(data), sc.MESSAGE_SIZE: len(data),
        sc.EVENT_ID: f"ev-{_getrandbits(48):012x}", sc.AGENT_INSTANCE_ID: agent_id,
    }
    message_evidence(data, attrs)
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
        span = _tracer.start_span(self.span_name, kind=_INTERNAL, attributes=attrs)
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


# --- call-shape wrappers ----------------------------------------------------------------------


def _start(spec: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Run | None:
    try:
        return spec.start(args, kwargs, instance)
    except Exception:  # noqa: BLE001 - instrumentation failure: run the function untraced
        log.debug("orchtrace: starting span failed", exc_info=True)
        return None


def _make_wrapper(spec: Any, wrapped: Callable[..., Any]) -> Callable[..., Any]:
    target = inspect.unwrap(getattr(wrapped, "__func__", wrapped))
    if inspect.isasyncgenfunction(target):
        return _async_gen_wrapper(spec)
    if inspect.iscoroutinefunction(target):
        return _async_wrapper(spec)
    if inspect.isgeneratorfunction(target):
        return _gen_wrapper(spec)
    return _sync_wrapper(spec)


def _sync_wrapper(spec: Any) -> Callable[..., Any]:
    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return wrapped(*args, **kwargs)
        run.enter()
        try:
            result = wrapped(*args, **kwargs)
        except BaseException as exc:
            run.leave()
            run.error(exc)
            raise
        run.leave()
        run.ok(result)
        return result

    return wrapper


def _async_wrapper(spec: Any) -> Callable[..., Any]:
    async def traced(run: _Run, wrapped: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        # Entered inside the coroutine: the context tokens belong to the task that awaits it.
        run.enter()
        try:
            result = await wrapped(*args, **kwargs)
        except BaseException as exc:
            run.leave()
            run.error(exc)
            raise
        run.leave()
        run.ok(result)
        return result

    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return wrapped(*args, **kwargs)
        return traced(run, wrapped, args, kwargs)

    return wrapper


def _gen_wrapper(spec: Any) -> Callable[..., Any]:
    def traced(run: _Run, gen: Any) -> Any:
        to_send: Any = None
        to_throw: BaseException | None = None
        items: list[Any] = []
        while True:
            run.enter()
            try:
                item = gen.throw(to_throw) if to_throw is not None else gen.send(to_send)
            except StopIteration as stop:
                run.leave()
                run.ok(stop.value if stop.value is not None else items)
                return stop.value
            except BaseException as exc:
                run.leave()
                run.error(exc)
                raise
            run.leave()
            if len(items) < 1024:  # bounded: the "result" of a generator is what it yielded
                items.append(item)
            to_send, to_throw = None, None
            try:
                to_send = yield item
            except GeneratorExit:
                try:
                    gen.close()
                finally:
                    run.ok(items)
                raise
            except BaseException as exc:  # thrown in by the consumer: pass it on
                to_throw = exc

    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if not settings.enabled:
            return wrapped(*args, **kwargs)
        gen = wrapped(*args, **kwargs)
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return gen
        return traced(run, gen)

    return wrapper


def _async_gen_wrapper(spec: Any) -> Callable[..., Any]:
    async def traced(run: _Run, agen: Any) -> Any:
        to_send: Any = None
        to_throw: BaseException | None = None
        items: list[Any] = []
        while True:
            run.enter()
            try:
                if to_throw is not None:
                    item = await agen.athrow(to_throw)
                else:
                    item = await agen.asend(to_send)
            except StopAsyncIteration:
                run.leave()
                run.ok(items)
                return
            except BaseException as exc:
                run.leave()
                run.error(exc)
                raise
            run.leave()
            if len(items) < 1024:
                items.append(item)
            to_send, to_throw = None, None
            try:
                to_send = yield item
            except GeneratorExit:
                try:
                    await agen.aclose()
                finally:
                    run.ok(items)
                raise
            except BaseException as exc:
                to_throw = exc

    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if not settings.enabled:
            return wrapped(*args, **kwargs)
        agen = wrapped(*args, **kwargs)
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return agen
        return traced(run, agen)

    return wrapper


def _decorate(spec_factory: Callable[[Callable[..., Any]], Any], fn: Any) -> Any:
    target = fn.__func__ if isinstance(fn, (classmethod, staticmethod)) else fn
    spec = spec_factory(target)
    return wrapt.FunctionWrapper(fn, _make_wrapper(spec, target), enabled=ENABLED_FLAG)


def agent(
    fn: F | None = None,
    *,
    name: str | None = None,
    role: str | None = None,
    tools: list[str] | tuple[str, ...] | None = None,
    description: str | None = None,
    input_trusted: bool = True,
    agent_id: str | None = None,
    model: str | None = None,
    provider: str | None = None,
    version: str | None = None,
) -> Any:
    """Trace each call of the decorated function as one agent instance.

    A call made while another agent runs is a *spawn* by that agent; the call's end is a
    *return* to it.  ``tools`` is the agent's declared tool allowlist (``None``: undeclared).
    Works with plain and ``async`` functions, generators, async generators, methods,
    classmethods and staticmethods; with or without parentheses.  ``input_trusted=False``: an
    entry point facing untrusted users; its input (when it is the root agent) is recorded as an
    untrusted message, scanned for instructions, and audited as a source (direct injection).

    GenAI semantic conventions: ``gen_ai.agent.id`` is ``agent_id`` (a stable identifier; default
    the agent's name), each call's instance id is ``orchtrace.agent.instance_id``;  ``model`` /
    ``provider`` / ``version`` become ``gen_ai.request.model`` / ``gen_ai.provider.name`` /
    ``gen_ai.agent.version`` when the agent's model is known.
    """

    def deco(f: F) -> F:
        return _decorate(lambda t: _AgentSpec(t, name, role, tools, description, input_trusted, agent_id,
                                              model, provider, version), f)

    return deco(fn) if fn is not None else deco


def tool(
    fn: F | None = None,
    *,
    name: str | None = None,
    trusted: bool = True,
    sensitive: bool = False,
    requires_approval: bool = False,
    description: str | None = None,
    memory: str | None = None,
    executes_code: bool = False,
    isolation: str | None = None,
) -> Any:
    """Trace each call of the decorated function as a tool call and its result.

    ``trusted=False``: the output comes from outside (web, e-mail, files, other tenants).
    ``sensitive=True``: the tool has effects (send, pay, write, delete, exec).
    ``requires_approval=True``: a human must approve each call.
    ``memory="write"`` / ``"read"``: the tool writes to / reads from a memory other runs share
    (:mod:`orchtrace.capture.memory`).  ``executes_code=True``: it runs code or shell commands;
    ``isolation``: where (``"container"``, ``"process"``, ``"none"``).
    """
    extra = _memory.tool_extra(memory, executes_code, isolation)

    def deco(f: F) -> F:
        return _decorate(lambda t: _ToolSpec(t, name, trusted, sensitive, requires_approval, description, extra), f)

    return deco(fn) if fn is not None else deco
