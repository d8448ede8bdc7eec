"""Human interventions during the audit sweep: which approvals and rejections reach an action and
which one applies (mixed into :class:`orchtrace.audit.sweep.Sweep`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .taint import MAX_BASE_DEPTH, NOT_A_VERDICT, TOKEN_SCAN, TaintLog, TokenLog


class ApprovalsMixin:
    """Approval/rejection bookkeeping of a :class:`~orchtrace.audit.sweep.Sweep` (its state lives
    on the sweep: ``tokens``, ``appr_snap``, ``hi_key``, ``consumed``)."""

    events: list[Mapping[str, Any]]
    agents: list[str]
    engine: Any
    tokens: dict[str, TokenLog]
    appr_snap: dict[int, tuple[TaintLog, int]]
    hi_key: dict[int, str]
    consumed: set[int]

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
        if not self.hi_key:  # no approval or rejection seen yet: no log holds any
            return (None, -1)
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

    def any_approval_before(self, i: int) -> bool:
        for lg, limit in self.tokens[self.agents[i]].levels():
            if lg.first_approval < min(limit, len(lg.log)):
                return True
        return False
