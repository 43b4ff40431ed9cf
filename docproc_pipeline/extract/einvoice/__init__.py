"""Structured e-invoices (EN 16931): Factur-X / ZUGFeRD / XRechnung as CII or UBL XML.

The XML is read exactly (no OCR, no model): `xmlsafe` parses it with entities, DTDs and the
network off; `embedded` finds it inside a hybrid PDF; `cii` and `ubl` map the business terms to
one `EInvoice`; `engine` turns that into our `InvoiceExtraction` and, for a hybrid PDF, checks
the printed layer against it.
"""
