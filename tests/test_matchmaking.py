"""/play through the fake Discord: a member waits in a game's queue, the next compatible member's /play opens a
challenge to them (pinged privately with a link), the ratings range widens the longer an entry waits and the
longest waiting compatible entry goes first, leaving, and an entry that expires with its player told."""

from __future__ import annotations

from bot.framework.matchmaking import EXPIRY_S, Entry, pairs_among
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.i18n import t
from tests.helpers import stored_record


async def play(h: Harness, user: User, **options: object) -> Message:
    await h.slash(user, "play", **options)
    await h.settle()
    return h.last_private(user)


async def set_rating(h: Harness, user: User, kind: str, rating: float) -> None:
    assert h.bot is not None
    await h.bot.db.execute("INSERT INTO game_ratings(user_id, kind, scope, rating, deviation, games) "
                           "VALUES (?, ?, 0, ?, 80, 10)", (user.id, kind, rating))


def community(h: Harness) -> object:
    assert h.bot is not None
    return h.bot.get_cog("Community")


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
    again = await play(h, h.user("carol"), game="zero")
    assert "alone for now. Expected wait: about 2 minutes." in again.content


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
    assert [e.user_id for e in await cog.matchmaker.store.all()] == [bob.id]  # type: ignore[attr-defined]


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
    assert await community(h).sweep() == 0  # type: ignore[attr-defined]
    h.fake.advance(1)
    assert await community(h).sweep() == 1  # type: ignore[attr-defined]
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
