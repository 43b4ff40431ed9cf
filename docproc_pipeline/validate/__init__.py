"""Validation: cross-field rules and field checks on extracted invoices."""
