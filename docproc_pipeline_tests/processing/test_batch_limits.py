"""Per-document limits in a real batch: real PostgreSQL, real supervised worker processes.

One document hangs, one allocates three times the memory limit; each fails with its reason and
the other documents of the batch complete.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from docproc_pipeline.errors import ConfigError
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.settings import ModuleConfig, parse_module_config
from docproc_pipeline_tests.fakes.misbehaving import (
    ALLOC_MARK,
    HANG_MARK,
    MisbehavingEngine,
    marked,
)
from docproc_pipeline_tests.fixtures import text_pdfs
from docproc_pipeline_tests.mutate import pdf_inflating_to
from docproc_pipeline_tests.processing.test_batch import accept, rows_by_name

TIMEOUT_SECONDS = 3.0
LIMIT_MB = 300


def test_a_hung_or_bloated_document_fails_alone_with_its_reason(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    pdfs = text_pdfs(fixture_dir)
    src = tmp_path / "src"
    src.mkdir()
    (src / "hang.pdf").write_bytes(marked(pdfs[0].read_bytes(), HANG_MARK))
    (src / "alloc.pdf").write_bytes(marked(pdfs[1].read_bytes(), ALLOC_MARK))
    data_dir = tmp_path / "data"
    ids = accept(
        database_url,
        data_dir,
        [
            (pdfs[2], "a_good.pdf"),
            (src / "hang.pdf", "b_hangs.pdf"),
            (pdfs[3], "c_good.pdf"),
            (src / "alloc.pdf", "d_allocates.pdf"),
            (pdfs[4], "e_good.pdf"),
            (pdfs[5], "f_good.pdf"),
        ],
    )
    config = ModuleConfig.model_validate(
        {
            "processing": {
                "extract_processes": 2,
                "document_timeout_seconds": TIMEOUT_SECONDS,
                "max_worker_rss_mb": LIMIT_MB,
            }
        }
    )
    ctx = BatchContext(
        database_url=database_url,
        data_dir=data_dir,
        config=config,
        engine=MisbehavingEngine(alloc_mb=3 * LIMIT_MB),
        run_id="run-limits",
    )
    started = time.monotonic()
    outcomes = {o.file_name: o for o in process_batch(ctx, ids)}
    elapsed = time.monotonic() - started

    rows = rows_by_name(database_url)
    for name in ("a_good.pdf", "c_good.pdf", "e_good.pdf", "f_good.pdf"):
        assert outcomes[name].status == "completed", outcomes[name].reason
        assert rows[name]["status"] == "completed"
    hang, alloc = rows["b_hangs.pdf"], rows["d_allocates.pdf"]
    assert hang["status"] == "failed" and alloc["status"] == "failed"
    assert hang["failure_reason"].startswith(f"extraction timed out after {TIMEOUT_SECONDS:g} s")
    assert alloc["failure_reason"].startswith(f"extraction worker exceeded {LIMIT_MB} MB (peak ")
    assert outcomes["b_hangs.pdf"].stages == ["document"]
    # Failed at once, not retried: a hostile file would hang again.
    assert hang["next_attempt_at"] is None and alloc["next_attempt_at"] is None
    assert (data_dir / hang["storage_path"]).is_file()  # nothing deleted
    # The hang cost its timeout once, not the batch's whole duration per document.
    assert elapsed < TIMEOUT_SECONDS + 30


def test_a_pdf_that_inflates_to_gigabytes_fails_on_the_memory_limit(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    """A real hostile file, the real offline engine: a 1.5 MB PDF whose page content inflates to
    1.5 GiB (PDFium inflates it whole) is stopped by the worker memory limit; its neighbour in
    the batch completes."""
    src = tmp_path / "bomb.pdf"
    src.write_bytes(pdf_inflating_to(1536))
    data_dir = tmp_path / "data"
    ids = accept(
        database_url,
        data_dir,
        [(src, "a_bomb.pdf"), (text_pdfs(fixture_dir)[0], "b_good.pdf")],
    )
    config = ModuleConfig.model_validate({"processing": {"max_worker_rss_mb": 768}})
    ctx = BatchContext(
        database_url=database_url,
        data_dir=data_dir,
        config=config,
        engine=OfflineEngine(),
        run_id="run-bomb",
    )
    outcomes = {o.file_name: o for o in process_batch(ctx, ids)}
    assert outcomes["b_good.pdf"].status == "completed", outcomes["b_good.pdf"].reason
    assert outcomes["a_bomb.pdf"].status == "failed"
    assert (outcomes["a_bomb.pdf"].reason or "").startswith(
        "extraction worker exceeded 768 MB (peak "
    )


@pytest.mark.parametrize(
    "key, value",
    [
        ("document_timeout_seconds", 0),
        ("document_timeout_seconds", -5),
        ("max_worker_rss_mb", 0),
        ("max_worker_rss_mb", "lots"),
    ],
)
def test_limit_keys_are_validated_at_start(key: str, value: object) -> None:
    with pytest.raises(ConfigError) as err:
        parse_module_config(f"processing:\n  {key}: {value}\n")
    assert f"processing.{key}" in str(err.value)


def test_limit_keys_have_defaults_and_are_read() -> None:
    default = ModuleConfig().processing
    assert (default.document_timeout_seconds, default.max_worker_rss_mb) == (120.0, 2048)
    cfg = parse_module_config(
        "processing:\n  document_timeout_seconds: 30\n  max_worker_rss_mb: 1500\n"
    ).processing
    assert (cfg.document_timeout_seconds, cfg.max_worker_rss_mb) == (30.0, 1500)
