"""The audit engine: one forward sweep per trace, shared facts, rules as hooks.

Events come sorted and every edge points forward (the converter guarantees it; traces that
break it are re-sorted by ``t`` stably and backward edges are ignored), so one pass in event
order sees every cause before its effects.

Facts kept during the sweep (all amortised O(1) per event/edge):

* **untrusted context** (taint): per agent instance an append-only *log* of the untrusted
  sources it has seen (its context: events of one agent share it, which is what temporal edges
  mean).  Along every other edge (causal, spawn, return, message, aggregate, cross-agent
  temporal) the receiving agent merges the sender's log *as it was at the sending event* (a
  snapshot is just ``(log, length)``); merges remember how much of each log they already took,
  so each log entry is copied at most once per receiving log.  A context that starts by
  inheriting another (a spawned child, the first message to an agent) points at the other log's
  prefix instead of copying it (fan-out is O(1) per child; chains deeper than
  ``MAX_BASE_DEPTH`` are copied).  Every entry keeps a predecessor pointer (where it entered,
  from which event, by which edge, parent log), which gives the evidence path source -> sink
  without any search.  A sanitizer tool's result starts a new, clean log for its agent.
* **approvals and rejections** (human_intervention events) reach later events the same way
  (but not up through return/aggregate edges); per log and target key they are kept in order,
  spent ones dropped from the tail, so an action finds the latest applicable one in amortised
  O(1).
* **effective allowlists** per agent instance (declared on its spawn / root event, from the
  policy, or inherited from the parent).
"""

from __future__ import annotations

import fnmatch
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..intent import COMPOUND
from ..request_count import SEVERAL
from . import memoryflow
from .columns import _HASH_FIELDS, _clean_hashes, _columns
from .dedup import fold, report_risk
from .findings import Finding
from .policy import ToolRule
from .reported import Reported, materialise, shifted
from .sources import peer_injects
from .sweep_approvals import ApprovalsMixin
from .sweep_flow import FlowMixin
from .sweep_intent import IntentContrastMixin
from .taint import (
    MAX_BASE_DEPTH,
    STRONG_INJECTION,
    TOKEN_BLOCKED,
    TaintLog,
    TokenLog,
    source_strength,
)

if TYPE_CHECKING:
    from .runner import Engine


class Sweep(ApprovalsMixin, FlowMixin, IntentContrastMixin):
    """State of the audit of one trace; rules read it and report through it."""

    def __init__(self, engine: Engine, trace: Any) -> None:
        self.engine = engine
        self.policy = engine.policy
        ev_list, edges, meta = _columns(trace)
        self.meta = meta
        self.trace_id = str(meta.get("trace_id", ""))
        self.task_id = str(meta.get("task_id", ""))
        self.system = meta.get("system")
        self.events: list[Mapping[str, Any]] = ev_list
        n = len(ev_list)
        self.n = n
        self.n_edges = len(edges)
        self.ids: list[str] = [e["id"] for e in ev_list]
        self.types: list[str] = [e["type"] for e in ev_list]
        self.agents: list[str] = [e["agent"] for e in ev_list]
        self.pos: dict[str, int] = {eid: k for k, eid in enumerate(self.ids)}
        self.reports: list[Reported] = []  # during the sweep
        self.findings: list[Finding] = []  # at its end: the reports folding kept, as findings
        # incoming merge edges per event, and the events whose snapshot somebody needs
        self.incoming: dict[int, list[tuple[int, str]]] = {}
        self.need_snap: set[int] = set()
        pos = self.pos
        agents = self.agents
        incoming = self.incoming
        need_snap = self.need_snap
        for src, dst, et in edges:
            a = pos.get(src)
            b = pos.get(dst)
            if a is None or b is None or a >= b or et == "safety_flow":
                continue
            if et == "temporal" and agents[a] == agents[b]:
                continue  # implicit: an agent's events share its context
            inc = incoming.get(b)
            if inc is None:
                incoming[b] = [(a, et)]
            else:
                inc.append((a, et))
            need_snap.add(a)
        # trusted context: hashes of the user's task (root agents' input)
        self.trusted_hashes: set[int] = set()
        # of those, the values the user named (a root input's ``request_fingerprint``: its user
        # passages apart from the app's system prompt; a root input without one is all the user's)
        self.request_hashes: set[int] = set()
        self.n_human = 0
        # hashes some action argument carries: only those need indexing on the source side
        self.sink_hashes: set[int] = set()
        self.task_effects: set[str] = set()  # effect classes the trusted task asks for
        for k, e in enumerate(ev_list):
            if not _HASH_FIELDS.isdisjoint(e):  # (no set built per event)
                e = ev_list[k] = _clean_hashes(e)
            fp = e.get("input_fingerprint")
            if fp:
                self.trusted_hashes.update(fp)
                self.request_hashes.update(e.get("request_fingerprint") or fp)
            eff = e.get("input_effects")
            if eff:
                self.task_effects.update(str(x) for x in eff)
            et = e["type"]
            if et == "human_intervention":
                self.n_human += 1
            elif et == "tool_call":
                afp = e.get("arg_fingerprints")
                if afp:
                    for hashes in afp.values():
                        if hashes:
                            self.sink_hashes.update(hashes)
        # a task asking for more than one thing (a marker beside the effect classes, not one)
        self.task_compound = COMPOUND in self.task_effects
        # a task asking for several of something ("pay the three invoices"): a marker too
        self.task_several = SEVERAL in self.task_effects
        self.task_effects -= {COMPOUND, SEVERAL}
        # sweep state
        self.taint: dict[str, TaintLog] = {}
        self.tokens: dict[str, TokenLog] = {}
        self.snap_taint: dict[int, tuple[TaintLog, int]] = {}
        self.snap_tok: dict[int, tuple[TokenLog, int]] = {}
        self.appr_snap: dict[int, tuple[TaintLog, int]] = {}  # approval idx -> taint at approval
        self.hi_key: dict[int, str] = {}  # intervention idx -> what it is about
        self.consumed: set[int] = set()
        self.sanitized: set[str] = set()  # agents whose context a sanitizer cleaned
        self.source_score: dict[int, int] = {}  # source idx -> injection score
        self.hash_index: dict[int, list[int]] = {}
        self.unindexed: list[int] = []
        self.allow: dict[str, tuple[tuple[str, ...] | None, int, str]] = {}  # agent -> (patterns, decl idx, how)
        self.grant: dict[str, tuple[str, ...] | None] = {}
        self.spawn_of: dict[str, int] = {}  # child instance -> spawn idx
        self.agent_code: dict[str, Any] = {}  # agent instance -> code location of its function
        self.auth: dict[int, tuple[str | None, int]] = {}  # action idx -> (approved|rejected|None, hi idx)
        self.reported: dict[int, set[str]] = {}  # event idx -> codes reported there
        # (fold key, severity) -> the highest evidence-model risk reported (dedup.folded_early)
        self.fold_top: dict[tuple[str, ...], float] = {}
        self._flow_cache: dict[int, Any] = {}
        self._planted_cache: dict[int, tuple[frozenset[int], frozenset[int]]] = {}
        self._record_cache: dict[int, frozenset[int]] = {}
        self._commanded_cache: dict[int, frozenset[int] | None] = {}
        self._own_cache: dict[int, frozenset[int]] = {}  # source idx -> its first-person values
        self._key_value_tools: dict[int, set[str]] | None = None
        self._named_targets: dict[str, set[int]] | None = None
        self._aims: dict[str, set[frozenset[Any]]] | None = None
        self._asked_any: bool | None = None  # does the task ask for some action of the run?
        self._named_counts: dict[str, int] | None = None  # action tool -> words of its name named
        self._clean_aims: dict[str, set[frozenset[Any]]] | None = None  # per tool, on first use
        self._suspect_hashes: set[int] = set()  # values inside instruction-like passages
        self._asked_cache: dict[tuple[str, str | None], bool | None] = {}
        self._object_cache: dict[tuple[str, str | None], bool] = {}  # tool -> asked by its object only
        self.risk_cache: dict[int, Any] = {}  # action idx -> evidence model verdict (audit.risk)
        self.tool_flags_cache = engine.tool_flags_cache
        self._flags_i = -1  # the last event whose flags were resolved (rules ask repeatedly)
        self._flags: Any = None

    # -- access -----------------------------------------------------------------------------------
    def ev(self, i: int) -> Mapping[str, Any]:
        return self.events[i]

    def agent_name(self, i: int) -> str | None:
        e = self.events[i]
        return e.get("agent_name") or e["agent"]

    def tool_flags(self, i: int) -> ToolRule:
        """Effective trusted/sensitive/requires_approval/sanitizer/egress of a tool event."""
        if i == self._flags_i:
            return self._flags
        e = self.events[i]
        tool = e.get("tool") or ""
        key = (tool, e.get("trusted"), bool(e.get("sensitive")), bool(e.get("requires_approval")))
        flags = self.tool_flags_cache.get(key)
        if flags is None:
            flags = self.engine.resolve_tool(*key)
            self.tool_flags_cache[key] = flags
        self._flags_i, self._flags = i, flags
        return flags

    def is_action(self, i: int) -> bool:
        if self.types[i] != "tool_call":
            return False
        f = self.tool_flags(i)
        return bool(f.sensitive or f.requires_approval)

    # -- the sweep ---------------------------------------------------------------------------------
    def run(self) -> list[Finding]:
        engine = self.engine
        handlers = engine.handlers
        passive = engine.passive_handlers
        events = self.events
        types = self.types
        agents = self.agents
        incoming = self.incoming
        need_snap = self.need_snap
        taint = self.taint
        tokens = self.tokens
        untrusted_agents = engine.untrusted_agent_names
        for i in range(self.n):
            e = events[i]
            a = agents[i]
            et = types[i]
            tl = taint.get(a)
            if tl is None:  # the agent's first event
                tl = taint[a] = TaintLog()
                tokens[a] = TokenLog()
                self._first_event(i, a, e)
            tk = tokens[a]
            inc = incoming.get(i)
            if inc:
                for src, via in inc:
                    snap = self.snap_taint.get(src)
                    if snap is not None and snap[0] is not tl:
                        self._merge_taint(tl, snap, i, src, via)
                    ksnap = self.snap_tok.get(src) if via not in TOKEN_BLOCKED else None
                    if ksnap is not None and ksnap[0] is not tk:
                        self._merge_tokens(tk, ksnap)
            # own facts
            if et == "tool_result":
                flags = self.tool_flags(i)
                if flags.sanitizer:
                    tl = taint[a] = TaintLog()
                    self.sanitized.add(a)
                elif flags.trusted is False and e.get("status") not in ("error",):
                    self._add_source(tl, i, e)
            elif et == "human_intervention":
                self._add_intervention(tk, tl, i, e)
            elif et == "spawn":
                to = e.get("to")
                if to:
                    self.spawn_of[str(to)] = i
                    if e.get("code"):
                        self.agent_code.setdefault(str(to), e["code"])
            elif et in ("message", "return"):
                # content from an untrusted party (an end user's input), a peer's content in
                # which the recognizer found an instruction that overrides the agent's task and
                # that no tracked source explains (no source in its context carries an
                # instruction, no sanitizer vouched for it: :func:`sources.peer_injects`; an
                # unflagged tool output it read cannot have put the instruction there), or any
                # message/return of an agent the policy
                # distrusts: a source like an untrusted tool output
                if (e.get("trusted") is False
                        or (peer_injects(e) and not tl.has_strong() and a not in self.sanitized)
                        or (untrusted_agents and self._untrusted_agent(i))):
                    self._add_source(tl, i, e)
                if et == "return" and e.get("code"):
                    self.agent_code.setdefault(a, e["code"])
            if e.get("channel") == "memory":  # shared memory: taint across writes/reads (AV4)
                memoryflow.on_event(self, i, e, taint[a])
            if et == "tool_call" and self.is_action(i):
                self.auth[i] = self._authorize(tk, i, e)
                checks = handlers.get(et, ())
            else:
                checks = passive.get(et, ())
            for rule in checks:
                rule.check(self, i)
            if i in need_snap:  # (an empty context merges as nothing: not stored)
                tl = taint[a]
                if tl.log or tl.base is not None:
                    self.snap_taint[i] = (tl, len(tl.log))
                if tk.log or tk.base is not None:
                    self.snap_tok[i] = (tk, len(tk.log))
        for rule in engine.enabled:
            rule.finish(self)
        self.findings = [materialise(self, r) for r in fold(self.reports, lambda r: report_risk(self, r.at))]
        return self.findings

    def _untrusted_agent(self, i: int) -> bool:
        name = self.agent_name(i) or ""
        hit = self.engine.untrusted_agent_cache.get(name)
        if hit is None:
            hit = any(fnmatch.fnmatchcase(name, p) for p in self.engine.untrusted_agent_names)
            self.engine.untrusted_agent_cache[name] = hit
        return hit

    def _first_event(self, i: int, a: str, e: Mapping[str, Any]) -> None:
        """Fix the agent's effective allowlist when its first event is seen."""
        name = e.get("agent_name") or a
        spawn_idx = self.spawn_of.get(a)
        declared: tuple[str, ...] | None
        if spawn_idx is not None:
            sp = self.events[spawn_idx]
            tools = sp.get("tools")
            declared = tuple(tools) if tools is not None else None
            decl_idx = spawn_idx
            parent = self.agents[spawn_idx]
        else:
            # A root's own allowlist rides on its first event as ``agent_tools``; traces written
            # before that field existed carry it as ``tools`` (never on a spawn: that is the child's).
            tools = e.get("agent_tools")
            if tools is None and e["type"] != "spawn":
                tools = e.get("tools")
            declared = tuple(tools) if tools is not None else None
            decl_idx = i
            parent = None
        pol = self.engine.agent_rule(str(name))
        how = "declared"
        if pol is not None and pol.tools is not None:
            declared = tuple(pol.tools)
            how = "policy"
        if declared is None and parent is not None and parent in self.allow:
            p_allow, p_idx, _ = self.allow[parent]
            if p_allow is not None:
                declared, decl_idx, how = p_allow, p_idx, "inherited"
        self.allow[a] = (declared, decl_idx, how if declared is not None else "undeclared")
        if pol is not None and pol.may_grant is not None:
            self.grant[a] = tuple(pol.may_grant)
        else:
            self.grant[a] = declared

    def _merge_taint(self, dst: TaintLog, snap: tuple[TaintLog, int], at: int, src_idx: int, via: str) -> None:
        src, length = snap
        if dst.empty() and src.depth < MAX_BASE_DEPTH:
            if length or src.base is not None:
                dst.base = (src, length, at, src_idx, via)
                dst.depth = src.depth + 1
                dst.merged[src.serial] = length
            return
        self._copy_taint(dst, src, length, at, src_idx, via, src)

    def _copy_taint(self, dst: TaintLog, src: TaintLog, length: int, at: int, src_idx: int, via: str,
                    parent: TaintLog) -> None:
        """Copy what is new in ``src[:length]`` (and its inherited prefixes) into ``dst``."""
        for lg, limit in src.levels():
            if lg is dst:  # the sender inherited from the receiver: nothing new below
                break
            end = min(length, limit) if lg is src else limit
            done = dst.merged.get(lg.serial, 0)
            if end <= done:
                continue
            score = self.source_score
            for p in range(done, end):
                s = lg.log[p][0]
                if not dst.contains(s):
                    dst.members[s] = len(dst.log)
                    if score.get(s, 0) >= STRONG_INJECTION:
                        dst.strong.append(len(dst.log))
                    dst.log.append((s, at, src_idx, via, parent))
            dst.merged[lg.serial] = end

    def _add_source(self, tl: TaintLog, i: int, e: Mapping[str, Any]) -> None:
        score = source_strength(e, self.engine.instruction_threshold)
        self.source_score[i] = score
        tl.members[i] = len(tl.log)
        if score >= STRONG_INJECTION:
            tl.strong.append(len(tl.log))
        tl.log.append((i, i, -1, None, None))
        if e.get("fingerprint") or e.get("injection_entities") or e.get("suspect_entities"):
            self.unindexed.append(i)


    # -- reporting ---------------------------------------------------------------------------------
    def report(self, rule: Any, at: int, message: str, *, path: list[tuple[int, str | None]] | None = None,
               offset: int = 0, strength: str | None = None, details: dict[str, Any] | None = None,
               notes: dict[int, str] | None = None, tool: str | None = None) -> Reported:
        """Record a finding of ``rule`` at event ``at``.  It becomes a :class:`Finding` at the end of
        the sweep, and only if folding keeps it (:func:`.dedup.fold`)."""
        e = self.events[at]
        base = self.engine.severity[rule.code]
        steps = path or [(at, None)]
        name = e.get("agent_name")
        details = details or {}
        details.setdefault("_order", steps[0][0])  # removed before output
        ids = self.ids
        rep = Reported(rule.code, rule.name, shifted(base, offset), message, at,
                       steps, [ids[idx] for idx, _ in steps], notes or {}, strength, details,
                       tool if tool is not None else e.get("tool"), self.agents[at],
                       str(name) if name is not None else None)
        self.reports.append(rep)
        self.mark_reported(at, rule.code)
        return rep

    def mark_reported(self, at: int, code: str) -> None:
        """Remember that rule ``code`` reported at event ``at`` (rules read it to stay quiet)."""
        codes = self.reported.get(at)
        if codes is None:
            self.reported[at] = {code}
        else:
            codes.add(code)

