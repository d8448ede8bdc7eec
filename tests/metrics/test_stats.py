"""`orchtrace stats` and the StatsAccumulator: bands, distributions, checklist, merge, CLI, store."""

from __future__ import annotations

import pickle

import orjson
import pytest
from typer.testing import CliRunner

import orchtrace
from orchtrace.cli import app
from orchtrace.stats import StatsAccumulator, band, summarize
from orchtrace.testing import capture_traces
from tests.metrics.traces import T, fan_out

runner = CliRunner()


def sized(i: int, n_events: int, *, topology: str = "centralized", system: str = "sys-a", day: int = 0,
          reward: bool = False) -> dict:
    """A chain of ``n_events`` events by one agent (its last one its return), valid."""
    b = T(task=f"task-{i}", topology=topology, system=system)
    for k in range(n_events - 1):
        extra = {"start_unix_s": 1_763_000_000 + day * 86400} if k == 0 else {}
        b.ev(f"e{k}", k * 0.1, "tool_call", "solo", tool="t", **extra)
        if k:
            b.edge(f"e{k - 1}", f"e{k}")
    b.ev("ret", n_events * 0.1, "return", "solo", cost={"tokens": 10.0 * n_events, "llm_calls": 1})
    if n_events > 1:
        b.edge(f"e{n_events - 2}", "ret")
    out = b.build(tokens=10.0 * n_events)
    out["trace_id"] = f"tr-{i}"
    if reward:
        out["rewards"] = {"team": 1.0}
    return out


def corpus():
    return ([sized(i, 5, day=i % 3) for i in range(4)] + [sized(10 + i, 50, topology="swarm", system="sys-b",
                                                                   reward=True) for i in range(3)]
            + [sized(20, 400, day=2), sized(21, 1500, topology="hierarchical", day=1)])


def test_bands_and_distributions_are_exact():
    assert [band(n) for n in (1, 9, 10, 99, 100, 999, 1000, 10**6)] == [
        "1-9", "1-9", "10-99", "10-99", "100-999", "100-999", ">=1000", ">=1000"]
    acc = StatsAccumulator()
    for t in corpus():
        acc.add(t)
    r = acc.result()
    assert r["traces"] == 9
    assert r["length_bands"] == {"1-9": 4, "10-99": 3, "100-999": 1, ">=1000": 1}
    ev = r["distributions"]["events"]
    assert (ev["min"], ev["max"], ev["p50"]) == (5, 1500, 50)
    assert ev["mean"] == pytest.approx((4 * 5 + 3 * 50 + 400 + 1500) / 9)
    assert r["topology"] == {"centralized": 5, "swarm": 3, "hierarchical": 1}
    assert {d: v["traces"] for d, v in r["by_day"].items()} == {"2025-11-13": 5, "2025-11-14": 2, "2025-11-15": 2}
    assert r["agent_tokens"]["solo"]["tokens"] == 10 * (4 * 5 + 3 * 50 + 400 + 1500)
    assert r["reward_channels"] == {"team": 3}


def test_merge_of_partials_equals_one_pass():
    traces = corpus()
    whole = StatsAccumulator(by="topology")
    for t in traces:
        whole.add(t)
    left, right = StatsAccumulator(by="topology"), StatsAccumulator(by="topology")
    for i, t in enumerate(traces):
        (left if i % 2 else right).add_summary(pickle.loads(pickle.dumps(summarize(t))))  # partials travel
    merged = pickle.loads(pickle.dumps(left)).merge(right)
    assert merged.result() == whole.result()


def test_sample_is_bounded_and_merges_to_the_same_sample():
    traces = [sized(i, 3 + i % 7) for i in range(60)]
    one = StatsAccumulator(sample_size=10)
    a, b = StatsAccumulator(sample_size=10), StatsAccumulator(sample_size=10)
    for i, t in enumerate(traces):
        one.add(t)
        (a if i < 25 else b).add(t)
    a.merge(b)
    assert len(one.sample) == 10 and sorted(one.sample, key=lambda x: x[0]) == sorted(a.sample, key=lambda x: x[0])
    assert one.result()["distributions"]["events"]["n"] == 60  # counts stay exact


def test_checklist_for_a_captured_corpus():
    @orchtrace.tool(trusted=False)
    def fetch(u: str) -> str:
        return "page"

    @orchtrace.agent(role="researcher")
    def researcher(q: str) -> str:
        out = fetch(q)
        orchtrace.reward("tool", 1.0)
        return out

    @orchtrace.agent(role="orchestrator")
    def lead(q: str) -> str:
        return researcher(q)

    with capture_traces() as cap:
        for i in range(3):
            with orchtrace.task(f"t{i}"):
                lead("q")
    acc = StatsAccumulator()
    for t in cap.trace_dicts():
        acc.add(t)
    items = {it["item"]: it for it in acc.result()["checklist"]}
    assert set(items) == {"Topology and roles", "Scale", "Reward channels", "Credit unit",
                          "Safety instrumentation", "Costs"}
    assert items["Reward channels"]["status"] == "reported" and "tool (3)" in items["Reward channels"]["answer"]
    assert items["Credit unit"]["status"] == "reported" and "anchored" in items["Credit unit"]["answer"]
    assert items["Safety instrumentation"]["status"] == "reported"  # untrusted tool outputs are labelled
    assert "researcher (3)" in items["Topology and roles"]["answer"]
    assert items["Costs"]["status"] == "missing"  # no tokens recorded anywhere


def test_cli_stats_json_html_and_by(tmp_path):
    src = tmp_path / "traces.jsonl"
    src.write_bytes(b"".join(orjson.dumps(t) + b"\n" for t in corpus()))
    (tmp_path / "one.json").write_bytes(orjson.dumps(fan_out(3, aggregate_of=[0])))
    res = runner.invoke(app, ["stats", str(tmp_path), "--by", "system", "--json", str(tmp_path / "s.json"),
                              "--html", str(tmp_path / "s.html")])
    assert res.exit_code == 0, res.output
    assert "10 traces" in res.output and "reporting checklist" in res.output
    data = orjson.loads((tmp_path / "s.json").read_bytes())
    assert data["traces"] == 10 and data["by"] == "system"
    assert data["groups"]["sys-b"]["traces"] == 3 and data["groups"]["sys-b"]["events_mean"] == 50
    assert data["distributions"]["useful_agent_utilization"]["max"] == pytest.approx(1 / 3)
    page = (tmp_path / "s.html").read_text()
    assert page.count("<svg") >= 8 and "<script" not in page


def test_cli_stats_errors(tmp_path):
    assert runner.invoke(app, ["stats", str(tmp_path / "missing.json")]).exit_code == 2
    assert runner.invoke(app, ["stats", str(tmp_path), "--by", "colour"]).exit_code == 2
    (tmp_path / "report.json").write_bytes(orjson.dumps({"format": "orchtrace-audit/1", "findings": []}))
    res = runner.invoke(app, ["stats", str(tmp_path)])
    assert res.exit_code == 1 and "no orchestration traces" in res.output


def test_cli_stats_over_a_collector_store(tmp_path):
    """Spans sent over real OTLP/HTTP to a real collector, assembled in its SQLite store."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SpanExportResult

    from orchtrace_collector import serve
    from orchtrace_collector.assembler import assemble_all

    @orchtrace.agent(role="worker")
    def worker(q: str) -> str:
        orchtrace.cost(tokens=42)
        return q

    @orchtrace.agent(role="orchestrator")
    def boss(q: str) -> str:
        return worker(q) + worker(q)

    with capture_traces() as cap:
        for i in range(2):
            with orchtrace.task(f"store-{i}"):
                boss("x")
    db = tmp_path / "spans.db"
    with serve(db, port=0, quiet_seconds=3600, max_wait_seconds=3600) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(cap.spans) == SpanExportResult.SUCCESS
    assert assemble_all(db, workers=1) >= 1
    res = runner.invoke(app, ["stats", "--store", str(db), "--json", str(tmp_path / "s.json")])
    assert res.exit_code == 0, res.output
    data = orjson.loads((tmp_path / "s.json").read_bytes())
    assert data["traces"] == 2 and data["agent_tokens"]["worker"] == {"tokens": 168.0, "llm_calls": 0.0,
                                                                      "instances": 4.0}
    assert data["distributions"]["fan_out_max"]["max"] == 2
