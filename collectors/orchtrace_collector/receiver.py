"""The OTLP/HTTP receiver: the Starlette app the collector serves with uvicorn (split from
:mod:`.server`, the in-process API, which re-exports :class:`Settings`).

Status codes follow the OTLP/HTTP specification:

=====  =====================================================================================
200    all spans durably stored, or ``partial_success`` naming how many spans were rejected
400    malformed body (protobuf/JSON/gzip)              -- not retryable
401    missing or wrong bearer token                    -- not retryable
413    body (or its decompressed size) over the limit   -- not retryable
408    the body did not arrive within 30 s (a stalled or trickling client)
415    content type other than application/x-protobuf or application/json, or an unsupported
       Content-Encoding
429    too many requests being stored, or too many uploads still arriving from this client or in
       total (``Retry-After``)                          -- retryable
503    the store's write queue is full or the store failed (``Retry-After``) -- retryable
=====  =====================================================================================

Error bodies are ``google.rpc.Status`` messages in the request's encoding (protobuf by default).

Per-client limits: a request counts against ``max_inflight`` only once its body has arrived
(while it is decoded and stored); bodies still arriving are limited separately, per client
address (``max_readers_per_client``) and in total (``max_readers``), and a body that makes no
progress for ``idle_timeout_seconds`` is answered 408.  Stalled or trickling uploads therefore
cannot take the slots of exporters that send whole requests.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from . import otlp
from .store import StoreError
from .writer import Overloaded, Writer

log = logging.getLogger("orchtrace.collector")

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 4318
DEFAULT_MAX_REQUEST_BYTES = 20 * 1024 * 1024


@dataclass
class Settings:
    store_path: Path
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    token: str | None = None
    tls_cert: Path | None = None
    tls_key: Path | None = None
    max_request_bytes: int = DEFAULT_MAX_REQUEST_BYTES
    max_inflight: int = 64
    max_queue_spans: int = 200_000
    quiet_seconds: float = 5.0
    max_wait_seconds: float = 300.0
    retention_seconds: float | None = None
    synchronous: str = "full"
    retry_after_seconds: int = 1
    graceful_shutdown_seconds: float = 10.0
    read_timeout_seconds: float = 30.0
    idle_timeout_seconds: float = 10.0  # no byte of the body for this long: 408
    max_readers: int = 1024  # bodies still arriving, in total
    max_readers_per_client: int = 256  # ... and from one client address
    max_trace_spans: int = 200_000  # assembly budget per OTel trace: over it, quarantined
    assembly_pass_seconds: float = 30.0  # a pass starts no new chunk after this long
    train_dictionary_after: int = 2000  # spans stored raw before the zstd dictionary is trained; 0: never
    assembler: str = "thread"  # thread | process
    grpc_port: int | None = None  # None: no OTLP/gRPC receiver; 0: any free port


class Receiver:
    """The Starlette app; ingests through a :class:`Writer`."""

    def __init__(self, settings: Settings, writer: Writer) -> None:
        self.s = settings
        self.writer = writer
        self.inflight = 0
        self.readers = 0
        self.readers_by_client: dict[str, int] = {}
        self.accepted = 0
        self.rejected = 0
        self.app = Starlette(routes=[
            Route("/v1/traces", self.export, methods=["POST"]),
            Route("/v1/logs", self.export_logs, methods=["POST"]),  # log-based events (OTEP 4430)
            Route("/healthz", self.health, methods=["GET"]),
        ])

    async def health(self, request: Request) -> Response:
        return PlainTextResponse("ok")

    def _error(self, status: int, content_type: str, message: str, rpc_code: int,
               retry_after: bool = False) -> Response:
        headers = {"Retry-After": str(self.s.retry_after_seconds)} if retry_after else None
        ctype = content_type if content_type in (otlp.PROTOBUF, otlp.JSON) else otlp.PROTOBUF
        return Response(otlp.status_body(ctype, rpc_code, message), status_code=status,
                        media_type=ctype, headers=headers)

    async def export(self, request: Request) -> Response:
        return await self._checked(request, self._export)

    async def export_logs(self, request: Request) -> Response:
        """OTLP/HTTP logs: orchestration events sent through the Logs API (see :mod:`.logs`)."""
        return await self._checked(request, self._export_logs)

    async def _export_logs(self, body: bytes, ctype: str, encoding: str, limit: int) -> Response:
        from . import logs

        got, failed = self._decoded(body, ctype, encoding, limit, "logs request",
                                    lambda b: logs.log_rows(logs.decode_logs_request(b, ctype)))
        if failed is not None:
            return failed
        rows, _other = got
        if rows:
            failed = await self._store(ctype, self.writer.ingest_logs, rows)
            if failed is not None:
                return failed
        return Response(logs.success_body(ctype), status_code=200, media_type=ctype)

    def _decoded(self, body: bytes, ctype: str, encoding: str, limit: int, what: str,
                 decode: Any) -> tuple[Any, Response | None]:
        """``(decode(body), None)`` (gunzipped first when it is), or ``(None, the error answer)``:
        400 and the like for a body that does not decode, counted as rejected."""
        try:
            if encoding == "gzip":
                body = otlp.gunzip_bounded(body, limit)
            return decode(body), None
        except otlp.RequestError as exc:
            self.rejected += 1
            return None, self._error(exc.status, ctype, exc.message, exc.rpc_code)
        except Exception as exc:  # noqa: BLE001 - a body we cannot read is the client's error, never a 500
            self.rejected += 1
            log.debug("unreadable OTLP %s", what, exc_info=True)
            return None, self._error(400, ctype, f"malformed request: {type(exc).__name__}", otlp.RPC_INVALID_ARGUMENT)

    async def _store(self, ctype: str, ingest: Any, *rows: Any) -> Response | None:
        """Hand rows to the store writer and wait until they are durable; the error response
        (503, retry) when they are not, ``None`` when they are: only then is a request acked."""
        try:
            fut = ingest(*rows)
        except Overloaded as exc:
            return self._error(503, ctype, f"collector overloaded: {exc}", otlp.RPC_UNAVAILABLE,
                               retry_after=True)
        except StoreError as exc:
            return self._error(503, ctype, str(exc), otlp.RPC_UNAVAILABLE, retry_after=True)
        try:
            await asyncio.wrap_future(fut)
        except Exception as exc:  # noqa: BLE001 - not durable: the client must retry
            log.error("store write failed: %s", exc)
            return self._error(503, ctype, f"store write failed: {exc}", otlp.RPC_UNAVAILABLE,
                               retry_after=True)
        return None

    async def _checked(self, request: Request, handler: Any) -> Response:
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if self.s.token is not None:
            auth = request.headers.get("authorization", "")
            scheme, _, given = auth.partition(" ")
            if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), self.s.token.encode()):
                return self._error(401, ctype, "missing or wrong bearer token", otlp.RPC_UNAUTHENTICATED)
        if ctype not in (otlp.PROTOBUF, otlp.JSON):
            return self._error(415, ctype, f"unsupported content type {ctype or '(none)'!r}; use "
                               f"{otlp.PROTOBUF} or {otlp.JSON}", otlp.RPC_INVALID_ARGUMENT)
        encoding = request.headers.get("content-encoding", "identity").strip().lower()
        if encoding not in ("identity", "gzip", ""):
            return self._error(415, ctype, f"unsupported Content-Encoding {encoding!r}; use gzip or none",
                               otlp.RPC_INVALID_ARGUMENT)
        limit = self.s.max_request_bytes
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            return self._error(413, ctype, f"body of {declared} bytes exceeds the {limit}-byte limit",
                               otlp.RPC_RESOURCE_EXHAUSTED)
        client = request.client.host if request.client is not None else "?"
        mine = self.readers_by_client.get(client, 0)
        if self.readers >= self.s.max_readers or mine >= self.s.max_readers_per_client:
            return self._error(429, ctype, "too many uploads still arriving" + (
                " from this client" if mine >= self.s.max_readers_per_client else ""),
                otlp.RPC_RESOURCE_EXHAUSTED, retry_after=True)
        self.readers += 1
        self.readers_by_client[client] = mine + 1
        try:
            body_or_error = await self._receive(request, ctype, limit)
        finally:
            self.readers -= 1
            left = self.readers_by_client.get(client, 1) - 1
            if left > 0:
                self.readers_by_client[client] = left
            else:
                self.readers_by_client.pop(client, None)
        if isinstance(body_or_error, Response):
            return body_or_error
        if self.inflight >= self.s.max_inflight:  # only whole requests compete for these slots
            return self._error(429, ctype, "too many concurrent requests", otlp.RPC_RESOURCE_EXHAUSTED,
                               retry_after=True)
        self.inflight += 1
        try:
            return await handler(body_or_error, ctype, encoding, limit)
        finally:
            self.inflight -= 1

    async def _read_body(self, request: Request, limit: int) -> bytes:
        chunks = bytearray()
        stream = request.stream().__aiter__()
        while True:
            try:  # a body that stops arriving is given up early (the total limit is the outer one)
                chunk = await asyncio.wait_for(stream.__anext__(), self.s.idle_timeout_seconds)
            except StopAsyncIteration:
                break
            chunks += chunk
            if len(chunks) > limit:
                raise otlp.RequestError(413, f"body exceeds the {limit}-byte limit", otlp.RPC_RESOURCE_EXHAUSTED)
        return bytes(chunks)

    async def _receive(self, request: Request, ctype: str, limit: int) -> bytes | Response:
        try:
            return await asyncio.wait_for(self._read_body(request, limit), self.s.read_timeout_seconds)
        except otlp.RequestError as exc:
            return self._error(exc.status, ctype, exc.message, exc.rpc_code)
        except asyncio.TimeoutError:  # a client trickling its body must not hold a slot forever
            return self._error(408, ctype, f"body not received within {self.s.read_timeout_seconds}s "
                               f"(or no progress for {self.s.idle_timeout_seconds}s)", otlp.RPC_INVALID_ARGUMENT)
        except ClientDisconnect:
            return Response(status_code=400)

    async def _export(self, body: bytes, ctype: str, encoding: str, limit: int) -> Response:
        got, failed = self._decoded(body, ctype, encoding, limit, "request",
                                    lambda b: otlp.request_rows(otlp.decode_request(b, ctype)))
        if failed is not None:
            return failed
        rows, resources, rejected, why = got
        if rows:
            failed = await self._store(ctype, self.writer.ingest, rows, resources)
            if failed is not None:
                return failed
        self.accepted += len(rows)
        return Response(otlp.success_body(ctype, rejected, why), status_code=200, media_type=ctype)
