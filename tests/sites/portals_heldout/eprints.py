"""An EPrints 3.4 repository (seed: SSRN / bioRxiv preprints, single hop, Single Page+ with
Ignored URIs).

Truth: the abstract page (`/<id>/`), its documents (`/<id>/<pos>/<file>`) and the export
formats advertised as `<link rel="alternate">` (BibTeX, RIS, Dublin Core, EndNote, JSON,
METS) — the bibliographic metadata of the item.  Not truth: the `/id/eprint/<id>` URI (a
303 alias of the abstract page), the preview thumbnails (embedded images), browse views by
creator / year / division / subject, the SWORD and OpenSearch service links, the RSS feed,
the "Actions (login required)" link, the publisher's DOI page.  Case 2 is entered through
its `/id/eprint/<id>` URI, which redirects to the abstract page.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, doc_pdf, e, ul

HOST = "eprints.marlow-college.example"
NAME = "Marlow Research Online"
SHELL = Shell(
    HOST,
    NAME,
    "{title} - " + NAME,
    '<div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo">'
    '<a href="/" title="Marlow Research Online"><img alt="Marlow Research Online" src="/images/sitelogo.png"></a></div>'
    '<ul class="ep_tm_menu">'
    + "".join(
        f"<li>{a(h, t)}</li>"
        for h, t in [
            ("/", "Home"),
            ("/information.html", "About"),
            ("/view/", "Browse"),
            ("/cgi/search/simple", "Search"),
            ("/policies.html", "Policies"),
        ]
    )
    + "</ul>"
    '<form method="get" accept-charset="utf-8" action="/cgi/search" class="ep_tm_searchbar">'
    '<input class="ep_tm_searchbarbox" type="text" name="q"><input type="hidden" name="_action_search" value="Search">'
    '<input class="ep_tm_searchbarbutton" value="Search" type="submit"></form>'
    '<div class="ep_tm_key_tools">'
    + a("/cgi/users/home", "Login")
    + a("/cgi/register", "Create Account")
    + "</div></div>",
    '<div class="ep_tm_footer ep_noprint"><div class="ep_tm_eprints_logo">'
    '<a href="https://eprints.org/software/"><img alt="EPrints Logo" src="/images/eprintslogo.png"></a></div>'
    '<div>Marlow Research Online is powered by <em><a href="https://eprints.org/software/">EPrints 3.4</a></em> '
    'which is developed by the <a href="https://www.ecs.soton.ac.uk/">School of Electronics and Computer Science</a>.</div>'
    + a("/accessibility.html", "Accessibility")
    + a("https://marlow-college.example/privacy", "Privacy")
    + "</div>",
    css=("/style/auto.css", "/style/print.css"),
    js=("/javascript/auto.js", "/javascript/jquery.min.js"),
    logo="/images/sitelogo.png",
    favicon="/favicon.ico",
    generator="EPrints 3.4.5",
    head_extra=(
        '<link rel="Top" href="/"><link rel="Sword" href="/sword-app/servicedocument">'
        '<link rel="SwordDeposit" href="/id/contents">'
        '<link rel="Search" type="text/html" href="/cgi/search">'
        '<link rel="Search" type="application/opensearchdescription+xml" href="/cgi/opensearchdescription" title="Marlow Research Online">'
        '<link rel="alternate" type="application/rss+xml" title="Latest" href="/cgi/latest_tool?output=RSS">'
    ),
)

EXPORTS = [
    ("BibTeX", "bib"),
    ("RIS", "ris"),
    ("DC", "txt"),
    ("EndNote", "enw"),
    ("JSON", "js"),
    ("METS", "xml"),
]


def eprint(n, title, creators, year, division, subjects, docs, doi, abstract):
    base = f"/{n}/"
    pages, truth = {}, {base}
    head = f'<meta name="eprints.title" content="{e(title)}"><meta name="DC.title" content="{e(title)}">'
    for fmt, ext in EXPORTS:
        u = f"/cgi/export/eprint/{n}/{fmt}/marlow-eprint-{n}.{ext}"
        pages[u] = Response.text(f"{fmt} record for: {title}\n")
        truth.add(u)
        head += f'<link rel="alternate" href="https://{HOST}{u}" type="text/plain; charset=utf-8" title="{fmt}">'
    docrows = ""
    for pos, (fname, label) in enumerate(docs, 1):
        u = f"/{n}/{pos}/{fname}"
        pages[u] = Response.data(doc_pdf(title, label), "application/pdf")
        truth.add(u)
        head += f'<meta name="eprints.document_url" content="https://{HOST}{u}">'
        docrows += (
            f'<tr><td valign="top" align="right"><a class="ep_document_link" href="{u}">'
            f'<img class="ep_doc_icon" src="/{n}/{pos}.haspreviewThumbnailVersion/{fname}" alt="[thumbnail of {fname}]" border="0"></a></td>'
            f'<td valign="top"><span class="ep_document_citation">{e(label)}</span><br>'
            f'<a href="{u}" class="ep_document_link">Download ({len(pages[u].body)}B)</a></td></tr>'
        )
    people = ", ".join(
        a(f"/view/creators/{c.replace(', ', '=3A').replace(' ', '_')}=3A=3A.html", c)
        for c in creators
    )
    subj = "".join(
        f"<li>{a(f'/view/subjects/{code}.html', label)}</li>" for code, label in subjects
    )
    main = (
        f'<h1 class="ep_tm_pagetitle">{e(title)}</h1><div class="ep_summary_content"><div class="ep_summary_content_main">'
        f'<p style="margin-bottom: 1em">{people} ({year}) <em>{e(title)}.</em> '
        f"{a(f'https://doi.org/{doi}', f'https://doi.org/{doi}')}</p>"
        f"<table>{docrows}</table>"
        f'<h2>Abstract</h2><p style="text-align: left; margin: 1em auto 0em auto">{e(abstract)}</p>'
        f'<table class="ep_block" style="margin-bottom: 1em" border="0" cellpadding="2">'
        f'<tr><th align="right">Item Type:</th><td>Article</td></tr>'
        f'<tr><th align="right">Subjects:</th><td><ul>{subj}</ul></td></tr>'
        f'<tr><th align="right">Divisions:</th><td>{a(f"/view/divisions/{division[0]}/", division[1])}</td></tr>'
        f'<tr><th align="right">Date Deposited:</th><td>{a(f"/view/year/{year}.html", f"{year}")}</td></tr>'
        f'<tr><th align="right">URI:</th><td>{a(f"https://{HOST}/id/eprint/{n}", f"https://{HOST}/id/eprint/{n}")}</td></tr></table>'
        f'<form method="get" accept-charset="utf-8" action="/cgi/export_redirect"><input name="dataobj" type="hidden" value="{n}">'
        '<select name="format">'
        + "".join(f'<option value="{f}">{f}</option>' for f, _ in EXPORTS)
        + '</select><input value="Export" type="submit" class="ep_form_action_button"></form>'
        f"<h3>Actions (login required)</h3>{a(f'/cgi/users/home?screen=EPrint::View&eprintid={n}', 'View Item')}"
        f"<p>{a(f'https://twitter.com/intent/tweet?text={title[:30]}&url=https://{HOST}/{n}/', 'Tweet')}</p></div></div>"
    )
    pages[base] = SHELL.page(title, main, head=head)
    pages[f"/id/eprint/{n}"] = Response.redirect(f"https://{HOST}{base}", 303)
    return pages, {SHELL.url(t) for t in truth}


TA = "Microplastic loads in chalk streams of the Chiltern Hills"
TB = "Victorian lock-keepers and the making of the Thames navigation, 1840-1880"


def _all():
    pa, ta = eprint(
        1234,
        TA,
        ["Ashdown, Peter", "Nwosu, Chiamaka"],
        2021,
        ("geog", "School of Geography"),
        [("GB", "GB Physical geography"), ("TD", "TD Environmental technology")],
        [("Ashdown_Nwosu_2021_accepted.pdf", "Accepted Version")],
        "10.1016/j.envpol.2021.117412",
        "We sampled 11 chalk streams for microplastics over two winters.",
    )
    pb, tb = eprint(
        2201,
        TB,
        ["Fairbrother, Helen"],
        2019,
        ("hist", "Department of History"),
        [("DA", "DA Great Britain")],
        [
            ("Fairbrother_thesis.pdf", "Published Version"),
            ("Fairbrother_appendix_tables.pdf", "Supplemental Material"),
        ],
        "10.48002/mro.2201",
        "A history of the lock-keepers of the upper Thames.",
    )
    return {**pa, **pb}, ta, tb


def build():
    pages, _, _ = _all()
    SHELL.featured = [
        ("/1234/", TA),
        ("/2201/", TB),
        ("/3077/", "Bee foraging in urban allotments"),
    ]
    pages["/3077/"] = SHELL.page(SHELL.featured[2][1], f"<h1>{SHELL.featured[2][1]}</h1>")
    home = "<h1>Welcome to Marlow Research Online</h1><h2>Latest additions</h2>" + ul(
        SHELL.featured
    )
    return [build_site(SHELL, pages, home)]


_, _TA, _TB = _all()
CASES = [
    Case(
        "eprints-article",
        "eprints",
        "single-hop",
        "single_page_plus_ignored",
        SHELL.url("/1234/"),
        frozenset(_TA),
        build,
        frozenset({"https://doi.org/10.1016/j.envpol.2021.117412"}),
    ),
    Case(
        "eprints-thesis-uri",
        "eprints",
        "single-hop",
        "single_page_plus_ignored",
        SHELL.url("/id/eprint/2201"),
        frozenset(_TB),
        build,
        landing=SHELL.url("/2201/"),
    ),
]
