"""Versioned schema migrations: numbered SQL files applied in order, each in one transaction.

The applied versions live in `docproc.schema_migrations`. A PostgreSQL advisory lock makes
concurrent `upgrade` calls (two processes starting at once) safe.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

import psycopg

from docproc_pipeline.db.connection import SCHEMA, connect

_LOCK_KEY = 0x646F6370  # "docp"


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def available_migrations() -> list[Migration]:
    """Every migration shipped with the package, in version order."""
    folder = resources.files("docproc_pipeline.db") / "migrations"
    found = []
    for entry in folder.iterdir():
        if not entry.name.endswith(".sql"):
            continue
        stem = entry.name[: -len(".sql")]
        version_text, _, name = stem.partition("_")
        found.append(Migration(int(version_text), name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if len(set(versions)) != len(versions):
        raise RuntimeError(f"duplicate migration versions: {versions}")
    return found


def applied_versions(conn: psycopg.Connection[Any]) -> set[int]:
    exists = conn.execute(
        "SELECT to_regclass(%s) AS t", (f"{SCHEMA}.schema_migrations",)
    ).fetchone()
    if not exists or exists["t"] is None:
        return set()
    rows = conn.execute(f"SELECT version FROM {SCHEMA}.schema_migrations").fetchall()
    return {r["version"] for r in rows}


def upgrade(url: str) -> list[Migration]:
    """Apply every pending migration; returns the ones applied (empty when up to date)."""
    applied: list[Migration] = []
    with connect(url, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (_LOCK_KEY,))
        try:
            conn.execute(f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}")
            conn.execute(
                f"CREATE TABLE IF NOT EXISTS {SCHEMA}.schema_migrations ("
                " version integer PRIMARY KEY, name text NOT NULL,"
                " applied_at timestamptz NOT NULL DEFAULT now())"
            )
            done = applied_versions(conn)
            for migration in available_migrations():
                if migration.version in done:
                    continue
                with conn.transaction():
                    conn.execute(migration.sql)  # type: ignore[arg-type]
                    conn.execute(
                        f"INSERT INTO {SCHEMA}.schema_migrations (version, name) VALUES (%s, %s)",
                        (migration.version, migration.name),
                    )
                applied.append(migration)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (_LOCK_KEY,))
    return applied
