"""The collector store's error: raised with a message that says what went wrong."""

from __future__ import annotations

__all__ = ["StoreError"]


class StoreError(RuntimeError):
    """The store could not be opened or written; the message says why."""
