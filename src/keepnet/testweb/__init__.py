"""keepnet's local virtual web: sites under `.test` host names behind a loopback forward proxy.

The demo (`keepnet demo`), the tests and the benchmarks crawl these sites; nothing here
touches the real network.  Typical use::

    from keepnet.testweb import Site, VirtualWeb, serve_in_thread

    site = Site("news.test", {"/": "<a href='/a'>a</a>", "/a": "article"})
    with serve_in_thread(VirtualWeb([site])) as server:
        ...  # crawl with --proxy server.url, then assert on site.log
"""

from keepnet.testweb.server import ProxyServer, VirtualWeb, serve_in_thread
from keepnet.testweb.site import Behaviour, LoggedRequest, Raw, Request, Response, Site

__all__ = [
    "Behaviour",
    "LoggedRequest",
    "ProxyServer",
    "Raw",
    "Request",
    "Response",
    "Site",
    "VirtualWeb",
    "serve_in_thread",
]
