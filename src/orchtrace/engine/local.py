"""The in-process path over a span archive: read every partition in order, convert all spans
at once, audit the traces in the converter's order.  The reference the Ray path must equal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..archive import PartitionError, list_partitions, read_partition
from ..convert.records import SpanRecord
from .. import semconv as sc
from .jobs import AuditJob, InputProblem, Job, local_audit


def read_archive(roots: list[str] | str, *, skip_live: bool = False,
                 on_partition: Callable[[Any], Any] | None = None) -> tuple[list[SpanRecord], list[InputProblem]]:
    """All span records of an archive in archive order, and the partitions that could not be read."""
    records: list[SpanRecord] = []
    problems: list[InputProblem] = []
    for part in list_partitions(roots, skip_live=skip_live):
        try:
            records.extend(read_partition(part))
        except PartitionError as exc:
            problems.append(InputProblem(part.url, str(exc)))
        if on_partition is not None:
            on_partition(part)
    return records, problems


def audit_archive_local(roots: list[str] | str, job: AuditJob, *, skip_live: bool = False,
                        progress: Any = None) -> tuple[Any, dict[str, Any]]:
    from ..convert import convert_records_to_dicts

    advance = None
    if progress is not None:
        parts = list_partitions(roots, skip_live=skip_live)
        t = progress.add_task("read partitions", total=len(parts))
        advance = lambda _p: progress.advance(t)  # noqa: E731
    records, problems = read_archive(roots, skip_live=skip_live, on_partition=advance)
    traces = convert_records_to_dicts(records)
    del records
    return local_audit([(None, d) for d in traces], job, problems)  # type: ignore[misc]


def keyed_traces(records: list[SpanRecord]) -> list[tuple[str, dict[str, Any]]]:
    """The archive's traces with their group keys (``task:<id>`` / ``trace:<otel id>``), sorted by
    key: the order a Ray reducer gives its share in."""
    from ..convert import convert_records_to_dicts
    from .ray_engine import _group_key, _span_keys

    rows = [(None, r.trace_id, r.span_id, r.parent_span_id, r.attributes.get(sc.TASK_ID)) for r in records]
    span_key = _span_keys(rows)
    owned = set(span_key.values())
    del rows
    pairs = []
    for d in convert_records_to_dicts(records):
        key = _group_key(d, owned, span_key)
        if key is not None:  # the Ray path drops the same (a parent cycle that makes the key unsure)
            pairs.append((key, d))
    pairs.sort(key=lambda kv: kv[0])
    return pairs


def run_job_local(roots: list[str] | str, job: Job, *, skip_live: bool = False, progress: Any = None) -> Any:
    """``stats``/``dataset`` over an archive in this process: the reference the Ray path equals."""
    from .datajobs import DatasetJob, run_local_dataset

    advance = None
    parts = list_partitions(roots, skip_live=skip_live)
    if progress is not None:
        t = progress.add_task("read partitions", total=len(parts))
        advance = lambda _p: progress.advance(t)  # noqa: E731
    records, problems = read_archive(roots, skip_live=skip_live, on_partition=advance)
    pairs = keyed_traces(records)
    del records
    if isinstance(job, DatasetJob):
        partials = run_local_dataset(job, pairs, sum(p.size for p in parts))
    else:
        partials = [job.run(pairs)]
    return job.merge(partials, problems)
