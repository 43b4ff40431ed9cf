"""Session 46: rules found on real invoices the parser had not seen (Spanish utility bills and
their kind), each tried here on an invented page."""

from __future__ import annotations

from docproc_pipeline.extract import pdf_text


def _pdf(content: bytes) -> bytes:
    """A one-page PDF drawing `content` (a content stream) in Helvetica, written by hand so a
    string may hold any byte."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def test_a_control_character_of_a_barcode_font_leaves_every_later_word_where_it_is() -> None:
    # PDFium's text of the page leaves out a control character (a barcode font's bar mapped to
    # U+0003): each later character would take its neighbour's box, the first letter of every
    # line flying off to the end of the line before
    data = _pdf(
        b"BT /F1 10 Tf 60 780 Td (A\\003\\003Z) Tj ET "
        b"BT /F1 10 Tf 60 700 Td (Invoice number: FE2639) Tj ET "
        b"BT /F1 10 Tf 60 680 Td (Date: 05/02/2026) Tj ET"
    )
    page = pdf_text.read_pdf(data, max_pages=1).pages[0]
    words = {w.text: round(w.x0) for w in page.words}
    assert words["Invoice"] == 60
    assert words["Date:"] == 60
    assert "number:" in words and "FE2639" in words
