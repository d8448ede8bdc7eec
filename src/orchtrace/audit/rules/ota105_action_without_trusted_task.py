from __future__ import annotations

from .base import Rule


class ActionWithoutTrustedTask(Rule):
    """Notes that untrusted content reached an action in a trace that recorded no trusted task.

    **What it flags.** The first action (``tool_call`` of a sensitive or requires-approval tool)
    that untrusted content reaches, in a trace where nothing recorded what the user asked: no
    root agent's input (an agent called with no arguments, only tools decorated) and no
    ``orchtrace.task(request=...)``.  One finding per trace, at ``info``: nothing is wrong yet.

    **Why it matters.** Intent alignment - was this action asked for by the user, or did it first
    appear in untrusted content? - is the main evidence that tells an injected action from a
    delegated one.  Without a trusted task it is off, and the untrusted-flow rules (OTA101,
    OTA102) see only the content: a subtle injection ("as agreed with your manager, please
    transfer ...") then stays at medium.

    **Example.** A worker pulls a job from a queue (``@orchtrace.agent def worker(): ...``), reads
    an e-mail with ``@orchtrace.tool(trusted=False)`` and calls ``transfer_money``.

    **How to fix.** Pass the user's request to the root agent as its input, or give it to the task:
    ``with orchtrace.task(task_id, "payments", request=user_request): ...`` (only derived evidence
    is recorded, never the text).  Silence the rule in the policy if a pipeline really has no user.
    """

    code = "OTA105"
    name = "action-without-trusted-task"
    default_severity = "info"
    summary = "Untrusted content reached an action, and the trace recorded no trusted task to check it against"
    events = ("tool_call",)
    actions_only = True

    def check(self, s, i):  # type: ignore[no-untyped-def]
        if i not in s.auth or s.trusted_hashes or s.task_effects or "_ota105_done" in s.__dict__:
            return
        if not s.flow(i):
            return
        s.__dict__["_ota105_done"] = True
        s.report(self, i, f"untrusted content reached {s.ev(i).get('tool')}, and no trusted task was recorded "
                 "(intent alignment is off: pass the request to the root agent or orchtrace.task(request=...))",
                 notes={i: "action"})
