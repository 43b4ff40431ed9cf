"""The document job's executor is a configuration choice: in-process by default, Celery worker
hosts with `DOCPROC_EXECUTOR=celery`; a wrong value stops the load naming it."""

from __future__ import annotations

import dagster as dg
import pytest

from docproc_pipeline.defs.documents import DOCUMENT_SPECS, document_pipeline
from docproc_pipeline.defs.executor import (
    CELERY_SETTINGS,
    DEFAULT_BROKER,
    broker_url,
    document_executor,
    executor_name,
)
from docproc_pipeline.defs.resources import docproc_resources
from docproc_pipeline.errors import ConfigError


def test_in_process_is_the_default() -> None:
    assert executor_name({}) == "in_process"
    assert document_executor({}) is dg.in_process_executor
    assert document_executor({"DOCPROC_EXECUTOR": " in_process "}) is dg.in_process_executor


def test_a_wrong_executor_is_refused_by_name() -> None:
    with pytest.raises(ConfigError, match="DOCPROC_EXECUTOR='kubernetes'"):
        executor_name({"DOCPROC_EXECUTOR": "kubernetes"})


def test_celery_runs_the_job_through_dagster_celery_with_the_shared_settings() -> None:
    executor = document_executor({"DOCPROC_EXECUTOR": "celery"})
    assert executor.name == "docproc_celery"
    # A worker host that dies mid-step must not lose it: acknowledged at the end, one at a time.
    assert CELERY_SETTINGS["task_acks_late"] and CELERY_SETTINGS["worker_prefetch_multiplier"] == 1
    job = dg.define_asset_job(
        "document_job",
        selection=dg.AssetSelection.assets(*[s.key for s in DOCUMENT_SPECS]),
        executor_def=executor,
    )
    defs = dg.Definitions(
        assets=[document_pipeline],
        jobs=[job],
        resources=docproc_resources(
            database_url="postgresql://postgres@127.0.0.1:5432/x", data_dir="/tmp"
        ),
    )
    dg.Definitions.validate_loadable(defs)
    resolved = defs.resolve_job_def("document_job")
    assert resolved.executor_def.name == "docproc_celery"


def test_the_broker_comes_from_the_environment() -> None:
    assert broker_url({}) == DEFAULT_BROKER
    url = "pyamqp://docproc:secret@broker:5672/docproc"
    assert broker_url({"DOCPROC_CELERY_BROKER_URL": url}) == url
