"""Pydantic models of the published orchestration-trace schema (``orchestration-trace.schema.json``).

The schema allows extra properties on events, so orchtrace adds evidence there (agent name,
span id, code location, fingerprints...).  The top level and edges allow no extras: the models
forbid them too, so a model that validates here serialises to JSON that validates there.

Extra event fields orchtrace writes (all optional):

==================  ===========================================================================
``agent_name``      the agent's name (``agent`` is the unique instance id)
``span_id``         the OpenTelemetry span the event came from
``kind``            decision kind / human-intervention kind / despawn reason
``decision``        human-intervention decision (approved, rejected, pending, ...)
``actor``           who intervened
``tool_call_id``    ``gen_ai.tool.call.id``
``sensitive``       tool has effects (send, pay, write, delete, exec)
``requires_approval``  tool must be approved by a human
``tools``           declared allowlist of a spawned agent (on ``spawn``), absent = undeclared
``agent_tools``     a root agent's own declared allowlist (on its first event)
``input_fingerprint``  fingerprint of a root agent's input, the user's task (on its first event)
``request_fingerprint``  of those, the values the user's own passages name, apart from the app's
                    system prompt (set only when the input holds both)
``status``          ``"error"`` when the call raised; ``error_type`` names the exception
``fingerprint``     winnowed k-gram hashes of untrusted output (on ``tool_result``)
``arg_fingerprints``  ``{argument: [hashes]}`` of sensitive-call arguments (on ``tool_call``)
``injection``       prompt-injection indicator categories found in an untrusted output
``injection_entities``  entity hashes named inside text addressed to the model (untrusted output)
``inputs``          event ids an aggregate consumed
``strategy``        aggregation strategy
``target``          decision/approval target (agent or tool name)
``value``           reward value / token count
``code``            ``{"file": ..., "line": ..., "function": ...}`` of the agent/tool
``parent_event``    id of the event that approves/answers this one (human interventions)
``rule``/``severity``/``message``  on ``safety_event`` (written by the audit), with ``rule_name``,
                    ``finding`` (fingerprint), ``strength``, ``suppressed``, ``agent_name``, ``tool``
==================  ===========================================================================
"""

from __future__ import annotations

from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field

EventType = Literal[
    "orchestrator_decision",
    "spawn",
    "despawn",
    "message",
    "tool_call",
    "tool_result",
    "return",
    "aggregate",
    "human_intervention",
    "safety_event",
]
EdgeType = Literal[
    "temporal", "causal", "spawn", "message", "tool_dependency", "return", "aggregate", "safety_flow"
]
Topology = Literal[
    "centralized",
    "planner_executor_critic",
    "debate",
    "swarm",
    "hierarchical",
    "harness",
    "mixed",
    "unknown",
]

EVENT_TYPES: tuple[str, ...] = EventType.__args__  # type: ignore[attr-defined]
EDGE_TYPES: tuple[str, ...] = EdgeType.__args__  # type: ignore[attr-defined]


class Event(BaseModel):
    """One orchestration event. Extra (evidence) fields are kept and serialised."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    id: str = Field(min_length=1)
    t: float = Field(ge=0)
    type: EventType
    agent: str = Field(min_length=1)
    role: str | None = None
    from_: str | None = Field(default=None, alias="from")
    to: str | None = None
    tool: str | None = None
    content_ref: str | None = None
    trusted: bool | None = None

    def extra(self, key: str, default: Any = None) -> Any:
        """An evidence field (one not in the published schema), or ``default``."""
        extras = self.__pydantic_extra__
        return extras.get(key, default) if extras else default


class Edge(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    src: str = Field(min_length=1)
    dst: str = Field(min_length=1)
    type: EdgeType


class Costs(BaseModel):
    model_config = ConfigDict(extra="allow")

    tokens: float = Field(default=0, ge=0)
    wall_clock_s: float = Field(default=0, ge=0)
    tool_calls: float | None = Field(default=None, ge=0)
    messages: float | None = Field(default=None, ge=0)


class OrchestrationTrace(BaseModel):
    """A whole orchestration trace, as in the published schema."""

    model_config = ConfigDict(extra="forbid")

    trace_id: str = Field(min_length=1)
    task_id: str = Field(min_length=1)
    system: str | None = None
    topology: Topology | None = None
    events: list[Event] = Field(min_length=1)
    edges: list[Edge] = Field(default_factory=list)
    rewards: dict[str, float] = Field(default_factory=dict)
    costs: Costs = Field(default_factory=Costs)
    metrics: dict[str, float] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict: aliases used (``from``), unset optionals left out."""
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)

    def to_json(self, *, indent: bool = False) -> bytes:
        opts = orjson.OPT_INDENT_2 if indent else 0
        return orjson.dumps(self.to_dict(), option=opts)

    @classmethod
    def from_json(cls, data: bytes | str) -> OrchestrationTrace:
        return cls.model_validate(orjson.loads(data))
