"""Printed labels per language; "|" separates synonyms, one is chosen per document and key.

Keys are grouped: header facts, parties, table columns, totals, payment, then layout-specific ones.
"""

LANGS = ["en", "de", "fr", "nl", "es", "it", "pt", "pl"]

_T = """
title | Invoice|Tax Invoice|VAT Invoice | Rechnung|Rechnung|Faktura | Facture|Facture|Facture client | Factuur|Factuur|Verkoopfactuur | Factura|Factura|Factura comercial | Fattura|Fattura|Fattura commerciale | Fatura|Fatura|Fatura-recibo | Faktura|Faktura VAT|Faktura
inv_no | Invoice No.|Invoice #|Invoice number|Invoice ID | Rechnungsnummer|Rechnungs-Nr.|Rechnung Nr.|Beleg-Nr. | N° de facture|Facture n°|Numéro de facture | Factuurnummer|Factuurnr.|Nummer | Nº de factura|Número de factura|Factura nº | Fattura n.|Numero fattura|N. documento | Fatura n.º|N.º da fatura|Número | Numer faktury|Faktura nr|Nr faktury
inv_date | Invoice date|Date|Date of issue|Issue date | Rechnungsdatum|Datum|Belegdatum|Ausstellungsdatum | Date de facture|Date|Date d'émission | Factuurdatum|Datum|Datum factuur | Fecha de factura|Fecha|Fecha de emisión | Data fattura|Data|Data documento | Data da fatura|Data|Data de emissão | Data wystawienia|Data faktury|Data
due | Due date|Payment due|Please pay by|Due | Fällig am|Zahlbar bis|Fälligkeit|Fällig bis | Échéance|Date d'échéance|À payer avant le | Vervaldatum|Te betalen voor|Uiterste betaaldatum | Vencimiento|Fecha de vencimiento|Pagar antes del | Scadenza|Data scadenza|Da pagare entro | Vencimento|Data de vencimento|Pagar até | Termin płatności|Płatne do|Termin zapłaty
po | PO number|Purchase order|Your order ref.|PO # | Bestellnummer|Ihre Bestellung|Bestell-Nr.|Ihr Auftrag | Bon de commande|Votre commande|Réf. commande | Inkoopordernummer|Uw bestelling|PO-nummer | Pedido nº|Su pedido|Orden de compra | Ordine n.|Vs. ordine|Rif. ordine | Nota de encomenda|Vossa encomenda|N.º encomenda | Zamówienie nr|Nr zamówienia|Państwa zamówienie
order_no | Order number|Order #|Order ID | Auftragsnummer|Bestellnummer|Auftrag | Numéro de commande|Commande n° | Bestelnummer|Ordernummer | Número de pedido|Pedido | Numero ordine|Ordine | Número da encomenda|Encomenda | Numer zamówienia|Zamówienie
order_date | Order date|Ordered on | Bestelldatum|Bestellt am | Date de commande|Commandé le | Besteldatum|Besteld op | Fecha del pedido|Pedido el | Data ordine|Ordinato il | Data da encomenda | Data zamówienia
delivery_date | Delivery date|Date of supply|Service date | Lieferdatum|Leistungsdatum|Liefertag | Date de livraison|Date de prestation | Leverdatum|Leveringsdatum | Fecha de entrega|Fecha de servicio | Data consegna|Data prestazione | Data de entrega|Data de prestação | Data dostawy|Data sprzedaży
customer_no | Customer no.|Account no.|Customer ID | Kundennummer|Kunden-Nr.|Kd.-Nr. | N° client|Code client|Réf. client | Klantnummer|Klantnr. | Nº de cliente|Código cliente | Codice cliente|Cliente n. | N.º de cliente|Cliente n.º | Numer klienta|Nr klienta
bill_to | Bill to|Invoice to|Customer|Billing address | Rechnungsempfänger|Rechnungsadresse|Kunde|An | Facturé à|Adresse de facturation|Client | Factuuradres|Klant|Gefactureerd aan | Facturar a|Cliente|Dirección de facturación | Intestatario|Cliente|Fatturare a | Faturar a|Cliente|Morada de faturação | Nabywca|Odbiorca faktury|Płatnik
ship_to | Ship to|Delivery address|Deliver to | Lieferadresse|Lieferanschrift|Versand an | Livré à|Adresse de livraison | Afleveradres|Leveradres | Enviar a|Dirección de entrega | Spedire a|Indirizzo di consegna | Enviar para|Morada de entrega | Adres dostawy|Dostawa do
from | From|Supplier|Seller | Von|Absender|Rechnungssteller | De|Émetteur|Fournisseur | Van|Leverancier|Afzender | De|Emisor|Proveedor | Da|Fornitore|Cedente | De|Fornecedor|Emitente | Sprzedawca|Wystawca|Dostawca
sold_by | Sold by|Seller|Merchant | Verkauft von|Verkäufer|Händler | Vendu par|Vendeur | Verkocht door|Verkoper | Vendido por|Vendedor | Venduto da|Venditore | Vendido por|Vendedor | Sprzedawca|Sprzedane przez
vat_id | VAT No.|VAT reg. no.|VAT ID | USt-IdNr.|UID|USt-ID | N° TVA|TVA intracom.|N° d'identification TVA | Btw-nummer|Btw-nr.|BTW | NIF-IVA|CIF|Nº IVA | P.IVA|Partita IVA|P. IVA | NIF|Contribuinte|N.º IVA | NIP|NIP UE|VAT UE
ein | EIN|Federal Tax ID|Tax ID | | | | | | | 
desc | Description|Item|Details|Product | Beschreibung|Bezeichnung|Artikel|Leistung | Désignation|Description|Libellé | Omschrijving|Artikel|Product | Descripción|Concepto|Artículo | Descrizione|Articolo|Prodotto | Descrição|Artigo|Designação | Nazwa|Opis|Towar lub usługa
qty | Qty|Quantity|Units | Menge|Anzahl|Stk. | Qté|Quantité | Aantal|Hoeveelheid | Cant.|Cantidad|Uds. | Q.tà|Quantità | Qtd.|Quantidade | Ilość|Ilość
unit_price | Unit price|Price|Rate|Unit cost | Einzelpreis|Preis|E-Preis|Stückpreis | Prix unitaire|P.U.|Prix | Prijs|Stukprijs|Eenheidsprijs | Precio|Precio unitario|P. unit. | Prezzo|Prezzo unitario|Prezzo un. | Preço|Preço unitário|P. unit. | Cena|Cena jedn.|Cena netto
unit_price_net | Unit price (net)|Net price|Price excl. VAT | Einzelpreis netto|Nettopreis|Preis (netto) | Prix unitaire HT|P.U. HT|Prix HT | Prijs excl. btw|Nettoprijs | Precio sin IVA|Precio neto | Prezzo netto|Prezzo un. imponibile | Preço s/ IVA|Preço líquido | Cena netto|Cena jedn. netto
amount | Amount|Total|Line total|Net | Betrag|Gesamt|Summe|Gesamtpreis | Montant|Total|Montant HT | Bedrag|Totaal|Subtotaal | Importe|Total|Importe neto | Importo|Totale|Imponibile | Montante|Total|Valor | Wartość|Kwota|Wartość netto
net_amount | Net amount|Net|Amount excl. VAT | Netto|Nettobetrag|Betrag netto | Montant HT|Total HT|HT | Netto|Bedrag excl. btw | Base|Importe neto|Neto | Imponibile|Importo netto | Valor líquido|Base | Wartość netto|Netto
vat_rate | VAT %|VAT rate|Tax % | MwSt.-Satz|USt. %|Steuersatz | Taux TVA|TVA % | Btw %|Btw-tarief | % IVA|Tipo IVA | Aliquota IVA|IVA % | Taxa IVA|IVA % | Stawka VAT|VAT %
vat_amount | VAT|VAT amount|Tax | MwSt.|USt.|Steuer | TVA|Montant TVA | Btw|Btw-bedrag | IVA|Cuota IVA | IVA|Imposta | IVA|Valor IVA | VAT|Kwota VAT
gross | Total|Gross|Amount incl. VAT | Brutto|Gesamt brutto|Betrag brutto | TTC|Montant TTC|Total TTC | Incl. btw|Bruto|Totaal incl. btw | Total|Importe con IVA | Totale|Importo ivato | Total|Valor c/ IVA | Brutto|Wartość brutto
subtotal | Subtotal|Net total|Sub-total|Total excl. VAT | Zwischensumme|Nettobetrag|Summe netto|Gesamt netto | Total HT|Sous-total|Montant HT | Subtotaal|Totaal excl. btw|Netto | Base imponible|Subtotal|Total neto | Imponibile|Totale imponibile|Subtotale | Total líquido|Subtotal|Base tributável | Razem netto|Suma netto|Wartość netto razem
discount | Discount|Less discount|Rebate | Rabatt|Nachlass|abzgl. Rabatt | Remise|Rabais|Escompte | Korting|Kortingsbedrag | Descuento|Dto. | Sconto|Abbuono | Desconto|Desconto comercial | Rabat|Upust
shipping | Shipping|Delivery|Postage & packing | Versandkosten|Versand|Fracht | Frais de port|Livraison|Expédition | Verzendkosten|Verzending | Gastos de envío|Envío|Portes | Spese di spedizione|Trasporto | Portes|Envio|Transporte | Koszt wysyłki|Dostawa|Transport
vat | VAT|Tax|Sales tax | MwSt.|USt.|Umsatzsteuer|zzgl. MwSt. | TVA|Montant TVA|Total TVA | Btw|Btw-bedrag | IVA|Cuota IVA | IVA|Imposta | IVA|Total IVA | VAT|Podatek VAT|Kwota VAT
total | Total|Invoice total|Grand total|Total incl. VAT | Gesamtbetrag|Rechnungsbetrag|Summe brutto|Gesamt | Total TTC|Montant TTC|Net à payer TTC|Total | Totaal|Totaal incl. btw|Factuurbedrag | Total|Total factura|Importe total | Totale|Totale fattura|Totale documento | Total|Total da fatura|Total c/ IVA | Razem brutto|Do zapłaty brutto|Wartość brutto
amount_due | Amount due|Balance due|Please pay|Total due | Zahlbetrag|Zu zahlender Betrag|Offener Betrag|Bitte zahlen | Net à payer|Montant à payer|Reste à payer | Te betalen|Openstaand bedrag|Totaal te betalen | Importe a pagar|Total a pagar|A pagar | Netto a pagare|Totale da pagare|Importo dovuto | Valor a pagar|Total a pagar|Montante em dívida | Do zapłaty|Kwota do zapłaty|Pozostało do zapłaty
deposit | Less deposit paid|Deposit received|Less advance payment | abzgl. Anzahlung|Anzahlung erhalten|abzgl. Vorauszahlung | Acompte versé|Moins acompte|Acompte reçu | Reeds betaald voorschot|Min voorschot|Aanbetaling | Anticipo recibido|Menos anticipo|A cuenta | Acconto versato|Meno acconto|Anticipo ricevuto | Adiantamento recebido|Menos adiantamento|Sinal pago | Zaliczka wpłacona|Zapłacono zaliczkę|Minus zaliczka
terms | Payment terms|Terms|Payment | Zahlungsbedingungen|Zahlungsziel|Konditionen | Conditions de paiement|Règlement|Modalités | Betalingsvoorwaarden|Betaling|Betaaltermijn | Condiciones de pago|Forma de pago|Pago | Condizioni di pagamento|Pagamento|Modalità | Condições de pagamento|Pagamento|Condições | Warunki płatności|Sposób zapłaty|Płatność
bank | Bank details|Payment details|Bank | Bankverbindung|Bank|Zahlung an | Coordonnées bancaires|Banque|RIB | Bankgegevens|Bank | Datos bancarios|Banco | Coordinate bancarie|Banca | Dados bancários|Banco | Dane bankowe|Bank|Rachunek
iban | IBAN|IBAN | IBAN|IBAN | IBAN|IBAN | IBAN|IBAN | IBAN|IBAN | IBAN|IBAN | IBAN|IBAN | IBAN|Nr rachunku IBAN
bic | BIC|SWIFT/BIC | BIC|BIC/SWIFT | BIC|Code BIC | BIC|BIC | BIC|SWIFT | BIC|BIC/SWIFT | BIC|SWIFT | BIC|SWIFT
phone | Phone|Tel. | Tel.|Telefon|Fon | Tél.|Téléphone | Tel.|Telefoon | Tel.|Teléfono | Tel.|Telefono | Tel.|Telefone | Tel.|Telefon
email | Email|E-mail | E-Mail|Mail | E-mail|Courriel | E-mail|Mail | Correo|E-mail | E-mail|Email | E-mail|Email | E-mail|Email
register | Company no.|Registered in England no.|Reg. no. | Handelsregister|Amtsgericht|Firmenbuch | RCS|SIRET|Registre | KvK|KvK-nummer|Handelsregister | Registro Mercantil|Inscrita en el R.M. | REA|Registro Imprese | Registo Comercial|NIPC | KRS|REGON
page | Page {p} of {n}|Page {p}/{n} | Seite {p} von {n}|Seite {p}/{n} | Page {p} sur {n}|Page {p}/{n} | Pagina {p} van {n}|Blad {p}/{n} | Página {p} de {n}|Pág. {p}/{n} | Pagina {p} di {n}|Pag. {p}/{n} | Página {p} de {n}|Pág. {p}/{n} | Strona {p} z {n}|Str. {p}/{n}
thanks | Thank you for your business.|Thank you for your order. | Vielen Dank für Ihren Auftrag.|Wir danken für Ihr Vertrauen. | Merci de votre confiance.|Nous vous remercions de votre commande. | Bedankt voor uw opdracht.|Dank voor uw vertrouwen. | Gracias por su confianza.|Gracias por su pedido. | Grazie per la fiducia.|Grazie per l'ordine. | Obrigado pela sua preferência.|Agradecemos a sua encomenda. | Dziękujemy za zamówienie.|Dziękujemy za współpracę.
account_no | Account number|Account no. | Vertragskontonummer|Kundenkonto|Konto-Nr. | N° de compte client|Référence client | Klantnummer|Contractrekening | Nº de contrato|Cuenta cliente | Codice cliente|N. contratto | N.º de cliente|Conta cliente | Numer klienta|Nr konta klienta
meter_no | Meter number|Meter serial | Zählernummer|Zähler-Nr. | N° de compteur|Compteur | Meternummer|EAN-code meter | Nº de contador|Contador | Matricola contatore|POD | N.º do contador|CPE | Numer licznika|Nr licznika
contract_no | Contract number|Agreement no. | Vertragsnummer|Vertrag | N° de contrat|Contrat | Contractnummer|Contract | Nº de contrato|Contrato | Numero contratto|Contratto | N.º do contrato|Contrato | Numer umowy|Umowa nr
period | Billing period|Service period|Period | Abrechnungszeitraum|Leistungszeitraum|Zeitraum | Période de facturation|Période | Factuurperiode|Periode | Periodo de facturación|Periodo | Periodo di fatturazione|Periodo | Período de faturação|Período | Okres rozliczeniowy|Okres
prev_balance | Previous balance|Balance brought forward | Vorheriger Saldo|Saldo Vormonat | Solde précédent|Report solde antérieur | Vorig saldo|Saldo vorige factuur | Saldo anterior|Saldo previo | Saldo precedente|Saldo fattura precedente | Saldo anterior|Saldo transitado | Saldo poprzedni|Saldo z poprzedniej faktury
payments_recv | Payments received – thank you|Payment received | Zahlungseingang – vielen Dank|Erhaltene Zahlungen | Paiements reçus – merci|Règlement reçu | Ontvangen betalingen|Betaling ontvangen | Pagos recibidos|Pago recibido | Pagamenti ricevuti|Pagamento ricevuto | Pagamentos recebidos|Pagamento recebido | Otrzymane wpłaty|Wpłata otrzymana
current_charges | Current charges|New charges this period | Aktuelle Forderung|Neue Forderung | Montant de la facture|Nouvelle facture | Huidige factuur|Nieuwe kosten | Importe de esta factura|Cargos del periodo | Importo della bolletta|Addebiti del periodo | Valor desta fatura|Consumos do período | Bieżące należności|Należność za okres
section_total | Subtotal|Section total | Zwischensumme|Summe | Sous-total|Total rubrique | Subtotaal|Totaal | Subtotal|Total apartado | Subtotale|Totale sezione | Subtotal|Total | Razem|Suma
arrival | Arrival|Check-in | Anreise|Ankunft | Arrivée|Date d'arrivée | Aankomst|Check-in | Llegada|Entrada | Arrivo|Check-in | Chegada|Entrada | Przyjazd|Zameldowanie
departure | Departure|Check-out | Abreise|Abfahrt | Départ|Date de départ | Vertrek|Check-out | Salida|Fecha de salida | Partenza|Check-out | Partida|Saída | Wyjazd|Wymeldowanie
room | Room|Room no. | Zimmer|Zimmer-Nr. | Chambre|N° de chambre | Kamer|Kamernr. | Habitación|Hab. | Camera|N. camera | Quarto|N.º quarto | Pokój|Nr pokoju
guest | Guest|Guest name | Gast|Gastname | Client|Nom du client | Gast|Naam gast | Huésped|Cliente | Ospite|Nome ospite | Hóspede|Nome do hóspede | Gość|Imię i nazwisko gościa
folio | Folio|Folio no. | Folio|Folio-Nr. | Folio|Note n° | Folio|Folionummer | Folio|Nº folio | Conto|N. conto | Folio|N.º folio | Folio|Rachunek nr
date | Date|Date | Datum|Tag | Date|Date | Datum|Datum | Fecha|Fecha | Data|Data | Data|Data | Data|Data
vat_summary | VAT summary|VAT analysis | MwSt.-Aufstellung|Steuerübersicht | Récapitulatif TVA|Détail TVA | Btw-specificatie|Btw-overzicht | Desglose de IVA|Resumen IVA | Riepilogo IVA|Dettaglio IVA | Resumo do IVA|Quadro resumo IVA | Zestawienie VAT|Podsumowanie VAT
base | Net|Taxable amount | Netto|Bemessungsgrundlage | Base HT|Base imposable | Grondslag|Netto | Base imponible|Base | Imponibile|Base imponibile | Base tributável|Incidência | Podstawa|Netto
task | Task|Activity|Work performed | Tätigkeit|Leistung|Aufgabe | Tâche|Prestation|Activité | Werkzaamheden|Activiteit|Taak | Tarea|Actividad|Trabajo realizado | Attività|Descrizione attività | Tarefa|Atividade|Serviço | Zadanie|Czynność|Opis prac
hours | Hours|Hrs | Stunden|Std. | Heures|h | Uren|Uur | Horas|h | Ore|h | Horas|h | Godziny|Godz.
hourly_rate | Rate|Hourly rate|Rate/h | Stundensatz|Satz|Preis/Std. | Taux horaire|Tarif/h | Uurtarief|Tarief | Tarifa/hora|Precio hora | Tariffa oraria|Tariffa | Preço/hora|Taxa horária | Stawka|Stawka godz.
total_hours | Total hours|Hours total | Summe Stunden|Stunden gesamt | Total heures|Nombre d'heures | Totaal uren|Uren totaal | Total horas|Horas totales | Totale ore|Ore totali | Total de horas|Horas totais | Suma godzin|Razem godzin
project | Project|Engagement | Projekt|Projekt | Projet|Mission | Project|Opdracht | Proyecto|Encargo | Progetto|Commessa | Projeto|Trabalho | Projekt|Zlecenie
contract_value | Contract value|Contract sum | Auftragssumme|Vertragssumme | Montant du marché|Montant du contrat | Aanneemsom|Contractsom | Importe del contrato|Presupuesto adjudicado | Importo contrattuale|Valore del contratto | Valor da empreitada|Valor do contrato | Wartość umowy|Wartość kontraktu
prev_install | Previously invoiced|Previous applications | Bisher abgerechnet|Bisherige Abschläge | Situations précédentes|Déjà facturé | Eerder gefactureerd|Vorige termijnen | Certificado anterior|Facturado anteriormente | SAL precedenti|Già fatturato | Faturado anteriormente|Autos anteriores | Zafakturowano wcześniej|Poprzednie raty
installment | Progress invoice no.|Application no. | Abschlagsrechnung Nr.|Abschlag Nr. | Situation de travaux n°|Situation n° | Termijnfactuur nr.|Termijn | Certificación nº|Certificación de obra nº | Stato avanzamento lavori n.|SAL n. | Auto de medição n.º|Fatura intercalar n.º | Faktura częściowa nr|Rata nr
site | Site|Project site | Baustelle|Bauvorhaben | Chantier|Lieu des travaux | Bouwplaats|Project | Obra|Emplazamiento | Cantiere|Opera | Obra|Local da obra | Budowa|Inwestycja
plan | Plan|Subscription | Tarif|Abonnement | Formule|Abonnement | Abonnement|Pakket | Plan|Suscripción | Piano|Abbonamento | Plano|Subscrição | Plan|Abonament
seats | Seats|Users | Lizenzen|Nutzer | Licences|Utilisateurs | Licenties|Gebruikers | Licencias|Usuarios | Licenze|Utenti | Licenças|Utilizadores | Licencje|Użytkownicy
card_note | This amount will be charged to your {card} ending in {last4}.|Payment method: {card} •••• {last4} | Der Betrag wird von Ihrer {card} mit Endziffern {last4} abgebucht.|Zahlungsart: {card} •••• {last4} | Ce montant sera débité de votre carte {card} se terminant par {last4}.|Moyen de paiement : {card} •••• {last4} | Dit bedrag wordt afgeschreven van uw {card} eindigend op {last4}.|Betaalmethode: {card} •••• {last4} | Este importe se cargará en su tarjeta {card} terminada en {last4}.|Forma de pago: {card} •••• {last4} | L'importo sarà addebitato sulla carta {card} che termina con {last4}.|Metodo di pagamento: {card} •••• {last4} | Este valor será debitado no cartão {card} terminado em {last4}.|Método de pagamento: {card} •••• {last4} | Kwota zostanie pobrana z karty {card} kończącej się na {last4}.|Metoda płatności: {card} •••• {last4}
coupon | Coupon {code}|Promo code {code}|Discount ({code}) | Gutschein {code}|Rabattcode {code} | Code promo {code}|Coupon {code} | Kortingscode {code}|Coupon {code} | Cupón {code}|Código promocional {code} | Coupon {code}|Codice sconto {code} | Cupão {code}|Código promocional {code} | Kupon {code}|Kod rabatowy {code}
receipt | Receipt | Empfangsschein | Récépissé | Ontvangstbewijs | Resguardo | Ricevuta | Recibo | Potwierdzenie
payment_part | Payment part | Zahlteil | Section paiement | Betaaldeel | Sección de pago | Sezione pagamento | Secção de pagamento | Część płatnicza
payable_to | Account / Payable to | Konto / Zahlbar an | Compte / Payable à | Rekening / Te betalen aan | Cuenta / Pagadero a | Conto / Pagabile a | Conta / Pagável a | Konto / Płatne na rzecz
reference | Reference|Payment reference | Referenz|Zahlungsreferenz | Référence|Référence de paiement | Referentie|Betalingskenmerk | Referencia|Concepto | Riferimento|Causale | Referência|Referência de pagamento | Tytuł przelewu|Tytułem
payable_by | Payable by|Payer | Zahlbar durch|Einzahlung von | Payable par|Versé par | Betaald door|Betaler | Pagadero por|Ordenante | Pagabile da|Ordinante | Pagável por|Ordenante | Wpłacający|Zleceniodawca
currency | Currency | Währung | Monnaie | Valuta | Moneda | Valuta | Moeda | Waluta
amount_short | Amount | Betrag | Montant | Bedrag | Importe | Importo | Montante | Kwota
acceptance | Acceptance point | Annahmestelle | Point de dépôt | Aanvaardingspunt | Punto de aceptación | Punto di accettazione | Ponto de aceitação | Punkt przyjęcia
addl_info | Additional information | Zusätzliche Informationen | Informations supplémentaires | Aanvullende informatie | Información adicional | Informazioni supplementari | Informação adicional | Informacje dodatkowe
sepa_slip | SEPA credit transfer|Remittance slip|Payment slip | SEPA-Überweisung|Überweisungsträger|Zahlschein | Virement SEPA|Bulletin de virement | SEPA-overschrijving|Overschrijvingsformulier | Transferencia SEPA|Boletín de transferencia | Bonifico SEPA|Modulo di bonifico | Transferência SEPA|Talão de pagamento | Przelew SEPA|Polecenie przelewu
remit_stub | Please detach and return this portion with your payment|Remittance advice | | | | | | | 
beneficiary | Beneficiary|Payee | Empfänger|Zahlungsempfänger | Bénéficiaire|Titulaire | Begunstigde|Ontvanger | Beneficiario|Titular | Beneficiario|Intestatario | Beneficiário|Titular | Odbiorca|Beneficjent
platform_note | Invoice issued by {platform} on behalf of the seller.|{platform} acts as payment collector for the seller. | Diese Rechnung wurde von {platform} im Namen des Verkäufers erstellt.|{platform} handelt als Zahlungsempfänger im Auftrag des Verkäufers. | Facture émise par {platform} au nom et pour le compte du vendeur.|{platform} agit en tant qu'intermédiaire de paiement du vendeur. | Factuur uitgereikt door {platform} namens de verkoper.|{platform} int betalingen namens de verkoper. | Factura emitida por {platform} en nombre del vendedor.|{platform} actúa como intermediario de cobro del vendedor. | Fattura emessa da {platform} per conto del venditore.|{platform} agisce come incaricato all'incasso per il venditore. | Fatura emitida por {platform} em nome do vendedor.|{platform} atua como intermediário de pagamento do vendedor. | Faktura wystawiona przez {platform} w imieniu sprzedawcy.|{platform} pośredniczy w płatnościach na rzecz sprzedawcy.
"""


def _parse(text):
    out = {}
    for row in text.strip().splitlines():
        cells = [c.strip() for c in row.split(" | ")]
        key, vals = cells[0], cells[1:]
        while len(vals) < len(LANGS):
            vals.append("")
        out[key] = {lang: [s.strip() for s in v.split("|") if s.strip()] for lang, v in zip(LANGS, vals, strict=False)}
    return out


LABELS = _parse(_T)

# Payment terms per language: {d} = days, {p} = early-payment percent, {e} = early days.
TERMS = {
    "en": ["Net {d}", "Payment within {d} days", "Due within {d} days of invoice date",
           "{p}% {e}, Net {d}", "Payable on receipt"],
    "de": ["Zahlbar innerhalb {d} Tagen ohne Abzug", "Zahlbar innerhalb von {d} Tagen netto",
           "{p} % Skonto bei Zahlung innerhalb {e} Tagen, {d} Tage netto", "Sofort zahlbar ohne Abzug"],
    "fr": ["Paiement à {d} jours", "Règlement à {d} jours date de facture",
           "Paiement à réception de facture", "Escompte {p} % à {e} jours, net à {d} jours"],
    "nl": ["Betaling binnen {d} dagen", "Te voldoen binnen {d} dagen na factuurdatum",
           "Betaling per omgaande"],
    "es": ["Pago a {d} días", "Transferencia a {d} días fecha factura", "Pago al contado"],
    "it": ["Pagamento a {d} giorni data fattura", "Bonifico bancario a {d} gg d.f.",
           "Rimessa diretta vista fattura"],
    "pt": ["Pagamento a {d} dias", "Pronto pagamento", "Pagamento a {d} dias da data da fatura"],
    "pl": ["Przelew {d} dni", "Płatne przelewem w terminie {d} dni", "Płatność gotówką"],
}

CARDS = ["Visa", "Mastercard", "American Express"]
PLATFORMS = [("Marktwerk Online GmbH", "Am Tower 3, 10557 Berlin"), ("ShopHub Europe S.à r.l.", "5 Rue Plaetis, L-2338 Luxembourg"),
             ("Bazario Marketplace B.V.", "Stationsplein 45, 3013 AK Rotterdam"), ("Mercanta Services Ltd", "12 Dock Road, Dublin 2, D02 X576")]
