"""The fake Discord's world saved to a file and read back: users, channels, threads, DMs, messages with their
pictures, interactions, mentions and commands. The playground keeps it beside its `--db`, so stopping and
starting the playground keeps the channel's history as Discord would.

`snapshot` is cheap and runs on the event loop (it copies references: the fake replaces a message's parts
on an edit, it never changes them in place); `encode` (base64, JSON) runs in a worker thread.
"""

from __future__ import annotations

import asyncio
import base64
import json
from typing import Any

from bot.harness.fake_discord import Attachment, FakeDiscord, Interaction, Message

VERSION = 1
_MESSAGE_FIELDS = ("id", "channel_id", "guild_id", "author", "content", "embeds", "components", "flags",
                   "visible_to", "interaction_id", "created_at", "edited_at", "edits")
_INTERACTION_FIELDS = ("id", "token", "type", "user_id", "channel_id", "guild_id", "created_at",
                       "source_message_id", "responded", "response_type", "responded_at", "original_id", "modal",
                       "choices")


def snapshot(fake: FakeDiscord, **extra: Any) -> dict[str, Any]:
    channels = {}
    for cid, channel in fake.channels.items():
        copy = dict(channel)
        if "members" in copy:
            copy["members"] = sorted(copy["members"])
        if "thread_metadata" in copy:
            copy["thread_metadata"] = dict(copy["thread_metadata"])
        channels[str(cid)] = copy
    return {
        "version": VERSION,
        "clock_offset": fake.clock_offset,
        "users": {str(k): v for k, v in fake.users.items()},
        "channels": channels,
        "dm_channels": {str(k): v for k, v in fake.dm_channels.items()},
        "messages": [{**{f: getattr(m, f) for f in _MESSAGE_FIELDS},
                      "attachments": [(a.id, a.filename, a.data) for a in m.attachments]}
                     for m in fake.messages.values() if not m.deleted],
        "interactions": [{f: getattr(i, f) for f in _INTERACTION_FIELDS} for i in fake.interactions.values()],
        "notifications": list(fake.notifications),
        "commands": dict(fake.commands),
        **extra,
    }


def encode(snap: dict[str, Any]) -> bytes:
    def default(value: object) -> object:
        if isinstance(value, bytes):
            return base64.b64encode(value).decode()
        raise TypeError(type(value).__name__)

    return json.dumps(snap, default=default, separators=(",", ":")).encode()


def restore(fake: FakeDiscord, data: dict[str, Any]) -> dict[str, Any]:
    """Put a saved world back into a fresh fake; returns the whole saved mapping (callers keep extras in it)."""
    if data.get("version") != VERSION:
        raise ValueError(f"saved playground version {data.get('version')!r} is not {VERSION}")
    fake.clock_offset = float(data["clock_offset"])
    fake.users = {int(k): v for k, v in data["users"].items()}
    fake.channels = {}
    for cid, channel in data["channels"].items():
        if "members" in channel:
            channel["members"] = set(channel["members"])
        fake.channels[int(cid)] = channel
    fake.dm_channels = {int(k): int(v) for k, v in data["dm_channels"].items()}
    fake.messages = {}
    for raw in data["messages"]:
        attachments = [Attachment(int(i), name, base64.b64decode(blob)) for i, name, blob in raw["attachments"]]
        msg = Message(**{f: raw[f] for f in _MESSAGE_FIELDS}, attachments=attachments)
        fake.messages[msg.id] = msg
    fake.interactions = {}
    for raw in data["interactions"]:
        itx = Interaction(**{f: raw[f] for f in _INTERACTION_FIELDS}, answered=asyncio.Event())
        if itx.responded:
            itx.answered.set()
        fake.register_interaction(itx)
    fake.notifications = [(int(m), int(u)) for m, u in data["notifications"]]
    fake.commands = data["commands"]
    used = [*fake.messages, *fake.interactions, *fake.channels,
            *(a.id for m in fake.messages.values() for a in m.attachments)]
    fake.skip_ids(max(used, default=0))  # Discord never gives an id twice
    return data
