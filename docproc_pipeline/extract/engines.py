"""Choose and build the extraction engine from configuration and environment.

Every engine, and every wrapper around one (the inline-image adapter, the cascade, the e-invoice
router, the worker-process pool), has `close()`: whoever builds an engine closes it when done (a
Dagster run through `ExtractionEngineResource.open_engine`, `docproc extract` at its end). A
wrapper closes what it wraps and what it created; closing twice is harmless.
"""

from __future__ import annotations

import io
from typing import Any, Protocol

from docproc_pipeline.errors import ConfigError
from docproc_pipeline.invoice import InvoiceExtraction
from docproc_pipeline.settings import EnvSettings, ModuleConfig


class Engine(Protocol):
    """Bytes and the sniffed MIME type in, a typed invoice out; `close()` releases clients,
    connections and processes."""

    name: str

    @property
    def thread_safe(self) -> bool:
        """False: the caller serialises calls."""
        ...

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction: ...

    def close(self) -> None: ...


class InlineImageAdapter:
    """Feeds a model engine only the types it accepts inline: other images (TIFF, BMP, GIF) are
    decoded safely (size limits, every frame) and sent as a PDF with one page per frame."""

    thread_safe = True

    def __init__(self, engine: Any, *, max_image_pixels: int) -> None:
        self.engine = engine
        self.name = engine.name
        self.max_image_pixels = max_image_pixels

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        accepted = getattr(self.engine, "mime_types", None)
        if accepted is not None and mime not in accepted and mime.startswith("image/"):
            data, mime = self._as_pdf(data, mime), "application/pdf"
        return self.engine.extract(data, mime)  # type: ignore[no-any-return]

    def close(self) -> None:
        self.engine.close()

    def _as_pdf(self, data: bytes, mime: str) -> bytes:
        from docproc_pipeline.extract.images import load_frames

        frames = load_frames(data, mime, max_image_pixels=self.max_image_pixels)
        out = io.BytesIO()
        first, rest = frames[0].image, [f.image for f in frames[1:]]
        first.save(out, format="PDF", save_all=True, append_images=rest, resolution=frames[0].dpi)
        return out.getvalue()


def engine_choice(env: EnvSettings, config: ModuleConfig) -> str:
    """`offline`, `gemini` or `cascade`: `processing.engine`, where `auto` means the cascade when
    `GEMINI_API_KEY` is set and offline when not. A model engine without a key is a
    `ConfigError`."""
    chosen = config.processing.engine
    if chosen == "auto":
        return "cascade" if env.gemini_api_key else "offline"
    if chosen in ("gemini", "cascade") and not env.gemini_api_key:
        raise ConfigError(f"processing.engine is '{chosen}' but GEMINI_API_KEY is not set")
    return chosen


def build_engine(
    env: EnvSettings, config: ModuleConfig, *, database_url: str | None = None
) -> Engine:
    """The engine `engine_choice` names: offline (text layer + OCR), Gemini, or the cascade
    (offline first, Gemini for the fields offline is unsure of). With a database URL, Gemini's
    circuit breaker, call limiter and call log are shared through PostgreSQL. The caller closes
    the engine."""
    from docproc_pipeline.extract.offline import OfflineEngine

    proc = config.processing
    chosen = engine_choice(env, config)
    if chosen == "offline":
        return OfflineEngine(max_pages=proc.max_pages, max_image_pixels=proc.max_image_pixels)
    model = _gemini(env, config, database_url)
    if chosen == "gemini":
        return model
    from docproc_pipeline.extract.cascade import CascadeEngine, CascadePolicy

    offline = OfflineEngine(max_pages=proc.max_pages, max_image_pixels=proc.max_image_pixels)
    return CascadeEngine(offline, model, CascadePolicy.from_config(config))


def _gemini(env: EnvSettings, config: ModuleConfig, database_url: str | None) -> Engine:
    from docproc_pipeline.extract.gemini import GeminiEngine

    proc = config.processing
    assert env.gemini_api_key  # engine_choice checked it
    engine = GeminiEngine.from_config(
        proc.gemini,
        api_key=env.gemini_api_key,
        database_url=database_url,
        model=env.gemini_model,
        base_url=env.gemini_base_url,
        api_version=env.gemini_api_version,
    )
    return InlineImageAdapter(engine, max_image_pixels=proc.max_image_pixels)


def reads_offline(engine: Any) -> bool:
    """Whether `engine` reads documents with the offline engine (itself, or the cascade's)."""
    return engine.name in ("offline", "cascade")


def offline_reader(engine: Any) -> Any:
    """The engine that does `engine`'s offline reading: the cascade's offline engine, or `engine`
    itself."""
    from docproc_pipeline.extract.cascade import CascadeEngine

    return engine.offline if isinstance(engine, CascadeEngine) else engine


def offline_through(engine: Any, pool: Any) -> Any:
    """`engine` with its offline reading done by `pool` (a batch's worker processes)."""
    from docproc_pipeline.extract.cascade import CascadeEngine

    if isinstance(engine, CascadeEngine):
        return engine.with_offline(pool)
    return pool


def with_einvoices(engine: Any, config: ModuleConfig) -> Any:
    """`engine` behind the e-invoice router: bare CII/UBL XML and PDFs with an embedded invoice
    XML are read from the XML, everything else goes to `engine` (`processing.einvoice`).
    Closing the router closes `engine`."""
    from docproc_pipeline.extract.einvoice.engine import EInvoiceOptions, EInvoiceRouter

    cfg = config.processing
    if not cfg.einvoice.enabled or isinstance(engine, EInvoiceRouter):
        return engine
    options = EInvoiceOptions(
        max_xml_bytes=cfg.einvoice.max_xml_bytes,
        check_xsd=cfg.einvoice.check_xsd,
        print_cross_check=cfg.einvoice.print_cross_check,
        max_pages=cfg.max_pages,
        max_image_pixels=cfg.max_image_pixels,
    )
    # The cascade's offline engine reads the print of hybrid PDFs too (its worker pool in a batch).
    print_engine = offline_reader(engine) if reads_offline(engine) else None
    return EInvoiceRouter(engine, options, print_engine=print_engine)
