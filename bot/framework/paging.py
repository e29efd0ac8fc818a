"""Select menus longer than Discord's 25 options, in pages.

A game hands over a select with every option; before the display is drawn the framework keeps the
viewer's page of it and adds a "more" button. Turning a page is an interface action (nothing is
committed, no other view goes stale): the button carries the select's action and the next page, and
the viewer's page travels in `Context.ui` as `page:<action>`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from bot.framework.kinds import Action, Control, Display
from bot.i18n import t

PAGE_ACTION = "page"  # reserved: no game may name an action so
PAGE_SIZE = 25


def page_key(action: str) -> str:
    return f"page:{action}"


def paginate(display: Display, ui: Mapping[str, str], locale: str) -> Display:
    """Cut every long select of `display` to the viewer's page and add its "more" button."""
    out: list[Control] = []
    turners: list[Control] = []
    for control in display.controls:
        if not control.is_select or len(control.choices) <= PAGE_SIZE:
            out.append(control)
            continue
        pages = -(-len(control.choices) // PAGE_SIZE)
        raw = ui.get(page_key(control.action), "0")
        page = int(raw) % pages if raw.isdigit() else 0
        shown = control.choices[page * PAGE_SIZE:(page + 1) * PAGE_SIZE]
        most = min(control.max_values, len(shown))
        placeholder = f"{control.placeholder or ''} ({page + 1}/{pages})".strip()
        out.append(dataclasses.replace(control, choices=shown, max_values=most,
                                       min_values=min(control.min_values, most), placeholder=placeholder[:150]))
        turners.append(Control(PAGE_ACTION, t("page.more", locale, page=(page + 1) % pages + 1, pages=pages),
                               "secondary", arg=f"{control.action}.{(page + 1) % pages}"))
    display.controls = out + turners
    return display


def page_turn(action: Action) -> dict[str, str] | None:
    """The interface choice a page button makes, or None if `action` is not a well-formed one."""
    target, _, page = action.arg.rpartition(".")
    if action.name != PAGE_ACTION or not target or not page.isdigit() or len(page) > 3:
        return None
    return {page_key(target): page}
