"""Exporting a crawl for other tools: WACZ packages (wacz) and their compressed CDXJ index (cdxgz)."""
