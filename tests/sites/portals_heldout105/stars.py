"""Observer databases and circulars: a variable-star campaign database (Significant String
from Title), a meteor observer database (Single Page+ with Ignored URIs), a catalogue service
(Significant String from Title+ with Ignored URIs), bare minor-planet electronic circulars
(Single Page+) and a telegram service for transients (Single Page)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import COOKIES, fits, head, host, site, text, ul

# ---------------------------------------------------------------- variable-star campaigns
VS = host("www", "lucernavso")
vs_portal = Portal(
    VS,
    "Lucerna Variable Star Observers",
    [
        ("/campaigns.php", "Campaigns"),
        ("/vsp.php", "Chart plotter"),
        ("/lcg.php", "Light curves"),
        ("/forum/", "Forum"),
        ("/join.php", "Join"),
    ],
    [("/privacy", "Privacy"), ("/donate.php", "Donate"), ("/contact.php", "Contact")],
    title_format="{title}",
    home_title="Lucerna Variable Star Observers — observing since 1931",
)
VS1 = "Alert Notice 812: Photometry requested for nova V1405 Cas"
VS2 = "Alert Notice 845: Monitoring campaign on the dwarf nova SS Cyg in outburst"


def vs_sites() -> list[Site]:
    def notice(nid: int, title: str, members: list[tuple[str, str]]) -> str:
        return vs_portal.page(
            title,
            f"<h1>{title}</h1>{COOKIES}<p class='by'>Issued by the Lucerna HQ, observers "
            "please submit via WebObs.</p>"
            + ul(members)
            + "<h3>Recent alert notices</h3>"
            + ul(
                [("/alert.php?n=799", "Alert Notice 799"), ("/alert.php?n=803", "Alert Notice 803")]
            )
            + "<p><a href='/webobs.php'>Submit observations</a></p>",
            head=head("static.starcdn.hx105.example"),
        )

    pages: dict[str, PageValue] = {
        "/alert.php?n=812": notice(
            812,
            VS1,
            [
                ("/lcg.php?star=V1405+Cas&alert=812", "Light curve for this alert"),
                ("/alertdata.php?n=812&fmt=txt", "Observations submitted (text)"),
            ],
        ),
        "/lcg.php?star=V1405+Cas&alert=812": vs_portal.page(
            f"Light curve — {VS1}", f"<h1>Light curve</h1><p>Observations in response to {VS1}.</p>"
        ),
        "/alertdata.php?n=812&fmt=txt": text(
            f"# {VS1}\n# JD MAG BAND OBSCODE\n2459300.5 5.6 V XLM\n"
        ),
        "/alert.php?n=845": notice(
            845,
            VS2,
            [
                ("/lcg.php?star=SS+Cyg&alert=845", "Light curve for this alert"),
                ("/alertdata.php?n=845&fmt=txt", "Observations submitted (text)"),
                ("/alertdata.php?n=845&fmt=csv", "Observations submitted (CSV)"),
                ("/alert.php?n=845&part=summary", "Campaign summary"),
            ],
        ),
        "/lcg.php?star=SS+Cyg&alert=845": vs_portal.page(
            f"Light curve — {VS2}", f"<h1>Light curve</h1><p>{VS2}</p>"
        ),
        "/alertdata.php?n=845&fmt=txt": text(f"# {VS2}\n# JD MAG BAND\n2460100.5 8.7 V\n"),
        "/alertdata.php?n=845&fmt=csv": text(
            f"# {VS2}\njd,mag,band\n2460100.5,8.7,V\n", "text/csv"
        ),
        "/alert.php?n=845&part=summary": vs_portal.page(
            f"Summary — {VS2}",
            f"<h1>Campaign summary</h1><p>Final report on {VS2}: 1,204 "
            "observations from 61 observers.</p><a href='/alert.php?n=845&amp;part=thanks'>Observers</a>",
        ),
        "/alert.php?n=845&part=thanks": vs_portal.page(
            f"Observers — {VS2}", f"<h1>Contributing observers</h1><p>{VS2}</p>"
        ),
        "/alert.php?n=799": vs_portal.page(
            "Alert Notice 799: T CrB watch", "<h1>Alert Notice 799</h1>"
        ),
        "/alert.php?n=803": vs_portal.page(
            "Alert Notice 803: R CrB fade", "<h1>Alert Notice 803</h1>"
        ),
        "/webobs.php": vs_portal.page("WebObs", "<h1>Submit observations</h1>"),
    }
    return [site(vs_portal, pages)]


# ---------------------------------------------------------------- meteor observer database
MET = host("visual", "perseidnet")
met_portal = Portal(
    MET,
    "PerseidNet Visual Meteor Database",
    [
        ("/sessions", "Sessions"),
        ("/showers", "Showers"),
        ("/observers", "Observers"),
        ("/submit", "Submit a report"),
        ("/fieldguide", "Field guide"),
    ],
    [("/privacy", "Privacy"), ("/imprint", "Imprint"), ("/data-policy", "Data policy")],
    home_main="<h1>PerseidNet</h1><h2>Recent sessions</h2>"
    + ul(
        [
            ("/sessions/2023/7731", "GEM 2023-12-14, Wieser"),
            ("/sessions/2023/7738", "GEM 2023-12-14, Adeyemi"),
            ("/sessions/2024/8102", "PER 2024-08-12, Santos"),
        ]
    ),
)


def met_sites() -> list[Site]:
    def session(sid: str, title: str, files: list[tuple[str, str]]) -> str:
        return met_portal.page(
            title,
            f"<h1>{title}</h1>{COOKIES}<table><tr><th>Limiting mag</th><td>6.3</td></tr></table>"
            + "<h2>Report data</h2>"
            + ul(files)
            + "<aside><h3>Other sessions that night</h3>"
            + ul([("/sessions/2023/7731", "Wieser"), ("/sessions/2023/7738", "Adeyemi")])
            + "</aside>",
            head=head("cdn.meteorjs.hx105.example"),
        )

    s1, s2 = "/sessions/2023/7744", "/sessions/2024/8119"
    f1 = [
        (f"{s1}/rates.csv", "Rates (CSV)"),
        (f"{s1}/magnitudes.csv", "Magnitude distribution (CSV)"),
    ]
    f2 = [
        (f"{s2}/rates.csv", "Rates (CSV)"),
        (f"{s2}/magnitudes.csv", "Magnitude distribution (CSV)"),
        (f"{s2}/form.pdf", "Scanned observing form (PDF)"),
        (f"{s2}/export.xml", "IMO-style XML export"),
        (f"{s2}/fireball-0812.jpg", "Fireball sketch"),
        (f"{s2}/sky.kml", "Field of view (KML)"),
    ]
    pages: dict[str, PageValue] = {
        s1: session("7744", "Session 7744: Geminids 2023-12-14, Hohe Rhön", f1),
        s2: session("8119", "Session 8119: Perseids 2024-08-12, Alqueva (with fireball)", f2),
    }
    for path, _ in f1 + f2:
        if path.endswith(".csv"):
            pages[path] = text("period,teff,n\n22:00-23:00,1.0,48\n", "text/csv")
        elif path.endswith(".pdf"):
            pages[path] = Response.data(b"%PDF-1.4\n%form\n", "application/pdf")
        elif path.endswith(".jpg"):
            pages[path] = Response.data(b"\xff\xd8\xff\xe0sketch", "image/jpeg")
        else:
            pages[path] = text("<session id='8119'/>", "application/xml")
    for other in ("/sessions/2023/7731", "/sessions/2023/7738", "/sessions/2024/8102"):
        pages[other] = met_portal.page(f"Session {other[-4:]}", f"<h1>Session {other[-4:]}</h1>")
    return [site(met_portal, pages)]


# ---------------------------------------------------------------- catalogue service
CAT = host("cats", "stellarlists")
CAT_FTP = host("ftp", "stellarlists")
cat_portal = Portal(
    CAT,
    "StellarLists catalogue service",
    [
        ("/cats", "Catalogues"),
        ("/xmatch", "Cross-match"),
        ("/tap", "TAP service"),
        ("/help", "Help"),
    ],
    [("/privacy", "Privacy"), ("/ack", "Acknowledgement"), ("/status", "Service status")],
    title_format="{title}",
    home_title="StellarLists: astronomical catalogue service",
    home_main="<h1>StellarLists</h1><h2>New catalogues</h2>"
    + ul(
        [
            ("/cat/J-AJ-160-77", "J/AJ/160/77 Cepheids in M33"),
            ("/cat/J-MNRAS-501-90", "J/MNRAS/501/90"),
        ]
    ),
)
CT1 = "J/AJ/166/112 RR Lyrae stars in NGC 6397 (Okafor+, 2023)"
CT2 = "J/A+A/671/A40 Gaia-selected white dwarfs within 40 pc (Lindqvist+, 2023)"


def cat_sites() -> list[Site]:
    ftp = Site(CAT_FTP)

    def catalogue(slug: str, src: str, title: str, tables: list[str]) -> dict[str, PageValue]:
        out: dict[str, PageValue] = {}
        side = (
            "<aside><h3>New catalogues</h3>"
            + ul([("/cat/J-AJ-160-77", "J/AJ/160/77"), ("/cat/J-MNRAS-501-90", "J/MNRAS/501/90")])
            + "</aside>"
        )
        links = [(f"/cat/{slug}/ReadMe", "ReadMe")] + [
            (f"/viz?-source={src}/{t}", f"Table {t}") for t in tables
        ]
        out[f"/cat/{slug}"] = cat_portal.page(
            title,
            f"<h1>{title}</h1>{COOKIES}" + ul(links) + side,
            head=head("cdn.catjs.hx105.example"),
        )
        out[f"/cat/{slug}/ReadMe"] = text(
            f"{title}\n{'=' * 60}\nByte-by-byte description of files.\n"
        )
        for t in tables:
            out[f"/viz?-source={src}/{t}"] = cat_portal.page(
                title,
                f"<h1>{title}</h1><h2>Table {t}</h2>"
                + ul(
                    [
                        (f"http://{CAT_FTP}/pub/cats/{src}/{t}.fits", f"{t}.fits"),
                        (f"http://{CAT_FTP}/pub/cats/{src}/{t}.dat.gz", f"{t}.dat.gz"),
                    ]
                )
                + side,
            )
            ftp.add(f"/pub/cats/{src}/{t}.fits", fits([("EXTNAME", t)]))
            ftp.add(
                f"/pub/cats/{src}/{t}.dat.gz",
                Response.data(b"\x1f\x8b\x08\x00", "application/gzip"),
            )
        return out

    pages = {
        **catalogue("J-AJ-166-112", "J/AJ/166/112", CT1, ["table1"]),
        **catalogue("J-A+A-671-A40", "J/A+A/671/A40", CT2, ["wd40pc", "spectra", "refs"]),
    }
    pages["/cat/J-AJ-160-77"] = cat_portal.page("J/AJ/160/77 Cepheids in M33", "<h1>Cepheids</h1>")
    pages["/cat/J-MNRAS-501-90"] = cat_portal.page(
        "J/MNRAS/501/90 Open clusters", "<h1>Clusters</h1>"
    )
    return [site(cat_portal, pages), ftp]


def _cat_truth(slug: str, src: str, tables: list[str]) -> list[str]:
    c = f"http://{CAT}"
    out = [f"{c}/cat/{slug}", f"{c}/cat/{slug}/ReadMe"]
    for t in tables:
        out += [
            f"{c}/viz?-source={src}/{t}",
            f"http://{CAT_FTP}/pub/cats/{src}/{t}.fits",
            f"http://{CAT_FTP}/pub/cats/{src}/{t}.dat.gz",
        ]
    return out


# ---------------------------------------------------------------- minor-planet circulars
MPEC = host("circulars", "smallbodycentre")


def mpec_sites() -> list[Site]:
    def page(code: str, title: str, body: str, files: list[str]) -> str:
        items = "".join(f'<li><a href="{f}">{f}</a></li>' for f in files)
        return (
            f"<html><head><title>MPEC {code}: {title}</title></head><body><pre>\n"
            f"                      M.P.E.C. {code}\n{body}\n</pre><ul>{items}</ul></body></html>"
        )

    s = Site(MPEC)
    s.add("/", "<html><head><title>Circulars</title></head><body>Circulars by year.</body></html>")
    s.add(
        "/mpec/K24/K24C19.html",
        page(
            "2024-C19",
            "2024 CR7",
            "Observations and orbit of 2024 CR7.",
            ["K24C19.obs", "K24C19.orb"],
        ),
    )
    s.add("/mpec/K24/K24C19.obs", text("     K24C07R  C2024 02 03.1 10 12 34.5 +12 34 56 19.8 V\n"))
    s.add("/mpec/K24/K24C19.orb", text("K24C07R 18.9 0.15 K242P 12.3 100.1 45.6 3.2 0.12\n"))
    files = [
        "K24E83.obs",
        "K24E83.orb",
        "K24E83_ades.xml",
        "K24E83_ephem.txt",
        "K24E83_residuals.txt",
        "K24E83_finder.png",
    ]
    s.add(
        "/mpec/K24/K24E83.html",
        page(
            "2024-E83",
            "COMET C/2024 E1 (Wierzchos-like)",
            "Astrometry, orbit, residuals and ephemeris.",
            files,
        ),
    )
    for f in files:
        if f.endswith(".png"):
            s.add(f"/mpec/K24/{f}", Response.data(b"\x89PNG\r\n\x1a\nfinder", "image/png"))
        elif f.endswith(".xml"):
            s.add(f"/mpec/K24/{f}", text("<ades version='2022'/>", "application/xml"))
        else:
            s.add(f"/mpec/K24/{f}", text(f"{f}\n"))
    return [s]


# ---------------------------------------------------------------- transient telegrams
TEL = host("www", "transientwire")
tel_portal = Portal(
    TEL,
    "The Transient Wire",
    [
        ("/latest", "Latest"),
        ("/post", "Post a telegram"),
        ("/rss", "RSS"),
        ("/subjects", "Subjects"),
    ],
    [("/privacy", "Privacy"), ("/rules", "Posting rules"), ("/contact", "Contact")],
    title_format="TW #{title}",
    home_title="The Transient Wire",
)


def tel_sites() -> list[Site]:
    def telegram(n: int, title: str, body: str, refs: list[tuple[str, str]]) -> str:
        return tel_portal.page(
            f"{n}: {title}",
            f"<h1>TW #{n}: {title}</h1>{COOKIES}<p class='meta'>Posted 2024-05-0{n % 7 + 1}</p>"
            f"<p>{body}</p><h3>Referred to by / refers to</h3>"
            + ul(refs)
            + "<p>Subjects: <a href='/subjects/optical'>Optical</a>, "
            "<a href='/subjects/nova'>Nova</a></p>",
            share=f"http://{TEL}/tw/{n}",
            head=head("cdn.wirejs.hx105.example"),
        )

    pages: dict[str, PageValue] = {
        "/tw/16602": telegram(
            16602,
            "Spectroscopic classification of AT 2024hjk as a classical nova",
            "We obtained a low-resolution spectrum on May 3 ...",
            [("/tw/16590", "TW #16590")],
        ),
        "/tw/16640": telegram(
            16640,
            "Rebrightening of the recurrent nova T CrB-like source in Lyra",
            "Follow-up photometry (V, R, I) shows a 0.8 mag rise; see the "
            "light curve in TW #16601 and the X-ray detection in TW #16622.",
            [("/tw/16601", "TW #16601"), ("/tw/16622", "TW #16622"), ("/tw/16602", "TW #16602")],
        ),
    }
    for n in (16590, 16601, 16622):
        pages[f"/tw/{n}"] = tel_portal.page(f"{n}: earlier telegram", f"<h1>TW #{n}</h1>")
    for s in ("optical", "nova"):
        pages[f"/subjects/{s}"] = tel_portal.page(s.capitalize(), f"<h1>{s}</h1>")
    return [site(tel_portal, pages)]


v, m, c, t = f"http://{VS}", f"http://{MET}", f"http://{CAT}", f"http://{TEL}"
CASES: list[Case] = [
    # Dryad-like: the title is the notice title and every member (light curve, data export)
    # quotes it; menus and other notices do not -> Significant String from Title.
    case(
        "lucerna-alert-812",
        "variable-star alert database (single light curve)",
        "dataset",
        "sig_title",
        f"{v}/alert.php?n=812",
        [
            f"{v}/alert.php?n=812",
            f"{v}/lcg.php?star=V1405+Cas&alert=812",
            f"{v}/alertdata.php?n=812&fmt=txt",
        ],
        vs_sites,
    ),
    case(
        "lucerna-alert-845",
        "variable-star alert database (campaign with summary, two hops)",
        "dataset",
        "sig_title",
        f"{v}/alert.php?n=845",
        [
            f"{v}/alert.php?n=845",
            f"{v}/lcg.php?star=SS+Cyg&alert=845",
            f"{v}/alertdata.php?n=845&fmt=txt",
            f"{v}/alertdata.php?n=845&fmt=csv",
            f"{v}/alert.php?n=845&part=summary",
            f"{v}/alert.php?n=845&part=thanks",
        ],
        vs_sites,
        others=[f"{v}/alert.php?n=799"],
    ),
    # Figshare/Zenodo-like single hop: the report's files are one hop away, the menu and the
    # sidebar sessions also sit on the homepage -> Single Page+ with Ignored URIs.
    case(
        "perseidnet-7744",
        "meteor observer database (session with two tables)",
        "dataset",
        "single_page_plus_ignored",
        f"{m}/sessions/2023/7744",
        [
            f"{m}/sessions/2023/7744",
            f"{m}/sessions/2023/7744/rates.csv",
            f"{m}/sessions/2023/7744/magnitudes.csv",
        ],
        met_sites,
    ),
    case(
        "perseidnet-8119",
        "meteor observer database (session with form, sketch, exports)",
        "dataset",
        "single_page_plus_ignored",
        f"{m}/sessions/2024/8119",
        [f"{m}/sessions/2024/8119"]
        + [
            f"{m}/sessions/2024/8119/{f}"
            for f in (
                "rates.csv",
                "magnitudes.csv",
                "form.pdf",
                "export.xml",
                "fireball-0812.jpg",
                "sky.kml",
            )
        ],
        met_sites,
        others=[f"{m}/sessions/2023/7731"],
    ),
    # Dryad's Title+ with ignores: catalogue pages carry the catalogue title, the FITS and
    # gzip tables one hop out do not; the "new catalogues" sidebar is on the homepage.
    case(
        "stellarlists-rrlyr",
        "catalogue service (one table)",
        "dataset",
        "sig_title_plus_ignored",
        f"{c}/cat/J-AJ-166-112",
        _cat_truth("J-AJ-166-112", "J/AJ/166/112", ["table1"]),
        cat_sites,
    ),
    case(
        "stellarlists-wd40pc",
        "catalogue service (three tables)",
        "dataset",
        "sig_title_plus_ignored",
        f"{c}/cat/J-A+A-671-A40",
        _cat_truth("J-A+A-671-A40", "J/A+A/671/A40", ["wd40pc", "spectra", "refs"]),
        cat_sites,
    ),
    # A bare circular without any chrome: the entry plus every link it has -> Single Page+.
    case(
        "mpec-2024-c19",
        "minor-planet electronic circular (asteroid, two files)",
        "publication",
        "single_page_plus",
        f"http://{MPEC}/mpec/K24/K24C19.html",
        [
            f"http://{MPEC}/mpec/K24/K24C19.html",
            f"http://{MPEC}/mpec/K24/K24C19.obs",
            f"http://{MPEC}/mpec/K24/K24C19.orb",
        ],
        mpec_sites,
    ),
    case(
        "mpec-2024-e83",
        "minor-planet electronic circular (comet, six files)",
        "publication",
        "single_page_plus",
        f"http://{MPEC}/mpec/K24/K24E83.html",
        [f"http://{MPEC}/mpec/K24/K24E83.html"]
        + [
            f"http://{MPEC}/mpec/K24/{f}"
            for f in (
                "K24E83.obs",
                "K24E83.orb",
                "K24E83_ades.xml",
                "K24E83_ephem.txt",
                "K24E83_residuals.txt",
                "K24E83_finder.png",
            )
        ],
        mpec_sites,
    ),
    # A telegram is one page, like a blog post: Single Page (the telegrams it cites are
    # other artifacts).
    case(
        "tw-16602",
        "transient telegram (classification)",
        "publication",
        "single_page",
        f"{t}/tw/16602",
        [f"{t}/tw/16602"],
        tel_sites,
        others=[f"{t}/tw/16590"],
    ),
    case(
        "tw-16640",
        "transient telegram (follow-up citing three telegrams)",
        "publication",
        "single_page",
        f"{t}/tw/16640",
        [f"{t}/tw/16640"],
        tel_sites,
        others=[f"{t}/tw/16601", f"{t}/tw/16622", f"{t}/tw/16602"],
    ),
]
