"""Significant-string portals: a Dryad-like data repository, OSF projects, a Dataverse
replication package and a Drupal questionnaire bank whose book pages repeat the title."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import STD_FOOTER, a, host, pdf_file, text, zipped

# --- Dryad: datasets for survey-methodology papers ------------------------------------------
DR = host("datadryad", "drydata")
DR_SETS = {
    "dryad.q83bk3jt1": (
        "Data from: Interviewer variance in a face-to-face health survey",
        [("2849113", "interviewer_ids.csv"), ("2849114", "outcomes.csv")],
        "2849115",
    ),
    "dryad.7m0cfxq02": (
        "Data from: Incentive experiments in a probability-based web panel",
        [("3110402", "incentive_arms.csv"), ("3110403", "README.md")],
        "3110404",
    ),
}


def _dr_site() -> Site:
    p = Portal(
        DR,
        "Dryad",
        menu=[
            ("/search", "Explore data"),
            ("/stash/our_mission", "About"),
            ("/stash/submission_process", "Submit"),
        ],
        footer=STD_FOOTER,
        title_format="{title}",
    )
    pages: dict[str, object] = {}
    for doi, (title, files, supp) in DR_SETS.items():
        base = f"/stash/dataset/doi:10.5061/{doi}"
        rid = files[0][0][:-1]
        fl = "".join(
            f"<li>{a(f'/stash/downloads/file_stream/{fid}', fn)}</li>" for fid, fn in files
        )
        main = (
            f"<h1>{title}</h1><p>Cite: {title}, Dryad, Dataset, "
            f"{a(f'http://doi.example.test/10.5061/{doi}', f'doi:10.5061/{doi}')}</p>"
            f"<p>{a(f'/stash/downloads/download_resource/{rid}', 'Download full dataset')}</p><ul>{fl}</ul>"
            f"<p>{a(f'/stash/data_paper/doi:10.5061/{doi}', 'Data paper view')} · "
            f"{a(f'/stash/dataset/doi:10.5061/{doi}/citations', 'Citations')}</p>"
            f"<p>Related works: {a('http://journal.example.test/article/10.1093/jssam/x', 'Primary article')}</p>"
        )
        pages[base] = p.page(title, main, raw_title=True)
        pages[f"/stash/data_paper/doi:10.5061/{doi}"] = p.page(
            title,
            f"<h1>{title}</h1><p>Methods: see the supplementary questionnaire "
            f"{a(f'/stash/downloads/file_stream/{supp}', 'questionnaire.pdf')}.</p>",
            raw_title=True,
        )
        pages[f"/stash/dataset/doi:10.5061/{doi}/citations"] = p.page(
            f"Citations - {title}", f"<h2>Citations of {title}</h2><p>None yet.</p>", raw_title=True
        )
        pages[f"/stash/downloads/download_resource/{rid}"] = zipped(doi)
        for fid, _fn in files:
            pages[f"/stash/downloads/file_stream/{fid}"] = text("id,v\n1,2\n", "text/csv")
        pages[f"/stash/downloads/file_stream/{supp}"] = pdf_file("Questionnaire", "Section A")
    return p.site(pages)  # type: ignore[arg-type]


def _dr_truth(doi: str) -> list[str]:
    title, files, supp = DR_SETS[doi]
    rid = files[0][0][:-1]
    out = [
        f"/stash/dataset/doi:10.5061/{doi}",
        f"/stash/data_paper/doi:10.5061/{doi}",
        f"/stash/dataset/doi:10.5061/{doi}/citations",
        f"/stash/downloads/download_resource/{rid}",
        f"/stash/downloads/file_stream/{supp}",
    ]
    out += [f"/stash/downloads/file_stream/{fid}" for fid, _ in files]
    return [f"http://{DR}{u}" for u in out]


# --- OSF: preregistered mode experiments -----------------------------------------------------
OS = host("osf", "openscience")
OS_PROJECTS = {
    "k7w2d": (
        "Push-to-web versus mail-only: a preregistered mode experiment",
        "m4q8z",
        "65f1a0c2b9",
    ),
    "t3r9x": ("Grid versus item-by-item formats on smartphones", "b2v6n", "66a0d3e4f1"),
}


def _os_site() -> Site:
    p = Portal(
        OS,
        "OSF",
        menu=[("/dashboard", "My Projects"), ("/search", "Search"), ("/support", "Support")],
        footer=[("http://cos.example.test/", "Center for Open Science"), *STD_FOOTER[1:3]],
        title_format="{name} | {title}",
    )
    pages: dict[str, object] = {}
    for guid, (title, comp, fid) in OS_PROJECTS.items():
        head = f"<div class='project-header'><h1>{title}</h1></div>"
        main = (
            head + f"<nav>{a(f'/{guid}/files/', 'Files')} {a(f'/{guid}/wiki/', 'Wiki')} "
            f"{a(f'/{guid}/analytics/', 'Analytics')} {a(f'/{guid}/registrations/', 'Registrations')}</nav>"
            f"<p>Components: {a(f'/{comp}/', 'Data and code')}</p>"
            f"<p>Contributors: {a('/u7x2k/', 'H. Lindqvist')}</p>"
        )
        pages[f"/{guid}/"] = p.page(title, main)
        pages[f"/{guid}/files/"] = p.page(
            title, head + links([(f"/{guid}/files/osfstorage/{fid}", "preregistration.pdf")])
        )
        pages[f"/{guid}/files/osfstorage/{fid}"] = p.page(
            title, head + f"<p>preregistration.pdf</p>{a(f'/download/{fid}/', 'Download')}"
        )
        pages[f"/download/{fid}/"] = pdf_file(title, "Preregistration")
        pages[f"/{guid}/wiki/"] = p.page(
            title, head + f"<p>Home</p><p>This project hosts {title}.</p>"
        )
        pages[f"/{guid}/analytics/"] = p.page(title, head + "<p>Visits</p>")
        pages[f"/{guid}/registrations/"] = p.page(title, head + "<p>1 registration</p>")
        pages[f"/{comp}/"] = p.page(
            "Data and code",
            f"<p>Parent project: {a(f'/{guid}/', title)}</p><h1>Data and code</h1>",
        )
    pages["/u7x2k/"] = p.page("H. Lindqvist", "<h1>H. Lindqvist</h1>")
    return p.site(pages)  # type: ignore[arg-type]


def _os_truth(guid: str) -> list[str]:
    title, comp, fid = OS_PROJECTS[guid]
    out = [
        f"/{guid}/",
        f"/{guid}/files/",
        f"/{guid}/files/osfstorage/{fid}",
        f"/download/{fid}/",
        f"/{guid}/wiki/",
        f"/{guid}/analytics/",
        f"/{guid}/registrations/",
        f"/{comp}/",
    ]
    return [f"http://{OS}{u}" for u in out]


# --- Dataverse: a replication package, title filtered from its end --------------------------
DV = host("dataverse", "polsci-dvn")
DV_PID = "doi:10.7910/DVN/QX4T7L"
DV_TITLE = "Replication Data for: Measuring trust in government across survey modes"


def _dv_site() -> Site:
    p = Portal(
        DV,
        "PolSci Dataverse",
        menu=[
            ("/dataverse/root", "Browse"),
            ("/loginpage.xhtml", "Log In"),
            ("/guides/en/latest/", "User Guide"),
        ],
        footer=STD_FOOTER,
        title_format="{title} - {name}",
    )
    files = [("9931201", "README.txt"), ("9931202", "trust_modes.do"), ("9931203", "codebook.pdf")]
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?fileId={fid}&version=1.0', fn)}</td>"
        f"<td>{a(f'/api/access/datafile/{fid}', 'Download')}</td></tr>"
        for fid, fn in files
    )
    main = (
        f"<h1>{DV_TITLE}</h1><p>{a('/dataverse/trustlab', 'Trust Lab Dataverse')}</p>"
        f"<p>Export Metadata: {a(f'/api/datasets/export?exporter=ddi&persistentId={DV_PID}', 'DDI')} "
        f"{a(f'/api/datasets/export?exporter=dataverse_json&persistentId={DV_PID}', 'JSON')}</p>"
        f"<table>{rows}</table><p><button class='btn' onclick='accessDataset()'>Access Dataset</button></p>"
    )
    pages: dict[str, object] = {
        "/dataverse/trustlab": p.page("Trust Lab Dataverse", "<h1>Trust Lab</h1>"),
    }
    for fid, fn in files:
        pages[f"/api/access/datafile/{fid}"] = (
            pdf_file(DV_TITLE, "Codebook")
            if fn.endswith("pdf")
            else text(f"* {DV_TITLE}\n* {fn}\n")
        )
    site = p.site(pages)  # type: ignore[arg-type]
    site.add(f"/dataset.xhtml?persistentId={DV_PID}", p.page(DV_TITLE, main))
    site.add(
        f"/api/datasets/export?exporter=ddi&persistentId={DV_PID}",
        text(f"<codeBook><titl>{DV_TITLE}</titl></codeBook>", "application/xml"),
    )
    site.add(
        f"/api/datasets/export?exporter=dataverse_json&persistentId={DV_PID}",
        text(f'{{"title": "{DV_TITLE}"}}', "application/json"),
    )
    for fid, fn in files:
        site.add(
            f"/file.xhtml?fileId={fid}&version=1.0",
            p.page(
                fn,
                f"<h1>{fn}</h1><p>This file is part of {a(f'/dataset.xhtml?persistentId={DV_PID}', DV_TITLE)}</p>"
                f"{a(f'/api/access/datafile/{fid}', 'Access file')}",
            ),
        )
    return site


def _dv_truth() -> list[str]:
    out = [
        f"/dataset.xhtml?persistentId={DV_PID}",
        f"/api/datasets/export?exporter=ddi&persistentId={DV_PID}",
        f"/api/datasets/export?exporter=dataverse_json&persistentId={DV_PID}",
    ]
    for fid in ("9931201", "9931202", "9931203"):
        out += [f"/file.xhtml?fileId={fid}&version=1.0", f"/api/access/datafile/{fid}"]
    return [f"http://{DV}{u}" for u in out]


# --- Drupal book: a questionnaire bank, one book per questionnaire ---------------------------
DP = host("questionnaires", "socsurvey-drupal")
DP_BOOKS = {
    4801: ("Time Use Survey 2025 household questionnaire", [4802, 4803, 4804]),
    4911: ("Adult Education Survey 2026 individual questionnaire", [4912, 4913]),
}


def _dp_site() -> Site:
    p = Portal(
        DP,
        "Social Survey Questionnaire Bank",
        menu=[
            ("/questionnaires", "Questionnaires"),
            ("/topics", "Topics"),
            ("/user/login", "Log in"),
        ],
        footer=STD_FOOTER,
        title_format="{title}",
        home_title="Social Survey Questionnaire Bank",
    )
    pages: dict[str, object] = {}
    for top, (title, kids) in DP_BOOKS.items():
        nav = links([(f"/node/{k}", f"Section {chr(65 + i)}") for i, k in enumerate(kids)])
        pages[f"/node/{top}"] = p.page(
            title,
            f"<h1>{title}</h1><p>{a(f'/node/{top}/printable/pdf', 'Printer-friendly PDF')}</p>"
            f"<nav class='book-navigation'>{nav}</nav><p>Topic: {a('/taxonomy/term/17', 'Time and activities')}</p>",
            raw_title=True,
        )
        pages[f"/node/{top}/printable/pdf"] = pdf_file(title, "All sections")
        for i, k in enumerate(kids):
            nxt = a(f"/node/{kids[i + 1]}", "next ›") if i + 1 < len(kids) else ""
            pages[f"/node/{k}"] = p.page(
                f"Section {chr(65 + i)}",
                f"<div class='breadcrumb'>{a(f'/node/{top}', title)}</div><h1>Section {chr(65 + i)}</h1>"
                f"<p>Questions of {title}, section {chr(65 + i)}.</p><nav class='book-navigation'>{nxt}</nav>",
                raw_title=True,
            )
    pages["/taxonomy/term/17"] = p.page("Time and activities", "<h1>Topic</h1>")
    return p.site(pages)  # type: ignore[arg-type]


def cases() -> list[Case]:
    out = []
    for i, doi in enumerate(DR_SETS):
        # Dryad (seed: Significant String from Title+ with Ignored URIs): landing, data-paper
        # and citations pages carry the title; the files (and the supplementary
        # questionnaire linked only from the data paper) are one hop from them.
        out.append(
            case(
                ["dryad-interviewer-variance", "dryad-incentive-experiments"][i],
                "Dryad (survey-methods datasets)",
                "Multi-Hop",
                "sig_title_plus_ignored",
                f"http://{DR}/stash/dataset/doi:10.5061/{doi}",
                _dr_truth(doi),
                lambda: [_dr_site()],
            )
        )
    for i, guid in enumerate(OS_PROJECTS):
        # OSF (seed: Significant String from Filtered Title): "OSF | " is stripped, every
        # project page, the file page, the preregistration PDF and the component (which names
        # its parent) carry the project title; the contributor's profile does not.
        out.append(
            case(
                ["osf-push-to-web-prereg", "osf-grid-formats"][i],
                "OSF (preregistered survey experiments)",
                "Multi-Hop",
                "sig_filtered_title",
                f"http://{OS}/{guid}/",
                _os_truth(guid),
                lambda: [_os_site()],
            )
        )
    out.append(
        # Dataverse (seed: Filtered Title from the title's end): " - PolSci Dataverse" is the
        # site's; file pages, the exports and the README/do-file/codebook carry the title.
        case(
            "dataverse-trust-modes-replication",
            "Dataverse (replication packages)",
            "Multi-Hop",
            "sig_filtered_title",
            f"http://{DV}/dataset.xhtml?persistentId={DV_PID}",
            _dv_truth(),
            lambda: [_dv_site()],
        )
    )
    for i, (top, (_title, kids)) in enumerate(DP_BOOKS.items()):
        # The <title> is the questionnaire's title alone and every section page repeats it
        # in its breadcrumb, the PDF print too; node URLs share no path (Significant String
        # from Title).  Topic pages and chrome do not carry it.
        out.append(
            case(
                ["drupal-tus-2025", "drupal-aes-2026"][i],
                "Drupal (questionnaire bank book pages)",
                "Multi-Hop",
                "sig_title",
                f"http://{DP}/node/{top}",
                [f"http://{DP}/node/{top}", f"http://{DP}/node/{top}/printable/pdf"]
                + [f"http://{DP}/node/{k}" for k in kids],
                lambda: [_dp_site()],
            )
        )
    return out
