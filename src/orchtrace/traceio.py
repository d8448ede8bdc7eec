"""Reading orchestration-trace files: ``.json`` (one trace), ``.jsonl`` (one per line), dirs."""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

MAX_FILE_BYTES = int(os.environ.get("ORCHTRACE_MAX_INPUT_BYTES", str(2 * 1024**3)))
# what a compressed input may expand to (a 1 MB gzip bomb would otherwise become gigabytes)
MAX_DECOMPRESSED_BYTES = int(os.environ.get("ORCHTRACE_MAX_DECOMPRESSED_BYTES", str(512 * 1024**2)))
TRACE_SUFFIXES = (".json", ".jsonl", ".json.gz", ".jsonl.gz")
# nesting a trace may have (real ones are < 10 deep); deeper input is refused before any
# recursive code (schema validation, rendering) sees it
MAX_DEPTH = int(os.environ.get("ORCHTRACE_MAX_JSON_DEPTH", "128"))


def too_deep(doc: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether ``doc`` nests lists/objects deeper than ``limit`` (iterative: any depth is safe)."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: Any = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            return True
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


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
            found: list[Path] = []
            problems: list[str] = []

            def unreadable(err: OSError) -> None:
                problems.append(f"{err.filename}: cannot read ({err.strerror or err})")

            for root, dirs, files in os.walk(p, onerror=unreadable):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                found.extend(Path(root) / f for f in files if f.endswith(suffixes) and not f.startswith("."))
            if problems:  # a folder we cannot read is an input error, not "nothing there"
                raise TraceInputError(problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""))
            found = sorted(f for f in found if f.is_file())
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
        st = path.stat()
        if not stat.S_ISREG(st.st_mode):  # a named pipe would block forever, a device never end
            raise TraceInputError(f"{path}: not a regular file (a pipe, device or socket is not read)")
        size = st.st_size
        if size > MAX_FILE_BYTES:
            raise TraceInputError(f"{path}: {size} bytes is over the {MAX_FILE_BYTES}-byte input limit "
                                  "(ORCHTRACE_MAX_INPUT_BYTES)")
        data = path.read_bytes()
    except OSError as exc:
        raise TraceInputError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(path, data)
    return data


class GzipOverLimit(Exception):
    """Decompressed data would exceed the limit (a possible decompression bomb)."""


class GzipCorrupt(Exception):
    """Corrupt or truncated gzip data; ``str()`` says how."""


def gunzip_limited(data: bytes, limit: int) -> bytes:
    """Gunzip ``data`` (concatenated members too) without ever holding more than ``limit`` bytes
    of output: :class:`GzipOverLimit` past it, :class:`GzipCorrupt` on bad or truncated data."""
    out: list[bytes] = []
    total = 0
    rest = data
    try:
        while rest:
            d = zlib.decompressobj(16 + zlib.MAX_WBITS)
            chunk = d.decompress(rest, limit - total + 1)
            total += len(chunk)
            out.append(chunk)
            if total > limit or d.unconsumed_tail:
                raise GzipOverLimit()
            if not d.eof:
                raise GzipCorrupt("truncated")
            rest = d.unused_data
            if rest[:2] != b"\x1f\x8b":
                break
    except zlib.error as exc:
        raise GzipCorrupt(str(exc)) from None
    return b"".join(out)


def _gunzip(path: Path, data: bytes) -> bytes:
    """Decompress (concatenated members too) without ever holding more than the limit."""
    # at most 100x the compressed size (traces compress 5-15x; a bomb 1000x), at least 64 MiB,
    # never more than the absolute limit
    limit = min(MAX_DECOMPRESSED_BYTES, max(64 * 1024**2, 100 * len(data)))
    try:
        return gunzip_limited(data, limit)
    except GzipOverLimit:
        raise TraceInputError(f"{path}: decompresses to more than {limit} bytes (100x its size, at most "
                              "ORCHTRACE_MAX_DECOMPRESSED_BYTES): refused as a possible decompression bomb") from None
    except GzipCorrupt as exc:
        raise TraceInputError(f"{path}: corrupt gzip data ({exc})") from None


def _json_error(path: Path, data: bytes, exc: orjson.JSONDecodeError, line_offset: int = 0) -> TraceInputError:
    line = line_offset + data.count(b"\n", 0, exc.pos) + 1
    col = exc.pos - (data.rfind(b"\n", 0, exc.pos) + 1) + 1
    what = "truncated JSON (unexpected end of data)" if exc.pos >= len(data.rstrip()) else f"invalid JSON ({exc.msg})"
    return TraceInputError(f"{path}:{line}:{col}: {what}")


def _checked(path: str, doc: Any) -> LoadedTrace:
    if too_deep(doc):
        raise TraceInputError(f"{path}: JSON nested deeper than {MAX_DEPTH} levels (ORCHTRACE_MAX_JSON_DEPTH)")
    return LoadedTrace(path, doc)


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
                doc = orjson.loads(line)
            except orjson.JSONDecodeError as exc:
                raise _json_error(path, line, exc, lineno - 1) from None
            yield _checked(f"{path}:{lineno}", doc)
        return
    try:
        doc = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise _json_error(path, data, exc) from None
    yield _checked(str(path), doc)


def iter_store_dicts(store: str | os.PathLike[str], since: str | float | None = None) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(source label, trace dict)`` for each orchestration trace of a collector store (plain
    dicts, no models); :class:`TraceInputError` when the collector is not installed or the store
    cannot be read."""
    try:
        from orchtrace_collector import StoreError, iter_store_trace_dicts
    except ImportError:
        raise TraceInputError("--store needs the collector: pip install 'orchtrace[collector]'") from None
    try:
        for data in iter_store_trace_dicts(store, since=since):
            yield f"{store}#{data.get('task_id', '?')}", data
    except StoreError as exc:
        raise TraceInputError(f"--store: {exc}") from None
