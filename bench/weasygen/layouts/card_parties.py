"""card-parties: seller and buyer as two rounded cards side by side, facts as a definition list, zebra table."""

from .. import blocks as b

NAME = "card-parties"
FLAGS: dict = {}


def render(c, inv) -> str:
    st = b.Style(c)
    v = inv.vendor
    vx = "<br>".join(b.esc(x) for x in b.vendor_ids(c, inv, register=False) + b.bank(c, inv))
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    cards = (
        f'<div class="cards"><div class="card"><h3>{b.esc(c.l("seller"))}</h3>{b.party(v)}<p class="small">{vx}</p></div>'
        f'<div class="card"><h3>{b.esc(c.l("buyer"))}</h3>{b.party(inv.customer)}{ctax}</div></div>'
    )
    head = f'<div class="hd"><h1>{b.esc(c.l("title"))}</h1>{b.dl(b.facts(c, inv))}</div>'
    ids = b.contacts(c, inv) + [v.register]
    body = (
        head
        + cards
        + b.items_table(c, inv, ["pos", "desc", "qty", "unit", "price", "amount"])
        + b.totals_table(b.totals_rows(c, inv))
        + b.notes_html(b.notes(c, inv))
        + f'<p class="small foot">{b.esc(" · ".join(ids))}</p>'
    )
    css = (
        b.page_rule(c, inv, st)
        + f"""
    .hd {{ display: flex; justify-content: space-between; align-items: flex-start; }}
    h1 {{ font-size: 2em; color: {st.accent}; }}
    .cards {{ display: flex; gap: 12pt; margin: 14pt 0; }}
    .card {{ flex: 1; border: 0.8pt solid {st.accent}; border-radius: 8pt; padding: 8pt 10pt; background: {st.light}; }}
    .card h3 {{ font-size: 0.8em; text-transform: uppercase; color: {st.accent}; margin-bottom: 3pt; }}
    table.items thead th {{ border-bottom: 1pt solid #555; font-size: 0.85em; }}
    table.items tbody tr:nth-child(odd) {{ background: {st.light}; }}
    table.totals {{ width: 44%; margin: 8pt 0 0 auto; }}
    tr.grand td {{ font-weight: bold; border-top: 0.8pt solid #333; }}
    tr.due td {{ font-weight: bold; background: {st.accent}; color: #fff; }}
    .notes {{ margin-top: 12pt; }} .foot {{ margin-top: 14pt; }}
    """
    )
    return b.doc(c, st, css, body, inv.number)
