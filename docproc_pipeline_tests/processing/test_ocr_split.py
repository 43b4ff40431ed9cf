"""Cutting a tick's arrivals into runs by their pages to OCR (`max_ocr_pages_per_run`), and the
sensor's estimate of those pages."""

from __future__ import annotations

from pathlib import Path

from docproc_pipeline.ingest.ocr_estimate import estimate_ocr_pages
from docproc_pipeline.processing.reconcile import split_by_ocr_pages
from docproc_pipeline_tests.fixtures import text_pdfs


def test_zero_means_one_run_for_everything() -> None:
    ids = ["a", "b", "c"]
    assert split_by_ocr_pages(ids, {"a": 5, "b": 5}, 0) == [ids]
    assert split_by_ocr_pages([], {}, 0) == []


def test_runs_hold_at_most_the_limit_and_text_documents_join_the_run_being_filled() -> None:
    ids = ["t1", "s1", "t2", "s2", "t3", "s3", "t4"]
    pages = {"s1": 1, "s2": 1, "s3": 1}
    assert split_by_ocr_pages(ids, pages, 2) == [["t1", "s1", "t2", "s2", "t3"], ["s3", "t4"]]
    assert split_by_ocr_pages(ids, pages, 1) == [["t1", "s1", "t2"], ["s2", "t3"], ["s3", "t4"]]


def test_a_document_over_the_limit_gets_a_run_of_its_own() -> None:
    ids = ["s1", "big", "s2"]
    pages = {"s1": 1, "big": 9, "s2": 1}
    assert split_by_ocr_pages(ids, pages, 2) == [["s1"], ["big"], ["s2"]]


def test_only_text_documents_stay_one_run() -> None:
    ids = [f"t{i}" for i in range(50)]
    assert split_by_ocr_pages(ids, {}, 1) == [ids]


def test_the_estimate_counts_scanned_pages_and_image_frames_only(
    fixture_dir: Path, tmp_path: Path
) -> None:
    assert estimate_ocr_pages(text_pdfs(fixture_dir)[0], max_pages=500) == 0
    scans = sorted((fixture_dir / "scanned_pdf").glob("*.pdf"))
    assert scans and all(estimate_ocr_pages(p, max_pages=500) >= 1 for p in scans)
    png = sorted((fixture_dir / "image").glob("*.png"))[0]
    assert estimate_ocr_pages(png, max_pages=500) == 1
    tiffs = [p for p in (fixture_dir / "image").glob("*.tif*")]
    assert any(estimate_ocr_pages(p, max_pages=500) > 1 for p in tiffs)  # the multi-page fax


def test_the_estimate_of_an_unreadable_or_missing_file_is_zero(tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\n" + b"\x00" * 100)
    text = tmp_path / "notes.txt"
    text.write_text("not an invoice")
    assert estimate_ocr_pages(broken, max_pages=500) == 0
    assert estimate_ocr_pages(text, max_pages=500) == 0
    assert estimate_ocr_pages(tmp_path / "gone.pdf", max_pages=500) == 0
