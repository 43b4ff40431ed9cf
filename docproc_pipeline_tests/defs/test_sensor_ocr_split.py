"""The landing sensor cuts OCR-heavy arrivals into several runs (`max_ocr_pages_per_run`), no
more than `max_runs_in_flight` at once, against a real Dagster instance and real PostgreSQL."""

from __future__ import annotations

from pathlib import Path

from docproc_pipeline.db.connection import connect
from docproc_pipeline_tests.defs.sensor_stack import (
    RANGE_END,
    RANGE_START,
    drop,
    first_ticks,
    sensor_stack,
)
from docproc_pipeline_tests.fixtures import text_pdfs

SPLIT = "  max_ocr_pages_per_run: 1\n  max_runs_in_flight: 2\n"


def _rows(database_url: str) -> list[dict]:
    with connect(database_url) as conn:
        return conn.execute(
            "SELECT id, file_name, ocr_pages, batch_key FROM documents ORDER BY seq"
        ).fetchall()


def test_scans_are_cut_into_runs_within_the_free_run_slots(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    texts = text_pdfs(fixture_dir)[:3]
    scans = sorted((fixture_dir / "scanned_pdf").glob("*.pdf"))[:2]
    png = sorted((fixture_dir / "image").glob("*.png"))[0]
    with sensor_stack(tmp_path, database_url, extra=SPLIT) as (instance, resources, landing):
        # names sort in arrival order: t0 s1 t2 s3 t4 s5
        for name, src in [
            ("0.pdf", texts[0]),
            ("1.pdf", scans[0]),
            ("2.pdf", texts[1]),
            ("3.pdf", scans[1]),
            ("4.pdf", texts[2]),
            ("5.png", png),
        ]:
            drop(landing, src, name)
        requests, _ = first_ticks(instance, resources)
        rows = _rows(database_url)

    by_name = {r["file_name"]: r for r in rows}
    assert [by_name[n]["ocr_pages"] for n in ("0.pdf", "2.pdf", "4.pdf")] == [0, 0, 0]
    assert all(by_name[n]["ocr_pages"] >= 1 for n in ("1.pdf", "3.pdf", "5.png"))
    # Three runs' worth of OCR, two run slots: two runs now, the last scan waits for a slot.
    assert len(requests) == 2
    ids = [r["id"] for r in rows]
    assert [(q.tags[RANGE_START], q.tags[RANGE_END]) for q in requests] == [
        (ids[0], ids[2]),
        (ids[3], ids[4]),
    ]
    assert by_name["5.png"]["batch_key"] is None


def test_without_the_setting_one_run_takes_everything(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    scans = sorted((fixture_dir / "scanned_pdf").glob("*.pdf"))[:2]
    with sensor_stack(tmp_path, database_url) as (instance, resources, landing):
        for i, src in enumerate(scans):
            drop(landing, src, f"{i}.pdf")
        requests, _ = first_ticks(instance, resources)
        rows = _rows(database_url)
    assert len(requests) == 1
    assert {r["ocr_pages"] for r in rows} == {None}  # not even estimated
