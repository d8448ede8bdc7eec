from __future__ import annotations

from ..dedup import folded_early
from ..flowseverity import assess, offset_for
from ..memoryflow import is_memory_source
from ..reported import shifted
from ..sources import describe, source_name
from .base import Rule
from .ota101_untrusted_value_to_action import _note


class UntrustedContextToAction(Rule):
    """Flags an action taken by an agent whose context holds untrusted tool output (context level).

    **What it flags.** A sensitive or requires-approval ``tool_call`` made after the output of
    an untrusted tool reached the acting agent's context (its own earlier events, or through
    spawn/message/return/aggregate/causal edges from other agents), and no argument-level match
    was found (that case is OTA101).  Severity from all the evidence
    (:mod:`orchtrace.audit.flowseverity`): **high** when the recognizer found an instruction
    aimed at the agent in that output (:mod:`orchtrace.detect`), even without a value match
    (medium if the user asked for this action and named its target in a key argument);
    **high** too when the user's task never asked for this action (neither its verb, its object
    nor its effect class: :func:`orchtrace.intent.asked_by_task`) and none of its key arguments
    (recipients, accounts, amounts, ids, URLs, paths; not subject/body) carries a value the user
    named, whatever the output's phrasing; **medium** when it was not asked for but the user named
    a key value; **low** otherwise.  Cleared by a human
    approval of the action given after the output reached the approver, or by a policy
    sanitizer between them.

    **Why it matters.** An LLM agent may act on anything in its context: untrusted text it has
    read can steer the action even when the arguments do not visibly copy it (survey AV2/AV6).

    **Example.** A researcher reads a page with a hidden instruction, returns its notes to the
    orchestrator, which hands them to an e-mailer that then calls ``send_email``.

    **How to fix.** Keep untrusted content out of the context of agents that act (summarise it
    in a separate, tool-less agent; pass it through a sanitizer), or require approval for the
    action.
    """

    code = "OTA102"
    name = "untrusted-context-to-action"
    default_severity = "medium"
    summary = "Action taken by an agent whose context holds untrusted tool output (context-level flow)"
    events = ("tool_call",)
    actions_only = True

    def check(self, s, i):  # type: ignore[no-untyped-def]
        if i not in s.auth:
            return
        flow = s.flow(i)
        if not flow or flow["context"] < 0:
            return
        if flow["value"] and "OTA101" in s.reported.get(i, ()):
            return  # OTA101 already carries the strongest of both
        src = flow["context"]
        if is_memory_source(s, src):
            return  # a memory read: OTA104 reports it, with the writing trace
        level, reasons = assess(s, i, flow, None, None)
        offset = offset_for(s, self, level)
        source_tool = source_name(s, src)
        severity = shifted(s.engine.severity[self.code], offset)
        if folded_early(s, self, i, severity, {"source_tool": source_tool}):
            return  # an earlier, as severe report of this agent, tool and source tool: only counted
        src_ev = s.ev(src)
        e = s.ev(i)
        notes = {src: _note(src_ev), i: "sink"}
        s.report(self, i,
                 f"{s.agent_name(i)} called {e.get('tool')} with untrusted "
                 f"{describe(s, src)} in its context: {reasons[0]}",
                 path=s.source_path(src, i), offset=offset, strength="context", notes=notes,
                 details={"source": s.ids[src], "source_tool": source_tool,
                          "instruction_score": src_ev.get("instruction_score"),
                          "asked_for": s.asked(i), "reasons": reasons,
                          "injection": list(src_ev.get("injection") or []),
                          "untrusted_sources_in_context": flow["n_sources"]})
