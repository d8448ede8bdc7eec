"""How a finding names the untrusted source of a flow (tool output, an end user's input, a peer's
message or return, a memory read), so that messages never say "output of None"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# Recognizer signals of an instruction that overrides the receiving agent's task (not just "an
# instruction": a planner's plan is one, by design): it refers to earlier instructions or tasks,
# says to ignore/bypass them, or asks for secrecy.  Authority and role-play words ("the finance
# team", "act on") are too common in honest team messages to count on their own.
OVERRIDE_SIGNALS = frozenset({"ignore", "task_ref", "secrecy"})


def peer_injects(e: Mapping[str, Any]) -> bool:
    """Does a peer's message/return carry an injected instruction?  The recognizer flagged it
    and, when its signals were recorded, one of them overrides the agent's task ("ignore your
    previous instructions", "new task:", "do it quietly").  A plan passed
    from a planner to an executor is an instruction too, but not an injected one."""
    if e.get("instruction_flagged") is not True:
        return False
    signals = e.get("injection")
    if not isinstance(signals, (list, tuple)):
        return True  # recorded before signals were: the recognizer's verdict alone
    return any(str(x) in OVERRIDE_SIGNALS for x in signals)


def describe(s: Any, src: int) -> str:
    """A short phrase for source event ``src`` of sweep ``s``: "output of fetch_page of
    researcher", "untrusted input from user", "message from planner carrying an instruction"."""
    e = s.ev(src)
    et = s.types[src]
    who = e.get("agent_name") or s.agents[src]
    if e.get("channel") == "memory":
        origin = s.__dict__.get("_memory_origin", {}).get(src)
        where = f" (written in trace {origin['trace_id']})" if origin and origin.get("trace_id") != s.trace_id else ""
        return f"memory read by {who}{where}"
    if et == "message":
        sender = e.get("from") or who
        if sender == s.agents[src]:
            sender = who  # the instance id: show the agent's name
        if e.get("trusted") is False:
            return f"untrusted input from {sender}"
        return f"message from {sender}" + (" carrying an instruction" if e.get("instruction_flagged") else "")
    if et == "return":
        return f"output of {who}" + (" carrying an instruction" if e.get("instruction_flagged") else "")
    return f"output of {e.get('tool')} of {who}"


def source_name(s: Any, src: int) -> str:
    """What ``details['source_tool']`` shows: the tool, else the kind of source."""
    e = s.ev(src)
    if e.get("tool"):
        return str(e["tool"])
    et = s.types[src]
    if et == "message":
        return "input:" + str(e.get("from") or "user") if e.get("trusted") is False else "message:" + str(e.get("from") or s.agents[src])
    return f"{et}:{e.get('agent_name') or s.agents[src]}"
