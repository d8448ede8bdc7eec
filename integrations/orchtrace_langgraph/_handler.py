"""The callback handler that turns one LangGraph run into orchtrace spans.

One :class:`RunHandler` per top-level graph run (created by the ``Pregel.stream/astream`` wrapper
and inherited by every nested run through LangChain's callback managers).  It keeps a small table
of the run's *tasks* (keyed by ``langgraph_checkpoint_ns``, the full task path) and emits only
what a person wants to see (see ``docs/langgraph.md`` for the whole mapping):

* the graph run: one ``invoke_agent`` span, the orchestrator (``orchtrace.task.id`` from the
  thread id, so a resumed thread lands in the same orchestration trace);
* agent tasks (compiled subgraph nodes such as react agents, ``Send`` workers, nodes that call a
  chat model, nodes marked ``metadata={"orchtrace.agent": True}``): one ``invoke_agent`` span per
  activation, child of the nearest enclosing agent; created lazily, back-dated to the task start,
  the moment the task shows it is an agent;
* tool runs: one ``execute_tool`` span each, created at the tool's end (back-dated), owned by the
  agent whose chat model emitted the tool call;
* handoffs (handoff tools, ``Command(graph=PARENT, goto=...)``): ``orchtrace.decision``
  (delegate) + ``orchtrace.message`` span events on the handing-off agent, never a tool or error;
* ``interrupt()``: ``orchtrace.human_intervention`` request; the ``Command(resume=...)`` answering
  it: the decision, on the agent that continues, right before the re-run tool call;
* chat models: token usage summed into ``gen_ai.usage.*`` of the owning agent span, no span.

Everything else (channel writes, routers, ``RunnableSeq`` plumbing) is ignored: one dict lookup.
Every callback catches its own errors; nothing here changes a result or an exception.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from typing import Any
from uuid import UUID

from langgraph.callbacks import GraphCallbackHandler
from langgraph.errors import GraphBubbleUp
from langgraph.types import Command
from opentelemetry import trace

from orchtrace import semconv as sc
from orchtrace.capture.context import AgentFrame, current_task_var, task_input_trusted_var
from orchtrace.capture.decorators import _untrusted_input_message, untrusted_inside_input
from orchtrace.capture.decorators import (
    end_span as _end,  # ordered with decorator spans' handed-off ends
)
from orchtrace.capture.evidence import task_evidence
from orchtrace.capture.trust import untrusted_input_agent
from orchtrace.content import canonical_bytes

from ._calls import ModelAndToolCallbacks
from ._chains import ChainCallbacks
from ._orchestration import OrchestrationEvents
from ._run_state import (  # noqa: F401  (also importable from here, as before the split)
    _MAX_CALLS,
    _MAX_THREADS,
    MARK_KEY,
    REACT_MODEL_NODES,
    Core,
    _Pending,
    _Task,
    _ToolRun,
)
from ._span_helpers import _decision_of, _output_verdict, _record_error, _truncate  # noqa: F401

log = logging.getLogger("orchtrace.langgraph")
_rand = random.Random()
_now = time.time_ns
_INTERNAL = trace.SpanKind.INTERNAL


class RunHandler(ModelAndToolCallbacks, OrchestrationEvents, ChainCallbacks, GraphCallbackHandler):
    """Callbacks of one top-level graph run (see the module docstring)."""

    run_inline = True  # called in the caller's thread / event loop, never in an executor
    raise_error = False
    ignore_retriever = True
    ignore_retry = True
    ignore_custom_event = True

    def __init__(self, core: Core, graph: Any, thread_id: Any, graph_input: Any) -> None:
        self.core = core
        self.graph = graph
        self.thread = str(thread_id) if thread_id is not None else None
        self.graph_input = graph_input
        # False inside ``orchtrace.task(..., trusted_input=False)``: the run's input is an end
        # user's, recorded as an untrusted message (AV1) instead of the trusted task
        self.input_trusted = task_input_trusted_var.get()
        self.lock = threading.RLock()
        self.root: _Task | None = None
        self.task_id: str | None = None
        self.tasks: dict[str, _Task] = {}
        self.by_run: dict[UUID, _Task] = {}
        self.llm_runs: dict[UUID, _Task] = {}
        self.tool_runs: dict[UUID, _ToolRun | None] = {}
        self.call_owner: dict[str, _Task] = {}
        self.emitted: set[str] = set()
        self.awaiting: dict[str, tuple[_Pending, Any]] = {}  # call id or ns -> answered request
        self.fold: str | None = None
        self.done = False
        self.root_ns: str | None = None
        self.unbound: dict[str, _Task] = {}  # tasks entered by the task wrapper, first run not seen yet
        self.resuming = False

    # -- spans ---------------------------------------------------------------------------------
    def _start_root(self, run_id: UUID, name: str | None) -> None:
        ginfo = self.core.ginfo(self.graph)
        graph_name = str(name or getattr(self.graph, "name", None) or "LangGraph")
        self.fold = ginfo.fold if ginfo is not None else None
        root = _Task("", self.fold or graph_name, None, _now())
        root.ginfo = ginfo
        root.is_agent = True
        task_id = current_task_var.get()
        if task_id is None:
            fn = self.core.task_id_fn
            if fn is not None:
                try:
                    task_id = fn(self.thread, run_id)
                except Exception:
                    log.debug("orchtrace: task_id callable failed", exc_info=True)
            if task_id is None:
                task_id = f"langgraph:{self.thread}" if self.thread is not None else f"langgraph:{run_id}"
        self.task_id = str(task_id)
        agent_id = f"{root.name}-{_rand.getrandbits(32):08x}"
        attrs: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_AGENT,
            sc.GEN_AI_AGENT_NAME: root.name,
            sc.GEN_AI_AGENT_ID: root.name,  # stable; the instance is orchtrace.agent.instance_id
            sc.AGENT_INSTANCE_ID: agent_id,
            sc.AGENT_ROLE: "orchestrator",
            sc.AGENT_KIND: "graph",
            sc.TASK_ID: self.task_id,
            sc.GEN_AI_WORKFLOW_NAME: graph_name,
        }
        if self.thread is not None:
            attrs[sc.GEN_AI_CONVERSATION_ID] = self.thread
        tools = ginfo.agent_tools() if ginfo is not None else None
        if tools is not None:
            attrs[sc.AGENT_TOOLS] = list(tools)
        trusted_input_bytes: bytes | None = None
        if untrusted_input_agent(root.name):  # the deployment says this graph faces untrusted users
            self.input_trusted = False
        if isinstance(self.graph_input, Command) and self.graph_input.resume is not None:
            attrs[sc.LG_RESUMED] = True
        elif self.graph_input is not None and not isinstance(self.graph_input, Command) and self.input_trusted:
            # the run's input is the user's request: trusted context for intent alignment
            trusted_input_bytes = canonical_bytes(self.graph_input)
            task_evidence(trusted_input_bytes, attrs)
        root.span = self.core.tracer.start_span(f"invoke_agent {root.name}", kind=_INTERNAL, attributes=attrs,
                                                start_time=root.start_ns)
        if not self.input_trusted and self.graph_input is not None and not isinstance(self.graph_input, Command):
            _untrusted_input_message(root.span, agent_id, canonical_bytes(self.graph_input))
        elif trusted_input_bytes is not None:
            # an e-mail pasted into the user's message ("Summarize this: ..."): untrusted content
            untrusted_inside_input(root.span, agent_id, trusted_input_bytes)
        root.agent_id = agent_id
        self.root = root
        self.by_run[run_id] = root
        self.resuming = isinstance(self.graph_input, Command) and self.graph_input.resume is not None
        if self.thread is not None and not self.resuming and self.graph_input is not None:
            self.core.forget_calls(self.thread)  # a new turn: only a resume re-runs earlier calls
        if self.resuming and self.thread:
            self._prepare_resume(self.graph_input.resume)  # type: ignore[union-attr]
        elif self.graph_input is None and self.thread is not None:
            # ``invoke(None, config)`` continues past a static breakpoint: its approval
            for p in self.core.pop_pending(self.thread).values():
                if p.request_id.startswith("checkpoint:"):
                    self._decide(root, p, "approved")
                else:
                    self.core.add_pending(self.thread, p)

    def _make_agent(self, t: _Task, kind: str) -> None:
        if t.is_agent or t.no_agent:
            return
        parent = self._owner(t.parent)
        t.is_agent = True
        name = t.lc_name or t.node
        t.name = name
        if t.agent_id is None:
            t.agent_id = f"{name}-{_rand.getrandbits(32):08x}"
        attrs: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_AGENT,
            sc.GEN_AI_AGENT_NAME: name,
            sc.GEN_AI_AGENT_ID: name,
            sc.AGENT_INSTANCE_ID: t.agent_id,
            sc.AGENT_PARENT_ID: parent.agent_id,
            sc.AGENT_KIND: kind,
            sc.TASK_ID: self.task_id,
            sc.LG_NODE: t.node,
        }
        if self.thread is not None:
            attrs[sc.GEN_AI_CONVERSATION_ID] = self.thread
        tools = t.ginfo.agent_tools() if t.ginfo is not None else None
        if tools is not None:
            attrs[sc.AGENT_TOOLS] = list(tools)
        t.span = self.core.tracer.start_span(f"invoke_agent {name}", context=trace.set_span_in_context(parent.span),
                                             kind=_INTERNAL, attributes=attrs, start_time=t.start_ns)

    def _owner(self, t: _Task | None) -> _Task:
        while t is not None and not t.is_agent:
            t = t.parent
        return t if t is not None else self.root  # type: ignore[return-value]

    def _end_agent(self, t: _Task, error: BaseException | None) -> None:
        span = t.span
        if span is None or t.folded:
            return
        attrs: dict[str, Any] = {}
        if t.tok_in:
            attrs[sc.GEN_AI_USAGE_INPUT_TOKENS] = t.tok_in
        if t.tok_out:
            attrs[sc.GEN_AI_USAGE_OUTPUT_TOKENS] = t.tok_out
        if t.interrupted:
            attrs[sc.LG_INTERRUPTED] = True
        if attrs:
            span.set_attributes(attrs)
        if error is not None and not isinstance(error, (GraphBubbleUp, GeneratorExit)):
            _record_error(span, error)
        _end(span)

    def _event(self, t: _Task, name: str, attrs: dict[str, Any], ts: int | None = None) -> None:
        attrs[sc.EVENT_ID] = f"ev-{_rand.getrandbits(48):012x}"
        attrs[sc.AGENT_INSTANCE_ID] = t.agent_id
        t.span.add_event(name, attributes={k: v for k, v in attrs.items() if v is not None}, timestamp=ts)

    # -- tasks -------------------------------------------------------------------------------------
    def _start_task(self, ns: str, run_id: UUID | None, md: dict[str, Any], inputs: Any) -> _Task:
        parent_ns, _, seg = ns.rpartition("|")
        parent = self.tasks.get(parent_ns) if parent_ns and parent_ns != self.root_ns else self.root
        if parent is None:
            parent = self.root
        node = md.get("langgraph_node") or seg.split(":", 1)[0]
        t = _Task(ns, str(node), parent, _now())
        self.tasks[ns] = t
        if run_id is None:
            self.unbound[ns] = t
        else:
            self.by_run[run_id] = t
        scope_info = parent.ginfo
        is_toolnode = (scope_info is not None and node in scope_info.toolnodes) or (
            isinstance(inputs, dict) and inputs.get("__type") == "tool_call_with_context")
        if is_toolnode:
            t.no_agent = True
        if scope_info is not None:
            t.ginfo = scope_info.subs.get(t.node)
        triggers = md.get("langgraph_triggers")
        pushed = bool(triggers) and "__pregel_push" in triggers
        path = md.get("langgraph_path")
        # a functional-API @task call: ('__pregel_push', <caller's path>, i, ...); a Send: (.., i, ..)
        is_call = pushed and isinstance(path, (tuple, list)) and len(path) > 1 and isinstance(path[1], (tuple, list))
        t.send = pushed and not is_toolnode and not is_call
        mark = md.get(MARK_KEY)
        t.mark = mark
        if mark is not None and parent.mark == mark:
            mark = None  # inherited metadata of an enclosing marked node, not this node's own
        if mark is False:
            t.no_agent = True
        # A task running inside another task: the outer one runs a compiled subgraph.
        if parent is not self.root and not parent.is_agent and not parent.no_agent and not is_call:
            self._make_agent(parent, "subgraph")
        if parent.sends_done and not t.send:
            self._aggregate(parent, t.node)
        if scope_info is not None and scope_info.fold == t.node and not t.send and parent.is_agent:
            # a supervisor node *is* the agent that owns its graph (the orchestrator at the top)
            t.is_agent = t.folded = True
            t.span, t.agent_id, t.name = parent.span, parent.agent_id, parent.name
        elif not t.no_agent:
            if mark is True:
                self._make_agent(t, "node")
            elif t.send:
                self._make_agent(t, "send")
            elif t.ginfo is not None and t.ginfo.agentlike:
                self._make_agent(t, "react_agent" if t.ginfo.tools is not None else "subgraph")
        if self.awaiting:
            answered = self.awaiting.pop(ns, None)
            if answered is not None:
                self._decide(self._owner(t), *answered)
        return t

    def enter_task(self, ns: str, md: dict[str, Any], task_input: Any) -> tuple[Any, AgentFrame, str | None] | None:
        """Called by the task wrapper before a node task runs, in the thread / asyncio task that runs
        it: the span, agent frame and task id to make current there (so spans and ``@orchtrace``
        calls made inside the node nest under the right agent)."""
        with self.lock:
            if self.root is None or self.done:
                return None
            t = self.tasks.get(ns)
            if t is None:
                t = self._start_task(ns, None, md, task_input)
            owner = self._owner(t)
            if owner.span is None:
                return None
            if t is not owner and not t.no_agent and t.agent_id is None:
                # may still turn out to be an agent (it calls a model): reserve its instance id so
                # what runs inside can already name it as its caller
                t.agent_id = f"{t.lc_name or t.node}-{_rand.getrandbits(32):08x}"
            frame_task = t if (t is not owner and t.agent_id is not None and not t.no_agent) else owner
            tools = frame_task.ginfo.tools if frame_task.ginfo is not None else None
            frame = AgentFrame(frame_task.lc_name or frame_task.node if frame_task is not self.root else owner.name,
                               frame_task.agent_id or "", None, tools)
            return owner.span, frame, self.task_id

    def _end_task(self, t: _Task, error: BaseException | None) -> None:
        if self.tasks.get(t.ns) is t:
            del self.tasks[t.ns]
        if self.unbound.get(t.ns) is t:
            del self.unbound[t.ns]
        if t.sends_done:
            self._aggregate(t, None)
        if t.is_agent:
            if t.folded:
                into = self._owner(t.parent)
                into.tok_in += t.tok_in
                into.tok_out += t.tok_out
                return
            self._end_agent(t, error)
            if t.send and t.agent_id is not None:
                scope = t.parent if t.parent is not None else self.root
                if scope.sends_done is None:
                    scope.sends_done = []
                scope.sends_done.append(t.agent_id)

    def _end_root(self, error: BaseException | None) -> None:
        root = self.root
        if root is None or self.done:
            return
        self.done = True
        if root.sends_done:
            self._aggregate(root, None)
        for p, value in list(self.awaiting.values()):
            self._decide(root, p, value)
        self.awaiting.clear()
        # tasks left open (a run stopped by an exception or closed early): end them now, innermost first
        for t in sorted(self.tasks.values(), key=lambda x: -x.ns.count("|")):
            if t.is_agent and not t.folded:
                self._end_agent(t, None)
        self.tasks.clear()
        self.unbound.clear()
        self.by_run.clear()
        self.llm_runs.clear()
        self.tool_runs.clear()
        self.call_owner.clear()
        self._end_agent(root, error)
