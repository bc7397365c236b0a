"""heldout59 editions family: a scholarly-edition platform, a TEI source forge, a
digital-exhibition builder and a correspondence database (letters).

Each portal is one `build()` serving both of its records, so the two cases of a portal
share the same sites.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, jpeg_like, tei, ul, zip_like

# ---------------------------------------------------------------------------------------
# Scholarly edition platform (path_based): each edition lives under its own /edition/<slug>/
# directory, and witnesses, transcriptions, apparatus, facsimile viewers and versions are
# all nested below it, like a Bitbucket/GitLab project: the entry URI is a prefix of every
# artifact URI, several hops deep.

LECTIO = Chrome(
    host="editio.lectiotheca.hx59.example",
    name="Lectiotheca Editions",
    menu=[
        ("/edition/", "Editions"),
        ("/persons/", "Persons"),
        ("/about", "About"),
        ("/guidelines", "Encoding guidelines"),
    ],
    footer=[
        ("/imprint", "Imprint"),
        ("/privacy", "Data protection"),
        ("/accessibility", "Accessibility"),
        ("/contact", "Contact"),
    ],
    login=("/auth/signin", "/auth/signup"),
    tagline="Digital critical editions since 2011",
    home_main='<h1>Lectiotheca</h1><p>Featured: <a href="/edition/thomas-rhymer/">Thomas the '
    "Rhymer</a></p>",
)


def _edition_pages(
    slug: str, title: str, sigla: list[str], *, versions: list[str], per_page: int, facs: int
) -> tuple[dict[str, PageValue], list[str]]:
    """Pages of one edition and its artifact URIs (all under /edition/<slug>/)."""
    base = f"/edition/{slug}/"
    pages: dict[str, PageValue] = {}
    uris = [base]
    chunks = [sigla[i : i + per_page] for i in range(0, len(sigla), per_page)]
    wit_lists = [f"{base}witnesses"] + [
        f"{base}witnesses?page={n}" for n in range(2, len(chunks) + 1)
    ]
    side = ul(
        [
            (f"{base}witnesses", "Witnesses"),
            (f"{base}apparatus", "Critical apparatus"),
            (f"{base}introduction", "Introduction"),
            (f"{base}download/{slug}-tei.zip", "Download TEI (zip)"),
        ],
        "edition-nav",
    )
    for n, chunk in enumerate(chunks):
        nxt = (
            f'<a rel="next" href="{wit_lists[n + 1]}">More witnesses</a>'
            if n + 1 < len(chunks)
            else ""
        )
        items = ul([(f"{base}witness/{s}", f"Witness {s}") for s in chunk])
        pages[wit_lists[n]] = LECTIO.page(
            f"Witnesses — {title}", f"<h1>{escape(title)}: witnesses</h1>{side}{items}{nxt}"
        )
    uris += wit_lists
    for s in sigla:
        w = f"{base}witness/{s}"
        viewers = [f"{w}/facs/{k}" for k in range(1, facs + 1)]
        pages[w] = LECTIO.page(
            f"Witness {s} — {title}",
            f"<h1>Witness {s}</h1>{side}<div class='transcription'><p>Diplomatic "
            f"transcription of witness {s}.</p></div>"
            + ul([(v, f"Facsimile page {k}") for k, v in enumerate(viewers, 1)])
            + f'<p><a href="{w}.xml">TEI of this witness</a> · <a href="/persons/scribe-{s.lower()}">'
            f"Scribe {s}</a></p>",
        )
        pages[f"{w}.xml"] = tei(f"{title}, witness {s}", "transcription", witness=s)
        for k, v in enumerate(viewers, 1):
            pages[v] = LECTIO.page(
                f"Facsimile {s} {k} — {title}",
                f'<h1>Witness {s}, page {k}</h1><img src="/iiif/{slug}-{s}-{k}/full/600,/0/default.png"'
                f' alt=""><p><a href="{w}">Back to transcription</a></p>',
            )
            pages[f"/iiif/{slug}-{s}-{k}/full/600,/0/default.png"] = jpeg_like(k)
        pages[f"/persons/scribe-{s.lower()}"] = LECTIO.page(f"Scribe {s}", f"<h1>Scribe {s}</h1>")
        uris += [w, f"{w}.xml", *viewers]
    pages[f"{base}apparatus"] = LECTIO.page(
        f"Apparatus — {title}", f"<h1>Critical apparatus</h1>{side}<p>Variants.</p>"
    )
    pages[f"{base}introduction"] = LECTIO.page(
        f"Introduction — {title}", f"<h1>Introduction</h1>{side}<p>Editorial notes.</p>"
    )
    pages[f"{base}download/{slug}-tei.zip"] = zip_like(f"{slug}.xml")
    uris += [f"{base}apparatus", f"{base}introduction", f"{base}download/{slug}-tei.zip"]
    for v in versions:
        vp = f"{base}v/{v}/"
        pages[vp] = LECTIO.page(
            f"Version {v} — {title}",
            f'<h1>{escape(title)} (version {v})</h1><p><a href="{vp}changes">'
            "Changes in this version</a></p>",
        )
        pages[f"{vp}changes"] = LECTIO.page(f"Changes {v}", f"<h1>Changes in {v}</h1>")
        uris += [vp, f"{vp}changes"]
    vers = ""
    if versions:
        vers = "<h2>Other versions</h2>" + ul([(f"{base}v/{v}/", f"Version {v}") for v in versions])
    pages[base] = LECTIO.page(
        title,
        f"<article class='edition'><h1>{escape(title)}</h1>{side}<p>A critical edition of "
        f"{len(sigla)} witnesses.</p>{vers}<aside><h2>Related editions</h2>"
        + ul([("/edition/thomas-rhymer/", "Thomas the Rhymer")])
        + '<p><a href="/cite?edition='
        + slug
        + '">Cite</a></p></aside></article>'
        + LECTIO.share(LECTIO.url(base)),
    )
    pages[f"/cite?edition={slug}"] = LECTIO.page(
        "Cite", f"<pre>{escape(title)}. Lectiotheca.</pre>"
    )
    return pages, [LECTIO.url(u) for u in uris]


ISOBEL_PAGES, ISOBEL = _edition_pages(
    "isobel-ballad", "The Ballad of Lady Isobel", ["A", "B"], versions=[], per_page=10, facs=1
)
CANTIGA_PAGES, CANTIGA = _edition_pages(
    "cantigas-de-amigo",
    "Cantigas de amigo of Martin Codax",
    ["P", "V", "B", "N", "T", "R"],
    versions=["1.0", "2.0"],
    per_page=4,
    facs=2,
)


def lectio_build() -> list[Site]:
    pages = {
        **ISOBEL_PAGES,
        **CANTIGA_PAGES,
        "/edition/thomas-rhymer/": LECTIO.page("Thomas the Rhymer", "<h1>Thomas the Rhymer</h1>"),
    }
    return [LECTIO.site(pages)]


# ---------------------------------------------------------------------------------------
# TEI source forge (path_based_externals): a GitHub-like forge where an edition's sources
# live under /<owner>/<repo>/, but raw files and release archives are served from the
# forge's separate content domain, which the path prefix cannot reach.

FORGE = Chrome(
    host="forge.versura.hx59.example",
    name="Versura",
    menu=[("/explore", "Explore"), ("/topics/tei", "Topics"), ("/docs", "Docs")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/status", "Status")],
    login=("/session/new", "/join"),
    title_format="{title} · Versura",
    home_title="Versura — code and texts together",
    social=(),
)
RAW = "raw.versuracontent.hx59.example"
OBJ = "objects.versuraassets.hx59.example"


def _repo(
    owner: str, repo: str, files: list[str], *, issues: int, releases: list[str], wiki: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/{owner}/{repo}/"
    forge: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    uris = [FORGE.url(base)]
    tabs = ul(
        [
            (base, "Code"),
            (f"{base}issues", "Issues"),
            (f"{base}commits/main", "Commits"),
            *([(f"{base}releases", "Releases")] if releases else []),
            *([(f"{base}wiki", "Wiki")] if wiki else []),
        ],
        "repo-tabs",
    )
    head = f'<p class="repo-head"><a href="/{owner}">{owner}</a> / {repo}</p>{tabs}'
    forge[f"/{owner}"] = FORGE.page(owner, f"<h1>{owner}</h1>")
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    rows = [(f"{base}tree/main/{d}", d + "/") for d in dirs]
    rows += [(f"{base}blob/main/{f}", f) for f in files if "/" not in f]
    forge[base] = FORGE.page(
        f"{owner}/{repo}",
        f"{head}<table class='files'>{ul(rows)}</table><div class='readme'><h2>README</h2>"
        f"<p>TEI sources of the edition.</p></div><p><a href='{base}stargazers'>Stars</a></p>",
    )
    forge[f"{base}stargazers"] = FORGE.page(f"Stargazers · {repo}", f"{head}<p>12 stars</p>")
    uris.append(FORGE.url(f"{base}stargazers"))
    for d in dirs:
        inside = [
            (f"{base}blob/main/{f}", f.rsplit("/", 1)[1]) for f in files if f.startswith(d + "/")
        ]
        forge[f"{base}tree/main/{d}"] = FORGE.page(f"{repo}/{d}", f"{head}{ul(inside)}")
        uris.append(FORGE.url(f"{base}tree/main/{d}"))
    for f in files:
        rawurl = f"http://{RAW}/{owner}/{repo}/main/{f}"
        forge[f"{base}blob/main/{f}"] = FORGE.page(
            f"{repo}/{f} at main",
            f'{head}<pre class="blob">&lt;TEI&gt;…</pre><a class="btn" href="{rawurl}">Raw</a>',
        )
        raw[f"/{owner}/{repo}/main/{f}"] = (
            tei(f, "source") if f.endswith(".xml") else data(f"# {repo}\n", "text/plain")
        )
        uris += [FORGE.url(f"{base}blob/main/{f}"), rawurl]
    forge[f"{base}commits/main"] = FORGE.page(
        f"Commits · {repo}", head + ul([(f"{base}commit/9f3c2a1", "Encode witness B")])
    )
    forge[f"{base}commit/9f3c2a1"] = FORGE.page("Encode witness B", f"{head}<pre>diff</pre>")
    uris += [FORGE.url(f"{base}commits/main"), FORGE.url(f"{base}commit/9f3c2a1")]
    per = 3
    pages_n = max(1, (issues + per - 1) // per)
    for p in range(1, pages_n + 1):
        listing = f"{base}issues" + (f"?page={p}" if p > 1 else "")
        nums = range((p - 1) * per + 1, min(issues, p * per) + 1)
        nxt = f'<a rel="next" href="{base}issues?page={p + 1}">Next</a>' if p < pages_n else ""
        forge[listing] = FORGE.page(
            f"Issues · {repo}",
            head + ul([(f"{base}issues/{n}", f"#{n} Normalise spelling") for n in nums]) + nxt,
        )
        uris.append(FORGE.url(listing))
        for n in nums:
            forge[f"{base}issues/{n}"] = FORGE.page(
                f"Issue {n} · {repo}",
                f'{head}<p>Opened by <a href="/mira-ostrow">mira-ostrow</a>.</p>',
            )
            uris.append(FORGE.url(f"{base}issues/{n}"))
    forge["/mira-ostrow"] = FORGE.page("mira-ostrow", "<h1>mira-ostrow</h1>")
    if releases:
        forge[f"{base}releases"] = FORGE.page(
            f"Releases · {repo}", head + ul([(f"{base}releases/tag/{r}", r) for r in releases])
        )
        uris.append(FORGE.url(f"{base}releases"))
        for r in releases:
            asset = f"http://{OBJ}/{owner}/{repo}/releases/{r}/{repo}-{r}.zip"
            forge[f"{base}releases/tag/{r}"] = FORGE.page(
                f"Release {r} · {repo}", f'{head}<h2>{r}</h2><a href="{asset}">{repo}-{r}.zip</a>'
            )
            obj[f"/{owner}/{repo}/releases/{r}/{repo}-{r}.zip"] = zip_like(f"{repo}.xml")
            uris += [FORGE.url(f"{base}releases/tag/{r}"), asset]
    if wiki:
        forge[f"{base}wiki"] = FORGE.page(
            f"Wiki · {repo}", head + ul([(f"{base}wiki/{w}", w.replace("-", " ")) for w in wiki])
        )
        uris.append(FORGE.url(f"{base}wiki"))
        for w in wiki:
            forge[f"{base}wiki/{w}"] = FORGE.page(w, f"{head}<h1>{w}</h1>")
            uris.append(FORGE.url(f"{base}wiki/{w}"))
    return forge, raw, obj, uris


SAPPHO = _repo(
    "mnemo-lab",
    "sappho-fragments",
    ["README.md", "tei/fr31.xml", "tei/fr16.xml"],
    issues=2,
    releases=[],
    wiki=[],
)
PAPYRI = _repo(
    "ktn-collective",
    "papyri-corpus",
    [
        "README.md",
        "LICENSE",
        "tei/p-oxy-0654.xml",
        "tei/p-oxy-1224.xml",
        "tei/p-ryl-457.xml",
        "schema/ktn.rng",
    ],
    issues=7,
    releases=["v2.0", "v2.1"],
    wiki=["Encoding-guidelines", "Sigla"],
)


def forge_build() -> list[Site]:
    forge = {**SAPPHO[0], **PAPYRI[0]}
    raw_site = Site(RAW, {**SAPPHO[1], **PAPYRI[1]})
    obj_site = Site(OBJ, {**SAPPHO[2], **PAPYRI[2]})
    return [FORGE.site(forge), raw_site, obj_site]


# ---------------------------------------------------------------------------------------
# Digital-exhibition builder (path_based, the Silk shape): every exhibition is its own
# subdomain of the builder, so the whole subdomain from "/" is the artifact; the builder's
# own pages (sign-in, gallery, report) live on its www host.

VITRINA = Chrome(
    host="www.vitrinabau.hx59.example",
    name="Vitrinabau",
    menu=[("/gallery", "Exhibition gallery"), ("/pricing", "Plans"), ("/docs", "Help")],
    footer=[("/legal/terms", "Terms"), ("/legal/privacy", "Privacy"), ("/abuse", "Report")],
    login=("/login", "/start"),
    cookie_policy="/legal/privacy",
)


def _exhibit(
    sub: str, title: str, sections: list[str], items: list[int], *, per_page: int, dataset: bool
) -> tuple[Site, list[str]]:
    host = f"{sub}.vitrinabau.hx59.example"
    o = f"http://{host}"
    nav = [("/", "Start")] + [(f"/page/{s}", s.replace("-", " ").title()) for s in sections]
    nav += [("/items", "Objects"), ("/map", "Map"), ("/credits", "Credits")]
    chunks = [items[i : i + per_page] for i in range(0, len(items), per_page)]
    lists = ["/items"] + [f"/items?page={n}" for n in range(2, len(chunks) + 1)]

    def page(t: str, body: str) -> str:
        return (
            f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(t)} – '
            f'{escape(title)}</title><link rel="stylesheet" href="/_theme/exhibit.css">'
            f'<script src="http://{VITRINA.cdn}/npm/leaflet@1.9.4/dist/leaflet.js"></script>'
            f'<script async src="http://{VITRINA.stats}/matomo.js"></script></head><body>'
            f"<header><h1 class='exhibit-title'>{escape(title)}</h1>{ul(nav, 'exhibit-nav')}"
            f"</header><main>{body}</main><footer><p>Made with <a href='http://{VITRINA.host}/'>"
            f"Vitrinabau</a> · <a href='http://{VITRINA.host}/login'>Edit</a> · "
            f"<a href='http://{VITRINA.host}/abuse'>Report</a></p></footer></body></html>"
        )

    pages: dict[str, PageValue] = {
        "/": page("Start", "<p>An online exhibition.</p>" + ul(nav[1:])),
        "/_theme/exhibit.css": data("main{columns:2}", "text/css"),
        "/map": page(
            "Map",
            "<div id='map' data-geojson='/data/places.geojson'></div>"
            '<p><a href="/data/places.geojson">Places (GeoJSON)</a></p>',
        ),
        "/data/places.geojson": data(
            '{"type":"FeatureCollection","features":[]}', "application/geo+json"
        ),
        "/credits": page("Credits", "<p>Curated by the project team.</p>"),
    }
    uris = ["/", "/map", "/data/places.geojson", "/credits"]
    for s in sections:
        pages[f"/page/{s}"] = page(s, f"<h2>{escape(s)}</h2><p>Essay.</p>")
        uris.append(f"/page/{s}")
    for n, chunk in enumerate(chunks):
        nxt = f'<a rel="next" href="{lists[n + 1]}">Next page</a>' if n + 1 < len(chunks) else ""
        pages[lists[n]] = page("Objects", ul([(f"/items/{i}", f"Object {i}") for i in chunk]) + nxt)
        uris.append(lists[n])
    for i in items:
        pages[f"/items/{i}"] = page(
            f"Object {i}", f'<img src="/files/{i}.png" alt=""><p>Object.</p>'
        )
        pages[f"/files/{i}.png"] = jpeg_like(i)
        uris.append(f"/items/{i}")
    if dataset:
        pages["/credits"] = page(
            "Credits", '<p>Data: <a href="/data/objects.csv">objects.csv</a></p>'
        )
        pages["/data/objects.csv"] = data("id,title\n1,x\n", "text/csv")
        uris.append("/data/objects.csv")
    return Site(host, pages), [o + u for u in uris]


def vitrina_build() -> list[Site]:
    front = VITRINA.site(
        {
            "/gallery": VITRINA.page(
                "Gallery",
                ul(
                    [
                        ("http://feldpost-1916.vitrinabau.hx59.example/", "Field post 1916"),
                        ("http://kolonialwaren.vitrinabau.hx59.example/", "Colonial goods"),
                    ]
                ),
            )
        }
    )
    return [front, FELDPOST[0], KOLONIAL[0]]


FELDPOST = _exhibit(
    "feldpost-1916",
    "Field Post 1916: Letters from the Front",
    ["soldiers", "families"],
    [11, 12, 13],
    per_page=10,
    dataset=False,
)
KOLONIAL = _exhibit(
    "kolonialwaren",
    "Colonial Goods in a Port City Grocery",
    ["trade-routes", "advertising", "afterlives"],
    list(range(101, 109)),
    per_page=3,
    dataset=True,
)


# ---------------------------------------------------------------------------------------
# Correspondence database (sig_title, the Dryad-without-files shape): the letter's <title>
# is its bare calendar heading, and every object of the letter (transcription, facsimile
# viewer, translation, enclosure, TEI download) repeats that heading in its content, while
# person pages, neighbouring letters and the portal's chrome never print it in full.

BRIEF = Chrome(
    host="briefe.korrespondenzhaus.hx59.example",
    name="Korrespondenzhaus",
    menu=[
        ("/letters", "Letters"),
        ("/people", "Correspondents"),
        ("/places", "Places"),
        ("/project", "Project"),
    ],
    footer=[("/impressum", "Impressum"), ("/privacy", "Privacy"), ("/api-docs", "API")],
    login=("/login", "/register"),
    title_format="{title}",
    home_title="Korrespondenzhaus — a database of early 19th-century letters",
)


def _letter(
    lid: str, heading: str, sender: str, *, facs: int, extra: list[str], neighbours: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/letter/{lid}"
    tabs = [(f"{base}/transcription", "Transcription"), (f"{base}/facsimile", "Facsimile")]
    tabs += [(f"{base}/{e}", e.title()) for e in extra]
    tabs += [(f"{base}.xml", "TEI-XML")]
    h = f"<h1 class='letter-heading'>{escape(heading)}</h1>"
    pages: dict[str, PageValue] = {}
    uris = [base, f"{base}/transcription", f"{base}.xml"]
    nb = "".join(
        f'<a href="/letter/{n}">{lbl}</a> '
        for n, lbl in zip(neighbours, ["Previous", "Next"], strict=True)
    )
    pages[base] = BRIEF.page(
        heading,
        f"{h}{ul(tabs, 'letter-tabs')}<dl><dt>Sender</dt><dd><a href='/people/{sender}'>"
        f"{sender.replace('-', ' ').title()}</a></dd></dl><nav class='sequence'>{nb}</nav>"
        + BRIEF.share(BRIEF.url(base)),
    )
    pages[f"{base}/transcription"] = BRIEF.page(
        f"Transcription — {lid}", f"{h}<div class='tei'><p>Theuerster Freund, …</p></div>"
    )
    facs_pages = [f"{base}/facsimile"] + [f"{base}/facsimile?page={k}" for k in range(2, facs + 1)]
    for k, fp in enumerate(facs_pages, 1):
        nxt = f'<a href="{facs_pages[k]}">Next leaf</a>' if k < len(facs_pages) else ""
        pages[fp] = BRIEF.page(
            f"Facsimile {k} — {lid}", f'{h}<img src="/img/{lid}-{k}.png" alt="leaf {k}">{nxt}'
        )
        pages[f"/img/{lid}-{k}.png"] = jpeg_like(k)
    uris += facs_pages
    for e in extra:
        pages[f"{base}/{e}"] = BRIEF.page(f"{e.title()} — {lid}", f"{h}<p>{e}.</p>")
        uris.append(f"{base}/{e}")
    pages[f"{base}.xml"] = tei(heading, "Theuerster Freund")
    pages[f"/people/{sender}"] = BRIEF.page(sender, f"<h1>{sender}</h1><p>Letters by date.</p>")
    for n in neighbours:
        pages[f"/letter/{n}"] = BRIEF.page(f"Letter {n}", f"<h1>Letter {n}</h1>")
    return pages, [BRIEF.url(u) for u in uris]


VOGT = _letter(
    "L0412",
    "Henrike Vogt to Anselm Brandauer, Weimar, 14 March 1821",
    "henrike-vogt",
    facs=1,
    extra=[],
    neighbours=["L0411", "L0413"],
)
LIST_ = _letter(
    "L0977",
    "Anselm Brandauer to Henrike Vogt, Jena, 2 September 1823",
    "anselm-brandauer",
    facs=3,
    extra=["translation", "commentary", "enclosure"],
    neighbours=["L0976", "L0978"],
)


def brief_build() -> list[Site]:
    return [BRIEF.site({**VOGT[0], **LIST_[0]})]


CASES: list[Case] = [
    # path_based: the edition is a directory of the platform; witnesses, facsimile viewers
    # and TEI sit below /edition/<slug>/ (seed: BitBucket/GitLab shape, entry URI a prefix).
    case(
        "lectio-isobel",
        "scholarly edition platform (two-witness ballad edition)",
        "Multi-Hop",
        "path_based",
        LECTIO.url("/edition/isobel-ballad/"),
        ISOBEL,
        lectio_build,
        others=[LECTIO.url("/edition/thomas-rhymer/")],
    ),
    # path_based: same shape, six witnesses paginated, two facsimile leaves each, versions.
    case(
        "lectio-cantigas",
        "scholarly edition platform (six witnesses, paginated, versions)",
        "Multi-Hop",
        "path_based",
        LECTIO.url("/edition/cantigas-de-amigo/"),
        CANTIGA,
        lectio_build,
        others=[LECTIO.url("/edition/thomas-rhymer/")],
    ),
    # path_based_externals: GitHub shape, raw files on the forge's content domain.
    case(
        "versura-sappho",
        "TEI source forge (small repository, raw files)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url("/mnemo-lab/sappho-fragments/"),
        SAPPHO[3],
        forge_build,
        others=[FORGE.url("/mnemo-lab")],
    ),
    # path_based_externals: releases on a third (asset) domain, paginated issues, a wiki.
    case(
        "versura-papyri",
        "TEI source forge (releases on an asset host, wiki, issues)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url("/ktn-collective/papyri-corpus/"),
        PAPYRI[3],
        forge_build,
        others=[FORGE.url("/ktn-collective")],
    ),
    # path_based: Silk shape, the whole exhibition subdomain is the artifact ("/" prefix).
    case(
        "vitrina-feldpost",
        "digital exhibition builder (small exhibition subdomain)",
        "Multi-Hop",
        "path_based",
        "http://feldpost-1916.vitrinabau.hx59.example/",
        FELDPOST[1],
        vitrina_build,
    ),
    # path_based: larger exhibition, paginated object list, a data download.
    case(
        "vitrina-kolonial",
        "digital exhibition builder (paginated objects, data download)",
        "Multi-Hop",
        "path_based",
        "http://kolonialwaren.vitrinabau.hx59.example/",
        KOLONIAL[1],
        vitrina_build,
    ),
    # sig_title: the letter's bare heading is its <title> and in every one of its objects.
    case(
        "brief-vogt",
        "correspondence database (letter with one leaf)",
        "Multi-Hop",
        "sig_title",
        BRIEF.url("/letter/L0412"),
        VOGT[1],
        brief_build,
        others=[BRIEF.url("/letter/L0411"), BRIEF.url("/letter/L0413")],
    ),
    # sig_title: three facsimile leaves (paginated), translation, commentary, enclosure.
    case(
        "brief-brandauer",
        "correspondence database (letter with enclosure, three leaves)",
        "Multi-Hop",
        "sig_title",
        BRIEF.url("/letter/L0977"),
        LIST_[1],
        brief_build,
        others=[BRIEF.url("/letter/L0976"), BRIEF.url("/letter/L0978")],
    ),
]
