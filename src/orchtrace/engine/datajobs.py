"""``stats`` and ``dataset`` as engine jobs (the :class:`~orchtrace.engine.jobs.Job` run/merge hook).

* :class:`StatsJob`: each reducer summarizes its traces (``orchtrace.stats.accumulator.summarize``,
  a few hundred bytes per trace); the driver folds the summaries into one
  :class:`~orchtrace.stats.accumulator.StatsAccumulator` in the global trace order (a k-way merge
  of the reducers' key-sorted lists), so every float sum is added in the order the in-process
  path adds it and the JSON is byte-identical.  (Folding whole accumulators with ``merge`` would
  be smaller on the driver but sums floats in another order: last digits would differ.)
* :class:`DatasetJob`: rows are written where the traces are.  The archive's traces are sharded
  by ``bucket(task key, shards)``, ``shards`` a function of the archive's size only (never of
  the cluster), and each shard is written by one reducer (Ray: reducer ``b`` owns shard ``b``) as
  ``traces/<split>-s<shard>-<part>.<fmt>``, rows in task-key order; the driver only adds counts
  and writes ``orchtrace_dataset.json`` and the card.  The in-process path writes the same shards
  with the same code, so both give the same files, byte for byte, and no process ever holds more
  than one shard's rows.  On a multi-machine cluster ``out_dir`` must be a path every worker sees
  (a shared file system).
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .jobs import InputProblem, Job
from .routing import bucket


def problems_json(problems: list[InputProblem]) -> list[dict[str, str]]:
    return [{"source": p.source, "error": p.error} for p in problems]


@dataclass
class StatsJob(Job):
    by: str | None = None
    name: str = field(default="stats")

    def run(self, traces: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
        from ..stats.accumulator import summarize

        return sorted(((key, summarize(d)) for key, d in traces if _is_trace(d)), key=lambda kv: kv[0])

    def merge(self, partials: list[Any], problems: list[InputProblem]) -> tuple[dict[str, Any], Any]:
        """-> (the stats JSON object, the accumulator (for the HTML page))."""
        from ..stats.accumulator import StatsAccumulator

        acc = StatsAccumulator(by=self.by)
        for _, s in heapq.merge(*partials, key=lambda kv: kv[0]):
            acc.add_summary(s)
        result = acc.result()
        if problems:
            result["input_problems"] = problems_json(problems)
        return result, acc


def _is_trace(d: Any) -> bool:
    return isinstance(d, dict) and isinstance(d.get("events"), list) and bool(d["events"])


def shard_count(total_bytes: int) -> int:
    """Shards of an archive dataset: one per ``REDUCER_BYTES`` of partition input (at least 2)."""
    from .ray_engine import REDUCER_BYTES

    return max(2, math.ceil(total_bytes / REDUCER_BYTES))


@dataclass
class DatasetJob(Job):
    out_dir: str = "dataset"
    fmt: str = "parquet"
    prefixes: bool = False
    ratios: tuple[float, float, float] = (0.8, 0.1, 0.1)
    seed: str = "orchtrace"
    shards: int | None = None  # set from the archive size by the runner
    name: str = field(default="dataset")

    def reducer_count(self, total_bytes: int) -> int | None:
        if self.shards is None:
            self.shards = shard_count(total_bytes)
        return self.shards

    def run(self, traces: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
        """Write this reducer's shard; -> counts, events and file names (relative)."""
        from ..dataset.rows import rows_for
        from ..dataset.writer import DatasetWriter

        assert self.shards is not None
        rows = sorted(((k, d) for k, d in traces if _is_trace(d)), key=lambda kv: kv[0])
        out: dict[str, Any] = {"counts": {}, "events": 0, "files": {}, "skipped": len(traces) - len(rows)}
        if not rows:
            return out
        shard = bucket(rows[0][0], self.shards)
        w = DatasetWriter(self.out_dir, self.fmt, prefixes=self.prefixes, ratios=self.ratios, seed=self.seed,
                          stem=f"s{shard:05d}-").__enter__()
        try:
            for key, d in rows:
                row, pre = rows_for(d, source=key, prefixes=self.prefixes, ratios=self.ratios, seed=self.seed)
                w.add(row, pre)
        except BaseException:
            w.__exit__(RuntimeError, None, None)
            raise
        out["files"] = w.finish_shards()
        out["counts"] = w.counts()
        out["events"] = w.events
        return out

    def merge(self, partials: list[Any], problems: list[InputProblem]) -> dict[str, Any]:
        from ..dataset.writer import write_manifest

        counts: dict[str, dict[str, int]] = {}
        files: dict[str, list[str]] = {}
        events = skipped = 0
        for part in partials:
            for kind, c in part["counts"].items():
                mine = counts.setdefault(kind, {})
                for split, v in c.items():
                    mine[split] = mine.get(split, 0) + v
            for kind, names in part["files"].items():
                files.setdefault(kind, []).extend(names)
            events += part["events"]
            skipped += part["skipped"]
        from ..dataset.rows import SPLITS

        for kind in ("traces", *(("prefixes",) if self.prefixes else ())):
            c = counts.setdefault(kind, {})
            counts[kind] = {s: c.get(s, 0) for s in SPLITS}
        info = write_manifest(Path(self.out_dir), self.fmt, self.prefixes, self.ratios, self.seed, counts, events,
                              {k: sorted(v) for k, v in sorted(files.items())},
                              extra={"shards": self.shards, **({"input_problems": problems_json(problems)}
                                                               if problems else {})})
        info["skipped"] = skipped
        return info


def run_local_dataset(job: DatasetJob, pairs: list[tuple[str, dict[str, Any]]], total_bytes: int) -> list[Any]:
    """The in-process path: the same shards, written one after the other by the same code."""
    n = job.reducer_count(total_bytes) or 1
    by_shard: dict[int, list[tuple[str, dict[str, Any]]]] = {}
    for key, d in pairs:
        by_shard.setdefault(bucket(key, n), []).append((key, d))
    return [job.run(sorted(by_shard[s], key=lambda kv: kv[0])) for s in sorted(by_shard)]


__all__ = ["DatasetJob", "StatsJob", "run_local_dataset", "shard_count"]
