"""An analysis shown to a player: the report (each player's PR and its band, counts, luck, the worst decisions),
the picture of the match, and any listed decision's board with the best play drawn."""

from __future__ import annotations

from functools import partial

from bot.framework.kinds import Choice, Control, Display
from bot.games.backgammon.analysis.chart import ChartView, render_chart
from bot.games.backgammon.analysis.practice import Ranked
from bot.games.backgammon.analysis.report import CUBE, PLAY, Analysis, Judged, severity
from bot.games.backgammon.analysis_text import STRINGS
from bot.games.backgammon.moves import apply_step
from bot.games.backgammon.positions import decode_position_id, pips
from bot.games.backgammon.render import BoardView, render_board
from bot.games.backgammon.text import STRINGS as GAME_STRINGS
from bot.i18n import CATALOGUE, t

CATALOGUE.register(GAME_STRINGS)  # the levels' names are the PR bands' words
CATALOGUE.register(STRINGS)
MARKERS = ("⚪", "🔴")
PICK, SHARE = "bga_pos", "bga_share"
WORST = 8  # decisions listed (and offered in the select)


def _num(x: float, digits: int = 3) -> str:
    return f"{x:.{digits}f}"


def _signed(x: float, digits: int = 3) -> str:
    return f"{x:+.{digits}f}"


def _pct(x: float) -> str:
    return f"{x * 100:+.1f}%"


def choice_text(d: Judged, locale: str) -> tuple[str, str]:
    """(what was made, what was best) in the player's words."""
    if d.kind == PLAY:
        return d.made or t("bg.an.no_move", locale), d.best or t("bg.an.no_move", locale)
    return t(f"bg.an.cube.{d.made}", locale), t(f"bg.an.cube.{d.best}", locale)


def _who(names: tuple[str, str], seat: int) -> str:
    return f"{MARKERS[seat]} {names[seat]}"


def worst_line(i: int, d: Judged, names: tuple[str, str], locale: str) -> str:
    made, best = choice_text(d, locale)
    key = "bg.an.worst_play" if d.kind == PLAY else "bg.an.worst_cube"
    return t(key, locale, n=i, game=d.game, who=_who(names, d.seat), roll=f"{d.dice[0]}-{d.dice[1]}" if d.dice else "",
             made=made, best=best, error=_num(d.error))


def report_display(analysis: Analysis, game_id: int, mode: str, names: tuple[str, str], locale: str) -> Display:
    lines: list[str] = []
    for p in analysis.players:
        lines.append(t("bg.an.player", locale, who=_who(names, p.seat), pr=f"{p.pr:.1f}",
                       band=t(f"bg.level.{p.band}", locale)))
        lines.append(t("bg.an.counts", locale, decisions=p.decisions, doubtful=p.doubtful, errors=p.errors,
                       blunders=p.blunders, checker=f"{p.checker_pr:.1f}", cube=f"{p.cube_pr:.1f}"))
        if analysis.is_match:
            lines.append(t("bg.an.lost_match", locale, emg=_num(p.error), mwc=f"{p.mwc_lost * 100:.1f}%",
                           luck=_signed(p.luck), luck_mwc=_pct(p.luck_mwc)))
        else:
            lines.append(t("bg.an.lost_money", locale, emg=_num(p.error), luck=_signed(p.luck)))
        lines.append("")
    worst = analysis.worst(WORST)
    lines.append(t("bg.an.worst", locale))
    lines.extend(worst_line(i, d, names, locale) for i, d in enumerate(worst, 1))
    if not worst:
        lines.append(t("bg.an.clean", locale))
    controls: list[Control] = []
    if worst:
        controls.append(Control(PICK, placeholder=t("bg.an.pick", locale), row=0, arg=str(analysis.ply), choices=tuple(
            Choice(t("bg.an.pick_option", locale, n=i, game=d.game, who=names[d.seat], error=_num(d.error))[:100],
                   str(d.n)) for i, d in enumerate(worst, 1))))
    controls.append(Control(SHARE, t("bg.an.btn.share", locale), row=1, arg=str(analysis.ply)))
    chart = chart_view(analysis, names, locale)
    return Display(
        title=t("bg.an.title", locale, id=game_id, mode=mode)[:256],
        description="\n".join(lines),
        image=partial(render_chart, chart),
        image_key=f"bga:{game_id}:{analysis.ply}:{locale}:{chart!r}"[:2000],
        image_name="analysis.png",
        controls=controls,
        footer=t("bg.an.footer", locale, ply=analysis.ply, met=analysis.met),
        colour=0x2B6CB0,
    )


def chart_view(analysis: Analysis, names: tuple[str, str], locale: str) -> ChartView:
    key = "bg.an.chart.match" if analysis.is_match else "bg.an.chart.win"
    return ChartView(
        title=f"{names[0]} – {names[1]}",
        subtitle=t(key, locale, who=names[0]),
        values=tuple(p.value for p in analysis.points),
        severities=tuple(p.severity for p in analysis.points),
        seats=tuple(p.seat for p in analysis.points),
        names=names,
        games=tuple(p.game for p in analysis.points),
        legend=(t("bg.an.chart.error", locale), t("bg.an.chart.blunder", locale)),
        axis=t("bg.an.chart.axis", locale),
    )


def decision_display(analysis: Analysis, d: Judged, game_id: int, mode: str, names: tuple[str, str],
                     locale: str) -> Display:
    """The decision's position seen from the decider's side, with the best play made and drawn."""
    mover, other = decode_position_id(d.position_id)
    side = d.seat if d.kind != "take" else 1 - d.seat  # a cube answer is judged on the doubler's position
    if d.kind == PLAY:
        for src, dst, hit in d.best_steps:
            mover, other = apply_step(mover, other, (src, dst, bool(hit)))
    boards = (mover, other) if side == 0 else (other, mover)
    made, best = choice_text(d, locale)
    if d.kind == PLAY:
        text = t("bg.an.board.play", locale, game=d.game, who=_who(names, d.seat), roll=f"{d.dice[0]}-{d.dice[1]}",
                 made=made, best=best, error=_num(d.error))
    else:
        nd, dt, dp = (e for _, e in d.options)
        text = t("bg.an.board.cube", locale, game=d.game, who=_who(names, d.seat), made=made, best=best,
                 error=_num(d.error), nd=_signed(nd), dt=_signed(dt), dp=_signed(dp))
    score = t("bg.score_line", locale, a=d.score[0], b=d.score[1], length=analysis.length) if analysis.is_match \
        else ""
    view = BoardView(
        boards=boards, viewer=d.seat, names=names, dice=tuple(d.dice), dice_left=(), cube=d.cube, owner=d.owner,
        pips=(pips(boards[0]), pips(boards[1])), score_line=score, pips_label=t("bg.label.pips", locale),
        last_play=(side, [list(s) for s in d.best_steps]) if d.kind == PLAY and d.best_steps else None,
        to_move=side,
        offer=(side, d.cube * 2) if d.kind != PLAY and d.kind != CUBE else None,
    )
    return Display(title=t("bg.an.title", locale, id=game_id, mode=mode)[:256],
                   description=text, image=partial(render_board, view), image_key=f"bg:{view!r}")


def hint_text(ranked: list[Ranked], roll: str, locale: str) -> str:
    if not ranked:
        return t("bg.an.hint.not_now", locale)
    text = t("bg.an.hint", locale, roll=roll, best=ranked[0].play)
    rest = [t("bg.an.hint_next", locale, play=r.play, error=_num(r.loss)) for r in ranked[1:]]
    return text + ("\n" + "; ".join(rest) if rest else "")


def feedback_text(made: Ranked, best: Ranked, locale: str) -> str:
    if made.loss < 0.0005 or made.play == best.play:
        return t("bg.an.fb.best", locale, play=made.play or t("bg.an.no_move", locale))
    mark = {3: "❌", 2: "⚠️"}.get(severity(made.loss), "🔸")
    return t("bg.an.fb.worse", locale, mark=mark, play=made.play, error=_num(made.loss), best=best.play)
