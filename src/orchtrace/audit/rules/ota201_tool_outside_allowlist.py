from __future__ import annotations

from .base import Rule

IMPLICIT_MEMORY_TOOLS = frozenset({"memory.write", "memory.read", "memory.search"})


class ToolOutsideAllowlist(Rule):
    """Flags a tool call outside the calling agent's declared allowlist.

    **What it flags.** A ``tool_call`` whose tool is not in the effective allowlist of the
    calling agent instance.  The effective allowlist is, in order: the policy's
    ``[agents.<name>] tools`` (globs allowed), the list declared in the trace (``tools`` on the
    agent's ``spawn`` event, or on a root agent's first event:
    ``@orchtrace.agent(tools=[...])``), else the parent's effective allowlist (an undeclared
    child inherits: delegation cannot widen privileges).  Agents with no allowlist anywhere are
    not checked here (see OTA204).

    **Why it matters.** Tool-parameter / tool-choice escalation (survey AV5): an agent steered
    into calling a tool it was never given is the classic way a prompt injection turns into an
    effect.

    **Example.** A researcher declared with ``tools=["fetch_page"]`` calls ``send_email``.

    **How to fix.** Enforce the allowlist in the agent's tool router (do not expose undeclared
    tools to the model); if the call is legitimate, add the tool to the agent's declaration or
    to the policy.
    """

    code = "OTA201"
    name = "tool-outside-allowlist"
    default_severity = "high"
    summary = "Tool call outside the calling agent's declared allowlist"
    events = ("tool_call",)

    def check(self, s, i):  # type: ignore[no-untyped-def]
        a = s.agents[i]
        allow = s.allow.get(a)
        if allow is None or allow[0] is None:
            return
        patterns, decl, how = allow
        tool = s.ev(i).get("tool") or ""
        if s.engine.allowed(patterns, tool):
            return
        if tool in IMPLICIT_MEMORY_TOOLS and s.ev(i).get("channel") == "memory":
            return  # a store access recorded by orchtrace (memory channel), not a tool the agent picked
        path = [(decl, None), (i, s.hop(decl, i))] if decl != i else [(i, None)]
        s.report(self, i,
                 f"{s.agent_name(i)} called {tool}, which is not in its "
                 f"{'inherited ' if how == 'inherited' else ''}allowlist [{', '.join(patterns)}]"
                 + (" (from the policy)" if how == "policy" else ""),
                 path=path, notes={decl: f"allowlist ({how})", i: "call"},
                 details={"allowlist": list(patterns), "allowlist_from": how})
