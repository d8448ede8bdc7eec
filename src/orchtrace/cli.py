"""The ``orchtrace`` command line: validate, convert, show, demo (+ audit, collect when present).

Exit codes everywhere: 0 success / 1 the input is invalid (or findings, for audit) / 2 the input
could not be read or the command was misused.  Errors name the file, the place and the problem;
no traceback reaches the user.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import logging
import sys
from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from rich.markup import escape as _markup_escape
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .version import __version__



def _e(value: Any) -> str:
    """Untrusted text (paths, trace strings, messages quoting them) for a rich console: control
    and bidi characters removed, markup escaped (``[/]`` or ``[link=...]`` stay text)."""
    from .reports.terminal import clean

    return _markup_escape(clean(value, 2000))

app = typer.Typer(
    name="orchtrace",
    help="See and audit how LLM agent teams work.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)


def progress(total: int, label: str) -> Progress:
    """A progress bar on stderr, shown only for long work on a terminal."""
    return Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=total < 20 or not err.is_terminal,
    )


def _version(value: bool) -> None:
    if value:
        out.print(f"orchtrace {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
) -> None:
    """See and audit how LLM agent teams work."""


# --- validate -----------------------------------------------------------------------------------
@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="Trace files (.json, .jsonl) or directories.")],
    schema: Annotated[Path | None, typer.Option(help="Validate against this schema file instead of "
                                                     "the bundled copy.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print problems only.")] = False,
) -> None:
    """Validate orchestration traces: the published JSON Schema plus graph checks.

    Exit 0 all valid, 1 some invalid, 2 some unreadable.
    """
    from .schema.validate import validate_trace
    from .traceio import TraceInputError, expand_paths, load_traces

    schema_doc = None
    if schema is not None:
        try:
            schema_doc = orjson.loads(schema.read_bytes())
        except (OSError, orjson.JSONDecodeError) as exc:
            err.print(f"[red]error:[/] cannot use schema {_e(schema)}: {_e(exc)}")
            raise typer.Exit(2) from None
    try:
        paths = expand_paths(files)
    except TraceInputError as exc:
        err.print(f"[red]error:[/] {_e(exc)}")
        raise typer.Exit(2) from None
    named = {Path(f) for f in files}
    unreadable = invalid = valid = skipped = 0
    with progress(len(paths), "validating") as bar:
        task = bar.add_task("validate", total=len(paths))
        for path in paths:
            try:
                for loaded in load_traces(path):
                    if path not in named and _is_report(loaded.data):
                        # found in a directory: the audit report the demo/nightly writes beside the traces
                        skipped += 1
                        if not quiet:
                            out.print(f"[dim]skipped[/] {_e(loaded.source)} (an orchtrace audit report, not a trace)",
                                      highlight=False)
                        continue
                    problems = validate_trace(loaded.data, schema=schema_doc)
                    if problems:
                        invalid += 1
                        for p in problems:
                            out.print(f"[red]{_e(loaded.source)}[/]: {_e(p.path)}: {_e(p.message)}", markup=True,
                                      highlight=False, soft_wrap=True)
                    else:
                        valid += 1
                        if not quiet:
                            out.print(f"[green]valid[/] {_e(loaded.source)}", highlight=False)
            except TraceInputError as exc:
                unreadable += 1
                out.print(f"[red]unreadable[/] {_e(exc)}", highlight=False, soft_wrap=True)
            bar.advance(task)
    if not quiet:
        out.print(f"{valid} valid, {invalid} invalid, {unreadable} unreadable"
                  + (f", {skipped} audit reports skipped" if skipped else ""))
    raise typer.Exit(2 if unreadable else 1 if invalid else 0)


def _is_report(data: Any) -> bool:
    return isinstance(data, dict) and str(data.get("format", "")).startswith("orchtrace-audit/")


# --- convert ------------------------------------------------------------------------------------
STREAM_SPANS = 200_000  # above this many input spans, `convert` streams its output by default


@app.command()
def convert(
    inputs: Annotated[list[Path], typer.Argument(help="OTLP JSON / JSONL span files (gzip ok) or directories.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="Directory for the orchestration traces.")],
    fmt: Annotated[str, typer.Option("--format", help="json (a file per trace) or jsonl.")] = "json",
    stream: Annotated[bool | None, typer.Option(
        "--stream/--no-stream", help="Validate and write each trace as soon as it is built (to temporary "
        "files renamed at the end) instead of holding them all; default: when the inputs hold over "
        f"{STREAM_SPANS:,} spans.")] = None,
) -> None:
    """Convert OTLP JSON spans to orchestration traces.

    All inputs are read before anything is written: one bad input writes nothing (exit 2).
    """
    from .convert import SpanFormatError, convert_records_to_dicts, read_otlp_json_file
    from .exporter import trace_filename, write_json_atomic
    from .schema.validate import validate_trace
    from .traceio import TraceInputError, expand_paths

    if fmt not in ("json", "jsonl"):
        err.print(f"[red]error:[/] --format must be json or jsonl, not {fmt!r}")
        raise typer.Exit(2)
    try:
        paths = expand_paths(inputs)
    except TraceInputError as exc:
        err.print(f"[red]error:[/] {_e(exc)}")
        raise typer.Exit(2) from None
    records = []
    log_events: list = []  # orchestration events that travelled as OTLP log records
    with progress(len(paths), "reading spans") as bar:
        task = bar.add_task("read", total=len(paths))
        for path in paths:
            try:
                records.extend(read_otlp_json_file(path, logs=log_events))
            except SpanFormatError as exc:
                err.print(f"[red]error:[/] {_e(exc)}", highlight=False)
                raise typer.Exit(2) from None
            except OSError as exc:
                err.print(f"[red]error:[/] {_e(path)}: cannot read ({_e(exc.strerror or exc)})", highlight=False)
                raise typer.Exit(2) from None
            bar.advance(task)
    if not records:
        err.print("[red]error:[/] the inputs contain no spans")
        raise typer.Exit(2)
    if stream or (stream is None and len(records) > STREAM_SPANS):
        _convert_streaming(records, log_events, output, fmt)
        return
    gc.disable()  # the conversion allocates millions of acyclic dicts: collections only cost time
    try:
        traces = convert_records_to_dicts(records, logs=log_events)
    finally:
        gc.enable()
    if not traces:
        err.print("[yellow]no orchestration events found in the spans[/] (no agent/tool spans)")
        raise typer.Exit(1)
    for t in traces:
        problems = validate_trace(t)
        if problems:  # a converter bug: say so rather than write a bad file
            err.print(f"[red]internal error:[/] trace {_e(t['task_id'])} would be invalid: {_e(problems[0])}")
            raise typer.Exit(1)
    output.mkdir(parents=True, exist_ok=True)
    if fmt == "json":
        for t in traces:
            path = output / trace_filename(t["task_id"])
            write_json_atomic(path, orjson.dumps(t, option=orjson.OPT_INDENT_2))
            out.print(f"wrote {_e(path)} ({len(t['events'])} events)", highlight=False)
    else:
        path = output / "traces.jsonl"
        write_json_atomic(path, b"".join(orjson.dumps(t) + b"\n" for t in traces))
        out.print(f"wrote {_e(path)} ({len(traces)} traces)", highlight=False)
    out.print(f"{len(records)} spans -> {len(traces)} orchestration traces")


def _convert_streaming(records: list[Any], log_events: list[Any], output: Path, fmt: str) -> None:
    """`convert` holding one trace at a time (orchtrace.convert.atomic): same files, same messages."""
    from .convert.atomic import InvalidTraceError, convert_to_files_atomic
    from .exporter import trace_filename
    from .schema.validate import validate_trace

    n_spans = len(records)
    try:
        written = convert_to_files_atomic(records, output, fmt, logs=log_events, validate=validate_trace,
                                          filename=trace_filename)
    except InvalidTraceError as exc:
        err.print(f"[red]internal error:[/] trace {_e(exc.task_id)} would be invalid: {_e(exc.problem)}")
        raise typer.Exit(1) from None
    if not written:
        err.print("[yellow]no orchestration events found in the spans[/] (no agent/tool spans)")
        raise typer.Exit(1)
    for path, n in written:
        out.print(f"wrote {_e(path)} ({n} {'traces' if fmt == 'jsonl' else 'events'})", highlight=False)
    n_traces = written[0][1] if fmt == "jsonl" else len(written)
    out.print(f"{n_spans} spans -> {n_traces} orchestration traces")


# --- show ---------------------------------------------------------------------------------------
@app.command()
def show(
    trace_file: Annotated[Path, typer.Argument(help="An orchestration trace (.json or .jsonl).")],
    max_children: Annotated[int, typer.Option(help="Lines shown per agent before cutting.")] = 40,
) -> None:
    """Print a trace as a tree: agents, spawns, tools with trust flags, messages, aggregates, humans."""
    from .show import build_tree
    from .traceio import TraceInputError, load_traces

    try:
        loaded = list(load_traces(trace_file))
    except TraceInputError as exc:
        err.print(f"[red]error:[/] {_e(exc)}", highlight=False)
        raise typer.Exit(2) from None
    for item in loaded:
        data = item.data
        if not isinstance(data, dict) or not isinstance(data.get("events"), list):
            err.print(f"[red]error:[/] {_e(item.source)}: not an orchestration trace (no 'events' list); "
                      f"run `orchtrace validate {trace_file}`")
            raise typer.Exit(1)
        try:
            out.print(build_tree(data, max_children=max_children))
        except (KeyError, TypeError, AttributeError) as exc:
            err.print(f"[red]error:[/] {_e(item.source)}: malformed trace ({_e(repr(exc))}); run `orchtrace validate`")
            raise typer.Exit(1) from None


# --- demo ---------------------------------------------------------------------------------------
def _load_example(name: str) -> Any:
    """An example app: from the installed package (wheel) or the source checkout."""
    try:
        return importlib.import_module(f"orchtrace._examples.{name}.app")
    except ImportError:
        pass
    path = Path(__file__).resolve().parents[2] / "examples" / name / "app.py"
    if not path.exists():
        raise FileNotFoundError(f"example {name!r} not found (looked in {path})")
    spec = importlib.util.spec_from_file_location(f"orchtrace_example_{name}", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[spec.name] = module  # type: ignore[union-attr]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


@app.command()
def demo(
    out_dir: Annotated[Path, typer.Option("--out", help="Where to write traces and reports.")] = Path("orchtrace-out"),
    langgraph: Annotated[bool, typer.Option(help="Also run the LangGraph supervisor example, if installed.")] = True,
) -> None:
    """Run the example agent team(s), write orchestration traces, then audit them."""
    from .demo import run_demo

    raise typer.Exit(run_demo(out_dir, include_langgraph=langgraph, console=out, load_example=_load_example))


def _register_plugins() -> None:
    for module in ("orchtrace.audit.cli", "orchtrace_collector.cli", "orchtrace.stats.cli", "orchtrace.dataset.cli"):
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:
            logging.getLogger("orchtrace").debug("CLI plugin %s unavailable: %s", module, exc)
            continue
        register = getattr(mod, "register", None)
        if callable(register):
            register(app)


_register_plugins()


def main() -> None:
    app()


if __name__ == "__main__":
    main()
