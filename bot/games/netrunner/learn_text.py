"""The Netrunner lesson's lines (en/tr/ru): each step's "do", "done" and "hint"."""

from __future__ import annotations

P = "learn.netrunner."
TEXTS: dict[str, dict[str, str]] = {
    P + "credit.do": {
        "en": "You are the **Runner**: steal 6 agenda points from the Corp before it scores them. The Teacher "
              "took its first turn and installed three face-down cards. Your turn has 4 clicks, and everything "
              "costs money: press “Take 1 credit”.",
        "tr": "Sen **Runner**'sın: Corp onları puanlamadan önce 6 gündem puanı çal. Öğretmen ilk turunu oynadı ve "
              "üç kapalı kart kurdu. Turunda 4 tık var ve her şey para ister: “1 kredi al”a bas.",
        "ru": "Вы — **раннер**: украдите у корпорации 6 очков проектов, пока она их не засчитала. Учитель уже "
              "сходил и установил три карты рубашкой вверх. В вашем ходу 4 клика, и всё стоит денег: нажмите "
              "«Взять 1 кредит».",
    },
    P + "credit.done": {
        "en": "One click spent, one credit gained: 6 credits now.",
        "tr": "Bir tık harcadın, bir kredi kazandın: artık 6 kredin var.",
        "ru": "Один клик потрачен, один кредит получен: теперь у вас 6 кредитов.",
    },
    P + "credit.hint": {
        "en": "💡 Start with the simplest click of all: “Take 1 credit”.",
        "tr": "💡 En basit tıkla başla: “1 kredi al”.",
        "ru": "💡 Начните с самого простого клика: «Взять 1 кредит».",
    },
    P + "draw.do": {
        "en": "Cards are your options. Spend a click on “Draw 1”.",
        "tr": "Kartlar senin seçeneklerin. Bir tıkı “1 kart çek”e harca.",
        "ru": "Карты — это ваши возможности. Потратьте клик на «Взять карту».",
    },
    P + "draw.done": {
        "en": "You drew Sure Gamble: one day it turns 5 credits into 9.",
        "tr": "Sure Gamble çektin: bir gün 5 krediyi 9'a çevirecek.",
        "ru": "Вы взяли Sure Gamble: когда-нибудь она превратит 5 кредитов в 9.",
    },
    P + "draw.hint": {
        "en": "💡 Now draw a card: press “Draw 1”.",
        "tr": "💡 Şimdi kart çek: “1 kart çek”e bas.",
        "ru": "💡 Теперь возьмите карту: нажмите «Взять карту».",
    },
    P + "install.do": {
        "en": "Ice guards the Corp's servers, and icebreakers get you through. Choose Cleaver in “Play or install a "
              "card…”, then press “Install Cleaver (3 ¢)”: it breaks barriers.",
        "tr": "Corp'un sunucularını ice korur; seni geçiren icebreaker'lardır. “Kart oyna ya da kur…” listesinden "
              "Cleaver'ı seç, sonra “Kur: Cleaver (3 ¢)”a bas: bariyerleri kırar.",
        "ru": "Серверы корпорации охраняет лёд, а проводят сквозь него ледоколы. Выберите Cleaver в «Сыграть или "
              "установить карту…» и нажмите «Установить Cleaver (3 ¢)»: он ломает барьеры.",
    },
    P + "install.done": {
        "en": "Cleaver is in your rig: strength 3, and 1 credit breaks up to two barrier subroutines.",
        "tr": "Cleaver kuruldu: gücü 3; 1 krediyle en fazla iki bariyer alt programını kırar.",
        "ru": "Cleaver установлен: сила 3, за 1 кредит он ломает до двух подпрограмм барьера.",
    },
    P + "install.hint": {
        "en": "💡 Install Cleaver (not another card): pick it in “Play or install a card…”, then press its "
              "Install button.",
        "tr": "💡 Başka bir kart değil, Cleaver'ı kur: “Kart oyna ya da kur…” listesinden seç, sonra Kur düğmesine "
              "bas.",
        "ru": "💡 Установите именно Cleaver: выберите его в «Сыграть или установить карту…» и нажмите кнопку "
              "установки.",
    },
    P + "run.do": {
        "en": "Remote 1 hides a card behind one piece of ice: a server worth guarding. Use your last click: choose "
              "Remote 1 in “Run on…”.",
        "tr": "Uzak 1, bir ice'ın arkasında bir kart saklıyor: korunmaya değer bir sunucu. Son tıkını kullan: "
              "“Şuraya koş…” listesinden Uzak 1'i seç.",
        "ru": "Сервер 1 прячет карту за одним льдом — его явно стоит охранять. Последним кликом выберите Сервер 1 "
              "в «Забег на…».",
    },
    P + "run.done": {
        "en": "The run is on: you approach the face-down ice. The Corp may rez it now, paying its cost.",
        "tr": "Koşu başladı: kapalı ice'a yaklaşıyorsun. Corp bedelini ödeyip onu şimdi rezleyebilir.",
        "ru": "Забег начался: вы подходите к закрытому льду. Корпорация может сейчас его активировать, заплатив "
              "стоимость.",
    },
    P + "run.hint": {
        "en": "💡 Run on Remote 1, the server with the ice: choose it in “Run on…”.",
        "tr": "💡 Ice'lı sunucu olan Uzak 1'e koş: “Şuraya koş…” listesinden seç.",
        "ru": "💡 Забег на Сервер 1, тот, что со льдом: выберите его в «Забег на…».",
    },
    P + "break.do": {
        "en": "The Teacher rezzed it: Palisade, a barrier. Palisade has strength 4 in a remote server, Cleaver only "
              "3, and a breaker must match the ice's strength. Press “Cleaver: +1 strength (2 ¢)”, then “Cleaver: "
              "break (1 ¢)”.",
        "tr": "Öğretmen onu rezledi: Palisade, bir bariyer. Palisade uzak sunucuda 4 güçte, Cleaver ise 3; "
              "kırıcının gücü ice'ınkine yetişmeli. Önce “Cleaver: +1 güç (2 ¢)”, sonra “Cleaver: kır (1 ¢)” "
              "düğmesine bas.",
        "ru": "Учитель активировал его: Palisade, барьер. В удалённом сервере у Palisade сила 4, у Cleaver — 3, а "
              "сила ледокола должна быть не меньше силы льда. Нажмите «Cleaver: +1 к силе (2 ¢)», затем «Cleaver: "
              "сломать (1 ¢)».",
    },
    P + "break.done": {
        "en": "Broken! Palisade's only subroutine, “end the run”, won't fire.",
        "tr": "Kırıldı! Palisade'ın tek alt programı, “koşuyu bitir”, çalışmayacak.",
        "ru": "Сломано! Единственная подпрограмма Palisade, «закончить забег», не сработает.",
    },
    P + "break.hint": {
        "en": "💡 Don't let it fire, or the run ends here. Raise Cleaver to strength 4 (+1 for 2 ¢), then break.",
        "tr": "💡 Çalışmasına izin verme, yoksa koşu burada biter. Cleaver'ı 4 güce çıkar (2 ¢'ye +1), sonra kır.",
        "ru": "💡 Не давайте ей сработать, иначе забег закончится. Поднимите силу Cleaver до 4 (+1 за 2 ¢), затем "
              "ломайте.",
    },
    P + "steal.do": {
        "en": "Nothing is left to fire: press “Let the subroutines fire” to get past Palisade, then “Go on to the "
              "server” to access the card inside.",
        "tr": "Çalışacak bir şey kalmadı: Palisade'ı geçmek için “Alt programlar çalışsın”a, sonra içerideki karta "
              "erişmek için “Sunucuya ilerle”ye bas.",
        "ru": "Срабатывать больше нечему: нажмите «Дать подпрограммам сработать», чтобы пройти Palisade, затем "
              "«Идти к серверу», чтобы получить доступ к карте внутри.",
    },
    P + "steal.done": {
        "en": "Into the server! Whatever lies there, you access it now.",
        "tr": "Sunucuya girdin! Orada ne varsa şimdi ona erişiyorsun.",
        "ru": "Вы в сервере! Что бы там ни лежало, вы получаете к этому доступ.",
    },
    P + "steal.hint": {
        "en": "💡 Don't jack out: the agenda is one step away. Let the (broken) subroutines fire, then go on to the "
              "server.",
        "tr": "💡 Bağlantıyı kesme: gündem bir adım ötede. (Kırık) alt programlar çalışsın, sonra sunucuya ilerle.",
        "ru": "💡 Не отключайтесь: проект в одном шаге. Дайте (сломанным) подпрограммам сработать и идите к серверу.",
    },
    P + "credits.do": {
        "en": "You stole Offworld Office: 2 of your 6 points! The Teacher spent its turn on credits. Remote 2 has no "
              "ice, but trashing what is there costs money, and you have none left: press “Take 1 credit” twice.",
        "tr": "Offworld Office'i çaldın: 6 puanının 2'si tamam! Öğretmen turunu kredi alarak geçirdi. Uzak 2'de ice "
              "yok, ama oradakini çöpe atmak para ister ve hiç kredin kalmadı: “1 kredi al”a iki kez bas.",
        "ru": "Вы украли Offworld Office: 2 очка из 6! Учитель потратил ход на кредиты. Сервер 2 без льда, но "
              "сбросить то, что в нём, стоит денег, а у вас их не осталось: дважды нажмите «Взять 1 кредит».",
    },
    P + "credits.done": {
        "en": "2 credits: enough to trash most assets.",
        "tr": "2 kredi: çoğu varlığı çöpe atmaya yeter.",
        "ru": "2 кредита: хватит, чтобы сбросить большинство активов.",
    },
    P + "credits.hint": {
        "en": "💡 Take credits one click at a time with “Take 1 credit” until you have 2.",
        "tr": "💡 2 kredin olana kadar “1 kredi al” ile tık tık kredi al.",
        "ru": "💡 Берите кредиты по одному клику кнопкой «Взять 1 кредит», пока их не станет 2.",
    },
    P + "run_asset.do": {
        "en": "Now choose Remote 2 in “Run on…”: with no ice in the way, you walk straight in.",
        "tr": "Şimdi “Şuraya koş…” listesinden Uzak 2'yi seç: önünde ice olmadığından doğrudan girersin.",
        "ru": "Теперь выберите Сервер 2 в «Забег на…»: льда на пути нет, вы войдёте сразу.",
    },
    P + "run_asset.done": {
        "en": "No ice to meet: you are already at the server's door.",
        "tr": "Karşılaşacak ice yok: sunucunun kapısındasın.",
        "ru": "Льда нет: вы уже у дверей сервера.",
    },
    P + "run_asset.hint": {
        "en": "💡 Run on Remote 2, the server without ice: choose it in “Run on…”.",
        "tr": "💡 Ice'sız sunucu olan Uzak 2'ye koş: “Şuraya koş…” listesinden seç.",
        "ru": "💡 Забег на Сервер 2, тот, что без льда: выберите его в «Забег на…».",
    },
    P + "trash.do": {
        "en": "Press “Go on to the server” and access the card there. An asset keeps paying the Corp, so when you are "
              "asked, press “Trash it” and pay its trash cost.",
        "tr": "“Sunucuya ilerle”ye bas ve oradaki karta eriş. Varlıklar Corp'a para kazandırmaya devam eder; "
              "sorulunca “Çöpe at”a bas ve çöpe atma bedelini öde.",
        "ru": "Нажмите «Идти к серверу» и получите доступ к карте внутри. Актив продолжает приносить корпорации "
              "деньги, поэтому, когда спросят, нажмите «Сбросить» и заплатите стоимость сброса.",
    },
    P + "trash.done": {
        "en": "Nico Campaign trashed: 3 credits a turn the Corp will never see. That's the Runner's game: run, "
              "break, steal, trash. The game goes on from here: play it out against the Teacher, or concede.",
        "tr": "Nico Campaign çöpe gitti: Corp her tur alacağı 3 krediyi artık hiç göremeyecek. Runner'ın oyunu "
              "budur: koş, kır, çal, çöpe at. Oyun buradan sürüyor: Öğretmen'e karşı sonuna kadar oyna ya da pes "
              "et.",
        "ru": "Nico Campaign сброшена: 3 кредитов за ход корпорация уже не увидит. Вот игра раннера: забег, взлом, "
              "кража, сброс. Партия продолжается: доиграйте её с Учителем или сдайтесь.",
    },
    P + "trash.hint": {
        "en": "💡 Don't leave it: an asset left alone keeps paying the Corp. Go on to the server, then “Trash it”.",
        "tr": "💡 Bırakma: kendi hâline bırakılan varlık Corp'a ödemeye devam eder. Sunucuya ilerle, sonra “Çöpe at”.",
        "ru": "💡 Не оставляйте его: нетронутый актив продолжит платить корпорации. Идите к серверу, затем "
              "«Сбросить».",
    },
}
