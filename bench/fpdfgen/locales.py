"""Per-locale data: number/date/currency formats, VAT rates, country, id schemes.

One row per locale. Formats are lists of choices; a document picks one of each.
"""

LOCALES = {
    "en_US": dict(lang="en", country="US", country_name="United States", faker="en_US",
                  currency="USD", groups=[",."], money=["$%s", "USD %s", "%s USD"],
                  dates=["MM/dd/y", "MMMM d, y", "MMM d, y"], rates=["8.875", "7.25", "6.00", "8.25", "6.625"],
                  reduced=[], vat="us", iban=None, phone="(###) ###-####"),
    "en_GB": dict(lang="en", country="GB", country_name="United Kingdom", faker="en_GB",
                  currency="GBP", groups=[",."], money=["£%s", "GBP %s"],
                  dates=["dd/MM/y", "d MMMM y", "d MMM y"], rates=["20.00"], reduced=["5.00"],
                  vat="gb", iban="GB", phone="0#### ######"),
    "en_IE": dict(lang="en", country="IE", country_name="Ireland", faker="en_IE",
                  currency="EUR", groups=[",."], money=["€%s", "EUR %s", "€ %s"],
                  dates=["dd/MM/y", "d MMMM y", "dd-MM-y"], rates=["23.00"], reduced=["13.50", "9.00"],
                  vat="ie", iban="IE", phone="+353 1 ### ####"),
    "de_DE": dict(lang="de", country="DE", country_name="Deutschland", faker="de_DE",
                  currency="EUR", groups=[".,"], money=["%s €", "%s EUR", "EUR %s"],
                  dates=["dd.MM.y", "d. MMMM y", "dd.MM.yy"], rates=["19.00"], reduced=["7.00"],
                  vat="de", iban="DE", phone="0### #######"),
    "de_AT": dict(lang="de", country="AT", country_name="Österreich", faker="de_AT",
                  currency="EUR", groups=[".,", " ,"], money=["€ %s", "%s EUR", "EUR %s"],
                  dates=["dd.MM.y", "d. MMMM y"], rates=["20.00"], reduced=["10.00", "13.00"],
                  vat="at", iban="AT", phone="+43 1 ### ## ##"),
    "de_CH": dict(lang="de", country="CH", country_name="Schweiz", faker="de_CH",
                  currency="CHF", groups=["'."], money=["CHF %s", "%s CHF", "Fr. %s"],
                  dates=["dd.MM.y", "d. MMMM y"], rates=["8.10"], reduced=["2.60", "3.80"],
                  vat="ch", iban="CH", phone="+41 44 ### ## ##"),
    "fr_FR": dict(lang="fr", country="FR", country_name="France", faker="fr_FR",
                  currency="EUR", groups=[" ,", ".,"], money=["%s €", "%s EUR"],
                  dates=["dd/MM/y", "d MMMM y"], rates=["20.00"], reduced=["10.00", "5.50"],
                  vat="fr", iban="FR", phone="01 ## ## ## ##"),
    "fr_CH": dict(lang="fr", country="CH", country_name="Suisse", faker="fr_CH",
                  currency="CHF", groups=["'.", " ."], money=["CHF %s", "%s CHF"],
                  dates=["dd.MM.y", "d MMMM y"], rates=["8.10"], reduced=["2.60"],
                  vat="ch", iban="CH", phone="+41 22 ### ## ##"),
    "fr_BE": dict(lang="fr", country="BE", country_name="Belgique", faker="fr_FR", addr_faker="nl_BE",
                  currency="EUR", groups=[".,", " ,"], money=["%s €", "€ %s", "%s EUR"],
                  dates=["dd/MM/y", "d MMMM y"], rates=["21.00"], reduced=["6.00", "12.00"],
                  vat="be", iban="BE", phone="+32 2 ### ## ##",
                  cities=["Liège", "Namur", "Charleroi", "Mons", "Wavre", "Tournai", "Arlon", "Nivelles"]),
    "nl_NL": dict(lang="nl", country="NL", country_name="Nederland", faker="nl_NL",
                  currency="EUR", groups=[".,"], money=["€ %s", "EUR %s", "€%s"],
                  dates=["dd-MM-y", "d MMMM y", "dd/MM/y"], rates=["21.00"], reduced=["9.00"],
                  vat="nl", iban="NL", phone="020 ### ####"),
    "nl_BE": dict(lang="nl", country="BE", country_name="België", faker="nl_BE",
                  currency="EUR", groups=[".,"], money=["€ %s", "%s EUR", "%s €"],
                  dates=["dd/MM/y", "d MMMM y", "dd-MM-y"], rates=["21.00"], reduced=["6.00"],
                  vat="be", iban="BE", phone="+32 9 ### ## ##"),
    "es_ES": dict(lang="es", country="ES", country_name="España", faker="es_ES",
                  currency="EUR", groups=[".,"], money=["%s €", "%s EUR"],
                  dates=["dd/MM/y", "d 'de' MMMM 'de' y", "dd-MM-y"], rates=["21.00"], reduced=["10.00", "4.00"],
                  vat="es", iban="ES", phone="9## ### ###"),
    "it_IT": dict(lang="it", country="IT", country_name="Italia", faker="it_IT",
                  currency="EUR", groups=[".,"], money=["€ %s", "%s €", "EUR %s"],
                  dates=["dd/MM/y", "d MMMM y", "dd.MM.y"], rates=["22.00"], reduced=["10.00", "4.00"],
                  vat="it", iban="IT", phone="02 ########",
                  cities=[("Milano", "MI"), ("Roma", "RM"), ("Torino", "TO"), ("Bologna", "BO"), ("Firenze", "FI"),
                          ("Verona", "VR"), ("Bergamo", "BG"), ("Brescia", "BS"), ("Padova", "PD"), ("Monza", "MB")]),
    "pt_PT": dict(lang="pt", country="PT", country_name="Portugal", faker="pt_PT",
                  currency="EUR", groups=[" ,", ".,"], money=["%s €", "%s EUR", "€ %s"],
                  dates=["dd/MM/y", "d 'de' MMMM 'de' y", "y-MM-dd"], rates=["23.00"], reduced=["13.00", "6.00"],
                  vat="pt", iban="PT", phone="21# ### ###"),
    "pl_PL": dict(lang="pl", country="PL", country_name="Polska", faker="pl_PL",
                  currency="PLN", groups=[" ,", ".,"], money=["%s zł", "%s PLN"],
                  dates=["dd.MM.y", "y-MM-dd", "d MMMM y"], rates=["23.00"], reduced=["8.00", "5.00"],
                  vat="pl", iban="PL", phone="+48 22 ### ## ##"),
}

ALL = list(LOCALES)

# EU member states among the locales (reverse charge is possible between two of them)
EU = {"IE", "DE", "AT", "FR", "BE", "NL", "ES", "IT", "PT", "PL"}

# Legal-form suffixes printed after company names
LEGAL_FORMS = {
    "US": ["Inc.", "LLC", "Corp."], "GB": ["Ltd", "Limited", "LLP"], "IE": ["Ltd", "Limited", "DAC"],
    "DE": ["GmbH", "GmbH & Co. KG", "e.K.", "UG (haftungsbeschränkt)", "KG"], "AT": ["GmbH", "OG", "KG", "e.U."],
    "CH": ["AG", "GmbH", "Sàrl", "SA"], "FR": ["SARL", "SAS", "SA", "EURL"], "BE": ["SRL", "SA", "BV", "NV", "BVBA"],
    "NL": ["B.V.", "V.O.F.", "N.V."], "ES": ["S.L.", "S.A.", "S.L.U."], "IT": ["S.r.l.", "S.p.A.", "S.n.c."],
    "PT": ["Lda.", "S.A.", "Unipessoal Lda."], "PL": ["Sp. z o.o.", "S.A.", "sp.j."],
}

# Sector words by language, to build company names "Name Sector Form"
SECTORS = {
    "en": ["Analytics", "Print & Design", "Building Services", "Consulting", "Supplies", "Electrical", "Logistics", "IT Solutions"],
    "de": ["Haustechnik", "Druckerei", "Gebäudeservice", "Beratung", "Bürobedarf", "Elektrotechnik", "Logistik", "IT-Service"],
    "fr": ["Conseil", "Imprimerie", "Services", "Fournitures", "Électricité", "Transports", "Informatique", "Bâtiment"],
    "nl": ["Advies", "Drukkerij", "Installatietechniek", "Kantoorartikelen", "Logistiek", "ICT", "Bouw", "Schoonmaak"],
    "es": ["Consultoría", "Imprenta", "Instalaciones", "Suministros", "Logística", "Informática", "Reformas"],
    "it": ["Consulenza", "Tipografia", "Impianti", "Forniture", "Logistica", "Informatica", "Servizi"],
    "pt": ["Consultoria", "Tipografia", "Instalações", "Fornecimentos", "Logística", "Informática", "Serviços"],
    "pl": ["Doradztwo", "Drukarnia", "Instalacje", "Zaopatrzenie", "Logistyka", "Informatyka", "Usługi"],
}
