"""The streaming JSONL writer (orchtrace.convert.stream) writes exactly what the dict path
produces, trace by trace, from spans made by the real decorators."""

from __future__ import annotations

import io

import orjson

import orchtrace
from orchtrace.convert import convert_records_to_dicts, iter_readable_spans
from orchtrace.convert.stream import convert_batches_to_jsonl, convert_records_to_jsonl, write_trace_jsonl
from orchtrace.testing import capture_traces


@orchtrace.tool
def search(q):
    return {"hits": [q]}


@orchtrace.tool(trusted=False)
def fetch(q):
    return f"page {q}"


@orchtrace.agent(role="worker", tools=["search", "fetch"])
def worker(k):
    orchtrace.message(to="lead", content=f"start {k}")
    return [search(k), fetch(k)]


@orchtrace.agent(name="lead", tools=[])
def lead(n):
    orchtrace.decision("spawn", "worker")
    return [worker(k) for k in range(n)]


def _spans_by_task():
    batches = []
    with capture_traces() as cap:
        for name in ("t-b", "t-a", "t-c"):  # not in task-id order
            with orchtrace.task(name, "stream test"):
                lead(3)
            batches.append(list(iter_readable_spans(cap.spans)))
            cap.clear()
    return batches


def test_jsonl_writer_is_byte_identical_to_the_dict_path():
    batches = _spans_by_task()
    records = [r for b in batches for r in b]
    expected = b"".join(orjson.dumps(t) + b"\n" for t in convert_records_to_dicts(list(records)))
    out = io.BytesIO()
    assert convert_records_to_jsonl(records, out) == 3
    assert out.getvalue() == expected
    lines = [orjson.loads(line) for line in out.getvalue().splitlines()]
    assert [t["task_id"] for t in lines] == ["t-a", "t-b", "t-c"]
    assert all(any(e["type"] == "tool_result" for e in t["events"]) for t in lines)


def test_batches_are_converted_one_by_one_with_the_same_traces():
    batches = _spans_by_task()
    out = io.BytesIO()
    assert convert_batches_to_jsonl(iter(batches), out) == 3
    got = {t["task_id"]: t for t in map(orjson.loads, out.getvalue().splitlines())}
    for batch in batches:
        (alone,) = convert_records_to_dicts(batch)
        assert got[alone["task_id"]] == orjson.loads(orjson.dumps(alone))


def test_long_event_lists_are_written_in_chunks_and_consumed():
    events = [{"id": f"e{i}", "type": "message", "agent": "a", "t": i / 1e9} for i in range(45_001)]
    trace = {"trace_id": "x", "task_id": "y", "events": events, "edges": [], "rewards": {"team": 1.0}}
    expected = orjson.dumps(trace) + b"\n"
    out = io.BytesIO()
    assert write_trace_jsonl(trace, out) == len(expected)
    assert out.getvalue() == expected
    assert trace["events"] == []  # consumed as written
