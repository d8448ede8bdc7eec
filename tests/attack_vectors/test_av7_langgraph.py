"""AV7 through a real LangGraph graph: a ``Send`` fan-out whose workers do nothing while a node
pays a parallelism reward is flagged; the same graph whose workers call a (fake) chat model
concurrently is not."""

from __future__ import annotations

import operator
import threading
from typing import Annotated, Any

import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.types import Send
from typing_extensions import TypedDict

import orchtrace
from orchtrace.audit import audit_trace
from tests.langgraph.conftest import lg  # noqa: F401 - the fixture
from tests.langgraph.helpers import ScriptedChatModel, ai


class FanState(TypedDict):
    topics: list[str]
    notes: Annotated[list[str], operator.add]


def _app(idle: bool, n: int) -> Any:
    model = ScriptedChatModel([ai("note")])
    barrier = threading.Barrier(n)

    def plan(state: FanState) -> dict[str, Any]:
        return {}

    def dispatch(state: FanState) -> list[Send]:
        return [Send("worker", {"topics": [t], "notes": []}) for t in state["topics"]]

    def worker(state: FanState) -> dict[str, Any]:
        if idle:
            return {}
        barrier.wait(timeout=10)  # every worker is running at once: real parallel work
        note = model.invoke(state["topics"][0]).content
        barrier.wait(timeout=10)
        return {"notes": [note]}

    def reduce(state: FanState) -> dict[str, Any]:
        orchtrace.reward("parallelism", float(len(state["topics"])))
        return {}

    g = StateGraph(FanState)
    g.add_node("plan", plan)
    g.add_node("worker", worker)
    g.add_node("reduce", reduce)
    g.add_edge(START, "plan")
    g.add_conditional_edges("plan", dispatch, ["worker"])
    g.add_edge("worker", "reduce")
    g.add_edge("reduce", END)
    return g.compile(name="fanout")


@pytest.mark.parametrize("n", [3, 8])
def test_av7_langgraph_idle_send_fan_out_with_a_parallelism_reward(lg, n: int) -> None:  # noqa: F811
    _app(True, n).invoke({"topics": [f"t{i}" for i in range(n)], "notes": []})
    [trace] = lg.trace_dicts()
    [f] = [f for f in audit_trace(trace) if f.code == "OTA401"]
    assert f.severity == "medium" and f.details["spawned"] == n and f.details["working"] == 0
    assert f.details["rewards"] == {"parallelism": float(n)}


def test_av7_langgraph_benign_twin_parallel_model_calls(lg) -> None:  # noqa: F811
    n = 3
    _app(False, n).invoke({"topics": [f"t{i}" for i in range(n)], "notes": []})
    [trace] = lg.trace_dicts()
    assert [e.get("tokens") for e in trace["events"] if e["type"] == "return" and e.get("agent_name") == "worker"] \
        == [15.0] * n
    assert not [f for f in audit_trace(trace) if f.code == "OTA401"]
