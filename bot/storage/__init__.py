"""SQLite storage: connection, migrations and the repositories the framework uses."""

from bot.storage.db import Database, StaleVersion

__all__ = ["Database", "StaleVersion"]
