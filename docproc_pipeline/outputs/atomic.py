"""Atomic file writes for every output: per-document files, datasets, snapshots (invariant 5).

A temp file in the same folder (a dotfile, so dataset readers never list it), fsync, `os.replace`,
then fsync of the folder: a reader sees the old file or the new one, never half of one.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

import pyarrow as pa
import pyarrow.parquet as pq


def atomic_write(path: Path, write: Callable[[BinaryIO], object]) -> None:
    """Write `path` through `write(file)` atomically; creates the parent folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def write_parquet_atomic(path: Path, table: pa.Table) -> None:
    """One Parquet file (zstd), written atomically."""
    atomic_write(path, lambda f: pq.write_table(table, f, compression="zstd"))


def write_text_atomic(path: Path, text: str) -> None:
    atomic_write(path, lambda f: f.write(text.encode("utf-8")))
