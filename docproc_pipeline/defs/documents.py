"""Per-document assets (partitioned by `documents`) and the job the landing sensor launches.

The five assets are one step: a run carries a range of partitions (a batch), and each document
goes through all five stages inside `process_batch`. Each stage a document completes is recorded
as a materialization of that asset's partition; a document that fails is not materialized at the
stage where it failed, and the step fails at the end naming it, so its partitions show failed in
the UI with the reason while the rest of the batch is materialized. Re-running one partition from
the UI uses the same code with a range of one (and re-processes the document, keeping locked
fields).
"""

import dagster as dg

from docproc_pipeline.defs.executor import document_executor
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import (
    ExtractionEngineResource,
    ModuleConfigResource,
    PostgresResource,
    StorageResource,
)
from docproc_pipeline.processing.batch import BatchContext, DocumentOutcome, process_batch
from docproc_pipeline.settings import worker_name

ORIGIN_TAG = "docproc/origin"
BATCH_TAG = "docproc/batch"
# Launch a run with this tag set to "true" (UI: "Add tag") to ignore the SHA-256 cache.
REEXTRACT_TAG = "docproc/reextract"
GROUP = "documents"

_COMMON = {"partitions_def": documents_partitions, "group_name": GROUP, "skippable": True}

DOCUMENT_SPECS = [
    dg.AssetSpec(
        "document",
        description="An uploaded file: SHA-256, type sniffed from the bytes, size limits; "
        "the `documents` row in PostgreSQL.",
        kinds={"postgres", "file"},
        **_COMMON,  # type: ignore[arg-type]
    ),
    dg.AssetSpec(
        "extraction",
        deps=["document"],
        description="The typed invoice extracted from the document (Gemini or the offline "
        "engine), cached by SHA-256 so a repeat upload is a duplicate, not a second extraction.",
        kinds={"python", "postgres"},
        **_COMMON,  # type: ignore[arg-type]
    ),
    dg.AssetSpec(
        "validation",
        deps=["extraction"],
        description="Field rules and cross-field rules from configs/extraction_module_schema.yaml; "
        "results stored per field in `extracted_fields`.",
        kinds={"python", "postgres"},
        **_COMMON,  # type: ignore[arg-type]
    ),
    dg.AssetSpec(
        "invoice_files",
        deps=["validation"],
        description="data/json/YYYY/MM/DD/{id}.json and data/parquet/YYYY/MM/DD/{id}.parquet, "
        "written atomically.",
        kinds={"parquet", "json"},
        **_COMMON,  # type: ignore[arg-type]
    ),
    dg.AssetSpec(
        "review_item",
        deps=["invoice_files"],
        description="The review-queue row with its priority and assignee; the document's upload "
        "status becomes completed (or duplicate).",
        kinds={"postgres"},
        **_COMMON,  # type: ignore[arg-type]
    ),
]


def _materializations(outcome: DocumentOutcome, worker: str) -> list[dg.AssetMaterialization]:
    events = []
    for stage in outcome.stages:
        metadata = {k: v for k, v in outcome.metadata.get(stage, {}).items() if v is not None}
        metadata["document_id"] = outcome.document_id
        metadata["processed_on"] = worker  # the host (or DOCPROC_WORKER_NAME) that ran it
        if outcome.file_name:
            metadata["file_name"] = outcome.file_name
        for key in ("json_path", "parquet_path", "storage_path"):
            if key in metadata:
                metadata[key] = dg.MetadataValue.path(str(metadata[key]))
        if "preview" in metadata:
            metadata["preview"] = dg.MetadataValue.md(str(metadata["preview"]))
        events.append(
            dg.AssetMaterialization(
                asset_key=stage, partition=outcome.document_id, metadata=metadata
            )
        )
    return events


def _log_materializations(
    context: dg.AssetExecutionContext, events: list[dg.AssetMaterialization]
) -> None:
    """Record per-partition materializations as one batched write.

    `context.log_event` writes each event in its own round of queries (~15 ms here), which for
    5 assets x 500 documents would take longer than the documents themselves. Dagster batches
    the events of a multi-partition output internally (DAGSTER_EVENT_BATCH_SIZE); we use the same
    path through its internal API, pinned with the dagster version, and fall back to
    `log_event` if that API moves.
    """
    try:
        from dagster._core.events import (
            DagsterEvent,
            DagsterEventBatchMetadata,
            generate_event_batch_id,
        )

        step_context = context.op_execution_context._step_execution_context
    except (ImportError, AttributeError):
        for event in events:
            context.log_event(event)
        return
    batch_id = generate_event_batch_id()
    for i, event in enumerate(events):
        DagsterEvent.asset_materialization(
            step_context, event, DagsterEventBatchMetadata(batch_id, i == len(events) - 1)
        )


@dg.multi_asset(
    specs=DOCUMENT_SPECS,
    name="document_pipeline",
    partitions_def=documents_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    can_subset=False,
    check_specs=[
        dg.AssetCheckSpec(
            "rules_pass",
            asset="validation",
            description="Every document validated in the run passes its field rules and the "
            "cross-field rules; a failure is a warning (the document goes to review with the "
            "reason), listed per document in the metadata.",
        ),
        dg.AssetCheckSpec(
            "batch_reconciled",
            asset="review_item",
            description="Every document of the run ended in a final state (completed, duplicate, "
            "failed with a reason) or is waiting for a retry; none is left unaccounted for.",
        ),
    ],
)
def document_pipeline(  # type: ignore[no-untyped-def]
    context: dg.AssetExecutionContext,
    postgres: PostgresResource,
    storage: StorageResource,
    module_config: ModuleConfigResource,
    extraction_engine: ExtractionEngineResource,
):
    keys = list(context.partition_keys)
    config = module_config.load()
    # Temp files of writes a killed run left behind; another live run's are kept.
    stale = storage.remove_stale_temp_files(older_than_seconds=config.processing.lease_seconds)
    if stale:
        context.log.info(f"removed {len(stale)} temp files of interrupted writes")
    step = max(1, len(keys) // 10)

    def progress(done: int, total: int) -> None:
        if done % step == 0 or done == total:
            context.log.info(f"processed {done}/{total} documents")

    worker = worker_name()
    context.log.info(f"processing {len(keys)} documents ({keys[0]} .. {keys[-1]}) on {worker}")
    with extraction_engine.open_engine() as engine:  # closed when the batch is done
        batch = BatchContext(
            database_url=postgres.database_url,
            data_dir=storage.data_path,
            config=config,
            engine=engine,
            run_id=context.run_id,
            reprocess_finished=context.run.tags.get(ORIGIN_TAG) != "sensor",
            reextract=context.run.tags.get(REEXTRACT_TAG, "").lower() == "true",
            worker=worker,
        )
        outcomes = process_batch(batch, keys, progress=progress)
    _log_materializations(context, [e for o in outcomes for e in _materializations(o, worker)])

    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.status] = counts.get(o.status, 0) + 1
    validated = [o for o in outcomes if "validation" in o.stages]
    broken = [o for o in validated if not o.metadata["validation"]["passed"]]
    yield dg.AssetCheckResult(
        check_name="rules_pass",
        asset_key="validation",
        passed=not broken,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={
            "validated": len(validated),
            "with_rule_failures": len(broken),
            "failures": dg.MetadataValue.md(
                "\n".join(
                    f"- `{o.document_id}` {o.file_name}: "
                    f"{o.metadata['validation']['cross_field_errors']}; "
                    f"fields: {o.metadata['validation']['failed_field_rules']}"
                    for o in broken[:100]
                )
                or "none"
            ),
        },
    )
    unaccounted = [o.document_id for o in outcomes if o.status == "processing"]
    yield dg.AssetCheckResult(
        check_name="batch_reconciled",
        asset_key="review_item",
        passed=not unaccounted and len(outcomes) == len(keys),
        metadata={"documents": len(keys), **{f"n_{k}": v for k, v in counts.items()}},
    )
    failed = [o for o in outcomes if o.status == "failed"]
    if failed:
        lines = [f"{o.document_id} ({o.file_name}): {o.reason}" for o in failed[:50]]
        raise dg.Failure(
            description=f"{len(failed)} of {len(keys)} documents failed; the others are done.\n"
            + "\n".join(lines),
            metadata={
                "failed_documents": dg.MetadataValue.json(
                    [
                        {"document_id": o.document_id, "file_name": o.file_name, "reason": o.reason}
                        for o in failed
                    ]
                ),
                **{f"n_{k}": v for k, v in counts.items()},
            },
            allow_retries=False,
        )


document_job = dg.define_asset_job(
    "document_job",
    selection=dg.AssetSelection.assets(*[s.key for s in DOCUMENT_SPECS]),
    # in-process by default; `DOCPROC_EXECUTOR=celery` sends the step to a free worker host
    executor_def=document_executor(),
    description="Processes a batch of uploaded documents (a range of `documents` partitions).",
    tags={"dagster/max_retries": 2},
)
