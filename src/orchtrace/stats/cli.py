"""``orchtrace stats``: distributions, length bands, the Table 14 checklist and an HTML page.

Registered on the main app by :func:`register` (``orchtrace.cli._register_plugins``).  Exit 0
done, 1 no trace found in the inputs, 2 an input could not be read or the command was misused.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import orjson
import typer

from ..engine.cli_hook import AddressOpt, ArchiveOpt, EngineOpt

BY = ("topology", "system", "day")


class _Problem(Exception):
    pass


def _iter(paths: list[Path], store: Path | None, since: str | None, bar: Any, task: Any):
    from ..traceio import TraceInputError, iter_store_dicts, load_traces

    for path in paths:
        try:
            mtime = path.stat().st_mtime
            for loaded in load_traces(path):
                yield loaded.source, loaded.data, mtime
        except TraceInputError as exc:
            raise _Problem(str(exc)) from None
        bar.advance(task)
    if store is not None:
        try:
            for label, data in iter_store_dicts(store, since=since):
                yield label, data, None
        except TraceInputError as exc:
            raise _Problem(str(exc)) from None


def collect(sources: list[Path], store: Path | None = None, since: str | None = None, by: str | None = None,
            bar: Any = None, task: Any = None) -> tuple[Any, int]:
    """(accumulator, items skipped as not traces) over trace files/directories and a store."""
    from ..traceio import TraceInputError, expand_paths
    from .accumulator import StatsAccumulator

    class _NoBar:
        def advance(self, *_: Any) -> None:
            pass

    try:
        paths = expand_paths(sources) if sources else []
    except TraceInputError as exc:
        raise _Problem(str(exc)) from None
    acc = StatsAccumulator(by=by)
    skipped = 0
    for _source, data, mtime in _iter(paths, store, since, bar or _NoBar(), task):
        if not isinstance(data, dict) or not isinstance(data.get("events"), list) or not data["events"]:
            skipped += 1  # an audit report, a stats file, a non-trace: counted, not fatal
            continue
        acc.add(data, day=mtime)
    return acc, skipped


def stats(
    sources: Annotated[list[Path] | None, typer.Argument(help="Orchestration trace files (.json, .jsonl, gzip "
                                                         "ok) or directories.", show_default=False)] = None,
    store: Annotated[Path | None, typer.Option("--store", help="Also the traces of an orchtrace collector "
                                               "store (SQLite file).")] = None,
    since: Annotated[str | None, typer.Option("--since", help="With --store: only traces from the last "
                                              "DURATION (24h, 7d).")] = None,
    by: Annotated[str | None, typer.Option("--by", help="Group by topology, system or day.")] = None,
    html: Annotated[Path | None, typer.Option("--html", help="Write the HTML page (inline SVG plots) here.")] = None,
    json_out: Annotated[Path | None, typer.Option("--json", help="Write the statistics as JSON here.")] = None,
    archive: ArchiveOpt = None, engine: EngineOpt = "local", address: AddressOpt = None,
) -> None:
    """Corpus statistics: length bands, distributions, the survey's reporting checklist, per-agent tokens.

    Exit 0 done, 1 no traces found, 2 unreadable input or misuse.
    """
    from rich.table import Table

    from .. import cli as main_cli
    from ..traceio import TraceInputError, expand_paths

    out, err, e = main_cli.out, main_cli.err, main_cli._e
    if by is not None and by not in BY:
        err.print(f"[red]error:[/] --by must be one of {', '.join(BY)}, not {e(by)}")
        raise typer.Exit(2)
    if archive or engine != "local" or address:  # span archives, here or on Ray (orchtrace.engine)
        from ..engine import stats_archive
        from ..engine.cli_hook import archive_job_cli

        result, acc = archive_job_cli(archive, engine, address, sources, store, since,
                                      lambda roots, **kw: stats_archive(roots, by=by, **kw), main_cli)
        skipped = 0
    elif not sources and store is None:
        err.print("[red]error:[/] nothing to read: name trace files or directories, or --store PATH")
        raise typer.Exit(2)
    else:
        result = None
        try:
            n_paths = len(expand_paths(sources)) if sources else 0
            with main_cli.progress(n_paths, "stats") as bar:
                task = bar.add_task("stats", total=n_paths)
                acc, skipped = collect(sources or [], store, since, by, bar, task)
        except _Problem as exc:
            err.print(f"[red]error:[/] {e(exc)}", highlight=False)
            raise typer.Exit(2) from None
        except TraceInputError as exc:
            err.print(f"[red]error:[/] {e(exc)}", highlight=False)
            raise typer.Exit(2) from None
    if acc.n == 0:
        err.print("[yellow]no orchestration traces found in the inputs[/]")
        raise typer.Exit(1)
    if result is None:
        result = acc.result()
    _print(out, e, result, skipped, Table)
    for path, payload in ((json_out, lambda: orjson.dumps(result, option=orjson.OPT_INDENT_2)),
                          (html, lambda: _html(result, acc))):
        if path is None:
            continue
        from ..exporter import write_json_atomic

        try:
            write_json_atomic(Path(path), payload())
        except OSError as exc:
            err.print(f"[red]error:[/] {e(path)}: cannot write ({e(exc.strerror or exc)})", highlight=False)
            raise typer.Exit(2) from None
        out.print(f"wrote {e(path)}", highlight=False)


def _html(result: dict[str, Any], acc: Any) -> bytes:
    from .html import render_stats_html

    return render_stats_html(result, acc).encode("utf-8")


def _print(out: Any, e: Any, result: dict[str, Any], skipped: int, Table: Any) -> None:
    from .svg import fmt

    n = result["traces"]
    bands = ", ".join(f"{k}: {v}" for k, v in result["length_bands"].items())
    out.print(f"[bold]{n} traces[/] (length bands {bands})" + (f"; {skipped} non-trace items skipped" if skipped else ""),
              highlight=False)
    t = Table(title="distributions", title_justify="left")
    for col in ("metric", "traces", "mean", "p50", "p90", "max"):
        t.add_column(col, justify="left" if col == "metric" else "right")
    for key, d in result["distributions"].items():
        t.add_row(key, fmt(d["n"]), fmt(d["mean"]), fmt(d.get("p50", 0)), fmt(d.get("p90", 0)), fmt(d["max"]))
    out.print(t)
    c = Table(title="reporting checklist (survey Table 14)", title_justify="left", show_lines=False)
    c.add_column("item")
    c.add_column("status")
    c.add_column("this corpus", overflow="fold")
    colors = {"reported": "green", "partial": "yellow", "missing": "red"}
    for it in result["checklist"]:
        c.add_row(e(it["item"]), f"[{colors[it['status']]}]{it['status']}[/]", e(it["answer"]))
    out.print(c)
    if result["agent_tokens"]:
        a = Table(title="tokens by agent", title_justify="left")
        for col in ("agent", "tokens", "LLM calls", "instances"):
            a.add_column(col, justify="left" if col == "agent" else "right")
        for k, v in list(result["agent_tokens"].items())[:10]:
            a.add_row(e(k), fmt(v["tokens"]), fmt(v["llm_calls"]), fmt(v["instances"]))
        out.print(a)
    if result.get("by"):
        g = Table(title=f"by {result['by']}", title_justify="left")
        for col in (result["by"], "traces", "events (mean)", "tokens (mean)", "parallelism (mean)"):
            g.add_column(col, justify="left" if col == result["by"] else "right")
        for k, v in list(result["groups"].items())[:40]:
            g.add_row(e(k), fmt(v["traces"]), fmt(v.get("events_mean", 0)), fmt(v.get("tokens_mean", 0)),
                      fmt(v.get("parallelism_efficiency_mean", 0)))
        out.print(g)


def register(app: typer.Typer) -> None:
    app.command("stats", no_args_is_help=True)(stats)
