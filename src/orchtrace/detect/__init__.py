"""Instruction recognizer for untrusted content (prompt-injection detection at capture time).

Public contract (stable; other modules build on it):

* :func:`recognize` ``(text) -> Recognition``: does ``text`` (an untrusted tool output, a
  message from another agent, a memory read, an untrusted task input) embed an instruction
  aimed at the agent that reads it?  ``Recognition.score`` is in ``[0, 1]``;
  ``Recognition.spans`` are the ``[start, end)`` character spans of the embedded
  instruction(s) in ``text``; ``Recognition.weak_spans`` (optional) passages that read somewhat
  like one; ``Recognition.signals`` names the structural signals that fired
  (never text); ``Recognition.flagged`` is ``score >= threshold()``, the shipped operating point.
* :class:`RecognizerBackend`: anything with ``name`` and ``recognize(text) -> Recognition``;
  :func:`set_backend` swaps the process-wide backend (``None`` restores the built-in one).

Nothing here downloads anything or sends text anywhere; raw text never leaves the process.

The built-in backend (:mod:`.model`) is a linear model over segment features
(:mod:`.features`), fitted by :mod:`.train` on the dev side of the injection corpus plus
hand-written examples; other backends (:mod:`.backends`) are opt-in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

__all__ = ["Recognition", "RecognizerBackend", "get_backend", "recognize", "set_backend", "threshold"]
# (the opt-in backends live in orchtrace.detect.backends: CallableBackend, OpenAIJudgeBackend)


@dataclass(frozen=True, slots=True)
class Recognition:
    score: float
    spans: tuple[tuple[int, int], ...] = ()
    signals: tuple[str, ...] = ()
    backend: str = "builtin"
    # passages that read somewhat like an instruction (segment probability >= 0.5) but are not
    # in ``spans``: weaker evidence, used with intent alignment (optional for other backends)
    weak_spans: tuple[tuple[int, int], ...] = ()

    @property
    def flagged(self) -> bool:
        return self.score >= threshold()


@runtime_checkable
class RecognizerBackend(Protocol):
    name: str

    def recognize(self, text: str) -> Recognition: ...


def threshold() -> float:
    """The operating point of the current backend (the built-in model's shipped one by default)."""
    t = getattr(_backend, "threshold", None)
    return float(t) if isinstance(t, (int, float)) else 0.5


class _PhraseBackend:
    """Placeholder: the phrase indicators of :mod:`orchtrace.fingerprint` (to be replaced)."""

    name = "phrases"

    def recognize(self, text: str) -> Recognition:
        from ..fingerprint import DIRECTED, _INJECTION_PATTERNS, injection_indicators

        if not text:
            return Recognition(0.0, (), (), self.name)
        cats = injection_indicators(text)
        spans = []
        for name in DIRECTED:
            for m in _INJECTION_PATTERNS[name].finditer(text[: 64 * 1024]):
                spans.append((m.start(), min(len(text), m.end() + 240)))
        weight = sum(2 if c == "ignore_instructions" else 1 for c in cats)
        return Recognition(min(1.0, weight / 3), tuple(sorted(spans)), tuple(cats), self.name)


def _builtin() -> RecognizerBackend:
    try:
        from .model import LinearRecognizer

        return LinearRecognizer()
    except Exception:  # noqa: BLE001 - a broken install must not break capture: fall back to phrases
        return _PhraseBackend()


_default: RecognizerBackend = _builtin()
_backend: RecognizerBackend = _default


def set_backend(backend: RecognizerBackend | None) -> None:
    """Use ``backend`` for every later :func:`recognize` call in this process (``None``: built-in)."""
    global _backend
    if backend is not None and not isinstance(backend, RecognizerBackend):
        raise TypeError("a recognizer backend needs a 'name' and a 'recognize(text)' method")
    _backend = backend if backend is not None else _default


def get_backend() -> RecognizerBackend:
    return _backend


def recognize(text: str) -> Recognition:
    """Score ``text`` with the current backend; never raises (a failing backend scores 0)."""
    try:
        return _backend.recognize(text)
    except Exception:  # noqa: BLE001 - detection must never break capture
        return Recognition(0.0, (), ("backend_error",), getattr(_backend, "name", "unknown"))


def _configure_from_env() -> None:
    from .backends import configure_from_env

    configure_from_env()


_configure_from_env()
