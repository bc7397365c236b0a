"""Deposit-style language-resource repositories of heldout63: a CLARIN-style DSpace
repository with licences and click-through agreements, a FAIR-signposting data repository
and a preprint server for computational linguistics.  Each is one landing page whose files
and metadata exports sit one hop away (or, for signposting, are named in its Link header).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, pdf_file, text, ul, zipped

# --- CLARIN-style DSpace repository -----------------------------------------------------

VAULT = Chrome(
    host="repo.lingvault.hx63.example",
    name="LingVault Language Resource Repository",
    menu=[
        ("/xmlui/discover", "Browse"),
        ("/xmlui/page/deposit", "Deposit"),
        ("/xmlui/page/about", "About"),
        ("/xmlui/page/licenses", "Licences"),
        ("/xmlui/page/contact", "Help desk"),
    ],
    footer=[
        ("/xmlui/page/terms-of-service", "Terms of service"),
        ("/xmlui/page/privacy", "Privacy"),
        ("/xmlui/page/cite", "How to cite"),
        ("/xmlui/page/oai", "OAI-PMH"),
    ],
    title_format="{title} — {name}",
    skin="lv",
    tracker="stats.lingvault-metrics.hx63.example",
    cdn="cdn.jsassets-mirror.hx63.example",
    login=("/xmlui/login", "/xmlui/register"),
    search="/xmlui/discover",
)
VAULT_LICENCES = [
    ("/xmlui/page/licence-CC-BY-4.0", "CC BY 4.0"),
    ("/xmlui/page/licence-CC-BY-NC-SA-4.0", "CC BY-NC-SA 4.0"),
    ("/xmlui/page/licence-ACA", "CLARIN ACA (academic use, click-through)"),
]
VAULT.home_title = "LingVault Language Resource Repository"
VAULT.home_main = (
    "<h1>LingVault</h1><p>A CLARIN B-centre repository for corpora, lexicons and tools.</p>"
    "<h2>Browse by licence</h2>"
    + ul(VAULT_LICENCES)
    + "<h2>Browse by type</h2>"
    + ul([("/xmlui/discover?type=corpus", "Corpus"), ("/xmlui/discover?type=lexicon", "Lexicon")])
)


def _vault_item(
    handle: str,
    title: str,
    authors: str,
    abstract: str,
    licence: tuple[str, str],
    files: list[tuple[str, str, PageValue]],
    related: list[tuple[str, str]],
    exports: list[str],
    click_through: bool = False,
) -> tuple[dict[str, PageValue], list[str]]:
    """The item page, its full record, files, zip of all files and citation exports."""
    item = f"/xmlui/handle/{handle}"
    pages: dict[str, PageValue] = {}
    truth = [item, f"{item}?show=full"]
    rows = []
    for seq, (name, desc, body) in enumerate(files, 1):
        path = f"/xmlui/bitstream/handle/{handle}/{name}?sequence={seq}&isAllowed=y"
        pages[path] = body
        truth.append(path)
        modal = ' data-toggle="licence-modal"' if click_through else ""
        rows.append(
            f'<tr><td><a href="{escape(path)}"{modal}>{escape(name)}</a></td>'
            f"<td>{escape(desc)}</td></tr>"
        )
    allzip = f"/xmlui/bitstream/handle/{handle}/allzip"
    pages[allzip] = zipped({n: f"{title}: {n}\n" for n, _d, _b in files})
    truth.append(allzip)
    cites = []
    for fmt in exports:
        path = f"/xmlui/citation/handle/{handle}/{fmt}"
        pages[path] = text(f"@misc{{{handle}, title={{{title}}}, author={{{authors}}}}}\n")
        truth.append(path)
        cites.append((path, fmt.upper()))
    agree = (
        '<div class="lv-modal" id="licence-modal"><p>This item is distributed under the '
        f"{escape(licence[1])} licence. By downloading you agree to its terms.</p></div>"
        if click_through
        else ""
    )
    main = f"""<ol class="lv-crumbs"><li><a href="/">Home</a></li>
<li><a href="/xmlui/discover">Browse</a></li></ol>
<h1 class="lv-item-title">{escape(title)}</h1>
<dl class="lv-meta"><dt>Authors</dt><dd>{escape(authors)}</dd>
<dt>Persistent identifier</dt><dd>http://hdl.handle.net/{handle}</dd>
<dt>Licence</dt><dd>{a(licence[0], licence[1])}</dd></dl>
<p class="lv-abstract">{escape(abstract)}</p>
<h2>Files in this item</h2>{agree}<table class="lv-files">{"".join(rows)}</table>
<p>{a(allzip, "Download all files (zip)")} · {a(item + "?show=full", "Show full item record")}</p>
<h3>Cite</h3>{ul(cites, "lv-cite")}"""
    side = "<h3>Related items</h3>" + ul(related) if related else ""
    pages[item] = VAULT.page(title, main, aside=side)
    pages[f"{item}?show=full"] = VAULT.page(
        title + " (full record)",
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr>"
        f"<tr><td>dc.contributor.author</td><td>{escape(authors)}</td></tr>"
        f"<tr><td>dc.rights.uri</td><td>{escape(licence[1])}</td></tr></table>"
        f"<p>{a(item, 'Show simple item record')}</p>",
    )
    return pages, truth


def _vault_other(handle: str, title: str) -> dict[str, PageValue]:
    return {
        f"/xmlui/handle/{handle}": VAULT.page(
            title, f"<h1>{escape(title)}</h1><p>Item {handle}. Files are listed below.</p>"
        )
    }


VAULT_A_PAGES, VAULT_A_TRUTH = _vault_item(
    "11372/LRT-4471",
    "Lexicon of Moravian Dialects 1.0",
    "Dvořáková, Jana; Hrubý, Petr",
    "Headwords, regional variants and IPA transcriptions for 3,100 dialect words.",
    VAULT_LICENCES[0],
    [
        ("moravian-dialect-lexicon.tsv", "Lexicon, tab-separated", text("lemma\tvariant\n")),
        ("README.txt", "Description of the columns", text("Lexicon of Moravian Dialects\n")),
    ],
    [("/xmlui/handle/11372/LRT-4480", "Atlas of Czech Dialect Phonology")],
    ["bibtex", "cmdi"],
)
VAULT_B_PAGES, VAULT_B_TRUTH = _vault_item(
    "11372/LRT-5230",
    "Old Sorbian Dependency Treebank 2.1",
    "Schmidt, Mina; Wjelan, Pětr; Kral, Hanka",
    "Manually annotated dependency trees of sixteenth-century Sorbian prints, in CoNLL-U, "
    "with train, development and test splits and per-document statistics.",
    VAULT_LICENCES[2],
    [
        ("osb-ud-train.conllu", "Training split", text("# sent_id = 1\n1\tJa\tja\n")),
        ("osb-ud-dev.conllu", "Development split", text("# sent_id = 901\n")),
        ("osb-ud-test.conllu", "Test split", text("# sent_id = 1001\n")),
        ("stats.xml", "Treebank statistics", text("<treebank/>\n", "application/xml")),
        ("annotation-guidelines.pdf", "Guidelines", pdf_file("Old Sorbian guidelines")),
        ("LICENSE.txt", "Licence text (ACA)", text("CLARIN ACA\n")),
    ],
    [
        ("/xmlui/handle/11372/LRT-3390", "Old Sorbian Dependency Treebank 2.0 (replaced)"),
        ("/xmlui/handle/11372/LRT-5231", "Upper Sorbian Morphological Dictionary"),
    ],
    ["bibtex", "cmdi", "ris"],
    click_through=True,
)


def vault_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**VAULT_A_PAGES, **VAULT_B_PAGES}
    for handle, title in [
        ("11372/LRT-4480", "Atlas of Czech Dialect Phonology"),
        ("11372/LRT-3390", "Old Sorbian Dependency Treebank 2.0"),
        ("11372/LRT-5231", "Upper Sorbian Morphological Dictionary"),
    ]:
        pages.update(_vault_other(handle, title))
    return [VAULT.site(pages)]


# --- FAIR data repository with signposting -----------------------------------------------

DEPOT = Chrome(
    host="records.linguadepot.hx63.example",
    name="LinguaDepot",
    menu=[
        ("/communities", "Communities"),
        ("/search", "Records"),
        ("/uploads/new", "Upload"),
        ("/help/faq", "FAQ"),
    ],
    footer=[
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy"),
        ("/help/signposting", "FAIR signposting"),
        ("/api/docs", "REST API"),
        ("/status", "Status"),
    ],
    title_format="{title} | {name}",
    skin="ld",
    tracker="plausible.linguadepot-analytics.hx63.example",
    login=("/account/login", "/account/signup"),
)
DEPOT.home_main = "<h1>LinguaDepot</h1><p>Deposit, cite and find language data.</p>" + ul(
    [("/communities/speech", "Speech data"), ("/communities/lexica", "Lexica")]
)
DEPOT_STORE = "objects.lingua-store.hx63.example"


def _depot_record(
    rid: str,
    title: str,
    creators: str,
    doi: str,
    files: list[tuple[str, PageValue]],
    exports: list[tuple[str, str]],
    versions: list[tuple[str, str]],
    community: tuple[str, str],
    store: bool = False,
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """The record page with its Link header, its file items and its metadata exports:
    (record-host pages, storage-host pages, truth)."""
    rec = f"/records/{rid}"
    pages: dict[str, PageValue] = {}
    stored: dict[str, PageValue] = {}
    truth = [DEPOT.url(rec)]
    links = [f'<https://doi.org/{doi}>; rel="cite-as"']
    rows = []
    for name, body in files:
        if store:
            path = f"/bkt-07/{rid}/{name}"
            url = f"http://{DEPOT_STORE}{path}"
            stored[path] = body
        else:
            path = f"/api/records/{rid}/files/{name}/content"
            url = DEPOT.url(path)
            pages[path] = body
        truth.append(url)
        links.append(f'<{url}>; rel="item"')
        rows.append(f'<li class="ld-file">{a(url, name)} <span>Download</span></li>')
    ex = []
    for fmt, ctype in exports:
        path = f"/api/records/{rid}/export/{fmt}"
        pages[path] = text(f"{title}\n{creators}\n", ctype)
        truth.append(DEPOT.url(path))
        links.append(f'<{DEPOT.url(path)}>; rel="describedby"; type="{ctype}"')
        ex.append((path, fmt))
    links += [
        '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
        '<https://schema.org/Dataset>; rel="type"',
        '<https://schema.org/AboutPage>; rel="type"',
    ]
    main = f"""<section class="ld-record"><p class="ld-badges"><span>Published</span>
<span>Dataset</span><span>Open access</span></p><h1>{escape(title)}</h1>
<p class="ld-creators">{escape(creators)}</p>
<p>DOI <a href="https://doi.org/{doi}">{doi}</a></p>
<h2>Files</h2><ul class="ld-files">{"".join(rows)}</ul>
<h2>Export</h2>{ul(ex, "ld-export")}</section>"""
    side = (
        f"<h3>Versions</h3>{ul(versions)}<h3>Communities</h3>{ul([community])}"
        '<h3>Share</h3><a href="http://mastodon.social.test/share?text=record">Mastodon</a>'
    )
    body = DEPOT.page(title, main, aside=side)
    pages[rec] = Response.html(body, headers=[("Link", ", ".join(links))])
    return pages, stored, truth


DEPOT_A_PAGES, _NO_STORE, DEPOT_A_TRUTH = _depot_record(
    "k2v9q-4ht71",
    "Kalasha Elicitation Wordlist with Audio",
    "Rehman, Sana; Ostrowski, Lukas",
    "10.82163/ld.4471",
    [("kalasha-wordlist.csv", text("id,gloss,form\n")), ("audio.zip", zipped({"a.txt": "x"}))],
    [("datacite-xml", "application/vnd.datacite.datacite+xml"), ("json-ld", "application/ld+json")],
    [("/records/k2v9q-4ht71", "Version 1 (this)")],
    ("/communities/speech", "Speech data"),
)
DEPOT_B_PAGES, DEPOT_B_STORE, DEPOT_B_TRUTH = _depot_record(
    "p7wm3-0zd58",
    "Multimodal Corpus of Yucatec Maya Conversation, Release 3",
    "Canul, Ana; Pool, Rafael; Meyer, Ines",
    "10.82163/ld.5902",
    [
        ("ymc-video-session01.mp4", Response.data(b"\x00\x00\x00\x18ftypisom", "video/mp4")),
        ("ymc-video-session02.mp4", Response.data(b"\x00\x00\x00\x18ftypisom", "video/mp4")),
        ("ymc-annotations.eaf.zip", zipped({"s01.eaf": "<ANNOTATION_DOCUMENT/>"})),
        ("ymc-transcripts.tsv", text("session\tspeaker\tutterance\n")),
        ("ymc-metadata.cmdi.xml", text("<CMD/>", "application/xml")),
        ("consent-summary.pdf", pdf_file("Consent summary")),
        ("README.md", text("# YMC release 3\n", "text/markdown")),
    ],
    [
        ("datacite-xml", "application/vnd.datacite.datacite+xml"),
        ("json-ld", "application/ld+json"),
        ("bibtex", "application/x-bibtex"),
    ],
    [
        ("/records/p7wm3-0zd58", "Release 3 (this)"),
        ("/records/c4ad1-88sk2", "Release 2"),
        ("/records/f0nw6-2bb17", "Release 1"),
    ],
    ("/communities/speech", "Speech data"),
    store=True,
)


def depot_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**DEPOT_A_PAGES, **DEPOT_B_PAGES}
    for rid, label in [("c4ad1-88sk2", "Release 2"), ("f0nw6-2bb17", "Release 1")]:
        pages[f"/records/{rid}"] = DEPOT.page(
            f"Multimodal Corpus of Yucatec Maya Conversation, {label}",
            f"<h1>Yucatec Maya Conversation — {label}</h1><p>A newer version exists.</p>",
        )
    store = Site(DEPOT_STORE, DEPOT_B_STORE)
    store.add("/", Response.text("LinguaDepot object store"))
    return [DEPOT.site(pages), store]


# --- preprint server for computational linguistics ---------------------------------------

RXIV = Chrome(
    host="www.lingrxiv.hx63.example",
    name="lingRxiv",
    menu=[("/list/new", "New"), ("/about", "About"), ("/submit", "Submit"), ("/help", "Help")],
    footer=[
        ("/help/license", "Licences"),
        ("/help/privacy", "Privacy"),
        ("/help/accessibility", "Accessibility"),
        ("/help/api", "API"),
    ],
    title_format="[{title}] {name}",
    skin="rx",
    layout="rail",
    tracker="metrics.lingrxiv-web.hx63.example",
    cookie=False,
)
RXIV_SUBJECTS = [
    ("/list/cl.syntax/recent", "Syntax and parsing"),
    ("/list/cl.speech/recent", "Speech"),
    ("/list/cl.lexsem/recent", "Lexical semantics"),
]
RXIV.home_title = "lingRxiv preprint server"
RXIV.home_main = "<h1>lingRxiv</h1><h2>Subjects</h2>" + ul(RXIV_SUBJECTS)


def _rxiv_paper(
    pid: str,
    v: int,
    title: str,
    authors: str,
    subject: tuple[str, str],
    extras: list[tuple[str, str, PageValue]],
    cited_by: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    abs_ = f"/abs/{pid}v{v}"
    pdf = f"/pdf/{pid}v{v}"
    bib = f"/bibtex/{pid}v{v}"
    pages: dict[str, PageValue] = {
        pdf: pdf_file(title, authors),
        bib: text(f"@article{{{pid}, title={{{title}}}}}\n", "application/x-bibtex"),
    }
    truth = [abs_, pdf, bib]
    dl = [(pdf, "PDF")]
    for path, label, body in extras:
        pages[path] = body
        truth.append(path)
        dl.append((path, label))
    history = (
        "".join(f"<li>{a(f'/abs/{pid}v{k}', f'[v{k}]')} submitted</li>" for k in range(1, v))
        + f"<li><b>[v{v}]</b> this version</li>"
    )
    main = f"""<div class="rx-subj">{a(subject[0], subject[1])}</div>
<h1 class="rx-title">Title: {escape(title)}</h1><div class="rx-authors">{escape(authors)}</div>
<blockquote class="rx-abstract">We present {escape(title.lower())}.</blockquote>
<div class="rx-access"><h2>Access paper</h2>{ul(dl)}</div>
<h2>Submission history</h2><ul>{history}</ul>
<h2>Cite</h2><p>{a(bib, "Export BibTeX citation")}</p>"""
    side = ("<h3>Cited by</h3>" + ul(cited_by)) if cited_by else ""
    pages[abs_] = RXIV.page(pid, main, aside=side)
    return pages, truth


RXIV_A_PAGES, RXIV_A_TRUTH = _rxiv_paper(
    "2504.11873",
    2,
    "Vowel harmony as a test case for subword tokenisers",
    "Aydın, E.; Kowal, M.",
    RXIV_SUBJECTS[0],
    [],
    [],
)
RXIV_B_PAGES, RXIV_B_TRUTH = _rxiv_paper(
    "2506.02215",
    3,
    "Acceptability judgements for Scots relative clauses: a crowdsourced dataset",
    "MacLeod, F.; Tan, W.; Oyelaran, B.",
    RXIV_SUBJECTS[2],
    [
        ("/html/2506.02215v3", "HTML (experimental)", "<!DOCTYPE html><title>x</title><p>x"),
        ("/src/2506.02215v3", "TeX source", Response.data(b"\x1f\x8b\x08\x00", "application/gzip")),
        ("/anc/2506.02215v3/stimuli.csv", "Ancillary: stimuli.csv", text("item,sentence\n")),
        ("/anc/2506.02215v3/ratings.csv", "Ancillary: ratings.csv", text("item,rating\n")),
    ],
    [("/abs/2507.00931v1", "Gradient acceptability in Northern English dialects")],
)


def rxiv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**RXIV_A_PAGES, **RXIV_B_PAGES}
    pages["/html/2506.02215v3"] = RXIV.page(
        "2506.02215v3 HTML",
        "<article><h1>Acceptability judgements for Scots relative clauses</h1>"
        "<p>1 Introduction</p></article>",
    )
    for pid in ["2504.11873v1", "2506.02215v1", "2506.02215v2", "2507.00931v1"]:
        pages[f"/abs/{pid}"] = RXIV.page(pid, f"<h1>Preprint {pid}</h1><p>Abstract.</p>")
    return [RXIV.site(pages)]


def cases() -> list[Case]:
    return [
        # A CLARIN repository item is a Zenodo/Figshare-shaped single hop: landing page with
        # its files, zip, full record and citation exports one hop away, surrounded by menu
        # and licence links that the homepage and 404 page also carry: Single Page+ with
        # Ignores, as the seed prescribes for Zenodo and Figshare.
        case(
            "lingvault-dialect-lexicon",
            "CLARIN DSpace repository (lexicon item, two files)",
            "Single Hop",
            "single_page_plus_ignored",
            VAULT.url("/xmlui/handle/11372/LRT-4471"),
            [VAULT.url(p) for p in VAULT_A_TRUTH],
            vault_sites,
            others=[VAULT.url("/xmlui/handle/11372/LRT-4480")],
        ),
        # Same shape, harder: six files behind a click-through licence, three exports and a
        # replaced earlier version in the sidebar (another artifact).
        case(
            "lingvault-sorbian-treebank",
            "CLARIN DSpace repository (treebank item with click-through licence)",
            "Single Hop",
            "single_page_plus_ignored",
            VAULT.url("/xmlui/handle/11372/LRT-5230"),
            [VAULT.url(p) for p in VAULT_B_TRUTH],
            vault_sites,
            others=[
                VAULT.url("/xmlui/handle/11372/LRT-3390"),
                VAULT.url("/xmlui/handle/11372/LRT-5231"),
            ],
        ),
        # The record names its own boundary in an HTTP Link header (item, describedby): the
        # seed's signposting is the machine-readable boundary, so it wins over guessing.
        case(
            "linguadepot-kalasha-wordlist",
            "FAIR signposting data repository (wordlist record)",
            "Single Hop",
            "signposting",
            DEPOT.url("/records/k2v9q-4ht71"),
            DEPOT_A_TRUTH,
            depot_sites,
        ),
        # Harder: seven items on an external object store, three describedby exports, and
        # two earlier releases in the versions box (other artifacts, not signposted).
        case(
            "linguadepot-yucatec-multimodal",
            "FAIR signposting data repository (multimodal corpus on an object store)",
            "Single Hop",
            "signposting",
            DEPOT.url("/records/p7wm3-0zd58"),
            DEPOT_B_TRUTH,
            depot_sites,
            others=[DEPOT.url("/records/c4ad1-88sk2"), DEPOT.url("/records/f0nw6-2bb17")],
        ),
        # A preprint abstract page: PDF and citation one hop away, subject and help menus
        # shared with the homepage: the seed's bioRxiv/SSRN answer, Single Page+ with Ignores.
        case(
            "lingrxiv-vowel-harmony",
            "computational-linguistics preprint server (paper, second version)",
            "Single Hop",
            "single_page_plus_ignored",
            RXIV.url("/abs/2504.11873v2"),
            [RXIV.url(p) for p in RXIV_A_TRUTH],
            rxiv_sites,
            others=[RXIV.url("/abs/2504.11873v1")],
        ),
        # Harder: HTML rendering, TeX source and two ancillary data files, two earlier
        # versions and a citing preprint (other artifacts).
        case(
            "lingrxiv-scots-acceptability",
            "computational-linguistics preprint server (paper with ancillary data)",
            "Single Hop",
            "single_page_plus_ignored",
            RXIV.url("/abs/2506.02215v3"),
            [RXIV.url(p) for p in RXIV_B_TRUTH],
            rxiv_sites,
            others=[
                RXIV.url("/abs/2506.02215v1"),
                RXIV.url("/abs/2506.02215v2"),
                RXIV.url("/abs/2507.00931v1"),
            ],
        ),
    ]
