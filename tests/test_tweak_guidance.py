"""A newcomer's first TWEAK! game: the 👉 line on the board and in the hand says what the player on turn may do this
turn (make the target from one hand card and table cards, or put a card down; on an empty table, only the latter;
a [T!] card while one can still be played) and what a Bomb's victims must choose; a computer is said to be thinking;
`/help tweak` starts with how to play and ends with the fine rules; the end is announced with its winner."""

from __future__ import annotations

import pytest

from bot.framework.help_pages import pages
from bot.framework.kinds import Context, SeatInfo
from bot.games.tweak.game import TweakState, apply, new_game
from bot.games.tweak.kind import TweakKind
from bot.harness import Harness
from bot.i18n import t
from bot.i18n.catalogue import LOCALES, localise_commands
from tests.helpers import choose, component, press, rewrite_state, stored_record, stored_state
from tests.tweak.test_engine import T0, fixed

KIND = TweakKind()


def ctx(players: int = 2, locale: str = "en", computers: tuple[int, ...] = ()) -> Context:
    seats = tuple(SeatInfo(s, None, f"Computer {s}", "normal") if s in computers else SeatInfo(s, 100 + s, f"p{s}")
                  for s in range(players))
    return Context(1, seats, {}, locale, T0)


CTX = ctx()


def guidance(state: TweakState, context: Context = CTX) -> list[str]:
    return [line for line in KIND.board(context, state).description.split("\n")
            if line.startswith(("👉", "🤖"))]


def hand_line(state: TweakState, seat: int, context: Context = CTX) -> list[str]:
    view = KIND.hand(context, state, seat)
    assert view is not None
    return [line for line in view.description.split("\n") if line.startswith("👉")]


def table_turn() -> TweakState:
    """p0 to play, two cards on the table, the deck's top card sets the target 7."""
    return fixed(table=["re2", "re4"], hands=[["or2", "or8", "or7"], ["ye0", "ye1", "ye2"]],
                 deck=["gr1", "gr2", "gr0"])


SUM = "pick one hand card and table cards that add up to it, then press “Make sum” — or pick a hand card and press " \
      "“Discard the hand card”."
FIRST = "You may first play one of your [T!] cards below."


def test_a_turn_says_make_the_target_or_put_a_card_down() -> None:
    state = table_turn()
    assert state.target() == 7
    assert guidance(state) == ["👉 <@100>: make 7 from one hand card and one or more table cards, or put a hand card "
                               "on the table."]
    assert hand_line(state, 0) == [f"👉 Your turn, target **7**: {SUM}"]
    assert hand_line(state, 1) == []  # p1 waits: told whom for, not what to do
    view = KIND.hand(CTX, state, 1)
    assert view is not None and "Waiting for p0" in view.description


def test_a_tweak_card_is_mentioned_while_it_can_be_played() -> None:
    state = table_turn()
    state.tweaks[0] = ["joker1"]
    assert guidance(state) == ["👉 <@100>: make 7 from one hand card and one or more table cards, or put a hand card "
                               "on the table; one [T!] card may be played first."]
    assert hand_line(state, 0) == [f"👉 Your turn, target **7**: {SUM} {FIRST}"]
    played = apply(state, 0, "joker", "+1", (), T0)  # one [T!] card a turn: after it, no more is offered
    target = KIND.target_text(KIND.view(played, None), "en")
    assert target == "8 (7 with the Joker)"
    assert guidance(played) == [f"👉 <@100>: make {target} from one hand card and one or more table cards, or put a "
                                "hand card on the table."]
    assert hand_line(played, 0) == [f"👉 Your turn, target **{target}**: {SUM}"]
    blocked = table_turn()
    blocked.tweaks[0] = ["change1", "thief1"]
    blocked.deck, blocked.hands[1] = [], []  # only the blue 7 left, and nobody to rob: neither can be played
    assert not ({"change", "thief"} & KIND.pending(blocked)[0].actions)
    assert not [line for line in guidance(blocked) + hand_line(blocked, 0) if "[T!]" in line]


def test_an_empty_table_asks_only_for_a_card_put_down() -> None:
    state = fixed(table=[], hands=[["or0", "or1"], ["ye0"]], deck=["gr1", "gr0"])
    assert guidance(state) == ["👉 <@100>: the table is empty — put a hand card on it."]
    assert hand_line(state, 0) == ["👉 Your turn, target **7**: the table is empty — pick a hand card and press "
                                   "“Discard the hand card” to put it on the table."]
    state.tweaks[0] = ["bomb1"]  # the Bomb would bring cards to the table
    assert guidance(state) == ["👉 <@100>: the table is empty — put a hand card on it; one [T!] card may be played "
                               "first."]
    assert hand_line(state, 0)[0].endswith(FIRST)


def bombed(computers: tuple[int, ...] = ()) -> TweakState:
    """Three players: p0 plays The Bomb, p1 and p2 must each give a card."""
    state = new_game(3, 40, 3, T0)
    state.turn, state.table = 0, ["re2"]
    state.tweak_pile.remove("bomb1")
    state.tweaks[0] = ["bomb1"]
    return apply(state, 0, "bomb", "", (), T0)


def test_a_bombs_victims_are_asked_for_a_card_each_until_they_have_given_it() -> None:
    state = bombed()
    assert guidance(state, ctx(3)) == ["👉 <@101>, <@102>: 💣 The Bomb! Choose a card to give, under “Show my hand”."]
    for seat in (1, 2):
        assert hand_line(state, seat, ctx(3)) == ["👉 💣 The Bomb: choose one card below to put on the table."]
    assert hand_line(state, 0, ctx(3)) == []
    given = apply(state, 1, "give", "", (state.hands[1][0],), T0)
    assert guidance(given, ctx(3)) == ["👉 <@102>: 💣 The Bomb! Choose a card to give, under “Show my hand”."]
    assert hand_line(given, 1, ctx(3)) == []  # put down face down: nothing more to do
    with_computer = bombed()
    assert guidance(with_computer, ctx(3, computers=(2,))) == [
        "👉 <@101>: 💣 The Bomb! Choose a card to give, under “Show my hand”.", "🤖 Computer 2 is thinking…"]


def test_a_computer_is_said_to_be_thinking_never_told_what_to_do() -> None:
    state = table_turn()
    state.turn = 1
    assert guidance(state, ctx(computers=(1,))) == ["🤖 Computer 1 is thinking…"]
    assert hand_line(state, 0, ctx(computers=(1,))) == []


def test_a_finished_game_asks_nothing() -> None:
    state = table_turn()
    state.phase, state.winners = "over", [0]
    assert guidance(state) == [] and hand_line(state, 0) == [] and hand_line(state, 1) == []


@pytest.mark.parametrize("locale", ["tr", "ru"])
def test_every_line_in_turkish_and_russian(locale: str) -> None:
    tweak = table_turn()
    tweak.tweaks[0] = ["joker1"]
    empty = fixed(table=[], hands=[["or0", "or1"], ["ye0"]], deck=["gr1", "gr0"])
    cases = [(table_turn(), 2), (tweak, 2), (empty, 2), (bombed(), 3)]
    for state, players in cases:
        lines = guidance(state, ctx(players, locale))
        assert len(lines) == 1 and lines[0].startswith("👉 ") and lines != guidance(state, ctx(players)), lines
        assert "{" not in lines[0]
        seat = sorted(state.actors())[0]
        mine = hand_line(state, seat, ctx(players, locale))
        assert len(mine) == 1 and mine != hand_line(state, seat, ctx(players)) and "{" not in mine[0]
    words = {"tr": ["toplamı 7 yap", "önce bir [T!] kartı da oynanabilir", "masa boş", "“Elimi göster” ile",
                    "“Toplamı yap” düğmesine bas"],
             "ru": ["наберите 7", "сначала можно сыграть одну карту [T!]", "стол пуст", "кнопка «Показать мою руку»",
                    "нажмите «Составить сумму»"]}[locale]
    text = "\n".join(line for state, players in cases for line in guidance(state, ctx(players, locale))
                     + hand_line(state, sorted(state.actors())[0], ctx(players, locale)))
    assert all(word in text for word in words), [w for w in words if w not in text]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_starts_with_how_to_play_and_ends_with_the_fine_rules(locale: str) -> None:
    text = t("tw.help", locale)
    first = pages(text)[0]
    heading = {"en": "**How to play**", "tr": "**Nasıl oynanır**", "ru": "**Как играть**"}[locale]
    assert first.startswith(heading + "\n")
    how_to = first.split("\n\n")[0].split("\n")[1:]
    assert 4 <= len(how_to) <= 7 and all(line.startswith("• ") for line in how_to)
    assert t("hand.button", locale) in how_to[1] and t("tw.btn.sum", locale) in how_to[1]
    assert t("tw.btn.discard", locale) in how_to[2] and "TWEAK!" in how_to[3]
    assert "👉" in how_to[-1] and localise_commands("`/tweak new`", locale) in how_to[-1]  # as the client names it
    fine = {"en": "**Fine rules**", "tr": "**İnce kurallar**", "ru": "**Тонкости**"}[locale]
    paragraphs = text.split("\n\n")
    assert paragraphs[-1].startswith(fine) and not any(p.startswith(fine) for p in paragraphs[:-1])
    assert "turn_seconds" in paragraphs[-1] and "7, 8, 9, 10, 7, 8, 9, 10, 8" in paragraphs[-1]
    assert all(len(page) <= 1500 for page in pages(text))


# --- through the fake Discord -------------------------------------------------------------------------------
async def test_the_last_card_of_a_russian_game_is_guided_and_its_end_announced_with_the_winner(h: Harness) -> None:
    ivan, boris = h.user("ivan", locale="ru"), h.user("boris", locale="ru")
    board = h.reply(await h.slash(ivan, "tweak new", seats=2))
    await h.click(boris, "Присоединиться", message=board)
    state = await stored_state(h, TweakState)
    users = (ivan, boris)
    mover = state.turn
    last = state.hands[mover][0]
    target = KIND.target_text(KIND.view(state, None), "ru")
    assert f"👉 {users[mover].mention}: наберите {target} одной картой с руки и картами со стола" in board.text()
    # set-up: the deck is spent, the mover holds the hand's last card and already has the game's target score
    state.deck, state.table, state.hands = [], [], [[last] if s == mover else [] for s in range(2)]
    state.won, state.tweaks, state.scores = [[], []], [[], []], [50 if s == mover else 12 for s in range(2)]
    await rewrite_state(h, state)
    await h.click(users[mover], custom_id=component(board, "hand")["custom_id"], message=board)
    view = h.last_private(users[mover])
    assert "\n👉 Ваш ход, цель **7**: стол пуст — выберите карту с руки" in view.text()
    view = await choose(h, users[mover], view, "hand_pick", [last])
    await press(h, users[mover], view, "discard")
    await h.settle()
    assert (await stored_record(h)).status == "finished"
    line = f"🏆 {users[mover].name} побеждает, набрав 50 очков!"
    ended = [m.content for m in h.fake.channel_messages(public_only=True) if m.content.startswith("🏁")]
    assert len(ended) == 1 and ended[0].startswith(f"🏁 Партия «TWEAK!» #1 окончена: {line} Доска: ")
    assert line in h.fake.messages[board.id].text() and "👉" not in h.fake.messages[board.id].text()
