"""The TWEAK! lesson's lines (en/tr/ru): each step's "do", "done" and "hint"."""

from __future__ import annotations

P = "learn.tweak."
TEXTS: dict[str, dict[str, str]] = {
    P + "sum.do": {
        "en": "The target is **9** (the back of the deck's top card). Win cards with a sum: ONE card from your hand "
              "plus table cards that add up to 9. Pick your red 5, then the red 4 on the table, and press “Make sum”.",
        "tr": "Hedef **9** (destenin üstündeki kartın arkası). Toplam yaparak kart kazanırsın: elinden TEK kart ve "
              "toplamı 9 eden masa kartları. Kırmızı 5'ini, sonra masadaki kırmızı 4'ü seç ve “Toplamı yap”a bas.",
        "ru": "Цель — **9** (число на рубашке верхней карты колоды). Карты выигрывают суммой: ОДНА карта с руки и "
              "карты со стола, вместе ровно 9. Выберите свою красную 5, затем красную 4 на столе и нажмите "
              "«Составить сумму».",
    },
    P + "sum.done": {
        "en": "5 + 4 = 9: both cards are yours, face down, and count at the end of the hand. You drew back up to 3.",
        "tr": "5 + 4 = 9: iki kart da senin, kapalı duruyor ve el sonunda puan getirecek. Elini yeniden 3 karta "
              "tamamladın.",
        "ru": "5 + 4 = 9: обе карты ваши, лежат рубашкой вверх и принесут очки в конце раздачи. Вы добрали руку до 3.",
    },
    P + "sum.hint": {
        "en": "💡 One hand card plus table cards must make exactly 9: your 5 and the table's 4.",
        "tr": "💡 Elinden bir kart ve masa kartları tam 9 etmeli: senin 5'in ve masadaki 4.",
        "ru": "💡 Карта с руки и карты со стола должны дать ровно 9: ваша 5 и четвёрка на столе.",
    },
    P + "tweak.do": {
        "en": "The Teacher put a 3 down. Target **8**: your 2 with BOTH 3s on the table makes 8 and leaves the table "
              "empty. That's a TWEAK!: you also win a [T!] card.",
        "tr": "Öğretmen masaya bir 3 koydu. Hedef **8**: 2'n masadaki İKİ 3'le 8 eder ve masada kart bırakmaz. İşte "
              "TWEAK!: üstüne bir [T!] kartı da kazanırsın.",
        "ru": "Учитель выложил тройку. Цель **8**: ваша 2 и ОБЕ тройки со стола дают 8, и стол пустеет. Это TWEAK!: "
              "вы получаете ещё и карту [T!].",
    },
    P + "tweak.done": {
        "en": "TWEAK! The table is clear and you won the Joker (±1). Two new cards were turned up for the Teacher.",
        "tr": "TWEAK! Masa boşaldı ve Joker'i (±1) kazandın. Öğretmen için masaya iki yeni kart açıldı.",
        "ru": "TWEAK! Стол пуст, и вы выиграли Джокера (±1). Для Учителя открыты две новые карты.",
    },
    P + "tweak.hint": {
        "en": "💡 Use every card on the table: your 2 + 3 + 3 = 8.",
        "tr": "💡 Masadaki bütün kartları kullan: 2'n + 3 + 3 = 8.",
        "ru": "💡 Возьмите все карты со стола: ваша 2 + 3 + 3 = 8.",
    },
    P + "joker.do": {
        "en": "Target **10**, and nothing makes 10. Play your Joker as −1 (target 9), then make 3 + 6 = 9 with your "
              "green 3 and a 6.",
        "tr": "Hedef **10** ve hiçbir kart 10 etmiyor. Joker'ini −1 olarak oyna (hedef 9), sonra yeşil 3'ün ve bir "
              "6'yla 3 + 6 = 9 yap.",
        "ru": "Цель **10**, и 10 не собрать. Сыграйте Джокера как −1 (цель 9), затем сложите 3 + 6 = 9: ваша зелёная "
              "3 и шестёрка.",
    },
    P + "joker.done": {
        "en": "The Joker turned 10 into 9 for your sum. You drew the deck's last card: from now on the target is 7.",
        "tr": "Joker, toplamın için 10'u 9'a çevirdi. Destenin son kartını çektin: bundan sonra hedef 7.",
        "ru": "Джокер превратил 10 в 9 для вашей суммы. Вы взяли последнюю карту колоды: дальше цель — 7.",
    },
    P + "joker.hint": {
        "en": "💡 +1 makes 11, which nothing reaches: press “Joker −1”, then pick your 3 and one 6.",
        "tr": "💡 +1 hedefi 11 yapar, ona da ulaşılmaz: “Joker −1”e bas, sonra 3'ünü ve bir 6'yı seç.",
        "ru": "💡 +1 даёт 11, а его не собрать: нажмите «Джокер −1», затем выберите свою 3 и одну шестёрку.",
    },
    P + "seven.do": {
        "en": "The deck is empty, so the target is **7** until the hand ends. One 6 is left on the table: a 1 from "
              "your hand makes 7, and another TWEAK!",
        "tr": "Deste bitti, el bitene kadar hedef **7**. Masada bir 6 kaldı: elindeki bir 1 ile 7 olur, bir TWEAK! "
              "daha.",
        "ru": "Колода кончилась, так что до конца раздачи цель — **7**. На столе осталась шестёрка: единица с руки "
              "даёт 7 — и снова TWEAK!",
    },
    P + "seven.done": {
        "en": "1 + 6 = 7, TWEAK! Another [T!] card for you. With the deck gone, nobody draws any more.",
        "tr": "1 + 6 = 7, TWEAK! Bir [T!] kartı daha senin. Deste bittiği için artık kimse kart çekmiyor.",
        "ru": "1 + 6 = 7, TWEAK! Ещё одна карта [T!] ваша. Колоды нет, больше никто не добирает.",
    },
    P + "seven.hint": {
        "en": "💡 Make 7: one of your 1s with the 6 on the table.",
        "tr": "💡 7 yap: 1'lerinden biri ve masadaki 6.",
        "ru": "💡 Соберите 7: одна из ваших единиц и шестёрка на столе.",
    },
    P + "again.do": {
        "en": "The table was empty, so the Teacher had to put a card down: a 2. Your 5 + 2 = 7 clears it again.",
        "tr": "Masa boştu, Öğretmen de bir kart koymak zorunda kaldı: bir 2. 5'in + 2 = 7 masayı yine boşaltır.",
        "ru": "Стол был пуст, и Учителю пришлось выложить карту — двойку. Ваша 5 + 2 = 7 снова очищает стол.",
    },
    P + "again.done": {
        "en": "TWEAK! once more. One card left in your hand.",
        "tr": "Bir TWEAK! daha. Elinde tek kart kaldı.",
        "ru": "И снова TWEAK! У вас осталась одна карта.",
    },
    P + "again.hint": {
        "en": "💡 Your green 5 and the 2 on the table make 7.",
        "tr": "💡 Yeşil 5'in ve masadaki 2, 7 eder.",
        "ru": "💡 Ваша зелёная 5 и двойка на столе дают 7.",
    },
    P + "discard.do": {
        "en": "Your 1 and the table's 1 make only 2: no sum. Every turn plays a card, so put it on the table with "
              "“Discard the hand card”.",
        "tr": "1'in ve masadaki 1 ancak 2 eder: toplam yok. Her turda bir kart oynanır, kartını “Eldeki kartı masaya "
              "koy” ile masaya koy.",
        "ru": "Ваша единица и единица на столе дают лишь 2: суммы нет. Каждый ход играется карта, так что "
              "положите её на стол кнопкой «Сбросить карту».",
    },
    P + "discard.done": {
        "en": "Nobody holds a card and the deck is gone: the hand is over. Cards you won and your [T!] cards are "
              "counted (red 2 points, other colours 1, [T!] 2), and you win!",
        "tr": "Kimsenin elinde kart kalmadı, deste de bitti: el sona erdi. Kazandığın kartlar ve [T!] kartların "
              "sayılır (kırmızı 2 puan, diğer renkler 1, [T!] 2) ve kazanan sensin!",
        "ru": "Карт ни у кого нет, колода кончилась: раздача окончена. Считаются выигранные карты и карты [T!] "
              "(красная — 2 очка, другие цвета — 1, [T!] — 2), и вы победили!",
    },
    P + "discard.hint": {
        "en": "💡 1 + 1 is 2, not 7: pick your card and press “Discard the hand card”.",
        "tr": "💡 1 + 1, 7 değil 2 eder: kartını seç ve “Eldeki kartı masaya koy”a bas.",
        "ru": "💡 1 + 1 — это 2, а не 7: выберите карту и нажмите «Сбросить карту».",
    },
}
