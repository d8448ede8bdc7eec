"""A trace's edges as int columns (event positions), wired in one sweep over its sorted events.

The sweep (the rules and edge order of the dict-edge sweep it replaced) keeps
each edge as three list entries (source position, destination position, type) instead of a
dict of two id strings: 4 M edge dicts for 10^6 spans cost ~0.8 GB, the columns ~0.1 GB.
The metrics read the columns directly (:mod:`orchtrace.metrics.columns`); the edge dicts are
made only when the trace is returned (:meth:`EdgeColumns.dicts`) or written, chunk by chunk
(:mod:`orchtrace.convert.stream`).
"""

from __future__ import annotations

from collections import defaultdict
from itertools import count
from typing import Any


class EdgeColumns:
    """Edges of one trace: ``src[k] -> dst[k]`` of type ``kind[k]``, positions into ``ids``
    (the event ids in event order).  ``forward``: every source precedes its destination."""

    __slots__ = ("src", "dst", "kind", "ids", "forward", "split")

    def __init__(self, src: list[int], dst: list[int], kind: list[str], ids: list[str], forward: bool,
                 split: int | None = None) -> None:
        self.src, self.dst, self.kind, self.ids, self.forward = src, dst, kind, ids, forward
        # edges [0, split) and [split, len) each in non-decreasing destination order (None: unknown)
        self.split = split

    def __len__(self) -> int:
        return len(self.src)

    def dicts(self, lo: int = 0, hi: int | None = None) -> list[dict[str, str]]:
        """Edges ``lo:hi`` as the trace's JSON objects ``{"src", "dst", "type"}``."""
        get = self.ids.__getitem__
        if lo == 0 and hi is None:
            src, dst, kind = self.src, self.dst, self.kind
        else:
            src, dst, kind = self.src[lo:hi], self.dst[lo:hi], self.kind[lo:hi]
        return [{"src": s, "dst": d, "type": k} for s, d, k in zip(map(get, src), map(get, dst), kind)]


def wire_edge_columns(events: list[dict[str, Any]], ids: list[str], agents: list[str], types: list[str],
                      made: list[int], names: list[Any], root_firsts: list[int],
                      msg_targets_list: list[tuple[str, str]],
                      root_info: dict[str, dict[str, Any]],
                      aggregates: dict[str, tuple[list[str], list[str], list[str]]],
                      capture_ids: dict[str, str]) -> EdgeColumns:
    """Every edge of a trace, in one sweep over its time-sorted events (which it completes:
    a root's allowlist rides on its first event, an aggregate gets its ``inputs``).  ``ids``,
    ``agents``, ``types``, ``names``: the events' fields as columns; ``made``: each event's
    production index (a tool span's result is made right after its call); the positions of
    roots' first events (which get the root's fields) are appended to ``root_firsts``."""
    # Every source below comes from a table filled by events already swept, so each edge points
    # forward in event order, except an aggregate input named by a capture id of a later event.
    S: list[int] = []
    D: list[int] = []
    K: list[str] = []
    sa, da, ka = S.append, D.append, K.append
    forward = True
    last_of: dict[str, int] = {}  # actor -> its latest event (temporal)
    # actor -> (source event, edge type) waiting for that actor's next event: causal sources
    # of its own, returns of its children, and its own spawn (into the child's first event).
    pending: dict[str, list[tuple[int, str]]] = {}
    pending_msg: dict[str, list[int]] = defaultdict(list)  # recipient id or name -> messages
    returns: dict[str, int] = {}  # instance -> its return event
    by_ref: dict[str, list[int]] = defaultdict(list)  # content ref -> returns/messages carrying it
    hi_request: dict[str, int] = {}
    msg_targets: dict[str, list[str]] = defaultdict(list)
    for ev_id, target in msg_targets_list:
        msg_targets[ev_id].append(target)
    pos_of: dict[str, int] | None = None  # event id -> position, built for the first aggregate
    calls_seen: dict[int, int] = {}  # production index of a tool call -> its position, until its result
    dep_src: list[int] = []
    dep_dst: list[int] = []
    last_get = last_of.get
    pending_pop = pending.pop
    for i, actor, etype in zip(count(), agents, types):
        prev = last_get(actor)
        last_of[actor] = i
        if prev is not None:
            sa(prev)
            da(i)
            ka("temporal")
        elif actor in root_info:  # a root's allowlist and task fingerprint ride on its first event
            ev = events[i]
            root_firsts.append(i)
            for key, value in root_info[actor].items():
                if key == "role" and etype == "spawn":
                    continue  # a spawn's role is the spawned child's
                ev.setdefault(key, value)
        waiting = pending_pop(actor, None)
        if waiting:
            for src, kind in waiting:
                sa(src)
                da(i)
                ka(kind)
        if pending_msg:
            if actor in pending_msg:
                for src in pending_msg.pop(actor):
                    sa(src)
                    da(i)
                    ka("message")
            name = names[i]
            if name in pending_msg and name and name != actor:
                for src in pending_msg.pop(name):
                    sa(src)
                    da(i)
                    ka("message")
        # this event as a source
        if etype == "tool_call":
            calls_seen[made[i]] = i
            continue
        if etype == "tool_result":
            w = pending.get(actor)
            if w is None:
                pending[actor] = [(i, "causal")]
            else:
                w.append((i, "causal"))
            call = calls_seen.pop(made[i] - 1, None)  # its span's call, already swept
            if call is not None:  # None only when a span's clock ran backwards
                dep_src.append(call)
                dep_dst.append(i)
            continue
        if etype == "orchestrator_decision":
            pending.setdefault(actor, []).append((i, "causal"))
            continue
        ev = events[i]
        if etype == "spawn":
            pending.setdefault(ev["to"], []).append((i, "spawn"))
        elif etype == "return":
            returns[actor] = i
            to = ev.get("to")
            if to:
                pending.setdefault(to, []).append((i, "return"))
            if ev.get("content_ref"):
                by_ref[ev["content_ref"]].append(i)
        elif etype == "human_intervention":
            pending.setdefault(actor, []).append((i, "causal"))
            req = ev.get("request_id")
            if req:
                if req in hi_request:
                    sa(hi_request.pop(req))
                    da(i)
                    ka("causal")
                else:
                    hi_request[req] = i
        elif etype == "message":
            for target in msg_targets.get(ids[i], ()):
                pending_msg[target].append(i)
            if ev.get("content_ref"):
                by_ref[ev["content_ref"]].append(i)
        elif etype == "aggregate":
            ev_ids, agent_ids, refs = aggregates.get(ids[i], ((), (), ()))
            inputs: dict[int, None] = {}
            if ev_ids and pos_of is None:
                pos_of = dict(zip(ids, count()))
            for cid in ev_ids:
                mapped = capture_ids.get(cid)
                if mapped is not None:
                    p = pos_of[mapped]  # type: ignore[index]
                    if p != i:
                        inputs.setdefault(p)
            for aid in agent_ids:
                if aid in returns:
                    inputs.setdefault(returns[aid])
            for ref in refs:  # equal values from several producers: take each once, latest first
                for hit in reversed(by_ref.get(ref, ())):
                    if hit not in inputs:
                        inputs.setdefault(hit)
                        break
            for src in inputs:
                sa(src)
                da(i)
                ka("aggregate")
                if src > i:
                    forward = False
            ev["inputs"] = [ids[p] for p in inputs]
    split = len(S)  # every edge so far was made when its destination was swept
    S.extend(dep_src)
    D.extend(dep_dst)
    K.extend(["tool_dependency"] * len(dep_src))
    return EdgeColumns(S, D, K, ids, forward, split)


def infer_topology_columns(events: list[dict[str, Any]], agents: list[str], types: list[str],
                           roles: set[Any], talk: list[int], spawns: list[int]) -> str:
    """:func:`orchtrace.convert.sweep.infer_topology` from columns: ``roles`` the distinct
    ``role`` values, ``spawns`` the positions of spawn events, ``talk`` those of messages and
    decisions (all in event order)."""
    spawner_of: dict[str, str] = {}
    role_set = {str(r).lower() for r in roles if r}
    talkers: list[str] = []
    for i in spawns:
        to = events[i].get("to")
        if to:
            spawner_of[to] = agents[i]
    for i in talk:
        if types[i] == "message" or events[i].get("kind") in ("delegate", "communicate"):
            talkers.append(agents[i])
    from .sweep import topology_label

    return topology_label(spawner_of, role_set, talkers)
