from __future__ import annotations

from .base import Rule


class UndeclaredAgentSensitiveTool(Rule):
    """Flags a sensitive or requires-approval tool used by an agent with no declared allowlist.

    **What it flags.** An action (``tool_call`` of a sensitive or requires-approval tool) by an
    agent instance that has no allowlist: none declared in the trace, none in the policy, none
    inherited from a parent.  One finding per agent instance and tool.

    **Why it matters.** Without an allowlist nothing says which effects an agent may have, so
    OTA201 cannot catch a steered call; a lower severity than a violation because nothing was
    violated yet.

    **Example.** An agent built by a framework that records no tool list calls
    ``delete_file``.

    **How to fix.** Declare the agent's tools (``@orchtrace.agent(tools=[...])``) or list them in
    the policy (``[agents.<name>] tools = [...]``).
    """

    code = "OTA204"
    name = "undeclared-agent-sensitive-tool"
    default_severity = "low"
    summary = "Sensitive tool used by an agent with no declared allowlist"
    events = ("tool_call",)
    actions_only = True

    def check(self, s, i):  # type: ignore[no-untyped-def]
        if i not in s.auth:
            return
        a = s.agents[i]
        allow = s.allow.get(a)
        if allow is not None and allow[0] is not None:
            return
        tool = s.ev(i).get("tool")
        seen = s.__dict__.setdefault("_ota204_seen", set())
        if (a, tool) in seen:
            return
        seen.add((a, tool))
        s.report(self, i, f"{s.agent_name(i)} has no declared allowlist and called {tool}",
                 notes={i: "action"})
