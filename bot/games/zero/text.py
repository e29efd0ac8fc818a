"""Knowing Zero text in English, Turkish and Russian."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural

STRINGS: dict[str, dict[str, Text]] = {
    "zk.title": {"en": "Knowing Zero", "tr": "Sıfırı Bilmek", "ru": "Познание нуля"},
    "zk.help": {
        "en": "**How to play**\n"
        "• You both start at 30 points: bring yours down to **zero** first. You come closer by destroying enemy "
        "units in battle, each by its Value.\n"
        "• Press **Show my hand** to see your cards and choose a deck (Wildlands is an easy first one).\n"
        "• On your turn, **draw 2 cards** or **attack** with 1-5 units from your hand.\n"
        "• The defender accepts with 1-5 units of their own, or refuses: then the attacker comes 1 closer to zero "
        "for each attacking unit.\n"
        "• In a battle, play events and abilities or pass; then aim every unit at an enemy and **Lock in**. All "
        "damage lands at once.\n"
        "• The 👉 line on the board and in your hand says what you can do now; **📖 Cards** shows any card you "
        "can see, whole.\n\n"
        "**A turn** (house rules: this bot's design; the numbers are settings of `/zero new`: score, hand, draw, "
        "rounds): choose one of three decks of 30 cards (or your own, `/deck import`); your score starts at 30, 6 "
        "cards each, a die roll picks who starts. On your turn you may put one abstraction into play, then **draw "
        "2** or **attack** with 1-5 units from hand, attaching ability cards to them. The defender accepts with "
        "1-5 units or **refuses**: then the attacker's score drops by the number of attacking units.\n\n"
        "**Battle**, up to 5 rounds: events and abilities in turn, attacker first, until both pass in a row; then "
        "both aim every unit at an enemy in secret, the aims are revealed together, and all damage lands at once. "
        "A unit whose Life reaches 0 is destroyed. After the battle each score drops by the Value of the enemy "
        "units destroyed; survivors go back to hand healed.\n\n"
        "**How a game ends** (the author's rules: they always hold): after a battle play goes on in the same order. "
        "A player at zero wins; if both reach zero after a battle, its winner wins, and a drawn battle (both armies "
        "destroyed) is then a draw. Three drawn battles in a row: a draw. Counting stops at zero. Either player may "
        "offer a draw at any time. A player whose deck is used up must attack every turn; when both decks are used "
        "up and both players refuse battle three times in a row, it is a draw. Destroying every unit of a player "
        "whose whole deck is in hand wins. Disputes: `/zero dispute` rolls a die for each player, the higher roll "
        "decides.\n\n"
        "**Fine rules**: guards must be attacked first while one stands; armour takes the first points of each hit; "
        "sweep also hits every other enemy unit; regeneration heals at the end of each round. Markers on the "
        "table: blue = used this battle, green = helped, yellow = hindered. Every decision has a clock "
        "(`turn_seconds`, 2 min by default; none against the computer unless the opener sets one): when it runs "
        "out, the default is taken (the default aim, a pass, Done, or the computer's choice). Opening 📖 Cards with "
        "less than a minute left of your decision raises it to a minute, once per decision. Your own deck: 30 "
        "cards, at most 3 copies of a card, at least 10 units.\n\n"
        "*An unofficial fan implementation: the cards and the house rules are this bot's own.*",
        "tr": "**Nasıl oynanır**\n"
        "• İkiniz de 30 puanla başlarsınız: puanını **sıfıra** ilk indiren kazanır. Savaşta düşman birimlerini yok "
        "ettikçe, her birinin Değeri kadar sıfıra yaklaşırsın.\n"
        "• Kartlarını görmek ve bir deste seçmek için **Elimi göster**'e bas (ilk oyun için Vahşi Topraklar kolay "
        "bir destedir).\n"
        "• Sıran gelince **2 kart çek** ya da elindeki 1-5 birimle **saldır**.\n"
        "• Savunan kendi 1-5 birimiyle kabul eder ya da reddeder: o zaman saldıran, saldıran her birim için sıfıra "
        "1 yaklaşır.\n"
        "• Savaşta olay ve yetenek oyna ya da pas geç; sonra her birimini bir düşmana yönelt ve **Kilitle**'ye bas. "
        "Tüm hasar aynı anda işler.\n"
        "• Tahtadaki ve elindeki 👉 satırı şu an ne yapabileceğini söyler; **📖 Kartlar** görebildiğin her kartı "
        "baştan sona gösterir.\n\n"
        "**Bir tur** (ev kuralları: bu botun tasarımı; sayılar `/zero new` ayarlarıdır: puan, el, çekiş, tur): 30 "
        "kartlık üç desteden birini (ya da `/deck import` ile kendi desteni) seç; puanın 30'dan başlar, herkes 6 "
        "kart çeker, kimin başlayacağını zar belirler. Sıranda bir soyutlama kartını oyuna koyabilir, sonra **2 "
        "kart çeker** ya da elindeki 1-5 birimle, onlara yetenek kartları takarak **saldırırsın**. Savunan 1-5 "
        "birimle kabul eder ya da **reddeder**: o zaman saldıranın puanı saldıran birim sayısı kadar düşer.\n\n"
        "**Savaş** en çok 5 tur sürer: önce saldıran başlamak üzere sırayla olay ve yetenek kartları, ikisi de art "
        "arda pas geçene dek; sonra iki oyuncu da her birimini gizlice bir düşmana yöneltir, seçimler birlikte "
        "açılır ve tüm hasar aynı anda işler. Canı 0'a inen birim yok olur. Savaştan sonra herkesin puanı yok "
        "ettiği düşman birimlerinin Değeri kadar düşer; sağ kalanlar iyileşip ele döner.\n\n"
        "**Oyun nasıl biter** (yazarın kuralları: her zaman geçerli): bir savaştan sonra oyun aynı sırayla sürer. "
        "Sıfıra inen kazanır; bir savaştan sonra ikisi birden sıfıra inerse savaşı kazanan kazanır, berabere biten "
        "savaşta (iki ordu da yok olursa) oyun berabere biter. Art arda üç berabere savaş: beraberlik. Sayım "
        "sıfırda durur. Oyunculardan biri her an beraberlik önerebilir. Destesi biten oyuncu her turunda saldırmak "
        "zorundadır; iki deste de bitip iki oyuncu da üst üste üç kez savaşı reddederse oyun berabere biter. Bütün "
        "destesi elinde olan oyuncunun tüm birimlerini yok eden kazanır. Anlaşmazlıkta `/zero dispute` her oyuncu "
        "için zar atar, yüksek atan karar verir.\n\n"
        "**İnce kurallar**: ayakta muhafız varken önce ona saldırılmalıdır; zırh her vuruşun ilk puanlarını emer; "
        "süpürme diğer her düşman birime de vurur; yenilenme her turun sonunda iyileştirir. Masadaki işaretler: "
        "mavi = bu savaşta kullanıldı, yeşil = güçlendi, sarı = zayıfladı. Her kararın bir süresi vardır "
        "(`turn_seconds`, varsayılan 2 dk; açan ayarlamadıkça bilgisayara karşı yok): süre dolunca varsayılan "
        "seçilir (varsayılan hedef, pas, Tamam ya da bilgisayarın seçimi). Kararına bir dakikadan az kalmışken 📖 "
        "Kartlar'ı açarsan süren bir dakikaya çıkar, her kararda bir kez. Kendi desten: 30 kart, bir karttan en "
        "çok 3 kopya, en az 10 birim.\n\n"
        "*Resmî olmayan bir hayran uyarlaması: kartlar ve ev kuralları bu botun kendi tasarımıdır.*",
        "ru": "**Как играть**\n"
        "• У обоих в начале 30 очков: первым доведите свой счёт до **нуля**. Ближе к нулю вы становитесь, "
        "уничтожая вражеские отряды в сражении, — на Ценность каждого.\n"
        "• Нажмите **Показать мою руку**, чтобы увидеть свои карты и выбрать колоду (для первой партии проще всего "
        "«Дикие земли»).\n"
        "• В свой ход **возьмите 2 карты** или **атакуйте** 1-5 отрядами с руки.\n"
        "• Защитник принимает бой 1-5 своими отрядами или отказывается: тогда атакующий становится на 1 ближе к "
        "нулю за каждый атакующий отряд.\n"
        "• В сражении играйте события и способности или пасуйте; затем назначьте каждому отряду цель и нажмите "
        "**Зафиксировать**. Весь урон наносится одновременно.\n"
        "• Строка 👉 на доске и в руке подсказывает, что можно сделать сейчас; **📖 Карты** показывают целиком "
        "любую карту, которую вы видите.\n\n"
        "**Ход** (домашние правила: замысел этого бота; числа задаются в `/zero new`: счёт, рука, добор, раунды): "
        "выберите одну из трёх колод по 30 карт (или свою, `/deck import`); счёт начинается с 30, у каждого 6 "
        "карт, кто начинает, решает бросок кубика. В свой ход можно ввести в игру одну абстракцию, затем **взять 2 "
        "карты** или **атаковать** 1-5 отрядами с руки, прикрепив к ним карты способностей. Защитник принимает бой "
        "1-5 отрядами или **отказывается**: тогда счёт атакующего уменьшается на число атакующих отрядов.\n\n"
        "**Сражение** — до 5 раундов: по очереди, начиная с атакующего, события и способности, пока оба не спасуют "
        "подряд; затем оба тайно назначают каждому отряду цель, назначения открываются вместе, и весь урон "
        "наносится одновременно. Отряд, у которого Жизнь дошла до 0, уничтожен. После сражения счёт каждого "
        "уменьшается на Ценность уничтоженных им вражеских отрядов; выжившие возвращаются на руку исцелёнными.\n\n"
        "**Как заканчивается партия** (правила автора: действуют всегда): после сражения игра продолжается в том "
        "же порядке. Дошедший до нуля побеждает; если после сражения до нуля дошли оба, побеждает победитель этого "
        "сражения, а при ничейном сражении (обе армии уничтожены) — ничья. Три ничейных сражения подряд — ничья. "
        "Счёт останавливается на нуле. Любой игрок может в любой момент предложить ничью. Игрок, у которого "
        "закончилась колода, обязан атаковать каждый ход; когда закончились обе колоды и оба игрока трижды подряд "
        "отказываются от боя, — ничья. Уничтоживший все отряды игрока, вся колода которого на руке, побеждает. "
        "Споры: `/zero dispute` бросает кубик за каждого игрока, решает выбросивший больше.\n\n"
        "**Тонкости**: пока стоит страж, атаковать нужно сначала его; броня поглощает первые единицы каждого "
        "удара; размах бьёт ещё и по каждому другому вражескому отряду; регенерация лечит в конце раунда. Метки на "
        "столе: синяя — использовано в этом сражении, зелёная — усилен, жёлтая — ослаблен. У каждого решения есть "
        "время (`turn_seconds`, по умолчанию 2 мин; против компьютера — нет, если открывший партию его не задал): "
        "когда оно выходит, выбирается вариант по умолчанию (цель по умолчанию, пас, «Готово» или выбор "
        "компьютера). Если открыть 📖 Карты, когда на решение осталось меньше минуты, время поднимется до минуты — "
        "один раз за решение. Своя колода: 30 карт, не больше 3 копий одной карты, не меньше 10 отрядов.\n\n"
        "*Неофициальная любительская реализация: карты и домашние правила придуманы для этого бота.*",
    },
    # --- commands ----------------------------------------------------------------------------------------------
    "zk.cmd.name": {"en": "zero", "tr": "zero", "ru": "zero"},
    "zk.cmd.desc": {"en": "Knowing Zero: the battle card game", "tr": "Sıfırı Bilmek: savaş kart oyunu",
                    "ru": "Познание нуля: боевая карточная игра"},
    "zk.cmd.new.name": {"en": "new", "tr": "yeni", "ru": "новая"},
    "zk.cmd.new.desc": {"en": "Open a game of Knowing Zero", "tr": "Bir Sıfırı Bilmek oyunu aç",
                        "ru": "Открыть партию в «Познание нуля»"},
    "zk.cmd.opponent.name": {"en": "opponent", "tr": "rakip", "ru": "соперник"},
    "zk.cmd.opponent.desc": {"en": "Challenge this member (empty: anyone may join)",
                             "tr": "Bu üyeye meydan oku (boş: herkes katılabilir)",
                             "ru": "Вызвать этого участника (пусто: может присоединиться любой)"},
    "zk.cmd.computer.name": {"en": "computer", "tr": "bilgisayar", "ru": "компьютер"},
    "zk.cmd.computer.desc": {"en": "Play against the computer", "tr": "Bilgisayara karşı oyna",
                             "ru": "Играть против компьютера"},
    "zk.cmd.score.name": {"en": "score", "tr": "puan", "ru": "счёт"},
    "zk.cmd.score.desc": {"en": "Starting score, the points to bring down to zero (20-60, default 30)",
                          "tr": "Başlangıç puanı, sıfıra indirilecek puan (20-60, varsayılan 30)",
                          "ru": "Начальный счёт — очки, которые нужно довести до нуля (20-60, по умолчанию 30)"},
    "zk.cmd.timeout.name": {"en": "turn_seconds", "tr": "tur_saniye", "ru": "секунд_на_ход"},
    "zk.cmd.timeout.desc": {"en": "Seconds a decision, then the default is taken (30-900; default 120, none vs "
                                  "computer)",
                            "tr": "Karar başına saniye, sonra varsayılan seçilir (30-900; varsayılan 120, bilgisayara "
                                  "karşı yok)",
                            "ru": "Секунд на решение, потом выбор по умолчанию (30-900; обычно 120, против "
                                  "компьютера — нет)"},
    "zk.cmd.dispute.name": {"en": "dispute", "tr": "anlaşmazlık", "ru": "спор"},
    "zk.cmd.dispute.desc": {"en": "Settle a rules question: a die for you and a die for the other player",
                            "tr": "Bir kural sorusunu çöz: sana ve diğer oyuncuya birer zar",
                            "ru": "Решить спорный вопрос: кубик вам и кубик другому игроку"},
    "zk.cmd.other.name": {"en": "other", "tr": "diğeri", "ru": "другой"},
    "zk.cmd.other.desc": {"en": "The other player", "tr": "Diğer oyuncu", "ru": "Другой игрок"},
    "zk.dispute": {"en": "🎲 {a} rolled **{x}**, {b} rolled **{y}**: {winner}'s ruling stands until the rules "
                         "say otherwise.",
                   "tr": "🎲 {a} **{x}**, {b} **{y}** attı: kurallar aksini söyleyene dek {winner} ne derse o.",
                   "ru": "🎲 У игрока {a} выпало **{x}**, у игрока {b} — **{y}**: пока правила не скажут иного, "
                         "действует решение игрока {winner}."},
    "zk.dispute_rerolls": {"en": plural("n", one="({n} tie rolled again)", other="({n} ties rolled again)"),
                           "tr": "(eşitlikler yeniden atıldı: {n})",
                           "ru": plural("n", one="({n} ничья переброшена)", few="({n} ничьи переброшены)",
                                        many="({n} ничьих переброшено)")},
    "zk.dispute_self": {"en": "Pick the other player of your dispute, not yourself.",
                        "tr": "Anlaşmazlıktaki diğer oyuncuyu seç, kendini değil.",
                        "ru": "Выберите второго участника спора, а не себя."},
    "zk.computer_name": {"en": "Computer", "tr": "Bilgisayar", "ru": "Компьютер"},
    "zk.options": {"en": plural("rounds", one="Score to bring to zero: {score} · hand {hand} · draw {draw} · battles "
                                              "of up to {rounds} round · {clock}",
                                other="Score to bring to zero: {score} · hand {hand} · draw {draw} · battles of up "
                                      "to {rounds} rounds · {clock}"),
                   "tr": "Sıfıra indirilecek puan: {score} · el {hand} · çekiş {draw} · savaş en çok {rounds} tur · "
                         "{clock}",
                   "ru": plural("rounds", one="Очков до нуля: {score} · рука {hand} · добор {draw} · сражение до "
                                              "{rounds} раунда · {clock}",
                                few="Очков до нуля: {score} · рука {hand} · добор {draw} · сражение до {rounds} "
                                    "раундов · {clock}",
                                many="Очков до нуля: {score} · рука {hand} · добор {draw} · сражение до {rounds} "
                                     "раундов · {clock}")},
    "zk.clock.min": {"en": "{n} min", "tr": "{n} dk", "ru": "{n} мин"},
    "zk.clock.sec": {"en": "{n} s", "tr": "{n} sn", "ru": "{n} с"},
    "zk.clock.min_sec": {"en": "{m} min {s} s", "tr": "{m} dk {s} sn", "ru": "{m} мин {s} с"},
    "zk.clock.option": {"en": "{clock} a decision", "tr": "karar başına {clock}", "ru": "{clock} на решение"},
    "zk.clock.off": {"en": "no clock", "tr": "süre sınırı yok", "ru": "без ограничения времени"},
    "zk.clock.board": {"en": "⏱ {clock} a decision; the default is taken {when}",
                       "tr": "⏱ Karar başına {clock}; varsayılan {when} seçilir",
                       "ru": "⏱ {clock} на решение; вариант по умолчанию будет выбран {when}"},
    "zk.clock.none": {"en": "⏱ No clock: take your time", "tr": "⏱ Süre sınırı yok: acele etme",
                      "ru": "⏱ Время не ограничено: не торопитесь"},
    # --- the decks offered (each one's style, to choose by) ----------------------------------------------------
    "zk.deck.line": {"en": "**{name}**: {style}", "tr": "**{name}**: {style}", "ru": "**{name}**: {style}"},
    "zk.deck.wildlands": {"en": "creatures that hit hard and regenerate, with healing and war cries. Straight "
                                "attacking, a good first deck.",
                          "tr": "sert vuran ve kendini yenileyen yaratıklar, iyileştirme ve savaş naraları. Dümdüz "
                                "saldırı, ilk oyun için iyi bir deste.",
                          "ru": "существа, которые сильно бьют и регенерируют, плюс лечение и боевые кличи. "
                                "Прямая атака — хорошая колода для первой партии."},
    "zk.deck.foundry": {"en": "armoured machines behind a guard, with repairs, shields and sabotage: many small "
                              "drones and one colossus. Patient defence.",
                        "tr": "bir muhafızın ardında zırhlı makineler, onarım, kalkan ve sabotaj: çok sayıda küçük "
                              "drone ve bir dev. Sabırlı savunma.",
                        "ru": "бронированные машины за стражем, ремонт, щиты и саботаж: много мелких дронов и один "
                              "колосс. Терпеливая оборона."},
    "zk.deck.crossroads": {"en": "half creatures, half machines, one of nearly every trick. Flexible, but it asks "
                                 "you to know the cards.",
                           "tr": "yarısı yaratık, yarısı makine, neredeyse her numaradan bir tane. Esnek ama kartları "
                                 "tanımayı ister.",
                           "ru": "наполовину существа, наполовину машины, почти каждого приёма по одному. Гибкая "
                                 "колода, но требует знать карты."},
    "zk.cmd.hand.name": {"en": "hand", "tr": "el", "ru": "рука"},
    "zk.cmd.hand.desc": {"en": "Cards each player starts with (4-8, default 6)",
                         "tr": "Her oyuncunun başlangıçtaki kart sayısı (4-8, varsayılan 6)",
                         "ru": "Сколько карт у каждого игрока в начале (4-8, по умолчанию 6)"},
    "zk.cmd.draw.name": {"en": "draw", "tr": "çekiş", "ru": "добор"},
    "zk.cmd.draw.desc": {"en": "Cards a turn of drawing takes (1-3, default 2)",
                         "tr": "Kart çekilen bir turda alınan kart (1-3, varsayılan 2)",
                         "ru": "Сколько карт берётся за ход добора (1-3, по умолчанию 2)"},
    "zk.cmd.rounds.name": {"en": "rounds", "tr": "tur", "ru": "раунды"},
    "zk.cmd.rounds.desc": {"en": "Most rounds a battle lasts (3-7, default 5)",
                           "tr": "Bir savaşın en fazla tur sayısı (3-7, varsayılan 5)",
                           "ru": "Наибольшее число раундов в сражении (3-7, по умолчанию 5)"},
    # --- the board ---------------------------------------------------------------------------------------------
    "zk.heading.decks": {"en": "Knowing Zero — choosing decks", "tr": "Sıfırı Bilmek — desteler seçiliyor",
                         "ru": "Познание нуля — выбор колод"},
    "zk.heading.turn": {"en": "Knowing Zero — {who}'s turn", "tr": "Sıfırı Bilmek — sıra {who} oyuncusunda",
                        "ru": "Познание нуля — ход игрока {who}"},
    "zk.heading.battle": {"en": "Knowing Zero — battle, round {round} of {rounds}",
                          "tr": "Sıfırı Bilmek — savaş, tur {round}/{rounds}",
                          "ru": "Познание нуля — сражение, раунд {round} из {rounds}"},
    "zk.heading.over": {"en": "Knowing Zero — game over", "tr": "Sıfırı Bilmek — oyun bitti",
                        "ru": "Познание нуля — партия окончена"},
    "zk.wait.deck": {"en": "👉 {who}: choose a deck under “{hand}”.", "tr": "👉 {who}: “{hand}” ile bir deste seç.",
                     "ru": "👉 {who}: выберите колоду — кнопка «{hand}»."},
    "zk.wait.turn": {"en": plural("n", one="👉 {who}: attack with 1-5 units, or draw {n} card.",
                                  other="👉 {who}: attack with 1-5 units, or draw {n} cards."),
                     "tr": "👉 {who}: 1-5 birimle saldır ya da {n} kart çek.",
                     "ru": plural("n", one="👉 {who}: атакуйте 1-5 отрядами или возьмите {n} карту.",
                                  few="👉 {who}: атакуйте 1-5 отрядами или возьмите {n} карты.",
                                  many="👉 {who}: атакуйте 1-5 отрядами или возьмите {n} карт.")},
    "zk.wait.turn_forced": {"en": "👉 {who}: your deck is used up — attack with 1-5 units.",
                            "tr": "👉 {who}: desten bitti — 1-5 birimle saldır.",
                            "ru": "👉 {who}: ваша колода закончилась — атакуйте 1-5 отрядами."},
    "zk.wait.attach": {"en": "👉 {who}: attach ability cards to the army if you wish, then press Done.",
                       "tr": "👉 {who}: istersen orduna yetenek kartları tak, sonra Tamam'a bas.",
                       "ru": "👉 {who}: при желании прикрепите к армии карты способностей, затем нажмите «Готово»."},
    "zk.wait.defend": {"en": "👉 {who}: accept the battle with 1-5 units, or refuse it.",
                       "tr": "👉 {who}: savaşı 1-5 birimle kabul et ya da reddet.",
                       "ru": "👉 {who}: примите бой 1-5 отрядами или откажитесь от него."},
    "zk.wait.window": {"en": "👉 {who}: play an event or an ability, or pass.",
                       "tr": "👉 {who}: bir olay ya da yetenek oyna veya pas geç.",
                       "ru": "👉 {who}: сыграйте событие или способность либо спасуйте."},
    "zk.wait.assign": {"en": "👉 {who}: aim each of your units at an enemy, in secret, then press Lock in.",
                       "tr": "👉 {who}: her birimini gizlice bir düşmana yönelt, sonra Kilitle'ye bas.",
                       "ru": "👉 {who}: тайно назначьте цель каждому своему отряду, затем нажмите «Зафиксировать»."},
    "zk.wait.draw_answer": {"en": "👉 {who}: a draw is offered — accept or decline.",
                            "tr": "👉 {who}: beraberlik önerildi — kabul et ya da reddet.",
                            "ru": "👉 {who}: предложена ничья — примите или отклоните."},
    "zk.scoreline": {"en": "{who}: **{score}** to zero · deck {deck} · hand {hand} · lost {gone}",
                     "tr": "{who}: sıfıra **{score}** · deste {deck} · el {hand} · kayıp {gone}",
                     "ru": "{who}: до нуля **{score}** · колода {deck} · рука {hand} · потери {gone}"},
    "zk.result.win": {"en": "🏆 {who} wins ({reason}).", "tr": "🏆 {who} kazandı ({reason}).",
                      "ru": "🏆 Победа: {who} ({reason})."},
    "zk.result.draw": {"en": "🤝 A draw ({reason}).", "tr": "🤝 Berabere ({reason}).", "ru": "🤝 Ничья ({reason})."},
    "zk.end.zero": {"en": "reached zero", "tr": "sıfıra indi", "ru": "счёт дошёл до нуля"},
    "zk.end.both_zero": {"en": "both reached zero; the last battle decides",
                         "tr": "ikisi de sıfıra indi; son savaş belirler",
                         "ru": "оба дошли до нуля; решает последнее сражение"},
    "zk.end.both_zero_draw": {"en": "both reached zero in a drawn battle",
                              "tr": "berabere savaşta ikisi de sıfıra indi",
                              "ru": "оба дошли до нуля в ничейном сражении"},
    "zk.end.drawn_battles": {"en": "three drawn battles in a row", "tr": "art arda üç berabere savaş",
                             "ru": "три ничейных сражения подряд"},
    "zk.end.refusals": {"en": "both decks used up and three refusals in a row each",
                        "tr": "iki deste de bitti ve ikisi de üst üste üç kez reddetti",
                        "ru": "обе колоды закончились и каждый трижды подряд отказался от боя"},
    "zk.end.annihilation": {"en": "every enemy unit destroyed", "tr": "tüm düşman birimleri yok edildi",
                            "ru": "все вражеские отряды уничтожены"},
    "zk.end.stalemate": {"en": "neither side has a unit left", "tr": "iki tarafta da birim kalmadı",
                         "ru": "ни у кого не осталось отрядов"},
    "zk.end.agreed": {"en": "agreed", "tr": "anlaşmayla", "ru": "по согласию"},
    "zk.end.abandoned": {"en": "abandoned", "tr": "bırakıldı", "ru": "партия брошена"},
    # --- the log -----------------------------------------------------------------------------------------------
    "zk.ev.deck_locked": {"en": "{who} has chosen a deck.", "tr": "{who} destesini seçti.",
                          "ru": "{who}: колода выбрана."},
    "zk.ev.decks": {"en": "Decks: {first} against {second}.", "tr": "Desteler: {first} ile {second}.",
                    "ru": "Колоды: {first} против {second}."},
    "zk.ev.roll": {"en": "Dice: {a} against {b}; {who} starts.", "tr": "Zarlar: {a} ile {b}; {who} başlıyor.",
                   "ru": "Кубики: {a} против {b}; начинает {who}."},
    "zk.ev.drew": {"en": plural("n", one="{who} draws {n} card.", other="{who} draws {n} cards."),
                   "tr": "{who} {n} kart çekti.",
                   "ru": plural("n", one="{who} берёт {n} карту.", few="{who} берёт {n} карты.",
                                many="{who} берёт {n} карт.")},
    "zk.ev.abstraction": {"en": plural("turns", one="{who} puts {card} into play for {turns} turn.",
                                       other="{who} puts {card} into play for {turns} turns."),
                          "tr": "{who} {card} kartını {turns} tur için oyuna koydu.",
                          "ru": plural("turns", one="{who} вводит в игру «{card}» на {turns} ход.",
                                       few="{who} вводит в игру «{card}» на {turns} хода.",
                                       many="{who} вводит в игру «{card}» на {turns} ходов.")},
    "zk.ev.expired": {"en": "{card} runs out.", "tr": "{card} sona erdi.", "ru": "Действие «{card}» закончилось."},
    "zk.ev.attack": {"en": plural("n", one="⚔️ {who} attacks with {n} unit.", other="⚔️ {who} attacks with {n} units."),
                     "tr": "⚔️ {who} {n} birimle saldırıyor.",
                     "ru": plural("n", one="⚔️ {who} атакует {n} отрядом.", few="⚔️ {who} атакует {n} отрядами.",
                                  many="⚔️ {who} атакует {n} отрядами.")},
    "zk.ev.accepted": {"en": plural("n", one="{who} accepts the battle with {n} unit.",
                                    other="{who} accepts the battle with {n} units."),
                       "tr": "{who} savaşı {n} birimle kabul etti.",
                       "ru": plural("n", one="{who} принимает бой {n} отрядом.",
                                    few="{who} принимает бой {n} отрядами.", many="{who} принимает бой {n} отрядами.")},
    "zk.ev.refused": {"en": "{who} refuses the battle: {attacker} comes {n} closer to zero.",
                      "tr": "{who} savaşı reddetti: {attacker} sıfıra {n} yaklaştı.",
                      "ru": "{who} отказывается от боя: {attacker} на {n} ближе к нулю."},
    "zk.ev.battle": {"en": "The armies meet: {attacker} against {defender}.",
                     "tr": "Ordular karşılaştı: {attacker} ile {defender}.",
                     "ru": "Армии сошлись: {attacker} против {defender}."},
    "zk.ev.event": {"en": "{who} plays {card}.", "tr": "{who} {card} oynadı.", "ru": "{who} играет «{card}»."},
    "zk.ev.ability": {"en": "{who} uses {card} on {unit}.",
                      "tr": "{who}, {unit} üzerindeki {card} yeteneğini kullandı.",
                      "ru": "{who} использует «{card}» ({unit})."},
    "zk.ev.hit": {"en": "{unit} takes {n} damage.", "tr": "{unit} {n} hasar aldı.", "ru": "{unit}: урон {n}."},
    "zk.ev.healed": {"en": "{unit} heals {n}.", "tr": "{unit} {n} iyileşti.", "ru": "{unit}: исцеление {n}."},
    "zk.ev.repaired": {"en": "{unit} is repaired by {n}.", "tr": "{unit} {n} onarıldı.", "ru": "{unit}: ремонт {n}."},
    "zk.ev.boosted": {"en": "{unit} gets +{n} Attack this round.", "tr": "{unit} bu tur +{n} Saldırı aldı.",
                      "ru": "{unit}: +{n} к Атаке в этом раунде."},
    "zk.ev.shielded": {"en": "{unit} is shielded from {n} damage this round.",
                       "tr": "{unit} bu tur {n} hasara karşı kalkanlı.",
                       "ru": "{unit}: защита от {n} урона в этом раунде."},
    "zk.ev.silenced": {"en": "{unit} deals no damage this round.", "tr": "{unit} bu tur hasar veremez.",
                       "ru": "{unit} не наносит урона в этом раунде."},
    "zk.ev.rallied": {"en": "{who}'s units get +{n} Attack this round.",
                      "tr": "{who} oyuncusunun birimleri bu tur +{n} Saldırı aldı.",
                      "ru": "Отряды игрока {who}: +{n} к Атаке в этом раунде."},
    "zk.ev.mended": {"en": "{who}'s creatures heal {n}.", "tr": "{who} oyuncusunun yaratıkları {n} iyileşti.",
                     "ru": "Существа игрока {who} исцеляются на {n}."},
    "zk.ev.patched": {"en": "{who}'s machines are repaired by {n}.",
                      "tr": "{who} oyuncusunun makineleri {n} onarıldı.",
                      "ru": "Машины игрока {who} ремонтируются на {n}."},
    "zk.ev.destroyed": {"en": "💥 {unit} ({who}) is destroyed.", "tr": "💥 {unit} ({who}) yok edildi.",
                        "ru": "💥 Отряд уничтожен: {unit} ({who})."},
    "zk.ev.assign": {"en": "Round {round}: both players aim in secret.",
                     "tr": "Tur {round}: iki oyuncu da gizlice hedef seçiyor.",
                     "ru": "Раунд {round}: оба игрока тайно выбирают цели."},
    "zk.ev.locked": {"en": "{who} has locked in.", "tr": "{who} seçimini kilitledi.",
                     "ru": "{who}: выбор зафиксирован."},
    "zk.ev.aimed": {"en": "{who} aimed: {pairs}.",
                    "tr": "{who} hedefleri: {pairs}.", "ru": "Цели игрока {who}: {pairs}."},
    "zk.ev.round": {"en": "End of round {round}; units left: {left}.",
                    "tr": "Tur {round} bitti; kalan birimler: {left}.",
                    "ru": "Конец раунда {round}; осталось отрядов: {left}."},
    "zk.ev.battle_over": {"en": "The battle is over ({outcome}). Closer to zero: {gains}. Scores: {scores}.",
                          "tr": "Savaş bitti ({outcome}). Sıfıra yaklaşma: {gains}. Puanlar: {scores}.",
                          "ru": "Сражение окончено ({outcome}). Ближе к нулю: {gains}. Счёт: {scores}."},
    "zk.outcome.won": {"en": "{who} won it", "tr": "{who} kazandı", "ru": "победа за игроком {who}"},
    "zk.outcome.drawn": {"en": "a drawn battle", "tr": "berabere", "ru": "ничья"},
    "zk.ev.draw_offer": {"en": "{who} offers a draw.",
                         "tr": "{who} beraberlik önerdi.", "ru": "{who} предлагает ничью."},
    "zk.ev.draw_accepted": {"en": "{who} accepts the draw.", "tr": "{who} beraberliği kabul etti.",
                            "ru": "{who} соглашается на ничью."},
    "zk.ev.draw_declined": {"en": "{who} declines the draw.", "tr": "{who} beraberliği reddetti.",
                            "ru": "{who} отклоняет ничью."},
    "zk.ev.over": {"en": "Game over: {result}.", "tr": "Oyun bitti: {result}.", "ru": "Партия окончена: {result}."},
    "zk.ev.timeout": {"en": "⏱ {who} ran out of time; the default was taken.",
                      "tr": "⏱ {who} için süre doldu; varsayılan seçildi.",
                      "ru": "⏱ У игрока {who} вышло время; выбран вариант по умолчанию."},
    "zk.pv.deck": {"en": "You chose {deck}.", "tr": "{deck} destesini seçtin.", "ru": "Вы выбрали колоду {deck}."},
    "zk.pv.drew": {"en": "You drew: {cards}.", "tr": "Çektiğin kartlar: {cards}.", "ru": "Вы взяли: {cards}."},
    "zk.pv.army": {"en": "Your army: {cards}.", "tr": "Ordun: {cards}.", "ru": "Ваша армия: {cards}."},
    "zk.pv.attached": {"en": "You attached {card} to {unit}.", "tr": "{card} kartını {unit} birimine taktın.",
                       "ru": "Вы прикрепили «{card}» к отряду {unit}."},
    # --- the private view ------------------------------------------------------------------------------------
    "zk.private.title": {"en": "Your hand", "tr": "Elin", "ru": "Ваша рука"},
    "zk.private.deck": {"en": "👉 Choose your deck below. Your rival sees your choice once both have chosen.",
                        "tr": "👉 Desteni aşağıdan seç. Seçimini rakibin, ikiniz de seçtiğinizde görür.",
                        "ru": "👉 Выберите колоду ниже. Соперник увидит ваш выбор, когда колоды выберут оба."},
    "zk.private.turn": {"en": plural("n", one="👉 Your turn: attack with 1-5 units from the list below, or draw {n} "
                                              "card. Before that you may put one abstraction into play.",
                                     other="👉 Your turn: attack with 1-5 units from the list below, or draw {n} "
                                           "cards. Before that you may put one abstraction into play."),
                        "tr": "👉 Sıra sende: aşağıdaki listeden 1-5 birimle saldır ya da {n} kart çek. Ondan önce "
                              "bir soyutlamayı oyuna koyabilirsin.",
                        "ru": plural("n", one="👉 Ваш ход: атакуйте 1-5 отрядами из списка ниже или возьмите {n} "
                                              "карту. Перед этим можно ввести в игру одну абстракцию.",
                                     few="👉 Ваш ход: атакуйте 1-5 отрядами из списка ниже или возьмите {n} карты. "
                                         "Перед этим можно ввести в игру одну абстракцию.",
                                     many="👉 Ваш ход: атакуйте 1-5 отрядами из списка ниже или возьмите {n} карт. "
                                          "Перед этим можно ввести в игру одну абстракцию.")},
    "zk.private.forced": {"en": "👉 Your deck is used up: pick 1-5 units below and attack.",
                          "tr": "👉 Desten bitti: aşağıdan 1-5 birim seç ve saldır.",
                          "ru": "👉 Ваша колода закончилась: выберите ниже от 1 до 5 отрядов и атакуйте."},
    "zk.private.attach": {"en": "👉 Attach ability cards to your army if you wish (pick a card, then its unit), then "
                                "press Done.",
                          "tr": "👉 İstersen ordunun birimlerine yetenek kartları tak (önce kartı, sonra birimi seç), "
                                "sonra Tamam'a bas.",
                          "ru": "👉 При желании прикрепите к армии карты способностей (выберите карту, затем отряд), "
                                "затем нажмите «Готово»."},
    "zk.private.attach_none": {"en": "👉 You hold no ability cards to attach: press Done.",
                               "tr": "👉 Elinde takılacak yetenek kartı yok: Tamam'a bas.",
                               "ru": "👉 Карт способностей для прикрепления нет: нажмите «Готово»."},
    "zk.private.attach_to": {"en": "Attach {card} to which unit?", "tr": "{card} hangi birime takılsın?",
                             "ru": "К какому отряду прикрепить «{card}»?"},
    "zk.private.defend": {"en": plural("n", one="👉 {who} attacks with {n} unit. Pick 1-5 units below to accept the "
                                                "battle, or refuse it (they come {n} closer to zero).",
                                       other="👉 {who} attacks with {n} units. Pick 1-5 units below to accept the "
                                             "battle, or refuse it (they come {n} closer to zero)."),
                          "tr": "👉 {who} {n} birimle saldırıyor. Kabul etmek için aşağıdan 1-5 birim seç ya da reddet "
                                "(rakip sıfıra {n} yaklaşır).",
                          "ru": plural("n", one="👉 {who} атакует {n} отрядом. Чтобы принять бой, выберите ниже от 1 "
                                                "до 5 отрядов, или откажитесь (соперник станет на {n} ближе к нулю).",
                                       few="👉 {who} атакует {n} отрядами. Чтобы принять бой, выберите ниже от 1 до 5 "
                                           "отрядов, или откажитесь (соперник станет на {n} ближе к нулю).",
                                       many="👉 {who} атакует {n} отрядами. Чтобы принять бой, выберите ниже от 1 до 5 "
                                            "отрядов, или откажитесь (соперник станет на {n} ближе к нулю).")},
    "zk.private.window": {"en": "👉 Round {round}: play an event or an ability, or pass.",
                          "tr": "👉 Tur {round}: bir olay ya da yetenek oyna veya pas geç.",
                          "ru": "👉 Раунд {round}: сыграйте событие или способность либо спасуйте."},
    "zk.private.target": {"en": "{card}: choose its target.", "tr": "{card}: hedefini seç.",
                          "ru": "«{card}»: выберите цель."},
    "zk.private.assign": {"en": "👉 Round {round}: aim each unit at an enemy, then press Lock in. Your choice stays "
                                "secret until both have locked in; units you leave out attack the enemy with the "
                                "least Life left.",
                          "tr": "👉 Tur {round}: her birimini bir düşmana yönelt, sonra Kilitle'ye bas. Seçimin "
                                "ikiniz de kilitleyene dek gizli kalır; seçmediğin birimler Canı en az kalan düşmana "
                                "saldırır.",
                          "ru": "👉 Раунд {round}: назначьте каждому отряду цель, затем нажмите «Зафиксировать». "
                                "Выбор скрыт, пока оба не зафиксируют его; отряды без цели атакуют врага с наименьшим "
                                "остатком Жизни."},
    "zk.private.plan": {"en": "Your plan: {pairs}", "tr": "Planın: {pairs}", "ru": "Ваш план: {pairs}"},
    "zk.private.locked": {"en": "Locked in. Waiting for {who}.", "tr": "Kilitlendi. {who} bekleniyor.",
                          "ru": "Выбор зафиксирован. Ждём: {who}."},
    "zk.private.wait": {"en": "Waiting for {who}.", "tr": "{who} bekleniyor.", "ru": "Ждём: {who}."},
    "zk.private.draw_offer": {"en": "👉 {who} offers a draw: accept or decline it.",
                              "tr": "👉 {who} beraberlik öneriyor: kabul et ya da reddet.",
                              "ru": "👉 {who} предлагает ничью: примите или отклоните."},
    "zk.private.known": {"en": "Seen in {who}'s hand: {cards}.", "tr": "{who} oyuncusunun elinde gördüklerin: {cards}.",
                         "ru": "Вы видели в руке игрока {who}: {cards}."},
    "zk.private.empty": {"en": "Your hand is empty.", "tr": "Elin boş.", "ru": "Рука пуста."},
    "zk.pick.abstraction": {"en": "Put an abstraction into play…", "tr": "Bir soyutlamayı oyuna koy…",
                            "ru": "Ввести в игру абстракцию…"},
    "zk.pick.army": {"en": "Attack with these units (1-5)…", "tr": "Bu birimlerle saldır (1-5)…",
                     "ru": "Атаковать этими отрядами (1-5)…"},
    "zk.pick.defend": {"en": "Accept with these units (1-5)…", "tr": "Bu birimlerle kabul et (1-5)…",
                       "ru": "Принять бой этими отрядами (1-5)…"},
    "zk.pick.ability": {"en": "Attach an ability card…", "tr": "Bir yetenek kartı tak…",
                        "ru": "Прикрепить карту способности…"},
    "zk.pick.unit": {"en": "…to this unit", "tr": "…bu birime", "ru": "…к этому отряду"},
    "zk.pick.play": {"en": "Play an event or an ability…", "tr": "Bir olay ya da yetenek oyna…",
                     "ru": "Сыграть событие или способность…"},
    "zk.pick.target": {"en": "Choose the target…", "tr": "Hedefi seç…", "ru": "Выбрать цель…"},
    "zk.pick.aim": {"en": "Target for {unit} ({k}/{n})…", "tr": "{unit} için hedef ({k}/{n})…",
                    "ru": "Цель для отряда {unit} ({k}/{n})…"},
    "zk.own_deck": {"en": "“{name}” (own deck)", "tr": "“{name}” (kendi destesi)", "ru": "«{name}» (своя колода)"},
    "zk.pick.own_deck": {"en": "…or one of your own decks", "tr": "…ya da kendi destelerinden biri",
                         "ru": "…или одна из ваших колод"},
    "zk.deck_size": {"en": plural("n", one="{n} card", other="{n} cards"), "tr": "{n} kart",
                     "ru": plural("n", one="{n} карта", few="{n} карты", many="{n} карт")},
    "zk.err.deck_units": {"en": plural("least", one="A Knowing Zero deck needs at least {least} unit; this one has "
                                                    "{n}.",
                                       other="A Knowing Zero deck needs at least {least} units; this one has {n}."),
                          "tr": "Bir Sıfırı Bilmek destesinde en az {least} birim olmalı; bunda {n} var.",
                          "ru": plural("least", one="В колоде для игры «Познание нуля» должно быть не меньше {least} "
                                                    "отряда; здесь {n}.",
                                       few="В колоде для игры «Познание нуля» должно быть не меньше {least} "
                                           "отрядов; здесь {n}.",
                                       many="В колоде для игры «Познание нуля» должно быть не меньше {least} "
                                            "отрядов; здесь {n}.")},
    "zk.btn.draw": {"en": plural("n", one="Draw {n} card", other="Draw {n} cards"), "tr": "{n} kart çek",
                    "ru": plural("n", one="Взять {n} карту", few="Взять {n} карты", many="Взять {n} карт")},
    "zk.btn.formed": {"en": "Done", "tr": "Tamam", "ru": "Готово"},
    "zk.btn.back": {"en": "Take the army back", "tr": "Orduyu geri al", "ru": "Вернуть армию"},
    "zk.btn.refuse": {"en": "Refuse the battle", "tr": "Savaşı reddet", "ru": "Отказаться от боя"},
    "zk.btn.play": {"en": "Play {card}", "tr": "{card} oyna", "ru": "Сыграть «{card}»"},
    "zk.btn.pass": {"en": "Pass", "tr": "Pas", "ru": "Пас"},
    "zk.btn.lock": {"en": "Lock in", "tr": "Kilitle", "ru": "Зафиксировать"},
    "zk.btn.reset": {"en": "Start over", "tr": "Baştan", "ru": "Сначала"},
    "zk.btn.offer_draw": {"en": "Offer a draw", "tr": "Beraberlik öner", "ru": "Предложить ничью"},
    "zk.btn.draw_accept": {"en": "Accept the draw", "tr": "Beraberliği kabul et", "ru": "Согласиться на ничью"},
    "zk.btn.draw_decline": {"en": "Decline", "tr": "Reddet", "ru": "Отклонить"},
    # --- cards ------------------------------------------------------------------------------------------------
    "zk.type.unit": {"en": "Unit", "tr": "Birim", "ru": "Отряд"},
    "zk.type.ability": {"en": "Ability", "tr": "Yetenek", "ru": "Способность"},
    "zk.type.event": {"en": "Event", "tr": "Olay", "ru": "Событие"},
    "zk.type.abstraction": {"en": "Abstraction", "tr": "Soyutlama", "ru": "Абстракция"},
    "zk.nature.creature": {"en": "Creature", "tr": "Yaratık", "ru": "Существо"},
    "zk.nature.machine": {"en": "Machine", "tr": "Makine", "ru": "Машина"},
    "zk.stat.attack": {"en": "ATK", "tr": "SAL", "ru": "АТК"},
    "zk.stat.life": {"en": "LIFE", "tr": "CAN", "ru": "ЖИЗН"},
    "zk.stat.value": {"en": "VAL", "tr": "DEĞ", "ru": "ЦЕН"},
    "zk.stat.turns": {"en": "TURNS", "tr": "TUR", "ru": "ХОДЫ"},
    "zk.badge.used": {"en": "used", "tr": "kullanıldı", "ru": "исп."},
    "zk.unit_line": {"en": "{name} ({attack}/{life}, value {value})", "tr": "{name} ({attack}/{life}, değer {value})",
                     "ru": "{name} ({attack}/{life}, ценность {value})"},
    "zk.trait.armor": {"en": "Armour {n}: takes {n} less from each hit.",
                       "tr": "Zırh {n}: her vuruştan {n} eksik hasar alır.",
                       "ru": "Броня {n}: каждый удар наносит на {n} меньше."},
    "zk.trait.regen": {"en": "Regenerates {n} at the end of each round.", "tr": "Her turun sonunda {n} yenilenir.",
                       "ru": "Регенерирует {n} в конце каждого раунда."},
    "zk.trait.sweep": {"en": "Its attack also deals {n} to every other enemy unit.",
                       "tr": "Saldırısı diğer her düşman birime de {n} hasar verir.",
                       "ru": "Его атака наносит ещё {n} урона каждому другому вражескому отряду."},
    "zk.trait.guard": {"en": "Guard: enemies must attack a guard while one stands.",
                       "tr": "Muhafız: ayakta muhafız varken düşmanlar ona saldırmalıdır.",
                       "ru": "Страж: пока стоит страж, враги должны атаковать его."},
    "zk.kw.armor": {"en": "Armour {n}", "tr": "Zırh {n}", "ru": "Броня {n}"},
    "zk.kw.regen": {"en": "Regen {n}", "tr": "Yenilenme {n}", "ru": "Реген. {n}"},
    "zk.kw.sweep": {"en": "Sweep {n}", "tr": "Süpürme {n}", "ru": "Размах {n}"},
    "zk.kw.guard": {"en": "Guard", "tr": "Muhafız", "ru": "Страж"},
    "zk.fx.strike": {"en": "Once per battle: deal {n} damage to an enemy unit.",
                     "tr": "Savaş başına bir kez: bir düşman birime {n} hasar ver.",
                     "ru": "Раз за сражение: нанесите {n} урона вражескому отряду."},
    "zk.fx.heal": {"en": "Once per battle: heal {n} of one of your creatures.",
                   "tr": "Savaş başına bir kez: yaratıklarından birini {n} iyileştir.",
                   "ru": "Раз за сражение: исцелите {n} одному своему существу."},
    "zk.fx.repair": {"en": "Once per battle: repair {n} of one of your machines.",
                     "tr": "Savaş başına bir kez: makinelerinden birini {n} onar.",
                     "ru": "Раз за сражение: отремонтируйте {n} одной своей машине."},
    "zk.fx.overclock": {"en": "Once per battle: this unit gets +{n} Attack this round.",
                        "tr": "Savaş başına bir kez: bu birim bu tur +{n} Saldırı alır.",
                        "ru": "Раз за сражение: этот отряд получает +{n} к Атаке в этом раунде."},
    "zk.fx.barrier": {"en": "Once per battle: prevent the next {n} damage to this unit this round.",
                      "tr": "Savaş başına bir kez: bu tur bu birime gelecek ilk {n} hasarı engelle.",
                      "ru": "Раз за сражение: предотвратите следующие {n} урона этому отряду в этом раунде."},
    "zk.fx.blast": {"en": "Deal {n} damage to an enemy unit.", "tr": "Bir düşman birime {n} hasar ver.",
                    "ru": "Нанесите {n} урона вражескому отряду."},
    "zk.fx.emp": {"en": "Deal {n} damage to each enemy machine.", "tr": "Her düşman makineye {n} hasar ver.",
                  "ru": "Нанесите {n} урона каждой вражеской машине."},
    "zk.fx.plague": {"en": "Deal {n} damage to each enemy creature.", "tr": "Her düşman yaratığa {n} hasar ver.",
                     "ru": "Нанесите {n} урона каждому вражескому существу."},
    "zk.fx.rally": {"en": "Your units get +{n} Attack this round.", "tr": "Birimlerin bu tur +{n} Saldırı alır.",
                    "ru": "Ваши отряды получают +{n} к Атаке в этом раунде."},
    "zk.fx.mend": {"en": "Heal {n} of each of your creatures.", "tr": "Her yaratığını {n} iyileştir.",
                   "ru": "Исцелите {n} каждому своему существу."},
    "zk.fx.patch": {"en": "Repair {n} of each of your machines.", "tr": "Her makineni {n} onar.",
                    "ru": "Отремонтируйте {n} каждой своей машине."},
    "zk.fx.sabotage": {"en": "An enemy unit deals no damage this round.",
                       "tr": "Bir düşman birim bu tur hasar veremez.",
                       "ru": "Вражеский отряд не наносит урона в этом раунде."},
    "zk.fx.fortify": {"en": "Your units have +{n} Life in battle.", "tr": "Birimlerinin savaşta +{n} Canı olur.",
                      "ru": "Ваши отряды получают +{n} к Жизни в сражении."},
    "zk.fx.dread": {"en": "Enemy units have −{n} Attack.", "tr": "Düşman birimlerin Saldırısı −{n}.",
                    "ru": "Вражеские отряды получают −{n} к Атаке."},
    "zk.fx.supply": {"en": "When you draw, draw {n} more.", "tr": "Kart çektiğinde {n} fazla çek.",
                     "ru": "Когда берёте карты, берите на {n} больше."},
    "zk.fx.warcry": {"en": "Your units have +{n} Attack.", "tr": "Birimlerinin Saldırısı +{n}.",
                     "ru": "Ваши отряды получают +{n} к Атаке."},
    # --- reading a card whole (📖 Cards) ---------------------------------------------------------------------
    "zk.place.hand": {"en": "Your hand", "tr": "Elin", "ru": "Ваша рука"},
    "zk.place.army_own": {"en": "Your army", "tr": "Ordun", "ru": "Ваша армия"},
    "zk.place.army": {"en": "{who}'s army", "tr": "{who} oyuncusunun ordusu", "ru": "Армия игрока {who}"},
    "zk.place.attached": {"en": "{place}, on {unit}", "tr": "{place}, {unit} üzerinde",
                          "ru": "{place}, прикреплена к отряду {unit}"},
    "zk.place.play_own": {"en": "Your abstractions in play", "tr": "Oyundaki soyutlamaların",
                          "ru": "Ваши абстракции в игре"},
    "zk.place.play": {"en": "{who}'s abstractions in play", "tr": "{who} oyuncusunun oyundaki soyutlamaları",
                      "ru": "Абстракции игрока {who} в игре"},
    "zk.place.known": {"en": "Seen in {who}'s hand", "tr": "{who} oyuncusunun elinde gördün",
                       "ru": "Вы видели в руке игрока {who}"},
    "zk.place.log": {"en": "In the log", "tr": "Kayıtta", "ru": "В журнале"},
    "zk.read.where": {"en": "📍 {place}", "tr": "📍 {place}", "ru": "📍 {place}"},
    "zk.read.creature": {"en": "A creature: it can be healed, not repaired, and cards that hit creatures hit it. "
                               "Whoever destroys it comes {value} closer to zero.",
                         "tr": "Bir yaratık: iyileştirilebilir ama onarılamaz; yaratıklara vuran kartlar ona da vurur. "
                               "Onu yok eden sıfıra {value} yaklaşır.",
                         "ru": "Существо: его можно исцелить, но не отремонтировать; карты против существ бьют и по "
                               "нему. Уничтоживший его становится на {value} ближе к нулю."},
    "zk.read.machine": {"en": "A machine: it can be repaired, not healed, and cards that hit machines hit it. "
                              "Whoever destroys it comes {value} closer to zero.",
                        "tr": "Bir makine: onarılabilir ama iyileştirilemez; makinelere vuran kartlar ona da vurur. "
                              "Onu yok eden sıfıra {value} yaklaşır.",
                        "ru": "Машина: её можно отремонтировать, но не исцелить; карты против машин бьют и по ней. "
                              "Уничтоживший её становится на {value} ближе к нулю."},
    "zk.read.ability": {"en": "An ability: attach it to a unit when you form an army; in a battle round that unit "
                              "may use it once per battle.",
                        "tr": "Bir yetenek: ordunu kurarken bir birime tak; savaşın bir turunda o birim bunu savaş "
                              "başına bir kez kullanabilir.",
                        "ru": "Способность: прикрепите её к отряду, когда собираете армию; в раунде сражения этот "
                              "отряд может применить её один раз за сражение."},
    "zk.read.event": {"en": "An event: play it from your hand in a battle round, when it is your go; then it is "
                            "discarded.",
                      "tr": "Bir olay: savaşın bir turunda sıra sendeyken elinden oyna; sonra atılır.",
                      "ru": "Событие: сыграйте его с руки в раунде сражения, когда ваша очередь; затем оно уходит в "
                            "сброс."},
    "zk.read.abstraction": {"en": plural("turns", one="An abstraction: on your turn, before you draw or attack, put "
                                                      "it into play (one a turn); it lasts {turns} of your turns.",
                                         other="An abstraction: on your turn, before you draw or attack, put it "
                                               "into play (one a turn); it lasts {turns} of your turns."),
                            "tr": "Bir soyutlama: sıranda, kart çekmeden ya da saldırmadan önce oyuna koy (turda bir "
                                  "tane); senin {turns} turun boyunca sürer.",
                            "ru": plural("turns", one="Абстракция: в свой ход, до добора или атаки, введите её в игру "
                                                      "(одну за ход); она действует {turns} ваш ход.",
                                         few="Абстракция: в свой ход, до добора или атаки, введите её в игру (одну за "
                                             "ход); она действует {turns} ваших хода.",
                                         many="Абстракция: в свой ход, до добора или атаки, введите её в игру (одну "
                                              "за ход); она действует {turns} ваших ходов.")},
    "zk.read.attack": {"en": "Attack", "tr": "Saldırı", "ru": "Атака"},
    "zk.read.life": {"en": "Life", "tr": "Can", "ru": "Жизнь"},
    "zk.read.value": {"en": "Value", "tr": "Değer", "ru": "Ценность"},
    "zk.read.lasts": {"en": "Lasts", "tr": "Süre", "ru": "Действует"},
    "zk.read.turns_left": {"en": "Turns left", "tr": "Kalan tur", "ru": "Осталось ходов"},
    "zk.read.turns": {"en": plural("n", one="{n} turn", other="{n} turns"), "tr": "{n} tur",
                      "ru": plural("n", one="{n} ход", few="{n} хода", many="{n} ходов")},
    "zk.read.life_of": {"en": "{left} of {most}", "tr": "{left}/{most}", "ru": "{left} из {most}"},
    "zk.read.changed": {"en": "{now} (card: {printed})", "tr": "{now} (kartta: {printed})",
                        "ru": "{now} (на карте: {printed})"},
    "zk.read.carries": {"en": "Carries: {cards}.", "tr": "Taktığı kartlar: {cards}.",
                        "ru": "Прикреплено: {cards}."},
    "zk.read.marker.used": {"en": "🔵 Used in this battle.", "tr": "🔵 Bu savaşta kullanıldı.",
                            "ru": "🔵 Использовано в этом сражении."},
    "zk.read.marker.positive": {"en": "🟢 Helped by an effect.", "tr": "🟢 Bir etkiyle güçlendi.",
                                "ru": "🟢 Под положительным эффектом."},
    "zk.read.marker.negative": {"en": "🟡 Hindered by an effect.", "tr": "🟡 Bir etkiyle zayıfladı.",
                                "ru": "🟡 Под отрицательным эффектом."},
    "zk.ev.reading": {"en": "📖 {who} is reading the cards: {n} s left to decide.",
                      "tr": "📖 {who} kartları okuyor: karar için {n} sn var.",
                      "ru": "📖 {who} читает карты: на решение осталось {n} с."},
    "zk.label.round": {"en": "Round {round}/{rounds}", "tr": "Tur {round}/{rounds}", "ru": "Раунд {round}/{rounds}"},
    "zk.label.no_battle": {"en": "No battle", "tr": "Savaş yok", "ru": "Сражения нет"},
    "zk.label.forming": {"en": plural("n", one="{n} unit, face down", other="{n} units, face down"),
                         "tr": "{n} birim, kapalı",
                         "ru": plural("n", one="{n} отряд рубашкой вверх", few="{n} отряда рубашкой вверх",
                                      many="{n} отрядов рубашкой вверх")},
    "zk.label.score": {"en": "to zero", "tr": "sıfıra", "ru": "до нуля"},
    "zk.label.counts": {"en": "deck {deck} · hand {hand} · lost {gone}",
                        "tr": "deste {deck} · el {hand} · kayıp {gone}",
                        "ru": "колода {deck} · рука {hand} · потери {gone}"},
    # --- refusals ----------------------------------------------------------------------------------------------
    "zk.err.over": {"en": "This game is over.", "tr": "Bu oyun bitti.", "ru": "Эта партия окончена."},
    "zk.err.not_now": {"en": "That is not yours to do right now.", "tr": "Şu an bunu yapma sırası sende değil.",
                       "ru": "Сейчас это делать не вам."},
    "zk.err.no_card": {"en": "That card is not where it would need to be.", "tr": "O kart olması gereken yerde değil.",
                       "ru": "Этой карты нет там, где она должна быть."},
    "zk.err.no_deck": {"en": "There is no such deck.", "tr": "Böyle bir deste yok.", "ru": "Такой колоды нет."},
    "zk.err.one_abstraction": {"en": "Only one abstraction a turn.", "tr": "Turda yalnızca bir soyutlama.",
                               "ru": "Только одна абстракция за ход."},
    "zk.err.must_attack": {"en": "Your deck is used up: you must attack.", "tr": "Desten bitti: saldırmak zorundasın.",
                           "ru": "Ваша колода закончилась: нужно атаковать."},
    "zk.err.army_size": {"en": "An army has 1 to {most} different units.",
                         "tr": "Bir ordu 1 ile {most} farklı birimden oluşur.",
                         "ru": "В армии от 1 до {most} разных отрядов."},
    "zk.err.cannot_play": {"en": "You cannot play that card now.", "tr": "O kartı şimdi oynayamazsın.",
                           "ru": "Эту карту сейчас сыграть нельзя."},
    "zk.err.pick_target": {"en": "Choose a target for that card.", "tr": "O kart için bir hedef seç.",
                           "ru": "Выберите цель для этой карты."},
    "zk.err.bad_target": {"en": "That is not a target you may choose (guards first).",
                          "tr": "Bu seçebileceğin bir hedef değil (önce muhafızlar).",
                          "ru": "Эту цель выбрать нельзя (сначала стражи)."},
    "zk.err.offer_pending": {"en": "A draw offer is already waiting for an answer.",
                             "tr": "Yanıt bekleyen bir beraberlik önerisi zaten var.",
                             "ru": "Предложение ничьей уже ждёт ответа."},
    "zk.err.no_offer": {"en": "There is no draw offer to answer.", "tr": "Yanıtlanacak bir beraberlik önerisi yok.",
                        "ru": "Нет предложения ничьей, на которое можно ответить."},
}
