"""Issue 11 defect 7 and 8 (terminal/Markdown part): hostile trace files never produce a
traceback, a hang, terminal control sequences or live markup."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ESC_TRACE = {
    "trace_id": "x", "task_id": "t\x1b]52;c;SGVsbG8=\x07\x1b[2J", "topology": "centralized",
    "system": "[link=http://evil.example]click[/link]",
    "events": [{"id": "a", "t": 0, "type": "tool_call", "agent": "root\u202egnp.exe", "tool": "send[/]\x1b[31m",
                "sensitive": True},
               {"id": "b", "t": 1, "type": "spawn", "agent": "root\u202egnp.exe", "to": "child[bold]x"}],
    "edges": [{"src": "a", "dst": "b", "type": "temporal"}], "rewards": {}, "costs": {"tokens": 0, "wall_clock_s": 0},
}


def _cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "orchtrace", *args], capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, "COLUMNS": "200"})


def _clean_output(proc: subprocess.CompletedProcess) -> None:
    text = proc.stdout + proc.stderr
    assert "Traceback" not in text
    assert "\x1b]" not in text and "\x1b[2J" not in text and "\x07" not in text and "\u202e" not in text


def test_show_neutralises_escape_sequences_bidi_and_markup(tmp_path: Path) -> None:
    f = tmp_path / "evil.json"
    f.write_text(json.dumps(ESC_TRACE))
    proc = _cli("show", str(f))
    assert proc.returncode == 0, proc.stderr
    _clean_output(proc)
    assert "child[bold]x" in proc.stdout  # markup stays text


def test_show_with_ill_typed_fields(tmp_path: Path) -> None:
    bad = dict(ESC_TRACE, events=[{"id": "a", "t": "x", "type": "spawn", "agent": "r"}, {"id": 5}, "junk"],
               costs={"tokens": "many"})
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(bad))
    proc = _cli("show", str(f))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr


def test_validate_with_markup_in_values(tmp_path: Path) -> None:
    f = tmp_path / "m.json"
    f.write_text(json.dumps(dict(ESC_TRACE, topology="[/]")))
    proc = _cli("validate", str(f))
    assert proc.returncode == 1  # invalid (topology), reported, not crashed
    _clean_output(proc)
    assert '"[/]"' in proc.stdout


def test_audit_and_markdown_report_are_clean(tmp_path: Path) -> None:
    f = tmp_path / "a.json"
    f.write_text(json.dumps(ESC_TRACE))
    md = tmp_path / "r.md"
    proc = _cli("audit", str(f), "--md", str(md), "--fail-on", "never")
    assert proc.returncode == 0, proc.stderr
    _clean_output(proc)
    text = md.read_text()
    assert "\x1b" not in text and "\u202e" not in text and "\x07" not in text


def test_gzip_bomb_is_refused(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.json.gz"
    bomb.write_bytes(gzip.compress(b'{"a":"' + b"0" * (80 * 1024 * 1024) + b'"}'))
    for cmd in (["validate", str(bomb)], ["convert", str(bomb), "-o", str(tmp_path / "o")]):
        proc = _cli(*cmd)
        assert proc.returncode == 2 and "decompression bomb" in proc.stdout + proc.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_named_pipe_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "p.json"
    os.mkfifo(fifo)
    for cmd in (["validate", str(fifo)], ["convert", str(fifo), "-o", str(tmp_path / "o")], ["show", str(fifo)]):
        proc = _cli(*cmd, timeout=30)
        assert proc.returncode == 2 and "not a regular file" in proc.stdout + proc.stderr


def test_validate_skips_the_audit_report_beside_the_traces(tmp_path: Path) -> None:
    good = {"trace_id": "g", "task_id": "g", "events": [{"id": "a", "t": 0, "type": "spawn", "agent": "r"}],
            "edges": [], "rewards": {}, "costs": {"tokens": 0, "wall_clock_s": 0}}
    (tmp_path / "g.json").write_text(json.dumps(good))
    (tmp_path / "audit-report.json").write_text(json.dumps({"format": "orchtrace-audit/1", "findings": []}))
    proc = _cli("validate", str(tmp_path))
    assert proc.returncode == 0 and "1 audit reports skipped" in proc.stdout
    proc = _cli("validate", str(tmp_path / "audit-report.json"))  # named explicitly: it is checked
    assert proc.returncode == 1
