"""heldout59 corpora family: a text-corpus repository, a static corpus release mirror, a
historical map library, an oral-history collection and a DH project blog.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bibtex, data, pdf_of, ris, tei, ul, zip_like

# ---------------------------------------------------------------------------------------
# Text-corpus repository (single_page_plus_ignored, the Zenodo/Figshare shape): a landing
# page lists the corpus's downloads in several formats and its metadata exports one hop
# away; the rest of the page is repository chrome that the homepage and 404 page share.

LEXI = Chrome(
    host="ota.lexicarium.hx59.example",
    name="Lexicarium Text Archive",
    menu=[
        ("/repository/browse", "Browse"),
        ("/repository/collections", "Collections"),
        ("/deposit", "Deposit"),
        ("/help/formats", "Formats"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/licences", "Licences"),
    ],
    login=("/repository/login", "/repository/register"),
    home_main="<h1>Lexicarium Text Archive</h1><p>Literary and linguistic corpora.</p>",
)
BITS = "bits.lexicariumstore.hx59.example"


def _corpus(
    item: int,
    title: str,
    files: list[tuple[str, str]],
    *,
    external: bool,
    docs: list[str],
    versions: list[int],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    pages: dict[str, PageValue] = {}
    bits: dict[str, PageValue] = {}
    land = f"/repository/item/{item}"
    uris = [LEXI.url(land)]
    rows = []
    for fname, fmt in files:
        if external:
            url = f"http://{BITS}/bitstream/{item}/{fname}"
            bits[f"/bitstream/{item}/{fname}"] = (
                zip_like(fname)
                if fname.endswith(".zip")
                else data("token\tlemma\n", "text/tab-separated-values")
            )
        else:
            url = LEXI.url(f"/repository/bitstream/{item}/{fname}")
            pages[f"/repository/bitstream/{item}/{fname}"] = (
                zip_like(fname)
                if fname.endswith(".zip")
                else tei(title, "corpus")
                if fname.endswith(".xml")
                else data("text\n", "text/plain")
            )
        rows.append((url, f"{fname} ({fmt})"))
        uris.append(url)
    for d in docs:
        p = f"/repository/bitstream/{item}/{d}"
        pages[p] = pdf_of(title, "Documentation")
        rows.append((LEXI.url(p), f"{d} (documentation)"))
        uris.append(LEXI.url(p))
    exports = [
        (f"/repository/item/{item}/export?format={f}", f.upper()) for f in ("cmdi", "dc", "ris")
    ]
    for p, f in exports:
        pages[p] = (
            ris(title, ["Lexicarium"], "2025", LEXI.url(land))
            if f == "RIS"
            else data(f"<record><title>{escape(title)}</title></record>", "application/xml")
        )
        uris.append(LEXI.url(p))
    older = ""
    if versions:
        older = "<h2>Other versions</h2>" + ul(
            [(f"/repository/item/{v}", f"Version of item {v}") for v in versions]
        )
        for v in versions:
            pages[f"/repository/item/{v}"] = LEXI.page(
                f"{title} (earlier)", f"<h1>{escape(title)}</h1>"
            )
    pages[land] = LEXI.page(
        title,
        f"<div class='item-record'><h1>{escape(title)}</h1><table class='meta'><tr><th>Type</th>"
        f"<td>Text corpus</td></tr><tr><th>Licence</th><td><a href='/licences'>CC BY 4.0</a></td>"
        f"</tr></table><h2>Files</h2>{ul(rows, 'bitstreams')}<h2>Export metadata</h2>"
        f"{ul([(LEXI.url(p), f) for p, f in exports])}{older}<aside><h2>Similar corpora</h2>"
        + ul([("/repository/item/1880", "Corpus of Pamphlets 1640–1660")])
        + "</aside></div>"
        + LEXI.share(LEXI.url(land)),
    )
    return pages, bits, uris


RECIPES = _corpus(
    2741,
    "Corpus of Early Modern Recipe Books",
    [
        ("recipes-tei.zip", "TEI P5"),
        ("recipes-txt.zip", "plain text"),
        ("recipes-meta.xml", "TEI header"),
    ],
    external=False,
    docs=[],
    versions=[],
)
SERMONS = _corpus(
    3119,
    "Hanseatic Sermons Corpus 1550-1620, second edition",
    [
        ("sermons-tei.zip", "TEI P5"),
        ("sermons-txt.zip", "plain text"),
        ("sermons-conllu.zip", "CoNLL-U"),
        ("sermons-vert.tsv", "vertical"),
        ("sermons-epub.zip", "EPUB"),
    ],
    external=True,
    docs=["manual.pdf", "tagset.pdf"],
    versions=[2988],
)


def lexi_build() -> list[Site]:
    pages = {
        **RECIPES[0],
        **SERMONS[0],
        "/repository/item/1880": LEXI.page("Corpus of Pamphlets", "<h1>Pamphlets</h1>"),
    }
    return [LEXI.site(pages), Site(BITS, {**RECIPES[1], **SERMONS[1]})]


# ---------------------------------------------------------------------------------------
# Corpus release mirror (single_page_plus): a statically generated release page with no
# menu, no footer links, no parent link — every link on it is one of the release's files,
# one hop away, so the plain one-hop capture is exact and there is nothing to ignore.

MIRROR = "mirror.korpusdepot.hx59.example"


def _release(corpus: str, date: str, files: list[str]) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/releases/{corpus}/{date}/"
    o = f"http://{MIRROR}"
    rows = "".join(
        f'<tr><td><a href="{base}{f}">{f}</a></td><td>{1024 + 17 * i} KiB</td></tr>'
        for i, f in enumerate(files)
    )
    page = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{corpus} release {date}'
        f"</title><style>td{{padding:0 1em}}</style></head><body><h1>{corpus} — release {date}"
        f"</h1><p>Generated by relbuild 0.9. Verify with SHA256SUMS.</p><table>{rows}</table>"
        "<p>Korpusdepot mirror, operated by the consortium's data centre.</p></body></html>"
    )
    pages: dict[str, PageValue] = {base: page}
    for f in files:
        if f.endswith(".zip") or f.endswith(".tar.gz"):
            pages[base + f] = zip_like(f)
        elif f.endswith(".pdf"):
            pages[base + f] = pdf_of(corpus, "Release notes")
        else:
            pages[base + f] = data(f"{corpus} {date}\n", "text/plain")
    return pages, [o + base] + [o + base + f for f in files]


DTA = _release(
    "kleinprosa",
    "2026-03",
    ["README.txt", "kleinprosa-tei.zip", "kleinprosa-plain.zip", "SHA256SUMS", "LICENSE.txt"],
)
ZEIT = _release(
    "zeitungsdeutsch",
    "2025-11",
    [
        "README.txt",
        "CHANGELOG.txt",
        "zd-1850-1870-tei.zip",
        "zd-1871-1890-tei.zip",
        "zd-1891-1910-tei.zip",
        "zd-all-vert.tar.gz",
        "zd-metadata.csv",
        "release-notes.pdf",
        "SHA256SUMS",
        "SHA256SUMS.asc",
        "LICENSE.txt",
    ],
)


def mirror_build() -> list[Site]:
    home = (
        "<!DOCTYPE html><html><head><title>Korpusdepot mirror</title></head><body>"
        "<h1>Korpusdepot</h1>"
        + ul(
            [
                ("/releases/kleinprosa/2026-03/", "kleinprosa 2026-03"),
                ("/releases/zeitungsdeutsch/2025-11/", "zeitungsdeutsch 2025-11"),
            ]
        )
        + "</body></html>"
    )
    return [Site(MIRROR, {"/": home, **DTA[0], **ZEIT[0]})]


# ---------------------------------------------------------------------------------------
# Historical map library (single_page_plus_ignored): a map record links its image
# downloads, IIIF manifest, georeference and catalogue record one hop away, amid the
# library's menus, related maps and citation tools.

KARTE = Chrome(
    host="maps.kartenkammer.hx59.example",
    name="Kartenkammer Digital",
    menu=[
        ("/browse/maps", "Maps"),
        ("/browse/atlases", "Atlases"),
        ("/georef", "Georeferencer"),
        ("/help", "Help"),
    ],
    footer=[
        ("/about", "About the collection"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms of use"),
    ],
    login=("/my/login", "/my/signup"),
    home_main='<h1>Kartenkammer</h1><p><a href="/record/map-1602-lubeck">Map of the month</a></p>',
)


def _map(
    rid: str, title: str, sheets: int, *, georef: bool
) -> tuple[dict[str, PageValue], list[str]]:
    rec = f"/record/{rid}"
    pages: dict[str, PageValue] = {}
    links: list[tuple[str, str]] = []
    for s in range(1, sheets + 1):
        suffix = f"-sheet{s}" if sheets > 1 else ""
        for res in ("full", "1200"):
            p = f"/download/{rid}{suffix}-{res}.png"
            pages[p] = data(b"\x89PNG\r\n\x1a\n" + bytes(32), "image/png")
            links.append((p, f"Sheet {s}, {res}"))
    pages[f"/iiif/{rid}/manifest.json"] = data(
        '{"@context":"http://iiif.io/api/presentation/3/context.json","type":"Manifest"}',
        "application/ld+json",
    )
    links.append((f"/iiif/{rid}/manifest.json", "IIIF manifest"))
    pages[f"/catalogue/{rid}.mods.xml"] = data(
        f"<mods><titleInfo><title>{escape(title)}</title></titleInfo></mods>",
        "application/mods+xml",
    )
    links.append((f"/catalogue/{rid}.mods.xml", "Catalogue record (MODS)"))
    if georef:
        for ext, ct in (("tif", "image/tiff"), ("wld", "text/plain"), ("gcp.csv", "text/csv")):
            pages[f"/download/{rid}-geo.{ext}"] = data(b"GEO", ct)
            links.append((f"/download/{rid}-geo.{ext}", f"Georeferenced ({ext})"))
    pages[f"/cite/{rid}.bib"] = bibtex(rid.replace("-", ""), title, ["Unknown"], "1700")
    links.append((f"/cite/{rid}.bib", "BibTeX"))
    pages[rec] = KARTE.page(
        title,
        f"<section class='map-record'><h1>{escape(title)}</h1><div class='viewer' "
        f"data-manifest='/iiif/{rid}/manifest.json'></div><h2>Download and reuse</h2>"
        f"{ul(links)}<aside class='related'><h2>Maps of the same region</h2>"
        + ul([("/record/map-1602-lubeck", "Lübeck, 1602")])
        + "</aside></section>"
        + KARTE.share(KARTE.url(rec)),
    )
    return pages, [KARTE.url(rec)] + [KARTE.url(p) for p, _ in links]


AACHEN = _map(
    "map-1763-aachen", "Plan der Kayserlichen Freyen Reichs-Stadt Aachen, 1763", 1, georef=False
)
ELBE = _map(
    "atlas-1789-elbe", "Strom-Charte der Elbe von Hamburg bis Cuxhaven, 1789", 4, georef=True
)


def karte_build() -> list[Site]:
    pages = {
        **AACHEN[0],
        **ELBE[0],
        "/record/map-1602-lubeck": KARTE.page("Lübeck, 1602", "<h1>Lübeck 1602</h1>"),
    }
    return [KARTE.site(pages)]


# ---------------------------------------------------------------------------------------
# Oral-history collection (single_page, the Omeka.net shape): an interview item shows its
# audio player, transcript and metadata on one page; tags, the collection, neighbouring
# items and the exhibit builder's chrome are navigation, not parts of the item.

VOICES = Chrome(
    host="voices.hoerarchiv-revier.hx59.example",
    name="Hörarchiv Revier",
    menu=[
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[("/privacy", "Privacy"), ("/contact", "Contact")],
    login=("/admin/users/login", "/guest-user/user/register"),
    title_format="{title} · {name}",
    social=(("http://mastodon.test/@hoerarchiv", "Mastodon"),),
)


def _interview(
    num: int, title: str, tags: list[str], coll: int, *, segments: int
) -> dict[str, PageValue]:
    p = f"/items/show/{num}"
    audio = "".join(
        f'<figure><audio controls src="/files/original/{num}-{k}.mp3"></audio>'
        f"<figcaption>Part {k}</figcaption></figure>"
        for k in range(1, segments + 1)
    )
    chapters = "".join(f'<li><a href="#t{k}">Part {k}</a></li>' for k in range(1, segments + 1))
    tagl = " ".join(f'<a href="/items/browse?tags={t}" rel="tag">{t}</a>' for t in tags)
    pages: dict[str, PageValue] = {
        p: VOICES.page(
            title,
            f"<div id='primary'><h1>{escape(title)}</h1>{audio}<ol class='chapters'>{chapters}</ol>"
            f"<div class='element-set'><h3>Transcript</h3><p>Mein Vater fuhr 1951 in die Grube…</p>"
            f"<h3>Citation</h3><p>“{escape(title)},” Hörarchiv Revier, item {num}.</p></div>"
            f"<div id='item-tags'>{tagl}</div><p>Collection: <a href='/collections/show/{coll}'>"
            f"Bergbau</a></p><ul class='item-pagination'><li><a href='/items/show/{num - 1}'>"
            f"Previous item</a></li><li><a href='/items/show/{num + 1}'>Next item</a></li></ul>"
            "</div>" + VOICES.share(VOICES.url(p)),
        ),
        f"/items/show/{num - 1}": VOICES.page("Interview", "<h1>Interview</h1>"),
        f"/items/show/{num + 1}": VOICES.page("Interview", "<h1>Interview</h1>"),
        f"/collections/show/{coll}": VOICES.page("Bergbau", "<h1>Bergbau</h1>"),
    }
    for k in range(1, segments + 1):
        pages[f"/files/original/{num}-{k}.mp3"] = data(b"ID3\x03\x00" + bytes(64), "audio/mpeg")
    for t in tags:
        pages[f"/items/browse?tags={t}"] = VOICES.page(f"Tag {t}", f"<h1>Items tagged {t}</h1>")
    return pages


def voices_build() -> list[Site]:
    pages = {
        **_interview(
            318, "Interview with Gerda Wolski, miner's daughter, 1987", ["mining"], 4, segments=1
        ),
        **_interview(
            742,
            "Interviews with the women of Zeche Zollern, 1989–1991",
            ["mining", "women", "strike-1989"],
            4,
            segments=4,
        ),
    }
    return [VOICES.site(pages)]


# ---------------------------------------------------------------------------------------
# DH project blog (single_page, the Hypotheses/HASTAC shape): a post is one URI; its
# categories, tags, author archive, comments feed and neighbouring posts are the blog.

BLOG = Chrome(
    host="blog.fussnotenwerk.hx59.example",
    name="Fußnotenwerk",
    menu=[
        ("/category/tei/", "TEI"),
        ("/category/methods/", "Methods"),
        ("/about/", "About"),
        ("/feed/", "RSS"),
    ],
    footer=[("/impressum/", "Impressum"), ("/datenschutz/", "Datenschutz")],
    login=("/wp-login.php", "/wp-login.php?action=register"),
    search="/",
    cookie_policy="/datenschutz/",
    title_format="{title} – {name}",
    tagline="Notes from a digital editing lab",
)


def _post(
    path: str, title: str, tags: list[str], comments: int, prev: str, nxt: str
) -> dict[str, PageValue]:
    tagl = ", ".join(f'<a href="/tag/{t}/" rel="tag">{t}</a>' for t in tags)
    cm = "".join(
        f"<li class='comment' id='comment-{i}'><p class='says'><a href='/author/guest{i}/'>"
        f"guest{i}</a> says:</p><p>Thanks!</p><a class='reply' href='#respond'>Reply</a></li>"
        for i in range(1, comments + 1)
    )
    pages: dict[str, PageValue] = {
        path: BLOG.page(
            title,
            f"<article class='post'><h1 class='entry-title'>{escape(title)}</h1><p class='byline'>"
            f"by <a href='/author/jmaier/'>J. Maier</a> in <a href='/category/tei/'>TEI</a></p>"
            f"<div class='entry-content'><p>Marginalia are …<sup><a href='#fn1'>1</a></sup></p>"
            f"<img src='/wp-content/uploads/2026/03/margin.png' alt=''>"
            f"<ol class='footnotes'><li id='fn1'>See the guidelines.</li></ol></div>"
            f"<footer>Tags: {tagl}</footer></article><nav class='post-nav'><a rel='prev' "
            f"href='{prev}'>Previous post</a> <a rel='next' href='{nxt}'>Next post</a></nav>"
            f"<section id='comments'><h2>{comments} comments</h2><ol>{cm}</ol>"
            f"<form id='respond' action='/wp-comments-post.php' method='post'><textarea></textarea>"
            f"</form><a href='{path}feed/'>Comments feed</a></section>"
            + BLOG.share(BLOG.url(path)),
        ),
        f"{path}feed/": data("<rss version='2.0'><channel></channel></rss>", "application/rss+xml"),
        prev: BLOG.page("Older post", "<h1>Older post</h1>"),
        nxt: BLOG.page("Newer post", "<h1>Newer post</h1>"),
        "/author/jmaier/": BLOG.page("J. Maier", "<h1>Posts by J. Maier</h1>"),
        "/wp-content/uploads/2026/03/margin.png": data(b"\x89PNG\r\n\x1a\n", "image/png"),
    }
    for t in tags:
        pages[f"/tag/{t}/"] = BLOG.page(t, f"<h1>Tag: {t}</h1>")
    for i in range(1, comments + 1):
        pages[f"/author/guest{i}/"] = BLOG.page(f"guest{i}", "<h1>Commenter</h1>")
    return pages


MARG = "/2026/03/encoding-marginalia-without-losing-your-mind/"
HANDS = "/2025/11/scribal-hands-and-the-limits-of-handshift/"


def blog_build() -> list[Site]:
    pages = {
        **_post(
            MARG,
            "Encoding marginalia without losing your mind",
            ["tei", "marginalia"],
            2,
            "/2026/02/a-note-on-sigla/",
            "/2026/04/spring-school-report/",
        ),
        **_post(
            HANDS,
            "Scribal hands and the limits of <handShift/>",
            ["tei", "palaeography", "handshift", "encoding"],
            9,
            "/2025/10/ocr-for-fraktur-revisited/",
            "/2025/12/year-in-review/",
        ),
    }
    return [BLOG.site(pages)]


CASES: list[Case] = [
    # single_page_plus_ignored: Zenodo/Figshare shape, files and exports one hop away.
    case(
        "lexi-recipes",
        "text corpus repository (three formats, metadata exports)",
        "Single Hop",
        "single_page_plus_ignored",
        LEXI.url("/repository/item/2741"),
        RECIPES[2],
        lexi_build,
        others=[LEXI.url("/repository/item/1880")],
    ),
    # single_page_plus_ignored: five formats on an external bitstream host, documentation,
    # an older version that is another item.
    case(
        "lexi-sermons",
        "text corpus repository (external bitstream host, docs, versions)",
        "Single Hop",
        "single_page_plus_ignored",
        LEXI.url("/repository/item/3119"),
        SERMONS[2],
        lexi_build,
        others=[LEXI.url("/repository/item/1880"), LEXI.url("/repository/item/2988")],
    ),
    # single_page_plus: every link on the release page is a release file; nothing to ignore.
    case(
        "depot-kleinprosa",
        "corpus release mirror (five files)",
        "Single Hop",
        "single_page_plus",
        DTA[1][0],
        DTA[1],
        mirror_build,
    ),
    # single_page_plus: eleven files incl. period splits, signatures and release notes.
    case(
        "depot-zeitung",
        "corpus release mirror (eleven files, signatures)",
        "Single Hop",
        "single_page_plus",
        ZEIT[1][0],
        ZEIT[1],
        mirror_build,
    ),
    # single_page_plus_ignored: image, IIIF manifest, MODS and BibTeX one hop away.
    case(
        "karte-aachen",
        "historical map library (single sheet)",
        "Single Hop",
        "single_page_plus_ignored",
        AACHEN[1][0],
        AACHEN[1],
        karte_build,
        others=[KARTE.url("/record/map-1602-lubeck")],
    ),
    # single_page_plus_ignored: four sheets, georeferenced downloads, related maps.
    case(
        "karte-elbe",
        "historical map library (four-sheet atlas, georeferenced)",
        "Single Hop",
        "single_page_plus_ignored",
        ELBE[1][0],
        ELBE[1],
        karte_build,
        others=[KARTE.url("/record/map-1602-lubeck")],
    ),
    # single_page: Omeka item, audio embedded and transcript inline.
    case(
        "voices-wolski",
        "oral-history collection (one interview)",
        "Single Artifact URI",
        "single_page",
        VOICES.url("/items/show/318"),
        [VOICES.url("/items/show/318")],
        voices_build,
        others=[VOICES.url("/items/show/317"), VOICES.url("/items/show/319")],
    ),
    # single_page: four embedded audio parts, chapter anchors, three tags.
    case(
        "voices-zollern",
        "oral-history collection (four-part interview series)",
        "Single Artifact URI",
        "single_page",
        VOICES.url("/items/show/742"),
        [VOICES.url("/items/show/742")],
        voices_build,
        others=[VOICES.url("/items/show/741"), VOICES.url("/items/show/743")],
    ),
    # single_page: a blog post is one URI (Hypotheses shape).
    case(
        "fussnote-marginalia",
        "DH project blog (post with two comments)",
        "Single Artifact URI",
        "single_page",
        BLOG.url(MARG),
        [BLOG.url(MARG)],
        blog_build,
    ),
    # single_page: longer post, nine comments, four tags, comments feed.
    case(
        "fussnote-handshift",
        "DH project blog (post with nine comments, feed)",
        "Single Artifact URI",
        "single_page",
        BLOG.url(HANDS),
        [BLOG.url(HANDS)],
        blog_build,
    ),
]
