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


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    """A harness with the shipped games only, that also fails on any request Discord would reject."""
    async with Harness(tmp_path) as harness:
        yield harness
        assert not harness.fake.late_responses, "an interaction was answered after Discord's 3 s"
        rejected = [r for r in harness.fake.errors() if r.error != "injected"]
        assert not rejected, rejected
        assert not harness.fake.leaks, harness.fake.leaks
