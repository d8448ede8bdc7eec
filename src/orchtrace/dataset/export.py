"""Streaming export: sources (trace files, directories, a collector store) -> a dataset directory.

One trace is in memory at a time (uncompressed ``.jsonl`` files are read line by line; other
files one file at a time, as :mod:`orchtrace.traceio` reads them); rows go straight to the
writer's per-split shards.  Items that are not traces (audit reports, stats files) are counted
and skipped.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

from .rows import rows_for
from .writer import DatasetWriter

MAX_LINE_BYTES = int(os.environ.get("ORCHTRACE_MAX_INPUT_BYTES", str(2 * 1024**3)))


class DatasetInputError(Exception):
    """An input could not be read (the message names it)."""


def _jsonl_lines(path: Path) -> Iterator[tuple[str, Any, bytes | None]]:
    with open(path, "rb") as f:
        for lineno, line in enumerate(f, 1):
            if len(line) > MAX_LINE_BYTES:
                raise DatasetInputError(f"{path}:{lineno}: line over the input limit")
            if not line.strip():
                continue
            try:
                yield f"{path}:{lineno}", orjson.loads(line), line
            except orjson.JSONDecodeError as exc:
                raise DatasetInputError(f"{path}:{lineno}: invalid JSON ({exc.msg})") from None


def iter_traces(sources: Iterable[str | os.PathLike[str]], store: str | os.PathLike[str] | None = None,
                since: str | None = None, on_file: Callable[[], None] | None = None) -> Iterator[tuple[str, Any]]:
    """(source, data) for every item of the sources, one at a time."""
    for source, data, _raw in _items(sources, store, since, on_file):
        yield source, data


def _items(sources: Iterable[str | os.PathLike[str]], store: str | os.PathLike[str] | None,
           since: str | None, on_file: Callable[[], None] | None) -> Iterator[tuple[str, Any, bytes | None]]:
    """(source, data, the JSON text when it was read as one line) for every item."""
    from ..traceio import TraceInputError, expand_paths, iter_store_dicts, load_traces

    try:
        paths = expand_paths(list(sources)) if sources else []
    except TraceInputError as exc:
        raise DatasetInputError(str(exc)) from None
    for path in paths:
        try:
            if path.name.endswith(".jsonl") and path.is_file():
                yield from _jsonl_lines(path)
            else:
                for loaded in load_traces(path):
                    yield loaded.source, loaded.data, None
        except TraceInputError as exc:
            raise DatasetInputError(str(exc)) from None
        except OSError as exc:
            raise DatasetInputError(f"{path}: cannot read ({exc.strerror or exc})") from None
        if on_file is not None:
            on_file()
    if store is not None:
        try:
            for label, data in iter_store_dicts(store, since=since):
                yield label, data, None
        except TraceInputError as exc:
            raise DatasetInputError(str(exc)) from None


def export(sources: Iterable[str | os.PathLike[str]], out_dir: str | os.PathLike[str], *, fmt: str = "parquet",
           prefixes: bool = False, ratios: tuple[float, float, float] = (0.8, 0.1, 0.1), seed: str = "orchtrace",
           store: str | os.PathLike[str] | None = None, since: str | None = None,
           on_file: Callable[[], None] | None = None) -> dict[str, Any]:
    """Write the dataset; returns its info (``orchtrace_dataset.json``) plus ``skipped``."""
    skipped = 0
    w = DatasetWriter(out_dir, fmt, prefixes=prefixes, ratios=ratios, seed=seed).__enter__()
    collecting = gc.isenabled()
    gc.disable()  # rows are acyclic dicts and lists: cyclic collections over the buffered batch only cost time
    try:
        for source, data, raw in _items(sources, store, since, on_file):
            if not isinstance(data, dict) or not isinstance(data.get("events"), list) or not data["events"]:
                skipped += 1
                continue
            row, pre = rows_for(data, source=source, prefixes=prefixes, ratios=ratios, seed=seed,
                                trace_json=raw.strip().decode("utf-8", "replace") if raw is not None else None)
            w.add(row, pre)
    except BaseException:
        w.__exit__(RuntimeError, None, None)  # temporary shards removed, nothing half-written kept
        raise
    finally:
        if collecting:
            gc.enable()
    info = w.finish()
    info["skipped"] = skipped
    return info
