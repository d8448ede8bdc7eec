"""Audit reports: HTML (for a reviewer), Markdown (PR comment / chat), JSON (stable, the next
baseline), SARIF 2.1.0 (code scanning).  Each ``write_*`` writes atomically (temporary file +
rename: a reader sees the old report or the new one, never half); each ``render_*`` returns the
text.  ``baseline=`` takes a previous JSON report (path), a loaded :class:`Baseline` or a
:class:`BaselineDiff`; ``traces=`` (models or dicts) lets the HTML draw whole agent/tool graphs
and SARIF give code locations to evidence-path steps.
"""

from __future__ import annotations

from .baseline import Baseline, BaselineDiff, BaselineError, diff_baseline, load_baseline
from .html import render_html, write_html
from .jsonreport import render_json, report_json_dict, write_json
from .markdown import render_markdown, write_markdown
from .sarif import render_sarif, sarif_log, write_sarif

__all__ = [
    "Baseline",
    "BaselineDiff",
    "BaselineError",
    "diff_baseline",
    "load_baseline",
    "render_html",
    "render_json",
    "render_markdown",
    "render_sarif",
    "report_json_dict",
    "sarif_log",
    "write_html",
    "write_json",
    "write_markdown",
    "write_sarif",
]
