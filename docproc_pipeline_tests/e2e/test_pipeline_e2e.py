"""End to end: a real `docproc dev` (daemon, webserver, API) on real PostgreSQL, real drops."""

from __future__ import annotations

import json
import os
import shutil
import urllib.request
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline_tests.e2e.stack import DevStack, wait_for
from docproc_pipeline_tests.fixtures import truth

pytestmark = pytest.mark.e2e


def drop(src: Path, landing: Path, name: str | None = None) -> None:
    """Copy under a temp name, then rename: how a careful uploader drops a file."""
    name = name or src.name
    tmp = landing / f"{name}.part"
    shutil.copyfile(src, tmp)
    os.replace(tmp, landing / name)


def test_dropped_text_pdfs_become_completed_documents_outputs_and_review_items(
    stack: DevStack, fixture_dir: Path
) -> None:
    # Every layout and locale, valid and rule-breaking, among them the text PDFs whose invoice
    # number the parser reads: it misses the two-column layout's boxed facts grid (label above
    # the number) for en_GB/en_US and a number labelled only "Ref.".
    pdfs = [
        fixture_dir / "text_pdf" / f"{stem}.pdf"
        for stem in (
            "inv_de_de_classic",
            "inv_de_de_multipage",
            "inv_de_de_multipage_tax_rate",
            "inv_de_de_two_column_parties",
            "inv_en_gb_classic",
            "inv_en_gb_classic_line_amount",
            "inv_en_gb_classic_total",
            "inv_en_gb_multipage",
            "inv_en_us_multipage",
            "inv_en_us_two_column_parties_line_sum",
        )
    ]
    for pdf in pdfs:
        drop(pdf, stack.landing)
    status = wait_for(
        lambda: stack.settled(len(pdfs)), timeout=240, interval=1, what="all documents final"
    )
    assert status["documents"]["completed"] == len(pdfs), (status, stack.logs())
    assert status["review"]["pending"] == len(pdfs)
    assert list(stack.landing.iterdir()) == []
    with connect(stack.database_url) as conn:
        rows = conn.execute("SELECT * FROM documents ORDER BY seq").fetchall()
    for row in rows:
        parquet = stack.data_dir / row["parquet_path"]
        payload = json.loads((stack.data_dir / row["json_path"]).read_text())
        expected = truth(fixture_dir / "text_pdf" / row["file_name"])["fields"]
        assert payload["extraction"]["fields"]["invoice_number"] == expected["invoice_number"]
        table = pq.read_table(parquet)
        assert table.num_rows == 1
        assert str(table.schema.field("total").type) == "decimal128(18, 2)"
        assert (stack.data_dir / row["storage_path"]).is_file()

    # The UI: one partition per document, materialized in each asset with its metadata, and each
    # asset's latest materialization set (our event log storage writes them in one batch).
    materialized = dagster_materializations(stack)
    for asset, by_partition in materialized.items():
        assert set(by_partition) == {r["id"] for r in rows}, asset
        for row in rows:
            assert by_partition[row["id"]]["document_id"] == row["id"], asset
            assert by_partition[row["id"]]["file_name"] == row["file_name"], asset

    # Operators: the API started by `docproc dev` serves the metrics, counted from PostgreSQL.
    with urllib.request.urlopen(f"http://127.0.0.1:{stack.api_port}/api/metrics", timeout=10) as r:
        metrics = r.read().decode()
    assert f'docproc_documents{{status="completed"}} {float(len(pdfs))}' in metrics, metrics[:2000]
    assert f'docproc_review_queue_items{{status="pending"}} {float(len(pdfs))}' in metrics

    # Analysts: the automation sensor builds the datasets after the batch, without being asked.
    invoices = stack.data_dir / "datasets" / "invoices"
    table = wait_for(
        lambda: _read_dataset(invoices, len(pdfs)),
        timeout=180,
        interval=2,
        what="the invoices dataset",
    )
    assert sorted(table.column("document_id").to_pylist()) == sorted(r["id"] for r in rows)
    assert str(table.schema.field("total").type) == "decimal128(18, 2)"


def _read_dataset(folder: Path, expected_rows: int):  # type: ignore[no-untyped-def]
    import pyarrow.dataset as ds

    if not folder.is_dir():
        return None
    table = ds.dataset(folder, format="parquet", partitioning="hive").to_table()
    return table if table.num_rows >= expected_rows else None


def test_edge_cases_end_as_expect_json_says(stack: DevStack, fixture_dir: Path) -> None:
    edge = fixture_dir / "edge_cases"
    expect = json.loads((edge / "expect.json").read_text())
    names = [n for n in expect if n != "expect.json"]
    for name in sorted(names):
        drop(edge / name, stack.landing)
    # Also drop the manifest itself under a non-JSON-looking name: it must fail, not crash.
    drop(edge / "expect.json", stack.landing, "manifest.json")
    processed = [n for n in names if expect[n]["outcome"] != "ignored"]
    status = wait_for(
        lambda: stack.settled(len(processed) + 1), timeout=600, interval=2, what="edge cases final"
    )
    with connect(stack.database_url) as conn:
        rows = {r["file_name"]: r for r in conn.execute("SELECT * FROM documents").fetchall()}
    assert len(rows) == len(processed) + 1, status
    for name in names:
        e = expect[name]
        if e["outcome"] == "ignored":
            assert name not in rows
            assert (stack.landing / name).exists(), f"{name} must stay untouched in landing"
            continue
        row = rows[name]
        assert (stack.data_dir / row["storage_path"]).is_file(), f"{name}: original not kept"
        reason = (row["failure_reason"] or "").lower()
        if e["outcome"] == "failed":
            assert row["status"] == "failed", (name, row["status"], reason)
            assert any(s.lower() in reason for s in e["reason_contains"]), (name, reason)
        elif e["outcome"] == "failed_or_downscaled":
            assert row["status"] in ("failed", "completed"), (name, row["status"], reason)
            if row["status"] == "failed":
                assert any(s.lower() in reason for s in e["reason_contains"]), (name, reason)
        elif e["outcome"] == "duplicate":
            assert row["status"] == "duplicate", (name, row["status"], reason)
            assert row["duplicate_of"] == rows[e["duplicate_of"]]["id"]
        else:
            assert row["status"] == "completed", (name, row["status"], reason)
    assert rows["manifest.json"]["status"] == "failed"
    failures = {f["file_name"]: f["reason"] for f in status["recent_failures"]}
    assert "encrypted.pdf" in failures and failures["encrypted.pdf"]

    # The UI shows each failure on its own partition, the rest as materialized (invariant 3).
    failed_in_ui, materialized = dagster_partition_status(stack)
    for name, row in rows.items():
        if row["status"] == "failed":
            assert row["id"] in failed_in_ui, f"{name} not failed in the UI"
            assert row["id"] not in materialized["review_item"]
        else:
            assert row["id"] in materialized["review_item"], f"{name} not materialized in the UI"


def _dagster_instance(stack: DevStack):  # type: ignore[no-untyped-def]
    """The stack's own Dagster instance, from the dagster.yaml `docproc dev` wrote."""
    import dagster as dg

    from docproc_pipeline.db.connection import sqlalchemy_psycopg2_url

    os.environ["DOCPROC_DAGSTER_PG_URL"] = sqlalchemy_psycopg2_url(stack.database_url)
    return dg.DagsterInstance.from_config(str(stack.data_dir / "dagster"))


def dagster_materializations(stack: DevStack) -> dict[str, dict[str, dict[str, str]]]:
    """Per document asset: partition -> the text metadata of its materialization, read with
    Dagster's own APIs; also checks the asset's latest materialization is one of them."""
    import dagster as dg

    out: dict[str, dict[str, dict[str, str]]] = {}
    with _dagster_instance(stack) as instance:
        for asset in ("document", "extraction", "validation", "invoice_files", "review_item"):
            key = dg.AssetKey(asset)
            records = instance.fetch_materializations(key, limit=1000).records
            by_partition: dict[str, dict[str, str]] = {}
            for record in records:
                m = record.asset_materialization
                assert m is not None and m.partition is not None
                by_partition[m.partition] = {
                    k: str(v.value)
                    for k, v in m.metadata.items()
                    if k in ("document_id", "file_name")
                }
            latest = instance.get_latest_materialization_event(key)
            assert latest is not None and latest.dagster_event is not None, asset
            assert latest.dagster_event.partition in by_partition, asset
            out[asset] = by_partition
    return out


def dagster_partition_status(stack: DevStack) -> tuple[set[str], dict[str, set[str]]]:
    """Failed partitions (any per-document asset) and materialized partitions per asset, as the
    Dagster UI computes them, read from the stack's own instance."""
    import dagster as dg
    from dagster._core.storage.partition_status_cache import (
        get_and_update_asset_status_cache_value,
    )

    from docproc_pipeline.db.connection import sqlalchemy_psycopg2_url
    from docproc_pipeline.defs.partitions import documents_partitions

    os.environ["DOCPROC_DAGSTER_PG_URL"] = sqlalchemy_psycopg2_url(stack.database_url)
    instance = dg.DagsterInstance.from_config(str(stack.data_dir / "dagster"))
    failed: set[str] = set()
    materialized: dict[str, set[str]] = {}
    for asset in ("document", "extraction", "validation", "invoice_files", "review_item"):
        key = dg.AssetKey(asset)
        value = get_and_update_asset_status_cache_value(instance, key, documents_partitions)
        assert value is not None
        failed |= set(
            value.deserialize_failed_partition_subsets(documents_partitions).get_partition_keys()
        )
        materialized[asset] = set(instance.get_materialized_partitions(key))
    return failed, materialized
