"""The supervised extraction pool on its own (no database): real spawned workers running the
real offline engine, and a test engine that hangs, allocates or crashes on marked documents."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from docproc_pipeline.errors import DocumentRejected, TransientError
from docproc_pipeline.processing.pool import (
    ExtractionLimitExceeded,
    ExtractionPool,
    PoolLimits,
    WorkerCrashed,
    read_rss_mb,
)
from docproc_pipeline_tests.conftest import REPO
from docproc_pipeline_tests.fakes.misbehaving import (
    ALLOC_MARK,
    CRASH_MARK,
    HANG_MARK,
    HANGING,
    MisbehavingEngine,
    marked,
)
from docproc_pipeline_tests.fixtures import text_pdfs, truth

PDF = "application/pdf"
LIMIT_MB = 300  # a worker with the offline engine imported holds ~60-100 MB


def _pid_alive(pid: int) -> bool:
    # a killed worker is reaped by the pool (join), so its /proc entry is gone
    return Path(f"/proc/{pid}").exists()


def _worker_pids(pool: ExtractionPool) -> set[int]:
    return {w.process.pid for w in pool._idle if w.process.pid is not None}


@pytest.fixture
def good_pdf(fixture_dir: Path) -> bytes:
    return text_pdfs(fixture_dir)[0].read_bytes()


def test_a_hung_extraction_is_killed_and_its_worker_replaced(good_pdf: bytes) -> None:
    engine = MisbehavingEngine()
    with ExtractionPool(engine, processes=1, limits=PoolLimits(1.0, 2048)) as pool:
        pool.extract(good_pdf, PDF)  # the worker is up and warm
        [first] = _worker_pids(pool)
        started = time.monotonic()
        with pytest.raises(ExtractionLimitExceeded) as err:
            pool.extract(marked(good_pdf, HANG_MARK), PDF)
        elapsed = time.monotonic() - started
        assert str(err.value).startswith("extraction timed out after 1 s")
        assert isinstance(err.value, DocumentRejected)  # permanent: the document fails now
        assert 1.0 <= elapsed < 10.0
        assert not _pid_alive(first)
        # The next document gets a fresh worker and completes.
        result = pool.extract(good_pdf, PDF)
        assert result.fields.invoice_number is not None
        assert pool.workers_started == 2
        assert _worker_pids(pool) and first not in _worker_pids(pool)


def test_a_worker_above_the_memory_limit_is_killed(good_pdf: bytes) -> None:
    engine = MisbehavingEngine(alloc_mb=3 * LIMIT_MB)
    with ExtractionPool(engine, processes=1, limits=PoolLimits(60.0, LIMIT_MB)) as pool:
        started = time.monotonic()
        with pytest.raises(ExtractionLimitExceeded) as err:
            pool.extract(marked(good_pdf, ALLOC_MARK), PDF)
        reason = str(err.value)
        assert reason.startswith(f"extraction worker exceeded {LIMIT_MB} MB (peak ")
        peak = int(reason.split("(peak ")[1].split(" MB")[0])
        assert LIMIT_MB < peak <= 3 * LIMIT_MB + 200
        assert time.monotonic() - started < 30  # caught by memory, not by the 60 s clock
        result = pool.extract(good_pdf, PDF)
        assert result.fields.total is not None
        assert pool.workers_started == 2


def test_a_worker_that_dies_is_a_transient_failure(good_pdf: bytes) -> None:
    with ExtractionPool(MisbehavingEngine(), processes=1, limits=PoolLimits(60, 2048)) as pool:
        with pytest.raises(WorkerCrashed) as err:
            pool.extract(marked(good_pdf, CRASH_MARK), PDF)
        assert isinstance(err.value, TransientError) and err.value.counts_as_attempt
        assert "exit code 70" in str(err.value)
        assert pool.extract(good_pdf, PDF).fields.invoice_number is not None


def test_engine_errors_come_back_unchanged_and_keep_the_worker(fixture_dir: Path) -> None:
    corrupt = (fixture_dir / "edge_cases" / "truncated.pdf").read_bytes()
    with ExtractionPool(MisbehavingEngine(), processes=1, limits=PoolLimits(60, 2048)) as pool:
        with pytest.raises(DocumentRejected) as err:
            pool.extract(corrupt, PDF)
        assert not isinstance(err.value, ExtractionLimitExceeded)
        assert "corrupt or truncated PDF" in str(err.value)
        assert pool.workers_started == 1 and len(_worker_pids(pool)) == 1


def test_one_hung_document_does_not_hold_up_the_others(fixture_dir: Path) -> None:
    """Two workers: while one hangs until its timeout, the other extracts every other document."""
    pdfs = text_pdfs(fixture_dir)[:4]
    hang = marked(pdfs[0].read_bytes(), HANG_MARK)
    finished: dict[str, float] = {}
    errors: list[BaseException] = []
    with ExtractionPool(MisbehavingEngine(), processes=2, limits=PoolLimits(8.0, 2048)) as pool:
        started = time.monotonic()

        def hung() -> None:
            try:
                pool.extract(hang, PDF)
            except ExtractionLimitExceeded as e:
                errors.append(e)
            finished["hung"] = time.monotonic() - started

        thread = threading.Thread(target=hung)
        thread.start()
        for pdf in pdfs:
            result = pool.extract(pdf.read_bytes(), PDF)
            assert result.fields.invoice_number == truth(pdf)["fields"]["invoice_number"]
        finished["others"] = time.monotonic() - started
        thread.join(timeout=30)
    assert len(errors) == 1
    assert finished["others"] < finished["hung"]


def test_read_rss_mb_reads_this_process() -> None:
    memory = read_rss_mb(os.getpid())
    assert memory is not None
    rss, peak = memory
    assert 10 < rss <= peak
    assert read_rss_mb(2**22 + 12345) is None  # no such process


_RUN_SCRIPT = """
import sys
from docproc_pipeline.processing.pool import ExtractionPool, PoolLimits
from docproc_pipeline_tests.fakes.misbehaving import HANG_MARK, MisbehavingEngine, marked

if __name__ == "__main__":
    pool = ExtractionPool(MisbehavingEngine(), processes=1, limits=PoolLimits(600, 2048))
    with open(sys.argv[1], "rb") as f:
        pool.extract(marked(f.read(), HANG_MARK), "application/pdf")
"""


def _spawned_children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes()
            if b"spawn_main" in cmdline:
                found.append(int(child))
    return found


def _exited(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")  # a zombie has exited


def test_a_worker_exits_when_its_run_process_is_killed(tmp_path: Path, fixture_dir: Path) -> None:
    """A run worker killed with -9 while its extraction hangs leaves no worker behind."""
    script = tmp_path / "run.py"
    script.write_text(_RUN_SCRIPT)
    pdf = text_pdfs(fixture_dir)[0]
    run = subprocess.Popen(
        [sys.executable, str(script), str(pdf)], cwd=REPO, stderr=subprocess.PIPE, text=True
    )
    try:
        assert run.stderr is not None
        for line in run.stderr:  # the worker writes this line once it is inside the hang
            if line.strip() == HANGING:
                break
        [worker] = _spawned_children(run.pid)
    finally:
        run.kill()
        run.wait()
    deadline = time.monotonic() + 15
    while not _exited(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _exited(worker)
    run.stderr.close()
