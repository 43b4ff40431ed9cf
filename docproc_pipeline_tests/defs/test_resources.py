"""The resources' lifecycle: an engine lives for one run and leaves nothing open behind it.

The document job runs through Dagster (a real instance, real PostgreSQL) with the real Gemini
client pointed at the fake Gemini server; open connections are counted where they end: in
PostgreSQL (`pg_stat_activity`) and in the fake server (client connections not yet closed).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import dagster as dg
import psycopg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.defs.documents import document_pipeline
from docproc_pipeline.defs.partitions import documents_partitions
from docproc_pipeline.defs.resources import ExtractionEngineResource, docproc_resources
from docproc_pipeline.extract.engines import Engine, build_engine, with_einvoices
from docproc_pipeline.outputs.atomic import host_tag
from docproc_pipeline.settings import EnvSettings, ModuleConfig
from docproc_pipeline_tests.fakes.gemini_server import (
    invoice_reply,
    running_fake_gemini,
    sample_invoice,
)
from docproc_pipeline_tests.fixtures import text_pdfs
from docproc_pipeline_tests.landing_util import accept_landing_now


def _other_backends(database_url: str) -> int:
    """Connections to this test's database, other than the one asking."""
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    assert row is not None
    return int(row[0])


_OPENED: list[Any] = []
GEMINI_ONLY = "processing:\n  engine: gemini\n"


class RecordingEngineResource(ExtractionEngineResource):
    """The real resource, keeping a reference to every engine it opens: an engine that was not
    closed explicitly cannot then be closed by the garbage collector instead."""

    @contextmanager
    def open_engine(self) -> Iterator[Engine]:
        with super().open_engine() as engine:
            _OPENED.append(engine)
            yield engine


def _settles(read: Callable[[], int], expected: int, seconds: float = 10.0) -> int:
    """Poll `read` until it returns `expected` or the deadline passes; returns the last value
    (a closed client's server side ends a moment after the client closes)."""
    deadline = time.monotonic() + seconds
    value = read()
    while value != expected and time.monotonic() < deadline:
        time.sleep(0.05)
        value = read()
    return value


def test_three_runs_in_one_process_leave_no_http_client_or_connection_open(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    data_dir = tmp_path / "data"
    landing = data_dir / "landing"
    landing.mkdir(parents=True)
    pdfs = text_pdfs(fixture_dir)
    config = tmp_path / "config.yaml"
    config.write_text(GEMINI_ONLY)  # every document is a model call (the cascade may skip it)
    with (
        running_fake_gemini(invoice_reply(sample_invoice())) as fake,
        dg.instance_for_test() as instance,
    ):
        resources = docproc_resources(
            database_url=database_url,
            data_dir=str(data_dir),
            config_path=str(config),
            gemini_api_key="test-key",
            gemini_model="gemini-test",
            gemini_base_url=fake.url,
        )
        real = resources["extraction_engine"]
        assert isinstance(real, ExtractionEngineResource)
        resources["extraction_engine"] = RecordingEngineResource(
            postgres=real.postgres,
            module_config=real.module_config,
            gemini_api_key=real.gemini_api_key,
            gemini_model=real.gemini_model,
            gemini_base_url=real.gemini_base_url,
        )
        _OPENED.clear()
        before = _other_backends(database_url)
        for i in range(3):
            shutil.copyfile(pdfs[i], landing / f"invoice{i}.pdf")
            [doc_id] = accept_landing_now(database_url, landing, data_dir)
            instance.add_dynamic_partitions(documents_partitions.name, [doc_id])  # type: ignore[arg-type]
            result = dg.materialize(
                [document_pipeline],
                partition_key=doc_id,
                instance=instance,
                resources=resources,
            )
            assert result.success
            with connect(database_url) as conn:
                row = conn.execute(
                    "SELECT d.status, p.extraction->>'engine' AS engine FROM documents d"
                    " JOIN processed_documents p ON p.sha256 = d.sha256 WHERE d.id = %s",
                    (doc_id,),
                ).fetchone()
            assert row is not None and (row["status"], row["engine"]) == ("completed", "gemini")
        # Each run made its model call over its own client, and each client was closed.
        assert fake.request_count == 3
        assert fake.connections_total >= 3
        assert _settles(lambda: fake.open_connections, 0) == 0
        # The breaker, limiter and call log of each run's engine closed their connections, and so
        # did the batch's threads and heartbeat.
        assert _settles(lambda: _other_backends(database_url), before) == before
        assert len(_OPENED) == 3 and all(e.engine.closed for e in _OPENED)


@pytest.mark.parametrize("choice", ["gemini", "cascade"])
def test_closing_the_engine_chain_closes_the_model_client(database_url: str, choice: str) -> None:
    """The e-invoice router closes what it wraps (the cascade, the image adapter), down to
    Gemini's HTTP client and its database connections; closing twice is harmless."""
    with running_fake_gemini(invoice_reply(sample_invoice())) as fake:
        config = ModuleConfig.model_validate({"processing": {"engine": choice}})
        env = EnvSettings(
            data_dir=Path("."),
            database_url=database_url,
            gemini_api_key="test-key",
            gemini_model="gemini-test",
            gemini_base_url=fake.url,
            gemini_api_version=None,
        )
        engine = with_einvoices(build_engine(env, config, database_url=database_url), config)
        assert engine.name == choice
        # router -> (cascade ->) inline-image adapter -> Gemini
        model = engine.fallback.model if choice == "cascade" else engine.fallback
        before = _other_backends(database_url)
        model.extract(b"%PDF-1.4 not really a pdf", "application/pdf")
        assert fake.open_connections == 1
        assert _other_backends(database_url) > before  # breaker, limiter, call log
        engine.close()
        engine.close()
        assert model.engine.closed
        assert _settles(lambda: fake.open_connections, 0) == 0
        assert _settles(lambda: _other_backends(database_url), before) == before


def test_the_engine_resource_closes_its_engine_when_the_block_ends(
    database_url: str, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(GEMINI_ONLY)
    with running_fake_gemini(invoice_reply(sample_invoice())) as fake:
        resource = docproc_resources(
            database_url=database_url,
            data_dir=".",
            config_path=str(config),
            gemini_api_key="test-key",
            gemini_model="gemini-test",
            gemini_base_url=fake.url,
        )["extraction_engine"]
        assert isinstance(resource, ExtractionEngineResource)
        with resource.open_engine() as engine:
            assert engine.name == "gemini"
            engine.extract(b"%PDF-1.4 not really a pdf", "application/pdf")
            assert fake.open_connections == 1
        assert engine.engine.closed  # type: ignore[attr-defined]
        assert _settles(lambda: fake.open_connections, 0) == 0


def test_a_document_run_starts_by_removing_temp_files_of_dead_writers(
    tmp_path: Path, database_url: str, fixture_dir: Path
) -> None:
    data_dir = tmp_path / "data"
    landing = data_dir / "landing"
    landing.mkdir(parents=True)
    shutil.copyfile(text_pdfs(fixture_dir)[0], landing / "invoice.pdf")
    [doc_id] = accept_landing_now(database_url, landing, data_dir)
    folder = data_dir / "parquet" / "2026" / "01" / "02"
    folder.mkdir(parents=True)
    exited = subprocess.Popen([sys.executable, "-c", "pass"])
    exited.wait()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        dead = folder / f".x.parquet.w{exited.pid}-{host_tag()}-abc.tmp"
        live = folder / f".y.parquet.w{alive.pid}-{host_tag()}-def.tmp"
        dead.write_bytes(b"half")
        live.write_bytes(b"half")
        with dg.instance_for_test() as instance:
            instance.add_dynamic_partitions(documents_partitions.name, [doc_id])  # type: ignore[arg-type]
            result = dg.materialize(
                [document_pipeline],
                partition_key=doc_id,
                instance=instance,
                resources=docproc_resources(database_url=database_url, data_dir=str(data_dir)),
            )
        assert result.success
        assert not dead.exists() and live.exists()
    finally:
        alive.kill()
        alive.wait()
