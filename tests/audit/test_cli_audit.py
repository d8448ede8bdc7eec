"""``orchtrace audit`` as a user runs it: traces from the real decorators and from the demo, the
collector store, every report format, baselines, exit codes and clear one-line errors."""

from __future__ import annotations

import io
import json
import os
import time
from pathlib import Path

import jsonschema
import orjson
import pytest
from rich.console import Console
from typer.testing import CliRunner

import orchtrace
from orchtrace.cli import app
from orchtrace.exporter import trace_filename
from orchtrace.testing import capture_traces
from tests.audit.report_helpers import XSS, run_team
from tests.conftest import check_trace

REPO = Path(__file__).resolve().parents[2]
SARIF_SCHEMA = json.loads((REPO / "tests" / "data" / "sarif-schema-2.1.0.json").read_text())
runner = CliRunner()


def run(*args: str | Path):
    result = runner.invoke(app, [str(a) for a in args])
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def save(directory: Path, *traces: dict) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for t in traces:
        p = directory / trace_filename(f"{t['task_id']}-{t['trace_id'][:8]}")
        p.write_bytes(orjson.dumps(t))
        paths.append(p)
    return paths


@orchtrace.tool(description="a local calculator")
def lookup(q: str) -> str:
    return "42"


@orchtrace.agent(name="solo", tools=["lookup"])
def solo() -> str:
    return lookup("meaning")


def benign_trace() -> dict:
    with capture_traces() as cap, orchtrace.task("benign", "look something up", system="team"):
        solo()
    (trace,) = cap.trace_dicts()
    return trace


@pytest.fixture(scope="module")
def attacked():
    return run_team()


def test_attacked_run_fails_the_gate_and_writes_every_report(tmp_path, attacked):
    save(tmp_path / "traces", attacked)
    out = tmp_path / "reports"
    result = run("audit", tmp_path / "traces", "--html", out / "a.html", "--md", out / "a.md",
                 "--json", out / "a.json", "--sarif", out / "a.sarif", "--source-root", REPO)
    assert result.exit_code == 1, result.output
    assert "Audited 1 trace" in result.output
    assert "at or above high: exit 1" in result.output
    assert "send_email" in result.output and "path tool_result fetch_page in researcher" in result.output
    doc = json.loads((out / "a.json").read_text())
    assert doc["format"] == "orchtrace-audit/1" and doc["findings"]
    assert doc["traces"][0]["source"] == str(tmp_path / "traces" / os.listdir(tmp_path / "traces")[0])
    assert any(f["severity"] in ("high", "critical") for f in doc["findings"])
    sarif = json.loads((out / "a.sarif").read_text())
    jsonschema.Draft4Validator(SARIF_SCHEMA).validate(sarif)
    located = [r for r in sarif["runs"][0]["results"] if "physicalLocation" in r["locations"][0]]
    assert located and all(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                           == "tests/audit/report_helpers.py" for r in located)
    page = (out / "a.html").read_text()
    assert "Content-Security-Policy" in page and "<svg class=\"graph\"" in page
    assert "drawn from the evidence path only" not in page  # the CLI hands the traces to the graph
    assert (out / "a.md").read_text().startswith("### orchtrace audit: **")
    for line in (f"wrote HTML report {out / 'a.html'}", f"wrote SARIF {out / 'a.sarif'}"):
        assert line in result.output


def test_clean_run_exits_0(tmp_path):
    save(tmp_path, benign_trace())
    result = run("audit", tmp_path, "--json", tmp_path / "r" / "audit.json")
    assert result.exit_code == 0, result.output
    assert "Findings: no findings" in result.output
    assert json.loads((tmp_path / "r" / "audit.json").read_text())["findings"] == []


def test_fail_on_threshold(tmp_path, attacked):
    save(tmp_path, attacked)
    assert run("audit", tmp_path, "--fail-on", "never").exit_code == 0
    assert run("audit", tmp_path, "--fail-on", "info").exit_code == 1
    bad = run("audit", tmp_path, "--fail-on", "severe")
    assert bad.exit_code == 2 and "--fail-on must be one of critical, high, medium, low, info, never" in bad.output


def test_baseline_marks_new_and_resolved(tmp_path, attacked):
    night1 = save(tmp_path / "night1", benign_trace())
    r1 = run("audit", tmp_path / "night1", "--json", tmp_path / "night1.json")
    assert r1.exit_code == 0
    save(tmp_path / "night2", attacked)
    r2 = run("audit", tmp_path / "night2", "--baseline", tmp_path / "night1.json",
             "--json", tmp_path / "night2.json", "--md", tmp_path / "night2.md", "--html", tmp_path / "night2.html")
    assert r2.exit_code == 1
    doc2 = json.loads((tmp_path / "night2.json").read_text())
    fps = list(dict.fromkeys(f["fingerprint"] for f in doc2["findings"]))
    assert doc2["baseline"]["new"] == fps and doc2["baseline"]["resolved"] == []
    assert f"Since the baseline {tmp_path / 'night1.json'}: {len(fps)} new, 0 resolved, 0 unchanged" in r2.output
    assert r2.output.count(" NEW") == len(fps)
    assert f'<span class="badge new">{len(fps)} new</span>' in (tmp_path / "night2.html").read_text()
    # night 3: the same attack again (new ids, same code) plus nothing else: all unchanged
    save(tmp_path / "night3", run_team())
    r3 = run("audit", tmp_path / "night3", "--baseline", tmp_path / "night2.json", "--json", tmp_path / "night3.json")
    doc3 = json.loads((tmp_path / "night3.json").read_text())
    assert doc3["baseline"]["new"] == [] and doc3["baseline"]["unchanged"] == fps
    assert " NEW" not in r3.output
    # night 4: fixed (only the benign run left): everything resolved
    r4 = run("audit", night1[0], "--baseline", tmp_path / "night3.json", "--json", tmp_path / "night4.json")
    assert r4.exit_code == 0
    doc4 = json.loads((tmp_path / "night4.json").read_text())
    assert [r["fingerprint"] for r in doc4["baseline"]["resolved"]] == fps
    assert f"0 new, {len(fps)} resolved, 0 unchanged" in r4.output


@pytest.mark.parametrize("case", ["invalid-trace", "not-json", "empty-dir", "missing", "unknown-rule",
                                  "bad-policy-field", "bad-baseline", "report-as-trace", "nothing",
                                  "bad-since", "bad-source-root", "missing-store"])
def test_bad_inputs_exit_2_with_one_clear_line(tmp_path, attacked, case):
    good = save(tmp_path / "ok", attacked)[0]
    args: list = []
    expect = ""
    if case == "invalid-trace":
        bad = dict(attacked, edges=[{"src": "nope", "dst": attacked["events"][0]["id"], "type": "causal"}])
        path = save(tmp_path / "bad", bad)[0]
        args, expect = [tmp_path / "bad"], f"{path}: not a valid orchestration trace: $.edges[0].src"
    elif case == "not-json":
        (tmp_path / "t.json").write_text('{"trace_id": ')
        args, expect = [tmp_path / "t.json"], f"{tmp_path / 't.json'}:1:14: truncated JSON"
    elif case == "empty-dir":
        (tmp_path / "empty").mkdir()
        args, expect = [tmp_path / "empty"], f"{tmp_path / 'empty'}: directory contains no"
    elif case == "missing":
        args, expect = [tmp_path / "nope"], f"{tmp_path / 'nope'}: no such file or directory"
    elif case == "unknown-rule":
        pol = tmp_path / "orchtrace.toml"
        pol.write_text('[rules.OTA101]\nseverity = "low"\n\n[rules.OTA999]\nenabled = false\n')
        args, expect = [good, "--policy", pol], f"{pol}"
    elif case == "bad-policy-field":
        pol = tmp_path / "orchtrace.toml"
        pol.write_text('[rules.OTA101]\nseverity = "catastrophic"\n')
        args, expect = [good, "--policy", pol], f"{pol}:2"
    elif case == "bad-baseline":
        (tmp_path / "prev.json").write_text("[]")
        args, expect = [good, "--baseline", tmp_path / "prev.json"], "not an audit report"
    elif case == "report-as-trace":
        run("audit", good, "--json", tmp_path / "ok" / "audit.json")
        args, expect = [tmp_path / "ok"], "this is an orchtrace audit report, not a trace"
    elif case == "nothing":
        args, expect = [], "nothing to audit"
    elif case == "bad-since":
        args, expect = [good, "--since", "yesterday"], "--since 'yesterday' is not a duration"
    elif case == "bad-source-root":
        args, expect = [good, "--source-root", tmp_path / "nope"], "not a directory"
    elif case == "missing-store":
        args, expect = ["--store", tmp_path / "nope.db"], "nope.db"
    reports = tmp_path / "reports"
    result = run("audit", *args, "--html", reports / "r.html", "--json", reports / "r.json")
    assert result.exit_code == 2, result.output
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and expect in errors[0], result.output
    if case == "unknown-rule":
        assert "OTA999" in errors[0]
    assert not reports.exists()  # nothing written when the audit did not run whole


def test_since_filters_trace_files_by_modification_time(tmp_path, attacked):
    old, _ = save(tmp_path, attacked, benign_trace())
    two_days_ago = time.time() - 2 * 86400
    os.utime(old, (two_days_ago, two_days_ago))
    result = run("audit", tmp_path, "--since", "24h")
    assert result.exit_code == 0, result.output
    assert "Audited 1 trace" in result.output
    assert "1 trace file(s) older than that skipped" in result.output
    assert run("audit", tmp_path, "--since", "3d").exit_code == 1


def test_write_back_annotates_traces_that_still_validate(tmp_path, attacked):
    save(tmp_path / "in", attacked, benign_trace())
    result = run("audit", tmp_path / "in", "--write-back", tmp_path / "annotated", "--fail-on", "never")
    assert result.exit_code == 0, result.output
    (written,) = sorted((tmp_path / "annotated").iterdir())  # only the trace with findings
    data = json.loads(written.read_text())
    check_trace(data)
    safety = [e for e in data["events"] if e["type"] == "safety_event"]
    assert safety and {e["agent"] for e in safety} <= {e["agent"] for e in attacked["events"]}
    assert any(e["type"] == "safety_flow" for e in data["edges"])
    assert f"wrote trace {written}" in result.output


def test_attacker_strings_reach_the_terminal_as_plain_text(tmp_path):
    save(tmp_path, run_team(XSS + "[bold red]x[/]\x1b[31m"))
    result = run("audit", tmp_path, "--fail-on", "never")
    assert result.exit_code == 0, result.output
    assert "[bold red]x[/]" in result.output  # printed literally, not interpreted as markup
    assert "\x1b[31m" not in result.output


def test_collector_store_source(tmp_path, attacked):
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SpanExportResult

    from orchtrace_collector import serve
    from orchtrace_collector.assembler import assemble_all

    with capture_traces() as cap, orchtrace.task("from-the-store", "digest", system="team"):
        solo()
    db = tmp_path / "spans.db"
    with serve(db, port=0, quiet_seconds=3600, max_wait_seconds=3600) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(cap.spans) == SpanExportResult.SUCCESS
    assert assemble_all(db, workers=1) >= 1
    save(tmp_path / "files", attacked)
    result = run("audit", tmp_path / "files", "--store", db, "--since", "24h", "--json", tmp_path / "r.json")
    assert result.exit_code == 1, result.output
    doc = json.loads((tmp_path / "r.json").read_text())
    assert sorted(t["task_id"] for t in doc["traces"]) == sorted(["from-the-store", attacked["task_id"]])
    assert any(t["source"] == f"{db}#from-the-store" for t in doc["traces"])
    only_store = run("audit", "--store", db)
    assert only_store.exit_code == 0 and "Audited 1 trace" in only_store.output


def test_progress_bar_over_many_traces(tmp_path, monkeypatch):
    import orchtrace.cli as main_cli

    for i in range(25):
        save(tmp_path / "many", dict(benign_trace(), task_id=f"t{i}"))
    buf = io.StringIO()
    monkeypatch.setattr(main_cli, "err", Console(file=buf, force_terminal=True, width=100))
    result = run("audit", tmp_path / "many")
    assert result.exit_code == 0 and "Audited 25 traces" in result.output
    assert "auditing" in buf.getvalue() and "25/25" in buf.getvalue()


def test_on_the_demo_output(tmp_path):
    demo = run("demo", "--out", tmp_path / "demo", "--no-langgraph")
    assert demo.exit_code == 0, demo.output
    assert "Audit of this run:" in demo.output and "path tool_result fetch_page in researcher" in demo.output
    assert (tmp_path / "demo" / "audit-report.html").exists()
    assert json.loads((tmp_path / "demo" / "audit-report.json").read_text())["findings"]
    assert f"open it: {(tmp_path / 'demo' / 'audit-report.html').resolve().as_uri()}" in demo.output
    result = run("audit", tmp_path / "demo" / "custom_swarm", "--sarif", tmp_path / "demo.sarif",
                 "--source-root", REPO)
    assert result.exit_code == 1, result.output
    sarif = json.loads((tmp_path / "demo.sarif").read_text())
    jsonschema.Draft4Validator(SARIF_SCHEMA).validate(sarif)
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in sarif["runs"][0]["results"] if "physicalLocation" in r.get("locations", [{}])[0]}
    assert "examples/custom_swarm/app.py" in uris
    # the send_email the planted instruction asked for is flagged at high severity or above
    assert any(r["ruleId"].startswith("OTA1") and r["level"] == "error" and "send_email" in r["message"]["text"]
               for r in sarif["runs"][0]["results"])


def test_jsonl_gz_sources_name_their_lines(tmp_path, attacked):
    import gzip

    path = tmp_path / "night.jsonl.gz"
    bad = dict(benign_trace())
    bad.pop("trace_id")
    path.write_bytes(gzip.compress(orjson.dumps(attacked) + b"\n" + orjson.dumps(benign_trace()) + b"\n"))
    result = run("audit", path, "--json", tmp_path / "r.json", "--fail-on", "never")
    assert result.exit_code == 0, result.output
    doc = json.loads((tmp_path / "r.json").read_text())
    assert [t["source"] for t in doc["traces"]] == [f"{path}:1", f"{path}:2"]
    path.write_bytes(gzip.compress(orjson.dumps(attacked) + b"\n" + orjson.dumps(bad) + b"\n"))
    result = run("audit", path)
    assert result.exit_code == 2
    assert f"error: {path}:2: not a valid orchestration trace: $: \"trace_id\" is a required property" in result.output


def test_store_without_the_collector_installed(tmp_path, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "orchtrace_collector", None)  # import fails as if not installed
    result = run("audit", "--store", tmp_path / "spans.db")
    assert result.exit_code == 2
    assert "error: --store needs the collector, which is not installed: pip install 'orchtrace[collector]'" \
        in result.output
