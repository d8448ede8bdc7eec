"""Roll the embedded collector's store into a span archive: the same partitioned OTLP files the
OpenTelemetry Collector's file exporter writes, one directory per hour, so a team that outgrows
one machine keeps its history and its nightly job (``orchtrace audit --archive``) unchanged.

    orchtrace archive roll --store spans.db --to /data/spans          # every complete hour
    Store-side API: roll_to_archive("spans.db", "/data/spans")

Spans go to the hour in which they were *received* (as the file exporter writes them: by arrival),
``<to>/dt=YYYY-MM-DD/hour=HH/spans-store-YYYY-MM-DDTHH-00-00.jsonl.gz``, in arrival order, as
OTLP JSON Lines (512 spans a line).  The current hour is left alone (it is still being written);
an hour whose file exists is skipped unless ``overwrite``, so the roll can run from cron every
hour.  Files are written atomically (temp file + rename).  Rolling does not delete anything from
the store (its ``--retention`` does that).
"""

from __future__ import annotations

import datetime as _dt
import time
from pathlib import Path
from typing import Any

from orchtrace.archive import hourly_dir, request_json, write_jsonl_partition

from .otlp import record_from_span
from .store import Store

HOUR_NS = 3600 * 10**9
SPANS_PER_LINE = 512


def _hour_path(root: Path, hour_ns: int) -> Path:
    t = _dt.datetime.fromtimestamp(hour_ns / 1e9, tz=_dt.timezone.utc)
    return hourly_dir(root, hour_ns) / f"spans-store-{t:%Y-%m-%dT%H}-00-00.jsonl.gz"


def roll_to_archive(store_path: str | Path, to: str | Path, *, now_ns: int | None = None,
                    overwrite: bool = False, include_current_hour: bool = False) -> list[Path]:
    """Write every complete hour of the store's spans as an archive partition; returns the files written."""
    root = Path(to)
    now_ns = time.time_ns() if now_ns is None else now_ns
    current = now_ns - now_ns % HOUR_NS
    written: list[Path] = []
    with Store(store_path) as st:
        con = st.con
        lo, hi = con.execute("SELECT min(received_ns), max(received_ns) FROM spans").fetchone()
        if lo is None:
            return []
        hour = lo - lo % HOUR_NS
        last = hi if include_current_hour else min(hi, current - 1)
        while hour <= last:
            path = _hour_path(root, hour)
            if overwrite or not path.exists():
                n = _roll_hour(st, hour, path)
                if n:
                    written.append(path)
            hour += HOUR_NS
    return written


def _roll_hour(st: Store, hour: int, path: Path) -> int:
    cur = st.con.execute("SELECT resource_id, codec, data FROM spans WHERE received_ns >= ? AND received_ns < ? "
                         "ORDER BY id", (hour, hour + HOUR_NS))
    lines: list[dict[str, Any]] = []
    batch = []
    n = 0
    for rid, codec, data in cur:
        batch.append(record_from_span(st._decoders.decode(codec, data), st._resource(rid)))
        if len(batch) == SPANS_PER_LINE:
            lines.append(request_json(batch))
            n += len(batch)
            batch = []
    if batch:
        lines.append(request_json(batch))
        n += len(batch)
    if n:
        write_jsonl_partition(path, lines)
    return n
