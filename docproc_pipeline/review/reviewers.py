"""Reviewers and their bearer tokens.

A token is `secrets.token_urlsafe(32)`, shown once when the reviewer is added; only its SHA-256
is stored, so a leaked table does not leak working tokens. Lookup is by hash (an indexed equality),
so no secret is compared in Python.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

import psycopg

from docproc_pipeline.db import review as db
from docproc_pipeline.review.errors import InvalidReviewInput, StateConflict

MAX_TOKEN_LENGTH = 512


@dataclass(frozen=True, slots=True)
class Reviewer:
    id: int
    name: str
    is_admin: bool


def hash_token(token: str) -> str:
    """Hex SHA-256 of the token's UTF-8 bytes."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def add_reviewer(conn: psycopg.Connection, name: str, is_admin: bool = False) -> str:
    """Add a reviewer and return their new token (the only time it is visible)."""
    name = name.strip()
    if not name or len(name) > 200:
        raise InvalidReviewInput("reviewer name must be 1 to 200 characters")
    token = secrets.token_urlsafe(32)
    if db.insert_reviewer(conn, name, hash_token(token), is_admin) is None:
        raise StateConflict(f"a reviewer named {name!r} already exists")
    return token


def authenticate(conn: psycopg.Connection, token: str) -> Reviewer | None:
    """The active reviewer holding this token, or None."""
    if not token or len(token) > MAX_TOKEN_LENGTH:
        return None
    row = db.reviewer_by_token_hash(conn, hash_token(token))
    if row is None:
        return None
    return Reviewer(id=int(row["id"]), name=row["name"], is_admin=bool(row["is_admin"]))


def deactivate_reviewer(conn: psycopg.Connection, reviewer_id: int) -> bool:
    """Stop a reviewer's token working and exclude them from auto-assignment."""
    return db.set_reviewer_active(conn, reviewer_id, False)
