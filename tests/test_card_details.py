"""The 📖 Cards view through the fake Discord, with Knowing Zero as the game: the button on a player's hand view (and
on the board once public cards lie there), a private list of exactly the cards the clicker may read, a chosen card
shown whole in the same message, forged and stale refs answered privately, pages past 25 cards, and the time to read
a clocked decision committed through the pipeline."""

from __future__ import annotations

from typing import Any

from bot.framework.card_details import with_cards_button
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Choice, Control
from bot.games.zero import game
from bot.games.zero.cards import CARDS
from bot.games.zero.kind import card_name
from bot.games.zero.state import ZeroState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import assert_timer_armed, component, private_view, rewrite_state, stored_record
from tests.zero.helpers import act, run_game, state_of


async def two_players(h: Harness) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    await act(h, alice, 0, board, ("deck", "wildlands", ()))
    await act(h, bob, 1, board, ("deck", "foundry", ()))
    return alice, bob, board


def cards_button(surface: Message) -> dict[str, Any]:
    """The 📖 Cards button that opens the list (not a page of it)."""
    found = [c for c in surface.all_components() if c.get("custom_id", "").split(":")[3:] == ["cards"]]
    assert len(found) == 1, [c.get("custom_id") for c in surface.all_components()]
    return found[0]


def options(message: Message) -> list[dict[str, Any]]:
    """The options of the card list's select on `message`."""
    return list(component(message, "card")["options"])


async def open_cards(h: Harness, user: User, surface: Message) -> Message:
    await h.click(user, custom_id=cards_button(surface)["custom_id"], message=surface)
    listed = h.last_private(user)
    assert listed.ephemeral and listed.visible_to == user.id
    return listed


async def read(h: Harness, user: User, listed: Message, ref: str) -> Message:
    await h.select(user, [ref], message=listed, custom_id=component(listed, "card")["custom_id"])
    return h.fake.messages[listed.id]


def hand_cards(state: ZeroState, seat: int) -> list[str]:
    return list(dict.fromkeys(state.inst(i).card for i in state.zone("hand", seat)))


def publicly_named(events: list[tuple[int | None, str, dict[str, Any]]]) -> set[str]:
    """Card ids the public log names (a card, a list of cards, pairs of cards)."""
    named: set[str] = set()
    for seat, _key, params in events:
        if seat is not None:
            continue
        for value in params.values():
            for item in value if isinstance(value, list) else [value]:
                named.update(c for c in (item if isinstance(item, list) else [item]) if isinstance(c, str))
    return named & set(CARDS)


async def test_the_owner_reads_their_hand_and_a_chosen_card_whole(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    version = (await stored_record(h)).version
    view = await private_view(h, alice, board)
    button = cards_button(view)
    assert button["label"] == "Cards" and button["emoji"]["name"] == "📖"
    assert button in view.components[-1]["components"]  # the last row, with the standing options
    listed = await open_cards(h, alice, view)
    state = await state_of(h)
    offered = options(listed)
    assert [o["value"] for o in offered] == [f"h.{c}" for c in hand_cards(state, 0)]
    assert [o["label"] for o in offered] == [card_name(c, "en") for c in hand_cards(state, 0)]
    assert {o["description"] for o in offered} == {"Your hand"}
    assert listed.embeds[0]["title"] == "Knowing Zero #1: cards you can read"
    unit = next(c for c in hand_cards(state, 0) if CARDS[c].is_unit)
    shown = await read(h, alice, listed, f"h.{unit}")
    assert shown.id == listed.id and shown.ephemeral  # the same private message, edited
    embed = shown.embeds[0]
    card = CARDS[unit]
    assert embed["title"] == card.name["en"]
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields == {"Attack": str(card.attack), "Life": str(card.life), "Value": str(card.value)}
    assert f"comes {card.value} closer to zero" in embed["description"] and "📍 Your hand" in embed["description"]
    assert shown.attachments[0].filename == "card.png"
    again = component(shown, "card")  # the list is still there to read another, the shown card marked
    assert [o["value"] for o in again["options"] if o.get("default")] == [f"h.{unit}"]
    await h.settle()
    assert (await stored_record(h)).version == version  # reading with time to spare commits nothing


async def test_the_opponents_hand_is_in_no_list_and_a_spectator_reads_only_public_cards(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    assert "Cards" not in h.fake.messages[board.id].labels()  # nothing public to read yet
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.battle is not None)
    board = h.fake.messages[(await stored_record(h)).message_id or 0]
    assert "Cards" in board.labels()  # the armies lie face up: anyone may read them
    eve = h.user("eve")
    listed = await open_cards(h, eve, board)
    assert h.bot is not None
    public = publicly_named(await h.bot.games_store.events(1))
    for option in options(listed):
        kind, _, key = option["value"].partition(".")
        assert kind in ("u", "l"), option  # no hand and nothing seen privately
        if kind == "u":
            assert state.table.visible(int(key), None), option
        else:
            assert key in public, option
    forgeries = 0
    for seat, user in users.items():
        listed = await open_cards(h, user, await private_view(h, user, board))
        rival = 1 - seat
        known = set(state.table.known[seat])
        for option in options(listed):
            kind, _, key = option["value"].partition(".")
            if kind == "h":
                assert key in hand_cards(state, seat)
            elif kind == "u":
                iid = int(key)
                assert state.table.visible(iid, seat) and state.inst(iid).owner in (seat, rival)
                assert state.table.zone_of(iid) != f"hand{rival}"
            elif kind == "k":
                assert any(state.inst(i).card == key for i in known)
            else:
                assert kind == "l" and key in public
        forged = next((c for c in hand_cards(state, rival) if c not in hand_cards(state, seat)), None)
        if forged is not None:  # the rival's card, sent by a forged client: never shown
            told = await read(h, user, listed, f"h.{forged}")
            assert "no longer where you can read it" in h.last_private(user).text()
            assert told.embeds[0]["title"] != CARDS[forged].name["en"]
            forgeries += 1
    assert forgeries  # a creature deck against a machine deck: some card of each hand is not in the other


async def test_a_forged_and_a_stale_ref_get_a_private_answer(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.phase == "turn")
    player = users[state.turn]
    listed = await open_cards(h, player, await private_view(h, player, board))
    before = len(h.fake.ephemerals_for(player.id))
    await h.select(player, ["h.no-such-card"], message=listed, custom_id=component(listed, "card")["custom_id"])
    answer = h.last_private(player)
    assert len(h.fake.ephemerals_for(player.id)) == before + 1 and answer.ephemeral
    assert answer.text().startswith("That card is no longer where you can read it.")
    assert options(answer)  # with the cards readable now
    singles = [c for c in hand_cards(state, state.turn) if CARDS[c].is_unit
               and sum(state.inst(i).card == c for i in state.zone("hand", state.turn)) == 1]
    unit = singles[0]
    iid = next(i for i in state.zone("hand", state.turn) if state.inst(i).card == unit)
    view = await private_view(h, player, board)
    await h.select(player, [str(iid)], message=view, custom_id=component(view, "attack")["custom_id"])
    assert (await state_of(h)).phase == "attach"  # the unit left the hand for the (face-down) army
    await h.select(player, [f"h.{unit}"], message=listed, custom_id=component(listed, "card")["custom_id"])
    stale = h.last_private(player)
    assert stale.text().startswith("That card is no longer where you can read it.")
    assert f"h.{unit}" not in [o["value"] for o in options(stale)]
    assert f"u.{iid}" in [o["value"] for o in options(stale)]  # now in their army, which they still see
    shown = await read(h, player, stale, f"u.{iid}")
    assert shown.embeds[0]["title"] == card_name(unit, "en") and "📍 Your army" in shown.embeds[0]["description"]
    for values in (["h.a", "h.b"], ["\x00"], ["²"]):
        itx = await h.click_raw(player, component(stale, "card")["custom_id"], message=stale, values=values)
        assert itx.responded and "not available" in h.last_private(player).text()


async def test_a_long_list_is_paged(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    state = await state_of(h)
    for card in CARDS:  # every card of the game in alice's hand: more than one select holds
        if card not in hand_cards(state, 0):
            state.table.create(card, 0, "hand0")
    await rewrite_state(h, state)
    state = await state_of(h)
    cards = hand_cards(state, 0)
    assert len(cards) == len(CARDS) > 25
    listed = await open_cards(h, alice, await private_view(h, alice, board))
    assert [o["value"] for o in options(listed)] == [f"h.{c}" for c in cards[:25]]
    assert component(listed, "card")["placeholder"] == "Read a card… (1/2)"
    await h.click(alice, "More cards (2/2)", message=listed)
    page = h.fake.messages[listed.id]
    assert [o["value"] for o in options(page)] == [f"h.{c}" for c in cards[25:]]
    last = cards[-1]
    shown = await read(h, alice, page, f"h.{last}")
    assert shown.embeds[0]["title"] == card_name(last, "en")
    assert [o["value"] for o in options(shown) if o.get("default")] == [f"h.{last}"]  # still on its page
    await h.click(alice, "More cards (1/2)", message=shown)
    back = h.fake.messages[listed.id]
    assert [o["value"] for o in options(back)] == [f"h.{c}" for c in cards[:25]]
    assert back.embeds[0]["title"] == card_name(last, "en")  # turning the page keeps the card shown


async def test_the_guidance_line_is_on_the_board_and_in_the_hand(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    state = await state_of(h)
    player = (alice, bob)[state.turn]
    assert f"👉 {player.mention}: attack with 1-5 units, or draw 2 cards." in board.text()
    view = await private_view(h, player, board)
    assert view.embeds[0]["description"].startswith("👉 Your turn: attack with 1-5 units from the list below, or "
                                                    "draw 2 cards.")
    other = (alice, bob)[1 - state.turn]
    assert "👉" not in (await private_view(h, other, board)).text()  # nothing for them to do: no guidance


async def test_opening_the_cards_late_in_a_clocked_decision_gives_a_minute_once(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    state = await state_of(h)
    player, other = ((alice, bob)[state.turn], (alice, bob)[1 - state.turn])
    assert state.deadline is not None
    h.fake.advance(state.turn_seconds - 20)  # 20 s left of this decision
    version = (await stored_record(h)).version
    await open_cards(h, other, await private_view(h, other, board))  # not their decision: nothing changes
    await h.settle()
    assert (await stored_record(h)).version == version
    await open_cards(h, player, await private_view(h, player, board))
    await h.settle()
    after = await state_of(h)
    assert after.deadline is not None and after.deadline - h.fake.now() >= 59
    assert (await stored_record(h)).version == version + 1
    await assert_timer_armed(h, after.deadline)
    assert "📖 " + player.name + " is reading the cards: 60 s left to decide." in h.fake.messages[board.id].text()
    h.fake.advance(30)
    await open_cards(h, player, await private_view(h, player, board))  # again in the same decision: no more time
    await h.settle()
    assert (await stored_record(h)).version == version + 1 and (await state_of(h)).deadline == after.deadline
    assert game.awaited(after) == game.awaited(state)


async def test_without_a_clock_reading_changes_nothing(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "zero new", computer=True))
    await act(h, alice, 0, board, ("deck", "wildlands", ()))
    await run_game(h, board, {0: alice}, until=lambda s: 0 in game.awaited(s))
    version = (await stored_record(h)).version
    listed = await open_cards(h, alice, await private_view(h, alice, board))
    await h.settle()
    assert options(listed) and (await stored_record(h)).version == version


async def test_a_game_without_cards_has_no_button_and_answers_privately(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner"))
    assert "Cards" not in h.fake.messages[board.id].labels()  # a game without cards has no button
    record = await stored_record(h)
    forged = ComponentId(record.id, record.version, "cards").encode()
    await h.click_raw(alice, forged, message=board)
    assert h.last_private(alice).text() == "There is no card you can read right now."


async def test_an_old_cards_button_of_a_finished_game_answers_privately(h: Harness) -> None:
    bob, carol, zero = await two_players(h)
    view = await private_view(h, bob, zero)
    old = cards_button(view)["custom_id"]
    await h.click(bob, custom_id=component(view, "offer_draw")["custom_id"], message=view)
    carol_view = await private_view(h, carol, zero)
    await h.click(carol, custom_id=component(carol_view, "draw_accept")["custom_id"], message=carol_view)
    assert (await state_of(h)).is_over()
    await h.click_raw(bob, old, message=view)
    assert h.last_private(bob).text() == "This game is over."


def test_the_button_goes_where_discords_grid_has_room() -> None:
    select = Control("pick", choices=(Choice("a", "a"),), row=0)
    moves = [select, Control("draw", "Draw", row=2), Control("offer", "Offer", row=4)]
    placed = with_cards_button(moves, "en", lowest=True)
    assert [(c.action, c.row) for c in placed][-1] == ("cards", 4)  # beside the standing options, not the moves
    board = [Control("roll", "Roll"), Control("hand", "Show my hand"), Control("log", "Log")]
    assert [c.action for c in with_cards_button(board, "en")] == ["roll", "hand", "cards", "log"]
    full = [Control("pick", choices=(Choice("a", "a"),), row=r) for r in range(5)]
    assert with_cards_button(full, "en") == full and with_cards_button(full, "en", lowest=True) == full
    buttons = [Control(f"b{i}", str(i)) for i in range(25)]
    assert with_cards_button(buttons, "en") == buttons  # 25 components at most
