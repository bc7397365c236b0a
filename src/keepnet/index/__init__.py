"""The CDXJ index: line model (cdxj), WARC indexing and incremental update (indexer), lookups (query)."""
