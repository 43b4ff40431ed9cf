"""craft-titles: construction invoice, positions 1.1/1.2 grouped under titled sections with section
subtotal rows, a recap table of sections, then net, VAT, total, sometimes a retention or deposit."""

from decimal import Decimal

from .. import blocks as b

NAME = "craft-titles"
FLAGS: dict = {"lines": "craft", "shipping": False, "min_lines": 6, "retention": True}


def _rows(c, inv) -> tuple[str, list[tuple[str, Decimal]]]:
    f, out, recap = c.f, [], []
    sec_names = getattr(c, "raw_sections", [])
    for s in sorted({ln.section for ln in inv.lines}):
        name = f"{c.l('section')} {s} {sec_names[s - 1] if s <= len(sec_names) else ''}".strip()
        out.append(f'<tr class="sec"><td colspan="6">{b.esc(name)}</td></tr>')
        total, k = Decimal("0"), 0
        for ln in inv.lines:
            if ln.section != s:
                continue
            k += 1
            total += ln.amount
            out.append(
                f"<tr><td>{s}.{k}</td><td>{b.esc(ln.description)}</td><td class='r'>{f.qty(ln.qty)}</td>"
                f"<td>{b.esc(ln.unit)}</td><td class='r'>{f.price(ln.price)}</td><td class='r'>{f.num(ln.amount)}</td></tr>"
            )
        out.append(
            f'<tr class="st"><td></td><td colspan="4">{b.esc(c.l("section_total"))} {s}</td>'
            f"<td class='r'>{f.num(total)}</td></tr>"
        )
        recap.append((name, total))
    return "".join(out), recap


def render(c, inv) -> str:
    st = b.Style(c)
    v = inv.vendor
    rows, recap = _rows(c, inv)
    head = "".join(
        f"<th>{b.esc(x)}</th>"
        for x in [c.l("pos"), c.l("desc"), c.l("qty"), c.l("unit"), c.l("price"), c.l("amount")]
    )
    table = f'<table class="items"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
    rec = "".join(f"<tr><td>{b.esc(n)}</td><td class='r'>{c.f.num(t)}</td></tr>" for n, t in recap)
    recap_html = f'<h3>{b.esc(c.l("recap"))}</h3><table class="recap">{rec}</table>'
    facts = b.dl(b.facts(c, inv))
    ctax = f"<div>{b.esc(b.customer_tax(c, inv))}</div>" if inv.customer.tax_id else ""
    top = (
        f'<div class="lh"><div class="vn">{b.esc(v.name)}</div><div class="small">{b.esc(" · ".join(v.lines))} · '
        f"{b.esc(' · '.join(b.contacts(c, inv)[:2]))}</div></div>"
        f'<div class="two"><div>{b.party(inv.customer, c.l("bill_to"))}{ctax}</div><div>{facts}</div></div>'
        f"<h1>{b.esc(c.l('title'))} {b.esc(inv.number)}</h1>"
    )
    ids = b.vendor_ids(c, inv) + b.bank(c, inv)
    tail = (
        recap_html
        + b.totals_table(b.totals_rows(c, inv))
        + b.notes_html(b.notes(c, inv))
        + f'<p class="small">{b.esc(" · ".join(ids))}</p>'
    )
    css = (
        b.page_rule(c, inv, st)
        + f"""
    .lh {{ border-bottom: 3pt double {st.accent}; padding-bottom: 4pt; margin-bottom: 10pt; }}
    .vn {{ font-family: '{st.wordmark}'; font-size: 1.7em; color: {st.accent}; }}
    .two {{ display: flex; justify-content: space-between; gap: 20pt; }} .two > div:last-child {{ flex: none; }}
    h1 {{ font-size: 1.35em; margin: 12pt 0 6pt 0; }}
    table.items th {{ border-bottom: 1pt solid #333; font-size: 0.85em; }}
    tr.sec td {{ font-weight: bold; background: {st.light}; padding-top: 6pt; }}
    tr.st td {{ font-style: italic; border-top: 0.5pt solid #999; }}
    h3 {{ margin-top: 12pt; font-size: 1em; }}
    table.recap, table.totals {{ width: 55%; margin-left: auto; }}
    table.recap td {{ border-bottom: 0.3pt dotted #999; }}
    tr.grand td, tr.due td {{ font-weight: bold; }} tr.grand td {{ border-top: 1pt solid #333; }}
    .notes {{ margin-top: 10pt; }}
    """
    )
    return b.doc(c, st, css, top + table + tail, inv.number)
