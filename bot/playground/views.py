"""What one member's Discord client would show, read off the fake Discord: the channels they can open, the
messages of one channel (ephemeral ones only to whom they belong), unread mentions and the slash commands.

Nothing here knows any game: it turns recorded Discord payloads into plain JSON for the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.harness.fake_discord import LOADING, PRIVATE_THREAD, PUBLIC_THREAD, FakeDiscord, Message

TEXT_CHANNEL, DM_CHANNEL = 0, 1
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2


@dataclass
class Seen:
    """How far each member has read each channel (the newest message id they have looked at)."""

    upto: dict[tuple[int, int], int] = field(default_factory=dict)

    def mark(self, member_id: int, channel_id: int, message_id: int) -> None:
        key = (member_id, channel_id)
        self.upto[key] = max(self.upto.get(key, 0), message_id)

    def after(self, member_id: int, channel_id: int) -> int:
        return self.upto.get((member_id, channel_id), 0)


def can_see_channel(fake: FakeDiscord, member_id: int, channel_id: int) -> bool:
    channel = fake.channels.get(channel_id)
    if channel is None:
        return False
    kind = channel.get("type")
    if kind == DM_CHANNEL:
        return fake.dm_channels.get(member_id) == channel_id
    if kind == PRIVATE_THREAD:
        return member_id in channel.get("members", set())
    return kind in (TEXT_CHANNEL, PUBLIC_THREAD)


def can_see_message(fake: FakeDiscord, member_id: int, msg: Message) -> bool:
    if msg.deleted or not can_see_channel(fake, member_id, msg.channel_id):
        return False
    return not msg.ephemeral or msg.visible_to == member_id


def visible_messages(fake: FakeDiscord, member_id: int, channel_id: int) -> list[Message]:
    if not can_see_channel(fake, member_id, channel_id):
        return []
    return sorted((m for m in fake.messages.values()
                   if m.channel_id == channel_id and can_see_message(fake, member_id, m)), key=lambda m: m.id)


def unread_mentions(fake: FakeDiscord, seen: Seen, member_id: int, channel_id: int) -> int:
    """Mentions of the member not yet looked at; in a DM every new message counts, as Discord does."""
    after = seen.after(member_id, channel_id)
    if fake.channels.get(channel_id, {}).get("type") == DM_CHANNEL:
        return sum(1 for m in visible_messages(fake, member_id, channel_id) if m.id > after)
    return sum(1 for msg_id, user in fake.notifications
               if user == member_id and msg_id > after and msg_id in fake.messages
               and fake.messages[msg_id].channel_id == channel_id
               and can_see_message(fake, member_id, fake.messages[msg_id]))


def channel_list(fake: FakeDiscord, seen: Seen, member_id: int) -> list[dict[str, Any]]:
    out = []
    for cid, channel in sorted(fake.channels.items(), key=lambda kv: (kv[1].get("position", 0), kv[0])):
        if not can_see_channel(fake, member_id, cid):
            continue
        kind = {TEXT_CHANNEL: "text", PUBLIC_THREAD: "thread", PRIVATE_THREAD: "private-thread",
                DM_CHANNEL: "dm"}[channel["type"]]
        name = channel.get("name") or "Tabletop"
        out.append({"id": str(cid), "name": name, "kind": kind, "parent": channel.get("parent_id"),
                    "badge": unread_mentions(fake, seen, member_id, cid)})
    return out


def message_view(fake: FakeDiscord, msg: Message, member_id: int,
                 commands_used: dict[int, str]) -> dict[str, Any]:
    urls = {a.filename: f"/attachments/{a.id}/{a.filename}" for a in msg.attachments}
    embeds = []
    shown: set[str] = set()
    for embed in msg.embeds:
        e = dict(embed)
        for key in ("image", "thumbnail"):
            url = (e.get(key) or {}).get("url", "")
            if url.startswith("attachment://"):
                name = url[len("attachment://"):]
                shown.add(name)
                e[key] = {**e[key], "url": urls.get(name, "")}
        embeds.append(e)
    used = None
    itx = fake.interactions.get(msg.interaction_id or 0)
    if itx is not None and itx.id in commands_used and itx.original_id == msg.id:
        user = fake.users.get(itx.user_id, {})
        used = {"user": user.get("global_name") or user.get("username", "?"), "command": commands_used[itx.id]}
    mentions = {int(u) for u in re.findall(r"<@!?(\d+)>", msg.content or "")}
    return {
        "id": str(msg.id),
        "author": (msg.author.get("global_name") or msg.author.get("username", "?")),
        "bot": bool(msg.author.get("bot")),
        "content": msg.content,
        "embeds": embeds,
        "components": msg.components,
        "attachments": [{"url": urls[a.filename], "filename": a.filename,
                         "image": a.filename.lower().endswith((".png", ".jpg", ".jpeg", ".gif", ".webp"))}
                        for a in msg.attachments if a.filename not in shown],
        "ephemeral": msg.ephemeral,
        "loading": bool(msg.flags & LOADING),
        "edited": msg.edited_at is not None,
        "created_at": msg.created_at,
        "mentions_me": member_id in mentions,
        "used": used,
    }


def names(fake: FakeDiscord) -> dict[str, Any]:
    """Ids to names, so the page can show <@id> and <#id> as Discord does."""
    return {
        "users": {str(uid): u.get("global_name") or u.get("username", "?")
                  for uid, u in [*fake.users.items(), (fake.BOT_ID, fake.bot_user)]},
        "channels": {str(cid): c.get("name") or "Tabletop" for cid, c in fake.channels.items()},
        "guild": str(fake.GUILD_ID),
    }


def _local(entry: dict[str, Any], key: str, locale: str) -> str:
    localised = entry.get(f"{key}_localizations") or {}
    return str(localised.get(locale) or localised.get(locale.split("-")[0]) or entry.get(key, ""))


def command_list(fake: FakeDiscord, locale: str) -> list[dict[str, Any]]:
    """Every runnable slash command (`/group sub` flattened), named as the member's client names it."""
    out: list[dict[str, Any]] = []

    def walk(node: dict[str, Any], path: list[str], label: list[str]) -> None:
        options = node.get("options") or []
        subs = [o for o in options if o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP)]
        if subs:
            for sub in subs:
                walk(sub, [*path, sub["name"]], [*label, _local(sub, "name", locale)])
            return
        out.append({
            "path": " ".join(path),
            "label": "/" + " ".join(label),
            "description": _local(node, "description", locale),
            "options": [{
                "name": o["name"], "label": _local(o, "name", locale), "description": _local(o, "description", locale),
                "type": o["type"], "required": bool(o.get("required")), "autocomplete": bool(o.get("autocomplete")),
                "choices": [{"name": _local(c, "name", locale), "value": c["value"]} for c in o.get("choices") or []],
                **{k: o[k] for k in ("min_value", "max_value", "min_length", "max_length") if k in o},
            } for o in options],
        })

    for cmd in fake.commands.get("global", []) + fake.commands.get(str(fake.GUILD_ID), []):
        if cmd.get("type", 1) == 1:
            walk(cmd, [cmd["name"]], [_local(cmd, "name", locale)])
    return sorted(out, key=lambda c: c["label"])
