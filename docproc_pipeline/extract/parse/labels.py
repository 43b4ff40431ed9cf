"""The label lexicon (English, German, French and Dutch) and the search for labels in segments.

Each label names the field its value belongs to. Distractor labels (customer number, order date,
page total, previous balance, ...) are listed too, with a field starting with "_", so that their
values are consumed and never taken for a field. Where labels overlap, the longest match wins.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

_NO = r"(?:no\.?|nr\.?|number|num\.?|nummer|#|n°|no°|n[º°o]\.?|numéro)"

# "ohne USt.", "excl. VAT", "hors taxes" / "inkl. MwSt.", "including VAT", "TTC"
_EXCL = r"ohne|exkl|excl|exklusive|zzgl|without|excluding|before|hors|exclusief|zonder"
_INCL = r"inkl|incl|inklusive|einschl|einschließlich|mit|with|including|inclusief|met|y\s+compris"
_TAXW = r"ust|mwst|umsatzsteuer|mehrwertsteuer|steuern?|vat|tax(?:es)?|tva|taxes|btw"

LABELS: tuple[tuple[str, str], ...] = (
    # identifiers
    ("invoice_number", rf"(?:tax\s+|vat\s+)?invoice\s*{_NO}"),
    ("invoice_number", r"(?:tax\s+|vat\s+)?invoice\s*(?:id|ref\.?|reference)"),
    ("invoice_number", rf"inv\.?\s*{_NO}"),
    # a compound title and its document-type code: "Handelsrechnung (380) Nr.", "Teilrechnung Nr."
    ("invoice_number", rf"[a-zäöüß]*rechnungs?\s*(?:\(\d{{3}}\)\s*)?-?\s*{_NO}"),
    (
        "invoice_number",
        rf"(?:gutschrift|rechnungskorrektur|credit\s*note|avoir|creditnota)\s*(?:\(\d{{3}}\)\s*)?-?\s*{_NO}",
    ),
    ("invoice_number", rf"beleg\s*-?\s*{_NO}"),
    ("invoice_number", rf"document\s*{_NO}"),
    ("invoice_number", rf"(?:facture\s*{_NO}|(?:n°|numéro)\s+(?:de\s+)?facture)"),
    ("invoice_number", rf"factuur\s*-?\s*{_NO}|bill\s*{_NO}|receipt\s*{_NO}"),
    (
        "_title",
        r"(?:tax\s+|vat\s+|sales\s+|commercial\s+|pro\s*-?\s*forma\s+)?invoice|[a-zäöüß]*rechnung|facture|factuur"
        r"|gutschrift|rechnungskorrektur|credit\s*note|creditnota",
    ),
    ("_generic_no", _NO),
    ("invoice_date", r"(?:invoice|issue|billing)\s*date"),
    ("invoice_date", r"date\s+of\s+(?:issue|invoice)"),
    ("invoice_date", r"(?:rechnungs|beleg|ausstellungs)\s*-?\s*datum"),
    ("invoice_date", r"date\s+(?:de\s+)?(?:la\s+)?(?:facture|facturation)|date\s+d'émission"),
    ("invoice_date", r"factuur\s*-?\s*datum|issued(?:\s+(?:at|on))?|invoiced\s+on"),
    ("invoice_date", r"date|datum|dated"),
    (
        "due_date",
        r"due\s*date|payment\s+due(?:\s+date)?|(?:please\s+)?pay(?:able)?\s+by|due\s+by|due",
    ),
    (
        "due_date",
        r"fällig\s*(?:bis|am)?|zahlbar\s+bis|fälligkeit(?:sdatum)?|date\s+d'échéance|échéance"
        r"|date\s+limite(?:\s+de\s+(?:paiement|règlement))?|vervaldatum|(?:please\s+)?remit\s+(?:until|by)"
        r"|(?:bitte\s+)?(?:überweisen|zahlen|begleichen)\s+sie(?:\s+den\s+\w+)?\s+bis(?:\s+(?:zum|spätestens))*",
    ),
    ("purchase_order", r"customer\s+po|customer\s+order(?:\s+no\.?)?"),
    ("purchase_order", r"(?:purchase|buyer)\s+order\s+(?:reference|ref\.?|id)|bestellreferenz"),
    ("purchase_order", rf"p\.?\s?o\.?(?:\s*{_NO})?|purchase\s+order(?:\s*{_NO})?"),
    ("purchase_order", rf"(?:your\s+)?order\s*(?:{_NO}|ref\.?|reference)|your\s+order"),
    (
        "purchase_order",
        rf"bestell(?:ung)?\s*-?\s*{_NO}|ihre\s+bestell(?:ung|nummer|\s*-?\s*nr\.?)|ihr\s+auftrag",
    ),
    ("purchase_order", r"bon\s+de\s+commande|commande|order\s*-?\s*(?:nummer|id)|bestelnummer"),
    # the buyer's own reference is its order reference (Factur-X BuyerReference / "Votre référence")
    (
        "purchase_order",
        r"your\s+reference|votre\s+r[ée]f[ée]rence|uw\s+referentie|ihre\s+referenz|customer\s+reference",
    ),
    # a bare "Order" heads its value only in a header row of labels ("Klant  Order  Factuur")
    ("_order", r"order|bestellung|bestelling"),
    # distractor identifiers and dates
    ("_x", r"po\s+box|postfach"),
    ("_x", rf"(?:customer|account|client|kunden|debitoren|member|klant)\s*-?\s*(?:{_NO}|id|code)"),
    ("_x", r"kd\.?\s*-?\s*nr\.?|konto\s*-?\s*nr\.?|account|kto\.?"),
    (
        "_x",
        r"(?:our|your)\s+ref\.?|our\s+reference|(?:unser|ihr)\s+zeichen|referenz|reference|ref\.?",
    ),
    # not an amount or a term: "Free shipping (order > 300 €)", "Terms and conditions apply"
    (
        "_x",
        r"free\s+(?:shipping|delivery)|franco\s+de\s+port|versandkostenfrei|(?:kostenloser|gratis)\s+versand"
        r"|gratis\s+verzending|terms\s*(?:and|&)\s*conditions|conditions\s+générales",
    ),
    (
        "_x",
        r"quote(?:\s*no\.?)?|angebot(?:s\s*-?\s*nr\.?)?|job(?:\s*no\.?)?|projekt(?:\s*-?\s*nr\.?)?",
    ),
    (
        "_x",
        r"(?:order|delivery|supply|shipping|ship|service|dispatch)\s*date|date\s+of\s+(?:supply|delivery|order)",
    ),
    (
        "_x",
        r"ordered|delivered|shipped|(?:bestell|liefer|leistungs|auftrags|druck|versand|order|lever)\s*-?\s*datum"
        r"|date\s+de\s+(?:livraison|commande)",
    ),
    ("_x", r"leistungszeitraum|lieferzeitraum|service\s+period|period"),
    ("_x", r"gedruckt\s+am|printed(?:\s+on)?|print\s+date|received\s+on|erhalten\s+am"),
    (
        "_x",
        r"ansprechpartner|contact|tel\.?|telefon|phone|telefax|fax|fon|e-?mail|mail|web|internet",
    ),
    ("_x", r"bic|swift|blz|sort\s+code|routing(?:\s+no\.?)?|aba|bank"),
    ("_x", r"steuernummer|st\.?\s*-?\s*nr\.?|tax\s+number|siret|siren|hrb|amtsgericht|registered"),
    ("_x", r"seite|page(?:\s+\d+\s+of\s+\d+)?|kasse|bon|till|receipt\s*(?:no\.?)?"),
    # the invoice currency named by a label: "Währung: EUR", "Currency code  USD"
    (
        "currency",
        r"(?:rechnungs)?währung(?:scode)?|(?:invoice\s+)?currency(?:\s+code)?|devise|munteenheid",
    ),
    # money
    (
        "subtotal",
        r"sub\s*-?\s*total|net\s+total|total\s+net|net\s+amount|total\s+(?:excl\.?|excluding|before)\s+(?:vat|tax)",
    ),
    (
        "subtotal",
        r"zwischensumme|nettobetrag|summe\s+netto|netto\s*summe|gesamt\s+netto|netto|(?:total|montant)\s+(?:net\s+)?h\.?t\.?"
        r"|sous\s*-?\s*total|exclusief\s+btw|totaal\s+excl\.?(?:\s+btw)?|subtotaal|warenwert|grondslag"
        r"|taxable\s+(?:amount|value)|amount\s+before\s+tax|bemessungsgrundlage",
    ),
    # an invoice sum "without tax" and the sum of the item lines (e-invoice renderings name the
    # EN 16931 totals: "Rechnungssumme ohne USt.", "Summe Nettobeträge", "Sum of line net amounts")
    (
        "subtotal",
        rf"(?:(?:rechnungs|gesamt|brutto)?(?:summe|betrag)|total(?:\s+amount)?|montant(?:\s+total)?"
        rf"|(?:invoice\s+)?total\s+amount|totaal(?:bedrag)?)\s+(?:{_EXCL})\.?\s*(?:{_TAXW})"
        r"|positions\s*-?\s*summe|summe\s+(?:der\s+|aller\s+)?positionen|summe\s+(?:der\s+)?nettobeträge"
        r"|(?:gesamt|rechnungs)?(?:summe|betrag)\s+netto|gesamtsumme\s+netto"
        r"|(?:gesamt|summe)\s*-?\s*netto(?:betrag|summe)?|nettosumme|netto\s*-?\s*gesamt(?:betrag)?"
        r"|sum\s+of\s+(?:all\s+)?(?:invoice\s+)?line\s+(?:item\s+)?(?:net\s+)?amounts?|line\s+(?:items?\s+)?total"
        r"|(?:total|montant)\s+hors\s+tax(?:e|es)?|total\s+hors\s+tva",
    ),
    (
        "discount",
        r"(?:less\s+)?discount|rebate|(?:abzgl\.?\s+)?rabatt|nachlass|remise|korting|credits"
        r"|zu\s*-?\s*/\s*abschlag",
    ),
    ("shipping", r"shipping(?:\s*(?:&|and)\s*handling)?|freight|delivery(?:\s+charges?)?|carriage"),
    (
        "shipping",
        r"postage(?:\s*(?:&|and)\s*packing)?|(?:versand|porto|fracht)(?:kosten)?(?:\s*(?:&|und)\s*verpackung)?"
        r"|fracht\s*-\s*verp\w*(?:\s*-\s*vers\w*)?|frachtbetrag|transportkosten|frais\s+de\s+port",
    ),
    ("tax", r"(?:sales\s+)?tax|vat|mwst\.?|ust\.?|umsatzsteuer|mehrwertsteuer|tva|gst|btw|cst|iva"),
    (
        "tax_total",
        r"(?:summe|gesamt)\s+(?:ust\.?|mwst\.?|umsatzsteuer)|(?:total|sum)\s+(?:vat|tax(?:es)?)|(?:vat|tax)\s+total"
        r"|(?:ust\.?|mwst\.?|umsatzsteuer)\s+(?:gesamt|summe)"
        r"|(?:total|montant)\s+(?:de\s+la\s+)?tva|totaal\s+btw"
        r"|(?:umsatz|mehrwert)?steuerbetrag|(?:ust|mwst|vat|tax|btw|tva)\.?\s*-?\s*(?:betrag|amount|bedrag)"
        r"|(?:total|invoice\s+total|sum)\s+(?:of\s+)?(?:vat|tax)\s+amounts?|(?:gesamt|summe)\s+(?:der\s+)?steuern?"
        r"|montant\s+(?:total\s+)?(?:de\s+la\s+)?tva",
    ),
    (
        "total",
        # longest first: an alternative that matches ends the search at its position
        r"total\s+\(?(?:incl\.?|including)\s+(?:vat|tax|ust\.?|mwst\.?)\)?|(?:invoice|grand)\s+total"
        r"|total(?:\s+amount)?",
    ),
    (
        "total",
        r"gesamtbetrag|rechnungsbetrag|summe\s+brutto|brutto(?:betrag|summe)?|gesamtsumme|endbetrag",
    ),
    (
        "total",
        rf"(?:(?:rechnungs|gesamt)?(?:summe|betrag)|(?:invoice\s+)?total(?:\s+amount)?|montant(?:\s+total)?"
        rf"|totaal(?:bedrag)?)\s+(?:{_INCL})\.?\s*(?:{_TAXW})",
    ),
    # document-level allowances and charges of e-invoice summaries
    (
        "discount",
        r"(?:gesamtbetrag|summe)\s+(?:der\s+|aller\s+)?(?:abschläge|nachlässe|rabatte)"
        r"|(?:sum|total)\s+(?:of\s+)?(?:all\s+)?allowances(?:\s+on\s+document\s+level)?",
    ),
    (
        "shipping",
        r"(?:gesamtbetrag|summe)\s+(?:der\s+|aller\s+)?zuschläge"
        r"|(?:sum|total)\s+(?:of\s+)?(?:all\s+)?charges(?:\s+on\s+document\s+level)?",
    ),
    (
        "total",
        r"(?:total|montant)\s+(?:\w+\s+)?ttc|montant\s+total|totaal|factuur\s*totaal|total\s+for\s+this\s+invoice"
        r"|total\s+(?:de\s+(?:la\s+)?)?facture",
    ),
    (
        "amount_due",
        r"(?:total\s+)?amount\s+due|balance\s+due|total\s+due|please\s+pay|amount\s+payable|due\s+payable"
        r"|(?:total|net)\s+payable|payable\s+amount"
        r"|amount\s+to\s+pay|net\s+à\s+payer|(?:montant|reste|solde|somme)\s+à\s+payer|te\s+betalen",
    ),
    (
        "amount_due",
        r"zahlbetrag|zu\s+zahlender\s+betrag|offener\s+betrag|(?:noch\s+)?zu\s+zahlen|restbetrag"
        r"|fälliger\s+betrag|(?:amount|sum)\s+due\s+for\s+payment",
    ),
    (
        "amount_due",
        r"residual(?:\s+amount)?|remaining\s+(?:amount|balance)|outstanding\s+(?:amount|balance)|balance",
    ),
    (
        "_prepayment",
        r"(?:less\s+)?(?:prepayment|deposit|advance\s+payment|down\s+payment)(?:\s+(?:received|paid))?"
        r"|acompte(?:\s+(?:versé|reçu))?|déjà\s+(?:payé|réglé)|already\s+paid",
    ),
    (
        "_prepayment",
        r"(?:abzgl\.?\s+)?(?:geleistete\s+|erhaltene\s+)?(?:anzahlung|vorauszahlung|abschlag(?:szahlung)?)(?:en)?"
        r"|(?:paid|prepaid)\s+amount|bereits\s+(?:gezahlt|bezahlt)(?:er\s+betrag)?|gezahlter\s+betrag",
    ),
    (
        "_carry",
        r"page\s+total|(?:sub\s*-?\s*total\s+)?carried\s+forward|(?:balance\s+)?brought\s+forward",
    ),
    ("_carry", r"übertrag|seitensumme|zwischensumme\s+übertrag"),
    (
        "_x",
        r"previous\s+balance|opening\s+balance|saldo(?:\s+vorrechnung)?|zahlungseingang|payment\s+received",
    ),
    # parties and ids
    (
        "vendor_tax_id",
        r"vat\s*-?\s*(?:id|reg(?:istration)?\.?|no\.?|number|#)(?:\s*(?:no\.?|number|nr\.?))?"
        r"|(?:vat\s*/\s*)?tin(?:\s*(?:no\.?|number|#))?",
    ),
    (
        "vendor_tax_id",
        r"ust\.?\s*-?\s*[il]d(?:\.?\s*-?\s*nr)?\.?|uid(?:\s*-?\s*nr\.?)?|mwst\s*-?\s*nr\.?|(?:federal\s+)?tax\s*id|ein",
    ),
    (
        "vendor_tax_id",
        r"n°\s*(?:de\s+)?tva(?:\s+intra\s*-?\s*com\w*)?|tva\s+intra\s*-?\s*com\w*"
        r"|btw\s*-?\s*(?:nr\.?|nummer|id)|gstin",
    ),
    (
        "customer_tax_id",
        r"(?:your|ihre|customer|kunden|client|buyer|uw)\s*-?\s*(?:vat|ust\.?|tax|btw)\s*-?\s*(?:[il]d|reg\.?|no\.?|number|nummer)(?:\.?\s*-?\s*nr)?\.?",
    ),
    (
        "customer_tax_id",
        r"(?:vat|ust\.?|tax)\s*-?\s*id(?:\.?\s*-?\s*nr)?\.?\s+(?:kunde|customer|client|buyer)"
        r"|(?:n°\s*(?:de\s+)?)?tva\s+(?:du\s+)?(?:client|acheteur)",
    ),
    (
        "payment_terms",
        r"payment\s+terms|terms(?:\s+of\s+payment)?|zahlungsziel|zahlungsbedingung(?:en)?",
    ),
    (
        "payment_terms",
        r"conditions?\s+de\s+(?:paiement|règlement)|modalités\s+de\s+paiement|betalingsvoorwaarden",
    ),
    (
        "_customer",
        r"bill(?:ed)?\s+to(?:\s+address)?|invoice\s+to|sold\s+to|customer|client|kunde|rechnungsempfänger"
        r"|guest(?:\s+name)?",
    ),
    (
        "_customer",
        r"rechnungsadresse|empfänger|recipient|buyer|facturé\s+à|factuuradres|adresse\s+de\s+facturation",
    ),
    ("_customer", r"billing\s+address|rechnungsanschrift|käufer|acheteur"),
    (
        "_ship_to",
        r"ship(?:ped)?\s+to|deliver(?:ed)?\s+to|lieferadresse|lieferanschrift|delivery\s+address|afleveradres"
        r"|adresse\s+de\s+livraison",
    ),
    (
        "_vendor",
        r"from|von|seller|supplier|vendor|absender|sender|rechnungssteller|issued\s+by|sold\s+by"
        r"|lieferant|verkäufer|service\s+provider|fournisseur|vendeur|leverancier|billed?\s+from",
    ),
    # the vendor's registered office, printed in its legal footer
    (
        "_office",
        r"registered\s+office|regd\.?\s+office|siège\s+social|sitz\s+der\s+gesellschaft|firmensitz"
        r"|geschäftssitz|statutaire\s+zetel",
    ),
)

_COMPILED: list[tuple[str, re.Pattern[str]]] = [
    # a label ending in a sign ("Facture n°562044387", "Nr.123") may touch its value
    (name, re.compile(rf"(?<![\w-])(?:{pattern})(?:(?<=[°#.:])|(?![\w-]))", re.IGNORECASE))
    for name, pattern in LABELS
]

MONEY_LABELS = frozenset(
    {"subtotal", "discount", "shipping", "tax", "tax_total", "total", "amount_due"}
)
STOP_LABELS = MONEY_LABELS | {"_prepayment", "_carry"}


@dataclass(frozen=True, slots=True)
class LabelMatch:
    field: str
    start: int
    end: int


def find_labels(text: str) -> list[LabelMatch]:
    """Non-overlapping labels in a segment's text, left to right (longest wins at a position)."""
    return list(_labels_in(text))


# The parsers ask about the same segment texts many times (about 600 calls per page); running
# ~100 patterns once per distinct text halves the text-layer parse time.
@functools.lru_cache(maxsize=8192)
def _labels_in(text: str) -> tuple[LabelMatch, ...]:
    raw: list[LabelMatch] = []
    for name, pattern in _COMPILED:
        for found in pattern.finditer(text):
            if found.end() > found.start():
                raw.append(LabelMatch(name, found.start(), found.end()))
    raw.sort(key=lambda m: (m.start, -(m.end - m.start)))
    out: list[LabelMatch] = []
    last_end = -1
    for m in raw:
        if m.start >= last_end:
            out.append(m)
            last_end = m.end
    return tuple(out)


def within_one_edit(a: str, b: str) -> bool:
    """Whether `a` becomes `b` by at most one inserted, deleted or replaced character."""
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i + (len(a) == len(b)) :] == b[i + 1 :]


def fuzzy_word(text: str, words: frozenset[str]) -> bool:
    """`text` is one of `words` or, being five letters or longer, one OCR misreading away
    from one of them of that length ("Beachreibung" for "Beschreibung")."""
    t = text.casefold()
    if t in words:
        return True
    return len(t) >= 5 and any(len(w) >= 5 and within_one_edit(t, w) for w in words)


# Label words OCR tends to misread by one letter ("invoace", "Failig"); see `ocr_label_text`.
_OCR_LABEL_WORDS = frozenset(
    {
        "invoice", "rechnung", "rechnungsnummer", "rechnungsdatum", "fällig", "fälligkeit",
        "zahlbar", "zahlungsziel", "zahlungsbedingungen", "datum", "number", "bestellung",
        "bestellnummer", "auftrag", "subtotal", "zwischensumme", "nettobetrag", "gesamtbetrag",
        "rechnungsbetrag", "total", "amount", "balance", "payment", "terms", "discount",
        "rabatt", "shipping", "versandkosten", "purchase", "order", "customer", "kunde",
        "kundennummer", "umsatzsteuer", "mehrwertsteuer", "leistungsdatum", "lieferdatum",
        "facture", "factuur", "montant", "échéance", "date", "ihre", "your",
    }
)  # fmt: skip
_FOLD = str.maketrans("äöüéèàâ", "aouieaa")
# a fixed order, so a word one letter from two label words is put right the same way every run
_OCR_LABEL_ORDER = tuple(sorted(_OCR_LABEL_WORDS))


def _one_insertion(short: str, long: str) -> bool:
    """`long` is `short` with one character added at its start ("IThre" for "Ihre")."""
    return long[1:] == short or long[:1] + long[2:] == short


def ocr_label_text(text: str) -> str:
    """`text` with label words that OCR misread by one letter put right, letter for letter (so
    positions in it are positions in `text`): "invoace" -> "invoice", "Failig bıs" -> "fällig bis".
    For finding labels only; values are read from the text as printed."""

    def fix(m: re.Match[str]) -> str:
        word = m.group(0)
        low = word.lower()
        if low in _OCR_LABEL_WORDS or len(low) != len(word):
            return word
        folded = low.translate(_FOLD)
        for w in _OCR_LABEL_ORDER:
            if len(w) == len(word) >= 5 and within_one_edit(folded, w.translate(_FOLD)):
                return w
            if len(w) + 1 == len(word) and len(w) >= 4 and _one_insertion(w, folded):
                return " " + w  # a speck read as a letter ("IThre"): the word, padded
        return word

    text = text.replace("ı", "i")
    # the capital I of "Ihr", "Ihre" read as t, l, 1 or |: "thr Auftrag"
    text = re.sub(r"(?<![^\W\d_])[tTlL1|](?=hre?n?(?![^\W\d_]))", "i", text)
    return re.sub(r"[^\W\d_]{4,}", fix, text)


# Label words a text layer may split in two where the font kerns ("Ver käufer", "inner halb",
# "Rechnungs nummer"); `join_split_label_words` puts them back together.
_SPLIT_LABEL_WORDS = frozenset(
    {
        "rechnung", "rechnungsnummer", "rechnungsdatum", "rechnungsbetrag", "rechnungssumme",
        "rechnungsempfänger", "rechnungsadresse", "handelsrechnung", "gutschrift",
        "verkäufer", "käufer", "lieferant", "leistungsempfänger", "kundennummer",
        "bestellnummer", "bestellung", "lieferdatum", "leistungsdatum", "fälligkeit",
        "fälligkeitsdatum", "zahlbar", "zahlbetrag", "innerhalb", "zahlungsbedingungen",
        "zahlungsziel", "nettobetrag", "bruttobetrag", "bruttosumme", "gesamtbetrag",
        "gesamtsumme", "zwischensumme", "steuerbetrag", "umsatzsteuer", "mehrwertsteuer",
        "steuernummer", "handelsregister", "handelsregisternummer", "registergericht",
        "amtsgericht", "geschäftsführer", "positionssumme", "währung", "anzahlungen",
        "invoice", "number", "subtotal", "amount", "payment", "purchase", "customer",
        "supplier", "seller", "buyer", "facture", "montant", "échéance", "factuur",
        "factuurnummer", "factuurdatum", "vervaldatum", "bestelnummer",
    }
)  # fmt: skip
_WORD_RE = re.compile(r"[^\W\d_]{2,}")


def join_split_label_words(text: str) -> str:
    """`text` with a label word split by one space put together ("Ver käufer" -> "Verkäufer"),
    unless both parts are label words of their own."""
    if " " not in text:
        return text
    tokens = text.split(" ")
    out: list[str] = []
    k = 0
    while k < len(tokens):
        a = tokens[k]
        if k + 1 < len(tokens):
            b = tokens[k + 1]
            if _joins(a, b):
                out.append(a + b)
                k += 2
                continue
        out.append(a)
        k += 1
    return " ".join(out)


def _joins(a: str, b: str) -> bool:
    b = b.rstrip(":.,;")  # "Ver käufer:"
    if not (_WORD_RE.fullmatch(a) and _WORD_RE.fullmatch(b)):
        return False
    if (a + b).casefold() not in _SPLIT_LABEL_WORDS or not (b[0].islower() or (a + b).isupper()):
        return False
    return not (a.casefold() in _SPLIT_LABEL_WORDS and b.casefold() in _SPLIT_LABEL_WORDS)
