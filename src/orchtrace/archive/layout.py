"""Where partitions are: local directories or object storage (``s3://``, ``gs://``, ``az://``,
``file://``, ... through fsspec, or a ``pyarrow.fs.FileSystem`` for the URL schemes pyarrow knows).

A span archive is a directory tree of partition files.  Two producers share one layout:

* the OpenTelemetry Collector's file exporter (``collectors/otelcol/config.yaml``): one directory
  per collector instance, the live file plus rotated ones named with their rotation time
  (``spans-2026-11-25T05-02-14.173.jsonl``), optionally zstd;
* the embedded collector's roll (``orchtrace archive roll`` / ``Store.roll_to_archive``):
  ``<root>/dt=YYYY-MM-DD/hour=HH/<name>.jsonl.gz``, one directory per hour of span start time.

Every file under the roots whose name ends in a :data:`PARTITION_SUFFIXES` suffix is a partition;
hidden files (``.name``) and the file exporter's live file (no rotation timestamp, when
``skip_live`` is set) are left out.  Partitions are listed in sorted URL order: that order is the
archive's span order, which both engines keep (a span exported twice: the later copy wins).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PARTITION_SUFFIXES = (".json", ".jsonl", ".json.gz", ".jsonl.gz", ".json.zst", ".jsonl.zst",
                      ".pb", ".proto", ".bin", ".binpb", ".otlp", ".pb.gz", ".pb.zst", ".binpb.gz", ".zst", ".gz")
_ROTATED = re.compile(r"-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?(?:\.[A-Za-z0-9]+)*$")


class ArchiveError(Exception):
    """The archive root itself cannot be listed (missing, unreachable, empty)."""


@dataclass(frozen=True, slots=True)
class Partition:
    index: int  # position in the archive's order
    url: str  # what the report names
    size: int


def _is_url(root: str) -> bool:
    return "://" in root and not re.match(r"^[A-Za-z]:\\", root)


def filesystem(root: str) -> tuple[Any, str]:
    """(filesystem, path) for a local path or URL.  Local paths need nothing beyond the stdlib."""
    if not _is_url(root) or root.startswith("file://"):
        return None, root.removeprefix("file://")
    why = "fsspec is not installed"
    try:
        import fsspec

        return fsspec.core.url_to_fs(root)
    except (ImportError, ValueError) as exc:  # e.g. s3fs missing: pyarrow has its own S3/GCS/HDFS
        why = str(exc) or type(exc).__name__
    try:
        from pyarrow import fs as pafs

        fs, path = pafs.FileSystem.from_uri(root)
        return _PyArrowFS(fs), path
    except Exception as exc:  # noqa: BLE001
        raise ArchiveError(f"{root}: no filesystem for this URL (fsspec: {why}; pyarrow: {exc}); install "
                           "its fsspec implementation (s3fs, gcsfs, adlfs) or use a scheme pyarrow knows") from None


class _PyArrowFS:
    """The few fsspec calls used here, on a ``pyarrow.fs.FileSystem``."""

    def __init__(self, fs: Any) -> None:
        self.fs = fs

    def find(self, path: str, detail: bool = True) -> dict[str, dict[str, Any]]:
        from pyarrow import fs as pafs

        infos = self.fs.get_file_info(pafs.FileSelector(path, recursive=True))
        return {i.path: {"size": i.size, "type": "file"} for i in infos if i.type == pafs.FileType.File}

    def size(self, path: str) -> int:
        return int(self.fs.get_file_info(path).size or 0)

    def cat_file(self, path: str) -> bytes:
        with self.fs.open_input_stream(path) as f:
            return f.read()

    def unstrip_protocol(self, path: str) -> str:
        return path


def _wanted(name: str, skip_live: bool) -> bool:
    base = name.rsplit("/", 1)[-1]
    if base.startswith(".") or not base.lower().endswith(PARTITION_SUFFIXES):
        return False
    if skip_live and not _ROTATED.search(base) and "/hour=" not in name:
        return False
    return True


def list_partitions(roots: list[str] | str, *, skip_live: bool = False) -> list[Partition]:
    """Every partition under ``roots`` (files or directories, local or URLs), in archive order."""
    if isinstance(roots, (str, os.PathLike)):
        roots = [roots]
    found: list[tuple[str, int]] = []
    for root in map(str, roots):
        fs, path = filesystem(root)
        if fs is None:
            p = Path(path)
            if p.is_file():
                found.append((str(p), p.stat().st_size))
                continue
            if not p.is_dir():
                raise ArchiveError(f"{root}: no such file or directory")
            here = []
            for dirpath, dirs, files in os.walk(p):
                dirs[:] = [d for d in dirs if not d.startswith(".")]
                for f in files:
                    full = os.path.join(dirpath, f)
                    if _wanted(full, skip_live) and os.path.isfile(full):
                        here.append((full, os.path.getsize(full)))
        else:
            try:
                info = fs.find(path, detail=True)
            except Exception as exc:  # noqa: BLE001 - any backend error: name the root
                raise ArchiveError(f"{root}: cannot list ({type(exc).__name__}: {exc})") from None
            proto = root.split("://", 1)[0]
            here = [(f"{proto}://{k.lstrip('/')}" if "://" not in k else k, int(v.get("size") or 0))
                    for k, v in info.items() if v.get("type", "file") == "file" and _wanted(k, skip_live)]
        if not here:
            raise ArchiveError(f"{root}: no partition files ({', '.join(PARTITION_SUFFIXES[:4])}, ...)")
        found.extend(here)
    found.sort()
    return [Partition(i, url, size) for i, (url, size) in enumerate(found)]


def read_partition_bytes(url: str, max_bytes: int) -> bytes:
    """The bytes of one partition, refusing anything over ``max_bytes`` before reading it."""
    from .decode import PartitionError

    fs, path = filesystem(url)
    try:
        if fs is None:
            import stat

            st = os.stat(path)
            if not stat.S_ISREG(st.st_mode):
                raise PartitionError(f"{url}: not a regular file")
            if st.st_size > max_bytes:
                raise PartitionError(f"{url}: {st.st_size} bytes, over the {max_bytes}-byte partition limit")
            with open(path, "rb") as f:
                return f.read(max_bytes + 1)
        size = fs.size(path) if hasattr(fs, "size") else None
        if size is not None and size > max_bytes:
            raise PartitionError(f"{url}: {size} bytes, over the {max_bytes}-byte partition limit")
        return fs.cat_file(path)
    except PartitionError:
        raise
    except OSError as exc:
        raise PartitionError(f"{url}: cannot read ({exc.strerror or exc})") from None
    except Exception as exc:  # noqa: BLE001 - object-storage errors come in many types
        raise PartitionError(f"{url}: cannot read ({type(exc).__name__}: {exc})") from None


def hourly_dir(root: str | Path, start_ns: int) -> Path:
    """``root/dt=YYYY-MM-DD/hour=HH`` for a span start time (UTC)."""
    import datetime as _dt

    t = _dt.datetime.fromtimestamp(start_ns / 1e9, tz=_dt.timezone.utc)
    return Path(root) / f"dt={t:%Y-%m-%d}" / f"hour={t:%H}"
