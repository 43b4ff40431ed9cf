"""E-invoices through the whole batch: a dropped .xml to JSON, Parquet and a review item; a
hybrid PDF whose print differs gets a high-priority item; clean ones may be auto-approved."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pyarrow.parquet as pq

from docproc_pipeline.db.connection import connect
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.settings import ModuleConfig, ReviewConfig
from docproc_pipeline_tests.extract.einvoice.samples import cii, hybrid_pdf, invoice_print
from docproc_pipeline_tests.landing_util import accept_landing_now


def _run(database_url: str, data_dir: Path, files: dict[str, bytes], config: ModuleConfig):  # type: ignore[no-untyped-def]
    landing = data_dir / "landing"
    landing.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (landing / name).write_bytes(data)
    ids = accept_landing_now(database_url, landing, data_dir)
    ctx = BatchContext(database_url, data_dir, config, OfflineEngine(), "run-e")
    return {o.file_name: o for o in process_batch(ctx, ids)}


def _review(database_url: str, doc_id: str) -> dict:
    with connect(database_url) as conn:
        row = conn.execute(
            "SELECT status, priority, reasons FROM review_items WHERE document_id = %s", (doc_id,)
        ).fetchone()
    assert row is not None
    return dict(row)


def test_dropped_xml_goes_to_json_parquet_and_a_review_item(
    tmp_path: Path, database_url: str
) -> None:
    out = _run(database_url, tmp_path, {"invoice.xml": cii()}, ModuleConfig())
    o = out["invoice.xml"]
    assert o.status == "completed", o.reason
    assert o.metadata["extraction"]["source_format"] == "cii"
    assert o.metadata["extraction"]["einvoice_profile"] == "EN 16931"
    doc = json.loads(Path(o.metadata["invoice_files"]["json_path"]).read_text())
    assert doc["source_format"] == "cii" and doc["extraction"]["fields"]["total"] == "238.00"
    row = pq.read_table(o.metadata["invoice_files"]["parquet_path"]).to_pylist()[0]
    assert (row["source_format"], row["einvoice_profile"], row["document_type"]) == (
        "cii",
        "EN 16931",
        "invoice",
    )
    assert _review(database_url, o.document_id)["status"] == "pending"


def test_print_mismatch_is_a_high_priority_reason(tmp_path: Path, database_url: str) -> None:
    files = {
        "a_same.pdf": hybrid_pdf(cii(), invoice_print()),
        "b_other.pdf": hybrid_pdf(cii(number="RE-2026-102"), invoice_print(number="RE-2026-900")),
    }
    out = _run(database_url, tmp_path, files, ModuleConfig())
    same, other = out["a_same.pdf"], out["b_other.pdf"]
    assert "xml_print_mismatch" not in same.metadata["validation"]["cross_field_errors"]
    assert "xml_print_mismatch" in other.metadata["validation"]["cross_field_errors"]
    flagged = _review(database_url, other.document_id)
    assert any("RE-2026-900" in r for r in flagged["reasons"])
    assert flagged["priority"] > _review(database_url, same.document_id)["priority"]


def test_clean_einvoice_is_auto_approved_when_configured(tmp_path: Path, database_url: str) -> None:
    config = ModuleConfig(review=ReviewConfig(auto_approve_einvoices=True))
    files = {
        "a_clean.xml": cii(),
        "b_broken.xml": cii(number="RE-2026-103", tax="39.00", total="239.00"),
    }
    out = _run(database_url, tmp_path, files, config)
    assert _review(database_url, out["a_clean.xml"].document_id)["status"] == "approved"
    assert _review(database_url, out["b_broken.xml"].document_id)["status"] == "pending"


def _sparse_xml(path: Path, size: int) -> None:
    """An e-invoice XML head followed by zeros up to `size` bytes (a sparse file: instant)."""
    with open(path, "wb") as f:
        f.write(cii()[:1024])
        f.truncate(size)


def test_huge_xml_is_refused_with_a_reason_and_bounded_memory(
    tmp_path: Path, database_url: str
) -> None:
    landing = tmp_path / "landing"
    landing.mkdir()
    _sparse_xml(landing / "a_huge.xml", 200 * 1024 * 1024)  # over processing.max_file_bytes
    _sparse_xml(landing / "b_big.xml", 40 * 1024 * 1024)  # over einvoice.max_xml_bytes only
    ids = accept_landing_now(database_url, landing, tmp_path)
    ctx = BatchContext(database_url, tmp_path, ModuleConfig(), OfflineEngine(), "run-h")
    tracemalloc.start()
    try:
        out = {o.file_name: o for o in process_batch(ctx, ids)}
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    huge, big = out["a_huge.xml"], out["b_big.xml"]
    assert huge.status == "failed" and "file too large: 209715200 bytes" in (huge.reason or "")
    assert big.status == "failed" and "XML too large: 41943040 bytes" in (big.reason or "")
    assert "max_xml_bytes" in (big.reason or "")
    # Either file read whole would allocate 40 MB or more; the cold imports take about 10 MB.
    assert peak < 24 * 1024 * 1024, f"peak Python allocation {peak} bytes"
