"""The analyst datasets: typed, one row per document and line item, corrections applied,
incremental, compacted, and materialized through Dagster."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import dagster as dg
import polars as pl
import pyarrow.dataset as pads

from docproc_pipeline.analytics.datasets import (
    INVOICES_SCHEMA,
    LINE_ITEMS_SCHEMA,
    build_datasets,
    partition_file,
)
from docproc_pipeline.db import fields as fields_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.analytics import analyst_datasets
from docproc_pipeline_tests.analytics.seed import seed_documents
from docproc_pipeline_tests.analytics.synthetic import seed_synthetic, touch_documents

NO_OVERLAP = timedelta(0)


def _read(data_dir: Path, dataset: str) -> pl.DataFrame:
    # The one-line read documented in data/README.md.
    return pl.read_parquet(data_dir / "datasets" / dataset, hive_partitioning=True)


def _extractions(database_url: str) -> dict[str, dict]:
    with connect(database_url) as conn:
        rows = conn.execute(
            "SELECT d.id, p.extraction FROM documents d"
            " JOIN processed_documents p ON p.sha256 = d.sha256"
        ).fetchall()
    return {r["id"]: r["extraction"]["fields"] for r in rows}


def test_datasets_read_back_typed_one_row_per_document_and_line_item_with_corrections(
    database_url: str, data_dir: Path, fixture_dir: Path, tmp_path: Path
) -> None:
    # Three layouts whose invoice date the parser reads (the datasets are partitioned by it).
    names = ["inv_de_de_two_column_parties", "inv_en_gb_two_column_parties", "inv_en_us_multipage"]
    pdfs = [fixture_dir / "text_pdf" / f"{name}.pdf" for name in names]
    bad = tmp_path / "broken.pdf"
    bad.write_bytes(b"%PDF-1.7\nnot really a pdf\n")
    first = seed_documents(database_url, data_dir, [*pdfs, bad], run_id="r1")
    again = seed_documents(database_url, data_dir, pdfs[:1], run_id="r2")  # same bytes
    statuses = {o.document_id: o.status for o in first + again}
    assert sorted(statuses.values()) == ["completed"] * 3 + ["duplicate", "failed"]
    extracted = _extractions(database_url)

    result = build_datasets(database_url, data_dir)
    assert result.full

    invoices = _read(data_dir, "invoices")
    lines = _read(data_dir, "invoice_line_items")
    # Schema as documented: the file columns, then the hive partition column.
    assert invoices.columns == [*INVOICES_SCHEMA.names, "invoice_month"]
    assert lines.columns == [*LINE_ITEMS_SCHEMA.names, "invoice_month"]
    assert invoices.schema["total"] == pl.Decimal(18, 2)
    assert invoices.schema["tax_rate"] == pl.Decimal(18, 6)
    assert invoices.schema["invoice_date"] == pl.Date
    assert invoices.schema["processed_at"] == pl.Datetime("us", "UTC")
    assert lines.schema["amount"] == pl.Decimal(18, 2)
    assert lines.schema["quantity"] == pl.Decimal(18, 6)

    # One row per document with an extraction; the failed one has none.
    ok = sorted(i for i, s in statuses.items() if s != "failed")
    assert sorted(invoices["document_id"].to_list()) == ok
    by_id = {r["document_id"]: r for r in invoices.to_dicts()}
    dup = next(i for i, s in statuses.items() if s == "duplicate")
    assert by_id[dup]["is_duplicate"] and by_id[dup]["upload_status"] == "duplicate"
    assert all(by_id[i]["review_status"] == "pending" for i in ok)
    for doc_id in ok:
        fields = extracted[doc_id]
        row = by_id[doc_id]
        assert row["total"] == Decimal(fields["total"]).quantize(Decimal("0.01"))
        assert row["invoice_date"] == date.fromisoformat(fields["invoice_date"])
        assert row["invoice_month"] == fields["invoice_date"][:7]
        assert row["line_item_count"] == len(fields["line_items"])
    # One row per line item.
    assert lines.height == sum(len(extracted[i]["line_items"]) for i in ok) > 0
    counts = dict(lines.group_by("document_id").len().iter_rows())
    assert counts == {i: len(extracted[i]["line_items"]) for i in ok if extracted[i]["line_items"]}

    # A reviewer corrects the total, the invoice date (moving it to another month) and a line.
    target = next(i for i, s in statuses.items() if s == "completed")
    old_month = by_id[target]["invoice_month"]
    now = datetime.now(UTC)
    with connect(database_url) as conn:
        fields_db.write_correction(conn, target, "total", "1234.50", now)
        fields_db.write_correction(conn, target, "invoice_date", "2025-12-31", now)
        fields_db.write_correction(conn, target, "line_items[0].amount", "99.99", now)
        conn.commit()

    result = build_datasets(database_url, data_dir, overlap=NO_OVERLAP)
    assert not result.full
    assert result.documents_touched == 1
    assert "2025-12" in result.partitions_written

    invoices = _read(data_dir, "invoices")
    lines = _read(data_dir, "invoice_line_items")
    assert invoices.height == len(ok)  # still one row per document
    row = invoices.filter(pl.col("document_id") == target).to_dicts()[0]
    assert row["total"] == Decimal("1234.50")
    assert row["invoice_date"] == date(2025, 12, 31)
    assert row["invoice_month"] == "2025-12"
    assert row["corrected_fields"] == ["invoice_date", "line_items[0].amount", "total"]
    first_line = lines.filter(
        (pl.col("document_id") == target) & (pl.col("line_number") == 1)
    ).to_dicts()[0]
    assert first_line["amount"] == Decimal("99.99") and first_line["corrected"]
    assert first_line["invoice_month"] == "2025-12"
    others_in_old = [i for i in ok if i != target and by_id[i]["invoice_month"] == old_month]
    assert partition_file(data_dir, "invoices", old_month).is_file() == bool(others_in_old)

    # pyarrow reads the same dataset with the hive partitioning.
    table = pads.dataset(data_dir / "datasets" / "invoices", partitioning="hive").to_table()
    assert table.num_rows == len(ok)


def test_incremental_build_rewrites_only_touched_partitions(
    database_url: str, data_dir: Path
) -> None:
    # 120 documents dated 2026-01-02 .. 2026-05-01: five monthly partitions.
    seed_synthetic(database_url, 120, lines=5)
    full = build_datasets(database_url, data_dir)
    assert full.full and full.invoice_rows_total == 120 and full.line_item_rows_total == 600
    assert full.partitions_written == ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05"]
    assert full.files == 10  # compacted: one file per partition and dataset
    before = {
        p: partition_file(data_dir, "invoices", p).stat().st_mtime_ns
        for p in full.partitions_written
    }

    nothing = build_datasets(database_url, data_dir)  # changes are an hour old: none to redo
    assert nothing.documents_touched == 0 and nothing.partitions_written == []

    with connect(database_url) as conn:
        touch_documents(conn, ["syn0000040"])  # invoice date 2026-02-10
        conn.commit()
    inc = build_datasets(database_url, data_dir, overlap=NO_OVERLAP)
    assert not inc.full
    assert inc.documents_touched == 1
    assert inc.partitions_written == ["2026-02"]
    assert inc.invoice_rows_written == 28  # the whole partition, compacted
    assert inc.invoice_rows_total == 120 and inc.line_item_rows_total == 600
    after = {p: partition_file(data_dir, "invoices", p).stat().st_mtime_ns for p in before}
    assert [p for p in before if before[p] != after[p]] == ["2026-02"]

    # A partition file removed behind the build's back makes the next build a full one.
    partition_file(data_dir, "invoices", "2026-03").unlink()
    repaired = build_datasets(database_url, data_dir)
    assert repaired.full and partition_file(data_dir, "invoices", "2026-03").is_file()
    assert _read(data_dir, "invoices").height == 120


def test_datasets_materialize_through_dagster_with_metadata(
    database_url: str,
    resources: dict[str, dg.ConfigurableResource],
    data_dir: Path,
    instance: dg.DagsterInstance,
) -> None:
    seed_synthetic(database_url, 30, lines=3)
    result = dg.materialize([analyst_datasets], resources=resources, instance=instance)
    assert result.success
    mats = {
        e.asset_key.to_user_string(): e.materialization.metadata
        for e in result.get_asset_materialization_events()
        if e.asset_key is not None
    }
    assert mats["invoices"]["dagster/row_count"].value == 30
    assert mats["invoice_line_items"]["dagster/row_count"].value == 90
    assert "syn0000030" in mats["invoices"]["preview"].value
    assert _read(data_dir, "invoice_line_items").height == 90


def test_one_failed_document_does_not_freeze_the_datasets(
    instance: dg.DagsterInstance, resources: dict[str, dg.ConfigurableResource]
) -> None:
    """The automation condition requests a build when some document partitions update, while
    another partition of the same asset is failed (never materialized)."""
    partitions = dg.DynamicPartitionsDefinition(name="documents")

    @dg.asset(name="review_item", partitions_def=partitions)
    def review_item_stand_in(context) -> None:  # type: ignore[no-untyped-def]
        if context.partition_key == "doc-bad":
            raise RuntimeError("this document cannot be processed")

    instance.add_dynamic_partitions("documents", ["doc-bad", "doc-good"])
    assets = dg.Definitions(assets=[review_item_stand_in, analyst_datasets], resources=resources)
    tick = dg.evaluate_automation_conditions(defs=assets, instance=instance)
    assert tick.total_requested == 0  # first evaluation: nothing new yet

    failed = dg.materialize(
        [review_item_stand_in], partition_key="doc-bad", instance=instance, raise_on_error=False
    )
    assert not failed.success
    dg.materialize([review_item_stand_in], partition_key="doc-good", instance=instance)
    tick = dg.evaluate_automation_conditions(defs=assets, instance=instance, cursor=tick.cursor)
    assert tick.get_num_requested(dg.AssetKey("invoices")) == 1
    assert tick.get_num_requested(dg.AssetKey("invoice_line_items")) == 1

    # Handled: nothing more until the next update or cron tick.
    tick = dg.evaluate_automation_conditions(defs=assets, instance=instance, cursor=tick.cursor)
    assert tick.total_requested == 0
