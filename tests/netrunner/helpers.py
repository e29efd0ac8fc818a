"""Playing Netrunner through the fake Discord the way a member would, with the computer player choosing
what to click."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.moves import Wire
from bot.games.netrunner import computer, game
from bot.games.netrunner.kind import card_name
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import view as seat_view
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import LeakCheck, choose, play_seats, press, private_view, stored_state

REVEALS = ("nr.ev.searched", "nr.ev.corp_searched")


async def state_of(h: Harness, game_id: int = 1) -> NrState:
    return await stored_state(h, NrState, game_id)


async def act(h: Harness, user: User, seat: int, board: Message, move: Wire | None = None) -> None:
    state = await state_of(h)
    move = move or computer.decide(seat_view(state, seat), seat)
    assert move is not None
    name, arg, values = move
    wanted = game.awaited(state).get(seat)
    view = await private_view(h, user, board)
    if name == "choose":
        answer = list(values) or [arg]
        selects = [c for c in view.all_components() if c.get("type") == 3
                   and c.get("custom_id", "").split(":")[3:4] == ["choose"]]
        if selects:
            await choose(h, user, view, "choose", answer)
        else:
            await press(h, user, view, "choose", answer[0])
    elif wanted == "turn" and name in ("advance", "score", "ability", "trash_resource", "purge", "remove_tag", "rez"):
        await choose(h, user, view, "do", [f"{name}:{arg}"])
    elif wanted == "turn" and name in ("install", "play"):
        card, _, server = arg.partition(":")
        view = await choose(h, user, view, "pick", [card])
        if server:
            await choose(h, user, view, name, [server], arg=card)
        else:
            await press(h, user, view, name, card)
    elif name == "rez" and wanted == "opening":  # before the turn begins: the Corp's rez select
        await choose(h, user, view, "rez", [arg])
    elif name == "run":
        await choose(h, user, view, "run", [arg])
    else:
        await press(h, user, view, name, arg or None)


async def run_game(h: Harness, board: Message, users: dict[int, User], limit: int = 4000,
                   until: Callable[[NrState], bool] = lambda s: False) -> NrState:
    """Members play their seats through their private views until the game ends or `until` holds; no public
    message may ever name a card nobody has been shown."""
    return await play_seats(h, board, users, state_of=state_of, awaited=game.awaited, act=act,
                            check=LeakCheck(card_name, REVEALS).step, limit=limit, until=until)
