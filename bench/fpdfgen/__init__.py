"""fpdfgen: synthetic invoices in the style of PHP/FPDF invoicing software (fpdf2), with ground truth."""
