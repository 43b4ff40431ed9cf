"""Per-locale facts: currency, number/date styles, VAT rates, legal notes, address shape.

Number styles are (group separator, decimal separator); "\u00a0" is a no-break space.
Money patterns use {n} for the number, {s} for the symbol and {c} for the ISO code.
Date styles are babel patterns, or "long"/"medium" for the CLDR formats of the locale.
"""

NB = "\u00a0"

LOCALES = {
    "en_US": dict(lang="en", country="US", currency="USD", symbol="$", faker="en_US",
                  numbers=[(",", ".")], money=["{s}{n}", "{c} {n}", "{s} {n}"],
                  dates=["MM/dd/yyyy", "long", "medium", "MMMM d, yyyy"],
                  std=["8.875", "7.25", "6.25", "9.50", "6.00"], reduced=["14.75"], paper="letter"),
    "en_GB": dict(lang="en", country="GB", currency="GBP", symbol="£", faker="en_GB",
                  numbers=[(",", ".")], money=["{s}{n}", "{c} {n}"],
                  dates=["dd/MM/yyyy", "long", "d MMM yyyy", "yyyy-MM-dd"],
                  std=["20.00"], reduced=["5.00"], paper="a4"),
    "en_IE": dict(lang="en", country="IE", currency="EUR", symbol="€", faker="en_IE",
                  numbers=[(",", ".")], money=["{s}{n}", "{c} {n}", "{s} {n}"],
                  dates=["dd/MM/yyyy", "long", "d MMM yyyy"],
                  std=["23.00"], reduced=["13.50", "9.00"], paper="a4"),
    "de_DE": dict(lang="de", country="DE", currency="EUR", symbol="€", faker="de_DE",
                  numbers=[(".", ",")], money=["{n} {s}", "{n} {c}", "{c} {n}"],
                  dates=["dd.MM.yyyy", "long", "d.M.yyyy", "yyyy-MM-dd"],
                  std=["19.00"], reduced=["7.00"], paper="a4"),
    "de_AT": dict(lang="de", country="AT", currency="EUR", symbol="€", faker="de_AT",
                  numbers=[(".", ","), (NB, ",")], money=["{s} {n}", "{n} {s}", "{c} {n}"],
                  dates=["dd.MM.yyyy", "long"],
                  std=["20.00"], reduced=["10.00", "13.00"], paper="a4"),
    "de_CH": dict(lang="de", country="CH", currency="CHF", symbol="CHF", faker="de_CH",
                  numbers=[("'", "."), ("’", ".")], money=["{c} {n}", "{n} {c}"],
                  dates=["dd.MM.yyyy", "long", "d. MMMM yyyy"],
                  std=["8.10"], reduced=["2.60", "3.80"], paper="a4"),
    "fr_FR": dict(lang="fr", country="FR", currency="EUR", symbol="€", faker="fr_FR",
                  numbers=[(NB, ","), (" ", ",")], money=["{n} {s}", "{n} {c}"],
                  dates=["dd/MM/yyyy", "long", "d MMMM yyyy"],
                  std=["20.00"], reduced=["10.00", "5.50"], paper="a4"),
    "fr_CH": dict(lang="fr", country="CH", currency="CHF", symbol="CHF", faker="fr_CH",
                  numbers=[("'", "."), (NB, ".")], money=["{c} {n}", "{n} {c}"],
                  dates=["dd.MM.yyyy", "long"],
                  std=["8.10"], reduced=["2.60", "3.80"], paper="a4"),
    "fr_BE": dict(lang="fr", country="BE", currency="EUR", symbol="€", faker="fr_FR",
                  numbers=[(".", ","), (NB, ",")], money=["{n} {s}", "{s} {n}", "{n} {c}"],
                  dates=["dd/MM/yyyy", "long", "dd-MM-yyyy"],
                  std=["21.00"], reduced=["6.00", "12.00"], paper="a4"),
    "nl_NL": dict(lang="nl", country="NL", currency="EUR", symbol="€", faker="nl_NL",
                  numbers=[(".", ",")], money=["{s} {n}", "{c} {n}", "{s}{n}"],
                  dates=["dd-MM-yyyy", "long", "d MMM yyyy"],
                  std=["21.00"], reduced=["9.00"], paper="a4"),
    "nl_BE": dict(lang="nl", country="BE", currency="EUR", symbol="€", faker="nl_BE",
                  numbers=[(".", ",")], money=["{s} {n}", "{n} {s}", "{c} {n}"],
                  dates=["dd/MM/yyyy", "long", "d MMM yyyy"],
                  std=["21.00"], reduced=["6.00", "12.00"], paper="a4"),
    "es_ES": dict(lang="es", country="ES", currency="EUR", symbol="€", faker="es_ES",
                  numbers=[(".", ",")], money=["{n} {s}", "{n} {c}"],
                  dates=["dd/MM/yyyy", "long", "d-M-yyyy"],
                  std=["21.00"], reduced=["10.00"], paper="a4"),
    "it_IT": dict(lang="it", country="IT", currency="EUR", symbol="€", faker="it_IT",
                  numbers=[(".", ",")], money=["{s} {n}", "{n} {s}", "{c} {n}"],
                  dates=["dd/MM/yyyy", "long", "dd.MM.yyyy"],
                  std=["22.00"], reduced=["10.00"], paper="a4"),
    "pt_PT": dict(lang="pt", country="PT", currency="EUR", symbol="€", faker="pt_PT",
                  numbers=[(NB, ","), (".", ",")], money=["{n} {s}", "{s} {n}", "{n} {c}"],
                  dates=["dd/MM/yyyy", "long", "yyyy-MM-dd", "dd-MM-yyyy"],
                  std=["23.00"], reduced=["13.00", "6.00"], paper="a4"),
    "pl_PL": dict(lang="pl", country="PL", currency="PLN", symbol="zł", faker="pl_PL",
                  numbers=[(NB, ","), ("", ","), (".", ",")], money=["{n} {s}", "{n} {c}", "{c} {n}"],
                  dates=["dd.MM.yyyy", "yyyy-MM-dd", "long"],
                  std=["23.00"], reduced=["8.00"], paper="a4"),
}

ALL_LOCALES = list(LOCALES)

# Walloon towns for fr_BE (Faker has no fr_BE address provider).
FR_BE_TOWNS = [("4000", "Liège"), ("5000", "Namur"), ("6000", "Charleroi"), ("7000", "Mons"),
               ("1300", "Wavre"), ("7500", "Tournai"), ("6700", "Arlon"), ("4800", "Verviers"),
               ("1348", "Louvain-la-Neuve"), ("1000", "Bruxelles")]

COUNTRY_NAMES = {  # country line as printed, in the document's language
    "en": dict(US="United States", GB="United Kingdom", IE="Ireland", DE="Germany", AT="Austria",
               CH="Switzerland", FR="France", BE="Belgium", NL="Netherlands", ES="Spain", IT="Italy",
               PT="Portugal", PL="Poland"),
    "de": dict(US="USA", GB="Vereinigtes Königreich", IE="Irland", DE="Deutschland", AT="Österreich",
               CH="Schweiz", FR="Frankreich", BE="Belgien", NL="Niederlande", ES="Spanien", IT="Italien",
               PT="Portugal", PL="Polen"),
    "fr": dict(US="États-Unis", GB="Royaume-Uni", IE="Irlande", DE="Allemagne", AT="Autriche",
               CH="Suisse", FR="France", BE="Belgique", NL="Pays-Bas", ES="Espagne", IT="Italie",
               PT="Portugal", PL="Pologne"),
    "nl": dict(US="Verenigde Staten", GB="Verenigd Koninkrijk", IE="Ierland", DE="Duitsland",
               AT="Oostenrijk", CH="Zwitserland", FR="Frankrijk", BE="België", NL="Nederland",
               ES="Spanje", IT="Italië", PT="Portugal", PL="Polen"),
    "es": dict(US="Estados Unidos", GB="Reino Unido", IE="Irlanda", DE="Alemania", AT="Austria",
               CH="Suiza", FR="Francia", BE="Bélgica", NL="Países Bajos", ES="España", IT="Italia",
               PT="Portugal", PL="Polonia"),
    "it": dict(US="Stati Uniti", GB="Regno Unito", IE="Irlanda", DE="Germania", AT="Austria",
               CH="Svizzera", FR="Francia", BE="Belgio", NL="Paesi Bassi", ES="Spagna", IT="Italia",
               PT="Portogallo", PL="Polonia"),
    "pt": dict(US="Estados Unidos", GB="Reino Unido", IE="Irlanda", DE="Alemanha", AT="Áustria",
               CH="Suíça", FR="França", BE="Bélgica", NL="Países Baixos", ES="Espanha", IT="Itália",
               PT="Portugal", PL="Polónia"),
    "pl": dict(US="Stany Zjednoczone", GB="Wielka Brytania", IE="Irlandia", DE="Niemcy", AT="Austria",
               CH="Szwajcaria", FR="Francja", BE="Belgia", NL="Holandia", ES="Hiszpania", IT="Włochy",
               PT="Portugalia", PL="Polska"),
}

# EU partner locale used for the customer of a reverse-charge invoice.
RC_PARTNER = {"de_DE": "nl_NL", "de_AT": "de_DE", "fr_FR": "es_ES", "fr_BE": "nl_NL", "nl_NL": "de_DE",
              "nl_BE": "fr_FR", "es_ES": "pt_PT", "it_IT": "de_AT", "pt_PT": "es_ES", "pl_PL": "de_DE",
              "en_IE": "fr_FR", "de_CH": "de_DE", "fr_CH": "fr_FR", "en_GB": "en_IE"}

# Small-business VAT exemption notes (no VAT charged).
SMALL_BUSINESS = {
    "DE": ["Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
           "Kleinunternehmer gem. § 19 UStG – keine Umsatzsteuer ausgewiesen."],
    "AT": ["Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung gem. § 6 Abs. 1 Z 27 UStG."],
    "FR": ["TVA non applicable, art. 293 B du CGI."],
    "BE": ["Régime particulier de franchise des petites entreprises – TVA non applicable.",
           "Bijzondere vrijstellingsregeling kleine ondernemingen – btw niet van toepassing."],
    "NL": ["Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR)."],
    "IT": ["Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014."],
    "ES": ["Operación exenta de IVA (régimen de franquiciado)."],
    "PT": ["IVA – regime de isenção, art.º 53.º do CIVA."],
    "PL": ["Zwolnienie z VAT na podstawie art. 113 ust. 1 ustawy o VAT."],
}

REVERSE_CHARGE = {
    "en": ["Reverse charge: VAT to be accounted for by the recipient.",
           "VAT reverse charge – customer to account for VAT (Art. 196 Directive 2006/112/EC)."],
    "de": ["Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).",
           "Reverse Charge – die Umsatzsteuer schuldet der Leistungsempfänger."],
    "fr": ["Autoliquidation – TVA due par le preneur (art. 196 directive 2006/112/CE)."],
    "nl": ["Btw verlegd – btw te voldoen door de afnemer."],
    "es": ["Inversión del sujeto pasivo – IVA a cargo del destinatario."],
    "it": ["Inversione contabile – IVA a carico del committente (art. 196 Dir. 2006/112/CE)."],
    "pt": ["Autoliquidação – IVA devido pelo adquirente."],
    "pl": ["Odwrotne obciążenie – podatek rozlicza nabywca."],
}
