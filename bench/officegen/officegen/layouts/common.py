"""Text snippets and blocks shared by the layouts. Every printed value comes from the Invoice."""

from .. import docxkit as dk

GREYS = ("D9D9D9", "E7E6E6", "DDEBF7", "E2EFDA", "FCE4D6", "EDEDED", "DEEAF6")
ACCENTS = ("1F3864", "2E75B6", "404040", "833C0B", "375623", "7030A0", "000000")


def style_choices(inv, sizes=(9, 9.5, 10, 10, 10.5, 11), fonts=dk.FONTS[:6]):
    rng = inv.rng
    inv.style = dict(
        font=rng.choice(fonts),
        size=rng.choice(sizes),
        shade=rng.choice(GREYS),
        accent=rng.choice(ACCENTS),
    )
    return inv.style


def new_doc(inv, st, margins=(1.8, 2.0, 1.8, 2.0)):
    return dk.new_document(inv.spec.paper, st["font"], st["size"], margins)


def vat_label(inv):
    return inv.L["vat_id_us"] if inv.spec.country == "US" else inv.L["vat_id"]


def party_lines(inv, party, vat=True, contact=False):
    """Name, address lines, optionally VAT id and contact lines."""
    out = [party.name] + party.address_lines
    if vat and party.vat_printed:
        out.append(f"{vat_label(inv)}: {party.vat_printed}")
    if contact:
        out.append(f"{inv.L['phone']} {party.phone}")
        out.append(party.email)
    return out


def one_line_address(party, sep=" · "):
    return sep.join(party.address_lines)


def iban_printed(inv, iban):
    """IBAN in groups of four (most documents) or compact; one choice per document."""
    if not hasattr(inv, "_iban_grouped"):
        inv._iban_grouped = inv.rng.random() < 0.7
    if inv._iban_grouped:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def bank_lines(inv):
    """Bank block lines (US: routing and account number; no IBAN)."""
    v, L = inv.vendor, inv.L
    if v.iban:
        out = [f"{L['bank']}: {v.bank_name}", f"{L['iban']}: {iban_printed(inv, v.iban)}"]
        if v.bic:
            out.append(f"{L['bic']}: {v.bic}")
        return out
    if "routing" in v.extra:
        return [
            f"{L['bank']}: {v.bank_name}",
            f"{L['routing']}: {v.extra['routing']}",
            f"{L['account']}: {v.extra['account']}",
        ]
    return []


def split_long(lines, limit=36):
    """Break 'Label: value' lines that would wrap in a narrow column after the label."""
    out = []
    for line in lines:
        label, sep, value = line.partition(": ")
        out += [label + ":", value] if sep and len(line) > limit else [line]
    return out


def contact_lines(inv):
    v, L = inv.vendor, inv.L
    out = [f"{L['phone']} {v.phone}"]
    if inv.rng.random() < 0.5:
        out.append(f"{L['fax']} {v.fax}")
    out += [f"{L['email']}: {v.email}", v.web]
    return out


def legal_lines(inv):
    """Register entry, VAT id, director (in that order)."""
    v, L = inv.vendor, inv.L
    out = []
    if v.register:
        out.append(v.register)
    if v.vat_printed:
        out.append(f"{vat_label(inv)}: {v.vat_printed}")
    if v.director and inv.spec.country != "US":
        out.append(f"{L['director']}: {v.director}")
    return out


def facts(inv, keys=("number", "date", "due", "po", "customer_no")):
    """(label, value) pairs of invoice facts; absent values are skipped."""
    L, F = inv.L, inv.F
    table = {
        "number": (L["inv_no"], inv.number),
        "date": (L["date"], F.date(inv.date)),
        "due": (L["due"], F.date(inv.due) if inv.due else None),
        "po": (L["po"], inv.po),
        "customer_no": (L["cust_no"], inv.customer_no),
        "order_date": (L["order_date"], F.date(inv.order_date)),
        "delivery_date": (L["delivery_date"], F.date(inv.delivery_date)),
        "delivery_note": (L["deliv_note"], inv.delivery_note),
        "order_no": (L["order_no"], inv.order_no),
        "cust_vat": (f"{vat_label(inv)}", inv.customer.vat_printed),
    }
    return [table[k] for k in keys if table[k][1]]


def vat_row_label(inv, rate):
    key = "sales_tax" if inv.us_tax else "vat"
    return inv.L.fmt(key, rate=inv.F.pct(rate))


def totals_rows(inv, with_tax_rows=True):
    """[(label, value, bold)] for the totals block, as printed."""
    L, F = inv.L, inv.F
    rows = [(L["subtotal"], F.money(inv.subtotal), False)]
    if inv.discount is not None:
        label = (
            L.fmt("discount_pct", rate=F.pct(inv.discount_pct))
            if inv.discount_pct
            else L["discount"]
        )
        rows.append((label, F.signed(inv.discount), False))
    if inv.shipping is not None:
        rows.append((L["shipping"], F.money(inv.shipping), False))
    if with_tax_rows:
        for rate, base, amount in inv.breakdown:
            rows.append((vat_row_label(inv, rate), F.money(amount), False))
        if len(inv.breakdown) > 1:
            rows.append((L["tax_total"], F.money(inv.tax_total), False))
    else:
        rows.append((L["tax_total"], F.money(inv.tax_total), False))
    rows.append((L["total_us"] if inv.us_tax else L["total"], F.cur(inv.total), True))
    if inv.prepaid is not None:
        rows.append((L["prepaid"], F.signed(inv.prepaid), False))
        rows.append((L["amount_due"], F.cur(inv.amount_due), True))
    return rows


def terms_text(inv):
    return f"{inv.L['terms_label']}: {inv.terms}" if inv.terms else None


def notes(inv):
    """Reverse-charge note, previous balance, thanks: paragraphs after the totals."""
    L, F = inv.L, inv.F
    out = []
    if inv.reverse_charge:
        out.append(L["reverse"])
    if inv.prev_balance is not None:
        out.append(L.fmt("prev_balance", amount=F.cur(inv.prev_balance)))
    return out


def item_columns(inv, cols):
    """Header labels for column keys."""
    L = inv.L
    names = {
        "pos": L["col_pos"],
        "desc": L["col_desc"],
        "qty": L["col_qty"],
        "unit": L["col_unit"],
        "price": L["col_price"],
        "amount": L["col_amount"],
        "disc": L["col_disc"],
        "list": L["col_list"],
        "net": L["col_net"],
        "rate": L["col_rate"],
        "tax": L["col_tax"],
        "art": L["col_art"],
        "qty_unit": L["col_qty"],
    }
    return [names[c] for c in cols]


def item_values(inv, i, line, cols):
    F = inv.F
    vals = {
        "pos": str(i + 1),
        "desc": line.desc,
        "qty": F.qty(line.qty),
        "unit": line.unit,
        "price": F.price(line.unit_price),
        "amount": F.money(line.amount),
        "disc": F.disc(line.disc_pct) if line.disc_pct else "",
        "list": F.price(line.list_price or line.unit_price),
        "net": F.price(line.unit_price),
        "rate": F.pct(line.rate),
        "tax": F.money(line.tax),
        "art": line.artno,
        "qty_unit": f"{F.qty(line.qty)} {line.unit}",
    }
    return [vals[c] for c in cols]


ALIGNS = {
    "pos": "c",
    "desc": "l",
    "qty": "r",
    "unit": "l",
    "price": "r",
    "amount": "r",
    "disc": "r",
    "list": "r",
    "net": "r",
    "rate": "r",
    "tax": "r",
    "art": "l",
    "qty_unit": "r",
}


def items_table(
    doc,
    inv,
    cols,
    widths,
    borders="horizontal",
    header_fill=None,
    size=None,
    header_bold=True,
    zebra=None,
    lines=None,
    start=0,
    repeat=True,
):
    lines = inv.lines if lines is None else lines
    t = dk.table(doc, 1 + len(lines), len(cols), widths, borders=borders)
    aligns = [ALIGNS[c] for c in cols]
    head_size = (size or inv.style["size"]) - 1
    dk.fill_row(t.rows[0], item_columns(inv, cols), aligns, bold=header_bold, size=head_size)
    if header_fill:
        dk.shade_row(t.rows[0], header_fill)
    if repeat:
        dk.repeat_header(t.rows[0])
    for k, line in enumerate(lines):
        row = t.rows[k + 1]
        dk.fill_row(row, item_values(inv, start + k, line, cols), aligns, size=size)
        dk.no_split(row)
        if zebra and k % 2:
            dk.shade_row(row, zebra)
    return t


def totals_table(
    doc, rows, widths, align="r", size=None, rule_above_total=True, fill=None, borders="none"
):
    t = dk.table(doc, len(rows), 2, widths, borders=borders, align=align)
    for row, (label, value, bold) in zip(t.rows, rows):
        dk.fill_row(row, [label, value], ["l", "r"], bold=bold, size=size)
        if bold and rule_above_total:
            for c in row.cells:
                dk.cell_border(c, top=("single", 6, "000000"))
        if bold and fill:
            dk.shade_row(row, fill)
    return t


def amount_words(inv, value):
    """Amount in words: integer part via num2words, cents as figures."""
    from num2words import num2words

    lang = {"pt": "pt_PT"}.get(inv.lang, inv.lang)
    whole = int(value)
    cents = int((value - whole) * 100)
    words = num2words(whole, lang=lang)
    cur = inv.L.currency_word(inv.spec.currency)
    return f"{words} {cur} " + inv.L.fmt("cents", c=f"{cents:02d}")
