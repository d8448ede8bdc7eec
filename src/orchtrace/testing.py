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
    def __init__(self, provider: TracerProvider, exporter: InMemorySpanExporter, log_exporter: Any = None) -> None:
        self.tracer_provider = provider
        self.exporter = exporter
        self.log_exporter = log_exporter

    @property
    def logs(self) -> tuple[Any, ...]:
        """Log records captured (``capture_traces(logs=True)``: orchestration events emitted
        with ``event_mode`` ``"logs"`` or ``"both"``)."""
        if self.log_exporter is None:
            return ()
        from .capture.handoff import drain

        drain()
        return tuple(self.log_exporter.get_finished_logs())

    @property
    def spans(self) -> tuple[Any, ...]:
        from .capture.handoff import drain

        drain()  # span ends handed off the caller's thread are finished first
        return self.exporter.get_finished_spans()

    def _log_events(self) -> Any:
        if self.log_exporter is None:
            return None
        from .convert.logevents import iter_log_records

        return list(iter_log_records(self.logs))

    def traces(self) -> list[OrchestrationTrace]:
        from .convert import convert_records
        from .convert.records import iter_readable_spans

        return convert_records(iter_readable_spans(self.spans), logs=self._log_events())

    def trace_dicts(self) -> list[dict[str, Any]]:
        from .convert import convert_records_to_dicts
        from .convert.records import iter_readable_spans

        return convert_records_to_dicts(iter_readable_spans(self.spans), logs=self._log_events())

    def clear(self) -> None:
        self.exporter.clear()


@contextlib.contextmanager
def capture_traces(provider: TracerProvider | None = None, *, logs: bool = False) -> Iterator[Captured]:
    """Spans (and with ``logs=True`` log-based orchestration events) of the block, in memory."""
    from .capture import emit

    exporter = InMemorySpanExporter()
    # (no exit hook: the SDK's would hold the provider, its exporter and every span it captured
    # until the process ends - memory that grew with each block, and an exit that unregistered
    # one hook per block from a list of them all, quadratic in the blocks)
    provider = provider or TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("orchtrace", __version__)
    saved = (decorators._tracer, events._tracer, emit.state.logger)
    decorators._tracer = tracer
    events._tracer = tracer
    log_exporter = None
    if logs:
        from opentelemetry.sdk._logs import LoggerProvider
        from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter, SimpleLogRecordProcessor

        log_exporter = InMemoryLogRecordExporter()
        log_provider = LoggerProvider(shutdown_on_exit=False)
        log_provider.add_log_record_processor(SimpleLogRecordProcessor(log_exporter))
        emit.state.logger = log_provider.get_logger("orchtrace", __version__)
    try:
        yield Captured(provider, exporter, log_exporter)
    finally:
        from .capture.handoff import drain

        drain()
        decorators._tracer, events._tracer, emit.state.logger = saved
