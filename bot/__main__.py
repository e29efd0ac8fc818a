"""`python -m bot` starts the bot."""

from __future__ import annotations

import asyncio
import logging
import sys

from dotenv import load_dotenv

from bot import PROJECT_ROOT
from bot.config import ConfigError, Settings
from bot.logs import setup_logging


def main() -> int:
    load_dotenv(PROJECT_ROOT / ".env")
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    setup_logging(settings.log_level)

    from bot.client import GameBot

    async def run() -> None:
        bot = GameBot(settings)
        async with bot:
            await bot.start(settings.token)

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
