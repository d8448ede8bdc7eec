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

import bisect
import datetime as _dt
import fnmatch
import gc
import itertools
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..fingerprint import is_entity_hash
from ..intent import asked_by_task, is_free_text_arg
from ..schema.models import Edge, Event, OrchestrationTrace
from .findings import (
    SEVERITY_RANK,
    AuditResult,
    EvidenceStep,
    Finding,
    Location,
    TraceSummary,
    finding_fingerprint,
)
from . import memoryflow
from .sources import peer_injects
from .dedup import fold
from .policy import Policy, ToolRule, severity_shift

# Injection indicator categories (orchtrace.fingerprint.injection_indicators) and their weight.
# A source is "strongly suspicious" at weight >= 2: "exfiltration" phrasing alone ("please send
# the figures to carol@corp.example") or a stray HTML comment is common in benign mail and pages.
INJECTION_WEIGHTS = {
    "ignore_instructions": 2,
    "role_override": 1,
    "addressed_to_ai": 1,
    "secrecy": 1,
    "hidden_markup": 1,
    "exfiltration": 1,
}
STRONG_INJECTION = 2
# Human approvals/rejections are about what the agent (and what it delegates to) does next: they
# do not travel up to the parent with a child's result.
TOKEN_BLOCKED = frozenset({"return", "aggregate"})
NOT_A_VERDICT = frozenset({"feedback", "request"})
_ctx_serial = itertools.count(1)


def injection_score(categories: Iterable[str] | None) -> int:
    if not categories:
        return 0
    return sum(INJECTION_WEIGHTS.get(c, 1) for c in set(categories))


def source_strength(e: Mapping[str, Any], threshold: float | None = None) -> int:
    """How strongly an untrusted source looks like it carries an instruction aimed at the agent:
    ``STRONG_INJECTION`` (2) when the instruction recognizer flagged it (``instruction_flagged``,
    or ``instruction_score`` at or above the policy's ``threshold``), 1 when its score is at
    least half that (suspicious), else 0; traces recorded before the recognizer existed fall back
    to the phrase-indicator weights."""
    score = e.get("instruction_score")
    if isinstance(score, (int, float)) and not isinstance(score, bool):
        thr = threshold if threshold is not None else _recognizer_threshold()
        if threshold is not None:
            flagged = score >= threshold
        else:
            flagged = e.get("instruction_flagged") is True
        if flagged:
            return STRONG_INJECTION
        return 1 if score >= thr / 2 else 0
    return injection_score(e.get("injection"))


def _recognizer_threshold() -> float:
    from ..detect import threshold

    return float(threshold())


# -- per-agent logs ------------------------------------------------------------------------------
MAX_BASE_DEPTH = 16  # longer chains of inherited contexts are copied instead (bounds lookups)
TOKEN_SCAN = 256  # human interventions looked at per action (latest first)


class _PrefixLog:
    """An append-only log whose context may start from a prefix of another log: ``base`` is
    ``(log, limit, ...)``, meaning "that log's first ``limit`` entries come before mine"."""

    __slots__ = ()

    def empty(self) -> bool:
        return not self.log and self.base is None  # type: ignore[attr-defined]

    def levels(self):  # type: ignore[no-untyped-def]
        """(log, limit) for this log and each inherited prefix."""
        log: _PrefixLog | None = self
        limit = 1 << 62
        while log is not None:
            yield log, limit
            if log.base is None:  # type: ignore[attr-defined]
                return
            log, limit = log.base[0], log.base[1]  # type: ignore[attr-defined]


class TaintLog(_PrefixLog):
    """Untrusted sources in one agent's context (one epoch: a sanitizer starts a new one).

    A context that starts by inheriting another one (a spawned child, the recipient of a first
    message) does not copy it: ``base`` points at the other log's prefix (log, length, and the
    hop: at, from, via), so fan-out costs O(1) per child.  Later merges copy only what is new.
    """

    __slots__ = ("base", "depth", "log", "members", "merged", "serial", "strong")

    def __init__(self) -> None:
        self.serial = next(_ctx_serial)
        # entries: (source idx, entered-at idx, from idx | -1, via edge type | None, parent log | None)
        self.log: list[tuple[int, int, int, str | None, TaintLog | None]] = []
        self.members: dict[int, int] = {}  # source idx -> position in log
        self.merged: dict[int, int] = {}  # serial of another log -> prefix already merged
        self.strong: list[int] = []  # positions of strongly suspicious sources
        self.base: tuple[TaintLog, int, int, int, str] | None = None
        self.depth = 0

    def contains(self, s: int, limit: int = 1 << 62) -> bool:
        log: TaintLog | None = self
        while log is not None:
            p = log.members.get(s)
            if p is not None and p < limit:
                return True
            if log.base is None:
                return False
            log, limit = log.base[0], log.base[1]
        return False

    def size(self) -> int:
        return sum(min(len(lg.log), lim) for lg, lim in self.levels())


class TokenLog(_PrefixLog):
    """Human interventions (approvals / rejections) that reach an agent's events."""

    __slots__ = ("base", "by_key", "depth", "first_approval", "log", "members", "merged", "serial")

    def __init__(self) -> None:
        self.serial = next(_ctx_serial)
        self.log: list[int] = []
        self.members: set[int] = set()
        self.merged: dict[int, int] = {}
        self.base: tuple[TokenLog, int] | None = None
        self.depth = 0
        self.first_approval = 1 << 62  # position of the first approval in log
        self.by_key: dict[str, list[tuple[int, int]]] = {}  # key -> [(position, intervention idx)]


def _strong_positions(lg: TaintLog, limit: int) -> Iterable[int]:
    """Positions of strongly suspicious sources before ``limit``, newest first."""
    strong = lg.strong  # increasing: skip those past the snapshot at once
    return (strong[k] for k in range(bisect.bisect_left(strong, limit) - 1, -1, -1))


def _all_positions(lg: TaintLog, limit: int) -> Iterable[int]:
    """Positions of all sources before ``limit``, newest first."""
    return range(min(limit, len(lg.log)) - 1, -1, -1)


class Sweep:
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
        self.findings: list[Finding] = []
        # incoming merge edges per event, and the events whose snapshot somebody needs
        self.incoming: dict[int, list[tuple[int, str]]] = {}
        self.need_snap: set[int] = set()
        pos = self.pos
        agents = self.agents
        for ed in edges:
            src, dst, et = ed
            a = pos.get(src)
            b = pos.get(dst)
            if a is None or b is None or a >= b or et == "safety_flow":
                continue
            if et == "temporal" and agents[a] == agents[b]:
                continue  # implicit: an agent's events share its context
            self.incoming.setdefault(b, []).append((a, et))
            self.need_snap.add(a)
        # trusted context: hashes of the user's task (root agents' input)
        self.trusted_hashes: set[int] = set()
        self.n_human = 0
        # hashes some action argument carries: only those need indexing on the source side
        self.sink_hashes: set[int] = set()
        self.task_effects: set[str] = set()  # effect classes the trusted task asks for
        for k, e in enumerate(ev_list):
            if _HASH_FIELDS.intersection(e.keys()):
                e = ev_list[k] = _clean_hashes(e)
            fp = e.get("input_fingerprint")
            if fp:
                self.trusted_hashes.update(fp)
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
        self._flow_cache: dict[int, Any] = {}
        self._planted_cache: dict[int, tuple[frozenset[int], frozenset[int]]] = {}
        self._named_targets: dict[str, set[int]] | None = None
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
                # that no tracked source explains (its context is clean, no sanitizer vouched for
                # it: :func:`sources.peer_injects`), or any message/return of an agent the policy
                # distrusts: a source like an untrusted tool output
                if (e.get("trusted") is False
                        or (peer_injects(e) and tl.empty() and a not in self.sanitized)
                        or (untrusted_agents and self._untrusted_agent(i))):
                    self._add_source(tl, i, e)
                if et == "return" and e.get("code"):
                    self.agent_code.setdefault(a, e["code"])
            if e.get("channel") == "memory":  # shared memory: taint across writes/reads (AV4)
                memoryflow.on_event(self, i, e, taint[a])
            if et == "tool_call" and self.is_action(i):
                self.auth[i] = self._authorize(tk, i, e)
            for rule in handlers.get(et, ()):
                rule.check(self, i)
            if i in need_snap:  # (an empty context merges as nothing: not stored)
                tl = taint[a]
                if tl.log or tl.base is not None:
                    self.snap_taint[i] = (tl, len(tl.log))
                if tk.log or tk.base is not None:
                    self.snap_tok[i] = (tk, len(tk.log))
        for rule in engine.enabled:
            rule.finish(self)
        self.findings = fold(self.findings)
        for f in self.findings:  # events without code (decisions, messages): the agent's code
            if f.location is None and f.agent is not None:
                code = self.agent_code.get(f.agent)
                loc = _location(code)
                if loc is not None:
                    f.location = loc
                    f.fingerprint = finding_fingerprint(f)
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

    def _merge_tokens(self, dst: TokenLog, snap: tuple[TokenLog, int]) -> None:
        src, length = snap
        if dst.empty() and src.depth < MAX_BASE_DEPTH:
            if length or src.base is not None:
                dst.base = (src, length)
                dst.depth = src.depth + 1
                dst.merged[src.serial] = length
            return
        for lg, limit in src.levels():
            if lg is dst:
                break
            end = min(length, limit) if lg is src else limit
            done = dst.merged.get(lg.serial, 0)
            for p in range(done, end):
                h = lg.log[p]
                if h not in dst.members and not self._token_in_base(dst, h):
                    self._push_token(dst, h)
            if end > done:
                dst.merged[lg.serial] = end

    @staticmethod
    def _token_in_base(tk: TokenLog, h: int) -> bool:
        for lg, _limit in tk.levels():
            if h in lg.members:
                return True
        return False

    def _add_source(self, tl: TaintLog, i: int, e: Mapping[str, Any]) -> None:
        score = source_strength(e, self.engine.instruction_threshold)
        self.source_score[i] = score
        tl.members[i] = len(tl.log)
        if score >= STRONG_INJECTION:
            tl.strong.append(len(tl.log))
        tl.log.append((i, i, -1, None, None))
        if e.get("fingerprint") or e.get("injection_entities") or e.get("suspect_entities"):
            self.unindexed.append(i)

    # -- human interventions -----------------------------------------------------------------------
    def _hi_key(self, e: Mapping[str, Any]) -> str:
        call = e.get("target_call_id")
        if call:
            return "call:" + str(call)
        target = e.get("target")
        return str(target) if target else "*"

    def hi_verdict(self, e: Mapping[str, Any]) -> str | None:
        decision = str(e.get("decision") or "").lower()
        kind = str(e.get("kind") or "").lower()
        if kind in NOT_A_VERDICT:  # feedback, a pending request: nobody said yes or no to an action
            return None
        if decision in self.engine.approving or (not decision and kind == "approval"):
            return "approved"
        if decision in self.engine.rejecting or kind == "abort":
            return "rejected"
        return None

    def _add_intervention(self, tk: TokenLog, tl: TaintLog, i: int, e: Mapping[str, Any]) -> None:
        verdict = self.hi_verdict(e)
        if verdict is None:
            return
        self.hi_key[i] = self._hi_key(e)
        if verdict == "approved":
            self.appr_snap[i] = (tl, len(tl.log))
        self._push_token(tk, i)

    def _push_token(self, tk: TokenLog, h: int) -> None:
        tk.members.add(h)
        pos = len(tk.log)
        if h in self.appr_snap and tk.first_approval > pos:
            tk.first_approval = pos
        tk.log.append(h)
        tk.by_key.setdefault(self.hi_key[h], []).append((pos, h))

    def action_keys(self, i: int) -> frozenset[str]:
        e = self.events[i]
        keys = {"*", e.get("tool") or ""}
        if e.get("tool_call_id"):
            keys.add("call:" + str(e["tool_call_id"]))
        name = e.get("agent_name")
        if name:
            keys.add(str(name))
        return frozenset(keys)

    def _authorize(self, tk: TokenLog, i: int, e: Mapping[str, Any]) -> tuple[str | None, int]:
        """The latest unconsumed approval or rejection reaching action ``i`` that applies to it
        (latest wins).  The winner is spent by this action (approvals: unless the policy says
        all_following); a rejection older than the winning approval is spent with it (the human
        changed their mind).

        Per log and target key the interventions are kept in order; spent ones are dropped from
        the tail as they are met, so the lookup is amortised O(levels x keys); at most
        ``TOKEN_SCAN`` entries are looked at per log and key."""
        keys = self.action_keys(i)
        consumed = self.consumed
        appr = self.appr_snap
        best_a = best_r = -1
        for lg, limit in tk.levels():
            for key in keys:
                lst = lg.by_key.get(key)
                if not lst:
                    continue
                k = len(lst) - 1
                scanned = 0
                found_a = found_r = False
                while k >= 0 and scanned < TOKEN_SCAN and not (found_a and found_r):
                    pos, h = lst[k]
                    scanned += 1
                    if h in consumed:
                        if k == len(lst) - 1:
                            lst.pop()  # spent for good: nobody needs it any more
                        k -= 1
                        continue
                    if pos < limit:
                        if h in appr:
                            if not found_a:
                                found_a = True
                                best_a = max(best_a, h)
                        elif not found_r:
                            found_r = True
                            best_r = max(best_r, h)
                    k -= 1
        if best_a < 0 and best_r < 0:
            return (None, -1)
        if best_a > best_r:
            if self.engine.consume_approvals:
                consumed.add(best_a)
            if best_r >= 0:
                consumed.add(best_r)
            return ("approved", best_a)
        consumed.add(best_r)  # a rejection is violated once; later actions are unapproved ones
        return ("rejected", best_r)

    def edge_type(self, a: int, b: int) -> str | None:
        """Type of a direct (non-temporal-within-an-agent) edge a -> b, if any."""
        for src, et in self.incoming.get(b, ()):
            if src == a:
                return et
        return None

    def hop(self, a: int, b: int) -> str | None:
        """Edge type joining two evidence steps: the direct edge, else ``temporal`` within one
        agent, else ``None`` (joined through other events)."""
        t = self.edge_type(a, b)
        if t is not None:
            return t
        if self.agents[a] == self.agents[b]:
            return "temporal"
        if self.types[a] == "spawn" and self.events[a].get("to") == self.agents[b]:
            return "spawn"  # into the child it spawned, then along the child's own events
        return None

    def any_approval_before(self, i: int) -> bool:
        for lg, limit in self.tokens[self.agents[i]].levels():
            if lg.first_approval < min(limit, len(lg.log)):
                return True
        return False

    # -- untrusted flow ----------------------------------------------------------------------------
    def _index_pending(self) -> None:
        idx = self.hash_index
        wanted = self.sink_hashes
        for s in self.unindexed:
            ev = self.events[s]
            planted = ev.get("injection_entities") or ()
            for hashes in (ev.get("fingerprint") or (), planted, ev.get("suspect_entities") or ()):
                for h in hashes:
                    if h in wanted:
                        lst = idx.get(h)
                        if lst is None:
                            idx[h] = [s]
                        elif lst[-1] != s:  # a hash both in the fingerprint and planted: once
                            lst.append(s)
        self.unindexed.clear()

    def _planted(self, s: int) -> tuple[frozenset[int], frozenset[int]]:
        """Hashes named inside a recognized instruction of source ``s``, and inside passages that
        read somewhat like one."""
        got = self._planted_cache.get(s)
        if got is None:
            ev = self.events[s]
            raw, weak = ev.get("injection_entities"), ev.get("suspect_entities")
            got = self._planted_cache[s] = (frozenset(raw) if raw else frozenset(),
                                            frozenset(weak) if weak else frozenset())
        return got

    def asked(self, i: int) -> bool | None:
        """Intent alignment: did the trusted task ask for an action of this kind?  ``None`` when
        unknown (see :func:`orchtrace.intent.asked_by_task`)."""
        e = self.events[i]
        return asked_by_task(str(e.get("tool") or ""), e.get("description"), self.task_effects,
                             self.trusted_hashes, self.engine.effects_cache)

    def args_trusted(self, i: int) -> bool:
        """Does some *key* argument of action ``i`` (a recipient, account, amount, id, URL, path:
        not free text such as a subject or body) carry a value the trusted task named?"""
        trusted = self.trusted_hashes
        for arg, hashes in (self.events[i].get("arg_fingerprints") or {}).items():
            if is_free_text_arg(arg):
                continue
            for h in hashes or ():
                if h & 1 and h in trusted:
                    return True
        return False

    def user_named_target(self, i: int) -> bool:
        """Does another call of action ``i``'s tool in this trace take a key argument the trusted
        task named ("countersign contract C-123": ``countersign_contract(C-123)``)?  Then the user
        named this tool's target, and a call of it aimed elsewhere was not what was asked."""
        got = self._named_targets
        if got is None:
            got = self._named_targets = {}
            for k in range(self.n):
                if self.types[k] == "tool_call" and self.args_trusted(k):
                    got.setdefault(str(self.events[k].get("tool") or ""), set()).add(k)
        mine = got.get(str(self.events[i].get("tool") or ""))
        return bool(mine) and any(k != i for k in mine)

    def key_args_untrusted(self, i: int) -> bool:
        """Does action ``i`` have key arguments, none of whose values the trusted task named?"""
        trusted = self.trusted_hashes
        seen = False
        for arg, hashes in (self.events[i].get("arg_fingerprints") or {}).items():
            if is_free_text_arg(arg) or not hashes:
                continue
            seen = True
            if any(h & 1 and h in trusted for h in hashes):
                return False
        return seen

    def _cleared(self, s: int, approval: int) -> bool:
        """Did approval ``approval`` come after source ``s`` had reached it (on the path)?"""
        if approval < 0 or approval <= s:
            return False
        snap = self.appr_snap.get(approval)
        if snap is None:
            return False
        log, length = snap
        return log.contains(s, length)

    def flow(self, i: int) -> dict[str, Any] | None:
        """Untrusted sources reaching event ``i`` (cached): value-level matches and the best
        context-level source, minus those a human approval of this action has cleared."""
        if i in self._flow_cache:
            return self._flow_cache[i]
        result = self._flow(i)
        self._flow_cache[i] = result
        return result

    def _flow(self, i: int) -> dict[str, Any] | None:
        tl = self.taint[self.agents[i]]
        if tl.empty():
            return None
        e = self.events[i]
        verdict, hi = self.auth.get(i, (None, -1))
        approval = hi if verdict == "approved" else -1
        # value level
        value: dict[int, dict[str, Any]] = {}
        arg_fps = e.get("arg_fingerprints") if self.types[i] == "tool_call" else None
        if arg_fps:
            if self.unindexed:
                self._index_pending()
            index = self.hash_index
            trusted = self.trusted_hashes
            cap = self.engine.max_candidates
            common = self.engine.common_prose
            known: dict[int, bool] = {}
            for arg, hashes in arg_fps.items():
                for h in hashes or ():
                    if h in trusted:
                        continue
                    cands = index.get(h)
                    if not cands:
                        continue
                    if len(cands) > common:
                        continue  # boilerplate shared by many outputs (footers, signatures): no signal
                    for s in itertools.islice(reversed(cands), cap):
                        ok = known.get(s)
                        if ok is None:
                            ok = known[s] = tl.contains(s) and not self._cleared(s, approval)
                        if ok:
                            hit = value.get(s)
                            if hit is None:
                                hit = value[s] = {"args": {}, "entity": 0, "prose": 0, "planted": 0, "suspect": 0}
                            hit["args"][arg] = hit["args"].get(arg, 0) + 1
                            if is_entity_hash(h):
                                hit["entity"] += 1
                                planted, suspect = self._planted(s)
                                if h in planted:
                                    hit["planted"] += 1
                                elif h in suspect:
                                    hit["suspect"] += 1
                            else:
                                hit["prose"] += 1
        # context level: latest strongly suspicious source, else the latest source, not cleared
        ctx_best = -1
        snap = self.appr_snap.get(approval) if approval >= 0 else None
        if snap is not None and snap[0] is tl:
            # approved in this very context: only what arrived after the approval is left
            cut = snap[1]
            for p in reversed(tl.strong):
                if p < cut:
                    break
                ctx_best = tl.log[p][0]
                break
            if ctx_best < 0 and len(tl.log) > cut:
                ctx_best = tl.log[-1][0]
            if not value and ctx_best < 0:
                return None
            return {"value": value, "context": ctx_best, "n_sources": tl.size()}
        ctx_best = self._latest_uncleared(tl, approval, _strong_positions)
        if ctx_best < 0:
            ctx_best = self._latest_uncleared(tl, approval, _all_positions)
        if not value and ctx_best < 0:
            return None
        return {"value": value, "context": ctx_best, "n_sources": tl.size()}

    def _latest_uncleared(self, tl: TaintLog, approval: int,
                          positions: Callable[[TaintLog, int], Iterable[int]]) -> int:
        """The newest source in ``tl`` that ``approval`` does not clear, looking at ``positions``
        (newest first) of each inherited level; -1 if none.  At most 65 are looked at, so the
        sweep stays linear."""
        checked = 0
        for lg, limit in tl.levels():
            for p in positions(lg, limit):
                s = lg.log[p][0]
                checked += 1
                if not self._cleared(s, approval):
                    return s
                if checked > 64:
                    return -1
        return -1

    def source_path(self, s: int, sink: int) -> list[tuple[int, str | None]]:
        """Evidence path from source ``s`` to event ``sink``: ``[(event idx, via edge type)]``.

        Steps: the source, then for every hop into another agent's context the sending event and
        the receiving event, then the sink.  Consecutive steps of one agent are joined through
        its own later events (``via`` = the direct edge's type when there is one, else
        ``temporal``).
        """
        rev: list[tuple[int, str | None]] = [(sink, None)]
        log: TaintLog | None = self.taint[self.agents[sink]]
        guard = 0
        while log is not None and guard < 100000:
            guard += 1
            p = log.members.get(s)
            if p is not None:
                _src, at, frm, via, parent = log.log[p]
                self._push_step(rev, at)
                if parent is None:  # own source
                    break
                self._push_step(rev, frm, via)
                log = parent
            elif log.base is not None:
                blog, _blen, at, frm, via = log.base
                self._push_step(rev, at)
                self._push_step(rev, frm, via)
                log = blog
            else:  # not found: the sink alone
                return [(sink, None)]
        steps = list(reversed(rev))
        out: list[tuple[int, str | None]] = []
        prev = None
        for idx, via in steps:
            if prev is None:
                out.append((idx, None))
            else:
                out.append((idx, via or self.edge_type(prev, idx) or "temporal"))
            prev = idx
        return out

    @staticmethod
    def _push_step(rev: list[tuple[int, str | None]], idx: int, via_into_next: str | None = None) -> None:
        """Prepend (in reverse) ``idx``; ``via_into_next`` labels the hop from it to the step after."""
        if rev[-1][0] == idx:
            return
        if via_into_next is not None:
            nxt, _ = rev[-1]
            rev[-1] = (nxt, via_into_next)
        rev.append((idx, None))

    # -- reporting ---------------------------------------------------------------------------------
    def report(self, rule: Any, at: int, message: str, *, path: list[tuple[int, str | None]] | None = None,
               offset: int = 0, strength: str | None = None, details: dict[str, Any] | None = None,
               notes: dict[int, str] | None = None, tool: str | None = None) -> Finding:
        e = self.events[at]
        base = self.engine.severity[rule.code]
        severity = severity_shift(base, offset) if offset else base
        steps = path or [(at, None)]
        ev_steps = []
        notes = notes or {}
        for idx, via in steps:
            x = self.events[idx]
            # model_construct: every value here is already of the declared type (fast path)
            ev_steps.append(EvidenceStep.model_construct(
                id=self.ids[idx], type=self.types[idx], agent=self.agents[idx],
                agent_name=x.get("agent_name"), tool=x.get("tool"), t=float(x.get("t") or 0.0),
                via=via, note=notes.get(idx)))
        loc = _location(e.get("code"))
        name = e.get("agent_name")
        finding = Finding.model_construct(
            code=rule.code, rule=rule.name, severity=severity, message=message,
            trace_id=self.trace_id, task_id=self.task_id, system=self.system,
            events=[self.ids[idx] for idx, _ in steps], path=ev_steps,
            agent=self.agents[at], agent_name=str(name) if name is not None else None,
            tool=tool if tool is not None else e.get("tool"),
            location=loc, strength=strength, details=details or {}, suppressed=None, fingerprint="",
        )
        finding.details.setdefault("_order", steps[0][0])  # removed before output
        self.findings.append(finding)
        self.reported.setdefault(at, set()).add(rule.code)
        return finding


def _location(code: Any) -> Location | None:
    if isinstance(code, Mapping) and code.get("file"):
        line = code.get("line")
        fn = code.get("function")
        return Location.model_construct(file=str(code["file"]), line=line if isinstance(line, int) else None,
                                        function=str(fn) if fn else None)
    return None


# -- hostile values ---------------------------------------------------------------------------------
_HASH_FIELDS = frozenset({"fingerprint", "injection_entities", "suspect_entities", "input_fingerprint",
                          "arg_fingerprints", "instruction_score", "input_effects", "injection"})


def _int_list(value: Any) -> list[int]:
    if not isinstance(value, (list, tuple)):
        return []
    if all(type(h) is int for h in value):
        return value if isinstance(value, list) else list(value)
    return [h for h in value if type(h) is int]


def _clean_hashes(e: Mapping[str, Any]) -> Mapping[str, Any]:
    """The evidence fields the engine reads, with the types it expects (a trace can be
    schema-valid and still carry ``"fingerprint": [[1], "x"]``: events allow any extra field).
    Ill-typed values are dropped from a copy; a well-typed event is returned as it is."""
    fixed: dict[str, Any] | None = None

    def put(key: str, value: Any) -> None:
        nonlocal fixed
        if fixed is None:
            fixed = dict(e)
        if value is None:
            fixed.pop(key, None)
        else:
            fixed[key] = value

    for key in ("fingerprint", "injection_entities", "suspect_entities", "input_fingerprint"):
        if key in e:
            v = e[key]
            clean = _int_list(v)
            if clean is not v:
                put(key, clean)
    if "arg_fingerprints" in e:
        v = e["arg_fingerprints"]
        if not isinstance(v, Mapping) or not all(isinstance(x, list) and all(type(h) is int for h in x)
                                                for x in v.values()):
            put("arg_fingerprints", {str(k): _int_list(x) for k, x in v.items()} if isinstance(v, Mapping) else None)
    if "instruction_score" in e:
        v = e["instruction_score"]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= float(v) <= 1.0:
            put("instruction_score", None)
    for key in ("input_effects", "injection"):
        if key in e:
            v = e[key]
            if not isinstance(v, (list, tuple)) or not all(isinstance(x, str) for x in v):
                put(key, [x for x in v if isinstance(x, str)] if isinstance(v, (list, tuple)) else None)
    return fixed if fixed is not None else e


# -- columns from models or dicts -----------------------------------------------------------------

_MODEL_FIELDS = ("role", "tool", "content_ref", "trusted", "to")


def _event_dict(ev: Event) -> dict[str, Any]:
    d: dict[str, Any] = dict(ev.__pydantic_extra__ or {})
    d["id"] = ev.id
    d["t"] = ev.t
    d["type"] = ev.type
    d["agent"] = ev.agent
    for k in _MODEL_FIELDS:
        v = getattr(ev, k)
        if v is not None:
            d[k] = v
    if ev.from_ is not None:
        d["from"] = ev.from_
    return d


def _columns(trace: Any) -> tuple[list[Mapping[str, Any]], list[tuple[str, str, str]], dict[str, Any]]:
    if isinstance(trace, OrchestrationTrace):
        events: list[Mapping[str, Any]] = [_event_dict(e) for e in trace.events]
        edges = [(ed.src, ed.dst, ed.type) if isinstance(ed, Edge) else (ed["src"], ed["dst"], ed["type"])
                 for ed in trace.edges]
        meta = {"trace_id": trace.trace_id, "task_id": trace.task_id, "system": trace.system,
                "topology": trace.topology, "rewards": trace.rewards}
    elif isinstance(trace, Mapping):
        try:
            events = trace["events"]
            raw_edges = trace.get("edges") or []
            edges = [(ed["src"], ed["dst"], ed["type"]) for ed in raw_edges]
            meta = {"trace_id": trace["trace_id"], "task_id": trace.get("task_id", trace["trace_id"]),
                    "system": trace.get("system"), "topology": trace.get("topology"),
                    "rewards": trace.get("rewards")}
            for e in events:
                e["id"], e["type"], e["agent"]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not an orchestration trace: missing {exc}") from None
    else:
        raise TypeError(f"cannot audit a {type(trace).__name__}: pass OrchestrationTrace models or dicts")
    # sorted by time? (the converter sorts; other producers may not)
    ts = [e.get("t", 0) or 0 for e in events]
    if any(ts[k] > ts[k + 1] for k in range(len(ts) - 1)):
        order = sorted(range(len(events)), key=ts.__getitem__)
        events = [events[k] for k in order]
    return events, edges, meta


# -- the engine ------------------------------------------------------------------------------------

class Engine:
    """Rules + policy resolved once; audits many traces."""

    def __init__(self, policy: Policy | None = None, rules: Iterable[Any] | None = None) -> None:
        from .rules import RULES

        self.policy = policy or Policy()
        pol = self.policy
        self.rules = [cls() for cls in (rules if rules is not None else RULES.values())]
        self.enabled = [r for r in self.rules if pol.rule_enabled(r.code)]
        self.severity = {r.code: pol.rule_severity(r.code, r.default_severity) for r in self.rules}
        self.handlers: dict[str, list[Any]] = {}
        for r in self.enabled:
            if not r.applies(pol):  # e.g. no scopes in the policy: OTA203 has nothing to check
                continue
            for et in r.events:
                self.handlers.setdefault(et, []).append(r)
        self.untrusted_agent_names = tuple(pol.flow.untrusted_agents)
        self.untrusted_agent_cache: dict[str, bool] = {}
        self.approving = frozenset(d.lower() for d in pol.human.approving_decisions)
        self.rejecting = frozenset(d.lower() for d in pol.human.rejecting_decisions)
        self.consume_approvals = pol.human.approval_covers == "next_call"
        self.max_candidates = pol.flow.max_candidates
        self.common_prose = pol.flow.common_outputs
        self.instruction_threshold = getattr(pol.flow, "instruction_threshold", None)
        self.effects_cache: dict[tuple[str, str | None], list[str]] = {}
        self.tool_flags_cache: dict[Any, ToolRule] = {}
        self._agent_rules: dict[str, Any] = {}
        self._glob_cache: dict[tuple[tuple[str, ...], str], bool] = {}
        self._scopes: dict[str, list[Any]] = {}
        self.keep_gc_paused = False
        self.memory = memoryflow.MemoryIndex()  # memory writes seen in this run (cross-trace flow)

    def resolve_tool(self, tool: str, trusted: Any, sensitive: bool, approval: bool) -> ToolRule:
        pol = self.policy
        out = ToolRule(match=tool, trusted=trusted if isinstance(trusted, bool) else pol.flow.default_trusted,
                       sensitive=sensitive, requires_approval=approval, sanitizer=False, egress=False)
        for rule in pol.tools:
            if fnmatch.fnmatchcase(tool, rule.match):
                for field in ("trusted", "sensitive", "requires_approval", "sanitizer", "egress"):
                    v = getattr(rule, field)
                    if v is not None:
                        setattr(out, field, v)
        if any(fnmatch.fnmatchcase(tool, p) for p in pol.flow.sanitizers):
            out.sanitizer = True
        if any(fnmatch.fnmatchcase(tool, p) for p in pol.checkpoints.egress_tools):
            out.egress = True
        return out

    def tool_is_action(self, tool: str) -> bool:
        """Does the policy make ``tool`` sensitive or requires-approval?"""
        f = self.resolve_tool(tool, None, False, False)
        return bool(f.sensitive or f.requires_approval)

    def agent_rule(self, name: str) -> Any:
        if name in self._agent_rules:
            return self._agent_rules[name]
        hit = self.policy.agents.get(name)
        if hit is None:
            for pattern, rule in self.policy.agents.items():
                if fnmatch.fnmatchcase(name, pattern):
                    hit = rule
                    break
        self._agent_rules[name] = hit
        return hit

    def allowed(self, patterns: tuple[str, ...], tool: str) -> bool:
        key = (patterns, tool)
        hit = self._glob_cache.get(key)
        if hit is None:
            hit = tool in patterns or any(fnmatch.fnmatchcase(tool, p) for p in patterns)
            self._glob_cache[key] = hit
        return hit

    def scopes_for(self, tool: str) -> list[Any]:
        hit = self._scopes.get(tool)
        if hit is None:
            hit = self._scopes[tool] = [sc for sc in self.policy.scopes if fnmatch.fnmatchcase(tool, sc.tool)]
        return hit

    def is_egress(self, s: Sweep, i: int) -> bool:
        if s.tool_flags(i).egress:
            return True
        internal = self.policy.checkpoints.internal_domains
        if internal:
            for values in (s.ev(i).get("arg_domains") or {}).values():
                for d in values:
                    if not any(d == p or fnmatch.fnmatchcase(d, p) for p in internal):
                        return True
        return False

    def audit(self, trace: Any) -> tuple[list[Finding], Sweep]:
        # The sweep allocates many small, acyclic objects; the cyclic GC would rescan the growing
        # heap again and again (superlinear on big traces), so it is paused for the sweep.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            sweep = Sweep(self, trace)
            if sweep.n == 0:
                return [], sweep
            return sweep.run(), sweep
        finally:
            if was_enabled and not self.keep_gc_paused:
                gc.enable()


def _sort_key(trace_order: int) -> Callable[[Finding], tuple[int, int, int, str]]:
    def key(f: Finding) -> tuple[int, int, int, str]:
        return (-SEVERITY_RANK[f.severity], trace_order, int(f.details.get("_order", 0)), f.code)

    return key


def _finalise(findings: list[Finding], trace_order: int) -> list[Finding]:
    findings.sort(key=_sort_key(trace_order))
    for f in findings:
        f.details.pop("_order", None)
    return findings


def audit_findings(trace: Any, policy: Policy | None = None, *, engine: Engine | None = None) -> list[Finding]:
    """Every finding of one trace (suppressed ones carry ``suppressed``), sorted."""
    engine = engine or Engine(policy)
    findings, _ = engine.audit(trace)
    pol = engine.policy
    today = _dt.date.today()
    if pol.suppress:
        for f in findings:
            s = pol.suppression_for(f, today)
            if s is not None:
                f.suppressed = s.reason
    return _finalise(findings, 0)


def run_audit_impl(traces: Iterable[Any], policy: Policy | None, sources: Iterable[Any] | None,
                   on_trace: Callable[[TraceSummary], Any] | None) -> AuditResult:
    was_enabled = gc.isenabled()
    try:
        return _run_audit(traces, policy, sources, on_trace)
    finally:
        if was_enabled:
            gc.enable()



def _file_findings(findings: list[Finding], key: Any, pol: Any, today: Any,
                   active: list[Any], suppressed: list[Any]) -> int:
    """File one trace's findings as active or suppressed (by the policy) with their sort keys;
    the number of active ones."""
    n_active = 0
    for f in findings:
        s = pol.suppression_for(f, today) if pol.suppress else None
        sk = key(f)
        f.details.pop("_order", None)
        if s is not None:
            f.suppressed = s.reason
            suppressed.append((sk, f))
        else:
            active.append((sk, f))
            n_active += 1
    return n_active

def _run_audit(traces: Iterable[Any], policy: Policy | None, sources: Iterable[Any] | None,
               on_trace: Callable[[TraceSummary], Any] | None) -> AuditResult:
    from ..version import __version__

    engine = Engine(policy)
    engine.keep_gc_paused = True  # the whole run: findings pile up, the cyclic GC would rescan them
    gc.disable()
    pol = engine.policy
    today = _dt.date.today()
    src_iter = iter(sources) if sources is not None else None
    active: list[tuple[tuple[int, int, int, str], Finding]] = []
    suppressed: list[tuple[tuple[int, int, int, str], Finding]] = []
    summaries: list[TraceSummary] = []
    for k, trace in enumerate(traces):
        source = next(src_iter, None) if src_iter is not None else None
        engine.memory.current = k
        findings, sweep = engine.audit(trace)
        memoryflow.keep_for_late_pass(engine, k, trace)
        n_active = _file_findings(findings, _sort_key(k), pol, today, active, suppressed)
        summary = TraceSummary(trace_id=sweep.trace_id, task_id=sweep.task_id, system=sweep.system,
                               topology=sweep.meta.get("topology"), events=sweep.n, edges=sweep.n_edges,
                               findings=n_active, source=str(source) if source is not None else None)
        summaries.append(summary)
        if on_trace is not None:
            on_trace(summary)
    for k, trace in engine.memory.late_traces():  # inputs out of time order: reads re-checked once
        engine.memory.current = k
        findings, _sweep = engine.audit(trace)
        active = [x for x in active if x[0][1] != k]
        suppressed = [x for x in suppressed if x[0][1] != k]
        summaries[k].findings = _file_findings(findings, _sort_key(k), pol, today, active, suppressed)
    active.sort(key=lambda x: x[0])
    suppressed.sort(key=lambda x: x[0])
    return AuditResult(
        version=__version__,
        generated_at=_dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        policy=pol.source,
        rules=rule_infos(pol),
        traces=summaries,
        findings=[f for _, f in active],
        suppressed=[f for _, f in suppressed],
    )


def rule_infos(policy: Policy | None = None) -> list[Any]:
    from .findings import RuleInfo
    from .rules import RULES

    pol = policy or Policy()
    return [
        RuleInfo(code=code, name=cls.name, default_severity=cls.default_severity,  # type: ignore[arg-type]
                 severity=pol.rule_severity(code, cls.default_severity),  # type: ignore[arg-type]
                 enabled=pol.rule_enabled(code), summary=cls.summary, help=cls.help())
        for code, cls in RULES.items()
    ]
