"""Item catalogs per domain. Each row: unit key, price range, kind of quantity, then the
description in en | de | fr | nl | es | it | pt | pl.

Quantity kinds: int (1-12), bulk (5-250), hours (0.25 steps), one (always 1), kwh (consumption),
days (days in period), area (m², two decimals).
"""
from .labels import LANGS

UNITS = {  # unit key -> per-language abbreviation
    "pcs": dict(en="pcs", de="Stk.", fr="pce", nl="st.", es="ud.", it="pz.", pt="un.", pl="szt."),
    "h": dict(en="h", de="Std.", fr="h", nl="uur", es="h", it="h", pt="h", pl="godz."),
    "m2": dict(en="m²", de="m²", fr="m²", nl="m²", es="m²", it="m²", pt="m²", pl="m²"),
    "m3": dict(en="m³", de="m³", fr="m³", nl="m³", es="m³", it="m³", pt="m³", pl="m³"),
    "m": dict(en="m", de="lfm", fr="ml", nl="m", es="ml", it="ml", pt="ml", pl="mb"),
    "kwh": dict(en="kWh", de="kWh", fr="kWh", nl="kWh", es="kWh", it="kWh", pt="kWh", pl="kWh"),
    "day": dict(en="days", de="Tage", fr="jours", nl="dagen", es="días", it="giorni", pt="dias", pl="dni"),
    "month": dict(en="month", de="Monat", fr="mois", nl="maand", es="mes", it="mese", pt="mês", pl="mies."),
    "gb": dict(en="GB", de="GB", fr="Go", nl="GB", es="GB", it="GB", pt="GB", pl="GB"),
    "min": dict(en="min", de="Min.", fr="min", nl="min", es="min", it="min", pt="min", pl="min"),
    "night": dict(en="night", de="Nacht", fr="nuit", nl="nacht", es="noche", it="notte", pt="noite", pl="noc"),
    "flat": dict(en="flat", de="pausch.", fr="forfait", nl="post", es="global", it="forfait", pt="global", pl="ryczałt"),
    "user": dict(en="users", de="Nutzer", fr="util.", nl="gebr.", es="usuarios", it="utenti", pt="utiliz.", pl="użytk."),
}

_DOMAINS = {
"goods": """
pcs 8-45 int | USB-C charging cable, 2 m | USB-C-Ladekabel, 2 m | Câble de charge USB-C, 2 m | USB-C-oplaadkabel, 2 m | Cable de carga USB-C, 2 m | Cavo di ricarica USB-C, 2 m | Cabo de carregamento USB-C, 2 m | Kabel ładujący USB-C, 2 m
pcs 19-89 int | Wireless mouse, silent click | Kabellose Maus, leise Tasten | Souris sans fil silencieuse | Draadloze muis, stille klik | Ratón inalámbrico silencioso | Mouse wireless silenzioso | Rato sem fios silencioso | Mysz bezprzewodowa, cichy klik
pcs 25-140 int | Stainless steel water bottle 750 ml | Edelstahl-Trinkflasche 750 ml | Gourde inox 750 ml | RVS drinkfles 750 ml | Botella de acero inoxidable 750 ml | Borraccia in acciaio inox 750 ml | Garrafa de aço inoxidável 750 ml | Butelka ze stali nierdzewnej 750 ml
pcs 12-60 int | Cotton bath towel set, grey | Baumwoll-Handtuchset, grau | Lot de serviettes en coton, gris | Katoenen handdoekenset, grijs | Juego de toallas de algodón, gris | Set asciugamani in cotone, grigio | Conjunto de toalhas de algodão, cinza | Zestaw ręczników bawełnianych, szary
pcs 40-220 int | LED desk lamp with dimmer | LED-Schreibtischleuchte, dimmbar | Lampe de bureau LED à variateur | LED-bureaulamp met dimmer | Lámpara de escritorio LED regulable | Lampada da scrivania LED dimmerabile | Candeeiro de secretária LED regulável | Lampka biurkowa LED ze ściemniaczem
pcs 9-35 int | Hardcover notebook A5, dotted | Notizbuch A5, gepunktet, Hardcover | Carnet A5 pointillé, couverture rigide | Notitieboek A5, dotted, harde kaft | Cuaderno A5 punteado, tapa dura | Taccuino A5 puntinato, copertina rigida | Caderno A5 pontilhado, capa dura | Notes A5 w kropki, twarda oprawa
pcs 60-300 int | Bluetooth speaker, waterproof | Bluetooth-Lautsprecher, wasserdicht | Enceinte Bluetooth étanche | Bluetooth-speaker, waterdicht | Altavoz Bluetooth resistente al agua | Altoparlante Bluetooth impermeabile | Coluna Bluetooth à prova de água | Głośnik Bluetooth wodoodporny
pcs 15-70 int | Ceramic coffee mugs, set of 4 | Keramik-Kaffeebecher, 4er-Set | Mugs en céramique, lot de 4 | Keramische koffiemokken, set van 4 | Tazas de cerámica, juego de 4 | Tazze in ceramica, set da 4 | Canecas de cerâmica, conjunto de 4 | Kubki ceramiczne, zestaw 4 szt.
""",
"books": """
pcs 9-39 int | Paperback novel | Taschenbuch, Roman | Roman, livre de poche | Paperback roman | Novela, libro de bolsillo | Romanzo, tascabile | Romance, livro de bolso | Powieść, wydanie kieszonkowe
pcs 18-60 int | Cookbook, hardcover | Kochbuch, gebunden | Livre de cuisine, relié | Kookboek, gebonden | Libro de cocina, tapa dura | Libro di cucina, rilegato | Livro de culinária, capa dura | Książka kucharska, twarda oprawa
pcs 6-22 int | Ground coffee 500 g | Kaffee gemahlen 500 g | Café moulu 500 g | Gemalen koffie 500 g | Café molido 500 g | Caffè macinato 500 g | Café moído 500 g | Kawa mielona 500 g
""",
"energy": """
kwh 0.2200-0.3900 kwh | Electricity, working price | Arbeitspreis Strom | Consommation électricité | Leveringstarief elektriciteit | Término de energía | Energia elettrica, quota energia | Energia ativa | Energia elektryczna czynna
day 0.3500-0.6500 days | Standing charge | Grundpreis | Abonnement | Vaste leveringskosten | Término de potencia | Quota fissa | Termo fixo | Opłata stała
kwh 0.0600-0.1200 kwh | Network usage charge | Netzentgelt | Acheminement (TURPE) | Netbeheerkosten | Peajes de acceso | Oneri di rete | Tarifa de acesso às redes | Opłata dystrybucyjna zmienna
kwh 0.0150-0.0300 kwh | Electricity tax | Stromsteuer | Accise sur l'électricité | Energiebelasting | Impuesto eléctrico | Accisa energia elettrica | Imposto especial de consumo | Akcyza
month 2.50-6.90 one | Meter operation | Messstellenbetrieb | Location du compteur | Meterhuur | Alquiler de contador | Noleggio contatore | Aluguer do contador | Opłata licznikowa
""",
"telecom": """
month 19.00-69.00 one | Mobile plan, monthly fee | Mobilfunktarif, Grundgebühr | Forfait mobile, abonnement mensuel | Mobiel abonnement, maandbedrag | Tarifa móvil, cuota mensual | Piano mobile, canone mensile | Tarifário móvel, mensalidade | Abonament komórkowy, opłata miesięczna
gb 2.00-9.90 int | Additional data | Zusätzliches Datenvolumen | Données supplémentaires | Extra data | Datos adicionales | Traffico dati aggiuntivo | Dados adicionais | Dodatkowy pakiet danych
min 0.045-0.190 bulk | Calls to other networks | Gespräche in andere Netze | Appels vers autres réseaux | Bellen naar andere netwerken | Llamadas a otras redes | Chiamate verso altri operatori | Chamadas para outras redes | Połączenia do innych sieci
min 0.120-0.490 bulk | Roaming calls | Roaming-Gespräche | Appels en itinérance | Roaming gesprekken | Llamadas en itinerancia | Chiamate in roaming | Chamadas em roaming | Połączenia w roamingu
month 25.00-49.00 one | Fibre internet 500 Mbit/s | Glasfaser-Internet 500 Mbit/s | Internet fibre 500 Mbit/s | Glasvezel internet 500 Mbit/s | Fibra 500 Mb | Fibra 500 Mbit/s | Internet fibra 500 Mbps | Internet światłowodowy 500 Mb/s
""",
"lodging": """
night 79.00-245.00 one | Accommodation | Übernachtung | Hébergement | Overnachting | Alojamiento | Pernottamento | Alojamento | Nocleg
""",
"extras": """
pcs 12.00-28.00 int | Breakfast buffet | Frühstücksbuffet | Petit-déjeuner buffet | Ontbijtbuffet | Desayuno buffet | Colazione a buffet | Pequeno-almoço buffet | Śniadanie w formie bufetu
pcs 3.50-9.00 int | Minibar | Minibar | Minibar | Minibar | Minibar | Minibar | Minibar | Minibar
day 12.00-29.00 int | Parking garage | Tiefgarage | Parking | Parkeergarage | Aparcamiento | Garage | Estacionamento | Parking podziemny
pcs 24.00-85.00 one | Restaurant | Restaurant | Restaurant | Restaurant | Restaurante | Ristorante | Restaurante | Restauracja
pcs 6.00-18.00 int | Laundry service | Wäscheservice | Blanchisserie | Wasservice | Servicio de lavandería | Servizio lavanderia | Serviço de lavandaria | Usługa pralnicza
pcs 18.00-45.00 one | Spa access | Wellnessbereich | Accès spa | Toegang wellness | Acceso spa | Ingresso spa | Acesso ao spa | Wstęp do strefy spa
""",
"tasks": """
h 65.00-145.00 hours | Requirements workshop | Anforderungsworkshop | Atelier de recueil des besoins | Workshop requirements | Taller de requisitos | Workshop requisiti | Workshop de requisitos | Warsztat wymagań
h 65.00-145.00 hours | Backend development | Backend-Entwicklung | Développement backend | Backend-ontwikkeling | Desarrollo backend | Sviluppo backend | Desenvolvimento backend | Programowanie backend
h 65.00-145.00 hours | Code review and testing | Code-Review und Tests | Revue de code et tests | Codereview en testen | Revisión de código y pruebas | Revisione del codice e test | Revisão de código e testes | Przegląd kodu i testy
h 65.00-145.00 hours | Database migration | Datenbankmigration | Migration de base de données | Databasemigratie | Migración de base de datos | Migrazione database | Migração da base de dados | Migracja bazy danych
h 65.00-145.00 hours | Project meeting | Projektbesprechung | Réunion de projet | Projectoverleg | Reunión de proyecto | Riunione di progetto | Reunião de projeto | Spotkanie projektowe
h 65.00-145.00 hours | UI design revisions | Überarbeitung UI-Design | Révisions de la maquette UI | Aanpassingen UI-ontwerp | Revisión del diseño UI | Revisione design UI | Revisão do design UI | Poprawki projektu UI
h 65.00-145.00 hours | Deployment and documentation | Deployment und Dokumentation | Mise en production et documentation | Uitrol en documentatie | Despliegue y documentación | Rilascio e documentazione | Implementação e documentação | Wdrożenie i dokumentacja
""",
"consulting": """
flat 350.00-4800.00 one | Strategy workshop with management team | Strategieworkshop mit der Geschäftsleitung | Atelier stratégique avec la direction | Strategiesessie met het managementteam | Taller de estrategia con la dirección | Workshop strategico con la direzione | Workshop de estratégia com a direção | Warsztat strategiczny z zarządem
flat 350.00-4800.00 one | Market analysis and written report | Marktanalyse mit schriftlichem Bericht | Analyse de marché et rapport écrit | Marktanalyse met schriftelijk rapport | Análisis de mercado e informe escrito | Analisi di mercato e relazione scritta | Análise de mercado e relatório escrito | Analiza rynku z raportem
flat 350.00-4800.00 one | Review of contracts and terms of business | Prüfung der Verträge und AGB | Revue des contrats et CGV | Beoordeling contracten en voorwaarden | Revisión de contratos y condiciones | Revisione contratti e condizioni generali | Revisão de contratos e condições gerais | Przegląd umów i regulaminów
flat 350.00-4800.00 one | Coaching sessions, March | Coaching-Termine März | Séances de coaching, mars | Coachingsessies maart | Sesiones de coaching, marzo | Sessioni di coaching, marzo | Sessões de coaching, março | Sesje coachingowe, marzec
flat 350.00-4800.00 one | Travel expenses as agreed | Reisekosten laut Vereinbarung | Frais de déplacement selon accord | Reiskosten volgens afspraak | Gastos de viaje según lo acordado | Spese di viaggio come concordato | Despesas de deslocação conforme acordado | Koszty podróży zgodnie z umową
flat 350.00-4800.00 one | Preparation of board presentation | Vorbereitung der Präsentation für den Beirat | Préparation de la présentation au conseil | Voorbereiding presentatie raad van bestuur | Preparación de la presentación al consejo | Preparazione presentazione al CdA | Preparação da apresentação ao conselho | Przygotowanie prezentacji dla rady
flat 350.00-4800.00 one | Process audit, purchasing department | Prozessaudit Einkauf | Audit des processus achats | Procesaudit inkoop | Auditoría de procesos de compras | Audit processi ufficio acquisti | Auditoria de processos de compras | Audyt procesów działu zakupów
""",
"construction": """
m2 28.00-95.00 area | Interior plastering, walls | Innenputz Wände | Enduit intérieur, murs | Binnenpleisterwerk wanden | Enlucido interior de paredes | Intonaco interno pareti | Reboco interior de paredes | Tynk wewnętrzny ścian
m2 35.00-120.00 area | Screed, 65 mm | Estrich 65 mm | Chape 65 mm | Dekvloer 65 mm | Solera de mortero 65 mm | Massetto 65 mm | Betonilha 65 mm | Wylewka 65 mm
m 12.00-48.00 area | Skirting boards, oak | Sockelleisten Eiche | Plinthes en chêne | Plinten eiken | Rodapié de roble | Battiscopa rovere | Rodapé em carvalho | Listwy przypodłogowe dąb
m3 95.00-180.00 area | Concrete C25/30 for foundation | Beton C25/30 Fundament | Béton C25/30 pour fondations | Beton C25/30 fundering | Hormigón C25/30 cimentación | Calcestruzzo C25/30 fondazione | Betão C25/30 fundação | Beton C25/30 fundament
h 48.00-72.00 hours | Site labour, skilled worker | Facharbeiterstunden | Main-d'œuvre, ouvrier qualifié | Arbeidsuren vakman | Mano de obra oficial | Manodopera operaio specializzato | Mão de obra oficial | Robocizna, fachowiec
pcs 180.00-950.00 int | Interior door incl. frame | Innentür inkl. Zarge | Porte intérieure avec huisserie | Binnendeur incl. kozijn | Puerta interior con marco | Porta interna con telaio | Porta interior com aro | Drzwi wewnętrzne z ościeżnicą
flat 400.00-2500.00 one | Site setup and scaffolding | Baustelleneinrichtung und Gerüst | Installation de chantier et échafaudage | Bouwplaatsinrichting en steigerwerk | Instalación de obra y andamios | Allestimento cantiere e ponteggi | Estaleiro e andaimes | Zagospodarowanie placu budowy i rusztowania
""",
"saas": """
user 6.00-49.00 seats | Team plan | Team-Tarif | Formule Équipe | Team-abonnement | Plan Equipo | Piano Team | Plano Equipa | Plan Zespół
user 12.00-89.00 seats | Business plan | Business-Tarif | Formule Business | Business-abonnement | Plan Empresa | Piano Business | Plano Empresarial | Plan Biznes
month 9.00-59.00 one | Additional storage 100 GB | Zusätzlicher Speicher 100 GB | Stockage supplémentaire 100 Go | Extra opslag 100 GB | Almacenamiento adicional 100 GB | Spazio aggiuntivo 100 GB | Armazenamento adicional 100 GB | Dodatkowa przestrzeń 100 GB
month 19.00-99.00 one | Priority support | Priority-Support | Support prioritaire | Prioriteitssupport | Soporte prioritario | Supporto prioritario | Suporte prioritário | Wsparcie priorytetowe
user 3.00-15.00 seats | API add-on | API-Erweiterung | Module API | API-uitbreiding | Complemento API | Modulo API | Extensão API | Rozszerzenie API
""",
"services": """
pcs 2.50-48.00 bulk | Toner cartridge, black | Tonerkartusche schwarz | Cartouche de toner noir | Tonercartridge zwart | Cartucho de tóner negro | Cartuccia toner nero | Tinteiro toner preto | Toner czarny
h 55.00-125.00 hours | IT support on site | IT-Support vor Ort | Support informatique sur site | IT-ondersteuning op locatie | Soporte informático in situ | Assistenza IT in sede | Suporte informático no local | Wsparcie IT na miejscu
pcs 120.00-890.00 int | Office chair, ergonomic | Bürodrehstuhl, ergonomisch | Fauteuil de bureau ergonomique | Ergonomische bureaustoel | Silla de oficina ergonómica | Sedia da ufficio ergonomica | Cadeira de escritório ergonómica | Krzesło biurowe ergonomiczne
month 29.00-190.00 one | Website hosting and maintenance | Website-Hosting und Wartung | Hébergement et maintenance du site | Websitehosting en onderhoud | Alojamiento y mantenimiento web | Hosting e manutenzione sito | Alojamento e manutenção do site | Hosting i utrzymanie strony
pcs 3.20-19.90 bulk | Copy paper A4, 500 sheets | Kopierpapier A4, 500 Blatt | Papier A4, ramette 500 feuilles | Kopieerpapier A4, 500 vel | Papel A4, 500 hojas | Carta A4, risma 500 fogli | Papel A4, resma 500 folhas | Papier ksero A4, ryza 500 arkuszy
flat 90.00-650.00 one | Installation and configuration | Installation und Konfiguration | Installation et paramétrage | Installatie en configuratie | Instalación y configuración | Installazione e configurazione | Instalação e configuração | Instalacja i konfiguracja
h 45.00-95.00 hours | Cleaning of office premises | Unterhaltsreinigung Büroräume | Nettoyage des bureaux | Schoonmaak kantoorruimten | Limpieza de oficinas | Pulizia uffici | Limpeza de escritórios | Sprzątanie biura
pcs 8.90-59.00 int | Network cable Cat 6, 10 m | Netzwerkkabel Cat 6, 10 m | Câble réseau Cat 6, 10 m | Netwerkkabel Cat 6, 10 m | Cable de red Cat 6, 10 m | Cavo di rete Cat 6, 10 m | Cabo de rede Cat 6, 10 m | Kabel sieciowy Cat 6, 10 m
""",
}

# Section headings for utility bills.
SECTIONS = {
    "energy": dict(en="Energy supply", de="Energielieferung", fr="Fourniture d'énergie", nl="Levering energie",
                   es="Suministro de energía", it="Spesa per la materia energia", pt="Fornecimento de energia",
                   pl="Sprzedaż energii"),
    "grid": dict(en="Network and levies", de="Netzentgelte und Abgaben", fr="Acheminement et taxes",
                 nl="Netbeheer en heffingen", es="Peajes e impuestos", it="Trasporto e oneri",
                 pt="Redes e taxas", pl="Dystrybucja i opłaty"),
    "plan": dict(en="Plans and services", de="Tarife und Dienste", fr="Forfaits et services",
                 nl="Abonnementen en diensten", es="Tarifas y servicios", it="Piani e servizi",
                 pt="Tarifários e serviços", pl="Plany i usługi"),
    "usage": dict(en="Usage", de="Verbindungen", fr="Consommations", nl="Verbruik", es="Consumos",
                  it="Traffico", pt="Consumos", pl="Użycie"),
}


def _parse(block):
    rows = []
    for line in block.strip().splitlines():
        head, *names = [c.strip() for c in line.split(" | ")]
        unit, rng, qkind = head.split()
        lo, hi = rng.split("-")
        rows.append(dict(unit=unit, lo=lo, hi=hi, qkind=qkind, names=dict(zip(LANGS, names, strict=False))))
    return rows


CATALOG = {k: _parse(v) for k, v in _DOMAINS.items()}
