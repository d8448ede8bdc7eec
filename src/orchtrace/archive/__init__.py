"""Span archives: partitioned OTLP files, the scale-out input of ``orchtrace audit --archive``.

    from orchtrace.archive import list_partitions, read_partition
    for part in list_partitions("s3://spans/dt=2026-11-24/"):
        records = read_partition(part)        # raises PartitionError for a corrupt partition

See :mod:`orchtrace.archive.layout` (where partitions are) and :mod:`orchtrace.archive.decode`
(the file exporter's framings, compression, bounds).
"""

from __future__ import annotations

from ..convert.records import SpanRecord
from .decode import MAX_PARTITION_BYTES, PartitionError, decode_partition
from .layout import ArchiveError, Partition, hourly_dir, list_partitions, read_partition_bytes
from .writer import request_json, span_json, write_jsonl_partition


def read_partition(part: Partition | str) -> list[SpanRecord]:
    """Span records of one partition, in file order; raises :class:`PartitionError`."""
    url = part.url if isinstance(part, Partition) else str(part)
    from . import decode

    return decode_partition(read_partition_bytes(url, decode.MAX_PARTITION_BYTES), url)


__all__ = [
    "MAX_PARTITION_BYTES",
    "ArchiveError",
    "Partition",
    "PartitionError",
    "decode_partition",
    "hourly_dir",
    "list_partitions",
    "read_partition",
    "read_partition_bytes",
    "request_json",
    "span_json",
    "write_jsonl_partition",
]
