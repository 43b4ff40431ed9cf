"""Shared invoice pieces: numbering, totals rows, VAT summary, bank/footer lines, doc-definition shell."""

from __future__ import annotations

import string
from decimal import Decimal

import fonts
import pm

D = Decimal


def inv_number(doc, style: str) -> str:
    rng, y = doc.rng, doc.issue.year
    n = rng.randint(1, 99999)
    return {
        "stripe": "".join(rng.choice(string.hexdigits.upper()[:16]) for _ in range(8))
        + f"-{rng.randint(1, 40):04d}",
        "odoo": f"INV/{y}/{n:05d}",
        "sap": f"{rng.randint(90000000, 99999999)}",
        "slash": f"{n}/{y}",
        "dash": f"{rng.choice(['RE', 'F', 'FA', 'INV', 'FT', 'FV'])}-{y}-{n:05d}",
        "plain": f"{y}{n:05d}",
        "pl": f"FV/{n % 999 + 1}/{doc.issue.month:02d}/{y}",
        "long": f"{rng.randint(100, 999)}{rng.randint(1000000, 9999999)}",
    }[style]


def tax_label(doc, rate: Decimal) -> str:
    lab = doc.lab("sales_tax") if doc.is_us else doc.lab("vat")
    return f"{lab} {doc.r(rate)}"


def base_row_needed(doc) -> bool:
    return len(doc.breakdown) == 1 and bool(doc.discount or doc.shipping)


def totals_rows(doc, cur_on_total: bool = True, multi_inline: bool = True) -> list[tuple]:
    """Subtotal, discount, shipping, (net), tax row(s), total, deposit/prepaid/payment, amount due."""
    m, mc = doc.m, doc.mc
    rows = [(doc.lab("subtotal"), m(doc.subtotal))]
    if doc.discount:
        rows.append((doc.lab("discount"), m(-doc.discount)))
    if doc.shipping:
        rows.append((doc.lab("shipping"), m(doc.shipping)))
    if base_row_needed(doc):
        rows.append((doc.lab("net"), m(doc.breakdown[0]["base"])))
    if len(doc.breakdown) == 1:
        rows.append((tax_label(doc, doc.breakdown[0]["rate"]), m(doc.tax)))
    elif multi_inline:
        for b in doc.breakdown:
            rows.append((f"{tax_label(doc, b['rate'])} ({m(b['base'])})", m(b["amount"])))
        rows.append((doc.lab("vat"), m(doc.tax)))
    else:
        rows.append((doc.lab("vat"), m(doc.tax)))
    rows.append((doc.lab("total"), mc(doc.total) if cur_on_total else m(doc.total), True))
    rows += due_rows(doc)
    return rows


def totals_block(
    doc, rows, indent: int = 230, top: int = 8, font_size: float | None = None
) -> dict:
    """The totals table, usually right-aligned under the items, sometimes on the left (seeded per document)."""
    side = doc.extra.setdefault("totals_side", "left" if doc.rng.random() < 0.25 else "right")
    margin = [indent, top, 0, 8] if side == "right" else [0, top, indent, 8]
    block = pm.totals(
        rows,
        widths=["*", "auto"],
        label_align="right" if side == "right" else "left",
        margin=margin,
    )
    if font_size:
        block["fontSize"] = font_size
    return block


def due_rows(doc) -> list[tuple]:
    if doc.amount_due_mode == "deposit":
        return [
            (doc.lab("deposit"), doc.m(-doc.deposit)),
            (doc.lab("amount_due"), doc.mc(doc.amount_due), True),
        ]
    if doc.amount_due_mode == "paid":
        return [
            (doc.extra.get("paid_label") or doc.lab("paid_card"), doc.m(-doc.total)),
            (doc.extra.get("due_label") or doc.lab("balance"), doc.mc(D("0.00")), True),
        ]
    if doc.amount_due_mode == "total" and doc.extra.get("print_due", True):
        return [(doc.lab("amount_due"), doc.mc(doc.amount_due), True)]
    return []


def vat_summary(doc, font_size: int = 8, cat_codes: bool = False) -> dict:
    head = [doc.lab("tax_rate_col"), doc.lab("net"), doc.lab("tax_amount_col"), doc.lab("gross")]
    rows = []
    for b in doc.breakdown:
        row = [
            doc.r(b["rate"]),
            doc.m(b["base"]),
            doc.m(b["amount"]),
            doc.m(b["base"] + b["amount"]),
        ]
        if cat_codes:
            row.insert(0, vat_cat(doc, b["rate"]))
        rows.append(row)
    if cat_codes:
        head.insert(0, doc.lab("vat_cat"))
    widths = ["auto"] * len(head)
    return pm.grid(
        head,
        rows,
        widths,
        ["left"] + ["right"] * (len(head) - 1),
        font_size=font_size,
        header_style={"bold": True, "fontSize": font_size},
    )


def vat_cat(doc, rate: Decimal) -> str:
    if doc.reverse_charge:
        return "AE"
    return "S" if rate > 0 else "O"


def bank_lines(doc) -> list[str]:
    v = doc.vendor
    if doc.is_us:
        return [f"ABA {v['aba']}", f"Account {v['acct']}"]
    return [f"{doc.lab('iban')}: {v['iban_fmt']}", f"{doc.lab('bic')}: {v['bic']}"]


def vat_line(doc, who: dict) -> str | None:
    if not who.get("tax_id"):
        return None
    lab = doc.lab("ein") if doc.is_us and who is doc.vendor else doc.lab("vat_id")
    return f"{lab}: {who['tax_id']}"


def shell(
    doc,
    content: list,
    font_size: float = 9,
    margins=(40, 40, 40, 50),
    footer=None,
    page_numbers=True,
) -> dict:
    """The doc-definition: fonts, A4/Letter, metadata with a fixed date, a static footer."""
    fam = doc.extra.get("font") or doc.rng.choice(fonts.SANS)
    size = "LETTER" if doc.is_us else "A4"
    d = {
        "pageSize": size,
        "pageMargins": list(margins),
        "content": content,
        "defaultStyle": {"font": fam, "fontSize": font_size, "lineHeight": 1.1},
        "info": {
            "title": f"{doc.lab('invoice')} {doc.number}",
            "author": doc.vendor["name"],
            "creationDate": f"{doc.issue.isoformat()}T09:00:00Z",
        },
    }
    if footer or page_numbers:
        d["_pageFooter"] = {
            "texts": footer or [],
            "page": doc.lab("page") if page_numbers else None,
        }
    return d
