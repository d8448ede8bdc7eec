from __future__ import annotations

from .base import Rule


class NoInterventionPoint(Rule):
    """Flags a trace longer than the policy budget with no human intervention point at all.

    **What it flags.** A trace with more events than ``[budgets]
    max_events_without_intervention`` (default 1000), more tool calls than
    ``max_tool_calls_without_intervention`` or more agents than
    ``max_agents_without_intervention`` (both off by default), and not a single
    ``human_intervention`` event.  The finding points at the first event past the budget.

    **Why it matters.** Long autonomous runs with no point where a human could steer or stop
    them accumulate errors and are where misdirection goes unnoticed (survey §10.4,
    steerability).

    **Example.** A 5,000-event research run with no approval, feedback or review step.

    **How to fix.** Add an intervention point (approval of the plan, review of intermediate
    results) or split the run; raise the budget in the policy if the run is meant to be fully
    autonomous.
    """

    code = "OTA304"
    name = "no-intervention-point"
    default_severity = "low"
    summary = "Trace longer than the policy budget with no human intervention point"
    events = ()

    def finish(self, s):  # type: ignore[no-untyped-def]
        if s.n_human:
            return
        b = s.policy.budgets
        over = None
        if b.max_events_without_intervention is not None and s.n > b.max_events_without_intervention:
            over = (b.max_events_without_intervention, f"{s.n} events (budget {b.max_events_without_intervention})",
                    "events")
        if over is None and b.max_tool_calls_without_intervention is not None:
            k = 0
            for j, t in enumerate(s.types):
                if t == "tool_call":
                    k += 1
                    if k > b.max_tool_calls_without_intervention:
                        over = (j, f"more than {b.max_tool_calls_without_intervention} tool calls", "tool_calls")
                        break
        if over is None and b.max_agents_without_intervention is not None:
            seen: set[str] = set()
            for j, a in enumerate(s.agents):
                seen.add(a)
                if len(seen) > b.max_agents_without_intervention:
                    over = (j, f"more than {b.max_agents_without_intervention} agents", "agents")
                    break
        if over is None:
            return
        at, what, budget = over
        s.report(self, at, f"trace has {what} and no human intervention point", tool=None,
                 notes={at: "budget exceeded"}, details={"budget": budget, "events": s.n})
