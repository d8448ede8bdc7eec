"""Human-intervention rules: OTA301 no approval, OTA302 after rejection, OTA303 checkpoints,
OTA304 no intervention point."""

from __future__ import annotations

import sys
from pathlib import Path

import orchtrace
from orchtrace.audit import parse_policy

from .helpers import eid, findings, path_ids, path_vias, run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@orchtrace.tool(sensitive=True, requires_approval=True)
def send_email(to: str, subject: str, body: str) -> str:
    return "sent"


@orchtrace.tool(sensitive=True)
def delete_file(path: str) -> str:
    return "deleted"


@orchtrace.tool(trusted=False)
def fetch_page(url: str) -> str:
    return "page"


def test_action_without_approval_and_one_approval_per_action() -> None:
    @orchtrace.agent(name="mailer", tools=["send_email", "delete_file"])
    def mailer(task: str) -> str:
        orchtrace.human_intervention("approval", "approved", actor="alice", target="send_email")
        send_email("boss@corp.example", "a", "b")  # approved
        send_email("boss@corp.example", "a", "c")  # the approval was used up
        delete_file("/tmp/x")  # sensitive but not requires-approval: one level lower
        return "ok"

    trace = run(lambda: mailer("mail boss@corp.example"))
    got = findings(trace, code="OTA301")
    assert [(f.severity, path_ids(f)) for f in got] == [
        ("high", [eid(trace, "tool_call", tool="send_email", nth=1)]),
        ("medium", [eid(trace, "tool_call", tool="delete_file")]),
    ]
    assert got[0].location is not None and got[0].location.file.endswith("test_human.py")
    # all_following: one approval covers every later matching action
    policy = parse_policy('[human]\napproval_covers = "all_following"\n')
    assert [f.tool for f in findings(trace, policy, code="OTA301")] == ["delete_file"]


def test_approval_in_the_parent_reaches_the_child_but_not_upwards() -> None:
    @orchtrace.agent(name="child", tools=["send_email"])
    def child(x: str) -> str:
        return send_email("boss@corp.example", "s", x)

    @orchtrace.agent(name="parent", tools=["send_email"])
    def parent(task: str) -> str:
        orchtrace.human_intervention("approval", "approved", target="send_email")
        return child(task)

    assert not findings(run(lambda: parent("go")), code="OTA301")

    @orchtrace.agent(name="approver_child", tools=[])
    def approver_child(x: str) -> str:
        orchtrace.human_intervention("approval", "approved")  # about the child's own work
        return x

    @orchtrace.agent(name="parent", tools=["send_email"])
    def parent2(task: str) -> str:
        approver_child(task)
        return send_email("boss@corp.example", "s", task)

    trace = run(lambda: parent2("go"))
    assert [path_ids(f) for f in findings(trace, code="OTA301")] == [[eid(trace, "tool_call", tool="send_email")]]


def test_action_after_rejection_is_critical() -> None:
    @orchtrace.agent(name="mailer", tools=["send_email"])
    def mailer(task: str) -> str:
        orchtrace.human_intervention("approval", "rejected", actor="alice", target="send_email")
        send_email("boss@corp.example", "a", "b")
        return "ok"

    trace = run(lambda: mailer("go"))
    [f] = findings(trace, code="OTA302")
    assert f.severity == "critical"
    assert path_ids(f) == [eid(trace, "human_intervention"), eid(trace, "tool_call", tool="send_email")]
    assert path_vias(f) == [None, "causal"]
    assert not findings(trace, code="OTA301")  # reported once, as the worse case

    @orchtrace.agent(name="mailer", tools=["send_email"])
    def mailer2(task: str) -> str:
        orchtrace.human_intervention("approval", "rejected", target="send_email")
        orchtrace.human_intervention("approval", "approved", target="send_email")  # asked again: yes
        return send_email("boss@corp.example", "a", "b")

    trace2 = run(lambda: mailer2("go"))
    assert not findings(trace2, code="OTA302") and not findings(trace2, code="OTA301")

    @orchtrace.agent(name="mailer", tools=["send_email"])
    def mailer3(task: str) -> str:
        orchtrace.human_intervention("approval", "rejected", target="send_email")
        orchtrace.human_intervention("approval", "approved", target="send_email")
        send_email("boss@corp.example", "a", "b")
        return send_email("boss@corp.example", "a", "again")  # not approved; the rejection was superseded

    trace3 = run(lambda: mailer3("go"))
    assert not findings(trace3, code="OTA302")
    assert [path_ids(f) for f in findings(trace3, code="OTA301")] == [[eid(trace3, "tool_call", nth=1)]]

    @orchtrace.agent(name="mailer", tools=["send_email"])
    def mailer4(task: str) -> str:
        orchtrace.human_intervention("approval", "rejected", target="send_email")
        send_email("boss@corp.example", "a", "b")
        return send_email("boss@corp.example", "a", "again")

    trace4 = run(lambda: mailer4("go"))
    assert [path_ids(f)[-1] for f in findings(trace4, code="OTA302")] == [eid(trace4, "tool_call", nth=0)]
    assert [path_ids(f) for f in findings(trace4, code="OTA301")] == [[eid(trace4, "tool_call", nth=1)]]


def test_rejection_of_another_tool_does_not_count() -> None:
    @orchtrace.agent(name="mailer", tools=["send_email", "delete_file"])
    def mailer(task: str) -> str:
        orchtrace.human_intervention("approval", "rejected", target="delete_file")
        orchtrace.human_intervention("approval", "approved", target="send_email")
        return send_email("boss@corp.example", "a", "b")

    trace = run(lambda: mailer("go"))
    assert not findings(trace, code="OTA302") and not findings(trace, code="OTA301")


def test_custom_swarm_example_flags_only_the_unapproved_send() -> None:
    sys.path.insert(0, str(EXAMPLES / "custom_swarm"))
    try:
        import app  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    trace = run(lambda: app.orchestrator("Research agent observability and e-mail a digest to boss@corp.example",
                                         approver=lambda recipient: "approved"))
    [f] = findings(trace, code="OTA301")
    assert path_ids(f) == [eid(trace, "tool_call", tool="send_email", nth=1)]
    [flow] = findings(trace, code="OTA101")
    assert flow.severity == "critical" and path_ids(flow)[-1] == path_ids(f)[-1]
    assert flow.path[0].tool == "fetch_page" and flow.path[0].type == "tool_result"


def test_spawn_checkpoint() -> None:
    @orchtrace.agent(name="worker", tools=[])
    def worker(x: int) -> int:
        return x

    def team(approve: bool):  # type: ignore[no-untyped-def]
        @orchtrace.agent(name="boss", tools=[])
        def boss(task: str) -> int:
            orchtrace.decision("spawn", "worker")
            if approve:
                orchtrace.human_intervention("approval", "approved", target="worker")
            return sum(worker(k) for k in range(3))

        return lambda: boss("fan out")

    policy = parse_policy("[checkpoints]\nmax_spawns = 2\n")
    trace = run(team(False))
    [f] = findings(trace, policy, code="OTA303")
    assert f.severity == "medium" and f.details["checkpoint"] == "max_spawns"
    assert path_ids(f) == [eid(trace, "spawn", nth=2)]
    assert not findings(trace, code="OTA303")  # no checkpoint in the default policy
    assert not findings(run(team(True)), policy, code="OTA303")


def test_egress_checkpoint() -> None:
    def bot(approve: bool):  # type: ignore[no-untyped-def]
        @orchtrace.agent(name="bot", tools=["fetch_page"])
        def agent(task: str) -> str:
            if approve:
                orchtrace.human_intervention("approval", "approved", target="fetch_page")
            return fetch_page("https://partner.example/api")

        return lambda: agent("go")

    policy = parse_policy('[checkpoints]\negress = true\negress_tools = ["fetch_*"]\n')
    trace = run(bot(False))
    [f] = findings(trace, policy, code="OTA303")
    assert f.details["checkpoint"] == "egress" and path_ids(f) == [eid(trace, "tool_call", tool="fetch_page")]
    assert not findings(run(bot(True)), policy, code="OTA303")


def test_no_intervention_point_budget() -> None:
    def busy(with_human: bool):  # type: ignore[no-untyped-def]
        @orchtrace.agent(name="busy", tools=["fetch_page"])
        def agent(task: str) -> str:
            if with_human:
                orchtrace.human_intervention("feedback", "noted", actor="alice")
            for k in range(8):
                fetch_page(f"https://x.example/{k}")
            return "done"

        return lambda: agent("work")

    policy = parse_policy("[budgets]\nmax_events_without_intervention = 10\n")
    trace = run(busy(False))
    [f] = findings(trace, policy, code="OTA304")
    assert f.severity == "low" and path_ids(f) == [trace["events"][10]["id"]]
    assert not findings(trace, code="OTA304")  # default budget 1000 events
    assert not findings(run(busy(True)), policy, code="OTA304")
    tool_budget = parse_policy("[budgets]\nmax_events_without_intervention = 1000\n"
                               "max_tool_calls_without_intervention = 5\n")
    [g] = findings(trace, tool_budget, code="OTA304")
    assert path_ids(g) == [eid(trace, "tool_call", nth=5)]


def test_egress_by_internal_domains() -> None:
    @orchtrace.agent(name="bot", tools=["send_email"])
    def bot(task: str) -> str:
        orchtrace.human_intervention("approval", "approved", target="send_email")
        send_email("bob@corp.example", "a", "internal")  # approved, internal
        orchtrace.human_intervention("approval", "approved", target="send_email")
        return send_email("carol@partner.example", "a", "external")  # approved: not OTA301

    trace = run(lambda: bot("mail"))
    policy = parse_policy('[checkpoints]\negress = true\ninternal_domains = ["corp.example"]\n')
    assert not findings(trace, policy)  # both actions approved: the egress checkpoint is met

    @orchtrace.agent(name="bot", tools=["send_email"])
    def unapproved(task: str) -> str:
        return send_email("carol@partner.example", "a", "external")

    trace2 = run(lambda: unapproved("mail"))
    # OTA301 already reports the unapproved action: the checkpoint does not repeat it
    assert [f.code for f in findings(trace2, policy) if f.code.startswith("OTA3")] == ["OTA301"]
    off = parse_policy('[checkpoints]\negress = true\ninternal_domains = ["corp.example"]\n'
                       '[rules.OTA301]\nenabled = false\n')
    [f] = findings(trace2, off, code="OTA303")
    assert f.details["checkpoint"] == "egress"


def test_feedback_and_pending_requests_are_no_approval() -> None:
    @orchtrace.agent(name="mailer", tools=["send_email"])
    def mailer(task: str) -> str:
        orchtrace.human_intervention("feedback", "ok", actor="alice")
        orchtrace.human_intervention("request", "pending", target="send_email")
        return send_email("boss@corp.example", "a", "b")

    trace = run(lambda: mailer("go"))
    assert [path_ids(f) for f in findings(trace, code="OTA301")] == [[eid(trace, "tool_call")]]
    assert not findings(trace, code="OTA302")
