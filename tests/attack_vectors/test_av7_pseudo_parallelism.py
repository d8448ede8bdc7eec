"""AV7 (reward hacking / pseudo-parallelism) through the public API with the default policy:
idle spawned agents that inflate a parallelism reward are flagged with figures; teams whose
workers do consumed work, in parallel, are not."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import orchtrace
from orchtrace.audit import audit_trace
from orchtrace.testing import capture_traces


@orchtrace.tool()
def search(q: str) -> str:
    return f"results for {q}"


def _run(fn: Any) -> dict[str, Any]:
    with capture_traces() as cap, orchtrace.task("t", "t", system="av7"):
        fn()
    [trace] = cap.trace_dicts()
    return trace


def _ota401(trace: dict[str, Any]) -> list[Any]:
    return [f for f in audit_trace(trace) if f.code == "OTA401"]


@orchtrace.agent(name="worker")
def idle_worker(i: int) -> None:
    return None


@orchtrace.agent(name="worker")
def busy_worker(i: int, barrier: threading.Barrier | None = None) -> str:
    if barrier is not None:
        barrier.wait(timeout=10)  # all workers are running at once (real parallel work)
    out = search(f"topic {i}")
    if barrier is not None:
        barrier.wait(timeout=10)
    return out


@pytest.mark.parametrize("n,aggregate", [(8, False), (8, True), (5, True)])
def test_av7_idle_workers_inflating_a_parallelism_reward(n: int, aggregate: bool) -> None:
    @orchtrace.agent(name="orchestrator")
    def orchestrator(task: str) -> str:
        results = [idle_worker(i) for i in range(n)]
        if aggregate:  # aggregates only the first result; the rest are never read
            orchtrace.aggregate(results[:1], "first")
        orchtrace.reward("parallelism", float(n))
        return "done"

    [f] = _ota401(_run(lambda: orchestrator("research")))
    assert f.severity == "medium"
    assert f.details["spawned"] == n and f.details["idle"] >= n - 1 and f.details["working"] == 0
    assert f.details["rewards"] == {"parallelism": float(n)} and f.details["peak_parallel_work"] == 0
    assert f"spawned {n} agents" in f.message and "parallelism=" in f.message
    assert len(f.path) == min(10, f.details["idle"]) and all(st.type == "spawn" for st in f.path)


def test_av7_parallelism_reward_for_serial_work() -> None:
    @orchtrace.agent(name="orchestrator")
    def orchestrator(task: str) -> str:
        results = [busy_worker(i) for i in range(3)]  # one after another
        orchtrace.aggregate(results, "concat")
        orchtrace.reward("parallel_speedup", 3.0)
        return "done"

    [f] = _ota401(_run(lambda: orchestrator("research")))
    assert f.severity == "medium" and f.details["idle"] == 0 and f.details["peak_parallel_work"] == 1


def test_av7_idle_fan_out_without_reward_is_low() -> None:
    @orchtrace.agent(name="orchestrator")
    def orchestrator(task: str) -> str:
        for i in range(6):
            idle_worker(i)
        return "done"

    [f] = _ota401(_run(lambda: orchestrator("research")))
    assert f.severity == "low" and f.details["idle"] == 6 and f.details["rewards"] == {}


def test_av7_benign_twin_parallel_consumed_work() -> None:
    n = 4
    barrier = threading.Barrier(n)

    @orchtrace.agent(name="orchestrator")
    def orchestrator(task: str) -> str:
        with orchtrace.ThreadPoolExecutor(max_workers=n) as pool:
            results = list(pool.map(lambda i: busy_worker(i, barrier), range(n)))
        orchtrace.aggregate(results, "concat")
        orchtrace.reward("parallelism", float(n))
        return "done"

    trace = _run(lambda: orchestrator("research"))
    assert not _ota401(trace)


def test_av7_benign_twin_llm_only_debaters() -> None:
    """Agents that only think (no tool calls) but whose distinct answers are aggregated."""

    @orchtrace.agent(name="debater")
    def debater(i: int) -> str:
        return f"argument {i}: the evidence points {'for' if i % 2 else 'against'}"

    @orchtrace.agent(name="judge")
    def judge(task: str) -> str:
        answers = [debater(i) for i in range(4)]
        orchtrace.aggregate(answers, "vote")
        return "verdict"

    assert not _ota401(_run(lambda: judge("decide")))
