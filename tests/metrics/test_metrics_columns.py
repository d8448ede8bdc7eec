"""The converter computes each trace's metrics from its own columns (orchtrace.metrics.columns):
the values must equal those computed afresh from the trace as JSON, for traces made by the real
decorators with every kind of event the metrics read."""

from __future__ import annotations

import orjson
import pytest

import orchtrace
from orchtrace.convert import convert_records_to_dicts, iter_readable_spans
from orchtrace.metrics import agent_table, compute_metrics
from orchtrace.testing import capture_traces


@orchtrace.tool
def search(q):
    return {"hits": [q]}


@orchtrace.tool(trusted=False)
def fetch(q):
    if q == 3:
        raise ValueError("boom")
    return f"page {q}"


@orchtrace.agent(role="worker", tools=["search", "fetch"])
def worker(k):
    orchtrace.message(to="lead", content=f"start {k % 2}")  # repeated contents: duplicates
    orchtrace.cost(input_tokens=10 + k, output_tokens=k)
    out = [search(k)]
    try:
        out.append(fetch(k))
    except ValueError:
        orchtrace.reward("quality", -1.0)
        raise
    orchtrace.reward("quality", 0.5, agent="lead-agent")  # credited to another agent
    return out


@orchtrace.agent(role="critic")
def critic(results):
    orchtrace.human_intervention("approval", "approved", actor="alice", request_id="r1")
    orchtrace.decision("delegate", "worker")
    return len(results)


@orchtrace.agent(name="lead", tools=[], agent_id="lead-agent")
def lead(n):
    orchtrace.decision("spawn", "worker")
    orchtrace.reward("team", 0.25)
    results = []
    for k in range(n):
        try:
            results.append(worker(k))
        except ValueError:
            results.append(None)
    orchtrace.aggregate(results, "vote", output=len(results))
    orchtrace.cost(tokens=7)
    return critic(results)


@pytest.mark.parametrize("workers", [1, 5])
def test_metrics_from_columns_equal_metrics_from_the_trace(workers):
    with capture_traces() as cap:
        with orchtrace.task(f"cols-{workers}", "metrics columns"):
            lead(workers)
        orchtrace.reward("team", 1.0)  # outside any agent and task: a trace of its own
        records = list(iter_readable_spans(cap.spans))
    traces = convert_records_to_dicts(records)
    assert traces
    kinds = {e["type"] for t in traces for e in t["events"]}
    assert {"spawn", "return", "message", "tool_call", "aggregate", "human_intervention"} <= kinds
    for trace in traces:
        stored = trace["metrics"]
        fresh = orjson.loads(orjson.dumps(trace))  # the trace as a reader gets it
        del fresh["metrics"]
        assert stored == compute_metrics(fresh)
        assert list(stored) == list(compute_metrics(fresh))
    main = next(t for t in traces if t["task_id"] == f"cols-{workers}")
    m = main["metrics"]
    # lead, workers, critic, and "lead-agent": named only as the credited agent of a reward
    assert m["agents"] == workers + 3 and m["spawns"] == workers + 1
    assert m["rewards_anchored"] == 1 + workers  # the lead's, one per worker
    assert (m["errors"] >= 1) == (workers > 3)
    table = agent_table(main)
    assert [r["name"] for r in table].count("worker") == workers
    assert any(r["agent"] == "lead-agent" and r["rewards"] for r in table)
