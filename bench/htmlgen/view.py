"""What every layout shares: chosen labels, formatted values and common HTML fragments."""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, field
from datetime import timedelta

from htmlgen.fmt import Style
from htmlgen.labels import LABELS, LOCALE_LABELS, TAX_WORDS
from htmlgen.model import Invoice, Party

FONTS = (
    "'DejaVu Sans', sans-serif",
    "'Liberation Sans', Arial, sans-serif",
    "'Liberation Serif', 'Times New Roman', serif",
    "'DejaVu Serif', Georgia, serif",
    "'Liberation Sans Narrow', sans-serif",
    "'DejaVu Sans Condensed', sans-serif",
)
PROSE = {"dear", "closing", "thanks", "reverse_charge", "letter_body", "legal"}
MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace"
COLOURS = ("#1f4e79", "#2e7d32", "#8e24aa", "#c62828", "#00695c", "#37474f", "#ef6c00", "#283593")


def esc(text: object) -> str:
    return html.escape(str(text))


def _nowrap(text: str) -> str:
    """An amount or date never breaks across lines (its separators may be plain spaces)."""
    return f'<span style="white-space:nowrap">{esc(text)}</span>'


@dataclass(slots=True)
class View:
    """One document's presentation choices; `label(key)` is stable within the document."""

    inv: Invoice
    style: Style
    rng: random.Random
    case: str = "title"
    font: str = FONTS[0]
    colour: str = COLOURS[0]
    _chosen: dict[str, str] = field(default_factory=dict)

    def label(self, key: str) -> str:
        if key not in self._chosen:
            lang = self.inv.spec.language
            options = TAX_WORDS.get(self.inv.spec.code) if key == "tax" else None
            options = options or LOCALE_LABELS.get(self.inv.spec.code, {}).get(key)
            self._chosen[key] = self.rng.choice(options or LABELS[lang][key])
        text = self._chosen[key]
        upper = self.case == "upper" and key not in PROSE
        return esc(text.upper() if upper else text)

    def money(self, value: object) -> str:
        return _nowrap(self.style.money(value))  # type: ignore[arg-type]

    def line_money(self, value: object) -> str:
        return _nowrap(self.style.line_money(value))  # type: ignore[arg-type]

    def date(self, value: object) -> str:
        return _nowrap(self.style.date(value))  # type: ignore[arg-type]

    def tax_label(self, rate: object) -> str:
        return f"{self.label('tax')} {esc(self.style.rate(rate))}"  # type: ignore[arg-type]

    def totals(self) -> list[tuple[str, str, str]]:
        """(css class, label, value) rows of the totals block, in print order."""
        inv = self.inv
        rows = [("sub", self.label("subtotal"), self.money(inv.subtotal))]
        if inv.discount is not None:
            pct = f" {esc(self.style.rate(inv.discount_pct))}" if inv.discount_pct else ""
            rows.append(("disc", self.label("discount") + pct, self.money(-inv.discount)))
        if inv.shipping is not None:
            rows.append(("ship", self.label("shipping"), self.money(inv.shipping)))
        for rate, base, amount in inv.breakdown:
            label = self.tax_label(rate)
            if len(inv.breakdown) > 1:
                label += f" ({self.label('base_col')} {self.money(base)})"
            rows.append(("tax", label, self.money(amount)))
        if len(inv.breakdown) > 1 and inv.errors == ["tax_rate"]:
            rows.append(("tax", self.label("tax_total"), self.money(inv.tax_amount)))
        rows.append(("total", self.label("total"), self.money(inv.total)))
        if inv.deposit is not None:
            rows.append(("dep", self.label("deposit"), self.money(-inv.deposit)))
        if inv.show_amount_due:
            rows.append(("due", self.label("amount_due"), self.money(inv.amount_due)))
        return rows

    def totals_table(self, css: str = "") -> str:
        body = "".join(
            f'<tr class="{c}"><td>{lab}</td><td class="num">{val}</td></tr>'
            for c, lab, val in self.totals()
        )
        return f'<table class="totals" style="{css}">{body}</table>'

    def address(self, party: Party, sep: str = "<br>") -> str:
        """The printed address lines; a line never wraps, so each printed line is one truth part."""
        return sep.join(
            f'<span style="white-space:nowrap">{esc(line)}</span>' for line in party.lines
        )

    def party_block(self, party: Party | None, key: str, vat_key: str) -> str:
        if party is None:
            return ""
        tax = f"<div>{self.label(vat_key)}: {esc(party.tax_id)}</div>" if party.tax_id else ""
        return (
            f'<div class="party"><div class="lab">{self.label(key)}</div>'
            f"<b>{esc(party.name)}</b><br>{self.address(party)}{tax}</div>"
        )

    def facts(self) -> list[tuple[str, str]]:
        """(label, value) of the document facts: number, dates, PO, customer number."""
        inv = self.inv
        rows = [
            (self.label("inv_no"), esc(inv.number)),
            (self.label("inv_date"), self.date(inv.issued)),
        ]
        if inv.due:
            rows.append((self.label("due_date"), self.date(inv.due)))
        if inv.po:
            rows.append((self.label("po"), esc(inv.po)))
        if self.rng.random() < 0.4:
            rows.append((self.label("customer_no"), esc(inv.customer_no)))
        # other dates a parser must not take for the invoice or due date
        if self.rng.random() < 0.25:
            shipped = inv.issued - timedelta(days=self.rng.randint(0, 12))
            rows.append((self.label("delivery_date"), self.date(shipped)))
        if self.rng.random() < 0.15:
            ordered = inv.issued - timedelta(days=self.rng.randint(5, 40))
            rows.append((self.label("order_date"), self.date(ordered)))
        return rows

    def contact(self, party: Party, sep: str = " · ") -> str:
        """Phone and e-mail of a party (distractors next to the address)."""
        phone = f"{self.label('phone')} {esc(party.phone)}"
        return phone + (
            f"{sep}{self.label('email')} {esc(party.email)}" if self.rng.random() < 0.6 else ""
        )

    def bank(self, sep: str = "<br>") -> str:
        inv = self.inv
        parts = []
        if inv.iban:
            from htmlgen.ids import group4

            shown = group4(inv.iban) if self.rng.random() < 0.7 else inv.iban
            parts.append(f"{self.label('iban')}: {esc(shown)}")
            if inv.bic:
                parts.append(f"{self.label('bic')}: {esc(inv.bic)}")
        elif inv.spec.country == "US":
            parts.append(
                f"ABA {self.rng.randint(10000000, 99999999)}1 / Acct {self.rng.randint(10**9, 10**10)}"
            )
        elif inv.spec.country == "AU":
            parts.append(
                f"BSB {self.rng.randint(100, 999)}-{self.rng.randint(100, 999)} Acc {self.rng.randint(10**7, 10**8)}"
            )
        return sep.join(parts)

    def notes(self) -> str:
        inv = self.inv
        out = []
        if inv.terms:
            out.append(f"<div>{self.label('terms')}: {esc(inv.terms)}</div>")
        if inv.reverse_charge:
            out.append(f"<div>{self.label('reverse_charge')}</div>")
        return "".join(out)

    def base_css(self, size: float = 10.5) -> str:
        return (
            f"body{{font-family:{self.font};font-size:{size}pt;color:#222;margin:0}}"
            "table{border-collapse:collapse}.num{text-align:right;white-space:nowrap}"
            "td,th{padding:3px 6px;vertical-align:top}"
            f".lab{{color:{self.colour};font-size:8pt;"
            f"text-transform:{'uppercase' if self.case == 'upper' else 'none'}}}"
            ".totals tr.total td,.totals tr.due td{font-weight:bold}"
        )
