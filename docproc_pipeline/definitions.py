"""The one `Definitions` object: assets, checks, jobs, sensors, schedules and resources."""

import dagster as dg

from docproc_pipeline.defs.documents import document_job, document_pipeline
from docproc_pipeline.defs.resources import docproc_resource_from_env
from docproc_pipeline.defs.sensors import landing_sensor

defs = dg.Definitions(
    assets=[document_pipeline],
    jobs=[document_job],
    sensors=[landing_sensor],
    resources={"docproc": docproc_resource_from_env()},
)
