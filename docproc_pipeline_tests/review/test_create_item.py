"""Creating review items from the pipeline: idempotent, prioritised, auto-assigned, audited."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import psycopg

from docproc_pipeline.review.reviewers import add_reviewer
from docproc_pipeline.settings import ModuleConfig, ReviewConfig

from .conftest import T0, create_item, insert_document, make_item


def test_create_review_item_is_idempotent_per_document(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    first = make_item(conn, config, "d1")
    again = create_item(conn, config, "d1", confidence=0.1, total=None, line_items=0)
    assert again == first
    assert conn.execute("SELECT count(*) AS n FROM review_items").fetchone() == {"n": 1}
    audit = conn.execute("SELECT actor, action FROM audit_log").fetchall()
    assert audit == [{"actor": "pipeline", "action": "created"}]


def test_create_review_item_sets_sla_and_priority(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    item_id = make_item(conn, config, "d1", confidence=0.5, total=Decimal("1000"))
    row = conn.execute(
        "SELECT status, sla_due_at, priority, assignee_id FROM review_items WHERE id = %s",
        (item_id,),
    ).fetchone()
    assert row["status"] == "pending"
    assert row["sla_due_at"] == T0 + timedelta(hours=config.review.sla_hours)
    assert row["assignee_id"] is None  # no reviewers yet
    assert Decimal("0.2") < row["priority"] < Decimal("0.5")


def test_auto_assignment_goes_to_least_loaded_reviewer(
    conn: psycopg.Connection, config: ModuleConfig
) -> None:
    add_reviewer(conn, "alice", False)
    add_reviewer(conn, "bob", False)
    ids = {r["name"]: r["id"] for r in conn.execute("SELECT id, name FROM reviewers")}
    assignees = []
    for n in range(5):
        item_id = make_item(conn, config, f"d{n}")
        row = conn.execute("SELECT assignee_id FROM review_items WHERE id = %s", (item_id,))
        assignees.append(row.fetchone()["assignee_id"])
    a, b = ids["alice"], ids["bob"]
    assert assignees == [a, b, a, b, a]  # ties go to the lowest id


def test_duplicate_flagged_or_skipped_per_config(conn: psycopg.Connection) -> None:
    insert_document(conn, "orig")
    item_id = make_item(conn, ModuleConfig(), "dup1", duplicate_of="orig")
    row = conn.execute("SELECT duplicate_of FROM review_items WHERE id = %s", (item_id,))
    assert row.fetchone() == {"duplicate_of": "orig"}

    no_review = ModuleConfig(review=ReviewConfig(duplicate_gets_review_item=False))
    insert_document(conn, "dup2")
    skipped = create_item(conn, no_review, "dup2", duplicate_of="orig")
    assert skipped is None
