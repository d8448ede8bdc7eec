"""`orchtrace dataset`: row schema, deterministic task splits, decision prefixes with reward-to-go,
loadable with pyarrow and Hugging Face `datasets`, streaming shards."""

from __future__ import annotations

import orjson
import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

import orchtrace
from orchtrace.cli import app
from orchtrace.dataset import PREFIX_COLUMNS, SCHEMA_VERSION, TRACE_COLUMNS, export, rows_for, split_of
from orchtrace.dataset import writer as writer_mod
from orchtrace.testing import capture_traces
from tests.metrics.test_stats import sized
from tests.metrics.traces import T, fan_out

runner = CliRunner()


def credit_trace() -> dict:
    """R decides, spawns W; W gets a tool reward; R gets the team reward at the end."""
    b = T(task="credit")
    b.ev("d", 0.0, "orchestrator_decision", "R", kind="spawn", target="W")
    b.ev("s", 0.1, "spawn", "R", to="W", target="W")
    b.ev("c", 0.2, "tool_call", "W", tool="x")
    b.ev("r", 0.3, "tool_result", "W", tool="x", rewards=[{"channel": "tool", "value": 0.5, "agent": "W"}])
    b.ev("rw", 0.4, "return", "W", to="R", cost={"tokens": 30.0, "llm_calls": 1})
    b.ev("a", 0.5, "aggregate", "R", strategy="vote", rewards=[{"channel": "process", "value": -0.25, "agent": "W"}])
    b.ev("rr", 0.6, "return", "R", rewards=[{"channel": "team", "value": 1.0, "agent": "R"}])
    for s, d, k in (("d", "s", "temporal"), ("s", "c", "spawn"), ("c", "r", "tool_dependency"), ("r", "rw", "temporal"),
                    ("rw", "a", "return"), ("s", "a", "temporal"), ("a", "rr", "temporal"), ("rw", "a", "aggregate")):
        b.edge(s, d, k)
    out = b.build(tokens=30.0)
    out["rewards"] = {"tool": 0.5, "process": -0.25, "team": 1.0}
    return out


def test_trace_row_and_prefix_rows_with_reward_to_go():
    row, pre = rows_for(credit_trace(), source="mem", prefixes=True)
    assert set(row) == set(TRACE_COLUMNS) and all(set(p) == set(PREFIX_COLUMNS) for p in pre)
    assert row["schema_version"] == SCHEMA_VERSION and row["split"] == split_of("credit")
    assert row["n_events"] == 7 and row["length_band"] == "1-9" and row["reward_total"] == pytest.approx(1.25)
    assert row["credit_event_ids"] == ["r", "a", "rr"] and row["credit_agents"] == ["W", "W", "R"]
    assert dict(zip(row["agent_ids"], row["agent_rewards"])) == {"R": 1.0, "W": 0.25}
    assert row["m_useful_agent_utilization"] == 1.0 and row["m_spawns"] == 1
    assert orjson.loads(row["trace_json"])["task_id"] == "credit"
    assert [(p["decision_type"], p["prefix_len"], p["decision_kind"]) for p in pre] == [
        ("orchestrator_decision", 0, "spawn"), ("spawn", 1, None), ("aggregate", 5, "vote")]
    # reward-to-go: everything given from the decision on; the deciding agent's own share (R)
    assert [p["reward_to_go"] for p in pre] == pytest.approx([1.25, 1.25, 0.75])
    assert [p["agent_reward_to_go"] for p in pre] == pytest.approx([1.0, 1.0, 1.0])
    assert pre[1]["decision_target"] == "W"


def test_splits_are_deterministic_by_task_and_roughly_proportional():
    tasks = [f"task-{i}" for i in range(4000)]
    first = [split_of(t) for t in tasks]
    assert first == [split_of(t) for t in tasks]  # deterministic
    share = {s: first.count(s) / len(tasks) for s in ("train", "validation", "test")}
    assert 0.77 < share["train"] < 0.83 and 0.08 < share["validation"] < 0.12 and 0.08 < share["test"] < 0.12
    assert [split_of(t, seed="other") for t in tasks] != first  # the seed matters
    # every trace of a task in one split, whatever else differs
    a, _ = rows_for(sized(1, 5) | {"task_id": "same"})
    b, _ = rows_for(sized(2, 500) | {"task_id": "same"})
    assert a["split"] == b["split"]


@pytest.mark.parametrize("fmt", ["parquet", "jsonl"])
def test_cli_export_loads_with_pyarrow_and_datasets(tmp_path, fmt, monkeypatch):
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    traces = [sized(i, [5, 50, 400][i % 3]) for i in range(40)] + [credit_trace(), fan_out(3, aggregate_of=[1])]
    src = tmp_path / "in.jsonl"
    src.write_bytes(b"".join(orjson.dumps(t) + b"\n" for t in traces))
    out = tmp_path / "ds"
    res = runner.invoke(app, ["dataset", str(src), "-o", str(out), "--format", fmt, "--prefixes"])
    assert res.exit_code == 0, res.output
    info = orjson.loads((out / "orchtrace_dataset.json").read_bytes())
    assert info["schema_version"] == SCHEMA_VERSION and sum(info["counts"]["traces"].values()) == 42
    want = {s: sum(1 for t in traces if split_of(t["task_id"]) == s) for s in ("train", "validation", "test")}
    assert info["counts"]["traces"] == want
    n_pre = sum(info["counts"]["prefixes"].values())
    assert n_pre == 3 + 7  # credit_trace: 3 decisions; fan_out(3): 3 spawns, 3 decisions, 1 aggregate
    if fmt == "parquet":
        table = pq.read_table(out / "traces" / "train-00000.parquet")
        assert table.schema.metadata[b"orchtrace.schema_version"] == SCHEMA_VERSION.encode()
        assert table.num_rows == want["train"] and set(table.column("split").to_pylist()) == {"train"}
    import datasets

    ds = datasets.load_dataset(str(out))
    assert {k: v.num_rows for k, v in ds.items()} == {k: v for k, v in want.items() if v}
    bands = sorted(set(ds["train"]["length_band"]))
    assert set(bands) <= {"1-9", "10-99", "100-999"} and len(bands) >= 2
    pre = datasets.load_dataset(str(out), "prefixes")
    assert sum(v.num_rows for v in pre.values()) == n_pre
    row = next(r for split in ds.values() for r in split if r["task_id"] == "credit")
    assert row["credit_values"] == [0.5, -0.25, 1.0]


def test_streaming_shards_and_bounded_buffers(tmp_path, monkeypatch):
    """Shards roll over at SHARD_ROWS and Parquet row groups are written every BATCH_ROWS rows, so
    memory holds one batch, not the corpus."""
    monkeypatch.setattr(writer_mod, "SHARD_ROWS", 7)
    monkeypatch.setattr(writer_mod, "BATCH_ROWS", 3)
    src = tmp_path / "in.jsonl"
    src.write_bytes(b"".join(orjson.dumps(sized(i, 4) | {"task_id": "one-task"}) + b"\n" for i in range(20)))
    info = export([src], tmp_path / "ds", fmt="parquet")
    split = split_of("one-task")
    files = sorted((tmp_path / "ds" / "traces").glob(f"{split}-*.parquet"))
    assert [pq.read_metadata(f).num_rows for f in files] == [7, 7, 6]
    assert pq.read_metadata(files[0]).num_row_groups == 3  # 3 + 3 + 1
    assert info["counts"]["traces"][split] == 20


def test_a_failed_export_leaves_no_partial_shards(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_bytes(orjson.dumps(sized(1, 4)) + b"\n{not json\n")
    res = runner.invoke(app, ["dataset", str(src), "-o", str(tmp_path / "ds"), "--format", "jsonl"])
    assert res.exit_code == 2 and "invalid JSON" in res.output
    assert not list((tmp_path / "ds").rglob("*.jsonl*"))


def test_captured_run_to_dataset(tmp_path):
    @orchtrace.agent(role="worker")
    def worker(q: str) -> str:
        orchtrace.reward("tool", 1.0)
        return q

    @orchtrace.agent(role="orchestrator")
    def boss(q: str) -> str:
        orchtrace.decision("spawn", "worker")
        return worker(q)

    with capture_traces() as cap:
        with orchtrace.task("cap-1"):
            boss("x")
    path = tmp_path / "t.json"
    path.write_bytes(orjson.dumps(cap.trace_dicts()[0]))
    info = export([path], tmp_path / "ds", fmt="jsonl", prefixes=True)
    split = split_of("cap-1")
    (row,) = [orjson.loads(x) for x in (tmp_path / "ds" / "traces" / f"{split}-00000.jsonl").read_bytes().splitlines()]
    assert row["credit_channels"] == ["tool"] and row["credit_agents"][0].startswith("worker-")
    prefixes = [orjson.loads(x) for x in (tmp_path / "ds" / "prefixes" / f"{split}-00000.jsonl").read_bytes().splitlines()]
    assert [p["decision_type"] for p in prefixes] == ["orchestrator_decision", "spawn"]
    assert all(p["reward_to_go"] == 1.0 for p in prefixes) and info["counts"]["prefixes"][split] == 2
