"""Credit: rewards anchored to the agent instance and the event where they were given."""

from __future__ import annotations

import orchtrace
from orchtrace.metrics import agent_table
from orchtrace.testing import capture_traces


@orchtrace.tool()
def run_tests() -> str:
    return "3 passed"


@orchtrace.agent(role="executor")
def executor(task: str) -> str:
    out = run_tests()
    orchtrace.reward("tool", 0.25)  # given by the executor, credited to itself, after its tool call
    orchtrace.cost(input_tokens=30, output_tokens=10)
    return out


@orchtrace.agent(role="critic")
def critic(work: str, target: object) -> str:
    orchtrace.reward("process", -0.5, agent=target)  # the critic credits the executor
    return "needs work"


@orchtrace.agent(role="orchestrator")
def lead(task: str) -> str:
    exe_frame = {}

    @orchtrace.agent(name="executor", role="executor")
    def exe(t: str) -> str:
        exe_frame["f"] = orchtrace.current_agent()
        return executor(t)

    work = exe(task)
    critic(work, exe_frame["f"])
    orchtrace.reward("team", 1.0)
    orchtrace.cost(tokens=5)
    return work


def test_rewards_are_anchored_and_credited():
    with capture_traces() as cap:
        lead("fix the bug")
    (trace,) = cap.trace_dicts()
    assert trace["rewards"] == {"tool": 0.25, "process": -0.5, "team": 1.0}  # trace-level sums kept
    anchored = [(e["type"], e["agent_name"], r) for e in trace["events"] for r in e.get("rewards", ())]
    by_channel = {r["channel"]: (etype, name, r) for etype, name, r in anchored}
    # the executor's reward sits on its own latest event before it: the result of its tool call
    etype, name, r = by_channel["tool"]
    assert (etype, name, r["value"]) == ("tool_result", "executor", 0.25)
    assert r["agent"].startswith("executor-")
    # the critic gave the process reward: on the critic's timeline (its first event is its return,
    # nothing came before), crediting the outer executor instance it was handed
    etype, name, r = by_channel["process"]
    assert (etype, name) == ("return", "critic")
    exe_outer = next(e["to"] for e in trace["events"] if e["type"] == "spawn" and e["target"] == "executor"
                     and e["agent_name"] == "lead")
    assert r["agent"] == exe_outer and r["value"] == -0.5
    # the orchestrator's team reward: its latest event, the spawn of the critic
    etype, name, r = by_channel["team"]
    assert name == "lead" and etype == "spawn" and r["agent"].startswith("lead-")
    rows = {r["agent"]: r for r in agent_table(trace)}
    assert rows[exe_outer]["rewards"] == {"process": -0.5}
    inner = next(a for a in rows if a.startswith("executor-") and a != exe_outer)
    assert rows[inner]["rewards"] == {"tool": 0.25} and rows[inner]["tokens"] == 40.0
    lead_id = next(a for a in rows if a.startswith("lead-"))
    assert rows[lead_id]["tokens"] == 5.0 and trace["costs"]["tokens"] == 45.0
    assert trace["metrics"]["rewards_anchored"] == 3
