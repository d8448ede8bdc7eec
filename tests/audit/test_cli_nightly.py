"""examples/nightly: the cron script and the GitHub workflow's own shell steps, run for two nights
against a real collector store; every ``orchtrace audit`` flag they use exists."""

from __future__ import annotations

import json
import os
import re
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from orchtrace.cli import app
from tests.audit.report_helpers import run_team_captured

REPO = Path(__file__).resolve().parents[2]
NIGHTLY = REPO / "examples" / "nightly"
WORKFLOW = yaml.safe_load((NIGHTLY / "orchtrace-nightly.yml").read_text())
STEPS = {s.get("name", s.get("uses", "")): s for s in WORKFLOW["jobs"]["audit"]["steps"]}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SpanExportResult

    from orchtrace_collector import serve
    from orchtrace_collector.assembler import assemble_all

    db = tmp_path_factory.mktemp("store") / "spans.db"
    cap = run_team_captured()  # an attacked run: untrusted page -> e-mail with no approval
    with serve(db, port=0, quiet_seconds=3600, max_wait_seconds=3600) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(cap.spans) == SpanExportResult.SUCCESS
    assert assemble_all(db, workers=1) >= 1
    return db


@pytest.fixture
def orchtrace_exe(tmp_path):
    """`orchtrace` on PATH for the scripts: this interpreter's orchtrace, whatever PATH says."""
    bindir = tmp_path / "bin"
    bindir.mkdir()
    exe = bindir / "orchtrace"
    exe.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} -m orchtrace \"$@\"\n")
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    env = dict(os.environ, PATH=f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}", ORCHTRACE=str(exe),
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    return env


def test_cron_script_two_nights(tmp_path, store, orchtrace_exe):
    reports = tmp_path / "reports"

    def night() -> subprocess.CompletedProcess[str]:
        return subprocess.run(["bash", str(NIGHTLY / "nightly-audit.sh"), str(store), str(reports), str(REPO)],
                              env=orchtrace_exe, capture_output=True, text=True, timeout=300, check=False)

    first = night()
    assert first.returncode == 1, first.stdout + first.stderr  # findings at or above high
    assert "Traceback" not in first.stderr
    (day,) = [p for p in reports.iterdir() if p.is_dir()]
    assert sorted(p.name for p in day.iterdir()) == ["audit.html", "audit.json", "audit.md", "audit.sarif"]
    baseline = json.loads((reports / "baseline.json").read_text())
    assert baseline == json.loads((day / "audit.json").read_text()) and "baseline" not in baseline
    fps = list(dict.fromkeys(f["fingerprint"] for f in baseline["findings"]))
    assert fps
    second = night()  # same store: the same findings, now unchanged
    assert second.returncode == 1
    latest = max(p for p in reports.iterdir() if p.is_dir())  # another day if midnight passed
    doc = json.loads((latest / "audit.json").read_text())
    assert doc["baseline"]["new"] == [] and doc["baseline"]["unchanged"] == fps
    assert f"0 new, 0 resolved, {len(fps)} unchanged" in second.stdout
    assert not list(reports.glob(".baseline*"))  # the temporary copy was renamed into place


def test_cron_script_input_error_keeps_the_baseline(tmp_path, orchtrace_exe):
    reports = tmp_path / "reports"
    reports.mkdir()
    (reports / "baseline.json").write_text('{"format": "orchtrace-audit/1", "findings": []}')
    proc = subprocess.run(["bash", str(NIGHTLY / "nightly-audit.sh"), str(tmp_path / "missing.db"), str(reports)],
                          env=orchtrace_exe, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 2 and "no such store" in proc.stderr
    assert (reports / "baseline.json").read_text() == '{"format": "orchtrace-audit/1", "findings": []}'


def test_crontab_line_runs_the_script():
    lines = [l for l in (NIGHTLY / "crontab").read_text().splitlines() if l and not l.startswith("#")
             and "=" not in l.split()[0]]
    (line,) = lines
    fields = line.split()
    assert all(re.fullmatch(r"[\d*/,-]+", f) for f in fields[:5])
    assert fields[5].endswith("examples/nightly/nightly-audit.sh")


def _bash_steps(tmp_path: Path, env: dict, names: list[str]) -> list[subprocess.CompletedProcess[str]]:
    procs = []
    for name in names:
        script = STEPS[name]["run"]
        procs.append(subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, env=env, capture_output=True,
                                    text=True, timeout=300, check=False))
    return procs


def test_workflow_shell_steps_two_nights(tmp_path, store, orchtrace_exe):
    assert "github/codeql-action/upload-sarif@v3" in {s.get("uses") for s in STEPS.values()}
    upload = next(s for s in STEPS.values() if s.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert upload["with"]["sarif_file"] == "reports/audit.sarif"
    assert WORKFLOW["permissions"]["security-events"] == "write"
    work = tmp_path / "checkout"
    work.mkdir()
    outputs, summary = tmp_path / "outputs", tmp_path / "summary.md"
    env = dict(orchtrace_exe, ORCHTRACE_STORE=str(store), GITHUB_WORKSPACE=str(REPO),
               GITHUB_OUTPUT=str(outputs), GITHUB_STEP_SUMMARY=str(summary))
    audit, keep = _bash_steps(work, env, ["Audit the last 24 hours", "Tonight's JSON is tomorrow's baseline"])
    assert audit.returncode == 0, audit.stdout + audit.stderr  # the gate is a later step
    assert outputs.read_text().strip().endswith("status=1")
    assert summary.read_text().startswith("### orchtrace audit: **")
    assert keep.returncode == 0 and (work / "orchtrace-baseline" / "audit.json").exists()
    sarif = json.loads((work / "reports" / "audit.sarif").read_text())
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in sarif["runs"][0]["results"]
            if "physicalLocation" in r.get("locations", [{}])[0]}
    assert uris == {"tests/audit/report_helpers.py"}  # relative to the checkout: code scanning can place it
    (audit2,) = _bash_steps(work, env, ["Audit the last 24 hours"])
    assert audit2.returncode == 0
    doc = json.loads((work / "reports" / "audit.json").read_text())
    assert doc["baseline"]["path"] == "orchtrace-baseline/audit.json" and doc["baseline"]["new"] == []
    gate = STEPS["Fail on findings at or above high"]
    assert gate["if"] == "steps.audit.outputs.status == '1'"


def test_every_flag_the_examples_use_exists():
    import typer.main

    command = typer.main.get_command(app).commands["audit"]
    known = {opt for p in command.params for opt in p.opts}
    used = set(re.findall(r"(--[a-z][a-z-]+)", STEPS["Audit the last 24 hours"]["run"]))
    used |= set(re.findall(r"(--[a-z][a-z-]+)", (NIGHTLY / "nightly-audit.sh").read_text()))
    used |= set(re.findall(r"(--[a-z][a-z-]+)", (NIGHTLY / "README.md").read_text()))
    assert used and used <= known, used - known
