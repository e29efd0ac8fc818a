"""What a newcomer stumbled on: point numbers that did not match the picture, an unexplained clock (and a
clock against the computer), a level typed by hand, stiff Turkish and Russian."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from PIL import Image

from bot.framework.kinds import Action, Context, SeatInfo
from bot.games.backgammon import game, render
from bot.games.backgammon.game import BgState
from bot.games.backgammon.kind import BackgammonKind
from bot.games.backgammon.positions import START
from bot.harness import Harness
from bot.harness.fake_discord import Message
from tests.backgammon.test_e2e import open_game, state_of
from tests.helpers import stored_record

KIND = BackgammonKind()
T0 = 1_700_000_000.0


async def put_state(h: Harness, state: BgState, schema: int = game.SCHEMA, game_id: int = 1) -> None:
    """Set-up only: the stored position, written in the schema given (default: the current one)."""
    assert h.bot is not None
    record = await stored_record(h, game_id)
    record.state = {"schema": schema, "data": state.to_json()}
    await h.bot.games_store.touch_state(record)


# --- 1. point numbers match the picture each player looks at ----------------------------------------------


def number_tags(viewer: int) -> dict[tuple[int, int], tuple[float, float, float]]:
    """(seat, point in that seat's numbering) -> (centre x, centre y, left edge) of every number the board
    drawn for `viewer` writes on a seat's tag, read from what the renderer draws (its ink tells the seat)."""
    found: dict[tuple[int, int], tuple[float, float, float]] = {}
    original = render.draw_text

    def spy(d: Any, xy: tuple[float, float], text: str, *, font: Any, fill: Any, anchor: str = "la",
            **more: Any) -> None:
        if text.isdigit() and tuple(fill) in render.TAG_INK:
            left = xy[0] + font.getbbox(text, anchor=anchor)[0]
            found[(render.TAG_INK.index(tuple(fill)), int(text))] = (xy[0], xy[1], left)
        original(d, xy, text, font=font, fill=fill, anchor=anchor, **more)

    render.draw_text = spy  # type: ignore[assignment]
    try:
        render._background.__wrapped__(viewer)  # type: ignore[attr-defined]
    finally:
        render.draw_text = original
    return found


def picture(message: Message) -> Image.Image:
    png = next(a.data for a in message.attachments if a.filename.endswith(".png"))
    return Image.open(io.BytesIO(png)).convert("RGB")


class Board:
    """A board picture read as a player reads it: find the tag with a number of your colour, look at the
    point under (or over) it."""

    def __init__(self, image: Image.Image, viewer: int) -> None:
        self.image, self.tags = image, number_tags(viewer)
        assert len(self.tags) == 48, "every point carries both players' numbers"
        ys = sorted({round(y) for _, y, _ in self.tags.values()})
        self.board_top, self.board_bottom = ys[1] + render.TAG_H / 2 + 2, ys[2] - render.TAG_H / 2 - 2

    def tag_is_drawn(self, seat: int, point: int) -> bool:
        x, y, left = self.tags[(seat, point)]
        return self.image.getpixel((int(left) - 2, int(y))) == render.COLOURS[seat]

    def column(self, seat: int, point: int) -> list[tuple[int, int, int]]:
        """The pixels down the middle of the point that `seat`'s tag `point` names, in its half of the board."""
        x, y, _ = self.tags[(seat, point)]
        middle = (self.board_top + self.board_bottom) / 2
        rows = range(int(self.board_top), int(middle)) if y < middle else range(int(middle), int(self.board_bottom))
        return [self.image.getpixel((int(x), r)) for r in rows]  # type: ignore[misc]

    def checkers(self, seat: int, point: int, of: int) -> int:
        """How much of `of`'s checker colour stands on that point (a count of pixels: more checkers, more)."""
        return sum(1 for p in self.column(seat, point) if p == render.COLOURS[of])

    def highlighted(self, seat: int, point: int) -> bool:
        return render.HIGHLIGHT in self.column(seat, point)


def put_to_move(state: BgState, seat: int, dice: tuple[int, int]) -> None:
    state.board = [list(START), list(START)]
    state.turn, state.phase, state.dice, state.moved = seat, "move", list(dice), []
    state.turn_start, state.n_dice, state.events = [list(START), list(START)], 2, []


STEP = re.compile(r"^(\d+) → (\d+) \((\d)\)$")


@pytest.mark.parametrize("seat", [0, 1])
async def test_the_numbers_on_the_controls_are_the_numbers_the_mover_reads_on_the_board(h: Harness,
                                                                                       seat: int) -> None:
    alice, bob, board = await open_game(h, mode="single")
    mover = (alice, bob)[seat]
    state = await state_of(h)
    put_to_move(state, seat, (6, 1))
    await put_state(h, state)
    await h.select(mover, ["13"], message=board)  # the checker menu, then the step buttons
    select = next(c for c in board.all_components() if c.get("type") == 3)
    options = {o["value"]: o for o in select["options"]}
    assert set(options) == {"24", "13", "8", "6"}  # the start position, in the mover's own numbering
    pictures = {"public board": Board(picture(board), viewer=0)}
    await h.click(mover, "My side of the board", message=board)
    pictures["own side"] = Board(picture(h.last_private(mover)), viewer=seat)
    for seen, pic in pictures.items():
        for value, option in options.items():
            point = int(value)
            count = int(re.fullmatch(rf"Point {point} \((\d+)\)", option["label"]).group(1))  # type: ignore[union-attr]
            assert option["emoji"]["name"] == "⚪🔴"[seat]  # read on the tags of the mover's colour
            assert pic.tag_is_drawn(seat, point), (seen, point)
            assert pic.checkers(seat, point, of=seat) > 0 and pic.checkers(seat, point, of=1 - seat) == 0, \
                f"{seen}: no checker of the mover under the tag {point} of their colour"
            assert count == START[point - 1]
        # as many checkers stand under each number as the menu says (5, 3, 5 and 2 at the start)
        unit = pic.checkers(seat, 24, of=seat) / 2
        assert {v: round(pic.checkers(seat, int(v), of=seat) / unit) for v in options} == \
            {v: int(o["label"].rsplit("(", 1)[1].rstrip(")")) for v, o in options.items()}
    public = pictures["public board"]  # where the menu is: the picked checker is ringed under the mover's "13"
    assert public.highlighted(seat, 13) and not any(public.highlighted(seat, p) for p in (12, 24, 8, 6))
    before = Board(picture(board), viewer=0)
    step = next(lab for lab in board.labels() if (m := STEP.match(lab)) and m.group(2) == "7")
    assert step == "13 → 7 (6)"
    assert next(c for c in board.buttons() if c["label"] == step)["emoji"]["name"] == "⚪🔴"[seat]
    await h.click(mover, step, message=board)
    after = Board(picture(board), viewer=0)
    assert after.checkers(seat, 7, of=seat) > before.checkers(seat, 7, of=seat) == 0  # it landed on "7"
    assert after.checkers(seat, 13, of=seat) < before.checkers(seat, 13, of=seat)  # and left "13"


def test_both_numberings_stand_on_every_point_in_every_picture() -> None:
    for viewer in (0, 1):
        tags = number_tags(viewer)
        for p in range(1, 25):
            own, other = tags[(viewer, p)], tags[(1 - viewer, 25 - p)]  # one point, named by each side
            assert own[0] == other[0]  # the same column
            assert (own[1] < render.TOP) == (other[1] < render.TOP)  # on the same edge of the board
            assert abs(own[1] - render.TOP - render.BOARD_H / 2) > abs(other[1] - render.TOP - render.BOARD_H / 2)


# --- 2. the clock, explained; and against the computer only when asked for -------------------------------


@pytest.mark.parametrize(("locale", "join", "words"), [("en-US", "Join", ["2:00", "20 s", "loses"]),
                                                       ("tr", "Katıl", ["2:00", "20 saniye", "kaybeder"]),
                                                       ("ru", "Присоединиться", ["2:00", "20 с", "проиграл"])])
async def test_the_lobby_and_the_board_explain_the_clock(h: Harness, locale: str, join: str,
                                                         words: list[str]) -> None:
    alice, bob = h.user("alice", locale=locale), h.user("bob")
    lobby = h.reply(await h.slash(alice, "backgammon new", mode="single"))
    for word in words:
        assert word in lobby.text(), word
    await h.click(bob, join, message=lobby)
    assert all(word in lobby.text() for word in words)  # still there on the board


async def test_blitz_and_match_clocks_are_explained(h: Harness) -> None:
    alice = h.user("alice")
    blitz = h.reply(await h.slash(alice, "backgammon new", mode="blitz"))
    assert "0:30 time bank" in blitz.text() and "within 10 s adds 10 s" in blitz.text()
    match = h.reply(await h.slash(h.user("carol"), "backgammon new", mode="match", length=3))
    assert "2:00 time bank" in match.text() and "computer play for them" in match.text()


async def test_against_the_computer_there_is_no_clock_by_default(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner", mode="blitz"))
    await h.settle()
    state = await state_of(h)
    assert state.clocked == [False, False] and state.deadline() is None
    assert "No clock" in board.text() and "Clock" not in board.text().replace("No clock", "")
    assert h.bot is not None
    h.fake.advance(3600)
    assert await h.bot.scheduler.run_due() == 0
    assert (await state_of(h)).phase != "over" and "ran out of time" not in board.text()


async def test_against_the_computer_a_clock_on_request_runs_for_the_human_only(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner", mode="blitz", clock=True))
    await h.settle()
    record = await stored_record(h)
    human = next(s.seat for s in record.seats if not s.computer)
    state = await state_of(h)
    assert state.clocked[human] and not state.clocked[1 - human]
    assert "0:30 time bank" in board.text() and "The computer has no clock" in board.text()
    for _ in range(20):  # the computer's turns run no clock; the human's does
        state = await state_of(h)
        if human in state.actors():
            break
        await h.settle()
    assert human in state.actors() and state.clock_seat == human and state.deadline() is not None
    assert h.bot is not None
    h.fake.advance(31)
    assert await h.bot.scheduler.run_due() == 1
    await h.settle()
    state = await state_of(h)
    assert state.phase == "over" and state.winner == 1 - human and "ran out of time" in board.text()


def computer_context(now: float) -> Context:
    seats = (SeatInfo(0, 11, "alice"), SeatInfo(1, None, "Computer (beginner)", "beginner"))
    return Context(1, seats, {"mode": "single", "computer": "beginner"}, "en", now, {}, ())


def test_a_saved_game_of_the_old_schema_loads_and_the_computer_never_times_out() -> None:
    old = game.new_match("single", 1, 5, T0)
    data = old.to_json()
    del data["clocked"]  # schema 1 had no such field: both seats had a clock
    state = KIND.load(data, 1)
    assert state.clocked == [True, True] and state.banks == old.banks
    assert KIND.load(KIND.dump(old).to_json(), game.SCHEMA) == old
    computer_seat = 1
    while state.turn != computer_seat or state.phase != "roll":  # play on until the computer is to roll
        seat = next(iter(state.actors()))
        from bot.games.backgammon import computer

        name, arg = computer.decide(state, seat, "beginner")  # type: ignore[misc]
        state = KIND.apply(computer_context(T0), state, seat, Action(name, arg, by_computer=True)).state
    assert state.clock_seat == computer_seat  # the old state still runs the computer's bank...
    late = computer_context(T0 + 10_000)
    assert KIND.deadline(late, state) is None  # ...but no timer is armed for it
    assert KIND.on_timeout(late, state) is None  # and a due timer never ends the game on its clock
    human = computer_context(T0)
    state.clock_seat, state.turn = 0, 0
    assert KIND.deadline(human, state) is not None  # the human's bank still runs in an old game


def test_a_new_game_against_the_computer_asks_nothing_of_its_clock() -> None:
    ctx = computer_context(T0)
    state = KIND.start(ctx, 9)
    assert state.clocked == [False, False] and state.deadline() is None and KIND.deadline(ctx, state) is None
    timed = KIND.start(Context(1, ctx.seats, {**ctx.options, "clock": True}, "en", T0, {}, ()), 9)
    assert timed.clocked == [True, False]
    people = KIND.start(Context(1, (SeatInfo(0, 11, "a"), SeatInfo(1, 12, "b")), {"mode": "single"}, "en", T0, {}, ()),
                        9)
    assert people.clocked == [True, True] and people.deadline() is not None


# --- 3. a level typed by hand ----------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "names"), [
    ("en-US", ["beginner (1200)", "casual", "intermediate", "advanced", "expert", "world class (1900)"]),
    ("tr", ["acemi (1200)", "amatör", "orta", "ileri", "uzman", "dünya çapında (1900)"]),
    ("ru", ["новичок (1200)", "любитель", "средний", "продвинутый", "эксперт", "мировой класс (1900)"]),
])
async def test_an_unknown_level_is_answered_with_the_levels(h: Harness, locale: str, names: list[str]) -> None:
    alice = h.user("alice", locale=locale)
    reply = h.reply(await h.slash(alice, "backgammon bot", level="easy"))
    assert reply.ephemeral
    for name in names:
        assert name in reply.content, name


async def test_an_unknown_level_under_a_cap_names_only_the_levels_within_it(h: Harness) -> None:
    alice = h.user("alice")
    reply = h.reply(await h.slash(alice, "backgammon bot", level="easy", max_rating=1500))
    assert "beginner" in reply.content and "intermediate" in reply.content and "expert" not in reply.content


async def test_a_level_typed_by_its_name_in_the_players_language_is_taken(h: Harness) -> None:
    deniz = h.user("deniz", locale="tr")
    board = h.reply(await h.slash(deniz, "backgammon bot", level="Acemi"))
    assert not board.ephemeral and "acemi" in board.text()

