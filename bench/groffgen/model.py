"""Build one invoice: parties, ids, items, amounts, rule breaks, printed strings and the truth."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal as D

import stdnum.be.vat
import stdnum.br.cnpj
import stdnum.ch.vat
import stdnum.de.vat
import stdnum.es.nif
import stdnum.fr.tva
import stdnum.gb.vat
import stdnum.ie.vat
import stdnum.it.iva
import stdnum.luhn
import stdnum.nl.btw
import stdnum.pl.nip
import stdnum.pt.nif
import stdnum.us.ein
from faker import Faker
from fmt import (
    LOCALE_NUM,
    Money,
    date_style,
    fmt_date,
    fmt_num,
    fmt_qty,
    fmt_rate,
    money_mode,
    q2,
    str_money,
    str_price,
    str_qty,
    str_rate,
)
from schwifty import IBAN

import data
from data import L

TAX_VALIDATORS = {
    "PL": stdnum.pl.nip,
    "IT": stdnum.it.iva,
    "ES": stdnum.es.nif,
    "PT": stdnum.pt.nif,
    "BR": stdnum.br.cnpj,
    "NL": stdnum.nl.btw,
    "BE": stdnum.be.vat,
    "DE": stdnum.de.vat,
    "CH": stdnum.ch.vat,
    "FR": stdnum.fr.tva,
    "GB": stdnum.gb.vat,
    "IE": stdnum.ie.vat,
    "US": stdnum.us.ein,
}


class Obj(dict):
    __getattr__ = dict.get

    def __setattr__(self, k, v):
        self[k] = v


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def tax_id(rng, country, person=False):  # noqa: C901 - one branch per country, a table read top down
    """-> printed tax id (valid check digits)."""
    v = TAX_VALIDATORS[country]
    for _ in range(5000):
        if country == "PL":
            c = rng.choice("123456789") + digits(rng, 9)
            if not v.is_valid(c):
                continue
            return rng.choice([f"PL{c}", c, f"{c[:3]}-{c[3:6]}-{c[6:8]}-{c[8:]}"])
        if country == "IT":
            c = "0" + digits(rng, 10)
            if v.is_valid(c):
                return rng.choice([f"IT{c}", c, c])
        elif country == "ES":
            if person:
                n = digits(rng, 8)
                c = n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
            else:
                c = rng.choice("ABB") + digits(rng, 8)
            if v.is_valid(c):
                return rng.choice([f"ES{c}", c, c])
        elif country == "PT":
            c = (rng.choice("12") if person else "5") + digits(rng, 8)
            if v.is_valid(c):
                return rng.choice([f"PT{c}", c, c])
        elif country == "BR":
            c = digits(rng, 8) + "0001" + digits(rng, 2)
            if v.is_valid(c):
                return stdnum.br.cnpj.format(c)
        elif country == "NL":
            c = f"NL{digits(rng, 9)}B0{rng.choice('12')}"
            if v.is_valid(c):
                return c
        elif country == "BE":
            c = "0" + digits(rng, 9)
            if v.is_valid(c):
                return rng.choice([f"BE{c}", f"BE {c[:4]}.{c[4:7]}.{c[7:]}"])
        elif country == "DE":
            c = rng.choice("123") + digits(rng, 8)
            if v.is_valid(c):
                return rng.choice([f"DE{c}", f"DE {c[:3]} {c[3:6]} {c[6:]}"])
        elif country == "CH":
            c = "CHE" + digits(rng, 9)
            if v.is_valid(c + "MWST"):
                return f"CHE-{c[3:6]}.{c[6:9]}.{c[9:]} " + rng.choice(["MWST", "TVA", "IVA"])
        elif country == "FR":
            siren = rng.choice("3456789") + digits(rng, 7)
            siren += stdnum.luhn.calc_check_digit(siren)
            c = f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"
            if v.is_valid(c):
                return rng.choice([c, f"FR {c[2:4]} {c[4:7]} {c[7:10]} {c[10:]}"])
        elif country == "GB":
            c = digits(rng, 9)
            if v.is_valid(c):
                return rng.choice([f"GB{c}", f"GB {c[:3]} {c[3:7]} {c[7:]}"])
        elif country == "IE":
            c = digits(rng, 7) + rng.choice("ABCDEFGHW")
            if v.is_valid(c):
                return f"IE{c}"
        elif country == "US":
            c = rng.choice(["12", "20", "27", "45", "46", "81", "84", "94"]) + digits(rng, 7)
            if v.is_valid(c):
                return f"{c[:2]}-{c[2:]}"
    raise RuntimeError("no valid tax id for " + country)


def tax_id_truth(printed):
    return printed.replace(" ", "") if printed else None


def make_iban(rng, country):
    if country in ("US", "BR"):
        return None
    ib = IBAN.random(country_code=country, random=rng)
    acc = ib.account_code
    if acc and not acc.isdigit() and country not in ("IT", "GB", "NL", "IE"):
        try:
            ib2 = IBAN.generate(
                country,
                bank_code=ib.bank_code + (ib.branch_code or ""),
                account_code=digits(rng, len(acc)),
            )
            IBAN(str(ib2))
            ib = ib2
        except Exception:  # keep the registry one
            pass
    return str(ib)


def iban_printed(rng, iban):
    if rng.random() < 0.7:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def clean(s):
    return " ".join(str(s).split())


def address(fk, country, rng):
    street_raw = fk.street_address()
    lines = [clean(x) for x in street_raw.split("\n") if clean(x)]
    if country == "US":
        lines.append(f"{fk.city()}, {fk.state_abbr()} {fk.postcode()}")
    elif country in ("GB", "IE"):
        lines += [clean(fk.city()), clean(fk.postcode())]
    else:
        pc = clean(fk.postcode())
        if country == "NL" and re.fullmatch(r"\d{4}[A-Z]{2}", pc):
            pc = pc[:4] + " " + pc[4:]
        lines.append(f"{pc} {clean(fk.city())}")
    return [x.replace("\\", "") for x in lines]


COUNTRY_NAME = {
    "PL": "Polska",
    "IT": "Italia",
    "ES": "España",
    "PT": "Portugal",
    "BR": "Brasil",
    "NL": "Nederland",
    "BE": "België",
    "DE": "Deutschland",
    "CH": "Schweiz",
    "FR": "France",
    "GB": "United Kingdom",
    "US": "USA",
    "IE": "Ireland",
}


def company(fk, rng, lang):
    n = clean(fk.company())
    return n.replace("\\", "")


def pick(rng, key, lang):
    return rng.choice(L[key][lang])


def inv_number(rng, lang, year):
    n = rng.randint(1, 9999)
    opts = {
        "pl": [f"FV/{n}/{rng.randint(1, 12):02d}/{year}", f"{n}/{year}", f"FS {n:04d}/{year}"],
        "it": [f"{n}/{year}", f"{year}/{n:05d}", f"FT{n:04d}"],
        "es": [f"A-{year}-{n:04d}", f"F{year}/{n:05d}", f"{year}-{n:04d}"],
        "pt": [f"FT {year}A/{n}", f"FT A{year}/{n:04d}", f"FR {year}/{n}"],
        "nl": [f"F{year}-{n:04d}", f"{year}{n:05d}", f"INV-{n:05d}"],
        "de": [f"RE-{year}-{n:04d}", f"{year}{n:05d}", f"R{n:06d}"],
        "fr": [f"F{year}-{n:04d}", f"FA{n:06d}", f"{year}-{n:04d}"],
        "en": [f"INV-{n:05d}", f"{year}-{n:04d}", f"SI{n:06d}"],
    }[lang]
    return rng.choice(opts)


def pick_qty(rng, ukind):
    if ukind == "h":
        return D(rng.choice([1, 2, 3, 4, 5, 6, 8, 12, 16])) + rng.choice([D(0), D("0.5"), D(0)])
    if ukind == "m2":
        return D(rng.randint(200, 9000)) / 100 if rng.random() < 0.6 else D(rng.randint(2, 60))
    if ukind == "m":
        return D(rng.randint(1, 80)) + rng.choice([D(0), D("0.5")])
    if ukind == "kg":
        return D(rng.choice([5, 10, 20, 25, 50])) + rng.choice([D(0), D("0.5")])
    if ukind == "flat":
        return D(1)
    return D(rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50]))


def pick_price(rng, lo, hi):
    p = D(rng.randint(lo * 100, hi * 100)) / 100
    if rng.random() < 0.3:
        p = q2(p.to_integral())
    return p


def build_items(rng, lang, kinds, n, rates, multi):
    pool = [it for it in data.ITEMS if it[0] in kinds]
    out = []
    for _ in range(n):
        kind, (lo, hi), uk, names = rng.choice(pool)
        qty = pick_qty(rng, uk)
        price = pick_price(rng, lo, hi)
        rate = rng.choice(rates) if multi else rates[0]
        out.append(
            Obj(
                desc=names[lang],
                unit=data.UNITS[uk][lang],
                qty=qty,
                price=price,
                amount=q2(qty * price),
                rate=D(rate),
                art=f"{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
            )
        )
    return out


def compute(inv):
    """subtotal, breakdown, tax, total from items, discount, shipping (printed values may be altered later)."""
    inv.subtotal = sum((it.amount for it in inv["items"]), D(0))
    rates = sorted({it.rate for it in inv["items"]}, reverse=True)
    std = max(rates)
    rows = []
    for r in rates:
        base = sum((it.amount for it in inv["items"] if it.rate == r), D(0))
        if r == std and inv.shipping:
            base += inv.shipping
        if len(rates) == 1 and inv.discount:
            base -= inv.discount
        rows.append(Obj(rate=r, base=base, amount=q2(base * r / 100)))
    inv.breakdown = rows
    inv.tax = sum((r.amount for r in rows), D(0))
    inv.total = inv.subtotal - (inv.discount or 0) + (inv.shipping or 0) + inv.tax


LAYOUT_ITEMS = {
    "typewriter-letter": ["craft"],
    "remittance-slip": ["trade", "service"],
    "progress-billing": [],
    "withholding-professional": [],
    "deposit-deducted": ["craft", "trade"],
    "landscape-wide-table": ["trade"],
    "totals-first": ["trade", "service"],
    "multi-page-carry": ["trade", "craft", "food"],
    "ticket-simplified": ["food", "trade"],
    "two-column-parties": ["service", "trade", "craft"],
}


def build(rng, locale, layout, kind, seed_str, brk=None, n_items=None):  # noqa: C901 - the invoice built field by field
    wt, lang, country, curs = data.LOCALES[locale]
    fk = Faker(locale.replace("-", "_"))
    fk.seed_instance(seed_str)
    inv = Obj(locale=locale, lang=lang, country=country, layout=layout, kind=kind)
    inv.currency = rng.choice(curs)
    style = LOCALE_NUM[locale]
    if rng.random() < 0.25:
        style = rng.choice(
            [
                "dot-comma",
                "space-comma",
                "comma-dot",
                "apos-dot",
                "none-comma" if lang != "en" else "none-dot",
            ]
        )
    if locale == "en-US":
        style = "comma-dot"
    inv.numstyle = style
    inv.money = Money(inv.currency, style, money_mode(rng, inv.currency, lang))
    inv.dstyle = date_style(rng, locale)
    inv.fd = lambda d: fmt_date(d, inv.dstyle, locale)
    inv.num = lambda d, p=2: fmt_num(d, style, p)
    inv.qty = lambda d: fmt_qty(d, style)
    inv.rate_s = lambda d: fmt_rate(d, style)
    # parties
    person = layout == "withholding-professional"
    if person:
        title = {
            "it": ["Arch.", "Ing.", "Avv.", "Dott."],
            "es": ["", "D."],
            "pt": ["Arq.", "Eng.", "Dr."],
            "pl": ["", "mgr inż.", "Kancelaria Radcy Prawnego"],
        }[lang]
        inv.vendor_name = clean(f"{rng.choice(title)} {fk.first_name()} {fk.last_name()}")
    else:
        inv.vendor_name = company(fk, rng, lang)
    inv.vendor_lines = address(fk, country, rng)
    inv.vendor_tax = tax_id(rng, country, person=person)
    inv.customer_name = company(fk, rng, lang)
    while inv.customer_name == inv.vendor_name:
        inv.customer_name = company(fk, rng, lang)
    inv.customer_lines = address(fk, country, rng)
    if rng.random() < 0.2:
        inv.customer_lines = inv.customer_lines + [COUNTRY_NAME[country]]
    inv.customer_tax = (
        tax_id(rng, country) if (rng.random() < 0.55 or lang in ("it", "pl", "pt", "es")) else None
    )
    if country == "US" and rng.random() < 0.8:
        inv.customer_tax = None
    iban = make_iban(rng, country)
    inv.iban = iban
    inv.iban_p = iban_printed(rng, iban) if iban else None
    inv.bic = (
        "".join(rng.choice("ABCDEFGHIJKLMNOPRSTUVWZ") for _ in range(4))
        + country.replace("US", "US")
        + rng.choice(["XX", "2X", "MM", "PP", "22"])
        + rng.choice(["", "XXX"])
    )
    inv.bank = rng.choice(
        {
            "pl": ["mBank S.A.", "Bank Pekao S.A.", "PKO BP"],
            "it": ["Intesa Sanpaolo", "UniCredit", "BPER Banca"],
            "es": ["CaixaBank", "Banco Sabadell", "BBVA"],
            "pt": ["Millennium bcp", "Caixa Geral de Depósitos", "Novo Banco"],
            "nl": ["ING Bank", "Rabobank", "ABN AMRO", "KBC", "Belfius"],
            "de": ["Sparkasse", "Volksbank", "Commerzbank", "Zürcher Kantonalbank", "PostFinance"],
            "fr": ["Crédit Agricole", "BNP Paribas", "Banque Cantonale Vaudoise"],
            "en": ["Barclays", "Bank of Ireland", "Chase", "Lloyds Bank"],
        }[lang]
    )
    inv.phone = fk.phone_number()
    inv.phone = clean(inv.phone).replace("\\", "")
    inv.register = f"{pick(rng, 'register', lang)} {rng.randint(10000, 999999)}"
    # dates
    inv.date = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 540))
    ndays = rng.choice([7, 10, 14, 14, 21, 30, 30, 45, 60])
    inv.order_date = inv.date - dt.timedelta(days=rng.randint(3, 40))
    inv.delivery_date = inv.date - dt.timedelta(days=rng.randint(0, 10))
    inv.due = inv.date + dt.timedelta(days=ndays) if rng.random() < 0.7 else None
    inv.terms = rng.choice(data.TERMS[lang]).format(n=ndays) if rng.random() < 0.8 else None
    inv.number = inv_number(rng, lang, inv.date.year)
    inv.po = (
        rng.choice(
            [
                f"PO-{rng.randint(10000, 99999)}",
                f"45{digits(rng, 8)}",
                f"BE{rng.randint(1000, 9999)}",
                f"{rng.randint(100, 999)}/{inv.date.year}",
            ]
        )
        if rng.random() < 0.5
        else None
    )
    inv.cust_no = rng.choice(
        [f"{rng.randint(10000, 99999)}", f"K-{rng.randint(1000, 9999)}", f"C{digits(rng, 6)}"]
    )
    inv.delivery_note = f"{rng.randint(700000, 899999)}"
    # items & amounts
    rates = data.VAT_RATES[country]
    multi = (
        country not in ("US", "BR")
        and len(rates) > 1
        and rng.random() < 0.3
        and layout not in ("withholding-professional", "progress-billing")
    )
    n = n_items or rng.randint(2, 7)
    inv.discount = None
    inv.shipping = None
    inv.deposit = inv.withholding = inv.previous = None
    single_rate = [rates[0]] if rng.random() < 0.85 else [rng.choice(rates)]
    if layout == "withholding-professional":
        inv["items"] = []
        names = list(data.PROF_ITEMS[lang])
        rng.shuffle(names)
        for i in range(min(n, 3)):
            qty = rng.choice([D(1), D(1), D(rng.randint(2, 20))])
            price = D(rng.randint(80, 2500)) if qty == 1 else D(rng.randint(40, 150))
            inv["items"].append(
                Obj(
                    desc=names[i],
                    unit=data.UNITS["flat" if qty == 1 else "h"][lang],
                    qty=qty,
                    price=q2(price),
                    amount=q2(qty * price),
                    rate=D(rates[0]),
                    art="",
                )
            )
        fees = sum((it.amount for it in inv["items"]), D(0))
        if lang == "it":
            c = q2(fees * D("0.04"))
            inv["items"].append(
                Obj(
                    desc=data.CASSA["it"],
                    unit="",
                    qty=D(1),
                    price=c,
                    amount=c,
                    rate=D(rates[0]),
                    art="",
                )
            )
        compute(inv)
        if lang in data.WITHHOLD:
            inv.wh_label, wr = data.WITHHOLD[lang]
            inv.withholding = q2(fees * D(wr) / 100)
    elif layout == "progress-billing":
        names = list(data.PROGRESS_ITEMS[lang])
        rng.shuffle(names)
        inv["items"] = []
        for i in range(min(n + 1, 6)):
            uk = rng.choice(["m2", "flat", "m"])
            pct = D(rng.choice([20, 25, 40, 50, 60, 75, 80, 100]))
            cq = D(rng.randint(1, 60) * 4) if uk != "flat" else D(1)
            done = cq * pct / 100
            price = pick_price(rng, 20, 180) if uk != "flat" else D(rng.randint(20, 300) * 100)
            cval = q2(cq * price)
            inv["items"].append(
                Obj(
                    desc=names[i],
                    unit=data.UNITS[uk][lang],
                    qty=done,
                    price=price,
                    amount=q2(done * price),
                    rate=D(rates[0]),
                    art=f"{i + 1:02d}.{rng.randint(1, 9)}",
                    cqty=cq,
                    pct=pct,
                    cval=cval,
                    flat=uk == "flat",
                )
            )
        compute(inv)
        inv.previous = q2(inv.total * D(rng.choice([20, 25, 30, 40, 50])) / 100)
    else:
        kinds = LAYOUT_ITEMS[layout]
        inv["items"] = build_items(rng, lang, kinds, n, rates if multi else single_rate, multi)
        if layout == "landscape-wide-table":
            for it in inv["items"]:
                it.disc = D(rng.choice([0, 0, 0, 5, 10, 15, 20, 25]))
                it.list = D(rng.randint(max(1, int(it.price * 5)), int(it.price * 5) + 5)) / 5
                it.price = q2(it.list * (100 - it.disc) / 100)
                it.amount = q2(it.qty * it.price)
        if layout == "ticket-simplified":
            if rng.random() < 0.6 and lang not in ("pl",):
                inv.customer_name = inv.customer_lines = inv.customer_tax = None
            else:
                inv.customer_lines = None
                if inv.customer_tax is None:
                    inv.customer_tax = tax_id(rng, country)
            inv.po = None
            inv.terms = None
            inv.due = None
        if not multi and layout not in ("ticket-simplified",) and rng.random() < 0.2:
            inv.discount = q2(
                sum(it.amount for it in inv["items"]) * D(rng.choice([2, 3, 5, 10])) / 100
            )
        if layout not in ("ticket-simplified", "typewriter-letter") and rng.random() < 0.25:
            inv.shipping = D(rng.choice(["9.90", "15.00", "24.50", "35.00", "6.95", "49.00"]))
        compute(inv)
        if layout == "deposit-deducted":
            inv.deposit = q2(inv.total * D(rng.choice([20, 25, 30, 40, 50])) / 100)
            if rng.random() < 0.4:
                inv.deposit = q2(inv.deposit.to_integral())
    # rule break (values as printed really are inconsistent)
    inv.brk = brk
    if brk == "line_amount":
        it = rng.choice(inv["items"])
        it.price = it.price + 1
    elif brk == "line_sum":
        it = rng.choice(inv["items"])
        it.qty = it.qty + 1
        it.amount = q2(it.qty * it.price)
    elif brk == "tax_rate":
        inv.tax = inv.tax + 1
        if len(inv.breakdown) == 1:
            inv.breakdown[0].amount = inv.breakdown[0].amount + 1
        inv.total = inv.total + 1
    elif brk == "total":
        inv.total = inv.total + 10
    elif brk == "due_before_issue":
        inv.due = inv.date - dt.timedelta(days=rng.randint(3, 30))
    inv.amount_due = inv.total - (inv.deposit or 0) - (inv.withholding or 0) - (inv.previous or 0)
    inv.tendered = None
    if layout == "ticket-simplified":
        inv.cash = rng.random() < 0.5
        if inv.cash:
            step = D(rng.choice([5, 10, 20, 50]))
            inv.tendered = ((inv.total // step) + 1) * step
        else:
            inv.tendered = inv.total
    return inv


def truth(inv, file, kind, fmt_name, pages):
    single = len(inv.breakdown) == 1
    f = {
        "vendor_name": inv.vendor_name,
        "vendor_address": ", ".join(inv.vendor_lines) if inv.vendor_lines else None,
        "vendor_tax_id": tax_id_truth(inv.vendor_tax),
        "supplier_iban": inv.iban if inv.iban_shown else None,
        "customer_name": inv.customer_name,
        "customer_address": ", ".join(inv.customer_lines) if inv.customer_lines else None,
        "customer_tax_id": tax_id_truth(inv.customer_tax),
        "invoice_number": inv.number,
        "invoice_date": inv.date.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": inv.currency,
        "subtotal": str_money(inv.subtotal),
        "discount": str_money(inv.discount) if inv.discount else None,
        "shipping": str_money(inv.shipping) if inv.shipping else None,
        "tax_rate": str_rate(inv.breakdown[0].rate) if single else None,
        "tax_amount": str_money(inv.tax),
        "tax_breakdown": [
            {"rate": str_rate(r.rate), "base": str_money(r.base), "amount": str_money(r.amount)}
            for r in inv.breakdown
        ],
        "total": str_money(inv.total),
        "amount_due": str_money(inv.amount_due),
        "payment_terms": inv.terms,
        "line_items": [
            {
                "description": it.desc,
                "quantity": str_qty(it.qty),
                "unit_price": str_price(it.price),
                "amount": str_money(it.amount),
            }
            for it in inv["items"]
        ],
    }
    return {
        "file": file,
        "kind": kind,
        "format": fmt_name,
        "pages": pages,
        "language": inv.lang,
        "layout": inv.layout,
        "fields": f,
        "expected_validation_errors": validation_errors(f),
    }


def validation_errors(f):
    """Corpus cross-field rules, recomputed with Decimal from the truth fields."""
    errs = set()
    tol = D("0.01")

    def dec(x):
        return D(x) if x is not None else None

    items = f.get("line_items") or []
    for it in items:
        if abs(dec(it["quantity"]) * dec(it["unit_price"]) - dec(it["amount"])) > tol:
            errs.add("line_amount")
    sub = dec(f.get("subtotal"))
    if sub is not None and items and abs(sum(dec(it["amount"]) for it in items) - sub) > tol:
        errs.add("line_sum")
    disc = dec(f.get("discount")) or D(0)
    ship = dec(f.get("shipping")) or D(0)
    tax = dec(f.get("tax_amount"))
    rows = f.get("tax_breakdown") or []
    if tax is not None:
        if len(rows) > 1:
            if abs(sum(dec(r["amount"]) for r in rows) - tax) > tol:
                errs.add("tax_rate")
        elif f.get("tax_rate") is not None and sub is not None:
            exp = q2((sub - disc + ship) * dec(f["tax_rate"]) / 100)
            if abs(exp - tax) > tol:
                errs.add("tax_rate")
            if rows and abs(dec(rows[0]["amount"]) - tax) > tol:
                errs.add("tax_rate")
    tot = dec(f.get("total"))
    if tot is not None and sub is not None and abs(sub - disc + ship + (tax or 0) - tot) > tol:
        errs.add("total")
    if f.get("due_date") and f.get("invoice_date") and f["due_date"] < f["invoice_date"]:
        errs.add("due_before_issue")
    return sorted(errs)
