"""Queries on `processed_documents`: the SHA-256 -> extraction cache behind deduplication."""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from docproc_pipeline.invoice import InvoiceExtraction


def get(conn: psycopg.Connection, sha256: str) -> dict[str, Any] | None:
    return conn.execute(  # type: ignore[return-value]
        "SELECT sha256, first_document_id, engine, extraction FROM processed_documents WHERE sha256 = %s",
        (sha256,),
    ).fetchone()


def insert(
    conn: psycopg.Connection,
    sha256: str,
    document_id: str,
    extraction: InvoiceExtraction,
    *,
    replace: bool = False,
) -> str:
    """Cache an extraction; returns the id of the document that owns the cache entry (ours, or
    the one that got there first). With `replace`, a fresh extraction overwrites the cached one
    (the entry keeps its original document)."""
    usage = extraction.token_usage
    conn.execute(
        """
        INSERT INTO processed_documents (sha256, first_document_id, engine, extraction,
            overall_confidence, prompt_tokens, output_tokens, thinking_tokens, extract_ms)
        VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)
        ON CONFLICT (sha256) DO UPDATE SET
            engine = EXCLUDED.engine, extraction = EXCLUDED.extraction,
            overall_confidence = EXCLUDED.overall_confidence,
            prompt_tokens = EXCLUDED.prompt_tokens, output_tokens = EXCLUDED.output_tokens,
            thinking_tokens = EXCLUDED.thinking_tokens, extract_ms = EXCLUDED.extract_ms,
            created_at = now()
        WHERE %s
        """,
        (
            sha256,
            document_id,
            extraction.engine,
            Jsonb(extraction.to_json_dict()),
            round(extraction.overall_confidence, 4),
            usage.prompt_tokens,
            usage.output_tokens,
            usage.thinking_tokens,
            sum(extraction.timings_ms.values()),
            replace,
        ),
    )
    row = conn.execute(
        "SELECT first_document_id FROM processed_documents WHERE sha256 = %s", (sha256,)
    ).fetchone()
    assert row is not None
    return str(row["first_document_id"])  # type: ignore[call-overload]
