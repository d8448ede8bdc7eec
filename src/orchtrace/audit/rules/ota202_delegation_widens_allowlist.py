from __future__ import annotations

from .base import Rule


class DelegationWidensAllowlist(Rule):
    """Flags a spawned agent whose allowlist is wider than its parent's (privilege widening by
    delegation).

    **What it flags.** (One finding per parent instance, child name and extra tools.) A ``spawn``
    whose child's allowlist (on the spawn event, or the policy's ``[agents.<child>] tools``)
    contains tools its parent may not grant, where the policy says what the parent may grant
    (``[agents.<parent>] may_grant``), or where the spawn says its tools were granted at run time
    (``tools_granted_at_runtime``: an orchestrator choosing a worker's tools).  A worker whose
    allowlist the developer wrote in code (``@orchtrace.agent(tools=...)``, a supervisor's
    hand-off targets, ``create_react_agent(tools=...)``) is *declared*, not widened: that is how
    teams are built, and flagging every such spawn taught reviewers to skip the rule.  Undeclared
    children inherit their parent's allowlist and never widen it.  Severity as configured (default medium) when
    one of the extra tools is sensitive or requires approval (seen so in the trace, or by the
    policy), one level lower otherwise (a supervisor whose only tools are hand-offs spawning a
    researcher with a search tool).

    **Why it matters.** Delegation is a privilege boundary: an orchestrator limited to reading
    that can spawn a worker allowed to send e-mail or run shell commands is, in effect, allowed
    to do both (confused deputy).

    **Example.** ``@orchtrace.agent(tools=["search"])`` spawns
    ``@orchtrace.agent(tools=["search", "run_shell"])``.

    **How to fix.** Narrow the child's allowlist to what the parent may do, or state the
    delegation explicitly in the policy: ``[agents.orchestrator] may_grant = ["search",
    "run_shell"]``.
    """

    code = "OTA202"
    name = "delegation-widens-allowlist"
    default_severity = "medium"
    summary = "Spawned agent's allowlist is wider than what its parent may grant"
    events = ("spawn",)

    def check(self, s, i):  # type: ignore[no-untyped-def]
        parent = s.agents[i]
        e = s.ev(i)
        parent_rule = s.engine.agent_rule(str(s.agent_name(i) or parent))
        if not (e.get("tools_granted_at_runtime") is True
                or (parent_rule is not None and parent_rule.may_grant is not None)):
            return  # both allowlists were written by the developer: declared, not widened
        grant = s.grant.get(parent)
        if grant is None:
            return
        child_name = str(e.get("target") or e.get("to") or "")
        pol = s.engine.agent_rule(child_name) if child_name else None
        if pol is not None and pol.tools is not None:
            child = tuple(pol.tools)
        elif e.get("tools") is not None:
            child = tuple(e.get("tools"))
        else:
            return
        wider = [t for t in child if not s.engine.allowed(grant, t)]
        if not wider:
            return
        seen = s.__dict__.setdefault("_ota202_seen", set())
        key = (parent, child_name, tuple(wider))
        if key in seen:  # three workers of one kind spawned by one parent: one finding
            seen_count = s.__dict__.setdefault("_ota202_count", {})
            seen_count[key] = seen_count.get(key, 1) + 1
            return
        seen.add(key)
        decl = s.allow.get(parent, (None, i, ""))[1]
        s.__dict__.setdefault("_ota202_pending", []).append((i, decl, child_name, child, grant, wider))

    def finish(self, s):  # type: ignore[no-untyped-def]
        pending = s.__dict__.get("_ota202_pending")
        if not pending:
            return
        sensitive = {s.ev(k).get("tool") for k in s.auth}  # tools called as actions in this trace
        for i, decl, child_name, child, grant, wider in pending:
            risky = [t for t in wider if t in sensitive or s.engine.tool_is_action(t)]
            path = [(decl, None), (i, s.hop(decl, i))] if decl != i else [(i, None)]
            s.report(self, i,
                     f"{s.agent_name(i)} spawned {child_name} with tools it may not grant: {', '.join(wider)}"
                     + (f" (sensitive: {', '.join(risky)})" if risky else ""),
                     path=path, tool=None, offset=0 if risky else -1,
                     notes={decl: "parent allowlist", i: "spawn"},
                     details={"child": child_name, "child_tools": list(child), "parent_may_grant": list(grant),
                              "wider": wider, "sensitive": risky})
