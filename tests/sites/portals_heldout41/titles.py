"""heldout41's title-shaped and single-page portals: a project workspace (OSF-like), an
institutional dataverse, a curated data repository (Dryad-like), a self-describing dataset
archive, academic blogs, a post-publication discussion site, a digital collection
(Omeka-like) and bare personal project pages.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, data, ul

# --- project workspace (OSF-like): Significant String from Filtered Title ------------------

WEAVE = Chrome(
    host="hub.weavebench.hx41.example",
    name="Weavebench",
    menu=[
        ("/dashboard", "My projects"),
        ("/registries", "Registries"),
        ("/preprints", "Preprints"),
    ],
    footer=[("/support", "Support"), ("/legal/terms", "Terms")],
    title_format="Weavebench | {title}",
    home_title="Weavebench | Open workspaces for research",
    skin="top",
)


def _weave(
    pid: str, title: str, files: list[str], components: list[str]
) -> tuple[dict[str, PageValue], set[str]]:
    # Every artifact page names the project in its content; the site name prefix of the
    # title is in no artifact content, so it has to be filtered off first.
    pages: dict[str, PageValue] = {}
    base = f"/{pid}/"
    truth = {WEAVE.url(base)}
    fl = [(f"{base}files/store/{f}", f) for f in files]
    for h, f in fl:
        dl = h + "/download"
        pages[h] = WEAVE.page(
            f"{f} | {title}",
            f'<p class="proj">{escape(title)}</p><h2>{f}</h2><a href="{dl}">Download</a>',
        )
        pages[dl] = data(f"{title}\n{f} contents\n", "text/plain")
        truth |= {WEAVE.url(h), WEAVE.url(dl)}
    pages[base + "files"] = WEAVE.page(f"Files of {title}", f"<h1>{escape(title)}</h1>" + ul(fl))
    pages[base + "wiki"] = WEAVE.page(f"Wiki of {title}", f"<h1>{escape(title)}</h1><p>Notes.</p>")
    truth |= {WEAVE.url(base + "files"), WEAVE.url(base + "wiki")}
    comps = []
    for c in components:
        pages[f"/{c}/"] = WEAVE.page(
            f"{title}: component {c}", f"<p>Part of {escape(title)}</p><h1>Component {c}</h1>"
        )
        comps.append((f"/{c}/", f"Component {c}"))
        truth.add(WEAVE.url(f"/{c}/"))
    main = (
        f"<h1>{escape(title)}</h1>"
        + ul([(base + "files", "Files"), (base + "wiki", "Wiki"), *comps])
        + '<p>Contributors: <a href="/profile/u8fk2">J. Ferreira</a></p>'
        + '<p><a href="/search?q=tag:soil">soil</a></p>'
    )
    pages[base] = WEAVE.page(title, main)
    return pages, truth


_WEAVE = {
    "weave-nitrogen": ("k3f9q", "Nitrogen fixation in alder roots", ["protocol.md", "raw.csv"], []),
    "weave-replication": (
        "p7x2m",
        "Replication of the ego depletion paradigm",
        ["prereg.md", "analysis.R", "data.csv", "codebook.txt"],
        ["r4t8n", "w2c6d"],
    ),
}


def _weave_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in _WEAVE.values():
        pages |= _weave(*args)[0]
    return [WEAVE.site(pages)]


def _weave_case(name: str, detail: str) -> Case:
    args = _WEAVE[name]
    return Case(
        name=name,
        imitates=f"project workspace ({detail})",
        artifact_class="Multi-Hop",
        # Seed, OSF row: titles carry "Weavebench | " which no artifact content repeats;
        # filtered against the homepage title, the project name is in every artifact URI's
        # content: Significant String from Filtered Title.
        expected="sig_filtered_title",
        entry=WEAVE.url(f"/{args[0]}/"),
        truth=frozenset(_weave(*args)[1]),
        build=_weave_site,
        others=frozenset({WEAVE.url("/profile/u8fk2")}),
    )


# --- curated data repository (Dryad-like): Significant String from Title+ with Ignored URIs -

CURATE = Chrome(
    host="datadryer.curatedepot.hx41.example",
    name="Curate Depot",
    menu=[("/discover", "Discover"), ("/submit", "Submit data"), ("/members", "Members")],
    footer=[("/policies/terms", "Terms"), ("/policies/privacy", "Privacy")],
    title_format="{title}",
    skin="side",
)


def _curate(
    did: str, title: str, files: list[str], pkg_pages: int
) -> tuple[dict[str, PageValue], set[str]]:
    # The data files do not carry the title; every metadata page does.
    pages: dict[str, PageValue] = {}
    truth = {CURATE.url(f"/ds/{did}")}
    pkgs = []
    for n in range(1, pkg_pages + 1):
        p = f"/ds/{did}/{n}"
        fl = [(f"/bitstream/{did}/{n}/{f}", f) for f in files]
        for h, _f in fl:
            pages[h] = data(f"x,y\n{n},1\n", "text/csv")
            truth.add(CURATE.url(h))
        pages[p] = CURATE.page(title, f"<h1>{escape(title)}</h1><h2>Data file {n}</h2>" + ul(fl))
        pkgs.append((p, f"Data file {n}"))
        truth.add(CURATE.url(p))
    cite = f"/ds/{did}/cite.ris"
    pages[cite] = data(f"TY  - DATA\nTI  - {title}\n", "application/x-research-info-systems")
    truth.add(CURATE.url(cite))
    main = f"<h1>{escape(title)}</h1>" + ul(pkgs) + f'<a href="{cite}">Export RIS</a>'
    pages[f"/ds/{did}"] = CURATE.page(title, main)
    return pages, truth


_CURATE = {
    "curate-finches": (
        "cd.4410",
        "Data from: Beak depth variation in ground finches after drought",
        ["beaks.csv"],
        1,
    ),
    "curate-plankton": (
        "cd.7822",
        "Data from: Diel vertical migration of copepods in a fjord",
        ["ctd.csv", "counts.csv"],
        3,
    ),
}


def _curate_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in _CURATE.values():
        pages |= _curate(*args)[0]
    return [CURATE.site(pages)]


def _curate_case(name: str, detail: str) -> Case:
    args = _CURATE[name]
    return Case(
        name=name,
        imitates=f"curated data repository ({detail})",
        artifact_class="Multi-Hop",
        # Seed, Dryad row: "Data from: ..." is in every metadata page but not in the data
        # files one hop beyond: Significant String from Title+ with Ignored URIs.
        expected="sig_title_plus_ignored",
        entry=CURATE.url(f"/ds/{args[0]}"),
        truth=frozenset(_curate(*args)[1]),
        build=_curate_site,
    )


# --- self-describing archive: Significant String from Title --------------------------------

ALMANAC = Chrome(
    host="vault.almanacdata.hx41.example",
    name="Almanac Data Vault",
    menu=[("/holdings", "Holdings"), ("/deposit-guide", "Deposit")],
    footer=[("/colophon", "Colophon")],
    title_format="{title}",
    skin="table",
)


def _almanac(sid: str, title: str, parts: list[str]) -> tuple[dict[str, PageValue], set[str]]:
    # Every object, file included, repeats the study title (a header line in each file).
    pages: dict[str, PageValue] = {}
    truth = {ALMANAC.url(f"/study/{sid}")}
    docs = []
    for p in parts:
        h = f"/study/{sid}/doc/{p}"
        f = f"/study/{sid}/get/{p}.txt"
        pages[h] = ALMANAC.page(
            title, f'<h1>{escape(title)}</h1><h2>{p}</h2><a href="{f}">Plain text</a>'
        )
        pages[f] = data(f"{title}\n{p}\n", "text/plain; charset=utf-8")
        docs.append((h, p))
        truth |= {ALMANAC.url(h), ALMANAC.url(f)}
    main = (
        f"<h1>{escape(title)}</h1>"
        + ul(docs)
        + '<p>See also <a href="/study/S-0099">Harvest survey 1950</a></p>'
    )
    pages[f"/study/{sid}"] = ALMANAC.page(title, main)
    pages["/study/S-0099"] = ALMANAC.page("Harvest survey 1950", "<h1>Harvest survey 1950</h1>")
    return pages, truth


_ALMANAC = {
    "almanac-weather": ("S-0412", "Parish weather diaries of Upper Teesdale", ["codebook"]),
    "almanac-census": (
        "S-1377",
        "Household budget study of mill towns",
        ["codebook", "questionnaire", "methods", "errata"],
    ),
}


def _almanac_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in _ALMANAC.values():
        pages |= _almanac(*args)[0]
    return [ALMANAC.site(pages)]


def _almanac_case(name: str, detail: str) -> Case:
    args = _ALMANAC[name]
    return Case(
        name=name,
        imitates=f"self-describing data archive ({detail})",
        artifact_class="Multi-Hop",
        # Seed: where a significant string from the title is in the content of every
        # artifact object (files too) and in nothing else, Significant String from Title.
        expected="sig_title",
        entry=ALMANAC.url(f"/study/{args[0]}"),
        truth=frozenset(_almanac(*args)[1]),
        build=_almanac_site,
        others=frozenset({ALMANAC.url("/study/S-0099")}),
    )


# --- single artifact URI: blogs and discussion threads --------------------------------------

QUILL = Chrome(
    host="notes.quillcarnet.hx41.example",
    name="Quill Carnet",
    menu=[
        ("/category/fieldwork", "Fieldwork"),
        ("/category/methods", "Methods"),
        ("/archives", "Archives"),
    ],
    footer=[("/mentions-legales", "Legal notice"), ("/feed", "RSS")],
    title_format="{title} – Quill Carnet",
    skin="side",
)
THREAD = Chrome(
    host="talk.peerlamp.hx41.example",
    name="PeerLamp",
    menu=[("/recent", "Recent"), ("/journals", "Journals"), ("/faq", "FAQ")],
    footer=[("/guidelines", "Guidelines"), ("/privacy", "Privacy")],
    title_format="PeerLamp - {title}",
    skin="top",
)


def _single(c: Chrome, path: str, title: str, body: str) -> dict[str, PageValue]:
    return {path: c.page(title, f"<article><h1>{escape(title)}</h1>{body}</article>")}


_SINGLES: dict[str, tuple[Chrome, str, str, str, str, list[str]]] = {
    "quill-herbarium": (
        QUILL,
        "/2019/04/09/herbarium-sheets/",
        "What herbarium sheets remember",
        "academic blog (short post)",
        '<p>Posted in <a href="/category/fieldwork">Fieldwork</a>.</p><a href="/2019/03/28/pressing-plants/">Previous</a>',
        ["/2019/03/28/pressing-plants/"],
    ),
    "quill-series": (
        QUILL,
        "/2021/11/30/archives-of-silence-part-3/",
        "Archives of silence, part 3",
        "academic blog (series part with comments and trackbacks)",
        '<p>Part of a series: <a href="/2021/11/02/archives-of-silence-part-1/">part 1</a>, '
        '<a href="/2021/11/16/archives-of-silence-part-2/">part 2</a>.</p>'
        '<section id="comments"><p>3 comments</p><a href="/2021/11/30/archives-of-silence-part-3/?replytocom=88">Reply</a>'
        '<a href="/tag/oral-history">oral history</a></section>',
        ["/2021/11/02/archives-of-silence-part-1/", "/2021/11/16/archives-of-silence-part-2/"],
    ),
    "lamp-western": (
        THREAD,
        "/thread/A91F03C2B7",
        "Western blot splicing in Fig. 2",
        "post-publication discussion (one thread)",
        '<p>On <a href="/journals/cell-reports">Cell Reports</a>.</p><div class="comment">#1 Unregistered</div>',
        [],
    ),
    "lamp-longthread": (
        THREAD,
        "/thread/77C0DE19AA",
        "Duplicated micrographs across three papers",
        "post-publication discussion (author reply, linked threads)",
        '<div class="comment">#1 ...</div><div class="comment">#7 Author response</div>'
        '<p>Related: <a href="/thread/55B1AD0F22">same lab, 2016</a>, <a href="/thread/19EE3C4D08">2017</a></p>',
        ["/thread/55B1AD0F22", "/thread/19EE3C4D08"],
    ),
}


def _singles_site(c: Chrome) -> Callable[[], list[Site]]:
    def build() -> list[Site]:
        pages: dict[str, PageValue] = {}
        for ch, path, title, _k, body, others in _SINGLES.values():
            if ch is c:
                pages |= _single(c, path, title, body)
                for o in others:
                    pages[o] = c.page("Another post", "<article><h1>Another post</h1></article>")
        return [c.site(pages)]

    return build


def _single_case(name: str) -> Case:
    c, path, _title, kind, _body, others = _SINGLES[name]
    return Case(
        name=name,
        imitates=kind,
        artifact_class="Single Artifact URI",
        # Seed: blog posts (Hypotheses, SciLogs...) and discussions (PubPeer) are single
        # artifact URIs: Single Page.  Comments, tags and other posts are not the artifact.
        expected="single_page",
        entry=c.url(path),
        truth=frozenset({c.url(path)}),
        build=_singles_site(c),
        others=frozenset(c.url(o) for o in others),
    )


# --- bare personal project pages: Single Page+ ---------------------------------------------

TILDE = "people.tildehall.hx41.example"


def _tilde(path: str, title: str, files: list[str]) -> tuple[dict[str, PageValue], set[str]]:
    # A hand-written page with no site chrome: everything it links is the artifact.
    pages: dict[str, PageValue] = {}
    truth = {f"http://{TILDE}{path}"}
    items = [(path + f, f) for f in files]
    for h, f in items:
        pages[h] = data(f"{title}: {f}\n", "application/octet-stream")
        truth.add(f"http://{TILDE}{h}")
    pages[path] = (
        f"<html><head><title>{escape(title)}</title></head><body><h1>{escape(title)}</h1>{ul(items)}<hr><address>last modified 2016</address></body></html>"
    )
    return pages, truth


_TILDE = {
    "tilde-thesis": ("/~mvoss/thesis/", "Thesis materials: M. Voss", ["thesis.pdf", "slides.pdf"]),
    "tilde-course": (
        "/~adebayo/icml-poster/",
        "Sparse kernels poster and code",
        ["poster.pdf", "code.tar.gz", "data.zip", "errata.txt", "bibtex.bib"],
    ),
}


def _tilde_site() -> list[Site]:
    site = Site(TILDE)
    site.add("/", "<html><head><title>People</title></head><body>Personal pages</body></html>")
    for args in _TILDE.values():
        for p, v in _tilde(*args)[0].items():
            site.add(p, v)
    return [site]


def _tilde_case(name: str, detail: str) -> Case:
    args = _TILDE[name]
    return Case(
        name=name,
        imitates=f"personal project page ({detail})",
        artifact_class="Single Hop",
        # Seed: a Single Hop artifact whose page has no menus or other site links, so plain
        # Single Page+ takes exactly the artifact.
        expected="single_page_plus",
        entry=f"http://{TILDE}{args[0]}",
        truth=frozenset(_tilde(*args)[1]),
        build=_tilde_site,
    )


# --- institutional dataverse: Significant String from Filtered Title, from the end ------

VERSE = Chrome(
    host="dataverse.harrowgate-univ.hx41.example",
    name="Harrowgate Dataverse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/dataverse/root?q=", "Search"),
    ],
    footer=[("/guides/api", "API"), ("/terms-of-use", "Terms of use")],
    title_format="{title} - Harrowgate Dataverse",
    home_title="Harrowgate Dataverse",
    skin="table",
    login="/loginpage.xhtml",
)


def _verse(
    doi: str, title: str, files: list[tuple[int, str]]
) -> tuple[dict[str, PageValue], set[str]]:
    # The site name ends every title and is in no artifact content: the seed's Dataverse
    # note, filtering from the title's end.  Every file carries the dataset title.
    pages: dict[str, PageValue] = {}
    entry = f"/dataset.xhtml?persistentId=doi:{doi}"
    truth = {VERSE.url(entry)}
    rows = []
    for fid, fname in files:
        fp = f"/file.xhtml?fileId={fid}"
        acc = f"/api/access/datafile/{fid}"
        pages[fp] = VERSE.page(
            f"{fname} - {title}",
            f'<p class="crumb">{escape(title)}</p><h1>{fname}</h1><a href="{acc}">Access file</a>',
        )
        pages[acc] = data(f"# {title}\n# {fname}\nid\tvalue\n", "text/tab-separated-values")
        rows.append(
            f'<tr><td><a href="{fp}">{fname}</a></td><td><a href="{acc}">Download</a></td></tr>'
        )
        truth |= {VERSE.url(fp), VERSE.url(acc)}
    exp = f"/api/datasets/export?exporter=ddi&persistentId=doi:{doi}"
    pages[exp] = data(f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml")
    truth.add(VERSE.url(exp))
    main = (
        f'<h1>{escape(title)}</h1><p>doi:{doi}</p><table class="files">{"".join(rows)}</table>'
        f'<p>Export metadata: <a href="{exp}">DDI</a></p>'
        '<p>In <a href="/dataverse/polsci">Political Science Dataverse</a></p>'
    )
    pages[entry] = VERSE.page(title, main)
    return pages, truth


_VERSE = {
    "verse-turnout": (
        "10.99041/HG/QX1TZP",
        "Replication data for: Rainfall and turnout in local elections",
        [(3301, "turnout.tab")],
    ),
    "verse-courts": (
        "10.99041/HG/M8VQ2C",
        "Replication data for: Appellate court citations, 1950-2010",
        [
            (4410, "citations.tab"),
            (4411, "judges.tab"),
            (4412, "codebook.txt"),
            (4413, "replicate.do"),
        ],
    ),
}


def _verse_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in _VERSE.values():
        pages |= _verse(*args)[0]
    return [VERSE.site(pages)]


def _verse_case(name: str, detail: str) -> Case:
    args = _VERSE[name]
    return Case(
        name=name,
        imitates=f"institutional dataverse ({detail})",
        artifact_class="Multi-Hop",
        # Seed, Dataverse row: Significant String from Filtered Title, the common part with
        # the homepage title removed from the end of the title instead of its start.
        expected="sig_filtered_title",
        entry=VERSE.url(f"/dataset.xhtml?persistentId=doi:{args[0]}"),
        truth=frozenset(_verse(*args)[1]),
        build=_verse_site,
    )


# --- digital collection (Omeka-like): Single Page --------------------------------------------

CABINET = Chrome(
    host="collections.cabinetmuse.hx41.example",
    name="Cabinet of the Ropewalk Museum",
    menu=[
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Exhibits"),
    ],
    footer=[("/about", "About"), ("/contact", "Contact")],
    title_format="{title} · {name}",
    skin="side",
    banner=False,
)


def _cabinet(item: int, title: str, images: int, related: list[int]) -> dict[str, PageValue]:
    # The item page is the artifact; its images are embedded resources (img src).
    imgs = "".join(f'<img src="/files/fullsize/{item}-{n}.jpg" alt="">' for n in range(images))
    rel = ul([(f"/items/show/{r}", f"Item {r}") for r in related])
    main = (
        f"<h1>{escape(title)}</h1>{imgs}<dl><dt>Date</dt><dd>c. 1890</dd><dt>Tags</dt>"
        f'<dd><a href="/items/browse?tags=rope">rope</a></dd></dl>'
        f'<p>Collection: <a href="/collections/show/4">Trade tools</a></p>'
        f'<nav class="item-pagination"><a href="/items/show/{item - 1}">Previous</a> '
        f'<a href="/items/show/{item + 1}">Next</a></nav><h3>Related items</h3>{rel}'
    )
    pages: dict[str, PageValue] = {f"/items/show/{item}": CABINET.page(title, main)}
    for n in range(images):
        pages[f"/files/fullsize/{item}-{n}.jpg"] = Response.data(
            b"\xff\xd8\xff\xe0JFIF", "image/jpeg"
        )
    for o in (item - 1, item + 1, *related):
        pages.setdefault(f"/items/show/{o}", CABINET.page(f"Item {o}", f"<h1>Item {o}</h1>"))
    return pages


_CABINET = {
    "cabinet-fid": (212, "Splicing fid, whalebone", 1, []),
    "cabinet-ledger": (478, "Ropewalk wage ledger, 1887-1893", 6, [479, 481, 502]),
}


def _cabinet_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in _CABINET.values():
        pages |= _cabinet(*args)
    return [CABINET.site(pages)]


def _cabinet_case(name: str, detail: str) -> Case:
    item, _t, _i, related = _CABINET[name]
    return Case(
        name=name,
        imitates=f"digital collection ({detail})",
        artifact_class="Single Artifact URI",
        # Seed, Omeka.net row: a collection item is a single artifact URI (images embedded),
        # Single Page; previous/next and related items are other artifacts.
        expected="single_page",
        entry=CABINET.url(f"/items/show/{item}"),
        truth=frozenset({CABINET.url(f"/items/show/{item}")}),
        build=_cabinet_site,
        others=frozenset(CABINET.url(f"/items/show/{o}") for o in (item - 1, item + 1, *related)),
    )


CASES: list[Case] = [
    _weave_case("weave-nitrogen", "two files"),
    _weave_case("weave-replication", "four files and two components"),
    _curate_case("curate-finches", "one data file"),
    _curate_case("curate-plankton", "three data-file pages, two files each"),
    _almanac_case("almanac-weather", "one document"),
    _almanac_case("almanac-census", "four documents with text files"),
    _single_case("quill-herbarium"),
    _single_case("quill-series"),
    _single_case("lamp-western"),
    _single_case("lamp-longthread"),
    _tilde_case("tilde-thesis", "two files"),
    _tilde_case("tilde-course", "five files"),
    _verse_case("verse-turnout", "one tabular file"),
    _verse_case("verse-courts", "four files and a DDI export"),
    _cabinet_case("cabinet-fid", "one image"),
    _cabinet_case("cabinet-ledger", "six images, related items"),
]
