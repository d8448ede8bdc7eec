"""Who is running now: the current agent instance and task, carried in ``contextvars``.

``contextvars`` (like the OpenTelemetry context) follow ``await`` and ``asyncio`` tasks on their
own, but not new threads: :func:`bind` and :class:`ThreadPoolExecutor` carry them over, so
sub-agents run in worker threads land under the agent that submitted them.
"""

from __future__ import annotations

import concurrent.futures
import contextvars
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class AgentFrame:
    """The agent instance a piece of code runs in."""

    name: str
    id: str
    role: str | None
    tools: tuple[str, ...] | None


current_agent_var: contextvars.ContextVar[AgentFrame | None] = contextvars.ContextVar(
    "orchtrace_current_agent", default=None
)
current_task_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("orchtrace_task_id", default=None)


def current_agent() -> AgentFrame | None:
    """The innermost ``@orchtrace.agent`` call running in this context, or None."""
    return current_agent_var.get()


def current_task_id() -> str | None:
    return current_task_var.get()


def bind(fn: Callable[..., T]) -> Callable[..., T]:
    """Return ``fn`` bound to the caller's context (agent, task, OpenTelemetry span).

    Use it when handing work to a thread you start yourself::

        threading.Thread(target=orchtrace.bind(worker)).start()
    """
    ctx = contextvars.copy_context()

    def bound(*args: Any, **kwargs: Any) -> T:
        # A Context cannot be entered twice at once, so every call runs in its own copy.
        return ctx.copy().run(fn, *args, **kwargs)

    bound.__wrapped__ = fn  # type: ignore[attr-defined]
    return bound


class ThreadPoolExecutor(concurrent.futures.ThreadPoolExecutor):
    """A drop-in ``concurrent.futures.ThreadPoolExecutor`` that carries the submitter's context.

    The standard executor runs tasks in the worker thread's own (empty) context, so an agent
    started there would become a new root.  ``submit`` (and therefore ``map``) here run each task
    in a copy of the context that was current at submission.
    """

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> concurrent.futures.Future[T]:
        return super().submit(contextvars.copy_context().run, fn, *args, **kwargs)

# False inside ``orchtrace.task(..., trusted_input=False)``: root agents' input is untrusted.
task_input_trusted_var: contextvars.ContextVar[bool] = contextvars.ContextVar("orchtrace_task_input_trusted", default=True)

# ``gen_ai.conversation.id`` of what runs now: ``orchtrace.task(..., conversation_id=...)``, else
# the task id (a task resumed later, e.g. a LangGraph thread, keeps its id: it is the session).
current_conversation_var: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "orchtrace_conversation_id", default=None)
