"""Storage: the database (SQLite, or PostgreSQL for several processes), migrations and the repositories the
framework uses."""

from bot.storage.db import Database, SqliteDatabase, StaleVersion, connect_database

__all__ = ["Database", "SqliteDatabase", "StaleVersion", "connect_database"]
