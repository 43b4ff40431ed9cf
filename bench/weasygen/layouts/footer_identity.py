"""footer-identity: a wordmark header only; the vendor's address, register, VAT id and bank only in a
four-column page footer (margin boxes); the customer in a window-envelope position."""

from .. import blocks as b

NAME = "footer-identity"
FLAGS: dict = {}


def render(c, inv) -> str:
    st = b.Style(c)
    v = inv.vendor
    col1 = "\n".join([v.name, *v.lines])
    col2 = "\n".join(b.vendor_ids(c, inv))
    col3 = "\n".join([c.l("bank"), *b.bank(c, inv)])
    col4 = "\n".join(b.contacts(c, inv)[:2])
    boxes = {
        "bottom-left": b.css_str(col1),
        "bottom-center": b.css_str(col2 + "\n\n" + col4),
        "bottom-right": b.css_str(col3),
        "top-right": b.page_counter(c),
    }
    sender = " · ".join([v.name, *v.lines])
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    facts = "".join(
        f'<div class="fc"><div class="lbl">{b.esc(k)}</div>{b.esc(x)}</div>'
        for k, x in b.facts(c, inv)
    )
    body = (
        f'<div class="wm">{b.esc(v.name)}</div>'
        f'<div class="win"><div class="snd">{b.esc(sender)}</div>{b.party(inv.customer)}{ctax}</div>'
        f'<h1>{b.esc(c.l("title"))}</h1><div class="facts">{facts}</div>'
        + b.items_table(c, inv, ["pos", "desc", "qty", "unit", "price", "amount"])
        + b.totals_table(b.totals_rows(c, inv))
        + b.notes_html(b.notes(c, inv))
    )
    css = (
        b.page_rule(c, inv, st, margin="14mm 18mm 34mm 20mm", boxes=boxes, printed_box="top-left")
        + f"""
    @page {{ @bottom-left {{ width: 33%; vertical-align: top; text-align: left; }}
             @bottom-center {{ width: 34%; vertical-align: top; text-align: left; }}
             @bottom-right {{ width: 33%; vertical-align: top; text-align: left; }} }}
    .wm {{ font-family: '{st.wordmark}'; font-size: 2.3em; color: {st.accent}; text-align: right; }}
    .win {{ margin-top: 14mm; width: 85mm; height: 40mm; }}
    .snd {{ font-size: 0.7em; border-bottom: 0.4pt solid #999; margin-bottom: 4pt; color: #555; }}
    h1 {{ font-size: 1.5em; margin-top: 6mm; }}
    .facts {{ display: flex; flex-wrap: wrap; gap: 4pt 18pt; margin: 6pt 0 12pt 0; }}
    table.items th {{ border-bottom: 1pt solid {st.accent}; font-size: 0.85em; }}
    table.items td {{ border-bottom: 0.3pt solid #ddd; }}
    table.totals {{ width: 48%; margin: 8pt 0 0 auto; }}
    tr.grand td, tr.due td {{ font-weight: bold; }} tr.grand td {{ border-top: 0.8pt solid #333; }}
    .notes {{ margin-top: 12pt; }}
    """
    )
    return b.doc(c, st, css, body, inv.number)
