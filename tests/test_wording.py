"""Every text the bot shows while members play random games of all five kinds, in all three languages, is free
of the shapes of wording that look like debug output: a singular count before a plural noun ("1 credits"), a
title's "!" followed by a full stop, an empty value before a full stop, a sentence said twice in a row, a raw
catalogue key, or "None"."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from bot.bench_mix import Mix, server_ids
from bot.harness import Harness
from bot.i18n import CATALOGUE

PLURAL_AFTER_ONE = re.compile(
    r"(?<![\d.,/+−-])\b1 (points|credits|clicks|cards|gigs|tags|chips|counters|turns|rounds|seconds|minutes|"
    r"games|checkers|pips|damage|agendas|units|legends|eddies|€\$s)\b", re.IGNORECASE)
RUSSIAN_PLURAL_AFTER_ONE = re.compile(  # 1, 21, 31 … take the singular: "1 кредит", never "1 кредитов"
    r"(?<![\d.,/+−-])(?:\d*[02-9])?1 (очков|кредитов|карт|кликов|меток|фишек|ходов|секунд|раундов|жетонов|пунктов)\b")
DEFECTS = {
    "a singular count before a plural noun": PLURAL_AFTER_ONE,
    "a Russian count of one before a plural": RUSSIAN_PLURAL_AFTER_ONE,
    "\"!\" followed by a full stop": re.compile(r"!\."),
    "an empty value before a full stop": re.compile(r":\s*[—–-]?\s*\.(?!\d)|\(\s*\)"),
    "None shown to a player": re.compile(r"\bNone\b(?! of )"),  # "None of them is a Gear" is English
}
KEY = re.compile(r"\b[a-z]{2,10}(?:\.[a-z0-9_]+){1,3}\b")


def sentences_twice(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        parts = [p.strip() for p in re.split(r"(?<=[.!?])\s+", line) if len(p.strip()) > 12]
        out += [a for a, b in itertools.pairwise(parts) if a == b]
    return out


@pytest.mark.parametrize("locale", ["en-US", "tr", "ru"])
async def test_random_games_of_every_kind_show_no_debug_shaped_wording(tmp_path: Path, locale: str) -> None:
    async with Harness(tmp_path, rate_limits=0.01, guild_locale=locale) as h:
        mix = Mix(h, server_ids(2), channels=4, games=15, absent_share=0.2, locales=(locale,))
        await mix.setup()
        await mix.run(rate=40, seconds=6)
        await mix.close()
        await h.settle()
        keys = set(CATALOGUE.keys())
        problems: list[str] = []
        for message in list(h.fake.messages.values()):
            text = message.text()
            for name, pattern in DEFECTS.items():
                for match in pattern.finditer(text):
                    problems.append(f"{name}: …{text[max(0, match.start() - 50):match.end() + 30]}…")
            problems += [f"said twice: {s}" for s in sentences_twice(text)]
            problems += [f"a raw catalogue key: {k}" for k in KEY.findall(text) if k in keys]
    assert not problems, "\n".join(sorted(set(problems))[:40])
