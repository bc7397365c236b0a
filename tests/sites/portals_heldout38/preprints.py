"""Preprint servers and archives of heldout38: a PKP preprint server (OPS), a bioRxiv-like
and an arXiv-like server with versions, and a HAL-like national open archive (French).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import a, blob, chrome_pages, head, merge, pdf_file, portal, references, stub, text, ul

# --- PKP preprint server (OPS): every member URI carries the submission id ---------------

OPS = "preprints.cerulidae.hx38.example"
OJ = "/index.php/cerx"
# submission id -> (title, [(publication id or None for current, galley id)], current galley)
_OPS = {
    "13871": ("Soil crust recovery after trampling in cold deserts", [("14402", "27001")], "27766"),
    "15204": (
        "Low-cost acoustic monitoring of bat foraging in orchards",
        [("16110", "29012"), ("16388", "29577")],
        "30104",
    ),
}


def _ops_sites() -> list[Site]:
    p = portal(
        OPS,
        "Cerulidae Preprints",
        [
            (f"{OJ}/index", "Home"),
            (f"{OJ}/preprints", "Preprints"),
            (f"{OJ}/about", "About"),
            (f"{OJ}/about/submissions", "Submit a preprint"),
        ],
        [
            (f"{OJ}/about/privacy", "Privacy statement"),
            ("/index.php/index/about/aboutThisPublishingSystem", "Powered by OPS"),
        ],
    )
    pages: dict[str, PageValue] = {}
    for sid, (title, olds, galley) in _OPS.items():
        b = f"{OJ}/preprint/view/{sid}"
        doi = "".join(chr(97 + int(c)) for c in sid)  # a DOI suffix that does not carry the id
        gl = [(f"{b}/{galley}", "PDF"), (f"{OJ}/preprint/download/{sid}/{galley}", "Download PDF")]
        pages[gl[0][0]] = p.page(
            title,
            f'{a(b, "Back")}<iframe src="{OJ}/preprint/download/{sid}/{galley}?inline=1"></iframe>',
        )
        pages[gl[1][0]] = pages[gl[1][0] + "?inline=1"] = pdf_file(title)
        versions = []
        for n, (pub, g) in enumerate(olds, 1):
            vb = f"{b}/version/{pub}"
            versions.append((vb, f"Version {n}"))
            pages[f"{b}/{g}"] = pdf_file(title, f"version {n}")
            pages[vb] = p.page(
                title,
                f'<div class="cmp_notification">This is an outdated version. {a(b, "Read the most recent version")}.</div>'
                f"<h1>{escape(title)}</h1>{ul([(f'{b}/{g}', 'PDF')])}",
            )
        versions.append((b, f"Version {len(olds) + 1} (this version)"))
        cites = [
            (f"{OJ}/citationstylelanguage/download/ris?submissionId={sid}", "RIS"),
            (f"{OJ}/citationstylelanguage/download/bibtex?submissionId={sid}", "BibTeX"),
        ]
        for h, _t in cites:
            pages[h] = text(
                f"TY  - GEN\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
            )
        rel = f"{OJ}/preprint/view/{int(sid) + 28}"
        pages[rel] = stub(p, "A related preprint")
        main = (
            f'<article class="obj_preprint_details"><h1>{escape(title)}</h1>'
            '<p class="status">Preprint / Version ' + str(len(olds) + 1) + "</p>"
            f"<p>DOI: {a('http://doi.test/10.31221/cerx.' + doi, 'https://doi.org/10.31221/cerx.' + doi)}</p>"
            f"<h2>Abstract</h2><p>Field experiment.</p>{ul(gl, 'galleys')}"
            f'<div class="versions"><h2>Versions</h2>{ul(versions)}</div>'
            f'<div class="citation"><h2>How to cite</h2>{ul(cites)}</div>'
            f'<div class="published"><p>Published in: {a("http://journals.ecoveritas.test/article/99", "Ecoveritas")}</p></div>'
            f"<aside><h3>Most read</h3>{ul([(rel, 'A related preprint')])}</aside></article>"
        )
        pages[b] = p.page(title, main, head=head())
    return [p.site(merge(chrome_pages(p), pages))]


def _ops_truth(sid: str) -> frozenset[str]:
    _t, olds, galley = _OPS[sid]
    b = f"http://{OPS}{OJ}/preprint/view/{sid}"
    out = {b, f"{b}/{galley}", f"http://{OPS}{OJ}/preprint/download/{sid}/{galley}"}
    out |= {
        f"http://{OPS}{OJ}/citationstylelanguage/download/{k}?submissionId={sid}"
        for k in ("ris", "bibtex")
    }
    for pub, g in olds:
        out |= {f"{b}/version/{pub}", f"{b}/{g}"}
    return frozenset(out)


# --- bioRxiv-like preprint server: versions, PDF and supplements one hop away -------------

BX = "www.biorxen.hx38.example"
_BX = {
    "2024.03.11.584412": (
        "Single-cell atlas of axolotl limb regeneration",
        2,
        ["media-1.pdf"],
        "3011",
    ),
    "2025.02.20.639870": (
        "A CRISPR screen for regulators of ciliary length",
        3,
        ["media-1.xlsx", "media-2.pdf", "media-3.mp4"],
        "4478",
    ),
}


def _biorxiv_sites() -> list[Site]:
    p = portal(
        BX,
        "biorXen",
        [
            ("/collection", "Subject areas"),
            ("/submit-a-manuscript", "Submit"),
            ("/about-biorxen", "About"),
            ("/alertsrss", "Alerts / RSS"),
        ],
        [
            ("/content/about-biorxen", "About"),
            ("/content/privacy", "Privacy"),
            ("/content/contact-us", "Contact"),
        ],
    )
    pages: dict[str, PageValue] = {}
    for did, (title, nv, supps, nid) in _BX.items():
        cur = f"/content/10.1101/{did}v{nv}"
        links = [(f"{cur}.full", "Full text"), (f"{cur}.full.pdf", "Full text PDF")]
        pages[links[0][0]] = p.page(title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
        pages[links[1][0]] = pdf_file(title)
        for s in supps:
            h = f"/content/biorxen/early/2025/01/0{nv}/{did}/DC1/embed/{s}"
            links.append((h, f"Supplementary {s}"))
            pages[h] = blob("application/octet-stream", s)
        cites = [
            (f"/highwire/citation/{nid}/ris", "RIS"),
            (f"/highwire/citation/{nid}/bibtext", "BibTeX"),
        ]
        for h, _t in cites:
            pages[h] = text(
                f"TY  - JOUR\nT1  - {title}\nER  -\n", "application/x-research-info-systems"
            )
        prev = []
        for v in range(1, nv):
            h = f"/content/10.1101/{did}v{v}"
            prev += [(h, f"Version {v}"), (h + ".full.pdf", f"Version {v} PDF")]
            pages[h] = p.page(
                title,
                f"<h1>{escape(title)}</h1><p>Previous version.</p>{a(cur, 'View current version')}",
            )
            pages[h + ".full.pdf"] = pdf_file(title, f"v{v}")
        rel = [
            ("/content/10.1101/2024.05.02.592210v1", "Related: limb bud organoids"),
            ("/collection/developmental-biology", "Developmental Biology"),
        ]
        for h, t in rel:
            pages[h] = stub(p, t)
        main = (
            f'<div class="highwire-cite"><h1 id="page-title">{escape(title)}</h1><p>doi: '
            f"{a('http://doi.test/10.1101/' + did, 'https://doi.org/10.1101/' + did)}</p>"
            '<p class="disclaimer">This article is a preprint and has not been certified by peer review.</p></div>'
            f"{ul(links, 'pane-tabs')}<h2>Previous versions</h2>{ul(prev)}"
            f"<h2>Download citation</h2>{ul(cites)}<h2>Abstract</h2><p>We profiled.</p>"
            + references(["10.1016/j.devcel.2019.1", "10.7554/eLife.1234"])
            + f'<div id="disqus_thread">{a("http://biorxen.disqus.test/", "Comments")}</div>'
            f"<aside><h3>Related articles</h3>{ul(rel)}</aside>"
        )
        pages[cur] = p.page(title, main, head=head(), share=p.url(cur))
    return [p.site(merge(chrome_pages(p), pages))]


def _biorxiv_truth(did: str) -> frozenset[str]:
    _t, nv, supps, nid = _BX[did]
    cur = f"http://{BX}/content/10.1101/{did}v{nv}"
    out = {cur, cur + ".full", cur + ".full.pdf"}
    out |= {f"http://{BX}/content/biorxen/early/2025/01/0{nv}/{did}/DC1/embed/{s}" for s in supps}
    out |= {f"http://{BX}/highwire/citation/{nid}/{k}" for k in ("ris", "bibtext")}
    for v in range(1, nv):
        out |= {
            f"http://{BX}/content/10.1101/{did}v{v}",
            f"http://{BX}/content/10.1101/{did}v{v}.full.pdf",
        }
    return frozenset(out)


# --- arXiv-like server: the identifier is in every member URI, on two hosts ---------------

AX = "papers.quillarchive.hx38.example"
AXH = "html.quillarchive.hx38.example"
_AX = {
    "2403.01234": ("Detecting link rot in scholarly references", 1, False),
    "2405.17780": ("Scaling laws for archival crawl frontiers", 3, True),
}


def _arxiv_sites() -> list[Site]:
    p = portal(
        AX,
        "quillArchive",
        [
            ("/list/cs.DL/new", "cs.DL new"),
            ("/list/cs.DL/recent", "recent"),
            ("/help", "Help"),
            ("/about", "About"),
        ],
        [
            ("/help/license", "Copyright"),
            ("/help/policies/privacy_policy", "Privacy"),
            ("/help/web_accessibility", "Accessibility"),
        ],
        title_format="[{title}]",
    )
    html = Site(AXH)
    html.add(
        "/",
        "<!DOCTYPE html><html><head><title>quillArchive HTML papers</title></head><body><h1>HTML renderings</h1></body></html>",
    )
    pages: dict[str, PageValue] = {}
    for aid, (title, nv, anc) in _AX.items():
        hist = []
        for v in range(1, nv + 1):
            hist.append((f"/abs/{aid}v{v}", f"[v{v}] 2024-0{v}-1{v}"))
            pages[f"/abs/{aid}v{v}"] = p.page(
                f"{aid}v{v}] {title}", f"<h1>{escape(title)}</h1>{a(f'/pdf/{aid}v{v}', 'PDF')}"
            )
            pages[f"/pdf/{aid}v{v}"] = pdf_file(title, f"v{v}")
        fmt = f"/format/{aid}"
        src = (f"/src/{aid}", "Source (tar)")
        pages[src[0]] = blob("application/gzip", aid)
        anc_links = []
        if anc:
            anc_links = [
                (f"/src/{aid}v{nv}/anc/{f}", f) for f in ("results.csv", "crawler_config.yaml")
            ]
            for h, _t in anc_links:
                pages[h] = text("col1,col2\n1,2\n", "text/plain")
        pages[fmt] = p.page("Other formats", f"<h1>Other formats of {aid}</h1>{ul([src])}")
        pages[f"/pdf/{aid}"] = pdf_file(title)
        pages[f"/bibtex/{aid}"] = text(f"@misc{{q{aid},title={{{title}}}}}", "text/plain")
        hurl = f"http://{AXH}/{aid}v{nv}"
        html.add(
            f"/{aid}v{nv}",
            f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body><h1>{escape(title)}</h1>"
            f'<a href="http://{AX}/abs/{aid}">Back to abstract</a></body></html>',
        )
        access = [
            (f"/pdf/{aid}", "View PDF"),
            (hurl, "HTML (experimental)"),
            (fmt, "Other formats"),
            (f"/bibtex/{aid}", "Export BibTeX citation"),
        ]
        main = (
            f'<div id="abs"><div class="dateline">Submitted on 4 Mar 2024</div><h1 class="title">{escape(title)}</h1>'
            f'<div class="authors">{a("/a/voss_h_1", "Hanne Voss")}</div><blockquote>Abstract: We ...</blockquote>'
            f'<div class="extra-services"><h2>Access Paper:</h2>{ul(access)}'
            + (f"<h3>Ancillary files</h3>{ul(anc_links)}" if anc else "")
            + f"<h3>References &amp; Citations</h3>{ul([('http://semantic.test/', 'Semantic Scholar')])}</div>"
            f'<div class="submission-history"><h2>Submission history</h2>{ul(hist)}</div>'
            f'<div class="browse">{a("/list/cs.DL/new", "new")} | {a("/list/cs.DL/recent", "recent")}</div></div>'
        )
        pages[f"/abs/{aid}"] = p.page(f"{aid}] {title}", main, head=head())
    pages["/a/voss_h_1"] = stub(p, "Articles by Hanne Voss")
    return [p.site(merge(chrome_pages(p), pages)), html]


def _arxiv_truth(aid: str) -> frozenset[str]:
    _t, nv, anc = _AX[aid]
    u = f"http://{AX}"
    out = {
        f"{u}/abs/{aid}",
        f"{u}/pdf/{aid}",
        f"{u}/format/{aid}",
        f"{u}/src/{aid}",
        f"{u}/bibtex/{aid}",
        f"http://{AXH}/{aid}v{nv}",
    }
    for v in range(1, nv + 1):
        out |= {f"{u}/abs/{aid}v{v}", f"{u}/pdf/{aid}v{v}"}
    if anc:
        out |= {f"{u}/src/{aid}v{nv}/anc/{f}" for f in ("results.csv", "crawler_config.yaml")}
    return frozenset(out)


# --- HAL-like national open archive (French): members extend the entry URI ---------------

HAL = "hal.depotlumiere.hx38.example"
_HAL = {
    "hal-04412345": ("Les réseaux de sociabilité savante à Lyon au XVIIIe siècle", 2, ["document"]),
    "hal-03977001": (
        "Modélisation hydrologique des crues éclair en Cévennes",
        3,
        ["document", "annexe_1.zip", "video_crue.mp4"],
    ),
}


def _hal_sites() -> list[Site]:
    p = portal(
        HAL,
        "HAL Lumière - Archive ouverte",
        [
            ("/browse/domain", "Consulter par domaine"),
            ("/browse/collection", "Collections"),
            ("/submit/index", "Déposer"),
            ("/page/aide", "Aide"),
        ],
        [
            ("/page/mentions-legales", "Mentions légales"),
            ("/page/donnees-personnelles", "Données personnelles"),
            ("/page/accessibilite", "Accessibilité"),
        ],
        title_format="{title} - {name}",
    )
    pages: dict[str, PageValue] = {}
    for hid, (title, nv, files) in _HAL.items():
        b = f"/{hid}"
        flinks = []
        for f in files:
            h = f"{b}v{nv}/document" if f == "document" else f"{b}v{nv}/file/{f}"
            flinks.append((h, f"Fichier principal {f}" if f == "document" else f"Annexe : {f}"))
            pages[h] = (
                pdf_file("HAL", "texte integral") if f == "document" else blob("application/zip", f)
            )
        versions = []
        for v in range(1, nv + 1):
            versions.append((f"{b}v{v}", f"Version {v}"))
            if v < nv:
                pages[f"{b}v{v}/document"] = pdf_file("HAL", f"v{v}")
            vp = ul([(f"{b}v{v}/document", "Fichier")]) if v < nv else ul(flinks)
            pages[f"{b}v{v}"] = p.page(
                f"{title} (v{v})",
                f"<h1>{escape(title)}</h1><p>Version {v}</p>{vp}{a(b, 'Dernière version')}",
            )
        exports = [
            (f"{b}/bibtex", "BibTeX"),
            (f"{b}/tei", "TEI"),
            (f"{b}/dc", "DC"),
            (f"{b}/endnote", "EndNote"),
        ]
        for h, t in exports:
            pages[h] = text(f"{t}: {title}\n", "text/plain; charset=utf-8")
        coll = [("/ENS-LUMIERE", "ENS-LUMIERE"), ("/SHS-LYON", "SHS-LYON")]
        for h, t in coll:
            pages[h] = stub(p, f"Collection {t}")
        pages["/search/index/?q=auteur"] = stub(p, "Recherche")
        main = (
            f'<div class="row"><h1>{escape(title)}</h1><p>{a("/search/index/?q=auteur", "Camille Rostand")}</p>'
            f"<p>Identifiant : {hid}, version {nv}</p><h2>Fichiers</h2>{ul(flinks)}"
            f"<h2>Versions</h2>{ul(versions)}<h2>Exporter</h2>{ul(exports)}"
            f"<h2>Collections</h2>{ul(coll)}"
            + references(["10.3406/hes.1999.2", "10.4000/dhs.1234"])
            + "</div>"
        )
        pages[b] = p.page(title, main, head=head(), share=p.url(b))
    return [p.site(merge(chrome_pages(p), pages))]


def _hal_truth(hid: str) -> frozenset[str]:
    _t, nv, files = _HAL[hid]
    b = f"http://{HAL}/{hid}"
    out = {b} | {f"{b}/{e}" for e in ("bibtex", "tei", "dc", "endnote")}
    out |= {f"{b}v{v}" for v in range(1, nv + 1)} | {f"{b}v{v}/document" for v in range(1, nv + 1)}
    out |= {f"{b}v{nv}/file/{f}" for f in files if f != "document"}
    return frozenset(out)


CASES = [
    # OPS: versions and galleys sit on sibling paths (/preprint/view/ID/version/PUB,
    # /preprint/download/ID/GALLEY) that all carry the submission id but not the entry URI:
    # the GBIF shape -> Significant String from URI.
    Case(
        "ops-preprint",
        "PKP preprint server (two versions)",
        "preprint",
        "sig_uri",
        f"http://{OPS}{OJ}/preprint/view/13871",
        _ops_truth("13871"),
        _ops_sites,
        others=frozenset({f"http://{OPS}{OJ}/preprint/view/13899"}),
    ),
    Case(
        "ops-preprint-versions",
        "PKP preprint server (three versions, each with a galley)",
        "preprint",
        "sig_uri",
        f"http://{OPS}{OJ}/preprint/view/15204",
        _ops_truth("15204"),
        _ops_sites,
        others=frozenset({f"http://{OPS}{OJ}/preprint/view/15232"}),
    ),
    # bioRxiv-like: the seed's own bioRxiv row, Single Hop -> Single Page+ with Ignores;
    # previous versions, PDF, supplements and citation files are linked from the landing.
    Case(
        "biorxiv-v2",
        "bioRxiv-like preprint server (second version)",
        "preprint",
        "single_page_plus_ignored",
        f"http://{BX}/content/10.1101/2024.03.11.584412v2",
        _biorxiv_truth("2024.03.11.584412"),
        _biorxiv_sites,
        others=frozenset({f"http://{BX}/content/10.1101/2024.05.02.592210v1"}),
    ),
    Case(
        "biorxiv-v3",
        "bioRxiv-like preprint server (third version, three supplements)",
        "preprint",
        "single_page_plus_ignored",
        f"http://{BX}/content/10.1101/2025.02.20.639870v3",
        _biorxiv_truth("2025.02.20.639870"),
        _biorxiv_sites,
        others=frozenset({f"http://{BX}/content/10.1101/2024.05.02.592210v1"}),
    ),
    # arXiv-like: /abs/ID, /pdf/IDvN, /format/ID, /src/ID and the HTML host all carry the
    # identifier -> Significant String from URI (two hops: /format/ links the source).
    Case(
        "arxiv-abs",
        "arXiv-like preprint server (single version)",
        "preprint",
        "sig_uri",
        f"http://{AX}/abs/2403.01234",
        _arxiv_truth("2403.01234"),
        _arxiv_sites,
    ),
    Case(
        "arxiv-abs-versions",
        "arXiv-like preprint server (three versions and ancillary files)",
        "preprint",
        "sig_uri",
        f"http://{AX}/abs/2405.17780",
        _arxiv_truth("2405.17780"),
        _arxiv_sites,
    ),
    # HAL-like: /hal-ID, /hal-IDvN, /hal-IDvN/document, /hal-ID/bibtex all extend the
    # entry URI; versions link their own files (two hops) -> Path-Based.
    Case(
        "hal-deposit",
        "HAL-like open archive (two versions)",
        "preprint",
        "path_based",
        f"http://{HAL}/hal-04412345",
        _hal_truth("hal-04412345"),
        _hal_sites,
    ),
    Case(
        "hal-deposit-annexes",
        "HAL-like open archive (three versions and annexes)",
        "preprint",
        "path_based",
        f"http://{HAL}/hal-03977001",
        _hal_truth("hal-03977001"),
        _hal_sites,
    ),
]
