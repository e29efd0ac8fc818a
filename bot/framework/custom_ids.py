"""custom_id format of every game component: <k>:<game>:<version>[.<group>]:<action>[:<arg>].

<k> is b (button), s (select) or m (modal): discord.py keys dynamic items by their template, so each
component type needs its own. Numbers are base 36 to keep ids short. <group> tags a control that answers a
simultaneous decision (`Decision.group`): such a click still counts after another seat's answer moved the
version on, as long as the clicker's own part of that decision is open. The arg is printable ASCII only,
as the bot writes it: anything else is not one of ours.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

MAX_LEN = 100
_BODY = (r":(?P<game>[0-9a-z]{1,12}):(?P<version>[0-9a-z]{1,8})(?:\.(?P<group>[0-9a-z]{1,8}))?"
         r":(?P<action>[a-z0-9_]{1,24})(?::(?P<arg>[!-~]{0,60}))?")
BUTTON_PATTERN = "b" + _BODY
SELECT_PATTERN = "s" + _BODY
_RE = re.compile(r"(?P<prefix>[bsm])" + _BODY)
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def b36(n: int) -> str:
    if n < 0:
        raise ValueError("negative")
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = _DIGITS[r] + out
        if n == 0:
            return out


def group_tag(group: str) -> str:
    """The short tag a simultaneous decision's controls carry (the same for every seat of it)."""
    return b36(int.from_bytes(hashlib.sha256(group.encode()).digest()[:5], "big"))


@dataclass(frozen=True)
class ComponentId:
    game_id: int
    version: int
    action: str
    arg: str = ""
    group: str = ""  # group_tag of the simultaneous decision this control answers, if any

    def encode(self, prefix: str = "b") -> str:
        version = b36(self.version) + (f".{self.group}" if self.group else "")
        text = f"{prefix}:{b36(self.game_id)}:{version}:{self.action}"
        if self.arg:
            text += f":{self.arg}"
        if len(text) > MAX_LEN or not _RE.fullmatch(text):
            raise ValueError(f"bad custom_id {text!r}")
        return text

    @classmethod
    def parse(cls, text: str) -> ComponentId | None:
        m = _RE.fullmatch(text)
        if m is None:
            return None
        return cls(int(m["game"], 36), int(m["version"], 36), m["action"], m["arg"] or "", m["group"] or "")
