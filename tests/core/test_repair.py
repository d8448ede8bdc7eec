"""Issue 11 defect 6: traces are validated before they are written; a bad value is dropped,
not the trace (before: nothing validated a trace before writing it)."""

from __future__ import annotations

import copy

import orchtrace
from orchtrace.schema.repair import repair_trace
from orchtrace.schema.validate import validate_trace
from orchtrace.testing import capture_traces


def _good() -> dict:
    @orchtrace.agent(name="helper")
    def helper() -> str:
        return "done"

    @orchtrace.agent(name="boss")
    def boss() -> str:
        orchtrace.reward("quality", 0.5)
        return helper() + helper()

    with capture_traces() as cap, orchtrace.task("repair-1"):
        boss()
    (trace,) = cap.trace_dicts()
    assert validate_trace(trace) == []
    return copy.deepcopy(trace)  # the fixture re-validates the captured one


def test_a_valid_trace_is_left_alone() -> None:
    trace = _good()
    before = copy.deepcopy(trace)
    assert repair_trace(trace) == [] and trace == before


def test_bad_values_are_dropped_and_named_not_the_trace() -> None:
    trace = _good()
    n_events = len(trace["events"])
    trace["events"][-1]["role"] = 7  # an optional field of the wrong type
    trace["events"][1]["t"] = "soon"  # a required field: that event goes, with its edges
    trace["rewards"]["nan"] = float("nan")
    trace["surprise"] = True  # not allowed at the top level
    dropped = repair_trace(trace)
    assert validate_trace(trace) == [], validate_trace(trace)
    assert len(trace["events"]) == n_events - 1 and "role" not in trace["events"][-1]
    assert trace["rewards"] == {"quality": 0.5} and "surprise" not in trace
    assert len(dropped) >= 4 and any("role" in d for d in dropped)
    assert trace["events"][0]["diagnostics"][-len(dropped):] == dropped  # what went is in the trace
