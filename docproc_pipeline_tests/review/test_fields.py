"""`extracted_fields`: upserts from the pipeline never overwrite a human correction."""

from __future__ import annotations

import psycopg

from docproc_pipeline.db.fields import locked_field_values, write_correction, write_extracted_fields
from docproc_pipeline.review.queue import carry_locked_fields

from .conftest import T0, insert_document


def _write(conn: psycopg.Connection, doc: str, total: str) -> list[str]:
    return write_extracted_fields(
        conn,
        doc,
        {"total": total, "currency": "EUR", "line_items[0].amount": "5.00", "due_date": None},
        {"total": 0.9, "currency": 0.95, "line_items": 0.7},
        {"total": [{"rule": "min", "ok": True}]},
    )


def test_write_extracted_fields_upserts_one_row_per_field(conn: psycopg.Connection) -> None:
    doc = insert_document(conn, "d1")
    assert _write(conn, doc, "10.00") == []
    assert _write(conn, doc, "12.00") == []
    rows = conn.execute(
        "SELECT field_name, value, confidence, rule_results FROM extracted_fields"
        " WHERE document_id = %s ORDER BY field_name",
        (doc,),
    ).fetchall()
    by_name = {r["field_name"]: r for r in rows}
    assert sorted(by_name) == ["currency", "due_date", "line_items[0].amount", "total"]
    assert by_name["total"]["value"] == "12.00"
    assert float(by_name["line_items[0].amount"]["confidence"]) == 0.7  # from `line_items`
    assert by_name["due_date"]["value"] is None
    assert by_name["total"]["rule_results"] == [{"rule": "min", "ok": True}]


def test_locked_field_survives_reprocessing(conn: psycopg.Connection) -> None:
    doc = insert_document(conn, "d1")
    _write(conn, doc, "10.00")
    write_correction(conn, doc, "total", "11.00", T0)
    assert _write(conn, doc, "99.99") == ["total"]
    assert locked_field_values(conn, doc) == {"total": "11.00"}
    row = conn.execute(
        "SELECT value, locked, manually_corrected FROM extracted_fields"
        " WHERE document_id = %s AND field_name = 'total'",
        (doc,),
    ).fetchone()
    assert row == {"value": "11.00", "locked": True, "manually_corrected": True}


def test_locked_field_survives_duplicate_upload(conn: psycopg.Connection) -> None:
    original = insert_document(conn, "orig")
    duplicate = insert_document(conn, "dup")
    _write(conn, original, "10.00")
    write_correction(conn, original, "total", "11.00", T0)
    _write(conn, duplicate, "10.00")
    assert carry_locked_fields(conn, from_document_id=original, to_document_id=duplicate) == [
        "total"
    ]
    # Re-processing the duplicate afterwards still keeps the carried correction.
    assert _write(conn, duplicate, "10.00") == ["total"]
    assert locked_field_values(conn, duplicate) == {"total": "11.00"}
    # Carrying again does not overwrite the duplicate's own later correction.
    write_correction(conn, duplicate, "total", "12.00", T0)
    assert carry_locked_fields(conn, from_document_id=original, to_document_id=duplicate) == []
    assert locked_field_values(conn, duplicate) == {"total": "12.00"}
