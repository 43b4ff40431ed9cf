"""stacked-lines: items as two-line entries (description, then "3 × 12.50 = 37.50" or a grey detail line)."""

from .. import blocks as b

NAME = "stacked-lines"
FLAGS: dict = {}


def _entry(c, ln, style: int) -> str:
    f = c.f
    if style == 0:
        calc = f"{f.qty(ln.qty)} {b.esc(ln.unit)} × {f.price(ln.price)} = {f.num(ln.amount)}"
        return f'<div class="it"><div class="d">{b.esc(ln.description)}</div><div class="calc r">{calc}</div></div>'
    calc = (
        f"{b.esc(c.l('qty'))} {f.qty(ln.qty)} · {b.esc(c.l('price'))} {f.price(ln.price)} · "
        f"<b>{f.num(ln.amount)}</b>"
    )
    return f'<div class="it"><div class="d">{b.esc(ln.description)}</div><div class="calc">{calc}</div></div>'


def render(c, inv) -> str:
    st = b.Style(c)
    v = inv.vendor
    style = c.rng.randint(0, 1)
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    facts = "".join(
        f"<div><span class='lbl'>{b.esc(k)}</span> {b.esc(x)}</div>" for k, x in b.facts(c, inv)
    )
    head = (
        f'<div class="hd"><h1>{b.esc(c.l("title"))}</h1><div class="facts">{facts}</div></div>'
        f'<div class="pr">{b.party(v, c.l("seller"))}<div>{b.party(inv.customer, c.l("buyer"))}{ctax}</div></div>'
    )
    items = (
        f'<div class="items"><div class="ih">{b.esc(c.l("desc"))}</div>'
        + "".join(_entry(c, ln, style) for ln in inv.lines)
        + "</div>"
    )
    ids = b.vendor_ids(c, inv) + b.bank(c, inv) + b.contacts(c, inv)
    tail = (
        b.totals_table(b.totals_rows(c, inv))
        + b.notes_html(b.notes(c, inv))
        + f'<p class="small ids">{b.esc(" | ".join(ids))}</p>'
    )
    css = (
        b.page_rule(c, inv, st, counter_box="bottom-center", printed_box="bottom-right")
        + f"""
    .hd {{ display: flex; gap: 24pt; align-items: flex-start; }}
    h1 {{ font-size: 2.4em; color: {st.accent}; font-weight: normal; }}
    .facts {{ font-size: 0.95em; padding-top: 4pt; }}
    .pr {{ display: grid; grid-template-columns: 1fr 1fr; gap: 20pt; margin: 14pt 0; }}
    .ih {{ text-transform: uppercase; font-size: 0.75em; color: #888; border-bottom: 0.8pt solid {st.accent}; }}
    .it {{ padding: 5pt 0; border-bottom: 0.4pt dashed #bbb; page-break-inside: avoid; }}
    .d {{ font-weight: bold; }} .calc {{ color: #666; font-size: 0.9em; }}
    table.totals {{ width: 50%; margin: 10pt 0 0 auto; }}
    tr.grand td {{ font-weight: bold; font-size: 1.15em; }} tr.due td {{ font-weight: bold; color: {st.accent}; }}
    .notes {{ margin-top: 12pt; }} .ids {{ margin-top: 12pt; }}
    """
    )
    return b.doc(c, st, css, head + items + tail, inv.number)
