"""OTLP/gRPC receiver, driven by the real gRPC OTLP exporter over 127.0.0.1."""

from __future__ import annotations

import grpc
import pytest
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter as GrpcExporter
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2_grpc
from opentelemetry.sdk.trace.export import SpanExportResult

from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from tests.collector.helpers import run_team, same_traces, settled_traces, synthetic_request


def test_grpc_exporter_traces_match_in_process(tmp_path, assert_valid_trace):
    with capture_traces() as cap:
        run_team("grpc-1")
    db = tmp_path / "s.db"
    with serve(db, port=0, grpc_port=0, quiet_seconds=0.1, token="tok") as srv:
        assert srv.grpc_endpoint.startswith("127.0.0.1:")
        exporter = GrpcExporter(endpoint=srv.grpc_endpoint, insecure=True, headers=(("authorization", "Bearer tok"),),
                                compression=grpc.Compression.Gzip)
        assert exporter.export(cap.spans) == SpanExportResult.SUCCESS
        assert exporter.export(cap.spans) == SpanExportResult.SUCCESS  # a retry: stored once
        exporter.shutdown()
        (trace,) = settled_traces(db, 1)
        with Store(db) as st:
            assert st.counts()["spans"] == len(cap.spans)
    assert same_traces([trace], cap.trace_dicts())
    assert_valid_trace(trace)


def test_grpc_rejects_wrong_token_and_oversized_messages(tmp_path):
    db = tmp_path / "s.db"
    big = synthetic_request(1, 1)
    big.resource_spans[0].scope_spans[0].spans[0].attributes.add(key="blob").value.string_value = "0" * (4 << 20)
    with serve(db, port=0, grpc_port=0, token="tok", max_request_bytes=1 << 20) as srv:
        with grpc.insecure_channel(srv.grpc_endpoint) as ch:
            stub = trace_service_pb2_grpc.TraceServiceStub(ch)
            with pytest.raises(grpc.RpcError) as e:
                stub.Export(synthetic_request(0, 3), metadata=(("authorization", "Bearer nope"),), timeout=10)
            assert e.value.code() == grpc.StatusCode.UNAUTHENTICATED
            # 4 MiB of zeros, gzip-compressed to a few KiB: the limit applies to the decompressed size
            with pytest.raises(grpc.RpcError) as e:
                stub.Export(big, metadata=(("authorization", "Bearer tok"),), timeout=10,
                            compression=grpc.Compression.Gzip)
            assert e.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
            bad = synthetic_request(2, 3)
            bad.resource_spans[0].scope_spans[0].spans[1].span_id = b"\x01\x02"
            resp = stub.Export(bad, metadata=(("authorization", "Bearer tok"),), timeout=10)
            assert resp.partial_success.rejected_spans == 1
        with Store(db) as st:
            assert st.counts()["spans"] == 2
