"""Spans (SDK, OTLP JSON, OTLP protobuf) -> orchestration traces."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .converter import convert_records, convert_records_to_dicts, infer_topology, trace_from_dict
from .otlp_files import read_otlp_json_file, read_otlp_json_bytes
from .stream import convert_batches_to_jsonl, convert_records_to_jsonl, write_trace_jsonl
from .records import SpanFormatError, SpanRecord, from_readable_span, iter_otlp_json, iter_readable_spans

__all__ = [
    "SpanFormatError",
    "SpanRecord",
    "convert_records",
    "convert_batches_to_jsonl",
    "convert_records_to_dicts",
    "convert_records_to_jsonl",
    "convert_spans",
    "from_readable_span",
    "infer_topology",
    "iter_otlp_json",
    "read_otlp_json_bytes",
    "read_otlp_json_file",
    "trace_from_dict",
    "write_trace_jsonl",
]


def convert_spans(spans: Iterable[Any]):  # -> list[OrchestrationTrace]
    """Orchestration traces from SDK ``ReadableSpan`` objects (e.g. an in-memory exporter's)."""
    return convert_records(iter_readable_spans(spans))
