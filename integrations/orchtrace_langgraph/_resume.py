"""Interrupts pending for a thread, read from the graph's checkpointer.

When the process that ran ``interrupt()`` is gone (a resume in another worker, after a restart),
a bare ``Command(resume=value)`` cannot be paired from memory: the checkpointer's saved state of
the thread still lists the interrupts the value answers.  Read only from synchronous code (an
async-only saver cannot be read from inside the running event loop without blocking it).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

log = logging.getLogger("orchtrace.langgraph")


def saved_interrupt_ids(graph: Any, thread: str | None) -> list[str]:
    """Ids of the interrupts saved for ``thread`` (empty when unknown or unreadable)."""
    if thread is None or getattr(graph, "checkpointer", None) in (None, False, True):
        return []
    try:
        asyncio.get_running_loop()
        return []  # inside an event loop: a synchronous read could block it
    except RuntimeError:
        pass
    try:
        snapshot = graph.get_state({"configurable": {"thread_id": thread}})
        ids = [str(i.id) for i in getattr(snapshot, "interrupts", ()) or () if getattr(i, "id", None)]
        if not ids:  # older LangGraph: interrupts listed per task only
            for task in getattr(snapshot, "tasks", ()) or ():
                ids.extend(str(i.id) for i in getattr(task, "interrupts", ()) or () if getattr(i, "id", None))
        return list(dict.fromkeys(ids))
    except Exception:  # noqa: BLE001 - best effort: without it the decision is still recorded
        log.debug("orchtrace: reading saved interrupts failed", exc_info=True)
        return []
