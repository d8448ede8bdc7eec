"""Shared fixtures. Every orchestration trace built during a test is validated after it."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from orchtrace.convert import converter as _converter
from orchtrace.schema.validate import validate_trace

REPO = Path(__file__).resolve().parents[1]
# subprocesses started by tests (in another cwd) must import the same sources as the tests
os.environ["PYTHONPATH"] = os.pathsep.join(
    str(Path(p).resolve()) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p)
SHARED_SCHEMA = REPO.parent / "shared" / "spec" / "orchestration-trace.schema.json"
BUNDLED_SCHEMA = REPO / "src" / "orchtrace" / "schema" / "orchestration-trace.schema.json"


def _schemas() -> list[dict[str, Any]]:
    paths = [BUNDLED_SCHEMA] + ([SHARED_SCHEMA] if SHARED_SCHEMA.exists() else [])
    return [json.loads(p.read_text()) for p in paths]


SCHEMAS = _schemas()


def check_trace(trace: Any) -> None:
    """Assert ``trace`` (model or dict) is valid: both schema copies + orchtrace's graph checks."""
    data = trace.to_dict() if hasattr(trace, "to_dict") else trace
    for schema in SCHEMAS:
        jsonschema.Draft202012Validator(schema).validate(data)
    problems = validate_trace(data)
    assert not problems, problems


@pytest.fixture
def assert_valid_trace():
    return check_trace


@pytest.fixture(autouse=True)
def _every_trace_is_valid(monkeypatch):
    """Wrap the converter so each trace any test produces is checked at the end of that test."""
    produced: list[dict[str, Any]] = []
    original = _converter._TraceBuilder.build

    def build(self):  # type: ignore[no-untyped-def]
        result = original(self)
        if result is not None:
            produced.append(result)
        return result

    monkeypatch.setattr(_converter._TraceBuilder, "build", build)
    yield produced
    for trace in produced:
        check_trace(trace)
