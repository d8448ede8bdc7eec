"""``@orchtrace.agent`` and ``@orchtrace.tool``.

Both wrap with :mod:`wrapt`, so the wrapped callable keeps its name, docstring, signature,
``inspect`` behaviour (coroutine / generator / async generator function) and method binding.
Per call the wrapper does the least it can: one span started with all known attributes at once,
one serialisation of the arguments and one of the result, and a single ``set_attributes`` at the
end.  Every piece of instrumentation runs inside ``try``: if orchtrace fails, the wrapped
function still runs and its result or exception passes through untouched.
"""

from __future__ import annotations

import inspect
import logging
import random
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
from .context import AgentFrame, current_agent_var, current_task_var, task_input_trusted_var
from .evidence import arg_evidence, message_evidence, result_evidence, task_evidence

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger("orchtrace")
_tracer = trace.get_tracer("orchtrace", __version__)
_rand = random.Random()
_INTERNAL = trace.SpanKind.INTERNAL


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


def _truncate(text: str) -> str:
    limit = settings.max_content_chars
    return text if len(text) <= limit else text[:limit] + "...[truncated]"


def _call_bytes(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bytes:
    return canonical_bytes([args, kwargs] if kwargs else [args])


_processor_failures = 0


def _end(span: Span) -> None:
    """End a span; a span processor or exporter that raises in ``on_end`` must not reach the
    host application (counted, logged once)."""
    global _processor_failures
    try:
        span.end()
    except Exception:  # noqa: BLE001
        _processor_failures += 1
        if _processor_failures == 1:
            log.warning("orchtrace: a span processor raised while ending a span; the application is not "
                        "affected (further failures are counted, not logged)", exc_info=True)


def processor_failures() -> int:
    """How many span ends a span processor made fail in this process."""
    return _processor_failures


class _Run:
    """One traced call: the span, the context tokens, and what the end needs."""

    __slots__ = ("span", "otel_token", "agent_token", "frame", "spec")

    def __init__(self, span: Span, frame: AgentFrame | None, spec: Any) -> None:
        self.span = span
        self.frame = frame
        self.spec = spec
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
        try:
            self.spec.finish(self, result)
        except Exception:  # noqa: BLE001
            log.debug("orchtrace: finishing span failed", exc_info=True)
        finally:
            _end(self.span)

    def error(self, exc: BaseException) -> None:
        try:
            span = self.span
            if isinstance(exc, (GeneratorExit, StopIteration, StopAsyncIteration)):
                return
            if settings.capture_content:
                span.record_exception(exc, escaped=True)
                span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"[:256]))
            else:  # privacy: an exception's message and stack can hold the data it failed on
                span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
            span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
        except Exception:  # noqa: BLE001
            log.debug("orchtrace: recording exception failed", exc_info=True)
        finally:
            _end(self.span)


class _AgentSpec:
    __slots__ = ("name", "role", "tools", "static", "span_name", "input_trusted")

    def __init__(self, fn: Callable[..., Any], name: str | None, role: str | None,
                 tools: Any, description: str | None, input_trusted: bool = True) -> None:
        self.name = name or getattr(fn, "__name__", "agent")
        self.input_trusted = bool(input_trusted)
        self.role = role
        self.tools = tuple(str(t) for t in tools) if tools is not None else None
        self.span_name = f"invoke_agent {self.name}"
        static: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_AGENT,
            sc.GEN_AI_AGENT_NAME: self.name,
            **_code_attrs(fn),
        }
        if role:
            static[sc.AGENT_ROLE] = role
        if description:
            static[sc.GEN_AI_AGENT_DESCRIPTION] = description
        if self.tools is not None:
            static[sc.AGENT_TOOLS] = list(self.tools)  # present (even empty) = declared
        self.static = static

    def start(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Run:
        parent = current_agent_var.get()
        agent_id = f"{self.name}-{_rand.getrandbits(32):08x}"
        attrs = dict(self.static)
        attrs[sc.GEN_AI_AGENT_ID] = agent_id
        if parent is not None:
            attrs[sc.AGENT_PARENT_ID] = parent.id
        task_id = current_task_var.get()
        if task_id is not None:
            attrs[sc.TASK_ID] = task_id
        data = _call_bytes(args, kwargs)
        attrs[sc.AGENT_INPUT_REF] = ref_of_bytes(data)
        attrs[sc.AGENT_INPUT_SIZE] = len(data)
        untrusted_input = parent is None and not (self.input_trusted and task_input_trusted_var.get())
        if parent is None and not untrusted_input:
            # The root agent's input is the task as the user gave it: trusted context the audit
            # compares untrusted flows against.
            task_evidence(data, attrs)
        span = _tracer.start_span(self.span_name, kind=_INTERNAL, attributes=attrs)
        if untrusted_input:
            _untrusted_input_message(span, agent_id, data)
        frame = AgentFrame(self.name, agent_id, self.role, self.tools)
        return _Run(span, frame, self)

    def finish(self, run: _Run, result: Any) -> None:
        data = canonical_bytes(result)
        ref = ref_of_bytes(data)
        run.span.set_attributes({sc.AGENT_OUTPUT_REF: ref, sc.AGENT_OUTPUT_SIZE: len(data)})
        produced.remember(result, ref, run.frame.id if run.frame else None, size=len(data))


def _untrusted_input_message(span: Span, agent_id: str, data: bytes) -> None:
    """An end user's input to a public-facing agent is untrusted content: recorded as a message
    from ``user`` (scanned by the recognizer, hashed), not as the trusted task."""
    attrs: dict[str, Any] = {
        sc.MESSAGE_FROM: "user", sc.MESSAGE_TO: agent_id, sc.MESSAGE_TRUSTED: False,
        sc.MESSAGE_REF: ref_of_bytes(data), sc.MESSAGE_SIZE: len(data),
        sc.EVENT_ID: f"ev-{_rand.getrandbits(48):012x}", sc.GEN_AI_AGENT_ID: agent_id,
    }
    message_evidence(data, attrs)
    span.add_event(sc.EVENT_MESSAGE, attributes=attrs)


class _ToolSpec:
    __slots__ = ("name", "trusted", "sensitive", "requires_approval", "static", "span_name", "fn", "_sig")

    def __init__(self, fn: Callable[..., Any], name: str | None, trusted: bool, sensitive: bool,
                 requires_approval: bool, description: str | None) -> None:
        self.fn = fn
        self.name = name or getattr(fn, "__name__", "tool")
        self.trusted = bool(trusted)
        self.sensitive = bool(sensitive)
        self.requires_approval = bool(requires_approval)
        self.span_name = f"execute_tool {self.name}"
        self._sig: inspect.Signature | None = None
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
        self.static = static

    def _arg_names(self, args: tuple[Any, ...], kwargs: dict[str, Any], bound_method: bool) -> dict[str, Any]:
        if self._sig is None:
            self._sig = inspect.signature(inspect.unwrap(getattr(self.fn, "__func__", self.fn)))
        params = list(self._sig.parameters.values())
        if bound_method and params:
            params = params[1:]
        named: dict[str, Any] = {}
        positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        for i, value in enumerate(args):
            named[positional[i].name if i < len(positional) else f"arg{i}"] = value
        named.update(kwargs)
        return named

    def start(self, args: tuple[Any, ...], kwargs: dict[str, Any], bound_method: bool = False) -> _Run:
        parent = current_agent_var.get()
        attrs = dict(self.static)
        attrs[sc.GEN_AI_TOOL_CALL_ID] = f"call_{_rand.getrandbits(48):012x}"
        if parent is not None:
            attrs[sc.TOOL_CALLER_AGENT_ID] = parent.id
        task_id = current_task_var.get()
        if task_id is not None:
            attrs[sc.TASK_ID] = task_id
        if self.sensitive or self.requires_approval:
            data = self._sensitive_args(args, kwargs, bound_method, attrs)
        else:
            data = _call_bytes(args, kwargs)
        attrs[sc.TOOL_ARGS_REF] = ref_of_bytes(data)
        attrs[sc.TOOL_ARGS_SIZE] = len(data)
        if settings.capture_content:
            attrs[sc.GEN_AI_TOOL_CALL_ARGUMENTS] = _truncate(data.decode("utf-8", "replace"))
        span = _tracer.start_span(self.span_name, kind=_INTERNAL, attributes=attrs)
        return _Run(span, None, self)

    def _sensitive_args(self, args: tuple[Any, ...], kwargs: dict[str, Any], bound_method: bool,
                        attrs: dict[str, Any]) -> bytes:
        """Fingerprint each argument of an action with effects (evidence for value-level flow).

        Each argument is serialised once; the whole-call bytes are assembled from the pieces
        (identical to serialising ``[args, kwargs]`` in one go).
        """
        pieces = [canonical_bytes(a) for a in args]
        kw_pieces = {k: canonical_bytes(v) for k, v in kwargs.items()}
        names = self._arg_names(args, {}, bound_method)
        for (arg_name, _), piece in zip(names.items(), pieces):
            arg_evidence(arg_name, piece, attrs)
        for arg_name, piece in kw_pieces.items():
            arg_evidence(arg_name, piece, attrs)
        data = b"[[" + b",".join(pieces) + b"]"
        if kw_pieces:
            data += b",{" + b",".join(canonical_bytes(k) + b":" + kw_pieces[k] for k in sorted(kw_pieces)) + b"}"
        return data + b"]"

    def finish(self, run: _Run, result: Any) -> None:
        data = canonical_bytes(result)
        attrs: dict[str, Any] = {sc.TOOL_RESULT_REF: ref_of_bytes(data), sc.TOOL_RESULT_SIZE: len(data)}
        if not self.trusted:
            result_evidence(data, attrs)
        if settings.capture_content:
            attrs[sc.GEN_AI_TOOL_CALL_RESULT] = _truncate(data.decode("utf-8", "replace"))
        run.span.set_attributes(attrs)


# --- call-shape wrappers ----------------------------------------------------------------------


def _start(spec: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Run | None:
    try:
        if isinstance(spec, _ToolSpec):
            run = spec.start(args, kwargs, bound_method=instance is not None and not inspect.isclass(instance))
        else:
            run = spec.start(args, kwargs)
        return run
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
        if not settings.enabled:
            return wrapped(*args, **kwargs)
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
        if not settings.enabled:
            return wrapped(*args, **kwargs)
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
) -> Any:
    """Trace each call of the decorated function as one agent instance.

    A call made while another agent runs is a *spawn* by that agent; the call's end is a
    *return* to it.  ``tools`` is the agent's declared tool allowlist (``None``: undeclared).
    Works with plain and ``async`` functions, generators, async generators, methods,
    classmethods and staticmethods; with or without parentheses.  ``input_trusted=False``: an
    entry point facing untrusted users; its input (when it is the root agent) is recorded as an
    untrusted message, scanned for instructions, and audited as a source (direct injection).
    """

    def deco(f: F) -> F:
        return _decorate(lambda t: _AgentSpec(t, name, role, tools, description, input_trusted), f)

    return deco(fn) if fn is not None else deco


def tool(
    fn: F | None = None,
    *,
    name: str | None = None,
    trusted: bool = True,
    sensitive: bool = False,
    requires_approval: bool = False,
    description: str | None = None,
) -> Any:
    """Trace each call of the decorated function as a tool call and its result.

    ``trusted=False``: the output comes from outside (web, e-mail, files, other tenants).
    ``sensitive=True``: the tool has effects (send, pay, write, delete, exec).
    ``requires_approval=True``: a human must approve each call.
    """

    def deco(f: F) -> F:
        return _decorate(lambda t: _ToolSpec(t, name, trusted, sensitive, requires_approval, description), f)

    return deco(fn) if fn is not None else deco
