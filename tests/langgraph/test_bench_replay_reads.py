"""The zero-code benchmark (``bench/bench_complete_runs_langgraph.py``) replays a complete run as a
real LangGraph ReAct agent.  A run that reads one tool several times ("read_invoice" for each of
three invoices) must get each read's own text back, as the decorator benchmark does: replaying the
first text for every read dropped the planted instruction whenever it sat in a later read, and
the zero-code figures on repeat rounds read ~3 points lower than the decorator path's for that
reason alone (2026-11-28)."""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("langgraph")

from bench import bench_complete_runs_langgraph as blg  # noqa: E402
from tests.audit import complete_runs as cr  # noqa: E402


def test_a_tool_read_twice_returns_each_reads_text(lg: Any) -> None:
    tool = blg._lc_tool("read_invoice", ["first page", {"second": "page"}], ["ref"])
    assert tool.invoke({"ref": "A"}) == "first page"
    assert tool.invoke({"ref": "B"}) == '{"second": "page"}'
    assert tool.invoke({"ref": "C"}) == '{"second": "page"}'  # past the last: the last again


def _repeated_read_plan(half: str) -> tuple[random.Random, str]:
    """An rng state whose attacked plan reads one tool twice with the payload in a later read."""
    for seed in range(2000):
        rng = random.Random(seed)
        probe = random.Random()
        probe.setstate(rng.getstate())
        _run, _task, reads, _actions, _goal = cr.plan_run(probe, attacked=True, half=half, topology=False)
        names = [n for n, _t, _kw in reads]
        for k, name in enumerate(names):
            if name in names[:k] and str(reads[k][1]) != str(reads[names.index(name)][1]):
                return rng, name
    pytest.skip("no plan with a repeated read in this half")


def test_replayed_run_carries_every_read(lg: Any) -> None:
    # a repeat round: every benign task reads one tool per item (an invoice each)
    half = "held_out364"
    assert half in cr.TASKS_BY_HALF
    rng, name = _repeated_read_plan(half)
    probe = random.Random()
    probe.setstate(rng.getstate())
    _run, _task, reads, _actions, _goal = cr.plan_run(probe, attacked=True, half=half, topology=False)
    trace, _run = blg.make_lg_run(rng, True, half, lg)
    results = [e for e in trace["events"] if e["type"] == "tool_result" and e.get("tool") == name]
    texts = {str(t) for n, t, _kw in reads if n == name}
    refs = {e.get("content_ref") for e in results}
    assert len(results) == sum(1 for n, _t, _kw in reads if n == name)
    assert len(refs) == len(texts) > 1  # every distinct text reached the trace
