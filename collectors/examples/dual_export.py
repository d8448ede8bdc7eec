"""Send the same spans to your existing OTLP backend *and* to orchtrace's collector.

This is the in-application equivalent of ``collectors/otelcol/config.yaml`` (an OpenTelemetry
Collector fanning out to both): one TracerProvider, two OTLP/HTTP exporters, each behind its own
BatchSpanProcessor so a slow or down backend does not delay the other.

    BACKEND_OTLP_ENDPOINT=https://otel.example.internal:4318/v1/traces \\
    ORCHTRACE_OTLP_ENDPOINT=http://127.0.0.1:4318/v1/traces \\
    ORCHTRACE_COLLECTOR_TOKEN=...   # if the collector was started with --token
    python collectors/examples/dual_export.py

(The backend's own headers, e.g. an API key, go in BACKEND_OTLP_HEADERS as ``k=v,k2=v2``.)
"""

from __future__ import annotations

import os

from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

import orchtrace


def _headers(text: str | None) -> dict[str, str]:
    pairs = (item.split("=", 1) for item in (text or "").split(",") if "=" in item)
    return {k.strip(): v.strip() for k, v in pairs}


def make_provider(backend_endpoint: str, orchtrace_endpoint: str, *, backend_headers: dict[str, str] | None = None,
                  orchtrace_token: str | None = None, service_name: str = "dual-export-demo") -> TracerProvider:
    provider = TracerProvider(resource=Resource.create({"service.name": service_name}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=backend_endpoint,
                                                                    headers=backend_headers or None)))
    orch_headers = {"Authorization": f"Bearer {orchtrace_token}"} if orchtrace_token else None
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=orchtrace_endpoint,
                                                                    headers=orch_headers)))
    return provider


# --- a tiny instrumented team ------------------------------------------------------------------
@orchtrace.tool(trusted=False)
def lookup(topic: str) -> str:
    return f"notes on {topic}"


@orchtrace.agent(role="researcher", tools=["lookup"])
def researcher(topic: str) -> str:
    return lookup(topic)


@orchtrace.agent(name="lead", role="orchestrator", tools=[])
def lead(question: str) -> str:
    orchtrace.decision("spawn", ["researcher"])
    return researcher(question)


def main() -> None:
    provider = make_provider(
        os.environ["BACKEND_OTLP_ENDPOINT"],
        os.environ["ORCHTRACE_OTLP_ENDPOINT"],
        backend_headers=_headers(os.environ.get("BACKEND_OTLP_HEADERS")),
        orchtrace_token=os.environ.get("ORCHTRACE_COLLECTOR_TOKEN"),
    )
    trace.set_tracer_provider(provider)
    for i in range(int(os.environ.get("DEMO_RUNS", "3"))):
        with orchtrace.task(f"dual-{i}", "demo", system="dual-export-demo"):
            lead(f"question {i}")
    provider.shutdown()  # flushes both exporters


if __name__ == "__main__":
    main()
