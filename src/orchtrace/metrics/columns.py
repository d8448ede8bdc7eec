"""A :class:`~orchtrace.metrics.agents.TraceView` built from the converter's columns.

The converter already holds each event's agent, type and time as lists and its edges as int
columns (:mod:`orchtrace.convert.edgecols`).  :func:`view_from_columns` gathers the same facts
as ``TraceView(trace)`` without a Python-level pass over every event: counts, per-agent event
and tool-call tallies, first/last times and names come from C-level operations over the
columns (``Counter``, ``dict(zip(...))``, ``map``/``compress``); only the few events that
change more than those tallies (spawns, returns, messages, decisions, anchored rewards,
unattributed costs) are read one by one, in order, with the rules of ``TraceView._scan``.

The result equals ``TraceView(trace)`` for a converter-made trace (same agents in the same
order, same fields), hence the same metrics: the preconditions are what the converter
guarantees (every event a dict with a ``str`` agent, type and ``agent_name``, a float ``t``,
in time order from 0; edges between known events with no self-loop).
"""

from __future__ import annotations

from collections import Counter
from itertools import compress, repeat
from operator import contains, eq, itemgetter
from typing import Any

from .agents import AgentInfo, TraceView

_SPECIAL = frozenset({"message", "spawn", "orchestrator_decision", "return"})


def view_from_columns(trace: dict[str, Any], agents: list[str], types: list[str], ts: list[float],
                      src: list[int], dst: list[int], kinds: list[str], forward: bool,
                      edges: Any, *, names: list[str] | None = None, rare: list[int] | None = None,
                      anchored: list[int] | None = None, errors: list[int] | None = None,
                      dst_split: int | None = None) -> TraceView:
    """The view of a converter-made ``trace`` (see the module docstring for the preconditions);
    ``edges``: the trace's edges (anything with a length).  Optional, when the caller has them:
    ``names`` (each event's ``agent_name``), ``rare`` (positions of at least every message,
    spawn, decision and return, sorted), ``anchored`` (positions of at least every event with
    ``rewards`` or ``unattributed_cost``), ``errors`` (positions of the events with ``status:
    error``, sorted), ``dst_split`` (edges before and from it are each in non-decreasing
    destination order)."""
    events: list[dict[str, Any]] = trace["events"]
    n = len(events)
    view = TraceView.__new__(TraceView)
    view.events = events
    view.edges = edges
    costs = trace.get("costs")
    view.costs = costs if isinstance(costs, dict) else {}
    view.counts = dict(Counter(types))
    view.message_tokens = 0.0
    view.message_tokens_seen = False
    view.unattributed_tokens = 0.0
    view.rewards_anchored = 0
    view._ids = None
    view._edge_index = (src, dst, kinds, forward)
    view.credits = []
    view.in_order = True
    view.final = None
    view._errors = errors
    view.dst_split = dst_split
    view._ret_msg = None

    # -- tallies over all events (C level)
    rng = range(n)
    n_events = Counter(agents)  # insertion order: first own event
    first_idx = dict(zip(reversed(agents), reversed(rng)))
    first_t = dict(zip(reversed(agents), reversed(ts)))
    last_t = dict(zip(agents, ts))
    if names is None:
        names = list(map(itemgetter("agent_name"), events))
    first_name = {aid: names[i] for aid, i in first_idx.items()}
    tool_calls = Counter(compress(agents, map(eq, types, repeat("tool_call"))))
    infos: dict[str, AgentInfo] = {}
    for aid, k in n_events.items():
        a = infos[aid] = AgentInfo(aid)
        a.events = k
        a.first_t = first_t[aid]
        a.last_t = last_t[aid]
        a.tool_calls = tool_calls.get(aid, 0)
    order: dict[str, tuple[int, int, int]] = {aid: (first_idx[aid], 0, 0) for aid in infos}

    def mention(aid: str, i: int, sub: int) -> AgentInfo:
        """``TraceView.agent`` at event ``i``: the agent, created (in order) if not known yet."""
        a = infos.get(aid)
        if a is None:
            a = infos[aid] = AgentInfo(aid)
            order[aid] = (i, 1, sub)
        elif order[aid] > (i, 1, sub) and order[aid][1] == 0:  # own events only later
            order[aid] = (i, 1, sub)
        return a

    def named(a: AgentInfo, i: int) -> None:
        """The name its own events gave it before event ``i`` (the scan's first-name rule)."""
        if a.name is None and a.id in first_idx and first_idx[a.id] < i:
            a.name = first_name[a.id]

    # -- the events that change more than the tallies, in order
    if rare is None:
        rare = list(compress(rng, map(_SPECIAL.__contains__, types)))
    if anchored is None:
        anchored = list(compress(rng, map(contains, events, repeat("rewards"))))
        anchored += compress(rng, map(contains, events, repeat("unattributed_cost")))
    rare = sorted(set(rare).union(anchored))
    messages: list[dict[str, Any]] = []
    ret_msg: list[int] = []
    final = None
    for i in rare:
        e = events[i]
        aid = agents[i]
        etype = types[i]
        a = infos[aid]
        t = ts[i]
        if etype == "message":
            messages.append(e)
            ret_msg.append(i)
            view._message(a, e)
        elif etype == "spawn":
            view._spawn(a, aid, e, t, lambda child, _i=i: mention(child, _i, 0), lambda c, _i=i: named(c, _i))
        elif etype == "orchestrator_decision":
            a.orchestrates = True
        elif etype == "return":
            ret_msg.append(i)
            if not e.get("to"):
                final = i
            view._return(a, e, t)
        if "unattributed_cost" in e or "rewards" in e:
            view._costs_and_rewards(e, aid, lambda who, j, _i=i: mention(who, _i, 1 + j))
    for a in infos.values():
        named(a, n)
    view.agents = {aid: infos[aid] for aid in sorted(infos, key=order.__getitem__)}
    view.final = final if final is not None else (n - 1 if n else None)
    view._messages = messages
    view._ret_msg = ret_msg
    view._depths()
    return view
