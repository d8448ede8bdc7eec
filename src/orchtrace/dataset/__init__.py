"""Orchestration traces as a training dataset: ``orchtrace dataset`` (row schema in docs/dataset.md).

>>> from orchtrace.dataset import export
>>> export(["traces/"], "out/", fmt="parquet", prefixes=True)   # doctest: +SKIP
"""

from __future__ import annotations

from .export import export, iter_traces
from .rows import DECISION_TYPES, PREFIX_COLUMNS, SCHEMA_VERSION, TRACE_COLUMNS, rows_for, split_of
from .writer import DatasetWriter, arrow_schema

__all__ = ["DECISION_TYPES", "DatasetWriter", "PREFIX_COLUMNS", "SCHEMA_VERSION", "TRACE_COLUMNS", "arrow_schema",
           "export", "iter_traces", "rows_for", "split_of"]
