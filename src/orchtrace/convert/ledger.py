"""Per-agent costs, LLM calls and anchored rewards of one trace (the converter's credit ledger).

The converter feeds this ledger while it reads a task's spans, then :meth:`AgentLedger.attach`
writes what it learnt into the trace's events (the schema's top level is closed, events are
open):

* **LLM calls** are the chat/completion spans other instrumentations emit (OpenTelemetry contrib
  ``opentelemetry-instrumentation-openai-v2`` and any ``gen_ai.operation.name`` = ``chat`` /
  ``text_completion`` / ``generate_content`` span, OpenInference ``LLM`` spans, OpenLLMetry
  ``llm.request.type`` spans; :mod:`orchtrace.convert.importers` maps the last two onto
  ``gen_ai.*``).  Each is charged to the agent instance it runs under (its nearest agent span).
* **Tokens**: every span's ``gen_ai.usage.input_tokens`` / ``output_tokens`` and every
  ``orchtrace.cost`` event, charged to the agent that performs it: the same numbers that make
  the trace's ``costs.tokens``, so the per-agent costs add up to it.
* On each agent's ``return`` event: ``cost`` = ``{"tokens", "input_tokens", "output_tokens",
  "llm_calls"}`` (the agent's own spending, not its children's) and, when it made LLM calls,
  ``models`` / ``providers`` (sorted, distinct).  Spending outside any agent rides on the
  trace's first event as ``unattributed_cost``.  The first event also gets ``start_unix_s``,
  the wall-clock start of the trace (``t`` is relative), for trends by day.
* **Rewards** (``orchtrace.reward(channel, value, agent=...)``): besides the trace-level sum in
  ``rewards[channel]``, each reward is kept on the event where it was given, as an entry of that
  event's ``rewards`` list: ``{"channel", "value", "agent"}`` where ``agent`` is the credited
  instance (default: the giver).  The event "where it was given" is the giving agent's latest
  event at or before the reward; if the giver had recorded nothing yet, its next event (every
  agent instance has at least its ``return``).  See ``docs/metrics.md`` ("Credit").
"""

from __future__ import annotations

import math
from bisect import bisect_right
from typing import Any

from .. import semconv as sc

LLM_OPERATIONS = frozenset({"chat", "text_completion", "generate_content", "completion"})
MAX_NAMES = 16  # models/providers kept per agent


_LS = "traceloop.association.properties."
_MODEL_KEYS = ("gen_ai.response.model", sc.GEN_AI_REQUEST_MODEL, "llm.model_name", _LS + "ls_model_name")
_PROVIDER_KEYS = (sc.GEN_AI_PROVIDER_NAME, sc.GEN_AI_SYSTEM, "llm.provider", "llm.system")


def _first(attrs: Any, keys: tuple[str, ...]) -> Any:
    """The first of ``keys`` with a real value ("unknown", as some instrumentations write, is none)."""
    for key in keys:
        value = attrs.get(key)
        if value and value != "unknown":
            return value
    return None


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) and value >= 0 else None


class _Cost:
    __slots__ = ("tokens", "input_tokens", "output_tokens", "llm_calls", "models", "providers")

    def __init__(self) -> None:
        self.tokens = 0.0
        self.input_tokens = 0.0
        self.output_tokens = 0.0
        self.llm_calls = 0
        self.models: set[str] = set()
        self.providers: set[str] = set()

    def as_dict(self) -> dict[str, float]:
        return {"tokens": self.tokens, "input_tokens": self.input_tokens,
                "output_tokens": self.output_tokens, "llm_calls": self.llm_calls}


class AgentLedger:
    """Collects per-agent costs and rewards while the converter reads one task's spans."""

    __slots__ = ("costs", "rewards")

    def __init__(self) -> None:
        self.costs: dict[str, _Cost] = {}
        self.rewards: list[tuple[tuple[int, int, int], str, str, str, float]] = []

    def _cost(self, actor: str) -> _Cost:
        c = self.costs.get(actor)
        if c is None:
            c = self.costs[actor] = _Cost()
        return c

    def span(self, actor: str, attrs: Any) -> None:
        """A span performed by ``actor``: its token usage, and whether it is an LLM call."""
        tin = _num(attrs.get(sc.GEN_AI_USAGE_INPUT_TOKENS))
        tout = _num(attrs.get(sc.GEN_AI_USAGE_OUTPUT_TOKENS))
        is_llm = attrs.get(sc.GEN_AI_OPERATION_NAME) in LLM_OPERATIONS
        if tin is None and tout is None and not is_llm:
            return
        c = self._cost(actor)
        if tin:
            c.input_tokens += tin
            c.tokens += tin
        if tout:
            c.output_tokens += tout
            c.tokens += tout
        if is_llm:
            c.llm_calls += 1
            model = _first(attrs, _MODEL_KEYS)
            provider = _first(attrs, _PROVIDER_KEYS)
            if provider == "langchain":  # OpenLLMetry's LangChain spans: the framework, not the provider
                provider = attrs.get(_LS + "ls_provider") or provider
            if model and len(c.models) < MAX_NAMES:
                c.models.add(str(model)[:200])
            if provider and len(c.providers) < MAX_NAMES:
                c.providers.add(str(provider)[:200])

    def cost_event(self, actor: str, attrs: Any) -> None:
        """An ``orchtrace.cost`` span event recorded by ``actor``."""
        tokens = _num(attrs.get(sc.COST_TOKENS))
        if not tokens:
            return
        c = self._cost(actor)
        c.tokens += tokens
        tin = _num(attrs.get(sc.GEN_AI_USAGE_INPUT_TOKENS))
        tout = _num(attrs.get(sc.GEN_AI_USAGE_OUTPUT_TOKENS))
        c.input_tokens += tin or 0.0
        c.output_tokens += tout or 0.0

    def reward(self, key: int, giver: str, attrs: Any, channel: str, value: float) -> None:
        """An ``orchtrace.reward`` span event at sort key ``key``, given by ``giver``."""
        credited = attrs.get(sc.REWARD_AGENT)
        self.rewards.append((key, giver, str(credited) if credited else giver, channel, value))

    def attach(self, keys: list[int], events: list[dict[str, Any]], time_shift: int) -> None:
        """Write costs onto return events and rewards onto their anchor events.  ``keys`` are the
        converter's sorted event keys (time in the bits above ``time_shift``), ``events`` the events
        in that order; reward keys compare with them (see ``TraceBuilder._key``)."""
        if not events:
            return
        # the wall-clock start of the trace (its relative ``t`` starts at 0): stats trend by day
        events[0].setdefault("start_unix_s", round((keys[0] >> time_shift) / 1e9, 6))
        if self.costs:
            done: set[str] = set()
            for ev in events:
                if ev["type"] == "return":
                    actor = ev["agent"]
                    c = self.costs.get(actor)
                    if c is not None and actor not in done:
                        done.add(actor)
                        ev["cost"] = c.as_dict()
                        if c.models:
                            ev["models"] = sorted(c.models)
                        if c.providers:
                            ev["providers"] = sorted(c.providers)
            rest = _Cost()
            for actor, c in self.costs.items():
                if actor not in done:
                    rest.tokens += c.tokens
                    rest.input_tokens += c.input_tokens
                    rest.output_tokens += c.output_tokens
                    rest.llm_calls += c.llm_calls
            if rest.tokens or rest.llm_calls:
                events[0]["unattributed_cost"] = rest.as_dict()
        if self.rewards:
            givers = {g for _, g, _, _, _ in self.rewards}
            by_giver: dict[str, list[int]] = {g: [] for g in givers}
            evs: dict[str, list[dict[str, Any]]] = {g: [] for g in givers}
            for key, ev in zip(keys, events):
                a = ev["agent"]
                if a in by_giver:
                    by_giver[a].append(key)
                    evs[a].append(ev)
            for key, giver, credited, channel, value in self.rewards:
                ks = by_giver[giver]
                if ks:
                    i = bisect_right(ks, key) - 1
                    anchor = evs[giver][max(i, 0)]
                else:  # a giver with no event at all (no agent around): the trace's event before it
                    j = bisect_right(keys, key) - 1
                    anchor = events[max(j, 0)]
                anchor.setdefault("rewards", []).append({"channel": channel, "value": value, "agent": credited})
