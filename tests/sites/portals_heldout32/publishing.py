"""Small-scale publishing: a department's technical-report series, a journal's
supplementary-material pages (with Signposting), an OSF-preprints-like server hosting two
communities, and a small society journal on OJS."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import (
    Skin,
    bibtex,
    case,
    csv_file,
    host,
    link_header,
    mp4_file,
    pdf_file,
    text_file,
    ul,
    zip_file,
)

# --- a department's technical-report series ---------------------------------------------

TR = host("techreports", "brennholtinf")
TR_O = f"http://{TR}"
REPORTS = {
    "BII-TR-2023-013": ("Incremental view maintenance for graph queries", False, False),
    "BII-TR-2023-014": ("Verified compilation of smart-contract guards", True, True),
    "BII-TR-2023-015": ("A survey of log-structured storage engines", False, False),
    "BII-TR-2024-002": ("Energy profiles of WebAssembly runtimes", False, False),
    "BII-TR-2024-003": ("Fuzzing embedded USB stacks with symbolic replay", True, False),
    "BII-TR-2024-004": ("Privacy budgets in federated analytics", False, False),
}


def tr_members(rid: str) -> list[str]:
    _t, revised, artifacts = REPORTS[rid]
    out = [f"{TR_O}/tr/{rid}", f"{TR_O}/files/pdf/{rid}.pdf", f"{TR_O}/export/bibtex?report={rid}"]
    if revised:
        out.append(f"{TR_O}/files/pdf/{rid}v2.pdf")
    if artifacts:
        out.append(f"{TR_O}/files/artifacts/{rid}-artifacts.zip")
    return out


def _tr_site() -> list[Site]:
    skin = Skin(
        TR,
        "Technical Reports - Brennholt Institute of Informatics",
        '<header><a href="http://www.brennholt.test/"><img src="/assets/favicon.png"> '
        'Brennholt Institute of Informatics</a><nav><a href="/">All reports</a> '
        '<a href="/tr/?year=2024">2024</a> <a href="/tr/?year=2023">2023</a> '
        '<a href="/submit">Submit a report</a> <a href="/login">Staff login</a></nav></header>',
        '<footer>Technical reports are not peer reviewed. <a href="/imprint">Imprint</a> '
        '<a href="/privacy">Privacy</a></footer>',
        title_format="{title} | {name}",
        home_main="<h1>Technical report series</h1>"
        + ul([(f"/tr/{r}", f"{r}: {t}") for r, (t, *_x) in REPORTS.items()]),
    )
    pages: dict[str, PageValue] = {
        "/tr/?year=2023": skin.page("2023", "<h1>Reports 2023</h1>"),
        "/tr/?year=2024": skin.page("2024", "<h1>Reports 2024</h1>"),
        "/people/mhartl": skin.page("Miriam Hartl", "<h1>Miriam Hartl</h1>"),
        "/people/jsoares": skin.page("Joao Soares", "<h1>Joao Soares</h1>"),
    }
    ids = list(REPORTS)
    for i, (rid, (title, revised, artifacts)) in enumerate(REPORTS.items()):
        files = f'<li><a href="/files/pdf/{rid}.pdf">Full text (PDF)</a></li>'
        if revised:
            files += f'<li><a href="/files/pdf/{rid}v2.pdf">Revised version (v2, 2024)</a></li>'
            pages[f"/files/pdf/{rid}v2.pdf"] = pdf_file(title, rid, "revision 2")
        if artifacts:
            files += f'<li><a href="/files/artifacts/{rid}-artifacts.zip">Proof artifacts</a></li>'
            pages[f"/files/artifacts/{rid}-artifacts.zip"] = zip_file({"Guards.v": "Qed.\n"})
        pager = ""
        if i > 0 and ids[i - 1][:11] == rid[:11]:
            pager += f'<a href="/tr/{ids[i - 1]}">&laquo; {ids[i - 1]}</a> '
        if i + 1 < len(ids) and ids[i + 1][:11] == rid[:11]:
            pager += f'<a href="/tr/{ids[i + 1]}">{ids[i + 1]} &raquo;</a>'
        pages[f"/tr/{rid}"] = skin.page(
            f"{rid}: {title}",
            f"<h1>{title}</h1><dl><dt>Number</dt><dd>{rid}</dd><dt>Authors</dt><dd>"
            '<a href="/people/mhartl">Miriam Hartl</a>, <a href="/people/jsoares">Joao Soares'
            f"</a></dd><dt>Date</dt><dd>{rid[7:11]}</dd></dl><h2>Abstract</h2><p>...</p>"
            f'<h2>Files</h2><ul>{files}</ul><p><a href="/export/bibtex?report={rid}">Export '
            f'BibTeX</a></p><p class="pager">{pager}</p>',
        )
        pages[f"/files/pdf/{rid}.pdf"] = pdf_file(title, rid)
        pages[f"/export/bibtex?report={rid}"] = bibtex(
            rid.replace("-", ""), title, "Hartl, M. and Soares, J.", int(rid[7:11]), "BII TR"
        )
    return [skin.site(pages)]


# --- a journal's supplementary-material pages, with Signposting --------------------------

JR = host("journals", "corvanepress")
JR_O = f"http://{JR}"
CDN = host("static", "corvanecdn")
CDN_O = f"http://{CDN}"
RESOLVER = host("resolve", "pidhub")
SUPPS = {
    "jee.2024.0117": (
        "Tidal asymmetry shapes oyster reef sediment budgets",
        [
            ("mmc1.xlsx", "Table S1: sediment cores", "application/vnd.ms-excel"),
            ("mmc2.pdf", "Appendix A: methods", "application/pdf"),
            ("mmc3.mp4", "Video S1: reef flume experiment", "video/mp4"),
        ],
    ),
    "jee.2024.0142": (
        "Seasonal hypoxia and benthic foraminifera in a shallow lagoon",
        [
            ("mmc1.pdf", "Appendix A: species list", "application/pdf"),
            ("mmc2.csv", "Data S1: counts", "text/csv"),
        ],
    ),
}


def supp_url(aid: str) -> str:
    return f"{JR_O}/jee/article/10.48213/{aid}/supplementary"


def supp_file(aid: str, f: str) -> str:
    return f"{CDN_O}/jee/{aid.replace('.', '-')}/suppl/{f}"


def supp_meta(aid: str) -> list[str]:
    base = f"{JR_O}/jee/article/10.48213/{aid}"
    return [f"{base}/citation.ris", f"{base}/citation.bib"]


def _journal_sites() -> list[Site]:
    skin = Skin(
        JR,
        "Journal of Estuarine Ecology",
        '<div class="cookie-banner">We use cookies. <a href="/cookies">Manage</a> '
        '<a href="/cookies?accept=all">Accept all</a></div><header><a href="/jee">Journal of '
        'Estuarine Ecology</a><nav><a href="/jee/issues">Issues</a> <a href="/jee/aims">'
        'Aims and scope</a> <a href="/jee/authors">For authors</a> <a href="/jee/submit">'
        'Submit</a> <a href="/account/login">Sign in</a></nav><form action="/search">'
        '<input name="q"></form></header>',
        '<footer>&copy; 2024 Corvane Press. <a href="/terms">Terms</a> <a href="/privacy">'
        'Privacy</a> <a href="https://twitter.test/corvanepress">Twitter</a></footer>',
        title_format="{title} | {name}",
    )
    pages: dict[str, PageValue] = {
        p: skin.page(t, f"<h1>{t}</h1>")
        for p, t in (
            ("/jee", "Journal of Estuarine Ecology"),
            ("/jee/issues", "Issues"),
            ("/jee/aims", "Aims and scope"),
            ("/cookies", "Cookies"),
        )
    }
    cdn = Site(CDN)
    resolver = Site(RESOLVER)
    for aid, (title, files) in SUPPS.items():
        base = f"/jee/article/10.48213/{aid}"
        other = next(a for a in SUPPS if a != aid)
        ris, bib = supp_meta(aid)
        rows = "".join(
            f'<tr><td><a href="{supp_file(aid, f)}" download>{escape(label)}</a></td>'
            f"<td>{f.rsplit('.', 1)[1].upper()}</td></tr>"
            for f, label, _t in files
        )
        body = (
            f'<nav class="article-tabs"><a href="{base}">Article</a> <a href="{base}/figures">'
            f'Figures</a> <a href="{base}/supplementary" aria-current="page">Supplementary '
            f'material</a> <a href="{base}/metrics">Metrics</a></nav><h1>{title}</h1>'
            f"<p>Supplementary material for doi:10.48213/{aid}</p><table>{rows}</table>"
            f'<p>Download citation: <a href="{ris}">RIS</a> <a href="{bib}">BibTeX</a></p>'
            f'<aside><h3>Recommended articles</h3><a href="/jee/article/10.48213/{other}">'
            f"{SUPPS[other][0]}</a></aside>"
        )
        head = link_header(
            [(f"http://doi.test/10.48213/{aid}", "cite-as", None)]
            + [(supp_file(aid, f), "item", t) for f, _l, t in files]
            + [(ris, "describedby", "application/x-research-info-systems")]
            + [(bib, "describedby", "application/x-bibtex")]
            + [("http://orcid.test/0000-0002-1825-0097", "author", None)]
            + [("http://creativecommons.test/licenses/by/4.0/", "license", None)]
        )
        pages[base + "/supplementary"] = Response.html(
            skin.page(f"Supplementary material: {title}", body), headers=[head]
        )
        for tab in ("", "/figures", "/metrics"):
            pages[base + tab] = skin.page(title, f"<h1>{title}</h1><p>{tab or 'full text'}</p>")
        pages[base + "/citation.ris"] = text_file(
            f"TY  - JOUR\nTI  - {title}\nDO  - 10.48213/{aid}\nER  -\n",
            "application/x-research-info-systems",
        )
        pages[base + "/citation.bib"] = bibtex(aid, title, "Okoro, N.", 2024, "J. Estuar. Ecol.")
        for f, label, t in files:
            path = supp_file(aid, f)[len(CDN_O) :]
            if t == "application/pdf":
                cdn.add(path, pdf_file(label))
            elif t == "video/mp4":
                cdn.add(path, mp4_file(label))
            elif t == "text/csv":
                cdn.add(path, csv_file("taxon,count", "Ammonia,31"))
            else:
                cdn.add(path, Response.data(b"PK\x03\x04xlsx", t))
        resolver.add(f"/10.48213/{aid}.suppl", Response.redirect(supp_url(aid), 302))
    return [skin.site(pages), cdn, resolver]


# --- an OSF-preprints-like server with two community providers --------------------------

MF_FILES = host("files", "mindframe")
PREPRINTS = {
    host("psyarch", "mindframe"): (
        "PsyArch Preprints",
        {
            "k7q2m": "Mind wandering predicts lapses in a sustained attention task",
            "r3x8d": "Mindfulness apps and test anxiety: a registered report",
        },
    ),
    host("socarch", "mindframe"): (
        "SocArch Preprints",
        {"t5w9c": "Trust in local news after newsroom closures: panel evidence"},
    ),
}


def pp_members(h: str, pid: str) -> list[str]:
    return [
        f"http://{h}/{pid}",
        f"http://{h}/{pid}_v1",
        f"http://{MF_FILES}/{pid}/download",
        f"http://{MF_FILES}/{pid}_v1/download",
        f"http://{h}/{pid}/citation",
    ]


def _preprint_sites() -> list[Site]:
    files = Site(MF_FILES)
    out = []
    for h, (provider, papers) in PREPRINTS.items():
        skin = Skin(
            h,
            provider,
            f'<header class="navbar"><a href="/">{provider}</a> <a href="/submit">Add a '
            'preprint</a> <a href="/discover">Search</a> <a href="/support">Support</a> '
            '<a href="http://donate.mindframe.test/">Donate</a> <a href="/login">Sign In</a>'
            "</header>",
            '<footer><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a> '
            '<a href="http://status.mindframe.test/">Status</a></footer>',
            title_format="{name} | {title}",
            home_title=f"{provider} | Home",
        )
        pages: dict[str, PageValue] = {"/discover": skin.page("Search", "<h1>Search</h1>")}
        ids = list(papers)
        for pid, title in papers.items():
            similar = "".join(
                f'<li><a href="/{o}">{escape(papers[o])}</a></li>' for o in ids if o != pid
            )
            for ver, label in ((pid, "Version 2"), (f"{pid}_v1", "Version 1")):
                pages[f"/{ver}"] = skin.page(
                    title,
                    f'<div class="preprint-header"><h1>{escape(title)}</h1><p>Authors: '
                    '<a href="/discover?author=e.lindqvist">E. Lindqvist</a>, R. Abebe</p></div>'
                    f'<div class="preprint-version"><p>{label}</p>'
                    f'<a href="/{pid}">Version 2</a> <a href="/{pid}_v1">Version 1</a></div>'
                    f'<a class="btn" href="http://{MF_FILES}/{ver}/download">Download PDF</a>'
                    f'<p>Supplemental materials: <a href="http://osf.mindframe.test/zq4f8/">'
                    "project</a></p>"
                    f'<p><a href="/{pid}/citation">Cite</a> &middot; Subjects: '
                    '<a href="/discover?subject=Cognitive+Psychology">Cognitive Psychology</a>'
                    f"</p><h3>Similar preprints</h3><ul>{similar}</ul>"
                    '<div class="share"><a href="http://twitter.test/intent/tweet">Tweet</a></div>',
                )
                files.add(f"/{ver}/download", pdf_file(title, label, "E. Lindqvist, R. Abebe"))
            pages[f"/{pid}/citation"] = skin.page(
                f"Citation: {title}",
                f"<h2>APA</h2><p>Lindqvist, E., and Abebe, R. (2024). {escape(title)}. "
                f"{provider}. http://{h}/{pid}</p>",
            )
        out.append(skin.site(pages))
    return [*out, files]


# --- a small society journal on OJS -----------------------------------------------------

OJS = host("ojs", "balticmammals")
OJS_O = f"http://{OJS}"
J = "/index.php/bjsmr"
OJS_ARTS = {412: ("Winter nest temperatures of the hazel dormouse", 388, 390, 377)}
OJS_OTHER = {398: "Bank vole cycles in coastal Estonia", 405: "Shrew diets by DNA metabarcoding"}


def ojs_members(aid: int) -> list[str]:
    _t, pdfg, datag, pubid = OJS_ARTS[aid]
    csl = f"{J}/citationstylelanguage/download"
    return [
        OJS_O + p
        for p in (
            f"{J}/article/view/{aid}",
            f"{J}/article/view/{aid}/{pdfg}",
            f"{J}/article/download/{aid}/{pdfg}",
            f"{J}/article/view/{aid}/{datag}",
            f"{J}/article/download/{aid}/{datag}",
            f"{csl}/ris?submissionId={aid}&publicationId={pubid}",
            f"{csl}/bibtex?submissionId={aid}&publicationId={pubid}",
        )
    ]


def _ojs_site() -> list[Site]:
    skin = Skin(
        OJS,
        "Baltic Journal of Small Mammal Research",
        f'<header class="pkp_structure_head"><a href="{J}/index">Baltic Journal of Small Mammal '
        f'Research</a><nav class="pkp_navigation_primary"><a href="{J}/issue/current">Current'
        f'</a> <a href="{J}/issue/archive">Archives</a> <a href="{J}/announcement">'
        f'Announcements</a> <a href="{J}/about">About</a></nav><nav class="pkp_navigation_user">'
        f'<a href="{J}/user/register">Register</a> <a href="{J}/login">Login</a></nav>'
        f'<a href="{J}/search/search">Search</a></header>',
        '<div class="pkp_structure_sidebar"><div class="block_make_submission"><a href="'
        f'{J}/about/submissions">Make a Submission</a></div><div class="block_information">'
        f'<a href="{J}/information/readers">For Readers</a></div></div><footer>'
        '<a href="http://pkp.test/ojs">Open Journal Systems</a></footer>',
        title_format="{title} | {name}",
    )
    pages: dict[str, PageValue] = {
        f"{J}/index": skin.page("Home", "<h1>BJSMR</h1>"),
        f"{J}/issue/view/41": skin.page("Vol. 12 No. 2 (2024)", "<h1>Vol. 12 No. 2</h1>"),
    }
    csl = f"{J}/citationstylelanguage/download"
    for aid, (title, pdfg, datag, pubid) in OJS_ARTS.items():
        pages[f"{J}/article/view/{aid}"] = skin.page(
            title,
            f'<article class="obj_article_details"><h1 class="page_title">{title}</h1>'
            '<ul class="authors"><li>Kaja Lepik</li><li>Andres Tamm</li></ul>'
            '<div class="item abstract"><h2>Abstract</h2><p>Dormice...</p></div>'
            '<div class="item galleys"><ul class="galleys_links">'
            f'<li><a class="obj_galley_link pdf" href="{J}/article/view/{aid}/{pdfg}">PDF</a>'
            f'</li><li><a class="obj_galley_link file" href="{J}/article/view/{aid}/{datag}">'
            "Supplementary data (CSV)</a></li></ul></div>"
            '<div class="item issue"><h2>Issue</h2><a class="title" href="'
            f'{J}/issue/view/41">Vol. 12 No. 2 (2024)</a></div>'
            '<div class="item citation"><h2>How to Cite</h2><p>Lepik, K. (2024)...</p>'
            f'<a href="{csl}/ris?submissionId={aid}&amp;publicationId={pubid}">RIS</a> '
            f'<a href="{csl}/bibtex?submissionId={aid}&amp;publicationId={pubid}">BibTeX</a>'
            '</div><div class="item doi">DOI: <a href="http://doi.test/10.31401/bjsmr.v12i2.'
            f'{aid}">10.31401/bjsmr.v12i2.{aid}</a></div>'
            '<div class="item related"><h2>Most read articles by the same author(s)</h2><ul>'
            + "".join(
                f'<li><a href="{J}/article/view/{o}">{t}</a></li>' for o, t in OJS_OTHER.items()
            )
            + "</ul></div></article>",
        )
        for g, label in ((pdfg, "PDF"), (datag, "Supplementary data")):
            pages[f"{J}/article/view/{aid}/{g}"] = skin.page(
                f"View of {title}",
                f'<header class="header_view"><a href="{J}/article/view/{aid}" class="return">'
                f'Return to Article Details</a> <a href="{J}/article/download/{aid}/{g}" '
                f'class="download">Download {label}</a></header><iframe src="{J}/plugins/'
                f'generic/pdfJsViewer/pdf.js/web/viewer.html?file={aid}-{g}"></iframe>',
            )
        pages[f"{J}/article/download/{aid}/{pdfg}"] = pdf_file(title, "BJSMR 12(2)")
        pages[f"{J}/article/download/{aid}/{datag}"] = csv_file("nest,t_c", "N1,3.1")
        pages[f"{csl}/ris?submissionId={aid}&publicationId={pubid}"] = text_file(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        pages[f"{csl}/bibtex?submissionId={aid}&publicationId={pubid}"] = bibtex(
            f"lepik{aid}", title, "Lepik, K.", 2024, "BJSMR"
        )
    for o, t in OJS_OTHER.items():
        pages[f"{J}/article/view/{o}"] = skin.page(t, f"<h1>{t}</h1>")
    return [skin.site(pages)]


def cases() -> list[Case]:
    out = []
    for rid in ("BII-TR-2023-014", "BII-TR-2024-003"):
        # sig_uri: the report number is in every member URI, across unrelated paths
        # (/tr/<id>, /files/pdf/<id>.pdf, /files/pdf/<id>v2.pdf, /files/artifacts/<id>-...,
        # /export/bibtex?report=<id>); the series navigation, year lists, authors and the
        # neighbouring reports do not carry it.  Truth: those member URIs.
        ids = list(REPORTS)
        i = ids.index(rid)
        out.append(
            case(
                f"brennholt-{rid.lower()}",
                "department technical-report series",
                "technical report",
                "sig_uri",
                f"{TR_O}/tr/{rid}",
                tr_members(rid),
                _tr_site,
                others=[f"{TR_O}/tr/{ids[i - 1]}", f"{TR_O}/tr/{ids[i + 1]}"],
            )
        )
    for aid, (_t, files) in SUPPS.items():
        # signposting: the page's HTTP Link header names its items (the supplementary
        # files on the publisher's CDN) and its describedby metadata (RIS, BibTeX); the
        # article tabs, cookie banner, journal chrome and recommended articles are not
        # part.  Truth: landing page, items, describedby.  The second case enters through
        # a PID resolver's redirect.
        other = next(a for a in SUPPS if a != aid)
        resolved = aid == "jee.2024.0142"
        out.append(
            case(
                f"corvane-suppl-{aid.replace('.', '-')}",
                "journal supplementary-material page",
                "supplementary material",
                "signposting",
                f"http://{RESOLVER}/10.48213/{aid}.suppl" if resolved else supp_url(aid),
                [supp_url(aid)] + [supp_file(aid, f) for f, _l, _t in files] + supp_meta(aid),
                _journal_sites,
                others=[
                    f"{JR_O}/jee/article/10.48213/{aid}",
                    f"{JR_O}/jee/article/10.48213/{other}",
                ],
                landing=supp_url(aid) if resolved else None,
            )
        )
    for h, (_provider, papers) in PREPRINTS.items():
        for pid in papers:
            # sig_filtered_title: titles are "<Provider> Preprints | <title>", the homepage's
            # "<Provider> Preprints | Home" shares the "... | " prefix (the OSF case); the
            # rest, the preprint's title, is in both version pages, both PDFs (title on the
            # first page) and the citation page.  Truth: those five; the supplemental
            # project, similar preprints and subjects are other artifacts or chrome.
            others = [f"http://{h}/{o}" for o in papers if o != pid]
            out.append(
                case(
                    f"{h.split('.')[0]}-{pid}",
                    "preprint server (OSF-preprints-like)",
                    "preprint",
                    "sig_filtered_title",
                    f"http://{h}/{pid}",
                    pp_members(h, pid),
                    _preprint_sites,
                    others=others,
                )
            )
    # sig_uri: OJS puts the submission id in every member URI (galley view pages, which
    # alone link the downloads, i.e. two hops; downloads; CSL citation exports); issue,
    # other articles and the OJS chrome do not.  Truth: article page, 2 galley views, 2
    # downloads, RIS and BibTeX.
    out.append(
        case(
            "bjsmr-412",
            "small society journal (OJS)",
            "journal article with data",
            "sig_uri",
            f"{OJS_O}{J}/article/view/412",
            ojs_members(412),
            _ojs_site,
            others=[f"{OJS_O}{J}/article/view/{o}" for o in OJS_OTHER],
        )
    )
    return out
