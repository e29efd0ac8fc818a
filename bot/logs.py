"""Logging set-up: one readable line per record; libraries kept quiet.

aiosqlite logs every statement with its parameters at DEBUG, which would put hidden game state
(hands, secrets) into the log, so it is pinned to INFO whatever LOG_LEVEL says.
"""

from __future__ import annotations

import logging


def quiet_libraries(level: str = "INFO") -> None:
    logging.getLogger("aiosqlite").setLevel(logging.INFO)
    logging.getLogger("discord").setLevel(max(logging.WARNING, logging.getLevelName(level)))


def setup_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    quiet_libraries(level)
