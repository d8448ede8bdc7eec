"""What the LangGraph handler keeps: the per-instrumentor :class:`Core` (bounded per-thread tables
for interrupt/resume pairing and tool-call dedup) and the records of one run (:class:`_Task`,
:class:`_ToolRun`, :class:`_Pending`)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from langgraph.types import Command

from orchtrace import semconv as sc

from ._graphinfo import GraphInfo



# Nodes that are the model step of a react agent (create_react_agent: "agent", create_agent:
# "model"): the agent is the graph around them, not the node.
REACT_MODEL_NODES = frozenset({"agent", "model", "call_model"})
MARK_KEY = sc.LG_AGENT_MARK
_MAX_THREADS = 1024  # threads remembered for interrupt/resume pairing and tool-call dedup
_MAX_CALLS = 4096


class _Task:
    """One graph run (the root) or one node task of it."""

    __slots__ = (
        "agent_id",
        "folded",
        "ginfo",
        "interrupted",
        "is_agent",
        "lc_name",
        "mark",
        "name",
        "no_agent",
        "node",
        "ns",
        "parent",
        "send",
        "sends_done",
        "span",
        "start_ns",
        "tok_in",
        "tok_out",
    )

    def __init__(self, ns: str, node: str, parent: _Task | None, start_ns: int) -> None:
        self.ns = ns
        self.node = node
        self.parent = parent
        self.start_ns = start_ns
        self.span: Any = None
        self.agent_id: str | None = None
        self.name = node
        self.is_agent = False
        self.no_agent = False
        self.send = False
        self.ginfo: GraphInfo | None = None
        self.tok_in = 0
        self.tok_out = 0
        self.sends_done: list[str] | None = None
        self.interrupted = False
        self.folded = False
        self.lc_name: str | None = None
        self.mark: Any = None


class _ToolRun:
    __slots__ = ("call_id", "caller", "inputs", "metadata", "name", "start_ns")

    def __init__(self, name: str, call_id: str | None, caller: _Task, start_ns: int, inputs: Any,
                 metadata: dict[str, Any]) -> None:
        self.name = name
        self.call_id = call_id
        self.caller = caller
        self.start_ns = start_ns
        self.inputs = inputs
        self.metadata = metadata


class _Pending:
    """An interrupt waiting for its ``Command(resume=...)``."""

    __slots__ = ("call_id", "ns", "request_id", "tool")

    def __init__(self, request_id: str, tool: str | None, call_id: str | None, ns: str) -> None:
        self.request_id = request_id
        self.tool = tool
        self.call_id = call_id
        self.ns = ns


class Core:
    """State shared by all runs of one instrumentation: the tracer and per-thread memories."""

    def __init__(self, tracer: Any, task_id: Any = None) -> None:
        self.tracer = tracer
        self.task_id_fn = task_id
        self.lock = threading.Lock()
        self.pending: OrderedDict[str, dict[str, _Pending]] = OrderedDict()
        self.done_calls: OrderedDict[str, OrderedDict[str, None]] = OrderedDict()
        self.ginfo = GraphInfo.cache()

    def add_pending(self, thread: str, p: _Pending) -> None:
        with self.lock:
            self.pending.setdefault(thread, {})[p.request_id] = p
            self.pending.move_to_end(thread)
            while len(self.pending) > _MAX_THREADS:
                self.pending.popitem(last=False)

    def pop_pending(self, thread: str) -> dict[str, _Pending]:
        with self.lock:
            return self.pending.pop(thread, None) or {}

    def call_done(self, thread: str, call_id: str) -> None:
        with self.lock:
            calls = self.done_calls.get(thread)
            if calls is None:
                calls = self.done_calls[thread] = OrderedDict()
                while len(self.done_calls) > _MAX_THREADS:
                    self.done_calls.popitem(last=False)
            calls[call_id] = None
            while len(calls) > _MAX_CALLS:
                calls.popitem(last=False)

    def forget_calls(self, thread: str) -> None:
        with self.lock:
            self.done_calls.pop(thread, None)

    def was_done(self, thread: str, call_id: str) -> bool:
        calls = self.done_calls.get(thread)
        return calls is not None and call_id in calls
