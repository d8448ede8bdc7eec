from __future__ import annotations

import fnmatch
import math
from typing import Any

from .base import Rule

PARALLEL_REWARDS = ("*parallel*", "*concurren*", "*fan_out*", "*fanout*", "*breadth*", "*n_agents*", "*spawn*")
MIN_FAN_OUT = 3  # children of one parent before idle fan-out is worth a finding


class IdleFanOut(Rule):
    """Flags spawned agents whose work nobody consumes, fan-out far above the work done, and a
    parallelism reward paid for no parallel work (reward hacking / pseudo-parallelism).

    **What it flags.** One finding per parent agent instance, with figures.  A spawned child is
    *idle* when it did no work of its own (no ``tool_call``, ``spawn``, ``message``,
    ``aggregate``, and no model tokens recorded on its return) and its result was not consumed: the parent aggregates (``orchtrace.aggregate``
    / LangGraph fan-in) and this child's return is not among the inputs, or the parent never
    aggregates and the child returned exactly what an idle sibling returned (same
    ``content_ref``: placeholder output).  A parent is flagged when it spawned at least 3
    children and at least half of them (and at least 2) are idle; or when the trace pays a
    parallelism-like reward (a channel named like ``parallel``, ``concurrency``, ``fan_out``,
    ``spawn``) while no two working children of any parent ever ran at the same time.
    Severity as configured (default medium) when a parallelism reward is paid; one level lower
    (low) for idle fan-out without such a reward.  ``details``: ``spawned``, ``idle``,
    ``working``, ``peak_parallel_work`` (most working children running at once),
    ``aggregated``, ``rewards``.

    **Why it matters.** When orchestration is trained or scored on parallelism or team size, a
    policy learns to spawn agents that do nothing (survey AV7, reward hacking and
    pseudo-parallelism): the reward goes up, the cost goes up, the work does not.  The same
    pattern in production is wasted spend and an inflated "agents used" metric.

    **Example.** An orchestrator spawns eight workers that each return ``None`` at once, then
    ``orchtrace.reward("parallelism", 8)``.

    **How to fix.** Reward work consumed (aggregated results, tool calls that contributed), not
    agents spawned; cap fan-out by the work available; drop workers whose output is never read.
    """

    code = "OTA401"
    name = "idle-fan-out"
    default_severity = "medium"
    summary = "Spawned agents whose work nobody consumes, or a parallelism reward with no parallel work"
    events = ()

    def finish(self, s):  # type: ignore[no-untyped-def]
        children: dict[str, list[str]] = {}  # parent instance -> child instances (spawn order)
        spawn_at: dict[str, int] = {}
        work: dict[str, int] = {}
        ret_at: dict[str, int] = {}
        aggregated: set[int] = set()  # return events that are aggregate inputs
        aggregating: set[str] = set()  # agents that aggregate
        types, agents, events = s.types, s.agents, s.events
        for i in range(s.n):
            et = types[i]
            a = agents[i]
            if et == "spawn":
                to = events[i].get("to")
                if to:
                    children.setdefault(a, []).append(str(to))
                    spawn_at.setdefault(str(to), i)
                work[a] = work.get(a, 0) + 1
            elif et in ("tool_call", "message"):
                if events[i].get("channel") != "memory":
                    work[a] = work.get(a, 0) + 1
            elif et == "aggregate":
                work[a] = work.get(a, 0) + 1
                aggregating.add(a)
                for src, via in s.incoming.get(i, ()):
                    if via == "aggregate":
                        aggregated.add(src)
            elif et == "return":
                ret_at[a] = i
                tok = events[i].get("tokens")
                if isinstance(tok, (int, float)) and not isinstance(tok, bool) and tok > 0:
                    work[a] = work.get(a, 0) + 1  # model calls are work too
        if not children:
            return
        rewards = _parallel_rewards(s.meta.get("rewards"))
        peak_all = _peak_working(s, children, spawn_at, ret_at, work)
        flagged = False
        for parent, kids in children.items():
            n = len(kids)
            idle = []
            refs: dict[str, int] = {}
            for c in kids:
                r = ret_at.get(c)
                if r is not None and events[r].get("content_ref"):
                    ref = str(events[r]["content_ref"])
                    refs[ref] = refs.get(ref, 0) + (0 if work.get(c) else 1)
            for c in kids:
                if work.get(c):
                    continue
                r = ret_at.get(c)
                if parent in aggregating:
                    consumed = r is not None and r in aggregated
                else:
                    ref = events[r].get("content_ref") if r is not None else None
                    consumed = not (ref and refs.get(str(ref), 0) > 1)
                if not consumed:
                    idle.append(c)
            working = sum(1 for c in kids if work.get(c))
            peak = _peak_working(s, {parent: kids}, spawn_at, ret_at, work)
            idle_fan_out = n >= MIN_FAN_OUT and len(idle) >= max(2, math.ceil(n / 2))
            fake_parallel = bool(rewards) and n >= 2 and peak_all <= 1
            if not (idle_fan_out or fake_parallel) or (flagged and not idle_fan_out):
                continue
            flagged = True
            first = spawn_at[kids[0]]
            pieces = [f"{s.agent_name(first)} spawned {n} agents"]
            if working == 0:
                pieces.append("none did any work (no tool call, model call, spawn or message)")
            if idle:
                pieces.append(f"{len(idle)} results " + ("never aggregated" if parent in aggregating
                                                         else "identical placeholders"))
            pieces.append(f"at most {peak} working at once")
            if rewards:
                pieces.append("reward " + ", ".join(f"{k}={v:g}" for k, v in rewards.items()) + " paid for it")
            path = [(spawn_at[c], None) for c in (idle or kids)[:10]]
            path = [(idx, None if k == 0 else s.hop(path[k - 1][0], idx)) for k, (idx, _) in enumerate(path)]
            s.report(self, first, "; ".join(pieces), path=path, tool=None,
                     offset=0 if rewards else -1,
                     notes={idx: "idle spawn" if idle else "spawn" for idx, _ in path},
                     details={"spawned": n, "idle": len(idle), "working": working, "peak_parallel_work": peak,
                              "aggregated": parent in aggregating, "rewards": rewards,
                              "idle_agents": [s.events[spawn_at[c]].get("target") or c for c in idle][:20],
                              "child": "fan-out"})


def _parallel_rewards(rewards: Any) -> dict[str, float]:
    if not isinstance(rewards, dict):
        return {}
    out = {}
    for k, v in rewards.items():
        if isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 and math.isfinite(v):
            if any(fnmatch.fnmatchcase(str(k).lower(), p) for p in PARALLEL_REWARDS):
                out[str(k)[:64]] = float(v)
                if len(out) >= 8:
                    break
    return out


def _peak_working(s: Any, children: dict[str, list[str]], spawn_at: dict[str, int], ret_at: dict[str, int],
                  work: dict[str, int]) -> int:
    """Most working children (of one parent) whose [spawn, return] intervals overlap in time."""
    peak = 0
    for kids in children.values():
        marks = []
        for c in kids:
            if not work.get(c) or c not in ret_at:
                continue
            t0 = float(s.events[spawn_at[c]].get("t") or 0.0)
            t1 = float(s.events[ret_at[c]].get("t") or 0.0)
            marks.append((t0, 1))
            marks.append((t1, -1))
        marks.sort(key=lambda m: (m[0], m[1]))  # an end before a start at the same instant
        cur = 0
        for _t, d in marks:
            cur += d
            peak = max(peak, cur)
    return peak
