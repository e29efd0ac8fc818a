"""Backgammon analysis through the fake Discord: the Analyse button on a finished board and /backgammon analyse,
answered at once and privately, a progress line edited through the interaction's token, the report stored (asking
again is instant), a decision's board, sharing; forged and stale clicks; a running game refused; practice hints."""

from __future__ import annotations

import asyncio
import random

import pytest

import cogs.backgammon as bg_cog
from bot.framework.custom_ids import ComponentId
from bot.games.backgammon import computer, game
from bot.games.backgammon.game import BgState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import rewrite_state, stored_record, stored_state


def doubled_position(seed: int, plays: int = 6) -> BgState:
    """A single game a few plays in, with a double offered: the other player's Pass ends it."""
    state = game.new_match("single", 1, seed, 0.0)
    while sum(1 for e in state.log if e[0] == "play") < plays or not state.can_double(state.turn):
        seat = next(iter(state.actors()))
        name, arg = computer.decide(state, seat, "advanced") or ("roll", "")
        if name == "double":
            name = "roll"
        state = game.apply(state, seat, name, arg, 0.0)
        assert not state.is_over()
    return game.apply(state, state.turn, "double", "", 0.0)


async def finished_game(h: Harness) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single"))
    await h.click(bob, "Join", message=board)
    state = doubled_position(3)
    state.clock_since = None
    state.clock_seat = None
    await rewrite_state(h, state)
    taker = (alice, bob)[1 - state.turn]
    version = (await stored_record(h)).version
    await h.click_raw(taker, ComponentId(1, version, "pass").encode(), message=board)
    await h.settle()
    assert (await stored_record(h)).status == "finished"
    return alice, bob, board


@pytest.mark.usefixtures("database")  # SQLite and PostgreSQL
async def test_analyse_button_answers_privately_with_progress_and_stores_the_report(
        h: Harness) -> None:
    alice, bob, board = await finished_game(h)
    assert h.bot is not None
    h.bot.get_cog("BackgammonCog").analyst.progress_every_s = 0.02  # type: ignore[union-attr]
    assert board.labels() == ["Analyse", "Rematch"]
    before = h.fake.bot_token_requests()
    carol = h.user("carol")
    await h.click(carol, "Analyse", message=board)  # a spectator may read a finished game's analysis
    await h.settle(30)
    report = h.last_private(carol)
    assert report.ephemeral and report.edits >= 2  # deferred, the progress line, then the report
    text = report.text()
    assert "PR" in text and "alice" in text and "bob" in text and ("Worst decisions" in text or "No doubtful" in text)
    assert "Kazaross-XG2" in text and "2-ply" in text
    assert [a.filename for a in report.attachments] == ["analysis.png", "backgammon-1.mat"]  # the match, for gnubg
    assert h.fake.bot_token_requests() == before  # every answer went through the interaction's token
    assert h.bot is not None
    stored = await bg_cog.AnalysisStore(h.bot.db).get(1, 2, bg_cog.REPORT_VERSION)
    assert stored is not None
    # a second request is answered from the store at once, with the same report
    await h.click(alice, "Analyse", message=board)
    again = h.last_private(alice)
    assert again.edits == 0 and again.embeds[0]["description"] == report.embeds[0]["description"]


async def test_two_readers_of_one_analysis_both_see_its_progress(h: Harness) -> None:
    alice, bob, board = await finished_game(h)
    assert h.bot is not None
    h.bot.get_cog("BackgammonCog").analyst.progress_every_s = 0.02  # type: ignore[union-attr]
    carol, dave = h.user("carol"), h.user("dave")
    first = asyncio.ensure_future(h.click(carol, "Analyse", message=board))
    await asyncio.sleep(0.05)
    await h.click(dave, "Analyse", message=board)  # the same analysis, already under way: dave waits for it
    await first
    await h.settle(30)
    for reader in (carol, dave):
        report = h.last_private(reader)
        assert report.edits >= 2, reader.name  # deferred, a progress line at least, then the report
        assert "PR" in report.text()
    assert int(await h.bot.db.fetchval("SELECT COUNT(*) FROM analyses")) == 1  # analysed once for both


async def test_a_listed_decision_shows_its_board_and_share_posts_the_report(h: Harness) -> None:
    alice, bob, board = await finished_game(h)
    await h.click(alice, "Analyse", message=board)
    await h.settle(30)
    report = h.last_private(alice)
    select = next((c for c in report.all_components() if c.get("type") == 3), None)
    assert select is not None  # the advanced computer's six plays and the double leave a decision to list
    if select is not None:
        await h.select(alice, [select["options"][0]["value"]], message=report)
        shown = h.last_private(alice)
        assert shown is not report and shown.attachments and ("Best" in shown.text() or "right was" in shown.text())
        forged = select["custom_id"]
        await h.click_raw(alice, forged, message=report, values=["9999"])
        assert "not available" in h.last_private(alice).text().lower()
        stale = ComponentId(1, 0, "bga_pos", "2").encode("s")  # a report drawn for another version of the game
        await h.click_raw(alice, stale, message=report, values=[select["options"][0]["value"]])
        assert "no longer at hand" in h.last_private(alice).text()
    public_before = [m.id for m in h.fake.messages.values() if not m.ephemeral]
    await h.click(alice, "Share in the channel", message=report)
    await h.settle()
    shared = [m for m in h.fake.messages.values() if not m.ephemeral and m.id not in public_before]
    assert len(shared) == 1 and "shares the analysis of game #1" in shared[0].text()
    assert not shared[0].components


async def test_command_refuses_a_running_game_and_forged_clicks(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single"))
    await h.click(bob, "Join", message=board)
    answer = h.reply(await h.slash(alice, "backgammon analyse", game=1))
    assert answer.ephemeral and "still being played" in answer.text()
    # a forged Analyse on the running game's board, and one with an arg the bot never writes
    record = await stored_record(h)
    forged = (ComponentId(1, record.version, "analyse").encode(), "b:1:0:analyse:x", "b:1:0:bga_share:7",
              "s:1:0:bga_pos:2")
    for custom_id in forged:
        await h.click_raw(alice, custom_id, message=board, values=["0"] if custom_id.startswith("s") else None)
        text = h.last_private(alice).text()
        assert "still being played" in text or "not available" in text.lower()
    assert (await stored_record(h)).status == "running"
    assert not await bg_cog.AnalysisStore(h.bot.db).get(1, 2, bg_cog.REPORT_VERSION)  # type: ignore[union-attr]
    nothing = h.reply(await h.slash(bob, "backgammon analyse", game=99))
    assert nothing.ephemeral


async def test_command_finds_the_last_finished_game(h: Harness) -> None:
    alice, bob, board = await finished_game(h)
    await h.slash(bob, "backgammon analyse")
    await h.settle(30)
    assert "Analysis of game #1" in h.last_private(bob).text()
    lonely = h.user("dave")
    assert "no finished backgammon game" in h.reply(await h.slash(lonely, "backgammon analyse")).text()


async def test_practice_game_says_whether_a_move_was_best_and_gives_hints(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner", hints=True))
    assert "Practice" in board.text()
    rng = random.Random(1)
    for _ in range(40):
        state = await stored_state(h, BgState)
        if state.phase == "move" and state.turn == 0 and "Hint" in board.labels():
            break
        if state.turn == 0 and state.phase == "roll":
            await h.click(alice, "Roll", message=board)
        await h.settle()
    else:
        pytest.skip("no choice of plays came up")
    await h.click(alice, "Hint", message=board)
    await h.settle()
    assert "best play is" in h.last_private(alice).text()
    plays = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "lay"]
    if plays:
        await h.click(alice, custom_id=rng.choice(plays)["custom_id"], message=board)
        if "Confirm move" in board.labels():
            await h.click(alice, "Confirm move", message=board)
        await h.settle()
        said = h.last_private(alice).text()
        assert "was the best play" in said or "the best was" in said
    bob = h.user("bob")  # not a player: no hint for them, whatever they send
    version = (await stored_record(h)).version
    await h.click_raw(bob, ComponentId(1, version, "hint").encode(), message=board)
    assert "for your own move" in h.last_private(bob).text()
