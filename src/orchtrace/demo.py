"""``orchtrace demo``: run the example teams on embedded defaults, write traces, audit them."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from .schema.validate import validate_trace
from .traceio import load_traces


def _run_examples(out_dir: Path, include_langgraph: bool, console: Console,
                  load_example: Callable[[str], Any]) -> list[Path]:
    written: list[Path] = []
    swarm = load_example("custom_swarm")
    console.print("[bold]1.[/] custom_swarm: orchestrator + 3 researchers in threads + e-mailer")
    written += swarm.run(out_dir / "custom_swarm")
    if include_langgraph:
        try:
            lg = load_example("langgraph_supervisor")
        except (ImportError, FileNotFoundError) as exc:
            # escaped: "[langgraph]" would otherwise be read as rich markup and vanish
            console.print(f"[dim]langgraph_supervisor example skipped ({escape(str(exc))}); "
                          f"{escape('pip install orchtrace[langgraph]')} to include it[/]")
        else:
            console.print("[bold]2.[/] langgraph_supervisor: supervisor + research agent + e-mail agent "
                          "(interrupt() approval)")
            written += lg.run(out_dir / "langgraph_supervisor")
    return written


def _audit(paths: list[Path], out_dir: Path, console: Console) -> None:
    """Audit the demo's own traces: findings on the terminal, HTML + JSON reports in ``out_dir``."""
    try:
        from .audit import run_audit  # type: ignore[attr-defined]
        from .reports import write_html, write_json
        from .reports.terminal import print_findings, severity_counts_text
    except ImportError:
        console.print("[dim](the audit is not available in this build)[/]")
        return
    from rich.text import Text

    loaded = [t for p in paths for t in load_traces(p)]
    traces = [t.data for t in loaded]
    sources = [t.source for t in loaded]
    result = run_audit(traces, sources=sources)
    line = Text("\n")
    line.append("Audit of this run: ", style="bold")
    line.append_text(severity_counts_text(result))
    console.print(line, highlight=False)
    print_findings(console, result, limit=12, by_trace=True)
    html = write_html(result, out_dir / "audit-report.html", traces=traces)
    report = write_json(result, out_dir / "audit-report.json")
    console.print("\n[bold]Audit reports:[/]")
    console.print(f"  HTML  {html}", highlight=False)
    console.print(f"  JSON  {report}  (tomorrow's --baseline)", highlight=False)
    console.print(f"  open it: {html.resolve().as_uri()}  (or: python -m webbrowser {html})", highlight=False)


def _print_metrics(paths: list[Path], console: Console) -> None:
    """The demo's orchestration metrics (survey Table 13 + structure; ``orchtrace.metrics``)."""
    try:
        from .metrics.report import print_trace_metrics
    except ImportError:
        return
    console.print("\n[bold]Orchestration metrics[/] (docs/metrics.md):")
    for p in paths:
        for loaded in load_traces(p):
            print_trace_metrics(console, loaded.data)


def run_demo(out_dir: Path, *, include_langgraph: bool, console: Console,
             load_example: Callable[[str], Any]) -> int:
    out_dir = Path(out_dir)
    for sub in ("custom_swarm", "langgraph_supervisor"):  # a re-run replaces the previous demo
        shutil.rmtree(out_dir / sub, ignore_errors=True)
    paths = _run_examples(out_dir, include_langgraph, console, load_example)
    if not paths:
        console.print("[red]error:[/] the examples wrote no orchestration traces (see the messages above)")
        return 1
    bad = 0
    console.print("\n[bold]Orchestration traces[/] (validated against the published schema):")
    for p in paths:
        for loaded in load_traces(p):
            problems = validate_trace(loaded.data)
            bad += bool(problems)
            d = loaded.data
            kinds = sorted({e["type"] for e in d["events"]})
            status = "[red]INVALID[/]" if problems else "[green]valid[/]"
            console.print(f"  {status} {p}  {len(d['events'])} events, {len(d['edges'])} edges, "
                          f"topology {d.get('topology')}", highlight=False)
            console.print(f"    event types: {', '.join(kinds)}", highlight=False)
    _print_metrics(paths, console)
    _audit(paths, out_dir, console)
    first = paths[0] if paths else out_dir
    dirs = " ".join(str(d) for d in dict.fromkeys(p.parent for p in paths)) or str(out_dir)
    console.print("\n[bold]Look at them:[/]")
    console.print(f"  orchtrace show {first}", highlight=False)
    console.print(f"  orchtrace validate {dirs}", highlight=False)
    console.print(f"  orchtrace audit {dirs} --html {out_dir / 'audit-report.html'} "
                  f"--sarif {out_dir / 'audit.sarif'} --md {out_dir / 'audit-report.md'}", highlight=False)
    return 1 if bad else 0
