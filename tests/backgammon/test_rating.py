import pytest

from bot.games.backgammon.rating import update

EXPERIENCED = 1000


@pytest.mark.parametrize(
    ("winner", "loser", "length", "gain", "loss"),
    [
        (1500, 1500, 1, 2.000, 2.000),
        (1500, 1500, 5, 4.472, 4.472),
        (1500, 1500, 9, 6.000, 6.000),
        (1600, 1500, 5, 3.900, 3.900),
        (1500, 1600, 5, 5.045, 5.045),
    ],
)
def test_issue_vectors_experienced(winner: float, loser: float, length: int, gain: float, loss: float) -> None:
    (w, ew), (lo, el) = update((winner, EXPERIENCED), (loser, EXPERIENCED), length)
    assert w - winner == pytest.approx(gain, abs=0.001)
    assert loser - lo == pytest.approx(loss, abs=0.001)
    assert ew == el == EXPERIENCED + length


def test_newcomers_move_faster() -> None:
    (w, ew), (lo, el) = update((1500, 0), (1500, 0), 5)
    assert w - 1500 == pytest.approx(22.36, abs=0.01) and 1500 - lo == pytest.approx(22.36, abs=0.01)
    assert ew == el == 5
