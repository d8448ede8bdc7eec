"""Run-time switches, read from the environment once and changeable by :func:`orchtrace.configure`.

* ``ORCHTRACE_ENABLED`` (default true): false makes every decorator a near no-op.
* ``ORCHTRACE_CAPTURE_CONTENT`` or the GenAI semconv opt-in
  ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT`` (default off): put raw tool arguments,
  results and message text on spans.  Content references (hashes) and sizes are always recorded.
* ``ORCHTRACE_MAX_CONTENT_CHARS`` (default 16384): truncation of captured content.
"""

from __future__ import annotations

import os

_TRUE = {"1", "true", "yes", "on", "span_only", "span_and_event", "event_only"}


def _env_flag(value: str | None, default: bool) -> bool:
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() in _TRUE


# The decorators hand this list to wrapt as its ``enabled`` switch: wrapt tests its truth in C
# before doing anything else, so a disabled decorator costs one C-level length check.
ENABLED_FLAG: list[bool] = [True]


class Settings:
    __slots__ = ("_flag", "capture_content", "max_content_chars")

    def __init__(self, enabled: bool = True, capture_content: bool = False, max_content_chars: int = 16384,
                 *, _flag: list[bool] | None = None) -> None:
        self._flag = _flag if _flag is not None else []
        self.enabled = enabled
        self.capture_content = capture_content
        self.max_content_chars = max_content_chars

    @property
    def enabled(self) -> bool:
        return bool(self._flag)

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._flag[:] = [True] if value else []

    @classmethod
    def from_env(cls) -> Settings:
        env = os.environ
        capture = _env_flag(env.get("ORCHTRACE_CAPTURE_CONTENT"), False) or _env_flag(
            env.get("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"), False
        )
        try:
            max_chars = int(env.get("ORCHTRACE_MAX_CONTENT_CHARS", "16384"))
        except ValueError:
            max_chars = 16384
        return cls(
            enabled=_env_flag(env.get("ORCHTRACE_ENABLED"), True),
            capture_content=capture,
            max_content_chars=max_chars,
        )


_env = Settings.from_env()
settings = Settings(_env.enabled, _env.capture_content, _env.max_content_chars, _flag=ENABLED_FLAG)
