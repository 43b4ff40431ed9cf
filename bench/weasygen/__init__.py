"""weasygen: synthetic invoices written as HTML/CSS and printed by WeasyPrint."""
