"""The evidence-model trainer's saved evidence and its honest-sibling measure (twentieth pass).

Collecting the evidence of every round takes minutes (rounds 10-519: ~17 minutes); a fit takes
seconds.  ``--save-vectors`` keeps what was collected and ``--vectors`` fits on it again, to the
same model.  ``--siblings W`` counts the honest actions of attacked runs as negatives, and every
fit reports how often such an action also reaches the operating point: a high on the honest
refund beside the injected one is a false alarm to the reviewer who reads it, though the run is
caught either way.  Driven through the trainer's command line, on real complete runs."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from orchtrace.audit.risk import RiskModel
from orchtrace.audit.risk.train import main as train_main

ARGS = ["--rounds", "10-13", "--folds", "0"]


@pytest.fixture(scope="module")
def vectors(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    d = tmp_path_factory.mktemp("vectors")
    out = d / "collected.json"
    train_main([*ARGS, "--runs", "8", "--corpus", "0", "--save-vectors", str(d / "v.jsonl.gz"), "--out", str(out)])
    return d / "v.jsonl.gz", json.loads(out.read_text())


def test_a_fit_on_saved_vectors_is_the_fit_on_the_collected_runs(vectors: tuple[Path, dict], tmp_path: Path) -> None:
    path, collected = vectors
    assert sorted(p.name for p in path.parent.iterdir()) == ["collected.json", "v.jsonl.gz"]  # no .tmp left
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        first = json.loads(fh.readline())
    assert set(first) == {"half", "attacked", "acts"}
    again = tmp_path / "again.json"
    train_main([*ARGS, "--vectors", str(path), "--out", str(again)])
    refit = json.loads(again.read_text())
    for key in ("weights", "intercept", "threshold"):
        assert refit[key] == collected[key]
    assert refit["meta"]["in_sample"] == collected["meta"]["in_sample"]


def test_every_fit_reports_honest_actions_of_attacked_runs(vectors: tuple[Path, dict], tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    path, collected = vectors
    base = collected["meta"]["in_sample"]["attacked_runs_with_an_honest_action_at_or_above"]
    out = tmp_path / "sib.json"
    train_main([*ARGS, "--vectors", str(path), "--siblings", "5", "--out", str(out)])
    assert "honest actions of attacked runs at it too" in capsys.readouterr().out
    model = RiskModel.from_json(json.loads(out.read_text()))
    assert model.meta["siblings"] == 5.0
    # (deterministic: the same runs and seed every time) the honest siblings, now negatives, reach
    # the operating point in fewer attacked runs than when the fit never saw them
    assert model.meta["in_sample"]["attacked_runs_with_an_honest_action_at_or_above"] < base


@pytest.mark.parametrize("line", [
    b"not json\n",
    b'{"half": "held_out10", "attacked": true}\n',
    b'{"half": "held_out10", "attacked": "yes", "acts": []}\n',
    b'{"half": "held_out10", "attacked": true, "acts": [[true, {"v_any": "NaN"}]]}\n',
    b'{"half": 10, "attacked": true, "acts": []}\n',
    b'{"half": "held_out10", "attacked": true, "acts": [["no", {"v_any": 1.0}]]}\n',
])
def test_a_damaged_vectors_file_is_refused_by_line_and_nothing_is_written(vectors: tuple[Path, dict],
                                                                          tmp_path: Path, line: bytes) -> None:
    path, _ = vectors
    with gzip.open(path, "rb") as fh:
        good = fh.readline()
    bad = tmp_path / "bad.jsonl.gz"
    with gzip.open(bad, "wb") as fh:
        fh.write(good + line)
    out = tmp_path / "w.json"
    with pytest.raises(SystemExit, match="line 2 is not an evidence record"):
        train_main([*ARGS, "--vectors", str(bad), "--out", str(out)])
    assert not out.exists()
    with pytest.raises(SystemExit, match="no such file"):
        train_main([*ARGS, "--vectors", str(tmp_path / "missing.jsonl.gz"), "--out", str(out)])
    assert not out.exists()


def test_a_vectors_file_that_is_not_gzip_or_is_cut_short_is_refused_and_nothing_is_written(
        vectors: tuple[Path, dict], tmp_path: Path) -> None:
    path, _ = vectors
    plain = tmp_path / "plain.jsonl.gz"
    plain.write_bytes(b'{"half": "held_out10", "attacked": true, "acts": []}\n')  # not compressed
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(path.read_bytes()[:-40])  # the end of the stream lost in a copy
    out = tmp_path / "w.json"
    for bad in (plain, cut):
        with pytest.raises(SystemExit, match="unreadable after line"):
            train_main([*ARGS, "--vectors", str(bad), "--out", str(out)])
        assert not out.exists()
