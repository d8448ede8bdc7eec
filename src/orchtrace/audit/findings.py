"""What the audit produces: findings, their evidence, and the result of a whole audit run.

This module is the contract between the audit engine (:mod:`orchtrace.audit.engine`, the rules)
and everything that reads its output (:mod:`orchtrace.reports`, the CLI, the demo).  The JSON
form (:meth:`AuditResult.to_json_dict`) is the stable, documented report format (``format``
field versioned); fields are only ever added.
"""

from __future__ import annotations

import hashlib
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Severity = Literal["info", "low", "medium", "high", "critical"]
SEVERITIES: tuple[str, ...] = ("info", "low", "medium", "high", "critical")
SEVERITY_RANK: dict[str, int] = {s: i for i, s in enumerate(SEVERITIES)}

REPORT_FORMAT = "orchtrace-audit/1"


def severity_at_least(severity: str, threshold: str) -> bool:
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold]


class Location(BaseModel):
    """Source location of the agent/tool a finding is about (from the events' ``code`` field)."""

    model_config = ConfigDict(frozen=True)

    file: str
    line: int | None = None
    function: str | None = None


class EvidenceStep(BaseModel):
    """One event on a finding's evidence path, with enough context to draw it without the trace."""

    model_config = ConfigDict(frozen=True)

    id: str  # event id in the trace
    type: str  # event type (tool_result, message, spawn, tool_call, ...)
    agent: str  # agent instance id
    agent_name: str | None = None
    tool: str | None = None
    t: float = 0.0
    via: str | None = None  # type of the edge that led here from the previous step (None: first)
    note: str | None = None  # e.g. "untrusted output", "injection: exfiltration", "sink"
    trace_id: str | None = None  # set when the step is in another trace than the finding (memory flows)


class RuleInfo(BaseModel):
    """A rule as the registry describes it (reports print help from here)."""

    code: str  # stable, e.g. OTA101
    name: str  # kebab-case slug, e.g. untrusted-flow-to-action
    default_severity: Severity
    severity: Severity  # after policy re-levelling
    enabled: bool = True
    summary: str  # one line: what it flags
    help: str  # full docstring: what it flags, why it matters, example, how to fix


class Finding(BaseModel):
    code: str
    rule: str
    severity: Severity
    message: str
    trace_id: str
    task_id: str
    system: str | None = None
    events: list[str] = Field(default_factory=list)  # every event involved
    path: list[EvidenceStep] = Field(default_factory=list)  # evidence path, source -> sink
    agent: str | None = None  # offending agent instance
    agent_name: str | None = None
    tool: str | None = None
    location: Location | None = None
    strength: str | None = None  # flow rules: "value" or "context"
    details: dict[str, Any] = Field(default_factory=dict)
    suppressed: str | None = None  # suppression reason when a policy suppression matched
    fingerprint: str = ""  # stable across runs of the same code: baselines compare on it

    def model_post_init(self, __context: Any) -> None:
        if not self.fingerprint:
            self.fingerprint = finding_fingerprint(self)


def finding_fingerprint(f: Finding) -> str:
    """Identity of a finding across nightly runs: no run-specific ids (trace/task/instance/event)
    enter it, only the rule, the system, the agent/tool names, the code location and the names of
    the tools along the evidence path."""
    loc = f"{f.location.file}:{f.location.line}" if f.location else ""
    path_tools = ",".join(s.tool or s.type for s in f.path)
    raw = "|".join((f.code, f.system or "", f.agent_name or "", f.tool or "", loc, path_tools,
                    f.strength or ""))
    return hashlib.sha256(raw.encode()).hexdigest()[:20]


class TraceSummary(BaseModel):
    trace_id: str
    task_id: str
    system: str | None = None
    topology: str | None = None
    events: int = 0
    edges: int = 0
    findings: int = 0
    source: str | None = None  # file it came from, when known


class InputProblem(BaseModel):
    """An input that could not be read (e.g. a corrupt span-archive partition): named in the
    report instead of being silently skipped."""

    source: str
    error: str


class AuditResult(BaseModel):
    format: str = REPORT_FORMAT
    version: str = ""
    generated_at: str = ""  # ISO 8601 UTC
    policy: str | None = None  # policy file used, if any
    rules: list[RuleInfo] = Field(default_factory=list)
    traces: list[TraceSummary] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)  # active (not suppressed)
    suppressed: list[Finding] = Field(default_factory=list)
    input_problems: list[InputProblem] | None = None  # unreadable inputs (archives); absent when none

    def counts_by_severity(self) -> dict[str, int]:
        counts = {s: 0 for s in SEVERITIES}
        for f in self.findings:
            counts[f.severity] += 1
        return counts

    def counts_by_rule(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for f in self.findings:
            counts[f.code] = counts.get(f.code, 0) + 1
        return counts

    def at_or_above(self, threshold: str) -> list[Finding]:
        return [f for f in self.findings if severity_at_least(f.severity, threshold)]

    def to_json_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)
