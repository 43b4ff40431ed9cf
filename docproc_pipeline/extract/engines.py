"""Choose and build the extraction engine from configuration and environment."""

from __future__ import annotations

from docproc_pipeline.errors import ConfigError
from docproc_pipeline.settings import EnvSettings, ModuleConfig


def build_engine(env: EnvSettings, config: ModuleConfig, *, database_url: str | None = None):  # type: ignore[no-untyped-def]
    """Gemini when configured (`processing.engine: gemini`, or `auto` with `GEMINI_API_KEY` set),
    else the offline engine (text layer + OCR)."""
    proc = config.processing
    use_gemini = proc.engine == "gemini" or (proc.engine == "auto" and env.gemini_api_key)
    if use_gemini:
        if not env.gemini_api_key:
            raise ConfigError("processing.engine is 'gemini' but GEMINI_API_KEY is not set")
        from docproc_pipeline.extract.gemini import build_gemini_engine

        return build_gemini_engine(env, config, database_url=database_url)
    from docproc_pipeline.extract.offline import OfflineEngine

    return OfflineEngine(max_pages=proc.max_pages, max_image_pixels=proc.max_image_pixels)
