"""``orchtrace.configure()``: optional one-call OpenTelemetry set-up for applications without one.

It never replaces a TracerProvider the application already installed: with one in place it only
adds what was asked for explicitly (a local orchestration-trace directory) to it.  Exporters
follow the standard variables: ``OTEL_TRACES_EXPORTER`` (otlp, console, none; default otlp),
``OTEL_EXPORTER_OTLP_PROTOCOL`` (http/protobuf or grpc), ``OTEL_EXPORTER_OTLP_ENDPOINT`` /
``..._TRACES_ENDPOINT`` / ``..._HEADERS``, ``OTEL_SERVICE_NAME``, ``OTEL_RESOURCE_ATTRIBUTES``.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from opentelemetry import trace

from .config import settings

log = logging.getLogger("orchtrace")
_owned_provider: Any = None
_trace_exporters: list[Any] = []


def _sdk_provider_installed() -> Any:
    provider = trace.get_tracer_provider()
    return None if isinstance(provider, trace.ProxyTracerProvider) else provider


def _span_exporters(names: str) -> list[Any]:
    exporters: list[Any] = []
    for name in (n.strip().lower() for n in names.split(",")):
        if name in ("", "none"):
            continue
        if name == "console":
            from opentelemetry.sdk.trace.export import ConsoleSpanExporter

            exporters.append(ConsoleSpanExporter())
        elif name == "otlp":
            protocol = os.environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL",
                                      os.environ.get("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf"))
            if protocol == "grpc":
                from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
            else:
                from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
            exporters.append(OTLPSpanExporter())
        else:
            raise ValueError(f"orchtrace.configure: unknown exporter {name!r} (use otlp, console or none)")
    return exporters


def configure(
    *,
    enabled: bool | None = None,
    capture_content: bool | None = None,
    exporter: str | None = None,
    traces_dir: str | os.PathLike[str] | None = None,
    traces_format: str = "json",
    service_name: str | None = None,
) -> Any:
    """Set up tracing for orchtrace; returns the TracerProvider in use (or None when disabled).

    * ``enabled`` / ``capture_content``: override ``ORCHTRACE_ENABLED`` /
      ``ORCHTRACE_CAPTURE_CONTENT`` (and the GenAI semconv content opt-in variable).
    * ``exporter``: ``"otlp"``, ``"console"``, ``"none"`` or a comma list; default
      ``OTEL_TRACES_EXPORTER`` or ``otlp``.  Ignored when the application has its own provider.
    * ``traces_dir``: also write orchestration traces there (default ``ORCHTRACE_TRACES_DIR``).
    """
    global _owned_provider
    if enabled is not None:
        settings.enabled = bool(enabled)
    if capture_content is not None:
        settings.capture_content = bool(capture_content)
    if not settings.enabled:
        return None
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from .exporter import OrchestrationTraceExporter

    traces_dir = traces_dir or os.environ.get("ORCHTRACE_TRACES_DIR")
    existing = _sdk_provider_installed()
    if existing is not None:
        if traces_dir is not None and hasattr(existing, "add_span_processor") and not _trace_exporters:
            exp = OrchestrationTraceExporter(Path(traces_dir), format=traces_format)
            existing.add_span_processor(BatchSpanProcessor(exp))
            _trace_exporters.append(exp)
        return existing
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource

    attrs = {SERVICE_NAME: service_name} if service_name else {}
    provider = TracerProvider(resource=Resource.create(attrs))
    names = exporter if exporter is not None else os.environ.get("OTEL_TRACES_EXPORTER", "otlp")
    for exp in _span_exporters(names):
        provider.add_span_processor(BatchSpanProcessor(exp))
    if traces_dir is not None:
        exp = OrchestrationTraceExporter(Path(traces_dir), format=traces_format)
        provider.add_span_processor(BatchSpanProcessor(exp))
        _trace_exporters.append(exp)
    trace.set_tracer_provider(provider)
    _owned_provider = provider
    return provider


def shutdown() -> list[Path]:
    """Flush and shut down what :func:`configure` set up; returns the trace files written."""
    global _owned_provider
    written: list[Path] = []
    provider = _owned_provider or _sdk_provider_installed()
    if provider is not None and hasattr(provider, "force_flush"):
        provider.force_flush()
    for exp in _trace_exporters:
        exp.force_flush()
        written.extend(exp.written)
    if _owned_provider is not None:
        _owned_provider.shutdown()
        _owned_provider = None
    _trace_exporters.clear()
    return written
