"""Per-agent context logs of the audit sweep: untrusted sources seen (:class:`TaintLog`) and human
interventions that reach an agent (:class:`TokenLog`), plus how strongly a source looks like an
injected instruction.  The sweep itself (:mod:`orchtrace.audit.sweep`) explains how the logs are
merged along edges.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterable, Mapping
from typing import Any

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
# recognizer signals of text written for a model, not for people: prompt-format role markers
# (roletag), ASCII in Unicode tags (hidden), ROT13 / reversed / hex / full-width / letter-spaced
# English (obfuscated; both from orchtrace.reveal).  Used by source_strength and, as addressed to
# the agent, by flowseverity.ADDRESSED.
MODEL_MARKUP = frozenset({"roletag", "hidden", "obfuscated"})
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
    least half that (suspicious) - 2 when such a passage is also written in a model's prompt
    format (the ``roletag`` signal) -, else 0; traces recorded before the recognizer existed fall back
    to the phrase-indicator weights."""
    score = recognizer_score(e)
    if score is not None:
        thr = effective_threshold(threshold)
        if threshold is not None:
            flagged = score >= threshold
        else:
            flagged = e.get("instruction_flagged") is True
        if flagged:
            return STRONG_INJECTION
        if score >= thr / 2:
            # a passage that reads somewhat like an instruction *and* is marked up for a model
            # (chat-template / prompt-format role markers: "### Instruction:", "<|im_start|>")
            # is one: honest third-party text has no reason to speak in a model's prompt format
            sig = e.get("injection")
            if isinstance(sig, (list, tuple)) and MODEL_MARKUP.intersection(x for x in sig if isinstance(x, str)):
                return STRONG_INJECTION
            return 1
        return 0
    return injection_score(e.get("injection"))


def recognizer_score(e: Mapping[str, Any]) -> float | None:
    """The instruction recognizer's score recorded on source event ``e`` (``None``: none recorded,
    or not a number)."""
    score = e.get("instruction_score")
    return score if isinstance(score, (int, float)) and not isinstance(score, bool) else None


def effective_threshold(threshold: float | None) -> float:
    """The policy's instruction threshold, or the recognizer's own operating point."""
    return threshold if threshold is not None else _recognizer_threshold()


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
        if self.base is None:  # (most contexts inherit nothing)
            return len(self.log)
        return sum(min(len(lg.log), lim) for lg, lim in self.levels())

    def has_strong(self) -> bool:
        """Does the context hold a source that carries an instruction (recognizer-flagged)?"""
        return any(lg.strong and lg.strong[0] < lim for lg, lim in self.levels())


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


def newest_source(tl: TaintLog) -> int:
    """The newest strongly suspicious source in ``tl``, else its newest source; -1 if none: what
    a context-level lookup finds when no approval clears anything (most actions are not
    approved), without the per-candidate checks of ``FlowMixin._latest_uncleared``."""
    for lg, limit in tl.levels():
        strong = lg.strong
        if strong:
            k = bisect.bisect_left(strong, limit) - 1
            if k >= 0:
                return lg.log[strong[k]][0]
    for lg, limit in tl.levels():
        n = min(limit, len(lg.log))
        if n:
            return lg.log[n - 1][0]
    return -1
