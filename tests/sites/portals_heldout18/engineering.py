"""Engineering documents and models: a standards body's document pages with errata, a
patent register with drawings, a materials lab's technical-report series and a CAD/3D
model library."""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case, Portal

from ._kit import Hub, a, meta, ul

# --- Standards body --------------------------------------------------------------------

ST = "www.normtech.hx18.example"
ST_F = "files.normtech-docs.hx18.example"


def standards() -> list[Case]:
    hub = Hub(
        "standards document",
        Portal(
            ST,
            "NormTech Standards",
            menu=[
                ("/standards/catalogue", "Catalogue"),
                ("/committees", "Technical committees"),
                ("/membership", "Membership"),
                ("/news", "News"),
                ("/cart", "Cart"),
            ],
            footer=[
                ("/legal/copyright", "Copyright"),
                ("/legal/privacy", "Privacy"),
                ("http://linkedin.test/normtech", "LinkedIn"),
            ],
            title_format="{title} | NormTech",
            home_title="NormTech Standards",
        ),
        plain=[ST_F],
    )
    head = meta("Drupal 10", "NormTech Standards")

    def standard(
        slug: str, num: str, title: str, tc: str, amendment: str
    ) -> tuple[list[str], list[str]]:
        sig = f"{num} {title}"
        full = hub.pdf(
            ST_F, f"/pdf/{num.replace(' ', '-').replace(':', '-')}.pdf", sig, "Normative text"
        )
        prev = hub.pdf(
            ST_F,
            f"/preview/{num.replace(' ', '-').replace(':', '-')}-preview.pdf",
            sig,
            "Preview: scope and contents",
        )
        cor = hub.pdf(
            ST_F,
            f"/pdf/{num.replace(' ', '-').replace(':', '-')}-Cor1.pdf",
            f"Corrigendum 1 to {sig}",
            "Table 4: replace 0.85 by 0.80",
        )
        errata = hub.page(
            f"/errata/list?document={num.split()[1].split(':')[0]}&edition={num.split(':')[1]}",
            f"Errata - {num}",
            f"<h1>Errata for {escape(sig)}</h1><table><tr><td>2025-02-11</td><td>Table 4, factor 0.85 should read 0.80</td><td>{a(cor, 'Corrigendum 1')}</td></tr></table>",
            head=head,
        )
        interp = hub.page(
            f"/interpretations/{slug}",
            f"Interpretations - {num}",
            f"<h1>Technical interpretations of {escape(sig)}</h1><p>Q1: Does clause 6.3 apply to grouted skirts? A: Yes.</p>",
            head=head,
        )
        committee = hub.stub(
            f"/committees/{tc.lower().replace(' ', '-')}", f"{tc} - technical committee"
        )
        amend = hub.stub(
            f"/publications/standards/{slug}-amd1", f"{num}/Amd 1:2026 (draft for comment)"
        )
        landing = hub.page(
            f"/publications/standards/{slug}",
            sig,
            f"<h1>{escape(sig)}</h1><p>Status: Published · Edition 2 · Pages 84 · Committee {a(committee, tc)}</p>"
            + ul(
                [
                    a(prev, "Preview (PDF)"),
                    a(full, "Buy and download (PDF)"),
                    a(errata, "Errata"),
                    a(interp, "Technical interpretations"),
                ]
            )
            + f"<p>See also: {a(amend, 'Amendment 1 (draft)')} · {a(amendment, 'Related standard')}</p>",
            head=head + meta(description=sig),
            raw_title=True,
        )
        return [landing, full, prev, cor, errata, interp], [committee, amend]

    s2_slug = "fatigue-welded-steel-joints-hot-spot"
    t1, o1 = standard(
        "offshore/grouted-connections",
        "NTS 2231:2024",
        "Offshore wind turbine support structures - Grouted connections",
        "TC 88",
        hub.url(f"/publications/standards/{s2_slug}"),
    )
    t2, o2 = standard(
        s2_slug,
        "NTS 1710:2023",
        "Fatigue design of welded steel joints - Hot-spot stress method",
        "TC 44",
        t1[0],
    )
    return [
        # sig_title: the page title is the bare "NTS 2231:2024 ..." string and it appears in
        # every part of the document: full PDF, preview, errata list, corrigendum and
        # interpretations, none of which share a URL pattern; committee, amendment draft
        # and related standards do not carry it. Truth: those parts.
        hub.case(
            "standard-grouted-connections",
            "sig_title",
            t1[0],
            t1,
            cls="standard document",
            detail="with errata",
            others=[*o1, t2[0]],
        ),
        hub.case(
            "standard-hot-spot-fatigue",
            "sig_title",
            t2[0],
            t2,
            cls="standard document",
            detail="with errata",
            others=[*o2, t1[0]],
        ),
    ]


# --- Patent register -------------------------------------------------------------------

PT = "register.patentamt-nord.hx18.example"
PT_IMG = "images.patentamt-nord.hx18.example"


def patents() -> list[Case]:
    hub = Hub(
        "patent register",
        Portal(
            PT,
            "PatentNord",
            menu=[
                ("/search", "Search"),
                ("/advanced", "Advanced search"),
                ("/classification", "Classification"),
                ("/myPatents", "My patents list"),
                ("/help", "Help"),
            ],
            footer=[
                ("/legal", "Legal notice"),
                ("/terms", "Terms of use"),
                ("/accessibility", "Accessibility"),
                ("http://youtube.test/patentnord", "YouTube"),
            ],
            title_format="{title}",
            home_title="PatentNord",
        ),
        plain=[PT_IMG],
    )
    head = meta("", "PatentNord")

    def patent(
        cc: str, nr: str, kc: str, title: str, sheets: int, family: str, token: str
    ) -> tuple[list[str], str]:
        pn = f"{cc}{nr}{kc}"
        sig = f"{pn} - {title}"
        q = f"?CC={cc}&NR={nr}{kc}&KC={kc}&FT=D"
        top = f"<h1>{escape(sig)}</h1>"
        tabs = {}
        for t, text in [
            (
                "claims",
                "1. A wave energy converter comprising a float, a hydraulic cylinder and an accumulator...",
            ),
            ("description", "Technical field. The invention relates to..."),
            ("inpadocPatentFamily", "Family: 3 members"),
        ]:
            tabs[t] = hub.page(
                f"/publicationDetails/{t}{q}",
                sig,
                top + f"<h2>{t}</h2><p>{escape(text)}</p>",
                head=head,
                raw_title=True,
            )
        imgs = [hub.png(PT_IMG, f"/img/{token}/{i:04d}.png", 40, 56) for i in range(1, sheets + 1)]
        for i in range(1, sheets + 1):  # the thumbnails the drawings page embeds
            hub.png(PT_IMG, f"/thumb/{token}/{i:04d}.png", 8, 11)
        mosaics = hub.page(
            f"/publicationDetails/mosaics{q}",
            sig,
            top
            + "<h2>Drawings</h2>"
            + "".join(
                f'<a href="{u}"><img src="{u.replace("/img/", "/thumb/")}" width="80" alt="Sheet {i}"></a>'
                for i, u in enumerate(imgs, 1)
            ),
            head=head,
            raw_title=True,
        )
        pdfu = hub.pdf(
            None,
            f"/publicationDetails/originalDocument/{pn}.pdf",
            sig,
            "Full document with drawings",
        )
        fam = hub.stub(
            f"/publicationDetails/biblio?CC={family[:2]}&NR={family[2:]}&FT=D",
            f"{family} - family member",
        )
        biblio = hub.page(
            f"/publicationDetails/biblio{q}",
            sig,
            top
            + "<p>Applicant: Nordwave Energy GmbH · Priority: 2023-06-14 · IPC: F03B13/18</p>"
            + ul(
                [
                    a(tabs["description"], "Description"),
                    a(tabs["claims"], "Claims"),
                    a(mosaics, "Mosaics (drawings)"),
                    a(pdfu, "Original document"),
                    a(tabs["inpadocPatentFamily"], "INPADOC patent family"),
                ]
            )
            + f"<p>Also published as: {a(fam, family)}</p>",
            head=head + meta(citation_patent_number=pn, citation_title=title),
            raw_title=True,
        )
        return [biblio, *tabs.values(), mosaics, pdfu, *imgs], fam

    t1, f1 = patent(
        "WO",
        "2024123456",
        "A1",
        "Wave energy converter with hydraulic power take-off",
        4,
        "EP4301122A1",
        "7f3a9c21",
    )
    t2, f2 = patent(
        "EP",
        "4012345",
        "B1",
        "Method for monitoring scour around offshore foundations",
        3,
        "US2022412345A1",
        "c0d91e4b",
    )
    return [
        # sig_title_plus_ignored: the bare title "WO2024123456A1 - Wave energy ..." heads
        # the bibliography, description, claims, family, drawings page and the PDF; the
        # drawing sheets are images on an image host without it, one hop from the drawings
        # page. Truth: those pages, the PDF and the sheets; the family member is another.
        hub.case(
            "patent-wave-energy",
            "sig_title_plus_ignored",
            t1[0],
            t1,
            cls="patent",
            detail="application with drawings",
            others=[f1],
        ),
        hub.case(
            "patent-scour-monitoring",
            "sig_title_plus_ignored",
            t2[0],
            t2,
            cls="patent",
            detail="granted patent with drawings",
            others=[f2],
        ),
    ]


# --- Materials lab technical-report series ---------------------------------------------

TR = "reports.kfl-materials.hx18.example"
TR_DATA = "data.kfl-materials.hx18.example"


def report_series() -> list[Case]:
    hub = Hub(
        "engineering test-report series",
        Portal(
            TR,
            "Structural Materials Lab - Technical Reports",
            menu=[
                ("/series/tr", "Report series"),
                ("/facilities", "Test facilities"),
                ("/people", "Staff"),
                ("/contact", "Contact"),
            ],
            footer=[
                ("/about/quality", "ISO/IEC 17025 accreditation"),
                ("/about/privacy", "Privacy"),
                ("http://twitter.test/kflmaterials", "Twitter"),
            ],
            title_format="{title} - SML",
            home_title="Structural Materials Lab - Technical Reports",
        ),
        plain=[TR_DATA],
    )
    head = meta("Hugo 0.125.4", "SML Technical Reports")

    def report(num: str, dsid: str, title: str, csv: str, prev: str) -> tuple[list[str], str]:
        sig = f"{num}: {title}"
        pdfu = hub.pdf(None, f"/download/report/{dsid}/{num}.pdf", sig, "Test report")
        raw = hub.file(
            TR_DATA,
            f"/{csv}",
            f"# {sig}\nspecimen,stress_MPa,cycles\nL01,120,1843000\n",
            "text/csv",
        )
        log = hub.file(
            TR_DATA,
            f"/{csv.rsplit('/', 1)[0]}/machine_log.txt",
            f"{sig}\nservo-hydraulic rig 250 kN, R=0.1, 20 Hz\n",
            "text/plain",
        )
        ds = hub.page(
            f"/datasets/{dsid}",
            f"Test data for {num}",
            f"<h1>Test data for {escape(sig)}</h1>"
            + ul([a(raw, "Specimen results (CSV)"), a(log, "Machine log")]),
            head=head,
        )
        photos = hub.page(
            f"/gallery/{dsid}",
            f"Specimens of {num}",
            f"<h1>Fracture surfaces - {escape(sig)}</h1><img src='/gallery/{dsid}/L01.png' alt=''>",
            head=head,
        )
        hub.png(None, f"/gallery/{dsid}/L01.png")
        prev_url = hub.stub(f"/tr/{prev}", f"{prev}: earlier report in the series")
        landing = hub.page(
            f"/tr/{num}",
            sig,
            f"<h1>{escape(sig)}</h1><p>Series: {a('/series/tr', 'SML Technical Reports')} · Accredited test · Published 2024</p>"
            + ul(
                [
                    a(pdfu, "Full report (PDF)"),
                    a(ds, "Test data"),
                    a(photos, "Specimen photographs"),
                ]
            )
            + f"<p>Previous in series: {a(prev_url, prev)}</p>",
            head=head,
            raw_title=True,
        )
        return [landing, pdfu, ds, raw, log, photos], prev_url

    t1, p1 = report(
        "SML-TR-2023-017",
        "4471",
        "Fatigue testing of friction-stir welded AA6082-T6 lap joints",
        "fatigue/fsw-lap/specimens.csv",
        "SML-TR-2023-016",
    )
    t2, p2 = report(
        "SML-TR-2024-004",
        "4530",
        "Creep rupture of 9Cr-1Mo steel at 600 C",
        "creep/p91/specimens.csv",
        "SML-TR-2024-003",
    )
    return [
        # sig_title: the report's bare title "SML-TR-2023-017: ..." is in its PDF, the test
        # data page, the CSV and machine log on the data host and the photo page; URLs
        # share nothing (/tr/, /datasets/4471, /gallery/4471, the data host). The previous
        # report in the series and the series index are not part of it.
        hub.case(
            "testreport-fsw-fatigue",
            "sig_title",
            t1[0],
            t1,
            cls="technical report",
            detail="fatigue test",
            others=[p1],
        ),
        hub.case(
            "testreport-p91-creep",
            "sig_title",
            t2[0],
            t2,
            cls="technical report",
            detail="creep test",
            others=[p2],
        ),
    ]


# --- CAD / 3D model library ------------------------------------------------------------

MV = "www.modelvault3d.hx18.example"
MV_CDN = "cdn.modelvault3d-files.hx18.example"


def cad() -> list[Case]:
    hub = Hub(
        "CAD model library",
        Portal(
            MV,
            "ModelVault",
            menu=[
                ("/library", "Library"),
                ("/challenges", "Challenges"),
                ("/tutorials", "Tutorials"),
                ("/groups", "Groups"),
                ("/upload", "Upload"),
            ],
            footer=[
                ("/terms", "Terms"),
                ("/privacy", "Privacy"),
                ("http://instagram.test/modelvault", "Instagram"),
                ("http://youtube.test/modelvault", "YouTube"),
            ],
            title_format="{name} | {title}",
            home_title="ModelVault",
        ),
        plain=[MV_CDN],
    )
    head = (
        meta("", "ModelVault", og__type="article")
        + '<script src="/assets/viewer/three.min.js"></script>'
    )

    def model(
        mid: str, slug: str, title: str, token: str, stem: str, remix: str, tag: str
    ) -> tuple[list[str], str]:
        step = hub.file(
            MV_CDN,
            f"/f/{token}/{stem}.step",
            f"ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('{title}'),'2;1');\nFILE_NAME('{stem}.step','2024-04-02',(''),(''),'','','');\nENDSEC;\nEND-ISO-10303-21;\n",
            "model/step",
        )
        stl = hub.file(
            MV_CDN, f"/f/{token}/{stem}.stl", f"solid {title}\nendsolid {title}\n", "model/stl"
        )
        guide = hub.pdf(
            MV_CDN, f"/f/{token}/{stem}_drawing.pdf", title, "2D drawing, tolerances ISO 2768-m"
        )
        files = hub.page(
            f"/downloads/{mid}",
            f"Files - {title}",
            f"<h1>Files for {escape(title)}</h1>"
            + ul(a(u, u.rsplit("/", 1)[1]) for u in (step, stl, guide)),
            head=head,
        )
        viewer = hub.page(
            f"/viewer/{mid}",
            f"3D view - {title}",
            f"<h1>{escape(title)}</h1><canvas data-model='{stl}'></canvas>",
            head=head,
        )
        comments = hub.page(
            f"/comments?model={mid}",
            f"Comments - {title}",
            f"<h1>Comments on {escape(title)}</h1><p>Nice blade profile, which CFD did you use?</p>",
            head=head,
        )
        rmx = hub.stub(
            f"/model/{remix}",
            f"ModelVault | {remix.split('-', 1)[1].replace('-', ' ').capitalize()}",
        )
        landing = hub.page(
            f"/model/{mid}-{slug}",
            title,
            f"<h1>{escape(title)}</h1><img src='http://{MV_CDN}/f/{token}/render.png' alt=''>"
            + ul([a(files, "Download files"), a(viewer, "3D viewer"), a(comments, "Comments (3)")])
            + f"<p>Remix of {a(rmx, 'original')} · Tags: {a('/library?tag=' + tag, tag)}</p>",
            head=head,
            share=True,
        )
        hub.png(MV_CDN, f"/f/{token}/render.png")
        return [landing, files, viewer, comments, step, stl, guide], rmx

    t1, r1 = model(
        "8812",
        "centrifugal-pump-impeller",
        "Centrifugal pump impeller, 6 blades, DN80",
        "a1b2c3d4",
        "impeller_dn80",
        "7710-closed-impeller-template",
        "turbomachinery",
    )
    t2, r2 = model(
        "9034",
        "planetary-gearbox-nema17",
        "Planetary gearbox 1-5 for NEMA17 stepper",
        "e5f6a7b8",
        "planetary_1to5",
        "8420-sun-gear-generator",
        "gearboxes",
    )
    return [
        # sig_filtered_title: titles are "ModelVault | <model>" and the homepage's is
        # "ModelVault": removing the common start leaves the model name, which the files
        # page, viewer, comments, STEP and ASCII STL headers and the drawing PDF all carry;
        # the remixed original and the tag listing do not.
        hub.case(
            "cad-pump-impeller",
            "sig_filtered_title",
            t1[0],
            t1,
            cls="CAD model",
            detail="impeller",
            others=[r1],
        ),
        hub.case(
            "cad-planetary-gearbox",
            "sig_filtered_title",
            t2[0],
            t2,
            cls="CAD model",
            detail="gearbox",
            others=[r2],
        ),
    ]


def cases() -> list[Case]:
    return [*standards(), *patents(), *report_series(), *cad()]
