"""A batch of documents through every stage, on real PostgreSQL with the real engines.

Named after the invariants of DESIGN.md they prove.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.fields import write_correction
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.extract.resilience import CircuitBreaker
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline_tests.fakes.engines import gemini_engine
from docproc_pipeline_tests.fakes.gemini_server import (
    error_reply,
    invoice_reply,
    running_fake_gemini,
    sample_invoice,
)
from docproc_pipeline_tests.fixtures import text_pdfs, truth
from docproc_pipeline_tests.landing_util import drop_and_accept as accept


def context(database_url: str, data_dir: Path, run_id: str, engine=None, **kw) -> BatchContext:  # type: ignore[no-untyped-def]
    return BatchContext(
        database_url=database_url,
        data_dir=data_dir,
        config=ModuleConfig(),
        engine=engine or OfflineEngine(),
        run_id=run_id,
        **kw,
    )


def rows_by_name(database_url: str) -> dict[str, dict]:
    with connect(database_url) as conn:
        return {r["file_name"]: r for r in conn.execute("SELECT * FROM documents").fetchall()}


def test_one_failure_never_hides_another(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """Invariant 3: a bad file fails alone, with its reason; the others complete."""
    edge = fixture_dir / "edge_cases"
    pdfs = text_pdfs(fixture_dir)
    ids = accept(
        database_url,
        tmp_path,
        [
            (pdfs[0], "a_good.pdf"),
            (edge / "encrypted.pdf", "b_encrypted.pdf"),
            (edge / "export_2026-03.zip", "c_export.pdf"),
            (edge / "empty.pdf", "d_empty.pdf"),
            (pdfs[-1], "e_good.pdf"),
        ],
    )
    outcomes = {
        o.file_name: o for o in process_batch(context(database_url, tmp_path, "run-1"), ids)
    }
    assert outcomes["a_good.pdf"].status == "completed"
    assert outcomes["e_good.pdf"].status == "completed"
    assert outcomes["a_good.pdf"].stages == [
        "document",
        "extraction",
        "validation",
        "invoice_files",
        "review_item",
    ]
    assert outcomes["b_encrypted.pdf"].stages == ["document"]
    assert outcomes["c_export.pdf"].stages == []
    rows = rows_by_name(database_url)
    assert "password" in rows["b_encrypted.pdf"]["failure_reason"]
    assert "zip" in rows["c_export.pdf"]["failure_reason"].lower()
    assert "empty" in rows["d_empty.pdf"]["failure_reason"]
    for name in ("b_encrypted.pdf", "c_export.pdf", "d_empty.pdf"):
        assert rows[name]["status"] == "failed"
        assert (tmp_path / rows[name]["storage_path"]).is_file()  # invariant 2: nothing deleted


def test_duplicates_reuse_the_cached_extraction(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    pdf = text_pdfs(fixture_dir)[1]
    ids = accept(database_url, tmp_path, [(pdf, "a.pdf"), (pdf, "b_copy.pdf")])
    process_batch(context(database_url, tmp_path, "run-1"), ids)
    later = accept(database_url, tmp_path, [(pdf, "c_resent.pdf")])
    outcomes = process_batch(context(database_url, tmp_path, "run-2"), later)
    assert outcomes[0].metadata["extraction"]["cache_hit"] is True
    rows = rows_by_name(database_url)
    assert rows["a.pdf"]["status"] == "completed"
    assert rows["b_copy.pdf"]["status"] == "duplicate"
    assert rows["b_copy.pdf"]["duplicate_of"] == rows["a.pdf"]["id"]
    assert rows["c_resent.pdf"]["duplicate_of"] == rows["a.pdf"]["id"]
    with connect(database_url) as conn:
        assert conn.execute("SELECT count(*) AS n FROM processed_documents").fetchone()["n"] == 1
        items = conn.execute("SELECT duplicate_of FROM review_items ORDER BY id").fetchall()
    assert [i["duplicate_of"] for i in items] == [None, rows["a.pdf"]["id"], rows["a.pdf"]["id"]]


def test_a_human_correction_is_never_overwritten(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """Invariant 4: re-processing and a re-upload keep the locked field."""
    pdf = text_pdfs(fixture_dir)[2]
    [doc] = accept(database_url, tmp_path, [(pdf, "inv.pdf")])
    process_batch(context(database_url, tmp_path, "run-1"), [doc])
    with connect(database_url) as conn:
        write_correction(conn, doc, "invoice_number", "CORRECTED-1", datetime.now(UTC))
        conn.commit()
    # Re-run from the UI: the same document again, in a new run.
    process_batch(context(database_url, tmp_path, "run-2", reprocess_finished=True), [doc])
    [dup] = accept(database_url, tmp_path, [(pdf, "inv_again.pdf")])
    process_batch(context(database_url, tmp_path, "run-3"), [dup])
    with connect(database_url) as conn:
        values = {
            r["document_id"]: r
            for r in conn.execute(
                "SELECT * FROM extracted_fields WHERE field_name = 'invoice_number'"
            ).fetchall()
        }
        row = docs_db.get(conn, doc)
    assert values[doc]["value"] == "CORRECTED-1" and values[doc]["locked"]
    assert values[dup]["value"] == "CORRECTED-1" and values[dup]["locked"]
    payload = json.loads((tmp_path / row["json_path"]).read_text())
    assert payload["corrections"]["invoice_number"] == "CORRECTED-1"


def test_outputs_are_typed_and_money_is_decimal(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """Invariants 5 and 6: atomic files in place, decimal128 money, no temp files left."""
    pdf = text_pdfs(fixture_dir, language="de")[0]
    [doc] = accept(database_url, tmp_path, [(pdf, "r.pdf")])
    process_batch(context(database_url, tmp_path, "run-1"), [doc])
    expected = truth(pdf)["fields"]
    with connect(database_url) as conn:
        row = docs_db.get(conn, doc)
    table = pq.read_table(tmp_path / row["parquet_path"])
    assert str(table.schema.field("total").type) == "decimal128(18, 2)"
    assert str(table.schema.field("invoice_date").type) == "date32[day]"
    assert str(table.column("total")[0].as_py()) == expected["total"]
    leftovers = [p for p in tmp_path.rglob("*.tmp")]
    assert leftovers == []


def test_model_outage_defers_documents_and_they_resume(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """Transient model failures (5xx, an open circuit) never fail a document: it waits and resumes."""
    pdfs = text_pdfs(fixture_dir)
    ids = accept(database_url, tmp_path, [(pdfs[3], "a.pdf"), (pdfs[4], "b.pdf")])
    with running_fake_gemini(default=error_reply(503, "overloaded")) as fake:
        breaker = CircuitBreaker(database_url, failure_threshold=2, open_seconds=0.5)
        engine = gemini_engine(fake, breaker=breaker)
        outcomes = process_batch(context(database_url, tmp_path, "run-1", engine=engine), ids)
        assert [o.status for o in outcomes] == ["deferred", "deferred"]
        rows = rows_by_name(database_url)
        for r in rows.values():
            assert r["status"] == "queued" and r["next_attempt_at"] is not None
            assert r["failure_reason"].startswith("waiting")
        # The model is back: once the circuit lets a probe through, the documents complete.
        fake.default = invoice_reply(sample_invoice())
        import time

        time.sleep(0.6)
        with connect(database_url) as conn:
            conn.execute("UPDATE documents SET next_attempt_at = now()")
            conn.commit()
        outcomes = process_batch(context(database_url, tmp_path, "run-2", engine=engine), ids)
        assert [o.status for o in outcomes] == ["completed", "completed"], [
            o.reason for o in outcomes
        ]


@pytest.mark.parametrize("name", ["decompression_bomb_40000x40000.png"])
def test_hostile_images_fail_with_a_reason(
    tmp_path: Path, database_url: str, fixture_dir: Path, name: str
) -> None:
    [doc] = accept(database_url, tmp_path, [(fixture_dir / "edge_cases" / name, name)])
    [outcome] = process_batch(context(database_url, tmp_path, "run-1"), [doc])
    assert outcome.status == "failed"
    assert "too large" in (outcome.reason or "")


def test_reextract_ignores_the_cache_and_replaces_it(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    [doc] = accept(database_url, tmp_path, [(text_pdfs(fixture_dir)[5], "a.pdf")])
    process_batch(context(database_url, tmp_path, "run-1"), [doc])
    with running_fake_gemini(default=invoice_reply(sample_invoice())) as fake:
        engine = gemini_engine(fake)
        # A plain re-run reuses the cache: no model call.
        process_batch(
            context(database_url, tmp_path, "run-2", engine=engine, reprocess_finished=True), [doc]
        )
        assert fake.request_count == 0
        # With re-extraction the model is called and its result replaces the cached one.
        process_batch(
            context(
                database_url,
                tmp_path,
                "run-3",
                engine=engine,
                reprocess_finished=True,
                reextract=True,
            ),
            [doc],
        )
        assert fake.request_count == 1
    with connect(database_url) as conn:
        row = conn.execute("SELECT engine, first_document_id FROM processed_documents").fetchone()
        status = docs_db.get(conn, doc)["status"]
    assert row["engine"] == "gemini" and row["first_document_id"] == doc
    assert status == "completed"


def test_a_document_refused_while_the_circuit_probe_is_in_flight_retries_soon(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """The half-open circuit refuses other calls with `retry_in_seconds == 0.0` (the probe is
    out now): the document waits the 5 s minimum, not the 60 s default for "no hint"."""
    import time

    from docproc_pipeline.db.model_calls import CircuitState
    from docproc_pipeline.extract.resilience import CircuitOpen, CircuitTicket
    from docproc_pipeline.processing.batch import (
        DEFAULT_RETRY_DELAY_SECONDS,
        MIN_RETRY_DELAY_SECONDS,
        retry_delay,
    )

    [doc] = accept(database_url, tmp_path, [(text_pdfs(fixture_dir)[3], "a.pdf")])
    with running_fake_gemini(default=invoice_reply(sample_invoice())) as fake:
        breaker = CircuitBreaker(database_url, failure_threshold=1, open_seconds=0.2)
        breaker.record_failure(CircuitTicket())  # open
        deadline = time.monotonic() + 10
        while breaker.snapshot().seconds_until_probe > 0:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        probe = CircuitBreaker(database_url, failure_threshold=1, open_seconds=0.2).before_call()
        assert probe.is_probe and breaker.snapshot().state is CircuitState.HALF_OPEN

        engine = gemini_engine(fake, breaker=breaker)
        [outcome] = process_batch(context(database_url, tmp_path, "run-1", engine=engine), [doc])
        assert outcome.status == "deferred" and "circuit" in (outcome.reason or "")
        with connect(database_url) as conn:
            row = conn.execute(
                "SELECT extract(epoch FROM next_attempt_at - updated_at)::float8 AS wait"
                " FROM documents WHERE id = %s",
                (doc,),
            ).fetchone()
        assert row["wait"] == pytest.approx(MIN_RETRY_DELAY_SECONDS, abs=0.5)
        assert fake.requests == []  # refused before any call

    assert retry_delay(CircuitOpen("gemini", 0.0)) == MIN_RETRY_DELAY_SECONDS
    assert retry_delay(CircuitOpen("gemini", 42.0)) == 42.0
    assert retry_delay(RuntimeError("no hint")) == DEFAULT_RETRY_DELAY_SECONDS


def test_each_document_records_the_worker_that_processed_it(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    pdfs = text_pdfs(fixture_dir)
    ids = accept(database_url, tmp_path, [(pdfs[0], "a.pdf"), (pdfs[1], "b.pdf")])
    process_batch(context(database_url, tmp_path, "run-host-a", worker="host-a"), ids[:1])
    process_batch(context(database_url, tmp_path, "run-host-b", worker="host-b"), ids)
    rows = rows_by_name(database_url)
    # b.pdf went to host-b; a.pdf was done by host-a already and is not claimed again
    assert {n: (r["status"], r["processed_on"]) for n, r in rows.items()} == {
        "a.pdf": ("completed", "host-a"),
        "b.pdf": ("completed", "host-b"),
    }
