"""Layouts, part two: wide landscape table, grouped sections, letter, till receipt, logo image."""

from __future__ import annotations

import base64
import io
from decimal import Decimal

from PIL import Image, ImageDraw, ImageFont

from htmlgen.layouts_a import items_table
from htmlgen.view import View, esc

BOLD_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def wide_landscape(v: View) -> str:
    inv = v.inv
    facts = "".join(f"<td><div class='lab'>{lab}</div>{val}</td>" for lab, val in v.facts())
    cust = inv.customer
    ctax = f"<br>{v.label('cust_vat_id')}: {esc(cust.tax_id)}" if cust and cust.tax_id else ""
    cust_html = f"<b>{esc(cust.name)}</b><br>{v.address(cust, ', ')}{ctax}" if cust else ""
    cols = ("art_no", "desc", "qty", "unit", "unit_price", "disc_pct", "vat_pct", "amount")
    return f"""<style>{v.base_css(9)} .wrap{{padding:10mm}} .items th{{background:{v.colour};color:#fff}} .items td{{border-bottom:1px solid #ccc}}
.items tr:nth-child(even) td{{background:#f7f7f7}} .facts td{{border:1px solid #bbb;padding:3px 10px}}</style>
<div class="wrap"><div style="display:flex;justify-content:space-between;align-items:flex-start">
<div><span style="font-size:16pt;font-weight:bold">{esc(inv.vendor.name)}</span><br>{v.address(inv.vendor, ", ")}
{f" — {v.label('vat_id')} {esc(inv.vendor.tax_id)}" if inv.vendor.tax_id else ""}</div>
<div style="font-size:20pt;letter-spacing:3px">{v.label("title")}</div></div>
<table class="facts" style="margin:8px 0"><tr>{facts}</tr></table><div style="margin-bottom:8px">{v.label("bill_to")}: {cust_html}</div>
{items_table(v, cols)}<div style="display:flex;justify-content:space-between;margin-top:8px">
<div>{v.notes()}<div>{v.bank(" | ")}</div></div>{v.totals_table()}</div></div>"""


def grouped_sections(v: View) -> str:
    inv, s = v.inv, v.style
    body = ""
    sections: dict[str, list] = {}
    for ln in inv.lines:
        sections.setdefault(ln.section, []).append(ln)
    for name, lines in sections.items():
        body += f'<tr class="sec"><td colspan="4">{esc(name)}</td></tr>'
        for ln in lines:
            body += (
                f"<tr><td>{esc(ln.description)}</td><td class='num'>{esc(s.quantity(ln.quantity))} {esc(ln.unit)}</td>"
                f"<td class='num'>{v.line_money(ln.unit_price)}</td><td class='num'>{v.line_money(ln.amount)}</td></tr>"
            )
        sub = sum((ln.amount for ln in lines), Decimal(0))
        body += f"<tr class='secsum'><td colspan='3'>{v.label('section_subtotal')} {esc(name)}</td><td class='num'>{v.line_money(sub)}</td></tr>"
    head = "".join(f"<th>{v.label(k)}</th>" for k in ("desc", "qty", "unit_price", "amount"))
    facts = "".join(f"<div>{lab}: {val}</div>" for lab, val in v.facts())
    return f"""<style>{v.base_css(10)} .wrap{{padding:14mm}} .sec td{{background:{v.colour}22;font-weight:bold;padding-top:8px}}
.secsum td{{font-style:italic;border-top:1px solid #999}} .items th{{text-align:left;border-bottom:2px solid #333}}</style>
<div class="wrap"><div style="display:flex;justify-content:space-between"><div>{v.party_block(inv.vendor, "from", "vat_id")}</div>
<div style="text-align:right"><div style="font-size:20pt">{v.label("title")}</div>{facts}</div></div>
<div style="margin:12px 0">{v.party_block(inv.customer, "bill_to", "cust_vat_id")}</div>
<table class="items" style="width:100%"><tr>{head}</tr>{body}</table>
<div style="display:flex;justify-content:space-between;margin-top:10px"><div>{v.notes()}{v.bank()}</div>{v.totals_table()}</div></div>"""


def letter(v: View) -> str:
    inv = v.inv
    cust = inv.customer
    body = esc(v.rng.choice(_letter_bodies(v))).format(
        number=esc(inv.number), date=v.date(inv.issued)
    )
    extra = "".join(f"<div>{lab}: {val}</div>" for lab, val in v.facts()[2:])
    ctax = f"<br>{v.label('cust_vat_id')}: {esc(cust.tax_id)}" if cust and cust.tax_id else ""
    return f"""<style>{v.base_css(11)} .wrap{{padding:20mm 22mm}} .items td{{border-top:1px solid #ccc}} .items th{{text-align:left}}</style>
<div class="wrap"><div style="text-align:right;font-size:15pt;font-variant:small-caps">{esc(inv.vendor.name)}</div>
<div style="text-align:right;color:#555">{v.address(inv.vendor)}<br>{v.contact(inv.vendor, "<br>")}</div>
<div style="margin-top:18mm">{f"{esc(cust.name)}<br>{v.address(cust)}{ctax}" if cust else ""}</div>
<div style="text-align:right;margin-top:8mm">{v.date(inv.issued)}</div>
<p><b>{v.label("title")} {esc(inv.number)}</b></p>{extra}<p>{v.label("dear")}</p><p>{body}</p>
{items_table(v, ("desc", "qty", "unit_price", "amount"), "margin:10px 0")}
<div style="display:flex;justify-content:flex-end">{v.totals_table()}</div>
<div style="margin-top:12px">{v.notes()}</div><p>{v.bank()}</p><p>{v.label("closing")}<br><br>{esc(inv.vendor.name)}</p>
{f'<div style="font-size:8pt;color:#777;border-top:1px solid #ccc;margin-top:10mm">{v.label("vat_id")} {esc(inv.vendor.tax_id)}</div>' if inv.vendor.tax_id else ""}</div>"""


def _letter_bodies(v: View) -> tuple[str, ...]:
    from htmlgen.labels import LABELS

    return LABELS[v.inv.spec.language]["letter_body"]


def till_receipt(v: View) -> str:
    inv, s = v.inv, v.style
    rows = "".join(
        f"<div>{esc(ln.description)}</div><div class='r'><span>{esc(s.quantity(ln.quantity))} x {v.line_money(ln.unit_price)}</span>"
        f"<span>{v.line_money(ln.amount)}</span></div>"
        for ln in inv.lines
    )
    tot = "".join(
        f"<div class='r {c}'><span>{lab}</span><span>{val}</span></div>"
        for c, lab, val in v.totals()
    )
    facts = "".join(
        f"<div class='r'><span>{lab}</span><span>{val}</span></div>" for lab, val in v.facts()
    )
    cust = inv.customer
    cust_html = ""
    if cust:
        addr = f"<br>{v.address(cust)}" if cust.lines else ""
        cust_html = f"<div style='font-size:8pt'>{v.label('bill_to')}: {esc(cust.name)}{addr}{f'<br>{esc(cust.tax_id)}' if cust.tax_id else ''}</div><hr>"
    return f"""<style>body{{font-family:{v.font};font-size:9pt;margin:0}} .t{{width:72mm;padding:4mm}} .r{{display:flex;justify-content:space-between}}
.c{{text-align:center}} hr{{border:0;border-top:1px dashed #000}} .total,.due{{font-weight:bold;font-size:11pt}}</style>
<div class="t"><div class="c" style="font-size:12pt;font-weight:bold">{esc(inv.vendor.name)}</div><div class="c" style="font-size:8pt">{v.address(inv.vendor)}</div><div class="c">{v.label("phone")} {esc(inv.vendor.phone)}</div>
{f'<div class="c">{v.label("vat_id")} {esc(inv.vendor.tax_id)}</div>' if inv.vendor.tax_id else ""}<hr>
<div class="c">{v.label("title")}</div>{facts}<hr>{cust_html}{rows}<hr>{tot}<hr>{v.notes()}<div>{v.bank()}</div>
<div class="c" style="margin-top:6px">{v.label("thanks")}</div></div>"""


def logo_png(name: str, colour: str) -> str:
    """The vendor's name drawn into a PNG data URI, so it is not in the text layer."""
    font = ImageFont.truetype(BOLD_FONT, 44)
    box = font.getbbox(name)
    img = Image.new("RGB", (int(box[2]) + 90, 80), "white")
    draw = ImageDraw.Draw(img)
    draw.ellipse((6, 10, 66, 70), fill=colour)
    draw.text((80, 40), name, font=font, fill=colour, anchor="lm")
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def logo_image(v: View) -> str:
    inv = v.inv
    vend = inv.vendor
    logo = logo_png(vend.name, v.colour)
    facts = "".join(
        f"<tr><th style='text-align:left'>{lab}</th><td>{val}</td></tr>" for lab, val in v.facts()
    )
    return f"""<style>{v.base_css(10)} .wrap{{padding:14mm}} .items th{{border-bottom:1px solid #000;text-align:left}} .items td{{border-bottom:1px solid #eee}}
.foot{{margin-top:14mm;border-top:1px solid #999;font-size:7.5pt;color:#555;text-align:center}}</style>
<div class="wrap"><div style="display:flex;justify-content:space-between;align-items:center"><img src="{logo}" style="height:16mm">
<div style="font-size:22pt">{v.label("title")}</div></div>
<div style="display:flex;justify-content:space-between;margin-top:10mm"><div>{v.party_block(inv.customer, "bill_to", "cust_vat_id")}</div>
<table>{facts}</table></div><div style="height:10mm"></div>{items_table(v, ("qty", "desc", "unit_price", "amount"))}
<div style="display:flex;justify-content:space-between;margin-top:8px"><div>{v.notes()}</div>{v.totals_table()}</div>
<div class="foot">{esc(vend.name)} · {v.address(vend, " · ")}{f" · {v.label('vat_id')} {esc(vend.tax_id)}" if vend.tax_id else ""} · {v.bank(" · ")}</div></div>"""
