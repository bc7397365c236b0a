"""heldout64 portals whose artifact is one page or one hop: extension bulletins, a
veterinary discussion forum, an agricultural-heritage collection (single_page), a breeding
network's generated release manifests (single_page_plus) and a veterinary preprint server
(single_page_plus_ignored)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case, data

from ._kit import chrome, finish, page, text, ul

# --- Extension bulletins (blog-post-like advisory articles) ---------------------------------

EXT = chrome(
    "pubs.agrext-cascadia.hx64.example",
    "Cascadia Extension Catalog",
    [
        ("/catalog", "Publications"),
        ("/topics", "Topics"),
        ("/programs", "Programs"),
        ("/county-offices", "Find your county office"),
    ],
    footer=[("/equal-opportunity", "Equal opportunity statement")],
)
BUL1 = "/catalog/em-9412-managing-clubroot-in-brassica-crops"
BUL2 = "/catalog/pnw-781-grazing-management-for-irrigated-pastures"


def _bulletin(path: str, code: str, title: str, body: str, side: list[tuple[str, str]]) -> str:
    main = (
        f'<nav class="crumbs"><a href="/catalog">Catalog</a> › {escape(code)}</nav>'
        f"<article><h1>{escape(title)}</h1><p class='pubno'>Publication {escape(code)}</p>"
        f"{body}</article><aside><h2>You may also like</h2>{ul(side, 'related')}</aside>"
    )
    return page(EXT, title, main, share=EXT.url(path))


def extension_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        BUL1: _bulletin(
            BUL1,
            "EM 9412",
            "Managing clubroot in brassica crops",
            "<p>By <a href='/authors/r-lindqvist'>R. Lindqvist</a>, Extension plant "
            "pathologist. Revised March 2024.</p><h2>Symptoms</h2><p>Swollen, distorted roots "
            "and wilting on warm afternoons.</p><h2>Liming and pH</h2><p>Raise soil pH above "
            "7.2 with calcitic lime.</p><p>Topic: <a href='/topics/plant-disease'>Plant "
            "disease</a></p>",
            [
                ("/catalog/em-9377-black-rot-of-cabbage", "Black rot of cabbage"),
                ("/catalog/em-9250-soil-testing-basics", "Soil testing basics"),
            ],
        ),
        BUL2: _bulletin(
            BUL2,
            "PNW 781",
            "Grazing management for irrigated pastures",
            "<p>By <a href='/authors/m-oyelaran'>M. Oyelaran</a> and <a href='/authors/"
            "t-haugen'>T. Haugen</a>. Third edition, 2023.</p><p>This edition replaces the "
            "<a href='/catalog/pnw-781-grazing-management-for-irrigated-pastures-2nd-ed'>"
            "second edition</a>. <a href='/catalog/pnw-781-s-manejo-del-pastoreo'>Versión en "
            "español</a>.</p><h2>Rest periods</h2><p>Rotate paddocks every 3 to 5 days.</p>"
            "<h2>Stocking rate</h2><p>See the <a href='http://doi.agrojournals.test/10.2134/"
            "agronj2019.04.0301'>stocking-rate trial</a>.</p><nav class='series'>"
            "<a href='/series/pacific-northwest-pasture?prev=pnw-780'>Previous in series</a> "
            "<a href='/series/pacific-northwest-pasture?next=pnw-782'>Next in series</a></nav>"
            "<section class='comments'><h2>3 comments</h2><p><a href='/profiles/kp-ranch'>"
            "kp_ranch</a>: Does this apply to dryland?</p><p><a href='/profiles/agent-lane'>"
            "Lane County agent</a>: Mostly, see EM 9250.</p></section>",
            [
                ("/catalog/em-9250-soil-testing-basics", "Soil testing basics"),
                (
                    "/catalog/pnw-614-fencing-for-rotational-grazing",
                    "Fencing for rotational grazing",
                ),
                ("/catalog/em-9120-pasture-weed-control", "Pasture weed control"),
            ],
        ),
    }
    return [finish(EXT, pages)]


# --- Veterinary discussion forum (PubPeer-like thread) ---------------------------------------

VET = chrome(
    "forum.vetcasetalk.hx64.example",
    "VetCaseTalk",
    [("/latest", "Latest"), ("/categories", "Categories"), ("/top", "Top"), ("/badges", "Badges")],
    footer=[("/guidelines", "Community guidelines")],
)
THR1 = "/t/lameness-in-dairy-goats-after-hoof-trimming/4821"
THR2 = "/t/suspected-hpai-in-backyard-layers-necropsy-findings/5107"


def _post(n: int, user: str, body: str, thread: str) -> str:
    return (
        f'<article id="post-{n}" class="post"><header><a href="/u/{user}">{user}</a> '
        f'<a class="permalink" href="{thread}#post-{n}">#{n}</a></header><p>{body}</p>'
        f'<footer><a href="/u/{user}/activity">activity</a></footer></article>'
    )


def _thread(path: str, title: str, cat: str, posts: list[tuple[str, str]], sug: list[str]) -> str:
    body = "".join(_post(i + 1, u, b, path) for i, (u, b) in enumerate(posts))
    main = (
        f'<h1>{escape(title)}</h1><p><a href="/c/{cat}">{cat}</a></p>{body}'
        f'<section class="suggested"><h2>Suggested topics</h2>'
        f"{ul([(s, s.split('/')[2].replace('-', ' ')) for s in sug])}</section>"
    )
    return page(VET, title, main, share=VET.url(path))


def forum_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        THR1: _thread(
            THR1,
            "Lameness in dairy goats after hoof trimming",
            "small-ruminants",
            [
                ("dr_amadi", "Three does lame 48 h after routine trimming; no heat in the hoof."),
                ("hoofcare_ines", "Check for over-trimmed soles, pink showing is too far."),
                ("dr_amadi", "That was it. Blocks on and all sound in a week."),
            ],
            ["/t/copper-deficiency-in-boer-kids/4733", "/t/cae-testing-intervals/4790"],
        ),
        THR2: _thread(
            THR2,
            "Suspected HPAI in backyard layers, necropsy findings",
            "poultry",
            [
                ("dr_nakashima", "Sudden deaths in a 12-bird flock, cyanotic combs."),
                ("lab_vet_ortiz", "Please do not necropsy on farm, call the state lab."),
                ("dr_nakashima", "Submitted; PCR pending. Owner notified authorities."),
                (
                    "poultry_path_lee",
                    "Petechiae on the proventriculus fit. See "
                    "<a href='http://www.avianpath.test/hpai-lesions'>this lesion atlas</a>.",
                ),
                ("lab_vet_ortiz", "Quoting #3: good call. Results usually in 24 h."),
                ("dr_nakashima", "Confirmed H5N1. Flock depopulated, premises quarantined."),
            ],
            [
                "/t/marek-disease-vaccination-timing/5012",
                "/t/biosecurity-signage/4998",
                "/t/mycoplasma-in-backyard-turkeys/5060",
            ],
        ),
    }
    return [finish(VET, pages)]


# --- Agricultural heritage collection (Omeka-like item) -------------------------------------

SEED = chrome(
    "items.seedcatalog-archive.hx64.example",
    "Heirloom Seed Catalog Archive",
    [
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Browse collections"),
        ("/exhibits", "Exhibits"),
        ("/items/search", "Advanced search"),
    ],
    title_format="{name} | {title}",
)
ITEM1 = "/items/show/1432"
ITEM2 = "/items/show/2087"


def _item(
    path: str,
    title: str,
    dc: dict[str, str],
    imgs: list[str],
    tags: list[str],
    coll: str,
    nav: tuple[str, str],
) -> str:
    rows = "".join(f"<dt>{k}</dt><dd>{escape(v)}</dd>" for k, v in dc.items())
    figs = "".join(f'<img src="{i}" alt="scan">' for i in imgs)
    tag_links = " ".join(f'<a href="/items/browse?tags={t}">{t}</a>' for t in tags)
    main = (
        f'<h1>{escape(title)}</h1><div class="files">{figs}</div><dl>{rows}</dl>'
        f'<p>Collection: <a href="/collections/show/{coll}">{coll}</a></p>'
        f'<p>Tags: {tag_links}</p><div class="citation">Citation: "{escape(title)}," '
        f"Heirloom Seed Catalog Archive, accessed 2026.</div>"
        f'<ul class="item-pagination"><li><a href="{nav[0]}">← Previous item</a></li>'
        f'<li><a href="{nav[1]}">Next item →</a></li></ul>'
    )
    return page(SEED, title, main)


def heritage_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        ITEM1: _item(
            ITEM1,
            "Burpee Farm Annual, 1911",
            {"Creator": "W. Atlee Burpee and Co.", "Date": "1911", "Format": "Catalog, 204 pp."},
            ["/files/thumbnails/5f1c0a.jpg"],
            ["vegetables", "philadelphia"],
            "12",
            ("/items/show/1431", "/items/show/1433"),
        ),
        ITEM2: _item(
            ITEM2,
            "Iowa Seed Company wholesale price list, spring 1898",
            {
                "Creator": "Iowa Seed Company",
                "Date": "1898",
                "Format": "Price list, 16 pp.",
                "Rights": "Public domain",
                "Source": "Donated by the Hartley family, 2009",
            },
            [
                "/files/thumbnails/8a02e1.jpg",
                "/files/thumbnails/8a02e2.jpg",
                "/files/thumbnails/8a02e3.jpg",
            ],
            ["corn", "des-moines", "price-lists", "wholesale"],
            "31",
            ("/items/show/2086", "/items/show/2088"),
        ),
        **{
            f"/files/thumbnails/{n}.jpg": data(png(16, 20, (150, 120, 80)), "image/jpeg")
            for n in ("5f1c0a", "8a02e1", "8a02e2", "8a02e3")
        },
    }
    return [finish(SEED, pages)]


# --- Breeding network release manifests (generated, chrome-free file lists) -----------------

REL_HOST = "releases.sorghumbreednet.hx64.example"
MIRROR_HOST = "mirror.sorghumbreednet.hx64.example"


def _manifest(cycle: str, files: list[tuple[str, str]]) -> str:
    rows = "".join(f'<tr><td><a href="{h}">{escape(n)}</a></td></tr>' for h, n in files)
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Sorghum Breeding Network "
        f"release {cycle}</title></head><body><h1>Release {cycle}</h1><p>Generated by "
        f"relman 2.3 on the day of release. Checksums are in SHA256SUMS.</p>"
        f"<table>{rows}</table></body></html>"
    )


REL1 = ["README.txt", "phenotypes_2023A.csv", "trial_design_2023A.csv", "SHA256SUMS"]
REL2_LOCAL = [
    "README.txt",
    "CHANGES.html",
    "phenotypes_2024B.csv",
    "pedigree_2024B.csv",
    "trial_design_2024B.csv",
    "env_covariates_2024B.csv",
    "SHA256SUMS",
]
REL2_MIRROR = f"http://{MIRROR_HOST}/bulk/cycle-2024B/genotypes_2024B.hmp.txt.gz"


def release_sites() -> list[Site]:
    csv = "plot,entry,rep,yield_t_ha\n101,SBN-23-014,1,4.21\n102,SBN-23-077,1,3.98\n"
    pages: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>SBN releases</title></head><body>"
        '<a href="/cycle-2023A/">cycle-2023A/</a> <a href="/cycle-2024B/">cycle-2024B/</a>'
        "</body></html>",
        "/cycle-2023A/": _manifest("2023A", [(f, f) for f in REL1]),
        "/cycle-2024B/": _manifest(
            "2024B",
            [(f, f) for f in REL2_LOCAL] + [(REL2_MIRROR, "genotypes_2024B.hmp.txt.gz (mirror)")],
        ),
    }
    for cyc, files in (("2023A", REL1), ("2024B", REL2_LOCAL)):
        for f in files:
            body: PageValue = text(csv, "text/csv")
            if f == "CHANGES.html":
                body = (
                    "<!DOCTYPE html><html><head><title>Changes in 2024B</title></head><body>"
                    "<p>Added environmental covariates; genotypes moved to the mirror.</p>"
                    "</body></html>"
                )
            elif not f.endswith(".csv"):
                body = text(f"Sorghum Breeding Network release {cyc}: {f}\n")
            pages[f"/cycle-{cyc}/{f}"] = body
    site = Site(REL_HOST, pages)
    mirror = Site(
        MIRROR_HOST,
        {
            "/": "<!DOCTYPE html><html><head><title>SBN bulk mirror</title></head><body>"
            "<p>Bulk genotype files.</p></body></html>",
            "/bulk/cycle-2024B/genotypes_2024B.hmp.txt.gz": data(
                b"\x1f\x8b\x08\x00hmp", "application/gzip"
            ),
        },
    )
    return [site, mirror]


# --- Veterinary preprint server (bioRxiv/SSRN-like) -----------------------------------------

RX = chrome(
    "www.vetrxiv-hub.hx64.example",
    "VetRxiv",
    [
        ("/collection", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-vetrxiv", "About"),
        ("/alerts", "Alerts"),
    ],
    footer=[("/content/about-vetrxiv", "Terms"), ("/feeds", "RSS feeds")],
    # The homepage features new preprints, the entries among them: the seed's ignored list
    # drops the entry page itself again.
    home_main="<h1>VetRxiv</h1><h2>New this week</h2><ul>"
    "<li><a href='/content/10.80164/2023.04.11.552107v1'>Antimicrobial use in veal units</a></li>"
    "<li><a href='/content/10.80164/2024.01.29.577310v2'>Q fever in small ruminants</a></li>"
    "</ul><p><a href='/collection/veterinary-epidemiology'>Veterinary epidemiology</a></p>",
)
RX1 = "/content/10.80164/2023.04.11.552107v1"
RX2 = "/content/10.80164/2024.01.29.577310v2"


def _preprint(
    path: str, num: str, title: str, authors: list[str], supp: list[str], extra: str, ver: str
) -> tuple[dict[str, PageValue], list[str]]:
    auth = ", ".join(f'<a href="/search/author1:{a.replace(" ", "+")}">{a}</a>' for a in authors)
    supp_links = "".join(
        f'<li><a href="/content/vetrxiv/early/{num}/DC1/embed/{s}">{s}</a></li>' for s in supp
    )
    own = [
        path,
        f"{path}.full",
        f"{path}.full.pdf",
        f"/highwire/citation/{num}/bibtext",
        f"/highwire/citation/{num}/ris",
        *(f"/content/vetrxiv/early/{num}/DC1/embed/{s}" for s in supp),
    ]
    main = (
        f"<h1>{escape(title)}</h1><p class='authors'>{auth}</p><p>doi: 10.80164/{num} · "
        f"{ver}</p>{extra}<div class='tabs'><a href='{path}.full'>Full Text</a> "
        f"<a href='{path}.full.pdf'>Full Text (PDF)</a></div><h2>Abstract</h2><p>We report "
        f"findings relevant to veterinary practice.</p><h2>Supplementary material</h2>"
        f"<ul>{supp_links}</ul><h2>Cite this</h2><a href='/highwire/citation/{num}/bibtext'>"
        f"BibTeX</a> <a href='/highwire/citation/{num}/ris'>RIS</a><aside><h2>Subject area"
        f"</h2><a href='/collection/veterinary-epidemiology'>Veterinary epidemiology</a>"
        f"<h2>Related preprints</h2><a href='/content/10.80164/2022.11.02.514998v1'>Herd-level "
        f"risk factors</a><p><a href='http://comments.discus.test/vetrxiv/{num}'>Comments</a>"
        f"</p></aside>"
    )
    pages: dict[str, PageValue] = {
        path: page(RX, title, main, share=RX.url(path)),
        f"{path}.full": page(
            RX, title, f"<h1>{escape(title)}</h1><p>Introduction. Methods. Results. Discussion.</p>"
        ),
        f"{path}.full.pdf": data(pdf(title, ["VetRxiv preprint", num]), "application/pdf"),
        f"/highwire/citation/{num}/bibtext": text(
            f"@article{{{num}, title={{{title}}}}}\n", "application/x-bibtex"
        ),
        f"/highwire/citation/{num}/ris": text(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        ),
    }
    for s in supp:
        ctype = "text/csv" if s.endswith(".csv") else "application/octet-stream"
        pages[f"/content/vetrxiv/early/{num}/DC1/embed/{s}"] = data(f"{title}: {s}\n", ctype)
    return pages, own


T_RX1 = "Antimicrobial use in Danish veal calf units, a retrospective cohort"
T_RX2 = "Seroprevalence of Q fever in small ruminant flocks of the Rift Valley"
RX1_PAGES, RX1_OWN = _preprint(
    RX1,
    "2023.04.11.552107",
    T_RX1,
    ["K. Sorensen", "L. Mathiesen"],
    ["media-1.csv"],
    "",
    "Posted April 11, 2023.",
)
RX2_OTHER = "/content/10.80164/2024.01.29.577310v1"
RX2_PAGES, RX2_OWN = _preprint(
    RX2,
    "2024.01.29.577310",
    T_RX2,
    ["W. Kiprono", "A. Mwangi", "F. Ndegwa", "J. Otieno"],
    ["media-1.csv", "media-2.xlsx", "media-3.docx"],
    f"<p class='versions'>This is version 2. <a href='{RX2_OTHER}'>Previous version 1</a>"
    "</p><p>Now published in <a href='http://doi.vetjournals.test/10.1186/s12917-024-03911-"
    "2'>BMC Veterinary Research</a></p>",
    "Posted March 2, 2024.",
)


def preprint_sites() -> list[Site]:
    return [finish(RX, {**RX1_PAGES, **RX2_PAGES})]


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # An extension bulletin is a blog-post-like article: one URI (seed: blog posts and
    # articles, Single Artifact URI, Single Page); the related and author links are others'.
    case(
        "ext-clubroot",
        "extension publication catalog (short advisory bulletin)",
        "article",
        "single_page",
        EXT.url(BUL1),
        [EXT.url(BUL1)],
        extension_sites,
    ),
    # Harder: editions, a translation, series navigation and comments, still one page.
    case(
        "ext-grazing",
        "extension publication catalog (revised bulletin with editions)",
        "article",
        "single_page",
        EXT.url(BUL2),
        [EXT.url(BUL2)],
        extension_sites,
        others=[
            EXT.url("/catalog/pnw-781-grazing-management-for-irrigated-pastures-2nd-ed"),
            EXT.url("/catalog/pnw-781-s-manejo-del-pastoreo"),
        ],
    ),
    # A discussion thread is one page (seed: PubPeer, PubMed Commons: Single Page).
    case(
        "forum-goat-lameness",
        "veterinary discussion forum (short thread)",
        "discussion",
        "single_page",
        VET.url(THR1),
        [VET.url(THR1)],
        forum_sites,
    ),
    case(
        "forum-hpai-layers",
        "veterinary discussion forum (long thread, quotes, suggestions)",
        "discussion",
        "single_page",
        VET.url(THR2),
        [VET.url(THR2)],
        forum_sites,
    ),
    # Omeka-like collection item: Single Page (seed: Omeka.net); the scans are embedded.
    case(
        "heritage-burpee-1911",
        "heritage collection item (single scan)",
        "collection item",
        "single_page",
        SEED.url(ITEM1),
        [SEED.url(ITEM1)],
        heritage_sites,
    ),
    case(
        "heritage-iowa-1898",
        "heritage collection item (multi-scan with item navigation)",
        "collection item",
        "single_page",
        SEED.url(ITEM2),
        [SEED.url(ITEM2)],
        heritage_sites,
    ),
    # A chrome-free generated manifest: Single Hop whose every link is the release's, so
    # Single Page+ is exact (nothing to ignore).
    case(
        "sbn-release-2023A",
        "breeding release manifest (four files)",
        "dataset",
        "single_page_plus",
        _u(REL_HOST, "/cycle-2023A/"),
        [_u(REL_HOST, "/cycle-2023A/")] + [_u(REL_HOST, f"/cycle-2023A/{f}") for f in REL1],
        release_sites,
    ),
    case(
        "sbn-release-2024B",
        "breeding release manifest (many files, mirror host)",
        "dataset",
        "single_page_plus",
        _u(REL_HOST, "/cycle-2024B/"),
        [_u(REL_HOST, "/cycle-2024B/"), REL2_MIRROR]
        + [_u(REL_HOST, f"/cycle-2024B/{f}") for f in REL2_LOCAL],
        release_sites,
    ),
    # Preprint: landing, full text, PDF, supplements and citation exports one hop away
    # amid chrome (seed: bioRxiv, SSRN: Single Page+ with Ignored URIs).
    case(
        "vetrxiv-veal-amu",
        "veterinary preprint server (one supplement)",
        "preprint",
        "single_page_plus_ignored",
        RX.url(RX1),
        [RX.url(p) for p in RX1_OWN],
        preprint_sites,
    ),
    case(
        "vetrxiv-qfever-v2",
        "veterinary preprint server (second version, three supplements)",
        "preprint",
        "single_page_plus_ignored",
        RX.url(RX2),
        [RX.url(p) for p in RX2_OWN],
        preprint_sites,
        others=[RX.url(RX2_OTHER)],
    ),
]
