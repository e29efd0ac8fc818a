"""The text of correspondence play (bot.framework.pace, /vacation, the low-clock reminder, /games' turn lines), in
English, Turkish and Russian; registered with the catalogue on import."""

from __future__ import annotations

from bot.i18n.catalogue import CATALOGUE, Text, plural

STRINGS: dict[str, dict[str, Text]] = {
    # --- durations ---
    "pace.days": {"en": plural("n", one="{n} day", other="{n} days"), "tr": "{n} gün",
                  "ru": plural("n", one="{n} день", few="{n} дня", many="{n} дней")},
    "pace.hours": {"en": plural("n", one="{n} hour", other="{n} hours"), "tr": "{n} saat",
                   "ru": plural("n", one="{n} час", few="{n} часа", many="{n} часов")},
    "pace.days_hours": {"en": plural("d", one="{d} day {h} h", other="{d} days {h} h"), "tr": "{d} gün {h} sa",
                        "ru": plural("d", one="{d} день {h} ч", few="{d} дня {h} ч", many="{d} дней {h} ч")},
    "pace.minutes": {"en": "{n} min", "tr": "{n} dk", "ru": "{n} мин"},
    # --- the commands' options ---
    "cmd.pace.name": {"en": "pace", "tr": "tempo", "ru": "темп"},
    "cmd.pace.desc": {"en": "Live (minutes a decision) or correspondence (hours or days a move, for games over days)",
                      "tr": "Canlı (karar başına dakikalar) ya da yazışmalı (hamle başına saatler ya da günler)",
                      "ru": "Живая игра (минуты на решение) или по переписке (часы или дни на ход, партия на "
                            "несколько дней)"},
    "cmd.pace.live": {"en": "Live", "tr": "Canlı", "ru": "Живая"},
    "cmd.pace.correspondence": {"en": "Correspondence", "tr": "Yazışmalı", "ru": "По переписке"},
    "cmd.move_time.name": {"en": "move_time", "tr": "hamle_süresi", "ru": "время_на_ход"},
    "cmd.move_time.desc": {"en": "Correspondence: the time each move (each decision) has; 2 days unless you choose",
                           "tr": "Yazışmalı: her hamlenin (her kararın) süresi; seçmezsen 2 gün",
                           "ru": "По переписке: время на каждый ход (каждое решение); по умолчанию 2 дня"},
    "cmd.move_time.12": {"en": "12 hours", "tr": "12 saat", "ru": "12 часов"},
    "cmd.move_time.24": {"en": "1 day", "tr": "1 gün", "ru": "1 день"},
    "cmd.move_time.48": {"en": "2 days", "tr": "2 gün", "ru": "2 дня"},
    "cmd.move_time.72": {"en": "3 days", "tr": "3 gün", "ru": "3 дня"},
    "cmd.move_time.120": {"en": "5 days", "tr": "5 gün", "ru": "5 дней"},
    "cmd.move_time.168": {"en": "7 days", "tr": "7 gün", "ru": "7 дней"},
    "cmd.reserve.name": {"en": "reserve_days", "tr": "yedek_gün", "ru": "запас_дней"},
    "cmd.reserve.desc": {"en": "Correspondence match: reserve days for slow moves over the whole match (0-30, "
                               "default 7)",
                         "tr": "Yazışmalı maç: maç boyunca yavaş hamleler için yedek gün (0-30, seçmezsen 7)",
                         "ru": "Матч по переписке: запас дней на медленные ходы на весь матч (0–30, по умолчанию 7)"},
    # --- the lobby and the board ---
    "pace.lobby": {"en": "📬 Correspondence: {clock} a move. `/vacation` pauses your clocks; `/digest` sends you a "
                         "daily summary.",
                   "tr": "📬 Yazışmalı: hamle başına {clock}. `/vacation` sürelerini durdurur; `/digest` sana her gün "
                         "bir özet yollar.",
                   "ru": "📬 По переписке: {clock} на ход. `/vacation` ставит ваши часы на паузу; `/digest` "
                         "присылает сводку раз в день."},
    "pace.timeout.default": {"en": "When a move's time runs out, the game plays its default for you, as in a live "
                                   "game.",
                             "tr": "Bir hamlenin süresi dolunca oyun, canlı oyunda olduğu gibi senin yerine "
                                   "varsayılanı oynar.",
                             "ru": "Если время на ход истекло, игра, как и в живой партии, делает за вас ход по "
                                   "умолчанию."},
    "pace.paused": {"en": "⏸ Clocks paused: {who} on vacation until <t:{until}:f>.",
                    "tr": "⏸ Süreler durdu: {who} <t:{until}:f> tarihine kadar tatilde.",
                    "ru": "⏸ Часы на паузе: {who} в отпуске до <t:{until}:f>."},
    "pace.reminder": {"en": "⏰ {who}, a quarter of your time is left in {game} #{id}: your clock runs out "
                            "<t:{ends}:R>. {link}",
                      "tr": "⏰ {who}, {game} #{id} oyununda sürenin dörtte biri kaldı: süren <t:{ends}:R> doluyor. "
                            "{link}",
                      "ru": "⏰ {who}, в партии «{game}» #{id} осталась четверть вашего времени: оно истекает "
                            "<t:{ends}:R>. {link}"},
    # --- /vacation ---
    "cmd.vacation.name": {"en": "vacation", "tr": "tatil", "ru": "отпуск"},
    "cmd.vacation.desc": {"en": "Pause the clocks of all your correspondence games while you are away",
                          "tr": "Uzaktayken tüm yazışmalı oyunlarının sürelerini durdur",
                          "ru": "Поставить на паузу часы всех ваших партий по переписке, пока вас нет"},
    "cmd.vacation.start.name": {"en": "start", "tr": "başlat", "ru": "начать"},
    "cmd.vacation.start.desc": {"en": "Go on vacation for some days (from this server's yearly allowance)",
                                "tr": "Birkaç günlüğüne tatile çık (bu sunucunun yıllık hakkından)",
                                "ru": "Уйти в отпуск на несколько дней (из годового лимита этого сервера)"},
    "cmd.vacation.days.name": {"en": "days", "tr": "gün", "ru": "дней"},
    "cmd.vacation.days.desc": {"en": "How many days you will be away", "tr": "Kaç gün uzakta olacaksın",
                               "ru": "Сколько дней вас не будет"},
    "cmd.vacation.end.name": {"en": "end", "tr": "bitir", "ru": "закончить"},
    "cmd.vacation.end.desc": {"en": "Back early: your clocks run again now", "tr": "Erken döndün: süreler şimdi "
                                                                                   "yeniden işler",
                              "ru": "Вернуться раньше: часы снова идут с этой минуты"},
    "vacation.started": {"en": plural("paused", one="🏖 You are on vacation until <t:{until}:f>. {paused} "
                                                    "correspondence game waits for you with its clock paused; "
                                                    "{left} of this year's {allowance} vacation days left.",
                                      other="🏖 You are on vacation until <t:{until}:f>. {paused} correspondence "
                                            "games wait for you with their clocks paused; {left} of this year's "
                                            "{allowance} vacation days left."),
                         "tr": "🏖 <t:{until}:f> tarihine kadar tatildesin. Süresi durdurulan {paused} yazışmalı "
                               "oyun seni bekliyor; bu yılın {allowance} tatil gününden {left} gün kaldı.",
                         "ru": plural("paused", one="🏖 Вы в отпуске до <t:{until}:f>. Часы {paused} партии по "
                                                    "переписке на паузе; из {allowance} дней отпуска в этом году "
                                                    "осталось {left}.",
                                      few="🏖 Вы в отпуске до <t:{until}:f>. Часы {paused} партий по переписке на "
                                          "паузе; из {allowance} дней отпуска в этом году осталось {left}.",
                                      many="🏖 Вы в отпуске до <t:{until}:f>. Часы {paused} партий по переписке на "
                                           "паузе; из {allowance} дней отпуска в этом году осталось {left}.")},
    "vacation.ended": {"en": "Welcome back: your vacation is over and your clocks run again.",
                       "tr": "Tekrar hoş geldin: tatilin bitti, süreler yeniden işliyor.",
                       "ru": "С возвращением: отпуск окончен, ваши часы снова идут."},
    "vacation.none": {"en": "You are not on vacation.", "tr": "Tatilde değilsin.", "ru": "Вы не в отпуске."},
    "vacation.already": {"en": "You are already on vacation until <t:{until}:f>; `/vacation end` first to change it.",
                         "tr": "Zaten <t:{until}:f> tarihine kadar tatildesin; değiştirmek için önce "
                               "`/vacation end`.",
                         "ru": "Вы уже в отпуске до <t:{until}:f>; чтобы изменить срок, сначала `/vacation end`."},
    "vacation.over_allowance": {"en": plural("left", one="That is more than you have left: {left} vacation day this "
                                                         "year (this server allows {allowance}).",
                                             other="That is more than you have left: {left} vacation days this year "
                                                   "(this server allows {allowance})."),
                                "tr": "Kalan hakkından fazla: bu yıl {left} tatil günün kaldı (bu sunucu {allowance} "
                                      "gün veriyor).",
                                "ru": plural("left", one="Это больше, чем у вас осталось: {left} день отпуска в этом "
                                                         "году (сервер даёт {allowance}).",
                                             few="Это больше, чем у вас осталось: {left} дня отпуска в этом году "
                                                 "(сервер даёт {allowance}).",
                                             many="Это больше, чем у вас осталось: {left} дней отпуска в этом году "
                                                  "(сервер даёт {allowance}).")},
    "vacation.off_here": {"en": "This server does not allow vacations.", "tr": "Bu sunucu tatile izin vermiyor.",
                          "ru": "На этом сервере отпуск не предусмотрен."},
    # --- /games ---
    "games.what": {"en": "{who}: {what}", "tr": "{who}: {what}", "ru": "{who}: {what}"},
    "decide.backgammon.roll": {"en": "roll or double", "tr": "zar at ya da katla", "ru": "бросить кости или удвоить"},
    "decide.backgammon.move": {"en": "move the checkers", "tr": "pulları oyna", "ru": "сыграть шашки"},
    "decide.backgammon.take": {"en": "take or pass the cube",
                                "tr": "katlamayı al ya da bırak", "ru": "принять или отказаться от удвоения"},
    "decide.backgammon.resign": {"en": "resigning", "tr": "pes etme", "ru": "сдача"},
    "decide.backgammon.resignation": {"en": "answer a resignation",
                                "tr": "pes teklifini yanıtla", "ru": "ответить на предложение сдачи"},
    "decide.backgammon.continue": {"en": "continue the match", "tr": "maça devam et", "ru": "продолжить матч"},
    "decide.tweak.give": {"en": "give a card", "tr": "kart ver", "ru": "отдать карту"},
    "decide.netrunner.approach": {"en": "the run: approaching ice",
                                  "tr": "koşu: buza yaklaşma", "ru": "забег: подход к льду"},
    "decide.netrunner.encounter": {"en": "the run: encountering ice",
                               "tr": "koşu: buzla karşılaşma", "ru": "забег: встреча со льдом"},
    "decide.netrunner.movement": {"en": "the run: moving on", "tr": "koşu: ilerleme", "ru": "забег: продвижение"},
    "decide.netrunner.mulligan": {"en": "keep or redraw the hand",
                               "tr": "eli tut ya da yeniden çek", "ru": "оставить руку или пересдать"},
    "decide.netrunner.prompt": {"en": "a choice", "tr": "bir seçim", "ru": "выбор"},
    "decide.netrunner.server_window": {"en": "the run: at the server",
                                       "tr": "koşu: sunucuda", "ru": "забег: у сервера"},
    "decide.cyberpunk.deck": {"en": "choose a deck", "tr": "deste seç", "ru": "выбрать колоду"},
    "decide.cyberpunk.mulligan": {"en": "keep or redraw the hand",
                               "tr": "eli tut ya da yeniden çek", "ru": "оставить руку или пересдать"},
    "decide.cyberpunk.order": {"en": "go first or second",
                               "tr": "önce ya da sonra başla", "ru": "ходить первым или вторым"},
    "decide.cyberpunk.prompt": {"en": "a choice", "tr": "bir seçim", "ru": "выбор"},
    "decide.cyberpunk.react": {"en": "react to an attack", "tr": "saldırıya tepki ver", "ru": "ответить на атаку"},
    "decide.zero.assign": {"en": "assign the battle", "tr": "savaşı dağıt", "ru": "распределить бой"},
    "decide.zero.attach": {"en": "attach a card", "tr": "kart bağla", "ru": "прикрепить карту"},
    "decide.zero.deck": {"en": "choose a deck", "tr": "deste seç", "ru": "выбрать колоду"},
    "decide.zero.defend": {"en": "defend", "tr": "savun", "ru": "защищаться"},
    "decide.zero.window": {"en": "respond", "tr": "karşılık ver", "ru": "ответить"},
    "decide.zero.draw_answer": {"en": "answer a draw offer",
                                "tr": "beraberlik teklifini yanıtla", "ru": "ответить на предложение ничьей"},
    "games.clock": {"en": "clock ends <t:{ends}:R>", "tr": "süre <t:{ends}:R> doluyor",
                    "ru": "время истекает <t:{ends}:R>"},
    "games.paused": {"en": "clocks paused until <t:{until}:f>", "tr": "süreler <t:{until}:f> tarihine kadar durdu",
                     "ru": "часы на паузе до <t:{until}:f>"},
    "games.correspondence": {"en": "📬 {clock} a move", "tr": "📬 hamle başına {clock}", "ru": "📬 {clock} на ход"},
    # --- /config ---
    "cmd.config.vacation.name": {"en": "vacation_days", "tr": "tatil_günleri", "ru": "дни_отпуска"},
    "config.vacation_line": {"en": plural("n", one="Vacation: {n} day a year for each member",
                                          other="Vacation: {n} days a year for each member"),
                             "tr": "Tatil: her üyeye yılda {n} gün",
                             "ru": plural("n", one="Отпуск: {n} день в год на участника",
                                          few="Отпуск: {n} дня в год на участника",
                                          many="Отпуск: {n} дней в год на участника")},
    "config.vacation_days": {"en": "Vacation days a member may take each year (0: none)",
                             "tr": "Bir üyenin her yıl alabileceği tatil günü (0: yok)",
                             "ru": "Сколько дней отпуска в год может взять участник (0 — нисколько)"},
}

CATALOGUE.register(STRINGS)
