"""Reading OTLP JSON span files: one JSON document, or JSON Lines as the Collector's file
exporter writes them (one ``ExportTraceServiceRequest`` per line), optionally gzip-compressed."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import orjson

from .records import SpanFormatError, SpanRecord, iter_otlp_json

MAX_FILE_BYTES = int(os.environ.get("ORCHTRACE_MAX_INPUT_BYTES", str(2 * 1024**3)))


def read_otlp_json_bytes(data: bytes, *, source: str = "<bytes>", logs: list[Any] | None = None) -> list[SpanRecord]:
    """Span records of OTLP JSON (one document, a JSON array or JSONL).  With ``logs`` (a list),
    ``{"resourceLogs": ...}`` documents are read too: their orchestration events (log-based
    events, OTEP 4430) are appended to it."""
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
        for j, sub in enumerate(doc) if isinstance(doc, list) else ((None, doc),):  # tolerate arrays
            at = where if j is None else f"{where}[{j}]"
            if logs is not None and isinstance(sub, dict) and "resourceLogs" in sub and "resourceSpans" not in sub:
                from .logevents import iter_otlp_json_logs

                logs.extend(iter_otlp_json_logs(sub, where=at))
            else:
                records.extend(iter_otlp_json(sub, where=at))
    return records


def read_otlp_json_file(path: str | os.PathLike[str], *, logs: list[Any] | None = None) -> list[SpanRecord]:
    """Span records of one OTLP JSON / JSONL file; raises SpanFormatError or OSError."""
    p = Path(path)
    st = p.stat()
    if not stat.S_ISREG(st.st_mode):  # a named pipe would block forever
        raise SpanFormatError(f"{p}: not a regular file (a pipe, device or socket is not read)")
    size = st.st_size
    if size > MAX_FILE_BYTES:
        raise SpanFormatError(f"{p}: file is {size} bytes, over the {MAX_FILE_BYTES}-byte limit "
                              "(set ORCHTRACE_MAX_INPUT_BYTES to raise it)")
    return read_otlp_json_bytes(p.read_bytes(), source=str(p), logs=logs)
