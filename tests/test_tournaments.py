"""Tournaments through the fake Discord: a whole Swiss of seven players (games ended by conceding) with a restart in
round 2 and a game forfeited on time; withdrawal; the organiser's controls (start now, pause, drop, re-pair,
adjudicate); members without the permission refused; and two processes over PostgreSQL pairing a round once."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import pytest
from PIL import Image

from bot.framework.custom_ids import ComponentId
from bot.framework.tournament_pairing import BYE, DOUBLE_LOSS, LOSS, WIN
from bot.framework.tournaments import claim_round
from bot.games.zero.state import ZeroState
from bot.harness import Harness, User
from bot.harness.driver import MANAGE_GUILD
from bot.harness.fake_discord import Message
from bot.storage.db import connect_database
from bot.storage.tournaments import (
    PairingRow,
    TournamentRecord,
    TournamentStore,
)
from tests.helpers import press, private_view, stored_state

MANAGE_EVENTS = 1 << 33
NAMES = ("ann", "ben", "cat", "dan", "eve", "fay", "gus")


def cog(h: Harness) -> object:
    assert h.bot is not None
    found = h.bot.get_cog("Tournament")
    assert found is not None
    return found


def store(h: Harness) -> TournamentStore:
    return cog(h).store  # type: ignore[attr-defined, no-any-return]


async def tick(h: Harness) -> None:
    await cog(h).tick()  # type: ignore[attr-defined]
    await h.settle()


async def tournament(h: Harness, number: int = 1) -> TournamentRecord:
    found = await store(h).get(number)
    assert found is not None
    return found


async def round_of(h: Harness, number: int = 1) -> list[PairingRow]:
    tour = await tournament(h, number)
    return await store(h).pairings(number, tour.current_round)


async def board_of(h: Harness, game_id: int) -> Message:
    assert h.bot is not None
    game = await h.bot.games_store.get(game_id)
    assert game is not None and game.message_id is not None, game
    return h.fake.messages[game.message_id]


async def concede(h: Harness, user: User, game_id: int, other: User) -> None:
    """`user` concedes the game (Knowing Zero: once both have chosen their decks)."""
    board = await board_of(h, game_id)
    for player in (other, user):
        view = await private_view(h, player, board)
        if any(":deck:" in c.get("custom_id", "") for c in view.all_components()):
            await press(h, player, view, "deck", "crossroads")
    view = await private_view(h, user, board)
    await press(h, user, view, "concede")
    await h.click(user, "Yes, concede", message=h.last_private(user))
    await h.settle()


async def open_tournament(h: Harness, players: int, **options: Any) -> tuple[User, dict[int, User]]:
    organiser = h.user("org", permissions=MANAGE_EVENTS)
    announce = h.reply(await h.slash(organiser, "tournament create", name="Autumn Cup", game="netrunner", **options))
    assert "Autumn Cup" in announce.content and "Tie-breaks" in announce.content and not announce.ephemeral
    users = {}
    for name in NAMES[:players]:
        user = h.user(name)
        await h.slash(user, "tournament join")
        assert "signed up for **Autumn Cup**" in h.last_private(user).content
        users[user.id] = user
    return organiser, users


async def play_round(h: Harness, users: dict[int, User], *, leave: int = 0) -> list[PairingRow]:
    """Each game of the current round is ended by its second player conceding, but the last `leave` games."""
    pairings = await round_of(h)
    games = [p for p in pairings if p.game_id is not None and p.result is None]
    for p in games[:len(games) - leave]:
        assert p.a is not None and p.b is not None and p.game_id is not None
        await concede(h, users[p.b], p.game_id, users[p.a])
    return pairings


def standings_pictures(h: Harness) -> list[Image.Image]:
    out: list[Image.Image] = []
    for m in h.fake.channel_messages(public_only=True):
        for a in m.attachments:
            if a.filename == "standings.png":
                out.append(Image.open(io.BytesIO(a.data)))
    return out


@pytest.mark.usefixtures("database")  # on SQLite and on PostgreSQL
async def test_a_swiss_of_seven_with_a_restart_in_round_two_and_a_forfeit_on_time(h: Harness) -> None:
    stranger = h.user("zed")
    await h.slash(stranger, "tournament create", name="Mine", game="zero", format="swiss")
    assert "manage events" in h.last_private(stranger).content  # no permission: refused, nothing made
    organiser, users = await open_tournament(h, 7, format="swiss", rounds=3, round_minutes=30)
    assert (await tournament(h)).name == "Autumn Cup"
    await h.slash(organiser, "tournament create", name="Tables", game="tweak", format="elimination")
    assert "Swiss tables" in h.last_private(organiser).content  # TWEAK!'s tables: Swiss only
    await h.slash(organiser, "tournament create", name="Pairs", game="zero", format="swiss", table_size=4)
    assert "A table size and a target score are for games of more than two" in h.last_private(organiser).content
    await h.slash(organiser, "tournament create", name="Pairs", game="zero", format="swiss", target_score=20)
    assert "target score are for games of more than two" in h.last_private(organiser).content
    assert len(await store(h).latest(h.fake.GUILD_ID)) == 1
    await h.slash(stranger, "tournament start")
    assert "manage events" in h.last_private(stranger).content
    await h.slash(organiser, "tournament start")
    await h.settle()
    tour = await tournament(h)
    assert tour.status == "running" and tour.current_round == 1
    first = await round_of(h)
    assert len(first) == 4 and [p.result for p in first].count(BYE) == 1 and first[-1].b is None
    assert first[-1].a == max(users)  # everyone unrated (1500): the bye to the last in the order (by id)
    announced = next(m for m in h.fake.channel_messages(public_only=True) if "round 1 of 3" in m.content)
    for p in first[:3]:  # the round's message pings every player with a game, and not the one with the bye
        assert announced.id in h.fake.notified(p.a) and announced.id in h.fake.notified(p.b)  # type: ignore[arg-type]
    assert announced.id not in h.fake.notified(first[-1].a)
    for p in first[:3]:
        assert p.game_id is not None
        assert h.bot is not None
        game = await h.bot.games_store.get(p.game_id)
        assert game is not None and game.status == "running" and {s.user_id for s in game.seats} == {p.a, p.b}
    await play_round(h, users)
    tour = await tournament(h)
    assert tour.current_round == 2
    first = await store(h).pairings(1, 1)
    assert [(p.result, p.how) for p in first] == [(WIN, "played")] * 3 + [(BYE, "bye")]  # the second player conceded
    second = await round_of(h)
    met = {frozenset((p.a, p.b)) for p in first if p.b is not None}
    assert all(frozenset((p.a, p.b)) not in met for p in second if p.b is not None)
    assert second[-1].b is None and second[-1].a != first[-1].a  # a new player has the bye
    assert len(standings_pictures(h)) == 1  # after round 1
    done = await h.bot.games_store.get(first[0].game_id)  # type: ignore[arg-type]
    assert done is not None and done.status == "finished"
    board = await board_of(h, done.id)
    assert "Rematch" not in board.labels()  # the tournament pairs the next games
    forged = ComponentId(done.id, done.version, "rematch").encode()
    await h.click_raw(users[first[0].a], forged, message=board)  # type: ignore[index]
    assert "Tournament games have no rematch" in h.last_private(users[first[0].a]).content  # type: ignore[index]
    assert await h.bot.games_store.live_in_channel(h.fake.CHANNEL_ID) == 3  # round 2's games, no rematch among them

    # a restart in the middle of round 2: one game ends before it, the others after
    await play_round(h, users, leave=2)
    before = (await tournament(h)).next_deadline
    assert before is not None
    await h.restart(down_for=300)
    await h.settle()
    after = (await tournament(h)).next_deadline
    assert after is not None and abs(after - before - 300) < 1  # the time the bot was down is charged to nobody
    await play_round(h, users)
    tour = await tournament(h)
    assert tour.current_round == 3 and tour.status == "running"
    third = await round_of(h)
    assert len({frozenset((p.a, p.b)) for p in third}) == 4

    # round 3: two games conceded, the third still running when the round's time is up
    await play_round(h, users, leave=1)
    waiting = [p for p in third if p.b is not None][-1]
    assert waiting.game_id is not None
    h.fake.advance(29 * 60)
    await tick(h)
    assert (await tournament(h)).status == "running"  # not yet
    h.fake.advance(2 * 60)
    await tick(h)
    tour = await tournament(h)
    assert tour.status == "finished"
    assert h.bot is not None
    game = await h.bot.games_store.get(waiting.game_id)
    assert game is not None and game.status == "abandoned" and game.flags.tournament_result is not None \
        and game.flags.tournament_result.how == "time"
    decided = next(p for p in await store(h).pairings(1, 3) if p.board == waiting.board)
    assert decided.result in (WIN, LOSS, "draw") and decided.how == "time"
    pictures = standings_pictures(h)
    assert len(pictures) == 3 and pictures[-1].width == 600
    assert "is over. Winner:" in h.fake.channel_messages(public_only=True)[-1].content


async def test_withdraw_and_the_organisers_controls(h: Harness) -> None:
    organiser, users = await open_tournament(h, 5, format="swiss", rounds=2, round_minutes=20)
    ann, ben, cat, dan, eve = users.values()
    await h.slash(eve, "tournament withdraw")
    assert "no longer signed up" in h.last_private(eve).content
    await h.slash(organiser, "tournament start")
    await h.settle()
    first = await round_of(h)
    assert len(first) == 2 and all(p.game_id is not None for p in first)
    old_games = [p.game_id for p in first]
    # re-pair: the round's games are cancelled and opened again
    await h.slash(organiser, "tournament repair")
    await h.settle()
    again = await round_of(h)
    assert [p.game_id for p in again] != old_games and all(p.game_id is not None for p in again)
    assert h.bot is not None
    for game_id in old_games:
        game = await h.bot.games_store.get(game_id)  # type: ignore[arg-type]
        assert game is not None and game.status == "cancelled"
    # pause: the round's time stops; a tick past the deadline forfeits nothing
    await h.slash(organiser, "tournament pause")
    assert "paused" in h.last_private(organiser).content
    h.fake.advance(25 * 60)
    await tick(h)
    assert all(p.result is None for p in await round_of(h)) and (await tournament(h)).status == "paused"
    await h.slash(organiser, "tournament start")
    await h.settle()
    tour = await tournament(h)
    assert tour.status == "running" and tour.next_deadline is not None
    assert abs(tour.next_deadline - h.fake.now() - 20 * 60) < 60  # the round's minutes are all left
    # adjudicate one game, drop a player from the other
    one, two = again
    assert one.b is not None and two.b is not None
    await h.slash(organiser, "tournament adjudicate", player=users[one.b], result="win")
    await h.settle()
    assert "the organiser's decision" in h.last_private(organiser).content
    await h.slash(organiser, "tournament drop", player=users[two.a])  # type: ignore[index]
    await h.settle()
    done = await store(h).pairings(1, 1)
    assert [(p.result, p.how) for p in done] == [(LOSS, "adjudicated"), (LOSS, "withdrawn")]
    tour = await tournament(h)
    assert tour.current_round == 2  # every result in: round 2 paired without the dropped player
    second = await round_of(h)
    seated = {u for p in second for u in (p.a, p.b) if u is not None}
    assert two.a not in seated and len(seated) == 3
    # a player withdraws during a game: the game is lost and the tournament goes on
    playing = next(p for p in second if p.b is not None)
    await h.slash(users[playing.a], "tournament withdraw")  # type: ignore[index]
    await h.settle()
    assert "withdrawn" in h.last_private(users[playing.a]).content  # type: ignore[index]
    ended = next(p for p in await store(h).pairings(1, 2) if p.board == playing.board)
    assert ended.result == LOSS and ended.how == "withdrawn"
    assert (await tournament(h)).status == "finished"
    # refusals: not an organiser, nothing left to do
    await h.slash(ben, "tournament pause")
    assert "manage events" in h.last_private(ben).content
    await h.slash(ann, "tournament standings")
    await h.settle()
    answer = h.last_private(ann)
    assert answer.attachments and answer.ephemeral


async def test_the_organiser_cancels_a_tournament_in_its_first_round(h: Harness) -> None:
    organiser, users = await open_tournament(h, 4, format="swiss", rounds=3, round_minutes=20)
    await h.slash(organiser, "tournament start")
    await h.settle()
    one, two = await round_of(h)
    assert one.game_id is not None and two.game_id is not None and one.b is not None
    await concede(h, users[one.b], one.game_id, users[one.a])  # type: ignore[index]  # one game is over
    player = users[two.a]  # type: ignore[index]
    await h.slash(player, "tournament cancel")
    assert "manage events" in h.last_private(player).content
    assert (await tournament(h)).status == "running"
    await h.slash(organiser, "tournament cancel")
    await h.settle()
    assert "is cancelled" in h.last_private(organiser).content
    tour = await tournament(h)
    assert tour.status == "cancelled" and tour.next_deadline is None and tour.current_round == 1
    assert h.bot is not None
    finished = await h.bot.games_store.get(one.game_id)
    playing = await h.bot.games_store.get(two.game_id)
    assert finished is not None and finished.status == "finished"  # played to its end: its result stands
    assert playing is not None and playing.status == "cancelled"
    assert [(p.result, p.how) for p in await store(h).pairings(1, 1)] == [(WIN, "played"), (None, None)]
    announced = h.fake.channel_messages(public_only=True)[-1]
    assert "is cancelled by its organiser" in announced.content and "unrated" in announced.content
    assert [a.filename for a in announced.attachments] == ["standings.png"]
    assert not h.fake.notified(player.id) or announced.id not in h.fake.notified(player.id)  # no ping for it
    h.fake.advance(60 * 60)
    await tick(h)  # nothing more happens: no round 2, no forfeit
    assert await store(h).pairings(1, 2) == [] and (await tournament(h)).status == "cancelled"
    await h.slash(organiser, "tournament cancel", tournament=1)
    assert "cancelled" in h.last_private(organiser).content  # nothing left to cancel: told its state
    await h.slash(users[one.a], "tournament standings", tournament=1)  # type: ignore[index]
    await h.settle()
    assert h.last_private(users[one.a]).attachments  # type: ignore[index]


async def test_too_few_players_cancel_and_elimination_byes(h: Harness) -> None:
    organiser, users = await open_tournament(h, 3, format="elimination", round_minutes=15)
    await h.slash(organiser, "tournament start")
    await h.settle()
    tour = await tournament(h)
    assert tour.rounds == 2 and tour.status == "running"
    first = await round_of(h)
    assert [p.result for p in first].count(BYE) == 1 and first[0].b is None  # the top seed's bye
    game = next(p for p in first if p.game_id is not None)
    await play_round(h, users)
    final = await round_of(h)
    assert (await tournament(h)).current_round == 2 and len(final) == 1
    assert {final[0].a, final[0].b} == {first[0].a, game.a}
    h.fake.advance(16 * 60)
    await tick(h)
    assert (await tournament(h)).status == "finished"
    # a tournament nobody joins is cancelled when its sign-up ends
    await h.slash(organiser, "tournament create", name="Empty", game="backgammon", format="round_robin",
                  signup_minutes=5)
    h.fake.advance(6 * 60)
    await tick(h)
    assert (await tournament(h, 2)).status == "cancelled"
    assert "cancelled" in h.fake.channel_messages(public_only=True)[-1].content
    # a backgammon round robin of two: matches to 3 points
    await h.slash(organiser, "tournament create", name="Duel", game="backgammon", format="round_robin",
                  match_length=3)
    for user in list(users.values())[:2]:
        await h.slash(user, "tournament join", tournament=3)
    await h.slash(organiser, "tournament start", tournament=3)
    await h.settle()
    tour = await tournament(h, 3)
    assert tour.status == "running" and tour.rounds == 1
    [duel] = await store(h).pairings(3, 1)
    assert h.bot is not None and duel.game_id is not None
    match = await h.bot.games_store.get(duel.game_id)
    assert match is not None and match.status == "running" and match.kind == "backgammon"
    assert (match.options["mode"], match.options["length"]) == ("match", 3)


async def test_two_processes_over_postgresql_pair_a_round_once(postgres_server: object) -> None:
    url = postgres_server.create_database("tournament_two_processes")  # type: ignore[attr-defined]
    first, second = connect_database(url=url), connect_database(url=url)
    await first.open()
    await second.open()
    try:
        one, two = TournamentStore(first), TournamentStore(second)
        number = await one.create(guild_id=5, channel_id=6, organiser_id=7, name="Race", kind="zero", options={},
                                  format="swiss", rounds=3, round_minutes=30, signup_until=0.0, locale="en", now=0.0)
        for user in range(11, 17):
            await one.join(number, user, f"p{user}", 1500.0 + user, 0.0)
        async with first.transaction() as tx:
            await one.update(tx, number, status="running")
        for round in (1, 2, 3):
            got = await asyncio.gather(claim_round(one, number, round, 1.0), claim_round(two, number, round, 1.0),
                                       return_exceptions=True)
            assert sum(isinstance(g, TournamentRecord) for g in got) == 1, got  # the other: nothing, or the key
            pairings = await one.pairings(number, round)
            assert len(pairings) == 3
            async with first.transaction() as tx:
                for p in pairings:
                    await one.set_result(tx, number, round, p.board, WIN, "played")
        assert int(await first.fetchval("SELECT COUNT(*) FROM tournament_rounds")) == 3
        assert int(await first.fetchval("SELECT COUNT(*) FROM tournament_pairings")) == 9
        assert DOUBLE_LOSS not in {p.result for p in await one.pairings(number)}
    finally:
        await first.close()
        await second.close()


async def test_the_organisers_role_set_in_config_lets_its_members_run_tournaments(h: Harness) -> None:
    arbiter, other = h.user("arb", roles=(77,)), h.user("oth", roles=(78,))
    await h.slash(arbiter, "tournament create", name="Winter Cup", game="zero", format="swiss")
    assert "manage events" in h.last_private(arbiter).content  # no role set yet: Manage Events only
    plain = h.user("pat")
    await h.slash(plain, "config organisers", role=77)
    assert "Only members who can manage this server" in h.last_private(plain).content
    admin = h.user("ada", permissions=MANAGE_GUILD)
    await h.slash(admin, "config organisers", role=77)
    answer = h.last_private(admin).content
    assert "Members with <@&77> may now run tournaments" in answer
    assert "Tournament organisers: <@&77> and members who can manage events" in answer  # /config's summary says so
    assert h.bot is not None
    assert (await h.bot.guild_settings.get(h.fake.GUILD_ID)).tournament_role == 77
    announce = h.reply(await h.slash(arbiter, "tournament create", name="Winter Cup", game="zero", format="swiss"))
    assert "Winter Cup" in announce.content and not announce.ephemeral
    await h.slash(other, "tournament pause")
    assert "manage events" in h.last_private(other).content  # another role: still refused
    await h.restart()  # the role is stored with the server's settings
    await h.slash(arbiter, "tournament start")
    assert "Winter Cup" in h.last_private(arbiter).content
    await h.slash(admin, "config organisers")  # no role given: cleared
    assert "Only members who can manage events may run tournaments now." in h.last_private(admin).content
    await h.slash(arbiter, "tournament pause")
    assert "manage events" in h.last_private(arbiter).content
    assert (await h.bot.guild_settings.get(h.fake.GUILD_ID)).max_lobbies == 3  # /config's other settings untouched


async def test_a_round_paired_before_a_crash_opens_its_games_after_the_restart(h: Harness) -> None:
    organiser, users = await open_tournament(h, 2, format="swiss", rounds=1)
    async with h.bot.db.transaction() as tx:  # type: ignore[union-attr]
        await store(h).update(tx, 1, status="running")
    assert await claim_round(store(h), 1, 1, h.fake.now()) is not None  # paired; the process ends before the games
    [pairing] = await round_of(h)
    assert pairing.game_id is None
    await h.restart(down_for=2)
    await tick(h)
    [pairing] = await round_of(h)
    assert pairing.game_id is not None
    board = await board_of(h, pairing.game_id)
    assert not board.deleted
    told = next(m for m in h.fake.channel_messages(public_only=True) if "round 1 of 1" in m.content)
    assert all(told.id in h.fake.notified(u) for u in users)


async def test_a_correspondence_tournament_plays_its_rounds_over_days(harness: Harness) -> None:
    h = harness
    organiser = h.user("org", permissions=MANAGE_EVENTS)
    announce = h.reply(await h.slash(organiser, "tournament create", name="Winter Post", game="zero",
                                     format="round_robin", pace="correspondence", move_time=48, round_days=10))
    assert "10 days a round, by correspondence at 2 days a move" in announce.content
    users = {}
    for name in NAMES[:3]:
        user = h.user(name)
        await h.slash(user, "tournament join")
        users[user.id] = user
    await h.slash(organiser, "tournament start")
    await tick(h)
    tour = await tournament(h)
    assert tour.status == "running" and tour.round_minutes == 10 * 1440
    assert tour.next_deadline is not None and tour.next_deadline - h.fake.now() == pytest.approx(10 * 86400, abs=60)
    games = [p for p in await round_of(h) if p.game_id is not None]
    assert games
    assert h.bot is not None
    record = await h.bot.games_store.get(games[0].game_id)  # type: ignore[arg-type]
    assert record is not None and record.options["pace"] == "correspondence" and record.options["move_hours"] == 48
    assert record.next_deadline is not None and record.next_deadline - h.fake.now() == pytest.approx(2 * 86400,
                                                                                                   abs=60)
    round_post = [m for m in h.fake.channel_messages(public_only=True) if "round 1 of" in m.text()]
    assert round_post and "<t:" in round_post[-1].text() and ":f>" in round_post[-1].text()
    h.fake.advance(3 * 86400)  # the games go on for days: nothing is forfeited before the round's end
    await tick(h)
    assert all(p.result is None for p in await round_of(h) if p.game_id is not None)


async def test_a_knowing_zero_tournament_plays_with_the_options_it_was_given(h: Harness) -> None:
    """The game's own options, declared once by the game, read from one line in any of its languages' names."""
    organiser = h.user("org", permissions=MANAGE_EVENTS)
    refusals = {"score=40 colour=3": "not an option of Knowing Zero. It takes: score=20–60, hand=4–8, draw=1–3",
                "score=90": "from 20 to 60", "score=４０": "from 20 to 60", "score=40 score=30": "given twice",
                "score": "not an option"}
    for given, said in refusals.items():
        await h.slash(organiser, "tournament create", name="Zero Cup", game="zero", format="swiss",
                      game_options=given)
        answer = h.last_private(organiser).content
        assert said in answer, (given, answer)
    await h.slash(organiser, "tournament create", name="Net Cup", game="netrunner", format="swiss",
                  game_options="score=40")
    said = h.last_private(organiser).content
    assert "“score=40” is not an option of Netrunner. It takes: step=starter|booster" in said
    await h.slash(organiser, "tournament create", name="Net Cup", game="netrunner", format="swiss",
                  game_options="step=advanced")
    assert "the value must be one of starter|booster" in h.last_private(organiser).content
    await h.slash(organiser, "tournament create", name="Bg Cup", game="backgammon", format="swiss",
                  game_options="score=40")
    assert "“score=40” is not an option of Backgammon. It takes: mode=blitz|single|match, length=1–25" \
        in h.last_private(organiser).content
    assert h.bot is not None and await store(h).get(1) is None  # nothing was created by any of those
    announce = h.reply(await h.slash(organiser, "tournament create", name="Zero Cup", game="zero", format="swiss",
                                     game_options="score=40, el=7 rounds=4"))  # a name in Turkish is read too
    assert "Score to bring to zero: 40 · hand 7 · draw 2 · battles of up to 4 rounds" in announce.content
    for name in NAMES[:2]:
        await h.slash(h.user(name), "tournament join")
    await h.slash(organiser, "tournament start")
    await h.settle()
    [pairing] = await round_of(h)
    assert pairing.game_id is not None
    game = await h.bot.games_store.get(pairing.game_id)
    assert game is not None and game.status == "running"
    assert {k: game.options[k] for k in ("score", "hand", "rounds")} == {"score": 40, "hand": 7, "rounds": 4}
    state = await stored_state(h, ZeroState, pairing.game_id)
    assert state.rounds == 4 and state.draw_count == 2 and state.start_score == 40
