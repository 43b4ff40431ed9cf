"""Review items: list, read, claim, assign, correct, approve, reject, audit trail."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response, status

from docproc_pipeline.api.deps import ConfigDep, ConnDep, CurrentReviewer, NowDep
from docproc_pipeline.api.schemas import (
    MAX_DB_INT,
    ApproveIn,
    AssignIn,
    AuditEntryOut,
    ErrorOut,
    FieldsPatchIn,
    ItemPage,
    RejectIn,
    ReviewerOut,
    ReviewItemDetail,
    ReviewItemOut,
    item_detail,
    item_out,
)
from docproc_pipeline.db.status import ReviewStatus
from docproc_pipeline.review import queue

ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "Missing or invalid bearer token"},
    403: {"model": ErrorOut, "description": "The item is another reviewer's, or needs an admin"},
    404: {"model": ErrorOut, "description": "No such item"},
    409: {"model": ErrorOut, "description": "The item is not in a state that allows this"},
    422: {"model": ErrorOut, "description": "Invalid request"},
}

router = APIRouter(prefix="/api/review", tags=["review"], responses=ERRORS)

ItemId = Annotated[int, Path(ge=1, le=MAX_DB_INT, description="Review item id")]


@router.get("/me", response_model=ReviewerOut)
def who_am_i(me: CurrentReviewer) -> ReviewerOut:
    """The reviewer the token belongs to (the reviewer's screen checks a token with it)."""
    return ReviewerOut(id=me.id, name=me.name, is_admin=me.is_admin)


@router.get("/items", response_model=ItemPage)
def list_items(
    conn: ConnDep,
    me: CurrentReviewer,
    now: NowDep,
    status_: Annotated[ReviewStatus | None, Query(alias="status")] = None,
    assignee: Annotated[int | None, Query(ge=1, le=MAX_DB_INT, description="reviewer id")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000_000)] = 0,
) -> ItemPage:
    """Items by current priority, highest first (SLA proximity as of now). A reviewer sees
    their own items and unassigned pending ones; an admin sees all."""
    page = queue.list_items(
        conn, me, now=now, status=status_, assignee_id=assignee, limit=limit, offset=offset
    )
    return ItemPage(
        items=[item_out(r) for r in page.items], total=page.total, limit=limit, offset=offset
    )


@router.post(
    "/claim-next",
    response_model=ReviewItemOut,
    responses={204: {"description": "Nothing to claim"}},
)
def claim_next(conn: ConnDep, me: CurrentReviewer, now: NowDep) -> Any:
    """Atomically claim the highest-priority pending item that is yours or unassigned."""
    with conn.transaction():
        item_id = queue.claim_next(conn, me, now=now)
        if item_id is None:
            return Response(status_code=status.HTTP_204_NO_CONTENT)
        return item_out(queue.get_item(conn, me, item_id, now=now))


@router.get("/items/{item_id}", response_model=ReviewItemDetail)
def get_item(item_id: ItemId, conn: ConnDep, me: CurrentReviewer, now: NowDep) -> Any:
    """One item with its fields (value, confidence, locked), validation results and a link to
    its document."""
    return item_detail(queue.get_item(conn, me, item_id, now=now))


@router.post("/items/{item_id}/claim", response_model=ReviewItemOut)
def claim(item_id: ItemId, conn: ConnDep, me: CurrentReviewer, now: NowDep) -> Any:
    """Claim one pending item (yours or unassigned; an admin any)."""
    with conn.transaction():
        queue.claim(conn, me, item_id, now=now)
        return item_out(queue.get_item(conn, me, item_id, now=now))


@router.post("/items/{item_id}/assign", response_model=ReviewItemOut)
def assign(item_id: ItemId, body: AssignIn, conn: ConnDep, me: CurrentReviewer, now: NowDep) -> Any:
    """Hand an open item to a reviewer (admin only); it becomes pending for them."""
    with conn.transaction():
        queue.assign(conn, me, item_id, body.reviewer_id, now=now)
        return item_out(queue.get_item(conn, me, item_id, now=now))


@router.patch("/items/{item_id}/fields", response_model=ReviewItemDetail)
def correct_fields(
    item_id: ItemId,
    body: FieldsPatchIn,
    conn: ConnDep,
    me: CurrentReviewer,
    config: ConfigDep,
    now: NowDep,
) -> Any:
    """Correct field values of an item you have in review; each is validated against its type
    (money, decimal, date, text) and rule, then locked against re-processing."""
    with conn.transaction():
        queue.correct_fields(
            conn,
            me,
            item_id,
            dict(body.fields),
            config=config,
            now=now,
            expected_version=body.expected_version,
        )
        return item_detail(queue.get_item(conn, me, item_id, now=now))


@router.post("/items/{item_id}/approve", response_model=ReviewItemOut)
def approve(
    item_id: ItemId,
    conn: ConnDep,
    me: CurrentReviewer,
    config: ConfigDep,
    now: NowDep,
    body: ApproveIn | None = None,
) -> Any:
    """Approve an item you have in review (`corrected` if you corrected fields). Every
    required field must have a value. The body is optional (`expected_version`)."""
    expected = None if body is None else body.expected_version
    with conn.transaction():
        queue.approve(conn, me, item_id, config=config, now=now, expected_version=expected)
        return item_out(queue.get_item(conn, me, item_id, now=now))


@router.post("/items/{item_id}/reject", response_model=ReviewItemOut)
def reject(item_id: ItemId, body: RejectIn, conn: ConnDep, me: CurrentReviewer, now: NowDep) -> Any:
    """Reject an item you have in review; the reason is required."""
    with conn.transaction():
        queue.reject(
            conn, me, item_id, body.reason, now=now, expected_version=body.expected_version
        )
        return item_out(queue.get_item(conn, me, item_id, now=now))


@router.get("/items/{item_id}/audit", response_model=list[AuditEntryOut])
def audit(item_id: ItemId, conn: ConnDep, me: CurrentReviewer, now: NowDep) -> Any:
    """Every action on the item, oldest first: who, when, what, before and after."""
    return [AuditEntryOut(**row) for row in queue.audit_trail(conn, me, item_id, now=now)]
