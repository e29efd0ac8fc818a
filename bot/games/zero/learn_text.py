"""The Knowing Zero lesson's lines (en/tr/ru): each step's "do", "done" and "hint"."""

from __future__ import annotations

P = "learn.zero."
TEXTS: dict[str, dict[str, str]] = {
    P + "attack.do": {
        "en": "You need **5** points to reach zero, and points come from destroying enemy units. On your turn you draw "
              "or attack: pick Old Grizzly AND Ember Hound in “Attack with these units”.",
        "tr": "Sıfıra inmek için **5** puanın kaldı; puan, düşman birimlerini yok ederek düşer. Sıran gelince ya kart "
              "çekersin ya saldırırsın: “Bu birimlerle saldır” listesinden Yaşlı Boz Ayı VE Kor Tazısı'nı seç.",
        "ru": "До нуля вам осталось **5** очков, а очки уходят за уничтоженные вражеские отряды. В свой ход вы берёте "
              "карты или атакуете: выберите в «Атаковать этими отрядами» и Старого гризли, И Угольную гончую.",
    },
    P + "attack.done": {
        "en": "Your army of two is formed, face down: the Teacher doesn't know what's coming yet.",
        "tr": "İki birimlik ordun kuruldu, kartlar kapalı: Öğretmen neyle karşılaşacağını henüz bilmiyor.",
        "ru": "Армия из двух отрядов собрана рубашкой вверх: Учитель пока не знает, что его ждёт.",
    },
    P + "attack.hint": {
        "en": "💡 Attack with both units at once: tick Old Grizzly and Ember Hound in the same list.",
        "tr": "💡 İki birimle birden saldır: aynı listede Yaşlı Boz Ayı ve Kor Tazısı'nı işaretle.",
        "ru": "💡 Атакуйте обоими отрядами сразу: отметьте в одном списке Старого гризли и Угольную гончую.",
    },
    P + "attach.do": {
        "en": "Abilities go on units now, before the battle. Pick Sharp Claws, choose a unit to carry it, then "
              "press “Done”.",
        "tr": "Yetenekler birimlere şimdi, savaştan önce takılır. Keskin Pençeler'i seç, onu taşıyacak birimi seç, "
              "sonra “Tamam”a bas.",
        "ru": "Способности крепятся к отрядам сейчас, до боя. Выберите «Острые когти», затем отряд, который их "
              "понесёт, и нажмите «Готово».",
    },
    P + "attach.done": {
        "en": "The attack is declared. The Teacher accepted with one unit, and both armies are turned face up: "
              "a Steam Colossus, 5 attack, 7 life, armor 1.",
        "tr": "Saldırı ilan edildi. Öğretmen tek birimle kabul etti ve iki ordu da açıldı: bir Buhar Devi, 5 "
              "saldırı, 7 can, 1 zırh.",
        "ru": "Атака объявлена. Учитель принял бой одним отрядом, и обе армии открыты: Паровой колосс, атака 5, "
              "жизнь 7, броня 1.",
    },
    P + "attach.hint": {
        "en": "💡 Attach Sharp Claws first (pick it, then a unit), then press “Done”.",
        "tr": "💡 Önce Keskin Pençeler'i tak (onu, sonra bir birimi seç), ardından “Tamam”a bas.",
        "ru": "💡 Сначала прикрепите «Острые когти» (выберите их, затем отряд), потом нажмите «Готово».",
    },
    P + "ability.do": {
        "en": "Armor takes 1 off every hit: 5 + 3 would deal only 6 of the Colossus's 7. Play Sharp Claws: +2 attack "
              "for its unit this round.",
        "tr": "Zırh her vuruştan 1 düşer: 5 + 3, Buhar Devi'nin 7 canından ancak 6'sını götürür. Keskin Pençeler'i "
              "oyna: taşıyan birime bu tur +2 saldırı.",
        "ru": "Броня снимает 1 с каждого удара: 5 + 3 нанесут лишь 6 из 7 жизней колосса. Сыграйте «Острые когти»: "
              "+2 к атаке их отряда в этом раунде.",
    },
    P + "ability.done": {
        "en": "+2 attack: together your units now hit hard enough to bring the Colossus down.",
        "tr": "+2 saldırı: birimlerin artık birlikte Buhar Devi'ni yıkacak kadar sert vuruyor.",
        "ru": "+2 к атаке: теперь вместе ваши отряды бьют достаточно сильно, чтобы свалить колосса.",
    },
    P + "ability.hint": {
        "en": "💡 Pick Sharp Claws in “Play an event or an ability” and play it before you pass.",
        "tr": "💡 “Bir olay ya da yetenek oyna” listesinden Keskin Pençeler'i seç ve pas demeden önce oyna.",
        "ru": "💡 Выберите «Острые когти» в списке «Сыграть событие или способность» и сыграйте их до паса.",
    },
    P + "pass.do": {
        "en": "The Teacher has passed. Pass too: two passes in a row close the window, and then units are aimed.",
        "tr": "Öğretmen pas dedi. Sen de pas de: üst üste iki pas bu aşamayı kapatır, sonra birimlere hedef seçilir.",
        "ru": "Учитель спасовал. Спасуйте и вы: два паса подряд закрывают окно, и отряды выбирают цели.",
    },
    P + "pass.done": {
        "en": "Time to aim. Both sides choose in secret; the choices are shown together.",
        "tr": "Hedef seçme zamanı. İki taraf da gizlice seçer; seçimler birlikte açılır.",
        "ru": "Пора выбирать цели. Обе стороны выбирают тайно, выбор открывается одновременно.",
    },
    P + "pass.hint": {
        "en": "💡 Nothing more to play: press “Pass”.",
        "tr": "💡 Oynayacak başka bir şey yok: “Pas”a bas.",
        "ru": "💡 Играть больше нечего: нажмите «Пас».",
    },
    P + "aim.do": {
        "en": "Aim each of your units at the Colossus (the only target), then press “Lock in”. All hits land at once.",
        "tr": "Birimlerinin her birini Buhar Devi'ne (tek hedef) yönelt, sonra “Kilitle”ye bas. Bütün vuruşlar aynı "
              "anda iner.",
        "ru": "Направьте каждый отряд на колосса (другой цели нет), затем нажмите «Зафиксировать». Все удары "
              "наносятся одновременно.",
    },
    P + "aim.done": {
        "en": "Locked in. 7 − 1 + 3 − 1 = 8 damage against 7 life: the Colossus falls, its Value 5 takes your score to "
              "zero, and you win!",
        "tr": "Kilitlendi. 7 − 1 + 3 − 1 = 8 hasar, 7 cana karşı: Buhar Devi yıkılır, 5 değeri puanını sıfıra "
              "indirir ve kazanırsın!",
        "ru": "Зафиксировано. 7 − 1 + 3 − 1 = 8 урона против 7 жизней: колосс падает, его ценность 5 доводит ваш счёт "
              "до нуля — победа!",
    },
    P + "aim.hint": {
        "en": "💡 Choose the Colossus for each unit, then press “Lock in”.",
        "tr": "💡 Her birim için Buhar Devi'ni seç, sonra “Kilitle”ye bas.",
        "ru": "💡 Выберите колосса для каждого отряда, затем нажмите «Зафиксировать».",
    },
}
