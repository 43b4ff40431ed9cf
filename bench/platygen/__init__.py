"""platygen: synthetic invoices laid out with ReportLab platypus, with ground truth (see README.md)."""
