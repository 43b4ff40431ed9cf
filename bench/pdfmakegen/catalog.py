"""Line-item vocabulary per domain and language ("a|b" lists). Specs are language neutral."""

from __future__ import annotations

SAAS = {
    "en": "Pro plan|Team plan (per seat)|Business plan|Additional storage 100 GB|API usage overage|Premium support add-on",
    "de": "Pro-Tarif|Team-Tarif (pro Nutzer)|Business-Tarif|Zusatzspeicher 100 GB|API-Mehrverbrauch|Premium-Support",
    "fr": "Offre Pro|Offre Équipe (par utilisateur)|Offre Business|Stockage supplémentaire 100 Go|Dépassement API|Support premium",
    "nl": "Pro-abonnement|Teamabonnement (per gebruiker)|Business-abonnement|Extra opslag 100 GB|API-meerverbruik|Premium support",
    "es": "Plan Pro|Plan Equipo (por usuario)|Plan Business|Almacenamiento adicional 100 GB|Exceso de uso de API|Soporte prémium",
    "it": "Piano Pro|Piano Team (per utente)|Piano Business|Spazio aggiuntivo 100 GB|Consumo API extra|Supporto premium",
    "pt": "Plano Pro|Plano Equipa (por utilizador)|Plano Business|Armazenamento adicional 100 GB|Excedente de API|Suporte premium",
    "pl": "Plan Pro|Plan Zespół (za użytkownika)|Plan Business|Dodatkowa przestrzeń 100 GB|Nadwyżka użycia API|Wsparcie premium",
}

GOODS = {
    "en": "Cable ties|Hex bolt|Wall plug|Insulating tape|Copper pipe|Safety gloves|Drill bit set|Cordless screwdriver|Extension cable|LED panel|Junction box|Masking tape|Wood screws|Silicone sealant|Ball valve|Work light",
    "de": "Kabelbinder|Sechskantschraube|Dübel|Isolierband|Kupferrohr|Schutzhandschuhe|Bohrer-Set|Akkuschrauber|Verlängerungskabel|LED-Panel|Abzweigdose|Malerkrepp|Holzschrauben|Silikon-Dichtstoff|Kugelhahn|Arbeitsleuchte",
    "fr": "Colliers de serrage|Vis à tête hexagonale|Cheville|Ruban isolant|Tube cuivre|Gants de protection|Coffret de forets|Visseuse sans fil|Rallonge électrique|Panneau LED|Boîte de dérivation|Ruban de masquage|Vis à bois|Mastic silicone|Vanne à bille|Projecteur de chantier",
    "nl": "Kabelbinders|Zeskantbout|Plug|Isolatietape|Koperen buis|Werkhandschoenen|Borenset|Accuschroefmachine|Verlengkabel|LED-paneel|Lasdoos|Afplaktape|Houtschroeven|Siliconenkit|Kogelkraan|Werklamp",
    "es": "Bridas|Tornillo hexagonal|Taco|Cinta aislante|Tubo de cobre|Guantes de protección|Juego de brocas|Atornillador a batería|Alargador eléctrico|Panel LED|Caja de derivación|Cinta de carrocero|Tornillos para madera|Sellador de silicona|Válvula de bola|Foco de obra",
    "it": "Fascette|Bullone esagonale|Tassello|Nastro isolante|Tubo di rame|Guanti di protezione|Set di punte|Avvitatore a batteria|Prolunga elettrica|Pannello LED|Scatola di derivazione|Nastro di carta|Viti per legno|Sigillante siliconico|Valvola a sfera|Faro da lavoro",
    "pt": "Abraçadeiras|Parafuso sextavado|Bucha|Fita isoladora|Tubo de cobre|Luvas de proteção|Conjunto de brocas|Aparafusadora sem fio|Extensão elétrica|Painel LED|Caixa de derivação|Fita de pintor|Parafusos para madeira|Silicone vedante|Válvula de esfera|Projetor de obra",
    "pl": "Opaski kablowe|Śruba sześciokątna|Kołek rozporowy|Taśma izolacyjna|Rura miedziana|Rękawice ochronne|Zestaw wierteł|Wkrętarka akumulatorowa|Przedłużacz|Panel LED|Puszka rozgałęźna|Taśma malarska|Wkręty do drewna|Silikon uszczelniający|Zawór kulowy|Lampa robocza",
}
SPECS = "200 x 4.8 mm|M8 x 40|Ø 8 mm|19 mm x 20 m|15 mm x 1 m|size 9|13 pcs|18 V|10 m|60 x 60 cm|IP54|50 mm|5 x 60|310 ml|DN 20|30 W|M10 x 60|Ø 6 mm|size 10|25 m"

CONSUMER = {
    "en": "Wireless earbuds|Stainless steel water bottle 750 ml|USB-C charging cable 2 m|Paperback novel|Yoga mat|Coffee beans 1 kg|Phone case|Desk lamp|Children's puzzle 500 pieces|Kitchen scale",
    "de": "Kabellose Ohrhörer|Edelstahl-Trinkflasche 750 ml|USB-C-Ladekabel 2 m|Taschenbuch Roman|Yogamatte|Kaffeebohnen 1 kg|Handyhülle|Schreibtischlampe|Kinderpuzzle 500 Teile|Küchenwaage",
    "fr": "Écouteurs sans fil|Gourde inox 750 ml|Câble de charge USB-C 2 m|Roman poche|Tapis de yoga|Café en grains 1 kg|Coque de téléphone|Lampe de bureau|Puzzle enfant 500 pièces|Balance de cuisine",
    "nl": "Draadloze oordopjes|RVS drinkfles 750 ml|USB-C-laadkabel 2 m|Paperback roman|Yogamat|Koffiebonen 1 kg|Telefoonhoesje|Bureaulamp|Kinderpuzzel 500 stukjes|Keukenweegschaal",
    "es": "Auriculares inalámbricos|Botella de acero 750 ml|Cable de carga USB-C 2 m|Novela de bolsillo|Esterilla de yoga|Café en grano 1 kg|Funda de móvil|Lámpara de escritorio|Puzzle infantil 500 piezas|Báscula de cocina",
    "it": "Auricolari wireless|Borraccia in acciaio 750 ml|Cavo di ricarica USB-C 2 m|Romanzo tascabile|Tappetino yoga|Caffè in grani 1 kg|Custodia telefono|Lampada da scrivania|Puzzle per bambini 500 pezzi|Bilancia da cucina",
    "pt": "Auriculares sem fios|Garrafa em aço 750 ml|Cabo de carregamento USB-C 2 m|Romance de bolso|Tapete de ioga|Café em grão 1 kg|Capa de telemóvel|Candeeiro de secretária|Puzzle infantil 500 peças|Balança de cozinha",
    "pl": "Słuchawki bezprzewodowe|Butelka stalowa 750 ml|Kabel USB-C 2 m|Powieść w miękkiej oprawie|Mata do jogi|Kawa ziarnista 1 kg|Etui na telefon|Lampka biurkowa|Puzzle dla dzieci 500 elementów|Waga kuchenna",
}

TELECOM = {
    "en": "Fibre broadband 500 Mbit/s|Mobile plan Unlimited|Mobile plan 20 GB|TV package Essentials|Router rental|Static IP address",
    "de": "Glasfaser 500 Mbit/s|Mobilfunktarif Unlimited|Mobilfunktarif 20 GB|TV-Paket Basis|Routermiete|Feste IP-Adresse",
    "fr": "Fibre 500 Mbit/s|Forfait mobile illimité|Forfait mobile 20 Go|Bouquet TV essentiel|Location box|Adresse IP fixe",
    "nl": "Glasvezel 500 Mbit/s|Mobiel abonnement Onbeperkt|Mobiel abonnement 20 GB|TV-pakket Basis|Modemhuur|Vast IP-adres",
    "es": "Fibra 500 Mb|Tarifa móvil ilimitada|Tarifa móvil 20 GB|Paquete TV básico|Alquiler de router|IP fija",
    "it": "Fibra 500 Mbit/s|Offerta mobile illimitata|Offerta mobile 20 GB|Pacchetto TV base|Noleggio modem|Indirizzo IP statico",
    "pt": "Fibra 500 Mbps|Tarifário móvel ilimitado|Tarifário móvel 20 GB|Pacote TV base|Aluguer de router|IP fixo",
    "pl": "Światłowód 500 Mb/s|Abonament komórkowy bez limitu|Abonament komórkowy 20 GB|Pakiet TV Podstawowy|Dzierżawa routera|Stały adres IP",
}
TELECOM_ONEOFF = {
    "en": "Installation fee|Replacement SIM card|Roaming charges",
    "de": "Einrichtungsgebühr|Ersatz-SIM-Karte|Roaming-Verbindungen",
    "fr": "Frais de mise en service|Carte SIM de remplacement|Frais d'itinérance",
    "nl": "Aansluitkosten|Vervangende simkaart|Roamingkosten",
    "es": "Cuota de alta|Duplicado de tarjeta SIM|Cargos de itinerancia",
    "it": "Contributo di attivazione|SIM sostitutiva|Traffico in roaming",
    "pt": "Taxa de instalação|Cartão SIM de substituição|Custos de roaming",
    "pl": "Opłata aktywacyjna|Duplikat karty SIM|Opłaty roamingowe",
}

CRAFT = {  # (description, unit key, kind) kind: m=material, l=labour
    "en": "Remove old floor tiles:m2:l|Lay porcelain tiles 60x60:m2:l|Tile adhesive, flexible:pcs:m|Porcelain tiles 60x60:m2:m|Skilled labour (tiler):h:l|Apprentice hours:h:l|Grouting and silicone joints:m:l|Waste disposal:pcs:l",
    "de": "Altbelag Fliesen entfernen:m2:l|Feinsteinzeug 60x60 verlegen:m2:l|Fliesenkleber flexibel:pcs:m|Feinsteinzeugfliesen 60x60:m2:m|Facharbeiterstunde Fliesenleger:h:l|Helferstunde:h:l|Verfugen und Silikonfugen:m:l|Entsorgung Bauschutt:pcs:l",
    "fr": "Dépose ancien carrelage:m2:l|Pose grès cérame 60x60:m2:l|Colle à carrelage flexible:pcs:m|Carreaux grès cérame 60x60:m2:m|Main-d'œuvre carreleur:h:l|Heures apprenti:h:l|Joints et silicone:m:l|Évacuation des gravats:pcs:l",
    "nl": "Oude vloertegels verwijderen:m2:l|Keramische tegels 60x60 leggen:m2:l|Flexibele tegellijm:pcs:m|Keramische tegels 60x60:m2:m|Vakman tegelzetter:h:l|Uren leerling:h:l|Voegen en kitten:m:l|Afvoer bouwafval:pcs:l",
    "es": "Retirada de baldosas antiguas:m2:l|Colocación porcelánico 60x60:m2:l|Adhesivo flexible:pcs:m|Baldosa porcelánica 60x60:m2:m|Mano de obra oficial alicatador:h:l|Horas de ayudante:h:l|Rejuntado y silicona:m:l|Retirada de escombros:pcs:l",
    "it": "Rimozione vecchie piastrelle:m2:l|Posa gres porcellanato 60x60:m2:l|Adesivo flessibile:pcs:m|Piastrelle gres 60x60:m2:m|Manodopera piastrellista:h:l|Ore apprendista:h:l|Stuccatura e silicone:m:l|Smaltimento macerie:pcs:l",
    "pt": "Remoção de azulejos antigos:m2:l|Assentamento de porcelânico 60x60:m2:l|Cola flexível:pcs:m|Mosaico porcelânico 60x60:m2:m|Mão de obra ladrilhador:h:l|Horas de ajudante:h:l|Betumação e silicone:m:l|Remoção de entulho:pcs:l",
    "pl": "Skucie starych płytek:m2:l|Układanie gresu 60x60:m2:l|Klej elastyczny:pcs:m|Płytki gres 60x60:m2:m|Roboczogodzina glazurnika:h:l|Godziny pomocnika:h:l|Fugowanie i silikon:m:l|Wywóz gruzu:pcs:l",
}

PRO = {
    "en": "Review of contract documents|Conference call with client|Drafting of memorandum|Research and analysis|Meeting preparation|Correspondence with opposing counsel|Strategy workshop",
    "de": "Prüfung der Vertragsunterlagen|Telefonkonferenz mit Mandant|Entwurf Schriftsatz|Recherche und Analyse|Vorbereitung Besprechung|Korrespondenz mit Gegenseite|Strategie-Workshop",
    "fr": "Analyse des documents contractuels|Conférence téléphonique avec le client|Rédaction d'une note|Recherches et analyse|Préparation de réunion|Correspondance avec le confrère|Atelier stratégie",
    "nl": "Beoordeling contractstukken|Telefonisch overleg met cliënt|Opstellen memorandum|Onderzoek en analyse|Voorbereiding bespreking|Correspondentie wederpartij|Strategiesessie",
    "es": "Revisión de documentación contractual|Conferencia telefónica con el cliente|Redacción de informe|Investigación y análisis|Preparación de reunión|Correspondencia con la parte contraria|Taller de estrategia",
    "it": "Esame documentazione contrattuale|Call con il cliente|Redazione parere|Ricerca e analisi|Preparazione riunione|Corrispondenza con controparte|Workshop strategico",
    "pt": "Análise de documentos contratuais|Conferência telefónica com cliente|Redação de parecer|Pesquisa e análise|Preparação de reunião|Correspondência com a parte contrária|Workshop de estratégia",
    "pl": "Analiza dokumentacji umownej|Telekonferencja z klientem|Przygotowanie opinii|Badania i analiza|Przygotowanie spotkania|Korespondencja ze stroną przeciwną|Warsztat strategiczny",
}
PRO_EXP = {
    "en": "Travel expenses|Court fees|Copying and postage",
    "de": "Reisekosten|Gerichtskosten|Kopien und Porto",
    "fr": "Frais de déplacement|Frais de greffe|Copies et affranchissement",
    "nl": "Reiskosten|Griffierecht|Kopieer- en portokosten",
    "es": "Gastos de desplazamiento|Tasas judiciales|Copias y franqueo",
    "it": "Spese di trasferta|Contributo unificato|Copie e spedizioni",
    "pt": "Despesas de deslocação|Custas judiciais|Cópias e portes",
    "pl": "Koszty podróży|Opłaty sądowe|Kopie i przesyłki",
}

HOTEL = {  # room, breakfast, restaurant, minibar, parking
    "en": "Accommodation|Breakfast|Restaurant|Minibar|Parking",
    "de": "Übernachtung|Frühstück|Restaurant|Minibar|Parken",
    "fr": "Hébergement|Petit-déjeuner|Restaurant|Minibar|Parking",
    "nl": "Logies|Ontbijt|Restaurant|Minibar|Parkeren",
    "es": "Alojamiento|Desayuno|Restaurante|Minibar|Aparcamiento",
    "it": "Pernottamento|Colazione|Ristorante|Minibar|Parcheggio",
    "pt": "Alojamento|Pequeno-almoço|Restaurante|Minibar|Estacionamento",
    "pl": "Nocleg|Śniadanie|Restauracja|Minibar|Parking",
}

UTILITY = {  # energy line, unit price label
    "en": "Electricity – day rate|Electricity – night rate|Gas consumption",
    "de": "Arbeitspreis Strom HT|Arbeitspreis Strom NT|Arbeitspreis Gas",
    "fr": "Électricité heures pleines|Électricité heures creuses|Consommation gaz",
    "nl": "Levering elektriciteit normaal|Levering elektriciteit dal|Levering gas",
    "es": "Energía consumida punta|Energía consumida valle|Consumo de gas",
    "it": "Energia fascia F1|Energia fascia F23|Consumo gas",
    "pt": "Energia ativa – vazio|Energia ativa – fora de vazio|Consumo de gás",
    "pl": "Energia czynna – strefa dzienna|Energia czynna – strefa nocna|Paliwo gazowe",
}


def items(table: dict, lang: str) -> list[str]:
    return table[lang].split("|")
