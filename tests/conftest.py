from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.harness import Harness

MINIGAME = ("tests.minigame.cog",)


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with Harness(tmp_path, extra_extensions=MINIGAME) as h:
        yield h
        assert not h.fake.leaks, f"hidden information reached a public message: {h.fake.leaks}"
        assert not h.fake.late_responses, "an interaction was answered after Discord's 3 s"
