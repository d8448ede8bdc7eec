"""The per-deployment secret behind content references and fingerprints.

Content refs and fingerprints are *keyed* hashes, so that a short value (a 4-digit PIN, a
6-digit code, an amount) cannot be recovered from a trace by hashing every candidate: without
the key, the hashes say nothing.  All traces that are compared with each other (one deployment:
the apps writing them and the audit reading them) must share the key.

Where the key comes from, first match wins:

1. ``ORCHTRACE_FINGERPRINT_KEY`` (any string; set the same value on every host of a deployment);
2. the key file ``$ORCHTRACE_HOME/key`` (default ``~/.config/orchtrace/key``), created on first use
   with 32 random bytes (hex), mode 0600, written atomically.  Back it up with the traces: refs and
   fingerprints of older traces only match newer ones under the same key;
3. if the file can neither be read nor created (read-only home), a random key for this process,
   with one warning: hashes are then not comparable across runs.

Threat model: someone who reads traces (a trace file, the collector store, an OTLP backend) but
not the key cannot test guesses against the hashes.  Someone with the key can (it is what lets
the audit match values), so keep it with the same care as the traces' raw data.
"""

from __future__ import annotations

import logging
import os
import secrets
import tempfile
from pathlib import Path

log = logging.getLogger("orchtrace")
ENV_KEY = "ORCHTRACE_FINGERPRINT_KEY"
ENV_HOME = "ORCHTRACE_HOME"

_cached: tuple[bytes, str] | None = None


def key_path() -> Path:
    home = os.environ.get(ENV_HOME)
    return (Path(home) if home else Path.home() / ".config" / "orchtrace") / "key"


def _load_or_create(path: Path) -> bytes:
    try:
        data = path.read_text(encoding="ascii").strip()
        if len(data) >= 32:
            return data.encode()
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fresh = secrets.token_hex(32)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".key-")
    try:
        os.fchmod(fd, 0o600)
        os.write(fd, (fresh + "\n").encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        os.link(tmp, path)  # atomic and never overwrites a key another process just created
    except FileExistsError:
        pass
    finally:
        os.unlink(tmp)
    return path.read_text(encoding="ascii").strip().encode()


def deployment_key() -> tuple[bytes, str]:
    """(key, where it came from): ``env``, the key file's path, or ``ephemeral``."""
    global _cached
    if _cached is not None:
        return _cached
    env = os.environ.get(ENV_KEY)
    if env:
        _cached = (env.encode()[:64], "env")
        return _cached
    path = key_path()
    try:
        _cached = (_load_or_create(path)[:64], str(path))
    except OSError as exc:
        log.warning("orchtrace: no fingerprint key (%s: %s) and none can be created; using a random key for "
                    "this process (set %s to compare traces across runs)", path, type(exc).__name__, ENV_KEY)
        _cached = (secrets.token_hex(32).encode(), "ephemeral")
    return _cached


def reset() -> None:
    """Forget the cached key (tests, or after changing the environment)."""
    global _cached
    _cached = None
