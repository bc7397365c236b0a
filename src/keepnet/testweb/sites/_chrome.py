"""The page template the demo sites share: head, menu, footer — the chrome of a real site.

Crawlers and boundary heuristics must cope with pages whose links are mostly navigation and
footer boilerplate, so every demo page carries a menu and a footer like a real site does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape


@dataclass(frozen=True)
class Chrome:
    """What every page of one site has in common."""

    site_name: str
    menu: Sequence[tuple[str, str]]  # (href, label)
    stylesheets: Sequence[str] = ()
    scripts: Sequence[str] = ()
    footer_links: Sequence[tuple[str, str]] = ()
    favicon: str | None = None
    extra_head: str = ""
    lang: str = "en"
    tagline: str = ""

    def page(self, title: str, main: str, *, head: str = "", body_class: str = "") -> str:
        """A complete HTML document with this site's chrome around `main`."""
        css = "".join(f'\n  <link rel="stylesheet" href="{escape(h)}">' for h in self.stylesheets)
        js = "".join(f'\n  <script src="{escape(s)}" defer></script>' for s in self.scripts)
        icon = f'\n  <link rel="icon" href="{escape(self.favicon)}">' if self.favicon else ""
        menu = "\n".join(
            f'      <li><a href="{escape(h)}">{escape(label)}</a></li>' for h, label in self.menu
        )
        foot = " · ".join(
            f'<a href="{escape(h)}">{escape(label)}</a>' for h, label in self.footer_links
        )
        cls = f' class="{body_class}"' if body_class else ""
        return f"""<!DOCTYPE html>
<html lang="{self.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{escape(title)} | {escape(self.site_name)}</title>{icon}{css}{js}{self.extra_head}{head}
</head>
<body{cls}>
  <header class="site-header">
    <a class="brand" href="/">{escape(self.site_name)}</a>
    <span class="tagline">{escape(self.tagline)}</span>
    <nav aria-label="Main menu">
      <ul>
{menu}
      </ul>
    </nav>
  </header>
  <main id="content">
{main}
  </main>
  <footer class="site-footer">
    <p>{foot}</p>
    <p>&copy; 2024 {escape(self.site_name)}. Served by the keepnet demo web (not the real internet).</p>
  </footer>
</body>
</html>
"""


def para(*sentences: str) -> str:
    return "<p>" + " ".join(escape(s) for s in sentences) + "</p>"
