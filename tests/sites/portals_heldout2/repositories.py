"""Institutional and general repositories: InvenioRDM, legacy Invenio v3, DSpace 7, DSpace 6
XMLUI, EPrints 3, Figshare for institutions, Hyku/Hyrax.

Heuristics (seed's table): Zenodo and Figshare are "Single Hop / Single Page+ with Ignores",
and so are SSRN and bioRxiv; DSpace, EPrints and Hyku are not in the table, but an item there
is the same thing as a Zenodo record or an SSRN paper (a landing page with its files and
metadata exports one hop away), so they get `single_page_plus_ignored` too.  One DSpace 7.6
item advertises its boundary in Signposting `Link` headers (DSpace >= 7.6 does so natively);
the seed names Signposting as the machine-friendly way of declaring the boundary, so that
case expects `signposting` (the case I am least sure about; see the final report).

Truth reasoning, per case:
- invrdm-dataset / invrdm-legacy-id: landing page, each file's download and preview, the
  "download all" archive and the metadata exports.  Not: communities, subject searches,
  other versions (separate records with their own DOIs), usage statistics, other records.
  The legacy `/record/<n>` entry 301-redirects to `/records/<id>` (as Zenodo does since its
  move to InvenioRDM), so the landing page is in the truth and the entry is not.
- invenio3-software: landing, file download and preview, the export formats (BibTeX,
  DataCite, Dublin Core, JSON).  Not the older version (`/record/<n-1>`), communities.
- dspace7-thesis: DSpace 7 item via its handle (which redirects to /items/<uuid>); truth is
  the item page, the "full item record" page and the bitstream downloads.  Not the
  collection, community, browse-by pages or the handle resolver.
- dspace76-signposted: same plus the Signposting describedby metadata and linkset.
- xmlui-report: DSpace 6 XMLUI; entry is a handle.net-style resolver URL on its own host that
  redirects; truth = item page, full record, PDF and licence bitstreams (the licence text
  is part of the deposit).  Not statistics, collection, browse.
- eprints-article / eprints-conference: abstract page, documents (main text, supplement),
  the export formats linked from the page.  `/id/eprint/<n>` redirects to `/<n>/`.  Not the
  view-by-creator/subject/year pages, the staff edit link, related eprints.
- figshare-inst-dataset: landing, each file on the separate download host, the
  "download all" archive.  Not author pages, categories, tags, collections.  Soft 404.
- hyku-work: work page, its file-set pages, the downloads, the citation page and RDF
  serialisations of the work.  Not collections, the depositor profile, facets.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case
from sites.portals_heldout2._chrome import (
    CC_BY,
    SOCIAL,
    Skin,
    a,
    csv_file,
    data,
    pdf_file,
    share_bar,
    ul,
    zip_file,
)

# --------------------------------------------------------------------------- InvenioRDM
RDM = Skin(
    host="repository.lakeside-college.example",
    name="Lakeside Research Repository",
    nav=(("/communities", "Communities"), ("/search", "Records"), ("/help/faq", "Help")),
    footer=(
        ("/help/terms", "Terms of use"),
        ("/help/privacy-policy", "Privacy policy"),
        ("/help/statistics", "Usage statistics"),
        ("https://inveniosoftware.org", "Powered by InvenioRDM"),
        *SOCIAL,
    ),
    title=lambda t: f"{t} | Lakeside Research Repository",
    layout="app",
    login=(("/login/?next=%2F", "Log in"), ("/signup/", "Sign up")),
    assets=(
        "/static/dist/css/theme.3f2a.css",
        "/static/dist/js/base.91ce.js",
        "/static/images/lrr.png",
    ),
    home_title="Lakeside Research Repository",
    home_body=(
        "<h1>Lakeside Research Repository</h1><h2>Recent uploads</h2>"
        + ul(
            [
                ("/records/k3p9r-7xw21", "Lake Varne sediment cores, 2018–2022"),
                ("/records/d8vq0-ma5t2", "Trail counter data for Lakeside commons"),
            ]
        )
        + a("/communities/lakeside-hydrology", "Featured community: Hydrology")
    ),
)
RDM_A = "k3p9r-7xw21"
RDM_B = "d8vq0-ma5t2"


def _rdm_record(rid: str, title: str, files: list[tuple[str, str]], other: str) -> dict:
    base = f"/records/{rid}"
    pages: dict = {}
    rows = ""
    for name, ctype in files:
        rows += (
            f"<tr><td>{escape(name)}</td><td>"
            f"{a(f'{base}/preview/{name}', 'Preview')} "
            f"{a(f'{base}/files/{name}?download=1', 'Download')}</td></tr>"
        )
        body = csv_file("depth_cm,value", "1,0.4") if ctype == "csv" else pdf_file(title, name)
        pages[f"{base}/files/{name}?download=1"] = body
        pages[f"{base}/files/{name}"] = body
        pages[f"{base}/preview/{name}"] = RDM.page(
            name, f"<h1>{escape(name)}</h1><p>Preview of a file of {escape(title)}.</p>"
        )
    pages[f"{base}/files-archive"] = zip_file(title)
    exports = ""
    for fmt, label, ctype in (
        ("json", "JSON", "application/json"),
        ("datacite-xml", "DataCite XML", "application/xml"),
        ("bibtex", "BibTeX", "text/plain"),
        ("dcat-ap", "DCAT", "application/rdf+xml"),
    ):
        exports += f"<li>{a(f'{base}/export/{fmt}', label)}</li>"
        pages[f"{base}/export/{fmt}"] = data(f'{{"title": "{title}", "id": "{rid}"}}', ctype)
    main = f"""<section id="record-info"><span class="badge">Published March 14, 2024</span>
<span class="badge">Version v1.2</span><span class="badge">Dataset</span>
<span class="badge">{a("https://creativecommons.org/licenses/by/4.0/", "Open")}</span></section>
<h1 id="record-title">{escape(title)}</h1>
<section id="creatibutors"><span>{a("https://orcid.org/0000-0002-1825-0097", "Okafor, Chidi")}</span>
<span>{a("https://orcid.org/0000-0001-5109-3700", "Lindqvist, Maja")}</span>
<span class="affil">Lakeside College</span></section>
<section id="description"><p>Sediment records and laboratory measurements. See also the
associated article {a("https://doi.org/10.1016/j.quascirev.2023.108111", "doi:10.1016/j.quascirev.2023.108111")}.</p></section>
<section id="record-files"><h2>Files</h2><table>{rows}</table>
{a(f"{base}/files-archive", "Download all")}</section>
<section id="subjects"><h3>Keywords and subjects</h3>
{a('/search?q=metadata.subjects.subject:"paleolimnology"', "paleolimnology")}
{a('/search?q=metadata.subjects.subject:"sediment"', "sediment")}</section>
<aside><h3>Versions</h3>{ul([(base, "Version v1.2 (current)"), ("/search?q=parent.id:7rw2c-qq019&f=allversions:true", "View all 3 versions")])}
<h3>Communities</h3>{ul([("/communities/lakeside-hydrology", "Lakeside Hydrology")])}
<h3>Details</h3><p>DOI {a("https://doi.org/10.5555/lrr." + rid, "10.5555/lrr." + rid)}</p>
<h3>Export</h3><ul>{exports}</ul>
<h3>Statistics</h3><p>{a("/help/statistics", "More info on how stats are collected.")}</p>
<h3>Related</h3>{ul([(f"/records/{other}", "Another record from this community")])}</aside>
{share_bar(RDM.url(base), title)}"""
    pages[base] = RDM.page(title, main)
    return pages


def _rdm_pages() -> dict:
    pages = {
        **_rdm_record(
            RDM_A,
            "Lake Varne sediment cores, 2018–2022",
            [("varne_cores.csv", "csv"), ("methods.pdf", "pdf")],
            RDM_B,
        ),
        **_rdm_record(
            RDM_B, "Trail counter data for Lakeside commons", [("counts_2023.csv", "csv")], RDM_A
        ),
        "/record/4821": Response.redirect(RDM.url(f"/records/{RDM_B}"), 301),
        "/communities": RDM.page(
            "Communities", ul([("/communities/lakeside-hydrology", "Hydrology")])
        ),
        "/communities/lakeside-hydrology": RDM.page(
            "Lakeside Hydrology", ul([(f"/records/{RDM_A}", "Lake Varne sediment cores")])
        ),
        "/search": RDM.page("Search", "<h1>Search records</h1>"),
        "/help/faq": RDM.page("FAQ", "<h1>FAQ</h1>"),
        "/help/terms": RDM.page("Terms of use", "<h1>Terms</h1>"),
        "/help/privacy-policy": RDM.page("Privacy policy", "<h1>Privacy</h1>"),
        "/help/statistics": RDM.page("Statistics", "<h1>Statistics</h1>"),
        "/login/": RDM.page("Log in", "<form method=post><input name=email></form>"),
        "/signup/": RDM.page("Sign up", "<form method=post><input name=email></form>"),
    }
    return pages


def build_rdm() -> list[Site]:
    return [RDM.site(_rdm_pages())]


def _rdm_truth(rid: str, files: list[str]) -> frozenset[str]:
    b = RDM.url(f"/records/{rid}")
    uris = {b, f"{b}/files-archive"}
    for f in files:
        uris |= {f"{b}/files/{f}?download=1", f"{b}/preview/{f}"}
    for fmt in ("json", "datacite-xml", "bibtex", "dcat-ap"):
        uris.add(f"{b}/export/{fmt}")
    return frozenset(uris)


# ------------------------------------------------------------------------ Invenio v3 legacy
INV3 = Skin(
    host="data.kestrel-institute.example",
    name="Kestrel Data Archive",
    nav=(("/search", "Search"), ("/communities/", "Communities"), ("/deposit", "Upload")),
    footer=(
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/contact", "Contact"),
        ("/support", "Support"),
        ("https://github.com/kestrel-data", "GitHub"),
    ),
    title=lambda t: f"{t} | Kestrel Data Archive",
    layout="bootstrap",
    login=(("/login/?next=%2F", "Log in"), ("/signup/", "Sign up")),
    assets=("/static/gen/kestrel.8812.css", "/static/gen/kestrel.4f0a.js", "/static/img/logo.png"),
    home_body="<h1>Kestrel Data Archive</h1><h3>Recent uploads</h3>"
    + ul([("/record/1184", "birdsong-segmenter: v2.1.0"), ("/record/1090", "Raptor survey 2016")]),
)


def _inv3_pages() -> dict:
    title = "birdsong-segmenter: v2.1.0"
    base = "/record/1184"
    fname = "kestrel-birdsong-segmenter-v2.1.0.zip"
    exports = [
        ("hx", "BibTeX"),
        ("dcite4", "DataCite XML"),
        ("xd", "Dublin Core"),
        ("json", "JSON"),
    ]
    main = f"""<div class="row"><div class="col-md-8">
<p><span class="label label-info">July 2, 2019</span> <span class="label label-default">Software</span>
<span class="label label-success">Open Access</span></p>
<h1>{escape(title)}</h1><p>{a("/search?q=creators.name:%22Moreau,%20Elise%22", "Moreau, Elise")};
{a("/search?q=creators.name:%22Tanaka,%20Ren%22", "Tanaka, Ren")}</p>
<p>Segment field recordings of bird song into syllables. Release notes on
{a("https://github.com/kestrel-data/birdsong-segmenter/tree/v2.1.0", "GitHub")}.</p>
<div class="panel"><h3>Files</h3><table><tr><td>{a(f"{base}/files/{fname}", fname)}</td>
<td>{a(f"{base}/preview/{fname}", "Preview")} {a(f"{base}/files/{fname}?download=1", "Download")}</td></tr></table></div>
</div><div class="col-md-4"><div class="well"><a href="https://doi.org/10.5555/kda.1184">DOI 10.5555/kda.1184</a></div>
<h4>Versions</h4>{ul([(base, "Version 2.1.0"), ("/record/1090", "Raptor survey 2016"), ("/search?q=conceptrecid:%221183%22&all_versions=True", "See all versions")])}
<h4>Communities</h4>{ul([("/communities/kestrel-ornithology/", "Kestrel Ornithology")])}
<h4>Export</h4><p>{" ".join(a(f"{base}/export/{c}", n) for c, n in exports)}</p>
<h4>Share</h4>{share_bar(INV3.url(base), title)}</div></div>"""
    pages: dict = {base: INV3.page(title, main)}
    pages[f"{base}/files/{fname}"] = zip_file(fname)
    pages[f"{base}/files/{fname}?download=1"] = zip_file(fname)
    pages[f"{base}/preview/{fname}"] = INV3.page(
        fname, f"<h1>{fname}</h1><pre>birdsong_segmenter/__init__.py</pre>"
    )
    for c, _ in exports:
        pages[f"{base}/export/{c}"] = INV3.page(
            f"{title} export", f"<pre>@software{{kda1184, title={{{title}}}}}</pre>"
        )
    pages["/record/1090"] = INV3.page("Raptor survey 2016", "<h1>Raptor survey 2016</h1>")
    pages["/communities/kestrel-ornithology/"] = INV3.page(
        "Kestrel Ornithology", "<h1>Community</h1>"
    )
    for p in (
        "/search",
        "/communities/",
        "/deposit",
        "/about",
        "/policies",
        "/contact",
        "/support",
    ):
        pages[p] = INV3.page(p.strip("/").title() or "Page", f"<h1>{p}</h1>")
    return pages


def build_inv3() -> list[Site]:
    return [INV3.site(_inv3_pages())]


def _inv3_truth() -> frozenset[str]:
    b = INV3.url("/record/1184")
    f = "kestrel-birdsong-segmenter-v2.1.0.zip"
    return frozenset(
        {b, f"{b}/files/{f}", f"{b}/files/{f}?download=1", f"{b}/preview/{f}"}
        | {f"{b}/export/{c}" for c in ("hx", "dcite4", "xd", "json")}
    )


# ---------------------------------------------------------------------------- DSpace 7
def _ds7_skin(host: str, name: str) -> Skin:
    return Skin(
        host=host,
        name=name,
        nav=(
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "By Author"),
            ("/browse/title", "By Title"),
            ("/browse/subject", "By Subject"),
            ("/statistics", "Statistics"),
        ),
        footer=(
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/privacy", "Privacy Policy"),
            ("/info/feedback", "Send Feedback"),
            ("https://www.lyrasis.org/", "Hosted by LYRASIS"),
        ),
        title=lambda t: t,
        layout="app",
        search="/search",
        search_param="query",
        login=(("/login", "Log In"),),
        assets=("/styles.4ba2c1.css", "/main.77e0fd.js", "/assets/images/logo.svg"),
        home_title=f"{name} :: Home",
        soft_404=False,
        not_found_title="Page not found",
    )


DS7 = _ds7_skin("scholar.riverbend-univ.example", "Riverbend ScholarWorks")
DS76 = _ds7_skin("openaccess.marlow-tech.example", "Marlow Open Access")
DS7_ITEM = "6f1c2d0e-9a41-4b7d-8e3f-2a5c9b7d1e04"
DS7_BITS = ("0b7a4c11-2f9e-4d3a-9c55-81e2f0a6b3d7", "c3e9d8a2-77b1-4f20-a6d4-5e1b2c3d4f56")
DS76_ITEM = "a90e77f3-1c2b-4e8d-b5a6-0f9e8d7c6b5a"
DS76_BITS = ("5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a",)


def _ds7_item(skin: Skin, uuid: str, handle: str, title: str, bits, signposting: bool) -> dict:
    base = f"/items/{uuid}"
    files = ""
    pages: dict = {}
    names = ["thesis_final.pdf", "appendix_data.xlsx"]
    for b, name in zip(bits, names, strict=False):
        files += f'<div class="file-section">{a(f"/bitstreams/{b}/download", name)} ({name.split(".")[-1].upper()})</div>'
        pages[f"/bitstreams/{b}/download"] = pdf_file(title, name)
    meta = f"""<h1 class="item-page-title-field">{escape(title)}</h1>
<ds-item-page-file-section><h5>Files</h5>{files}</ds-item-page-file-section>
<div><h5>Date</h5>2023-05</div><div><h5>Authors</h5>{a("/browse/author?value=Achterberg,%20Noor", "Achterberg, Noor")}</div>
<div><h5>Subject</h5>{a("/browse/subject?value=coastal%20erosion", "coastal erosion")} {a("/browse/subject?value=remote%20sensing", "remote sensing")}</div>
<div><h5>URI</h5>{a(f"http://hdl.handle.net/{handle}", f"http://hdl.handle.net/{handle}")}</div>
<div><h5>Collections</h5>{a("/collections/2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b", "Theses and Dissertations")}</div>"""
    pages[base] = Response.html(
        skin.page(
            title,
            meta
            + f"<p>{a(f'{base}/full', 'Full item page')}</p>"
            + share_bar(skin.url(base), title),
        ),
        headers=_signposting(skin, uuid, bits) if signposting else [],
    )
    pages[f"{base}/full"] = skin.page(
        title,
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr>"
        f"<tr><td>dc.contributor.author</td><td>Achterberg, Noor</td></tr></table>{files}"
        f"<p>{a(base, 'Simple item page')}</p>",
    )
    pages[f"/handle/{handle}"] = Response.redirect(skin.url(base), 301)
    if signposting:
        pages[f"/signposting/describedby/{uuid}"] = data(
            f"<resource><titles><title>{escape(title)}</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        )
        pages[f"/signposting/linksets/{uuid}"] = data(
            f'<{skin.url(base)}> ; rel="describedby"', "application/linkset"
        )
    return pages


def _signposting(skin: Skin, uuid: str, bits) -> list[tuple[str, str]]:
    links = [
        f'<https://doi.org/10.5555/mta.{uuid[:8]}> ; rel="cite-as"',
        '<https://orcid.org/0000-0003-1415-9269> ; rel="author"',
        f'<{skin.url(f"/signposting/describedby/{uuid}")}> ; rel="describedby" ; '
        'type="application/vnd.datacite.datacite+xml"',
        f'<{skin.url(f"/signposting/linksets/{uuid}")}> ; rel="linkset" ; type="application/linkset"',
        '<https://schema.org/ScholarlyArticle> ; rel="type"',
        '<https://creativecommons.org/licenses/by/4.0/> ; rel="license"',
    ]
    links += [
        f'<{skin.url(f"/bitstreams/{b}/download")}> ; rel="item" ; type="application/pdf"'
        for b in bits
    ]
    return [("Link", " , ".join(links))]


def _ds7_common(skin: Skin) -> dict:
    pages: dict = {}
    for p in (
        "/community-list",
        "/browse/dateissued",
        "/browse/author",
        "/browse/title",
        "/browse/subject",
        "/statistics",
        "/info/end-user-agreement",
        "/info/privacy",
        "/info/feedback",
        "/login",
        "/search",
        "/collections/2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b",
    ):
        pages[p] = skin.page(p.rsplit("/", 1)[-1].replace("-", " ").title(), f"<h1>{p}</h1>")
    return pages


def build_ds7() -> list[Site]:
    pages = _ds7_common(DS7) | _ds7_item(
        DS7,
        DS7_ITEM,
        "10125/88231",
        "Shoreline retreat on the Riverbend delta from Landsat archives",
        DS7_BITS,
        False,
    )
    return [DS7.site(pages)]


def build_ds76() -> list[Site]:
    pages = _ds7_common(DS76) | _ds7_item(
        DS76,
        DS76_ITEM,
        "20.500.14322/517",
        "Low-cost sensors for estuarine salinity monitoring",
        DS76_BITS,
        True,
    )
    return [DS76.site(pages)]


def _ds7_truth(skin: Skin, uuid: str, bits, signposting: bool) -> frozenset[str]:
    uris = {skin.url(f"/items/{uuid}"), skin.url(f"/items/{uuid}/full")}
    uris |= {skin.url(f"/bitstreams/{b}/download") for b in bits}
    if signposting:
        uris |= {
            skin.url(f"/signposting/describedby/{uuid}"),
            skin.url(f"/signposting/linksets/{uuid}"),
        }
    return frozenset(uris)


# -------------------------------------------------------------------------- DSpace 6 XMLUI
XMLUI = Skin(
    host="dspace.harbourview.example",
    name="Harbourview Digital Repository",
    nav=(
        ("/xmlui/community-list", "Communities & Collections"),
        ("/xmlui/browse?type=dateissued", "By Issue Date"),
        ("/xmlui/browse?type=author", "Authors"),
        ("/xmlui/browse?type=title", "Titles"),
        ("/xmlui/browse?type=subject", "Subjects"),
    ),
    footer=(
        ("/xmlui/contact", "Contact Us"),
        ("/xmlui/feedback", "Send Feedback"),
        ("http://www.dspace.org/", "DSpace software"),
    ),
    title=lambda t: f"Harbourview Digital Repository: {t}",
    layout="sidebar",
    search="/xmlui/discover",
    search_param="query",
    login=(("/xmlui/login", "Login"), ("/xmlui/register", "Register")),
    assets=(
        "/xmlui/themes/Mirage2/styles/main.css",
        "/xmlui/themes/Mirage2/scripts/theme.js",
        "/xmlui/themes/Mirage2/images/logo.png",
    ),
    home_title="Harbourview Digital Repository: Home",
)
XH = "1885/4410"


def build_xmlui() -> list[Site]:
    title = "Ballast water exchange compliance in the Harbourview port, 2010–2015"
    base = f"/xmlui/handle/{XH}"
    pdfu = f"/xmlui/bitstream/handle/{XH}/TechReport_2016_07.pdf?sequence=1&isAllowed=y"
    lic = f"/xmlui/bitstream/handle/{XH}/license.txt?sequence=2&isAllowed=y"
    body = f"""<h2 class="page-header first-page-header">{escape(title)}</h2>
<div class="item-page-field-wrapper"><h5>View/Open</h5>{a(pdfu, "TechReport_2016_07.pdf (1.2Mb)")}</div>
<div><h5>Date</h5>2016-07</div><div><h5>Author</h5>{a("/xmlui/browse?type=author&value=Kowalczyk%2C+Irena", "Kowalczyk, Irena")}</div>
<div><h5>Metadata</h5>{a(f"{base}?show=full", "Show full item record")}</div>
<div><h5>URI</h5>{a("http://hdl.harbourview.example/" + XH, "http://hdl.harbourview.example/" + XH)}</div>
<div><h5>Collections</h5>{ul([("/xmlui/handle/1885/12", "Technical Reports")])}</div>
<div><h5>Statistics</h5>{a(f"{base}/statistics", "View Usage Statistics")}</div>"""
    full = f"""<h2>{escape(title)}</h2><table class="ds-includeSet-table"><tr><td>dc.title</td><td>{escape(title)}</td></tr>
<tr><td>dc.contributor.author</td><td>Kowalczyk, Irena</td></tr></table>
<h4>Files in this item</h4>{ul([(pdfu, "TechReport_2016_07.pdf")])}
<h4>License bundle</h4>{ul([(lic, "license.txt")])}{a(base, "Show simple item record")}"""
    pages = {
        base: XMLUI.page(title, body),
        f"{base}?show=full": XMLUI.page(title, full),
        pdfu: pdf_file(title, "Technical report 2016/07"),
        lic: data(
            "NOTE: PLACE YOUR OWN LICENSE HERE\nThis sample license is provided for informational purposes only.\n",
            "text/plain",
        ),
        f"{base}/statistics": XMLUI.page("Statistics", "<h1>Total visits</h1>"),
        "/xmlui/handle/1885/12": XMLUI.page("Technical Reports", "<h1>Technical Reports</h1>"),
        "/xmlui": Response.redirect(XMLUI.url("/"), 302),
    }
    for p in (
        "/xmlui/community-list",
        "/xmlui/browse",
        "/xmlui/contact",
        "/xmlui/feedback",
        "/xmlui/login",
        "/xmlui/register",
        "/xmlui/discover",
    ):
        pages[p] = XMLUI.page(p.rsplit("/", 1)[-1].title(), f"<h1>{p}</h1>")
    resolver = Site("hdl.harbourview.example")
    resolver.add(f"/{XH}", Response.redirect(XMLUI.url(base), 302))
    resolver.add(
        "/", "<html><title>Handle resolver</title><form action=/><input name=hdl></form></html>"
    )
    return [XMLUI.site(pages), resolver]


# ----------------------------------------------------------------------------- EPrints 3
EP = Skin(
    host="eprints.northmoor.example",
    name="Northmoor Research Online",
    nav=(
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/view/year/", "Browse by Year"),
        ("/view/subjects/", "Browse by Subject"),
        ("/view/divisions/", "Browse by Division"),
        ("/view/creators/", "Browse by Author"),
    ),
    footer=(
        ("/policies.html", "Repository policies"),
        ("/accessibility.html", "Accessibility"),
        ("http://eprints.org/software/", "EPrints 3.4"),
        ("/cgi/latest_tool?output=RSS2", "RSS 2.0"),
    ),
    title=lambda t: f"{t} - Northmoor Research Online",
    layout="plain",
    search="/cgi/search/simple",
    login=(("/cgi/users/home", "Login"), ("/cgi/register", "Create Account")),
    assets=("/style/auto.css", "/javascript/auto.js", "/images/sitelogo.png"),
    home_title="Welcome to Northmoor Research Online - Northmoor Research Online",
    home_body="<h1>Welcome</h1><h2>Latest additions</h2>"
    + ul([("/5521/", "Peatland carbon flux"), ("/6032/", "Drainage ditch blocking")]),
)


def _ep_item(n: int, title: str, docs: list[tuple[int, str]], related: int) -> dict:
    base = f"/{n}/"
    doc_html = ""
    pages: dict = {}
    for pos, fname in docs:
        url = f"/{n}/{pos}/{fname}"
        doc_html += f'<div class="ep_summary_page_document">{a(url, fname)} - Accepted Version<br>Available under License {a(CC_BY[0], CC_BY[1])}.</div>'
        pages[url] = pdf_file(title, fname) if fname.endswith(".pdf") else zip_file(fname)
    exports = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("EndNote", "enw")]
    ex = ""
    for fmt, ext in exports:
        url = f"/cgi/export/eprint/{n}/{fmt}/northmoor-eprint-{n}.{ext}"
        ex += f'<option value="{url}">{fmt}</option>'
        pages[url] = data(f"TY  - JOUR\nTI  - {title}\nER  -\n", "text/plain; charset=utf-8")
    # EPrints renders the export widget as a form; the links are also given as plain anchors
    ex_links = " ".join(
        a(f"/cgi/export/eprint/{n}/{fmt}/northmoor-eprint-{n}.{ext}", fmt) for fmt, ext in exports
    )
    body = f"""<h1 class="ep_tm_pagetitle">{escape(title)}</h1>
<p>{a("/view/creators/Hale=3AJoanna=3A=3A.html", "Hale, Joanna")} and {a("/view/creators/Osei=3AKwame=3A=3A.html", "Osei, Kwame")} (2022)
<em>{escape(title)}.</em> Journal of Upland Ecology, 14 (3). pp. 211-229.</p>{doc_html}
<p>Official URL: {a("https://doi.org/10.5555/jue.2022.0311", "https://doi.org/10.5555/jue.2022.0311")}</p>
<h2>Abstract</h2><p>We measured fluxes across restored and degraded sites.</p>
<table><tr><th>Item Type:</th><td>Article</td></tr>
<tr><th>Subjects:</th><td>{a("/view/subjects/QH.html", "Q Science &gt; QH Natural history")}</td></tr>
<tr><th>Divisions:</th><td>{a("/view/divisions/geog/", "Department of Geography")}</td></tr>
<tr><th>Related:</th><td>{a(f"/{related}/", "Companion paper")}</td></tr>
<tr><th>URI:</th><td>{a(f"/id/eprint/{n}", EP.url(f"/id/eprint/{n}"))}</td></tr></table>
<form method="get" action="/cgi/export_redirect"><select name="format">{ex}</select><button>Export</button></form>
<p>Export as: {ex_links}</p>
<h3>Actions (login required)</h3>{a(f"/cgi/users/home?screen=EPrint::View&eprintid={n}", "View Item")}"""
    pages[base] = EP.page(title, body)
    pages[f"/id/eprint/{n}"] = Response.redirect(EP.url(base), 303)
    return pages


def build_ep() -> list[Site]:
    pages = _ep_item(
        5521,
        "Peatland carbon flux after rewetting: a three-year eddy covariance study",
        [(1, "Hale_Osei_2022_peatland_AAM.pdf"), (7, "supplementary_flux_data.zip")],
        6032,
    ) | _ep_item(
        6032,
        "Drainage ditch blocking and water table recovery in blanket bog",
        [(2, "ditch_blocking_conference_paper.pdf")],
        5521,
    )
    for p in (
        "/information.html",
        "/view/",
        "/view/year/",
        "/view/subjects/",
        "/view/divisions/",
        "/view/creators/",
        "/view/subjects/QH.html",
        "/view/divisions/geog/",
        "/policies.html",
        "/accessibility.html",
        "/cgi/users/home",
        "/cgi/register",
        "/cgi/search/simple",
        "/view/creators/Hale=3AJoanna=3A=3A.html",
        "/view/creators/Osei=3AKwame=3A=3A.html",
    ):
        pages[p] = EP.page(p.strip("/").split("/")[-1] or "Browse", f"<h1>{escape(p)}</h1>")
    return [EP.site(pages)]


def _ep_truth(n: int, docs: list[str]) -> frozenset[str]:
    uris = {EP.url(f"/{n}/")} | {EP.url(f"/{n}/{d}") for d in docs}
    uris |= {
        EP.url(f"/cgi/export/eprint/{n}/{fmt}/northmoor-eprint-{n}.{ext}")
        for fmt, ext in (("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("EndNote", "enw"))
    }
    return frozenset(uris)


# --------------------------------------------------------------- Figshare for institutions
FS = Skin(
    host="oakridgepoly.figshare-institutions.example",
    name="Oakridge Polytechnic Figshare",
    nav=(
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/collections", "Collections"),
        ("/projects", "Projects"),
    ),
    footer=(
        ("https://knowledge.figshare.example/", "Help"),
        ("/about", "About Oakridge Research Data"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("https://twitter.com/figshare", "Twitter"),
    ),
    title=lambda t: f"{t} – Oakridge Polytechnic – Figshare",
    layout="app",
    login=(("/account/login", "Log in"),),
    assets=("/static/app.5e2c.css", "/static/vendor.11ab.js", "/static/oakridge-logo.png"),
    home_title="Oakridge Polytechnic – Figshare",
    home_body="<h1>Research data at Oakridge</h1><h2>Featured</h2>"
    + ul(
        [
            (
                "/articles/dataset/Soil_moisture_transects_2019_2021/24681357",
                "Soil moisture transects 2019–2021",
            )
        ]
    ),
    soft_404=True,
)
FS_DL = "ndownloader.figshare-institutions.example"


def build_fs() -> list[Site]:
    title = "Soil moisture transects 2019–2021"
    base = "/articles/dataset/Soil_moisture_transects_2019_2021/24681357"
    files = [
        ("43355210", "transects_2019.csv"),
        ("43355213", "transects_2020_2021.csv"),
        ("43355219", "README.txt"),
    ]
    rows = "".join(
        f"<li>{escape(n)} {a(f'http://{FS_DL}/files/{i}', 'Download')}</li>" for i, n in files
    )
    body = f"""<h1>{escape(title)}</h1><p>Dataset posted on 2023-11-08, 14:02 authored by
{a("/authors/Priya_Raman/14822031", "Priya Raman")}, {a("/authors/Tomas_Benes/14822044", "Tomáš Beneš")}</p>
<ul class="files">{rows}</ul>{a(f"http://{FS_DL}/articles/24681357/versions/1", "Download all (2.31 MB)")}
<p>Cite: Raman, Priya; Beneš, Tomáš (2023). {escape(title)}. Oakridge Polytechnic. Dataset.
{a("https://doi.org/10.5555/oakridge.24681357.v1", "https://doi.org/10.5555/oakridge.24681357.v1")}</p>
<h3>Categories</h3>{ul([("/categories/Environmental_sciences/25", "Environmental sciences"), ("/categories/Soil_sciences/417", "Soil sciences")])}
<h3>Keywords</h3>{a("/search?q=:keyword:%20%22soil%20moisture%22", "soil moisture")} {a("/search?q=:keyword:%20%22TDR%22", "TDR")}
<h3>Licence</h3>{a(CC_BY[0], CC_BY[1])}
<h3>Collections</h3>{a("/collections/Oakridge_field_station/6880122", "Oakridge field station")}
<h3>Related items</h3>{ul([("/articles/dataset/Rain_gauge_network/24500011", "Rain gauge network"), ("https://doi.org/10.5555/jhm.2024.77", "Published article")])}
<h3>Usage</h3><p>Views and downloads</p>{share_bar(FS.url(base), title)}"""
    pages = {
        base: FS.page(title, body),
        "/articles/dataset/Rain_gauge_network/24500011": FS.page(
            "Rain gauge network", "<h1>Rain gauge network</h1>"
        ),
        "/authors/Priya_Raman/14822031": FS.page("Priya Raman", "<h1>Priya Raman</h1>"),
        "/authors/Tomas_Benes/14822044": FS.page("Tomáš Beneš", "<h1>Tomáš Beneš</h1>"),
        "/collections/Oakridge_field_station/6880122": FS.page(
            "Oakridge field station", "<h1>Collection</h1>"
        ),
    }
    dl = Site(FS_DL)
    for i, n in files:
        dl.add(
            f"/files/{i}",
            csv_file("station,theta", "T1,0.31")
            if n.endswith(".csv")
            else data("README\n", "text/plain"),
        )
    dl.add("/articles/24681357/versions/1", zip_file(title))
    return [FS.site(pages), dl]


FS_TRUTH = frozenset(
    {
        FS.url("/articles/dataset/Soil_moisture_transects_2019_2021/24681357"),
        f"http://{FS_DL}/files/43355210",
        f"http://{FS_DL}/files/43355213",
        f"http://{FS_DL}/files/43355219",
        f"http://{FS_DL}/articles/24681357/versions/1",
    }
)


# ---------------------------------------------------------------------------------- Hyku
HY = Skin(
    host="hyku.tidewater-consortium.example",
    name="Tidewater Hyku",
    nav=(
        ("/catalog", "Browse everything"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/help", "Help"),
        ("/contact", "Contact"),
    ),
    footer=(
        ("/terms", "Terms of Use"),
        ("/agreement", "Deposit Agreement"),
        ("https://samvera.org/", "A Samvera Project"),
        ("https://hyku.samvera.org", "Hyku v6"),
    ),
    title=lambda t: f"{t} // Generic Work // Tidewater Hyku",
    layout="bootstrap",
    search="/catalog",
    login=(("/users/sign_in?locale=en", "Login"),),
    assets=("/assets/application-9c1e.css", "/assets/application-71aa.js", "/assets/hyku-logo.png"),
    home_title="Tidewater Hyku",
)
HY_W = "3b5918567"
HY_FS = (("8k71nh13c", "oral_history_transcript.pdf"), ("9p2676v40", "interview_audio.mp3"))


def build_hy() -> list[Site]:
    title = "Oral histories of the Tidewater oyster fishery"
    base = f"/concern/generic_works/{HY_W}"
    rows = ""
    pages: dict = {}
    for fs, name in HY_FS:
        fsu = f"/concern/parent/{HY_W}/file_sets/{fs}"
        rows += f"<tr><td>{a(fsu, name)}</td><td>{a(f'/downloads/{fs}', 'Download')}</td></tr>"
        pages[fsu] = HY.page(
            name,
            f"<h1>{escape(name)}</h1><p>File Set of {a(base, title)}</p>{a(f'/downloads/{fs}', 'Download the file')}",
            full_title=f"{name} // File Set // Tidewater Hyku",
        )
        pages[f"/downloads/{fs}"] = (
            pdf_file(title, name) if name.endswith(".pdf") else data(b"ID3\x03\x00", "audio/mpeg")
        )
    body = f"""<h1>{escape(title)}</h1><span class="label">Open Access</span>
<dl><dt>Creator</dt><dd>{a("/catalog?f%5Bcreator_sim%5D%5B%5D=Batts%2C+Lorraine", "Batts, Lorraine")}</dd>
<dt>Keyword</dt><dd>{a("/catalog?f%5Bkeyword_sim%5D%5B%5D=oysters", "oysters")} {a("/catalog?f%5Bkeyword_sim%5D%5B%5D=Chesapeake", "Chesapeake")}</dd>
<dt>License</dt><dd>{a(CC_BY[0], "Attribution 4.0 International")}</dd>
<dt>Depositor</dt><dd>{a("/users/lbatts@tidewater-consortium-example", "lbatts")}</dd></dl>
<p>{a(f"{base}/citation", "Citations")}</p>
<div class="btn-group">Download metadata: {a(f"{base}.ttl", "Turtle")} {a(f"{base}.jsonld", "JSON-LD")} {a(f"{base}.nt", "N-Triples")}</div>
<h2>Items</h2><table>{rows}</table>
<h2>Relationships</h2><p>In Collection: {a("/collections/0r967374h", "Maritime heritage")}</p>"""
    pages[base] = HY.page(title, body)
    pages[f"{base}/citation"] = HY.page(
        title, f"<h1>Citations: {escape(title)}</h1><p>Batts, L. (2021). {escape(title)}.</p>"
    )
    for ext, ct in (
        ("ttl", "text/turtle"),
        ("jsonld", "application/ld+json"),
        ("nt", "application/n-triples"),
    ):
        pages[f"{base}.{ext}"] = data(
            f'<{HY.url(base)}> <http://purl.org/dc/terms/title> "{title}" .\n', ct
        )
    for p in (
        "/catalog",
        "/collections",
        "/collections/0r967374h",
        "/about",
        "/help",
        "/contact",
        "/terms",
        "/agreement",
        "/users/sign_in",
        "/users/lbatts@tidewater-consortium-example",
    ):
        pages[p] = HY.page(p.rsplit("/", 1)[-1].title(), f"<h1>{escape(p)}</h1>")
    return [HY.site(pages)]


def _hy_truth() -> frozenset[str]:
    base = HY.url(f"/concern/generic_works/{HY_W}")
    uris = {base, f"{base}/citation", f"{base}.ttl", f"{base}.jsonld", f"{base}.nt"}
    for fs, _ in HY_FS:
        uris |= {HY.url(f"/concern/parent/{HY_W}/file_sets/{fs}"), HY.url(f"/downloads/{fs}")}
    return frozenset(uris)


SPI = "single_page_plus_ignored"
CASES = [
    Case(
        "invrdm-dataset",
        "InvenioRDM",
        "single_hop",
        SPI,
        RDM.url(f"/records/{RDM_A}"),
        _rdm_truth(RDM_A, ["varne_cores.csv", "methods.pdf"]),
        build_rdm,
        frozenset({RDM.url(f"/records/{RDM_B}")}),
    ),
    Case(
        "invrdm-legacy-id",
        "InvenioRDM",
        "single_hop",
        SPI,
        RDM.url("/record/4821"),
        _rdm_truth(RDM_B, ["counts_2023.csv"]),
        build_rdm,
        frozenset({RDM.url(f"/records/{RDM_A}")}),
        landing=RDM.url(f"/records/{RDM_B}"),
    ),
    Case(
        "invenio3-software",
        "Invenio v3 (legacy Zenodo)",
        "single_hop",
        SPI,
        INV3.url("/record/1184"),
        _inv3_truth(),
        build_inv3,
        frozenset({INV3.url("/record/1090")}),
    ),
    Case(
        "dspace7-thesis",
        "DSpace 7",
        "single_hop",
        SPI,
        DS7.url("/handle/10125/88231"),
        _ds7_truth(DS7, DS7_ITEM, DS7_BITS, False),
        build_ds7,
        landing=DS7.url(f"/items/{DS7_ITEM}"),
    ),
    Case(
        "dspace76-signposted",
        "DSpace 7",
        "single_hop",
        "signposting",
        DS76.url(f"/items/{DS76_ITEM}"),
        _ds7_truth(DS76, DS76_ITEM, DS76_BITS, True),
        build_ds76,
    ),
    Case(
        "xmlui-report",
        "DSpace 6 XMLUI",
        "single_hop",
        SPI,
        f"http://hdl.harbourview.example/{XH}",
        frozenset(
            {
                XMLUI.url(f"/xmlui/handle/{XH}"),
                XMLUI.url(f"/xmlui/handle/{XH}?show=full"),
                XMLUI.url(
                    f"/xmlui/bitstream/handle/{XH}/TechReport_2016_07.pdf?sequence=1&isAllowed=y"
                ),
                XMLUI.url(f"/xmlui/bitstream/handle/{XH}/license.txt?sequence=2&isAllowed=y"),
            }
        ),
        build_xmlui,
        landing=XMLUI.url(f"/xmlui/handle/{XH}"),
    ),
    Case(
        "eprints-article",
        "EPrints 3",
        "single_hop",
        SPI,
        EP.url("/id/eprint/5521"),
        _ep_truth(5521, ["1/Hale_Osei_2022_peatland_AAM.pdf", "7/supplementary_flux_data.zip"]),
        build_ep,
        frozenset({EP.url("/6032/")}),
        landing=EP.url("/5521/"),
    ),
    Case(
        "eprints-conference",
        "EPrints 3",
        "single_hop",
        SPI,
        EP.url("/6032/"),
        _ep_truth(6032, ["2/ditch_blocking_conference_paper.pdf"]),
        build_ep,
        frozenset({EP.url("/5521/")}),
    ),
    Case(
        "figshare-inst-dataset",
        "Figshare for institutions",
        "single_hop",
        SPI,
        FS.url("/articles/dataset/Soil_moisture_transects_2019_2021/24681357"),
        FS_TRUTH,
        build_fs,
        frozenset({FS.url("/articles/dataset/Rain_gauge_network/24500011")}),
    ),
    Case(
        "hyku-work",
        "Hyku/Hyrax",
        "single_hop",
        SPI,
        HY.url(f"/concern/generic_works/{HY_W}"),
        _hy_truth(),
        build_hy,
    ),
]
