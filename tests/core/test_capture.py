"""The capture API, driven as a user would: decorators and vocabulary calls -> traces."""

from __future__ import annotations

import asyncio
import inspect
import threading

import pytest

import orchtrace
from orchtrace.testing import capture_traces
from tests.core.helpers import edge_types, emailer, events_of, fetch, has_edge, lead, researcher, send_email


def _run_team():
    with capture_traces() as cap, orchtrace.task("task-1", "team", system="unit"):
        result = lead("research a and b, then e-mail boss@corp.example")
    return result, cap.trace_dicts()


def test_every_event_and_edge_type_is_produced():
    result, traces = _run_team()
    assert result == "sent"
    assert len(traces) == 1
    trace = traces[0]
    assert trace["task_id"] == "task-1"
    assert trace["system"] == "unit"
    types = {e["type"] for e in trace["events"]}
    assert types == {"orchestrator_decision", "spawn", "despawn", "message", "tool_call", "tool_result",
                     "return", "aggregate", "human_intervention"}
    assert set(edge_types(trace)) == {"temporal", "causal", "spawn", "message", "tool_dependency",
                                      "return", "aggregate"}
    assert trace["costs"]["tokens"] == 15
    assert trace["costs"]["tool_calls"] == 3
    assert trace["costs"]["messages"] == 1
    assert trace["rewards"] == {"team": 0.75}
    assert trace["topology"] == "centralized"


def test_edges_link_the_right_events():
    _, (trace,) = _run_team()
    spawns = events_of(trace, "spawn")
    returns = {e["agent"]: e for e in events_of(trace, "return")}
    lead_id = next(e["agent"] for e in trace["events"] if e.get("agent_name") == "lead")
    # every spawn goes to the child's first own event; every child return feeds the lead's next event
    by_agent = {}
    for ev in trace["events"]:
        by_agent.setdefault(ev["agent"], []).append(ev)
    for sp in spawns:
        child_first = by_agent[sp["to"]][0]
        assert has_edge(trace, sp["id"], child_first["id"], "spawn")
        assert sp["from"] == lead_id
        assert returns[sp["to"]]["to"] == lead_id
    # tool call -> result, result -> caller's next event (causal)
    for call in events_of(trace, "tool_call"):
        result = next(r for r in events_of(trace, "tool_result") if r["span_id"] == call["span_id"])
        assert has_edge(trace, call["id"], result["id"], "tool_dependency")
        assert call["agent"] == result["agent"]
    # the aggregate consumed both researchers' returns
    (agg,) = events_of(trace, "aggregate")
    researcher_returns = [e["id"] for e in events_of(trace, "return") if e.get("agent_name") == "researcher"]
    assert sorted(agg["inputs"]) == sorted(researcher_returns)
    for rid in researcher_returns:
        assert has_edge(trace, rid, agg["id"], "aggregate")
    # the message reaches the e-mailer's first event; the approval precedes the sensitive call causally
    (msg,) = events_of(trace, "message")
    (hi,) = events_of(trace, "human_intervention")
    assert has_edge(trace, msg["id"], hi["id"], "message")
    send = next(e for e in events_of(trace, "tool_call") if e["tool"] == "send_email")
    assert has_edge(trace, hi["id"], send["id"], "causal")
    assert hi["decision"] == "approved" and hi["actor"] == "alice"
    # temporal edges only join consecutive events of one agent (n-1 per agent, not all pairs)
    assert edge_types(trace)["temporal"] == sum(len(v) - 1 for v in by_agent.values())


def test_tool_events_carry_flags_allowlists_and_code_location():
    _, (trace,) = _run_team()
    send = next(e for e in events_of(trace, "tool_call") if e["tool"] == "send_email")
    assert send["sensitive"] is True and send["requires_approval"] is True and send["trusted"] is True
    assert set(send["arg_fingerprints"]) == {"to", "body"}
    assert send["arg_domains"]["to"] == ["corp.example"]
    assert send["code"]["file"] == inspect.getsourcefile(send_email.__wrapped__)
    assert send["code"]["line"] == inspect.getsourcelines(send_email.__wrapped__)[1]
    fetch_result = next(e for e in events_of(trace, "tool_result") if e["tool"] == "fetch")
    assert fetch_result["trusted"] is False and fetch_result["fingerprint"]
    spawn_tools = {e["to"].split("-")[0]: e["tools"] for e in events_of(trace, "spawn")}
    assert spawn_tools == {"researcher": ["fetch"], "emailer": ["send_email"]}
    root_first = trace["events"][0]
    assert root_first["agent_name"] == "lead" and root_first["agent_tools"] == []
    assert root_first["input_fingerprint"]


def test_nested_agents_three_levels_deep():
    @orchtrace.agent
    def leaf(x):
        return x * 2

    @orchtrace.agent
    def middle(x):
        return leaf(x) + leaf(x + 1)

    @orchtrace.agent
    def top(x):
        return middle(x)

    with capture_traces() as cap:
        assert top(1) == 6
    (trace,) = cap.trace_dicts()
    spawns = events_of(trace, "spawn")
    parent_name = {e["to"]: e["agent_name"] for e in spawns}
    assert sorted(n.split("-")[0] for n in parent_name) == ["leaf", "leaf", "middle"]
    assert {v for k, v in parent_name.items() if k.startswith("leaf")} == {"middle"}
    assert parent_name[next(k for k in parent_name if k.startswith("middle"))] == "top"
    assert trace["topology"] == "hierarchical"


def test_agents_in_threads_land_under_their_spawner():
    @orchtrace.agent
    def worker(i):
        return i

    @orchtrace.agent
    def boss_pool():
        with orchtrace.ThreadPoolExecutor(4) as pool:
            return sum(pool.map(worker, range(4)))

    @orchtrace.agent
    def boss_thread():
        threads = [threading.Thread(target=orchtrace.bind(worker), args=(i,)) for i in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return 3

    with capture_traces() as cap:
        assert boss_pool() == 6
        assert boss_thread() == 3
    traces = cap.trace_dicts()
    assert len(traces) == 2  # one per root, no stray root traces from the threads
    for trace, n in zip(sorted(traces, key=lambda t: len(t["events"]), reverse=True), (4, 3)):
        spawns = events_of(trace, "spawn")
        assert len(spawns) == n
        root = {e["agent"] for e in events_of(trace, "return") if "to" not in e}
        assert len(root) == 1
        assert {s["agent"] for s in spawns} == root


def test_agents_in_asyncio_tasks_land_under_their_spawner():
    @orchtrace.agent
    async def worker(i):
        await asyncio.sleep(0.001 * (3 - i))
        return i

    @orchtrace.agent
    async def boss():
        return sum(await asyncio.gather(*(worker(i) for i in range(3))))

    with capture_traces() as cap:
        assert asyncio.run(boss()) == 3
    (trace,) = cap.trace_dicts()
    spawns = events_of(trace, "spawn")
    assert len(spawns) == 3
    assert {s["agent_name"] for s in spawns} == {"boss"}


class Boom(Exception):
    pass


def test_exceptions_pass_through_unchanged_and_are_recorded():
    err = Boom("no")

    @orchtrace.tool
    def bad_tool():
        raise err

    @orchtrace.agent
    def runner():
        return bad_tool()

    with capture_traces() as cap:
        with pytest.raises(Boom) as info:
            runner()
    assert info.value is err
    assert info.traceback[-1].name == "bad_tool"  # the original frame is still the last one
    (trace,) = cap.trace_dicts()
    (res,) = events_of(trace, "tool_result")
    assert res["status"] == "error" and res["error_type"] == "Boom"
    (ret,) = events_of(trace, "return")
    assert ret["status"] == "error"
    spans = {s.name: s for s in cap.spans}
    assert spans["execute_tool bad_tool"].status.status_code.name == "ERROR"
    assert spans["execute_tool bad_tool"].attributes["error.type"] == "Boom"


def test_generators_and_async_generators_keep_their_protocol():
    @orchtrace.agent
    def counter(n):
        """Counts."""
        total = 0
        for i in range(n):
            got = yield i
            total += got or 0
        return total

    @orchtrace.tool
    async def agen(n):
        for i in range(n):
            yield i

    assert inspect.isgeneratorfunction(counter) and inspect.isasyncgenfunction(agen)
    with capture_traces() as cap:
        g = counter(3)
        assert next(g) == 0
        assert g.send(10) == 1
        assert g.send(5) == 2
        with pytest.raises(StopIteration) as stop:
            g.send(1)
        assert stop.value.value == 16

        async def consume():
            return [x async for x in agen(3)]

        assert asyncio.run(consume()) == [0, 1, 2]
        g2 = counter(10)
        next(g2)
        g2.close()  # early close ends the span cleanly
    names = sorted(s.name for s in cap.spans)
    assert names == ["execute_tool agen", "invoke_agent counter", "invoke_agent counter"]
    assert all(s.end_time for s in cap.spans)


def test_signature_docstring_and_method_binding_are_kept():
    class Team:
        factor = 3

        @orchtrace.agent(role="member")
        def act(self, x: int, *, y: int = 2) -> int:
            """Act on x."""
            return x * y

        @orchtrace.tool
        @classmethod
        def make(cls, x: int) -> int:
            return x * cls.factor

        @orchtrace.tool(sensitive=True)
        @staticmethod
        def static_send(to: str) -> str:
            return to

        @orchtrace.agent
        async def aact(self, x: int) -> int:
            return x

    def plain(x: int, *, y: int = 2) -> int:
        """Act on x."""

    assert inspect.signature(Team.act) == inspect.signature(Team.__dict__["act"].__wrapped__)
    assert inspect.signature(Team().act) == inspect.signature(plain)
    assert Team.act.__doc__ == "Act on x." and Team.act.__name__ == "act"
    assert inspect.iscoroutinefunction(Team.aact) and not inspect.iscoroutinefunction(Team.act)
    with capture_traces() as cap:
        assert Team().act(2, y=5) == 10
        assert Team.make(2) == 6
        assert Team().make(3) == 9
        assert Team.static_send("x@y.example") == "x@y.example"
        assert asyncio.run(Team().aact(4)) == 4
    spans = [s.name for s in cap.spans]
    assert sorted(spans) == sorted(["invoke_agent act", "execute_tool make", "execute_tool make",
                                    "execute_tool static_send", "invoke_agent aact"])
    static = next(s for s in cap.spans if s.name == "execute_tool static_send")
    assert "orchtrace.tool.args.fingerprint.to" in static.attributes


def test_disabled_mode_emits_nothing_and_changes_nothing(monkeypatch):
    from orchtrace.config import settings

    monkeypatch.setattr(settings, "enabled", False)

    @orchtrace.agent
    def a(x):
        orchtrace.message(to="b", content="hi")
        orchtrace.decision("stop")
        return fetch(x)

    with capture_traces() as cap:
        assert a("u") == "page at u"
    assert cap.spans == ()
    assert cap.trace_dicts() == []


def test_instrumentation_failure_never_breaks_the_host(monkeypatch):
    from orchtrace.capture import specs, traced_call

    def broken(*_a, **_k):
        raise RuntimeError("orchtrace bug")

    # every place the decorators serialise a call's arguments or result
    monkeypatch.setattr(specs, "canonical_bytes", broken)
    monkeypatch.setattr(traced_call, "canonical_bytes", broken)

    @orchtrace.agent
    def a(x):
        return x + 1

    @orchtrace.tool
    def t(x):
        return x * 2

    with capture_traces():
        assert a(1) == 2
        assert t(2) == 4


def test_content_is_private_by_default_and_refs_are_stable(monkeypatch):
    secret = "the secret prompt text"

    @orchtrace.tool
    def echo(text):
        return text.upper()

    with capture_traces() as cap:
        echo(secret)
        echo(secret)
    a, b = cap.spans
    for span in (a, b):
        values = " ".join(map(str, span.attributes.values()))
        assert secret not in values and secret.upper() not in values
        assert span.attributes["orchtrace.tool.args.content_ref"].startswith("hmac-sha256:")
    assert a.attributes["orchtrace.tool.args.content_ref"] == b.attributes["orchtrace.tool.args.content_ref"]
    assert a.attributes["orchtrace.tool.args.size"] == len(f'[["{secret}"]]')

    from orchtrace.config import settings

    monkeypatch.setattr(settings, "capture_content", True)
    with capture_traces() as cap:
        echo(secret)
    (span,) = cap.spans
    assert secret in span.attributes["gen_ai.tool.call.arguments"]
    assert secret.upper() in span.attributes["gen_ai.tool.call.result"]


def test_genai_semconv_content_opt_in_variable_is_honoured(monkeypatch):
    from orchtrace.config import Settings

    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "true")
    assert Settings.from_env().capture_content is True
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "false")
    monkeypatch.setenv("ORCHTRACE_CAPTURE_CONTENT", "")
    assert Settings.from_env().capture_content is False
    monkeypatch.setenv("ORCHTRACE_ENABLED", "false")
    assert Settings.from_env().enabled is False
