"""Seed documents the way the pipeline does, without Dagster: accept files from a landing
folder and run the real `process_batch` with the real `OfflineEngine`.

Also a script, so a test can seed from separate processes (two "runs"):

    python -m docproc_pipeline_tests.analytics.seed DATABASE_URL DATA_DIR RUN_ID FILE...
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.processing.batch import BatchContext, DocumentOutcome, process_batch
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline_tests.landing_util import accept_landing_now


def seed_documents(
    database_url: str, data_dir: Path, files: Sequence[Path], *, run_id: str = "seed"
) -> list[DocumentOutcome]:
    """Copy `files` into `<data_dir>/landing`, accept them and process them as one batch."""
    landing = data_dir / "landing"
    landing.mkdir(parents=True, exist_ok=True)
    for f in files:
        shutil.copyfile(f, landing / f"{run_id}_{f.name}")
    ids = accept_landing_now(database_url, landing, data_dir)
    ctx = BatchContext(
        database_url=database_url,
        data_dir=data_dir,
        config=ModuleConfig(),
        engine=OfflineEngine(),
        run_id=run_id,
    )
    return process_batch(ctx, ids)


def main(argv: Sequence[str]) -> int:
    url, data_dir, run_id, *files = argv
    outcomes = seed_documents(url, Path(data_dir), [Path(f) for f in files], run_id=run_id)
    for o in outcomes:
        print(o.document_id, o.status, o.reason or "")
    return 0 if all(o.status in ("completed", "duplicate") for o in outcomes) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
