"""A vendor named by its brand (a logo's letters, "MODOMOTO") whose address was read opening with
the company's legal name (a window sender line: "Curated Shopping GmbH, Blücherstr. 22, 10961
Berlin"): the legal name is the vendor's, the rest its address; a vendor already named in its
legal form, or named by that name, keeps name and address (invented values)."""

from __future__ import annotations

from docproc_pipeline.extract.parse import invoice
from docproc_pipeline_tests.extract.pages import page_from_rows

_ADDRESS = "Curated Shopping GmbH, Blücherstr. 22, 10961 Berlin"


def _decided(name: str, address: str) -> tuple[str | None, str | None]:
    ctx = invoice._read_document([page_from_rows([(40, 20, "RECHNUNG")])])
    ctx.fields.vendor_name, ctx.fields.vendor_address = name, address
    invoice._legal_name_opening_the_address(ctx)
    return ctx.fields.vendor_name, ctx.fields.vendor_address


def test_the_legal_name_opening_the_address_names_the_vendor() -> None:
    assert _decided("MODOMOTO", _ADDRESS) == (
        "Curated Shopping GmbH",
        "Blücherstr. 22, 10961 Berlin",
    )


def test_a_vendor_named_in_its_legal_form_keeps_its_name() -> None:
    assert _decided("Modomoto GmbH", _ADDRESS) == ("Modomoto GmbH", _ADDRESS)


def test_a_street_line_opening_the_address_stays() -> None:
    address = "Hauptstr. 5, 10961 Berlin"
    assert _decided("MODOMOTO", address) == ("MODOMOTO", address)
