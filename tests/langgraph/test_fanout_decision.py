"""Issue 11 defect 10: a ``Send`` fan-out is a spawn decision by the node that issued it
(before, the workers' spawns had no deciding agent: nothing recorded who fanned out)."""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, Send

from tests.langgraph.helpers import ScriptedChatModel, ai, events
from tests.langgraph.test_langgraph import fanout_app, only


def test_conditional_edge_fan_out_is_a_spawn_decision(lg):
    app = fanout_app(ScriptedChatModel([ai("note")]))
    app.invoke({"topics": ["a", "b", "c"], "notes": []})
    trace = only(lg.trace_dicts())
    (decision,) = [d for d in events(trace, "orchestrator_decision") if d["kind"] == "spawn"]
    assert decision["agent_name"] == "fanout" and decision["target"] == "worker, worker, worker"
    ids = [e["id"] for e in trace["events"]]
    spawns = events(trace, "spawn")
    assert len(spawns) == 3 and all(ids.index(decision["id"]) < ids.index(s["id"]) for s in spawns)


class State(TypedDict):
    topics: list[str]
    notes: Annotated[list[str], operator.add]


def test_an_agent_node_returning_sends_is_the_deciding_agent(lg):
    lead_model = ScriptedChatModel([ai("split it")])
    worker_model = ScriptedChatModel([ai("note")])

    def lead(state: State) -> Command:
        lead_model.invoke("plan the work")  # a node that calls a model: an agent
        return Command(goto=[Send("worker", {"topics": [t], "notes": []}) for t in state["topics"]])

    def worker(state: State) -> dict[str, Any]:
        return {"notes": [worker_model.invoke(state["topics"][0]).content]}

    g = StateGraph(State)
    g.add_node("lead", lead, destinations=("worker",))
    g.add_node("worker", worker)
    g.add_edge(START, "lead")
    g.add_edge("worker", END)
    out = g.compile(name="team").invoke({"topics": ["x", "y"], "notes": []})
    assert out["notes"] == ["note", "note"]
    trace = only(lg.trace_dicts())
    (decision,) = [d for d in events(trace, "orchestrator_decision") if d["kind"] == "spawn"]
    assert decision["agent_name"] == "lead" and decision["target"] == "worker, worker"
