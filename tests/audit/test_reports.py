"""Report writers on findings built from the audit contract: JSON (stable, the next baseline),
baseline diffs, Markdown escaping, SARIF 2.1.0 (validated against the official schema), HTML
structure (CSP, escaping, no script) and atomic writes."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import jsonschema
import pytest

from orchtrace.audit.findings import REPORT_FORMAT, Finding, Location
from orchtrace.reports import (
    BaselineError,
    diff_baseline,
    load_baseline,
    render_html,
    render_json,
    render_markdown,
    render_sarif,
    sarif_log,
    write_html,
    write_json,
    write_markdown,
    write_sarif,
)
from orchtrace.reports.markdown import md
from orchtrace.reports.terminal import clean
from tests.audit.report_helpers import MD_NASTY, XSS, findings_for, result_for, run_team

REPO = Path(__file__).resolve().parents[2]
SARIF_SCHEMA = json.loads((REPO / "tests" / "data" / "sarif-schema-2.1.0.json").read_text())


@pytest.fixture(scope="module")
def team():
    trace = run_team()
    return trace, findings_for(trace)


@pytest.fixture(scope="module")
def evil():
    trace = run_team(XSS)
    return trace, findings_for(trace, XSS)


# --- JSON -----------------------------------------------------------------------------------------
def test_json_report_is_the_contract_plus_summary(team, tmp_path):
    trace, findings = team
    result = result_for([trace], findings)
    path = write_json(result, tmp_path / "audit.json")
    doc = json.loads(path.read_text())
    assert set(doc) == {"format", "version", "generated_at", "rules", "traces", "findings", "suppressed",
                        "summary"}
    assert doc["format"] == REPORT_FORMAT == "orchtrace-audit/1"
    assert {k: v for k, v in doc.items() if k != "summary"} == result.to_json_dict()
    assert doc["summary"] == {"traces": 1, "events": len(trace["events"]), "findings": 2, "suppressed": 0,
                              "by_severity": {"info": 0, "low": 0, "medium": 1, "high": 1, "critical": 0},
                              "by_rule": {"OTA101": 1, "OTA301": 1}}
    first = doc["findings"][0]
    assert [s["type"] for s in first["path"]] == ["tool_result", "return", "tool_call"]
    assert first["fingerprint"] == findings[0].fingerprint
    assert render_json(result) == path.read_text()


def test_fingerprints_survive_a_new_run_of_the_same_code(team):
    other = run_team()  # new trace id, task instance ids, event ids
    assert other["trace_id"] != team[0]["trace_id"]
    assert [f.fingerprint for f in findings_for(other)] == [f.fingerprint for f in team[1]]


# --- baseline ---------------------------------------------------------------------------------------
def test_baseline_new_resolved_unchanged(team, tmp_path):
    trace, (flow, approval) = team
    old_only = Finding(code="OTA201", rule="tool-outside-allowlist", severity="high",
                       message="boss used rm_rf", trace_id="t0", task_id="old", agent_name="boss",
                       tool="rm_rf")
    write_json(result_for([trace], [flow, old_only]), tmp_path / "yesterday.json")
    base = load_baseline(tmp_path / "yesterday.json")
    assert base.generated_at == "2026-11-23T02:00:00Z"
    today = result_for([trace], [flow, approval])
    diff = diff_baseline(today, base)
    assert diff.new == [approval.fingerprint]
    assert diff.unchanged == [flow.fingerprint]
    assert [r["fingerprint"] for r in diff.resolved] == [old_only.fingerprint]
    assert diff.status(approval.fingerprint) == "new" and diff.status(flow.fingerprint) == "unchanged"
    doc = json.loads(render_json(today, baseline=tmp_path / "yesterday.json"))
    assert doc["baseline"]["new"] == [approval.fingerprint]
    assert doc["baseline"]["unchanged"] == [flow.fingerprint]
    assert doc["baseline"]["resolved"][0]["message"] == "boss used rm_rf"
    assert doc["baseline"]["path"] == str(tmp_path / "yesterday.json")
    # today's report (with its baseline block) is a valid baseline for tomorrow
    (tmp_path / "today.json").write_text(render_json(today, baseline=base))
    assert load_baseline(tmp_path / "today.json").fingerprints == {flow.fingerprint, approval.fingerprint}


def test_baseline_finding_now_suppressed_is_resolved_and_says_so(team, tmp_path):
    trace, (flow, approval) = team
    write_json(result_for([trace], [flow, approval]), tmp_path / "b.json")
    hidden = approval.model_copy(update={"suppressed": "accepted risk until 2027"})
    diff = diff_baseline(result_for([trace], [flow], suppressed=[hidden]), load_baseline(tmp_path / "b.json"))
    assert [r["fingerprint"] for r in diff.resolved] == [approval.fingerprint]
    assert diff.resolved[0]["now_suppressed"] == "accepted risk until 2027"


@pytest.mark.parametrize("content, expected", [
    (None, "no such file"),
    (b"{not json", "not JSON"),
    (b"[1, 2]", "a JSON object is expected"),
    (b'{"version": "2.1.0", "runs": []}', "not an orchtrace audit report"),
    (b'{"format": "orchtrace-audit/9", "findings": []}', "is not supported"),
    (b'{"format": "orchtrace-audit/1", "findings": {}}', "'findings' must be a list"),
    (b'{"format": "orchtrace-audit/1", "findings": [{"code": "OTA101"}]}', "findings[0] has no 'fingerprint'"),
])
def test_bad_baselines_are_clear_errors(tmp_path, content, expected):
    path = tmp_path / "prev.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(BaselineError) as exc:
        load_baseline(path)
    assert str(path) in str(exc.value) and expected in str(exc.value)


# --- Markdown ---------------------------------------------------------------------------------------
def test_markdown_summary_paths_and_diff(team, tmp_path):
    trace, (flow, approval) = team
    write_json(result_for([trace], [approval]), tmp_path / "prev.json")
    text = render_markdown(result_for([trace], [flow, approval]), baseline=tmp_path / "prev.json",
                           html_report="audit.html")
    assert text.startswith("### orchtrace audit: **2 findings** in 2 issues")
    assert "| 0 | 1 | 1 | 0 | 0 |" in text  # critical high medium low info
    assert "**Since the baseline**" in text and "1 new, 0 resolved, 1 unchanged" in text
    flow_line = next(l for l in text.splitlines() if "`OTA101`" in l and "**high**" in l)
    assert flow_line.rstrip().endswith("**NEW**")
    assert ("Path: tool_result fetch_page in researcher (untrusted output) → return researcher → "
            "tool_call send_email in boss (sink)") in text
    assert text.count("<details>") == text.count("</details>") == 2
    assert "Full report: audit.html" in text


def test_markdown_escapes_trace_strings(evil):
    trace, (flow, approval) = evil
    text = render_markdown(result_for([trace], [flow.model_copy(update={"message": MD_NASTY}), approval]))
    assert "<script" not in text and "<img" not in text and "<b>" not in text
    assert "&lt;script&gt;" in text
    line = next(l for l in text.splitlines() if "`OTA101`" in l and "**high**" in l)
    assert line.count("|") == line.count("\\|")  # no unescaped pipe could split a table
    assert "\\`tick\\`" in line and "\\*star\\*" in line and "\\_under\\_" in line
    assert "\\[link\\]" in line and "https:\u200b//evil.example" in line and "@\u200boctocat" in line
    assert "new line" in line  # the newline became a space: still one list item
    assert md("fetch_page") == "fetch_page"  # intraword underscores stay readable


def test_markdown_stays_under_the_comment_limit(team):
    trace, (flow, _) = team
    many = [flow.model_copy(update={"message": "x" * 250 + str(i), "agent_name": f"a{i}",
                                    "fingerprint": f"fp{i:05d}"}) for i in range(400)]
    text = render_markdown(result_for([trace], many), max_issues=400, max_chars=20_000)
    assert len(text) <= 20_000
    assert "more issues in the HTML or JSON report" in text


# --- SARIF ------------------------------------------------------------------------------------------
def _validate_sarif(doc):
    validator = jsonschema.Draft4Validator(SARIF_SCHEMA, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, [f"{list(e.path)}: {e.message}" for e in errors[:5]]


def test_sarif_is_valid_2_1_0_with_rules_locations_fingerprints_and_flows(team, tmp_path):
    trace, (flow, approval) = team
    repo = tmp_path / "repo"
    (repo / "agents").mkdir(parents=True)
    (repo / "agents" / "team.py").write_text("# the team\n")
    loc = Location(file=str(repo / "agents" / "team.py"), line=12, function="send_email")
    flow = flow.model_copy(update={"location": loc})
    hidden = approval.model_copy(update={"suppressed": "known", "location": loc})
    path = write_sarif(result_for([trace], [flow], suppressed=[hidden]), tmp_path / "audit.sarif",
                       source_root=repo, traces=[trace])
    doc = json.loads(path.read_text())
    _validate_sarif(doc)
    assert doc["version"] == "2.1.0"
    run = doc["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["OTA101", "OTA301"]
    assert rules[0]["name"] == "untrusted-value-to-action"
    assert rules[0]["help"]["text"].startswith("What it flags")
    assert rules[0]["fullDescription"]["text"] == "What it flags: ..."
    assert rules[0]["defaultConfiguration"]["level"] == "error"
    assert rules[1]["defaultConfiguration"]["level"] == "warning"  # re-levelled medium
    assert rules[0]["properties"]["security-severity"] == "8.0"
    (res, sup) = run["results"]
    assert res["ruleId"] == "OTA101" and res["ruleIndex"] == 0 and res["level"] == "error"
    assert res["partialFingerprints"] == {"orchtraceFingerprint/v1": flow.fingerprint}
    phys = res["locations"][0]["physicalLocation"]
    assert phys == {"artifactLocation": {"uri": "agents/team.py", "uriBaseId": "SRCROOT"},
                    "region": {"startLine": 12}}
    assert run["originalUriBaseIds"]["SRCROOT"]["uri"] == repo.resolve().as_uri() + "/"
    steps = res["codeFlows"][0]["threadFlows"][0]["locations"]
    assert [s["properties"]["eventId"] for s in steps] == [s.id for s in flow.path]
    assert steps[0]["location"]["message"]["text"] == "tool_result fetch_page in researcher (untrusted output)"
    assert sup["suppressions"] == [{"kind": "external", "status": "accepted", "justification": "known"}]
    assert sup["level"] == "warning"


def test_sarif_paths_from_another_machine_and_unknown_files(team, tmp_path):
    trace, (flow, _) = team
    repo = tmp_path / "checkout"
    (repo / "examples" / "swarm").mkdir(parents=True)
    (repo / "examples" / "swarm" / "app.py").write_text("")
    in_container = flow.model_copy(update={"location": Location(file="/app/examples/swarm/app.py", line=44)})
    elsewhere = flow.model_copy(update={"location": Location(file="/opt/vendor/lib.py", line=3),
                                        "fingerprint": "other"})
    relative = flow.model_copy(update={"location": Location(file="src/x.py", line=1), "fingerprint": "rel"})
    doc = sarif_log(result_for([trace], [in_container, elsewhere, relative]), source_root=repo)
    _validate_sarif(doc)
    arts = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in doc["runs"][0]["results"]]
    assert arts[0] == {"uri": "examples/swarm/app.py", "uriBaseId": "SRCROOT"}
    assert arts[1] == {"uri": "file:///opt/vendor/lib.py"}
    assert arts[2] == {"uri": "src/x.py", "uriBaseId": "SRCROOT"}


def test_sarif_one_result_per_fingerprint_and_unknown_rule(team):
    trace, (flow, _) = team
    again = flow.model_copy(update={"trace_id": "another-trace", "task_id": "t2"})
    odd = Finding(code="OTA999", rule="from-a-plugin", severity="low", message="m", trace_id="x", task_id="y")
    doc = sarif_log(result_for([trace], [flow, again, odd]))
    _validate_sarif(doc)
    results = doc["runs"][0]["results"]
    assert len(results) == 2
    assert results[0]["properties"]["occurrences"] == 2
    assert results[0]["properties"]["traceIds"] == [trace["trace_id"], "another-trace"]
    assert "(2 occurrences in 2 traces)" in results[0]["message"]["text"]
    assert doc["runs"][0]["tool"]["driver"]["rules"][results[1]["ruleIndex"]]["id"] == "OTA999"
    assert results[1]["level"] == "note"
    assert "locations" not in results[1]  # nothing known: no invented location


def test_sarif_of_the_payload_run_is_valid(evil):
    trace, findings = evil
    doc = json.loads(render_sarif(result_for([trace], findings), traces=[trace]))
    _validate_sarif(doc)
    assert doc["runs"][0]["results"][0]["message"]["text"].endswith(f"send_email{XSS}")


# --- HTML (structure; the browser test is test_reports_html_chromium.py) ---------------------------
def test_html_is_self_contained_with_a_strict_csp(evil, tmp_path):
    trace, findings = evil
    page = write_html(result_for([trace], findings), tmp_path / "r.html", traces=[trace]).read_text()
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page).group(1)
    assert "default-src 'none'" in csp and "script-src 'none'" in csp and "unsafe-inline" not in csp
    style = re.search(r"<style>(.*?)</style>", page, re.DOTALL).group(1)
    digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
    assert f"style-src 'sha256-{digest}'" in csp  # the one stylesheet is allowed by its hash
    assert page.count("<style>") == 1 and " style=" not in page
    assert not re.search(r"<(script|img|iframe|object)\b", page, re.IGNORECASE)
    assert not re.search(r"<[^>]*\son\w+=", page)  # no event-handler attribute on any tag
    assert not re.search(r'(src|href)="(?!#)', page)  # no external resource, no outside link
    assert "&lt;script&gt;document.title=&#34;PWNED&#34;" in page
    assert page.count("<svg class=\"graph\"") == 2


def test_html_baseline_sections(team, tmp_path):
    trace, (flow, approval) = team
    gone = flow.model_copy(update={"message": "an old problem", "fingerprint": "gone"})
    write_json(result_for([trace], [gone, approval]), tmp_path / "prev.json")
    page = render_html(result_for([trace], [flow, approval]), baseline=tmp_path / "prev.json")
    assert '<span class="badge new">1 new</span>' in page
    assert '<span class="badge resolved">1 resolved</span>' in page
    assert "Resolved since the baseline (1)" in page and "an old problem" in page
    assert "drawn from the evidence path only (the trace was not available)" in page


def test_html_without_findings(tmp_path):
    page = render_html(result_for([], []))
    assert "No findings" in page and "Nothing to report" in page


# --- atomic writes ------------------------------------------------------------------------------------
@pytest.mark.parametrize("writer", [write_html, write_markdown, write_json, write_sarif])
def test_a_failed_render_leaves_the_previous_report_whole(team, tmp_path, writer, monkeypatch):
    trace, findings = team
    path = tmp_path / "report"
    writer(result_for([trace], findings), path)
    before = path.read_bytes()
    broken = result_for([trace], findings)
    monkeypatch.setattr(type(broken), "counts_by_severity", lambda self: 1 / 0)
    monkeypatch.setattr(type(broken), "to_json_dict", lambda self: 1 / 0)
    monkeypatch.setattr("orchtrace.reports._common.group_findings", lambda f: 1 / 0)
    monkeypatch.setattr("orchtrace.reports.sarif.group_findings", lambda f: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        writer(broken, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["report"]  # no temporary file left behind


def test_terminal_text_drops_control_characters():
    assert clean("evil\x1b[2J\x1b]8;;http://x\x07name\u202e") == "evil[2J]8;;http://xname"


def test_rule_help_gets_bold_and_code_but_nothing_else(team):
    trace, findings = team
    result = result_for([trace], findings)
    result.rules[0] = result.rules[0].model_copy(update={"help": "**What it flags.** a ``tool_call`` <script>x</script>"})
    page = render_html(result)
    assert "<b>What it flags.</b> a <code>tool_call</code> &lt;script&gt;x&lt;/script&gt;" in page


def test_graph_of_a_large_trace_is_cut_to_the_path_and_its_context():
    from orchtrace.audit.findings import EvidenceStep
    from orchtrace.reports.graph import MAX_NODES_CUT, build_graph

    events = [{"id": "d", "type": "orchestrator_decision", "agent": "root-1", "agent_name": "root", "t": 0}]
    for i in range(120):
        events += [{"id": f"s{i}", "type": "spawn", "agent": "root-1", "agent_name": "root", "from": "root-1",
                    "to": f"w-{i}", "t": 1},
                   {"id": f"c{i}", "type": "tool_call", "agent": f"w-{i}", "agent_name": f"w{i}", "tool": "web",
                    "trusted": False, "t": 2}]
    events.append({"id": "mail", "type": "tool_call", "agent": "w-7", "agent_name": "w7", "tool": "send_email",
                   "sensitive": True, "t": 3})
    f = Finding(code="OTA301", rule="r", severity="high", message="m", trace_id="t", task_id="t", agent="w-7",
                agent_name="w7", tool="send_email",
                path=[EvidenceStep(id="mail", type="tool_call", agent="w-7", agent_name="w7", tool="send_email")])
    g = build_graph(f, {"trace_id": "t", "events": events, "edges": []})
    labels = {n.label for n in g.nodes}
    assert {"root", "w7", "send_email", "web"} <= labels and len(g.nodes) <= MAX_NODES_CUT
    assert g.hidden == 123 - len(g.nodes) and g.from_trace  # root + 120 workers + 2 tools
    assert [n.label for n in g.nodes if n.role] == ["w7", "send_email"]
    assert len(g.arrows) == 1


def test_markdown_locations_relative_to_the_source_root(team):
    trace, (flow, approval) = team
    text = render_markdown(result_for([trace], [flow, approval]), source_root=REPO)
    assert "at tests/audit/report_helpers.py:" in text
    assert str(REPO) not in text


def test_sarif_long_evidence_path_keeps_both_ends(team):
    from orchtrace.audit.findings import EvidenceStep
    from orchtrace.reports.sarif import MAX_FLOW_STEPS

    trace, (flow, _) = team
    path = [EvidenceStep(id=f"e{i}", type="message", agent="a") for i in range(MAX_FLOW_STEPS + 50)]
    doc = sarif_log(result_for([trace], [flow.model_copy(update={"path": path})]))
    _validate_sarif(doc)
    steps = doc["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"][0]["locations"]
    assert len(steps) == MAX_FLOW_STEPS
    assert steps[0]["properties"]["eventId"] == "e0" and steps[-1]["properties"]["eventId"] == f"e{MAX_FLOW_STEPS + 49}"
    assert steps[-1]["executionOrder"] == MAX_FLOW_STEPS + 50


def test_new_issues_come_first_within_a_severity(team, tmp_path):
    trace, (flow, approval) = team
    old = flow.model_copy(update={"message": "seen yesterday", "fingerprint": "old"})
    fresh = flow.model_copy(update={"message": "appeared tonight", "fingerprint": "fresh"})
    write_json(result_for([trace], [old]), tmp_path / "prev.json")
    text = render_markdown(result_for([trace], [old, fresh, approval]), baseline=tmp_path / "prev.json")
    assert text.index("appeared tonight") < text.index("seen yesterday") < text.index("send_email ran with no approval")
    page = render_html(result_for([trace], [old, fresh, approval]), baseline=tmp_path / "prev.json")
    assert page.index("appeared tonight") < page.index("seen yesterday")
