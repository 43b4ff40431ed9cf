"""End to end: a bare CII .xml and a hybrid Factur-X PDF dropped into a real `docproc dev`."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline_tests.e2e.stack import DevStack, wait_for
from docproc_pipeline_tests.extract.einvoice.samples import cii, hybrid_pdf, invoice_print

pytestmark = pytest.mark.e2e


def drop_bytes(data: bytes, landing: Path, name: str) -> None:
    """Write under a temp name, then rename: how a careful uploader drops a file."""
    tmp = landing / f"{name}.part"
    tmp.write_bytes(data)
    os.replace(tmp, landing / name)


def test_dropped_xml_and_hybrid_pdf_complete_with_their_source_format(stack: DevStack) -> None:
    files = {
        "bare_invoice.xml": cii(number="RE-2026-501"),
        "hybrid_invoice.pdf": hybrid_pdf(
            cii(number="RE-2026-502"), invoice_print(number="RE-2026-502")
        ),
    }
    for name, data in files.items():
        drop_bytes(data, stack.landing, name)
    status = wait_for(
        lambda: stack.settled(len(files)), timeout=240, interval=1, what="both documents final"
    )
    assert status["documents"]["completed"] == len(files), (status, stack.logs())
    with connect(stack.database_url) as conn:
        rows = conn.execute("SELECT file_name, json_path FROM documents").fetchall()
    payloads = {
        r["file_name"]: json.loads((stack.data_dir / r["json_path"]).read_text()) for r in rows
    }
    assert set(payloads) == set(files)
    for name, number in (
        ("bare_invoice.xml", "RE-2026-501"),
        ("hybrid_invoice.pdf", "RE-2026-502"),
    ):
        doc = payloads[name]
        assert doc["source_format"] == "cii", doc
        assert doc["einvoice_profile"] == "EN 16931"
        assert doc["extraction"]["fields"]["invoice_number"] == number
        assert doc["extraction"]["fields"]["total"] == "238.00"
    hybrid_rules = {f["rule"] for f in payloads["hybrid_invoice.pdf"]["extraction"]["findings"]}
    assert "xml_print_mismatch" not in hybrid_rules
