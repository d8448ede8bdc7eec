from __future__ import annotations

from ..sources import describe
from .base import Rule


class UntrustedFlowToDelegation(Rule):
    """Flags a spawn or delegation decided with untrusted tool output in the deciding agent's
    context (orchestrator misdirection).

    **What it flags.** A ``spawn`` event, an ``orchestrator_decision`` of kind ``delegate`` or
    ``spawn``, or a hand-off tool call (a ``tool_call`` with a ``target``) made by an agent whose
    context holds the output of an untrusted tool.  One finding per deciding agent instance and
    target.  Severity as configured (default medium) when that output has strong prompt-injection
    indicators, one level lower otherwise.

    **Why it matters.** Who works on the task next, with which tools, is the orchestrator's most
    powerful decision; injected text that steers it can route the task to an agent with more
    privileges (survey AV6, orchestrator misdirection).

    **Example.** The orchestrator aggregates researchers' notes (one read a page with a planted
    instruction) and then spawns the e-mailer.

    **How to fix.** Decide delegation from the user's task and trusted state; feed untrusted
    findings to workers as data, not to the router; or gate delegation with a human checkpoint.
    """

    code = "OTA103"
    name = "untrusted-flow-to-delegation"
    default_severity = "medium"
    summary = "Spawn/delegation decided with untrusted tool output in the orchestrator's context"
    events = ("spawn", "orchestrator_decision", "tool_call")

    def check(self, s, i):  # type: ignore[no-untyped-def]
        e = s.ev(i)
        et = s.types[i]
        if et == "orchestrator_decision" and str(e.get("kind")) not in ("delegate", "spawn"):
            return
        if et == "tool_call" and not e.get("target"):
            return
        if s.taint[s.agents[i]].empty():
            return
        target = str(e.get("target") or e.get("to") or "")
        seen = s.__dict__.setdefault("_ota103_seen", set())
        key = (s.agents[i], target)
        if key in seen:
            return
        flow = s.flow(i)
        if not flow or flow["context"] < 0:
            return
        seen.add(key)
        src = flow["context"]
        strong = s.source_score.get(src, 0) >= 2
        src_ev = s.ev(src)
        what = {"spawn": "spawned", "tool_call": "handed off to"}.get(et, "delegated to")
        s.report(self, i,
                 f"{s.agent_name(i)} {what} {target or 'an agent'} with untrusted "
                 f"{describe(s, src)} in its context" + (" (an instruction aimed at the agent was recognized in it)" if strong else ""),
                 path=s.source_path(src, i), offset=0 if strong else -1, strength="context",
                 notes={src: "untrusted output", i: "delegation"},
                 details={"source": s.ids[src], "target": target,
                          "injection": list(src_ev.get("injection") or [])})
