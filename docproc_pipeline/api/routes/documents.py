"""Documents: upload status and output paths."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from docproc_pipeline.api.deps import ConnDep, CurrentReviewer
from docproc_pipeline.api.routes.review import ERRORS
from docproc_pipeline.api.schemas import DocumentOut
from docproc_pipeline.review import queue

router = APIRouter(prefix="/api/documents", tags=["documents"], responses=ERRORS)

DocumentId = Annotated[
    str, Path(pattern=r"^[a-z0-9_-]{1,128}$", description="Document id (partition key)")
]


@router.get("/{document_id}", response_model=DocumentOut)
def get_document(document_id: DocumentId, conn: ConnDep, me: CurrentReviewer) -> Any:
    """A document's upload status, failure reason and output paths (JSON, Parquet)."""
    return DocumentOut(**_document_fields(queue.document_for(conn, me, document_id)))


def _document_fields(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k in DocumentOut.model_fields}
