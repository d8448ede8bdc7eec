"""Streaming conversion: each trace is written as soon as it is built, then dropped.

:func:`convert_records_to_dicts` returns every trace at once, so its peak memory holds all the
output (for 10^6 spans, ~1.6 GB of event and edge dicts).  The writers here keep at most one
trace's output alive:

* :func:`convert_records_to_jsonl` - all records indexed together (a span's task may be known
  only from an ancestor anywhere in the input), then task by task: build, write one JSON line,
  drop.  The output is byte-identical to ``orjson.dumps(t) + b"\\n"`` for each trace of
  :func:`convert_records_to_dicts`, in the same order.
* :func:`convert_batches_to_jsonl` - for inputs already grouped by task (a file or store
  partition per task): each batch is converted on its own and released before the next one is
  read, so memory is bounded by the largest batch, not the whole input.

Within one trace, events are serialised in chunks and each written chunk's dicts are freed, so
no single bytes object of the whole trace is ever built.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from typing import IO, Any

import orjson

from .edgecols import EdgeColumns
from .records import SpanRecord

_CHUNK = 20_000  # events or edges per orjson call: large enough to be fast, small for memory

_ORDER = ("trace_id", "task_id", "system", "topology", "events", "edges", "rewards", "costs", "metrics")


def write_trace_jsonl(trace: dict[str, Any], out: IO[bytes], *, consume: bool = True) -> int:
    """Write one trace as one JSON line (the bytes ``orjson.dumps(trace) + b"\\n"``), its event
    and edge lists in chunks.  ``consume``: empty the lists as they are written (frees their
    dicts early; the trace is unusable afterwards).  Returns the number of bytes written."""
    dumps = orjson.dumps
    written = 0
    first = True
    for key, value in trace.items():
        head = (b"{" if first else b",") + dumps(key) + b":"
        first = False
        if isinstance(value, EdgeColumns) and len(value) <= _CHUNK:  # one chunk: the trace keeps the list
            edges = trace[key] = value.dicts()
            body = head + dumps(edges)
            out.write(body)
            written += len(body)
        elif isinstance(value, EdgeColumns):  # edge dicts made and written chunk by chunk
            out.write(head + b"[")
            written += len(head) + 1
            for i in range(0, len(value), _CHUNK):
                chunk = dumps(value.dicts(i, i + _CHUNK))[1:-1]
                if i:
                    out.write(b",")
                    written += 1
                out.write(chunk)
                written += len(chunk)
            out.write(b"]")
            written += 1
            trace[key] = [] if consume else value.dicts()
        elif key in ("events", "edges") and isinstance(value, list) and len(value) > _CHUNK:
            out.write(head + b"[")
            written += len(head) + 1
            n = len(value)
            for i in range(0, n, _CHUNK):
                chunk = dumps(value[i:i + _CHUNK])[1:-1]
                if i:
                    out.write(b",")
                    written += 1
                out.write(chunk)
                written += len(chunk)
                if consume:
                    value[i:i + _CHUNK] = [None] * min(_CHUNK, n - i)
            out.write(b"]")
            written += 1
            if consume:
                value.clear()
        else:
            body = head + dumps(value)
            out.write(body)
            written += len(body)
    out.write(b"}\n" if not first else b"{}\n")
    return written + 2


def convert_records_to_jsonl(records: Iterable[SpanRecord], out: IO[bytes], *, logs: Iterable[Any] | None = None,
                             pause_gc: bool = True) -> int:
    """Convert and write one JSON line per trace as each is built; returns the number of traces."""
    from .converter import _iter_convert

    paused = pause_gc and gc.isenabled()
    if paused:
        gc.disable()
    try:
        count = 0
        for trace in _iter_convert(records, logs, lazy_edges=True):
            write_trace_jsonl(trace, out)
            del trace
            count += 1
        return count
    finally:
        if paused:
            gc.enable()


def convert_batches_to_jsonl(batches: Iterable[Iterable[SpanRecord]], out: IO[bytes], *,
                             pause_gc: bool = True) -> int:
    """Each batch (the spans of one or more whole tasks) converted on its own, written and
    released before the next batch is read.  A task split across batches becomes several traces:
    only pass batches that hold whole tasks.  Returns the number of traces written."""
    count = 0
    for batch in batches:
        count += convert_records_to_jsonl(batch, out, pause_gc=pause_gc)
    return count
