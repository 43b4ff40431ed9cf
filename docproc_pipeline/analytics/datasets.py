"""The analyst datasets: `invoices` and `invoice_line_items`, built from PostgreSQL.

Layout (schema in data/README.md)::

    <data>/datasets/invoices/invoice_month=2026-03/part-0.parquet
    <data>/datasets/invoice_line_items/invoice_month=2026-03/part-0.parquet

- Partition key: the month of the invoice date (`invoice_month=YYYY-MM`, from the corrected
  value when a reviewer fixed the date), `invoice_month=unknown` when there is none. Analysts
  filter and aggregate by invoice date; a line item lives in the partition of its invoice.
- Compacted: one file per partition, rewritten whole and atomically; nothing is appended.
- Source: PostgreSQL only (documents + the cached extraction in processed_documents + the
  review item + locked rows of extracted_fields), never the per-document files. Human
  corrections (locked fields) take precedence over extracted values.
- Only documents with an extraction appear (upload status completed or duplicate); a failed or
  queued document has no row.
- Incremental: a build rebuilds only the partitions that hold, or held, a document touched
  since the last build's watermark (documents.updated_at, review_items.updated_at, the
  updated_at of human corrections). The watermark is the database clock when the build started,
  and each build looks back `OVERLAP` before it, so a transaction that committed late with an
  earlier timestamp is still seen. Files are written before the state is committed: a build
  that dies half way is redone by the next one. One build at a time (PostgreSQL advisory lock).
"""

from __future__ import annotations

import contextlib
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from docproc_pipeline.db import analytics as db
from docproc_pipeline.db.connection import connect
from docproc_pipeline.invoice import DATE_FIELDS, MONEY_FIELDS, SCALAR_FIELDS
from docproc_pipeline.outputs.atomic import write_parquet_atomic
from docproc_pipeline.outputs.writers import AMOUNT_COLUMNS, FINE, MONEY  # as per-document files

BUILD_NAME = "datasets"
DATASETS_DIR = "datasets"
INVOICES = "invoices"
LINE_ITEMS = "invoice_line_items"
PARTITION_COLUMN = "invoice_month"
UNKNOWN_PARTITION = "unknown"
FILE_NAME = "part-0.parquet"
OVERLAP = timedelta(minutes=5)

UTC_TS = pa.timestamp("us", tz="UTC")
_MONEY_LIMIT = Decimal("1e16")  # decimal128(18, 2)
_FINE_LIMIT = Decimal("1e12")  # decimal128(18, 6)
_TEXT_FIELDS = tuple(
    f for f in SCALAR_FIELDS if f not in MONEY_FIELDS and f not in DATE_FIELDS and f != "tax_rate"
)
_LINE_KEYS = ("description", "quantity", "unit_price", "amount")

_DOCUMENT_COLUMNS: list[tuple[str, pa.DataType]] = [
    ("document_id", pa.string()),
    ("file_name", pa.string()),
    ("sha256", pa.string()),
    ("upload_status", pa.string()),
    ("review_status", pa.string()),
    ("is_duplicate", pa.bool_()),
    ("duplicate_of", pa.string()),
]

INVOICES_SCHEMA = pa.schema(
    [
        *_DOCUMENT_COLUMNS,
        ("engine", pa.string()),
        ("source_format", pa.string()),
        ("einvoice_profile", pa.string()),
        ("overall_confidence", pa.float64()),
        *[(name, pa.string()) for name in _TEXT_FIELDS if name != "payment_terms"],
        ("invoice_date", pa.date32()),
        ("due_date", pa.date32()),
        *AMOUNT_COLUMNS,
        ("payment_terms", pa.string()),
        ("line_item_count", pa.int32()),
        ("corrected_fields", pa.list_(pa.string())),
        ("sla_breached", pa.bool_()),
        ("uploaded_at", UTC_TS),
        ("processed_at", UTC_TS),
        ("reviewed_at", UTC_TS),
    ]
)

LINE_ITEMS_SCHEMA = pa.schema(
    [
        ("document_id", pa.string()),
        ("line_number", pa.int32()),
        ("description", pa.string()),
        ("quantity", FINE),
        ("unit_price", FINE),
        ("amount", MONEY),
        ("currency", pa.string()),
        ("invoice_number", pa.string()),
        ("invoice_date", pa.date32()),
        ("vendor_name", pa.string()),
        ("upload_status", pa.string()),
        ("review_status", pa.string()),
        ("is_duplicate", pa.bool_()),
        ("corrected", pa.bool_()),
    ]
)


@dataclass(slots=True)
class BuildResult:
    """What one build did. Row counts are of the partitions it rewrote; totals are of the whole
    datasets after it (read from the Parquet footers)."""

    full: bool
    watermark: datetime
    documents_touched: int
    partitions_written: list[str]
    partitions_removed: list[str]
    invoice_rows_written: int
    line_item_rows_written: int
    invoice_rows_total: int = 0
    line_item_rows_total: int = 0
    files: int = 0
    seconds: float = 0.0
    invoices_path: Path = Path()
    line_items_path: Path = Path()
    preview: list[dict[str, Any]] = field(default_factory=list)


def dataset_root(data_dir: Path) -> Path:
    return data_dir / DATASETS_DIR


def partition_file(data_dir: Path, dataset: str, partition: str) -> Path:
    return dataset_root(data_dir) / dataset / f"{PARTITION_COLUMN}={partition}" / FILE_NAME


# --- typed values -----------------------------------------------------------------------------


def _decimal(value: Any, places: int, limit: Decimal) -> Decimal | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        number = Decimal(str(value).strip())
        number = number.quantize(Decimal(1).scaleb(-places))
    except (InvalidOperation, ValueError):
        return None
    if not number.is_finite() or abs(number) >= limit:
        return None
    return number


def _money(value: Any) -> Decimal | None:
    return _decimal(value, 2, _MONEY_LIMIT)


def _fine(value: Any) -> Decimal | None:
    return _decimal(value, 6, _FINE_LIMIT)


def _date(value: Any) -> date | None:
    if not isinstance(value, str):
        return None
    try:
        return date.fromisoformat(value.strip()[:10])
    except ValueError:
        return None


def _text(value: Any) -> str | None:
    if value is None:
        return None
    return value if isinstance(value, str) else str(value)


def _line_index(name: str) -> tuple[int, str] | None:
    """`line_items[3].amount` -> (3, "amount"); None for any other name."""
    if not name.startswith("line_items["):
        return None
    head, _, key = name.partition("].")
    try:
        index = int(head[len("line_items[") :])
    except ValueError:
        return None
    return (index, key) if key in _LINE_KEYS and index >= 0 else None


@dataclass(slots=True)
class _Document:
    """One document's effective values: extraction with the human corrections applied."""

    row: dict[str, Any]
    fields: dict[str, Any]
    lines: list[dict[str, Any]]
    corrected: list[str]
    corrected_lines: set[int]

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> _Document:
        extracted = (row["extraction"] or {}).get("fields") or {}
        fields = {name: extracted.get(name) for name in SCALAR_FIELDS}
        lines = [dict(li) for li in extracted.get("line_items") or [] if isinstance(li, dict)]
        corrections: dict[str, Any] = row["corrections"] or {}
        corrected_lines: set[int] = set()
        for name, value in corrections.items():
            if name in fields:
                fields[name] = value
                continue
            at = _line_index(name)
            if at is None:
                continue  # tax_breakdown rows are not in these datasets
            index, key = at
            while len(lines) <= index:
                lines.append({})
            lines[index][key] = value
            corrected_lines.add(index)
        return cls(row, fields, lines, sorted(corrections), corrected_lines)

    @property
    def invoice_date(self) -> date | None:
        return _date(self.fields.get("invoice_date"))

    @property
    def partition(self) -> str:
        day = self.invoice_date
        return f"{day:%Y-%m}" if day else UNKNOWN_PARTITION


class _Columns:
    """Column lists for one partition of both datasets."""

    def __init__(self) -> None:
        self.invoices: dict[str, list[Any]] = {n: [] for n in INVOICES_SCHEMA.names}
        self.lines: dict[str, list[Any]] = {n: [] for n in LINE_ITEMS_SCHEMA.names}

    def add(self, doc: _Document) -> None:
        r, f, inv = doc.row, doc.fields, self.invoices
        is_duplicate = r["upload_status"] == "duplicate"
        invoice_date = doc.invoice_date
        inv["document_id"].append(r["document_id"])
        inv["file_name"].append(r["file_name"])
        inv["sha256"].append(r["sha256"])
        inv["upload_status"].append(r["upload_status"])
        inv["review_status"].append(r["review_status"])
        inv["is_duplicate"].append(is_duplicate)
        inv["duplicate_of"].append(r["duplicate_of"])
        inv["engine"].append(r["engine"])
        extraction = r.get("extraction") or {}
        inv["source_format"].append(extraction.get("source_format") or "print")
        inv["einvoice_profile"].append(extraction.get("einvoice_profile"))
        conf = r["overall_confidence"]
        inv["overall_confidence"].append(None if conf is None else float(conf))
        for name in _TEXT_FIELDS:
            inv[name].append(_text(f.get(name)))
        inv["invoice_date"].append(invoice_date)
        inv["due_date"].append(_date(f.get("due_date")))
        for name in MONEY_FIELDS:
            inv[name].append(_money(f.get(name)))
        inv["tax_rate"].append(_fine(f.get("tax_rate")))
        inv["line_item_count"].append(len(doc.lines))
        inv["corrected_fields"].append(doc.corrected)
        inv["sla_breached"].append(r["sla_breached"])
        inv["uploaded_at"].append(r["uploaded_at"])
        inv["processed_at"].append(r["processed_at"])
        inv["reviewed_at"].append(r["reviewed_at"])

        li = self.lines
        currency, number = _text(f.get("currency")), _text(f.get("invoice_number"))
        vendor = _text(f.get("vendor_name"))
        for i, line in enumerate(doc.lines):
            li["document_id"].append(r["document_id"])
            li["line_number"].append(i + 1)
            li["description"].append(_text(line.get("description")))
            li["quantity"].append(_fine(line.get("quantity")))
            li["unit_price"].append(_fine(line.get("unit_price")))
            li["amount"].append(_money(line.get("amount")))
            li["currency"].append(currency)
            li["invoice_number"].append(number)
            li["invoice_date"].append(invoice_date)
            li["vendor_name"].append(vendor)
            li["upload_status"].append(r["upload_status"])
            li["review_status"].append(r["review_status"])
            li["is_duplicate"].append(is_duplicate)
            li["corrected"].append(i in doc.corrected_lines)

    @staticmethod
    def _table(columns: dict[str, list[Any]], schema: pa.Schema) -> pa.Table:
        arrays = [pa.array(columns[f.name], type=f.type) for f in schema]
        return pa.Table.from_arrays(arrays, schema=schema)

    def tables(self) -> tuple[pa.Table, pa.Table]:
        return self._table(self.invoices, INVOICES_SCHEMA), self._table(
            self.lines, LINE_ITEMS_SCHEMA
        )


# --- the build --------------------------------------------------------------------------------


def _remove_partition(data_dir: Path, partition: str) -> None:
    for dataset in (INVOICES, LINE_ITEMS):
        path = partition_file(data_dir, dataset, partition)
        path.unlink(missing_ok=True)
        with contextlib.suppress(OSError):  # not empty (a stray file): leave the folder
            path.parent.rmdir()


def _partitions_on_disk(data_dir: Path) -> set[str]:
    found: set[str] = set()
    for dataset in (INVOICES, LINE_ITEMS):
        folder = dataset_root(data_dir) / dataset
        if folder.is_dir():
            prefix = f"{PARTITION_COLUMN}="
            found |= {p.name[len(prefix) :] for p in folder.iterdir() if p.name.startswith(prefix)}
    return found


def _footer_rows(data_dir: Path, dataset: str) -> tuple[int, int]:
    """(rows, files) of a dataset, from the Parquet footers only."""
    rows = files = 0
    for path in (dataset_root(data_dir) / dataset).glob(f"{PARTITION_COLUMN}=*/*.parquet"):
        rows += pq.ParquetFile(path).metadata.num_rows
        files += 1
    return rows, files


def _preview_row(doc: _Document) -> dict[str, Any]:
    f = doc.fields
    return {
        "document_id": doc.row["document_id"],
        "invoice_number": f.get("invoice_number"),
        "invoice_date": f.get("invoice_date"),
        "vendor_name": f.get("vendor_name"),
        "total": f.get("total"),
        "currency": f.get("currency"),
        "review_status": doc.row["review_status"],
        "corrected": ", ".join(doc.corrected),
    }


def _group(docs: Iterable[_Document]) -> dict[str, _Columns]:
    by_partition: dict[str, _Columns] = defaultdict(_Columns)
    for doc in docs:
        by_partition[doc.partition].add(doc)
    return by_partition


def build_datasets(
    database_url: str,
    data_dir: Path,
    *,
    full: bool = False,
    overlap: timedelta = OVERLAP,
    preview_rows: int = 5,
) -> BuildResult:
    """Bring both datasets up to date with PostgreSQL; `full` rebuilds every partition.

    A first build (no state yet), or one that finds a recorded partition's file missing, is full.
    `overlap`: how far before the last watermark changes are looked for again.
    """
    started = time.perf_counter()
    with connect(database_url, autocommit=True) as lock_conn:
        db.lock_build(lock_conn, BUILD_NAME)
        try:
            result = _build_locked(
                database_url, data_dir, full=full, overlap=overlap, preview_rows=preview_rows
            )
        finally:
            db.unlock_build(lock_conn, BUILD_NAME)
    result.seconds = round(time.perf_counter() - started, 3)
    return result


def _build_locked(
    database_url: str, data_dir: Path, *, full: bool, overlap: timedelta, preview_rows: int
) -> BuildResult:
    with connect(database_url) as conn:
        state = db.build_state(conn, BUILD_NAME)
        watermark = db.db_clock(conn)
        known = db.all_partitions(conn)
        if state is None or any(not partition_file(data_dir, INVOICES, p).is_file() for p in known):
            full = True
        since = None if full else state["watermark"] - overlap  # type: ignore[index]
        touched = db.touched_document_ids(conn, since)
        docs = {
            d.row["document_id"]: d for d in map(_Document.from_row, db.dataset_rows(conn, touched))
        }
        old = db.partitions_of(conn, touched)
        placement = {doc_id: d.partition for doc_id, d in docs.items()}
        affected = set(old.values()) | set(placement.values())
        if full:
            affected |= known
        # The untouched documents that share a partition with a touched one are rewritten too.
        touched_set = set(touched)
        others = [i for i in db.documents_in_partitions(conn, affected) if i not in touched_set]
        for row in db.dataset_rows(conn, others):
            docs[row["document_id"]] = _Document.from_row(row)
        conn.rollback()  # no transaction stays open while files are written

        grouped = _group(sorted(docs.values(), key=lambda d: d.row["document_id"]))
        written, removed = sorted(grouped), []
        invoice_rows = line_rows = 0
        for partition in written:
            invoices, lines = grouped[partition].tables()
            write_parquet_atomic(partition_file(data_dir, INVOICES, partition), invoices)
            write_parquet_atomic(partition_file(data_dir, LINE_ITEMS, partition), lines)
            invoice_rows += invoices.num_rows
            line_rows += lines.num_rows
        stale = affected | (_partitions_on_disk(data_dir) if full else set())
        for partition in sorted(stale - set(grouped)):
            _remove_partition(data_dir, partition)
            removed.append(partition)

        with conn.transaction():
            db.replace_document_partitions(conn, touched, placement)
            inv_total, inv_files = _footer_rows(data_dir, INVOICES)
            line_total, line_files = _footer_rows(data_dir, LINE_ITEMS)
            db.save_build_state(
                conn,
                BUILD_NAME,
                watermark=watermark,
                documents=inv_total,
                line_items=line_total,
                partitions=inv_files,
            )
    recent = sorted(placement)[-preview_rows:] if preview_rows else []
    preview = [_preview_row(docs[i]) for i in recent]
    return BuildResult(
        full=full,
        watermark=watermark.astimezone(UTC),
        documents_touched=len(touched),
        partitions_written=written,
        partitions_removed=removed,
        invoice_rows_written=invoice_rows,
        line_item_rows_written=line_rows,
        invoice_rows_total=inv_total,
        line_item_rows_total=line_total,
        files=inv_files + line_files,
        invoices_path=dataset_root(data_dir) / INVOICES,
        line_items_path=dataset_root(data_dir) / LINE_ITEMS,
        preview=preview,
    )
