"""Atomic file writes for every output: per-document files, datasets, snapshots (invariant 5).

A temp file in the same folder (a dotfile, so dataset readers never list it), fsync, `os.replace`,
then fsync of the folder: a reader sees the old file or the new one, never half of one. Several
files can be written all or none (`atomic_write_all`): each is staged to its temp file first and
renamed only when every one is written, so a full disk leaves neither a partial file nor half of
a document's outputs.

A full file system raises `NoSpaceLeft` (an `OSError` whose message a person can read) after
the temp files are removed. A process killed mid-write leaves its temp file behind;
`remove_stale_temp_files` clears those (at `docproc dev` start and at the start of every document
run). Temp names carry the writer's pid and host, so a temp file of a write in progress in
another live process is never removed.
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import socket
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import BinaryIO

import pyarrow as pa
import pyarrow.parquet as pq

Writer = Callable[[BinaryIO], object]

# The folders of the data directory that only our atomic writers write into. Never landing/
# (a user's upload may be a *.tmp) and never storage/ (accepted bytes are never deleted).
# cache/ holds the review screen's page pictures.
OUTPUT_FOLDERS = ("json", "parquet", "datasets", "metrics", "cache")

_FULL = {errno.ENOSPC: "no space left on device", errno.EDQUOT: "disk quota exceeded"}
# `.<final name>.w<pid>-<host>-<random>.tmp`; older versions wrote `.<final name>.<random>.tmp`
_TEMP = re.compile(r"^\..+\.w(?P<pid>\d+)-(?P<host>[0-9a-f]{8})-[A-Za-z0-9_]+\.tmp$")


class NoSpaceLeft(OSError):
    """The file system (or quota) is full; nothing was written and no temp file is left."""


def host_tag() -> str:
    """This machine in a temp file's name: 8 hex digits of a hash of the host name."""
    return hashlib.sha1(socket.gethostname().encode()).hexdigest()[:8]


def _fsync_dir(path: Path) -> None:
    dir_fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def _write_temp(path: Path, write: Writer) -> str:
    """`write` into a fsynced temp file beside `path`; returns its name (removed on failure)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix = f".{path.name}.w{os.getpid()}-{host_tag()}-"
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def atomic_write_all(files: Sequence[tuple[Path, Writer]]) -> None:
    """Write every `(path, write)` atomically and all or none: every temp file is written and
    fsynced before the first rename. Creates parent folders. Raises `NoSpaceLeft` when the disk
    is full, with no temp file left and no target changed."""
    staged: list[tuple[str, Path]] = []
    current = files[0][0] if files else Path()
    try:
        for path, write in files:
            current = path
            staged.append((_write_temp(path, write), path))
        for tmp, path in staged:
            current = path
            os.replace(tmp, path)
    except BaseException as e:
        for tmp, _ in staged:
            Path(tmp).unlink(missing_ok=True)
        if isinstance(e, OSError) and e.errno in _FULL:
            full = NoSpaceLeft(f"{_FULL[e.errno]} writing {current}: nothing written")
            full.errno = e.errno
            raise full from e
        raise
    for folder in dict.fromkeys(path.parent for _, path in staged):
        _fsync_dir(folder)


def atomic_write(path: Path, write: Writer) -> None:
    """Write `path` through `write(file)` atomically; creates the parent folders."""
    atomic_write_all([(path, write)])


def parquet_writer(table: pa.Table) -> Writer:
    """Writes `table` as one Parquet file (zstd)."""
    return lambda f: pq.write_table(table, f, compression="zstd")


def text_writer(text: str) -> Writer:
    return lambda f: f.write(text.encode("utf-8"))


def write_parquet_atomic(path: Path, table: pa.Table) -> None:
    """One Parquet file (zstd), written atomically."""
    atomic_write(path, parquet_writer(table))


def write_text_atomic(path: Path, text: str) -> None:
    atomic_write(path, text_writer(text))


def _writer_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by another user
    return True


def _is_stale(entry: os.DirEntry[str], now: float, older_than_seconds: float) -> bool:
    """A temp file written on this host is stale when its writer process is gone (however old
    it is: a live writer's file is never removed). One from another host, or with an old-style
    name, when it has not been written to for `older_than_seconds`."""
    match = _TEMP.match(entry.name)
    if match and match["host"] == host_tag():
        return not _writer_alive(int(match["pid"]))
    try:
        return now - entry.stat(follow_symlinks=False).st_mtime >= older_than_seconds
    except FileNotFoundError:
        return False  # renamed or removed meanwhile


def remove_stale_temp_files(data_dir: Path, *, older_than_seconds: float) -> list[Path]:
    """Remove the temp files of interrupted writes under the output folders of `data_dir`
    (`OUTPUT_FOLDERS`); returns what was removed.

    A temp file of a write in progress is kept: on this host its writer process is alive; from
    another host (a shared data folder) it is younger than `older_than_seconds`, which should be
    at least the document lease (`processing.lease_seconds`): no live write goes that long
    without touching its file. A reused pid only keeps a stale file longer, never the reverse.
    """
    removed: list[Path] = []
    now = time.time()
    pending = [data_dir / name for name in OUTPUT_FOLDERS]
    while pending:
        folder = pending.pop()
        try:
            entries = list(os.scandir(folder))
        except (FileNotFoundError, NotADirectoryError):
            continue
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                pending.append(Path(entry.path))
            elif (
                entry.name.startswith(".")
                and entry.name.endswith(".tmp")
                and _is_stale(entry, now, older_than_seconds)
            ):
                Path(entry.path).unlink(missing_ok=True)
                removed.append(Path(entry.path))
    return removed
