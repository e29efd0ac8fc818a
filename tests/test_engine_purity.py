"""Each game's engine is pure: importing it loads no framework, Discord, picture, text or database module (issue
"engine contract": an engine is deterministic data in, data out, and a computer or a test can run it alone)."""

from __future__ import annotations

import subprocess
import sys

import pytest

# each game's rules and offers, what its displays and computer are given (its view) and how it chooses (its computer)
ENGINES = ("backgammon.game", "backgammon.actions", "backgammon.offers", "backgammon.computer",
           "tweak.game", "tweak.moves", "tweak.view", "tweak.computer",
           "zero.game", "zero.moves", "zero.view", "zero.computer",
           "cyberpunk.game", "cyberpunk.moves", "cyberpunk.view", "cyberpunk.computer",
           "netrunner.game", "netrunner.moves", "netrunner.offers", "netrunner.view", "netrunner.computer")
FORBIDDEN = ("discord", "PIL", "babel", "aiosqlite", "asyncpg", "bot.framework", "bot.i18n", "bot.render",
             "bot.storage")


@pytest.mark.parametrize("engine", ENGINES)
def test_an_engine_imports_nothing_of_the_framework(engine: str) -> None:
    probe = (f"import sys, bot.games.{engine}\n"
             f"print(sorted(m for m in sys.modules if m.startswith({FORBIDDEN!r})))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]", f"bot.games.{engine} loads {loaded}"
