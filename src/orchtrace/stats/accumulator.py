"""Corpus statistics as per-trace partials plus a merge: :class:`StatsAccumulator`.

``summarize(trace)`` turns one trace into a small JSON-ready partial (its metrics, per-agent
tokens, roles, reward channels, credit unit, safety instrumentation); an accumulator folds
partials in with :meth:`StatsAccumulator.add` / :meth:`add_summary`, two accumulators combine
with :meth:`merge` (associative and commutative, so a distributed engine can map traces to
partials on workers and reduce them), and :meth:`result` gives the corpus view.

Memory is bounded whatever the corpus size: counts, sums, minima and maxima are exact; the
percentiles come from a uniform sample of at most ``sample_size`` traces chosen by a hash of
the trace id (bottom-k, which merges exactly: the union of two samples, cut to the k smallest
hashes, is the sample of the union); distinct names (systems, roles, agent names, days, groups)
are capped and the rest counted under ``(other)``.
"""

from __future__ import annotations

import hashlib
import heapq
import math
from datetime import datetime, timezone
from typing import Any

from ..metrics import TraceView, metrics_of

BANDS = (("1-9", 10), ("10-99", 100), ("100-999", 1000), (">=1000", math.inf))
DIST_KEYS = ("events", "agents", "depth", "fan_out_max", "spawns", "messages", "tool_calls", "tokens",
             "wall_clock_s", "parallelism_efficiency", "useful_agent_utilization", "protocol_overhead",
             "message_redundancy", "error_amplification")
MAX_NAMES = 500
OTHER = "(other)"


def band(n_events: int) -> str:
    """Length band of a trace: 1-9, 10-99, 100-999 or >=1000 events."""
    for name, upper in BANDS:
        if n_events < upper:
            return name
    return BANDS[-1][0]


def day_of(trace: dict[str, Any], fallback: float | None = None) -> str:
    """UTC day a trace started: its first event's ``start_unix_s`` (written by the converter),
    else ``fallback`` (e.g. the file's modification time), else ``unknown``."""
    ts = None
    events = trace.get("events")
    if isinstance(events, list) and events and isinstance(events[0], dict):
        v = events[0].get("start_unix_s")
        if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and 0 < v < 4e9:
            ts = float(v)
    if ts is None:
        ts = fallback
    if ts is None:
        return "unknown"
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%d")


def _str(v: Any, limit: int = 200) -> str | None:
    return v[:limit] if isinstance(v, str) and v else None


def summarize(trace: dict[str, Any], *, day: float | None = None) -> dict[str, Any]:
    """One trace -> its partial (JSON-ready; see the module doc)."""
    view = TraceView(trace)
    m = metrics_of(trace, view)  # the converter's stored metrics when they are this trace's
    costs = view.costs
    tokens = costs.get("tokens")
    wall = costs.get("wall_clock_s")
    m["tokens"] = float(tokens) if isinstance(tokens, (int, float)) and not isinstance(tokens, bool) else 0.0
    m["wall_clock_s"] = float(wall) if isinstance(wall, (int, float)) and not isinstance(wall, bool) else 0.0
    agent_tokens: dict[str, list[float]] = {}
    roles: set[str] = set()
    per_agent_costs = False
    for a in view.agents.values():
        name = (a.name or a.id)[:200]
        if a.role:
            roles.add(a.role[:100])
        if a.tokens is not None:
            per_agent_costs = True
            cur = agent_tokens.setdefault(name, [0.0, 0.0, 0.0])
            cur[0] += a.tokens
            cur[1] += a.llm_calls
            cur[2] += 1
    rewards = trace.get("rewards")
    channels = sorted(str(k)[:100] for k in rewards) if isinstance(rewards, dict) else []
    trusted_labels = instruction = untrusted = False
    for e in view.events:
        if "trusted" in e:
            trusted_labels = True
            if e.get("trusted") is False:
                untrusted = True
        if "instruction_score" in e:
            instruction = True
    credit = "event" if view.rewards_anchored else ("trace" if channels else "none")
    tid = trace.get("trace_id")
    return {
        "trace_id": _str(tid) or "",
        "task_id": _str(trace.get("task_id")) or "",
        "system": _str(trace.get("system")) or "unknown",
        "topology": _str(trace.get("topology")) or "unknown",
        "day": day_of(trace, day),
        "band": band(len(view.events)),
        "metrics": m,
        "agent_tokens": agent_tokens,
        "roles": sorted(roles),
        "reward_channels": channels,
        "credit": credit,
        "per_agent_costs": per_agent_costs,
        "safety": {"safety_events": int(m.get("safety_events", 0)), "human_interventions": int(m.get("human_interventions", 0)),
                   "trust_labels": trusted_labels, "untrusted_inputs": untrusted, "instruction_verdicts": instruction},
    }


def _h(trace_id: str, task_id: str) -> int:
    return int.from_bytes(hashlib.blake2b(f"{trace_id}\0{task_id}".encode(), digest_size=8).digest(), "big")


class _Row(dict):
    """A sampled trace's numbers; never ordered (two traces with equal ids tie on the hash)."""

    def __lt__(self, other: object) -> bool:
        return False

    __gt__ = __lt__


class _Capped(dict):
    """A counter dict with at most MAX_NAMES keys; the rest go to (other)."""

    def bump(self, key: str, by: float = 1.0) -> None:
        if key not in self and len(self) >= MAX_NAMES:
            key = OTHER
        self[key] = self.get(key, 0.0) + by


class StatsAccumulator:
    """Mergeable corpus statistics (see the module doc).  ``by``: None, topology, system or day."""

    def __init__(self, by: str | None = None, sample_size: int = 100_000) -> None:
        if by not in (None, "topology", "system", "day"):
            raise ValueError(f"by must be topology, system or day, not {by!r}")
        self.by = by
        self.sample_size = sample_size
        self.n = 0
        self.bands = _Capped()
        self.topology = _Capped()
        self.system = _Capped()
        self.roles = _Capped()
        self.channels = _Capped()
        self.credit = _Capped()
        self.flags = _Capped()  # per_agent_costs, trust_labels, ... -> traces with it
        self.sums: dict[str, float] = {}
        self.counts: dict[str, float] = {}
        self.mins: dict[str, float] = {}
        self.maxs: dict[str, float] = {}
        self.agent_tokens: dict[str, list[float]] = {}  # name -> [tokens, llm_calls, instances]
        self.days: dict[str, list[float]] = {}  # day -> [traces, events, tokens, wall]
        self.groups: dict[str, dict[str, float]] = {}
        self.sample: list[tuple[int, dict[str, float]]] = []  # max-heap by -hash: k smallest hashes

    # -- folding in --------------------------------------------------------------------------------------
    def add(self, trace: dict[str, Any], *, day: float | None = None) -> None:
        """Fold one trace in (the map and reduce steps in one)."""
        self.add_summary(summarize(trace, day=day))

    def add_summary(self, s: dict[str, Any]) -> None:
        """Fold in a partial made by :func:`summarize` (possibly on another machine)."""
        self.n += 1
        m: dict[str, float] = s["metrics"]
        self.bands.bump(s["band"])
        self.topology.bump(s["topology"])
        self.system.bump(s["system"])
        for r in s["roles"]:
            self.roles.bump(r)
        for c in s["reward_channels"]:
            self.channels.bump(c)
        self.credit.bump(s["credit"])
        if s["per_agent_costs"]:
            self.flags.bump("per_agent_costs")
        if s["roles"]:
            self.flags.bump("roles")
        for k, v in s["safety"].items():
            if v:
                self.flags.bump(k)
        for k, v in m.items():
            self._num(k, v)
        for name, (tok, calls, inst) in s["agent_tokens"].items():
            if name not in self.agent_tokens and len(self.agent_tokens) >= MAX_NAMES:
                name = OTHER
            cur = self.agent_tokens.setdefault(name, [0.0, 0.0, 0.0])
            cur[0] += tok
            cur[1] += calls
            cur[2] += inst
        day = s["day"] if (s["day"] in self.days or len(self.days) < MAX_NAMES * 4) else OTHER
        d = self.days.setdefault(day, [0.0, 0.0, 0.0, 0.0])
        d[0] += 1
        d[1] += m.get("events", 0.0)
        d[2] += m.get("tokens", 0.0)
        d[3] += m.get("wall_clock_s", 0.0)
        if self.by is not None:
            key = s[self.by]
            if key not in self.groups and len(self.groups) >= MAX_NAMES:
                key = OTHER
            g = self.groups.setdefault(key, {"traces": 0.0})
            g["traces"] += 1
            for k in DIST_KEYS:
                if k in m:
                    g[k] = g.get(k, 0.0) + m[k]
                    g[f"{k}#n"] = g.get(f"{k}#n", 0.0) + 1
        row = _Row({k: m[k] for k in DIST_KEYS if k in m})
        item = (-_h(s["trace_id"], s["task_id"]), row)
        if len(self.sample) < self.sample_size:
            heapq.heappush(self.sample, item)
        elif item[0] > self.sample[0][0]:
            heapq.heapreplace(self.sample, item)

    def _num(self, k: str, v: float) -> None:
        if not isinstance(v, (int, float)) or not math.isfinite(v):
            return
        if k not in self.sums and len(self.sums) >= MAX_NAMES:
            return
        self.sums[k] = self.sums.get(k, 0.0) + v
        self.counts[k] = self.counts.get(k, 0.0) + 1
        self.mins[k] = min(self.mins.get(k, v), v)
        self.maxs[k] = max(self.maxs.get(k, v), v)

    def merge(self, other: StatsAccumulator) -> StatsAccumulator:
        """Fold ``other`` into this accumulator (returns self)."""
        if other.by != self.by:
            raise ValueError("cannot merge accumulators grouped differently")
        self.n += other.n
        for name in ("bands", "topology", "system", "roles", "channels", "credit", "flags"):
            mine: _Capped = getattr(self, name)
            for k, v in getattr(other, name).items():
                mine.bump(k, v)
        for k, v in other.sums.items():
            if k not in self.sums and len(self.sums) >= MAX_NAMES:
                continue
            self.sums[k] = self.sums.get(k, 0.0) + v
            self.counts[k] = self.counts.get(k, 0.0) + other.counts[k]
            self.mins[k] = min(self.mins.get(k, other.mins[k]), other.mins[k])
            self.maxs[k] = max(self.maxs.get(k, other.maxs[k]), other.maxs[k])
        for name, vals in other.agent_tokens.items():
            if name not in self.agent_tokens and len(self.agent_tokens) >= MAX_NAMES:
                name = OTHER
            cur = self.agent_tokens.setdefault(name, [0.0, 0.0, 0.0])
            for i in range(3):
                cur[i] += vals[i]
        for day, vals in other.days.items():
            cur = self.days.setdefault(day, [0.0, 0.0, 0.0, 0.0])
            for i in range(4):
                cur[i] += vals[i]
        for key, g in other.groups.items():
            if key not in self.groups and len(self.groups) >= MAX_NAMES:
                key = OTHER
            mine_g = self.groups.setdefault(key, {})
            for k, v in g.items():
                mine_g[k] = mine_g.get(k, 0.0) + v
        merged = self.sample + other.sample
        self.sample = heapq.nlargest(self.sample_size, merged) if len(merged) > self.sample_size else merged
        heapq.heapify(self.sample)
        return self

    # -- the corpus view ---------------------------------------------------------------------------------
    def distributions(self) -> dict[str, dict[str, float]]:
        """Per metric: n, mean, min, max (exact) and p50/p90/p99 (from the sample)."""
        cols: dict[str, list[float]] = {}
        for _, row in self.sample:
            for k, v in row.items():
                cols.setdefault(k, []).append(v)
        out: dict[str, dict[str, float]] = {}
        for k in DIST_KEYS:
            if k not in self.counts:
                continue
            xs = sorted(cols.get(k, ()))
            d = {"n": self.counts[k], "mean": self.sums[k] / self.counts[k], "min": self.mins[k], "max": self.maxs[k]}
            for q in (50, 90, 99):
                if xs:
                    d[f"p{q}"] = xs[min(len(xs) - 1, int(math.ceil(q / 100 * len(xs))) - 1)]
            out[k] = d
        return out

    def sample_values(self, key: str) -> list[float]:
        return [row[key] for _, row in self.sample if key in row]

    def result(self) -> dict[str, Any]:
        """The corpus statistics, JSON-ready."""
        from .checklist import checklist

        groups = {}
        for key, g in sorted(self.groups.items()):
            entry: dict[str, float] = {"traces": g.get("traces", 0.0)}
            for k in DIST_KEYS:
                if g.get(f"{k}#n"):
                    entry[f"{k}_mean"] = g[k] / g[f"{k}#n"]
            groups[key] = entry
        return {
            "format": "orchtrace-stats/1",
            "traces": self.n,
            "length_bands": {name: int(self.bands.get(name, 0)) for name, _ in BANDS},
            "distributions": self.distributions(),
            "topology": dict(sorted(self.topology.items(), key=lambda kv: -kv[1])),
            "systems": dict(sorted(self.system.items(), key=lambda kv: -kv[1])[:50]),
            "roles": dict(sorted(self.roles.items(), key=lambda kv: -kv[1])[:50]),
            "reward_channels": dict(sorted(self.channels.items(), key=lambda kv: -kv[1])),
            "credit_unit": dict(self.credit),
            "agent_tokens": {k: {"tokens": v[0], "llm_calls": v[1], "instances": v[2]}
                             for k, v in sorted(self.agent_tokens.items(), key=lambda kv: -kv[1][0])[:50]},
            "by_day": {k: {"traces": v[0], "events_mean": v[1] / v[0] if v[0] else 0.0,
                           "tokens_mean": v[2] / v[0] if v[0] else 0.0, "wall_clock_s_mean": v[3] / v[0] if v[0] else 0.0}
                       for k, v in sorted(self.days.items())},
            "by": self.by,
            "groups": groups,
            "checklist": checklist(self),
            "sample_size": len(self.sample),
        }
