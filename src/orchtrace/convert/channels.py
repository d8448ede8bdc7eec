"""Extra event fields for memory accesses and execution context (survey AV4, AV8).

* memory tool spans (``orchtrace.tool.channel = memory``, :mod:`orchtrace.capture.memory`):
  ``channel``, ``memory_op``, ``memory_key``, ``memory_ref``, ``ts`` (wall-clock seconds of the
  access, to order accesses across traces), the written value's ``memory_fingerprint`` and
  recognizer verdict (on the ``tool_call``), ``memory_trusted: false`` when the writer said so;
* tools that run code: ``executes_code``, ``isolation`` and the OpenTelemetry resource of the
  span that ran it (``exec_context``: ``container.id``, ``process.pid``, ``host.name``);
* spawns: the child's and the parent's ``exec_context`` when their resources say where they ran.

All are extra event properties (the schema allows them); nothing here is raw content.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .. import semconv as sc

_RESOURCE_KEYS = (("container.id", "container"), ("process.pid", "pid"), ("host.name", "host"))


def _ints(value: Any) -> list[int]:
    if not isinstance(value, (list, tuple)):
        return []
    return [h for h in value if type(h) is int]


def exec_context(resource: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if not resource:
        return None
    out = {}
    for key, field in _RESOURCE_KEYS:
        v = resource.get(key)
        if isinstance(v, (str, int)) and not isinstance(v, bool):
            out[field] = v if isinstance(v, int) else str(v)[:128]
    return out or None


def tool_fields(attrs: Mapping[str, Any], start_ns: int, resource: Mapping[str, Any] | None,
                call: dict[str, Any], result: dict[str, Any]) -> None:
    if attrs.get(sc.TOOL_CHANNEL) == "memory":
        op = str(attrs.get(sc.MEMORY_OP) or "read")
        ts = start_ns / 1e9 if isinstance(start_ns, int) and start_ns > 0 else None
        for ev in (call, result):
            ev["channel"] = "memory"
            ev["memory_op"] = op
            if isinstance(attrs.get(sc.MEMORY_KEY), str):
                ev["memory_key"] = attrs[sc.MEMORY_KEY]
            if isinstance(attrs.get(sc.MEMORY_VALUE_REF), str):
                ev["memory_ref"] = attrs[sc.MEMORY_VALUE_REF]
            if ts is not None and math.isfinite(ts):
                ev["ts"] = round(ts, 6)
        if op == "write":
            fp = _ints(attrs.get(sc.MEMORY_VALUE_FINGERPRINT))
            if fp:
                call["memory_fingerprint"] = fp
            score = attrs.get(sc.TOOL_RESULT_INSTRUCTION_SCORE)
            if isinstance(score, (int, float)) and not isinstance(score, bool) and 0.0 <= score <= 1.0:
                call["instruction_score"] = float(score)
                call["instruction_flagged"] = attrs.get(sc.TOOL_RESULT_INSTRUCTION_FLAGGED) is True
                for k in ("instruction_score", "instruction_flagged", "injection", "fingerprint"):
                    result.pop(k, None)  # a write's result is not content anybody reads
            if attrs.get(sc.MEMORY_TRUSTED) is False:
                call["memory_trusted"] = False
    if attrs.get(sc.TOOL_EXECUTES_CODE):
        call["executes_code"] = True
        ctx = exec_context(resource)
        if ctx:
            call["exec_context"] = ctx
    iso = attrs.get(sc.TOOL_ISOLATION)
    if isinstance(iso, str):
        call["isolation"] = iso[:32]


def spawn_fields(child_resource: Mapping[str, Any] | None, parent_resource: Mapping[str, Any] | None,
                 spawn: dict[str, Any]) -> None:
    child = exec_context(child_resource)
    parent = exec_context(parent_resource)
    if child:
        spawn["exec_context"] = child
    if parent:
        spawn["parent_exec_context"] = parent


def agent_tokens(attrs: Mapping[str, Any], span_events: Any) -> float:
    """Tokens an agent span used itself: ``gen_ai.usage.*`` on the span plus ``orchtrace.cost``
    events recorded on it (0.0 when none)."""
    total = 0.0
    for key in (sc.GEN_AI_USAGE_INPUT_TOKENS, sc.GEN_AI_USAGE_OUTPUT_TOKENS):
        v = attrs.get(key)
        if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0:
            total += float(v)
    for ev in span_events or ():
        if getattr(ev, "name", None) == sc.EVENT_COST:
            v = (getattr(ev, "attributes", None) or {}).get(sc.COST_TOKENS)
            if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0:
                total += float(v)
    return total
