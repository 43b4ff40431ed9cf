"""Review fixtures: a connection to the per-test database and helpers to seed documents."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import psycopg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.review.queue import create_review_item
from docproc_pipeline.settings import ModuleConfig

T0 = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
# the fields an item needs to be approved
FULL_FIELDS = {
    "invoice_number": "INV-1",
    "invoice_date": "2025-02-01",
    "vendor_name": "ACME",
    "currency": "EUR",
    "total": "100.00",
}


@pytest.fixture
def conn(database_url: str) -> Iterator[psycopg.Connection]:
    """An autocommit connection: each statement (or `with conn.transaction()`) commits."""
    with connect(database_url, autocommit=True) as c:
        yield c


@pytest.fixture
def config() -> ModuleConfig:
    return ModuleConfig()


def insert_document(conn: psycopg.Connection, document_id: str) -> str:
    conn.execute(
        "INSERT INTO documents (id, file_name, landing_path, storage_path, size_bytes, mtime_ns,"
        " status) VALUES (%s, %s, %s, %s, 100, 0, 'completed')",
        (
            document_id,
            f"{document_id}.pdf",
            f"landing/{document_id}.pdf",
            f"storage/{document_id}.pdf",
        ),
    )
    return document_id


def create_item(
    conn: psycopg.Connection,
    config: ModuleConfig,
    document_id: str,
    *,
    confidence: float = 0.9,
    total: Decimal | None = Decimal("100.00"),
    line_items: int = 1,
    reasons: list[str] | None = None,
    duplicate_of: str | None = None,
    now: datetime = T0,
) -> int | None:
    """`create_review_item` for an existing document row, as the pipeline calls it."""
    return create_review_item(
        conn,
        document_id=document_id,
        overall_confidence=confidence,
        total_amount=total,
        currency="EUR",
        line_item_count=line_items,
        field_count=10,
        reasons=reasons or [],
        duplicate_of=duplicate_of,
        config=config,
        now=now,
    )


def make_item(conn: psycopg.Connection, config: ModuleConfig, document_id: str, **kw: Any) -> int:
    """A document row and its review item (`create_item`'s keywords)."""
    insert_document(conn, document_id)
    item_id = create_item(conn, config, document_id, **kw)
    assert item_id is not None
    return item_id
