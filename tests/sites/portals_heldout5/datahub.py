"""A data-science hub dataset with code and discussion (seed row Kaggle:
**path_based_externals**).

The dataset page's tabs (data, code, discussion), its file views (/data?select=<file>),
discussion topics and Croissant metadata export sit under /datasets/<owner>/<slug>; its
files download from a storage host with signed URLs, which are the artifact's too.  Not in
it: notebooks (/code/<user>/<slug>: separate artifacts with pages of their own, `others`),
the owner's profile, the survey's external site, the site menus, share links.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._skin import Skin, a, blob, file_host, share, ul

# --- dataset ------------------------------------------------------------------

HUB = "datahub.marlow-commons.hx5.example"
STORE = "storage.marlow-commons.hx5.example"
DS = "/datasets/ines-varga/salt-marsh-bird-counts"
SIG = "?GoogleAccessId=web-data@marlow&Expires=1767225600&Signature=Qm9n"
HUB_LOCAL = [
    "",
    "/data",
    "/data?select=counts_2023.csv",
    "/code",
    "/discussion",
    "/discussion/4411",
    "/croissant/download",
]
HUB_STORE = [f"/datasets/99120/3/archive.zip{SIG}", f"/datasets/99120/3/counts_2023.csv{SIG}"]


def _hub_sites():
    skin = Skin(
        host=HUB,
        name="Marlow Commons",
        shell="""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/static/assets/app.css?v=7c1d"></head><body><div id="site-container">
<div id="site-header"><a href="/" class="logo">{name}</a>{nav}<form action="{search}"><input name="search"></form>
<a href="/account/login?returnUrl=%2F">Sign In</a> <a href="/account/login?phase=startRegisterTab">Register</a></div>
<div id="site-body">{main}</div><div id="site-footer">{footer}</div></div><script src="/static/assets/vendor.js?v=7c1d"></script></body></html>""",
        title_fmt="{t} | {n}",
        head='<meta property="og:site_name" content="Marlow Commons">',
        nav=[
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
        ],
        footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
        assets=["/static/assets/app.css?v=7c1d", "/static/assets/vendor.js?v=7c1d"],
        search="/search",
    )
    tabs = ul(
        [
            (DS, "Data Card"),
            (DS + "/code", "Code (2)"),
            (DS + "/discussion", "Discussion (1)"),
            (DS + "/data", "Data"),
        ],
        "tabs",
    )
    title = "Salt marsh bird counts 2015-2023"

    def pg(sub: str, body: str) -> str:
        head = (
            f'<div class="dataset-header"><h1>{escape(title)}</h1>{a("/ines-varga", "Ines Varga")} · '
            f"{a(f'http://{STORE}{HUB_STORE[0]}', 'Download (12 MB)')}</div>"
        )
        return skin.page(f"{title}{sub}", head + tabs + body)

    pages: dict = {
        DS: pg(
            "",
            f"<div class='markdown'><p>Counts from fixed points.</p><p>Provenance: {a('http://birds.marlow.test/survey', 'survey site')}</p></div>"
            f"<p>Metadata: {a(DS + '/croissant/download', 'Croissant')}</p>{share(skin.url(DS))}",
        ),
        DS + "/data": pg(" - Data", f"{a(DS + '/data?select=counts_2023.csv', 'counts_2023.csv')}"),
        DS + "/data?select=counts_2023.csv": pg(
            " - counts_2023.csv", a(f"http://{STORE}{HUB_STORE[1]}", "Download file")
        ),
        DS + "/code": pg(
            " - Code",
            ul(
                [
                    ("/code/ines-varga/bird-count-eda", "Bird count EDA"),
                    ("/code/tmoreau/marsh-trends", "Marsh trends"),
                ]
            ),
        ),
        DS + "/discussion": pg(
            " - Discussion", ul([(DS + "/discussion/4411", "Missing 2019 counts?")])
        ),
        DS + "/discussion/4411": pg(
            " - Missing 2019 counts?", "<p>The 2019 survey was cancelled.</p>"
        ),
        DS + "/croissant/download": Response.data(
            b'{"@type": "sc:Dataset"}', "application/ld+json"
        ),
    }
    for p in (
        "/competitions",
        "/datasets",
        "/code",
        "/discussions",
        "/learn",
        "/terms",
        "/privacy",
        "/contact",
        "/search",
        "/account/login",
        "/ines-varga",
        "/code/ines-varga/bird-count-eda",
        "/code/tmoreau/marsh-trends",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[-1].replace("-", " ").title(), f"<h1>{escape(p)}</h1>"
        )
    store = {HUB_STORE[0]: blob("zip", "archive"), HUB_STORE[1]: blob("csv", "counts")}
    return [skin.site(pages), file_host(STORE, store)]


CASES: list[Case] = [
    Case(
        name="hx5_datahub_dataset",
        imitates="Data-science hub (Kaggle-like)",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=f"http://{HUB}{DS}",
        truth=frozenset(
            [f"http://{HUB}{DS}{p}" for p in HUB_LOCAL] + [f"http://{STORE}{p}" for p in HUB_STORE]
        ),
        build=_hub_sites,
        others=frozenset({f"http://{HUB}/code/ines-varga/bird-count-eda"}),
    ),
]
