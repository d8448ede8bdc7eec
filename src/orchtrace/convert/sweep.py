"""The topology label inferred from a trace's events (the edge sweep: :mod:`orchtrace.convert.edgecols`)."""

from __future__ import annotations

from typing import Any


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
