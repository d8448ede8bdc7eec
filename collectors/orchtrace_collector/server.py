"""The collector's in-process API: :class:`Collector` (the receiver, the writer, the assembler and
an optional OTLP/gRPC receiver in one object) and :func:`serve`.  The OTLP/HTTP receiver, its
status codes and its per-client limits are in :mod:`.receiver`."""

from __future__ import annotations

import asyncio
import logging
import signal
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import uvicorn

from .assembler import Assembler, AssemblerProcess
from .receiver import DEFAULT_HOST, DEFAULT_MAX_REQUEST_BYTES, DEFAULT_PORT, Receiver, Settings  # noqa: F401
from .store import Store, StoreError
from .writer import Writer

log = logging.getLogger("orchtrace.collector")



class _Server(uvicorn.Server):
    """uvicorn's server, except that SIGINT/SIGTERM are not re-raised after the graceful shutdown:
    the collector still has to flush its writer and close the store, then exit 0."""

    @contextmanager
    def capture_signals(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        saved = {sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)}
        try:
            yield
        finally:
            for sig, handler in saved.items():
                signal.signal(sig, handler)


class Collector:
    """Writer + assembler + HTTP receiver on one socket; :func:`serve` wraps it for tests/apps."""

    def __init__(self, settings: Settings) -> None:
        if settings.assembler not in ("thread", "process"):
            raise ValueError(f"assembler must be 'thread' or 'process', got {settings.assembler!r}")
        if (settings.tls_cert is None) != (settings.tls_key is None):
            raise ValueError("TLS needs both a certificate and a key (--tls-cert and --tls-key)")
        self.settings = settings
        self.writer = Writer(settings.store_path, synchronous=settings.synchronous,
                             max_queue_spans=settings.max_queue_spans,
                             train_dictionary_after=settings.train_dictionary_after)
        budget = {"max_trace_spans": settings.max_trace_spans, "pass_seconds": settings.assembly_pass_seconds}
        self.assembler = Assembler(settings.store_path, self.writer, quiet_seconds=settings.quiet_seconds,
                                   max_wait_seconds=settings.max_wait_seconds,
                                   retention_seconds=settings.retention_seconds, **budget)
        # The background assembly passes run in this thread-based assembler, or in a process.
        self._background: Assembler | AssemblerProcess = self.assembler
        if settings.assembler == "process":
            self._background = AssemblerProcess(
                settings.store_path, synchronous=settings.synchronous, quiet_seconds=settings.quiet_seconds,
                max_wait_seconds=settings.max_wait_seconds, retention_seconds=settings.retention_seconds, **budget)
        self.receiver = Receiver(settings, self.writer)
        if (settings.tls_cert is None) != (settings.tls_key is None):
            raise ValueError("TLS needs both a certificate and a key (--tls-cert and --tls-key)")
        self.sock = socket.socket(socket.AF_INET6 if ":" in settings.host else socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.sock.bind((settings.host, settings.port))
        except OSError as exc:
            self.sock.close()
            self.writer.close()
            self.assembler.store.close()
            raise StoreError(f"cannot listen on {settings.host}:{settings.port}: {exc.strerror}") from None
        self.sock.listen(2048)
        self.sock.set_inheritable(True)
        self.port = self.sock.getsockname()[1]
        self.server = _Server(uvicorn.Config(
            self.receiver.app, log_level="warning", access_log=False, lifespan="off",
            ssl_certfile=str(settings.tls_cert) if settings.tls_cert else None,
            ssl_keyfile=str(settings.tls_key) if settings.tls_key else None,
            timeout_keep_alive=60, timeout_graceful_shutdown=settings.graceful_shutdown_seconds,
        ))
        self._thread: threading.Thread | None = None
        self.grpc_server: Any = None
        self.grpc_port: int | None = None

    @property
    def grpc_endpoint(self) -> str | None:
        """host:port of the OTLP/gRPC receiver (None when not enabled)."""
        if self.grpc_port is None:
            return None
        return f"{self.settings.host}:{self.grpc_port}"

    def _start_grpc(self) -> None:
        if self.settings.grpc_port is None:
            return
        from .grpc_server import start_grpc

        s = self.settings
        self.grpc_server, self.grpc_port = start_grpc(
            self.writer, s.host, s.grpc_port, token=s.token, max_message_bytes=s.max_request_bytes,
            max_inflight=s.max_inflight, tls_cert=s.tls_cert, tls_key=s.tls_key)

    @property
    def scheme(self) -> str:
        return "https" if self.settings.tls_cert else "http"

    @property
    def endpoint(self) -> str:
        """Base URL (what OTEL_EXPORTER_OTLP_ENDPOINT takes)."""
        host = self.settings.host if ":" not in self.settings.host else f"[{self.settings.host}]"
        return f"{self.scheme}://{host}:{self.port}"

    @property
    def traces_endpoint(self) -> str:
        """Full URL of the traces path (what OTLPSpanExporter(endpoint=...) takes)."""
        return self.endpoint + "/v1/traces"

    @property
    def logs_endpoint(self) -> str:
        """Full URL of the logs path (what OTLPLogExporter(endpoint=...) takes)."""
        return self.endpoint + "/v1/logs"

    def store(self) -> Store:
        """A read-only view of the store (close it when done)."""
        return Store(self.settings.store_path)

    def assemble_now(self, *, force: bool = True) -> int:
        """Assemble pending traces now (all dirty ones with ``force``, else the due ones)."""
        return self.assembler.run_once(force=force)

    def purge(self, older_than_seconds: float) -> dict[str, int]:
        """Retention now: drop spans received and traces ended more than this long ago."""
        import time

        from .store import purge

        cutoff = time.time_ns() - int(older_than_seconds * 1e9)
        return self.writer.submit(lambda con: purge(con, cutoff)).result()

    # -- running -------------------------------------------------------------------------------
    def run(self) -> None:
        """Serve in the current (main) thread until SIGINT/SIGTERM; then flush and close."""
        self.run_announced(lambda c: None)

    def run_announced(self, announce: Any) -> None:
        """:meth:`run`, calling ``announce(self)`` once every listener is bound."""
        try:
            self._start_grpc()
        except Exception:
            self.close()
            raise
        announce(self)
        sys.stderr.flush()
        self._background.start()
        try:
            self.server.run(sockets=[self.sock])
        finally:
            self.close()

    def start(self) -> None:
        """Serve from a background thread; returns once the socket accepts requests."""
        try:
            self._start_grpc()
        except Exception:
            self.close()
            raise
        self._background.start()
        self._thread = threading.Thread(target=lambda: asyncio.run(self.server.serve(sockets=[self.sock])),
                                        name="orchtrace-collector-http", daemon=True)
        self._thread.start()
        for _ in range(500):
            if self.server.started or not self._thread.is_alive():
                break
            threading.Event().wait(0.01)
        if not self.server.started:
            self.close()
            raise StoreError("the collector's HTTP server did not start")

    def close(self) -> None:
        if self.grpc_server is not None:
            self.grpc_server.stop(grace=5).wait(10)
            self.grpc_server = None
        if self._thread is not None:
            self.server.should_exit = True
            self._thread.join(timeout=15)
            self._thread = None
        if self._background is not self.assembler:
            self._background.stop()
        self.assembler.stop()
        self.writer.close()
        try:
            self.sock.close()
        except OSError:
            pass


@contextmanager
def serve(store_path: str | Path, port: int = 0, host: str = DEFAULT_HOST, **options: Any) -> Iterator[Collector]:
    """Run a collector in-process for the duration of a ``with`` block.

    >>> with serve("spans.db", port=0, quiet_seconds=0.5) as srv:   # doctest: +SKIP
    ...     exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
    """
    options.setdefault("graceful_shutdown_seconds", 2.0)
    settings = Settings(store_path=Path(store_path), host=host, port=port, **options)
    collector = Collector(settings)
    collector.start()
    try:
        yield collector
    finally:
        collector.close()
