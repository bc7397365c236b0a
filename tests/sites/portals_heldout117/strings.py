"""Artifacts held together by a significant string in their content: a Pipermail list
archive (threads), DSpace XMLUI data items in the Dryad manner, a Dataverse dataset and an
OSF project."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import footer, host, one_site, pdf_file, text

# ---------------------------------------------------------------- Pipermail (Mailman 2.1)

PM = host("lists", "dpcommunity")
PM_DIR = "/pipermail/digipres/2025-October/"
SUBJ_A = "[Digipres] Validating PDF/A-4 with veraPDF 1.28"
SUBJ_B = "[Digipres] CfP: iPRES 2026 workshop on AI-assisted appraisal"
# thread order of the month's archive: (message number, subject, author)
PM_THREAD = [
    (1239, "[Digipres] Storage costs survey results", "Ana Lopes"),
    (1240, SUBJ_A, "Peter Novak"),
    (1243, "Re: " + SUBJ_A, "Boris Doubrov"),
    (1247, "Re: " + SUBJ_A, "Peter Novak"),
    (1248, "[Digipres] Job: digital archivist, Leeds", "Kate Ames"),
    (1250, SUBJ_B, "Lin Zhou"),
    (1252, "Re: " + SUBJ_B, "Eld Zierau"),
    (1253, "[Digipres] BitCurator 5 released", "Jess Farrell"),
]


def _pm_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for k, (n, subj, who) in enumerate(PM_THREAD):
        nav = ""
        if k > 0:
            pn, ps, _ = PM_THREAD[k - 1]
            nav += (
                f'<LI>Previous message (by thread): <A HREF="00{pn}.html">{escape(ps)}\n</A></li>'
            )
        if k + 1 < len(PM_THREAD):
            nn, ns, _ = PM_THREAD[k + 1]
            nav += f'<LI>Next message (by thread): <A HREF="00{nn}.html">{escape(ns)}\n</A></li>'
        nav += (
            f'<LI> <B>Messages sorted by:</B> <a href="date.html#{n}">[ date ]</a> '
            f'<a href="thread.html#{n}">[ thread ]</a> <a href="subject.html#{n}">[ subject ]</a> '
            f'<a href="author.html#{n}">[ author ]</a></LI>'
        )
        pages[f"{PM_DIR}00{n}.html"] = (
            f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<HTML><HEAD>'
            f'<TITLE> {escape(subj)}\n</TITLE><LINK REL="Index" HREF="index.html" >'
            f'<LINK REL="made" HREF="mailto:digipres%40lists.dpcommunity.test?Subject={escape(subj)}">'
            f'</HEAD><BODY BGCOLOR="#ffffff"><H1>{escape(subj)}</H1><B>{escape(who)}</B> '
            f'<A HREF="mailto:digipres%40lists.dpcommunity.test" TITLE="{escape(subj)}">'
            "pnovak at example.org</A><BR><I>Tue Oct 14 09:12:44 UTC 2025</I><P><UL>"
            f"{nav}</UL><HR><!--beginarticle--><PRE>Hello all,\n\nWe are seeing veraPDF flag "
            "PDF/A-4 files from our scanner vendor.\n</PRE><!--endarticle--><HR><P><UL>"
            f'{nav}</UL><hr><a href="http://{PM}/mailman/listinfo/digipres">More information '
            "about the Digipres mailing list</a><br></body></html>\n"
        )
    rows = "".join(
        f'<LI><A HREF="00{n}.html">{escape(s)}</A> <I>{escape(w)}</I></LI>' for n, s, w in PM_THREAD
    )
    for idx in ("thread", "date", "subject", "author"):
        pages[f"{PM_DIR}{idx}.html"] = (
            f"<HTML><HEAD><title>The Digipres October 2025 Archive by {idx}</title></HEAD><BODY>"
            f'<a href="/pipermail/digipres/">Other months</a><ul>{rows}</ul></BODY></HTML>'
        )
    pages["/pipermail/digipres/"] = (
        "<html><head><title>The Digipres Archives</title></head><body></body></html>"
    )
    pages["/mailman/listinfo/digipres"] = (
        "<html><head><title>Digipres Info Page</title></head><body></body></html>"
    )
    return [Site(PM, pages)]


def pm_truth(subject: str) -> list[str]:
    return [
        f"http://{PM}{PM_DIR}00{n}.html"
        for n, s, _w in PM_THREAD
        if s in (subject, "Re: " + subject)
    ]


# ---------------------------------------------------------------- DSpace XMLUI (Mirage 2)

DX = Portal(
    host=host("repository", "lisarchive"),
    name="LIS Research Archive",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
        ("/password-login", "Login"),
    ],
    footer=footer((("/feedback", "Send Feedback"),)),
    title_format="{title}",
    home_title="LIS Research Archive",
)
DX_ITEMS = {
    873: (
        "Data from: Digital preservation readiness of Nordic municipal archives, 2024 survey",
        [("survey_responses.csv", "text/csv"), ("codebook.pdf", "application/pdf")],
        869,
    ),
    901: (
        "Data from: Email archiving practices in university special collections, interview transcripts",
        [("transcripts_anonymised.zip", "application/zip")],
        897,
    ),
}
DX_PFX = "20.500.12345"


def _dx_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {
        f"/handle/{DX_PFX}/12": DX.page("Survey data", "<h1>Survey data</h1>"),
        f"/handle/{DX_PFX}/1": DX.page("LIS Research Data", "<h1>LIS Research Data</h1>"),
    }
    for n, (title, files, art) in DX_ITEMS.items():
        h = f"/handle/{DX_PFX}/{n}"
        bits = ""
        for seq, (fn, ct) in enumerate(files, 1):
            u = f"/bitstream/handle/{DX_PFX}/{n}/{fn}?sequence={seq}&isAllowed=y"
            bits += f'<div class="file-wrapper"><a href="{escape(u)}">{fn}</a></div>'
            pages[u] = (
                pdf_file("Codebook", "variables")
                if ct == "application/pdf"
                else Response.data(b"id,q1\n1,yes\n", ct)
            )
        crumbs = (
            f'<ul class="breadcrumb"><li><a href="/">LIS Research Archive Home</a></li><li><a href="/handle/{DX_PFX}/1">LIS Research Data</a></li>'
            f'<li><a href="/handle/{DX_PFX}/12">Survey data</a></li><li>View Item</li></ul>'
        )
        art_title = title.removeprefix("Data from: ").split(",")[0]
        simple = (
            f'{crumbs}<h2 class="page-header first-page-header">{escape(title)}</h2>'
            f'<div class="item-page-field-wrapper"><h5>Files</h5>{bits}</div>'
            '<div class="simple-item-view-authors"><a href="/discover?filtertype=author&amp;filter_relational_operator=equals&amp;filter=Lindqvist%2C+Eva">Lindqvist, Eva</a></div>'
            f'<div class="simple-item-view-uri"><h5>URI</h5><a href="{h}">http://{DX.host}{h}</a></div>'
            f'<div class="simple-item-view-related"><h5>Is referenced by</h5><a href="/handle/{DX_PFX}/{art}">{escape(art_title)}</a></div>'
            f'<a href="{h}?show=full">Show full item record</a>'
            f'<div class="item-page-field-wrapper"><h5>Collections</h5><a href="/handle/{DX_PFX}/12">Survey data</a></div>'
        )
        pages[h] = DX.page(
            title,
            simple,
            head=f'<link rel="alternate" type="application/xml" href="/metadata/handle/{DX_PFX}/{n}/mets.xml">',
        )
        pages[f"{h}?show=full"] = DX.page(
            title,
            f'{crumbs}<h2>{escape(title)}</h2><table class="ds-includeSet-table"><tr><td>dc.title</td><td>{escape(title)}</td></tr>'
            f"<tr><td>dc.identifier.uri</td><td>http://{DX.host}{h}</td></tr></table><h5>Files</h5>{bits}"
            f'<a href="{h}">Show simple item record</a> <a href="/metadata/handle/{DX_PFX}/{n}/mets.xml">METS</a>',
        )
        pages[f"/metadata/handle/{DX_PFX}/{n}/mets.xml"] = text(
            f'<mets:mets><dim:field element="title">{escape(title)}</dim:field></mets:mets>\n',
            "text/xml",
        )
        pages[f"/handle/{DX_PFX}/{art}"] = DX.page(
            art_title, f"<h2>{escape(art_title)}</h2><p>Journal article.</p>"
        )
    return pages


def dx_truth(n: int) -> list[str]:
    _t, files, _a = DX_ITEMS[n]
    h = f"/handle/{DX_PFX}/{n}"
    return [
        DX.url(h),
        DX.url(f"{h}?show=full"),
        DX.url(f"/metadata/handle/{DX_PFX}/{n}/mets.xml"),
    ] + [
        DX.url(f"/bitstream/handle/{DX_PFX}/{n}/{fn}?sequence={s}&isAllowed=y")
        for s, (fn, _c) in enumerate(files, 1)
    ]


# ---------------------------------------------------------------- Dataverse

DV = Portal(
    host=host("dataverse", "lisdata"),
    name="LIS Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ("/loginpage.xhtml", "Log In"),
        ("/guides/en/latest/user/", "User Guide"),
    ],
    footer=footer(),
    title_format="{title} | {name}",
    home_title="LIS Dataverse",
)
DV_PID = "doi:10.70117/FK2/QX7ZLM"
DV_TITLE = "Corpus of digital preservation policies of European national libraries 2025"
DV_FILES = [("4711", "DPXQ1A", "README.txt"), ("4712", "DPXQ1B", "policy_corpus_codebook.pdf")]
DV_EXPORTERS = ["ddi", "dataverse_json", "schema.org"]


def _dv_pages() -> dict[str, PageValue]:
    cite = f"Rossi, Giulia, 2025, &quot;{DV_TITLE}&quot;, https://doi.test/10.70117/FK2/QX7ZLM, LIS Dataverse, V1"
    rows = ""
    pages: dict[str, PageValue] = {}
    for fid, suffix, fn in DV_FILES:
        fpage = f"/file.xhtml?persistentId={DV_PID}/{suffix}&version=1.0"
        rows += f'<tr><td><a href="{escape(fpage)}">{fn}</a></td><td><a href="/api/access/datafile/{fid}">Download</a></td></tr>'
        pages[fpage] = DV.page(
            fn,
            f'<div id="breadcrumb"><a href="/dataverse/lis">LIS Dataverse</a> &gt; <a href="/dataset.xhtml?persistentId={DV_PID}">{escape(DV_TITLE)}</a> &gt; {fn}</div>'
            f'<h1>{fn}</h1><div class="citation">{cite}; {fn}</div><a href="/api/access/datafile/{fid}">Access File</a>',
        )
        pages[f"/api/access/datafile/{fid}"] = (
            pdf_file(DV_TITLE, "Codebook")
            if fn.endswith(".pdf")
            else text(f"{DV_TITLE}\n\nREADME for the corpus.\n")
        )
    exports = ""
    for e in DV_EXPORTERS:
        u = f"/api/datasets/export?exporter={e}&persistentId={DV_PID}"
        exports += f'<li><a href="{escape(u)}">{e}</a></li>'
        pages[u] = text(
            f"<codeBook><titl>{escape(DV_TITLE)}</titl></codeBook>\n", "application/xml"
        )
    body = (
        f'<div id="breadcrumb"><a href="/dataverse/lis">LIS Dataverse</a></div>'
        f'<h1 id="title">{escape(DV_TITLE)}</h1><div class="citation-block">{cite}</div>'
        f'<div class="dropdown export">Export Metadata<ul>{exports}</ul></div>'
        f'<div id="datasetForm:tabView:filesTable"><table>{rows}</table></div>'
        '<div class="metadata"><p>Subject: Social Sciences</p><p>Keyword: preservation policy</p></div>'
    )
    pages["/dataset.xhtml?persistentId=" + DV_PID] = DV.page(
        DV_TITLE, body, share=DV.url("/citation?persistentId=" + DV_PID)
    )
    pages["/dataverse/lis"] = DV.page(
        "LIS Dataverse",
        "<h1>LIS Dataverse</h1><p>1 to 10 of 57 Results</p><ul><li>Cataloguing workload study 2023</li>"
        "<li>Reading room visits 2019-2024</li></ul>",
    )
    return pages


DV_TRUTH = (
    [DV.url("/dataset.xhtml?persistentId=" + DV_PID)]
    + [DV.url(f"/file.xhtml?persistentId={DV_PID}/{s}&version=1.0") for _f, s, _n in DV_FILES]
    + [DV.url(f"/api/access/datafile/{f}") for f, _s, _n in DV_FILES]
    + [DV.url(f"/api/datasets/export?exporter={e}&persistentId={DV_PID}") for e in DV_EXPORTERS]
)

# ---------------------------------------------------------------- OSF

OSF = Portal(
    host=host("osf", "opensci"),
    name="OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
    ],
    footer=[
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("http://status.cos.test", "Status"),
        ("http://twitter.test/OSFramework", "Twitter"),
    ],
    title_format="{name} | {title}",
    home_title="OSF",
)
OSF_TITLE = "Email Archiving Workflows in Special Collections"
OSF_FILES = [("h3j9r", "survey_instrument.pdf"), ("m2k8w", "README.md")]


def _osf_pages() -> dict[str, PageValue]:
    p = "/x7k2p/"
    nav = (
        f'<nav class="project-nav"><a href="{p}">{escape(OSF_TITLE)}</a> <a href="{p}files/">Files</a> '
        f'<a href="{p}wiki/home">Wiki</a> <a href="{p}analytics">Analytics</a></nav>'
    )
    files = "".join(f'<li><a href="/{g}/">{fn}</a></li>' for g, fn in OSF_FILES)
    pages: dict[str, PageValue] = {
        p: OSF.page(
            OSF_TITLE,
            f'{nav}<h2 class="node-title">{escape(OSF_TITLE)}</h2><p>Contributors: '
            '<a href="/profile/5qt7e">Dana Whitfield</a>, <a href="/profile/8rk2c">Omar Haddad</a></p>'
            f"<p>Date created: 2024-03-11 | Last Updated: 2025-12-02</p><h3>Files</h3><ul>{files}</ul>"
            '<p>License: <a href="http://creativecommons.test/licenses/by/4.0/">CC-By Attribution 4.0</a></p>',
        ),
        p + "files/": OSF.page(
            OSF_TITLE, f"{nav}<h2>{escape(OSF_TITLE)}: Files</h2><ul>{files}</ul>"
        ),
        p + "wiki/home": OSF.page(
            f"{OSF_TITLE} Wiki",
            f"{nav}<h2>Home</h2><p>Materials for the {escape(OSF_TITLE)} study.</p>",
        ),
        p + "analytics": OSF.page(
            f"{OSF_TITLE} Analytics", f"{nav}<h2>Analytics</h2><p>Unique visits</p>"
        ),
    }
    for g, fn in OSF_FILES:
        pages[f"/{g}/"] = OSF.page(
            fn, f'{nav}<h2>{fn}</h2><a href="/download/{g}/">Download</a> <p>Version 1</p>'
        )
        pages[f"/download/{g}/"] = (
            pdf_file(OSF_TITLE, "Survey instrument")
            if fn.endswith(".pdf")
            else text(f"# {OSF_TITLE}\n\nSee the wiki.\n", "text/markdown")
        )
    for pr, nm in (("5qt7e", "Dana Whitfield"), ("8rk2c", "Omar Haddad")):
        pages[f"/profile/{pr}"] = OSF.page(nm, f"<h1>{nm}</h1><p>Projects load on demand.</p>")
    return pages


OSF_TRUTH = [
    OSF.url(u) for u in ("/x7k2p/", "/x7k2p/files/", "/x7k2p/wiki/home", "/x7k2p/analytics")
] + [OSF.url(u) for g, _f in OSF_FILES for u in (f"/{g}/", f"/download/{g}/")]

# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # A list thread: messages are chained by "next message (by thread)" in one month
    # directory with no path of their own, and each carries the subject, which is the
    # entry's whole <title> (no site name): Significant String from Title.
    # Truth: the three messages of the thread.
    case(
        "digipres-list-verapdf-thread",
        "Pipermail (Mailman 2 list archive thread)",
        "multi-hop",
        "sig_title",
        f"http://{PM}{PM_DIR}001240.html",
        pm_truth(SUBJ_A),
        _pm_site,
    ),
    # Another thread of two messages on the same archive.
    case(
        "digipres-list-ipres-cfp-thread",
        "Pipermail (Mailman 2 list archive thread)",
        "multi-hop",
        "sig_title",
        f"http://{PM}{PM_DIR}001250.html",
        pm_truth(SUBJ_B),
        _pm_site,
    ),
    # A Dryad-style "Data from:" item on DSpace XMLUI: item, full record and METS carry the
    # title; the data files do not but are one hop from them; the seed's Dryad row:
    # Significant String from Title+ with Ignored URIs.  Truth: those 3 + the bitstreams.
    case(
        "lisarchive-nordic-readiness-data",
        "DSpace (XMLUI data package)",
        "multi-hop",
        "sig_title_plus_ignored",
        DX.url(f"/handle/{DX_PFX}/873"),
        dx_truth(873),
        one_site(DX, _dx_pages),
    ),
    case(
        "lisarchive-email-transcripts-data",
        "DSpace (XMLUI data package)",
        "multi-hop",
        "sig_title_plus_ignored",
        DX.url(f"/handle/{DX_PFX}/901"),
        dx_truth(901),
        one_site(DX, _dx_pages),
    ),
    # The seed's Dataverse row: Significant String from Filtered Title, the installation
    # name filtered from the title's end.  Every member (file pages, files, exports) carries
    # the dataset title.  Truth: dataset page, file pages, downloads, metadata exports.
    case(
        "lisdata-policy-corpus",
        "Dataverse (dataset)",
        "multi-hop",
        "sig_filtered_title",
        DV.url("/dataset.xhtml?persistentId=" + DV_PID),
        DV_TRUTH,
        one_site(DV, _dv_pages),
    ),
    # The seed's OSF row: "OSF | " filtered from the title's start; project pages, file
    # pages (/guid/) and downloads all carry the project title: Significant String from
    # Filtered Title.  Truth: project, files, wiki, analytics, file pages, downloads.
    case(
        "osf-email-archiving-workflows",
        "OSF (project)",
        "multi-hop",
        "sig_filtered_title",
        OSF.url("/x7k2p/"),
        OSF_TRUTH,
        one_site(OSF, _osf_pages),
    ),
]
