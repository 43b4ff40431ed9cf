"""Queries for `extracted_fields`: one row per flat field name of a document.

Field names are flat (`total`, `line_items[0].amount`, `tax_breakdown[1].rate`); values are
JSON-ready (decimals and dates as strings). A `locked` row holds a human correction: the pipeline
never overwrites it (DESIGN invariant 4), which is enforced in the upsert's `WHERE`, not by a
read-then-write in Python.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

_UPSERT = """
INSERT INTO extracted_fields AS f (document_id, field_name, value, confidence, rule_results,
                                   source, box, updated_at)
SELECT %(document_id)s, u.name, u.value, u.confidence, u.rule_results, u.source, u.box, now()
FROM unnest(%(names)s::text[], %(values)s::jsonb[], %(confidences)s::numeric[],
            %(rule_results)s::jsonb[], %(sources)s::text[], %(boxes)s::jsonb[])
     AS u(name, value, confidence, rule_results, source, box)
ON CONFLICT (document_id, field_name) DO UPDATE
    SET value = EXCLUDED.value,
        confidence = EXCLUDED.confidence,
        rule_results = EXCLUDED.rule_results,
        source = EXCLUDED.source,
        box = EXCLUDED.box,
        updated_at = EXCLUDED.updated_at
    WHERE NOT f.locked
RETURNING f.field_name
"""


def _own_or_list(name: str, per_field: dict[str, Any]) -> Any:
    """The field's own entry, else its list's (`line_items[2].amount` -> `line_items`)."""
    if name in per_field:
        return per_field[name]
    head = name.split("[", 1)[0].split(".", 1)[0]
    return per_field.get(head)


def _clamp_confidence(value: float | None) -> float | None:
    if value is None or value != value:  # NaN means "unknown"
        return None
    return min(max(float(value), 0.0), 1.0)


def write_extracted_fields(
    conn: psycopg.Connection,
    document_id: str,
    values: dict[str, Any],
    confidences: dict[str, float | None],
    rule_results: dict[str, list[dict]],
    sources: dict[str, str] | None = None,
    boxes: dict[str, dict[str, Any]] | None = None,
) -> list[str]:
    """Upsert one row per field name of `values` (and of `rule_results`), never touching a
    locked row. Returns the field names skipped because a human locked them, sorted.

    Confidences are in [0, 1]; `sources` says where each value came from (`text`, `ocr`,
    `gemini`, `xml`, `print`); a flat name without its own confidence or source takes its list's
    (`line_items`). `boxes` says where a value was read on its page (`{page, x0, y0, x1, y1}`,
    page fractions; migration 0008). Runs in the caller's transaction; does not commit.
    """
    sources = sources or {}
    boxes = boxes or {}
    names = sorted(set(values) | set(rule_results))
    if not names:
        return []
    params = {
        "document_id": document_id,
        "names": names,
        "values": [None if values.get(n) is None else Jsonb(values[n]) for n in names],
        "confidences": [_clamp_confidence(_own_or_list(n, confidences)) for n in names],
        "rule_results": [Jsonb(list(rule_results.get(n, []))) for n in names],
        "sources": [_own_or_list(n, sources) for n in names],
        "boxes": [Jsonb(boxes[n]) if n in boxes else None for n in names],
    }
    written = {_field_name(r) for r in conn.execute(_UPSERT, params).fetchall()}
    return [n for n in names if n not in written]


def _field_name(row: Any) -> str:
    """`field_name` of a returned row, whichever row factory the connection uses."""
    return row["field_name"] if isinstance(row, dict) else row[0]


def locked_field_values(conn: psycopg.Connection, document_id: str) -> dict[str, Any]:
    """The document's locked (human-corrected) fields: name -> JSON value."""
    rows = conn.execute(
        "SELECT field_name, value FROM extracted_fields"
        " WHERE document_id = %s AND locked ORDER BY field_name",
        (document_id,),
    ).fetchall()
    return {_get(r, "field_name", 0): _get(r, "value", 1) for r in rows}


def _get(row: Any, key: str, index: int) -> Any:
    return row[key] if isinstance(row, dict) else row[index]


def fields_of_document(conn: psycopg.Connection, document_id: str) -> list[dict[str, Any]]:
    """Every field row of a document, ordered by name (dict rows)."""
    cur = conn.cursor(row_factory=psycopg.rows.dict_row)
    return cur.execute(
        "SELECT field_name, value, confidence, source, locked, manually_corrected, rule_results,"
        " box, updated_at FROM extracted_fields WHERE document_id = %s ORDER BY field_name",
        (document_id,),
    ).fetchall()


def field_values(
    conn: psycopg.Connection, document_id: str, names: list[str], *, for_update: bool = False
) -> dict[str, Any]:
    """Current values of the named fields that exist (name -> JSON value)."""
    sql = (
        "SELECT field_name, value FROM extracted_fields"
        " WHERE document_id = %s AND field_name = ANY(%s)"
    )
    if for_update:
        sql += " ORDER BY field_name FOR UPDATE"
    rows = conn.execute(sql, (document_id, names)).fetchall()
    return {_get(r, "field_name", 0): _get(r, "value", 1) for r in rows}


def write_correction(
    conn: psycopg.Connection, document_id: str, field_name: str, value: Any, now: datetime
) -> None:
    """Store a human's value for a field and lock it (confidence 1 and source `human`: a person
    checked it)."""
    conn.execute(
        """
        INSERT INTO extracted_fields AS f (document_id, field_name, value, confidence, locked,
                                           manually_corrected, source, updated_at)
        VALUES (%(doc)s, %(name)s, %(value)s, 1, true, true, 'human', %(now)s)
        ON CONFLICT (document_id, field_name) DO UPDATE
            SET value = EXCLUDED.value, confidence = 1, locked = true,
                manually_corrected = true, source = 'human', updated_at = EXCLUDED.updated_at
        """,
        {
            "doc": document_id,
            "name": field_name,
            "value": None if value is None else Jsonb(value),
            "now": now,
        },
    )


def copy_locked_fields(
    conn: psycopg.Connection, *, from_document_id: str, to_document_id: str
) -> list[str]:
    """Copy the locked fields of one document onto another, unless the target's own field is
    already locked (its own correction wins). Returns the names copied, sorted."""
    rows = conn.execute(
        """
        INSERT INTO extracted_fields AS f (document_id, field_name, value, confidence, locked,
                                           manually_corrected, rule_results, source, box,
                                           updated_at)
        SELECT %(to)s, s.field_name, s.value, s.confidence, true, s.manually_corrected,
               s.rule_results, s.source, s.box, now()
        FROM extracted_fields s
        WHERE s.document_id = %(from)s AND s.locked
        ON CONFLICT (document_id, field_name) DO UPDATE
            SET value = EXCLUDED.value, confidence = EXCLUDED.confidence, locked = true,
                manually_corrected = EXCLUDED.manually_corrected, source = EXCLUDED.source,
                rule_results = EXCLUDED.rule_results, box = EXCLUDED.box,
                updated_at = EXCLUDED.updated_at
            WHERE NOT f.locked
        RETURNING f.field_name
        """,
        {"to": to_document_id, "from": from_document_id},
    ).fetchall()
    return sorted(_field_name(r) for r in rows)
