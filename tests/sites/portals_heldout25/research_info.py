"""Research information systems' public portals: Elsevier Pure and Clarivate Converis.

Pure: research outputs /en/publications/<slug> with a "Fingerprint" tab
/en/publications/<slug>/fingerprints and files /ws/portalfiles/portal/<id>/<file>;
activities /en/activities/<slug> are metadata-only records.  Converis: detail pages
/converis/portal/detail/<Type>/<id>, full texts /converis/getfile?id=<id>&portal=true.
Persons, organisational units, projects and other outputs linked from a record are
other records, never part of it.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, pdf_file

# --- Pure (Halvergate University Research Portal) --------------------------------------

HALV = Skin(
    host="research.halvergate-univ.hx25.example",
    name="Halvergate University Research Portal",
    menu=[
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/projects/", "Projects"),
        ("/en/publications/", "Research output"),
        ("/en/datasets/", "Datasets"),
        ("/en/activities/", "Activities"),
    ],
    footer=[
        ("/en/about", "About web accessibility"),
        ("/en/privacy-policy", "Privacy policy"),
        ("https://www.elsevier.test/pure", "Powered by Pure, Scopus & Elsevier Fingerprint Engine"),
    ],
    title_format="{title} — {name}",
    home_title="Halvergate University Research Portal",
    body_class="pure-portal",
    login="/admin/login",
    login_text="Log in to Pure",
    search=("/en/searchAll/index/", "search"),
    generator="Pure",
    cookie="We use cookies to help provide and enhance our service and tailor content.",
)
HP = "/en/publications/saltmarsh-creek-networks-respond-to-managed-realignment-within-a-decade"
HP_TITLE = "Saltmarsh creek networks respond to managed realignment within a decade"
HP_FILE = "/ws/portalfiles/portal/88123456/Accepted_manuscript.pdf"
HA = "/en/activities/keynote-coastal-futures-symposium-2025"
HA_TITLE = "Keynote: Coastal Futures Symposium 2025"
PERSONS = {
    "/en/persons/morwenna-trelawny": "Morwenna Trelawny",
    "/en/persons/kwame-asante": "Kwame Asante",
}
ORG = ("/en/organisations/school-of-environmental-sciences", "School of Environmental Sciences")
PROJECT = (
    "/en/projects/managed-realignment-monitoring-2015-2025",
    "Managed realignment monitoring",
)


def _tabs(base: str, active: str) -> str:
    return (
        '<nav class="tabbed-navigation">'
        + "".join(
            f'<a class="{"active" if sub == active else ""}" href="{base}{sub}">{label}</a>'
            for sub, label in (("", "Overview"), ("/fingerprints", "Fingerprint"))
        )
        + "</nav>"
    )


def _halv_pages() -> dict[str, PageValue]:
    persons = ", ".join(f'<a class="link person" href="{p}">{n}</a>' for p, n in PERSONS.items())
    pub = f"""<div class="result-container"><h1><span>{escape(HP_TITLE)}</span></h1>
<p class="relations persons">{persons}</p><p class="relations organisations">
<a class="link" href="{ORG[0]}">{ORG[1]}</a></p>{_tabs(HP, "")}
<div class="rendering_abstractportal"><h2>Abstract</h2><p>Creek density reached reference
values within nine years.</p></div><table class="properties"><tr><th>Original language</th>
<td>English</td></tr><tr><th>Journal</th><td><a href="/en/publications/?journal=estuarine-coastal">
Estuarine, Coastal and Shelf Science</a></td></tr><tr><th>DOIs</th><td><a
href="https://doi.test/10.1016/j.ecss.2025.108912">https://doi.org/10.1016/j.ecss.2025.108912</a></td></tr></table>
<div class="document"><h2>Access to Document</h2><a class="link" href="{HP_FILE}">Accepted
manuscript (PDF, 2.1 MB)</a><a href="https://www.scopus.test/record/display.uri?eid=2-s2.0-85">
Link to publication in Scopus</a></div><div class="related"><h2>Projects</h2>
<a href="{PROJECT[0]}">{PROJECT[1]}</a></div><div class="rendering_citation"><h2>Cite this</h2>
<ul class="citation-tabs"><li>APA</li><li>Author</li><li>BIBTEX</li><li>Harvard</li><li>RIS</li>
</ul><p>Trelawny, M., &amp; Asante, K. (2025). {escape(HP_TITLE)}.</p></div></div>"""
    fp = f"""<h1>{escape(HP_TITLE)}</h1>{_tabs(HP, "/fingerprints")}<div class="concept-badge-large-container">
<p>Dive into the research topics of '{escape(HP_TITLE)}'. Together they form a unique
fingerprint.</p><ul><li><a href="/en/fingerprints/concepts/saltmarsh">Saltmarsh</a> 100%</li>
<li><a href="/en/fingerprints/concepts/managed-realignment">Managed Realignment</a> 87%</li></ul></div>"""
    act = f"""<div class="result-container"><h1>{escape(HA_TITLE)}</h1><p class="type">Activity:
Talk or presentation › Invited talk</p><p><a class="person" href="/en/persons/morwenna-trelawny">
Morwenna Trelawny</a> (Keynote speaker)</p><p><a href="{ORG[0]}">{ORG[1]}</a></p>
<table class="properties"><tr><th>Period</th><td>17 Sept 2025</td></tr><tr><th>Event title</th>
<td>Coastal Futures Symposium 2025</td></tr><tr><th>Location</th><td>Plymouth, United Kingdom
</td></tr></table><div class="related"><h2>Related content</h2><a href="{HP}">{escape(HP_TITLE)}
</a></div></div>"""
    pages: dict[str, PageValue] = {
        HP: HALV.page(HP_TITLE, pub),
        HP + "/fingerprints": HALV.page(HP_TITLE, fp),
        HP_FILE: pdf_file(HP_TITLE, "Accepted manuscript"),
        HA: HALV.page(HA_TITLE, act),
        ORG[0]: HALV.page(ORG[1], f"<h1>{ORG[1]}</h1>"),
        PROJECT[0]: HALV.page(PROJECT[1], f"<h1>{PROJECT[1]}</h1>"),
        "/en/publications/": HALV.page("Research output", "<h1>Research output</h1>"),
    }
    for p, n in PERSONS.items():
        pages[p] = HALV.page(n, f"<h1>{n}</h1>")
    return pages


def halv_sites() -> list[Site]:
    return [HALV.site(_halv_pages())]


# --- Converis (Tannerby University research portal, German) ----------------------------

TANN = Skin(
    host="fis.tannerby-univ.hx25.example",
    name="Forschungsportal der Universität Tannerby",
    menu=[
        ("/converis/portal/searchpage?lang=de_DE", "Suche"),
        ("/converis/portal/overview/Person?lang=de_DE", "Personen"),
        ("/converis/portal/overview/Project?lang=de_DE", "Projekte"),
        ("/converis/portal/overview/Publication?lang=de_DE", "Publikationen"),
    ],
    footer=[
        ("/converis/portal/page/impressum", "Impressum"),
        ("/converis/portal/page/datenschutz", "Datenschutz"),
        ("/converis/portal/page/barrierefreiheit", "Barrierefreiheit"),
    ],
    title_format="{title} - {name}",
    home_title="Forschungsportal der Universität Tannerby",
    lang="de",
    body_class="converis-portal",
    login="/converis/login",
    login_text="Anmelden",
    privacy="/converis/portal/page/datenschutz",
    cookie="Wir verwenden nur technisch notwendige Cookies.",
    search=("/converis/portal/searchpage", "searchTerm"),
    search_text="Suchen",
    not_found="Die angeforderte Seite wurde nicht gefunden.",
    generator="Converis 6",
)
TPROJ = "/converis/portal/detail/Project/551234"
TPROJ_TITLE = "KLIMAHOLZ – Klimaangepasste Mischwälder im Tannerbyer Bergland"
TPUB = "/converis/portal/detail/Publication/771122"
TPUB_TITLE = "Trockenstressreaktionen junger Weißtannen unter Buchenschirm"
TFILE = "/converis/getfile?id=771130&portal=true"
TPERSONS = {
    "/converis/portal/detail/Person/310045": "Prof. Dr. Katrin Emmerich",
    "/converis/portal/detail/Person/310077": "Dr. Jonas Pfeiffer",
}
TORG = ("/converis/portal/detail/Organisation/20011", "Institut für Waldbau")


def _tann_pages() -> dict[str, PageValue]:
    persons = "".join(f'<li><a href="{p}">{n}</a></li>' for p, n in TPERSONS.items())
    proj = f"""<div class="detailView"><h1>{escape(TPROJ_TITLE)}</h1><table class="detailTable">
<tr><th>Laufzeit</th><td>01.04.2024 – 31.03.2028</td></tr><tr><th>Förderer</th>
<td>Deutsche Forschungsgemeinschaft</td></tr><tr><th>Projektleitung</th><td><ul>{persons}</ul></td></tr>
<tr><th>Einrichtung</th><td><a href="{TORG[0]}">{TORG[1]}</a></td></tr></table>
<h2>Zusammenfassung</h2><p>Das Projekt untersucht Mischbestände aus Tanne und Buche.</p>
<h2>Publikationen</h2><ul><li><a href="{TPUB}">{escape(TPUB_TITLE)}</a></li></ul>
<p><a href="https://gepris.dfg.test/gepris/projekt/512345678">GEPRIS</a></p></div>"""
    pub = f"""<div class="detailView"><h1>{escape(TPUB_TITLE)}</h1><table class="detailTable">
<tr><th>Autor*innen</th><td><ul>{persons}</ul></td></tr><tr><th>Zeitschrift</th><td>Allgemeine
Forst- und Jagdzeitung 196 (3)</td></tr><tr><th>DOI</th><td><a href="https://doi.test/10.80121/afjz.2025.196.3.41">
10.80121/afjz.2025.196.3.41</a></td></tr><tr><th>Projekt</th><td><a href="{TPROJ}">{escape(TPROJ_TITLE)}
</a></td></tr></table><h2>Volltext</h2><a class="fulltext" href="{TFILE.replace("&", "&amp;")}">Emmerich_Pfeiffer_2025.pdf
(Open Access)</a></div>"""
    pages: dict[str, PageValue] = {
        TPROJ: TANN.page(TPROJ_TITLE, proj),
        TPUB: TANN.page(TPUB_TITLE, pub),
        TFILE: pdf_file("Trockenstressreaktionen junger Weisstannen", "Volltext"),
        TORG[0]: TANN.page(TORG[1], f"<h1>{TORG[1]}</h1>"),
    }
    for p, n in TPERSONS.items():
        pages[p] = TANN.page(n, f"<h1>{n}</h1>")
    return pages


def tann_sites() -> list[Site]:
    return [TANN.site(_tann_pages())]


CASES = [
    # Single Page+ with ignored URIs: the Fingerprint tab and the accepted manuscript are
    # one hop from the output's page, among persons, unit, project, Scopus and concept
    # links.  Truth: overview, fingerprint tab, PDF.
    Case(
        name="pure-halvergate-saltmarsh",
        imitates="Pure (research output)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=HALV.url(HP),
        truth=frozenset([HALV.url(HP), HALV.url(HP + "/fingerprints"), HALV.url(HP_FILE)]),
        build=halv_sites,
        others=frozenset([HALV.url(PROJECT[0])]),
    ),
    # Single Page: an activity record (an invited talk) - metadata only; the person,
    # unit and related output are other records.
    Case(
        name="pure-halvergate-keynote",
        imitates="Pure (activity)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=HALV.url(HA),
        truth=frozenset([HALV.url(HA)]),
        build=halv_sites,
        others=frozenset([HALV.url(HP)]),
    ),
    # Single Page: a project record (German); persons, institute, publications and the
    # funder's database are other records.
    Case(
        name="converis-tannerby-project",
        imitates="Converis (project)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=TANN.url(TPROJ),
        truth=frozenset([TANN.url(TPROJ)]),
        build=tann_sites,
        others=frozenset([TANN.url(TPUB)]),
    ),
    # Single Page+ with ignored URIs: the open-access full text one hop away.  Truth:
    # publication page, full text.  The project is another artifact.
    Case(
        name="converis-tannerby-publication",
        imitates="Converis (publication)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=TANN.url(TPUB),
        truth=frozenset([TANN.url(TPUB), TANN.url(TFILE)]),
        build=tann_sites,
        others=frozenset([TANN.url(TPROJ)]),
    ),
]
