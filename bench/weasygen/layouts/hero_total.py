"""hero-total: a big localised "Amount due" headline with the due date, a strip of fact cells (labels above)."""

from .. import blocks as b

NAME = "hero-total"
FLAGS: dict = {"due_amount": 1.0}


def render(c, inv) -> str:
    st = b.Style(c)
    v, f = inv.vendor, c.f
    due = f'<div class="hdue">{b.esc(c.l("due"))} {b.esc(f.date(inv.due))}</div>' if inv.due else ""
    top = (
        f'<div class="top"><div class="vn">{b.esc(v.name)}<div class="small">{b.esc(", ".join(v.lines))}</div></div>'
        f'<div class="doc">{b.esc(c.l("title"))}</div></div>'
        f'<div class="hero"><div class="hl">{b.esc(c.l("due_amt"))}</div>'
        f'<div class="big">{b.esc(f.money(inv.amount_due))}</div>{due}</div>'
    )
    cells = "".join(
        f'<div class="cell"><div class="lbl">{b.esc(k)}</div><div class="val">{b.esc(x)}</div></div>'
        for k, x in b.facts(c, inv)
    )
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    ids = "<br>".join(b.esc(x) for x in b.vendor_ids(c, inv) + b.bank(c, inv))
    parties = (
        f'<div class="pp">{b.party(inv.customer, c.l("bill_to"))}{ctax}</div>'
        f'<div class="pp small">{ids}</div>'
    )
    body = (
        top
        + f'<div class="strip">{cells}</div><div class="prow">{parties}</div>'
        + b.items_table(c, inv, ["desc", "qty", "unit", "price", "amount"])
        + b.totals_table(b.totals_rows(c, inv))
        + b.notes_html(b.notes(c, inv))
    )
    css = (
        b.page_rule(c, inv, st)
        + f"""
    .top {{ display: flex; justify-content: space-between; align-items: baseline; }}
    .vn {{ font-weight: bold; font-family: '{st.wordmark}'; font-size: 1.2em; }}
    .doc {{ text-transform: uppercase; color: #888; letter-spacing: 2pt; }}
    .hero {{ margin: 14pt 0 12pt 0; padding: 10pt 14pt; background: {st.light}; border-left: 5pt solid {st.accent}; }}
    .hl {{ font-size: 0.9em; color: #555; }} .big {{ font-size: 2.6em; font-weight: bold; color: {st.accent}; }}
    .strip {{ display: flex; flex-wrap: wrap; border-top: 0.6pt solid #bbb; border-bottom: 0.6pt solid #bbb; }}
    .cell {{ padding: 5pt 14pt 5pt 0; min-width: 22%; }} .val {{ font-weight: bold; }}
    .prow {{ display: flex; gap: 20pt; margin: 12pt 0; }} .pp {{ flex: 1; }}
    table.items thead th {{ background: {st.accent}; color: #fff; font-size: 0.85em; }}
    table.items td {{ border-bottom: 0.4pt solid #ddd; }}
    table.totals {{ width: 45%; margin: 8pt 0 0 auto; }}
    tr.grand td {{ font-weight: bold; border-top: 0.8pt solid #333; }}
    tr.due td {{ font-weight: bold; background: {st.light}; }}
    .notes {{ margin-top: 12pt; }}
    """
    )
    return b.doc(c, st, css, body, inv.number)
