"""Pure pieces: custom ids, the RNG, the catalogue, locale choice, settings."""

from __future__ import annotations

import selectors
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import PROJECT_ROOT
from bot.config import ConfigError, Settings
from bot.engine.rng import GameRng
from bot.framework.custom_ids import MAX_LEN, ComponentId
from bot.i18n import CATALOGUE, LOCALES, pick_locale
from bot.i18n.catalogue import Catalogue, MissingTranslation

TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAx.GabcDE.abcdefghijklmnopqrstuvwxyz0123456789ABCD"


@given(
    game=st.integers(0, 36**12 - 1),
    version=st.integers(0, 36**8 - 1),
    action=st.from_regex(r"[a-z0-9_]{1,24}", fullmatch=True),
    arg=st.from_regex(r"[A-Za-z0-9/_\-.*()]{0,60}", fullmatch=True),
    prefix=st.sampled_from("bsm"),
)
def test_custom_id_round_trip_and_length(game: int, version: int, action: str, arg: str, prefix: str) -> None:
    cid = ComponentId(game, version, action, arg)
    text = cid.encode(prefix)
    assert len(text) <= MAX_LEN
    assert ComponentId.parse(text) == cid


def test_custom_id_rejects_junk() -> None:
    assert ComponentId.parse("g:1:2:take") is None
    assert ComponentId.parse("b:1:2:TAKE") is None
    assert ComponentId.parse("b:1:2:take:has space") is None
    with pytest.raises(ValueError):
        ComponentId(1, 1, "take", "x" * 61).encode()


def test_rng_is_deterministic_and_serialisable() -> None:
    a, b = GameRng(42), GameRng(42)
    seq = [a.randint(1, 6) for _ in range(100)]
    assert seq == [b.randint(1, 6) for _ in range(100)]
    assert set(seq) == {1, 2, 3, 4, 5, 6}
    c = GameRng.from_json(a.to_json())
    assert [a.next64() for _ in range(5)] == [c.next64() for _ in range(5)]
    items = list(range(20))
    GameRng(7).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_rng_below_is_uniform_enough() -> None:
    rng = GameRng(1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_000 < c < 11_000 for c in counts)


def test_every_catalogue_entry_has_all_languages_and_the_same_placeholders() -> None:
    from bot.games.backgammon.text import STRINGS as BACKGAMMON
    from bot.games.tweak.text import STRINGS as TWEAK

    CATALOGUE.register(BACKGAMMON)
    CATALOGUE.register(TWEAK)
    assert len(CATALOGUE.keys()) > 300
    for key in CATALOGUE.keys():
        entry = CATALOGUE.entry(key)
        assert set(entry) >= set(LOCALES), key
        english = Catalogue.placeholders(entry["en"])
        for loc in LOCALES:
            assert Catalogue.placeholders(entry[loc]) == english, (key, loc)


def test_catalogue_refuses_an_entry_missing_a_language() -> None:
    cat = Catalogue()
    with pytest.raises(MissingTranslation):
        cat.register({"x": {"en": "x", "tr": "x"}})


def test_turkish_and_russian_differ_from_english() -> None:
    assert CATALOGUE.get("err.not_your_turn", "tr") != CATALOGUE.get("err.not_your_turn", "en")
    assert CATALOGUE.get("err.not_your_turn", "ru") == "Сейчас не ваш ход."


def test_pick_locale_order() -> None:
    assert pick_locale("ru", "tr", "en-US") == "ru"  # the user's explicit preference
    assert pick_locale(None, "tr", "en-US") == "tr"  # then their Discord client
    assert pick_locale(None, "de", "ru") == "ru"  # then the server
    assert pick_locale(None, "de", "fr") == "en"  # then English
    assert pick_locale(None, "en-GB", None, default="tr") == "en"


def test_settings_from_env() -> None:
    s = Settings.from_env({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug",
                           "DEFAULT_LOCALE": "tr"})
    assert s.dev_guild_id == 123 and s.log_level == "DEBUG" and s.default_locale == "tr"
    assert s.database_path.name.endswith(".sqlite3")
    assert s.gc_refreeze_s == 600  # the live heap is refrozen every ten minutes by default
    assert Settings.from_env({"DISCORD_TOKEN": TOKEN, "GC_REFREEZE_MINUTES": "0"}).gc_refreeze_s == 0
    for bad in ({}, {"DISCORD_TOKEN": "nope"}, {"DISCORD_TOKEN": TOKEN, "GC_REFREEZE_MINUTES": "-1"},
                {"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "abc"},
                {"DISCORD_TOKEN": TOKEN, "DEFAULT_LOCALE": "de"}, {"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "LOUD"}):
        with pytest.raises(ConfigError):
            Settings.from_env(bad)


@pytest.mark.parametrize("token", ["", "not-a-token"])
def test_missing_or_malformed_token_exits_2_with_one_line(token: str, tmp_path: object) -> None:
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": token, "HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=PROJECT_ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0]
    assert "Traceback" not in proc.stderr


def test_discord_unreachable_is_one_line_and_retried_with_backoff(tmp_path: Path) -> None:
    """A well-formed token, Discord out of reach (here: a closed local port): one clear line per attempt,
    no traceback, no voice-library warnings, and the bot keeps trying."""
    import socket

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "DISCORD_TOKEN": TOKEN,
           "DATABASE_PATH": str(tmp_path / "db.sqlite3"), "DISCORD_API_URL": f"http://127.0.0.1:{port}/api/v10",
           "RENDER_PROCESSES": "0"}
    proc = subprocess.Popen([sys.executable, "-m", "bot"], cwd=PROJECT_ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    seen: list[str] = []
    assert proc.stderr is not None
    deadline = time.monotonic() + 30
    with selectors.DefaultSelector() as waiting:  # until its first attempt is reported (a few seconds at most)
        waiting.register(proc.stderr, selectors.EVENT_READ)
        while time.monotonic() < deadline and not any("Discord cannot be reached" in line for line in seen):
            if waiting.select(timeout=1) and (line := proc.stderr.readline()):
                seen.append(line)
            elif proc.poll() is not None:
                break
    proc.terminate()
    _, rest = proc.communicate(timeout=30)
    err = "".join(seen) + rest
    attempts = [line for line in err.splitlines() if "Discord cannot be reached" in line]
    assert attempts and all("trying again in" in line for line in attempts), err
    assert "trying again in 5 s" in attempts[0] and (len(attempts) == 1 or "10 s" in attempts[1])
    assert "Traceback" not in err and "PyNaCl" not in err and "davey" not in err, err


def test_states_stored_by_the_previous_schema_still_load() -> None:
    from bot.games.backgammon.game import BgState, new_match
    from bot.games.tweak.game import TweakState, new_game

    bg = new_match("single", 1, 7, 0.0)
    old = {**bg.to_json(), "selected": 13}  # schema 1 kept the picked checker in the state
    assert BgState.from_json(old) == bg
    tw = new_game(3, 30, 7, 0.0)
    old = {**tw.to_json(), "picks": [{"hand": None, "table": []}] * 3}
    assert TweakState.from_json(old) == tw
    assert tw.clone() == tw and tw.clone() is not tw


async def test_the_live_heap_is_frozen_out_of_the_collector_and_refrozen() -> None:
    import asyncio
    import gc
    import weakref

    from bot.framework.collector import Refreezer

    idle = Refreezer(0)
    idle.start()
    assert not idle.running and gc.get_freeze_count() == 0

    class Node:
        other: object = None

    refreezer = Refreezer(0.05)
    kept = Node()
    refreezer.start()
    try:
        assert gc.get_freeze_count() > 0 and refreezer.refreezes == 1
        a, b = Node(), Node()
        a.other, b.other = b, a
        frozen_in_a_cycle = weakref.ref(a)
        gc.freeze()  # as if the refreeze had come while the pair was still in use
        del a, b
        gc.collect()
        assert frozen_in_a_cycle() is not None  # Python's own collections no longer see it
        for _ in range(100):
            if frozen_in_a_cycle() is None:
                break
            await asyncio.sleep(0.01)
        assert frozen_in_a_cycle() is None and refreezer.refreezes >= 2  # the next refreeze frees it
        assert gc.get_freeze_count() > 0 and kept is not None
    finally:
        await refreezer.stop()
    assert gc.get_freeze_count() == 0 and not refreezer.running


async def test_deadlines_wake_the_timer_loop_only_when_they_come_first() -> None:
    from bot.framework.timers import DeadlineScheduler

    now = [0.0]
    fired: list[int] = []

    async def fire(game_id: int) -> None:
        fired.append(game_id)

    class Store:  # what the scheduler reads of the game store before it starts
        shards = type("S", (), {"all": True, "key": ""})()

    timers = DeadlineScheduler(Store(), None, fire, lambda: now[0])  # type: ignore[arg-type]
    timers.arm(1, 10.0)
    assert timers._wake.is_set()
    timers._wake.clear()
    timers.arm(2, 20.0)
    timers.arm(1, 30.0)  # a click moves game 1's deadline on: nothing sooner to wait for
    assert not timers._wake.is_set()
    timers.arm(3, 5.0)
    assert timers._wake.is_set()
    timers.arm(3, None)
    now[0] = 25.0
    assert await timers.run_due() == 1 and fired == [2]  # game 1's old deadline and game 3's cleared one: gone
    now[0] = 30.0
    assert await timers.run_due() == 1 and fired == [2, 1]
    for k in range(5000):  # replaced entries do not pile up
        timers.arm(4, 100.0 + k)
    assert len(timers._heap) <= 2 * len(timers._due) + 1025
    now[0] = 6000.0
    assert await timers.run_due() == 1 and fired == [2, 1, 4]


def test_a_game_may_read_only_settings_members_have() -> None:
    from bot.framework.registry import GameRegistry
    from bot.games.backgammon.kind import BackgammonKind

    registry = GameRegistry()
    registry.register(BackgammonKind())  # it reads confirm_moves, a member's own setting

    class Misspelt(BackgammonKind):
        name = "misspelt"
        player_settings = frozenset({"confirm_move"})

    with pytest.raises(ValueError, match="confirm_move"):
        registry.register(Misspelt())
