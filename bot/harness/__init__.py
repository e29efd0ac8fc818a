"""Fake-Discord harness: a REST emulator on loopback plus a driver for a real bot. Used by the tests,
the benchmarks and a local playground; nothing in it reaches Discord."""

from bot.harness.driver import Harness, User
from bot.harness.fake_discord import FakeDiscord

__all__ = ["FakeDiscord", "Harness", "User"]
