"""A real document for the reviewer's screen tests: its file in storage, its row, its fields as
the offline engine reads them (with boxes), and its review item; the reviewers and their tokens;
both behind the review API (`seeded_app`)."""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
from fastapi import FastAPI

from docproc_pipeline.api.app import create_app
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.fields import write_extracted_fields
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.invoice import InvoiceExtraction
from docproc_pipeline.processing.flatten import flatten_fields
from docproc_pipeline.review.queue import create_review_item
from docproc_pipeline.review.reviewers import add_reviewer
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline.validate.field_rules import check_field_rules
from docproc_pipeline.validate.rules import cross_field_errors
from docproc_pipeline_tests.fixtures.build import write_text_pdfs

# name -> administrator: two reviewers and an administrator
REVIEWERS = {"alice": False, "bob": False, "root": True}


def add_reviewers(conn: psycopg.Connection) -> dict[str, str]:
    """Add `REVIEWERS`; returns each one's token by name."""
    return {name: add_reviewer(conn, name, admin) for name, admin in REVIEWERS.items()}


@dataclass
class Reviewers:
    tokens: dict[str, str]

    def as_(self, who: str) -> dict[str, str]:
        """The request headers of reviewer `who`."""
        return {"Authorization": f"Bearer {self.tokens[who]}"}


@dataclass
class Seeded(Reviewers):
    """A real invoice PDF seeded by `seed_document`, `REVIEWERS` and the review API's app."""

    conn: psycopg.Connection
    app: FastAPI
    item_id: int
    document_id: str
    pdf: Path
    data_dir: Path
    extraction: InvoiceExtraction

    def parts(self) -> dict[str, Any]:
        """Its fields by name, for a test's own dataclass built on it (not copied: `asdict`
        would deep-copy the connection)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


@contextmanager
def seeded_app(
    database_url: str,
    tmp_path: Path,
    document_id: str,
    *,
    file_name: str | None = None,
    reasons: list[str] | None = None,
) -> Iterator[Seeded]:
    """One invented text PDF (renamed `file_name` if given) seeded as `document_id`, the
    reviewers, and the API's app over `tmp_path / "data"`; the connection is autocommit."""
    config = ModuleConfig()
    data_dir = tmp_path / "data"
    pdf = write_text_pdfs(tmp_path / "in", 1)[0]
    if file_name:
        pdf = pdf.rename(pdf.with_name(file_name))
    with connect(database_url, autocommit=True) as conn:
        tokens = add_reviewers(conn)
        item_id, extraction = seed_document(
            conn, data_dir, pdf, document_id, config, reasons=reasons
        )
        app = create_app(database_url, config, pool_size=4, data_dir=data_dir)
        yield Seeded(tokens, conn, app, item_id, document_id, pdf, data_dir, extraction)


def seed_document(
    conn: psycopg.Connection,
    data_dir: Path,
    source: Path,
    document_id: str,
    config: ModuleConfig,
    *,
    mime: str = "application/pdf",
    reasons: list[str] | None = None,
    now: datetime | None = None,
) -> tuple[int, InvoiceExtraction]:
    """Store `source` under `data_dir` as document `document_id`, extract it offline, write its
    fields (values, confidences, field-rule results, sources, boxes) and queue it with
    `reasons` (default: the failed field and cross-field rules, worded as the pipeline does);
    returns the item id and the extraction."""
    now = now or datetime.now(UTC)
    rel = f"storage/{now:%Y/%m/%d}/{document_id}__{source.name}"
    (data_dir / rel).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, data_dir / rel)
    data = source.read_bytes()
    extraction = OfflineEngine().extract(data, mime)
    conn.execute(
        "INSERT INTO documents (id, file_name, landing_path, storage_path, size_bytes, mtime_ns,"
        " status, sha256, mime_type, page_count)"
        " VALUES (%s, %s, %s, %s, %s, 0, 'completed', %s, %s, %s)",
        (
            document_id,
            source.name,
            f"landing/{source.name}",
            rel,
            len(data),
            hashlib.sha256(data).hexdigest(),
            mime,
            extraction.pages,
        ),
    )
    values, confidences = flatten_fields(extraction)
    boxes = {n: b.model_dump() for n, b in (extraction.boxes or {}).items()}
    results = check_field_rules(extraction.fields, extraction.confidence, config.fields)
    rule_results: dict[str, list[dict]] = {}
    for r in results:
        rule_results.setdefault(r.field, []).append(r.as_dict())
    if reasons is None:  # as the pipeline's validation stage words them
        vcfg = config.validation
        cross = cross_field_errors(extraction.fields, vcfg.tolerance, list(vcfg.rules))
        reasons = [r.message for r in results if not r.passed]
        reasons += [f"cross-field rule {name} failed" for name in cross]
    write_extracted_fields(
        conn, document_id, values, confidences, rule_results, extraction.field_sources, boxes
    )
    item_id = create_review_item(
        conn,
        document_id=document_id,
        overall_confidence=extraction.overall_confidence,
        total_amount=extraction.fields.total,
        currency=extraction.fields.currency,
        line_item_count=len(extraction.fields.line_items),
        field_count=len(values),
        reasons=reasons,
        duplicate_of=None,
        config=config,
        now=now,
    )
    assert item_id is not None
    return item_id, extraction
