"""Open textbooks and classroom data of heldout34: Open-Textbook-Library-, LibreTexts- and
OpenStax-like books and a Dryad-like repository of classroom datasets."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import COOKIES, a, blob, case, citation_meta, host, pdf_file, portal, ris, site, ul

# ---------------------------------------------------------------- Open-Textbook-Library-like
OTL = host("open", "opentxtshelf")
OTL_CDN = host("files", "opentxtshelfcdn")
OTL_READ = host("pressbooks", "openpressroom")
OTL_T = "Open-Textbook-Library-like book record (single hop)"
OTL_BOOKS = {
    "applied-statics-1187": "Applied Statics for Engineering Technology",
    "introduction-to-materials-science-2045": "Introduction to Materials Science",
}


def _otl_files(slug: str) -> list[str]:
    stem = slug.rsplit("-", 1)[0]
    return [
        f"http://{OTL_CDN}/books/{stem}/{stem}.pdf",
        f"http://{OTL_CDN}/books/{stem}/{stem}.epub",
    ]


def _otl() -> list[Site]:
    p = portal(
        OTL,
        "Open Textbook Shelf",
        [
            ("/opentextbooks/subjects", "Subjects"),
            ("/opentextbooks/about", "About"),
            ("/opentextbooks/reviews", "Reviews"),
            ("/opentextbooks/faq", "FAQ"),
        ],
        title_format="{title} - Open Textbook Shelf",
    )
    pages: dict[str, object] = {}
    cdn, reader = Site(OTL_CDN), Site(OTL_READ)
    for slug, title in OTL_BOOKS.items():
        stem = slug.rsplit("-", 1)[0]
        pdf, epub = _otl_files(slug)
        other = next(s for s in OTL_BOOKS if s != slug)
        cdn.add(f"/books/{stem}/{stem}.pdf", pdf_file(title, "Chapter 1"))
        cdn.add(
            f"/books/{stem}/{stem}.epub",
            blob("PK\x03\x04mimetypeapplication/epub+zip", "application/epub+zip"),
        )
        reader.add(f"/{stem}/", f"<!doctype html><title>{title}</title><h1>{title}</h1>")
        pages[f"/opentextbooks/textbooks/{slug}"] = p.page(
            title,
            COOKIES
            + f'<div class="row"><div class="col-md-3"><img src="/covers/{stem}.png" alt="">'
            + '<div id="Formats"><h2>Formats available</h2>'
            + ul([a(pdf, "PDF"), a(epub, "eBook"), a(f"http://{OTL_READ}/{stem}/", "Online")])
            + f'</div></div><div class="col-md-9"><h1>{title}</h1>'
            + "<p>Copyright Year: 2024 · ISBN 13: 9781959000123 · Publisher: "
            + a("/opentextbooks/publishers/41", "Northbay Press")
            + " · Language: English</p><p>"
            + a("/opentextbooks/subjects/engineering", "Engineering & Electronics")
            + "</p><h2>Table of Contents</h2><ol><li>Forces</li><li>Moments</li>"
            + '<li>Equilibrium</li></ol><h2 id="reviews">Reviews</h2><div class="review">'
            + "<p>Reviewed by Lena Park, Assistant Professor, Lakeside CC, 3/2/25</p><p>"
            "Comprehensiveness rating: 5</p></div>"
            + a(f"/opentextbooks/textbooks/{slug}/reviews/new", "Write a review (log in)")
            + f"<h3>Similar books</h3>{a(f'/opentextbooks/textbooks/{other}', OTL_BOOKS[other])}"
            + "</div></div>",
            share=f"http://{OTL}/opentextbooks/textbooks/{slug}",
        )
        pages[f"/covers/{stem}.png"] = blob("\x89PNG", "image/png")
        pages[f"/opentextbooks/textbooks/{slug}/reviews/new"] = p.page("Log in", "<h1>Log in</h1>")
    pages["/opentextbooks/publishers/41"] = p.page("Northbay Press", "<h1>Northbay Press</h1>")
    pages["/opentextbooks/subjects/engineering"] = p.page("Engineering", "<h1>Engineering</h1>")
    return [site(p, pages), cdn, reader]  # type: ignore[arg-type]


def _otl_case(name: str, slug: str) -> Case:
    url = f"http://{OTL}/opentextbooks/textbooks/{slug}"
    other = next(s for s in OTL_BOOKS if s != slug)
    stem = slug.rsplit("-", 1)[0]
    # Zenodo shape: the record page and its PDF and EPUB one hop away among menus and
    # subject links -> single_page_plus_ignored.  The online edition lives on another
    # portal (Pressbooks-like): another artifact.
    return case(
        name,
        OTL_T,
        "Single Hop",
        "single_page_plus_ignored",
        url,
        [url, *_otl_files(slug)],
        _otl,
        [f"http://{OTL}/opentextbooks/textbooks/{other}", f"http://{OTL_READ}/{stem}/"],
    )


# ---------------------------------------------------------------- LibreTexts-like
LT = host("eng", "libretomes")
LT_BATCH = host("batch", "libretomesbatch")
LT_T = "LibreTexts-like book in chapters (path plus a print server)"
LT_SHELF = "/Bookshelves/Mechanical_Engineering"
LT_BOOKS = {
    "Introductory_Fluid_Mechanics_Chen": (
        "Introductory Fluid Mechanics (Chen)",
        "48215",
        ["01_Fluid_Statics", "02_Bernoulli_Equation", "03_Pipe_Flow"],
    ),
    "Electric_Circuits_Lab_Manual_Fiore": (
        "Laboratory Manual for Electric Circuits (Fiore)",
        "51902",
        ["01_DC_Measurements", "02_Series_Circuits", "03_Thevenin"],
    ),
}


def _lt_truth(book: str) -> list[str]:
    _t, num, chapters = LT_BOOKS[book]
    base = f"http://{LT}{LT_SHELF}/{book}"
    out = [
        base,
        f"{base}/00_Front_Matter",
        f"{base}/zz_Back_Matter",
        f"{base}/zz_Back_Matter/10_Index",
        f"{base}/zz_Back_Matter/20_Glossary",
    ]
    for ch in chapters:
        out += [
            f"{base}/{ch}",
            f"{base}/{ch}/{ch[:2]}.01_Overview",
            f"{base}/{ch}/{ch[:2]}.02_Exercises",
        ]
    out.append(f"http://{LT_BATCH}/print/Finished/eng-{num}/Full.pdf")
    return out


def _libre() -> list[Site]:
    p = portal(
        LT,
        "Engineering LibreTomes",
        [
            ("/Bookshelves", "Bookshelves"),
            ("/Courses", "Campus Bookshelves"),
            ("/Learning_Objects", "Learning Objects"),
            ("/Special:Search", "Search"),
        ],
        title_format="{title} - Engineering LibreTomes",
        footer=[
            ("/about", "About"),
            ("/Sandboxes", "Sandboxes"),
            ("http://donate.test/lt", "Donate"),
            ("/privacy", "Privacy"),
        ],
    )
    pages: dict[str, object] = {}
    batch = Site(LT_BATCH)
    for book, (title, num, chapters) in LT_BOOKS.items():
        base = f"{LT_SHELF}/{book}"
        other = next(b for b in LT_BOOKS if b != book)
        full = f"http://{LT_BATCH}/print/Finished/eng-{num}/Full.pdf"
        batch.add(f"/print/Finished/eng-{num}/Full.pdf", pdf_file(title, "Full book"))
        toc = ul(
            [
                a(f"{base}/00_Front_Matter", "Front Matter"),
                *(a(f"{base}/{c}", c.replace("_", " ")) for c in chapters),
                a(f"{base}/zz_Back_Matter", "Back Matter"),
            ]
        )
        tools = (
            '<div class="mt-tools">'
            + a(full, "Download Full Book (PDF)")
            + " "
            + a(f"/Special:Login?returnto={base}", "Edit (log in)")
            + " "
            + a(LT_SHELF, "Mechanical Engineering shelf")
            + "</div>"
        )
        crumbs = f'<nav class="crumbs">{a("/Bookshelves", "Bookshelves")} › {a(LT_SHELF, "Mechanical Engineering")}</nav>'

        def pg(t: str, body: str, crumbs: str = crumbs, tools: str = tools) -> str:
            return p.page(t, COOKIES + crumbs + tools + body)

        pages[base] = pg(
            title,
            f"<h1>{title}</h1><p>This text is an introduction for second-year engineers.</p>"
            + toc
            + f"<aside>Also on this shelf: {a(f'{LT_SHELF}/{other}', LT_BOOKS[other][0])}</aside>",
        )
        pages[f"{base}/00_Front_Matter"] = pg("Front Matter", "<h1>Front Matter</h1>" + toc)
        pages[f"{base}/zz_Back_Matter"] = pg(
            "Back Matter",
            "<h1>Back Matter</h1>"
            + ul(
                [
                    a(f"{base}/zz_Back_Matter/10_Index", "Index"),
                    a(f"{base}/zz_Back_Matter/20_Glossary", "Glossary"),
                ]
            ),
        )
        pages[f"{base}/zz_Back_Matter/10_Index"] = pg("Index", "<h1>Index</h1>")
        pages[f"{base}/zz_Back_Matter/20_Glossary"] = pg("Glossary", "<h1>Glossary</h1>")
        for ch in chapters:
            secs = [f"{base}/{ch}/{ch[:2]}.01_Overview", f"{base}/{ch}/{ch[:2]}.02_Exercises"]
            pages[f"{base}/{ch}"] = pg(
                ch, f"<h1>{ch}</h1>" + ul(a(s, s.rsplit("/", 1)[1]) for s in secs)
            )
            for s in secs:
                pages[s] = pg(
                    s.rsplit("/", 1)[1],
                    f"<h1>{s.rsplit('/', 1)[1]}</h1><p>Text.</p>" + a(f"{base}/{ch}", "Up"),
                )
    pages[LT_SHELF] = p.page("Mechanical Engineering", "<h1>Mechanical Engineering</h1>")
    pages["/Special:Login"] = p.page("Log in", "<h1>Log in</h1>")
    return [site(p, pages), batch]  # type: ignore[arg-type]


def _lt_case(name: str, book: str) -> Case:
    other = next(b for b in LT_BOOKS if b != book)
    url = f"http://{LT}{LT_SHELF}/{book}"
    # GitHub shape: front matter, chapters, sections and back matter all extend the book's
    # URI; the full-book PDF comes from a print server on another domain (GitHub's raw
    # host) -> path_based_externals.
    return case(
        name,
        LT_T,
        "Multi-Hop",
        "path_based_externals",
        url,
        _lt_truth(book),
        _libre,
        [f"http://{LT}{LT_SHELF}/{other}"],
    )


# ---------------------------------------------------------------- OpenStax-like
OS = host("www", "freestaxbooks")
OS_CDN = host("assets", "freestaxcdn")
OS_T = "OpenStax-like textbook (details page, reader pages, PDF on a CDN)"
OS_BOOKS = {
    "university-statics": (
        "University Statics",
        [
            "preface",
            "1-introduction",
            "1-1-forces-and-moments",
            "2-introduction",
            "2-1-free-body-diagrams",
            "index",
        ],
    ),
    "engineering-dynamics": (
        "Engineering Dynamics",
        ["preface", "1-introduction", "1-1-kinematics-of-particles", "index"],
    ),
}


def _os_truth(slug: str) -> list[str]:
    out = [f"http://{OS}/details/books/{slug}", f"http://{OS}/errata/?book={slug}"]
    out += [f"http://{OS}/books/{slug}/pages/{pg}" for pg in OS_BOOKS[slug][1]]
    out.append(f"http://{OS_CDN}/oscms-prodcms/media/documents/{slug}-web.pdf")
    return out


def _openstax() -> list[Site]:
    p = portal(
        OS,
        "FreeStax",
        [
            ("/subjects", "Subjects"),
            ("/impact", "Impact"),
            ("/educator", "For educators"),
            ("/give", "Give"),
        ],
        title_format="{title} | FreeStax",
    )
    pages: dict[str, object] = {}
    cdn = Site(OS_CDN)
    for slug, (title, bpages) in OS_BOOKS.items():
        other = next(s for s in OS_BOOKS if s != slug)
        pdf = f"http://{OS_CDN}/oscms-prodcms/media/documents/{slug}-web.pdf"
        cdn.add(f"/oscms-prodcms/media/documents/{slug}-web.pdf", pdf_file(title))
        toc = ul(a(f"/books/{slug}/pages/{b}", b.replace("-", " ")) for b in bpages)
        pages[f"/details/books/{slug}"] = p.page(
            title,
            COOKIES
            + f'<h1 class="title">{title}</h1><div class="tabs">Book details · Table of contents'
            " · Instructor resources · Student resources</div>"
            + f"<p>{a(f'/books/{slug}/pages/preface', 'View online', 'btn primary')} "
            + f"{a(pdf, 'Download a PDF', 'btn')} "
            + a("http://www.amazon.test/dp/1951693", "Order a print copy")
            + "</p><h2>Summary</h2><p>An introductory, calculus-based text.</p>"
            + f"<h2>Table of contents</h2>{toc}"
            + f"<p>{a(f'/errata/?book={slug}', 'Errata list')} · "
            + a("/login", "Instructor resources (log in)")
            + f"</p><aside>Related: {a(f'/details/books/{other}', OS_BOOKS[other][0])}</aside>",
            share=f"http://{OS}/details/books/{slug}",
        )
        pages[f"/errata/?book={slug}"] = p.page(
            f"Errata for {title}",
            f"<h1>Errata: {title}</h1><table><tr><td>1.1</td><td>Typo in Eq. 1.3</td>"
            "<td>Corrected</td></tr></table>" + a(f"/details/books/{slug}", "Book details"),
        )
        for b in bpages:
            pages[f"/books/{slug}/pages/{b}"] = p.page(
                f"{b.replace('-', ' ').title()} - {title}",
                f'<nav class="toc">{toc}</nav><h1>{b}</h1><p>Reading text.</p>'
                + a(f"/details/books/{slug}", "Book details"),
            )
    pages["/errata/"] = p.page("Errata", "<h1>Errata</h1>")
    return [site(p, pages), cdn]  # type: ignore[arg-type]


def _os_case(name: str, slug: str) -> Case:
    other = next(s for s in OS_BOOKS if s != slug)
    # GBIF shape: details page, reader pages, errata list and the CDN PDF all carry the book
    # slug in their URIs but in different paths and hosts -> sig_uri.
    return case(
        name,
        OS_T,
        "Multi-Hop",
        "sig_uri",
        f"http://{OS}/details/books/{slug}",
        _os_truth(slug),
        _openstax,
        [f"http://{OS}/details/books/{other}"],
    )


# ---------------------------------------------------------------- Dryad-like classroom data
DRY = host("datashare", "classdatadryad")
DRY_T = "Dryad-like classroom data package (title in metadata pages, files without it)"
DRY_PKGS = {
    "cdd.4k2p7": (
        "Data from: Tensile tests of 3D-printed PLA coupons for an undergraduate "
        "materials laboratory",
        ["tensile_results.csv", "coupon_geometry.csv"],
        "8841",
    ),
    "cdd.9m3q1": (
        "Data from: Open-channel flow measurements in a teaching flume for hydraulics classes",
        ["flume_runs.csv", "weir_calibration.txt"],
        "9120",
    ),
}


def _dry_truth(doi: str) -> list[str]:
    title, files, handle = DRY_PKGS[doi]
    base = f"http://{DRY}/resource/doi:10.5072/{doi}"
    out = [base, f"{base}?show=full", f"{base}/citation/ris", f"{base}/citation/bib"]
    for i, f in enumerate(files, 1):
        out += [
            f"{base}/{i}",
            f"http://{DRY}/bitstream/handle/10255/cdd.{handle}{i}/{f}?sequence=1",
        ]
    return out


def _dryad() -> list[Site]:
    p = portal(
        DRY,
        "ClassData Repository",
        [("/discover", "Browse"), ("/pages/submit", "Submit data"), ("/pages/about", "About")],
        title_format="{title}",
        home_title="ClassData Repository",
    )
    pages: dict[str, object] = {}
    for doi, (title, files, handle) in DRY_PKGS.items():
        base = f"/resource/doi:10.5072/{doi}"
        other = next(d for d in DRY_PKGS if d != doi)
        cite = (
            f'<div class="citation"><h2>When using this data, please cite</h2><p>Okoye, N.; '
            f"Brandt, L. (2025) {title}. ClassData Repository. doi:10.5072/{doi}</p>"
            + a(f"{base}/citation/ris", "RIS")
            + " "
            + a(f"{base}/citation/bib", "BibTeX")
            + "</div>"
        )
        files_list = ul(a(f"{base}/{i}", f) for i, f in enumerate(files, 1))
        pages[base] = p.page(
            title,
            COOKIES
            + f"<h1>{title}</h1>{cite}<h2>Files in this package</h2>{files_list}"
            + f"<p>{a(f'{base}?show=full', 'View full metadata')} · "
            + a("/discover?query=author:Okoye", "More by Okoye")
            + f" · Related package: {a(f'/resource/doi:10.5072/{other}', other)}</p>",
            head=citation_meta(title, ["Okoye, Nneka", "Brandt, Lukas"], "2025/01/14"),
            share=f"http://{DRY}{base}",
        )
        pages[f"{base}?show=full"] = p.page(
            title,
            f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>"
            + a(base, "Show simple item record"),
        )
        pages[f"{base}/citation/ris"] = ris(
            title, ["Okoye, Nneka"], "2025", f"http://{DRY}{base}", "DATA"
        )
        pages[f"{base}/citation/bib"] = blob(
            f"@misc{{{doi}, title={{{title}}}, year={{2025}}}}\n", "application/x-bibtex"
        )
        for i, f in enumerate(files, 1):
            bit = f"/bitstream/handle/10255/cdd.{handle}{i}/{f}"
            pages[f"{base}/{i}"] = p.page(
                f"{title} - {f}",
                f"<h1>{f}</h1><p>This file is part of the data package: {a(base, title)}</p>"
                + cite
                + f"<p>{a(bit + '?sequence=1', 'Download')} ({f}, 14 kB)</p>",
            )
            pages[f"{bit}?sequence=1"] = blob(
                "specimen,load_N,strain\n1,412.5,0.031\n",
                "text/csv" if f.endswith("csv") else "text/plain",
            )
    pages["/discover"] = p.page("Search", "<h1>Search results</h1><p>2 packages</p>")
    return [site(p, pages)]  # type: ignore[arg-type]


def _dry_case(name: str, doi: str) -> Case:
    other = next(d for d in DRY_PKGS if d != doi)
    # Dryad exactly: every metadata page (package, full record, file pages, citation
    # exports) carries the "Data from: ..." title, the data files do not and are one hop
    # from the file pages -> sig_title_plus_ignored.
    return case(
        name,
        DRY_T,
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{DRY}/resource/doi:10.5072/{doi}",
        _dry_truth(doi),
        _dryad,
        [f"http://{DRY}/resource/doi:10.5072/{other}"],
    )


CASES: list[Case] = [
    _otl_case("otl-applied-statics", "applied-statics-1187"),
    _otl_case("otl-materials-science", "introduction-to-materials-science-2045"),
    _lt_case("libre-fluid-mechanics", "Introductory_Fluid_Mechanics_Chen"),
    _lt_case("libre-circuits-lab-manual", "Electric_Circuits_Lab_Manual_Fiore"),
    _os_case("stax-university-statics", "university-statics"),
    _os_case("stax-engineering-dynamics", "engineering-dynamics"),
    _dry_case("classdata-tensile-pla", "cdd.4k2p7"),
    _dry_case("classdata-teaching-flume", "cdd.9m3q1"),
]
