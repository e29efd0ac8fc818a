"""Framework text in English, Turkish and Russian. Games register their own text beside their cog."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # --- errors and refusals (always private) ---
    "err.internal": {
        "en": "Something went wrong on our side (error id `{error_id}`). Nothing was changed.",
        "tr": "Bizim tarafta bir şeyler ters gitti (hata kimliği `{error_id}`). Hiçbir şey değişmedi.",
        "ru": "Что-то пошло не так на нашей стороне (код ошибки `{error_id}`). Ничего не изменилось.",
    },
    "err.unknown_game": {
        "en": "This game no longer exists.",
        "tr": "Bu oyun artık yok.",
        "ru": "Этой игры больше нет.",
    },
    "err.not_started": {
        "en": "This game has not started yet.",
        "tr": "Bu oyun henüz başlamadı.",
        "ru": "Эта игра ещё не началась.",
    },
    "err.game_over": {
        "en": "This game is over.",
        "tr": "Bu oyun bitti.",
        "ru": "Эта игра окончена.",
    },
    "err.game_closed": {
        "en": "This game was cancelled or abandoned.",
        "tr": "Bu oyun iptal edildi ya da yarıda bırakıldı.",
        "ru": "Эта игра отменена или брошена.",
    },
    "err.stale": {
        "en": "This board is out of date: here is the current one. Nothing was applied.",
        "tr": "Bu tahta güncel değil: güncel hali aşağıda. Hiçbir hamle uygulanmadı.",
        "ru": "Эта доска устарела: вот текущая. Ничего не применено.",
    },
    "err.not_in_game": {
        "en": "You are not playing in this game.",
        "tr": "Bu oyunda oynamıyorsun.",
        "ru": "Вы не участвуете в этой игре.",
    },
    "err.not_your_turn": {
        "en": "It is not your turn.",
        "tr": "Sıra sende değil.",
        "ru": "Сейчас не ваш ход.",
    },
    "err.not_available": {
        "en": "That choice is not available right now.",
        "tr": "Bu seçenek şu anda kullanılamıyor.",
        "ru": "Этот вариант сейчас недоступен.",
    },
    "err.no_channel": {
        "en": "Games can only be opened in a server channel.",
        "tr": "Oyunlar yalnızca bir sunucu kanalında açılabilir.",
        "ru": "Игры можно открывать только в канале сервера.",
    },
    "err.bad_option": {
        "en": "The option “{option}” has a value this command does not accept.",
        "tr": "“{option}” seçeneğinin değeri bu komut için geçerli değil.",
        "ru": "Значение параметра «{option}» для этой команды недопустимо.",
    },
    "err.bad_option_range": {
        "en": "The option “{option}” must be a whole number from {low} to {high}.",
        "tr": "“{option}” seçeneği {low} ile {high} arasında bir tam sayı olmalı.",
        "ru": "Параметр «{option}» должен быть целым числом от {low} до {high}.",
    },
    "err.command_check": {
        "en": "You cannot use this command here.",
        "tr": "Bu komutu burada kullanamazsın.",
        "ru": "Эту команду здесь использовать нельзя.",
    },
    # --- private views and DMs ---
    "hand.button": {
        "en": "Show my hand",
        "tr": "Elimi göster",
        "ru": "Показать мою руку",
    },
    "hand.none": {
        "en": "There is nothing private to show you in this game.",
        "tr": "Bu oyunda sana özel gösterilecek bir şey yok.",
        "ru": "В этой игре нет ничего скрытого, что можно показать вам.",
    },
    "dm.failed": {
        "en": "I could not send you a DM (your DMs are closed). Use the “Show my hand” button instead; "
        "`/settings dms` turns DM copies back on once your DMs are open.",
        "tr": "Sana DM gönderemedim (DM'lerin kapalı). Bunun yerine “Elimi göster” düğmesini kullan; "
        "DM'lerin açıldığında `/settings dms` ile DM kopyalarını yeniden açabilirsin.",
        "ru": "Не удалось отправить вам личное сообщение (ЛС закрыты). Используйте кнопку «Показать мою руку»; "
        "когда ЛС откроются, `/settings dms` снова включит копии в ЛС.",
    },
    # --- lobbies ---
    "lobby.title": {
        "en": "{game}: open game",
        "tr": "{game}: açık oyun",
        "ru": "{game}: открытая игра",
    },
    "lobby.closed_title": {
        "en": "{game}: closed",
        "tr": "{game}: kapandı",
        "ru": "{game}: закрыто",
    },
    "lobby.host": {
        "en": "Host: {host}",
        "tr": "Ev sahibi: {host}",
        "ru": "Хозяин: {host}",
    },
    "lobby.players": {
        "en": "Players ({count}/{max}):",
        "tr": "Oyuncular ({count}/{max}):",
        "ru": "Игроки ({count}/{max}):",
    },
    "lobby.need": {
        "en": "Needs at least {min} players to start.",
        "tr": "Başlamak için en az {min} oyuncu gerekir.",
        "ru": "Для начала нужно не меньше {min} игроков.",
    },
    "lobby.expires": {
        "en": "Closes <t:{ts}:R> unless it starts.",
        "tr": "Başlamazsa <t:{ts}:R> kapanır.",
        "ru": "Закроется <t:{ts}:R>, если не начнётся.",
    },
    "lobby.join": {"en": "Join", "tr": "Katıl", "ru": "Присоединиться"},
    "lobby.leave": {"en": "Leave", "tr": "Ayrıl", "ru": "Выйти"},
    "lobby.start": {"en": "Start", "tr": "Başlat", "ru": "Начать"},
    "lobby.cancel": {"en": "Cancel", "tr": "İptal", "ru": "Отменить"},
    "lobby.expired": {
        "en": "Nobody started this game in time, so the lobby has closed.",
        "tr": "Bu oyun zamanında başlatılmadı, bu yüzden lobi kapandı.",
        "ru": "Игру не начали вовремя, поэтому лобби закрыто.",
    },
    "lobby.cancelled": {
        "en": "The host cancelled this game.",
        "tr": "Ev sahibi bu oyunu iptal etti.",
        "ru": "Хозяин отменил эту игру.",
    },
    "lobby.closed": {
        "en": "This lobby is closed.",
        "tr": "Bu lobi kapalı.",
        "ru": "Это лобби закрыто.",
    },
    "lobby.already_in": {
        "en": "You have already joined this game.",
        "tr": "Bu oyuna zaten katıldın.",
        "ru": "Вы уже в этой игре.",
    },
    "lobby.full": {
        "en": "This game is full.",
        "tr": "Bu oyun dolu.",
        "ru": "В этой игре нет свободных мест.",
    },
    "lobby.host_cannot_leave": {
        "en": "You are the host: use Cancel to close the game instead.",
        "tr": "Ev sahibi sensin: oyunu kapatmak için İptal'i kullan.",
        "ru": "Вы хозяин: чтобы закрыть игру, нажмите «Отменить».",
    },
    "lobby.not_in": {
        "en": "You are not in this lobby.",
        "tr": "Bu lobide değilsin.",
        "ru": "Вас нет в этом лобби.",
    },
    "lobby.host_only": {
        "en": "Only the host can do that.",
        "tr": "Bunu yalnızca ev sahibi yapabilir.",
        "ru": "Это может сделать только хозяин.",
    },
    "lobby.not_enough": {
        "en": "At least {min} players are needed to start.",
        "tr": "Başlamak için en az {min} oyuncu gerekiyor.",
        "ru": "Для начала нужно не меньше {min} игроков.",
    },
    "lobby.bad_opponent": {
        "en": "You can challenge another person, not yourself or a bot.",
        "tr": "Kendine ya da bir bota değil, başka bir kişiye meydan okuyabilirsin.",
        "ru": "Вызвать можно другого человека, а не себя или бота.",
    },
    "lobby.too_many_computers": {
        "en": "Too many computer players: this game seats at most {max}.",
        "tr": "Çok fazla bilgisayar oyuncusu: bu oyun en fazla {max} kişiliktir.",
        "ru": "Слишком много компьютерных игроков: в этой игре не больше {max} мест.",
    },
    "challenge.title": {
        "en": "{game}: challenge",
        "tr": "{game}: meydan okuma",
        "ru": "{game}: вызов",
    },
    "challenge.body": {
        "en": "{host} challenges {opponent}.",
        "tr": "{host}, {opponent} kişisine meydan okuyor.",
        "ru": "{host} вызывает {opponent}.",
    },
    "challenge.accept": {"en": "Accept", "tr": "Kabul et", "ru": "Принять"},
    "challenge.decline": {"en": "Decline", "tr": "Reddet", "ru": "Отклонить"},
    "challenge.declined": {
        "en": "The challenge was declined.",
        "tr": "Meydan okuma reddedildi.",
        "ru": "Вызов отклонён.",
    },
    "challenge.not_you": {
        "en": "This challenge is for {opponent}.",
        "tr": "Bu meydan okuma {opponent} için.",
        "ru": "Этот вызов адресован {opponent}.",
    },
    # --- /games, /help, /settings ---
    "games.none": {
        "en": "You are not in any open or running game.",
        "tr": "Açık ya da süren hiçbir oyunda değilsin.",
        "ru": "Вы не участвуете ни в одной открытой или идущей игре.",
    },
    "games.title": {"en": "Your games", "tr": "Oyunların", "ru": "Ваши игры"},
    "games.line": {
        "en": "**{game}** #{id}: {status} · [jump]({link})",
        "tr": "**{game}** #{id}: {status} · [git]({link})",
        "ru": "**{game}** #{id}: {status} · [перейти]({link})",
    },
    "status.lobby": {"en": "waiting for players", "tr": "oyuncu bekleniyor", "ru": "ждёт игроков"},
    "status.running": {"en": "in progress", "tr": "sürüyor", "ru": "идёт"},
    "status.finished": {"en": "finished", "tr": "bitti", "ru": "окончена"},
    "status.cancelled": {"en": "cancelled", "tr": "iptal edildi", "ru": "отменена"},
    "status.abandoned": {"en": "abandoned", "tr": "yarıda bırakıldı", "ru": "брошена"},
    "help.title": {"en": "Tabletop games", "tr": "Masa oyunları", "ru": "Настольные игры"},
    "help.overview": {
        "en": "Play together in this channel: open a game with its command, others join with the buttons. "
        "Games: {games}.\n`/help game:<name>` gives the rules summary, `/games` lists your games, "
        "`/settings` sets your language and DM copies.\nIf this server uses private threads for hands "
        "(`/settings private_threads`), remember that server moderators can open private threads.",
        "tr": "Bu kanalda birlikte oynayın: bir oyunu komutuyla açın, diğerleri düğmelerle katılır. "
        "Oyunlar: {games}.\n`/help game:<ad>` kuralların özetini verir, `/games` oyunlarını listeler, "
        "`/settings` dilini ve DM kopyalarını ayarlar.\nBu sunucu eller için özel alt başlık kullanıyorsa "
        "(`/settings private_threads`), sunucu moderatörlerinin özel alt başlıkları açabildiğini unutma.",
        "ru": "Играйте вместе в этом канале: откройте игру её командой, остальные присоединяются кнопками. "
        "Игры: {games}.\n`/help game:<название>` покажет краткие правила, `/games` — ваши игры, "
        "`/settings` — язык и копии в ЛС.\nЕсли на сервере руки показываются в приватных ветках "
        "(`/settings private_threads`), помните: модераторы сервера могут открывать приватные ветки.",
    },
    "help.unknown": {
        "en": "I do not know a game called “{game}”.",
        "tr": "“{game}” adında bir oyun bilmiyorum.",
        "ru": "Я не знаю игры «{game}».",
    },
    "settings.language.set": {
        "en": "Done: I will answer you in English.",
        "tr": "Tamam: sana Türkçe cevap vereceğim.",
        "ru": "Готово: буду отвечать вам по-русски.",
    },
    "settings.threads.on": {
        "en": "Private threads are on: in new games with hidden cards each player gets a private thread here "
        "with their hand and live buttons. Moderators can open private threads.",
        "tr": "Özel alt başlıklar açık: gizli kartlı yeni oyunlarda her oyuncu burada elini ve canlı düğmeleri "
        "içeren özel bir alt başlık alır. Moderatörler özel alt başlıkları açabilir.",
        "ru": "Приватные ветки включены: в новых играх со скрытыми картами каждый игрок получит здесь "
        "приватную ветку со своей рукой и живыми кнопками. Модераторы могут открывать приватные ветки.",
    },
    "settings.threads.off": {
        "en": "Private threads are off: hands are shown with the “Show my hand” button (and DM copies).",
        "tr": "Özel alt başlıklar kapalı: eller “Elimi göster” düğmesiyle (ve DM kopyalarıyla) gösterilir.",
        "ru": "Приватные ветки выключены: руки показываются кнопкой «Показать мою руку» (и копиями в ЛС).",
    },
    "settings.threads.missing": {
        "en": "Saved, but in this channel I lack {permissions}: until a moderator grants it, players here get "
        "the “Show my hand” view instead.",
        "tr": "Kaydedildi, ama bu kanalda şu iznim yok: {permissions}. Bir moderatör verene dek buradaki "
        "oyuncular “Elimi göster” görünümünü kullanır.",
        "ru": "Сохранено, но в этом канале у меня нет права: {permissions}. Пока модератор его не выдаст, "
        "игроки здесь пользуются кнопкой «Показать мою руку».",
    },
    "deck.cmd.name": {"en": "deck", "tr": "deste", "ru": "колода"},
    "deck.cmd.desc": {"en": "Your own decks for the card games", "tr": "Kart oyunları için kendi destelerin",
                      "ru": "Ваши колоды для карточных игр"},
    "deck.cmd.import.name": {"en": "import", "tr": "ekle", "ru": "импорт"},
    "deck.cmd.import.desc": {"en": "Save a deck from a plain-text list (one card a line: “3 Ash Rat”)",
                             "tr": "Düz metin listeden bir deste kaydet (satır başına bir kart: “3 Kül Sıçanı”)",
                             "ru": "Сохранить колоду из текстового списка (по карте в строке: «3 Пепельная крыса»)"},
    "deck.cmd.list.name": {"en": "list", "tr": "liste", "ru": "список"},
    "deck.cmd.list.desc": {"en": "Your saved decks", "tr": "Kayıtlı destelerin", "ru": "Ваши сохранённые колоды"},
    "deck.cmd.delete.name": {"en": "delete", "tr": "sil", "ru": "удалить"},
    "deck.cmd.delete.desc": {"en": "Delete one of your decks", "tr": "Destelerinden birini sil",
                             "ru": "Удалить одну из ваших колод"},
    "deck.cmd.game.name": {"en": "game", "tr": "oyun", "ru": "игра"},
    "deck.cmd.game.desc": {"en": "Which card game the deck is for", "tr": "Destenin hangi kart oyunu için olduğu",
                           "ru": "Для какой карточной игры колода"},
    "deck.cmd.deck.name": {"en": "name", "tr": "ad", "ru": "название"},
    "deck.cmd.deck.desc": {"en": "The deck's name (letters, digits, spaces)",
                           "tr": "Destenin adı (harf, rakam, boşluk)",
                           "ru": "Название колоды (буквы, цифры, пробелы)"},
    "deck.form.title": {"en": "Deck “{name}”", "tr": "“{name}” destesi", "ru": "Колода «{name}»"},
    "deck.form.label": {"en": "Deck list", "tr": "Deste listesi", "ru": "Список колоды"},
    "deck.form.placeholder": {"en": "3 Ash Rat\n2x Old Grizzly\nFirestorm",
                              "tr": "3 Kül Sıçanı\n2x Yaşlı Boz Ayı\nAteş Fırtınası",
                              "ru": "3 Пепельная крыса\n2x Старый гризли\nОгненная буря"},
    "deck.no_game": {"en": "“{game}” is not a game you can bring your own deck to.",
                     "tr": "“{game}” kendi desteni getirebileceğin bir oyun değil.",
                     "ru": "В игру «{game}» нельзя принести свою колоду."},
    "deck.bad_name": {"en": "Give the deck a name with letters or digits.",
                      "tr": "Desteye harf ya da rakam içeren bir ad ver.",
                      "ru": "Дайте колоде название из букв или цифр."},
    "deck.refused": {"en": "“{name}” was not saved:",
                     "tr": "“{name}” kaydedilmedi:", "ru": "Колода «{name}» не сохранена:"},
    "deck.more_problems": {"en": "…and {n} more.", "tr": "…ve {n} tane daha.", "ru": "…и ещё {n}."},
    "deck.err.unknown": {"en": "line {line}: no card called “{text}”", "tr": "satır {line}: “{text}” adında kart yok",
                         "ru": "строка {line}: нет карты «{text}»"},
    "deck.err.too_long": {"en": "the list has more than {most} lines", "tr": "listede {most} satırdan fazlası var",
                          "ru": "в списке больше {most} строк"},
    "deck.err.size": {"en": "the deck has {n} cards; it needs exactly {size}",
                      "tr": "destede {n} kart var; tam {size} olmalı",
                      "ru": "в колоде {n} карт; нужно ровно {size}"},
    "deck.err.copies": {"en": "{n} copies of {card}; at most {most}", "tr": "{card} kartından {n} tane; en çok {most}",
                        "ru": "{card}: {n} копии; не больше {most}"},
    "deck.saved": {"en": "Saved “{name}” ({n} cards) for {game}: choose it when a game asks for your deck.",
                   "tr": "{game} için “{name}” ({n} kart) kaydedildi: oyun desteni sorduğunda onu seç.",
                   "ru": "Колода «{name}» (карт: {n}) для игры «{game}» сохранена: выберите её, когда игра "
                         "спросит колоду."},
    "deck.full": {"en": "You already have {most} decks for this game: delete one first.",
                  "tr": "Bu oyun için zaten {most} destin var: önce birini sil.",
                  "ru": "У вас уже {most} колод для этой игры: сначала удалите одну."},
    "deck.none": {"en": "You have no saved decks. `/deck import` saves one.",
                  "tr": "Kayıtlı desten yok. `/deck import` ile kaydedebilirsin.",
                  "ru": "У вас нет сохранённых колод. Сохранить: `/deck import`."},
    "deck.line": {"en": "{game}: “{name}” ({n} cards)",
                  "tr": "{game}: “{name}” ({n} kart)", "ru": "{game}: «{name}» (карт: {n})"},
    "deck.deleted": {"en": "Deleted “{name}”.", "tr": "“{name}” silindi.", "ru": "Колода «{name}» удалена."},
    "deck.not_found": {"en": "You have no deck called “{name}” for that game.",
                       "tr": "O oyun için “{name}” adında destin yok.",
                       "ru": "У вас нет колоды «{name}» для этой игры."},
    "page.more": {
        "en": "More choices ({page}/{pages})",
        "tr": "Diğer seçenekler ({page}/{pages})",
        "ru": "Ещё варианты ({page}/{pages})",
    },
    "err.manage_guild": {
        "en": "Only members who can manage this server may change that.",
        "tr": "Bunu yalnızca bu sunucuyu yönetebilen üyeler değiştirebilir.",
        "ru": "Это могут менять только участники с правом управлять сервером.",
    },
    "settings.threads.guild_only": {
        "en": "Private threads are a server setting: use this command in a server.",
        "tr": "Özel alt başlıklar bir sunucu ayarıdır: bu komutu bir sunucuda kullan.",
        "ru": "Приватные ветки — настройка сервера: используйте команду на сервере.",
    },
    "cmd.settings.threads.name": {"en": "private_threads", "tr": "özel_alt_başlıklar", "ru": "приватные_ветки"},
    "cmd.settings.threads.desc": {
        "en": "Server: give each player a private thread with their hand (needs Manage Server)",
        "tr": "Sunucu: her oyuncuya elini içeren özel bir alt başlık ver (Sunucuyu Yönet gerekir)",
        "ru": "Сервер: приватная ветка с рукой для каждого игрока (нужно право «Управлять сервером»)",
    },
    "settings.dms.on": {
        "en": "DM copies are on: your private views also arrive by DM.",
        "tr": "DM kopyaları açık: özel görünümlerin DM olarak da gelecek.",
        "ru": "Копии в ЛС включены: ваши скрытые карты будут приходить и в ЛС.",
    },
    "settings.dms.off": {
        "en": "DM copies are off: use the “Show my hand” button.",
        "tr": "DM kopyaları kapalı: “Elimi göster” düğmesini kullan.",
        "ru": "Копии в ЛС выключены: пользуйтесь кнопкой «Показать мою руку».",
    },
    # --- command names and descriptions (through the Translator) ---
    "cmd.games.name": {"en": "games", "tr": "oyunlar", "ru": "игры"},
    "cmd.games.desc": {
        "en": "List your open and running games",
        "tr": "Açık ve süren oyunlarını listele",
        "ru": "Список ваших открытых и идущих игр",
    },
    "cmd.help.name": {"en": "help", "tr": "yardım", "ru": "помощь"},
    "cmd.help.desc": {
        "en": "How to play, and the rules of each game",
        "tr": "Nasıl oynanır ve her oyunun kuralları",
        "ru": "Как играть и правила каждой игры",
    },
    "cmd.help.game.name": {"en": "game", "tr": "oyun", "ru": "игра"},
    "cmd.help.game": {
        "en": "The game whose rules you want",
        "tr": "Kurallarını görmek istediğin oyun",
        "ru": "Игра, правила которой нужны",
    },
    "cmd.settings.name": {"en": "settings", "tr": "ayarlar", "ru": "настройки"},
    "cmd.settings.desc": {
        "en": "Your language and DM preferences",
        "tr": "Dil ve DM tercihlerin",
        "ru": "Ваш язык и настройки ЛС",
    },
    "cmd.settings.language.name": {"en": "language", "tr": "dil", "ru": "язык"},
    "cmd.settings.language.desc": {
        "en": "Choose the language the bot answers you in",
        "tr": "Botun sana cevap vereceği dili seç",
        "ru": "Выберите язык, на котором бот отвечает вам",
    },
    "cmd.settings.language.arg": {
        "en": "A language, or Auto to follow your Discord client",
        "tr": "Bir dil ya da Discord istemcini izlemek için Otomatik",
        "ru": "Язык или «Авто», чтобы следовать клиенту Discord",
    },
    "cmd.settings.language.auto": {"en": "Auto (follow Discord)", "tr": "Otomatik (Discord'u izle)",
                                   "ru": "Авто (как в Discord)"},
    "cmd.settings.dms.name": {"en": "dms", "tr": "dm", "ru": "лс"},
    "cmd.settings.dms.desc": {
        "en": "Also send your private views (hands) by DM",
        "tr": "Özel görünümlerini (elini) DM ile de gönder",
        "ru": "Также присылать ваши скрытые карты в ЛС",
    },
    "cmd.settings.dms.arg": {
        "en": "On or off",
        "tr": "Açık ya da kapalı",
        "ru": "Включить или выключить",
    },
    "cmd.enabled.name": {"en": "enabled", "tr": "açık", "ru": "включено"},
    # --- abort by agreement ---
    "abort.none": {"en": "You have no running game in this channel.", "tr": "Bu kanalda süren bir oyunun yok.",
                   "ru": "У вас нет идущей игры в этом канале."},
    "abort.voted": {"en": "Noted: the game is cancelled once every player agrees with `/abort`.",
                    "tr": "Not edildi: her oyuncu `/abort` ile onaylayınca oyun iptal edilir.",
                    "ru": "Принято: игра отменится, когда все игроки согласятся через `/abort`."},
    "abort.pending": {"en": "🛑 {who} asked to cancel this game; the others can agree with `/abort`.",
                      "tr": "🛑 {who} bu oyunun iptalini istedi; diğerleri `/abort` ile onaylayabilir.",
                      "ru": "🛑 {who} предлагает отменить игру; остальные могут согласиться через `/abort`."},
    "abort.done": {"en": "🛑 Cancelled by agreement: no result, stakes refunded.",
                   "tr": "🛑 Anlaşmayla iptal edildi: sonuç yok, bahisler iade edildi.",
                   "ru": "🛑 Отменено по согласию: без результата, ставки возвращены."},
    "cmd.abort.name": {"en": "abort", "tr": "iptal", "ru": "отмена"},
    "cmd.abort.desc": {"en": "Cancel your game in this channel (every player must agree)",
                       "tr": "Bu kanaldaki oyununu iptal et (her oyuncu onaylamalı)",
                       "ru": "Отменить вашу игру в этом канале (нужно согласие всех)"},
    # --- chips ---
    "chips.insufficient": {
        "en": "You do not have enough chips for this stake (see `/chips balance`).",
        "tr": "Bu bahis için yeterli fişin yok (`/chips balance`).",
        "ru": "Для этой ставки не хватает фишек (см. `/chips balance`).",
    },
    "chips.insufficient_start": {
        "en": "The game cannot start: {who} no longer has the chips for the stake.",
        "tr": "Oyun başlayamıyor: {who} artık bahis için yeterli fişe sahip değil.",
        "ru": "Игра не может начаться: у {who} больше нет фишек на ставку.",
    },
    "chips.balance": {"en": "You have **{balance}** chips.", "tr": "**{balance}** fişin var.",
                      "ru": "У вас **{balance}** фишек."},
    "chips.daily": {"en": "Here are your {amount} daily chips: you now have **{balance}**.",
                    "tr": "Günlük {amount} fişin burada: artık **{balance}** fişin var.",
                    "ru": "Ваши ежедневные {amount} фишек: теперь у вас **{balance}**."},
    "chips.daily_done": {"en": "You already took today's chips. Come back tomorrow (UTC).",
                         "tr": "Bugünün fişlerini zaten aldın. Yarın (UTC) tekrar gel.",
                         "ru": "Сегодняшние фишки уже получены. Приходите завтра (UTC)."},
    "cmd.chips.name": {"en": "chips", "tr": "fis", "ru": "фишки"},
    "cmd.chips.desc": {"en": "Your virtual chips for staked games", "tr": "Bahisli oyunlar için sanal fişlerin",
                       "ru": "Ваши виртуальные фишки для игр на ставку"},
    "cmd.chips.balance.name": {"en": "balance", "tr": "bakiye", "ru": "баланс"},
    "cmd.chips.balance.desc": {"en": "How many chips you have", "tr": "Kaç fişin var",
                               "ru": "Сколько у вас фишек"},
    "cmd.chips.daily.name": {"en": "daily", "tr": "gunluk", "ru": "ежедневно"},
    "cmd.chips.daily.desc": {"en": "Take your daily allowance of chips", "tr": "Günlük fiş payını al",
                             "ru": "Получить ежедневные фишки"},
    # --- turns, pings and the pipeline's answers ---
    "turn.waiting": {"en": "Waiting for {who}", "tr": "Sıra bekleniyor: {who}", "ru": "Ждём: {who}"},
    "turn.thinking": {"en": "🤖 {who} is thinking…", "tr": "🤖 {who} düşünüyor…", "ru": "🤖 {who} думает…"},
    "turn.ping": {"en": "{who}, it's your move in {game}.", "tr": "{who}, {game} oyununda sıra sende.",
                  "ru": "{who}, ваш ход в игре «{game}»."},
    "turn.dm": {"en": "It's your move in {game}: {link}", "tr": "{game} oyununda sıra sende: {link}",
                "ru": "Ваш ход в игре «{game}»: {link}"},
    "err.busy": {"en": "The bot is busy right now and nothing was changed. Please try again in a moment.",
                 "tr": "Bot şu an meşgul, hiçbir şey değişmedi. Birazdan tekrar dene.",
                 "ru": "Бот сейчас занят, ничего не изменилось. Попробуйте ещё раз чуть позже."},
    "err.stale_retry": {"en": "The game moved on while you clicked; nothing was changed. Look at the board and "
                              "try again.",
                        "tr": "Sen tıklarken oyun ilerledi; hiçbir şey değişmedi. Tahtaya bakıp tekrar dene.",
                        "ru": "Пока вы нажимали, игра продвинулась; ничего не изменилось. Посмотрите на доску и "
                              "попробуйте снова."},
    "err.post_failed": {"en": "I could not post the game in this channel, so it was cancelled. Check that I may "
                              "send messages and attach files here.",
                        "tr": "Oyunu bu kanala gönderemedim, bu yüzden iptal edildi. Burada mesaj ve dosya "
                              "gönderme iznim olduğundan emin ol.",
                        "ru": "Не получилось опубликовать игру в этом канале, поэтому она отменена. Проверьте, что "
                              "у меня есть право отправлять сообщения и файлы."},
    "settings.turn_dm.on": {"en": "Turn DMs are on: I will DM you when a game is waiting for you.",
                            "tr": "Sıra DM'leri açık: bir oyun seni beklediğinde DM atacağım.",
                            "ru": "Уведомления в ЛС включены: напишу вам, когда игра будет ждать вашего хода."},
    "settings.turn_dm.off": {"en": "Turn DMs are off: the channel mention is your notice.",
                             "tr": "Sıra DM'leri kapalı: kanaldaki etiket sana haber verir.",
                             "ru": "Уведомления в ЛС выключены: о ходе сообщит упоминание в канале."},
    "cmd.settings.turn_dm.name": {"en": "turn_dm", "tr": "sira_dm", "ru": "ход_лс"},
    "cmd.settings.turn_dm.desc": {"en": "Also get a DM when a game is waiting for your move",
                                  "tr": "Bir oyun hamleni beklediğinde DM de al",
                                  "ru": "Получать сообщение в ЛС, когда игра ждёт вашего хода"},
    "board.reposted": {"en": "That board was deleted, so I posted it again: {link}",
                       "tr": "O tahta silinmişti, yeniden gönderdim: {link}",
                       "ru": "Это сообщение с доской удалили, поэтому я опубликовал его заново: {link}"},
    "log.button": {"en": "Log", "tr": "Kayıt", "ru": "Журнал"},
    "log.title": {"en": "{game} #{id}: what happened", "tr": "{game} #{id}: neler oldu",
                  "ru": "{game} №{id}: что произошло"},
    "log.empty": {"en": "Nothing has happened yet.", "tr": "Henüz bir şey olmadı.", "ru": "Пока ничего не произошло."},
    "log.seed": {"en": "Seed {seed} (SHA-256 starts {digest}, as logged at the start)",
                 "tr": "Tohum {seed} (SHA-256 başı {digest}, başta kaydedildiği gibi)",
                 "ru": "Зерно {seed} (SHA-256 начинается с {digest}, как записано в начале)"},
    "history.none": {"en": "You have no finished game in this channel.", "tr": "Bu kanalda bitmiş bir oyunun yok.",
                     "ru": "У вас нет завершённых игр в этом канале."},
    "cmd.history.name": {"en": "history", "tr": "gecmis", "ru": "история"},
    "cmd.history.desc": {"en": "The log of your last finished game here (or of the game with this number)",
                         "tr": "Buradaki son bitmiş oyununun (ya da bu numaralı oyunun) kaydı",
                         "ru": "Журнал вашей последней завершённой игры здесь (или игры с этим номером)"},
    "cmd.history.game.name": {"en": "game", "tr": "oyun", "ru": "игра"},
    "cmd.history.game.desc": {"en": "A game's number (from its log)", "tr": "Oyunun numarası (kaydından)",
                              "ru": "Номер игры (из её журнала)"},
}
