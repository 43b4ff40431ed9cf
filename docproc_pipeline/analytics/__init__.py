"""Analyst datasets and hourly metric snapshots: plain functions over PostgreSQL and files."""
