"""``orchtrace collect``: run the OTLP receiver + store + assembler in the foreground."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer


def collect(
    store: Annotated[Path, typer.Option("--store", help="SQLite store file (created if missing).")] = Path("orchtrace-spans.db"),
    host: Annotated[str, typer.Option(help="Address to bind. Keep 127.0.0.1 unless a token and TLS are set.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port for OTLP/HTTP (0 = any free port).")] = 4318,
    grpc_port: Annotated[int | None, typer.Option(help="Also receive OTLP/gRPC on this port (usually 4317; "
                                                       "0 = any free port). Off by default.")] = None,
    token: Annotated[str | None, typer.Option(envvar="ORCHTRACE_COLLECTOR_TOKEN", show_envvar=True,
                                              help="Require 'Authorization: Bearer <token>'.")] = None,
    tls_cert: Annotated[Path | None, typer.Option("--tls-cert", help="PEM certificate: serve HTTPS.")] = None,
    tls_key: Annotated[Path | None, typer.Option("--tls-key", help="PEM private key for --tls-cert.")] = None,
    max_request_size: Annotated[str, typer.Option(help="Largest accepted body, compressed or decompressed "
                                                       "(bytes, or 512k / 20m).")] = "20m",
    quiet_period: Annotated[str, typer.Option(help="Assemble a trace once its root span ended and no span "
                                                   "arrived for this long.")] = "5s",
    max_wait: Annotated[str, typer.Option(help="Assemble anyway after this long without new spans "
                                               "(root never seen).")] = "5m",
    retention: Annotated[str | None, typer.Option(help="Delete spans and traces older than this (e.g. 7d).")] = None,
    assembler: Annotated[str, typer.Option(help="process: assemble traces in a second process (uses a "
                                                "second core; ingest keeps its speed); thread: in-process.")] = "process",
    compress: Annotated[bool, typer.Option(help="Store spans zstd-compressed with a dictionary trained on the "
                                                "first 2000 (~2.5x smaller store, ~25% lower peak ingest).")] = True,
    sync: Annotated[str, typer.Option(help="full: acknowledged spans survive power loss; normal: they "
                                           "survive a killed collector but not power loss (faster).")] = "full",
) -> None:
    """Receive OTLP/HTTP spans (protobuf or JSON) on /v1/traces, store them, assemble orchestration traces."""
    from .server import Collector, Settings
    from .store import StoreError, parse_duration

    err = lambda msg: typer.echo(f"orchtrace collect: {msg}", err=True)  # noqa: E731
    try:
        settings = Settings(
            store_path=store, host=host, port=port, token=token or None, tls_cert=tls_cert, tls_key=tls_key,
            max_request_bytes=_size(max_request_size), quiet_seconds=parse_duration(quiet_period),
            max_wait_seconds=parse_duration(max_wait),
            retention_seconds=parse_duration(retention) if retention else None, synchronous=sync.lower(),
            assembler=assembler.lower(), grpc_port=grpc_port,
            train_dictionary_after=2000 if compress else 0,
        )
    except ValueError as exc:
        err(str(exc))
        raise typer.Exit(2) from None
    for label, p in (("--tls-cert", tls_cert), ("--tls-key", tls_key)):
        if p is not None and not p.is_file():
            err(f"{label} {p}: no such file")
            raise typer.Exit(2)
    if host not in ("127.0.0.1", "localhost", "::1") and not token:
        err(f"warning: listening on {host} without --token: anyone who can reach it can write spans")
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        collector = Collector(settings)
    except (StoreError, ValueError) as exc:
        err(str(exc))
        raise typer.Exit(2) from None
    try:
        collector.run_announced(lambda c: typer.echo(
            f"orchtrace collector listening on {c.traces_endpoint} (OTLP/HTTP protobuf+JSON)"
            + (f", OTLP/gRPC on {c.grpc_endpoint}" if c.grpc_endpoint else "") + f", store {store}", err=True))
    except StoreError as exc:
        err(str(exc))
        raise typer.Exit(2) from None


def _size(text: str) -> int:
    s = text.strip().lower().removesuffix("b").removesuffix("i")
    mult = {"k": 1024, "m": 1024**2, "g": 1024**3}.get(s[-1:], 1)
    try:
        value = int(float(s[:-1] if mult > 1 else s) * mult)
    except ValueError:
        raise ValueError(f"not a size: {text!r} (use e.g. 20m or 1048576)") from None
    if value <= 0:
        raise ValueError(f"size must be positive: {text!r}")
    return value


def roll(
    store: Annotated[Path, typer.Option("--store", help="The collector's SQLite store.")] = Path("orchtrace-spans.db"),
    to: Annotated[str, typer.Option("--to", help="Archive root directory (hourly partitions go under it).")] = "spans-archive",
    overwrite: Annotated[bool, typer.Option(help="Rewrite hours already rolled.")] = False,
) -> None:
    """Roll the store's spans into hourly span-archive partitions (what `orchtrace audit --archive` reads)."""
    from .archive_roll import roll_to_archive
    from .store import StoreError

    try:
        written = roll_to_archive(store, to, overwrite=overwrite)
    except (StoreError, OSError) as exc:
        typer.echo(f"orchtrace archive roll: {exc}", err=True)
        raise typer.Exit(2) from None
    for p in written:
        typer.echo(f"wrote {p}")
    if not written:
        typer.echo("nothing to roll (no complete hour that is not already in the archive)", err=True)


def register(app: typer.Typer) -> None:
    """Add ``collect`` and ``archive roll`` to the ``orchtrace`` CLI."""
    app.command("collect")(collect)
    archive = typer.Typer(help="Span archives (partitioned OTLP files).", no_args_is_help=True)
    archive.command("roll")(roll)
    app.add_typer(archive, name="archive")
