"""The fetcher: keepnet's own HTTP/1.1 client, address policy, robots.txt and politeness.

Modules: http (HttpClient, FetchSettings), target (URL to request target), wire (message
syntax), body (reading responses byte-exactly), pool (connections, TLS, CONNECT tunnels),
addresses (private-address policy, DNS cache), robots (RFC 9309 cache), politeness (delays,
Retry-After, back-off), content (undoing Content-Encoding), codes (crawl.log failure codes).
"""
