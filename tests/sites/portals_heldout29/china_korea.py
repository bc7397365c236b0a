"""Chinese and Korean portals of heldout29: a CNKI-like journal database, a ChinaXiv-like
preprint server, a ScienceNet-like scholars' blog, a Gitee-like code forge, a Tianchi-like
dataset-and-notebook platform with files on an object-storage CDN, a ScienceDB-like
(Dryad-shaped) data bank, and a KCI-like Korean citation index.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import BIB, CSV, RIS, TXT, ZIP, Local, a, table, ul

# ------------------------------------------------------------------------------ CNKI-like
CN_HOST = "kns.zhiwang-jinse.hx29.example"
CN_BAR = "bar.zhiwang-jinse.hx29.example"
CN_OVERSEA = "oversea.zhiwang-jinse.hx29.example"
CN = Local(
    CN_HOST,
    "中国知网",
    menu=[
        ("/kns8s/defaultresult/index", "文献检索"),
        ("/knavi/journals", "期刊导航"),
        ("/kns8s/AdvSearch", "高级检索"),
        ("/help/", "帮助中心"),
    ],
    footer=[
        ("/about/", "关于我们"),
        ("/privacy", "隐私政策"),
        ("/copyright/", "版权声明"),
        ("http://beian.miit.test/", "京ICP证040431号"),
    ],
    title_format="{title} - {name}",
    home_title="中国知网",
    lang="zh-CN",
    switch=[("/kns8s/?lang=zh", "中文"), ("http://" + CN_OVERSEA + "/", "English")],
    social=[("http://weibo.test/cnki", "微博"), ("http://weixin.test/cnki", "微信公众号")],
    search_label="检索",
    login_label="登录",
    signup_label="注册",
    share_label="分享",
)

_CN = {
    "DLXB202305007": (
        "地理学报",
        "DLXB",
        "黄河流域城市群生态效率时空演变及其影响因素",
        "Spatio-temporal evolution of eco-efficiency of urban agglomerations in the Yellow River Basin",
        ["张伟", "李娜", "王建国"],
        ["DLXB202301003", "ZGRK202104008"],
    ),
    "ZGRK202211012": (
        "中国人口科学",
        "ZGRK",
        "中国老龄化进程中的代际支持与养老模式变迁",
        "Intergenerational support and the changing pattern of elderly care in ageing China",
        ["陈晓红", "刘洋"],
        ["ZGRK202009001", "RKYJ202106004"],
    ),
}


def _cn_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    bar, oversea = Site(CN_BAR), Site(CN_OVERSEA)
    oversea.add(
        "/",
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>CNKI Overseas</title></head><body><h1>CNKI</h1></body></html>",
    )
    for fn, (jname, jcode, title, title_en, authors, refs) in _CN.items():
        q = f"dbcode=CJFD&filename={fn}"
        det = f"/kcms/detail/detail.aspx?dbcode=CJFD&dbname=CJFDLAST2023&filename={fn}"
        reffr = f"/kcms/detail/frame/list.aspx?{q}&RefType=1&vl="
        citfr = f"/kcms/detail/frame/list.aspx?{q}&RefType=3&vl="
        read = f"/kxreader/Article/Detail?{q}"
        fig = f"/kxreader/Article/Img?filename={fn}&fig=1"
        exp = f"/kcms/export/?filename={fn}&displaymode=GBTREFER"
        ris = f"/kcms/export/download?filename={fn}&type=ris"
        au = " ".join(
            a(f"/kcms/detail/knetsearch.aspx?sfield=au&skey={quote(n)}&code={30000 + i}", n)
            for i, n in enumerate(authors)
        )
        others = [
            f"/kcms/detail/detail.aspx?dbcode=CJFD&dbname=CJFDLAST2023&filename={r}" for r in refs
        ]
        pages[det] = CN.page(
            title,
            f"""<div class="top-tip">{a(f"/knavi/journals/{jcode}/detail", jname)} · {a(f"/knavi/journals/{jcode}/papers?yearissue={fn[4:10]}", fn[4:8] + "年第" + fn[8:10] + "期")}</div>
<div class="wx-tit"><h1>{escape(title)}</h1><h3 class="author">{au}</h3>
<h3><a href="/kcms/detail/knetsearch.aspx?sfield=in&skey=%E5%A4%A7%E5%AD%A6">北京师范大学地理科学学部</a></h3></div>
<div class="row"><span class="rowtit">摘要：</span><span id="ChDivSummary">本文基于超效率SBM模型测度……</span></div>
<div class="row"><span class="rowtit">关键词：</span>
<a href="/kcms/detail/knetsearch.aspx?sfield=kw&skey=%E7%94%9F%E6%80%81%E6%95%88%E7%8E%87">生态效率；</a>
<a href="/kcms/detail/knetsearch.aspx?sfield=kw&skey=%E9%BB%84%E6%B2%B3">黄河流域；</a></div>
<p class="en-title" lang="en">{escape(title_en)} {a(f"http://{CN_OVERSEA}/kcms/detail/detail.aspx?{q}", "English version")}</p>
<div class="operate-btn"><ul>
<li class="btn-dlpdf"><a href="http://{CN_BAR}/kcms/download.aspx?{q}&type=pdf">PDF下载</a></li>
<li class="btn-dlcaj"><a href="http://{CN_BAR}/kcms/download.aspx?{q}&type=caj">CAJ下载</a></li>
<li class="btn-html">{a(read, "HTML阅读")}</li>
<li class="btn-quote">{a(exp, "引用")}</li></ul></div>
<div class="brief"><h2>知网节</h2>{a(reffr, "参考文献")} {a(citfr, "引证文献")}</div>
<div class="related"><h2>相似文献</h2>{ul(a(o, "相关文献 " + o[-13:]) for o in others)}</div>""",
        )
        refs_list = ul(a(o, "参考文献 " + o[-13:]) for o in others)
        pages[reffr] = CN.page(
            f"{title} 参考文献", f"<h2>参考文献</h2><p>{escape(title)}</p>{refs_list}"
        )
        pages[citfr] = CN.page(
            f"{title} 引证文献", f"<h2>引证文献</h2><p>{escape(title)}</p><p>暂无引证文献</p>"
        )
        pages[read] = CN.page(
            title,
            f"<article><h1>{escape(title)}</h1><p>1 引言 ……</p><figure><img src='{fig}&size=small' alt=''>"
            f"<figcaption>图1 研究区概况 {a(fig, '查看原图')}</figcaption></figure>"
            f"<p>{a(det, '返回知网节')}</p></article>",
        )
        pages[fig] = Response.data(png(40, 30, (120, 160, 90)), "image/png")
        pages[fig + "&size=small"] = Response.data(png(10, 8, (120, 160, 90)), "image/png")
        pages[exp] = CN.page(
            "文献导出",
            f"<h2>文献导出</h2><p>[1]{escape('，'.join(authors))}. {escape(title)}[J]. {escape(jname)}, {fn[4:8]}.</p>"
            f"<p>{a(ris, 'EndNote / RIS')}</p>",
        )
        pages[ris] = data(f"TY  - JOUR\nTI  - {title}\nJO  - {jname}\nER  - \n", RIS)
        for o in others:
            pages[o] = CN.page("相关文献", f"<h1>相关文献</h1>{a(det, title)}")
        pages[f"/knavi/journals/{jcode}/detail"] = CN.page(jname, f"<h1>{escape(jname)}</h1>")
        pages[f"/knavi/journals/{jcode}/papers?yearissue={fn[4:10]}"] = CN.page(
            jname, f"<h1>{escape(jname)} 目录</h1>{a(det, title)}"
        )
        bar.add(
            f"/kcms/download.aspx?{q}&type=pdf",
            Response.data(pdf(title_en, ["CNKI"]), "application/pdf"),
        )
        bar.add(
            f"/kcms/download.aspx?{q}&type=caj", Response.data(b"CAJ\x00mock", "application/caj")
        )
        oversea.add(
            f"/kcms/detail/detail.aspx?{q}",
            f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{escape(title_en)} - CNKI</title></head>"
            f"<body><h1>{escape(title_en)}</h1><p>{escape(title)}</p>"
            f"<a href='http://{CN_BAR}/kcms/download.aspx?{q}&type=pdf'>Download PDF</a></body></html>",
        )
    return [CN.site(pages), bar, oversea]


def _cn_cases() -> list[Case]:
    out = []
    for fn, (_j, _c, _t, _te, _a, refs) in _CN.items():
        q = f"dbcode=CJFD&filename={fn}"
        k = f"http://{CN_HOST}"
        entry = f"{k}/kcms/detail/detail.aspx?dbcode=CJFD&dbname=CJFDLAST2023&filename={fn}"
        truth = {
            entry,
            f"{k}/kcms/detail/frame/list.aspx?{q}&RefType=1&vl=",
            f"{k}/kcms/detail/frame/list.aspx?{q}&RefType=3&vl=",
            f"{k}/kxreader/Article/Detail?{q}",
            f"{k}/kxreader/Article/Img?filename={fn}&fig=1",
            f"{k}/kcms/export/?filename={fn}&displaymode=GBTREFER",
            f"{k}/kcms/export/download?filename={fn}&type=ris",
            f"http://{CN_BAR}/kcms/download.aspx?{q}&type=pdf",
            f"http://{CN_BAR}/kcms/download.aspx?{q}&type=caj",
            f"http://{CN_OVERSEA}/kcms/detail/detail.aspx?{q}",
        }
        # CNKI's "knowledge node": Multi-Hop (reference/citation frames, HTML reader ->
        # figures, export page -> RIS) over three hosts, and every part carries the record's
        # file name (the seed's GBIF shape: an identifier in every artifact URI, not a path
        # prefix) -> sig_uri.  Journal, issue, author, keyword and similar records do not
        # carry it; the similar records are other artifacts.
        out.append(
            Case(
                f"cnki-{fn.lower()}",
                "CNKI-like (Chinese journal database)",
                "Multi-Hop",
                "sig_uri",
                entry,
                frozenset(truth),
                _cn_sites,
                others=frozenset(
                    f"{k}/kcms/detail/detail.aspx?dbcode=CJFD&dbname=CJFDLAST2023&filename={r}"
                    for r in refs
                ),
            )
        )
    return out


# -------------------------------------------------------------------------- ChinaXiv-like
CX_HOST = "www.chinaxiv-qiming.hx29.example"
CX = Local(
    CX_HOST,
    "ChinaXiv 中国科学院科技论文预发布平台",
    menu=[
        ("/home.htm", "首页"),
        ("/browse.htm", "浏览"),
        ("/user/submit.htm", "提交论文"),
        ("/about.htm", "关于"),
    ],
    footer=[("/policy.htm", "政策"), ("/privacy", "隐私声明"), ("/contact.htm", "联系我们")],
    title_format="{title} - {name}",
    home_title="ChinaXiv",
    lang="zh-CN",
    switch=[("/lang.htm?l=zh", "中文"), ("/lang.htm?l=en", "English")],
    search_label="搜索",
    login_label="登录",
    signup_label="注册",
    share_label="分享",
)


def _cx_sites() -> list[Site]:
    pid = "202303.00145"
    title = "基于多源遥感的青藏高原冻土活动层厚度反演"
    title_en = "Retrieval of active layer thickness of permafrost on the Tibetan Plateau from multi-source remote sensing"

    def abs_page(ver: str) -> str:
        cur = "V2" if ver == "" else "V1"
        return CX.page(
            title,
            f"""<div class="subject">{a("/browse.htm?subject=geo", "地球科学 > 自然地理学")}</div>
<h1>{escape(title)}</h1><h2 lang="en">{escape(title_en)}</h2>
<p class="authors">{a("/user/search.htm?author=%E8%B5%B5%E4%BA%AE", "赵亮")}, {a("/user/search.htm?author=%E5%91%A8%E6%95%8F", "周敏")}</p>
<p>当前版本: {cur}</p>
<div class="abstract"><h3>摘要</h3><p>利用InSAR与光学遥感数据……</p><h3 lang="en">Abstract</h3><p lang="en">Using InSAR and optical data...</p></div>
<div class="download">{a("/user/download.htm?id=51234&filetype=pdf", "下载全文 (V2, PDF)")}</div>
<div class="versions"><h3>提交历史</h3><ul>
<li>[V2] 2023-05-02 {a("/abs/202303.00145", "查看")} {a("/user/download.htm?id=51234&filetype=pdf", "下载")}</li>
<li>[V1] 2023-03-20 {a("/abs/202303.00145v1", "查看")} {a("/user/download.htm?id=50871&filetype=pdf", "下载")}</li></ul></div>
<div class="cite"><h3>引用</h3>{a("/user/cite.htm?id=202303.00145&type=bibtex", "BibTeX")} {a("/user/cite.htm?id=202303.00145&type=ris", "RIS")}</div>
<div class="published">已发表于: <a href="http://doi.test/10.11821/dlxb202310003">地理学报 2023</a></div>
<div class="related"><h3>相关论文</h3>{ul([a("/abs/202211.00077", "青藏高原多年冻土区地表形变监测"), a("/abs/202301.00410", "全球变暖背景下的冻融循环")])}</div>
<p>{a("/user/comment.htm?id=" + pid, "评论 (2)")}</p>""",
            share=f"http://{CX_HOST}/abs/{pid}",
        )

    pages: dict[str, str | bytes | Response] = {
        f"/abs/{pid}": abs_page(""),
        f"/abs/{pid}v1": abs_page("v1"),
        "/user/download.htm?id=51234&filetype=pdf": Response.data(
            pdf(title_en, ["V2"]), "application/pdf"
        ),
        "/user/download.htm?id=50871&filetype=pdf": Response.data(
            pdf(title_en, ["V1"]), "application/pdf"
        ),
        f"/user/cite.htm?id={pid}&type=bibtex": data(
            f"@article{{chinaxiv{pid},\n title={{{title}}}\n}}\n", BIB
        ),
        f"/user/cite.htm?id={pid}&type=ris": data(f"TY  - GEN\nTI  - {title}\nER  - \n", RIS),
        f"/user/comment.htm?id={pid}": CX.page("评论", "<h2>评论</h2><p>请登录后发表评论。</p>"),
    }
    for p in ("/abs/202211.00077", "/abs/202301.00410"):
        pages[p] = CX.page("相关论文", "<h1>相关论文</h1>")
    return [CX.site(pages)]


def _cx_cases() -> list[Case]:
    u = f"http://{CX_HOST}"
    # A preprint (the seed's bioRxiv shape): Single Hop -- the current abstract page, the
    # V1 page, both versions' PDFs and the BibTeX/RIS exports are all linked from the entry;
    # subject, authors, related preprints, the comment form and the published journal
    # version are not this preprint -> single_page_plus_ignored.
    return [
        Case(
            "chinaxiv-permafrost",
            "ChinaXiv-like (Chinese preprint server)",
            "Single Hop",
            "single_page_plus_ignored",
            u + "/abs/202303.00145",
            frozenset(
                u + p
                for p in (
                    "/abs/202303.00145",
                    "/abs/202303.00145v1",
                    "/user/download.htm?id=51234&filetype=pdf",
                    "/user/download.htm?id=50871&filetype=pdf",
                    "/user/cite.htm?id=202303.00145&type=bibtex",
                    "/user/cite.htm?id=202303.00145&type=ris",
                )
            ),
            _cx_sites,
            others=frozenset({u + "/abs/202211.00077", u + "/abs/202301.00410"}),
        )
    ]


# --------------------------------------------------------------------- ScienceNet-like blog
SN_HOST = "blog.kexuewang-lanting.hx29.example"
SN = Local(
    SN_HOST,
    "科学网—博客",
    menu=[
        ("/", "博客首页"),
        ("/blog.php?mod=recommend", "精选博文"),
        ("/news/", "新闻"),
        ("/group/", "群组"),
    ],
    footer=[
        ("/about.php", "关于我们"),
        ("/privacy", "隐私政策"),
        ("/contact.php", "联系我们"),
        ("http://beian.miit.test/", "京ICP备07017567号"),
    ],
    title_format="{title} - {name}",
    home_title="科学网—博客",
    lang="zh-CN",
    search_label="搜索",
    login_label="登录",
    signup_label="注册",
    share_label="分享到",
)


def _sn_sites() -> list[Site]:
    post = "/blog-3345678-1402211.html"
    title = "从一次失败的野外采样谈研究生的科研韧性"
    pages: dict[str, str | bytes | Response] = {
        post: SN.page(
            f"{title} - 刘青的博文",
            f"""<div class="blogger">{a("/u/liuqing", "刘青的个人博客")} · {a("/home.php?mod=space&uid=3345678&do=blog&view=me", "全部博文")}</div>
<article class="blog-post"><h1>{escape(title)}</h1><p class="meta">已有 2356 次阅读 2023-9-14 08:42 | 系统分类:{a("/blog.php?mod=type&type=4", "教学心得")} | 个人分类:{a("/home.php?mod=space&uid=3345678&do=blog&classid=12345", "科研随笔")}</p>
<div class="content"><p>上个月带学生去祁连山采样，遇到连续三天的暴雨……</p><p><img src="/data/attachment/album/202309/14/pic1.jpg" alt="采样现场"></p><p>科研的韧性来自对问题本身的兴趣。</p></div>
<p class="tags">{a("/blog.php?mod=tag&name=%E7%A0%94%E7%A9%B6%E7%94%9F", "研究生")} {a("/blog.php?mod=tag&name=%E9%87%8E%E5%A4%96", "野外")}</p></article>
<section class="comments"><h3>评论 (3)</h3><ol><li>[1]{a("/u/wangfang", "王芳")} 感同身受！</li><li>[2]{a("/u/zhaolei", "赵磊")} 好文，转给学生看了。</li></ol>
<form action="/blog.php?mod=comment" method="post"><textarea name="c"></textarea><button>发表评论</button></form></section>
<nav class="post-nav">上一篇：{a("/blog-3345678-1401987.html", "关于基金申请书写作的几点体会")} 下一篇：{a("/blog-3345678-1402650.html", "实验室安全无小事")}</nav>
<aside><h3>相关博文</h3>{ul([a("/blog-2210456-1399001.html", "研究生的挫折教育"), a("/blog-1123344-1398550.html", "野外工作日志二则")])}</aside>""",
            share=f"http://{SN_HOST}{post}",
        ),
        "/data/attachment/album/202309/14/pic1.jpg": Response.data(
            png(30, 20, (90, 110, 70)), "image/jpeg"
        ),
    }
    for p in (
        "/u/liuqing",
        "/blog-3345678-1401987.html",
        "/blog-3345678-1402650.html",
        "/blog-2210456-1399001.html",
        "/blog-1123344-1398550.html",
    ):
        pages[p] = SN.page("博文", "<h1>博文</h1>")
    return [SN.site(pages)]


def _sn_cases() -> list[Case]:
    u = f"http://{SN_HOST}/blog-3345678-1402211.html"
    # A blog post with its comments on the same page: Single Artifact URI (the seed's
    # ScienceBlogs/SciLogs rows) -> single_page; the previous/next posts and related posts
    # are other artifacts, the rest is chrome.
    return [
        Case(
            "sciencenet-blog-resilience",
            "ScienceNet-like (Chinese scholars' blog platform)",
            "Single Artifact URI",
            "single_page",
            u,
            frozenset({u}),
            _sn_sites,
            others=frozenset(
                {
                    f"http://{SN_HOST}/blog-3345678-1401987.html",
                    f"http://{SN_HOST}/blog-3345678-1402650.html",
                }
            ),
        )
    ]


# ------------------------------------------------------------------------------ Gitee-like
GT_HOST = "gitee.matouyun-xiangshan.hx29.example"
GT = Local(
    GT_HOST,
    "Gitee",
    menu=[
        ("/explore", "开源"),
        ("/enterprises", "企业版"),
        ("/education", "高校版"),
        ("/features", "私有云"),
        ("/ai", "模力方舟"),
    ],
    footer=[
        ("/about_us", "关于我们"),
        ("/terms", "使用条款"),
        ("/privacy", "隐私声明"),
        ("/help", "帮助文档"),
        ("/api/v5/swagger", "OpenAPI"),
    ],
    title_format="{title} - {name}",
    home_title="Gitee - 基于 Git 的代码托管和研发协作平台",
    lang="zh-CN",
    social=[("http://weibo.test/gitee", "微博"), ("http://www.zhihu.test/org/gitee", "知乎")],
    search_label="搜开源",
    login_label="登录",
    signup_label="注册",
)
GT_REPO = "/nlp-lab-xiangshan/hanzi-seg"
WIKI_PAGE = "%E5%AE%89%E8%A3%85%E6%8C%87%E5%8D%97"  # 安装指南


def _gt_paths() -> list[str]:
    r = GT_REPO
    return [
        r,
        f"{r}/tree/master/hanzi_seg",
        f"{r}/blob/master/README.md",
        f"{r}/raw/master/README.md",
        f"{r}/blob/master/hanzi_seg/model.py",
        f"{r}/raw/master/hanzi_seg/model.py",
        f"{r}/commits/master",
        f"{r}/commit/9f3b2c1d7e6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c",
        f"{r}/issues",
        f"{r}/issues/I7XK2P",
        f"{r}/pulls",
        f"{r}/releases",
        f"{r}/releases/tag/v1.2.0",
        f"{r}/releases/download/v1.2.0/hanzi-seg-1.2.0.tar.gz",
        f"{r}/wikis",
        f"{r}/wikis/{WIKI_PAGE}",
    ]


def _gt_sites() -> list[Site]:
    r = GT_REPO
    paths = _gt_paths()
    tabs = (
        f'<ul class="repo-tabs"><li>{a(r, "代码")}</li><li>{a(r + "/issues", "Issues 3")}</li>'
        f"<li>{a(r + '/pulls', 'Pull Requests 1')}</li><li>{a(r + '/wikis', 'Wiki')}</li>"
        f"<li>{a(r + '/releases', '发行版')}</li></ul>"
    )
    head = (
        f'<div class="repo-header">{a("/nlp-lab-xiangshan", "湘山自然语言处理实验室")} / '
        f"<strong>{a(r, 'hanzi-seg')}</strong> <span>Star 214 · Fork 37</span></div>{tabs}"
    )

    def pg(title: str, body: str) -> str:
        return GT.page(f"{title} · nlp-lab-xiangshan/hanzi-seg", head + body)

    pages: dict[str, str | bytes | Response] = {
        r: pg(
            "hanzi-seg",
            f"""<p class="desc">基于条件随机场与预训练模型的中文分词工具</p>
<div class="file-list"><table>
<tr><td>{a(r + "/tree/master/hanzi_seg", "hanzi_seg")}</td><td>{a(paths[7], "修复繁体字词典加载")}</td></tr>
<tr><td>{a(r + "/blob/master/README.md", "README.md")}</td><td>更新文档</td></tr></table>
<p>{a(r + "/commits/master", "126 次提交")} · 克隆/下载: <input readonly value="https://gitee.example/nlp-lab-xiangshan/hanzi-seg.git"></p></div>
<div class="readme"><h2>hanzi-seg 汉字分词</h2><p>安装请见 {a(r + "/wikis/" + WIKI_PAGE, "Wiki: 安装指南")}.</p></div>
<aside><h3>发行版</h3>{a(r + "/releases/tag/v1.2.0", "v1.2.0 最新版")}
<h3>贡献者</h3>{a("/zhou-wen", "周文")} {a("/lin-hao", "林浩")}
<h3>近期动态</h3><p>周文 推送到了 master</p>
<h3>推荐项目</h3>{a("/opentext-cn/jieba-plus", "jieba-plus")} {a("/nlp-lab-xiangshan/pinyin-tools", "pinyin-tools")}</aside>""",
        ),
        paths[1]: pg("hanzi_seg", f"<table><tr><td>{a(paths[4], 'model.py')}</td></tr></table>"),
        paths[2]: pg("README.md", f"<pre># hanzi-seg</pre>{a(paths[3], '原始数据')}"),
        paths[3]: Response.text(
            "# hanzi-seg\n中文分词工具\n", content_type="text/plain; charset=utf-8"
        ),
        paths[4]: pg("model.py", f"<pre>class CRFSegmenter: ...</pre>{a(paths[5], '原始数据')}"),
        paths[5]: Response.text(
            "class CRFSegmenter:\n    pass\n", content_type="text/plain; charset=utf-8"
        ),
        paths[6]: pg("提交", f"<ul><li>{a(paths[7], '修复繁体字词典加载')}</li></ul>"),
        paths[7]: pg("修复繁体字词典加载", "<pre>- old\n+ new</pre>"),
        paths[8]: pg(
            "Issues",
            f"<ul><li>{a(paths[9], '#I7XK2P 长句切分错误')} {a('/lin-hao', '林浩')}</li></ul>",
        ),
        paths[9]: pg("长句切分错误", "<p>输入超过512字时……</p>"),
        paths[10]: pg("Pull Requests", "<p>1 个开启的 Pull Request</p>"),
        paths[11]: pg("发行版", f"<p>{a(paths[12], 'v1.2.0')}</p>"),
        paths[12]: pg("v1.2.0", f"<p>{a(paths[13], 'hanzi-seg-1.2.0.tar.gz')}</p>"),
        paths[13]: Response.data(b"\x1f\x8b mock tarball", "application/gzip"),
        paths[14]: pg("Wiki", f"<ul><li>{a(paths[15], '安装指南')}</li></ul>"),
        paths[15]: pg("安装指南", "<pre>pip install hanzi-seg</pre>"),
    }
    for p in (
        "/nlp-lab-xiangshan",
        "/zhou-wen",
        "/lin-hao",
        "/opentext-cn/jieba-plus",
        "/nlp-lab-xiangshan/pinyin-tools",
    ):
        pages[p] = GT.page(p.strip("/"), f"<h1>{escape(p)}</h1>")
    return [GT.site(pages)]


def _gt_cases() -> list[Case]:
    u = f"http://{GT_HOST}"
    # A code forge repository: Multi-Hop (tree -> blob -> raw, commits -> commit, issues,
    # releases -> asset, wiki -> page), everything under the repository's path on the
    # forge's own host (the seed's GitLab/BitBucket rows) -> path_based.  The owner,
    # contributors and recommended repositories are outside.
    return [
        Case(
            "gitee-hanzi-seg",
            "Gitee-like (Chinese code forge)",
            "Multi-Hop",
            "path_based",
            u + GT_REPO,
            frozenset(u + p for p in _gt_paths()),
            _gt_sites,
            others=frozenset(
                {u + "/opentext-cn/jieba-plus", u + "/nlp-lab-xiangshan/pinyin-tools"}
            ),
        )
    ]


# ---------------------------------------------------------------------------- Tianchi-like
TC_HOST = "tianchi.aliyun-tianmu.hx29.example"
TC_CDN = "oss.tianmu-cdn.hx29.example"
TC = Local(
    TC_HOST,
    "天池",
    menu=[
        ("/competition/gameList/activeList", "大赛"),
        ("/dataset", "数据集"),
        ("/notebook", "Notebook"),
        ("/course", "学习"),
        ("/forum", "论坛"),
    ],
    footer=[
        ("/about", "关于天池"),
        ("/privacy", "隐私政策"),
        ("/terms", "服务协议"),
        ("http://www.aliyun.test/", "阿里云"),
        ("http://beian.miit.test/", "浙ICP备12022327号"),
    ],
    title_format="{title}_{name}",
    home_title="天池-阿里云天池",
    lang="zh-CN",
    social=[("http://weibo.test/tianchi", "微博"), ("http://www.zhihu.test/org/tianchi", "知乎")],
    search_label="搜索",
    login_label="登录",
    signup_label="注册",
    share_label="分享",
)
_TC = {
    "140281": (
        "城市共享单车骑行轨迹数据集",
        ["train.csv", "test.csv", "数据说明.pdf"],
        "9901",
        "512345",
    ),
    "152004": (
        "电商平台用户行为日志 (UserBehavior-2023)",
        ["UserBehavior.csv.zip", "README.md"],
        "10233",
        "530017",
    ),
}


def _tc_file(ds: str, name: str) -> str:
    return f"http://{TC_CDN}/public/dataset/{ds}/{quote(name)}?OSSAccessKeyId=LTAI5t-mock&Expires=1999999999"


def _tc_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    cdn = Site(TC_CDN)
    for ds, (title, files, thread, nb) in _TC.items():
        base = f"/dataset/{ds}"
        tabs = (
            f'<ul class="ds-tabs"><li>{a(base, "数据集介绍")}</li><li>{a(base + "/notebook", "相关Notebook")}</li>'
            f"<li>{a(base + '/discussion', '讨论')}</li></ul>"
        )
        head = f"<h1>{escape(title)}</h1><p>发布者 {a('/u/dataops-' + ds, '数据运营团队')} · 引用 42 · 下载 8.1k</p>{tabs}"
        rows = "".join(
            f"<tr><td>{escape(f)}</td><td>{a(_tc_file(ds, f), '下载')}</td></tr>" for f in files
        )
        pages[base] = TC.page(
            title,
            f"""{head}<section class="desc"><h2>数据说明</h2><p>本数据集可用于时空序列预测研究。</p>
<table class="files"><tr><th>文件名</th><th>操作</th></tr>{rows}</table>
<p>许可: CC BY-NC-SA 4.0</p></section>
<aside><h3>标签</h3>{a("/dataset?tag=%E4%BA%A4%E9%80%9A", "交通")} {a("/dataset?tag=%E6%97%B6%E5%BA%8F", "时序")}
<h3>相似数据集</h3>{a("/dataset/139870", "共享单车站点数据")}</aside>""",
            share=f"http://{TC_HOST}{base}",
        )
        pages[base + "/notebook"] = TC.page(
            f"{title} 相关Notebook",
            f"{head}<ul><li>{a(f'/notebook/{nb}', '基于LSTM的需求预测 baseline')}</li></ul>",
        )
        pages[base + "/discussion"] = TC.page(
            f"{title} 讨论",
            f"{head}<ul><li>{a(f'{base}/discussion/{thread}', '字段 end_time 有缺失值吗？')}</li></ul>",
        )
        pages[f"{base}/discussion/{thread}"] = TC.page(
            "字段 end_time 有缺失值吗？",
            f"{head}<p>约0.3%的记录缺失。</p>{a('/u/dataops-' + ds, '数据运营团队')}",
        )
        pages[f"/notebook/{nb}"] = TC.page("Notebook", f"<h1>Notebook {nb}</h1>{a(base, title)}")
        pages[f"/u/dataops-{ds}"] = TC.page("数据运营团队", "<h1>数据运营团队</h1>")
        for f in files:
            path = _tc_file(ds, f).split(TC_CDN, 1)[1]
            if f.endswith(".csv"):
                cdn.add(
                    path,
                    data("user_id,start_time,end_time\n1,2021-05-01 08:00,2021-05-01 08:20\n", CSV),
                )
            elif f.endswith(".pdf"):
                cdn.add(path, Response.data(pdf("Dataset description", [ds]), "application/pdf"))
            elif f.endswith(".md"):
                cdn.add(path, data(f"# {title}\n", "text/markdown; charset=utf-8"))
            else:
                cdn.add(path, Response.data(b"PK\x03\x04 mock", ZIP))
    pages["/dataset/139870"] = TC.page("共享单车站点数据", "<h1>共享单车站点数据</h1>")
    return [TC.site(pages), cdn]


def _tc_cases() -> list[Case]:
    out = []
    for ds, (_t, files, thread, nb) in _TC.items():
        u = f"http://{TC_HOST}/dataset/{ds}"
        # A dataset with its code and discussion (the seed's Kaggle row): Multi-Hop under
        # the dataset's path (notebook tab, discussion -> thread) plus its files on an
        # object-storage CDN of another domain -> path_based_externals.  The notebooks
        # themselves (/notebook/<id>) are other artifacts; the publisher is not the dataset.
        out.append(
            Case(
                f"tianchi-{ds}",
                "Tianchi-like (Chinese dataset and notebook platform)",
                "Multi-Hop",
                "path_based_externals",
                u,
                frozenset(
                    {
                        u,
                        u + "/notebook",
                        u + "/discussion",
                        f"{u}/discussion/{thread}",
                        *(_tc_file(ds, f) for f in files),
                    }
                ),
                _tc_sites,
                others=frozenset({f"http://{TC_HOST}/notebook/{nb}"}),
            )
        )
    return out


# -------------------------------------------------------------------------- ScienceDB-like
SD_HOST = "www.kexueshuju-yanhu.hx29.example"
SD_DL = "download.kexueshuju-yanhu.hx29.example"
SD = Local(
    SD_HOST,
    "Science Data Bank",
    menu=[
        ("/search", "数据检索"),
        ("/journals", "期刊"),
        ("/communities", "社区"),
        ("/submit", "提交数据"),
        ("/help", "帮助"),
    ],
    footer=[
        ("/about", "关于我们"),
        ("/privacy", "隐私政策"),
        ("/policy", "数据政策"),
        ("/contact", "联系我们"),
    ],
    title_format="{title}",
    home_title="ScienceDB | 科学数据银行",
    home_main=f"<h1>科学数据银行</h1><h2>最新数据集</h2>{ul([a('/detail?dataSetId=4e1d7a90c3', '中国近海海表温度日数据'), a('/detail?dataSetId=5a77c0b2e9', '华北平原冬小麦产量数据')])}",
    lang="zh-CN",
    switch=[("/lang?l=zh", "中文"), ("/lang?l=en", "English")],
    search_label="检索",
    login_label="登录",
    signup_label="注册",
)
_SD = {
    "6b3c8e0f2a": (
        "2000-2020年青藏高原湖泊面积数据集",
        [("f01a", "TP_lakes_2000-2020.shp.zip", ZIP), ("f01b", "lake_area_stats.csv", CSV)],
        "4e1d7a90c3",
    ),
    "9d2f41b7c8": (
        "中国1km分辨率逐月降水量数据集(1901-2022)",
        [("f02a", "pre_1901-2022.nc", "application/x-netcdf"), ("f02b", "数据说明.txt", TXT)],
        "5a77c0b2e9",
    ),
}


def _sd_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    dl = Site(SD_DL)
    for ds, (title, files, rel) in _SD.items():
        tabs = (
            f'<ul class="tabs"><li>{a(f"/detail?dataSetId={ds}", "数据集概览")}</li>'
            f"<li>{a(f'/detail/metadata?dataSetId={ds}', '元数据')}</li>"
            f"<li>{a(f'/detail/files?dataSetId={ds}', '文件列表')}</li></ul>"
        )
        cite = f"/api/dataset/cite?dataSetId={ds}&type=ris"
        pages[f"/detail?dataSetId={ds}"] = SD.page(
            title,
            f"""<h1>{escape(title)}</h1>{tabs}
<p>DOI: <a href="http://doi.test/10.57760/sciencedb.{ds}">10.57760/sciencedb.{ds}</a> · CSTR: 31253.11.sciencedb.{ds}</p>
<p>作者: {a("/user/profile?uid=778812", "孙海涛")} · 机构: {a("/org?id=itpcas", "中国科学院青藏高原研究所")}</p>
<div class="desc"><h2>数据摘要</h2><p>基于Landsat影像提取的湖泊边界……</p></div>
<p>{a(cite, "导出引用 (RIS)")} · 许可: CC BY 4.0</p>
<aside><h3>学科</h3>{a("/search?subject=%E5%9C%B0%E7%90%86%E5%AD%A6", "地理学")}
<h3>相关数据集</h3>{a(f"/detail?dataSetId={rel}", "相关数据集")}</aside>""",
            raw_title=True,
            share=f"http://{SD_HOST}/detail?dataSetId={ds}",
        )
        pages[f"/detail/metadata?dataSetId={ds}"] = SD.page(
            title,
            f"<h1>{escape(title)}</h1>{tabs}"
            + table(
                [
                    ("标题", escape(title)),
                    ("版本", "V2"),
                    ("空间范围", "73°E-105°E, 26°N-40°N"),
                    ("时间范围", "2000-2020"),
                ]
            ),
            raw_title=True,
        )
        rows = "".join(
            f"<tr><td>{escape(n)}</td><td><a href='http://{SD_DL}/api/file/download?fileId={fid}'>下载</a></td></tr>"
            for fid, n, _c in files
        )
        pages[f"/detail/files?dataSetId={ds}"] = SD.page(
            title, f"<h1>{escape(title)}</h1>{tabs}<table>{rows}</table>", raw_title=True
        )
        pages[cite] = data(f"TY  - DATA\nTI  - {title}\nPB  - Science Data Bank\nER  - \n", RIS)
        for fid, n, ctype in files:
            body = (
                b"lake,year,area\nSelinCo,2020,2460\n"
                if ctype in (CSV, TXT)
                else b"\x00binary " + quote(n).encode()
            )
            dl.add(f"/api/file/download?fileId={fid}", Response.data(body, ctype))
        pages["/user/profile?uid=778812"] = SD.page(
            "孙海涛", "<h1>孙海涛</h1><p>发布数据集 6 个</p>"
        )
        pages["/org?id=itpcas"] = SD.page("中国科学院青藏高原研究所", "<h1>机构</h1>")
    for rel, t in (
        ("4e1d7a90c3", "中国近海海表温度日数据"),
        ("5a77c0b2e9", "华北平原冬小麦产量数据"),
    ):
        pages[f"/detail?dataSetId={rel}"] = SD.page(t, f"<h1>{t}</h1>", raw_title=True)
    return [SD.site(pages), dl]


def _sd_cases() -> list[Case]:
    out = []
    for ds, (_t, files, rel) in _SD.items():
        u = f"http://{SD_HOST}"
        # A data bank record (the seed's Dryad shape): the <title> is the dataset title
        # alone and every metadata page (overview, metadata, file list) and the RIS export
        # carry it, while the data files (on a download host) do not -> Multi-Hop,
        # sig_title_plus_ignored.  Author, institution, subject and related datasets are
        # not the dataset; the homepage features other datasets (ignored).
        out.append(
            Case(
                f"sciencedb-{ds}",
                "ScienceDB-like (Chinese science data bank)",
                "Multi-Hop",
                "sig_title_plus_ignored",
                f"{u}/detail?dataSetId={ds}",
                frozenset(
                    {
                        f"{u}/detail?dataSetId={ds}",
                        f"{u}/detail/metadata?dataSetId={ds}",
                        f"{u}/detail/files?dataSetId={ds}",
                        f"{u}/api/dataset/cite?dataSetId={ds}&type=ris",
                        *(
                            f"http://{SD_DL}/api/file/download?fileId={fid}"
                            for fid, _n, _c in files
                        ),
                    }
                ),
                _sd_sites,
                others=frozenset({f"{u}/detail?dataSetId={rel}"}),
            )
        )
    return out


# ------------------------------------------------------------------------------- KCI-like
KC_HOST = "www.kci-hanbit.hx29.example"
KC_FILE = "file.kci-hanbit.hx29.example"
KC = Local(
    KC_HOST,
    "KCI 한국학술지인용색인",
    menu=[
        ("/kciportal/main.kci", "홈"),
        ("/kciportal/po/search/poArtiSearList.kci", "논문검색"),
        ("/kciportal/po/search/poSereSearList.kci", "학술지검색"),
        ("/kciportal/po/statistics/poStatistics.kci", "인용정보"),
    ],
    footer=[
        ("/kciportal/etc/termsOfUse.kci", "이용약관"),
        ("/privacy", "개인정보처리방침"),
        ("/kciportal/etc/siteMap.kci", "사이트맵"),
        ("http://www.nrf.test/", "한국연구재단"),
    ],
    title_format="{title} | {name}",
    home_title="KCI 한국학술지인용색인",
    lang="ko",
    switch=[
        ("/kciportal/main.kci?locale=ko", "한국어"),
        ("/kciportal/main.kci?locale=en", "English"),
    ],
    banner="이 사이트는 쿠키를 사용합니다.",
    search_label="검색",
    login_label="로그인",
    signup_label="회원가입",
)
_KC = {
    "ART002876543": (
        "도시 열섬 완화를 위한 옥상녹화의 냉각 효과 분석",
        "Cooling effects of green roofs for urban heat island mitigation",
        "한국환경과학회지",
        "SER000001234",
        ["김지훈", "박서연"],
        ["ART002701122", "ART002655310"],
    ),
    "ART003012345": (
        "조선후기 한글 편지에 나타난 여성의 언어생활",
        "Women's language life in Hangeul letters of the late Joseon period",
        "국어사연구",
        "SER000004321",
        ["이수민"],
        ["ART002598877"],
    ),
}
_KV = "/kciportal/ci/sereArticleSearch/"


def _kc_parts(aid: str) -> list[str]:
    return [
        f"{_KV}ciSereArtiView.kci?sereArticleSearchBean.artiId={aid}",
        f"{_KV}ciSereArtiView.kci?sereArticleSearchBean.artiId={aid}&locale=en",
        f"{_KV}ciSereArtiRefView.kci?artiId={aid}",
        f"{_KV}ciSereArtiCitedView.kci?artiId={aid}",
        f"/kciportal/po/search/poArtiFullTextView.kci?artiId={aid}",
        f"{_KV}ciSereArtiCitExport.kci?artiId={aid}&format=ris",
        f"{_KV}ciSereArtiCitExport.kci?artiId={aid}&format=bibtex",
    ]


def _kc_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    files = Site(KC_FILE)
    for aid, (title, title_en, jname, ser, authors, rel) in _KC.items():
        view, en, ref, cited, full, ris, bib = _kc_parts(aid)
        au = ", ".join(
            a(
                f"/kciportal/po/citationindex/poCretDetail.kci?citationBean.cretId=CRT000{120000 + i}",
                n,
            )
            for i, n in enumerate(authors)
        )
        rl = ul(
            a(f"{_KV}ciSereArtiView.kci?sereArticleSearchBean.artiId={r}", f"관련 논문 {r}")
            for r in rel
        )

        def body(
            lang: str,
            title: str = title,
            title_en: str = title_en,
            jname: str = jname,
            ser: str = ser,
            au: str = au,
            rl: str = rl,
            en: str = en,
            view: str = view,
            ref: str = ref,
            cited: str = cited,
            full: str = full,
            ris: str = ris,
            bib: str = bib,
        ) -> str:
            other = a(en, "English") if lang == "ko" else a(view, "한국어")
            return f"""<div class="journal">{a(f"/kciportal/po/search/poSereView.kci?sereId={ser}", jname)} · 2022, vol.31, no.4, pp.211-224</div>
<h1 class="title">{escape(title)}</h1><h2 class="title-en" lang="en">{escape(title_en)}</h2>
<p class="author">{au}</p><p>{other}</p>
<ul class="tab">{"".join(f"<li>{a(h, t)}</li>" for h, t in ((view, "상세정보"), (ref, "참고문헌"), (cited, "피인용")))}</ul>
<div class="abstract"><h3>초록</h3><p>본 연구는 …</p></div>
<div class="kw"><h3>키워드</h3>{a("/kciportal/po/search/poArtiSearList.kci?keyword=%EC%98%A5%EC%83%81%EB%85%B9%ED%99%94", "옥상녹화")}</div>
<div class="btns">{a(full, "원문보기")} {a(ris, "EndNote/RIS")} {a(bib, "BibTeX")}</div>
<div class="related"><h3>같은 주제의 논문</h3>{rl}</div>"""

        pages[view] = KC.page(title, body("ko"))
        pages[en] = KC.page(title_en, body("en"))
        pages[ref] = KC.page(
            f"{title} 참고문헌", f"<h1>{escape(title)}</h1><h2>참고문헌 (2)</h2>{rl}"
        )
        pages[cited] = KC.page(
            f"{title} 피인용", f"<h1>{escape(title)}</h1><h2>피인용 횟수: 1</h2>{rl}"
        )
        pages[full] = KC.page(
            "원문보기",
            f"<h1>{escape(title)}</h1><p>원문 제공: 발행기관</p>"
            f"<p><a href='http://{KC_FILE}/kciportal/landing/article.kci?arti_id={aid}'>PDF 다운로드</a></p>",
        )
        pages[ris] = data(f"TY  - JOUR\nTI  - {title}\nJO  - {jname}\nER  - \n", RIS)
        pages[bib] = data(f"@article{{{aid},\n title={{{title}}}\n}}\n", BIB)
        files.add(
            f"/kciportal/landing/article.kci?arti_id={aid}",
            Response.data(pdf(title_en, [jname]), "application/pdf"),
        )
        for r in rel:
            pages[f"{_KV}ciSereArtiView.kci?sereArticleSearchBean.artiId={r}"] = KC.page(
                "관련 논문", f"<h1>관련 논문 {r}</h1>"
            )
        pages[f"/kciportal/po/search/poSereView.kci?sereId={ser}"] = KC.page(
            jname, f"<h1>{escape(jname)}</h1>"
        )
    return [KC.site(pages), files]


def _kc_cases() -> list[Case]:
    out = []
    for aid, (*_x, rel) in _KC.items():
        parts = [f"http://{KC_HOST}{p}" for p in _kc_parts(aid)]
        # A Korean citation-index record: Multi-Hop (full-text landing -> PDF on the file
        # host; reference and citation tabs; English view; RIS/BibTeX), and every part's URI
        # carries the article id ART... while journal, author, keyword and related records
        # do not (the seed's GBIF shape) -> sig_uri.
        out.append(
            Case(
                f"kci-{aid.lower()}",
                "KCI-like (Korean citation index)",
                "Multi-Hop",
                "sig_uri",
                parts[0],
                frozenset(
                    {*parts, f"http://{KC_FILE}/kciportal/landing/article.kci?arti_id={aid}"}
                ),
                _kc_sites,
                others=frozenset(
                    f"http://{KC_HOST}{_KV}ciSereArtiView.kci?sereArticleSearchBean.artiId={r}"
                    for r in rel
                ),
            )
        )
    return out


CASES: list[Case] = [
    *_cn_cases(),
    *_cx_cases(),
    *_sn_cases(),
    *_gt_cases(),
    *_tc_cases(),
    *_sd_cases(),
    *_kc_cases(),
]
