"""Which entry points face untrusted users, by deployment policy (survey AV1).

``ORCHTRACE_UNTRUSTED_INPUT_AGENTS``: comma-separated agent names or ``fnmatch`` globs
(``support_bot,public_*``).  A root agent whose name matches (an ``@orchtrace.agent`` defined
after the variable is set, or a LangGraph graph run) records its input as an untrusted message
from ``user`` (scanned by the instruction recognizer) instead of the trusted task, exactly as
``@orchtrace.agent(input_trusted=False)`` or ``orchtrace.task(..., trusted_input=False)`` do.
"""

from __future__ import annotations

import fnmatch
import os

ENV = "ORCHTRACE_UNTRUSTED_INPUT_AGENTS"


def untrusted_input_agent(name: str | None) -> bool:
    """Does the deployment say agent ``name`` takes input from untrusted users?"""
    raw = os.environ.get(ENV, "")
    if not raw.strip() or not name:
        return False
    return any(fnmatch.fnmatchcase(str(name), p.strip()) for p in raw.split(",") if p.strip())
