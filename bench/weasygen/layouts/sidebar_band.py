"""sidebar-band: a full-height coloured band (30 %) with the vendor's identity; the invoice in the main column."""

from .. import blocks as b

NAME = "sidebar-band"
FLAGS: dict = {}


def render(c, inv) -> str:
    st = b.Style(c)
    v = inv.vendor
    side = [f'<div class="vname">{b.esc(v.name)}</div>', f"<p>{b.lines_html(v.lines)}</p>"]
    side.append(f"<p>{'<br>'.join(b.esc(x) for x in b.vendor_ids(c, inv))}</p>")
    side.append(
        f'<div class="sh">{b.esc(c.l("bank"))}</div><p>{"<br>".join(b.esc(x) for x in b.bank(c, inv))}</p>'
    )
    side.append(f"<p>{'<br>'.join(b.esc(x) for x in b.contacts(c, inv))}</p>")
    facts = "".join(
        f'<tr><td class="lbl">{b.esc(k)}</td><td>{b.esc(x)}</td></tr>' for k, x in b.facts(c, inv)
    )
    cust = b.party(inv.customer, c.l("bill_to"))
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    main = (
        f'<h1 class="acc">{b.esc(c.l("title"))}</h1><table class="facts">{facts}</table>'
        f'<div class="cust">{cust}{ctax}</div>'
        + b.items_table(c, inv, ["desc", "qty", "price", "amount"])
        + b.totals_table(b.totals_rows(c, inv))
        + b.notes_html(b.notes(c, inv))
    )
    css = (
        b.page_rule(c, inv, st, margin="14mm 14mm 18mm 0", printed_box="bottom-center")
        + f"""
    .band {{ position: fixed; left: 0; top: -14mm; width: 30%; height: 300mm; background: {st.accent}; z-index: -1; }}
    .side {{ float: left; width: 30%; padding: 0 7mm 0 8mm; color: #fff; font-size: 0.9em; }}
    .side p {{ margin-bottom: 9pt; }} .sh {{ font-weight: bold; text-transform: uppercase; font-size: 0.8em; }}
    .vname {{ font-family: '{st.wordmark}'; font-size: 1.6em; margin-bottom: 12pt; line-height: 1.15; }}
    .main {{ margin-left: 34%; }}
    h1 {{ font-size: 2.1em; margin-bottom: 8pt; }}
    table.facts td {{ padding: 1pt 8pt 1pt 0; }}
    .cust {{ margin: 12pt 0 14pt 0; }}
    table.items th {{ border-bottom: 1.2pt solid {st.accent}; font-size: 0.85em; }}
    table.items td {{ border-bottom: 0.4pt solid #ccc; }}
    table.totals {{ width: 62%; margin: 8pt 0 0 auto; }}
    table.totals tr.grand td {{ font-weight: bold; border-top: 1pt solid #333; }}
    table.totals tr.due td {{ font-weight: bold; color: {st.accent}; font-size: 1.15em; }}
    .notes {{ margin-top: 14pt; font-size: 0.9em; }}
    """
    )
    return b.doc(
        c,
        st,
        css,
        f'<div class="band"></div><div class="side">{"".join(side)}</div><div class="main">{main}</div>',
        inv.number,
    )
