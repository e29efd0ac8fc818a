import re
from pathlib import Path

import pytest

from bot import bench
from bot.harness.postgres import TemporaryPostgres


def test_bench_runs_and_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--clicks", "5", "framework"]) == 0
    out = capsys.readouterr().out
    assert "button click" in out and "median=" in out and "p99=" in out
    assert "SQLite commit per action" in out


def test_bench_rejects_unknown_sections() -> None:
    with pytest.raises(SystemExit):
        bench.main(["nope"])


def test_backgammon_bench_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--clicks", "3", "--analysis-length", "1", "backgammon"]) == 0  # a 9-point match takes 30 s
    out = capsys.readouterr().out
    for figure in ("opening position, all 21 rolls", "AAD8/wFUqFJKKQ 1-1", "board render", "move click",
                   "state dump for a commit, 300-move match", "analysis of a 1-point match, 2-ply",
                   "stored analysis read back"):
        assert figure in out


def test_tweak_bench_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--clicks", "3", "tweak"]) == 0
    out = capsys.readouterr().out
    assert "6-player computer game" in out and "turn click" in out


def test_load_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--games", "5", "load"]) == 0
    out = capsys.readouterr().out
    assert "5 concurrent clicks on 5 games" in out and "throughput=" in out


def test_restart_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--stored", "50", "restart"]) == 0
    out = capsys.readouterr().out
    assert "restart over 50 live games" in out and "deadlines armed=50" in out and "first click" in out



def test_correspondence_restart_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--stored-correspondence", "50", "correspondence"]) == 0
    out = capsys.readouterr().out
    # a day a move: no timer is due within the scheduler's horizon, so none is read into memory
    assert "restart over 50 correspondence games" in out and "deadlines armed=0" in out
    held = next(line for line in out.splitlines() if line.startswith("games held in memory"))
    assert held.split()[6] == "0", held  # nobody acted: no game is loaded


def test_zero_bench_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--zero-games", "4", "zero"]) == 0
    out = capsys.readouterr().out
    assert "balance crossroads v foundry (4 games)" in out and "computer v random (2 games)" in out


def test_mix_section_plays_every_kind_against_the_limits(capsys: pytest.CaptureFixture[str]) -> None:
    """The realistic mix in one process: games of all five kinds open in 20 channels, members click, and the
    figures the issue asks for are printed; nothing meets Discord's global limit."""
    assert bench.main(["--mix-games", "20", "--rate", "20", "--seconds", "3", "mix"]) == 0
    out = capsys.readouterr().out
    assert "live games opened                            20 of 5 kinds in 20 channels of 4 servers" in out
    for figure in ("clicks/s", "board shows the action", "bot-token requests per click", "invalid requests",
                   "CPU per click"):
        assert figure in out
    assert "429s received, by scope                      global 0," in out
    assert "committed" in out


async def test_the_mix_plays_all_five_kinds_and_sees_each_board_move(tmp_path: Path) -> None:
    from bot.bench_mix import KINDS, Mix, server_ids
    from bot.harness import Harness

    async with Harness(tmp_path, rate_limits=1.0) as h:
        mix = Mix(h, server_ids(2), channels=4, games=10, absent_share=0.0)
        await mix.setup()
        assert sorted(t.kind for t in mix.tables.values()) == sorted(KINDS * 2)
        assert len({t.channel_id for t in mix.tables.values()}) == 4
        assert len({h.fake.channels[t.channel_id]["guild_id"] for t in mix.tables.values()}) == 2
        figures = await mix.run(rate=20, seconds=3)
        await mix.close()
    assert figures.outcomes["committed"] >= 10 and len(figures.shown) == figures.outcomes["committed"]
    assert figures.outcomes["view"] > 0  # members opened their private views to play from them
    assert figures.limited.get("global", 0) == 0


def test_scale_out_load_with_a_killed_process(capsys: pytest.CaptureFixture[str],
                                              postgres_server: TemporaryPostgres) -> None:
    """Two bot processes over one PostgreSQL play the mix; one is killed half-way and started again: nothing it
    answered is lost, its games come back and are played on, and the consistency check passes."""
    url = postgres_server.create_database("bench_load")
    assert bench.main(["--load", "--processes", "2", "--live-games", "40", "--rate", "30", "--seconds", "4",
                       "--kill", "--database-url", url]) == 0
    out = capsys.readouterr().out
    assert "live games opened                            40 of 5 kinds in 20 channels of 4 servers, 2 processes" in out
    restored = re.search(r"worker 0 started again +restored (\d+) running games", out)
    assert restored and 18 <= int(restored.group(1)) <= 22  # its 20, give or take a game replaced as it was killed
    assert "clicks/s" in out and "p99=" in out and "database round trips per click" in out
    assert "consistency (logs, answered clicks, chips)   ok" in out


def test_the_mix_figures_say_which_targets_were_met() -> None:
    """The load benchmark prints each target of the 2-core machine with its verdict, from the run's figures."""
    from bot.bench_mix import Figures

    met = Figures(answered=[10.0] * 9000, shown=[20.0] * 3000 + [900.0] * 10, seconds=30.0)
    assert met.targets() == ["≥ 300 clicks/s met", "board p99 < 1000 ms met", "0 global 429s met"]
    assert met.lines()[-1].endswith("≥ 300 clicks/s met; board p99 < 1000 ms met; 0 global 429s met")
    slow = Figures(answered=[10.0] * 6000, shown=[20.0] * 90 + [1500.0] * 10, seconds=30.0,
                   limited={"global": 1, "user": 4})
    assert slow.targets() == ["≥ 300 clicks/s NOT met", "board p99 < 1000 ms NOT met", "0 global 429s NOT met"]
    assert Figures(answered=[1.0] * 300, seconds=1.0).targets()[1] == "board p99 < 1000 ms NOT met"  # nothing shown
