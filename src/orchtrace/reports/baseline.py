"""Baselines: compare this audit with a previous JSON report, by finding fingerprint.

A fingerprint names a problem independently of the run (rule, system, agent/tool names, code
location, the tools along the evidence path; see :func:`orchtrace.audit.findings.finding_fingerprint`),
so last night's report is the baseline for tonight's:

* **new**: a fingerprint in this audit's active findings and not in the baseline's;
* **resolved**: a fingerprint in the baseline's active findings and not in this audit's (also when
  a policy suppression now hides it: ``now_suppressed`` says so);
* **unchanged**: in both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from ..audit.findings import REPORT_FORMAT, AuditResult

_FORMAT_FAMILY = REPORT_FORMAT.rsplit("/", 1)[0]  # "orchtrace-audit"


class BaselineError(Exception):
    """The baseline file cannot be used; the message names the file and the problem."""


@dataclass
class Baseline:
    path: str
    generated_at: str | None
    findings: list[dict[str, Any]]  # the baseline's active findings, as in its JSON

    @property
    def fingerprints(self) -> set[str]:
        return {f["fingerprint"] for f in self.findings}


@dataclass
class BaselineDiff:
    baseline: Baseline
    new: list[str] = field(default_factory=list)  # fingerprints, in this audit's order
    unchanged: list[str] = field(default_factory=list)
    resolved: list[dict[str, Any]] = field(default_factory=list)  # one baseline finding each

    def status(self, fingerprint: str) -> str:
        """"new" or "unchanged" for a fingerprint of this audit's findings."""
        new_set = self.__dict__.get("_new_set")
        if new_set is None or len(new_set) != len(self.new):
            new_set = self.__dict__["_new_set"] = set(self.new)
        return "new" if fingerprint in new_set else "unchanged"

    def to_json_dict(self) -> dict[str, Any]:
        return {
            "path": self.baseline.path,
            "generated_at": self.baseline.generated_at,
            "new": self.new,
            "unchanged": self.unchanged,
            "resolved": self.resolved,
        }


def load_baseline(path: str | Path) -> Baseline:
    """Read a JSON audit report written by ``orchtrace audit --json`` (any ``orchtrace-audit/1``)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise BaselineError(f"baseline {p}: no such file (the first nightly run has none: "
                            "leave --baseline out)") from None
    except OSError as exc:
        raise BaselineError(f"baseline {p}: cannot read ({exc.strerror or exc})") from None
    try:
        doc = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise BaselineError(f"baseline {p}: not JSON ({exc.msg} at byte {exc.pos})") from None
    if not isinstance(doc, dict):
        raise BaselineError(f"baseline {p}: not an audit report (a JSON object is expected)")
    fmt = doc.get("format")
    if not isinstance(fmt, str) or not fmt.startswith(_FORMAT_FAMILY + "/"):
        raise BaselineError(f"baseline {p}: not an orchtrace audit report (format is {fmt!r}, "
                            f"expected {REPORT_FORMAT!r}; write one with `orchtrace audit --json`)")
    if fmt != REPORT_FORMAT:
        raise BaselineError(f"baseline {p}: report format {fmt!r} is not supported by this "
                            f"orchtrace (reads {REPORT_FORMAT!r})")
    findings = doc.get("findings")
    if not isinstance(findings, list):
        raise BaselineError(f"baseline {p}: 'findings' must be a list")
    for i, f in enumerate(findings):
        if not isinstance(f, dict) or not isinstance(f.get("fingerprint"), str) or not f["fingerprint"]:
            raise BaselineError(f"baseline {p}: findings[{i}] has no 'fingerprint'")
    generated = doc.get("generated_at")
    return Baseline(str(p), generated if isinstance(generated, str) else None, findings)


def diff_baseline(result: AuditResult, baseline: Baseline) -> BaselineDiff:
    current: dict[str, None] = {}
    for f in result.findings:
        current.setdefault(f.fingerprint, None)
    old = baseline.fingerprints
    suppressed_now = {f.fingerprint: f.suppressed for f in result.suppressed}
    diff = BaselineDiff(baseline)
    for fp in current:
        (diff.unchanged if fp in old else diff.new).append(fp)
    seen: set[str] = set()
    for f in baseline.findings:
        fp = f["fingerprint"]
        if fp in current or fp in seen:
            continue
        seen.add(fp)
        entry = dict(f)
        if fp in suppressed_now:
            entry["now_suppressed"] = suppressed_now[fp] or True
        diff.resolved.append(entry)
    return diff


def resolve_baseline(result: AuditResult, baseline: Baseline | BaselineDiff | str | Path | None
                     ) -> BaselineDiff | None:
    """What the report writers accept as ``baseline=``: a path, a loaded baseline or a diff."""
    if baseline is None or isinstance(baseline, BaselineDiff):
        return baseline
    if not isinstance(baseline, Baseline):
        baseline = load_baseline(baseline)
    return diff_baseline(result, baseline)
