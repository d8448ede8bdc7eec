"""Reading OTLP JSON span files: one JSON document, or JSON Lines as the Collector's file
exporter writes them (one ``ExportTraceServiceRequest`` per line), optionally gzip-compressed."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import orjson

from .records import SpanFormatError, SpanRecord, iter_otlp_json

MAX_FILE_BYTES = int(os.environ.get("ORCHTRACE_MAX_INPUT_BYTES", str(2 * 1024**3)))


def read_otlp_json_bytes(data: bytes, *, source: str = "<bytes>") -> list[SpanRecord]:
    if data[:2] == b"\x1f\x8b":
        from ..traceio import TraceInputError, _gunzip

        try:
            data = _gunzip(Path(source), data)  # bounded: no decompression bomb
        except TraceInputError as exc:
            raise SpanFormatError(str(exc)) from None
    text = data.strip()
    if not text:
        raise SpanFormatError(f"{source}: file is empty")
    try:
        docs = [orjson.loads(text)]
    except orjson.JSONDecodeError as whole_err:
        docs = []
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                docs.append(orjson.loads(line))
            except orjson.JSONDecodeError as exc:
                if lineno == 1:
                    raise SpanFormatError(f"{source}: not JSON ({whole_err})") from None
                raise SpanFormatError(f"{source}:{lineno}: invalid JSON line ({exc})") from None
    records: list[SpanRecord] = []
    for i, doc in enumerate(docs):
        where = source if len(docs) == 1 else f"{source}:{i + 1}"
        if isinstance(doc, list):  # tolerate a JSON array of requests
            for j, sub in enumerate(doc):
                records.extend(iter_otlp_json(sub, where=f"{where}[{j}]"))
        else:
            records.extend(iter_otlp_json(doc, where=where))
    return records


def read_otlp_json_file(path: str | os.PathLike[str]) -> list[SpanRecord]:
    """Span records of one OTLP JSON / JSONL file; raises SpanFormatError or OSError."""
    p = Path(path)
    st = p.stat()
    if not stat.S_ISREG(st.st_mode):  # a named pipe would block forever
        raise SpanFormatError(f"{p}: not a regular file (a pipe, device or socket is not read)")
    size = st.st_size
    if size > MAX_FILE_BYTES:
        raise SpanFormatError(f"{p}: file is {size} bytes, over the {MAX_FILE_BYTES}-byte limit "
                              "(set ORCHTRACE_MAX_INPUT_BYTES to raise it)")
    return read_otlp_json_bytes(p.read_bytes(), source=str(p))
