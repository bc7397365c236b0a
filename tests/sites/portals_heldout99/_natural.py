"""Natural-history portals of heldout99: a specimen database (UUID-keyed records with media
and an API host), a standalone herbarium sheet viewer, a 3D specimen model repository with
an external download host, and a collection dataset publisher (IPT-style ``?r=`` resources).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, jpeg, jsonr, table, ul, wav, zipped

# --- specimen database: significant string from URI ----------------------------------------

SPEC = Chrome(
    host="specimens.vellumbeck.hx99.example",
    name="Vellumbeck Natural History Collections",
    tagline="Specimen data portal",
    menu=(
        ("/collections", "Collections"),
        ("/search?type=specimen", "Specimens"),
        ("/taxa", "Taxa"),
        ("/datasets", "Datasets"),
        ("/help/api", "API"),
    ),
    home_main='<h1>Explore 4.2 million specimens</h1><p><a href="/collections/entomology">'
    'Entomology</a> · <a href="/collections/ornithology">Ornithology</a></p>',
)
SPEC_API = "api.vellumbeck.hx99.example"
BEETLE = "3f0c9a52-7d1e-4b8a-9c61-0e2f4d5a8b13"
BEETLE_SIBS = ("a81d6e07-52c4-4f39-b0e3-9d1c7f2a6e58", "c5e2b941-0f6a-48d7-8e15-3b7a9c0d4f26")
BIRD = "e7b3d510-9a2c-4c6e-a4f1-58d20b9e37c4"
BIRD_SIBS = ("19f4c8a3-6b7e-4d25-9e02-c3a1f5b8d760",)
BIRD_IMAGES = 7  # three on the record, four more on page 2 of its media list


def _spec_record(key: str, taxon: str, sciname: str, rows: list[tuple[str, str]]) -> str:
    return f"<h1><i>{escape(sciname)}</i></h1><p class='key'>Occurrence key {key}</p>" + table(
        [
            ("Taxon", f'<a href="/taxa/{taxon}">{escape(sciname)}</a>'),
            *rows,
        ]
    )


def _specimen_pages() -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": jsonr({"service": "vellumbeck specimen api", "v": 2})}
    b = BEETLE
    sibs = ul([(f"/specimen/{k}", f"Specimen {k[:8]}") for k in BEETLE_SIBS])
    main = _spec_record(
        b,
        "carabus-auronitens",
        "Carabus auronitens Fabricius, 1792",
        [
            ("Catalogue number", "VBK-ENT-0091827"),
            ("Type status", "Paratype"),
            ("Locality", "Hohes Venn, 610 m"),
            ("Collection", '<a href="/collections/entomology">Entomology</a>'),
        ],
    )
    main += (
        f'<figure><img src="/media/{b}/habitus_dorsal.jpg?w=600" alt="dorsal habitus">'
        "</figure><h2>Media</h2>"
        + ul(
            [
                (f"/media/{b}/habitus_dorsal.jpg", "Habitus, dorsal (JPEG, 4.1 MB)"),
                (f"/media/{b}/labels.jpg", "Labels (JPEG)"),
            ]
        )
        + "<h2>Data</h2>"
        + ul(
            [
                (f"/occurrence/search?specimenKey={b}", "Occurrence in the search index"),
                (f"http://{SPEC_API}/v2/specimen/{b}", "JSON record (API)"),
                (f"http://{SPEC_API}/v2/specimen/{b}/dwc.xml", "Darwin Core XML"),
                (f"/cite?specimen={b}&style=bibtex", "Cite (BibTeX)"),
            ]
        )
    )
    aside = "<h2>Same collecting event</h2>" + sibs + '<p><a href="/feedback">Report</a></p>'
    pages[f"/specimen/{b}"] = SPEC.page("Carabus auronitens paratype", main, aside=aside)
    pages[f"/media/{b}/habitus_dorsal.jpg"] = jpeg(1)
    pages[f"/media/{b}/labels.jpg"] = jpeg(2)
    pages[f"/occurrence/search?specimenKey={b}"] = SPEC.page(
        "Occurrence search",
        f'<h1>1 result</h1><ol><li><a href="/specimen/{b}">Carabus auronitens</a></li></ol>'
        f'<p><a href="/occurrence/download?specimenKey={b}&format=csv">Download CSV</a></p>',
    )
    pages[f"/occurrence/download?specimenKey={b}&format=csv"] = data(
        f"key,scientificName\n{b},Carabus auronitens\n", "text/csv"
    )
    pages[f"/cite?specimen={b}&style=bibtex"] = data(
        f"@misc{{vbk_{b[:8]}, title={{Carabus auronitens paratype}}, note={{{b}}}}}\n",
        "application/x-bibtex",
    )
    api[f"/v2/specimen/{b}"] = jsonr({"key": b, "scientificName": "Carabus auronitens"})
    api[f"/v2/specimen/{b}/dwc.xml"] = data(
        f"<dwr:SimpleDarwinRecord><dwc:occurrenceID>{b}</dwc:occurrenceID>"
        "</dwr:SimpleDarwinRecord>",
        "application/xml",
    )

    # the bird skin: more media, paginated media list, preparations, a call recording
    k = BIRD
    main = _spec_record(
        k,
        "lanius-excubitor",
        "Lanius excubitor Linnaeus, 1758",
        [
            ("Catalogue number", "VBK-ORN-1984-0412"),
            ("Preparation", "Study skin; tissue in ethanol; skeleton (partial)"),
            ("Collector", '<a href="/people/h-moerdijk">H. Moerdijk</a>'),
            ("Collection", '<a href="/collections/ornithology">Ornithology</a>'),
        ],
    )
    main += (
        "<h2>Media</h2>"
        + ul([(f"/media/{k}/{i}.jpg", f"Image {i}") for i in (1, 2, 3)])
        + f'<p><a href="/specimen/{k}/media?page=2">More images (4)</a></p>'
        + ul(
            [
                (f"/media/{k}/call.wav", "Call recorded before collection (WAV)"),
                (f"/specimen/{k}/preparations", "Preparations and tissue samples"),
                (f"http://{SPEC_API}/v2/specimen/{k}", "JSON record (API)"),
                (f"/cite?specimen={k}&style=bibtex", "Cite (BibTeX)"),
            ]
        )
    )
    aside = "<h2>Same collecting event</h2>" + ul(
        [(f"/specimen/{x}", f"Specimen {x[:8]}") for x in BIRD_SIBS]
    )
    pages[f"/specimen/{k}"] = SPEC.page("Lanius excubitor study skin", main, aside=aside)
    for i in range(1, BIRD_IMAGES + 1):
        pages[f"/media/{k}/{i}.jpg"] = jpeg(10 + i)
    pages[f"/specimen/{k}/media?page=2"] = SPEC.page(
        "Media, page 2",
        f'<h1>Media of specimen {k[:8]}</h1><p><a href="/specimen/{k}">Back to record</a></p>'
        + ul([(f"/media/{k}/{i}.jpg", f"Image {i}") for i in range(4, BIRD_IMAGES + 1)])
        + f'<p><a href="/specimen/{k}/media?page=1">Previous</a></p>',
    )
    pages[f"/specimen/{k}/media?page=1"] = SPEC.page(
        "Media, page 1",
        ul([(f"/media/{k}/{i}.jpg", f"Image {i}") for i in (1, 2, 3)])
        + f'<p><a href="/specimen/{k}/media?page=2">Next</a></p>',
    )
    pages[f"/media/{k}/call.wav"] = wav()
    pages[f"/specimen/{k}/preparations"] = SPEC.page(
        "Preparations",
        "<h1>Preparations</h1>"
        + ul(
            [
                (f"/preparation/{k}-T1", "Tissue, ethanol 96% (T1)"),
                (f"/preparation/{k}-S1", "Skeleton, partial (S1)"),
            ]
        )
        + '<p>Request a loan via <a href="/loans">the loans desk</a>.</p>',
    )
    for p in ("T1", "S1"):
        pages[f"/preparation/{k}-{p}"] = SPEC.page(
            f"Preparation {p}",
            f'<h1>Preparation {p}</h1><p>Of <a href="/specimen/{k}">specimen {k[:8]}</a>.</p>'
            + f'<p><a href="http://{SPEC_API}/v2/preparation/{k}-{p}">API</a></p>',
        )
        api[f"/v2/preparation/{k}-{p}"] = jsonr({"specimen": k, "preparation": p})
    pages[f"/cite?specimen={k}&style=bibtex"] = data(
        f"@misc{{vbk_{k[:8]}, title={{Lanius excubitor}}, note={{{k}}}}}\n",
        "application/x-bibtex",
    )
    api[f"/v2/specimen/{k}"] = jsonr({"key": k, "scientificName": "Lanius excubitor"})
    for other in (*BEETLE_SIBS, *BIRD_SIBS):
        pages[f"/specimen/{other}"] = SPEC.page(
            f"Specimen {other[:8]}",
            f"<h1>Specimen {other[:8]}</h1><p>Key {other}</p>"
            f'<p><a href="http://{SPEC_API}/v2/specimen/{other}">API</a></p>',
        )
        api[f"/v2/specimen/{other}"] = jsonr({"key": other})
    for path in (
        "/taxa/carabus-auronitens",
        "/taxa/lanius-excubitor",
        "/collections/entomology",
        "/collections/ornithology",
        "/people/h-moerdijk",
        "/feedback",
        "/loans",
    ):
        pages[path] = SPEC.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return pages, api


def build_specimens() -> list[Site]:
    pages, api = _specimen_pages()
    return [*SPEC.sites(pages), Site(SPEC_API, api)]


def _spec_truth(key: str, paths: list[str], api: list[str]) -> list[str]:
    return [
        SPEC.url(f"/specimen/{key}"),
        *map(SPEC.url, paths),
        *(f"http://{SPEC_API}{p}" for p in api),
    ]


# --- herbarium sheet viewer: single page plus ------------------------------------------------

VIEW_HOST = "viewer.sheetfolio.hx99.example"


def _viewer(title: str, sheets: list[str], extras: list[tuple[str, str]]) -> str:
    first = sheets[0]
    items = []
    for s in sheets:
        items.append((f"/iiif/{s}/full/max/0/default.jpg", f"Download {s} (full size)"))
        items.append((f"/iiif/{s}/full/1200,/0/default.jpg", f"Download {s} (1200 px)"))
        items.append((f"/iiif/{s}/info.json", f"IIIF image information for {s}"))
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>
<script src="http://cdn.sheetfolio.hx99.example/osd/openseadragon-4.1.min.js"></script>
</head><body class="viewer"><div id="osd" data-tiles="/iiif/{first}/info.json">
<img src="/iiif/{first}/full/600,/0/default.jpg" alt="{escape(title)}"></div>
<div class="toolbar"><button>Zoom in</button><button>Zoom out</button><button>Rotate</button>
</div>{ul(items + extras, "downloads")}</body></html>
"""


def build_viewer() -> list[Site]:
    site = Site(VIEW_HOST)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>SheetFolio viewer</title></head><body>"
        "<p>SheetFolio image viewer service.</p></body></html>",
    )
    site.add(
        "/view/BRNM-042117",
        _viewer(
            "BRNM 042117 Quercus petraea (Matt.) Liebl. - sheet viewer",
            ["BRNM042117"],
            [("/iiif/BRNM042117/manifest.json", "IIIF manifest")],
        ),
    )
    sheets = ["PRC-455120-1", "PRC-455120-2", "PRC-455120-3"]
    site.add(
        "/view/PRC-455120",
        _viewer(
            "PRC 455120 Dactylorhiza majalis (Rchb.) P.F.Hunt & Summerh. - 3 sheets",
            sheets,
            [
                ("/iiif/PRC-455120/manifest.json", "IIIF manifest (all sheets)"),
                ("/ocr/PRC-455120/labels.txt", "Label transcription (OCR)"),
                ("/annotations/PRC-455120.json", "Annotations (W3C)"),
                ("/export/PRC-455120.zip", "Download all sheets (ZIP)"),
            ],
        ),
    )
    for s in ["BRNM042117", *sheets]:
        for size in ("max", "1200,", "600,"):
            site.add(f"/iiif/{s}/full/{size}/0/default.jpg", jpeg(len(s)))
        site.add(f"/iiif/{s}/info.json", jsonr({"id": f"http://{VIEW_HOST}/iiif/{s}"}))
    site.add("/iiif/BRNM042117/manifest.json", jsonr({"label": "BRNM 042117"}))
    site.add("/iiif/PRC-455120/manifest.json", jsonr({"label": "PRC 455120"}))
    site.add(
        "/ocr/PRC-455120/labels.txt", data("Flora Bohemica. Dactylorhiza majalis\n", "text/plain")
    )
    site.add("/annotations/PRC-455120.json", jsonr({"type": "AnnotationPage", "items": []}))
    site.add("/export/PRC-455120.zip", zipped(3))
    cdn = Site("cdn.sheetfolio.hx99.example")
    cdn.add("/osd/openseadragon-4.1.min.js", Response.data(b"/* osd */\n", "text/javascript"))
    return [site, cdn]


def _viewer_truth(path: str, sheets: list[str], extras: list[str]) -> list[str]:
    out = [path, *extras]
    for s in sheets:
        out += [f"/iiif/{s}/full/max/0/default.jpg", f"/iiif/{s}/full/1200,/0/default.jpg"]
        out.append(f"/iiif/{s}/info.json")
    return [f"http://{VIEW_HOST}{p}" for p in out]


# --- 3D specimen model repository: path based with externals -------------------------------

MODELS = Chrome(
    host="models.ossuaria.hx99.example",
    name="Ossuaria 3D",
    tagline="3D models of vertebrate specimens",
    menu=(("/browse", "Browse"), ("/collections", "Collections"), ("/upload", "Upload")),
    footer=(("/about", "About"), ("/terms", "Terms"), ("/privacy", "Privacy")),
    social=False,
    home_main='<h1>Ossuaria 3D</h1><p><a href="/browse?sort=new">Newest models</a></p>',
)
DL = "dl.ossuaria-files.hx99.example"
CAVELION = "/models/cave-lion-skull-ossu-4471/"
AUROCHS = "/models/aurochs-mandible-series-ossu-4512/"


def _model_pages() -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    side = "<h2>More from this collection</h2>" + ul(
        [
            ("/models/brown-bear-cranium-ossu-3920/", "Brown bear cranium"),
            ("/collections/pleistocene-carnivores", "Pleistocene carnivores"),
        ]
    )
    c = CAVELION
    pages[c] = MODELS.page(
        "Cave lion skull",
        '<h1>Cave lion skull (<i>Panthera spelaea</i>)</h1><div id="viewer3d" '
        f'data-src="http://{DL}/m/4471/skull_lowpoly.glb"></div>'
        + table(
            [
                ("Specimen", "OSSU-4471, cranium"),
                ("Uploaded by", '<a href="/users/ldubois">L. Dubois</a>'),
                ("Licence", "CC BY-NC 4.0"),
            ]
        )
        + ul([(c + "files/", "Files (3)"), (c + "embed/", "Embed this model")])
        + '<p>Tags: <a href="/browse?tag=felidae">felidae</a></p>',
        aside=side,
    )
    pages[c + "files/"] = MODELS.page(
        "Files: Cave lion skull",
        f'<h1>Files</h1><p><a href="{c}">Back to model</a></p>'
        + ul(
            [
                (f"http://{DL}/m/4471/skull.ply", "skull.ply (212 MB)"),
                (f"http://{DL}/m/4471/skull_lowpoly.glb", "skull_lowpoly.glb (14 MB)"),
                (f"http://{DL}/m/4471/textures.zip", "textures.zip"),
            ]
        ),
    )
    pages[c + "embed/"] = MODELS.page(
        "Embed: Cave lion skull",
        f'<h1>Embed</h1><pre>&lt;iframe src="{MODELS.url(c)}"&gt;</pre>'
        f'<p><a href="{c}">Back to model</a></p>',
    )
    for name in ("skull.ply", "skull_lowpoly.glb", "textures.zip"):
        files[f"/m/4471/{name}"] = data(b"ply\nformat binary\n", "application/octet-stream")

    a = AUROCHS
    pages[a] = MODELS.page(
        "Aurochs mandible series",
        "<h1>Aurochs mandible series (<i>Bos primigenius</i>)</h1>"
        + table([("Specimens", "OSSU-4512 a-c"), ("Current version", "3")])
        + ul(
            [
                (a + "files/", "Files of version 3"),
                (a + "versions/", "All versions"),
                (a + "annotations/", "Annotations (5)"),
                (a + "comments/", "Comments"),
            ]
        )
        + '<p>By <a href="/users/ktamm">K. Tamm</a></p>',
        aside=side,
    )
    pages[a + "files/"] = MODELS.page(
        "Files: Aurochs mandible series",
        "<h1>Files (version 3)</h1>"
        + ul(
            [
                (f"http://{DL}/m/4512/v3/mandibles.glb", "mandibles.glb"),
                (f"http://{DL}/m/4512/v3/mandibles.obj.zip", "mandibles.obj.zip"),
                (f"http://{DL}/m/4512/ct_stack_part1.zip", "CT stack, part 1"),
                (f"http://{DL}/m/4512/ct_stack_part2.zip", "CT stack, part 2"),
            ]
        ),
    )
    pages[a + "versions/"] = MODELS.page(
        "Versions: Aurochs mandible series",
        "<h1>Versions</h1>" + ul([(a + f"versions/{v}/", f"Version {v}") for v in (1, 2, 3)]),
    )
    for v in (1, 2, 3):
        pages[a + f"versions/{v}/"] = MODELS.page(
            f"Version {v}: Aurochs mandible series",
            f"<h1>Version {v}</h1>"
            + ul(
                [
                    (f"http://{DL}/m/4512/v{v}/mandibles.glb", "mandibles.glb"),
                    (a + "versions/", "All versions"),
                ]
            ),
        )
        files[f"/m/4512/v{v}/mandibles.glb"] = data(b"glTF\x02\x00\x00\x00", "model/gltf-binary")
    files["/m/4512/v3/mandibles.obj.zip"] = zipped(5)
    files["/m/4512/ct_stack_part1.zip"] = zipped(6)
    files["/m/4512/ct_stack_part2.zip"] = zipped(7)
    pages[a + "annotations/"] = MODELS.page(
        "Annotations: Aurochs mandible series",
        "<h1>Annotations</h1>"
        + ul([(a + f"annotations/{i}/", f"Annotation {i}") for i in range(1, 6)]),
    )
    for i in range(1, 6):
        pages[a + f"annotations/{i}/"] = MODELS.page(
            f"Annotation {i}",
            f'<h1>Annotation {i}</h1><p>Wear facet on M{i % 3 + 1}.</p><a href="{a}">Model</a>',
        )
    pages[a + "comments/"] = MODELS.page(
        "Comments",
        '<h1>Comments</h1><p>"Great scan."</p>'
        + f'<p><a href="{a}comments/?page=2">Older comments</a></p>',
    )
    pages[a + "comments/?page=2"] = MODELS.page(
        "Comments, page 2", f'<h1>Older comments</h1><p><a href="{a}comments/">Newer</a></p>'
    )
    pages["/models/brown-bear-cranium-ossu-3920/"] = MODELS.page(
        "Brown bear cranium",
        f'<h1>Brown bear cranium</h1><p><a href="http://{DL}/m/3920/cranium.glb">glb</a></p>',
    )
    files["/m/3920/cranium.glb"] = data(b"glTF", "model/gltf-binary")
    for path in (
        "/users/ldubois",
        "/users/ktamm",
        "/collections/pleistocene-carnivores",
    ):
        pages[path] = MODELS.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return pages, files


def build_models() -> list[Site]:
    pages, files = _model_pages()
    return [*MODELS.sites(pages), Site(DL, files)]


# --- collection dataset publisher (IPT-style): significant string from URI --------------------

IPT = Chrome(
    host="ipt.hollowmere.hx99.example",
    name="Hollowmere Museum IPT",
    title_fmt="{title} - {name}",
    tagline="Integrated publishing of collection datasets",
    menu=(("/", "Home"), ("/about.do", "About"), ("/manage", "Manage resources")),
    footer=(("/about.do", "About"), ("/help.do", "Help")),
)
HERP = "herptypes1972"
FISH = "fishtissuebank"
IPT_OTHERS = ("insectsgall", "mosseshollow")


def _resource(r: str, title: str, versions: list[str], extra: str = "") -> dict[str, PageValue]:
    """An IPT resource: its page (latest version) and one page per version, each listing
    every version and the version's archive and metadata downloads."""
    pages: dict[str, PageValue] = {}
    listing = "<h2>Versions</h2>" + ul(
        [(f"/resource?r={r}&v={x}", f"Version {x}") for x in reversed(versions)]
    )
    for v in versions:
        q = f"r={r}&v={v}"
        main = (
            f"<h1>{escape(title)}</h1><p>Version {v}</p>"
            + ul(
                [
                    (f"/archive.do?{q}", f"Darwin Core Archive, v{v}"),
                    (f"/eml.do?{q}", f"Metadata (EML), v{v}"),
                    (f"/rtf.do?{q}", "Metadata (RTF)"),
                ]
            )
            + '<p>Published under <a href="/about.do">the museum data policy</a>.</p>'
            + listing
        )
        if v == versions[-1]:
            pages[f"/resource?r={r}"] = IPT.page(title, main + extra)
        pages[f"/resource?{q}"] = IPT.page(f"{title} (v{v})", main)
        pages[f"/archive.do?{q}"] = zipped(len(v))
        pages[f"/eml.do?{q}"] = data(f"<eml:eml packageId='{r}/v{v}'/>", "text/xml")
        pages[f"/rtf.do?{q}"] = data("{\\rtf1 " + title + "}", "application/rtf")
    return pages


def _ipt_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    pages.update(_resource(HERP, "Herpetology type specimens (1972 catalogue)", ["1.0"]))
    others = ul([(f"/resource?r={o}", o) for o in IPT_OTHERS])
    pages.update(
        _resource(
            FISH,
            "Ichthyology tissue bank",
            ["1.0", "1.1", "2.0"],
            extra=f'<h2>Data records</h2><p><a href="/preview.do?r={FISH}">Preview 50 rows</a>'
            f"</p><h2>Other resources</h2>{others}",
        )
    )
    pages[f"/preview.do?r={FISH}"] = IPT.page(
        "Preview",
        f'<h1>Preview</h1><table><tr><td>HM-ICH-1</td></tr></table><a href="/resource?r={FISH}">'
        "Back</a>",
    )
    for o in IPT_OTHERS:
        pages.update(_resource(o, o.title(), ["1.0"]))
    return pages


def build_ipt() -> list[Site]:
    return IPT.sites(_ipt_pages())


def _ipt_truth(r: str, versions: list[str], extra: tuple[str, ...] = ()) -> list[str]:
    out = [f"/resource?r={r}", *extra]
    for v in versions:
        q = f"r={r}&v={v}"
        out += [f"/resource?{q}", f"/archive.do?{q}", f"/eml.do?{q}", f"/rtf.do?{q}"]
    return [IPT.url(p) for p in out]


# --- cases -------------------------------------------------------------------------------------

CASES: list[Case] = [
    # GBIF-like: the UUID in the entry's path recurs in every URI of the record, on the
    # portal host and on its API host, while chrome and sibling specimens lack it; the seed
    # prescribes Significant String from URI for exactly this portal shape.
    case(
        "vellumbeck-beetle-paratype",
        "natural-history specimen database (insect paratype with two images and API records)",
        "Multi-Hop",
        "sig_uri",
        SPEC.url(f"/specimen/{BEETLE}"),
        _spec_truth(
            BEETLE,
            [
                f"/media/{BEETLE}/habitus_dorsal.jpg",
                f"/media/{BEETLE}/labels.jpg",
                f"/occurrence/search?specimenKey={BEETLE}",
                f"/occurrence/download?specimenKey={BEETLE}&format=csv",
                f"/cite?specimen={BEETLE}&style=bibtex",
            ],
            [f"/v2/specimen/{BEETLE}", f"/v2/specimen/{BEETLE}/dwc.xml"],
        ),
        build_specimens,
        others=[SPEC.url(f"/specimen/{k}") for k in BEETLE_SIBS],
    ),
    # Same portal, harder: seven images over a paginated media list, a call recording and
    # preparation records two hops away, each carrying the UUID (preparation keys extend it).
    case(
        "vellumbeck-shrike-skin",
        "natural-history specimen database (bird skin with paginated media, preparations and "
        "a call recording)",
        "Multi-Hop",
        "sig_uri",
        SPEC.url(f"/specimen/{BIRD}"),
        _spec_truth(
            BIRD,
            [
                *(f"/media/{BIRD}/{i}.jpg" for i in range(1, BIRD_IMAGES + 1)),
                f"/specimen/{BIRD}/media?page=2",
                f"/specimen/{BIRD}/media?page=1",
                f"/media/{BIRD}/call.wav",
                f"/specimen/{BIRD}/preparations",
                f"/preparation/{BIRD}-T1",
                f"/preparation/{BIRD}-S1",
                f"/cite?specimen={BIRD}&style=bibtex",
            ],
            [f"/v2/specimen/{BIRD}", f"/v2/preparation/{BIRD}-T1", f"/v2/preparation/{BIRD}-S1"],
        ),
        build_specimens,
        others=[SPEC.url(f"/specimen/{k}") for k in BIRD_SIBS],
    ),
    # A bare viewer page with no menus: every link on it is one of the sheet's image
    # renditions or descriptions (Single Hop), so plain Single Page+ takes exactly the artifact.
    case(
        "sheetfolio-quercus-sheet",
        "herbarium sheet viewer (one sheet with IIIF renditions and manifest)",
        "Single Hop",
        "single_page_plus",
        f"http://{VIEW_HOST}/view/BRNM-042117",
        _viewer_truth("/view/BRNM-042117", ["BRNM042117"], ["/iiif/BRNM042117/manifest.json"]),
        build_viewer,
    ),
    # Same bare viewer, harder: three sheets and four more files, still all one hop from
    # the viewer page and nothing else linked, so Single Page+ again.
    case(
        "sheetfolio-dactylorhiza-three-sheets",
        "herbarium sheet viewer (three-sheet specimen with OCR, annotations and a ZIP)",
        "Single Hop",
        "single_page_plus",
        f"http://{VIEW_HOST}/view/PRC-455120",
        _viewer_truth(
            "/view/PRC-455120",
            ["PRC-455120-1", "PRC-455120-2", "PRC-455120-3"],
            [
                "/iiif/PRC-455120/manifest.json",
                "/ocr/PRC-455120/labels.txt",
                "/annotations/PRC-455120.json",
                "/export/PRC-455120.zip",
            ],
        ),
        build_viewer,
    ),
    # GitHub-like: every page of the model lives under its slug path, while the model files
    # sit on a separate download domain; the seed's Path-Based with Externals.
    case(
        "ossuaria-cave-lion-skull",
        "3D specimen model repository (one model with files on a download host)",
        "Multi-Hop",
        "path_based_externals",
        MODELS.url(CAVELION),
        [
            MODELS.url(CAVELION),
            MODELS.url(CAVELION + "files/"),
            MODELS.url(CAVELION + "embed/"),
            *(
                f"http://{DL}/m/4471/{n}"
                for n in ("skull.ply", "skull_lowpoly.glb", "textures.zip")
            ),
        ],
        build_models,
        others=[MODELS.url("/models/brown-bear-cranium-ossu-3920/")],
    ),
    # Harder: version, annotation and comment pages two hops deep under the slug, and
    # version files on the download domain linked from those deeper pages: still Path-Based
    # with Externals (externals are taken from every page inside the path).
    case(
        "ossuaria-aurochs-versions",
        "3D specimen model repository (three versions, annotations, paginated comments, CT "
        "stack downloads)",
        "Multi-Hop",
        "path_based_externals",
        MODELS.url(AUROCHS),
        [
            MODELS.url(AUROCHS + p)
            for p in [
                "",
                "files/",
                "versions/",
                "versions/1/",
                "versions/2/",
                "versions/3/",
                "annotations/",
                *(f"annotations/{i}/" for i in range(1, 6)),
                "comments/",
                "comments/?page=2",
            ]
        ]
        + [
            f"http://{DL}/m/4512/{p}"
            for p in [
                "v1/mandibles.glb",
                "v2/mandibles.glb",
                "v3/mandibles.glb",
                "v3/mandibles.obj.zip",
                "ct_stack_part1.zip",
                "ct_stack_part2.zip",
            ]
        ],
        build_models,
        others=[MODELS.url("/models/brown-bear-cranium-ossu-3920/")],
    ),
    # IPT-style publisher: the resource short name in the ?r= query recurs in every archive,
    # metadata and version URI, and in nothing else; Significant String from URI, as GBIF.
    case(
        "hollowmere-herp-types",
        "collection dataset publisher (one version, archive and metadata)",
        "Multi-Hop",
        "sig_uri",
        IPT.url(f"/resource?r={HERP}"),
        _ipt_truth(HERP, ["1.0"]),
        build_ipt,
    ),
    # Harder: three versions, each with its own archive and metadata URIs, a data preview,
    # and links to other resources that lack the short name: still Significant String from URI.
    case(
        "hollowmere-fish-tissue-bank",
        "collection dataset publisher (three versions, data preview, links to other resources)",
        "Multi-Hop",
        "sig_uri",
        IPT.url(f"/resource?r={FISH}"),
        _ipt_truth(FISH, ["1.0", "1.1", "2.0"], (f"/preview.do?r={FISH}",)),
        build_ipt,
        others=[IPT.url(f"/resource?r={o}") for o in IPT_OTHERS],
    ),
]
