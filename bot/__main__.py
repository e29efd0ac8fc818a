"""`python -m bot` starts the bot."""

from __future__ import annotations

import asyncio
import logging
import sys
from typing import Any

from dotenv import load_dotenv

from bot import PROJECT_ROOT
from bot.config import ConfigError, Settings
from bot.logs import setup_logging

FIRST_RETRY_S, LAST_RETRY_S = 5.0, 300.0


async def login_with_backoff(bot: Any, token: str) -> None:
    """Log in, and while Discord cannot be reached say so in one line and try again, waiting twice as
    long each time (up to 5 minutes). A rejected token is not retried."""
    import aiohttp
    import discord

    delay = FIRST_RETRY_S
    while True:
        try:
            await bot.login(token)
            return
        except discord.LoginFailure:
            raise
        except discord.HTTPException as exc:
            if exc.status < 500 and exc.status != 429:
                raise
            reason = f"HTTP {exc.status}"
        except (TimeoutError, aiohttp.ClientError, OSError) as exc:
            reason = str(exc) or type(exc).__name__
        print(f"Discord cannot be reached ({reason}); trying again in {delay:.0f} s.", file=sys.stderr, flush=True)
        await asyncio.sleep(delay)
        delay = min(delay * 2, LAST_RETRY_S)


def main() -> int:
    if "--playground" in sys.argv[1:]:
        from bot.playground.run import main as playground

        try:
            return playground(sys.argv[1:])
        except KeyboardInterrupt:
            return 0
    load_dotenv(PROJECT_ROOT / ".env")
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    setup_logging(settings.log_level)

    from bot.client import GameBot

    async def run() -> None:
        import discord

        if settings.api_url:
            discord.http.Route.BASE = settings.api_url
        bot = GameBot(settings)
        async with bot:
            await login_with_backoff(bot, settings.token)
            await bot.connect(reconnect=True)  # the gateway reconnects by itself, with its own backoff

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # a rejected token is the common case here
        import discord

        if isinstance(exc, discord.LoginFailure):
            print("error: Discord rejected DISCORD_TOKEN: reset the token in the Developer Portal "
                  "and put the new one in .env.", file=sys.stderr)
            return 2
        logging.getLogger("bot").exception("the bot stopped on an error")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
