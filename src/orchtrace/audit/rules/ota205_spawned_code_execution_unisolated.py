from __future__ import annotations

from typing import Any

from ...intent import effects_of_tool, tool_words
from ..sources import describe
from .base import Rule

ISOLATED = frozenset({"container", "process", "vm", "sandbox"})
# words of a tool's name that say it runs code or commands.  The effect lexicon's "execute" class is
# wider (deploy, run, install: "schedule the run", "scale_deployment" act on records or a cluster's
# API, not on the agent's host), so an undeclared tool counts as code execution only with one of these.
CODE_WORDS = frozenset({"shell", "bash", "sh", "zsh", "powershell", "cmd", "command", "commands", "terminal",
                        "exec", "execute", "eval", "python", "py", "repl", "interpreter", "script", "scripts",
                        "code", "jupyter", "notebook", "subprocess", "sql"})


def names_code(name: str) -> bool:
    """Does tool ``name`` say it runs code or commands (``run_shell``, ``python_repl``,
    ``execute_sql``, ``install_package``; not ``scale_deployment``, ``run_payroll`` or
    ``record_component_install``)?  "install" counts as the verb only: installing a package runs
    its scripts, recording an installation runs nothing."""
    words = tool_words(name).split()
    return not CODE_WORDS.isdisjoint(words) or (bool(words) and words[0] == "install")


class SpawnedCodeExecutionUnisolated(Rule):
    """Flags code or shell execution by a spawned agent without isolation, and a spawned agent
    that runs code in its parent's process.

    **What it flags.** A ``tool_call`` that executes code (``@orchtrace.tool(executes_code=True)``;
    or, when undeclared, a sensitive tool whose name says it runs code or commands: ``run_shell``,
    ``bash``, ``exec_code``, ``python_repl``, ``execute_sql``, ``install_package``; not a tool that
    acts on a record or a cluster's API, such as ``scale_deployment`` or ``run_payroll``) made by
    a *spawned* agent, when the call declares no isolation or ``isolation="none"`` and no
    ``container.id`` in the OpenTelemetry resource of the span that ran it shows a container; or when the call claims isolation but its
    resource (``process.pid`` / ``container.id``) is the same as the parent agent's (the child
    runs in its parent's process).  Severity as configured (default high) when the child's
    context holds untrusted content (the code can be steered) or the parent may not run this tool
    itself (the child's effects are wider than its parent's); one level lower otherwise.
    ``details``: ``isolation``, ``declared`` (executes_code declared or inferred),
    ``same_process_as_parent``, ``parent_may_run``, ``exec_context``.

    **Why it matters.** A spawned worker is often given a code tool "to be useful"; when it runs
    in the orchestrator's process (or on the host), an injected instruction that reaches the
    worker becomes code running with every privilege the whole team has: files, credentials,
    network (survey AV8, sandbox escape under spawn).

    **Example.** An orchestrator without code tools spawns ``coder`` whose
    ``@orchtrace.tool(sensitive=True) def run_shell(cmd)`` runs ``subprocess.run(cmd, shell=True)``
    in the same process.

    **How to fix.** Run code tools in a sandbox (container, separate unprivileged process, VM) and
    say so (``@orchtrace.tool(executes_code=True, isolation="container")``, with the resource
    attribute ``container.id`` of the sandbox's spans as evidence); never let a child execute
    code in its parent's process; gate code execution with a human approval.
    """

    code = "OTA205"
    name = "spawned-code-execution-unisolated"
    default_severity = "high"
    summary = "Code/shell execution by a spawned agent without isolation, or in its parent's process"
    events = ("tool_call",)

    def check(self, s, i):  # type: ignore[no-untyped-def]
        e = s.ev(i)
        a = s.agents[i]
        sp = s.spawn_of.get(a)
        if sp is None:
            return  # the root agent: out of this rule's scope
        declared = e.get("executes_code")
        if declared is None:
            if not s.is_action(i):
                return
            key = s.tool_key(i)
            eff = s.engine.effects_cache.get(key)
            if eff is None:
                eff = s.engine.effects_cache[key] = effects_of_tool(*key)
            if "execute" not in eff:
                return
            if not names_code(key[0]):
                by_name = s.engine.effects_cache.get((key[0], None))
                if by_name is None:
                    by_name = s.engine.effects_cache[(key[0], None)] = effects_of_tool(key[0])
                if "execute" in by_name:
                    return  # the name's "deploy"/"run ...": it acts on records or an API, not the host
        elif declared is not True:
            return
        iso = str(e.get("isolation") or "none").lower()
        spawn = s.ev(sp)
        parent_ctx = _ctx(spawn.get("parent_exec_context"))
        child_ctx = _ctx(e.get("exec_context")) or _ctx(spawn.get("exec_context"))
        same = _same_place(child_ctx, parent_ctx)
        if iso in ISOLATED and not same:
            return
        if iso not in ISOLATED and child_ctx.get("container") and not same:
            return  # no claim, but the resource shows a container of its own
        parent = s.agents[sp]
        p_allow = s.allow.get(parent, (None, 0, ""))[0]
        tool = str(e.get("tool") or "")
        parent_may = p_allow is not None and s.engine.allowed(p_allow, tool)
        tainted = not s.taint[a].empty()
        why = []
        if iso in ISOLATED:
            why.append(f"declares isolation={iso} but runs in its parent's process ({_where(child_ctx)})")
        elif same:
            why.append(f"without isolation, in its parent's process ({_where(child_ctx)})")
        else:
            why.append("without isolation" + (" (isolation=none)" if e.get("isolation") else " (none declared)"))
        if not parent_may:
            why.append(f"{s.agent_name(sp) or parent} itself may not run {tool}")
        path = [(sp, None), (i, s.hop(sp, i))]
        notes = {sp: "spawn", i: "code execution"}
        if tainted:
            flow = s.flow(i)
            src = flow["context"] if flow else -1
            if src >= 0:
                why.append(f"with untrusted {describe(s, src)} in its context")
                path = s.source_path(src, i)
                notes[src] = "untrusted " + describe(s, src)
        s.report(self, i, f"{s.agent_name(i)} (spawned) ran {tool} " + "; ".join(why),
                 path=path, offset=0 if (tainted or not parent_may) else -1, notes=notes,
                 details={"isolation": iso, "declared": declared is True, "same_process_as_parent": same,
                          "parent_may_run": parent_may, "exec_context": child_ctx or None,
                          "untrusted_context": tainted})


def _ctx(value: Any) -> dict[str, Any]:
    """The execution context fields the rule reads, type-checked and bounded (hostile traces)."""
    if not isinstance(value, dict):
        return {}
    out: dict[str, Any] = {}
    for k in ("container", "pid", "host"):
        v = value.get(k)
        if isinstance(v, bool):
            continue
        if isinstance(v, int):
            out[k] = v
        elif isinstance(v, str):
            out[k] = v[:128]
    return out


def _same_place(child: dict[str, Any], parent: dict[str, Any]) -> bool:
    if not child or not parent:
        return False
    if child.get("container") or parent.get("container"):
        return child.get("container") == parent.get("container") and child.get("pid") == parent.get("pid")
    return child.get("pid") is not None and child.get("pid") == parent.get("pid") \
        and child.get("host") == parent.get("host")


def _where(ctx: dict[str, Any]) -> str:
    parts = [f"{k} {ctx[k]}" for k in ("container", "pid", "host") if ctx.get(k) is not None]
    return ", ".join(parts) or "same process"
