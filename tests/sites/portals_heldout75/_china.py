"""heldout75's Chinese portals: a Gitee-style code forge with a raw-file host and a release
mirror, a ScienceDB-style data bank whose pages repeat the dataset title, and a national
data centre's bare HTTP download index."""

from __future__ import annotations

from html import escape
from urllib.parse import urljoin

from keepnet.testweb.site import Response, Site

from ._east_asia import ZH
from ._kit import Chrome, file_body, ul

# ---------------------------------------------------------------- code forge (Gitee-like)
FORGE = Chrome(
    "code.maliu.hx75.example",
    "码流 MaLiu",
    "zh-CN",
    ZH,
    [
        ("/explore", "探索"),
        ("/enterprises", "企业版"),
        ("/education", "高校版"),
        ("/search", "搜索"),
    ],
    [
        ("/about", "关于我们"),
        ("/terms", "服务条款"),
        ("/help", "帮助中心"),
        ("/icp", "京ICP备000000号"),
    ],
    share=False,
)
RAW = "raw.maliu-usercontent.hx75.example"
DL = "dl.maliu-releases.hx75.example"
REPO_A = "/zhangwei/tcm-herb-ner/"
REPO_B = "/lab-nlp-bj/pinyin-align/"


def _forge_repo(prefix: str, big: bool) -> dict[str, object]:
    name = prefix.strip("/")
    tabs = [(prefix, "代码"), (prefix + "issues", "Issues"), (prefix + "wikis", "Wiki")]
    if big:
        tabs.append((prefix + "releases", "发行版"))
    files = ["README.md", "src/model.py"] if big else ["README.md"]
    rows = "".join(f'<li><a href="{prefix}blob/master/{f}">{f}</a></li>' for f in files)
    main = (
        f'<h1><a href="/{name.split("/")[0]}">{escape(name.split("/")[0])}</a> / {escape(name)}</h1>'
        + ul(tabs)
        + f'<ul class="tree"><li><a href="{prefix}tree/master/src">src/</a></li>{rows}</ul>'
        + f"<p>克隆: <code>git clone http://{FORGE.host}{prefix.rstrip('/')}.git</code></p>"
    )
    pages: dict[str, object] = {prefix: FORGE.page(name, main)}
    pages[prefix + "tree/master/src"] = FORGE.page(
        "src",
        f'<h1>src/</h1><ul><li><a href="{prefix}blob/master/src/model.py">model.py</a></li></ul>',
    )
    for f in ["README.md", "src/model.py"]:
        pages[prefix + f"blob/master/{f}"] = FORGE.page(
            f, f'<h1>{f}</h1><a href="http://{RAW}{prefix}raw/master/{f}">原始数据</a><pre>…</pre>'
        )
    pages[prefix + "wikis"] = FORGE.page("Wiki", "<h1>Wiki</h1><p>暂无内容</p>")
    issues = [1, 2] if not big else [1, 2, 3, 4]
    il = ul([(f"{prefix}issues/I{n:03d}", f"问题 #{n}") for n in issues])
    nxt = f'<a href="{prefix}issues?page=2">下一页</a>' if big else ""
    pages[prefix + "issues"] = FORGE.page("Issues", f"<h1>Issues</h1>{il}{nxt}")
    for n in issues:
        pages[prefix + f"issues/I{n:03d}"] = FORGE.page(
            f"#{n}", f"<h1>问题 #{n}</h1><p>运行报错…</p>"
        )
    if big:
        pages[prefix + "issues?page=2"] = FORGE.page("Issues", "<h1>Issues 第2页</h1>")
        pages[prefix + "releases"] = FORGE.page(
            "发行版",
            f'<h1>发行版</h1><a href="{prefix}releases/tag/v1.2.0">v1.2.0</a>'
            f' <a href="http://{DL}{prefix}v1.2.0/pinyin-align-1.2.0.tar.gz">下载 tar.gz</a>',
        )
        pages[prefix + "releases/tag/v1.2.0"] = FORGE.page(
            "v1.2.0",
            f'<h1>v1.2.0</h1><a href="http://{DL}{prefix}v1.2.0/pinyin-align-1.2.0.tar.gz">源码包</a>',
        )
    return pages


def forge_sites() -> list[Site]:
    pages: dict[str, object] = {"/zhangwei": FORGE.page("zhangwei", "<h1>zhangwei</h1>")}
    raw: dict[str, object] = {}
    for prefix, big in ((REPO_A, False), (REPO_B, True)):
        pages.update(_forge_repo(prefix, big))
        for f in ["README.md", "src/model.py"]:
            raw[prefix + f"raw/master/{f}"] = Response.text(f"# {prefix}{f}\n")
    dl = {
        REPO_B + "v1.2.0/pinyin-align-1.2.0.tar.gz": Response.data(
            b"\x1f\x8b" + b"\x00" * 20, "application/gzip"
        )
    }
    return [FORGE.site(pages), Site(RAW, raw), Site(DL, dl)]  # type: ignore[arg-type]


def forge_truth(prefix: str, big: bool) -> list[str]:
    return (
        [u if u.startswith("http://") else FORGE.url(u) for u in _forge_repo(prefix, big)]
        + [f"http://{RAW}{prefix}raw/master/{f}" for f in ["README.md", "src/model.py"]]
        + ([f"http://{DL}{prefix}v1.2.0/pinyin-align-1.2.0.tar.gz"] if big else [])
    )


def hash_of(text: str) -> int:
    """A stable small number for a string (Python's hash() is salted per run)."""
    return sum((i + 1) * ord(ch) for i, ch in enumerate(text)) % 1_000_000


# ---------------------------------------------------------------- science data bank (ScienceDB-like)
SDB = Chrome(
    "www.kexue-shuju.hx75.example",
    "科学数据库",
    "zh-CN",
    ZH,
    [("/", "首页"), ("/datasets", "数据集"), ("/journals", "合作期刊"), ("/submit", "提交数据")],
    [("/about", "关于"), ("/policy", "数据政策"), ("/contact", "联系我们")],
    title_format="{title}",
    home_title="科学数据库 — 开放科学数据共享平台",
    share=False,
    home_main='<h1>最新数据集</h1><ul><li><a href="/dataset/00871">中国近海叶绿素a浓度月合成产品</a></li>'
    '<li><a href="/dataset/00902">华北平原冬小麦物候观测</a></li></ul>',
)
SDB_A = (
    "01234",
    "青藏高原1km分辨率逐月降水数据集（1990-2020）",
    ["precip_1990_2000.zip", "precip_2001_2020.zip"],
)
SDB_B = (
    "05678",
    "长江中下游湖泊沉积物重金属含量数据集",
    [
        "sites.csv",
        "metals_2015.csv",
        "metals_2018.csv",
        "metals_2021.csv",
        "methods.pdf",
        "photos.zip",
    ],
)


def _sdb_pages(did: str, title: str, files: list[str], big: bool) -> dict[str, object]:
    base = f"/dataset/{did}"
    # files are served by the file API under their own ids; the big record's landing page
    # shows only the first three, the metadata page lists them all
    fpaths = [(f"/api/file/download?fileId=fa{abs(hash_of(did + f)):06d}", f) for f in files]
    fl = ul(fpaths)
    first = ul(fpaths[:3]) + (f'<p><a href="{base}/metadata">查看全部文件</a></p>' if big else "")
    tabs = [(f"{base}/metadata", "元数据"), (f"{base}/cite", "引用")]
    if big:
        tabs.append((f"{base}/versions", "版本"))
    t = escape(title)
    pages: dict[str, object] = {
        base: SDB.page(
            title,
            f"<h1>{t}</h1><p>CSTR: 31253.11.sciencedb.{did}</p>{ul(tabs)}<h2>文件列表</h2>{first}"
            '<aside>相关数据集: <a href="/dataset/00871">中国近海叶绿素a浓度月合成产品</a></aside>',
        ),
        f"{base}/metadata": SDB.page(
            f"元数据 - {title}", f"<h1>{t}</h1><dl><dt>学科</dt><dd>地球科学</dd></dl>{fl}"
        ),
        f"{base}/cite": SDB.page(
            f"引用 - {title}", f"<h1>引用本数据集</h1><p>作者. {t}. 科学数据库, 2023.</p>"
        ),
    }
    if big:
        pages[f"{base}/versions"] = SDB.page(
            f"版本 - {title}",
            f'<h1>{t}</h1><p>V2 (当前) · V1 <a href="{fpaths[1][0]}">metals_2015.csv</a></p>',
        )
    for path, f in fpaths:
        pages[path] = file_body(f, "site,lat,lon,value\nS1,30.1,114.2,0.3\n")
    return pages


def sdb_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for did, title, files in (SDB_A, SDB_B):
        pages.update(_sdb_pages(did, title, files, did == SDB_B[0]))
    return [SDB.site(pages)]  # type: ignore[arg-type]


def sdb_truth(did: str, title: str, files: list[str]) -> list[str]:
    return [SDB.url(p) for p in _sdb_pages(did, title, files, did == SDB_B[0])]


# ---------------------------------------------------------------- data centre download index
MIRROR = "mirror.huabei-data.hx75.example"
IDX_A = (
    "/download/CN05.1/",
    "CN05.1 格点化观测数据集 下载",
    ["CN05.1_Tm_1961_2022_daily_025x025.nc", "README.txt"],
)
IDX_B = (
    "/download/HHRB-Hydro-v3/",
    "黄河流域水文站逐日径流数据 v3 下载",
    [
        "stations.csv",
        "runoff_1956_1990.csv",
        "runoff_1991_2020.csv",
        "/sums/hhrb-v3.sha256",
        "LICENSE.txt",
        "shuoming.pdf",
    ],
)


def mirror_sites() -> list[Site]:
    """A bare index per dataset (the data centre's download mirror): no menus, no chrome,
    only the files; the mirror's root answers too."""
    pages: dict[str, object] = {
        "/": "<!DOCTYPE html><html><head><title>华北数据中心镜像</title></head><body><h1>镜像</h1></body></html>"
    }
    for path, title, files in (IDX_A, IDX_B):
        rows = "".join(
            f'<tr><td><a href="{escape(f)}">{escape(f)}</a></td><td>2023-05-01</td></tr>'
            for f in files
        )
        pages[path] = (
            f'<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>{escape(title)}</title></head>'
            f"<body><h1>{escape(title)}</h1><table>{rows}</table></body></html>"
        )
        for f in files:
            pages[urljoin(path, f)] = file_body(f, f"{f}\n")
    return [Site(MIRROR, pages)]  # type: ignore[arg-type]


def mirror_truth(path: str, files: list[str]) -> list[str]:
    base = f"http://{MIRROR}{path}"
    return [base] + [urljoin(base, f) for f in files]
