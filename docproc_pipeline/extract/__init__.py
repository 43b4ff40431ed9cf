"""Extraction: bytes + mime type in, a typed `InvoiceExtraction` out. Engines never touch the database."""
