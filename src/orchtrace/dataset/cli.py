"""``orchtrace dataset``: traces -> a versioned, split, streaming-written training dataset.

Registered on the main app by :func:`register`.  Exit 0 written, 1 no trace in the inputs,
2 unreadable input, unwritable output or misuse.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..engine.cli_hook import AddressOpt, ArchiveOpt, EngineOpt


def _ratios(text: str) -> tuple[float, float, float]:
    parts = [p.strip() for p in text.split(",")]
    try:
        vals = tuple(float(p) for p in parts)
    except ValueError:
        raise typer.BadParameter(f"--split {text!r}: three numbers, e.g. 0.8,0.1,0.1") from None
    if len(vals) != 3 or any(v < 0 for v in vals) or sum(vals) <= 0:
        raise typer.BadParameter(f"--split {text!r}: three non-negative numbers, e.g. 0.8,0.1,0.1")
    return vals  # type: ignore[return-value]


def dataset(
    sources: Annotated[list[Path] | None, typer.Argument(help="Orchestration trace files (.json, .jsonl, gzip "
                                                         "ok) or directories.", show_default=False)] = None,
    output: Annotated[Path, typer.Option("--output", "-o", help="Dataset directory to write.")] = Path("dataset"),
    fmt: Annotated[str, typer.Option("--format", help="parquet (needs pyarrow) or jsonl.")] = "parquet",
    prefixes: Annotated[bool, typer.Option("--prefixes/--no-prefixes", help="Also one row per orchestration "
                                           "decision (prefix + reward-to-go), for credit assignment.")] = False,
    split: Annotated[str, typer.Option("--split", help="train,validation,test ratios (by task id).")] = "0.8,0.1,0.1",
    seed: Annotated[str, typer.Option("--seed", help="Seed of the task-id hash that assigns splits.")] = "orchtrace",
    store: Annotated[Path | None, typer.Option("--store", help="Also the traces of an orchtrace collector "
                                               "store (SQLite file).")] = None,
    since: Annotated[str | None, typer.Option("--since", help="With --store: only the last DURATION.")] = None,
    archive: ArchiveOpt = None, engine: EngineOpt = "local", address: AddressOpt = None,
) -> None:
    """Export traces as a dataset: one row per trace (and per decision), deterministic splits by task.

    Exit 0 written, 1 no traces found, 2 unreadable input or misuse.
    """
    import time

    from .. import cli as main_cli
    from ..traceio import TraceInputError, expand_paths
    from .export import DatasetInputError, export

    out, err, e = main_cli.out, main_cli.err, main_cli._e
    if fmt not in ("parquet", "jsonl"):
        err.print(f"[red]error:[/] --format must be parquet or jsonl, not {e(fmt)}")
        raise typer.Exit(2)
    ratios = _ratios(split)
    if archive or engine != "local" or address:  # span archives: shards written where the traces are
        _archive(archive, engine, address, sources, store, since, output, fmt, prefixes, ratios, seed, main_cli)
        return
    if not sources and store is None:
        err.print("[red]error:[/] nothing to export: name trace files or directories, or --store PATH")
        raise typer.Exit(2)
    try:
        n_paths = len(expand_paths(sources)) if sources else 0
    except TraceInputError as exc:
        err.print(f"[red]error:[/] {e(exc)}", highlight=False)
        raise typer.Exit(2) from None
    started = time.perf_counter()
    try:
        with main_cli.progress(n_paths, "dataset") as bar:
            task = bar.add_task("dataset", total=n_paths)
            info = export(sources or [], output, fmt=fmt, prefixes=prefixes, ratios=ratios, seed=seed,
                          store=store, since=since, on_file=lambda: bar.advance(task))
    except (DatasetInputError, RuntimeError) as exc:
        err.print(f"[red]error:[/] {e(exc)}", highlight=False)
        raise typer.Exit(2) from None
    except OSError as exc:
        err.print(f"[red]error:[/] {e(output)}: cannot write ({e(exc.strerror or exc)})", highlight=False)
        raise typer.Exit(2) from None
    elapsed = time.perf_counter() - started
    n = sum(info["counts"]["traces"].values())
    if n == 0:
        err.print("[yellow]no orchestration traces found in the inputs[/]")
        raise typer.Exit(1)
    splits = ", ".join(f"{s} {c}" for s, c in info["counts"]["traces"].items())
    line = f"wrote {e(output)}: {n} trace rows ({splits})"
    if prefixes:
        line += f", {sum(info['counts']['prefixes'].values())} decision-prefix rows"
    out.print(line + f", schema {info['schema_version']}, {info['events']} events in {elapsed:.1f} s", highlight=False)
    if info.get("skipped"):
        out.print(f"{info['skipped']} non-trace items skipped", highlight=False)


def _archive(archive, engine, address, sources, store, since, output, fmt, prefixes, ratios, seed,  # noqa: ANN001
             main_cli) -> None:  # noqa: ANN001
    import time

    from ..engine import dataset_archive
    from ..engine.cli_hook import archive_job_cli

    out, err, e = main_cli.out, main_cli.err, main_cli._e
    started = time.perf_counter()
    try:
        info = archive_job_cli(archive, engine, address, sources, store, since, lambda roots, **kw: dataset_archive(
            roots, str(output), fmt=fmt, prefixes=prefixes, ratios=ratios, seed=seed, **kw), main_cli)
    except OSError as exc:
        err.print(f"[red]error:[/] {e(output)}: cannot write ({e(exc.strerror or exc)})", highlight=False)
        raise typer.Exit(2) from None
    n = sum(info["counts"]["traces"].values())
    if n == 0:
        err.print("[yellow]no orchestration traces found in the inputs[/]")
        raise typer.Exit(1)
    splits = ", ".join(f"{s} {c}" for s, c in info["counts"]["traces"].items())
    out.print(f"wrote {e(output)}: {n} trace rows ({splits}) in {info['shards']} shards, {info['events']} events "
              f"in {time.perf_counter() - started:.1f} s", highlight=False)


def register(app: typer.Typer) -> None:
    app.command("dataset", no_args_is_help=True)(dataset)
