"""TWEAK! text in English, Turkish and Russian."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural

STRINGS: dict[str, dict[str, Text]] = {
    "tw.title": {"en": "TWEAK!", "tr": "TWEAK!", "ru": "TWEAK!"},
    "tw.help": {
        "en": "**How to play**\n"
        "• On your turn win cards with a **sum**: ONE card from your hand plus one or more table cards that add up "
        "to the **target** (the big number on the table picture).\n"
        "• Press **Show my hand**, pick your hand card and the table cards, then **Make sum**.\n"
        "• No sum? Pick a hand card and **Discard the hand card**: it goes on the table. Either way you then draw "
        "back up to 3.\n"
        "• A sum that takes every table card is a **TWEAK!**: you also win a [T!] card to play on a later turn.\n"
        "• After each hand the cards you won score (red 2, other colours 1); hands go on until someone reaches "
        "the target score.\n"
        "• The 👉 line on the board and in your hand says what you can do now. Start with `/tweak new`.\n\n"
        "**A turn**: 2-6 players, 3 cards each, 2 face up on the table. The target is the back of the central "
        "deck's top card. Make one sum (exactly ONE hand card, any number of table cards) and win those cards, or "
        "put one hand card on the table: every turn plays a card. Then draw back up to 3; after a TWEAK! two cards "
        "are turned onto the empty table. When the deck runs out the target is 7 (the blue card) until the hand "
        "ends; the hand ends once nobody holds a card.\n\n"
        "**[T!] cards** (one per turn, any time before your sum or discard): The Thief (a random card of another "
        "player's goes to the table), The Joker (target +1 or −1 for your sum), Change Target (the deck's top card "
        "goes on the table and the next card sets the target; not possible once only the blue 7 is left), The "
        "Bomb (every other player gives one hand card to the table, chosen privately and turned up together). "
        "Bombed and robbed players play their next turn a card short; a player who lost all three skips a turn "
        "but still draws. With no hand cards left you can no longer play [T!] cards, but they still score.\n\n"
        "**Scoring and the end**: after each hand, the cards you won (house default: red 2 points, other colours "
        "1) plus 2 for each [T!] card you still hold. Cards left on the table score for nobody. Hands go on until "
        "someone reaches the target score (house default: 2 players 50, 3: 40, 4: 35, 5: 30, 6: 25; set it with "
        "`/tweak new`); a tie at the top plays one more hand. The dealer moves one seat each hand.\n\n"
        "**Fine rules**: a sum you leave on the table unclaimed is lost: nobody else may take it later. House "
        "default target backs per colour: 7, 8, 9, 10, 7, 8, 9, 10, 8 for 1, 1, 2, 2, 3, 3, 4, 5, 6. Point values "
        "and card backs (house default or shuffled each hand) are advanced options of `/tweak new`; the lobby "
        "shows what a game uses. With fewer than five players some colours are left out, drawn anew for every "
        "hand. A turn has a clock (3 min by default, `turn_seconds`; none when you play the computers alone): "
        "when it runs out the computer plays that turn. With a turn clock, a Bomb's victim who has not chosen "
        "within a minute gives a random card.",
        "tr": "**Nasıl oynanır**\n"
        "• Sıranda bir **toplamla** kart kazan: elinden TEK bir kart ve masadan bir ya da daha fazla kart, toplamları "
        "**hedefi** (masa resmindeki büyük sayı) tutmalı.\n"
        "• **Elimi göster**'e bas, elindeki kartı ve masa kartlarını seç, sonra **Toplamı yap**'a bas.\n"
        "• Toplam yok mu? Elinden bir kart seç ve **Eldeki kartı masaya koy**'a bas: kart masaya gider. İki durumda "
        "da sonra elini 3'e tamamlarsın.\n"
        "• Masadaki bütün kartları alan toplam bir **TWEAK!**'tir: ayrıca sonraki bir turda oynayacağın bir [T!] "
        "kartı kazanırsın.\n"
        "• Her elden sonra kazandığın kartlar puan getirir (kırmızı 2, diğer renkler 1); biri hedef puana "
        "ulaşana dek eller sürer.\n"
        "• Tahtadaki ve elindeki 👉 satırı şu an ne yapabileceğini söyler. `/tweak new` ile başla.\n\n"
        "**Bir tur**: 2-6 oyuncu, herkese 3 kart, masaya 2 açık kart. Hedef, merkez destenin üst kartının "
        "arkasındaki sayıdır. Bir toplam yap (elinden TAM BİR kart, masadan istediğin kadar kart) ve o kartları "
        "kazan ya da elinden bir kartı masaya koy: her tur bir kart oynanır. Sonra elini 3'e tamamla; TWEAK!'ten "
        "sonra boş masaya iki kart açılır. Deste bitince el bitene dek hedef 7'dir (mavi kart); kimsenin elinde "
        "kart kalmayınca el biter.\n\n"
        "**[T!] kartları** (turda bir tane, toplamdan ya da kart koymadan önce): Hırsız (başka bir oyuncunun "
        "rastgele bir kartı masaya gider), Joker (toplamın için hedef +1 ya da −1), Hedef Değiştir (destenin üst "
        "kartı masaya gider, sonraki kart hedefi belirler; yalnız mavi 7 kaldığında oynanamaz), Bomba (diğer her "
        "oyuncu elinden bir kartı masaya verir; gizlice seçer, kartlar birlikte açılır). Bombalanan ve soyulan "
        "oyuncular sonraki turlarını bir kart eksik oynar; üç kartını da kaybeden bir tur atlar ama yine de çeker. "
        "Elinde kart kalmayınca [T!] kartı oynayamazsın, ama kartlar yine puan getirir.\n\n"
        "**Puanlama ve oyunun sonu**: her elden sonra kazandığın kartlar (ev kuralı: kırmızı 2 puan, diğer renkler "
        "1) ve elinde tuttuğun her [T!] kartı için 2. Masada kalan kartlar kimseye puan getirmez. Biri hedef "
        "puana ulaşana dek eller sürer (ev kuralı: 2 oyuncu 50, 3: 40, 4: 35, 5: 30, 6: 25; `/tweak new` ile "
        "ayarlanır); zirvede eşitlik olursa bir el daha oynanır. Dağıtan her elde bir kişi kayar.\n\n"
        "**İnce kurallar**: masada bırakıp almadığın toplam kaybolur: onu sonradan kimse alamaz. Ev kuralı hedef "
        "arkaları her renk için: 1, 1, 2, 2, 3, 3, 4, 5, 6 kartlarına 7, 8, 9, 10, 7, 8, 9, 10, 8. Puan değerleri "
        "ve kart arkaları (ev kuralı ya da her elde karışık) `/tweak new` komutunun gelişmiş seçenekleridir; lobi, "
        "oyunun neyi kullandığını gösterir. Beşten az oyuncuyla bazı renkler dışarıda kalır ve her elde yeniden "
        "çekilir. Turun bir süresi vardır (varsayılan 3 dk, `turn_seconds`; yalnız bilgisayarlara karşı "
        "oynuyorsan yok): süre dolunca o turu bilgisayar oynar. Tur süresi varken, bir dakika içinde seçmeyen "
        "Bomba kurbanı rastgele bir kart verir.",
        "ru": "**Как играть**\n"
        "• В свой ход забирайте карты **суммой**: ОДНА карта с руки плюс одна или несколько карт со стола, вместе "
        "— ровно **цель** (большое число на картинке стола).\n"
        "• Нажмите **Показать мою руку**, выберите карту с руки и карты со стола, затем — **Составить сумму**.\n"
        "• Суммы нет? Выберите карту с руки и нажмите **Сбросить карту**: она ляжет на стол. В любом случае потом "
        "вы добираете до 3 карт.\n"
        "• Сумма, забирающая все карты со стола, — это **TWEAK!**: вы получаете ещё и карту [T!], чтобы сыграть её "
        "в следующих ходах.\n"
        "• После каждой раздачи взятые карты приносят очки (красная 2, другие цвета 1); раздачи идут, пока кто-то "
        "не наберёт цель по очкам.\n"
        "• Строка 👉 на доске и в руке подсказывает, что можно сделать сейчас. Начните с `/tweak new`.\n\n"
        "**Ход**: 2-6 игроков, у каждого 3 карты, на столе 2 открытые. Цель — рубашка верхней карты центральной "
        "колоды. Составьте одну сумму (ровно ОДНА карта с руки и сколько угодно карт со стола) и заберите эти "
        "карты или положите одну карту с руки на стол: каждый ход играется карта. Затем доберите до 3; после "
        "TWEAK! на пустой стол открываются две карты. Когда колода кончилась, цель — 7 (синяя карта) до конца "
        "раздачи; раздача кончается, когда ни у кого не осталось карт.\n\n"
        "**Карты [T!]** (одна за ход, в любой момент до суммы или сброса): Вор (случайная карта другого игрока "
        "уходит на стол), Джокер (цель +1 или −1 для вашей суммы), Смена цели (верхняя карта колоды идёт на стол, "
        "следующая задаёт цель; нельзя, когда осталась только синяя 7), Бомба (каждый другой игрок отдаёт на стол "
        "одну карту, выбирая втайне; карты открываются вместе). Ограбленные и взорванные играют следующий ход без "
        "одной карты; потерявший все три пропускает ход, но добирает карты. Без карт на руке играть [T!] нельзя, "
        "но очки они всё равно приносят.\n\n"
        "**Очки и конец игры**: после каждой раздачи — взятые карты (по домашнему правилу красная 2 очка, другие "
        "1) и по 2 за каждую оставшуюся у вас [T!]. Карты, оставшиеся на столе, не достаются никому. Раздачи идут, "
        "пока кто-то не наберёт цель по очкам (по умолчанию: 2 игрока 50, 3: 40, 4: 35, 5: 30, 6: 25; задаётся в "
        "`/tweak new`); при ничьей наверху играется ещё одна раздача. Сдающий меняется каждую раздачу.\n\n"
        "**Тонкости**: сумма, которую вы оставили на столе, пропадает: позже её не заберёт никто. Рубашки по "
        "умолчанию для каждого цвета: 7, 8, 9, 10, 7, 8, 9, 10, 8 для 1, 1, 2, 2, 3, 3, 4, 5, 6. Очки карт и "
        "рубашки (по умолчанию или перемешанные каждую раздачу) — дополнительные параметры `/tweak new`; лобби "
        "показывает, что выбрано. Меньше чем впятером часть цветов не участвует, и они заново выбираются каждую "
        "раздачу. У хода есть время (по умолчанию 3 мин, `turn_seconds`; если вы один против компьютеров — без "
        "ограничения): когда оно выходит, ход делает компьютер. Если время на ход есть, жертва Бомбы, не выбравшая "
        "карту за минуту, отдаёт случайную.",
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
        "en": "Target **{target}** · deck {deck}",
        "tr": "Hedef **{target}** · deste {deck}",
        "ru": "Цель **{target}** · в колоде {deck}",
    },
    # what the awaited player can do now: a 👉 line on the board and in the hand
    "tw.wait.turn": {
        "en": "👉 {who}: make {target} from one hand card and one or more table cards, or put a hand card on the "
              "table.",
        "tr": "👉 {who}: elinden bir kart ve masadan bir ya da daha fazla kartla toplamı {target} yap ya da elinden "
              "bir kartı masaya koy.",
        "ru": "👉 {who}: наберите {target} одной картой с руки и картами со стола или положите карту с руки на стол.",
    },
    "tw.wait.turn_tweak": {
        "en": "👉 {who}: make {target} from one hand card and one or more table cards, or put a hand card on the "
              "table; one [T!] card may be played first.",
        "tr": "👉 {who}: elinden bir kart ve masadan bir ya da daha fazla kartla toplamı {target} yap ya da elinden "
              "bir kartı masaya koy; önce bir [T!] kartı da oynanabilir.",
        "ru": "👉 {who}: наберите {target} одной картой с руки и картами со стола или положите карту с руки на стол; "
              "сначала можно сыграть одну карту [T!].",
    },
    "tw.wait.empty": {"en": "👉 {who}: the table is empty — put a hand card on it.",
                      "tr": "👉 {who}: masa boş — elinden bir kartı masaya koy.",
                      "ru": "👉 {who}: стол пуст — положите на него карту с руки."},
    "tw.wait.empty_tweak": {"en": "👉 {who}: the table is empty — put a hand card on it; one [T!] card may be played "
                                  "first.",
                            "tr": "👉 {who}: masa boş — elinden bir kartı masaya koy; önce bir [T!] kartı da "
                                  "oynanabilir.",
                            "ru": "👉 {who}: стол пуст — положите на него карту с руки; сначала можно сыграть одну "
                                  "карту [T!]."},
    "tw.wait.bomb": {"en": "👉 {who}: 💣 The Bomb! Choose a card to give, under “{hand}”.",
                     "tr": "👉 {who}: 💣 Bomba! “{hand}” ile vereceğin kartı seç.",
                     "ru": "👉 {who}: 💣 Бомба! Выберите карту, которую отдадите на стол, — кнопка «{hand}»."},
    "tw.wait.computer": {"en": "🤖 {who} is thinking…", "tr": "🤖 {who} düşünüyor…", "ru": "🤖 {who} думает…"},
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
    "tw.private.turn": {
        "en": "👉 Your turn, target **{target}**: pick one hand card and table cards that add up to it, then press "
              "“{sum}” — or pick a hand card and press “{discard}”.",
        "tr": "👉 Sıra sende, hedef **{target}**: elinden bir kart ve toplamı hedefi tutan masa kartlarını seç, sonra "
              "“{sum}” düğmesine bas — ya da elinden bir kart seçip “{discard}” düğmesine bas.",
        "ru": "👉 Ваш ход, цель **{target}**: выберите карту с руки и карты со стола, которые вместе дают цель, и "
              "нажмите «{sum}» — или выберите карту с руки и нажмите «{discard}».",
    },
    "tw.private.empty": {
        "en": "👉 Your turn, target **{target}**: the table is empty — pick a hand card and press “{discard}” to put "
              "it on the table.",
        "tr": "👉 Sıra sende, hedef **{target}**: masa boş — elinden bir kart seç ve masaya koymak için “{discard}” "
              "düğmesine bas.",
        "ru": "👉 Ваш ход, цель **{target}**: стол пуст — выберите карту с руки и нажмите «{discard}», чтобы "
              "положить её на стол.",
    },
    "tw.private.tweak_first": {"en": "You may first play one of your [T!] cards below.",
                               "tr": "Önce aşağıdan [T!] kartlarından birini oynayabilirsin.",
                               "ru": "Сначала можно сыграть одну из ваших карт [T!] — они ниже."},
    "tw.private.wait": {"en": "Waiting for {who}. Target {target}.", "tr": "{who} bekleniyor. Hedef {target}.",
                        "ru": "Ждём: {who}. Цель {target}."},
    "tw.private.bomb": {"en": "👉 💣 The Bomb: choose one card below to put on the table.",
                        "tr": "👉 💣 Bomba: masaya koyacağın bir kartı aşağıdan seç.",
                        "ru": "👉 💣 Бомба: выберите ниже карту, которую положите на стол."},
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
