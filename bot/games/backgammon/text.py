"""Backgammon text in English, Turkish and Russian."""

from __future__ import annotations

from bot.i18n.catalogue import Text

STRINGS: dict[str, dict[str, Text]] = {
    "bg.title": {"en": "Backgammon", "tr": "Tavla", "ru": "Нарды"},
    "bg.help": {
        "en": "Two players, 15 checkers each. Move by the dice, both numbers (doubles four times); land on an "
        "empty point, your own, or a single enemy checker (a blot), which you hit to the bar. Enter from the "
        "bar first. Bring all 15 home, then bear them off; first to bear off all wins 1 point, a gammon 2 "
        "(the loser bore off nothing), a backgammon 3 (and still has a checker on the bar or in your home).\n"
        "**Cube**: before rolling you may double; the other takes or passes (and loses the current value). "
        "After a take the taker owns the cube. The doubled player may redouble at once and keeps the cube.\n"
        "**Modes**: blitz (30 s bank, +10 s for a move of 10 s or less, up to 30 s), single game (2 min, "
        "+20 s for 20 s or less), match to 3, 5 or 9 points with the Crawford rule (no cube in the game after "
        "someone first reaches match point minus one). In blitz and single games a bank at zero loses; in a match the "
        "computer plays for you until you are back. Against the computer there is no clock unless you ask for one "
        "(`/backgammon bot` with `clock`).\n"
        "**Moving**: every point shows both players' numbers, each on tags of their colour; the buttons use "
        "yours. Pick a checker, then where it goes (each button says which die); Undo; or Type move "
        "(`13/7 8/7`, `bar/22`, `6/off`, `8/5(2)`). A forced roll is played for you. Auto-roll rolls for you "
        "(no doubling while it is on); Auto-play finishes a race for you. Resign: single, gammon or "
        "backgammon; 60+ pips behind with nothing borne off counts as a gammon at least.\n"
        "Start with `/backgammon new`. The Position ID and Match ID under the board paste into gnubg or XG.",
        "tr": "İki oyuncu, her birinin 15 pulu. Zarlara göre oynanır, iki sayı da oynanır (çiftler dört kez); "
        "boş bir haneye, kendi haneye ya da tek rakip pulunun (açık pul) olduğu haneye konulur; açık pul kırılır "
        "ve bara çıkar. Kırık pul varsa önce o oyuna girer. 15 pulu da eve getirip toplayın; ilk toplayan 1 puan, "
        "mars 2 "
        "(rakip hiç pul toplamadıysa), katmerli mars 3 puan (rakibin barda ya da sizin evinizde pulu varsa) kazanır.\n"
        "**Katlama küpü**: zar atmadan önce katlayabilirsiniz; rakip kabul eder ya da pas der (ve küpteki "
        "değeri kaybeder). Kabul eden küpün sahibi olur. Katlanan oyuncu hemen yeniden katlayabilir ve küp onda "
        "kalır.\n"
        "**Modlar**: blitz (30 sn, 10 sn ya da daha kısa hamleye +10 sn, en çok 30 sn), tek oyun (2 dk, 20 sn ya "
        "da daha kısa hamleye +20 sn), Crawford kuralıyla 3, 5 ya da 9 puanlık maç. Blitzde ve tek oyunda süresi biten "
        "kaybeder; maçta, geri dönene dek yerine bilgisayar oynar. Bilgisayara karşı, istemedikçe süre yok "
        "(`/tavla bilgisayar`, `süre` seçeneği).\n"
        "**Hamle**: her hanede iki oyuncunun da numarası, kendi renginde bir etikette yazar; düğmeler sizin "
        "numaralarınızı kullanır. Bir pul seçin, sonra gideceği yeri (her düğme hangi zarı kullandığını söyler); "
        "Geri al; ya da "
        "Hamle yaz (`13/7 8/7`, `bar/22`, `6/off`, `8/5(2)`). Tek yolu olan zar sizin için oynanır. Otomatik zar "
        "sizin yerinize atar (açıkken katlanamaz); Otomatik oyun yarışı sizin için bitirir. Pes etme: normal, mars "
        "ya da katmerli mars; 60+ pip geride ve hiç pul toplamamışsanız en az mars sayılır.\n"
        "`/tavla yeni` ile başlayın. Tahtanın altındaki Position ID ve Match ID, gnubg ya da XG'ye "
        "yapıştırılabilir.",
        "ru": "Два игрока, по 15 шашек. Ходите по кубикам, оба числа (дубль — четыре раза); можно встать на пустой "
        "пункт, свой или на одиночную шашку соперника (блот) — её бьют, и она уходит на бар. С бара входят в "
        "первую очередь. Приведите все 15 домой и выбрасывайте их; кто первым выбросил все — 1 очко, гаммон 2 "
        "(соперник ничего не выбросил), бэкгаммон 3 (и у него шашка на баре или в вашем доме).\n"
        "**Куб**: перед броском можно удвоить; соперник принимает или пасует (и проигрывает текущую ставку). "
        "Принявший владеет кубом. Удвоенный может сразу переудвоить и оставить куб у себя.\n"
        "**Режимы**: блиц (30 с, +10 с за ход не дольше 10 с, максимум 30 с), одна партия (2 мин, +20 с за ход "
        "не дольше 20 с), матч до 3, 5 или 9 очков с правилом Кроуфорда. В блице и одной партии "
        "у кого кончилось время, тот проиграл; в матче за него играет компьютер, пока игрок не вернётся. "
        "С компьютером часов нет, если их не попросить (`/нарды компьютер`, параметр `часы`).\n"
        "**Ход**: у каждого пункта два номера — по одному для каждого игрока, на метках его цвета; кнопки "
        "называют ваши. Выберите шашку, затем куда (на кнопке — какой кубик); Шаг назад; или Ввести ход "
        "(`13/7 8/7`, `bar/22`, `6/off`, `8/5(2)`). Вынужденный ход делается сам. Автобросок бросает за вас "
        "(удваивать при нём нельзя); Автоигра доигрывает гонку. Сдача: простая, гаммон или бэкгаммон; при "
        "отставании на 60+ пипсов без выброшенных шашек — не меньше гаммона.\n"
        "Начните с `/нарды новая`. Position ID и Match ID под доской можно вставить в gnubg или XG.",
    },
    "bg.mode.blitz": {"en": "blitz", "tr": "blitz", "ru": "блиц"},
    "bg.mode.single": {"en": "single game", "tr": "tek oyun", "ru": "одна партия"},
    "bg.mode.match": {"en": "{length}-point match", "tr": "{length} puanlık maç", "ru": "матч до {length} очков"},
    "bg.options": {"en": "Mode: {mode}", "tr": "Mod: {mode}", "ru": "Режим: {mode}"},
    "bg.heading": {"en": "Backgammon · {mode}", "tr": "Tavla · {mode}", "ru": "Нарды · {mode}"},
    "bg.heading_game": {
        "en": "Backgammon · {mode} · game {game}",
        "tr": "Tavla · {mode} · {game}. oyun",
        "ru": "Нарды · {mode} · партия {game}",
    },
    "bg.crawford": {"en": "Crawford game: no doubling.", "tr": "Crawford oyunu: katlama yok.",
                    "ru": "Партия Кроуфорда: без удвоений."},
    # the clock (the lobby and the board)
    "bg.clock.game": {
        "en": "Clock: each player has a {bank} time bank; a move made within {threshold} s adds {bonus} s (the bank "
        "holds at most {cap}). Whoever runs out of time loses the game.",
        "tr": "Süre: her oyuncunun {bank} süresi var; {threshold} saniye içinde yapılan hamle {bonus} saniye "
        "kazandırır (en çok {cap}). Süresi biten oyunu kaybeder.",
        "ru": "Часы: у каждого игрока запас {bank}; ход не дольше {threshold} с добавляет {bonus} с (запас не "
        "больше {cap}). У кого кончилось время, тот проиграл партию.",
    },
    "bg.clock.match": {
        "en": "Clock: each player has a {bank} time bank; a move made within {threshold} s adds {bonus} s (the bank "
        "holds at most {cap}). Whoever runs out of time has the computer play for them until they press “I'm back”.",
        "tr": "Süre: her oyuncunun {bank} süresi var; {threshold} saniye içinde yapılan hamle {bonus} saniye "
        "kazandırır (en çok {cap}). Süresi bitenin yerine, “Geri döndüm”e basana dek bilgisayar oynar.",
        "ru": "Часы: у каждого игрока запас {bank}; ход не дольше {threshold} с добавляет {bonus} с (запас не "
        "больше {cap}). У кого кончилось время, за того играет компьютер, пока игрок не нажмёт «Я вернулся».",
    },
    "bg.clock.none": {"en": "No clock: take as long as you like.",
                      "tr": "Süre sınırı yok: istediğin kadar düşünebilirsin.",
                      "ru": "Без часов: думайте сколько угодно."},
    "bg.clock.computer_none": {"en": "The computer has no clock.", "tr": "Bilgisayarın süresi yok.",
                               "ru": "У компьютера часов нет."},
    # events
    "bg.ev.opening": {
        "en": "Opening roll: ⚪ {white}, 🔴 {red}.",
        "tr": "Açılış zarı: ⚪ {white}, 🔴 {red}.",
        "ru": "Первый бросок: ⚪ {white}, 🔴 {red}.",
    },
    "bg.ev.rolled": {"en": "{who} rolled {d1}-{d2}.", "tr": "{who} {d1}-{d2} attı.", "ru": "{who}: выпало {d1}-{d2}."},
    "bg.ev.no_move": {
        "en": "{who} rolled {d1}-{d2}: no legal move, the turn passes.",
        "tr": "{who} {d1}-{d2} attı: oynayacak yer yok, sıra rakipte.",
        "ru": "{who}: выпало {d1}-{d2}, ходить нечем — ход переходит к сопернику.",
    },
    "bg.ev.forced": {"en": "{who} had only one play.", "tr": "{who}: zarın tek oynanışı vardı, kendiliğinden oynandı.",
                     "ru": "{who}: ход был единственный и сыгран сам."},
    "bg.ev.played": {"en": "{who} played {play}.", "tr": "{who} oynadı: {play}.", "ru": "{who}: ход {play}."},
    "bg.ev.won": {
        "en": {"count": "points", "one": "{who} wins {points} point ({how}).",
               "other": "{who} wins {points} points ({how})."},
        "tr": "{who} {points} puan kazandı ({how}).",
        "ru": {"count": "points", "one": "{who} выигрывает {points} очко ({how}).",
               "few": "{who} выигрывает {points} очка ({how}).", "many": "{who} выигрывает {points} очков ({how}).",
               "other": "{who} выигрывает {points} очка ({how})."},
    },
    "bg.ev.doubles": {"en": "{who} doubles to {value}.", "tr": "{who} küpü {value:dat} katlıyor.",
                      "ru": "{who} удваивает до {value}."},
    "bg.ev.takes": {"en": "{who} takes: the cube is on {value}.", "tr": "{who} kabul etti: küp artık {value:loc}.",
                    "ru": "{who} принимает: куб на {value}."},
    "bg.ev.passes": {"en": "{who} passes.", "tr": "{who} katlamayı kabul etmedi (pas).", "ru": "{who} пасует."},
    "bg.ev.redoubles": {
        "en": "{who} takes and redoubles to {value}, keeping the cube.",
        "tr": "{who} kabul edip hemen {value:dat} katladı; küp onda kalıyor.",
        "ru": "{who} принимает и сразу переудваивает до {value}, оставляя куб себе.",
    },
    "bg.ev.resigns": {"en": "{who} offers to resign ({level}).", "tr": "{who} pes etmeyi öneriyor ({level}).",
                      "ru": "{who} предлагает сдаться ({level})."},
    "bg.ev.rejects": {"en": "{who} rejects the resignation.", "tr": "{who} pes teklifini reddetti.",
                      "ru": "{who} отклоняет сдачу."},
    "bg.ev.time": {"en": "{who} ran out of time.", "tr": "{who}: süre doldu.", "ru": "{who}: время вышло."},
    "bg.how.single": {"en": "single game", "tr": "normal", "ru": "простая"},
    "bg.how.gammon": {"en": "gammon", "tr": "mars", "ru": "гаммон"},
    "bg.how.backgammon": {"en": "backgammon", "tr": "katmerli mars", "ru": "бэкгаммон"},
    "bg.how.pass": {"en": "double passed", "tr": "katlama reddedildi", "ru": "удвоение не принято"},
    "bg.how.resign": {"en": "resignation", "tr": "pes", "ru": "сдача"},
    "bg.how.time": {"en": "on time", "tr": "süre bitti", "ru": "по времени"},
    # prompts
    "bg.prompt.roll": {"en": "{who} to roll.", "tr": "Sıra {who}: zar at.", "ru": "{who}: бросайте кубики."},
    "bg.prompt.roll_cube": {"en": "{who} to roll or double.", "tr": "Sıra {who}: zar at ya da katla.",
                            "ru": "{who}: бросайте кубики или удваивайте."},
    "bg.prompt.confirm": {"en": "{who}: confirm {play}, or undo.",
                          "tr": "{who}: {play} hamlesini onayla ya da geri al.",
                          "ru": "{who}: подтвердите ход {play} или верните шаг."},
    "bg.prompt.move": {"en": "{who} to move {d1}-{d2}.", "tr": "Sıra {who}: {d1}-{d2} oyna.",
                       "ru": "{who}: ходите {d1}-{d2}."},
    "bg.prompt.doubled": {
        "en": {"count": "points", "one": "{who}: take the cube at {value} or pass (losing {points} point)?",
               "other": "{who}: take the cube at {value} or pass (losing {points} points)?"},
        "tr": "{who}: rakip {value:dat} katladı. Kabul mü, pas mı? (Pas dersen {points} puan kaybedersin.)",
        "ru": {"count": "points",
               "one": "{who}: удвоение до {value}. Принять или спасовать (пас — минус {points} очко)?",
               "few": "{who}: удвоение до {value}. Принять или спасовать (пас — минус {points} очка)?",
               "many": "{who}: удвоение до {value}. Принять или спасовать (пас — минус {points} очков)?",
               "other": "{who}: удвоение до {value}. Принять или спасовать (пас — минус {points} очка)?"},
    },
    "bg.prompt.resign_choose": {"en": "{who}: resign how much?", "tr": "{who}: neyi kabul ederek pes ediyorsun?",
                                "ru": "{who}: на сколько сдаётесь?"},
    "bg.prompt.resign_confirm": {
        "en": "{who}: you are 60 or more pips behind with nothing borne off. Do you really accept losing a gammon?",
        "tr": "{who}: 60 ya da daha fazla pip gerisin ve hiç pul toplamadın. Mars kaybetmeyi gerçekten kabul "
        "ediyor musun?",
        "ru": "{who}: вы отстаёте на 60+ пипсов и ничего не выбросили. Вы действительно согласны проиграть гаммон?",
    },
    "bg.prompt.resign_offered": {
        "en": {"count": "points", "one": "{who}: accept the resignation ({level}, {points} point)?",
               "other": "{who}: accept the resignation ({level}, {points} points)?"},
        "tr": "{who}: pes etmeyi kabul ediyor musun ({level}, {points} puan)?",
        "ru": {"count": "points", "one": "{who}: принять сдачу ({level}, {points} очко)?",
               "few": "{who}: принять сдачу ({level}, {points} очка)?",
               "many": "{who}: принять сдачу ({level}, {points} очков)?",
               "other": "{who}: принять сдачу ({level}, {points} очка)?"},
    },
    "bg.prompt.between": {
        "en": "Score {score} (to {length}). Both players press Continue for the next game.",
        "tr": "Skor {score} ({length} puanlık maç). Sonraki oyun için iki oyuncu da Devam'a bassın.",
        "ru": "Счёт {score} (до {length}). Оба игрока нажимают «Продолжить» для следующей партии.",
    },
    "bg.prompt.waiting": {"en": "Waiting for {who}.", "tr": "{who} bekleniyor.", "ru": "Ждём {who}."},
    "bg.prompt.over": {"en": "{who} wins the match {score}.", "tr": "{who} maçı {score} kazandı.",
                       "ru": "{who} выигрывает матч {score}."},
    "bg.prompt.game_over": {"en": "{who} wins.", "tr": "{who} kazandı.", "ru": "{who} побеждает."},
    "bg.info": {
        "en": "Pips {p0} – {p1} · Cube {cube}{owner} · Score {score}",
        "tr": "Pip {p0} – {p1} · Küp {cube}{owner} · Skor {score}",
        "ru": "Пипсы {p0} – {p1} · Куб {cube}{owner} · Счёт {score}",
    },
    "bg.deadline": {"en": "Time runs out <t:{ts}:R>.", "tr": "Süre <t:{ts}:R> doluyor.",
                    "ru": "Время истекает <t:{ts}:R>."},
    "bg.info_clock": {"en": "Clock {c0} – {c1}", "tr": "Süre {c0} – {c1}", "ru": "Время {c0} – {c1}"},
    "bg.autoroll_status": {"en": "Auto-roll on: {who}", "tr": "Otomatik zar açık: {who}", "ru": "Автобросок: {who}"},
    "bg.footer": {"en": "Position ID: {pid} · Match ID: {mid}", "tr": "Position ID: {pid} · Match ID: {mid}",
                  "ru": "Position ID: {pid} · Match ID: {mid}"},
    "bg.label.pips": {"en": "Pips", "tr": "Pip", "ru": "Пипсы"},
    "bg.label.clock": {"en": "Clock", "tr": "Süre", "ru": "Время"},
    "bg.btn.my_side": {"en": "My side of the board", "tr": "Tahtayı benim tarafımdan göster",
                       "ru": "Доска с моей стороны"},
    "bg.private.title": {"en": "Your side of the board", "tr": "Tahta senin tarafından", "ru": "Доска с вашей стороны"},
    "bg.private.side": {"en": "Your home board is bottom right; your point numbers are the outer ones, on {marker} "
                              "tags. This view follows the game; moves are made on the public board.",
                        "tr": "Evin sağ altta; senin hane numaraların dıştakiler, {marker} etiketlerde. Bu görünüm "
                              "oyunla birlikte güncellenir; hamleler herkese açık tahtada yapılır.",
                        "ru": "Ваш дом — справа внизу; ваши номера пунктов — внешние, на метках {marker}. Этот вид "
                              "обновляется вместе с игрой; ходы делаются на общей доске."},
    "bg.private.your_turn": {"en": "It is your turn.", "tr": "Sıra sende.", "ru": "Ваш ход."},
    "bg.score_line": {"en": "Score {a}–{b} (to {length})", "tr": "Skor {a}–{b} ({length} puanlık maç)",
                      "ru": "Счёт {a}–{b} (до {length})"},
    # buttons
    "bg.btn.roll": {"en": "Roll", "tr": "Zar at", "ru": "Бросить"},
    "bg.btn.double": {"en": "Double", "tr": "Katla", "ru": "Удвоить"},
    "bg.btn.take": {"en": "Take", "tr": "Kabul et", "ru": "Принять"},
    "bg.btn.pass": {"en": "Pass", "tr": "Pas", "ru": "Пас"},
    "bg.btn.redouble": {"en": "Take and redouble to {value}", "tr": "Kabul et ve {value:dat} katla",
                        "ru": "Принять и переудвоить до {value}"},
    "bg.btn.resign": {"en": "Resign", "tr": "Pes et", "ru": "Сдаться"},
    "bg.btn.resign_level": {"en": "{level} ({points})", "tr": "{level} ({points})", "ru": "{level} ({points})"},
    "bg.btn.yes_gammon": {"en": "Yes, resign a gammon", "tr": "Evet, marsı kabul edip pes et",
                          "ru": "Да, сдаться с гаммоном"},
    "bg.btn.back": {"en": "Back", "tr": "Geri", "ru": "Назад"},
    "bg.btn.accept": {"en": "Accept", "tr": "Kabul et", "ru": "Принять"},
    "bg.btn.reject": {"en": "Reject", "tr": "Reddet", "ru": "Отклонить"},
    "bg.btn.autoroll": {"en": "Auto-roll", "tr": "Otomatik zar", "ru": "Автобросок"},
    "bg.btn.autoplay": {"en": "Auto-play", "tr": "Otomatik oyna", "ru": "Автоигра"},
    "bg.btn.undo": {"en": "Undo", "tr": "Geri al", "ru": "Шаг назад"},
    "bg.btn.confirm": {"en": "Confirm move", "tr": "Hamleyi onayla", "ru": "Подтвердить ход"},
    "bg.no_move": {"en": "No move", "tr": "Hamle yok", "ru": "Хода нет"},
    "bg.btn.type": {"en": "Type move", "tr": "Hamle yaz", "ru": "Ввести ход"},
    "bg.btn.continue": {"en": "Continue", "tr": "Devam", "ru": "Продолжить"},
    "bg.pick": {"en": "Pick a checker to move (your points: the {marker} numbers)",
                "tr": "Oynatılacak pulu seç (senin haneler: {marker} numaralar)",
                "ru": "Выберите шашку (ваши пункты — номера {marker})"},
    "bg.pick_option": {"en": "Point {point} ({count})", "tr": "{point}. hane ({count})",
                       "ru": "Пункт {point} ({count})"},
    "bg.bar": {"en": "bar", "tr": "bar", "ru": "бар"},
    "bg.off": {"en": "off", "tr": "dışarı", "ru": "выброс"},
    "bg.modal.title": {"en": "Type your move", "tr": "Hamleni yaz", "ru": "Введите ход"},
    "bg.modal.field": {"en": "Move, e.g. 13/7 8/7", "tr": "Hamle, örn. 13/7 8/7", "ru": "Ход, напр. 13/7 8/7"},
    # refusals
    "bg.err.not_now": {"en": "That is not possible at this point of the game.",
                       "tr": "Oyunun bu anında bu yapılamaz.", "ru": "Сейчас это сделать нельзя."},
    "bg.err.crawford": {"en": "This is the Crawford game: nobody may double.",
                        "tr": "Bu Crawford oyunu: kimse katlayamaz.", "ru": "Это партия Кроуфорда: удваивать нельзя."},
    "bg.err.autoroll_on": {"en": "Turn auto-roll off to double.", "tr": "Katlamak için otomatik zarı kapat.",
                           "ru": "Чтобы удвоить, выключите автобросок."},
    "bg.err.cannot_double": {"en": "You cannot double now: the cube is not yours.",
                             "tr": "Şimdi katlayamazsın: küp sende değil.",
                             "ru": "Сейчас удвоить нельзя: куб не у вас."},
    "bg.err.cube_max": {"en": "The cube cannot go above 64.", "tr": "Küp 64'ün üstüne çıkamaz.",
                        "ru": "Куб не может быть больше 64."},
    "bg.err.contact": {"en": "Auto-play is for races: there is still contact.",
                       "tr": "Otomatik oyun, pullar birbirinden ayrılınca açılır: hâlâ temas var.",
                       "ru": "Автоигра — только для гонки: контакт ещё есть."},
    "bg.err.no_such_checker": {"en": "No checker there can start a legal play.",
                               "tr": "Oradaki pul geçerli bir hamle başlatamaz.",
                               "ru": "Эта шашка не может начать допустимый ход."},
    "bg.err.illegal_step": {"en": "That step would leave no legal way to finish the roll.",
                            "tr": "Bu adımdan sonra zarı kurallara uygun bitirmek mümkün olmaz.",
                            "ru": "После такого шага бросок нельзя доиграть по правилам."},
    "bg.err.not_finished": {"en": "Play every die first (or undo).", "tr": "Önce tüm zarları oyna (ya da geri al).",
                            "ru": "Сначала доиграйте бросок (или верните шаг)."},
    "bg.err.nothing_to_undo": {"en": "Nothing to undo.", "tr": "Geri alınacak bir şey yok.",
                               "ru": "Нечего отменять."},
    "bg.err.notation": {
        "en": "I could not read that move. Write it like 13/7 8/7, bar/22, 6/off or 8/5(2).",
        "tr": "Bu hamleyi okuyamadım. 13/7 8/7, bar/22, 6/off ya da 8/5(2) gibi yaz.",
        "ru": "Не удалось разобрать ход. Пишите так: 13/7 8/7, bar/22, 6/off или 8/5(2).",
    },
    "bg.err.typed_illegal": {
        "en": "That is not a legal play for {d1}-{d2}.",
        "tr": "Bu, {d1}-{d2} için geçerli bir hamle değil.",
        "ru": "Это недопустимый ход для {d1}-{d2}.",
    },
    # slash command
    "bg.cmd.name": {"en": "backgammon", "tr": "tavla", "ru": "нарды"},
    "bg.cmd.desc": {"en": "Play backgammon", "tr": "Tavla oyna", "ru": "Играть в нарды"},
    "bg.cmd.new.name": {"en": "new", "tr": "yeni", "ru": "новая"},
    "bg.cmd.new.desc": {"en": "Open a backgammon game or match", "tr": "Bir tavla oyunu ya da maçı aç",
                        "ru": "Открыть партию или матч в нарды"},
    "bg.cmd.mode.name": {"en": "mode", "tr": "mod", "ru": "режим"},
    "bg.cmd.mode.desc": {"en": "Blitz, single game or match", "tr": "Blitz, tek oyun ya da maç",
                         "ru": "Блиц, одна партия или матч"},
    "bg.cmd.length.name": {"en": "length", "tr": "uzunluk", "ru": "длина"},
    "bg.cmd.length.desc": {"en": "Match length in points (match mode)", "tr": "Maç uzunluğu, puan (maç modu)",
                           "ru": "Длина матча в очках (режим матча)"},
    "bg.cmd.opponent.name": {"en": "opponent", "tr": "rakip", "ru": "соперник"},
    "bg.cmd.opponent.desc": {"en": "Challenge one person (otherwise anyone may join)",
                             "tr": "Bir kişiye meydan oku (yoksa herkes katılabilir)",
                             "ru": "Вызвать одного человека (иначе присоединиться может любой)"},
    "bg.choice.blitz": {"en": "Blitz (30 s)", "tr": "Blitz (30 sn)", "ru": "Блиц (30 с)"},
    "bg.choice.single": {"en": "Single game (2 min)", "tr": "Tek oyun (2 dk)", "ru": "Одна партия (2 мин)"},
    "bg.choice.match": {"en": "Match", "tr": "Maç", "ru": "Матч"},
    # part 2: computer, ghost, ratings, stakes, export
    "bg.ev.ghost": {"en": "{who} is away: the computer plays for them.", "tr": "{who} yok: yerine bilgisayar oynuyor.",
                    "ru": "{who} отошёл: за него играет компьютер."},
    "bg.ev.back": {"en": "{who} is back.", "tr": "{who} geri döndü.", "ru": "{who}: снова в игре."},
    "bg.ev.abandoned": {"en": "{who} did not come back: the match is over.",
                        "tr": "{who} geri dönmedi: maç bitti.", "ru": "{who}: игрок не вернулся, матч окончен."},
    "bg.how.abandoned": {"en": "abandoned", "tr": "terk", "ru": "брошен"},
    "bg.away_line": {"en": "👻 {who} is away: the computer plays for them until they press “I'm back”.",
                     "tr": "👻 {who} yok: “Geri döndüm”e basana dek yerine bilgisayar oynuyor.",
                     "ru": "👻 {who} отошёл: за него играет компьютер, пока он не нажмёт «Я вернулся»."},
    "bg.continue_by": {
        "en": "{who} must press Continue <t:{ts}:R>, or the match goes to {other}.",
        "tr": "{who} <t:{ts}:R> Devam'a basmalı, yoksa maçı {other} kazanır.",
        "ru": "{who} должен нажать «Продолжить» <t:{ts}:R>, иначе матч достанется {other}.",
    },
    "bg.ghost_game": {"en": "The ghost won that game: it scores nothing.",
                      "tr": "O oyunu, oyuncunun yerine oynayan bilgisayar kazandı: puan sayılmaz.",
                      "ru": "Эту партию выиграл компьютер, игравший за отошедшего: очки не засчитываются."},
    "bg.btn.away": {"en": "Away", "tr": "Ara ver", "ru": "Отойти"},
    "bg.btn.back_in": {"en": "I'm back", "tr": "Geri döndüm", "ru": "Я вернулся"},
    "bg.err.already_away": {"en": "You are already away.", "tr": "Zaten ara verdin.", "ru": "Вы уже отошли."},
    "bg.err.not_away": {"en": "You are not away.", "tr": "Ara vermedin ki.", "ru": "Вы никуда не отходили."},
    "bg.err.you_are_away": {"en": "The computer is playing for you: press “I'm back” first.",
                            "tr": "Senin yerine bilgisayar oynuyor: önce “Geri döndüm”e bas.",
                            "ru": "За вас играет компьютер: сначала нажмите «Я вернулся»."},
    "bg.err.over_cap": {"en": "Your rating is above this game's cap, so you cannot join it.",
                        "tr": "Reytingin bu oyunun sınırının üstünde, katılamazsın.",
                        "ru": "Ваш рейтинг выше предела этой игры, присоединиться нельзя."},
    "bg.err.level_over_cap": {"en": "That computer level is rated above your cap.",
                              "tr": "Bu bilgisayar seviyesinin reytingi sınırının üstünde.",
                              "ru": "Рейтинг этого уровня компьютера выше вашего предела."},
    "bg.err.stake_vs_computer": {"en": "Games against the computer cannot carry a stake.",
                                 "tr": "Bilgisayara karşı oyunlarda bahis olmaz.",
                                 "ru": "В играх с компьютером ставок нет."},
    "bg.err.no_game": {"en": "You have no backgammon game in this channel to export.",
                       "tr": "Bu kanalda dışa aktarılacak bir tavla oyunun yok.",
                       "ru": "В этом канале у вас нет партии в нарды для экспорта."},
    "bg.cap": {"en": "Rating cap: {cap}", "tr": "Reyting sınırı: {cap}", "ru": "Предел рейтинга: {cap}"},
    "bg.stake": {"en": {"count": "stake", "one": "Stake: {stake} chip each (house fee {fee}%)",
                        "other": "Stake: {stake} chips each (house fee {fee}%)"},
                 "tr": "Bahis: kişi başı {stake} fiş (kesinti %{fee})",
                 "ru": {"count": "stake", "one": "Ставка: по {stake} фишке с каждого (комиссия {fee}%)",
                        "few": "Ставка: по {stake} фишки с каждого (комиссия {fee}%)",
                        "many": "Ставка: по {stake} фишек с каждого (комиссия {fee}%)",
                        "other": "Ставка: по {stake} фишки с каждого (комиссия {fee}%)"}},
    "bg.vs_computer": {"en": "Against the computer ({level}, rated {rating}); unrated",
                       "tr": "Bilgisayara karşı ({level}, reyting {rating}); reytingsiz",
                       "ru": "Против компьютера ({level}, рейтинг {rating}); без рейтинга"},
    "bg.level.beginner": {"en": "beginner", "tr": "acemi", "ru": "новичок"},
    "bg.level.casual": {"en": "casual", "tr": "amatör", "ru": "любитель"},
    "bg.level.intermediate": {"en": "intermediate", "tr": "orta", "ru": "средний"},
    "bg.level.advanced": {"en": "advanced", "tr": "ileri", "ru": "продвинутый"},
    "bg.level.expert": {"en": "expert", "tr": "uzman", "ru": "эксперт"},
    "bg.level.world_class": {"en": "world class", "tr": "dünya çapında", "ru": "мировой класс"},
    "bg.computer_name": {"en": "Computer ({level})", "tr": "Bilgisayar ({level})", "ru": "Компьютер ({level})"},
    "bg.rating_line": {
        "en": {"count": "games", "one": "{who}: **{rating}** · experience {experience} · {games} match",
               "other": "{who}: **{rating}** · experience {experience} · {games} matches"},
        "tr": "{who}: **{rating}** · deneyim {experience} · {games} maç",
        "ru": {"count": "games", "one": "{who}: **{rating}** · опыт {experience} · {games} матч",
               "few": "{who}: **{rating}** · опыт {experience} · {games} матча",
               "many": "{who}: **{rating}** · опыт {experience} · {games} матчей",
               "other": "{who}: **{rating}** · опыт {experience} · {games} матча"}},
    "bg.leaderboard": {"en": "Backgammon leaderboard ({scope})", "tr": "Tavla sıralaması ({scope})",
                       "ru": "Таблица лидеров в нарды ({scope})"},
    "bg.scope.server": {"en": "this server", "tr": "bu sunucu", "ru": "этот сервер"},
    "bg.scope.everyone": {"en": "everyone", "tr": "herkes", "ru": "все"},
    "bg.leaderboard_empty": {"en": "Nobody has a rating yet.", "tr": "Henüz kimsenin reytingi yok.",
                             "ru": "Пока ни у кого нет рейтинга."},
    "bg.export_ready": {"en": "Your match record, for gnubg or eXtreme Gammon (File → Import → .mat).",
                        "tr": "Maç kaydın, gnubg ya da eXtreme Gammon için (Dosya → İçe aktar → .mat).",
                        "ru": "Запись вашего матча для gnubg или eXtreme Gammon (Файл → Импорт → .mat)."},
    "bg.cmd.bot.name": {"en": "bot", "tr": "bilgisayar", "ru": "компьютер"},
    "bg.cmd.bot.desc": {"en": "Play against the computer", "tr": "Bilgisayara karşı oyna",
                        "ru": "Играть с компьютером"},
    "bg.cmd.level.name": {"en": "level", "tr": "seviye", "ru": "уровень"},
    "bg.cmd.level.desc": {"en": "How strong the computer plays",
                          "tr": "Bilgisayarın ne kadar güçlü oynayacağı",
                          "ru": "Насколько сильно играет компьютер"},
    "bg.cmd.clock.name": {"en": "clock", "tr": "süre", "ru": "часы"},
    "bg.cmd.clock.desc": {"en": "Play against a clock, as with people (default: no clock)",
                          "tr": "İnsanlara karşı oynar gibi süreyle oyna (varsayılan: süresiz)",
                          "ru": "Играть на время, как с людьми (по умолчанию без часов)"},
    "bg.err.no_level": {"en": "There is no such level. Choose one of: {levels}.",
                        "tr": "Böyle bir seviye yok. Şunlardan birini seç: {levels}.",
                        "ru": "Такого уровня нет. Выберите один из: {levels}."},
    "bg.cmd.cap.name": {"en": "max_rating", "tr": "azami_reyting", "ru": "макс_рейтинг"},
    "bg.cmd.cap.desc": {"en": "Only players rated at or below this may play", "tr": "Yalnızca bu reyting ve "
                        "altındakiler oynayabilir", "ru": "Играть могут только игроки с рейтингом не выше"},
    "bg.cmd.stake.name": {"en": "stake", "tr": "bahis", "ru": "ставка"},
    "bg.cmd.stake.desc": {"en": "Chips each player puts in the pot", "tr": "Her oyuncunun ortaya koyduğu fiş",
                          "ru": "Сколько фишек каждый кладёт в банк"},
    "bg.cmd.rating.name": {"en": "rating", "tr": "reyting", "ru": "рейтинг"},
    "bg.cmd.rating.desc": {"en": "A player's backgammon rating", "tr": "Bir oyuncunun tavla reytingi",
                           "ru": "Рейтинг игрока в нарды"},
    "bg.cmd.user.name": {"en": "user", "tr": "kullanıcı", "ru": "игрок"},
    "bg.cmd.user.desc": {"en": "Whose rating (default: yours)", "tr": "Kimin reytingi (varsayılan: seninki)",
                         "ru": "Чей рейтинг (по умолчанию ваш)"},
    "bg.cmd.leaderboard.name": {"en": "leaderboard", "tr": "sıralama", "ru": "лидеры"},
    "bg.cmd.leaderboard.desc": {"en": "The best rated players", "tr": "En yüksek reytingli oyuncular",
                                "ru": "Игроки с лучшим рейтингом"},
    "bg.cmd.scope.name": {"en": "scope", "tr": "kapsam", "ru": "охват"},
    "bg.cmd.scope.desc": {"en": "This server or everyone", "tr": "Bu sunucu ya da herkes",
                          "ru": "Этот сервер или все"},
    "bg.cmd.export.name": {"en": "export", "tr": "dışa_aktar", "ru": "экспорт"},
    "bg.cmd.export.desc": {"en": "Download your current or last match as a .mat file",
                           "tr": "Süren ya da son maçını .mat dosyası olarak indir",
                           "ru": "Скачать текущий или последний матч в файле .mat"},
}
