"""docproc: an invoice-processing pipeline on Dagster and PostgreSQL."""

__version__ = "0.1.0"
