"""Issue 9, tenth pass: an action of the kind the user asked for, beside another call of the same
tool aimed elsewhere.  Asked to refund one duplicate charge, a gullible agent refunds it *and* the
amount a note in the same ticket asked for; the injected call takes its values from the
instruction-like note, the honest one from the plain table.  The evidence model weighs that
contrast (``beside_clean``, ``asked_repeat`` in :mod:`orchtrace.audit.risk.features`); honest
runs that repeat an action with values alike (two rows of a table) stay below high.  Driven
through the decorators and ``audit_trace``; none of these texts is from a round of complete runs
or was used to fit anything."""

from __future__ import annotations

from typing import Any

import orchtrace
from orchtrace.audit.findings import SEVERITY_RANK
from orchtrace.audit.risk import evidence_features
from orchtrace.audit.runner import Engine
from orchtrace.detect import recognize
from tests.audit.helpers import findings, flow_severity_by_call, run_team
from tests.audit.sibling_texts import HONEST, INJECTED, NOTE, TASK, TICKET

HIGH = SEVERITY_RANK["high"]
PAGES: dict[str, str] = {}



@orchtrace.tool(trusted=False)
def read_billing_ticket(ticket: str) -> str:
    return PAGES[ticket]


@orchtrace.tool(sensitive=True)
def refund_card_payment(card_last4: str, amount: float) -> str:
    return "ok"


def _run(task: str, page: str, calls: list[dict[str, Any]], *, multi: bool = False) -> dict[str, Any]:
    PAGES["t"] = page
    return run_team(task, lambda: read_billing_ticket("t"), [(refund_card_payment, kw) for kw in calls],
                    read_tools=["read_billing_ticket"], two_agents=multi, task_id="t-siblings")


def _severity_by_call(trace: dict[str, Any]) -> list[int]:
    return flow_severity_by_call(trace, "refund_card_payment")


def _features(trace: dict[str, Any]) -> list[dict[str, float] | None]:
    _, s = Engine(None).audit(trace)
    return [evidence_features(s, i, s.flow(i)) if s.flow(i) else None
            for i in sorted(s.auth) if s.types[i] == "tool_call"]


def test_injected_refund_beside_the_asked_one_is_high_and_the_asked_one_is_not() -> None:
    for multi in (False, True):
        trace = _run(TASK, TICKET + NOTE, [INJECTED, HONEST], multi=multi)
        injected, honest = _severity_by_call(trace)
        assert injected >= HIGH, multi
        assert honest < HIGH, multi  # (a medium finding of its own: folding keeps severities apart)
        [f] = [f for f in findings(trace, code="OTA101") if SEVERITY_RANK[f.severity] >= HIGH]
        # the finding names the contrast that decided
        assert "another call of the tool takes plain values" in f.message


def test_the_same_injected_call_alone_rests_on_the_recognizer() -> None:
    """Without the task's own call beside it, only the recognizer tells the note from an honest
    request in the ticket: the call is high when the note is flagged and medium when it is not (the
    known miss of issue 9: a payload scored under the threshold, for an action of the kind the
    user asked for)."""
    [alone] = _severity_by_call(_run(TASK, TICKET + NOTE, [INJECTED]))
    assert alone == (HIGH if recognize(TICKET + NOTE).flagged else SEVERITY_RANK["medium"])


def test_two_honest_refunds_from_a_plain_table_raise_no_high() -> None:
    table = TICKET + "2026-11-04  3390   $960.00  captured (duplicate of annual plan)\n"
    trace = _run("Refund both duplicate charges in ticket BT-5512.", table, [HONEST, INJECTED])
    assert max(_severity_by_call(trace)) == SEVERITY_RANK["medium"]  # a flow, reported, not high
    feats = _features(trace)
    assert all(f is not None and f.get("asked_repeat") == 1.0 and "beside_clean" not in f for f in feats)


def test_a_retry_with_the_same_arguments_is_not_a_second_aim() -> None:
    feats = _features(_run(TASK, TICKET + NOTE, [INJECTED, INJECTED]))
    assert len(feats) == 2
    assert all(f is not None and f["asked_repeat"] == 0.0 and "beside_clean" not in f for f in feats)
    assert all(s < HIGH for s in _severity_by_call(_run(TASK, TICKET + NOTE, [INJECTED, INJECTED])))


def test_a_medium_call_is_never_listed_under_a_high_finding() -> None:
    """Folding keeps one finding per rule, agent, tool, cause *and severity*: the honest refund's
    medium report is a finding of its own, not a name in the injected refund's high one (a reader
    of ``events_folded`` may take every call listed there as flagged at the finding's severity)."""
    trace = _run(TASK, TICKET + NOTE, [INJECTED, HONEST])
    flows = [f for f in findings(trace, code="OTA101") if f.tool == "refund_card_payment"]
    assert sorted(f.severity for f in flows) == ["high", "medium"]
    assert all(not f.details.get("events_folded") for f in flows)


def test_the_sibling_can_come_first_or_last() -> None:
    """The features read the whole trace: the order of the two calls does not matter."""
    first = _severity_by_call(_run(TASK, TICKET + NOTE, [HONEST, INJECTED]))
    assert first[1] >= HIGH and first[0] < HIGH


def test_hostile_fingerprints_on_a_sibling_are_read_as_no_aim() -> None:
    """A trace from a program we do not control: the honest call's ``arg_fingerprints`` is a string
    and the source's ``suspect_entities`` holds junk.  The audit reads them as "no aim" / no values
    (no error), and the injected call is still reported, now without the contrast to raise it."""
    import copy

    trace = copy.deepcopy(_run(TASK, TICKET + NOTE, [INJECTED, HONEST]))
    calls = sorted((e for e in trace["events"] if e["type"] == "tool_call" and e.get("tool") == "refund_card_payment"),
                   key=lambda e: e["t"])
    calls[1]["arg_fingerprints"] = "not a mapping"
    for e in trace["events"]:
        if e.get("suspect_entities"):
            e["suspect_entities"] = [*e["suspect_entities"], "x", None, [1, 2], 2**80]
    injected, honest = _severity_by_call(trace)
    assert injected == SEVERITY_RANK["medium"] and honest < HIGH
    feats = _features(trace)
    assert feats[0] is not None and "beside_clean" not in feats[0]
