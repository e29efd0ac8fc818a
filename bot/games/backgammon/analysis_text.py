"""Backgammon analysis and practice text in English, Turkish and Russian."""

from __future__ import annotations

from bot.i18n.catalogue import Text

STRINGS: dict[str, dict[str, Text]] = {
    "bg.an.btn.analyse": {"en": "Analyse", "tr": "Analiz et", "ru": "Анализ"},
    "bg.an.btn.share": {"en": "Share in the channel", "tr": "Kanalda paylaş", "ru": "Показать в канале"},
    "bg.an.btn.hint": {"en": "Hint", "tr": "İpucu", "ru": "Подсказка"},
    "bg.an.pick": {"en": "See a decision on the board", "tr": "Bir kararı tahtada gör",
                   "ru": "Показать позицию на доске"},
    "bg.an.pick_option": {"en": "{n}. Game {game}, {who}: −{error}", "tr": "{n}) {game}. oyun, {who}: −{error}",
                          "ru": "{n}. Партия {game}, {who}: −{error}"},
    "bg.an.progress": {
        "en": "🔎 Analysing every decision at {ply}-ply… {done}/{total}",
        "tr": "🔎 Her karar {ply}-ply derinlikte analiz ediliyor… {done}/{total}",
        "ru": "🔎 Анализирую каждое решение на глубине {ply}-ply… {done}/{total}",
    },
    "bg.an.queued": {
        "en": "🔎 Another analysis is running; yours starts right after it.",
        "tr": "🔎 Şu an başka bir analiz sürüyor; seninki hemen ardından başlayacak.",
        "ru": "🔎 Сейчас идёт другой анализ; ваш начнётся сразу после него.",
    },
    "bg.an.title": {"en": "Analysis of game #{id} — {mode}", "tr": "#{id} numaralı oyunun analizi — {mode}",
                    "ru": "Анализ игры №{id} — {mode}"},
    "bg.an.player": {"en": "**{who}: PR {pr} — {band}**", "tr": "**{who}: PR {pr} — {band}**",
                     "ru": "**{who}: PR {pr} — {band}**"},
    "bg.an.counts": {
        "en": "{decisions} decisions · doubtful {doubtful} · errors {errors} · blunders {blunders} · "
              "checker play PR {checker} · cube PR {cube}",
        "tr": "{decisions} karar · şüpheli {doubtful} · hata {errors} · büyük hata {blunders} · "
              "pul oyunu PR {checker} · katlama küpü PR {cube}",
        "ru": "решений: {decisions} · сомнительных {doubtful} · ошибок {errors} · грубых ошибок {blunders} · "
              "PR в игре шашками {checker} · PR в игре кубом {cube}",
    },
    "bg.an.lost_match": {
        "en": "equity lost {emg} EMG ({mwc} of match-winning chance) · luck {luck} ({luck_mwc})",
        "tr": "kaybedilen equity {emg} EMG (maçı kazanma şansından {mwc}) · şans {luck} ({luck_mwc})",
        "ru": "потеряно эквити {emg} EMG ({mwc} шансов на победу в матче) · везение {luck} ({luck_mwc})",
    },
    "bg.an.lost_money": {
        "en": "equity lost {emg} · luck {luck}",
        "tr": "kaybedilen equity {emg} · şans {luck}",
        "ru": "потеряно эквити {emg} · везение {luck}",
    },
    "bg.an.worst": {"en": "**Worst decisions**", "tr": "**En kötü kararlar**", "ru": "**Худшие решения**"},
    "bg.an.worst_play": {
        "en": "{n}. Game {game}, {who} with {roll}: played {made}, best {best} (−{error})",
        "tr": "{n}) {game}. oyun, {who}, {roll} ile: {made} oynadı, en iyisi {best} (−{error})",
        "ru": "{n}. Партия {game}, {who}, бросок {roll}: сыграно {made}, лучше {best} (−{error})",
    },
    "bg.an.worst_cube": {
        "en": "{n}. Game {game}, {who}: {made}, right was {best} (−{error})",
        "tr": "{n}) {game}. oyun, {who}: {made}, doğrusu {best} idi (−{error})",
        "ru": "{n}. Партия {game}, {who}: {made}, правильно — {best} (−{error})",
    },
    "bg.an.clean": {"en": "No doubtful decision at all.", "tr": "Hiç şüpheli karar yok.",
                    "ru": "Ни одного сомнительного решения."},
    "bg.an.cube.double": {"en": "double", "tr": "katlamak", "ru": "удвоить"},
    "bg.an.cube.no_double": {"en": "no double", "tr": "katlamamak", "ru": "не удваивать"},
    "bg.an.cube.take": {"en": "take", "tr": "kabul etmek", "ru": "принять"},
    "bg.an.cube.pass": {"en": "pass", "tr": "pas geçmek", "ru": "отказаться (пас)"},
    "bg.an.no_move": {"en": "no move", "tr": "hamle yok", "ru": "хода нет"},
    "bg.an.footer": {
        "en": "PR: mean equity lost per decision × 500 (forced moves not counted). Doubtful from 0.010, error from "
              "0.020, blunder from 0.080. bgsage {ply}-ply; match equity table {met}.",
        "tr": "PR: karar başına ortalama equity kaybı × 500 (zorunlu hamleler sayılmaz). Şüpheli 0,010'dan, hata "
              "0,020'den, büyük hata 0,080'den itibaren. bgsage {ply}-ply; maç equity tablosu {met}.",
        "ru": "PR — средняя потеря эквити за решение × 500 (вынужденные ходы не считаются). Сомнительный ход — от "
              "0,010, ошибка — от 0,020, грубая ошибка — от 0,080. bgsage {ply}-ply; таблица матчевого эквити {met}.",
    },
    "bg.an.chart.win": {"en": "{who}: chances to win the game after every decision",
                        "tr": "{who}: her karardan sonra oyunu kazanma şansı",
                        "ru": "{who}: шансы выиграть партию после каждого решения"},
    "bg.an.chart.match": {"en": "{who}: chances to win the match after every decision",
                          "tr": "{who}: her karardan sonra maçı kazanma şansı",
                          "ru": "{who}: шансы выиграть матч после каждого решения"},
    "bg.an.chart.error": {"en": "error", "tr": "hata", "ru": "ошибка"},
    "bg.an.chart.blunder": {"en": "blunder", "tr": "büyük hata", "ru": "грубая ошибка"},
    "bg.an.chart.axis": {"en": "decisions (games numbered)", "tr": "kararlar (oyun numaralarıyla)",
                         "ru": "решения (номера партий внизу)"},
    "bg.an.board.play": {
        "en": "Game {game}, {who} to play {roll}.\nPlayed: {made} (−{error})\nBest, drawn on the board: {best}",
        "tr": "{game}. oyun, {who} {roll} oynayacak.\nOynanan: {made} (−{error})\nEn iyisi, tahtada: {best}",
        "ru": "Партия {game}, ход {who}, бросок {roll}.\nСыграно: {made} (−{error})\nЛучший ход, на доске: {best}",
    },
    "bg.an.board.cube": {
        "en": "Game {game}, {who}: {made}; right was {best} (−{error}).\n"
              "Equity of the doubler: no double {nd} · double, take {dt} · double, pass {dp}",
        "tr": "{game}. oyun, {who}: {made}; doğrusu {best} idi (−{error}).\n"
              "Katlayanın equity'si: katlamadan {nd} · katla, kabul {dt} · katla, pas {dp}",
        "ru": "Партия {game}, {who}: {made}; правильно — {best} (−{error}).\n"
              "Эквити удваивающего: без удвоения {nd} · удвоение, принято {dt} · удвоение, пас {dp}",
    },
    "bg.an.shared": {"en": "{who} shares the analysis of game #{id}.",
                     "tr": "{who}, #{id} numaralı oyunun analizini paylaşıyor.",
                     "ru": "{who} делится анализом игры №{id}."},
    "bg.an.err.running": {
        "en": "Analysis is for finished games: this one is still being played.",
        "tr": "Analiz yalnızca bitmiş oyunlar için: bu oyun hâlâ sürüyor.",
        "ru": "Анализировать можно только законченные игры, а эта ещё идёт.",
    },
    "bg.an.err.no_game": {
        "en": "There is no finished backgammon game of yours in this channel to analyse.",
        "tr": "Bu kanalda analiz edilecek bitmiş bir tavla oyunun yok.",
        "ru": "В этом канале нет вашей законченной партии в нарды для анализа.",
    },
    "bg.an.err.not_backgammon": {"en": "That is not a backgammon game.", "tr": "Bu bir tavla oyunu değil.",
                                 "ru": "Это не партия в нарды."},
    "bg.an.err.gone": {
        "en": "This analysis is no longer at hand: press Analyse again.",
        "tr": "Bu analize artık ulaşılamıyor: Analiz et'e yeniden bas.",
        "ru": "Этот анализ уже недоступен — нажмите «Анализ» ещё раз.",
    },
    "bg.an.err.failed": {
        "en": "The analysis failed (error {error_id}); try again later.",
        "tr": "Analiz başarısız oldu (hata {error_id}); daha sonra yeniden dene.",
        "ru": "Анализ не удался (ошибка {error_id}); попробуйте позже.",
    },
    # practice games
    "bg.an.fb.best": {"en": "✅ {play} was the best play.", "tr": "✅ {play} en iyi hamleydi.",
                      "ru": "✅ {play} — лучший ход."},
    "bg.an.fb.worse": {
        "en": "{mark} {play} cost {error}; the best was {best}.",
        "tr": "{mark} {play} sana {error} kaybettirdi; en iyisi {best} idi.",
        "ru": "{mark} {play} стоил {error}; лучше было {best}.",
    },
    "bg.an.hint": {"en": "💡 With {roll} the best play is **{best}**.", "tr": "💡 {roll} ile en iyi hamle **{best}**.",
                   "ru": "💡 С броском {roll} лучший ход — **{best}**."},
    "bg.an.hint_next": {"en": "then {play} (−{error})", "tr": "sonra {play} (−{error})",
                        "ru": "затем {play} (−{error})"},
    "bg.an.hint.not_now": {
        "en": "A hint is for your own move, once your dice are rolled, in a practice game.",
        "tr": "İpucu, bir alıştırma oyununda zarların atıldıktan sonra kendi hamlen için verilir.",
        "ru": "Подсказка бывает в тренировочной игре — для вашего собственного хода, когда кубики брошены.",
    },
    "bg.an.practice": {"en": "Practice: hints after every move, unrated.",
                       "tr": "Alıştırma: her hamleden sonra ipucu, reytinge sayılmaz.",
                       "ru": "Тренировка: подсказки после каждого хода, без рейтинга."},
    # commands
    "bg.cmd.analyse.name": {"en": "analyse", "tr": "analiz", "ru": "анализ"},
    "bg.cmd.analyse.desc": {
        "en": "Error rate (PR), blunders and luck of a finished game or match",
        "tr": "Bitmiş bir oyunun ya da maçın hata oranı (PR), büyük hataları ve şansı",
        "ru": "Точность игры (PR), грубые ошибки и везение в законченной партии или матче",
    },
    "bg.cmd.game.name": {"en": "game", "tr": "oyun", "ru": "игра"},
    "bg.cmd.game.desc": {
        "en": "The game's number (default: your last finished game in this channel)",
        "tr": "Oyunun numarası (varsayılan: bu kanaldaki son bitmiş oyunun)",
        "ru": "Номер игры (по умолчанию — ваша последняя законченная игра в этом канале)",
    },
    "bg.cmd.depth.name": {"en": "depth", "tr": "derinlik", "ru": "глубина"},
    "bg.cmd.depth.desc": {
        "en": "Search depth: 2-ply (default) or 3-ply, deeper and slower",
        "tr": "Arama derinliği: 2-ply (varsayılan) ya da daha derin ve yavaş 3-ply",
        "ru": "Глубина поиска: 2-ply (по умолчанию) или 3-ply — глубже и медленнее",
    },
    "bg.cmd.hints.name": {"en": "hints", "tr": "ipuçları", "ru": "подсказки"},
    "bg.cmd.hints.desc": {
        "en": "Practice: after each move you hear if it was the best, and a Hint button (unrated)",
        "tr": "Alıştırma: her hamleden sonra en iyisi olup olmadığını öğren, bir de İpucu düğmesi (reytingsiz)",
        "ru": "Тренировка: после каждого хода — был ли он лучшим, и кнопка «Подсказка» (без рейтинга)",
    },
}
