"""The negative fetch status codes keepnet writes to crawl.log (Heritrix's table).

When a fetch yields no HTTP status, crawl.log carries a negative code instead, as Heritrix 3
does (see its "Status codes" page: `FetchStatusCodes.java`).  keepnet keeps Heritrix's
numbers wherever Heritrix has one, so that tools and people who read Heritrix logs read
keepnet's the same way.  Two choices differ from a naive reading of the table:

* DNS failure is -6 ("prerequisite domain-lookup failed"), the code Heritrix puts on the
  http URI; keepnet has no separate `dns:` URI whose own failure would be -1.
* A refused private/loopback address is -5001 ("blocked from fetch by user setting"): the
  setting is `--allow-private`.  -5000 stays "out of scope", which belongs to scope.
* Robots exclusion is -9998, Heritrix's "robots.txt rules precluded fetch".
* A response that is not HTTP (garbage status line, oversized head) is -3, as Heritrix
  files every I/O or protocol exception of the exchange under "connection lost"; the
  FetchFailure says `retryable=False` and its reason names the defect.
* -5002 (Heritrix's "blocked by custom processor") marks a URL a re-crawl did not fetch
  because it was not due (`revisit: auto`); its links came from its last capture.
* -5 is Heritrix's "unexpected runtime exception": a keepnet bug, never a server's fault.

The fetcher produces: INVALID_URL, DNS_FAILED, CONNECT_FAILED, CONNECTION_LOST (and its
alias PROTOCOL_ERROR), TIMEOUT, EMPTY_RESPONSE, PRIVATE_ADDRESS.  The engine uses the others.
"""

from __future__ import annotations

DNS_FAILED = -6
CONNECT_FAILED = -2
CONNECTION_LOST = -3
TIMEOUT = -4
PROTOCOL_ERROR = CONNECTION_LOST  # not HTTP; see the module docstring
INTERNAL_ERROR = -5
INVALID_URL = -7
RETRIES_EXCEEDED = -8
ROBOTS_PREREQUISITE_FAILED = -61
PREREQUISITE_FAILED = -62
EMPTY_RESPONSE = -404
OUT_OF_SCOPE = -5000
PRIVATE_ADDRESS = -5001
BLOCKED_BY_PROCESSOR = -5002
QUOTA_EXCEEDED = -5003
RUNTIME_EXCEEDED = -5004
ROBOTS_PRECLUDED = -9998

DESCRIPTIONS: dict[int, str] = {
    DNS_FAILED: "DNS lookup failed",
    CONNECT_FAILED: "connection failed or refused",
    CONNECTION_LOST: "connection lost, or the response is not HTTP",
    TIMEOUT: "timeout (connect, read or total) before a response head",
    INTERNAL_ERROR: "unexpected internal error",
    INVALID_URL: "invalid URL or unsupported scheme",
    RETRIES_EXCEEDED: "retries exceeded",
    ROBOTS_PREREQUISITE_FAILED: "robots.txt prerequisite could not be fetched",
    PREREQUISITE_FAILED: "another prerequisite failed",
    EMPTY_RESPONSE: "server closed the connection without sending a byte",
    OUT_OF_SCOPE: "out of scope upon reexamination",
    PRIVATE_ADDRESS: "refused: private, loopback or reserved address (see --allow-private)",
    BLOCKED_BY_PROCESSOR: "not fetched by decision of a processor (e.g. not due for a revisit)",
    QUOTA_EXCEEDED: "blocked: quota exceeded",
    RUNTIME_EXCEEDED: "blocked: time limit exceeded",
    ROBOTS_PRECLUDED: "robots.txt rules precluded fetch",
}


def describe(code: int) -> str:
    """A short text for a crawl.log code (HTTP statuses and unknown codes get a generic one)."""
    if code >= 0:
        return f"HTTP {code}"
    return DESCRIPTIONS.get(code, f"fetch failure {code}")
