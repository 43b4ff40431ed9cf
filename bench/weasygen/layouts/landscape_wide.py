"""landscape-wide: A4 landscape, an 8-column item table across the page, totals boxed in a right column."""

from .. import blocks as b

NAME = "landscape-wide"
FLAGS: dict = {"min_lines": 4}


def render(c, inv) -> str:
    st = b.Style(c, serif=False)
    v = inv.vendor
    facts = "".join(
        f'<div class="fc"><span class="lbl">{b.esc(k)}</span><br>{b.esc(x)}</div>'
        for k, x in b.facts(c, inv)
    )
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    head = (
        f'<div class="hd"><div class="ttl">{b.esc(c.l("title"))}</div><div class="facts">{facts}</div></div>'
        f'<div class="cols"><div>{b.party(v, c.l("seller"))}<div>{b.esc(b.vendor_ids(c, inv, False)[0])}</div></div>'
        f"<div>{b.party(inv.customer, c.l('bill_to'))}{ctax}</div>"
        f'<div class="small">{"<br>".join(b.esc(x) for x in b.contacts(c, inv))}</div></div>'
    )
    table = b.items_table(
        c, inv, ["pos", "article", "desc", "qty", "unit", "price", "vat", "amount"]
    )
    left = (
        b.notes_html(b.notes(c, inv))
        + f'<p class="small">{"<br>".join(b.esc(x) for x in b.bank(c, inv))}</p>'
    )
    foot = f'<div class="bottom"><div class="bl">{left}</div><div class="box">{b.totals_table(b.totals_rows(c, inv))}</div></div>'
    css = (
        b.page_rule(c, inv, st, size="A4 landscape", margin="12mm 14mm 16mm 14mm")
        + f"""
    .hd {{ display: flex; align-items: flex-end; gap: 16pt; border-bottom: 2pt solid {st.accent}; padding-bottom: 6pt; }}
    .ttl {{ font-size: 2em; font-weight: bold; color: {st.accent}; }}
    .facts {{ display: flex; gap: 14pt; flex-wrap: wrap; }}
    .cols {{ display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 14pt; margin: 10pt 0; }}
    table.items th {{ background: #eee; border-bottom: 0.8pt solid #888; font-size: 0.85em; }}
    table.items td {{ border-bottom: 0.3pt solid #ccc; }}
    table.items td.desc {{ width: 38%; }}
    .bottom {{ display: flex; gap: 20pt; margin-top: 10pt; }} .bl {{ flex: 1; }}
    .box {{ width: 34%; border: 1pt solid {st.accent}; padding: 4pt; }}
    tr.grand td, tr.due td {{ font-weight: bold; }} tr.grand td {{ border-top: 0.8pt solid #333; }}
    """
    )
    return b.doc(c, st, css, head + table + foot, inv.number)
