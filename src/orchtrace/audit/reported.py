"""Findings as rules report them during the audit sweep, made :class:`~.findings.Finding` models
only once folding (:func:`.dedup.fold`) has kept them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .columns import _location
from .findings import EvidenceStep, Finding
from .policy import severity_shift

# (severity, offset) -> shifted severity: most reports are shifted, and only a few pairs occur
_SHIFTED: dict[tuple[str, int], str] = {}


def shifted(severity: str, offset: int) -> str:
    """:func:`.policy.severity_shift`, remembered per pair (it is asked once per report)."""
    if not offset:
        return severity
    got = _SHIFTED.get((severity, offset))
    if got is None:
        got = _SHIFTED[(severity, offset)] = severity_shift(severity, offset)
    return got


@dataclass(slots=True)
class Reported:
    """A finding as a rule reported it, before folding.  Folding keeps one of each (rule, agent,
    tool, cause): a loop of 10^4 unapproved calls is one finding, so building the pydantic model
    (and its evidence steps and fingerprint) waits until a report survives (:meth:`Sweep.run`).
    ``prefix`` / ``first_via``: evidence steps put before the path, and the edge into its first
    step (a memory read whose writing side is in another trace: OTA104)."""

    code: str
    rule: str
    severity: str
    message: str
    at: int
    steps: list[tuple[int, str | None]]
    events: list[str]
    notes: dict[int, str]
    strength: str | None
    details: dict[str, Any]
    tool: Any
    agent: str
    agent_name: str | None
    prefix: list[EvidenceStep] = field(default_factory=list)
    first_via: str | None = None
    # the fold key with severity (:func:`.dedup.fold`), when the reporter already computed it
    key: tuple[str, ...] | None = None


def materialise(s: Any, r: Reported) -> Finding:
    """The :class:`Finding` of a report that folding kept (``s``: the sweep, at its end)."""
    ev_steps = []
    for k, (idx, via) in enumerate(r.steps):
        x = s.events[idx]
        # model_construct: every value here is already of the declared type (fast path)
        ev_steps.append(EvidenceStep.model_construct(
            id=s.ids[idx], type=s.types[idx], agent=s.agents[idx],
            agent_name=x.get("agent_name"), tool=x.get("tool"), t=float(x.get("t") or 0.0),
            via=r.first_via if k == 0 and r.first_via is not None else via, note=r.notes.get(idx)))
    loc = _location(s.events[r.at].get("code"))
    if loc is None and r.agent is not None:  # events without code (decisions, messages): the agent's code
        loc = _location(s.agent_code.get(r.agent))
    return Finding.model_construct(
        code=r.code, rule=r.rule, severity=r.severity, message=r.message,
        trace_id=s.trace_id, task_id=s.task_id, system=s.system,
        events=r.events, path=r.prefix + ev_steps if r.prefix else ev_steps,
        agent=r.agent, agent_name=r.agent_name, tool=r.tool,
        location=loc, strength=r.strength, details=r.details, suppressed=None, fingerprint="",
    )
