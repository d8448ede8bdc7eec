"""Hostile inputs to metrics, stats and dataset: odd types everywhere, nothing crashes, nothing
from a trace reaches the terminal as markup or control codes."""

from __future__ import annotations

import orjson
from typer.testing import CliRunner

from orchtrace.cli import app
from orchtrace.metrics import agent_table, compute_metrics

ODD = [
    [],
    {"events": [1, None, {"type": 5, "agent": ["x"]}], "edges": "x", "rewards": [1], "costs": {"tokens": "NaN"}},
    {"trace_id": {"a": 1}, "task_id": 7, "system": ["s"], "topology": 3,
     "events": [{"id": ["u"], "t": "x", "type": "return", "agent": "A", "cost": {"tokens": 1e308, "llm_calls": -4},
                 "models": "gpt", "rewards": [{"value": "1"}, {"value": float("1e308"), "channel": {"c": 1}}, 5]}],
     "edges": [{"src": "a"}, None, {"src": ["a"], "dst": "b"}], "metrics": {"events": "x", "agents": 1}},
    {"task_id": "esc", "system": "\x1b[31mred\x1b[0m [bold]x[/bold] \u202eevil", "events": [
        {"id": "s", "t": 0, "type": "spawn", "agent": "\x1b]0;title\x07R", "to": "W", "role": "[link=http://x]r[/link]"},
        {"id": "r", "t": 1, "type": "return", "agent": "W", "to": "R", "status": "error", "cost": {"tokens": 5}}],
     "edges": [{"src": "r", "dst": "s", "type": "causal"}], "rewards": {"team\x1b[2J": 1}, "costs": {"tokens": 5}},
]


def test_metrics_on_odd_traces_never_raise():
    for t in ODD[1:]:
        assert isinstance(compute_metrics(t), dict) and isinstance(agent_table(t), list)


def test_stats_and_dataset_cli_on_odd_inputs(tmp_path):
    src = tmp_path / "odd.jsonl"
    src.write_bytes(b"".join(orjson.dumps(t, option=orjson.OPT_SERIALIZE_NUMPY) + b"\n" for t in ODD))
    runner = CliRunner()
    res = runner.invoke(app, ["stats", str(src), "--html", str(tmp_path / "s.html"), "--json", str(tmp_path / "s.json")])
    assert res.exit_code == 0, res.output
    assert "\x1b" not in res.output and "\u202e" not in res.output and "[bold]" not in res.output.replace("\\[bold]", "")
    assert "3 traces" in res.output and "1 non-trace items skipped" in res.output
    page = (tmp_path / "s.html").read_text()
    assert "\x1b" not in page and "<script" not in page
    for fmt in ("jsonl", "parquet"):
        res = runner.invoke(app, ["dataset", str(src), "-o", str(tmp_path / f"ds-{fmt}"), "--format", fmt, "--prefixes"])
        assert res.exit_code == 0, res.output
        info = orjson.loads((tmp_path / f"ds-{fmt}" / "orchtrace_dataset.json").read_bytes())
        assert sum(info["counts"]["traces"].values()) == 3
