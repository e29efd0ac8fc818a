"""TWEAK! text in English, Turkish and Russian."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural

STRINGS: dict[str, dict[str, Text]] = {
    "tw.title": {"en": "TWEAK!", "tr": "TWEAK!", "ru": "TWEAK!"},
    "tw.help": {
        "en": "2-6 players. On your turn make a **sum**: exactly ONE card from your hand plus one or more table "
        "cards that add up to the target (the back of the central deck's top card). You win those cards. A sum "
        "that takes every table card is a **TWEAK!** and wins a [T!] card. No sum (or you choose not to): put one "
        "hand card on the table. Then draw back up to 3; after a TWEAK! two cards are turned onto the table. "
        "When the deck runs out the target is 7 until the hand ends.\n"
        "**[T!] cards** (one per turn, any time before your sum or discard): The Thief (a random card of another "
        "player's goes to the table), The Joker (target +1 or −1 for your sum), Change Target (the deck's top "
        "card goes on the table; the next card sets the target; not possible once only the blue 7 is left), The "
        "Bomb (every other player gives one hand card to the table, chosen privately and turned up together, "
        "at random after a timeout). Bombed and robbed players play their next turn a card short; a player who "
        "lost all three "
        "skips a turn but still draws.\n"
        "**Scoring** after each hand: won cards (house default: red 2 points, other colours 1) plus 2 for each "
        "[T!] card you still hold. Hands go on until someone reaches the target score (house default: 2 players "
        "50, 3: 40, 4: 35, 5: 30, 6: 25; set it with `/tweak new`); a tie at the top plays one more hand. House "
        "default target backs per colour: 7, 8, 9, 10, 7, 8, 9, 10, 8 for 1, 1, 2, 2, 3, 3, 4, 5, 6. "
        "Point values and card backs (house "
        "default or shuffled each hand) are advanced options of `/tweak new`; the lobby shows what a game uses. "
        "The colours left out with fewer than five players are drawn anew for every hand.",
        "tr": "2-6 oyuncu. Sıranda bir **toplam** yap: elinden TAM BİR kart ve masadan bir ya da daha fazla kart, "
        "toplamları hedefi (merkez destenin üst kartının arkası) tutmalı. O kartları kazanırsın. Masadaki tüm "
        "kartları alan toplam bir **TWEAK!**'tir ve bir [T!] kartı kazandırır. Toplam yoksa (ya da yapmak "
        "istemezsen): elinden bir kartı masaya koy. Sonra 3'e tamamla; TWEAK!'ten sonra masaya iki kart açılır. "
        "Deste bitince el bitene dek hedef 7'dir.\n"
        "**[T!] kartları** (turda bir tane, toplamdan ya da kart koymadan önce): Hırsız (başka bir oyuncunun "
        "rastgele bir kartı masaya gider), Joker (toplamın için hedef +1 ya da −1), Hedef Değiştir (destenin üst "
        "kartı masaya gider; sonraki kart hedefi belirler; yalnız mavi 7 kaldığında oynanamaz), Bomba (diğer her "
        "oyuncu elinden bir kartı masaya verir; gizlice seçer, kartlar birlikte açılır; süre dolarsa rastgele). "
        "Bombalanan ve soyulan "
        "oyuncular sonraki turlarını bir kart eksik oynar; üç kartını da kaybeden bir tur atlar ama yine de çeker.\n"
        "**Puanlama** her elden sonra: kazanılan kartlar (ev kuralı: kırmızı 2 puan, diğer renkler 1) ve elinde "
        "tuttuğun her [T!] kartı için 2. Biri hedef puana ulaşana dek eller sürer (ev kuralı: 2 oyuncu 50, 3: 40, "
        "4: 35, 5: 30, 6: 25; `/tweak new` ile ayarlanır); zirvede eşitlik olursa bir el daha oynanır. Ev kuralı "
        "hedef arkaları her renk için: 1, 1, 2, 2, 3, 3, 4, 5, 6 kartlarına 7, 8, 9, 10, 7, 8, 9, 10, 8. "
        "Puan değerleri ve kart "
        "arkaları (ev kuralı ya da her elde karışık) `/tweak new` komutunun gelişmiş seçenekleridir; lobi, oyunun "
        "neyi kullandığını gösterir. Beşten az oyuncuyla dışarıda kalan renkler her elde yeniden çekilir.",
        "ru": "2-6 игроков. В свой ход составьте **сумму**: ровно ОДНА карта с руки плюс одна или несколько карт "
        "со стола, в сумме — цель (рубашка верхней карты колоды). Эти карты ваши. Сумма, забирающая все карты "
        "со стола, — это **TWEAK!**, она приносит карту [T!]. Нет суммы (или не хотите): положите одну карту с "
        "руки на стол. Затем доберите до 3; после TWEAK! на стол открываются две карты. Когда колода кончилась, "
        "цель — 7 до конца раздачи.\n"
        "**Карты [T!]** (одна за ход, в любой момент до суммы или сброса): Вор (случайная карта другого игрока "
        "уходит на стол), Джокер (цель +1 или −1 для вашей суммы), Смена цели (верхняя карта колоды идёт на стол; "
        "следующая задаёт цель; нельзя, когда осталась только синяя 7), Бомба (каждый другой игрок отдаёт на "
        "стол одну карту, выбирая втайне; карты открываются вместе, по истечении времени — случайно). "
        "Ограбленные и взорванные играют "
        "следующий ход без одной карты; потерявший все три пропускает ход, но добирает карты.\n"
        "**Очки** после каждой раздачи: выигранные карты (по домашнему правилу красная 2 очка, другие 1) и по 2 "
        "за каждую оставшуюся у вас [T!]. Раздачи идут, пока кто-то не наберёт цель (по умолчанию: 2 игрока 50, "
        "3: 40, 4: 35, 5: 30, 6: 25; задаётся в `/tweak new`); при ничьей наверху играется ещё одна раздача. "
        "Рубашки по умолчанию для каждого цвета: 7, 8, 9, 10, 7, 8, 9, 10, 8 для 1, 1, 2, 2, 3, 3, 4, 5, 6. "
        "Очки карт и рубашки (по умолчанию "
        "или перемешанные каждую раздачу) — дополнительные параметры `/tweak new`; лобби показывает, что "
        "выбрано. Цвета, не участвующие при игре меньше чем впятером, заново выбираются каждую раздачу.",
    },
    "tw.colour.red": {"en": "Red", "tr": "Kırmızı", "ru": "Красная"},
    "tw.colour.orange": {"en": "Orange", "tr": "Turuncu", "ru": "Оранжевая"},
    "tw.colour.yellow": {"en": "Yellow", "tr": "Sarı", "ru": "Жёлтая"},
    "tw.colour.green": {"en": "Green", "tr": "Yeşil", "ru": "Зелёная"},
    "tw.colour.blue": {"en": "Blue", "tr": "Mavi", "ru": "Синяя"},
    "tw.colour.purple": {"en": "Purple", "tr": "Mor", "ru": "Фиолетовая"},
    "tw.card": {"en": "{colour} {value}", "tr": "{colour} {value}", "ru": "{colour} {value}"},
    "tw.tweak.thief": {"en": "The Thief", "tr": "Hırsız", "ru": "Вор"},
    "tw.tweak.joker": {"en": "The Joker", "tr": "Joker", "ru": "Джокер"},
    "tw.tweak.change": {"en": "Change Target", "tr": "Hedef Değiştir", "ru": "Смена цели"},
    "tw.tweak.bomb": {"en": "The Bomb", "tr": "Bomba", "ru": "Бомба"},
    "tw.label.target": {"en": "TARGET", "tr": "HEDEF", "ru": "ЦЕЛЬ"},
    "tw.label.deck": {"en": "Deck", "tr": "Deste", "ru": "Колода"},
    "tw.label.hand": {"en": "Hand", "tr": "El", "ru": "Рука"},
    "tw.label.won": {"en": "Won", "tr": "Kazanılan", "ru": "Взято"},
    "tw.label.empty": {"en": "The table is empty", "tr": "Masa boş", "ru": "Стол пуст"},
    "tw.legend": {"en": "[T!] held: $ Thief · ± Joker · ⇄ Change Target · ✹ Bomb",
                  "tr": "Eldeki [T!]: $ Hırsız · ± Joker · ⇄ Hedef Değiştir · ✹ Bomba",
                  "ru": "[T!] на руках: $ Вор · ± Джокер · ⇄ Смена цели · ✹ Бомба"},
    "tw.heading": {"en": "TWEAK! · hand {hand}", "tr": "TWEAK! · {hand}. el", "ru": "TWEAK! · раздача {hand}"},
    "tw.status": {
        "en": "Target **{target}** · deck {deck} · {who} to play.",
        "tr": "Hedef **{target}** · deste {deck} · sıra {who}.",
        "ru": "Цель **{target}** · в колоде {deck} · ходит {who}.",
    },
    "tw.bomb_wait": {
        "en": "💣 The Bomb! {who}: choose a card to give, with “Show my hand”.",
        "tr": "💣 Bomba! {who}: “Elimi göster” ile vereceğin kartı seç.",
        "ru": "💣 Бомба! {who}: выберите карту для стола через «Показать мою руку».",
    },
    "tw.scores": {"en": "Scores: {scores} (to {target})", "tr": "Puanlar: {scores} (hedef {target})",
                  "ru": "Очки: {scores} (до {target})"},
    "tw.options": {"en": "Target score: {target}", "tr": "Hedef puan: {target}", "ru": "Цель по очкам: {target}"},
    "tw.options_default": {"en": "Target score: house default by player count (2: 50 … 6: 25)",
                           "tr": "Hedef puan: oyuncu sayısına göre ev kuralı (2: 50 … 6: 25)",
                           "ru": "Цель по очкам: по умолчанию от числа игроков (2: 50 … 6: 25)"},
    "tw.options_timeout": {"en": "Turn time: {clock} (then the computer plays the turn)",
                           "tr": "Tur süresi: {clock} (sonra turu bilgisayar oynar)",
                           "ru": "Время на ход: {clock} (потом ход делает компьютер)"},
    "tw.options_no_clock": {"en": "Turn time: no clock, you play the computers alone",
                            "tr": "Tur süresi: sınır yok, bilgisayarlara karşı tek başınasın",
                            "ru": "Время на ход: без ограничения, вы играете против компьютеров"},
    "tw.clock.min": {"en": "{n} min", "tr": "{n} dk", "ru": "{n} мин"},
    "tw.clock.sec": {"en": "{n} s", "tr": "{n} sn", "ru": "{n} с"},
    "tw.clock.min_sec": {"en": "{m} min {s} s", "tr": "{m} dk {s} sn", "ru": "{m} мин {s} с"},
    "tw.clock.turn": {"en": "⏱ {clock} a turn; the computer takes over {when}",
                      "tr": "⏱ Tur başına {clock}; bilgisayar {when} devralır",
                      "ru": "⏱ {clock} на ход; ход сделает компьютер {when}"},
    "tw.clock.bomb": {"en": "⏱ Whoever has not chosen {when} gives a random card",
                      "tr": "⏱ {when} seçmeyen rastgele bir kart verir",
                      "ru": "⏱ Кто не выбрал, отдаст случайную карту {when}"},
    "tw.clock.none": {"en": "⏱ No turn clock: take your time", "tr": "⏱ Süre sınırı yok: acele etme",
                      "ru": "⏱ Время на ход не ограничено: не торопитесь"},
    "tw.target_joker": {"en": "{target} ({deck} with the Joker)", "tr": "{target} (Joker ile; destede {deck})",
                        "ru": "{target} ({deck} с Джокером)"},
    "tw.options_points": {"en": "Points: red card {red}, other colours {other}, [T!] card {tweak}",
                          "tr": "Puanlar: kırmızı kart {red}, diğer renkler {other}, [T!] kartı {tweak}",
                          "ru": "Очки: красная карта {red}, другие цвета {other}, карта [T!] {tweak}"},
    "tw.options_backs.house": {"en": "Card backs: house default (7, 8, 9, 10, 7, 8, 9, 10, 8 per colour)",
                               "tr": "Kart arkaları: ev kuralı (her renkte 7, 8, 9, 10, 7, 8, 9, 10, 8)",
                               "ru": "Рубашки: по умолчанию (7, 8, 9, 10, 7, 8, 9, 10, 8 в каждом цвете)"},
    "tw.options_backs.shuffled": {"en": "Card backs: shuffled anew each hand (a card's value says nothing about "
                                        "its back)",
                                  "tr": "Kart arkaları: her elde yeniden karılır (kartın değeri arkasını belli "
                                        "etmez)",
                                  "ru": "Рубашки: перемешиваются каждую раздачу (по значению карты рубашку не "
                                        "угадать)"},
    "tw.label.yours": {"en": "Your hand", "tr": "Elin", "ru": "Ваша рука"},
    "tw.private.empty_table": {"en": "The table is empty: put one hand card on it.",
                               "tr": "Masa boş: elinden bir kartı masaya koy.",
                               "ru": "Стол пуст: положите на него карту с руки."},
    "tw.options_seats": {"en": "Seats: {seats}", "tr": "Oyuncu sayısı: {seats}", "ru": "Игроков: {seats}"},
    "tw.computer_name": {"en": "Computer {n}", "tr": "Bilgisayar {n}", "ru": "Компьютер {n}"},
    # events
    "tw.ev.drew": {"en": "You drew {cards}.", "tr": "Çektiğin kartlar: {cards}.",
                   "ru": "Вы взяли из колоды: {cards}."},
    "tw.ev.hand": {"en": "Hand {hand} is dealt.", "tr": "{hand}. el dağıtıldı.", "ru": "Раздача {hand} началась."},
    "tw.ev.sum": {"en": "{who}: {sum} ✔", "tr": "{who}: {sum} ✔", "ru": "{who}: {sum} ✔"},
    "tw.ev.tweak": {"en": "**TWEAK!** {who} clears the table and wins a [T!] card: {card}.",
                    "tr": "**TWEAK!** {who} masayı temizledi ve bir [T!] kartı kazandı: {card}.",
                    "ru": "**TWEAK!** {who} очищает стол и получает карту [T!]: {card}."},
    "tw.ev.tweak_none": {"en": "**TWEAK!** {who} clears the table (no [T!] cards are left).",
                         "tr": "**TWEAK!** {who} masayı temizledi ([T!] kartı kalmadı).",
                         "ru": "**TWEAK!** {who} очищает стол (карт [T!] не осталось)."},
    "tw.ev.discard": {"en": "{who} puts {card} on the table.", "tr": "{who} masaya {card} koydu.",
                      "ru": "{who} кладёт на стол: {card}."},
    "tw.ev.thief": {"en": "{who} plays The Thief: {card} from {victim} goes to the table.",
                    "tr": "{who} Hırsız oynadı: {victim} oyuncusunun {card} kartı masaya gitti.",
                    "ru": "{who} играет Вора: {card} игрока {victim} уходит на стол."},
    "tw.ev.joker": {"en": "{who} plays The Joker: the target is {target} for this sum.",
                    "tr": "{who} Joker oynadı: bu toplam için hedef {target}.",
                    "ru": "{who} играет Джокера: цель для этой суммы — {target}."},
    "tw.ev.change": {"en": "{who} plays Change Target: {card} goes to the table; the target is now {target}.",
                     "tr": "{who} Hedef Değiştir oynadı: {card} masaya gitti; hedef artık {target}.",
                     "ru": "{who} играет Смену цели: {card} уходит на стол; теперь цель — {target}."},
    "tw.ev.bomb": {"en": "💣 {who} plays The Bomb!", "tr": "💣 {who} Bomba oynadı!", "ru": "💣 {who} играет Бомбу!"},
    "tw.ev.bombed": {"en": "{who} gives {card} to the table.", "tr": "{who} Bomba için {card} kartını masaya koydu.",
                     "ru": "{who} отдаёт на стол: {card}."},
    "tw.ev.bomb_chose": {"en": "{who} has chosen a card for the Bomb.", "tr": "{who} Bomba için kartını seçti.",
                         "ru": "{who}: карта для Бомбы выбрана."},
    "tw.ev.bomb_gave": {"en": "You put {card} down for the Bomb; it is turned up once everyone has chosen.",
                        "tr": "Bomba için {card} kartını kapalı koydun; herkes seçince açılacak.",
                        "ru": "Вы отдали Бомбе карту «{card}»; её откроют, когда выберут все."},
    "tw.ev.bomb_random": {"en": "{who} did not choose in time: a random card goes.",
                          "tr": "{who} zamanında seçmedi: rastgele bir kart gidiyor.",
                          "ru": "{who} не успевает выбрать: уходит случайная карта."},
    "tw.ev.skip": {"en": "{who} has no cards left and skips this turn (but draws).",
                   "tr": "{who} kartsız kaldı, bu turu atlıyor (ama çekiyor).",
                   "ru": "{who} без карт и пропускает ход (но добирает)."},
    "tw.ev.hand_over": {"en": "Hand {hand} is over: {points}.", "tr": "{hand}. el bitti: {points}.",
                        "ru": "Раздача {hand} окончена: {points}."},
    "tw.ev.tie": {"en": "A tie at the top with {score}: one more hand.",
                  "tr": "Zirvede {score} ile eşitlik: bir el daha.",
                  "ru": "Ничья за первое место ({score}): играется ещё одна раздача."},
    "tw.ev.winner": {"en": plural("score", one="🏆 {who} wins the game with {score} point!",
                                  other="🏆 {who} wins the game with {score} points!"),
                     "tr": "🏆 {who} {score} puanla kazandı!",
                     "ru": plural("score", one="🏆 {who} побеждает, набрав {score} очко!",
                                  few="🏆 {who} побеждает, набрав {score} очка!",
                                  many="🏆 {who} побеждает, набрав {score} очков!")},
    "tw.ev.timeout": {"en": "⏱ {who} ran out of time: the computer played their turn.",
                      "tr": "⏱ {who} için süre doldu: turunu bilgisayar oynadı.",
                      "ru": "⏱ {who} не успевает: ход делает компьютер."},
    # private view
    "tw.private.title": {"en": "Your hand", "tr": "Elin", "ru": "Ваша рука"},
    "tw.private.turn": {"en": "Your turn. Target **{target}**.", "tr": "Sıra sende. Hedef **{target}**.",
                        "ru": "Ваш ход. Цель **{target}**."},
    "tw.private.wait": {"en": "Waiting for {who}. Target {target}.", "tr": "{who} bekleniyor. Hedef {target}.",
                        "ru": "Ждём: {who}. Цель {target}."},
    "tw.private.bomb": {"en": "💣 The Bomb: choose one card to put on the table.",
                        "tr": "💣 Bomba: masaya koyacağın bir kartı seç.",
                        "ru": "💣 Бомба: выберите карту, которую положите на стол."},
    "tw.private.given": {"en": "💣 You put {card} down for the Bomb: it is turned up once everyone has chosen.",
                         "tr": "💣 Bomba için {card} kartını kapalı koydun: herkes seçince açılacak.",
                         "ru": "💣 Вы отдали Бомбе карту «{card}»: её откроют, когда выберут все."},
    "tw.private.picked": {"en": "Chosen: {hand} + {table} = {total}",
                          "tr": "Seçilen: {hand} + {table} = {total}",
                          "ru": "Выбрано: {hand} + {table} = {total}"},
    "tw.pick_hand": {"en": "Your hand card", "tr": "Elindeki kart", "ru": "Карта с руки"},
    "tw.pick_table": {"en": "Table cards for the sum", "tr": "Toplam için masa kartları",
                      "ru": "Карты со стола для суммы"},
    "tw.pick_victim": {"en": "The Thief: steal from…", "tr": "Hırsız: kimden çalınsın…", "ru": "Вор: украсть у…"},
    "tw.pick_give": {"en": "Card to give to the Bomb", "tr": "Bombaya verilecek kart", "ru": "Карта для Бомбы"},
    "tw.btn.sum": {"en": "Make sum", "tr": "Toplamı yap", "ru": "Составить сумму"},
    "tw.btn.discard": {"en": "Discard the hand card", "tr": "Eldeki kartı masaya koy", "ru": "Сбросить карту"},
    "tw.btn.joker_up": {"en": "Joker +1", "tr": "Joker +1", "ru": "Джокер +1"},
    "tw.btn.joker_down": {"en": "Joker −1", "tr": "Joker −1", "ru": "Джокер −1"},
    "tw.btn.change": {"en": "Change Target", "tr": "Hedef Değiştir", "ru": "Смена цели"},
    "tw.btn.bomb": {"en": "The Bomb", "tr": "Bomba", "ru": "Бомба"},
    "tw.points": {"en": plural("n", one="{n} point", other="{n} points"), "tr": "{n} puan",
                  "ru": plural("n", one="{n} очко", few="{n} очка", many="{n} очков")},
    # refusals
    "tw.err.wait_bomb": {"en": "Wait: the Bomb's victims are still choosing.",
                         "tr": "Bekle: bombanın kurbanları hâlâ seçiyor.",
                         "ru": "Подождите: жертвы Бомбы ещё выбирают."},
    "tw.err.not_in_hand": {"en": "That card is not in your hand.", "tr": "Bu kart elinde değil.",
                           "ru": "Этой карты нет у вас в руке."},
    "tw.err.not_on_table": {"en": "Those cards are not on the table.", "tr": "Bu kartlar masada değil.",
                            "ru": "Этих карт нет на столе."},
    "tw.err.pick_hand": {"en": "Choose one card from your hand first.", "tr": "Önce elinden bir kart seç.",
                         "ru": "Сначала выберите карту с руки."},
    "tw.err.pick_table": {"en": "Choose one or more table cards first.", "tr": "Önce masadan kart seç.",
                          "ru": "Сначала выберите карты со стола."},
    "tw.err.wrong_sum": {"en": "That makes {total}, not {target}.", "tr": "Bu {total} eder, {target} değil.",
                         "ru": "Получается {total}, а не {target}."},
    "tw.err.one_tweak": {"en": "One [T!] card per turn.", "tr": "Turda yalnızca bir [T!] kartı oynanabilir.",
                         "ru": "Одна карта [T!] за ход."},
    "tw.err.no_hand": {"en": "With no hand cards you cannot play [T!] cards.",
                       "tr": "Elinde kart yokken [T!] kartı oynayamazsın.",
                       "ru": "Без карт на руке играть [T!] нельзя."},
    "tw.err.no_such_tweak": {"en": "You do not hold that [T!] card.", "tr": "O [T!] kartı sende yok.",
                             "ru": "У вас нет такой карты [T!]."},
    "tw.err.bad_victim": {"en": "Choose another player who holds cards.",
                          "tr": "Elinde kart olan başka bir oyuncu seç.",
                          "ru": "Выберите другого игрока с картами."},
    "tw.err.no_deck": {"en": "Only the blue 7 is left: the target cannot change.",
                       "tr": "Yalnız mavi 7 kaldı: hedef değişemez.",
                       "ru": "Осталась только синяя 7: цель не меняется."},
    "tw.err.no_victims": {"en": "Nobody else holds a card.", "tr": "Başka kimsenin kartı yok.",
                          "ru": "Ни у кого больше нет карт."},
    "tw.err.no_bomb": {"en": "No Bomb is waiting for you.", "tr": "Seni bekleyen bir bomba yok.",
                       "ru": "Бомба вас не ждёт."},
    # slash command
    "tw.cmd.name": {"en": "tweak", "tr": "tweak", "ru": "tweak"},
    "tw.cmd.desc": {"en": "Play TWEAK!, the target-sum card game", "tr": "Hedef toplam kart oyunu TWEAK! oyna",
                    "ru": "Играть в TWEAK!, карточную игру на сумму"},
    "tw.cmd.new.name": {"en": "new", "tr": "yeni", "ru": "новая"},
    "tw.cmd.new.desc": {"en": "Open a game of TWEAK!", "tr": "Bir TWEAK! oyunu aç", "ru": "Открыть игру TWEAK!"},
    "tw.cmd.seats.name": {"en": "seats", "tr": "koltuk", "ru": "места"},
    "tw.cmd.seats.desc": {"en": "How many players (2-6); it starts when full",
                          "tr": "Kaç oyuncu (2-6); dolunca başlar",
                          "ru": "Сколько игроков (2-6); начнётся, когда все соберутся"},
    "tw.cmd.target.name": {"en": "target_score", "tr": "hedef_puan", "ru": "цель_очков"},
    "tw.cmd.target.desc": {"en": "Score that ends the game (default by player count)",
                           "tr": "Oyunu bitiren puan (varsayılan: oyuncu sayısına göre)",
                           "ru": "Очки для победы (по умолчанию от числа игроков)"},
    "tw.cmd.computers.name": {"en": "computers", "tr": "bilgisayarlar", "ru": "компьютеры"},
    "tw.cmd.computers.desc": {"en": "Computer players to fill seats", "tr": "Koltukları dolduracak bilgisayarlar",
                              "ru": "Компьютерные игроки на свободные места"},
    "tw.cmd.timeout.name": {"en": "turn_seconds", "tr": "tur_saniye", "ru": "секунд_на_ход"},
    "tw.cmd.timeout.desc": {"en": "Seconds a turn before the computer plays it (default 180; alone vs computers: none)",
                            "tr": "Bilgisayar oynamadan önce tur başına saniye (varsayılan 180; yalnız bilgisayarlara "
                                  "karşı: sınırsız)",
                            "ru": "Секунд на ход, потом ходит компьютер (по умолчанию 180; один против компьютеров — "
                                  "без ограничения)"},
    "tw.cmd.backs.name": {"en": "card_backs", "tr": "kart_arkaları", "ru": "рубашки"},
    "tw.cmd.backs.desc": {"en": "Advanced: the targets on the card backs",
                          "tr": "Gelişmiş: kart arkalarındaki hedefler",
                          "ru": "Дополнительно: цели на рубашках карт"},
    "tw.cmd.backs.house": {"en": "House default (7-10 by card)", "tr": "Ev kuralı (karta göre 7-10)",
                           "ru": "По умолчанию (7-10 по карте)"},
    "tw.cmd.backs.shuffled": {"en": "Shuffled each hand", "tr": "Her elde karışık", "ru": "Перемешать каждую раздачу"},
    "tw.cmd.red.name": {"en": "red_points", "tr": "kırmızı_puan", "ru": "очки_красной"},
    "tw.cmd.red.desc": {"en": "Advanced: points for a red card (default 2)",
                        "tr": "Gelişmiş: kırmızı kartın puanı (varsayılan 2)",
                        "ru": "Дополнительно: очки за красную карту (по умолчанию 2)"},
    "tw.cmd.other.name": {"en": "other_points", "tr": "diğer_puan", "ru": "очки_других"},
    "tw.cmd.other.desc": {"en": "Advanced: points for a card of another colour (default 1)",
                          "tr": "Gelişmiş: başka renkte bir kartın puanı (varsayılan 1)",
                          "ru": "Дополнительно: очки за карту другого цвета (по умолчанию 1)"},
    "tw.cmd.tweakpts.name": {"en": "tweak_points", "tr": "tweak_puan", "ru": "очки_tweak"},
    "tw.cmd.tweakpts.desc": {"en": "Advanced: points for a [T!] card still held (default 2)",
                             "tr": "Gelişmiş: elde kalan [T!] kartının puanı (varsayılan 2)",
                             "ru": "Дополнительно: очки за оставшуюся карту [T!] (по умолчанию 2)"},
}
