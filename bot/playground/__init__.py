"""The playground: the bot against the project's fake Discord, with a web page that shows what the fake
recorded as a Discord client would, so every game can be tried in a browser with no token and no network.

`python -m bot --playground` starts it (see `run.py`); `Playground` is the piece tests start in-process.
"""

from bot.playground.server import Playground

__all__ = ["Playground"]
