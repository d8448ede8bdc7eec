"""The HTML audit report: one self-contained file a security reviewer opens in a browser.

No network and no script: inline CSS allowed by its sha256 hash in a strict Content-Security-Policy
(``default-src 'none'``), inline SVG graphs laid out in Python (:mod:`.graph`), ``<details>`` for
folding.  Every string that comes from a trace (agent and tool names, messages, details, file
names: all attacker-influenced) goes through Jinja2's autoescaping; nothing is marked safe but the
stylesheet, a constant of this module.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from typing import Any

import orjson
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from ..audit.findings import SEVERITIES, AuditResult
from ._common import (
    group_findings,
    location_text,
    mark_baseline,
    rules_by_code,
    severity_order,
    trace_dicts,
    write_text_atomic,
)
from .baseline import Baseline, BaselineDiff, resolve_baseline
from .graph import NODE_H, NODE_W, build_graph, trace_graph

MAX_CARDS = 200  # issues drawn in full (graph, path); the rest are listed in a table
MAX_TRACES_PER_ISSUE = 12
MAX_TRACE_ROWS = 1000

CSS = """
:root{--crit:#7f1d1d;--high:#c2410c;--med:#a16207;--low:#1d4ed8;--info:#4b5563;--ink:#111827;
--muted:#6b7280;--line:#e5e7eb;--bg:#f9fafb;--card:#fff;--path:#dc2626}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
color:var(--ink);background:var(--bg)}
main{max-width:1180px;margin:0 auto;padding:20px 24px 60px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:32px 0 10px;border-bottom:1px solid var(--line);
padding-bottom:4px}h3{font-size:15px;margin:0}
.meta{color:var(--muted);margin:0 0 14px}
.meta span+span:before{content:" · "}
code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f4f6;padding:10px;border-radius:6px;margin:6px 0}
a{color:#1d4ed8}
.tiles{display:flex;gap:10px;flex-wrap:wrap;margin:10px 0 6px}
.tile{background:var(--card);border:1px solid var(--line);border-left:6px solid var(--info);border-radius:8px;
padding:8px 14px;min-width:110px}
.tile b{display:block;font-size:24px;line-height:1.1}
.tile.critical{border-left-color:var(--crit)}.tile.high{border-left-color:var(--high)}
.tile.medium{border-left-color:var(--med)}.tile.low{border-left-color:var(--low)}
.tile.zero{opacity:.55}
.verdict{padding:10px 14px;border-radius:8px;margin:12px 0;font-weight:600}
.verdict.bad{background:#fef2f2;color:var(--crit);border:1px solid #fecaca}
.verdict.ok{background:#f0fdf4;color:#166534;border:1px solid #bbf7d0}
table{border-collapse:collapse;width:100%;background:var(--card);border:1px solid var(--line)}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid var(--line);vertical-align:top}
th{background:#f3f4f6;font-weight:600;font-size:13px}
tr.zero td{color:var(--muted)}tr.zero .sev{opacity:.45}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.sev{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:12px;font-weight:600;
text-transform:uppercase;letter-spacing:.03em;background:var(--info)}
.sev.critical{background:var(--crit)}.sev.high{background:var(--high)}.sev.medium{background:var(--med)}
.sev.low{background:var(--low)}
.badge{display:inline-block;padding:1px 7px;border-radius:10px;font-size:12px;font-weight:600;
border:1px solid currentColor}
.badge.new{color:#b91c1c}.badge.unchanged{color:var(--muted)}.badge.resolved{color:#15803d}
.card{background:var(--card);border:1px solid var(--line);border-left:6px solid var(--info);border-radius:8px;
padding:14px 16px;margin:14px 0}
.card.critical{border-left-color:var(--crit)}.card.high{border-left-color:var(--high)}
.card.medium{border-left-color:var(--med)}.card.low{border-left-color:var(--low)}
.card .head{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.card .msg{font-size:15px;margin:8px 0;word-break:break-word}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:8px 0}
dl.facts dt{color:var(--muted)}dl.facts dd{margin:0;word-break:break-word}
ol.path{margin:6px 0;padding-left:26px}
ol.path li{margin:2px 0;word-break:break-word}
.etype{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;background:#eef2ff;color:#3730a3;
padding:0 5px;border-radius:4px}
.note{color:var(--path);font-weight:600}
.via,.eid{color:var(--muted);font-size:12px}
figure{margin:10px 0;overflow-x:auto}
figcaption{color:var(--muted);font-size:12px}
svg.graph{max-width:100%;height:auto;background:#fcfcfd;border:1px solid var(--line);border-radius:6px}
svg .edge{fill:none;stroke:#c4c8cf;stroke-width:1.3}
svg .arrow{fill:none;stroke:var(--path);stroke-width:2.6;opacity:.9}
svg .arrowhead{fill:var(--path)}
svg .node rect{fill:#fff;stroke:#9ca3af;stroke-width:1.2}
svg .node.tool rect{fill:#f8fafc;stroke-dasharray:4 2}
svg .node.path rect,svg .node.source rect,svg .node.sink rect{stroke:var(--path);stroke-width:2.2}
svg .node.source rect{fill:#fff7ed}svg .node.sink rect{fill:#fef2f2}
svg .label{font:600 12px system-ui,sans-serif;fill:#111827}
svg .detail{font:10.5px system-ui,sans-serif;fill:#6b7280}
svg .node rect.stepbg{fill:var(--path);stroke:none}svg .steptxt{font:700 10px system-ui,sans-serif;fill:#fff}
svg .legend{font:11px system-ui,sans-serif;fill:#6b7280}
details{margin:6px 0}summary{cursor:pointer;color:#374151}
.rule{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 14px;margin:10px 0}
.muted{color:var(--muted)}
footer{color:var(--muted);margin-top:40px;font-size:12px}
"""

CSS_HASH = "sha256-" + base64.b64encode(hashlib.sha256(CSS.encode("utf-8")).digest()).decode()
CSP = (f"default-src 'none'; style-src '{CSS_HASH}'; img-src 'none'; script-src 'none'; "
       "base-uri 'none'; form-action 'none'")

_env: Environment | None = None


def _environment() -> Environment:
    global _env
    if _env is None:
        _env = Environment(
            loader=FileSystemLoader(str(Path(__file__).parent / "templates")),
            autoescape=True,  # every {{ }} is HTML-escaped, in .html.j2 and everywhere else
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        _env.filters["helptext"] = _helptext
        _env.filters["json"] = lambda v: orjson.dumps(v, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS,
                                                      default=str).decode()
    return _env


_BOLD = re.compile(r"\*\*(.+?)\*\*", re.DOTALL)
_CODE = re.compile(r"``(.+?)``|`([^`\n]+)`")


def _helptext(text: str) -> Markup:
    """Rule help (a docstring with a little Markdown/RST): escaped first, then **bold** and
    ``code`` turned into tags (the only markup added; nothing of the text is trusted)."""
    out = str(escape(text))
    out = _BOLD.sub(lambda m: f"<b>{m.group(1)}</b>", out)
    out = _CODE.sub(lambda m: f"<code>{m.group(1) or m.group(2)}</code>", out)
    return Markup(out)


def render_html(result: AuditResult, *, baseline: Baseline | BaselineDiff | str | Path | None = None,
                traces: Any = None, title: str = "orchtrace audit report") -> str:
    """The report as a string. ``traces`` (models or dicts) draw each finding on its trace's whole
    agent/tool graph; without them the graph is the evidence path alone."""
    diff = resolve_baseline(result, baseline)
    by_trace = trace_dicts(traces)
    issues = group_findings(result.findings)
    issues = mark_baseline(issues, diff)
    rules = rules_by_code(result)
    rule_index = {code: i for i, code in enumerate(sorted(rules), 1)}
    cards = []
    bases: dict[str, Any] = {}
    for i, issue in enumerate(issues[:MAX_CARDS], 1):
        f = issue.first
        trace = by_trace.get(f.trace_id)
        if trace is not None and f.trace_id not in bases:
            bases[f.trace_id] = trace_graph(trace)
        cards.append({
            "n": i,
            "issue": issue,
            "f": f,
            "rule": rules.get(f.code),
            "location": location_text(f),
            "graph": build_graph(f, base=bases.get(f.trace_id)),
            "traces": issue.findings[:MAX_TRACES_PER_ISSUE],
        })
    counts = result.counts_by_severity()
    per_rule: dict[str, dict[str, Any]] = {}
    for issue in issues:
        row = per_rule.setdefault(issue.first.code, {"findings": 0, "issues": 0, "new": 0,
                                                      "severity": issue.severity})
        row["findings"] += issue.count
        row["issues"] += 1
        row["new"] += issue.status == "new"
    rule_rows = []
    for code in sorted(set(per_rule) | {r.code for r in result.rules if r.enabled}):
        info = rules.get(code)
        row = per_rule.get(code, {"findings": 0, "issues": 0, "new": 0, "severity": None})
        rule_rows.append({"code": code, "info": info, "index": rule_index.get(code), **row})
    rule_rows.sort(key=lambda r: (-r["findings"], r["code"]))
    worst = next((s for s in reversed(SEVERITIES) if counts[s]), None)
    events = sum(t.events for t in result.traces)
    doc_title = (f"orchtrace audit: {len(result.findings)} finding{'s' * (len(result.findings) != 1)}"
                 + (f", worst {worst}" if worst else "") + (f" ({result.generated_at[:10]})"
                                                           if result.generated_at else ""))
    template = _environment().get_template("report.html.j2")
    return template.render(
        title=title,
        doc_title=doc_title,
        csp=Markup(CSP),  # a constant too (quotes kept readable)
        css=Markup(CSS),  # a constant of this module: the only unescaped text in the page
        result=result,
        counts=severity_order(counts),
        worst=worst,
        issues=issues,
        cards=cards,
        more_issues=issues[MAX_CARDS:],
        rule_rows=rule_rows,
        rules=[(rule_index[c], rules[c]) for c in sorted(rules)],
        rule_index=rule_index,
        diff=diff,
        trace_rows=result.traces[:MAX_TRACE_ROWS],
        more_traces=max(0, len(result.traces) - MAX_TRACE_ROWS),
        events=events,
        node_w=NODE_W,
        node_h=NODE_H,
    )


def write_html(result: AuditResult, path: str | Path, *,
               baseline: Baseline | BaselineDiff | str | Path | None = None, traces: Any = None) -> Path:
    """Write the HTML report atomically (temporary file + rename)."""
    return write_text_atomic(path, render_html(result, baseline=baseline, traces=traces))
