"""`python -m bot --playground`: the playground in the foreground until Ctrl+C."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from bot.logs import setup_logging


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot --playground",
                                     description="Play every game in a web browser, with no Discord token.")
    parser.add_argument("--playground", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=8765, help="port on 127.0.0.1 (default 8765; 0 picks one)")
    parser.add_argument("--db", type=Path, default=None,
                        help="SQLite file to keep the games in (default: a throw-away file)")
    args = parser.parse_args(argv)
    if os.environ.get("DISCORD_TOKEN", "").strip():
        # the playground points discord.py at the fake Discord for the whole process: a real token must not
        # be anywhere near it
        print("error: DISCORD_TOKEN is set in this shell. The playground never runs beside a real bot token: "
              "start it from a shell without one (e.g. `env -u DISCORD_TOKEN python -m bot --playground`).",
              file=sys.stderr)
        return 2
    setup_logging("WARNING")
    return asyncio.run(_serve(args.port, args.db))


async def _serve(port: int, db: Path | None) -> int:
    from bot.playground import Playground

    playground = Playground(db, port=port)
    try:
        url = await playground.start()
    except OSError as exc:
        await playground.stop()
        print(f"error: cannot listen on 127.0.0.1:{port} ({exc.strerror}); try --port 0", file=sys.stderr)
        return 2
    where = f"games are kept in {db}" if db else "a throw-away database"
    print(f"Playground running at {url} (local only, {where}). Ctrl+C stops it.", flush=True)
    try:
        await asyncio.Event().wait()
    except asyncio.CancelledError:
        pass
    finally:
        await playground.stop()
    return 0
