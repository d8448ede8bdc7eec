"""What every report format shares: grouping findings into issues, one-line evidence paths,
trace normalisation and atomic writes."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..audit.findings import SEVERITIES, SEVERITY_RANK, AuditResult, EvidenceStep, Finding, RuleInfo
from ..exporter import write_json_atomic

ARROW = " → "
MAX_PATH_STEPS = 12  # one-line paths longer than this are cut in the middle


@dataclass
class Issue:
    """The findings that share a fingerprint: the same problem, seen in one or many traces."""

    fingerprint: str
    findings: list[Finding] = field(default_factory=list)
    status: str | None = None  # "new" / "unchanged" when a baseline was given

    @property
    def first(self) -> Finding:
        return self.findings[0]

    @property
    def severity(self) -> str:
        return max((f.severity for f in self.findings), key=SEVERITY_RANK.__getitem__)

    @property
    def trace_ids(self) -> list[str]:
        seen: dict[str, None] = {}
        for f in self.findings:
            seen.setdefault(f.trace_id, None)
        return list(seen)

    @property
    def count(self) -> int:
        return len(self.findings)


def group_findings(findings: Iterable[Finding]) -> list[Issue]:
    """Issues, most severe first, then by rule code, then by first appearance."""
    by_fp: dict[str, Issue] = {}
    for f in findings:
        by_fp.setdefault(f.fingerprint, Issue(f.fingerprint)).findings.append(f)
    order = {fp: i for i, fp in enumerate(by_fp)}
    return sorted(by_fp.values(),
                  key=lambda i: (-SEVERITY_RANK[i.severity], i.first.code, order[i.fingerprint]))


def mark_baseline(issues: list[Issue], diff: Any) -> list[Issue]:
    """Set each issue's new/unchanged status; within a severity, new issues come first."""
    if diff is None:
        return issues
    for issue in issues:
        issue.status = diff.status(issue.fingerprint)
    return sorted(issues, key=lambda i: (-SEVERITY_RANK[i.severity], i.status != "new"))


def severity_order(counts: dict[str, int]) -> list[tuple[str, int]]:
    return [(s, counts.get(s, 0)) for s in reversed(SEVERITIES)]


def rules_by_code(result: AuditResult) -> dict[str, RuleInfo]:
    return {r.code: r for r in result.rules}


def step_label(step: EvidenceStep, *, with_type: bool = True) -> str:
    who = step.agent_name or step.agent
    parts = []
    if with_type:
        parts.append(step.type)
    if step.tool:
        parts.append(f"{step.tool} in {who}")
    else:
        parts.append(who)
    text = " ".join(parts)
    if step.note:
        text += f" ({step.note})"
    other = getattr(step, "trace_id", None)
    if other:  # a step in another trace (memory flows): name it
        text += f" [trace {other}]"
    return text


def path_line(path: list[EvidenceStep], *, max_steps: int = MAX_PATH_STEPS) -> str:
    """``tool_result fetch_page in researcher (untrusted output) → return researcher → ...``"""
    labels = [step_label(s) for s in path]
    if len(labels) > max_steps:
        keep = max_steps // 2
        labels = labels[:keep] + [f"… {len(labels) - 2 * keep} more steps …"] + labels[-keep:]
    return ARROW.join(labels)


def location_text(f: Finding) -> str | None:
    if f.location is None:
        return None
    text = f.location.file
    if f.location.line:
        text += f":{f.location.line}"
    if f.location.function:
        text += f" ({f.location.function})"
    return text


def trace_dicts(traces: Iterable[Any] | None) -> dict[str, dict[str, Any]]:
    """trace_id -> plain dict, for models (``to_dict``) or dicts."""
    out: dict[str, dict[str, Any]] = {}
    for t in traces or ():
        d = t.to_dict() if hasattr(t, "to_dict") else t
        if isinstance(d, dict) and isinstance(d.get("trace_id"), str):
            out[d["trace_id"]] = d
    return out


def write_text_atomic(path: str | Path, text: str) -> Path:
    path = Path(path)
    write_json_atomic(path, text.encode("utf-8"))
    return path
