"""Untrusted-flow queries the rules ask of the audit sweep: which untrusted sources reach an event
(value level through argument hashes, context level through the taint logs), intent alignment with
the trusted task, and the evidence path source -> sink (mixed into
:class:`orchtrace.audit.sweep.Sweep`)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..fingerprint import is_entity_hash
from ..intent import asked_by_task, is_free_text_arg
from .taint import TaintLog, _all_positions, _strong_positions, newest_source


class FlowMixin:
    """Untrusted-flow queries of a :class:`~orchtrace.audit.sweep.Sweep` (its state lives on the
    sweep: ``taint``, ``hash_index``, ``appr_snap``, ...)."""

    events: list[Mapping[str, Any]]
    types: list[str]
    agents: list[str]
    n: int
    engine: Any
    incoming: dict[int, list[tuple[int, str]]]
    taint: dict[str, TaintLog]
    appr_snap: dict[int, tuple[TaintLog, int]]
    auth: dict[int, tuple[str | None, int]]
    trusted_hashes: set[int]
    request_hashes: set[int]
    sink_hashes: set[int]
    task_effects: set[str]
    hash_index: dict[int, list[int]]
    unindexed: list[int]
    _flow_cache: dict[int, Any]
    _planted_cache: dict[int, tuple[frozenset[int], frozenset[int]]]
    _record_cache: dict[int, frozenset[int]]
    _named_targets: dict[str, set[int]] | None
    _aims: dict[str, set[frozenset[Any]]] | None
    _clean_aims: dict[str, set[frozenset[Any]]] | None
    _suspect_hashes: set[int]
    _asked_cache: dict[tuple[str, str | None], bool | None]

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

    # -- untrusted flow ----------------------------------------------------------------------------
    def _index_pending(self) -> None:
        idx = self.hash_index
        wanted = self.sink_hashes
        for s in self.unindexed:
            ev = self.events[s]
            planted = ev.get("injection_entities") or ()
            # (a record's whole field values too: a short value of a few words - "Mill Hall B40",
            # a name - is in no fingerprint, yet is the very value an honest step acts on)
            for hashes in (ev.get("fingerprint") or (), planted, ev.get("suspect_entities") or (),
                           ev.get("record_values") or ()):
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

    def _record(self, s: int) -> frozenset[int]:
        """Hashes of the short values source ``s`` holds as whole fields of a record
        (``record_values``, :mod:`orchtrace.fields`)."""
        got = self._record_cache.get(s)
        if got is None:
            raw = self.events[s].get("record_values")
            got = self._record_cache[s] = frozenset(raw) if raw else frozenset()
        return got

    def asked(self, i: int) -> bool | None:
        """Intent alignment: did the trusted task ask for an action of this kind?  ``None`` when
        unknown (see :func:`orchtrace.intent.asked_by_task`)."""
        key = self.tool_key(i)
        cache = self._asked_cache
        if key not in cache:
            cache[key] = asked_by_task(*key, self.task_effects, self.trusted_hashes, self.engine.effects_cache)
        return cache[key]

    def tool_key(self, i: int) -> tuple[str, str | None]:
        """(tool, description) of call ``i``: the task's hashes and effects are fixed before the
        sweep, so intent verdicts are one per pair (a description that is not text was dropped
        with the other ill-typed fields: :func:`.columns._clean_hashes`)."""
        e = self.events[i]
        return str(e.get("tool") or ""), e.get("description")

    def args_trusted(self, i: int) -> bool:
        """Does some *key* argument of action ``i`` (a recipient, account, amount, id, URL, path:
        not free text such as a subject or body) carry a value the trusted task named?"""
        trusted = self.trusted_hashes
        return any(h in trusted for _arg, h in self._key_hashes(i))

    def args_requested(self, i: int) -> bool:
        """Does some key argument of action ``i`` carry a value the *user* named?  Not only the
        app's system prompt: a number or an address it names (a price list, the shop's own street,
        "levels 1-3") is standing context, no part of this case, and an instruction can name it as
        well as the job can (the risk model's ``args_trusted``)."""
        named = self.request_hashes
        return any(h in named for _arg, h in self._key_hashes(i))

    def trusted_key_args(self, i: int) -> set[str]:
        """The key arguments of action ``i`` that carry a value the trusted task named."""
        trusted = self.trusted_hashes
        return {arg for arg, h in self._key_hashes(i) if h in trusted}

    def _key_hashes(self, k: int) -> list[tuple[str, int]]:
        """(argument, value hash) of action ``k``'s key arguments (free text such as a subject or
        body left out; only value/entity hashes, which are odd)."""
        fps = self.events[k].get("arg_fingerprints")
        if not isinstance(fps, Mapping):
            return []
        return [(arg, h) for arg, hashes in fps.items() if not is_free_text_arg(arg) for h in hashes or ()
                if isinstance(h, int) and h & 1]

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

    def _aim(self, i: int) -> frozenset[Any]:
        """The key-argument fingerprints of action ``i`` (recipient, account, amount, id, ...; not
        free text): what the call is aimed at."""
        fps = self.events[i].get("arg_fingerprints") or {}
        return frozenset((arg, h) for arg, hashes in fps.items() if not is_free_text_arg(arg)
                         for h in (hashes or ()) if isinstance(h, int))

    def _tool_aims(self, tool: str) -> set[frozenset[Any]]:
        """The distinct aims of the actions of ``tool`` in the whole trace (later calls included:
        rules run during the forward sweep, and the task's own call usually comes after the
        injected one).  One pass over the trace's actions, on first use."""
        got = self._aims
        if got is None:
            got = self._aims = {}
            for k in range(self.n):
                if self.types[k] == "tool_call" and self.is_action(k):
                    aim = self._aim(k)
                    if aim:  # (a call whose key arguments cannot be read is aimed nowhere we know)
                        got.setdefault(str(self.events[k].get("tool") or ""), set()).add(aim)
        return got.get(tool, set())

    def aimed_elsewhere_too(self, i: int) -> bool:
        """Does the run make another call of action ``i``'s tool aimed elsewhere (other key
        arguments)?  A user who asked to pay one bill and a run that pays two recipients: an
        injected action usually comes *beside* the task's own (the agent obeys the planted
        instruction and still does what it was asked).  Retries with the same key arguments do
        not count.  O(actions) once per trace, then O(1)."""
        return len(self._tool_aims(str(self.events[i].get("tool") or ""))) > 1

    def clean_call_beside(self, i: int) -> bool:
        """Does the run make another call of action ``i``'s tool, aimed elsewhere, whose key
        arguments hold no value named inside an instruction-like passage of any untrusted output
        (recognized or weak: ``injection_entities`` / ``suspect_entities``)?  Asked to refund one
        payment, the agent refunded two: one to values from a plain record, one to values from a
        passage that reads like an instruction.  Honest runs that repeat an action take all their
        values alike.  O(events + hashes) once per trace, then once per tool."""
        clean = self._clean_tool_aims(str(self.events[i].get("tool") or ""))
        return bool(clean) and (len(clean) > 1 or self._aim(i) not in clean)

    def _clean_tool_aims(self, tool: str) -> set[frozenset[Any]]:
        """The aims of ``tool``'s calls whose key arguments hold no value named inside an
        instruction-like passage of any untrusted output (suspect hashes gathered on first use)."""
        if self._clean_aims is None:
            suspect: set[int] = set()
            for ev in self.events:
                for key in ("injection_entities", "suspect_entities"):
                    hs = ev.get(key)
                    if hs and isinstance(hs, (list, tuple, set, frozenset)):
                        suspect.update(h for h in hs if isinstance(h, int))
            self._suspect_hashes = suspect
            self._clean_aims = {}
        clean = self._clean_aims.get(tool)
        if clean is None:  # (``_tool_aims`` holds no empty aim)
            suspect = self._suspect_hashes
            clean = self._clean_aims[tool] = {aim for aim in self._tool_aims(tool)
                                              if not any(h in suspect for _arg, h in aim)}
        return clean

    def plain_beside_suspect(self, i: int) -> bool:
        """The other way round: is action ``i`` aimed at plain values while another call of its
        tool takes a value named inside an instruction-like passage?  Then that call is the
        obeyed passage and this one the task's own.  O(1) after the per-tool passes."""
        tool = str(self.events[i].get("tool") or "")
        clean = self._clean_tool_aims(tool)
        return self._aim(i) in clean and bool(self._tool_aims(tool) - clean)

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
                key_arg = not is_free_text_arg(arg)
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
                                hit = value[s] = {"args": {}, "entity": 0, "prose": 0, "planted": 0, "suspect": 0,
                                                  "record_args": set()}
                            hit["args"][arg] = hit["args"].get(arg, 0) + 1
                            if is_entity_hash(h):
                                hit["entity"] += 1
                                planted, suspect = self._planted(s)
                                if h in planted:
                                    hit["planted"] += 1
                                elif h in suspect:
                                    hit["suspect"] += 1
                                # a key value held as a field (a header line may sit in a weak
                                # passage: counted apart from "suspect", never when planted)
                                if key_arg and h not in planted and h in self._record(s):
                                    hit["record_args"].add(arg)
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
        if approval < 0:  # nothing is cleared: the newest strong source, else the newest one
            ctx_best = newest_source(tl)
        else:
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

