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
from collections import OrderedDict
from typing import Any
from uuid import UUID

from langgraph.callbacks import GraphCallbackHandler
from langgraph.errors import GraphBubbleUp, GraphInterrupt, ParentCommand
from langgraph.types import Command, Send
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode

from orchtrace import semconv as sc
from orchtrace.capture.context import AgentFrame, current_task_var, task_input_trusted_var
from orchtrace.capture.decorators import _captured, _untrusted_input_message
from orchtrace.capture.decorators import end_span as _end  # ordered with decorator spans' handed-off ends
from orchtrace.capture.evidence import arg_evidence, output_evidence, result_evidence, task_evidence
from orchtrace.capture.trust import untrusted_input_agent
from orchtrace.config import settings
from orchtrace.content import canonical_bytes, ref_of_bytes
from orchtrace.registry import flags_for

from ._graphinfo import GraphInfo
from ._resume import saved_interrupt_ids

log = logging.getLogger("orchtrace.langgraph")
_rand = random.Random()
_now = time.time_ns
_INTERNAL = trace.SpanKind.INTERNAL

# Nodes that are the model step of a react agent (create_react_agent: "agent", create_agent:
# "model"): the agent is the graph around them, not the node.
REACT_MODEL_NODES = frozenset({"agent", "model", "call_model"})
MARK_KEY = sc.LG_AGENT_MARK
_MAX_THREADS = 1024  # threads remembered for interrupt/resume pairing and tool-call dedup
_MAX_CALLS = 4096


def _record_error(span: Any, error: BaseException) -> None:
    """Exception type on the span; its message and stack only with content capture on (they can
    hold the data the call failed on)."""
    if settings.capture_content:
        span.record_exception(error, escaped=True)
        span.set_status(Status(StatusCode.ERROR, f"{type(error).__name__}: {error}"[:256]))
    else:
        span.set_status(Status(StatusCode.ERROR, type(error).__name__))
    span.set_attribute(sc.ERROR_TYPE, type(error).__qualname__)


def _truncate(text: str) -> str:
    limit = settings.max_content_chars
    return text if len(text) <= limit else text[:limit] + "...[truncated]"


def _output_verdict(span: Any, outputs: Any) -> None:
    """The recognizer's verdict on a node agent's output (its return), never the output."""
    try:
        attrs: dict[str, Any] = {}
        output_evidence(canonical_bytes(outputs.update if isinstance(outputs, Command) else outputs), attrs)
        if attrs:
            span.set_attributes(attrs)
    except Exception:
        log.debug("orchtrace: output evidence failed", exc_info=True)


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


def _decision_of(value: Any) -> tuple[str, str, str | None]:
    """(kind, decision, actor) of a resume value: approve/reject/edit strings, bools, dicts."""
    actor = None
    v = value
    if isinstance(v, dict):
        actor = next((str(v[k]) for k in ("actor", "user", "reviewer", "approver") if v.get(k)), None)
        decisions = v.get("decisions")
        if isinstance(decisions, list) and decisions and isinstance(decisions[0], dict):
            v = decisions[0].get("type", decisions[0].get("decision"))
        else:
            for key in ("decision", "type", "action", "approved", "approve", "response"):
                if key in v:
                    v = v[key]
                    break
    if isinstance(v, bool):
        return "approval", ("approved" if v else "rejected"), actor
    text = str(v).strip().lower() if isinstance(v, (str, int, float)) else ""
    if text in ("approve", "approved", "yes", "y", "ok", "accept", "accepted", "allow", "true", "1", "go"):
        return "approval", "approved", actor
    if text in ("reject", "rejected", "no", "n", "deny", "denied", "false", "0", "abort", "stop", "cancel"):
        return "approval", "rejected", actor
    if text in ("edit", "edited"):
        return "edit", "edited", actor
    return "feedback", "responded", actor


class RunHandler(GraphCallbackHandler):
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
        if untrusted_input_agent(root.name):  # the deployment says this graph faces untrusted users
            self.input_trusted = False
        if isinstance(self.graph_input, Command) and self.graph_input.resume is not None:
            attrs[sc.LG_RESUMED] = True
        elif self.graph_input is not None and not isinstance(self.graph_input, Command) and self.input_trusted:
            # the run's input is the user's request: trusted context for intent alignment
            task_evidence(canonical_bytes(self.graph_input), attrs)
        root.span = self.core.tracer.start_span(f"invoke_agent {root.name}", kind=_INTERNAL, attributes=attrs,
                                                start_time=root.start_ns)
        if not self.input_trusted and self.graph_input is not None and not isinstance(self.graph_input, Command):
            _untrusted_input_message(root.span, agent_id, canonical_bytes(self.graph_input))
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

    # -- vocabulary ------------------------------------------------------------------------------
    def _handoff(self, caller: _Task, targets: Any, tool: str | None) -> None:
        if isinstance(targets, (str, Send)):
            targets = [targets]
        for target in targets or ():
            dest = target.node if isinstance(target, Send) else str(target)
            self._event(caller, sc.EVENT_DECISION, {sc.DECISION_KIND: "delegate", sc.DECISION_TARGET: dest,
                                                    sc.LG_HANDOFF_TOOL: tool})
            self._event(caller, sc.EVENT_MESSAGE, {sc.MESSAGE_FROM: caller.agent_id, sc.MESSAGE_TO: dest,
                                                   sc.MESSAGE_REF: ref_of_bytes(canonical_bytes(
                                                       {"handoff": dest, "from": caller.name}))})

    def _node_goto(self, t: _Task, goto: Any) -> None:
        """A node returning ``Command(goto=<node>)`` hands control to that node: a delegation;
        ``Command(goto=[Send(...), ...])`` is a fan-out: a spawn decision."""
        targets = goto if isinstance(goto, (list, tuple)) else [goto]
        names = [g for g in targets if isinstance(g, str) and g != "__end__"]
        if names:
            self._handoff(self._owner(t), names, None)
        self._fan_out(t, targets)

    def _fan_out(self, issuer: _Task | None, targets: Any) -> None:
        """``Send``s returned by a node (or its conditional edge): the node's agent decided to
        spawn those workers -- one ``spawn`` decision naming them, on that agent."""
        sends = [g for g in targets if isinstance(g, Send)] if isinstance(targets, (list, tuple)) else (
            [targets] if isinstance(targets, Send) else [])
        scope = issuer.parent if issuer is not None and issuer.parent is not None else self.root
        toolnodes = scope.ginfo.toolnodes if scope is not None and scope.ginfo is not None else ()
        sends = [x for x in sends if x.node not in toolnodes and not (  # tool calls are not spawns
            isinstance(x.arg, dict) and x.arg.get("__type") == "tool_call_with_context")]
        if not sends:
            return
        owner = self._owner(issuer)
        self._event(owner, sc.EVENT_DECISION, {sc.DECISION_KIND: "spawn",
                                                sc.DECISION_TARGET: [str(x.node) for x in sends],
                                                sc.LG_NODE: issuer.node if issuer is not None else None})

    def _interrupt(self, owner: _Task, error: BaseException, tool: str | None, call_id: str | None, ns: str) -> None:
        interrupts = error.args[0] if error.args and isinstance(error.args[0], (tuple, list)) else ()
        for it in interrupts:
            iid = getattr(it, "id", None)
            if not iid or iid in self.emitted:
                continue
            self.emitted.add(iid)
            owner.interrupted = True
            self._event(owner, sc.EVENT_HUMAN, {sc.HUMAN_KIND: "request", sc.HUMAN_DECISION: "pending",
                                                sc.HUMAN_TARGET_TOOL: tool, sc.HUMAN_TARGET_CALL_ID: call_id,
                                                sc.HUMAN_REQUEST_ID: iid})
            if self.thread is not None:
                self.core.add_pending(self.thread, _Pending(iid, tool, call_id, ns))

    def _prepare_resume(self, resume: Any) -> None:
        pending = self.core.pop_pending(self.thread)  # type: ignore[arg-type]
        keyed = isinstance(resume, dict) and bool(resume) and all(k in pending for k in resume)
        if pending:
            for rid, p in pending.items():
                if keyed and rid not in resume:
                    self.core.add_pending(self.thread, p)  # type: ignore[arg-type]  # still open
                    continue
                value = resume[rid] if keyed else resume
                self.awaiting[p.call_id or p.ns] = (p, value)
        else:
            # Another process asked (or the answer is for a static breakpoint): record the decision
            # now, on the orchestrator, paired by interrupt id when the resume map names them, or
            # else by the interrupts the checkpointer saved for this thread (a bare resume value).
            items = list(resume.items()) if isinstance(resume, dict) and resume and all(
                isinstance(k, str) and len(k) == 32 for k in resume) else [(None, resume)]
            if items[0][0] is None:
                saved = saved_interrupt_ids(self.graph, self.thread)
                if saved:
                    items = [(rid, resume) for rid in saved]
            for rid, value in items:
                self._decide(self.root, _Pending(rid, None, None, ""), value)  # type: ignore[arg-type]

    def _decide(self, owner: _Task, p: _Pending, value: Any) -> None:
        kind, decision, actor = _decision_of(value)
        if p.tool is not None and kind == "feedback":
            kind = "approval"  # an answer to a tool's interrupt is its approval (decision 'responded')
        self._event(owner, sc.EVENT_HUMAN, {sc.HUMAN_KIND: kind, sc.HUMAN_DECISION: decision, sc.HUMAN_ACTOR: actor,
                                            sc.HUMAN_TARGET_TOOL: p.tool, sc.HUMAN_TARGET_CALL_ID: p.call_id,
                                            sc.HUMAN_REQUEST_ID: p.request_id})

    def _aggregate(self, scope: _Task, consumer: str | None) -> None:
        ids = scope.sends_done
        scope.sends_done = None
        if not ids:
            return
        owner = self._owner(scope)
        self._event(owner, sc.EVENT_AGGREGATE, {sc.AGGREGATE_STRATEGY: "reducer", sc.AGGREGATE_INPUT_AGENT_IDS: ids,
                                                sc.AGGREGATE_INPUT_REFS: [], sc.AGGREGATE_INPUT_EVENT_IDS: [],
                                                sc.LG_NODE: consumer})

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

    def _task_of(self, metadata: dict[str, Any] | None) -> _Task | None:
        ns = metadata.get("langgraph_checkpoint_ns") if metadata else None
        t = self.tasks.get(ns) if ns else None
        return t if t is not None else self.root

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                            metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        try:
            with self.lock:
                t = self._task_of(metadata)
                if t is None:
                    return
                if (not t.is_agent and not t.no_agent and t is not self.root and t.node not in REACT_MODEL_NODES
                        and not t.send):
                    self._make_agent(t, "node")
                owner = self._owner(t)
                self.llm_runs[run_id] = owner
                md = metadata or {}
                model, provider = md.get("ls_model_name"), md.get("ls_provider")
                if owner.span is not None and (model or provider):
                    owner.span.set_attributes({k: str(v) for k, v in ((sc.GEN_AI_REQUEST_MODEL, model),
                                                                      (sc.GEN_AI_PROVIDER_NAME, provider)) if v})
        except Exception:
            log.debug("orchtrace: on_chat_model_start failed", exc_info=True)

    def on_llm_start(self, serialized: Any, prompts: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                     metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self.on_chat_model_start(serialized, prompts, run_id=run_id, metadata=metadata)

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        owner = self.llm_runs.pop(run_id, None)
        if owner is None:
            return
        try:
            tin = tout = 0
            for gens in getattr(response, "generations", None) or ():
                for g in gens:
                    msg = getattr(g, "message", None)
                    usage = getattr(msg, "usage_metadata", None)
                    if usage:
                        tin += int(usage.get("input_tokens") or 0)
                        tout += int(usage.get("output_tokens") or 0)
                    for tc in getattr(msg, "tool_calls", None) or ():
                        call_id = tc.get("id")
                        if call_id:
                            self.call_owner[call_id] = owner
            if not (tin or tout):
                usage = (getattr(response, "llm_output", None) or {}).get("token_usage") or {}
                tin = int(usage.get("prompt_tokens") or usage.get("input_tokens") or 0)
                tout = int(usage.get("completion_tokens") or usage.get("output_tokens") or 0)
            with self.lock:
                owner.tok_in += tin
                owner.tok_out += tout
        except Exception:
            log.debug("orchtrace: on_llm_end failed", exc_info=True)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self.llm_runs.pop(run_id, None)

    def on_tool_start(self, serialized: Any, input_str: str, *, run_id: UUID, parent_run_id: UUID | None = None,
                      tags: Any = None, metadata: dict[str, Any] | None = None, inputs: Any = None,
                      **kwargs: Any) -> None:
        try:
            with self.lock:
                t = self._task_of(metadata)
                if t is None:
                    return
                md = metadata or {}
                name = str(kwargs.get("name") or (serialized or {}).get("name") or "tool")
                call_id = kwargs.get("tool_call_id")
                caller = (self.call_owner.get(call_id) if call_id else None) or self._owner(t)
                if caller.span is None:
                    caller = self.root  # type: ignore[assignment]
                dest = md.get("__handoff_destination")
                if dest:
                    self._handoff(caller, dest, name)
                    self.tool_runs[run_id] = None
                    return
                if self.resuming and call_id and self.core.was_done(self.thread, call_id):  # type: ignore[arg-type]
                    self.tool_runs[run_id] = None  # already recorded before an interrupt: re-run
                    return
                if self.awaiting and call_id:
                    answered = self.awaiting.pop(call_id, None)
                    if answered is not None:
                        self._decide(caller, *answered)
                desc = (serialized or {}).get("description") if isinstance(serialized, dict) else None
                if desc:
                    md = {**md, "__orchtrace_description": str(desc)}
                self.tool_runs[run_id] = _ToolRun(name, call_id, caller, _now(),
                                                  inputs if inputs is not None else input_str, md)
        except Exception:
            log.debug("orchtrace: on_tool_start failed", exc_info=True)

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        tr = self.tool_runs.pop(run_id, None)
        if tr is None:
            return
        try:
            with self.lock:
                if isinstance(output, Command) and output.graph == Command.PARENT and output.goto:
                    self._handoff(tr.caller, output.goto, tr.name)
                    return
                self._tool_span(tr, output, None)
        except Exception:
            log.debug("orchtrace: on_tool_end failed", exc_info=True)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        tr = self.tool_runs.pop(run_id, None)
        if tr is None:
            return
        try:
            with self.lock:
                if isinstance(error, GraphInterrupt):
                    ns = (tr.metadata or {}).get("langgraph_checkpoint_ns") or ""
                    self._interrupt(tr.caller, error, tr.name, tr.call_id, ns)
                elif isinstance(error, ParentCommand):
                    cmd = error.args[0] if error.args else None
                    self._handoff(tr.caller, getattr(cmd, "goto", None), tr.name)
                elif not isinstance(error, GraphBubbleUp):
                    self._tool_span(tr, None, error)
        except Exception:
            log.debug("orchtrace: on_tool_error failed", exc_info=True)

    def _tool_span(self, tr: _ToolRun, output: Any, error: BaseException | None) -> None:
        flags = flags_for(tr.name, tr.metadata)
        caller = tr.caller
        attrs: dict[str, Any] = {
            sc.GEN_AI_OPERATION_NAME: sc.OP_EXECUTE_TOOL,
            sc.GEN_AI_TOOL_NAME: tr.name,
            sc.GEN_AI_TOOL_TYPE: "function",
            sc.TOOL_TRUSTED: flags.trusted,
            sc.TOOL_CALLER_AGENT_ID: caller.agent_id,
            sc.TASK_ID: self.task_id,
        }
        if tr.call_id:
            attrs[sc.GEN_AI_TOOL_CALL_ID] = str(tr.call_id)
        if self.thread is not None:
            attrs[sc.GEN_AI_CONVERSATION_ID] = self.thread
        desc = tr.metadata.get("__orchtrace_description")
        if desc:
            attrs[sc.GEN_AI_TOOL_DESCRIPTION] = desc
        if flags.sensitive:
            attrs[sc.TOOL_SENSITIVE] = True
        if flags.requires_approval:
            attrs[sc.TOOL_REQUIRES_APPROVAL] = True
        if flags.executes_code:  # execution context (AV8), from orchtrace.mark_tool
            attrs[sc.TOOL_EXECUTES_CODE] = True
        if flags.isolation:
            attrs[sc.TOOL_ISOLATION] = flags.isolation
        args = tr.inputs
        if (flags.sensitive or flags.requires_approval) and isinstance(args, dict):
            for key, value in args.items():
                arg_evidence(str(key), canonical_bytes(value), attrs)
        data = canonical_bytes(args)
        attrs[sc.TOOL_ARGS_REF] = ref_of_bytes(data)
        attrs[sc.TOOL_ARGS_SIZE] = len(data)
        capture = settings.capture_content
        if capture:  # an object of named arguments, whole or left out (never cut JSON)
            named = args if isinstance(args, dict) else {"input": args}
            _captured(attrs, sc.GEN_AI_TOOL_CALL_ARGUMENTS, canonical_bytes(named))
        status_error = None
        if error is None:
            result = output
            if hasattr(output, "tool_call_id") and hasattr(output, "content"):  # a ToolMessage
                result = output.content
                if getattr(output, "status", None) == "error":
                    status_error = "ToolMessage(status=error)"
            elif isinstance(output, Command):
                result = output.update
            rdata = canonical_bytes(result)
            attrs[sc.TOOL_RESULT_REF] = ref_of_bytes(rdata)
            attrs[sc.TOOL_RESULT_SIZE] = len(rdata)
            if not flags.trusted:
                result_evidence(rdata, attrs)
            if capture:
                _captured(attrs, sc.GEN_AI_TOOL_CALL_RESULT, rdata)
        span = self.core.tracer.start_span(f"execute_tool {tr.name}", context=trace.set_span_in_context(caller.span),
                                           kind=_INTERNAL, attributes=attrs, start_time=tr.start_ns)
        if error is not None:
            _record_error(span, error)
        elif status_error:
            span.set_status(Status(StatusCode.ERROR, status_error))
            span.set_attribute(sc.ERROR_TYPE, "ToolError")
        _end(span)
        if tr.call_id and self.thread is not None and error is None:
            self.core.call_done(self.thread, str(tr.call_id))

    # -- LangGraph lifecycle callbacks ---------------------------------------------------------------
    def on_interrupt(self, event: Any) -> None:
        try:
            if tuple(getattr(event, "checkpoint_ns", ()) or ()) != () or self.root is None:
                return
            with self.lock:
                interrupts = tuple(getattr(event, "interrupts", ()) or ())
                fresh = [it for it in interrupts if getattr(it, "id", None) not in self.emitted]
                if fresh:
                    self._interrupt(self.root, GraphInterrupt(tuple(fresh)), None, None, "")
                elif not interrupts:  # a static breakpoint (interrupt_before / interrupt_after)
                    rid = f"checkpoint:{event.checkpoint_id}"
                    self._event(self.root, sc.EVENT_HUMAN, {sc.HUMAN_KIND: "request", sc.HUMAN_DECISION: "pending",
                                                            sc.HUMAN_REQUEST_ID: rid})
                    if self.thread is not None:
                        self.core.add_pending(self.thread, _Pending(rid, None, None, ""))
        except Exception:
            log.debug("orchtrace: on_interrupt failed", exc_info=True)

    def on_resume(self, event: Any) -> None:
        return None
