"""Bytes of one archive partition -> span records.

The OpenTelemetry Collector's file exporter writes two framings:

* ``format: json`` without compression: JSON Lines, one ``ExportTraceServiceRequest`` per line;
* anything else (``format: proto``, or ``compression: zstd``): every message is preceded by its
  length as a 4-byte big-endian unsigned integer, and with ``compression: zstd`` each message is
  one zstd frame on its own.

The ``awss3`` exporter writes one request per object (``otlp_json``: a JSON document;
``otlp_proto``: a bare protobuf message, ``.binpb``), gzip-compressed with ``compression: gzip``.

Archives copied to object storage are often compressed as whole files (``.gz``, ``.zst``); both
are accepted, as is a single OTLP JSON document.  Every read is bounded: a partition over
``MAX_PARTITION_BYTES`` is refused before it is read, decompression stops at
``MAX_DECOMPRESSED_BYTES`` (a decompression bomb is refused, not expanded), a frame length that
runs past the end of the data is an error.  Any problem raises :class:`PartitionError` naming the
partition; the caller isolates it (the partition is named in the report, the night goes on).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import Any

import orjson

from ..convert.records import SpanEventRecord, SpanFormatError, SpanRecord, iter_otlp_json
from ..traceio import GzipCorrupt, GzipOverLimit, gunzip_limited

MAX_PARTITION_BYTES = int(os.environ.get("ORCHTRACE_MAX_PARTITION_BYTES", str(1024**3)))
MAX_DECOMPRESSED_BYTES = int(os.environ.get("ORCHTRACE_MAX_DECOMPRESSED_BYTES", str(512 * 1024**2)))
MAX_RATIO = 100  # a partition may expand to at most 100x its size (spans compress 5-15x)

GZIP_MAGIC = b"\x1f\x8b"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


class PartitionError(Exception):
    """A partition could not be read; ``str()`` says which and why."""


def _limit(n: int) -> int:
    return min(MAX_DECOMPRESSED_BYTES, max(64 * 1024**2, MAX_RATIO * n))


def _bomb(source: str, limit: int) -> PartitionError:
    return PartitionError(f"{source}: decompresses to more than {limit} bytes: refused as a possible "
                          "decompression bomb (ORCHTRACE_MAX_DECOMPRESSED_BYTES)")


def gunzip(data: bytes, source: str, limit: int | None = None) -> bytes:
    limit = _limit(len(data)) if limit is None else limit
    try:
        return gunzip_limited(data, limit)
    except GzipOverLimit:
        raise _bomb(source, limit) from None
    except GzipCorrupt as exc:
        raise PartitionError(f"{source}: corrupt gzip data ({exc})") from None


def unzstd(data: bytes, source: str, limit: int | None = None) -> bytes:
    try:
        import zstandard
    except ImportError:
        raise PartitionError(f"{source}: zstd-compressed, and the 'zstandard' package is not installed "
                             "(pip install 'orchtrace[ray]')") from None
    import io

    limit = _limit(len(data)) if limit is None else limit
    try:  # a stream reader never holds more than what was asked for: a bomb stops at the limit
        reader = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data), read_across_frames=True)
        out = reader.read(limit + 1)
        if len(out) > limit:
            raise _bomb(source, limit)
        if data and not out and len(data) > 4:
            raise PartitionError(f"{source}: corrupt zstd data (no content)")
    except zstandard.ZstdError as exc:
        raise PartitionError(f"{source}: corrupt zstd data ({exc})") from None
    return out


def _json_docs(text: bytes, source: str) -> Iterator[tuple[str, Any]]:
    """The JSON documents of a JSON Lines (or single-document) text, one at a time."""
    start, end = 0, len(text)
    while start < end and text[start:start + 1].isspace():
        start += 1
    if start == end:
        return
    if text.find(b"\n", start, end - 1 if text.endswith(b"\n") else end) < 0:
        try:
            yield source, orjson.loads(text)
        except orjson.JSONDecodeError as exc:
            raise PartitionError(f"{source}: not JSON ({exc})") from None
        return
    pos, lineno = 0, 0
    while pos < end:  # line by line, without splitting the whole text into a list of copies
        nl = text.find(b"\n", pos)
        nl = end if nl < 0 else nl
        line = text[pos:nl]
        pos = nl + 1
        lineno += 1
        if not line.strip():
            continue
        try:
            doc = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            if lineno == 1 or (lineno == 2 and not text[:text.find(b"\n")].strip()):
                try:  # maybe one pretty-printed document
                    yield source, orjson.loads(text)
                    return
                except orjson.JSONDecodeError:
                    pass
            raise PartitionError(f"{source}:{lineno}: invalid JSON line ({exc})") from None
        yield f"{source}:{lineno}", doc


def _proto_records(payload: bytes, where: str) -> list[SpanRecord]:
    try:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
        from google.protobuf.message import DecodeError
    except ImportError:
        raise PartitionError(f"{where}: protobuf framing, and 'opentelemetry-proto' is not installed "
                             "(pip install 'orchtrace[ray]')") from None
    try:
        req = ExportTraceServiceRequest.FromString(payload)
    except DecodeError as exc:
        raise PartitionError(f"{where}: not an OTLP ExportTraceServiceRequest ({exc})") from None
    out: list[SpanRecord] = []
    for rs in req.resource_spans:
        resource = _pb_attrs(rs.resource.attributes)
        for ss in rs.scope_spans:
            for s in ss.spans:
                if len(s.trace_id) != 16 or len(s.span_id) != 8 or len(s.parent_span_id) not in (0, 8):
                    raise PartitionError(f"{where}: span with a malformed trace/span id")
                out.append(SpanRecord(
                    trace_id=s.trace_id.hex(), span_id=s.span_id.hex(),
                    parent_span_id=s.parent_span_id.hex() or None, name=s.name,
                    start_ns=s.start_time_unix_nano, end_ns=s.end_time_unix_nano or None,
                    attributes=_pb_attrs(s.attributes),
                    events=[SpanEventRecord(e.name, e.time_unix_nano, _pb_attrs(e.attributes)) for e in s.events],
                    status=_PB_STATUS.get(s.status.code, "UNSET"), status_message=s.status.message or None,
                    resource=resource, links=[(lk.trace_id.hex(), lk.span_id.hex()) for lk in s.links],
                ))
    return out


_PB_STATUS = {0: "UNSET", 1: "OK", 2: "ERROR"}
_PB_SCALARS = frozenset(("string_value", "int_value", "bool_value", "double_value"))


def _pb_any(v: Any, depth: int = 0) -> Any:
    kind = v.WhichOneof("value")
    if kind in _PB_SCALARS:
        return getattr(v, kind)
    if depth > 16:
        return None
    if kind == "array_value":
        return tuple(_pb_any(x, depth + 1) for x in v.array_value.values)
    if kind == "kvlist_value":
        return {kv.key: _pb_any(kv.value, depth + 1) for kv in v.kvlist_value.values}
    if kind == "bytes_value":
        import base64

        return base64.b64encode(v.bytes_value).decode()
    return None


def _pb_attrs(kvs: Any) -> dict[str, Any]:
    return {kv.key: _pb_any(kv.value) for kv in kvs}


def _json_records(docs: Iterable[tuple[str, Any]]) -> Iterator[list[SpanRecord]]:
    where = "?"
    try:
        for where, doc in docs:
            if isinstance(doc, list):
                out: list[SpanRecord] = []
                for j, sub in enumerate(doc):
                    out.extend(iter_otlp_json(sub, where=f"{where}[{j}]"))
                yield out
            else:
                yield list(iter_otlp_json(doc, where=where))
    except SpanFormatError as exc:
        raise PartitionError(str(exc)) from None
    except (AttributeError, TypeError, ValueError, RecursionError) as exc:  # ill-typed nesting (a
        # status or event that is no object): the reader's own checks do not cover every shape
        raise PartitionError(f"{where}: not an OTLP trace document ({type(exc).__name__}: {exc})") from None


def _framed(data: bytes, source: str) -> Iterator[list[SpanRecord]]:
    pos, n, k = 0, len(data), 0
    limit = _limit(n)
    total = 0
    while pos < n:
        if n - pos < 4:
            raise PartitionError(f"{source}: truncated frame header at byte {pos}")
        size = int.from_bytes(data[pos:pos + 4], "big")
        pos += 4
        if size > n - pos:
            raise PartitionError(f"{source}: frame {k} at byte {pos - 4} says {size} bytes, only "
                                 f"{n - pos} left (truncated or not an OTLP file exporter file)")
        payload = data[pos:pos + size]
        pos += size
        where = f"{source}#frame{k}"
        if payload[:4] == ZSTD_MAGIC:
            payload = unzstd(payload, where, limit - total)
            total += len(payload)
        elif payload[:2] == GZIP_MAGIC:
            payload = gunzip(payload, where, limit - total)
            total += len(payload)
        if payload.lstrip()[:1] == b"{":
            yield from _json_records(_json_docs(payload, where))
        else:
            yield _proto_records(payload, where)
        k += 1


def iter_partition(data: bytes, source: str) -> Iterator[list[SpanRecord]]:
    """Span records of one partition's bytes, one request (line, frame, document) at a time, in
    file order: a reader never holds a whole partition's records.  Raises :class:`PartitionError`
    (possibly after some batches: a caller that wants all-or-nothing keeps them until the end)."""
    if len(data) > MAX_PARTITION_BYTES:
        raise PartitionError(f"{source}: {len(data)} bytes, over the {MAX_PARTITION_BYTES}-byte partition "
                             "limit (ORCHTRACE_MAX_PARTITION_BYTES)")
    if data[:2] == GZIP_MAGIC:
        data = gunzip(data, source)
    elif data[:4] == ZSTD_MAGIC:
        data = unzstd(data, source)
    if not data.strip():
        return
    head = data.lstrip()[:1]
    if head in (b"{", b"["):
        yield from _json_records(_json_docs(data, source))
    elif data[:1] == b"\x0a":  # one bare ExportTraceServiceRequest (awss3 exporter, otlp_proto): field 1
        yield _proto_records(data, source)  # a length prefix starts with 0x00 (frames < 16 MiB)
    else:
        yield from _framed(data, source)


def decode_partition(data: bytes, source: str) -> list[SpanRecord]:
    """Span records of one partition's bytes, in file order; raises :class:`PartitionError`."""
    return [r for batch in iter_partition(data, source) for r in batch]
