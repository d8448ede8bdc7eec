"""Capture spans and orchestration traces in tests, without touching global OpenTelemetry state.

    with orchtrace.testing.capture_traces() as cap:
        my_orchestrator("task")
    trace = cap.traces()[0]

The decorators use the global tracer; this helper points orchtrace's tracer at a private SDK
provider with an in-memory exporter for the duration of the block and restores it after.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from .capture import decorators, events
from .schema.models import OrchestrationTrace
from .version import __version__


class Captured:
    def __init__(self, provider: TracerProvider, exporter: InMemorySpanExporter) -> None:
        self.tracer_provider = provider
        self.exporter = exporter

    @property
    def spans(self) -> tuple[Any, ...]:
        from .capture.handoff import drain

        drain()  # span ends handed off the caller's thread are finished first
        return self.exporter.get_finished_spans()

    def traces(self) -> list[OrchestrationTrace]:
        from .convert import convert_spans

        return convert_spans(self.spans)

    def trace_dicts(self) -> list[dict[str, Any]]:
        from .convert import convert_records_to_dicts
        from .convert.records import iter_readable_spans

        return convert_records_to_dicts(iter_readable_spans(self.spans))

    def clear(self) -> None:
        self.exporter.clear()


@contextlib.contextmanager
def capture_traces(provider: TracerProvider | None = None) -> Iterator[Captured]:
    exporter = InMemorySpanExporter()
    provider = provider or TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("orchtrace", __version__)
    saved = (decorators._tracer, events._tracer)
    decorators._tracer = tracer
    events._tracer = tracer
    try:
        yield Captured(provider, exporter)
    finally:
        decorators._tracer, events._tracer = saved
