"""The SLA check: a job every 5 minutes that flags review items near or past their deadline.

The breach count is in PostgreSQL (`review_items.sla_breached`), so the metric
`docproc_review_sla_breaches_total` at /api/metrics reads it; each run also shows it in its
output metadata and logs.
"""

from datetime import UTC, datetime

import dagster as dg

from docproc_pipeline.defs.analytics import markdown_table
from docproc_pipeline.defs.resources import PostgresResource
from docproc_pipeline.monitoring.sla import check_sla


@dg.op(
    out=dg.Out(dg.Nothing),
    description="Flags open review items past their SLA (one audit row each), stores every open "
    "item's priority and at-risk flag as of now, and counts the breaches.",
    tags={"dagster/kind/postgres": ""},
)
def sla_check(context: dg.OpExecutionContext, postgres: PostgresResource) -> dg.Output[None]:
    result = check_sla(postgres.database_url, datetime.now(UTC))
    message = (
        f"SLA check: {result.newly_breached} newly breached, {result.overdue_open} open items "
        f"overdue, {result.at_risk_open} at risk, {result.breached_total} breached in total"
    )
    if result.newly_breached:
        context.log.warning(message)
    else:
        context.log.info(message)
    preview = [
        {**row, "sla_due_at": row["sla_due_at"].isoformat(), "priority": str(row["priority"])}
        for row in result.overdue_preview
    ]
    return dg.Output(
        None,
        metadata={
            "checked_at": result.checked_at.isoformat(),
            "newly_breached": result.newly_breached,
            "breached_total": result.breached_total,
            "overdue_open": result.overdue_open,
            "at_risk_open": result.at_risk_open,
            "overdue_items": dg.MetadataValue.md(markdown_table(preview)),
        },
    )


@dg.job(
    name="sla_check_job",
    executor_def=dg.in_process_executor,
    description="Flags review items past their SLA and refreshes queue priorities.",
    tags={"docproc/kind": "monitoring"},
)
def sla_check_job() -> None:
    sla_check()


sla_check_schedule = dg.ScheduleDefinition(
    name="sla_check_schedule",
    job=sla_check_job,
    cron_schedule="*/5 * * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Every 5 minutes: the SLA check.",
)
