"""``orchtrace audit``: audit orchestration traces, print a summary, write the reports.

Registered on the main ``orchtrace`` app by :func:`register` (``orchtrace.cli._register_plugins``).

Exit codes: 0 no finding at or above ``--fail-on`` / 1 some / 2 usage or input error (unreadable
or invalid trace, empty directory, bad policy, bad baseline, unwritable report).  Errors are one
line naming the file and the problem; no traceback reaches the user.  Nothing is written unless
the whole audit succeeded, and every report is written atomically.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import typer

FAIL_ON = ("critical", "high", "medium", "low", "info", "never")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)?\s*$", re.IGNORECASE)
_UNIT = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0, "w": 604800.0}


class UsageProblem(Exception):
    """An input or usage error: exit 2 with this message."""


def parse_since(text: str) -> float:
    """'24h', '30m', '7d', '2w', '90s', '500ms' or plain seconds -> seconds."""
    m = _DURATION.match(text)
    if not m:
        raise UsageProblem(f"--since {text!r} is not a duration (use e.g. 30m, 24h, 7d)")
    return float(m.group(1)) * _UNIT[(m.group(2) or "s").lower()]


class _Feed:
    """Streams validated traces into the engine, remembers where each came from, and keeps the
    traces that have findings (for the HTML graphs, SARIF code locations and --write-back)."""

    def __init__(self, paths: list[Path], store: Path | None, since_s: float | None,
                 bar: Any, task: Any, keep_whole: bool = False) -> None:
        self.keep_whole = keep_whole
        self.paths = paths
        self.store = store
        self.since_s = since_s
        self.bar = bar
        self.task = task
        self.current: dict[str, Any] | None = None
        self.current_source: str | None = None
        self.kept: dict[str, dict[str, Any]] = {}
        self.count = 0

    def _validated(self, source: str, data: Any, file: Path | None = None) -> dict[str, Any]:
        from ..schema.validate import validate_trace

        if isinstance(data, dict) and str(data.get("format", "")).startswith("orchtrace-audit/"):
            raise UsageProblem(f"{source}: this is an orchtrace audit report, not a trace: leave it "
                               "out of the sources (or pass it as --baseline)")
        problems = validate_trace(data)
        if problems:
            more = f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""
            hint = f"; see `orchtrace validate {file}`" if file is not None else ""
            raise UsageProblem(f"{source}: not a valid orchestration trace: {problems[0]}{more}{hint}")
        return data

    def traces(self) -> Iterator[dict[str, Any]]:
        from ..traceio import TraceInputError, load_traces

        for path in self.paths:
            try:
                for loaded in load_traces(path):
                    yield self._emit(loaded.source, self._validated(loaded.source, loaded.data, path))
            except TraceInputError as exc:
                raise UsageProblem(str(exc)) from None
            self.bar.advance(self.task)
        if self.store is not None:
            yield from self._store_traces()

    def _store_traces(self) -> Iterator[dict[str, Any]]:
        try:
            from orchtrace_collector import StoreError
            from orchtrace_collector import iter_store_trace_dicts as iter_store_traces  # dicts, no models
        except ImportError:
            raise UsageProblem("--store needs the collector, which is not installed: "
                               "pip install 'orchtrace[collector]'") from None
        try:
            for model in iter_store_traces(self.store, since=self.since_s):
                data = model.to_dict() if hasattr(model, "to_dict") else model
                source = f"{self.store}#{data.get('task_id', '?')}"
                yield self._emit(source, self._validated(source, data))
        except StoreError as exc:
            raise UsageProblem(f"--store: {exc}") from None

    def _emit(self, source: str, data: dict[str, Any]) -> dict[str, Any]:
        self.current, self.current_source = data, source
        self.count += 1
        return data

    def sources(self) -> Iterator[str | None]:
        while True:  # the engine takes one source right after each trace
            yield self.current_source

    def on_trace(self, summary: Any) -> None:
        if getattr(summary, "findings", 0) and self.current is not None:
            self.kept[summary.trace_id] = self.current if self.keep_whole else _light(self.current)


_LIGHT_KEYS = ("id", "type", "agent", "agent_name", "from", "to", "tool", "trusted", "sensitive",
               "requires_approval", "code", "t")


def _light(trace: dict[str, Any]) -> dict[str, Any]:
    """What the reports read from a trace (its agent/tool graph and code locations), without the
    evidence payloads (fingerprints, content refs): a night of 10^4 traces stays small in memory."""
    return {
        "trace_id": trace.get("trace_id"),
        "task_id": trace.get("task_id"),
        "system": trace.get("system"),
        "events": [{k: e[k] for k in _LIGHT_KEYS if k in e} for e in trace.get("events", ())
                   if isinstance(e, dict)],
        "edges": [],
    }


def _files(sources: list[Path], since_s: float | None) -> tuple[list[Path], int]:
    from ..traceio import TraceInputError, expand_paths

    try:
        paths = expand_paths(sources)
    except TraceInputError as exc:
        raise UsageProblem(str(exc)) from None
    if since_s is None:
        return paths, 0
    cutoff = time.time() - since_s
    recent = [p for p in paths if p.stat().st_mtime >= cutoff]
    return recent, len(paths) - len(recent)


def _write_back(directory: Path, kept: dict[str, dict[str, Any]], result: Any) -> list[Path]:
    import orjson

    from ..exporter import trace_filename, write_json_atomic
    from ..schema.validate import validate_trace
    from . import annotate  # type: ignore[attr-defined]

    by_trace: dict[str, list[Any]] = {}
    for f in result.findings:
        by_trace.setdefault(f.trace_id, []).append(f)
    planned: list[tuple[Path, bytes]] = []
    names: set[str] = set()
    for trace_id, findings in by_trace.items():
        trace = kept.get(trace_id)
        if trace is None:
            continue
        annotated = annotate(trace, findings)
        if annotated is None:
            annotated = trace
        data = annotated.to_dict() if hasattr(annotated, "to_dict") else annotated
        problems = validate_trace(data)
        if problems:
            raise UsageProblem(f"internal error: the annotated trace {data.get('task_id')} would not "
                               f"validate: {problems[0]}")
        name = trace_filename(str(data.get("task_id", "trace")))
        if name in names:
            name = trace_filename(f"{data.get('task_id')}-{trace_id[:12]}")
        names.add(name)
        planned.append((directory / name, orjson.dumps(data, option=orjson.OPT_INDENT_2)))
    for path, payload in planned:
        write_json_atomic(path, payload)
    return [p for p, _ in planned]


def audit(
    sources: Annotated[list[Path] | None, typer.Argument(
        help="Orchestration trace files (.json, .jsonl, gzip ok) or directories.", show_default=False)] = None,
    policy: Annotated[Path | None, typer.Option("--policy", help="Policy file (orchtrace.toml or YAML).")] = None,
    store: Annotated[Path | None, typer.Option("--store", help="Also audit the traces of an "
                                               "orchtrace collector store (SQLite file).")] = None,
    since: Annotated[str | None, typer.Option("--since", help="Only traces from the last DURATION "
                                              "(24h, 7d, 30m): store traces by their last span, trace "
                                              "files by modification time.")] = None,
    html: Annotated[Path | None, typer.Option("--html", help="Write the HTML report here.")] = None,
    md: Annotated[Path | None, typer.Option("--md", help="Write the Markdown report (PR comment) here.")] = None,
    json_out: Annotated[Path | None, typer.Option("--json", help="Write the JSON report (the next "
                                                  "run's --baseline) here.")] = None,
    sarif: Annotated[Path | None, typer.Option("--sarif", help="Write SARIF 2.1.0 (code scanning) here.")] = None,
    baseline: Annotated[Path | None, typer.Option("--baseline", help="A previous JSON report: mark "
                                                  "findings new / resolved / unchanged.")] = None,
    fail_on: Annotated[str, typer.Option("--fail-on", help="Exit 1 when a finding is at or above this "
                                         "severity (critical, high, medium, low, info; never: always 0).")] = "high",
    source_root: Annotated[Path | None, typer.Option("--source-root", help="Repository root that SARIF "
                                                     "locations are made relative to (default: the "
                                                     "current directory).")] = None,
    write_back: Annotated[Path | None, typer.Option("--write-back", help="Write the traces that have "
                                                    "findings here, annotated with safety_event events "
                                                    "and safety_flow edges.")] = None,
    max_shown: Annotated[int, typer.Option("--max-shown", help="Issues printed on the terminal.")] = 20,
    archive: Annotated[list[str] | None, typer.Option("--archive", help="A span archive (partitioned "
                                                      "OTLP files as the Collector's file exporter writes "
                                                      "them): a directory or URL (s3://, gs://, ...); repeatable.",
                                                      show_default=False)] = None,
    engine: Annotated[str, typer.Option("--engine", help="Where --archive is processed: local (this "
                                        "process) or ray (a Ray cluster).")] = "local",
    address: Annotated[str | None, typer.Option("--address", help="Ray cluster address for --engine ray "
                                                "(auto, ray://head:10001); default: a local Ray.")] = None,
) -> None:
    """Audit orchestration traces for unsafe flows, permission escalation and missing human approval.

    Exit 0 clean, 1 findings at or above --fail-on, 2 usage or input error.
    """
    from .. import cli as main_cli

    try:
        code = _run(sources or [], policy, store, since, html, md, json_out, sarif, baseline,
                    fail_on, source_root, write_back, max_shown, main_cli,
                    archive={"roots": archive or [], "engine": engine, "address": address})
    except UsageProblem as exc:
        main_cli.err.print(f"[red]error:[/] {_plain(str(exc))}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    except Exception as exc:  # a bug, not the user's fault: still one line, and exit 2
        if os.environ.get("ORCHTRACE_DEBUG"):
            raise
        main_cli.err.print(f"[red]internal error:[/] {_plain(type(exc).__name__ + ': ' + str(exc))} "
                           "(a bug in orchtrace: set ORCHTRACE_DEBUG=1 for the traceback)",
                           highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    raise typer.Exit(code)


def _plain(text: str) -> str:
    from rich.markup import escape

    from ..reports.terminal import clean

    return escape(clean(text, 2000))


def _warn_quarantined(store: Path, err: Any) -> None:
    """OTel traces the collector set aside (over its assembly budget, or failing) are not in any
    audited trace: say so, rather than a silent "no findings"."""
    from rich.text import Text

    try:
        from orchtrace_collector import Store
        from orchtrace_collector.store import quarantined

        with Store(store) as st:
            q = quarantined(st.con)
    except Exception:  # noqa: BLE001 - an older store or no collector: nothing to say
        return
    if q:
        err.print(Text(f"warning: {len(q)} OTel trace{'s' * (len(q) != 1)} in the store were quarantined by the "
                       f"assembler and are not audited (first: {q[0][0]}: {q[0][1]})"), highlight=False)


def _run(sources: list[Path], policy_path: Path | None, store: Path | None, since: str | None,
         html: Path | None, md: Path | None, json_out: Path | None, sarif: Path | None,
         baseline_path: Path | None, fail_on: str, source_root: Path | None, write_back: Path | None,
         max_shown: int, main_cli: Any, archive: dict[str, Any] | None = None) -> int:
    from rich.text import Text

    from ..reports import BaselineError, diff_baseline, load_baseline
    from ..reports.terminal import print_findings, severity_counts_text

    out, err = main_cli.out, main_cli.err
    fail_on = fail_on.lower()
    if fail_on not in FAIL_ON:
        raise UsageProblem(f"--fail-on must be one of {', '.join(FAIL_ON)}, not {fail_on!r}")
    if archive and (archive["roots"] or archive["engine"] != "local"):
        from ..engine.cli_hook import check_archive_options

        check_archive_options(archive, sources, store, since, UsageProblem)
    elif not sources and store is None:
        raise UsageProblem("nothing to audit: name trace files or directories, or --store PATH "
                           "(see `orchtrace audit --help`)")
    if source_root is not None and not source_root.is_dir():
        raise UsageProblem(f"--source-root {source_root}: not a directory")
    since_s = parse_since(since) if since is not None else None
    try:
        from . import run_audit  # type: ignore[attr-defined]
    except ImportError as exc:
        raise UsageProblem(f"the audit engine is not available in this build ({exc})") from None
    pol = None
    if policy_path is not None:
        from . import PolicyError, load_policy  # type: ignore[attr-defined]

        try:
            pol = load_policy(policy_path)
        except PolicyError as exc:
            raise UsageProblem(str(exc)) from None
    base = None
    if baseline_path is not None:
        try:
            base = load_baseline(baseline_path)
        except BaselineError as exc:
            raise UsageProblem(str(exc)) from None
    paths, skipped_old = _files(sources, since_s) if sources else ([], 0)
    if skipped_old:
        err.print(f"[dim]--since {since}: {skipped_old} trace file(s) older than that skipped "
                  "(file modification time)[/]", highlight=False)

    started = time.perf_counter()
    if archive and archive["roots"]:  # span archives, in this process or on Ray (orchtrace.engine)
        from ..engine.cli_hook import audit_archives

        result, kept = audit_archives(archive, pol, write_back is not None, main_cli, UsageProblem)
    else:
        with main_cli.progress(len(paths), "auditing") as bar:
            task = bar.add_task("audit", total=len(paths))
            feed = _Feed(paths, store, since_s, bar, task, keep_whole=write_back is not None)
            result = run_audit(feed.traces(), pol, sources=feed.sources(), on_trace=feed.on_trace)
        kept = feed.kept
    elapsed = time.perf_counter() - started

    diff = diff_baseline(result, base) if base is not None else None
    written = _write_reports(result, diff, kept, html, md, json_out, sarif, source_root)
    if write_back is not None:
        try:
            written += [("trace", p) for p in _write_back(write_back, kept, result)]
        except OSError as exc:
            raise UsageProblem(f"--write-back {write_back}: cannot write ({exc.strerror or exc})") from None

    events = sum(t.events for t in result.traces)
    head = Text(f"Audited {len(result.traces)} trace{'s' * (len(result.traces) != 1)} "
                f"({events} events) in {elapsed:.1f} s")
    if result.policy:
        head.append(f", policy {result.policy}")
    out.print(head, highlight=False, soft_wrap=True)
    if not result.traces:
        err.print("[yellow]warning:[/] no traces to audit" + (f" in the last {since}" if since else ""),
                  highlight=False)
    if store is not None:
        _warn_quarantined(store, err)
    line = Text("Findings: ")
    line.append_text(severity_counts_text(result))
    out.print(line, highlight=False)
    print_findings(out, result, diff=diff, limit=max_shown)
    if diff is not None:
        out.print(f"Since the baseline {baseline_path}: {len(diff.new)} new, {len(diff.resolved)} "
                  f"resolved, {len(diff.unchanged)} unchanged", highlight=False, markup=False)
    for kind, path in written:
        out.print(f"wrote {kind} {path}", highlight=False, markup=False)
    failing = [] if fail_on == "never" else result.at_or_above(fail_on)
    if failing:
        out.print(Text(f"{len(failing)} finding{'s' * (len(failing) != 1)} at or above {fail_on}: exit 1",
                       style="bold red"))
        return 1
    return 0


def _write_reports(result: Any, diff: Any, kept: dict[str, dict[str, Any]], html: Path | None,
                   md: Path | None, json_out: Path | None, sarif: Path | None,
                   source_root: Path | None) -> list[tuple[str, Path]]:
    from ..reports import write_html, write_json, write_markdown, write_sarif

    traces = list(kept.values())
    jobs = [
        ("HTML report", html, lambda p: write_html(result, p, baseline=diff, traces=traces)),
        ("Markdown report", md, lambda p: write_markdown(result, p, baseline=diff,
                                                        html_report=str(html) if html else None,
                                                        source_root=source_root or Path.cwd())),
        ("JSON report", json_out, lambda p: write_json(result, p, baseline=diff)),
        ("SARIF", sarif, lambda p: write_sarif(result, p, source_root=source_root, traces=traces)),
    ]
    written = []
    for kind, path, job in jobs:
        if path is None:
            continue
        try:
            job(path)
        except OSError as exc:
            raise UsageProblem(f"{path}: cannot write the {kind} ({exc.strerror or exc})") from None
        written.append((kind, path))
    return written


def register(app: typer.Typer) -> None:
    app.command("audit", no_args_is_help=False)(audit)
