"""Settings read from the environment (and a `.env` file beside the project)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot import PROJECT_ROOT

# A bot token is three base64url segments separated by dots.
_TOKEN_RE = re.compile(r"^[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{20,}$")
_LOG_LEVELS = {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}
SUPPORTED_LOCALES = ("en", "tr", "ru")


class ConfigError(Exception):
    """A setting is missing or malformed; the message says what to set."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    default_locale: str = "en"
    lobby_timeout_s: float = 15 * 60
    computer_delay_s: float = 1.2
    defer_after_s: float = 1.5  # an interaction not answered by then is deferred (Discord allows 3 s)
    view_token_s: float = 14 * 60  # private views are refreshed while their token lives (15 min)
    republish_delays_s: tuple[float, ...] = (5.0, 30.0, 120.0)  # a board Discord refused is shown again
    starting_chips: int = 1000
    daily_chips: int = 100
    house_fee_percent: float = 5.0
    render_processes: int = 0  # pictures drawn in worker processes (0: in threads)
    gc_refreeze_s: float = 0.0  # the long-lived heap collected once and frozen this often (0: never)
    shard_count: int | None = None  # several processes: how many shards in all (SHARD_COUNT)
    shard_ids: tuple[int, ...] | None = None  # and which of them this process runs (SHARD_IDS); None: all
    database_url: str = ""  # postgresql://… : PostgreSQL shared by several bot processes; empty: SQLite
    api_url: str = ""  # Discord's HTTP API through a proxy (e.g. a shared rate-limit proxy); empty: Discord's own

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, *, require_token: bool = True) -> Settings:
        env = dict(os.environ if env is None else env)
        token = env.get("DISCORD_TOKEN", "").strip()
        if require_token:
            if not token:
                raise ConfigError("DISCORD_TOKEN is not set: put your bot token in .env (see .env.example).")
            if not _TOKEN_RE.match(token):
                raise ConfigError(
                    "DISCORD_TOKEN does not look like a bot token: copy it again from the Developer "
                    "Portal (Bot → Reset Token) into .env."
                )
        db = env.get("DATABASE_PATH", "").strip()
        database_path = Path(db) if db else PROJECT_ROOT / "data" / "tabletop.sqlite3"

        guild = env.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise ConfigError("DEV_GUILD_ID must be a server id (digits only) or empty.")

        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in _LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL must be one of {', '.join(sorted(_LOG_LEVELS))}.")

        locale = env.get("DEFAULT_LOCALE", "en").strip().lower() or "en"
        if locale not in SUPPORTED_LOCALES:
            raise ConfigError(f"DEFAULT_LOCALE must be one of {', '.join(SUPPORTED_LOCALES)}.")

        return cls(
            token=token,
            database_path=database_path,
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
            default_locale=locale,
            lobby_timeout_s=_positive_float(env, "LOBBY_TIMEOUT_MINUTES", 15.0) * 60,
            computer_delay_s=_positive_float(env, "COMPUTER_DELAY_SECONDS", 1.2, allow_zero=True),
            starting_chips=int(_positive_float(env, "STARTING_CHIPS", 1000, allow_zero=True)),
            daily_chips=int(_positive_float(env, "DAILY_CHIPS", 100, allow_zero=True)),
            house_fee_percent=_percent(env, "HOUSE_FEE_PERCENT", 5.0),
            render_processes=_render_processes(env),
            gc_refreeze_s=_positive_float(env, "GC_REFREEZE_MINUTES", 10.0, allow_zero=True) * 60,
            api_url=_api_url(env),
            database_url=_database_url(env),
            **_shards(env),
        )


def _shards(env: dict[str, str]) -> dict[str, Any]:
    raw_count, raw_ids = env.get("SHARD_COUNT", "").strip(), env.get("SHARD_IDS", "").strip()
    if not raw_count:
        if raw_ids:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT (the number of shards in all processes together).")
        return {}
    if not raw_count.isdigit() or int(raw_count) < 1:
        raise ConfigError("SHARD_COUNT must be a whole number of at least 1.")
    count = int(raw_count)
    if not raw_ids:
        return {"shard_count": count}
    ids: set[int] = set()
    for part in raw_ids.split(","):
        low, _, high = part.strip().partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise ConfigError("SHARD_IDS must be shard numbers and ranges, e.g. 0,1 or 0-3.")
        ids.update(range(int(low), int(high or low) + 1))
    if not ids or max(ids) >= count:
        raise ConfigError(f"SHARD_IDS must name shards from 0 to {count - 1}.")
    return {"shard_count": count, "shard_ids": tuple(sorted(ids))}


def _database_url(env: dict[str, str]) -> str:
    url = env.get("DATABASE_URL", "").strip()
    if url and not url.startswith(("postgresql://", "postgres://")):
        raise ConfigError("DATABASE_URL must be a postgresql:// address (leave it empty to use SQLite).")
    return url


def _render_processes(env: dict[str, str]) -> int:
    """RENDER_PROCESSES, by default one worker per core (up to 4) when there is more than one core."""
    raw = env.get("RENDER_PROCESSES", "").strip()
    if not raw:
        cores = os.cpu_count() or 1
        return min(cores, 4) if cores >= 2 else 0
    if not raw.isdigit() or int(raw) > 16:
        raise ConfigError("RENDER_PROCESSES must be a whole number from 0 to 16 (0: draw in threads).")
    return int(raw)


def _percent(env: dict[str, str], name: str, default: float) -> float:
    value = _positive_float(env, name, default, allow_zero=True)
    if value > 100:
        raise ConfigError(f"{name} must be between 0 and 100.")
    return value


def _positive_float(env: dict[str, str], name: str, default: float, *, allow_zero: bool = False) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number.") from None
    if value < 0 or (value == 0 and not allow_zero):
        raise ConfigError(f"{name} must be greater than zero.")
    return value


def _api_url(env: dict[str, str]) -> str:
    url = env.get("DISCORD_API_URL", "").strip().rstrip("/")
    if url and not url.startswith(("http://", "https://")):
        raise ConfigError("DISCORD_API_URL must start with http:// or https:// (or be empty).")
    return url
