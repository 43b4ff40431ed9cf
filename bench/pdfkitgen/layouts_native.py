"""Country-native layouts: Polish Faktura VAT, Italian courtesy copy, Spanish factura, Portuguese fatura."""

from decimal import Decimal

from . import kit
from .canvas import FAMILIES, Canvas
from .catalog import LEGAL
from .common import Line, finish, setup
from .data import BANKS
from .fmt import in_words, q2

D0 = Decimal(0)


def new_canvas(doc, families=None):
    fam = doc.rng.choice(families or list(FAMILIES))
    doc.fs = doc.rng.choice([7.5, 8, 8.5, 9])
    return Canvas(fam)


def wrapcell(cv, s, size, w):
    return cv.wrap(s, size, w - 6)


# ====================================================================== pl-faktura-vat
def prep_pl(doc, n, break_p):
    rng = doc.rng
    setup(doc, due_choices=(7, 14, 21, 30), due_p=0.9, po_p=0.35, terms_p=0.4, buyer_tax_p=0.9)
    doc.number = rng.choice(
        [
            f"FV/{rng.randrange(1, 400)}/{doc.issue.month:02d}/{doc.issue.year}",
            f"{rng.randrange(1, 400)}/{doc.issue.month:02d}/{doc.issue.year}",
            f"FV {doc.issue.year}/{rng.randrange(1, 9999):05d}",
        ]
    )
    rates = doc.pick_rates(0.45)
    doc.lines = kit.trade_lines(doc, n, rates, Line)
    if rng.random() < 0.15:
        doc.compute()
        doc.deduction = (paid_label(doc), q2(doc.total * Decimal("0.3")))
    finish(doc, break_p)
    doc.place = doc.seller.lines[-1].split(" ", 1)[-1]


def paid_label(doc):
    return {
        "pl": "Zapłacono",
        "it": "Acconto versato",
        "es": "Anticipo recibido",
        "pt": "Adiantamento",
        "de": "Bereits bezahlt",
        "fr": "Acompte versé",
        "nl": "Reeds betaald",
        "en": "Amount paid",
    }[doc.lang]


def draw_pl(doc):
    cv = new_canvas(doc)
    rng, fs, L = doc.rng, doc.fs, doc.L
    x0, xr = 36, cv.W - 36
    title = "Faktura VAT" if doc.lang == "pl" else L("title")
    cv.text(
        x0,
        40,
        f"{title} {'nr' if doc.lang == 'pl' else ''} {doc.number}".replace("  ", " "),
        fs + 7,
        "bold",
        doc.accent,
    )
    cv.text(
        xr,
        42,
        rng.choice(["ORYGINAŁ", "KOPIA", "ORYGINAŁ / KOPIA"]) if doc.lang == "pl" else "",
        fs,
        "reg",
        "#555555",
        "right",
    )
    meta = [
        (L("place"), doc.place),
        (L("date"), doc.d(doc.issue)),
        (L("sale_date"), doc.d(doc.sale_date)),
    ]
    y = kit.kv(cv, xr - 210, 64, meta, fs, rng.choice(["left", "above"]), lw=100)
    top = max(y, 110) + 6
    yl = kit.party(
        cv, x0, top, L("seller").upper(), doc.seller, fs + 0.5, L("vat_id"), doc.accent, w=240
    )
    yr = kit.party(
        cv, 310, top, L("buyer").upper(), doc.buyer, fs + 0.5, L("vat_id"), doc.accent, w=240
    )
    y = max(yl, yr) + 4
    if doc.po:
        cv.text(x0, y, f"{L('po')}: {doc.po}", fs)
        y += fs * 1.6
    y = pl_table(doc, cv, x0, y + 4, fs)
    y = pl_summary(doc, cv, xr, y + 10, fs)
    pl_payment(doc, cv, x0, y + 10, fs)
    return cv


def pl_table(doc, cv, x0, y, fs):
    L = doc.L
    code_h = "PKWiU" if doc.lang == "pl" else L("pos") + " CN"
    cols = [
        (L("pos"), 20, "center"),
        (L("desc"), 150, "left"),
        (code_h, 42, "center"),
        (L("unit"), 28, "center"),
        (L("qty"), 34, "right"),
        (L("price"), 50, "right"),
        (L("net"), 55, "right"),
        (L("rate"), 32, "right"),
        (L("vat_amt"), 48, "right"),
        (L("gross"), 60, "right"),
    ]
    cols = [
        ([h] if cv.width(h, fs - 1, "bold") < w - 6 else cv.wrap(h, fs - 1, w - 4, "bold"), w, a)
        for h, w, a in cols
    ]
    rows = []
    for i, ln in enumerate(doc.lines, 1):
        vat = q2(ln.amount * ln.rate / 100)
        rows.append(
            [
                str(i),
                wrapcell(cv, ln.desc, fs - 0.5, 150),
                ln.meta["code"][:2] + "." + ln.meta["code"][2:4],
                ln.unit,
                doc.q(ln.qty),
                doc.n(ln.price),
                doc.n(ln.amount),
                doc.r(ln.rate),
                doc.n(vat),
                doc.n(ln.amount + vat),
            ]
        )
    cols, rows = kit.swap_cols(doc, cols, rows, 3, 4)
    return kit.table(cv, x0, y, cols, rows, fs - 0.5, "grid", "#e8e8e8", on_new_page=lambda: 40)


def pl_summary(doc, cv, xr, y, fs):
    L = doc.L
    cols = [
        ("", 70, "left"),
        (L("rate"), 50, "right"),
        (L("net"), 70, "right"),
        (L("vat_amt"), 65, "right"),
        (L("gross"), 75, "right"),
    ]
    rows = [
        ["W tym" if doc.lang == "pl" else "", doc.r(r), doc.n(b), doc.n(a), doc.n(b + a)]
        for r, b, a in doc.breakdown
    ]
    razem = "Razem" if doc.lang == "pl" else L("total")
    rows.append([razem, "", doc.n(doc.subtotal), doc.n(doc.tax), doc.n(doc.total)])
    y = kit.table(cv, xr - 330, y, cols, rows, fs - 0.5, "grid", "#e8e8e8")
    y += 12
    if doc.deduction:
        cv.text(xr - 330, y, f"{doc.deduction[0]}: {doc.M(doc.deduction[1])}", fs)
        y += fs * 1.6
    cv.text(xr - 330, y, f"{L('due_amt')}: {doc.M(doc.amount_due)}", fs + 4, "bold")
    y += (fs + 4) * 1.5
    words = in_words(doc.amount_due, doc.lang, doc.currency)
    return cv.para(xr - 330, y, f"{L('in_words')}: {words}", fs, 330)


def pl_payment(doc, cv, x, y, fs):
    L = doc.L
    pairs = [
        (L("method"), L("transfer")),
        (L("due"), doc.d(doc.due)),
        (L("terms"), doc.terms),
        (L("bank"), doc.rng.choice(BANKS.get(doc.cc, BANKS["DE"])) if doc.iban_str else None),
        (L("account"), doc.iban_str),
    ]
    y = kit.kv(cv, x, y, pairs, fs, "left", lw=110)
    sig_y = max(y + 40, 740)
    if sig_y < cv.H - 40:
        for sx, txt in (
            (x, "Osoba upoważniona do odbioru"),
            (x + 300, "Osoba upoważniona do wystawienia"),
        ):
            cv.line(sx, sig_y, sx + 190, sig_y, 0.4, "#777777", 1)
            cv.text(sx, sig_y + 3, txt if doc.lang == "pl" else "", fs - 1.5, "reg", "#777777")


# ====================================================================== it-fattura-cortesia
def prep_it(doc, n, break_p):
    rng = doc.rng
    setup(doc, due_choices=(30, 60, 90), due_p=0.85, po_p=0.3, terms_p=0.0, buyer_tax_p=1.0)
    doc.number = rng.choice(
        [
            f"{rng.randrange(1, 900)}/{doc.issue.year}",
            f"FPR {rng.randrange(1, 300)}/{doc.issue.year % 100}",
            f"{doc.issue.year}/{rng.randrange(1, 99999):06d}",
        ]
    )
    doc.forfettario = rng.random() < 0.25
    if doc.forfettario:  # flat-rate regime: a sole trader
        doc.seller.name = f"{doc.fake.first_name()} {doc.fake.last_name()}"
    doc.iban_str = doc.iban_str or kit.ids.grouped(doc.iban)
    doc.iban_printed = True
    doc.terms = rng.choice(["TP02 pagamento completo", "TP02 - pagamento completo", None])
    doc.cod_dest = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(7))
    if doc.forfettario:
        doc.lines = kit.trade_lines(doc, max(1, n - 1), [Decimal(0)], Line)
        if sum(ln.amount for ln in doc.lines) > Decimal("77.47"):
            doc.lines.append(
                Line(
                    "Imposta di bollo virtuale (art. 15 DPR 633/72)",
                    Decimal(1),
                    "",
                    Decimal("2.00"),
                    Decimal(0),
                    meta={"natura": "N1", "code": "BOLLO"},
                )
            )
        finish(doc, 0)
        split_bollo(doc)
        doc.maybe_break(break_p)
    else:
        doc.lines = kit.trade_lines(doc, n, doc.pick_rates(0.35), Line)
        finish(doc, break_p)


def split_bollo(doc):
    bollo = sum((ln.amount for ln in doc.lines if ln.meta.get("natura") == "N1"), D0)
    if bollo:
        r, b, a = doc.breakdown[0]
        doc.breakdown = [[r, b - bollo, a], [r, bollo, D0]]


def draw_it(doc):
    cv = new_canvas(doc, ["dejavu", "liberation-sans", "lato", "dejavu-cond"])
    fs, x0, xr = doc.fs, 36, cv.W - 36
    cv.text(
        x0,
        30,
        "Copia di cortesia della fattura elettronica trasmessa tramite SdI",
        fs - 1,
        "ital",
        "#666666",
    )
    box_w = (xr - x0 - 12) / 2
    it_party(doc, cv, x0, 48, box_w, "Cedente/prestatore (fornitore)", doc.seller, True)
    it_party(
        doc, cv, x0 + box_w + 12, 48, box_w, "Cessionario/committente (cliente)", doc.buyer, False
    )
    y = 160
    pairs = [
        ("Tipologia documento", "TD01 Fattura"),
        ("Numero documento", doc.number),
        ("Data documento", doc.d(doc.issue)),
        ("Codice destinatario", doc.cod_dest),
        ("Vs. ordine", doc.po),
    ]
    y = kit.kv_row(cv, x0, y, xr - x0, pairs, fs, "#eef3f8")
    cols = [
        ("Cod. articolo", 62, "left"),
        ("Descrizione", 190, "left"),
        ("Quantità", 50, "right"),
        ("UM", 28, "center"),
        ("Prezzo unitario", 62, "right"),
        ("%IVA", 40, "right"),
        ("Prezzo totale", 91, "right"),
    ]
    rows = [
        [
            ln.meta["code"],
            wrapcell(cv, ln.desc, fs - 0.5, 190),
            doc.q(ln.qty),
            ln.unit,
            doc.n(ln.price),
            natura(doc, ln) if ln.rate == 0 else doc.n(ln.rate),
            doc.n(ln.amount),
        ]
        for ln in doc.lines
    ]
    y = kit.table(cv, x0, y, cols, rows, fs - 0.5, "grid", "#eef3f8", on_new_page=lambda: 40)
    y = it_riepilogo(doc, cv, x0, y + 14, fs)
    y = it_totals(doc, cv, xr, y + 8, fs)
    it_payment(doc, cv, x0, y + 10, fs, xr - x0)
    return cv


def natura(doc, ln):
    return ln.meta.get("natura") or "N2.2"


def it_party(doc, cv, x, y, w, title, p, seller):
    cv.rect(x, y, w, 100, stroke="#8aa4c0")
    cv.text(x + 5, y + 4, title, doc.fs - 1, "bold", "#335577")
    yy = kit.party(cv, x + 5, y + 18, None, p, doc.fs, None, w=w - 10)
    cv.text(x + 5, yy, f"{doc.L('vat_id')}: {p.tax_printed}", doc.fs)
    if not (
        seller and doc.forfettario
    ):  # a sole trader's personal codice fiscale is not printed here
        cv.text(x + 5, yy + doc.fs * 1.3, f"Codice fiscale: {p.tax_printed[-11:]}", doc.fs)
    if seller and doc.forfettario:
        cv.text(
            x + 5,
            yy + doc.fs * 2.6,
            "Regime fiscale: RF19 (forfettario)",
            doc.fs - 1,
            "reg",
            "#555555",
        )
    elif seller:
        cv.text(
            x + 5,
            yy + doc.fs * 2.6,
            "Regime fiscale: RF01 (ordinario)",
            doc.fs - 1,
            "reg",
            "#555555",
        )


def it_riepilogo(doc, cv, x, y, fs):
    cv.text(x, y, "Riepilogo IVA", fs + 1, "bold", "#335577")
    cols = [
        ("Aliquota IVA", 70, "right"),
        ("Natura", 45, "center"),
        ("Spese accessorie", 75, "right"),
        ("Totale imponibile", 95, "right"),
        ("Totale imposta", 85, "right"),
        ("Esigibilità", 60, "center"),
    ]
    rows = []
    for i, (r, b, a) in enumerate(doc.breakdown):
        nat = ("N2.2" if i == 0 else "N1") if r == 0 else ""
        rows.append([doc.n(r), nat, doc.n(0), doc.n(b), doc.n(a), "I" if r else ""])
    return kit.table(cv, x, y + fs * 1.6, cols, rows, fs - 0.5, "grid", "#eef3f8")


def it_totals(doc, cv, xr, y, fs):
    pairs = []
    if doc.forfettario:
        pairs.append(
            (
                "Importo bollo",
                doc.n(Decimal("2.00")) if any(ln.meta.get("natura") for ln in doc.lines) else None,
            )
        )
    pairs += [
        ("Totale righe" if doc.forfettario else "Totale imponibile", doc.M(doc.subtotal)),
        ("Totale IVA", doc.M(doc.tax)),
        ("Totale documento", doc.M(doc.total)),
    ]
    pairs = [(k, v) for k, v in pairs if v]
    y = kit.totals(cv, xr, y, pairs, fs + 0.5, lw=180)
    if doc.forfettario:
        y = cv.para(
            36,
            y + 4,
            "Operazione effettuata ai sensi dell'art. 1, commi 54-89, L. 190/2014 (regime forfettario); "
            "imposta di bollo assolta in modo virtuale.",
            fs - 1,
            520,
            "ital",
        )
    return y


def it_payment(doc, cv, x, y, fs, w):
    cv.text(x, y, "Dettaglio pagamento", fs + 1, "bold", "#335577")
    cols = [
        ("Modalità pagamento", 110, "left"),
        ("IBAN", 170, "left"),
        ("Data scadenza", 80, "center"),
        ("Importo", 80, "right"),
    ]
    row = ["MP05 bonifico", doc.iban_str, doc.d(doc.due) if doc.due else "", doc.n(doc.amount_due)]
    y = kit.table(cv, x, y + fs * 1.6, cols, [row], fs - 0.5, "grid", "#eef3f8")
    if doc.terms:
        y += 6
        cv.text(x, y, f"Condizioni di pagamento: {doc.terms}", fs)


# ====================================================================== es-factura
def prep_es(doc, n, break_p):
    rng = doc.rng
    doc.simplified = rng.random() < 0.25
    doc.irpf = not doc.simplified and rng.random() < 0.4
    setup(doc, due_choices=(15, 30, 60), due_p=0.7, po_p=0.3, terms_p=0.6, buyer_tax_p=1.0)
    serie = "T" if doc.simplified else rng.choice(["F", "A", "FAC"])
    doc.number = rng.choice(
        [
            f"{serie}{doc.issue.year}-{rng.randrange(1, 9999):05d}",
            f"{serie}/{doc.issue.year}/{rng.randrange(1, 999)}",
        ]
    )
    if doc.simplified:
        doc.buyer = None
        doc.po, doc.due = None, None
    if doc.irpf:  # professionals (autónomos) invoice with IRPF withholding: the seller is a person
        doc.seller.name = f"{doc.fake.first_name()} {doc.fake.last_name()} {doc.fake.last_name()}"
        doc.seller.tax_printed = kit.ids.dni(rng)
        doc.lines = [
            Line(
                d[:1].upper() + d[1:],
                Decimal(rng.choice(["1", "2", "3.5", "4", "6"])),
                "h",
                kit.money_value(rng, 50, 120),
                Decimal("21"),
            )
            for d in rng.sample(LEGAL["es"], min(n, 4))
        ]
        doc.compute()
        doc.irpf_rate = Decimal(rng.choice(["15", "7"]))
        doc.deduction = (f"Retención IRPF {doc.irpf_rate}%", q2(doc.subtotal * doc.irpf_rate / 100))
    else:
        doc.lines = kit.trade_lines(doc, n, doc.pick_rates(0.3), Line)
        if rng.random() < 0.2 and len({ln.rate for ln in doc.lines}) == 1:
            doc.discount = q2(sum(ln.amount for ln in doc.lines) * Decimal("0.05"))
    finish(doc, break_p)


def draw_es(doc):
    cv = new_canvas(doc)
    fs, x0, xr, L = doc.fs, 40, cv.W - 40, doc.L
    cv.rect(x0, 36, 60, 40, stroke=None, fill=doc.accent)
    cv.text(x0 + 30, 49, doc.seller.name[:2].upper(), 14, "bold", "#ffffff", "center")
    kit.party(
        cv,
        x0 + 72,
        36,
        None,
        doc.seller,
        fs,
        "CIF" if doc.rng.random() < 0.5 and not doc.irpf else "NIF",
    )
    title = "FACTURA SIMPLIFICADA" if doc.simplified else "FACTURA"
    cv.text(xr, 36, title, fs + 8, "bold", doc.accent, "right")
    y, pending = kit.meta(
        doc,
        cv,
        xr - 170,
        66,
        [
            ("Nº", doc.number),
            (L("date"), doc.d(doc.issue)),
            (L("due"), doc.d(doc.due) if doc.due else None),
            (L("po"), doc.po),
        ],
        fs,
        70,
    )
    y = max(y, 120) + 8
    if doc.buyer:
        cv.rect(x0, y, 260, 78, stroke="#aaaaaa")
        kit.party(cv, x0 + 6, y + 5, L("buyer"), doc.buyer, fs, "NIF")
        y += 90
    cols = [
        ("Concepto", 240, "left"),
        ("Cantidad", 55, "right"),
        ("Precio", 70, "right"),
        ("IVA", 45, "right"),
        ("Importe", 105, "right"),
    ]
    rows = [
        [
            wrapcell(cv, ln.desc, fs, 240),
            doc.q(ln.qty),
            doc.n(ln.price),
            doc.r(ln.rate),
            doc.n(ln.amount),
        ]
        for ln in doc.lines
    ]
    y = kit.flush_row(cv, x0, y, xr - x0, pending, fs)
    cols, rows = kit.swap_cols(doc, cols, rows, 1, 2)
    y = kit.table(
        cv,
        x0,
        y,
        cols,
        rows,
        fs,
        doc.rng.choice(["lines", "zebra"]),
        doc.accent,
        "#ffffff",
        on_new_page=lambda: 40,
    )
    y = es_taxes(doc, cv, x0, y + 14, fs)
    es_footer(doc, cv, x0, y + 12, fs)
    return cv


def es_taxes(doc, cv, x0, y, fs):
    cols = [("Base imponible", 95, "right"), ("% IVA", 50, "right"), ("Cuota IVA", 85, "right")]
    rows = [[doc.n(b), doc.r(r), doc.n(a)] for r, b, a in doc.breakdown]
    kit.table(cv, x0, y, cols, rows, fs, "grid", "#eeeeee")
    pairs = [("Importe bruto" if doc.discount else "Suma", doc.M(doc.subtotal))]
    if doc.discount:
        pairs.append(("Descuento 5%", "-" + doc.M(doc.discount)))
    pairs += [("Total IVA", doc.M(doc.tax)), ("Total factura", doc.M(doc.total))]
    if doc.deduction:
        pairs += [
            (doc.deduction[0], "-" + doc.M(doc.deduction[1])),
            ("Líquido a percibir", doc.M(doc.amount_due)),
        ]
    return kit.totals(cv, cv.W - 40, y, pairs, fs + 0.5, lw=200)


def es_footer(doc, cv, x, y, fs):
    L = doc.L
    pairs = [
        (L("terms"), doc.terms),
        (L("method"), L("transfer") if doc.iban_str else None),
        ("IBAN", doc.iban_str),
    ]
    y = kit.kv(cv, x, y, pairs, fs, "left", lw=110)
    reg = (
        f"Inscrita en el Registro Mercantil de {doc.fake.city()}, Tomo {doc.rng.randrange(1000, 40000)}, "
        f"Folio {doc.rng.randrange(1, 220)}, Hoja {doc.rng.randrange(10000, 99999)}"
    )
    cv.para(x, cv.H - 50, reg, fs - 1.5, cv.W - 2 * x, color="#777777")


# ====================================================================== pt-fatura-atcud
def prep_pt(doc, n, break_p):
    rng = doc.rng
    doc.doc_type = rng.choice(["Fatura", "Fatura", "Fatura-Recibo"])
    setup(
        doc,
        due_choices=(15, 30, 60),
        due_p=0.8 if doc.doc_type == "Fatura" else 0,
        po_p=0.3,
        terms_p=0.4,
        buyer_tax_p=1.0,
    )
    prefix = {"Fatura": "FT", "Fatura-Recibo": "FR"}[doc.doc_type]
    seq = rng.randrange(1, 2000)
    doc.number = f"{prefix} {doc.issue.year}{rng.choice(['A', 'B', ''])}/{seq}"
    doc.atcud = "".join(rng.choice("BCDFGHJKLMNPQRSTVWXYZ23456789") for _ in range(8)) + f"-{seq}"
    if rng.random() < 0.15:
        doc.buyer.name, doc.buyer.lines, doc.buyer.tax_printed = "Consumidor final", [], "999999990"
    rates = doc.pick_rates(0.3)
    doc.exempt = rng.random() < 0.25
    doc.lines = kit.trade_lines(doc, n, rates, Line)
    if doc.exempt:
        doc.lines[-1].rate = Decimal(0)
    elif len(rates) == 1 and rng.random() < 0.3:
        doc.discount = q2(
            sum(ln.amount for ln in doc.lines) * Decimal(rng.choice(["0.02", "0.05", "0.1"]))
        )
    finish(doc, break_p)


def draw_pt(doc):
    cv = new_canvas(doc)
    fs, x0, xr = doc.fs, 36, cv.W - 36
    kit.party(cv, x0, 36, None, doc.seller, fs + 0.5, "NIF", w=260)
    cv.text(xr, 36, doc.rng.choice(["Original", "Duplicado"]), fs, "ital", "#555555", "right")
    cv.text(xr, 52, doc.doc_type, fs + 8, "bold", doc.accent, "right")
    y, pending = kit.meta(
        doc,
        cv,
        xr - 200,
        80,
        [
            ("N.º", doc.number),
            ("ATCUD", doc.atcud),
            ("Data", doc.d(doc.issue)),
            ("Vencimento", doc.d(doc.due) if doc.due else None),
            ("V/ Ref.", doc.po),
        ],
        fs,
        80,
    )
    yb = max(y, 130) + 6
    buyer = doc.buyer
    cv.text(x0, yb, "Exmo.(s) Sr.(s)", fs - 1, "reg", "#555555")
    kit.party(cv, x0, yb + fs * 1.4, None, buyer, fs + 0.5, "Contribuinte")
    y = yb + 80
    cols = [
        ("Código", 50, "left"),
        ("Descrição", 200, "left"),
        ("Qtd.", 40, "right"),
        ("Un.", 28, "center"),
        ("Preço Unit.", 62, "right"),
        ("IVA %", 40, "right"),
        ("Total", 103, "right"),
    ]
    rows = [
        [
            ln.meta["code"],
            wrapcell(cv, ln.desc, fs - 0.5, 200),
            doc.q(ln.qty),
            ln.unit,
            doc.n(ln.price),
            doc.n(ln.rate),
            doc.n(ln.amount),
        ]
        for ln in doc.lines
    ]
    y = kit.flush_row(cv, x0, y, xr - x0, pending, fs)
    cols, rows = kit.swap_cols(doc, cols, rows, 2, 3)
    y = kit.table(cv, x0, y, cols, rows, fs - 0.5, "lines", "#e9e9e9", on_new_page=lambda: 40)
    y = pt_summary(doc, cv, x0, y + 16, fs)
    pt_footer(doc, cv, x0, y, fs)
    return cv


def pt_summary(doc, cv, x0, y, fs):
    cols = [
        ("Taxa", 45, "right"),
        ("Incidência", 80, "right"),
        ("Valor IVA", 70, "right"),
        ("Motivo", 40, "center"),
    ]
    rows = [[doc.r(r), doc.n(b), doc.n(a), "M07" if r == 0 else ""] for r, b, a in doc.breakdown]
    yy = kit.table(cv, x0, y, cols, rows, fs - 0.5, "grid", "#e9e9e9")
    if doc.exempt:
        yy = cv.para(
            x0,
            yy + 4,
            "Motivo de isenção: M07 - Isento nos termos do artigo 9.º do CIVA",
            fs - 1,
            250,
            "ital",
        )
    pairs = [("Total Ilíquido", doc.n(doc.subtotal))]
    if doc.discount:
        pairs.append(("Total Descontos", doc.n(doc.discount)))
    pairs.append(("Total IVA", doc.n(doc.tax)))
    pairs.append(
        ("Total a Pagar" if doc.doc_type == "Fatura" else "Total Documento", doc.M(doc.total))
    )
    y2 = kit.totals(cv, cv.W - 36, y, pairs, fs + 0.5, lw=190)
    return max(yy, y2) + 10


def pt_footer(doc, cv, x0, y, fs):
    L = doc.L
    pairs = [
        (L("terms"), doc.terms),
        ("IBAN", doc.iban_str),
        ("Meio de pagamento", "Numerário" if doc.doc_type == "Fatura-Recibo" else None),
    ]
    y = kit.kv(cv, x0 + 120, y + 4, pairs, fs, "left", 100)
    qr(doc, cv, x0, y - 10 if y > 640 else max(y, 640))
    code = "".join(
        doc.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789") for _ in range(4)
    )
    cv.text(
        x0,
        cv.H - 36,
        f"{code}-Processado por programa certificado n.º {doc.rng.randrange(100, 3000)}/AT",
        fs - 1.5,
        "reg",
        "#666666",
    )


def qr(doc, cv, x, y, mod=2.6, n=25):
    cv.rect(x - 3, y - 3, n * mod + 6, n * mod + 6, stroke="#999999", fill="#ffffff")
    for i in range(n):
        for j in range(n):
            finder = min(i, j) < 7 and (i < 7 or j < 7) and not (i >= n - 7 and j >= n - 7)
            on = finder_on(i, j, n) if finder else doc.rng.random() < 0.48
            if on:
                cv.rect(x + j * mod, y + i * mod, mod, mod, stroke=None, fill="#000000")


def finder_on(i, j, n):
    a, b = i % (n - 7) if i >= 7 else i, j % (n - 7) if j >= 7 else j
    ring = max(abs(a - 3), abs(b - 3))
    return ring != 2 and ring <= 3
