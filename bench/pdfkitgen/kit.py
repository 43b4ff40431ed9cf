"""Shared content builders (lines per domain) and drawing blocks (key/value, party, table, totals)."""

from decimal import Decimal

from . import ids
from .catalog import EXPORT, LEGAL, PHARMA, PHARMA_FORMS, PHARMA_STD, TRADE

ACCENTS = ["#1f4e79", "#7a1f2b", "#2e6b3a", "#5b3a8a", "#b35900", "#00666b", "#333333", "#8a6d00"]


# ------------------------------------------------------------------ content
def money_value(rng, lo, hi, three=False):
    v = Decimal(str(round(rng.uniform(lo, hi), 3 if three else 2)))
    return v if v > 0 else Decimal("0.10")


def quantity(rng, unit):
    if unit in ("m", "kg"):
        return Decimal(rng.choice(["2.5", "12", "25", "37.5", "50", "100", "7.25"]))
    if unit == "h":
        return Decimal(rng.choice(["0.5", "1", "1.5", "2", "3.25", "4", "6", "8"]))
    return Decimal(rng.choice([1, 1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50]))


def trade_lines(doc, n, rates, Line):
    items = doc.rng.sample(TRADE, min(n, len(TRADE)))
    items += [
        doc.rng.choice(TRADE) for _ in range(n - len(items))
    ]  # long ERP lists repeat articles
    out = []
    for i, (names, unit, (lo, hi)) in enumerate(items):
        three = lo < 1 and doc.rng.random() < 0.5
        price = money_value(doc.rng, lo, hi, three)
        r = rates[0] if i % 3 or len(rates) == 1 else rates[1]
        out.append(
            Line(
                doc.up(names[doc.lang]),
                quantity(doc.rng, unit),
                doc.unit(unit),
                price,
                r,
                meta={"code": f"{doc.rng.randrange(10000, 99999)}"},
            )
        )
    return out


def pharma_lines(doc, n, rates, Line):
    rng = doc.rng
    drugs = rng.sample(PHARMA, min(n, len(PHARMA)))
    low = rates[-1]
    out = []
    for name, pack, (lo, hi) in drugs:
        desc = f"{name} {PHARMA_FORMS[doc.lang]}, {pack}"
        out.append(
            Line(
                desc,
                Decimal(rng.choice([5, 10, 20, 30, 50, 100])),
                doc.unit("pack"),
                money_value(rng, lo, hi),
                low,
                meta=pharma_meta(doc),
            )
        )
    if len(rates) > 1:
        for names in rng.sample(PHARMA_STD, rng.randrange(1, 3)):
            out.insert(
                rng.randrange(len(out) + 1),
                Line(
                    names[doc.lang],
                    Decimal(rng.choice([2, 5, 10])),
                    doc.unit("pcs"),
                    money_value(rng, 2, 15),
                    rates[0],
                    meta=pharma_meta(doc),
                ),
            )
    return out


def pharma_meta(doc):
    rng = doc.rng
    exp = f"{rng.randrange(1, 13):02d}/{rng.choice([2026, 2027, 2028])}"
    ean = ean13(rng)
    pzn = f"{rng.randrange(1000000, 9999999):07d}"
    return {
        "batch": f"{rng.choice('ABCDEFKLMN')}{rng.randrange(10000, 99999)}",
        "exp": exp,
        "ean": ean,
        "pzn": pzn,
    }


def ean13(rng):
    d = [rng.randrange(10) for _ in range(12)]
    d[0] = 4
    s = sum(x * (3 if i % 2 else 1) for i, x in enumerate(d))
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def legal_lines(doc, n, rate, Line, keepers):
    rng = doc.rng
    phrases = LEGAL[doc.lang]
    out = []
    day = doc.issue.toordinal() - 40
    for _ in range(n):
        day += rng.randrange(1, 6)
        k = rng.choice(keepers)
        text = "; ".join(rng.sample(phrases, rng.choice([1, 2, 2, 3])))
        hrs = Decimal(rng.choice(["0.3", "0.5", "0.8", "1.2", "1.5", "2", "2.4", "3.5"]))
        out.append(Line(text, hrs, doc.unit("h"), k[2], rate, meta={"day": day, "tk": k[1]}))
    return out


def export_lines(doc, n, Line):
    rng = doc.rng
    out = []
    for names, hs, kg, (lo, hi) in rng.sample(EXPORT, min(n, len(EXPORT))):
        q = Decimal(rng.choice([2, 4, 5, 10, 12, 20, 40]))
        out.append(
            Line(
                names.get(doc.lang, names["en"]),
                q,
                doc.unit("pcs"),
                money_value(rng, lo, hi),
                Decimal(0),
                meta={"hs": hs, "kg": Decimal(str(kg)) * q, "origin": doc.cc},
            )
        )
    return out


def bank(doc, printed_p=0.9):
    """Decide the printed account: doc.iban_str (as printed) and whether it counts as the IBAN."""
    rng = doc.rng
    doc.iban = ids.iban(rng, doc.cc) if doc.cc not in ("US", "BR") else None
    doc.iban_printed = bool(doc.iban) and rng.random() < printed_p
    doc.bic = (
        "".join(rng.choice("ABCDEFGHKLMNPRSTUVWZ") for _ in range(4))
        + doc.cc
        + rng.choice(["XX", "2X", "PP", "MM"])
    )
    doc.iban_str = None
    if not doc.iban_printed:
        return
    if doc.cc == "PL" and rng.random() < 0.3:
        # Polish invoices often print the NRB (the IBAN without "PL"): not the IBAN as printed -> truth null
        doc.iban_printed = False
        doc.iban_str = (
            doc.iban[2:4] + " " + ids.grouped(doc.iban[4:]) if rng.random() < 0.7 else doc.iban[2:]
        )
        return
    doc.iban_str = ids.grouped(doc.iban) if rng.random() < 0.7 else doc.iban


# ------------------------------------------------------------------ drawing
def kv(
    cv,
    x,
    y,
    pairs,
    size=8.5,
    mode="left",
    lw=90,
    color="#000000",
    lcolor="#555555",
    font="reg",
    bold="bold",
):
    """Key/value pairs: label left of value ('left') or small label above ('above')."""
    shown = [k for k, v in pairs if v not in (None, "")]
    if shown:
        lw = max(lw, max(cv.width(k + ":", size, font) for k in shown) + 6)
    for k, v in pairs:
        if v in (None, ""):
            continue
        if mode == "above":
            cv.text(x, y, k, size * 0.8, font, lcolor)
            cv.text(x, y + size, v, size, bold, color)
            y += size * 2.3
        else:
            cv.text(x, y, f"{k}:" if not k.endswith(":") else k, size, font, lcolor)
            cv.text(x + lw, y, v, cv.fit(v, size, cv.W - 24 - x - lw, bold), bold, color)
            y += size * 1.45
    return y


def kv_row(cv, x, y, w, pairs, size=8, fill="#eeeeee", font="reg"):
    """Meta facts as a header row of labels with the values in the row below."""
    pairs = [(k, v) for k, v in pairs if v]
    cw = w / max(1, len(pairs))
    cv.rect(x, y, w, size * 1.7, stroke="#888888", fill=fill)
    cv.rect(x, y + size * 1.7, w, size * 1.9, stroke="#888888")
    for i, (k, v) in enumerate(pairs):
        cv.text(x + i * cw + 3, y + 3, k, size * 0.85, font, "#333333")
        cv.text(x + i * cw + 3, y + size * 2.1, v, size, "bold")
        if i:
            cv.line(x + i * cw, y, x + i * cw, y + size * 3.6, 0.4, "#888888")
    return y + size * 3.6 + 8


def party(cv, x, y, title, p, size=9, tax_label=None, title_color="#555555", w=230, extra=()):
    if title:
        cv.text(x, y, title, size * 0.85, "bold", title_color)
        y += size * 1.4
    for part in cv.wrap(p.name, size, w, "bold"):
        cv.text(x, y, part, size, "bold")
        y += size * 1.3
    for ln in p.lines:
        cv.text(x, y, ln, size)
        y += size * 1.3
    if p.tax_printed and tax_label:
        cv.text(x, y, f"{tax_label}: {p.tax_printed}", size)
        y += size * 1.3
    for ln in extra:
        cv.text(x, y, ln, size * 0.9, "reg", "#444444")
        y += size * 1.25
    return y


def table(
    cv,
    x,
    y,
    cols,
    rows,
    size=8,
    style="grid",
    head_fill="#dddddd",
    head_color="#000000",
    bottom=780,
    on_new_page=None,
    pad=3,
    font="reg",
):
    """cols: [(header, width, align)], rows: [[cell str or list of str]]. Repeats the header on a new page."""
    lead = size * 1.3

    def header(yy):
        hh = size * 1.3 * max(len(h) if isinstance(h, list) else 1 for h, _, _ in cols) + 2 * pad
        if head_fill:
            cv.rect(
                x,
                yy,
                sum(w for _, w, _ in cols),
                hh,
                stroke=None if style == "plain" else "#777777",
                fill=head_fill,
            )
        _cells(cv, x, yy + pad, cols, [h for h, _, _ in cols], size * 0.92, "bold", head_color, pad)
        return yy + hh

    y = header(y)
    for i, row in enumerate(rows):
        n = max(len(c) if isinstance(c, list) else 1 for c in row)
        h = n * lead + 2 * pad
        if y + h > bottom and on_new_page:
            cv.new_page()
            y = header(on_new_page())
        if style == "zebra" and i % 2:
            cv.rect(x, y, sum(w for _, w, _ in cols), h, stroke=None, fill="#f2f2f2")
        _cells(cv, x, y + pad, cols, row, size, font, "#000000", pad)
        if style == "grid":
            _grid(cv, x, y, cols, h)
        elif style == "lines":
            cv.line(x, y + h, x + sum(w for _, w, _ in cols), y + h, 0.3, "#999999")
        y += h
    return y


def _cells(cv, x, y, cols, cells, size, font, color, pad):
    cx = x
    for (_, w, align), cell in zip(cols, cells, strict=False):
        parts = cell if isinstance(cell, list) else [cell]
        for j, part in enumerate(parts):
            size_j = cv.fit(part, size, w - 2 * pad + 1, font, 4.5)
            tx = cx + pad if align == "left" else (cx + w - pad if align == "right" else cx + w / 2)
            cv.text(tx, y + j * size * 1.3, part, size_j, font, color, align)
        cx += w


def _grid(cv, x, y, cols, h):
    cx = x
    for _, w, _ in cols:
        cv.rect(cx, y, w, h, stroke="#777777", lw=0.4)
        cx += w


def totals(cv, xr, y, pairs, size=9, lw=150, bold_last=True, rule=True, font="reg"):
    for i, (k, v) in enumerate(pairs):
        last = bold_last and i == len(pairs) - 1
        f = "bold" if last else font
        if last and rule:
            cv.line(xr - lw, y - 2, xr, y - 2, 0.6)
        cv.text(xr - 78, y, k, size, f, "#000000", "right")
        cv.text(xr, y, v, size, f, "#000000", "right")
        y += size * 1.5
    return y


def swap_cols(doc, cols, rows, a, b, p=0.4):
    """Vary the column order: swap columns a and b (header and every row) with probability p."""
    if doc.rng.random() < p:
        for seq in [cols] + rows:
            seq[a], seq[b] = seq[b], seq[a]
    return cols, rows


def meta(doc, cv, x, y, pairs, fs, lw=80):
    """Meta block at (x, y): label left of value, label above, or (mode 'row') deferred to a full-width header row.
    -> (y after the block, pairs still to print as a row before the table or None)."""
    mode = doc.rng.choice(["left", "left", "above", "row"])
    if mode == "row":
        return y, pairs
    return kv(cv, x, y, pairs, fs, mode, lw), None


def flush_row(cv, x, y, w, pending, fs):
    return kv_row(cv, x, y, w, pending, fs) if pending else y


def maybe_discount(doc, p):
    """A document-level discount (percent of the line total) on single-rate documents."""
    if len({ln.rate for ln in doc.lines}) == 1 and doc.rng.random() < p:
        doc.disc_pct = Decimal(doc.rng.choice(["2", "3", "5", "10"]))
        doc.discount = (sum(ln.amount for ln in doc.lines) * doc.disc_pct / 100).quantize(
            Decimal("0.01"), "ROUND_HALF_UP"
        )


def discount_row(doc, bare=True):
    """[(label, printed value)] for the discount line, or []."""
    if not doc.discount:
        return []
    pct = doc.n(doc.disc_pct).rstrip("0").rstrip(",.")
    val = doc.n(doc.discount) if bare else doc.M(doc.discount)
    return [(f"{doc.up(doc.L('discount'))} {pct}%", "-" + val)]
