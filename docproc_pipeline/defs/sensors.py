"""The landing sensor: files in, partitions added, batched runs requested, dead runs reconciled.

Each tick, in this order (every step idempotent, so a tick killed anywhere is finished by the
next one):
1. finish any accepted file whose move into storage was interrupted;
2. accept stable files from the landing folder (row committed, then moved); a file is stable
   when two ticks in a row saw the same size and mtime, at least `stable_seconds` old;
3. confirm the partitions Dagster added; the missing ones go into this tick's result
   (`dynamic_partitions_requests`: the daemon adds them before it creates the tick's runs);
4. with `max_ocr_pages_per_run`, estimate the pages to OCR of new documents
   (`ingest/ocr_estimate.py`);
5. reconcile (`processing/reconcile.py`): fail runs with no live worker and re-queue their
   documents, re-queue documents whose lease expired, release batches whose run ended without
   starting them, gather every queued document into one new batch while fewer than
   `max_runs_in_flight` runs are live, and request a run for every batch without one.
"""

import json
import time
from collections.abc import Sequence
from pathlib import Path

import dagster as dg
from dagster._core.storage.tags import (
    ASSET_PARTITION_RANGE_END_TAG,
    ASSET_PARTITION_RANGE_START_TAG,
)

from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.documents import BATCH_TAG, ORIGIN_TAG, document_job
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import ModuleConfigResource, PostgresResource, StorageResource
from docproc_pipeline.ingest.landing import accept_files, reconcile_unstored, scan_landing
from docproc_pipeline.ingest.ocr_estimate import estimate_queued
from docproc_pipeline.processing.reconcile import (
    ActiveRun,
    BatchRequest,
    BatchRun,
    Reconciled,
    confirm_partitions,
    reconcile,
)
from docproc_pipeline.settings import ProcessingConfig

ACTIVE = [
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
]
ENDED = {dg.DagsterRunStatus.SUCCESS, dg.DagsterRunStatus.FAILURE, dg.DagsterRunStatus.CANCELED}
MAX_RETRIES_TAG = "dagster/max_retries"


class DagsterRuns:
    """The `Orchestrator` the reconcile step needs, over the sensor's Dagster instance."""

    def __init__(self, instance: dg.DagsterInstance) -> None:
        self._instance = instance

    def existing_partitions(self, keys: Sequence[str]) -> set[str]:
        # One bounded query per 1,000 keys (a per-key lookup opened a connection each: ~6 s
        # per 1,000 arrivals on the sensor's tick here).
        name: str = documents_partitions.name  # type: ignore[assignment]
        return set(self._instance.get_existing_dynamic_partitions(name, keys))

    def active_runs(self) -> Sequence[ActiveRun]:
        records = self._instance.get_run_records(
            filters=dg.RunsFilter(job_name=document_job.name, statuses=ACTIVE)
        )
        now = time.time()
        runs = []
        for rec in records:
            started = rec.dagster_run.status == dg.DagsterRunStatus.STARTED
            since = rec.start_time or rec.update_timestamp.timestamp()
            runs.append(
                ActiveRun(
                    run_id=rec.dagster_run.run_id,
                    batch_key=rec.dagster_run.tags.get(BATCH_TAG),
                    started=started,
                    age_seconds=max(0.0, now - since),
                )
            )
        return runs

    def latest_run(self, batch_key: str) -> BatchRun | None:
        runs = self._instance.get_runs(filters=dg.RunsFilter(tags={BATCH_TAG: batch_key}), limit=1)
        if not runs:
            return None
        return BatchRun(runs[0].run_id, runs[0].status.value, runs[0].status in ENDED)

    def mark_failed(self, run_id: str, reason: str) -> None:
        run = self._instance.get_run_by_id(run_id)
        if run is None or run.is_finished:
            return
        # Its documents are already re-queued: a run retry would only race the new batch.
        self._instance.add_run_tags(run_id, {MAX_RETRIES_TAG: "0"})
        self._instance.report_run_failed(run, reason)


def _run_request(batch: BatchRequest) -> dg.RunRequest:
    ids = batch.document_ids
    tags = {ORIGIN_TAG: "sensor", BATCH_TAG: batch.batch_key}
    if len(ids) == 1:
        return dg.RunRequest(run_key=batch.batch_key, partition_key=ids[0], tags=tags)
    tags[ASSET_PARTITION_RANGE_START_TAG] = ids[0]
    tags[ASSET_PARTITION_RANGE_END_TAG] = ids[-1]
    return dg.RunRequest(run_key=batch.batch_key, tags=tags)


def _read_cursor(cursor: str | None) -> dict[str, tuple[int, int]]:
    seen = json.loads(cursor).get("seen", {}) if cursor else {}
    return {name: (int(v[0]), int(v[1])) for name, v in seen.items()}


def _summary(accepted: int, added: int, waiting: int, done: Reconciled) -> str:
    return (
        f"accepted {accepted}, partitions requested {added}, runs requested "
        f"{len(done.requests)}, live runs {done.live_runs}, dead runs failed "
        f"{len(done.dead_runs)}, re-queued {done.requeued}, abandoned {done.abandoned}, "
        f"waiting for stability {waiting}"
    )


@dg.sensor(
    name="landing_sensor",
    job=document_job,
    # The daemon evaluates sensors once per 5 s loop; a shorter interval makes every loop a tick
    # (with 5 s, loop jitter skips every other loop and a file waits up to 20 s for its two looks).
    minimum_interval_seconds=1,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Watches DOCPROC_DATA_DIR/landing: accepts stable files, adds one `documents` "
    "partition per file, requests one run per batch of arrivals, and re-queues the documents "
    "of runs that died.",
)
def landing_sensor(  # type: ignore[no-untyped-def]
    context: dg.SensorEvaluationContext,
    postgres: PostgresResource,
    storage: StorageResource,
    module_config: ModuleConfigResource,
):
    cfg: ProcessingConfig = module_config.load().processing
    landing: Path = storage.landing_path
    landing.mkdir(parents=True, exist_ok=True)
    dagster = DagsterRuns(context.instance)
    with connect(postgres.database_url) as conn:
        reconcile_unstored(conn, storage.data_path)
        scan = scan_landing(
            landing,
            _read_cursor(context.cursor),
            stable_seconds=cfg.stable_seconds,
            limit=cfg.max_files_per_tick,
        )
        accepted = accept_files(conn, landing, storage.data_path, scan.ready)
        new_keys = confirm_partitions(conn, dagster, limit=cfg.max_files_per_tick * 2)
        if cfg.max_ocr_pages_per_run:  # only then are runs cut by their OCR load
            estimate_queued(
                conn, storage.data_path, max_pages=cfg.max_pages, limit=cfg.max_files_per_tick
            )
        done = reconcile(conn, dagster, cfg, pending_partitions=new_keys)

    summary = _summary(len(accepted), len(new_keys), scan.waiting, done)
    if accepted or new_keys or done.requests or done.dead_runs or done.requeued:
        context.log.info(summary)
    return dg.SensorResult(
        run_requests=[_run_request(b) for b in done.requests],
        dynamic_partitions_requests=(
            [documents_partitions.build_add_request(new_keys)] if new_keys else None
        ),
        skip_reason=None if done.requests else summary,
        cursor=json.dumps({"seen": {k: list(v) for k, v in scan.seen.items()}}),
    )
