"""Choose and build the extraction engine from configuration and environment.

Every engine, and every wrapper around one (the inline-image adapter, the e-invoice router, the
worker-process pool), has `close()`: whoever builds an engine closes it when done (a Dagster run
through `ExtractionEngineResource.open_engine`, `docproc extract` at its end). A wrapper closes
what it wraps and what it created; closing twice is harmless.
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
    thread_safe: bool  # False: the caller serialises calls

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


def build_engine(
    env: EnvSettings, config: ModuleConfig, *, database_url: str | None = None
) -> Engine:
    """Gemini when configured (`processing.engine: gemini`, or `auto` with `GEMINI_API_KEY` set),
    else the offline engine (text layer + OCR). With a database URL, Gemini's circuit breaker,
    call limiter and call log are shared through PostgreSQL. The caller closes the engine."""
    proc = config.processing
    use_gemini = proc.engine == "gemini" or (proc.engine == "auto" and env.gemini_api_key)
    if use_gemini:
        if not env.gemini_api_key:
            raise ConfigError("processing.engine is 'gemini' but GEMINI_API_KEY is not set")
        from docproc_pipeline.extract.gemini import GeminiEngine

        engine = GeminiEngine.from_config(
            proc.gemini,
            api_key=env.gemini_api_key,
            database_url=database_url,
            model=env.gemini_model,
            base_url=env.gemini_base_url,
            api_version=env.gemini_api_version,
        )
        return InlineImageAdapter(engine, max_image_pixels=proc.max_image_pixels)
    from docproc_pipeline.extract.offline import OfflineEngine

    return OfflineEngine(max_pages=proc.max_pages, max_image_pixels=proc.max_image_pixels)


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
    return EInvoiceRouter(engine, options)
