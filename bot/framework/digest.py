"""The daily digest (cogs/digest.py): when a member's digest is due in their own time zone, and what it lists.

A digest is due at `hour`:00 of each local day. Which local day a moment belongs to, and when the hour comes, follow
the zone's rules (IANA, through the standard library's zoneinfo), so daylight saving moves the hour with the clocks.
"""

from __future__ import annotations

import functools
import zoneinfo
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any

from bot.framework.mirrors import surface_of
from bot.framework.pace import is_correspondence
from bot.i18n import pick_locale, t
from bot.storage.games import GameRecord, GameStore

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.framework.kinds import AnyKind

MESSAGE_CHARS = 2000  # Discord's limit for a message's text
CHOICES = 25  # Discord's limit for an autocomplete's answer
POPULAR = ("UTC", "Europe/Istanbul", "Europe/Moscow", "Europe/London", "Europe/Berlin", "Europe/Kyiv",
           "America/New_York", "America/Chicago", "America/Los_Angeles", "America/Sao_Paulo", "Asia/Tokyo",
           "Asia/Kolkata", "Australia/Sydney")


# --- time zones ---------------------------------------------------------------------------------------------------
@functools.cache
def _zones() -> dict[str, str]:
    """Every zone name the time zone database knows, by its folded spelling ("europe/istanbul")."""
    return {_fold(name): name for name in sorted(zoneinfo.available_timezones())}


def _fold(text: str) -> str:
    return text.strip().lower().replace(" ", "_")


def zone_name(typed: str) -> str | None:
    """The IANA name a member meant ("europe/istanbul" and "Europe/Istanbul" alike), None if there is no such zone."""
    return _zones().get(_fold(typed))


def zone(name: str) -> zoneinfo.ZoneInfo | None:
    """The zone of that name, None for one the time zone database does not know."""
    known = zone_name(name)
    return zoneinfo.ZoneInfo(known) if known is not None else None


def zone_choices(typed: str, limit: int = CHOICES) -> list[str]:
    """Zone names for what a member has typed so far: those whose name or city starts with it, then those that
    contain it; common zones while nothing is typed."""
    folded = _fold(typed)
    if not folded:
        return [name for name in POPULAR if zone_name(name)][:limit]
    names = _zones()
    starts = [n for f, n in names.items() if f.startswith(folded) or f.rsplit("/", 1)[-1].startswith(folded)]
    contains = [n for f, n in names.items() if folded in f and n not in starts]
    return (starts + contains)[:limit]


# --- when a digest is due -----------------------------------------------------------------------------------------
def _wall(moment: float, tz: zoneinfo.ZoneInfo) -> datetime:
    return datetime.fromtimestamp(moment, tz).replace(tzinfo=None)


def at_hour(day: date, hour: int, tz: zoneinfo.ZoneInfo) -> float:
    """The moment `day` shows `hour`:00 in `tz`. When the clocks go back through it, the first of the two; when they
    skip it (the hour does not exist that day), the first moment after the gap."""
    wall = datetime.combine(day, time(hour))
    local = wall.replace(tzinfo=tz)
    if _wall(local.timestamp(), tz) == wall:
        return local.timestamp()
    # in a gap, fold=0 reads the wall time with the offset from before the change (a moment after it) and fold=1 with
    # the offset from after it (a moment before it): the change, which is the first valid moment, lies between
    before, after = int(local.replace(fold=1).timestamp()), int(local.timestamp())
    while after - before > 1:
        middle = (before + after) // 2
        if _wall(middle, tz) >= wall:
            after = middle
        else:
            before = middle
    return float(after)


def local_day(moment: float, tz: zoneinfo.ZoneInfo) -> date:
    """The day the clocks of `tz` show at `moment`."""
    return datetime.fromtimestamp(moment, tz).date()


def next_due(hour: int, tz: zoneinfo.ZoneInfo, after: float) -> float:
    """The first digest time later than `after`: `hour` o'clock of that local day if it is still to come, else of the
    next day."""
    day = local_day(after, tz)
    due = at_hour(day, hour, tz)
    return due if due > after else at_hour(day + timedelta(days=1), hour, tz)


@dataclass(frozen=True)
class Plan:
    day: str | None  # the local day (ISO date) a digest is sent for now; None: none now
    next_at: float  # when the digest is due next


def plan(hour: int, tz: zoneinfo.ZoneInfo, now: float, last_day: str | None) -> Plan:
    """What a digest found due at `now` does. Once today's hour has come (the bot may have been down at it, or just
    come back) and today had no digest yet, it is today's; a missed day is not made up the next day. Either way it is
    next due at the first hour still to come."""
    today = local_day(now, tz)
    todays = at_hour(today, hour, tz)
    if todays > now:  # found due before the hour: the zone's rules or the clock moved since it was planned
        return Plan(None, todays)
    day = today.isoformat()
    return Plan(None if day == last_day else day, next_due(hour, tz, now))


# --- what a digest lists ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Waiting:
    """A correspondence game that waits for the member."""

    game_id: int
    title_key: str
    link: str  # their own side's board
    locale: str  # that board's language
    together: bool  # a choice all its players make at once, rather than the member's own move
    deadline: float | None  # when the clock runs out
    paused_until: float | None = None  # a vacation keeps its clocks still until then


async def waiting_for(bot: GameBot, user_id: int) -> list[Waiting]:
    """The member's running correspondence games that wait for a decision of theirs, the clock that runs out first
    first (games without a clock last)."""
    service, shards = bot.service, bot.shards_owned
    # a process that holds only some shards reads the games of the others past its caches: it never hears of their
    # moves, so a copy it kept would go stale, and would never be let go
    store = bot.games_store if shards.all else GameStore(bot.db, shards)
    out = []
    for game_id in await store.running_for(user_id):  # all of them: a correspondence player may have many
        game = await store.get(game_id)
        if game is None or game.status != "running" or not is_correspondence(game.options) \
                or game.kind not in service.registry:
            continue
        kind = service.registry.get(game.kind)
        state = service.state_of(kind, game) if shards.owns(game.guild_id) else _decoded(kind, game)
        if state is None or user_id not in service.awaited_users(game, kind, state):
            continue
        seat = game.seat_of(user_id)
        together = any(d.group for d in service.decisions(kind, state) if d.seat == seat and d.awaited)
        board = surface_of(game, user_id)
        held = game.flags.paused
        out.append(Waiting(game.id, kind.title_key, bot.publisher.link(board), board.locale, together,
                           game.next_deadline, held.until if held is not None else None))
    out.sort(key=lambda w: (w.deadline is None, w.deadline or 0.0, w.game_id))
    return out


def _decoded(kind: AnyKind, game: GameRecord) -> Any | None:
    """Another process's game's state, decoded without the service's cache of the states this process plays (who is
    awaited does not depend on the downtime shifts that reading applies)."""
    stored = game.state
    return None if stored is None else kind.load(stored["data"], int(stored.get("schema", 1)))


def digest_text(waiting: Sequence[Waiting], locale: str, limit: int = MESSAGE_CHARS) -> str:
    """The digest: how many games wait, then a line for each (as many as one message holds, then how many more)."""
    lines = [t("dg.head", locale, count=len(waiting))]
    room = limit - len(lines[0]) - len(t("dg.more", locale, count=len(waiting))) - 2
    for shown, item in enumerate(waiting):
        line = _line(item, locale)
        if len(line) + 1 > room:
            lines.append(t("dg.more", locale, count=len(waiting) - shown))
            break
        lines.append(line)
        room -= len(line) + 1
    return "\n".join(lines)


def _line(item: Waiting, locale: str) -> str:
    what = t("dg.what.together" if item.together else "dg.what.move", locale)
    game = t(item.title_key, locale)
    if item.paused_until is not None:
        return t("dg.line.paused", locale, game=game, id=item.game_id, link=item.link, what=what,
                 until=int(item.paused_until))
    if item.deadline is None:
        return t("dg.line.no_clock", locale, game=game, id=item.game_id, link=item.link, what=what)
    return t("dg.line", locale, game=game, id=item.game_id, link=item.link, what=what, ends=int(item.deadline))


async def build_digest(bot: GameBot, user_id: int) -> str | None:
    """Today's digest for the member, None when nothing waits for them. In their chosen language, else in that of
    the first game's board."""
    waiting = await waiting_for(bot, user_id)
    if not waiting:
        return None
    prefs = await bot.prefs.get(user_id)
    return digest_text(waiting, pick_locale(prefs.locale, None, waiting[0].locale, bot.settings.default_locale))
