"""Synthetic processed documents inserted straight into PostgreSQL (for the dataset bench and
tests that need many documents): realistic extraction JSON with `lines` line items each,
invoice dates spread over 2026, a review item per document."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import psycopg

from docproc_pipeline.db.connection import connect

_SEED = """
WITH n AS (
    SELECT i, 'syn' || lpad(i::text, 7, '0') || %(tag)s AS id,
           md5(%(tag)s || i::text) || md5(i::text || %(tag)s) AS sha,
           date '2026-01-01' + (i %% %(days)s) AS invoice_date
    FROM generate_series(%(first)s, %(first)s + %(n)s - 1) AS i
), d AS (
    INSERT INTO documents (id, file_name, landing_path, storage_path, size_bytes, mtime_ns,
                           stored_at, partition_added, sha256, mime_type, page_count, status,
                           started_at, finished_at, created_at, updated_at)
    SELECT id, id || '.pdf', 'landing/' || id || '.pdf', 'storage/' || id || '.pdf', 50000, 0,
           now(), true, sha, 'application/pdf', 1, 'completed',
           %(at)s - interval '2 seconds', %(at)s, %(at)s, %(at)s
    FROM n
    RETURNING id
), p AS (
    INSERT INTO processed_documents (sha256, first_document_id, engine, extraction,
                                     overall_confidence, extract_ms)
    SELECT n.sha, n.id, 'offline',
           jsonb_build_object(
               'engine', 'offline', 'pages', 1, 'overall_confidence', 0.93,
               'confidence', jsonb_build_object('total', 0.95),
               'token_usage', jsonb_build_object('prompt_tokens', 0, 'output_tokens', 0,
                                                 'thinking_tokens', 0),
               'warnings', '[]'::jsonb, 'timings_ms', '{}'::jsonb,
               'fields', jsonb_build_object(
                   'vendor_name', 'Vendor ' || (n.i %% 97),
                   'vendor_address', 'Hauptstr. ' || (n.i %% 50) || ', 10115 Berlin',
                   'vendor_tax_id', 'DE' || lpad((n.i %% 999999999)::text, 9, '0'),
                   'customer_name', 'Customer ' || (n.i %% 31),
                   'invoice_number', 'INV-' || n.i,
                   'invoice_date', n.invoice_date::text,
                   'due_date', (n.invoice_date + 30)::text,
                   'currency', 'EUR',
                   'subtotal', (%(lines)s * 100.00 + (n.i %% 100))::numeric(18, 2)::text,
                   'tax_rate', '19',
                   'tax_amount', round((%(lines)s * 100.00 + (n.i %% 100)) * 0.19, 2)::text,
                   'total', round((%(lines)s * 100.00 + (n.i %% 100)) * 1.19, 2)::text,
                   'payment_terms', 'Net 30',
                   'tax_breakdown', '[]'::jsonb,
                   'line_items', (
                       SELECT jsonb_agg(jsonb_build_object(
                           'description', 'Item ' || k || ' of invoice ' || n.i,
                           'quantity', k::text,
                           'unit_price', (100.00 / k)::numeric(18, 6)::text,
                           'amount', CASE WHEN k = 1 THEN (100.00 + (n.i %% 100))::numeric(18, 2)::text
                                          ELSE '100.00' END))
                       FROM generate_series(1, %(lines)s) AS k))),
           0.93, 12.5
    FROM n
    RETURNING sha256
)
INSERT INTO review_items (document_id, status, confidence, complexity, value_score,
                          total_amount, currency, priority, sla_due_at, created_at, updated_at)
SELECT id, 'pending', 0.07, 0.2, 0.3, 0, 'EUR', 0.2, %(at)s + interval '1 day', %(at)s, %(at)s
FROM n
"""


def seed_synthetic(
    database_url: str,
    n: int,
    *,
    first: int = 1,
    lines: int = 5,
    days: int = 365,
    tag: str = "",
    at: datetime | None = None,
) -> None:
    """Insert documents `first .. first + n - 1` (ids `syn0000001<tag>`, ...) in one statement,
    created, finished and last updated at `at` (default: an hour ago). Document i has invoice
    date 2026-01-01 + (i mod days)."""
    with connect(database_url) as conn:
        conn.execute(
            _SEED,  # type: ignore[arg-type]
            {
                "n": n,
                "first": first,
                "lines": lines,
                "days": days,
                "tag": tag,
                "at": at or datetime.now(UTC) - timedelta(hours=1),
            },
        )
        conn.commit()


def touch_documents(conn: psycopg.Connection, ids: list[str]) -> None:
    """Mark documents changed (as a re-run or a review decision would)."""
    conn.execute("UPDATE documents SET updated_at = clock_timestamp() WHERE id = ANY(%s)", (ids,))
