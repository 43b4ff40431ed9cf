"""officegen: invoices written as Word documents and printed to PDF by LibreOffice."""
