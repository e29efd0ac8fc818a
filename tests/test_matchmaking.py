"""/play through the fake Discord: a member waits in a game's queue, the next compatible member's /play opens a
challenge to them (pinged privately with a link), the ratings range widens the longer an entry waits and the
longest waiting compatible entry goes first, leaving, and an entry that expires with its player told. The queue is
in the database: an entry outlives a restart (matched or expired after it, its player told through the stored
token), the sweep matches two waiting entries once their ranges meet, and two processes over PostgreSQL never claim
the same entry twice."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, cast

from bot.framework.matchmaking import EXPIRY_S, Entry, pairs_among
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.i18n import t
from bot.storage.db import connect_database
from bot.storage.queue import QueueStore
from tests.helpers import stored_record

if TYPE_CHECKING:
    from cogs.community import Community


async def play(h: Harness, user: User, **options: Any) -> Message:
    await h.slash(user, "play", **options)
    await h.settle()
    return h.last_private(user)


async def set_rating(h: Harness, user: User, kind: str, rating: float) -> None:
    assert h.bot is not None
    await h.bot.db.execute("INSERT INTO game_ratings(user_id, kind, scope, rating, deviation, games) "
                           "VALUES (?, ?, 0, ?, 80, 10)", (user.id, kind, rating))


def community(h: Harness) -> Community:
    assert h.bot is not None
    cog = h.bot.get_cog("Community")
    assert cog is not None and type(cog).__name__ == "Community"  # each start loads the cogs' modules afresh
    return cast("Community", cog)


async def test_two_members_in_one_queue_are_matched_into_a_challenge(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    queued = await play(h, alice, game="zero")
    assert queued.content.startswith("You are in the Knowing Zero queue, alone for now. No estimate of the wait yet.")
    assert "Your place lasts 10 minutes" in queued.content
    h.fake.advance(90)
    await h.slash(bob, "play", game="zero")
    await h.settle()
    challenge = [m for m in h.fake.channel_messages(public_only=True) if "challenges" in m.text()][-1]
    assert f"<@{bob.id}> challenges <@{alice.id}>." in challenge.text()
    assert challenge.content.startswith(f"<@{alice.id}>")  # the waiting player is pinged by the challenge
    found = h.last_private(alice)
    assert found.content.startswith("Opponent found: <@") and "challenges you to Knowing Zero" in found.content
    assert f"/{challenge.channel_id}/{challenge.id}" in found.content
    await h.click(alice, "Accept", message=challenge)
    record = await stored_record(h)
    assert record.status == "running" and sorted(record.humans) == sorted([alice.id, bob.id])
    # the queue is empty again, and the next member waits with an estimate from that match (1.5 minutes)
    carol = h.user("carol")
    again = await play(h, carol, game="zero")
    assert "alone for now. Expected wait: about 2 minutes." in again.content
    await play(h, carol, game="zero", leave=True)
    other = await play(h, h.user("dave"), game="netrunner")  # another game: no estimate from Knowing Zero's
    assert "No estimate of the wait yet" in other.content
    await h.restart()  # the waits are stored: a restarted process (or another one) gives the same estimate
    assert "Expected wait: about 2 minutes." in (await play(h, h.user("erin"), game="zero")).content


async def test_the_ratings_range_widens_with_the_wait_and_the_longest_waiting_goes_first(h: Harness) -> None:
    alice, bob, erin = h.user("alice"), h.user("bob"), h.user("erin")
    await set_rating(h, alice, "backgammon", 1800)
    await play(h, alice, game="backgammon")
    h.fake.advance(60)  # alice accepts 150 points either side now: bob's 1500 is 300 away
    assert "2 waiting, you included" in (await play(h, bob, game="backgammon")).content
    h.fake.advance(4 * 60)  # alice has waited five minutes: 350 points
    await h.slash(erin, "play", game="backgammon")
    await h.settle()
    challenge = [m for m in h.fake.channel_messages(public_only=True) if "challenges" in m.text()][-1]
    assert f"<@{erin.id}> challenges <@{alice.id}>." in challenge.text()  # alice waited longest, before bob
    cog = community(h)
    assert [e.user_id for e in await cog.matchmaker.store.all()] == [bob.id]


async def test_leaving_the_queue_and_a_queue_per_game(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    await play(h, alice, game="tweak")
    assert (await play(h, bob, game="zero")).content.startswith("You are in the Knowing Zero queue, alone")
    assert (await play(h, alice, game="tweak", leave=True)).content == "You left the TWEAK! queue."
    assert (await play(h, alice, game="tweak", leave=True)).content == "You are not in a queue on this server."
    assert not [m for m in h.fake.channel_messages(public_only=True) if "challenges" in m.text()]


async def test_an_entry_expires_and_its_player_is_told(h: Harness) -> None:
    alice = h.user("alice", locale="ru")
    await play(h, alice, game="netrunner")
    h.fake.advance(EXPIRY_S - 1)
    assert await community(h).sweep() == 0
    h.fake.advance(1)
    assert await community(h).sweep() == 1
    await h.settle()
    told = h.last_private(alice)
    assert told.content.startswith("За 10 минут в очереди Netrunner соперник не нашёлся")
    assert (await play(h, alice, game="netrunner", leave=True)).content == "Вы не стоите в очереди на этом сервере."


def test_the_window_and_the_pairs_the_sweep_makes() -> None:
    first = Entry(1, 5, "zero", {}, 1500.0, 0.0)
    assert first.window(0) == 100 and first.window(120) == 200 and first.window(3600) == 500
    far = Entry(2, 5, "zero", {}, 1900.0, 60.0)
    other_server = Entry(3, 6, "zero", {}, 1500.0, 60.0)
    near = Entry(4, 5, "zero", {}, 1550.0, 120.0)
    late = Entry(5, 5, "zero", {}, 1510.0, 9 * 60.0)
    assert pairs_among([first, far, other_server], 60.0) == []  # 400 apart, and a queue per server
    assert pairs_among([near, far, first], 120.0) == [(first, near)]
    # at nine minutes first accepts 500 points: it takes far, who waited longer than near
    assert pairs_among([late, near, far, first, other_server], 9 * 60.0) == [(first, far), (near, late)]


def test_servers_that_both_play_across_pair_their_members_their_own_first() -> None:
    open_a = Entry(1, 5, "zero", {}, 1500.0, 0.0, cross=True)
    open_b = Entry(2, 6, "zero", {}, 1500.0, 10.0, cross=True)
    closed_c = Entry(3, 7, "zero", {}, 1500.0, 5.0)
    assert pairs_among([open_a, closed_c], 20.0) == []  # one of the two servers keeps to itself
    assert pairs_among([closed_c, open_b, open_a], 20.0) == [(open_a, open_b)]
    assert not open_a.accepts(Entry(4, 6, "tweak", {}, 1500.0, 10.0, cross=True), 20.0)  # another game
    neighbour = Entry(5, 5, "zero", {}, 1500.0, 15.0, cross=True)  # waited less than open_b, but on open_a's server
    assert pairs_among([open_a, open_b, neighbour], 20.0) == [(open_a, neighbour)]


async def test_backgammon_options_are_part_of_the_queue_and_its_cap_and_stake_are_honoured(h: Harness) -> None:
    alice, bob, carol, dave = h.user("alice"), h.user("bob"), h.user("carol"), h.user("dave")
    assert h.bot is not None
    await play(h, alice, game="backgammon", stake=50)
    alone = await play(h, bob, game="backgammon")  # no stake: another queue
    assert "alone for now" in alone.content
    broke = h.user("broke")
    await h.bot.db.execute("INSERT INTO chip_accounts(user_id, balance) VALUES (?, 10)", (broke.id,))
    refused = (await play(h, broke, game="backgammon", stake=50)).content
    assert refused == t("chips.insufficient", "en") and "queue" not in refused  # not queued: too few chips
    rated = await h.bot.ratings.get(carol.id, "backgammon")
    rated.rating = 1700  # her FIBS rating, which the cap reads
    await h.bot.ratings.put(rated)
    capped = await play(h, carol, game="backgammon", max_rating=1600)
    assert capped.content == "Your rating is above this game's cap, so you cannot join it."
    assert (await play(h, dave, game="zero", stake=5)).content == \
        "Mode, length, rating cap and stake are options of backgammon only."
    await h.slash(dave, "play", game="backgammon", stake=50)
    await h.settle()
    challenge = [m for m in h.fake.channel_messages(public_only=True) if "challenges" in m.text()][-1]
    assert f"<@{dave.id}> challenges <@{alice.id}>." in challenge.text() and "50" in challenge.text()
    await h.click(alice, "Accept", message=challenge)
    record = await stored_record(h)
    assert record.status == "running" and record.options["stake"] == 50
    assert await h.bot.db.fetchval("SELECT SUM(amount) FROM chip_escrow WHERE game_id = ?", (record.id,)) == 100


def challenges(h: Harness) -> list[Message]:
    return [m for m in h.fake.channel_messages(public_only=True) if "challenges" in m.text()]


async def test_an_entry_survives_a_restart_and_is_matched_after_it(h: Harness) -> None:
    alice, bob = h.user("alice", locale="tr"), h.user("bob")
    await play(h, alice, game="zero")
    h.fake.advance(60)
    await h.restart(down_for=30)
    await h.slash(bob, "play", game="zero")
    await h.settle()
    [challenge] = challenges(h)
    assert f"<@{bob.id}> challenges <@{alice.id}>." in challenge.text()
    found = h.last_private(alice)  # told in Turkish, through her /play of before the restart
    assert found.content.startswith(f"Rakip bulundu: <@{bob.id}> seni Sıfırı Bilmek oyununa davet ediyor.")
    assert f"/{challenge.channel_id}/{challenge.id}" in found.content
    assert await community(h).matchmaker.store.all() == []


async def test_the_sweep_matches_two_waiting_entries_once_their_ranges_meet(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob", locale="ru")
    await set_rating(h, alice, "zero", 1800)
    elsewhere = h.fake.add_text_channel("more-games")
    await play(h, bob, game="zero")  # 1500, in the games channel
    h.fake.advance(30)
    await h.slash(alice, "play", game="zero", channel_id=elsewhere)
    await h.settle()
    cog = community(h)
    assert h.bot is not None
    h.fake.advance(3 * 60)  # bob has waited 3.5 minutes: 275 points, 25 short
    assert await cog.sweep() == 0
    await h.settle()
    assert len(await cog.matchmaker.store.all()) == 2
    assert await h.bot.db.fetchval("SELECT COUNT(*) FROM games") == 0
    h.fake.advance(30)  # four minutes: 300 points, and they meet without anyone asking again
    await cog.sweep()
    await h.settle()
    record = await stored_record(h)
    assert record.status == "running" and record.channel_id == h.fake.CHANNEL_ID  # bob's channel: he waited longer
    assert [s.user_id for s in record.seats] == [bob.id, alice.id]
    assert not challenges(h) and not h.fake.channel_messages(elsewhere, public_only=True)
    board = [m for m in h.fake.channel_messages(public_only=True) if m.id == record.message_id]
    assert board  # the board is posted in the channel
    ping = [m for m in h.fake.channel_messages(public_only=True) if "matched you" in m.text()
            or "свела вас" in m.text()][-1]
    assert f"<@{bob.id}>" in ping.text() and f"<@{alice.id}>" in ping.text()
    assert ping.text().startswith(f"<@{bob.id}> <@{alice.id}>: очередь Познание нуля свела вас.")  # bob's language
    link = f"/{record.channel_id}/{record.message_id}"
    mine, his = h.last_private(alice), h.last_private(bob)
    assert mine.content.startswith(f"Opponent found: you play Knowing Zero against <@{bob.id}>.")
    assert his.content.startswith(f"Соперник найден: вы играете в Познание нуля с <@{alice.id}>.")
    assert link in mine.content and link in his.content
    assert await cog.matchmaker.store.all() == []
    await cog.sweep()
    await h.settle()
    assert await h.bot.db.fetchval("SELECT COUNT(*) FROM games") == 1


async def test_an_entry_expires_after_a_restart_and_its_player_is_still_told(h: Harness) -> None:
    alice = h.user("alice", locale="ru")
    await play(h, alice, game="netrunner")
    h.fake.advance(EXPIRY_S / 2)
    await h.restart(down_for=EXPIRY_S / 2)
    assert await community(h).sweep() == 1
    await h.settle()
    assert h.last_private(alice).content.startswith("За 10 минут в очереди Netrunner соперник не нашёлся")
    assert await community(h).sweep() == 0


async def test_two_processes_over_postgresql_claim_an_entry_once(postgres_server: object) -> None:
    url = postgres_server.create_database("play_queue_two_processes")  # type: ignore[attr-defined]
    first, second = connect_database(url=url), connect_database(url=url)
    await first.open()
    await second.open()
    try:
        ours, theirs = QueueStore(first), QueueStore(second)
        for n in range(5):
            a = Entry(10 + n, 5, "zero", {}, 1500.0, float(n), 1, "a", "en", f"token-a{n}")
            b = Entry(20 + n, 5, "zero", {}, 1500.0, n + 0.5, 1, "b", "en", f"token-b{n}")
            await ours.put(a)
            await ours.put(b)
            # both sweeps found the same pair: one claims it
            assert sorted(await asyncio.gather(ours.claim((a, b), n + 1.0),
                                               theirs.claim((a, b), n + 1.0))) == [False, True]
            assert await ours.all() == []
            # a waiting entry and two /play at once in two processes: one is matched with it, the other waits
            await ours.put(a)
            c = Entry(30 + n, 5, "zero", {}, 1500.0, n + 1.0, 1, "c", "en", None)
            d = Entry(40 + n, 5, "zero", {}, 1500.0, n + 1.0, 1, "d", "en", None)
            got = await asyncio.gather(ours.join(c, lambda w: w[0] if w else None),
                                       theirs.join(d, lambda w: w[0] if w else None))
            assert sorted(e.user_id if e else 0 for e in got) == [0, a.user_id]
            assert len(await ours.all()) == 1
            assert sorted(await asyncio.gather(*(s.take_older(n + 2.0) for s in (ours, theirs))), key=len) in (
                [[], [c]], [[], [d]])
        # one wait recorded per match (the claim that lost wrote none), read alike by both processes
        assert await ours.recent_waits("zero", {}) == await theirs.recent_waits("zero", {})
        assert len(await theirs.recent_waits("zero", {})) == 10  # 5 sweep matches + 5 joins
    finally:
        await first.close()
        await second.close()


async def test_a_sweep_match_with_a_stake_holds_both_stakes(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    assert h.bot is not None
    await set_rating(h, alice, "backgammon", 1750)
    await play(h, alice, game="backgammon", stake=40)
    await play(h, bob, game="backgammon", stake=40)  # 250 apart: both wait
    assert not challenges(h)
    h.fake.advance(3 * 60)
    await community(h).sweep()
    await h.settle()
    record = await stored_record(h)
    assert record.status == "running" and record.options["stake"] == 40
    assert await h.bot.db.fetchval("SELECT SUM(amount) FROM chip_escrow WHERE game_id = ?", (record.id,)) == 80


async def test_a_match_asked_for_outside_the_games_channel_opens_in_it(h: Harness) -> None:
    from bot.harness.driver import MANAGE_GUILD

    games = h.fake.add_text_channel("games")
    admin = h.user("admin", permissions=MANAGE_GUILD)
    await h.slash(admin, "config channel", channel=games, allowed=True)  # games only in #games
    alice, bob = h.user("alice"), h.user("bob")
    queued = await play(h, alice, game="zero")  # asked in another channel
    assert f"Games are played in <#{games}> on this server: yours will open there." in queued.content
    await h.slash(bob, "play", game="zero")
    await h.settle()
    record = await stored_record(h)
    assert record.channel_id == games and record.status == "running"  # started at once there, not a challenge here
    assert sorted(record.humans) == sorted([alice.id, bob.id])
    assert f"/{games}/{record.message_id}" in h.last_private(bob).content
    assert f"/{games}/{record.message_id}" in h.last_private(alice).content
    assert not [m for m in h.fake.channel_messages(public_only=True) if m.buttons()]  # no board outside #games


async def test_a_correspondence_queue_matches_only_the_same_pace_and_move_time(h: Harness) -> None:
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await play(h, alice, game="zero", pace="correspondence", move_time=72)
    await play(h, bob, game="zero")  # live: another queue
    assert "alone for now" in h.last_private(bob).content
    await play(h, carol, game="zero", move_time=24)  # correspondence, but a day a move: another queue again
    assert "alone for now" in h.last_private(carol).content
    dave = h.user("dave")
    await h.slash(dave, "play", game="zero", pace="correspondence", move_time=72)
    await h.settle()
    challenge = [m for m in h.fake.channel_messages(public_only=True) if "challenges" in m.text()][-1]
    assert f"<@{dave.id}> challenges <@{alice.id}>." in challenge.text()
    assert "Correspondence: 3 days a move" in challenge.text()
    await h.click(alice, "Accept", message=challenge)
    record = await stored_record(h)
    assert record.status == "running" and record.options["pace"] == "correspondence"
    assert record.options["move_hours"] == 72
