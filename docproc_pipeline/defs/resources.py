"""One Dagster resource per system the pipeline touches, each read from the environment.

- `PostgresResource`: the database (`DOCPROC_DATABASE_URL`), our schema and Dagster's storage.
- `StorageResource`: the data directory (`DOCPROC_DATA_DIR`): landing, storage, outputs.
- `ModuleConfigResource`: the module config file (`DOCPROC_CONFIG`), parsed once per process.
- `ExtractionEngineResource`: builds the extraction engine (Gemini settings from `GEMINI_*`) for
  one run and closes it at the end (`open_engine`), so no HTTP client or database connection of
  an engine outlives its run.

Values come through `dg.EnvVar` (`resources_from_env`), so secrets never land in run config.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import dagster as dg

from docproc_pipeline.extract.engines import Engine, build_engine
from docproc_pipeline.outputs.atomic import remove_stale_temp_files
from docproc_pipeline.settings import EnvSettings, ModuleConfig, load_module_config


@lru_cache(maxsize=8)
def _config_at(path: str) -> ModuleConfig:
    return load_module_config(Path(path) if path else None)


class PostgresResource(dg.ConfigurableResource):
    """The PostgreSQL database holding schema `docproc` (a psycopg-style URL)."""

    database_url: str


class StorageResource(dg.ConfigurableResource):
    """The data directory: `landing/`, `storage/`, `json/`, `parquet/`, `datasets/`, `metrics/`."""

    data_dir: str

    @property
    def data_path(self) -> Path:
        return Path(self.data_dir).absolute()

    @property
    def landing_path(self) -> Path:
        return self.data_path / "landing"

    def remove_stale_temp_files(self, *, older_than_seconds: float) -> list[Path]:
        """Remove temp files that interrupted writes left in the output folders (see
        `outputs.atomic.remove_stale_temp_files`); returns the removed paths."""
        return remove_stale_temp_files(self.data_path, older_than_seconds=older_than_seconds)


class ModuleConfigResource(dg.ConfigurableResource):
    """`configs/extraction_module_schema.yaml` or the file at `config_path`; a bad key fails the
    first use, naming the key."""

    config_path: str = ""

    def load(self) -> ModuleConfig:
        return _config_at(self.config_path)


class ExtractionEngineResource(dg.ConfigurableResource):
    """The extraction engine: Gemini when configured (`processing.engine`, `GEMINI_API_KEY`),
    else the offline engine. Gemini's circuit breaker, call limiter and call log share state
    through `postgres`."""

    postgres: PostgresResource
    module_config: ModuleConfigResource
    gemini_api_key: str = ""
    gemini_model: str = ""
    gemini_base_url: str = ""
    gemini_api_version: str = ""

    @contextmanager
    def open_engine(self) -> Iterator[Engine]:
        """A fresh engine, closed (HTTP client, database connections) when the block ends."""
        env = EnvSettings(
            data_dir=Path("."),  # engines read bytes handed to them, never the data directory
            database_url=self.postgres.database_url,
            gemini_api_key=self.gemini_api_key or None,
            gemini_model=self.gemini_model or None,
            gemini_base_url=self.gemini_base_url or None,
            gemini_api_version=self.gemini_api_version or None,
        )
        engine = build_engine(
            env, self.module_config.load(), database_url=self.postgres.database_url
        )
        try:
            yield engine
        finally:
            engine.close()


def docproc_resources(
    *,
    database_url: str,
    data_dir: str,
    config_path: str = "",
    gemini_api_key: str = "",
    gemini_model: str = "",
    gemini_base_url: str = "",
    gemini_api_version: str = "",
) -> dict[str, dg.ConfigurableResource]:
    """The resources every asset, job and sensor of the code location asks for, by key."""
    postgres = PostgresResource(database_url=database_url)
    module_config = ModuleConfigResource(config_path=config_path)
    return {
        "postgres": postgres,
        "storage": StorageResource(data_dir=data_dir),
        "module_config": module_config,
        "extraction_engine": ExtractionEngineResource(
            postgres=postgres,
            module_config=module_config,
            gemini_api_key=gemini_api_key,
            gemini_model=gemini_model,
            gemini_base_url=gemini_base_url,
            gemini_api_version=gemini_api_version,
        ),
    }


def resources_from_env() -> dict[str, dg.ConfigurableResource]:
    """`docproc_resources` with every value read through `dg.EnvVar` when a run starts."""
    return docproc_resources(
        database_url=dg.EnvVar("DOCPROC_DATABASE_URL"),
        data_dir=dg.EnvVar("DOCPROC_DATA_DIR"),
        config_path=dg.EnvVar("DOCPROC_CONFIG"),
        gemini_api_key=dg.EnvVar("GEMINI_API_KEY"),
        gemini_model=dg.EnvVar("GEMINI_MODEL"),
        gemini_base_url=dg.EnvVar("GEMINI_BASE_URL"),
        gemini_api_version=dg.EnvVar("GEMINI_API_VERSION"),
    )
