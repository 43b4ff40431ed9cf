"""Archiving: reviewed documents leave the `documents` partition set after a configurable age.

Dagster's partition counts only grow and its UI slows past ~100k partitions per asset. A document
that is reviewed and already in the analyst datasets no longer needs its partition: the daily
job deletes it from the dynamic partition set and stamps `documents.archived_at`. Its rows, files
and materialization history stay.
"""

import dagster as dg

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import ModuleConfigResource, PostgresResource

BATCH = 1000


@dg.op(description="Remove the partitions of reviewed documents older than archive_after_days.")
def archive_document_partitions(
    context: dg.OpExecutionContext, postgres: PostgresResource, module_config: ModuleConfigResource
) -> int:
    days = module_config.load().processing.archive_after_days
    if days <= 0:
        context.log.info("archiving disabled (processing.archive_after_days: 0)")
        return 0
    archived = 0
    with connect(postgres.database_url) as conn:
        while True:
            ids = docs_db.archivable(conn, older_than_days=days, limit=BATCH)
            conn.commit()
            if not ids:
                break
            for key in ids:  # idempotent: deleting a missing partition is a no-op
                context.instance.delete_dynamic_partition(documents_partitions.name, key)  # type: ignore[arg-type]
            archived += docs_db.mark_archived(conn, ids)
            conn.commit()
    context.log.info(f"archived {archived} document partitions")
    context.add_output_metadata({"archived": archived, "older_than_days": days})
    return archived


@dg.job(description="Daily: take reviewed, dataset-built documents out of the partition set.")
def archive_job() -> None:
    archive_document_partitions()


archive_schedule = dg.ScheduleDefinition(
    job=archive_job,
    cron_schedule="17 3 * * *",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
