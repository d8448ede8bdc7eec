"""``orchtrace audit --archive ... [--engine ray --address ...]``: the few lines the audit command
delegates to (kept here so the audit CLI only grows by a hook)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import ENGINES


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
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.text import Text

    from ..archive import ArchiveError
    from . import audit_archive

    err = main_cli.err
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), console=err, transient=True, disable=not err.is_terminal)
    try:
        with progress:
            result, kept = audit_archive(archive["roots"], policy, engine=archive["engine"],
                                         address=archive["address"], keep_whole=keep_whole, progress=progress)
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
    for p in result.input_problems or ():
        line = Text("warning: ", style="yellow")
        line.append(f"unreadable partition, not audited: {p.error}")  # plain text, never markup
        err.print(line, highlight=False, soft_wrap=True)
    return result, kept
