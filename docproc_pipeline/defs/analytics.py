"""Downstream, not per document: the analyst datasets and the hourly metric snapshots.

Freshness of the datasets: `invoices` and `invoice_line_items` depend on `review_item` (the last
per-document stage) and carry an automation condition that requests a build when any document
partition was newly materialized, or at the latest every 10 minutes (this catches review
decisions and corrections, which happen in the API, not in Dagster), never while a build is in
flight. It does not wait for every document partition to be materialized, so one stuck or failed
document cannot freeze the datasets; a build is incremental and cheap when little changed.
`analytics_automation_sensor` evaluates the condition (running by default).

Snapshots: `metric_snapshots` is hourly-partitioned (UTC, from 2026-01-01). A schedule
materializes the last complete hour a minute after it ends; `metric_snapshots_catchup_sensor`
requests the last complete hour when it has neither a materialization nor a run (daemon was down
at the top of the hour, or just started), one run key per hour. Backfills from the UI run as one
run per range (`BackfillPolicy.single_run`).
"""

from datetime import UTC, datetime, timedelta
from typing import Any

import dagster as dg

from docproc_pipeline.analytics.datasets import INVOICES, LINE_ITEMS, BuildResult, build_datasets
from docproc_pipeline.analytics.snapshots import HOUR, last_complete_hour, write_snapshots
from docproc_pipeline.defs.resources import PostgresResource, StorageResource

GROUP = "analytics"
DATASETS_CRON = "*/10 * * * *"
# The schedule runs at minute 1; the catch-up sensor leaves it that much room plus a margin.
SNAPSHOT_MINUTE = 1
CATCHUP_GRACE = timedelta(minutes=5)

DATASET_FRESHNESS = (
    dg.AutomationCondition.any_deps_updated()
    | dg.AutomationCondition.cron_tick_passed(DATASETS_CRON, cron_timezone="UTC")
).since_last_handled() & ~dg.AutomationCondition.in_progress()  # type: ignore[misc]


def markdown_table(rows: list[dict[str, Any]]) -> str:
    """A small Markdown table for `dg.MetadataValue.md` (the keys of the first row as header)."""
    if not rows:
        return "_no rows_"
    header = list(rows[0])
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        cells = ["" if row[k] is None else str(row[k]).replace("|", "\\|") for k in header]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


_DATASET_COMMON: dict[str, Any] = {
    "deps": ["review_item"],
    "group_name": GROUP,
    "kinds": {"parquet", "postgres"},
    "automation_condition": DATASET_FRESHNESS,
    "tags": {"docproc/audience": "analysts"},
}

DATASET_SPECS = [
    dg.AssetSpec(
        INVOICES,
        description="One row per processed invoice (completed or duplicate documents): typed "
        "fields, decimal money, upload and review status, duplicate flag, human corrections "
        "applied. data/datasets/invoices/invoice_month=YYYY-MM/part-0.parquet, schema in "
        "data/README.md. Built incrementally from PostgreSQL.",
        **_DATASET_COMMON,
    ),
    dg.AssetSpec(
        LINE_ITEMS,
        description="One row per invoice line item, in the partition of its invoice: "
        "data/datasets/invoice_line_items/invoice_month=YYYY-MM/part-0.parquet, schema in "
        "data/README.md. Built with `invoices` in the same pass.",
        **_DATASET_COMMON,
    ),
]


def _dataset_metadata(result: BuildResult, dataset: str) -> dict[str, Any]:
    is_invoices = dataset == INVOICES
    md: dict[str, Any] = {
        "path": dg.MetadataValue.path(
            str(result.invoices_path if is_invoices else result.line_items_path)
        ),
        "dagster/row_count": result.invoice_rows_total
        if is_invoices
        else result.line_item_rows_total,
        "rows_rewritten": result.invoice_rows_written
        if is_invoices
        else result.line_item_rows_written,
        "full_build": result.full,
        "documents_touched": result.documents_touched,
        "partitions_rewritten": ", ".join(result.partitions_written) or "none",
        "partitions_removed": ", ".join(result.partitions_removed) or "none",
        "files": result.files // 2,
        "watermark": result.watermark.isoformat(),
        "build_seconds": result.seconds,
    }
    if is_invoices:
        md["preview"] = dg.MetadataValue.md(markdown_table(result.preview))
    return md


@dg.multi_asset(specs=DATASET_SPECS, name="analyst_datasets", can_subset=False)
def analyst_datasets(  # type: ignore[no-untyped-def]
    context: dg.AssetExecutionContext, postgres: PostgresResource, storage: StorageResource
):
    result = build_datasets(postgres.database_url, storage.data_path)
    context.log.info(
        f"{'full' if result.full else 'incremental'} build: {result.documents_touched} documents "
        f"touched, partitions rewritten {result.partitions_written or 'none'}, "
        f"{result.seconds} s"
    )
    for dataset in (INVOICES, LINE_ITEMS):
        yield dg.MaterializeResult(asset_key=dataset, metadata=_dataset_metadata(result, dataset))


analytics_automation_sensor = dg.AutomationConditionSensorDefinition(
    "analytics_automation_sensor",
    target=dg.AssetSelection.assets(*[s.key for s in DATASET_SPECS]),
    default_status=dg.DefaultSensorStatus.RUNNING,
    minimum_interval_seconds=30,
    description="Keeps the analyst datasets fresh (see their automation condition).",
)


# --- hourly metric snapshots ------------------------------------------------------------------

hourly_partitions = dg.HourlyPartitionsDefinition(start_date="2026-01-01-00:00", timezone="UTC")


@dg.asset(
    partitions_def=hourly_partitions,
    group_name=GROUP,
    kinds={"json", "parquet", "postgres"},
    backfill_policy=dg.BackfillPolicy.single_run(),
    description="One snapshot per UTC hour: documents by upload and review status at the end "
    "of the hour, documents finished and failed in it, mean confidence, tokens, model calls, "
    "SLA breaches. data/metrics/YYYY/MM/DD/HH.json and the table data/metrics/snapshots.parquet "
    "(all hours). Idle hours get a snapshot too.",
)
def metric_snapshots(  # type: ignore[no-untyped-def]
    context: dg.AssetExecutionContext, postgres: PostgresResource, storage: StorageResource
):
    hours = [
        hourly_partitions.time_window_for_partition_key(key).start.astimezone(UTC)
        for key in context.partition_keys
    ]
    batch = write_snapshots(postgres.database_url, storage.data_path, hours)
    context.log.info(f"wrote {len(batch.snapshots)} hourly snapshots")
    last = batch.snapshots[-1]
    preview_cols = (
        "hour_start",
        "documents_total",
        "documents_finished",
        "failures",
        "mean_confidence",
        "prompt_tokens",
        "sla_breaches",
    )
    preview = [{k: s[k] for k in preview_cols} for s in batch.snapshots[-24:]]
    return dg.MaterializeResult(
        metadata={
            "hours": len(batch.snapshots),
            "json_path": dg.MetadataValue.path(str(batch.json_paths[-1])),
            "parquet_path": dg.MetadataValue.path(str(batch.parquet_path)),
            "parquet_rows": batch.parquet_rows,
            "documents_finished": last["documents_finished"],
            "failures": last["failures"],
            "mean_confidence": last["mean_confidence"],
            "sla_breaches": last["sla_breaches"],
            "preview": dg.MetadataValue.md(markdown_table(preview)),
        }
    )


metric_snapshots_job = dg.define_asset_job(
    "metric_snapshots_job",
    selection=[metric_snapshots],
    executor_def=dg.in_process_executor,
    description="Writes the metric snapshot of an hour (or a range of hours).",
)

metric_snapshots_schedule = dg.build_schedule_from_partitioned_job(
    metric_snapshots_job,
    name="metric_snapshots_schedule",
    minute_of_hour=SNAPSHOT_MINUTE,
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Every hour at minute 1: the snapshot of the hour that just ended.",
)

_ACTIVE_OR_DONE = [
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
    dg.DagsterRunStatus.SUCCESS,
]


def snapshot_hour_to_fill(now: datetime) -> datetime:
    """The hour the catch-up sensor looks after at `now`: the last complete one, unless it ended
    so recently that the schedule is still on it (then the one before)."""
    hour = last_complete_hour(now)
    if now < hour + HOUR + timedelta(minutes=SNAPSHOT_MINUTE) + CATCHUP_GRACE:
        hour -= HOUR
    return hour


@dg.sensor(
    name="metric_snapshots_catchup_sensor",
    job=metric_snapshots_job,
    minimum_interval_seconds=300,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Fills in a missing snapshot of the last complete hour (e.g. the daemon was "
    "down when the schedule should have run). One run key per hour.",
)
def metric_snapshots_catchup_sensor(context: dg.SensorEvaluationContext):  # type: ignore[no-untyped-def]
    hour = snapshot_hour_to_fill(datetime.now(UTC))
    if hour < hourly_partitions.start:
        return dg.SkipReason("before the first partition")
    key = hourly_partitions.get_partition_key_for_timestamp(hour.timestamp())
    instance = context.instance
    done = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=metric_snapshots.key, asset_partitions=[key]), limit=1
    )
    if done.records:
        return dg.SkipReason(f"{key} is materialized")
    runs = instance.get_run_records(
        filters=dg.RunsFilter(
            job_name=metric_snapshots_job.name,
            tags={"dagster/partition": key},
            statuses=_ACTIVE_OR_DONE,
        ),
        limit=1,
    )
    if runs:
        return dg.SkipReason(f"{key} has a run ({runs[0].dagster_run.status.value})")
    return dg.RunRequest(run_key=f"metric_snapshots-{key}", partition_key=key)
