"""The Gemini engine against a fake Gemini server: the real google-genai client, real HTTP."""

from __future__ import annotations

import base64
import hashlib
import socket
import time
from collections.abc import Iterator
from datetime import date
from decimal import Decimal

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.model_calls import model_calls_for
from docproc_pipeline.errors import DocumentRejected, PermanentError, TransientError
from docproc_pipeline.extract.gemini import (
    GeminiEngine,
    GeminiFieldConfidence,
    GeminiInvoice,
    ModelOutputInvalid,
    ModelRequestRejected,
    ModelUnavailable,
)
from docproc_pipeline.extract.resilience import BackoffPolicy, ModelCallLog
from docproc_pipeline.invoice import SCALAR_FIELDS, InvoiceFields
from docproc_pipeline.settings import GeminiConfig
from docproc_pipeline_tests.fakes.engines import RecordingSleep, gemini_engine
from docproc_pipeline_tests.fakes.gemini_server import (
    FakeGemini,
    error_reply,
    invoice_reply,
    running_fake_gemini,
    sample_invoice,
    text_reply,
)

PDF = b"%PDF-1.7\n% a tiny stand-in for an invoice\n"


@pytest.fixture
def fake() -> Iterator[FakeGemini]:
    with running_fake_gemini() as server:
        yield server


# --- schema ---------------------------------------------------------------------------------


def test_gemini_schema_maps_onto_invoice_fields() -> None:
    assert set(GeminiInvoice.model_fields) - {"confidence"} == set(InvoiceFields.model_fields)
    assert set(GeminiFieldConfidence.model_fields) == set(InvoiceFields.model_fields)


def test_gemini_schema_has_no_float_money() -> None:
    for name in ("subtotal", "tax_amount", "total", "amount_due", "tax_rate"):
        assert GeminiInvoice.model_fields[name].annotation == (str | None)


# --- success --------------------------------------------------------------------------------


def test_success_parses_fields_with_decimal_money_and_token_usage(fake: FakeGemini) -> None:
    fake.script(
        invoice_reply(sample_invoice(), prompt_tokens=1500, output_tokens=420, thinking_tokens=77)
    )
    engine = gemini_engine(fake)

    result = engine.extract(PDF, "application/pdf")

    f = result.fields
    assert result.engine == "gemini" == engine.name
    assert f.invoice_number == "RE-2025-07812"
    assert f.invoice_date == date(2025, 12, 27)
    assert f.total == Decimal("1710.46") and isinstance(f.total, Decimal)
    assert f.shipping == Decimal("12.50")
    assert f.discount is None
    assert f.line_items[1].quantity == Decimal("2.5")
    assert f.line_items[1].amount == Decimal("106.25")
    assert f.tax_breakdown[0].rate == Decimal("19.00")
    assert result.token_usage.prompt_tokens == 1500
    assert result.token_usage.output_tokens == 420
    assert result.token_usage.thinking_tokens == 77
    assert result.confidence["total"] == pytest.approx(0.99)
    assert set(result.confidence) == {*SCALAR_FIELDS, "line_items", "tax_breakdown"}
    assert all(0.0 <= c <= 1.0 for c in result.confidence.values())
    assert 0.8 < result.overall_confidence <= 1.0
    assert result.warnings == []
    assert result.timings_ms["model_call"] > 0
    assert fake.request_count == 1
    assert result.to_json_dict()["fields"]["total"] == "1710.46"


def test_request_sends_bytes_inline_schema_and_temperature_zero(fake: FakeGemini) -> None:
    fake.script(invoice_reply(sample_invoice()))
    gemini_engine(fake, model="gemini-2.5-flash").extract(PDF, "application/pdf")

    assert fake.paths == ["/v1beta/models/gemini-2.5-flash:generateContent"]
    body = fake.requests[0]
    parts = body["contents"][0]["parts"]
    inline = next(p["inlineData"] for p in parts if "inlineData" in p)
    assert base64.b64decode(inline["data"]) == PDF
    assert (inline.get("mimeType") or inline.get("mime_type")) == "application/pdf"
    generation = body["generationConfig"]
    assert generation["temperature"] == 0
    assert generation["responseMimeType"] == "application/json"
    schema = generation["responseSchema"]
    assert schema["properties"]["total"]["type"] == "STRING"
    assert "confidence" in schema["properties"]


def test_api_version_is_pinned_from_configuration(fake: FakeGemini) -> None:
    fake.script(invoice_reply(sample_invoice()))
    gemini_engine(fake, api_version="v1").extract(PDF, "application/pdf")
    assert fake.paths == ["/v1/models/gemini-test:generateContent"]


def test_unreadable_values_are_dropped_with_a_warning_and_zero_confidence(
    fake: FakeGemini,
) -> None:
    fake.script(invoice_reply(sample_invoice(total="1.710,46 EUR", due_date="10.01.2026")))
    result = gemini_engine(fake).extract(PDF, "application/pdf")
    assert result.fields.total is None
    assert result.fields.due_date is None
    assert result.confidence["total"] == 0.0
    assert any("total" in w for w in result.warnings)
    assert any("due_date" in w for w in result.warnings)


def test_confidences_outside_unit_interval_are_clamped(fake: FakeGemini) -> None:
    answer = sample_invoice()
    answer["confidence"] = {**answer["confidence"], "total": 1.7, "vendor_name": -0.2}
    fake.script(invoice_reply(answer))
    result = gemini_engine(fake).extract(PDF, "application/pdf")
    assert result.confidence["total"] == 1.0
    assert result.confidence["vendor_name"] == 0.0


# --- transient failures: retry ------------------------------------------------------------------


def test_429_retry_after_is_honoured(fake: FakeGemini) -> None:
    fake.script(
        error_reply(429, "quota exceeded", headers={"Retry-After": "1"}),
        invoice_reply(sample_invoice()),
    )
    sleep = RecordingSleep(real=True)
    engine = gemini_engine(fake, sleep=sleep)

    result = engine.extract(PDF, "application/pdf")

    assert result.fields.total == Decimal("1710.46")
    assert fake.request_count == 2
    assert sleep.delays == [pytest.approx(1.0)]  # the backoff alone would be 0.05 s
    assert fake.request_times[1] - fake.request_times[0] >= 1.0
    assert any("attempt 2" in w and "429" in w for w in result.warnings)


def test_503_then_success(fake: FakeGemini) -> None:
    fake.script(error_reply(503, "overloaded"), invoice_reply(sample_invoice()))
    sleep = RecordingSleep()
    result = gemini_engine(fake, sleep=sleep).extract(PDF, "application/pdf")
    assert result.fields.invoice_number == "RE-2025-07812"
    assert fake.request_count == 2
    assert sleep.delays == [pytest.approx(0.05)]


def test_backoff_is_exponential_and_retries_run_out_as_transient_error(fake: FakeGemini) -> None:
    fake.default = error_reply(500, "internal")
    sleep = RecordingSleep()
    engine = gemini_engine(fake, sleep=sleep)

    with pytest.raises(ModelUnavailable) as caught:
        engine.extract(PDF, "application/pdf")

    assert isinstance(caught.value, TransientError)
    assert "4 attempts" in str(caught.value) and "500" in str(caught.value)
    assert fake.request_count == 4  # 1 + 3 retries
    assert sleep.delays == [pytest.approx(0.05), pytest.approx(0.1), pytest.approx(0.2)]


def test_timeout_is_transient_and_retried(fake: FakeGemini) -> None:
    fake.script(invoice_reply(sample_invoice(), delay_seconds=1.5))
    fake.default = invoice_reply(sample_invoice())
    engine = gemini_engine(fake, timeout_seconds=0.3)

    started = time.monotonic()
    result = engine.extract(PDF, "application/pdf")

    assert result.fields.total == Decimal("1710.46")
    assert fake.request_count == 2
    assert time.monotonic() - started < 1.4  # the first call was cut at the timeout
    assert any("no answer within 0.3 s" in w for w in result.warnings)


def test_timeouts_until_retries_run_out(fake: FakeGemini) -> None:
    fake.default = invoice_reply(sample_invoice(), delay_seconds=1.0)
    engine = gemini_engine(fake, timeout_seconds=0.2, backoff=BackoffPolicy(0.01, 1, jitter=0))
    with pytest.raises(ModelUnavailable, match="no answer within 0.2 s"):
        engine.extract(PDF, "application/pdf")
    assert fake.request_count == 2


def test_refused_connection_is_transient() -> None:
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    engine = GeminiEngine(
        "test-key",
        model="gemini-test",
        base_url=f"http://127.0.0.1:{port}",
        timeout_seconds=1.0,
        backoff=BackoffPolicy(0.01, 1, jitter=0),
        sleep=RecordingSleep(),
    )
    with pytest.raises(ModelUnavailable, match="ConnectError"):
        engine.extract(PDF, "application/pdf")


# --- permanent failures: fail at once ---------------------------------------------------------


def test_malformed_json_is_a_permanent_error(fake: FakeGemini) -> None:
    fake.script(text_reply('{"vendor_name": "ACME", "total": '))
    fake.default = invoice_reply(sample_invoice())
    with pytest.raises(ModelOutputInvalid) as caught:
        gemini_engine(fake).extract(PDF, "application/pdf")
    assert isinstance(caught.value, PermanentError)
    assert "invoice schema" in str(caught.value)
    assert fake.request_count == 1


def test_json_of_the_wrong_shape_is_a_permanent_error_naming_the_field(fake: FakeGemini) -> None:
    fake.script(invoice_reply(sample_invoice(line_items="three lines")))
    with pytest.raises(ModelOutputInvalid, match="line_items"):
        gemini_engine(fake).extract(PDF, "application/pdf")
    assert fake.request_count == 1


@pytest.mark.parametrize("status", [400, 403, 404])
def test_client_errors_are_not_retried(fake: FakeGemini, status: int) -> None:
    fake.default = error_reply(status, "Unable to process input image")
    sleep = RecordingSleep()
    with pytest.raises(ModelRequestRejected) as caught:
        gemini_engine(fake, sleep=sleep).extract(PDF, "application/pdf")
    assert isinstance(caught.value, PermanentError)
    assert str(status) in str(caught.value) and "Unable to process" in str(caught.value)
    assert fake.request_count == 1
    assert sleep.delays == []


def test_unsupported_or_empty_input_is_rejected_without_a_call(fake: FakeGemini) -> None:
    engine = gemini_engine(fake)
    with pytest.raises(DocumentRejected, match="image/tiff"):
        engine.extract(b"II*\x00", "image/tiff")
    with pytest.raises(DocumentRejected, match="empty"):
        engine.extract(b"", "application/pdf")
    assert fake.request_count == 0


def test_missing_api_key_is_a_config_error(fake: FakeGemini) -> None:
    with pytest.raises(PermanentError, match="GEMINI_API_KEY"):
        GeminiEngine("", model="gemini-test", base_url=fake.url)


# --- the call log -------------------------------------------------------------------------------


def test_every_call_is_logged_with_status_tokens_and_latency(
    fake: FakeGemini, database_url: str
) -> None:
    fake.script(
        error_reply(503, "overloaded"),
        invoice_reply(sample_invoice(), prompt_tokens=900, output_tokens=100, thinking_tokens=5),
    )
    call_log = ModelCallLog(database_url)
    engine = gemini_engine(fake, call_log=call_log)

    engine.extract(PDF, "application/pdf")

    with connect(database_url) as conn:
        rows = model_calls_for(conn, hashlib.sha256(PDF).hexdigest())
    assert [(r["attempt"], r["status"], r["http_status"]) for r in rows] == [
        (1, "transient_error", 503),
        (2, "ok", 200),
    ]
    ok = rows[1]
    assert (ok["prompt_tokens"], ok["output_tokens"], ok["thinking_tokens"]) == (900, 100, 5)
    assert ok["latency_ms"] > 0 and ok["engine"] == "gemini" and ok["model"] == "gemini-test"
    assert "overloaded" in rows[0]["error"]
    call_log.close()


def test_from_config_reads_model_version_and_limits(fake: FakeGemini, database_url: str) -> None:
    config = GeminiConfig(
        model="gemini-from-config",
        api_version="v1beta",
        timeout_seconds=5,
        max_retries=1,
        backoff_base_seconds=0.01,
        max_concurrent_calls=3,
        circuit_failure_threshold=2,
        circuit_open_seconds=1,
    )
    fake.script(invoice_reply(sample_invoice()))
    engine = GeminiEngine.from_config(
        config, api_key="test-key", database_url=database_url, base_url=fake.url
    )
    try:
        engine.extract(PDF, "application/pdf")
        assert fake.paths == ["/v1beta/models/gemini-from-config:generateContent"]
        assert engine.limiter is not None and engine.limiter.limit == 3
        assert engine.breaker is not None and engine.breaker.failure_threshold == 2
        assert engine.backoff.max_retries == 1
    finally:
        engine.close()
