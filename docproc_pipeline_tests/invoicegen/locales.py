"""One table of country facts per generator locale: language, currency, VAT rates, legal forms,
tax-id and register labels, how addresses and amounts are printed.

Every fact here is about the country's real invoices, not about any parser."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class LocaleSpec:
    """How invoices from one country look (data only)."""

    locale: str
    language: str
    country: str  # ISO 3166 alpha-2
    currency: str
    # Standard rate first; the others are reduced rates used as a second rate.
    vat_rates: tuple[Decimal, ...]
    legal_forms: tuple[str, ...]
    tax_id_labels: tuple[str, ...]
    # Currency display templates for totals; "{n}" is the formatted number.
    money_templates: tuple[str, ...]
    # Numeric date patterns (CLDR syntax) typical of the country, besides babel's medium/long.
    numeric_dates: tuple[str, ...]
    # Extra national identifiers printed as distractors: (label, kind) with kind a generator name.
    extra_ids: tuple[tuple[str, str], ...] = ()
    # Group separators seen in print, besides the CLDR one.
    group_variants: tuple[str, ...] = ()
    sales_tax: bool = False  # US: sales tax instead of VAT, EIN instead of a VAT id
    # tax-id labels that name the seller ("NIP sprzedawcy"): never printed for the customer
    seller_tax_id_labels: tuple[str, ...] = ()
    # Faker locale for names and addresses when the locale's own has no address data ("" = own)
    faker_locale: str = ""
    # The tax has one rate per invoice (a province's or region's rate: en_CA, es_MX): never two
    single_rate: bool = False
    # Intra-EU reverse charge is printed on some invoices (not outside the EU and Switzerland)
    reverse_charge: bool = True
    # (the language's tax word, the country's): "VAT" -> "GST" in every label and sentence
    tax_word: tuple[str, str] | None = None
    # Domestic bank details instead of an IBAN: a generator name in ids.domestic_bank
    domestic_bank: str = ""
    # Towns for the address when Faker has none of the country's (Luxembourg)
    towns: tuple[str, ...] = ()


# Luxembourg's towns (Faker has no Luxembourg locale): shared by its German and French locales
_LU_TOWNS = (
    "Luxembourg", "Esch-sur-Alzette", "Differdange", "Dudelange", "Ettelbruck", "Diekirch",
    "Strassen", "Bertrange", "Mersch", "Wiltz", "Echternach",
)  # fmt: skip


_EUR = ("{n} €", "€ {n}", "€{n}", "EUR {n}", "{n} EUR")

LOCALES: dict[str, LocaleSpec] = {
    s.locale: s
    for s in (
        LocaleSpec(
            "en_US",
            "en",
            "US",
            "USD",
            (Decimal("8.875"), Decimal("7.25"), Decimal("6.00"), Decimal("6.625"), Decimal("8.25")),
            ("Inc.", "LLC", "Corp.", "Co.", "Ltd.", "LLP"),
            ("EIN", "Federal Tax ID", "Tax ID", "FEIN"),
            ("${n}", "$ {n}", "USD {n}", "{n} USD"),
            ("MM/dd/yyyy", "M/d/yyyy", "MM/dd/yy", "yyyy-MM-dd"),
            sales_tax=True,
        ),
        LocaleSpec(
            "en_GB",
            "en",
            "GB",
            "GBP",
            (Decimal("20"), Decimal("5")),
            ("Ltd", "Limited", "LLP", "plc", "Ltd."),
            ("VAT Reg. No.", "VAT No.", "VAT Registration Number", "VAT number", "VAT reg no"),
            ("£{n}", "£ {n}", "GBP {n}", "{n} GBP"),
            ("dd/MM/yyyy", "dd/MM/yy", "dd.MM.yyyy", "yyyy-MM-dd"),
            extra_ids=(
                ("Company No.", "uk_company"),
                ("Registered in England and Wales No.", "uk_company"),
            ),
        ),
        LocaleSpec(
            "en_IE",
            "en",
            "IE",
            "EUR",
            (Decimal("23"), Decimal("13.5"), Decimal("9")),
            ("Limited", "Ltd", "DAC", "Teoranta", "Unlimited Company"),
            ("VAT No.", "VAT Reg. No.", "VAT Number", "VAT ID"),
            ("€{n}", "€ {n}", "EUR {n}", "{n} EUR"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "d/M/yyyy", "yyyy-MM-dd"),
            extra_ids=(("CRO No.", "ie_cro"), ("Company Reg. No.", "ie_cro")),
        ),
        LocaleSpec(
            "de_DE",
            "de",
            "DE",
            "EUR",
            (Decimal("19"), Decimal("7")),
            ("GmbH", "GmbH & Co. KG", "AG", "KG", "e.K.", "OHG", "UG (haftungsbeschränkt)"),
            ("USt-IdNr.", "USt-ID", "Umsatzsteuer-ID", "USt.-Id.-Nr.", "UStIdNr"),
            ("{n} €", "{n} EUR", "EUR {n}", "€ {n}"),
            ("dd.MM.yyyy", "dd.MM.yy", "d.M.yyyy", "yyyy-MM-dd"),
            extra_ids=(
                ("Steuernummer", "de_stnr"),
                ("St.-Nr.", "de_stnr"),
                ("Handelsregister", "de_hrb"),
            ),
        ),
        LocaleSpec(
            "de_AT",
            "de",
            "AT",
            "EUR",
            (Decimal("20"), Decimal("10")),
            ("GmbH", "KG", "OG", "AG", "e.U.", "GesmbH"),
            ("UID-Nr.", "UID", "USt-IdNr.", "UID-Nummer"),
            ("€ {n}", "{n} €", "EUR {n}", "{n} EUR"),
            ("dd.MM.yyyy", "d.M.yyyy", "dd.MM.yy", "yyyy-MM-dd"),
            extra_ids=(("Firmenbuchnummer", "at_fn"), ("FN", "at_fn"), ("Steuernummer", "at_stnr")),
        ),
        LocaleSpec(
            "de_CH",
            "de",
            "CH",
            "CHF",
            (Decimal("8.1"), Decimal("2.6")),
            ("AG", "GmbH", "Sàrl", "& Co.", "Genossenschaft"),
            ("MWST-Nr.", "UID", "MwSt-Nr.", "Unternehmens-Nr."),
            ("CHF {n}", "{n} CHF", "Fr. {n}", "SFr. {n}"),
            ("dd.MM.yyyy", "d.M.yyyy", "dd.MM.yy", "yyyy-MM-dd"),
            group_variants=("'", "’"),
        ),
        LocaleSpec(
            "fr_FR",
            "fr",
            "FR",
            "EUR",
            (Decimal("20"), Decimal("10"), Decimal("5.5")),
            ("SARL", "SAS", "SA", "EURL", "SASU", "SNC"),
            ("N° TVA intracom.", "TVA intracommunautaire", "N° TVA", "Numéro de TVA", "TVA Intra"),
            ("{n} €", "{n} EUR", "€ {n}"),
            ("dd/MM/yyyy", "dd/MM/yy", "dd.MM.yyyy", "yyyy-MM-dd"),
            extra_ids=(("SIRET", "fr_siret"), ("RCS", "fr_rcs"), ("Code APE", "fr_ape")),
            group_variants=("\u00a0", " ", "."),
        ),
        LocaleSpec(
            "fr_CH",
            "fr",
            "CH",
            "CHF",
            (Decimal("8.1"), Decimal("2.6")),
            ("SA", "Sàrl", "& Cie", "SNC"),
            ("N° TVA", "IDE", "TVA", "No TVA"),
            ("CHF {n}", "{n} CHF", "Fr. {n}"),
            ("dd.MM.yyyy", "dd/MM/yyyy", "d.M.yyyy", "yyyy-MM-dd"),
            group_variants=("'", "’", "\u00a0", " "),
        ),
        LocaleSpec(
            "nl_NL",
            "nl",
            "NL",
            "EUR",
            (Decimal("21"), Decimal("9")),
            ("B.V.", "BV", "N.V.", "V.O.F.", "C.V."),
            ("BTW-nummer", "BTW-nr.", "Btw-id", "BTW nr", "Omzetbelastingnummer"),
            ("€ {n}", "€{n}", "EUR {n}", "{n} EUR"),
            ("dd-MM-yyyy", "d-M-yyyy", "dd/MM/yyyy", "yyyy-MM-dd"),
            extra_ids=(
                ("KvK", "nl_kvk"),
                ("KvK-nummer", "nl_kvk"),
                ("Kamer van Koophandel", "nl_kvk"),
            ),
        ),
        LocaleSpec(
            "es_ES",
            "es",
            "ES",
            "EUR",
            (Decimal("21"), Decimal("10"), Decimal("4")),
            ("S.L.", "S.A.", "S.L.U.", "S.Coop.", "SL"),
            ("NIF", "CIF", "N.I.F.", "NIF-IVA", "C.I.F."),
            ("{n} €", "{n} EUR", "€ {n}"),
            ("dd/MM/yyyy", "d/M/yyyy", "dd-MM-yyyy", "dd/MM/yy"),
            extra_ids=(("Reg. Merc.", "es_rm"),),
        ),
        LocaleSpec(
            "it_IT",
            "it",
            "IT",
            "EUR",
            (Decimal("22"), Decimal("10"), Decimal("4")),
            ("S.r.l.", "S.p.A.", "S.n.c.", "S.a.s.", "Srl"),
            ("P.IVA", "P. IVA", "Partita IVA", "P.I.", "Part. IVA"),
            ("€ {n}", "{n} €", "EUR {n}", "{n} EUR"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "dd.MM.yyyy", "d/M/yyyy"),
            extra_ids=(("Codice SDI", "it_sdi"), ("REA", "it_rea"), ("Cap. Soc.", "it_capital")),
        ),
        LocaleSpec(
            "pt_PT",
            "pt",
            "PT",
            "EUR",
            (Decimal("23"), Decimal("13"), Decimal("6")),
            ("Lda.", "Lda", "S.A.", "Unipessoal Lda.", "SA"),
            ("NIF", "NIPC", "Contribuinte", "N.º Contribuinte", "NIF/NIPC"),
            ("{n} €", "€ {n}", "{n} EUR", "EUR {n}"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "yyyy-MM-dd", "dd.MM.yyyy"),
            extra_ids=(("Capital Social", "pt_capital"), ("ATCUD", "pt_atcud")),
            group_variants=("\u00a0", " ", "."),
        ),
        LocaleSpec(
            "pl_PL",
            "pl",
            "PL",
            "PLN",
            (Decimal("23"), Decimal("8"), Decimal("5")),
            ("Sp. z o.o.", "S.A.", "sp.j.", "Sp. k.", "spółka z o.o."),
            ("NIP", "NIP UE", "Nr NIP", "NIP sprzedawcy"),
            ("{n} zł", "{n} PLN", "PLN {n}", "{n} zł"),
            ("dd.MM.yyyy", "yyyy-MM-dd", "dd-MM-yyyy", "dd/MM/yyyy"),
            extra_ids=(("REGON", "pl_regon"), ("KRS", "pl_krs"), ("BDO", "pl_bdo")),
            group_variants=("\u00a0", " ", "."),
            seller_tax_id_labels=("NIP sprzedawcy",),
        ),
        LocaleSpec(
            "fr_BE",
            "fr",
            "BE",
            "EUR",
            (Decimal("21"), Decimal("6"), Decimal("12")),
            ("SRL", "SA", "SC", "SNC", "SPRL", "ASBL"),
            ("N° TVA", "TVA", "N° d'entreprise", "Numéro d'entreprise", "N° TVA/BCE"),
            ("{n} €", "{n} EUR", "€ {n}", "EUR {n}"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "d/MM/yyyy", "dd.MM.yyyy"),
            extra_ids=(("RPM", "be_rpm"), ("Tribunal de l'entreprise", "be_rpm")),
            group_variants=(".", " ", "\u00a0"),
            faker_locale="nl_BE",
        ),
        LocaleSpec(
            "nl_BE",
            "nl",
            "BE",
            "EUR",
            (Decimal("21"), Decimal("6"), Decimal("12")),
            ("BV", "NV", "CV", "VOF", "BVBA", "VZW"),
            ("BTW", "BTW-nr.", "Ondernemingsnummer", "Ond.nr.", "BTW-nummer"),
            ("€ {n}", "{n} €", "EUR {n}", "{n} EUR"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "d/MM/yyyy", "dd.MM.yyyy"),
            extra_ids=(("RPR", "be_rpr"), ("Ondernemingsrechtbank", "be_rpr")),
        ),
        LocaleSpec(
            "it_CH",
            "it",
            "CH",
            "CHF",
            (Decimal("8.1"), Decimal("2.6")),
            ("SA", "Sagl", "& Co.", "SA in liquidazione"),
            ("N. IVA", "IVA", "IDI", "N. IDI", "No. IVA"),
            ("CHF {n}", "{n} CHF", "Fr. {n}"),
            ("dd.MM.yyyy", "d.M.yyyy", "dd.MM.yy", "dd/MM/yyyy"),
            group_variants=("'", "’"),
            faker_locale="de_CH",
        ),
        LocaleSpec(
            "en_AU",
            "en",
            "AU",
            "AUD",
            (Decimal("10"),),
            ("Pty Ltd", "Pty. Ltd.", "Limited", "Pty Limited"),
            ("ABN", "A.B.N.", "ABN No."),
            ("${n}", "$ {n}", "AUD {n}", "{n} AUD", "A${n}"),
            ("dd/MM/yyyy", "d/MM/yyyy", "dd-MM-yyyy", "dd.MM.yyyy"),
            extra_ids=(("ACN", "au_acn"), ("A.C.N.", "au_acn")),
            reverse_charge=False,
            tax_word=("VAT", "GST"),
            domestic_bank="au_bsb",
        ),
        LocaleSpec(
            "en_CA",
            "en",
            "CA",
            "CAD",
            (Decimal("13"), Decimal("5"), Decimal("15")),
            ("Inc.", "Ltd.", "Corp.", "Limited", "ULC"),
            ("GST/HST No.", "GST/HST Reg. No.", "GST No.", "HST No.", "BN"),
            ("${n}", "$ {n}", "CAD {n}", "{n} CAD", "CA${n}"),
            ("yyyy-MM-dd", "dd/MM/yyyy", "yyyy/MM/dd"),
            single_rate=True,
            reverse_charge=False,
            tax_word=("VAT", "GST/HST"),
            domestic_bank="ca_transit",
        ),
        LocaleSpec(
            "en_IN",
            "en",
            "IN",
            "INR",
            (Decimal("18"), Decimal("12"), Decimal("5"), Decimal("28")),
            ("Pvt. Ltd.", "Private Limited", "Ltd.", "LLP", "Pvt Ltd"),
            ("GSTIN", "GSTIN/UIN", "GST No.", "GSTIN No."),
            ("Rs. {n}", "INR {n}", "{n} INR", "Rs.{n}"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "dd.MM.yyyy", "dd-MMM-yyyy"),
            extra_ids=(("PAN", "in_pan"), ("CIN", "in_cin")),
            reverse_charge=False,
            tax_word=("VAT", "IGST"),
            domestic_bank="in_ifsc",
        ),
        LocaleSpec(
            "es_MX",
            "es",
            "MX",
            "MXN",
            (Decimal("16"), Decimal("8")),
            ("S.A. de C.V.", "S. de R.L. de C.V.", "S.A.P.I. de C.V.", "S.C."),
            ("RFC", "R.F.C.", "RFC Emisor"),
            ("${n}", "$ {n}", "MXN {n}", "{n} MXN", "$ {n} MXN"),
            ("dd/MM/yyyy", "dd-MM-yyyy", "d/M/yyyy", "yyyy-MM-dd"),
            single_rate=True,
            reverse_charge=False,
            domestic_bank="mx_clabe",
            seller_tax_id_labels=("RFC Emisor",),
        ),
        LocaleSpec(
            "pt_BR",
            "pt",
            "BR",
            "BRL",
            (Decimal("5"), Decimal("2"), Decimal("3")),
            ("Ltda.", "Ltda", "S.A.", "EIRELI", "ME"),
            ("CNPJ", "CNPJ/MF", "CNPJ nº"),
            ("R$ {n}", "R${n}", "BRL {n}"),
            ("dd/MM/yyyy", "dd/MM/yy", "dd.MM.yyyy", "dd-MM-yyyy"),
            extra_ids=(("Inscrição Estadual", "br_ie"), ("Inscrição Municipal", "br_im")),
            single_rate=True,
            reverse_charge=False,
            tax_word=("IVA", "ISS"),
            domestic_bank="br_agencia",
        ),
        LocaleSpec(
            "de_LU",
            "de",
            "LU",
            "EUR",
            (Decimal("17"), Decimal("8"), Decimal("3")),
            ("S.à r.l.", "SARL", "S.A.", "SARL-S", "GmbH"),
            ("USt-IdNr.", "TVA", "MwSt.-Nr.", "No TVA", "TVA-Nr."),
            ("{n} €", "{n} EUR", "EUR {n}", "€ {n}"),
            ("dd.MM.yyyy", "dd/MM/yyyy", "d.M.yyyy", "dd.MM.yy"),
            extra_ids=(("RCS Luxembourg", "lu_rcs"), ("Matricule", "lu_matricule")),
            faker_locale="de_DE",
            towns=_LU_TOWNS,
        ),
        LocaleSpec(
            "fr_LU",
            "fr",
            "LU",
            "EUR",
            (Decimal("17"), Decimal("8"), Decimal("3")),
            ("S.à r.l.", "SARL", "S.A.", "SARL-S", "SCS"),
            ("N° TVA", "TVA", "No TVA", "N° TVA intracom.", "Numéro TVA"),
            ("{n} €", "{n} EUR", "EUR {n}", "€ {n}"),
            ("dd/MM/yyyy", "dd.MM.yyyy", "dd/MM/yy", "d/M/yyyy"),
            extra_ids=(("RCS Luxembourg", "lu_rcs"), ("Matricule", "lu_matricule")),
            faker_locale="fr_FR",
            towns=_LU_TOWNS,
        ),
    )
}

# The generator's default locales: the sets made before the regional variants were added
# (dev, held-out, the README's measures) are rebuilt byte for byte from the same command.
BASE_LOCALES: tuple[str, ...] = (
    "en_US", "en_GB", "en_IE", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "nl_NL", "es_ES",
    "it_IT", "pt_PT", "pl_PL",
)  # fmt: skip
# Regional variants of the same eight languages (chosen with --locales regional or all).
REGIONAL_LOCALES: tuple[str, ...] = tuple(x for x in LOCALES if x not in BASE_LOCALES)

# EU countries a reverse-charge customer may come from (locale of the customer's address).
EU_LOCALES: tuple[str, ...] = tuple(
    x
    for x in ("en_IE", "de_DE", "de_AT", "fr_FR", "nl_NL", "es_ES", "it_IT", "pt_PT", "pl_PL")
    if x in LOCALES
)
