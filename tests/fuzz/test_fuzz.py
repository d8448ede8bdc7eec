"""Fuzzing (issue 11): the CLI, the span reader/converter and the collector's OTLP endpoints.

Hypothesis draws seeds for a deterministic mutator of real inputs (tests/fuzz/corpus.py).
Every run is bounded: a small sample by default (CI), ``ORCHTRACE_FUZZ_EXAMPLES=N`` for more;
``bench/bench_fuzz.py`` runs >= 10^5 inputs.  Expected: no traceback, no hang (a per-input
deadline), exit codes 0/1/2 only, HTTP 200/400/413/415 only (never 5xx), gRPC OK or
INVALID_ARGUMENT only, and every trace the converter writes is schema-valid.
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import grpc
import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from orchtrace.cli import app
from orchtrace.convert import SpanFormatError, convert_records_to_dicts
from orchtrace.convert.records import iter_otlp_json
from orchtrace.schema.validate import validate_trace
from tests.fuzz.corpus import fuzzed_json, fuzzed_pb, seeds

N = int(os.environ.get("ORCHTRACE_FUZZ_EXAMPLES", "40"))
FUZZ = settings(max_examples=N, deadline=timedelta(seconds=20), derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))
SEED = st.integers(min_value=0, max_value=2**32)
runner = CliRunner()


@pytest.fixture(scope="module", autouse=True)
def _seeds():
    seeds()


@FUZZ
@given(SEED)
def test_span_reader_and_converter(seed: int) -> None:
    import orjson

    data = fuzzed_json("otlp", seed)
    try:
        doc = orjson.loads(data)
    except orjson.JSONDecodeError:
        return
    try:
        records = list(iter_otlp_json(doc))
    except SpanFormatError:
        return
    for trace in convert_records_to_dicts(records):
        assert validate_trace(trace) == [], trace


def _cli(*args: str | Path) -> None:
    result = runner.invoke(app, [str(a) for a in args])
    assert "Traceback" not in result.output, result.output[-2000:]
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output[-2000:])


@FUZZ
@given(SEED)
def test_cli_on_fuzzed_traces(tmp_path_factory, seed: int) -> None:
    d = tmp_path_factory.mktemp("cli")
    f = d / "t.json"
    f.write_bytes(fuzzed_json("trace", seed))
    _cli("validate", f)
    _cli("show", f)
    _cli("audit", f, "--md", d / "r.md", "--html", d / "r.html", "--json", d / "r.json")


@FUZZ
@given(SEED)
def test_cli_convert_on_fuzzed_spans(tmp_path_factory, seed: int) -> None:
    d = tmp_path_factory.mktemp("conv")
    f = d / "spans.json"
    f.write_bytes(fuzzed_json("otlp", seed))
    _cli("convert", f, "-o", d / "out")
    if (d / "out").exists() and any((d / "out").iterdir()):
        _cli("validate", d / "out")


@pytest.fixture(scope="module")
def collector(tmp_path_factory):
    from orchtrace_collector import serve

    with serve(tmp_path_factory.mktemp("col") / "s.db", port=0, grpc_port=0, quiet_seconds=0.2) as srv:
        with httpx.Client(timeout=30) as client, grpc.insecure_channel(srv.grpc_endpoint) as ch:
            yield srv, client, ch.unary_unary("/opentelemetry.proto.collector.trace.v1.TraceService/Export")
        assert not srv.assembler.errors or all("quarantined" in e for e in srv.assembler.errors)


@FUZZ
@given(SEED, st.booleans())
def test_collector_otlp_http(collector, seed: int, as_json: bool) -> None:
    srv, client, _ = collector
    if as_json:
        body, ctype = fuzzed_json("otlp", seed), "application/json"
    else:
        body, ctype = fuzzed_pb(seed), "application/x-protobuf"
    headers = {"Content-Type": ctype}
    if body[:2] == b"\x1f\x8b":
        headers["Content-Encoding"] = "gzip"
    r = client.post(srv.traces_endpoint, content=body, headers=headers)
    assert r.status_code in (200, 400, 413), (r.status_code, r.text[:500])
    if as_json and body.strip():  # (an empty body is an empty export: 200, as with protobuf)
        import orjson

        import gzip
        import zlib

        try:
            orjson.loads(gzip.decompress(body) if body[:2] == b"\x1f\x8b" else body)
        except (orjson.JSONDecodeError, OSError, EOFError, zlib.error):
            assert r.status_code == 400  # not JSON at all: the client's error
    assert client.get(srv.endpoint + "/healthz").status_code == 200


@FUZZ
@given(SEED)
def test_collector_otlp_grpc(collector, seed: int) -> None:
    _, _, export = collector
    try:
        export(fuzzed_pb(seed), timeout=20)
    except grpc.RpcError as exc:
        assert exc.code() == grpc.StatusCode.INVALID_ARGUMENT, (exc.code(), exc.details())
