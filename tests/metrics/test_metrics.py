"""Every metric of orchtrace.metrics on hand-built traces whose value is known by construction."""

from __future__ import annotations

import pytest

from orchtrace.metrics import agent_table, compute_metrics
from tests.conftest import check_trace
from tests.metrics.traces import T, fan_out


def metrics(trace):
    check_trace(trace)  # the hand-built inputs are valid traces
    m = compute_metrics(trace)
    trace = dict(trace, metrics=m)
    check_trace(trace)  # and so is the trace with its metrics written in
    return m


def test_parallel_children_give_parallelism_n():
    # 3 children on [0, 1]; R's interval is [final.t - wall_s, final.t] = [0, 1.6]
    m = metrics(fan_out(3))
    # T_serial: children 3 x 1 s + R's exclusive time (1.6 - 1.0); T_parallel: the union [0, 1.6]
    assert m["t_serial_s"] == pytest.approx(3.6)
    assert m["t_parallel_s"] == pytest.approx(1.6)
    assert m["parallelism_efficiency"] == pytest.approx(3.6 / 1.6)


def test_sequential_children_give_parallelism_one():
    m = metrics(fan_out(3, sequential=True))
    assert m["parallelism_efficiency"] == pytest.approx(1.0)
    assert m["t_parallel_s"] == pytest.approx(3.6)


def test_intervals_without_recorded_durations_use_spawn_and_return():
    b = T()
    b.ev("s1", 0.0, "spawn", "R", to="A")
    b.ev("s2", 0.0, "spawn", "R", to="B")
    b.ev("ra", 2.0, "return", "A", to="R")
    b.ev("rb", 2.0, "return", "B", to="R")
    b.ev("rr", 2.0, "return", "R")  # R's interval: first event (0) .. return (2)
    for s, d, k in (("s1", "s2", "temporal"), ("s2", "rr", "temporal"), ("s1", "ra", "spawn"),
                    ("s2", "rb", "spawn"), ("ra", "rr", "return"), ("rb", "rr", "return")):
        b.edge(s, d, k)
    m = metrics(b.build())
    assert m["parallelism_efficiency"] == pytest.approx(2.0)  # (0 + 2 + 2) / 2


def test_utilization_counts_only_aggregated_children():
    assert metrics(fan_out(3, aggregate_of=[0, 2]))["useful_agent_utilization"] == pytest.approx(2 / 3)
    assert metrics(fan_out(3, aggregate_of=[0, 2]))["useful_agents"] == 2
    assert metrics(fan_out(4, aggregate_of=[1]))["useful_agent_utilization"] == pytest.approx(1 / 4)


def test_utilization_without_aggregate_is_every_returning_child_but_errors():
    assert metrics(fan_out(3))["useful_agent_utilization"] == pytest.approx(1.0)
    assert metrics(fan_out(4, error_child=1))["useful_agent_utilization"] == pytest.approx(3 / 4)


def test_utilization_is_transitive_through_a_useful_sub_orchestrator():
    b = T()
    b.ev("s1", 0.0, "spawn", "R", to="A")
    b.ev("s2", 0.1, "spawn", "A", to="X")
    b.ev("s3", 0.1, "spawn", "A", to="Y")
    b.ev("rx", 0.5, "return", "X", to="A")
    b.ev("ry", 0.5, "return", "Y", to="A")
    b.ev("agg", 0.6, "aggregate", "A")
    b.ev("ra", 0.7, "return", "A", to="R")
    b.ev("s4", 0.8, "spawn", "R", to="B")
    b.ev("rb", 0.9, "return", "B", to="R")  # B's return is never used: R returns before it arrives
    b.ev("rr", 0.85, "return", "R")
    for s, d, k in (("s1", "s2", "spawn"), ("s2", "s3", "temporal"), ("s3", "agg", "temporal"),
                    ("s2", "rx", "spawn"), ("s3", "ry", "spawn"), ("rx", "agg", "aggregate"),
                    ("agg", "ra", "temporal"), ("s1", "s4", "temporal"), ("ra", "s4", "return"),
                    ("s4", "rr", "temporal"), ("s4", "rb", "spawn")):
        b.edge(s, d, k)
    m = metrics(b.build())
    # spawned: A, X, Y, B; useful: A (returned into R's timeline) and X (aggregated by A)
    assert m["useful_agents"] == 2 and m["useful_agent_utilization"] == pytest.approx(0.5)
    assert m["depth"] == 2 and m["spawns"] == 4
    assert m["fan_out_max"] == 2 and m["fan_out_mean"] == pytest.approx(2.0)  # R: A, B; A: X, Y


def test_no_spawn_means_no_utilization_value():
    b = T()
    b.ev("r", 1.0, "return", "solo")
    m = metrics(b.build())
    assert "useful_agent_utilization" not in m and m["spawns"] == 0 and m["depth"] == 0
    assert "parallelism_efficiency" not in m  # a zero-length interval: no time to compare


def test_protocol_overhead_from_orchestrator_and_message_tokens():
    b = T()
    b.ev("s", 0.0, "spawn", "R", to="W")
    b.ev("m", 0.1, "message", "W", to="R", tokens=100, content_ref="sha256:a")
    b.ev("rw", 0.2, "return", "W", to="R", cost={"tokens": 700, "llm_calls": 2})
    b.ev("rr", 0.3, "return", "R", cost={"tokens": 200, "llm_calls": 1})
    b.edge("s", "rw", "spawn")
    b.edge("s", "rr")
    m = metrics(b.build(tokens=1000))
    assert m["protocol_overhead"] == pytest.approx((200 + 100) / 1000)
    assert m["agent_tokens_max"] == 700 and m["agent_tokens_mean"] == pytest.approx(450)
    assert m["llm_calls"] == 3


def test_protocol_overhead_unknown_without_token_accounting():
    b = T()
    b.ev("r", 1.0, "return", "R")
    assert "protocol_overhead" not in metrics(b.build(tokens=500))


def _fp(start, n):
    return list(range(start, start + n))


def test_message_redundancy_exact_and_near_duplicates():
    b = T()
    b.ev("m1", 0.1, "message", "A", to="B", content_ref="sha256:1", fingerprint=_fp(1000, 40))
    b.ev("m2", 0.2, "message", "A", to="C", content_ref="sha256:1", fingerprint=_fp(1000, 40))  # exact
    b.ev("m3", 0.3, "message", "B", to="C", content_ref="sha256:2", fingerprint=_fp(5000, 40))
    # 36 of 44 distinct hashes shared with m3: Jaccard 0.82 -> near-duplicate
    b.ev("m4", 0.4, "message", "C", to="A", content_ref="sha256:3", fingerprint=_fp(5004, 40))
    # shares 10 of 70 with m3: Jaccard 0.14 -> not a duplicate
    b.ev("m5", 0.5, "message", "C", to="A", content_ref="sha256:4", fingerprint=_fp(5030, 40))
    b.ev("m6", 0.6, "message", "C", to="A")  # no content evidence: not considered
    for s, d in (("m1", "m2"), ("m3", "m4"), ("m4", "m5"), ("m5", "m6")):
        b.edge(s, d)
    m = metrics(b.build())
    assert m["message_duplicates"] == 1 and m["message_near_duplicates"] == 1
    assert m["message_redundancy"] == pytest.approx(2 / 5)
    assert m["messages"] == 6


def test_error_amplification_counts_errors_downstream_of_errors():
    b = T()
    b.ev("sa", 0.0, "spawn", "R", to="A")
    b.ev("sb", 0.0, "spawn", "R", to="B")
    b.ev("ca", 0.1, "tool_call", "A", tool="fetch")
    b.ev("ta", 0.2, "tool_result", "A", tool="fetch", status="error")  # source
    b.ev("ra", 0.3, "return", "A", to="R", status="error")  # downstream (temporal from ta)
    b.ev("cb", 0.1, "tool_call", "B", tool="fetch")
    b.ev("tb", 0.2, "tool_result", "B", tool="fetch", status="error")  # independent source
    b.ev("rb", 0.3, "return", "B", to="R")
    b.ev("rr", 0.4, "return", "R", status="error")  # downstream via A's return edge
    for s, d, k in (("sa", "sb", "temporal"), ("sa", "ca", "spawn"), ("ca", "ta", "tool_dependency"),
                    ("ta", "ra", "temporal"), ("sb", "cb", "spawn"), ("cb", "tb", "tool_dependency"),
                    ("tb", "rb", "temporal"), ("sb", "rr", "temporal"), ("ra", "rr", "return"),
                    ("rb", "rr", "return")):
        b.edge(s, d, k)
    m = metrics(b.build())
    assert m["errors"] == 4 and m["errors_at_source"] == 2 and m["errors_downstream"] == 2
    assert m["error_amplification"] == pytest.approx(1.0)


def test_no_error_no_amplification_and_a_cycle_does_not_hang():
    b = T()
    b.ev("a", 0.0, "tool_result", "A", status="error")
    b.ev("b", 0.1, "tool_result", "A", status="error")
    b.edge("a", "b")
    b.edge("b", "a")  # an invalid cycle (hostile input): each reaches the other; nothing loops forever
    m = compute_metrics(b.build())
    assert m["errors"] == 2 and "error_amplification" not in m  # no error at a source: undefined
    clean = T()
    clean.ev("r", 0.0, "return", "A")
    assert "error_amplification" not in metrics(clean.build()) and metrics(clean.build())["errors"] == 0


def test_structure_counts():
    b = T()
    b.ev("d", 0.0, "orchestrator_decision", "R", kind="spawn")
    b.ev("s", 0.1, "spawn", "R", to="W")
    b.ev("c", 0.2, "tool_call", "W", tool="x")
    b.ev("r", 0.3, "tool_result", "W", tool="x")
    b.ev("h", 0.4, "human_intervention", "W", kind="approval")
    b.ev("g", 0.5, "aggregate", "R")
    b.ev("z", 0.6, "safety_event", "W")
    b.ev("rw", 0.7, "return", "W", to="R", wall_s=0.6)
    b.ev("rr", 0.8, "return", "R", wall_s=0.8)
    m = metrics(b.build())
    assert (m["events"], m["agents"], m["spawns"], m["tool_calls"], m["human_interventions"], m["aggregates"],
            m["decisions"], m["safety_events"]) == (9, 2, 1, 1, 1, 1, 1, 1)
    assert m["agent_wall_s_max"] == pytest.approx(0.8) and m["agent_wall_s_mean"] == pytest.approx(0.7)
    rows = {r["agent"]: r for r in agent_table(b.build())}
    assert rows["W"]["parent"] == "R" and rows["W"]["depth"] == 1 and rows["W"]["tool_calls"] == 1


def test_hostile_input_is_tolerated():
    m = compute_metrics({"events": [None, 3, {"id": 1, "type": "spawn", "agent": "R", "to": "R", "t": "x"},
                                    {"id": "a", "type": "spawn", "agent": "A", "to": "B", "t": 0},
                                    {"id": "b", "type": "spawn", "agent": "B", "to": "A", "t": 0}],
                         "edges": [None, {"src": [], "dst": {}}], "costs": "nope"})
    assert m["spawns"] == 3 and m["agents"] == 3  # a spawn cycle A<->B does not hang the depth walk


def test_metrics_do_not_depend_on_the_order_events_are_listed_in():
    """Converter traces list events in time order (a one-sweep path); hand-made ones may not (a
    breadth-first path): both give the same values."""
    import random

    from tests.metrics.traces import fan_out as fo

    for trace in (fo(5, aggregate_of=[1, 3]), fo(4, error_child=2), fo(3, sequential=True)):
        trace["events"][1]["status"] = "error"  # an error upstream of others
        want = compute_metrics(trace)
        shuffled = dict(trace, events=random.Random(3).sample(trace["events"], len(trace["events"])))
        assert compute_metrics(shuffled) == pytest.approx(want)


def test_stored_metrics_are_reused_only_for_their_own_trace():
    from orchtrace.metrics import metrics_of

    trace = fan_out(3, aggregate_of=[0])
    fresh = compute_metrics(trace)
    assert metrics_of(dict(trace, metrics=dict(fresh, task_success=1.0))) == dict(fresh, task_success=1.0)
    forged = dict(fresh, useful_agent_utilization=0.0, events=fresh["events"] + 1)  # not this trace's
    got = metrics_of(dict(trace, metrics=forged))
    assert got["useful_agent_utilization"] == pytest.approx(1 / 3) and got["events"] == fresh["events"]
    assert metrics_of(dict(trace, metrics={"task_success": 0.5})) == dict(fresh, task_success=0.5)
