"""footer-identity: only a wordmark at the top; the vendor's legal name, address, VAT id, bank and
register appear only in a 3-4 column footer in small type."""
from ..locales import LEGAL_FORMS
from ..pdfbase import (
    Page,
    bank_lines,
    customer_lines,
    facts,
    legal_lines,
    table,
    terms_and_notes,
    totals_block,
)

NAME = "footer-identity"
PROFILE = dict(items=(2, 8))


def wordmark(pdf, inv):
    name = inv.vendor["name"]
    for form in sorted(LEGAL_FORMS[inv.country], key=len, reverse=True):
        if name.endswith(" " + form):
            name = name[: -len(form) - 1]
            break
    mark = name.upper()
    pdf.ink()
    pdf.t(15, 12, 120, 12, mark, "L", "B", 22)
    pdf.set_text_color(0, 0, 0)
    pdf.set_draw_color(*inv.style["accent"])
    pdf.hline(15, 26, 195, 0.8)
    pdf.set_draw_color(0, 0, 0)


def footer(pdf, inv):
    v = inv.vendor
    cols = [[v["name"]] + v["lines"], [f"{inv.labels('phone')} {v['phone']}", v["email"], v["web"]], bank_lines(inv)]
    ids = ([f"{inv.lab('vat_id') if inv.country != 'US' else inv.labels('ein')}: {v['vat']}"] if v["vat"] else []) + legal_lines(inv)
    if ids:
        cols.append(ids)
    w = 180 / len(cols)
    pdf.hline(15, 265, 195, 0.2)
    for k, lines in enumerate(cols):
        y = 267
        for s in lines:
            y = pdf.mc(15 + k * w, y, w - 2, 3.2, s, size=6.5)


def render(inv):
    pdf = Page(inv)
    pdf.add_page()
    wordmark(pdf, inv)
    y = pdf.lines(15, 40, 90, [inv.customer["name"]] + customer_lines(inv), 4.8, size=pdf.base + 0.5)
    pdf.t(115, 34, 80, 9, inv.lab("title"), inv.style["title_align"], "B", 16)
    fy = 45
    for label, value in facts(inv, ("number", "date", "due", "customer_no", "po", "delivery_date")):
        pdf.t(115, fy, 42, 4.6, label + ":", "L", "B", pdf.base - 0.5)
        pdf.t(157, fy, 38, 4.6, value, "L", "", pdf.base - 0.5)
        fy += 4.6
    y = max(y, fy) + 10
    cols = [("desc", inv.lab("desc"), 96, "L"), ("qty", inv.lab("qty"), 18, "R"), ("price", inv.lab("unit_price"), 32, "R"),
            ("amount", inv.lab("amount"), 34, "R")]
    y = table(pdf, inv, 15, y, cols, rules="horizontal", lh=5.6)
    y = totals_block(pdf, inv, 113, y + 4, 52, 30, lh=5.4) + 8
    terms_and_notes(pdf, inv, 15, y, 180, with_bank=False)
    footer(pdf, inv)
    return pdf
