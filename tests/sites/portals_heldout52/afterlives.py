"""Preprint afterlives of heldout52: an overlay journal and a preprint-review community
(single pages that point at preprints held elsewhere: Single Page, as the seed prescribes
for discussion pages and articles), a translation portal whose every page carries the
original title (Significant String from Title) and a preprint index whose record
identifier runs through every URI of the record, on two hosts (Significant String from
URI, as the seed prescribes for GBIF)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, a, case, file_data, file_pdf, ul

# --- an overlay journal: the paper lives on a preprint server, the journal page is all ---

OSTRACON = Chrome(
    host="www.ostraconjournal.hx52.example",
    name="Ostracon",
    style="drupal",
    title_format="{title} - {name}",
    menu=(
        ("/issues", "Issues"),
        ("/editorial-board", "Editorial board"),
        ("/for-authors", "For authors"),
        ("/about", "About the journal"),
    ),
    footer=(
        ("/about/overlay-model", "How an overlay journal works"),
        ("/policies", "Policies"),
        ("/contact", "Contact"),
    ),
    account=(("/user/login", "Editor login"),),
    cookie=None,
    home_title="Ostracon: an overlay journal of combinatorics",
    home_main=(
        "<h1>Ostracon</h1><p>A diamond open access overlay journal. Every paper is a "
        "preprint, refereed and then listed here.</p>"
    ),
    scripts=("http://stats.matomo-cloud.test/matomo.js",),
)
PRIMARY = "http://primary.preprintserver.test/abs"


def _overlay_article(
    num: str,
    title: str,
    authors: list[str],
    pid: str,
    versions: int,
    intro: str,
    neighbours: list[tuple[str, str]],
) -> str:
    vers = " ".join(f'<a href="{PRIMARY}/{pid}v{v}">v{v}</a>' for v in range(1, versions + 1))
    bib = (
        f"@article{{ostracon{num},\n  title={{{title}}},\n  author={{{' and '.join(authors)}}},"
        f"\n  journal={{Ostracon}},\n  year={{2026}},\n  eprint={{{pid}}}\n}}"
    )
    issue = "".join(f"<li>{a(h, t)}</li>" for h, t in neighbours)
    main = (
        f'<article class="node--type-article"><h1>{escape(title)}</h1>'
        f'<div class="field--authors">{escape(", ".join(authors))}</div>'
        f"<p>Ostracon 2026:{num}. Received 4 Sep 2025, accepted 20 Feb 2026.</p>"
        f'<p class="read"><a href="{PRIMARY}/{pid}v{versions}" class="btn">Read the '
        f"accepted version (v{versions}) on the preprint server</a></p>"
        f"<p>All versions on the preprint server: {vers}</p>{intro}"
        f"<h2>Abstract</h2><p>We show that every sufficiently large ...</p>"
        f'<h2>Cite</h2><pre class="bibtex">{escape(bib)}</pre>'
        f'<p class="share"><a href="http://mastodon.test/share?text={OSTRACON.host}'
        f'/articles/{num}">Share on Mastodon</a></p></article>'
    )
    side = "<h3>In this issue</h3><ul>" + issue + "</ul>"
    return OSTRACON.page(title, main, aside=side)


OVERLAY_A = _overlay_article(
    "1187",
    "Rainbow matchings in properly edge-coloured multigraphs",
    ["Agnes Thorvaldsen", "Benedek Pal"],
    "2509.11873",
    2,
    "",
    [("/articles/1179", "Sunflowers with small kernels")],
)
OVERLAY_B = _overlay_article(
    "1203",
    "A counterexample to the strong Erdos-Hajnal property for tournaments",
    ["Mireille Okeke", "Henrik Stavros", "Jun Takeda", "Laila Haddad"],
    "2508.02276",
    4,
    (
        '<section class="editorial-introduction"><h2>Editorial introduction</h2><p>The '
        "strong Erdos-Hajnal property asks ... Version 3 on the preprint server was "
        "withdrawn by the authors and replaced by version 4 after refereeing found a gap "
        "in Lemma 5.2.</p><p>Referee reports are public on "
        '<a href="http://reviews.openreferee.test/ostracon/1203">Open Referee</a>; '
        'a code supplement is deposited at <a href="http://doi.test/10.5281/zen.88172">'
        "a general repository</a>.</p></section>"
    ),
    [
        ("/articles/1187", "Rainbow matchings in properly edge-coloured multigraphs"),
        ("/articles/1179", "Sunflowers with small kernels"),
        ("/articles/1201", "Shadows of 3-uniform hypergraphs"),
    ],
)


def ostracon_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/articles/1187": OVERLAY_A, "/articles/1203": OVERLAY_B}
    for n, t in [
        ("1179", "Sunflowers with small kernels"),
        ("1201", "Shadows of 3-uniform hypergraphs"),
    ]:
        pages[f"/articles/{n}"] = OSTRACON.page(t, f"<h1>{t}</h1><p>Overlay article {n}.</p>")
    return [OSTRACON.site(pages)]


# --- a preprint-review community: one review, or one preprint's discussion thread ---

MARGINALIA = Chrome(
    host="www.marginaliareview.hx52.example",
    name="Marginalia Review",
    menu=(
        ("/preprints", "Preprints"),
        ("/communities", "Communities"),
        ("/mentoring", "Mentoring"),
        ("/about", "About"),
    ),
    footer=(
        ("/code-of-conduct", "Code of conduct"),
        ("/resources", "Resources"),
        ("/donate", "Donate"),
        ("/privacy-policy", "Privacy"),
    ),
    account=(("/login", "Log in with ORCID"),),
    home_main="<h1>Marginalia Review</h1><p>Open, constructive reviews of preprints.</p>",
    scripts=("http://plausible.analytics.test/js/script.js",),
)


def _review_page(rid: str, preprint: str, ptitle: str, reviewer: tuple[str, str]) -> str:
    return MARGINALIA.page(
        f"Review of: {ptitle}",
        f'<article class="review"><h1>Review of “{escape(ptitle)}”</h1>'
        f"<p>Reviewed by {a('/users/' + reviewer[1], reviewer[0])} &middot; "
        f"Published 9 March 2026 &middot; DOI 10.81001/marg.{rid}</p>"
        f'<p>Preprint: <a href="{preprint}">{escape(ptitle)}</a></p>'
        f"<h2>Summary</h2><p>The authors test whether ...</p><h2>Major issues</h2>"
        f"<ol><li>The control for photobleaching is missing.</li><li>Sample sizes ...</li>"
        f"</ol><h2>Competing interests</h2><p>None declared.</p>"
        f'<p class="license">CC BY 4.0 &middot; {a("/communities/cellbio-club", "Cell Biology Review Club")}</p>'
        f"</article>",
        aside="<h3>Other reviews of this preprint</h3><p>None yet.</p>",
    )


REVIEW_A = _review_page(
    "7kq2x9",
    "http://doi.test/10.77001/2026.03.14.588120",
    "Branched actin density sets lamellipodial protrusion speed",
    ("Priya Raman", "0000-0002-5531-0192"),
)
THREAD = "/preprints/doi-10.77001-2025.11.02.566410"
THREAD_REVIEWS = [
    ("/reviews/3mw8pe", "Full review by Hugo Lemaire"),
    ("/reviews/9td4ra", "Full review by Sara Osei"),
    ("/reviews/2hx7vb", "Rapid review by the Regeneration Journal Club"),
]
THREAD_PAGE = MARGINALIA.page(
    "Septin rings scaffold the cytokinetic bridge in planarian neoblasts",
    "<h1>Septin rings scaffold the cytokinetic bridge in planarian neoblasts</h1>"
    '<p>Preprint: <a href="http://doi.test/10.77001/2025.11.02.566410">'
    "doi:10.77001/2025.11.02.566410</a> (version 4; replaces a withdrawn preprint)</p>"
    '<p>Published version: <a href="http://doi.test/10.80002/jrcb.2026.0411">'
    "Journal of Regenerative Cell Biology</a></p>"
    "<h2>Reviews (3)</h2>"
    + ul(THREAD_REVIEWS)
    + "<h2>Endorsements (5)</h2><p>Endorsed by "
    + ", ".join(
        a(f"/users/{u}", n)
        for u, n in [
            ("0000-0001-7720-4419", "K. Mbeki"),
            ("0000-0003-1181-2204", "L. Nakamura"),
            ("0000-0002-9054-7713", "R. Costa"),
        ]
    )
    + " and 2 others.</p><h2>Comments (4)</h2>"
    '<div class="comment"><p><b>H. Lemaire</b>: Does v4 address the artefact in '
    "Figure 3 of the withdrawn version?</p></div>"
    '<div class="comment"><p><b>R. Adeyemi (author)</b>: Yes, see the new Methods.</p></div>'
    '<div class="comment"><p><b>S. Osei</b>: The primer table is now complete.</p></div>'
    '<div class="comment"><p><b>K. Mbeki</b>: Endorsing; nice revision.</p></div>'
    f"<p>{a('/communities/regeneration', 'Regeneration community')} &middot; "
    f"{a('/preprints/request-review', 'Request a review')}</p>",
    aside="<h3>Trending preprints</h3>"
    + ul([("/preprints/doi-10.77001-2026.01.20.571133", "Anillin dynamics in neoblast division")]),
)


def marginalia_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/reviews/7kq2x9": REVIEW_A, THREAD: THREAD_PAGE}
    for path, label in THREAD_REVIEWS:
        pages[path] = MARGINALIA.page(label, f"<h1>{escape(label)}</h1><p>Review text.</p>")
    for u in [
        "0000-0002-5531-0192",
        "0000-0001-7720-4419",
        "0000-0003-1181-2204",
        "0000-0002-9054-7713",
    ]:
        pages[f"/users/{u}"] = MARGINALIA.page("Reviewer", f"<h1>Reviewer {u}</h1>")
    for c in ("cellbio-club", "regeneration"):
        pages[f"/communities/{c}"] = MARGINALIA.page(c, f"<h1>Community: {c}</h1>")
    pages["/preprints/request-review"] = MARGINALIA.page("Request a review", "<h1>Request</h1>")
    pages["/preprints/doi-10.77001-2026.01.20.571133"] = MARGINALIA.page(
        "Anillin dynamics in neoblast division", "<h1>Anillin dynamics</h1><p>No reviews.</p>"
    )
    return [MARGINALIA.site(pages)]


# --- a preprint translation portal: every page names the original title ---

TESSERA = Chrome(
    host="www.tesseratranslate.hx52.example",
    name="Tessera",
    menu=(
        ("/works", "Translated preprints"),
        ("/languages", "Languages"),
        ("/volunteer", "Volunteer as translator"),
        ("/about", "About"),
    ),
    footer=(("/faq", "FAQ"), ("/licence", "Licence"), ("/contact", "Contact")),
    home_title="Tessera - preprints in every language",
    home_main="<h1>Tessera</h1><p>Volunteer translations of open preprints.</p>",
    scripts=("http://stats.goatcounter.test/count.js",),
)
LANGS = {
    "es": "Spanish",
    "fr": "French",
    "pt": "Portuguese",
    "sw": "Swahili",
    "id": "Indonesian",
}


def _tessera_work(
    wid: str,
    title: str,
    langs: list[tuple[str, str, str]],
    revised: list[str],
    glossary: bool,
) -> tuple[dict[str, PageValue], list[str]]:
    """`langs`: (code, translated title, translator slug).  Member pages say "Original
    title: <title>", the translated PDFs carry it too; translator profiles do not."""
    base = f"/works/{wid}"
    pages: dict[str, PageValue] = {}
    truth = [base]
    orig = f'<p class="original">Original title: {escape(title)}</p>'
    rows = []
    for code, ttitle, who in langs:
        lp = f"{base}/{code}"
        extra = ""
        if code in revised:
            old = f"{lp}/v1"
            pages[old] = TESSERA.page(
                f"{ttitle} (first translation)",
                f"<h1>{escape(ttitle)}</h1>{orig}<p>First translation, superseded by "
                f"{a(lp, 'the reviewed translation')}.</p>",
                raw_title=True,
            )
            truth.append(old)
            extra = f"<p>{a(old, 'First (unreviewed) translation')}</p>"
        pages[lp] = TESSERA.page(
            ttitle,
            f'<h1 lang="{code}">{escape(ttitle)}</h1>{orig}<p>Translated into '
            f"{LANGS[code]} by {a('/translators/' + who, who.replace('-', ' ').title())}.</p>"
            f"<p>{a(lp + '.pdf', 'PDF')}</p>{extra}<p>{a(base, 'All translations')}</p>",
            raw_title=True,
        )
        pages[lp + ".pdf"] = file_pdf(ttitle, f"Original title: {title}")
        truth += [lp, lp + ".pdf"]
        rows.append(
            f"<tr><td>{LANGS[code]}</td><td>{a(lp, ttitle)}</td><td>{a(lp + '.pdf', 'PDF')}"
            "</td></tr>"
        )
    gl = ""
    if glossary:
        pages[f"{base}/glossary"] = TESSERA.page(
            "Glossary",
            f"<h1>Term glossary</h1>{orig}<table><tr><td>isotope fractionation</td>"
            "<td>fraccionamiento isotópico</td></tr></table>",
        )
        truth.append(f"{base}/glossary")
        gl = f"<p>{a(base + '/glossary', 'Glossary of technical terms')}</p>"
    main = (
        f"<h1>{escape(title)}</h1><p>Original preprint: "
        f'<a href="http://doi.test/10.31223/earth.{wid}">doi:10.31223/earth.{wid}</a></p>'
        f'<table class="translations"><tr><th>Language</th><th>Title</th><th>File</th>'
        f"</tr>{''.join(rows)}</table>{gl}"
        f"<p>{a('/languages', 'Browse by language')}</p>"
    )
    pages[base] = TESSERA.page(title, main, raw_title=True)
    return pages, truth


TESSERA_A_TITLE = "Groundwater arsenic mobilisation in deltaic aquifers"
TESSERA_A, TESSERA_A_TRUTH = _tessera_work(
    "ttw-3391",
    TESSERA_A_TITLE,
    [("es", "Movilizacion del arsenico en acuiferos deltaicos", "marta-gil")],
    [],
    False,
)
TESSERA_B_TITLE = "Stable isotope evidence for early Holocene monsoon collapse"
TESSERA_B, TESSERA_B_TRUTH = _tessera_work(
    "ttw-4020",
    TESSERA_B_TITLE,
    [
        ("es", "Evidencia isotopica del colapso del monzon", "marta-gil"),
        ("fr", "Preuves isotopiques d'un effondrement de la mousson", "luc-andre"),
        ("sw", "Ushahidi wa isotopu juu ya kuporomoka kwa monsuni", "amani-juma"),
        ("id", "Bukti isotop runtuhnya monsun Holosen awal", "dewi-lestari"),
    ],
    ["es", "sw"],
    True,
)


def tessera_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**TESSERA_A, **TESSERA_B}
    for who in ("marta-gil", "luc-andre", "amani-juma", "dewi-lestari"):
        pages[f"/translators/{who}"] = TESSERA.page(
            who.replace("-", " ").title(),
            f"<h1>{who.replace('-', ' ').title()}</h1><p>Volunteer translator since 2024.</p>",
        )
    return [TESSERA.site(pages)]


# --- a preprint index on two hosts: the record id is in every URI of the record ---

LATTICE = Chrome(
    host="www.preprintlattice.hx52.example",
    name="Preprint Lattice",
    title_format="{title} - {name}",
    menu=(
        ("/search/advanced", "Advanced search"),
        ("/servers", "Indexed servers"),
        ("/developers", "Developers"),
        ("/about", "About"),
    ),
    footer=(("/accessibility", "Accessibility"), ("/terms", "Terms"), ("/feedback", "Feedback")),
    home_main="<h1>Preprint Lattice</h1><p>One index of preprints from 41 servers.</p>",
    cdn=("http://cdn.jsdelivr.test/npm/bulma@0.9.4/css/bulma.min.css",),
    scripts=("http://www.tagmanager.test/gtm.js?id=GTM-PLAT",),
)
LATTICE_API = "api.preprintlattice.hx52.example"
API = f"http://{LATTICE_API}"


def _lattice_record(
    ppr: str, title: str, versions: int, citing: list[list[str]], published: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """Web pages, API documents, and the truth (absolute URIs, all containing `ppr`)."""
    web: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    land = f"/preprint/{ppr}"
    truth = [LATTICE.url(land)]
    api[f"/rest/{ppr}/fullTextXML"] = Response.data(
        f"<article><front><article-title>{title}</article-title></front></article>".encode(),
        "application/xml",
    )
    api[f"/rest/search?query=EXT_ID:{ppr}&format=json"] = file_data(
        f'{{"hitCount":1,"result":[{{"id":"{ppr}","title":"{title}"}}]}}', "application/json"
    )
    truth += [f"{API}/rest/{ppr}/fullTextXML", f"{API}/rest/search?query=EXT_ID:{ppr}&format=json"]
    # citing works, paginated: page 2 is reached from page 1 only
    for i, items in enumerate(citing, 1):
        q = f"/citations?id={ppr}" + (f"&page={i}" if i > 1 else "")
        nxt = (
            f"<p>{a(f'/citations?id={ppr}&page={i + 1}', 'Next page')}</p>"
            if i < len(citing)
            else ""
        )
        web[q] = LATTICE.page(
            f"Citations of {ppr}",
            f"<h1>Works citing {ppr}</h1><p>Page {i}</p>"
            + ul([(f"/article/MED/{m}", f"Article MED/{m}") for m in items])
            + nxt,
        )
        truth.append(LATTICE.url(q))
    ver = ""
    if versions > 1:
        rows = []
        for v in range(1, versions + 1):
            doc = f"/rest/{ppr}/versions/{v}.json"
            api[doc] = file_data(f'{{"id":"{ppr}","version":{v}}}', "application/json")
            truth.append(API + doc)
            rows.append((API + doc, f"Version {v} metadata (JSON)"))
        web[f"{land}/versions"] = LATTICE.page(
            f"Versions of {ppr}", f"<h1>Versions of {escape(title)}</h1>" + ul(rows)
        )
        truth.append(LATTICE.url(f"{land}/versions"))
        ver = f"<p>{a(f'{land}/versions', f'{versions} versions')}</p>"
    main = (
        f'<div class="tag">Preprint</div><h1 class="title">{escape(title)}</h1>'
        f"<p>Record {ppr}</p>{ver}{published}"
        f"<p>{a(f'/citations?id={ppr}', 'Cited by')} &middot; "
        f"{a(f'{API}/rest/{ppr}/fullTextXML', 'Full text XML')} &middot; "
        f"{a(f'{API}/rest/search?query=EXT_ID:{ppr}&format=json', 'Metadata (JSON)')}</p>"
        f"<h2>Abstract</h2><p>...</p><h3>Similar preprints</h3>"
        + ul([("/preprint/PPR880046", "Sleep spindles and memory consolidation in aging")])
    )
    web[land] = LATTICE.page(title, main)
    return web, api, truth


LATTICE_A_WEB, LATTICE_A_API, LATTICE_A_TRUTH = _lattice_record(
    "PPR902113",
    "Wastewater surveillance predicts influenza admissions two weeks ahead",
    1,
    [["39911234", "39920871"]],
    "",
)
LATTICE_B_WEB, LATTICE_B_API, LATTICE_B_TRUTH = _lattice_record(
    "PPR771650",
    "Hippocampal replay is reduced after partial sleep deprivation",
    3,
    [["39100245", "39188410", "39201177"], ["39340092", "39411568"], ["39500218"]],
    (
        '<p class="published">Published as '
        f"{a('/article/MED/39001722', 'MED/39001722 (peer-reviewed version)')}</p>"
    ),
)


def lattice_sites() -> list[Site]:
    web: dict[str, PageValue] = {**LATTICE_A_WEB, **LATTICE_B_WEB}
    meds = {
        "39911234",
        "39920871",
        "39100245",
        "39188410",
        "39201177",
        "39340092",
        "39411568",
        "39500218",
        "39001722",
    }
    for m in meds:
        web[f"/article/MED/{m}"] = LATTICE.page(f"Article MED/{m}", f"<h1>MED/{m}</h1>")
    web["/preprint/PPR880046"] = LATTICE.page(
        "Sleep spindles and memory consolidation in aging", "<h1>Sleep spindles</h1>"
    )
    api = Site(
        LATTICE_API,
        {
            "/": file_data(
                '{"service":"Preprint Lattice REST API","version":"6.9"}', "application/json"
            ),
            **LATTICE_A_API,
            **LATTICE_B_API,
        },
    )
    return [LATTICE.site(web), api]


def _cases() -> list[Case]:
    J, M, T, L = OSTRACON, MARGINALIA, TESSERA, LATTICE
    return [
        # An overlay journal page is an article page whose paper lives on a preprint
        # server (another portal: its own artifact): Single Artifact URI, Single Page,
        # as the seed's table gives for articles (JSTOR Daily, The Conversation).
        case(
            "ostracon-overlay-article",
            "overlay journal (article pointing to a two-version preprint)",
            "article",
            "single_page",
            J.url("/articles/1187"),
            [J.url("/articles/1187")],
            ostracon_sites,
            others=[J.url("/articles/1179")],
        ),
        case(
            "ostracon-overlay-replaced",
            "overlay journal (withdrawn-and-replaced version, editorial introduction)",
            "article",
            "single_page",
            J.url("/articles/1203"),
            [J.url("/articles/1203")],
            ostracon_sites,
            others=[J.url(f"/articles/{n}") for n in ("1187", "1179", "1201")],
        ),
        # A review or discussion of a preprint: the seed's table gives Single Page for
        # discussion portals (PubPeer, PubMed Commons); everything linked is elsewhere.
        case(
            "marginalia-review",
            "preprint review community (one review)",
            "discussion",
            "single_page",
            M.url("/reviews/7kq2x9"),
            [M.url("/reviews/7kq2x9")],
            marginalia_sites,
        ),
        case(
            "marginalia-thread",
            "preprint review community (thread with reviews, endorsements, comments)",
            "discussion",
            "single_page",
            M.url(THREAD),
            [M.url(THREAD)],
            marginalia_sites,
            others=[M.url(p) for p, _ in THREAD_REVIEWS],
        ),
        # The page title is exactly the original preprint title and every member
        # (translation pages, their PDFs, revisions, glossary) prints it, while chrome and
        # translator profiles do not: Significant String from Title, multi-hop.
        case(
            "tessera-translation",
            "preprint translation portal (one language)",
            "translation",
            "sig_title",
            T.url("/works/ttw-3391"),
            [T.url(p) for p in TESSERA_A_TRUTH],
            tessera_sites,
        ),
        case(
            "tessera-translations-revised",
            "preprint translation portal (four languages, revised translations, glossary)",
            "translation",
            "sig_title",
            T.url("/works/ttw-4020"),
            [T.url(p) for p in TESSERA_B_TRUTH],
            tessera_sites,
        ),
        # GBIF-like: the record id of the entry URI is in every artifact URI, on the
        # website and the API host; the seed prescribes Significant String from URI.
        case(
            "lattice-preprint-record",
            "preprint index (record with citations and API documents)",
            "preprint",
            "sig_uri",
            L.url("/preprint/PPR902113"),
            LATTICE_A_TRUTH,
            lattice_sites,
            others=[L.url("/preprint/PPR880046")],
        ),
        case(
            "lattice-preprint-versions",
            "preprint index (three versions, paginated citations, published version)",
            "preprint",
            "sig_uri",
            L.url("/preprint/PPR771650"),
            LATTICE_B_TRUTH,
            lattice_sites,
            others=[L.url("/preprint/PPR880046"), L.url("/article/MED/39001722")],
        ),
    ]


CASES = _cases()
