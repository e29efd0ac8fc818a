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
    assert bench.main(["--clicks", "3", "backgammon"]) == 0
    out = capsys.readouterr().out
    for figure in ("opening position, all 21 rolls", "AAD8/wFUqFJKKQ 1-1", "board render", "move click",
                   "state dump for a commit, 300-move match"):
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


def test_zero_bench_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--zero-games", "4", "zero"]) == 0
    out = capsys.readouterr().out
    assert "balance crossroads v foundry (4 games)" in out and "computer v random (2 games)" in out


def test_scale_out_load_with_a_killed_process(capsys: pytest.CaptureFixture[str],
                                              postgres_server: TemporaryPostgres) -> None:
    """Two bot processes over one PostgreSQL; one is killed half-way and started again: nothing it answered
    is lost, its games come back, and the consistency check passes."""
    url = postgres_server.create_database("bench_load")
    assert bench.main(["--load", "--processes", "2", "--live-games", "60", "--rate", "40", "--seconds", "4",
                       "--kill", "--database-url", url]) == 0
    out = capsys.readouterr().out
    assert "live games opened (staked, 2 members each)   60 in 2 processes" in out
    assert "worker 0 started again" in out and "restored 30 running games" in out
    assert "clicks/s" in out and "p99=" in out and "database round trips per click" in out
    assert "consistency (logs, answered clicks, chips)   ok" in out
