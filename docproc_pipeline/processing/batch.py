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
from docproc_pipeline.db import run_leases
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.status import UploadStatus
from docproc_pipeline.errors import DocumentRejected, PermanentError, TransientError
from docproc_pipeline.extract.engines import (
    offline_reader,
    offline_through,
    reads_offline,
    with_einvoices,
)
from docproc_pipeline.ingest.sniff import refuse_oversized_xml, sniff_mime
from docproc_pipeline.invoice import SCALAR_FIELDS, InvoiceExtraction
from docproc_pipeline.outputs.writers import (
    invoice_record,
    output_relpaths,
    write_invoice_outputs,
)
from docproc_pipeline.processing.flatten import flatten_fields
from docproc_pipeline.processing.pool import ExtractionPool, PoolLimits
from docproc_pipeline.review.einvoice_policy import auto_approvable, review_confidence
from docproc_pipeline.review.queue import auto_approve, carry_locked_fields, create_review_item
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline.validate.field_rules import RuleResult, check_field_rules
from docproc_pipeline.validate.rules import cross_field_errors

STAGES = ("document", "extraction", "validation", "invoice_files", "review_item")


class ExtractionEngine(Protocol):
    name: str

    @property
    def thread_safe(self) -> bool: ...  # read only: a class attribute or a property

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
    # Recorded on each claimed document (`processed_on`): which host or worker processed it.
    worker: str | None = None


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
    """Renews this run's lease (`run_leases`) and the leases of the documents it holds, so the
    landing sensor can tell a dead run, even one that has not claimed its documents yet."""

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
            try:
                if conn is None or conn.closed:
                    conn = connect(self._url)
                run_leases.renew(conn, self._run_id)
                if ids:
                    docs_db.heartbeat(conn, ids, self._run_id)
                conn.commit()
            except psycopg.Error:
                conn = None  # the next beat reconnects; a missed beat only shortens the lease
        if conn is not None:
            conn.close()


# A transient failure waits as long as it says (Retry-After, the circuit's time to its next
# probe), at least the minimum; one without a hint waits the default.
MIN_RETRY_DELAY_SECONDS = 5.0
DEFAULT_RETRY_DELAY_SECONDS = 60.0


def retry_delay(error: BaseException) -> float:
    """Seconds a document deferred by `error` waits before its next run. A hint of 0 s (e.g. the
    circuit's probe is in flight now) means "soon": the minimum, not the default."""
    for attr in ("retry_after", "retry_in_seconds"):
        hint = getattr(error, attr, None)
        if hint is not None:
            return max(MIN_RETRY_DELAY_SECONDS, float(hint))
    return DEFAULT_RETRY_DELAY_SECONDS


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
    with (
        connect(ctx.database_url) as conn,
        _Heartbeat(ctx.database_url, ctx.run_id, max(1.0, cfg.lease_seconds / 6)) as beat,
    ):
        outcomes, docs = _claim(conn, ctx, document_ids)
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
        _Extraction(ctx, beat, progress, total=len(docs)).run(list(leaders.values()), followers)
    return [outcomes[i] for i in document_ids if i in outcomes]


def _claim(
    conn: psycopg.Connection, ctx: BatchContext, document_ids: Sequence[str]
) -> tuple[dict[str, DocumentOutcome], list[_Doc]]:
    """Take this run's lease and claim the documents; returns every outcome and the claimed.

    The lease and the claims commit together: the landing sensor revokes the lease of a run it
    declared dead in the same way, so a run is never both declared dead and holding documents."""
    outcomes: dict[str, DocumentOutcome] = {}
    if not run_leases.acquire(conn, ctx.run_id):
        conn.commit()
        reason = "this run was declared dead (no heartbeat within the lease); its documents were re-queued"
        return {i: DocumentOutcome(i, "skipped", reason=reason) for i in document_ids}, []
    cfg = ctx.config.processing
    claimed = docs_db.claim_many(
        conn,
        document_ids,
        run_id=ctx.run_id,
        lease_seconds=cfg.lease_seconds,
        reprocess_finished=ctx.reprocess_finished,
        worker=ctx.worker,
    )
    conn.commit()
    missing = [i for i in document_ids if i not in claimed]
    current = docs_db.get_many(conn, missing) if missing else {}
    conn.commit()
    docs: list[_Doc] = []
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
    return outcomes, docs


class _Extraction:
    """Stages 2-5 of a batch on worker threads, each with its own database connection.

    Worker threads overlap one document's I/O (database commits, fsyncs) with another's
    extraction. The offline engine's CPU work (the cascade's too) goes to supervised worker
    processes (started only when a document needs extracting), which also enforce the
    per-document time and memory limits; with `extract_processes: 0` it runs in this process,
    serialised (pdfium is not thread-safe). The cascade's model calls are made in these threads.
    """

    def __init__(
        self,
        ctx: BatchContext,
        beat: _Heartbeat,
        progress: Callable[[int, int], None] | None,
        total: int,
    ) -> None:
        self._ctx, self._beat, self._progress, self._total = ctx, beat, progress, total
        self._done = 0
        self._lock = threading.Lock()
        self._local = threading.local()
        self._opened: list[psycopg.Connection] = []
        self._engine: ExtractionEngine = ctx.engine
        self._engine_lock: threading.Lock | None = None

    def _thread_conn(self) -> psycopg.Connection:
        c = getattr(self._local, "conn", None)
        if c is None or c.closed:
            c = self._local.conn = connect(self._ctx.database_url)
            with self._lock:
                self._opened.append(c)
        return c

    def _run_one(self, d: _Doc) -> None:
        try:
            _process_one(self._thread_conn(), self._ctx, d, self._engine, self._engine_lock)
        finally:
            self._beat.release(d.outcome.document_id)
            with self._lock:
                self._done += 1
                if self._progress:
                    self._progress(self._done, self._total)

    def run(self, leaders: list[_Doc], followers: list[_Doc]) -> None:
        cfg = self._ctx.config.processing
        engine: ExtractionEngine = self._ctx.engine
        processes: ExtractionPool | None = None
        if cfg.extract_processes > 0 and reads_offline(engine) and leaders:
            processes = ExtractionPool(
                offline_reader(engine),
                processes=min(cfg.extract_processes, len(leaders)),
                limits=PoolLimits(cfg.document_timeout_seconds, cfg.max_worker_rss_mb),
            )
            engine = offline_through(engine, processes)
        self._engine = with_einvoices(engine, self._ctx.config)
        thread_safe = getattr(self._engine, "thread_safe", False)
        self._engine_lock = None if thread_safe else threading.Lock()
        threads = cfg.extract_threads
        if self._engine.name in ("gemini", "cascade"):
            # Model calls wait on the network: let a run use every slot of the global limit.
            threads = max(threads, cfg.gemini.max_concurrent_calls)
        workers = min(threads, max(1, len(leaders)))
        try:
            with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="docproc-doc") as pool:
                list(pool.map(self._run_one, leaders))
                list(pool.map(self._run_one, followers))
        finally:
            for c in self._opened:
                c.close()
            if processes is not None:
                processes.close()


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


@dataclass(slots=True)
class _Read:
    """One document's extraction and its checks, carried from stage to stage."""

    extraction: InvoiceExtraction
    duplicate_of: str | None
    reasons: list[str] = field(default_factory=list)  # why it needs a reviewer's look
    cross: list[str] = field(default_factory=list)  # failed cross-field rules and findings
    failed_fields: list[RuleResult] = field(default_factory=list)
    rule_results: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    values: dict[str, Any] = field(default_factory=dict)
    confidences: dict[str, float | None] = field(default_factory=dict)
    json_rel: str | None = None
    parquet_rel: str | None = None

    @property
    def status(self) -> UploadStatus:
        return UploadStatus.DUPLICATE if self.duplicate_of else UploadStatus.COMPLETED


def _process_one(
    conn: psycopg.Connection,
    ctx: BatchContext,
    d: _Doc,
    engine: ExtractionEngine,
    engine_lock: threading.Lock | None,
) -> None:
    """Stages 2-5 for one document; each stage records its outcome or ends the document's turn."""
    read = _extraction_stage(conn, ctx, d, engine, engine_lock)
    if read is None:
        return
    _validation_stage(ctx, d, read)
    now = datetime.now(UTC)
    if _outputs_stage(conn, ctx, d, read, now):
        _review_stage(conn, ctx, d, read, now)


def _extraction_stage(
    conn: psycopg.Connection,
    ctx: BatchContext,
    d: _Doc,
    engine: ExtractionEngine,
    engine_lock: threading.Lock | None,
) -> _Read | None:
    """Extract (or reuse the cache); None when the document failed or was deferred."""
    started = time.perf_counter()
    try:
        extraction, duplicate_of = _extract(conn, ctx, d, engine, engine_lock)
    except TransientError as e:
        if (
            getattr(e, "counts_as_attempt", False)
            and d.attempts >= ctx.config.processing.max_attempts
        ):
            _fail(conn, ctx, d, f"gave up after {d.attempts} attempts: {e}")
            return None
        conn.rollback()
        docs_db.defer(
            conn,
            d.outcome.document_id,
            run_id=ctx.run_id,
            delay_seconds=retry_delay(e),
            reason=f"waiting: {e}",
        )
        conn.commit()
        d.outcome.status, d.outcome.reason = "deferred", str(e)
        return None
    except PermanentError as e:
        _fail(conn, ctx, d, str(e))
        return None
    except Exception as e:  # an engine bug must not take the batch down: fail this document
        _fail(conn, ctx, d, f"extraction error: {type(e).__name__}: {e}")
        return None
    f = extraction.fields
    d.outcome.stages.append("extraction")
    d.outcome.metadata["extraction"] = {
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
        "fields_from_model": ", ".join(
            n for n, source in extraction.field_sources.items() if source == "gemini"
        )
        or "none",
        "prompt_tokens": extraction.token_usage.prompt_tokens,
        "output_tokens": extraction.token_usage.output_tokens,
        "warnings": "; ".join(extraction.warnings[:5]),
        "extract_ms": round((time.perf_counter() - started) * 1000, 2),
        "preview": extraction_preview(extraction),
    }
    return _Read(extraction, duplicate_of)


def _validation_stage(ctx: BatchContext, d: _Doc, read: _Read) -> None:
    """Configured field rules, cross-field rules and the findings made while reading."""
    extraction, f, vcfg = read.extraction, read.extraction.fields, ctx.config.validation
    field_results = check_field_rules(f, extraction.confidence, ctx.config.fields)
    cross = cross_field_errors(f, vcfg.tolerance, list(vcfg.rules))
    read.failed_fields = [r for r in field_results if not r.passed]
    cross_results = [
        RuleResult("*", name, False, f"cross-field rule {name} failed") for name in cross
    ]
    reasons = [r.message for r in read.failed_fields] + [r.message for r in cross_results]
    # Findings made while reading (EN 16931 rules and schema on the XML, XML vs print).
    reasons += [finding.message for finding in extraction.findings]
    read.cross = sorted({*cross, *(finding.rule for finding in extraction.findings)})
    if extraction.overall_confidence < vcfg.min_overall_confidence:
        reasons.append(
            f"overall confidence {extraction.overall_confidence:.2f} < {vcfg.min_overall_confidence:.2f}"
        )
    if read.duplicate_of:
        reasons.append(f"duplicate of {read.duplicate_of}")
    read.reasons = reasons
    for r in field_results:
        read.rule_results.setdefault(r.field, []).append(r.as_dict())
    read.values, read.confidences = flatten_fields(extraction)
    d.outcome.stages.append("validation")
    d.outcome.metadata["validation"] = {
        "cross_field_errors": ", ".join(read.cross) or "none",
        "failed_field_rules": ", ".join(f"{r.field}:{r.rule}" for r in read.failed_fields)
        or "none",
        "rules_checked": len(field_results) + len(vcfg.rules),
        "passed": not read.cross and not read.failed_fields,
    }


def _outputs_stage(
    conn: psycopg.Connection, ctx: BatchContext, d: _Doc, read: _Read, now: datetime
) -> bool:
    """JSON and Parquet, atomically; False when the document failed."""
    doc_id, extraction = d.outcome.document_id, read.extraction
    json_rel, parquet_rel = output_relpaths(doc_id, d.created_at.astimezone(UTC).date())
    try:
        locked = fields_db.locked_field_values(conn, doc_id)
        write_invoice_outputs(  # both files or neither (a full disk fails the document)
            json_path=ctx.data_dir / json_rel if ctx.config.output.json_ else None,
            payload={
                "document_id": doc_id,
                "file_name": d.outcome.file_name,
                "sha256": d.sha256,
                "mime_type": d.mime,
                "status": str(read.status),
                "duplicate_of": read.duplicate_of,
                "source_format": extraction.source_format or "print",
                "einvoice_profile": extraction.einvoice_profile,
                "validation_errors": read.cross,
                "field_rule_failures": [r.as_dict() for r in read.failed_fields],
                "corrections": locked,
                "extraction": extraction.to_json_dict(),
                "processed_at": now.isoformat(),
            },
            parquet_path=ctx.data_dir / parquet_rel if ctx.config.output.parquet else None,
            record=invoice_record(
                document_id=doc_id,
                file_name=d.outcome.file_name or "",
                sha256=d.sha256,
                upload_status=str(read.status),
                duplicate_of=read.duplicate_of,
                extraction=extraction,
                validation_errors=read.cross,
                processed_at=now,
            ),
        )
        read.json_rel = json_rel if ctx.config.output.json_ else None
        read.parquet_rel = parquet_rel if ctx.config.output.parquet else None
    except OSError as e:
        _fail(conn, ctx, d, f"cannot write outputs: {e}")
        return False
    d.outcome.stages.append("invoice_files")
    d.outcome.metadata["invoice_files"] = {
        "json_path": str(ctx.data_dir / json_rel) if read.json_rel else None,
        "parquet_path": str(ctx.data_dir / parquet_rel) if read.parquet_rel else None,
    }
    return True


def _record_review(
    conn: psycopg.Connection, ctx: BatchContext, d: _Doc, read: _Read, now: datetime
) -> tuple[int | None, list[str]]:
    """Fields, review item and final status, inside the caller's transaction; returns the
    review item id and the locked fields kept. Raises `_LostLease` if another run took over."""
    doc_id, extraction, f = d.outcome.document_id, read.extraction, read.extraction.fields
    boxes = {n: b.model_dump() for n, b in (extraction.boxes or {}).items()}
    skipped_locked = fields_db.write_extracted_fields(
        conn,
        doc_id,
        read.values,
        read.confidences,
        read.rule_results,
        extraction.field_sources,
        boxes,
    )
    review_id: int | None = None
    if read.duplicate_of:
        carry_locked_fields(conn, from_document_id=read.duplicate_of, to_document_id=doc_id)
    if not read.duplicate_of or ctx.config.review.duplicate_gets_review_item:
        review_id = create_review_item(
            conn,
            document_id=doc_id,
            overall_confidence=review_confidence(extraction),
            total_amount=f.total,
            currency=f.currency,
            line_item_count=len(f.line_items),
            field_count=len(read.values),
            reasons=read.reasons,
            duplicate_of=read.duplicate_of,
            config=ctx.config,
            now=now,
        )
        if review_id is not None and auto_approvable(extraction, read.reasons, ctx.config):
            auto_approve(conn, review_id, reason="e-invoice read from its XML", now=now)
    finished = docs_db.finish(
        conn,
        doc_id,
        run_id=ctx.run_id,
        status=read.status,
        duplicate_of=read.duplicate_of,
        page_count=extraction.pages or None,
        json_path=read.json_rel,
        parquet_path=read.parquet_rel,
    )
    if not finished:
        raise _LostLease()
    return review_id, skipped_locked


def _review_stage(
    conn: psycopg.Connection, ctx: BatchContext, d: _Doc, read: _Read, now: datetime
) -> None:
    """Review item and final status: one transaction with the cache entry and the fields."""
    try:
        with conn.transaction():
            review_id, skipped_locked = _record_review(conn, ctx, d, read, now)
        conn.commit()  # cache entry, fields, review item and final status together
    except _LostLease:
        conn.commit()  # keep the cache entry; the other run owns the outcome
        d.outcome.status, d.outcome.reason = "skipped", "lease lost to another run"
        return
    except psycopg.Error as e:
        _fail(conn, ctx, d, f"database error while recording the result: {e}")
        return
    d.outcome.stages.append("review_item")
    d.outcome.metadata["review_item"] = {
        "review_item_id": review_id,
        "reasons": "; ".join(read.reasons) or "none",
        "locked_fields_kept": ", ".join(skipped_locked) or "none",
    }
    d.outcome.status = str(read.status)
    d.outcome.reason = f"duplicate of {read.duplicate_of}" if read.duplicate_of else None


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
