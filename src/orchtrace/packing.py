"""Hash lists packed into one string attribute.

Fingerprints and entity hashes are lists of up to a few hundred 63-bit integers.  Exported as an
``int[]`` attribute, the OpenTelemetry SDK validates them element by element on every span (and
OTLP encodes each as its own ``AnyValue``); packed, they are one string: ``h64:`` followed by the
base64 of the little-endian signed 64-bit values.  :func:`unpack_hashes` reads both forms (spans
written before packing existed carry lists) and drops whatever is neither.
"""

from __future__ import annotations

import base64
import binascii
import sys
from array import array
from typing import Any

PREFIX = "h64:"
MAX_PACKED_CHARS = 1 << 20  # a hostile attribute cannot make the reader allocate more than this
_SWAP = sys.byteorder != "little"


def pack_hashes(values: list[int]) -> str:
    """``values`` (63-bit non-negative ints) as one ``h64:`` string."""
    arr = array("q", values)
    if _SWAP:
        arr.byteswap()
    return PREFIX + base64.b64encode(arr.tobytes()).decode("ascii")


def unpack_hashes(value: Any) -> list[int]:
    """The integers of a hash attribute: a packed ``h64:`` string or a list of ints (or of
    decimal strings).  Anything else (floats, booleans, nested lists, malformed strings) is
    dropped: one bad attribute must not sink the trace."""
    if isinstance(value, str):
        if not value.startswith(PREFIX) or len(value) > MAX_PACKED_CHARS:
            return []
        try:
            raw = base64.b64decode(value[len(PREFIX):], validate=True)
        except (binascii.Error, ValueError):
            return []
        if len(raw) % 8:
            return []
        arr = array("q")
        arr.frombytes(raw)
        if _SWAP:
            arr.byteswap()
        return arr.tolist()
    if not isinstance(value, (list, tuple)):
        return []
    out = []
    for x in value:
        if isinstance(x, bool):
            continue
        if isinstance(x, int):
            out.append(x)
        elif isinstance(x, str):
            try:
                out.append(int(x))
            except ValueError:
                continue
    return out
