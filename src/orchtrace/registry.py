"""Trust / sensitivity / approval flags for framework tools, by tool name or glob.

Framework integrations (LangGraph) see tools by name only; no ``@orchtrace.tool`` decorator carries
their flags.  :func:`mark_tool` declares them once at start-up::

    orchtrace.mark_tool("fetch_*", trusted=False)
    orchtrace.mark_tool("send_email", sensitive=True, requires_approval=True)

Lookups (:func:`flags_for`) are cached per tool name; the cache is dropped whenever a mark is
added or removed.  Exact names win over globs; among globs, the latest mark wins.  Thread-safe.
"""

from __future__ import annotations

import fnmatch
import threading
from dataclasses import dataclass
from typing import Any

from .toolinfer import infer

__all__ = ["DEFAULT_FLAGS", "ToolFlags", "clear", "flags_for", "mark_tool", "marked", "unmark_tool"]

_FLAG_NAMES = ("trusted", "sensitive", "requires_approval", "executes_code")
_ISOLATIONS = ("container", "process", "none")


@dataclass(frozen=True, slots=True)
class ToolFlags:
    trusted: bool = True
    sensitive: bool = False
    requires_approval: bool = False
    executes_code: bool = False  # runs code or shell commands (AV8)
    isolation: str | None = None  # where: container, process, none


DEFAULT_FLAGS = ToolFlags()

_lock = threading.Lock()
_exact: dict[str, dict[str, bool]] = {}
_globs: list[tuple[str, dict[str, bool]]] = []  # in marking order
_cache: dict[str, dict[str, bool]] = {}
_CACHE_MAX = 4096


def mark_tool(name: str, **flags: Any) -> None:
    """Declare flags for the tool(s) called ``name`` (exact name or ``fnmatch`` glob).

    Accepted flags: ``trusted``, ``sensitive``, ``requires_approval``, ``executes_code``
    (booleans) and ``isolation`` (``"container"``, ``"process"`` or ``"none"``).  Flags not given
    keep their default (or what an exact mark for the same name said before).
    """
    if not isinstance(name, str):
        raise TypeError(f"mark_tool: name must be a non-empty string, not {name!r}")
    if not name:
        raise ValueError("mark_tool: name must be a non-empty string, not ''")
    unknown = set(flags) - set(_FLAG_NAMES) - {"isolation"}
    if unknown:
        raise ValueError(f"mark_tool: unknown flag(s) {sorted(unknown)}; use {', '.join(_FLAG_NAMES)}, isolation")
    if "isolation" in flags and flags["isolation"] not in _ISOLATIONS:
        raise ValueError(f"mark_tool: isolation must be one of {_ISOLATIONS}, not {flags['isolation']!r}")
    for key, value in flags.items():
        if key != "isolation" and not isinstance(value, bool):
            raise TypeError(f"mark_tool: flag {key!r} must be True or False, not {value!r}")
    with _lock:
        if any(ch in name for ch in "*?["):
            _globs[:] = [(p, f) for p, f in _globs if p != name]
            _globs.append((name, dict(flags)))
        else:
            _exact[name] = {**_exact.get(name, {}), **flags}
        _cache.clear()


def unmark_tool(name: str) -> None:
    """Forget the marks made for ``name`` (exact name or the same glob string)."""
    with _lock:
        _exact.pop(name, None)
        _globs[:] = [(p, f) for p, f in _globs if p != name]
        _cache.clear()


def clear() -> None:
    """Forget every mark (tests)."""
    with _lock:
        _exact.clear()
        _globs.clear()
        _cache.clear()


def marked(name: str) -> dict[str, bool]:
    """The flags explicitly marked for ``name`` (possibly empty), globs first, exact name last."""
    hit = _cache.get(name)
    if hit is not None:
        return hit
    with _lock:
        out: dict[str, bool] = {}
        for pattern, flags in _globs:
            if fnmatch.fnmatchcase(name, pattern):
                out.update(flags)
        out.update(_exact.get(name, {}))
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[name] = out
        return out


def flags_for(name: str, metadata: dict[str, Any] | None = None, description: str | None = None,
              inferred: list[str] | None = None) -> ToolFlags:
    """The effective flags of a tool: its own metadata, then marks, then what its name implies
    (:mod:`orchtrace.toolinfer`, for flags nobody declared; the names of the flags it set are
    appended to ``inferred``), then the defaults.

    ``metadata`` keys read: ``orchtrace.trusted`` / ``orchtrace.sensitive`` /
    ``orchtrace.requires_approval`` (booleans), or a nested ``{"orchtrace": {...}}`` dict.
    """
    merged = dict(marked(name))
    if metadata:
        nested = metadata.get("orchtrace")
        if isinstance(nested, dict):
            for key in _FLAG_NAMES:
                if isinstance(nested.get(key), bool):
                    merged[key] = nested[key]
        for key in _FLAG_NAMES:
            value = metadata.get("orchtrace." + key)
            if isinstance(value, bool):
                merged[key] = value
    guessed = infer(name, description)
    for key, value in guessed.items():
        if key not in merged and not (key == "executes_code" and "sensitive" in merged):
            merged[key] = value
            if inferred is not None:
                inferred.append(key)
    if not merged:
        return DEFAULT_FLAGS
    return ToolFlags(**{"trusted": True, "sensitive": False, "requires_approval": False, **merged})  # type: ignore[arg-type]
