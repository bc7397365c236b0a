"""What replay adds to an archived page: the client script tag and the CSP safety net.

The script tag carries its settings as data- attributes (no inline script needed), so
client.js knows the page's archived URL, its timestamp and the replay prefix.
The Content-Security-Policy (CSP Level 3) allows scripts, styles, images, fonts, media,
frames, workers and connections from the replay server itself ('self'), data: and blob:
only — inline scripts and eval stay allowed because archived pages need them. Whatever the
rewriting missed is therefore blocked by the browser instead of reaching the live web.
It cannot stop top-level navigation (a script assigning window.location to a live URL):
CSP has no directive for that in current browsers.
"""

from __future__ import annotations

import html

CLIENT_PATH = "/_keepnet/client.js"

CSP = "; ".join(
    [
        "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
        "style-src 'self' 'unsafe-inline' data: blob:",
        "img-src 'self' data: blob:",
        "font-src 'self' data: blob:",
        "media-src 'self' data: blob:",
        "connect-src 'self' data: blob:",
        "frame-src 'self' data: blob:",
        "worker-src 'self' data: blob:",
        "object-src 'self' data: blob:",
        "manifest-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
    ]
)


def script_tag(prefix: str, timestamp: str, url: str, mod: str) -> str:
    """The <script> element that loads client.js for one archived page."""
    attrs = {
        "src": CLIENT_PATH,
        "data-prefix": prefix,
        "data-ts": timestamp,
        "data-url": url,
        "data-mod": mod,
    }
    body = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    return f"<script {body}></script>"
