"""`orchtrace convert --stream`: each trace validated and written as soon as it is built, to
temporary files renamed at the end; same files, bytes and messages as the in-memory path, and
still nothing written when one trace is invalid."""

from __future__ import annotations

import orjson
import pytest
from typer.testing import CliRunner

import orchtrace
from orchtrace.cli import app
from orchtrace.testing import capture_traces
from tests.core.test_cli import _otlp_json

runner = CliRunner()


@orchtrace.tool
def lookup(q):
    return {"hits": [q]}


@orchtrace.agent(role="worker", tools=["lookup"])
def helper(k):
    orchtrace.message(to="boss", content=f"on it {k}")
    return lookup(k)


@orchtrace.agent(name="boss")
def boss(n):
    return [helper(k) for k in range(n)]


@pytest.fixture
def spans_file(tmp_path):
    with capture_traces() as cap:
        for name in ("job-b", "job-a"):
            with orchtrace.task(name, "cli stream"):
                boss(3)
        spans = list(cap.spans)
    path = tmp_path / "spans.json"
    path.write_bytes(orjson.dumps(_otlp_json(spans)))
    return path


def _files(directory):
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


@pytest.mark.parametrize("fmt", ["json", "jsonl"])
def test_stream_writes_the_same_files_and_messages(tmp_path, spans_file, fmt):
    plain, streamed = tmp_path / "plain", tmp_path / "streamed"
    a = runner.invoke(app, ["convert", str(spans_file), "-o", str(plain), "--format", fmt, "--no-stream"])
    b = runner.invoke(app, ["convert", str(spans_file), "-o", str(streamed), "--format", fmt, "--stream"])
    assert a.exit_code == 0 and b.exit_code == 0, (a.output, b.output)
    assert _files(plain) == _files(streamed)
    assert len(_files(streamed)) == (1 if fmt == "jsonl" else 2)  # no temporary file left behind
    assert a.output.replace(str(plain), "OUT") == b.output.replace(str(streamed), "OUT")
    assert "2 orchestration traces" in b.output


def test_stream_writes_nothing_when_a_trace_is_invalid(tmp_path, spans_file, monkeypatch):
    import orchtrace.schema.validate as validate

    real = validate.validate_trace

    def strict(trace, **kw):  # the second trace built fails, as a converter bug would
        return ["boom"] if trace["task_id"] == "job-b" else real(trace, **kw)

    monkeypatch.setattr(validate, "validate_trace", strict)
    out = tmp_path / "out"
    for fmt in ("json", "jsonl"):
        result = runner.invoke(app, ["convert", str(spans_file), "-o", str(out), "--format", fmt, "--stream"])
        assert result.exit_code == 1
        assert "internal error" in result.output and "job-b" in result.output
        assert not out.exists()
    out.mkdir()
    (out / "old.json").write_bytes(b"{}")
    result = runner.invoke(app, ["convert", str(spans_file), "-o", str(out), "--stream"])
    assert result.exit_code == 1
    assert _files(out) == {"old.json": b"{}"}  # an existing directory keeps only what it had


def test_large_inputs_stream_by_default(tmp_path, spans_file, monkeypatch):
    import orchtrace.cli as cli
    import orchtrace.convert.atomic as atomic

    calls = []
    real = atomic.convert_to_files_atomic

    def spy(*args, **kwargs):
        calls.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(atomic, "convert_to_files_atomic", spy)
    plain = tmp_path / "plain"
    assert runner.invoke(app, ["convert", str(spans_file), "-o", str(plain)]).exit_code == 0
    assert calls == []  # a small input: the in-memory path
    monkeypatch.setattr(cli, "STREAM_SPANS", 5)  # "large" = more than 5 spans
    streamed = tmp_path / "streamed"
    assert runner.invoke(app, ["convert", str(spans_file), "-o", str(streamed)]).exit_code == 0
    assert calls == ["json"]
    assert _files(plain) == _files(streamed)
