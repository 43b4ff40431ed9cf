"""The one resource: where data and state live, the module config, and the engine."""

from functools import lru_cache
from pathlib import Path

import dagster as dg

from docproc_pipeline.extract.engines import build_engine
from docproc_pipeline.settings import EnvSettings, ModuleConfig, load_module_config


@lru_cache(maxsize=8)
def _config_at(path: str) -> ModuleConfig:
    return load_module_config(Path(path) if path else None)


class DocprocResource(dg.ConfigurableResource):
    """Database URL, data directory, config file and Gemini settings, read from the environment."""

    database_url: str
    data_dir: str
    config_path: str = ""
    gemini_api_key: str = ""
    gemini_model: str = ""
    gemini_base_url: str = ""
    gemini_api_version: str = ""

    @property
    def data_path(self) -> Path:
        return Path(self.data_dir).absolute()

    @property
    def landing_path(self) -> Path:
        return self.data_path / "landing"

    def module_config(self) -> ModuleConfig:
        return _config_at(self.config_path)

    def env_settings(self) -> EnvSettings:
        return EnvSettings(
            data_dir=self.data_path,
            database_url=self.database_url,
            gemini_api_key=self.gemini_api_key or None,
            gemini_model=self.gemini_model or None,
            gemini_base_url=self.gemini_base_url or None,
            gemini_api_version=self.gemini_api_version or None,
        )

    def build_engine(self):  # type: ignore[no-untyped-def]
        return build_engine(
            self.env_settings(), self.module_config(), database_url=self.database_url
        )


def docproc_resource_from_env() -> DocprocResource:
    """Every value through `dg.EnvVar`, so secrets never land in Dagster's run config."""
    return DocprocResource(
        database_url=dg.EnvVar("DOCPROC_DATABASE_URL"),
        data_dir=dg.EnvVar("DOCPROC_DATA_DIR"),
        config_path=dg.EnvVar("DOCPROC_CONFIG"),
        gemini_api_key=dg.EnvVar("GEMINI_API_KEY"),
        gemini_model=dg.EnvVar("GEMINI_MODEL"),
        gemini_base_url=dg.EnvVar("GEMINI_BASE_URL"),
        gemini_api_version=dg.EnvVar("GEMINI_API_VERSION"),
    )
