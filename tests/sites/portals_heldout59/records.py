"""heldout59 records family: a linked-data entity browser and a historical gazetteer
(identifier-keyed records), a humanities data archive, a research workspace, a humanities
Dataverse and an institutional repository that speaks FAIR Signposting.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, ris, tei, ul, zip_like

# ---------------------------------------------------------------------------------------
# Linked-data entity browser (sig_uri, the GBIF shape): an entity page /entity/<id> links
# its serialisations, history, SPARQL description and API record, each carrying the id in
# its URI (also on the API host), while related entities carry other ids.

PROSO = Chrome(
    host="kg.prosopontologie.hx59.example",
    name="Prosopon Knowledge Graph",
    menu=[
        ("/browse/persons", "Persons"),
        ("/browse/works", "Works"),
        ("/sparql", "SPARQL"),
        ("/docs/model", "Data model"),
    ],
    footer=[("/about", "About"), ("/licence", "Licence"), ("/privacy", "Privacy")],
    login=("/oauth/login", "/oauth/register"),
    title_format="{title} — {name}",
)
API = "api.prosopontologie.hx59.example"


def _entity(
    eid: str,
    label: str,
    *,
    fmts: list[str],
    hist_pages: int,
    related: list[str],
    same_as: list[str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/entity/{eid}"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    links: list[tuple[str, str]] = []
    cts = {
        "ttl": "text/turtle",
        "jsonld": "application/ld+json",
        "rdf": "application/rdf+xml",
        "nt": "application/n-triples",
    }
    for f in fmts:
        pages[f"{base}.{f}"] = data(f'<{PROSO.url(base)}> <label> "{label}" .\n', cts[f])
        links.append((PROSO.url(f"{base}.{f}"), f.upper()))
    hist = [f"{base}/history"] + [f"{base}/history?page={n}" for n in range(2, hist_pages + 1)]
    for n, h in enumerate(hist):
        nxt = f'<a href="{hist[n + 1]}">Older revisions</a>' if n + 1 < len(hist) else ""
        pages[h] = PROSO.page(
            f"History of {eid}", f"<h1>Revisions of {eid}</h1><ol><li>r{n}</li></ol>{nxt}"
        )
    links.append((PROSO.url(hist[0]), "Revision history"))
    q = quote(f"DESCRIBE <{PROSO.url(base)}>", safe="")
    pages[f"/sparql?query={q}"] = PROSO.page("SPARQL", f"<pre>{escape(label)}</pre>")
    links.append((PROSO.url(f"/sparql?query={q}"), "Describe in SPARQL"))
    api[f"/v1/entities/{eid}"] = data(f'{{"id":"{eid}","label":"{label}"}}', "application/json")
    links.append((f"http://{API}/v1/entities/{eid}", "JSON API"))
    rel = ul([(f"/entity/{r}", r) for r in related])
    sa = ul([(u, u) for u in same_as])
    pages[base] = PROSO.page(
        label,
        f"<div class='entity'><h1>{escape(label)} <small>{eid}</small></h1><table class='claims'>"
        f"<tr><th>type</th><td>E21 Person</td></tr></table><h2>Related</h2>{rel}<h2>Same as</h2>"
        f"{sa}<h2>Data</h2>{ul(links, 'formats')}</div>"
        f'<p><a href="/citation?entity={eid}">Cite this entity</a></p>',
        head=f'<link rel="alternate" type="text/turtle" href="{base}.ttl">'
        if "ttl" in fmts
        else "",
    )
    pages[f"/citation?entity={eid}"] = PROSO.page("Cite", f"<pre>{escape(label)}</pre>")
    for r in related:
        pages[f"/entity/{r}"] = PROSO.page(r, f"<h1>{r}</h1>")
    uris = [
        PROSO.url(base),
        *(u for u, _ in links),
        *(PROSO.url(h) for h in hist[1:]),
        PROSO.url(f"/citation?entity={eid}"),
    ]
    return pages, api, uris


KETTELER = _entity(
    "P4471",
    "Johanna Ketteler (1772–1840)",
    fmts=["ttl", "jsonld"],
    hist_pages=1,
    related=["P0893", "W0217"],
    same_as=[],
)
HYMNAR = _entity(
    "W120583",
    "Hymnarium of Clara Ketteler (manuscript, c. 1795)",
    fmts=["ttl", "jsonld", "rdf", "nt"],
    hist_pages=3,
    related=["P4471", "W0217", "M5530"],
    same_as=["http://viaf.test/viaf/31415926", "http://www.wikidata.test/wiki/Q9"],
)


def proso_build() -> list[Site]:
    # Ketteler's own entity page must win over the stub Hymnar's "related" list makes.
    return [PROSO.site({**HYMNAR[0], **KETTELER[0]}), Site(API, {**KETTELER[1], **HYMNAR[1]})]


# ---------------------------------------------------------------------------------------
# Historical gazetteer (sig_uri): a place record's GeoJSON, KML, variant-name list,
# map view and linked-places API answer all carry the place id; nearby places do not.

ORTS = Chrome(
    host="gazetteer.ortsregister.hx59.example",
    name="Ortsregister",
    menu=[("/places", "Places"), ("/map", "Map"), ("/sources", "Sources"), ("/api", "API")],
    footer=[("/about", "About"), ("/cite", "How to cite"), ("/privacy", "Privacy")],
    login=("/user/login", "/user/new"),
)
ORTS_API = "lpf.ortsregister.hx59.example"


def _place(
    pid: str, name: str, *, periods: list[str], source_pages: int, nearby: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/places/{pid}"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {
        f"/v3/place/{pid}/lpf.json": data(
            f'{{"@id":"{pid}","properties":{{"title":"{name}"}}}}', "application/ld+json"
        )
    }
    own = [f"{base}.geojson", f"{base}.kml", f"{base}/names", f"/map?focus={pid}"]
    pages[f"{base}.geojson"] = data(
        '{"type":"Feature","geometry":{"type":"Point"}}', "application/geo+json"
    )
    pages[f"{base}.kml"] = data("<kml><Placemark/></kml>", "application/vnd.google-earth.kml+xml")
    pages[f"{base}/names"] = ORTS.page(f"Names of {name}", f"<h1>Variant names</h1><p>{name}</p>")
    pages[f"/map?focus={pid}"] = ORTS.page("Map", f"<div id='map' data-focus='{pid}'></div>")
    for p in periods:
        pages[f"{base}/periods/{p}"] = ORTS.page(f"{name}, {p}", f"<h1>{p}</h1>")
        own.append(f"{base}/periods/{p}")
    src = [f"/sources?place={pid}"] + [
        f"/sources?place={pid}&page={n}" for n in range(2, source_pages + 1)
    ]
    for n, s in enumerate(src):
        nxt = f'<a href="{escape(src[n + 1])}">More sources</a>' if n + 1 < len(src) else ""
        pages[s] = ORTS.page(f"Sources for {name}", f"<ul><li>Urbar {n}</li></ul>{nxt}")
    own.append(src[0])
    pages[base] = ORTS.page(
        name,
        f"<article class='place'><h1>{escape(name)}</h1><p class='pid'>ID {pid}</p>"
        f"<div class='mini-map' data-src='{base}.geojson'></div><h2>Time slices</h2>"
        + ul([(f"{base}/periods/{p}", p) for p in periods])
        + "<h2>Exports</h2>"
        + ul(
            [
                (f"{base}.geojson", "GeoJSON"),
                (f"{base}.kml", "KML"),
                (f"http://{ORTS_API}/v3/place/{pid}/lpf.json", "Linked Places JSON"),
            ]
        )
        + ul(
            [
                (f"{base}/names", "Variant names"),
                (f"/map?focus={pid}", "Show on map"),
                (src[0], "Sources"),
            ]
        )
        + "<h2>Nearby</h2>"
        + ul([(f"/places/{n}", f"Place {n}") for n in nearby])
        + "</article>",
    )
    for near in nearby:
        pages[f"/places/{near}"] = ORTS.page(f"Place {near}", f"<h1>Place {near}</h1>")
    uris = [ORTS.url(u) for u in [base, *own, *src[1:]]]
    uris.append(f"http://{ORTS_API}/v3/place/{pid}/lpf.json")
    return pages, api, uris


WALDECK = _place(
    "8842017", "Waldeck (Burg)", periods=[], source_pages=1, nearby=["1190452", "5518830"]
)
SOEST = _place(
    "3370581",
    "Soest",
    periods=["medieval", "early-modern", "modern"],
    source_pages=3,
    nearby=["6021943", "7714402", "2099386"],
)


def orts_build() -> list[Site]:
    return [ORTS.site({**WALDECK[0], **SOEST[0]}), Site(ORTS_API, {**WALDECK[1], **SOEST[1]})]


# ---------------------------------------------------------------------------------------
# Humanities data archive (sig_title_plus_ignored, the Dryad shape): the bare "Data from:"
# title is the entry's <title> and appears in every metadata page (landing, file pages,
# version page, citation), but not in the data files those pages link one hop further.

QUELL = Chrome(
    host="datadepot.quellenhort.hx59.example",
    name="Quellenhort",
    menu=[
        ("/search", "Search data"),
        ("/submit", "Submit"),
        ("/about", "About"),
        ("/members", "Members"),
    ],
    footer=[("/terms", "Terms of service"), ("/privacy", "Privacy"), ("/api", "API")],
    login=("/users/sign_in", "/users/sign_up"),
    title_format="{title}",
    home_title="Quellenhort: humanities data archive",
)


def _dataset(
    doi: str, title: str, files: list[tuple[str, str]], *, version: bool
) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/dataset/doi:{doi}"
    pages: dict[str, PageValue] = {}
    uris = [land]
    h = f"<h1 class='ds-title'>{escape(title)}</h1>"
    flinks = []
    for k, (fname, ct) in enumerate(files, 1):
        fp = f"/dataset/doi:{doi}/file/{k}"
        dl = f"/download/{doi.rsplit('.', 1)[1]}/{k}/{fname}"
        pages[fp] = QUELL.page(
            f"{fname} — {title}", f"{h}<h2>{fname}</h2><a class='btn' href='{dl}'>Download</a>"
        )
        pages[dl] = zip_like(fname) if ct == "application/zip" else data("a,b\n1,2\n", ct)
        flinks.append((fp, fname))
        uris += [fp, dl]
    pages[f"/dataset/doi:{doi}/citation.ris"] = ris(title, ["Ott, M."], "2025", QUELL.url(land))
    uris.append(f"/dataset/doi:{doi}/citation.ris")
    extra = ""
    if version:
        vp = f"{land}?version=1"
        v1 = f"/download/{doi.rsplit('.', 1)[1]}/v1/data.zip"
        pages[vp] = QUELL.page(
            f"{title} (version 1)", f"{h}<p>Version 1</p>{ul([(v1, 'data.zip')])}"
        )
        pages[v1] = zip_like("data.csv")
        uris += [vp, v1]
        extra = f"<p><a href='{vp}'>Version 1 (2024)</a></p>"
    pages[land] = QUELL.page(
        title,
        f"{h}<p class='doi'>doi:{doi}</p><h2>Files</h2>{ul(flinks)}{extra}<h2>Cite</h2>"
        f"<p><a href='/dataset/doi:{doi}/citation.ris'>RIS</a></p><h2>Related article</h2>"
        "<p><a href='http://journal.test/article/123'>Journal article</a></p>"
        + QUELL.share(QUELL.url(land)),
    )
    return pages, [QUELL.url(u) for u in uris]


MARGIN = _dataset(
    "10.59359/qh.7k2",
    "Data from: Marginal annotations in Strasbourg incunabula",
    [("annotations.csv", "text/csv"), ("images.zip", "application/zip")],
    version=False,
)
NAMES = _dataset(
    "10.59359/qh.p4z",
    "Data from: Personal names in the Hildesheim citizen books, 1400-1650",
    [
        ("names.csv", "text/csv"),
        ("households.csv", "text/csv"),
        ("codebook.txt", "text/plain"),
        ("scans.zip", "application/zip"),
    ],
    version=True,
)


def quell_build() -> list[Site]:
    return [QUELL.site({**MARGIN[0], **NAMES[0]})]


# ---------------------------------------------------------------------------------------
# Research workspace (sig_filtered_title, the OSF shape): titles read "Atelier | <project>";
# the homepage's "Atelier | Home" shares the "Atelier | " prefix, and every object of the
# project (overview, wiki, file pages, the files themselves) names the project.

ATEL = Chrome(
    host="hub.atelier-dh.hx59.example",
    name="Atelier",
    menu=[
        ("/dashboard", "My projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/institutions", "Institutions"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/cos", "Foundation")],
    login=("/login", "/register"),
    title_format="Atelier | {title}",
    home_title="Atelier | Home",
)


def _project(
    pid: str, title: str, files: list[str], wiki: list[str], components: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/{pid}/"
    crumb = f"<p class='project-crumb'><a href='{base}'>{escape(title)}</a></p>"
    pages: dict[str, PageValue] = {}
    uris = [base, f"{base}files/"]
    flinks = []
    for k, f in enumerate(files):
        fid = f"{pid}f{k}"
        pages[f"/{fid}/"] = ATEL.page(
            f, f"{crumb}<h1>{f}</h1><a href='/download/{fid}/'>Download</a>"
        )
        body = f"# {title}\n# file {f}\nline,text\n"
        pages[f"/download/{fid}/"] = data(body, "text/csv" if f.endswith(".csv") else "text/plain")
        flinks.append((f"/{fid}/", f))
        uris += [f"/{fid}/", f"/download/{fid}/"]
    pages[f"{base}files/"] = ATEL.page(f"Files — {title}", f"{crumb}{ul(flinks)}")
    if wiki:
        pages[f"{base}wiki/"] = ATEL.page(
            f"Wiki — {title}", crumb + ul([(f"{base}wiki/{w}/", w) for w in wiki])
        )
        uris.append(f"{base}wiki/")
        for w in wiki:
            pages[f"{base}wiki/{w}/"] = ATEL.page(f"{w} — {title}", f"{crumb}<h1>{w}</h1>")
            uris.append(f"{base}wiki/{w}/")
    comp = ""
    if components:
        comp = "<h2>Components</h2>" + ul([(f"/{c}/", f"Component {c}") for c in components])
        for c in components:
            pages[f"/{c}/"] = ATEL.page(
                f"Component {c}", f"<h1>{c}</h1><p>Part of {escape(title)}</p>"
            )
            uris.append(f"/{c}/")
    pages[base] = ATEL.page(
        title,
        f"<div class='project-header'><h1>{escape(title)}</h1><p>Contributors: "
        f"<a href='/profile/k3mz9/'>R. Anwander</a></p></div><ul class='project-nav'>"
        f"<li><a href='{base}files/'>Files</a></li>"
        + (f"<li><a href='{base}wiki/'>Wiki</a></li>" if wiki else "")
        + f"</ul>{comp}<p><a href='/{pid}/forks/'>Forks</a></p>",
    )
    pages[f"/{pid}/forks/"] = ATEL.page("Forks", "<p>No forks.</p>")
    pages["/profile/k3mz9/"] = ATEL.page("R. Anwander", "<h1>R. Anwander</h1>")
    return pages, [ATEL.url(u) for u in uris]


DIALECT = _project(
    "x7k2m",
    "Field diaries of the 1927 Westphalian dialect survey",
    ["diaries-index.csv", "README.txt"],
    [],
    [],
)
LIEDER = _project(
    "b9q4t",
    "Broadside ballads of the Rhineland: corpus and melodies",
    ["ballads.csv", "melodies.csv", "sources.csv", "README.txt", "codebook.txt"],
    ["Home", "Transcription-rules"],
    ["b9q4u", "b9q4v"],
)


def atel_build() -> list[Site]:
    return [ATEL.site({**DIALECT[0], **LIEDER[0]})]


# ---------------------------------------------------------------------------------------
# Humanities Dataverse (sig_filtered_title from the end, the seed's Dataverse note): titles
# read "<dataset> | GeistesWerk Dataverse", the homepage is "GeistesWerk Dataverse"; the
# dataset's version pages, file pages and downloads (README, TEI) all name the dataset.

GW = Chrome(
    host="dataverse.geisteswerk.hx59.example",
    name="GeistesWerk Dataverse",
    menu=[("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/support", "Support")],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy")],
    login=("/loginpage.xhtml", "/dataverseuser.xhtml"),
    title_format="{title} | {name}",
    home_title="Home | GeistesWerk Dataverse",
)


def _dv(
    doi: str, title: str, files: list[str], versions: list[str], first_file: int
) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/dataset.xhtml?persistentId=doi:{doi}"
    pages: dict[str, PageValue] = {}
    uris = [land]
    h = f"<h1 id='title'>{escape(title)}</h1>"
    rows = []
    for k, f in enumerate(files, first_file):
        fp = f"/file.xhtml?fileId={k}"
        dl = f"/api/access/datafile/{k}"
        pages[fp] = GW.page(
            f,
            f"<p class='breadcrumb'>{escape(title)}</p><h1>{f}</h1><a href='{dl}'>Access file</a>",
        )
        pages[dl] = (
            tei(title, "text") if f.endswith(".xml") else data(f"{title}\n{f}\n", "text/plain")
        )
        rows.append((fp, f))
        uris += [fp, dl]
    vrows = []
    for v in versions:
        vp = f"{land}&version={v}"
        pages[vp] = GW.page(f"{title}", f"{h}<p>Version {v}</p>")
        vrows.append((vp, f"Version {v}"))
        uris.append(vp)
    pages[land] = GW.page(
        title,
        f"{h}<p class='citation'>Citation: {escape(title)}, https://doi.test/{doi}, "
        f"GeistesWerk Dataverse, V{len(versions) + 1}</p><h2>Files</h2>{ul(rows)}"
        + (f"<h2>Versions</h2>{ul(vrows)}" if versions else "")
        + "<p>In: <a href='/dataverse/editionslab'>Editions Lab Dataverse</a></p>"
        + GW.share(GW.url(land)),
    )
    pages["/dataverse/editionslab"] = GW.page("Editions Lab Dataverse", "<h1>Editions Lab</h1>")
    return pages, [GW.url(u) for u in uris]


PSALM = _dv(
    "10.59402/GW/QX1TKA",
    "Transcriptions of the Wolfenbüttel Psalter glosses",
    ["README.txt", "glosses.xml"],
    [],
    4410,
)
MINNE = _dv(
    "10.59402/GW/B7ZR3M",
    "Minnesang variants across the Manesse and Weingarten codices",
    ["README.txt", "manesse.xml", "weingarten.xml", "alignment.txt", "sigla.txt"],
    ["1.0", "2.0"],
    5127,
)


def gw_build() -> list[Site]:
    return [GW.site({**PSALM[0], **MINNE[0]})]


# ---------------------------------------------------------------------------------------
# Institutional repository with FAIR Signposting (signposting): the landing page's HTTP
# Link header names the item's files (rel="item") and metadata (rel="describedby"),
# besides cite-as, author, licence and type, which are not parts of the artifact.

UB = Chrome(
    host="repository.unibib-halden.hx59.example",
    name="Halden University Repository",
    menu=[
        ("/communities", "Communities"),
        ("/browse/dateissued", "By date"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/cookies", "Cookie settings"),
        ("/info/privacy", "Privacy"),
        ("/info/feedback", "Feedback"),
    ],
    login=("/login", "/register"),
    cookie_policy="/info/cookies",
)
UB_BITS = "bitstreams.unibib-halden.hx59.example"
PID = "resolve.pid-halden.hx59.example"


def _handle(
    num: int, title: str, files: list[str], metas: list[tuple[str, str]], doi: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    land = f"/handle/20.500.59/{num}"
    pages: dict[str, PageValue] = {}
    bits: dict[str, PageValue] = {}
    items = []
    for f in files:
        u = f"http://{UB_BITS}/bitstreams/{num}/{f}"
        bits[f"/bitstreams/{num}/{f}"] = (
            tei(title, "interview")
            if f.endswith(".xml")
            else data(b"ID3" + bytes(20), "audio/mpeg")
            if f.endswith(".mp3")
            else data(f"{title}\n", "text/plain")
        )
        items.append(u)
    described = []
    for fmt, ct in metas:
        p = f"/server/api/core/items/{num}/metadata?format={fmt}"
        pages[p] = data(f"<resource><title>{escape(title)}</title></resource>", ct)
        described.append((UB.url(p), ct))
    link = [
        f'<http://{PID}/{doi}>; rel="cite-as"',
        '<http://orcid.test/0000-0002-5917-0001>; rel="author"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        '<http://schema.test/Dataset>; rel="type"',
    ]
    link += [
        f'<{u}>; rel="item"; type="{"application/tei+xml" if u.endswith(".xml") else "audio/mpeg" if u.endswith(".mp3") else "text/plain"}"'
        for u in items
    ]
    link += [f'<{u}>; rel="describedby"; type="{ct}"' for u, ct in described]
    html = UB.page(
        title,
        f"<div class='item-page'><h1>{escape(title)}</h1><p>Persistent identifier: "
        f"<a href='http://{PID}/{doi}'>doi:{doi}</a></p><h2>Files</h2>"
        + ul([(u, u.rsplit("/", 1)[1]) for u in items])
        + "<h2>Export</h2>"
        + ul([(u, ct) for u, ct in described])
        + "<p>Collections: <a href='/communities/oral-history'>Oral history</a></p></div>",
        head="".join(f'<link rel="item" href="{u}">' for u in items),
    )
    pages[land] = Response.html(html, headers=[("Link", ", ".join(link))])
    return pages, bits, [UB.url(land), *items, *(u for u, _ in described)]


FISCH = _handle(
    731,
    "Fishermen of the Halden fjord: interview transcripts",
    ["transcripts.xml"],
    [("datacite", "application/vnd.datacite.datacite+xml")],
    "10.59411/unibib.731",
)
WERFT = _handle(
    2290,
    "Shipyard closure 1986: oral-history interviews and finding aid",
    ["interview-01.mp3", "interview-02.mp3", "transcripts.xml", "finding-aid.txt"],
    [("datacite", "application/vnd.datacite.datacite+xml"), ("jsonld", "application/ld+json")],
    "10.59411/unibib.2290",
)


def ub_build() -> list[Site]:
    pages = {
        **FISCH[0],
        **WERFT[0],
        "/communities/oral-history": UB.page("Oral history", "<h1>Oral history</h1>"),
    }
    pid = Site(
        PID,
        {
            "/10.59411/unibib.731": Response.redirect(UB.url("/handle/20.500.59/731")),
            "/10.59411/unibib.2290": Response.redirect(UB.url("/handle/20.500.59/2290")),
        },
    )
    return [UB.site(pages), Site(UB_BITS, {**FISCH[1], **WERFT[1]}), pid]


CASES: list[Case] = [
    # sig_uri: GBIF shape, the entity id is in every artifact URI, API host included.
    case(
        "proso-ketteler",
        "linked-data entity browser (person entity, two serialisations)",
        "Multi-Hop",
        "sig_uri",
        PROSO.url("/entity/P4471"),
        KETTELER[2],
        proso_build,
        others=[PROSO.url("/entity/P0893"), PROSO.url("/entity/W0217")],
    ),
    # sig_uri: four serialisations, paginated history, external same-as links.
    case(
        "proso-hymnar",
        "linked-data entity browser (work entity, paginated history)",
        "Multi-Hop",
        "sig_uri",
        PROSO.url("/entity/W120583"),
        HYMNAR[2],
        proso_build,
        others=[PROSO.url("/entity/P4471"), PROSO.url("/entity/M5530")],
    ),
    # sig_uri: place id in exports, map view, sources and the linked-places API.
    case(
        "orts-waldeck",
        "historical gazetteer (place with exports)",
        "Multi-Hop",
        "sig_uri",
        ORTS.url("/places/8842017"),
        WALDECK[2],
        orts_build,
        others=[ORTS.url("/places/1190452")],
    ),
    # sig_uri: time slices, paginated sources (query carries the id), three nearby places.
    case(
        "orts-soest",
        "historical gazetteer (time slices, paginated sources)",
        "Multi-Hop",
        "sig_uri",
        ORTS.url("/places/3370581"),
        SOEST[2],
        orts_build,
        others=[ORTS.url("/places/6021943")],
    ),
    # sig_title_plus_ignored: Dryad shape, the data files lack the title string.
    case(
        "quell-margin",
        "humanities data archive (two files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        MARGIN[1][0],
        MARGIN[1],
        quell_build,
    ),
    # sig_title_plus_ignored: four files and an earlier version with its own download.
    case(
        "quell-names",
        "humanities data archive (four files, earlier version)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        NAMES[1][0],
        NAMES[1],
        quell_build,
    ),
    # sig_filtered_title: OSF shape, "Atelier | " prefix shared with the homepage title.
    case(
        "atelier-dialect",
        "research workspace (project with two files)",
        "Multi-Hop",
        "sig_filtered_title",
        DIALECT[1][0],
        DIALECT[1],
        atel_build,
    ),
    # sig_filtered_title: five files, wiki pages, two components.
    case(
        "atelier-lieder",
        "research workspace (files, wiki, components)",
        "Multi-Hop",
        "sig_filtered_title",
        LIEDER[1][0],
        LIEDER[1],
        atel_build,
    ),
    # sig_filtered_title from the title's end: Dataverse shape.
    case(
        "gw-psalter",
        "humanities dataverse (two files)",
        "Multi-Hop",
        "sig_filtered_title",
        PSALM[1][0],
        PSALM[1],
        gw_build,
    ),
    # sig_filtered_title: five files and two earlier versions.
    case(
        "gw-minnesang",
        "humanities dataverse (five files, versions)",
        "Multi-Hop",
        "sig_filtered_title",
        MINNE[1][0],
        MINNE[1],
        gw_build,
    ),
    # signposting: Link header item/describedby give the boundary.
    case(
        "halden-fischer",
        "institutional repository with signposting (one file)",
        "Single Hop",
        "signposting",
        FISCH[2][0],
        FISCH[2],
        ub_build,
    ),
    # signposting: entered through the DOI resolver (redirect); four items, two metadata.
    case(
        "halden-werft",
        "institutional repository with signposting (DOI entry, four files)",
        "Single Hop",
        "signposting",
        f"http://{PID}/10.59411/unibib.2290",
        WERFT[2],
        ub_build,
        landing=WERFT[2][0],
    ),
]
