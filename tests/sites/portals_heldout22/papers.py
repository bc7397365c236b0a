"""Papers and talks: a preprint server with sibling files, a PHP repository with `?doc=` ids,
an oral-history archive with `?record=` ids, a CGI tech-report series with `?id=` abstracts,
a DSpace repository reached through DOI -> handle -> landing redirects, a WordPress blog."""

from __future__ import annotations

from functools import cache

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._kit import Hub, case, chrome, csv, data, doc, head, links

# ---------------------------------------------------------------- preprint server (bioRxiv-like)

PRE = "www.lumenrxiv.hx22.example"


@cache
def preprints() -> Hub:
    hub = Hub([chrome(PRE, "lumenRxiv", [("/collection", "Subject areas"), ("/submit", "Submit")])])
    for stem, title, supp in (
        ("2024.02.11.580112v2", "Microbial mats record Holocene salinity in a coastal lagoon", 1),
        ("2024.05.02.591877v1", "A reproducible pipeline for eye-tracking in reading research", 0),
        ("2024.02.11.580133v1", "Salinity and microbial mats: a reply", 0),
        ("2024.05.02.591990v1", "Eye-tracking corpora for reading: a survey", 0),
    ):
        base = f"/content/10.99001/{stem}"
        hub.put(base + ".full.pdf", doc(title, "Preprint, not peer reviewed."))
        hub.page(base + ".full", title, f"<h1>{title}</h1><article><p>Full text.</p></article>")
        items = [(base + ".full", "Full text"), (base + ".full.pdf", "Download PDF")]
        if supp:
            media = f"/content/lumenrxiv/early/2024/02/13/{stem[:-2]}/DC1/embed/media-1.xlsx"
            hub.put(media, data(b"PK\x03\x04 salinity table", "application/vnd.ms-excel"))
            hub.page(
                base + ".supplementary-material",
                title,
                f"<h1>Supplementary material</h1>{links([(media, 'media-1.xlsx')])}",
            )
            items += [
                (base + ".supplementary-material", "Supplementary material"),
                (media, "media-1.xlsx"),
            ]
        ris = f"/highwire/citation/{stem}/ris"
        hub.put(
            ris,
            Response.text(
                f"TY  - JOUR\nTI  - {title}\nER  -\n", 200, "application/x-research-info-systems"
            ),
        )
        items.append((ris, "Download citation (RIS)"))
        related = [
            ("/content/10.99001/2024.02.11.580133v1", "Salinity and microbial mats: a reply")
        ]
        if "591" in stem:
            related = [("/content/10.99001/2024.05.02.591990v1", "Eye-tracking corpora: a survey")]
        hub.page(
            base,
            title,
            f"<h1>{title}</h1><p>Posted 2024. <a href='/collection/ecology'>Ecology</a></p>"
            f"<div class='abstract'><p>Abstract.</p></div>{links(items, 'article-tabs')}"
            f"<aside><h2>Related preprints</h2>{links(related)}</aside>",
            hd=head(
                generator="HighWire Press",
                site_name="lumenRxiv",
                citation={"title": title, "pdf_url": f"http://{PRE}{base}.full.pdf"},
            ),
        )
    return hub


def _pre(stem: str, parts: tuple[str, ...]) -> set[str]:
    base = f"http://{PRE}/content/10.99001/{stem}"
    return {base, *(base + p for p in parts), f"http://{PRE}/highwire/citation/{stem}/ris"}


PREPRINT_CASES = [
    # single_page_plus_ignored: a bioRxiv-like preprint (seed: "BioRxiv ... Single Page+ with
    # Ignores").  The full text, PDF and supplement sit BESIDE the landing path (".full.pdf"
    # appended, no slash), the citation export and supplement media elsewhere on the host.
    # Truth: landing, full text, PDF, supplement page and file, RIS; not menus, not the
    # subject collection, not the related preprint (another artifact).
    case(
        preprints(),
        "lumenrxiv-salinity-mats",
        "Preprint server (bioRxiv-like)",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{PRE}/content/10.99001/2024.02.11.580112v2",
        _pre("2024.02.11.580112v2", (".full", ".full.pdf", ".supplementary-material"))
        | {
            f"http://{PRE}/content/lumenrxiv/early/2024/02/13/2024.02.11.580112/DC1/embed/media-1.xlsx"
        },
        {f"http://{PRE}/content/10.99001/2024.02.11.580133v1"},
    ),
    # single_page_plus_ignored, same portal: no supplement, PDF beside, RIS off-path.
    case(
        preprints(),
        "lumenrxiv-eye-tracking",
        "Preprint server (bioRxiv-like)",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{PRE}/content/10.99001/2024.05.02.591877v1",
        _pre("2024.05.02.591877v1", (".full", ".full.pdf")),
        {f"http://{PRE}/content/10.99001/2024.05.02.591990v1"},
    ),
]

# ------------------------------------------------- hand-written PHP departmental repository

PHP = "papers.geodept.hx22.example"


@cache
def php_repo() -> Hub:
    hub = Hub([chrome(PHP, "Geosciences Working Papers", [("/list.php?year=2009", "2009")])])
    recs = {
        "1187": ("Sediment transport in braided rivers of the Canterbury Plains", ["1", "2"]),
        "2203": ("Borehole temperature profiles and Holocene climate", ["1", "errata"]),
        "1188": ("Gravel bar migration, a field note", ["1"]),
        "118": ("Flume experiments on bedload (1998)", ["1"]),
        "2204": ("Permafrost borehole network: station list", ["1"]),
    }
    for doc_id, (title, files) in recs.items():
        items = []
        for f in files:
            path = f"/download.php?doc={doc_id}&file={f}"
            if f == "2":
                hub.put(path, data(b"PK\x03\x04 grain sizes", "application/zip"))
                items.append((path, "Grain-size data (zip)"))
            else:
                hub.put(path, doc(f"{title} ({f})", "Working paper."))
                items.append((path, "Errata (PDF)" if f == "errata" else "Full text (PDF)"))
        hub.put(
            f"/bibtex.php?doc={doc_id}",
            Response.text(f"@techreport{{gwp{doc_id}, title={{{title}}}}}\n"),
        )
        items.append((f"/bibtex.php?doc={doc_id}", "BibTeX"))
        nxt = {"1187": "1188", "2203": "2204"}.get(doc_id)
        nav = [
            ("/author.php?id=44", "Other papers by this author"),
            ("/list.php?year=2009", "All 2009 papers"),
        ]
        if nxt:
            nav.append((f"/view.php?doc={nxt}", "Next paper »"))
        if doc_id == "1187":
            nav.append(("/view.php?doc=118", "Cites: GWP 118"))
        hub.page(
            f"/view.php?doc={doc_id}",
            f"GWP {doc_id}: {title}",
            f"<h1>{title}</h1><p>Geosciences Working Paper {doc_id}</p>{links(items)}"
            f"<div class='nav'>{links(nav)}</div>",
            hd=head(
                generator="PHP/5.2.17", citation={"title": title, "technical_report_number": doc_id}
            ),
        )
    hub.page(
        "/author.php?id=44",
        "Author",
        "<h1>R. Ngata</h1>" + links([("/view.php?doc=1187", "GWP 1187")]),
    )
    hub.page("/list.php?year=2009", "2009", links([(f"/view.php?doc={d}", d) for d in recs]))
    return hub


def _php(doc_id: str, files: tuple[str, ...]) -> set[str]:
    b = f"http://{PHP}"
    return {
        f"{b}/view.php?doc={doc_id}",
        f"{b}/bibtex.php?doc={doc_id}",
        *(f"{b}/download.php?doc={doc_id}&file={f}" for f in files),
    }


PHP_CASES = [
    # single_page_plus_ignored: a working-paper abstract page known only by a query id, like
    # SSRN's (seed: "SSRN Preprint Single Hop Single Page+ with Ignores").  Every URL is
    # "/something.php?doc=N", so no path separates the artifact; doc=118 is a prefix trap.
    # Truth: abstract page, its PDF and data zip, its BibTeX; not author/year lists, not the
    # next paper or the cited paper (other artifacts).
    case(
        php_repo(),
        "geodept-braided-rivers",
        "Departmental PHP working-paper repository",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{PHP}/view.php?doc=1187",
        _php("1187", ("1", "2")),
        {f"http://{PHP}/view.php?doc=1188", f"http://{PHP}/view.php?doc=118"},
    ),
    # single_page_plus_ignored, same portal: PDF plus an errata file, BibTeX.
    case(
        php_repo(),
        "geodept-boreholes",
        "Departmental PHP working-paper repository",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{PHP}/view.php?doc=2203",
        _php("2203", ("1", "errata")),
        {f"http://{PHP}/view.php?doc=2204"},
    ),
]

# ------------------------------------------------------ oral-history archive (?record= ids)

ORAL = "voices.memoryhall.hx22.example"


@cache
def oral_history() -> Hub:
    hub = Hub(
        [chrome(ORAL, "Memory Hall Oral History", [("/oh/series.asp?record=S-12", "Series")])]
    )
    interviews = {
        "OH-0412": ("Interview with a cannery worker, 1978", ["OH-0412.mp3"], False),
        "OH-1187": (
            "Interview with a lighthouse keeper, 1983",
            ["OH-1187_t1.mp3", "OH-1187_t2.mp3"],
            True,
        ),
        "OH-0413": ("Interview with a net mender, 1978", ["OH-0413.mp3"], False),
        "OH-1188": ("Interview with a ferry pilot, 1983", ["OH-1188.mp3"], False),
    }
    for rec, (title, tapes, indexed) in interviews.items():
        items = []
        for t in tapes:
            hub.put(f"/media/{t}", data(b"ID3\x03\x00 audio " + t.encode(), "audio/mpeg"))
            items.append((f"/media/{t}", f"Listen: {t}"))
        tr = f"/media/transcripts/{rec}.pdf"
        hub.put(tr, doc(f"Transcript {rec}", title))
        items.append((tr, "Transcript (PDF)"))
        if indexed:
            hub.page(
                f"/oh/index.asp?record={rec}&view=index",
                f"{rec} time-coded index",
                "<h1>Index</h1><ol><li>00:00 Childhood</li><li>14:10 The light</li></ol>",
            )
            items.append((f"/oh/index.asp?record={rec}&view=index", "Time-coded index"))
        num = int(rec[3:])
        sib = f"OH-{num + 1:04d}"
        hub.page(
            f"/oh/listen.asp?record={rec}",
            title,
            f"<h1>{title}</h1><p>Record {rec}. Series S-12.</p>{links(items)}"
            f"<p>Next in series: <a href='/oh/listen.asp?record={sib}'>{sib}</a></p>"
            "<p><a href='/oh/series.asp?record=S-12'>Series S-12: Coastal Work</a></p>",
            hd=head(generator="Microsoft ASP 3.0", site_name="Memory Hall"),
        )
    hub.page(
        "/oh/series.asp?record=S-12",
        "Series S-12",
        links([(f"/oh/listen.asp?record={r}", r) for r in interviews]),
    )
    return hub


def _oral(rec: str, tapes: tuple[str, ...], indexed: bool) -> set[str]:
    b = f"http://{ORAL}"
    out = {f"{b}/oh/listen.asp?record={rec}", f"{b}/media/transcripts/{rec}.pdf"}
    out |= {f"{b}/media/{t}" for t in tapes}
    if indexed:
        out.add(f"{b}/oh/index.asp?record={rec}&view=index")
    return out


ORAL_CASES = [
    # sig_uri: the record id OH-0412 appears in every artifact URI (query, file names) and in
    # no chrome URI, as GBIF's dataset key does (seed: Significant String from URI).  Truth:
    # listen page, audio, transcript; not the series page, not the next interview.
    case(
        oral_history(),
        "memoryhall-cannery",
        "Oral-history archive (classic ASP, ?record= ids)",
        "multi_hop",
        "sig_uri",
        f"http://{ORAL}/oh/listen.asp?record=OH-0412",
        _oral("OH-0412", ("OH-0412.mp3",), False),
        {f"http://{ORAL}/oh/listen.asp?record=OH-0413", f"http://{ORAL}/oh/series.asp?record=S-12"},
    ),
    # sig_uri: two tape segments and a time-coded index page, all carrying OH-1187.
    case(
        oral_history(),
        "memoryhall-lighthouse",
        "Oral-history archive (classic ASP, ?record= ids)",
        "multi_hop",
        "sig_uri",
        f"http://{ORAL}/oh/listen.asp?record=OH-1187",
        _oral("OH-1187", ("OH-1187_t1.mp3", "OH-1187_t2.mp3"), True),
        {f"http://{ORAL}/oh/listen.asp?record=OH-1188", f"http://{ORAL}/oh/series.asp?record=S-12"},
    ),
]

# ------------------------------------------- CGI tech-report series (?id= HTML abstract + PDF)

TR = "techreports.csdept.hx22.example"


@cache
def tech_reports() -> Hub:
    hub = Hub([chrome(TR, "CS Technical Reports", [("/cgi-bin/list.cgi?year=2019", "2019")])])
    reports = {
        "TR-2019-04": "Lock-free skip lists under persistent memory",
        "TR-2019-11": "Type inference for gradual effect systems",
        "TR-2019-05": "A survey of persistent-memory allocators",
        "TR-2019-040": "Errata and benchmarks for lock-free structures",
    }
    for rid, title in reports.items():
        hub.put(f"/pub/{rid}.pdf", doc(title, f"Technical report {rid}."))
        hub.put(f"/pub/{rid}.bib", Response.text(f"@techreport{{{rid}, title={{{title}}}}}\n"))
        extra = []
        if rid == "TR-2019-11":
            hub.put(
                f"/pub/{rid}-artifact.tar.gz",
                data(b"\x1f\x8b artifact " + title.encode(), "application/gzip"),
            )
            extra = [(f"/pub/{rid}-artifact.tar.gz", f"Artifact for {title} (tar.gz)")]
        see = {"TR-2019-04": ["TR-2019-05", "TR-2019-040"], "TR-2019-11": ["TR-2019-05"]}.get(
            rid, []
        )
        hub.page(
            f"/cgi-bin/abstract.cgi?id={rid}",
            f"{rid}: {title}",
            f"<h1>{title}</h1><p>{rid}, Department of Computer Science.</p>"
            f"<p>Abstract: {title} is studied.</p>"
            + links(
                [
                    (f"/pub/{rid}.pdf", f"{title} (PDF)"),
                    (f"/pub/{rid}.bib", f"BibTeX for {title}"),
                    *extra,
                ]
            )
            + "<h2>See also</h2>"
            + links([(f"/cgi-bin/abstract.cgi?id={s}", f"{s}: {reports[s]}") for s in see]),
            hd=head(citation={"title": title, "technical_report_number": rid}),
        )
    return hub


def _tr(rid: str, *extra: str) -> set[str]:
    b = f"http://{TR}"
    return {f"{b}/cgi-bin/abstract.cgi?id={rid}", f"{b}/pub/{rid}.pdf", f"{b}/pub/{rid}.bib"} | {
        f"{b}/pub/{e}" for e in extra
    }


TR_CASES = [
    # sig_title: the report proper is a PDF; the entry is its sibling HTML abstract, known
    # only by "?id=".  The title appears in every object (abstract, PDF, BibTeX), not in
    # chrome, and the PDF sits in /pub/ beside every other report, so neither path nor one
    # hop separates it (seed: Significant String from Title, as for Dryad's objects).  The
    # "See also" report TR-2019-040 carries TR-2019-04 as a prefix.  Truth: abstract, PDF,
    # BibTeX; not the see-also reports.
    case(
        tech_reports(),
        "csdept-skip-lists",
        "University CS technical-report series (CGI)",
        "multi_hop",
        "sig_title",
        f"http://{TR}/cgi-bin/abstract.cgi?id=TR-2019-04",
        _tr("TR-2019-04"),
        {
            f"http://{TR}/cgi-bin/abstract.cgi?id=TR-2019-05",
            f"http://{TR}/cgi-bin/abstract.cgi?id=TR-2019-040",
        },
    ),
    # sig_title: plus a research artifact tarball whose link text carries the title.
    case(
        tech_reports(),
        "csdept-gradual-effects",
        "University CS technical-report series (CGI)",
        "multi_hop",
        "sig_title",
        f"http://{TR}/cgi-bin/abstract.cgi?id=TR-2019-11",
        _tr("TR-2019-11", "TR-2019-11-artifact.tar.gz"),
        {f"http://{TR}/cgi-bin/abstract.cgi?id=TR-2019-05"},
    ),
]

# ------------------------------- DSpace 7 repository reached by DOI -> handle -> landing

DS = "repository.uniharbor.hx22.example"
DOI = "doi.doiref.hx22.example"
HDL = "hdl.handlenet.hx22.example"
DS_ITEMS = {
    "4471": (
        "7c1e2f90-3b1a-4d55-9a61-0e5f2a7b4471",
        "Coastal erosion survey of the Otago peninsula, 2015-2022",
        2,
    ),
    "5120": (
        "a0b9d311-77c2-4f0e-8e21-5d0c9e1f5120",
        "Kaupapa Maori approaches to museum governance",
        1,
    ),
    "4472": ("19f0aa2c-0c61-4c0f-b0c8-ad6e3a2b4472", "Dune vegetation transects, Otago", 1),
}


@cache
def dspace() -> Hub:
    hub = Hub(
        [chrome(DS, "Harbour University Research Repository", [("/communities", "Communities")])]
    )
    for num, (uuid, title, nfiles) in DS_ITEMS.items():
        landing = f"/items/{uuid}"
        hub.redirect(DOI, f"/10.77012/uh.{num}", f"http://{HDL}/20.500.12345/{num}")
        hub.redirect(HDL, f"/20.500.12345/{num}", f"http://{DS}{landing}", 301)
        items = []
        for k in range(nfiles):
            bs = f"/bitstreams/{uuid[:8]}-{k:04d}/download"
            hub.put(
                bs,
                doc(f"{title} part {k + 1}", "Repository copy.")
                if k == 0
                else csv("site,year,retreat_m", "A,2015,1.2"),
            )
            items.append(bs)
        meta = f"/server/api/core/items/{uuid}/datacite.xml"
        hub.put(
            meta,
            data(
                f"<resource><titles><title>{title}</title></titles></resource>", "application/xml"
            ),
        )
        signs = [
            f'<http://{DOI}/10.77012/uh.{num}>; rel="cite-as"',
            f'<http://{DS}{meta}>; rel="describedby"; type="application/xml"',
        ]
        signs += [f'<http://{DS}{b}>; rel="item"' for b in items]
        related = (
            ""
            if num == "4472"
            else links([(f"/items/{DS_ITEMS['4472'][0]}", "Dune vegetation transects, Otago")])
        )
        hub.page(
            landing,
            title,
            f"<h1>{title}</h1><p>Handle: <a href='http://{HDL}/20.500.12345/{num}'>20.500.12345/{num}</a></p>"
            "<h2>Files</h2>"
            + links([(b, f"file {i + 1}") for i, b in enumerate(items)])
            + links([(meta, "Export DataCite XML")])
            + "<h2>Collections</h2>"
            + links([("/collections/earth-sciences", "Earth Sciences")])
            + (f"<h2>Related items</h2>{related}" if num == "4471" else ""),
            hd=head(
                generator="DSpace 7.6",
                site_name="Harbour University",
                citation={"title": title, "doi": f"10.77012/uh.{num}"},
            ),
            headers=[("Link", ", ".join(signs))],
        )
    return hub


def _ds(num: str) -> set[str]:
    uuid, _t, n = DS_ITEMS[num]
    return {
        f"http://{DS}/items/{uuid}",
        f"http://{DS}/server/api/core/items/{uuid}/datacite.xml",
        *(f"http://{DS}/bitstreams/{uuid[:8]}-{k:04d}/download" for k in range(n)),
    }


DSPACE_CASES = [
    # signposting: DSpace 7 sends Link headers (cite-as, describedby, item) on the landing
    # page; the entry is a DOI that redirects to a handle that redirects to the landing
    # (two hosts of other organisations in the chain).  Truth: landing, its bitstreams and
    # its DataCite export; not the redirectors (the entry is not the artifact), not the
    # collection, not the related item.
    case(
        dspace(),
        "uniharbor-erosion",
        "Institutional repository (DSpace 7) via DOI and handle",
        "single_hop",
        "signposting",
        f"http://{DOI}/10.77012/uh.4471",
        _ds("4471"),
        {f"http://{DS}/items/{DS_ITEMS['4472'][0]}"},
        landing=f"http://{DS}/items/{DS_ITEMS['4471'][0]}",
    ),
    # signposting: one bitstream, same redirect chain.
    case(
        dspace(),
        "uniharbor-museum-governance",
        "Institutional repository (DSpace 7) via DOI and handle",
        "single_hop",
        "signposting",
        f"http://{DOI}/10.77012/uh.5120",
        _ds("5120"),
        landing=f"http://{DS}/items/{DS_ITEMS['5120'][0]}",
    ),
]

# ------------------------------------------------------- WordPress research blog (/?p= ids)

BLOG = "lagunes.carnetsnet.hx22.example"


@cache
def blog() -> Hub:
    hub = Hub(
        [
            chrome(
                BLOG,
                "Carnets des lagunes",
                [("/?cat=3", "Terrain"), ("/?page_id=2", "À propos")],
                title_format="{title} – {name}",
            )
        ]
    )
    posts = {
        "4812": ("Relevés de salinité à l'étang de Thau : premiers résultats", "5120"),
        "5120": ("Über die Rezeption der Lagunenforschung in Südfrankreich", "4812"),
        "4790": ("Journée d'étude : zones humides", ""),
    }
    for pid, (title, other) in posts.items():
        body = f"<article><h1>{title}</h1><p>Publié le 3 mars 2024 par <a href='/?author=2'>Claire</a>.</p><p>Texte du billet.</p>"
        if other:
            body += f"<p>Voir aussi <a href='/?p={other}'>{posts[other][0]}</a> et <a href='/?p=4790'>la journée d'étude</a>.</p>"
        body += "</article><section id='comments'><h2>2 commentaires</h2><p>Merci !</p><form action='/wp-comments-post.php' method='post'><textarea name='comment'></textarea></form></section>"
        hub.page(
            f"/?p={pid}",
            title,
            body,
            hd=head(generator="WordPress 6.4.3", site_name="Carnets des lagunes")
            + "<link rel='alternate' type='application/rss+xml' href='/?feed=rss2'>"
            + "<link rel='EditURI' href='/xmlrpc.php?rsd'>",
        )
    return hub


BLOG_CASES = [
    # single_page: a research blog post (seed: Hypotheses "Blog Post Single Artifact URI
    # Single Page").  The permalink is only "/?p=4812", the same path as the homepage.
    # Truth: the post alone; not the feed, category, author, or the posts it mentions.
    case(
        blog(),
        "lagunes-salinite",
        "Research blog (WordPress, ?p= permalinks)",
        "single_artifact_uri",
        "single_page",
        f"http://{BLOG}/?p=4812",
        {f"http://{BLOG}/?p=4812"},
        {f"http://{BLOG}/?p=5120", f"http://{BLOG}/?p=4790"},
    ),
    # single_page: a German post with a non-ASCII title on the same blog.
    case(
        blog(),
        "lagunes-rezeption",
        "Research blog (WordPress, ?p= permalinks)",
        "single_artifact_uri",
        "single_page",
        f"http://{BLOG}/?p=5120",
        {f"http://{BLOG}/?p=5120"},
        {f"http://{BLOG}/?p=4812", f"http://{BLOG}/?p=4790"},
    ),
]

CASES: list[Case] = [
    *PREPRINT_CASES,
    *PHP_CASES,
    *ORAL_CASES,
    *TR_CASES,
    *DSPACE_CASES,
    *BLOG_CASES,
]
