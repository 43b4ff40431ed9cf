"""Builds one invoice: parties, facts, items, amounts, printed choices. All amounts are Decimal."""
import datetime as dt
from decimal import Decimal

from babel import Locale

from . import catalog, ids
from .fmt import Fmt, q2
from .labels import TERMS, UNITS
from .labels import L as LABELS
from .locales import EU, LEGAL_FORMS, LOCALES, SECTORS

START = dt.date(2025, 1, 6)
CP1252_SAFE_FONTS = ("helvetica", "times")


class Labels:
    """Picks one synonym per key and keeps it for the whole document."""

    def __init__(self, lang, rng, us=False):
        self.table, self.rng, self.us, self.chosen = LABELS[lang], rng, us, {}

    def __call__(self, key, **kw):
        if key == "vat" and self.us:
            key = "sales_tax"
        if key not in self.chosen:
            self.chosen[key] = self.rng.choice(self.table[key])
        return self.chosen[key].format(**kw) if kw else self.chosen[key]


class Invoice:
    """Plain container; attributes are set by build()."""

    def lab(self, key, **kw):
        if self.bilingual and self.lang != "en":
            local, english = self.labels(key, **kw), self.labels_en(key, **kw)
            return local if local.casefold() == english.casefold() else f"{local} / {english}"
        return self.labels(key, **kw)

    def strings(self):
        """Every data string that will be printed (for the font-encoding check)."""
        out = [self.vendor["name"], *self.vendor["lines"], self.customer["name"], *self.customer["lines"],
               *(self.ship_to or []), self.terms or "", *self.notes, *[it["desc"] for it in self.items],
               self.vendor["bank"], self.vendor["register"], self.fmt.money(Decimal("1")), self.fmt.date(self.date)]
        out += [v for v in self.labels.chosen.values()]
        return out


# ---------------------------------------------------------------------------- parties
def _street(fk, loc):
    s = " ".join(fk.street_address().split())
    if loc in ("fr_CH",) and not any(c.isdigit() for c in s):
        s = f"{fk.random_int(1, 120)}, {s}"
    return s


def address_lines(fk, loc, rng):
    L = LOCALES[loc]
    if loc == "en_US":
        return [_street(fk, loc), f"{fk.city()}, {fk.state_abbr()} {fk.zipcode()}"]
    if loc == "en_GB":
        street = [p.strip() for p in fk.street_address().split("\n")]
        return street + ([fk.city(), fk.postcode()] if rng.random() < 0.5 else [f"{fk.city()} {fk.postcode()}"])
    if loc == "en_IE":
        pc = fk.postcode()
        return [_street(fk, loc), fk.city(), f"{pc[:3]} {pc[3:]}"]
    if loc == "nl_NL":
        pc = fk.postcode()
        return [_street(fk, loc), f"{pc[:4]} {pc[4:]}  {fk.city()}".replace("  ", " ")]
    if loc == "fr_BE":
        return [_street(fk, loc), f"{rng.randint(1000, 7999)} {rng.choice(L['cities'])}"]
    if loc == "it_IT":
        city, prov = rng.choice(L["cities"])  # Faker's it_IT city() is not reproducible under a seed
        return [_street(fk, loc), f"{fk.postcode()} {city} ({prov})"]
    return [_street(fk, loc), f"{fk.postcode()} {fk.city()}"]


def company_name(fk, loc, rng):
    L = LOCALES[loc]
    if loc not in ("fr_BE", "en_IE", "de_CH", "fr_CH") and rng.random() < 0.45:
        name = fk.company()
        if " " in name:
            return name
    return f"{fk.last_name()} {rng.choice(SECTORS[L['lang']])} {rng.choice(LEGAL_FORMS[L['country']])}"


REGISTERS = {
    "DE": lambda r: f"Amtsgericht {r.choice(['München', 'Köln', 'Hamburg', 'Stuttgart'])} HRB {r.randint(10000, 240000)}",
    "AT": lambda r: f"FN {r.randint(100000, 599999)}{r.choice('abfgkmpsvx')}, Handelsgericht Wien",
    "CH": lambda r: f"Handelsregister des Kantons {r.choice(['Zürich', 'Bern', 'Aargau', 'Vaud'])}",
    "FR": lambda r: f"SIRET {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(10000, 99999)} - RCS {r.choice(['Lyon', 'Nantes', 'Lille', 'Paris'])}",
    "BE": lambda r: f"RPM {r.choice(['Liège', 'Bruxelles', 'Gent', 'Antwerpen'])}",
    "NL": lambda r: f"KvK {r.randint(10000000, 99999999)}",
    "ES": lambda r: f"Reg. Merc. {r.choice(['Madrid', 'Valencia', 'Sevilla'])}, Tomo {r.randint(1000, 40000)}, Folio {r.randint(1, 200)}, Hoja M-{r.randint(10000, 700000)}",
    "IT": lambda r: f"REA {r.choice(['MI', 'RM', 'TO', 'BO'])}-{r.randint(100000, 2500000)}",
    "PT": lambda r: f"CRC {r.choice(['Lisboa', 'Porto', 'Braga'])}, Capital social {r.choice(['5 000', '50 000', '250 000'])} €",
    "PL": lambda r: f"KRS 0000{r.randint(100000, 999999)}, REGON {r.randint(100000000, 999999999)}",
    "GB": lambda r: f"Registered in England and Wales No. {r.randint(1000000, 13999999):08d}",
    "IE": lambda r: f"CRO No. {r.randint(100000, 799999)}",
    "US": lambda r: "",
}

BANKS = {"US": ["Chase Bank", "Wells Fargo Bank", "First Republic Bank"], "GB": ["Barclays Bank", "Lloyds Bank", "NatWest"],
         "IE": ["AIB", "Bank of Ireland"], "DE": ["Sparkasse", "Volksbank", "Commerzbank"], "AT": ["Erste Bank", "Raiffeisenbank"],
         "CH": ["Zürcher Kantonalbank", "PostFinance", "UBS Switzerland AG"], "FR": ["Crédit Agricole", "BNP Paribas", "CIC"],
         "BE": ["KBC", "Belfius", "BNP Paribas Fortis"], "NL": ["ING", "Rabobank", "ABN AMRO"], "ES": ["CaixaBank", "BBVA", "Banco Sabadell"],
         "IT": ["Intesa Sanpaolo", "UniCredit", "Banco BPM"], "PT": ["Millennium BCP", "Caixa Geral de Depósitos"],
         "PL": ["PKO BP", "mBank", "Santander Bank Polska"]}


def phone(rng, pattern):
    return "".join(str(rng.randint(0, 9)) if c == "#" else c for c in pattern)


def tax_id_for(scheme, rng, lang):
    v = ids.vat_id(scheme, rng)
    if scheme == "ch":
        return v + (" MWST" if lang == "de" else " TVA")
    if scheme == "pl":
        return ids.pl_nip_printed(v, rng)
    if scheme == "fr" and rng.random() < 0.5:
        return f"{v[:4]} {v[4:7]} {v[7:10]} {v[10:]}"
    return v


def make_vendor(fk, loc, rng, small_business):
    L = LOCALES[loc]
    name = company_name(fk, loc, rng)
    lines = address_lines(fk, loc, rng)
    domain = "".join(c for c in name.split()[0].lower() if c.isalnum() and c.isascii()) or "office"
    v = dict(name=name, lines=lines, phone=phone(rng, L["phone"]), email=f"{rng.choice(['info', 'billing', 'office', 'accounts'])}@{domain}.example",
             web=f"www.{domain}.example", register=REGISTERS[L["country"]](rng), bank=rng.choice(BANKS[L["country"]]))
    v["vat"] = None if small_business else tax_id_for(L["vat"], rng, L["lang"])
    if L["country"] == "US":
        v["vat"] = v["vat"] if rng.random() < 0.5 else None
        v["iban"], v["bic"] = None, None
        v["aba"], v["account"] = f"0{rng.randint(21000000, 99999999)}", str(rng.randint(10 ** 8, 10 ** 10))
    else:
        v["iban"], v["bic"] = ids.iban(L["iban"], rng), ids.bic(rng, L["country"])
    v["sort_code"] = f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}" if L["country"] == "GB" else None
    v["steuernr"] = f"{rng.randint(100, 299)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}" if L["country"] in ("DE", "AT") else None
    return v


def make_customer(fk, cust_loc, vend_loc, rng, need_vat, allow_person):
    person = allow_person and not need_vat and rng.random() < 0.18
    lines = address_lines(fk, cust_loc, rng)
    if cust_loc != vend_loc and LOCALES[cust_loc]["country"] != LOCALES[vend_loc]["country"]:
        country = Locale.parse(vend_loc).territories[LOCALES[cust_loc]["country"]]
        lines.append(country.upper() if rng.random() < 0.5 else country)
    c = dict(name=fk.name() if person else company_name(fk, cust_loc, rng), lines=lines,
             number=rng.choice(["K", "C", "", "D-"]) + str(rng.randint(10000, 99999)), contact=fk.name())
    c["vat"] = tax_id_for(LOCALES[cust_loc]["vat"], rng, LOCALES[cust_loc]["lang"]) if (
        need_vat or (not person and LOCALES[cust_loc]["country"] != "US" and rng.random() < 0.35)) else None
    return c


# ---------------------------------------------------------------------------- items and amounts
def _money(rng, lo, hi):
    lo, hi = Decimal(lo), Decimal(hi)
    if hi < 1:
        return Decimal(rng.randint(int(lo * 1000), int(hi * 1000))) / 1000
    return Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100


def _qty(rng, kind):
    if kind == "hours":
        return Decimal(rng.randint(2, 40)) / 4
    if kind == "many":
        return Decimal(rng.choice([10, 20, 25, 50, 100, 150, 200, 250, 500]))
    if kind == "one":
        return Decimal(rng.choice([1, 1, 1, 2, 3]))
    if kind == "dec":
        return Decimal(rng.choice([125, 250, 1550, 2500, 3625, 4800, 7500])) / 100
    return Decimal(rng.randint(1, 12))


def make_item(rng, entry, lang, unit_pick):
    for _ in range(200):
        qty, price = _qty(rng, entry["kind"]), _money(rng, entry["lo"], entry["hi"])
        if q2(qty * price) == qty * price and price > 0:
            break
    else:
        qty, price = Decimal(1), q2(price)
    return dict(desc=entry["desc"], qty=qty, price=price, amount=qty * price, unit=unit_pick(entry["unit"]),
                kind=entry["kind"], code=None, rate=None, service_date=None)


def make_items(rng, lang, n, long_share, unit_pick):
    pool = catalog.items(lang)
    rng.shuffle(pool)
    longs = list(catalog.LONG[lang])
    rng.shuffle(longs)
    out = []
    for i in range(n):
        entry = dict(pool[i % len(pool)])
        if longs and rng.random() < long_share:
            entry.update(desc=longs.pop(), unit="flat", lo="180", hi="1400", kind="one")
        out.append(make_item(rng, entry, lang, unit_pick))
    return out


def compute_totals(inv):
    """Subtotal, tax rows, total and amount due from the printed line amounts and choices."""
    inv.subtotal = sum((it["amount"] for it in inv.items), Decimal(0)) + inv.subtotal_offset
    disc, ship = inv.discount or Decimal(0), inv.shipping or Decimal(0)
    if inv.tax_mode == "exempt":
        inv.breakdown, inv.tax = [], None
    elif inv.tax_mode == "multi":
        rows = []
        for rate in inv.rates:
            base = sum((it["amount"] for it in inv.items if it["rate"] == rate), Decimal(0))
            base += ship if rate == inv.rates[0] else 0
            rows.append(dict(rate=rate, base=base, amount=q2(base * rate / 100)))
        inv.breakdown = rows
        inv.tax = sum((r["amount"] for r in rows), Decimal(0))
    else:
        base = inv.subtotal - disc + ship
        inv.breakdown = [dict(rate=inv.rates[0], base=base, amount=q2(base * inv.rates[0] / 100))]
        inv.tax = inv.breakdown[0]["amount"]
    inv.total = inv.subtotal - disc + ship + (inv.tax or 0) + inv.total_offset
    inv.amount_due = inv.total - (inv.deposit or 0)


def choose_tax_mode(rng, L, profile):
    if L["country"] == "US":
        return "single"
    r = rng.random()
    if not profile.get("exempt", True):
        r = max(r, 0.15)
    if L["country"] in EU and r < 0.08:
        return "reverse"
    if r < 0.15 and L["country"] not in ("GB", "IE", "CH", "US"):
        return "exempt"
    if L["reduced"] and rng.random() < profile.get("multi_share", 0.2):
        return "multi"
    return "single"


def choose_rates(rng, L, mode):
    if mode == "reverse":
        return [Decimal("0")]
    if mode == "multi":
        return [Decimal(L["rates"][0]), Decimal(rng.choice(L["reduced"]))]
    return [Decimal(rng.choice(L["rates"]))]


# ---------------------------------------------------------------------------- facts
def invoice_number(rng, date, country):
    y = date.year
    pats = [f"INV-{y}-{rng.randint(1, 2999):04d}", f"{y}{rng.randint(10000, 99999)}", f"RE{y % 100}-{rng.randint(100, 9999)}",
            f"F{y}-{rng.randint(1, 9999):05d}", f"{rng.randint(1000, 99999)}", f"{y}/{rng.randint(10, 1999):04d}"]
    if country == "PL":
        pats += [f"FV/{rng.randint(1, 999)}/{date.month:02d}/{y}", f"FS {rng.randint(1, 400)}/{y}"]
    if country in ("ES", "PT"):
        pats += [f"FT {y}/{rng.randint(1, 999)}", f"A-{y}-{rng.randint(1, 9999):04d}"]
    return rng.choice(pats)


def purchase_order(rng):
    return rng.choice([f"PO-{rng.randint(10000, 99999)}", f"45{rng.randint(10000000, 99999999)}", f"BST-{rng.randint(2024, 2026)}-{rng.randint(100, 999)}",
                       f"ORD{rng.randint(1000, 9999)}", f"{rng.choice('ABKMT')}{rng.randint(100000, 999999)}"])


def terms_text(rng, lang, days):
    t = rng.choice(TERMS[lang])
    return t.format(d=days, d2=rng.choice([7, 8, 10, 14]), p=rng.choice(["2", "3", "1,5" if lang != "en" else "1.5"]))


# ---------------------------------------------------------------------------- build
def build(rng, fakers, loc, layout, break_rule=None):
    """-> Invoice for locale `loc` and layout module `layout` (its PROFILE shapes the data)."""
    L, prof = LOCALES[loc], layout.PROFILE
    inv = Invoice()
    inv.rng, inv.loc, inv.L, inv.lang, inv.layout = rng, loc, L, L["lang"], layout.NAME
    inv.country, inv.currency = L["country"], L["currency"]
    inv.bilingual = prof.get("bilingual", False)
    inv.labels = Labels(inv.lang, rng, us=(loc == "en_US"))
    inv.labels_en = Labels("en", rng, us=(loc == "en_US"))
    units = UNITS[inv.lang]
    unit_choice = {k: rng.choice(v) for k, v in units.items()}
    inv.fmt = Fmt(loc, rng.choice(L["groups"]), rng.choice(L["money"]), rng.choice(L["dates"]),
                  symbol_on_lines=rng.random() < 0.15)
    inv.item_date_pattern = L["dates"][0]
    fk = fakers(L.get("addr_faker", L["faker"]))
    inv.tax_mode = choose_tax_mode(rng, L, prof)
    inv.rates = choose_rates(rng, L, inv.tax_mode)
    inv.vendor = make_vendor(fk, loc, rng, inv.tax_mode == "exempt")
    if L.get("addr_faker"):
        inv.vendor["name"] = company_name(fakers(L["faker"]), loc, rng)
        domain = "".join(c for c in inv.vendor["name"].split()[0].lower() if c.isalnum() and c.isascii()) or "office"
        inv.vendor["email"] = inv.vendor["email"].split("@")[0] + f"@{domain}.example"
        inv.vendor["web"] = f"www.{domain}.example"
    cust_loc = loc
    if inv.tax_mode == "reverse":
        cust_loc = rng.choice([c for c in LOCALES if LOCALES[c]["country"] in EU and LOCALES[c]["country"] != L["country"]])
    inv.customer = make_customer(fakers(LOCALES[cust_loc].get("addr_faker", LOCALES[cust_loc]["faker"])), cust_loc, loc, rng,
                                 inv.tax_mode == "reverse", prof.get("allow_person", True))
    inv.ship_to = address_lines(fk, loc, rng) if prof.get("ship_to") else None
    inv.ship_to_name = inv.customer["name"] if rng.random() < 0.5 else company_name(fk, loc, rng)
    inv.customer_address_printed = not (prof.get("address_optional") and rng.random() < 0.4)
    # dates and numbers
    inv.date = START + dt.timedelta(days=rng.randint(0, 520))
    days = rng.choice([7, 10, 14, 14, 21, 30, 30, 45, 60])
    inv.due = inv.date + dt.timedelta(days=days) if rng.random() < prof.get("due_share", 0.7) else None
    inv.order_date = inv.date - dt.timedelta(days=rng.randint(3, 40))
    inv.delivery_date = inv.date - dt.timedelta(days=rng.randint(0, 6))
    inv.number = invoice_number(rng, inv.date, inv.country)
    inv.po = purchase_order(rng) if rng.random() < prof.get("po_share", 0.45) else None
    inv.terms = terms_text(rng, inv.lang, days) if rng.random() < prof.get("terms_share", 0.75) else None
    # items
    n = rng.randint(*prof["items"])
    inv.items = make_items(rng, inv.lang, n, prof.get("long_share", 0.0), lambda k: unit_choice[k])
    for i, it in enumerate(inv.items):
        it["rate"] = inv.rates[0] if inv.tax_mode != "multi" else inv.rates[0 if i % 3 else 1]
        it["code"] = f"{rng.randint(10, 99)}-{rng.randint(1000, 9999)}" if rng.random() < 0.5 else None
        it["service_date"] = inv.date - dt.timedelta(days=rng.randint(0, 25))
    inv.subtotal_offset = inv.total_offset = Decimal(0)
    raw_sub = sum((it["amount"] for it in inv.items), Decimal(0))
    inv.discount_pct = None
    inv.discount = None
    if inv.tax_mode != "multi" and prof.get("discount", True) and rng.random() < 0.2:
        inv.discount_pct = rng.choice([Decimal(2), Decimal(3), Decimal(5), Decimal(10), None])
        inv.discount = q2(raw_sub * inv.discount_pct / 100) if inv.discount_pct else q2(min(raw_sub / 10, Decimal(rng.choice([25, 50, 100]))))
    inv.shipping = Decimal(rng.choice(["4.90", "6.95", "12.50", "19.00", "35.00", "49.00"])) if (
        prof.get("shipping", True) and rng.random() < 0.25) else None
    inv.deposit = None
    inv.notes = []
    inv.rule_errors = []
    apply_break_before(inv, rng, break_rule)
    compute_totals(inv)
    if prof.get("deposit", True) and rng.random() < 0.15:
        inv.deposit = q2(inv.total * Decimal(rng.choice([20, 30, 50])) / 100)
        inv.amount_due = inv.total - inv.deposit
    apply_break_after(inv, rng, break_rule)
    if inv.tax_mode == "reverse":
        inv.notes.append(inv.labels("reverse_charge"))
    if inv.tax_mode == "exempt":
        inv.notes.append(inv.labels("small_business"))
    inv.notes.append(inv.labels("thanks"))
    inv.font = pick_font(rng, inv, prof)
    inv.style = dict(size=rng.choice([8, 8.5, 9, 9.5, 10]), accent=rng.choice(ACCENTS),
                     title_align=rng.choice(["R", "L"]), swap=rng.random() < 0.5, boxed=rng.random() < 0.5)
    return inv


ACCENTS = [(40, 40, 40), (31, 73, 125), (0, 102, 102), (120, 30, 30), (70, 70, 110), (200, 200, 200)]
TTF_FONTS = ["LiberationSans", "LiberationSerif", "DejaVu", "DejaVuSerif", "OpenSans"]


def pick_font(rng, inv, prof):
    if prof.get("mono"):
        choices = ["courier", "LiberationMono", "DejaVuMono"]
    else:
        choices = ["helvetica", "helvetica", "times"] + TTF_FONTS
    font = rng.choice(choices)
    if font in ("helvetica", "times", "courier"):
        try:
            if inv.lang == "pl":
                raise UnicodeEncodeError("cp1252", "", 0, 1, "Polish text")
            for s in inv.strings():
                s.encode("cp1252")
        except UnicodeEncodeError:
            font = {"helvetica": "LiberationSans", "times": "LiberationSerif", "courier": "LiberationMono"}[font]
    return font


# ---------------------------------------------------------------------------- deliberate rule breaks
def apply_break_before(inv, rng, rule):
    if rule == "line_amount":
        it = rng.choice(inv.items)
        it["amount"] += Decimal(rng.choice(["10.00", "-1.00", "100.00", "0.90"]))
        if it["amount"] <= 0:
            it["amount"] += Decimal("20.00")
    elif rule == "line_sum":
        inv.subtotal_offset = Decimal(rng.choice(["10.00", "-20.00", "100.00", "9.00"]))
    elif rule == "due_before_issue":
        inv.due = inv.date - dt.timedelta(days=rng.randint(3, 40))
    if rule:
        inv.rule_errors.append(rule)


def apply_break_after(inv, rng, rule):
    if rule == "total":
        inv.total_offset = Decimal(rng.choice(["10.00", "-5.00", "50.00", "1.00"]))
        inv.total += inv.total_offset
        inv.amount_due += inv.total_offset
