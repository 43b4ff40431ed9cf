"""Ten invoice layouts written as raw troff + tbl.  Each returns (Doc, paper, landscape)."""

from __future__ import annotations

from decimal import Decimal as D

from fmt import q2
from roff import Block, Doc, Raw, esc

import data
from data import L


def kv_block(pairs, stop="3.4c", bold_keys=False):
    """label/value lines inside a tbl text block, aligned with a tab stop"""
    lines = []
    for k, v in pairs:
        k = esc(k + ":" if k else "")
        if bold_keys:
            k = "\\f[B]" + k + "\\f[]"
        lines.append("\\&" + k + "\\t" + esc(v))
    return Raw("T{\n.ta " + stop + "\n" + "\n.br\n".join(lines) + "\nT}")


def lab(rng, key, lang, **kw):
    s = rng.choice(L[key][lang])
    return s.format(**kw) if kw else s


def colon(rng, lang):
    return " :" if lang == "fr" and rng.random() < 0.5 else ":"


def vat_line_label(inv, rng, rate, base=None):
    lang = inv.lang
    vl = lab(rng, "vat", lang) if inv.country != "US" else rng.choice(["Sales tax", "Tax"])
    if inv.country == "BR":
        vl = "ISS"
    s = (
        f"{vl} {inv.rate_s(rate)} %"
        if lang != "en" or rng.random() < 0.5
        else f"{vl} {inv.rate_s(rate)}%"
    )
    if base is not None:
        s += {
            "de": " auf ",
            "fr": " sur ",
            "it": " su ",
            "es": " s/ ",
            "pt": " s/ ",
            "nl": " over ",
            "pl": " od ",
            "en": " on ",
        }[lang] + inv.num(base)
    return s


def totals_rows(inv, rng, lb=None, with_cur=True, due_label=True):
    """-> list of (label, value, bold) for the totals block."""
    lang = inv.lang
    lb = lb or {}
    m = inv.money if with_cur else inv.num
    rows = [(lb.get("subtotal") or lab(rng, "subtotal", lang), m(inv.subtotal), False)]
    if inv.discount:
        rows.append((lab(rng, "discount", lang), "-" + inv.num(inv.discount), False))
    if inv.shipping:
        rows.append((lab(rng, "shipping", lang), m(inv.shipping), False))
    if len(inv.breakdown) == 1:
        r = inv.breakdown[0]
        rows.append((vat_line_label(inv, rng, r.rate), m(inv.tax), False))
    else:
        for r in inv.breakdown:
            rows.append((vat_line_label(inv, rng, r.rate, r.base), m(r.amount), False))
        rows.append((lab(rng, "vat_total", lang), m(inv.tax), False))
    rows.append((lb.get("total") or lab(rng, "total", lang), m(inv.total), True))
    if inv.deposit:
        rows.append((lab(rng, "deposit", lang), "-" + inv.num(inv.deposit), False))
    if inv.withholding:
        rows.append((inv.wh_label, "-" + inv.num(inv.withholding), False))
    if inv.previous:
        rows.append((lab(rng, "previous", lang), "-" + inv.num(inv.previous), False))
    if inv.amount_due != inv.total or (due_label and rng.random() < 0.5):
        rows.append((lab(rng, "due_amt", lang), inv.money(inv.amount_due), True))
    return rows


def _bold_rows(tr):
    """Totals rows as two table cells, the bold ones set bold."""
    return [
        [Raw(("\\f[B]" if b else "") + esc(a)), Raw(("\\f[B]" if b else "") + esc(v))]
        for a, v, b in tr
    ]


def _terms_and_bank(doc, inv, rng):
    """The payment-terms line (when the document has one) and the bank lines."""
    tl = terms_line(inv, rng)
    if tl:
        doc.line(tl)
    for b in bank_lines(inv, rng):
        doc.line(b)


def party_lines(name, lines, tax, tax_label):
    out = [name] + list(lines or [])
    if tax:
        out.append(f"{tax_label} {tax}")
    return out


def vendor_tax_label(inv, rng):
    if inv.country == "US":
        return rng.choice(["EIN", "Tax ID", "Federal Tax ID"])
    if inv.country == "BR":
        return "CNPJ"
    if inv.country == "CH":
        return rng.choice(["UID", "MWST-Nr."] if inv.lang == "de" else ["IDE", "N° TVA"])
    return lab(rng, "vat_id", inv.lang) + ":"


def bank_lines(inv, rng, short=False):
    lang = inv.lang
    out = []
    if inv.iban:
        inv.iban_shown = True
        out.append(f"{lab(rng, 'bank', lang)}: {inv.bank}")
        out.append(f"IBAN: {inv.iban_p}")
        if not short:
            out.append(f"BIC: {inv.bic}")
    elif inv.country == "US":
        out.append(
            f"{inv.bank} - ABA {rng.randint(10000000, 99999999)}{rng.randint(0, 9)} - Acct {rng.randint(10**9, 10**10 - 1)}"
        )
    else:
        out.append(
            f"{inv.bank} - Agência {rng.randint(1000, 9999)} - Conta {rng.randint(10000, 99999)}-{rng.randint(0, 9)}"
        )
    return out


def meta_pairs(
    inv, rng, include=("number", "date", "due", "po", "cust", "delivery", "order", "page")
):
    lang = inv.lang
    out = []
    for k in include:
        if k == "number":
            out.append((lab(rng, "inv_no", lang), inv.number))
        elif k == "date":
            out.append((lab(rng, "date", lang), inv.fd(inv.date)))
        elif k == "due" and inv.due:
            out.append((lab(rng, "due", lang), inv.fd(inv.due)))
        elif k == "po" and inv.po:
            out.append((lab(rng, "po", lang), inv.po))
        elif k == "cust" and rng.random() < 0.8:
            out.append((lab(rng, "cust_no", lang), inv.cust_no))
        elif k == "delivery" and rng.random() < 0.5:
            out.append((lab(rng, "delivery_date", lang), inv.fd(inv.delivery_date)))
        elif k == "order" and rng.random() < 0.3:
            out.append((lab(rng, "order_date", lang), inv.fd(inv.order_date)))
        elif k == "dn" and rng.random() < 0.5:
            out.append((lab(rng, "delivery_note", lang), inv.delivery_note))
        elif k == "page" and rng.random() < 0.5:
            out.append(("", lab(rng, "page", lang, p=1, n=1)))
    return out


def terms_line(inv, rng):
    if not inv.terms:
        return None
    return f"{lab(rng, 'terms', inv.lang)}: {inv.terms}"


def footer(doc, inv, rng, y="27.3c", size=7):
    doc.goto(y)
    doc.size(size)
    parts = [
        inv.vendor_name,
        " ".join(inv.vendor_lines),
        f"{lab(rng, 'phone', inv.lang)} {inv.phone}",
        inv.register,
    ]
    doc.line(" \u00b7 ".join(parts[:2]))
    b = bank_lines(inv, rng)
    doc.line(" \u00b7 ".join(parts[2:] + b))


def item_cols(inv, rng):
    """standard 5/6-column item table: returns (spec, header, rows)"""
    lang = inv.lang
    show_unit = rng.random() < 0.6
    show_vat = len(inv.breakdown) > 1 or rng.random() < 0.3
    hdr = [lab(rng, "pos", lang), lab(rng, "desc", lang), lab(rng, "qty", lang)]
    spec = ["r", "lw(5.4c)", "r"]
    if show_unit:
        hdr.append(lab(rng, "unit", lang))
        spec.append("l")
    hdr += [lab(rng, "price", lang)]
    spec += ["r"]
    if show_vat:
        hdr.append(lab(rng, "vat_col", lang))
        spec.append("r")
    hdr.append(lab(rng, "amount", lang))
    spec.append("r")
    rows = []
    for i, it in enumerate(inv["items"], 1):
        r = [str(i), it.desc, inv.qty(it.qty)]
        if show_unit:
            r.append(it.unit)
        r.append(inv.num(it.price, 3 if it.price != q2(it.price) else 2))
        if show_vat:
            r.append(inv.rate_s(it.rate) + " %")
        r.append(inv.num(it.amount))
        rows.append(r)
    return spec, hdr, rows


# --------------------------------------------------------------------------- 1 typewriter letter
def typewriter_letter(inv, rng):
    lang = inv.lang
    fam = rng.choice(["C", "C", "C", "T", "P"])
    doc = Doc(fam=fam, ps=10 if fam == "C" else 11, vs=13, po="2.3c", ll="16.5c")
    # letterhead: plain, centred, in caps
    doc.raw(".ce 3")
    doc.line(inv.vendor_name.upper(), font="B", size=13)
    doc.line(" - ".join(inv.vendor_lines))
    doc.line(
        f"{lab(rng, 'phone', lang)} {inv.phone}    {vendor_tax_label(inv, rng)} {inv.vendor_tax}"
    )
    doc.goto("4.5c")
    doc.size(7)
    doc.line(f"{inv.vendor_name}, {', '.join(inv.vendor_lines)}")
    doc.raw("\\&\\l'8.5c'")
    doc.size(10 if fam == "C" else 11, 13)
    doc.sp("0.3c")
    for x in [inv.customer_name] + inv.customer_lines:
        doc.line(x)
    if inv.customer_tax:
        doc.line(f"{vendor_tax_label(inv, rng)} {inv.customer_tax}")
    doc.goto("9.6c")
    city = (
        inv.vendor_lines[-1].split(" ", 1)[-1]
        if inv.country not in ("GB", "IE", "US")
        else inv.vendor_lines[-2]
        if inv.country != "US"
        else inv.vendor_lines[-1].split(",")[0]
    )
    doc.raw(".ad r")
    doc.rawline(esc(f"{city}, {inv.fd(inv.date)}"))
    doc.raw(".br", ".ad l")
    doc.sp("1v")
    subj = rng.choice(data.SUBJECT[lang]).format(no=inv.number)
    doc.line(subj, font="B")
    extra = []
    if inv.po:
        extra.append(f"{lab(rng, 'po', lang)}: {inv.po}")
    if rng.random() < 0.6:
        extra.append(f"{lab(rng, 'cust_no', lang)}: {inv.cust_no}")
    if rng.random() < 0.5:
        extra.append(f"{lab(rng, 'delivery_date', lang)}: {inv.fd(inv.delivery_date)}")
    if extra:
        doc.line("   ".join(extra))
    doc.sp("1v")
    doc.line(rng.choice(data.SALUTATION[lang]))
    doc.sp("0.5v")
    doc.line(rng.choice(data.LETTER_INTRO[lang]))
    doc.sp("1v")
    # items with tab stops, no rules
    doc.tabs("0.8c", "10.6cR", "13cR", "16.5cR")
    for i, it in enumerate(inv["items"], 1):
        doc.tline(
            [
                f"{i}.",
                it.desc,
                f"{inv.qty(it.qty)} {it.unit}",
                f"\u00e0 {inv.num(it.price)}" if rng.random() < 0.0 else inv.num(it.price),
                inv.num(it.amount),
            ]
        )
    doc.sp("0.5v")
    doc.tabs("16.5cR")
    doc.rawline("\t\\l'4c'")
    doc.tabs("8.4c", "16.5cR")
    for lbl, val, bold in totals_rows(inv, rng, due_label=False):
        doc.tline(["", lbl, val], fonts=[None, "B" if bold else None, "B" if bold else None])
    doc.rawline("\t\t\\l'3.5c'")
    doc.sp("1v")
    doc.raw(".fi", ".ad l")
    amount = inv.money(inv.amount_due)
    close = rng.choice(data.LETTER_CLOSE[lang])
    if not inv.due and "{due}" in close:
        close = [c for c in data.LETTER_CLOSE[lang] if "{due}" not in c][0]
    if inv.due and "{due}" not in close:
        close = [c for c in data.LETTER_CLOSE[lang] if "{due}" in c][0]
    if not inv.terms and "{terms}" in close:
        close = (
            close.replace("{terms}. ", "")
            .replace(" Condizioni: {terms}.", "")
            .replace(" {terms}.", "")
        )
        close = (
            close.replace("Warunki: ", "")
            .replace("Condiciones: ", "")
            .replace("Condições: ", "")
            .replace("Voorwaarden: ", "")
            .replace("Zahlungsbedingungen: ", "")
            .replace("Conditions : ", "")
            .replace("Terms: ", "")
        )
        close = close.replace("{terms}", "").strip()
    txt = close.format(amount=amount, due=inv.fd(inv.due) if inv.due else "", terms=inv.terms or "")
    doc.rawline(esc(txt))
    if inv.iban:
        doc.rawline(esc(f"IBAN {inv.iban_p}, BIC {inv.bic} ({inv.bank})."))
        inv.iban_shown = True
    doc.raw(".nf")
    doc.sp("1.5v")
    doc.line(rng.choice(data.REGARDS[lang]))
    doc.sp("2.5v")
    doc.raw(
        "\\&\\D't 0.6p'\\D'c 0.1c'\\h'0.2c'\\D'l 1.2c -0.3c'\\D'l 0.6c 0.5c'\\D'l 1.5c -0.4c'\\D't -1'"
    )
    doc.line(inv.vendor_name)
    doc.goto("27.8c")
    doc.size(7)
    doc.line(f"{inv.register}   {lab(rng, 'page', lang, p=1, n=1)}")
    return doc, "a4", False


# --------------------------------------------------------------------------- 2 remittance slip
def remittance_slip(inv, rng):
    lang = inv.lang
    fam = rng.choice(["H", "HN", "A"])
    doc = Doc(fam=fam, ps=9, vs=11, po="1.8c", ll="17.4c")
    doc.goto("1.2c")
    doc.table(
        "lw(9.5c) rw(6.8c)",
        [
            [
                Block(
                    [inv.vendor_name]
                    + inv.vendor_lines
                    + [
                        f"{lab(rng, 'phone', lang)} {inv.phone}",
                        f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}",
                    ]
                ),
                Raw("T{\n.ps 18\n\\f[B]" + esc(lab(rng, "title", lang)) + "\\f[]\n.ps 9\nT}"),
            ]
        ],
    )
    doc.sp("0.6c")
    meta = meta_pairs(inv, rng, ("number", "date", "due", "po", "cust", "dn"))
    left = (
        [lab(rng, "buyer", lang).upper(), inv.customer_name]
        + inv.customer_lines
        + ([f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"] if inv.customer_tax else [])
    )
    doc.table("lw(9.5c) lw(6.8c)", [[Block(left), kv_block(meta, "3.6c")]])
    doc.sp("0.6c")
    spec, hdr, rows = item_cols(inv, rng)
    spec_s = " ".join(spec)
    doc.table(
        spec_s.replace("r", "c", 0) + "\n" + spec_s,
        [[Raw("\\f[B]" + esc(h) + "\\f[]") for h in hdr], "_"] + rows + ["_"],
        opts="tab(\t) expand",
    )
    doc.sp("0.3c")
    tr = totals_rows(inv, rng)
    doc.table(
        "rw(12.6c) rw(3.4c)",
        [
            [
                Raw(("\\f[B]" if b else "") + esc(a) + ("\\f[]" if b else "")),
                Raw(("\\f[B]" if b else "") + esc(v) + ("\\f[]" if b else "")),
            ]
            for a, v, b in tr
        ],
    )
    tl = terms_line(inv, rng)
    if tl:
        doc.sp("0.3c")
        doc.line(tl)
    # slip
    doc.goto("19.6c")
    doc.size(7)
    doc.line(
        "- - - - - - - - - - - - - - - - - - - - - - 8< - - - - "
        + lab(rng, "cut", lang)
        + " - - - - - - - - - - - - - - - - - - - - - - - - -"
    )
    doc.size(9, 11)
    doc.box("0", "20.3c", "17.4c", "7c", fill="tint" if rng.random() < 0.5 else None)
    doc.goto("20.6c")
    doc.indent("0.3c")
    doc.line(lab(rng, "slip", lang).upper(), font="B", size=11)
    ref_kind = rng.random()
    if lang == "nl" and inv.country == "BE" or ref_kind < 0.3:
        ref = f"+++{rng.randint(100, 999):03d}/{rng.randint(1000, 9999)}/{rng.randint(10000, 99999)}+++"
    elif ref_kind < 0.7:
        ref = f"RF{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    else:
        ref = " ".join(f"{rng.randint(0, 99999):05d}" for _ in range(4))
    inv.iban_shown = bool(inv.iban)
    acct = [f"IBAN {inv.iban_p}", f"BIC {inv.bic}"] if inv.iban else bank_lines(inv, rng)
    payee = Block([lab(rng, "payee", lang) + ":", inv.vendor_name] + inv.vendor_lines[:1] + acct)
    payer = Block([lab(rng, "payer", lang) + ":", inv.customer_name] + inv.customer_lines)
    amt = Block(
        [
            lab(rng, "due_amt", lang) + ":",
            inv.money(inv.amount_due),
            "",
            lab(rng, "reference", lang) + ":",
            ref,
        ]
    )
    doc.sp("0.2c")
    doc.table("lw(6c) lw(5c) lw(4.6c)", [[payee, payer, amt]])
    doc.indent("0")
    doc.goto("26.6c")
    doc.raw(".ad r")
    doc.size(7)
    doc.rawline(
        esc(f"{inv.number} / {inv.cust_no}")
        if rng.random() < 0.0
        else esc(f"{lab(rng, 'cust_no', lang)} {inv.cust_no}")
    )
    doc.raw(".br", ".ad l")
    doc.goto("27.9c")
    doc.size(6.5)
    doc.line(f"{inv.vendor_name} \u00b7 {inv.register} \u00b7 {inv.bank}")
    return doc, "a4", False


# --------------------------------------------------------------------------- 3 progress billing
def progress_billing(inv, rng):
    lang = inv.lang
    doc = Doc(fam=rng.choice(["H", "HN"]), ps=8.5, vs=10.5, po="1.5c", ll="18c")
    doc.goto("1.2c")
    doc.line(inv.vendor_name, font="B", size=14)
    doc.line(" | ".join(inv.vendor_lines + [f"{lab(rng, 'phone', lang)} {inv.phone}"]))
    doc.line(f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}   {inv.register}")
    doc.raw("\\&\\D't 1.2p'\\D'l 18c 0'\\D't -1'")
    doc.sp("0.5c")
    left = Block(
        [inv.customer_name]
        + inv.customer_lines
        + ([f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"] if inv.customer_tax else [])
    )
    n_abs = rng.randint(2, 6)
    meta = [(lab(rng, "inv_no", lang), inv.number), (lab(rng, "date", lang), inv.fd(inv.date))]
    if inv.due:
        meta.append((lab(rng, "due", lang), inv.fd(inv.due)))
    if inv.po:
        meta.append((lab(rng, "po", lang), inv.po))
    meta.append((lab(rng, "cust_no", lang), inv.cust_no))
    doc.table("lw(10c) | lw(7c)", [[left, kv_block(meta, "3.4c")]], opts="tab(\t) box")
    doc.sp("0.5c")
    title = lab(rng, "progress_title", lang)
    doc.line(
        f"{title} {'Nr.' if lang == 'de' else 'n.' if lang in ('it', 'pl') else 'nº' if lang in ('es', 'pt') else 'no.'} {n_abs}",
        font="B",
        size=13,
    )
    doc.line(
        f"{data.PROJECT[lang]}: {inv.customer_lines[0]} - {rng.choice(['A', 'B', 'C'])}{rng.randint(1, 40)}"
    )
    doc.sp("0.4c")
    hdr = [
        lab(rng, "pos", lang),
        lab(rng, "desc", lang),
        lab(rng, "unit", lang),
        lab(rng, "qty", lang),
        lab(rng, "price", lang),
        lab(rng, "contract", lang),
        lab(rng, "percent_done", lang),
        lab(rng, "performed", lang),
        lab(rng, "to_date", lang),
    ]
    rows = [[Raw("\\f[B]" + esc(h) + "\\f[]") for h in hdr], "="]
    for it in inv["items"]:
        rows.append(
            [
                it.art,
                it.desc,
                it.unit,
                inv.qty(it.cqty),
                inv.num(it.price),
                inv.num(it.cval),
                inv.qty(it.pct) + " %",
                inv.qty(it.qty),
                inv.num(it.amount),
            ]
        )
    rows.append("_")
    doc.table("l lw(3.6c) l r r r r r r", rows, opts="tab(\t) box")
    doc.sp("0.4c")
    tr = totals_rows(inv, rng, lb={"subtotal": lab(rng, "to_date", lang)}, due_label=False)
    doc.table(
        "rw(12.4c) rw(4.6c)",
        _bold_rows(tr),
    )
    doc.sp("0.5c")
    prev_no = [f"{inv.number[:-1]}{k}" for k in range(1, min(n_abs, 4))]
    if prev_no and rng.random() < 0.7:
        doc.size(7.5)
        doc.line("(" + ", ".join(prev_no) + ")")
        doc.size(8.5, 10.5)
    tl = terms_line(inv, rng)
    if tl:
        doc.line(tl)
    footer(doc, inv, rng)
    return doc, "a4", False


# --------------------------------------------------------------------------- 4 withholding professional
def withholding_professional(inv, rng):
    lang = inv.lang
    fam = rng.choice(["P", "N", "T", "BM"])
    doc = Doc(fam=fam, ps=10, vs=12.5, po="2.5c", ll="16c")
    doc.goto("1.5c")
    doc.raw(".ce 4")
    doc.line(inv.vendor_name, font="I", size=16)
    doc.line(" \u2013 ".join(inv.vendor_lines))
    doc.line(f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}")
    doc.line(f"{lab(rng, 'phone', lang)} {inv.phone}")
    doc.sp("0.2c")
    doc.raw("\\&\\l'16c'")
    doc.sp("1c")
    doc.indent("9c")
    doc.line(lab(rng, "buyer", lang), font="I")
    for x in [inv.customer_name] + inv.customer_lines:
        doc.line(x)
    if inv.customer_tax:
        doc.line(f"{vendor_tax_label(inv, rng)} {inv.customer_tax}")
    doc.indent("0")
    doc.sp("1c")
    doc.line(
        f"{lab(rng, 'title', lang).upper()} {'N.' if lang == 'it' else 'Nº' if lang in ('es', 'pt') else 'nr'} {inv.number}",
        font="B",
        size=12,
    )
    dl = f"{lab(rng, 'date', lang)}: {inv.fd(inv.date)}"
    if inv.due:
        dl += f"     {lab(rng, 'due', lang)}: {inv.fd(inv.due)}"
    doc.line(dl)
    if inv.po:
        doc.line(f"{lab(rng, 'po', lang)}: {inv.po}")
    doc.sp("0.8c")
    rows = [
        [
            Raw("\\f[I]" + esc(lab(rng, "desc", lang)) + "\\f[]"),
            Raw("\\f[I]" + esc(lab(rng, "qty", lang))),
            Raw("\\f[I]" + esc(lab(rng, "price", lang))),
            Raw("\\f[I]" + esc(lab(rng, "amount", lang))),
        ],
        "_",
    ]
    for it in inv["items"]:
        rows.append([it.desc, inv.qty(it.qty), inv.num(it.price), inv.num(it.amount)])
    rows.append("_")
    doc.table("lw(8.5c) r r r", rows, opts="tab(\t) expand")
    doc.sp("0.5c")
    tr = totals_rows(inv, rng, due_label=True)
    doc.table(
        "rw(11c) rw(4c)",
        _bold_rows(tr),
    )
    doc.sp("0.8c")
    _terms_and_bank(doc, inv, rng)
    doc.sp("0.5c")
    doc.size(8)
    note = {
        "it": "Operazione soggetta a ritenuta d'acconto ai sensi dell'art. 25 DPR 600/73.",
        "es": "Factura sujeta a retención del IRPF (art. 101 Ley 35/2006).",
        "pt": "Retenção na fonte nos termos do art. 101.º do CIRS.",
        "pl": "Mechanizm podzielonej płatności nie dotyczy.",
    }[lang]
    doc.line(note)
    return doc, "a4", False


# --------------------------------------------------------------------------- 5 deposit deducted
def deposit_deducted(inv, rng):
    lang = inv.lang
    fam = rng.choice(["BM", "H", "A", "N"])
    doc = Doc(fam=fam, ps=9.5, vs=11.5, po="2c", ll="17c")
    doc.box("0", "0.8c", "17c", "2.2c", fill="grey", stroke=False)
    doc.goto("1.3c")
    doc.indent("0.4c")
    doc.line(inv.vendor_name, font="B", size=15)
    doc.line(", ".join(inv.vendor_lines) + f" \u2022 {vendor_tax_label(inv, rng)} {inv.vendor_tax}")
    doc.indent("0")
    doc.goto("3.8c")
    doc.raw(".ce 1")
    doc.line(
        lab(rng, "title", lang).upper()
        + (" - " + lab(rng, "copy", lang) if rng.random() < 0.3 else ""),
        font="B",
        size=16,
    )
    doc.sp("0.5c")
    meta = meta_pairs(inv, rng, ("number", "date", "due", "po", "cust", "delivery"))
    src_meta = kv_block(meta, "3.8c", bold_keys=True)
    right = Block(
        [lab(rng, "buyer", lang) + colon(rng, lang), inv.customer_name]
        + inv.customer_lines
        + ([f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"] if inv.customer_tax else [])
    )
    doc.table("lw(8.2c) | lw(7.6c)", [[src_meta, right]], opts="tab(\t) box")
    doc.sp("0.6c")
    spec, hdr, rows = item_cols(inv, rng)
    doc.table(
        " ".join(spec),
        [[Raw("\\f[B]" + esc(h) + "\\f[]") for h in hdr]] + rows,
        opts="tab(\t) allbox expand",
    )
    doc.sp("0.4c")
    tr = totals_rows(inv, rng)
    trows = []
    for a, v, b in tr:
        if a.startswith(tuple(L["deposit"][lang])) and rng.random() < 0.6:
            a = a + f" ({inv.fd(inv.order_date)})"
        trows.append([Raw(("\\f[B]" if b else "") + esc(a)), Raw(("\\f[B]" if b else "") + esc(v))])
    doc.table("lw(7c) rw(3.5c)", trows, opts="tab(\t) box", center=False)
    doc.sp("0.6c")
    tl = terms_line(inv, rng)
    if tl:
        doc.line(tl)
    doc.size(8)
    doc.line(data.THANKS[lang] if rng.random() < 0.3 else "")
    footer(doc, inv, rng)
    return doc, "a4", False


# --------------------------------------------------------------------------- 6 landscape wide table
def landscape_wide(inv, rng):
    lang = inv.lang
    doc = Doc(fam=rng.choice(["HN", "H"]), ps=8, vs=9.8, po="1.2c", ll="27.3c")
    doc.goto("1c")
    doc.table(
        "lw(8.6c) lw(8.6c) lw(8.6c)",
        [
            [
                Block(
                    [inv.vendor_name]
                    + inv.vendor_lines
                    + [f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}"]
                ),
                Block(
                    [lab(rng, "buyer", lang) + ":", inv.customer_name]
                    + inv.customer_lines
                    + (
                        [f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"]
                        if inv.customer_tax
                        else []
                    )
                ),
                Raw(
                    "T{\n.ps 16\n\\f[B]"
                    + esc(lab(rng, "title", lang))
                    + "\\f[]\n.ps 8\n.br\n"
                    + "\n.br\n".join(
                        "\\&" + esc(f"{k}: {v}" if k else v)
                        for k, v in meta_pairs(
                            inv, rng, ("number", "date", "due", "po", "cust", "dn", "page")
                        )
                    )
                    + "\nT}"
                ),
            ]
        ],
    )
    doc.sp("0.5c")
    gross = rng.random() < 0.5
    hdr = [
        lab(rng, "pos", lang),
        lab(rng, "art", lang),
        lab(rng, "desc", lang),
        lab(rng, "unit", lang),
        lab(rng, "qty", lang),
        lab(rng, "price", lang),
        {
            "de": "Rab. %",
            "fr": "Rem. %",
            "it": "Sc. %",
            "es": "Dto. %",
            "pt": "Desc. %",
            "nl": "Kort. %",
            "pl": "Rabat %",
            "en": "Disc. %",
        }[lang],
        {
            "de": "Netto-EP",
            "fr": "P.U. net",
            "it": "Prezzo netto",
            "es": "Precio neto",
            "pt": "Preço líq.",
            "nl": "Netto prijs",
            "pl": "Cena po rab.",
            "en": "Net price",
        }[lang],
        lab(rng, "amount", lang),
        lab(rng, "vat_col", lang) + " %",
        lab(rng, "vat_col", lang),
    ]
    if gross:
        hdr.append(lab(rng, "gross", lang))
    rows = [[Raw("\\f[B]" + esc(h) + "\\f[]") for h in hdr]]
    for i, it in enumerate(inv["items"], 1):
        lv = q2(it.amount * it.rate / 100)
        r = [
            str(i * 10),
            it.art,
            it.desc,
            it.unit,
            inv.qty(it.qty),
            inv.num(it.list),
            inv.qty(it.disc),
            inv.num(it.price),
            inv.num(it.amount),
            inv.rate_s(it.rate),
            inv.num(lv),
        ]
        if gross:
            r.append(inv.num(it.amount + lv))
        rows.append(r)
    spec = "r l lw(5.4c) l r r r r r r r" + (" r" if gross else "")
    doc.table(spec, rows, opts="tab(\t) allbox expand")
    doc.sp("0.4c")
    tr = totals_rows(inv, rng)
    doc.table(
        "rw(19.5c) rw(3.5c)",
        _bold_rows(tr),
    )
    doc.sp("0.4c")
    tl = terms_line(inv, rng)
    if tl:
        doc.line(tl)
    doc.goto("19.2c")
    doc.size(7)
    doc.line(
        " \u00b7 ".join(
            [inv.vendor_name, f"{lab(rng, 'phone', lang)} {inv.phone}", inv.register]
            + bank_lines(inv, rng)
        )
    )
    return doc, "a4", True


# --------------------------------------------------------------------------- 7 totals first
def totals_first(inv, rng):
    lang = inv.lang
    doc = Doc(fam=rng.choice(["A", "H", "N"]), ps=9, vs=11, po="2c", ll="17c")
    doc.goto("1.3c")
    doc.line(inv.vendor_name, font="B", size=13)
    for x in inv.vendor_lines:
        doc.line(x)
    doc.line(f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}")
    doc.line(f"{lab(rng, 'phone', lang)} {inv.phone}")
    # summary box top right
    pairs = [(lab(rng, "due_amt", lang), inv.money(inv.amount_due))]
    if inv.due:
        pairs.append((lab(rng, "due", lang), inv.fd(inv.due)))
    pairs += [(lab(rng, "inv_no", lang), inv.number), (lab(rng, "cust_no", lang), inv.cust_no)]
    doc.box(
        "10.3c",
        "1.1c",
        "6.7c",
        f"{0.75 + 0.4 * len(pairs):.2f}c",
        fill="tint" if rng.random() < 0.6 else None,
    )
    doc.goto("1.4c")
    doc.indent("10.6c")
    doc.line(lab(rng, "summary", lang).upper(), font="B", size=8)
    doc.tabs("6.1cR")
    for i, (a, v) in enumerate(pairs):
        doc.tline([a, v], fonts=["B", "B"] if i == 0 else None)
    doc.indent("0")
    doc.goto("5.4c")
    doc.line(lab(rng, "title", lang), font="B", size=18)
    doc.sp("0.3c")
    left = Block(
        [lab(rng, "buyer", lang).upper(), inv.customer_name]
        + inv.customer_lines
        + ([f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"] if inv.customer_tax else [])
    )
    meta = meta_pairs(inv, rng, ("date", "po", "order", "delivery", "dn"))
    right = Block([f"{a}: {b}" for a, b in meta])
    doc.table("lw(9c) lw(7.2c)", [[left, right]])
    doc.sp("0.5c")
    spec, hdr, rows = item_cols(inv, rng)
    allrows = [[Raw("\\f[B]" + esc(h) + "\\f[]") for h in hdr], "_"]
    allrows.extend(rows)
    doc.table(" ".join(spec), allrows + ["_"], opts="tab(\t) expand")
    doc.sp("0.3c")
    tr = totals_rows(inv, rng, due_label=True)
    doc.table(
        "rw(12.5c) rw(3.6c)",
        _bold_rows(tr),
    )
    doc.sp("0.5c")
    tl = terms_line(inv, rng)
    if tl:
        doc.line(tl)
    footer(doc, inv, rng)
    return doc, "a4", False


# --------------------------------------------------------------------------- 8 multi-page carry
def multi_page(inv, rng):
    lang = inv.lang
    fam = rng.choice(["T", "H", "C"])
    doc = Doc(fam=fam, ps=9, vs=11, po="2c", ll="17c")
    items = inv["items"]
    cap1, capn = 16, 28
    pages = []
    rest = list(enumerate(items, 1))
    pages.append(rest[:cap1])
    rest = rest[cap1:]
    while rest:
        pages.append(rest[:capn])
        rest = rest[capn:]
    if len(pages[-1]) > 20:  # leave room for totals on the last page
        pages.append(pages[-1][20:])
        pages[-2] = pages[-2][:20]
    npg = len(pages)
    inv.pages = npg
    hdr = [
        lab(rng, "pos", lang),
        lab(rng, "art", lang),
        lab(rng, "desc", lang),
        lab(rng, "qty", lang),
        lab(rng, "unit", lang),
        lab(rng, "price", lang),
        lab(rng, "amount", lang),
    ]
    carried = D(0)
    carry_lbl = lab(rng, "carried", lang)
    brought_lbl = lab(rng, "brought", lang, p="{p}") if True else ""
    pg_lbl = rng.choice(L["page"][lang])
    for pi, chunk in enumerate(pages, 1):
        if pi > 1:
            doc.bp()
        doc.goto("1.2c")
        doc.tabs("17cR")
        doc.tline([inv.vendor_name, pg_lbl.format(p=pi, n=npg)], fonts=["B", None])
        doc.tline([f"{lab(rng, 'title', lang)} {inv.number}", inv.fd(inv.date)])
        doc.raw("\\&\\l'17c'")
        if pi == 1:
            doc.sp("0.4c")
            for x in inv.vendor_lines:
                doc.line(x)
            doc.line(f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}")
            doc.sp("0.5c")
            left = Block(
                [inv.customer_name]
                + inv.customer_lines
                + ([f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"] if inv.customer_tax else [])
            )
            meta = meta_pairs(inv, rng, ("number", "date", "due", "po", "cust", "dn"))
            doc.table("lw(9c) lw(7.2c)", [[left, Block([f"{a}: {b}" for a, b in meta])]])
        doc.sp("0.5c")
        rows = [[Raw("\\f[B]" + esc(h) + "\\f[]") for h in hdr], "_"]
        if pi > 1:
            rows.append(
                [
                    "",
                    "",
                    Raw("\\f[I]" + esc(brought_lbl.format(p=pi - 1)) + "\\f[]"),
                    "",
                    "",
                    "",
                    inv.num(carried),
                ]
            )
        for i, it in chunk:
            carried += it.amount
            rows.append(
                [
                    str(i),
                    it.art,
                    it.desc,
                    inv.qty(it.qty),
                    it.unit,
                    inv.num(it.price),
                    inv.num(it.amount),
                ]
            )
        if pi < npg:
            rows.append("_")
            rows.append(
                [
                    "",
                    "",
                    Raw("\\f[B]" + esc(carry_lbl) + "\\f[]"),
                    "",
                    "",
                    "",
                    Raw("\\f[B]" + inv.num(carried)),
                ]
            )
        doc.table("r l lw(5.6c) r l r r", rows, opts="tab(\t) expand")
        if pi == npg:
            doc.sp("0.4c")
            tr = totals_rows(inv, rng)
            doc.table(
                "rw(12.5c) rw(3.6c)",
                _bold_rows(tr),
            )
            doc.sp("0.4c")
            _terms_and_bank(doc, inv, rng)
        doc.goto("28c")
        doc.size(7)
        doc.line(
            f"{inv.vendor_name} \u00b7 {inv.register} \u00b7 {lab(rng, 'phone', lang)} {inv.phone}"
        )
        doc.size(9, 11)
    return doc, "a4", False


# --------------------------------------------------------------------------- 9 ticket simplified
def ticket(inv, rng):
    lang = inv.lang
    doc = Doc(fam="C", ps=7.5, vs=9, po="0.35c", ll="7.3c")
    W = 7.3
    doc.goto("0.6c")
    doc.raw(".ce 50")
    doc.line(inv.vendor_name, font="B", size=9)
    for x in inv.vendor_lines:
        doc.line(x)
    doc.line(f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}")
    doc.line(f"{lab(rng, 'phone', lang)} {inv.phone}")
    doc.sp("0.5v")
    doc.line(lab(rng, "ticket_title", lang), font="B")
    doc.raw(".ce 0")
    doc.line("=" * 40)
    doc.tabs(f"{W}cR")
    doc.tline([f"{lab(rng, 'inv_no', lang)}: {inv.number}", ""])
    hh, mm = rng.randint(7, 20), rng.randint(0, 59)
    doc.tline([inv.fd(inv.date), f"{hh:02d}:{mm:02d}"])
    doc.tline(
        [
            f"{rng.choice(['Kasse', 'TPV', 'Cassa', 'POS', 'Till', 'Caisse', 'Kasa'])} {rng.randint(1, 9)}",
            f"#{rng.randint(1000, 99999)}",
        ]
    )
    if inv.customer_name:
        doc.line("-" * 40)
        doc.line(inv.customer_name)
        if inv.customer_tax:
            doc.line(f"{vendor_tax_label(inv, rng)} {inv.customer_tax}")
    doc.line("-" * 40)
    doc.line(lab(rng, "net_prices", lang))
    codes = {}
    for r in sorted({it.rate for it in inv["items"]}, reverse=True):
        codes[r] = "ABC"[len(codes)]
    doc.tabs("0.4c", f"{W - 0.4}cR", f"{W}cR")
    for it in inv["items"]:
        doc.line(it.desc)
        doc.tline(
            ["", f"{inv.qty(it.qty)} x {inv.num(it.price)}", inv.num(it.amount), codes[it.rate]]
        )
    doc.line("-" * 40)
    doc.tabs(f"{W}cR")
    doc.tline([lab(rng, "subtotal", lang), inv.num(inv.subtotal)])
    doc.sp("0.3v")
    doc.tabs("0.5c", "3.4cR", "5.3cR", f"{W}cR")
    doc.tline(["", "", lab(rng, "net", lang), lab(rng, "vat", lang), lab(rng, "gross", lang)])
    for r in inv.breakdown:
        doc.tline(
            [
                codes[r.rate],
                inv.rate_s(r.rate) + "%",
                inv.num(r.base),
                inv.num(r.amount),
                inv.num(r.base + r.amount),
            ]
        )
    doc.tabs(f"{W}cR")
    doc.tline([lab(rng, "vat_total", lang), inv.num(inv.tax)])
    doc.line("=" * 40)
    doc.tline(
        [f"\\s[10]\\f[B]{lab(rng, 'total', lang).upper()} {inv.currency}", inv.num(inv.total)]
    )
    doc.out[-1] = doc.out[-1].replace("\\e", "\\")  # allow the escapes above
    doc.line("=" * 40)
    if inv.cash:
        doc.tline([lab(rng, "tendered", lang), inv.num(inv.tendered)])
        doc.tline([lab(rng, "change", lang), inv.num(inv.tendered - inv.total)])
    else:
        doc.tline([L["tendered"][lang][1], inv.num(inv.total)])
        doc.line(f"**** **** **** {rng.randint(1000, 9999)}  AUTH {rng.randint(100000, 999999)}")
    doc.sp("0.5v")
    doc.raw(".ce 3")
    doc.line(data.THANKS[lang])
    doc.line(lab(rng, "copy", lang) if rng.random() < 0.3 else "")
    doc.line(f"{inv.register}")
    doc.raw(".ce 0")
    n_lines = sum(1 for x in doc.out if not x.startswith(".") or x.startswith(".sp"))
    h = 1.2 + n_lines * 9 / 72 * 2.54 + 0.8
    doc.out[0] = f".pl {h:.1f}c"
    inv.iban_shown = False
    return doc, f"{h:.1f}c,8c", False


# --------------------------------------------------------------------------- 10 two-column parties
def two_column(inv, rng):
    lang = inv.lang
    fam = rng.choice(["N", "P", "H"])
    doc = Doc(fam=fam, ps=9.5, vs=11.5, po="1.6c", ll="17.8c")

    def sc(s):  # fake small caps
        return Raw("\\s[-2]" + esc(s.upper()) + "\\s[0]")

    doc.goto("1.2c")
    doc.raw(".ad r")
    doc.rawline(f"\\s[20]\\f[B]{esc(lab(rng, 'title', lang))}\\f[]\\s[0]")
    doc.raw(".br", ".ad l")
    doc.sp("0.4c")
    seller = Block(
        [inv.vendor_name]
        + inv.vendor_lines
        + [
            f"{vendor_tax_label(inv, rng)} {inv.vendor_tax}",
            f"{lab(rng, 'phone', lang)} {inv.phone}",
        ]
    )
    buyer = Block(
        [inv.customer_name]
        + inv.customer_lines
        + ([f"{vendor_tax_label(inv, rng)} {inv.customer_tax}"] if inv.customer_tax else [])
    )
    doc.table(
        "rw(2.6c) | lw(6.7c) lw(6.7c)",
        [[sc(lab(rng, "seller", lang) + " / " + lab(rng, "buyer", lang)), seller, buyer]],
    )
    doc.sp("0.4c")
    meta = meta_pairs(inv, rng, ("number", "date", "due", "po", "cust", "delivery", "order"))
    mrows = []
    for k, v in meta:
        mrows.append([sc(k), v])
        mrows.append("_")
    doc.table("rw(2.6c) | lw(7c)", mrows[:-1], opts="tab(\t)")
    doc.sp("0.5c")
    spec, hdr, rows = item_cols(inv, rng)
    doc.table(
        " ".join(["rw(2.6c)"] + spec[1:]),
        [[sc(h) for h in hdr], "_"] + rows + ["_"],
        opts="tab(\t) expand",
    )
    doc.sp("0.3c")
    tr = totals_rows(inv, rng)
    doc.table(
        "rw(12.6c) rw(3.8c)",
        [
            [sc(a) if not b else Raw("\\f[B]" + esc(a)), Raw(("\\f[B]" if b else "") + esc(v))]
            for a, v, b in tr
        ],
    )
    doc.sp("0.6c")
    notes = []
    tl = terms_line(inv, rng)
    if tl:
        notes.append(tl)
    notes += bank_lines(inv, rng)
    notes.append(f"{lab(rng, 'delivery_note', lang)} {inv.delivery_note}")
    doc.table(
        "rw(2.6c) | lw(14c)", [[sc(lab(rng, "notes", lang)), Block(notes)]], opts="tab(\t) box"
    )
    doc.goto("28c")
    doc.size(7)
    doc.line(f"{inv.register} \u00b7 {lab(rng, 'page', lang, p=1, n=1)}")
    return doc, "a4", False


LAYOUTS = {
    "typewriter-letter": typewriter_letter,
    "remittance-slip": remittance_slip,
    "progress-billing": progress_billing,
    "withholding-professional": withholding_professional,
    "deposit-deducted": deposit_deducted,
    "landscape-wide-table": landscape_wide,
    "totals-first": totals_first,
    "multi-page-carry": multi_page,
    "ticket-simplified": ticket,
    "two-column-parties": two_column,
}
