"""Which reducer a span goes to: stable hashes and the task keys of one OpenTelemetry trace.

The converter groups spans by the ``orchtrace.task.id`` of their nearest ancestor that carries
one (a span's own attribute first), and spans with none by their OTel trace id; one task may span
several OTel traces (a human resuming a run, a retry).  OTel parents are always in the span's own
trace, so once every span of a trace is in one place (first shuffle, by trace id) the task keys
the trace contributes to are known, and the whole trace is sent to the reducer of each of those
keys (second shuffle, by task key).  A reducer then holds every trace of every task it owns and
converts them exactly as the single-process path would.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable



def bucket(key: str, n: int) -> int:
    """A stable bucket in ``range(n)`` (Python's ``hash`` differs between processes)."""
    return zlib.crc32(key.encode("utf-8", "surrogatepass")) % n


def task_key(task: object | None, trace_id: str) -> str:
    """The converter's group key: ``task:<id>`` or, with no task id, ``trace:<otel trace id>``."""
    return f"task:{task}" if task is not None else f"trace:{trace_id}"


def trace_task_keys(trace_id: str, spans: Iterable[tuple[str, str | None, object]]) -> set[str]:
    """Every group key the spans of one OTel trace can fall into; ``spans`` are
    ``(span_id, parent_span_id, orchtrace.task.id attribute or None)`` in archive order.

    Exact for well-formed traces; on a parent cycle (hostile input, which the converter cuts at a
    place that depends on span order) it over-approximates: every task id present plus the trace
    key.  Reducers keep only the keys they own, so a key too many costs work, never correctness.
    Linear: each span is walked once (memoised).
    """
    parent: dict[str, str | None] = {}
    task: dict[str, object] = {}
    for sid, par, value in spans:  # a span exported twice: the later copy wins, as in the converter
        parent[sid] = par
        task[sid] = value
    memo: dict[str, object] = {}
    none = object()
    keys: set[str] = set()
    for sid in parent:
        path: list[str] = []
        seen: set[str] = set()
        cur: str | None = sid
        answer: object = none
        while cur is not None:
            if cur in memo:
                answer = memo[cur]
                break
            if cur not in parent:
                break
            if cur in seen:  # a cycle: be conservative
                keys.update(task_key(v, trace_id) for v in task.values() if v is not None)
                keys.add(task_key(None, trace_id))
                break
            seen.add(cur)
            value = task[cur]
            if value is not None:
                answer = value
                memo[cur] = value
                break
            path.append(cur)
            cur = parent[cur]
        for p in path:
            memo[p] = answer
        keys.add(task_key(None if answer is none else answer, trace_id))
    return keys
