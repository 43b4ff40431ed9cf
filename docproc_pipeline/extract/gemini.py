"""The Gemini extraction engine: one `generateContent` call per document, structured output.

The document's bytes go inline; the model answers JSON in `GeminiInvoice`'s schema (money, rates
and dates as strings there, converted here to `Decimal` and `date`, never float), with a
confidence per field. Temperature 0; the API version is pinned; every call has a timeout.

Failures are split the way the pipeline needs them:
- transient (408, 429, 5xx, timeout, connection refused or dropped): retried with exponential
  backoff and jitter, honouring `Retry-After`; when the retries run out, `ModelUnavailable`
  (a `TransientError`) keeps the document queued for later;
- permanent (400, 403, 404, output that does not fit the schema): `ModelRequestRejected` or
  `ModelOutputInvalid` (`PermanentError`s) at once, with the reason.

Shared state lives in the optional collaborators passed in: a `CircuitBreaker`, a `CallLimiter`
and a `ModelCallLog` (see `resilience.py`); the engine itself writes nothing. One engine is safe
to share between the threads of a run.
"""

from __future__ import annotations

import hashlib
import logging
import math
import random
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

import httpx2
from google import genai
from google.genai import errors as genai_errors
from google.genai import types
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from docproc_pipeline.db.model_calls import ModelCallRecord, ModelCallStatus
from docproc_pipeline.errors import ConfigError, DocumentRejected, PermanentError, TransientError
from docproc_pipeline.extract.resilience import (
    BackoffPolicy,
    CallLimiter,
    CircuitBreaker,
    CircuitOpen,
    CircuitTicket,
    CoordinationUnavailable,
    ModelCallLog,
    SlotWaitTimeout,
    parse_retry_after,
)
from docproc_pipeline.invoice import (
    DATE_FIELDS,
    EXTRACTED_FIELDS,
    SCALAR_FIELDS,
    InvoiceExtraction,
    InvoiceFields,
    LineItem,
    TaxRow,
    TokenUsage,
)
from docproc_pipeline.settings import GeminiConfig

log = logging.getLogger(__name__)

ENGINE_NAME = "gemini"
DEFAULT_API_VERSION = "v1beta"
# What Gemini accepts as inline data for documents and images.
SUPPORTED_MIME_TYPES: frozenset[str] = frozenset(
    {"application/pdf", "image/png", "image/jpeg", "image/webp", "image/heic", "image/heif"}
)
# Fields of InvoiceFields held as Decimal (besides MONEY_FIELDS, the tax rate).
_DECIMAL_FIELDS = frozenset(
    {"subtotal", "discount", "shipping", "tax_rate", "tax_amount", "total", "amount_due"}
)
_LIST_FIELDS = ("line_items", "tax_breakdown")
_TRANSIENT_HTTP = frozenset({408, 429})


class ModelUnavailable(TransientError):
    """Gemini kept failing transiently until the retries ran out; try the document later."""


class ModelRequestRejected(PermanentError):
    """Gemini refused the request (400, 403, 404, …): retrying the same request cannot help."""


class ModelOutputInvalid(PermanentError):
    """Gemini answered, but not with JSON that fits the invoice schema."""


# --- the schema Gemini fills --------------------------------------------------------------------

_MONEY = "Amount as a plain decimal number with a dot, e.g. 1234.50; no currency sign, no spaces."
_DATE = "Date as ISO 8601 YYYY-MM-DD."
_CONF = "Confidence in [0, 1] that the value (or its absence) is right."


class GeminiLineItem(BaseModel):
    description: str | None = None
    quantity: str | None = Field(default=None, description="Decimal number with a dot, e.g. 2.5")
    unit_price: str | None = Field(default=None, description=_MONEY)
    amount: str | None = Field(default=None, description=_MONEY)


class GeminiTaxRow(BaseModel):
    rate: str | None = Field(default=None, description="Tax rate in percent, e.g. 19.00")
    base: str | None = Field(default=None, description=_MONEY)
    amount: str | None = Field(default=None, description=_MONEY)


class GeminiFieldConfidence(BaseModel):
    """One confidence per field of `InvoiceFields`."""

    vendor_name: float = Field(default=0.0, description=_CONF)
    vendor_address: float = Field(default=0.0, description=_CONF)
    vendor_tax_id: float = Field(default=0.0, description=_CONF)
    supplier_iban: float = Field(default=0.0, description=_CONF)
    customer_name: float = Field(default=0.0, description=_CONF)
    customer_address: float = Field(default=0.0, description=_CONF)
    customer_tax_id: float = Field(default=0.0, description=_CONF)
    invoice_number: float = Field(default=0.0, description=_CONF)
    document_type: float = Field(default=0.0, description=_CONF)
    invoice_date: float = Field(default=0.0, description=_CONF)
    due_date: float = Field(default=0.0, description=_CONF)
    purchase_order: float = Field(default=0.0, description=_CONF)
    currency: float = Field(default=0.0, description=_CONF)
    subtotal: float = Field(default=0.0, description=_CONF)
    discount: float = Field(default=0.0, description=_CONF)
    shipping: float = Field(default=0.0, description=_CONF)
    tax_rate: float = Field(default=0.0, description=_CONF)
    tax_amount: float = Field(default=0.0, description=_CONF)
    tax_breakdown: float = Field(default=0.0, description=_CONF)
    total: float = Field(default=0.0, description=_CONF)
    amount_due: float = Field(default=0.0, description=_CONF)
    payment_terms: float = Field(default=0.0, description=_CONF)
    line_items: float = Field(default=0.0, description=_CONF)


class GeminiInvoice(BaseModel):
    """The response schema sent to Gemini; maps one to one onto `InvoiceFields`."""

    model_config = ConfigDict(extra="ignore")

    vendor_name: str | None = None
    vendor_address: str | None = Field(default=None, description="One line, parts joined by ', '")
    vendor_tax_id: str | None = Field(default=None, description="VAT id or tax number")
    supplier_iban: str | None = Field(default=None, description="IBAN without spaces")
    customer_name: str | None = None
    customer_address: str | None = Field(default=None, description="One line, joined by ', '")
    customer_tax_id: str | None = None
    invoice_number: str | None = None
    document_type: str | None = Field(default=None, description="invoice or credit_note")
    invoice_date: str | None = Field(default=None, description=_DATE)
    due_date: str | None = Field(default=None, description=_DATE)
    purchase_order: str | None = None
    currency: str | None = Field(default=None, description="ISO 4217 code, e.g. EUR")
    subtotal: str | None = Field(default=None, description=_MONEY)
    discount: str | None = Field(default=None, description=_MONEY)
    shipping: str | None = Field(default=None, description=_MONEY)
    tax_rate: str | None = Field(
        default=None, description="The single tax rate in percent, e.g. 19.00; null if several"
    )
    tax_amount: str | None = Field(default=None, description=_MONEY)
    tax_breakdown: list[GeminiTaxRow] = Field(default_factory=list)
    total: str | None = Field(default=None, description=_MONEY)
    amount_due: str | None = Field(default=None, description=_MONEY)
    payment_terms: str | None = None
    line_items: list[GeminiLineItem] = Field(default_factory=list)
    confidence: GeminiFieldConfidence = Field(default_factory=GeminiFieldConfidence)


PROMPT = """\
Extract the invoice in this document into the JSON schema.
- Copy text values as printed (names, addresses, ids); an address on one line, parts joined by ", ".
- Amounts, quantities and rates: plain decimal numbers with a dot as decimal separator and no
  thousands separator or currency sign ("1.234,50 €" becomes "1234.50").
- Dates: ISO YYYY-MM-DD. Currency: the ISO 4217 code.
- A field that is not on the invoice is null (lists empty); never guess a value.
- Line items: every priced line, across all pages, once each (not page totals or carried-forward
  sums).
- confidence: for every field, your confidence in [0, 1] that the value, or its absence, is right.
"""


# --- the engine -------------------------------------------------------------------------------


class _Retryable(Exception):
    """A transient failure of one attempt (internal)."""

    def __init__(self, reason: str, retry_after_seconds: float | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retry_after_seconds = retry_after_seconds


class GeminiEngine:
    """Extracts an invoice with Gemini. Thread-safe: share one engine between threads.

    Arguments: `api_key`; `model` (e.g. "gemini-2.5-flash"); `base_url` (None = Google's);
    `api_version` (pinned, default "v1beta"); `timeout_seconds` per HTTP call; `backoff`
    (base delay, number of retries, cap); optional `breaker`, `limiter`, `call_log` shared
    through PostgreSQL; `slot_wait_seconds` to wait for a limiter slot (None = the limiter's);
    `sleep` and `rng` are injectable for tests.
    """

    name = ENGINE_NAME

    def __init__(
        self,
        api_key: str,
        *,
        model: str,
        base_url: str | None = None,
        api_version: str = DEFAULT_API_VERSION,
        timeout_seconds: float = 120.0,
        backoff: BackoffPolicy | None = None,
        breaker: CircuitBreaker | None = None,
        limiter: CallLimiter | None = None,
        call_log: ModelCallLog | None = None,
        slot_wait_seconds: float | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rng: Callable[[], float] = random.random,
        mime_types: frozenset[str] = SUPPORTED_MIME_TYPES,
    ) -> None:
        if not api_key:
            raise ConfigError("GEMINI_API_KEY is not set: the Gemini engine needs an API key")
        if not model:
            raise ConfigError("gemini model is empty: set GEMINI_MODEL or processing.gemini.model")
        if timeout_seconds <= 0:
            raise ConfigError("processing.gemini.timeout_seconds must be positive")
        self.model = model
        self.api_version = api_version
        self.timeout_seconds = timeout_seconds
        self.backoff = backoff or BackoffPolicy()
        self.breaker = breaker
        self.limiter = limiter
        self.call_log = call_log
        self.slot_wait_seconds = slot_wait_seconds
        self.mime_types = mime_types
        self._sleep = sleep
        self._rng = rng
        self._owned: list[CircuitBreaker | CallLimiter | ModelCallLog] = []
        self._closed = False
        self._client = genai.Client(
            api_key=api_key,
            http_options=types.HttpOptions(
                base_url=base_url,
                api_version=api_version,
                timeout=math.ceil(timeout_seconds * 1000),  # milliseconds
            ),
        )
        self._config = types.GenerateContentConfig(
            temperature=0,
            response_mime_type="application/json",
            response_schema=GeminiInvoice,
        )

    @classmethod
    def from_config(
        cls,
        config: GeminiConfig,
        *,
        api_key: str,
        database_url: str | None,
        model: str | None = None,
        base_url: str | None = None,
        api_version: str | None = None,
    ) -> GeminiEngine:
        """An engine from `processing.gemini` plus the environment (`GEMINI_MODEL`,
        `GEMINI_BASE_URL`, `GEMINI_API_VERSION` override the config when given). With a
        `database_url`, the breaker, limiter and call log are shared through PostgreSQL and
        closed with the engine."""
        timeout = config.timeout_seconds
        breaker = limiter = call_log = None
        if database_url:
            breaker = CircuitBreaker(
                database_url,
                name=ENGINE_NAME,
                failure_threshold=config.circuit_failure_threshold,
                open_seconds=config.circuit_open_seconds,
                probe_lease_seconds=timeout + 30.0,
            )
            limiter = CallLimiter(
                database_url,
                name=ENGINE_NAME,
                limit=config.max_concurrent_calls,
                # httpx timeouts are per phase, so a call may outlast one timeout; never by 2x.
                lease_seconds=2 * timeout + 30.0,
                wait_seconds=2 * timeout,
            )
            call_log = ModelCallLog(database_url)
        engine = cls(
            api_key,
            model=model or config.model,
            base_url=base_url,
            api_version=api_version or config.api_version,
            timeout_seconds=timeout,
            backoff=BackoffPolicy(
                base_seconds=config.backoff_base_seconds, max_retries=config.max_retries
            ),
            breaker=breaker,
            limiter=limiter,
            call_log=call_log,
        )
        engine._owned = [x for x in (breaker, limiter, call_log) if x is not None]
        return engine

    def close(self) -> None:
        """Close the HTTP client (its pooled connections) and the collaborators this engine
        created (their PostgreSQL connections). Idempotent; the engine is unusable afterwards."""
        if self._closed:
            return
        self._closed = True
        self._client.close()
        for owned in self._owned:
            owned.close()

    @property
    def closed(self) -> bool:
        return self._closed

    # -- public ---------------------------------------------------------------------------------

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        """Extract the invoice from a document's bytes (`mime` sniffed from the bytes).

        Raises `DocumentRejected`/`ModelRequestRejected`/`ModelOutputInvalid` (permanent) or
        `ModelUnavailable`/`CircuitOpen`/`SlotWaitTimeout` (transient).
        """
        if not data:
            raise DocumentRejected("empty document")
        if mime not in self.mime_types:
            accepted = ", ".join(sorted(self.mime_types))
            raise DocumentRejected(f"Gemini does not accept {mime} inline (accepted: {accepted})")
        sha256 = hashlib.sha256(data).hexdigest()
        started = time.monotonic()
        failures: list[str] = []
        attempts = self.backoff.max_retries + 1
        for attempt in range(1, attempts + 1):
            try:
                response, latency_ms = self._attempt(data, mime, sha256, attempt)
            except _Retryable as failure:
                failures.append(failure.reason)
                retry_after = failure.retry_after_seconds
                if attempt == attempts:
                    raise ModelUnavailable(
                        f"Gemini unavailable after {attempts} attempts: {failure.reason}"
                    ) from None
                if retry_after is not None and retry_after > self.backoff.max_delay_seconds:
                    raise ModelUnavailable(
                        f"Gemini asks to retry after {retry_after:.0f} s: {failure.reason}"
                    ) from None
                delay = self.backoff.delay(attempt - 1, retry_after, self._rng)
                log.info("gemini attempt %d failed (%s); retry in %.2f s", attempt, failure, delay)
                self._sleep(delay)
                continue
            extraction = _to_extraction(response)
            extraction.timings_ms = {
                "model_call": latency_ms,
                "extract_total": (time.monotonic() - started) * 1000,
            }
            if failures:
                extraction.warnings.append(
                    f"model call succeeded on attempt {attempt} after: {'; '.join(failures)}"
                )
            return extraction
        raise AssertionError("unreachable")  # the loop returns or raises

    # -- one attempt ------------------------------------------------------------------------------

    def _attempt(
        self, data: bytes, mime: str, sha256: str, attempt: int
    ) -> tuple[types.GenerateContentResponse, float]:
        """One call through the limiter and the breaker; logs it. Raises `_Retryable` for a
        transient failure, the permanent errors as they are."""
        record = _RecordFactory(self.model, sha256, attempt)
        slot: AbstractContextManager[Any] = (
            self.limiter.slot(self.slot_wait_seconds) if self.limiter else nullcontext()
        )
        try:
            # Slot first, then the breaker: a probe admitted by the breaker never waits for a
            # slot (and so never times out while the breaker waits for it).
            with slot:
                ticket = self.breaker.before_call() if self.breaker else CircuitTicket()
                return self._call(data, mime, ticket, record)
        except CircuitOpen as e:
            self._log(record.make(ModelCallStatus.CIRCUIT_OPEN, error=str(e)))
            raise
        except SlotWaitTimeout as e:
            self._log(record.make(ModelCallStatus.SLOT_TIMEOUT, error=str(e)))
            raise

    def _call(
        self, data: bytes, mime: str, ticket: CircuitTicket, record: _RecordFactory
    ) -> tuple[types.GenerateContentResponse, float]:
        t0 = time.monotonic()

        def elapsed_ms() -> float:
            return (time.monotonic() - t0) * 1000

        try:
            response = self._client.models.generate_content(
                model=self.model,
                contents=types.Content(
                    role="user",
                    parts=[
                        types.Part.from_bytes(data=data, mime_type=mime),
                        types.Part.from_text(text=PROMPT),
                    ],
                ),
                config=self._config,
            )
        except genai_errors.APIError as e:
            reason = f"HTTP {e.code} {e.status or ''}: {e.message or e.details}".replace("  ", " ")
            if e.code in _TRANSIENT_HTTP or e.code >= 500:
                self._note(ticket, ok=False)
                self._log(
                    record.make(ModelCallStatus.TRANSIENT_ERROR, e.code, reason, elapsed_ms())
                )
                retry_after = None
                if e.response is not None:
                    retry_after = parse_retry_after(e.response.headers.get("retry-after"))
                raise _Retryable(reason, retry_after) from None
            self._note(ticket, ok=True)  # the service answered: it is up
            self._log(record.make(ModelCallStatus.PERMANENT_ERROR, e.code, reason, elapsed_ms()))
            raise ModelRequestRejected(f"Gemini rejected the request: {reason}") from None
        except httpx2.TimeoutException as e:
            reason = f"no answer within {self.timeout_seconds:g} s ({type(e).__name__})"
            self._note(ticket, ok=False)
            self._log(record.make(ModelCallStatus.TRANSIENT_ERROR, None, reason, elapsed_ms()))
            raise _Retryable(reason) from None
        except httpx2.TransportError as e:
            reason = f"connection to Gemini failed ({type(e).__name__}: {e})"
            self._note(ticket, ok=False)
            self._log(record.make(ModelCallStatus.TRANSIENT_ERROR, None, reason, elapsed_ms()))
            raise _Retryable(reason) from None

        latency = elapsed_ms()
        self._note(ticket, ok=True)
        usage = _token_usage(response)
        if response.parsed is None:
            reason = _why_unparsed(response)
            self._log(record.make(ModelCallStatus.INVALID_OUTPUT, 200, reason, latency, usage))
            raise ModelOutputInvalid(f"Gemini's answer does not fit the invoice schema: {reason}")
        self._log(record.make(ModelCallStatus.OK, 200, None, latency, usage))
        return response, latency

    def _note(self, ticket: CircuitTicket, *, ok: bool) -> None:
        if self.breaker is None:
            return
        try:
            if ok:
                self.breaker.record_success(ticket)
            else:
                self.breaker.record_failure(ticket)
        except CoordinationUnavailable as e:
            # The model's answer matters more than the breaker's bookkeeping.
            log.warning("circuit breaker not updated: %s", e)

    def _log(self, record: ModelCallRecord) -> None:
        if self.call_log is not None:
            self.call_log.record(record)


@dataclass(frozen=True, slots=True)
class _RecordFactory:
    model: str
    sha256: str
    attempt: int

    def make(
        self,
        status: ModelCallStatus,
        http_status: int | None = None,
        error: str | None = None,
        latency_ms: float = 0.0,
        usage: TokenUsage | None = None,
    ) -> ModelCallRecord:
        usage = usage or TokenUsage()
        return ModelCallRecord(
            engine=ENGINE_NAME,
            model=self.model,
            status=status,
            document_sha256=self.sha256,
            attempt=self.attempt,
            http_status=http_status,
            error=error,
            prompt_tokens=usage.prompt_tokens,
            output_tokens=usage.output_tokens,
            thinking_tokens=usage.thinking_tokens,
            latency_ms=latency_ms,
        )


# --- response → InvoiceExtraction ---------------------------------------------------------------


def _token_usage(response: types.GenerateContentResponse) -> TokenUsage:
    usage = response.usage_metadata
    if usage is None:
        return TokenUsage()
    return TokenUsage(
        prompt_tokens=usage.prompt_token_count or 0,
        output_tokens=usage.candidates_token_count or 0,
        thinking_tokens=usage.thoughts_token_count or 0,
    )


def _why_unparsed(response: types.GenerateContentResponse) -> str:
    """A readable reason why the SDK could not parse the answer into `GeminiInvoice`."""
    feedback = response.prompt_feedback
    if feedback is not None and feedback.block_reason is not None:
        return f"prompt blocked ({feedback.block_reason})"
    if not response.candidates:
        return "no candidate in the answer"
    finish = response.candidates[0].finish_reason
    text = response.text
    if not text:
        return f"empty answer (finish reason {finish})"
    try:
        GeminiInvoice.model_validate_json(text)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(top level)"
        more = f" (+{e.error_count() - 1} more)" if e.error_count() > 1 else ""
        suffix = "" if finish in (None, types.FinishReason.STOP) else f"; finish reason {finish}"
        return f"{where}: {first['msg']}{more}{suffix}; answer starts {text[:120]!r}"
    return f"answer not parsed (finish reason {finish})"


def _text(value: str | None) -> str | None:
    if value is None:
        return None
    value = value.strip()
    return value or None


def _decimal(value: str | None, where: str, warnings: list[str]) -> Decimal | None:
    text = _text(value)
    if text is None:
        return None
    try:
        number = Decimal(text.replace(" ", ""))
    except InvalidOperation:
        number = None
    if number is None or not number.is_finite():
        warnings.append(f"{where}: {text!r} is not a decimal number; dropped")
        return None
    return number


def _date(value: str | None, where: str, warnings: list[str]) -> date | None:
    text = _text(value)
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        warnings.append(f"{where}: {text!r} is not an ISO date; dropped")
        return None


def _clamp(value: float) -> float:
    if math.isnan(value):
        return 0.0
    return min(1.0, max(0.0, value))


def _to_extraction(response: types.GenerateContentResponse) -> InvoiceExtraction:
    """Map the parsed answer onto `InvoiceExtraction`: strings to Decimal and date, confidences
    clamped to [0, 1]. A value that does not convert is dropped with a warning and confidence 0.

    `overall_confidence` is the mean confidence of the fields that have a value (0 when none).
    """
    parsed = response.parsed
    assert isinstance(parsed, GeminiInvoice)
    warnings: list[str] = []
    values: dict[str, Any] = {}
    for name in SCALAR_FIELDS:
        raw = getattr(parsed, name)
        if name in _DECIMAL_FIELDS:
            values[name] = _decimal(raw, name, warnings)
        elif name in DATE_FIELDS:
            values[name] = _date(raw, name, warnings)
        else:
            values[name] = _text(raw)
    if values["currency"] is not None:
        values["currency"] = values["currency"].upper()
    values["line_items"] = [
        LineItem(
            description=_text(item.description),
            quantity=_decimal(item.quantity, f"line_items[{i}].quantity", warnings),
            unit_price=_decimal(item.unit_price, f"line_items[{i}].unit_price", warnings),
            amount=_decimal(item.amount, f"line_items[{i}].amount", warnings),
        )
        for i, item in enumerate(parsed.line_items)
    ]
    values["tax_breakdown"] = [
        TaxRow(
            rate=_decimal(row.rate, f"tax_breakdown[{i}].rate", warnings),
            base=_decimal(row.base, f"tax_breakdown[{i}].base", warnings),
            amount=_decimal(row.amount, f"tax_breakdown[{i}].amount", warnings),
        )
        for i, row in enumerate(parsed.tax_breakdown)
    ]
    fields = InvoiceFields(**values)

    confidence = {
        name: _clamp(float(getattr(parsed.confidence, name)))
        for name in (*SCALAR_FIELDS, *_LIST_FIELDS)
    }
    for name in SCALAR_FIELDS:
        if (
            getattr(parsed, name) is not None
            and values[name] is None
            and _text(getattr(parsed, name))
        ):
            confidence[name] = 0.0  # the model gave a value we could not read
    present = [
        confidence[name]
        for name in (*SCALAR_FIELDS, *_LIST_FIELDS)
        if getattr(fields, name) not in (None, [])
    ]
    overall = sum(present) / len(present) if present else 0.0
    return InvoiceExtraction(
        fields=fields,
        confidence=confidence,
        overall_confidence=_clamp(overall),
        engine=ENGINE_NAME,
        token_usage=_token_usage(response),
        warnings=warnings,
        field_sources=dict.fromkeys(EXTRACTED_FIELDS, ENGINE_NAME),
    )
