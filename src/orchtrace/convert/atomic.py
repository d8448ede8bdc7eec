"""All-or-nothing streaming output for ``orchtrace convert``.

Each trace is validated and written as soon as it is built, then dropped, so the command holds
one trace's output at a time instead of all of them.  Nothing appears under the destination
names until every trace has been built and validated: traces go to temporary files in the
output directory (fsync'd), which are renamed over their destinations only at the end; an
invalid trace (a converter bug) or any error removes every temporary file.  The bytes are those
of the in-memory path: ``orjson.dumps(t, option=OPT_INDENT_2)`` per ``.json`` file, or
``orjson.dumps(t) + b"\\n"`` per line of ``traces.jsonl`` (written chunk by chunk).
"""

from __future__ import annotations

import gc
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

import orjson

from .edgecols import EdgeColumns
from .records import SpanRecord
from .stream import write_trace_jsonl


class InvalidTraceError(ValueError):
    """A built trace failed validation; nothing was written."""

    def __init__(self, task_id: str, problem: Any) -> None:
        super().__init__(f"trace {task_id} would be invalid: {problem}")
        self.task_id = task_id
        self.problem = problem


def _temp(output: Path, name: str) -> tuple[IO[bytes], str]:
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=output)
    return os.fdopen(fd, "wb"), tmp


def convert_to_files_atomic(records: Iterable[SpanRecord], output: Path, fmt: str, *,
                            logs: Iterable[Any] | None = None,
                            validate: Callable[[dict[str, Any]], list[Any]],
                            filename: Callable[[str], str]) -> list[tuple[Path, int]]:
    """Convert, validate and write every trace; returns ``(path, events)`` per ``.json`` file, or
    ``[(traces.jsonl, number of traces)]``.  Raises :class:`InvalidTraceError` (or the I/O
    error) with nothing written under ``output``'s destination names."""
    from .converter import _iter_convert

    created = not output.exists()
    output.mkdir(parents=True, exist_ok=True)
    temps: list[tuple[str, Path, int]] = []  # (temporary file, destination, events or traces)
    jsonl: IO[bytes] | None = None
    ok = False
    paused = gc.isenabled()
    if paused:
        gc.disable()  # millions of acyclic dicts: collections only cost time
    try:
        if fmt == "jsonl":
            jsonl, tmp = _temp(output, "traces.jsonl")
            temps.append((tmp, output / "traces.jsonl", 0))
        count = 0
        for trace in _iter_convert(records, logs, lazy_edges=True):
            if isinstance(trace["edges"], EdgeColumns):
                trace["edges"] = trace["edges"].dicts()
            problems = validate(trace)
            if problems:
                raise InvalidTraceError(str(trace["task_id"]), problems[0])
            count += 1
            if jsonl is not None:
                write_trace_jsonl(trace, jsonl)
            else:
                dest = output / filename(trace["task_id"])
                fh, tmp = _temp(output, dest.name)
                temps.append((tmp, dest, len(trace["events"])))
                with fh:
                    fh.write(orjson.dumps(trace, option=orjson.OPT_INDENT_2))
                    fh.flush()
                    os.fsync(fh.fileno())
            del trace
        if jsonl is not None:
            jsonl.flush()
            os.fsync(jsonl.fileno())
            jsonl.close()
            jsonl = None
            temps[0] = (temps[0][0], temps[0][1], count)
        if not count:  # nothing to write (the caller says so)
            return []
        done: list[tuple[Path, int]] = []
        for tmp, dest, n in temps:
            os.replace(tmp, dest)
            done.append((dest, n))
        temps = []
        ok = True
        return done
    finally:
        if paused:
            gc.enable()
        if jsonl is not None:
            jsonl.close()
        for tmp, _dest, _n in temps:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        if created and not ok:  # a failed or empty run leaves no directory it made
            try:
                output.rmdir()
            except OSError:
                pass
