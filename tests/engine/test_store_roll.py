"""The embedded collector rolls its store into hourly archive partitions that audit exactly like
the traces the collector assembled itself."""

from __future__ import annotations

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace.export import SpanExportResult
from typer.testing import CliRunner

from orchtrace.archive import list_partitions
from orchtrace.audit import run_audit
from orchtrace.cli import app
from orchtrace.engine import audit_archive
from orchtrace.testing import capture_traces
from orchtrace_collector import Store, serve
from orchtrace_collector.archive_roll import HOUR_NS, roll_to_archive
from tests.collector.helpers import run_team, settled_traces


def test_store_rolls_into_hourly_partitions_that_audit_like_the_store(tmp_path):
    with capture_traces() as cap:
        for k in range(4):
            run_team(f"roll-{k}")
    spans = list(cap.spans)
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        exporter = OTLPSpanExporter(endpoint=srv.traces_endpoint)
        assert exporter.export(spans[: len(spans) // 2]) == SpanExportResult.SUCCESS
        assert exporter.export(spans[len(spans) // 2:]) == SpanExportResult.SUCCESS
        settled_traces(db, 4)
    with Store(db) as st:
        stored = list(st.iter_trace_dicts())
        (lo,) = st.con.execute("SELECT min(received_ns) FROM spans").fetchone()
    # the hour being written is left alone; once it is over, it is rolled, once
    assert roll_to_archive(db, tmp_path / "archive", now_ns=lo) == []
    written = roll_to_archive(db, tmp_path / "archive", now_ns=lo + 2 * HOUR_NS)
    assert len(written) in (1, 2) and all("/dt=" in str(p) and "/hour=" in str(p) for p in written)
    assert roll_to_archive(db, tmp_path / "archive", now_ns=lo + 2 * HOUR_NS) == []
    parts = list_partitions(str(tmp_path / "archive"), skip_live=True)
    assert [p.url for p in parts] == sorted(str(p) for p in written)

    from_archive, _ = audit_archive(str(tmp_path / "archive"), generated_at="night")
    from_store = run_audit(sorted(stored, key=lambda d: d["task_id"]))
    from_store.generated_at = "night"
    assert [t.task_id for t in from_archive.traces] == [f"roll-{k}" for k in range(4)]
    assert from_archive.model_dump() == from_store.model_dump()


def test_archive_roll_command(tmp_path):
    with capture_traces() as cap:
        run_team("roll-cli")
    db = tmp_path / "s.db"
    with serve(db, port=0, quiet_seconds=0.1) as srv:
        assert OTLPSpanExporter(endpoint=srv.traces_endpoint).export(list(cap.spans)) == SpanExportResult.SUCCESS
        settled_traces(db, 1)
    res = CliRunner().invoke(app, ["archive", "roll", "--store", str(db), "--to", str(tmp_path / "a")])
    assert res.exit_code == 0
    assert "nothing to roll" in res.output  # the current hour is still open
    res = CliRunner().invoke(app, ["archive", "roll", "--store", str(tmp_path / "missing.db"), "--to", str(tmp_path / "a")])
    assert res.exit_code == 2 and "missing.db" in res.output
