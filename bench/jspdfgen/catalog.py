"""Item names per domain; each entry lists en|de|fr|nl|es|it|pt|pl."""

from __future__ import annotations

LANGS = ["en", "de", "fr", "nl", "es", "it", "pt", "pl"]

_RAW: dict[str, list[str]] = {
    "webapp": [
        "Website redesign|Website-Relaunch|Refonte du site web|Herontwerp website|Rediseño de la web|Restyling sito web|Redesenho do website|Przebudowa strony WWW",
        "Logo design|Logo-Gestaltung|Création de logo|Logo-ontwerp|Diseño de logotipo|Progettazione logo|Design de logótipo|Projekt logo",
        "Consulting hours|Beratungsstunden|Heures de conseil|Adviesuren|Horas de consultoría|Ore di consulenza|Horas de consultoria|Godziny konsultacji",
        "Photography session|Fotoshooting|Séance photo|Fotoshoot|Sesión fotográfica|Servizio fotografico|Sessão fotográfica|Sesja zdjęciowa",
        "Copywriting (per page)|Texterstellung (je Seite)|Rédaction (par page)|Copywriting (per pagina)|Redacción (por página)|Copywriting (a pagina)|Redação (por página)|Copywriting (za stronę)",
        "SEO audit|SEO-Analyse|Audit SEO|SEO-audit|Auditoría SEO|Audit SEO|Auditoria SEO|Audyt SEO",
        "Printed brochures A5|Broschüren A5 gedruckt|Brochures imprimées A5|Brochures A5 gedrukt|Folletos impresos A5|Brochure stampate A5|Brochuras impressas A5|Broszury drukowane A5",
        "Hosting setup|Einrichtung Hosting|Mise en place hébergement|Inrichting hosting|Configuración de alojamiento|Configurazione hosting|Configuração de alojamento|Konfiguracja hostingu",
        "Training workshop|Schulungsworkshop|Atelier de formation|Trainingsworkshop|Taller de formación|Workshop di formazione|Workshop de formação|Warsztaty szkoleniowe",
    ],
    "pos": [
        "Milk 1L|Vollmilch 1L|Lait 1L|Melk 1L|Leche 1L|Latte 1L|Leite 1L|Mleko 1L",
        "Bread rolls|Brötchen|Petits pains|Broodjes|Panecillos|Panini|Pães|Bułki",
        "Coffee beans 500g|Kaffeebohnen 500g|Café en grains 500g|Koffiebonen 500g|Café en grano 500g|Caffè in grani 500g|Café em grão 500g|Kawa ziarnista 500g",
        "Bananas kg|Bananen kg|Bananes kg|Bananen kg|Plátanos kg|Banane kg|Bananas kg|Banany kg",
        "Dish soap|Spülmittel|Liquide vaisselle|Afwasmiddel|Lavavajillas|Detersivo piatti|Detergente loiça|Płyn do naczyń",
        "Batteries AA 4pk|Batterien AA 4er|Piles AA x4|Batterijen AA 4st|Pilas AA 4 uds|Pile AA 4 pz|Pilhas AA 4un|Baterie AA 4szt",
        "Mineral water 6x1.5L|Mineralwasser 6x1,5L|Eau minérale 6x1,5L|Mineraalwater 6x1,5L|Agua mineral 6x1,5L|Acqua minerale 6x1,5L|Água mineral 6x1,5L|Woda mineralna 6x1,5L",
        "Notebook A4|Notizbuch A4|Cahier A4|Schrift A4|Cuaderno A4|Quaderno A4|Caderno A4|Zeszyt A4",
        "Cheese 200g|Käse 200g|Fromage 200g|Kaas 200g|Queso 200g|Formaggio 200g|Queijo 200g|Ser 200g",
        "Carrier bag|Tragetasche|Sac cabas|Draagtas|Bolsa|Shopper|Saco|Torba",
    ],
    "restaurant": [
        "Soup of the day|Tagessuppe|Soupe du jour|Soep van de dag|Sopa del día|Zuppa del giorno|Sopa do dia|Zupa dnia",
        "Caesar salad|Caesar Salad|Salade César|Caesarsalade|Ensalada César|Insalata Caesar|Salada César|Sałatka Cezar",
        "Grilled salmon|Gegrillter Lachs|Saumon grillé|Gegrilde zalm|Salmón a la plancha|Salmone alla griglia|Salmão grelhado|Grillowany łosoś",
        "Beef burger|Rindfleischburger|Burger de bœuf|Runderburger|Hamburguesa de ternera|Hamburger di manzo|Hambúrguer de novilho|Burger wołowy",
        "Risotto|Risotto|Risotto|Risotto|Risotto|Risotto ai funghi|Risoto|Risotto",
        "House wine 0.25L|Hauswein 0,25L|Vin maison 25cl|Huiswijn 0,25L|Vino de la casa 0,25L|Vino della casa 0,25L|Vinho da casa 0,25L|Wino domowe 0,25L",
        "Sparkling water|Mineralwasser|Eau gazeuse|Bruisend water|Agua con gas|Acqua frizzante|Água com gás|Woda gazowana",
        "Espresso|Espresso|Café expresso|Espresso|Café solo|Caffè espresso|Café expresso|Espresso",
        "Tiramisu|Tiramisu|Tiramisu|Tiramisu|Tiramisú|Tiramisù|Tiramisù|Tiramisu",
        "Draught beer 0.5L|Bier vom Fass 0,5L|Bière pression 50cl|Tapbier 0,5L|Caña 0,5L|Birra alla spina 0,5L|Imperial 0,5L|Piwo z beczki 0,5L",
    ],
    "parts": [
        "Oil filter|Ölfilter|Filtre à huile|Oliefilter|Filtro de aceite|Filtro olio|Filtro de óleo|Filtr oleju",
        "Engine oil 5W-30 (litre)|Motoröl 5W-30 (Liter)|Huile moteur 5W-30 (litre)|Motorolie 5W-30 (liter)|Aceite motor 5W-30 (litro)|Olio motore 5W-30 (litro)|Óleo motor 5W-30 (litro)|Olej silnikowy 5W-30 (litr)",
        "Brake pads front set|Bremsbeläge vorne Satz|Plaquettes de frein AV jeu|Remblokken voor set|Pastillas de freno del. juego|Pastiglie freno ant. kit|Pastilhas travão frente jogo|Klocki hamulcowe przód kpl.",
        "Brake disc front|Bremsscheibe vorne|Disque de frein AV|Remschijf voor|Disco de freno delantero|Disco freno anteriore|Disco de travão frente|Tarcza hamulcowa przód",
        "Air filter|Luftfilter|Filtre à air|Luchtfilter|Filtro de aire|Filtro aria|Filtro de ar|Filtr powietrza",
        "Spark plug|Zündkerze|Bougie d'allumage|Bougie|Bujía|Candela|Vela de ignição|Świeca zapłonowa",
        "Wiper blade set|Wischerblätter Satz|Balais d'essuie-glace jeu|Ruitenwisserset|Escobillas limpiaparabrisas|Spazzole tergicristallo|Escovas limpa-vidros|Pióra wycieraczek kpl.",
        "Coolant (litre)|Kühlmittel (Liter)|Liquide de refroidissement (litre)|Koelvloeistof (liter)|Anticongelante (litro)|Liquido refrigerante (litro)|Líquido de refrigeração (litro)|Płyn chłodniczy (litr)",
    ],
    "labour": [
        "Annual service|Inspektion|Révision annuelle|Jaarlijkse onderhoudsbeurt|Revisión anual|Tagliando annuale|Revisão anual|Przegląd roczny",
        "Replace front brakes|Bremsen vorne erneuern|Remplacement freins AV|Remmen voor vervangen|Cambio frenos delanteros|Sostituzione freni anteriori|Substituição travões frente|Wymiana hamulców przód",
        "Diagnostics|Fehlerdiagnose|Diagnostic électronique|Diagnose uitlezen|Diagnosis electrónica|Diagnosi elettronica|Diagnóstico eletrónico|Diagnostyka komputerowa",
        "Replace spark plugs|Zündkerzen wechseln|Remplacement bougies|Bougies vervangen|Cambio de bujías|Sostituzione candele|Substituição velas|Wymiana świec",
        "Wheel alignment|Achsvermessung|Géométrie / parallélisme|Uitlijnen|Alineación de dirección|Convergenza|Alinhamento de direção|Ustawienie geometrii",
    ],
    "medical": [
        "Consultation|Beratung, auch telefonisch|Consultation|Consult|Consulta|Visita|Consulta|Porada lekarska",
        "Full physical examination|Vollständige körperliche Untersuchung|Examen clinique complet|Volledig lichamelijk onderzoek|Exploración física completa|Visita completa|Exame físico completo|Pełne badanie fizykalne",
        "ECG|Elektrokardiographische Untersuchung|Électrocardiogramme|ECG|Electrocardiograma|Elettrocardiogramma|Eletrocardiograma|EKG",
        "Blood sample|Blutentnahme|Prise de sang|Bloedafname|Extracción de sangre|Prelievo di sangue|Colheita de sangue|Pobranie krwi",
        "Ultrasound abdomen|Sonographie Abdomen|Échographie abdominale|Echo buik|Ecografía abdominal|Ecografia addome|Ecografia abdominal|USG jamy brzusznej",
        "Injection|Injektion, intramuskulär|Injection intramusculaire|Injectie|Inyección|Iniezione|Injeção|Iniekcja",
        "Medical certificate|Ärztliche Bescheinigung|Certificat médical|Medische verklaring|Certificado médico|Certificato medico|Atestado médico|Zaświadczenie lekarskie",
    ],
    "freight": [
        "Ocean freight|Seefracht|Fret maritime|Zeevracht|Flete marítimo|Nolo marittimo|Frete marítimo|Fracht morski",
        "Air freight|Luftfracht|Fret aérien|Luchtvracht|Flete aéreo|Nolo aereo|Frete aéreo|Fracht lotniczy",
        "Terminal handling charge|Terminal Handling|Frais de manutention terminal|Terminal handling|Manipulación en terminal|Movimentazione terminal|Movimentação no terminal|Obsługa terminalowa",
        "Customs clearance|Zollabfertigung|Dédouanement|Inklaring|Despacho de aduanas|Sdoganamento|Desalfandegamento|Odprawa celna",
        "Delivery by truck|Zustellung per Lkw|Livraison par camion|Bezorging per vrachtwagen|Entrega en camión|Consegna su gomma|Entrega por camião|Dostawa samochodem",
        "Documentation fee|Dokumentengebühr|Frais de documentation|Documentatiekosten|Gastos de documentación|Spese documentali|Taxa de documentação|Opłata dokumentacyjna",
        "Import duties (disbursement)|Einfuhrabgaben (Auslage)|Droits de douane (débours)|Invoerrechten (voorschot)|Aranceles (suplido)|Dazi (anticipazione)|Direitos aduaneiros (adiantamento)|Cło (opłata zwrotna)",
        "Insurance|Versicherung|Assurance|Verzekering|Seguro|Assicurazione|Seguro|Ubezpieczenie",
    ],
    "construction": [
        "Site setup|Baustelleneinrichtung|Installation de chantier|Bouwplaatsinrichting|Implantación de obra|Allestimento cantiere|Montagem de estaleiro|Zagospodarowanie placu budowy",
        "Excavation (m³)|Erdaushub (m³)|Terrassement (m³)|Grondwerk (m³)|Excavación (m³)|Scavo (m³)|Escavação (m³)|Wykop (m³)",
        "Concrete foundation (m³)|Betonfundament (m³)|Fondation béton (m³)|Betonfundering (m³)|Cimentación de hormigón (m³)|Fondazione in cls (m³)|Fundação em betão (m³)|Fundament betonowy (m³)",
        "Brick masonry (m²)|Mauerwerk (m²)|Maçonnerie (m²)|Metselwerk (m²)|Fábrica de ladrillo (m²)|Muratura (m²)|Alvenaria (m²)|Mur z cegły (m²)",
        "Interior plaster (m²)|Innenputz (m²)|Enduit intérieur (m²)|Binnenpleister (m²)|Enlucido interior (m²)|Intonaco interno (m²)|Reboco interior (m²)|Tynk wewnętrzny (m²)",
        "Roof insulation (m²)|Dachdämmung (m²)|Isolation toiture (m²)|Dakisolatie (m²)|Aislamiento cubierta (m²)|Isolamento copertura (m²)|Isolamento cobertura (m²)|Izolacja dachu (m²)",
        "Windows installed (pcs)|Fenster eingebaut (Stk)|Fenêtres posées (u)|Ramen geplaatst (st)|Ventanas colocadas (ud)|Finestre posate (pz)|Janelas instaladas (un)|Okna zamontowane (szt)",
    ],
    "public": [
        "Office chairs|Bürostühle|Chaises de bureau|Bureaustoelen|Sillas de oficina|Sedie da ufficio|Cadeiras de escritório|Krzesła biurowe",
        "Laptop 14 inch|Notebook 14 Zoll|Ordinateur portable 14 pouces|Laptop 14 inch|Portátil 14 pulgadas|Notebook 14 pollici|Portátil 14 polegadas|Laptop 14 cali",
        "IT support (hours)|IT-Support (Stunden)|Support informatique (heures)|IT-ondersteuning (uren)|Soporte informático (horas)|Assistenza IT (ore)|Suporte informático (horas)|Wsparcie IT (godziny)",
        "Copy paper A4 (box)|Kopierpapier A4 (Karton)|Papier A4 (carton)|Kopieerpapier A4 (doos)|Papel A4 (caja)|Carta A4 (scatola)|Papel A4 (caixa)|Papier A4 (karton)",
        "Cleaning services|Unterhaltsreinigung|Prestations de nettoyage|Schoonmaakdiensten|Servicio de limpieza|Servizio di pulizia|Serviços de limpeza|Usługi sprzątania",
        "Translation services|Übersetzungsleistungen|Traduction|Vertaaldiensten|Servicios de traducción|Servizi di traduzione|Serviços de tradução|Usługi tłumaczeniowe",
        "Toner cartridge|Tonerkartusche|Cartouche de toner|Tonercartridge|Cartucho de tóner|Cartuccia toner|Tinteiro toner|Toner",
    ],
    "subscription": [
        "Domain renewal {d}|Domainverlängerung {d}|Renouvellement domaine {d}|Verlenging domein {d}|Renovación dominio {d}|Rinnovo dominio {d}|Renovação domínio {d}|Odnowienie domeny {d}",
        "Managed VPS M|Managed VPS M|VPS infogéré M|Managed VPS M|VPS gestionado M|VPS gestito M|VPS gerido M|Zarządzany VPS M",
        "Business plan (per seat)|Business-Tarif (je Nutzer)|Offre Business (par utilisateur)|Business-abonnement (per gebruiker)|Plan Business (por usuario)|Piano Business (per utente)|Plano Business (por utilizador)|Plan Business (na użytkownika)",
        "SSL certificate|SSL-Zertifikat|Certificat SSL|SSL-certificaat|Certificado SSL|Certificato SSL|Certificado SSL|Certyfikat SSL",
        "Email hosting 50 GB|E-Mail-Hosting 50 GB|Hébergement e-mail 50 Go|E-mailhosting 50 GB|Alojamiento de correo 50 GB|Hosting email 50 GB|Alojamento de email 50 GB|Hosting poczty 50 GB",
        "Backup storage 500 GB|Backup-Speicher 500 GB|Stockage de sauvegarde 500 Go|Back-upopslag 500 GB|Almacenamiento de copias 500 GB|Spazio backup 500 GB|Armazenamento de backup 500 GB|Przestrzeń na kopie 500 GB",
        "Priority support|Premium-Support|Support prioritaire|Prioriteitsondersteuning|Soporte prioritario|Supporto prioritario|Suporte prioritário|Wsparcie priorytetowe",
    ],
}

CATALOG: dict[str, list[dict[str, str]]] = {
    dom: [dict(zip(LANGS, row.split("|"), strict=True)) for row in rows] for dom, rows in _RAW.items()
}
