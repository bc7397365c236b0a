"""Collections, methods and lab outputs: a IIIF image archive, a herbarium with CETAF stable
identifiers, a protocols repository, a Drupal-book SOP library, an EGA-like genomic archive,
an open lab notebook and a lecture/podcast series."""

from __future__ import annotations

import json

from keepnet.testweb.site import Response
from sites.portals._portal import Case, data
from sites.portals_heldout17._kit import Hub, a, meta, ul

# --- IIIF image archive (a medical history library) -----------------------------------------
# A work page links its IIIF manifest, image downloads and PDF on the image server (another
# domain, other identifiers) one hop away: Single Page+ with Ignored URIs.
IMG = Hub(
    "image archive with IIIF (medical-history-library-like)",
    "collection.medhistlib.hx17.example",
    "Medical History Library",
    [
        ("/collections", "Collections"),
        ("/search/works", "Catalogue search"),
        ("/visit", "Visit us"),
        ("/stories", "Stories"),
        ("/account", "Library account"),
    ],
    title_format="{title} | {name}",
    head=meta(og_site_name="Medical History Library"),
    scripts=[
        "/_next/static/chunks/webpack-3c1a.js",
        "/_next/static/chunks/pages/works/workId-88b2.js",
    ],
)
IIIF = "http://iiif.medhistimages.hx17.example"


def _work(
    wid: str, bnum: str, title: str, images: list[str], subject: str
) -> tuple[str, set[str], set[str]]:
    manifest = IMG.file(
        f"{IIIF}/presentation/v3/{bnum}",
        json.dumps(
            {
                "@context": "http://iiif.io/api/presentation/3/context.json",
                "id": f"{IIIF}/presentation/v3/{bnum}",
                "type": "Manifest",
                "label": {"en": [title]},
            }
        ),
        "application/ld+json",
    )
    truth = {manifest, IMG.pdf(f"{IIIF}/pdf/{bnum}", title)}
    rows = [a(manifest, "IIIF Presentation manifest"), a(f"{IIIF}/pdf/{bnum}", "Download PDF")]
    for img in images:
        full = IMG.image(f"{IIIF}/image/{img}/full/full/0/default.jpg")
        info = IMG.file(
            f"{IIIF}/image/{img}/info.json",
            json.dumps({"id": f"{IIIF}/image/{img}"}),
            "application/ld+json",
        )
        IMG.image(f"{IIIF}/thumbs/{img}/full/!200,200/0/default.jpg")
        truth |= {full, info}
        rows.append(
            f'<img src="{IIIF}/thumbs/{img}/full/!200,200/0/default.jpg" alt="">'
            + a(full, f"Full size {img}")
            + " "
            + a(info, "IIIF image info")
        )
    viewer = IMG.page(
        f"/works/{wid}/items", f"{title} (viewer)", f"<h1>{title}</h1><div id=uv></div>"
    )
    truth.add(viewer)
    others = {IMG.page(f"/works/{subject}", "Related work", "<h1>Related work</h1>")}
    main = (
        f"<h1>{title}</h1><p>Reference: {bnum}</p>"
        + ul(rows)
        + ul(
            [
                a(f"/works/{wid}/items", "View the item"),
                a(f"/works/{subject}", "More like this"),
                a("/search/works?subjects.label=%22Public%20health%22", "Subject: Public health"),
                a("/account/request", "Request item in library"),
            ]
        )
    )
    entry = IMG.page(f"/works/{wid}", title, main, head=meta(og_title=title, og_type="website"))
    IMG.page("/account/request", "Request", "<h1>Request an item</h1>", share=False)
    return entry, truth | {entry}, others


_e1, _t1, _o1 = _work(
    "k7vqz2ab", "b31457219", "Cholera prevention poster, 1866", ["L0031245", "L0031246"], "t9xq4cde"
)
_e2, _t2, _o2 = _work(
    "m3p8w1rs",
    "b20114378",
    "Notebook of a district nurse, 1921-1923",
    ["N0004411", "N0004412", "N0004413"],
    "h2fb7kjl",
)

# --- Herbarium specimens with CETAF stable identifiers ----------------------------------------
# The stable identifier redirects to the specimen page; RDF, IIIF manifest, images and the
# determination history all carry the barcode: Significant String from URI.
HRB = Hub(
    "herbarium specimen portal (CETAF-stable-id-like)",
    "data.herbnorth.hx17.example",
    "Northern Herbarium Data Portal",
    [
        ("/search", "Search specimens"),
        ("/collections", "Collections"),
        ("/taxa", "Taxa"),
        ("/about", "About the herbarium"),
    ],
    title_format="{title} - {name}",
    head=meta(og_site_name="Northern Herbarium Data Portal", generator="specify-web 7"),
    scripts=["/js/specimen.js"],
)
STABLE = "http://herbarium.herbnorth.hx17.example"


def _specimen(
    bc: str, taxon: str, collector: str, sheets: int
) -> tuple[str, str, set[str], set[str]]:
    title = f"{taxon} ({bc})"
    truth = {
        HRB.file(
            HRB.url(f"/specimen/{bc}/rdf"),
            f"<rdf:RDF><dwc:catalogNumber>{bc}</dwc:catalogNumber></rdf:RDF>",
            "application/rdf+xml",
        ),
        HRB.file(
            HRB.url(f"/iiif/{bc}/manifest"),
            json.dumps({"type": "Manifest", "label": bc}),
            "application/ld+json",
        ),
        HRB.page(
            f"/specimen/{bc}/determinations",
            f"Determination history of {bc}",
            f"<h1>{bc}</h1><p>det. {taxon}, 2019</p>",
        ),
    }
    imgs = []
    for s in range(1, sheets + 1):
        u = HRB.image(HRB.url(f"/media/{bc}_{s}.jpg"), (90, 120, 60))
        truth.add(u)
        imgs.append(a(f"/media/{bc}_{s}.jpg", f"Sheet {s} (full resolution)"))
    tslug = taxon.lower().replace(" ", "-")
    others = {HRB.page(f"/taxa/{tslug}", taxon, f"<h1><i>{taxon}</i></h1>")}
    main = (
        f"<h1><i>{taxon}</i></h1><p>Barcode {bc}; coll. {collector}</p>"
        f"<p>Stable identifier: {a(f'{STABLE}/specimen/{bc}', f'{STABLE}/specimen/{bc}')}</p>"
        + ul(imgs)
        + ul(
            [
                a(f"/specimen/{bc}/rdf", "RDF"),
                a(f"/iiif/{bc}/manifest", "IIIF manifest"),
                a(f"/specimen/{bc}/determinations", "Determination history"),
                a(f"/taxa/{tslug}", f"Other specimens of {taxon}"),
                a("http://www.gbif-like.test/occurrence/search?catalogNumber=" + bc, "GBIF record"),
            ]
        )
    )
    landing = HRB.page(f"/specimen/{bc}", title, main)
    entry = HRB.redirect(f"{STABLE}/specimen/{bc}", landing, 303)
    return entry, landing, truth | {landing}, others


_e3, _l3, _t3, _o3 = _specimen("NH00412345", "Saxifraga oppositifolia", "A. Lindgren 1123", 1)
_e4, _l4, _t4, _o4 = _specimen("NH00098765", "Dryas octopetala", "M. Haugen s.n.", 2)

# --- Protocols repository ---------------------------------------------------------------
# Page titles are the protocol's title alone; the steps, reagents, history and discussion
# pages (scattered over unrelated paths) all print it, the attached files do not: the seed's
# Dryad, Significant String from Title+ with Ignored URIs.
PRT = Hub(
    "protocol repository (protocols.io-like)",
    "www.benchprotocols.hx17.example",
    "BenchProtocols",
    [
        ("/explore", "Explore"),
        ("/workspaces", "Workspaces"),
        ("/pricing", "Plans"),
        ("/help", "Help center"),
    ],
    title_format="{title}",
    home_title="BenchProtocols - open methods for life sciences",
    head=meta(og_site_name="BenchProtocols"),
    scripts=["/static/js/bundle.protocols.9f1e.js"],
)
PFILES = "http://files.benchprotocolscdn.hx17.example"


def _protocol(
    slug: str, pid: int, title: str, files: list[str], fork: str
) -> tuple[str, set[str], set[str]]:
    banner = f'<p class="protocol-title">{title}</p>'
    pages = {
        f"/steps/{pid * 7}": "Steps",
        f"/reagents/list/{pid * 3 + 11}": "Materials and reagents",
        f"/history/{pid}": "Version history",
        f"/comments/thread/{pid - 5000}": "Discussion",
    }
    truth = set()
    rows = []
    for path, label in pages.items():
        truth.add(PRT.page(path, f"{label}: {title}", f"{banner}<h1>{label}</h1><p>…</p>"))
        rows.append(a(path, label))
    for f in files:
        u = PRT.file(f"{PFILES}/f/{f}", b"PK\x03\x04 attachment", "application/octet-stream")
        truth.add(u)
        rows.append(a(u, f"Attachment {f}"))
    others = {PRT.page(f"/view/{fork}", "Forked-from protocol", "<h1>Original protocol</h1>")}
    main = (
        f"<h1>{title}</h1><p>V.3 · DOI dx.doi.test/10.17504/bp.{pid}</p>"
        + ul(rows)
        + ul(
            [
                a(f"/view/{fork}", "Forked from"),
                a("/explore?tag=immunology", "immunology"),
                a("/workspaces/hill-lab", "Hill Lab workspace"),
            ]
        )
    )
    PRT.page("/workspaces/hill-lab", "Hill Lab workspace", "<h1>Hill Lab</h1>", share=False)
    entry = PRT.page(f"/view/{slug}", title, main)
    return entry, truth | {entry}, others


_e5, _t5, _o5 = _protocol(
    "pbmc-isolation-density-gradient-c7x2pz4w",
    8812,
    "PBMC isolation from whole blood by density gradient centrifugation",
    ["8c1e9a2b.xlsx", "4d2e7f10.pdf"],
    "pbmc-isolation-ficoll-classic-b61kx0ra",
)
_e6, _t6, _o6 = _protocol(
    "low-input-ffpe-wgs-library-prep-dm6gpj9z",
    9107,
    "Whole-genome library preparation from low-input FFPE DNA",
    ["a0b1c2d3.docx"],
    "ffpe-dna-extraction-column-5qgvzj1w",
)

# --- SOP library (Drupal book) -------------------------------------------------------------
# Titles are "<site name> | <SOP title>"; every section page of the SOP book and its
# printer-friendly export print the SOP title: Significant String from Filtered Title (the
# site name is removed from the start, as on OSF).
SOP = Hub(
    "SOP library (Drupal-book-like)",
    "sops.corefacilities.hx17.example",
    "Core Facilities SOP Library",
    [
        ("/sops", "All SOPs"),
        ("/facilities", "Facilities"),
        ("/training", "Training"),
        ("/user/login", "Staff login"),
    ],
    title_format="{name} | {title}",
    home_title="Core Facilities SOP Library | Welcome",
    head=meta(generator="Drupal 10 (https://www.drupal.org)"),
    scripts=["/core/misc/drupal.js", "/sites/default/files/js/js_Xh2kL0.js"],
)


def _sop(
    nid: int, title: str, sections: list[str], pdfname: str, see_also: int
) -> tuple[str, set[str], set[str]]:
    truth = set()
    kids = []
    for i, sec in enumerate(sections, 1):
        crumbs = f'<nav class="book">{a(f"/node/{nid}", title)} › {sec}</nav>'
        truth.add(SOP.page(f"/node/{nid + i}", sec, f"{crumbs}<h1>{sec}</h1><p>…</p>"))
        kids.append(a(f"/node/{nid + i}", sec))
    truth.add(
        SOP.page(
            f"/book/export/html/{nid}",
            title,
            f"<h1>{title}</h1>" + "".join(f"<h2>{s}</h2>" for s in sections),
            raw_title=True,
        )
    )
    truth.add(SOP.pdf(SOP.url(f"/sites/default/files/2024-05/{pdfname}"), title))
    others = {SOP.page(f"/node/{see_also}", "SOP see also", "<h1>Another SOP</h1>")}
    main = (
        f"<h1>{title}</h1><p>Version 3, approved 2024-05-02</p>"
        + ul(kids)
        + ul(
            [
                a(f"/book/export/html/{nid}", "Printer-friendly version"),
                a(f"/sites/default/files/2024-05/{pdfname}", "Controlled copy (PDF)"),
                a(f"/node/{see_also}", "See also"),
                a("/facilities/flow", "Flow Cytometry Core"),
            ]
        )
    )
    SOP.page("/facilities/flow", "Flow Cytometry Core", "<h1>Flow Cytometry Core</h1>", share=False)
    entry = SOP.page(f"/node/{nid}", title, main)
    return entry, truth | {entry}, others


_e7, _t7, _o7 = _sop(
    412,
    "SOP CF-07: Flow cytometry compensation controls",
    ["1. Scope", "2. Reagents", "3. Procedure", "4. Quality control"],
    "CF-07_v3.pdf",
    398,
)
_e8, _t8, _o8 = _sop(
    520,
    "SOP BB-02: Plasma aliquoting and storage at minus 80 C",
    ["1. Scope", "2. Procedure"],
    "BB-02_v5.pdf",
    501,
)

# --- EGA-like genomic archive (controlled access) -------------------------------------------
# Study and dataset pages and their metadata API records carry the accession; the data
# themselves are controlled (no download link): Significant String from URI.  The archive's
# public metadata directory is a bare listing without chrome: Single Page+.
EGA = Hub(
    "genomic data portal (EGA-like)",
    "ega.genomarchive.hx17.example",
    "Genome Archive",
    [
        ("/studies", "Studies"),
        ("/datasets", "Datasets"),
        ("/dacs", "DACs"),
        ("/submission", "Submit"),
        ("/access", "Request access"),
    ],
    title_format="{title} - {name}",
    head=meta(og_site_name="Genome Archive"),
    scripts=["/static/js/main.4f0c.js"],
)
FTP = "http://ftp.genomarchive.hx17.example"


def _ega_study(egas: str, title: str, egads: list[str], dac: str) -> tuple[str, set[str], set[str]]:
    api = f"/api/metadata/v2/studies/{egas}"
    truth = {
        EGA.file(
            EGA.url(api), json.dumps({"accession_id": egas, "title": title}), "application/json"
        ),
        EGA.file(
            EGA.url(f"{api}/datasets"),
            json.dumps([{"accession_id": d} for d in egads]),
            "application/json",
        ),
        EGA.page(
            f"/studies/{egas}/publications",
            f"Publications of {egas}",
            f"<h1>{title}</h1><p>2 publications</p>",
        ),
    }
    others = {EGA.page(f"/datasets/{d}", d, f"<h1>Dataset {d}</h1>") for d in egads}
    others.add(EGA.page(f"/dacs/{dac}", dac, "<h1>Data Access Committee</h1>"))
    main = (
        f"<h1>{title}</h1><p>{egas} · Controlled access</p>"
        + "<h2>Datasets</h2>"
        + ul([a(f"/datasets/{d}", d) for d in egads])
        + ul(
            [
                a(api, "Study metadata (JSON)"),
                a(f"{api}/datasets", "Datasets (JSON)"),
                a(f"/studies/{egas}/publications", "Publications"),
                a(f"/dacs/{dac}", f"Data Access Committee {dac}"),
                a("/access", "How to request access"),
            ]
        )
    )
    entry = EGA.page(f"/studies/{egas}", title, main)
    return entry, truth | {entry}, others


_e9, _t9, _o9 = _ega_study(
    "EGAS50000000731",
    "Whole-genome sequencing of paediatric acute lymphoblastic leukaemia",
    ["EGAD50000001102", "EGAD50000001103"],
    "EGAC50000000044",
)
_e10, _t10, _o10 = _ega_study(
    "EGAS50000000815",
    "Single-cell transcriptomes of inflamed colonic mucosa",
    ["EGAD50000001290"],
    "EGAC50000000051",
)

_pub = "/pub/metadata/EGAD50000001102/"
_files = [
    "EGAD50000001102_samples.tsv",
    "EGAD50000001102_runs.tsv",
    "EGAD50000001102.md5",
    "README.txt",
]
_listing = (
    f"<html>\n<head><title>Index of {_pub}</title></head>\n<body>\n<h1>Index of {_pub}</h1><hr><pre>"
    '<a href="../">../</a>\n'
    + "".join(
        f'<a href="{f}">{f}</a>{" " * (40 - len(f))}14-Mar-2025 09:12    {1200 + 37 * i}\n'
        for i, f in enumerate(_files)
    )
    + "</pre><hr></body>\n</html>\n"
)
_e11 = EGA.put(f"{FTP}{_pub}", Response.html(_listing))
EGA.put(
    f"{FTP}/pub/metadata/",
    Response.html(
        "<html><head><title>Index of /pub/metadata/</title></head>"
        '<body><pre><a href="../">../</a>\n<a href="EGAD50000001102/">'
        "EGAD50000001102/</a>\n</pre></body></html>"
    ),
)
_t11 = {_e11} | {EGA.file(f"{FTP}{_pub}{f}", f"# {f}\n", "text/plain") for f in _files}

# --- Open lab notebook (WordPress-like) ------------------------------------------------------
# A dated entry is one page (images embedded): Single Page.  An experiment's entry page and
# its day pages (dated paths, no shared directory) all print the experiment's title, and
# the theme prints post titles alone: Significant String from Title.
NBK = Hub(
    "open lab notebook (WordPress-like)",
    "notebook.openbenchlab.hx17.example",
    "Open Bench Lab Notebook",
    [
        ("/category/protocols/", "Protocols"),
        ("/category/experiments/", "Experiments"),
        ("/people/", "People"),
        ("/about/", "About"),
    ],
    title_format="{title}",
    head=meta(generator="WordPress 6.5.2", og_site_name="Open Bench Lab Notebook"),
    scripts=["/wp-includes/js/jquery/jquery.min.js", "/wp-content/themes/labbook/js/navigation.js"],
)
NBK.image(NBK.url("/wp-content/uploads/2025/03/blot-day3.png"), (30, 30, 30))
_prev = NBK.page(
    "/2025/03/12/western-blot-optimisation-day-2/",
    "Western blot optimisation, day 2",
    "<h1>Western blot optimisation, day 2</h1>",
)
_e12 = NBK.page(
    "/2025/03/14/western-blot-optimisation-day-3/",
    "Western blot optimisation, day 3",
    "<article><h1>Western blot optimisation, day 3</h1><p>Blocking with 5% BSA reduced background.</p>"
    '<img src="/wp-content/uploads/2025/03/blot-day3.png" alt="blot"></article>'
    + ul(
        [
            a("/2025/03/12/western-blot-optimisation-day-2/", "← Previous entry"),
            a("/category/experiments/", "Experiments"),
            a("/tag/western-blot/", "western blot"),
            a("/2025/03/14/western-blot-optimisation-day-3/#respond", "Leave a comment"),
        ]
    ),
)
NBK.page("/tag/western-blot/", "western blot", "<h1>Tag: western blot</h1>", share=False)


def _experiment(
    path: str, title: str, days: list[tuple[str, str]], *, chain: bool
) -> tuple[str, set[str]]:
    """An experiment's entry and its day pages; `chain`: each day links the next, and the
    entry only the first (the artifact is then several hops deep)."""
    truth = set()
    for i, (dpath, dtitle) in enumerate(days):
        nxt = a(days[i + 1][0], "Next day") if chain and i + 1 < len(days) else ""
        truth.add(
            NBK.page(
                dpath,
                dtitle,
                f"<h1>{dtitle}</h1><p>Part of experiment {a(path, title)}.</p>{nxt}"
                + a("/category/experiments/", "Experiments"),
            )
        )
    listed = days[:1] if chain else days
    entry = NBK.page(
        path,
        title,
        f"<h1>{title}</h1><p>Plan and daily entries:</p>"
        + ul([a(p, t) for p, t in listed])
        + ul([a("/category/experiments/", "Experiments"), a("/people/", "Lab members")]),
    )
    return entry, truth | {entry}


_e13, _t13 = _experiment(
    "/2025/02/03/e-042-crispr-abca1-hepg2/",
    "E-042: CRISPR knockout of ABCA1 in HepG2 cells",
    [
        ("/2025/02/05/day-2-transfection/", "Day 2: transfection"),
        ("/2025/02/10/day-7-clonal-selection/", "Day 7: clonal selection"),
        ("/2025/02/21/day-18-knockout-validation-by-western/", "Day 18: knockout validation"),
    ],
    chain=False,
)
_e16, _t16 = _experiment(
    "/2025/04/01/e-047-colon-organoid-differentiation-time-course/",
    "E-047: Colon organoid differentiation time course with a Wnt agonist",
    [
        ("/2025/04/02/organoids-passage-and-seeding/", "Passage and seeding"),
        ("/2025/04/04/switch-to-differentiation-medium/", "Switch to differentiation medium"),
        ("/2025/04/09/day-7-harvest-for-qpcr/", "Day 7 harvest for qPCR"),
        ("/2025/04/16/qpcr-results-lgr5-and-muc2/", "qPCR results: LGR5 and MUC2"),
    ],
    chain=True,
)

# --- Grand-rounds lecture and podcast series ---------------------------------------------------
# An episode page embeds its audio and is otherwise one page: Single Page (Story-Collider-like).
# A lecture page links its slides (file host) and transcript one hop away: Single Page+ with
# Ignored URIs (JoVE-like).
POD = Hub(
    "lecture and podcast series (medical-grand-rounds-like)",
    "talks.medtalks.hx17.example",
    "MedTalks Grand Rounds",
    [
        ("/episodes", "Podcast"),
        ("/lectures", "Lectures"),
        ("/speakers", "Speakers"),
        ("/cme", "CME credit"),
        ("/feed/podcast", "RSS"),
    ],
    title_format="{title} — {name}",
    head=meta(og_site_name="MedTalks Grand Rounds", generator="Ghost 5.82"),
    scripts=["/assets/built/casper.js"],
)
MEDIA = "http://media.medtalkscdn.hx17.example"
POD.put(f"{MEDIA}/episodes/mt-112.mp3", data(b"ID3\x03\x00audio", "audio/mpeg"))
POD.put(
    POD.url("/feed/podcast"),
    data("<rss><channel><title>MedTalks</title></channel></rss>", "application/rss+xml"),
)
_ep_next = POD.page("/episodes/113-sleep-and-delirium/", "113: Sleep and delirium", "<h1>113</h1>")
_e14 = POD.page(
    "/episodes/112-antimicrobial-stewardship-in-the-icu/",
    "112: Antimicrobial stewardship in the ICU",
    "<h1>112: Antimicrobial stewardship in the ICU</h1>"
    f'<audio controls src="{MEDIA}/episodes/mt-112.mp3"></audio><p>Show notes ...</p>'
    + ul(
        [
            a("/episodes/113-sleep-and-delirium/", "Next episode"),
            a("/feed/podcast", "Subscribe (RSS)"),
            a("http://podcasts.apple.test/mt", "Apple Podcasts"),
            a("/speakers/", "Speakers"),
        ]
    ),
)
POD.put(
    f"{MEDIA}/video/gr-2025-04-cardio-oncology.mp4", data(b"\x00\x00\x00\x18ftypmp42", "video/mp4")
)
_slides = POD.pdf(f"{MEDIA}/slides/gr-2025-04-cardio-oncology.pdf", "Cardio-oncology: slides")
_transcript = POD.page(
    "/transcripts/5521/",
    "Transcript: Cardio-oncology for the generalist",
    "<h1>Transcript</h1><p>Good afternoon ...</p>",
)
_cme = POD.page("/cme/quiz/5521/", "CME quiz", "<h1>CME quiz</h1><form></form>", share=False)
_e15 = POD.page(
    "/lectures/2025-04-cardio-oncology-for-the-generalist/",
    "Cardio-oncology for the generalist",
    "<h1>Cardio-oncology for the generalist</h1><p>Grand rounds, 9 April 2025</p>"
    f'<video controls src="{MEDIA}/video/gr-2025-04-cardio-oncology.mp4"></video>'
    + ul(
        [
            a(_slides, "Slides (PDF)"),
            a("/transcripts/5521/", "Transcript"),
            a("/cme/quiz/5521/", "Claim CME credit"),
            a("/speakers/", "All speakers"),
            a("/lectures", "More lectures"),
        ]
    ),
)

CASES: list[Case] = [
    # single_page_plus_ignored: manifest, image info, full images, PDF (image server, other
    # ids) and the viewer one hop from the work page.  Truth: those; not thumbnails
    # (embedded), the related work, subject search or request form.
    IMG.case("iiif-poster", "Single Hop", "single_page_plus_ignored", _e1, _t1, others=_o1),
    # single_page_plus_ignored, as above with three images.
    IMG.case("iiif-nurse-notebook", "Single Hop", "single_page_plus_ignored", _e2, _t2, others=_o2),
    # sig_uri: the stable identifier 303-redirects to the specimen page; RDF, manifest,
    # sheet image and determination history carry "NH00412345".  Truth: those; not the
    # taxon page (other specimens) nor the GBIF-like record.
    HRB.case(
        "herbarium-stable-id-one-sheet", "Multi-Hop", "sig_uri", _e3, _t3, others=_o3, landing=_l3
    ),
    # sig_uri, as above with two sheets.
    HRB.case(
        "herbarium-stable-id-two-sheets", "Multi-Hop", "sig_uri", _e4, _t4, others=_o4, landing=_l4
    ),
    # sig_title_plus_ignored (Dryad in the seed): steps, reagents, history and discussion
    # pages print the title; attachments on the file host do not and are one hop out.
    # Truth: those pages and files; not the forked-from protocol, tag or workspace pages.
    PRT.case("protocol-pbmc", "Multi-Hop", "sig_title_plus_ignored", _e5, _t5, others=_o5),
    # sig_title_plus_ignored, as above with one attachment.
    PRT.case("protocol-ffpe-library", "Multi-Hop", "sig_title_plus_ignored", _e6, _t6, others=_o6),
    # sig_filtered_title (OSF in the seed: the site name starts every title): the book's
    # section pages and printer-friendly export print the SOP title.  Truth: the SOP page,
    # four sections, export, controlled-copy PDF; not the "see also" SOP or facility page.
    SOP.case("sop-book-flow", "Multi-Hop", "sig_filtered_title", _e7, _t7, others=_o7),
    # sig_filtered_title, as above with two sections.
    SOP.case("sop-book-biobank", "Multi-Hop", "sig_filtered_title", _e8, _t8, others=_o8),
    # sig_uri: "EGAS50000000731" is in the study's metadata API records and publications
    # page.  Truth: those; not its datasets or DAC (other artifacts), not the access page.
    EGA.case("ega-study-two-datasets", "Multi-Hop", "sig_uri", _e9, _t9, others=_o9),
    # sig_uri, as above with one dataset.
    EGA.case("ega-study-single-cell", "Multi-Hop", "sig_uri", _e10, _t10, others=_o10),
    # single_page_plus: a chrome-less nginx index.  Truth: the index and its four files;
    # not the parent directory.
    EGA.case(
        "ega-public-metadata-listing",
        "Single Hop",
        "single_page_plus",
        _e11,
        _t11,
        variant="public metadata directory",
    ),
    # single_page: a dated notebook entry (image embedded).  Truth: the entry alone; the
    # previous entry is another artifact.
    NBK.case(
        "notebook-day-entry", "Single Artifact URI", "single_page", _e12, {_e12}, others={_prev}
    ),
    # sig_title: the experiment's day pages print its title.  Truth: entry and three days;
    # not the category or people pages.
    NBK.case("notebook-experiment", "Multi-Hop", "sig_title", _e13, _t13),
    # sig_title: the same, but the days form a chain (entry -> day 1 -> day 2 ...), so the
    # artifact is four hops deep.  Truth: entry and four days.
    NBK.case("notebook-experiment-chain", "Multi-Hop", "sig_title", _e16, _t16),
    # single_page (Story Collider in the seed): audio embedded.  Truth: the episode page;
    # the next episode is another artifact; feeds and podcast apps are not the artifact.
    POD.case(
        "podcast-episode", "Single Artifact URI", "single_page", _e14, {_e14}, others={_ep_next}
    ),
    # single_page_plus_ignored (JoVE in the seed): video embedded, slides (media host) and
    # transcript one hop away.  Truth: lecture, slides, transcript; not the CME quiz form.
    POD.case(
        "grand-rounds-lecture",
        "Single Hop",
        "single_page_plus_ignored",
        _e15,
        {_e15, _slides, _transcript},
    ),
]
