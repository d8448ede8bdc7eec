"""Streaming dataset writer: rows go to per-split shards as they come (bounded memory).

Layout of ``DIR`` (loadable with ``datasets.load_dataset(DIR)`` thanks to the card's ``configs``)::

    README.md                       dataset card: row schema version, splits, counts, loading
    orchtrace_dataset.json          machine-readable: schema version, columns, counts, ratios, seed
    traces/train-00000.parquet      (or .jsonl) one row per trace
    traces/validation-00000.parquet
    traces/test-00000.parquet
    prefixes/train-00000.parquet    with --prefixes: one row per orchestration decision

Parquet needs ``pyarrow`` (``pip install 'orchtrace[dataset]'``); JSONL needs nothing.
Files are written under temporary names and renamed when the export completes.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import orjson

from .rows import PREFIX_COLUMNS, SCHEMA_VERSION, SPLITS, TRACE_COLUMNS, producer

BATCH_ROWS = 512  # rows buffered per split before a Parquet row group is written
SHARD_ROWS = 200_000  # rows per shard file


def arrow_schema(columns: dict[str, str]) -> Any:
    import pyarrow as pa

    types = {"string": pa.string(), "int64": pa.int64(), "float64": pa.float64(),
             "list<string>": pa.list_(pa.string()), "list<float64>": pa.list_(pa.float64())}
    return pa.schema([pa.field(name, types[t]) for name, t in columns.items()],
                     metadata={b"orchtrace.schema_version": SCHEMA_VERSION.encode()})


class _Sink:
    """Rows of one kind (traces or prefixes) for one split: shards of SHARD_ROWS rows."""

    def __init__(self, root: Path, kind: str, split: str, fmt: str, columns: dict[str, str], stem: str = "") -> None:
        self.dir = root / kind
        self.split = split
        self.stem = stem  # engine shards: "s00003-" (one shard per reducer, see engine/datajobs.py)
        self.fmt = fmt
        self.columns = columns
        self.schema = arrow_schema(columns) if fmt == "parquet" else None
        self.shard = -1
        self.in_shard = 0
        self.rows = 0
        self.buffer: list[dict[str, Any]] = []
        self.handle: Any = None
        self.tmp_paths: list[tuple[Path, Path]] = []

    def _open(self) -> None:
        self.close_shard()
        self.shard += 1
        self.in_shard = 0
        self.dir.mkdir(parents=True, exist_ok=True)
        final = self.dir / f"{self.split}-{self.stem}{self.shard:05d}.{self.fmt}"
        tmp = final.with_name(f".{final.name}.tmp")
        self.tmp_paths.append((tmp, final))
        if self.fmt == "parquet":
            import pyarrow.parquet as pq

            self.handle = pq.ParquetWriter(str(tmp), self.schema, compression="zstd")
        else:
            self.handle = open(tmp, "wb")  # noqa: SIM115 - closed in close_shard

    def add(self, row: dict[str, Any]) -> None:
        if self.handle is None or self.in_shard >= SHARD_ROWS:
            self._open()
        self.in_shard += 1
        self.rows += 1
        if self.fmt == "jsonl":
            self.handle.write(orjson.dumps(row) + b"\n")
            return
        self.buffer.append(row)
        if len(self.buffer) >= BATCH_ROWS:
            self.flush()

    def flush(self) -> None:
        if self.fmt == "parquet" and self.buffer and self.handle is not None:
            import pyarrow as pa

            rows = self.buffer
            cols = {name: [r[name] for r in rows] for name in self.columns}  # columnar: faster than from_pylist
            self.handle.write_table(pa.Table.from_pydict(cols, schema=self.schema))
            self.buffer = []

    def close_shard(self) -> None:
        if self.handle is not None:
            self.flush()
            self.handle.close()
            self.handle = None

    def finish(self) -> list[Path]:
        self.close_shard()
        for tmp, final in self.tmp_paths:
            os.replace(tmp, final)
        return [final for _, final in self.tmp_paths]

    def abort(self) -> None:
        try:
            self.close_shard()
        except Exception:  # noqa: BLE001
            pass
        for tmp, _ in self.tmp_paths:
            tmp.unlink(missing_ok=True)


class DatasetWriter:
    """``with DatasetWriter(dir, "parquet", prefixes=True) as w: w.add(trace_row, prefix_rows)``."""

    def __init__(self, root: str | os.PathLike[str], fmt: str = "parquet", *, prefixes: bool = False,
                 ratios: tuple[float, float, float] = (0.8, 0.1, 0.1), seed: str = "orchtrace", stem: str = "") -> None:
        if fmt not in ("parquet", "jsonl"):
            raise ValueError(f"format must be parquet or jsonl, not {fmt!r}")
        if fmt == "parquet":
            try:
                import pyarrow  # noqa: F401
                import pyarrow.parquet  # noqa: F401
            except ImportError:
                raise RuntimeError("--format parquet needs pyarrow: pip install 'orchtrace[dataset]' "
                                   "(or use --format jsonl)") from None
        self.root = Path(root)
        self.fmt = fmt
        self.prefixes = prefixes
        self.ratios = ratios
        self.seed = seed
        self.stem = stem
        self.sinks: dict[tuple[str, str], _Sink] = {}
        self.events = 0

    def __enter__(self) -> DatasetWriter:
        self.root.mkdir(parents=True, exist_ok=True)
        return self

    def __exit__(self, exc_type: Any, *_: Any) -> None:
        if exc_type is not None:
            for sink in self.sinks.values():
                sink.abort()
        else:
            self.finish()

    def _sink(self, kind: str, split: str) -> _Sink:
        key = (kind, split)
        sink = self.sinks.get(key)
        if sink is None:
            cols = TRACE_COLUMNS if kind == "traces" else PREFIX_COLUMNS
            sink = self.sinks[key] = _Sink(self.root, kind, split, self.fmt, cols, self.stem)
        return sink

    def add(self, row: dict[str, Any], prefix_rows: list[dict[str, Any]] = ()) -> None:  # type: ignore[assignment]
        self.events += row["n_events"]
        self._sink("traces", row["split"]).add(row)
        for p in prefix_rows:
            self._sink("prefixes", p["split"]).add(p)

    def counts(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {"traces": {s: 0 for s in SPLITS}}
        if self.prefixes:
            out["prefixes"] = {s: 0 for s in SPLITS}
        for (kind, split), sink in self.sinks.items():
            out.setdefault(kind, {})[split] = sink.rows
        return out

    def finish_shards(self) -> dict[str, list[str]]:
        """Close and rename the shard files; -> their names by kind (no manifest)."""
        files: dict[str, list[str]] = {}
        for (kind, split), sink in sorted(self.sinks.items()):
            for path in sink.finish():
                files.setdefault(kind, []).append(str(path.relative_to(self.root)))
        return files

    def finish(self) -> dict[str, Any]:
        files = self.finish_shards()
        return write_manifest(self.root, self.fmt, self.prefixes, self.ratios, self.seed, self.counts(),
                              self.events, files)


def write_manifest(root: Path, fmt: str, prefixes: bool, ratios: tuple[float, float, float], seed: str,
                   counts: dict[str, dict[str, int]], events: int, files: dict[str, list[str]],
                   extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """``orchtrace_dataset.json`` and the card (README.md) of a dataset whose shards are written."""
    info = {
        "schema_version": SCHEMA_VERSION, "producer": producer(), "format": fmt,
        "split_by": "task_id", "split_ratios": dict(zip(SPLITS, ratios)), "split_seed": seed,
        "counts": counts, "events": events, "files": files,
        "columns": {"traces": TRACE_COLUMNS, **({"prefixes": PREFIX_COLUMNS} if prefixes else {})},
        **(extra or {}),
    }
    root.mkdir(parents=True, exist_ok=True)
    (root / "orchtrace_dataset.json").write_bytes(orjson.dumps(info, option=orjson.OPT_INDENT_2))
    (root / "README.md").write_text(_card(info), encoding="utf-8")
    return info


def _card(info: dict[str, Any]) -> str:
    ext = info["format"]
    configs = []
    for kind in ("traces", "prefixes"):
        if kind not in info["columns"]:
            continue
        lines = [f"- config_name: {kind}"]
        if kind == "traces":
            lines.append("  default: true")
        lines.append("  data_files:")
        for split in SPLITS:
            if info["counts"].get(kind, {}).get(split):
                lines.append(f"  - split: {split}")
                lines.append(f"    path: {kind}/{split}-*.{ext}")
        configs.append("\n".join(lines))
    counts = "\n".join(f"| {kind} | " + " | ".join(str(c.get(s, 0)) for s in SPLITS) + " |"
                       for kind, c in info["counts"].items())
    return f"""---
configs:
{chr(10).join(configs)}
---
# Orchestration traces ({info['schema_version']})

Written by {info['producer']} (`orchtrace dataset`). Row schema `{info['schema_version']}`:
see `orchtrace_dataset.json` (`columns`) and orchtrace's docs/dataset.md.
Splits are deterministic by task (BLAKE2b of `task_id` with seed `{info['split_seed']}`,
ratios {info['split_ratios']}), so all traces of a task are in the same split.

| rows | train | validation | test |
|---|---|---|---|
{counts}

```python
import datasets
traces = datasets.load_dataset("path/to/this/dir")               # config "traces"
prefixes = datasets.load_dataset("path/to/this/dir", "prefixes")  # with --prefixes
```
"""
