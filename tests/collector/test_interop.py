"""The application exporting to two OTLP endpoints at once (two receivers on 127.0.0.1), and the
`collect` command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from tests.collector.helpers import run_team, same_traces, settled_traces

REPO = Path(__file__).resolve().parents[2]


def test_one_provider_two_otlp_receivers(tmp_path, assert_valid_trace):
    a, b = tmp_path / "backend.db", tmp_path / "orchtrace.db"
    with serve(a, port=0, quiet_seconds=0.1) as backend, serve(b, port=0, quiet_seconds=0.1, token="t") as orch:
        provider = TracerProvider()
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=backend.traces_endpoint)))
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(
            endpoint=orch.traces_endpoint, headers={"Authorization": "Bearer t"})))
        with capture_traces(provider) as cap:
            run_team("both-1")
            run_team("both-2")
        provider.shutdown()
        got_a, got_b = settled_traces(a, 2), settled_traces(b, 2)
    assert same_traces(got_a, cap.trace_dicts())
    assert same_traces(got_b, cap.trace_dicts())
    for t in got_b:
        assert_valid_trace(t)


def test_dual_export_example_script(tmp_path):
    a, b = tmp_path / "backend.db", tmp_path / "orchtrace.db"
    with serve(a, port=0, quiet_seconds=0.1) as backend, serve(b, port=0, quiet_seconds=0.1, token="tok") as orch:
        env = dict(os.environ, BACKEND_OTLP_ENDPOINT=backend.traces_endpoint,
                   ORCHTRACE_OTLP_ENDPOINT=orch.traces_endpoint, ORCHTRACE_COLLECTOR_TOKEN="tok", DEMO_RUNS="2")
        proc = subprocess.run([sys.executable, str(REPO / "collectors" / "examples" / "dual_export.py")],
                              env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        got_a, got_b = settled_traces(a, 2), settled_traces(b, 2)
    assert sorted(t["task_id"] for t in got_b) == ["dual-0", "dual-1"]
    assert same_traces(got_a, got_b)
    with Store(a) as sa, Store(b) as sb:
        assert sorted(sa.span_keys()) == sorted(sb.span_keys())


def _collect(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "orchtrace", "collect", *argv], capture_output=True, text=True,
                          timeout=timeout)


def test_collect_cli_usage_errors(tmp_path):
    help_ = _collect("--help")
    assert help_.returncode == 0
    for opt in ("--store", "--token", "--tls-cert", "--tls-key", "--max-request-size", "--quiet-period",
                "--retention", "--sync"):
        assert opt in help_.stdout
    r = _collect("--store", str(tmp_path / "s.db"), "--port", "0", "--tls-cert", str(tmp_path / "nope.pem"),
                 "--tls-key", str(tmp_path / "nope.key"))
    assert r.returncode == 2 and "nope.pem: no such file" in r.stderr
    r = _collect("--store", str(tmp_path / "s.db"), "--quiet-period", "soon")
    assert r.returncode == 2 and "not a duration: 'soon'" in r.stderr
    r = _collect("--store", str(tmp_path / "s.db"), "--sync", "sometimes")
    assert r.returncode == 2 and "synchronous must be one of" in r.stderr
    r = _collect("--store", str(tmp_path / "missing-dir" / "s.db"), "--port", "0")
    assert r.returncode == 2 and "does not exist" in r.stderr
    with serve(tmp_path / "busy.db", port=0) as srv:  # the port is taken
        r = _collect("--store", str(tmp_path / "s2.db"), "--port", str(srv.port))
    assert r.returncode == 2 and "cannot listen on 127.0.0.1" in r.stderr
    assert "Traceback" not in r.stderr


def test_otelcol_config_fans_out_to_backend_and_orchtrace():
    """The OpenTelemetry Collector configuration cannot be run here (no otelcol binary); check that
    it parses and that its traces pipeline feeds both exporters, orchtrace's with a bearer token."""
    import yaml

    cfg = yaml.safe_load((REPO / "collectors" / "otelcol" / "config.yaml").read_text())
    pipe = cfg["service"]["pipelines"]["traces"]
    assert pipe["receivers"] == ["otlp"]
    assert set(pipe["exporters"]) == {"otlphttp/backend", "otlphttp/orchtrace"}
    orch = cfg["exporters"]["otlphttp/orchtrace"]
    assert orch["headers"]["Authorization"].startswith("Bearer ")
    assert orch["retry_on_failure"]["enabled"] and orch["sending_queue"]["enabled"]
    for name in pipe["processors"]:
        assert name in cfg["processors"]
    for ext in cfg["service"]["extensions"]:
        assert ext in cfg["extensions"]
