"""An Open Science Framework instance (OSF software) under an unfamiliar host name.

Every OSF page title starts with the instance name ("Corvid Hub | "), the homepage's title
too ("Corvid Hub | Home"), so the seed's OSF row applies: **sig_filtered_title** (drop the
title's leading run shared with the homepage title, then keep pages whose content holds
the rest).  Project pages (overview, wiki, files list, file pages) repeat the project title
in their header; files download from the separate file service
(files.<host>/v1/resources/<guid>/providers/osfstorage/<id>?action=download) whose bytes
carry no title, and preprint citations come from the API host.

Truth (project): overview, wiki pages, files list, file pages and the file downloads (the
seed's OSF artifact is "non-web content, e.g. datasets and PDFs").  Truth (preprint): the
preprint page, its PDF download and its citation documents.  Not in them: contributor
profiles, the institution page, subject searches, and, for the preprint, the supplemental
project (a separate artifact: `others`).
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, file_host, share, ul

HOST = "hub.corvid-science.hx5.example"
FILES = "files.corvid-science.hx5.example"
API = "api.corvid-science.hx5.example"
SHELL = """<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/static/public/css/site.css"><script src="/static/public/js/vendor.bundle.js"></script></head>
<body data-ember-extension="1"><div id="osf-navbar" class="osf-nav-wrapper"><nav class="navbar navbar-inverse navbar-fixed-top" role="navigation">
<a class="navbar-brand hidden-sm hidden-xs" href="/"><span class="osf-navbar-logo"></span>{name}</a>{nav}
<a href="/login?service=http://hub.corvid-science.hx5.example/" class="btn btn-top-login">Sign In</a>
<a href="/register" class="btn btn-success btn-top-signup">Sign Up</a><form action="{search}"><input name="q"></form></nav></div>
<div class="watermarked"><div class="container">{main}</div></div>
<footer class="footer"><div class="container"><p>Copyright &copy; 2011-2026 Center for Open Science | {footer}</p></div></footer>
<script src="/static/public/js/base-page.js"></script></body></html>
"""
ASSETS = [
    "/static/public/css/site.css",
    "/static/public/js/vendor.bundle.js",
    "/static/public/js/base-page.js",
]
PROJECT = ("k4r7w", "Ice-core chemistry across the Corvid ridge: supplementary material")
WIKI = ["home", "Sampling protocol"]
PFILES = [
    ("6512a0c9e4b0", "ion_chromatography.csv", "csv"),
    ("6512a0d2e4b1", "core_log_scans.pdf", "pdf"),
]
PREPRINT = ("8gq3n", "Deposition of sea-salt aerosols on the Corvid ridge since 1850", "corvidrxiv")


def _dl(fid: str) -> str:
    return f"http://{FILES}/v1/resources/{PROJECT[0]}/providers/osfstorage/{fid}?action=download"


def _project_members() -> list[str]:
    g = PROJECT[0]
    out = [f"/{g}/", f"/{g}/files/"]
    out += [f"/{g}/wiki/{w.replace(' ', '%20')}/" for w in WIKI]
    out += [f"/{g}/files/osfstorage/{fid}" for fid, _n, _k in PFILES]
    return [f"http://{HOST}{p}" for p in out] + [_dl(fid) for fid, _n, _k in PFILES]


def _preprint_members() -> list[str]:
    g = PREPRINT[0]
    return [
        f"http://{HOST}/preprints/{PREPRINT[2]}/{g}",
        f"http://{HOST}/{g}/download",
        f"http://{API}/v2/preprints/{g}/citation/apa/",
        f"http://{API}/v2/preprints/{g}/citation/modern-language-association/",
    ]


def _sites():
    skin = Skin(
        host=HOST,
        name="Corvid Hub",
        shell=SHELL,
        title_fmt="{n} | {t}",
        home_title="Corvid Hub | Home",
        head='<meta name="generator" content="OSF">',
        nav=[
            ("/myprojects/", "My Projects"),
            ("/search/", "Search"),
            ("/support/", "Support"),
            ("/preprints/", "Preprints"),
        ],
        footer=[
            ("/terms_of_use/", "Terms of Use"),
            ("/privacy_policy/", "Privacy Policy"),
            ("/institutions/", "Institutions"),
        ],
        assets=ASSETS,
        search="/search/",
        home_main="<h1>Corvid Hub</h1><p>Plan, collect, analyse and share your research.</p>",
    )
    g, title = PROJECT
    proj_nav = (
        '<nav class="project-nav">'
        + ul([(f"/{g}/", title), (f"/{g}/files/", "Files"), (f"/{g}/wiki/home/", "Wiki")])
        + "</nav>"
    )
    header = f'<header class="subhead"><h2 class="node-title">{escape(title)}</h2></header>'

    def ppage(sub: str, body: str) -> str:
        return skin.page(f"{title}{sub}", header + proj_nav + body)

    contributors = f"<p>Contributors: {a('/profile/a9x2e/', 'Signe Halvorsen')}, {a('/profile/q7w3r/', 'Tomas Rinne')}</p>"
    pages: dict = {
        f"/{g}/": ppage(
            "",
            f"<div id='nodeDescriptionEditable'>Ion chromatography of ridge cores.</div>{contributors}"
            f"<p>Affiliated: {a('/institutions/corvid/', 'Corvid Institute')}</p>"
            f"<div class='wiki-panel'>{a(f'/{g}/wiki/home/', 'Read more')}</div>"
            f"<div class='files-panel'>{ul([(f'/{g}/files/osfstorage/{fid}', n) for fid, n, _k in PFILES])}</div>"
            f"{share(skin.url(f'/{g}/'))}",
        ),
        f"/{g}/files/": ppage(
            ": Files", ul([(f"/{g}/files/osfstorage/{fid}", n) for fid, n, _k in PFILES])
        ),
    }
    for w in WIKI:
        others_w = [(f"/{g}/wiki/{x.replace(' ', '%20')}/", x) for x in WIKI if x != w]
        pages[f"/{g}/wiki/{w.replace(' ', '%20')}/"] = ppage(
            f": {w} Wiki", f"<h3>{escape(w)}</h3>{ul(others_w)}"
        )
    files: dict = {}
    for fid, n, k in PFILES:
        pages[f"/{g}/files/osfstorage/{fid}"] = ppage(
            f": {n}",
            f"<h3>{escape(n)}</h3><div class='mfr-render' data-render-url='http://mfr.test/render'></div>"
            f"{a(_dl(fid), 'Download', class_='btn btn-success')}",
        )
        files[f"/v1/resources/{g}/providers/osfstorage/{fid}?action=download"] = blob(k, n)
    pg, ptitle, prov = PREPRINT
    pages[f"/preprints/{prov}/{pg}"] = skin.page(
        ptitle,
        f"""<div class="preprint-header"><h1>{escape(ptitle)}</h1><p>{a("/profile/a9x2e/", "Signe Halvorsen")}</p></div>
<div class="preprint-actions">{a(f"/{pg}/download", "Download preprint", class_="btn btn-primary")}</div>
<div class="abstract"><p>We reconstruct sea-salt deposition from ridge cores.</p></div>
<div class="supplemental">Supplemental materials: {a(f"/{g}/", "Supplementary project")}</div>
<div class="subjects">{a(f"/preprints/{prov}/discover?subject=Glaciology", "Glaciology")}</div>
<div class="citation"><h4>Citation</h4>{a(f"http://{API}/v2/preprints/{pg}/citation/apa/", "APA")}
{a(f"http://{API}/v2/preprints/{pg}/citation/modern-language-association/", "MLA")}</div>{share(skin.url(f"/preprints/{prov}/{pg}"))}""",
    )
    pages[f"/{pg}/download"] = blob("pdf", f"{pg}.pdf")
    api = {
        f"/v2/preprints/{pg}/citation/apa/": export("json", ptitle, pg),
        f"/v2/preprints/{pg}/citation/modern-language-association/": export("json", ptitle, pg),
    }
    for p in (
        "/myprojects/",
        "/search/",
        "/support/",
        "/preprints/",
        "/terms_of_use/",
        "/privacy_policy/",
        "/institutions/",
        "/institutions/corvid/",
        "/profile/a9x2e/",
        "/profile/q7w3r/",
        "/login",
        "/register",
        f"/preprints/{prov}/discover",
    ):
        pages[p] = skin.page(p.strip("/").split("/")[-1].title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages), file_host(FILES, files), file_host(API, api)]


CASES: list[Case] = [
    Case(
        name="hx5_osf_project",
        imitates="OSF (self-hosted)",
        artifact_class="multi-hop",
        expected="sig_filtered_title",
        entry=f"http://{HOST}/{PROJECT[0]}/",
        truth=frozenset(_project_members()),
        build=_sites,
    ),
    Case(
        name="hx5_osf_preprint",
        imitates="OSF (self-hosted)",
        artifact_class="multi-hop",
        expected="sig_filtered_title",
        entry=f"http://{HOST}/preprints/{PREPRINT[2]}/{PREPRINT[0]}",
        truth=frozenset(_preprint_members()),
        build=_sites,
        others=frozenset({f"http://{HOST}/{PROJECT[0]}/"}),
    ),
]
