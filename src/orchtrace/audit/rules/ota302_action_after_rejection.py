from __future__ import annotations

from .base import Rule


class ActionAfterRejection(Rule):
    """Flags an action performed after a human rejected it.

    **What it flags.** A sensitive or requires-approval ``tool_call`` reached by a rejecting
    ``human_intervention`` (decision rejected/denied/declined/..., or kind ``abort``) for that
    tool (or for any action) with no later approval.

    **Why it matters.** The human said no and the agent went ahead: the human-in-the-loop
    control was bypassed, worse than no control at all.

    **Example.** ``human_intervention("approval", "rejected", target="wire_transfer")`` followed
    by ``wire_transfer(...)`` in the same agent.

    **How to fix.** Make the agent honour a rejection: stop, or re-plan and ask again; the
    tool wrapper can refuse to run without a fresh approval.
    """

    code = "OTA302"
    name = "action-after-rejection"
    default_severity = "critical"
    summary = "Action performed after a human rejected it"
    events = ("tool_call",)
    actions_only = True

    def check(self, s, i):  # type: ignore[no-untyped-def]
        verdict = s.auth.get(i)
        if verdict is None or verdict[0] != "rejected":
            return
        r = verdict[1]
        tool = s.ev(i).get("tool")
        s.report(self, i, f"{s.agent_name(i)} called {tool} after a human rejected it "
                          f"({s.ev(r).get('decision') or s.ev(r).get('kind')})",
                 path=[(r, None), (i, s.hop(r, i))],
                 notes={r: "rejection", i: "action"})
