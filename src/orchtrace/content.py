"""Content references: stable hashes and sizes of arguments, results and messages.

A value is serialised once (canonical JSON: sorted keys, orjson) and that one buffer gives the
keyed ``hmac-sha256:`` reference, the size, and (only with content capture on) the captured text.  Types
JSON cannot express are reduced to something stable: pydantic models to their dump, sets to
sorted lists, objects with a custom ``__repr__`` to it, other objects to their type name (never
a memory address, which would make the hash differ from run to run).

Agent results are remembered in a small bounded table (by object identity) so that
``orchtrace.aggregate(results)`` can name the agents that produced them without hashing again.
"""

from __future__ import annotations

import hashlib
import hmac
import threading
import weakref
from collections import OrderedDict
from typing import Any

import orjson

_OPTS = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_SERIALIZE_NUMPY


def _default(obj: Any) -> Any:
    dump = getattr(obj, "model_dump", None)
    if callable(dump):
        try:
            return dump(mode="json")
        except Exception:  # noqa: BLE001 - fall through to a stable stand-in
            pass
    if isinstance(obj, (set, frozenset)):
        try:
            return sorted(obj)
        except TypeError:
            return sorted(map(repr, obj))
    if isinstance(obj, (bytes, bytearray, memoryview)):
        raw = bytes(obj)
        text = _as_text(raw)
        # text in bytes (an HTTP body, a file read in binary mode) is its text, so the evidence of an
        # untrusted output sees what the agent will read; binary data stays a digest
        return text if text is not None else {"bytes_sha256": hashlib.sha256(raw).hexdigest()}
    if isinstance(obj, BaseException):
        return f"{type(obj).__name__}: {obj}"
    if type(obj).__repr__ is not object.__repr__:
        return repr(obj)
    return f"<{type(obj).__module__}.{type(obj).__qualname__}>"


BYTES_TEXT_MAX = 16 * 1024 * 1024  # bytes: larger binary values are only digested
_CONTROL = bytes(b for b in range(32) if b not in (9, 10, 13))


def _as_text(raw: bytes) -> str | None:
    """``raw`` decoded, when it is UTF-8 text (no NUL, hardly any control characters in its
    first 4 KiB); else None."""
    if len(raw) > BYTES_TEXT_MAX:
        return None
    head = raw[:4096]
    if b"\0" in head or len(head) - len(head.translate(None, _CONTROL)) > len(head) // 100:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def canonical_bytes(value: Any) -> bytes:
    """Canonical JSON bytes of ``value`` (never raises)."""
    try:
        return orjson.dumps(value, default=_default, option=_OPTS)
    except Exception:  # noqa: BLE001 - e.g. ints beyond 64 bits, recursion
        try:
            return orjson.dumps(str(value))
        except Exception:  # noqa: BLE001
            return b'"<unserialisable>"'


def ref_of_bytes(data: bytes) -> str:
    """``hmac-sha256:<hex>``: keyed with the deployment's secret (:mod:`orchtrace.keys`), so a
    short value (a PIN, an amount) cannot be recovered from its reference by trying candidates."""
    base = _REF_HMAC if _REF_HMAC is not None and _REF_HMAC_KEY is _REF_KEY else _ref_hmac()
    h = base.copy()  # the keyed state is set up once; a copy per value is cheaper than keying
    h.update(data)
    return "hmac-sha256:" + h.hexdigest()


_REF_KEY: bytes | None = None
_REF_HMAC: Any = None
_REF_HMAC_KEY: bytes | None = None


def _ref_key() -> bytes:
    global _REF_KEY
    if _REF_KEY is None:
        from .keys import deployment_key

        _REF_KEY = hashlib.sha256(b"orchtrace content ref\0" + deployment_key()[0]).digest()
    return _REF_KEY


def _ref_hmac() -> Any:
    global _REF_HMAC, _REF_HMAC_KEY
    key = _ref_key()
    _REF_HMAC = hmac.new(key, digestmod="sha256")
    _REF_HMAC_KEY = key
    return _REF_HMAC


def content_ref(value: Any) -> str:
    """The stable content reference of any value: a keyed hash of its canonical JSON (stable
    across runs of one deployment)."""
    return ref_of_bytes(canonical_bytes(value))


def text_of(data: bytes) -> str:
    """The canonical JSON as text, with a bare JSON string unquoted (for fingerprints)."""
    text = data.decode("utf-8", "replace")
    if len(text) >= 2 and text[0] == '"' and text[-1] == '"':
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            return text
    return text


_LAZY_REF_MAX = 4096  # bytes: larger canonical forms are not kept for a lazy ref


class ProducedValues:
    """Bounded identity map: object -> (content ref, producing agent id, event id).

    Bounded by count (``capacity``) and by the serialised size of the values it keeps alive
    (``max_bytes``): 1,024 results of 256 KiB each would otherwise pin 256 MiB.  A value larger
    than ``max_bytes / 8`` is held only by a weak reference where its type allows one (else not
    remembered: an ``aggregate`` of it is recorded without naming its producer).

    The ref may be remembered as the value's canonical bytes (``bytes``): it is then computed
    only if :func:`orchtrace.aggregate` ever looks the object up (most results are never
    aggregated, so the producer's thread does not pay for their hash); those bytes count
    towards ``max_bytes`` too; a large value's bytes are not kept (its ref is computed from
    the object itself if it is ever looked up).
    """

    def __init__(self, capacity: int = 1024, max_bytes: int = 16 * 1024 * 1024) -> None:
        self._capacity = capacity
        self._max_bytes = max_bytes
        self._bytes = 0
        self._items: OrderedDict[int, tuple[Any, str | bytes | None, str | None, str | None, int]] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def held_bytes(self) -> int:
        return self._bytes

    def remember(self, obj: Any, ref: str | bytes, agent_id: str | None, event_id: str | None = None,
                 size: int | None = None) -> None:
        if obj is None or isinstance(obj, (bool, int, float)):
            return  # small immutables are shared by identity; matching them would be a guess
        if size is None:
            if isinstance(ref, bytes):
                size = len(ref)
            else:
                size = len(canonical_bytes(obj)) if isinstance(obj, (str, bytes, list, dict, tuple)) else 64
        held: Any = obj
        cost = size
        if size > self._max_bytes // 8:
            try:
                held = weakref.ref(obj)
                cost = 64
            except TypeError:
                return  # too large to keep alive, and no weak reference possible
        if isinstance(ref, bytes) and len(ref) > _LAZY_REF_MAX:
            ref = None  # do not pin a large value's bytes (their buffer can be far larger): rehash at lookup
        elif isinstance(ref, bytes):
            cost = 2 * size  # the value and its canonical bytes
        with self._lock:
            old = self._items.pop(id(obj), None)
            if old is not None:
                self._bytes -= old[4]
            self._items[id(obj)] = (held, ref, agent_id, event_id, cost)
            self._bytes += cost
            while self._items and (len(self._items) > self._capacity or self._bytes > self._max_bytes):
                self._bytes -= self._items.popitem(last=False)[1][4]

    def _hit(self, obj: Any) -> tuple[Any, str | bytes | None, str | None, str | None, int] | None:
        with self._lock:
            hit = self._items.get(id(obj))
        if hit is None:
            return None
        held = hit[0]
        if isinstance(held, weakref.ref):
            held = held()
        return hit if held is obj else None

    def producer(self, obj: Any) -> str | None:
        """The id of the agent that produced ``obj`` (its content ref is not computed)."""
        hit = self._hit(obj)
        return hit[2] if hit is not None else None

    def lookup(self, obj: Any) -> tuple[str, str | None, str | None] | None:
        hit = self._hit(obj)
        if hit is not None:
            ref = hit[1]
            if ref is None:
                ref = content_ref(obj)
            elif isinstance(ref, bytes):
                ref = ref_of_bytes(ref)
            return ref, hit[2], hit[3]
        return None


produced = ProducedValues()
