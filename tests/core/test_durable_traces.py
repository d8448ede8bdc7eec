"""Issue 11 defect 3: trace files are durable and mergeable across processes, restarts and crashes.

Each step runs as its own program (a worker process, a restart), sharing only the trace folder
(and, for LangGraph, the checkpointer's saved state), as an application deployed on several
workers would.  Before the fix, the directory exporter rewrote a task's file from the memory of
the process that wrote last: a resume in another process left only the events after it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.conftest import check_trace
from tests.core.test_setup_and_export import TEAM, _py


def _spawns(trace: dict) -> int:
    return sum(e["type"] == "spawn" for e in trace["events"])


def test_a_task_across_processes_restarts_and_a_crash_is_one_trace(tmp_path: Path) -> None:
    run_once = TEAM + """
import sys
orchtrace.configure(traces_dir="out", exporter="none")
with orchtrace.task("conv-1"):
    boss()
for k in range(int(sys.argv[1]) if len(sys.argv) > 1 else 0):  # other conversations in between
    with orchtrace.task(f"other-{k}"):
        boss()
orchtrace.shutdown(timeout=60)
"""
    _py(run_once.replace("sys.argv[1]) if len(sys.argv) > 1 else 0", "70)"), tmp_path)  # worker 1
    first = json.loads((tmp_path / "out" / "conv-1.json").read_text())
    assert _spawns(first) == 2
    _py(run_once, tmp_path)  # worker 2 (another process) continues the task
    # worker 3 continues it, has its trace written, then crashes (no shutdown, no exit hooks)
    _py(TEAM + """
import os
from opentelemetry import trace
orchtrace.configure(traces_dir="out", exporter="none")
with orchtrace.task("conv-1"):
    boss()
trace.get_tracer_provider().force_flush()
orchtrace.setup._trace_exporters[0].force_flush()
os._exit(0)
""", tmp_path)
    # a row nobody can read (a foreign writer, a disk error) is skipped, not fatal
    import sqlite3

    con = sqlite3.connect(tmp_path / "out" / ".orchtrace-spans.db")
    con.execute("INSERT INTO spans (key, n, data) VALUES ('task:conv-1', 1, x'7b2274223a')")
    con.commit()
    con.close()
    _py(run_once, tmp_path)  # a restart continues it once more
    trace = json.loads((tmp_path / "out" / "conv-1.json").read_text())
    check_trace(trace)
    assert trace["task_id"] == "conv-1"
    assert _spawns(trace) == 2 * 4  # all four runs, from four processes
    assert len(list((tmp_path / "out").glob("other-*.json"))) == 70
    proc = _py("import orchtrace.cli", tmp_path)  # the folder still validates as a whole
    import subprocess
    import sys

    v = subprocess.run([sys.executable, "-m", "orchtrace", "validate", "out"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    assert v.returncode == 0, v.stdout + v.stderr
    assert proc.returncode == 0


def test_a_never_ending_task_is_written_while_it_runs(tmp_path: Path) -> None:
    """A service loop under ``orchtrace.task``: its spans reach the folder while it runs
    (before: buffered until shutdown), and the process can die without losing them."""
    _py(TEAM + """
import os
from opentelemetry import trace
orchtrace.configure(traces_dir="out", exporter="none")
orchtrace.setup._trace_exporters[0].running_window = 2000  # its file is rebuilt every 2,000 spans
with orchtrace.task("service"):
    for _ in range(3000):
        worker(1)
    trace.get_tracer_provider().force_flush()   # the SDK's batch reached the exporter
    import time
    exp = orchtrace.setup._trace_exporters[0]
    while exp._ready.unfinished_tasks:
        time.sleep(0.01)
    os._exit(0)   # killed while the task is still open
""", tmp_path)
    from orchtrace.segments import Segments

    recs, left_out = Segments(tmp_path / "out").read("task:service")
    assert left_out == 0
    # 3000 agent + 3000 tool spans spilled in parts of 2,048: all but the last part's tail
    assert len(recs) >= 4096
    trace = json.loads((tmp_path / "out" / "service.json").read_text())  # written while it ran
    check_trace(trace)
    assert sum(e["type"] == "tool_call" for e in trace["events"]) >= 1000


LG_APP = """
import pickle, sys
from collections import defaultdict
import orchtrace
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command
from langchain_core.tools import tool
from langgraph.types import interrupt
from orchtrace_langgraph import LangGraphInstrumentor
from tests.langgraph.helpers import ScriptedChatModel, ai

@tool
def send_email(to: str, body: str) -> str:
    '''Send an e-mail after a human approves it.'''
    answer = interrupt({"action": "send_email", "to": to})
    return f"sent to {to}" if answer == "approved" else "not sent"

def app(saver, resumed):
    from langgraph_supervisor import create_supervisor
    mail = [ai("sent")] if resumed else [ai("", ("send_email", {"to": "boss@corp.example", "body": "d"})), ai("sent")]
    sup = [ai("all done")] if resumed else [ai("", ("transfer_to_email_agent", {})), ai("all done")]
    emailer = create_react_agent(ScriptedChatModel(mail), [send_email], name="email_agent")
    return create_supervisor([emailer], model=ScriptedChatModel(sup)).compile(checkpointer=saver)

def save(saver, path):
    state = {k: {a: dict(b) for a, b in v.items()} for k, v in saver.storage.items()}
    pickle.dump((state, dict(saver.writes), dict(saver.blobs)), open(path, "wb"))

def load(path):
    saver = InMemorySaver()
    state, writes, blobs = pickle.load(open(path, "rb"))
    for k, v in state.items():
        for a, b in v.items():
            saver.storage[k][a].update(b)
    saver.writes.update(writes)
    saver.blobs.update(blobs)
    return saver

orchtrace.configure(traces_dir="out", exporter="none")
LangGraphInstrumentor().instrument()
config = {"configurable": {"thread_id": "ticket-9"}}
"""


def test_bare_resume_in_another_process_pairs_with_the_saved_interrupt(tmp_path: Path) -> None:
    """The interrupt in one process, the bare ``Command(resume=value)`` in another: the trace
    has both halves, the decision paired with the request through the checkpointer's state."""
    repo = str(Path(__file__).resolve().parents[2])
    env = {"PYTHONPATH": os.pathsep.join([repo, os.environ.get("PYTHONPATH", "")])}
    first = _py(LG_APP + """
saver = InMemorySaver()
out = app(saver, False).invoke({"messages": [("user", "mail the boss")]}, config)
print(out["__interrupt__"][0].id)
save(saver, "saver.pkl")
orchtrace.shutdown()
""", tmp_path, env=env)
    pending_id = first.stdout.strip().splitlines()[-1]
    half = json.loads((tmp_path / "out" / "langgraph_ticket-9.json").read_text())
    assert [e["kind"] for e in half["events"] if e["type"] == "human_intervention"] == ["request"]
    _py(LG_APP + """
final = app(load("saver.pkl"), True).invoke(Command(resume="approved"), config)
assert final["messages"][-1].content == "all done", final
orchtrace.shutdown()
""", tmp_path, env=env)
    (f,) = list((tmp_path / "out").glob("*.json"))
    trace = json.loads(f.read_text())
    check_trace(trace)
    humans = [e for e in trace["events"] if e["type"] == "human_intervention"]
    assert [(h["kind"], h["decision"], h.get("request_id")) for h in humans] == [
        ("request", "pending", pending_id), ("approval", "approved", pending_id)]
    assert {"src": humans[0]["id"], "dst": humans[1]["id"], "type": "causal"} in trace["edges"]
    tools = [e for e in trace["events"] if e["type"] == "tool_call"]
    assert [t["tool"] for t in tools] == ["send_email"]  # the first half (the request) is kept too


def test_configure_twice_keeps_the_first_set_up(tmp_path: Path) -> None:
    """Issue 11 defect 10: ``configure()`` twice has one documented meaning -- the first call's
    set-up stays; a different folder asked later is ignored with a warning (before: traces went
    to both folders, then silently to the first)."""
    proc = _py(TEAM + """
import warnings
warnings.simplefilter("always")
orchtrace.configure(traces_dir="first", exporter="none")
orchtrace.configure(traces_dir="first", exporter="none")   # the same again: silent
orchtrace.configure(traces_dir="second")
with orchtrace.task("t-1"):
    boss()
orchtrace.shutdown()
""", tmp_path)
    assert [p.name for p in (tmp_path / "first").glob("*.json")] == ["t-1.json"]
    assert not (tmp_path / "second").exists()
    assert proc.stderr.count("already called") == 1 and "second" in proc.stderr


def test_trace_files_can_be_rebuilt_from_the_span_store(tmp_path: Path) -> None:
    """After a crash between the store's commit and the file's rename (or a lost file), the
    folder's span store rebuilds every trace file."""
    _py(TEAM + """
orchtrace.configure(traces_dir="out", exporter="none")
for k in range(3):
    with orchtrace.task(f"r-{k}"):
        boss()
orchtrace.shutdown()
""", tmp_path)
    out = tmp_path / "out"
    before = {p.name: json.loads(p.read_text()) for p in out.glob("*.json")}
    assert sorted(before) == ["r-0.json", "r-1.json", "r-2.json"]
    for p in out.glob("*.json"):
        p.unlink()
    from orchtrace.exporter import OrchestrationTraceExporter

    written = OrchestrationTraceExporter(out).rebuild_all()
    assert sorted(p.name for p in written) == sorted(before)
    for name, trace in before.items():
        again = json.loads((out / name).read_text())
        check_trace(again)
        assert again == trace
