"""The invoice model: parties, dates, labels and number formatting for one document, plus totals."""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal

import fmt
import ids
from babel import Locale
from faker import Faker
from labels import COUNTRY, LABELS, UNITS
from locales import LOCALES

D = Decimal
ZERO = D("0.00")


class Doc:
    """Everything one invoice prints; layouts read it, truth.py turns it into ground truth."""

    def __init__(self, layout: str, loc_name: str, seed: int, stem: str):
        self.layout, self.loc_name, self.stem = layout, loc_name, stem
        self.rng = random.Random(f"{seed}:{stem}:{layout}:{loc_name}")
        self.loc = LOCALES[loc_name]
        self.lang, self.cc = self.loc["lang"], self.loc["cc"]
        self.fake = Faker(self.loc["faker"])
        self.fake.seed_instance(self.rng.randint(0, 2**31))
        self.afake = Faker(self.loc.get("addr_faker", self.loc["faker"]))
        self.afake.seed_instance(self.rng.randint(0, 2**31))
        self.num_style = self.rng.choice(self.loc["nums"])
        self.cur_mode = self.rng.choice(self.loc["cur_modes"])
        self.date_style = self.rng.choice(self.loc["dates"])
        self.pct = self.rng.choice([" %", "%"]) if self.lang in ("fr", "de", "pl") else "%"
        self._labels: dict[str, str] = {}
        self.lines: list[dict] = []
        self.discount = self.shipping = self.deposit = self.paid = None
        self.amount_due_mode = "total"  # total | deposit | paid | none
        self.po = None
        self.terms = None
        self.due = None
        self.reverse_charge = False
        self.extra: dict = {}

    # ------------------------------------------------------------------ labels & formatting
    def lab(self, key: str) -> str:
        if key not in self._labels:
            table = COUNTRY.get((self.cc, self.lang), {})
            self._labels[key] = self.rng.choice(table.get(key, LABELS[self.lang][key]).split("|"))
        return self._labels[key]

    def unit(self, key: str) -> str:
        k = "u:" + key
        if k not in self._labels:
            self._labels[k] = self.rng.choice(UNITS[self.lang][key].split("|"))
        return self._labels[k]

    def m(self, d: Decimal) -> str:
        return fmt.money(d, self.num_style)

    def mc(self, d: Decimal) -> str:
        return fmt.with_cur(fmt.money(d, self.num_style), self.cur_mode, self.loc)

    def r(self, d: Decimal) -> str:
        return fmt.rate(d, self.num_style, self.pct)

    def q(self, d: Decimal) -> str:
        return fmt.qty(d, self.num_style)

    def up(self, d: Decimal) -> str:
        return fmt.unit_price(d, self.num_style)

    def d(self, day: dt.date) -> str:
        return fmt.date(day, self.date_style, self.loc["babel"])

    def country(self, cc: str) -> str:
        return Locale.parse(self.loc["babel"]).territories[cc]

    @property
    def std_rate(self) -> Decimal:
        return D(self.loc["rates"][0])

    def reduced_rate(self) -> Decimal:
        return D(self.loc["reduced"][0]) if self.loc["reduced"] else self.std_rate

    @property
    def is_us(self) -> bool:
        return self.cc == "US"


# ---------------------------------------------------------------------- parties
def address(fake: Faker, cc: str, rng: random.Random) -> list[str]:
    street = fake.street_address().replace("\n", " ")
    if cc == "US":
        return [street, f"{fake.city()}, {fake.state_abbr()} {fake.zipcode()}"]
    if cc == "GB":
        return [street, fake.city(), fake.postcode()]
    if cc == "IE":
        return [street, fake.city()]
    if cc == "BE":
        return [street, f"{rng.randint(1000, 9992)} {fake.city()}"]
    return [street, f"{fake.postcode()} {fake.city()}"]


def company(fake: Faker) -> str:
    return fake.company().replace("\n", " ")


def make_vendor(doc: Doc) -> dict:
    rng = doc.rng
    v = {
        "name": company(doc.fake),
        "lines": address(doc.afake, doc.cc, rng),
        "phone": doc.fake.phone_number(),
        "email": f"billing@{doc.fake.domain_name()}",
    }
    if doc.is_us:
        v.update(
            tax_id=ids.ein(rng), iban=None, aba=ids.aba(rng), acct=str(rng.randint(10**9, 10**11))
        )
    else:
        compact = ids.vat_id(doc.cc, rng)
        v["tax_id"] = ids.printed_vat(compact, doc.cc, doc.lang, rng)
        ib = ids.iban(doc.cc, rng)
        v.update(iban=str(ib), iban_fmt=ib.formatted, bic=ids.bic_of(ib, rng))
    v["reg"] = (
        f"{doc.lab('reg')} {rng.choice(['HRB', 'B', 'FN', ''])}{rng.randint(10000, 999999)}".replace(
            "  ", " "
        )
    )
    return v


def make_customer(doc: Doc, business: bool, foreign_cc: str | None = None) -> dict:
    rng = doc.rng
    if foreign_cc:
        loc = next(v for v in LOCALES.values() if v["cc"] == foreign_cc)
        f = Faker(loc.get("addr_faker", loc["faker"]))
        f.seed_instance(rng.randint(0, 2**31))
        lines = address(f, foreign_cc, rng) + [doc.country(foreign_cc)]
        name = company(f)
    else:
        lines = address(doc.afake, doc.cc, rng)
        name = company(doc.fake) if business else doc.fake.name()
    c = {"name": name, "lines": lines, "tax_id": None, "number": f"{rng.randint(10000, 9999999)}"}
    cc = foreign_cc or doc.cc
    if business and cc != "US" and (foreign_cc or rng.random() < 0.5):
        c["tax_id"] = ids.printed_vat(ids.vat_id(cc, rng), cc, doc.lang, rng)
    return c


def issue_dates(doc: Doc, due_days: int | None) -> None:
    rng = doc.rng
    doc.issue = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 690))
    doc.due = doc.issue + dt.timedelta(days=due_days) if due_days else None


def price(rng: random.Random, lo: float, hi: float, places: int = 2) -> Decimal:
    return D(str(round(rng.uniform(lo, hi), places))).quantize(D(1).scaleb(-places))


def line(desc: str, qty, unit_price: Decimal, rate: Decimal, **extra) -> dict:
    qty = D(str(qty))
    amount = qty * unit_price
    if amount != fmt.q2(amount):
        raise ValueError("qty x price needs rounding")
    return dict(desc=desc, qty=qty, price=unit_price, amount=fmt.q2(amount), rate=rate, **extra)


def exact_line(
    rng: random.Random,
    desc: str,
    qty,
    lo: float,
    hi: float,
    rate: Decimal,
    places: int = 2,
    **extra,
) -> dict:
    """A line whose qty x unit price is exact in cents (re-draws the price until it is)."""
    for _ in range(200):
        p = price(rng, lo, hi, places)
        if (D(str(qty)) * p) == fmt.q2(D(str(qty)) * p):
            return line(desc, qty, p, rate, **extra)
    return line(
        desc,
        qty,
        fmt.q2(price(rng, lo, hi)) if D(str(qty)) == D(str(qty)).to_integral() else D("10.00"),
        rate,
        **extra,
    )


def terms_net(doc: Doc, n: int) -> str:
    return doc.lab("terms_net").format(n=n)
