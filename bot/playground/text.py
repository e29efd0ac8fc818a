"""The playground page's own words (its header, member switcher, command box) in our three languages."""

from __future__ import annotations

from bot.i18n.catalogue import Text

STRINGS: dict[str, dict[str, Text]] = {
    "pg.title": {"en": "Tabletop playground", "tr": "Tabletop deneme alanı", "ru": "Песочница Tabletop"},
    "pg.header": {
        "en": "Local playground: not connected to Discord. Everything stays on this computer.",
        "tr": "Yerel deneme alanı: Discord'a bağlı değil. Her şey bu bilgisayarda kalır.",
        "ru": "Локальная песочница: к Discord не подключена. Всё остаётся на этом компьютере.",
    },
    "pg.members": {"en": "Members", "tr": "Üyeler", "ru": "Участники"},
    "pg.owner": {"en": "server owner", "tr": "sunucu sahibi", "ru": "владелец сервера"},
    "pg.add_member": {"en": "Add member", "tr": "Üye ekle", "ru": "Добавить участника"},
    "pg.name": {"en": "Name", "tr": "Ad", "ru": "Имя"},
    "pg.language": {"en": "Language", "tr": "Dil", "ru": "Язык"},
    "pg.channels": {"en": "Text channels", "tr": "Metin kanalları", "ru": "Текстовые каналы"},
    "pg.threads": {"en": "Threads", "tr": "Alt başlıklar", "ru": "Ветки"},
    "pg.dms": {"en": "Direct messages", "tr": "Özel mesajlar", "ru": "Личные сообщения"},
    "pg.no_messages": {
        "en": "No messages here yet.", "tr": "Burada henüz mesaj yok.", "ru": "Здесь пока нет сообщений.",
    },
    "pg.only_you": {"en": "Only you can see this", "tr": "Bunu yalnızca sen görebilirsin",
                    "ru": "Это видите только вы"},
    "pg.edited": {"en": "(edited)", "tr": "(düzenlendi)", "ru": "(изменено)"},
    "pg.thinking": {"en": "{bot} is thinking…", "tr": "{bot} düşünüyor…", "ru": "{bot} думает…"},
    "pg.used": {"en": "{user} used {command}", "tr": "{user}, {command} komutunu kullandı",
                "ru": "{user} использует {command}"},
    "pg.command_box": {
        "en": "Type / to use a command", "tr": "Komut kullanmak için / yaz",
        "ru": "Введите /, чтобы выбрать команду",
    },
    "pg.no_command": {"en": "No command matches.", "tr": "Eşleşen komut yok.", "ru": "Нет подходящих команд."},
    "pg.send": {"en": "Send", "tr": "Gönder", "ru": "Отправить"},
    "pg.cancel": {"en": "Cancel", "tr": "Vazgeç", "ru": "Отмена"},
    "pg.submit": {"en": "Submit", "tr": "Gönder", "ru": "Отправить"},
    "pg.choose": {"en": "Choose", "tr": "Seç", "ru": "Выбрать"},
    "pg.pick": {"en": "Make a selection", "tr": "Bir seçim yap", "ru": "Сделайте выбор"},
    "pg.optional": {"en": "optional", "tr": "isteğe bağlı", "ru": "необязательно"},
    "pg.failed": {
        "en": "This interaction failed: the bot did not answer within 3 seconds.",
        "tr": "Bu etkileşim başarısız oldu: bot 3 saniye içinde yanıt vermedi.",
        "ru": "Не удалось выполнить действие: бот не ответил за 3 секунды.",
    },
    "pg.rejected": {"en": "Discord would reject this: {detail}", "tr": "Discord bunu reddederdi: {detail}",
                    "ru": "Discord отклонил бы это: {detail}"},
    "pg.restart": {"en": "Restart bot", "tr": "Botu yeniden başlat", "ru": "Перезапустить бота"},
    "pg.restarting": {"en": "The bot is restarting…", "tr": "Bot yeniden başlıyor…",
                      "ru": "Бот перезапускается…"},
    "pg.online": {"en": "Bot online", "tr": "Bot çevrimiçi", "ru": "Бот в сети"},
    "pg.reconnecting": {"en": "Reconnecting to the playground…", "tr": "Deneme alanına yeniden bağlanılıyor…",
                        "ru": "Переподключение к песочнице…"},
    "pg.not_whole": {"en": "“{option}” must be a whole number.", "tr": "“{option}” tam sayı olmalı.",
                     "ru": "«{option}» должно быть целым числом."},
    "pg.not_number": {"en": "“{option}” must be a number.", "tr": "“{option}” bir sayı olmalı.",
                      "ru": "«{option}» должно быть числом."},
    "pg.required": {"en": "“{option}” is required.", "tr": "“{option}” gerekli.",
                    "ru": "Нужно заполнить «{option}»."},
    "pg.gone": {
        "en": "That message or choice is no longer there.", "tr": "O mesaj ya da seçenek artık yok.",
        "ru": "Этого сообщения или варианта больше нет.",
    },
    "pg.close": {"en": "Close", "tr": "Kapat", "ru": "Закрыть"},
}
