"""How the store keeps a span's bytes: zstd with a dictionary trained on the store's first spans
(split from :mod:`.store`, which re-exports these names)."""

from __future__ import annotations

import sqlite3
import time
from typing import Any

from .errors import StoreError

__all__ = ["RAW", "SpanCodec"]

try:
    import zstandard as _zstd
except ImportError:  # optional: without it spans are stored uncompressed
    _zstd = None

RAW = 0


class SpanCodec:
    """Per-span zstd compression with a dictionary trained on the store's own first spans.

    Spans of one application share most of their bytes (attribute keys, names, resource-like
    values) but a single ~500-1000-byte span barely compresses on its own; with a dictionary
    it shrinks ~7x (orchtrace decorator spans: 913 -> ~120 bytes, ~6 us per span here).
    Until ``train_after`` spans were seen (and without the optional ``zstandard`` package)
    spans are stored raw (codec 0); codec ``n`` = zstd with dictionary ``n`` of the
    ``dictionaries`` table.  Used only by the writer thread.
    """

    def __init__(self, con: sqlite3.Connection, *, train_after: int = 2000, dict_size: int = 16384) -> None:
        self.train_after = train_after
        self.dict_size = dict_size
        self.samples: list[bytes] = []
        self.codec = RAW
        self.compressor: Any = None
        self.failures = 0
        if _zstd is None or train_after <= 0:  # train_after <= 0: compression off
            self.failures = 1 << 30
            return
        row = con.execute("SELECT id, data FROM dictionaries ORDER BY id DESC LIMIT 1").fetchone()
        if row is not None:
            self._use(row[0], row[1])

    def _use(self, dict_id: int, data: bytes) -> None:
        assert _zstd is not None
        self.codec = dict_id
        self.compressor = _zstd.ZstdCompressor(level=3, dict_data=_zstd.ZstdCompressionDict(data))
        self.samples = []

    def encode(self, con: sqlite3.Connection, blobs: list[bytes]) -> tuple[int, list[bytes]]:
        if self.compressor is not None:
            c = self.compressor.compress
            return self.codec, [c(b) for b in blobs]
        if _zstd is not None and self.failures < 5:
            self.samples.extend(blobs[: max(0, self.train_after - len(self.samples))])
            if len(self.samples) >= self.train_after:
                try:
                    d = _zstd.train_dictionary(self.dict_size, self.samples)
                except Exception:  # noqa: BLE001 - too little variety: keep raw, try again later
                    self.failures += 1
                    self.train_after *= 2
                else:
                    cur = con.execute("INSERT INTO dictionaries(created_ns, data) VALUES (?, ?)",
                                      (time.time_ns(), d.as_bytes()))
                    self._use(int(cur.lastrowid or 0), d.as_bytes())
                    c = self.compressor.compress
                    return self.codec, [c(b) for b in blobs]
        return RAW, blobs


class _Decoders:
    """Decompressors by dictionary id, loaded on first use."""

    def __init__(self, con: sqlite3.Connection) -> None:
        self.con = con
        self.by_id: dict[int, Any] = {}

    def decode(self, codec: int, data: bytes) -> bytes:
        if codec == RAW:
            return data
        dec = self.by_id.get(codec)
        if dec is None:
            if _zstd is None:
                raise StoreError("this store holds zstd-compressed spans: pip install zstandard")
            row = self.con.execute("SELECT data FROM dictionaries WHERE id = ?", (codec,)).fetchone()
            if row is None:
                raise StoreError(f"store is missing span dictionary {codec}")
            dec = _zstd.ZstdDecompressor(dict_data=_zstd.ZstdCompressionDict(row[0]))
            self.by_id[codec] = dec
        return dec.decompress(data)
