"""heldout49, cultural-heritage and code collections: an ObjectLoom digital library, an
ExhibitPress museum site and another institution's static ExhibitPress export, and two
SourceCellar code-hosting installs.

ObjectLoom (Islandora-like) names every object by a UUID that recurs in the URIs of its
datastreams, IIIF manifest, OAI record and page viewers, spread over unrelated paths: the
seed's GBIF shape, sig_uri.  ExhibitPress (Omeka-like) item pages are the seed's Omeka.net
row: one page whose images are embedded, never linked (single_page).  A museum that froze
its ExhibitPress as a static export links each item's files from the item page, and its
index page links every file of every item, so an ignored-URI list built from the homepage
would drop the files: single_page_plus.  SourceCellar (GitLab-like) keeps a project under
/<group>/<project>/ (path_based); one install serves raw files and release assets from a
separate user-content domain (path_based_externals, the seed's GitHub raw host).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, binary, case, image, share, text, ul, zipped

# --------------------------------------------------------- ObjectLoom (Islandora-like) -----

OL = Deployment(
    host="digital.kestrel-statelib.hx49.example",
    name="Kestrel State Library Digital Collections",
    menu=[
        ("/collections", "Browse collections"),
        ("/search/advanced", "Advanced search"),
        ("/topics", "Topics"),
        ("/about/rights", "Rights and reuse"),
        ("/ask-a-librarian", "Ask a librarian"),
    ],
    footer=[
        ("/about", "About"),
        ("/about/accessibility", "Accessibility"),
        ("/about/takedown", "Takedown policy"),
    ],
    title_format="{title} | {name}",
    home_title="Kestrel State Library Digital Collections",
    banner='<div class="ksl-brand">Kestrel State Library</div>',
    login="/user/login",
)
OL_IIIF = Deployment(
    host="iiif.kestrel-statelib.hx49.example", name="IIIF", menu=[], skin="minimal"
)

OL_U1 = "3b9d2e71-c5a4-4f08-9e6b-17d0a8c4f25e"
OL_U2 = "a06e4c93-2f1b-48d7-b5e0-9c38d71f6a24"


def _ol_object(
    uuid: str,
    title: str,
    model: str,
    pages_n: int,
    collection: tuple[str, str],
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    iiif = OL_IIIF.url
    main = (
        f'<div class="islandora-object"><h1>{escape(title)}</h1>'
        f'<div class="viewer"><img src="{iiif(f"/iiif/3/{uuid}/full/600,/0/default.jpg")}" alt=""></div>'
        f"<dl><dt>Type</dt><dd>{escape(model)}</dd>"
        f'<dt>Collection</dt><dd><a href="/collections/{collection[0]}">{escape(collection[1])}</a></dd>'
        f'<dt>Rights</dt><dd><a href="http://rightsstatements.test/vocab/NoC-US/1.0/">No Copyright - United States</a></dd></dl>'
        f'<h2>Downloads</h2><ul class="datastreams">'
        f'<li><a href="/datastream/{uuid}/OBJ/download">Original file</a></li>'
        f'<li><a href="/datastream/{uuid}/MODS/view">MODS record</a></li>'
        f'<li><a href="{iiif(f"/iiif/3/{uuid}/manifest")}">IIIF manifest</a></li>'
        f'<li><a href="/oai?verb=GetRecord&amp;metadataPrefix=mods&amp;identifier=oai:ksl:{uuid}">OAI-PMH record</a></li></ul>'
    )
    if pages_n:
        main += f'<p><a href="/book/{uuid}/pages">All {pages_n} pages</a> · <a href="/viewer?object={uuid}&amp;page=1">Read online</a></p>'
    main += "</div>"
    aside = "<h3>More like this</h3>" + ul([(f"/islandora/object/{u}", t) for u, t in related])
    pages: dict[str, PageValue] = {
        f"/islandora/object/{uuid}": OL.page(
            title, main + share(OL.url(f"/islandora/object/{uuid}")), aside=aside
        ),
        f"/datastream/{uuid}/OBJ/download": binary(
            pdf(title, ["scan"]) if pages_n else image(7),
            "application/pdf" if pages_n else "image/png",
        ),
        f"/datastream/{uuid}/MODS/view": text(
            f"<mods><titleInfo><title>{escape(title)}</title></titleInfo></mods>\n",
            "application/xml",
        ),
        f"/oai?verb=GetRecord&metadataPrefix=mods&identifier=oai:ksl:{uuid}": text(
            f"<OAI-PMH><GetRecord><record><header><identifier>oai:ksl:{uuid}</identifier></header></record></GetRecord></OAI-PMH>\n",
            "text/xml",
        ),
    }
    iiif_pages: dict[str, PageValue] = {
        f"/iiif/3/{uuid}/manifest": text(
            json.dumps({"id": iiif(f"/iiif/3/{uuid}/manifest"), "label": {"en": [title]}}),
            "application/ld+json",
        ),
        f"/iiif/3/{uuid}/full/600,/0/default.jpg": image(3),
    }
    if pages_n:
        per = 4
        npages = (pages_n + per - 1) // per
        for lp in range(npages):
            q = "" if lp == 0 else f"?page={lp + 1}"
            items = "".join(
                f'<li><a href="/viewer?object={uuid}&amp;page={i}">Page {i}</a> '
                f'(<a href="/datastream/{uuid}/PAGE-{i:03d}/JP2">JP2</a>)</li>'
                for i in range(lp * per + 1, min(pages_n, (lp + 1) * per) + 1)
            )
            nxt = f'<a href="/book/{uuid}/pages?page={lp + 2}">Next</a>' if lp + 1 < npages else ""
            pages[f"/book/{uuid}/pages{q}"] = OL.page(
                f"Pages of {title}", f"<h1>Pages</h1><ol>{items}</ol>{nxt}"
            )
        for i in range(1, pages_n + 1):
            pages[f"/viewer?object={uuid}&page={i}"] = OL.page(
                f"{title}, page {i}",
                f'<h1>Page {i}</h1><img src="{iiif(f"/iiif/3/{uuid}/full/600,/0/default.jpg")}" alt="">'
                f'<p><a href="/islandora/object/{uuid}">Back to the book</a></p>',
            )
            pages[f"/datastream/{uuid}/PAGE-{i:03d}/JP2"] = binary(
                b"\x00\x00\x00\x0cjP  \r\n\x87\n" + bytes([i]), "image/jp2"
            )
    return pages, iiif_pages


OL_T1 = "Lighthouse keeper's cottage, Kestrel Point, ca. 1910"
OL_T2 = "Kestrel County agricultural fair premium list, 1898"


def _ol_sites() -> list[Site]:
    p1, i1 = _ol_object(
        OL_U1,
        OL_T1,
        "Photograph",
        0,
        ("coastal-photographs", "Coastal photographs"),
        [("e5d4c3b2-1a09-4876-9543-210fedcba987", "Fog signal station, Kestrel Point")],
    )
    p2, i2 = _ol_object(
        OL_U2,
        OL_T2,
        "Book",
        10,
        ("county-ephemera", "County ephemera"),
        [
            ("f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9", "Grange hall dance card, 1902"),
            (OL_U1, "Lighthouse keeper's cottage"),
        ],
    )
    pages = p1 | p2
    for u, t in [
        ("e5d4c3b2-1a09-4876-9543-210fedcba987", "Fog signal station, Kestrel Point"),
        ("f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9", "Grange hall dance card, 1902"),
    ]:
        pages[f"/islandora/object/{u}"] = OL.page(t, f"<h1>{escape(t)}</h1>")
    return [OL.site(pages), OL_IIIF.site(i1 | i2)]


def _ol_truth(uuid: str, pages_n: int) -> list[str]:
    u, iiif = OL.url, OL_IIIF.url
    out = [
        u(f"/islandora/object/{uuid}"),
        u(f"/datastream/{uuid}/OBJ/download"),
        u(f"/datastream/{uuid}/MODS/view"),
        u(f"/oai?verb=GetRecord&metadataPrefix=mods&identifier=oai:ksl:{uuid}"),
        iiif(f"/iiif/3/{uuid}/manifest"),
    ]
    if pages_n:
        npages = (pages_n + 3) // 4
        out += [
            u(f"/book/{uuid}/pages" + ("" if lp == 0 else f"?page={lp + 1}"))
            for lp in range(npages)
        ]
        for i in range(1, pages_n + 1):
            out += [u(f"/viewer?object={uuid}&page={i}"), u(f"/datastream/{uuid}/PAGE-{i:03d}/JP2")]
    return out


OL_TYPE = "ObjectLoom 2 install at Kestrel State Library"


def _ol_cases() -> list[Case]:
    return [
        # The object's UUID is in every URI that belongs to it (datastreams, OAI, IIIF
        # host), under paths that share nothing else: the seed's GBIF shape, sig_uri.
        case(
            "ol-photograph",
            f"{OL_TYPE} (photograph, datastreams and IIIF manifest)",
            "Multi-Hop",
            "sig_uri",
            OL.url(f"/islandora/object/{OL_U1}"),
            _ol_truth(OL_U1, 0),
            _ol_sites,
            others=[OL.url("/islandora/object/e5d4c3b2-1a09-4876-9543-210fedcba987")],
        ),
        # Harder: a ten-page book, its paginated page list, one viewer page and one JP2 per
        # page, three hops deep; related objects carry other UUIDs.
        case(
            "ol-premium-list-book",
            f"{OL_TYPE} (ten-page book, paginated page list, page viewers)",
            "Multi-Hop",
            "sig_uri",
            OL.url(f"/islandora/object/{OL_U2}"),
            _ol_truth(OL_U2, 10),
            _ol_sites,
            others=[
                OL.url("/islandora/object/f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9"),
                OL.url(f"/islandora/object/{OL_U1}"),
            ],
        ),
    ]


# ------------------------------------------------------ ExhibitPress (Omeka-like), fr -----

EP = Deployment(
    host="collections.histoire-vernay.hx49.example",
    name="Société d'histoire du pays de Vernay",
    languages=["en", "de"],
    lang="fr",
    menu=[
        ("/items/browse", "Parcourir les documents"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Expositions"),
        ("/about", "À propos"),
    ],
    footer=[
        ("/mentions", "Mentions légales"),
        ("/contact", "Nous écrire"),
        ("http://omeka.test/", "Propulsé par ExhibitPress"),
    ],
    title_format="{title} · {name}",
    home_title="Société d'histoire du pays de Vernay",
    login="/admin/users/login",
    search="/items/browse",
)


def _ep_item(
    n: int,
    title: str,
    fields: list[tuple[str, str]],
    images: int,
    tags: list[str],
    collection: tuple[int, str],
    exhibit: tuple[str, str] | None,
    extra: str,
) -> str:
    dl = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in fields)
    gallery = "".join(
        f'<figure class="item-file"><img src="/files/square_thumbnails/{n}-{i}.jpg" data-full="/files/fullsize/{n}-{i}.jpg" alt=""></figure>'
        for i in range(1, images + 1)
    )
    tag_html = ", ".join(
        f'<a href="/items/browse?tags={quote_plus(t)}">{escape(t)}</a>' for t in tags
    )
    main = (
        f'<div id="primary"><h1>{escape(title)}</h1><div id="itemfiles">{gallery}</div>'
        f'<div class="element-set"><dl>{dl}</dl></div>'
        f'<p>Collection : <a href="/collections/show/{collection[0]}">{escape(collection[1])}</a></p>'
        f"<p>Mots-clés : {tag_html}</p>"
        + (
            f'<p>Présenté dans l\'exposition <a href="/exhibits/show/{exhibit[0]}">{escape(exhibit[1])}</a></p>'
            if exhibit
            else ""
        )
        + f'<div class="item-citation"><h3>Citer ce document</h3><p>« {escape(title)} », Société d\'histoire du pays de Vernay, consulté le 26 novembre 2026.</p></div>'
        f"{extra}"
        f'<ul class="item-pagination"><li><a href="/items/show/{n - 1}">← Document précédent</a></li>'
        f'<li><a href="/items/show/{n + 1}">Document suivant →</a></li></ul></div>'
    )
    return EP.page(title, main)


EP_T1 = "Carte postale : la gare de Vernay-les-Bains"
EP_T2 = "Livre de comptes du moulin Brossard (1852-1867)"


def _ep_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/items/show/318": _ep_item(
            318,
            EP_T1,
            [
                ("Date", "vers 1905"),
                ("Éditeur", "Phototypie Berthaud"),
                ("Format", "Carte postale, 9 x 14 cm"),
                ("Droits", "Domaine public"),
            ],
            1,
            ["gare", "chemin de fer"],
            (4, "Cartes postales"),
            None,
            "",
        ),
        "/items/show/402": _ep_item(
            402,
            EP_T2,
            [
                ("Date", "1852-1867"),
                ("Créateur", "Brossard, Étienne"),
                ("Description", "Registre de 96 feuillets, comptes de mouture."),
                ("Langue", "fr"),
                ("Couverture spatiale", "Vernay, moulin du Pré-Haut"),
            ],
            6,
            ["meunerie", "économie rurale", "XIXe siècle"],
            (7, "Archives d'entreprises"),
            ("moulins", "Les moulins de la Vière"),
            '<div id="geolocation"><h3>Localisation</h3><div class="map" data-lat="45.71" data-lng="4.88"></div>'
            '<script src="http://tiles.osm.test/leaflet.js"></script></div>'
            '<div id="comments"><h3>Commentaires (2)</h3><p>M. R. : Mon arrière-grand-père y travaillait.</p>'
            '<p><a href="/admin/users/login">Connectez-vous pour commenter</a></p></div>',
        ),
    }
    for n, t in [
        (317, "Carte postale : le pont suspendu"),
        (319, "Carte postale : l'hôtel des Thermes"),
        (401, "Plan cadastral de Vernay, 1830"),
        (403, "Photographie du moulin Brossard"),
    ]:
        pages[f"/items/show/{n}"] = EP.page(t, f"<h1>{escape(t)}</h1>")
    for n, k in [(318, 1), *((402, i) for i in range(1, 7))]:
        pages[f"/files/square_thumbnails/{n}-{k}.jpg"] = image(n + k)
        pages[f"/files/fullsize/{n}-{k}.jpg"] = image(n * k)
    home = "<h1>Bienvenue</h1><h2>Document à la une</h2>" + ul([("/items/show/402", EP_T2)])
    return [EP.site(pages, home_main=home)]


EP_TYPE = "ExhibitPress 3 install at Société d'histoire du pays de Vernay"


def _ep_cases() -> list[Case]:
    u = EP.url
    return [
        # The seed's Omeka.net row: a collection item is a Single Artifact URI; the image is
        # embedded (lightbox via data-full, no link), everything linked is the site's.
        case(
            "ep-postcard",
            f"{EP_TYPE} (postcard item)",
            "Single Artifact URI",
            "single_page",
            u("/items/show/318"),
            [u("/items/show/318")],
            _ep_sites,
            others=[u("/items/show/317"), u("/items/show/319")],
        ),
        # Harder: six embedded page images, geolocation and comments plugins, an exhibit,
        # tags and neighbouring items; still one page (the install links no file).
        case(
            "ep-mill-ledger",
            f"{EP_TYPE} (ledger with gallery, map, comments and exhibit plugins)",
            "Single Artifact URI",
            "single_page",
            u("/items/show/402"),
            [u("/items/show/402")],
            _ep_sites,
            others=[u("/items/show/401"), u("/items/show/403")],
        ),
    ]


# ------------------------------------------------- ExhibitPress static export, museum -----

ES = Deployment(
    host="archive.ferncliff-museum.hx49.example",
    name="Ferncliff Museum (archived collection site)",
    menu=[],
    skin="minimal",
    title_format="{title} — {name}",
    home_title="Ferncliff Museum collection — static archive",
    analytics="http://stats.countly.test/sdk.js",
    banner='<p class="frozen">This site is a static archive of the museum\'s former collection website (frozen 2021).</p>',
)

ES_ITEMS = {
    "0412": (
        "Letter from Agnes Harlow to her brother, 1917",
        ["0412-letter-p1.jpg", "0412-letter-p2.jpg", "0412-transcription.pdf"],
        False,
    ),
    "0415": (
        "Oral history interview with Walter Pyne, quarryman",
        [
            "0415-interview-part1.mp3",
            "0415-interview-part2.mp3",
            "0415-portrait.jpg",
            "0415-release-form.pdf",
            "0415-metadata.xml",
        ],
        True,
    ),
    "0409": ("Ferncliff quarry wage book, 1931", ["0409-wagebook.pdf"], False),
}


def _es_file(name: str, title: str) -> PageValue:
    if name.endswith(".pdf"):
        return binary(pdf(title, [name]), "application/pdf")
    if name.endswith(".mp3"):
        return binary(b"ID3\x03\x00\x00\x00\x00\x00\x00" + name.encode(), "audio/mpeg")
    if name.endswith(".xml"):
        return text(f"<item><title>{escape(title)}</title></item>\n", "application/xml")
    return image(len(name))


def _es_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    index = []
    for num, (title, files, transcript) in ES_ITEMS.items():
        links = "".join(f'<li><a href="/files/original/{f}">{escape(f)}</a></li>' for f in files)
        extra = (
            f'<p><a href="/items/item-{num}-transcript.html">Read the transcript</a></p>'
            if transcript
            else ""
        )
        main = (
            f'<h1>{escape(title)}</h1><img src="/files/thumbnails/{num}.jpg" alt="">'
            f"<h2>Files</h2><ul>{links}</ul>{extra}"
            '<p class="back"><a href="/">Back to the collection index</a></p>'
        )
        pages[f"/items/item-{num}.html"] = ES.page(title, main)
        pages[f"/files/thumbnails/{num}.jpg"] = image(int(num))
        for f in files:
            pages[f"/files/original/{f}"] = _es_file(f, title)
        if transcript:
            pages[f"/items/item-{num}-transcript.html"] = ES.page(
                "Transcript",
                f"<h1>Transcript: {escape(title)}</h1><p>WP: I started at the quarry in 1928 ...</p>",
            )
        index.append(
            f'<li><a href="/items/item-{num}.html">{escape(title)}</a> — files: '
            + ", ".join(f'<a href="/files/original/{f}">{escape(f)}</a>' for f in files)
            + "</li>"
        )
    home = (
        "<h1>Collection index</h1><p>Every item and file of the former site.</p><ul>"
        + "".join(index)
        + "</ul>"
    )
    return [ES.site(pages, home_main=home)]


ES_TYPE = "ExhibitPress static export at Ferncliff Museum"


def _es_truth(num: str) -> list[str]:
    _t, files, transcript = ES_ITEMS[num]
    out = [ES.url(f"/items/item-{num}.html"), *(ES.url(f"/files/original/{f}") for f in files)]
    if transcript:
        out.append(ES.url(f"/items/item-{num}-transcript.html"))
    return out


def _es_cases() -> list[Case]:
    return [
        # Single Hop with no chrome but a back link, and an index page (the homepage) that
        # links every file: an ignored list from the homepage would drop the item's own
        # files, so the seed's plain Single Page+ is the one that keeps them.
        case(
            "es-harlow-letter",
            f"{ES_TYPE} (letter, two page scans and a transcription)",
            "Single Hop",
            "single_page_plus",
            ES.url("/items/item-0412.html"),
            _es_truth("0412"),
            _es_sites,
        ),
        # Harder: five files of mixed types and a transcript page, all one hop away.
        case(
            "es-pyne-oral-history",
            f"{ES_TYPE} (oral history, audio parts, release form, transcript page)",
            "Single Hop",
            "single_page_plus",
            ES.url("/items/item-0415.html"),
            _es_truth("0415"),
            _es_sites,
        ),
    ]


# ------------------------------------------------------- SourceCellar (GitLab-like) -------


@dataclass
class Project:
    """One SourceCellar project: its files, history, issues, releases and wiki."""

    group: str
    name: str
    description: str
    files: dict[str, str]
    commits: list[tuple[str, str]]
    issues: list[str]
    releases: list[tuple[str, list[str]]]
    wiki: list[str] = field(default_factory=list)
    merge_requests: list[str] = field(default_factory=list)
    sibling: tuple[str, str] | None = None  # another project of the group, linked as a fork

    @property
    def base(self) -> str:
        return f"/{self.group}/{self.name}/"


ISSUES_PER_PAGE = 3


def _forge(
    dep: Deployment, p: Project, raw: Deployment | None, assets: Deployment | None
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    """The project's pages on `dep`, its raw and asset files (on their hosts when given),
    and its artifact URIs."""
    b = p.base
    pages: dict[str, PageValue] = {}
    raw_pages: dict[str, PageValue] = {}
    asset_pages: dict[str, PageValue] = {}
    externals: list[str] = []

    def raw_url(path: str) -> str:
        if raw is None:
            return f"{b}-/raw/main/{path}"
        return raw.url(f"/{p.group}/{p.name}/main/{path}")

    def asset_url(tag: str, name: str) -> str:
        if assets is None:
            return f"{b}-/releases/{tag}/downloads/{name}"
        return assets.url(f"/{p.group}/{p.name}/releases/{tag}/{name}")

    nav = [
        ("-/tree/main", "Repository"),
        ("-/commits/main", "Commits"),
        ("-/issues", "Issues"),
        ("-/releases", "Releases"),
    ]
    if p.merge_requests:
        nav.append(("-/merge_requests", "Merge requests"))
    if p.wiki:
        nav.append(("-/wikis/home", "Wiki"))
    side = ul([(b + h, t) for h, t in nav], "project-nav")
    readme = escape(p.files.get("README.md", ""))
    fork = (
        f'<p class="fork-info">Forked as <a href="/{p.group}/{p.sibling[0]}/">{escape(p.sibling[1])}</a></p>'
        if p.sibling
        else ""
    )
    home = (
        f'<div class="project-header"><h1>{escape(p.name)}</h1><p>{escape(p.description)}</p>'
        f'<p>Group: <a href="/{p.group}">{escape(p.group)}</a></p>{fork}'
        f'<p><a href="{b}-/archive/main/{p.name}-main.zip">Download source (zip)</a></p></div>'
        f'<div class="readme"><a href="{b}-/blob/main/README.md">README.md</a><pre>{readme}</pre></div>'
        '<p>Badges: <a href="http://ci.test/pipelines">pipeline passing</a> '
        '<a href="http://doi.test/10.70020/zenodo.123">DOI</a></p>'
    )
    pages[b] = dep.page(f"{p.group} / {p.name}", home, aside=side)
    pages[f"{b}-/archive/main/{p.name}-main.zip"] = zipped(p.files)
    dirs: dict[str, list[str]] = {}
    for path in p.files:
        d = path.rsplit("/", 1)[0] if "/" in path else ""
        dirs.setdefault(d, []).append(path)
    for d, paths in dirs.items():
        entries = [(f"{b}-/blob/main/{x}", x.rsplit("/", 1)[-1]) for x in paths]
        if d == "":
            entries = [(f"{b}-/tree/main/{sub}", sub + "/") for sub in dirs if sub] + entries
        tree_path = f"{b}-/tree/main" + (f"/{d}" if d else "")
        pages[tree_path] = dep.page(
            f"{d or 'Files'} · {p.name}", "<h1>Files</h1>" + ul(entries), aside=side
        )
    for path, body in p.files.items():
        pages[f"{b}-/blob/main/{path}"] = dep.page(
            f"{path} · main · {p.name}",
            f'<h1>{escape(path)}</h1><p><a href="{raw_url(path)}">Open raw</a></p><pre>{escape(body)}</pre>',
            aside=side,
        )
        target = raw_pages if raw is not None else pages
        key = f"/{p.group}/{p.name}/main/{path}" if raw is not None else raw_url(path)
        target[key] = text(body)
        if raw is not None:
            externals.append(raw_url(path))
    pages[f"{b}-/commits/main"] = dep.page(
        f"Commits · {p.name}",
        "<h1>Commits</h1>" + ul([(f"{b}-/commit/{sha}", msg) for sha, msg in p.commits]),
        aside=side,
    )
    for sha, msg in p.commits:
        pages[f"{b}-/commit/{sha}"] = dep.page(
            f"{msg} ({sha[:8]})",
            f'<h1>{escape(msg)}</h1><p>Commit {sha}</p><p><a href="/u/rkoenig">R. König</a></p>',
            aside=side,
        )
    npages = max(1, (len(p.issues) + ISSUES_PER_PAGE - 1) // ISSUES_PER_PAGE)
    for ip in range(npages):
        chunk = list(enumerate(p.issues, 1))[ip * ISSUES_PER_PAGE : (ip + 1) * ISSUES_PER_PAGE]
        nxt = f'<a href="{b}-/issues?page={ip + 2}">Next page</a>' if ip + 1 < npages else ""
        pages[f"{b}-/issues" + (f"?page={ip + 1}" if ip else "")] = dep.page(
            f"Issues · {p.name}",
            "<h1>Issues</h1>" + ul([(f"{b}-/issues/{n}", t) for n, t in chunk]) + nxt,
            aside=side,
        )
    # The label filter every issue links is a view of the project's own issues.
    pages[f"{b}-/issues?label_name=bug"] = dep.page(
        f"bug · Issues · {p.name}",
        "<h1>Issues labelled bug</h1>" + ul([(f"{b}-/issues/1", p.issues[0])]),
        aside=side,
    )
    for n, t in enumerate(p.issues, 1):
        pages[f"{b}-/issues/{n}"] = dep.page(
            f"{t} (#{n}) · Issues · {p.name}",
            f'<h1>{escape(t)}</h1><p>Opened by <a href="/u/lmeier">L. Meier</a></p>'
            f'<p><a href="/{p.group}/{p.name}/-/issues?label_name=bug" class="label">bug</a></p>',
            aside=side,
        )
    rel = []
    for tag, names in p.releases:
        links = [(asset_url(tag, nm), nm) for nm in names]
        links.append((f"{b}-/archive/{tag}/{p.name}-{tag}.tar.gz", "Source code (tar.gz)"))
        pages[f"{b}-/releases/{tag}"] = dep.page(
            f"{tag} · Releases · {p.name}", f"<h1>{escape(tag)}</h1>" + ul(links), aside=side
        )
        pages[f"{b}-/archive/{tag}/{p.name}-{tag}.tar.gz"] = binary(
            b"\x1f\x8b\x08\x00" + tag.encode(), "application/gzip"
        )
        for nm in names:
            body = binary(b"\x7fELF" + nm.encode(), "application/octet-stream")
            if assets is None:
                pages[asset_url(tag, nm)] = body
            else:
                asset_pages[f"/{p.group}/{p.name}/releases/{tag}/{nm}"] = body
                externals.append(asset_url(tag, nm))
        rel.append((f"{b}-/releases/{tag}", tag))
    pages[f"{b}-/releases"] = dep.page(
        f"Releases · {p.name}", "<h1>Releases</h1>" + ul(rel), aside=side
    )
    if p.wiki:
        for slug in p.wiki:
            pages[f"{b}-/wikis/{slug}"] = dep.page(
                f"{slug} · Wiki · {p.name}",
                f"<h1>{escape(slug)}</h1>"
                + ul([(f"{b}-/wikis/{s}", s) for s in p.wiki if s != slug]),
                aside=side,
            )
    if p.merge_requests:
        pages[f"{b}-/merge_requests"] = dep.page(
            f"Merge requests · {p.name}",
            "<h1>Merge requests</h1>"
            + ul([(f"{b}-/merge_requests/{n}", t) for n, t in enumerate(p.merge_requests, 1)]),
            aside=side,
        )
        for n, t in enumerate(p.merge_requests, 1):
            pages[f"{b}-/merge_requests/{n}"] = dep.page(
                f"{t} (!{n}) · {p.name}", f"<h1>{escape(t)}</h1>", aside=side
            )
    truth = [dep.url(path.split("#")[0]) for path in pages] + externals
    return pages, raw_pages, asset_pages, truth


SC = Deployment(
    host="git.oberland-tu.hx49.example",
    name="TU Oberland GitLab",
    languages=["en"],
    lang="de",
    skin="app",
    menu=[
        ("/explore", "Erkunden"),
        ("/explore/groups", "Gruppen"),
        ("/help", "Hilfe"),
        ("/snippets", "Snippets"),
    ],
    footer=[
        ("/help/impressum", "Impressum"),
        ("/help/datenschutz", "Datenschutz"),
        ("/help/nutzungsordnung", "Nutzungsordnung"),
    ],
    title_format="{title} · {name}",
    home_title="Anmelden · TU Oberland GitLab",
    login="/users/sign_in",
    banner='<div class="tuo-brand">Rechenzentrum der TU Oberland</div>',
)

SC_P1 = Project(
    "hydro-lab",
    "flowsim",
    "1-D river flow simulator used in the hydraulics course.",
    {
        "README.md": "flowsim: a 1-D Saint-Venant solver.",
        "LICENSE": "MIT License",
        "src/solver.py": "def step(state):\n    return state\n",
        "src/io.py": "def read(path):\n    return open(path).read()\n",
    },
    [
        ("4c1a9e07b2d35f8e6a0c9d1b7e2f3a4b5c6d7e8f", "Fix upwind scheme"),
        ("9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d", "Initial import"),
    ],
    ["Courant number check too strict", "Add CSV output"],
    [("v1.0", [])],
)
SC_P2 = Project(
    "hydro-lab",
    "sedtrans",
    "Sediment transport library with a command-line tool, coupled to flowsim.",
    {
        "README.md": "sedtrans: bedload and suspended load formulas.",
        "LICENSE": "BSD-3-Clause",
        "CITATION.cff": "cff-version: 1.2.0\ntitle: sedtrans\n",
        "sedtrans/__init__.py": "__version__ = '2.3.1'\n",
        "sedtrans/bedload.py": "def meyer_peter_mueller(theta):\n    return 8 * (theta - 0.047) ** 1.5\n",
        "sedtrans/suspended.py": "def rouse(z):\n    return z\n",
        "tests/test_bedload.py": "def test_mpm():\n    assert True\n",
        "docs/usage.md": "Run `sedtrans --help`.",
    },
    [
        ("0a1b2c3d4e5f60718293a4b5c6d7e8f901234567", "Release 2.3.1"),
        ("1b2c3d4e5f60718293a4b5c6d7e8f9012345678a", "Vectorise Rouse profile"),
        ("2c3d4e5f60718293a4b5c6d7e8f9012345678ab1", "Add CLI"),
    ],
    [
        "Negative transport for theta below critical",
        "Document units of grain size",
        "CLI ignores --output",
        "Support Python 3.13",
        "Wrong Rouse number for fine silt",
        "Add van Rijn formula",
        "Tests fail on Windows",
    ],
    [("v2.3.1", ["sedtrans-2.3.1-linux-x86_64"]), ("v2.2.0", ["sedtrans-2.2.0-linux-x86_64"])],
    wiki=["home", "Installation", "Benchmarks"],
    merge_requests=["Add van Rijn formula", "CI: test on 3.13"],
    sibling=("sedtrans-gpu", "sedtrans-gpu"),
)


def _sc_sites() -> list[Site]:
    p1, _r1, _a1, _t1 = _forge(SC, SC_P1, None, None)
    p2, _r2, _a2, _t2 = _forge(SC, SC_P2, None, None)
    extra: dict[str, PageValue] = {
        "/hydro-lab/sedtrans-gpu/": SC.page(
            "hydro-lab / sedtrans-gpu", "<h1>sedtrans-gpu</h1><p>CUDA port.</p>"
        ),
    }
    return [SC.site(p1 | p2 | extra)]


SC_TYPE = "SourceCellar 16 install at TU Oberland"


def _sc_cases() -> list[Case]:
    return [
        # The seed's GitLab.com row: every URI of the project extends the project URI (with
        # its ending slash): path_based.  Group, user and help pages lie outside it.
        case(
            "sc-flowsim",
            f"{SC_TYPE} (small project: tree, commits, issues, one release)",
            "Multi-Hop",
            "path_based",
            SC.url(SC_P1.base),
            _forge(SC, SC_P1, None, None)[3],
            _sc_sites,
        ),
        # Harder: nested tree, paginated issues, wiki, merge requests, release binaries, and
        # a fork whose path /hydro-lab/sedtrans-gpu/ extends the project path without slash.
        case(
            "sc-sedtrans",
            f"{SC_TYPE} (library: paginated issues, wiki, merge requests, binaries, fork)",
            "Multi-Hop",
            "path_based",
            SC.url(SC_P2.base),
            _forge(SC, SC_P2, None, None)[3],
            _sc_sites,
            others=[SC.url("/hydro-lab/sedtrans-gpu/")],
        ),
    ]


# ----------------------------------- SourceCellar with a separate user-content domain -----

SCX = Deployment(
    host="code.marisol-univ.hx49.example",
    name="Marisol Code",
    skin="classic",
    menu=[("/explore/projects", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[
        ("/-/terms", "Terms"),
        ("/-/privacy", "Privacy"),
        ("http://status.marisol-univ.hx49.example/", "Status"),
    ],
    title_format="{title} · {name}",
    home_title="Marisol Code",
    login="/users/sign_in",
    banner='<div class="mu-brand">Universidad Marisol · Research Software</div>',
)
SCX_STATUS = Deployment(
    host="status.marisol-univ.hx49.example", name="Status", menu=[], skin="minimal"
)
SCX_RAW = Deployment(
    host="raw.marisol-usercontent.hx49.example", name="raw", menu=[], skin="minimal"
)
SCX_ASSETS = Deployment(
    host="assets.marisol-usercontent.hx49.example", name="assets", menu=[], skin="minimal"
)

SCX_P1 = Project(
    "ecomod",
    "reefsim",
    "Agent-based coral reef recovery model.",
    {
        "README.md": "reefsim: coral recruitment and bleaching scenarios.",
        "model/agents.R": "agents <- list()\n",
        "LICENSE": "GPL-3.0",
    },
    [("5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80", "Bleaching scenario B")],
    ["Recruitment rate units"],
    [("v0.9", ["reefsim-0.9.tar.gz"])],
)
SCX_P2 = Project(
    "ecomod",
    "mangrove-carbon",
    "Mangrove blue-carbon stock accounting toolkit.",
    {
        "README.md": "mangrove-carbon: allometric stock estimates.",
        "LICENSE": "Apache-2.0",
        "mcarbon/allometry.py": "def agb(dbh, rho):\n    return 0.251 * rho * dbh ** 2.46\n",
        "mcarbon/soil.py": "def soc(depth):\n    return depth\n",
        "data/species_wood_density.csv": "species,rho\nRhizophora mangle,0.84\n",
        "notebooks/example.ipynb": "{}",
    },
    [
        ("6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091", "Add soil carbon"),
        ("7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2", "Species table"),
    ],
    [
        "Wood density for Avicennia",
        "Units in soil module",
        "Notebook outdated",
        "Add uncertainty propagation",
    ],
    [
        ("v1.2.0", ["mangrove_carbon-1.2.0-py3-none-any.whl", "mangrove_carbon-1.2.0.tar.gz"]),
        ("v1.1.0", ["mangrove_carbon-1.1.0-py3-none-any.whl"]),
    ],
    wiki=["home", "Field-protocol"],
)


def _scx_sites() -> list[Site]:
    p1, r1, a1, _t1 = _forge(SCX, SCX_P1, SCX_RAW, SCX_ASSETS)
    p2, r2, a2, _t2 = _forge(SCX, SCX_P2, SCX_RAW, SCX_ASSETS)
    return [SCX.site(p1 | p2), SCX_RAW.site(r1 | r2), SCX_ASSETS.site(a1 | a2), SCX_STATUS.site({})]


SCX_TYPE = "SourceCellar 17 install at Universidad Marisol with a user-content domain"


def _scx_cases() -> list[Case]:
    return [
        # The seed's GitHub row: path-based project pages plus raw files and release
        # assets served from a separate user-content domain: path_based_externals.
        case(
            "scx-reefsim",
            f"{SCX_TYPE} (model, raw files and one release asset off-domain)",
            "Multi-Hop",
            "path_based_externals",
            SCX.url(SCX_P1.base),
            _forge(SCX, SCX_P1, SCX_RAW, SCX_ASSETS)[3],
            _scx_sites,
        ),
        # Harder: nested tree, paginated issues, wiki, two releases with wheels and sdists on
        # the assets host.
        case(
            "scx-mangrove-carbon",
            f"{SCX_TYPE} (toolkit, paginated issues, wiki, two releases off-domain)",
            "Multi-Hop",
            "path_based_externals",
            SCX.url(SCX_P2.base),
            _forge(SCX, SCX_P2, SCX_RAW, SCX_ASSETS)[3],
            _scx_sites,
        ),
    ]


CASES: list[Case] = [*_ol_cases(), *_ep_cases(), *_es_cases(), *_sc_cases(), *_scx_cases()]
