"""Span archives for the engine tests and bench/bench_ray.py.

Templates are real runs: ``@orchtrace.agent`` / ``@orchtrace.tool`` functions of
tests/audit/scenarios.py (attacked and benign, so the audit has findings to report) captured with
:func:`orchtrace.testing.capture_traces`.  Each archived task is a copy of a template with fresh
trace/span/task ids and shifted times, written as OTLP JSON Lines partitions (the Collector file
exporter's ``format: json``), gzip or zstd or protobuf-framed.  Layout features exercised:

* ``resume``: every 5th task spans two OTel traces (a human resuming it): the second trace lands
  in a later partition;
* ``late``: every 7th task's root span (exported last, when the run ends) lands in the next
  partition, away from its children;
* duplicates: every 11th task's first span is exported twice (a retried export).
"""

from __future__ import annotations

import gzip
import hashlib
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import orjson

from orchtrace import semconv as sc
from orchtrace.archive import request_json
from orchtrace.convert.records import SpanRecord, from_readable_span

_TEMPLATES: dict[int, list[list[SpanRecord]]] = {}


def templates(runs_per_task: int = 1) -> list[list[SpanRecord]]:
    """Five captured tasks (span records), each ``runs_per_task`` scenario runs inside one
    ``orchtrace.task``; some with findings, some clean."""
    if runs_per_task not in _TEMPLATES:
        import orchtrace
        from orchtrace.testing import capture_traces
        from tests.audit import scenarios as sc_mod

        out = []
        rng = random.Random(7)
        fns = (sc_mod.a_web_comment, sc_mod.a_mail_secrecy, sc_mod.b_multi_agent_digest,
               sc_mod.b_reply_sender, sc_mod.a_wire_role, sc_mod.b_digest_to_boss)
        for k in range(5):
            with capture_traces() as cap:
                with orchtrace.task(f"template-{k}", name="nightly", system="fleet"):
                    for j in range(runs_per_task):
                        fns[(k + j) % len(fns)](rng)
            out.append([from_readable_span(s) for s in cap.spans])
        _TEMPLATES[runs_per_task] = out
    return _TEMPLATES[runs_per_task]


def _hex(seed: str, n: int) -> str:
    return hashlib.blake2b(seed.encode(), digest_size=n).hexdigest()


def copy_task(tpl: list[SpanRecord], tag: str, t0_ns: int, task_id: str | None) -> list[SpanRecord]:
    trace_ids: dict[str, str] = {}
    span_ids: dict[str, str] = {}
    start = min(s.start_ns for s in tpl)
    out = []
    for s in tpl:
        tid = trace_ids.setdefault(s.trace_id, _hex(f"{tag}/t/{s.trace_id}", 16))
        sid = span_ids.setdefault(s.span_id, _hex(f"{tag}/s/{s.span_id}", 8))
        parent = span_ids.setdefault(s.parent_span_id, _hex(f"{tag}/s/{s.parent_span_id}", 8)) \
            if s.parent_span_id else None
        attrs = dict(s.attributes)
        if task_id is not None and sc.TASK_ID in attrs:
            attrs[sc.TASK_ID] = task_id
        shift = t0_ns - start
        out.append(replace(s, trace_id=tid, span_id=sid, parent_span_id=parent, attributes=attrs,
                           start_ns=s.start_ns + shift, end_ns=(s.end_ns + shift) if s.end_ns else None,
                           events=[replace(e, time_ns=e.time_ns + shift) for e in s.events]))
    return out


def build_archive(root: Path, n_tasks: int, n_partitions: int, *, fmt: str = "jsonl.gz",
                  seed: int = 1, hourly: bool = True, runs_per_task: int = 1) -> dict[str, Any]:
    """Write ``n_tasks`` tasks over ``n_partitions`` partitions under ``root``; returns counts."""
    tpls = templates(runs_per_task)
    parts: list[list[SpanRecord]] = [[] for _ in range(n_partitions)]
    rng = random.Random(seed)
    base = 1_764_000_000 * 10**9
    n_spans = 0
    for i in range(n_tasks):
        p = (i * n_partitions) // n_tasks
        task_id = f"night-{seed}-task-{i:07d}"
        spans = copy_task(tpls[i % len(tpls)], f"{seed}/{i}", base + i * 10**7, task_id)
        if i % 5 == 0:  # resumed: a second OTel trace of the same task, in a later partition
            second = copy_task(tpls[(i + 1) % len(tpls)], f"{seed}/{i}/resume", base + i * 10**7 + 10**6, task_id)
            parts[min(n_partitions - 1, p + 1 + rng.randrange(2))].extend(second)
            n_spans += len(second)
        if i % 7 == 0 and p + 1 < n_partitions:  # the root span arrives late, in the next partition
            roots = [s for s in spans if s.parent_span_id is None]
            rest = [s for s in spans if s.parent_span_id is not None]
            parts[p].extend(rest)
            parts[p + 1].extend(roots)
        else:
            parts[p].extend(spans)
        if i % 11 == 0:
            parts[p].append(spans[0])  # exported twice
            n_spans += 1
        n_spans += len(spans)
    paths = []
    for k, spans in enumerate(parts):
        reqs = [request_json(spans[j:j + 256]) for j in range(0, len(spans), 256)]
        paths.append(write_partition(root, k, reqs, fmt, hourly))
    return {"tasks": n_tasks, "spans": n_spans, "partitions": paths}


def write_partition(root: Path, k: int, reqs: list[dict[str, Any]], fmt: str, hourly: bool) -> Path:
    sub = root / "dt=2026-11-24" / f"hour={k % 24:02d}" if hourly else root
    sub.mkdir(parents=True, exist_ok=True)
    stem = f"spans-2026-11-24T{k % 24:02d}-00-00.{k:04d}"
    if fmt in ("jsonl", "jsonl.gz"):
        data = b"".join(orjson.dumps(r) + b"\n" for r in reqs)
        if fmt == "jsonl.gz":
            data = gzip.compress(data, 1, mtime=0)
        path = sub / f"{stem}.{fmt}"
    elif fmt in ("proto", "proto.zst", "json.zst"):  # the file exporter's length-prefixed framing
        import zstandard

        from tests.engine.otlp_proto import request_proto

        z = zstandard.ZstdCompressor(level=1)
        frames = []
        for r in reqs:
            payload = orjson.dumps(r) if fmt == "json.zst" else request_proto(r)
            if fmt.endswith(".zst"):
                payload = z.compress(payload)
            frames.append(len(payload).to_bytes(4, "big") + payload)
        data = b"".join(frames)
        path = sub / f"{stem}.{'pb' if fmt.startswith('proto') else 'json'}{'.zst' if fmt.endswith('zst') else ''}"
    else:
        raise ValueError(fmt)
    path.write_bytes(data)
    return path
