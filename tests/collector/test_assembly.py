"""Assembly in the collector: quiet period after the root ends, late spans re-finalise, tasks that
span several OTel traces, all compared with the in-process converter."""

from __future__ import annotations

import time

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace.export import SpanExportResult

from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from tests.collector.helpers import run_team, same_traces, settled_traces, wait_for


def _versions(db):
    with Store(db) as st:
        return st.trace_versions()


def test_late_span_re_finalises_the_trace(tmp_path, assert_valid_trace):
    with capture_traces() as cap:
        run_team("late-1")
    spans = list(cap.spans)
    full = cap.trace_dicts()
    late = next(s for s in spans if s.name.startswith("execute_tool fetch"))
    early = [s for s in spans if s is not late]
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
        assert exporter.export(early) == SpanExportResult.SUCCESS
        (first,) = settled_traces(db, 1)
        assert _versions(db) == {"late-1": 1}
        assert format(late.context.span_id, "016x") not in {e["span_id"] for e in first["events"]}
        assert exporter.export([late]) == SpanExportResult.SUCCESS
        wait_for(lambda: _versions(db) == {"late-1": 2}, 60, "re-assembly")
        (second,) = settled_traces(db, 1)
    assert same_traces([second], full)
    assert len(second["events"]) == len(first["events"]) + 2  # the late tool call and result
    assert_valid_trace(second)


def test_not_finalised_before_the_root_span_arrives(tmp_path):
    with capture_traces() as cap:
        run_team("rootless-1")
    spans = list(cap.spans)
    root = next(s for s in spans if s.parent is None)
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1, max_wait_seconds=3600) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
        assert exporter.export([s for s in spans if s is not root]) == SpanExportResult.SUCCESS
        time.sleep(0.3)  # longer than the quiet period
        assert srv.assemble_now(force=False) == 0
        with Store(db) as st:
            assert st.counts()["traces"] == 0 and st.counts()["pending"] == 1
        assert exporter.export([root]) == SpanExportResult.SUCCESS
        (trace,) = settled_traces(db, 1)
    assert same_traces([trace], cap.trace_dicts())


def test_root_that_never_comes_is_assembled_after_max_wait(tmp_path):
    with capture_traces() as cap:
        run_team("orphan-1")
    spans = [s for s in cap.spans if s.parent is not None]
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.05, max_wait_seconds=0.2) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(spans) == SpanExportResult.SUCCESS
        (trace,) = settled_traces(db, 1)
    assert trace["task_id"] == "orphan-1"  # the task id rides on the agent spans too


def test_task_spanning_two_otel_traces(tmp_path, assert_valid_trace):
    with capture_traces() as cap:
        run_team("shared")
        first_spans = list(cap.spans)
        run_team("shared")  # e.g. a resumed run: a new OTel trace, the same task
    all_spans = list(cap.spans)
    assert len({s.context.trace_id for s in all_spans}) == 2
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
        assert exporter.export(first_spans) == SpanExportResult.SUCCESS
        (one,) = settled_traces(db, 1)
        assert exporter.export(all_spans[len(first_spans):]) == SpanExportResult.SUCCESS
        wait_for(lambda: _versions(db) == {"shared": 2}, 60, "re-assembly of the shared task")
        (both,) = settled_traces(db, 1)
    assert len(both["events"]) == 2 * len(one["events"])
    assert same_traces([both], cap.trace_dicts())
    assert_valid_trace(both)


from opentelemetry.sdk.trace.id_generator import RandomIdGenerator  # noqa: E402


class _SequentialIds(RandomIdGenerator):
    """Deterministic trace ids, so that the test controls which worker gets which OTel trace."""

    def __init__(self) -> None:
        self.trace = 0
        self.span = 0

    def generate_trace_id(self) -> int:
        self.trace += 1
        return self.trace

    def generate_span_id(self) -> int:
        self.span += 1
        return self.span


def test_batch_assembly_on_two_processes_equals_one_pass(tmp_path, assert_valid_trace):
    from opentelemetry.sdk.trace import TracerProvider

    from orchtrace_collector.assembler import _partition, assemble_all

    with capture_traces(TracerProvider(id_generator=_SequentialIds())) as cap:
        run_team("split")  # OTel trace 1 -> worker 1
        run_team("split")  # OTel trace 2 -> worker 0: one task over both workers
        run_team("alone")  # OTel trace 3
    assert _partition((1).to_bytes(16, "big"), 2) != _partition((2).to_bytes(16, "big"), 2)
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=3600, max_wait_seconds=3600) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(cap.spans) == SpanExportResult.SUCCESS
    assert assemble_all(db, workers=2) >= 2
    with Store(db) as st:
        got = list(st.iter_trace_dicts())
        assert st.counts()["pending"] == 0
    assert same_traces(got, cap.trace_dicts())
    for t in got:
        assert_valid_trace(t)
