"""The invoice model: lines, amounts, taxes, deliberate rule breaks, and the truth record."""
import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal

from . import parties
from .catalog import CATALOG, UNITS
from .fmt import Formatter, minimal, money_str, q2, rate_str
from .labels import LABELS, TERMS
from .locales import LOCALES, RC_PARTNER, SMALL_BUSINESS

D = Decimal
RULE_NAMES = ["due_before_issue", "line_amount", "line_sum", "tax_rate", "total"]


@dataclass
class Line:
    desc: str
    qty: Decimal = None
    price: Decimal = None
    rate: Decimal = None
    unit: str = None
    amount: Decimal = None
    extra: dict = field(default_factory=dict)


@dataclass
class Invoice:
    vendor: object
    customer: object
    number: str
    issue: dt.date
    due: dt.date = None
    po: str = None
    terms: str = None
    lines: list = field(default_factory=list)
    mode: str = "single"          # single | multi | reverse | exempt
    rate: Decimal = None
    discount: Decimal = None
    discount_pct: Decimal = None
    shipping: Decimal = None
    subtotal: Decimal = None
    breakdown: list = field(default_factory=list)
    tax: Decimal = None
    total: Decimal = None
    deposit: Decimal = None
    amount_due: Decimal = None
    breaks: list = field(default_factory=list)
    note: str = None
    extra: dict = field(default_factory=dict)


class Ctx:
    """Everything one document needs: rng, locale facts, formatter, label choices."""

    def __init__(self, rng, locale, kind, layout):
        self.rng = rng
        self.locale = locale
        self.info = LOCALES[locale]
        self.lang = self.info["lang"]
        self.country = self.info["country"]
        self.kind = kind
        self.layout = layout
        self.fmt = Formatter(locale, rng)
        self._labels = {}
        self.std = D(rng.choice(self.info["std"]))
        self.reduced = D(rng.choice(self.info["reduced"]))
        self.extra_date_style = self.info["dates"][0]
        self.break_rule = False

    def n_lines(self, lo, hi, long_hi=None):
        if self.kind != "text_pdf":
            return self.rng.randint(lo, min(hi, 7))
        if long_hi and self.rng.random() < 0.15:
            return self.rng.randint(hi + 1, long_hi)
        return self.rng.randint(lo, hi)

    def L(self, key, **kw):
        if key not in self._labels:
            opts = LABELS[key].get(self.lang) or LABELS[key]["en"]
            if self.lang == "en" and self.country != "US":
                opts = [o for o in opts if "Sales tax" not in o] or opts
            self._labels[key] = self.rng.choice(opts)
        s = self._labels[key]
        if self.country == "US":
            s = s.replace("VAT", "Tax")
        return s.format(**kw) if kw else s

    def unit(self, key):
        return UNITS[key][self.lang] if key else ""

    def item(self, domain, qkind_override=None):
        row = self.rng.choice(CATALOG[domain])
        return row, row["names"][self.lang]

    def price(self, row):
        lo, hi = D(row["lo"]), D(row["hi"])
        nd = max(len(row["lo"].partition(".")[2]), 2)
        step = D(1).scaleb(-nd)
        n = int((hi - lo) / step)
        return lo + step * self.rng.randint(0, n)

    def qty(self, kind):
        r = self.rng
        return {
            "int": lambda: D(r.randint(1, 12)),
            "bulk": lambda: D(r.choice([5, 10, 20, 25, 40, 50, 100, 120, 250])),
            "hours": lambda: D(r.randint(2, 40)) / 4,
            "one": lambda: D(1),
            "kwh": lambda: D(r.randint(180, 4200)),
            "days": lambda: D(r.choice([28, 30, 31, 59, 61, 90, 92, 365])),
            "area": lambda: D(r.randint(500, 18000)) / 100,
            "seats": lambda: D(r.randint(2, 60)),
        }[kind]()

    def catalog_line(self, domain, rate=None):
        row, name = self.item(domain)
        return Line(desc=name, qty=self.qty(row["qkind"]), price=self.price(row), rate=rate or self.std,
                    unit=row["unit"])


def pick(rng, p):
    return rng.random() < p


# --------------------------------------------------------------------------- building
def invoice_number(rng, issue):
    y = issue.year
    n = rng.randint(1, 99999)
    return rng.choice([f"{y}-{n:05d}", f"RE-{y}-{n:04d}", f"INV-{n:06d}", f"{y}{n:05d}", f"F{y % 100}/{n:04d}",
                       f"{n:07d}", f"FA-{y}/{n % 1000:03d}"])


def terms_text(ctx, days):
    t = ctx.rng.choice(TERMS[ctx.lang])
    return t.format(d=days, p=ctx.rng.choice([2, 3]), e=ctx.rng.choice([8, 10, 14]))


def choose_mode(ctx, flags):
    r = ctx.rng
    if ctx.country != "US" and pick(r, flags.get("reverse", 0)) and ctx.locale in RC_PARTNER:
        return "reverse"
    if ctx.country in SMALL_BUSINESS and pick(r, flags.get("exempt", 0)):
        return "exempt"
    if pick(r, flags.get("multi", 0)):
        return "multi"
    return "single"


def build(ctx, layout):
    r = ctx.rng
    flags = layout.FLAGS
    mode = flags.get("force_mode") or choose_mode(ctx, flags)
    vendor, customer = layout_parties(ctx, layout, mode)
    issue = dt.date(2025, 6, 1) + dt.timedelta(days=r.randint(0, 330))
    inv = Invoice(vendor=vendor, customer=customer, number=invoice_number(r, issue), issue=issue, mode=mode)
    days = r.choice([7, 10, 14, 21, 30, 30, 45, 60])
    if pick(r, flags.get("due", 0.75)):
        inv.due = issue + dt.timedelta(days=days)
    if pick(r, flags.get("terms", 0.7)):
        inv.terms = terms_text(ctx, days)
    if pick(r, flags.get("po", 0.4)):
        inv.po = r.choice([f"PO-{r.randint(10000, 99999)}", f"45{r.randint(10 ** 7, 10 ** 8 - 1)}",
                           f"{r.choice('ABKM')}{r.randint(100000, 999999)}"])
    inv.lines = layout.lines(ctx, inv)
    if mode == "multi" and len(inv.lines) < 2:
        mode = inv.mode = "single"
    if mode == "multi" and len({ln.rate for ln in inv.lines}) < 2:
        inv.lines[-1].rate = ctx.reduced if inv.lines[0].rate == ctx.std else ctx.std
    if mode in ("reverse", "exempt"):
        for ln in inv.lines:
            ln.rate = D("0.00")
        inv.note = r.choice(layout_note(ctx, mode))
    if mode == "single":
        for ln in inv.lines:
            ln.rate = ctx.std
    if mode != "multi" and pick(r, flags.get("discount", 0.15)):
        inv.discount_pct = D(r.choice([2, 3, 5, 10, 15]))
    if pick(r, flags.get("shipping", 0)):
        inv.shipping = D(r.choice(["4.90", "5.95", "6.50", "9.90", "12.00", "14.95", "25.00"]))
    for ln in inv.lines:
        if ln.amount is None:
            ln.amount = q2(ln.qty * ln.price)
    compute(inv, ctx)
    if ctx.kind == "text_pdf" and ctx.break_rule:
        apply_break(ctx, inv, layout)
    if pick(r, flags.get("deposit", 0)):
        inv.deposit = q2(inv.total * D(r.choice([20, 25, 30, 40, 50])) / 100)
    inv.amount_due = inv.total - (inv.deposit or 0)
    return inv


def layout_note(ctx, mode):
    from .locales import REVERSE_CHARGE
    return REVERSE_CHARGE[ctx.lang] if mode == "reverse" else SMALL_BUSINESS[ctx.country]


def layout_parties(ctx, layout, mode):
    r = ctx.rng
    if hasattr(layout, "make_parties"):
        return layout.make_parties(ctx, mode)
    vendor = parties.make_vendor(r, ctx.locale, ctx.lang, with_vat=(mode != "exempt" or pick(r, 0.3)))
    if mode == "reverse":
        cust = parties.make_customer(r, RC_PARTNER[ctx.locale], ctx.lang, company=True, with_vat=True,
                                     country_line=True)
    else:
        cust = parties.make_customer(r, ctx.locale, ctx.lang, company=pick(r, 0.8),
                                     with_vat=pick(r, 0.3), country_line=pick(r, 0.15))
    return vendor, cust


def compute(inv, ctx, keep_subtotal=False):
    """Subtotal, discount, tax per rate, total – from the printed line amounts."""
    if not keep_subtotal:
        inv.subtotal = sum((ln.amount for ln in inv.lines), D("0.00"))
    if inv.discount_pct is not None:
        inv.discount = q2(inv.subtotal * inv.discount_pct / 100)
    disc, ship = inv.discount or D(0), inv.shipping or D(0)
    if inv.mode == "multi":
        rates = sorted({ln.rate for ln in inv.lines} | ({ctx.std} if inv.shipping else set()), reverse=True)
        inv.breakdown = []
        for rt in rates:
            base = sum((ln.amount for ln in inv.lines if ln.rate == rt), D("0.00"))
            if rt == ctx.std:
                base += ship
            inv.breakdown.append(dict(rate=rt, base=base, amount=q2(base * rt / 100)))
        inv.rate = None
    else:
        rt = D("0.00") if inv.mode in ("reverse", "exempt") else ctx.std
        base = inv.subtotal - disc + ship
        inv.breakdown = [dict(rate=rt, base=base, amount=q2(base * rt / 100))]
        inv.rate = rt
    inv.tax = sum((b["amount"] for b in inv.breakdown), D("0.00"))
    inv.total = inv.subtotal - disc + ship + inv.tax


def apply_break(ctx, inv, layout):
    r = ctx.rng
    options = ["line_sum", "total", "tax_rate"]
    if inv.due:
        options.append("due_before_issue")
    if all(ln.qty is not None for ln in inv.lines):
        options.append("line_amount")
    rule = r.choice(options)
    delta = D(r.choice(["1.00", "10.00", "0.90", "100.00", "5.00"]))
    if rule == "line_amount":
        ln = r.choice(inv.lines)
        ln.amount += delta
        compute(inv, ctx)
    elif rule == "line_sum":
        inv.subtotal = sum(ln.amount for ln in inv.lines) + delta
        compute(inv, ctx, keep_subtotal=True)
    elif rule == "tax_rate":
        b = inv.breakdown[0]
        if inv.rate is not None:
            b["amount"] += delta
            inv.tax = b["amount"]
        else:
            inv.tax += delta
        inv.total = inv.subtotal - (inv.discount or 0) + (inv.shipping or 0) + inv.tax
    elif rule == "total":
        inv.total += delta
    elif rule == "due_before_issue":
        inv.due = inv.issue - dt.timedelta(days=r.choice([3, 10, 30]))
    inv.breaks = [rule]


# --------------------------------------------------------------------------- truth
def truth_fields(inv, ctx):
    v, c = inv.vendor, inv.customer
    return {
        "vendor_name": v.name,
        "vendor_address": v.address,
        "vendor_tax_id": v.vat,
        "supplier_iban": v.iban,
        "customer_name": c.name,
        "customer_address": c.address if c.lines else None,
        "customer_tax_id": c.vat,
        "invoice_number": inv.number,
        "invoice_date": inv.issue.isoformat(),
        "due_date": inv.due.isoformat() if inv.due else None,
        "purchase_order": inv.po,
        "currency": ctx.info["currency"],
        "subtotal": money_str(inv.subtotal),
        "discount": money_str(inv.discount) if inv.discount is not None else None,
        "shipping": money_str(inv.shipping) if inv.shipping is not None else None,
        "tax_rate": rate_str(inv.rate) if inv.rate is not None else None,
        "tax_amount": money_str(inv.tax),
        "tax_breakdown": [dict(rate=rate_str(b["rate"]), base=money_str(b["base"]), amount=money_str(b["amount"]))
                          for b in inv.breakdown],
        "total": money_str(inv.total),
        "amount_due": money_str(inv.amount_due),
        "payment_terms": inv.terms,
        "line_items": [dict(description=ln.desc,
                            quantity=minimal(ln.qty) if ln.qty is not None else None,
                            unit_price=rate_str(ln.price) if ln.price is not None else None,
                            amount=money_str(ln.amount)) for ln in inv.lines],
    }
