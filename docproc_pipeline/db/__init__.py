"""PostgreSQL access: connections, migrations and queries grouped by table family."""
