"""Logging set-up: one readable line per record; libraries kept quiet.

aiosqlite logs every statement with its parameters at DEBUG, which would put hidden game state
(hands, secrets) into the log, so it is pinned to INFO whatever LOG_LEVEL says.
"""

from __future__ import annotations

import logging


class OneLineReconnects(logging.Filter):
    """discord.py logs each gateway reconnect attempt with a full traceback; one line says enough."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.getMessage().startswith("Attempting a reconnect"):
            exc = record.exc_info[1]
            record.msg = f"{record.getMessage()} ({type(exc).__name__}: {exc})"
            record.args, record.exc_info, record.exc_text = None, None, None
        return True


def quiet_libraries(level: str = "INFO") -> None:
    logging.getLogger("aiosqlite").setLevel(logging.INFO)
    logging.getLogger("discord").setLevel(max(logging.WARNING, logging.getLevelName(level)))
    client = logging.getLogger("discord.client")
    if not any(isinstance(f, OneLineReconnects) for f in client.filters):
        client.addFilter(OneLineReconnects())


def setup_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    quiet_libraries(level)
