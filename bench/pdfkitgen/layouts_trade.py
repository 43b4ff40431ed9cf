"""Trade layouts: dot-matrix ERP printout, carbon form book, Skonto trade invoice."""

import datetime as dt
from decimal import Decimal

from . import kit
from .canvas import Canvas
from .common import Line, finish, setup
from .layouts_native import new_canvas, wrapcell

A5 = (419.53, 595.28)


# ====================================================================== dot-matrix-erp
def prep_dot(doc, n, break_p):
    doc.caps = True
    setup(doc, due_choices=(10, 30, 45), due_p=0.7, po_p=0.6, terms_p=0.6)
    doc.dstyle = doc.rng.choice(["dmy.", "dmy/", "dmy-", "iso"])
    doc.number = f"{doc.rng.randrange(10000, 999999):07d}"
    doc.lines = kit.trade_lines(doc, n, doc.pick_rates(0.3), Line)
    if doc.rng.random() < 0.3:
        doc.shipping = kit.money_value(doc.rng, 8, 60)
    kit.maybe_discount(doc, 0.25)
    finish(doc, break_p)


def dot_header(doc, page, pages):
    L, up = doc.L, str.upper
    s = doc.seller
    right = [
        up(L("title")),
        f"{up(L('number'))}: {doc.number}",
        f"{up(L('date'))}: {doc.d(doc.issue)}",
        f"{up(L('page'))}: {page}/{pages}",
    ]
    left = [doc.up(s.name)] + [doc.up(x) for x in s.lines] + [f"{up(L('vat_id'))}: {s.tax_printed}"]
    rows = [
        f"{(left[i] if i < len(left) else ''):<56}{(right[i] if i < len(right) else '')}"
        for i in range(max(len(left), len(right)))
    ]
    return rows + ["=" * 96]


def dot_body(doc):
    L, up = doc.L, str.upper
    b = doc.buyer
    out = [f"{up(L('buyer'))}:", "    " + doc.up(b.name)] + ["    " + doc.up(x) for x in b.lines]
    if b.tax_printed:
        out.append(f"    {up(L('vat_id'))}: {b.tax_printed}")
    meta = [
        (L("cust_no"), doc.cust_no),
        (L("po"), doc.po),
        (L("due"), doc.d(doc.due) if doc.due else None),
    ]
    out += [""] + [f"{up(k):<20}: {v}" for k, v in meta if v] + [""]
    hdr = (
        f"{up(L('pos'))[:4]:<4} {'ART.':<8} {up(L('desc'))[:32]:<32} {up(L('qty'))[:9]:>9} {up(L('unit'))[:5]:<5} "
        f"{up(L('price'))[:12]:>12} {up(L('net'))[:14]:>14} {'%':>5}"
    )
    out += [hdr, "-" * 96]
    doc.dot_hdr = [hdr, "-" * 96]
    for i, ln in enumerate(doc.lines, 1):
        parts = wrap_mono(ln.desc, 32)
        out.append(
            f"{i:>4} {ln.meta['code']:<8} {parts[0]:<32} {doc.q(ln.qty):>9} {ln.unit:<5} {doc.n(ln.price):>12} "
            f"{doc.n(ln.amount):>14} {doc.n(ln.rate):>5}"
        )
        out += [f"{'':14}{p}" for p in parts[1:]]
    return out + ["-" * 96]


def dot_totals(doc):
    L, up = doc.L, str.upper
    rows = [(up(L("subtotal")), doc.n(doc.subtotal))] + kit.discount_row(doc)
    if doc.shipping:
        rows.append((up(L("shipping")), doc.n(doc.shipping)))
    for r, b, a in doc.breakdown:
        rows.append((f"{up(L('vat'))} {doc.n(r)}% {'/':} {doc.n(b)}", doc.n(a)))
    rows.append((f"{up(L('total'))} {doc.currency}", doc.n(doc.total)))
    out = [f"{k:>74} {v:>14}" for k, v in rows] + [f"{'':>60}{'=' * 29}"]
    if doc.terms:
        out.append(f"{up(L('terms'))}: {doc.terms}")
    if doc.iban_str:
        out.append(f"IBAN: {doc.iban_str}   BIC: {doc.bic}")
    return out


def wrap_mono(s, w):
    out, cur = [], ""
    for word in s.split():
        if cur and len(cur) + 1 + len(word) > w:
            out.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    return out + [cur] if cur else out or [""]


def draw_dot(doc):
    cv = Canvas("dejavu", doc.rng.choice(["dejavu-mono", "liberation-mono"]))
    size, lead = 8.4, 11.6
    per_page = int((cv.H - 70) / lead) - 7
    body = dot_body(doc) + [""] + dot_totals(doc)
    chunks = []
    while body:
        cont = doc.dot_hdr if chunks else []
        chunks.append(cont + body[: per_page - len(cont)])
        body = body[per_page - len(cont) :]
    green = doc.rng.random() < 0.65
    for p, chunk in enumerate(chunks, 1):
        if p > 1:
            cv.new_page()
        dot_paper(cv, green)
        for i, row in enumerate(dot_header(doc, p, len(chunks)) + chunk):
            cv.text(44, 36 + i * lead, row, size, "mono", "#222222")
    return cv


def dot_paper(cv, green):
    if green:
        y = 30
        while y < cv.H:
            cv.rect(30, y, cv.W - 60, 34.8, stroke=None, fill="#e3f1e0")
            y += 69.6
    for x in (14, cv.W - 14):
        for k in range(int(cv.H // 36)):
            cv.circle(x, 18 + k * 36, 3.2, "#bbbbbb", "#ffffff")
    for x in (27, cv.W - 27):
        cv.line(x, 0, x, cv.H, 0.3, "#bbbbbb", 2)


# ====================================================================== carbon-form-book
FORM_L = {
    "pl": ("Sposób zapłaty", ["gotówka", "przelew", "karta"], "Podpis"),
    "it": ("Pagamento", ["contanti", "bonifico", "carta"], "Firma"),
    "es": ("Forma de pago", ["efectivo", "transferencia", "tarjeta"], "Firma"),
    "pt": ("Pagamento", ["numerário", "transferência", "cartão"], "Assinatura"),
    "de": ("Zahlung", ["bar", "Überweisung", "Karte"], "Unterschrift"),
    "fr": ("Règlement", ["espèces", "virement", "carte"], "Signature"),
    "nl": ("Betaling", ["contant", "overschrijving", "pin"], "Handtekening"),
    "en": ("Payment", ["cash", "transfer", "card"], "Signature"),
}


def prep_carbon(doc, n, break_p):
    rng = doc.rng
    setup(doc, due_choices=(7, 14), due_p=0.6, po_p=0.0, terms_p=0.0, buyer_tax_p=0.7)
    doc.number = f"{rng.randrange(1, 9999):06d}"
    doc.iban_printed, doc.iban_str = False, None
    doc.lines = kit.trade_lines(doc, min(n, 7), doc.pick_rates(0.0), Line)
    doc.pay = rng.randrange(3)
    finish(doc, break_p)


def draw_carbon(doc):
    rng = doc.rng
    cv = Canvas("liberation-sans", rng.choice(["liberation-mono", "dejavu-mono"]), A5)
    ink, form = "#1c2f7a", rng.choice(["#b22222", "#1d5fa8", "#2f7d32"])
    cv.rect(
        0, 0, cv.W, cv.H, stroke=None, fill=rng.choice(["#fffdf2", "#fdf1f4", "#f1f6fd", "#ffffff"])
    )
    doc.form, doc.ink = form, ink
    x0, w = 20, cv.W - 40
    cv.text(x0, 18, doc.L("title").upper(), 15, "bold", form)
    no = {
        "pl": "Nr",
        "it": "N.",
        "es": "Nº",
        "pt": "N.º",
        "de": "Nr.",
        "fr": "N°",
        "nl": "Nr.",
        "en": "No.",
    }[doc.lang]
    cv.text(x0 + w, 18, f"{no} {doc.number}", 13, "monob", "#c0141c", "right")
    box(doc, cv, x0 + 150, 40, 120, 24, doc.L("date"), doc.d(doc.issue))
    box(doc, cv, x0 + 272, 40, w - 272, 24, doc.L("sale_date"), doc.d(doc.sale_date))
    stamp(doc, cv, x0, 70, w / 2 - 3)
    buyer_box(doc, cv, x0 + w / 2 + 3, 70, w / 2 - 3)
    y = carbon_table(doc, cv, x0, 160, w)
    carbon_bottom(doc, cv, x0, y + 8, w)
    return cv


def box(doc, cv, x, y, w, h, lab, val, size=8.5):
    cv.rect(x, y, w, h, stroke=doc.form, lw=0.5)
    cv.text(x + 2, y + 2, lab, 4.8, "reg", doc.form)
    if val:
        dx, dy = doc.rng.uniform(3, 10), doc.rng.uniform(-1.5, 2.5)
        cv.text(x + dx, y + h - size - 2 + dy, val, size, "mono", doc.ink)


def stamp(doc, cv, x, y, w):
    cv.rect(x, y, w, 82, stroke=doc.form)
    cv.text(x + 2, y + 2, doc.L("seller"), 4.8, "reg", doc.form)
    violet = "#5a3d9a"
    sx, sy = x + doc.rng.uniform(6, 14), y + doc.rng.uniform(10, 14)
    cv.rect(sx - 3, sy - 3, w - 20, 64, stroke=violet, lw=1.1)
    yy = kit.party(cv, sx, sy, None, doc.seller, 6.6, None, violet, w=w - 28)
    cv.text(sx, yy, f"{doc.L('vat_id')}: {doc.seller.tax_printed}", 6.6, "bold", violet)


def buyer_box(doc, cv, x, y, w):
    cv.rect(x, y, w, 82, stroke=doc.form)
    cv.text(x + 2, y + 2, doc.L("buyer"), 4.8, "reg", doc.form)
    b, yy, dx = doc.buyer, y + 12, doc.rng.uniform(4, 12)
    for ln in (
        [b.name] + b.lines + ([f"{doc.L('vat_id')} {b.tax_printed}"] if b.tax_printed else [])
    ):
        size = cv.fit(ln, 7.6, w - dx - 4, "mono")
        cv.text(x + dx, yy, ln, size, "mono", doc.ink)
        yy += 11


def carbon_table(doc, cv, x, y, w):
    L = doc.L
    cols = [
        (L("pos"), 18),
        (L("desc"), w - 218),
        (L("unit"), 26),
        (L("qty"), 34),
        (L("price"), 48),
        (L("rate"), 30),
        (L("net"), 62),
    ]
    hx = x
    for h, cw in cols:
        cv.rect(hx, y, cw, 16, stroke=doc.form)
        cv.text(hx + 2, y + 2, h, cv.fit(h, 5, cw - 3), "reg", doc.form)
        hx += cw
    y += 16
    rows = 8
    for i in range(rows):
        hx = x
        for _, cw in cols:
            cv.rect(hx, y + i * 22, cw, 22, stroke=doc.form, lw=0.4)
            hx += cw
    for i, ln in enumerate(doc.lines):
        carbon_row(
            doc,
            cv,
            x,
            y + i * 22,
            cols,
            [
                str(i + 1),
                ln.desc,
                ln.unit,
                doc.q(ln.qty),
                doc.n(ln.price),
                doc.n(ln.rate),
                doc.n(ln.amount),
            ],
        )
    if len(doc.lines) < rows:
        top = y + len(doc.lines) * 22
        cv.line(x + 18, top + 4, x + w - 4, y + rows * 22 - 4, 0.8, doc.ink)
    return y + rows * 22


def carbon_row(doc, cv, x, y, cols, vals):
    dy = doc.rng.uniform(-2, 3)
    hx = x
    for (_, cw), v in zip(cols, vals, strict=True):
        parts = cv.wrap(v, 6.8, cw - 4, "mono") if cw > 100 else [v]
        size = 6.8 if len(parts) > 1 else cv.fit(v, 7.8, cw - 3, "mono")
        for j, p in enumerate(parts[:2]):
            cv.text(hx + 2 + doc.rng.uniform(0, 2), y + 4 + dy + j * 8.5, p, size, "mono", doc.ink)
        hx += cw


def carbon_bottom(doc, cv, x, y, w):
    L = doc.L
    r = doc.breakdown[0]
    box(doc, cv, x + w - 250, y, 80, 26, L("subtotal"), doc.n(doc.subtotal))
    box(doc, cv, x + w - 168, y, 78, 26, f"{L('vat')} {doc.r(r[0])}", doc.n(doc.tax))
    box(doc, cv, x + w - 88, y, 88, 26, L("total"), doc.n(doc.total))
    y += 32
    lab, opts, sig = FORM_L[doc.lang]
    cv.text(x, y + 4, f"{lab}:", 6, "reg", doc.form)
    ox = x + 60
    for i, o in enumerate(opts):
        cv.rect(ox, y + 3, 7, 7, stroke=doc.form)
        cv.text(ox + 10, y + 4, o, 6, "reg", doc.form)
        if i == doc.pay:
            cv.text(ox + 0.5, y + 1.5, "X", 9, "monob", doc.ink)
        ox += 25 + cv.width(o, 6)
    box(doc, cv, x + w - 170, y, 170, 24, L("due"), doc.d(doc.due) if doc.due else "")
    y += 30
    box(doc, cv, x, y, w, 24, f"{L('due_amt')} ({doc.currency})", doc.n(doc.amount_due))
    y += 50
    for sx in (x, x + w - 150):
        cv.line(sx, y, sx + 150, y, 0.4, doc.form, 1)
        cv.text(sx, y + 3, sig, 5, "reg", doc.form)


# ====================================================================== credit-terms-skonto
SKONTO = {
    "de": "Zahlbar innerhalb von {n} Tagen netto oder innerhalb von {s} Tagen abzüglich {p} % Skonto",
    "nl": "Betaling binnen {n} dagen netto; bij betaling binnen {s} dagen {p}% korting (kredietbeperking)",
    "fr": "Paiement à {n} jours net, escompte de {p} % pour règlement sous {s} jours",
    "en": "{p}% {s}, net {n}",
    "pl": "Płatne w ciągu {n} dni; skonto {p}% przy zapłacie w ciągu {s} dni",
    "it": "Pagamento a {n} giorni; sconto cassa {p}% se pagato entro {s} giorni",
    "es": "Pago a {n} días; descuento por pronto pago del {p}% a {s} días",
    "pt": "Pagamento a {n} dias; desconto de pronto pagamento de {p}% a {s} dias",
}
REGISTER = {
    "DE": "Amtsgericht {c} HRB {n}",
    "AT": "FN {n}a, Landesgericht {c}",
    "NL": "KvK {n}",
    "BE": "KBO/BCE 0{n}",
    "GB": "Registered in England and Wales No. {n}",
    "FR": "RCS {c} {n}",
}


def prep_skonto(doc, n, break_p):
    rng = doc.rng
    setup(doc, due_choices=(30, 30, 45, 60), due_p=0.5, po_p=1.0, terms_p=0.0, buyer_tax_p=0.4)
    doc.number = rng.choice(
        [
            f"RE{doc.issue.year % 100}-{rng.randrange(10000, 99999)}",
            f"{rng.randrange(2000000, 2999999)}",
            f"{doc.issue.year}{rng.randrange(10000, 99999)}",
        ]
    )
    s_days, pct = rng.choice([(8, "2"), (10, "2"), (14, "3"), (10, "1.5")])
    doc.skonto_pct = Decimal(pct)
    doc.terms = SKONTO[doc.lang].format(
        n=doc.days, s=s_days, p=pct.replace(".", "," if doc.style != "comma_dot" else ".")
    )
    doc.lines = kit.trade_lines(doc, n, doc.pick_rates(0.3), Line)
    doc.groups = delivery_groups(doc)
    doc.order_date = doc.issue - dt.timedelta(days=rng.randrange(5, 30))
    if rng.random() < 0.4:
        doc.shipping = kit.money_value(rng, 9, 45)
    kit.maybe_discount(doc, 0.3)
    finish(doc, break_p)


def delivery_groups(doc):
    rng, groups, i = doc.rng, [], 0
    while i < len(doc.lines):
        k = rng.randrange(1, 4)
        day = doc.issue - dt.timedelta(days=rng.randrange(1, 20))
        groups.append((f"{rng.randrange(80000000, 89999999)}", day, doc.lines[i : i + k]))
        i += k
    return groups


def draw_skonto(doc):
    cv = new_canvas(doc, ["dejavu", "liberation-sans", "lato", "liberation-narrow"])
    fs, x0, xr, L = doc.fs, 56, cv.W - 40, doc.L
    s = doc.seller
    cv.text(xr, 40, s.name, fs + 6, "bold", doc.accent, "right")
    cv.text(x0, 118, f"{s.name} · {' · '.join(s.lines)}", fs - 2.5, "reg", "#555555")
    kit.party(cv, x0, 132, None, doc.buyer, fs + 1, L("vat_id"))
    meta = [
        (L("number"), doc.number),
        (L("date"), doc.d(doc.issue)),
        (L("cust_no"), doc.cust_no),
        (L("po"), doc.po),
        (L("order_date"), doc.d(doc.order_date)),
        (L("due"), doc.d(doc.due) if doc.due else None),
        (L("page"), "1/1"),
    ]
    kit.kv(
        cv,
        360,
        118,
        meta,
        fs - 0.5,
        doc.rng.choice(["left", "left", "above"]) if len(meta) < 7 else "left",
        lw=88,
    )
    cv.text(x0, 236, L("title"), fs + 6, "bold")
    y = skonto_table(doc, cv, x0, 262, xr - x0, fs)
    y = skonto_totals(doc, cv, xr, y + 12, fs)
    y = cv.para(x0, y + 8, f"{L('terms')}: {doc.terms}", fs, xr - x0)
    skonto_footer(doc, cv, x0, xr, fs)
    return cv


def skonto_table(doc, cv, x, y, w, fs):
    L = doc.L
    cols = [
        (L("pos"), 30, "left"),
        ("Art.-Nr." if doc.lang == "de" else "Art.", 50, "left"),
        (L("desc"), w - 300, "left"),
        (L("qty"), 45, "right"),
        (L("unit"), 35, "left"),
        (L("price"), 65, "right"),
        (L("rate"), 30, "right"),
        (L("net"), 45 + 0, "right"),
    ]
    cols[-1] = (cols[-1][0], w - sum(c[1] for c in cols[:-1]), "right")
    rows, pos = [], 0
    for note, day, lines in doc.groups:
        rows.append(["", "", [f"{L('deliv_note')} {note} / {doc.d(day)}"], "", "", "", "", ""])
        for ln in lines:
            pos += 1
            rows.append(
                [
                    str(pos * 10),
                    ln.meta["code"],
                    wrapcell(cv, ln.desc, fs - 0.5, w - 300),
                    doc.q(ln.qty),
                    ln.unit,
                    doc.n(ln.price),
                    doc.r(ln.rate).replace(" ", ""),
                    doc.n(ln.amount),
                ]
            )
    cols, rows = kit.swap_cols(doc, cols, rows, 3, 4)
    return kit.table(
        cv, x, y, cols, rows, fs - 0.5, "lines", None, "#000000", on_new_page=lambda: 50
    )


def skonto_totals(doc, cv, xr, y, fs):
    L = doc.L
    pairs = [(L("subtotal"), doc.n(doc.subtotal))] + kit.discount_row(doc)
    if doc.shipping:
        pairs.append((L("shipping"), doc.n(doc.shipping)))
    pairs += [(f"{L('vat')} {doc.r(r)} ({doc.n(b)})", doc.n(a)) for r, b, a in doc.breakdown]
    pairs.append((f"{L('total')} {doc.currency}", doc.n(doc.total)))
    return kit.totals(cv, xr, y, pairs, fs + 0.5, lw=220)


def skonto_footer(doc, cv, x0, xr, fs):
    rng = doc.rng
    reg = REGISTER.get(doc.cc, "Reg. {n}").format(c=doc.fake.city(), n=rng.randrange(10000, 999999))
    boss = {"de": "Geschäftsführer", "nl": "Directie", "fr": "Gérant", "en": "Directors"}.get(
        doc.lang, "Management"
    )
    cols = [
        [f"{boss}: {doc.fake.name()}, {doc.fake.name()}", reg],
        [
            f"{doc.L('vat_id')}: {doc.seller.tax_printed}",
            f"Tel. +{rng.randrange(30, 49)} {rng.randrange(100, 999)} {rng.randrange(100000, 999999)}",
        ],
        [f"IBAN {doc.iban_str}" if doc.iban_str else "", f"BIC {doc.bic}"],
    ]
    cw = (xr - x0) / 3
    cv.line(x0, cv.H - 62, xr, cv.H - 62, 0.4, "#888888")
    for i, col in enumerate(cols):
        for j, t in enumerate(col):
            cv.text(
                x0 + i * cw,
                cv.H - 56 + j * (fs * 1.2),
                t,
                cv.fit(t, fs - 1.5, cw - 6),
                "reg",
                "#444444",
            )
