"""The JSON report: :meth:`AuditResult.to_json_dict` plus, with a baseline, a ``baseline`` object
(new / unchanged fingerprints, resolved findings).  Documented in docs/audit-report-format.md; it is
also the next run's baseline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from ..audit.findings import AuditResult
from ..exporter import write_json_atomic
from .baseline import Baseline, BaselineDiff, resolve_baseline


def report_json_dict(result: AuditResult, *,
                     baseline: Baseline | BaselineDiff | str | Path | None = None) -> dict[str, Any]:
    doc = result.to_json_dict()
    doc["summary"] = {
        "traces": len(result.traces),
        "events": sum(t.events for t in result.traces),
        "findings": len(result.findings),
        "suppressed": len(result.suppressed),
        "by_severity": result.counts_by_severity(),
        "by_rule": dict(sorted(result.counts_by_rule().items())),
    }
    diff = resolve_baseline(result, baseline)
    if diff is not None:
        doc["baseline"] = diff.to_json_dict()
    return doc


def _json_bytes(result: AuditResult, baseline: Baseline | BaselineDiff | str | Path | None) -> bytes:
    return orjson.dumps(report_json_dict(result, baseline=baseline),
                        option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE)


def render_json(result: AuditResult, *,
                baseline: Baseline | BaselineDiff | str | Path | None = None) -> str:
    return _json_bytes(result, baseline).decode()


def write_json(result: AuditResult, path: str | Path, *,
               baseline: Baseline | BaselineDiff | str | Path | None = None) -> Path:
    path = Path(path)
    write_json_atomic(path, _json_bytes(result, baseline))
    return path
