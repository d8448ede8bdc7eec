"""OTLP/HTTP trace requests: bounded decompression, protobuf/JSON decoding, responses.

Decoding uses the generated classes of ``opentelemetry-proto`` and
``google.protobuf.json_format``; nothing here parses protobuf by hand.  The one OTLP-specific
twist is OTLP/JSON's ids: the OTLP spec encodes ``traceId``/``spanId``/``parentSpanId`` as hex
strings, while the proto3 JSON mapping that ``json_format`` implements expects base64 for
``bytes`` fields.  :func:`_hex_ids_to_base64` rewrites hex ids before parsing (base64 ids, which
some writers emit, are left alone; the two are told apart by length).
"""

from __future__ import annotations

import base64
import zlib
from dataclasses import dataclass
from typing import Any

import orjson
from google.protobuf import json_format
from google.protobuf.message import DecodeError
from google.rpc import status_pb2
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.trace.v1.trace_pb2 import Span

from orchtrace.convert.records import SpanEventRecord, SpanRecord

PROTOBUF = "application/x-protobuf"
JSON = "application/json"

# google.rpc.Code values used in error bodies
RPC_INVALID_ARGUMENT = 3
RPC_UNAUTHENTICATED = 16
RPC_RESOURCE_EXHAUSTED = 8
RPC_UNAVAILABLE = 14


class RequestError(Exception):
    """A request that cannot be accepted: carries the HTTP status and a message for the client."""

    def __init__(self, status: int, message: str, rpc_code: int = RPC_INVALID_ARGUMENT) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.rpc_code = rpc_code


# --- decompression ------------------------------------------------------------------------------


def gunzip_bounded(data: bytes, limit: int) -> bytes:
    """Decompress gzip ``data``, refusing (413) once the output would exceed ``limit`` bytes.

    Output is produced in bounded steps (``max_length``), so a gzip bomb costs at most
    ``limit`` bytes of memory before it is refused.
    """
    d = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    out = bytearray()
    buf = data
    try:
        while True:
            chunk = d.decompress(buf, limit + 1 - len(out))
            out += chunk
            if len(out) > limit:
                raise RequestError(413, f"decompressed body exceeds the {limit}-byte limit",
                                   RPC_RESOURCE_EXHAUSTED)
            buf = d.unconsumed_tail
            if d.eof:
                break
            if not buf:
                raise RequestError(400, "truncated gzip body")
    except zlib.error as exc:
        raise RequestError(400, f"corrupt gzip body: {exc}") from None
    return bytes(out)


# --- decoding -----------------------------------------------------------------------------------

_ID_KEYS = {"traceId": 16, "spanId": 8, "parentSpanId": 8, "trace_id": 16, "span_id": 8, "parent_span_id": 8}


def _fix_id(value: Any, size: int) -> Any:
    if isinstance(value, str) and len(value) == 2 * size:
        try:
            return base64.b64encode(bytes.fromhex(value)).decode()
        except ValueError:
            return value  # not hex: let json_format judge it (base64 or garbage)
    return value


def _hex_ids_to_base64(doc: Any) -> None:
    """In place: OTLP/JSON hex ids in spans and links -> the base64 json_format expects."""
    if not isinstance(doc, dict):
        raise RequestError(400, "OTLP JSON body must be an object with 'resourceSpans'")
    def items(value: Any) -> Any:  # a wrong-shaped field is left for json_format to reject (400)
        return value if isinstance(value, list) else ()

    for rs in items(doc.get("resourceSpans") or doc.get("resource_spans")):
        if not isinstance(rs, dict):
            continue
        for ss in items(rs.get("scopeSpans") or rs.get("scope_spans")):
            if not isinstance(ss, dict):
                continue
            for span in items(ss.get("spans")):
                if not isinstance(span, dict):
                    continue
                for key, size in _ID_KEYS.items():
                    if key in span:
                        span[key] = _fix_id(span[key], size)
                for link in items(span.get("links")):
                    if isinstance(link, dict):
                        for key, size in _ID_KEYS.items():
                            if key in link:
                                link[key] = _fix_id(link[key], size)


def decode_request(body: bytes, content_type: str) -> ExportTraceServiceRequest:
    """Parse an ExportTraceServiceRequest body; RequestError(400) when malformed."""
    req = ExportTraceServiceRequest()
    if content_type == PROTOBUF:
        try:
            req.ParseFromString(body)
        except (DecodeError, RuntimeError, ValueError) as exc:  # RecursionError is a RuntimeError
            raise RequestError(400, f"malformed protobuf ExportTraceServiceRequest: {str(exc)[:300]}") from None
        return req
    try:
        doc = orjson.loads(body) if body.strip() else {}
    except orjson.JSONDecodeError as exc:
        raise RequestError(400, f"malformed JSON: {exc}") from None
    _hex_ids_to_base64(doc)
    try:
        json_format.ParseDict(doc, req, ignore_unknown_fields=True)
    except (json_format.ParseError, ValueError, TypeError, RecursionError, AttributeError) as exc:
        raise RequestError(400, f"malformed OTLP JSON ExportTraceServiceRequest: {str(exc)[:300]}") from None
    return req


@dataclass(slots=True)
class SpanRow:
    trace_id: bytes
    span_id: bytes
    parent_span_id: bytes
    end_ns: int
    resource_id: int
    data: bytes  # serialized opentelemetry.proto.trace.v1.Span


def resource_key(resource_bytes: bytes) -> int:
    """A stable 63-bit id for a serialized Resource (content-addressed)."""
    import hashlib

    return int.from_bytes(hashlib.blake2b(resource_bytes, digest_size=8).digest(), "big") >> 1


def request_rows(req: ExportTraceServiceRequest) -> tuple[list[SpanRow], dict[int, bytes], int, str]:
    """Rows to store, resources by id, number of rejected spans and why.

    A span is rejected (counted in ``partial_success``) when its trace id is not 16 bytes or its
    span id not 8 bytes, or either is all zeros (invalid per the OTel spec).
    """
    rows: list[SpanRow] = []
    resources: dict[int, bytes] = {}
    rejected = 0
    why = ""
    zero16, zero8 = bytes(16), bytes(8)
    for rs in req.resource_spans:
        rbytes = rs.resource.SerializeToString(deterministic=True)
        rid = resource_key(rbytes)
        resources[rid] = rbytes
        for ss in rs.scope_spans:
            for s in ss.spans:
                tid, sid = s.trace_id, s.span_id
                if len(tid) != 16 or len(sid) != 8 or tid == zero16 or sid == zero8:
                    rejected += 1
                    why = "span with an invalid trace id or span id (need 16 and 8 non-zero bytes)"
                    continue
                rows.append(SpanRow(tid, sid, s.parent_span_id, s.end_time_unix_nano, rid, s.SerializeToString()))
    return rows, resources, rejected, why


# --- responses ----------------------------------------------------------------------------------


def success_body(content_type: str, rejected: int = 0, message: str = "") -> bytes:
    resp = ExportTraceServiceResponse()
    if rejected:
        resp.partial_success.rejected_spans = rejected
        resp.partial_success.error_message = message
    if content_type == JSON:
        return json_format.MessageToJson(resp, indent=None).encode()
    return resp.SerializeToString()


def status_body(content_type: str, rpc_code: int, message: str) -> bytes:
    st = status_pb2.Status(code=rpc_code, message=message)
    if content_type == JSON:
        return json_format.MessageToJson(st, indent=None).encode()
    return st.SerializeToString()


# --- stored span -> SpanRecord --------------------------------------------------------------------

_STATUS = {0: "UNSET", 1: "OK", 2: "ERROR"}


_SCALARS = frozenset(("string_value", "int_value", "bool_value", "double_value"))


def any_value(v: Any) -> Any:
    kind = v.WhichOneof("value")
    if kind in _SCALARS:
        return getattr(v, kind)
    if kind == "array_value":
        return tuple(any_value(x) for x in v.array_value.values)
    if kind == "kvlist_value":
        return {kv.key: any_value(kv.value) for kv in v.kvlist_value.values}
    if kind == "bytes_value":
        return base64.b64encode(v.bytes_value).decode()
    return None


def attributes(kvs: Any) -> dict[str, Any]:
    return {kv.key: any_value(kv.value) for kv in kvs}


def record_from_span(data: bytes, resource: dict[str, Any]) -> SpanRecord:
    s = Span.FromString(data)
    return SpanRecord(
        trace_id=s.trace_id.hex(),
        span_id=s.span_id.hex(),
        parent_span_id=s.parent_span_id.hex() or None,
        name=s.name,
        start_ns=s.start_time_unix_nano,
        end_ns=s.end_time_unix_nano or None,
        attributes=attributes(s.attributes),
        events=[SpanEventRecord(e.name, e.time_unix_nano, attributes(e.attributes)) for e in s.events],
        status=_STATUS.get(s.status.code, "UNSET"),
        status_message=s.status.message or None,
        resource=resource,
        links=[(lk.trace_id.hex(), lk.span_id.hex()) for lk in s.links],
    )


def resource_attributes(data: bytes) -> dict[str, Any]:
    from opentelemetry.proto.resource.v1.resource_pb2 import Resource

    return attributes(Resource.FromString(data).attributes)
