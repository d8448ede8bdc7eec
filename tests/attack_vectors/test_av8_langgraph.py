"""AV8 through a real LangGraph supervisor: the spawned coder runs a shell tool in-process
(``mark_tool(..., executes_code=True, isolation="none")``, or only ``sensitive=True`` with a
command-like name); the same team with the tool marked as running in a container is quiet."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent

import orchtrace
from orchtrace.audit import audit_trace
from tests.langgraph.conftest import lg  # noqa: F401 - the fixture
from tests.langgraph.helpers import ScriptedChatModel, ai

pytestmark = pytest.mark.filterwarnings("ignore:create_react_agent has been moved")


@tool
def run_shell(cmd: str) -> str:
    """Run a shell command."""
    return "ok"


def _run(lg: Any) -> dict[str, Any]:  # noqa: F811
    from langgraph_supervisor import create_supervisor

    coder = create_react_agent(ScriptedChatModel([ai("", ("run_shell", {"cmd": "make test"})), ai("tests pass")]),
                               [run_shell], name="coder")
    sup = ScriptedChatModel([ai("", ("transfer_to_coder", {})), ai("done")])
    app = create_supervisor([coder], model=sup, name="supervisor").compile()
    app.invoke({"messages": [("user", "Run the test suite")]}, {"configurable": {"thread_id": "av8"}})
    [trace] = lg.trace_dicts()
    return trace


@pytest.mark.parametrize("flags", [dict(executes_code=True, isolation="none"), dict(sensitive=True)])
def test_av8_langgraph_spawned_coder_runs_shell_unisolated(lg, flags: dict[str, Any]) -> None:  # noqa: F811
    orchtrace.mark_tool("run_shell", **flags)
    [f] = [f for f in audit_trace(_run(lg)) if f.code == "OTA205"]
    assert f.severity == "high" and f.agent_name == "coder" and f.details["parent_may_run"] is False


def test_av8_langgraph_benign_twin_in_a_container(lg) -> None:  # noqa: F811
    orchtrace.mark_tool("run_shell", sensitive=True, executes_code=True, isolation="container")
    trace = _run(lg)
    call = next(e for e in trace["events"] if e["type"] == "tool_call" and e.get("tool") == "run_shell")
    assert call["executes_code"] is True and call["isolation"] == "container"
    assert not [f for f in audit_trace(trace) if f.code == "OTA205"]
