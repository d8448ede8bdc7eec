"""Policy files: loading, clear errors (file, line, field), rule settings, suppressions."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

import orchtrace
from orchtrace.audit import PolicyError, load_policy, parse_policy, rule_infos, run_audit

from .helpers import run

REPO = Path(__file__).resolve().parents[2]


@orchtrace.tool(sensitive=True, requires_approval=True)
def send_email(to: str, subject: str, body: str) -> str:
    return "sent"


@orchtrace.agent(name="mailer", tools=["send_email"])
def mailer(task: str) -> str:
    return send_email("boss@corp.example", "s", "b")


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text)
    return p


def test_example_policy_loads() -> None:
    pol = load_policy(REPO / "examples" / "policy" / "orchtrace.toml")
    assert pol.source and pol.source.endswith("orchtrace.toml")
    assert pol.rules["OTA204"].enabled is False
    assert pol.rules["OTA103"].severity == "low"  # given by name, stored by code
    assert [s.rule for s in pol.suppress] == ["OTA202", "OTA301"]
    assert pol.suppress[1].expires == dt.date(2027, 6, 30)
    infos = {r.code: r for r in rule_infos(pol)}
    assert infos["OTA204"].enabled is False and infos["OTA103"].severity == "low"
    assert infos["OTA103"].default_severity == "medium"


def test_unknown_rule_code_is_an_error_with_file_and_line(tmp_path: Path) -> None:
    p = _write(tmp_path, "orchtrace.toml", 'version = 1\n\n[rules.OTA101]\nseverity = "low"\n\n'
                                            '[rules.OTA999]\nenabled = false\n')
    with pytest.raises(PolicyError) as exc:
        load_policy(p)
    msg = str(exc.value)
    assert str(p) in msg and "OTA999" in msg and "unknown rule" in msg
    assert exc.value.line == 6 and f"{p}:6:" in msg
    assert "OTA101" in msg  # lists the known codes


def test_bad_value_names_field_and_line(tmp_path: Path) -> None:
    p = _write(tmp_path, "orchtrace.toml", '[rules.OTA101]\nenabled = true\nseverity = "urgent"\n')
    with pytest.raises(PolicyError) as exc:
        load_policy(p)
    assert exc.value.field == "rules.OTA101.severity"
    assert exc.value.line == 3
    assert f"{p}:3: rules.OTA101.severity:" in str(exc.value)


def test_unknown_field_in_second_array_entry(tmp_path: Path) -> None:
    p = _write(tmp_path, "orchtrace.toml", '[[tools]]\nmatch = "a"\ntrusted = false\n\n'
                                            '[[tools]]\nmatch = "b"\nsensitiv = true\n')
    with pytest.raises(PolicyError) as exc:
        load_policy(p)
    assert exc.value.field == "tools[1].sensitiv" and exc.value.line == 7
    assert "unknown field" in str(exc.value)


def test_toml_syntax_error_has_line(tmp_path: Path) -> None:
    p = _write(tmp_path, "orchtrace.toml", '[flow]\nsanitizers = ["a"\n')
    with pytest.raises(PolicyError) as exc:
        load_policy(p)
    assert "not valid TOML" in str(exc.value) and exc.value.line is not None


def test_yaml_policy_and_its_errors(tmp_path: Path) -> None:
    ok = _write(tmp_path, "policy.yaml", "rules:\n  OTA301:\n    severity: critical\n"
                                          "agents:\n  mailer:\n    tools: [send_email]\n")
    pol = load_policy(ok)
    assert pol.rules["OTA301"].severity == "critical" and pol.agents["mailer"].tools == ["send_email"]
    bad = _write(tmp_path, "bad.yml", "budgets:\n  max_events_without_intervention: -3\n")
    with pytest.raises(PolicyError) as exc:
        load_policy(bad)
    assert exc.value.line == 2 and exc.value.field == "budgets.max_events_without_intervention"
    broken = _write(tmp_path, "broken.yaml", "rules:\n  - a\n  b: c\n")
    with pytest.raises(PolicyError) as exc:
        load_policy(broken)
    assert "not valid YAML" in str(exc.value) and exc.value.line


def test_missing_file_and_suppression_without_reason(tmp_path: Path) -> None:
    with pytest.raises(PolicyError, match="no such file"):
        load_policy(tmp_path / "nope.toml")
    p = _write(tmp_path, "orchtrace.toml", '[[suppress]]\nrule = "OTA301"\nreason = "  "\n')
    with pytest.raises(PolicyError) as exc:
        load_policy(p)
    assert exc.value.field == "suppress[0].reason" and exc.value.line == 3
    p2 = _write(tmp_path, "o2.toml", '[[suppress]]\nrule = "OTA301"\n')
    with pytest.raises(PolicyError, match="suppress\\[0\\].reason"):
        load_policy(p2)


def test_relevel_disable_and_suppress() -> None:
    trace = run(lambda: mailer("mail the boss"))
    base = run_audit([trace])
    assert [(f.code, f.severity) for f in base.findings] == [("OTA301", "high")]

    relevel = parse_policy('[rules.action-without-approval]\nseverity = "critical"\n')
    assert [(f.code, f.severity) for f in run_audit([trace], relevel).findings] == [("OTA301", "critical")]

    off = parse_policy("[rules.OTA301]\nenabled = false\n")
    assert run_audit([trace], off).findings == []

    tomorrow = (dt.date.today() + dt.timedelta(days=1)).isoformat()
    yesterday = (dt.date.today() - dt.timedelta(days=1)).isoformat()
    active = parse_policy(f'[[suppress]]\nrule = "OTA301"\nagent = "mail*"\ntool = "send_email"\n'
                          f'reason = "sink mailbox"\nexpires = {tomorrow}\n')
    res = run_audit([trace], active)
    assert res.findings == [] and [(f.code, f.suppressed) for f in res.suppressed] == [("OTA301", "sink mailbox")]
    assert res.traces[0].findings == 0

    expired = parse_policy(f'[[suppress]]\nrule = "OTA301"\nreason = "old"\nexpires = {yesterday}\n')
    res = run_audit([trace], expired)
    assert [f.code for f in res.findings] == ["OTA301"] and res.suppressed == []

    other_agent = parse_policy('[[suppress]]\nrule = "OTA301"\nagent = "someone_else"\nreason = "x"\n')
    assert [f.code for f in run_audit([trace], other_agent).findings] == ["OTA301"]
    other_trace = parse_policy('[[suppress]]\nrule = "OTA301"\ntrace = "nightly-*"\nreason = "x"\n')
    assert [f.code for f in run_audit([trace], other_trace).findings] == ["OTA301"]


def test_run_audit_accepts_a_policy_path(tmp_path: Path) -> None:
    trace = run(lambda: mailer("mail the boss"))
    p = _write(tmp_path, "orchtrace.toml", "[rules.OTA301]\nenabled = false\n")
    res = run_audit([trace], p)
    assert res.findings == [] and res.policy == str(p)
    assert {r.code: r.enabled for r in res.rules}["OTA301"] is False
