"""Orchestration vocabulary of the LangGraph handler (mixed into
:class:`~orchtrace_langgraph._handler.RunHandler`): handoffs, ``Command`` gotos and ``Send``
fan-outs, ``interrupt()`` requests and the resume decisions answering them, reducer aggregates,
and LangGraph's own interrupt/resume callbacks."""

from __future__ import annotations

import logging
from typing import Any

from langgraph.errors import GraphInterrupt
from langgraph.types import Command, Send

from orchtrace import semconv as sc
from orchtrace.content import canonical_bytes, ref_of_bytes

from ._resume import saved_interrupt_ids
from ._run_state import _Pending, _Task
from ._span_helpers import _decision_of

log = logging.getLogger("orchtrace.langgraph")


class OrchestrationEvents:
    """Handoff/fan-out/interrupt/decision/aggregate events of a run (state lives on the
    :class:`~orchtrace_langgraph._handler.RunHandler`)."""

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
