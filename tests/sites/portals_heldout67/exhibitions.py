"""heldout67 path portals: a research-exposition platform, a gallery's exhibition catalogues and
a host of artists' project sites (Path-Based, the seed's BitBucket / Slideshare / Silk rows).

An exposition or catalogue lives under its own path and every page of it is reached through
pages under that path; an artist's project site is a whole subdomain of the host (like a
Silk site, the path is "/").  Everything else the pages link — the platform's chrome,
authors' profiles, the gallery's collection and shop, other artists' sites — is elsewhere.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, blob, host, ul

# --- Research-exposition platform ----------------------------------------------------------

EXPO = host("www", "expositio-weave")
EXPOSITIONS = {
    "83211": ("Listening through walls", ["91204", "91205"], ["interview.pdf"], 0, ["70020"]),
    "85530": (
        "The Choreographic Notebook: seven weaves on notation",
        ["96001", "96002", "96003", "96004", "96005", "96006"],
        ["notation-appendix.pdf", "workshop-video.mp4"],
        2,
        ["83211", "71177"],
    ),
}


def _expo_chrome() -> Chrome:
    return Chrome(
        EXPO,
        "Expositio",
        [
            ("/portal/search", "Search"),
            ("/portal/journals", "Journals"),
            ("/portal/calls", "Calls"),
        ],
        [("/portal/about", "About"), ("/portal/terms", "Terms"), ("/portal/contact", "Contact")],
        [("http://twitter.test/expositio", "Twitter")],
        title_fmt="{title} - {brand}",
    )


def _expo_build() -> list[Site]:
    c = _expo_chrome()
    pages: dict[str, object] = {}
    for eid, (title, weaves, files, comment_pages, related) in EXPOSITIONS.items():
        base = f"/view/{eid}/"
        toc = ul([(f"{base}{w}", f"Weave {n}") for n, w in enumerate(weaves, 1)], "toc")
        meta = (
            f'<p>by <a href="/profile/show?person={eid}1">author</a> \u00b7 published in '
            f'<a href="/portal/journals?j=4">Journal for Artistic Research</a></p>'
        )
        att = ul([(f"{base}media/{f}", f) for f in files], "attachments")
        com = f'<a href="{base}comments">Comments</a>' if comment_pages else ""
        rel = ul([(f"/view/{r}/", f"Exposition {r}") for r in related], "related")
        pages[base] = c.page(
            title,
            f'<div class="exposition-meta"><h1>{escape(title)}</h1>{meta}<h2>Contents</h2>'
            f"{toc if len(weaves) < 4 else ul([(f'{base}{weaves[0]}', 'Start reading')])}"
            f"<h2>Attachments</h2>{att}{com}<h2>Related expositions</h2>{rel}</div>",
        )
        for n, w in enumerate(weaves):
            nxt = (
                f'<a class="next" href="{base}{weaves[n + 1]}">next page</a>'
                if n + 1 < len(weaves)
                else ""
            )
            pages[f"{base}{w}"] = c.page(
                title,
                f'<div class="weave" style="position:relative"><img src="/shared/{w}.png" '
                f'style="left:40px;top:80px"><div class="tool-text">Weave {n + 1}.</div>'
                f'<a href="{base}">contents</a> {nxt}</div>',
            )
            pages[f"/shared/{w}.png"] = blob(png(40, 30), "image/png")
        for f in files:
            data = pdf(f, [title]) if f.endswith(".pdf") else binary(f)
            pages[f"{base}media/{f}"] = blob(
                data, "application/pdf" if f.endswith(".pdf") else "video/mp4"
            )
        for k in range(1, comment_pages + 1):
            path = f"{base}comments" + (f"?page={k}" if k > 1 else "")
            more = f'<a href="{base}comments?page={k + 1}">older</a>' if k < comment_pages else ""
            pages[path] = c.page(title, f"<h2>Comments, page {k}</h2><p>Reader note.</p>{more}")
        pages[f"/profile/show?person={eid}1"] = c.page("Profile", "<h1>Author profile</h1>")
        for r in related:
            if r not in EXPOSITIONS:
                pages[f"/view/{r}/"] = c.page(f"Exposition {r}", f"<h1>Exposition {r}</h1>")
    pages["/portal/journals?j=4"] = c.page("Journal", "<h1>Journal for Artistic Research</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _expo_truth(eid: str) -> list[str]:
    _t, weaves, files, comment_pages, _r = EXPOSITIONS[eid]
    base = f"http://{EXPO}/view/{eid}/"
    out = [base] + [f"{base}{w}" for w in weaves] + [f"{base}media/{f}" for f in files]
    out += [f"{base}comments"] if comment_pages else []
    return out + [f"{base}comments?page={k}" for k in range(2, comment_pages + 1)]


# --- Gallery exhibition catalogues -----------------------------------------------------------

CAT = host("publications", "kunsthalle-ostrand")
CATALOGUES = {
    "liminal-scores": (
        "Liminal Scores: Drawing as Notation",
        ["foreword", "on-drawn-sound"],
        4,
        4,
        0,
    ),
    "tidal-archive": (
        "The Tidal Archive: Sound Installations 1990-2025",
        ["foreword", "listening-to-the-estuary", "machines-that-sing", "an-interview"],
        11,
        4,
        3,
    ),
}


def _cat_chrome() -> Chrome:
    return Chrome(
        CAT,
        "Kunsthalle Ostrand",
        [
            ("/exhibitions", "Exhibitions"),
            ("/collection", "Collection"),
            ("/visit", "Visit"),
            ("/shop", "Shop"),
        ],
        [("/newsletter", "Newsletter"), ("/press", "Press"), ("/privacy", "Privacy")],
        [("http://www.instagram.test/kunsthalleostrand", "Instagram")],
        title_fmt="{title} \u2013 {brand}",
    )


def _cat_build() -> list[Site]:
    c = _cat_chrome()
    pages: dict[str, object] = {}
    for slug, (title, essays, plates, per, tracks) in CATALOGUES.items():
        base = f"/catalogues/{slug}/"
        toc = [(f"{base}essays/{e}/", e.replace("-", " ").title()) for e in essays]
        toc += [(f"{base}plates/", "Plates"), (f"{base}contributors/", "Contributors")]
        if tracks:
            toc.append((f"{base}audio-guide/", "Audio guide"))
        toc.append((f"{base}download/{slug}.pdf", "Download the catalogue (PDF)"))
        pages[base] = c.page(
            title,
            f"<h1>{escape(title)}</h1>{ul(toc, 'catalogue-toc')}<p>Published on the occasion of "
            f'the exhibition. <a href="/shop/books/{slug}">Buy the printed book</a></p>',
        )
        for e in essays:
            pages[f"{base}essays/{e}/"] = c.page(
                e, f'<h1>{e}</h1><p><a href="{base}">Contents</a></p>'
            )
        n_pages = -(-plates // per)
        for k in range(1, n_pages + 1):
            nums = range((k - 1) * per + 1, min(plates, k * per) + 1)
            more = f'<a href="{base}plates/?page={k + 1}">More plates</a>' if k < n_pages else ""
            body = ul([(f"{base}plates/{n}/", f"Plate {n}") for n in nums]) + more
            pages[f"{base}plates/" + (f"?page={k}" if k > 1 else "")] = c.page("Plates", body)
        for n in range(1, plates + 1):
            pages[f"{base}plates/{n}/"] = c.page(
                f"Plate {n}",
                f'<img src="/media/{slug}-{n}.png"><p>Lent by '
                f'<a href="/collection/objects/{4400 + n}">the collection</a>.</p>',
            )
            pages[f"/media/{slug}-{n}.png"] = blob(png(12, 16), "image/png")
            pages[f"/collection/objects/{4400 + n}"] = c.page(
                "Object", f"<h1>Object {4400 + n}</h1>"
            )
        pages[f"{base}contributors/"] = c.page("Contributors", "<p>Authors of the essays.</p>")
        if tracks:
            pages[f"{base}audio-guide/"] = c.page(
                "Audio guide",
                ul([(f"{base}audio-guide/{t}.mp3", f"Stop {t}") for t in range(1, tracks + 1)]),
            )
            for t in range(1, tracks + 1):
                pages[f"{base}audio-guide/{t}.mp3"] = blob(binary(f"{slug}{t}"), "audio/mpeg")
        pages[f"{base}download/{slug}.pdf"] = blob(
            pdf(title, ["Exhibition catalogue"]), "application/pdf"
        )
        pages[f"/shop/books/{slug}"] = c.page("Shop", "<h1>Book</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _cat_truth(slug: str) -> list[str]:
    _t, essays, plates, per, tracks = CATALOGUES[slug]
    base = f"http://{CAT}/catalogues/{slug}/"
    out = [base, f"{base}plates/", f"{base}contributors/", f"{base}download/{slug}.pdf"]
    out += [f"{base}essays/{e}/" for e in essays]
    out += [f"{base}plates/{n}/" for n in range(1, plates + 1)]
    out += [f"{base}plates/?page={k}" for k in range(2, -(-plates // per) + 1)]
    if tracks:
        out += [f"{base}audio-guide/"] + [
            f"{base}audio-guide/{t}.mp3" for t in range(1, tracks + 1)
        ]
    return out


# --- Artists' project sites on a site host (whole subdomain) ------------------------------

PLATFORM = host("www", "sitebay-studio")
ARTISTS = {
    "tidewater": ("Tidewater: a sound walk for the estuary", ["salt-marsh", "mudflat"], 1, []),
    "nightferry": (
        "Night Ferry: songs from a crossing",
        ["departure", "hold", "deck", "arrival", "rehearsals"],
        3,
        ["tidewater"],
    ),
}


def _artist_site(name: str) -> Site:
    title, works, journal_pages, friends = ARTISTS[name]
    h = host(name, "sitebay-studio")

    def page(t: str, body: str) -> str:
        nav = ul([("/", "Home"), ("/works", "Works"), ("/journal", "Journal"), ("/about", "About")])
        fr = "".join(f'<a href="http://{host(f, "sitebay-studio")}/">{f}</a> ' for f in friends)
        return (
            f'<!doctype html><html><head><meta charset="utf-8"><title>{escape(t)}</title>'
            f'<link rel="stylesheet" href="http://{PLATFORM}/themes/mono.css"></head><body>'
            f"<header>{nav}</header><section>{body}</section><footer>{'Friends: ' + fr if fr else ''}"
            f'<a href="http://{PLATFORM}/?ref={name}">Made with Sitebay</a> '
            f'<a href="http://{PLATFORM}/report?site={name}">Report</a></footer></body></html>'
        )

    site = Site(h)
    site.add("/", page(title, f"<h1>{escape(title)}</h1><p>A project by the artist.</p>"))
    site.add("/works", page("Works", ul([(f"/works/{w}", w) for w in works])))
    for w in works:
        site.add(f"/works/{w}", page(w, f'<h1>{w}</h1><a href="/media/{w}.mp3">Listen</a>'))
        site.add(f"/media/{w}.mp3", blob(binary(w), "audio/mpeg"))
    for k in range(1, journal_pages + 1):
        more = f'<a href="/journal?page={k + 1}">Older entries</a>' if k < journal_pages else ""
        site.add(
            "/journal" + (f"?page={k}" if k > 1 else ""), page("Journal", f"<p>Entries.</p>{more}")
        )
    site.add("/about", page("About", '<p>Artist statement.</p><a href="/about/cv.pdf">CV</a>'))
    site.add("/about/cv.pdf", blob(pdf("CV", [title]), "application/pdf"))
    return site


def _artist_build() -> list[Site]:
    platform = Site(PLATFORM)
    home = "<!doctype html><title>Sitebay</title><h1>Build your project site</h1>"
    platform.add("/", home)
    platform.add("/themes/mono.css", blob(b"body{font-family:monospace}", "text/css"))
    for name in ARTISTS:
        platform.add(f"/?ref={name}", home)
        platform.add(f"/report?site={name}", "<!doctype html><title>Report</title><p>Report.</p>")
    return [_artist_site(n) for n in ARTISTS] + [platform]


def _artist_truth(name: str) -> list[str]:
    return sorted(_artist_site(name).url(p) for p in _artist_site(name).pages)


CASES: list[Case] = [
    # An exposition and its weave pages all under /view/<id>/: the seed's Slideshare /
    # BitBucket shape, Path-Based; profiles, journals and related expositions are outside.
    case(
        "expositio-listening-walls",
        "research-exposition platform (exposition)",
        "multi-hop",
        "path_based",
        f"http://{EXPO}/view/83211/",
        _expo_truth("83211"),
        _expo_build,
        [f"http://{EXPO}/view/70020/"],
    ),
    # Harder: six weaves reached page by page, two attachments, paginated comments.
    case(
        "expositio-choreographic-notebook",
        "research-exposition platform (six weaves, paginated comments)",
        "multi-hop",
        "path_based",
        f"http://{EXPO}/view/85530/",
        _expo_truth("85530"),
        _expo_build,
        [f"http://{EXPO}/view/83211/", f"http://{EXPO}/view/71177/"],
    ),
    # A catalogue under /catalogues/<slug>/: essays, plates, PDF: Path-Based; lent
    # collection objects and the shop are other things.
    case(
        "ostrand-liminal-scores",
        "gallery exhibition catalogue (catalogue)",
        "multi-hop",
        "path_based",
        f"http://{CAT}/catalogues/liminal-scores/",
        _cat_truth("liminal-scores"),
        _cat_build,
        [f"http://{CAT}/collection/objects/{4400 + n}" for n in range(1, 5)],
    ),
    # Harder: eleven plates over three pages, four essays and an audio guide.
    case(
        "ostrand-tidal-archive",
        "gallery exhibition catalogue (paginated plates, audio guide)",
        "multi-hop",
        "path_based",
        f"http://{CAT}/catalogues/tidal-archive/",
        _cat_truth("tidal-archive"),
        _cat_build,
        [f"http://{CAT}/collection/objects/{4400 + n}" for n in range(1, 12)],
    ),
    # A whole subdomain is the project: the seed's Silk row, Path-Based on "/".
    case(
        "sitebay-tidewater",
        "artist project site host (sound walk site)",
        "multi-hop",
        "path_based",
        f"http://{host('tidewater', 'sitebay-studio')}/",
        _artist_truth("tidewater"),
        _artist_build,
    ),
    # Harder: five works with audio, a paginated journal and a link to a friend's site.
    case(
        "sitebay-nightferry",
        "artist project site host (song cycle site, paginated journal)",
        "multi-hop",
        "path_based",
        f"http://{host('nightferry', 'sitebay-studio')}/",
        _artist_truth("nightferry"),
        _artist_build,
        [f"http://{host('tidewater', 'sitebay-studio')}/"],
    ),
]
