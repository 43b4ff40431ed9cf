"""One batch of documents through ingest -> extraction -> validation -> outputs -> review.

This is the domain behind the per-document Dagster assets; it knows nothing of Dagster. Each
document is isolated (invariant 3): its failure is recorded on its own row with the reason and
the others go on. Byte-identical documents in one batch are extracted once: the first in arrival
order is the original, the rest are `duplicate` of it (and so are later uploads of the same
bytes, through the SHA-256 cache in `processed_documents`).
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

import psycopg

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db import fields as fields_db
from docproc_pipeline.db import processed as processed_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.status import UploadStatus
from docproc_pipeline.errors import DocumentRejected, PermanentError, TransientError
from docproc_pipeline.extract.engines import with_einvoices
from docproc_pipeline.ingest.sniff import refuse_oversized_xml, sniff_mime
from docproc_pipeline.invoice import SCALAR_FIELDS, InvoiceExtraction
from docproc_pipeline.outputs.writers import (
    invoice_record,
    output_relpaths,
    write_invoice_outputs,
)
from docproc_pipeline.processing.flatten import flatten_fields
from docproc_pipeline.processing.pool import ExtractionPool
from docproc_pipeline.review.einvoice_policy import auto_approvable, review_confidence
from docproc_pipeline.review.queue import auto_approve, carry_locked_fields, create_review_item
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline.validate.field_rules import RuleResult, check_field_rules
from docproc_pipeline.validate.rules import cross_field_errors

STAGES = ("document", "extraction", "validation", "invoice_files", "review_item")


class ExtractionEngine(Protocol):
    name: str
    thread_safe: bool

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction: ...


@dataclass(slots=True)
class DocumentOutcome:
    """What happened to one document in this run; `stages` are the assets it materialized."""

    document_id: str
    status: str  # completed | duplicate | failed | deferred | skipped
    file_name: str | None = None
    reason: str | None = None
    stages: list[str] = field(default_factory=list)
    metadata: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class BatchContext:
    database_url: str
    data_dir: Path
    config: ModuleConfig
    engine: ExtractionEngine
    run_id: str
    reprocess_finished: bool = False
    # Ignore the SHA-256 cache and extract again (e.g. after switching engines); the new result
    # replaces the cached one. Locked fields still win.
    reextract: bool = False


@dataclass(slots=True)
class _Doc:
    outcome: DocumentOutcome
    storage_path: Path
    created_at: datetime
    attempts: int = 1
    sha256: str = ""
    mime: str = ""
    size: int = 0


class _Heartbeat:
    """Renews the lease of the documents this run holds, so the sensor can tell a dead run."""

    def __init__(self, url: str, run_id: str, interval: float) -> None:
        self._url, self._run_id, self._interval = url, run_id, interval
        self._ids: set[str] = set()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="docproc-heartbeat", daemon=True)

    def hold(self, ids: Sequence[str]) -> None:
        with self._lock:
            self._ids.update(ids)

    def release(self, doc_id: str) -> None:
        with self._lock:
            self._ids.discard(doc_id)

    def __enter__(self) -> _Heartbeat:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _loop(self) -> None:
        conn: psycopg.Connection | None = None
        while not self._stop.wait(self._interval):
            with self._lock:
                ids = list(self._ids)
            if not ids:
                continue
            try:
                if conn is None or conn.closed:
                    conn = connect(self._url, autocommit=True)
                docs_db.heartbeat(conn, ids, self._run_id)
            except psycopg.Error:
                conn = None  # the next beat reconnects; a missed beat only shortens the lease
        if conn is not None:
            conn.close()


def _sha256_of(path: Path) -> tuple[str, int]:
    h = hashlib.sha256()
    size = 0
    with open(path, "rb") as f:
        while chunk := f.read(1024 * 1024):
            h.update(chunk)
            size += len(chunk)
    return h.hexdigest(), size


def process_batch(
    ctx: BatchContext,
    document_ids: Sequence[str],
    *,
    progress: Callable[[int, int], None] | None = None,
) -> list[DocumentOutcome]:
    """Process `document_ids` (in arrival order); returns one outcome per id."""
    cfg = ctx.config.processing
    outcomes: dict[str, DocumentOutcome] = {}
    docs: list[_Doc] = []
    with (
        connect(ctx.database_url) as conn,
        _Heartbeat(ctx.database_url, ctx.run_id, max(1.0, cfg.lease_seconds / 6)) as beat,
    ):
        claimed = docs_db.claim_many(
            conn,
            document_ids,
            run_id=ctx.run_id,
            lease_seconds=cfg.lease_seconds,
            reprocess_finished=ctx.reprocess_finished,
        )
        conn.commit()
        missing = [i for i in document_ids if i not in claimed]
        current = docs_db.get_many(conn, missing) if missing else {}
        conn.commit()
        for doc_id in document_ids:
            row = claimed.get(doc_id)
            if row is None:
                cur = current.get(doc_id)
                outcomes[doc_id] = DocumentOutcome(
                    doc_id,
                    "skipped",
                    file_name=cur["file_name"] if cur else None,
                    reason="unknown document" if cur is None else f"already {cur['status']}",
                )
                continue
            outcome = DocumentOutcome(doc_id, "processing", file_name=row["file_name"])
            outcomes[doc_id] = outcome
            docs.append(
                _Doc(
                    outcome,
                    ctx.data_dir / row["storage_path"],
                    row["created_at"],
                    attempts=row["attempts"],
                )
            )
        beat.hold([d.outcome.document_id for d in docs])

        # Stage 1, document: hash and sniff every file (cheap, sequential, streaming).
        ready: list[_Doc] = []
        for d in docs:
            if _ingest(conn, ctx, d):
                ready.append(d)
            else:
                beat.release(d.outcome.document_id)
        conn.commit()  # one commit for the whole stage

        # Stages 2-5: one leader per distinct content extracts; its twins follow as duplicates.
        leaders: dict[str, _Doc] = {}
        followers: list[_Doc] = []
        for d in ready:
            if d.sha256 in leaders:
                followers.append(d)
            else:
                leaders[d.sha256] = d

        done = 0
        total = len(docs)
        lock = threading.Lock()

        local = threading.local()
        opened: list[psycopg.Connection] = []

        def thread_conn() -> psycopg.Connection:
            c = getattr(local, "conn", None)
            if c is None or c.closed:
                c = local.conn = connect(ctx.database_url)
                with lock:
                    opened.append(c)
            return c

        def run_one(d: _Doc) -> None:
            nonlocal done
            try:
                _process_one(thread_conn(), ctx, d, engine, engine_lock)
            finally:
                beat.release(d.outcome.document_id)
                with lock:
                    done += 1
                    if progress:
                        progress(done, total)

        # Worker threads overlap one document's I/O (database commits, fsyncs) with another's
        # extraction. The offline engine's CPU work goes to worker processes when there is more
        # than one document; an engine that is not thread-safe (pdfium) is otherwise serialised.
        engine: ExtractionEngine = ctx.engine
        processes: ExtractionPool | None = None
        if cfg.extract_processes > 0 and engine.name == "offline" and len(leaders) > 1:
            processes = ExtractionPool(
                processes=cfg.extract_processes,
                max_pages=cfg.max_pages,
                max_image_pixels=cfg.max_image_pixels,
            )
            engine = processes
        engine = with_einvoices(engine, ctx.config)
        engine_lock = None if getattr(engine, "thread_safe", False) else threading.Lock()
        threads = cfg.extract_threads
        if engine.name == "gemini":
            # Model calls wait on the network: let a run use every slot of the global limit.
            threads = max(threads, cfg.gemini.max_concurrent_calls)
        workers = min(threads, max(1, len(leaders)))
        try:
            with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="docproc-doc") as pool:
                list(pool.map(run_one, leaders.values()))
                list(pool.map(run_one, followers))
        finally:
            for c in opened:
                c.close()
            if processes is not None:
                processes.close()
    return [outcomes[i] for i in document_ids if i in outcomes]


def _fail(
    conn: psycopg.Connection, ctx: BatchContext, d: _Doc, reason: str, *, commit: bool = True
) -> None:
    """Record a permanent failure; with `commit`, this document's pending work is dropped first."""
    if commit:
        conn.rollback()
    docs_db.finish(
        conn, d.outcome.document_id, run_id=ctx.run_id, status=UploadStatus.FAILED, reason=reason
    )
    if commit:
        conn.commit()
    d.outcome.status = "failed"
    d.outcome.reason = reason


def _ingest(conn: psycopg.Connection, ctx: BatchContext, d: _Doc) -> bool:
    started = time.perf_counter()
    limit = ctx.config.processing.max_file_bytes
    try:
        try:
            size = d.storage_path.stat().st_size
        except FileNotFoundError:
            raise DocumentRejected(f"stored file is missing: {d.storage_path}") from None
        if size > limit:
            raise DocumentRejected(f"file too large: {size} bytes > limit {limit} bytes")
        with open(d.storage_path, "rb") as f:
            head = f.read(4096)
        refuse_oversized_xml(head, size, ctx.config.processing.einvoice.max_xml_bytes)
        d.sha256, d.size = _sha256_of(d.storage_path)
        if d.size == 0:
            raise DocumentRejected("empty file: 0 bytes")
        d.mime = sniff_mime(head)
    except PermanentError as e:
        if d.sha256:
            docs_db.set_ingested(conn, d.outcome.document_id, sha256=d.sha256, mime_type=None)
        _fail(conn, ctx, d, str(e), commit=False)
        return False
    docs_db.set_ingested(conn, d.outcome.document_id, sha256=d.sha256, mime_type=d.mime)
    d.outcome.stages.append("document")
    d.outcome.metadata["document"] = {
        "file_name": d.outcome.file_name,
        "sha256": d.sha256,
        "mime_type": d.mime,
        "size_bytes": d.size,
        "storage_path": str(d.storage_path),
        "ingest_ms": round((time.perf_counter() - started) * 1000, 2),
    }
    return True


def _extract(
    conn: psycopg.Connection,
    ctx: BatchContext,
    d: _Doc,
    engine: ExtractionEngine,
    engine_lock: threading.Lock | None,
) -> tuple[InvoiceExtraction, str | None]:
    """The cached extraction of identical bytes, else a fresh one; returns (extraction, original).
    A fresh extraction is cached in the transaction that the caller commits."""
    doc_id = d.outcome.document_id
    if ctx.config.idempotency.reuse_cached_extraction and not ctx.reextract:
        cached = processed_db.get(conn, d.sha256)
        conn.rollback()  # end the read: no transaction stays open during extraction
        if cached is not None:
            extraction = InvoiceExtraction.model_validate(cached["extraction"])
            original = cached["first_document_id"]
            return extraction, (None if original == doc_id else original)
    data = d.storage_path.read_bytes()
    if engine_lock is None:
        extraction = engine.extract(data, d.mime)
    else:
        with engine_lock:
            extraction = engine.extract(data, d.mime)
    original = processed_db.insert(conn, d.sha256, doc_id, extraction, replace=ctx.reextract)
    return extraction, (None if original == doc_id else original)


def _process_one(
    conn: psycopg.Connection,
    ctx: BatchContext,
    d: _Doc,
    engine: ExtractionEngine,
    engine_lock: threading.Lock | None,
) -> None:
    doc_id = d.outcome.document_id
    md = d.outcome.metadata
    started = time.perf_counter()
    try:
        extraction, duplicate_of = _extract(conn, ctx, d, engine, engine_lock)
    except TransientError as e:
        if (
            getattr(e, "counts_as_attempt", False)
            and d.attempts >= ctx.config.processing.max_attempts
        ):
            _fail(conn, ctx, d, f"gave up after {d.attempts} attempts: {e}")
            return
        conn.rollback()
        # Wait as long as the failure says (Retry-After, the circuit's open time), at least 5 s.
        hint = getattr(e, "retry_after", None) or getattr(e, "retry_in_seconds", None)
        delay = max(5.0, float(hint)) if hint else 60.0
        docs_db.defer(conn, doc_id, run_id=ctx.run_id, delay_seconds=delay, reason=f"waiting: {e}")
        conn.commit()
        d.outcome.status, d.outcome.reason = "deferred", str(e)
        return
    except PermanentError as e:
        _fail(conn, ctx, d, str(e))
        return
    except Exception as e:  # an engine bug must not take the batch down: fail this document
        _fail(conn, ctx, d, f"extraction error: {type(e).__name__}: {e}")
        return
    f = extraction.fields
    d.outcome.stages.append("extraction")
    md["extraction"] = {
        "engine": extraction.engine,
        "source_format": extraction.source_format or "print",
        "einvoice_profile": extraction.einvoice_profile,
        "overall_confidence": round(extraction.overall_confidence, 4),
        "pages": extraction.pages,
        "cache_hit": duplicate_of is not None,
        "duplicate_of": duplicate_of,
        "invoice_number": f.invoice_number,
        "total": None if f.total is None else f"{f.total} {f.currency or ''}".strip(),
        "line_items": len(f.line_items),
        "prompt_tokens": extraction.token_usage.prompt_tokens,
        "output_tokens": extraction.token_usage.output_tokens,
        "warnings": "; ".join(extraction.warnings[:5]),
        "extract_ms": round((time.perf_counter() - started) * 1000, 2),
        "preview": extraction_preview(extraction),
    }

    # Validation: configured field rules and the cross-field rules.
    vcfg = ctx.config.validation
    field_results = check_field_rules(f, extraction.confidence, ctx.config.fields)
    cross = cross_field_errors(f, vcfg.tolerance, list(vcfg.rules))
    failed_fields = [r for r in field_results if not r.passed]
    cross_results = [
        RuleResult("*", name, False, f"cross-field rule {name} failed") for name in cross
    ]
    reasons = [r.message for r in failed_fields] + [r.message for r in cross_results]
    # Findings made while reading (EN 16931 rules and schema on the XML, XML vs print).
    reasons += [finding.message for finding in extraction.findings]
    cross = sorted({*cross, *(finding.rule for finding in extraction.findings)})
    if extraction.overall_confidence < vcfg.min_overall_confidence:
        reasons.append(
            f"overall confidence {extraction.overall_confidence:.2f} < {vcfg.min_overall_confidence:.2f}"
        )
    if duplicate_of:
        reasons.append(f"duplicate of {duplicate_of}")
    rule_results: dict[str, list[dict[str, Any]]] = {}
    for r in field_results:
        rule_results.setdefault(r.field, []).append(r.as_dict())
    values, confidences = flatten_fields(extraction)
    d.outcome.stages.append("validation")
    md["validation"] = {
        "cross_field_errors": ", ".join(cross) or "none",
        "failed_field_rules": ", ".join(f"{r.field}:{r.rule}" for r in failed_fields) or "none",
        "rules_checked": len(field_results) + len(vcfg.rules),
        "passed": not cross and not failed_fields,
    }

    # Outputs: JSON and Parquet, atomically.
    now = datetime.now(UTC)
    day = d.created_at.astimezone(UTC).date()
    json_rel, parquet_rel = output_relpaths(doc_id, day)
    status = UploadStatus.DUPLICATE if duplicate_of else UploadStatus.COMPLETED
    try:
        locked = fields_db.locked_field_values(conn, doc_id)
        write_invoice_outputs(  # both files or neither (a full disk fails the document)
            json_path=ctx.data_dir / json_rel if ctx.config.output.json_ else None,
            payload={
                "document_id": doc_id,
                "file_name": d.outcome.file_name,
                "sha256": d.sha256,
                "mime_type": d.mime,
                "status": str(status),
                "duplicate_of": duplicate_of,
                "source_format": extraction.source_format or "print",
                "einvoice_profile": extraction.einvoice_profile,
                "validation_errors": cross,
                "field_rule_failures": [r.as_dict() for r in failed_fields],
                "corrections": locked,
                "extraction": extraction.to_json_dict(),
                "processed_at": now.isoformat(),
            },
            parquet_path=ctx.data_dir / parquet_rel if ctx.config.output.parquet else None,
            record=invoice_record(
                document_id=doc_id,
                file_name=d.outcome.file_name or "",
                sha256=d.sha256,
                upload_status=str(status),
                duplicate_of=duplicate_of,
                extraction=extraction,
                validation_errors=cross,
                processed_at=now,
            ),
        )
    except OSError as e:
        _fail(conn, ctx, d, f"cannot write outputs: {e}")
        return
    d.outcome.stages.append("invoice_files")
    md["invoice_files"] = {
        "json_path": str(ctx.data_dir / json_rel) if ctx.config.output.json_ else None,
        "parquet_path": str(ctx.data_dir / parquet_rel) if ctx.config.output.parquet else None,
    }

    # Review item and final status: one transaction.
    try:
        with conn.transaction():
            skipped_locked = fields_db.write_extracted_fields(
                conn, doc_id, values, confidences, rule_results
            )
            review_id: int | None = None
            if duplicate_of:
                carry_locked_fields(conn, from_document_id=duplicate_of, to_document_id=doc_id)
            if not duplicate_of or ctx.config.review.duplicate_gets_review_item:
                review_id = create_review_item(
                    conn,
                    document_id=doc_id,
                    overall_confidence=review_confidence(extraction),
                    total_amount=f.total,
                    currency=f.currency,
                    line_item_count=len(f.line_items),
                    field_count=len(values),
                    reasons=reasons,
                    duplicate_of=duplicate_of,
                    config=ctx.config,
                    now=now,
                )
                if review_id is not None and auto_approvable(extraction, reasons, ctx.config):
                    auto_approve(conn, review_id, reason="e-invoice read from its XML", now=now)
            finished = docs_db.finish(
                conn,
                doc_id,
                run_id=ctx.run_id,
                status=status,
                duplicate_of=duplicate_of,
                page_count=extraction.pages or None,
                json_path=json_rel if ctx.config.output.json_ else None,
                parquet_path=parquet_rel if ctx.config.output.parquet else None,
            )
            if not finished:
                raise _LostLease()
        conn.commit()  # cache entry, fields, review item and final status together
    except _LostLease:
        conn.commit()  # keep the cache entry; the other run owns the outcome
        d.outcome.status, d.outcome.reason = "skipped", "lease lost to another run"
        return
    except psycopg.Error as e:
        _fail(conn, ctx, d, f"database error while recording the result: {e}")
        return
    d.outcome.stages.append("review_item")
    md["review_item"] = {
        "review_item_id": review_id,
        "reasons": "; ".join(reasons) or "none",
        "locked_fields_kept": ", ".join(skipped_locked) or "none",
    }
    d.outcome.status = str(status)
    d.outcome.reason = f"duplicate of {duplicate_of}" if duplicate_of else None


class _LostLease(Exception):
    """Another run took the document over (our lease expired); our result is dropped."""


def extraction_preview(extraction: InvoiceExtraction, max_lines: int = 5) -> str:
    """A short Markdown table of the extracted fields and their confidence, for the UI."""
    values = extraction.fields.model_dump(mode="json")
    rows = ["| field | value | confidence |", "|---|---|---|"]
    for name in SCALAR_FIELDS:
        value = values.get(name)
        if value is None:
            continue
        conf = extraction.confidence.get(name)
        text = str(value).replace("|", "\\|").replace("\n", " ")[:80]
        rows.append(f"| {name} | {text} | {'' if conf is None else f'{conf:.2f}'} |")
    items = values.get("line_items") or []
    for i, item in enumerate(items[:max_lines]):
        desc = str(item.get("description") or "").replace("|", "\\|")[:50]
        rows.append(
            f"| line {i + 1} | {desc}: {item.get('quantity')} x {item.get('unit_price')}"
            f" = {item.get('amount')} | |"
        )
    if len(items) > max_lines:
        rows.append(f"| … | {len(items) - max_lines} more lines | |")
    return "\n".join(rows)


def outcome_summary(outcomes: Sequence[DocumentOutcome]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.status] = counts.get(o.status, 0) + 1
    return counts


def outcomes_json(outcomes: Sequence[DocumentOutcome]) -> str:
    return json.dumps(
        [{"document_id": o.document_id, "status": o.status, "reason": o.reason} for o in outcomes]
    )
