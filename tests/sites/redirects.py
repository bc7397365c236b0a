"""redirect.test and flaky.test: redirects (chains, loops) and retryable errors.

Ground truth, http://redirect.test ("/" links every entry below):
- REDIRECT_CHAIN: "/chain/0" -301-> "/chain/1" -302-> "/chain/2" -303-> "/chain/3" -307->
  "/chain/4" -308-> "/chain/5" (200): five redirects, relative and absolute Locations;
- REDIRECT_LOOP: "/loop-a" -302-> "/loop-b" -302-> "/loop-a" (never a 200);
- SELF_REDIRECT: "/self" -302-> "/self".

Ground truth, http://flaky.test ("/" links all three):
- RETRY_503: "/retry-503.html" answers 503 with Retry-After: 1 the first time, 200 after;
- RETRY_429: "/retry-429.html" answers 429 with Retry-After: 1 the first time, 200 after;
- ALWAYS_503: "/always-503.html" answers 503 with Retry-After: 1 every time.
The first-time counters live in the Site, so build a fresh web per test.
"""

from __future__ import annotations

from keepnet.testweb.site import Handler, Request, Response, Site

REDIRECT_HOST = "redirect.test"
FLAKY_HOST = "flaky.test"
R = f"http://{REDIRECT_HOST}"
F = f"http://{FLAKY_HOST}"

REDIRECT_CHAIN = [f"{R}/chain/{i}" for i in range(6)]
REDIRECT_CHAIN_STATUSES = [301, 302, 303, 307, 308]
REDIRECT_LOOP = [f"{R}/loop-a", f"{R}/loop-b"]
SELF_REDIRECT = f"{R}/self"

RETRY_503 = f"{F}/retry-503.html"
RETRY_429 = f"{F}/retry-429.html"
ALWAYS_503 = f"{F}/always-503.html"
RETRY_AFTER = 1


def _index(links: list[str]) -> str:
    items = "".join(f'<li><a href="{u}">{u}</a></li>' for u in links)
    return f"<!doctype html><title>Index</title><ul>{items}</ul>"


def build_redirects() -> Site:
    site = Site(REDIRECT_HOST)
    site.add("/", _index([REDIRECT_CHAIN[0], REDIRECT_LOOP[0], SELF_REDIRECT]))
    for i, status in enumerate(REDIRECT_CHAIN_STATUSES):
        # alternate relative and absolute Location values (both are legal, RFC 9110 §10.2.2)
        target = f"/chain/{i + 1}" if i % 2 == 0 else REDIRECT_CHAIN[i + 1]
        site.add(f"/chain/{i}", Response.redirect(target, status))
    site.add("/chain/5", "<!doctype html><title>End of the chain</title><p>five redirects</p>")
    site.add("/loop-a", Response.redirect("/loop-b"))
    site.add("/loop-b", Response.redirect(f"{R}/loop-a"))
    site.add("/self", Response.redirect("/self"))
    return site


def _fails_first(status: int, times: int | None) -> Handler:
    seen = {"n": 0}

    def handler(request: Request) -> Response:
        seen["n"] += 1
        if times is None or seen["n"] <= times:
            resp = Response.text(f"try again ({seen['n']})\n", status)
            resp.headers.append(("Retry-After", str(RETRY_AFTER)))
            return resp
        return Response.html(f"<!doctype html><title>OK</title><p>succeeded on try {seen['n']}</p>")

    return handler


def build_flaky() -> Site:
    site = Site(FLAKY_HOST)
    site.add("/", _index([RETRY_503, RETRY_429, ALWAYS_503]))
    site.route("/retry-503.html")(_fails_first(503, 1))
    site.route("/retry-429.html")(_fails_first(429, 1))
    site.route("/always-503.html")(_fails_first(503, None))
    return site
