"""European, intergovernmental and public-record portals: an EU publications office, an
OECD-like library, World Bank- and WHO-like DSpace repositories, a UN-like Invenio library,
a met office climate catalogue, a parliamentary research service, a court-opinion archive
and a standards body's draft tracker.

Every case's comment says which of the seed's heuristics it expects and why, and what its
truth is (the landing page, its files and parts; never chrome, never other artifacts).
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case, Portal
from sites.portals_heldout23._kit import Hub, a, blob, meta, pdf_file, sp, ul

LANGS = {"en": "English", "fr": "français", "de": "Deutsch"}


# ---------------------------------------------------------------- EU publications office
def eupub() -> list[Case]:
    h = Hub(
        "EU Publications Office-like portal",
        Portal(
            "op.eupubs.hx23.example",
            "Publications Office of the EU",
            menu=[
                ("/en/web/general-publications/publications", "Publications"),
                ("/en/web/eu-law-and-publications", "EU law"),
                ("/en/web/who-is-who", "EU Whoiswho"),
                ("/en/web/about-us", "About us"),
            ],
            footer=[
                ("/en/web/about-us/legal-notices", "Legal notice"),
                ("/en/web/cookies", "Cookies"),
                ("http://twitter.test/EU_opendata", "Twitter"),
            ],
            title_format="{name} - {title}",
            home_title="Publications Office of the EU",
        ),
    )

    def publication(uuid: str, titles: dict[str, str], formats: list[str]) -> tuple[str, list[str]]:
        truth: list[str] = []
        for lang in titles:
            for fmt in formats:
                body = (
                    pdf_file(titles[lang], lang)
                    if fmt == "PDF"
                    else blob(
                        f"{titles[lang]} ({fmt})",
                        "application/epub+zip" if fmt == "EPUB" else "text/html",
                    )
                )
                truth.append(
                    h.put(
                        f"/o/opportal-service/download-handler?identifier={uuid}&format={fmt.lower()}&language={lang}&productionSystem=cellar",
                        body,
                    )
                )
        pages = {}
        for lang, title in titles.items():
            langs = ul(
                [(f"/{x}/publication-detail/-/publication/{uuid}", LANGS[x]) for x in titles]
            )
            dl = ul(
                [
                    (
                        f"/o/opportal-service/download-handler?identifier={uuid}&format={f.lower()}&language={lang}&productionSystem=cellar",
                        f"{f} ({lang})",
                    )
                    for f in formats
                ]
            )
            head = meta(
                [
                    ("DC.title", title),
                    ("DC.language", lang),
                    ("DC.identifier", f"cellar:{uuid}"),
                    ("citation_title", title),
                    ("generator", "Liferay Portal"),
                ]
            )
            main = (
                f'<div class="publication-detail"><h1>{title}</h1><p>Available languages:</p>{langs}'
                f"<h2>Download</h2>{dl}"
                f"<p>{a(f'/{lang}/publication-detail/-/publication/{uuid}/language-{lang}/format-PDF/source-search', 'PDF detail')}</p>"
                f'<p>Author: <a href="/en/web/who-is-who/organization/-/organization/ENV">Directorate-General for Environment</a></p>'
                '<p><a href="/en/web/general-publications/publications?themes=environment">More on environment</a></p></div>'
            )
            pages[lang] = h.page(
                f"/{lang}/publication-detail/-/publication/{uuid}", title, main, head=head
            )
            truth.append(pages[lang])
            truth.append(
                h.page(
                    f"/{lang}/publication-detail/-/publication/{uuid}/language-{lang}/format-PDF/source-search",
                    title,
                    f"<h1>{title}</h1><p>{a(f'/o/opportal-service/download-handler?identifier={uuid}&format=pdf&language={lang}&productionSystem=cellar', 'Download PDF')}</p>",
                )
            )
        return pages["en"], truth

    h.page("/en/web/who-is-who/organization/-/organization/ENV", "DG ENV", "<h1>DG ENV</h1>")
    e1, t1 = publication(
        "6e2a1b4c-5d9f-11ee-8f2a-01aa75ed71a1",
        {
            "en": "Environmental implementation review 2023: country report",
            "fr": "Examen de la mise en œuvre de la politique environnementale 2023",
            "de": "Überprüfung der Umsetzung der Umweltpolitik 2023",
        },
        ["PDF", "EPUB", "HTML"],
    )
    # Seed: GBIF-like -- the Cellar UUID is in every language version, format detail page and
    # download; the language versions' titles differ, so only the URI string ties them:
    # sig_uri; truth: three language pages, their PDF detail pages, nine downloads.
    h.case(
        "eupub-eir-2023-multilingual",
        "report in languages and formats",
        "multi_hop",
        "sig_uri",
        e1,
        t1,
        others=[h.url("/en/web/who-is-who/organization/-/organization/ENV")],
    )
    e2, t2 = publication(
        "a7c1d2e3-0f11-11ef-9c8e-01aa75ed71a1",
        {
            "en": "Key figures on Europe: 2024 edition",
            "fr": "Chiffres clés sur l'Europe: édition 2024",
        },
        ["PDF"],
    )
    # Seed: sig_uri as above; truth: two language pages, detail pages and PDFs.
    h.case(
        "eupub-key-figures-2024",
        "statistical book in two languages",
        "multi_hop",
        "sig_uri",
        e2,
        t2,
    )
    return h.cases


# ---------------------------------------------------------------- OECD iLibrary-like
def oecd() -> list[Case]:
    h = Hub(
        "OECD iLibrary-like publication platform",
        Portal(
            "www.oecdlib.hx23.example",
            "OECD iLibrary",
            menu=[
                ("/books", "Books"),
                ("/papers", "Papers"),
                ("/statistics", "Statistics"),
                ("/about", "About"),
            ],
            footer=[
                ("/terms", "Terms and conditions"),
                ("/privacy", "Privacy policy"),
                ("http://www.linkedin.test/oecd", "LinkedIn"),
            ],
            title_format="{title} | {name}",
            home_title="OECD iLibrary",
        ),
    )
    statlink = "stat.statlnk.hx23.example"
    xls = "files.oecdlib.hx23.example"
    doi = "doi.oecdres.hx23.example"

    def report(
        base: str, title: str, chapters: list[tuple[str, str, list[str]]]
    ) -> tuple[str, list[str]]:
        truth: list[str] = []
        rows = []
        for comp, ctitle, links in chapters:
            sls = []
            for code in links:
                x = h.host(
                    xls,
                    f"/statlinks/{code}.xlsx",
                    blob(f"{ctitle} {code}", "application/vnd.ms-excel"),
                )
                # stat.link-like: a short landing page per figure, pointing at its workbook
                sl = h.host(
                    statlink,
                    f"/{code}",
                    f"<html><head><title>StatLink {code}</title></head><body><h1>{ctitle}</h1>"
                    f"<p>{a(x, 'Download the data (XLSX)')}</p></body></html>",
                )
                truth += [sl, x]
                sls.append((f"http://{statlink}/{code}", f"StatLink https://stat.link/{code}"))
            truth.append(
                h.page(
                    f"{base}/full-report/{comp}.html",
                    f"{ctitle} | {title}",
                    f"<h1>{ctitle}</h1><p>Chapter text.</p>{ul(sls)}<p>{a(f'{base}/index.html', 'Back to report')}</p>",
                )
            )
            rows.append((f"{base}/full-report/{comp}.html", ctitle))
        pdf = h.put(f"{base}.pdf", pdf_file(title))
        cite = h.put(
            f"{base}/cite/ris",
            blob(f"TY  - BOOK\nTI  - {title}\n", "application/x-research-info-systems"),
        )
        head = meta(
            [
                ("citation_title", title),
                ("citation_publisher", "OECD Publishing"),
                ("citation_pdf_url", h.url(f"{base}.pdf")),
                ("dc.type", "book"),
            ]
        )
        e = h.page(
            f"{base}/index.html",
            title,
            f"<h1>{title}</h1><h2>Chapters</h2>{ul(rows)}<p>{a(f'{base}.pdf', 'Read PDF')} {a(f'{base}/cite/ris', 'Cite (RIS)')}</p>"
            '<p>Also in this series: <a href="/economics/oecd-economic-outlook_16097408">OECD Economic Outlook</a></p>',
            head=head,
        )
        return e, [e, pdf, cite, *truth]

    h.page(
        "/economics/oecd-economic-outlook_16097408",
        "OECD Economic Outlook (series)",
        "<h1>Series</h1>",
    )
    e1, t1 = report(
        "/employment/oecd-employment-outlook-2023_08785bba-en",
        "OECD Employment Outlook 2023",
        [
            ("component-6", "Labour market developments", ["x7q2ab", "x7q2ac"]),
            ("component-9", "Artificial intelligence and jobs", ["k3m9zz"]),
        ],
    )
    d1 = h.redirect(doi, "/10.1787/08785bba-en", e1)
    # Seed: GitHub/Kaggle-like -- chapters live under the report's path and the StatLinks
    # (with the spreadsheets they redirect to) on other hosts: path_based_externals; truth:
    # report page, PDF, RIS, chapters, each StatLink hop and its spreadsheet.
    h.case(
        "oecd-employment-outlook-2023",
        "report with chapters and StatLinks",
        "multi_hop",
        "path_based_externals",
        d1,
        t1,
        others=[h.url("/economics/oecd-economic-outlook_16097408")],
        landing=e1,
    )
    e2, t2 = report(
        "/education/education-at-a-glance-2022_3197152b-en",
        "Education at a Glance 2022",
        [
            ("component-3", "Tertiary education", ["s4p1qq"]),
            ("component-12", "Financial resources", ["s4p1qr", "s4p1qs"]),
        ],
    )
    # Seed: path_based_externals as above.
    h.case(
        "oecd-education-at-a-glance-2022",
        "indicator report with StatLinks",
        "multi_hop",
        "path_based_externals",
        e2,
        t2,
    )
    return h.cases


# ---------------------------------------------------------------- World Bank OKR-like (DSpace 7)
def okr() -> list[Case]:
    h = Hub(
        "World Bank Open Knowledge-like DSpace 7 repository",
        Portal(
            "openknowledge.wbank.hx23.example",
            "Open Knowledge Repository",
            menu=[
                ("/communities-and-collections", "Communities & Collections"),
                ("/browse/dateissued", "By Issue Date"),
                ("/browse/author", "By Author"),
                ("/statistics", "Statistics"),
            ],
            footer=[
                ("/info/privacy", "Privacy policy"),
                ("/info/feedback", "Send Feedback"),
                ("http://www.dspace.test/", "DSpace software"),
            ],
            title_format="{title}",
            home_title="Open Knowledge Repository",
        ),
    )
    hdl = "hdl.handlesys.hx23.example"

    def item(
        uuid: str, handle: str, title: str, bits: list[tuple[str, str, str]]
    ) -> tuple[str, list[str]]:
        land = h.url(f"/entities/publication/{uuid}")
        full = h.url(f"/entities/publication/{uuid}/full")
        bl = []
        truth = []
        for buid, name, ctype in bits:
            dl = h.put(
                f"/server/api/core/bitstreams/{buid}/content",
                Response(
                    200,
                    [
                        ("Content-Type", ctype),
                        (
                            "Link",
                            ", ".join(
                                [
                                    sp(land, "collection", "text/html"),
                                    sp(f"http://{hdl}/{handle}", "cite-as"),
                                ]
                            ),
                        ),
                    ],
                    pdf_file(title, name).body
                    if ctype == "application/pdf"
                    else f"{title} {name}".encode(),
                ),
            )
            page = h.page(
                f"/bitstreams/{buid}/download",
                f"Download {name}",
                f"<h1>{name}</h1><p>{a(dl, 'Download now')}</p>",
                share=False,
            )
            bl.append((page, name))
            truth += [dl, page]
        sigs = [
            sp(f"http://{hdl}/{handle}", "cite-as"),
            sp("http://schema.test/ScholarlyArticle", "type"),
            sp("http://schema.test/AboutPage", "type"),
            sp(h.url("/licenses/by/3.0/igo/"), "license"),
            sp(
                h.url(f"/server/signposting/describedby/{uuid}"),
                "describedby",
                "application/vnd.datacite.datacite+xml",
            ),
            sp(h.url(f"/server/signposting/linksets/{uuid}"), "linkset", "application/linkset"),
            *[
                sp(h.url(f"/server/api/core/bitstreams/{b}/content"), "item", ct)
                for b, _, ct in bits
            ],
        ]
        dc = h.put(
            f"/server/signposting/describedby/{uuid}",
            blob(
                f"<resource><titles><title>{title}</title></titles></resource>",
                "application/vnd.datacite.datacite+xml",
            ),
        )
        ls = h.put(
            f"/server/signposting/linksets/{uuid}",
            blob('{"linkset":[]}', "application/linkset+json"),
        )
        h.page("/licenses/by/3.0/igo/", "CC BY 3.0 IGO", "<h1>Licence</h1>")
        head = meta(
            [
                ("generator", "DSpace 7.6"),
                ("citation_title", title),
                ("citation_publisher", "World Bank, Washington, DC"),
            ]
        ) + meta([("og:site_name", "Open Knowledge Repository")], "property")
        # DSpace 7.6 repeats its Signposting in the HTML head as <link> elements
        head += f'<link rel="describedby" href="{dc}" type="application/vnd.datacite.datacite+xml">'
        head += f'<link rel="linkset" href="{ls}" type="application/linkset+json">'
        main = (
            f"<ds-item-page><h1>{title}</h1><h3>Files</h3>{ul(bl)}"
            f"<p>URI: {a(f'http://{hdl}/{handle}', f'https://hdl.handle.net/{handle}')}</p>"
            f'<p>{a(full, "Full item page")}</p><p>Collections: <a href="/collections/8c9e6d2b-policy">Policy Research Working Papers</a></p></ds-item-page>'
        )
        h.page(f"/entities/publication/{uuid}", title, main, head=head, link=sigs)
        h.page(
            f"/entities/publication/{uuid}/full",
            title,
            f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>{ul(bl)}",
            link=sigs[:1],
        )
        h.redirect(hdl, f"/{handle}", land)
        return land, [land, full, dc, ls, *truth]

    h.page("/collections/8c9e6d2b-policy", "Policy Research Working Papers", "<h1>Collection</h1>")
    e1, t1 = item(
        "1f2e3d4c-aaaa-4bbb-8ccc-0123456789ab",
        "10986/39512",
        "Climate Risk and Sovereign Debt: A Working Paper",
        [
            ("7a7a7a7a-1111-4222-8333-444455556666", "IDU0a1b2c3d.pdf", "application/pdf"),
            ("7b7b7b7b-1111-4222-8333-444455556666", "Appendix.xlsx", "application/vnd.ms-excel"),
        ],
    )
    # Seed: Signposting informs the boundary through Link headers (cite-as, item,
    # describedby, linkset) as DSpace 7 prints them: signposting; truth: item page, full item
    # page, both bitstreams with their download pages, DataCite metadata and linkset.
    h.case(
        "okr-wps-climate-debt",
        "working paper item",
        "single_hop",
        "signposting",
        f"http://{hdl}/10986/39512",
        t1,
        others=[h.url("/collections/8c9e6d2b-policy")],
        landing=e1,
    )
    e2, t2 = item(
        "2a3b4c5d-bbbb-4ccc-8ddd-123456789abc",
        "10986/40011",
        "Poverty and Shared Prosperity 2024",
        [("8c8c8c8c-1111-4222-8333-444455556666", "9781464821234.pdf", "application/pdf")],
    )
    # Seed: signposting as above (entered at the landing page itself).
    h.case("okr-flagship-poverty-2024", "flagship report item", "single_hop", "signposting", e2, t2)
    return h.cases


# ---------------------------------------------------------------- WHO IRIS-like (DSpace 6 XMLUI)
def iris() -> list[Case]:
    h = Hub(
        "WHO IRIS-like DSpace 6 repository",
        Portal(
            "apps.whoiris.hx23.example",
            "IRIS",
            menu=[
                ("/iris/discover", "Advanced search"),
                ("/iris/browse?type=dateissued", "Issue Date"),
                ("/iris/browse?type=author", "Authors"),
                ("/iris/community-list", "Communities"),
            ],
            footer=[
                ("/iris/page/privacy", "Privacy"),
                ("/iris/feedback", "Feedback"),
                ("http://www.facebook.test/WHO", "Facebook"),
            ],
            title_format="{name} | {title}",
            home_title="IRIS",
        ),
    )
    hdl = "hdl.irishandle.hx23.example"

    def item(handle: str, title: str, files: list[str]) -> tuple[str, list[str]]:
        base = f"/iris/handle/{handle}"
        urls = [
            h.put(
                f"/iris/bitstream/handle/{handle}/{f}?sequence={i + 1}&isAllowed=y",
                pdf_file(title, f),
            )
            for i, f in enumerate(files)
        ]
        head = meta(
            [
                ("DC.title", title),
                ("DC.identifier", f"https://iris.who.int/handle/{handle}"),
                ("citation_title", title),
                ("citation_pdf_url", urls[0]),
                ("generator", "DSpace 6.3"),
            ]
        )
        full = h.page(
            f"{base}?show=full",
            title,
            f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>{ul([(u, u) for u in urls])}",
        )
        main = (
            f'<div id="aspect_artifactbrowser_ItemViewer_div_item-view"><h1>{title}</h1>'
            f"<h5>Files</h5>{ul([(u, f) for u, f in zip(urls, files, strict=True)])}"
            f"<p>URI: {a(f'http://{hdl}/{handle}', f'https://iris.who.int/handle/{handle}')}</p>"
            f"<p>{a(f'{base}?show=full', 'Show full item record')}</p>"
            f'<p>Appears in Collections: <a href="/iris/handle/10665/12">Publications</a></p>'
            f'<p>Subject: <a href="/iris/discover?filtertype=subject&amp;filter_relational_operator=equals&amp;filter=Malaria">Malaria</a></p></div>'
        )
        e = h.page(base, title, main, head=head)
        return e, [e, full, *urls]

    h.page("/iris/handle/10665/12", "Publications", "<h1>Collection</h1>")
    e1, t1 = item(
        "10665/374472",
        "World malaria report 2023",
        ["9789240086173-eng.pdf", "9789240086173-fre.pdf"],
    )
    h.redirect(hdl, "/10665/374472", e1)
    # Seed: BioRxiv/Zenodo-like -- files and full record one hop away amid DSpace menus:
    # single_page_plus_ignored; truth: item page, full record, English and French PDFs.
    h.case(
        "iris-world-malaria-report-2023",
        "report with language versions",
        "single_hop",
        "single_page_plus_ignored",
        e1,
        t1,
        others=[h.url("/iris/handle/10665/12")],
    )
    e2, t2 = item(
        "10665/352345",
        "Guidelines on physical activity and sedentary behaviour",
        ["9789240015128-eng.pdf"],
    )
    # Seed: single_page_plus_ignored as above.
    h.case(
        "iris-physical-activity-guidelines",
        "guideline",
        "single_hop",
        "single_page_plus_ignored",
        e2,
        t2,
        others=[h.url("/iris/handle/10665/12")],
    )
    return h.cases


# ---------------------------------------------------------------- UN Digital Library-like (Invenio v1)
def undl() -> list[Case]:
    h = Hub(
        "UN Digital Library-like Invenio v1 catalogue",
        Portal(
            "digitallibrary.unlib.hx23.example",
            "United Nations Digital Library System",
            menu=[
                ("/search?ln=en&cc=Documents+and+Publications", "Documents and Publications"),
                ("/search?ln=en&cc=Voting+Data", "Voting Data"),
                ("/search?ln=en&cc=Speeches", "Speeches"),
                ("/help/?ln=en", "Help"),
            ],
            footer=[
                ("/youraccount/login?ln=en", "Personalize"),
                ("/help/contact?ln=en", "Contact"),
                ("http://www.un.test/en/about-us/terms-of-use", "Terms of use"),
            ],
            title_format="{title}",
            home_title="United Nations Digital Library System",
        ),
    )
    odn = "documents.unods.hx23.example"

    def record(rid: str, symbol: str, title: str, langs: list[str]) -> tuple[str, list[str]]:
        base = f"/record/{rid}"
        files = [
            h.put(f"{base}/files/{symbol.replace('/', '_')}-{lg}.pdf", pdf_file(title, symbol, lg))
            for lg in langs
        ]
        odsl = [
            h.host(
                odn,
                f"/doc/UNDOC/GEN/N23/{rid[-3:]}/{i}{lg}.pdf?OpenElement",
                pdf_file(title, "ODS", lg),
            )
            for i, lg in enumerate(langs)
        ]
        exports = [
            h.put(f"{base}/export/{f}?ln=en", blob(f"<record><title>{title}</title></record>", ct))
            for f, ct in (
                ("xm", "application/xml"),
                ("hx", "text/plain"),
                ("xd", "application/xml"),
            )
        ]
        tab = h.page(
            f"{base}/files/",
            f"{title} - Files",
            f"<h1>{title}</h1>{ul([(u, u.rsplit('/', 1)[1]) for u in files])}",
        )
        head = meta(
            [
                ("citation_title", title),
                ("citation_publication_date", "2023"),
                ("DC.identifier", symbol),
                ("generator", "Invenio 1.1.2"),
            ]
        )
        main = (
            f"<h1>{title}</h1><p>Symbol: {symbol}</p>"
            f'<div class="tabs">{a(base + "/files/", "Files")} '
            f"{a(base + '/export/xm?ln=en', 'MARCXML')} {a(base + '/export/hx?ln=en', 'BibTeX')} {a(base + '/export/xd?ln=en', 'DC')}</div>"
            f"<h3>Files</h3>{ul([(u, u.rsplit('/', 1)[1]) for u in files])}"
            f"<h3>Official Document System</h3>{ul([(u, 'ODS') for u in odsl])}"
            f'<p>Voting record: <a href="/record/{int(rid) + 7}?ln=en">{symbol} (Voting)</a></p>'
            f'<p>Subjects: <a href="/search?ln=en&amp;p=subject:%22SUSTAINABLE+DEVELOPMENT%22">SUSTAINABLE DEVELOPMENT</a></p>'
        )
        e = h.page(base, title, main, head=head)
        h.page(base + "?ln=en", title, main, head=head)
        vote = h.page(
            f"/record/{int(rid) + 7}", f"{symbol} (Voting)", f"<h1>Voting data for {symbol}</h1>"
        )
        h.put(f"/record/{int(rid) + 7}?ln=en", Response.redirect(vote, 301))
        return e, [e, tab, *files, *odsl, *exports]

    e1, t1 = record(
        "4022000",
        "A/RES/78/1",
        "Political declaration of the high-level political forum on sustainable development",
        ["EN", "FR", "ES"],
    )
    # Seed: BitBucket-like -- files, exports and tabs all live under /record/<id>/, while the
    # Official Document System copies are on another host: path_based_externals; truth:
    # record, files tab, three PDFs, three ODS copies, three exports; the voting record is
    # its own artifact.
    h.case(
        "undl-a-res-78-1",
        "General Assembly resolution record",
        "multi_hop",
        "path_based_externals",
        e1,
        t1,
        others=[h.url("/record/4022007")],
    )
    e2, t2 = record(
        "3999001", "E/CN.3/2023/2", "Report of the Secretary-General on data and indicators", ["EN"]
    )
    # Seed: path_based_externals as above.
    h.case(
        "undl-e-cn3-2023-2",
        "Secretary-General report record",
        "multi_hop",
        "path_based_externals",
        e2,
        t2,
        others=[h.url("/record/3999008")],
    )
    return h.cases


# ---------------------------------------------------------------- met office climate catalogue
def metcat() -> list[Case]:
    h = Hub(
        "Met office-like climate data catalogue",
        Portal(
            "catalogue.metdata.hx23.example",
            "Climate Data Catalogue",
            menu=[
                ("/search", "Search"),
                ("/collections", "Collections"),
                ("/help", "Help"),
                ("/news", "News"),
            ],
            footer=[
                ("/accessibility", "Accessibility"),
                ("/privacy", "Privacy"),
                ("http://twitter.test/metdata", "Twitter"),
            ],
            title_format="{title}",
            home_title="Climate Data Catalogue",
        ),
    )
    dap = "dap.metdata.hx23.example"

    def dataset(
        uuid: str, title: str, version: str, files: list[str], prev: list[str]
    ) -> tuple[str, list[str]]:
        fl = [
            h.host(
                dap,
                f"/badc/ukmo-hadobs/data/insitu/{version}/{f}",
                Response.data(b"CDF\x01" + f.encode(), "application/x-netcdf"),
            )
            for f in files
        ]
        listing = h.host(
            dap,
            f"/badc/ukmo-hadobs/data/insitu/{version}/",
            "<html><head><title>Index</title></head><body>"
            + ul([(u, u.rsplit("/", 1)[1]) for u in fl])
            + "</body></html>",
        )
        docs = h.page(
            f"/uuid/{uuid}/docs",
            f"Documentation: {title}",
            f"<h1>{title}</h1><p>Documentation for this dataset.</p>{ul([(h.url(f'/uuid/{uuid}/docs/user_guide.pdf'), 'User guide')])}",
        )
        guide = h.put(f"/uuid/{uuid}/docs/user_guide.pdf", pdf_file("User guide", version))
        cite = h.page(
            f"/uuid/{uuid}/citation",
            f"Cite: {title}",
            f"<h1>Citing {title}</h1><p>Met Office ({version}): {title}. doi:10.5285/{uuid[:8]}</p>",
        )
        head = meta([("DC.title", title), ("DC.identifier", uuid), ("DC.hasVersion", version)])
        main = (
            f"<h1>{title}</h1><p>Version: {version}. Status: Ongoing.</p>"
            f"<p>{a(listing, 'Download (data directory)')}</p>{ul([(u, u.rsplit('/', 1)[1]) for u in fl])}"
            f"<p>{a(f'/uuid/{uuid}/docs', 'Docs')} · {a(f'/uuid/{uuid}/citation', 'Citable as')}</p>"
            f"<h3>Previous versions</h3>{ul([(f'/uuid/{p}', 'earlier version') for p in prev])}"
            '<p>Project: <a href="/uuid/4dc8450d889a491ebb20e724debe2dfb">Met Office Hadley Centre observations</a></p>'
        )
        e = h.page(f"/uuid/{uuid}", title, main, head=head)
        return e, [e, listing, docs, guide, cite, *fl]

    h.page(
        "/uuid/4dc8450d889a491ebb20e724debe2dfb",
        "Met Office Hadley Centre observations (project)",
        "<h1>Project</h1>",
    )
    h.page(
        "/uuid/b3f0a6e0d4e94b6f9e1c1a5e7d2c0aa1",
        "HadUK-Grid Gridded Climate Observations, v1.2.0.0",
        "<h1>Older version</h1>",
    )
    e1, t1 = dataset(
        "adf1a6e0a6b24d3d9d4e3f0b9c9c2a71",
        "HadUK-Grid Gridded Climate Observations on a 1km grid over the UK, v1.3.0.ceda (1836-2023)",
        "v1.3.0.ceda",
        ["tas_hadukgrid_uk_1km_ann_2023.nc", "rainfall_hadukgrid_uk_1km_ann_2023.nc"],
        ["b3f0a6e0d4e94b6f9e1c1a5e7d2c0aa1"],
    )
    # Seed: Dryad-like -- the dataset title is in the record, its docs and citation pages,
    # but not in the NetCDF files or the data directory one hop out:
    # sig_title_plus_ignored; truth: record, docs page and user guide, citation page, data
    # directory and the files of this version -- earlier versions are other artifacts.
    h.case(
        "metcat-hadukgrid-v130",
        "gridded climate dataset, current version",
        "multi_hop",
        "sig_title_plus_ignored",
        e1,
        t1,
        others=[
            h.url("/uuid/b3f0a6e0d4e94b6f9e1c1a5e7d2c0aa1"),
            h.url("/uuid/4dc8450d889a491ebb20e724debe2dfb"),
        ],
    )
    e2, t2 = dataset(
        "e3c1d2b4a5f64e7d8c9b0a1f2e3d4c5b",
        "HadCRUT.5.0.2.0: Met Office Hadley Centre/CRU global surface temperature anomalies",
        "hadcrut5-5.0.2.0",
        ["HadCRUT.5.0.2.0.analysis.anomalies.ensemble_mean.nc"],
        [],
    )
    # Seed: sig_title_plus_ignored as above.
    h.case(
        "metcat-hadcrut-5020",
        "global temperature dataset",
        "multi_hop",
        "sig_title_plus_ignored",
        e2,
        t2,
        others=[h.url("/uuid/4dc8450d889a491ebb20e724debe2dfb")],
    )
    return h.cases


# ---------------------------------------------------------------- parliamentary research service
def parlres() -> list[Case]:
    h = Hub(
        "Parliamentary research service-like library",
        Portal(
            "commonslibrary.parlres.hx23.example",
            "House of Commons Library",
            menu=[
                ("/research-briefings/", "Research"),
                ("/type/insight/", "Insights"),
                ("/topic/", "Topics"),
                ("/about-us/", "About us"),
            ],
            footer=[
                ("/privacy/", "Privacy"),
                ("/cookie-policy/", "Cookies"),
                ("http://twitter.test/commonslibrary", "Twitter"),
            ],
            title_format="{title} - {name}",
        ),
    )
    files = "researchbriefings.parlfiles.hx23.example"
    gen = '<meta name="generator" content="WordPress 6.4.2"><script src="/wp-includes/js/jquery/jquery.min.js"></script>'
    h.page("/research-briefings/cbp-9001/", "NHS key statistics", "<h1>NHS key statistics</h1>")
    h.page("/topic/energy/", "Energy", "<h1>Energy</h1>")
    code = "CBP-9888"
    t1 = "Energy bills support: the Energy Price Guarantee"
    pdf = h.host(files, f"/documents/{code}/{code}.pdf", pdf_file(t1, code))
    xls = h.host(
        files,
        f"/documents/{code}/{code}-data.xlsx",
        blob("data", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    )
    e1 = h.page(
        f"/research-briefings/{code.lower()}/",
        t1,
        f"<article><h1>{t1}</h1><p>Research Briefing · By Paul Bolton</p><p>Summary of the scheme.</p>"
        f"<p>{a(pdf, 'Download full report')} {a(xls, 'Download data')}</p>"
        '<p>Related: <a href="/research-briefings/cbp-9001/">NHS key statistics</a> · Topics: <a href="/topic/energy/">Energy</a></p></article>',
        head=gen,
    )
    # Seed: SSRN-like -- the full report and data one hop away on the files host, amid
    # WordPress menus: single_page_plus_ignored; truth: briefing page, PDF, spreadsheet.
    h.case(
        "parl-cbp-9888-energy",
        "research briefing with PDF",
        "single_hop",
        "single_page_plus_ignored",
        e1,
        [e1, pdf, xls],
        others=[h.url("/research-briefings/cbp-9001/")],
    )
    t2 = "What is the Windsor Framework?"
    e2 = h.page(
        "/what-is-the-windsor-framework/",
        t2,
        f"<article><h1>{t2}</h1><p>Insight · 3 minute read</p><p>The framework changes the protocol.</p>"
        '<p>See also: <a href="/research-briefings/cbp-9001/">NHS key statistics</a> · <a href="/topic/energy/">Energy</a></p></article>',
        head=gen,
    )
    # Seed: a blog-post-like insight whose text is all on the page: single_page; truth: it.
    h.case(
        "parl-insight-windsor",
        "short insight article",
        "single_artifact",
        "single_page",
        e2,
        [e2],
        others=[h.url("/research-briefings/cbp-9001/")],
    )
    return h.cases


# ---------------------------------------------------------------- court opinions
def courts() -> list[Case]:
    h = Hub(
        "Court opinion archive",
        Portal(
            "www.courtarch.hx23.example",
            "CourtArchive",
            menu=[
                ("/", "Search"),
                ("/alerts/", "Alerts"),
                ("/api/", "APIs"),
                ("/donate/", "Donate"),
                ("/about/", "About"),
            ],
            footer=[
                ("/terms/", "Terms"),
                ("/contact/", "Contact"),
                ("http://www.facebook.test/courtarch", "Facebook"),
            ],
            title_format="{title} – {name}",
        ),
    )
    store = "storage.courtfiles.hx23.example"

    def opinion(
        oid: str, slug: str, title: str, docket: str, pdfpath: str, cites: list[str]
    ) -> tuple[str, list[str]]:
        base = f"/opinion/{oid}/{slug}/"
        pdf = h.host(store, pdfpath, pdf_file(title, "slip opinion"))
        auth = h.page(
            base + "authorities/",
            f"Table of Authorities for {title}",
            f"<h1>Authorities</h1>{ul([(c, c) for c in cites])}",
        )
        summ = h.page(
            base + "summaries/",
            f"Summaries of {title}",
            "<h1>Summaries</h1><p>2 parentheticals.</p>",
        )
        h.page(
            f"/?q=cites%3A({oid})",
            f"Opinions citing {title}",
            "<h1>Citing opinions</h1>",
            share=False,
        )
        head = (
            meta([("citation_title", title), ("og:type", "article")])
            + '<link rel="canonical" href="'
            + h.url(base)
            + '">'
        )
        main = (
            f"<article><h1>{title}</h1><p>{a(f'/docket/{docket}/{slug}/', 'View docket')}</p>"
            f"<p>{a(pdf, 'Download original from the court website (PDF)')}</p>"
            f"<p>{a(base + 'authorities/', 'Authorities')} · {a(base + 'summaries/', 'Summaries')} · {a(f'/?q=cites%3A({oid})', 'Cited by')}</p>"
            f"<div class='opinion'>Opinion of the court... {' '.join(a(c, 'cited case') for c in cites)}</div></article>"
        )
        e = h.page(base, title, main, head=head)
        return e, [e, pdf, auth, summ]

    for p, t in (
        ("/opinion/108713/marbury-v-madison/", "Marbury v. Madison"),
        ("/opinion/88061/chevron-v-nrdc/", "Chevron v. NRDC"),
    ):
        h.page(p, t, f"<h1>{t}</h1>")
    dk1 = h.page(
        "/docket/66798110/loper-bright-enterprises-v-raimondo/",
        "Docket for Loper Bright",
        "<h1>Docket 22-451</h1>",
    )
    e1, t1 = opinion(
        "9505432",
        "loper-bright-enterprises-v-raimondo",
        "Loper Bright Enterprises v. Raimondo",
        "66798110",
        "/pdf/2024/06/28/loper_bright_enterprises_v._raimondo.pdf",
        [h.url("/opinion/108713/marbury-v-madison/"), h.url("/opinion/88061/chevron-v-nrdc/")],
    )
    # Seed: GitHub-like -- the opinion's tabs live under its path and the court's PDF on a
    # storage host: path_based_externals; truth: opinion, authorities, summaries, PDF. The
    # docket, cited opinions and the citing-search are their own records.
    h.case(
        "court-loper-bright",
        "appellate opinion with docket",
        "multi_hop",
        "path_based_externals",
        e1,
        t1,
        others=[dk1, h.url("/opinion/108713/marbury-v-madison/")],
    )
    dk2 = h.page(
        "/docket/4214664/united-states-v-jones/",
        "Docket for United States v. Jones",
        "<h1>Docket 10-1259</h1>",
    )
    e2, t2 = opinion(
        "620301",
        "united-states-v-jones",
        "United States v. Jones",
        "4214664",
        "/pdf/2012/01/23/united_states_v._jones.pdf",
        [h.url("/opinion/108713/marbury-v-madison/")],
    )
    # Seed: path_based_externals as above.
    h.case(
        "court-us-v-jones",
        "supreme court opinion with docket",
        "multi_hop",
        "path_based_externals",
        e2,
        t2,
        others=[dk2],
    )
    return h.cases


# ---------------------------------------------------------------- standards body drafts
def drafts() -> list[Case]:
    h = Hub(
        "Standards body-like draft tracker",
        Portal(
            "datatracker.stdbody.hx23.example",
            "Datatracker",
            menu=[
                ("/doc/search", "Documents"),
                ("/wg/", "Groups"),
                ("/meeting/", "Meetings"),
                ("/accounts/login/", "Sign in"),
            ],
            footer=[
                ("/release/", "Release notes"),
                ("/help/", "Help"),
                ("http://www.stdbody.test/privacy", "Privacy"),
            ],
            title_format="{title}",
            home_title="Datatracker",
        ),
    )
    arch = "www.stdarchive.hx23.example"

    def draft(name: str, title: str, revs: list[str], wg: str) -> tuple[str, list[str]]:
        base = f"/doc/{name}/"
        texts = []
        for r in revs:
            texts.append(
                h.host(
                    arch,
                    f"/archive/id/{name}-{r}.txt",
                    blob(f"{title}\n{name}-{r}\n", "text/plain"),
                )
            )
            texts.append(
                h.host(
                    arch,
                    f"/archive/id/{name}-{r}.html",
                    f"<html><head><title>{name}-{r}</title></head><body>{title}</body></html>",
                )
            )
        revp = [
            h.page(
                f"{base}{r}/",
                f"{name}-{r}",
                f"<h1>{title}</h1><p>Revision {r}</p><p>{a(f'http://{arch}/archive/id/{name}-{r}.txt', 'plain text')} "
                f"{a(f'http://{arch}/archive/id/{name}-{r}.html', 'html')}</p>",
            )
            for r in revs[:-1]
        ]
        hist = h.page(
            base + "history/",
            f"History for {name}-{revs[-1]}",
            f"<h1>History</h1>{ul([(f'{base}{r}/', r) for r in revs[:-1]])}",
        )
        bib = h.put(
            base + "bibtex/", blob(f"@techreport{{{name},title={{{title}}}}}", "text/plain")
        )
        diff = h.page(f"/doc/{name}/ballot/", f"Ballot for {name}", "<h1>Ballot positions</h1>")
        head = (
            meta([("description", title), ("og:site_name", "Datatracker")])
            + '<script src="/static/js/ietf.js"></script>'
        )
        main = (
            f"<h1>{title}<br><small>{name}-{revs[-1]}</small></h1>"
            f"<p>{a(base + 'history/', 'History')} · {a(base + 'ballot/', 'IESG evaluation record')} · {a(base + 'bibtex/', 'bibtex')}</p>"
            f"<p>Formats: {a(texts[-2], 'plain text')} {a(texts[-1], 'html')}</p>"
            f"<p>Versions: {' '.join(a(f'{base}{r}/', r) for r in revs[:-1])}</p>"
            f"<p>Working group: {a(f'/wg/{wg}/about/', wg)}</p>"
        )
        e = h.page(base, f"{name}-{revs[-1]}", main, head=head)
        return e, [e, hist, bib, diff, *revp, *texts]

    h.page("/wg/httpbis/about/", "HTTP working group", "<h1>httpbis</h1>")
    h.page("/wg/oauth/about/", "OAuth working group", "<h1>oauth</h1>")
    e1, t1 = draft(
        "draft-ietf-httpbis-resumable-upload",
        "Resumable Uploads for HTTP",
        ["03", "04", "05"],
        "httpbis",
    )
    # Seed: GitHub-like -- history, revisions, ballot and bibtex under /doc/<name>/, the
    # texts on the archive host: path_based_externals; truth: all of those and every
    # revision's texts (a draft is its revisions); the working group is its own record.
    h.case(
        "draft-httpbis-resumable-upload",
        "internet-draft with revisions",
        "multi_hop",
        "path_based_externals",
        e1,
        t1,
        others=[h.url("/wg/httpbis/about/")],
    )
    e2, t2 = draft(
        "draft-ietf-oauth-sd-jwt-vc", "SD-JWT-based Verifiable Credentials", ["00", "01"], "oauth"
    )
    # Seed: path_based_externals as above.
    h.case(
        "draft-oauth-sd-jwt-vc",
        "internet-draft with revisions",
        "multi_hop",
        "path_based_externals",
        e2,
        t2,
        others=[h.url("/wg/oauth/about/")],
    )
    return h.cases


def cases() -> list[Case]:
    out: list[Case] = []
    for build in (eupub, oecd, okr, iris, undl, metcat, parlres, courts, drafts):
        out += build()
    return out
