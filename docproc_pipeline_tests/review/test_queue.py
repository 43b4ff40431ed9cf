"""The review queue's invariants, against real PostgreSQL."""

from __future__ import annotations

import threading
from datetime import timedelta
from decimal import Decimal

import psycopg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.fields import locked_field_values, write_extracted_fields
from docproc_pipeline.db.status import ReviewStatus
from docproc_pipeline.review import queue
from docproc_pipeline.review.errors import (
    InvalidReviewInput,
    ItemNotFound,
    NotAllowed,
    StateConflict,
)
from docproc_pipeline.review.priority import priority, priority_parts, sla_proximity
from docproc_pipeline.review.reviewers import Reviewer, add_reviewer, authenticate
from docproc_pipeline.settings import ModuleConfig

from .conftest import FULL_FIELDS, T0, insert_document, make_item


def _reviewer(conn: psycopg.Connection, name: str, admin: bool = False) -> Reviewer:
    token = add_reviewer(conn, name, admin)
    found = authenticate(conn, token)
    assert found is not None
    return found


def test_concurrent_claimers_never_double_claim(database_url: str, config: ModuleConfig) -> None:
    """50 threads, each with its own connection, claim 200 items until none is left."""
    with connect(database_url, autocommit=True) as conn:
        for n in range(200):
            make_item(conn, config, f"d{n:03d}", confidence=(n % 17) / 17)
        reviewers = [_reviewer(conn, f"r{n}") for n in range(50)]

    claims: dict[int, list[int]] = {r.id: [] for r in reviewers}
    errors: list[BaseException] = []
    start = threading.Barrier(len(reviewers))

    def claimer(reviewer: Reviewer) -> None:
        try:
            with connect(database_url, autocommit=True) as c:
                start.wait()
                while True:
                    with c.transaction():
                        item_id = queue.claim_next(c, reviewer, now=T0)
                    if item_id is None:
                        return
                    claims[reviewer.id].append(item_id)
        except BaseException as e:  # reported below, in the test's thread
            errors.append(e)

    threads = [threading.Thread(target=claimer, args=(r,)) for r in reviewers]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors
    claimed = [i for ids in claims.values() for i in ids]
    assert len(claimed) == 200
    assert len(set(claimed)) == 200  # nobody got an item twice
    with connect(database_url) as conn:
        rows = conn.execute("SELECT id, status, assignee_id FROM review_items").fetchall()
        assert all(r["status"] == "in_review" for r in rows)  # none left behind
        owner = {i: rid for rid, ids in claims.items() for i in ids}
        assert all(owner[r["id"]] == r["assignee_id"] for r in rows)
        audit = conn.execute(
            "SELECT count(*) AS n FROM audit_log WHERE action = 'claimed'"
        ).fetchone()
        assert audit["n"] == 200


def test_claim_next_takes_highest_priority_then_returns_none(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    low = make_item(conn, config, "low", confidence=0.99)
    high = make_item(conn, config, "high", confidence=0.1)
    alice = _reviewer(conn, "alice")
    assert queue.claim_next(conn, alice, now=T0) == high
    assert queue.claim_next(conn, alice, now=T0) == low
    assert queue.claim_next(conn, alice, now=T0) is None


def test_reviewer_cannot_read_or_change_another_reviewers_item(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    alice = _reviewer(conn, "alice")
    bob = _reviewer(conn, "bob")
    admin = _reviewer(conn, "root", admin=True)
    item_id = make_item(conn, config, "d1")  # auto-assigned to alice (lowest id, least loaded)
    assert queue.get_item(conn, alice, item_id, now=T0)["assignee_id"] == alice.id
    with pytest.raises(NotAllowed):
        queue.get_item(conn, bob, item_id, now=T0)
    with pytest.raises(NotAllowed):
        queue.claim(conn, bob, item_id, now=T0)
    with pytest.raises(NotAllowed):
        queue.audit_trail(conn, bob, item_id, now=T0)
    with pytest.raises(NotAllowed):
        queue.assign(conn, bob, item_id, bob.id, now=T0)
    assert queue.claim_next(conn, bob, now=T0) is None  # not bob's, not unassigned
    queue.claim(conn, alice, item_id, now=T0)
    with pytest.raises(NotAllowed):
        queue.correct_fields(conn, bob, item_id, {"total": "1.00"}, config=config, now=T0)
    with pytest.raises(NotAllowed):
        queue.approve(conn, bob, item_id, config=config, now=T0)
    with pytest.raises(NotAllowed):
        queue.reject(conn, bob, item_id, "nope", now=T0)
    assert queue.list_items(conn, bob, now=T0).total == 0
    with pytest.raises(NotAllowed):
        queue.list_items(conn, bob, now=T0, assignee_id=alice.id)
    # An admin sees and may act on everything.
    assert queue.get_item(conn, admin, item_id, now=T0)["status"] == "in_review"
    queue.assign(conn, admin, item_id, bob.id, now=T0)
    assert queue.get_item(conn, bob, item_id, now=T0)["status"] == "pending"
    with pytest.raises(ItemNotFound):
        queue.get_item(conn, admin, 999_999, now=T0)


def test_human_correction_is_never_overwritten_by_reprocessing(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    alice = _reviewer(conn, "alice")
    item_id = make_item(conn, config, "d1")
    write_extracted_fields(conn, "d1", FULL_FIELDS, {"total": 0.6}, {})
    queue.claim(conn, alice, item_id, now=T0)
    stored = queue.correct_fields(
        conn, alice, item_id, {"total": "123.4", "due_date": "2025-03-01"}, config=config, now=T0
    )
    assert stored == {"total": "123.40", "due_date": "2025-03-01"}
    skipped = write_extracted_fields(conn, "d1", {**FULL_FIELDS, "total": "1.00"}, {}, {})
    assert skipped == ["total"]
    assert locked_field_values(conn, "d1") == {"due_date": "2025-03-01", "total": "123.40"}
    assert queue.approve(conn, alice, item_id, config=config, now=T0) == ReviewStatus.CORRECTED


def test_corrections_are_validated_against_the_field_type(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    alice = _reviewer(conn, "alice")
    item_id = make_item(conn, config, "d1")
    queue.claim(conn, alice, item_id, now=T0)
    for bad in (
        {"total": "12,50"},
        {"total": "1.234"},
        {"total": "NaN"},
        {"total": "1e400"},
        {"total": "-5.00"},  # the configured rule: min 0
        {"invoice_date": "2025-02-30"},
        {"invoice_date": "01.02.2025"},
        {"vendor_name": "bad\x00name"},
        {"line_items[0].colour": "red"},
        {"not_a_field": "x"},
        {"total": 12.5},
    ):
        with pytest.raises(InvalidReviewInput):
            queue.correct_fields(conn, alice, item_id, bad, config=config, now=T0)
    assert locked_field_values(conn, "d1") == {}


def test_approve_needs_required_fields_and_reject_needs_reason(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    alice = _reviewer(conn, "alice")
    a = make_item(conn, config, "a")
    b = make_item(conn, config, "b")
    write_extracted_fields(conn, "a", {**FULL_FIELDS, "total": None}, {}, {})
    with pytest.raises(StateConflict):
        queue.approve(conn, alice, a, config=config, now=T0)  # not claimed yet
    queue.claim(conn, alice, a, now=T0)
    with pytest.raises(InvalidReviewInput, match="total"):
        queue.approve(conn, alice, a, config=config, now=T0)
    queue.correct_fields(conn, alice, a, {"total": "5"}, config=config, now=T0)
    assert queue.approve(conn, alice, a, config=config, now=T0) == ReviewStatus.CORRECTED
    with pytest.raises(StateConflict):
        queue.approve(conn, alice, a, config=config, now=T0)  # already decided

    queue.claim(conn, alice, b, now=T0)
    with pytest.raises(InvalidReviewInput):
        queue.reject(conn, alice, b, "   ", now=T0)
    queue.reject(conn, alice, b, "not an invoice", now=T0)
    item = queue.get_item(conn, alice, b, now=T0)
    assert (item["status"], item["reject_reason"]) == ("rejected", "not an invoice")


def test_approve_without_corrections_is_approved(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    alice = _reviewer(conn, "alice")
    item_id = make_item(conn, config, "d1")
    write_extracted_fields(conn, "d1", FULL_FIELDS, {}, {})
    queue.claim(conn, alice, item_id, now=T0)
    assert queue.approve(conn, alice, item_id, config=config, now=T0) == ReviewStatus.APPROVED


def test_priority_order_changes_as_sla_time_passes(conn: psycopg.Connection) -> None:
    """The order is computed when read: an older item leads while its SLA clock runs ahead,
    and a newer, less certain one overtakes once the older one's SLA part is full."""
    config = ModuleConfig()  # 24 h SLA
    admin = _reviewer(conn, "root", admin=True)
    old = make_item(conn, config, "old", confidence=0.9, now=T0)
    new = make_item(conn, config, "new", confidence=0.6, now=T0 + timedelta(hours=12))

    def order(hours: float) -> list[int]:
        page = queue.list_items(conn, admin, now=T0 + timedelta(hours=hours))
        return [r["id"] for r in page.items]

    # The priorities frozen at creation would put `new` first (0.16 vs 0.04 + ...).
    assert order(12) == [old, new]
    assert order(24) == [old, new]
    assert order(30) == [new, old]
    # claim-next agrees with the list at the same instant (both were auto-assigned to root).
    assert queue.claim_next(conn, admin, now=T0 + timedelta(hours=30)) == new


def test_sql_priority_matches_python(conn: psycopg.Connection, config: ModuleConfig) -> None:
    admin = _reviewer(conn, "root", admin=True)
    item_id = make_item(
        conn,
        config,
        "d1",
        confidence=0.42,
        total=Decimal("5321.10"),
        line_items=7,
        reasons=["line_sum failed", "low confidence"],
    )
    at = T0 + timedelta(hours=9)
    item = queue.get_item(conn, admin, item_id, now=at)
    parts = priority_parts(
        overall_confidence=0.42,
        total_amount=Decimal("5321.10"),
        line_item_count=7,
        field_count=10,
        reason_count=2,
    )
    rounded = type(parts)(
        confidence=round(parts.confidence, 4),
        complexity=round(parts.complexity, 4),
        value_score=round(parts.value_score, 4),
    )
    prox = sla_proximity(T0, T0 + timedelta(hours=24), at)
    assert float(item["priority"]) == pytest.approx(priority(rounded, prox), abs=1e-4)
    assert 0 <= float(item["priority"]) <= 1


def test_refresh_sla_counts_breaches_once(conn: psycopg.Connection, config: ModuleConfig) -> None:
    a = make_item(conn, config, "a", now=T0)
    make_item(conn, config, "b", now=T0 + timedelta(hours=10))
    assert queue.refresh_sla(conn, T0 + timedelta(hours=20)) == 0
    risk = conn.execute("SELECT id, sla_at_risk FROM review_items ORDER BY id").fetchall()
    assert [r["sla_at_risk"] for r in risk] == [True, False]
    assert queue.refresh_sla(conn, T0 + timedelta(hours=25)) == 1
    assert queue.refresh_sla(conn, T0 + timedelta(hours=26)) == 0
    row = conn.execute("SELECT sla_breached, priority FROM review_items WHERE id = %s", (a,))
    stored = row.fetchone()
    assert stored["sla_breached"] is True
    assert stored["priority"] >= Decimal("0.30")
    actions = conn.execute(
        "SELECT actor, action FROM audit_log WHERE review_item_id = %s ORDER BY id", (a,)
    ).fetchall()
    assert actions[-1] == {"actor": "sla_check", "action": "sla_breached"}


def test_audit_trail_is_complete(conn: psycopg.Connection, config: ModuleConfig) -> None:
    alice = _reviewer(conn, "alice")
    bob = _reviewer(conn, "bob")
    admin = _reviewer(conn, "root", admin=True)
    insert_document(conn, "orig")
    write_extracted_fields(conn, "orig", FULL_FIELDS, {}, {})
    item_id = make_item(conn, config, "d1", duplicate_of="orig")
    write_extracted_fields(conn, "d1", FULL_FIELDS, {}, {})
    queue.carry_locked_fields(conn, from_document_id="orig", to_document_id="d1")
    queue.claim(conn, alice, item_id, now=T0 + timedelta(minutes=1))
    queue.assign(conn, admin, item_id, bob.id, now=T0 + timedelta(minutes=2))
    assert queue.claim_next(conn, bob, now=T0 + timedelta(minutes=3)) == item_id
    queue.correct_fields(
        conn, bob, item_id, {"total": "101.00"}, config=config, now=T0 + timedelta(minutes=4)
    )
    queue.approve(conn, bob, item_id, config=config, now=T0 + timedelta(minutes=5))
    trail = queue.audit_trail(conn, admin, item_id, now=T0)
    assert [(e["actor"], e["action"]) for e in trail] == [
        ("pipeline", "created"),
        ("alice", "claimed"),
        ("root", "assigned"),
        ("bob", "claimed"),
        ("bob", "fields_corrected"),
        ("bob", "corrected"),
    ]
    corrected = trail[4]
    assert corrected["before"] == {"total": "100.00"}
    assert corrected["after"] == {"total": "101.00"}
    assert trail[2]["before"] == {"status": "in_review", "assignee_id": alice.id}
    assert trail[2]["after"] == {"status": "pending", "assignee_id": bob.id}
    assert all(e["at"] is not None for e in trail)


def test_state_transitions_are_guarded(conn: psycopg.Connection, config: ModuleConfig) -> None:
    alice = _reviewer(conn, "alice")
    item_id = make_item(conn, config, "d1")
    queue.claim(conn, alice, item_id, now=T0)
    with pytest.raises(StateConflict):
        queue.claim(conn, alice, item_id, now=T0)
    queue.reject(conn, alice, item_id, "duplicate scan", now=T0)
    admin = _reviewer(conn, "root", admin=True)
    with pytest.raises(StateConflict):
        queue.assign(conn, admin, item_id, alice.id, now=T0)
    with pytest.raises(InvalidReviewInput):
        queue.assign(conn, admin, item_id, 424242, now=T0)
