"""orchtrace: see and audit how LLM agent teams work.

Capture with ``@orchtrace.agent`` / ``@orchtrace.tool`` and the vocabulary calls below; spans
follow the OpenTelemetry GenAI semantic conventions and go wherever your TracerProvider sends
them.  ``orchtrace.convert`` turns spans into orchestration traces; ``orchtrace.audit`` checks
them.
"""

from __future__ import annotations

from typing import Any

from .capture.context import AgentFrame, ThreadPoolExecutor, bind, current_agent, current_task_id
from .capture.decorators import agent, tool
from .capture.events import (
    EventHandle,
    aggregate,
    cost,
    decision,
    despawn,
    human_intervention,
    message,
    reward,
    task,
)
from .capture.memory import memory_read, memory_search, memory_write
from .setup import configure, force_flush, shutdown
from .version import __version__

__all__ = [
    "AgentFrame",
    "EventHandle",
    "ThreadPoolExecutor",
    "__version__",
    "agent",
    "aggregate",
    "bind",
    "configure",
    "cost",
    "current_agent",
    "current_task_id",
    "decision",
    "despawn",
    "force_flush",
    "human_intervention",
    "instrument_langgraph",
    "mark_tool",
    "memory_read",
    "memory_search",
    "memory_write",
    "message",
    "reward",
    "shutdown",
    "task",
    "tool",
]


def instrument_langgraph(**kwargs: Any) -> Any:
    """One-line LangGraph auto-instrumentation (needs ``pip install orchtrace[langgraph]``)."""
    from .langgraph import instrument_langgraph as _instrument

    return _instrument(**kwargs)


def mark_tool(name: str, **flags: Any) -> None:
    """Declare trust/sensitivity/approval flags for a framework tool by name or glob.

    ``orchtrace.mark_tool("fetch_*", trusted=False)``; used by framework integrations, where no
    ``@orchtrace.tool`` decorator carries the flags.
    """
    from .registry import mark_tool as _mark

    _mark(name, **flags)
