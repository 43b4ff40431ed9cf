"""Layouts, part one: grid, cards, totals on top, freelancer, sidebar, SaaS receipt.

Each layout is `render(view) -> html` plus its page setup; every field of the truth that is not
null is printed somewhere (the layout's `prepare` nulls what it does not print).
"""

from __future__ import annotations

from decimal import Decimal

from htmlgen.view import View, esc


def items_table(v: View, columns: tuple[str, ...], css: str = "") -> str:
    """The line items as a table; columns among art_no desc qty unit unit_price vat_pct disc_pct amount."""
    s = v.style
    heads = "".join(
        f'<th class="{"num" if c not in ("desc", "art_no", "unit") else ""}">{v.label(c)}</th>'
        for c in columns
    )
    cells = {
        "art_no": lambda ln: esc(ln.article),
        "desc": lambda ln: esc(ln.description),
        "qty": lambda ln: (
            esc(s.quantity(ln.quantity)) + ("" if "unit" in columns else f" {esc(ln.unit)}")
        ),
        "unit": lambda ln: esc(ln.unit),
        "unit_price": lambda ln: v.line_money(ln.unit_price),
        "vat_pct": lambda ln: esc(s.rate(Decimal(0) if v.inv.reverse_charge else ln.rate)),
        "disc_pct": lambda ln: "–",
        "amount": lambda ln: v.line_money(ln.amount),
    }
    rows = "".join(
        "<tr>"
        + "".join(
            f'<td class="{"num" if c not in ("desc", "art_no", "unit") else ""}">{cells[c](ln)}</td>'
            for c in columns
        )
        + "</tr>"
        for ln in v.inv.lines
    )
    return f'<table class="items" style="width:100%;{css}"><thead><tr>{heads}</tr></thead>{rows}</table>'


def bordered_grid(v: View) -> str:
    inv = v.inv
    cells = [*v.facts()]
    cust = inv.customer
    boxes = "".join(
        f'<div class="cell"><div class="lab">{lab}</div>{val}</div>' for lab, val in cells
    )
    vend = inv.vendor
    vtax = (
        f'<div class="cell"><div class="lab">{v.label("vat_id")}</div>{esc(vend.tax_id)}</div>'
        if vend.tax_id
        else ""
    )
    ctax = ""
    if cust and cust.tax_id:
        ctax = f'<div class="cell"><div class="lab">{v.label("cust_vat_id")}</div>{esc(cust.tax_id)}</div>'
    cust_cell = (
        f'<div class="cell wide"><div class="lab">{v.label("bill_to")}</div><b>{esc(cust.name)}</b><br>{v.address(cust)}</div>'
        if cust
        else ""
    )
    return f"""<style>{v.base_css(10)}
.wrap{{padding:14mm}} .grid{{display:grid;grid-template-columns:repeat(4,1fr);border-left:1px solid #444;border-top:1px solid #444}}
.cell{{border-right:1px solid #444;border-bottom:1px solid #444;padding:4px 6px;min-height:28px}} .wide{{grid-column:span 2}}
.items th,.items td{{border:1px solid #444}} .items th{{background:#eee}} .totals td{{border:1px solid #444}}
h1{{font-size:20pt;margin:0 0 8px 0;color:{v.colour}}}</style>
<div class="wrap"><h1>{v.label("title")}</h1><div class="grid">
<div class="cell wide"><div class="lab">{v.label("from")}</div><b>{esc(vend.name)}</b><br>{v.address(vend)}<br>{v.contact(vend)}</div>
{cust_cell}{boxes}{vtax}{ctax}
<div class="cell wide"><div class="lab">{v.label("bank")}</div>{v.bank()}</div></div>
<div style="height:10px"></div>{items_table(v, ("desc", "qty", "unit_price", "amount"))}
<div style="display:flex;justify-content:flex-end;margin-top:8px">{v.totals_table()}</div>
<div style="margin-top:10px">{v.notes()}</div></div>"""


def item_cards(v: View) -> str:
    inv, s = v.inv, v.style
    cards = "".join(
        f'<div class="card"><div class="d">{esc(ln.description)}</div>'
        f"<span>{v.label('qty')}: {esc(s.quantity(ln.quantity))} {esc(ln.unit)}</span>"
        f"<span>{v.label('unit_price')}: {v.line_money(ln.unit_price)}</span>"
        f'<span class="amt">{v.label("amount")}: {v.line_money(ln.amount)}</span></div>'
        for ln in inv.lines
    )
    facts = "".join(f"<div>{lab}: <b>{val}</b></div>" for lab, val in v.facts())
    return f"""<style>{v.base_css(10)}
.wrap{{padding:12mm 15mm}} .card{{border:1px solid #ccc;border-radius:8px;padding:6px 10px;margin:6px 0;display:flex;gap:18px;flex-wrap:wrap}}
.card .d{{width:100%;font-weight:bold;color:{v.colour}}} .amt{{margin-left:auto}}
.top{{display:flex;justify-content:space-between}} h1{{font-weight:300;font-size:26pt;margin:0}}</style>
<div class="wrap"><div class="top"><div><h1>{v.label("title")}</h1>{facts}</div>
<div style="text-align:right"><b>{esc(inv.vendor.name)}</b><br>{v.address(inv.vendor)}<br>{v.contact(inv.vendor, "<br>")}
{f"<br>{v.label('vat_id')} {esc(inv.vendor.tax_id)}" if inv.vendor.tax_id else ""}</div></div>
<div style="margin:14px 0">{v.party_block(inv.customer, "bill_to", "cust_vat_id")}</div>
{cards}<div style="display:flex;justify-content:space-between;margin-top:10px">
<div style="max-width:50%">{v.notes()}<div style="margin-top:6px">{v.bank()}</div></div>{v.totals_table()}</div></div>"""


def totals_top(v: View) -> str:
    inv = v.inv
    key = "amount_due" if inv.show_amount_due else "total"
    value = inv.amount_due if inv.show_amount_due else inv.total
    due = f"<div>{v.label('due_date')}: {v.date(inv.due)}</div>" if inv.due else ""
    facts = "".join(f"<tr><td>{lab}</td><td>{val}</td></tr>" for lab, val in v.facts())
    return f"""<style>{v.base_css(10.5)}
.wrap{{padding:14mm}} .hero{{background:{v.colour};color:white;padding:14px 18px;border-radius:6px;display:flex;justify-content:space-between;align-items:center}}
.hero .big{{font-size:24pt;font-weight:bold}} .items th{{border-bottom:2px solid {v.colour};text-align:left}} .items td{{border-bottom:1px solid #ddd}}</style>
<div class="wrap"><div style="display:flex;justify-content:space-between"><div><b style="font-size:15pt">{esc(inv.vendor.name)}</b><br>{v.address(inv.vendor)}
{f"<br>{v.label('vat_id')}: {esc(inv.vendor.tax_id)}" if inv.vendor.tax_id else ""}</div><table>{facts}</table></div>
<div class="hero" style="margin:14px 0"><div>{v.label(key)}<div class="big">{v.money(value)}</div></div><div>{due}</div></div>
{v.party_block(inv.customer, "bill_to", "cust_vat_id")}<div style="height:12px"></div>
{items_table(v, ("desc", "qty", "unit", "unit_price", "amount"))}
<div style="display:flex;justify-content:space-between;margin-top:10px"><div>{v.notes()}<p>{v.bank()}</p></div>{v.totals_table()}</div></div>"""


def freelancer(v: View) -> str:
    inv, s = v.inv, v.style
    cust = inv.customer
    rows = "".join(
        f"<tr><td>{esc(ln.description)} <span style='color:#888'>({esc(s.quantity(ln.quantity))} {esc(ln.unit)} × "
        f"{v.line_money(ln.unit_price)})</span></td><td class='num'>{v.line_money(ln.amount)}</td></tr>"
        for ln in inv.lines
    )
    to = (
        f"<p>{esc(cust.name)}<br>{v.address(cust)}{f'<br>{esc(cust.tax_id)}' if cust.tax_id else ''}</p>"
        if cust
        else ""
    )
    facts = " · ".join(f"{lab} {val}" for lab, val in v.facts())
    return f"""<style>{v.base_css(11)} .wrap{{padding:22mm 24mm;line-height:1.5}} td{{padding:4px 0}}</style>
<div class="wrap"><div style="font-size:18pt">{esc(inv.vendor.name)}</div>
<div style="color:#666">{v.address(inv.vendor, " · ")}{f" · {esc(inv.vendor.tax_id)}" if inv.vendor.tax_id else ""}</div>
<p style="margin-top:26px">{v.label("title")} — {facts}</p>{to}
<table style="width:100%;margin:18px 0">{rows}</table>
<div style="width:55%;margin-left:auto">{v.totals_table("width:100%")}</div>
<div style="margin-top:20px">{v.notes()}<div>{v.bank(" · ")}</div></div></div>"""


def sidebar(v: View) -> str:
    inv = v.inv
    vend = inv.vendor
    facts = "".join(
        f'<div class="lab" style="color:#fff9">{lab}</div><div>{val}</div>'
        for lab, val in v.facts()
    )
    return f"""<style>{v.base_css(10)} .side{{position:fixed;top:0;bottom:0;left:0;width:68mm;background:{v.colour};color:#fff;padding:14mm 6mm;box-sizing:border-box}}
.main{{margin-left:68mm;padding:14mm 12mm}} .items th{{background:#f1f1f1;text-align:left}} .items td{{border-bottom:1px dotted #aaa}}
.side div{{margin-bottom:2px}}</style>
<div class="side"><div style="font-size:14pt;font-weight:bold;margin-bottom:8px">{esc(vend.name)}</div>
<div>{v.address(vend)}</div><div>{v.label("phone")} {esc(vend.phone)}</div><div>{esc(vend.email)}</div>
{f'<div style="margin-top:8px">{v.label("vat_id")}<br>{esc(vend.tax_id)}</div>' if vend.tax_id else ""}
<div style="margin-top:16px;font-weight:bold">{v.label("bank")}</div><div style="word-break:break-all">{v.bank()}</div>
<div style="margin-top:16px">{facts}</div></div>
<div class="main"><div style="font-size:28pt;color:{v.colour};margin-bottom:12px">{v.label("title")}</div>
{v.party_block(inv.customer, "bill_to", "cust_vat_id")}<div style="height:14px"></div>
{items_table(v, ("art_no", "desc", "qty", "unit_price", "amount"))}
<div style="display:flex;justify-content:flex-end;margin-top:10px">{v.totals_table()}</div><div style="margin-top:12px">{v.notes()}</div></div>"""


def saas_receipt(v: View) -> str:
    inv = v.inv
    paid = not inv.show_amount_due
    head = v.label("amount_paid") if paid else v.label("amount_due")
    value = inv.total if paid else inv.amount_due
    num_label = v.label("receipt_no") if paid and v.rng.random() < 0.5 else v.label("inv_no")
    facts = [
        (num_label, esc(inv.number)),
        (v.label("date_paid") if paid else v.label("inv_date"), v.date(inv.issued)),
    ]
    if inv.due:
        facts.append((v.label("due_date"), v.date(inv.due)))
    if inv.po:
        facts.append((v.label("po"), esc(inv.po)))
    cols = "".join(f'<div><div class="lab">{lab}</div>{val}</div>' for lab, val in facts)
    rows = "".join(
        f"<tr><td>{esc(ln.description)}<div style='color:#888'>{v.label('qty')} {esc(v.style.quantity(ln.quantity))}"
        f" × {v.line_money(ln.unit_price)}</div></td><td class='num'>{v.line_money(ln.amount)}</td></tr>"
        for ln in inv.lines
    )
    return f"""<style>{v.base_css(10)} body{{background:#f6f9fc}} .box{{background:#fff;margin:12mm auto;width:150mm;padding:10mm;border-radius:10px;box-shadow:0 1px 4px #0002}}
.cols{{display:flex;gap:24px;margin:12px 0}} td{{border-bottom:1px solid #eee;padding:8px 0}} .lab{{color:#8792a2}}</style>
<div class="box"><div style="color:#8792a2">{v.label("title")} · {esc(inv.vendor.name)}</div>
<div style="font-size:24pt;font-weight:600;margin-top:6px">{v.money(value)}</div><div style="color:#8792a2">{head}</div>
<div class="cols">{cols}</div>{v.party_block(inv.customer, "bill_to", "cust_vat_id")}
<table style="width:100%;margin-top:12px">{rows}</table>{v.totals_table("width:100%;margin-top:8px")}
<div style="margin-top:16px;color:#555">{v.notes()}{v.bank()}</div>
<div style="margin-top:16px;color:#8792a2;font-size:8pt">{esc(inv.vendor.name)} · {v.address(inv.vendor, ", ")}{f" · {v.label('vat_id')} {esc(inv.vendor.tax_id)}" if inv.vendor.tax_id else ""}</div></div>"""
