"""orchtrace collector: an OTLP/HTTP receiver that stores spans durably in SQLite and assembles
them into orchestration traces.

In-process::

    from orchtrace_collector import serve
    with serve("spans.db", port=0) as srv:
        ...  # export to srv.traces_endpoint

Command line: ``orchtrace collect --store spans.db`` or ``python -m orchtrace_collector --store spans.db``.
Reading: ``orchtrace_collector.Store("spans.db").iter_traces(since_seconds=86400)``.
"""

from __future__ import annotations

from .server import Collector, Settings, serve
from .store import Store, StoreError, iter_store_trace_dicts, iter_store_traces, parse_duration

__all__ = ["Collector", "Settings", "Store", "StoreError", "iter_store_trace_dicts", "iter_store_traces", "parse_duration", "serve"]
