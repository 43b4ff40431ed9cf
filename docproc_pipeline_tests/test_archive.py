"""Archiving: reviewed documents in the datasets leave the partition set; rows and files stay."""

from __future__ import annotations

from pathlib import Path

import dagster as dg

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.archive import archive_job
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import docproc_resources
from docproc_pipeline.processing.batch import process_batch
from docproc_pipeline_tests.fixtures import text_pdfs
from docproc_pipeline_tests.processing.test_batch import accept, context


def test_reviewed_old_documents_leave_the_partition_set(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    pdfs = text_pdfs(fixture_dir)
    ids = accept(database_url, tmp_path, [(pdfs[0], "a_reviewed.pdf"), (pdfs[1], "b_pending.pdf")])
    process_batch(context(database_url, tmp_path, "run-1"), ids)
    reviewed, pending = ids
    with connect(database_url) as conn:
        conn.execute(
            "UPDATE review_items SET status = 'approved' WHERE document_id = %s", (reviewed,)
        )
        conn.execute(
            "UPDATE documents SET finished_at = now() - interval '40 days',"
            " updated_at = now() - interval '40 days'"
        )
        conn.execute("UPDATE review_items SET updated_at = now() - interval '39 days'")
        conn.execute("INSERT INTO analytics_builds (name, watermark) VALUES ('invoices', now())")
        conn.commit()

    resources = docproc_resources(database_url=database_url, data_dir=str(tmp_path))
    with dg.instance_for_test() as instance:
        instance.add_dynamic_partitions(documents_partitions.name, ids)  # type: ignore[arg-type]
        result = archive_job.execute_in_process(instance=instance, resources=resources)
        assert result.success
        assert instance.get_dynamic_partitions(documents_partitions.name) == [pending]  # type: ignore[arg-type]
        # Idempotent: a second run archives nothing more.
        again = archive_job.execute_in_process(instance=instance, resources=resources)
        assert again.output_for_node("archive_document_partitions") == 0

    with connect(database_url) as conn:
        rows = docs_db.get_many(conn, ids)
    assert rows[reviewed]["archived_at"] is not None and rows[pending]["archived_at"] is None
    assert rows[reviewed]["status"] == "completed"
    assert (tmp_path / rows[reviewed]["parquet_path"]).is_file()
