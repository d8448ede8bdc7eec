"""What a rule is: a code, a name, a default severity, a docstring, and a check.

Rules do not walk the trace themselves.  The engine (:mod:`orchtrace.audit.engine`) makes ONE
forward sweep over the events and keeps the shared facts (untrusted context per agent, approvals
reaching each event, effective allowlists); at each event of a type a rule listens to, it calls
``rule.check(sweep, i)``, and at the end ``rule.finish(sweep)``.  A rule reports with
``sweep.report(self, ...)``.  Checks must be O(1) amortised per event.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from ..sweep import Sweep


class Rule:
    code: ClassVar[str]
    name: ClassVar[str]
    default_severity: ClassVar[str]
    summary: ClassVar[str]
    events: ClassVar[tuple[str, ...]] = ()  # event types check() is called on
    # check() does nothing on an event that is not an action (``i not in sweep.auth``): the sweep
    # then does not call it (half the tool calls of a fetch-heavy trace are not actions)
    actions_only: ClassVar[bool] = False

    def applies(self, policy: object) -> bool:
        """False when the policy leaves this rule nothing to check (its hooks are not called)."""
        return True

    def check(self, s: Sweep, i: int) -> None:  # pragma: no cover - interface
        pass

    def finish(self, s: Sweep) -> None:
        pass

    @classmethod
    def help(cls) -> str:
        return inspect.cleandoc(cls.__doc__ or cls.summary)
