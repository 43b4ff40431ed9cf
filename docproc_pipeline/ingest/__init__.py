"""Ingest: the landing folder, storage layout, file-type sniffing."""
