"""Issue 11: the collector under stalled clients, wrong-shaped requests and runaway traces.

* defect 9: 64 stalled uploads locked every real exporter out with 429 for up to 30 s;
* defect 7: wrong-shaped OTLP JSON got HTTP 500 (not 400), malformed gRPC got INTERNAL;
* the assembler has a budget per pass and quarantines what exceeds it (a stuck-assembler test).
"""

from __future__ import annotations

import socket
import time

import grpc
import httpx
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from tests.collector.helpers import run_team, settled_traces, synthetic_request, wait_for

PB = {"Content-Type": "application/x-protobuf"}
JS = {"Content-Type": "application/json"}
STALLED_HEAD = (b"POST /v1/traces HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-protobuf\r\n"
                b"Content-Length: 100000\r\n\r\n" + b"\x0a" * 10)  # 10 of 100,000 bytes, then nothing


def _stall(port: int, n: int) -> list[socket.socket]:
    socks = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(STALLED_HEAD)
        socks.append(s)
    return socks


def test_stalled_uploads_do_not_lock_real_exporters_out(tmp_path) -> None:
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        socks = _stall(srv.port, 64)
        try:
            wait_for(lambda: srv.receiver.inflight + getattr(srv.receiver, "readers", 0) >= 64, 30, "64 stalled uploads")
            provider = TracerProvider()
            exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint, timeout=10)
            provider.add_span_processor(SimpleSpanProcessor(exporter))
            with capture_traces(provider) as cap:
                assert run_team("while-stalled") == "sent"
            provider.shutdown()
            (trace,) = settled_traces(db, 1)  # the real exporter's spans arrived, all of them
            assert trace["task_id"] == "while-stalled"
            assert len(cap.spans) == Store(db).counts()["spans"]
        finally:
            for s in socks:
                s.close()


def test_one_client_cannot_hold_every_reader(tmp_path) -> None:
    with serve(tmp_path / "s.db", port=0, max_readers_per_client=4) as srv:
        socks = _stall(srv.port, 4)
        try:
            wait_for(lambda: srv.receiver.readers >= 4, 30, "4 stalled uploads being read")
            with socket.create_connection(("127.0.0.1", srv.port), timeout=10) as fifth:
                fifth.sendall(STALLED_HEAD)
                answer = fifth.recv(4096)
            assert answer.startswith(b"HTTP/1.1 429") and b"retry-after: 1" in answer.lower()
        finally:
            for s in socks:
                s.close()


def test_a_body_that_stops_arriving_is_given_up_early(tmp_path) -> None:
    with serve(tmp_path / "s.db", port=0, idle_timeout_seconds=0.3, read_timeout_seconds=60) as srv:
        (sock,) = _stall(srv.port, 1)
        with sock:
            answer = sock.recv(4096)  # well before the 60 s total limit
        assert answer.startswith(b"HTTP/1.1 408")


WRONG_SHAPES = [
    b'{"resourceSpans":5}', b'{"resourceSpans":[{"scopeSpans":5}]}', b'{"resourceSpans":[{"scopeSpans":[{"spans":7}]}]}',
    b'{"resourceSpans":[{"scopeSpans":[{"spans":[{"links":3}]}]}]}', b'{"resourceSpans":"x"}', b"[1]", b"null",
    b'{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":5}]}]}]}', b'{"resourceSpans":{"a":1}}',
]


def test_wrong_shaped_otlp_json_is_400_not_500(tmp_path) -> None:
    with serve(tmp_path / "s.db", port=0) as srv:
        for body in WRONG_SHAPES:
            r = httpx.post(srv.traces_endpoint, content=body, headers=JS, timeout=10)
            assert r.status_code == 400, (body, r.status_code, r.text)
        assert httpx.get(srv.endpoint + "/healthz", timeout=10).status_code == 200


def test_malformed_grpc_is_invalid_argument(tmp_path) -> None:
    with serve(tmp_path / "s.db", port=0, grpc_port=0) as srv:
        with grpc.insecure_channel(srv.grpc_endpoint) as ch:
            export = ch.unary_unary("/opentelemetry.proto.collector.trace.v1.TraceService/Export")
            for raw in (b"\xff\xff\xff", b"\x0a\x05abc", b"\x0a" + b"\x0a\x7f" * 3):
                try:
                    export(raw, timeout=10)
                    raise AssertionError(f"{raw!r} accepted")
                except grpc.RpcError as exc:
                    assert exc.code() == grpc.StatusCode.INVALID_ARGUMENT, (raw, exc.code(), exc.details())
            ok = export(synthetic_request(1, 3).SerializeToString(), timeout=10)  # still serving
            assert ok == b""


def test_runaway_trace_is_quarantined_and_the_rest_assembled(tmp_path) -> None:
    """A stuck-assembler test: one OTel trace far over the per-trace budget used to be loaded
    and converted whole (memory and time without bound, every later trace waiting)."""
    from orchtrace_collector.store import quarantined

    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1, max_trace_spans=500, assembly_pass_seconds=0.0) as srv:
        big = synthetic_request(0, 2000)
        r = httpx.post(srv.traces_endpoint, content=big.SerializeToString(), headers=PB, timeout=30)
        assert r.status_code == 200
        for k in range(1, 6):
            r = httpx.post(srv.traces_endpoint, content=synthetic_request(k, 20).SerializeToString(),
                           headers=PB, timeout=30)
            assert r.status_code == 200
        traces = settled_traces(db, 5)
        assert sorted(t["task_id"] for t in traces) == [f"task-0-{k}" for k in range(1, 6)]
        with Store(db) as st:
            (q,) = quarantined(st.con)
            assert st.counts()["pending"] == 0  # set aside, not retried at every pass
        assert q[0] == big.resource_spans[0].scope_spans[0].spans[0].trace_id.hex()
        assert "2000 spans" in q[1]
        time.sleep(0.5)
        assert srv.assembler.quarantined == [q]  # quarantined once
    # the audit of the store says what it could not audit (not a silent "no findings")
    from typer.testing import CliRunner

    from orchtrace.cli import app

    result = CliRunner().invoke(app, ["audit", "--store", str(db)])
    assert result.exit_code in (0, 1), result.output
    assert "1 OTel trace in the store were quarantined" in result.output


def test_the_assembler_process_does_not_outlive_a_killed_collector(tmp_path) -> None:
    """Issue 11 defect 1: the stuck assembler child outlived a kill -9 of the collector (now the
    kernel ends it with the collector, PR_SET_PDEATHSIG, even in the middle of a pass)."""
    import os
    import signal

    from tests.collector.test_durability import start_collector

    proc, _url = start_collector(tmp_path / "s.db", "collect", module="orchtrace")
    try:
        def children() -> list[int]:
            path = f"/proc/{proc.pid}/task/{proc.pid}/children"
            return [int(c) for c in open(path).read().split()] if os.path.exists(path) else []

        (child,) = wait_for(lambda: children() or None, 30, "the assembler process")
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)

        def gone() -> bool:
            try:
                with open(f"/proc/{child}/stat") as fh:
                    return fh.read().split(") ")[1].startswith("Z")  # a zombie is gone (not reaped: orphan)
            except FileNotFoundError:
                return True

        wait_for(gone, 10, "the assembler process to exit")
    finally:
        if proc.poll() is None:
            proc.kill()
