"""LangChain's chain callbacks of the LangGraph handler (mixed into
:class:`~orchtrace_langgraph._handler.RunHandler`): the first chain run starts the graph run's
span, a run with a new checkpoint namespace starts a task, a run's end or error ends what it
started, and a router that returned ``Send`` objects is read as the fan-out of the node it follows.
Every callback catches its own errors."""

from __future__ import annotations

import logging
from typing import Any
from uuid import UUID

from langgraph.errors import GraphInterrupt
from langgraph.types import Command, Send

from ._span_helpers import _output_verdict

log = logging.getLogger("orchtrace.langgraph")


class ChainCallbacks:
    """``on_chain_start/end/error`` of a run (state and task lifecycle live on the
    :class:`~orchtrace_langgraph._handler.RunHandler`)."""

    # -- LangChain callbacks ------------------------------------------------------------------------
    def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                       tags: Any = None, metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        try:
            ns = metadata.get("langgraph_checkpoint_ns") if metadata else None
            if self.root is None:
                # The first run this handler sees is the graph run itself.  It carries a namespace
                # when the graph runs inside another graph's node with callbacks of its own.
                if not self.done:
                    with self.lock:
                        if self.root is None:
                            self.root_ns = ns
                            self._start_root(run_id, kwargs.get("name"))
                return
            if ns is None or ns == self.root_ns:
                return
            if ns in self.tasks:
                if self.unbound and ns in self.unbound:  # the task's own (outermost) run
                    with self.lock:
                        t = self.unbound.pop(ns, None)
                        if t is not None:
                            self.by_run[run_id] = t
                return  # plumbing inside a known task
            with self.lock:
                if self.root is not None and ns not in self.tasks:
                    self._start_task(ns, run_id, metadata, inputs)  # type: ignore[arg-type]
        except Exception:
            log.debug("orchtrace: on_chain_start failed", exc_info=True)

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        t = self.by_run.get(run_id)
        if t is None:
            if (outputs.__class__ is list and outputs and isinstance(outputs[0], Send)) or isinstance(outputs, Send):
                # a conditional edge's router returned Sends: the fan-out of the node it follows
                try:
                    with self.lock:
                        self._fan_out(self.by_run.get(kwargs.get("parent_run_id")), outputs)  # type: ignore[arg-type]
                except Exception:
                    log.debug("orchtrace: fan-out decision failed", exc_info=True)
            return
        try:
            with self.lock:
                self.by_run.pop(run_id, None)
                if t is self.root:
                    self._end_root(None)
                else:
                    if isinstance(outputs, Command) and outputs.goto and outputs.graph is None:
                        self._node_goto(t, outputs.goto)
                    if t.is_agent and not t.folded and t.span is not None:
                        _output_verdict(t.span, outputs)  # AV3: what a node agent passes on
                    self._end_task(t, None)
        except Exception:
            log.debug("orchtrace: on_chain_end failed", exc_info=True)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        t = self.by_run.get(run_id)
        if t is None:
            return
        try:
            with self.lock:
                self.by_run.pop(run_id, None)
                if isinstance(error, GraphInterrupt) and t is not self.root:
                    self._interrupt(self._owner(t), error, None, None, t.ns)
                if t is self.root:
                    self._end_root(error)
                else:
                    self._end_task(t, error)
        except Exception:
            log.debug("orchtrace: on_chain_error failed", exc_info=True)
