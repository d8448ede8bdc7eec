"""``orchtrace demo``: run the example teams on embedded defaults, write traces, audit them."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console

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
            console.print(f"[dim]langgraph_supervisor example skipped ({exc}); "
                          "install orchtrace[langgraph] to include it[/]")
        else:
            console.print("[bold]2.[/] langgraph_supervisor: supervisor + research agent + e-mail agent "
                          "(interrupt() approval)")
            written += lg.run(out_dir / "langgraph_supervisor")
    return written


def _audit(paths: list[Path], out_dir: Path, console: Console) -> None:
    try:
        from .audit import run_audit  # type: ignore[attr-defined]
        from .reports import write_html  # type: ignore[attr-defined]
    except ImportError:
        console.print("[dim](the audit is not available in this build)[/]")
        return
    from .schema.models import OrchestrationTrace

    traces = [OrchestrationTrace.model_validate(t.data) for p in paths for t in load_traces(p)]
    result = run_audit(traces)
    findings = list(getattr(result, "findings", result))
    console.print(f"\n[bold]Audit:[/] {len(findings)} findings")
    for f in findings:
        console.print(f"  [bold]{getattr(f, 'severity', '')}[/] {getattr(f, 'code', '')} "
                      f"{getattr(f, 'message', f)}", highlight=False, soft_wrap=True)
    report = out_dir / "audit-report.html"
    write_html(result, report)
    console.print(f"HTML report: {report}")


def run_demo(out_dir: Path, *, include_langgraph: bool, console: Console,
             load_example: Callable[[str], Any]) -> int:
    out_dir = Path(out_dir)
    for sub in ("custom_swarm", "langgraph_supervisor"):  # a re-run replaces the previous demo
        shutil.rmtree(out_dir / sub, ignore_errors=True)
    paths = _run_examples(out_dir, include_langgraph, console, load_example)
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
    _audit(paths, out_dir, console)
    first = paths[0] if paths else out_dir
    console.print("\n[bold]Look at them:[/]")
    console.print(f"  orchtrace show {first}", highlight=False)
    console.print(f"  orchtrace validate {out_dir}", highlight=False)
    console.print(f"  orchtrace audit {out_dir} --html {out_dir / 'audit-report.html'}", highlight=False)
    return 1 if bad else 0
