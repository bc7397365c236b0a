"""A classic-Dryad-like data repository (seed: Dryad dataset, multi-hop, Significant String
From Title+ with Ignored URIs: "Data from: <article title>" recurs on every metadata page,
the data files themselves do not carry it).

Truth: the data package page, its full-metadata view, each data-file page and its
full-metadata view, and the bitstreams (data and README) linked from the data-file pages
only.  Not truth: the journal page and the search results that list the package (they
contain the title), author browse, the article on the publisher's site, the login, deposit
and help chrome.  Case 2 links a *related* package whose title begins with case 2's whole
title (a separate artifact that contains the significant string).
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, csv, e, ul

HOST = "datadock.univ-west.example"
SHELL = Shell(
    HOST,
    "DataDock Digital Repository",
    "DataDock Digital Repository - {title}",
    '<div id="ds-header-wrapper"><div id="ds-header"><a href="/" id="ds-header-logo-link"><img src="/themes/Mirage/images/datadock-logo.png" alt=""></a>'
    '<ul id="ds-user-box">'
    + f"<li>{a('/login', 'Login')}</li><li>{a('/register', 'Register')}</li></ul>"
    + '<ul class="nav">'
    + "".join(
        f"<li>{a(h, t)}</li>"
        for h, t in [
            ("/pages/faq", "FAQ"),
            ("/pages/policies", "Policies"),
            ("/submit", "Submit data"),
            ("/pages/journalLookup", "Integrated journals"),
            ("/pages/about", "About"),
        ]
    )
    + '</ul><form id="ds-search-form" method="post" action="/discover"><input name="query" type="text"></form></div></div>',
    '<div id="ds-footer-wrapper"><div id="ds-footer">'
    + a("/feedback", "Contact us")
    + " | "
    + a("/pages/privacy", "Privacy")
    + " | "
    + a("https://creativecommons.org/publicdomain/zero/1.0/", "CC0")
    + " | "
    + a("https://twitter.com/datadock", "Follow us")
    + "</div></div>",
    css=(
        "/themes/Mirage/lib/css/reset.css",
        "/themes/Mirage/lib/css/style.css",
        "/themes/Mirage/lib/css/datadock.css",
    ),
    js=(
        "/themes/Mirage/lib/js/jquery-ui-1.8.15.custom.min.js",
        "/themes/Mirage/lib/js/datadock.js",
    ),
    logo="/themes/Mirage/images/datadock-logo.png",
    favicon="/themes/Mirage/images/favicon.ico",
    generator="DSpace 1.7.3-SNAPSHOT",
)


def package(doi, handle, title, authors, article, files, journal, related=None):
    pkg = f"/resource/doi:{doi}"
    pages, truth = {}, {pkg, pkg + "?show=full"}
    cite = (
        f'<div class="citation-view"><p>When using this data, please cite the original publication:</p>'
        f"<blockquote>{e(', '.join(authors))} (2016) {e(title[11:])}. {e(journal[1])}. {a(article, article)}</blockquote>"
        f"<p>Additionally, please cite the data package:</p><blockquote>{e(', '.join(authors))} (2016) {e(title)}. "
        f"DataDock Digital Repository. https://doi.org/{doi}</blockquote></div>"
    )
    flist = []
    for n, (name, data, readme) in enumerate(files, 1):
        fp = f"{pkg}/{n}"
        bit = f"/bitstream/handle/10255/{handle}.{n}/{name}?sequence=1"
        pages[bit] = Response.data(data, "text/csv")
        links = [(bit, f"Download {name}")]
        if readme:
            rb = f"/bitstream/handle/10255/{handle}.{n}/README.txt?sequence=2"
            pages[rb] = Response.text(f"README for {name}\n")
            links.append((rb, "README"))
        truth |= {fp, fp + "?show=full"} | {u for u, _ in links}
        body = (
            f"<h1>{e(name)}</h1><p>Part of the data package: {a(pkg, title)}</p>{cite}"
            f'<div class="file-list"><h2>Files</h2>{ul(links)}</div>'
        )
        pages[fp] = SHELL.page(name, body + a(fp + "?show=full", "View Full Metadata"))
        pages[fp + "?show=full"] = SHELL.page(
            name,
            body
            + "<table><tr><td>dc.title</td><td>"
            + e(name)
            + "</td></tr></table>"
            + a(fp, "Show Simple Item Record"),
        )
        flist.append((fp, name))
    people = "; ".join(
        a(
            f"/discover?field=dc.contributor.author_filter&fq=dc.contributor.author_filter%3A{p.replace(' ', '+')}",
            p,
        )
        for p in authors
    )
    rel = f"<h2>Related packages</h2>{ul([related])}" if related else ""
    body = (
        f'<h1 class="pagetitle">{e(title)}</h1><p>Authors: {people}</p>{cite}'
        f"<h2>Files in this package</h2>{ul(flist)}"
        f"<p>Published in {a(f'/journal/{journal[0]}', journal[1])} · {a(article, 'Article on publisher site')}</p>{rel}"
    )
    pages[pkg] = SHELL.page(title, body + a(pkg + "?show=full", "View Full Metadata"))
    pages[pkg + "?show=full"] = SHELL.page(
        title,
        body
        + "<table><tr><td>dc.title</td><td>"
        + e(title)
        + "</td></tr></table>"
        + a(pkg, "Show Simple Item Record"),
    )
    return pages, {SHELL.url(t) for t in truth}


TA = "Data from: Predator avoidance in juvenile Atlantic cod"
TB = "Data from: Eelgrass wasting disease prevalence along the Skagerrak coast"
TR = "Data from: Predator avoidance in juvenile Atlantic cod under ocean acidification"
JOURNAL = ("JFishBiol", "Journal of Fish Ecology")


def _all():
    pa, ta = package(
        "10.82100/dock.7q3k1",
        "dock.301",
        TA,
        ["Berg, Tomas", "Solberg, Maren"],
        "https://journal.coastal-sciences.example/article/10.1111/jfe.13102",
        [
            ("escape_trials.csv", csv("trial,fish,latency_s"), True),
            ("tank_temperatures.csv", csv("tank,time,temp"), False),
        ],
        JOURNAL,
        related=("/resource/doi:10.82100/dock.9m2v8", TR),
    )
    pb, tb = package(
        "10.82100/dock.2h6x4",
        "dock.355",
        TB,
        ["Nowak, Ewa"],
        "https://journal.coastal-sciences.example/article/10.3354/dao03411",
        [("wasting_disease_quadrats.csv", csv("site,quadrat,lesion_cover"), True)],
        ("DisAquatOrg", "Diseases of Coastal Organisms"),
    )
    pr, _ = package(
        "10.82100/dock.9m2v8",
        "dock.402",
        TR,
        ["Berg, Tomas"],
        "https://journal.coastal-sciences.example/article/10.1111/jfe.14001",
        [("acidification_trials.csv", csv("trial,pco2,latency_s"), False)],
        JOURNAL,
    )
    return {**pa, **pb, **pr}, ta, tb


def build():
    pages, _, _ = _all()
    SHELL.featured = [
        ("/resource/doi:10.82100/dock.7q3k1", TA),
        ("/resource/doi:10.82100/dock.2h6x4", TB),
        ("/resource/doi:10.82100/dock.9m2v8", TR),
    ]
    for code, name, items in (
        ("JFishBiol", "Journal of Fish Ecology", [SHELL.featured[0], SHELL.featured[2]]),
        ("DisAquatOrg", "Diseases of Coastal Organisms", [SHELL.featured[1]]),
    ):
        pages[f"/journal/{code}"] = SHELL.page(
            name, f"<h1>{name}</h1><h2>Data packages</h2>" + ul(items)
        )
    home = "<h1>DataDock Digital Repository</h1><h2>Recently integrated</h2>" + ul(SHELL.featured)
    return [build_site(SHELL, pages, home)]


_, _TA, _TB = _all()
CASES = [
    Case(
        "datadock-package-two-files",
        "dryad-like",
        "multi-hop",
        "sig_title_plus_ignored",
        SHELL.url("/resource/doi:10.82100/dock.7q3k1"),
        frozenset(_TA),
        build,
        frozenset(
            {
                SHELL.url("/resource/doi:10.82100/dock.9m2v8"),
                "https://journal.coastal-sciences.example/article/10.1111/jfe.13102",
            }
        ),
    ),
    Case(
        "datadock-package-single-file",
        "dryad-like",
        "multi-hop",
        "sig_title_plus_ignored",
        SHELL.url("/resource/doi:10.82100/dock.2h6x4"),
        frozenset(_TB),
        build,
        frozenset({"https://journal.coastal-sciences.example/article/10.3354/dao03411"}),
    ),
]
