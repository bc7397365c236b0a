"""heldout49, publication repositories: two HandleVault major versions, two PressPrints
installs (one behind a mirrored download server) and a RecordForge install.

HandleVault is our DSpace-like package: version 5 renders server-side item pages at
/handle/<prefix>/<n> whose files sit one hop away (Single Hop: the seed's Figshare/Zenodo
shape, single_page_plus_ignored); version 8 is a single-page-app that announces its files
and metadata with Signposting Link headers (signposting).  PressPrints is EPrints-like: all
of a record lives under /id/eprint/<n>/ (path_based); one install serves the files from a
national mirror on another domain (path_based_externals, the seed's GitHub raw-host shape).
RecordForge is InvenioRDM-like: a record page linking its files and exports (Zenodo:
single_page_plus_ignored).
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, binary, case, share, text, ul, with_links, zipped

# ---------------------------------------------------------------- HandleVault 5 (pt) -----

HV5 = Deployment(
    host="repositorio.valdouro-univ.hx49.example",
    name="RepositóriUV",
    languages=["en", "es"],
    lang="pt",
    menu=[
        ("/community-list", "Comunidades e Coleções"),
        ("/browse?type=dateissued", "Data de publicação"),
        ("/browse?type=author", "Autores"),
        ("/browse?type=subject", "Assuntos"),
        ("/help/index.html", "Ajuda"),
    ],
    footer=[
        ("/feedback", "Contacte-nos"),
        ("/privacy", "Política de privacidade"),
        ("/htmlmap", "Mapa do site"),
        ("http://www.valdouro-univ.hx49.example/", "Universidade de Valdouro"),
    ],
    title_format="{name}: {title}",
    home_title="RepositóriUV: Página inicial",
    banner='<div class="uv-brand">Serviços de Documentação · Universidade de Valdouro</div>',
    login="/password-login",
    search="/simple-search",
)
HV5_UNI = Deployment(
    host="www.valdouro-univ.hx49.example",
    name="Universidade de Valdouro",
    lang="pt",
    menu=[("/ensino", "Ensino"), ("/investigacao", "Investigação")],
    skin="minimal",
)


def _hv5_item(
    handle: str,
    title: str,
    authors: list[str],
    abstract: str,
    files: list[tuple[str, str, str]],
    collection: tuple[str, str],
    related: list[tuple[str, str]],
) -> str:
    rows = "".join(
        f'<tr><td class="standard"><a href="/bitstream/{handle}/{seq}/{escape(name)}">'
        f"{escape(name)}</a></td><td>{escape(desc)}</td><td>{escape(fmt)}</td>"
        f'<td><a class="btn" href="/bitstream/{handle}/{seq}/{escape(name)}">Abrir</a></td></tr>'
        for seq, (name, desc, fmt) in enumerate(files, 1)
    )
    authors_html = "; ".join(
        f'<a href="/browse?type=author&amp;value={quote_plus(a)}">{escape(a)}</a>' for a in authors
    )
    main = (
        f'<table class="itemDisplayTable"><tr><td class="metadataFieldLabel">Título:</td>'
        f'<td class="metadataFieldValue">{escape(title)}</td></tr>'
        f"<tr><td>Autor:</td><td>{authors_html}</td></tr>"
        f"<tr><td>Resumo:</td><td>{escape(abstract)}</td></tr>"
        f"<tr><td>URI:</td><td>http://hdl.handle.test/{handle}</td></tr>"
        f'<tr><td>Aparece nas coleções:</td><td><a href="/handle/{collection[0]}">'
        f"{escape(collection[1])}</a></td></tr></table>"
        f'<p class="fullrec"><a href="/handle/{handle}?mode=full">Mostrar registo em formato completo</a></p>'
        f'<table class="panel"><tr><th>Ficheiro</th><th>Descrição</th><th>Formato</th><th></th></tr>{rows}</table>'
        f'<p class="export">Exportar: <a href="/handle/{handle}/export?format=bibtex">BibTeX</a> '
        f'<a href="/handle/{handle}/export?format=endnote">EndNote</a></p>'
        '<p class="license">Este registo está protegido por <a href="http://creativecommons.test/licenses/by/4.0/">'
        "CC BY 4.0</a>.</p>"
    )
    aside = "<h3>Itens relacionados</h3>" + ul(related) if related else ""
    head = f'<link rel="schema.DCTERMS" href="http://purl.test/dc/terms/"><meta name="DC.title" content="{escape(title)}">'
    return HV5.page(title, main, head=head, aside=aside)


def _hv5_full(handle: str, title: str, authors: list[str]) -> str:
    rows = "".join(f"<tr><td>dc.contributor.author</td><td>{escape(a)}</td></tr>" for a in authors)
    main = (
        f'<table class="itemDisplayTable"><tr><td>dc.title</td><td>{escape(title)}</td></tr>{rows}'
        f"<tr><td>dc.identifier.uri</td><td>http://hdl.handle.test/{handle}</td></tr></table>"
        f'<p><a href="/handle/{handle}">Mostrar registo simples</a></p>'
    )
    return HV5.page(title, main)


def _hv5_bib(handle: str, title: str, authors: list[str]) -> PageValue:
    return text(
        f"@misc{{uv{handle.split('/')[1]},\n  title = {{{title}}},\n  author = {{{' and '.join(authors)}}},\n"
        f"  url = {{http://hdl.handle.test/{handle}}}\n}}\n",
        "application/x-bibtex; charset=utf-8",
    )


def _hv5_endnote(handle: str, title: str, authors: list[str]) -> PageValue:
    lines = [
        "%0 Generic",
        f"%T {title}",
        *(f"%A {a}" for a in authors),
        f"%U http://hdl.handle.test/{handle}",
    ]
    return text("\n".join(lines) + "\n", "application/x-endnote-refer; charset=utf-8")


HV5_T1 = "Dinâmica sedimentar do estuário do Douro entre 1990 e 2020"
HV5_A1 = ["Ferreira, Ana Luísa"]
HV5_T2 = "Microplásticos em bivalves da costa norte: amostragem, métodos e dados"
HV5_A2 = ["Matos, Rui", "Sequeira, Inês", "Costa, Pedro M."]
HV5_FILES2 = [
    ("artigo_final.pdf", "Versão publicada", "Adobe PDF"),
    ("material_suplementar.xlsx", "Tabelas suplementares S1-S4", "Microsoft Excel XML"),
    ("dados_brutos.zip", "Contagens por amostra", "ZIP"),
    ("license.txt", "Licença de depósito", "Texto"),
]


def _hv5_sites() -> list[Site]:
    h1, h2 = "10400.31/2207", "10400.31/3518"
    pages: dict[str, PageValue] = {
        f"/handle/{h1}": _hv5_item(
            h1,
            HV5_T1,
            HV5_A1,
            "Tese de mestrado sobre transporte de sedimentos no estuário.",
            [("tese_AFerreira.pdf", "Texto integral", "Adobe PDF")],
            ("10400.31/15", "Teses de Mestrado - Ciências do Mar"),
            [("/handle/10400.31/2199", "Morfologia da barra do Douro")],
        ),
        f"/handle/{h1}?mode=full": _hv5_full(h1, HV5_T1, HV5_A1),
        f"/handle/{h1}/export?format=bibtex": _hv5_bib(h1, HV5_T1, HV5_A1),
        f"/handle/{h1}/export?format=endnote": _hv5_endnote(h1, HV5_T1, HV5_A1),
        f"/bitstream/{h1}/1/tese_AFerreira.pdf": binary(
            pdf(HV5_T1, ["Ana Luísa Ferreira"]), "application/pdf"
        ),
        f"/handle/{h2}": _hv5_item(
            h2,
            HV5_T2,
            HV5_A2,
            "Artigo com dados de contagem de microplásticos em mexilhões e berbigões.",
            HV5_FILES2,
            ("10400.31/22", "Artigos - Biologia Marinha"),
            [
                ("/handle/10400.31/3490", "Protocolo de digestão enzimática de tecidos"),
                ("/handle/10400.31/3601", "Microplásticos em sedimentos de praia"),
                ("/handle/10400.31/2207", HV5_T1),
            ],
        ),
        f"/handle/{h2}?mode=full": _hv5_full(h2, HV5_T2, HV5_A2),
        f"/handle/{h2}/export?format=bibtex": _hv5_bib(h2, HV5_T2, HV5_A2),
        f"/handle/{h2}/export?format=endnote": _hv5_endnote(h2, HV5_T2, HV5_A2),
        f"/bitstream/{h2}/1/artigo_final.pdf": binary(pdf(HV5_T2, HV5_A2), "application/pdf"),
        f"/bitstream/{h2}/2/material_suplementar.xlsx": binary(
            b"PK\x03\x04suplementar",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        f"/bitstream/{h2}/3/dados_brutos.zip": zipped(
            {"contagens.csv": "amostra,n\nM1,14\nM2,9\n"}
        ),
        f"/bitstream/{h2}/4/license.txt": text("Licença de distribuição não-exclusiva.\n"),
    }
    for h, t in [
        ("10400.31/2199", "Morfologia da barra do Douro"),
        ("10400.31/3490", "Protocolo de digestão enzimática de tecidos"),
        ("10400.31/3601", "Microplásticos em sedimentos de praia"),
    ]:
        pages[f"/handle/{h}"] = HV5.page(t, f"<h1>{escape(t)}</h1><p>Registo noutra coleção.</p>")
    home = "<h1>Bem-vindo ao RepositóriUV</h1><h2>Depósitos recentes</h2>" + ul(
        [
            (f"/handle/{h2}", HV5_T2),
            ("/handle/10400.31/3601", "Microplásticos em sedimentos de praia"),
        ]
    )
    return [HV5.site(pages, home_main=home), HV5_UNI.site({})]


HV5_TYPE = "HandleVault 5 install at Universidade de Valdouro"


def _hv5_cases() -> list[Case]:
    u = HV5.url
    h1, h2 = "10400.31/2207", "10400.31/3518"
    return [
        # Single Hop, like the seed's Figshare/Zenodo rows: the files, full record and
        # exports are one hop from the item page, amid menus the 404 page and homepage share.
        case(
            "hv5-thesis",
            f"{HV5_TYPE} (master's thesis, one PDF)",
            "Single Hop",
            "single_page_plus_ignored",
            u(f"/handle/{h1}"),
            [
                u(f"/handle/{h1}"),
                u(f"/handle/{h1}?mode=full"),
                u(f"/handle/{h1}/export?format=bibtex"),
                u(f"/handle/{h1}/export?format=endnote"),
                u(f"/bitstream/{h1}/1/tese_AFerreira.pdf"),
            ],
            _hv5_sites,
            others=[u("/handle/10400.31/2199")],
        ),
        # Same Single Hop shape with four bitstreams and a related-items sidebar that links
        # the first case's thesis; the homepage features this item (seed step 4 keeps it).
        case(
            "hv5-article-supplements",
            f"{HV5_TYPE} (article with supplement, raw data and licence bitstreams)",
            "Single Hop",
            "single_page_plus_ignored",
            u(f"/handle/{h2}"),
            [
                u(f"/handle/{h2}"),
                u(f"/handle/{h2}?mode=full"),
                u(f"/handle/{h2}/export?format=bibtex"),
                u(f"/handle/{h2}/export?format=endnote"),
                *(u(f"/bitstream/{h2}/{i}/{n}") for i, (n, _d, _f) in enumerate(HV5_FILES2, 1)),
            ],
            _hv5_sites,
            others=[u("/handle/10400.31/3490"), u("/handle/10400.31/3601"), u(f"/handle/{h1}")],
        ),
    ]


# ----------------------------------------------------------- HandleVault 8 (de, app) -----

HV8 = Deployment(
    host="opus.hochschule-lindgau.hx49.example",
    name="OPUS Lindgau",
    languages=["en"],
    soft_404=True,
    cdn="http://cdn.jsdelivr.test/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css",
    lang="de",
    skin="app",
    menu=[
        ("/communities", "Bereiche & Sammlungen"),
        ("/browse/dateissued", "Nach Datum"),
        ("/browse/author", "Nach Person"),
        ("/statistics", "Statistik"),
        ("/info/publizieren", "Publizieren"),
    ],
    footer=[
        ("/info/impressum", "Impressum"),
        ("/info/privacy", "Datenschutz"),
        ("/info/accessibility", "Barrierefreiheit"),
        ("/info/feedback", "Feedback"),
    ],
    title_format="{title} – {name}",
    home_title="OPUS Lindgau – Publikationsserver der Hochschule Lindgau",
    banner='<div class="hs-brand">Hochschule Lindgau · Bibliothek</div>',
    search="/search",
)
HV8_DL = Deployment(
    host="download.hochschule-lindgau.hx49.example",
    name="OPUS Lindgau Download",
    lang="de",
    menu=[],
    skin="minimal",
)

HV8_R1 = (
    "6f1c2a90-3b7e-4d51-9a0e-51c8d2b4e713",
    "Lastmanagement in Quartiersnetzen mit Wärmepumpen",
)
HV8_R2 = (
    "b83d04e1-92aa-4c6f-8e35-0d7f6a2c9b58",
    "Messdaten Fassadenbegrünung Campus Nord 2021–2023",
)


def _hv8_record(
    uuid: str,
    title: str,
    items: list[tuple[str, str, str]],
    describedby: list[tuple[str, str]],
    extra_main: str,
    aside: str,
) -> PageValue:
    """The item page: Link headers name the files (item) and metadata (describedby)."""
    links = [(HV8.url(f"/entities/publication/{uuid}"), "cite-as")]
    links += [(u, f'item; type="{t}"') for u, _n, t in items]
    links += [(u, f'describedby; type="{t}"') for u, t in describedby]
    links += [
        ("http://orcid.test/0000-0002-1825-0097", "author"),
        ("http://creativecommons.test/licenses/by/4.0/", "license"),
        ("http://schema.test/ScholarlyArticle", "type"),
    ]
    files = "".join(
        f'<div class="file-section"><a class="dl" href="{escape(u)}">{escape(n)}</a> <span>{escape(t)}</span></div>'
        for u, n, t in items
    )
    meta = " ".join(f'<a href="{escape(u)}">{escape(t.split("/")[-1])}</a>' for u, t in describedby)
    main = (
        f'<ds-item-page><h1 class="item-page-title">{escape(title)}</h1>'
        f'<div class="item-page-files"><h2>Dateien</h2>{files}</div>'
        f'<div class="item-page-export"><h2>Metadaten exportieren</h2>{meta}</div>{extra_main}'
        f'<p class="uri">Zitierlink: {HV8.url(f"/entities/publication/{uuid}")}</p></ds-item-page>'
    )
    head = "".join(f'<link rel="item" href="{escape(u)}" type="{t}">' for u, _n, t in items)
    head += "".join(
        f'<link rel="describedby" href="{escape(u)}" type="{t}">' for u, t in describedby
    )
    return with_links(HV8.page(title, main, head=head, aside=aside), links)


def _hv8_meta(uuid: str, title: str) -> PageValue:
    return text(
        f'<?xml version="1.0"?><resource><identifier>{uuid}</identifier>'
        f"<titles><title>{escape(title)}</title></titles></resource>\n",
        "application/vnd.datacite.datacite+xml",
    )


def _hv8_sites() -> list[Site]:
    u1, t1 = HV8_R1
    u2, t2 = HV8_R2
    api = HV8.url
    dl = HV8_DL.url
    r1_items = [
        (
            api("/bitstreams/a71e0c52-5d0b-4f7e-b2d4-0c6a0e11f9a3/download"),
            "Masterarbeit_Quartiersnetze.pdf",
            "application/pdf",
        )
    ]
    r1_meta = [
        (api(f"/server/signposting/describedby/{u1}"), "application/vnd.datacite.datacite+xml")
    ]
    r2_items = [
        (
            api("/bitstreams/0d3c9e11-6a27-4b1f-9f0c-2e8d5a7c4b60/download"),
            "Messkonzept.pdf",
            "application/pdf",
        ),
        (
            dl(f"/{u2}/fassade_temperatur_2021-2023.csv"),
            "fassade_temperatur_2021-2023.csv",
            "text/csv",
        ),
        (dl(f"/{u2}/fassade_feuchte_2021-2023.csv"), "fassade_feuchte_2021-2023.csv", "text/csv"),
        (dl(f"/{u2}/thermografie_bilder.zip"), "thermografie_bilder.zip", "application/zip"),
    ]
    r2_meta = [
        (api(f"/server/signposting/describedby/{u2}"), "application/vnd.datacite.datacite+xml"),
        (
            api(
                f"/server/oai/request?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:opus:{u2}"
            ),
            "application/xml",
        ),
    ]
    related = "<h3>Ähnliche Publikationen</h3>" + ul(
        [("/entities/publication/1d2e3f40-aaaa-4bbb-8ccc-111122223333", "Wärmepumpen im Bestand")]
    )
    versions = (
        '<div class="item-versions"><h2>Versionen</h2><table><tr><th>Version</th><th>Datum</th></tr>'
        '<tr><td><a href="/entities/publication/9e8d7c6b-1111-4222-8333-444455556666">1</a></td><td>2022-03-01</td></tr>'
        "<tr><td>2 (diese Version)</td><td>2024-01-15</td></tr></table></div>"
    )
    coll = '<p>Sammlung: <a href="/collections/ba8e5c1d-7777-4888-9999-000011112222">Forschungsdaten Bauphysik</a></p>'
    pages: dict[str, PageValue] = {
        f"/entities/publication/{u1}": _hv8_record(
            u1,
            t1,
            r1_items,
            r1_meta,
            '<p>Sammlung: <a href="/collections/5c4b3a29-1111-4aaa-8bbb-cccc0000dddd">Abschlussarbeiten Energietechnik</a></p>',
            related,
        ),
        "/bitstreams/a71e0c52-5d0b-4f7e-b2d4-0c6a0e11f9a3/download": binary(
            pdf(t1, ["Masterarbeit"]), "application/pdf"
        ),
        f"/server/signposting/describedby/{u1}": _hv8_meta(u1, t1),
        f"/entities/publication/{u2}": _hv8_record(
            u2,
            t2,
            r2_items,
            r2_meta,
            coll + versions + share(api(f"/entities/publication/{u2}")),
            "",
        ),
        "/bitstreams/0d3c9e11-6a27-4b1f-9f0c-2e8d5a7c4b60/download": binary(
            pdf("Messkonzept", [t2]), "application/pdf"
        ),
        f"/server/signposting/describedby/{u2}": _hv8_meta(u2, t2),
        f"/server/oai/request?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:opus:{u2}": text(
            f"<OAI-PMH><GetRecord><record><metadata><dc:title>{escape(t2)}</dc:title></metadata></record></GetRecord></OAI-PMH>\n",
            "application/xml",
        ),
        "/entities/publication/1d2e3f40-aaaa-4bbb-8ccc-111122223333": HV8.page(
            "Wärmepumpen im Bestand", "<h1>Wärmepumpen im Bestand</h1>"
        ),
        "/entities/publication/9e8d7c6b-1111-4222-8333-444455556666": with_links(
            HV8.page(t2 + " (Version 1)", f"<h1>{escape(t2)}</h1><p>Version 1</p>"),
            [(api("/entities/publication/9e8d7c6b-1111-4222-8333-444455556666"), "cite-as")],
        ),
    }
    downloads: dict[str, PageValue] = {
        f"/{u2}/fassade_temperatur_2021-2023.csv": text(
            "zeit,sensor,t_c\n2021-05-01T00:00,N1,12.4\n", "text/csv"
        ),
        f"/{u2}/fassade_feuchte_2021-2023.csv": text(
            "zeit,sensor,rh\n2021-05-01T00:00,N1,71\n", "text/csv"
        ),
        f"/{u2}/thermografie_bilder.zip": zipped({"IR_0001.txt": "thermografie"}),
    }
    return [HV8.site(pages), HV8_DL.site(downloads)]


HV8_TYPE = "HandleVault 8 install at Hochschule Lindgau"


def _hv8_cases() -> list[Case]:
    u = HV8.url
    u1, u2 = HV8_R1[0], HV8_R2[0]
    return [
        # The newer major version signposts its boundary (item + describedby Link headers):
        # the seed's machine-friendly answer, so signposting over any structural guess.
        case(
            "hv8-thesis-signposted",
            f"{HV8_TYPE} (signposted thesis, one file)",
            "Single Hop",
            "signposting",
            u(f"/entities/publication/{u1}"),
            [
                u(f"/entities/publication/{u1}"),
                u("/bitstreams/a71e0c52-5d0b-4f7e-b2d4-0c6a0e11f9a3/download"),
                u(f"/server/signposting/describedby/{u1}"),
            ],
            _hv8_sites,
            others=[u("/entities/publication/1d2e3f40-aaaa-4bbb-8ccc-111122223333")],
        ),
        # Harder: three of four files come from the proxied download host, two metadata
        # formats, and an older version listed on the page (a separate record).
        case(
            "hv8-dataset-download-host",
            f"{HV8_TYPE} (signposted dataset, files on the download server, versions)",
            "Multi-Hop",
            "signposting",
            u(f"/entities/publication/{u2}"),
            [
                u(f"/entities/publication/{u2}"),
                u("/bitstreams/0d3c9e11-6a27-4b1f-9f0c-2e8d5a7c4b60/download"),
                HV8_DL.url(f"/{u2}/fassade_temperatur_2021-2023.csv"),
                HV8_DL.url(f"/{u2}/fassade_feuchte_2021-2023.csv"),
                HV8_DL.url(f"/{u2}/thermografie_bilder.zip"),
                u(f"/server/signposting/describedby/{u2}"),
                u(
                    f"/server/oai/request?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:opus:{u2}"
                ),
            ],
            _hv8_sites,
            others=[u("/entities/publication/9e8d7c6b-1111-4222-8333-444455556666")],
        ),
    ]


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


CASES: list[Case] = [*_hv5_cases(), *_hv8_cases(), *_pp_cases(), *_ppm_cases(), *_rf_cases()]
