"""The landing sensor: files in, partitions added, batched runs requested, dead runs reconciled.

Each tick, in this order (every step idempotent, so a tick killed anywhere is finished by the
next one):
1. finish any accepted file whose move into storage was interrupted;
2. accept stable files from the landing folder (row committed, then moved);
3. add the partitions of stored documents that have none yet;
4. re-queue documents whose run stopped heartbeating (a dead run worker), up to max attempts;
5. if fewer than `max_runs_in_flight` document runs are active, gather every queued document
   into one new batch (group commit: the busier the pipeline, the bigger the batch);
6. request a run for every batch whose documents have not started (Dagster drops run keys it
   has already launched); a batch whose run ended without starting them is re-batched.
"""

import json
import secrets
import time

import dagster as dg
from dagster._core.storage.tags import (
    ASSET_PARTITION_RANGE_END_TAG,
    ASSET_PARTITION_RANGE_START_TAG,
)

from docproc_pipeline.db import documents as docs_db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.documents import BATCH_TAG, ORIGIN_TAG, document_job
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import ModuleConfigResource, PostgresResource, StorageResource
from docproc_pipeline.ingest.landing import accept_files, reconcile_unstored, scan_landing

ACTIVE = [
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
]
ENDED = {dg.DagsterRunStatus.SUCCESS, dg.DagsterRunStatus.FAILURE, dg.DagsterRunStatus.CANCELED}


def _run_request(batch_key: str, ids: list[str]) -> dg.RunRequest:
    tags = {ORIGIN_TAG: "sensor", BATCH_TAG: batch_key}
    if len(ids) == 1:
        return dg.RunRequest(run_key=batch_key, partition_key=ids[0], tags=tags)
    tags[ASSET_PARTITION_RANGE_START_TAG] = ids[0]
    tags[ASSET_PARTITION_RANGE_END_TAG] = ids[-1]
    return dg.RunRequest(run_key=batch_key, tags=tags)


@dg.sensor(
    name="landing_sensor",
    job=document_job,
    minimum_interval_seconds=5,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Watches DOCPROC_DATA_DIR/landing: accepts stable files, adds one `documents` "
    "partition per file and requests one run per batch of arrivals.",
)
def landing_sensor(  # type: ignore[no-untyped-def]
    context: dg.SensorEvaluationContext,
    postgres: PostgresResource,
    storage: StorageResource,
    module_config: ModuleConfigResource,
):
    cfg = module_config.load().processing
    cursor = json.loads(context.cursor) if context.cursor else {}
    seen = {name: (int(v[0]), int(v[1])) for name, v in cursor.get("seen", {}).items()}
    instance = context.instance
    data_dir = storage.data_path
    landing = storage.landing_path
    landing.mkdir(parents=True, exist_ok=True)

    with connect(postgres.database_url) as conn:
        reconcile_unstored(conn, data_dir)
        scan = scan_landing(
            landing, seen, stable_seconds=cfg.stable_seconds, limit=cfg.max_files_per_tick
        )
        accepted = accept_files(conn, landing, data_dir, scan.ready)
        if scan.waiting and len(accepted) < cfg.max_files_per_tick:
            # A second look within the tick: a file dropped just now is accepted in this tick
            # once it has kept its size and mtime for `stable_seconds`, not a tick later.
            time.sleep(min(cfg.stable_seconds, 5.0))
            scan = scan_landing(
                landing,
                scan.seen,
                stable_seconds=cfg.stable_seconds,
                limit=cfg.max_files_per_tick - len(accepted),
            )
            accepted += accept_files(conn, landing, data_dir, scan.ready)

        new_keys = docs_db.without_partition(conn, limit=cfg.max_files_per_tick * 2)
        if new_keys:
            instance.add_dynamic_partitions(documents_partitions.name, new_keys)  # type: ignore[arg-type]
            docs_db.mark_partitioned(conn, new_keys)
            conn.commit()

        # Leases: a document whose run stopped heartbeating goes back to the queue.
        requeued, abandoned = 0, 0
        for row in docs_db.expired_leases(conn, cfg.lease_seconds):
            run = instance.get_run_by_id(row["run_id"]) if row["run_id"] else None
            if run is not None and run.status in ACTIVE:
                instance.report_run_failed(run, "docproc: run worker stopped heartbeating")
            if row["attempts"] >= cfg.max_attempts:
                reason = (
                    f"abandoned: its run died {row['attempts']} times (last run {row['run_id']})"
                )
                abandoned += docs_db.fail_expired(conn, row["id"], cfg.lease_seconds, reason)
            else:
                key = f"retry-{row['id']}-{secrets.token_hex(3)}"
                requeued += docs_db.requeue_expired(conn, row["id"], cfg.lease_seconds, key)
            conn.commit()

        # Group commit: start a new batch only while fewer than the limit are in flight.
        in_flight = len(
            instance.get_run_records(
                filters=dg.RunsFilter(job_name=document_job.name, statuses=ACTIVE),
                limit=cfg.max_runs_in_flight + 1,
            )
        )
        if in_flight < cfg.max_runs_in_flight:
            batch = docs_db.unbatched(conn, limit=cfg.max_files_per_tick)
            if batch:
                docs_db.assign_batch(conn, batch, f"batch-{batch[0]}-{secrets.token_hex(3)}")
                conn.commit()

        run_requests = []
        for key, ids in docs_db.queued_batches(conn).items():
            runs = instance.get_runs(filters=dg.RunsFilter(tags={BATCH_TAG: key}), limit=1)
            if not runs:
                run_requests.append(_run_request(key, ids))
            elif runs[0].status in ENDED:
                # The run ended without starting these documents (it failed to launch, or was
                # cancelled): batch them again, and give up after max_attempts such runs.
                run = runs[0]
                docs_db.release_batch(
                    conn,
                    ids,
                    max_attempts=cfg.max_attempts,
                    reason=f"its runs ended without starting it {cfg.max_attempts} times "
                    f"(last run {run.run_id}: {run.status.value}); see that run's logs",
                )
                conn.commit()

    context.update_cursor(json.dumps({"seen": {k: list(v) for k, v in scan.seen.items()}}))
    if accepted or run_requests or requeued or abandoned:
        context.log.info(
            f"accepted {len(accepted)}, partitions added {len(new_keys)}, runs requested "
            f"{len(run_requests)}, re-queued {requeued}, abandoned {abandoned}, waiting {scan.waiting}"
        )
    if not run_requests:
        return dg.SkipReason(
            f"no new batch (accepted {len(accepted)}, waiting for stability {scan.waiting}, "
            f"runs in flight {in_flight})"
        )
    return run_requests
