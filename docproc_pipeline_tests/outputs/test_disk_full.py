"""Outputs on a full disk (a real tmpfs, filled): the document fails with a readable reason, no
file and no temp file is left, and a re-run after space returns writes them."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.outputs.atomic import NoSpaceLeft, atomic_write_all, text_writer
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline_tests.fixtures import text_pdfs
from docproc_pipeline_tests.landing_util import accept_landing_now
from docproc_pipeline_tests.tmpfs import fill, free_bytes, small_tmpfs

OUTPUT_DIRS = ("json", "parquet")


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def _context(database_url: str, data_dir: Path, run_id: str, *, rerun: bool) -> BatchContext:
    return BatchContext(
        database_url=database_url,
        data_dir=data_dir,
        config=ModuleConfig(),
        engine=OfflineEngine(),
        run_id=run_id,
        reprocess_finished=rerun,  # a re-run from the UI takes failed documents again
    )


def test_outputs_on_a_full_disk_fail_the_document_and_a_rerun_writes_them(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    landing = tmp_path / "landing"
    landing.mkdir()
    shutil.copyfile(text_pdfs(fixture_dir)[0], landing / "invoice.pdf")
    with small_tmpfs(tmp_path / "data") as data_dir:
        [doc_id] = accept_landing_now(database_url, landing, data_dir)
        stored = _files(data_dir)
        filler = fill(data_dir)

        [outcome] = process_batch(_context(database_url, data_dir, "run-1", rerun=False), [doc_id])

        assert outcome.status == "failed"
        assert outcome.reason is not None and "no space left on device" in outcome.reason
        assert "Traceback" not in outcome.reason and "[Errno" not in outcome.reason
        assert "invoice_files" not in outcome.stages
        with connect(database_url) as conn:
            row = conn.execute(
                "SELECT status, failure_reason, json_path, parquet_path FROM documents"
            ).fetchone()
        assert row is not None and row["status"] == "failed"
        assert row["failure_reason"] == outcome.reason
        assert row["json_path"] is None and row["parquet_path"] is None
        # Neither output nor a temp file of one: only the stored invoice and the filler remain.
        assert _files(data_dir) == sorted([*stored, filler])

        filler.unlink()
        [again] = process_batch(_context(database_url, data_dir, "run-2", rerun=True), [doc_id])

        assert again.status == "completed", again.reason
        paths = again.metadata["invoice_files"]
        assert json.loads(Path(paths["json_path"]).read_text())["document_id"] == doc_id
        assert pq.read_table(paths["parquet_path"]).num_rows == 1
        assert not [p for p in _files(data_dir) if p.name.endswith(".tmp")]


def test_a_documents_files_are_written_all_or_none(tmp_path: Path) -> None:
    """The small file fits, the big one does not: neither target changes, no temp file stays."""
    with small_tmpfs(tmp_path / "out", size="256k") as out:
        small, big = out / "json" / "a.json", out / "parquet" / "a.parquet"
        small.parent.mkdir()
        small.write_text("the previous version")
        filler = fill(out)
        filler_size = filler.stat().st_size
        os.truncate(filler, filler_size - 64 * 1024)  # room for the small file only
        room = free_bytes(out)
        assert 16 * 1024 < room < 128 * 1024

        with pytest.raises(NoSpaceLeft) as caught:
            atomic_write_all(
                [
                    (small, text_writer("x" * 1024)),
                    (big, text_writer("y" * (room + 64 * 1024))),
                ]
            )

        assert str(caught.value).startswith("no space left on device writing ")
        assert str(big) in str(caught.value)
        assert small.read_text() == "the previous version"
        assert not big.exists()
        assert sorted(p.name for p in _files(out)) == ["a.json", "filler"]
