"""The stats page in real headless Chromium: trace strings carrying script payloads (system, agent
names, roles, reward channels, topology-group keys) stay inert text, with the page's CSP and by
escaping alone; the page loads nothing from the network and renders its SVG plots."""

from __future__ import annotations

import html as html_lib
import re

import pytest

from orchtrace.stats import StatsAccumulator, render_stats_html
from tests.audit.report_helpers import XSS
from tests.audit.test_reports_html_chromium import CHROMIUM, chromium, dump_dom
from tests.metrics.traces import T

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed")


def evil_trace(i: int) -> dict:
    b = T(task=f"t{i}", system=f"sys{XSS}", topology="swarm")
    b.ev("s", 0.0, "spawn", "R", to=f"W{XSS}", target=f"W{XSS}", role=f"role{XSS}",
         start_unix_s=1_763_000_000 + 86400 * i)
    b.ev("m", 0.1, "message", f"W{XSS}", to="R", content_ref=f"ref{i}")
    b.ev("rw", 0.2, "return", f"W{XSS}", to="R", agent_name=f"W{XSS}", wall_s=0.2,
         cost={"tokens": 100.0 * (i + 1), "llm_calls": 1})
    b.ev("rr", 0.3, "return", "R", wall_s=0.3, cost={"tokens": 50.0, "llm_calls": 1},
         rewards=[{"channel": f"team{XSS}", "value": 1.0, "agent": "R"}])
    for s, d, k in (("s", "m", "spawn"), ("m", "rw", "temporal"), ("rw", "rr", "return"), ("s", "rr", "temporal")):
        b.edge(s, d, k)
    out = b.build(tokens=150.0 + 100 * i)
    out["rewards"] = {f"team{XSS}": 1.0}
    return out


@pytest.fixture(scope="module")
def page_text():
    acc = StatsAccumulator(by="system")
    for i in range(4):
        acc.add(evil_trace(i))
    return render_stats_html(acc.result(), acc)


@pytest.mark.parametrize("keep_csp", [True, False], ids=["with-csp", "escaping-alone"])
def test_payloads_stay_inert_text(tmp_path, page_text, keep_csp):
    text = page_text
    if not keep_csp:
        text, n = re.subn(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", text)
        assert n == 1
    assert not re.search(r"<script\b|https?://(?!www\.w3\.org/2000/svg)", text)  # no script, no remote load
    page = tmp_path / "stats.html"
    page.write_text(text)
    dom = dump_dom(tmp_path, page)
    title = re.search(r"<title>(.*?)</title>", dom, re.DOTALL).group(1)
    assert title == "orchtrace stats: 4 traces"
    assert not re.search(r"<html[^>]*data-pwned", dom)
    assert not re.search(r"<(script|img|iframe)\b", dom, re.IGNORECASE)
    assert not re.search(r"<[^>]*\son(error|load)=", dom, re.IGNORECASE)
    assert "<b>bold</b>" not in dom
    escaped = html_lib.escape("<script>document.title=", quote=False)
    assert dom.count(escaped) >= 4, dom.count(escaped)  # system, role, agent bars, channels: shown as text
    assert dom.count("<svg") >= 8 and "<rect" in dom and "<polyline" in dom


def test_screenshot_of_the_stats_page(tmp_path, page_text):
    page = tmp_path / "stats.html"
    page.write_text(page_text)
    shot = tmp_path / "stats.png"
    proc = chromium(tmp_path, page, f"--screenshot={shot}", "--window-size=1100,1800", "--hide-scrollbars")
    assert proc.returncode == 0, proc.stderr[-2000:]
    png = shot.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20_000
