"""Playing Cyberpunk TCG through the fake Discord the way a member would: the private view's buttons and
selects, with the computer player choosing what to click."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.moves import Wire
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.kind import card_name
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view as view_of
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import LeakCheck, choose, play_seats, press, private_view, stored_state

# a card shown to both, then hidden again (an Eddie, a hand, a card trashed from the deck and taken, a Unit back in a
# hand or a deck)
REVEALS = ("cp.ev.sold", "cp.ev.took", "cp.ev.trashed", "cp.ev.returned", "cp.ev.bottomed_unit",
           "cp.ev.revealed")


async def state_of(h: Harness, game_id: int = 1) -> CpState:
    return await stored_state(h, CpState, game_id)


async def act(h: Harness, user: User, seat: int, board: Message, move: Wire | None = None) -> None:
    """One decision of `seat`, made through its private view."""
    state = await state_of(h)
    move = move or computer.decide(view_of(state, seat), seat)
    assert move is not None
    name, arg, values = move
    view = await private_view(h, user, board)
    wanted = game.awaited(state).get(seat)
    if name in ("deck", "order", "mulligan"):
        await press(h, user, view, name, arg)
    elif name == "choose":
        answer = list(values) or ([arg] if arg else [])
        selects = [c for c in view.all_components() if c.get("custom_id", "").split(":")[3:4] == ["choose"]
                   and c.get("type") == 3]
        if not answer:
            await press(h, user, view, "choose", "")
        elif selects:
            await choose(h, user, view, "choose", answer)
        else:
            await press(h, user, view, "choose", answer[0])
    elif name in ("sell", "solo") or (name == "call" and wanted == "main"):
        await choose(h, user, view, "do", [f"{name}:{arg}"])
    elif name in ("call", "block"):
        await choose(h, user, view, name, [arg or values[0]])
    elif name == "play" and wanted == "react":
        await choose(h, user, view, "play", [arg.split(":")[0]])
    elif name == "play":
        card, _, host = arg.partition(":")
        view = await choose(h, user, view, "pick", [card], arg="card")
        if host:
            await choose(h, user, view, "play", [host])
        else:
            await press(h, user, view, "play")
    elif name == "attack":
        attacker, _, target = arg.partition(":")
        view = await choose(h, user, view, "pick", [attacker], arg="atk")
        await choose(h, user, view, "attack", [target])
    else:
        await press(h, user, view, name)


async def run_game(h: Harness, board: Message, users: dict[int, User], limit: int = 3000,
                   until: Callable[[CpState], bool] = lambda s: False) -> CpState:
    """Members play their seats through their private views until the game ends or `until` holds; no public
    message may ever name a card nobody has been shown."""
    return await play_seats(h, board, users, state_of=state_of, awaited=game.awaited, act=act,
                            check=LeakCheck(card_name, REVEALS).step, limit=limit, until=until)
