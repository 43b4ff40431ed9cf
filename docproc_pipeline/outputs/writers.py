"""Per-document outputs: `json/YYYY/MM/DD/{id}.json` and `parquet/YYYY/MM/DD/{id}.parquet`.

Writes are atomic (invariant 5): a temp file in the same folder, fsync, `os.replace`, fsync of the
folder. A reader never sees a half-written file, and a document's two files are written all or
none (`write_invoice_outputs`): on a full disk neither appears and `NoSpaceLeft` says so. Money is
`decimal128(18, 2)` in Parquet and a decimal string in JSON (invariant 6).
"""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pyarrow as pa

from docproc_pipeline.invoice import InvoiceExtraction
from docproc_pipeline.outputs.atomic import (
    Writer,
    atomic_write_all,
    parquet_writer,
    text_writer,
)

MONEY = pa.decimal128(18, 2)
# Rates, quantities and unit prices can carry more places (8.875 %, 0.045 per unit).
FINE = pa.decimal128(18, 6)

LINE_ITEM_TYPE = pa.struct(
    [
        ("description", pa.string()),
        ("quantity", FINE),
        ("unit_price", FINE),
        ("amount", MONEY),
    ]
)
TAX_ROW_TYPE = pa.struct([("rate", FINE), ("base", MONEY), ("amount", MONEY)])
# The invoice's amounts, in the same order in every table that carries them.
AMOUNT_COLUMNS: list[tuple[str, pa.DataType]] = [
    ("subtotal", MONEY),
    ("discount", MONEY),
    ("shipping", MONEY),
    ("tax_rate", FINE),
    ("tax_amount", MONEY),
    ("total", MONEY),
    ("amount_due", MONEY),
]

INVOICE_SCHEMA = pa.schema(
    [
        ("document_id", pa.string()),
        ("file_name", pa.string()),
        ("sha256", pa.string()),
        ("upload_status", pa.string()),
        ("duplicate_of", pa.string()),
        ("engine", pa.string()),
        ("source_format", pa.string()),
        ("einvoice_profile", pa.string()),
        ("document_type", pa.string()),
        ("overall_confidence", pa.float64()),
        ("vendor_name", pa.string()),
        ("vendor_address", pa.string()),
        ("vendor_tax_id", pa.string()),
        ("supplier_iban", pa.string()),
        ("customer_name", pa.string()),
        ("customer_address", pa.string()),
        ("customer_tax_id", pa.string()),
        ("invoice_number", pa.string()),
        ("invoice_date", pa.date32()),
        ("due_date", pa.date32()),
        ("purchase_order", pa.string()),
        ("currency", pa.string()),
        *AMOUNT_COLUMNS,
        ("payment_terms", pa.string()),
        ("tax_breakdown", pa.list_(TAX_ROW_TYPE)),
        ("line_items", pa.list_(LINE_ITEM_TYPE)),
        ("validation_errors", pa.list_(pa.string())),
        ("processed_at", pa.timestamp("us", tz="UTC")),
    ]
)


def output_relpaths(document_id: str, day: date) -> tuple[str, str]:
    """(json, parquet) paths relative to the data directory."""
    stem = f"{day:%Y/%m/%d}/{document_id}"
    return f"json/{stem}.json", f"parquet/{stem}.parquet"


def _q(value: Decimal | None, places: int) -> Decimal | None:
    if value is None:
        return None
    return value.quantize(Decimal(1).scaleb(-places))


def invoice_record(
    *,
    document_id: str,
    file_name: str,
    sha256: str,
    upload_status: str,
    duplicate_of: str | None,
    extraction: InvoiceExtraction,
    validation_errors: list[str],
    processed_at: datetime,
) -> dict[str, Any]:
    f = extraction.fields
    return {
        "document_id": document_id,
        "file_name": file_name,
        "sha256": sha256,
        "upload_status": upload_status,
        "duplicate_of": duplicate_of,
        "engine": extraction.engine,
        "source_format": extraction.source_format or "print",
        "einvoice_profile": extraction.einvoice_profile,
        "document_type": f.document_type,
        "overall_confidence": extraction.overall_confidence,
        "vendor_name": f.vendor_name,
        "vendor_address": f.vendor_address,
        "vendor_tax_id": f.vendor_tax_id,
        "supplier_iban": f.supplier_iban,
        "customer_name": f.customer_name,
        "customer_address": f.customer_address,
        "customer_tax_id": f.customer_tax_id,
        "invoice_number": f.invoice_number,
        "invoice_date": f.invoice_date,
        "due_date": f.due_date,
        "purchase_order": f.purchase_order,
        "currency": f.currency,
        "subtotal": _q(f.subtotal, 2),
        "discount": _q(f.discount, 2),
        "shipping": _q(f.shipping, 2),
        "tax_rate": _q(f.tax_rate, 6),
        "tax_amount": _q(f.tax_amount, 2),
        "total": _q(f.total, 2),
        "amount_due": _q(f.amount_due, 2),
        "payment_terms": f.payment_terms,
        "tax_breakdown": [
            {"rate": _q(t.rate, 6), "base": _q(t.base, 2), "amount": _q(t.amount, 2)}
            for t in f.tax_breakdown
        ],
        "line_items": [
            {
                "description": li.description,
                "quantity": _q(li.quantity, 6),
                "unit_price": _q(li.unit_price, 6),
                "amount": _q(li.amount, 2),
            }
            for li in f.line_items
        ],
        "validation_errors": validation_errors,
        "processed_at": processed_at.astimezone(UTC),
    }


def _json_text(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False, indent=2, sort_keys=False, default=str)


def _parquet_table(record: dict[str, Any]) -> pa.Table:
    return pa.Table.from_pylist([record], schema=INVOICE_SCHEMA)


def write_invoice_outputs(
    *,
    json_path: Path | None,
    payload: dict[str, Any],
    parquet_path: Path | None,
    record: dict[str, Any],
) -> None:
    """A document's JSON (`payload`) and Parquet (`record`, one row) files, all or none; a None
    path skips that file (`output.json` / `output.parquet` off). Raises `NoSpaceLeft` on a full
    disk, other `OSError`s as they come; either way no file changed and no temp file is left."""
    files: list[tuple[Path, Writer]] = []
    if json_path is not None:
        files.append((json_path, text_writer(_json_text(payload))))
    if parquet_path is not None:
        files.append((parquet_path, parquet_writer(_parquet_table(record))))
    atomic_write_all(files)
