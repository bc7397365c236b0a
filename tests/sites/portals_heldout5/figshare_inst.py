"""Figshare for institutions under a custom domain, with its ndownloader and API hosts.

An item page /articles/<type>/<Title_slug>/<id> links its files on the download host
(ndownloader.<inst>/files/<file id>), the all-files zip (ndownloader.<inst>/articles/<id>/
versions/<n>) and the item's metadata in the public API (api.<inst>/v2/articles/<id>).
All are one hop from the item page, which is the seed's Figshare row:
**single_page_plus_ignored** (the ignored list filters the menus; the file and API hosts
are the portal's own domains).

Truth: item page, file downloads, the all-files zip, the API document.  Not in it: the
previous version (its own DOI suffix .v1: `others`), the author profile, category and
keyword searches, the collection the item belongs to, the licence, share links.
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, file_host, share, ul

HOST = "researchdata.tamsin-univ.hx5.example"
DL = "ndownloader.tamsin-univ.hx5.example"
API = "api.tamsin-univ.hx5.example"
SHELL = """<!DOCTYPE html><html lang="{lang}" prefix="og: http://ogp.me/ns#"><head><meta charset="utf-8"><title>{title}</title>
{head}<link rel="stylesheet" href="/static/css/portal.2f8a1c.css"></head>
<body><div id="app" data-portal="tamsin"><div class="_1dzX2 portal-header" role="banner">
<a class="_3kVg8 portal-logo" href="/"><img src="/static/img/portal-logo.png" alt="{name}"></a>
<div class="_2Tnh1 nav">{nav}</div><form class="_3HfGE" action="{search}" role="search"><input name="q" type="search" aria-label="Search on {name}"></form>
<a class="_1jQ0m" href="/account/login">Log in</a></div>
<div role="main" class="_3fM6r item-page">{main}</div>
<div class="_1i2Pc portal-footer" role="contentinfo">{footer}<p>Repository powered by
<a href="http://knowledge.figshare.test/institutions">figshare</a></p></div></div>
<script src="/static/js/figshare-portal-app.9c04be.js"></script></body></html>
"""
# id: (type, slug, title, version, [(file id, name, kind)], author, categories, collection)
ITEMS = {
    21498765: (
        "dataset",
        "Soil_cores_from_Harrow_Fen_2021",
        "Soil cores from Harrow Fen, 2021",
        2,
        [(38112233, "harrow_fen_cores.csv", "csv"), (38112234, "core_photos.zip", "zip")],
        ("Rhiannon_Pryce", 8871203),
        ["Soil sciences", "Ecology"],
        "Harrow_Fen_monitoring/6677001",
    ),
    22011987: (
        "poster",
        "Peat_restoration_outcomes_poster",
        "Peat restoration outcomes after ten years (poster)",
        1,
        [(39001122, "pryce_poster_2022.pdf", "pdf")],
        ("Rhiannon_Pryce", 8871203),
        ["Environmental management"],
        None,
    ),
}


def _members(iid: int) -> list[str]:
    kind, slug, _t, ver, files, *_rest = ITEMS[iid]
    out = [f"http://{HOST}/articles/{kind}/{slug}/{iid}", f"http://{API}/v2/articles/{iid}"]
    out += [f"http://{DL}/files/{fid}" for fid, _n, _k in files]
    if len(files) > 1:
        out.append(f"http://{DL}/articles/{iid}/versions/{ver}")
    return out


def _item(skin: Skin, iid: int) -> str:
    kind, slug, title, ver, files, (author, aid), cats, coll = ITEMS[iid]
    rows = "".join(
        f'<div class="_2o9ZX file-row"><span>{escape(n)}</span> {a(f"http://{DL}/files/{fid}", "Download", aria_label=f"download {n}")}</div>'
        for fid, n, _k in files
    )
    dl_all = (
        a(f"http://{DL}/articles/{iid}/versions/{ver}", f"Download all ({len(files)} files)")
        if len(files) > 1
        else ""
    )
    old = a(f"/articles/{kind}/{slug}/{iid}/1", "Version 1") if ver > 1 else ""
    cat_links = " ".join(
        a(f"/search?q=:category:%20%22{c.replace(' ', '%20')}%22", c) for c in cats
    )
    coll_html = (
        f"<p>Part of collection: {a(f'/collections/{coll}', coll.split('/')[0].replace('_', ' '))}</p>"
        if coll
        else ""
    )
    return f"""<div class="_3NAkC file-viewer">{rows}{dl_all}</div>
<h2 class="_1Cc6b item-title">{escape(title)}</h2>
<div class="_2FqBV versions">Version {ver} {old}</div><div class="_2b9HP posted">Posted on 2023-11-02, 14:21 authored by
{a(f"/authors/{author}/{aid}", author.replace("_", " "))}</div>
<div class="_3JHnc description"><p>Collected along the fen's restoration transects.</p></div>
<div class="_1m9Lj categories"><h3>Categories</h3>{cat_links}</div>
<div class="_3Ph1X keywords"><h3>Keywords</h3>{a("/search?q=:keyword:%20%22peat%22", "peat")}</div>
<div class="_3x0cL licence"><h3>Licence</h3>{a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")}</div>{coll_html}
<div class="_2vS3M cite"><h3>Cite</h3><p>Pryce, Rhiannon (2023). {escape(title)}. Tamsin University.
{a(f"http://doi.test/10.80999/tamsin.{iid}.v{ver}", f"https://doi.org/10.80999/tamsin.{iid}.v{ver}")}</p>
<p>Metadata: {a(f"http://{API}/v2/articles/{iid}", "API (JSON)")}</p></div>
<div class="_1vzAw share"><h3>Share</h3>{share(skin.url(f"/articles/{kind}/{slug}/{iid}"))}</div>"""


def _sites():
    skin = Skin(
        host=HOST,
        name="Tamsin University Research Repository",
        shell=SHELL,
        title_fmt="{t}",
        home_title="Tamsin University Research Repository",
        head=(
            '<meta property="og:site_name" content="Tamsin University Research Repository">'
            '<meta name="twitter:site" content="@figshare">'
        ),
        nav=[
            ("/browse", "Browse"),
            ("/categories", "Categories"),
            ("/f/about", "About"),
            ("/f/faqs", "FAQs"),
        ],
        footer=[
            ("/f/privacy", "Privacy"),
            ("/f/accessibility", "Accessibility"),
            ("http://tamsin.test/", "Tamsin University"),
        ],
        assets=[
            "/static/css/portal.2f8a1c.css",
            "/static/js/figshare-portal-app.9c04be.js",
            "/static/img/portal-logo.png",
        ],
        search="/search",
        home_main="<h1>Research data, code and outputs from Tamsin University</h1>",
    )
    pages: dict = {}
    dl: dict = {}
    api: dict = {}
    for iid, (kind, slug, title, ver, files, (author, aid), _c, coll) in ITEMS.items():
        base = f"/articles/{kind}/{slug}/{iid}"
        head = f'<meta name="citation_title" content="{escape(title)}"><meta property="og:type" content="article">'
        pages[base] = skin.page(title, _item(skin, iid), head=head)
        if ver > 1:
            pages[f"{base}/1"] = skin.page(title, f"<h2>{escape(title)}</h2><p>Version 1</p>")
        for fid, n, k in files:
            dl[f"/files/{fid}"] = blob(k, n)
        if len(files) > 1:
            dl[f"/articles/{iid}/versions/{ver}"] = blob("zip", title)
        api[f"/v2/articles/{iid}"] = export("json", title, str(iid))
        pages[f"/authors/{author}/{aid}"] = skin.page(
            author, f"<h1>{author}</h1>" + ul([(base, title)])
        )
        if coll:
            pages[f"/collections/{coll}"] = skin.page(coll, ul([(base, title)]))
    for p in (
        "/browse",
        "/categories",
        "/f/about",
        "/f/faqs",
        "/f/privacy",
        "/f/accessibility",
        "/search",
        "/account/login",
    ):
        pages[p] = skin.page(p.strip("/").split("/")[-1].title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages), file_host(DL, dl), file_host(API, api)]


def _case(name: str, iid: int) -> Case:
    kind, slug, _t, ver, *_rest = ITEMS[iid]
    return Case(
        name=name,
        imitates="Figshare for institutions",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{HOST}/articles/{kind}/{slug}/{iid}",
        truth=frozenset(_members(iid)),
        build=_sites,
        others=frozenset({f"http://{HOST}/articles/{kind}/{slug}/{iid}/1"} if ver > 1 else ()),
    )


CASES: list[Case] = [
    _case("hx5_figshare_soil_cores", 21498765),
    _case("hx5_figshare_poster", 22011987),
]
