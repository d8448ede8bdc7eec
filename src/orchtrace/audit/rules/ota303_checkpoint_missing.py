from __future__ import annotations

from .base import Rule


class CheckpointMissing(Rule):
    """Flags a policy-declared human checkpoint that was skipped.

    **What it flags.** With ``[checkpoints] max_spawns = N``: the spawn that takes the trace
    past N spawned agents when no approving ``human_intervention`` reaches it (one finding per
    trace).  With ``[checkpoints] egress = true``: each egress call (a tool matched by
    ``egress_tools`` or ``[[tools]] egress = true``, or an action naming a domain outside
    ``internal_domains``) that no approving human intervention reaches, unless OTA301/OTA302
    already reported that call.

    **Why it matters.** Fan-out and data leaving the organisation are the points where a
    reviewer wants a human in the loop even for tools that are not sensitive by themselves
    (survey §10.4).

    **Example.** ``max_spawns = 3`` and an orchestrator spawns five workers with no approval.

    **How to fix.** Insert a human checkpoint (``orchtrace.human_intervention("approval",
    ...)``) before the fan-out / the egress, or raise the limit in the policy.
    """

    code = "OTA303"
    name = "checkpoint-missing"
    default_severity = "medium"
    summary = "A policy checkpoint (spawn limit, egress) was passed with no human approval"
    events = ("spawn", "tool_call")

    def applies(self, policy):  # type: ignore[no-untyped-def]
        return policy.checkpoints.max_spawns is not None or policy.checkpoints.egress

    def check(self, s, i):  # type: ignore[no-untyped-def]
        cp = s.policy.checkpoints
        if s.types[i] == "spawn":
            if cp.max_spawns is None:
                return
            n = s.__dict__.get("_ota303_spawns", 0) + 1
            s.__dict__["_ota303_spawns"] = n
            if n == cp.max_spawns + 1 and not s.any_approval_before(i):
                s.report(self, i, f"{s.agent_name(i)} spawned more than {cp.max_spawns} agents "
                                  f"with no human approval", tool=None,
                         notes={i: f"spawn #{n}"}, details={"checkpoint": "max_spawns", "limit": cp.max_spawns})
            return
        if not cp.egress or not s.engine.is_egress(s, i):
            return
        if s.reported.get(i, set()) & {"OTA301", "OTA302"} or s.any_approval_before(i):
            return
        if i in s.auth and s.auth[i][0] == "approved":
            return
        s.report(self, i, f"{s.agent_name(i)} called {s.ev(i).get('tool')} (egress) with no human approval "
                          f"before it", notes={i: "egress"}, details={"checkpoint": "egress"})
