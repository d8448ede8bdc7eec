"""``orchtrace audit --archive ... [--engine ray --address ...]``: the few lines the audit command
delegates to (kept here so the audit CLI only grows by a hook)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from . import ENGINES

# The three options, as ``stats`` and ``dataset`` declare them (``audit`` spells them out itself).
ArchiveOpt = Annotated[list[str] | None, typer.Option(
    "--archive", help="A span archive (partitioned OTLP files as the Collector's file exporter writes them): "
    "a directory or URL (s3://, gs://, ...); repeatable.", show_default=False)]
EngineOpt = Annotated[str, typer.Option("--engine", help="Where --archive is processed: local (this process) "
                                        "or ray (a Ray cluster).")]
AddressOpt = Annotated[str | None, typer.Option("--address", help="Ray cluster address for --engine ray "
                                                "(auto, ray://head:10001); default: a local Ray.")]


def archive_job_cli(roots: list[str] | None, engine: str, address: str | None, sources: Any, store: Any,
                    since: Any, run: Callable[..., Any], main_cli: Any) -> Any:
    """``stats``/``dataset`` with ``--archive``: check the options, run ``run(roots, engine=,
    address=, progress=)`` with a progress bar, print the unreadable partitions; exit 2 on misuse."""
    class _Usage(Exception):
        pass

    archive = {"roots": roots or [], "engine": engine, "address": address}
    err = main_cli.err
    try:
        check_archive_options(archive, list(sources or []), store, since, _Usage)
        result = _with_progress(archive, lambda progress: run(archive["roots"], engine=engine, address=address,
                                                              progress=progress), err, _Usage)
    except _Usage as exc:
        err.print(f"[red]error:[/] {main_cli._e(str(exc))}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    info = result[0] if isinstance(result, tuple) else result
    _warn(err, info.get("input_problems") or (), lambda p: p["error"])
    return result


def _warn(err: Any, problems: Any, error_of: Callable[[Any], str]) -> None:
    from rich.text import Text

    for p in problems:
        line = Text("warning: ", style="yellow")
        line.append(f"unreadable partition, not read: {error_of(p)}")  # plain text, never markup
        err.print(line, highlight=False, soft_wrap=True)


def _with_progress(archive: dict[str, Any], call: Callable[[Any], Any], err: Any, problem: type[Exception]) -> Any:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ..archive import ArchiveError

    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), console=err, transient=True, disable=not err.is_terminal)
    try:
        with progress:
            return call(progress)
    except ArchiveError as exc:
        raise problem(str(exc)) from None
    except ImportError as exc:
        raise problem(f"--engine {archive['engine']}: {exc} (pip install 'orchtrace[ray]')") from None
    except (ConnectionError, TimeoutError) as exc:  # --address unreachable
        raise problem(f"--engine ray --address {archive['address']}: cannot reach the cluster ({exc})") from None
    except RuntimeError as exc:
        if "Ray" in str(exc) or "ray" in type(exc).__module__:
            raise problem(f"--engine ray: {exc}") from None
        raise


def check_archive_options(archive: dict[str, Any], sources: list[Path], store: Path | None,
                          since: str | None, problem: type[Exception]) -> None:
    if archive["engine"] not in ENGINES:
        raise problem(f"--engine must be one of {', '.join(ENGINES)}, not {archive['engine']!r}")
    if not archive["roots"]:
        raise problem(f"--engine {archive['engine']} works on span archives: name them with --archive")
    if sources or store is not None:
        raise problem("--archive cannot be combined with trace files or --store: audit them in separate runs")
    if since is not None:
        raise problem("--since does not apply to --archive: name the partitions of the period "
                      "(e.g. --archive s3://bucket/spans/dt=2026-11-24/)")
    if archive["address"] and archive["engine"] != "ray":
        raise problem("--address needs --engine ray")


def audit_archives(archive: dict[str, Any], policy: Any, keep_whole: bool, main_cli: Any,
                   problem: type[Exception]) -> tuple[Any, dict[str, Any]]:
    from rich.text import Text

    from . import audit_archive

    err = main_cli.err
    result, kept = _with_progress(archive, lambda progress: audit_archive(
        archive["roots"], policy, engine=archive["engine"], address=archive["address"], keep_whole=keep_whole,
        progress=progress), err, problem)
    for p in result.input_problems or ():
        line = Text("warning: ", style="yellow")
        line.append(f"unreadable partition, not audited: {p.error}")  # plain text, never markup
        err.print(line, highlight=False, soft_wrap=True)
    return result, kept
