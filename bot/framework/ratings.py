"""Ratings for every game, written once: Glicko-2 for the two-player games, OpenSkill's Plackett-Luce model for
TWEAK! (two to six players), each kept per game, per server and across every server (scope 0).

A game is rated when it finishes (not when it is abandoned or cancelled), every seat is a person (a game against
the computer is unrated) and it is not a practice game; its kind says who placed where (`GameKind.placings`). The
update runs inside the transaction that commits the finish (`rate_finished_game`, called from the framework's
status hook), and a game is rated at most once: its id is written first, and a second attempt (another process, a
replayed commit) finds it there and changes nothing.

Glicko-2 is written here from Glickman's paper ("Example of the Glicko-2 system", 2013): the one established
package on PyPI computes its volatility step with the rating where the paper has the deviation. Each game is one
rating period, as on lichess.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from openskill.models import PlackettLuce

from bot.storage.game_ratings import GLOBAL, RatingRow, claim_game, lock_rows, record_changes

if TYPE_CHECKING:
    from bot.framework.kinds import AnyKind
    from bot.storage.db import Tx
    from bot.storage.games import GameRecord

System = Literal["glicko2", "openskill"]

PROVISIONAL_GAMES = 5  # a rating is provisional (shown with "?", listed after the others) until this many rated games
PRACTICE_OPTIONS = ("practice", "hints")  # a game opened with one of these options true is practice: unrated

# --- Glicko-2 (Glickman's paper; ratings on the Glicko scale, 1500 ± 350 for a newcomer) ---------------------------
GLICKO_SCALE = 173.7178
TAU = 0.5  # the system constant: how fast volatility may change (the paper suggests 0.3-1.2; dice games sit low)
START_RATING, START_DEVIATION, START_VOLATILITY = 1500.0, 350.0, 0.06
_EPSILON = 0.000001


@dataclass(frozen=True)
class Glicko:
    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def glicko2(player: Glicko, results: Sequence[tuple[Glicko, float]], tau: float = TAU) -> Glicko:
    """The player's rating after one rating period with these results (the opponent's rating before the period,
    and the score: 1 a win, 0.5 a draw, 0 a loss). No result: only the deviation grows."""
    mu = (player.rating - 1500) / GLICKO_SCALE
    phi = player.deviation / GLICKO_SCALE
    sigma = player.volatility
    if not results:
        return Glicko(player.rating, min(START_DEVIATION, math.sqrt(phi * phi + sigma * sigma) * GLICKO_SCALE),
                      sigma)
    opponents = [((o.rating - 1500) / GLICKO_SCALE, o.deviation / GLICKO_SCALE, score) for o, score in results]
    v = 1 / sum(_g(phi_j) ** 2 * _expected(mu, mu_j, phi_j) * (1 - _expected(mu, mu_j, phi_j))
                for mu_j, phi_j, _ in opponents)
    improvement = sum(_g(phi_j) * (score - _expected(mu, mu_j, phi_j)) for mu_j, phi_j, score in opponents)
    delta = v * improvement

    # step 5: the new volatility, by the Illinois algorithm on f
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2)

    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    new_mu = mu + new_phi * new_phi * improvement
    return Glicko(new_mu * GLICKO_SCALE + 1500, new_phi * GLICKO_SCALE, new_sigma)


# --- OpenSkill (Plackett-Luce), on the same scale as Glicko: its defaults times 60, so a newcomer is 1500 ± 500 ----
OPENSKILL_SCALE = 60.0
OPENSKILL = PlackettLuce(mu=25.0 * OPENSKILL_SCALE, sigma=25.0 / 3.0 * OPENSKILL_SCALE,
                         beta=25.0 / 6.0 * OPENSKILL_SCALE, kappa=0.0001 * OPENSKILL_SCALE ** 2,
                         tau=25.0 / 300.0 * OPENSKILL_SCALE)
OPENSKILL_START = (25.0 * OPENSKILL_SCALE, 25.0 / 3.0 * OPENSKILL_SCALE)


def openskill(players: Sequence[tuple[float, float]], places: Sequence[int]) -> list[tuple[float, float]]:
    """Each player's (mu, sigma) after one game where they finished at `places` (0 first; equal places tie)."""
    teams = [[OPENSKILL.rating(mu=mu, sigma=sigma)] for mu, sigma in players]
    rated = OPENSKILL.rate(teams, ranks=[float(p) for p in places])
    return [(team[0].mu, team[0].sigma) for team in rated]


# --- which system, and what one game does ----------------------------------------------------------------------------
def system_of(kind: AnyKind) -> System:
    """Two-player games are rated by Glicko-2; a game for more players by OpenSkill (also when two play it)."""
    return "glicko2" if kind.max_seats <= 2 else "openskill"


def start_of(system: System) -> tuple[float, float, float]:
    if system == "glicko2":
        return START_RATING, START_DEVIATION, START_VOLATILITY
    return OPENSKILL_START[0], OPENSKILL_START[1], 0.0


def outcome(places: Sequence[int], seat: int) -> str:
    """"win" (alone in first place), "draw" (first place shared) or "loss"."""
    if places[seat] != min(places):
        return "loss"
    return "draw" if list(places).count(places[seat]) > 1 else "win"


def updated(system: System, rows: Sequence[RatingRow], places: Sequence[int]) -> list[tuple[float, float, float]]:
    """Every seat's (rating, deviation, volatility) after the game, from the ratings all had before it."""
    if system == "openskill":
        return [(mu, sigma, 0.0) for mu, sigma in openskill([(r.rating, r.deviation) for r in rows], places)]
    before = [Glicko(r.rating, r.deviation, r.volatility) for r in rows]
    out = []
    for seat, me in enumerate(before):
        results = [(other, 1.0 if places[seat] < places[o] else 0.5 if places[seat] == places[o] else 0.0)
                   for o, other in enumerate(before) if o != seat]
        new = glicko2(me, results)
        out.append((new.rating, new.deviation, new.volatility))
    return out


def is_rated(kind: AnyKind, game: GameRecord, state: Any, old: str, new: str) -> list[int] | None:
    """The seats' places if this status change is a finish that counts for ratings, else None."""
    if old != "running" or new != "finished" or state is None:
        return None
    if any(game.options.get(option) for option in PRACTICE_OPTIONS):
        return None
    seats = sorted(game.seats, key=lambda s: s.seat)
    users = [s.user_id for s in seats]
    if len(seats) < 2 or any(s.user_id is None or s.computer for s in seats) or len(set(users)) != len(users):
        return None  # against the computer (or a seat without a person): unrated
    places = kind.placings(state)
    if places is None or len(places) != len(seats):
        return None
    return list(places)


async def rate_finished_game(tx: Tx, kind: AnyKind, game: GameRecord, state: Any, old: str, new: str,
                             now: float) -> bool:
    """Rate the game in `tx` (the transaction committing its finish), globally and in its server, if it counts and
    was not rated before. True if it was rated now."""
    places = is_rated(kind, game, state, old, new)
    if places is None or not await claim_game(tx, game.id, kind.name, game.guild_id, now):
        return False
    system = system_of(kind)
    seats = sorted(game.seats, key=lambda s: s.seat)
    users = [int(s.user_id) for s in seats]  # type: ignore[arg-type]  # is_rated: every seat is a person
    decks = [kind.deck_played(state, s.seat) for s in seats]
    for scope in (GLOBAL, *((game.guild_id,) if game.guild_id else ())):
        rows = await lock_rows(tx, users, kind.name, scope, start_of(system))
        after = updated(system, rows, places)
        await record_changes(tx, game.id, scope, rows, after, [outcome(places, i) for i in range(len(users))],
                             places, decks, now)
    return True


def shown(row: RatingRow | None, system: System) -> tuple[float, bool]:
    """The rating a player is shown, and whether it is still provisional."""
    if row is None:
        return start_of(system)[0], True
    return row.rating, row.games < PROVISIONAL_GAMES


def deck_name(names: Mapping[str, str] | None, locale: str) -> str | None:
    if not names:
        return None
    return names.get(locale) or names.get("en") or next(iter(names.values()))
