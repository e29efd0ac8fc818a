"""The README's example test, kept true."""

from bot.harness import Harness


async def test_join(h: Harness) -> None:
    alice, bob, eve = h.user("alice"), h.user("bob"), h.user("eve", locale="tr")
    board = h.reply(await h.slash(alice, "backgammon new", mode="blitz"))
    await h.click(bob, "Join", message=board)
    assert "Opening roll" in board.text()
    await h.click(eve, "Resign", message=board)
    assert h.last_private(eve).content == "Bu oyunda oynamıyorsun."
