"""Discord cogs: every module here exposes `async def setup(bot)` and is loaded at start-up."""
