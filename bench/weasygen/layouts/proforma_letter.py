"""proforma-letter: an invoice written as a letter; number and date in a reference line and in the prose,
a compact item table, a payment-terms sentence and a signature."""

from .. import blocks as b

NAME = "proforma-letter"
FLAGS: dict = {"deposit": False}
SCRIPT = ["Z003", "URW Bookman"]


def render(c, inv) -> str:
    st = b.Style(c, serif=True)
    v, f = inv.vendor, c.f
    no_date = {"no": inv.number, "date": f.date(inv.issue)}
    ref = [c.raw("ref_line").format(**no_date)]
    extra = [(k, x) for k, x in b.facts(c, inv)[2:]]
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    lh = (
        f'<div class="lh"><div class="vn">{b.esc(v.name)}</div><div class="small">{b.esc(" · ".join(v.lines))}</div></div>'
        f'<div class="addr">{b.party(inv.customer)}{ctax}</div>'
        f'<div class="ref">{b.esc(ref[0])}<br>{b.esc(c.l("letter_ref"))} {b.esc(inv.vendor.extra.get("ref", ""))}'
        + "".join(f"<br>{b.esc(k)}: {b.esc(x)}" for k, x in extra)
        + "</div>"
    )
    prose = f'<p class="sal">{b.esc(c.l("salutation"))}</p><p>{b.esc(c.raw("letter").format(**no_date))}</p>'
    table = b.items_table(c, inv, ["desc", "qty", "price", "amount"])
    tail = [x for x in b.notes(c, inv, terms=False)]
    terms = f"<p>{b.esc(inv.terms)}.</p>" if inv.terms else ""
    sig = (
        f'<p class="cl">{b.esc(c.l("closing"))}</p><div class="sig">{b.esc(v.extra.get("signer", v.name))}</div>'
        f"<p>{b.esc(v.name)}</p>"
    )
    boxes = {"bottom-center": b.css_str(" · ".join(b.vendor_ids(c, inv) + b.bank(c, inv)))}
    css = (
        b.page_rule(
            c,
            inv,
            st,
            margin="18mm 20mm 24mm 24mm",
            boxes=boxes,
            counter_box="top-right",
            printed_box="bottom-left",
        )
        + f"""
    @page {{ @bottom-center {{ width: 70%; white-space: normal; }} }}
    .lh {{ text-align: center; border-bottom: 0.6pt solid {st.accent}; padding-bottom: 4pt; }}
    .vn {{ font-family: '{st.wordmark}'; font-size: 1.9em; color: {st.accent}; }}
    .addr {{ margin: 12mm 0 6mm 0; }} .ref {{ text-align: right; margin-bottom: 8mm; }}
    .sal {{ margin-bottom: 6pt; }}
    table.items {{ width: 88%; margin: 8pt auto; }} table.items th {{ border-bottom: 0.6pt solid #333; font-style: italic; }}
    table.totals {{ width: 50%; margin: 4pt 6% 10pt auto; }}
    tr.grand td, tr.due td {{ font-weight: bold; }}
    .cl {{ margin-top: 12pt; }} .sig {{ font-family: '{c.rng.choice(SCRIPT)}'; font-size: 1.8em; margin: 6pt 0 2pt 0; }}
    """
    )
    body = (
        lh
        + prose
        + table
        + b.totals_table(b.totals_rows(c, inv))
        + terms
        + b.notes_html(tail)
        + sig
    )
    return b.doc(c, st, css, body, inv.number)
