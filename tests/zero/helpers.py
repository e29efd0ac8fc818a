"""Playing Knowing Zero through the fake Discord the way a member would: the private view's buttons and
selects, with the computer player choosing what to click."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.zero import computer, game
from bot.games.zero.kind import card_name
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import LeakCheck, choose, press, private_view, stored_state


async def state_of(h: Harness, game_id: int = 1) -> ZeroState:
    return await stored_state(h, ZeroState, game_id)


async def act(h: Harness, user: User, seat: int, board: Message,
              move: tuple[str, str, tuple[str, ...]] | None = None) -> None:
    """One decision of `seat`, made through its private view."""
    state = await state_of(h)
    move = move or computer.decide(view_of(state, seat), seat)
    assert move is not None
    name, arg, values = move
    view = await private_view(h, user, board)
    if name in ("abstraction", "attack", "accept"):
        await choose(h, user, view, name, list(values) or [arg])
    elif name == "attach":
        view = await choose(h, user, view, "pick", [arg])
        await choose(h, user, view, "attach", list(values))
    elif name == "play":
        view = await choose(h, user, view, "pick", [arg])
        if values:
            await choose(h, user, view, "play", list(values))
        else:
            await press(h, user, view, "play", arg)
    elif name == "assign":
        for target in [x for x in arg.split(".") if x]:
            view = await choose(h, user, view, "aim", [target])
        await press(h, user, view, "assign")
    elif name == "deck":
        await press(h, user, view, "deck", arg)
    else:
        await press(h, user, view, name)


async def run_game(h: Harness, board: Message, users: dict[int, User], limit: int = 2000,
                   until: Callable[[ZeroState], bool] = lambda s: False) -> ZeroState:
    """Members play their seats through their private views (computer seats play by themselves) until
    the game ends or `until` holds."""
    leaks = LeakCheck(lambda card: card_name(card, "en"))
    for _ in range(limit):
        state = await state_of(h)
        await leaks.step(h, state)
        if state.is_over() or until(state):
            return state
        answering = game.answering(state)
        seats = [answering] if answering is not None else sorted(game.awaited(state))
        human = [s for s in seats if s in users]
        if human:
            await act(h, users[human[0]], human[0], board)
        else:
            await h.settle()
    raise AssertionError("the game did not finish")
