"""configure(), the user's own TracerProvider, the trace-directory exporter, model round trips.

Global OpenTelemetry state (the tracer provider) can be set once per process, so these run
small programs in subprocesses, as an application would.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from orchtrace.schema.models import Edge, Event, OrchestrationTrace
from tests.conftest import BUNDLED_SCHEMA, SHARED_SCHEMA, check_trace


def _py(code: str, tmp_path: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    import os

    full_env = {**os.environ, "OTEL_TRACES_EXPORTER": "none", **(env or {})}
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=tmp_path, env=full_env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc


TEAM = """
import orchtrace

@orchtrace.tool(sensitive=True)
def act(x):
    return x

@orchtrace.agent
def worker(x):
    return act(x)

@orchtrace.agent
def boss():
    return [worker(i) for i in range(2)]
"""


def test_user_tracer_provider_is_used_not_replaced(tmp_path):
    proc = _py(TEAM + """
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
mine = TracerProvider()
exp = InMemorySpanExporter()
mine.add_span_processor(SimpleSpanProcessor(exp))
trace.set_tracer_provider(mine)
got = orchtrace.configure(traces_dir="traces")
assert got is mine and trace.get_tracer_provider() is mine
boss()
written = orchtrace.shutdown()
print(len(exp.get_finished_spans()), [str(p) for p in written])
""", tmp_path)
    n, files = proc.stdout.split(" ", 1)
    assert int(n) == 5  # boss, 2 workers, 2 tools: all in the user's exporter
    (f,) = list((tmp_path / "traces").glob("*.json"))
    check_trace(json.loads(f.read_text()))


def test_configure_writes_traces_and_merges_a_continued_task(tmp_path):
    _py(TEAM + """
orchtrace.configure(traces_dir="out", exporter="none")
with orchtrace.task("thread-7"):
    boss()
with orchtrace.task("thread-7"):   # a later run of the same task (a resume, say)
    boss()
orchtrace.shutdown()
""", tmp_path)
    (f,) = list((tmp_path / "out").glob("*.json"))
    trace = json.loads(f.read_text())
    check_trace(trace)
    assert trace["task_id"] == "thread-7"
    assert sum(e["type"] == "spawn" for e in trace["events"]) == 4
    assert not list((tmp_path / "out").glob(".*.tmp"))  # atomic writes leave no temporaries


def test_disabled_by_environment_emits_nothing(tmp_path):
    proc = _py(TEAM + """
print(orchtrace.configure(traces_dir="out"))
print(boss())
orchtrace.shutdown()
""", tmp_path, env={"ORCHTRACE_ENABLED": "false"})
    assert proc.stdout.split("\n")[:2] == ["None", "[0, 1]"]
    assert not (tmp_path / "out").exists()


def test_otlp_exporter_from_standard_variables(tmp_path):
    proc = _py("""
import orchtrace
from opentelemetry import trace
p = orchtrace.configure(exporter="otlp")
procs = p._active_span_processor._span_processors
print(type(procs[0].span_exporter).__module__)
""", tmp_path, env={"OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"})
    assert "grpc" in proc.stdout


def test_bundled_schema_is_an_unchanged_copy():
    if SHARED_SCHEMA.exists():
        assert BUNDLED_SCHEMA.read_bytes() == SHARED_SCHEMA.read_bytes()
    assert json.loads(BUNDLED_SCHEMA.read_text())["title"] == "LLM-MAS Orchestration Trace"


def test_models_support_safety_events_and_round_trip_losslessly():
    trace = OrchestrationTrace(
        trace_id="t", task_id="k", topology="centralized",
        events=[
            Event(id="a", t=0, type="tool_result", agent="r", tool="web", trusted=False, fingerprint=[1, 2]),
            Event(id="b", t=1.5, type="tool_call", agent="e", tool="send", sensitive=True, **{"from": "e"}),
            Event(id="s", t=1.5, type="safety_event", agent="orchtrace-audit", rule="OTA101", severity="high"),
        ],
        edges=[Edge(src="a", dst="s", type="safety_flow"), Edge(src="b", dst="s", type="safety_flow"),
               Edge(src="a", dst="b", type="causal")],
        rewards={"team": 1}, costs={"tokens": 3, "wall_clock_s": 2, "tool_calls": 1},
    )
    data = trace.to_dict()
    check_trace(data)
    assert data["events"][1]["from"] == "e" and data["events"][0]["fingerprint"] == [1, 2]
    again = OrchestrationTrace.from_json(trace.to_json())
    assert again.to_dict() == data
    assert again.events[2].extra("rule") == "OTA101"


def test_no_otlp_export_without_an_endpoint_and_bounded_shutdown(tmp_path):
    """Issue 11 defects 9/10: the quick start (a trace directory, no collector) neither exports
    to a collector that is not there nor retries at shutdown; with a dead endpoint configured,
    shutdown still returns (bounded: unsent spans are counted) and nothing raises."""
    proc = _py(TEAM + """
p = orchtrace.configure(traces_dir="out")
kinds = sorted(type(sp.span_exporter).__name__ for sp in p._active_span_processor._span_processors)
print(kinds)
boss()
print(len(orchtrace.shutdown()))
""", tmp_path, env={k: "" for k in ("OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT",
                                    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")})
    lines = proc.stdout.split("\n")
    assert lines[0] == "['OrchestrationTraceExporter']" and lines[1] == "1"
    assert "retry" not in proc.stderr.lower() and "Transient error" not in proc.stderr
    proc = _py(TEAM + """
import time
p = orchtrace.configure(traces_dir="out")
for _ in range(200):
    boss()
t0 = time.perf_counter()
written = orchtrace.shutdown(timeout=1.0)
print(len(written), "returned")
""", tmp_path, env={"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9", "OTEL_TRACES_EXPORTER": ""})
    assert proc.stdout.strip().endswith("returned"), proc.stderr


def test_trace_directory_loses_no_task_under_a_burst(tmp_path):
    """Issue 11 defect 0: 3,000 tasks written as fast as the app can make them; every task
    reaches the directory complete (the SDK's default 2,048-span queue lost 82-84% of them)."""
    proc = _py(TEAM + """
orchtrace.configure(traces_dir="out", exporter="none")
for k in range(3000):
    with orchtrace.task(f"burst-{k}"):
        boss()
orchtrace.shutdown(timeout=120)
print(orchtrace.setup.dropped_spans())
""", tmp_path)
    assert proc.stdout.strip() == "0"
    files = list((tmp_path / "out").glob("*.json"))
    assert len(files) == 3000
    for f in files[:: 97]:
        trace = json.loads(f.read_text())
        check_trace(trace)
        assert sum(e["type"] == "spawn" for e in trace["events"]) == 2


def test_dropped_spans_are_an_opentelemetry_metric(tmp_path):
    """Spans a full queue drops are counted as ``orchtrace.spans.dropped`` on the application's
    MeterProvider (here: a tiny queue, an exporter that cannot reach its collector, and the
    back-pressure wait shortened so the test does not take minutes)."""
    proc = _py(TEAM + """
from opentelemetry import metrics
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
reader = InMemoryMetricReader()
metrics.set_meter_provider(MeterProvider(metric_readers=[reader]))
import orchtrace.setup
orchtrace.setup.BACKPRESSURE_SECONDS = 0.001
orchtrace.configure(exporter="otlp")
for _ in range(200):
    boss()
dropped = orchtrace.setup.dropped_spans()
points = [p.value for rm in reader.get_metrics_data().resource_metrics for sm in rm.scope_metrics
          for m in sm.metrics if m.name == "orchtrace.spans.dropped" for p in m.data.data_points]
print(dropped, points)
orchtrace.shutdown(timeout=0.5)
""", tmp_path, env={"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9", "OTEL_TRACES_EXPORTER": "",
                    "OTEL_BSP_MAX_QUEUE_SIZE": "8", "OTEL_BSP_MAX_EXPORT_BATCH_SIZE": "4"})
    dropped, points = proc.stdout.strip().split(" ", 1)
    assert int(dropped) > 0
    assert points == f"[{dropped}]"
