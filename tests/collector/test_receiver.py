"""The OTLP/HTTP receiver, driven by real exporters over 127.0.0.1."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import threading
from pathlib import Path

import httpx
import pytest
from google.rpc import status_pb2
from opentelemetry.exporter.otlp.proto.http import Compression
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExportResult

from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from tests.collector.helpers import otlp_json, run_team, same_traces, settled_traces

PB = {"Content-Type": "application/x-protobuf"}
JS = {"Content-Type": "application/json"}


def _run_exported(exporter: OTLPSpanExporter, tasks=("t1", "t2")):
    """Run the team under a provider exporting to the collector; the in-process traces and spans."""
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with capture_traces(provider) as cap:
        for t in tasks:
            assert run_team(t) == "sent"
    provider.shutdown()
    return cap.trace_dicts(), cap.spans


def _span_count(path: Path) -> int:
    with Store(path) as st:
        return st.counts()["spans"]


def _body_of_team():
    with capture_traces() as cap:
        run_team("raw-1")
    return cap.spans, cap.trace_dicts()


@pytest.mark.parametrize("compression", [Compression.NoCompression, Compression.Gzip])
def test_protobuf_exporter_traces_match_in_process(tmp_path, compression, assert_valid_trace):
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint, compression=compression)
        local, spans = _run_exported(exporter)
        remote = settled_traces(db, len(local))
    assert len(local) == 2
    assert same_traces(remote, local)
    for t in remote:
        assert_valid_trace(t)
    assert _span_count(db) == len(spans)
    with Store(db) as st:  # the raw spans are kept too
        assert sorted(st.span_keys()) == sorted(
            (format(s.context.trace_id, "032x"), format(s.context.span_id, "016x")) for s in spans)


@pytest.mark.parametrize("gzipped", [False, True])
def test_otlp_json_with_hex_ids(tmp_path, gzipped, assert_valid_trace):
    spans, local = _body_of_team()
    body = json.dumps(otlp_json(spans)).encode()
    assert '"traceId": "' in body.decode() or '"traceId":"' in body.decode()
    headers = dict(JS)
    if gzipped:
        body = gzip.compress(body)
        headers["Content-Encoding"] = "gzip"
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        r = httpx.post(srv.traces_endpoint, content=body, headers=headers, timeout=10)
        assert r.status_code == 200, r.text
        assert r.headers["content-type"].startswith("application/json")
        assert r.json() == {}
        remote = settled_traces(db, 1)
    assert same_traces(remote, local)
    assert_valid_trace(remote[0])


def test_retried_export_is_stored_once(tmp_path):
    spans, _ = _body_of_team()
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
        for _ in range(3):
            assert exporter.export(spans) == SpanExportResult.SUCCESS
        # same spans again, as JSON this time
        r = httpx.post(srv.traces_endpoint, content=json.dumps(otlp_json(spans)), headers=JS, timeout=10)
        assert r.status_code == 200
        traces = settled_traces(db, 1)
    assert _span_count(db) == len(spans)
    assert len(traces) == 1


def test_partial_success_names_rejected_spans(tmp_path):
    spans, _ = _body_of_team()
    doc = otlp_json(spans)
    bad = dict(doc["resourceSpans"][0]["scopeSpans"][0]["spans"][0])
    bad["spanId"] = "0000000000000000"  # invalid per the OTel spec
    doc["resourceSpans"][0]["scopeSpans"][0]["spans"].append(bad)
    db = tmp_path / "s.db"
    with serve(db, port=0) as srv:
        r = httpx.post(srv.traces_endpoint, content=json.dumps(doc), headers=JS, timeout=10)
        assert r.status_code == 200
        assert r.json()["partialSuccess"]["rejectedSpans"] == "1"
        assert "span id" in r.json()["partialSuccess"]["errorMessage"]
        # same via protobuf: the response is an ExportTraceServiceResponse
        req = ExportTraceServiceRequest()
        sp = req.resource_spans.add().scope_spans.add().spans.add()
        sp.trace_id, sp.span_id, sp.name = b"\x01" * 16, b"\x02" * 4, "short id"
        r = httpx.post(srv.traces_endpoint, content=req.SerializeToString(), headers=PB, timeout=10)
        assert r.status_code == 200
        resp = ExportTraceServiceResponse.FromString(r.content)
        assert resp.partial_success.rejected_spans == 1
    assert _span_count(db) == len(spans)


def _status(r: httpx.Response) -> status_pb2.Status:
    return status_pb2.Status.FromString(r.content)


def test_bad_requests_get_the_right_status_and_store_nothing(tmp_path):
    spans, _ = _body_of_team()
    db = tmp_path / "s.db"
    limit = 64 * 1024
    with serve(db, port=0, max_request_bytes=limit) as srv:
        url = srv.traces_endpoint
        # malformed protobuf
        r = httpx.post(url, content=b"\x0a\xff\xff\xff\xff\x0fgarbage", headers=PB, timeout=10)
        assert r.status_code == 400 and "malformed protobuf" in _status(r).message
        # malformed JSON / not an OTLP document
        r = httpx.post(url, content=b'{"resourceSpans": [', headers=JS, timeout=10)
        assert r.status_code == 400 and "malformed JSON" in r.json()["message"]
        r = httpx.post(url, content=b'{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": 5}]}]}]}',
                       headers=JS, timeout=10)
        assert r.status_code == 400
        # corrupt gzip
        r = httpx.post(url, content=b"\x1f\x8b\x08\x00garbage", headers={**PB, "Content-Encoding": "gzip"}, timeout=10)
        assert r.status_code == 400
        # wrong content type / encoding
        r = httpx.post(url, content=b"hello", headers={"Content-Type": "text/plain"}, timeout=10)
        assert r.status_code == 415 and "text/plain" in _status(r).message
        r = httpx.post(url, content=b"hello", timeout=10)
        assert r.status_code == 415
        r = httpx.post(url, content=b"x", headers={**PB, "Content-Encoding": "br"}, timeout=10)
        assert r.status_code == 415
        # oversized: declared length, and chunked without a length
        r = httpx.post(url, content=b"\x00" * (limit + 1), headers=PB, timeout=10)
        assert r.status_code == 413
        r = httpx.post(url, content=iter([b"\x00" * 4096] * (limit // 4096 + 2)), headers=PB, timeout=10)
        assert r.status_code == 413
        # gzip bomb: 64 MiB of zeros in ~64 KiB, well under the limit compressed
        bomb = gzip.compress(b"\x00" * (64 * 1024 * 1024), 9)
        assert len(bomb) < limit
        r = httpx.post(url, content=bomb, headers={**PB, "Content-Encoding": "gzip"}, timeout=30)
        assert r.status_code == 413 and "decompressed" in _status(r).message
        # wrong method / path
        assert httpx.get(url, timeout=10).status_code == 405
        assert httpx.post(srv.endpoint + "/v1/metrics", content=b"", headers=PB, timeout=10).status_code == 404
        # /v1/logs is served (log-based orchestration events): an empty request is a valid no-op
        assert httpx.post(srv.endpoint + "/v1/logs", content=b"", headers=PB, timeout=10).status_code == 200
        # still serving, and none of the above stored anything
        assert httpx.get(srv.endpoint + "/healthz", timeout=10).text == "ok"
        assert _span_count(db) == 0
        assert OTLPSpanExporter(endpoint=url).export(spans) == SpanExportResult.SUCCESS
    assert _span_count(db) == len(spans)


def test_bearer_token(tmp_path):
    spans, _ = _body_of_team()
    db = tmp_path / "s.db"
    with serve(db, port=0, token="s3cret") as srv:
        url = srv.traces_endpoint
        assert OTLPSpanExporter(endpoint=url).export(spans) == SpanExportResult.FAILURE
        wrong = OTLPSpanExporter(endpoint=url, headers={"Authorization": "Bearer nope"})
        assert wrong.export(spans) == SpanExportResult.FAILURE
        r = httpx.post(url, content=b"", headers={**PB, "Authorization": "Bearer nope"}, timeout=10)
        assert r.status_code == 401
        assert _span_count(db) == 0
        right = OTLPSpanExporter(endpoint=url, headers={"Authorization": "Bearer s3cret"})
        assert right.export(spans) == SpanExportResult.SUCCESS
    assert _span_count(db) == len(spans)


def test_tls(tmp_path, monkeypatch):
    # requests lets REQUESTS_CA_BUNDLE/CURL_CA_BUNDLE override a session's CA file (psf/requests#3829);
    # this machine sets both, so clear them for the exporter's certificate_file to be used.
    monkeypatch.delenv("REQUESTS_CA_BUNDLE", raising=False)
    monkeypatch.delenv("CURL_CA_BUNDLE", raising=False)
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    spans, _ = _body_of_team()
    db = tmp_path / "s.db"
    with serve(db, port=0, tls_cert=cert, tls_key=key) as srv:
        assert srv.traces_endpoint.startswith("https://127.0.0.1:")
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint, certificate_file=str(cert))
        assert exporter.export(spans) == SpanExportResult.SUCCESS
        exporter.shutdown()
        with pytest.raises(httpx.ConnectError):  # an untrusted certificate is refused by the client
            httpx.post(srv.traces_endpoint, content=b"", headers=PB, timeout=10)
    assert _span_count(db) == len(spans)


def _block_writer(srv):
    gate = threading.Event()
    srv.writer.submit(lambda con: gate.wait(30))
    return gate


def _post_in_thread(url, body, results):
    t = threading.Thread(target=lambda: results.append(httpx.post(url, content=body, headers=PB, timeout=30)))
    t.start()
    return t


def test_overload_answers_429_or_503_with_retry_after(tmp_path):
    spans, _ = _body_of_team()
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    body = encode_spans(list(spans)).SerializeToString()
    n = len(spans)
    db = tmp_path / "s.db"
    # 503: the write queue is full
    with serve(db, port=0, max_queue_spans=n + 1) as srv:
        gate = _block_writer(srv)
        results: list[httpx.Response] = []
        t = _post_in_thread(srv.traces_endpoint, body, results)
        deadline = threading.Event()
        for _ in range(500):
            if srv.writer.queued_spans >= n:
                break
            deadline.wait(0.01)
        r = httpx.post(srv.traces_endpoint, content=body, headers=PB, timeout=10)
        assert r.status_code == 503 and r.headers["Retry-After"] == "1"
        gate.set()
        t.join(30)
        assert results[0].status_code == 200
    # 429: too many requests in flight
    with serve(tmp_path / "s2.db", port=0, max_inflight=1) as srv:
        gate = _block_writer(srv)
        results = []
        t = _post_in_thread(srv.traces_endpoint, body, results)
        for _ in range(500):
            if srv.receiver.inflight >= 1:
                break
            threading.Event().wait(0.01)
        r = httpx.post(srv.traces_endpoint, content=body, headers=PB, timeout=10)
        assert r.status_code == 429 and r.headers["Retry-After"] == "1"
        gate.set()
        t.join(30)
        assert results[0].status_code == 200
    assert _span_count(db) == n


def test_store_iter_traces_models_and_since(tmp_path):
    import time

    from orchtrace.schema.models import OrchestrationTrace

    spans, _ = _body_of_team()
    old = json.loads(json.dumps(otlp_json(spans)))
    shift = 3 * 86400 * 10**9  # the same run, three days earlier, other ids
    for rs in old["resourceSpans"]:
        for ss in rs["scopeSpans"]:
            for sp in ss["spans"]:
                sp["traceId"] = "ab" + sp["traceId"][2:]
                # span ids too: the converter keys spans by span id within an assembly batch
                sp["spanId"] = "ab" + sp["spanId"][2:]
                if sp.get("parentSpanId"):
                    sp["parentSpanId"] = "ab" + sp["parentSpanId"][2:]
                for k in ("startTimeUnixNano", "endTimeUnixNano"):
                    sp[k] = str(int(sp[k]) - shift)
                for ev in sp.get("events", []):
                    ev["timeUnixNano"] = str(int(ev["timeUnixNano"]) - shift)
                for kv in sp["attributes"]:
                    if kv["key"] == "orchtrace.task.id":
                        kv["value"] = {"stringValue": "old-task"}
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(spans) == SpanExportResult.SUCCESS
        assert httpx.post(srv.traces_endpoint, content=json.dumps(old), headers=JS, timeout=10).status_code == 200
        settled_traces(db, 2)
        with Store(db) as st:
            recent = list(st.iter_traces(since_seconds=86400))
            everything = list(st.iter_traces())
        assert [t.task_id for t in recent] == ["raw-1"]
        from orchtrace_collector import iter_store_traces

        assert [t.task_id for t in iter_store_traces(db, "24h")] == ["raw-1"]
        assert len(list(iter_store_traces(db))) == 2
        assert isinstance(recent[0], OrchestrationTrace)
        assert sorted(t.task_id for t in everything) == ["old-task", "raw-1"]
        time.sleep(0.05)
        assert srv.purge(older_than_seconds=0)["spans"] == 2 * len(spans)
        with Store(db) as st:
            assert st.counts()["spans"] == 0 and st.counts()["traces"] == 0


def test_store_path_errors(tmp_path):
    from orchtrace_collector import StoreError

    with pytest.raises(StoreError, match="does not exist"):
        with serve(tmp_path / "missing" / "s.db", port=0):
            pass
    bad = tmp_path / "not.db"
    bad.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="cannot open"):
        with serve(bad, port=0):
            pass
    with pytest.raises(StoreError, match="no such store"):
        Store(tmp_path / "nothing.db")
    assert not os.path.exists(tmp_path / "nothing.db")


def test_stalled_body_times_out(tmp_path):
    import socket

    db = tmp_path / "s.db"
    with serve(db, port=0, read_timeout_seconds=0.5) as srv:
        with socket.create_connection(("127.0.0.1", srv.port), timeout=10) as sock:
            sock.sendall(b"POST /v1/traces HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-protobuf\r\n"
                         b"Content-Length: 1000\r\n\r\n" + b"\x0a" * 10)  # 10 of the 1000 bytes, then nothing
            answer = sock.recv(4096)
        assert answer.startswith(b"HTTP/1.1 408")
        assert httpx.get(srv.endpoint + "/healthz", timeout=10).status_code == 200
    assert _span_count(db) == 0


def test_spans_are_compressed_once_the_store_has_a_dictionary(tmp_path):
    import sqlite3

    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    with capture_traces() as cap:
        for i in range(60):  # 480 spans; the dictionary is trained after the first 200
            run_team(f"z{i}")
    local = cap.trace_dicts()
    spans = list(cap.spans)
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1, train_dictionary_after=200) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
        for i in range(0, len(spans), 64):
            assert exporter.export(spans[i:i + 64]) == SpanExportResult.SUCCESS
        remote = settled_traces(db, len(local), timeout=60)
    assert same_traces(remote, local)
    con = sqlite3.connect(db)
    codecs = dict(con.execute("SELECT codec, count(*) FROM spans GROUP BY codec"))
    raw_bytes = sum(len(s.SerializeToString()) for rs in encode_spans(spans).resource_spans
                    for ss in rs.scope_spans for s in ss.spans)
    compressed_avg = con.execute("SELECT avg(length(data)) FROM spans WHERE codec != 0").fetchone()[0]
    con.close()
    assert 0 < codecs.get(0, 0) <= 200 and sum(codecs.values()) == len(spans)  # raw until there is a dictionary
    assert compressed_avg < raw_bytes / len(spans) / 3
