"""Discord's documented limits, checked the way the real API checks them (400 / 413 on violation)."""

from __future__ import annotations

import re
from typing import Any

INITIAL_RESPONSE_S = 3.0
TOKEN_TTL_S = 15 * 60
MAX_CONTENT = 2000
MAX_ROWS = 5
MAX_COMPONENTS = 25
MAX_ROW_BUTTONS = 5
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_FILES = 10
MAX_EMBEDS = 10
EMBED_TOTAL = 6000
_COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")


def _fail(message: str, status: int = 400, code: int = 50035) -> None:
    from bot.harness.fake_discord import ApiError

    raise ApiError(status, code, f"Invalid Form Body: {message}")


def check_files(files: list[tuple[str, bytes]]) -> None:
    if len(files) > MAX_FILES:
        _fail(f"files: Must be {MAX_FILES} or fewer in length.")
    for name, data in files:
        if len(data) > MAX_FILE_BYTES:
            _fail("Request entity too large", status=413, code=40005)
        if not data:
            _fail(f"{name}: the file is empty")
        if name.endswith(".png") and not data.startswith(b"\x89PNG\r\n\x1a\n"):
            _fail(f"{name}: not a PNG image")


def check_embeds(embeds: list[dict[str, Any]]) -> None:
    if len(embeds) > MAX_EMBEDS:
        _fail("embeds: Must be 10 or fewer in length.")
    total = 0
    for i, e in enumerate(embeds):
        for key, limit in (("title", 256), ("description", 4096)):
            value = e.get(key) or ""
            if len(value) > limit:
                _fail(f"embeds.{i}.{key}: Must be {limit} or fewer in length.")
            total += len(value)
        fields = e.get("fields") or []
        if len(fields) > 25:
            _fail(f"embeds.{i}.fields: Must be 25 or fewer in length.")
        for f in fields:
            if not f.get("name") or not f.get("value"):
                _fail(f"embeds.{i}.fields: name and value are required")
            if len(f["name"]) > 256 or len(f["value"]) > 1024:
                _fail(f"embeds.{i}.fields: field too long")
            total += len(f["name"]) + len(f["value"])
        footer = (e.get("footer") or {}).get("text") or ""
        if len(footer) > 2048:
            _fail(f"embeds.{i}.footer.text: Must be 2048 or fewer in length.")
        author = (e.get("author") or {}).get("name") or ""
        if len(author) > 256:
            _fail(f"embeds.{i}.author.name: Must be 256 or fewer in length.")
        total += len(footer) + len(author)
    if total > EMBED_TOTAL:
        _fail("embeds: the total text of all embeds is over 6000 characters")


def _check_button(comp: dict[str, Any], where: str) -> bool:
    """A button's own rules; False for a link button, which has no custom_id."""
    if len(comp.get("label") or "") > MAX_LABEL:
        _fail(f"{where}.label: Must be {MAX_LABEL} or fewer in length.")
    if comp.get("style") == 5:
        if not comp.get("url"):
            _fail(f"{where}.url: a link button needs a url")
        return False
    if not comp.get("label") and not comp.get("emoji"):
        _fail(f"{where}: a button needs a label or an emoji")
    return True


def _check_select(comp: dict[str, Any], where: str) -> None:
    options = comp.get("options") or []
    if not 1 <= len(options) <= MAX_OPTIONS:
        _fail(f"{where}.options: Must be between 1 and {MAX_OPTIONS} in length.")
    values = set()
    for o in options:
        if not 1 <= len(o.get("label") or "") <= 100 or not 1 <= len(o.get("value") or "") <= 100:
            _fail(f"{where}.options: label and value must be 1 to 100 characters")
        if len(o.get("description") or "") > 100:
            _fail(f"{where}.options: description must be 100 or fewer characters")
        if o["value"] in values:
            _fail(f"{where}.options: values must be unique")
        values.add(o["value"])
    lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
    if not (0 <= lo <= hi <= len(options)) or hi > 25:
        _fail(f"{where}: min_values/max_values out of range")
    if len(comp.get("placeholder") or "") > 150:
        _fail(f"{where}.placeholder: Must be 150 or fewer in length.")


def _check_row(row: dict[str, Any], r: int) -> list[dict[str, Any]]:
    """An action row's own rules; its components."""
    if row.get("type") != 1:
        _fail(f"components.{r}: top-level components must be action rows")
    children: list[dict[str, Any]] = row.get("components") or []
    if not children:
        _fail(f"components.{r}.components: Must be 1 or more in length.")
    selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
    if selects and len(children) > 1:
        _fail(f"components.{r}: a select menu must be alone in its row")
    if len(children) > MAX_ROW_BUTTONS:
        _fail(f"components.{r}.components: Must be {MAX_ROW_BUTTONS} or fewer in length.")
    return children


def check_components(rows: list[dict[str, Any]]) -> None:
    if len(rows) > MAX_ROWS:
        _fail(f"components: Must be {MAX_ROWS} or fewer in length.")
    seen: set[str] = set()
    total = 0
    for r, row in enumerate(rows):
        for c, comp in enumerate(_check_row(row, r)):
            total += 1
            where = f"components.{r}.components.{c}"
            custom_id = str(comp.get("custom_id") or "")
            if comp.get("type") == 2:
                if not _check_button(comp, where):
                    continue
            elif comp.get("type") == 3:
                _check_select(comp, where)
            elif comp.get("type") not in (5, 6, 7, 8):
                _fail(f"{where}: component type {comp.get('type')} is not allowed in a message row")
            if not custom_id or len(custom_id) > MAX_CUSTOM_ID:
                _fail(f"{where}.custom_id: Must be between 1 and {MAX_CUSTOM_ID} in length.")
            if custom_id in seen:
                _fail(f"{where}.custom_id: Component custom id cannot be duplicated")
            seen.add(custom_id)
    if total > MAX_COMPONENTS:
        _fail(f"components: at most {MAX_COMPONENTS} components in a message")


def check_message(body: dict[str, Any], *, creating: bool, has_files: bool) -> None:
    content = body.get("content")
    if content is not None and len(content) > MAX_CONTENT:
        _fail(f"content: Must be {MAX_CONTENT} or fewer in length.")
    check_embeds(body.get("embeds") or [])
    check_components(body.get("components") or [])
    if creating and not (content or body.get("embeds") or has_files or body.get("components")
                         or body.get("attachments") or body.get("sticker_ids")):
        _fail("Cannot send an empty message", code=50006)


def check_modal(data: dict[str, Any]) -> None:
    title = data.get("title") or ""
    if not 1 <= len(title) <= 45:
        _fail("title: Must be between 1 and 45 in length.")
    custom_id = data.get("custom_id") or ""
    if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        _fail("custom_id: Must be between 1 and 100 in length.")
    rows = data.get("components") or []
    if not 1 <= len(rows) <= 5:
        _fail("components: Must be between 1 and 5 in length.")
    for row in rows:
        children = row.get("components") or ([row["component"]] if "component" in row else [])
        for comp in children:
            if comp.get("type") != 4:
                continue
            label = comp.get("label") or row.get("label") or ""
            if not 1 <= len(label) <= 45:
                _fail("text input label: Must be between 1 and 45 in length.")
            if not 1 <= len(comp.get("custom_id") or "") <= MAX_CUSTOM_ID:
                _fail("text input custom_id: Must be between 1 and 100 in length.")


def check_command(cmd: dict[str, Any], depth: int = 0) -> None:
    name = cmd.get("name") or ""
    if not _COMMAND_NAME.match(name) or name != name.lower():
        _fail(f"name {name!r}: must be 1-32 lowercase characters")
    for loc_name in (cmd.get("name_localizations") or {}).values():
        if not _COMMAND_NAME.match(loc_name) or loc_name != loc_name.lower():
            _fail(f"localised name {loc_name!r}: must be 1-32 lowercase characters")
    desc = cmd.get("description") or ""
    if cmd.get("type", 1) in (1, None) and not 1 <= len(desc) <= 100 and depth >= 0:
        _fail(f"{name}.description: Must be between 1 and 100 in length.")
    for loc_desc in (cmd.get("description_localizations") or {}).values():
        if not 1 <= len(loc_desc) <= 100:
            _fail(f"{name}: a localised description must be 1 to 100 characters")
    options = cmd.get("options") or []
    if len(options) > 25:
        _fail(f"{name}.options: Must be 25 or fewer in length.")
    for opt in options:
        if len(opt.get("choices") or []) > MAX_CHOICES:
            _fail(f"{name}.{opt.get('name')}.choices: Must be 25 or fewer in length.")
        check_command({**opt, "type": 1}, depth + 1)
