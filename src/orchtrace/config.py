"""Run-time switches, read from the environment once and changeable by :func:`orchtrace.configure`.

* ``ORCHTRACE_ENABLED`` (default true): false makes every decorator a near no-op.
* ``ORCHTRACE_CAPTURE_CONTENT`` or the GenAI semconv opt-in
  ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT`` (default off): put raw tool arguments,
  results and message text on spans.  Content references (hashes) and sizes are always recorded.
* ``ORCHTRACE_MAX_CONTENT_CHARS`` (default 16384): truncation of captured content.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

_TRUE = {"1", "true", "yes", "on", "span_only", "span_and_event", "event_only"}


def _flag(value: str | None, default: bool) -> bool:
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() in _TRUE


@dataclass(slots=True)
class Settings:
    enabled: bool = True
    capture_content: bool = False
    max_content_chars: int = 16384

    @classmethod
    def from_env(cls) -> Settings:
        env = os.environ
        capture = _flag(env.get("ORCHTRACE_CAPTURE_CONTENT"), False) or _flag(
            env.get("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"), False
        )
        try:
            max_chars = int(env.get("ORCHTRACE_MAX_CONTENT_CHARS", "16384"))
        except ValueError:
            max_chars = 16384
        return cls(
            enabled=_flag(env.get("ORCHTRACE_ENABLED"), True),
            capture_content=capture,
            max_content_chars=max_chars,
        )


settings = Settings.from_env()
