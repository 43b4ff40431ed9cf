"""The cascade engine: offline first, the model (a fake Gemini over real HTTP) only for the fields
the offline engine is unsure of; batches on real PostgreSQL, as the pipeline runs them."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.fields import write_correction
from docproc_pipeline.db.model_calls import model_calls_for
from docproc_pipeline.errors import ConfigError
from docproc_pipeline.extract.cascade import (
    RULE_INPUTS,
    UNRESOLVED_RULE,
    CascadeEngine,
    CascadePolicy,
    merge_model_fields,
    unsure_fields,
)
from docproc_pipeline.extract.engines import build_engine, engine_choice
from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.extract.resilience import CircuitBreaker
from docproc_pipeline.invoice import EXTRACTED_FIELDS, InvoiceExtraction, InvoiceFields, LineItem
from docproc_pipeline.processing.batch import BatchContext, process_batch
from docproc_pipeline.settings import EnvSettings, ModuleConfig, parse_module_config
from docproc_pipeline.validate.rules import ALL_RULES
from docproc_pipeline_tests.extract.einvoice.samples import cii
from docproc_pipeline_tests.fakes.gemini_server import (
    FakeGemini,
    answer_by_document,
    estimated_usage,
    invoice_reply,
    running_fake_gemini,
    sample_invoice,
)
from docproc_pipeline_tests.fixtures import text_pdfs
from docproc_pipeline_tests.landing_util import drop_and_accept as _accept

POLICY = CascadePolicy.from_config(ModuleConfig())


# --- which fields are unsure (no database) -----------------------------------------------------


def _extraction(confidence: float = 0.95, **values: Any) -> InvoiceExtraction:
    fields = InvoiceFields(
        vendor_name="Birkenweg Beratung GmbH",
        vendor_address="Birkenweg 5, 10115 Berlin",
        vendor_tax_id="DE123456789",
        customer_name="Kranich Logistik AG",
        customer_address="Kai 3, 20095 Hamburg",
        invoice_number="RE-1",
        invoice_date=date(2026, 3, 14),
        currency="EUR",
        subtotal=Decimal("200.00"),
        tax_rate=Decimal("19"),
        tax_amount=Decimal("38.00"),
        total=Decimal("238.00"),
        line_items=[LineItem(quantity=Decimal(2), unit_price=Decimal(100), amount=Decimal(200))],
    )
    fields = fields.model_copy(update=values)
    return InvoiceExtraction(
        fields=fields,
        confidence=dict.fromkeys(EXTRACTED_FIELDS, confidence),
        overall_confidence=confidence,
        engine="offline",
        field_sources=dict.fromkeys(EXTRACTED_FIELDS, "text"),
    )


def test_a_confident_consistent_reading_is_sure() -> None:
    assert unsure_fields(_extraction(), POLICY) == {}


def test_a_field_under_its_threshold_is_unsure_and_fields_config_sets_the_threshold() -> None:
    x = _extraction()
    x.confidence["payment_terms"] = 0.69  # absent: its confidence does not matter
    x.confidence["customer_name"] = 0.69  # default threshold 0.7
    x.confidence["total"] = 0.8  # fields.total.min_confidence 0.85
    x.confidence["vendor_name"] = 0.7  # fields.vendor_name.min_confidence 0.7: sure
    assert set(unsure_fields(x, POLICY)) == {"customer_name", "total"}


def test_missing_fields_that_invoices_print_are_unsure_optional_ones_are_not() -> None:
    x = _extraction(vendor_tax_id=None, invoice_number=None, purchase_order=None)
    why = unsure_fields(x, POLICY)
    assert why == {"invoice_number": "field rule required", "vendor_tax_id": "missing"}


def test_a_failed_field_rule_makes_its_field_unsure() -> None:
    why = unsure_fields(_extraction(invoice_number="#?!"), POLICY)
    assert why == {"invoice_number": "field rule pattern"}


def test_a_failed_cross_field_rule_makes_every_input_unsure() -> None:
    why = unsure_fields(_extraction(total=Decimal("999.00")), POLICY)
    assert set(why) == set(RULE_INPUTS["total"])
    assert set(RULE_INPUTS) == set(ALL_RULES)  # every rule says what it reads


def test_rules_can_be_left_out_of_the_routing() -> None:
    config = ModuleConfig.model_validate(
        {"processing": {"cascade": {"rule_failures_are_unsure": False}}}
    )
    policy = CascadePolicy.from_config(config)
    assert unsure_fields(_extraction(total=Decimal("999.00")), policy) == {}


def test_merge_replaces_only_the_named_fields_with_their_source() -> None:
    offline = _extraction()
    model = _extraction(confidence=0.9, customer_name="Model Name", total=Decimal("1.00"))
    model.field_sources = dict.fromkeys(EXTRACTED_FIELDS, "gemini")
    merged = merge_model_fields(offline, model, ["customer_name"])
    assert merged.fields.customer_name == "Model Name"
    assert merged.fields.total == Decimal("238.00")
    assert merged.confidence["customer_name"] == 0.9 and merged.confidence["total"] == 0.95
    assert merged.field_sources["customer_name"] == "gemini"
    assert {s for n, s in merged.field_sources.items() if n != "customer_name"} == {"text"}
    assert merged.engine == "cascade"


# --- configuration and engine choice -----------------------------------------------------------


def _env(key: str | None, url: str | None = None) -> EnvSettings:
    return EnvSettings(
        data_dir=Path("data"),
        database_url=None,
        gemini_api_key=key,
        gemini_model="gemini-test" if key else None,
        gemini_base_url=url,
        gemini_api_version=None,
    )


def _config(engine: str = "auto", **processing: Any) -> ModuleConfig:
    return ModuleConfig.model_validate({"processing": {"engine": engine, **processing}})


def test_auto_means_the_cascade_with_a_key_and_offline_without() -> None:
    assert engine_choice(_env("k"), _config()) == "cascade"
    assert engine_choice(_env(None), _config()) == "offline"
    assert engine_choice(_env("k"), _config("gemini")) == "gemini"
    assert engine_choice(_env("k"), _config("offline")) == "offline"
    assert isinstance(build_engine(_env("k"), _config()), CascadeEngine)
    assert isinstance(build_engine(_env(None), _config()), OfflineEngine)


def test_a_model_engine_without_a_key_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="processing.engine is 'cascade'"):
        engine_choice(_env(None), _config("cascade"))


def test_cascade_settings_are_checked_at_start() -> None:
    text = "processing:\n  engine: cascade\n  cascade:\n    missing_is_unsure: [vendor_nam]\n"
    with pytest.raises(ConfigError, match="processing.cascade.missing_is_unsure: .*vendor_nam"):
        CascadePolicy.from_config(parse_module_config(text))
    with pytest.raises(ConfigError, match="processing.cascade.min_field_confidence"):
        parse_module_config("processing:\n  cascade:\n    min_field_confidence: 2\n")


def test_the_fake_bills_tokens_like_gemini(fixture_dir: Path) -> None:
    """258 tokens per PDF page, about 4 characters per text token in and out."""
    pdf = next(p for p in sorted((fixture_dir / "text_pdf").glob("*multipage.pdf")))
    import base64

    import pypdfium2

    pages = len(pypdfium2.PdfDocument(pdf.read_bytes()))
    body = {
        "contents": [
            {
                "parts": [
                    {
                        "inlineData": {
                            "mimeType": "application/pdf",
                            "data": base64.b64encode(pdf.read_bytes()).decode(),
                        }
                    },
                    {"text": "x" * 400},
                ]
            }
        ]
    }
    usage = estimated_usage(body, "y" * 1000)
    assert pages >= 2
    assert usage == {"prompt_tokens": 258 * pages + 100, "output_tokens": 250}


# --- batches on real PostgreSQL ----------------------------------------------------------------


@pytest.fixture
def fake() -> Iterator[FakeGemini]:
    with running_fake_gemini() as server:
        yield server


def _cascade(fake: FakeGemini, database_url: str, **processing: Any) -> Any:
    env = _env("test-key", fake.url)
    return build_engine(env, _config(**processing), database_url=database_url)


def _run(
    database_url: str, data_dir: Path, engine: Any, ids: list[str], run_id: str, **kw: Any
) -> list[Any]:
    ctx = BatchContext(
        database_url=database_url,
        data_dir=data_dir,
        config=ModuleConfig(),
        engine=engine,
        run_id=run_id,
        **kw,
    )
    return process_batch(ctx, ids)


def _rows(database_url: str, doc: str) -> dict[str, dict[str, Any]]:
    with connect(database_url) as conn:
        rows = conn.execute(
            "SELECT * FROM extracted_fields WHERE document_id = %s", (doc,)
        ).fetchall()
    return {r["field_name"]: r for r in rows}


def _json_output(database_url: str, data_dir: Path, doc: str) -> dict[str, Any]:
    with connect(database_url) as conn:
        row = conn.execute("SELECT json_path FROM documents WHERE id = %s", (doc,)).fetchone()
    return json.loads((data_dir / row["json_path"]).read_text())  # type: ignore[no-any-return]


def _sure_and_unsure(fixture_dir: Path) -> tuple[Path, Path, dict[str, str]]:
    """A fixture invoice the offline engine reads surely, one it is unsure of (and why)."""
    engine = OfflineEngine()
    sure = unsure = None
    why: dict[str, str] = {}
    for pdf in text_pdfs(fixture_dir):
        found = unsure_fields(engine.extract(pdf.read_bytes(), "application/pdf"), POLICY)
        if not found and sure is None:
            sure = pdf
        if found and unsure is None:
            unsure, why = pdf, found
    assert sure is not None and unsure is not None, "the fixtures need both kinds"
    return sure, unsure, why


MODEL_VALUES = sample_invoice(vendor_name="Model Vendor GmbH", customer_name="Model Customer")


def test_only_unsure_documents_call_the_model_and_only_unsure_fields_are_replaced(
    tmp_path: Path, database_url: str, fixture_dir: Path, fake: FakeGemini
) -> None:
    sure, unsure, why = _sure_and_unsure(fixture_dir)
    fake.script(invoice_reply(MODEL_VALUES, prompt_tokens=1548, output_tokens=412))
    ids = _accept(database_url, tmp_path, [(sure, "a_sure.pdf"), (unsure, "b_unsure.pdf")])
    # Two documents: the batch reads them offline in its worker processes.
    outcomes = _run(database_url, tmp_path, _cascade(fake, database_url), ids, "run-1")

    assert [o.status for o in outcomes] == ["completed", "completed"]
    assert fake.request_count == 1  # the unsure one, once
    offline = OfflineEngine().extract(unsure.read_bytes(), "application/pdf")
    offline_values = offline.fields.model_dump(mode="json")
    rows = _rows(database_url, ids[1])
    for name in (n for n in EXTRACTED_FIELDS if n in rows):
        if name in why:
            assert rows[name]["source"] == "gemini", name
            assert rows[name]["value"] == MODEL_VALUES[name], name
        else:
            assert rows[name]["source"] == "text", name
            assert rows[name]["value"] == offline_values[name], name
    if "line_items" not in why:
        assert {r["source"] for n, r in rows.items() if n.startswith("line_items[")} == {"text"}
    payload = _json_output(database_url, tmp_path, ids[1])["extraction"]
    assert {n for n, s in payload["field_sources"].items() if s == "gemini"} == set(why)
    assert payload["engine"] == "cascade"

    sure_rows = _rows(database_url, ids[0])
    assert {r["source"] for r in sure_rows.values()} == {"text"}
    assert _json_output(database_url, tmp_path, ids[0])["extraction"]["engine"] == "offline"

    with connect(database_url) as conn:
        calls = model_calls_for(conn, hashlib.sha256(unsure.read_bytes()).hexdigest())
        none = model_calls_for(conn, hashlib.sha256(sure.read_bytes()).hexdigest())
    assert [(c["status"], c["prompt_tokens"], c["output_tokens"]) for c in calls] == [
        ("ok", 1548, 412)
    ]
    assert none == []


def test_a_human_correction_is_never_overwritten_by_the_model(
    tmp_path: Path, database_url: str, fixture_dir: Path, fake: FakeGemini
) -> None:
    _, unsure, why = _sure_and_unsure(fixture_dir)
    field = next(n for n in sorted(why) if n in ("vendor_name", "customer_name", "vendor_address"))
    fake.default = invoice_reply({**MODEL_VALUES, field: "MODEL AGAIN"})
    [doc] = _accept(database_url, tmp_path, [(unsure, "inv.pdf")])
    engine = _cascade(fake, database_url)
    _run(database_url, tmp_path, engine, [doc], "run-1")
    with connect(database_url) as conn:
        write_correction(conn, doc, field, "CORRECTED BY A PERSON", datetime.now(UTC))
        conn.commit()
    # Extract again from scratch: the model is asked again and answers the field once more.
    _run(database_url, tmp_path, engine, [doc], "run-2", reprocess_finished=True, reextract=True)

    assert fake.request_count == 2
    row = _rows(database_url, doc)[field]
    assert row["value"] == "CORRECTED BY A PERSON"
    assert row["locked"] and row["source"] == "human"
    outputs = _json_output(database_url, tmp_path, doc)
    assert outputs["corrections"][field] == "CORRECTED BY A PERSON"


def test_an_open_circuit_keeps_the_offline_result_flagged_without_waiting(
    tmp_path: Path, database_url: str, fixture_dir: Path, fake: FakeGemini
) -> None:
    _, unsure, why = _sure_and_unsure(fixture_dir)
    breaker = CircuitBreaker(database_url, failure_threshold=1, open_seconds=600)
    breaker.record_failure(breaker.before_call())  # the model has been failing: open
    breaker.close()
    [doc] = _accept(database_url, tmp_path, [(unsure, "inv.pdf")])
    fake.default = invoice_reply(MODEL_VALUES)

    [outcome] = _run(
        database_url,
        tmp_path,
        _cascade(fake, database_url, gemini={"circuit_failure_threshold": 1}),
        [doc],
        "run-1",
    )

    assert outcome.status == "completed"  # neither failed nor deferred
    assert fake.request_count == 0
    rows = _rows(database_url, doc)
    assert {rows[n]["source"] for n in why if n in rows} == {"text"}
    payload = _json_output(database_url, tmp_path, doc)
    [finding] = payload["extraction"]["findings"]
    assert finding["rule"] == UNRESOLVED_RULE and finding["fields"] == list(why)
    assert "circuit 'gemini' is open" in finding["message"]
    with connect(database_url) as conn:
        item = conn.execute("SELECT reasons FROM review_items WHERE document_id = %s", (doc,))
        reasons = item.fetchone()["reasons"]
        calls = model_calls_for(conn, hashlib.sha256(unsure.read_bytes()).hexdigest())
    assert any("the model was not consulted" in r for r in reasons)
    assert [c["status"] for c in calls] == ["circuit_open"]


def test_an_einvoice_keeps_its_xml_and_never_calls_the_model(
    tmp_path: Path, database_url: str, fake: FakeGemini
) -> None:
    xml = tmp_path / "src.xml"
    xml.write_bytes(cii())
    [doc] = _accept(database_url, tmp_path, [(xml, "einvoice.xml")])
    [outcome] = _run(database_url, tmp_path, _cascade(fake, database_url), [doc], "run-1")
    assert outcome.status == "completed"
    assert fake.request_count == 0
    assert {r["source"] for r in _rows(database_url, doc).values()} == {"xml"}


def test_the_truth_answering_fake_answers_each_document_with_its_own_invoice(
    fixture_dir: Path,
) -> None:
    """The bench's fake: the model's answer is the document's truth, so the bench measures the
    routing alone."""
    from docproc_pipeline_tests.fixtures import truth

    _, unsure, why = _sure_and_unsure(fixture_dir)
    answers = {hashlib.sha256(unsure.read_bytes()).hexdigest(): truth(unsure)["fields"]}
    with running_fake_gemini(responder=answer_by_document(answers)) as server:
        engine = _cascade(server, "")
        outcome = engine.run(unsure.read_bytes(), "application/pdf")
    assert outcome.model_called and outcome.replaced == list(why)
    expected = InvoiceFields.model_validate(truth(unsure)["fields"])
    for name in why:
        assert getattr(outcome.result.fields, name) == getattr(expected, name)
    assert outcome.result.token_usage.prompt_tokens > 258
    assert outcome.result.token_usage.output_tokens > 100
