"""The Ray path: read partitions in parallel, shuffle spans by OTel trace then by task, convert and
audit per reducer, merge on the driver.

    read (one task per partition)      -> spans bucketed by hash(trace id)        [shuffle 1]
    group (one task per trace bucket)  -> whole traces sent to hash(task key)     [shuffle 2]
    reduce (one task per task bucket)  -> convert (core converter), job.run (audit)
    driver                             -> job.merge: the single-process answer

Every span carries its place in the archive (partition index, position) and reducers sort on
it, so the converter sees each task's spans in the order the single-process path gives it
(a span exported twice: the later copy wins, as there).  Ray tasks are retried when a worker dies
(``max_retries``); a partition that cannot be read is not an exception but a result, named in
the report.  Memory per worker is bounded by the reducer count, which grows with the archive
(``reducer_bytes`` of partition input per reducer) so a worker holds one reducer's share at a time.
"""

from __future__ import annotations

import logging
import marshal
import math
import pickle
import time
import os
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from ..archive import list_partitions
from .jobs import InputProblem, Job
from .routing import bucket, trace_task_keys

REDUCER_BYTES = int(os.environ.get("ORCHTRACE_RAY_REDUCER_BYTES", str(12 * 1024**2)))
MAX_RETRIES = 3


def _dumps(obj: Any) -> bytes:
    """``marshal`` (C speed; keeps tuples, big ints, NaN) for what spans are made of; pickle for
    anything else a reader might have produced."""
    try:
        return marshal.dumps(obj)
    except ValueError:
        return pickle.dumps(obj, protocol=5)  # starts with b"\x80\x05": no marshal type code does


def _loads(blob: bytes) -> Any:
    return pickle.loads(blob) if blob[:2] == b"\x80\x05" else marshal.loads(blob)


def _encode(r: Any) -> bytes:
    """One span record as compact bytes."""
    return _dumps((r.trace_id, r.span_id, r.parent_span_id, r.name, r.start_ns, r.end_ns, r.attributes,
                          [(e.name, e.time_ns, e.attributes) for e in r.events], r.status, r.status_message,
                          r.resource, r.links))


def _decode(blob: bytes) -> Any:
    from ..convert.records import SpanEventRecord, SpanRecord

    t = _loads(blob)
    return SpanRecord(t[0], t[1], t[2], t[3], t[4], t[5], t[6], [SpanEventRecord(*e) for e in t[7]],
                      t[8], t[9], t[10], t[11])


def _read(url: str, index: int, n: int, max_bytes: int) -> list[Any]:
    """Map: one partition -> ``n`` buckets by OTel trace id.  A bucket is marshalled rows
    ``(order, trace_id, span_id, parent_span_id, task attribute, span bytes)``: the grouping stage
    routes on the small fields and never decodes the span itself."""
    from .. import semconv as sc
    from ..archive import decode
    from ..archive.decode import PartitionError, iter_partition
    from ..archive.layout import read_partition_bytes

    cpu0 = time.process_time()
    decode.MAX_PARTITION_BYTES = max_bytes
    buckets: list[list[tuple[Any, ...]]] = [[] for _ in range(n)]
    base = index << 32
    seq = 0
    try:  # one request at a time: the worker holds encoded rows, never a partition of records
        for batch in iter_partition(read_partition_bytes(url, max_bytes), url):
            for r in batch:
                buckets[bucket(r.trace_id, n)].append(
                    (base | seq, r.trace_id, r.span_id, r.parent_span_id, r.attributes.get(sc.TASK_ID), _encode(r)))
                seq += 1
            del batch
        _private()
    except PartitionError as exc:  # all or nothing, as in the single-process path
        buckets = [[] for _ in range(n)]
        return [(0, str(exc), (_peak_rss(), _private()), time.process_time() - cpu0),
                *(_dumps(b) for b in buckets)]
    blobs = [_dumps(b) for b in buckets]
    return [(sum(map(len, buckets)), None, (_peak_rss(), _private()), time.process_time() - cpu0), *blobs]


def _group(n: int, *parts: bytes) -> list[Any]:
    """Shuffle 1 -> 2: whole OTel traces, each sent to the reducer of every task key it has.
    Returns ``[(peak RSS, CPU seconds), blob for reducer 0, ...]``."""
    cpu0 = time.process_time()
    by_trace: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
    for part in parts:
        for row in _loads(part):
            by_trace[row[1]].append(row)
    out: list[tuple[set[str], list[tuple[Any, ...]]]] = [(set(), []) for _ in range(n)]
    for trace_id, rows in by_trace.items():
        rows.sort(key=lambda x: x[0])
        keys = trace_task_keys(trace_id, [(r[2], r[3], r[4]) for r in rows])
        targets: dict[int, list[str]] = defaultdict(list)
        for k in keys:
            targets[bucket(k, n)].append(k)
        for b, ks in targets.items():
            out[b][0].update(ks)
            out[b][1].extend(rows)
    blobs = [_dumps((sorted(keys), rows)) for keys, rows in out]
    return [((_peak_rss(), _private()), time.process_time() - cpu0), *blobs]


def _reduce(job: Job, me: int, n: int, crash_marker: str | None, *parts: bytes) -> Any:
    """Shuffle 2 -> per-task work: convert every trace of the tasks this reducer owns (in archive
    order, so the converter sees what the single-process path gives it), run the job."""
    if crash_marker is not None and me == 0 and not os.path.exists(crash_marker):
        with open(crash_marker, "w") as f:  # fault injection for tests: die once, mid-run
            f.write(str(os.getpid()))
        os._exit(1)
    from ..convert import convert_records_to_dicts

    cpu0 = time.process_time()
    owned: set[str] = set()
    rows: list[tuple[Any, ...]] = []
    for part in parts:
        keys, its = _loads(part)
        owned.update(keys)
        rows.extend(its)
    rows.sort(key=lambda x: x[0])
    span_key = _span_keys(rows)
    records = [_decode(r[5]) for r in rows]
    del rows
    dicts = convert_records_to_dicts(records)
    _private()
    del records
    pairs = []
    for d in dicts:
        key = _group_key(d, owned, span_key)
        if key is not None:
            pairs.append((key, d))
    partial = job.run(pairs)
    side = getattr(partial, "side", None)  # a job's data for a second pass, kept in the object store
    if side is not None:
        partial.side = None
    return (partial, (_peak_rss(), _private()), len(pairs), time.process_time() - cpu0), side


def _span_keys(rows: list[tuple[Any, ...]]) -> dict[str, str]:
    """Each span's group key, resolved as the converter does (nearest ``orchtrace.task.id`` up
    the parents, else the trace); linear, memoised per trace."""
    from .routing import task_key

    by_trace: dict[str, list[tuple[str, str | None, object]]] = defaultdict(list)
    for r in rows:
        by_trace[r[1]].append((r[2], r[3], r[4]))
    out: dict[str, str] = {}
    for trace_id, spans in by_trace.items():
        parent = {sid: par for sid, par, _ in spans}
        task = {sid: value for sid, _, value in spans}
        memo: dict[str, str] = {}
        for sid in parent:
            path, cur, seen, key = [], sid, set(), None
            while cur is not None and cur in parent and cur not in seen:
                if cur in memo:
                    key = memo[cur]
                    break
                seen.add(cur)
                path.append(cur)
                if task[cur] is not None:
                    key = task_key(task[cur], trace_id)
                    break
                cur = parent[cur]
            key = key or task_key(None, trace_id)
            for p in path:
                memo[p] = key
            out[sid] = key
    return out


def _group_key(d: dict[str, Any], owned: set[str], span_key: dict[str, str]) -> str | None:
    """The group key of a converted trace if this reducer owns it, else None.  The trace's first
    event names its span (event ids start with the span id): that span's key is the group's; the
    names the converter gives a trace (``task_id``) only confirm it."""
    tid = str(d["task_id"])
    plain = [k for k in (f"task:{tid}", f"trace:{tid}") if k in owned]
    events = d.get("events") or ()
    key = span_key.get(str(events[0].get("id", "")).split(":", 1)[0]) if events else None
    if key is not None and (key in (f"task:{tid}", f"trace:{tid}") or key == "task:"):
        return key if key in owned else None
    return plain[0] if len(plain) == 1 else None  # a parent cycle made the walk unsure


def _peak_rss() -> int:
    """Peak RSS of this worker process so far, bytes (Linux: ru_maxrss is KiB).  It includes the
    pages of Ray's shared-memory object store the worker has read: see :func:`_private`."""
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


_PRIVATE_PEAK = [0]


def _private() -> int:
    """This process's private (anonymous) resident memory now, bytes (``RssAnon``; Linux), and
    the largest value seen at the heavy points of this worker's tasks so far."""
    try:
        with open("/proc/self/status", "rb") as f:
            for line in f:
                if line.startswith(b"RssAnon:"):
                    _PRIVATE_PEAK[0] = max(_PRIVATE_PEAK[0], int(line.split()[1]) * 1024)
                    break
    except OSError:
        pass
    return _PRIVATE_PEAK[0]


def run_ray(roots: list[str] | str, job: Job, *, address: str | None = None, num_cpus: int | None = None,
            skip_live: bool = False, reducers: int | None = None, max_partition_bytes: int | None = None,
            progress: Any = None, stats: dict[str, Any] | None = None,
            _crash_once_marker: str | None = None) -> Any:
    """Run ``job`` over an archive on Ray; returns ``job.merge(...)``.

    ``address``: an existing cluster (``auto``, ``ray://head:10001``); without it, the Ray instance
    already initialised in this process, or a local one with ``num_cpus`` CPUs.  ``stats`` (a dict)
    receives partition/span/reducer counts and each worker's peak memory.
    """
    try:
        import ray
    except ImportError:
        raise RuntimeError("--engine ray needs Ray: pip install 'orchtrace[ray]'") from None
    from ..archive import decode

    started_here = False
    if not ray.is_initialized():
        if address:
            ray.init(address=address, log_to_driver=False, logging_level=logging.ERROR)
        else:
            ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False,
                     logging_level=logging.ERROR)
        started_here = True
    try:
        parts = list_partitions(roots, skip_live=skip_live)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        total = sum(p.size for p in parts)
        n = job.reducer_count(total) or reducers or max(2 * cpus, math.ceil(total / REDUCER_BYTES))
        max_bytes = max_partition_bytes or decode.MAX_PARTITION_BYTES
        read = ray.remote(_read).options(num_returns=n + 1, max_retries=MAX_RETRIES)
        group = ray.remote(_group).options(num_returns=n + 1, max_retries=MAX_RETRIES)
        reduce = ray.remote(_reduce).options(num_returns=2, max_retries=MAX_RETRIES)
        job_ref = ray.put(job)

        maps = [read.remote(p.url, p.index, n, max_bytes) for p in parts]
        statuses = [m[0] for m in maps]
        groups = [group.remote(n, *[m[b + 1] for m in maps]) for b in range(n)]
        reduced = [reduce.remote(job_ref, b, n, _crash_once_marker, *[g[b + 1] for g in groups]) for b in range(n)]
        outs, sides = [r[0] for r in reduced], [r[1] for r in reduced]

        # Intermediate objects are released as soon as the next stage has consumed them (the
        # object store then holds one stage's shuffle data, not all of it).
        _wait(ray, statuses, progress, "read partitions")
        status_values = ray.get(statuses)
        group_status = [g[0] for g in groups]
        _wait(ray, group_status, progress, "group by trace")
        group_values = ray.get(group_status)
        del maps, statuses
        _wait(ray, outs, progress, "convert + audit tasks")
        results = ray.get(outs)
        del groups, group_status, outs, reduced
        problems: list[InputProblem] = []
        spans = 0
        peak, private = 0, 0
        cpu = {"read": 0.0, "group": 0.0, "reduce": 0.0}
        for p, (count, error, mem, secs) in zip(parts, status_values):
            spans += count
            peak, private = max(peak, mem[0]), max(private, mem[1])
            cpu["read"] += secs
            if error is not None:
                problems.append(InputProblem(p.url, error))
        partials = [r[0] for r in results]
        if stats is not None:
            for mem, secs in group_values:
                peak, private = max(peak, mem[0]), max(private, mem[1])
                cpu["group"] += secs
            cpu["reduce"] = sum(r[3] for r in results)
            stats.update(partitions=len(parts), spans=spans, reducers=n, cpus=cpus,
                         tasks=sum(r[2] for r in results), worker_cpu_seconds=cpu,
                         worker_peak_rss_bytes=max([peak, *(r[1][0] for r in results)]),
                         worker_peak_private_bytes=max([private, *(r[1][1] for r in results)]))
        del results
        t = time.perf_counter()
        partials = job.second_pass(partials, sides, ray, stats)  # cross-task checks (memory flow)
        del sides
        merged = job.merge(partials, problems)
        if stats is not None:
            stats["driver_merge_s"] = time.perf_counter() - t
        return merged
    finally:
        if started_here:
            ray.shutdown()


def _wait(ray: Any, refs: list[Any], progress: Any, label: str) -> None:
    tick: Callable[[int], Any] | None = None
    if progress is not None:
        t = progress.add_task(label, total=len(refs))
        tick = lambda k: progress.advance(t, k)  # noqa: E731
    pending = list(refs)
    while pending:
        done, pending = ray.wait(pending, num_returns=min(len(pending), max(1, len(pending) // 20 or 1)),
                                 timeout=1.0, fetch_local=False)
        if tick is not None and done:
            tick(len(done))
