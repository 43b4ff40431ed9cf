"""The one table from evidence to confidence: how sure the offline parser is of a field, by how
it was found.

Every confidence the parser reports comes from a name here (`CONFIDENCE.NUMBER_LABELLED`), so
the calibration of the whole parser is read and tuned in one place; `bench/accuracy.py` prints
how often each confidence band was right. A value is the confidence of a field found by that
evidence alone; the resolver then raises or lowers it by the invoice's arithmetic and by check
digits (the adjustments at the end of the table).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True, slots=True)
class ConfidenceTable:
    # nothing read for the field
    NOT_FOUND: float = 0.0
    # no evidence either way (a field the parser did not decide)
    UNKNOWN: float = 0.5
    # the upper bound of every confidence
    CERTAIN: float = 1.0

    # -- invoice number and purchase order
    # an invoice-number label ("Invoice No.", "Rechnungsnummer") with an id beside or under it
    NUMBER_LABELLED: float = 0.95
    # a title followed by an id ("Invoice F-2026-4453", "RECHNUNG  Nr. RE-2026-03668")
    NUMBER_AFTER_TITLE: float = 0.8
    # a bare "Number:" / "No.:" heading a segment of page one, with an id after it
    NUMBER_BARE_LABEL: float = 0.7
    # an id alone on the line right under a title that stands by itself ("FACTURA" over
    # "INV/2024/00005")
    NUMBER_UNDER_LONE_TITLE: float = 0.7
    # a labelled number that reads as a date too ("2/11/2023"), on a document printing its
    # dates otherwise
    NUMBER_LIKE_A_DATE: float = 0.6
    # a bare "Reference" label beside the invoice date's: the document's own reference
    NUMBER_REFERENCE: float = 0.55
    # a buyer's purchase-order label ("Your order", "Customer PO", "Ihre Bestellung") with an
    # id beside or under it
    ORDER_LABELLED: float = 0.9
    # a plain order label ("Order No.", "Auftrags-Nr.", "Commande n°") with an id beside or
    # under it: as often the seller's own sales-order number as the buyer's order
    ORDER_LABELLED_PLAIN: float = 0.8
    # a bare "Order" heading a column of a row of labels, its id under it
    ORDER_COLUMN: float = 0.75
    # a bare order word heading its line with a colon ("Bestellung:  B-4711")
    ORDER_WORD_COLON: float = 0.75
    # at most this for the sums of a split-payment bill (its net payable, its VAT paid apart)
    SPLIT_PAYMENT_MAX: float = 0.7
    # at most this for an id or date read from a labelled pair on a line the item table claimed
    CLAIMED_BY_TABLE_MAX: float = 0.7
    # no label (lost on a scan): the one id standing alone in its cell at the top, under a title
    NUMBER_UNLABELLED: float = 0.5

    # at most this for a value read after a label known only by its meaning words, no label
    # pattern of the lexicons matching it ("Payment deadline", `parse/concepts.py`)
    LABEL_BY_MEANING_MAX: float = 0.8

    # -- dates
    # a date after (or under) a long date label ("Rechnungsdatum", "Due date")
    DATE_LABELLED: float = 0.95
    # a date after a short label of five letters or fewer ("Date", "Datum")
    DATE_SHORT_LABEL: float = 0.85
    # a date alone under a column header naming it ("Due date" over "30.11.2026")
    DATE_UNDER_COLUMN: float = 0.75
    # the due date a payment sentence names ("Zahlbar ... bis 04.04.2026")
    DUE_DATE_IN_TERMS_SENTENCE: float = 0.75
    # a payment-terms label whose whole value is a date ("Zahlungsziel  21.05.14")
    DUE_DATE_AS_TERMS: float = 0.8
    # the date an amount-due label names ("TOTAL AMOUNT DUE ON August 3, 2014")
    DUE_DATE_OF_AMOUNT_DUE: float = 0.8
    # the date right after the invoice number ("Rechnung Nr. 4711 vom 03.02.2026")
    INVOICE_DATE_AFTER_NUMBER: float = 0.8
    # a date alone under the invoice number's value, without a label ("Nr. 1" over the date)
    INVOICE_DATE_UNDER_NUMBER: float = 0.7
    # a letter's "Place, date" line in the upper half of page one ("Musterhausen, 24.07.2026")
    INVOICE_DATE_PLACE_LINE: float = 0.75
    # no label (lost on a scan): the one date standing alone in its cell at the top of page one
    DATE_UNLABELLED: float = 0.5
    # at most: a date printed only as "03/04/2026" when no date of the document proves whether
    # the day or the month comes first (the order is a guess from the currency or the default)
    DATE_ORDER_GUESSED: float = 0.8

    # -- currency
    # a currency label naming one currency ("Währung: EUR")
    CURRENCY_LABELLED: float = 0.95
    # one currency printed beside the amounts (votes for one currency only)
    CURRENCY_SINGLE_VOTE: float = 0.95
    # the currency most amounts carry, others printed too
    CURRENCY_MAJORITY_VOTE: float = 0.7
    # amounts printed bare, a currency mentioned elsewhere ("Gesamt/€")
    CURRENCY_MENTIONED: float = 0.6
    # a bare "$" on an invoice whose addresses are Canadian (postal code "J4J 5G6"): dollars
    # of Canada; or of the one country the parties' addresses name
    CURRENCY_DOLLAR_BY_ADDRESS: float = 0.7
    # no currency printed: the one of the vendor's country (its tax id, addresses or IBAN)
    CURRENCY_OF_COUNTRY: float = 0.6
    # a bare "$" beside a dollar sign printed with its country ("$54.94" and a card slip's
    # "NZ$54.94"): that country's dollars
    CURRENCY_QUALIFIED_DOLLAR: float = 0.85
    # a bare "$" of the country of the vendor's tax id (an ABN: AUD), the US dollar not named
    CURRENCY_DOLLAR_BY_TAX_ID: float = 0.9
    # at most this for a bare "$" read as USD with nothing else American printed (no "USD",
    # "US$", US tax id or address of the vendor, dates written month first): "$" writes some
    # twenty currencies (CAD, AUD, MXN, DOP, ...)
    CURRENCY_BARE_DOLLAR: float = 0.75

    # -- money
    # an amount after its label (subtotal, total, amount due, discount, shipping)
    MONEY_LABELLED: float = 0.85
    # the net of a totals row whose last cells are net, tax and gross that add up
    SUBTOTAL_OF_TOTAL_ROW: float = 0.7
    # a summary table's columns (goods, discount, freight, tax, total) that add up
    SUMMARY_TABLE: float = 0.9
    # tax amount and rate from the invoice's one tax row
    TAX_ONE_ROW: float = 0.85
    # tax amount from several tax rows (or their printed total)
    TAX_SEVERAL_ROWS: float = 0.85
    # no single tax rate: several rates printed
    TAX_RATE_SEVERAL_ROWS: float = 0.8
    # a tax total printed without any tax row
    TAX_TOTAL_ONLY: float = 0.7
    # a line of a rate and an amount with net x rate = amount = total - net (unknown label)
    TAX_BY_ARITHMETIC: float = 0.75
    # the tax rows that prove themselves on the page (base x rate = amount) and close the total,
    # where the rows read after the labels did not
    TAX_ROWS_CLOSE_TOTAL: float = 0.75
    # the net or total that closes the totals where the one read after its label did not, printed
    # on a line of its label (or, for the net, the sum of the items)
    MONEY_CLOSES_TOTAL: float = 0.7
    # a rate OCR read as a plain figure, put right by net x rate = tax
    RATE_MISREAD: float = 0.6
    # the one printed percentage that turns the net into the tax
    RATE_PRINTED_ELSEWHERE: float = 0.7
    # the one bare figure under a "%" column header that turns the net into the tax
    RATE_IN_PERCENT_COLUMN: float = 0.7
    # the total as a figure labelled as the net that is the items plus the printed tax
    TOTAL_ITEMS_PLUS_TAX: float = 0.6
    # the total taken from the amount due (no total printed, no prepayment)
    TOTAL_FROM_AMOUNT_DUE: float = 0.6
    # a receipt's amount paid as its total (no total, amount due or net printed)
    TOTAL_FROM_AMOUNT_PAID: float = 0.6
    # the total as the net, where the invoice states that no VAT is charged
    TOTAL_NET_WITHOUT_VAT: float = 0.7
    # of several amounts printed as payable around a deduction, the first (the rest is due)
    TOTAL_FIRST_PAYABLE: float = 0.7
    # the amount due as the total less a printed prepayment
    AMOUNT_DUE_AFTER_PREPAYMENT: float = 0.7
    # the figure beside a due date ("Vtos.: 14/06/2015  213,18") that is the invoice's total
    AMOUNT_DUE_BESIDE_DUE_DATE: float = 0.7
    # of several printed net figures, the one the total adds up from
    SUBTOTAL_THAT_ADDS_UP: float = 0.85
    # of two net figures none of which closes the total, the one before the discount: less the
    # discount it is the other
    SUBTOTAL_BEFORE_DISCOUNT: float = 0.7
    # a net and a total read the other way round ("Gross Amount" before tax, "Net Amount" after
    # it): each closes the invoice's arithmetic in the other's place
    NET_AND_TOTAL_SWAPPED: float = 0.8
    # no net label: the printed figure total - tax, or the sum of the line items
    SUBTOTAL_INFERRED: float = 0.6
    # a scan's total whose cents separator OCR lost ("88 8 0"), the sum of the line items
    TOTAL_SPACED_DIGITS_OF_ITEMS: float = 0.6
    # a receipt's items add up to a figure printed under them, no total label read
    TOTAL_PRINTED_SUM_OF_ITEMS: float = 0.6
    # no total label: net, tax and total from a column of bare figures that add up
    UNLABELLED_TOTALS_COLUMN: float = 0.6
    # no total label: the figure after the read net and tax in their row that closes them
    # ("Sub Total | IVA" over "10.356,06 | 2.174,77 | $ 12.530,83")
    TOTAL_CLOSING_ITS_ROW: float = 0.7
    # the rate of such a column's tax: the one-decimal rate that turns its net into its tax
    RATE_OF_NET_AND_TAX: float = 0.55
    # the amount due of such a column: its total printed again on the next line
    AMOUNT_DUE_TOTAL_REPEATED: float = 0.55
    # no tax printed, a reverse-charge or intra-EU supply note: rate 0 and tax 0
    ZERO_RATE_OF_REVERSE_CHARGE: float = 0.7
    # no total label: the largest figure, printed on three lines or more (a receipt's sum,
    # amount to pay and amount paid)
    TOTAL_PRINTED_THRICE: float = 0.5

    # -- bank account and tax ids
    # a checksum-valid IBAN on a line that says "IBAN"
    IBAN_VALID_LABELLED: float = 0.95
    # a checksum-valid IBAN without the word "IBAN" on its line
    IBAN_VALID: float = 0.8
    # a valid IBAN joined from groups other than four (or wrapped) on a line saying "IBAN"
    IBAN_REGROUPED_LABELLED: float = 0.9
    # a valid IBAN joined from groups other than four (or wrapped), no "IBAN" on its line
    IBAN_REGROUPED: float = 0.7
    # an OCR'd IBAN valid once each character is read as its country's format wants it
    IBAN_OCR_REPAIRED: float = 0.75
    # the one account number after an "IBAN" label that fails the checksum
    IBAN_LABELLED_INVALID: float = 0.6
    # an id after a customer tax-id label ("Ihre USt-IdNr.")
    CUSTOMER_TAX_ID_LABELLED: float = 0.9
    # the one id after vendor or bare tax labels
    VENDOR_TAX_ID_LABELLED: float = 0.9
    # of several labelled ids, the footer's (or the most printed) one
    VENDOR_TAX_ID_OF_SEVERAL: float = 0.8
    # an unlabelled other id in the upper half of page one, taken as the customer's
    CUSTOMER_TAX_ID_BY_POSITION: float = 0.6
    # two valid VAT ids (a reverse-charge note): the one not the vendor's
    CUSTOMER_TAX_ID_SECOND_VALID: float = 0.6
    # no label: the one national-scheme VAT id of a page's legal footer
    VENDOR_TAX_ID_IN_FOOTER: float = 0.6
    # no tax id label at all: an EU VAT id with valid check digits, placed by print order
    VAT_ID_UNLABELLED: float = 0.45
    # the only id printed sits under the customer's name
    CUSTOMER_TAX_ID_ONLY_ONE: float = 0.75
    # two ids, each under its party's name
    TAX_IDS_BY_PARTY_BLOCK: float = 0.85
    # two ids of two countries, one of them the country of the customer's address
    TAX_IDS_BY_COUNTRY: float = 0.85
    # no label: a checksum-valid VAT id standing alone in a party's block or contact line
    TAX_ID_UNLABELLED_VALID: float = 0.7

    # -- payment terms
    # terms after a payment-terms label
    TERMS_LABELLED: float = 0.85
    # a payment phrase of the lexicon without a label ("Net 30", "Zahlbar innerhalb 14 Tagen")
    TERMS_PHRASE: float = 0.6

    # -- parties (names and addresses)
    # a party's name under its section heading ("Verkäufer", "Bill to")
    SECTION_NAME: float = 0.85
    # the customer's address under its section heading
    SECTION_ADDRESS: float = 0.8
    # the customer's name after or under a customer label
    CUSTOMER_LABELLED_NAME: float = 0.85
    # the customer's address under a customer label
    CUSTOMER_LABELLED_ADDRESS: float = 0.8
    # the customer's name and address in "Name:" and "Address:" rows without a heading
    CUSTOMER_NAME_ROW: float = 0.7
    CUSTOMER_ADDRESS_ROW: float = 0.65
    # the customer's name under the window envelope's sender line
    CUSTOMER_UNDER_SENDER_NAME: float = 0.8
    # the customer's address under the sender line
    CUSTOMER_UNDER_SENDER_ADDRESS: float = 0.75
    # the customer's name: a postcode block in the window position, no label
    CUSTOMER_WINDOW_NAME: float = 0.6
    # the customer's address in the window position, no label
    CUSTOMER_WINDOW_ADDRESS: float = 0.55
    # the customer's name alone right over the customer's tax id (or over its address lines
    # over the id), no label
    CUSTOMER_NAME_OVER_TAX_ID: float = 0.6
    # ... and the address lines between the name and the id
    CUSTOMER_ADDRESS_OVER_TAX_ID: float = 0.55
    # the vendor's name after or under a vendor label ("From", "Lieferant")
    VENDOR_LABELLED: float = 0.85
    # the vendor's name in the sender line or letterhead, printed large at the top too
    VENDOR_HEAD_AND_TOP: float = 0.9
    # the vendor's name in the sender line or a one-line letterhead
    VENDOR_HEAD: float = 0.8
    # the company of the legal footer, printed large at the top too
    VENDOR_FOOTER_AND_TOP: float = 0.9
    # the company of the legal footer
    VENDOR_FOOTER: float = 0.8
    # the name after the page's title ("Invoice · Name") opening a footer line of its address
    VENDOR_TITLE_AND_FOOTER: float = 0.85
    # no legal form: the name heading the legal footer's first column over a street and town,
    # in a footer printing a tax id or IBAN (a logo letterhead)
    VENDOR_FOOTER_COLUMN: float = 0.7
    # a name with a legal form whose column prints a VAT id, IBAN or register
    VENDOR_ID_OWNER: float = 0.8
    # the same below the letterhead, on a page whose top prints no name: a block of the
    # vendor's details lower down
    VENDOR_ID_BLOCK: float = 0.7
    # a name spelled like the web or e-mail domain printed on the invoice
    VENDOR_DOMAIN: float = 0.75
    # the largest text at the top, named in the footer too
    VENDOR_TOP_IN_FOOTER: float = 0.85
    # the largest text at the top of page one, nothing else
    VENDOR_TOP_ONLY: float = 0.65
    # the vendor's address, however its name was found
    VENDOR_ADDRESS: float = 0.7
    # the street and town a letterhead prints with no name over them (its name a logo)
    VENDOR_ADDRESS_NAMELESS: float = 0.6
    # a party's address under its name printed again elsewhere, its name read from a labelled
    # row with no address (a payment slip's "Lieferant  Name")
    ADDRESS_UNDER_NAME_AGAIN: float = 0.7

    # -- line items
    # the amounts add up to the subtotal and every row's quantity x price = amount
    ITEMS_CONSISTENT: float = 0.95
    # items read, but their arithmetic does not close
    ITEMS_INCONSISTENT: float = 0.7
    # no item read
    ITEMS_NONE: float = 0.3
    # at most this when OCR'd figures of the rows needed repair (see the warnings)
    ITEMS_REPAIRED_MAX: float = 0.6

    # -- adjustments by the resolver
    # added to each money field when subtotal - discount + shipping + tax = total
    ARITHMETIC_AGREES_BONUS: float = 0.1
    # money fields are multiplied by this when that sum does not give the total
    ARITHMETIC_DISAGREES_FACTOR: float = 0.8
    # at least this for an amount due equal to the total
    AMOUNT_DUE_IS_TOTAL: float = 0.9
    # at least this for a tax id whose scheme's check digits pass, when the evidence of whose
    # id it is was at least TAX_ID_OWNER_SURE (a label, a block per party; not the footer's of
    # several: reverse-charge notes print the customer's id there)
    TAX_ID_CHECKSUM_VALID: float = 0.95
    TAX_ID_OWNER_SURE: float = 0.85
    # else only this is added: the check digits say the id was read right, not whose it is
    TAX_ID_CHECKSUM_VALID_BONUS: float = 0.05
    # at most this for a tax id whose check digits fail (misread, or no tax id)
    TAX_ID_CHECKSUM_INVALID: float = 0.6
    # a name put right afterwards (salutation line, "ATTN:", a contact person) keeps this share
    NAME_CORRECTED_FACTOR: float = 0.9
    # the overall confidence: this share from the weakest key field, the rest from their mean
    OVERALL_WEAKEST_SHARE: float = 0.5

    def as_dict(self) -> dict[str, float]:
        """The table as evidence name -> confidence."""
        return asdict(self)


CONFIDENCE = ConfidenceTable()
