"""Backgammon text in English, Turkish and Russian."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural

STRINGS: dict[str, dict[str, Text]] = {
    "bg.title": {"en": "Backgammon", "tr": "Tavla", "ru": "Нарды"},
    "bg.help": {
        "en": "**How to play**\n"
        "• Move your 15 checkers round the board into your home board, then bear them off: the first to bear off "
        "all 15 wins.\n"
        "• On your turn press **Roll**, then play both dice: pick a play from the buttons, or a checker and then "
        "where it goes. **Confirm move** ends your turn.\n"
        "• Land on a lone enemy checker (a blot) to hit it: it goes to the bar and must come back in before its "
        "owner moves anything else.\n"
        "• Before you roll you may **Double**: your opponent takes (the game is then worth twice as much) or passes "
        "and loses at once.\n"
        "• The 👉 line on the board says what you can do now. Your point numbers are on the tags of your colour; "
        "**My side of the board** shows the board turned your way.\n"
        "• Start with `/backgammon new`, or play the computer with `/backgammon bot`.\n\n"
        "**Moving**: two dice; move one checker by both numbers or two checkers by one each; a double is played four "
        "times. A checker may land on an empty point, on your own checkers, or on a single enemy checker, which it "
        "hits to the bar. A checker on the bar enters first; if it cannot, the turn passes. You must play both dice "
        "when any sequence allows it; if only one can be played, the larger when possible. You may bear off only "
        "once all 15 are home; a die higher than your highest point bears off from that point. The first roll: one "
        "die each, and the higher starts with those two numbers.\n\n"
        "**Winning and the cube**: a game is worth 1 point, a gammon 2 (the loser has borne off nothing), a "
        "backgammon 3 (and the loser still has a checker on the bar or in the winner's home board), times the cube. "
        "The player who takes a double owns the cube, and only they may double next. The doubled player may "
        "redouble at once and keeps the cube. **Resign** offers a single game, a gammon or a backgammon; the "
        "opponent accepts or rejects. 60 or more pips behind with nothing borne off, a resignation counts as a gammon "
        "at least (you are asked to confirm).\n\n"
        "**Modes and the clock**: blitz (30 s bank, +10 s for a move of 10 s or less, up to 30 s), single game (2 "
        "min, +20 s for 20 s or less), match to 3, 5 or 9 points. In blitz and single games a bank at zero loses; "
        "in a match the computer plays for you until you press “I'm back” (**Away** hands it your seat yourself). "
        "After each game of a match both players press Continue; a player the computer stood in for has 2 minutes, "
        "and a game the computer won for them scores nothing. Crawford rule: in the game after someone first "
        "reaches match point minus one, nobody may double. Against the computer there is no clock unless you ask "
        "for one (`/backgammon bot` with `clock`).\n\n"
        "**Fine rules**: every point shows both players' numbers, each on tags of that player's colour; the buttons "
        "use the mover's numbers and say which die each step uses. **Type move** takes notation (`13/7 8/7`, "
        "`bar/22`, `6/off`, `8/5(2)`); a forced roll is played for you. **Auto-roll** rolls for you (no doubling "
        "while it is on); **Auto-play** finishes a race once no checker can be hit any more. `/settings` with "
        "`confirm_moves` sets whether a move waits for Confirm. Games between members are rated (`/backgammon "
        "rating`, `/backgammon leaderboard`) and may carry a stake in chips. The Position ID and Match ID under the "
        "board paste into gnubg or XG; `/backgammon export` gives the match as a .mat file.",
        "tr": "**Nasıl oynanır**\n"
        "• 15 pulunu tahtada dolaştırıp evine getir, sonra topla: 15 pulun hepsini ilk toplayan kazanır.\n"
        "• Sıran gelince **Zar at**'a bas, sonra iki zarı da oyna: düğmelerden bir oynanış seç ya da bir pul, sonra "
        "gideceği yeri seç. **Hamleyi onayla** sıranı bitirir.\n"
        "• Tek başına duran rakip pula (açık pul) konarsan onu kırarsın: pul bara çıkar ve sahibi başka bir şey "
        "oynamadan önce onu oyuna sokmak zorundadır.\n"
        "• Zar atmadan önce **Katla** diyebilirsin: rakip kabul eder (oyun iki kat değerli olur) ya da pas der ve "
        "hemen kaybeder.\n"
        "• Tahtadaki 👉 satırı şu an ne yapabileceğini söyler. Senin hane numaraların kendi rengindeki "
        "etiketlerdedir; **Tahtayı benim tarafımdan göster** tahtayı sana dönük gösterir.\n"
        "• `/tavla yeni` ile başla ya da `/tavla bilgisayar` ile bilgisayara karşı oyna.\n\n"
        "**Hamle**: iki zar; bir pulu iki sayı kadar ya da iki pulu birer sayı kadar oynarsın; çift zar dört kez "
        "oynanır. Pul boş haneye, kendi pullarının üstüne ya da tek rakip pulunun olduğu haneye konabilir; o pul "
        "kırılıp bara çıkar. Barda pulun varsa önce onu sokarsın; giremiyorsa sıra rakibe geçer. Bir oynanış iki "
        "zarı da kullanabiliyorsa ikisini de oynamak zorundasın; yalnız biri oynanabiliyorsa, mümkünse büyüğü. "
        "Toplamaya ancak 15 pulun hepsi evdeyken başlanır; en yüksek dolu haneden büyük gelen zar, o haneden pul "
        "toplar. İlk zar: herkes bir zar atar, yüksek atan o iki sayıyla başlar.\n\n"
        "**Kazanmak ve küp**: oyun 1 puan, mars 2 (kaybeden hiç pul toplamadıysa), katmerli mars 3 (üstelik "
        "kaybedenin barda ya da kazananın evinde pulu varsa) değerindedir; hepsi küpteki sayıyla çarpılır. Katlamayı "
        "kabul eden küpün sahibi olur ve sonraki katlamayı yalnız o yapabilir. Katlanan oyuncu hemen yeniden "
        "katlayabilir ve küp onda kalır. **Pes et** normal, mars ya da katmerli mars önerir; rakip kabul eder ya da "
        "reddeder. 60 ya da daha fazla pip gerideyken ve hiç pul toplamamışken pes etmek en az mars sayılır (onay "
        "istenir).\n\n"
        "**Modlar ve süre**: blitz (30 sn, 10 sn ya da daha kısa hamleye +10 sn, en çok 30 sn), tek oyun (2 dk, 20 "
        "sn ya da daha kısa hamleye +20 sn), 3, 5 ya da 9 puanlık maç. Blitzde ve tek oyunda süresi biten kaybeder; "
        "maçta “Geri döndüm”e basana dek yerine bilgisayar oynar (**Ara ver** ile yerini kendin de bırakabilirsin). "
        "Maçta her oyundan sonra iki oyuncu da Devam'a basar; yerine bilgisayarın oynadığı oyuncunun 2 dakikası "
        "vardır ve bilgisayarın onun yerine kazandığı oyun puan getirmez. Crawford kuralı: biri maç puanının bir "
        "eksiğine ilk ulaştıktan sonraki oyunda kimse katlayamaz. Bilgisayara karşı, istemedikçe süre yok "
        "(`/tavla bilgisayar`, `süre` seçeneği).\n\n"
        "**İnce kurallar**: her hanede iki oyuncunun da numarası, o oyuncunun rengindeki etikette yazar; düğmeler "
        "sıradaki oyuncunun numaralarını kullanır ve her adımın hangi zarla oynandığını söyler. **Hamle yaz** "
        "notasyon kabul eder (`13/7 8/7`, `bar/22`, `6/off`, `8/5(2)`); tek yolu olan zar senin için oynanır. "
        "**Otomatik zar** senin yerine atar (açıkken katlanamaz); **Otomatik oyna**, artık hiçbir pul kırılamıyorsa "
        "yarışı bitirir. `/ayarlar` komutunun `hamle_onayı` seçeneği hamlenin onay bekleyip beklemeyeceğini belirler. "
        "Üyeler arasındaki oyunlar reytinglidir (`/tavla reyting`, `/tavla sıralama`) ve fiş bahsiyle oynanabilir. "
        "Tahtanın altındaki Position ID ve Match ID, gnubg ya da XG'ye yapıştırılabilir; `/tavla dışa_aktar` maçı "
        ".mat dosyası olarak verir.",
        "ru": "**Как играть**\n"
        "• Проведите 15 своих шашек по кругу в свой дом и выбросите их: кто первым выбросил все 15, тот выиграл.\n"
        "• В свой ход нажмите **Бросить**, затем сыграйте оба кубика: выберите ход кнопкой или шашку, а потом — "
        "куда она пойдёт. **Подтвердить ход** завершает ход.\n"
        "• Встаньте на одиночную шашку соперника (блот), чтобы её побить: она уходит на бар, и сопернику придётся "
        "ввести её, прежде чем ходить чем-то ещё.\n"
        "• Перед броском можно нажать **Удвоить**: соперник принимает (партия стоит вдвое больше) или пасует и сразу "
        "проигрывает.\n"
        "• Строка 👉 на доске подсказывает, что можно сделать сейчас. Ваши номера пунктов — на метках вашего цвета; "
        "**Доска с моей стороны** показывает доску, повёрнутую к вам.\n"
        "• Начните с `/нарды новая` или сыграйте с компьютером: `/нарды компьютер`.\n\n"
        "**Ход**: два кубика; одна шашка идёт на сумму чисел или две шашки — каждая на своё число; дубль играется "
        "четыре раза. Шашка может встать на пустой пункт, на свои шашки или на одиночную шашку соперника — та "
        "побита и уходит на бар. Шашка с бара входит первой; если войти нельзя, ход переходит к сопернику. Оба "
        "кубика нужно сыграть, если это вообще возможно; если можно сыграть только один — по возможности больший. "
        "Выбрасывать можно, только когда все 15 дома; кубик больше самого дальнего занятого пункта выбрасывает с "
        "этого пункта. Первый бросок: каждый бросает по кубику, у кого больше, тот начинает с этими двумя числами.\n\n"
        "**Победа и куб**: партия стоит 1 очко, гаммон 2 (проигравший ничего не выбросил), бэкгаммон 3 (и у "
        "проигравшего шашка на баре или в доме победителя) — всё умножается на куб. Принявший удвоение владеет "
        "кубом, и следующее удвоение — только за ним. Удвоенный может сразу переудвоить и оставить куб у себя. "
        "**Сдаться** предлагает простую, гаммон или бэкгаммон; соперник принимает или отклоняет. При отставании на "
        "60+ пипсов без выброшенных шашек сдача — не меньше гаммона (попросят подтвердить).\n\n"
        "**Режимы и часы**: блиц (30 с, +10 с за ход не дольше 10 с, максимум 30 с), одна партия (2 мин, +20 с за "
        "ход не дольше 20 с), матч до 3, 5 или 9 очков. В блице и одной партии у кого кончилось время, тот "
        "проиграл; в матче за него играет компьютер, пока игрок не нажмёт «Я вернулся» (**Отойти** отдаёт место "
        "компьютеру самому). После каждой партии матча оба нажимают «Продолжить»; у игрока, за которого играл "
        "компьютер, на это 2 минуты, а партия, выигранная за него компьютером, очков не приносит. Правило "
        "Кроуфорда: в партии после того, как кто-то впервые оказался в одном очке от победы в матче, удваивать "
        "нельзя. С компьютером часов нет, если их не попросить (`/нарды компьютер`, параметр `часы`).\n\n"
        "**Тонкости**: у каждого пункта два номера — по одному для каждого игрока, на метках его цвета; кнопки "
        "называют номера того, кто ходит, и говорят, каким кубиком сделан каждый шаг. **Ввести ход** принимает "
        "запись (`13/7 8/7`, `bar/22`, `6/off`, `8/5(2)`); вынужденный ход делается сам. **Автобросок** бросает за "
        "вас (удваивать при нём нельзя); **Автоигра** доигрывает гонку, когда бить больше некого. `/настройки` с "
        "параметром `подтверждать_ходы` решает, ждёт ли ход подтверждения. Партии между участниками идут в "
        "рейтинг (`/нарды рейтинг`, `/нарды лидеры`) и могут играться на фишки. Position ID и Match ID под доской "
        "можно вставить в gnubg или XG; `/нарды экспорт` выдаёт матч файлом .mat.",
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
    # correspondence (bot.framework.pace): its durations are pace.duration_text's
    "bg.clock.corr_game": {
        "en": "A single game by post: whoever runs out of time loses it.",
        "tr": "Yazışmalı tek oyun: süresi biten oyunu kaybeder.",
        "ru": "Одна партия по переписке: у кого кончилось время, тот её проиграл.",
    },
    "bg.clock.corr_reserve": {
        "en": "A reserve of {reserve} for the whole match, for moves that take longer than {move}.",
        "tr": "{move} süreyi aşan hamleler için maçın tamamında {reserve} yedek süre.",
        "ru": "На ход — {move}, сверх того — запас {reserve} на весь матч.",
    },
    "bg.clock.corr": {
        "en": "No reserve: each move has {move}, no more.",
        "tr": "Yedek süre yok: her hamle için {move}, fazlası değil.",
        "ru": "Без запаса: на каждый ход {move}, не больше.",
    },
    "bg.clock.corr_match": {
        "en": "Whoever runs out of time has the computer play for them until they press “I'm back”. After each "
        "game both players have {move} to press Continue; then the next game starts anyway, and a player the "
        "computer is standing in for loses the match.",
        "tr": "Süresi bitenin yerine, “Geri döndüm”e basana dek bilgisayar oynar. Her oyundan sonra Devam'a basmak "
        "için {move} var; basılmazsa sonraki oyun yine de başlar, yerine bilgisayarın oynadığı oyuncu ise maçı "
        "kaybeder.",
        "ru": "У кого кончилось время, за того играет компьютер, пока игрок не нажмёт «Я вернулся». После каждой "
        "партии у игроков есть {move}, чтобы нажать «Продолжить»: потом следующая партия начнётся сама, а игрок, "
        "за которого играет компьютер, проиграет матч.",
    },
    "bg.ev.auto_continue": {
        "en": "{who} did not press Continue in time: the next game starts anyway.",
        "tr": "{who} zamanında Devam'a basmadı: sonraki oyun yine de başlıyor.",
        "ru": "{who}: «Продолжить» не нажато вовремя — следующая партия начинается сама.",
    },
    "bg.continue_auto": {
        "en": "The next game starts <t:{ts}:R>, even if not everyone has pressed Continue.",
        "tr": "Sonraki oyun, herkes Devam'a basmasa da <t:{ts}:R> başlar.",
        "ru": "Следующая партия начнётся <t:{ts}:R>, даже если не все нажали «Продолжить».",
    },
    "bg.info_move": {"en": "{who} {left} for this move", "tr": "{who} bu hamle için {left}",
                     "ru": "{who} на этот ход {left}"},
    "bg.info_reserve": {"en": "{who} reserve {left}", "tr": "{who} yedek süre {left}", "ru": "{who} запас {left}"},
    "bg.label.move": {"en": "Move", "tr": "Hamle", "ru": "Ход"},
    "bg.label.reserve": {"en": "Reserve", "tr": "Yedek", "ru": "Запас"},
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
    # what the awaited player can do now: "👉 {who}: {what}" on the board, "👉 Over to you: {what}" in the private view
    "bg.wait.line": {"en": "👉 {who}: {what}", "tr": "👉 {who}: {what}", "ru": "👉 {who}: {what}"},
    "bg.wait.computer": {"en": "🤖 {who} is thinking…", "tr": "🤖 {who} düşünüyor…", "ru": "🤖 {who} думает…"},
    "bg.private.now": {"en": "👉 Over to you: {what}", "tr": "👉 Sıra sende: {what}", "ru": "👉 Ваша очередь: {what}"},
    "bg.do.roll": {"en": "roll the dice.", "tr": "zar at.", "ru": "бросайте кубики."},
    "bg.do.roll_race": {
        "en": "roll, or press “{autoplay}” and the race is played out for you.",
        "tr": "zar at ya da “{autoplay}” düğmesine bas, yarış senin yerine oynansın.",
        "ru": "бросайте кубики или нажмите «{autoplay}» — гонка доиграется сама.",
    },
    "bg.do.roll_double": {
        "en": "roll, or double (the cube goes to {value}).",
        "tr": "zar at ya da katla (küp {value:dat} çıkar).",
        "ru": "бросайте кубики или предложите удвоение до {value}.",
    },
    "bg.do.roll_double_race": {
        "en": "roll, double (the cube goes to {value}), or press “{autoplay}” and the race is played out for you.",
        "tr": "zar at, katla (küp {value:dat} çıkar) ya da “{autoplay}” düğmesine bas, yarış senin yerine oynansın.",
        "ru": "бросайте кубики, предложите удвоение до {value} или нажмите «{autoplay}» — гонка доиграется сама.",
    },
    "bg.do.plays": {
        "en": "pick your {roll} play from the buttons, or press “{typed}”.",
        "tr": "{roll} için düğmelerden bir oynanış seç ya da “{typed}” düğmesine bas.",
        "ru": "выберите ход на {roll} одной из кнопок или нажмите «{typed}».",
    },
    "bg.do.steps": {
        "en": plural("n", one="{n} die to play ({dice}): pick a checker, then where it goes.",
                     other="{n} dice to play ({dice}): pick a checker, then where it goes."),
        "tr": "oynanacak {n} zar var ({dice}): bir pul seç, sonra gideceği yeri seç.",
        "ru": plural("n", one="нужно сыграть {n} кубик ({dice}): выберите шашку, затем — куда она пойдёт.",
                     few="нужно сыграть {n} кубика ({dice}): выберите шашку, затем — куда она пойдёт.",
                     many="нужно сыграть {n} кубиков ({dice}): выберите шашку, затем — куда она пойдёт."),
    },
    "bg.do.steps_more": {
        "en": plural("n", one="{n} more die to play ({dice}): pick a checker, then where it goes — or press “{undo}”.",
                     other="{n} more dice to play ({dice}): pick a checker, then where it goes — or press “{undo}”."),
        "tr": "oynanacak {n} zar daha var ({dice}): bir pul seç, sonra gideceği yeri seç ya da “{undo}” düğmesine bas.",
        "ru": plural("n", one="осталось сыграть {n} кубик ({dice}): выберите шашку, затем — куда она пойдёт, или "
                              "нажмите «{undo}».",
                     few="осталось сыграть {n} кубика ({dice}): выберите шашку, затем — куда она пойдёт, или "
                         "нажмите «{undo}».",
                     many="осталось сыграть {n} кубиков ({dice}): выберите шашку, затем — куда она пойдёт, или "
                          "нажмите «{undo}»."),
    },
    "bg.do.confirm": {"en": "confirm {play}, or undo.", "tr": "{play} hamlesini onayla ya da geri al.",
                      "ru": "подтвердите ход {play} или верните шаг."},
    "bg.do.take": {
        "en": plural("points", one="take the double (the cube goes to {value}), or pass and lose {points} point.",
                     other="take the double (the cube goes to {value}), or pass and lose {points} points."),
        "tr": "katlamayı kabul et (küp {value:dat} çıkar) ya da pas de, {points} puan kaybet.",
        "ru": plural("points", one="примите удвоение до {value} или спасуйте и отдайте {points} очко.",
                     few="примите удвоение до {value} или спасуйте и отдайте {points} очка.",
                     many="примите удвоение до {value} или спасуйте и отдайте {points} очков."),
    },
    "bg.do.take_redouble": {
        "en": plural("points", one="take the double (the cube goes to {value}), take and redouble to {redouble}, or "
                                   "pass and lose {points} point.",
                     other="take the double (the cube goes to {value}), take and redouble to {redouble}, or pass "
                           "and lose {points} points."),
        "tr": "katlamayı kabul et (küp {value:dat} çıkar), kabul edip hemen {redouble:dat} katla ya da pas de, "
              "{points} puan kaybet.",
        "ru": plural("points", one="примите удвоение до {value}, примите и сразу переудвойте до {redouble} или "
                                   "спасуйте и отдайте {points} очко.",
                     few="примите удвоение до {value}, примите и сразу переудвойте до {redouble} или спасуйте и "
                         "отдайте {points} очка.",
                     many="примите удвоение до {value}, примите и сразу переудвойте до {redouble} или спасуйте и "
                          "отдайте {points} очков."),
    },
    "bg.do.resign_choose": {
        "en": "choose how much to resign — a single game, a gammon or a backgammon — or “{back}”.",
        "tr": "neyi kabul ederek pes edeceğini seç: normal, mars ya da katmerli mars; ya da “{back}”.",
        "ru": "выберите, на сколько сдаться: простая, гаммон или бэкгаммон; или «{back}».",
    },
    "bg.do.resign_confirm": {
        "en": "you are 60 or more pips behind with nothing borne off. Do you really accept losing a gammon?",
        "tr": "60 ya da daha fazla pip gerisin ve hiç pul toplamadın. Mars kaybetmeyi gerçekten kabul ediyor musun?",
        "ru": "вы отстаёте на 60+ пипсов и ничего не выбросили. Вы действительно согласны проиграть гаммон?",
    },
    "bg.do.resign_offered": {
        "en": plural("points", one="accept the resignation ({level}, {points} point) or reject it.",
                     other="accept the resignation ({level}, {points} points) or reject it."),
        "tr": "pes etmeyi kabul et ({level}, {points} puan) ya da reddet.",
        "ru": plural("points", one="примите сдачу ({level}, {points} очко) или отклоните её.",
                     few="примите сдачу ({level}, {points} очка) или отклоните её.",
                     many="примите сдачу ({level}, {points} очков) или отклоните её."),
    },
    "bg.do.continue": {"en": "press “{button}” to start game {next}.",
                       "tr": "{next}. oyunu başlatmak için “{button}” düğmesine bas.",
                       "ru": "нажмите «{button}», чтобы начать партию {next}."},
    # how a game ended (the board at the end, and the message that announces it)
    "bg.result.points": {"en": plural("n", one="{n} point", other="{n} points"), "tr": "{n} puan",
                         "ru": plural("n", one="{n} очко", few="{n} очка", many="{n} очков")},
    "bg.result.points_cube": {
        "en": plural("n", one="{n} point with the cube at {cube}", other="{n} points with the cube at {cube}"),
        "tr": "{n} puan, küp {cube:loc}",
        "ru": plural("n", one="{n} очко при кубе {cube}", few="{n} очка при кубе {cube}",
                     many="{n} очков при кубе {cube}"),
    },
    "bg.result.single": {"en": "{who} bears off all 15 checkers first and wins {points}.",
                         "tr": "{who} pullarının hepsini önce topladı ve kazandı ({points}).",
                         "ru": "{who} первым выбрасывает все 15 шашек и выигрывает {points}."},
    "bg.result.gammon": {"en": "{who} wins a gammon ({points}) — {loser} has borne off no checker.",
                         "tr": "{who} mars yaptı ({points}) — {loser} hiç pul toplayamadı.",
                         "ru": "{who} выигрывает гаммон ({points}) — {loser} не успевает выбросить ни одной шашки."},
    "bg.result.backgammon": {
        "en": "{who} wins a backgammon ({points}) — {loser} has borne off no checker and still has one on the bar or "
              "in the winner's home board.",
        "tr": "{who} katmerli mars yaptı ({points}) — {loser} hiç pul toplayamadı ve barda ya da kazananın evinde "
              "hâlâ pulu var.",
        "ru": "{who} выигрывает бэкгаммон ({points}) — {loser} не успевает выбросить ни одной шашки и ещё держит "
              "шашку на баре или в доме победителя.",
    },
    "bg.result.pass": {"en": "{who} wins {points} — {loser} passes the double.",
                       "tr": "{who} kazandı ({points}) — {loser} katlamayı kabul etmedi.",
                       "ru": "{who} выигрывает {points} — {loser} отказывается от удвоения."},
    "bg.result.resign1": {"en": "{who} wins {points} — {loser} resigns.",
                          "tr": "{who} kazandı ({points}) — {loser} pes etti.",
                          "ru": "{who} выигрывает {points} — {loser} сдаётся."},
    "bg.result.resign2": {"en": "{who} wins {points} — {loser} resigns a gammon.",
                          "tr": "{who} kazandı ({points}) — {loser} marsı kabul edip pes etti.",
                          "ru": "{who} выигрывает {points} — {loser} сдаётся с гаммоном."},
    "bg.result.resign3": {"en": "{who} wins {points} — {loser} resigns a backgammon.",
                          "tr": "{who} kazandı ({points}) — {loser} katmerli marsı kabul edip pes etti.",
                          "ru": "{who} выигрывает {points} — {loser} сдаётся с бэкгаммоном."},
    "bg.result.time": {"en": "{who} wins on time ({points}) — {loser}'s clock ran out.",
                       "tr": "{who} süreden kazandı ({points}) — {loser} süresini tüketti.",
                       "ru": "{who} выигрывает по времени ({points}) — {loser} исчерпывает запас времени."},
    "bg.result.match": {"en": "🏆 {who} wins the {length}-point match {score}.",
                        "tr": "🏆 {who} {length} puanlık maçı {score} kazandı.",
                        "ru": "🏆 {who} выигрывает матч до {length} очков со счётом {score}."},
    "bg.result.last": {"en": "Last game: {line}", "tr": "Son oyun: {line}", "ru": "Последняя партия: {line}"},
    "bg.result.abandoned": {
        "en": "🏆 {who} wins the match {score} — {loser} did not come back in time to continue.",
        "tr": "🏆 {who} maçı {score} kazandı — {loser} devam etmek için zamanında geri dönmedi.",
        "ru": "🏆 {who} выигрывает матч со счётом {score} — {loser} не возвращается к игре вовремя.",
    },
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
