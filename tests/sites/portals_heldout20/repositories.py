"""heldout20: repositories and research-information systems a university subscribes to.

bepress-Digital-Commons-like IR, Esploro-like and Worktribe-like research portals,
Symplectic-Elements-like and Converis-like public profiles, a Hyku-like multi-tenant
repository, a Preservica-like public access portal, a Mukurtu-like community archive and a
DSpace-7-hosted grey-literature report series.
"""

from __future__ import annotations

from sites.portals._portal import Case, Portal

from ._kit import Hub, a, blob, citation, host, image, meta, pdf_file, raw, signposting, ul

# --- bepress Digital Commons -----------------------------------------------------------------


def digital_commons() -> list[Case]:
    dc = host("digitalcommons", "wellbrook")
    pid = host("doi", "wellbrook-pid")
    portal = Portal(
        dc,
        "Wellbrook Digital Commons",
        [
            ("/", "Home"),
            ("/about.html", "About"),
            ("/faq.html", "FAQ"),
            ("/cgi/myaccount.cgi?context=", "My Account"),
            ("/communities.html", "Collections"),
            ("/authors.html", "Authors"),
            ("/disciplines.html", "Disciplines"),
        ],
        [
            ("/accessibility.html", "Accessibility Statement"),
            ("/privacy.html", "Privacy"),
            ("/copyright.html", "Copyright"),
            ("http://www.elsevier.test/solutions/digital-commons", "Elsevier - Digital Commons"),
        ],
        title_format="{title}",
        home_title="Wellbrook Digital Commons | Wellbrook University Research",
    )
    hub = Hub(
        "bepress Digital Commons IR",
        [portal],
        meta(
            "Digital Commons",
            "Wellbrook Digital Commons",
            ["/assets/nr_browser_production.js", "//cdn.plu.test/widget-popup.js"],
            '<link rel="alternate" type="application/rss+xml" href="/recent.rss">',
        ),
    )

    def series(ctx: str, name: str, items: list[tuple[str, str]]) -> str:
        return hub.page(f"/{ctx}/", name, f"<h1>{name}</h1>" + ul(items))

    series("psych_facpub", "Psychology Faculty Publications", [("/psych_facpub/212/", "Sleep")])
    series("etd", "Electronic Theses and Dissertations", [("/etd/1187/", "Estuary")])
    hub.page("/psych_facpub/213/", '"Rumination and memory" by Tom Hale', "<h1>Rumination</h1>")
    hub.page("/psych_facpub/197/", '"Circadian rhythm" by Ana Ruiz', "<h1>Circadian</h1>")
    hub.page("/etd/1186/", '"Salt marsh carbon" by Lea Moss', "<h1>Salt marsh carbon</h1>")
    hub.page("/authors.html", "Authors", "<h1>Authors</h1>")

    def article(
        path: str,
        title: str,
        authors: str,
        art: int,
        ctx: str,
        supp: list[tuple[str, str, bytes, str]],
        extra: str,
    ) -> list[str]:
        pdf_url = f"/cgi/viewcontent.cgi?article={art}&context={ctx}"
        hub.put(dc, pdf_url, pdf_file(title, authors))
        files = [hub.url(pdf_url)]
        rows = []
        for i, (fname, desc, body, ctype) in enumerate(supp):
            p = f"/cgi/viewcontent.cgi?filename={i}&article={art}&context={ctx}&type=additional"
            hub.put(dc, p, raw(body, ctype))
            files.append(hub.url(p))
            rows.append((p, f"{fname} ({desc})"))
        head = citation(
            {
                "bepress_citation_title": title,
                "bepress_citation_author": authors.split(" and "),
                "bepress_citation_pdf_url": hub.url(pdf_url),
                "bepress_citation_abstract_html_url": hub.url(path),
            }
        )
        main = (
            f'<div id="title"><h1>{title}</h1></div><div id="authors"><p>{authors}</p></div>'
            f'<div id="beta_7-3"><a id="pdf" class="btn" href="{pdf_url.replace("&", "&amp;")}">'
            "Download</a></div>"
            f"<h4>Additional Files</h4>{ul(rows)}"
            '<div id="doc-stats"><h4>Downloads</h4><p>1,204 (since March 2019)</p>'
            f'<a href="http://plu.test/plum/a/?repo_url={hub.url(path)}" '
            'class="plumx-plum-print-popup">PlumX Metrics</a></div>'
            f"{extra}"
            '<h4>Included in</h4><p><a href="http://network.bepress.test/hgg/discipline/404">'
            "Psychology Commons</a></p>"
            f'<h4>Recommended Citation</h4><p>{authors}. "{title}".</p>'
            f'<p><a href="/do/search/?q=author_lname%3A%22{authors.split()[1]}%22">'
            "More by this author</a></p>"
        )
        hub.page(path, f'"{title}" by {authors}', main, head=head)
        return [hub.url(path), *files]

    xl = b"PK\x03\x04 sleep-data.xlsx"
    # Expected single_page_plus_ignored (the seed's table puts SSRN/Figshare-like single-hop
    # records there): the abstract page links its PDF and its additional files one hop away,
    # among menus, the series page, discipline and author links that the 404 and home pages
    # also carry or that lead to other records.  Truth: landing page, full-text PDF, both
    # supplementary files; not the series page, PlumX, the Commons network or other papers.
    art = article(
        "/psych_facpub/212/",
        "Sleep restriction and working memory in adolescents",
        "Ana Ruiz and Tom Hale",
        1214,
        "psych_facpub",
        [
            ("sleep-data.xlsx", "participant-level data", xl, "application/vnd.ms-excel"),
            ("analysis.R", "analysis script", b"library(lme4)\n", "text/plain"),
        ],
        '<p>Related: <a href="/psych_facpub/213/">Rumination and memory</a></p>',
    )
    thesis = article(
        "/etd/1187/",
        "Sediment transport in a tidal estuary under sea-level rise",
        "Marta Quill and Jon Ives",
        2190,
        "etd",
        [
            ("grain-sizes.zip", "dataset", b"PK\x03\x04 grains", "application/zip"),
            ("flume-run-3.mp4", "video of a flume run", b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        ],
        '<p>Advisor: Jon Ives. <a href="/etd/1186/">Previous thesis in series</a></p>',
    )
    doi_path = "/10.58123/wb.psych.2020.07"
    hub.redirect(pid, doi_path, hub.url("/psych_facpub/198/"))
    doi_art = article(
        "/psych_facpub/198/",
        "Napping habits of first-year students",
        "Ana Ruiz and Ivo Berg",
        1190,
        "psych_facpub",
        [("survey.pdf", "survey instrument", b"%PDF-1.4 survey", "application/pdf")],
        f'<p>DOI: <a href="http://{pid}{doi_path}">10.58123/wb.psych.2020.07</a>. '
        'See also <a href="/psych_facpub/197/">Circadian rhythm</a></p>',
    )
    other = hub.url
    return [
        hub.case(
            "dc-article-supplements",
            "article with supplementary files and download counter",
            "single_hop",
            "single_page_plus_ignored",
            art[0],
            art,
            [other("/psych_facpub/"), other("/psych_facpub/213/")],
        ),
        hub.case(
            "dc-etd-additional-files",
            "thesis with dataset and video as additional files",
            "single_hop",
            "single_page_plus_ignored",
            thesis[0],
            thesis,
            [other("/etd/"), other("/etd/1186/")],
        ),
        # Same heuristic and truth shape, entered through a DOI resolver hop: the resolver
        # URI is not part of the artifact, the landing page is.
        hub.case(
            "dc-article-via-doi",
            "article reached through its DOI",
            "single_hop",
            "single_page_plus_ignored",
            f"http://{pid}{doi_path}",
            doi_art,
            [other("/psych_facpub/197/")],
            landing=doi_art[0],
        ),
    ]


# --- Esploro-like research portal (Signposting) ----------------------------------------------


def esploro() -> list[Case]:
    rp = host("researchportal", "northmere")
    pid = host("doi", "northmere-pid")
    portal = Portal(
        rp,
        "Northmere Research Portal",
        [
            ("/esploro/", "Home"),
            ("/esploro/search/outputs?query=any,contains,*", "Research Outputs"),
            ("/esploro/search/researchers", "Researchers"),
            ("/esploro/search/units", "Research Units"),
            ("/esploro/search/projects", "Projects"),
        ],
        [
            ("/esploro/about", "About the portal"),
            ("http://www.northmere.test/privacy", "Privacy"),
            ("http://exlibris.test/esploro", "Powered by Esploro"),
        ],
        title_format="{title} - {name}",
    )
    hub = Hub(
        "Esploro research portal",
        [portal],
        meta(
            "",
            "Northmere Research Portal",
            ["/esploro/lib/runtime.3f2a1c.js", "/esploro/lib/main.9b7e0d.js"],
            '<base href="/esploro/">',
        ),
    )
    inst = "01NMU_INST"
    prof = hub.page(
        "/esploro/profile/ilse_varga/991000123450003401",
        "Ilse Varga",
        "<h1>Ilse Varga</h1><p>Coastal geomorphology.</p>",
    )
    hub.page("/esploro/search/units", "Research Units", "<h1>Units</h1>")

    def output(
        kind: str,
        slug: str,
        oid: str,
        title: str,
        doi: str,
        files: list[tuple[str, str, bytes]],
        related: list[tuple[str, str]],
    ) -> list[str]:
        path = f"/esploro/outputs/{kind}/{slug}/{oid}"
        urls = []
        links = []
        sp: list[tuple[str, str, str | None]] = [
            (f"http://{pid}/{doi}", "cite-as", None),
            ("http://orcid.test/0000-0002-1825-0097", "author", None),
            ("http://creativecommons.test/licenses/by/4.0/", "license", None),
        ]
        for n, (fname, ctype, body) in enumerate(files):
            f = (
                f"/esploro/fulltext/{kind}/{slug}/{oid}?repId={12351 + n}&mId={1239 + n}"
                f"&institution={inst}"
            )
            hub.put(rp, f, raw(body, ctype))
            urls.append(hub.url(f))
            links.append((f, fname))
            sp.append((hub.url(f), "item", ctype))
        export = f"/esploro/api/outputs/{oid}/export?format=datacite&institution={inst}"
        hub.put(
            rp,
            export,
            blob(
                f"<resource><titles><title>{title}</title></titles></resource>",
                "application/vnd.datacite.datacite+xml",
            ),
        )
        urls.append(hub.url(export))
        sp.append((hub.url(export), "describedby", "application/vnd.datacite.datacite+xml"))
        schema = "Dataset" if kind == "dataset" else "ScholarlyArticle"
        sp.append((f"http://schema.test/{schema}", "type", None))
        main = (
            f'<h1 class="output-title">{title}</h1><p>'
            + a(prof, "Ilse Varga")
            + f", Northmere University.</p><p>DOI: {a(f'http://{pid}/{doi}', doi)}</p>"
            + "<h2>Files and links</h2>"
            + ul(links)
            + "<h2>Export</h2>"
            + ul([(export, "DataCite XML")])
            + "<h2>Related outputs</h2>"
            + ul(related)
            + "<p>Views 412 · Downloads 97</p>"
        )
        landing = hub.page(path, title, main, headers=[signposting(sp)])
        hub.redirect(pid, f"/{doi}", landing)
        return [landing, *urls]

    ds_slug, ds_id = "Dune-profile-surveys-Harrow-Bay-2019-2022", "991023456990003401"
    ds_path = f"/esploro/outputs/dataset/{ds_slug}/{ds_id}"
    art_slug, art_id = "Coastal-dune-recovery-after-storm-surges", "991023456780003401"
    art_path = f"/esploro/outputs/journalArticle/{art_slug}/{art_id}"
    art = output(
        "journalArticle",
        art_slug,
        art_id,
        "Coastal dune recovery after storm surges",
        "10.60117/nmu.art.2023.118",
        [("Varga2023_AAM.pdf", "application/pdf", b"%PDF-1.4 dune recovery")],
        [(ds_path, "Dune profile surveys (dataset)")],
    )
    ds = output(
        "dataset",
        ds_slug,
        ds_id,
        "Dune profile surveys, Harrow Bay, 2019-2022",
        "10.60117/nmu.data.2022.031",
        [
            ("profiles.csv", "text/csv", b"station,date,elev\nH1,2019-04-02,3.2\n"),
            ("transects.zip", "application/zip", b"PK\x03\x04 transects"),
            ("README.txt", "text/plain", b"Dune profile surveys README\n"),
        ],
        [(art_path, "Coastal dune recovery after storm surges (article)")],
    )
    # Expected signposting: each output answers with a Signposting Link header naming its
    # cite-as DOI, its files (rel=item) and its DataCite record (rel=describedby), the
    # machine-readable boundary the seed points to.  Truth: landing page, files, metadata
    # export; the DOI resolver hop, the researcher profile and the related output are not.
    return [
        hub.case(
            "esploro-article-signposted",
            "journal article with accepted manuscript, via DOI",
            "single_hop",
            "signposting",
            f"http://{pid}/10.60117/nmu.art.2023.118",
            art,
            [prof, ds[0]],
            landing=art[0],
        ),
        hub.case(
            "esploro-dataset-signposted",
            "dataset with three files",
            "single_hop",
            "signposting",
            ds[0],
            ds,
            [prof, art[0]],
        ),
    ]


# --- Worktribe-like repository ---------------------------------------------------------------


def worktribe() -> list[Case]:
    wt = host("repository", "halvard")
    portal = Portal(
        wt,
        "Halvard University Repository",
        [
            ("/", "Home"),
            ("/search", "Search outputs"),
            ("/browse/type", "Browse by type"),
            ("/browse/unit", "Browse by unit"),
            ("/people", "People"),
        ],
        [
            ("/policies", "Repository policies"),
            ("/accessibility", "Accessibility"),
            ("http://www.worktribe.test/", "Powered by Worktribe"),
        ],
    )
    hub = Hub(
        "Worktribe repository",
        [portal],
        meta("", "Halvard University Repository", ["/js/worktribe-portal.min.js?v=4.12"]),
    )
    person = hub.page("/person/20417/maren-holt", "Maren Holt", "<h1>Maren Holt</h1>")
    unit = hub.page("/unit/311/school-of-engineering", "School of Engineering", "<h1>Eng</h1>")
    later = hub.page(
        "/output/1894630/fatigue-of-laser-welded-joints-ii", "Fatigue II", "<h1>Fatigue II</h1>"
    )

    def output(oid: str, slug: str, title: str, files: list[tuple[str, str, bytes]]) -> list[str]:
        urls = []
        rows = []
        for n, (fname, ctype, body) in enumerate(files, 1):
            prev = hub.put(wt, f"/preview/{oid}/{fname}", raw(body, ctype))
            down = hub.put(wt, f"/file/{oid}/{n}/{fname}", raw(body, ctype))
            urls += [prev, down]
            rows.append(f"<li>{fname} {a(prev, 'Preview')} {a(down, 'Download')}</li>")
        bib = hub.put(
            wt,
            f"/exports/output/{oid}.bib",
            blob(f"@article{{o{oid}, title={{{title}}}}}", "application/x-bibtex"),
        )
        urls.append(bib)
        main = (
            f"<h1>{title}</h1><p>Authors: {a(person, 'Maren Holt')}</p>"
            f"<p>School: {a(unit, 'School of Engineering')}</p>"
            f'<h2>Files</h2><ul class="files">{"".join(rows)}</ul>'
            f"<p>{a(bib, 'Export BibTeX')}</p>"
            f"<p>Related output: {a(later, 'Fatigue of laser-welded joints II')}</p>"
        )
        landing = hub.page(f"/output/{oid}/{slug}", title, main)
        return [landing, *urls]

    art = output(
        "1894627",
        "fatigue-of-laser-welded-joints-in-thin-steel-sheets",
        "Fatigue of laser-welded joints in thin steel sheets",
        [("Holt_AAM_2022.pdf", "application/pdf", b"%PDF-1.4 fatigue")],
    )
    data = output(
        "1901155",
        "data-for-fatigue-of-laser-welded-joints",
        "Data for: Fatigue of laser-welded joints",
        [
            ("strain_gauges.csv", "text/csv", b"t,e1,e2\n0,0,0\n"),
            ("specimen_photos.zip", "application/zip", b"PK\x03\x04 photos"),
        ],
    )
    # Expected sig_uri: every URI of an output carries its numeric output ID
    # (/output/ID/slug, /preview/ID/..., /file/ID/n/..., /exports/output/ID.bib) and no
    # chrome or neighbour does, as the seed's GBIF example.  Truth: landing, each file's
    # preview and download, the BibTeX export; not the person, unit or related output.
    return [
        hub.case(
            "worktribe-article-aam",
            "journal article with accepted manuscript",
            "multi_hop",
            "sig_uri",
            art[0],
            art,
            [person, unit, later],
        ),
        hub.case(
            "worktribe-dataset",
            "dataset output with two files",
            "multi_hop",
            "sig_uri",
            data[0],
            data,
            [person, unit],
        ),
    ]


# --- Symplectic Elements public profile ------------------------------------------------------


def elements() -> list[Case]:
    ex = host("experts", "corbridge")
    portal = Portal(
        ex,
        "Corbridge Experts",
        [
            ("/", "Home"),
            ("/search?type=user", "Find an expert"),
            ("/search?type=publication", "Publications"),
            ("/search?type=grant", "Grants"),
            ("/about", "About"),
        ],
        [("/cookies", "Cookies"), ("http://symplectic.test/", "Powered by Symplectic Elements")],
        title_format="{title} - {name}",
    )
    hub = Hub(
        "Symplectic Elements public profile",
        [portal],
        meta("", "Corbridge Experts", ["/discovery/js/discovery.bundle.js"]),
    )
    hart = hub.page("/display/mhart", "Dr Mira Hart", "<h1>Dr Mira Hart</h1>")
    okoye = hub.page("/display/nokoye", "Prof Nnamdi Okoye", "<h1>Prof Nnamdi Okoye</h1>")
    grant = hub.page("/display/grant/55120", "Peatland carbon flux grant", "<h1>Grant</h1>")

    def publication(pid: str, title: str, body: str) -> str:
        main = (
            f'<h1 class="title">{title}</h1><p>{a(hart, "Mira Hart")}, {a(okoye, "Nnamdi Okoye")}</p>'
            f"{body}<h3>Keywords</h3><p>peatland; methane</p>"
            f'<p><a href="http://doi.test/10.1000/pc.2021.3">Publisher version (DOI)</a> · '
            f'<a href="http://eprints.corbridge-ir.test/4412/">Full text in Corbridge Eprints</a></p>'
        )
        return hub.page(f"/display/publication/{pid}", title, main)

    p1 = publication(
        "408812",
        "Methane flux from restored peatlands",
        "<p>Journal of Wetland Science, 2021, 14(2), 88-101.</p><h3>Abstract</h3><p>We ...</p>",
    )
    p2 = publication(
        "410027",
        "Drone surveys of peatland microtopography",
        f"<p>Conference paper, EGU 2022.</p><p>Funded by {a(grant, 'Peatland carbon flux')}</p>",
    )
    # Expected single_page: an Elements public output record is a metadata page; its full
    # text lives in the institutional repository and at the publisher (other artifacts on
    # other portals), its authors and grants are profiles of their own.  Truth: the page.
    return [
        hub.case(
            "elements-journal-article",
            "public profile journal article record",
            "single_uri",
            "single_page",
            p1,
            [p1],
            [hart, okoye],
        ),
        hub.case(
            "elements-conference-paper",
            "public profile conference paper with grant",
            "single_uri",
            "single_page",
            p2,
            [p2],
            [hart, okoye, grant],
        ),
    ]


# --- Converis research portal ----------------------------------------------------------------


def converis() -> list[Case]:
    cr = host("cris", "tellmark")
    portal = Portal(
        cr,
        "Tellmark Research Information",
        [
            ("/converis/portal/", "Home"),
            ("/converis/portal/search?type=Person", "Researchers"),
            ("/converis/portal/search?type=Publication", "Publications"),
            ("/converis/portal/search?type=Project", "Projects"),
            ("/converis/portal/search?type=Organisation", "Organisations"),
        ],
        [("/converis/portal/imprint", "Imprint"), ("/converis/portal/privacy", "Privacy")],
        title_format="{title} - {name}",
    )
    hub = Hub(
        "Converis research portal",
        [portal],
        meta(
            "Converis",
            "Tellmark Research Information",
            ["/converis/js/jquery.min.js", "/converis/js/portal.js"],
        ),
    )
    lang = "?lang=en_GB"
    person = hub.page(f"/converis/portal/detail/Person/5123{lang}", "Katrin Voss", "<h1>Voss</h1>")
    project = hub.page(
        f"/converis/portal/detail/Project/88012{lang}", "SOILNET project", "<h1>SOILNET</h1>"
    )
    org = hub.page(
        f"/converis/portal/detail/Organisation/410{lang}",
        "Institute of Soil Science",
        "<h1>Soil</h1>",
    )

    def pub(pid: str, title: str, files: list[tuple[str, str, bytes]]) -> list[str]:
        urls = []
        rows = []
        for n, (fname, ctype, body) in enumerate(files):
            g = f"/converis/getfile?id={71239001 + n + int(pid) % 100}&portal=true&v=1"
            hub.put(cr, g, raw(body, ctype))
            urls.append(hub.url(g))
            rows.append((g, fname))
        main = (
            f"<h1>{title}</h1><table><tr><th>Authors</th><td>{a(person, 'Katrin Voss')}</td></tr>"
            f"<tr><th>Project</th><td>{a(project, 'SOILNET')}</td></tr>"
            f"<tr><th>Organisation</th><td>{a(org, 'Institute of Soil Science')}</td></tr>"
            "<tr><th>Files</th><td>" + ul(rows) + "</td></tr></table>"
        )
        landing = hub.page(f"/converis/portal/detail/Publication/{pid}{lang}", title, main)
        return [landing, *urls]

    p1 = pub(
        "71234567",
        "Nitrate leaching under cover crops",
        [("Voss_2021_postprint.pdf", "application/pdf", b"%PDF-1.4 nitrate")],
    )
    p2 = pub(
        "71234602",
        "Soil moisture sensor network data, 2020",
        [
            ("sensor_readings_2020.csv", "text/csv", b"id,ts,vwc\n"),
            ("sensor_network_methods.pdf", "application/pdf", b"%PDF-1.4 methods"),
        ],
    )
    # Expected single_page_plus_ignored: the Converis detail page links its getfile
    # downloads one hop away; its person, project and organisation links are other records,
    # the menus are on every page.  Truth: the detail page and its files.
    return [
        hub.case(
            "converis-publication-postprint",
            "publication with postprint",
            "single_hop",
            "single_page_plus_ignored",
            p1[0],
            p1,
            [person, project, org],
        ),
        hub.case(
            "converis-dataset-two-files",
            "research data record with two files",
            "single_hop",
            "single_page_plus_ignored",
            p2[0],
            p2,
            [person, project, org],
        ),
    ]


# --- Hyku / Samvera multi-tenant repository --------------------------------------------------


def hyku() -> list[Case]:
    lakes = host("lakes", "kestrelrepo")
    arts = host("arts", "kestrelrepo")

    def tenant(h: str, name: str) -> Portal:
        return Portal(
            h,
            name,
            [
                ("/", "Home"),
                ("/catalog?locale=en", "Browse"),
                ("/collections?locale=en", "Collections"),
                ("/about", "About"),
                ("/help", "Help"),
            ],
            [
                ("/terms", "Terms of Use"),
                ("http://samvera.test/", "A Samvera Hyku repository"),
            ],
            # This theme titles a work page with the bare work title (as Dryad does).
            title_format="{title}",
            home_title=name,
        )

    hub = Hub(
        "Hyku multi-tenant repository",
        [tenant(lakes, "Great Lakes Data Commons"), tenant(arts, "Kestrel Arts Repository")],
        meta(
            "Hyku",
            "",
            ["/assets/application-5c1e7b2d.js"],
            '<meta name="csrf-token" content="x9Yk">',
        ),
    )

    def work(
        on: str, wid: str, title: str, fsets: list[tuple[str, str, str, bytes]], coll: str
    ) -> tuple[list[str], str]:
        wpath = f"/concern/generic_works/{wid}"
        cpath = hub.page(f"/collections/{coll}", "Collection", "<h1>Collection</h1>", on=on)
        truth = []
        rows = []
        for fid, label, ctype, body in fsets:
            down = hub.put(on, f"/downloads/{fid}", raw(body, ctype))
            fpage = hub.page(
                f"/concern/parent/{wid}/file_sets/{fid}",
                label,
                f'<nav class="breadcrumb"><a href="/">Home</a> / '
                f'<a href="{wpath}">{title}</a> / {label}</nav>'
                f"<h1>{label}</h1><p>File set of <em>{title}</em>.</p>"
                f'<p><a href="/downloads/{fid}" download>Download the file</a></p>',
                on=on,
            )
            truth += [fpage, down]
            rows.append(
                f'<tr><td><a href="/concern/parent/{wid}/file_sets/{fid}">{label}</a></td>'
                f'<td><a href="/downloads/{fid}" title="Download {label}">Download</a></td></tr>'
            )
        manifest = hub.put(
            on,
            f"{wpath}/manifest",
            blob(f'{{"@type":"sc:Manifest","label":"{title}"}}', "application/json"),
        )
        endnote = hub.put(
            on, f"{wpath}.endnote", blob(f"%0 Generic\n%T {title}\n", "application/x-endnote-refer")
        )
        main = (
            f'<h1 class="work-title">{title}</h1><dl><dt>Depositor</dt>'
            f'<dd><a href="/users/kestrel-depositor">kestrel-depositor</a></dd>'
            f'<dt>In collection</dt><dd><a href="/collections/{coll}">Collection</a></dd></dl>'
            f'<h2>Items</h2><table class="related-files">{"".join(rows)}</table>'
            f'<p><a href="{wpath}/manifest">IIIF manifest</a> · '
            f'<a href="{wpath}.endnote">Export to EndNote</a></p>'
        )
        landing = hub.page(wpath, title, main, on=on)
        return [landing, manifest, endnote, *truth], cpath

    for on in (lakes, arts):
        hub.page("/users/kestrel-depositor", "kestrel-depositor", "<h1>Profile</h1>", on=on)
    ice, c1 = work(
        lakes,
        "7d2a9f31-4b6e-4c0a-9e5d-1f3b8a6c2e90",
        "Lake Superior ice cover, 1973-2023",
        [
            ("b81c0e4a-2d3f-4e5b-8a6c-7d9e0f1a2b3c", "ice_cover_daily.csv", "text/csv", b"d,p\n"),
            ("c92d1f5b-3e4a-4f6c-9b7d-8e0f1a2b3c4d", "methods.pdf", "application/pdf", b"%PDF-1.4"),
        ],
        "3e5f7a9b-lake-ice",
    )
    prints, c2 = work(
        arts,
        "0f4e6a8c-1b3d-4e5f-a7b9-c1d3e5f7a9b1",
        "Harbour woodcut prints by Elsa Ring",
        [
            ("11aa22bb-33cc-44dd-55ee-66ff77a8b9c0", "print-01.tif", "image/tiff", b"II*\x00one"),
            ("22bb33cc-44dd-55ee-66ff-77a8b9c0d1e2", "print-02.tif", "image/tiff", b"II*\x00two"),
            ("33cc44dd-55ee-66ff-77a8-b9c0d1e2f3a4", "catalogue.pdf", "application/pdf", b"%PDF"),
        ],
        "9c1d-woodcuts",
    )
    # Expected sig_title_plus_ignored (the seed's Dryad pattern): the work's title is in the
    # work page, every file set page's breadcrumb, the IIIF manifest and the EndNote export,
    # but not in the downloads, which sit one hop out from the file set pages; menus are in
    # the ignored list.  Two tenants of one Hyku: the tenant host is the portal.  Truth:
    # work page, file set pages, downloads, manifest, export; not collection or depositor.
    return [
        hub.case(
            "hyku-lakes-dataset",
            "tenant data commons: dataset work with two file sets",
            "multi_hop",
            "sig_title_plus_ignored",
            ice[0],
            ice,
            [c1, f"http://{lakes}/users/kestrel-depositor"],
        ),
        hub.case(
            "hyku-arts-image-work",
            "tenant arts repository: image work with three file sets",
            "multi_hop",
            "sig_title_plus_ignored",
            prints[0],
            prints,
            [c2, f"http://{arts}/users/kestrel-depositor"],
        ),
    ]


# --- Preservica Universal Access -------------------------------------------------------------


def preservica() -> list[Case]:
    pa = host("archives", "drummond")
    portal = Portal(
        pa,
        "Drummond County Archives",
        [
            ("/", "Home"),
            ("/uncategorized/SO_0a1b2c3d-0000-4000-8000-000000000001/", "Collections"),
            ("/?s=", "Search"),
            ("/about-the-archive/", "About"),
            ("/contact/", "Contact"),
        ],
        [
            ("/accessibility/", "Accessibility"),
            ("http://preservica.test/", "Powered by Preservica"),
        ],
        title_format="{title} – {name}",
    )
    hub = Hub(
        "Preservica public access portal",
        [portal],
        meta(
            "WordPress 6.4.2",
            "Drummond County Archives",
            [
                "/wp-content/plugins/preservica-ua/js/ua-viewer.js?ver=3.1",
                "/wp-includes/js/jquery/jquery.min.js?ver=3.7.1",
            ],
        ),
    )
    folder = "SO_5e7f9a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b"
    hub.page(f"/uncategorized/{folder}/", "Minutes of the Harbour Board", "<h1>Harbour Board</h1>")
    hub.page(
        "/uncategorized/SO_0a1b2c3d-0000-4000-8000-000000000001/", "Collections", "<h1>All</h1>"
    )
    nxt = "IO_77aa88bb-99cc-4ddd-8eee-ff0011223344"
    hub.page(f"/uncategorized/{nxt}/", "Harbour Board minutes 1913", "<h1>1913</h1>")

    def asset(io: str, title: str, reps: list[tuple[str, str, bytes]]) -> list[str]:
        urls = []
        rows = []
        for q, ctype, body in reps:
            p = f"/download/file/{io}" + (f"?version={q}" if q else "")
            hub.put(pa, p, raw(body, ctype))
            urls.append(hub.url(p))
            rows.append((p, f"Download {q or 'file'}"))
        hub.put(pa, f"/download/thumbnail/{io}", image(len(io)))  # embedded in the viewer
        xml = hub.put(
            pa,
            f"/metadata/{io}.xml",
            blob(f"<oai_dc:dc><dc:title>{title}</dc:title></oai_dc:dc>", "application/xml"),
        )
        main = (
            f'<nav class="breadcrumbs"><a href="/">Home</a> › '
            f'<a href="/uncategorized/{folder}/">Minutes of the Harbour Board</a> › {title}</nav>'
            f'<h1>{title}</h1><div class="ua-viewer"><img src="/download/thumbnail/{io}" alt="">'
            "</div>" + ul(rows) + f'<p><a href="/metadata/{io}.xml">Metadata (Dublin Core)</a></p>'
            f'<p class="nav-next"><a href="/uncategorized/{nxt}/">Next item</a></p>'
        )
        landing = hub.page(f"/uncategorized/{io}/", title, main)
        return [landing, *urls, xml]

    m1912 = asset(
        "IO_6b1e9d2a-3f4c-4a8e-9b0f-2c5d7e8f1a23",
        "Harbour Board minutes 1912",
        [("", "application/pdf", b"%PDF-1.4 minutes 1912")],
    )
    plan = asset(
        "IO_c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f",
        "Plan of the new pier, 1911",
        [
            ("access", "image/jpeg", b"\xff\xd8\xff\xe0 pier access"),
            ("preservation", "image/tiff", b"II*\x00 pier master"),
        ],
    )
    folder_url = hub.url(f"/uncategorized/{folder}/")
    # Expected sig_uri: every URI of an information object carries its IO_<uuid> (page,
    # /download/file/, the metadata export), while the parent folder is SO_<uuid> and the
    # next item another IO.  Truth: the IO page, its representations, its metadata (the
    # viewer's thumbnail is embedded, not a part); not the folder or the next item.
    return [
        hub.case(
            "preservica-io-minutes",
            "digitised minute book as one information object",
            "multi_hop",
            "sig_uri",
            m1912[0],
            m1912,
            [folder_url, hub.url(f"/uncategorized/{nxt}/")],
        ),
        hub.case(
            "preservica-io-two-representations",
            "plan with access and preservation representations",
            "multi_hop",
            "sig_uri",
            plan[0],
            plan,
            [folder_url],
        ),
    ]


# --- Mukurtu community archive ---------------------------------------------------------------


def mukurtu() -> list[Case]:
    mk = host("heritage", "tidewater")
    portal = Portal(
        mk,
        "Tidewater Mukurtu Archive",
        [
            ("/", "Home"),
            ("/digital-heritage", "Browse Digital Heritage"),
            ("/collections", "Collections"),
            ("/communities", "Communities"),
            ("/dictionary", "Dictionary"),
        ],
        [
            ("/cultural-protocols-explained", "About Cultural Protocols"),
            ("http://mukurtu.test/", "Powered by Mukurtu CMS"),
        ],
        title_format="{title} | {name}",
        home_title="Tidewater Mukurtu Archive",
    )
    hub = Hub(
        "Mukurtu community archive",
        [portal],
        meta(
            "Drupal 7 (http://drupal.org)",
            "Tidewater Mukurtu Archive",
            ["/sites/all/themes/mukurtu/js/mukurtu.js?s8k2p1"],
        ),
    )
    coll = hub.page("/collections/weaving-traditions", "Weaving Traditions", "<h1>Weaving</h1>")
    comm = hub.page("/communities/tidewater-elders", "Tidewater Elders", "<h1>Elders</h1>")
    related = hub.page(
        "/digital-heritage/clam-garden-restoration", "Clam garden restoration", "<h1>Clams</h1>"
    )
    hub.page("/protocols/elders-only", "Elders only", "<h1>Protocol: Elders only</h1>")
    title = "Cedar bark basket weaving"
    transcript = hub.put(
        mk,
        "/sites/default/files/cedar_bark_basket_weaving_transcript.pdf",
        pdf_file(f"{title}: transcript", "Recorded 2016 with Rose Tallio."),
    )
    crs = []
    for suffix, community in (("-0", "Tidewater Elders"), ("-1", "Youth Language Program")):
        crs.append(
            hub.page(
                f"/digital-heritage/cedar-bark-basket-weaving{suffix}",
                title,
                f"<h1>{title}</h1><p>Community record: {community}.</p>"
                f"<p>Community knowledge about {title.lower()}, added by {community}.</p>"
                f'<p>Original record: <a href="/digital-heritage/cedar-bark-basket-weaving">'
                f"{title}</a></p>",
            )
        )
    main = (
        f"<h1>{title}</h1>"
        '<audio controls src="/sites/default/files/audio/cedar_bark_weaving.mp3"></audio>'
        '<p>Cultural protocol: <a href="/protocols/public-tidewater">Public</a>. '
        '<a href="http://localcontexts.test/label/tk-attribution">TK Attribution</a></p>'
        f'<p>Community: <a href="{comm}">Tidewater Elders</a>. '
        f'Collection: <a href="{coll}">Weaving Traditions</a></p>'
        '<h2>Community records</h2><ul class="community-records">'
        + "".join(
            f'<li><a href="{u}">{title} ({n})</a></li>'
            for u, n in zip(crs, ("Elders", "Youth"), strict=True)
        )
        + f'</ul><p><a href="{transcript}">Transcript (PDF)</a></p>'
        f'<p>Related: <a href="{related}">Clam garden restoration</a></p>'
    )
    basket = hub.page("/digital-heritage/cedar-bark-basket-weaving", title, main)
    hub.page("/protocols/public-tidewater", "Public", "<h1>Protocol: Public</h1>")
    song = hub.page(
        "/digital-heritage/winter-gathering-song",
        "Winter gathering song",
        "<h1>Winter gathering song</h1><p>This item is restricted by cultural protocol "
        '<a href="/protocols/elders-only">Elders only</a>. Media and community records are '
        f'shared with members of that protocol only. <a href="/user/login">Log in</a>.</p>'
        f'<p>Community: <a href="{comm}">Tidewater Elders</a></p>',
    )
    return [
        # Expected sig_filtered_title: Drupal titles are "<item> | Tidewater Mukurtu Archive";
        # once the site name (from the homepage title, here at the end as in the seed's
        # Dataverse note) is filtered out, "Cedar bark basket weaving" is in the item, both
        # community records (separate nodes, -0/-1 path aliases) and the transcript, and in
        # no chrome.  Truth: item, community records, transcript; the audio is embedded.
        hub.case(
            "mukurtu-item-community-records",
            "digital heritage item with community records and transcript",
            "multi_hop",
            "sig_filtered_title",
            basket,
            [basket, *crs, transcript],
            [coll, comm, related],
        ),
        # Expected single_page: a cultural protocol restricts the item, so the public page
        # is all there is to preserve; the protocol and community pages are not the item.
        hub.case(
            "mukurtu-restricted-item",
            "item restricted by cultural protocol",
            "single_uri",
            "single_page",
            song,
            [song],
            [comm],
        ),
    ]


# --- Grey-literature technical report series (DSpace 7 and an old static server) -------------


def grey_literature() -> list[Case]:
    ds = host("reports", "marlowlab")
    hdl = host("hdl", "marlowlab-pid")
    data = host("data", "marlowlab")
    old = host("ftp-www", "marlowlab")
    portal = Portal(
        ds,
        "Marlow Institute Technical Reports",
        [
            ("/home", "Home"),
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "By Author"),
            ("/browse/title", "By Title"),
        ],
        [
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/privacy", "Privacy policy"),
            ("/info/feedback", "Send Feedback"),
            ("http://www.dspace.test/", "DSpace software"),
        ],
    )
    hub = Hub(
        "Grey literature report series",
        [portal],
        meta(
            "DSpace 7.6.1",
            "",
            ["/main.4a3f9c1e2b.js", "/runtime.d41d8cd9.js"],
            '<link rel="stylesheet" href="/dspace-theme.css">',
        ),
    )
    series = hub.page(
        "/collections/5f0e1d2c-3b4a-4958-8f7e-6d5c4b3a2910",
        "Technical Report Series",
        "<h1>Technical Report Series</h1>",
    )
    newer = hub.page(
        "/entities/publication/0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b",
        "TR-2023-02: Revised mooring fatigue model",
        "<h1>TR-2023-02</h1>",
    )

    def report(
        uuid: str,
        number: str,
        title: str,
        handle: str,
        bitstreams: list[tuple[str, str, str, bytes]],
        external: list[tuple[str, str, str, bytes]],
        related: str,
    ) -> list[str]:
        full = f"{number}: {title}"
        urls = []
        rows = []
        sp: list[tuple[str, str, str | None]] = [
            (f"http://{hdl}/{handle}", "cite-as", None),
            ("http://orcid.test/0000-0001-5109-3700", "author", None),
            ("http://creativecommons.test/licenses/by-nc/4.0/", "license", None),
        ]
        for bid, fname, ctype, body in bitstreams:
            p = f"/bitstreams/{bid}/download"
            hub.put(ds, p, raw(body, ctype))
            urls.append(hub.url(p))
            rows.append((p, fname))
            sp.append((hub.url(p), "item", ctype))
        for path, fname, ctype, body in external:
            u = hub.put(data, path, raw(body, ctype))
            urls.append(u)
            rows.append((u, fname))
            sp.append((u, "item", ctype))
        dc_xml = f"/server/signposting/describedby/{uuid}"
        hub.put(
            ds,
            dc_xml,
            blob(
                f"<resource><titles><title>{full}</title></titles></resource>",
                "application/vnd.datacite.datacite+xml",
            ),
        )
        urls.append(hub.url(dc_xml))
        sp.append((hub.url(dc_xml), "describedby", "application/vnd.datacite.datacite+xml"))
        sp.append(("http://schema.test/Report", "type", None))
        stats = hub.page(f"/statistics/items/{uuid}", f"Statistics for {number}", "<h1>Views</h1>")
        main = (
            f"<h1>{full}</h1><p>Report number: {number}</p>"
            f'<p>Handle: <a href="http://{hdl}/{handle}">http://{hdl}/{handle}</a></p>'
            "<h2>Files</h2>"
            + ul(rows)
            + f'<p>Relation: <a href="{related}">Is superseded by</a></p>'
            f'<p>Collections: <a href="{series}">Technical Report Series</a></p>'
            f'<p><a href="{stats}">Statistics</a> · <a href="/entities/publication/{uuid}/full">Full item page</a></p>'
        )
        head = (
            f'<link rel="describedby" type="application/vnd.datacite.datacite+xml" '
            f'href="{dc_xml}"><link rel="cite-as" href="http://{hdl}/{handle}">'
        )
        landing = hub.page(
            f"/entities/publication/{uuid}", full, main, head=head, headers=[signposting(sp)]
        )
        full_page = hub.page(
            f"/entities/publication/{uuid}/full",
            full,
            f"<h1>{full}</h1><table><tr><td>dc.title</td><td>{full}</td></tr></table>",
        )
        hub.redirect(hdl, f"/{handle}", landing)
        return [landing, *urls, full_page]

    tr07 = report(
        "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
        "TR-2021-07",
        "Fatigue of mooring lines in tidal arrays",
        "20.500.14211/678",
        [
            (
                "a1f0c2d3-0001-4e00-8000-0000000000a1",
                "TR-2021-07.pdf",
                "application/pdf",
                b"%PDF-1.4 tr",
            ),
            (
                "a1f0c2d3-0002-4e00-8000-0000000000a2",
                "TR-2021-07-errata.pdf",
                "application/pdf",
                b"%PDF-1.4 errata",
            ),
            (
                "a1f0c2d3-0003-4e00-8000-0000000000a3",
                "TR-2021-07-appendix-data.zip",
                "application/zip",
                b"PK\x03\x04",
            ),
        ],
        [],
        newer,
    )
    tr22 = report(
        "7a6b5c4d-3e2f-4a1b-9c0d-e1f2a3b4c5d6",
        "TR-2022-03",
        "Acoustic monitoring of harbour porpoises near turbines",
        "20.500.14211/702",
        [
            (
                "b2e1d3c4-0001-4f00-8000-0000000000b1",
                "TR-2022-03.pdf",
                "application/pdf",
                b"%PDF-1.4",
            )
        ],
        [
            (
                "/appendix/TR-2022-03/detections.csv",
                "Data appendix (detections.csv, data server)",
                "text/csv",
                b"time,click_train\n",
            )
        ],
        newer,
    )
    # An old report on the institute's 1990s static server: a bare, generated page that
    # links the report's formats and its errata and nothing else.
    files = [
        ("/techreports/1998/TR-98-14.pdf", "PDF", pdf_file("TR-98-14", "Wave loads on piles")),
        ("/techreports/1998/TR-98-14.ps.gz", "PostScript", raw(b"\x1f\x8bps", "application/gzip")),
        (
            "/techreports/1998/TR-98-14.errata.txt",
            "Errata",
            raw(b"p.12 eq. 4: sign\n", "text/plain"),
        ),
        (
            "/techreports/1998/TR-98-14.bib",
            "BibTeX",
            raw(b"@techreport{tr9814}", "application/x-bibtex"),
        ),
    ]
    old_urls = [hub.put(old, p, v) for p, _, v in files]
    old_page = hub.bare(
        old,
        "/techreports/1998/TR-98-14.html",
        "TR-98-14: Wave loads on slender piles",
        "<h1>TR-98-14: Wave loads on slender piles</h1><p>K. Lindqvist, March 1998.</p>"
        + ul([(p, t) for p, t, _ in files]),
    )
    return [
        # Expected signposting: DSpace 7 answers item pages with a Signposting Link header
        # (cite-as handle, item per bitstream, describedby DataCite).  Truth: the item page,
        # report, errata, data appendix, the metadata record, and the full item page (the
        # same record's complete metadata view); not statistics, the collection or the
        # superseding report.  Entered through the handle resolver.
        hub.case(
            "greylit-tr-errata-appendix",
            "technical report with errata and data appendix, via handle",
            "single_hop",
            "signposting",
            f"http://{hdl}/20.500.14211/678",
            tr07,
            [series, newer],
            landing=tr07[0],
        ),
        # Same, but the data appendix lives on the institute's data server (still a
        # rel=item of the report).
        hub.case(
            "greylit-tr-external-data",
            "technical report with data appendix on a data server",
            "single_hop",
            "signposting",
            tr22[0],
            tr22,
            [series, newer],
        ),
        # Expected single_page_plus: the static page has no chrome at all, every link is a
        # part of the report.  Truth: the page and its four files.
        hub.case(
            "greylit-static-1998",
            "1998 report on the old static server",
            "single_hop",
            "single_page_plus",
            old_page,
            [old_page, *old_urls],
        ),
    ]


def cases() -> list[Case]:
    return [
        *digital_commons(),
        *esploro(),
        *worktribe(),
        *elements(),
        *converis(),
        *hyku(),
        *preservica(),
        *mukurtu(),
        *grey_literature(),
    ]
