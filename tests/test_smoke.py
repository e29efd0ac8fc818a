from bot.harness import Harness


async def test_open_join_and_play(harness: Harness) -> None:
    alice, bob = harness.user("alice"), harness.user("bob")
    itx = await harness.slash(alice, "countdown new", pile=5)
    lobby = harness.reply(itx)
    assert "Join" in lobby.labels()
    await harness.click(bob, "Join")
    await harness.click(alice, "Start")
    board = harness.fake.last_public()
    assert board.id == lobby.id
    print(board.text())
    assert "Take 1" in board.labels()
    await harness.click(alice, "Take 2")
    board = harness.fake.last_public()
    assert "Pile: 3" in board.text()
