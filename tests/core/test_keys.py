"""Per-deployment keys: short values cannot be brute-forced from a default trace."""

from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import orchtrace
from orchtrace.content import canonical_bytes
from orchtrace.testing import capture_traces

OLD_PUBLIC_KEY = b"orchtrace-default-fingerprint-key"


def _trace_with_pin(pin: str) -> dict:
    @orchtrace.tool(sensitive=True)
    def unlock(code: str) -> str:
        return "ok"

    @orchtrace.agent(name="door", tools=["unlock"])
    def door(task: str) -> str:
        return unlock(pin)

    with capture_traces() as cap, orchtrace.task("pin-task", "pin"):
        door("open the door")
    [trace] = cap.trace_dicts()
    return trace


def test_planted_pin_is_not_recoverable_without_the_key() -> None:
    trace = _trace_with_pin("4821")
    [call] = [e for e in trace["events"] if e["type"] == "tool_call"]
    ref = call["content_ref"]
    hashes = set(call["arg_fingerprints"]["code"])
    assert ref.startswith("hmac-sha256:") and hashes
    # an attacker with the trace but not the key tries every 4-digit code the public ways
    for k in range(10_000):
        guess = f"{k:04d}"
        data = canonical_bytes([[guess]])
        assert "sha256:" + hashlib.sha256(data).hexdigest() != ref.split("hmac-", 1)[-1]
        for prefix in ("v:", "e:", ""):
            digest = hashlib.blake2b((prefix + guess).encode(), digest_size=8, key=OLD_PUBLIC_KEY).digest()
            h = int.from_bytes(digest, "big") & ((1 << 63) - 1)
            assert h not in hashes and (h | 1) not in hashes
    assert json.dumps(trace).find("4821") == -1  # and the value itself is nowhere in the trace


def test_key_file_is_created_private_and_stable(tmp_path: Path) -> None:
    home = tmp_path / "oh"
    env = {k: v for k, v in os.environ.items() if k != "ORCHTRACE_FINGERPRINT_KEY"}
    env["ORCHTRACE_HOME"] = str(home)
    code = "from orchtrace.content import content_ref; print(content_ref({'pin': '4821'}))"
    first = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    second = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    assert first == second and first.startswith("hmac-sha256:")  # stable across runs of one deployment
    key = home / "key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and len(key.read_text().strip()) == 64
    env["ORCHTRACE_HOME"] = str(tmp_path / "other")
    third = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    assert third != first  # another deployment, another key
    env["ORCHTRACE_FINGERPRINT_KEY"] = "shared-secret"
    a = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    env["ORCHTRACE_HOME"] = str(home)
    b = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    assert a == b  # the environment variable wins over any key file


def test_unwritable_home_falls_back_to_an_ephemeral_key(tmp_path: Path) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    env = {k: v for k, v in os.environ.items() if k != "ORCHTRACE_FINGERPRINT_KEY"}
    env["ORCHTRACE_HOME"] = str(ro / "sub")
    code = "from orchtrace.keys import deployment_key; print(deployment_key()[1])"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    if os.geteuid() == 0:  # root writes anywhere: the file is created
        assert out.stdout.strip().endswith("key")
    else:
        assert out.stdout.strip() == "ephemeral" and "random key" in out.stderr
