"""heldout49, PressPrints (our EPrints-like package) at two institutions, and a
RecordForge (InvenioRDM-like) install.

At Northfield University all of a PressPrints record lives under /id/eprint/<n>/, its
documents, exports, download statistics and revision history (the seed's BitBucket/GitLab
shape, path_based).  The LYRA consortium's install (French theme) keeps records under
/record/<n>/ but serves the files from a mirror and a national cache on other domains (the
seed's GitHub raw-host shape, path_based_externals).  RecordForge at CICMA (Spanish theme)
shows a record page linking its files and exports, with older versions as separate records
(the seed's Zenodo row, single_page_plus_ignored).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, binary, case, share, text, ul, zipped

# -------------------------------------------------------------- PressPrints (path) -------

PP = Deployment(
    host="eprints.northfield-uni.hx49.example",
    name="Northfield Research Online",
    menu=[
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by School"),
        ("/view/creators/", "Browse by Author"),
        ("/information.html", "About"),
        ("/policies.html", "Policies"),
    ],
    footer=[
        ("/contact.html", "Contact"),
        ("/accessibility.html", "Accessibility"),
        ("/cgi/latest", "Latest additions"),
        ("/cgi/register", "Create account"),
    ],
    title_format="{title} - {name}",
    home_title="Welcome to Northfield Research Online - Northfield Research Online",
    login="/cgi/users/home",
    search="/cgi/search/simple",
    banner='<div class="nf-brand">Northfield University Library</div>',
)


def _pp_record(
    n: int,
    title: str,
    creators: list[str],
    docs: list[tuple[int, str, str]],
    history: int,
    related: list[tuple[int, str]],
    extra: str = "",
) -> dict[str, PageValue]:
    base = f"/id/eprint/{n}/"
    doc_html = "".join(
        f'<div class="ep_summary_page_document"><a href="{base}{pos}/{escape(f)}" class="ep_document_link">'
        f"{escape(f)}</a> {escape(desc)}</div>"
        for pos, f, desc in docs
    )
    cre = ", ".join(
        f'<a href="/view/creators/{escape(c.split(",")[0])}.html">{escape(c)}</a>' for c in creators
    )
    rel = ul([(f"/id/eprint/{r}/", t) for r, t in related]) if related else ""
    main = (
        f'<div class="ep_summary_content"><h1>{escape(title)}</h1><p>{cre}</p>{doc_html}'
        f'<table class="ep_block"><tr><th>Item Type:</th><td>Article</td></tr>'
        f'<tr><th>Divisions:</th><td><a href="/view/divisions/eng/">School of Engineering</a></td></tr>'
        f"<tr><th>URI:</th><td>{PP.url(base)}</td></tr></table>{extra}"
        f'<p>Export: <a href="{base}export/BibTeX/">BibTeX</a> | <a href="{base}export/DC/">Dublin Core</a>'
        f' | <a href="{base}export/RIS/">RIS</a></p>'
        f'<p><a href="{base}stats/">Downloads</a> · <a href="{base}history/">Item history</a></p>'
        f'<div class="ep_summary_box"><a href="/cgi/users/home?screen=EPrint::Edit&amp;eprintid={n}">Edit item</a></div></div>'
    )
    pages: dict[str, PageValue] = {
        base: PP.page(title, main, aside=("<h3>Related items</h3>" + rel) if rel else ""),
        f"{base}export/BibTeX/": text(
            f"@article{{nf{n}, title={{{title}}}}}\n", "text/plain; charset=utf-8"
        ),
        f"{base}export/DC/": text(f"title: {title}\n", "text/plain; charset=utf-8"),
        f"{base}export/RIS/": text(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        ),
        f"{base}stats/": PP.page(
            "Downloads of " + title,
            f'<h1>Downloads</h1><p>Monthly downloads.</p><p><a href="{base}">Back to item</a></p>',
        ),
    }
    revs = "".join(
        f'<li><a href="{base}history/{r}/">Revision {r}</a></li>' for r in range(1, history + 1)
    )
    pages[f"{base}history/"] = PP.page(
        "History of " + title, f"<h1>Item history</h1><ul>{revs}</ul>"
    )
    for r in range(1, history + 1):
        pages[f"{base}history/{r}/"] = PP.page(
            f"Revision {r} of {title}",
            f'<h1>Revision {r}</h1><p>Metadata changed.</p><p><a href="{base}history/">All revisions</a></p>',
        )
    for pos, f, _d in docs:
        pages[f"{base}{pos}/{f}"] = (
            binary(pdf(title, [f]), "application/pdf")
            if f.endswith(".pdf")
            else text("id,value\n1,0.5\n", "text/csv")
            if f.endswith(".csv")
            else zipped({"readme.txt": title})
        )
    return pages


PP_T1 = "Fatigue of additively manufactured titanium lattices"
PP_T2 = "Wind-tunnel measurements of porous fence shelter effects"
PP_DOCS2 = [
    (1, "porous_fence_paper.pdf", "Accepted version"),
    (2, "tunnel_runs.csv", "Velocity profiles"),
    (3, "piv_frames.zip", "PIV frames"),
]


def _pp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages |= _pp_record(
        4711,
        PP_T1,
        ["Okafor, Chidi", "Lund, Maja"],
        [(1, "lattice_fatigue.pdf", "Published version")],
        2,
        [(4702, "Lattice design rules")],
    )
    pages |= _pp_record(
        5120,
        PP_T2,
        ["Brennan, Siobhan", "Haas, Tobias", "Ng, Wei"],
        PP_DOCS2,
        4,
        [(5119, "Shelterbelt porosity survey"), (4711, PP_T1)],
        extra='<p>Supersedes the preprint <a href="/id/eprint/4988/">Porous fence shelter (preprint)</a>.</p>',
    )
    for n, t in [
        (4702, "Lattice design rules"),
        (5119, "Shelterbelt porosity survey"),
        (4988, "Porous fence shelter (preprint)"),
    ]:
        pages[f"/id/eprint/{n}/"] = PP.page(t, f"<h1>{escape(t)}</h1><p>Another record.</p>")
    home = (
        "<h1>Northfield Research Online</h1><p>Open access research from Northfield University.</p>"
        + ul([("/id/eprint/5120/", PP_T2)])
    )
    return [PP.site(pages, home_main=home)]


def _pp_truth(n: int, docs: list[tuple[int, str, str]], history: int) -> list[str]:
    base = PP.url(f"/id/eprint/{n}/")
    return [
        base,
        base + "export/BibTeX/",
        base + "export/DC/",
        base + "export/RIS/",
        base + "stats/",
        base + "history/",
        *(f"{base}history/{r}/" for r in range(1, history + 1)),
        *(f"{base}{pos}/{f}" for pos, f, _d in docs),
    ]


PP_TYPE = "PressPrints 3 install at Northfield University"


def _pp_cases() -> list[Case]:
    u = PP.url
    return [
        # Multi-Hop (history -> revisions) with every record URI under /id/eprint/<n>/, the
        # seed's BitBucket/GitLab shape: path_based.  Menus and author browse are outside it.
        case(
            "pp-article",
            f"{PP_TYPE} (article, one document, two revisions)",
            "Multi-Hop",
            "path_based",
            u("/id/eprint/4711/"),
            _pp_truth(4711, [(1, "lattice_fatigue.pdf", "")], 2),
            _pp_sites,
            others=[u("/id/eprint/4702/")],
        ),
        # Harder: three documents, four revisions, a preprint it supersedes and a related
        # item (/id/eprint/4711/, which must not be mistaken for a prefix of 5120's URIs).
        case(
            "pp-dataset-paper",
            f"{PP_TYPE} (paper with data documents, revision history, superseded preprint)",
            "Multi-Hop",
            "path_based",
            u("/id/eprint/5120/"),
            _pp_truth(5120, PP_DOCS2, 4),
            _pp_sites,
            others=[u("/id/eprint/5119/"), u("/id/eprint/4711/"), u("/id/eprint/4988/")],
        ),
    ]


# ------------------------------------------- PressPrints with a mirrored file server -----

PPM = Deployment(
    host="hal.lyra-recherche.hx49.example",
    name="Archive ouverte LYRA",
    languages=["en"],
    lang="fr",
    menu=[
        ("/browse/period", "Par date"),
        ("/browse/structure", "Par laboratoire"),
        ("/browse/author", "Par auteur"),
        ("/deposer", "Déposer"),
        ("/aide", "Aide"),
    ],
    footer=[("/mentions-legales", "Mentions légales"), ("/contact", "Contact"), ("/cgu", "CGU")],
    title_format="{title} - {name}",
    home_title="Accueil - Archive ouverte LYRA",
    banner='<div class="lyra-bandeau">Consortium LYRA · Réseau des universités du Rhône</div>',
)
PPM_FILES = Deployment(
    host="fichiers.lyra-miroir.hx49.example", name="Miroir LYRA", lang="fr", menu=[], skin="minimal"
)
PPM_FILES2 = Deployment(
    host="secours.renater-cache.hx49.example",
    name="Cache national",
    lang="fr",
    menu=[],
    skin="minimal",
)


def _ppm_record(
    n: str,
    title: str,
    files: list[tuple[str, str]],
    versions: list[str],
    related: list[tuple[str, str]],
) -> dict[str, PageValue]:
    base = f"/record/{n}/"
    fl = "".join(
        f'<li><a href="{escape(url)}">{escape(url.rsplit("/", 1)[1])}</a> ({escape(what)}) '
        for url, what in files
    )
    vers = "".join(f'<li><a href="{base}{v}/">{v}</a></li>' for v in versions)
    main = (
        f'<div class="notice"><h1 class="titre">{escape(title)}</h1><ul class="fichiers">{fl}</ul>'
        f'<p>Citer : <a href="{base}bibtex">BibTeX</a> · <a href="{base}tei">TEI</a></p>'
        + (f"<h2>Versions</h2><ul>{vers}</ul>" if versions else "")
        + '<p>Laboratoire : <a href="/structure/ihr">Institut d\'histoire régionale</a></p>'
        '<p>Auteur : <a href="http://orcid.test/0000-0001-5555-1234">ORCID</a></p></div>'
    )
    aside = ("<h3>Documents liés</h3>" + ul(related)) if related else ""
    pages: dict[str, PageValue] = {
        base: PPM.page(title, main + share(PPM.url(base)), aside=aside),
        f"{base}bibtex": text(f"@article{{lyra{n}, title={{{title}}}}}\n"),
        f"{base}tei": text(f"<TEI><title>{escape(title)}</title></TEI>\n", "application/xml"),
    }
    for v in versions:
        pages[f"{base}{v}/"] = PPM.page(
            f"{title} ({v})",
            f'<h1>{escape(title)}</h1><p>Version {v}.</p><p><a href="{base}">Dernière version</a></p>',
        )
    return pages


PPM_T1 = "Les confréries de métiers à Lyon au XVIIe siècle"
PPM_T2 = "Registres paroissiaux numérisés de la vallée du Gier (1680-1720)"
PPM_F1 = [(PPM_FILES.url("/812/1/confreries_lyon.pdf"), "texte intégral")]
PPM_F2 = [
    (PPM_FILES.url("/813/1/registres_gier_etude.pdf"), "étude"),
    (PPM_FILES.url("/813/2/transcriptions.xml"), "transcriptions TEI"),
    (PPM_FILES.url("/813/3/index_patronymes.csv"), "index"),
    (PPM_FILES2.url("/lyra/813/4/images_registres.zip"), "images, copie nationale"),
]


def _ppm_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages |= _ppm_record("812", PPM_T1, PPM_F1, [], [("/record/790/", "Corporations lyonnaises")])
    pages |= _ppm_record(
        "813",
        PPM_T2,
        PPM_F2,
        ["v1", "v2"],
        [("/record/812/", PPM_T1), ("/record/799/", "Démographie du Forez")],
    )
    for n, t in [("790", "Corporations lyonnaises"), ("799", "Démographie du Forez")]:
        pages[f"/record/{n}/"] = PPM.page(t, f"<h1>{escape(t)}</h1>")
    mirror: dict[str, PageValue] = {
        "/812/1/confreries_lyon.pdf": binary(pdf(PPM_T1, ["LYRA"]), "application/pdf"),
        "/813/1/registres_gier_etude.pdf": binary(pdf(PPM_T2, ["étude"]), "application/pdf"),
        "/813/2/transcriptions.xml": text("<TEI><text>Baptême</text></TEI>\n", "application/xml"),
        "/813/3/index_patronymes.csv": text("nom,occurrences\nChambon,41\n", "text/csv"),
    }
    cache: dict[str, PageValue] = {
        "/lyra/813/4/images_registres.zip": zipped({"f001.txt": "image"})
    }
    return [PPM.site(pages), PPM_FILES.site(mirror), PPM_FILES2.site(cache)]


PPM_TYPE = "PressPrints 3 install at consortium LYRA with a mirrored file server"


def _ppm_cases() -> list[Case]:
    u = PPM.url
    return [
        # Path-based record (/record/812/...) whose file lives on the consortium's mirror
        # domain, the seed's GitHub raw-host shape: path_based_externals.
        case(
            "ppm-article-mirror",
            f"{PPM_TYPE} (article, full text on the mirror)",
            "Multi-Hop",
            "path_based_externals",
            u("/record/812/"),
            [
                u("/record/812/"),
                u("/record/812/bibtex"),
                u("/record/812/tei"),
                *(f for f, _w in PPM_F1),
            ],
            _ppm_sites,
            others=[u("/record/790/")],
        ),
        # Harder: versions under the record path, files split over the mirror and the
        # national cache (two external domains), related records in the sidebar.
        case(
            "ppm-registers-two-mirrors",
            f"{PPM_TYPE} (digitised registers, versions, files on two mirrors)",
            "Multi-Hop",
            "path_based_externals",
            u("/record/813/"),
            [
                u("/record/813/"),
                u("/record/813/bibtex"),
                u("/record/813/tei"),
                u("/record/813/v1/"),
                u("/record/813/v2/"),
                *(f for f, _w in PPM_F2),
            ],
            _ppm_sites,
            others=[u("/record/812/"), u("/record/799/")],
        ),
    ]


# ------------------------------------------------------ RecordForge (InvenioRDM-like) -----

RF = Deployment(
    host="datos.cicma-ciencia.hx49.example",
    name="Repositorio CICMA",
    languages=["en", "ca"],
    cdn="http://cdnjs.cloudflare.test/ajax/libs/semantic-ui/2.5.0/semantic.min.css",
    lang="es",
    skin="app",
    menu=[
        ("/communities", "Comunidades"),
        ("/search", "Registros"),
        ("/uploads/new", "Subir"),
        ("/help/faq", "Preguntas frecuentes"),
    ],
    footer=[
        ("/about", "Acerca de"),
        ("/help/terms", "Términos de uso"),
        ("/help/privacy", "Privacidad"),
        ("/api", "API"),
        ("/status", "Estado"),
    ],
    title_format="{title} | {name}",
    home_title="Repositorio CICMA",
    banner='<div class="cicma-top">Centro de Investigación en Ciencias del Mar y Atmósfera</div>',
    login="/login/",
    search="/search",
)


def _rf_record(
    rid: str,
    title: str,
    files: list[str],
    versions: list[tuple[str, str]],
    communities: list[tuple[str, str]],
    preview: str | None = None,
) -> dict[str, PageValue]:
    base = f"/records/{rid}"
    rows = "".join(
        f'<tr><td><a href="{base}/files/{escape(f)}?download=1">{escape(f)}</a></td>'
        f'<td><a class="ui button" href="{base}/files/{escape(f)}?download=1">Descargar</a></td></tr>'
        for f in files
    )
    prev = (
        f'<p><a href="{base}/preview/{escape(preview)}">Vista previa de {escape(preview)}</a></p>'
        if preview
        else ""
    )
    exports = " ".join(
        f'<a href="{base}/export/{fmt}">{label}</a>'
        for fmt, label in [("json", "JSON"), ("datacite-xml", "DataCite XML"), ("bibtex", "BibTeX")]
    )
    vers = ul([(f"/records/{v}", f"Versión {label}") for v, label in versions]) if versions else ""
    comms = ul(communities)
    main = (
        f'<section id="record-title"><h1>{escape(title)}</h1></section>'
        f'<div class="creatibutors"><a href="/search?q=metadata.creators.person_or_org.name:%22Ibarra%22">Ibarra, Lucía</a> '
        f'<a href="http://orcid.test/0000-0003-4444-2222"><img src="/static/favicon.png" alt="ORCID"></a></div>'
        f'<table id="record-files"><tr><th>Archivo</th><th></th></tr>{rows}</table>{prev}'
        f'<div id="export-record">Exportar: {exports}</div>'
        f'<p class="doi">DOI: 10.70010/cicma.{rid}</p>'
    )
    aside = (
        f'<div id="record-versions"><h3>Versiones</h3>{vers}'
        f'<a href="/search?q=parent.id:{rid[:4]}&amp;f=allversions:true">Ver todas las versiones</a></div>'
        f'<div id="record-communities"><h3>Comunidades</h3>{comms}</div>'
        f'<div id="record-stats">Vistas 312 · Descargas 87</div>'
    )
    pages: dict[str, PageValue] = {
        base: RF.page(title, main + share(RF.url(base)), aside=aside),
        f"{base}/export/json": text(
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}\n', "application/json"
        ),
        f"{base}/export/datacite-xml": text(
            f"<resource><title>{escape(title)}</title></resource>\n", "application/xml"
        ),
        f"{base}/export/bibtex": text(
            f"@dataset{{{rid}, title={{{title}}}}}\n", "application/x-bibtex"
        ),
    }
    for f in files:
        pages[f"{base}/files/{f}?download=1"] = (
            binary(pdf(title, [f]), "application/pdf")
            if f.endswith(".pdf")
            else zipped({"a.nc": "netcdf"})
            if f.endswith(".zip")
            else text("fecha,valor\n2023-01-01,3.2\n", "text/csv")
        )
    if preview:
        pages[f"{base}/preview/{preview}"] = RF.page(
            preview, f"<h1>{escape(preview)}</h1><pre>fecha,valor</pre>"
        )
    return pages


RF_T1 = "Perfiles de temperatura del agua en la bahía de Cádiz, campaña 2022"
RF_T2 = "Reanálisis regional de vientos costeros 1990-2023 (v3)"
RF_F2 = [
    "vientos_1990-1999.zip",
    "vientos_2000-2009.zip",
    "vientos_2010-2023.zip",
    "estaciones.csv",
    "metodologia.pdf",
    "LEEME.csv",
]


def _rf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages |= _rf_record(
        "k3t9-2mq4",
        RF_T1,
        ["perfiles_2022.csv", "informe_campana.pdf"],
        [],
        [("/communities/oceanografia", "Oceanografía")],
    )
    pages |= _rf_record(
        "w7p2-8xz1",
        RF_T2,
        RF_F2,
        [("r4n6-1bb7", "2"), ("f1c8-9dd0", "1")],
        [("/communities/atmosfera", "Atmósfera"), ("/communities/cicma", "CICMA")],
        preview="estaciones.csv",
    )
    for rid, t in [
        ("r4n6-1bb7", "Reanálisis regional de vientos costeros (v2)"),
        ("f1c8-9dd0", "Reanálisis regional de vientos costeros (v1)"),
    ]:
        pages[f"/records/{rid}"] = RF.page(
            t, f"<h1>{escape(t)}</h1><p>Hay una versión más reciente.</p>"
        )
    home = "<h1>Repositorio CICMA</h1><h2>Subidas recientes</h2>" + ul(
        [("/records/w7p2-8xz1", RF_T2)]
    )
    return [RF.site(pages, home_main=home)]


RF_TYPE = "RecordForge 12 install at CICMA"


def _rf_truth(rid: str, files: list[str], preview: str | None = None) -> list[str]:
    u = RF.url
    base = f"/records/{rid}"
    out = [
        u(base),
        u(f"{base}/export/json"),
        u(f"{base}/export/datacite-xml"),
        u(f"{base}/export/bibtex"),
    ]
    out += [u(f"{base}/files/{f}?download=1") for f in files]
    if preview:
        out.append(u(f"{base}/preview/{preview}"))
    return out


def _rf_cases() -> list[Case]:
    return [
        # The seed's Zenodo row (Single Hop, single_page_plus_ignored): files and exports are
        # one hop from the record; search, communities and menus are the portal's.
        case(
            "rf-profiles",
            f"{RF_TYPE} (ocean profiles, two files)",
            "Single Hop",
            "single_page_plus_ignored",
            RF.url("/records/k3t9-2mq4"),
            _rf_truth("k3t9-2mq4", ["perfiles_2022.csv", "informe_campana.pdf"]),
            _rf_sites,
        ),
        # Harder: six files, a preview page, two older versions (separate records, as in
        # InvenioRDM) and an all-versions search link in the sidebar.
        case(
            "rf-reanalysis-versions",
            f"{RF_TYPE} (reanalysis, six files, preview, older versions)",
            "Single Hop",
            "single_page_plus_ignored",
            RF.url("/records/w7p2-8xz1"),
            _rf_truth("w7p2-8xz1", RF_F2, "estaciones.csv"),
            _rf_sites,
            others=[RF.url("/records/r4n6-1bb7"), RF.url("/records/f1c8-9dd0")],
        ),
    ]


CASES: list[Case] = [*_pp_cases(), *_ppm_cases(), *_rf_cases()]
