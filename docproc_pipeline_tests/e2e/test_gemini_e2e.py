"""Gemini through the whole pipeline: `docproc dev` with GEMINI_API_KEY set talks to a fake
Gemini on 127.0.0.1 (the real google-genai client in the real run worker), as the only engine
(`processing.engine: gemini`) and behind the offline engine (`auto` with a key: the cascade)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline_tests.e2e.stack import DevStack, wait_for
from docproc_pipeline_tests.fakes.gemini_server import (
    invoice_reply,
    running_fake_gemini,
    sample_invoice,
)
from docproc_pipeline_tests.fixtures import text_pdfs

pytestmark = pytest.mark.e2e


def test_gemini_engine_end_to_end_with_token_usage(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "processing:\n  engine: gemini\n  stable_seconds: 0.2\n  gemini:\n    timeout_seconds: 10\n"
    )
    with running_fake_gemini(default=invoice_reply(sample_invoice(), prompt_tokens=1500)) as fake:
        stack = DevStack(
            tmp_path / "data",
            database_url,
            config,
            api=False,
            extra_env={
                "GEMINI_API_KEY": "test-key",
                "GEMINI_BASE_URL": fake.url,
                "GEMINI_MODEL": "gemini-test",
            },
        )
        stack.start()
        try:
            for pdf in text_pdfs(fixture_dir)[:3]:
                shutil.copyfile(pdf, stack.landing / pdf.name)
            # A TIFF is not sent inline as it is: it arrives at the model as a PDF.
            shutil.copyfile(fixture_dir / "image" / "tiff_lzw.tif", stack.landing / "scan.tif")
            status = wait_for(
                lambda: stack.settled(4), timeout=240, interval=1, what="4 documents final"
            )
        finally:
            assert stack.stop() == 0, stack.logs()
        assert status["documents"]["completed"] == 4, (status, stack.logs())
        assert fake.request_count == 4
        assert all("/models/gemini-test:generateContent" in p for p in fake.paths)
        mimes = [
            part["inlineData"].get("mimeType") or part["inlineData"].get("mime_type")
            for body in fake.requests
            for content in body["contents"]
            for part in content["parts"]
            if "inlineData" in part
        ]
        assert sorted(mimes) == ["application/pdf"] * 4
    with connect(database_url) as conn:
        rows = conn.execute(
            "SELECT engine, prompt_tokens, extraction FROM processed_documents"
        ).fetchall()
        calls = conn.execute("SELECT count(*) AS n FROM model_calls").fetchone()["n"]
    assert {r["engine"] for r in rows} == {"gemini"}
    assert {r["prompt_tokens"] for r in rows} == {1500}
    assert (
        json.loads(json.dumps(rows[0]["extraction"]))["fields"]["total"]
        == sample_invoice()["total"]
    )
    assert calls == 4


def test_a_key_means_the_cascade_the_model_reads_only_what_offline_is_unsure_of(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    from docproc_pipeline.extract.cascade import CascadePolicy, unsure_fields
    from docproc_pipeline.extract.offline import OfflineEngine
    from docproc_pipeline.settings import ModuleConfig

    policy = CascadePolicy.from_config(ModuleConfig())
    offline = OfflineEngine()
    unsure = {
        pdf.name: unsure_fields(offline.extract(pdf.read_bytes(), "application/pdf"), policy)
        for pdf in text_pdfs(fixture_dir)
    }
    assert any(unsure.values()) and not all(unsure.values()), "the fixtures need both kinds"
    config = tmp_path / "config.yaml"
    config.write_text("processing:\n  stable_seconds: 0.2\n  gemini:\n    timeout_seconds: 10\n")
    with running_fake_gemini(default=invoice_reply(sample_invoice(), prompt_tokens=1500)) as fake:
        stack = DevStack(
            tmp_path / "data",
            database_url,
            config,
            api=False,
            extra_env={"GEMINI_API_KEY": "test-key", "GEMINI_BASE_URL": fake.url},
        )
        stack.start()
        try:
            for pdf in text_pdfs(fixture_dir):
                shutil.copyfile(pdf, stack.landing / pdf.name)
            n = len(unsure)
            status = wait_for(
                lambda: stack.settled(n), timeout=240, interval=1, what=f"{n} documents final"
            )
        finally:
            assert stack.stop() == 0, stack.logs()
        assert status["documents"]["completed"] == n, (status, stack.logs())
        assert fake.request_count == sum(1 for why in unsure.values() if why)
    with connect(database_url) as conn:
        rows = conn.execute(
            "SELECT d.file_name, f.field_name, f.source FROM extracted_fields f"
            " JOIN documents d ON d.id = f.document_id WHERE position('[' in f.field_name) = 0"
        ).fetchall()
        calls = conn.execute("SELECT status, prompt_tokens FROM model_calls").fetchall()
    for row in rows:
        expected = "gemini" if row["field_name"] in unsure[row["file_name"]] else "text"
        assert row["source"] == expected, row
    assert [(c["status"], c["prompt_tokens"]) for c in calls] == [("ok", 1500)] * len(calls)
