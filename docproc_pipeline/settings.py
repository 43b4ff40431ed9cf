"""Configuration: environment variables and `configs/extraction_module_schema.yaml`.

Both are parsed once into typed, frozen pydantic models. An unknown or wrongly typed key fails at
start with a `ConfigError` that names the key (for example `processing.max_attempts`).
"""

from __future__ import annotations

import os
import socket
from decimal import Decimal
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from docproc_pipeline.errors import ConfigError

DEFAULT_CONFIG_RELPATH = Path("configs") / "extraction_module_schema.yaml"
RuleName = Literal["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"]
CROSS_FIELD_RULES: tuple[RuleName, ...] = (
    "line_amount",
    "line_sum",
    "tax_rate",
    "total",
    "due_before_issue",
)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FieldRule(_Strict):
    required: bool = False
    pattern: str | None = None
    enum: list[str] | None = None
    min: Decimal | None = None
    max: Decimal | None = None
    min_confidence: float = Field(default=0.0, ge=0.0, le=1.0)


def _default_fields() -> dict[str, FieldRule]:
    return {
        "invoice_number": FieldRule(
            required=True, pattern=r"^[A-Za-z0-9][A-Za-z0-9 ./_#-]{0,63}$", min_confidence=0.8
        ),
        "invoice_date": FieldRule(required=True, min_confidence=0.8),
        "vendor_name": FieldRule(required=True, min_confidence=0.7),
        "currency": FieldRule(required=True, min_confidence=0.8),
        "total": FieldRule(required=True, min=Decimal("0"), min_confidence=0.85),
    }


class IdempotencyConfig(_Strict):
    key: Literal["sha256"] = "sha256"
    reuse_cached_extraction: bool = True


class OutputConfig(_Strict):
    json_: bool = Field(default=True, alias="json")
    parquet: bool = True

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class GeminiConfig(_Strict):
    model: str = "gemini-2.5-flash"
    api_version: str = "v1beta"
    timeout_seconds: float = Field(default=120.0, gt=0)
    max_retries: int = Field(default=3, ge=0, le=10)
    backoff_base_seconds: float = Field(default=10.0, ge=0)
    max_concurrent_calls: int = Field(default=4, ge=1)
    circuit_failure_threshold: int = Field(default=5, ge=1)
    circuit_open_seconds: float = Field(default=60.0, gt=0)


class EInvoiceConfig(_Strict):
    """Structured e-invoices (bare CII/UBL XML, hybrid Factur-X/ZUGFeRD/XRechnung PDFs)."""

    enabled: bool = True
    max_xml_bytes: int = Field(default=10 * 1024 * 1024, gt=0)  # refused before parsing
    check_xsd: bool = True
    print_cross_check: bool = True  # hybrid PDFs: compare the printed layer with the XML


def _usually_printed() -> list[str]:
    # Fields nearly every invoice prints: when the offline engine found none, it more likely
    # missed it than the invoice lacks it (dev set: 27 of 29 missing vendor tax ids were printed).
    return ["vendor_address", "vendor_tax_id", "customer_name", "customer_address", "tax_amount"]


class CascadeConfig(_Strict):
    """When the cascade asks the model (`processing.engine: cascade`): the offline reading of a
    field is unsure below its threshold (`fields.<name>.min_confidence` when set there, else
    `min_field_confidence`), when a field rule fails on it, when it is an input of a failed
    cross-field rule, or when it is missing and listed in `missing_is_unsure`."""

    min_field_confidence: float = Field(default=0.7, ge=0.0, le=1.0)
    missing_is_unsure: list[str] = Field(default_factory=_usually_printed)
    rule_failures_are_unsure: bool = True


EngineName = Literal["auto", "cascade", "gemini", "offline"]


class ProcessingConfig(_Strict):
    # auto: cascade when GEMINI_API_KEY is set, else offline
    engine: EngineName = "auto"
    max_file_bytes: int = Field(default=50 * 1024 * 1024, gt=0)
    max_pages: int = Field(default=500, gt=0)
    max_image_pixels: int = Field(default=40_000_000, gt=0)
    max_files_per_tick: int = Field(default=1000, gt=0)
    stable_seconds: float = Field(default=2.0, ge=0, le=30)
    lease_seconds: float = Field(default=300.0, gt=0)
    # A document run still queued or launching (not STARTED) this long after its last status
    # change has no worker coming: declared dead like a run whose lease expired.
    run_start_timeout_seconds: float = Field(default=180.0, gt=0)
    max_attempts: int = Field(default=3, ge=1)
    max_runs_in_flight: int = Field(default=2, ge=1)
    # Pages needing OCR (scans, images) one run may carry; the sensor cuts a tick's arrivals into
    # several runs above it, so several worker hosts share an OCR-heavy burst. 0: no cut (one
    # run per tick, the right choice on one machine, where a run already uses every core).
    max_ocr_pages_per_run: int = Field(default=0, ge=0)
    extract_threads: int = Field(default=4, ge=1, le=64)
    extract_processes: int = Field(default=2, ge=0, le=64)
    # Per-document limits of offline extraction in worker processes: the worker is killed and
    # the document fails with the reason (OCR costs ~2.5 CPU-s and up to ~1 GB per page).
    document_timeout_seconds: float = Field(default=120.0, gt=0)
    max_worker_rss_mb: int = Field(default=2048, gt=0)
    archive_after_days: float = Field(default=30.0, ge=0)  # 0 = never archive partitions
    gemini: GeminiConfig = GeminiConfig()
    cascade: CascadeConfig = CascadeConfig()
    einvoice: EInvoiceConfig = EInvoiceConfig()


class ValidationConfig(_Strict):
    tolerance: Decimal = Decimal("0.01")
    rules: list[RuleName] = Field(default_factory=lambda: list(CROSS_FIELD_RULES))
    min_overall_confidence: float = Field(default=0.75, ge=0.0, le=1.0)


class ReviewConfig(_Strict):
    sla_hours: float = Field(default=24.0, gt=0)
    duplicate_gets_review_item: bool = True
    # An e-invoice read from its XML with no finding at all (no print mismatch, no rule or
    # schema failure) is approved by the pipeline instead of waiting for a reviewer.
    auto_approve_einvoices: bool = False


class ModuleConfig(_Strict):
    """The whole of `extraction_module_schema.yaml`."""

    fields: dict[str, FieldRule] = Field(default_factory=_default_fields)
    idempotency: IdempotencyConfig = IdempotencyConfig()
    output: OutputConfig = OutputConfig()
    processing: ProcessingConfig = ProcessingConfig()
    validation: ValidationConfig = ValidationConfig()
    review: ReviewConfig = ReviewConfig()


def _format_validation_error(err: ValidationError, source: str) -> str:
    parts = []
    for e in err.errors():
        key = ".".join(str(p) for p in e["loc"]) or "(top level)"
        parts.append(f"{key}: {e['msg']}")
    return f"invalid configuration in {source}: " + "; ".join(parts)


def parse_module_config(text: str, source: str = "<config>") -> ModuleConfig:
    """Parse YAML text into a `ModuleConfig`; raises `ConfigError` naming the wrong key."""
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise ConfigError(f"invalid YAML in {source}: {e}") from e
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ConfigError(f"invalid configuration in {source}: top level must be a mapping")
    try:
        return ModuleConfig.model_validate(raw)
    except ValidationError as e:
        raise ConfigError(_format_validation_error(e, source)) from e


def find_config_path() -> Path | None:
    """`DOCPROC_CONFIG`, else `configs/extraction_module_schema.yaml` in the working directory
    or one of its parents."""
    env = os.environ.get("DOCPROC_CONFIG")
    if env:
        return Path(env)
    here = Path.cwd()
    for folder in (here, *here.parents):
        candidate = folder / DEFAULT_CONFIG_RELPATH
        if candidate.is_file():
            return candidate
    return None


def load_module_config(path: Path | None = None) -> ModuleConfig:
    """Load the module config from `path` (or `find_config_path()`); defaults when none exists."""
    path = path or find_config_path()
    if path is None:
        return ModuleConfig()
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise ConfigError(f"cannot read configuration {path}: {e.strerror}") from e
    return parse_module_config(text, str(path))


def worker_name(environ: dict[str, str] | None = None) -> str:
    """The name a worker records on the documents it processes (`documents.processed_on`):
    `DOCPROC_WORKER_NAME`, else the host name."""
    env = os.environ if environ is None else environ
    return env.get("DOCPROC_WORKER_NAME") or socket.gethostname()


class EnvSettings(_Strict):
    """What the environment says: where data lives, which database, which model."""

    data_dir: Path
    database_url: str | None
    gemini_api_key: str | None
    gemini_model: str | None
    gemini_base_url: str | None
    gemini_api_version: str | None

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> EnvSettings:
        env = os.environ if environ is None else environ
        return cls(
            data_dir=Path(env.get("DOCPROC_DATA_DIR") or "data").absolute(),
            database_url=env.get("DOCPROC_DATABASE_URL") or None,
            gemini_api_key=env.get("GEMINI_API_KEY") or None,
            gemini_model=env.get("GEMINI_MODEL") or None,
            gemini_base_url=env.get("GEMINI_BASE_URL") or None,
            gemini_api_version=env.get("GEMINI_API_VERSION") or None,
        )
