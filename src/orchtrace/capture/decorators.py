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

import logging
from collections.abc import Callable
from typing import Any, TypeVar

import wrapt
from opentelemetry import trace

from ..config import ENABLED_FLAG
from ..version import __version__
from . import memory as _memory

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger("orchtrace")
_tracer = trace.get_tracer("orchtrace", __version__)  # swapped by orchtrace.testing; read per call

# The pieces live in small modules; every name is also importable from here (the LangGraph
# handler, capture.events/memory, orchtrace.testing, tests and benches use this location).
from .content_limit import _captured, _truncate  # noqa: E402,F401
from .evidence import arg_evidence, message_evidence, output_evidence, result_evidence, task_evidence  # noqa: E402,F401
from .specs import (  # noqa: E402,F401
    _INTERNAL,
    _AgentSpec,
    _call_bytes,
    _code_attrs,
    _getrandbits,
    _positional_names,
    _rand,
    _root_input_job,
    _time_ns,
    _ToolSpec,
    _untrusted_input_message,
    untrusted_inside_input,
)
from .traced_call import _end, _error_job, _ok_job, _Run, _run_now, end_span, processor_failures  # noqa: E402,F401
from .wrappers import (  # noqa: E402,F401
    _async_gen_wrapper,
    _async_wrapper,
    _gen_wrapper,
    _make_wrapper,
    _start,
    _sync_wrapper,
)


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
