"""Catalog of items per language: 'description | unit | min price | max price | quantity kind'.

Quantity kinds: int (1-12 units), many (10-200 units, small prices), hours (0.25 steps), one (1),
dec (decimal with two places, metres/kg). LONG holds descriptions that wrap over 2-3 lines.
"""

RAW = {
    "en": """Website maintenance (monthly)|month|90|450|one
Consulting services|h|85|190|hours
On-site support, technician|h|65|120|hours
A4 copier paper, 80 gsm, box of 5 reams|pcs|18|42|int
Toner cartridge, black, high yield|pcs|45|160|int
Cable ties 200 mm, pack of 100|pcs|3|9|many
Network switch, 24-port managed|pcs|180|420|int
Graphic design, brochure layout|h|55|95|hours
Travel expenses (flat rate)|flat|40|180|one
Copper pipe 15 mm|m|4|11|dec
Office cleaning, weekly service|month|220|690|one
LED panel 600x600, 36 W|pcs|28|75|int
Wood screws 4x40, zinc plated|pcs|0.045|0.09|many
Annual software licence, per user|pcs|60|240|int""",
    "de": """Wartungspauschale Heizungsanlage|flat|120|380|one
Arbeitszeit Monteur|h|58|95|hours
Beratungsleistung IT-Infrastruktur|h|85|160|hours
Kopierpapier A4, 80 g/m², 500 Blatt|pcs|4|9|many
Tonerkartusche schwarz|pcs|48|150|int
Kabelbinder 200 mm, VE 100|pcs|3|8|many
Mantelleitung NYM-J 3x1,5 mm²|m|0.85|2.4|dec
Anfahrtspauschale|flat|35|85|one
Büroreinigung, Monatspauschale|month|240|890|one
LED-Einbaustrahler 7 W|pcs|9|29|int
Spanplattenschrauben 4x40 verzinkt|pcs|0.045|0.09|many
Softwarelizenz, pro Benutzer / Jahr|pcs|60|220|int
Entsorgung Altmaterial|flat|25|140|one
Grafikdesign Flyer|h|55|90|hours""",
    "fr": """Maintenance informatique mensuelle|month|90|420|one
Main d'œuvre technicien|h|45|85|hours
Prestation de conseil|h|80|180|hours
Ramette papier A4 80 g|pcs|4|8|many
Cartouche de toner noir|pcs|45|150|int
Câble électrique 3G1,5|m|0.9|2.5|dec
Frais de déplacement|flat|30|90|one
Nettoyage de bureaux, forfait mensuel|month|250|850|one
Spot LED encastrable 7 W|pcs|9|30|int
Vis agglo 4x40 zinguées|pcs|0.045|0.09|many
Licence logicielle annuelle, par utilisateur|pcs|60|230|int
Création graphique, mise en page|h|50|90|hours""",
    "nl": """Onderhoud cv-installatie|flat|95|260|one
Arbeidsloon monteur|h|48|78|hours
Advieswerkzaamheden|h|85|150|hours
Printpapier A4 80 grams, doos|pcs|19|38|int
Tonercartridge zwart|pcs|45|140|int
Installatiekabel 3x2,5 mm²|m|1.1|2.9|dec
Voorrijkosten|flat|35|75|one
Kantoorschoonmaak, maandbedrag|month|240|780|one
LED-inbouwspot 6 W|pcs|8|26|int
Spaanplaatschroeven 4x40|pcs|0.045|0.09|many
Softwarelicentie per gebruiker per jaar|pcs|55|210|int
Ontwerp folder|h|50|95|hours""",
    "es": """Mantenimiento informático mensual|month|80|390|one
Mano de obra oficial|h|28|55|hours
Servicios de consultoría|h|60|140|hours
Papel A4 80 g, paquete 500 hojas|pcs|3|7|many
Cartucho de tóner negro|pcs|40|130|int
Cable eléctrico 3x2,5 mm²|m|0.8|2.2|dec
Desplazamiento|flat|25|70|one
Limpieza de oficinas, cuota mensual|month|200|720|one
Foco LED empotrable 7 W|pcs|7|25|int
Tornillos aglomerado 4x40|pcs|0.045|0.09|many
Licencia de software anual por usuario|pcs|50|200|int
Diseño gráfico de folleto|h|40|80|hours""",
    "it": """Manutenzione impianto termico|flat|110|330|one
Manodopera tecnico|h|32|60|hours
Consulenza informatica|h|65|140|hours
Carta A4 80 g, risma 500 fogli|pcs|3|7|many
Toner nero ad alta capacità|pcs|45|140|int
Cavo elettrico FG16 3G1,5|m|0.9|2.6|dec
Diritto di chiamata|flat|30|70|one
Pulizia uffici, canone mensile|month|230|780|one
Faretto LED da incasso 7 W|pcs|8|28|int
Viti truciolare 4x40 zincate|pcs|0.045|0.09|many
Licenza software annuale per utente|pcs|55|220|int
Progettazione grafica brochure|h|40|85|hours""",
    "pt": """Manutenção informática mensal|month|80|360|one
Mão de obra técnico|h|25|50|hours
Serviços de consultoria|h|55|120|hours
Papel A4 80 g, resma 500 folhas|pcs|3|7|many
Toner preto alta capacidade|pcs|40|130|int
Cabo elétrico 3x1,5 mm²|m|0.7|2.1|dec
Deslocação|flat|20|60|one
Limpeza de escritórios, mensalidade|month|190|650|one
Foco LED de encastrar 7 W|pcs|7|24|int
Parafusos aglomerado 4x40|pcs|0.045|0.09|many
Licença de software anual por utilizador|pcs|50|190|int
Design gráfico de folheto|h|35|75|hours""",
    "pl": """Serwis instalacji grzewczej|flat|250|900|one
Robocizna monter|h|70|140|hours
Usługi doradcze IT|h|150|380|hours
Papier A4 80 g, ryza 500 arkuszy|pcs|14|32|many
Toner czarny wysokowydajny|pcs|150|520|int
Przewód YDY 3x1,5 mm²|m|2.5|7.9|dec
Dojazd do klienta|flat|60|180|one
Sprzątanie biura, abonament miesięczny|month|900|2900|one
Oprawa LED podtynkowa 7 W|pcs|25|95|int
Wkręty do płyt 4x40 ocynkowane|pcs|0.12|0.35|many
Licencja oprogramowania roczna, na użytkownika|pcs|220|890|int
Projekt graficzny ulotki|h|90|220|hours""",
}

LONG = {
    "en": ["Quarterly maintenance of the heating and ventilation system incl. filter replacement, pressure test and written report",
           "Migration of the mail server to the new hosting environment, including backup of all mailboxes and user support",
           "Supply and installation of shelving units in the storage room, assembly and removal of packaging",
           "Preparation of the annual safety inspection report for electrical equipment according to current regulations",
           "Photography for the product catalogue, 35 items on white background, image editing and delivery as files"],
    "de": ["Quartalswartung der Lüftungsanlage inkl. Filterwechsel, Dichtheitsprüfung und schriftlichem Prüfprotokoll",
           "Umzug des Mailservers auf die neue Hosting-Umgebung einschließlich Sicherung aller Postfächer und Anwenderbetreuung",
           "Lieferung und Montage von Schwerlastregalen im Lager, Aufbau vor Ort und Entsorgung der Verpackung",
           "Erstellung des jährlichen Prüfberichts für ortsveränderliche elektrische Betriebsmittel nach DGUV V3",
           "Produktfotografie für den Katalog, 35 Artikel freigestellt auf weißem Hintergrund, Bildbearbeitung und Übergabe"],
    "fr": ["Entretien trimestriel de la ventilation avec remplacement des filtres, contrôle d'étanchéité et rapport écrit",
           "Migration du serveur de messagerie vers le nouvel hébergement, sauvegarde de toutes les boîtes et assistance",
           "Fourniture et pose de rayonnages dans la réserve, montage sur site et évacuation des emballages",
           "Rédaction du rapport annuel de vérification des installations électriques selon la réglementation en vigueur",
           "Prise de vue pour le catalogue produits, 35 articles sur fond blanc, retouche et livraison des fichiers"],
    "nl": ["Kwartaalonderhoud ventilatiesysteem inclusief vervangen van filters, druktest en schriftelijk rapport",
           "Migratie van de mailserver naar de nieuwe hostingomgeving, inclusief back-up van alle mailboxen en ondersteuning",
           "Levering en montage van stellingkasten in het magazijn, opbouw ter plaatse en afvoer van verpakking",
           "Opstellen van het jaarlijkse keuringsrapport voor elektrische arbeidsmiddelen volgens NEN 3140",
           "Productfotografie voor de catalogus, 35 artikelen op witte achtergrond, nabewerking en aanlevering"],
    "es": ["Mantenimiento trimestral del sistema de ventilación con cambio de filtros, prueba de estanqueidad e informe",
           "Migración del servidor de correo al nuevo alojamiento, copia de seguridad de todos los buzones y soporte",
           "Suministro y montaje de estanterías en el almacén, montaje in situ y retirada de embalajes",
           "Elaboración del informe anual de revisión de la instalación eléctrica según la normativa vigente",
           "Fotografía de producto para el catálogo, 35 artículos sobre fondo blanco, retoque y entrega de archivos"],
    "it": ["Manutenzione trimestrale dell'impianto di ventilazione con sostituzione filtri, prova di tenuta e rapporto scritto",
           "Migrazione del server di posta sul nuovo hosting, backup di tutte le caselle e assistenza agli utenti",
           "Fornitura e montaggio di scaffalature nel magazzino, assemblaggio in loco e smaltimento imballi",
           "Redazione del verbale annuale di verifica dell'impianto elettrico secondo la normativa vigente",
           "Servizio fotografico per il catalogo, 35 articoli su sfondo bianco, fotoritocco e consegna dei file"],
    "pt": ["Manutenção trimestral do sistema de ventilação com substituição de filtros, teste de estanquidade e relatório",
           "Migração do servidor de correio para o novo alojamento, cópia de segurança das caixas e apoio aos utilizadores",
           "Fornecimento e montagem de estantes no armazém, montagem no local e remoção das embalagens",
           "Elaboração do relatório anual de inspeção da instalação elétrica conforme a legislação em vigor",
           "Fotografia de produto para o catálogo, 35 artigos em fundo branco, edição e entrega dos ficheiros"],
    "pl": ["Kwartalny przegląd instalacji wentylacyjnej z wymianą filtrów, próbą szczelności i protokołem",
           "Migracja serwera poczty do nowego środowiska hostingowego wraz z kopią zapasową skrzynek i wsparciem",
           "Dostawa i montaż regałów magazynowych, montaż na miejscu oraz utylizacja opakowań",
           "Sporządzenie rocznego protokołu z pomiarów instalacji elektrycznej zgodnie z obowiązującymi przepisami",
           "Sesja zdjęciowa produktów do katalogu, 35 pozycji na białym tle, retusz i przekazanie plików"],
}


def items(lang):
    """-> list of dicts(desc, unit, lo, hi, kind) for a language."""
    out = []
    for line in RAW[lang].splitlines():
        desc, unit, lo, hi, kind = line.split("|")
        out.append(dict(desc=desc, unit=unit, lo=lo, hi=hi, kind=kind))
    return out
