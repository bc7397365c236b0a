"""keepnet: an archival web crawler that writes WARC 1.1 for people who preserve the web."""

__version__ = "0.1.0"
SOFTWARE = f"keepnet/{__version__}"
