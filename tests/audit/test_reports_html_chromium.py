"""The HTML report in a real browser (Debian's headless Chromium): attacker-controlled agent/tool
names, task, system, messages and details carry ``<script>``/``onerror``/``onload`` payloads that
would change the page title and mark the document if they ran.  They must stay inert text, and
must do so by escaping alone (the same page without its Content-Security-Policy is checked too).
A positive control proves the harness sees a payload that does run."""

from __future__ import annotations

import html as html_lib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from orchtrace.reports import render_html, write_html
from tests.audit.report_helpers import XSS, findings_for, result_for, run_team

CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser"), "/usr/bin/chromium")
                 if p and Path(p).exists()), None)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed "
                                "(apt-get install chromium; .ci/run installs it)")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--virtual-time-budget=3000"]


def chromium(tmp_path: Path, page: Path, *args: str) -> subprocess.CompletedProcess[str]:
    profile = tmp_path / f"profile-{page.stem}-{len(args)}"
    return subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *args, page.as_uri()],
                          capture_output=True, text=True, timeout=120, check=False)


def dump_dom(tmp_path: Path, page: Path) -> str:
    proc = chromium(tmp_path, page, "--dump-dom")
    assert proc.returncode == 0 and "<html" in proc.stdout, proc.stderr[-2000:]
    return proc.stdout


@pytest.fixture(scope="module")
def evil_run():
    trace = run_team(XSS)
    return trace, findings_for(trace, XSS)


def test_harness_sees_a_payload_that_runs(tmp_path):
    control = tmp_path / "control.html"
    control.write_text(f"<!DOCTYPE html><html><head><title>clean</title></head><body>{XSS}</body></html>")
    dom = dump_dom(tmp_path, control)
    assert "<title>PWNED</title>" in dom and 'data-pwned="1"' in dom


@pytest.mark.parametrize("keep_csp", [True, False], ids=["with-csp", "escaping-alone"])
def test_payloads_in_trace_strings_stay_inert_text(tmp_path, evil_run, keep_csp):
    trace, findings = evil_run
    text = render_html(result_for([trace], findings), traces=[trace])
    if not keep_csp:
        text, n = re.subn(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", text)
        assert n == 1
    page = tmp_path / "report.html"
    page.write_text(text)
    dom = dump_dom(tmp_path, page)
    title = re.search(r"<title>(.*?)</title>", dom, re.DOTALL).group(1)
    assert title.startswith("orchtrace audit: 2 findings, worst high")
    assert "PWNED" not in title and not re.search(r"<html[^>]*data-pwned", dom)
    assert not re.search(r"<(script|img|iframe)\b", dom, re.IGNORECASE)
    assert not re.search(r"<svg[^>]*\sonload=", dom, re.IGNORECASE) and not re.search(r"<[^>]*\sonerror=", dom, re.IGNORECASE)
    # the payload is there, as text: in the message, the agent/tool/node labels and the details
    escaped = html_lib.escape("<script>document.title=", quote=False)
    assert dom.count(escaped) >= 6, dom.count(escaped)
    assert f"untrusted output of fetch_page{html_lib.escape(XSS, quote=False)}" in dom.replace("&quot;", '"')
    assert "<b>bold</b>" not in dom


def test_screenshot_of_the_report(tmp_path, evil_run):
    trace, findings = evil_run
    page = write_html(result_for([trace], findings), tmp_path / "report.html", traces=[trace])
    shot = tmp_path / "report.png"
    proc = chromium(tmp_path, page, f"--screenshot={shot}", "--window-size=1280,1600",
                    "--hide-scrollbars")
    assert proc.returncode == 0, proc.stderr[-2000:]
    png = shot.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20_000  # a rendered page, not a blank one
