"""/digest: one DM a day, at the member's own hour in their own time zone, listing the correspondence games that wait
for them; never twice the same local day (a restart, a bot down at the hour, daylight saving), nothing on a day when
nothing waits. And the pure time functions and the store it rests on."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import cast
from zoneinfo import ZoneInfo

import pytest

from bot.config import Settings
from bot.framework.digest import (
    Waiting,
    at_hour,
    digest_text,
    local_day,
    next_due,
    plan,
    zone_choices,
    zone_name,
)
from bot.harness import Harness, User
from bot.harness.fake_discord import FakeDiscord
from bot.harness.postgres import TemporaryPostgres
from bot.i18n import t
from bot.storage.db import connect_database
from bot.storage.digests import DigestStore, UnknownTimezone
from cogs.digest import DigestCog
from tests.helpers import stored_record
from tests.minigame import cog as countdown  # noqa: F401  # its title is in the catalogue for the digest's lines

ISTANBUL = ZoneInfo("Europe/Istanbul")  # UTC+3 all year
NEW_YORK = ZoneInfo("America/New_York")
DAY = 86400.0


def ts(zone: ZoneInfo, *parts: int) -> float:
    return datetime(*parts, tzinfo=zone).timestamp()  # type: ignore[misc]


# --- the pure time functions ----------------------------------------------------------------------------------------
def test_the_hour_falls_on_the_local_clock() -> None:
    assert at_hour(date(2027, 6, 1), 9, ISTANBUL) == datetime(2027, 6, 1, 6, tzinfo=UTC).timestamp()
    assert at_hour(date(2027, 1, 15), 9, NEW_YORK) == datetime(2027, 1, 15, 14, tzinfo=UTC).timestamp()  # EST
    assert at_hour(date(2027, 7, 15), 9, NEW_YORK) == datetime(2027, 7, 15, 13, tzinfo=UTC).timestamp()  # EDT


def test_an_hour_the_clocks_skip_is_taken_as_the_next_valid_time() -> None:
    # 14 March 2027: New York's clocks jump from 02:00 to 03:00
    assert at_hour(date(2027, 3, 14), 2, NEW_YORK) == ts(NEW_YORK, 2027, 3, 14, 3)
    assert at_hour(date(2027, 3, 14), 3, NEW_YORK) == ts(NEW_YORK, 2027, 3, 14, 3)
    lord_howe = ZoneInfo("Australia/Lord_Howe")  # skips half an hour: 02:00 becomes 02:30
    assert datetime.fromtimestamp(at_hour(date(2026, 10, 4), 2, lord_howe), lord_howe).strftime("%H:%M") == "02:30"
    apia = ZoneInfo("Pacific/Apia")  # Samoa skipped 30 December 2011 whole: its next valid time is the 31st, 00:00
    assert datetime.fromtimestamp(at_hour(date(2011, 12, 30), 9, apia), apia) == datetime(2011, 12, 31, tzinfo=apia)


def test_an_hour_the_clocks_repeat_is_its_first_time() -> None:
    # 7 November 2027: New York's clocks go back from 02:00 EDT to 01:00 EST; 01:00 comes twice
    first = at_hour(date(2027, 11, 7), 1, NEW_YORK)
    assert first == datetime(2027, 11, 7, 5, tzinfo=UTC).timestamp()  # 01:00 EDT
    # the second 01:00 (an hour later) belongs to the same local day: the digest sent at the first is not sent again
    assert local_day(first + 3600, NEW_YORK) == date(2027, 11, 7)
    assert plan(1, NEW_YORK, first + 3600 + 60, "2027-11-07").day is None


def test_next_due_is_today_until_the_hour_then_tomorrow() -> None:
    morning = ts(ISTANBUL, 2027, 6, 1, 8, 59)
    assert next_due(9, ISTANBUL, morning) == ts(ISTANBUL, 2027, 6, 1, 9)
    assert next_due(9, ISTANBUL, ts(ISTANBUL, 2027, 6, 1, 9)) == ts(ISTANBUL, 2027, 6, 2, 9)
    assert next_due(0, ISTANBUL, ts(ISTANBUL, 2027, 6, 1, 23, 59)) == ts(ISTANBUL, 2027, 6, 2, 0)
    # across the spring change the day has 23 hours, and the digest keeps its local hour
    saturday = ts(NEW_YORK, 2027, 3, 13, 8)
    assert next_due(8, NEW_YORK, saturday) - saturday == 23 * 3600


def test_local_day_follows_the_zone() -> None:
    moment = datetime(2027, 6, 1, 22, tzinfo=UTC).timestamp()
    assert local_day(moment, ISTANBUL) == date(2027, 6, 2)
    assert local_day(moment, NEW_YORK) == date(2027, 6, 1)


def test_a_due_digest_is_sent_once_a_day_and_a_missed_day_is_not_made_up() -> None:
    nine = ts(ISTANBUL, 2027, 6, 1, 9)
    assert plan(9, ISTANBUL, nine, None).day == "2027-06-01"
    assert plan(9, ISTANBUL, nine + 5 * 3600, "2027-05-31").day == "2027-06-01"  # down at the hour: later that day
    again = plan(9, ISTANBUL, nine + 5 * 3600, "2027-06-01")
    assert again.day is None and again.next_at == nine + DAY
    early = plan(9, ISTANBUL, nine + DAY - 3600, "2027-06-01")  # yesterday's missed: not today before the hour
    assert early.day is None and early.next_at == nine + DAY


def test_zone_names_and_their_autocomplete() -> None:
    assert zone_name("europe/istanbul") == zone_name("Europe/Istanbul") == "Europe/Istanbul"
    assert zone_name("new york") is None and zone_name("America/new york") == "America/New_York"
    assert zone_name("Mars/Olympus_Mons") is None and zone_name("../../etc/passwd") is None
    assert zone_choices("istan")[:2] == ["Asia/Istanbul", "Europe/Istanbul"]
    assert zone_choices("new y") == ["America/New_York"]
    assert len(zone_choices("a")) == 25 and "UTC" in zone_choices("")


def test_the_digest_text_counts_and_fits_one_message() -> None:
    one = Waiting(7, "countdown.title", "https://discord.com/channels/1/2/3", "en", False, 1_900_000_000.0)
    assert digest_text([one], "en").splitlines()[0] == "1 game waits for you:"
    assert t("dg.head", "ru", count=1) == "Вас ждёт 1 партия:"
    assert t("dg.head", "ru", count=3) == "Вас ждут 3 партии:"
    assert t("dg.head", "ru", count=5) == "Вас ждут 5 партий:"
    assert t("dg.head", "ru", count=21) == "Вас ждёт 21 партия:"
    many = [Waiting(i, "countdown.title", f"https://discord.com/channels/1/2/{10**17 + i}", "en", i % 2 == 0, None)
            for i in range(60)]
    text = digest_text(many, "en")
    assert len(text) <= 2000 and text.startswith("60 games wait for you:")
    shown = text.count("\n•")
    assert 10 < shown < 60 and text.endswith(f"…and {60 - shown} more games")


# --- the store, on both databases -----------------------------------------------------------------------------------
async def test_the_store_claims_a_digest_once(tmp_path: Path, database: str) -> None:
    db = connect_database(url=database, path=tmp_path / "digests.sqlite3")
    await db.open()
    try:
        store = DigestStore(db)
        before = ts(ISTANBUL, 2027, 6, 1, 8)
        digest = await store.set(1, 9, "europe/istanbul", before)
        assert (digest.timezone, digest.next_at, digest.last_day) == ("Europe/Istanbul", before + 3600, None)
        assert await store.due(before) == [] and await store.next_at() == before + 3600
        with pytest.raises(UnknownTimezone):
            await store.set(2, 9, "Mars/Olympus_Mons", before)
        assert await store.get(2) is None
        at = before + 3600
        [due] = await store.due(at)
        first, second = await asyncio.gather(store.claim(due, at), store.claim(due, at))  # two processes look
        assert sorted([first, second], key=str) == ["2027-06-01", None]
        again = await store.get(1)
        assert again is not None and (again.last_day, again.next_at) == ("2027-06-01", at + DAY)
        moved = await store.set(1, 20, "Europe/Istanbul", at + 60)  # a later hour today: today was sent already
        [late] = await store.due(moved.next_at)
        assert await store.claim(late, moved.next_at) is None
        assert (await store.get(1)).next_at == ts(ISTANBUL, 2027, 6, 2, 20)  # type: ignore[union-attr]
        assert await store.clear(1) and not await store.clear(1) and await store.next_at() is None
    finally:
        await db.close()


# --- end to end, through the fake Discord --------------------------------------------------------------------------
def digests(h: Harness) -> DigestCog:
    assert h.bot is not None
    cog = h.bot.get_cog("DigestCog")  # each bot loads the cog's module afresh: its class, not this module's
    assert cog is not None and type(cog).__name__ == DigestCog.__name__
    return cast(DigestCog, cog)


def clock_to(h: Harness, moment: float) -> None:
    h.fake.advance(moment - h.fake.now())


def next_hour(h: Harness, hour: int, zone: ZoneInfo) -> float:
    return next_due(hour, zone, h.fake.now())


async def open_game(h: Harness, host: User, *others: User, deadline: float | None = None,
                    correspondence: bool = True) -> int:
    """A running game of Countdown, its host to move; a correspondence game unless told otherwise (test set-up: the
    test game has no pace option, so the option and a correspondence clock are written into its record)."""
    board = h.reply(await h.slash(host, "countdown new"))
    language = host.locale.split("-")[0]  # the board speaks its opener's language
    for other in others:
        await h.click(other, t("lobby.join", language), message=board)
    await h.click(host, t("lobby.start", language), message=board)
    assert h.bot is not None
    game_id = max(g.id for g in await h.bot.games_store.for_user(host.id))
    if correspondence:
        record = await stored_record(h, game_id)
        record.options = {**record.options, "pace": "correspondence"}
        record.next_deadline = deadline
        await h.bot.db.execute("UPDATE games SET options = ?, next_deadline = ? WHERE id = ?",
                               (json.dumps(record.options), deadline, game_id))
    return game_id


async def link(h: Harness, game_id: int) -> str:
    assert h.bot is not None
    return h.bot.publisher.link(await stored_record(h, game_id))


def dm_texts(h: Harness, user: User) -> list[str]:
    return [m.content for m in h.fake.dms_to(user.id)]


async def test_the_digest_comes_at_the_local_hour_and_lists_the_games_that_wait(harness: Harness) -> None:
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    ends = h.fake.now() + 3 * DAY
    clocked = await open_game(h, alice, bob, deadline=ends)
    unclocked = await open_game(h, alice, carol)
    live = await open_game(h, alice, bob, correspondence=False)
    bobs = await open_game(h, bob, carol, deadline=ends)  # waits for bob, not alice
    answer = (await h.slash(alice, "digest on", hour=9, timezone="Europe/Istanbul"))
    nine = next_hour(h, 9, ISTANBUL)
    text = h.reply(answer).content
    assert "every day at 09:00 (Europe/Istanbul)" in text and f"<t:{int(nine)}:F>" in text
    assert h.reply(answer).ephemeral

    clock_to(h, nine - 60)
    assert await digests(h).run_due() == 0 and dm_texts(h, alice) == []
    clock_to(h, nine + 1)
    assert await digests(h).run_due() == 1
    assert datetime.fromtimestamp(h.fake.now(), ISTANBUL).hour == 9
    [dm] = dm_texts(h, alice)
    lines = dm.splitlines()
    assert lines[0] == "2 games wait for you:"
    assert lines[1] == f"• [Countdown #{clocked}]({await link(h, clocked)}): your move; the clock runs out " \
                       f"<t:{int(ends)}:R>"
    assert lines[2] == f"• [Countdown #{unclocked}]({await link(h, unclocked)}): your move; no clock"
    assert len(lines) == 3 and f"#{live}" not in dm and f"#{bobs}" not in dm

    h.fake.advance(3 * 3600)  # later the same day: nothing more
    assert await digests(h).run_due() == 0 and len(dm_texts(h, alice)) == 1
    clock_to(h, nine + DAY)  # the next day's hour
    assert await digests(h).run_due() == 1 and len(dm_texts(h, alice)) == 2


async def test_nothing_is_sent_when_nothing_waits(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await open_game(h, alice, bob)  # alice to move: nothing waits for bob
    await h.slash(bob, "digest on", hour=7, timezone="Europe/Istanbul")
    seven = next_hour(h, 7, ISTANBUL)
    clock_to(h, seven + 1)
    assert await digests(h).run_due() == 0
    assert dm_texts(h, bob) == []
    stored = await digests(h).store.get(bob.id)
    assert stored is not None and stored.next_at == seven + DAY  # looked at today: tomorrow next


async def test_never_twice_the_same_local_day_across_restarts(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await open_game(h, alice, bob, deadline=h.fake.now() + 6 * DAY)
    await h.slash(alice, "digest on", hour=9, timezone="Europe/Istanbul")
    nine = next_hour(h, 9, ISTANBUL)
    clock_to(h, nine - 1800)
    await h.restart(down_for=2 * 3600)  # down at the hour, back at 10:30 the same day: it comes now
    await h.settle()
    assert len(dm_texts(h, alice)) == 1
    assert await digests(h).run_due() == 0
    await h.restart(down_for=60)  # and again, after it was sent
    await h.settle()
    assert await digests(h).run_due() == 0 and len(dm_texts(h, alice)) == 1

    clock_to(h, nine + DAY - 1800)  # the next day, half an hour before the hour
    await h.restart(down_for=DAY)  # down all that day and back before the hour the day after: no late digest
    await h.settle()
    assert len(dm_texts(h, alice)) == 1
    clock_to(h, nine + 2 * DAY)
    await h.restart()  # restarted right at the hour: one digest, from the first look
    await h.settle()
    assert await digests(h).run_due() == 0 and len(dm_texts(h, alice)) == 2


def noon(zone: ZoneInfo, day: date) -> float:
    return ts(zone, day.year, day.month, day.day, 12)


def spring_change(zone: ZoneInfo, after: date) -> date:
    """The first day after `after` whose night the clocks jump forward (that day starts an hour short)."""
    return next(day for day in (after + timedelta(days=n) for n in range(1, 400))
                if noon(zone, day) - noon(zone, day - timedelta(days=1)) == 23 * 3600)


async def test_the_hour_follows_new_york_across_the_spring_change(harness: Harness) -> None:
    h = harness
    sunday_date = spring_change(NEW_YORK, local_day(h.fake.now(), NEW_YORK))
    clock_to(h, noon(NEW_YORK, sunday_date - timedelta(days=2)))  # the Friday before, at noon
    alice, bob = h.user("alice"), h.user("bob")
    await open_game(h, alice, bob)
    await h.slash(alice, "digest on", hour=8, timezone="America/New_York")
    saturday = noon(NEW_YORK, sunday_date - timedelta(days=1)) - 4 * 3600
    sunday = noon(NEW_YORK, sunday_date) - 4 * 3600
    assert sunday - saturday == 23 * 3600  # the clocks jump in between

    clock_to(h, saturday + 1)
    assert await digests(h).run_due() == 1
    assert datetime.fromtimestamp(h.fake.now(), UTC).hour == 13  # 08:00 EST
    clock_to(h, sunday - 60)  # 07:59 EDT: not yet
    assert await digests(h).run_due() == 0
    clock_to(h, sunday + 1)  # 08:00 EDT, 23 hours after Saturday's
    assert await digests(h).run_due() == 1 and len(dm_texts(h, alice)) == 2
    assert datetime.fromtimestamp(h.fake.now(), UTC).hour == 12
    stored = await digests(h).store.get(alice.id)
    assert stored is not None and stored.next_at == sunday + DAY  # Monday, 08:00 EDT


async def test_digest_off_stops_it(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await open_game(h, alice, bob)
    await h.slash(alice, "digest on", hour=9, timezone="Europe/Istanbul")
    answer = await h.slash(alice, "digest off")
    assert h.reply(answer).content == "Your daily digest is off." and h.reply(answer).ephemeral
    clock_to(h, next_hour(h, 9, ISTANBUL) + 1)
    assert await digests(h).run_due() == 0 and dm_texts(h, alice) == []
    assert h.reply(await h.slash(alice, "digest off")).content == "You have no daily digest to turn off."


async def test_an_unknown_time_zone_is_refused_privately(harness: Harness) -> None:
    h = harness
    alice = h.user("alice")
    answer = await h.slash(alice, "digest on", hour=9, timezone="Mars/Olympus_Mons")
    reply = h.reply(answer)
    assert reply.ephemeral and reply.content.startswith("“Mars/Olympus_Mons” is not a time zone I know.")
    assert await digests(h).store.get(alice.id) is None
    await h.slash(alice, "digest on", hour=9, timezone="europe/istanbul")  # a name typed without its capitals
    stored = await digests(h).store.get(alice.id)
    assert stored is not None and stored.timezone == "Europe/Istanbul"


async def test_the_time_zone_is_offered_as_the_member_types(harness: Harness) -> None:
    h = harness
    alice = h.user("alice")
    for typed, expected in (("istan", "Europe/Istanbul"), ("new_y", "America/New_York"), ("", "UTC")):
        payload, record = h.slash_payload(alice, "digest on", focused="timezone", hour=9, timezone=typed)
        h.dispatch(payload, record)
        await asyncio.wait_for(record.answered.wait(), timeout=10)
        values = [c["value"] for c in record.choices or []]
        assert expected in values and len(values) <= 25


async def test_closed_dms_neither_crash_nor_retry_the_same_day(harness: Harness) -> None:
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await open_game(h, alice, carol)
    await open_game(h, bob, carol)
    for user in (alice, bob):
        await h.slash(user, "digest on", hour=9, timezone="Europe/Istanbul")
    h.fake.closed_dms.add(alice.id)
    nine = next_hour(h, 9, ISTANBUL)

    def refused() -> int:
        channel = h.fake.dm_channels.get(alice.id)
        return sum(1 for r in h.fake.requests if r.status == 403 and r.path.endswith(f"/channels/{channel}/messages"))

    clock_to(h, nine + 1)
    await digests(h).run_due()
    assert refused() == 1 and len(dm_texts(h, bob)) == 1  # bob's digest went all the same
    h.fake.advance(3600)
    await digests(h).run_due()
    assert refused() == 1  # not tried again that day
    answer = await h.slash(alice, "digest on", hour=9, timezone="Europe/Istanbul")  # the bot goes on, and says why
    assert "Your DMs look closed to me" in h.reply(answer).content
    clock_to(h, nine + DAY)
    await digests(h).run_due()
    assert refused() == 2 and len(dm_texts(h, bob)) == 2  # the next day, one more try


async def test_the_digest_speaks_the_members_language(harness: Harness) -> None:
    h = harness
    boris, ivan = h.user("boris", "ru"), h.user("ivan", "ru")
    await open_game(h, boris, ivan)
    answer = await h.slash(boris, "digest on", hour=20, timezone="Europe/Moscow")
    assert "Сводка включена: каждый день в 20:00 (Europe/Moscow)" in h.reply(answer).content
    clock_to(h, next_hour(h, 20, ZoneInfo("Europe/Moscow")) + 1)
    assert await digests(h).run_due() == 1
    [dm] = dm_texts(h, boris)
    assert dm.startswith("Вас ждёт 1 партия:\n• [Обратный отсчёт №") and "ваш ход; без ограничения по времени" in dm
    turk = h.user("ayşe", "tr")
    answer = await h.slash(turk, "digest on", hour=9, timezone="Europe/Istanbul")
    assert "her gün saat 9'da (Europe/Istanbul)" in h.reply(answer).content


async def test_only_the_process_that_holds_shard_0_sends_digests(tmp_path: Path,
                                                                  postgres_server: TemporaryPostgres) -> None:
    url = postgres_server.create_database("digest_shards")
    servers = {0: (10 << 22) + 7, 1: (11 << 22) + 7}  # a server on shard 0 and one on shard 1, of 2

    def settings(shard: int) -> Settings:
        return Settings(token="fake.token.value", database_path=tmp_path / f"unused{shard}.sqlite3",
                        database_url=url, computer_delay_s=0.0, republish_delays_s=(0.05, 0.1), shard_count=2,
                        shard_ids=(shard,))

    fake = FakeDiscord()  # one Discord, two processes of the bot
    await fake.start()
    try:
        async with Harness(tmp_path / "a", settings=settings(0), fake=fake, guild_id=servers[0],
                           extra_extensions=("tests.minigame.cog",)) as a, \
                   Harness(tmp_path / "b", settings=settings(1), fake=fake, guild_id=servers[1],
                           extra_extensions=("tests.minigame.cog",)) as b:
            alice, bob = b.user("alice"), b.user("bob")
            game_id = await open_game(b, alice, bob)  # in the server of shard 1
            for user in (alice, bob):
                await b.slash(user, "digest on", hour=9, timezone="Europe/Istanbul")
            nine = next_hour(b, 9, ISTANBUL)
            clock_to(b, nine + 1)
            assert await digests(b).run_due() == 0 and dm_texts(b, alice) == []
            assert await digests(a).run_due() == 1  # shard 0's process sends it, listing the other shard's game
            [dm] = dm_texts(a, alice)
            assert f"[Countdown #{game_id}]({await link(b, game_id)})" in dm
            await b.click(alice, "Take 1", message=b.fake.last_public(b.channel_id))  # now bob's move, on shard 1
            clock_to(b, nine + DAY)
            assert await digests(a).run_due() == 1  # shard 0's process knows: bob's digest, not alice's
            assert len(dm_texts(a, alice)) == 1 and len(dm_texts(a, bob)) == 1
    finally:
        await fake.stop()


async def test_a_game_paused_by_a_vacation_says_so_in_the_digest(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    lobby = h.reply(await h.slash(alice, "zero new", pace="correspondence", move_time=48))
    await h.click(bob, "Join", message=lobby)  # both choose a deck: the game waits for alice
    await h.slash(alice, "vacation start", days=2)
    held = (await stored_record(h)).flags.paused
    assert held is not None
    until = int(held.until)
    await h.slash(alice, "digest on", hour=9, timezone="UTC")
    clock_to(h, next_hour(h, 9, ZoneInfo("UTC")) + 1)
    assert await digests(h).run_due() == 1
    [dm] = dm_texts(h, alice)
    assert f"clocks paused until <t:{until}:f>" in dm and "the clock runs out" not in dm
