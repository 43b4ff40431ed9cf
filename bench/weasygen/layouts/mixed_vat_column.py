"""mixed-vat-column: a per-line VAT-rate column with two rates and a VAT summary table by rate."""

from .. import blocks as b

NAME = "mixed-vat-column"
FLAGS: dict = {"rates": 2, "min_lines": 3}


def render(c, inv) -> str:
    st = b.Style(c)
    v = inv.vendor
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    facts = "".join(f"<tr><th>{b.esc(k)}</th><td>{b.esc(x)}</td></tr>" for k, x in b.facts(c, inv))
    head = (
        f'<div class="band"><span class="vn">{b.esc(v.name)}</span><span class="t">{b.esc(c.l("title"))}</span></div>'
        f'<div class="row"><div>{b.party(inv.customer, c.l("bill_to"))}{ctax}</div>'
        f'<table class="facts">{facts}</table></div>'
    )
    table = b.items_table(c, inv, ["article", "desc", "qty", "price", "vat", "amount"])
    tot = b.totals_table(b.totals_rows(c, inv, vat_rows=False))
    summ = f'<div class="sum"><div class="lbl">{b.esc(c.l("vat_summary"))}</div>{b.vat_summary(c, inv)}</div>'
    foot = (
        f'<div class="vf small">{b.esc(", ".join([v.name, *v.lines]))} · {b.esc(" · ".join(b.vendor_ids(c, inv)))}'
        f"<br>{b.esc(' · '.join(b.bank(c, inv) + b.contacts(c, inv)))}</div>"
    )
    css = (
        b.page_rule(c, inv, st)
        + f"""
    .band {{ background: {st.accent}; color: #fff; padding: 8pt 10pt; display: flex; justify-content: space-between; }}
    .vn {{ font-family: '{st.wordmark}'; font-size: 1.4em; }} .t {{ font-size: 1.4em; font-weight: bold; }}
    .row {{ display: flex; justify-content: space-between; margin: 12pt 0; }}
    table.facts {{ width: auto; }} table.facts th {{ font-weight: normal; color: #666; padding: 1pt 8pt; text-align: right; }}
    table.items th {{ border-top: 0.8pt solid #333; border-bottom: 0.8pt solid #333; font-size: 0.85em; }}
    table.items tbody tr:nth-child(even) {{ background: {st.light}; }}
    table.totals {{ width: 45%; margin: 8pt 0 0 auto; }}
    tr.grand td, tr.due td {{ font-weight: bold; }} tr.grand td {{ border-top: 0.8pt solid #333; }}
    .sum {{ width: 45%; margin: 10pt 0 0 auto; }} table.vatsum th {{ border-bottom: 0.5pt solid #999; font-size: 0.85em; }}
    .vf {{ margin-top: 18pt; border-top: 0.5pt solid #aaa; padding-top: 4pt; }}
    """
    )
    return b.doc(
        c, st, css, head + table + tot + summ + b.notes_html(b.notes(c, inv)) + foot, inv.number
    )
