"""The landing folder: which files are ready, and how an accepted file reaches storage.

Invariant 1 (a dropped file becomes exactly one document) rests on the order of operations:
1. the `documents` row is inserted and committed (the commit point; a unique index on the landing
   path of not-yet-stored rows makes a repeated insert a no-op);
2. the file is moved into `storage/YYYY/MM/DD/` (atomic rename, or copy + fsync + rename across
   file systems);
3. the row is marked stored.
`reconcile_unstored` finishes step 2-3 for any row a killed process left behind, so every step
after the commit point is idempotent. Only top-level regular files are considered.

A full storage disk is not a failure of the file: the move stops (a partial copy is removed), the
file stays in landing, the reason is logged (logger `docproc_pipeline.ingest.landing`), and the
row stays unstored, so the next tick's `reconcile_unstored` moves it once there is space again.
"""

from __future__ import annotations

import errno
import logging
import os
import secrets
import shutil
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import psycopg

from docproc_pipeline.db import documents as docs_db

IGNORED_SUFFIXES = (".part", ".tmp", ".crdownload", ".partial", ".swp")
_DISK_FULL = (errno.ENOSPC, errno.EDQUOT)

log = logging.getLogger(__name__)


def is_ignored_name(name: str) -> bool:
    """Temp and hidden names are never touched: `*.part`, `*.tmp`, `~*`, dotfiles, and friends."""
    lower = name.lower()
    return name.startswith((".", "~")) or lower.endswith(IGNORED_SUFFIXES)


@dataclass(frozen=True, slots=True)
class Observation:
    name: str
    size: int
    mtime_ns: int


@dataclass(frozen=True, slots=True)
class ScanResult:
    ready: list[Observation]  # stable files, in name order, at most `limit`
    seen: dict[str, tuple[int, int]]  # what to remember for the next scan
    waiting: int  # files seen but not yet stable (or over the limit)


def scan_landing(
    landing: Path,
    previous: dict[str, tuple[int, int]],
    *,
    stable_seconds: float,
    limit: int,
    now_ns: int | None = None,
) -> ScanResult:
    """List the landing folder; a file is ready when its size and mtime equal what the previous
    scan saw and it has not been modified for `stable_seconds`."""
    now_ns = now_ns if now_ns is not None else time.time_ns()
    observed: list[Observation] = []
    try:
        entries = list(os.scandir(landing))
    except FileNotFoundError:
        return ScanResult([], {}, 0)
    for entry in entries:
        if is_ignored_name(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            st = entry.stat(follow_symlinks=False)
        except FileNotFoundError:
            continue
        observed.append(Observation(entry.name, st.st_size, st.st_mtime_ns))
    observed.sort(key=lambda o: o.name)
    ready: list[Observation] = []
    seen: dict[str, tuple[int, int]] = {}
    waiting = 0
    for obs in observed:
        stable = (
            previous.get(obs.name) == (obs.size, obs.mtime_ns)
            and now_ns - obs.mtime_ns >= stable_seconds * 1e9
        )
        if stable and len(ready) < limit:
            ready.append(obs)
        else:
            waiting += 1
            # Remember a bounded number of names: enough for the next ticks' batches.
            if len(seen) < limit * 4:
                seen[obs.name] = (obs.size, obs.mtime_ns)
    return ScanResult(ready, seen, waiting)


def new_document_id(now: datetime | None = None) -> str:
    """Our partition key: `[a-z0-9-]`, sortable by arrival, unique without coordination."""
    now = now or datetime.now(UTC)
    return f"{now:%Y%m%d-%H%M%S-%f}-{secrets.token_hex(3)}"


def storage_relpath(document_id: str, file_name: str, now: datetime | None = None) -> str:
    """`storage/YYYY/MM/DD/<id>__<original name>` relative to the data directory."""
    now = now or datetime.now(UTC)
    safe = file_name.replace("/", "_").replace("\x00", "_")
    return f"storage/{now:%Y/%m/%d}/{document_id}__{safe}"


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def move_into_storage(src: Path, dst: Path, *, fsync_folder: bool = True) -> None:
    """Move `src` to `dst` atomically: rename on one file system, else copy, fsync, rename,
    and only then unlink the source. Never overwrites an existing `dst`. Without
    `fsync_folder` the caller fsyncs the destination folder (once for many moves)."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    if dst.exists():
        raise FileExistsError(f"storage path already exists: {dst}")
    try:
        os.rename(src, dst)
    except OSError as e:
        if e.errno != 18:  # EXDEV: landing and storage on different file systems
            raise
        tmp = dst.with_name(dst.name + ".copying")
        try:
            with open(src, "rb") as fin, open(tmp, "wb") as fout:
                shutil.copyfileobj(fin, fout, 1024 * 1024)
                fout.flush()
                os.fsync(fout.fileno())
        except OSError:
            tmp.unlink(missing_ok=True)  # a partial copy (disk full); the source is untouched
            raise
        os.rename(tmp, dst)
        _fsync_dir(dst.parent)
        src.unlink()
        return
    if fsync_folder:
        _fsync_dir(dst.parent)


def _storage_full(e: OSError, src: Path) -> bool:
    """True (and the reason logged) when `e` says the storage disk is full."""
    if e.errno not in _DISK_FULL:
        return False
    log.warning(
        "cannot move %s into storage: %s; it stays in landing and is moved once there is space",
        src,
        os.strerror(e.errno).lower(),
    )
    return True


def reconcile_unstored(conn: psycopg.Connection, data_dir: Path) -> int:
    """Finish the move for every accepted row not yet confirmed in storage; returns how many.
    A row whose file does not fit on the storage disk stays as it is (logged), for the next try."""
    fixed = 0
    for row in docs_db.unstored(conn):
        src = Path(row.landing_path)
        dst = data_dir / row.storage_path
        if dst.exists():
            pass  # moved before the process died; only the mark was missing
        elif src.exists():
            try:
                move_into_storage(src, dst)
            except OSError as e:
                if not _storage_full(e, src):
                    raise
                continue
        else:
            docs_db.fail_unstored(
                conn, row.document_id, f"file vanished from landing before storage: {src.name}"
            )
            conn.commit()
            continue
        docs_db.mark_stored(conn, row.document_id)
        conn.commit()
        fixed += 1
    return fixed


def accept_files(
    conn: psycopg.Connection, landing: Path, data_dir: Path, ready: Iterable[Observation]
) -> list[str]:
    """Accept ready files: commit their rows (one transaction, the commit point), move each file,
    fsync each storage folder once, then mark them stored. Returns the new ids in name order."""
    planned: list[tuple[str, str, Observation]] = []
    for obs in ready:
        now = datetime.now(UTC)
        doc_id = new_document_id(now)
        rel = storage_relpath(doc_id, obs.name, now)
        inserted = docs_db.insert_accepted(
            conn,
            document_id=doc_id,
            file_name=obs.name,
            landing_path=str(landing / obs.name),
            storage_path=rel,
            size_bytes=obs.size,
            mtime_ns=obs.mtime_ns,
        )
        if inserted:  # else a previous tick recorded it; reconcile_unstored finishes it
            planned.append((doc_id, rel, obs))
    conn.commit()  # the commit point
    accepted: list[str] = []
    folders: set[Path] = set()
    for doc_id, rel, obs in planned:
        dst = data_dir / rel
        try:
            move_into_storage(dst=dst, src=landing / obs.name, fsync_folder=False)
        except FileNotFoundError:
            docs_db.fail_unstored(
                conn, doc_id, f"file vanished from landing before storage: {obs.name}"
            )
            conn.commit()
            continue
        except OSError as e:
            if not _storage_full(e, landing / obs.name):
                raise
            continue  # stays in landing, unstored: `reconcile_unstored` retries it
        folders.add(dst.parent)
        accepted.append(doc_id)
    for folder in folders:
        _fsync_dir(folder)
    docs_db.mark_stored_many(conn, accepted)
    conn.commit()
    return accepted
