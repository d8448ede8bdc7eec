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
  so each log entry is copied at most once per receiving log.  Every entry keeps a predecessor
  pointer (where it entered, from which event, by which edge, parent entry), which gives the
  evidence path source -> sink without any search.  A sanitizer tool's result starts a new,
  clean log for its agent.
* **approvals and rejections** (human_intervention events) reach later events the same way;
  approvals are kept in per-target heaps so that an action finds the latest applicable one in
  O(log n).
* **effective allowlists** per agent instance (declared on its spawn / root event, from the
  policy, or inherited from the parent).
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import heapq
import itertools
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..fingerprint import is_entity_hash
from ..schema.models import Edge, Event, OrchestrationTrace
from .findings import (
    SEVERITY_RANK,
    AuditResult,
    EvidenceStep,
    Finding,
    Location,
    TraceSummary,
)
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
DELEGATION_DECISIONS = frozenset({"delegate", "spawn"})
_ctx_serial = itertools.count(1)


def injection_score(categories: Iterable[str] | None) -> int:
    if not categories:
        return 0
    return sum(INJECTION_WEIGHTS.get(c, 1) for c in set(categories))




# -- per-agent logs ------------------------------------------------------------------------------

class TaintLog:
    """Untrusted sources in one agent's context (one epoch: a sanitizer starts a new one)."""

    __slots__ = ("serial", "log", "members", "merged", "strong")

    def __init__(self) -> None:
        self.serial = next(_ctx_serial)
        # entries: (source idx, entered-at idx, from idx | -1, via edge type | None, parent log | None, parent pos)
        self.log: list[tuple[int, int, int, str | None, TaintLog | None, int]] = []
        self.members: dict[int, int] = {}  # source idx -> position in log
        self.merged: dict[int, int] = {}  # serial of another log -> prefix already merged
        self.strong: list[int] = []  # positions of strongly suspicious sources


class TokenLog:
    """Human interventions (approvals / rejections) that reach an agent's events."""

    __slots__ = ("serial", "log", "members", "merged", "appr", "rej", "any_approval")

    def __init__(self) -> None:
        self.serial = next(_ctx_serial)
        self.log: list[int] = []
        self.members: set[int] = set()
        self.merged: dict[int, int] = {}
        self.appr: dict[str, list[int]] = {}  # key -> max-heap (negated) of approval idx
        self.rej: dict[str, int] = {}  # key -> latest rejection idx
        self.any_approval = False


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
        self.pair_type: dict[tuple[int, int], str] = {}
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
            self.pair_type.setdefault((a, b), et)
        # trusted context: hashes of the user's task (root agents' input)
        self.trusted_hashes: set[int] = set()
        self.n_human = 0
        for e in ev_list:
            fp = e.get("input_fingerprint")
            if fp:
                self.trusted_hashes.update(fp)
            if e["type"] == "human_intervention":
                self.n_human += 1
        # sweep state
        self.taint: dict[str, TaintLog] = {}
        self.tokens: dict[str, TokenLog] = {}
        self.snap_taint: dict[int, tuple[TaintLog, int]] = {}
        self.snap_tok: dict[int, tuple[TokenLog, int]] = {}
        self.appr_snap: dict[int, tuple[TaintLog, int]] = {}  # approval idx -> taint at approval
        self.consumed: set[int] = set()
        self.source_score: dict[int, int] = {}  # source idx -> injection score
        self.hash_index: dict[int, list[int]] = {}
        self.unindexed: list[int] = []
        self.allow: dict[str, tuple[tuple[str, ...] | None, int, str]] = {}  # agent -> (patterns, decl idx, how)
        self.grant: dict[str, tuple[str, ...] | None] = {}
        self.spawn_of: dict[str, int] = {}  # child instance -> spawn idx
        self.seen_agent: set[str] = set()
        self.auth: dict[int, tuple[str | None, int]] = {}  # action idx -> (approved|rejected|None, hi idx)
        self.reported: dict[int, set[str]] = {}  # event idx -> codes reported there
        self._flow_cache: dict[int, Any] = {}
        self.tool_flags_cache = engine.tool_flags_cache

    # -- access -----------------------------------------------------------------------------------
    def ev(self, i: int) -> Mapping[str, Any]:
        return self.events[i]

    def agent_name(self, i: int) -> str | None:
        e = self.events[i]
        return e.get("agent_name") or e["agent"]

    def tool_flags(self, i: int) -> ToolRule:
        """Effective trusted/sensitive/requires_approval/sanitizer/egress of a tool event."""
        e = self.events[i]
        tool = e.get("tool") or ""
        key = (tool, e.get("trusted"), bool(e.get("sensitive")), bool(e.get("requires_approval")))
        flags = self.tool_flags_cache.get(key)
        if flags is None:
            flags = self.engine.resolve_tool(*key)
            self.tool_flags_cache[key] = flags
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
            if tl is None:
                tl = taint[a] = TaintLog()
                tokens[a] = TokenLog()
            tk = tokens[a]
            if a not in self.seen_agent:
                self.seen_agent.add(a)
                self._first_event(i, a, e)
            inc = incoming.get(i)
            if inc:
                for src, via in inc:
                    snap = self.snap_taint.get(src)
                    if snap is not None and snap[0] is not tl:
                        self._merge_taint(tl, snap, i, src, via)
                    ksnap = self.snap_tok.get(src)
                    if ksnap is not None and ksnap[0] is not tk:
                        self._merge_tokens(tk, ksnap)
            # own facts
            if et == "tool_result":
                flags = self.tool_flags(i)
                if flags.sanitizer:
                    tl = taint[a] = TaintLog()
                elif flags.trusted is False and e.get("status") not in ("error",):
                    self._add_source(tl, i, e)
            elif et == "human_intervention":
                self._add_intervention(tk, tl, i, e)
            elif et == "spawn":
                to = e.get("to")
                if to:
                    self.spawn_of[str(to)] = i
            elif et in ("message", "return") and untrusted_agents and self._untrusted_agent(i):
                self._add_source(tl, i, e)
            if et == "tool_call" and self.is_action(i):
                self.auth[i] = self._authorize(tk, i, e)
            for rule in handlers.get(et, ()):
                rule.check(self, i)
            if i in need_snap:
                tl = taint[a]
                self.snap_taint[i] = (tl, len(tl.log))
                self.snap_tok[i] = (tk, len(tk.log))
        for rule in engine.enabled:
            rule.finish(self)
        return self.findings

    def _untrusted_agent(self, i: int) -> bool:
        name = self.agent_name(i) or ""
        return any(fnmatch.fnmatchcase(name, p) for p in self.engine.untrusted_agent_names)

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
        done = dst.merged.get(src.serial, 0)
        if length <= done:
            return
        members = dst.members
        log = dst.log
        score = self.source_score
        for p in range(done, length):
            s = src.log[p][0]
            if s not in members:
                members[s] = len(log)
                if score.get(s, 0) >= STRONG_INJECTION:
                    dst.strong.append(len(log))
                log.append((s, at, src_idx, via, src, p))
        dst.merged[src.serial] = length

    def _merge_tokens(self, dst: TokenLog, snap: tuple[TokenLog, int]) -> None:
        src, length = snap
        done = dst.merged.get(src.serial, 0)
        if length <= done:
            return
        for p in range(done, length):
            h = src.log[p]
            if h not in dst.members:
                self._push_token(dst, h)
        dst.merged[src.serial] = length

    def _add_source(self, tl: TaintLog, i: int, e: Mapping[str, Any]) -> None:
        score = injection_score(e.get("injection"))
        self.source_score[i] = score
        tl.members[i] = len(tl.log)
        if score >= STRONG_INJECTION:
            tl.strong.append(len(tl.log))
        tl.log.append((i, i, -1, None, None, -1))
        if e.get("fingerprint"):
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
        if decision in self.engine.approving or (not decision and kind == "approval"):
            return "approved"
        if decision in self.engine.rejecting or kind == "abort":
            return "rejected"
        return None

    def _add_intervention(self, tk: TokenLog, tl: TaintLog, i: int, e: Mapping[str, Any]) -> None:
        verdict = self.hi_verdict(e)
        if verdict is None:
            return
        if verdict == "approved":
            self.appr_snap[i] = (tl, len(tl.log))
        self._push_token(tk, i)

    def _push_token(self, tk: TokenLog, h: int) -> None:
        tk.members.add(h)
        tk.log.append(h)
        e = self.events[h]
        key = self._hi_key(e)
        if h in self.appr_snap:
            heapq.heappush(tk.appr.setdefault(key, []), -h)
            tk.any_approval = True
        else:
            if tk.rej.get(key, -1) < h:
                tk.rej[key] = h

    def action_keys(self, i: int) -> tuple[str, ...]:
        e = self.events[i]
        keys = ["*", e.get("tool") or ""]
        if e.get("tool_call_id"):
            keys.append("call:" + str(e["tool_call_id"]))
        name = e.get("agent_name")
        if name:
            keys.append(str(name))
        return tuple(keys)

    def _authorize(self, tk: TokenLog, i: int, e: Mapping[str, Any]) -> tuple[str | None, int]:
        best_a = -1
        best_key = None
        best_r = -1
        consumed = self.consumed
        for key in self.action_keys(i):
            heap = tk.appr.get(key)
            while heap and -heap[0] in consumed:
                heapq.heappop(heap)
            if heap and -heap[0] > best_a:
                best_a, best_key = -heap[0], key
            r = tk.rej.get(key, -1)
            if r > best_r:
                best_r = r
        if best_a >= 0 and best_a > best_r:
            if self.engine.consume_approvals:
                consumed.add(best_a)
                heapq.heappop(tk.appr[best_key])  # type: ignore[index]
            return ("approved", best_a)
        if best_r >= 0:
            return ("rejected", best_r)
        return (None, -1)

    def hop(self, a: int, b: int) -> str | None:
        """Edge type joining two evidence steps: the direct edge, else ``temporal`` within one
        agent, else ``None`` (joined through other events)."""
        t = self.pair_type.get((a, b))
        if t is not None:
            return t
        return "temporal" if self.agents[a] == self.agents[b] else None

    def any_approval_before(self, i: int) -> bool:
        return self.tokens[self.agents[i]].any_approval

    # -- untrusted flow ----------------------------------------------------------------------------
    def _index_pending(self) -> None:
        idx = self.hash_index
        for s in self.unindexed:
            for h in self.events[s].get("fingerprint") or ():
                lst = idx.get(h)
                if lst is None:
                    idx[h] = [s]
                else:
                    lst.append(s)
        self.unindexed.clear()

    def _cleared(self, s: int, approval: int) -> bool:
        """Did approval ``approval`` come after source ``s`` had reached it (on the path)?"""
        if approval < 0 or approval <= s:
            return False
        snap = self.appr_snap.get(approval)
        if snap is None:
            return False
        log, length = snap
        p = log.members.get(s)
        return p is not None and p < length

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
        if not tl.log:
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
            members = tl.members
            cap = self.engine.max_candidates
            for arg, hashes in arg_fps.items():
                for h in hashes or ():
                    if h in trusted:
                        continue
                    cands = index.get(h)
                    if not cands:
                        continue
                    for s in itertools.islice(reversed(cands), cap):
                        if s in members and not self._cleared(s, approval):
                            hit = value.get(s)
                            if hit is None:
                                hit = value[s] = {"args": {}, "entity": 0, "prose": 0, "planted": 0}
                            hit["args"][arg] = hit["args"].get(arg, 0) + 1
                            if is_entity_hash(h):
                                hit["entity"] += 1
                                planted = self.events[s].get("injection_entities")
                                if planted and h in planted:
                                    hit["planted"] += 1
                            else:
                                hit["prose"] += 1
        # context level: latest strongly suspicious source, else the latest source, not cleared
        ctx_best = -1
        checked = 0
        for p in reversed(tl.strong):
            s = tl.log[p][0]
            checked += 1
            if not self._cleared(s, approval):
                ctx_best = s
                break
            if checked > 64:
                break
        if ctx_best < 0:
            for p in range(len(tl.log) - 1, max(-1, len(tl.log) - 65), -1):
                s = tl.log[p][0]
                if not self._cleared(s, approval):
                    ctx_best = s
                    break
        if not value and ctx_best < 0:
            return None
        return {"value": value, "context": ctx_best, "n_sources": len(tl.log)}

    def source_path(self, s: int, sink: int) -> list[tuple[int, str | None]]:
        """Evidence path from source ``s`` to event ``sink``: ``[(event idx, via edge type)]``.

        Steps: the source, then for every hop into another agent's context the sending event and
        the receiving event, then the sink.  Consecutive steps of one agent are joined through
        its own later events (``via`` = the direct edge's type when there is one, else
        ``temporal``).
        """
        tl = self.taint[self.agents[sink]]
        p = tl.members.get(s)
        if p is None:
            return [(sink, None)]
        rev: list[tuple[int, str | None]] = [(sink, None)]
        log: TaintLog | None = tl
        while log is not None:
            src_idx, at, frm, via, parent, ppos = log.log[p]
            if parent is None:  # own source
                self._push_step(rev, at)
                break
            self._push_step(rev, at)
            self._push_step(rev, frm, via_into_prev=via)
            log, p = parent, ppos
        steps = list(reversed(rev))
        out: list[tuple[int, str | None]] = []
        prev = None
        for idx, via in steps:
            if prev is None:
                out.append((idx, None))
            else:
                out.append((idx, via or self.pair_type.get((prev, idx), "temporal")))
            prev = idx
        return out

    @staticmethod
    def _push_step(rev: list[tuple[int, str | None]], idx: int, via_into_prev: str | None = None) -> None:
        """Prepend (in reverse) ``idx``; ``via_into_prev`` labels the hop from it to the step after."""
        if rev[-1][0] == idx:
            return
        if via_into_prev is not None:
            nxt, _ = rev[-1]
            rev[-1] = (nxt, via_into_prev)
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
        for idx, via in steps:
            x = self.events[idx]
            ev_steps.append(EvidenceStep(
                id=self.ids[idx], type=self.types[idx], agent=self.agents[idx],
                agent_name=x.get("agent_name"), tool=x.get("tool"), t=float(x.get("t") or 0.0),
                via=via, note=(notes or {}).get(idx)))
        code = e.get("code")
        loc = None
        if isinstance(code, Mapping) and code.get("file"):
            line = code.get("line")
            loc = Location(file=str(code["file"]), line=line if isinstance(line, int) else None,
                           function=code.get("function"))
        finding = Finding(
            code=rule.code, rule=rule.name, severity=severity, message=message,  # type: ignore[arg-type]
            trace_id=self.trace_id, task_id=self.task_id, system=self.system,
            events=[self.ids[idx] for idx, _ in steps], path=ev_steps,
            agent=self.agents[at], agent_name=e.get("agent_name"),
            tool=tool if tool is not None else e.get("tool"),
            location=loc, strength=strength, details=details or {},
        )
        finding.details.setdefault("_order", steps[0][0])  # removed before output
        self.findings.append(finding)
        self.reported.setdefault(at, set()).add(rule.code)
        return finding


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
                "topology": trace.topology}
    elif isinstance(trace, Mapping):
        try:
            events = trace["events"]
            raw_edges = trace.get("edges") or []
            edges = [(ed["src"], ed["dst"], ed["type"]) for ed in raw_edges]
            meta = {"trace_id": trace["trace_id"], "task_id": trace.get("task_id", trace["trace_id"]),
                    "system": trace.get("system"), "topology": trace.get("topology")}
            for e in events:
                e["id"], e["type"], e["agent"]  # noqa: B018 - presence check
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
            for et in r.events:
                self.handlers.setdefault(et, []).append(r)
        self.untrusted_agent_names = tuple(pol.flow.untrusted_agents)
        self.approving = frozenset(d.lower() for d in pol.human.approving_decisions)
        self.rejecting = frozenset(d.lower() for d in pol.human.rejecting_decisions)
        self.consume_approvals = pol.human.approval_covers == "next_call"
        self.max_candidates = pol.flow.max_candidates
        self.tool_flags_cache: dict[Any, ToolRule] = {}
        self._agent_rules: dict[str, Any] = {}
        self._glob_cache: dict[tuple[tuple[str, ...], str], bool] = {}
        self._scopes: dict[str, list[Any]] = {}

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
        sweep = Sweep(self, trace)
        if sweep.n == 0:
            return [], sweep
        return sweep.run(), sweep


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
    from ..version import __version__

    engine = Engine(policy)
    pol = engine.policy
    today = _dt.date.today()
    src_iter = iter(sources) if sources is not None else None
    active: list[tuple[tuple[int, int, int, str], Finding]] = []
    suppressed: list[tuple[tuple[int, int, int, str], Finding]] = []
    summaries: list[TraceSummary] = []
    for k, trace in enumerate(traces):
        source = next(src_iter, None) if src_iter is not None else None
        findings, sweep = engine.audit(trace)
        n_active = 0
        key = _sort_key(k)
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
        summary = TraceSummary(trace_id=sweep.trace_id, task_id=sweep.task_id, system=sweep.system,
                               topology=sweep.meta.get("topology"), events=sweep.n, edges=sweep.n_edges,
                               findings=n_active, source=str(source) if source is not None else None)
        summaries.append(summary)
        if on_trace is not None:
            on_trace(summary)
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
