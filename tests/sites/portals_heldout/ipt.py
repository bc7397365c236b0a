"""A GBIF Integrated Publishing Toolkit (seed: GBIF dataset, multi-hop, Significant String
From URI: the resource's short name recurs in every URI of the artifact).

Truth: the resource page (`resource?r=<shortname>`), its Darwin Core Archive
(`archive.do`), EML and RTF metadata (`eml.do`, `rtf.do`), and the version history: each
version's page (`&v=`) with its own archive / EML / RTF.  Not truth: the IPT chrome (about,
login, RSS, inventory, language switch), the GBIF.org dataset page (another portal), the
publisher's site, and — the trap — the resource `seabirds-skagerrak-2019`, whose short name
begins with case 1's.  Case 2 has one version and sparse links.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, e, ul

HOST = "ipt.coastal-biodiv.example"
SHELL = Shell(
    HOST,
    "Coastal Biodiversity IPT",
    "{title} :: Coastal Biodiversity IPT",
    '<header><div class="container"><nav class="navbar navbar-expand-xl">'
    '<a href="/" class="navbar-brand"><img src="/images/GBIF-2015-full.svg.png" alt="GBIF IPT"></a><ul class="navbar-nav">'
    + "".join(
        f"<li class='nav-item'>{a(h, t, class_='nav-link')}</li>"
        for h, t in [("/", "Home"), ("/about.do", "About"), ("/login.do", "Login")]
    )
    + "</ul><div class='dropdown'>"
    + a("?request_locale=en", "English")
    + a("?request_locale=es", "Español")
    + a("?request_locale=fr", "Français")
    + "</div></nav></div></header>",
    '<footer class="footer"><div class="container"><p>'
    + a("/rss.do", "RSS")
    + " | "
    + a("/inventory/dataset", "Registered resources inventory")
    + " | "
    + a("https://www.gbif.org/ipt", "IPT website")
    + " | "
    + a("https://github.com/gbif/ipt/issues/new", "Report a bug")
    + "</p><p>Version 2.7.7-r1a2b3c4</p></div></footer>",
    css=("/styles/bootstrap/bootstrap.min.css", "/styles/main.css"),
    js=("/js/jquery/jquery-3.5.1.min.js", "/js/global.js"),
    logo="/images/GBIF-2015-full.svg.png",
    favicon="/images/favicon.ico",
)


def resource(r, title, versions, desc, gbif, publisher):
    cur = versions[-1]
    pages, truth = {}, set()

    def files(v, explicit):
        q = f"r={r}" + (f"&v={v}" if explicit else "")
        out = [
            (f"/archive.do?{q}", f"DwC-A (version {v})"),
            (f"/eml.do?{q}", "Metadata as EML"),
            (f"/rtf.do?{q}", "Metadata as RTF"),
        ]
        for u, _ in out:
            pages[u] = (
                Response.data(b"PK\x03\x04dwca", "application/zip")
                if "archive" in u
                else Response.text(f"{title} v{v}\n")
            )
            truth.add(SHELL.url(u))
        return out

    vtable = "".join(
        f"<tr><td>{a(f'/resource?r={r}&v={v}', v)}</td><td>2023-0{i + 1}-15</td></tr>"
        for i, v in enumerate(versions)
    )

    def body(v, explicit):
        return (
            f'<div class="container"><h1 property="dc:title">{e(title)}</h1>'
            f"<p>Latest version published by {a(publisher[0], publisher[1])} on Mar 15, 2023</p>"
            f'<div class="dataDownload"><h2>Downloads</h2>{ul(files(v, explicit))}</div>'
            f"<h2>Description</h2><p>{e(desc)}</p>"
            f'<h2>Versions</h2><table class="table">{vtable}</table>'
            f"<h2>How to cite</h2><p>{e(title)}. Version {v}. {a(gbif, gbif)}</p>"
            f"<h2>Rights</h2><p>{a('http://creativecommons.org/licenses/by/4.0/legalcode', 'CC-BY 4.0')}</p>"
            f"<h2>GBIF Registration</h2><p>{a(gbif, 'View on GBIF.org')}</p></div>"
        )

    pages[f"/resource?r={r}"] = SHELL.page(title, body(cur, False))
    truth.add(SHELL.url(f"/resource?r={r}"))
    for v in versions:
        pages[f"/resource?r={r}&v={v}"] = SHELL.page(title, body(v, True))
        truth.add(SHELL.url(f"/resource?r={r}&v={v}"))
    return pages, truth


TA = "Seabird colony counts in the Skagerrak, 2005-2022"
TB = "Kelp forest species inventory, Hardangerfjord"
TC = "Seabird colony counts in the Skagerrak, 2019 survey (raw)"


def _all():
    pa, ta = resource(
        "seabirds-skagerrak",
        TA,
        ["1.0", "1.1", "1.2"],
        "Annual counts of 14 seabird species.",
        "https://www.gbif.org/dataset/4b1c7a3e-2d9f-4e8a-b6c1-0f9e8d7c6b5a",
        ("https://seabird-monitoring.example/", "Skagerrak Seabird Monitoring"),
    )
    pb, tb = resource(
        "kelp-forest-inventory",
        TB,
        ["1.0"],
        "Checklist of kelp-associated species.",
        "https://www.gbif.org/dataset/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
        ("https://marinelab-hardanger.example/", "Hardanger Marine Lab"),
    )
    pc, _ = resource(
        "seabirds-skagerrak-2019",
        TC,
        ["1.0"],
        "Raw 2019 survey.",
        "https://www.gbif.org/dataset/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        ("https://seabird-monitoring.example/", "Skagerrak Seabird Monitoring"),
    )
    # the main resource links to its raw 2019 survey (a separate resource)
    key = "/resource?r=seabirds-skagerrak"
    for k in list(pa):
        if k.startswith("/resource?"):
            pa[k] = pa[k].replace(
                "<h2>Versions</h2>",
                f"<h2>Related resources</h2><p>{a('/resource?r=seabirds-skagerrak-2019', TC)}</p><h2>Versions</h2>",
            )
    assert key in pa
    return {**pa, **pb, **pc}, ta, tb


def build():
    pages, _, _ = _all()
    SHELL.featured = [
        ("/resource?r=seabirds-skagerrak", TA),
        ("/resource?r=kelp-forest-inventory", TB),
        ("/resource?r=seabirds-skagerrak-2019", TC),
    ]
    home = (
        '<h1>Coastal Biodiversity IPT</h1><table id="resourcesTable" class="table">'
        + "".join(f"<tr><td>{a(h, t)}</td><td>Occurrence</td></tr>" for h, t in SHELL.featured)
        + "</table>"
    )
    return [build_site(SHELL, pages, home)]


_, _TA, _TB = _all()
CASES = [
    Case(
        "ipt-versioned-resource",
        "gbif-ipt",
        "multi-hop",
        "sig_uri",
        SHELL.url("/resource?r=seabirds-skagerrak"),
        frozenset(_TA),
        build,
        frozenset(
            {
                SHELL.url("/resource?r=seabirds-skagerrak-2019"),
                "https://www.gbif.org/dataset/4b1c7a3e-2d9f-4e8a-b6c1-0f9e8d7c6b5a",
            }
        ),
    ),
    Case(
        "ipt-checklist-sparse",
        "gbif-ipt",
        "multi-hop",
        "sig_uri",
        SHELL.url("/resource?r=kelp-forest-inventory"),
        frozenset(_TB),
        build,
        frozenset({"https://www.gbif.org/dataset/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b"}),
    ),
]
