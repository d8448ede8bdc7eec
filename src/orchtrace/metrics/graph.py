"""The survey's Table 13 metrics over a :class:`~orchtrace.metrics.agents.TraceView`.

Definitions and limits: ``docs/metrics.md``.  Every function is O(n + m) (n events, m edges),
apart from sorting agent intervals (O(k log k) for k agents).
"""

from __future__ import annotations

import heapq
from itertools import islice
from collections import deque
from typing import Any

from .agents import AgentInfo, TraceView, num

NEAR_DUP_JACCARD = 0.5  # fingerprint Jaccard similarity at which a message is a near-duplicate
_SKETCH = 6  # bottom-k sketch size used to find near-duplicate candidates
_MIX = 0x9E3779B97F4A7C15  # hashes are re-mixed before the bottom-k pick (inputs may be sequential)
_MASK = (1 << 64) - 1
_CANDIDATES = 8  # candidates checked per message (keeps the pass linear)


# -- parallelism efficiency ------------------------------------------------------------------------
def _union_length(intervals: list[tuple[float, float]]) -> float:
    total = 0.0
    cur_s = cur_e = None
    for s, e in sorted(intervals):
        if cur_e is None or s > cur_e:
            if cur_e is not None:
                total += cur_e - cur_s  # type: ignore[operator]
            cur_s, cur_e = s, e
        elif e > cur_e:
            cur_e = e
    if cur_e is not None:
        total += cur_e - cur_s  # type: ignore[operator]
    return total


def parallelism(view: TraceView) -> tuple[float, float] | None:
    """(T_serial, T_parallel): T_serial = sum of every agent's exclusive time (its interval minus
    the part covered by its children's intervals), T_parallel = length of the union of all agent
    intervals.  None when there is no agent time."""
    intervals: dict[str, tuple[float, float]] = {}
    for aid, a in view.agents.items():
        iv = a.interval()
        if iv is not None:
            intervals[aid] = iv
    if not intervals:
        return None
    serial = 0.0
    for aid, (s, e) in intervals.items():
        a = view.agents[aid]
        clipped = []
        for c in a.children:
            civ = intervals.get(c)
            if civ is not None:
                cs, ce = max(civ[0], s), min(civ[1], e)
                if ce > cs:
                    clipped.append((cs, ce))
        serial += (e - s) - (_union_length(clipped) if clipped else 0.0)
    parallel = _union_length(list(intervals.values()))
    return serial, parallel


# -- useful-agent utilization ----------------------------------------------------------------------
def useful_agents(view: TraceView) -> tuple[set[str], int] | None:
    """(useful spawned agents, spawned agents) or None when no agent was spawned.

    Backward reachability from the final result over all edges, except that an aggregate event
    with recorded inputs is reached only through its ``aggregate`` in-edges (what it combined),
    not through its agent's earlier timeline.  A spawned agent is useful when one of its
    ``return`` or ``message`` events is reached and its return is not an error."""
    spawned = view.spawned()
    if not spawned:
        return None
    final = view.final
    events = view.events
    src, dst, kinds, forward = view.edge_index()
    has_agg_in = [False] * len(events)
    any_agg = "aggregate" in kinds
    if any_agg:
        for d, kind in zip(dst, kinds):
            if kind == "aggregate":
                has_agg_in[d] = True
        only_agg = [has_agg_in[i] and e.get("type") == "aggregate" for i, e in enumerate(events)]
    else:
        only_agg = has_agg_in  # all False
    if forward:  # one sweep, destinations in decreasing order: each is final when its in-edges are read
        reached = [False] * len(events)
        if final is not None:
            reached[final] = True
        split = view.dst_split
        if not any_agg and split is not None:  # two runs sorted by destination: merged backwards, no sort
            _reach_back_runs(src, dst, split, reached)
        elif any_agg:
            order = sorted(range(len(dst)), key=dst.__getitem__, reverse=True)
            for k in order:
                d = dst[k]
                if reached[d] and (not only_agg[d] or kinds[k] == "aggregate"):
                    reached[src[k]] = True
        else:  # no aggregate in-edges: plain backward reachability
            order = sorted(range(len(dst)), key=dst.__getitem__, reverse=True)
            for k in order:
                if reached[dst[k]]:
                    reached[src[k]] = True
        is_seen = reached.__getitem__
    else:  # edges against event order (hand-made traces): breadth-first search
        rev: dict[int, list[tuple[int, Any]]] = {}
        for s, d, kind in zip(src, dst, kinds):
            rev.setdefault(d, []).append((s, kind))
        seen_set = {final} if final is not None else set()
        queue = deque(seen_set)
        while queue:
            cur = queue.popleft()
            for s, kind in rev.get(cur, ()):
                if only_agg[cur] and kind != "aggregate":
                    continue
                if s not in seen_set:
                    seen_set.add(s)
                    queue.append(s)
        is_seen = seen_set.__contains__
    reached_agents: set[str] = set()
    for i in view.return_message_indexes():  # agents whose return or message is reached
        if is_seen(i):
            agent = events[i].get("agent")
            if isinstance(agent, str):
                reached_agents.add(agent)
    useful = {a.id for a in spawned if a.id in reached_agents and a.status not in ("error", "unfinished")}
    return useful, len(spawned)


def _reach_back_runs(src: list[int], dst: list[int], split: int, reached: list[bool]) -> None:
    """Backward reachability over forward edges given as two runs, ``[0, split)`` and
    ``[split, m)``, each in non-decreasing destination order: both walked from their ends,
    always the larger destination first (no index list, no sort)."""
    j = len(dst) - 1
    dj = dst[j] if j >= split else -1
    tail = len(dst) - split
    for s, d in zip(islice(reversed(src), tail, None), islice(reversed(dst), tail, None)):
        while dj > d:
            if reached[dj]:
                reached[src[j]] = True
            j -= 1
            dj = dst[j] if j >= split else -1
        if reached[d]:
            reached[s] = True
    while j >= split:
        if reached[dst[j]]:
            reached[src[j]] = True
        j -= 1


# -- protocol overhead -------------------------------------------------------------------------------
def protocol_overhead(view: TraceView) -> float | None:
    """(tokens of orchestrating agents' own calls + tokens carried by messages) / total tokens.
    None when the total is 0 or nothing says where the tokens went (no per-agent costs, no
    message tokens)."""
    total = num(view.costs.get("tokens")) or 0.0
    per_agent = [a for a in view.agents.values() if a.tokens is not None]
    if total <= 0 or (not per_agent and not view.message_tokens_seen):
        return None
    orch = sum(a.tokens or 0.0 for a in per_agent if a.orchestrates)
    return min(1.0, (orch + view.message_tokens) / total)


# -- message redundancy ------------------------------------------------------------------------------
def redundancy(view: TraceView) -> tuple[int, int, int]:
    """(messages considered, exact duplicates, near-duplicates).

    Exact: the message's ``content_ref`` equals an earlier message's.  Near: not exact, but its
    ``fingerprint`` (hash set) has Jaccard similarity >= NEAR_DUP_JACCARD with an earlier
    message's; candidates are found through a bottom-6 sketch (messages sharing one of their
    six smallest re-mixed hashes), at most 8 checked per message."""
    refs: set[str] = set()
    buckets: dict[int, list[int]] = {}
    sets: list[frozenset[int]] = []
    considered = exact = near = 0
    for e in view.message_events():
        ref = e.get("content_ref")
        fp = e.get("fingerprint")
        has_fp = isinstance(fp, list) and bool(fp)
        if not isinstance(ref, str) and not has_fp:
            continue
        considered += 1
        if isinstance(ref, str):
            if ref in refs:
                exact += 1
                continue
            refs.add(ref)
        if not has_fp:
            continue
        try:
            s = frozenset(x for x in fp[:1024] if isinstance(x, int) and not isinstance(x, bool))
        except TypeError:
            continue
        if not s:
            continue
        sketch = heapq.nsmallest(_SKETCH, [(x * _MIX) & _MASK for x in s])
        checked: set[int] = set()
        found = False
        for h in sketch:
            for j in reversed(buckets.get(h, ())):
                if j in checked:
                    continue
                checked.add(j)
                other = sets[j]
                inter = len(s & other)
                if inter and inter / (len(s) + len(other) - inter) >= NEAR_DUP_JACCARD:
                    found = True
                    break
                if len(checked) >= _CANDIDATES:
                    break
            if found or len(checked) >= _CANDIDATES:
                break
        if found:
            near += 1
        idx = len(sets)
        sets.append(s)
        for h in sketch:
            lst = buckets.setdefault(h, [])
            lst.append(idx)
            if len(lst) > _CANDIDATES:
                del lst[0]
    return considered, exact, near


# -- error amplification -----------------------------------------------------------------------------
def errors(view: TraceView) -> tuple[int, int]:
    """(errors at a source, errors downstream of another error).  An error is an event with
    ``status: error``; it is downstream when another error event reaches it along edges (any
    type): one breadth-first search from all error events at once, visiting each event once."""
    events = view.events
    err: list[int] = view.error_indexes()
    if not err:
        return 0, 0
    src, dst, _kinds, forward = view.edge_index()
    if forward:  # one sweep, sources in increasing order: each is final when its out-edges are read
        hot = [False] * len(events)  # an error event, or reached from one
        for i in err:
            hot[i] = True
        below = [False] * len(events)  # reached from an error along >= 1 edge
        for k in sorted(range(len(src)), key=src.__getitem__):
            if hot[src[k]]:
                hot[dst[k]] = below[dst[k]] = True
        return len(err) - sum(1 for i in err if below[i]), sum(1 for i in err if below[i])
    succ: dict[int, list[int]] = {}
    for s, d in zip(src, dst):
        succ.setdefault(s, []).append(d)
    reached: set[int] = set()
    queue = deque(err)
    while queue:
        cur = queue.popleft()
        for d in succ.get(cur, ()):
            if d not in reached:
                reached.add(d)
                queue.append(d)
    downstream = sum(1 for i in err if i in reached)
    return len(err) - downstream, downstream


def agent_table(view: TraceView) -> list[dict[str, Any]]:
    """One dict per agent instance (see :meth:`AgentInfo.as_dict`), in first-seen order."""
    return [a.as_dict() for a in view.agents.values()]


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def structure(view: TraceView) -> dict[str, float]:
    c = view.counts
    agents: list[AgentInfo] = list(view.agents.values())
    spawners = [len(a.children) for a in agents if a.children]
    out: dict[str, float] = {
        "events": float(len(view.events)),
        "edges": float(len(view.edges)),
        "agents": float(len(agents)),
        "spawns": float(c.get("spawn", 0)),
        "depth": float(max((a.depth for a in agents), default=0)),
        "fan_out_max": float(max(spawners, default=0)),
        "fan_out_mean": _mean([float(x) for x in spawners]),
        "messages": float(c.get("message", 0)),
        "tool_calls": float(c.get("tool_call", 0)),
        "aggregates": float(c.get("aggregate", 0)),
        "human_interventions": float(c.get("human_intervention", 0)),
        "decisions": float(c.get("orchestrator_decision", 0)),
        "safety_events": float(c.get("safety_event", 0)),
    }
    walls = [a.wall_s() for a in agents if a.interval() is not None]
    out["agent_wall_s_max"] = max(walls, default=0.0)
    out["agent_wall_s_mean"] = _mean(walls)
    tokens = [a.tokens for a in agents if a.tokens is not None]
    if tokens:
        out["agent_tokens_max"] = max(tokens)
        out["agent_tokens_mean"] = _mean(tokens)
        out["llm_calls"] = float(sum(a.llm_calls for a in agents))
    if view.rewards_anchored:
        out["rewards_anchored"] = float(view.rewards_anchored)
    return out
