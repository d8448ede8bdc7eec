"""SARIF 2.1.0 for code scanning (GitHub's upload-sarif and any SARIF viewer).

* ``tool.driver.rules``: one per registry rule, ``id`` = the stable code (``OTA101``), ``name``,
  short/full description and help from :class:`RuleInfo`, ``defaultConfiguration.level`` from the
  (policy re-levelled) severity, ``properties.security-severity`` for GitHub's severity column.
* ``results``: one per issue (findings sharing a fingerprint: the same problem in several traces
  is one alert, with ``properties.occurrences`` and the trace ids); ``partialFingerprints`` carry
  the fingerprint so code scanning tracks an alert from night to night; ``locations`` point at the
  offending agent/tool's source line, relative to ``source_root`` (``%SRCROOT%``); ``codeFlows``
  hold the evidence path, one thread-flow location per step.  Policy-suppressed findings appear
  with ``suppressions`` (``kind: external``, the policy's reason).
* Severity to level: critical/high -> error, medium -> warning, low/info -> note.

File paths recorded at capture time are absolute on the machine that ran the agents.  A path under
``source_root`` becomes relative to it; otherwise the longest tail of the path that names a file
under ``source_root`` is used (traces captured in a container at ``/app/...`` still annotate the
checkout); failing both, the absolute ``file://`` URI is kept (valid SARIF, but code scanning
cannot place it).
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath
from typing import Any

import orjson

from ..audit.findings import AuditResult, Finding, RuleInfo
from ..exporter import write_json_atomic
from ..version import __version__
from ._common import Issue, group_findings, step_label, trace_dicts

SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
LEVEL = {"critical": "error", "high": "error", "medium": "warning", "low": "note", "info": "note"}
SECURITY_SEVERITY = {"critical": "9.5", "high": "8.0", "medium": "5.5", "low": "3.0", "info": "1.0"}
FINGERPRINT_KEY = "orchtraceFingerprint/v1"
MAX_TRACE_IDS = 20
MAX_FLOW_STEPS = 1000  # code scanning's limit per thread flow; longer paths keep both ends


class Locator:
    """Code file paths from traces -> (uri, uriBaseId) relative to the source root when possible."""

    def __init__(self, source_root: str | Path | None) -> None:
        self.root = Path(source_root or os.getcwd()).resolve()
        self._cache: dict[str, tuple[str, str | None]] = {}

    def __call__(self, file: str) -> tuple[str, str | None]:
        hit = self._cache.get(file)
        if hit is None:
            hit = self._cache[file] = self._resolve(file)
        return hit

    def _resolve(self, file: str) -> tuple[str, str | None]:
        p = Path(file)
        if not p.is_absolute():
            return PurePosixPath(*p.parts).as_posix(), "SRCROOT"
        try:
            return p.resolve().relative_to(self.root).as_posix(), "SRCROOT"
        except (ValueError, OSError):
            pass
        try:
            return p.relative_to(self.root).as_posix(), "SRCROOT"
        except ValueError:
            pass
        parts = p.parts[1:]
        for k in range(len(parts)):  # longest tail first
            tail = Path(*parts[k:])
            if (self.root / tail).is_file():
                return tail.as_posix(), "SRCROOT"
        return p.as_uri(), None


def _rule(r: RuleInfo) -> dict[str, Any]:
    help_text = (r.help or r.summary).strip()
    first_par = help_text.split("\n\n", 1)[0].strip() or r.summary
    return {
        "id": r.code,
        "name": r.name,
        "shortDescription": {"text": r.summary},
        "fullDescription": {"text": first_par},
        "help": {"text": help_text, "markdown": help_text},
        "defaultConfiguration": {"level": LEVEL[r.severity], "enabled": r.enabled},
        "properties": {
            "tags": ["security", "orchtrace", "agents"],
            "security-severity": SECURITY_SEVERITY[r.severity],
            "problem.severity": LEVEL[r.severity],
            "orchtrace-severity": r.severity,
        },
    }


def _physical(loc: Any, locate: Locator) -> dict[str, Any] | None:
    file = loc.get("file") if isinstance(loc, dict) else getattr(loc, "file", None)
    line = loc.get("line") if isinstance(loc, dict) else getattr(loc, "line", None)
    if not isinstance(file, str) or not file:
        return None
    uri, base = locate(file)
    artifact: dict[str, Any] = {"uri": uri}
    if base:
        artifact["uriBaseId"] = base
    phys: dict[str, Any] = {"artifactLocation": artifact}
    if isinstance(line, int) and line >= 1:
        phys["region"] = {"startLine": line}
    return phys


def _logical(f: Finding) -> list[dict[str, Any]]:
    out = []
    if f.agent_name or f.agent:
        out.append({"name": f.agent_name or f.agent, "kind": "module",
                    "fullyQualifiedName": f"agent:{f.agent_name or f.agent}"})
    if f.tool:
        out.append({"name": f.tool, "kind": "function", "fullyQualifiedName": f"tool:{f.tool}"})
    if f.location is not None and f.location.function:
        out.append({"name": f.location.function, "kind": "function"})
    return out


def _result(issue: Issue, rule_index: dict[str, int], locate: Locator,
            events_code: dict[str, dict[str, Any]], suppressed: bool) -> dict[str, Any]:
    f = issue.first
    location: dict[str, Any] = {}
    phys = _physical(f.location, locate) if f.location is not None else None
    if phys:
        location["physicalLocation"] = phys
    logical = _logical(f)
    if logical:
        location["logicalLocations"] = logical
    res: dict[str, Any] = {
        "ruleId": f.code,
        "level": LEVEL[issue.severity],
        "message": {"text": f.message + (f" ({issue.count} occurrences in {len(issue.trace_ids)} trace"
                                         f"{'s' * (len(issue.trace_ids) != 1)})" if issue.count > 1 else "")},
        "partialFingerprints": {FINGERPRINT_KEY: issue.fingerprint},
        "properties": {
            "severity": issue.severity,
            "rule": f.rule,
            "occurrences": issue.count,
            "traceIds": issue.trace_ids[:MAX_TRACE_IDS],
            "taskIds": list(dict.fromkeys(x.task_id for x in issue.findings))[:MAX_TRACE_IDS],
        },
    }
    if f.code in rule_index:
        res["ruleIndex"] = rule_index[f.code]
    if location:
        res["locations"] = [location]
    for key in ("system", "agent", "agent_name", "tool", "strength"):
        value = getattr(f, key)
        if value:
            res["properties"][key] = value
    if f.details:
        res["properties"]["details"] = f.details
    if f.path:
        code = events_code.get(f.trace_id, {})
        steps = []
        indexed = list(enumerate(f.path))
        if len(indexed) > MAX_FLOW_STEPS:
            half = MAX_FLOW_STEPS // 2
            indexed = indexed[:half] + indexed[-half:]
        for i, step in indexed:
            loc: dict[str, Any] = {"message": {"text": step_label(step)}}
            step_phys = _physical(code.get(step.id), locate) if step.id in code else None
            if step_phys:
                loc["physicalLocation"] = step_phys
            loc["logicalLocations"] = [{"name": step.agent_name or step.agent, "kind": "module"}]
            tfl: dict[str, Any] = {"location": loc, "executionOrder": i + 1,
                                   "properties": {"eventId": step.id, "eventType": step.type}}
            if step.via:
                tfl["properties"]["via"] = step.via
            if step.note:
                tfl["properties"]["note"] = step.note
            if getattr(step, "trace_id", None):
                tfl["properties"]["traceId"] = step.trace_id
            steps.append(tfl)
        res["codeFlows"] = [{
            "message": {"text": "evidence path, source to sink"},
            "threadFlows": [{"locations": steps}],
        }]
    if suppressed:
        res["suppressions"] = [{"kind": "external", "status": "accepted",
                                "justification": f.suppressed or "suppressed by policy"}]
    return res


def sarif_log(result: AuditResult, *, source_root: str | Path | None = None,
              traces: Any = None) -> dict[str, Any]:
    """The SARIF log as a dict. ``traces`` (models or dicts) add code locations to path steps."""
    locate = Locator(source_root)
    rules = sorted(result.rules, key=lambda r: r.code)
    known = {r.code for r in rules}
    for f in (*result.findings, *result.suppressed):  # a finding of a rule the registry did not list
        if f.code not in known:
            known.add(f.code)
            rules.append(RuleInfo(code=f.code, name=f.rule, default_severity=f.severity,
                                  severity=f.severity, summary=f.rule, help=f.rule))
    rule_index = {r.code: i for i, r in enumerate(rules)}
    events_code: dict[str, dict[str, Any]] = {}
    for trace_id, t in trace_dicts(traces).items():
        events_code[trace_id] = {e["id"]: e["code"] for e in t.get("events", ())
                                 if isinstance(e, dict) and isinstance(e.get("code"), dict)}
    results = [_result(i, rule_index, locate, events_code, False) for i in group_findings(result.findings)]
    results += [_result(i, rule_index, locate, events_code, True) for i in group_findings(result.suppressed)]
    driver: dict[str, Any] = {
        "name": "orchtrace",
        "fullName": "orchtrace audit (LLM multi-agent orchestration traces)",
        "version": result.version or __version__,
        "semanticVersion": result.version or __version__,
        "rules": [_rule(r) for r in rules],
    }
    invocation: dict[str, Any] = {"executionSuccessful": True}
    if result.generated_at:
        invocation["endTimeUtc"] = result.generated_at
    run: dict[str, Any] = {
        "tool": {"driver": driver},
        "originalUriBaseIds": {"SRCROOT": {"uri": locate.root.as_uri().rstrip("/") + "/"}},
        "invocations": [invocation],
        "columnKind": "unicodeCodePoints",
        "results": results,
        "properties": {
            "reportFormat": result.format,
            "traces": len(result.traces),
            "events": sum(t.events for t in result.traces),
            "findings": len(result.findings),
            "suppressed": len(result.suppressed),
        },
    }
    if result.policy:
        run["properties"]["policy"] = result.policy
    return {"$schema": SARIF_SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def render_sarif(result: AuditResult, *, source_root: str | Path | None = None, traces: Any = None) -> str:
    return orjson.dumps(sarif_log(result, source_root=source_root, traces=traces),
                        option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE).decode()


def write_sarif(result: AuditResult, path: str | Path, *, source_root: str | Path | None = None,
                traces: Any = None) -> Path:
    path = Path(path)
    write_json_atomic(path, orjson.dumps(sarif_log(result, source_root=source_root, traces=traces),
                                         option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE))
    return path
