"""Request and response models of the review API (the OpenAPI schema is generated from them).

Money is a decimal string in JSON, never a float.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_serializer

from docproc_pipeline.db.status import ReviewStatus, UploadStatus
from docproc_pipeline.invoice import FieldBox

MAX_DB_INT = 2**63 - 1
MAX_VERSION = 2**31 - 1

ReviewerId = Annotated[int, Field(ge=1, le=MAX_DB_INT)]
FieldName = Annotated[str, Field(min_length=1, max_length=200)]


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


ExpectedVersion = Annotated[
    int | None,
    Field(
        ge=1,
        le=MAX_VERSION,
        description=(
            "The item's `version` as you last saw it: when someone changed the item since, the "
            "request is refused with 409 and nothing is saved. Omit to skip the check."
        ),
    ),
]


class AssignIn(_In):
    reviewer_id: ReviewerId


class RejectIn(_In):
    reason: str = Field(min_length=1, max_length=2000, description="Why the item is rejected")
    expected_version: ExpectedVersion = None


class ApproveIn(_In):
    expected_version: ExpectedVersion = None


class FieldsPatchIn(_In):
    fields: dict[FieldName, Annotated[str | None, Field(max_length=4000)]] = Field(
        min_length=1,
        max_length=200,
        description=(
            "Field name -> corrected value as a string (money '1234.50', dates 'YYYY-MM-DD'), "
            "or null to clear. Each corrected field is locked against re-processing."
        ),
    )
    expected_version: ExpectedVersion = None


class PriorityParts(BaseModel):
    confidence: float = Field(description="1 - overall confidence, weight 0.40")
    sla_proximity: float = Field(description="elapsed fraction of the SLA window, weight 0.30")
    complexity: float = Field(description="line items, fields, reasons; weight 0.20")
    value: float = Field(description="log-scaled total amount, weight 0.10")


class ReviewItemOut(BaseModel):
    id: int
    document_id: str
    document_url: str
    status: ReviewStatus
    assignee_id: int | None
    assignee_name: str | None
    priority: float = Field(description="0..1 as of this response; higher first")
    priority_parts: PriorityParts
    overall_confidence: float
    total_amount: Decimal | None
    currency: str | None
    sla_due_at: datetime
    overdue: bool
    sla_breached: bool
    sla_at_risk: bool
    reasons: list[str]
    duplicate_of: str | None
    reject_reason: str | None
    has_corrections: bool
    claimed_at: datetime | None
    decided_at: datetime | None
    created_at: datetime
    updated_at: datetime
    version: int = Field(
        description="bumped by every claim, assignment, correction and decision; send it back "
        "as `expected_version` to refuse a change made meanwhile"
    )

    @field_serializer("total_amount")
    def _money(self, v: Decimal | None) -> str | None:
        return None if v is None else format(v, "f")


class FieldOut(BaseModel):
    name: str
    value: Any = Field(description="JSON value; money and dates as strings")
    confidence: float | None
    locked: bool
    manually_corrected: bool
    rule_results: list[Any]
    source: str | None = Field(
        description="where the value came from: text, ocr, gemini, xml, print, human"
    )
    box: FieldBox | None = Field(
        description="where the value was read on its page (fractions of the page picture as "
        "the file holds it, origin top left, also for a page OCR read turned over); "
        "null when the engine does not say (model, e-invoice XML, list rows)"
    )


class Validation(BaseModel):
    reasons: list[str] = Field(description="why the item needs a look")
    rule_results: dict[str, list[Any]] = Field(description="field -> its rule results")


class ReviewItemDetail(ReviewItemOut):
    fields: list[FieldOut]
    validation: Validation


class ItemPage(BaseModel):
    items: list[ReviewItemOut]
    total: int
    limit: int
    offset: int


class AuditEntryOut(BaseModel):
    id: int
    at: datetime
    actor: str
    action: str
    document_id: str | None
    review_item_id: int | None
    before: Any
    after: Any


class DocumentOut(BaseModel):
    id: str
    file_name: str
    status: UploadStatus
    failure_reason: str | None
    duplicate_of: str | None
    sha256: str | None
    mime_type: str | None
    page_count: int | None
    size_bytes: int
    storage_path: str
    json_path: str | None
    parquet_path: str | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    review_item_id: int | None
    review_status: ReviewStatus | None


class ReviewerOut(BaseModel):
    id: int
    name: str
    is_admin: bool


class Health(BaseModel):
    status: str
    database: str


class ErrorOut(BaseModel):
    detail: str
    errors: list[dict[str, Any]] | None = None


def item_out(row: dict[str, Any]) -> ReviewItemOut:
    return ReviewItemOut(**_item_fields(row))


def item_detail(row: dict[str, Any]) -> ReviewItemDetail:
    fields = [
        FieldOut(
            name=f["field_name"],
            value=f["value"],
            confidence=None if f["confidence"] is None else float(f["confidence"]),
            locked=f["locked"],
            manually_corrected=f["manually_corrected"],
            rule_results=f["rule_results"] or [],
            source=f.get("source"),
            box=None if f.get("box") is None else FieldBox.model_validate(f["box"]),
        )
        for f in row["fields"]
    ]
    validation = Validation(
        reasons=list(row["reasons"] or []),
        rule_results={f.name: f.rule_results for f in fields if f.rule_results},
    )
    return ReviewItemDetail(**_item_fields(row), fields=fields, validation=validation)


def _item_fields(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": row["id"],
        "document_id": row["document_id"],
        "document_url": f"/api/documents/{row['document_id']}",
        "status": row["status"],
        "assignee_id": row["assignee_id"],
        "assignee_name": row["assignee_name"],
        "priority": float(row["priority"]),
        "priority_parts": PriorityParts(
            confidence=round(1 - float(row["confidence"]), 4),
            sla_proximity=round(float(row["sla_proximity"]), 4),
            complexity=float(row["complexity"]),
            value=float(row["value_score"]),
        ),
        "overall_confidence": float(row["confidence"]),
        "total_amount": row["total_amount"],
        "currency": row["currency"],
        "sla_due_at": row["sla_due_at"],
        "overdue": row["overdue"],
        "sla_breached": row["sla_breached"],
        "sla_at_risk": row["sla_at_risk"],
        "reasons": list(row["reasons"] or []),
        "duplicate_of": row["duplicate_of"],
        "reject_reason": row["reject_reason"],
        "has_corrections": row["has_corrections"],
        "claimed_at": row["claimed_at"],
        "decided_at": row["decided_at"],
        "created_at": row["created_at"],
        "updated_at": row["updated_at"],
        "version": row["version"],
    }
