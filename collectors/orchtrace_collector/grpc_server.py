"""OTLP/gRPC receiver (``TraceService/Export``), sharing the HTTP receiver's writer and rules.

Uses the generated service of ``opentelemetry-proto`` and grpcio.  Status codes per the OTLP
spec: OK (+ ``partial_success``), UNAUTHENTICATED (token), RESOURCE_EXHAUSTED (message over the
size limit, enforced by grpcio on the decompressed message), UNAVAILABLE (write queue full or
store failure: retryable), INVALID_ARGUMENT (a message that is not an ExportTraceServiceRequest:
the request is decoded here, not by grpcio, whose own decoding failure would be INTERNAL).
"""

from __future__ import annotations

import hmac
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2_grpc
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceResponse

from . import otlp
from .store import StoreError
from .writer import Overloaded, Writer


class _TraceService(trace_service_pb2_grpc.TraceServiceServicer):
    def __init__(self, writer: Writer, token: str | None) -> None:
        self.writer = writer
        self.token = token
        self.accepted = 0

    def Export(self, request: Any, context: grpc.ServicerContext) -> ExportTraceServiceResponse:  # noqa: N802
        if self.token is not None:
            auth = dict(context.invocation_metadata()).get("authorization", "")
            scheme, _, given = str(auth).partition(" ")
            if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), self.token.encode()):
                context.abort(grpc.StatusCode.UNAUTHENTICATED, "missing or wrong bearer token")
        if isinstance(request, (bytes, bytearray)):
            try:
                request = otlp.decode_request(bytes(request), otlp.PROTOBUF)
            except otlp.RequestError as exc:
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, exc.message)
        try:
            rows, resources, rejected, why = otlp.request_rows(request)
        except Exception as exc:  # noqa: BLE001 - a request we cannot read is the client's error
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"malformed request: {type(exc).__name__}")
        if rows:
            try:
                fut = self.writer.ingest(rows, resources)
            except (Overloaded, StoreError) as exc:
                context.abort(grpc.StatusCode.UNAVAILABLE, f"collector overloaded: {exc}")
            try:
                fut.result()
            except Exception as exc:  # noqa: BLE001 - not durable: the client must retry
                context.abort(grpc.StatusCode.UNAVAILABLE, f"store write failed: {exc}")
        self.accepted += len(rows)
        resp = ExportTraceServiceResponse()
        if rejected:
            resp.partial_success.rejected_spans = rejected
            resp.partial_success.error_message = why
        return resp


def start_grpc(writer: Writer, host: str, port: int, *, token: str | None, max_message_bytes: int,
               max_inflight: int, tls_cert: Path | None = None, tls_key: Path | None = None,
               workers: int = 8) -> tuple[grpc.Server, int]:
    server = grpc.server(
        ThreadPoolExecutor(max_workers=workers, thread_name_prefix="orchtrace-grpc"),
        options=[("grpc.max_receive_message_length", max_message_bytes), ("grpc.so_reuseport", 0)],
        maximum_concurrent_rpcs=max_inflight,
    )
    service = _TraceService(writer, token)
    handler = grpc.method_handlers_generic_handler("opentelemetry.proto.collector.trace.v1.TraceService", {
        "Export": grpc.unary_unary_rpc_method_handler(
            service.Export, request_deserializer=None,  # raw bytes: decoded (and judged) in Export
            response_serializer=ExportTraceServiceResponse.SerializeToString),
    })
    server.add_generic_rpc_handlers((handler,))
    address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        if tls_cert is not None and tls_key is not None:
            creds = grpc.ssl_server_credentials([(Path(tls_key).read_bytes(), Path(tls_cert).read_bytes())])
            bound = server.add_secure_port(address, creds)
        else:
            bound = server.add_insecure_port(address)
    except RuntimeError as exc:
        raise StoreError(f"cannot listen for OTLP/gRPC on {address}: {exc}") from None
    if not bound:
        raise StoreError(f"cannot listen for OTLP/gRPC on {address}")
    server.start()
    return server, bound
