"""Astronomy: a sky survey's data-release sites (one subdomain per release, like the seed's
Silk), a MAST/ESO-like archive of high-level science products announcing its files by
Signposting, an observatory's news blog (single pages) and a Dryad-like data repository."""

from __future__ import annotations

from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, cookie_banner, host, pdf_file, social, text, ul

# --------------------------------------------------------------------------- data release sites
DR_HOSTS = {"dr3": host("dr3", "lyraskysurvey"), "dr4": host("dr4", "lyraskysurvey")}
DR_MAIN = f"http://{host('www', 'lyraskysurvey')}"  # the survey's own site: not a release


def _dr_page(rel: str, title: str, main: str) -> str:
    other = "dr4" if rel == "dr3" else "dr3"
    nav = ul(
        [
            ("/", "Overview"),
            ("/data/", "Data access"),
            ("/documentation/", "Documentation"),
            ("/papers.html", "Release papers"),
            ("/known-issues.html", "Known issues"),
            ("/contact.html", "Helpdesk"),
        ]
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{escape(title)} | Lyra Sky Survey {rel.upper()}</title>
<link rel="stylesheet" href="/css/release.css"></head><body>
<header><img src="/img/lyra-banner.png" alt="Lyra Sky Survey"><nav>{nav}</nav></header>
<main>{main}</main>
<footer><p>Lyra Sky Survey {rel.upper()} · <a href="http://{DR_HOSTS[other]}/">{other.upper()}</a>
· <a href="{DR_MAIN}/">Survey home</a> · <a href="{DR_MAIN}/privacy">Privacy</a>
· <a href="http://twitter.test/lyrasky">Twitter</a></p></footer></body></html>"""


DR_TILES = {"dr3": ["0001", "0002", "0003"], "dr4": ["0001", "0002", "0003", "0004"]}


def _dr_site(rel: str) -> Site:
    s = Site(DR_HOSTS[rel])
    n = rel.upper()
    tiles = DR_TILES[rel]
    s.add(
        "/",
        _dr_page(
            rel,
            "Overview",
            f"<h1>Lyra Sky Survey Data Release {rel[2:]}</h1><p>"
            f"{n} contains {len(tiles)} deep tiles and the source catalogue.</p><p>Start with the "
            '<a href="/documentation/">documentation</a> or go to <a href="/data/">data access</a>'
            ".</p>",
        ),
    )
    s.add(
        "/data/",
        _dr_page(
            rel,
            "Data access",
            "<h1>Data access</h1>"
            + ul(
                [
                    ("/data/catalogue/", "Source catalogue"),
                    ("/data/tiles/", "Image tiles"),
                    (f"http://{host('tap', 'lyraskysurvey')}/{rel}/", "TAP service"),
                ]
            ),
        ),
    )
    s.add(
        "/data/catalogue/",
        _dr_page(
            rel,
            "Source catalogue",
            "<h1>Source catalogue</h1>"
            + ul(
                [
                    (f"/data/catalogue/lyra_{rel}_sources.fits", "lyra_sources.fits (FITS)"),
                    (f"/data/catalogue/lyra_{rel}_sources.md5", "checksum"),
                ]
            ),
        ),
    )
    s.add(
        f"/data/catalogue/lyra_{rel}_sources.fits", blob(f"SIMPLE{rel}", 2880, "application/fits")
    )
    s.add(f"/data/catalogue/lyra_{rel}_sources.md5", text(f"9f2c1e0a  lyra_{rel}_sources.fits\n"))
    s.add(
        "/data/tiles/",
        _dr_page(
            rel,
            "Image tiles",
            "<h1>Image tiles</h1>"
            + ul([(f"/data/tiles/tile_{t}.fits", f"tile_{t}.fits") for t in tiles]),
        ),
    )
    for t in tiles:
        s.add(f"/data/tiles/tile_{t}.fits", blob(f"SIMPLE{rel}{t}", 2880, "application/fits"))
    s.add(
        "/documentation/",
        _dr_page(
            rel,
            "Documentation",
            "<h1>Documentation</h1>"
            + ul(
                [
                    ("/documentation/catalogue-columns.html", "Catalogue columns"),
                    ("/documentation/photometry.html", "Photometric calibration"),
                    (f"/documentation/lyra_{rel}_release_notes.pdf", "Release notes (PDF)"),
                ]
            ),
        ),
    )
    for p, t in (
        ("catalogue-columns", "Catalogue columns"),
        ("photometry", "Photometric calibration"),
    ):
        s.add(f"/documentation/{p}.html", _dr_page(rel, t, f"<h1>{t}</h1><p>Details for {n}.</p>"))
    s.add(
        f"/documentation/lyra_{rel}_release_notes.pdf",
        pdf_file(f"Lyra Sky Survey {n} release notes", "Changes since the previous release"),
    )
    s.add(
        "/papers.html",
        _dr_page(
            rel,
            "Release papers",
            "<h1>Papers</h1>"
            + ul(
                [
                    (
                        f"http://{host('ui', 'starlitads')}/abs/2024LyrA...12..{rel[2]}01K/abstract",
                        f"{n} overview paper",
                    ),
                    ("http://arxiv.test/abs/2406.00123", "arXiv preprint"),
                ]
            ),
        ),
    )
    s.add(
        "/known-issues.html",
        _dr_page(
            rel, "Known issues", "<h1>Known issues</h1><p>Tile 0002 has a satellite trail.</p>"
        ),
    )
    s.add(
        "/contact.html",
        _dr_page(
            rel,
            "Helpdesk",
            f'<h1>Helpdesk</h1><p>Write to the helpdesk.</p><a href="{DR_MAIN}/team">Team</a>',
        ),
    )
    s.add("/css/release.css", Response.data(b"body{margin:0}", "text/css"))
    s.add("/img/lyra-banner.png", blob("png", 64, "image/png"))
    return s


def dr_sites() -> list[Site]:
    return [_dr_site("dr3"), _dr_site("dr4")]


def _dr_truth(rel: str) -> frozenset[str]:
    tiles = DR_TILES[rel]
    paths = [
        "/",
        "/data/",
        "/data/catalogue/",
        f"/data/catalogue/lyra_{rel}_sources.fits",
        f"/data/catalogue/lyra_{rel}_sources.md5",
        "/data/tiles/",
        *(f"/data/tiles/tile_{t}.fits" for t in tiles),
        "/documentation/",
        "/documentation/catalogue-columns.html",
        "/documentation/photometry.html",
        f"/documentation/lyra_{rel}_release_notes.pdf",
        "/papers.html",
        "/known-issues.html",
        "/contact.html",
    ]
    return frozenset(f"http://{DR_HOSTS[rel]}{p}" for p in paths)


# --------------------------------------------------------------------------- MAST/ESO-like HLSPs
PV = Portal(
    host=host("archive", "photonvault"),
    name="PhotonVault Archive",
    menu=[
        ("/search/", "Search missions"),
        ("/hlsp/", "High-level science products"),
        ("/portal/", "Portal"),
        ("/help/", "Help"),
    ],
    footer=[
        ("/about/", "About"),
        ("/privacy/", "Privacy"),
        ("/accessibility/", "Accessibility"),
        ("http://twitter.test/photonvault", "Twitter"),
    ],
    title_format="{title} - {name}",
    home_title="PhotonVault Archive",
)
PV_DL = host("dl", "photonvault")
PV_DOI = host("doi", "pidresolver")
# slug -> (title, doi suffix, files, lead author ORCID)
HLSPS = {
    "phoebus": (
        "PHOEBUS: Photometry of Exoplanet-host Binaries from Ultraviolet Surveys",
        "hx31-ph1",
        ["hlsp_phoebus_uv_multi_v1_cat.fits", "hlsp_phoebus_readme.txt"],
        "0000-0001-5555-1201",
    ),
    "deepcore": (
        "DEEPCORE: Deep imaging of globular cluster cores",
        "hx31-dc2",
        [
            "hlsp_deepcore_f606w_drz.fits",
            "hlsp_deepcore_f814w_drz.fits",
            "hlsp_deepcore_catalog.csv",
        ],
        "0000-0002-7777-4410",
    ),
    "ulysses": (
        "ULYSSES: Ultraviolet legacy spectra of young stars",
        "hx31-ul3",
        ["hlsp_ulysses_cos_spec_v2.fits"],
        "0000-0003-1212-9090",
    ),
}


def _pv_landing(slug: str) -> Response:
    title, doi, files, orcid = HLSPS[slug]
    items = [f"http://{PV_DL}/hlsps/{slug}/{f}" for f in files]
    meta = PV.url(f"/api/hlsp/{slug}.jsonld")
    link = ", ".join(
        [
            f'<http://{PV_DOI}/10.17909/{doi}>; rel="cite-as"',
            f'<{meta}>; rel="describedby"; type="application/ld+json"',
            '<http://schema.test/Dataset>; rel="type"',
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
            f'<http://orcid.test/{orcid}>; rel="author"',
        ]
        + [
            f'<{u}>; rel="item"; type="application/fits"'
            if u.endswith(".fits")
            else f'<{u}>; rel="item"'
            for u in items
        ]
    )
    other = [s for s in HLSPS if s != slug]
    main = f"""{cookie_banner("/privacy/")}
<nav class="crumbs"><a href="/hlsp/">HLSP</a> / {slug}</nav>
<h1>{escape(title)}</h1>
<p>Cite as: <a href="http://{PV_DOI}/10.17909/{doi}">doi:10.17909/{doi}</a></p>
<img src="/hlsp/{slug}/preview.png" alt="preview">
<h2>Data products</h2>{ul([(u, u.rsplit("/", 1)[1]) for u in items])}
<p>Metadata: <a href="{meta}">JSON-LD</a></p>
<h2>Investigators</h2><p><a href="http://orcid.test/{orcid}">Principal investigator</a></p>
<h2>Related</h2><p>Observations in the <a href="/portal/?searchText={slug}">archive portal</a>;
paper at <a href="http://ui.adsabs.test/abs/2023AJ....165..{slug[:2]}X/abstract">ADS</a>.</p>
<aside>Other collections: {ul([(f"/hlsp/{o}/", HLSPS[o][0]) for o in other])}</aside>"""
    return Response.html(PV.page(title, main), headers=[("Link", link)])


def pv_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    dl = Site(PV_DL)
    doi = Site(PV_DOI)
    for slug, (title, d, files, _o) in HLSPS.items():
        pages[f"/hlsp/{slug}/"] = _pv_landing(slug)
        pages[f"/hlsp/{slug}/preview.png"] = blob(slug, 128, "image/png")
        pages[f"/api/hlsp/{slug}.jsonld"] = text(
            f'{{"@context": "http://schema.test/", "@type": "Dataset", "name": "{title}", '
            f'"identifier": "doi:10.17909/{d}"}}',
            "application/ld+json",
        )
        for f in files:
            dl.add(
                f"/hlsps/{slug}/{f}",
                text(f"{title}\n")
                if f.endswith(".txt")
                else blob(f, 2880, "application/fits")
                if f.endswith(".fits")
                else text("ra,dec,mag\n10.1,-5.2,21.3\n", "text/csv"),
            )
        doi.add(f"/10.17909/{d}", Response.redirect(PV.url(f"/hlsp/{slug}/"), 302))
    return [PV.site(pages), dl, doi]


def _pv_truth(slug: str) -> frozenset[str]:
    return frozenset(
        {
            PV.url(f"/hlsp/{slug}/"),
            PV.url(f"/api/hlsp/{slug}.jsonld"),
            *(f"http://{PV_DL}/hlsps/{slug}/{f}" for f in HLSPS[slug][2]),
        }
    )


# --------------------------------------------------------------------------- observatory news blog
NOVA = Portal(
    host=host("news", "skyjournalclub"),
    name="Sky Journal Club",
    menu=[
        ("/", "Home"),
        ("/category/highlights/", "Research highlights"),
        ("/category/features/", "Features"),
        ("/about/", "About"),
        ("/subscribe/", "Subscribe"),
    ],
    footer=[
        ("/privacy/", "Privacy"),
        ("/feed/", "RSS"),
        ("http://twitter.test/skyjournalclub", "Twitter"),
        ("http://www.skyjournalclub-society.test/", "Published by the Society"),
    ],
    title_format="{title} - {name}",
)
POSTS = {
    "/2024/05/14/a-bar-that-feeds-the-center/": (
        "A bar that feeds the center",
        "2403.07781",
        "Kinematic signatures of bar-driven gas inflow",
        "oriana-wells",
    ),
    "/2024/06/02/weighing-the-w-again/": (
        "Weighing the W again",
        "2207.11208",
        "Precision measurement of the W boson mass",
        "tomasz-lewicki",
    ),
}


def _post(path: str) -> str:
    title, arx, paper, author = POSTS[path]
    other = next(p for p in POSTS if p != path)
    main = f"""{cookie_banner("/privacy/")}
<article class="post"><h1 class="entry-title">{escape(title)}</h1>
<p class="byline">By <a href="/author/{author}/">{author.replace("-", " ").title()}</a> ·
<time>14 May 2024</time> · <a href="/category/highlights/">Research highlights</a></p>
<figure><img src="/wp-content/uploads/2024/05/figure1.png" alt="Figure 1"><figcaption>
Figure 1 of the paper.</figcaption></figure>
<p>Title: <a href="http://arxiv.test/abs/{arx}">{escape(paper)}</a></p>
<p>Today's paper asks a simple question and answers it with a great deal of data.</p>
<p>Tags: <a href="/tag/galaxies/">galaxies</a> <a href="/tag/dynamics/">dynamics</a></p></article>
<section class="comments"><h2>2 comments</h2><p>Great summary! <a href="#reply">Reply</a></p>
<a href="/wp-login.php?redirect_to={path}">Log in to comment</a></section>
<nav class="post-nav"><a rel="next" href="{other}">{escape(POSTS[other][0])}</a></nav>
{social("skyjournalclub")}"""
    return NOVA.page(title, main, share=NOVA.url(path))


def nova_sites() -> list[Site]:
    pages: dict[str, str | Response] = {p: _post(p) for p in POSTS}
    pages["/wp-content/uploads/2024/05/figure1.png"] = blob("fig", 100, "image/png")
    return [NOVA.site(pages)]


# --------------------------------------------------------------------------- Dryad-like
NEB = Portal(
    host=host("repo", "nebuladata"),
    name="Nebula Data Repository",
    menu=[
        ("/discover", "Explore data"),
        ("/submit", "Submit"),
        ("/pages/about", "About"),
        ("/pages/faq", "FAQ"),
    ],
    footer=[
        ("/pages/contact", "Contact"),
        ("/pages/policies", "Policies"),
        ("/pages/privacy", "Privacy"),
        ("http://twitter.test/nebuladata", "Twitter"),
    ],
    title_format="{title}",
    home_title="Nebula Data Repository",
)
# doi suffix -> (title, article, authors, files [(seq, name, bitstream handle)])
NEB_RECORDS = {
    "hx31.k4m2p": (
        "Data from: Rotation periods of M dwarfs in the Hyades from ground-based light curves",
        "10.1093/mnras/stab2231",
        ["Adaeze Nwosu", "Karl Lindqvist"],
        [("1", "hyades_lightcurves.csv", "40817"), ("2", "period_table.txt", "40818")],
    ),
    "hx31.7tq90": (
        "Data from: Lithium depletion boundary ages of young open clusters",
        "10.3847/1538-4357/ac1f0e",
        ["Beatriz Lago"],
        [("1", "li_ew_measurements.csv", "41290")],
    ),
}


def _neb_landing(doi: str) -> str:
    title, art, authors, files = NEB_RECORDS[doi]
    other = next(d for d in NEB_RECORDS if d != doi)
    main = f"""{cookie_banner("/pages/privacy")}
<div class="ds-record"><h1>{escape(title)}</h1>
<p>{" ".join(f'<a href="/discover?author={quote_plus(a)}">{escape(a)}</a>' for a in authors)}</p>
<p>Cite: {escape(", ".join(authors))} (2024), {escape(title)}, Nebula Data Repository,
Dataset, <a href="http://doi.test/10.5061/{doi}">doi:10.5061/{doi}</a></p>
<p>Article: <a href="http://doi.test/{art}">{art}</a></p>
<h2>Files in this package</h2>
{ul([(f"/resource/doi:10.5061/{doi}/{seq}", name) for seq, name, _h in files])}
<p><a href="/resource/doi:10.5061/{doi}/mets.xml">View full metadata (METS)</a> ·
<a href="/resource/doi:10.5061/{doi}/citation/ris">RIS</a></p>
<h3>License</h3><p><a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0</a></p>
<aside><h3>Related datasets</h3>{ul([(f"/resource/doi:10.5061/{other}", NEB_RECORDS[other][0])])}
</aside></div>"""
    return NEB.page(title, main)


def _neb_file_page(doi: str, seq: str, name: str, handle: str) -> str:
    title = NEB_RECORDS[doi][0]
    return NEB.page(
        f"{name} - {title}",
        f"<h1>{escape(name)}</h1><p>This file is part of the data package: "
        f'<a href="/resource/doi:10.5061/{doi}">{escape(title)}</a></p>'
        f'<p><a href="/bitstream/handle/10255/nebula.{handle}/{name}?sequence=1">'
        f"Download ({name})</a></p><p>Downloaded 213 times.</p>"
        f'<p><a href="/discover?fq=subject:Hyades">More data on this subject</a></p>',
    )


def neb_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for doi, (title, _a, authors, files) in NEB_RECORDS.items():
        pages[f"/resource/doi:10.5061/{doi}"] = _neb_landing(doi)
        pages[f"/resource/doi:10.5061/{doi}/mets.xml"] = text(
            f'<?xml version="1.0"?><mets><dmdSec><dim:field element="title">{escape(title)}'
            "</dim:field></dmdSec></mets>",
            "application/xml",
        )
        pages[f"/resource/doi:10.5061/{doi}/citation/ris"] = text(
            f"TY  - DATA\nT1  - {title}\n" + "".join(f"AU  - {a}\n" for a in authors) + "ER  -\n",
            "application/x-research-info-systems",
        )
        for seq, name, handle in files:
            pages[f"/resource/doi:10.5061/{doi}/{seq}"] = _neb_file_page(doi, seq, name, handle)
            pages[f"/bitstream/handle/10255/nebula.{handle}/{name}?sequence=1"] = text(
                "bjd,flux,err\n2459001.5,1.0012,0.0004\n", "text/csv"
            )
    return [NEB.site(pages)]


def _neb_truth(doi: str) -> frozenset[str]:
    files = NEB_RECORDS[doi][3]
    paths = [
        f"/resource/doi:10.5061/{doi}",
        f"/resource/doi:10.5061/{doi}/mets.xml",
        f"/resource/doi:10.5061/{doi}/citation/ris",
        *(f"/resource/doi:10.5061/{doi}/{s}" for s, _n, _h in files),
        *(f"/bitstream/handle/10255/nebula.{h}/{n}?sequence=1" for _s, n, h in files),
    ]
    return frozenset(NEB.url(p) for p in paths)


_DR_OTHERS = {"dr3": "dr4", "dr4": "dr3"}
CASES: list[Case] = [
    # path_based (seed: Silk): the whole release subdomain is the artifact, crawled under
    # "/"; the survey's main site, the TAP service, the papers (ADS, arXiv) and the other
    # release are not. Truth: every page and file of the subdomain (not the CSS/banner).
    *(
        Case(
            f"lyra-{rel}",
            "Sky-survey data release site",
            "Multi-Hop",
            "path_based",
            f"http://{DR_HOSTS[rel]}/",
            _dr_truth(rel),
            dr_sites,
            others=frozenset({f"http://{DR_HOSTS[_DR_OTHERS[rel]]}/"}),
        )
        for rel in ("dr3", "dr4")
    ),
    # signposting: the landing answers with Link headers naming its items (FITS/CSV/readme
    # on a download host) and its JSON-LD description; cite-as, author, licence and type
    # point elsewhere. Truth: landing + describedby + items (the preview image is embedded;
    # the portal search and other collections are not this product). One entry is the DOI.
    Case(
        "pv-phoebus",
        "MAST/ESO-like science archive (HLSP)",
        "Multi-Hop",
        "signposting",
        PV.url("/hlsp/phoebus/"),
        _pv_truth("phoebus"),
        pv_sites,
        others=frozenset({PV.url("/hlsp/deepcore/"), PV.url("/hlsp/ulysses/")}),
    ),
    Case(
        "pv-deepcore-doi",
        "MAST/ESO-like science archive (HLSP via DOI)",
        "Multi-Hop",
        "signposting",
        f"http://{PV_DOI}/10.17909/hx31-dc2",
        _pv_truth("deepcore"),
        pv_sites,
        landing=PV.url("/hlsp/deepcore/"),
    ),
    Case(
        "pv-ulysses",
        "MAST/ESO-like science archive (HLSP)",
        "Multi-Hop",
        "signposting",
        PV.url("/hlsp/ulysses/"),
        _pv_truth("ulysses"),
        pv_sites,
    ),
    # single_page (seed: blog posts): a news post is one artifact URI; the paper it
    # discusses, the author page, tags, comments login and the next post are not it.
    Case(
        "sjc-bar-feeds",
        "Observatory news blog",
        "Single Artifact URI",
        "single_page",
        NOVA.url("/2024/05/14/a-bar-that-feeds-the-center/"),
        frozenset({NOVA.url("/2024/05/14/a-bar-that-feeds-the-center/")}),
        nova_sites,
        others=frozenset({NOVA.url("/2024/06/02/weighing-the-w-again/")}),
    ),
    Case(
        "sjc-w-mass",
        "Observatory news blog",
        "Single Artifact URI",
        "single_page",
        NOVA.url("/2024/06/02/weighing-the-w-again/"),
        frozenset({NOVA.url("/2024/06/02/weighing-the-w-again/")}),
        nova_sites,
        others=frozenset({NOVA.url("/2024/05/14/a-bar-that-feeds-the-center/")}),
    ),
    # sig_title_plus_ignored (seed: Dryad): the landing's title "Data from: ..." is in the
    # landing, the file pages, METS and RIS, but not in the downloaded bitstreams, one hop
    # from the file pages. Truth: landing, METS, RIS, file pages, bitstreams.
    Case(
        "neb-hyades-rotation",
        "Dryad-like data repository",
        "Multi-Hop",
        "sig_title_plus_ignored",
        NEB.url("/resource/doi:10.5061/hx31.k4m2p"),
        _neb_truth("hx31.k4m2p"),
        neb_sites,
        others=frozenset({NEB.url("/resource/doi:10.5061/hx31.7tq90")}),
    ),
    Case(
        "neb-lithium-ages",
        "Dryad-like data repository",
        "Multi-Hop",
        "sig_title_plus_ignored",
        NEB.url("/resource/doi:10.5061/hx31.7tq90"),
        _neb_truth("hx31.7tq90"),
        neb_sites,
        others=frozenset({NEB.url("/resource/doi:10.5061/hx31.k4m2p")}),
    ),
]
