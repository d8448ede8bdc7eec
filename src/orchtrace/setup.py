"""``orchtrace.configure()``: optional one-call OpenTelemetry set-up for applications without one.

It never replaces a TracerProvider the application already installed: with one in place it only
adds what was asked for explicitly (a local orchestration-trace directory) to it.  Exporters
follow the standard variables: ``OTEL_TRACES_EXPORTER`` (otlp, console, none), ``OTEL_EXPORTER_
OTLP_PROTOCOL`` (http/protobuf or grpc), ``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``..._TRACES_ENDPOINT`` /
``..._HEADERS``, ``OTEL_SERVICE_NAME``, ``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_BSP_*``.

Choices, for agent workloads and for never being in the way:

* OTLP export is on when asked for (``exporter="otlp"``, ``OTEL_TRACES_EXPORTER=otlp``) or when an
  OTLP endpoint is configured; with neither (a laptop, the quick start) nothing retries against
  a collector that is not there;
* span queues hold ``OTEL_BSP_MAX_QUEUE_SIZE`` or 65,536 spans (the SDK's 2,048 overflows within a
  second at agent rates); a queue 90% full slows the application's span ends down (back-pressure,
  at most 5 s per span) instead of dropping, and every span a full queue still drops is counted
  (:func:`dropped_spans`; logged at shutdown);
* :func:`shutdown` returns within ``timeout`` seconds (default 2) whatever the exporters do;
  spans still queued then are counted as unsent and logged;
* calling :func:`configure` twice has one meaning: **the first call's set-up stays**.  A later
  call may switch ``enabled`` / ``capture_content``; a trace directory is added only if none
  was set up yet; a different trace directory, exporter or service name is ignored with a
  warning (traces never go to two folders).  To change them, restart the process.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import Any

from opentelemetry import trace

from .config import settings

log = logging.getLogger("orchtrace")
_owned_provider: Any = None
_trace_exporters: list[Any] = []
_processors: list[Any] = []
_atexit_registered = False
_first_call: dict[str, Any] = {}  # what the call that set the provider up asked for
DEFAULT_QUEUE = 65_536
SHUTDOWN_SECONDS = 2.0
BACKPRESSURE_SECONDS = 5.0


def _counting_bsp(exporter: Any) -> Any:
    """A ``BatchSpanProcessor`` sized for agent workloads that counts the spans a full queue drops."""
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    class CountingBatchSpanProcessor(BatchSpanProcessor):
        dropped = 0

        def on_end(self, span: Any) -> None:  # noqa: D401
            try:
                bp = self._batch_processor
                q, cap = bp._queue, bp._max_queue_size
                if len(q) >= cap * 0.9:
                    # back-pressure: a nearly full queue slows the application down (for at most
                    # BACKPRESSURE_SECONDS per span) rather than dropping what it recorded
                    bp._worker_awaken.set()
                    deadline = time.monotonic() + BACKPRESSURE_SECONDS
                    while len(q) >= cap * 0.9 and time.monotonic() < deadline and not bp._shutdown:
                        time.sleep(0.0005)
                if len(q) >= cap:  # the SDK drops the oldest span now
                    self.dropped += 1
            except Exception:  # noqa: BLE001 - SDK internals moved: count nothing, drop nothing
                pass
            super().on_end(span)

        def queued(self) -> int:
            try:
                return len(self._batch_processor._queue)
            except Exception:  # noqa: BLE001
                return 0

    size = int(os.environ.get("OTEL_BSP_MAX_QUEUE_SIZE", DEFAULT_QUEUE))
    proc = CountingBatchSpanProcessor(exporter, max_queue_size=size)
    _processors.append(proc)
    _register_drop_metric()
    return proc


_drop_metric: list[Any] = []


def _register_drop_metric() -> None:
    """Export the drop count as an OpenTelemetry metric, ``orchtrace.spans.dropped`` (an
    observable counter on the global MeterProvider: a no-op until the application sets one up),
    so a platform team sees lost spans on its dashboards, not only in a shutdown log line."""
    if _drop_metric:
        return
    try:
        from opentelemetry import metrics
        from opentelemetry.metrics import Observation

        from .version import __version__

        meter = metrics.get_meter("orchtrace", __version__)
        _drop_metric.append(meter.create_observable_counter(
            "orchtrace.spans.dropped", callbacks=[lambda _options: [Observation(dropped_spans())]], unit="{span}",
            description="Spans dropped by a full queue of a span processor orchtrace.configure() set up"))
    except Exception:  # noqa: BLE001 - metrics are a convenience: never break set-up
        log.debug("orchtrace: drop metric not registered", exc_info=True)


def dropped_spans() -> int:
    """Spans dropped by a full queue of a processor :func:`configure` set up, in this process."""
    return sum(p.dropped for p in _processors)


def _otlp_endpoint_configured() -> bool:
    return any(os.environ.get(k) for k in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"))


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
    instrument_llm: bool | str | list[str] = False,

    event_mode: str | None = None,
    evidence: str | None = None,
) -> Any:
    """Set up tracing for orchtrace; returns the TracerProvider in use (or None when disabled).

    * ``enabled`` / ``capture_content``: override ``ORCHTRACE_ENABLED`` /
      ``ORCHTRACE_CAPTURE_CONTENT`` (and the GenAI semconv content opt-in variable).
    * ``exporter``: ``"otlp"``, ``"console"``, ``"none"`` or a comma list; default
      ``OTEL_TRACES_EXPORTER`` or ``otlp``.  Ignored when the application has its own provider.
    * ``traces_dir``: also write orchestration traces there (default ``ORCHTRACE_TRACES_DIR``).
    * ``instrument_llm``: also turn on the installed LLM-call instrumentations (True, or library
      names), so each agent gets its model, provider and tokens (:mod:`orchtrace.llm`).

    * ``event_mode``: how the orchestration vocabulary travels: ``"span_events"`` (default),
      ``"logs"`` (OTLP log-based events correlated to the span, OTEP 4430; needs a
      LoggerProvider) or ``"both"`` (default ``ORCHTRACE_EVENT_MODE``).
    * ``evidence``: ``"background"`` (default: span ends, content hashes and evidence of
      untrusted outputs are finished on a bounded worker thread) or ``"inline"`` (on the
      caller's thread; default ``ORCHTRACE_EVIDENCE``).
    """
    global _owned_provider
    if event_mode is not None:
        from .capture.emit import set_event_mode

        set_event_mode(event_mode)
    if evidence is not None:
        from .capture.handoff import set_background

        if evidence not in ("background", "inline"):
            raise ValueError(f"evidence must be 'background' or 'inline', not {evidence!r}")
        set_background(evidence == "background")
    if enabled is not None:
        settings.enabled = bool(enabled)
    if capture_content is not None:
        settings.capture_content = bool(capture_content)
    if not settings.enabled:
        return None
    from opentelemetry.sdk.trace import TracerProvider

    from .exporter import OrchestrationTraceExporter

    traces_dir = traces_dir or os.environ.get("ORCHTRACE_TRACES_DIR")
    existing = _sdk_provider_installed()
    if existing is not None:
        if _owned_provider is not None or _trace_exporters:
            _warn_ignored(traces_dir, exporter, service_name)
        if traces_dir is not None and hasattr(existing, "add_span_processor") and not _trace_exporters:
            exp = OrchestrationTraceExporter(Path(traces_dir), format=traces_format)
            existing.add_span_processor(_counting_bsp(exp))
            _trace_exporters.append(exp)
        _instrument_llm(instrument_llm)
        return existing
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource

    attrs = {SERVICE_NAME: service_name} if service_name else {}
    # the SDK's own exit hook would wait up to 30 s per processor for a collector that is down:
    # ours is bounded (shutdown() below)
    provider = TracerProvider(resource=Resource.create(attrs), shutdown_on_exit=False)
    global _atexit_registered
    if not _atexit_registered:
        import atexit

        atexit.register(_shutdown_at_exit)
        _atexit_registered = True
    names = exporter if exporter is not None else (os.environ.get("OTEL_TRACES_EXPORTER") or None)
    if names is None:  # OTLP by default only where there is somewhere to send it
        names = "otlp" if _otlp_endpoint_configured() else "none"
    for exp in _span_exporters(names):
        provider.add_span_processor(_counting_bsp(exp))
    if traces_dir is not None:
        exp = OrchestrationTraceExporter(Path(traces_dir), format=traces_format)
        provider.add_span_processor(_counting_bsp(exp))
        _trace_exporters.append(exp)
    trace.set_tracer_provider(provider)
    _owned_provider = provider
    _first_call.update(exporter=exporter, service_name=service_name)
    _instrument_llm(instrument_llm)
    return provider


def _instrument_llm(which: bool | str | list[str]) -> None:
    if which:
        from .llm import instrument_llm

        log.info("orchtrace: LLM instrumentations on: %s", ", ".join(instrument_llm(which)) or "none installed")


def _warn_ignored(traces_dir: Any, exporter: str | None, service_name: str | None) -> None:
    """A second :func:`configure` asked for something the first set up differently."""
    ignored = []
    current = Path(_trace_exporters[0].directory).resolve() if _trace_exporters else None
    if traces_dir is not None and current is not None and Path(traces_dir).resolve() != current:
        ignored.append(f"traces_dir={str(traces_dir)!r} (traces keep going to {str(current)!r})")
    if exporter is not None and _owned_provider is not None and exporter != _first_call.get("exporter"):
        ignored.append(f"exporter={exporter!r}")
    if service_name is not None and _owned_provider is not None and service_name != _first_call.get("service_name"):
        ignored.append(f"service_name={service_name!r}")
    if ignored:
        import warnings

        warnings.warn("orchtrace.configure() was already called: ignored " + ", ".join(ignored)
                      + " (the first call's set-up stays; restart to change it)", stacklevel=3)


def _shutdown_at_exit() -> None:
    if _owned_provider is not None:
        shutdown()


def force_flush(timeout: float = SHUTDOWN_SECONDS) -> bool:
    """Finish the span ends orchtrace handed off the application's threads and flush the
    TracerProvider's processors (within ``timeout`` seconds).  Never raises."""
    try:
        from .capture.handoff import drain

        done = drain(timeout)
        provider = _owned_provider or _sdk_provider_installed()
        if provider is not None and hasattr(provider, "force_flush"):
            done = bool(provider.force_flush(int(timeout * 1000))) and done
        return done
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: force_flush failed", exc_info=True)
        return False


def shutdown(timeout: float = SHUTDOWN_SECONDS) -> list[Path]:
    """Flush and shut down what :func:`configure` set up, within ``timeout`` seconds whatever the
    exporters' state (a collector that is down, a slow backend); returns the trace files written.
    Spans still queued at the deadline are counted and logged as unsent.  Never raises."""
    global _owned_provider
    import threading

    written: list[Path] = []
    provider = _owned_provider or _sdk_provider_installed()
    owned = _owned_provider
    trace_exporters = list(_trace_exporters)

    def work() -> None:
        try:
            from .capture.handoff import drain

            drain(timeout)  # span ends handed off the application's threads, first
            if provider is not None and hasattr(provider, "force_flush"):
                provider.force_flush(int(timeout * 1000))
            for exp in trace_exporters:
                exp.force_flush(int(timeout * 1000))
            if owned is not None:
                owned.shutdown()
        except Exception:  # noqa: BLE001 - shutting down must not raise into the host
            log.debug("orchtrace: shutdown failed", exc_info=True)

    worker = threading.Thread(target=work, name="orchtrace-shutdown", daemon=True)
    worker.start()
    worker.join(timeout)
    for exp in trace_exporters:
        written.extend(exp.written)
    unsent = sum(p.queued() for p in _processors) if worker.is_alive() else 0
    dropped = dropped_spans()
    if unsent or dropped:
        log.warning("orchtrace: %d spans dropped by full queues, %d still unsent at shutdown (%.1f s limit)",
                    dropped, unsent, timeout)
    _owned_provider = None
    _trace_exporters.clear()
    return written
