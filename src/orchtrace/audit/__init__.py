"""``orchtrace.audit``: audit orchestration traces against safety rules and a policy.

    from orchtrace.audit import run_audit, load_policy
    result = run_audit(traces, load_policy("orchtrace.toml"))
    for f in result.findings: print(f.severity, f.code, f.message)

Rules (see :data:`RULES` and ``docs/audit.md``): ``OTA1xx`` untrusted flow, ``OTA2xx`` tool
permissions, ``OTA3xx`` human intervention.  The engine makes one forward sweep per trace:
linear in events + edges.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..schema.models import OrchestrationTrace
from .annotate import annotate
from .engine import Engine, audit_findings, rule_infos, run_audit_impl
from .findings import (
    SEVERITIES,
    AuditResult,
    EvidenceStep,
    Finding,
    Location,
    RuleInfo,
    TraceSummary,
    severity_at_least,
)
from .policy import Policy, PolicyError, load_policy, parse_policy
from .rules import RULES, Rule


def _policy(policy: Policy | str | Path | None) -> Policy | None:
    if policy is None or isinstance(policy, Policy):
        return policy
    return load_policy(policy)


def run_audit(
    traces: Iterable[OrchestrationTrace | dict[str, Any]],
    policy: Policy | str | Path | None = None,
    *,
    sources: Iterable[Any] | None = None,
    on_trace: Callable[[TraceSummary], Any] | None = None,
) -> AuditResult:
    """Audit every trace (models or plain dicts; any iterable, consumed once).

    ``policy``: a :class:`Policy`, a policy file path, or ``None`` (defaults).  ``sources``:
    optional iterable parallel to ``traces`` (e.g. file names) stored in each
    :class:`TraceSummary`.  ``on_trace(summary)`` is called after each trace (progress).
    Findings are sorted by severity (highest first), then trace (input order), then the first
    event of the evidence; suppressed findings are in ``result.suppressed``.
    """
    return run_audit_impl(traces, _policy(policy), sources, on_trace)


def audit_trace(trace: OrchestrationTrace | dict[str, Any], policy: Policy | str | Path | None = None) -> list[Finding]:
    """Active (not suppressed) findings of one trace, sorted as in :func:`run_audit`."""
    return [f for f in audit_findings(trace, _policy(policy)) if not f.suppressed]


__all__ = [
    "RULES",
    "SEVERITIES",
    "AuditResult",
    "Engine",
    "EvidenceStep",
    "Finding",
    "Location",
    "Policy",
    "PolicyError",
    "Rule",
    "RuleInfo",
    "TraceSummary",
    "annotate",
    "audit_trace",
    "load_policy",
    "parse_policy",
    "rule_infos",
    "run_audit",
    "severity_at_least",
]
