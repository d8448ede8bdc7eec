"""Reading orchestration-trace files: ``.json`` (one trace), ``.jsonl`` (one per line), dirs."""

from __future__ import annotations

import gzip
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

MAX_FILE_BYTES = int(os.environ.get("ORCHTRACE_MAX_INPUT_BYTES", str(2 * 1024**3)))
TRACE_SUFFIXES = (".json", ".jsonl", ".json.gz", ".jsonl.gz")


class TraceInputError(Exception):
    """A trace input could not be read (missing, unreadable, not JSON, too large)."""


@dataclass(slots=True)
class LoadedTrace:
    source: str  # "file" or "file:line"
    data: Any


def expand_paths(paths: Iterable[str | os.PathLike[str]], suffixes: tuple[str, ...] = TRACE_SUFFIXES) -> list[Path]:
    """Files named, plus matching files found (sorted) under directories named."""
    out: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(f for f in p.rglob("*") if f.is_file() and f.name.endswith(suffixes)
                           and not f.name.startswith("."))
            if not found:
                raise TraceInputError(f"{p}: directory contains no {'/'.join(suffixes)} files")
            out.extend(found)
        elif p.exists():
            out.append(p)
        else:
            raise TraceInputError(f"{p}: no such file or directory")
    return out


def read_bytes(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise TraceInputError(f"{path}: {size} bytes is over the {MAX_FILE_BYTES}-byte input limit "
                                  "(ORCHTRACE_MAX_INPUT_BYTES)")
        data = path.read_bytes()
    except OSError as exc:
        raise TraceInputError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as exc:
            raise TraceInputError(f"{path}: corrupt gzip data ({exc})") from None
    return data


def _json_error(path: Path, data: bytes, exc: orjson.JSONDecodeError, line_offset: int = 0) -> TraceInputError:
    line = line_offset + data.count(b"\n", 0, exc.pos) + 1
    col = exc.pos - (data.rfind(b"\n", 0, exc.pos) + 1) + 1
    what = "truncated JSON (unexpected end of data)" if exc.pos >= len(data.rstrip()) else f"invalid JSON ({exc.msg})"
    return TraceInputError(f"{path}:{line}:{col}: {what}")


def load_traces(path: Path) -> Iterator[LoadedTrace]:
    """The traces of one file. JSONL (by suffix, or a first line that is a whole object)."""
    data = read_bytes(path)
    if not data.strip():
        raise TraceInputError(f"{path}: file is empty")
    name = path.name.removesuffix(".gz")
    if name.endswith(".jsonl"):
        for lineno, line in enumerate(data.split(b"\n"), 1):
            if not line.strip():
                continue
            try:
                yield LoadedTrace(f"{path}:{lineno}", orjson.loads(line))
            except orjson.JSONDecodeError as exc:
                raise _json_error(path, line, exc, lineno - 1) from None
        return
    try:
        yield LoadedTrace(str(path), orjson.loads(data))
    except orjson.JSONDecodeError as exc:
        raise _json_error(path, data, exc) from None
