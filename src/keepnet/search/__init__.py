"""Full-text search over archived pages: interface (base), query parsing, SQLite FTS5 index, builder, web routes."""
