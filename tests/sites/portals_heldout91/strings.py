"""heldout91 portals whose boundary is a significant string or machine-readable links: a
speech-corpus catalogue (Significant String from Title), a Dryad-like political-ad archive
(Title+ with Ignored URIs), a Dataverse-like broadcast archive and an OSF-like speech
workspace (Filtered Title, from the end and from the start), a GBIF-like broadcast
transcript index (String from URI) and a media-monitoring report repository that sends
Signposting Link headers."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import MediaPortal, links, pdf_file, serve, text

# --- speech corpus catalogue (bare record titles found in every object: Title) ---

CAT = MediaPortal(
    "catalog.speechdata-consortium.hx91.example",
    "SDC Catalog",
    [("/catalog", "Catalog"), ("/membership", "Membership"), ("/cart", "Cart")],
    [("/about", "About SDC"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="SDC Catalog - Speech Data Consortium",
)
C = CAT.origin
T_C1 = "Talk Radio Call-in Speech 2003"
T_C2 = "Parliamentary Broadcast Speech and Transcripts 1998-2004"


def _corpus(cid: str, title: str, deep: bool) -> dict[str, object]:
    base = f"/catalog/{cid}"
    tabs = links(
        [
            (base, "Overview"),
            (base + "/documentation", "Documentation"),
            (base + "/samples", "Samples"),
            (base + "/license", "License"),
        ]
    )

    def pg(sub: str, main: str) -> str:
        t = title if not sub else f"{sub}: {title}"
        return CAT.page(
            t,
            f'<p class="crumb"><a href="/catalog">Catalog</a> / {cid}</p><h1>{escape(t)}</h1>{tabs}{main}',
        )

    doc_extra = ""
    pages: dict[str, object] = {}
    if deep:
        doc_extra = (
            f'<p><a href="/docs/{cid}/transcription-guidelines.pdf">Transcription guidelines</a> '
            f'<a href="{base}/speakers">Speaker metadata</a></p>'
        )
        pages[f"/docs/{cid}/transcription-guidelines.pdf"] = pdf_file(
            title, "Transcription guidelines", "Overlap and noise tags"
        )
        pages[base + "/speakers"] = pg(
            "Speaker metadata",
            f'<p>412 speakers.</p><a href="/docs/{cid}/speakers.tsv">speakers.tsv</a>',
        )
        pages[f"/docs/{cid}/speakers.tsv"] = text(
            f"# {title}\nspeaker\tparty\tgender\n", "text/tab-separated-values"
        )
    pages.update(
        {
            base: pg(
                "",
                f"<p>Item {cid}. Released 2021. Audio and transcripts.</p>"
                f'<p><a href="/docs/{cid}/readme.txt">README</a></p>'
                '<aside><h2>Related corpora</h2><a href="/catalog/SDC2019S02">Call-in shows, regional stations</a></aside>',
            ),
            base + "/documentation": pg(
                "Documentation",
                f'<p>Recording setup and file formats.</p><a href="/docs/{cid}/readme.txt">README</a>{doc_extra}',
            ),
            base + "/samples": pg(
                "Samples", f'<audio controls src="/samples/{cid}/sample1.flac"></audio>'
            ),
            base + "/license": pg(
                "License", "<p>Members-only licence; non-members sign the user agreement.</p>"
            ),
            f"/docs/{cid}/readme.txt": text(f"{title}\n\nDirectory layout: audio/, trans/\n"),
            f"/samples/{cid}/sample1.flac": Response.data(b"fLaC\x00\x00\x00\x22", "audio/flac"),
        }
    )
    return pages


def cat_sites() -> list[Site]:
    pages = {**_corpus("SDC2021S07", T_C1, False), **_corpus("SDC2022S11", T_C2, True)}
    pages["/catalog/SDC2019S02"] = CAT.page(
        "Call-in shows, regional stations", "<h1>Call-in shows, regional stations</h1>"
    )
    return [serve(CAT, pages)]


def cat_truth(cid: str, deep: bool) -> list[str]:
    paths = [
        f"/catalog/{cid}",
        f"/catalog/{cid}/documentation",
        f"/catalog/{cid}/samples",
        f"/catalog/{cid}/license",
        f"/docs/{cid}/readme.txt",
    ]
    if deep:
        paths += [
            f"/docs/{cid}/transcription-guidelines.pdf",
            f"/catalog/{cid}/speakers",
            f"/docs/{cid}/speakers.tsv",
        ]
    return [C + p for p in paths]


# --- political-ad archive repository (Dryad-like: title string, bitstreams one hop out) ---

ADS = MediaPortal(
    "data.adarchive-commons.hx91.example",
    "AdArchive Commons",
    [("/discover", "Browse"), ("/pages/submit", "Submit data"), ("/pages/faq", "FAQ")],
    [("/pages/policies", "Policies"), ("/pages/privacy", "Privacy"), ("/pages/contact", "Contact")],
    title_format="{title}",
    home_title="AdArchive Commons",
)
A = ADS.origin
T_A1 = "Data from: Negative campaign ads and turnout in local elections"
T_A2 = "Data from: Microtargeted political ads on social platforms, 2018-2022"


def _package(doi: str, title: str, files: list[str]) -> tuple[dict[str, object], list[str]]:
    base = f"/resource/doi:10.99992/{doi}"
    pages: dict[str, object] = {}
    truth = [A + base, A + base + "/citation/ris", A + base + "/citation/bib"]
    rows = []
    for i, f in enumerate(files, 1):
        fp = f"{base}/{i}"
        bit = f"/bitstream/handle/10255/{doi}.{i}/{f}?sequence=1"
        rows.append((fp, f))
        pages[fp] = ADS.page(
            f"{title} - {f}",
            f"<h1>{escape(f)}</h1><p>Part of: {escape(title)}</p>"
            f'<p><a href="{bit}">Download {escape(f)}</a></p><p><a href="{base}">Back to the data package</a></p>',
        )
        pages[bit] = (
            text("ad_id,spend\n1,100\n", "text/csv") if f.endswith(".csv") else text("readme\n")
        )
        truth += [A + fp, A + bit]
    pages[base] = ADS.page(
        title,
        f"<h1>{escape(title)}</h1><p>DOI: doi:10.99992/{doi}</p><h2>Files in this package</h2>{links(rows)}"
        f'<p>Cite: <a href="{base}/citation/ris">RIS</a> <a href="{base}/citation/bib">BibTeX</a></p>'
        "<p>Published in a communication journal (2023).</p>",
    )
    pages[base + "/citation/ris"] = text(
        f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
    )
    pages[base + "/citation/bib"] = text(
        f"@misc{{{doi}, title={{{title}}}}}\n", "application/x-bibtex"
    )
    return pages, truth


ADS_P1 = _package("adc.7k3m", T_A1, ["ads_coded.csv"])
ADS_P2 = _package(
    "adc.9q2w",
    T_A2,
    ["ads_2018.csv", "ads_2020.csv", "ads_2022.csv", "targeting_criteria.csv", "README.txt"],
)


def ads_sites() -> list[Site]:
    return [serve(ADS, {**ADS_P1[0], **ADS_P2[0]})]


# --- broadcast archive on Dataverse (title = "<dataset> | <installation>": filter from the end) ---

DV = MediaPortal(
    "dataverse.broadcast-archive.hx91.example",
    "Broadcast Archive Dataverse",
    [("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/loginpage.xhtml", "Log in")],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/about", "About")],
    home_title="Home | Broadcast Archive Dataverse",
)
V = DV.origin
T_V1 = "Evening News Rundowns of Public Television 1968-1994"
T_V2 = "Radio Election Coverage Transcripts and Airtime Logs, Wave 3"


def _dataset(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str]
) -> tuple[dict[str, object], list[str]]:
    ds = f"/dataset.xhtml?persistentId=doi:10.99993/DVN/{pid}"
    crumbs = '<p class="crumb"><a href="/dataverse/root">Broadcast Archive</a> &gt; <a href="/dataverse/tvnews">TV news</a></p>'
    pages: dict[str, object] = {}
    truth = [V + ds]
    rows = []
    for fid, fname in files:
        fpage = f"/file.xhtml?fileId={fid}&version=1.0"
        dl = f"/api/access/datafile/{fid}"
        rows.append((fpage, fname))
        pages[fpage] = DV.page(
            f"{fname} | {title}",
            f'{crumbs}<p>Dataset: <a href="{ds}">{escape(title)}</a></p><h1>{escape(fname)}</h1>'
            f'<a href="{dl}">Access file</a>',
        )
        pages[dl] = text(
            f"# {title}\n# file {fname}\ndate\tchannel\titem\n", "text/tab-separated-values"
        )
        truth += [V + fpage, V + dl]
    ver = ""
    if versions:
        ver = "<h2>Versions</h2>" + links([(f"{ds}&version={v}", f"Version {v}") for v in versions])
        for v in versions:
            pages[f"{ds}&version={v}"] = DV.page(
                title, f"{crumbs}<h1>{escape(title)}</h1><p>Version {v}</p>"
            )
            truth.append(V + f"{ds}&version={v}")
    export = f"/api/datasets/export?exporter=ddi&persistentId=doi:10.99993/DVN/{pid}"
    pages[export] = text(f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml")
    truth.append(V + export)
    pages[ds] = DV.page(
        title,
        f'{crumbs}<h1>{escape(title)}</h1><p>Version 1.0</p><p><a href="{export}">Export metadata (DDI)</a></p>'
        f"<h2>Files</h2>{links(rows)}{ver}"
        '<p>Contact owner: <a href="/contact?dv=tvnews">email</a></p>',
    )
    return pages, truth


DV_P1 = _dataset("QX7R2M", T_V1, [(5501, "rundowns_1968_1994.tab")], [])
DV_P2 = _dataset(
    "B4N8TA",
    T_V2,
    [(6710, "transcripts_wave3.tab"), (6711, "airtime_log.tab"), (6712, "codebook.txt")],
    ["2.0", "1.1"],
)


def dv_sites() -> list[Site]:
    return [serve(DV, {**DV_P1[0], **DV_P2[0]})]


# --- speech corpus project workspace (OSF-like: "VoxCommons | <title>", filter from start) ---

OSF = MediaPortal(
    "vox.voxcommons.hx91.example",
    "VoxCommons",
    [("/search", "Search"), ("/dashboard", "My projects"), ("/support", "Support")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
    title_format="{name} | {title}",
    home_title="VoxCommons | Home",
)
OV = OSF.origin
T_O1 = "Podcast Host Read Ads Speech Corpus"
T_O2 = "Multilingual Newsreader Speech Corpus with Prosody Labels"


def _project(
    guid: str, title: str, files: list[tuple[str, str]], comps: list[tuple[str, str]]
) -> tuple[dict[str, object], list[str]]:
    tabs = links(
        [(f"/{guid}/", "Overview"), (f"/{guid}/files/", "Files"), (f"/{guid}/wiki/", "Wiki")]
    )
    pages: dict[str, object] = {}
    truth = [OV + f"/{guid}/", OV + f"/{guid}/files/", OV + f"/{guid}/wiki/"]

    def pg(sub: str, main: str, t: str = title) -> str:
        return OSF.page(f"{t}{sub}", f"<h1>{escape(t)}</h1>{tabs}{main}")

    frows = []
    for fid, fname in files:
        frows.append((f"/{fid}/", fname))
        pages[f"/{fid}/"] = OSF.page(
            f"{title} - {fname}",
            f'<h1>{escape(fname)}</h1><p>in {escape(title)}</p><a href="/download/{fid}/">Download</a>',
        )
        pages[f"/download/{fid}/"] = text(f"{title}\n{fname}\n")
        truth += [OV + f"/{fid}/", OV + f"/download/{fid}/"]
    crows = []
    for cg, ctitle in comps:
        full = f"{title}: {ctitle}"
        crows.append((f"/{cg}/", ctitle))
        pages[f"/{cg}/"] = OSF.page(
            full, f"<h1>{escape(full)}</h1><p>Component of the project.</p>"
        )
        truth.append(OV + f"/{cg}/")
    comp = "<h2>Components</h2>" + links(crows) if comps else ""
    pages[f"/{guid}/"] = pg(
        "",
        f'<p>Contributors: <a href="/profile/jdoe">J. Doe</a></p>{comp}<p>Tags: <a href="/search?q=speech">speech</a></p>',
    )
    pages[f"/{guid}/files/"] = pg(" - Files", links(frows))
    pages[f"/{guid}/wiki/"] = pg(" - Wiki", "<p>Recording protocol and consent forms.</p>")
    return pages, truth


OSF_P1 = _project("hr4ds", T_O1, [("6b1f2", "transcripts.csv")], [])
OSF_P2 = _project(
    "nw8pq",
    T_O2,
    [("7c3a9", "prosody_labels.csv"), ("7c3b0", "speakers.csv"), ("7c3b1", "consent_template.txt")],
    [("nw8x1", "German newsreaders"), ("nw8x2", "Swahili newsreaders")],
)


def osf_sites() -> list[Site]:
    return [serve(OSF, {**OSF_P1[0], **OSF_P2[0]})]


# --- broadcast transcript index (GBIF-like: the programme key is in every artifact URI) ---

IDXW = MediaPortal(
    "www.tvnews-index.hx91.example",
    "TV News Index",
    [("/programme/search", "Programmes"), ("/segment/search", "Segments"), ("/developer", "API")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/citation-guidelines", "How to cite")],
)
X = IDXW.origin
API_HOST = "api.tvnews-index.hx91.example"
X_KEY1 = "5c0e7a1d-93b4-4f6e-b1c2-7a9e3d2f4b10"
X_KEY2 = "e81f44c2-0d6a-4b7f-8e95-2c3b9a610f77"
X_OTHER = "0a9d3b6e-47c1-4e2a-9f80-b3c5d7e1a2f4"


def _programme(
    key: str, title: str, pages_n: int
) -> tuple[dict[str, object], dict[str, object], list[str]]:
    api = f"http://{API_HOST}/v1/programme/{key}"
    seg = f"/segment/search?programmeKey={key}"
    www: dict[str, object] = {}
    truth = [
        f"{X}/programme/{key}",
        X + seg,
        f"{X}/programme/{key}/metrics",
        api + "/document",
        api + "/transcripts",
    ]
    for i in range(1, pages_n):
        q = f"{seg}&offset={20 * i}"
        truth.append(X + q)
    nxt = f'<a href="{seg}&amp;offset=20">Next</a>' if pages_n > 1 else ""
    www[seg] = IDXW.page(
        f"Segments of {title}",
        f'<ul><li><a href="/segment/771204">Segment 771204</a></li></ul>{nxt}',
    )
    for i in range(1, pages_n):
        more = f'<a href="{seg}&amp;offset={20 * (i + 1)}">Next</a>' if i + 1 < pages_n else ""
        www[f"{seg}&offset={20 * i}"] = IDXW.page(
            f"Segments of {title}",
            f'<ul><li><a href="/segment/77{i}305">Segment</a></li></ul>{more}',
        )
    www[f"/programme/{key}/metrics"] = IDXW.page(f"Metrics: {title}", "<p>Airtime by year.</p>")
    www[f"/programme/{key}"] = IDXW.page(
        title,
        f'<h1>{escape(title)}</h1><p>Published by <a href="/publisher/national-broadcaster">National Broadcaster</a></p>'
        f'<p><a href="{seg}">Browse segments</a> · <a href="/programme/{key}/metrics">Metrics</a></p>'
        f'<p>API: <a href="{api}/document">metadata document</a> <a href="{api}/transcripts">transcripts</a></p>'
        f'<aside>Similar programmes: <a href="/programme/{X_OTHER}">Morning Magazine</a></aside>',
    )
    apis: dict[str, object] = {
        f"/v1/programme/{key}/document": text(
            f'{{"key":"{key}","title":"{title}"}}', "application/json"
        ),
        f"/v1/programme/{key}/transcripts": text(
            f'{{"programmeKey":"{key}","count":1200}}', "application/json"
        ),
    }
    return www, apis, truth


X_P1 = _programme(X_KEY1, "Evening Bulletin, Channel One", 1)
X_P2 = _programme(X_KEY2, "Sunday Political Talk, Channel Two", 3)


def xidx_sites() -> list[Site]:
    other = {f"/programme/{X_OTHER}": IDXW.page("Morning Magazine", "<h1>Morning Magazine</h1>")}
    api = Site(API_HOST)
    for path, body in {**X_P1[1], **X_P2[1]}.items():
        api.add(path, body)  # type: ignore[arg-type]
    api.add("/", text('{"service":"tvnews-index api"}', "application/json"))
    return [serve(IDXW, {**X_P1[0], **X_P2[0], **other}), api]  # type: ignore[arg-type]


# --- media-monitoring report repository with Signposting Link headers ---

MON = MediaPortal(
    "reports.mediamonitor-obs.hx91.example",
    "Media Monitoring Observatory",
    [("/reports", "Reports"), ("/methodology", "Methodology"), ("/newsletter", "Newsletter")],
    [("/about", "About"), ("/privacy", "Privacy"), ("/press", "Press")],
)
DOI_HOST = "doi.mmo-handle.hx91.example"
M = MON.origin


def _report(
    slug: str, title: str, items: list[tuple[str, str]], meta: list[tuple[str, str]]
) -> tuple[dict[str, object], list[str]]:
    base = f"/reports/{slug}"
    link = [
        f'<{M}{base}>; rel="cite-as"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
    ]
    link += [f'<{M}{base}/{f}>; rel="item"; type="{t}"' for f, t in items]
    link += [f'<{M}{base}/{f}>; rel="describedby"; type="{t}"' for f, t in meta]
    metas = " ".join(f'<a href="{base}/{f}">{f}</a>' for f, _t in meta)
    html = MON.page(
        title,
        f"<article><h1>{escape(title)}</h1><p>Quarterly monitoring of news and social media.</p>"
        f"<h2>Downloads</h2>{links([(f'{base}/{f}', f) for f, _t in items])}"
        f"<p>Metadata: {metas}</p></article>"
        '<aside><h2>More reports</h2><a href="/reports/2023-q3-hate-speech-monitor">2023 Q3 hate speech monitor</a></aside>',
    )
    pages: dict[str, object] = {base: Response.html(html, headers=[("Link", ", ".join(link))])}
    for f, t in items + meta:
        pages[f"{base}/{f}"] = (
            pdf_file(title, f)
            if t == "application/pdf"
            else Response.data(f"{slug} {f}\n".encode(), t)
        )
    return pages, [M + base] + [f"{M}{base}/{f}" for f, _t in items + meta]


MON_P1 = _report(
    "2023-q4-misinformation-monitor",
    "Misinformation monitor, Q4 2023",
    [("report.pdf", "application/pdf")],
    [("metadata.jsonld", "application/ld+json")],
)
MON_P2 = _report(
    "2024-election-coverage-balance",
    "Election coverage balance report 2024",
    [
        ("report.pdf", "application/pdf"),
        ("annex-methods.pdf", "application/pdf"),
        ("airtime.csv", "text/csv"),
        ("press-items.csv", "text/csv"),
        ("social-posts-ids.csv", "text/csv"),
    ],
    [("metadata.jsonld", "application/ld+json"), ("datacite.xml", "application/xml")],
)


def mon_sites() -> list[Site]:
    other = {
        "/reports/2023-q3-hate-speech-monitor": MON.page(
            "2023 Q3 hate speech monitor", "<h1>Hate speech monitor</h1>"
        )
    }
    doi = Site(DOI_HOST)
    doi.add(
        "/10.99994/mmo.2024.07",
        Response.redirect(M + "/reports/2024-election-coverage-balance", 302),
    )
    doi.add("/", text("handle resolver\n"))
    return [serve(MON, {**MON_P1[0], **MON_P2[0], **other}), doi]  # type: ignore[arg-type]


CASES: list[Case] = [
    # The page title is the bare corpus title and every object of the record repeats it
    # (seed: Significant String from Title, the Dryad reasoning without unlabelled files).
    case(
        "sdc-talk-radio",
        "speech corpus catalogue (corpus record)",
        "dataset",
        "sig_title",
        C + "/catalog/SDC2021S07",
        cat_truth("SDC2021S07", False),
        cat_sites,
        [C + "/catalog/SDC2019S02"],
    ),
    # Harder: two hops (documentation -> guidelines PDF, speaker page -> TSV), all titled.
    case(
        "sdc-parliament-broadcast",
        "speech corpus catalogue (record with guidelines and speaker metadata)",
        "dataset",
        "sig_title",
        C + "/catalog/SDC2022S11",
        cat_truth("SDC2022S11", True),
        cat_sites,
    ),
    # Dryad-like: package and file pages carry "Data from: ..."; the bitstreams do not, so one
    # hop out from matching pages with chrome ignored (seed: Dryad -> Title+ with Ignored URIs).
    case(
        "adarchive-negative-ads",
        "political ad archive repository (one-file package)",
        "dataset",
        "sig_title_plus_ignored",
        A + "/resource/doi:10.99992/adc.7k3m",
        ADS_P1[1],
        ads_sites,
    ),
    # Harder: five files, each with its own page and bitstream.
    case(
        "adarchive-microtargeting",
        "political ad archive repository (multi-file package)",
        "dataset",
        "sig_title_plus_ignored",
        A + "/resource/doi:10.99992/adc.9q2w",
        ADS_P2[1],
        ads_sites,
    ),
    # Dataverse: the installation name ends every title, so filter from the end
    # (seed: Dataverse -> Filtered Title starting from the title end).
    case(
        "dv-evening-rundowns",
        "broadcast archive Dataverse (one-file dataset)",
        "dataset",
        "sig_filtered_title",
        V + "/dataset.xhtml?persistentId=doi:10.99993/DVN/QX7R2M",
        DV_P1[1],
        dv_sites,
    ),
    # Harder: three files and two older versions.
    case(
        "dv-radio-election",
        "broadcast archive Dataverse (versioned multi-file dataset)",
        "dataset",
        "sig_filtered_title",
        V + "/dataset.xhtml?persistentId=doi:10.99993/DVN/B4N8TA",
        DV_P2[1],
        dv_sites,
    ),
    # OSF-like: "VoxCommons | " prefixes every title and is absent from the content
    # (seed: OSF -> Significant String from Filtered Title).
    case(
        "vox-host-read-ads",
        "speech corpus project workspace (project with one file)",
        "dataset",
        "sig_filtered_title",
        OV + "/hr4ds/",
        OSF_P1[1],
        osf_sites,
    ),
    # Harder: components, three files, wiki.
    case(
        "vox-newsreader-prosody",
        "speech corpus project workspace (project with components)",
        "dataset",
        "sig_filtered_title",
        OV + "/nw8pq/",
        OSF_P2[1],
        osf_sites,
    ),
    # GBIF-like: the programme key is in every artifact URI, across www and api hosts
    # (seed: GBIF -> Significant String from URI).
    case(
        "tvindex-evening-bulletin",
        "broadcast transcript index (programme record)",
        "dataset",
        "sig_uri",
        f"{X}/programme/{X_KEY1}",
        X_P1[2],
        xidx_sites,
        [f"{X}/programme/{X_OTHER}"],
    ),
    # Harder: paginated segment search (keyed pages) and similar programmes.
    case(
        "tvindex-sunday-talk",
        "broadcast transcript index (programme with paged segments)",
        "dataset",
        "sig_uri",
        f"{X}/programme/{X_KEY2}",
        X_P2[2],
        xidx_sites,
        [f"{X}/programme/{X_OTHER}"],
    ),
    # The landing page's Link header lists its items and metadata (seed: Signposting tells
    # crawlers the boundary).
    case(
        "mmo-misinfo-q4",
        "media-monitoring report repository (report with signposting)",
        "report",
        "signposting",
        M + "/reports/2023-q4-misinformation-monitor",
        MON_P1[1],
        mon_sites,
        [M + "/reports/2023-q3-hate-speech-monitor"],
    ),
    # Harder: entered through a DOI-style redirect; five items and two metadata records.
    case(
        "mmo-election-balance",
        "media-monitoring report repository (DOI entry, many items)",
        "report",
        "signposting",
        f"http://{DOI_HOST}/10.99994/mmo.2024.07",
        MON_P2[1],
        mon_sites,
        [M + "/reports/2023-q3-hate-speech-monitor"],
        landing=M + "/reports/2024-election-coverage-balance",
    ),
]
