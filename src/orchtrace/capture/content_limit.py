"""Content limits for captured text and JSON (``settings.max_content_chars``)."""

from __future__ import annotations

from typing import Any

from .. import semconv as sc
from ..config import settings


def _truncate(text: str) -> str:
    """Plain text cut to the content limit (for free text only: JSON is never cut, see
    :func:`_captured`)."""
    limit = settings.max_content_chars
    return text if len(text) <= limit else text[:limit] + "...[truncated]"


def _captured(attrs: dict[str, Any], key: str, data: bytes) -> None:
    """Put captured JSON content under ``key`` if it fits the content limit; a longer value is
    left out (cut JSON would not parse) and its key listed under ``orchtrace.content.omitted``."""
    if len(data) <= settings.max_content_chars:  # bytes >= characters: a safe, cheap test
        attrs[key] = data.decode("utf-8", "replace")
        return
    text = data.decode("utf-8", "replace")
    if len(text) <= settings.max_content_chars:
        attrs[key] = text
    else:
        attrs[sc.CONTENT_OMITTED] = [*attrs.get(sc.CONTENT_OMITTED, ()), key]
