"""`orchtrace demo` prints the demo's orchestration metrics."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from orchtrace.cli import app


def test_demo_prints_its_metrics(tmp_path):
    res = CliRunner().invoke(app, ["demo", "--out", str(tmp_path), "--no-langgraph"])
    assert "Orchestration metrics" in res.output, res.output
    line = next(x for x in res.output.splitlines() if "parallelism efficiency" in x)
    # the custom swarm runs 3 researchers in threads: they overlap, so efficiency > 1
    assert float(re.search(r"parallelism efficiency ([0-9.]+)", line).group(1)) > 1.0
    assert "useful agents 100%" in line
    assert re.search(r"5 agents, 4 spawns, depth 1, fan-out max 4", res.output)
    assert re.search(r"orchestrator\s+orchestrator\s+[0-9.]+\s+1500\s+0\s+team \+1", res.output)
