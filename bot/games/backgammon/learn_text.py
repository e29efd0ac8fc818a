"""The backgammon lesson's lines (en/tr/ru): each step's "do", "done" and "hint"."""

from __future__ import annotations

P = "learn.backgammon."
TEXTS: dict[str, dict[str, str]] = {
    P + "opening.do": {
        "en": "You rolled 3-1, the best opening roll: make your 5-point with 8/5 6/5 (one checker from your 8-point, "
              "one from your 6-point), then Confirm. Two checkers on a point can't be hit, and the 5-point blocks red.",
        "tr": "3-1 attın, en iyi açılış zarı: 8/5 6/5 oynayıp 5'li kapıyı al (bir pul 8'den, bir pul 6'dan), sonra "
              "onayla. İki pullu hane kırılamaz, 5'li kapı da kırmızının önünü keser.",
        "ru": "У вас 3-1 — лучший первый бросок: займите свой 5-й пункт ходом 8/5 6/5 (шашка с 8-го и шашка с "
              "6-го), затем подтвердите. Две шашки на пункте побить нельзя, а 5-й пункт мешает красным.",
    },
    P + "opening.done": {
        "en": "Well played: your 5-point is made, and two checkers there are safe.",
        "tr": "Güzel: 5'li kapıyı aldın, oradaki iki pul güvende.",
        "ru": "Отлично: 5-й пункт ваш, две шашки на нём в безопасности.",
    },
    P + "opening.hint": {
        "en": "💡 Move one checker 8/5 and one 6/5 so both land on your 5-point (or type `8/5 6/5`), then Confirm.",
        "tr": "💡 Bir pulu 8/5, bir pulu 6/5 oyna, ikisi de 5'e gelsin (ya da `8/5 6/5` yaz), sonra onayla.",
        "ru": "💡 Сыграйте одну шашку 8/5 и одну 6/5, чтобы обе встали на 5-й пункт (или введите `8/5 6/5`), "
              "затем подтвердите.",
    },
    P + "hit.do": {
        "en": "A red checker stands alone on your 4-point: a blot. You rolled 4-2: land on it to hit it (8/4* 6/4 "
              "hits and makes the point too), then Confirm.",
        "tr": "Kırmızının 4 numaralı hanende tek pulu var: açık pul. 4-2 attın: üstüne konup kır (8/4* 6/4 hem "
              "kırar hem kapıyı alır), sonra onayla.",
        "ru": "На вашем 4-м пункте одинокая красная шашка — блот. У вас 4-2: встаньте на неё и побейте (8/4* 6/4 "
              "бьёт и сразу занимает пункт), затем подтвердите.",
    },
    P + "hit.done": {
        "en": "Hit! The red checker is on the bar: red must bring it back in before moving anything else.",
        "tr": "Kırdın! Kırmızı pul barda: kırmızı başka bir şey oynamadan önce onu oyuna sokmak zorunda.",
        "ru": "Побита! Красная шашка на баре: пока она не войдёт, красные ничем другим ходить не могут.",
    },
    P + "hit.hint": {
        "en": "💡 That move leaves the blot alone. Land on the red checker: 8/4* uses the 4, and 6/4 covers it "
              "with the 2.",
        "tr": "💡 Bu hamle açık pulu rahat bırakıyor. Kırmızı pulun üstüne kon: 8/4* 4'ü kullanır, 6/4 de 2'yle "
              "üstünü kapatır.",
        "ru": "💡 Этот ход не трогает блот. Встаньте на красную шашку: 8/4* — это четвёрка, а 6/4 двойкой "
              "прикрывает её.",
    },
    P + "enter.do": {
        "en": "Now you've been hit: your checker on the bar must come in first, in red's home board. You rolled 6-4: "
              "red holds its 6-point, so enter with the 4 (bar/21), then play the 6.",
        "tr": "Bu sefer sen kırıldın: bardaki pulun önce kırmızının evine girmeli. 6-4 attın: kırmızının 6'lı kapısı "
              "kapalı, 4'le gir (bar/21), sonra 6'yı oyna.",
        "ru": "Теперь побили вас: шашка с бара должна сначала войти в дом красных. У вас 6-4: 6-й пункт красных "
              "занят, входите четвёркой (bar/21), потом сыграйте шестёрку.",
    },
    P + "enter.done": {
        "en": "You're back in: a checker on the bar always comes in before anything else moves.",
        "tr": "Yeniden oyundasın: bardaki pul her zaman ilk önce girer.",
        "ru": "Вы снова в игре: шашка с бара всегда входит раньше остальных.",
    },
    P + "enter.hint": {
        "en": "💡 Come in from the bar first: the 6 is blocked, the 4 takes you to the open 21-point (bar/21). Then "
              "play the 6 with any checker.",
        "tr": "💡 Önce bardan gir: 6 kapalı, 4 seni boş olan 21'e götürür (bar/21). Sonra 6'yı istediğin pulla oyna.",
        "ru": "💡 Сначала войдите с бара: шестёрка закрыта, четвёрка ведёт на свободный 21-й пункт (bar/21). Потом "
              "сыграйте шестёрку любой шашкой.",
    },
    P + "cube.do": {
        "en": "Red offers the doubling cube. Take, and the game is worth 2 points and the cube is yours; pass, and you "
              "lose 1 point now. The race is nearly even: press Take.",
        "tr": "Kırmızı küpü katladı. Kabul edersen oyun 2 puan eder ve küp sende kalır; pas dersen şimdi 1 puan "
              "kaybedersin. Yarış neredeyse başa baş: «Kabul et»e bas.",
        "ru": "Красные предлагают удвоение. Примете — партия стоит 2 очка, и куб ваш; спасуете — сразу теряете "
              "1 очко. Гонка почти равная: нажмите «Принять».",
    },
    P + "cube.done": {
        "en": "Taken: the game is worth 2, and only you may double next. A few rolls later…",
        "tr": "Kabul ettin: oyun 2 puan, sıradaki katlama hakkı yalnızca sende. Birkaç zar sonra…",
        "ru": "Принято: партия стоит 2 очка, и следующее удвоение — только за вами. Несколько бросков спустя…",
    },
    P + "cube.hint": {
        "en": "💡 Passing here gives the game away: the race is close, so press Take.",
        "tr": "💡 Burada pas demek oyunu hediye etmek olur: yarış çok yakın, «Kabul et»e bas.",
        "ru": "💡 Спасовать здесь — отдать партию даром: гонка почти равная, нажмите «Принять».",
    },
    P + "bearoff.do": {
        "en": "All your checkers are home, so you may bear them off. Two are left, on your 6- and 3-points, and you "
              "rolled 6-3: bear off both (6/off 3/off), then Confirm.",
        "tr": "Bütün pulların evde, artık toplayabilirsin. 6 ve 3 numaralı hanelerinde birer pul kaldı, 6-3 attın: "
              "ikisini de topla (6/off 3/off), sonra onayla.",
        "ru": "Все ваши шашки дома — их можно выбрасывать. Остались две, на 6-м и 3-м пунктах, у вас 6-3: выбросьте "
              "обе (6/off 3/off), затем подтвердите.",
    },
    P + "bearoff.done": {
        "en": "Both off: you win 2 points, 1 for the game doubled by the cube you took.",
        "tr": "İkisi de toplandı: 2 puanla kazandın; oyun 1 puandı, kabul ettiğin küp onu ikiye katladı.",
        "ru": "Обе выброшены: вы выиграли 2 очка — 1 за партию, удвоенное принятым кубом.",
    },
    P + "bearoff.hint": {
        "en": "💡 That leaves a checker behind. Use the 6 on the checker on your 6-point and the 3 on the one on your "
              "3-point: 6/off 3/off.",
        "tr": "💡 Böyle bir pul geride kalıyor. 6'yı 6'daki pul için, 3'ü 3'teki pul için kullan: 6/off 3/off.",
        "ru": "💡 Так одна шашка останется. Шестёрку — шашке на 6-м пункте, тройку — шашке на 3-м: 6/off 3/off.",
    },
}
