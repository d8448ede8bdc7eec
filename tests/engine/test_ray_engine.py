"""The Ray path against the in-process path, on a real local Ray cluster (started once here).

Same archive -> byte-identical JSON, SARIF and Markdown reports; a worker killed mid-run is
retried by Ray and the report is still complete; a corrupt partition is named, the rest audited;
late spans and tasks resumed in another OTel trace (other partitions) assemble as one task."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import orjson
import pytest

ray = pytest.importorskip("ray")

from typer.testing import CliRunner  # noqa: E402

from orchtrace.cli import app  # noqa: E402
from orchtrace.engine import audit_archive  # noqa: E402
from orchtrace.reports import render_markdown  # noqa: E402
from orchtrace.reports.jsonreport import render_json  # noqa: E402
from orchtrace.reports.sarif import render_sarif  # noqa: E402
from tests.engine.archive_synth import build_archive  # noqa: E402

N_TASKS = 240
POLICY = Path(__file__).parents[2] / "examples" / "policy" / "orchtrace.toml"


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    root = tmp_path_factory.mktemp("archive")
    info = build_archive(root, N_TASKS, 8, fmt="jsonl.gz", seed=1)
    build_archive(root / "collector-b", 40, 2, fmt="proto.zst", seed=2)  # a second collector, proto + zstd
    bad = root / "dt=2026-11-24" / "hour=03" / "spans-2026-11-24T03-30-00.000.jsonl.gz"
    bad.write_bytes(b"\x1f\x8b\x08\x00garbage")
    info["bad"] = bad
    return root, info


def _reports(result, kept):
    return (render_json(result), render_sarif(result, traces=list(kept.values())),
            render_markdown(result))


def test_ray_and_in_process_give_byte_identical_reports(cluster, archive):
    root, info = archive
    local, kept_local = audit_archive(str(root), generated_at="2026-11-25T03:00:00Z")
    stats: dict = {}
    dist, kept_dist = audit_archive(str(root), engine="ray", generated_at="2026-11-25T03:00:00Z",
                                    stats=stats, reducers=5)
    assert stats["reducers"] == 5 and stats["partitions"] == 8 + 2 + 1
    assert len(local.traces) == N_TASKS + 40 and len(local.findings) > 100
    assert _reports(local, kept_local) == _reports(dist, kept_dist)
    assert list(kept_local) == list(kept_dist)
    # every task is one trace: resumed tasks (two OTel traces) and late root spans joined it
    assert sorted(t.task_id for t in dist.traces) == sorted(
        [f"night-1-task-{i:07d}" for i in range(N_TASKS)] + [f"night-2-task-{i:07d}" for i in range(40)])
    by_task = {t.task_id: t for t in dist.traces}
    late, plain = by_task["night-1-task-0000007"], by_task["night-1-task-0000002"]  # same template
    assert (late.events, late.edges, late.findings) == (plain.events, plain.edges, plain.findings)
    resumed = by_task["night-1-task-0000005"]  # two OTel traces in two partitions -> one task
    assert resumed.trace_id == hashlib.sha256(b"task:night-1-task-0000005").hexdigest()[:32]
    assert by_task["night-1-task-0000001"].trace_id != hashlib.sha256(b"task:night-1-task-0000001").hexdigest()[:32]
    # the corrupt partition is named, in the report itself
    problems = orjson.loads(render_json(dist))["input_problems"]
    assert [p["source"] for p in problems] == [str(info["bad"])]


def test_a_worker_killed_mid_run_is_retried_and_the_report_is_complete(cluster, archive, tmp_path):
    root, _ = archive
    marker = tmp_path / "crashed-once"
    local, _ = audit_archive(str(root), generated_at="night")
    dist, _ = audit_archive(str(root), engine="ray", generated_at="night", reducers=3,
                            _crash_once_marker=str(marker))
    assert marker.exists()  # a reducer's worker did die (os._exit) ...
    assert int(marker.read_text()) > 0
    assert render_json(dist) == render_json(local)  # ... and Ray's retry made the report whole


def test_cli_engine_ray_on_the_running_cluster(cluster, archive, tmp_path):
    root, _ = archive
    runner = CliRunner()
    out = {}
    for engine in ("local", "ray"):
        path = tmp_path / f"{engine}.json"
        res = runner.invoke(app, ["audit", "--archive", str(root), "--engine", engine, "--json", str(path),
                                  "--policy", str(POLICY), "--fail-on", "never"])
        assert res.exit_code == 0, res.output
        assert "unreadable partition" in res.output
        doc = orjson.loads(path.read_bytes())
        doc.pop("generated_at")
        out[engine] = doc
    assert out["local"] == out["ray"]
    assert out["ray"]["policy"].endswith("orchtrace.toml")
    assert out["ray"]["summary"]["traces"] == N_TASKS + 40
    res = runner.invoke(app, ["audit", str(tmp_path), "--engine", "ray"])
    assert res.exit_code == 2 and "--archive" in res.output


def test_hostile_task_ids_group_alike(cluster, tmp_path):
    """An empty task id (one group for every such span in the night), a task id that is another
    trace's id, and a span that is its own parent: both engines give the same report."""
    from orchtrace import semconv as sc
    from orchtrace.archive import request_json
    from tests.engine.archive_synth import copy_task, templates, write_partition

    tpl = templates()
    runs = [copy_task(tpl[k % 5], f"h/{k}", 1_764_000_000 * 10**9 + k * 10**6, None) for k in range(12)]
    for k in (0, 1, 2):  # empty task id on three runs
        for s in runs[k]:
            if sc.TASK_ID in s.attributes:
                s.attributes[sc.TASK_ID] = ""
    for s in runs[3]:  # a task id equal to run 4's OTel trace id
        if sc.TASK_ID in s.attributes:
            s.attributes[sc.TASK_ID] = runs[4][0].trace_id
    for s in runs[4]:
        s.attributes.pop(sc.TASK_ID, None)
    loop = runs[5][-1]
    loop.parent_span_id = loop.span_id  # its own parent
    for k in range(4):
        write_partition(tmp_path, k, [request_json([s for r in runs[k::4] for s in r])], "jsonl", True)
    local, _ = audit_archive(str(tmp_path), generated_at="night")
    for reducers in (2, 3, 7):
        dist, _ = audit_archive(str(tmp_path), engine="ray", generated_at="night", reducers=reducers)
        assert render_json(dist) == render_json(local)
    # one group of the empty ids, task T, trace T, and the five template tasks the other runs share
    assert len(local.traces) == 8
