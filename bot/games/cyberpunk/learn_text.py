"""The Cyberpunk TCG lesson's lines (en/tr/ru): each step's "do", "done" and "hint"."""

from __future__ import annotations

P = "learn.cyberpunk."
TEXTS: dict[str, dict[str, str]] = {
    P + "sell.do": {
        "en": "Late game, overtime: you and the Teacher each hold **6 Gigs** and the first to hold 7 wins at once. "
              "First, money. Once a turn you may sell a card with a sell tag for one Eddie (1 €$): choose "
              "“Kiroshi Optics” in “Sell a card, Call a Legend…”.",
        "tr": "Oyunun sonu, uzatmadasınız: sende de Öğretmen'de de **6 Gig** var; 7'ye ilk ulaşan anında kazanır. "
              "Önce para. Turda bir kez satış etiketli bir kartı bir Eddie (1 €$) karşılığında satabilirsin: "
              "“Kart sat, Legend Call et…” listesinden “Kiroshi Optics”i seç.",
        "ru": "Конец партии, идёт овертайм: у вас и у Учителя по **6 Gig**, и кто первым соберёт 7, сразу "
              "побеждает. Сначала деньги. Раз за ход можно продать карту с меткой продажи за один Eddie (1 €$): "
              "выберите «Kiroshi Optics» в списке «Продать карту, сделать Call…».",
    },
    P + "sell.done": {
        "en": "Sold: the card lies face down in your Eddies area, a ready Eddie worth 1 €$ whatever it cost.",
        "tr": "Satıldı: kart Eddie alanında kapalı duruyor; maliyeti ne olursa olsun 1 €$ değerinde hazır bir Eddie.",
        "ru": "Продано: карта лежит рубашкой вверх в зоне Eddie — это готовый Eddie на 1 €$, сколько бы она ни "
              "стоила.",
    },
    P + "sell.hint": {
        "en": "💡 Sell first: pick “Kiroshi Optics” (it has a sell tag) in “Sell a card, Call a Legend…”.",
        "tr": "💡 Önce sat: “Kart sat, Legend Call et…” listesinden satış etiketli “Kiroshi Optics”i seç.",
        "ru": "💡 Сначала продайте: выберите «Kiroshi Optics» (у неё есть метка продажи) в списке «Продать карту, "
              "сделать Call…».",
    },
    P + "call.do": {
        "en": "Your three Legends lie face down. Once a turn, for 1 €$, you may Call one: it turns face up and its "
              "text starts working. Choose “Call: Face-down Legend 1” in the same list.",
        "tr": "Üç Legend'ın kapalı duruyor. Turda bir kez 1 €$ ödeyerek birini Call edebilirsin: açılır ve metni "
              "işlemeye başlar. Aynı listeden “Call: 1. kapalı Legend”ı seç.",
        "ru": "Три ваши Legend лежат рубашкой вверх. Раз за ход за 1 €$ можно сделать Call одной из них: она "
              "открывается, и её текст начинает действовать. Выберите в том же списке «Call: Закрытая Legend №1».",
    },
    P + "call.done": {
        "en": "Called: your Eddie paid for it, and the Legend is face up. A Legend also pays 1 €$ when you spend it, "
              "face up or face down.",
        "tr": "Call edildi: bedelini Eddie'n ödedi ve Legend artık açık. Bir Legend'ı harcayarak da 1 €$ "
              "ödeyebilirsin, açık ya da kapalı olsun.",
        "ru": "Call сделан: заплатил ваш Eddie, и Legend теперь открыта. Legend, открытая или закрытая, тоже "
              "платит 1 €$, если её потратить.",
    },
    P + "call.hint": {
        "en": "💡 Now Call a Legend: choose “Call: Face-down Legend 1” in “Sell a card, Call a Legend…”.",
        "tr": "💡 Şimdi bir Legend Call et: “Kart sat, Legend Call et…” listesinden “Call: 1. kapalı Legend”ı seç.",
        "ru": "💡 Теперь сделайте Call: выберите «Call: Закрытая Legend №1» в списке «Продать карту, сделать Call…».",
    },
    P + "play.do": {
        "en": "Play a Unit: choose “Psycho Squad — 4 €$” in “Play a card…” and press “Confirm”. Your two Eddies and "
              "two face-down Legends pay for it.",
        "tr": "Bir Unit oyna: “Kart oyna…” listesinden “Psycho Squad — 4 €$”ı seç ve “Onayla”ya bas. Bedelini iki "
              "Eddie'n ve iki kapalı Legend'ın öder.",
        "ru": "Разыграйте Unit: выберите «Psycho Squad — 4 €$» в списке «Разыграть карту…» и нажмите "
              "«Подтвердить». Заплатят два ваших Eddie и две закрытые Legend.",
    },
    P + "play.done": {
        "en": "In the field, with Lag: a Unit cannot attack on the turn it arrives. The two Units you played on "
              "earlier turns can.",
        "tr": "Sahada, Lag'li: bir Unit geldiği tur saldıramaz. Önceki turlarda oynadığın iki Unit ise saldırabilir.",
        "ru": "Он на поле, но с Lag: Unit не может атаковать в ход, когда пришёл. А два Unit, разыгранных в прошлые "
              "ходы, могут.",
    },
    P + "play.hint": {
        "en": "💡 Play a Unit from your hand: “Psycho Squad — 4 €$” in “Play a card…”, then “Confirm”.",
        "tr": "💡 Elinden bir Unit oyna: “Kart oyna…” listesinden “Psycho Squad — 4 €$”, sonra “Onayla”.",
        "ru": "💡 Разыграйте Unit с руки: «Psycho Squad — 4 €$» в списке «Разыграть карту…», затем «Подтвердить».",
    },
    P + "block.do": {
        "en": "Attack! Choose one of your ready Units in “Attack with…”, then “The rival's Gig area” as the target. "
              "A steal takes the rival's Gig dice.",
        "tr": "Saldır! “Saldıracak kartı seç…” listesinden hazır Unit'lerinden birini, sonra hedef olarak “Rakibin "
              "Gig alanı”nı seç. Çalma, rakibin Gig zarlarını alır.",
        "ru": "В атаку! Выберите один из готовых Unit в списке «Кем атаковать…», затем цель — «Область Gig "
              "соперника». Кража забирает кубики Gig соперника.",
    },
    P + "block.done": {
        "en": "Your Unit is spent and the attack is declared. Now the defender's React step: the Teacher may Call a "
              "Legend, play a QUICK card, or spend a BLOCKER to take the hit.",
        "tr": "Unit'in harcandı ve saldırı ilan edildi. Şimdi savunanın tepki adımı: Öğretmen bir Legend Call "
              "edebilir, QUICK bir kart oynayabilir ya da darbeyi üstlenmek için bir BLOCKER harcayabilir.",
        "ru": "Ваш Unit потрачен, атака объявлена. Теперь шаг реакции защитника: Учитель может сделать Call, "
              "сыграть карту QUICK или потратить BLOCKER, чтобы принять удар на себя.",
    },
    P + "block.hint": {
        "en": "💡 Attack with a ready Unit (not the one you just played): “Attack with…”, then “The rival's Gig "
              "area”.",
        "tr": "💡 Hazır bir Unit'le saldır (az önce oynadığınla değil): “Saldıracak kartı seç…”, sonra “Rakibin Gig "
              "alanı”.",
        "ru": "💡 Атакуйте готовым Unit (не тем, что только что разыграли): «Кем атаковать…», затем «Область Gig "
              "соперника».",
    },
    P + "steal.do": {
        "en": "The Teacher blocked with Corpo Security, so the attack became a fight, and a fight never steals. Your "
              "Unit had more power and sent it to the trash. Its BLOCKER is gone: attack the Gig area with your "
              "other ready Unit, then choose the Gig to take.",
        "tr": "Öğretmen Corpo Security ile engelledi; saldırı dövüşe döndü ve dövüş asla zar çalmaz. Unit'inin gücü "
              "daha yüksekti ve onu çöpe yolladı. BLOCKER'ı gitti: diğer hazır Unit'inle Gig alanına saldır, sonra "
              "alacağın Gig'i seç.",
        "ru": "Учитель заблокировал атаку картой Corpo Security: атака стала схваткой, а схватка ничего не крадёт. "
              "Ваш Unit оказался сильнее и отправил её в сброс. BLOCKER больше нет: атакуйте область Gig другим "
              "готовым Unit, затем выберите, какой Gig забрать.",
    },
    P + "steal.done": {
        "en": "Stolen! A power of 1-9 takes one Gig (10-19 takes two). That is your seventh Gig, and in overtime "
              "seven Gigs win at once: you win! Outside overtime you would win at the start of your next turn.",
        "tr": "Çalındı! 1-9 güç bir Gig alır (10-19 iki). Bu senin yedinci Gig'in; uzatmada yedi Gig anında "
              "kazandırır: kazandın! Uzatma olmasaydı bir sonraki turunun başında kazanırdın.",
        "ru": "Украдено! Сила 1-9 забирает один Gig (10-19 — два). Это ваш седьмой Gig, а в овертайме семь Gig "
              "побеждают сразу: победа! Без овертайма вы победили бы в начале своего следующего хода.",
    },
    P + "steal.hint": {
        "en": "💡 Attack “The rival's Gig area” with your other ready Unit, then pick any of the Teacher's Gigs.",
        "tr": "💡 Diğer hazır Unit'inle “Rakibin Gig alanı”na saldır, sonra Öğretmen'in Gig'lerinden birini seç.",
        "ru": "💡 Атакуйте «Область Gig соперника» другим готовым Unit, затем выберите любой Gig Учителя.",
    },
}
