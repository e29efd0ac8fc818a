"""Cyberpunk TCG text in English, Turkish and Russian. Card names stay as printed (the game is printed in
English); what each card does is written here in our own words."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural


def _t(en: Text, tr: Text, ru: Text) -> dict[str, Text]:
    return {"en": en, "tr": tr, "ru": ru}


ABILITY_TEXT: dict[str, dict[str, Text]] = {
    "cp.ab.v-corporate-exile": _t("GO SOLO.", "GO SOLO.", "GO SOLO."),
    "cp.ab.viktor-vektor": _t(
        "CALL: look at your top 5 cards; take up to 2 Gear costing 2 or less into your hand (shown to the "
        "rival); the rest go to the bottom in a random order.",
        "CALL: destenin üstteki 5 kartına bak; maliyeti 2 ya da daha az olan en çok 2 Gear'ı rakibe göstererek "
        "eline al; kalanlar rastgele sırayla destenin altına gider.",
        "CALL: посмотрите 5 верхних карт колоды; возьмите в руку до 2 Gear стоимостью 2 или меньше (покажите "
        "их сопернику); остальные уходят под низ колоды в случайном порядке."),
    "cp.ab.jackie-welles": _t(
        "The first Blue Unit or Gear you play each turn: you may lower one of your Gigs by up to 2; if it is then "
        "at 1, draw 1.",
        "Her tur oynadığın ilk Mavi Unit ya da Gear: Gig'lerinden birini 2'ye kadar düşürebilirsin; 1'e inerse 1 "
        "kart çek.",
        "Первый синий Unit или Gear, который вы разыгрываете за ход: можете понизить один свой Gig на число до 2; "
        "если он стал равен 1, возьмите 1 карту."),
    "cp.ab.dexter-deshawn": _t(
        "PLAY and ATTACK: you may raise or lower any Gig by 1. DEFEATED: if your Street Cred and the rival's are "
        "10 or more apart, draw 2.",
        "PLAY ve ATTACK: herhangi bir Gig'i 1 artırabilir ya da azaltabilirsin. DEFEATED: Street Cred'inle "
        "rakibinki arasında 10 ya da daha fazla fark varsa 2 kart çek.",
        "PLAY и ATTACK: можете повысить или понизить любой Gig на 1. DEFEATED: если ваш Street Cred и Street "
        "Cred соперника различаются на 10 или больше, возьмите 2 карты."),
    "cp.ab.heywood-ripperdoc": _t(
        "PLAY: you may defeat a Gear; if its cost equals the value of one of your Gigs, draw 1.",
        "PLAY: bir Gear'ı yenebilirsin; maliyeti Gig'lerinden birinin değerine eşitse 1 kart çek.",
        "PLAY: можете победить один Gear; если его стоимость равна значению одного из ваших Gig, возьмите 1 карту."),
    "cp.ab.offduty-malfini": _t(
        "PLAY: this Unit and one rival Unit become spent.",
        "PLAY: bu Unit ve rakibin bir Unit'i harcanmış olur.",
        "PLAY: этот Unit и один Unit соперника становятся потраченными."),
    "cp.ab.secondhand-bombus": _t("BLOCKER.", "BLOCKER.", "BLOCKER."),
    "cp.ab.t-bug": _t(
        "DEFEATED: look at all your face-down Legends; you may Call one of them for free (still your one Call "
        "this turn).",
        "DEFEATED: kapalı tüm Legend'larına bak; birini bedavaya Call edebilirsin (bu turdaki tek Call hakkın "
        "sayılır).",
        "DEFEATED: посмотрите все свои закрытые Legend; можете бесплатно сделать Call одной из них (это ваш "
        "единственный Call за ход)."),
    "cp.ab.kiroshi-optics": _t(
        "Host's ATTACK: look at one of your face-down Legends.",
        "Taşıyıcının ATTACK'ı: kapalı Legend'larından birine bak.",
        "ATTACK носителя: посмотрите одну свою закрытую Legend."),
    "cp.ab.mandibular-upgrade": _t("The host has BLOCKER.", "Taşıyıcı BLOCKER olur.", "Носитель получает BLOCKER."),
    "cp.ab.zetatech-faceplate": _t(
        "Whenever the host is spent: you may raise or lower a Gig by 1; then draw 1 if your Gigs show 3 or more "
        "different values.",
        "Taşıyıcı her harcandığında: bir Gig'i 1 artırabilir ya da azaltabilirsin; sonra Gig'lerinde en az 3 "
        "farklı değer varsa 1 kart çek.",
        "Каждый раз, когда носитель тратится: можете повысить или понизить один Gig на 1; затем, если на ваших "
        "Gig не меньше 3 разных значений, возьмите 1 карту."),
    "cp.ab.afterparty-at-lizzies": _t(
        "You may raise or lower a Gig by 1; draw 1 if your Gigs show 2 or more different values.",
        "Bir Gig'i 1 artırabilir ya da azaltabilirsin; Gig'lerinde en az 2 farklı değer varsa 1 kart çek.",
        "Можете повысить или понизить один Gig на 1; если на ваших Gig не меньше 2 разных значений, возьмите "
        "1 карту."),
    "cp.ab.delamain-cab": _t(
        "At the end of your turn, if this Unit stole this turn: ready one of your Eddies.",
        "Turunun sonunda, bu Unit bu tur çaldıysa: Eddie'lerinden birini hazırla.",
        "В конце вашего хода, если этот Unit крал в этот ход: подготовьте одного своего Eddie."),
    "cp.ab.evelyn-parker": _t(
        "ATTACK: draw 1; then, if your Street Cred is higher than the rival's, discard 1.",
        "ATTACK: 1 kart çek; sonra Street Cred'in rakibinkinden yüksekse 1 kart at.",
        "ATTACK: возьмите 1 карту; затем, если ваш Street Cred выше, чем у соперника, сбросьте 1 карту."),
    "cp.ab.mt0d12-flathead": _t(
        "Cannot be blocked while your Street Cred is lower than the rival's.",
        "Street Cred'in rakibinkinden düşükken engellenemez.",
        "Его нельзя заблокировать, пока ваш Street Cred ниже, чем у соперника."),
    "cp.ab.psycho-squad": _t("No text.", "Metni yok.", "Без текста."),
    "cp.ab.dying-night": _t(
        "Host's ATTACK: you may lower a Gig by up to 2. At the end of your turn, if the host is V: ready 2 of your "
        "Eddies.",
        "Taşıyıcının ATTACK'ı: bir Gig'i 2'ye kadar düşürebilirsin. Turunun sonunda taşıyıcı V ise: 2 Eddie'ni "
        "hazırla.",
        "ATTACK носителя: можете понизить один Gig на число до 2. В конце вашего хода, если носитель — V: "
        "подготовьте двух своих Eddie."),
    "cp.ab.tetratronic-rippler": _t(
        "Whenever the host is spent: look at your top card; you may trash it.",
        "Taşıyıcı her harcandığında: destenin üstteki kartına bak; onu çöpe atabilirsin.",
        "Каждый раз, когда носитель тратится: посмотрите верхнюю карту колоды; можете отправить её в сброс."),
    "cp.ab.floor-it": _t(
        "QUICK. A rival Unit gets -1 power until the end of the turn; then draw 1.",
        "QUICK. Rakibin bir Unit'i tur sonuna dek -1 güç alır; sonra 1 kart çek.",
        "QUICK. Unit соперника получает -1 к силе до конца хода; затем возьмите 1 карту."),
    "cp.ab.reboot-optics": _t(
        "QUICK. This turn, the next time a rival Unit fights, it does not defeat your Unit.",
        "QUICK. Bu tur rakibin bir Unit'i bir sonraki dövüşünde senin Unit'ini yenemez.",
        "QUICK. В этот ход, когда Unit соперника в следующий раз сражается, он не побеждает ваш Unit."),
    "cp.ab.goro-hands-unclean": _t("GO SOLO. BLOCKER once on the field.", "GO SOLO. Sahadayken BLOCKER.",
                                   "GO SOLO. На поле — BLOCKER."),
    "cp.ab.yorinobu-arasaka": _t(
        "The first time each turn one of your ARASAKA Units attacks: draw 1; then, if your Street Cred is under "
        "20, discard 1.",
        "Her tur ARASAKA Unit'lerinden biri ilk kez saldırdığında: 1 kart çek; sonra Street Cred'in 20'nin "
        "altındaysa 1 kart at.",
        "Когда ваш Unit ARASAKA впервые за ход атакует: возьмите 1 карту; затем, если ваш Street Cred меньше "
        "20, сбросьте 1 карту."),
    "cp.ab.saburo-arasaka": _t(
        "Your ARASAKA Units have +1 power while they attack.",
        "ARASAKA Unit'lerin saldırırken +1 güç alır.",
        "Ваши Unit ARASAKA получают +1 к силе, пока атакуют."),
    "cp.ab.chrome-fang": _t(
        "PLAY: until your next turn, a rival Unit can only steal your Gigs whose value is at most its power.",
        "PLAY: bir sonraki turuna dek rakibin Unit'leri yalnızca değeri kendi gücünü aşmayan Gig'lerini "
        "çalabilir.",
        "PLAY: до вашего следующего хода Unit соперника может красть только ваши Gig со значением не больше его "
        "силы."),
    "cp.ab.minotaur": _t(
        "PLAY: if your Street Cred is higher than the rival's, defeat a rival Unit with 5 power or less.",
        "PLAY: Street Cred'in rakibinkinden yüksekse, rakibin gücü 5 ya da daha az olan bir Unit'ini yen.",
        "PLAY: если ваш Street Cred выше, чем у соперника, победите Unit соперника с силой 5 или меньше."),
    "cp.ab.ruthless-lowlife": _t(
        "Can only attack Units, never the Gig area.", "Yalnızca Unit'lere saldırabilir, Gig alanına asla.",
        "Может атаковать только Unit, но не область Gig."),
    "cp.ab.swordwise-huscle": _t(
        "ATTACK: if this Unit has 5 or more power, draw 1.", "ATTACK: bu Unit'in gücü 5 ya da fazlaysa 1 kart çek.",
        "ATTACK: если сила этого Unit 5 или больше, возьмите 1 карту."),
    "cp.ab.emergency-atlus": _t("No text.", "Metni yok.", "Без текста."),
    "cp.ab.field-operator": _t(
        "PLAY: if your Street Cred is even, draw 1.", "PLAY: Street Cred'in çiftse 1 kart çek.",
        "PLAY: если ваш Street Cred чётный, возьмите 1 карту."),
    "cp.ab.goro-losing-his-way": _t(
        "ATTACK: if all your Legends are face up, +5 power this turn.",
        "ATTACK: tüm Legend'ların açıksa bu tur +5 güç.",
        "ATTACK: если все ваши Legend открыты, +5 к силе в этот ход."),
    "cp.ab.maxtac-av": _t(
        "PLAY: you may swap one of your Gigs with one of the rival's.",
        "PLAY: Gig'lerinden birini rakibin bir Gig'iyle değiştirebilirsin.",
        "PLAY: можете обменять один свой Gig на Gig соперника."),
    "cp.ab.arasaka-radioport": _t(
        "Whenever the host is spent: you may look at one of your face-down Legends; if it is ARASAKA or has GO "
        "SOLO, you may Call it for free (still your one Call this turn).",
        "Taşıyıcı her harcandığında: kapalı Legend'larından birine bakabilirsin; ARASAKA ise ya da GO SOLO "
        "taşıyorsa onu bedavaya Call edebilirsin (bu turdaki tek Call hakkın sayılır).",
        "Каждый раз, когда носитель тратится: можете посмотреть одну свою закрытую Legend; если это ARASAKA "
        "или у неё есть GO SOLO, можете бесплатно сделать ей Call (это ваш единственный Call за ход)."),
    "cp.ab.mantis-blades": _t("No text.", "Metni yok.", "Без текста."),
    "cp.ab.satori": _t(
        "When the host wins a fight against a rival Unit: draw 1.",
        "Taşıyıcı rakibin bir Unit'ine karşı dövüşü kazandığında: 1 kart çek.",
        "Когда носитель побеждает в схватке с Unit соперника: возьмите 1 карту."),
    "cp.ab.industrial-assembly": _t(
        "You may raise a Gig by up to 4; then, if you have a Gig of 8 or more, draw 1.",
        "Bir Gig'i 4'e kadar artırabilirsin; sonra değeri 8 ya da daha fazla olan bir Gig'in varsa 1 kart çek.",
        "Можете повысить один Gig на число до 4; затем, если у вас есть Gig со значением 8 или больше, "
        "возьмите 1 карту."),
    "cp.ab.over-the-edge": _t(
        "Defeat a Unit (yours or the rival's) whose power is at most the value of your d20 Gig.",
        "Gücü d20 Gig'inin değerini aşmayan bir Unit'i (seninki ya da rakibinki) yen.",
        "Победите Unit (свой или соперника), чья сила не больше значения вашего Gig d20."),
    "cp.ab.shattered-memories": _t(
        "Both players discard their hands; each may draw 5 (you choose first). Then, if the number of cards "
        "discarded equals the value of one of your Gigs, draw 2.",
        "İki oyuncu da elini atar; her biri 5 kart çekebilir (önce sen seçersin). Sonra atılan kart sayısı "
        "Gig'lerinden birinin değerine eşitse 2 kart çek.",
        "Оба игрока сбрасывают руки; каждый может взять 5 карт (вы решаете первым). Затем, если число "
        "сброшенных карт равно значению одного из ваших Gig, возьмите 2 карты."),
    "cp.ab.corpo-security": _t("Cannot attack. BLOCKER.", "Saldıramaz. BLOCKER.", "Не может атаковать. BLOCKER."),
    "cp.ab.sandevistan": _t(
        "At the end of your turn: ready the host.", "Turunun sonunda: taşıyıcıyı hazırla.",
        "В конце вашего хода: подготовьте носителя."),
    "cp.ab.corporate-surveillance": _t(
        "A rival Unit costing 4 or less becomes spent.", "Rakibin maliyeti 4 ya da daha az olan bir Unit'i "
        "harcanmış olur.", "Unit соперника стоимостью 4 или меньше становится потраченным."),
}

STRINGS: dict[str, dict[str, Text]] = {
    **ABILITY_TEXT,
    "cp.title": _t("Cyberpunk TCG", "Cyberpunk TCG", "Cyberpunk TCG"),
    "cp.help": _t(
        "**How to play**\n"
        "• Win by having **7 Gig dice** in your Gig area at the start of your turn. You roll one of your own six in "
        "each turn, so you must steal at least one from your rival.\n"
        "• Press **Show my hand** to see your cards; you make your choices there. The 👉 line on the board and in "
        "your hand says what you can do now.\n"
        "• On your turn: sell one card for an Eddie (1 €$), pay with Eddies and Legends to play Units, Gear and "
        "Programs, Call a Legend, then attack.\n"
        "• A ready Unit attacks a spent rival Unit (a fight: the higher power wins) or the rival's Gig area (a "
        "steal: you take their Gig dice). The defender may block or react.\n"
        "• **📖 Cards** shows any card you can see, whole: its text, its numbers and what its keywords mean.\n\n"
        "**The game**: 2 players, each with a retail starter deck (**The Heist** or **Embracing Power**, 3 Legends "
        "+ 40 cards; the quick game uses the 27-card demo lists) and six Gig dice (d4-d20).\n\n"
        "**Win** with 7 or more Gig dice at the start of your turn. Drawing from an empty deck loses. Winning and "
        "losing together is a draw.\n\n"
        "**Set-up**: a d20 roll-off; the winner chooses to go first or second. The first player's two leftmost "
        "Legends start spent and do not ready on turn 1. 6 cards each and one mulligan (the first player first).\n\n"
        "**Your turn**: ready, draw 1, roll a Gig in from your fixer area (the d20 last). Then in any order: sell a "
        "card with a sell tag once (it becomes a ready Eddie), play cards paying with Eddies and Legends (1 €$ "
        "each), Call a Legend once (1 €$, you pick which face-down one), go solo with a GO SOLO Legend, attack, and "
        "end your turn.\n\n"
        "**Attacks**: a ready Unit without Lag attacks a spent rival Unit or the rival Gig area. Its ATTACK effects "
        "resolve, then the defender may react (Call a Legend, QUICK Programs, spend a BLOCKER to take the hit). A "
        "fight: higher power defeats the other, a tie defeats both. A steal takes 1 Gig + 1 per 10 power, chosen by "
        "the attacker.\n\n"
        "**Fine rules**: Units have Lag the turn they arrive: they cannot attack yet. Power below 0 counts as 0, and "
        "0 power defeats nothing and steals nothing. With no Gigs your Street Cred is null (–): lower than any "
        "number. Overtime begins after both players have begun two turns in a row with no dice left to roll in; "
        "from then on 7 Gig dice win at any moment. Every decision has a clock (`turn_seconds`, 5 min by default; "
        "`react_seconds`, 2 min, for the React step): when it runs out, the default is taken (a random deck, going "
        "first, keeping the hand, letting the attack through, ending the turn; a question gets the computer's "
        "answer). Opening 📖 Cards with less than a minute left of your decision raises it to a minute, once a "
        "decision.\n\n"
        "*An unofficial fan implementation, not affiliated with or endorsed by WeirdCo or CD PROJEKT RED. "
        "No card art or logos; card text is restated in our own words.*",
        "**Nasıl oynanır**\n"
        "• Turunun başında Gig alanında **7 Gig zarı** varsa kazanırsın. Her tur kendi altı zarından birini atarsın; "
        "bu yüzden rakibinden en az bir zar çalman gerekir.\n"
        "• Kartlarını görmek için **Elimi göster**'e bas; seçimlerini orada yaparsın. Tahtadaki ve elindeki 👉 "
        "satırı şu an ne yapabileceğini söyler.\n"
        "• Sıran gelince: bir kartı satıp Eddie (1 €$) kazan, Eddie ve Legend'larla ödeyerek Unit, Gear ve Program "
        "oyna, bir Legend Call et, sonra saldır.\n"
        "• Hazır bir Unit, rakibin harcanmış bir Unit'ine (dövüş: gücü yüksek olan kazanır) ya da Gig alanına "
        "(çalma: Gig zarlarını alırsın) saldırır. Savunan engelleyebilir ya da tepki verebilir.\n"
        "• **📖 Kartlar**, görebildiğin her kartı bütünüyle gösterir: metnini, sayılarını ve anahtar kelimelerinin "
        "anlamını.\n\n"
        "**Oyun**: 2 oyuncu, her biri bir perakende başlangıç destesiyle (**The Heist** ya da **Embracing Power**, "
        "3 Legend + 40 kart; hızlı oyun 27 kartlık tanıtım listelerini kullanır) ve altı Gig zarıyla (d4-d20).\n\n"
        "**Kazanmak**: turunun başında 7 ya da daha fazla Gig zarın varsa kazanırsın. Boş desteden kart çekmek "
        "zorunda kalan kaybeder. Aynı anda kazanma ya da kaybetme beraberliktir.\n\n"
        "**Hazırlık**: d20 atışı; kazanan önce mi sonra mı başlayacağını seçer. İlk oyuncunun en soldaki iki "
        "Legend'ı harcanmış başlar ve 1. turda hazırlanmaz. Herkese 6 kart ve bir mulligan hakkı (önce ilk "
        "oyuncu).\n\n"
        "**Sıran**: hazırla, 1 kart çek, fixer alanından bir Gig zarı at (d20 en son). Sonra istediğin sırayla: "
        "bir kez satış etiketli bir kart sat (hazır bir Eddie olur), Eddie ve Legend'larla (her biri 1 €$) "
        "ödeyerek kart oyna, bir kez Legend Call et (1 €$, hangi kapalı Legend olduğunu sen seçersin), GO SOLO "
        "Legend'la sahaya in, saldır ve turunu bitir.\n\n"
        "**Saldırılar**: Lag'siz hazır bir Unit rakibin harcanmış bir Unit'ine ya da Gig alanına saldırır. ATTACK "
        "etkileri çözülür, sonra savunan tepki verebilir (Legend Call etmek, QUICK Program'lar, darbeyi üstlenmek "
        "için bir BLOCKER harcamak). Dövüş: gücü yüksek olan diğerini yener, eşitlikte ikisi de yenilir. Çalma 1 "
        "Gig + her 10 güç için 1 Gig alır; zarları saldıran seçer.\n\n"
        "**İnce kurallar**: Unit'ler geldikleri tur Lag'lidir: henüz saldıramazlar. 0'ın altındaki güç 0 sayılır; "
        "0 güç kimseyi yenemez ve hiçbir şey çalamaz. Hiç Gig'in yoksa Street Cred'in boştur (–): her sayıdan "
        "düşüktür. Uzatma, iki oyuncu da üst üste iki turu atılacak zarı kalmadan başlattıktan sonra başlar; o "
        "andan itibaren 7 Gig zarı her an kazandırır. Her kararın bir süresi vardır (`turn_seconds`, varsayılan 5 "
        "dk; tepki adımı için `react_seconds`, 2 dk): süre dolunca varsayılan seçilir (rastgele bir deste, önce "
        "başlamak, eli korumak, saldırının geçmesine izin vermek, turu bitirmek; bir soruyu bilgisayar cevaplar). "
        "Kararına bir dakikadan az kalmışken 📖 Kartlar'ı açarsan süren bir dakikaya çıkar; her kararda bir kez.\n\n"
        "*Resmî olmayan bir hayran uyarlamasıdır; WeirdCo ya da CD PROJEKT RED ile bağlantılı değildir ve "
        "onlarca onaylanmamıştır. Kart görseli ya da logo yoktur; kart metinleri kendi sözlerimizle "
        "yazılmıştır.*",
        "**Как играть**\n"
        "• Вы побеждаете, если в начале вашего хода в вашей области Gig **7 кубиков Gig**. Каждый ход вы бросаете "
        "один из своих шести, так что хотя бы один придётся украсть у соперника.\n"
        "• Нажмите **Показать мою руку**, чтобы увидеть свои карты; все решения принимаются там. Строка 👉 на доске "
        "и в руке подсказывает, что можно сделать сейчас.\n"
        "• В свой ход: продайте одну карту за Eddie (1 €$), платите Eddie и Legend, чтобы разыгрывать Unit, Gear и "
        "программы, сделайте Call, затем атакуйте.\n"
        "• Готовый Unit атакует потраченный Unit соперника (схватка: побеждает тот, чья сила больше) или его "
        "область Gig (кража: вы забираете его кубики Gig). Защитник может заблокировать атаку или ответить.\n"
        "• **📖 Карты** показывают целиком любую карту, которую вы видите: её текст, числа и значение ключевых "
        "слов.\n\n"
        "**Игра**: 2 игрока, у каждого — розничная стартовая колода (**The Heist** или **Embracing Power**, 3 "
        "Legend + 40 карт; в быстрой игре — демо-списки по 27 карт) и шесть кубиков Gig (d4-d20).\n\n"
        "**Победа**: 7 или больше кубиков Gig в начале вашего хода. Кто должен взять карту из пустой колоды, "
        "проигрывает. Одновременные победа или поражение — ничья.\n\n"
        "**Подготовка**: бросок d20; выигравший решает, ходить первым или вторым. Две крайние левые Legend "
        "первого игрока начинают потраченными и не готовятся в 1-й ход. По 6 карт и один муллиган (первым — "
        "первый игрок).\n\n"
        "**Ваш ход**: подготовка, взять 1 карту, бросить Gig из зоны фиксера (d20 последним). Затем в любом "
        "порядке: один раз продать карту с меткой продажи (она становится готовым Eddie), разыгрывать карты, "
        "платя Eddie и Legend (по 1 €$), один раз сделать Call (1 €$, закрытую Legend выбираете вы), вывести "
        "Legend с GO SOLO, атаковать и закончить ход.\n\n"
        "**Атаки**: готовый Unit без Lag атакует потраченный Unit соперника или его область Gig. Срабатывают "
        "эффекты ATTACK, затем защитник может ответить (Call, программы QUICK, потратить BLOCKER, чтобы принять "
        "удар). Схватка: кто сильнее, побеждает, при равенстве проигрывают оба. Кража забирает 1 Gig + 1 за "
        "каждые 10 силы; кубики выбирает атакующий.\n\n"
        "**Тонкости**: в ход появления у Unit есть Lag — атаковать он ещё не может. Сила ниже 0 считается нулём, а "
        "сила 0 никого не побеждает и ничего не крадёт. Без Gig ваш Street Cred пуст (–): он ниже любого числа. "
        "Овертайм начинается, когда оба игрока два хода подряд начали без кубиков в зоне фиксера; с этого момента "
        "7 кубиков Gig побеждают в любой момент. У каждого решения есть время (`turn_seconds`, по умолчанию 5 мин; "
        "`react_seconds`, 2 мин, на шаг ответа): когда оно истекает, выбирается вариант по умолчанию (случайная "
        "колода, ход первым, рука остаётся, атака проходит, ход заканчивается; на вопрос отвечает компьютер). Если "
        "открыть 📖 Карты, когда до конца решения осталось меньше минуты, время поднимется до минуты — один раз за "
        "решение.\n\n"
        "*Неофициальная любительская реализация, не связана с WeirdCo и CD PROJEKT RED и не одобрена ими. Без "
        "иллюстраций и логотипов; тексты карт пересказаны своими словами.*"),
    # --- commands -------------------------------------------------------------------------------------------------
    "cp.cmd.name": _t("cyberpunk", "cyberpunk", "cyberpunk"),
    "cp.cmd.desc": _t("Cyberpunk TCG with the retail starter decks", "Perakende başlangıç desteleriyle Cyberpunk TCG",
                      "Cyberpunk TCG со стартовыми колодами"),
    "cp.cmd.new.name": _t("new", "yeni", "новая"),
    "cp.cmd.new.desc": _t("Open a game of Cyberpunk TCG", "Bir Cyberpunk TCG oyunu aç", "Открыть партию Cyberpunk TCG"),
    "cp.cmd.opponent.name": _t("opponent", "rakip", "соперник"),
    "cp.cmd.opponent.desc": _t("Challenge one member (leave empty for an open lobby)",
                               "Bir üyeye meydan oku (açık lobi için boş bırak)",
                               "Вызвать одного участника (пусто — открытое лобби)"),
    "cp.cmd.computer.name": _t("computer", "bilgisayar", "компьютер"),
    "cp.cmd.computer.desc": _t("Play against the computer", "Bilgisayara karşı oyna", "Играть против компьютера"),
    "cp.cmd.deck.name": _t("deck", "deste", "колода"),
    "cp.cmd.deck.desc": _t("Your deck (a quick game deals its 27-card demo; your rival picks theirs at the start)",
                           "Senin desten (hızlı oyunda 27 kartlık tanıtım hâli; rakibin kendininkini başta seçer)",
                           "Ваша колода (в быстрой игре — её демо на 27 карт; соперник выберет свою в начале)"),
    "cp.cmd.quick.name": _t("quick", "hızlı", "быстрая"),
    "cp.cmd.quick.desc": _t("Quick game: the 27-card demo lists", "Hızlı oyun: 27 kartlık tanıtım listeleri",
                            "Быстрая игра: демо-списки по 27 карт"),
    "cp.cmd.timeout.name": _t("turn_seconds", "tur_saniyesi", "секунд_на_ход"),
    "cp.cmd.timeout.desc": _t("Seconds for each decision (default: the server's, else 300); then the default is taken",
                              "Her karar için saniye (varsayılan: sunucununki, yoksa 300); sonra varsayılan seçilir",
                              "Секунд на каждое решение (по умолчанию — как на сервере, иначе 300), затем — выбор "
                              "по умолчанию"),
    "cp.cmd.react.name": _t("react_seconds", "tepki_saniyesi", "секунд_на_ответ"),
    "cp.cmd.react.desc": _t("Seconds the defender has to react to an attack (default 120)",
                            "Savunanın bir saldırıya tepki vermek için saniyesi (varsayılan 120)",
                            "Секунд у защитника на ответ на атаку (по умолчанию 120)"),
    "cp.deck_choice.heist": _t("The Heist", "The Heist", "The Heist"),
    "cp.deck_choice.power": _t("Embracing Power", "Embracing Power", "Embracing Power"),
    "cp.deck_choice.random": _t("Random", "Rastgele", "Случайная"),
    "cp.deck_line": _t("**{name}** — {about}", "**{name}** — {about}", "**{name}** — {about}"),
    "cp.deck_about.heist": _t(
        "Blue-Yellow, led by V: cheap cyberware, Gig dice nudged up and down, plenty of card draw — quick and tricky.",
        "Mavi-Sarı, başında V: ucuz sibernetik Gear'lar, Gig zarlarıyla oynayan kartlar, bolca kart çekme — hızlı "
        "ve kurnaz.",
        "Сине-жёлтая, во главе — V: дешёвые импланты, подкрутка кубиков Gig и много добора — быстрая и хитрая."),
    "cp.deck_about.power": _t(
        "Red-Green, led by Goro Takemura and the Arasakas: bigger Units, ways to defeat or spend rival Units, Corpo "
        "blockers — slower, but it hits hard.",
        "Kırmızı-Yeşil, başında Goro Takemura ve Arasaka ailesi: daha güçlü Unit'ler, rakip Unit'leri yenen ya da "
        "harcatan kartlar, Corpo BLOCKER'lar — daha yavaş ama sert vurur.",
        "Красно-зелёная, во главе — Goro Takemura и семья Arasaka: крупные Unit, снятие и трата Unit соперника, "
        "корпоративные блокеры — медленнее, зато бьёт больно."),
    "cp.deck_about.random": _t("whichever of the two your rival is not playing.",
                               "ikisinden rakibinin oynamadığı hangisiyse o.",
                               "та из двух, которой не играет соперник."),
    "cp.deck_demo": _t("{about} (a 27-card cut of {deck})", "{about} ({deck} destesinin 27 kartlık kısa hâli)",
                       "{about} (сокращённая до 27 карт версия колоды {deck})"),
    "cp.cmd.deck.heist": _t("The Heist — Blue-Yellow: cyberware, Gig tricks, card draw",
                            "The Heist — Mavi-Sarı: sibernetik, Gig hileleri, kart çekme",
                            "The Heist — сине-жёлтая: импланты, трюки с Gig, добор"),
    "cp.cmd.deck.power": _t("Embracing Power — Red-Green: big Units, removal, blockers",
                            "Embracing Power — Kırmızı-Yeşil: güçlü Unit'ler, temizlik, BLOCKER'lar",
                            "Embracing Power — красно-зелёная: крупные Unit, снятие, блокеры"),
    "cp.cmd.deck.random": _t("Random (not your rival's deck)", "Rastgele (rakibinin destesi olmayan)",
                             "Случайная (не та, что у соперника)"),
    # --- reading a card whole -------------------------------------------------------------------------------------
    "cp.about.hand": _t("**Your hand:**", "**Elindeki kartlar:**", "**Карты в руке:**"),
    "cp.about.table": _t("**On the table:**", "**Masadaki kartlar:**", "**Карты на столе:**"),
    "cp.about.line": _t("• **{name}** ({facts}): {text}", "• **{name}** ({facts}): {text}",
                        "• **{name}** ({facts}): {text}"),
    "cp.about.power": _t("power {n}", "güç {n}", "сила {n}"),
    "cp.about.bonus": _t("+{n} power", "+{n} güç", "+{n} к силе"),
    "cp.about.sell": _t("can be sold", "satılabilir", "можно продать"),
    # --- 📖 Cards: where a card lies, and a card read whole --------------------------------------------------------
    "cp.place.hand": _t("Your hand", "Elin", "Ваша рука"),
    "cp.place.field_own": _t("Your field", "Sahan", "Ваше поле"),
    "cp.place.field": _t("{who}'s field", "{who} oyuncusunun sahası", "Поле игрока {who}"),
    "cp.place.legends_own": _t("Your Legends area", "Legend alanın", "Ваша область Legend"),
    "cp.place.legends": _t("{who}'s Legends area", "{who} oyuncusunun Legend alanı", "Область Legend игрока {who}"),
    "cp.place.gear": _t("{place}, on {host}", "{place}, {host} üzerinde", "{place}, надет на {host}"),
    "cp.place.known": _t("Your face-down Legend {slot}", "{slot}. kapalı Legend'ın", "Ваша закрытая Legend №{slot}"),
    "cp.place.trash_own": _t("Your trash", "Çöpün", "Ваш сброс"),
    "cp.place.trash": _t("{who}'s trash", "{who} oyuncusunun çöpü", "Сброс игрока {who}"),
    "cp.place.gone_own": _t("Removed from the game (yours)", "Oyundan çıkarılanlar (senin)",
                            "Удалены из игры (ваши)"),
    "cp.place.gone": _t("Removed from the game ({who})", "Oyundan çıkarılanlar ({who})", "Удалены из игры ({who})"),
    "cp.place.seen": _t("Seen earlier in this game", "Bu oyunda daha önce gördün", "Вы видели её в этой партии"),
    "cp.place.log": _t("In the log", "Kayıtta", "В журнале"),
    "cp.kw.go_solo": _t(
        "GO SOLO: face up, it can be paid for and put on your field as a ready Unit that may attack at once; if it "
        "leaves the field, it is removed from the game.",
        "GO SOLO: açıkken bedeli ödenip hemen saldırabilen hazır bir Unit olarak sahana indirilebilir; sahadan "
        "ayrılırsa oyundan çıkarılır.",
        "GO SOLO: открытую, её можно оплатить и вывести на поле готовым Unit, который может атаковать сразу; "
        "покинув поле, она удаляется из игры."),
    "cp.kw.blocker": _t(
        "BLOCKER: when a rival Unit attacks, you may spend this ready Unit to take the attack on itself (a fight; "
        "nothing is stolen).",
        "BLOCKER: rakip bir Unit saldırdığında bu hazır Unit'i harcayarak saldırıyı üstüne çekebilirsin (bu bir "
        "dövüştür; hiçbir şey çalınmaz).",
        "BLOCKER: когда атакует Unit соперника, можно потратить этот готовый Unit и принять атаку на себя (это "
        "схватка, ничего не крадут)."),
    "cp.kw.quick": _t(
        "QUICK: it can also be played in your React step, when a rival Unit attacks you.",
        "QUICK: rakip bir Unit sana saldırdığında tepki adımında da oynanabilir.",
        "QUICK: её можно разыграть и в шаге ответа, когда вас атакует Unit соперника."),
    "cp.kw.grants_blocker": _t(
        "Its host has BLOCKER: when a rival Unit attacks, you may spend the ready host to take the attack on itself.",
        "Taşıyıcısı BLOCKER olur: rakip bir Unit saldırdığında hazır taşıyıcıyı harcayarak saldırıyı üstüne "
        "çekebilirsin.",
        "Носитель получает BLOCKER: когда атакует Unit соперника, можно потратить готового носителя и принять атаку "
        "на себя."),
    "cp.kw.units_only": _t(
        "It attacks only spent rival Units, never the Gig area.",
        "Yalnızca rakibin harcanmış Unit'lerine saldırır, Gig alanına asla.",
        "Атакует только потраченные Unit соперника, но не область Gig."),
    "cp.kw.no_attack": _t("It never attacks.", "Asla saldırmaz.", "Никогда не атакует."),
    "cp.read.unit": _t(
        "A Unit: pay its cost to put it on your field, ready. It has Lag the turn it arrives: it cannot attack yet.",
        "Unit: bedelini ödeyince sahana hazır olarak girer. Geldiği tur Lag'lidir: henüz saldıramaz.",
        "Unit: оплатите стоимость — он выходит на ваше поле готовым. В ход появления у него Lag: атаковать он ещё "
        "не может."),
    "cp.read.gear": _t(
        "A Gear: pay its cost and equip it to one of your Units or face-up Legends; it adds its power to its host "
        "and goes where the host goes.",
        "Gear: bedelini öde ve Unit'lerinden birine ya da açık bir Legend'ına tak; gücünü taşıyıcısına ekler ve "
        "onunla birlikte gider.",
        "Gear: оплатите стоимость и наденьте его на свой Unit или открытую Legend; он прибавляет свою силу "
        "носителю и уходит вместе с ним."),
    "cp.read.program": _t(
        "A Program: pay its cost; it does what it says, then goes to your trash.",
        "Program: bedelini öde; yazanı yapar, sonra çöpüne gider.",
        "Программа: оплатите стоимость — она делает то, что написано, и уходит в ваш сброс."),
    "cp.read.legend": _t(
        "A Legend: it starts face down in your Legends area. Once a turn you may Call a face-down Legend (1 €$) to "
        "turn it face up; face down, a Legend can be spent for 1 €$.",
        "Legend: Legend alanında kapalı başlar. Turda bir kez kapalı bir Legend'ı Call ederek (1 €$) açabilirsin; "
        "kapalı bir Legend 1 €$ olarak harcanabilir.",
        "Legend: начинает игру закрытой в области Legend. Раз за ход можно сделать Call закрытой Legend (1 €$), "
        "чтобы открыть её; закрытую Legend можно потратить как 1 €$."),
    "cp.read.sell": _t(
        "Sell tag: once a turn you may sell it from your hand; it becomes a ready Eddie (1 €$).",
        "Satış etiketi: turda bir kez elinden satabilirsin; hazır bir Eddie (1 €$) olur.",
        "Метка продажи: раз за ход её можно продать из руки — она станет готовым Eddie (1 €$)."),
    "cp.read.sell_legend": _t(
        "Sell tag: face up as well as face down, it can be spent for 1 €$.",
        "Satış etiketi: kapalıyken de açıkken de 1 €$ olarak harcanabilir.",
        "Метка продажи: её можно потратить как 1 €$ и открытой, и закрытой."),
    "cp.read.spent": _t(
        "Spent: it readies at the start of its controller's turn.",
        "Harcanmış: onu kontrol eden oyuncunun turunun başında hazırlanır.",
        "Карта потрачена: она подготовится в начале хода игрока, который ею управляет."),
    "cp.read.ready": _t("Ready.", "Hazır.", "Карта готова."),
    "cp.read.lag": _t(
        "Lag: it arrived this turn and cannot attack yet.",
        "Lag: bu tur geldi, henüz saldıramaz.",
        "Lag: карта появилась в этот ход и пока не может атаковать."),
    "cp.read.carries": _t("Equipped: {cards}.", "Takılı Gear'lar: {cards}.", "Надето: {cards}."),
    "cp.read.face_down": _t("Face down: you know it, your rival does not.", "Kapalı: sen biliyorsun, rakibin bilmiyor.",
                            "Закрыта: вы её знаете, соперник — нет."),
    "cp.read.where": _t("📍 {place}", "📍 {place}", "📍 {place}"),
    "cp.read.cost": _t("Cost", "Bedel", "Стоимость"),
    "cp.read.power": _t("Power", "Güç", "Сила"),
    "cp.read.bonus": _t("+{n} to its host", "taşıyıcısına +{n}", "+{n} носителю"),
    "cp.read.changed": _t("{now} (card: {printed})", "{now} (kartta: {printed})", "{now} (на карте: {printed})"),
    "cp.read.ram": _t("RAM", "RAM", "RAM"),
    "cp.read.ram_of": _t("{n} ({colour})", "{n} ({colour})", "{n} ({colour})"),
    "cp.read.sell_tag": _t("Sell tag", "Satış etiketi", "Метка продажи"),
    "cp.read.yes": _t("Yes", "Var", "Есть"),
    "cp.read.no": _t("No", "Yok", "Нет"),
    "cp.read.number": _t("Card number", "Kart numarası", "Номер карты"),
    "cp.ev.reading": _t("📖 {who} is reading the cards: {time} left to decide.",
                        "📖 {who} kartları okuyor: karar için {time} var.",
                        "📖 {who} читает карты: на решение осталось {time}."),
    "cp.computer_name": _t("Computer", "Bilgisayar", "Компьютер"),
    "cp.options": _t("{mode} · ⏱ {seconds} for each decision, {react} to react to an attack",
                     "{mode} · ⏱ her karar için {seconds}, bir saldırıya tepki için {react}",
                     "{mode} · ⏱ {seconds} на каждое решение, {react} на ответ на атаку"),
    "cp.dur.sec": _t("{s} s", "{s} sn", "{s} с"),
    "cp.dur.min": _t("{m} min", "{m} dk", "{m} мин"),
    "cp.dur.min_sec": _t("{m} min {s} s", "{m} dk {s} sn", "{m} мин {s} с"),
    "cp.clock": _t("⏱ {limit} for this step; time runs out {when}, then {then}.",
                   "⏱ Bu adım için {limit}; süre {when} doluyor, sonra {then}.",
                   "⏱ На этот шаг — {limit}; время истекает {when}, затем {then}."),
    "cp.clock.deck": _t("a deck is chosen at random", "rastgele bir deste seçilir", "колода выбирается случайно"),
    "cp.clock.order": _t("the roll-off winner goes first", "zar atışını kazanan ilk başlar",
                         "выигравший бросок ходит первым"),
    "cp.clock.mulligan": _t("the hand is kept", "el korunur", "рука остаётся"),
    "cp.clock.main": _t("the turn ends", "tur biter", "ход заканчивается"),
    "cp.clock.react": _t("the attack goes through", "saldırı geçer", "атака проходит"),
    "cp.clock.prompt": _t("the computer picks the answer", "cevabı bilgisayar seçer", "ответ выберет компьютер"),
    "cp.mode.full": _t("Retail decks (40 cards)", "Perakende desteler (40 kart)", "Розничные колоды (40 карт)"),
    "cp.mode.quick": _t("Quick game (27-card demo lists)", "Hızlı oyun (27 kartlık tanıtım listeleri)",
                        "Быстрая игра (демо-списки по 27 карт)"),
    "cp.own_deck": _t("“{name}” (own deck)", "“{name}” (kendi destesi)", "«{name}» (своя колода)"),
    # --- deck rules -----------------------------------------------------------------------------------------------
    "cp.deck.legends": _t(plural("n", one="the deck has {n} Legend; it needs exactly 3",
                                 other="the deck has {n} Legends; it needs exactly 3"),
                          "destede {n} Legend var; tam 3 olmalı",
                          "Legend в колоде: {n}; нужно ровно 3"),
    "cp.deck.legend_names": _t("two Legends are named {name}; Legend names must differ",
                               "{name} adlı iki Legend var; Legend adları farklı olmalı",
                               "две Legend с именем {name}; имена Legend должны различаться"),
    "cp.deck.size": _t(plural("n", one="the main deck has {n} card; it needs {low}-{high}",
                              other="the main deck has {n} cards; it needs {low}-{high}"),
                       "ana destede {n} kart var; {low}-{high} olmalı",
                       plural("n", one="в основной колоде {n} карта; нужно {low}-{high}",
                              few="в основной колоде {n} карты; нужно {low}-{high}",
                              many="в основной колоде {n} карт; нужно {low}-{high}")),
    "cp.deck.copies": _t("{n} copies of {card}; at most {most}", "{card} kartından {n} tane; en çok {most}",
                         plural("n", one="{card}: {n} копия; не больше {most}",
                                few="{card}: {n} копии; не больше {most}", many="{card}: {n} копий; не больше {most}")),
    "cp.deck.ram_blue": _t("{card} needs {ram} Blue RAM; the Legends give {limit}",
                           "{card} {ram} Mavi RAM ister; Legend'lar {limit} veriyor",
                           "{card} требует {ram} синей RAM; Legend дают {limit}"),
    "cp.deck.ram_yellow": _t("{card} needs {ram} Yellow RAM; the Legends give {limit}",
                             "{card} {ram} Sarı RAM ister; Legend'lar {limit} veriyor",
                             "{card} требует {ram} жёлтой RAM; Legend дают {limit}"),
    "cp.deck.ram_red": _t("{card} needs {ram} Red RAM; the Legends give {limit}",
                          "{card} {ram} Kırmızı RAM ister; Legend'lar {limit} veriyor",
                          "{card} требует {ram} красной RAM; Legend дают {limit}"),
    "cp.deck.ram_green": _t("{card} needs {ram} Green RAM; the Legends give {limit}",
                            "{card} {ram} Yeşil RAM ister; Legend'lar {limit} veriyor",
                            "{card} требует {ram} зелёной RAM; Legend дают {limit}"),
    "cp.deck_size": _t(plural("n", one="{n} card", other="{n} cards"), "{n} kart",
                       plural("n", one="{n} карта", few="{n} карты", many="{n} карт")),
    "cp.pick.own_deck": _t("…or one of your own decks", "…ya da kendi destelerinden biri",
                           "…или одна из ваших колод"),
    # --- refusals -------------------------------------------------------------------------------------------------
    "cp.err.over": _t("This game is over.", "Bu oyun bitti.", "Эта партия окончена."),
    "cp.err.not_now": _t("That is not possible right now.", "Bu şu an yapılamaz.", "Сейчас это сделать нельзя."),
    "cp.err.no_card": _t("That card is not there any more.", "O kart artık orada değil.", "Этой карты там больше нет."),
    "cp.err.no_deck": _t("That deck is not available.", "Bu deste seçilemez.", "Такой колоды нет."),
    "cp.err.payment": _t(plural("cost", one="Choose exactly {cost} ready Eddie or Legend to pay.",
                                other="Choose exactly {cost} ready Eddies or Legends to pay."),
                         "Ödemek için tam {cost} hazır Eddie ya da Legend seç.",
                         plural("cost", one="Для оплаты выберите ровно {cost} готовую карту Eddie или Legend.",
                                few="Для оплаты выберите ровно {cost} готовые карты Eddie или Legend.",
                                many="Для оплаты выберите ровно {cost} готовых карт Eddie или Legend.")),
    "cp.err.cant_pay": _t("You cannot pay {cost} €$.", "{cost} €$ ödeyemezsin.", "Вы не можете заплатить {cost} €$."),
    "cp.err.sold": _t("You have already sold a card this turn.", "Bu tur zaten bir kart sattın.",
                      "Вы уже продали карту в этот ход."),
    "cp.err.no_sell": _t("That card has no sell tag.", "O kartın satış etiketi yok.",
                         "У этой карты нет метки продажи."),
    "cp.err.not_quick": _t("Only QUICK cards can be played in a React step.",
                           "Tepki adımında yalnızca QUICK kartlar oynanabilir.",
                           "В шаге ответа можно играть только карты QUICK."),
    "cp.err.no_host": _t("Gear goes on one of your Units or face-up Legends.",
                         "Gear, Unit'lerinden birine ya da açık bir Legend'ına takılır.",
                         "Gear надевается на ваш Unit или открытую Legend."),
    "cp.err.no_solo": _t("Only a face-up Legend with GO SOLO can go solo.",
                         "Yalnızca GO SOLO taşıyan açık bir Legend sahaya inebilir.",
                         "Выйти на поле может только открытая Legend с GO SOLO."),
    "cp.err.called": _t("You have already called a Legend this turn.", "Bu tur zaten bir Legend Call ettin.",
                        "Вы уже делали Call в этот ход."),
    "cp.err.face_up": _t("That Legend is already face up.", "O Legend zaten açık.", "Эта Legend уже открыта."),
    "cp.err.cannot_attack": _t("That Unit cannot attack now.", "O Unit şu an saldıramaz.",
                               "Этот Unit сейчас не может атаковать."),
    "cp.err.bad_target": _t(
        "That is not a target it can attack.",
        "Bu Unit oraya saldıramaz.",
        "Эту цель атаковать нельзя."),
    "cp.err.no_block": _t("That Unit cannot block this attack.", "O Unit bu saldırıyı engelleyemez.",
                          "Этот Unit не может заблокировать эту атаку."),
    "cp.err.bad_choice": _t("That choice is not one of the options.", "Bu seçim seçeneklerden biri değil.",
                            "Такого варианта нет."),
    # --- the log --------------------------------------------------------------------------------------------------
    "cp.ev.deck_locked": _t("{who} has chosen a deck.", "{who} destesini seçti.", "{who}: колода выбрана."),
    "cp.ev.decks": _t("Decks: {first} against {second}.", "Desteler: {first} ile {second}.",
                      "Колоды: {first} против {second}."),
    "cp.ev.roll_off": _t("Roll-off: {a} against {b}; {who} chooses who goes first.",
                         "Zar atışı: {a} ile {b}; kimin başlayacağını {who} seçiyor.",
                         "Бросок: {a} против {b}; {who} решает, кто ходит первым."),
    "cp.ev.goes_first": _t("{who} goes first.", "{who} ilk başlıyor.", "{who} ходит первым."),
    "cp.ev.mulligan": _t("{who} takes a mulligan.", "{who} mulligan yaptı.", "{who} делает муллиган."),
    "cp.ev.keep": _t("{who} keeps the hand.", "{who} elini korudu.", "{who} оставляет руку."),
    "cp.ev.turn": _t("— {who}'s turn {n} —", "— {who}: {n}. tur —", "— {who}: ход {n} —"),
    "cp.ev.drew": _t(plural("n", one="{who} draws {n} card.", other="{who} draws {n} cards."),
                     "{who} {n} kart çekti.",
                     plural("n", one="{who} берёт {n} карту.", few="{who} берёт {n} карты.",
                            many="{who} берёт {n} карт.")),
    "cp.ev.deck_out": _t(
        "{who} has to draw from an empty deck.",
        "{who} boş desteden kart çekmek zorunda kaldı.",
        "{who}: нужно взять карту из пустой колоды."),
    "cp.ev.rolled": _t("{who} rolls the d{sides} in: {value}.", "{who} d{sides} zarını attı: {value}.",
                       "{who} бросает d{sides}: {value}."),
    "cp.ev.sold": _t("{who} sells {card} (a new Eddie).", "{who} {card} kartını sattı (yeni bir Eddie).",
                     "{who} продаёт {card} (новый Eddie)."),
    "cp.ev.paid": _t("{who} pays {n} €$: {eddies} and {legends}.", "{who} {n} €$ ödedi: {eddies} ve {legends}.",
                     "{who} платит {n} €$: {eddies} и {legends}."),
    "cp.ev.paid_eddies": _t("{who} pays {n} €$.", "{who} {n} €$ ödedi.", "{who} платит {n} €$."),
    "cp.ev.paid_legends": _t(plural("n", one="{who} pays {n} €$ with a Legend.",
                                    other="{who} pays {n} €$ with Legends."),
                             "{who} Legend harcayarak {n} €$ ödedi.",
                             plural("n", one="{who} платит {n} €$ картой Legend.",
                                    few="{who} платит {n} €$ картами Legend.",
                                    many="{who} платит {n} €$ картами Legend.")),
    "cp.count.eddies": _t(plural("n", one="{n} Eddie", other="{n} Eddies"), "{n} Eddie", "{n} Eddie"),
    "cp.count.legends": _t(plural("n", one="{n} Legend", other="{n} Legends"), "{n} Legend", "{n} Legend"),
    "cp.ev.played": _t("{who} plays {card}.", "{who}, {card} kartını oynadı.", "{who} разыгрывает {card}."),
    "cp.ev.equipped": _t("{who} equips {card} to {host}.", "{who} {card} kartını {host} üzerine taktı.",
                         "{who} надевает {card} на {host}."),
    "cp.ev.program": _t("{who} runs {card}.", "{who}, {card} programını oynadı.", "{who} запускает программу {card}."),
    "cp.ev.solo": _t("{who}: {card} goes solo.", "{who}: {card} sahaya iniyor (GO SOLO).",
                     "{who}: {card} выходит на поле (GO SOLO)."),
    "cp.ev.called": _t("{who} calls a Legend: {card}.", "{who} bir Legend Call etti: {card}.",
                       "{who} делает Call: {card}."),
    "cp.ev.attack": _t(
        "{who} attacks {target} with {card}.",
        "{who}, {card} ile {target} kartına saldırıyor.",
        "{who} атакует {target} картой {card}."),
    "cp.ev.attack_gigs": _t(
        "{who} attacks {owner}'s Gig area with {card}.",
        "{who}, {card} ile {owner} oyuncusunun Gig alanına saldırıyor.",
        "{who} атакует область Gig игрока {owner} картой {card}."),
    "cp.ev.pass": _t("{who} ends the turn.", "{who} turunu bitirdi.", "{who} заканчивает ход."),
    "cp.ev.blocked": _t("{who} blocks with {card}.", "{who}, {card} ile engelliyor.", "{who} блокирует картой {card}."),
    "cp.ev.attack_ends": _t("The attack ends.", "Saldırı sona erdi.", "Атака закончилась."),
    "cp.ev.fight": _t("Fight: {attacker} ({a}) against {target} ({d}).", "Dövüş: {attacker} ({a}) ile {target} ({d}).",
                      "Схватка: {attacker} ({a}) против {target} ({d})."),
    "cp.ev.no_defeat": _t(
        "{card} loses, but 0 power defeats nothing.",
        "{card} kaybetti ama 0 güç hiçbir şeyi yenemez.",
        "{card} проигрывает, но сила 0 никого не побеждает."),
    "cp.ev.shielded": _t("{card} loses, but Reboot Optics keeps it in play.",
                         "{card} kaybetti ama Reboot Optics onu oyunda tutuyor.",
                         "{card} проигрывает, но Reboot Optics оставляет его в игре."),
    "cp.ev.defeated": _t("{card} ({who}) is defeated.", "{card} ({who}) yenildi.", "{card} ({who}) побеждён."),
    "cp.ev.removed": _t("{card} ({who}) is removed from the game.", "{card} ({who}) oyundan çıkarıldı.",
                        "{card} ({who}) удалена из игры."),
    "cp.ev.stole": _t("{who}'s {card} steals {dice}.", "{who} oyuncusunun {card} kartı çaldı: {dice}.",
                      "{card} ({who}) крадёт: {dice}."),
    "cp.ev.stole_zero": _t("{who}'s {card} has 0 power and steals nothing.",
                           "{who} oyuncusunun {card} kartının gücü 0, hiçbir şey çalamadı.",
                           "У {card} ({who}) сила 0 — он ничего не крадёт."),
    "cp.ev.stole_none": _t("{who}'s {card} steals nothing: no Gig it may take is left.",
                           "{who} oyuncusunun {card} kartı hiçbir şey çalamadı: alabileceği Gig kalmadı.",
                           "{card} ({who}) ничего не крадёт: Gig, которые он может забрать, не осталось."),
    "cp.ev.overtime": _t("Overtime! From now on 7 Gigs win at once.", "Uzatma! Artık 7 Gig anında kazandırır.",
                         "Овертайм! Теперь 7 Gig побеждают сразу."),
    "cp.ev.spent": _t("{card} ({who}) becomes spent.", "{card} ({who}) harcandı.", "{card} ({who}) потрачен."),
    "cp.ev.looked_all": _t(plural("n", one="{who} looks at {n} face-down Legend.",
                                  other="{who} looks at {n} face-down Legends."),
                           "{who} {n} kapalı Legend'ına baktı.",
                           plural("n", one="{who} смотрит {n} закрытую Legend.",
                                  few="{who} смотрит {n} закрытые Legend.", many="{who} смотрит {n} закрытых Legend.")),
    "cp.ev.looked": _t("{who} looks at face-down Legend {slot}.", "{who} {slot}. kapalı Legend'ına baktı.",
                       "{who} смотрит закрытую Legend №{slot}."),
    "cp.ev.eddies_ready": _t(plural("n", one="{card}: {who} readies {n} Eddie.",
                                    other="{card}: {who} readies {n} Eddies."),
                             "{card}: {who} {n} Eddie hazırladı.",
                             plural("n", one="{card}: {who} готовит {n} Eddie.", few="{card}: {who} готовит {n} Eddie.",
                                    many="{card}: {who} готовит {n} Eddie.")),
    "cp.ev.trashed": _t("{who} trashes {card} from the top of the deck.", "{who} destenin üstündeki {card} kartını "
                        "çöpe attı.", "{who} сбрасывает {card} с верха колоды."),
    "cp.ev.discarded": _t("{who} discards {card}.", "{who}, {card} kartını elinden attı.", "{who} сбрасывает {card}."),
    "cp.ev.hand_discarded": _t("{who} discards the hand: {cards}.", "{who} elini attı: {cards}.",
                               "{who} сбрасывает руку: {cards}."),
    "cp.ev.power": _t("{card}: {amount} power this turn.", "{card}: bu tur {amount} güç.",
                      "{card}: {amount} к силе в этот ход."),
    "cp.ev.took": _t("{who} shows and takes {cards}.", "{who} gösterip eline aldı: {cards}.",
                     "{who} показывает и берёт: {cards}."),
    "cp.ev.bottomed": _t(plural("n", one="{who} puts {n} card at the bottom of the deck.",
                                other="{who} puts {n} cards at the bottom of the deck."),
                         "{who} {n} kartı destenin altına koydu.",
                         plural("n", one="{who} кладёт {n} карту под низ колоды.",
                                few="{who} кладёт {n} карты под низ колоды.",
                                many="{who} кладёт {n} карт под низ колоды.")),
    "cp.ev.adjusted": _t("{who} sets {owner}'s d{sides} Gig from {old} to {new}.",
                         "{who}, {owner} oyuncusunun d{sides} Gig'ini {old:abl} {new:dat} çevirdi.",
                         "{who} переставляет Gig d{sides} игрока {owner} с {old} на {new}."),
    "cp.ev.adjusted_own_up": _t("{who} raises their d{sides} Gig from {old} to {new}.",
                                "{who} kendi d{sides} Gig'ini {old:abl} {new:dat} yükseltti.",
                                "{who} повышает свой Gig d{sides} с {old} до {new}."),
    "cp.ev.adjusted_own_down": _t("{who} lowers their d{sides} Gig from {old} to {new}.",
                                  "{who} kendi d{sides} Gig'ini {old:abl} {new:dat} düşürdü.",
                                  "{who} понижает свой Gig d{sides} с {old} до {new}."),
    "cp.ev.adjusted_up": _t("{who} raises {owner}'s d{sides} Gig from {old} to {new}.",
                            "{who}, {owner} oyuncusunun d{sides} Gig'ini {old:abl} {new:dat} yükseltti.",
                            "{who} повышает Gig d{sides} игрока {owner} с {old} до {new}."),
    "cp.ev.adjusted_down": _t("{who} lowers {owner}'s d{sides} Gig from {old} to {new}.",
                              "{who}, {owner} oyuncusunun d{sides} Gig'ini {old:abl} {new:dat} düşürdü.",
                              "{who} понижает Gig d{sides} игрока {owner} с {old} до {new}."),
    "cp.ev.swapped": _t("{who} swaps Gigs: {mine} for {theirs}.", "{who} Gig değiştirdi: {mine} karşılığında {theirs}.",
                        "{who} меняет Gig: {mine} на {theirs}."),
    "cp.ev.readied": _t("{card} ({who}) readies.", "{card} ({who}) hazırlandı.", "{card} ({who}) готов."),
    "cp.ev.conceded": _t("{who} concedes.", "{who} pes etti.", "{who} сдаётся."),
    "cp.ev.timeout": _t("{who} ran out of time; the default was taken.", "{who} için süre doldu; varsayılan seçildi.",
                        "У игрока {who} вышло время; выбран вариант по умолчанию."),
    "cp.ev.over": _t("Game over: {result}", "Oyun bitti: {result}", "Партия окончена: {result}"),
    "cp.result.win": _t("🏆 {who} wins ({reason}).", "🏆 {who} kazandı ({reason}).", "🏆 Победа: {who} ({reason})."),
    "cp.result.draw": _t("🤝 A draw ({reason}).", "🤝 Berabere ({reason}).", "🤝 Ничья ({reason})."),
    "cp.end.seven_gigs": _t("7 Gigs at the start of the turn", "tur başında 7 Gig", "7 Gig в начале хода"),
    "cp.end.overtime": _t("7 Gigs in overtime", "uzatmada 7 Gig", "7 Gig в овертайме"),
    "cp.end.deck_out": _t(
        "a draw from an empty deck",
        "boş desteden kart çekme",
        "попытка взять карту из пустой колоды"),
    "cp.end.concede": _t("the rival conceded", "rakip pes etti", "соперник сдался"),
    # --- private lines --------------------------------------------------------------------------------------------
    "cp.pv.deck": _t("You chose {deck}.", "{deck} destesini seçtin.", "Вы выбрали колоду {deck}."),
    "cp.pv.drew": _t("You drew: {cards}.", "Çektiğin kartlar: {cards}.", "Вы взяли: {cards}."),
    "cp.pv.looked": _t("Face-down Legend {slot} is {card}.", "{slot}. kapalı Legend: {card}.",
                       "Закрытая Legend №{slot} — это {card}."),
    "cp.pv.top": _t("The top card of your deck is {card}.", "Destenin üstündeki kart: {card}.",
                    "Верхняя карта вашей колоды — {card}."),
    "cp.pv.searched": _t("Your top cards: {cards}.", "Destenin üstündeki kartlar: {cards}.",
                         "Верхние карты вашей колоды: {cards}."),
    # --- headings and waiting -----------------------------------------------------------------------------------------
    "cp.heading.setup": _t("Cyberpunk TCG — setting up", "Cyberpunk TCG — hazırlık", "Cyberpunk TCG — подготовка"),
    "cp.heading.turn": _t("Cyberpunk TCG — {who}'s turn {n}", "Cyberpunk TCG — {who}, {n}. tur",
                          "Cyberpunk TCG — {who}, ход {n}"),
    "cp.heading.over": _t("Cyberpunk TCG — game over", "Cyberpunk TCG — oyun bitti", "Cyberpunk TCG — партия окончена"),
    "cp.wait.deck": _t("👉 {who}: choose a deck under “{hand}”.", "👉 {who}: “{hand}” ile bir deste seç.",
                       "👉 {who}: выберите колоду — кнопка «{hand}»."),
    "cp.wait.order": _t(
        "👉 {who}: you won the roll-off — go first or second?",
        "👉 {who}: zar atışını kazandın — önce mi başlayacaksın, sonra mı?",
        "👉 {who}: вы выиграли бросок — ходите первым или вторым?"),
    "cp.wait.mulligan": _t(
        "👉 {who}: keep your 6 cards, or take your one mulligan for 6 new ones.",
        "👉 {who}: 6 kartını koru ya da tek mulligan hakkını kullanıp 6 yeni kart çek.",
        "👉 {who}: оставьте свои 6 карт или используйте свой единственный муллиган и возьмите 6 новых."),
    "cp.wait.main": _t(
        "👉 {who}: your main phase — sell a card, play cards, Call a Legend, attack, or end your turn.",
        "👉 {who}: ana aşaman — kart sat, kart oyna, Legend Call et, saldır ya da turunu bitir.",
        "👉 {who}: ваша основная фаза — продайте карту, разыграйте карты, сделайте Call, атакуйте или закончите ход."),
    "cp.wait.react": _t(
        "👉 {who}: you are attacked — block, play a QUICK card, Call a Legend, or let it through.",
        "👉 {who}: saldırı altındasın — engelle, QUICK bir kart oyna, Legend Call et ya da geçmesine izin ver.",
        "👉 {who}: вас атакуют — заблокируйте, разыграйте карту QUICK, сделайте Call или пропустите атаку."),
    "cp.wait.prompt": _t(
        "👉 {who}: {card} asks for a choice — answer it under “{hand}”.",
        "👉 {who}: {card} bir seçim istiyor — “{hand}” ile cevap ver.",
        "👉 {who}: {card} требует выбора — ответьте через кнопку «{hand}»."),
    "cp.wait.prompt_rules": _t(
        "👉 {who}: a choice is waiting for you under “{hand}”.",
        "👉 {who}: seni bekleyen bir seçim var — “{hand}” ile cevap ver.",
        "👉 {who}: вас ждёт выбор — кнопка «{hand}»."),
    "cp.wait.prompt_roll": _t(
        "👉 {who}: choose which die to roll into your Gig area.",
        "👉 {who}: Gig alanına hangi zarı atacağını seç.",
        "👉 {who}: выберите, какой кубик бросить в область Gig."),
    "cp.wait.prompt_steal": _t(
        "👉 {who}: choose which of the rival's Gigs to steal.",
        "👉 {who}: rakibin hangi Gig'ini çalacağını seç.",
        "👉 {who}: выберите, какой Gig соперника украсть."),
    "cp.wait.prompt_order": _t(
        "👉 {who}: choose which of your effects resolves first.",
        "👉 {who}: etkilerinden hangisinin önce çözüleceğini seç.",
        "👉 {who}: выберите, какой из ваших эффектов сработает первым."),
    "cp.wait.computer": _t("🤖 {who} is thinking…", "🤖 {who} düşünüyor…", "🤖 {who} думает…"),
    "cp.overtime": _t("⏰ Overtime: 7 Gigs win at once.", "⏰ Uzatma: 7 Gig anında kazandırır.",
                      "⏰ Овертайм: 7 Gig побеждают сразу."),
    "cp.attack_line": _t(
        "⚔️ {card} attacks {target}{blocked} — {step}.",
        "⚔️ {card}, {target} kartına saldırıyor{blocked} — {step}.",
        "⚔️ {card} атакует {target}{blocked} — {step}."),
    "cp.attack_line_gigs": _t(
        "⚔️ {card} attacks {owner}'s Gig area{blocked} — {step}.",
        "⚔️ {card}, {owner} oyuncusunun Gig alanına saldırıyor{blocked} — {step}.",
        "⚔️ {card} атакует область Gig игрока {owner}{blocked} — {step}."),
    "cp.blocked_note": _t(" (blocked)", " (engellendi)", " (заблокировано)"),
    "cp.phase.start": _t("start phase", "başlangıç aşaması", "начальная фаза"),
    "cp.phase.main": _t("main phase", "ana aşama", "основная фаза"),
    "cp.phase.end": _t("end of turn", "tur sonu", "конец хода"),
    "cp.step.declared": _t("its effects resolve", "etkileri çözülüyor", "срабатывают эффекты"),
    "cp.step.react": _t("React step", "tepki adımı", "шаг ответа"),
    "cp.step.fight": _t("fight", "dövüş", "схватка"),
    "cp.step.steal": _t("steal", "çalma", "кража"),
    "cp.step.over": _t("ending", "bitiyor", "завершается"),
    "cp.scoreline": _t(plural("gigs",
                              one="{who}: {gigs} Gig (Street Cred {cred}) · Eddies {ready}/{eddies} ready · hand "
                                  "{hand} · deck {deck} · trash {trash}",
                              other="{who}: {gigs} Gigs (Street Cred {cred}) · Eddies {ready}/{eddies} ready · hand "
                                    "{hand} · deck {deck} · trash {trash}"),
                       "{who}: {gigs} Gig (Street Cred {cred}) · hazır Eddie {ready}/{eddies} · el {hand} · deste "
                       "{deck} · çöp {trash}",
                       "{who}: {gigs} Gig (Street Cred {cred}) · готовых Eddie {ready}/{eddies} · рука {hand} · "
                       "колода {deck} · сброс {trash}"),
    # --- the private view -----------------------------------------------------------------------------------------
    "cp.private.title": _t("Your hand", "Elin", "Ваша рука"),
    "cp.private.wait": _t("Waiting for {who}.", "{who} bekleniyor.", "Ждём: {who}."),
    "cp.private.deck": _t("Choose your deck. Your rival sees it once both have chosen.",
                          "Desteni seç. Rakibin, ikiniz de seçince görür.",
                          "Выберите колоду. Соперник увидит её, когда выберете оба."),
    "cp.private.order": _t("You won the roll-off: do you go first or second? (The first player's two leftmost "
                           "Legends start spent.)",
                           "Zar atışını kazandın: önce mi başlarsın, sonra mı? (İlk oyuncunun en soldaki iki "
                           "Legend'ı harcanmış başlar.)",
                           "Вы выиграли бросок: ходите первым или вторым? (Две левые Legend первого игрока "
                           "начинают потраченными.)"),
    "cp.private.mulligan": _t(
        "Keep this hand, or shuffle it back and draw 6 new cards (once)?",
        "Bu eli koruyacak mısın, yoksa desteye karıştırıp 6 yeni kart mı çekeceksin (bir kez)?",
        "Оставить эту руку или замешать её в колоду и взять 6 новых карт (один раз)?"),
    "cp.private.main": _t(
        "Your main phase, {payers} €$ to spend: {can}.",
        "Ana aşaman, harcayabileceğin {payers} €$ var: {can}.",
        "Ваша основная фаза, доступно {payers} €$: {can}."),
    "cp.private.react": _t(
        "{card} attacks {target}: {can}.",
        "{card}, {target} kartına saldırıyor: {can}.",
        "{card} атакует {target}: {can}."),
    "cp.private.react_gigs": _t(
        "{card} attacks your Gig area: {can}.",
        "{card} senin Gig alanına saldırıyor: {can}.",
        "{card} атакует вашу область Gig: {can}."),
    "cp.can.sell": _t("sell a card (once a turn)", "bir kart sat (turda bir kez)", "продайте карту (раз за ход)"),
    "cp.can.play": _t("play a card", "kart oyna", "разыграйте карту"),
    "cp.can.call": _t("Call a Legend (1 €$)", "bir Legend Call et (1 €$)", "сделайте Call (1 €$)"),
    "cp.can.solo": _t("go solo with a Legend", "bir Legend'la sahaya in", "выведите Legend на поле"),
    "cp.can.attack": _t("attack with a ready Unit", "hazır bir Unit'le saldır", "атакуйте готовым Unit"),
    "cp.can.pass": _t("end your turn", "turunu bitir", "закончите ход"),
    "cp.can.block": _t("block with a BLOCKER", "bir BLOCKER ile engelle", "подставьте Unit с BLOCKER"),
    "cp.can.quick": _t("play a QUICK card", "QUICK bir kart oyna", "разыграйте карту QUICK"),
    "cp.can.let": _t("let it through", "geçmesine izin ver", "пропустите атаку"),
    "cp.can.nothing": _t("nothing to react with, so let it through", "tepki verecek bir şeyin yok, geçmesine izin ver",
                         "ответить нечем — пропустите атаку"),
    "cp.can.or": _t("{rest}, or {last}", "{rest} ya da {last}", "{rest} или {last}"),
    "cp.can.or2": _t("{first} or {last}", "{first} ya da {last}", "{first} или {last}"),
    "cp.private.known": _t("Your face-down Legends you know: {cards}.", "Bildiğin kapalı Legend'ların: {cards}.",
                           "Известные вам закрытые Legend: {cards}."),
    "cp.private.pay": _t("Paying with: {cards}.", "Ödeme: {cards}.", "Оплата: {cards}."),
    "cp.private.picked": _t("Chosen: {card}.", "Seçilen: {card}.", "Выбрано: {card}."),
    "cp.private.empty": _t("Your hand is empty.", "Elin boş.", "Ваша рука пуста."),
    "cp.q.roll": _t(
        "Which die do you roll in?",
        "Gig alanına hangi zarı atacaksın?",
        "Какой кубик бросаете в область Gig?"),
    "cp.q.order": _t("Several of your effects are waiting: which resolves first?",
                     "Birkaç etkin bekliyor: önce hangisi çözülsün?",
                     "Ждут несколько ваших эффектов: какой разрешить первым?"),
    "cp.q.steal": _t("Choose a Gig to steal ({left} left).",
                     "Çalınacak bir Gig seç ({left} kaldı).",
                     "Выберите Gig для кражи (осталось {left})."),
    "cp.q.gig": _t("{card}: which Gig?", "{card}: hangi Gig?", "{card}: какой Gig?"),
    "cp.q.amount": _t("{card}: by how much?", "{card}: ne kadar?", "{card}: на сколько?"),
    "cp.q.defeat_gear": _t("{card}: defeat which Gear?", "{card}: hangi Gear yenilsin?",
                           "{card}: какой Gear победить?"),
    "cp.q.spend_rival": _t("{card}: which rival Unit becomes spent?", "{card}: rakibin hangi Unit'i harcansın?",
                           "{card}: какой Unit соперника потратить?"),
    "cp.q.free_call": _t("{card}: Call one of them for free?", "{card}: birini bedavaya Call etmek ister misin?",
                         "{card}: сделать бесплатный Call одной из них?"),
    "cp.q.look_legend": _t("{card}: look at which face-down Legend?", "{card}: hangi kapalı Legend'a bakacaksın?",
                           "{card}: какую закрытую Legend посмотреть?"),
    "cp.q.look_legend_may": _t("{card}: look at a face-down Legend?", "{card}: kapalı bir Legend'a bakacak mısın?",
                               "{card}: посмотреть закрытую Legend?"),
    "cp.q.call_seen": _t(
        "{card}: it is {seen}. Call it for free?",
        "{card}: bu kart {seen}. Bedavaya Call edilsin mi?",
        "{card}: это {seen}. Сделать бесплатный Call?"),
    "cp.q.discard": _t("{card}: discard which card?", "{card}: hangi kartı atacaksın?",
                       "{card}: какую карту сбросить?"),
    "cp.q.trash_top": _t("{card}: your top card is {seen}. Trash it?",
                         "{card}: üstteki kartın {seen}. Çöpe atılsın mı?",
                         "{card}: верхняя карта — {seen}. Сбросить её?"),
    "cp.q.weaken": _t("{card}: which rival Unit gets -1 power?", "{card}: rakibin hangi Unit'i -1 güç alsın?",
                      "{card}: какой Unit соперника получит -1 к силе?"),
    "cp.q.take_gear": _t("{card}: take up to 2 of these Gear.", "{card}: bu Gear'lardan en çok 2 tanesini al.",
                         "{card}: возьмите до 2 из этих Gear."),
    "cp.q.take_none": _t("{card}: you look at {cards}. None of them is a Gear costing 2 or less: they all go to "
                         "the bottom of your deck.",
                         "{card}: baktığın kartlar: {cards}. Hiçbiri 2 ya da daha ucuz bir Gear değil: hepsi "
                         "destenin altına gidiyor.",
                         "{card}: вы посмотрели карты: {cards}. Среди них нет Gear стоимостью 2 или меньше: все "
                         "они уходят под низ колоды."),
    "cp.q.seen_no_call": _t("{card}: it is {seen}. Only an ARASAKA Legend or one with GO SOLO can be called this "
                            "way, so it stays face down.",
                            "{card}: bu {seen}. Bu yolla yalnızca ARASAKA ya da GO SOLO'lu bir Legend Call "
                            "edilebilir, o yüzden kapalı kalıyor.",
                            "{card}: это {seen}. Так можно сделать Call только для Legend ARASAKA или с GO SOLO, "
                            "поэтому она остаётся закрытой."),
    "cp.q.defeat_unit": _t("{card}: defeat which rival Unit?", "{card}: rakibin hangi Unit'i yenilsin?",
                           "{card}: какой Unit соперника победить?"),
    "cp.q.defeat_any": _t("{card}: defeat which Unit?", "{card}: hangi Unit yenilsin?", "{card}: какой Unit победить?"),
    "cp.q.swap_mine": _t("{card}: swap which of your Gigs?", "{card}: hangi Gig'ini değiştireceksin?",
                         "{card}: какой свой Gig обменять?"),
    "cp.q.swap_theirs": _t("{card}: for which rival Gig?", "{card}: rakibin hangi Gig'iyle?",
                           "{card}: на какой Gig соперника?"),
    "cp.q.draw_five": _t("{card}: draw 5 cards?", "{card}: 5 kart çekilsin mi?", "{card}: взять 5 карт?"),
    "cp.opt.skip": _t("No / none", "Hayır / hiçbiri", "Нет / ничего"),
    "cp.opt.ok": _t("OK", "Tamam", "Понятно"),
    "cp.opt.trash": _t("Trash it", "Çöpe at", "Сбросить"),
    "cp.opt.keep": _t("Keep it on top", "Üstte kalsın", "Оставить сверху"),
    "cp.opt.call": _t("Call it", "Call et", "Сделать Call"),
    "cp.opt.draw": _t("Draw 5", "5 kart çek", "Взять 5"),
    "cp.opt.die": _t("d{sides} at {value} ({owner})", "d{sides}: {value} ({owner})", "d{sides} = {value} ({owner})"),
    "cp.opt.die_fixer": _t("d{sides}", "d{sides}", "d{sides}"),
    "cp.opt.legend": _t("Face-down Legend {slot}", "{slot}. kapalı Legend", "Закрытая Legend №{slot}"),
    "cp.opt.legend_known": _t("Face-down Legend {slot} ({card})", "{slot}. kapalı Legend ({card})",
                              "Закрытая Legend №{slot} ({card})"),
    "cp.opt.unit": _t("{card} — power {power}{spent}", "{card} — güç {power}{spent}", "{card} — сила {power}{spent}"),
    "cp.opt.spent": _t(", spent", ", harcanmış", ", потрачен"),
    "cp.opt.eddie": _t("Eddie {n}", "Eddie {n}", "Eddie {n}"),
    "cp.opt.gigs": _t("The rival's Gig area", "Rakibin Gig alanı", "Область Gig соперника"),
    "cp.opt.effect": _t("{card} ({when})", "{card} ({when})", "{card} ({when})"),
    "cp.when.play": _t("PLAY", "PLAY", "PLAY"),
    "cp.when.program": _t("program", "program", "программа"),
    "cp.when.attack": _t("ATTACK", "ATTACK", "ATTACK"),
    "cp.when.spent": _t("host spent", "taşıyıcı harcandı", "носитель потрачен"),
    "cp.when.defeated": _t("DEFEATED", "DEFEATED", "DEFEATED"),
    "cp.when.call": _t("CALL", "CALL", "CALL"),
    "cp.when.end": _t("end of turn", "tur sonu", "конец хода"),
    "cp.when.jackie": _t("first Blue play", "ilk Mavi kart", "первая синяя карта"),
    "cp.when.yorinobu": _t("first ARASAKA attack", "ilk ARASAKA saldırısı", "первая атака ARASAKA"),
    "cp.when.satori": _t("fight won", "dövüş kazanıldı", "схватка выиграна"),
    "cp.mine": _t("yours", "senin", "ваш"),
    "cp.theirs": _t("rival's", "rakibin", "соперника"),
    "cp.pick.play": _t("Play a card…", "Kart oyna…", "Разыграть карту…"),
    "cp.pick.quick": _t("Play a QUICK card…", "QUICK kart oyna…", "Разыграть карту QUICK…"),
    "cp.pick.host": _t("Equip it to…", "Takılacağı kartı seç…", "Надеть на…"),
    "cp.pick.sell": _t("Sell a card (once a turn)…", "Kart sat (turda bir kez)…", "Продать карту (раз за ход)…"),
    "cp.pick.legend": _t(
        "Sell a card, Call a Legend (1 €$) or go solo…",
        "Kart sat, Legend Call et (1 €$) ya da sahaya in…",
        "Продать карту, сделать Call (1 €$) или вывести Legend на поле…"),
    "cp.pick.call": _t("Call a Legend (1 €$)…", "Legend Call et (1 €$)…", "Сделать Call (1 €$)…"),
    "cp.pick.attack": _t("Attack with…", "Saldıracak kartı seç…", "Кем атаковать…"),
    "cp.pick.target": _t("Attack what?", "Neye saldırılsın?", "Что атаковать?"),
    "cp.pick.block": _t("Block with…", "Engelleyecek kartı seç…", "Кем заблокировать…"),
    "cp.pick.pay": _t(
        "Pay with… (default: Eddies first)",
        "Ödeyecek kartları seç… (varsayılan: önce Eddie)",
        "Чем платить… (по умолчанию сначала Eddie)"),
    "cp.pick.answer": _t("Choose…", "Seç…", "Выберите…"),
    "cp.call_option": _t("Call: {legend}", "Call: {legend}", "Call: {legend}"),
    "cp.solo_option": _t("Go solo: {card} ({cost} €$)", "Sahaya in: {card} ({cost} €$)", "На поле: {card} ({cost} €$)"),
    "cp.btn.pass": _t("End turn", "Turu bitir", "Закончить ход"),
    "cp.btn.react_done": _t("Let it through", "Geçmesine izin ver", "Пропустить"),
    "cp.btn.concede": _t("Concede", "Pes et", "Сдаться"),
    "cp.btn.first": _t("Go first", "Önce başla", "Ходить первым"),
    "cp.btn.second": _t("Go second", "Sonra başla", "Ходить вторым"),
    "cp.btn.keep": _t("Keep", "Eli koru", "Оставить"),
    "cp.btn.mulligan": _t("Mulligan", "Mulligan yap", "Муллиган"),
    "cp.btn.skip": _t("No", "Hayır", "Нет"),
    "cp.btn.confirm": _t("Confirm", "Onayla", "Подтвердить"),
    # --- the table picture --------------------------------------------------------------------------------------------
    "cp.label.legends": _t("Legends", "Legend'lar", "Legend"),
    "cp.label.field": _t("Field", "Saha", "Поле"),
    "cp.label.fixer": _t("fixer", "fixer", "фиксер"),
    "cp.label.eddies": _t("€$ {ready}/{total}", "€$ {ready}/{total}", "€$ {ready}/{total}"),
    "cp.label.counts": _t("hand {hand} · deck {deck} · trash {trash}", "el {hand} · deste {deck} · çöp {trash}",
                          "рука {hand} · колода {deck} · сброс {trash}"),
    "cp.label.cred": _t("★ {cred}", "★ {cred}", "★ {cred}"),
    "cp.label.known": _t("known", "biliniyor", "известна"),
    "cp.label.spent": _t("spent", "harcandı", "потрачен"),
    "cp.label.lag": _t("lag", "lag", "lag"),
    "cp.label.no_attack": _t("no attack", "saldıramaz", "не атакует"),
    "cp.label.power": _t("POW", "GÜÇ", "СИЛА"),
    "cp.label.cost": _t("COST", "BEDEL", "ЦЕНА"),
    "cp.label.ram": _t("RAM", "RAM", "RAM"),
    "cp.type.legend": _t("Legend", "Legend", "Legend"),
    "cp.type.unit": _t("Unit", "Unit", "Unit"),
    "cp.type.gear": _t("Gear", "Gear", "Gear"),
    "cp.type.program": _t("Program", "Program", "Program"),
    "cp.colour.blue": _t("Blue", "Mavi", "синий"),
    "cp.colour.yellow": _t("Yellow", "Sarı", "жёлтый"),
    "cp.colour.red": _t("Red", "Kırmızı", "красный"),
    "cp.colour.green": _t("Green", "Yeşil", "зелёный"),
}
