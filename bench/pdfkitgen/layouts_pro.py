"""Pharma wholesale, legal time entries and bilingual export layouts."""

import datetime as dt
from decimal import Decimal

from . import ids, kit
from .catalog import DISBURSE
from .common import Line, finish, setup
from .data import COUNTRY_NAMES, FOREIGN_BUYERS
from .layouts_native import new_canvas, wrapcell
from .model import Party

# ====================================================================== pharma-wholesale
PHARMA_RATE = {
    "DE": "19",
    "AT": "10",
    "PL": "8",
    "IT": "10",
    "ES": "4",
    "PT": "6",
    "FR": "2.1",
    "NL": "9",
    "BE": "6",
    "GB": "0",
    "US": "0",
    "BR": "5",
}
PHARMACY = {
    "pl": "Apteka {n}",
    "it": "Farmacia {n}",
    "es": "Farmacia {n}",
    "pt": "Farmácia {n}",
    "de": "{n}-Apotheke",
    "fr": "Pharmacie {n}",
    "nl": "Apotheek {n}",
    "en": "{n} Pharmacy",
}
PH_L = {
    "pl": ("Seria", "Data ważn."),
    "it": ("Lotto", "Scadenza"),
    "es": ("Lote", "Caducidad"),
    "pt": ("Lote", "Validade"),
    "de": ("Charge", "Verfall"),
    "fr": ("Lot", "Péremption"),
    "nl": ("Partij", "Vervaldatum"),
    "en": ("Batch", "Expiry"),
}
LICENCE = {
    "pl": "Zezwolenie GIF na prowadzenie hurtowni farmaceutycznej nr GIF-N-{n}",
    "it": "Autorizzazione alla distribuzione all'ingrosso di medicinali n. {n}",
    "es": "Autorización de distribución de medicamentos n.º {n}",
    "pt": "Autorização INFARMED n.º {n}",
    "de": "Großhandelserlaubnis nach § 52a AMG, Az. {n}",
    "fr": "Établissement pharmaceutique autorisé ANSM n° {n}",
    "nl": "Groothandelsvergunning geneesmiddelen nr. {n}",
    "en": "Wholesale dealer's licence WDA(H) {n}",
}


def prep_pharma(doc, n, break_p):
    rng = doc.rng
    setup(doc, due_choices=(14, 30), due_p=0.8, po_p=0.5, terms_p=0.5, buyer_tax_p=0.6)
    doc.buyer.name = PHARMACY[doc.lang].format(n=doc.fake.last_name())
    doc.number = f"{rng.choice(['RG', 'FV', 'FT', 'INV', 'F'])}{rng.randrange(1000000, 9999999)}"
    low, std = Decimal(PHARMA_RATE[doc.cc]), Decimal(doc.cfg["rates"][0])
    rates = [std, low] if low != std else [std]
    doc.lines = kit.pharma_lines(doc, n, rates, Line)
    kit.maybe_discount(doc, 0.4)
    finish(doc, break_p)


def draw_pharma(doc):
    cv = new_canvas(doc, ["dejavu-cond", "liberation-narrow", "liberation-sans", "lato"])
    fs, x0, xr, L = doc.fs, 30, cv.W - 30, doc.L
    cv.rect(0, 0, cv.W, 8, stroke=None, fill=doc.accent)
    y = kit.party(cv, x0, 22, None, doc.seller, fs + 1, L("vat_id"))
    cv.text(
        x0,
        y,
        LICENCE[doc.lang].format(n=doc.rng.randrange(1000, 99999)),
        fs - 1.5,
        "ital",
        "#555555",
    )
    cv.text(xr, 22, L("title").upper(), fs + 8, "bold", doc.accent, "right")
    meta = [
        (L("number"), doc.number),
        (L("date"), doc.d(doc.issue)),
        (L("cust_no"), doc.cust_no),
        (L("po"), doc.po),
        (L("due"), doc.d(doc.due) if doc.due else None),
    ]
    _, pending = kit.meta(doc, cv, xr - 180, 48, meta, fs - 0.5, 85)
    kit.party(cv, x0 + 10, 122, L("buyer"), doc.buyer, fs + 0.5, L("vat_id"), doc.accent)
    y = kit.flush_row(cv, x0, 196, xr - x0, pending, fs - 0.5)
    y = pharma_table(doc, cv, x0, max(y, 200), xr - x0, fs)
    y = pharma_totals(doc, cv, x0, xr, y + 12, fs)
    kit.kv(
        cv,
        x0,
        y + 10,
        [
            (L("terms"), doc.terms),
            ("IBAN", doc.iban_str),
            ("BIC", doc.bic if doc.iban_str else None),
        ],
        fs,
        "left",
        110,
    )
    return cv


def pharma_table(doc, cv, x, y, w, fs):
    L = doc.L
    code = "PZN" if doc.cc in ("DE", "AT") else "EAN"
    batch, exp = PH_L[doc.lang]
    dw = w - 330
    cols = [
        (L("pos"), 22, "right"),
        (code, 62, "left"),
        (L("desc"), dw, "left"),
        (batch, 44, "left"),
        (exp, 40, "center"),
        (L("qty"), 30, "right"),
        (L("price"), 48, "right"),
        (L("rate"), 30, "right"),
        (L("net"), 54, "right"),
    ]
    rows = []
    for i, ln in enumerate(doc.lines, 1):
        m = ln.meta
        rows.append(
            [
                str(i),
                m["pzn"] if code == "PZN" else m["ean"],
                wrapcell(cv, ln.desc, fs - 1, dw),
                m["batch"],
                m["exp"],
                doc.q(ln.qty),
                doc.n(ln.price),
                doc.n(ln.rate),
                doc.n(ln.amount),
            ]
        )
    cols, rows = kit.swap_cols(doc, cols, rows, 3, 4)
    return kit.table(
        cv,
        x,
        y,
        cols,
        rows,
        fs - 1,
        doc.rng.choice(["zebra", "grid", "lines"]),
        "#dfe7ef",
        on_new_page=lambda: 40,
    )


def pharma_totals(doc, cv, x0, xr, y, fs):
    L = doc.L
    cols = [(L("rate"), 50, "right"), (L("subtotal"), 90, "right"), (L("vat_amt"), 80, "right")]
    rows = [[doc.r(r), doc.n(b), doc.n(a)] for r, b, a in doc.breakdown]
    y1 = kit.table(cv, x0, y, cols, rows, fs - 0.5, "grid", "#eeeeee")
    pairs = [(L("subtotal"), doc.M(doc.subtotal))] + kit.discount_row(doc, False)
    pairs += [(L("vat"), doc.M(doc.tax)), (L("total"), doc.M(doc.total))]
    y2 = kit.totals(cv, xr, y, pairs, fs + 0.5, lw=200)
    return max(y1, y2)


# ====================================================================== legal-time-entries
LEG_L = {
    "pl": (
        "Sprawa",
        "Prawnik",
        "Opis czynności",
        "Godz.",
        "Stawka",
        "Honorarium razem",
        "Wydatki",
        "Wydatki razem",
        "Zaliczka rozliczona z rachunku powierniczego",
        "Faktura za usługi prawne",
        "Data",
    ),
    "it": (
        "Pratica",
        "Professionista",
        "Attività svolta",
        "Ore",
        "Tariffa",
        "Totale onorari",
        "Spese anticipate",
        "Totale spese",
        "Fondo spese trattenuto",
        "Parcella",
        "Data",
    ),
    "es": (
        "Asunto",
        "Letrado",
        "Actuación",
        "Horas",
        "Tarifa",
        "Total honorarios",
        "Gastos",
        "Total gastos",
        "Provisión de fondos aplicada",
        "Minuta de honorarios",
        "Fecha",
    ),
    "pt": (
        "Processo",
        "Advogado",
        "Descrição",
        "Horas",
        "Taxa",
        "Total honorários",
        "Despesas",
        "Total despesas",
        "Provisão aplicada",
        "Nota de honorários",
        "Data",
    ),
    "de": (
        "Mandat",
        "Bearbeiter",
        "Tätigkeit",
        "Std.",
        "Satz",
        "Honorar gesamt",
        "Auslagen",
        "Auslagen gesamt",
        "Verrechneter Vorschuss",
        "Honorarrechnung",
        "Datum",
    ),
    "fr": (
        "Dossier",
        "Intervenant",
        "Diligences",
        "Heures",
        "Taux",
        "Total honoraires",
        "Frais et débours",
        "Total frais",
        "Provision déduite",
        "Note d'honoraires",
        "Date",
    ),
    "nl": (
        "Dossier",
        "Behandelaar",
        "Werkzaamheden",
        "Uren",
        "Tarief",
        "Totaal honorarium",
        "Verschotten",
        "Totaal verschotten",
        "Verrekend voorschot",
        "Declaratie",
        "Datum",
    ),
    "en": (
        "Matter",
        "Fee earner",
        "Narrative",
        "Hours",
        "Rate",
        "Total fees",
        "Disbursements",
        "Total disbursements",
        "Less: retainer applied from client account",
        "Fee note",
        "Date",
    ),
}


LAW_FIRMS = {
    "pl": "Kancelaria Prawna {n} i Wspólnicy sp.k.",
    "it": "Studio Legale {n}",
    "es": "{n} Abogados S.L.P.",
    "pt": "{n} & Associados, Sociedade de Advogados",
    "de": "{n} Rechtsanwälte PartG mbB",
    "fr": "Cabinet {n} Avocats",
    "nl": "{n} Advocaten",
    "en": "{n} & Partners LLP",
}


def prep_legal(doc, n, break_p):
    rng = doc.rng
    setup(doc, due_choices=(14, 30), due_p=0.7, po_p=0.15, terms_p=0.5, buyer_tax_p=0.5)
    doc.seller.name = LAW_FIRMS[doc.lang].format(n=doc.fake.last_name())
    doc.number = rng.choice(
        [
            f"INV-{doc.issue.year}-{rng.randrange(100, 9999):04d}",
            f"{doc.issue.year % 100}/{rng.randrange(100, 999)}",
        ]
    )
    doc.matter = f"{doc.issue.year}/{rng.randrange(100, 999)}"
    keepers = []
    for _ in range(rng.randrange(2, 4)):
        nm = doc.fake.name()
        keepers.append(
            (
                nm,
                "".join(p[0] for p in nm.replace("-", " ").split() if p[0].isupper())[:3],
                Decimal(rng.choice([150, 180, 220, 260, 295, 340, 410])),
            )
        )
    doc.keepers = keepers
    rate = Decimal(doc.cfg["rates"][0])
    doc.tax_printed = not doc.us
    rate = Decimal(0) if doc.us else rate
    doc.lines = kit.legal_lines(doc, n, rate, Line, keepers)
    doc.n_fees = len(doc.lines)
    for d in rng.sample(DISBURSE[doc.lang], rng.randrange(0, 3)):
        doc.lines.append(Line(d, Decimal(1), "", kit.money_value(rng, 15, 420), rate))
    if rng.random() < 0.35:
        doc.compute()
        doc.deduction = (
            LEG_L[doc.lang][8],
            Decimal(rng.choice([500, 1000, 1500, 2000])).min(doc.total - 1),
        )
    finish(doc, break_p)


def draw_legal(doc):
    cv = new_canvas(doc, ["dejavu-serif", "liberation-serif", "liberation-serif", "lato"])
    fs, x0, xr, L = doc.fs, 50, cv.W - 50, doc.L
    ll = LEG_L[doc.lang]
    cv.text(cv.W / 2, 34, doc.seller.name, fs + 7, "bold", doc.accent, "center")
    cv.text(
        cv.W / 2,
        34 + fs + 10,
        " · ".join(doc.seller.lines) + f" · {L('vat_id')} {doc.seller.tax_printed}",
        fs - 1,
        "reg",
        "#555555",
        "center",
    )
    cv.line(x0, 74, xr, 74, 0.8, doc.accent)
    kit.party(cv, x0, 90, None, doc.buyer, fs + 0.5, L("vat_id"))
    meta = [
        (L("number"), doc.number),
        (L("date"), doc.d(doc.issue)),
        (ll[0], doc.matter),
        (L("po"), doc.po),
        (L("due"), doc.d(doc.due) if doc.due else None),
    ]
    kit.kv(cv, xr - 190, 90, meta, fs, doc.rng.choice(["left", "above"]), 85)
    cv.text(x0, 180, ll[9].upper(), fs + 4, "bold")
    y = legal_entries(doc, cv, x0, 200, xr - x0, fs, ll)
    y = legal_disb(doc, cv, x0, y + 8, xr - x0, fs, ll)
    y = legal_totals(doc, cv, xr, y + 10, fs, ll)
    kit.kv(cv, x0, y + 10, [(L("terms"), doc.terms), ("IBAN", doc.iban_str)], fs, "left", 100)
    return cv


def legal_entries(doc, cv, x, y, w, fs, ll):
    dw = w - 240
    cols = [
        (ll[10], 58, "left"),
        (ll[1], 42, "left"),
        (ll[2], dw, "left"),
        (ll[3], 36, "right"),
        (ll[4], 48, "right"),
        (doc.L("net"), 56, "right"),
    ]
    rows = [
        [
            doc.d(dt.date.fromordinal(ln.meta["day"]))
            if doc.dstyle != "long"
            else f"{dt.date.fromordinal(ln.meta['day']):%d.%m.}",
            ln.meta["tk"],
            wrapcell(cv, ln.desc, fs - 0.5, dw),
            doc.q(ln.qty),
            doc.n(ln.price),
            doc.n(ln.amount),
        ]
        for ln in doc.lines[: doc.n_fees]
    ]
    y = kit.table(cv, x, y, cols, rows, fs - 0.5, "lines", "#eeeeee", on_new_page=lambda: 50)
    fees = sum(ln.amount for ln in doc.lines[: doc.n_fees])
    cv.text(x + w - 60, y + 4, ll[5], fs, "bold", "#000000", "right")
    cv.text(x + w - 3, y + 4, doc.n(fees), fs, "bold", "#000000", "right")
    return y + fs * 2


def legal_disb(doc, cv, x, y, w, fs, ll):
    disb = doc.lines[doc.n_fees :]
    if not disb:
        return y
    cv.text(x, y, ll[6], fs + 1, "bold")
    rows = [[ln.desc, doc.n(ln.amount)] for ln in disb]
    y = kit.table(
        cv,
        x,
        y + fs * 1.5,
        [("", w - 80, "left"), ("", 80, "right")],
        rows,
        fs - 0.5,
        "plain",
        None,
    )
    cv.text(x + w - 90, y + 4, ll[7], fs, "bold", "#000000", "right")
    cv.text(x + w - 3, y + 4, doc.n(sum(ln.amount for ln in disb)), fs, "bold", "#000000", "right")
    return y + fs * 2


def legal_totals(doc, cv, xr, y, fs, ll):
    L = doc.L
    pairs = [(L("subtotal"), doc.M(doc.subtotal))]
    if doc.tax_printed:
        pairs.append((f"{L('vat')} {doc.r(doc.breakdown[0][0])}", doc.M(doc.tax)))
    pairs.append((L("total"), doc.M(doc.total)))
    if doc.deduction:
        pairs += [
            (doc.deduction[0], "-" + doc.M(doc.deduction[1])),
            (L("due_amt"), doc.M(doc.amount_due)),
        ]
    return kit.totals(cv, xr, y, pairs, fs + 0.5, lw=230, bold_last=True)


# ====================================================================== bilingual-export
EXP_L = {
    "pl": (
        "Kod HS",
        "Kraj pochodzenia",
        "Waga netto",
        "Eksport towarów – stawka VAT 0% (art. 41 ust. 4 ustawy o VAT)",
    ),
    "it": (
        "Voce doganale",
        "Origine",
        "Peso netto",
        "Non imponibile art. 8, c. 1, lett. a) DPR 633/72 (esportazione)",
    ),
    "es": ("Código TARIC", "Origen", "Peso neto", "Exenta de IVA por exportación (art. 21 LIVA)"),
    "pt": (
        "Código pautal",
        "Origem",
        "Peso líquido",
        "Isento nos termos da alínea a) do n.º 1 do art. 14.º do CIVA",
    ),
    "de": (
        "Zolltarifnr.",
        "Ursprung",
        "Nettogewicht",
        "Steuerfreie Ausfuhrlieferung gem. § 4 Nr. 1a i.V.m. § 6 UStG",
    ),
    "fr": (
        "Code SH",
        "Origine",
        "Poids net",
        "Exonération de TVA, article 262 I du CGI (exportation)",
    ),
    "nl": ("GN-code", "Oorsprong", "Nettogewicht", "Uitvoer – btw 0% (art. 9 lid 2 Wet OB)"),
    "en": ("HS code", "Origin", "Net weight", "Zero-rated export of goods"),
    "us": ("HS code", "Origin", "Net weight", "Export sale, not subject to sales tax"),
}


def prep_export(doc, n, break_p):
    rng = doc.rng
    if rng.random() < 0.3:
        doc.currency = rng.choice(["USD", "EUR", "GBP", "CHF"])
    doc.lang2 = "en" if doc.lang != "en" else rng.choice(["de", "fr", "es"])
    setup(doc, due_choices=(30, 60, 90), due_p=0.7, po_p=0.7, terms_p=0.5)
    doc.number = f"EX-{doc.issue.year % 100}-{rng.randrange(1000, 9999)}"
    doc.buyer = foreign_buyer(doc)
    doc.seller.lines.append(COUNTRY_NAMES[doc.cc].get(doc.lang) or COUNTRY_NAMES[doc.cc]["en"])
    town = " ".join(
        t for t in doc.seller.lines[-2].split(",")[0].split() if not any(c.isdigit() for c in t)
    )
    doc.incoterm = f"{rng.choice(['FCA', 'EXW', 'DAP', 'CPT', 'FOB'])} {town}"
    doc.lines = kit.export_lines(doc, n, Line)
    if rng.random() < 0.4:
        doc.shipping = kit.money_value(rng, 80, 600)
    kit.maybe_discount(doc, 0.25)
    finish(doc, break_p)


def foreign_buyer(doc):
    rng = doc.rng
    cc = rng.choice([c for c in FOREIGN_BUYERS if c != doc.cc])
    form, lines = FOREIGN_BUYERS[cc]
    name = f"{doc.fake.last_name()} {rng.choice(['Industrial', 'Trading', 'Imports', 'Technik'])} {form}"
    tax = ids.print_tax_id(rng, cc, ids.tax_id(rng, cc)) if rng.random() < 0.6 else None
    return Party(name, list(lines) + [COUNTRY_NAMES[cc]["en"]], tax, cc)


def bi(doc, key):
    return f"{doc.L(key)} / {doc.L(key, doc.lang2)}"


def draw_export(doc):
    cv = new_canvas(doc)
    fs, x0, xr = doc.fs, 40, cv.W - 40
    e1, e2 = EXP_L["us" if doc.us else doc.lang], EXP_L[doc.lang2]
    kit.party(cv, x0, 36, None, doc.seller, fs + 0.5, bi(doc, "vat_id"))
    cv.text(xr, 36, bi(doc, "title"), fs + 6, "bold", doc.accent, "right")
    meta = [
        (bi(doc, "number"), doc.number),
        (bi(doc, "date"), doc.d(doc.issue)),
        (bi(doc, "po"), doc.po),
        (bi(doc, "due"), doc.d(doc.due) if doc.due else None),
        ("Incoterms® 2020", doc.incoterm),
        ("EORI", f"{doc.cc}{doc.rng.randrange(10**9, 10**10)}"),
    ]
    kit.kv(cv, xr - 250, 62, meta, fs - 0.5, "left", 130)
    kit.party(cv, x0, 150, bi(doc, "buyer"), doc.buyer, fs + 0.5, "Tax ID", doc.accent)
    dw = xr - x0 - 330
    cols = [
        (bi(doc, "desc"), dw, "left"),
        ([e1[0], e2[0]], 60, "left"),
        ([e1[1], e2[1]], 50, "center"),
        ([e1[2], e2[2]], 55, "right"),
        (bi(doc, "qty"), 45, "right"),
        (bi(doc, "price"), 55, "right"),
        (bi(doc, "net"), 65, "right"),
    ]
    cols = [
        (h if isinstance(h, list) else cv.wrap(h, fs - 1.5, w - 6, "bold"), w, a)
        for h, w, a in cols
    ]
    rows = [
        [
            wrapcell(cv, ln.desc, fs - 1, dw),
            ln.meta["hs"],
            ln.meta["origin"],
            f"{doc.n(ln.meta['kg'])} kg",
            doc.q(ln.qty),
            doc.n(ln.price),
            doc.n(ln.amount),
        ]
        for ln in doc.lines
    ]
    cols, rows = kit.swap_cols(doc, cols, rows, 1, 2)
    y = kit.table(cv, x0, 240, cols, rows, fs - 1, "grid", "#e6e6e6", on_new_page=lambda: 40)
    pairs = [(bi(doc, "subtotal"), doc.n(doc.subtotal))] + kit.discount_row(doc)
    if doc.shipping:
        pairs.append((bi(doc, "shipping"), doc.n(doc.shipping)))
    pairs += [
        (f"{bi(doc, 'vat')} 0%", doc.n(doc.tax)),
        (f"{bi(doc, 'total')} {doc.currency}", doc.n(doc.total)),
    ]
    y = kit.totals(cv, xr, y + 12, pairs, fs, lw=260)
    kg = sum(ln.meta["kg"] for ln in doc.lines)
    y = cv.para(x0, y + 6, f"{e1[3]} / {e2[3]}", fs - 0.5, xr - x0, "ital")
    kit.kv(
        cv,
        x0,
        y + 8,
        [
            (f"{e1[2]} / {e2[2]}", f"{doc.n(kg)} kg"),
            (bi(doc, "terms"), doc.terms),
            ("IBAN", doc.iban_str),
            ("SWIFT/BIC", doc.bic if doc.iban_str else None),
        ],
        fs - 0.5,
        "left",
        150,
    )
    return cv
