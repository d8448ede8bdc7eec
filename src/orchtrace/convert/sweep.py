"""The sweep that wires a trace's edges, and the topology label inferred from its events."""

from __future__ import annotations

from collections import defaultdict
from typing import Any


def wire_edges(events: list[dict[str, Any]], msg_targets_list: list[tuple[str, str]],
           root_info: dict[str, dict[str, Any]],
           aggregates: dict[str, tuple[list[str], list[str], list[str]]],
           capture_ids: dict[str, str]) -> list[dict[str, str]]:
    """Every edge of a trace, in one sweep over its time-sorted events (which it completes:
    a root's allowlist rides on its first event, an aggregate gets its ``inputs``)."""
    # Every source below comes from a table filled by events already swept, so each edge
    # points forward in event order by construction (no cycles, no back-in-time edges).
    edges: list[dict[str, str]] = []
    append = edges.append
    last_of: dict[str, str] = {}  # actor -> its latest event (temporal)
    # actor -> (source event, edge type) waiting for that actor's next event: causal sources
    # of its own, returns of its children, and its own spawn (into the child's first event).
    pending: dict[str, list[tuple[str, str]]] = {}
    pending_msg: dict[str, list[str]] = defaultdict(list)  # recipient id or name -> messages
    returns: dict[str, str] = {}  # instance -> its return event
    by_ref: dict[str, list[str]] = defaultdict(list)  # content ref -> returns/messages carrying it
    hi_request: dict[str, str] = {}
    msg_targets = defaultdict(list)
    for ev_id, target in msg_targets_list:
        msg_targets[ev_id].append(target)
    
    calls_seen: dict[str, str] = {}  # tool span id -> its call event, until its result
    tool_deps: list[dict[str, str]] = []
    for ev in events:
        eid = ev["id"]
        actor = ev["agent"]
        etype = ev["type"]
        prev = last_of.get(actor)
        last_of[actor] = eid
        if prev is not None:
            append({"src": prev, "dst": eid, "type": "temporal"})
        elif actor in root_info:  # a root's allowlist and task fingerprint ride on its first event
            for key, value in root_info[actor].items():
                if key == "role" and etype == "spawn":
                    continue  # a spawn's role is the spawned child's
                ev.setdefault(key, value)
        waiting = pending.pop(actor, None)
        if waiting:
            for src, kind in waiting:
                append({"src": src, "dst": eid, "type": kind})
        if pending_msg:
            if actor in pending_msg:
                for src in pending_msg.pop(actor):
                    append({"src": src, "dst": eid, "type": "message"})
            name = ev.get("agent_name")
            if name in pending_msg and name and name != actor:
                for src in pending_msg.pop(name):
                    append({"src": src, "dst": eid, "type": "message"})
        # this event as a source
        if etype == "tool_call":
            calls_seen[ev["span_id"]] = eid
            continue
        if etype == "tool_result":
            pending.setdefault(actor, []).append((eid, "causal"))
            call = calls_seen.pop(ev["span_id"], None)  # its span's call, already swept
            if call is not None:  # None only when a span's clock ran backwards
                tool_deps.append({"src": call, "dst": eid, "type": "tool_dependency"})
        elif etype == "orchestrator_decision":
            pending.setdefault(actor, []).append((eid, "causal"))
        elif etype == "spawn":
            pending.setdefault(ev["to"], []).append((eid, "spawn"))
        elif etype == "return":
            returns[actor] = eid
            to = ev.get("to")
            if to:
                pending.setdefault(to, []).append((eid, "return"))
            if ev.get("content_ref"):
                by_ref[ev["content_ref"]].append(eid)
        elif etype == "human_intervention":
            pending.setdefault(actor, []).append((eid, "causal"))
            req = ev.get("request_id")
            if req:
                if req in hi_request:
                    append({"src": hi_request.pop(req), "dst": eid, "type": "causal"})
                else:
                    hi_request[req] = eid
        elif etype == "message":
            for target in msg_targets.get(eid, ()):
                pending_msg[target].append(eid)
            if ev.get("content_ref"):
                by_ref[ev["content_ref"]].append(eid)
        elif etype == "aggregate":
            ev_ids, agent_ids, refs = aggregates.get(eid, ((), (), ()))
            inputs: dict[str, None] = {}
            for cid in ev_ids:
                mapped = capture_ids.get(cid)
                if mapped is not None and mapped != eid:
                    inputs.setdefault(mapped)
            for aid in agent_ids:
                if aid in returns:
                    inputs.setdefault(returns[aid])
            for ref in refs:  # equal values from several producers: take each once, latest first
                for hit in reversed(by_ref.get(ref, ())):
                    if hit not in inputs:
                        inputs.setdefault(hit)
                        break
            for src in inputs:
                append({"src": src, "dst": eid, "type": "aggregate"})
            ev["inputs"] = list(inputs)
    edges.extend(tool_deps)
    return edges


def infer_topology(events: list[dict[str, Any]]) -> str:
    """A topology label where the spawn/message structure makes it clear, else ``unknown``."""
    spawner_of: dict[str, str] = {}
    roles: set[str] = set()
    talkers: list[str] = []  # agents of messages and delegate/communicate decisions
    for ev in events:
        role = ev.get("role")
        if role:
            roles.add(str(role).lower())
        etype = ev["type"]
        if etype == "spawn":
            if ev.get("to"):
                spawner_of[ev["to"]] = ev["agent"]
        elif etype == "message" or (etype == "orchestrator_decision"
                                    and ev.get("kind") in ("delegate", "communicate")):
            talkers.append(ev["agent"])
    return topology_label(spawner_of, roles, talkers)


def topology_label(spawner_of: dict[str, str], roles: set[str], talkers: list[str]) -> str:
    """The label from spawner per spawned agent, lower-cased roles and message/delegation agents."""
    if {"planner", "executor", "critic"} <= roles:
        return "planner_executor_critic"
    if not spawner_of:
        return "unknown"

    def depth(inst: str) -> int:
        d = 0
        while inst in spawner_of and d < 64:
            inst = spawner_of[inst]
            d += 1
        return d

    max_depth = max(depth(i) for i in spawner_of) if len(spawner_of) < 10000 else 1
    # hand-offs between spawned peers (messages, delegations) rather than via the spawner
    peer_talk = sum(1 for agent in talkers if agent in spawner_of)
    if peer_talk and max_depth <= 1 and len(set(spawner_of.values())) == 1 and peer_talk >= len(spawner_of):
        return "swarm"
    if max_depth >= 2:
        return "hierarchical"
    return "centralized"
