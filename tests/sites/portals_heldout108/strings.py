"""Portals whose artifacts share their entry's bare title in their content: a classic
Dryad-style data-package repository (title string, plus one hop for the data files) and
a Hugo site of a rivers trust whose flood-study pages and reports carry the study title."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Skin, a, assets, css, doc, js, pdf_file, text_file, xml_file

# --------------------------------------------------------------------------- Dryad classic
DR = "www.datadryad.hx108.example"
DR_ASSETS = (
    "/themes/Dryad/lib/css/style.css",
    "/themes/Dryad/lib/js/dryad.js",
    "/themes/Dryad/images/dryadLogo.png",
)


def _dr_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in s.menu)
    body = (
        f'<div id="ds-main"><div id="ds-header-wrapper"><div id="ds-header"><a id="ds-header-logo'
        f'-link" href="/"><img src="{DR_ASSETS[2]}" alt="Dryad logo"></a>'
        f'<ul id="ds-main-menu">{nav}</ul><div id="ds-user-box"><a href="/login">Login</a></div>'
        '<form id="ds-search-form" action="/discover" method="get"><input name="query">'
        '<input type="submit" value="Go"></form></div></div>'
        f'<div id="ds-content-wrapper"><div id="ds-body">{main}</div></div>'
        '<div id="ds-footer-wrapper"><div id="ds-footer">'
        + " | ".join(a(h, t) for h, t in s.footer)
        + ' | <a href="http://twitter.test/datadryad">Twitter</a><p>Dryad Digital Repository is '
        "a curated, general-purpose repository that makes data discoverable.</p></div></div></div>"
    )
    return doc(title, css(DR_ASSETS[0]) + js(DR_ASSETS[1]) + head, body)


def _dr_skin() -> Skin:
    return Skin(
        host=DR,
        name="Dryad",
        title_format="{title}",
        home_title="Dryad Digital Repository",
        menu=[
            ("/pages/searchDryad", "Search"),
            ("/pages/submissionOverview", "Submit data"),
            ("/pages/whoWeAre", "About"),
            ("/pages/faq", "FAQ"),
            ("/pages/membershipOverview", "Membership"),
        ],
        footer=[
            ("/pages/contact", "Contact us"),
            ("/pages/policies", "Terms of service"),
            ("/pages/privacy", "Privacy policy"),
        ],
        home_main="<h1>Dryad Digital Repository</h1><p>Dryad is a curated resource that makes "
        'the data underlying scientific publications discoverable.</p><a href="/discover?'
        'query=&amp;sort_by=dc.date.accessioned_dt">Recently published data</a>',
        layout=_dr_layout,
    )


def _dr_package(
    s: Skin,
    doi: str,
    handle: int,
    article: str,
    authors: list[str],
    journal: str,
    files: list[tuple[str, str, str]],
) -> dict[str, object]:
    """A data package: package page, full record, citation exports, METS, data-file pages
    and their bitstreams; files as (file title, bitstream name, body)."""
    pkg = f"/resource/doi:{doi}"
    title = f"Data from: {article}"
    cite = f"{'; '.join(authors)} (2024) {title}. Dryad Digital Repository. https://doi.org/{doi}"
    auth_links = ", ".join(
        f'<a href="/discover?field=dc.contributor.author_filter&amp;query='
        f'{escape(x.replace(" ", "+").replace(",", "%2C"))}">{escape(x)}</a>'
        for x in authors
    )
    rows = "".join(
        f'<tr><td><a href="{pkg}/{k}">{escape(ft)}</a></td><td><a href="{pkg}/{k}">View File '
        "Details</a></td></tr>"
        for k, (ft, _b, _body) in enumerate(files, 1)
    )
    main = (
        f'<div class="publication-header"><h1 class="pub-title">{escape(title)}</h1>'
        f'<p class="pub-authors">{auth_links}</p></div>'
        '<div class="citation-view"><p>When using this data, please cite the original '
        f"publication:</p><blockquote>{escape('; '.join(authors))} (2024) {escape(article)}. "
        f'{escape(journal)}. <a href="https://doi.org/10.1016/j.example.2024.107654">'
        "https://doi.org/10.1016/j.example.2024.107654</a></blockquote>"
        "<p>Additionally, please cite the Dryad data package:</p>"
        f"<blockquote>{escape(cite)}</blockquote>"
        f'<div class="citation-sample">Export: <a href="{pkg}/citation/ris">RIS</a> '
        f'<a href="{pkg}/citation/bib">BibTeX</a></div></div>'
        f'<table class="package-file-description"><caption>Files in this package</caption>'
        f"{rows}</table>"
        f'<p><a href="{pkg}?show=full">View Full Record</a> | <a href="/metadata/handle/10255/'
        f'dryad.{handle}/mets.xml">METS</a></p>'
        '<p>Keywords: <a href="/discover?query=%22hydrology%22">hydrology</a></p>'
        '<p class="license">Data files in this package are under <a href="http://creative'
        'commons.test/publicdomain/zero/1.0/">CC0 1.0</a></p>'
    )
    out: dict[str, object] = {pkg: s.page(title, main)}
    fields = "".join(
        f"<tr><td>dc.contributor.author</td><td>{escape(x)}</td></tr>" for x in authors
    )
    out[f"{pkg}?show=full"] = s.page(
        title,
        f"<h1>{escape(title)}</h1><table>{fields}<tr><td>dc.title</td><td>{escape(title)}</td>"
        f'</tr><tr><td>dc.identifier</td><td>doi:{doi}</td></tr></table><a href="{pkg}">Show '
        f'simple item record</a><table class="package-file-description">{rows}</table>',
    )
    out[f"{pkg}/citation/ris"] = text_file(
        f"TY  - DATA\nT1  - {title}\n"
        + "".join(f"AU  - {x}\n" for x in authors)
        + f"DO  - {doi}\nPY  - 2024\nER  - \n",
        "application/x-research-info-systems",
    )
    out[f"{pkg}/citation/bib"] = text_file(
        f"@misc{{dryad_{doi.rsplit('.', 1)[1]},\n  title = {{{title}}},\n  author = "
        f"{{{' and '.join(authors)}}},\n  doi = {{{doi}}},\n  year = {{2024}}\n}}\n",
        "application/x-bibtex",
    )
    out[f"/metadata/handle/10255/dryad.{handle}/mets.xml"] = xml_file(
        f'<mets xmlns="http://www.loc.gov/METS/" OBJID="doi:{doi}"><dmdSec ID="dmd_1"><mdWrap '
        f'MDTYPE="MODS"><xmlData><title>{escape(title)}</title></xmlData></mdWrap></dmdSec></mets>'
    )
    for k, (ft, bname, body) in enumerate(files, 1):
        fh = handle + k
        bs = f"/bitstream/handle/10255/dryad.{fh}/{bname}?sequence=1"
        out[f"{pkg}/{k}"] = s.page(
            ft,
            f'<h1 class="pub-title">{escape(ft)}</h1><p>This file is part of the Dryad data '
            f'package: <a href="{pkg}">{escape(title)}</a></p>'
            f'<table class="file-list"><tr><td><a href="{bs}">{escape(bname)}</a></td>'
            f'<td><a href="{bs}" class="download">Download</a></td></tr></table>'
            f'<p><a href="{pkg}/{k}?show=full">View File Details</a></p>'
            '<p class="license"><a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0'
            "</a></p>",
        )
        out[f"{pkg}/{k}?show=full"] = s.page(
            ft,
            f"<h1>{escape(ft)}</h1><table><tr><td>dc.title</td><td>{escape(ft)}</td></tr>"
            f"<tr><td>dc.relation.ispartof</td><td>doi:{doi}</td></tr></table>"
            f'<a href="{pkg}/{k}">Show simple item record</a>',
        )
        if bname.endswith(".zip"):
            out[bs.split("?")[0]] = Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")
        else:
            out[bs.split("?")[0]] = text_file(body, "text/csv")
    return out


DR1 = ("10.5061/dryad.q2bvq83n7", 264817)
DR1_FILES = [
    (
        "WDPT and infiltration measurements",
        "WDPT_infiltration.csv",
        "plot,depth_cm,wdpt_s,infiltration_mm_h\nB1,0,380,4.1\nB1,2,95,11.8\n",
    ),
    (
        "Soil properties of burned and unburned plots",
        "soil_properties.csv",
        "plot,treatment,som_pct,sand_pct\nB1,burned,6.2,61\nU1,unburned,7.9,58\n",
    ),
]
DR2 = ("10.5061/dryad.8w9ghx3m4", 301552)
DR2_FILES = [
    (
        "Stage and discharge records, 2019-2023",
        "stage_discharge_15min.csv",
        "site,datetime,stage_m,q_m3s\nUP,2019-10-01T00:00,0.212,0.041\n",
    ),
    (
        "Beaver dam survey",
        "dam_survey_2022.csv",
        "dam_id,height_m,length_m,state\nD01,1.1,8.5,intact\n",
    ),
    ("HEC-RAS 2D model", "hecras_model.zip", ""),
]


def dryad_sites() -> list[Site]:
    s = _dr_skin()
    pages: dict[str, object] = dict(assets(*DR_ASSETS))
    pages.update(
        _dr_package(
            s,
            DR1[0],
            DR1[1],
            "Soil water repellency and infiltration after wildfire in Mediterranean pine forests",
            ["Garcia, Lucia", "Moreno, Javier", "Keizer, Jan Jacob"],
            "Catena 235: 107654",
            DR1_FILES,
        )
    )
    pages.update(
        _dr_package(
            s,
            DR2[0],
            DR2[1],
            "Beaver dams attenuate flood peaks and prolong baseflow in headwater streams",
            ["Puttock, Alan", "Graham, Hugh", "Ashe, Josie"],
            "Hydrological Processes 38: e15102",
            DR2_FILES,
        )
    )
    for p, t in [("/discover", "Search"), ("/pages/faq", "FAQ"), ("/pages/whoWeAre", "About")]:
        pages[p] = s.page(t, f"<h1>{t}</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


def _dr_truth(doi: str, handle: int, files: list[tuple[str, str, str]]) -> set[str]:
    u = f"http://{DR}/resource/doi:{doi}"
    out = {
        u,
        f"{u}?show=full",
        f"{u}/citation/ris",
        f"{u}/citation/bib",
        f"http://{DR}/metadata/handle/10255/dryad.{handle}/mets.xml",
    }
    for k, (_t, bname, _b) in enumerate(files, 1):
        out |= {
            f"{u}/{k}",
            f"{u}/{k}?show=full",
            f"http://{DR}/bitstream/handle/10255/dryad.{handle + k}/{bname}?sequence=1",
        }
    return out


# --------------------------------------------------------------------------- Hugo
HG = "www.wharfedalerivers.hx108.example"
HG_TITLE = "Upper Wharfe Flood Study 2023: Otley to Wetherby"


def _hg_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<li class="menu-item"><a href="{h}">{escape(t)}</a></li>' for h, t in s.menu)
    body = (
        '<header class="site-header"><a class="site-title" href="/">Wharfedale Rivers Trust</a>'
        f'<nav class="site-nav"><ul>{nav}</ul></nav></header>'
        f'<main class="content">{main}</main>'
        '<footer class="site-footer"><p>&copy; 2026 Wharfedale Rivers Trust, registered charity '
        "1180442. " + " · ".join(a(h, t) for h, t in s.footer) + "</p><p>Built with "
        '<a href="http://gohugo.test/">Hugo</a></p></footer>'
    )
    head = css("/css/main.min.3f9c2a.css") + '<meta name="generator" content="Hugo 0.139.4">' + head
    return doc(title, head, body, lang="en-gb")


def _hg_skin() -> Skin:
    return Skin(
        host=HG,
        name="Wharfedale Rivers Trust",
        title_format="{title}",
        home_title="Wharfedale Rivers Trust",
        menu=[
            ("/", "Home"),
            ("/studies/", "Flood studies"),
            ("/projects/", "Projects"),
            ("/news/", "News"),
            ("/get-involved/", "Get involved"),
            ("/contact/", "Contact"),
        ],
        footer=[("/privacy/", "Privacy"), ("/accessibility/", "Accessibility")],
        home_main="<h1>Wharfedale Rivers Trust</h1><p>Caring for the River Wharfe and its "
        'tributaries since 2009.</p><a href="/studies/">Read our flood studies</a>',
        layout=_hg_layout,
    )


def hugo_sites() -> list[Site]:
    s = _hg_skin()
    pages: dict[str, object] = dict(assets("/css/main.min.3f9c2a.css"))
    t = HG_TITLE
    pages["/studies/upper-wharfe-flood-study-2023/"] = s.page(
        t,
        f'<article class="post"><h1 class="post-title">{escape(t)}</h1><p class="meta">'
        "Published 14 March 2024 · Flood risk</p>"
        "<p>The study maps flood risk on the River Wharfe between Otley and Wetherby after the "
        "floods of February 2020 and 2022, with new hydrology and a 2D hydraulic model.</p>"
        "<h2>Chapters</h2><ul>"
        '<li><a href="/hydrology/upper-wharfe-2023-flow-estimation/">Flow estimation</a></li>'
        '<li><a href="/maps/upper-wharfe-2023-flood-extents/">Flood extent maps</a></li>'
        '<li><a href="/consultation/2024/upper-wharfe-have-your-say/">Public consultation</a>'
        '</li></ul><h2>Downloads</h2><ul><li><a href="/documents/UWFS2023_Final_Report.pdf">'
        "Final report (PDF, 14 MB)</a></li></ul>"
        '<p>Funded by the <a href="http://www.floodfund.test/">Regional Flood and Coastal '
        'Committee</a>. See also the <a href="/studies/lower-aire-flood-study-2021/">Lower Aire '
        "flood study</a>.</p></article>",
    )
    pages["/hydrology/upper-wharfe-2023-flow-estimation/"] = s.page(
        "Flow estimation",
        f'<article class="post"><h1>Flow estimation</h1><p class="part-of">Part of the '
        f'<a href="/studies/upper-wharfe-flood-study-2023/">{escape(t)}</a></p>'
        "<p>Design flows from FEH statistical pooling and ReFH2 at Addingham, Otley and Ilkley "
        "gauges; the peak of 5 February 2020 is estimated at a 1 in 60 year event.</p>"
        '<p><a href="/documents/UWFS2023_Appendix_B_Hydrology.pdf">Appendix B: Hydrology (PDF)'
        '</a></p><p>Gauged flows: <a href="http://environment.data.test/hydrology/station/'
        '27034">Otley gauge (27034)</a></p></article>',
    )
    pages["/maps/upper-wharfe-2023-flood-extents/"] = s.page(
        "Flood extent maps",
        f"<article><h1>Flood extent maps</h1><p>Modelled extents for the {escape(t)}, for the "
        "1 in 20, 1 in 100 and 1 in 1000 year events.</p>"
        '<p><a href="/documents/UWFS2023_Appendix_C_Hydraulic_Model.pdf">Appendix C: Hydraulic '
        "model (PDF)</a></p></article>",
    )
    pages["/consultation/2024/upper-wharfe-have-your-say/"] = s.page(
        "Have your say",
        f"<article><h1>Have your say</h1><p>Comments on the {escape(t)} were invited until "
        "30 April 2024. The responses are summarised in the final report.</p></article>",
    )
    pages["/documents/UWFS2023_Final_Report.pdf"] = pdf_file(t, "Final report, March 2024")
    pages["/documents/UWFS2023_Appendix_B_Hydrology.pdf"] = pdf_file(t, "Appendix B: Hydrology")
    pages["/documents/UWFS2023_Appendix_C_Hydraulic_Model.pdf"] = pdf_file(
        t, "Appendix C: Hydraulic model"
    )
    pages["/studies/"] = s.page(
        "Flood studies",
        '<h1>Flood studies</h1><ul><li><a href="/studies/upper-wharfe-flood-study-2023/">Upper '
        'Wharfe (2023)</a></li><li><a href="/studies/lower-aire-flood-study-2021/">Lower Aire '
        "(2021)</a></li></ul>",
    )
    pages["/studies/lower-aire-flood-study-2021/"] = s.page(
        "Lower Aire Flood Study 2021", "<h1>Lower Aire Flood Study 2021</h1>"
    )
    for p, n in [("/projects/", "Projects"), ("/news/", "News"), ("/contact/", "Contact")]:
        pages[p] = s.page(n, f"<h1>{n}</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


HG_TRUTH = {
    f"http://{HG}{p}"
    for p in (
        "/studies/upper-wharfe-flood-study-2023/",
        "/hydrology/upper-wharfe-2023-flow-estimation/",
        "/maps/upper-wharfe-2023-flood-extents/",
        "/consultation/2024/upper-wharfe-have-your-say/",
        "/documents/UWFS2023_Final_Report.pdf",
        "/documents/UWFS2023_Appendix_B_Hydrology.pdf",
        "/documents/UWFS2023_Appendix_C_Hydraulic_Model.pdf",
    )
}


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # Classic Dryad data package: the seed's Dryad row, Significant String from Title+ with
    # Ignored URIs.  The package page's bare title ("Data from: ...") is in the package
    # page, full record, RIS/BibTeX, METS and the data-file pages; the bitstreams (plain
    # CSV) do not carry it and sit one hop beyond the file pages.  Truth = those pages and
    # files plus each file's details page; author/keyword searches and the article are not.
    case(
        "dryad-wildfire-water-repellency",
        "Dryad (classic data-package repository)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{DR}/resource/doi:{DR1[0]}",
        _dr_truth(DR1[0], DR1[1], DR1_FILES),
        dryad_sites,
    ),
    # A second Dryad package with three files (one a zipped HEC-RAS model).
    case(
        "dryad-beaver-dams-flood-peaks",
        "Dryad (classic data-package repository)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{DR}/resource/doi:{DR2[0]}",
        _dr_truth(DR2[0], DR2[1], DR2_FILES),
        dryad_sites,
    ),
    # Hugo site of a rivers trust: the flood study's pages live under unrelated sections
    # (/studies, /hydrology, /maps, /consultation, /documents), so no path or URI string
    # joins them, and the appendices are two hops away.  Its pages use the bare page title
    # and every chapter and report PDF names the study: Significant String from Title.
    # Lists use the short link title "Upper Wharfe (2023)", so menus and the studies list
    # do not match.  Truth = 4 pages and 3 PDFs.
    case(
        "hugo-upper-wharfe-flood-study",
        "Hugo (rivers trust static website)",
        "Multi-Hop",
        "sig_title",
        f"http://{HG}/studies/upper-wharfe-flood-study-2023/",
        HG_TRUTH,
        hugo_sites,
        others=[f"http://{HG}/studies/lower-aire-flood-study-2021/"],
    ),
]
