"""One pass over a trace's events: agent instances, their intervals, costs and the spawn tree.

Everything downstream (:mod:`orchtrace.metrics.graph`, the ``stats`` command, the dataset rows)
starts from :class:`TraceView`, built in O(n) for n events (hostile input tolerated: events
that are not objects, ids that are not strings and times that are not numbers are skipped).
"""

from __future__ import annotations

import math
from itertools import compress, repeat
from operator import eq, itemgetter
from dataclasses import dataclass, field
from typing import Any

ORCHESTRATING_TYPES = ("spawn", "orchestrator_decision")


def num(value: Any) -> float | None:
    """A finite float, or None (booleans are not numbers here)."""
    if type(value) is float:
        return value if value - value == 0.0 else None  # inf - inf and nan - nan are nan
    if type(value) is int:
        return float(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) else None


@dataclass(slots=True)
class AgentInfo:
    """One agent instance of a trace."""

    id: str
    name: str | None = None
    role: str | None = None
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    first_t: float | None = None
    last_t: float | None = None
    spawn_t: float | None = None
    return_t: float | None = None
    wall_s_recorded: float | None = None  # the agent span's duration (converter: return.wall_s)
    status: str | None = None  # status of its return: None (ok), error, unfinished
    events: int = 0
    tool_calls: int = 0
    messages_sent: int = 0
    tokens: float | None = None  # own spending (return.cost.tokens); None = not recorded
    llm_calls: int = 0
    ret: dict[str, Any] | None = None  # its return event (models, providers, token split read lazily)
    orchestrates: bool = False  # spawned another agent or made an orchestrator decision
    rewards: dict[str, float] = field(default_factory=dict)  # credited to this instance
    depth: int = 0

    def interval(self) -> tuple[float, float] | None:
        """[start, end] in trace seconds: end = its return (else its last event); start = end -
        its recorded duration, else its spawn, else its first event."""
        end = self.return_t if self.return_t is not None else self.last_t
        if end is None:
            return None
        if self.wall_s_recorded is not None and self.return_t is not None:
            start = end - self.wall_s_recorded
        elif self.spawn_t is not None:
            start = self.spawn_t
        else:
            start = self.first_t if self.first_t is not None else end
        return (min(start, end), end)

    def wall_s(self) -> float:
        iv = self.interval()
        return iv[1] - iv[0] if iv else 0.0

    def _cost_field(self, key: str) -> float | None:
        cost = self.ret.get("cost") if self.ret is not None else None
        return num(cost.get(key)) if isinstance(cost, dict) else None

    @property
    def input_tokens(self) -> float | None:
        return self._cost_field("input_tokens")

    @property
    def output_tokens(self) -> float | None:
        return self._cost_field("output_tokens")

    def _names(self, key: str) -> list[str]:
        value = self.ret.get(key) if self.ret is not None else None
        return [str(v) for v in value[:16]] if isinstance(value, list) else []

    @property
    def models(self) -> list[str]:
        return self._names("models")

    @property
    def providers(self) -> list[str]:
        return self._names("providers")

    def as_dict(self) -> dict[str, Any]:
        return {
            "agent": self.id, "name": self.name, "role": self.role, "parent": self.parent,
            "depth": self.depth, "children": len(self.children), "events": self.events,
            "tool_calls": self.tool_calls, "messages_sent": self.messages_sent,
            "wall_s": self.wall_s(), "tokens": self.tokens, "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens, "llm_calls": self.llm_calls, "models": list(self.models),
            "providers": list(self.providers), "status": self.status or "ok", "rewards": dict(self.rewards),
        }


class TraceView:
    """The facts of one trace the metrics need, gathered in one pass over its events."""

    def __init__(self, trace: dict[str, Any]) -> None:
        raw = trace.get("events") if isinstance(trace, dict) else None
        self.events: list[dict[str, Any]] = [e for e in raw if isinstance(e, dict)] if isinstance(raw, list) else []
        edges = trace.get("edges") if isinstance(trace, dict) else None
        self.edges: list[Any] = edges if isinstance(edges, list) else []  # checked by edge_index()
        costs = trace.get("costs") if isinstance(trace, dict) else None
        self.costs: dict[str, Any] = costs if isinstance(costs, dict) else {}
        self.agents: dict[str, AgentInfo] = {}
        self.counts: dict[str, int] = {}
        self.message_tokens = 0.0
        self.message_tokens_seen = False
        self.unattributed_tokens = 0.0
        self.rewards_anchored = 0
        self._ids: dict[str, int] | None = None
        self._edge_index: tuple[list[int], list[int], list[Any], bool] | None = None
        self.credits: list[tuple[str, str, str, float]] = []  # anchored rewards: (event id, credited, channel, value)
        self.in_order = False  # every event valid, with a time, listed in time order (set by _scan)
        self.final: int | None = None  # index of the final result : the last root return (no `to`), else the last event
        self._messages: list[dict[str, Any]] | None = None
        self._errors: list[int] | None = None
        self._ret_msg: list[int] | None = None
        self.dst_split: int | None = None  # edges [0, k) and [k, m) each sorted by destination (when known)
        self._scan()
        self._depths()

    def ids(self) -> dict[str, int]:
        """Event id -> index in ``events`` (built once)."""
        if self._ids is None:
            try:  # C-level: every event of the converter's has an id
                ids = dict(zip(map(itemgetter("id"), self.events), range(len(self.events))))
            except KeyError:
                try:
                    ids = {e.get("id"): i for i, e in enumerate(self.events)}
                except TypeError:
                    ids = {e["id"]: i for i, e in enumerate(self.events) if isinstance(e.get("id"), str)}
            except TypeError:  # an unhashable id (hostile input): the careful way
                ids = {e["id"]: i for i, e in enumerate(self.events) if isinstance(e.get("id"), str)}
            self._ids = ids
        return self._ids

    def message_events(self) -> list[dict[str, Any]]:
        """The ``message`` events, in order."""
        if self._messages is None:
            self._messages = [e for e in self.events if e.get("type") == "message"]
        return self._messages

    def error_indexes(self) -> list[int]:
        """Indexes of the events with ``status: error``."""
        if self._errors is None:
            statuses = map(dict.get, self.events, repeat("status"))  # C level
            self._errors = list(compress(range(len(self.events)), map(eq, statuses, repeat("error"))))
        return self._errors

    def return_message_indexes(self) -> list[int]:
        """Indexes of the ``return`` and ``message`` events."""
        if self._ret_msg is None:
            types = map(dict.get, self.events, repeat("type"))
            self._ret_msg = list(compress(range(len(self.events)), map(("return", "message").__contains__, types)))
        return self._ret_msg

    def edge_index(self) -> tuple[list[int], list[int], list[Any], bool]:
        """Edges as parallel lists (source index, destination index, type) over known events,
        and whether every edge points forward in event order (the converter's guarantee)."""
        if self._edge_index is None:
            get = self.ids().get
            try:  # converter output: every edge a dict with known ends, all pointing forward
                src = list(map(get, map(itemgetter("src"), self.edges)))
                dst = list(map(get, map(itemgetter("dst"), self.edges)))
                try:
                    kinds = list(map(itemgetter("type"), self.edges))
                except KeyError:
                    kinds = [ed.get("type") for ed in self.edges]
                clean = None not in src and None not in dst
            except (TypeError, KeyError, AttributeError):
                clean = False
            if clean:
                forward = all(map(int.__lt__, src, dst))  # type: ignore[arg-type]
                if not forward:  # drop self-loops; keep the rest
                    keep = [k for k in range(len(src)) if src[k] != dst[k]]
                    src, dst, kinds = [src[k] for k in keep], [dst[k] for k in keep], [kinds[k] for k in keep]
            else:
                src, dst, kinds = [], [], []
                for ed in self.edges:
                    if not isinstance(ed, dict):
                        continue
                    s_, d_ = ed.get("src"), ed.get("dst")
                    if not isinstance(s_, str) or not isinstance(d_, str):
                        continue
                    si, di = get(s_), get(d_)
                    if si is None or di is None or si == di:
                        continue
                    src.append(si)
                    dst.append(di)
                    kinds.append(ed.get("type"))
                forward = all(map(int.__lt__, src, dst))
            self._edge_index = (src, dst, kinds, forward)  # type: ignore[assignment]
        return self._edge_index  # type: ignore[return-value]

    def agent(self, aid: str) -> AgentInfo:
        a = self.agents.get(aid)
        if a is None:
            a = self.agents[aid] = AgentInfo(aid)
        return a

    def _scan(self) -> None:
        counts = self.counts
        agents = self.agents
        final = last = None
        final_t = last_t = -1.0
        in_order = True
        for i, e in enumerate(self.events):
            aid = e.get("agent")
            etype = e.get("type")
            if type(aid) is not str or type(etype) is not str:
                if not isinstance(aid, str) or not isinstance(etype, str):
                    in_order = False
                    continue
            counts[etype] = counts.get(etype, 0) + 1
            a = agents.get(aid)
            if a is None:
                a = agents[aid] = AgentInfo(aid)
            a.events += 1
            t = e.get("t")
            if type(t) is not float:
                t = num(t)
            tt = t if t is not None else -1.0
            if tt >= last_t:
                last, last_t = i, tt
            elif in_order or t is None:
                in_order = False
            if etype == "return" and not e.get("to") and tt >= final_t:
                final, final_t = i, tt
            if t is not None:
                if a.first_t is None or t < a.first_t:
                    a.first_t = t
                if a.last_t is None or t > a.last_t:
                    a.last_t = t
            if a.name is None and isinstance(e.get("agent_name"), str):
                a.name = e["agent_name"]
            if etype == "tool_call":
                a.tool_calls += 1
            elif etype == "message":
                self._message(a, e)
            elif etype == "spawn":
                self._spawn(a, aid, e, t, self.agent)
            elif etype == "orchestrator_decision":
                a.orchestrates = True
            elif etype == "return":
                self._return(a, e, t)
            if "unattributed_cost" in e or "rewards" in e:
                self._costs_and_rewards(e, aid, lambda who, _j: self.agent(who))
        self.final = final if final is not None else last
        self.in_order = in_order and (not self.events or last_t >= 0.0)

    # -- what one event changes beyond the tallies (shared with the column path, metrics.columns)
    def _message(self, a: AgentInfo, e: dict[str, Any]) -> None:
        a.messages_sent += 1
        tok = num(e.get("tokens"))
        if tok is not None and tok >= 0:
            self.message_tokens += tok
            self.message_tokens_seen = True

    @staticmethod
    def _spawn(a: AgentInfo, aid: str, e: dict[str, Any], t: float | None, agent_of: Any,
               on_name: Any = None) -> None:
        """A spawn by ``a``: the child (``agent_of(child)``) gets its parent, spawn time, role and
        name; ``on_name(child_info)`` runs before the spawn names it."""
        a.orchestrates = True
        child = e.get("to")
        if isinstance(child, str) and child != aid:
            c = agent_of(child)
            if c.parent is None:
                c.parent = aid
                a.children.append(child)
                c.spawn_t = t
                if isinstance(e.get("role"), str):
                    c.role = c.role or e["role"]
                if isinstance(e.get("target"), str):
                    if on_name is not None:
                        on_name(c)
                    c.name = c.name or e["target"]

    def _costs_and_rewards(self, e: dict[str, Any], aid: str, agent_of: Any) -> None:
        """Unattributed cost and the rewards an event carries; ``agent_of(agent, k)`` gives the
        credited agent's info for the event's ``k``-th reward."""
        if "unattributed_cost" in e and isinstance(e["unattributed_cost"], dict):
            self.unattributed_tokens += num(e["unattributed_cost"].get("tokens")) or 0.0
        rewards = e.get("rewards")
        if isinstance(rewards, list):
            for j, r in enumerate(rewards):
                if isinstance(r, dict):
                    value = num(r.get("value"))
                    who = r.get("agent") if isinstance(r.get("agent"), str) else aid
                    if value is not None:
                        self.rewards_anchored += 1
                        credited = agent_of(who, j).rewards
                        ch = str(r.get("channel", "team"))
                        credited[ch] = credited.get(ch, 0.0) + value
                        eid = e.get("id")
                        self.credits.append((eid if isinstance(eid, str) else "", who, ch, value))

    def _return(self, a: AgentInfo, e: dict[str, Any], t: float | None) -> None:
        if t is not None:
            a.return_t = t
        a.ret = e
        status = e.get("status")
        a.status = status if type(status) is str and status != "ok" else None
        if a.role is None:
            role = e.get("role")
            if type(role) is str:
                a.role = role
        wall = e.get("wall_s")
        if type(wall) is not float:
            wall = num(wall)
        if wall is not None and wall >= 0:
            a.wall_s_recorded = wall
        cost = e.get("cost")
        if type(cost) is dict:
            a.tokens = num(cost.get("tokens"))
            calls = cost.get("llm_calls")
            if type(calls) is not int:
                calls = num(calls)
            a.llm_calls = int(calls) if calls is not None and calls >= 0 else 0

    def _depths(self) -> None:
        """Spawn depth of every agent (roots 0), memoised walks: linear; a cycle of spawns
        (hostile input) is cut where it closes."""
        agents = self.agents
        done: dict[str, int] = {}
        for aid in agents:
            if aid in done:
                continue
            path: list[str] = []
            on_path: set[str] = set()
            cur: str | None = aid
            base = -1
            while cur is not None and cur in agents:
                if cur in done:
                    base = done[cur]
                    break
                if cur in on_path:  # a cycle: treat the node where it closes as a root
                    base = -1
                    break
                on_path.add(cur)
                path.append(cur)
                cur = agents[cur].parent
            for node in reversed(path):
                base += 1
                done[node] = base
                agents[node].depth = base

    # -- convenience -------------------------------------------------------------------------------
    def spawned(self) -> list[AgentInfo]:
        return [a for a in self.agents.values() if a.parent is not None]

    def roots(self) -> list[AgentInfo]:
        return [a for a in self.agents.values() if a.parent is None]
