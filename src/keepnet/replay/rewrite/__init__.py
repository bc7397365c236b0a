"""Server-side rewriting of archived pages so that everything they load comes from replay.

urls: one URL to its replay form; html: attributes of HTML documents; css: url() and
@import; inject: the client script tag and the Content-Security-Policy safety net;
headers: the archived response headers of the browsing view. client.js runs in the page.
"""
