"""Publications: an OSF-like preprint, arXiv-like and SSRN-like preprint servers, an OJS
journal article with galleys, DSpace and EPrints repository items."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data

from ._kit import build, file_host, pdf_file, redirect

# --- OSF-like preprint: "OSF | " prefix on every title, versions _v1/_v2, download paths.

OSF = Portal(
    "osf.openscience-fw.hx11.example",
    "OSF",
    menu=[
        ("/preprints/", "Preprints"),
        ("/registries/", "Registries"),
        ("/meetings/", "Meetings"),
        ("/institutions/", "Institutions"),
    ],
    footer=[
        ("/terms_of_use/", "Terms of use"),
        ("/privacy_policy/", "Privacy"),
        ("http://www.cos-center.hx11.example/", "Center for Open Science"),
    ],
    title_format="OSF | {title}",
    home_title="OSF | Home",
)


def _osf() -> list[Site]:
    t = "Replication of the anchoring effect in online labour markets"

    def version(v: int, note: str) -> str:
        return OSF.page(
            t,
            f"<h1>{t}</h1><p>SocArXiv · Version {v} · {note}</p>"
            f"<a href='/download/m4q7z_v{v}/'>Download PDF</a>"
            f"<p>Versions: <a href='/preprints/socarxiv/m4q7z_v2'>Version 2</a> "
            f"<a href='/preprints/socarxiv/m4q7z_v1'>Version 1</a></p>"
            "<p>Supplemental materials: <a href='/h8w3c/'>Anchoring replication materials</a></p>"
            "<p>Authors: <a href='/u5k2d/'>Rosa Lind</a></p>"
            "<p>Subjects: <a href='/preprints/socarxiv/discover?subject=Psychology'>Psychology</a></p>"
            "<p>License: <a href='http://creativecommons.licref-osf.hx11.example/licenses/by/4.0/'>CC-By 4.0</a></p>",
        )

    pages = {
        "/preprints/socarxiv/m4q7z_v2": version(2, "posted 2024-09-12"),
        "/preprints/socarxiv/m4q7z_v1": version(1, "posted 2024-05-30"),
        "/download/m4q7z_v2/": pdf_file(t + " v2"),
        "/download/m4q7z_v1/": pdf_file(t + " v1"),
        "/preprints/socarxiv/m4q7z": redirect(OSF.url("/preprints/socarxiv/m4q7z_v2")),
        "/h8w3c/": OSF.page(
            "Anchoring replication materials", "<h1>Anchoring replication materials</h1>"
        ),
        "/u5k2d/": OSF.page("Rosa Lind", "<h1>Rosa Lind</h1>"),
        "/preprints/socarxiv/discover?subject=Psychology": OSF.page(
            "SocArXiv Preprints", "<h1>Discover</h1>"
        ),
    }
    return [build(OSF, pages)]


OSF_TRUTH = frozenset(
    OSF.url(p)
    for p in (
        "/preprints/socarxiv/m4q7z_v2",
        "/preprints/socarxiv/m4q7z_v1",
        "/download/m4q7z_v2/",
        "/download/m4q7z_v1/",
    )
)

# --- arXiv-like: [id] title prefix, versions, formats, source.

AX = Portal(
    "export.preprintarchive.hx11.example",
    "PreprintArchive",
    menu=[("/help", "Help"), ("/about", "About"), ("/list/cs.DL/recent", "cs.DL recent")],
    footer=[
        ("/help/license", "Copyright"),
        ("/help/policies/privacy_policy", "Privacy"),
        ("http://status.preprintarchive-ops.hx11.example/", "Status"),
    ],
    title_format="{title}",
)


def _arxiv() -> list[Site]:
    i = "2409.11873"
    t = "Persistent identifiers for research software: a survey"

    def abs_page(v: str, current: bool) -> str:
        dl = (
            f"<a href='/pdf/{i}{v}'>View PDF</a> <a href='/html/{i}{v}'>HTML (experimental)</a> "
            f"<a href='/format/{i}{v}'>Other Formats</a>"
        )
        return AX.page(
            f"[{i}{'' if current else v}] {t}",
            f"<h1 class='title'>{t}</h1><div class='authors'><a href='/a/okafor_c_1'>Chidi Okafor</a></div>"
            f"<div class='full-text'>{dl}</div>"
            "<div class='submission-history'>"
            f"<b><a href='/abs/{i}v1'>[v1]</a></b> Wed, 18 Sep 2024 "
            f"<b>[v2]</b> <a href='/abs/{i}v2'>Mon, 3 Feb 2025</a></div>"
            "<p>Subjects: <a href='/list/cs.DL/recent'>Digital Libraries (cs.DL)</a></p>"
            f"<p>Cite as: <a href='/abs/{i}'>{i}</a></p>"
            "<p><a href='/bibtex/2409.11873'>Export BibTeX</a></p>"
            f"<p>References &amp; citations: <a href='http://api.citegraph.hx11.example/arxiv/{i}'>CiteGraph</a></p>",
        )

    pages = {
        f"/abs/{i}": abs_page("v2", True),
        f"/abs/{i}v2": abs_page("v2", True),
        f"/abs/{i}v1": abs_page("v1", False),
        f"/pdf/{i}v2": pdf_file(t + " v2"),
        f"/pdf/{i}v1": pdf_file(t + " v1"),
        f"/html/{i}v2": f"<html><head><title>{t}</title></head><body><h1>{t}</h1></body></html>",
        f"/html/{i}v1": f"<html><head><title>{t}</title></head><body><h1>{t}</h1></body></html>",
        f"/format/{i}v2": AX.page(f"Format selector for {i}v2", f"<a href='/src/{i}v2'>Source</a>"),
        f"/format/{i}v1": AX.page(f"Format selector for {i}v1", f"<a href='/src/{i}v1'>Source</a>"),
        f"/src/{i}v2": data(b"\x1f\x8b\x08\x00src", "application/gzip"),
        f"/src/{i}v1": data(b"\x1f\x8b\x08\x00src", "application/gzip"),
        "/bibtex/2409.11873": data("@misc{okafor2024, title={" + t + "}}", "text/plain"),
        "/a/okafor_c_1": AX.page("Okafor, C", "<h1>Articles by Okafor</h1>"),
    }
    return [build(AX, pages)]


AX_I = "2409.11873"
AX_TRUTH = frozenset(
    AX.url(p)
    for p in (
        f"/abs/{AX_I}",
        f"/abs/{AX_I}v2",
        f"/abs/{AX_I}v1",
        f"/pdf/{AX_I}v2",
        f"/pdf/{AX_I}v1",
        f"/html/{AX_I}v2",
        f"/html/{AX_I}v1",
        f"/format/{AX_I}v2",
        f"/format/{AX_I}v1",
        f"/src/{AX_I}v2",
        f"/src/{AX_I}v1",
        "/bibtex/2409.11873",
    )
)

# --- SSRN-like: .cfm query-string pages, delivery URL with the id, a DOI redirect.

SS = Portal(
    "papers.socsci-net.hx11.example",
    "SocSciNet",
    menu=[("/en/browse", "Browse"), ("/en/rankings", "Rankings"), ("/en/submit", "Submit a paper")],
    footer=[("/en/terms", "Terms and conditions"), ("/en/privacy", "Privacy")],
    title_format="{title} :: SocSciNet",
)
SS_DOI = "doi.resolve-ssn.hx11.example"


def _ssrn() -> list[Site]:
    t = "Carbon Disclosure and the Cost of Municipal Debt"
    pages = {
        "/sol3/papers.cfm?abstract_id=4718802": SS.page(
            f"{t} by Hanna Weiss",
            f"<h1>{t}</h1><p>42 Pages · Posted: 9 Feb 2024 · Last revised: 2 Oct 2024</p>"
            "<a href='/sol3/Delivery.cfm/4718802.pdf?abstractid=4718802&amp;mirid=1'>Download This Paper</a> "
            "<a href='/sol3/Delivery.cfm?abstractid=4718802&amp;type=2'>Open PDF in Browser</a>"
            "<p><a href='/sol3/cf_dev/AbsByAuth.cfm?per_id=3981123'>Hanna Weiss</a> (University of Lakeside)</p>"
            "<p><a href='/sol3/papers.cfm?abstract_id=4718802&amp;format=citation'>Suggested Citation</a></p>"
            "<p>Related eJournals: <a href='/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&amp;journal_id=1204'>"
            "Public Finance eJournal</a></p>"
            "<p>See also: <a href='/sol3/papers.cfm?abstract_id=4718803'>Carbon Disclosure and the Cost of Municipal Debt: Online Appendix</a></p>",
        ),
        "/sol3/Delivery.cfm/4718802.pdf?abstractid=4718802&mirid=1": pdf_file(t),
        "/sol3/Delivery.cfm?abstractid=4718802&type=2": pdf_file(t),
        "/sol3/papers.cfm?abstract_id=4718802&format=citation": data(
            f"Weiss, Hanna, {t} (2024).", "text/plain"
        ),
        "/sol3/cf_dev/AbsByAuth.cfm?per_id=3981123": SS.page("Author page", "<h1>Hanna Weiss</h1>"),
        "/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1204": SS.page(
            "Public Finance eJournal", "<h1>eJournal</h1>"
        ),
        "/sol3/papers.cfm?abstract_id=4718803": SS.page(
            t + ": Online Appendix", "<h1>Online Appendix</h1>"
        ),
    }
    doi = file_host(
        SS_DOI, {"/10.2139/ssrn.4718802": redirect(SS.url("/sol3/papers.cfm?abstract_id=4718802"))}
    )
    return [build(SS, pages), doi]


SS_TRUTH = frozenset(
    SS.url(p)
    for p in (
        "/sol3/papers.cfm?abstract_id=4718802",
        "/sol3/Delivery.cfm/4718802.pdf?abstractid=4718802&mirid=1",
        "/sol3/Delivery.cfm?abstractid=4718802&type=2",
        "/sol3/papers.cfm?abstract_id=4718802&format=citation",
    )
)

# --- OJS article: galley viewer pages, downloads behind them, citation exports.

OJS = Portal(
    "journals.lakeside-press.hx11.example",
    "Journal of Digital Preservation Practice",
    menu=[
        ("/index.php/jdpp/issue/current", "Current"),
        ("/index.php/jdpp/issue/archive", "Archives"),
        ("/index.php/jdpp/about", "About"),
    ],
    footer=[
        ("/index.php/jdpp/about/privacy", "Privacy Statement"),
        ("http://pkp.ojsproject.hx11.example/", "Open Journal Systems"),
    ],
    title_format="{title} | Journal of Digital Preservation Practice",
)


def _ojs() -> list[Site]:
    j = "/index.php/jdpp"
    t = "Emulation as a Service in Small Archives: Three Case Studies"

    def viewer(g: str, kind: str) -> str:
        return OJS.page(
            f"View of {t}",
            f"<a href='{j}/article/view/812'>Return to Article Details</a> "
            f"<a href='{j}/article/download/812/{g}'>Download {kind}</a>",
        )

    pages = {
        f"{j}/article/view/812": OJS.page(
            t,
            f"<h1 class='page_title'>{t}</h1><ul class='authors'><li>Ines Moreau</li></ul>"
            "<p>DOI: <a href='http://doi.resolve-ojs.hx11.example/10.9999/jdpp.v12i2.812'>10.9999/jdpp.v12i2.812</a></p>"
            f"<ul class='galleys_links'><li><a class='obj_galley_link pdf' href='{j}/article/view/812/1540'>PDF</a></li>"
            f"<li><a class='obj_galley_link' href='{j}/article/view/812/1541'>HTML</a></li></ul>"
            "<div class='citation_formats'>"
            f"<a href='{j}/citationstylelanguage/download/ris?submissionId=812&amp;publicationId=790'>RIS</a> "
            f"<a href='{j}/citationstylelanguage/download/bibtex?submissionId=812&amp;publicationId=790'>BibTeX</a></div>"
            f"<p>Issue: <a href='{j}/issue/view/64'>Vol. 12 No. 2 (2024)</a> · Section: <a href='{j}/section/view/articles'>Articles</a></p>"
            "<p>License: <a href='http://creativecommons.licref-ojs.hx11.example/licenses/by/4.0'>CC BY 4.0</a></p>"
            f"<p>Most read: <a href='{j}/article/view/799'>Checksums at Scale</a></p>",
        ),
        f"{j}/article/view/812/1540": viewer("1540", "PDF"),
        f"{j}/article/view/812/1541": viewer("1541", "HTML"),
        f"{j}/article/download/812/1540": pdf_file(t),
        f"{j}/article/download/812/1541": f"<html><head><title>{t}</title></head><body><h1>{t}</h1></body></html>",
        f"{j}/citationstylelanguage/download/ris?submissionId=812&publicationId=790": data(
            f"TY  - JOUR\nTI  - {t}\n", "application/x-research-info-systems"
        ),
        f"{j}/citationstylelanguage/download/bibtex?submissionId=812&publicationId=790": data(
            "@article{moreau2024, title={" + t + "}}", "application/x-bibtex"
        ),
        f"{j}/issue/view/64": OJS.page("Vol. 12 No. 2 (2024)", "<h1>Vol. 12 No. 2</h1>"),
        f"{j}/section/view/articles": OJS.page("Articles", "<h1>Articles</h1>"),
        f"{j}/article/view/799": OJS.page("Checksums at Scale", "<h1>Checksums at Scale</h1>"),
    }
    doi = file_host(
        "doi.resolve-ojs.hx11.example",
        {"/10.9999/jdpp.v12i2.812": redirect(OJS.url(f"{j}/article/view/812"))},
    )
    return [build(OJS, pages), doi]


OJS_J = "/index.php/jdpp"
OJS_TRUTH = frozenset(
    OJS.url(OJS_J + p)
    for p in (
        "/article/view/812",
        "/article/view/812/1540",
        "/article/view/812/1541",
        "/article/download/812/1540",
        "/article/download/812/1541",
        "/citationstylelanguage/download/ris?submissionId=812&publicationId=790",
        "/citationstylelanguage/download/bibtex?submissionId=812&publicationId=790",
    )
)

# --- DSpace 7-like item: handle redirect, UUID item page, full record, bitstreams.

DS = Portal(
    "dspace.northern-univ.hx11.example",
    "NU Research Repository",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
    ],
    footer=[
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
)
ITEM = "/items/0d9b6e4a-7c1f-4c0e-8a8e-31f2b5d64c90"
BS1 = "/bitstreams/5e77a0c2-19d4-4b73-9a0d-6c9f2f0b8a31/download"
BS2 = "/bitstreams/b3f1d8e6-2a47-4e6b-8d3c-0e4f5a7b9c12/download"
DS_HDL = "hdl.handle-resolver.hx11.example"


def _dspace() -> list[Site]:
    t = "Permafrost thaw and peatland carbon: a doctoral thesis"
    pages = {
        ITEM: DS.page(
            t,
            f"<h1>{t}</h1><p>Type: Thesis · Date: 2023</p>"
            f"<h2>Files</h2><a href='{BS1}'>thesis_final.pdf (8.2 MB)</a> <a href='{BS2}'>appendix_data.zip</a>"
            f"<p><a href='{ITEM}/full'>Full item page</a></p>"
            "<p>Author: <a href='/browse/author?value=Aalto,%20Eero'>Aalto, Eero</a></p>"
            "<p>Collections: <a href='/collections/7a11b2c3-0000-4d5e-9f10-aabbccddeeff'>Doctoral theses</a></p>"
            f"<p>URI: <a href='http://{DS_HDL}/10024/188431'>http://{DS_HDL}/10024/188431</a></p>",
        ),
        f"{ITEM}/full": DS.page(
            t,
            f"<h1>{t}</h1><table><tr><td>dc.title</td><td>{t}</td></tr></table><a href='{BS1}'>thesis_final.pdf</a>",
        ),
        BS1: pdf_file(t),
        BS2: data(b"PK\x03\x04", "application/zip"),
        "/browse/author?value=Aalto,%20Eero": DS.page("Browsing by Author", "<h1>Aalto, Eero</h1>"),
        "/collections/7a11b2c3-0000-4d5e-9f10-aabbccddeeff": DS.page(
            "Doctoral theses", "<h1>Doctoral theses</h1>"
        ),
    }
    hdl = file_host(DS_HDL, {"/10024/188431": redirect(DS.url(ITEM))})
    return [build(DS, pages), hdl]


DS_TRUTH = frozenset(DS.url(p) for p in (ITEM, f"{ITEM}/full", BS1, BS2))

# --- EPrints item: /id/eprint/N/ with documents and export plugins.

EP = Portal(
    "eprints.westfield-ac.hx11.example",
    "Westfield Research Online",
    menu=[
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Division"),
        ("/cgi/search/advanced", "Advanced search"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("http://www.eprints-software.hx11.example/", "Powered by EPrints"),
    ],
    title_format="{title} - {name}",
)


def _eprints() -> list[Site]:
    t = "Tidal wetland restoration and wader populations"
    pages = {
        "/id/eprint/4521/": EP.page(
            t,
            f"<h1>{t}</h1><p>Hughes, Tom and Patel, Ria (2022) {t}. Ecological Restoration, 30 (4). pp. 211-229.</p>"
            "<p><a href='/id/eprint/4521/1/Hughes_wetland_AAM.pdf'>Hughes_wetland_AAM.pdf</a> - Accepted Version</p>"
            "<p><a href='/id/eprint/4521/2/supplementary_tables.xlsx'>supplementary_tables.xlsx</a> - Supplemental Material</p>"
            "<p>Official URL: <a href='http://www.restoration-journal.hx11.example/10.1111/rec.13601'>published version</a></p>"
            "<p>Divisions: <a href='/view/divisions/bio/'>School of Biology</a></p>"
            "<p>Export: <a href='/cgi/export/eprint/4521/BibTeX/westfield-eprint-4521.bib'>BibTeX</a> "
            "<a href='/cgi/export/eprint/4521/RIS/westfield-eprint-4521.ris'>Reference Manager</a></p>"
            "<p><a href='/cgi/stats/report/eprint/4521'>Downloads</a></p>"
            "<p>Repository staff only: <a href='/cgi/users/home?screen=EPrint::View&amp;eprintid=4521'>item control page</a></p>"
            "<p>URI: <a href='/4521/'>/4521</a></p>",
        ),
        "/4521/": redirect(EP.url("/id/eprint/4521/")),
        "/id/eprint/4521/1/Hughes_wetland_AAM.pdf": pdf_file(t),
        "/id/eprint/4521/2/supplementary_tables.xlsx": data(
            b"PK\x03\x04x", "application/vnd.ms-excel"
        ),
        "/cgi/export/eprint/4521/BibTeX/westfield-eprint-4521.bib": data(
            "@article{hughes2022, title={" + t + "}}", "text/plain"
        ),
        "/cgi/export/eprint/4521/RIS/westfield-eprint-4521.ris": data(
            f"TY  - JOUR\nTI  - {t}\n", "text/plain"
        ),
        "/cgi/stats/report/eprint/4521": EP.page(
            "Download statistics", "<h1>Downloads per month</h1>"
        ),
        "/cgi/users/home?screen=EPrint::View&eprintid=4521": EP.page(
            "Login", "<h1>Login required</h1>"
        ),
        "/view/divisions/bio/": EP.page("School of Biology", "<h1>School of Biology</h1>"),
    }
    return [build(EP, pages)]


EP_TRUTH = frozenset(
    EP.url(p)
    for p in (
        "/id/eprint/4521/",
        "/id/eprint/4521/1/Hughes_wetland_AAM.pdf",
        "/id/eprint/4521/2/supplementary_tables.xlsx",
        "/cgi/export/eprint/4521/BibTeX/westfield-eprint-4521.bib",
        "/cgi/export/eprint/4521/RIS/westfield-eprint-4521.ris",
    )
)

CASES = [
    Case(
        # OSF: Significant String from Filtered Title ("OSF | " prefix shared with the home
        # title).  Truth: both versions of the preprint and their PDFs; not the supplemental
        # project (its own OSF artifact), author, subject discovery or licence.
        name="hx11-osf-preprint",
        imitates="OSF Preprints",
        artifact_class="multi-hop",
        expected="sig_filtered_title",
        entry=OSF.url("/preprints/socarxiv/m4q7z_v2"),
        truth=OSF_TRUTH,
        build=_osf,
        others=frozenset({OSF.url("/h8w3c/")}),
    ),
    Case(
        # bioRxiv/SSRN-like preprint server: Single Page+ with ignores.  Truth: the abstract
        # page (unversioned and v2), the v1 abstract, and each version's PDF, HTML, format
        # page and source (v1's are reached through the v1 page: an archivist keeps every
        # version), plus the BibTeX export.  Not author listing, subject listing or CiteGraph.
        name="hx11-preprintarchive-abs",
        imitates="arXiv-like preprint server",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=AX.url(f"/abs/{AX_I}"),
        truth=AX_TRUTH,
        build=_arxiv,
    ),
    Case(
        # SSRN: Single Page+ with ignores; reached through its DOI.  Truth: abstract page,
        # the download and in-browser PDF, the citation; not the author page, eJournal, or
        # the online appendix (a separate SSRN paper whose title extends this one's).
        name="hx11-socscinet-paper",
        imitates="SSRN-like preprint server",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=f"http://{SS_DOI}/10.2139/ssrn.4718802",
        landing=SS.url("/sol3/papers.cfm?abstract_id=4718802"),
        truth=SS_TRUTH,
        build=_ssrn,
        others=frozenset({SS.url("/sol3/papers.cfm?abstract_id=4718803")}),
    ),
    Case(
        # Not in the table (journal article on OJS).  Nearest kind: bioRxiv/SSRN (single
        # hop) — the article page links galleys and citation exports.  Truth: the article,
        # both galley viewer pages, the galley files behind them (two hops) and two citation
        # exports; not the issue, section, other articles, the licence or the OJS project.
        name="hx11-ojs-article",
        imitates="OJS journal article",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=OJS.url(f"{OJS_J}/article/view/812"),
        truth=OJS_TRUTH,
        build=_ojs,
        others=frozenset({OJS.url(f"{OJS_J}/article/view/799")}),
    ),
    Case(
        # Not in the table.  Nearest kind: Zenodo (repository record, single hop).  The
        # handle redirects to the item.  Truth: item page, full record, two bitstreams; not
        # the author browse, collection or repository policy pages.
        name="hx11-dspace-thesis",
        imitates="DSpace 7 repository item",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=f"http://{DS_HDL}/10024/188431",
        landing=DS.url(ITEM),
        truth=DS_TRUTH,
        build=_dspace,
        others=frozenset({DS.url("/collections/7a11b2c3-0000-4d5e-9f10-aabbccddeeff")}),
    ),
    Case(
        # Not in the table.  Nearest kind: Zenodo (repository record, single hop).  Truth:
        # the abstract page, its two documents and two exports (the exports live under
        # /cgi/export/, not the item path); not the statistics report, the staff-only
        # control page, the division listing, or the publisher's version.
        name="hx11-eprints-article",
        imitates="EPrints repository item",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=EP.url("/id/eprint/4521/"),
        truth=EP_TRUTH,
        build=_eprints,
    ),
]
