"""The one `Definitions` object: assets, checks, jobs, sensors, schedules and resources."""

import dagster as dg

from docproc_pipeline.defs.analytics import (
    analyst_datasets,
    analytics_automation_sensor,
    metric_snapshots,
    metric_snapshots_catchup_sensor,
    metric_snapshots_job,
    metric_snapshots_schedule,
)
from docproc_pipeline.defs.archive import archive_job, archive_schedule
from docproc_pipeline.defs.documents import document_job, document_pipeline
from docproc_pipeline.defs.monitoring import sla_check_job, sla_check_schedule
from docproc_pipeline.defs.resources import resources_from_env
from docproc_pipeline.defs.sensors import landing_sensor

defs = dg.Definitions(
    assets=[document_pipeline, analyst_datasets, metric_snapshots],
    jobs=[document_job, metric_snapshots_job, sla_check_job, archive_job],
    schedules=[metric_snapshots_schedule, sla_check_schedule, archive_schedule],
    sensors=[landing_sensor, analytics_automation_sensor, metric_snapshots_catchup_sensor],
    resources=resources_from_env(),
    # Every downstream run is one step: run it in the run's own process (a run costs seconds of
    # CPU already, see MEASURED.md); the document job sets the same explicitly.
    executor=dg.in_process_executor,
)
