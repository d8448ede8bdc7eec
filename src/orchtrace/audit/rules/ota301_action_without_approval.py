from __future__ import annotations

from ..dedup import folded_early
from ..reported import shifted
from .base import Rule


class ActionWithoutApproval(Rule):
    """Flags a sensitive or requires-approval tool call that no approving human intervention
    reaches.

    **What it flags.** A ``tool_call`` of a tool marked ``requires_approval`` (severity as
    configured, default high) or ``sensitive`` (one level lower) with no approving
    ``human_intervention`` before it on a causal path (same agent earlier, or reaching it through
    spawn/message/return/aggregate/causal edges).  An approval names the tool it approves
    (``target``), a call id, the acting agent, or nothing (any action); by default one approval
    authorises ONE action (the next matching one): policy ``[human] approval_covers =
    "all_following"`` makes it cover every later matching action.

    **Why it matters.** Irreversible effects (sending, paying, writing, deleting, executing)
    with no human in the loop are where a misled agent does damage (survey §10.4,
    steerability).

    **Example.** A human approves the digest to ``boss@corp.example``; the e-mailer then sends a
    second e-mail to an address it found in a web page: the second ``send_email`` has no
    approval of its own.

    **How to fix.** Ask for approval before each such action
    (``orchtrace.human_intervention("approval", "approved", target="send_email")`` records it),
    or, if the tool is not really sensitive, say so in the policy (``[[tools]] match = ...
    sensitive = false``).
    """

    code = "OTA301"
    name = "action-without-approval"
    default_severity = "high"
    summary = "Sensitive or requires-approval action with no approving human intervention before it"
    events = ("tool_call",)
    actions_only = True

    def check(self, s, i):  # type: ignore[no-untyped-def]
        verdict = s.auth.get(i)
        if verdict is None or verdict[0] is not None:
            return
        flags = s.tool_flags(i)
        offset = 0 if flags.requires_approval else -1
        if folded_early(s, self, i, shifted(s.engine.severity[self.code], offset), {}):
            return  # an earlier, as severe report of this agent and tool: only counted
        tool = s.ev(i).get("tool")
        kind = "requires approval" if flags.requires_approval else "is sensitive"
        s.report(self, i, f"{s.agent_name(i)} called {tool} (it {kind}) with no approving human "
                          f"intervention before it",
                 offset=offset,
                 notes={i: "action"},
                 details={"requires_approval": bool(flags.requires_approval),
                          "sensitive": bool(flags.sensitive)})
