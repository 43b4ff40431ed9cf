"""Documents: upload status and output paths, the original file, pictures of its pages."""

from __future__ import annotations

from pathlib import Path as FsPath
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query
from fastapi.responses import FileResponse

from docproc_pipeline.api.deps import ConnDep, CurrentReviewer, DataDirDep, RendererDep
from docproc_pipeline.api.routes.review import ERRORS
from docproc_pipeline.api.schemas import DocumentOut
from docproc_pipeline.review import queue
from docproc_pipeline.review.errors import ItemNotFound
from docproc_pipeline.review.page_images import DEFAULT_WIDTH, MAX_WIDTH, MIN_WIDTH

router = APIRouter(prefix="/api/documents", tags=["documents"], responses=ERRORS)

DocumentId = Annotated[
    str, Path(pattern=r"^[a-z0-9_-]{1,128}$", description="Document id (partition key)")
]
PageNumber = Annotated[int, Path(ge=1, le=100_000, description="Page number, from 1")]
Width = Annotated[
    int, Query(ge=MIN_WIDTH, le=MAX_WIDTH, description="Width of the picture in pixels")
]
# Stored bytes are whatever was dropped into the landing folder: never let a browser run them
# on the API's origin (where the reviewer's token lives).
_UNTRUSTED_FILE_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "private, no-store",
}


@router.get("/{document_id}", response_model=DocumentOut)
def get_document(document_id: DocumentId, conn: ConnDep, me: CurrentReviewer) -> Any:
    """A document's upload status, failure reason and output paths (JSON, Parquet)."""
    return DocumentOut(**_document_fields(queue.document_for(conn, me, document_id)))


@router.get(
    "/{document_id}/file",
    response_class=FileResponse,
    responses={200: {"description": "The original bytes", "content": {"*/*": {}}}},
)
def get_document_file(
    document_id: DocumentId, conn: ConnDep, me: CurrentReviewer, data_dir: DataDirDep
) -> Any:
    """The document's original bytes as stored, with its sniffed content type and its original
    file name (`Content-Disposition: attachment`). Same access as the document itself."""
    doc = queue.document_for(conn, me, document_id)
    return FileResponse(
        _stored_file(data_dir, doc),
        media_type=doc["mime_type"] or "application/octet-stream",
        filename=doc["file_name"],
        content_disposition_type="attachment",
        headers=_UNTRUSTED_FILE_HEADERS,
    )


@router.get(
    "/{document_id}/pages/{page}.png",
    response_class=FileResponse,
    responses={200: {"description": "A PNG of the page", "content": {"image/png": {}}}},
)
def get_page_picture(
    document_id: DocumentId,
    page: PageNumber,
    conn: ConnDep,
    me: CurrentReviewer,
    data_dir: DataDirDep,
    renderer: RendererDep,
    width: Width = DEFAULT_WIDTH,
) -> Any:
    """A picture of one page (PDF pages rendered, images as they are), `width` pixels wide,
    rendered on first request and cached on disk. 404 for a page the document does not have,
    422 for a file that cannot be rendered (the reason says why)."""
    doc = queue.document_for(conn, me, document_id)
    png = renderer.page_png(
        _stored_file(data_dir, doc),
        sha256=doc["sha256"],
        mime=doc["mime_type"],
        page=page,
        width=width,
    )
    return FileResponse(
        png, media_type="image/png", headers={"Cache-Control": "private, max-age=86400"}
    )


def _stored_file(data_dir: FsPath, doc: dict[str, Any]) -> FsPath:
    """The stored file of a document row, which must lie inside the data directory."""
    root = data_dir.resolve()
    path = (root / doc["storage_path"]).resolve()
    if not path.is_relative_to(root) or not path.is_file():
        raise ItemNotFound(f"the stored file of document {doc['id']!r} is missing")
    return path


def _document_fields(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k in DocumentOut.model_fields}
