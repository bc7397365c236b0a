"""heldout49, HandleVault (our DSpace-like package), two major versions at two
institutions.

Version 5 at Universidade de Valdouro (Portuguese theme) renders server-side item pages at
/handle/<prefix>/<n> whose bitstreams, full record and exports sit one hop away amid the
install's menus: the seed's Single Hop shape (its Figshare/Zenodo rows),
single_page_plus_ignored.  Version 8 at Hochschule Lindgau (German, single-page-app shell,
proxied download server) announces each item's files and metadata with Signposting Link
headers, the seed's machine-friendly boundary: signposting.
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


CASES: list[Case] = [*_hv5_cases(), *_hv8_cases()]
