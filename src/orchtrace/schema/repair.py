"""Validate a trace before it is written, and drop bad values rather than the trace.

Writers (the trace-directory exporter, the collector's assembler) call :func:`repair_trace` on
every trace they are about to write.  Each schema problem is repaired by removing the smallest
thing that holds it: an optional field of an event or edge, a key of ``rewards`` / ``costs`` /
``metrics``, an optional top-level field; an event whose required fields are bad is dropped with
the edges that name it.  What was removed is listed in a diagnostic on the first event (events
allow extra properties), so a reader of the trace sees that something was dropped and why.
Linear in the trace; a valid trace (the normal case) costs one validation.
"""

from __future__ import annotations

from typing import Any

from .validate import _schema_errors, _validator

_EVENT_REQUIRED = frozenset({"id", "t", "type", "agent"})
_EDGE_REQUIRED = frozenset({"src", "dst", "type"})
_TOP_REQUIRED = frozenset({"trace_id", "task_id", "events", "edges", "rewards", "costs"})
_TOP_DEFAULTS: dict[str, Any] = {"events": [], "edges": [], "rewards": {}, "costs": {}}


def repair_trace(trace: dict[str, Any], *, rounds: int = 3) -> list[str]:
    """Make ``trace`` schema-valid in place by dropping bad values; returns what was dropped
    (empty when the trace was valid).  Never raises."""
    dropped: list[str] = []
    try:
        validator = _validator(None)
        for _ in range(rounds):
            errors = [(list(path), msg) for path, msg in _schema_errors(validator, trace)]
            if not errors:
                break
            bad_events: set[int] = set()
            bad_edges: set[int] = set()
            removals: list[tuple[Any, Any, str]] = []
            for path, msg in errors:
                where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
                if len(path) >= 2 and path[0] in ("events", "edges") and isinstance(path[1], int):
                    items = trace.get(path[0])
                    item = items[path[1]] if isinstance(items, list) and path[1] < len(items) else None
                    required = _EVENT_REQUIRED if path[0] == "events" else _EDGE_REQUIRED
                    if isinstance(item, dict) and len(path) >= 3 and path[2] not in required:
                        removals.append((item, path[2], f"{where}: {msg}"))
                    else:
                        (bad_events if path[0] == "events" else bad_edges).add(path[1])
                        dropped.append(f"{path[0][:-1]} {path[1]} dropped: {where}: {msg}")
                elif len(path) >= 2 and path[0] in ("rewards", "costs", "metrics") and isinstance(trace.get(path[0]), dict):
                    removals.append((trace[path[0]], path[1], f"{where}: {msg}"))
                elif len(path) == 1:
                    key = path[0]
                    if key in _TOP_DEFAULTS:
                        trace[key] = type(_TOP_DEFAULTS[key])()
                        dropped.append(f"{where} reset: {msg}")
                    elif key not in _TOP_REQUIRED:
                        removals.append((trace, key, f"{where}: {msg}"))
                elif not path and "additional" in msg.lower():
                    for key in [k for k in trace if k not in _TOP_REQUIRED and k not in ("system", "topology", "metrics")]:
                        removals.append((trace, key, f"$.{key}: not allowed at the top level"))
                elif not path:
                    for key, default in _TOP_DEFAULTS.items():
                        if key not in trace:
                            trace[key] = type(default)()
                            dropped.append(f"$.{key} was missing: set empty")
                    for key in ("trace_id", "task_id"):
                        if not isinstance(trace.get(key), str) or not trace.get(key):
                            trace[key] = "unknown"
                            dropped.append(f"$.{key} was missing or empty: set 'unknown'")
            for obj, key, why in removals:
                if isinstance(obj, dict) and key in obj:
                    del obj[key]
                    dropped.append(f"dropped {why}")
            if bad_events and isinstance(trace.get("events"), list):
                gone = {e.get("id") for i, e in enumerate(trace["events"]) if i in bad_events and isinstance(e, dict)}
                trace["events"] = [e for i, e in enumerate(trace["events"]) if i not in bad_events]
                if isinstance(trace.get("edges"), list):
                    trace["edges"] = [e for j, e in enumerate(trace["edges"]) if j not in bad_edges and not (
                        isinstance(e, dict) and (e.get("src") in gone or e.get("dst") in gone))]
            elif bad_edges and isinstance(trace.get("edges"), list):
                trace["edges"] = [e for j, e in enumerate(trace["edges"]) if j not in bad_edges]
        if dropped and isinstance(trace.get("events"), list) and trace["events"] and isinstance(trace["events"][0], dict):
            trace["events"][0].setdefault("diagnostics", [])
            if isinstance(trace["events"][0]["diagnostics"], list):
                trace["events"][0]["diagnostics"].extend(d[:300] for d in dropped[:50])
    except Exception as exc:  # noqa: BLE001 - repairing must never cost the trace
        dropped.append(f"repair failed: {exc!r}")
    return dropped
