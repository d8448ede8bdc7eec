"""Validation of orchestration traces: the published JSON Schema plus graph checks.

What ``orchtrace validate`` checks, in order:

1. **JSON Schema** (draft 2020-12) of ``orchestration-trace.schema.json`` (bundled unchanged).
   This covers everything the upstream structural validator checks except id references.
2. **Upstream structural checks** the schema cannot express: unique event ids; every edge's
   ``src``/``dst`` names an event.
3. **Stricter, documented graph checks** (orchtrace's own):

   * ``G1`` an edge must not go back in time: ``t(src) <= t(dst)`` for every edge (causes come
     before effects, sequences move forward);
   * ``G2`` the non-temporal edges (causal, spawn, message, tool_dependency, return, aggregate,
     safety_flow) must form a DAG: a cycle means an event is its own cause.

A trace that passes the upstream validator fails here only through the JSON Schema itself (the
published schema is stricter than the upstream script, e.g. on extra top-level keys) or G1/G2.
All checks are linear in events + edges.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import jsonschema

try:  # the Rust validator: ~40 ms for a 10^5-event trace where pure-Python jsonschema takes ~25 s
    import jsonschema_rs
except ImportError:  # pragma: no cover - optional speed-up
    jsonschema_rs = None

MAX_ERRORS = 50


@dataclass(frozen=True, slots=True)
class Problem:
    path: str  # JSON path, e.g. $.events[3].t
    message: str
    code: str = "schema"  # schema | id | edge | G1 | G2

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@lru_cache(maxsize=1)
def bundled_schema() -> dict[str, Any]:
    text = resources.files("orchtrace.schema").joinpath("orchestration-trace.schema.json").read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=4)
def _validator(schema_text: str | None = None) -> Any:
    schema = bundled_schema() if schema_text is None else json.loads(schema_text)
    if jsonschema_rs is not None:
        return jsonschema_rs.Draft202012Validator(schema)
    return jsonschema.Draft202012Validator(schema)


def _schema_errors(validator: Any, data: Any) -> Any:
    """(json path parts, message) of each schema error, from either validator."""
    for err in validator.iter_errors(data):
        path = getattr(err, "instance_path", None)
        if path is None:
            path = err.absolute_path
        yield list(path), err.message


def _json_path(parts: Any) -> str:
    out = "$"
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else f".{p}"
    return out


def validate_trace(data: Any, *, schema: dict[str, Any] | None = None, max_errors: int = MAX_ERRORS) -> list[Problem]:
    """All problems of one trace (an empty list means valid)."""
    validator = _validator(None if schema is None else json.dumps(schema, sort_keys=True))
    problems: list[Problem] = []
    try:
        for path, message in _schema_errors(validator, data):
            problems.append(Problem(_json_path(path), message, "schema"))
            if len(problems) >= max_errors:
                return problems
    except (ValueError, RecursionError) as exc:  # e.g. nesting deeper than the validator recurses
        return [Problem("$", f"cannot be validated: {exc}", "schema")]
    if not isinstance(data, dict):
        return problems
    events = data.get("events") if isinstance(data.get("events"), list) else []
    edges = data.get("edges") if isinstance(data.get("edges"), list) else []
    times: dict[str, float] = {}
    for i, ev in enumerate(events):
        if not isinstance(ev, dict) or not isinstance(ev.get("id"), str):
            continue
        if ev["id"] in times:
            problems.append(Problem(f"$.events[{i}].id", f"duplicate event id {ev['id']!r}", "id"))
        t = ev.get("t")
        times[ev["id"]] = float(t) if isinstance(t, (int, float)) and not isinstance(t, bool) else 0.0
    succ: dict[str, list[str]] = {}
    indeg: dict[str, int] = {}
    for j, edge in enumerate(edges):
        if not isinstance(edge, dict):
            continue
        src, dst = edge.get("src"), edge.get("dst")
        ok = True
        for end, name in ((src, "src"), (dst, "dst")):
            if isinstance(end, str) and end not in times:
                problems.append(Problem(f"$.edges[{j}].{name}", f"edge {name} {end!r} names no event", "edge"))
                ok = False
        if not ok or not isinstance(src, str) or not isinstance(dst, str):
            continue
        if times[dst] < times[src]:
            problems.append(Problem(
                f"$.edges[{j}]",
                f"G1: {edge.get('type')} edge goes back in time ({src!r} at t={times[src]} -> {dst!r} at t={times[dst]})",
                "G1",
            ))
        if edge.get("type") != "temporal":
            succ.setdefault(src, []).append(dst)
            indeg[dst] = indeg.get(dst, 0) + 1
            indeg.setdefault(src, indeg.get(src, 0))
        if len(problems) >= max_errors:
            return problems
    # Kahn's algorithm over the non-temporal edges: what remains is on (or after) a cycle.
    queue = deque(n for n, d in indeg.items() if d == 0)
    removed = 0
    while queue:
        n = queue.popleft()
        removed += 1
        for m in succ.get(n, ()):
            indeg[m] -= 1
            if indeg[m] == 0:
                queue.append(m)
    if removed < len(indeg):
        stuck = sorted(n for n, d in indeg.items() if d > 0)
        shown = ", ".join(repr(s) for s in stuck[:5]) + (" ..." if len(stuck) > 5 else "")
        problems.append(Problem("$.edges", f"G2: non-temporal edges form a cycle through {shown}", "G2"))
    return problems


def validate_trace_dict(data: Any) -> list[str]:
    """Problems as strings (empty: valid). Convenience for tests and other modules."""
    return [str(p) for p in validate_trace(data)]
