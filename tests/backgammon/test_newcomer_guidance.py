"""A newcomer's first backgammon game: the 👉 line on the board and in the private view says what the awaited
player can do in every phase (a computer is said to be thinking), `/help backgammon` starts with how to play, and
the end of a game or match is said in one line — who won, how many points and why, a match's final score — on the
board and in the message that announces the end."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.framework.help_pages import pages
from bot.framework.kinds import Context, SeatInfo
from bot.games.backgammon import game
from bot.games.backgammon.game import BgState, apply, new_match
from bot.games.backgammon.kind import BackgammonKind
from bot.games.backgammon.notation import format_play
from bot.games.backgammon.positions import START
from bot.harness import Harness
from bot.i18n import t
from bot.i18n.catalogue import LOCALES
from tests.backgammon.test_e2e import open_game, put_state, state_of
from tests.backgammon.test_engine import T0, at, fresh, side
from tests.helpers import stored_record

KIND = BackgammonKind()
PEOPLE = (SeatInfo(0, 100, "ann"), SeatInfo(1, 101, "ben"))
CTX = Context(1, PEOPLE, {}, "en", T0)
ANN, BEN = "⚪ <@100>", "🔴 <@101>"


def ctx(locale: str = "en", computer: bool = False) -> Context:
    seats = (PEOPLE[0], SeatInfo(1, None, "Computer (beginner)", "beginner")) if computer else PEOPLE
    return Context(1, seats, {}, locale, T0)


def guidance(state: BgState, context: Context = CTX) -> list[str]:
    """The lines of the board that say whom the game waits for."""
    return [line for line in KIND.board(context, state).description.split("\n")
            if line.startswith(("👉", "🤖"))]


def private_lines(state: BgState, seat: int, context: Context = CTX) -> list[str]:
    view = KIND.hand(context, state, seat)
    assert view is not None
    return [line for line in view.description.split("\n") if line.startswith("👉")]


def said(state: BgState, seat: int, board: str, context: Context = CTX) -> None:
    """The board says `board` (and nothing else of the kind); `seat`'s own view says the same to them, and the
    other player's view says nothing of it."""
    assert guidance(state, context) == [board]
    what = board.split(": ", 1)[1]
    assert private_lines(state, seat, context) == [t("bg.private.now", context.locale, what=what)]
    assert private_lines(state, 1 - seat, context) == []


def race() -> BgState:
    """White to roll in a race: no checker can be hit any more."""
    return at(fresh(), side(p6=5, p5=5, p4=5), side(p6=5, p5=5, p4=5), 0, None)


def bear_off_last(loser: list[int], *, mode: str = "single", length: int = 1, cube: int = 1,
                  score: tuple[int, int] = (0, 0)) -> BgState:
    """White bears off its last checker (a forced 2-1) against red's `loser` side: the game ends."""
    state = new_match(mode, length, 1, T0)
    state.score, state.cube = list(score), cube
    return at(state, side(p1=1), loser, 0, (2, 1))


# --- the 👉 line in every phase -------------------------------------------------------------------------------
def test_before_the_roll_the_line_says_roll_and_whether_a_double_is_there() -> None:
    state = fresh()
    said(state, 0, f"👉 {ANN}: roll, or double (the cube goes to 2).")
    assert "double" in KIND.pending(state)[0].actions
    state.owner, state.cube = 1, 2  # the cube is ben's: ann may only roll
    said(state, 0, f"👉 {ANN}: roll the dice.")
    assert "double" not in KIND.pending(state)[0].actions
    crawford = fresh()
    crawford.crawford_game = True
    said(crawford, 0, f"👉 {ANN}: roll the dice.")
    ran = race()
    said(ran, 0, f"👉 {ANN}: roll, double (the cube goes to 2), or press “Auto-play” and the race is played out "
                 "for you.")
    ran.owner, ran.cube = 0, 4
    said(ran, 0, f"👉 {ANN}: roll, double (the cube goes to 8), or press “Auto-play” and the race is played out "
                 "for you.")
    ran.owner = 1
    said(ran, 0, f"👉 {ANN}: roll, or press “Auto-play” and the race is played out for you.")
    assert "Auto-play" in [c.label for c in KIND.controls(CTX, ran)]


def test_a_roll_with_few_plays_points_at_the_play_buttons() -> None:
    state = at(fresh(), list(START), list(START), 0, (5, 5))
    assert 2 <= len(game.distinct_plays(state)) <= 5
    said(state, 0, f"👉 {ANN}: pick your 5-5 play from the buttons, or press “Type move”.")
    assert {c.action for c in KIND.controls(CTX, state)} >= {"lay", "typed"}


def test_a_roll_played_checker_by_checker_counts_the_dice_left() -> None:
    state = at(fresh(), list(START), list(START), 0, (6, 4))
    assert len(game.distinct_plays(state)) > 5
    said(state, 0, f"👉 {ANN}: 2 dice to play (6, 4): pick a checker, then where it goes.")
    assert "pick" in {c.action for c in KIND.controls(CTX, state)}
    state = apply(state, 0, "step", "8-2", T0)
    said(state, 0, f"👉 {ANN}: 1 more die to play (4): pick a checker, then where it goes — or press “Undo”.")
    state = apply(state, 0, "step", "6-2", T0)
    play = format_play([(8, 2, False), (6, 2, False)])
    said(state, 0, f"👉 {ANN}: confirm {play}, or undo.")
    assert {"confirm", "undo"} <= {c.action for c in KIND.controls(CTX, state)}
    doubles = at(fresh(), list(START), list(START), 1, (3, 3))
    doubles = apply(doubles, 1, "step", "13-10", T0)
    said(doubles, 1, f"👉 {BEN}: 3 more dice to play (3, 3, 3): pick a checker, then where it goes — or press "
                     "“Undo”.")


def test_a_double_asks_to_take_pass_or_redouble_with_what_passing_costs() -> None:
    state = apply(fresh(), 0, "double", "", T0)
    said(state, 1, f"👉 {BEN}: take the double (the cube goes to 2), take and redouble to 4, or pass and lose 1 "
                   "point.")
    state = apply(state, 1, "redouble", "", T0)
    said(state, 0, f"👉 {ANN}: take the double (the cube goes to 4), or pass and lose 2 points.")
    assert "redouble" not in KIND.pending(state)[0].actions


def test_a_resignation_step_by_step() -> None:
    state = apply(fresh(), 0, "resign", "", T0)
    said(state, 0, f"👉 {ANN}: choose how much to resign — a single game, a gammon or a backgammon — or “Back”.")
    offered = apply(state, 0, "resign_lvl", "1", T0)
    said(offered, 1, f"👉 {BEN}: accept the resignation (single game, 1 point) or reject it.")
    behind = at(fresh(), list(START), side(p2=15), 0, None)  # 60+ pips behind, nothing borne off
    behind = apply(apply(behind, 0, "resign", "", T0), 0, "resign_lvl", "1", T0)
    assert behind.phase == "resign_confirm"
    said(behind, 0, f"👉 {ANN}: you are 60 or more pips behind with nothing borne off. Do you really accept "
                    "losing a gammon?")


def test_between_games_both_players_are_asked_in_one_line_until_each_continues() -> None:
    state = bear_off_last(side(p6=15), mode="match", length=5)
    assert state.phase == "between"
    assert guidance(state) == [f"👉 {ANN}, {BEN}: press “Continue” to start game 2."]
    for seat in (0, 1):
        assert private_lines(state, seat) == ["👉 Over to you: press “Continue” to start game 2."]
    state = apply(state, 0, "continue", "", T0)
    said(state, 1, f"👉 {BEN}: press “Continue” to start game 2.")


def test_a_computer_is_said_to_be_thinking_and_an_away_player_is_not_asked() -> None:
    state = at(fresh(), list(START), list(START), 1, None)
    assert guidance(state, ctx(computer=True)) == ["🤖 🔴 Computer (beginner) is thinking…"]
    assert private_lines(state, 0, ctx(computer=True)) == []
    doubled = apply(fresh(), 0, "double", "", T0)
    assert guidance(doubled, ctx(computer=True)) == ["🤖 🔴 Computer (beginner) is thinking…"]
    match = new_match("match", 5, 1, T0)
    away = at(match, list(START), list(START), 1, None)
    away.away[1] = True  # the computer plays ben's seat: the away line says so, nobody is told to roll
    lines = KIND.board(CTX, away).description.split("\n")
    assert guidance(away) == [] and any(line.startswith("👻") and BEN in line for line in lines)
    assert private_lines(away, 1) == []
    between = bear_off_last(side(p6=15), mode="match", length=5)
    between.away[1] = True  # only ben can continue, even while the computer plays for him
    assert guidance(between) == [f"👉 {ANN}, {BEN}: press “Continue” to start game 2."]


@pytest.mark.parametrize("locale", ["tr", "ru"])
def test_every_phase_has_its_line_in_turkish_and_russian(locale: str) -> None:
    context = ctx(locale)
    states = [fresh(), race(), at(fresh(), list(START), list(START), 0, (5, 5)),
              at(fresh(), list(START), list(START), 0, (6, 4)),
              apply(at(fresh(), list(START), list(START), 0, (6, 4)), 0, "step", "8-2", T0),
              apply(fresh(), 0, "double", "", T0), apply(fresh(), 0, "resign", "", T0),
              apply(apply(fresh(), 0, "resign", "", T0), 0, "resign_lvl", "3", T0),
              bear_off_last(side(p6=15), mode="match", length=5)]
    english = [guidance(s) for s in states]
    for state, in_english in zip(states, english, strict=True):
        lines = guidance(state, context)
        assert len(lines) == 1 and lines[0].startswith("👉 ") and lines != in_english, lines
        assert "{" not in lines[0] and "bg." not in lines[0]
    words = {
        "tr": ["küp 2'ye çıkar", "oynanacak 2 zar var (6, 4)", "oynanacak 1 zar daha var (4)",
               "kabul edip hemen 4'e katla ya da pas de, 1 puan kaybet", "“Devam” düğmesine bas"],
        "ru": ["предложите удвоение до 2", "нужно сыграть 2 кубика (6, 4)", "осталось сыграть 1 кубик (4)",
               "спасуйте и отдайте 1 очко", "нажмите «Продолжить», чтобы начать партию 2"],
    }[locale]
    text = "\n".join(line for s in states for line in guidance(s, context))
    assert all(word in text for word in words), [w for w in words if w not in text]
    redoubled = apply(apply(fresh(), 0, "double", "", T0), 1, "redouble", "", T0)
    assert {"tr": "2 puan kaybet", "ru": "отдайте 2 очка"}[locale] in guidance(redoubled, context)[0]


# --- /help backgammon ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_starts_with_how_to_play_and_ends_with_the_fine_rules(locale: str) -> None:
    text = t("bg.help", locale)
    first = pages(text)[0]
    heading = {"en": "**How to play**", "tr": "**Nasıl oynanır**", "ru": "**Как играть**"}[locale]
    assert first.startswith(heading + "\n")
    how_to = first.split("\n\n")[0].split("\n")[1:]
    assert 4 <= len(how_to) <= 7 and all(line.startswith("• ") for line in how_to)
    assert t("bg.btn.roll", locale) in how_to[1] and t("bg.btn.confirm", locale) in how_to[1]
    assert "👉" in how_to[-2] and t("bg.btn.my_side", locale) in how_to[-2]
    assert {"en": "`/backgammon new`", "tr": "`/tavla yeni`", "ru": "`/нарды новая`"}[locale] in how_to[-1]
    fine = {"en": "**Fine rules**", "tr": "**İnce kurallar**", "ru": "**Тонкости**"}[locale]
    paragraphs = text.split("\n\n")
    assert paragraphs[-1].startswith(fine) and not any(p.startswith(fine) for p in paragraphs[:-1])
    assert "gnubg" in paragraphs[-1] and "8/5(2)" in paragraphs[-1]
    assert all(len(page) <= 1500 for page in pages(text))


# --- how a game ended ---------------------------------------------------------------------------------------------
def test_not_over_says_nothing() -> None:
    assert KIND.result(CTX, fresh()) is None
    between = bear_off_last(side(p6=15), mode="match", length=5)
    assert between.phase == "between" and KIND.result(CTX, between) is None


def test_a_game_borne_off_says_single_gammon_or_backgammon() -> None:
    single = bear_off_last(side(p6=14))  # red bore one off
    assert single.result == {"winner": 0, "points": 1, "how": "single", "game": 1}
    assert KIND.result(CTX, single) == "🏆 ann bears off all 15 checkers first and wins 1 point."
    gammon = bear_off_last(side(p6=15))
    assert KIND.result(CTX, gammon) == "🏆 ann wins a gammon (2 points) — ben has borne off no checker."
    backgammon = bear_off_last(side(p24=1, p6=14))  # a red checker still in ann's home board
    assert KIND.result(CTX, backgammon) == ("🏆 ann wins a backgammon (3 points) — ben has borne off no checker "
                                            "and still has one on the bar or in the winner's home board.")
    cubed = bear_off_last(side(p6=15), cube=2)
    assert KIND.result(CTX, cubed) == ("🏆 ann wins a gammon (4 points with the cube at 2) — ben has borne off no "
                                       "checker.")


def test_a_passed_double_a_resignation_and_a_clock_run_out() -> None:
    passed = apply(apply(fresh(), 0, "double", "", T0), 1, "pass", "", T0)
    assert KIND.result(CTX, passed) == "🏆 ann wins 1 point — ben passes the double."
    redoubled = apply(apply(apply(fresh(), 0, "double", "", T0), 1, "redouble", "", T0), 0, "pass", "", T0)
    assert KIND.result(CTX, redoubled) == "🏆 ben wins 2 points with the cube at 2 — ann passes the double."
    ends = {"1": "🏆 ben wins 1 point — ann resigns.", "2": "🏆 ben wins 2 points — ann resigns a gammon.",
            "3": "🏆 ben wins 3 points — ann resigns a backgammon."}
    for level, line in ends.items():
        offered = apply(apply(fresh(), 0, "resign", "", T0), 0, "resign_lvl", level, T0)
        assert KIND.result(CTX, apply(offered, 1, "accept_resign", "", T0)) == line
    confirmed = at(fresh(), list(START), side(p2=15), 0, None)
    confirmed = apply(apply(apply(confirmed, 0, "resign", "", T0), 0, "resign_lvl", "1", T0), 0, "resign_yes", "",
                      T0)
    assert KIND.result(CTX, apply(confirmed, 1, "accept_resign", "", T0)) == ends["2"]  # the 60-pip rule
    late = fresh()
    assert late.clock_seat == 0
    game.time_loss(late, T0 + 10_000)
    assert late.phase == "over" and KIND.result(CTX, late) == "🏆 ben wins on time (1 point) — ann's clock ran out."


def test_a_match_says_its_final_score_and_how_its_last_game_ended() -> None:
    won = bear_off_last(side(p6=15), mode="match", length=3, score=(1, 2))
    assert won.phase == "over" and won.score == [3, 2]
    assert KIND.result(CTX, won) == ("🏆 ann wins the 3-point match 3–2. Last game: ann wins a gammon (2 points) — "
                                     "ben has borne off no checker.")
    lost = new_match("match", 5, 1, T0)
    lost.score = [3, 4]
    lost = apply(apply(at(lost, list(START), list(START), 1, None), 1, "double", "", T0), 0, "pass", "", T0)
    assert KIND.result(CTX, lost) == "🏆 ben wins the 5-point match 5–3. Last game: ben wins 1 point — ann passes " \
                                     "the double."
    board = KIND.board(CTX, lost).description
    assert f"**{KIND.result(CTX, lost)}**" in board  # the board at the end says it too
    abandoned = bear_off_last(side(p6=15), mode="match", length=5)
    abandoned.away[1], abandoned.continue_by = True, T0 + 120
    assert game.abandon(abandoned, T0 + 121)
    assert KIND.result(CTX, abandoned) == "🏆 ann wins the match 2–0 — ben did not come back in time to continue."


@pytest.mark.parametrize("locale", ["tr", "ru"])
def test_the_result_in_turkish_and_russian(locale: str) -> None:
    context = ctx(locale)
    gammon = bear_off_last(side(p6=15), cube=2)
    passed = apply(apply(fresh(), 0, "double", "", T0), 1, "pass", "", T0)
    late = fresh()
    game.time_loss(late, T0 + 10_000)
    match = bear_off_last(side(p6=14), mode="match", length=3, score=(2, 1))
    expected = {
        "tr": ["🏆 ann mars yaptı (4 puan, küp 2'de) — ben hiç pul toplayamadı.",
               "🏆 ann kazandı (1 puan) — ben katlamayı kabul etmedi.",
               "🏆 ben süreden kazandı (1 puan) — ann süresini tüketti.",
               "🏆 ann 3 puanlık maçı 3–1 kazandı. Son oyun: ann pullarının hepsini önce topladı ve kazandı (1 puan)."],
        "ru": ["🏆 ann выигрывает гаммон (4 очка при кубе 2) — ben не успевает выбросить ни одной шашки.",
               "🏆 ann выигрывает 1 очко — ben отказывается от удвоения.",
               "🏆 ben выигрывает по времени (1 очко) — ann исчерпывает запас времени.",
               "🏆 ann выигрывает матч до 3 очков со счётом 3–1. Последняя партия: ann первым выбрасывает все 15 "
               "шашек и выигрывает 1 очко."],
    }[locale]
    assert [KIND.result(context, s) for s in (gammon, passed, late, match)] == expected


# --- through the fake Discord ---------------------------------------------------------------------------------
def announcements(h: Harness) -> list[str]:
    return [m.content for m in h.fake.channel_messages(public_only=True)
            if m.content.startswith("🏁") and not m.deleted]


async def test_a_resignation_is_announced_with_its_result_and_the_board_guided_every_step(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    users = (alice, bob)
    state = await state_of(h)
    mover = state.turn
    who = ("⚪ " if mover == 0 else "🔴 ") + users[mover].mention
    assert f"👉 {who}: " in board.text()  # the opening roll is to be played: the line says so
    await h.click(users[mover], "Resign", message=board)
    assert f"👉 {who}: choose how much to resign" in board.text()
    await h.click(users[mover], "single game (1)", message=board)
    other = ("⚪ " if mover == 1 else "🔴 ") + users[1 - mover].mention
    assert f"👉 {other}: accept the resignation (single game, 1 point) or reject it." in board.text()
    await h.click(users[1 - mover], "My side of the board", message=board)
    assert "👉 Over to you: accept the resignation" in h.last_private(users[1 - mover]).text()
    await h.click(users[1 - mover], "Accept", message=board)
    await h.settle()
    assert (await stored_record(h)).status == "finished"
    line = f"🏆 {users[1 - mover].name} wins 1 point — {users[mover].name} resigns."
    assert f"**{line}**" in board.text()
    (ended,) = announcements(h)
    assert ended.startswith(f"🏁 Backgammon #1 is over: {line} Board: ") and f"/{board.id}" in ended


async def test_a_clock_run_out_is_announced_with_its_result(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="blitz")
    state = await state_of(h)
    late = state.turn
    await put_state(h, replace(state, cube=2))
    assert h.bot is not None
    h.fake.advance(31)
    await h.bot.scheduler.run_due()
    await h.settle()
    assert (await stored_record(h)).status == "finished"
    names = (alice.name, bob.name)
    line = f"🏆 {names[1 - late]} wins on time (2 points with the cube at 2) — {names[late]}'s clock ran out."
    (ended,) = announcements(h)
    assert ended.startswith(f"🏁 Backgammon #1 is over: {line} Board: ")
