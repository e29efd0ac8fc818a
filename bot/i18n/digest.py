"""The text of /digest (cogs/digest.py) and of the daily digest it sends by DM, in English, Turkish and Russian;
registered with the catalogue when the cog is imported, as bot.i18n.community is."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural

STRINGS: dict[str, dict[str, Text]] = {
    # --- the commands ---
    "cmd.digest.name": {"en": "digest", "tr": "özet", "ru": "сводка"},
    "cmd.digest.desc": {"en": "A daily DM listing your correspondence games that wait for you",
                        "tr": "Seni bekleyen yazışmalı oyunlarını her gün DM ile listeler",
                        "ru": "Раз в день — сообщение в ЛС со списком партий по переписке, которые ждут вашего хода"},
    "cmd.digest.on.name": {"en": "on", "tr": "aç", "ru": "включить"},
    "cmd.digest.on.desc": {"en": "Get the digest every day at an hour of your own clock",
                           "tr": "Özeti her gün kendi saatine göre seçtiğin saatte al",
                           "ru": "Получать сводку каждый день в выбранный час по вашему времени"},
    "cmd.digest.off.name": {"en": "off", "tr": "kapat", "ru": "выключить"},
    "cmd.digest.off.desc": {"en": "Stop the daily digest", "tr": "Günlük özeti durdur",
                            "ru": "Больше не присылать сводку"},
    "cmd.digest.hour.name": {"en": "hour", "tr": "saat", "ru": "час"},
    "cmd.digest.hour.desc": {"en": "The hour on your own clock (0-23)", "tr": "Kendi saatine göre saat (0-23)",
                             "ru": "Час по вашему времени (0–23)"},
    "cmd.digest.timezone.name": {"en": "timezone", "tr": "saat_dilimi", "ru": "часовой_пояс"},
    "cmd.digest.timezone.desc": {"en": "Your time zone, e.g. Europe/Istanbul: start typing and pick it from the list",
                                 "tr": "Saat dilimin, örneğin Europe/Istanbul: yazmaya başla ve listeden seç",
                                 "ru": "Ваш часовой пояс, например Europe/Moscow: начните вводить и выберите из "
                                       "списка"},
    # --- the answers ---
    "dg.on": {"en": "📬 Your daily digest is on: every day at {hour:02}:00 ({zone}) I will DM you the correspondence "
                    "games that wait for you, and send nothing on a day when none does. The first one: <t:{next}:F>.",
              "tr": "📬 Günlük özetin açık: her gün saat {hour:loc} ({zone}) seni bekleyen yazışmalı oyunları DM ile "
                    "göndereceğim; bekleyen oyun olmayan gün bir şey göndermem. İlki: <t:{next}:F>.",
              "ru": "📬 Сводка включена: каждый день в {hour:02}:00 ({zone}) я буду присылать вам в ЛС партии по "
                    "переписке, которые ждут вашего хода, а если таких нет, ничего не пришлю. Первая — <t:{next}:F>."},
    "dg.dms_closed": {"en": "Your DMs look closed to me: open them in this server's privacy settings, or the digest "
                            "cannot reach you.",
                      "tr": "DM'lerin bana kapalı görünüyor: bu sunucunun gizlilik ayarlarından açmazsan özet sana "
                            "ulaşamaz.",
                      "ru": "Похоже, ваши ЛС для меня закрыты: откройте их в настройках конфиденциальности этого "
                            "сервера, иначе сводка до вас не дойдёт."},
    "dg.off": {"en": "Your daily digest is off.", "tr": "Günlük özetin kapandı.", "ru": "Сводка выключена."},
    "dg.off.none": {"en": "You have no daily digest to turn off.", "tr": "Kapatılacak bir günlük özetin yok.",
                    "ru": "Сводка и так не включена."},
    "dg.bad_zone": {"en": "“{zone}” is not a time zone I know. Pick one from the list as you type, e.g. "
                          "Europe/Istanbul or America/New_York.",
                    "tr": "“{zone}” bildiğim bir saat dilimi değil. Yazarken listeden birini seç, örneğin "
                          "Europe/Istanbul ya da America/New_York.",
                    "ru": "Часовой пояс «{zone}» мне неизвестен. Выберите его из списка, пока вводите, например "
                          "Europe/Moscow или America/New_York."},
    # --- the digest ---
    "dg.head": {"en": plural("count", one="{count} game waits for you:", other="{count} games wait for you:"),
                "tr": "Seni bekleyen {count} oyun var:",
                "ru": plural("count", one="Вас ждёт {count} партия:", few="Вас ждут {count} партии:",
                             many="Вас ждут {count} партий:")},
    "dg.line": {"en": "• [{game} #{id}]({link}): {what}; the clock runs out <t:{ends}:R>",
                "tr": "• [{game} #{id}]({link}): {what}; süre <t:{ends}:R> doluyor",
                "ru": "• [{game} №{id}]({link}): {what}; время истекает <t:{ends}:R>"},
    "dg.line.no_clock": {"en": "• [{game} #{id}]({link}): {what}; no clock",
                         "tr": "• [{game} #{id}]({link}): {what}; süre sınırı yok",
                         "ru": "• [{game} №{id}]({link}): {what}; без ограничения по времени"},
    "dg.line.paused": {"en": "• [{game} #{id}]({link}): {what}; clocks paused until <t:{until}:f>",
                       "tr": "• [{game} #{id}]({link}): {what}; süreler <t:{until}:f> tarihine kadar durdu",
                       "ru": "• [{game} №{id}]({link}): {what}; часы на паузе до <t:{until}:f>"},
    "dg.what.move": {"en": "your move", "tr": "sıra sende", "ru": "ваш ход"},
    "dg.what.together": {"en": "your choice (everyone chooses at once)",
                         "tr": "seçimini yapman bekleniyor (herkes aynı anda seçiyor)",
                         "ru": "ваш выбор (все выбирают одновременно)"},
    "dg.more": {"en": plural("count", one="…and {count} more game", other="…and {count} more games"),
                "tr": "…ve {count} oyun daha",
                "ru": plural("count", one="…и ещё {count} партия", few="…и ещё {count} партии",
                             many="…и ещё {count} партий")},
}
