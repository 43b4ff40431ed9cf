"""Bounded fuzzing of the readers: hostile files complete or fail with a reason, never a crash.

A few hundred files are mutated from the project's own fixtures (text-layer PDFs, a small
image-only PDF, a small crop of an invoice image in every image format; see `mutate.py` for the
mutation classes) and sent through `docproc extract` (in-process for every file, in a
subprocess for a sample, whose peak memory is measured) and through `process_batch` with the
real supervised worker pool on real PostgreSQL. Each file must complete or fail with a readable
reason: no traceback, no exception out of the CLI, no failure caught only by the batch's
catch-all for engine bugs ("extraction error: ..."), no crashed or deferred worker.

The seed is fixed so the default run is reproducible; explore with another one:
`DOCPROC_FUZZ_SEED=1234 DOCPROC_FUZZ_COUNT=1000 pytest docproc_pipeline_tests/test_fuzz.py`.
The seed is printed and named in every failure message.
"""

from __future__ import annotations

import contextlib
import faulthandler
import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from docproc_pipeline.cli import main as docproc_main
from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.images import MAX_SIDE_PIXELS, load_frames
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.processing.pool import ExtractionLimitExceeded, ExtractionPool, PoolLimits
from docproc_pipeline.settings import ModuleConfig, load_module_config
from docproc_pipeline_tests.conftest import REPO
from docproc_pipeline_tests.landing_util import accept_landing_now
from docproc_pipeline_tests.mutate import FuzzCase, fuzz_cases, small_bases, with_declared_size

pytestmark = [
    pytest.mark.fuzz,
    # Pillow warns about each broken TIFF tag it skips: expected here, not a finding
    pytest.mark.filterwarnings("ignore::UserWarning:PIL.TiffImagePlugin"),
]

SEED = int(os.environ.get("DOCPROC_FUZZ_SEED") or 20261125)
COUNT = int(os.environ.get("DOCPROC_FUZZ_COUNT") or 240)
SUBPROCESS_SAMPLE = 24
# The `docproc extract` process, OCR model loaded, stays under this (measured ~0.6 GiB: the
# OCR engine, and an image decoded within the 256 MiB decode budget of `images.py`).
CLI_PEAK_RSS_MB = 1024
# Batch limits: generous for these small files, so hitting one is a finding, not noise.
BATCH_TIMEOUT_SECONDS = 60.0
BATCH_WORKER_RSS_MB = 1024
# Whole-test guard against a hang inside the in-process reader (dumps stacks, stops pytest).
HANG_GUARD_SECONDS = 300
CONFIG = REPO / "configs" / "extraction_module_schema.yaml"


def _unreadable(reason: str | None) -> str | None:
    """Why `reason` is not a reason a person can read, or None when it is."""
    if not reason or not reason.strip():
        return "empty reason"
    if "Traceback" in reason or "\n" in reason.strip():
        return "a traceback or several lines"
    if reason.startswith("extraction error:"):
        return "an unexpected exception caught by the batch's catch-all"
    if " object at 0x" in reason:
        return "a Python object's repr"
    return None


@pytest.fixture(scope="module")
def cases(
    fixture_dir: Path, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> list[tuple[Path, FuzzCase]]:
    # straight to the terminal, past pytest's capture: the seed is shown on every run
    note = f"fuzz seed {SEED}, {COUNT} files (set DOCPROC_FUZZ_SEED / DOCPROC_FUZZ_COUNT)"
    capture = request.config.pluginmanager.getplugin("capturemanager")
    with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
        print(f"\n{note}")
    folder = tmp_path_factory.mktemp("fuzz")
    out = []
    for case in fuzz_cases(small_bases(fixture_dir), seed=SEED, count=COUNT):
        path = folder / case.name
        path.write_bytes(case.data)
        out.append((path, case))
    return out


@pytest.fixture
def offline_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GEMINI_API_KEY", "DOCPROC_CONFIG"):
        monkeypatch.delenv(name, raising=False)


def test_fuzzed_files_through_docproc_extract_in_process(
    cases: list[tuple[Path, FuzzCase]], offline_env: None, capsys: pytest.CaptureFixture[str]
) -> None:
    problems: list[str] = []
    faulthandler.dump_traceback_later(HANG_GUARD_SECONDS, exit=True, file=sys.__stderr__)
    try:
        for path, case in cases:
            try:
                code = docproc_main(["extract", "--json", "--config", str(CONFIG), str(path)])
            except Exception as e:  # the finding: an exception out of the reader
                problems.append(f"{case.name}: {type(e).__name__}: {e}")
                continue
            record = json.loads(capsys.readouterr().out)
            if record["error"] is None:
                assert code == 0 and record["fields"] is not None, case.name
            elif why := _unreadable(record["error"]):
                problems.append(f"{case.name}: {why}: {record['error']!r}")
            else:
                assert code == 1, case.name
    finally:
        faulthandler.cancel_dump_traceback_later()
    assert not problems, f"seed {SEED}: " + "\n".join(problems)


def _run_measured(argv: list[str], timeout: float) -> tuple[int, str, str, float]:
    """Run `argv`; returns (exit code, stdout, stderr, peak RSS in MiB of that process alone)."""
    with (
        open(os.devnull, "rb") as stdin,
        subprocess.Popen(
            argv, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO
        ) as proc,
    ):
        streams: dict[str, bytes] = {}

        def drain(name: str) -> None:
            stream = getattr(proc, name)
            streams[name] = stream.read()

        peak_kb = [0]
        done = threading.Event()

        def watch_peak() -> None:
            # VmHWM of the program after exec: the fork's copy of this (large) test process
            # would otherwise count, since Linux carries it into the child's ru_maxrss
            status_file = Path(f"/proc/{proc.pid}/status")
            while not done.is_set():
                try:
                    for line in status_file.read_text().splitlines():
                        if line.startswith("VmHWM:"):
                            peak_kb[0] = max(peak_kb[0], int(line.split()[1]))
                except (OSError, ValueError):
                    pass
                done.wait(0.02)

        readers = [threading.Thread(target=drain, args=(n,)) for n in ("stdout", "stderr")]
        readers.append(threading.Thread(target=watch_peak))
        for reader in readers:
            reader.start()
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
            done.set()
        proc.returncode = os.waitstatus_to_exitcode(status)
        for reader in readers:
            reader.join()
    return (
        proc.returncode,
        streams["stdout"].decode(),
        streams["stderr"].decode(errors="replace"),
        (peak_kb[0] or usage.ru_maxrss) / 1024,  # kB on Linux
    )


def test_fuzzed_sample_through_the_docproc_command(
    cases: list[tuple[Path, FuzzCase]], offline_env: None
) -> None:
    sample = random.Random(SEED).sample(cases, min(SUBPROCESS_SAMPLE, len(cases)))
    paths = [str(path) for path, _ in sample]
    argv = [sys.executable, "-m", "docproc_pipeline.cli", "extract", "--json"]
    code, out, err, peak_mb = _run_measured([*argv, "--config", str(CONFIG), *paths], 300)
    print(f"docproc extract over {len(paths)} fuzzed files: peak RSS {peak_mb:.0f} MiB")
    assert code in (0, 1), f"seed {SEED}: exit code {code}\n{err[-3000:]}"
    assert "Traceback" not in err, f"seed {SEED}:\n{err[-3000:]}"
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["file"] for r in records] == paths
    for record in records:
        if record["error"] is not None:
            assert _unreadable(record["error"]) is None, (SEED, record["file"], record["error"])
    assert peak_mb < CLI_PEAK_RSS_MB, f"seed {SEED}: peak RSS {peak_mb:.0f} MiB"


def test_fuzzed_files_through_a_batch_with_the_worker_pool(
    cases: list[tuple[Path, FuzzCase]], tmp_path: Path, database_url: str
) -> None:
    landing = tmp_path / "landing"
    landing.mkdir()
    for _, case in cases:
        (landing / case.name).write_bytes(case.data)
    ids = accept_landing_now(database_url, landing, tmp_path)
    base = load_module_config(CONFIG)
    config = ModuleConfig.model_validate(
        {
            **base.model_dump(by_alias=True),
            "processing": {
                **base.processing.model_dump(),
                "extract_processes": 2,
                "document_timeout_seconds": BATCH_TIMEOUT_SECONDS,
                "max_worker_rss_mb": BATCH_WORKER_RSS_MB,
            },
        }
    )
    engine = OfflineEngine(
        max_pages=config.processing.max_pages,
        max_image_pixels=config.processing.max_image_pixels,
    )
    ctx = BatchContext(
        database_url=database_url, data_dir=tmp_path, config=config, engine=engine, run_id="fuzz"
    )
    outcomes = process_batch(ctx, ids)
    assert len(outcomes) == len(cases)
    problems = []
    for outcome in outcomes:
        if outcome.status in ("completed", "duplicate"):
            continue
        if outcome.status != "failed":
            problems.append(f"{outcome.file_name}: {outcome.status}: {outcome.reason}")
        elif why := _unreadable(outcome.reason):
            problems.append(f"{outcome.file_name}: {why}: {outcome.reason!r}")
        elif (outcome.reason or "").startswith(("extraction timed out", "extraction worker")):
            problems.append(f"{outcome.file_name}: hit a worker limit: {outcome.reason}")
    assert not problems, f"seed {SEED}: " + "\n".join(problems)


# ------------------------------------------------------------- regressions found by fuzzing
# Each crash class the fuzzer found, pinned with a fixed file so it stays fixed.


@pytest.fixture(scope="module")
def bases(fixture_dir: Path) -> dict[str, bytes]:
    return small_bases(fixture_dir)


def test_regression_a_strip_image_is_capped_on_its_longest_side(bases: dict[str, bytes]) -> None:
    """A GIF header declaring 65535x200 is under the pixel budget, but OCR of a 65535 px wide
    strip peaked at ~3 GB: the frame is now shrunk to `MAX_SIDE_PIXELS` on its longest side, and
    the extraction stays inside a 1 GB worker."""
    strip = with_declared_size(bases["crop.gif"], 65535, 200)
    [frame] = load_frames(strip, "image/gif", max_image_pixels=12_000_000)
    assert frame.original_size == (65535, 200)
    assert max(frame.image.size) <= MAX_SIDE_PIXELS
    limits = PoolLimits(60, 1024)
    with (
        ExtractionPool(OfflineEngine(), processes=1, limits=limits) as pool,
        pytest.raises(DocumentRejected) as err,
    ):
        pool.extract(strip, "image/gif")
    assert not isinstance(err.value, ExtractionLimitExceeded), str(err.value)


def test_regression_a_jpeg_that_fails_to_open_gets_a_reason(bases: dict[str, bytes]) -> None:
    """A JPEG Pillow cannot open fell through to an "MPO" opener that does not exist and failed
    with `KeyError: 'MPO'`."""
    broken = with_declared_size(bases["crop.jpg"], 0, 65535)
    with pytest.raises(DocumentRejected) as err:
        load_frames(broken, "image/jpeg", max_image_pixels=12_000_000)
    assert str(err.value) == "corrupt image: not a readable JPEG file"


@pytest.mark.parametrize("name, mime", [("crop.png", "image/png"), ("crop.gif", "image/gif")])
def test_regression_an_unidentified_image_is_named_not_printed(
    bases: dict[str, bytes], name: str, mime: str
) -> None:
    """Pillow's "cannot identify image file <_io.BytesIO object at 0x...>" became the reason."""
    header_only = bases[name][:16]
    with pytest.raises(DocumentRejected) as err:
        load_frames(header_only, mime, max_image_pixels=12_000_000)
    assert _unreadable(str(err.value)) is None
    assert str(err.value).startswith("corrupt image:")
