"""Match export in the Jellyfish `.mat` text format, which gnubg and eXtreme Gammon import, and a
parser for what this module writes (so an export can be read back move for move).

    5 point match

    Game 1
    alice : 0                          bob : 0
     1) 52: 13/8 6/4                   31: 8/5 6/5
     2)  Doubles => 2                   Takes
     3) 64: 24/18 13/9                  Doubles => 4
     4)  Drops                          Wins 2 points

Seat 0 is the left column. Points are numbered for the player moving; 25 is the bar, 0 is off.
Single and blitz games are written as a 0-point (unlimited) session. The immediate redouble (a beaver)
is written as a second "Doubles" by the doubled player, answered by an explicit "Takes" or "Drops".
Jellyfish's own "Beavers => 4" line leaves gnubg's reader expecting an unwritten take before the next
roll; after a dropped beaver that expectation survives into the next game and every later move of the
match is lost, so it is not used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.games.backgammon.game import BgView

COL = 28  # width of the left column's text


@dataclass
class Turn:
    seat: int
    kind: str  # play, double, beaver, take, drop, win
    dice: tuple[int, int] = (0, 0)
    moves: tuple[tuple[int, int], ...] = ()
    value: int = 0


@dataclass
class ExportedGame:
    number: int
    score: tuple[int, int]
    turns: list[Turn] = field(default_factory=list)


def games_from_log(log: list[list[Any]]) -> list[ExportedGame]:
    games: list[ExportedGame] = []
    for entry in log:
        kind = entry[0]
        if kind == "game":
            games.append(ExportedGame(entry[1], (entry[2][0], entry[2][1])))
            continue
        if not games:
            continue
        turns = games[-1].turns
        if kind == "play":
            dice = (entry[3], entry[4]) if len(entry) > 4 else (0, 0)
            turns.append(Turn(entry[1], "play", dice, tuple((st[0], st[1]) for st in entry[2])))
        elif kind == "double":
            if turns and turns[-1].kind == "take" and turns[-1].seat == entry[1]:
                turns.pop()  # took and at once redoubled: one beaver
                turns.append(Turn(entry[1], "beaver", value=entry[2]))
            else:
                turns.append(Turn(entry[1], "double", value=entry[2]))
        elif kind == "take":
            turns.append(Turn(entry[1], "take"))
        elif kind == "pass":
            turns.append(Turn(entry[1], "drop"))
        elif kind == "win":
            turns.append(Turn(entry[1], "win", value=entry[2]))
    return games


def _turn_text(turn: Turn) -> str:
    if turn.kind == "play":
        moves = " ".join(f"{a}/{b}" for a, b in turn.moves)
        return f"{turn.dice[0]}{turn.dice[1]}: {moves}".rstrip()
    if turn.kind in ("double", "beaver"):
        return f" Doubles => {turn.value}"
    if turn.kind == "take":
        return " Takes"
    if turn.kind == "drop":
        return " Drops"
    return f" Wins {turn.value} point" + ("" if turn.value == 1 else "s")


def to_mat(state: BgView, names: tuple[str, str]) -> str:
    length = state.length if state.mode == "match" else 0
    clean = tuple(re.sub(r"[^\w.\-]+", "_", n).strip("_")[:20] or f"Player{i + 1}" for i, n in enumerate(names))
    out = [f" {length} point match", ""]
    for g in games_from_log(state.log):
        out.append(f" Game {g.number}")
        left = f" {clean[0]} : {g.score[0]}"
        out.append(f"{left:<34}{clean[1]} : {g.score[1]}")
        line_no, cells = 1, ["", ""]
        for turn in g.turns:
            if turn.kind == "win":
                continue
            if cells[turn.seat] or (turn.seat == 0 and cells[1]):
                out.append(_line(line_no, cells))
                line_no, cells = line_no + 1, ["", ""]
            cells[turn.seat] = _turn_text(turn)
        win = next((t for t in g.turns if t.kind == "win"), None)
        if win is not None:
            if cells[win.seat] or (win.seat == 0 and cells[1]):
                out.append(_line(line_no, cells))
                line_no, cells = line_no + 1, ["", ""]
            cells[win.seat] = _turn_text(win)
        if cells != ["", ""]:
            out.append(_line(line_no, cells))
        out.append("")
    return "\n".join(out) + "\n"


def _line(number: int, cells: list[str]) -> str:
    """One numbered line. A line with nothing on the right keeps its padding: gnubg finds the right column
    of a one-play line at the first run of spaces after its 15th character, and with none there it reads
    the previous line's right column again (a "Drops" or "Beavers" twice)."""
    line = f"{number:3d}) {cells[0]:<{COL}}     {cells[1]}"
    return line.rstrip() if cells[1] else line


_LINE = re.compile(r"^\s*(\d+)\)\s?(.*)$")
_PLAY = re.compile(r"^(\d)(\d):\s*((?:\d+/\d+\*?\s*)*)$")


def _parse_cell(seat: int, text: str) -> Turn | None:
    text = text.strip()
    if not text:
        return None
    if m := _PLAY.match(text):
        moves = tuple((int(a), int(b)) for a, b in re.findall(r"(\d+)/(\d+)", m.group(3)))
        return Turn(seat, "play", (int(m.group(1)), int(m.group(2))), moves)
    if m := re.match(r"^(Doubles|Beavers) => (\d+)$", text):
        return Turn(seat, "double", value=int(m.group(2)))
    if text == "Takes":
        return Turn(seat, "take")
    if text == "Drops":
        return Turn(seat, "drop")
    if m := re.match(r"^Wins (\d+) points?$", text):
        return Turn(seat, "win", value=int(m.group(1)))
    raise ValueError(f"cannot read {text!r}")


def parse_mat(text: str) -> tuple[int, list[ExportedGame]]:
    """(match length, games) of a file written by `to_mat`."""
    lines = text.splitlines()
    length = int(lines[0].split()[0])
    games: list[ExportedGame] = []
    scores_read = False  # a game's move lines follow its score line
    for line in lines[1:]:
        if m := re.match(r"^\s*Game (\d+)\s*$", line):
            games.append(ExportedGame(int(m.group(1)), (0, 0)))
            scores_read = False
            continue
        if games and not games[-1].turns and ":" in line and ")" not in line:
            scores = re.findall(r":\s*(\d+)", line)
            games[-1].score = (int(scores[0]), int(scores[1]))
            scores_read = True
            continue
        if _LINE.match(line) and games and scores_read:
            row = line[5:]
            for seat, cell in ((0, row[:COL]), (1, row[COL + 5:])):
                turn = _parse_cell(seat, cell)
                if turn is None:
                    continue
                turns = games[-1].turns
                if turn.kind == "double" and turns and turns[-1].kind == "double" and turns[-1].seat != seat:
                    turn.kind = "beaver"  # doubled back before answering: the immediate redouble
                turns.append(turn)
    return length, games
