"""TWEAK! end to end through the fake Discord: private hands, [T!] prompts, restarts, final scores."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.games.tweak import computer
from bot.games.tweak.cards import NUMBER_CARDS
from bot.games.tweak.game import TweakState
from bot.games.tweak.kind import card_label
from bot.games.tweak.view import view as tweak_view
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import assert_request_budget, rewrite_state, stored_state

BOTH_DATABASES = pytest.mark.usefixtures("database")  # run on SQLite and on PostgreSQL


async def state_of(h: Harness, game_id: int = 1) -> TweakState:
    return await stored_state(h, TweakState, game_id)


put_state = rewrite_state


def hidden_labels(state: TweakState) -> list[str]:
    """Public text must never name a hand card: the fake records a leak if it does (by card label)."""
    labels = []
    for hand in state.hands:
        for card in hand:
            if card in NUMBER_CARDS:
                labels.append(f"({card})")  # the raw id never appears publicly
            labels.append(card_label(card, "en") + " (")  # as in a select option
    return labels


async def private_view(h: Harness, user: User, board: Message) -> Message:
    await h.click(user, "Show my hand", message=board)
    return h.last_private(user)


async def human_turn(h: Harness, user: User, seat: int, board: Message, game_id: int = 1) -> None:
    """The seat's player takes its turn (or answers a Bomb) through their private view."""
    view = await private_view(h, user, board)
    for _ in range(8):
        state = await state_of(h, game_id)
        if seat not in state.actors():
            return
        decision = computer.decide(tweak_view(state, seat), seat)
        assert decision is not None
        name, arg, values = decision
        if not view.all_components():  # e.g. after our Bomb: the victims answered, our turn goes on
            view = await private_view(h, user, board)
        selects = {c["custom_id"].split(":")[3]: c for c in view.all_components() if c.get("type") == 3}
        if name in ("sum", "discard"):  # pick the cards (interface choices), then confirm
            await h.select(user, [arg], message=view, custom_id=selects["hand_pick"]["custom_id"])
            view = h.fake.messages[view.id]
            if values:
                table = next(c for c in view.all_components() if c["custom_id"].split(":")[3] == "table_pick")
                await h.select(user, list(values), message=view, custom_id=table["custom_id"])
                view = h.fake.messages[view.id]
            button = next(c for c in view.buttons() if c["custom_id"].split(":")[3] == name)
            await h.click(user, custom_id=button["custom_id"], message=view)
        elif name in selects:
            await h.select(user, list(values), message=view, custom_id=selects[name]["custom_id"])
        else:
            button = next(c for c in view.buttons() if c["custom_id"].split(":")[3] == name
                          and (not arg or c["custom_id"].endswith(":" + arg)))
            await h.click(user, custom_id=button["custom_id"], message=view)
        if name in ("sum", "discard", "give"):
            return  # the turn (or the Bomb answer) is done; others may play before this seat again


async def run_game(h: Harness, board: Message, users: dict[int, User], limit: int = 800,
                   game_id: int = 1) -> TweakState:
    for _ in range(limit):
        state = await state_of(h, game_id)
        h.fake.forbid_public(*hidden_labels(state))
        if state.is_over():
            return state
        human = [s for s in sorted(state.actors()) if s in users]
        if human:
            await human_turn(h, users[human[0]], human[0], board, game_id)
        else:
            await h.settle()
    raise AssertionError("the game did not finish")


@BOTH_DATABASES
async def test_two_player_game_to_final_scores(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2, target_score=12))
    assert "Target score: 12" in board.text()
    await h.click(bob, "Join", message=board)
    assert "Show my hand" in board.labels()
    assert board.attachments[0].filename == "table.png"
    state = await run_game(h, board, {0: alice, 1: bob})
    assert state.winners and max(state.scores) >= 12
    assert "wins the game" in board.text()
    assert sum(sum(hand) for hand in state.hand_scores) == sum(state.scores)
    assert_request_budget(h)


async def test_six_players_with_computers(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "tweak new", seats=6, computers=5, target_score=8))
    assert "Computer 5" in (await state_names(h))
    state = await run_game(h, board, {0: alice})
    assert state.players == 6 and state.winners and max(state.scores) >= 8
    assert_request_budget(h)


async def state_names(h: Harness) -> str:
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None
    return " ".join(s.name for s in record.seats)


async def start_two(h: Harness) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


async def give_tweak(h: Harness, seat: int, card: str) -> TweakState:
    state = await state_of(h)
    state.tweak_pile.remove(card)
    state.tweaks[seat].append(card)
    await put_state(h, state)
    return state


async def test_thief_with_the_victims_card_going_public(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    state = await state_of(h)
    mover, victim = state.turn, 1 - state.turn
    users = {0: alice, 1: bob}
    await give_tweak(h, mover, "thief1")
    view = await private_view(h, users[mover], board)
    select = next(c for c in view.all_components() if c["custom_id"].split(":")[3] == "thief")
    await h.select(users[mover], [str(victim)], message=view, custom_id=select["custom_id"])
    after = await state_of(h)
    assert len(after.hands[victim]) == 2 and len(after.table) == 3 and after.short[victim]
    assert "plays The Thief" in board.text()
    bob_view = await private_view(h, users[victim], board)
    assert "Waiting for" in bob_view.text() and bob_view.ephemeral


@BOTH_DATABASES
async def test_bomb_prompts_each_victim_privately_and_survives_a_restart(h: Harness) -> None:
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    board = h.reply(await h.slash(alice, "tweak new", seats=3))
    await h.click(bob, "Join", message=board)
    await h.click(carol, "Join", message=board)
    users = {0: alice, 1: bob, 2: carol}
    state = await state_of(h)
    bomber = state.turn
    victims = [s for s in range(3) if s != bomber]
    await give_tweak(h, bomber, "bomb1")
    view = await private_view(h, users[bomber], board)
    await h.click(users[bomber], "The Bomb", message=view)
    assert "The Bomb!" in board.text()
    first, second = victims
    prompt = await private_view(h, users[first], board)
    assert "choose one card" in prompt.text()
    state = await state_of(h)
    card = state.hands[first][0]
    give = next(c for c in prompt.all_components() if c["custom_id"].split(":")[3] == "give")
    await h.select(users[first], [card], message=prompt, custom_id=give["custom_id"])
    assert (await state_of(h)).bomb == {"by": bomber, "pending": [second]}

    prompt2 = await private_view(h, users[second], board)  # opened before the restart
    await h.restart(down_for=20)
    state = await state_of(h)
    assert state.phase == "bomb" and state.bomb == {"by": bomber, "pending": [second]}
    assert state.bomb_deadline is not None
    card = state.hands[second][0]
    give = next(c for c in prompt2.all_components() if c["custom_id"].split(":")[3] == "give")
    await h.select(users[second], [card], message=prompt2, custom_id=give["custom_id"])
    state = await state_of(h)
    assert state.phase == "turn" and state.turn == bomber and card in state.table
    assert all(state.short[v] for v in victims)


async def test_bomb_timeout_picks_at_random(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    state = await state_of(h)
    users = {0: alice, 1: bob}
    await give_tweak(h, state.turn, "bomb1")
    view = await private_view(h, users[state.turn], board)
    await h.click(users[state.turn], "The Bomb", message=view)
    assert h.bot is not None
    h.fake.advance(61)
    await h.bot.scheduler.run_due()
    await h.settle()
    after = await state_of(h)
    assert after.phase == "turn" and len(after.hands[1 - state.turn]) == 2
    assert "did not choose in time" in board.text()


async def test_turn_timeout_lets_the_computer_play(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    state = await state_of(h)
    assert h.bot is not None and state.turn_timeout == 180  # the default: 3 minutes, said on the board
    assert "⏱ 3 min a turn; the computer takes over <t:" in board.text()
    h.fake.advance(179)
    await h.bot.scheduler.run_due()
    await h.settle()
    assert (await state_of(h)).turn == state.turn  # not yet
    h.fake.advance(2)
    await h.bot.scheduler.run_due()
    await h.settle()
    after = await state_of(h)
    assert after.turn != state.turn
    assert "ran out of time: the computer played their turn" in board.text()


async def test_non_player_and_stale_clicks(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    eve = h.user("eve")
    await h.click(eve, "Show my hand", message=board)
    assert "not playing" in h.last_private(eve).content
    state = await state_of(h)
    users = {0: alice, 1: bob}
    mover = users[state.turn]
    view = await private_view(h, mover, board)
    old = copy.deepcopy(view)
    select = next(c for c in view.all_components() if c["custom_id"].split(":")[3] == "hand_pick")
    await h.select(mover, [state.hands[state.turn][0]], message=view, custom_id=select["custom_id"])
    assert await state_of(h) == state  # picking a card is an interface choice: nothing is committed
    await h.click(mover, "Discard the hand card", message=h.fake.messages[view.id])
    before = await state_of(h)
    assert before != state
    await h.click(mover, "Discard the hand card", message=old)  # drawn before the discard
    reply = h.last_private(mover)
    assert "out of date" in reply.content and reply.ephemeral and reply.attachments
    assert await state_of(h) == before


async def test_the_audit_log_never_names_a_hand_card(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    state = await state_of(h)
    users = {0: alice, 1: bob}
    await human_turn(h, users[state.turn], state.turn, board)
    assert h.bot is not None
    rows = await h.bot.games_store.action_log(1)
    cards = set(NUMBER_CARDS)
    for row in rows:
        assert not any(part in cards for part in row["detail"].replace(";", " ").replace(":", " ").split()), row


async def test_your_draws_are_in_your_log_only(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    state = await state_of(h)
    users = {0: alice, 1: bob}
    mover, other = users[state.turn], users[1 - state.turn]
    await human_turn(h, mover, state.turn, board)
    after = await state_of(h)
    drawn = [c for c in after.hands[state.turn] if c not in state.hands[state.turn]]
    assert drawn, "the mover drew back up to three"
    labels = [card_label(c, "en") for c in drawn]
    await h.click(mover, "Log", message=board)
    mine = h.last_private(mover).text()
    assert "🔒 You drew" in mine and all(label in mine for label in labels)
    await h.click(other, "Log", message=board)
    assert "You drew" not in h.last_private(other).text()  # their log has the public lines only
    assert "You drew" not in board.text()


async def test_the_board_keeps_the_hands_history_and_the_lobby_shows_advanced_options(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2, card_backs="shuffled", red_points=3, tweak_points=0))
    assert "red card 3, other colours 1, [T!] card 0" in board.text() and "shuffled anew each hand" in board.text()
    await h.click(bob, "Join", message=board)
    state = await state_of(h)
    assert state.points == [3, 1, 0] and state.backs == "shuffled" and state.targets
    users = {0: alice, 1: bob}
    for _ in range(4):  # four turns: each one stays on the board, as the rules announce it
        state = await state_of(h)
        await human_turn(h, users[state.turn], state.turn, board)
    text = board.text()
    turns = text.count(" puts ") + text.count(" ✔")
    assert turns >= 4 and "Hand 1 is dealt." in text, text


async def test_forged_option_values_are_refused_before_anything_opens(h: Harness) -> None:
    alice = h.user("alice")
    forged: tuple[dict[str, Any], ...] = ({"red_points": 99}, {"turn_seconds": -5}, {"seats": 2.5},
                                          {"card_backs": "loaded"}, {"seats": True})
    for options in forged:
        await h.slash(alice, "tweak new", **{"seats": 2, **options})
        answer = h.last_private(alice).text()
        assert "has a value this command does not accept" in answer or "must be a whole number" in answer, answer
    assert not h.fake.channel_messages(public_only=True)
