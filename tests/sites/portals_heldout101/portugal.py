"""The Portuguese portal of heldout101: a university research-data repository in Dryad's
shape (data packages whose pages carry the package title, data files one hop from them).
Markup and URL shapes are this set's own."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, csv, ris, zip_file

# --- Portuguese research-data repository in Dryad's shape -----------------------------------

PT = "dados.lusoinvestiga.hx101.example"
pt = Chrome(
    PT,
    "LusoDados",
    menu=[
        ("/navegar", "Navegar"),
        ("/submeter", "Submeter dados"),
        ("/sobre", "Sobre"),
        ("/ajuda", "Ajuda"),
    ],
    footer=[
        ("/termos", "Termos de utilização"),
        ("/privacidade", "Privacidade"),
        ("/contactos", "Contactos"),
    ],
    title_format="{title}",
    home_title="LusoDados - Repositório de dados de investigação",
    lang="pt",
    cookie_text="Este sítio utiliza cookies para fins estatísticos.",
    cookie_label="Saber mais",
)
T1 = "Dados de: Variação sazonal do fitoplâncton no estuário do Tejo"
T2 = "Dados de: Genómica populacional do lince-ibérico em cativeiro"
K1, K2 = "10.99104/lusodados.k3m9", "10.99104/lusodados.w7p2"


def _pt_package(doi: str, title: str, nfiles: int, version: str = "") -> str:
    files = "".join(
        f'<li><a href="/registo/{doi}/{i}">Ficheiro {i}</a></li>' for i in range(1, nfiles + 1)
    )
    vq = f" (versão {version})" if version else ""
    return f"""<p class="crumbs"><a href="/navegar">Navegar</a></p><div class="pacote">
<h1>{escape(title)}</h1><p class="citacao">Citação: {escape(title)}. LusoDados{vq}.
doi:{doi}</p><p>Artigo associado: <a href="http://revista-ciencias-marinhas.test/artigo/77">
publicado na revista</a></p><h2>Ficheiros deste pacote</h2><ul>{files}</ul>
<p><a href="/descarregar/{doi}.zip">Descarregar o pacote completo</a> · <a
href="/registo/{doi}?mostrar=completo">Registo completo</a> · <a
href="/registo/{doi}/citacao.ris">Exportar citação (RIS)</a></p>
<p>Licença: <a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0</a></p></div>"""


def _pt_file(doi: str, title: str, i: int, name: str) -> str:
    return pt.page(
        f"{title} - ficheiro {i}",
        f"""<div class="ficheiro"><h1>{escape(name)}</h1>
<p>Este ficheiro faz parte do pacote <a href="/registo/{doi}">{escape(title)}</a>.</p>
<p><a href="/bitstream/{doi}/{i}/{name}">Descarregar {escape(name)}</a></p></div>""",
    )


def _pt_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    specs = [
        (K1, T1, ["fitoplancton_2019_2021.csv"], []),
        (K2, T2, ["genotipos.vcf", "amostras.csv", "LEIAME.txt"], ["1"]),
    ]
    for doi, title, names, versions in specs:
        pages[f"/registo/{doi}"] = pt.page(title, _pt_package(doi, title, len(names)))
        pages[f"/registo/{doi}?mostrar=completo"] = pt.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}"
            f'</td></tr></table><p><a href="/registo/{doi}">Registo simples</a></p>',
        )
        pages[f"/registo/{doi}/citacao.ris"] = ris(title, "Equipa", "2024", "DATA")
        pages[f"/descarregar/{doi}.zip"] = zip_file({n: "dados\n" for n in names})
        for v in versions:
            pages[f"/registo/{doi}?versao={v}"] = pt.page(title, _pt_package(doi, title, 1, v))
        if versions:
            pages[f"/registo/{doi}"] = pages[f"/registo/{doi}"].replace(  # type: ignore[union-attr]
                "</h1>",
                "</h1><p>Versões anteriores: "
                + " ".join(f'<a href="/registo/{doi}?versao={v}">versão {v}</a>' for v in versions)
                + "</p>",
                1,
            )
        for i, name in enumerate(names, 1):
            pages[f"/registo/{doi}/{i}"] = _pt_file(doi, title, i, name)
            pages[f"/bitstream/{doi}/{i}/{name}"] = csv([["amostra", "valor"], ["A1", "0.42"]])
    return [pt.site(pages)]


def _pt_truth(doi: str, names: list[str], versions: list[str]) -> list[str]:
    b = f"http://{PT}"
    out = [
        f"{b}/registo/{doi}",
        f"{b}/registo/{doi}?mostrar=completo",
        f"{b}/registo/{doi}/citacao.ris",
        f"{b}/descarregar/{doi}.zip",
    ]
    out += [f"{b}/registo/{doi}?versao={v}" for v in versions]
    for i, name in enumerate(names, 1):
        out += [f"{b}/registo/{doi}/{i}", f"{b}/bitstream/{doi}/{i}/{name}"]
    return out


def _pt_cases() -> list[Case]:
    return [
        # A data package in Dryad's shape: the title "Dados de: ..." is in every page and
        # metadata export of the package, but not in the data files or the zip, which are one
        # hop from those pages: the seed's Dryad row, Significant String from Title+ with
        # Ignored URIs.
        case(
            "lusodados-plankton",
            "Portuguese research-data repository (Dryad-like package)",
            "dataset",
            "sig_title_plus_ignored",
            f"http://{PT}/registo/{K1}",
            _pt_truth(K1, ["fitoplancton_2019_2021.csv"], []),
            _pt_sites,
        ),
        # Harder: three file pages each linking a data file, an earlier version, a zip.
        case(
            "lusodados-lynx-genomics",
            "Portuguese research-data repository (versioned package)",
            "dataset",
            "sig_title_plus_ignored",
            f"http://{PT}/registo/{K2}",
            _pt_truth(K2, ["genotipos.vcf", "amostras.csv", "LEIAME.txt"], ["1"]),
            _pt_sites,
        ),
    ]


def cases() -> list[Case]:
    return _pt_cases()
