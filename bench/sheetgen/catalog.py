"""Item catalogue: descriptions in each language, units, price ranges and quantity kinds."""

from __future__ import annotations

from dataclasses import dataclass

LANG_ORDER = ("en", "de", "fr", "nl", "es", "it", "pt", "pl")

UNITS: dict[str, tuple[str, ...]] = {
    "pc": ("pcs", "Stk.", "pce", "st.", "ud.", "pz.", "un.", "szt."),
    "h": ("h", "Std.", "h", "uur", "h", "ore", "h", "godz."),
    "m": ("m", "m", "m", "m", "m", "m", "m", "m"),
    "m2": ("m²", "m²", "m²", "m²", "m²", "m²", "m²", "m²"),
    "kg": ("kg", "kg", "kg", "kg", "kg", "kg", "kg", "kg"),
    "flat": ("flat", "psch.", "forfait", "post", "global", "forf.", "vg", "kpl."),
    "mo": ("month", "Monat", "mois", "mnd", "mes", "mese", "mês", "mies."),
}


@dataclass(frozen=True)
class Item:
    names: tuple[str, ...]  # in LANG_ORDER
    unit: str  # key of UNITS
    lo: float
    hi: float
    kind: str  # n: small integer, d: decimal quantity, bulk: 3-decimal price, one: quantity 1


ITEMS: tuple[Item, ...] = (
    Item(("Consulting services", "Beratungsleistung", "Prestation de conseil", "Advieswerkzaamheden",
          "Servicios de consultoría", "Consulenza", "Serviços de consultoria", "Usługi doradcze"),
         "h", 60, 150, "d"),
    Item(("Installation labour", "Montagearbeiten", "Main-d'œuvre installation", "Montagewerk",
          "Mano de obra instalación", "Manodopera installazione", "Mão de obra instalação",
          "Robocizna montaż"), "h", 38, 85, "d"),
    Item(("Copper pipe 15 mm", "Kupferrohr 15 mm", "Tube cuivre 15 mm", "Koperen buis 15 mm",
          "Tubo de cobre 15 mm", "Tubo rame 15 mm", "Tubo de cobre 15 mm", "Rura miedziana 15 mm"),
         "m", 4, 14, "d"),
    Item(("Wood screws 4x40, zinc", "Spanplattenschrauben 4x40 verzinkt", "Vis bois 4x40 zinguées",
          "Spaanplaatschroeven 4x40", "Tornillos madera 4x40", "Viti legno 4x40 zincate",
          "Parafusos madeira 4x40", "Wkręty do drewna 4x40"), "pc", 0.02, 0.09, "bulk"),
    Item(("Floor tiles 30x60", "Bodenfliesen 30x60", "Carrelage sol 30x60", "Vloertegels 30x60",
          "Baldosas suelo 30x60", "Piastrelle pavimento 30x60", "Mosaico pavimento 30x60",
          "Płytki podłogowe 30x60"), "m2", 18, 60, "d"),
    Item(("Office chair, ergonomic", "Bürostuhl, ergonomisch", "Fauteuil de bureau ergonomique",
          "Bureaustoel, ergonomisch", "Silla de oficina ergonómica", "Sedia ufficio ergonomica",
          "Cadeira de escritório ergonómica", "Krzesło biurowe ergonomiczne"), "pc", 120, 420, "n"),
    Item(("Printer toner, black", "Druckertoner schwarz", "Toner imprimante noir", "Printertoner zwart",
          "Tóner impresora negro", "Toner stampante nero", "Toner impressora preto",
          "Toner do drukarki czarny"), "pc", 35, 95, "n"),
    Item(("Website maintenance", "Website-Wartung", "Maintenance site web", "Websiteonderhoud",
          "Mantenimiento web", "Manutenzione sito web", "Manutenção do website",
          "Obsługa strony www"), "mo", 80, 450, "n"),
    Item(("Travel flat rate", "Anfahrtspauschale", "Forfait déplacement", "Voorrijkosten",
          "Desplazamiento", "Diritto di chiamata", "Deslocação", "Dojazd"), "flat", 25, 90, "one"),
    Item(("Coffee beans, 1 kg", "Kaffeebohnen, 1 kg", "Café en grains, 1 kg", "Koffiebonen, 1 kg",
          "Café en grano, 1 kg", "Caffè in grani, 1 kg", "Café em grão, 1 kg",
          "Kawa ziarnista, 1 kg"), "pc", 12, 32, "n"),
    Item(("Cleaning, monthly fee", "Büroreinigung, Monatspauschale", "Nettoyage, forfait mensuel",
          "Schoonmaak, maandtarief", "Limpieza, cuota mensual", "Pulizie, canone mensile",
          "Limpeza, avença mensal", "Sprzątanie, opłata miesięczna"), "mo", 250, 900, "n"),
    Item(("Cable NYM 3x1.5", "Mantelleitung NYM-J 3x1,5 mm²", "Câble 3G1,5", "Installatiekabel 3x1,5",
          "Cable 3x1,5 mm²", "Cavo 3x1,5 mm²", "Cabo 3x1,5 mm²", "Przewód YDY 3x1,5"),
         "m", 0.8, 3.2, "d"),
    Item(("Printing brochures A4", "Druck Broschüren A4", "Impression brochures A4",
          "Drukwerk brochures A4", "Impresión folletos A4", "Stampa brochure A4",
          "Impressão brochuras A4", "Druk broszur A4"), "pc", 0.3, 2.5, "bulk"),
    Item(("Software licence, per user/year", "Softwarelizenz, pro Benutzer/Jahr",
          "Licence logiciel, par utilisateur/an", "Softwarelicentie, per gebruiker/jaar",
          "Licencia de software, por usuario/año", "Licenza software, per utente/anno",
          "Licença de software, por utilizador/ano", "Licencja, na użytkownika/rok"),
         "pc", 45, 240, "n"),
    Item(("Waste disposal", "Entsorgung Altmaterial", "Évacuation des déchets", "Afvalafvoer",
          "Retirada de residuos", "Smaltimento rifiuti", "Remoção de resíduos", "Wywóz odpadów"),
         "flat", 20, 80, "one"),
    Item(("Organic flour, 25 kg sack", "Bio-Mehl, 25-kg-Sack", "Farine bio, sac 25 kg",
          "Biologische bloem, zak 25 kg", "Harina ecológica, saco 25 kg", "Farina bio, sacco 25 kg",
          "Farinha biológica, saco 25 kg", "Mąka ekologiczna, worek 25 kg"), "kg", 0.9, 3.5, "d"),
)

REDUCED_ITEMS = {9, 15}  # food: reduced VAT rate where one exists

TASKS: tuple[tuple[str, ...], ...] = (
    ("Requirements workshop", "Anforderungsworkshop", "Atelier de cadrage", "Workshop eisen",
     "Taller de requisitos", "Workshop requisiti", "Workshop de requisitos", "Warsztat wymagań"),
    ("Backend development", "Backend-Entwicklung", "Développement back-end", "Backend-ontwikkeling",
     "Desarrollo backend", "Sviluppo backend", "Desenvolvimento backend", "Programowanie backend"),
    ("Code review", "Code-Review", "Revue de code", "Codereview", "Revisión de código",
     "Revisione codice", "Revisão de código", "Przegląd kodu"),
    ("Bug fixing", "Fehlerbehebung", "Correction de bugs", "Bugfixes", "Corrección de errores",
     "Correzione errori", "Correção de erros", "Poprawki błędów"),
    ("Project meeting", "Projektbesprechung", "Réunion de projet", "Projectoverleg",
     "Reunión de proyecto", "Riunione di progetto", "Reunião de projeto", "Spotkanie projektowe"),
    ("Documentation", "Dokumentation", "Documentation", "Documentatie", "Documentación",
     "Documentazione", "Documentação", "Dokumentacja"),
    ("Deployment and testing", "Deployment und Test", "Déploiement et tests", "Uitrol en testen",
     "Despliegue y pruebas", "Rilascio e test", "Implementação e testes", "Wdrożenie i testy"),
)


def lang_index(lang: str) -> int:
    return LANG_ORDER.index(lang)
