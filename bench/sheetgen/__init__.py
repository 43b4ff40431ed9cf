"""sheetgen: synthetic invoices written as spreadsheets and printed to PDF by LibreOffice Calc."""
