"""Link and text extraction: what a fetched document points to, and what it says.

Entry point for the crawl pipeline: `keepnet.extract.dispatch.extract`.  Modules: html
(HTML outlinks/title/robots), css, headers (Location, RFC 8288 Link), sitemaps (robots.txt
Sitemap lines, XML/text/gzip sitemaps), text (visible text), with the shared pieces charset,
collect (resolution, de-duplication, cap), rels, microsyntax (srcset, refresh), speculative.
Nothing is imported here, so `keepnet.extract.headers` stays cheap to import on its own.
"""
