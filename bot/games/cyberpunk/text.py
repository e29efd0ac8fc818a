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
    "cp.ab.animals-wrecker": _t(
        "No text.",
        "Metni yok.",
        "Без текста."),
    "cp.ab.rockn-rockerboy": _t(
        "No text.",
        "Metni yok.",
        "Без текста."),
    "cp.ab.riding-nomad": _t(
        "ADRENALINE.",
        "ADRENALINE.",
        "ADRENALINE."),
    "cp.ab.maxtac-suppression-team": _t(
        "Rival Units cannot attack the turn they are played.",
        "Rakibin Unit'leri oynandıkları tur saldıramaz.",
        "Unit соперника не могут атаковать в ход, когда их разыграли."),
    "cp.ab.jacked-in-voodoo-boy": _t(
        "It can attack only if you played a Program this turn.",
        "Ancak bu tur bir Program oynadıysan saldırabilir.",
        "Может атаковать, только если в этот ход вы разыграли Program."),
    "cp.ab.royce-psycho-on-the-edge": _t(
        "GO SOLO. During your turn it has +2 power for each Gear it carries.",
        "GO SOLO. Senin turunda taşıdığı her Gear için +2 gücü olur.",
        "GO SOLO. В ваш ход получает +2 к силе за каждый свой Gear."),
    "cp.ab.delamain-rideshare-ai": _t(
        "PLAY: draw 2.",
        "PLAY: 2 kart çek.",
        "PLAY: возьмите 2 карты."),
    "cp.ab.japantown-jonin": _t(
        "PLAY: one of your Units gets +2 power this turn.",
        "PLAY: Unit'lerinden biri bu tur +2 güç alır.",
        "PLAY: один ваш Unit получает +2 к силе до конца хода."),
    "cp.ab.tygers-whisper": _t(
        "PLAY: you may Call a Legend for free (it is still your one Call this turn).",
        "PLAY: bir Legend'ı bedavaya Call edebilirsin (yine de bu turki tek Call hakkın sayılır).",
        "PLAY: можете бесплатно сделать Call одной Legend (это всё равно ваш единственный Call за ход)."),
    "cp.ab.royce-dont-call-me-simon": _t(
        "PLAY: defeat a rival Unit with 2 power or less — 3 or less if your Street Cred is higher than the "
        "rival's.",
        "PLAY: rakibin gücü 2 ya da daha az olan bir Unit'ini yen — Street Cred'in rakibinkinden yüksekse gücü "
        "3 ya da daha az olanı.",
        "PLAY: победите Unit соперника с силой 2 или меньше — 3 или меньше, если ваш Street Cred выше, чем у "
        "соперника."),
    "cp.ab.caliber": _t(
        "PLAY: defeat a rival Unit costing 2 or less. DEFEATED: the rival discards a card of their choice; if "
        "its cost equals the value of one of your Gigs, they discard another.",
        "PLAY: rakibin maliyeti 2 ya da daha az olan bir Unit'ini yen. DEFEATED: rakip seçtiği bir kartı atar; "
        "bedeli Gig'lerinden birinin değerine eşitse bir kart daha atar.",
        "PLAY: победите Unit соперника стоимостью 2 или меньше. DEFEATED: соперник сбрасывает карту на свой "
        "выбор; если её стоимость равна значению одного из ваших Gig, он сбрасывает ещё одну."),
    "cp.ab.adam-smasher-metal-over-meat": _t(
        "PLAY: defeat every other Unit, yours and the rival's.",
        "PLAY: seninkiler ve rakibinkiler dahil diğer bütün Unit'leri yen.",
        "PLAY: победите все остальные Unit — и свои, и соперника."),
    "cp.ab.adam-smasher-ender-of-legends": _t(
        "GO SOLO. PLAY (when it goes solo): defeat a rival Unit.",
        "GO SOLO. PLAY (GO SOLO ile sahaya inince): rakibin bir Unit'ini yen.",
        "GO SOLO. PLAY (когда выходит через GO SOLO): победите Unit соперника."),
    "cp.ab.hacked-corpo": _t(
        "PLAY: trash the top 3 cards of your deck, then take a Program from among them into your hand.",
        "PLAY: destenin üstteki 3 kartını çöpe at, sonra aralarından bir Program'ı eline al.",
        "PLAY: сбросьте 3 верхние карты колоды, затем возьмите в руку одну Program из них."),
    "cp.ab.all-is-lost": _t(
        "Trash the top 3 cards of your deck, then take a Unit from among them into your hand.",
        "Destenin üstteki 3 kartını çöpe at, sonra aralarından bir Unit'i eline al.",
        "Сбросьте 3 верхние карты колоды, затем возьмите в руку один Unit из них."),
    "cp.ab.bonnie-and-clyde": _t(
        "Defeat a rival Unit with 4 power or less. If the rival has at least 2 Gigs more than you, you may "
        "defeat a second one.",
        "Rakibin gücü 4 ya da daha az olan bir Unit'ini yen. Rakibin senden en az 2 Gig fazlası varsa bir tane "
        "daha yenebilirsin.",
        "Победите Unit соперника с силой 4 или меньше. Если у соперника хотя бы на 2 Gig больше, чем у вас, "
        "можете победить ещё один."),
    "cp.ab.wild-in-the-streets": _t(
        "Defeat a spent Unit (yours or the rival's).",
        "Harcanmış bir Unit'i yen (seninki ya da rakibinki).",
        "Победите потраченный Unit (свой или соперника)."),
    "cp.ab.detonate": _t(
        "QUICK: defeat a rival Gear with 2 power or less.",
        "QUICK: rakibin gücü 2 ya da daha az olan bir Gear'ını yen.",
        "QUICK: победите Gear соперника с силой 2 или меньше."),
    "cp.ab.trust-no-one": _t(
        "You may lower a Gig by up to 3; then, if one of your Gigs is at 1, draw 1.",
        "Bir Gig'i 3'e kadar düşürebilirsin; sonra Gig'lerinden biri 1'deyse 1 kart çek.",
        "Можете понизить один Gig на число до 3; затем, если один из ваших Gig равен 1, возьмите 1 карту."),
    "cp.ab.dont-fear-the-reaper": _t(
        "Every rival Unit becomes spent; then defeat a spent Unit.",
        "Rakibin bütün Unit'leri harcanır; sonra harcanmış bir Unit'i yen.",
        "Все Unit соперника становятся потраченными; затем победите потраченный Unit."),
    "cp.ab.live-with-the-aftermath": _t(
        "Each player defeats one of their own Units (you choose first).",
        "Her oyuncu kendi Unit'lerinden birini yener (önce sen seçersin).",
        "Каждый игрок побеждает один свой Unit (вы выбираете первым)."),
    "cp.ab.les-elemens": _t(
        "Put the rival's lowest-power Unit at the bottom of its owner's deck (you choose among a tie).",
        "Rakibin en düşük güçlü Unit'ini sahibinin destesinin altına koy (eşitlikte sen seçersin).",
        "Положите Unit соперника с наименьшей силой под низ колоды владельца (при равенстве выбираете вы)."),
    "cp.ab.unlikely-bond": _t(
        "Put one of your ready Units at the bottom of your deck; if you do, put a spent rival Unit at the "
        "bottom of its owner's deck.",
        "Hazır Unit'lerinden birini destenin altına koy; koyarsan rakibin harcanmış bir Unit'ini de sahibinin "
        "destesinin altına koy.",
        "Положите один свой готовый Unit под низ колоды; если сделали это, положите потраченный Unit соперника "
        "под низ колоды владельца."),
    "cp.ab.screw": _t(
        "DEFEATED: take another Unit from your trash into your hand.",
        "DEFEATED: çöpündeki başka bir Unit'i eline al.",
        "DEFEATED: возьмите в руку другой Unit из своего сброса."),
    "cp.ab.jackie-ride-or-die-choom": _t(
        "ATTACK: +2 power this turn for each of your Gigs with an even value. DEFEATED: draw 1 for each of your "
        "Gigs with an odd value.",
        "ATTACK: değeri çift olan her Gig'in için bu tur +2 güç. DEFEATED: değeri tek olan her Gig'in için 1 "
        "kart çek.",
        "ATTACK: +2 к силе до конца хода за каждый ваш Gig с чётным значением. DEFEATED: возьмите по 1 карте за "
        "каждый ваш Gig с нечётным значением."),
    "cp.ab.modded-muramasa": _t(
        "At the end of your turn, if your Street Cred is lower than the rival's: ready this Unit.",
        "Turunun sonunda Street Cred'in rakibinkinden düşükse: bu Unit'i hazırla.",
        "В конце вашего хода, если ваш Street Cred ниже, чем у соперника: подготовьте этот Unit."),
    "cp.ab.modded-kusanagi": _t(
        "ADRENALINE. At the end of your turn it goes back to its owner's hand.",
        "ADRENALINE. Turunun sonunda sahibinin eline geri döner.",
        "ADRENALINE. В конце вашего хода возвращается в руку владельца."),
    "cp.ab.maxtac-squadron": _t(
        "At the end of your turn, if this Unit is spent: ready one of your face-up Legends.",
        "Turunun sonunda bu Unit harcanmışsa: açık Legend'larından birini hazırla.",
        "В конце вашего хода, если этот Unit потрачен: подготовьте одну свою открытую Legend."),
    "cp.ab.netwatch-netdriver": _t(
        "Whenever the host becomes spent: draw 1.",
        "Taşıyıcı her harcandığında: 1 kart çek.",
        "Каждый раз, когда носитель становится потраченным: возьмите 1 карту."),
    "cp.ab.v-streetkid": _t(
        "GO SOLO. CALL: trash the top 3 cards of your deck, then take a BRAINDANCE Program from your trash into "
        "your hand.",
        "GO SOLO. CALL: destenin üstteki 3 kartını çöpe at, sonra çöpündeki bir BRAINDANCE Program'ını eline "
        "al.",
        "GO SOLO. CALL: сбросьте 3 верхние карты колоды, затем возьмите в руку BRAINDANCE Program из своего "
        "сброса."),
    "cp.ab.sasha-yakovleva": _t(
        "GO SOLO. ATTACK: show your top card and take it into your hand; she gets power equal to its cost this "
        "turn. DEFEATED: the rival discards a card of their choice.",
        "GO SOLO. ATTACK: destenin üstteki kartını gösterip eline al; bu tur o kartın bedeli kadar güç kazanır. "
        "DEFEATED: rakip seçtiği bir kartı atar.",
        "GO SOLO. ATTACK: покажите верхнюю карту колоды и возьмите её в руку; до конца хода она получает силу, "
        "равную стоимости этой карты. DEFEATED: соперник сбрасывает карту на свой выбор."),
    "cp.ab.misty-olszewski": _t(
        "Cannot attack. At the end of your turn: name a card type (Unit, Gear or Program), then show your top "
        "card; if it is that type, take it and ready one of your Eddies, otherwise trash it.",
        "Saldıramaz. Turunun sonunda: bir kart türü söyle (Unit, Gear ya da Program), sonra destenin üstteki "
        "kartını göster; o türdense eline al ve bir Eddie'ni hazırla, değilse çöpe at.",
        "Не может атаковать. В конце вашего хода: назовите тип карты (Unit, Gear или Program) и покажите "
        "верхнюю карту колоды; если она этого типа, возьмите её и подготовьте один свой Eddie, иначе сбросьте "
        "её."),
    "cp.ab.pacifica-netrunner": _t(
        "PLAY: if your Street Cred is even, a rival Unit cannot ready until your next turn.",
        "PLAY: Street Cred'in çiftse rakibin bir Unit'i senin bir sonraki turuna kadar hazırlanamaz.",
        "PLAY: если ваш Street Cred чётный, Unit соперника не может подготовиться до вашего следующего хода."),
    "cp.ab.memory-relapse": _t(
        "A rival Unit becomes spent and cannot ready until your next turn; then, if your Street Cred is even, "
        "draw 1.",
        "Rakibin bir Unit'i harcanır ve senin bir sonraki turuna kadar hazırlanamaz; sonra Street Cred'in "
        "çiftse 1 kart çek.",
        "Unit соперника становится потраченным и не может подготовиться до вашего следующего хода; затем, если "
        "ваш Street Cred чётный, возьмите 1 карту."),
    "cp.ab.chrome-reverie": _t(
        "A rival Unit cannot attack until your next turn. Then, if one of your Gigs is at 1, you may Call a "
        "Legend for free (still your one Call this turn).",
        "Rakibin bir Unit'i senin bir sonraki turuna kadar saldıramaz. Sonra Gig'lerinden biri 1'deyse bir "
        "Legend'ı bedavaya Call edebilirsin (yine tek Call hakkın).",
        "Unit соперника не может атаковать до вашего следующего хода. Затем, если один из ваших Gig равен 1, "
        "можете бесплатно сделать Call одной Legend (всё равно единственный Call за ход)."),
    "cp.ab.take-control": _t(
        "QUICK: a rival Unit steals 1 Gig fewer this turn; if it is an AI, a DRONE or a VEHICLE, draw 1.",
        "QUICK: rakibin bir Unit'i bu tur 1 Gig eksik çalar; AI, DRONE ya da VEHICLE ise 1 kart çek.",
        "QUICK: Unit соперника в этот ход крадёт на 1 Gig меньше; если это AI, DRONE или VEHICLE, возьмите 1 "
        "карту."),
    "cp.ab.synapse-burnout": _t(
        "QUICK: this turn, one of your Units has +1 power for each of your face-up Legends while it fights "
        "rival Units.",
        "QUICK: bu tur Unit'lerinden biri, rakip Unit'lerle dövüşürken açık her Legend'ın için +1 güç alır.",
        "QUICK: до конца хода один ваш Unit получает +1 к силе за каждую вашу открытую Legend, пока сражается с "
        "Unit соперника."),
    "cp.ab.valentino-street-racer": _t(
        "PLAY: another of your Units costing 5 or less gets ADRENALINE this turn.",
        "PLAY: maliyeti 5 ya da daha az olan başka bir Unit'in bu tur ADRENALINE kazanır.",
        "PLAY: другой ваш Unit стоимостью 5 или меньше получает ADRENALINE до конца хода."),
    "cp.ab.sandayu-oda": _t(
        "PLAY: a rival Unit becomes spent for each value-pair among your Gigs. It may attack rival Units the "
        "turn it is played.",
        "PLAY: Gig'lerin arasındaki her eş değerli çift için rakibin bir Unit'i harcanır. Oynandığı tur rakibin "
        "Unit'lerine saldırabilir.",
        "PLAY: за каждую пару ваших Gig с одинаковым значением один Unit соперника становится потраченным. "
        "Может атаковать Unit соперника в ход, когда его разыграли."),
    "cp.ab.saul-bright": _t(
        "Your other Units have +2 power while attacking. At the end of your turn: ready up to 3 of your Units.",
        "Diğer Unit'lerin saldırırken +2 güç alır. Turunun sonunda: en çok 3 Unit'ini hazırla.",
        "Ваши остальные Unit получают +2 к силе, пока атакуют. В конце вашего хода: подготовьте до 3 своих "
        "Unit."),
    "cp.ab.la-llorona": _t(
        "BLOCKER. When it blocks: you may raise a Gig by up to 3.",
        "BLOCKER. Engellediğinde: bir Gig'i 3'e kadar artırabilirsin.",
        "BLOCKER. Когда блокирует: можете повысить один Gig на число до 3."),
    "cp.ab.augmented-negotiators": _t(
        "BLOCKER. When it blocks: the rival discards a card of their choice.",
        "BLOCKER. Engellediğinde: rakip seçtiği bir kartı atar.",
        "BLOCKER. Когда блокирует: соперник сбрасывает карту на свой выбор."),
    "cp.ab.gilded-maton": _t(
        "PLAY: you may defeat one of your Gear; if you do, defeat a rival Unit costing 3 or less.",
        "PLAY: Gear'larından birini yenebilirsin; yenersen rakibin maliyeti 3 ya da daha az olan bir Unit'ini "
        "yen.",
        "PLAY: можете победить один свой Gear; если сделали это, победите Unit соперника стоимостью 3 или "
        "меньше."),
    "cp.ab.maelstrom-zealots": _t(
        "When it loses a fight, the rival Unit it fought is defeated.",
        "Bir dövüşü kaybettiğinde, dövüştüğü rakip Unit yenilir.",
        "Когда проигрывает схватку, Unit соперника, с которым он сражался, побеждён."),
    "cp.ab.johnny-never-stop-fighting": _t(
        "It wins every fight against a CORPO Unit. The first time each turn it wins a fight, it readies.",
        "CORPO Unit'lerine karşı her dövüşü kazanır. Her tur ilk kez bir dövüşü kazandığında hazırlanır.",
        "Выигрывает любую схватку с Unit CORPO. Впервые за ход выиграв схватку, он подготавливается."),
    "cp.ab.octant": _t(
        "It costs 1 €$ less for each of your Gigs of 8 or more (at least 1 €$).",
        "Değeri 8 ya da daha fazla olan her Gig'in için 1 €$ daha ucuz (en az 1 €$).",
        "Стоит на 1 €$ меньше за каждый ваш Gig со значением 8 или больше (минимум 1 €$)."),
    "cp.ab.maxtac-heavy": _t(
        "It costs 1 €$ less for each rival Unit (at least 1 €$).",
        "Rakibin her Unit'i için 1 €$ daha ucuz (en az 1 €$).",
        "Стоит на 1 €$ меньше за каждый Unit соперника (минимум 1 €$)."),
    "cp.ab.trauma-team-operatives": _t(
        "It costs 1 €$ less for each Unit in your trash (at least 1 €$).",
        "Çöpündeki her Unit için 1 €$ daha ucuz (en az 1 €$).",
        "Стоит на 1 €$ меньше за каждый Unit в вашем сбросе (минимум 1 €$)."),
    "cp.ab.zetatech-berserk": _t(
        "It costs 1 €$ less for each of your face-up Legends (at least 1 €$).",
        "Açık her Legend'ın için 1 €$ daha ucuz (en az 1 €$).",
        "Стоит на 1 €$ меньше за каждую вашу открытую Legend (минимум 1 €$)."),
    "cp.ab.carnage-at-the-colosseum": _t(
        "It costs 1 €$ less for each of your Gigs of 8 or more (at least 1 €$). Defeat a rival Unit with less "
        "power than one of your Units.",
        "Değeri 8 ya da daha fazla olan her Gig'in için 1 €$ daha ucuz (en az 1 €$). Rakibin, Unit'lerinden "
        "birinden daha az güçlü bir Unit'ini yen.",
        "Стоит на 1 €$ меньше за каждый ваш Gig со значением 8 или больше (минимум 1 €$). Победите Unit "
        "соперника, который слабее одного из ваших Unit."),
    "cp.ab.kerry-last-rockerboy": _t(
        "⊡: if you control a Gig of 8 or more, draw 2.",
        "⊡: değeri 8 ya da daha fazla olan bir Gig'in varsa 2 kart çek.",
        "⊡: если у вас есть Gig со значением 8 или больше, возьмите 2 карты."),
    "cp.ab.dexter-off-the-grid": _t(
        "CALL: choose one — one of your Units gets +2 power this turn, or draw 1. ⊡: you may raise a Gig by up "
        "to 2.",
        "CALL: birini seç — Unit'lerinden biri bu tur +2 güç alır ya da 1 kart çek. ⊡: bir Gig'i 2'ye kadar "
        "artırabilirsin.",
        "CALL: выберите одно — один ваш Unit получает +2 к силе до конца хода или возьмите 1 карту. ⊡: можете "
        "повысить один Gig на число до 2."),
    "cp.ab.muamar-reyes": _t(
        "CALL: choose one — one of your Units cannot be defeated in a fight this turn, or draw 1. ⊡: raise or "
        "lower a Gig by 1.",
        "CALL: birini seç — Unit'lerinden biri bu tur bir dövüşte yenilemez ya da 1 kart çek. ⊡: bir Gig'i 1 "
        "artır ya da azalt.",
        "CALL: выберите одно — один ваш Unit в этот ход не может быть побеждён в схватке или возьмите 1 карту. "
        "⊡: повысьте или понизьте один Gig на 1."),
    "cp.ab.padre": _t(
        "CALL: choose one — spend a rival Unit, or draw 1. ⊡: set a Gig of one player to the value of a Gig of "
        "the other player.",
        "CALL: birini seç — rakibin bir Unit'ini harca ya da 1 kart çek. ⊡: bir oyuncunun bir Gig'ini diğer "
        "oyuncunun bir Gig'inin değerine getir.",
        "CALL: выберите одно — потратьте Unit соперника или возьмите 1 карту. ⊡: установите Gig одного игрока "
        "на значение Gig другого игрока."),
    "cp.ab.wakako-okada": _t(
        "CALL: choose one — a rival Unit gets -2 power this turn, or draw 1. ⊡: you may lower a Gig by up to 2.",
        "CALL: birini seç — rakibin bir Unit'i bu tur -2 güç alır ya da 1 kart çek. ⊡: bir Gig'i 2'ye kadar "
        "düşürebilirsin.",
        "CALL: выберите одно — Unit соперника получает -2 к силе до конца хода или возьмите 1 карту. ⊡: можете "
        "понизить один Gig на число до 2."),
    "cp.ab.hanako-daughter-of-the-emperor": _t(
        "⊡: swap one of your Gigs with one of the rival's. At the start of your turn: draw 1 for each "
        "value-pair among your Gigs.",
        "⊡: Gig'lerinden birini rakibin bir Gig'iyle değiştir. Turunun başında: Gig'lerin arasındaki her eş "
        "değerli çift için 1 kart çek.",
        "⊡: поменяйте один свой Gig на Gig соперника. В начале вашего хода: возьмите по 1 карте за каждую пару "
        "ваших Gig с одинаковым значением."),
    "cp.ab.judy-braindance-maestro": _t(
        "When you play a BRAINDANCE Program: one of your Units gets +1 power this turn. ⊡: trash your top card; "
        "if it is a Program, you may take it into your hand.",
        "Bir BRAINDANCE Program'ı oynadığında: Unit'lerinden biri bu tur +1 güç alır. ⊡: destenin üstteki "
        "kartını çöpe at; Program ise eline alabilirsin.",
        "Когда вы разыгрываете BRAINDANCE Program: один ваш Unit получает +1 к силе до конца хода. ⊡: сбросьте "
        "верхнюю карту колоды; если это Program, можете взять её в руку."),
    "cp.ab.dum-dum": _t(
        "CALL: you may defeat one of your Gear; if you do, draw 2, otherwise draw 1. QUICK 1 €$, ⊡: one of your "
        "Units gets +1 power this turn for each Gear it carries.",
        "CALL: Gear'larından birini yenebilirsin; yenersen 2, yenmezsen 1 kart çek. QUICK 1 €$, ⊡: "
        "Unit'lerinden biri taşıdığı her Gear için bu tur +1 güç alır.",
        "CALL: можете победить один свой Gear; если сделали это, возьмите 2 карты, иначе 1. QUICK 1 €$, ⊡: один "
        "ваш Unit получает до конца хода +1 к силе за каждый свой Gear."),
    "cp.ab.goro-vengeful-bodyguard": _t(
        "QUICK 1 €$, ⊡: one of your Units costing 4 or less gets BLOCKER this turn (and +1 power if you control "
        "a value-pair of Gigs). When one of your Units uses BLOCKER: you may discard a card to draw 1.",
        "QUICK 1 €$, ⊡: maliyeti 4 ya da daha az olan bir Unit'in bu tur BLOCKER kazanır (eş değerli bir Gig "
        "çiftin varsa +1 güç de). Unit'lerinden biri BLOCKER kullandığında: bir kart atıp 1 kart çekebilirsin.",
        "QUICK 1 €$, ⊡: ваш Unit стоимостью 4 или меньше получает BLOCKER до конца хода (и +1 к силе, если у "
        "вас есть пара Gig с одинаковым значением). Когда ваш Unit применяет BLOCKER: можете сбросить карту и "
        "взять 1."),
    "cp.ab.overwatch": _t(
        "QUICK 1 €$, ⊡ (spend the host): discard a card, then defeat a spent rival Unit costing at most the "
        "discarded card's cost.",
        "QUICK 1 €$, ⊡ (taşıyıcıyı harca): bir kart at, sonra rakibin maliyeti atılan kartın bedelini aşmayan "
        "harcanmış bir Unit'ini yen.",
        "QUICK 1 €$, ⊡ (потратьте носителя): сбросьте карту, затем победите потраченный Unit соперника "
        "стоимостью не больше стоимости сброшенной карты."),
    "cp.ab.johnny-rocking-renegade": _t(
        "2 €$, ⊡ (1 €$ less for each of your Gigs of 8 or more): one of your Units played this turn may attack "
        "spent rival Units at once; a ROCKER one also gets +2 power this turn.",
        "2 €$, ⊡ (değeri 8 ya da daha fazla olan her Gig'in için 1 €$ eksik): bu tur oynadığın Unit'lerinden "
        "biri hemen rakibin harcanmış Unit'lerine saldırabilir; ROCKER ise bu tur +2 güç de alır.",
        "2 €$, ⊡ (на 1 €$ меньше за каждый ваш Gig со значением 8 или больше): ваш Unit, разыгранный в этот "
        "ход, может сразу атаковать потраченные Unit соперника; если это ROCKER, он ещё получает +2 к силе до "
        "конца хода."),
    "cp.ab.6th-street-recruits": _t(
        "When one of your Units steals a d6: you may raise a Gig by up to 6.",
        "Unit'lerinden biri bir d6 çaldığında: bir Gig'i 6'ya kadar artırabilirsin.",
        "Когда ваш Unit крадёт d6: можете повысить один Gig на число до 6."),
    "cp.ab.v-roamer-of-the-badlands": _t(
        "When this Unit steals a Gig: you may raise that Gig by up to 5. At the end of your turn: draw 1 if you "
        "control 2 or more Gigs of 8 or more.",
        "Bu Unit bir Gig çaldığında: o Gig'i 5'e kadar artırabilirsin. Turunun sonunda: değeri 8 ya da daha "
        "fazla olan en az 2 Gig'in varsa 1 kart çek.",
        "Когда этот Unit крадёт Gig: можете повысить этот Gig на число до 5. В конце вашего хода: если у вас 2 "
        "или больше Gig со значением 8 или больше, возьмите 1 карту."),
    "cp.ab.maelstrom-goons": _t(
        "When this Unit steals a Gig, if it carries Gear: the rival discards a card of their choice.",
        "Bu Unit bir Gig çaldığında, üzerinde Gear varsa: rakip seçtiği bir kartı atar.",
        "Когда этот Unit крадёт Gig, если на нём есть Gear: соперник сбрасывает карту на свой выбор."),
    "cp.ab.wraith-marauders": _t(
        "When this Unit steals a Gig: ready another of your Units whose power equals that Gig's value.",
        "Bu Unit bir Gig çaldığında: gücü o Gig'in değerine eşit olan başka bir Unit'ini hazırla.",
        "Когда этот Unit крадёт Gig: подготовьте другой свой Unit, чья сила равна значению этого Gig."),
    "cp.ab.gorilla-arms": _t(
        "The first time each turn the host steals: it also steals a rival Gig whose value none of your Gigs "
        "has.",
        "Taşıyıcı her tur ilk kez çaldığında: değeri senin hiçbir Gig'inde olmayan bir rakip Gig'ini de çalar.",
        "Впервые за ход украв Gig, носитель крадёт ещё один Gig соперника, значения которого нет ни у одного "
        "вашего Gig."),
    "cp.ab.rogue-preem-solo": _t(
        "GO SOLO. When one of your Legends steals a Gig: if its value is even, draw 1; if odd, the rival "
        "discards a card of their choice.",
        "GO SOLO. Legend'larından biri bir Gig çaldığında: değeri çiftse 1 kart çek; tekse rakip seçtiği bir "
        "kartı atar.",
        "GO SOLO. Когда ваша Legend крадёт Gig: если его значение чётное, возьмите 1 карту; если нечётное, "
        "соперник сбрасывает карту на свой выбор."),
    "cp.ab.rogue-queen-of-the-afterlife": _t(
        "The first time each turn another of your Units steals a Gig of less value than its power: ready 2 of "
        "your Eddies. QUICK 2 €$, ⊡: a rival Unit loses power equal to this Unit's power this turn.",
        "Her tur ilk kez başka bir Unit'in, gücünden düşük değerli bir Gig çaldığında: 2 Eddie'ni hazırla. "
        "QUICK 2 €$, ⊡: rakibin bir Unit'i bu tur bu Unit'in gücü kadar güç kaybeder.",
        "Впервые за ход, когда другой ваш Unit крадёт Gig со значением меньше своей силы: подготовьте 2 своих "
        "Eddie. QUICK 2 €$, ⊡: Unit соперника до конца хода теряет силу, равную силе этого Unit."),
    "cp.ab.nocturne-op55n1": _t(
        "If your fixer area is empty, it costs 1 €$. Choose one: draw 2; a Unit cannot attack until your next "
        "turn; your Legends may GO SOLO for 2 €$ less this turn (at least 1 €$).",
        "Fixer alanın boşsa bedeli 1 €$. Birini seç: 2 kart çek; bir Unit senin bir sonraki turuna kadar "
        "saldıramaz; Legend'ların bu tur 2 €$ daha ucuza GO SOLO yapabilir (en az 1 €$).",
        "Если ваша область фиксера пуста, стоит 1 €$. Выберите одно: возьмите 2 карты; Unit не может атаковать "
        "до вашего следующего хода; в этот ход ваши Legend выходят через GO SOLO на 2 €$ дешевле (минимум 1 "
        "€$)."),
    "cp.ab.pyramid-song": _t(
        "Choose one — both if your d4 is a Gig at 1: a rival Unit gets -4 power this turn; put a rival Unit "
        "with 0 power at the bottom of its owner's deck.",
        "Birini seç — d4 Gig'in 1'deyse ikisini de: rakibin bir Unit'i bu tur -4 güç alır; gücü 0 olan bir "
        "rakip Unit'i sahibinin destesinin altına koy.",
        "Выберите одно — оба, если ваш Gig d4 равен 1: Unit соперника получает -4 к силе до конца хода; "
        "положите Unit соперника с силой 0 под низ колоды владельца."),
    "cp.ab.towerfall": _t(
        "Choose one — both if your Street Cred is lower than the rival's: every rival Unit gets -5 power this "
        "turn; put every rival Unit with 0 power at the bottom of its owner's deck.",
        "Birini seç — Street Cred'in rakibinkinden düşükse ikisini de: rakibin bütün Unit'leri bu tur -5 güç "
        "alır; gücü 0 olan bütün rakip Unit'leri sahiplerinin destesinin altına koy.",
        "Выберите одно — оба, если ваш Street Cred ниже, чем у соперника: все Unit соперника получают -5 к силе "
        "до конца хода; положите все Unit соперника с силой 0 под низ колоды владельца."),
    "cp.ab.sketchy-ripper": _t(
        "ATTACK: look at your top 3 cards; you may show a Gear among them and take it; the rest go to the "
        "bottom in a random order.",
        "ATTACK: destenin üstteki 3 kartına bak; aralarından bir Gear'ı gösterip eline alabilirsin; kalanlar "
        "rastgele sırayla destenin altına gider.",
        "ATTACK: посмотрите 3 верхние карты колоды; можете показать Gear из них и взять его; остальные уходят "
        "под низ колоды в случайном порядке."),
    "cp.ab.hanako-in-a-gilded-cage": _t(
        "PLAY: look at your top 4 cards; show and take any of them whose cost equals the value of one of your "
        "Gigs; the rest go to the bottom in a random order.",
        "PLAY: destenin üstteki 4 kartına bak; bedeli Gig'lerinden birinin değerine eşit olanları gösterip "
        "eline al; kalanlar rastgele sırayla destenin altına gider.",
        "PLAY: посмотрите 4 верхние карты колоды; покажите и возьмите любые из них, чья стоимость равна "
        "значению одного из ваших Gig; остальные уходят под низ колоды в случайном порядке."),
    "cp.ab.three-mouths-one-desire": _t(
        "Look at your top 3 cards; take 1 of them, plus 1 more for each of your Gigs at 1; the rest go to the "
        "bottom in a random order.",
        "Destenin üstteki 3 kartına bak; birini al, 1'deki her Gig'in için bir tane daha; kalanlar rastgele "
        "sırayla destenin altına gider.",
        "Посмотрите 3 верхние карты колоды; возьмите 1 из них и ещё по 1 за каждый ваш Gig, равный 1; остальные "
        "уходят под низ колоды в случайном порядке."),
    "cp.ab.deadman-transmitter": _t(
        "If the host would be defeated, this Gear is defeated instead.",
        "Taşıyıcı yenilecekken onun yerine bu Gear yenilir.",
        "Если носитель должен быть побеждён, вместо него побеждён этот Gear."),
    "cp.ab.rita-wheeler": _t(
        "BLOCKER. The first time each turn it becomes spent: draw 1, then discard 1.",
        "BLOCKER. Her tur ilk kez harcandığında: 1 kart çek, sonra 1 kart at.",
        "BLOCKER. Впервые за ход став потраченным: возьмите 1 карту, затем сбросьте 1."),
    "cp.ab.bootleg-black-sapphire-show": _t(
        "Sell your top card (it becomes a ready Eddie; it is the turn's sale). Then, if you control a Gig of "
        "even value and one of odd value, draw 2.",
        "Destenin üstteki kartını sat (hazır bir Eddie olur; bu turki satışın sayılır). Sonra değeri çift bir "
        "Gig'in ve tek bir Gig'in varsa 2 kart çek.",
        "Продайте верхнюю карту колоды (она становится готовым Eddie; это ваша продажа за ход). Затем, если у "
        "вас есть Gig с чётным и Gig с нечётным значением, возьмите 2 карты."),
    "cp.ab.fool-on-the-hill": _t(
        "Show your top 2 cards; the rival chooses: you take them, or they are trashed and you draw 2.",
        "Destenin üstteki 2 kartını göster; rakip seçer: ya onları alırsın ya da çöpe gider ve 2 kart çekersin.",
        "Покажите 2 верхние карты колоды; соперник выбирает: вы берёте их, или они сбрасываются, а вы берёте 2 "
        "карты."),
    "cp.ab.maman-brigitte": _t(
        "PLAY: you may discard 2 Programs; if you do, put a rival Unit carrying no Gear at the bottom of its "
        "owner's deck.",
        "PLAY: 2 Program atabilirsin; atarsan rakibin üzerinde Gear olmayan bir Unit'ini sahibinin destesinin "
        "altına koy.",
        "PLAY: можете сбросить 2 Program; если сделали это, положите Unit соперника без Gear под низ колоды "
        "владельца."),
    "cp.ab.placide": _t(
        "PLAY and ATTACK: you may discard a Program; if you do, put a rival Unit at the bottom of its owner's "
        "deck.",
        "PLAY ve ATTACK: bir Program atabilirsin; atarsan rakibin bir Unit'ini sahibinin destesinin altına koy.",
        "PLAY и ATTACK: можете сбросить Program; если сделали это, положите Unit соперника под низ колоды "
        "владельца."),
    "cp.ab.westbrook-netrunner": _t(
        "PLAY: until your next turn, rival Legends cannot steal your Gigs of a value lower than their power.",
        "PLAY: senin bir sonraki turuna kadar rakibin Legend'ları, güçlerinden düşük değerli Gig'lerini "
        "çalamaz.",
        "PLAY: до вашего следующего хода Legend соперника не могут красть ваши Gig со значением меньше своей "
        "силы."),
    "cp.ab.valentino-guerrera": _t(
        "While your Street Cred is higher than the rival's, it may attack ready rival Units with BLOCKER.",
        "Street Cred'in rakibinkinden yüksekken rakibin hazır BLOCKER Unit'lerine de saldırabilir.",
        "Пока ваш Street Cred выше, чем у соперника, может атаковать готовые Unit соперника с BLOCKER."),
    "cp.ab.nadia": _t(
        "While the rival has more Gigs than you, she may attack their Gig area the turn she is played.",
        "Rakibin senden fazla Gig'i varken, oynandığı tur rakibin Gig alanına saldırabilir.",
        "Пока у соперника больше Gig, чем у вас, она может атаковать его область Gig в ход, когда её разыграли."),
    "cp.ab.panam-strength-through-family": _t(
        "During your turn, your Calls cost nothing. ATTACK: discard a card; if you do, draw 1 for each of your "
        "face-up Legends.",
        "Senin turunda Call etmek bedava. ATTACK: bir kart at; atarsan açık her Legend'ın için 1 kart çek.",
        "В ваш ход Call бесплатен. ATTACK: сбросьте карту; если сделали это, возьмите по 1 карте за каждую вашу "
        "открытую Legend."),
    "cp.ab.adrenaline-converter": _t(
        "While the rival has at least 2 Gigs more than you, the host has ADRENALINE.",
        "Rakibin senden en az 2 Gig fazlası varken taşıyıcı ADRENALINE kazanır.",
        "Пока у соперника хотя бы на 2 Gig больше, чем у вас, носитель имеет ADRENALINE."),
    "cp.ab.riot-shield": _t(
        "The host has BLOCKER. Your rival pays 2 €$ more to GO SOLO.",
        "Taşıyıcı BLOCKER olur. Rakibin GO SOLO için 2 €$ fazla öder.",
        "Носитель получает BLOCKER. Соперник платит на 2 €$ больше за GO SOLO."),
    "cp.ab.viktor-drop-your-illusions": _t(
        "The first CYBERWARE Gear you play each turn costs 3 €$ less (at least 1 €$).",
        "Her tur oynadığın ilk CYBERWARE Gear 3 €$ daha ucuz (en az 1 €$).",
        "Первый CYBERWARE Gear, который вы разыгрываете за ход, стоит на 3 €$ меньше (минимум 1 €$)."),
    "cp.ab.peace-offering": _t(
        "You may set a Gig's value to the value of another Gig; then, if you control a value-pair of Gigs, draw "
        "1.",
        "Bir Gig'in değerini başka bir Gig'in değerine getirebilirsin; sonra eş değerli bir Gig çiftin varsa 1 "
        "kart çek.",
        "Можете установить значение одного Gig равным значению другого Gig; затем, если у вас есть пара Gig с "
        "одинаковым значением, возьмите 1 карту."),
    "cp.ab.pepe-najarro": _t(
        "ATTACK: if you control a value-pair of Gigs, ready up to 2 of your face-up MERC Legends in your "
        "Legends area.",
        "ATTACK: eş değerli bir Gig çiftin varsa Legend alanındaki açık MERC Legend'larından en çok 2 tanesini "
        "hazırla.",
        "ATTACK: если у вас есть пара Gig с одинаковым значением, подготовьте до 2 своих открытых MERC Legend в "
        "области Legend."),
    "cp.ab.viktor-little-pinch": _t(
        "PLAY: play a CYBERWARE Gear costing 2 or less from your trash for free, on another of your Units.",
        "PLAY: çöpündeki maliyeti 2 ya da daha az olan bir CYBERWARE Gear'ı bedavaya başka bir Unit'ine tak.",
        "PLAY: бесплатно разыграйте из своего сброса CYBERWARE Gear стоимостью 2 или меньше на другой свой "
        "Unit."),
    "cp.ab.we-gotta-live-together": _t(
        "If the rival has at least 2 Gigs more than you, it costs 3 €$. Play up to 2 Units costing 3 or less "
        "from your trash for free.",
        "Rakibin senden en az 2 Gig fazlası varsa bedeli 3 €$. Çöpündeki maliyeti 3 ya da daha az olan en çok 2 "
        "Unit'i bedavaya oyna.",
        "Если у соперника хотя бы на 2 Gig больше, чем у вас, стоит 3 €$. Бесплатно разыграйте из своего сброса "
        "до 2 Unit стоимостью 3 или меньше."),
    "cp.ab.lizzy-wizzy": _t(
        "BLOCKER. PLAY: you may play a Program costing 3 or less from your hand or your trash for free; it goes "
        "to the bottom of your deck afterwards.",
        "BLOCKER. PLAY: elindeki ya da çöpündeki maliyeti 3 ya da daha az olan bir Program'ı bedavaya "
        "oynayabilirsin; sonra destenin altına gider.",
        "BLOCKER. PLAY: можете бесплатно разыграть из руки или сброса Program стоимостью 3 или меньше; потом "
        "она уходит под низ колоды."),
    "cp.ab.the-relic": _t(
        "Host's DEFEATED: play another Unit costing 9 or less from your trash for free; then put the host at "
        "the bottom of your deck.",
        "Taşıyıcının DEFEATED'ı: çöpündeki maliyeti 9 ya da daha az olan başka bir Unit'i bedavaya oyna; sonra "
        "taşıyıcıyı destenin altına koy.",
        "DEFEATED носителя: бесплатно разыграйте из сброса другой Unit стоимостью 9 или меньше; затем положите "
        "носителя под низ колоды."),
    "cp.ab.yorinobu-steel-dragon": _t(
        "PLAY: you may play a Unit costing 4 or less from your hand or your trash for free; it may attack rival "
        "Units this turn. The first time each turn an ARASAKA Unit is defeated: draw 1.",
        "PLAY: elindeki ya da çöpündeki maliyeti 4 ya da daha az olan bir Unit'i bedavaya oynayabilirsin; o "
        "Unit bu tur rakibin Unit'lerine saldırabilir. Her tur ilk kez bir ARASAKA Unit'i yenildiğinde: 1 kart "
        "çek.",
        "PLAY: можете бесплатно разыграть из руки или сброса Unit стоимостью 4 или меньше; в этот ход он может "
        "атаковать Unit соперника. Впервые за ход, когда побеждён Unit ARASAKA: возьмите 1 карту."),
    "cp.ab.the-heist": _t(
        "Trash the top 4 cards of your deck, then take a Gear from among them into your hand — or, if its cost "
        "equals the value of one of your Gigs, you may play it for free instead.",
        "Destenin üstteki 4 kartını çöpe at, sonra aralarından bir Gear'ı eline al — ya da bedeli Gig'lerinden "
        "birinin değerine eşitse onun yerine bedavaya oynayabilirsin.",
        "Сбросьте 4 верхние карты колоды, затем возьмите в руку Gear из них — или, если его стоимость равна "
        "значению одного из ваших Gig, можете вместо этого бесплатно разыграть его."),
    "cp.ab.safety-override": _t(
        "QUICK: this turn, the next time one of your Units loses a fight, the rival Unit it fought is defeated.",
        "QUICK: bu tur Unit'lerinden biri bir sonraki dövüşünü kaybettiğinde, dövüştüğü rakip Unit yenilir.",
        "QUICK: в этот ход, когда ваш Unit в следующий раз проиграет схватку, Unit соперника, с которым он "
        "сражался, побеждён."),
    "cp.ab.appetite-for-destruction": _t(
        "This turn, the next time one of your Units wins a fight by 3 or more power, it also steals a Gig.",
        "Bu tur Unit'lerinden biri bir sonraki dövüşünü 3 ya da daha fazla güç farkıyla kazandığında bir Gig de "
        "çalar.",
        "В этот ход, когда ваш Unit в следующий раз выиграет схватку с перевесом в 3 силы или больше, он ещё и "
        "крадёт Gig."),
    "cp.ab.gunpoint-diplomacy": _t(
        "One of your Units gets both: its next attack this turn may hit ready Units, and +3 power this turn. If "
        "your Street Cred is lower than the rival's, the rival picks one of the two instead.",
        "Unit'lerinden biri ikisini de alır: bu turki bir sonraki saldırısı hazır Unit'lere de yapılabilir ve "
        "bu tur +3 güç. Street Cred'in rakibinkinden düşükse ikisinden birini rakip seçer.",
        "Один ваш Unit получает оба эффекта: его следующая атака в этот ход может быть по готовым Unit, и +3 к "
        "силе до конца хода. Если ваш Street Cred ниже, чем у соперника, он выбирает для вас только один из "
        "них."),
    "cp.ab.cyberpsychosis": _t(
        "QUICK: one of your Units carrying Gear gets +3 power this turn for each of its Gear; if it steals or "
        "fights this turn, it is defeated at the end of the turn.",
        "QUICK: üzerinde Gear olan Unit'lerinden biri her Gear'ı için bu tur +3 güç alır; bu tur çalar ya da "
        "dövüşürse tur sonunda yenilir.",
        "QUICK: ваш Unit с Gear получает до конца хода +3 к силе за каждый свой Gear; если в этот ход он крадёт "
        "или сражается, в конце хода он побеждён."),
    "cp.ab.el-sombreron": _t(
        "ATTACK: you may pay 2 €$; if you do, it gets power equal to your highest Gig this turn.",
        "ATTACK: 2 €$ ödeyebilirsin; ödersen bu tur en yüksek Gig'in kadar güç kazanır.",
        "ATTACK: можете заплатить 2 €$; если сделали это, до конца хода он получает силу, равную вашему "
        "наибольшему Gig."),
    "cp.ab.kerry-axe-attitude-audience": _t(
        "When you roll a Gig in from your fixer area: you may ignore the result and roll it again, once. When a "
        "Gig you roll shows its lowest or highest value: draw 1 (3 for a d20).",
        "Fixer alanından bir Gig attığında: sonucu yok sayıp bir kez yeniden atabilirsin. Attığın Gig en düşük "
        "ya da en yüksek değerini gösterirse: 1 kart çek (d20 ise 3).",
        "Когда вы бросаете Gig из области фиксера: можете один раз проигнорировать результат и перебросить. "
        "Когда брошенный Gig показывает наименьшее или наибольшее значение: возьмите 1 карту (3 для d20)."),
    "cp.ab.panam-nomad-cavalry": _t(
        "2 €$, ⊡: move a Gear from this Legend to one of your Units carrying none; if you do, ready that Unit. "
        "At the end of your turn, if 5 or more of your Units and Legends carry Gear: ready them.",
        "2 €$, ⊡: bu Legend'daki bir Gear'ı üzerinde Gear olmayan bir Unit'ine taşı; taşırsan o Unit'i hazırla. "
        "Turunun sonunda, Unit'lerinden ve Legend'larından en az 5'inde Gear varsa: onları hazırla.",
        "2 €$, ⊡: перенесите Gear с этой Legend на свой Unit без Gear; если сделали это, подготовьте этот Unit. "
        "В конце вашего хода, если Gear есть у 5 или больше ваших Unit и Legend: подготовьте их."),
    "cp.ab.river-ward": _t(
        "QUICK ⊡: play a Gear costing 2 or less from your hand for free. When one of your Units carrying Gear "
        "is defeated: look at your top 2 cards and trash 1 of them.",
        "QUICK ⊡: elindeki maliyeti 2 ya da daha az olan bir Gear'ı bedavaya oyna. Üzerinde Gear olan "
        "Unit'lerinden biri yenildiğinde: destenin üstteki 2 kartına bak ve birini çöpe at.",
        "QUICK ⊡: бесплатно разыграйте из руки Gear стоимостью 2 или меньше. Когда побеждён ваш Unit с Gear: "
        "посмотрите 2 верхние карты колоды и сбросьте одну из них."),
    "cp.ab.judy-nothing-to-doubt": _t(
        "1 €$, ⊡: reveal your top card; you may play it for free, otherwise take it into your hand.",
        "1 €$, ⊡: destenin üstteki kartını göster; bedavaya oynayabilirsin, oynamazsan eline al.",
        "1 €$, ⊡: покажите верхнюю карту колоды; можете бесплатно разыграть её, иначе возьмите в руку."),
    "cp.ab.meredith-stout": _t(
        "BLOCKER. +2 power while fighting a Legend. When the rival adjusts or swaps your Gigs: you may take a "
        "card from your trash into your hand.",
        "BLOCKER. Bir Legend'la dövüşürken +2 güç. Rakip Gig'lerini değiştirdiğinde ya da takas ettiğinde: "
        "çöpündeki bir kartı eline alabilirsin.",
        "BLOCKER. +2 к силе в схватке с Legend. Когда соперник изменяет или меняет ваши Gig: можете взять в "
        "руку карту из своего сброса."),
    "cp.ab.mox-inciters": _t(
        "BLOCKER. PLAY: a rival Unit must attack during the rival's next turn if it can.",
        "BLOCKER. PLAY: rakibin bir Unit'i, rakibin bir sonraki turunda saldırabiliyorsa saldırmak zorundadır.",
        "BLOCKER. PLAY: Unit соперника обязан атаковать в следующий ход соперника, если может."),
    "cp.ab.evelyn-beautiful-enigma": _t(
        "When one of your CORPO or GANGER Units steals 1 or more Gigs: ready one of your Eddies. 1 €$, ⊡: a "
        "rival Unit must attack during the rival's next turn if it can.",
        "CORPO ya da GANGER Unit'lerinden biri bir ya da daha fazla Gig çaldığında: bir Eddie'ni hazırla. 1 €$, "
        "⊡: rakibin bir Unit'i, rakibin bir sonraki turunda saldırabiliyorsa saldırmak zorundadır.",
        "Когда ваш Unit CORPO или GANGER крадёт один или больше Gig: подготовьте один свой Eddie. 1 €$, ⊡: Unit "
        "соперника обязан атаковать в следующий ход соперника, если может."),
    "cp.ab.alt-soulkiller-architect": _t(
        "⊡: your next Program this turn costs 1 €$ less for each of your Gigs at 1 (at least 1 €$). 1 €$, ⊡: "
        "play a Program from your trash, paying its cost; it goes to the bottom of your deck afterwards.",
        "⊡: bu turki bir sonraki Program'ın, 1'deki her Gig'in için 1 €$ daha ucuz (en az 1 €$). 1 €$, ⊡: "
        "çöpündeki bir Program'ı bedelini ödeyerek oyna; sonra destenin altına gider.",
        "⊡: ваша следующая Program в этот ход стоит на 1 €$ меньше за каждый ваш Gig, равный 1 (минимум 1 €$). "
        "1 €$, ⊡: разыграйте Program из сброса, заплатив её стоимость; потом она уходит под низ колоды."),
    "cp.ab.alt-mother-of-daemons": _t(
        "When one of your Units or Legends carrying Gear becomes spent: draw 1. When a rival Unit would steal "
        "one of your Gigs: you may discard a card whose cost equals that Gig's value; if you do, it is not "
        "stolen.",
        "Üzerinde Gear olan Unit'lerinden ya da Legend'larından biri harcandığında: 1 kart çek. Rakip bir Unit "
        "Gig'lerinden birini çalacakken: bedeli o Gig'in değerine eşit bir kart atabilirsin; atarsan Gig "
        "çalınmaz.",
        "Когда ваш Unit или Legend с Gear становится потраченным: возьмите 1 карту. Когда Unit соперника "
        "собирается украсть ваш Gig: можете сбросить карту, чья стоимость равна значению этого Gig; если "
        "сделали это, Gig не украден."),
}

STRINGS: dict[str, dict[str, Text]] = {
    **ABILITY_TEXT,
    "cp.q.steal_guard": _t(
        "{card}: a Gig of yours is about to be stolen. Discard a card costing its value to keep it?",
        "{card}: Gig'lerinden biri çalınmak üzere. Değerine eşit bedelli bir kartı atıp onu tutmak ister misin?",
        "{card}: ваш Gig вот-вот украдут. Сбросить карту со стоимостью, равной его значению, чтобы сохранить "
        "его?"),
    "cp.ev.guarded": _t(
        "{who} discards a card and keeps their d{sides} at {value}.",
        "{who} bir kart atıp {value} değerindeki d{sides} zarını elinde tuttu.",
        "{who} сбрасывает карту и сохраняет свой d{sides} со значением {value}."),
    "cp.q.replay_program": _t(
        "{card}: play which Program from your trash?",
        "{card}: çöpündeki hangi Program oynansın?",
        "{card}: какую Program разыграть из сброса?"),
    "cp.opt.mode_discount": _t(
        "Next Program cheaper",
        "Sıradaki Program daha ucuz",
        "Следующая Program дешевле"),
    "cp.opt.mode_replay": _t(
        "Play a Program from the trash (1 €$ + its cost)",
        "Çöpten bir Program oyna (1 €$ + bedeli)",
        "Program из сброса (1 €$ + её цена)"),
    "cp.ev.program_discount": _t(
        "{who}'s next Program this turn costs {n} €$ less.",
        "{who} oyuncusunun bu turki sıradaki Program'ı {n} €$ daha ucuz.",
        "Следующая Program игрока {who} в этот ход дешевле на {n} €$."),
    "cp.q.force_unit": _t(
        "{card}: which rival Unit must attack?",
        "{card}: rakibin hangi Unit'i saldırmak zorunda olsun?",
        "{card}: какой Unit соперника обязан атаковать?"),
    "cp.ev.must_attack": _t(
        "{source}: {card} must attack next turn if it can.",
        "{source}: {card} bir sonraki turda saldırabiliyorsa saldırmak zorunda.",
        "{source}: {card} обязан атаковать в следующий ход, если может."),
    "cp.private.must_attack": _t(
        "{card} must attack this turn before you may end it.",
        "Turu bitirmeden önce {card} bu tur saldırmak zorunda.",
        "{card} обязан атаковать в этот ход, прежде чем вы его закончите."),
    "cp.q.pay_for": _t(
        "{card}: pay 2 €$ for it?",
        "{card}: bunun için 2 €$ öder misin?",
        "{card}: заплатить за это 2 €$?"),
    "cp.q.reroll": _t(
        "{card}: roll that Gig again?",
        "{card}: o Gig yeniden atılsın mı?",
        "{card}: перебросить этот Gig?"),
    "cp.q.move_gear": _t(
        "{card}: move which Gear?",
        "{card}: hangi Gear taşınsın?",
        "{card}: какой Gear перенести?"),
    "cp.q.free_gear": _t(
        "{card}: play which Gear for free?",
        "{card}: hangi Gear bedavaya oynansın?",
        "{card}: какой Gear разыграть бесплатно?"),
    "cp.q.trash_found": _t(
        "{card}: you look at {cards}. Trash which one?",
        "{card}: şunlara bakıyorsun: {cards}. Hangisi çöpe gitsin?",
        "{card}: вы смотрите: {cards}. Какую сбросить?"),
    "cp.q.judy_top": _t(
        "{card}: your top card is {cards}. Play it for free, or take it?",
        "{card}: üstteki kartın {cards}. Bedavaya oynansın mı, yoksa eline mi alınsın?",
        "{card}: верхняя карта — {cards}. Разыграть бесплатно или взять?"),
    "cp.opt.pay_for_pay": _t(
        "Pay 2 €$",
        "2 €$ öde",
        "Заплатить 2 €$"),
    "cp.opt.reroll_reroll": _t(
        "Roll again",
        "Yeniden at",
        "Перебросить"),
    "cp.opt.reroll_keep": _t(
        "Keep it",
        "Kalsın",
        "Оставить"),
    "cp.opt.judy_top_play": _t(
        "Play it for free",
        "Bedavaya oyna",
        "Разыграть бесплатно"),
    "cp.opt.judy_top_hand": _t(
        "Take it into your hand",
        "Eline al",
        "Взять в руку"),
    "cp.ev.readied_all": _t(
        "{who} readies {n} equipped cards.",
        "{who} Gear taşıyan {n} kartını hazırladı.",
        "{who} готовит карты с Gear: {n}."),
    "cp.when.rolled": _t(
        "Gig rolled in",
        "Gig atıldı",
        "брошен Gig"),
    "cp.when.meddled": _t(
        "Gigs changed by the rival",
        "Gig'leri rakip değiştirdi",
        "соперник изменил Gig"),
    "cp.q.gunpoint_pick": _t(
        "{card}: your rival is behind — which one effect do they get?",
        "{card}: rakibin geride — hangi etkiyi alsın?",
        "{card}: соперник отстаёт — какой один эффект он получит?"),
    "cp.opt.gun_ready": _t(
        "Its next attack may hit ready Units",
        "Bir sonraki saldırısı hazır Unit'lere de olabilir",
        "Следующая атака — и по готовым Unit"),
    "cp.opt.gun_power": _t(
        "+3 power this turn",
        "Bu tur +3 güç",
        "+3 к силе до конца хода"),
    "cp.ev.attack_ready": _t(
        "{source}: {card} may attack a ready Unit next.",
        "{source}: {card} sıradaki saldırısında hazır bir Unit'e saldırabilir.",
        "{source}: {card} следующей атакой может бить готовый Unit."),
    "cp.q.ready_legends": _t(
        "{card}: ready up to 2 of your face-up MERC Legends.",
        "{card}: açık MERC Legend'larından en çok 2 tanesini hazırla.",
        "{card}: подготовьте до 2 своих открытых MERC Legend."),
    "cp.q.host_unit": _t(
        "{card}: on which of your Units?",
        "{card}: hangi Unit'ine?",
        "{card}: на какой ваш Unit?"),
    "cp.q.play_trashed": _t(
        "{card}: play which Units from your trash?",
        "{card}: çöpünden hangi Unit'leri oynayacaksın?",
        "{card}: какие Unit разыграть из сброса?"),
    "cp.q.free_program": _t(
        "{card}: play a Program for free?",
        "{card}: bir Program'ı bedavaya oynayacak mısın?",
        "{card}: бесплатно разыграть Program?"),
    "cp.q.free_unit": _t(
        "{card}: play a Unit for free?",
        "{card}: bir Unit'i bedavaya oynayacak mısın?",
        "{card}: бесплатно разыграть Unit?"),
    "cp.q.heist_host": _t(
        "{card}: play the Gear for free on which card, or take it?",
        "{card}: Gear'ı bedavaya hangi karta takacaksın, yoksa eline mi alacaksın?",
        "{card}: бесплатно надеть Gear на какую карту или взять его в руку?"),
    "cp.opt.heist_hand": _t(
        "Take it into your hand",
        "Eline al",
        "Взять в руку"),
    "cp.when.any_defeated": _t(
        "a Unit is defeated",
        "bir Unit yenildi",
        "Unit побеждён"),
    "cp.q.take_found": _t(
        "{card}: you look at {cards}. Take which?",
        "{card}: şunlara bakıyorsun: {cards}. Hangilerini alacaksın?",
        "{card}: вы смотрите: {cards}. Какие взять?"),
    "cp.q.found_none": _t(
        "{card}: you look at {cards}. None of them can be taken: they go to the bottom of your deck.",
        "{card}: şunlara bakıyorsun: {cards}. Hiçbiri alınamaz: destenin altına gidiyorlar.",
        "{card}: вы смотрите: {cards}. Ни одну нельзя взять: они уходят под низ колоды."),
    "cp.q.fool_choice": _t(
        "{card}: the rival reveals {cards}. Do they take them, or trash them and draw 2?",
        "{card}: rakip şunları gösterdi: {cards}. Onları mı alsın, yoksa çöpe atıp 2 kart mı çeksin?",
        "{card}: соперник показывает: {cards}. Пусть возьмёт их или сбросит и возьмёт 2 карты?"),
    "cp.q.discard_programs": _t(
        "{card}: discard Programs for it?",
        "{card}: bunun için Program atacak mısın?",
        "{card}: сбросить ради этого Program?"),
    "cp.opt.fool_hand": _t(
        "They take them",
        "Alsın",
        "Пусть возьмёт"),
    "cp.opt.fool_trash": _t(
        "Trash them: they draw 2",
        "Çöpe gitsin: 2 kart çeksin",
        "Сбросить: пусть возьмёт 2"),
    "cp.opt.mode_draw2": _t(
        "Draw 2",
        "2 kart çek",
        "Взять 2 карты"),
    "cp.opt.mode_stop": _t(
        "A Unit cannot attack",
        "Bir Unit saldıramasın",
        "Unit не может атаковать"),
    "cp.opt.mode_solo": _t(
        "GO SOLO for 2 €$ less",
        "2 €$ ucuza GO SOLO",
        "GO SOLO на 2 €$ дешевле"),
    "cp.opt.mode_weaken4": _t(
        "-4 power to a rival Unit",
        "Rakibin bir Unit'ine -4 güç",
        "-4 к силе Unit соперника"),
    "cp.opt.mode_bottom0": _t(
        "Bottom-deck a 0-power rival Unit",
        "Gücü 0 olan rakip Unit'i destenin altına",
        "Под низ колоды Unit соперника с силой 0"),
    "cp.opt.mode_weaken5": _t(
        "-5 power to every rival Unit",
        "Rakibin bütün Unit'lerine -5 güç",
        "-5 к силе всем Unit соперника"),
    "cp.opt.mode_bottom_all": _t(
        "Bottom-deck every 0-power rival Unit",
        "Gücü 0 olan bütün rakip Unit'ler destenin altına",
        "Под низ колоды все Unit соперника с силой 0"),
    "cp.ev.saved": _t(
        "{host} is defeated in place of {card} ({who}).",
        "{card} ({who}) yerine {host} yenildi.",
        "Вместо {card} ({who}) побеждён {host}."),
    "cp.ev.sold_top": _t(
        "{who} sells the top card of the deck.",
        "{who} destenin üstteki kartını sattı.",
        "{who} продаёт верхнюю карту колоды."),
    "cp.ev.revealed": _t(
        "{who} shows {cards} from the top of the deck.",
        "{who} destenin üstünden şunları gösterdi: {cards}.",
        "{who} показывает с верха колоды: {cards}."),
    "cp.q.ready_unit": _t(
        "{card}: ready which of your Units?",
        "{card}: Unit'lerinden hangisi hazırlansın?",
        "{card}: какой ваш Unit подготовить?"),
    "cp.q.steal_extra": _t(
        "{card}: steal which rival Gig too?",
        "{card}: rakibin hangi Gig'i de çalınsın?",
        "{card}: какой Gig соперника украсть ещё?"),
    "cp.when.stole": _t(
        "steal",
        "çalma",
        "кража"),
    "cp.when.ally_stole": _t(
        "a friendly Unit steals",
        "dost bir Unit çalıyor",
        "ваш Unit крадёт"),
    "cp.q.mode": _t(
        "{card}: choose one effect.",
        "{card}: bir etki seç.",
        "{card}: выберите один эффект."),
    "cp.q.set_gig": _t(
        "{card}: set which Gig?",
        "{card}: hangi Gig'in değeri değişsin?",
        "{card}: какой Gig изменить?"),
    "cp.q.set_to": _t(
        "{card}: to the value of which Gig?",
        "{card}: hangi Gig'in değerine?",
        "{card}: на значение какого Gig?"),
    "cp.q.discard_may": _t(
        "{card}: discard a card to draw 1?",
        "{card}: bir kart atıp 1 kart çekmek ister misin?",
        "{card}: сбросить карту, чтобы взять 1?"),
    "cp.opt.mode_power": _t(
        "+2 power to one of your Units",
        "Unit'lerinden birine +2 güç",
        "+2 к силе вашему Unit"),
    "cp.opt.mode_draw": _t(
        "Draw 1",
        "1 kart çek",
        "Взять 1 карту"),
    "cp.opt.mode_shield": _t(
        "A Unit of yours is not defeated in a fight",
        "Bir Unit'in dövüşte yenilmez",
        "Ваш Unit не побеждён в схватке"),
    "cp.opt.mode_spend": _t(
        "Spend a rival Unit",
        "Rakibin bir Unit'ini harca",
        "Потратить Unit соперника"),
    "cp.opt.mode_weaken": _t(
        "-2 power to a rival Unit",
        "Rakibin bir Unit'ine -2 güç",
        "-2 к силе Unit соперника"),
    "cp.ev.held": _t(
        "{card} loses, but is not defeated in this fight.",
        "{card} kaybetti ama bu dövüşte yenilmiyor.",
        "{card} проигрывает, но в этой схватке не побеждён."),
    "cp.ev.blocker": _t(
        "{source}: {card} has BLOCKER this turn.",
        "{source}: {card} bu tur BLOCKER kazandı.",
        "{source}: {card} получает BLOCKER до конца хода."),
    "cp.ev.fight_shield": _t(
        "{source}: {card} cannot be defeated in a fight this turn.",
        "{source}: {card} bu tur bir dövüşte yenilemez.",
        "{source}: {card} в этот ход не может быть побеждён в схватке."),
    "cp.ev.fights_now": _t(
        "{source}: {card} may attack spent rival Units this turn.",
        "{source}: {card} bu tur rakibin harcanmış Unit'lerine saldırabilir.",
        "{source}: {card} в этот ход может атаковать потраченные Unit соперника."),
    "cp.when.braindance": _t(
        "BRAINDANCE played",
        "BRAINDANCE oynandı",
        "сыграна BRAINDANCE"),
    "cp.kw.adrenaline": _t(
        "ADRENALINE: it can attack the turn it is played.",
        "ADRENALINE: oynandığı tur saldırabilir.",
        "ADRENALINE: может атаковать в ход, когда его разыграли."),
    "cp.ev.avenged": _t(
        "{card} loses the fight and takes its rival down with it.",
        "{card} dövüşü kaybetti ama rakibini de yanında götürüyor.",
        "{card} проигрывает схватку и утаскивает соперника за собой."),
    "cp.ev.returned": _t(
        "{card} goes back to {who}'s hand.",
        "{card}, {who} oyuncusunun eline döndü.",
        "{card} возвращается в руку ({who})."),
    "cp.ev.bottomed_unit": _t(
        "{card} ({who}) goes to the bottom of its owner's deck.",
        "{card} ({who}) sahibinin destesinin altına gitti.",
        "{card} ({who}) уходит под низ колоды владельца."),
    "cp.ev.no_ready": _t(
        "{source}: {card} cannot ready until its rival's next turn.",
        "{source}: {card}, rakibinin bir sonraki turuna kadar hazırlanamaz.",
        "{source}: {card} не может подготовиться до следующего хода соперника."),
    "cp.ev.no_attack": _t(
        "{source}: {card} cannot attack until its rival's next turn.",
        "{source}: {card}, rakibinin bir sonraki turuna kadar saldıramaz.",
        "{source}: {card} не может атаковать до следующего хода соперника."),
    "cp.ev.adrenaline": _t(
        "{source}: {card} has ADRENALINE this turn.",
        "{source}: {card} bu tur ADRENALINE kazandı.",
        "{source}: {card} получает ADRENALINE до конца хода."),
    "cp.ev.steal_less": _t(
        "{source}: {card} steals 1 Gig fewer this turn.",
        "{source}: {card} bu tur 1 Gig eksik çalar.",
        "{source}: {card} в этот ход крадёт на 1 Gig меньше."),
    "cp.q.buff_unit": _t(
        "{card}: which of your Units?",
        "{card}: Unit'lerinden hangisi?",
        "{card}: какой ваш Unit?"),
    "cp.q.haste_unit": _t(
        "{card}: which of your Units gets ADRENALINE?",
        "{card}: hangi Unit'in ADRENALINE kazansın?",
        "{card}: какой ваш Unit получит ADRENALINE?"),
    "cp.q.take_trashed": _t(
        "{card}: take which card into your hand?",
        "{card}: hangi kartı eline alacaksın?",
        "{card}: какую карту взять в руку?"),
    "cp.q.defeat_own": _t(
        "{card}: defeat which of your Units?",
        "{card}: Unit'lerinden hangisi yenilsin?",
        "{card}: какой свой Unit победить?"),
    "cp.q.defeat_own_gear": _t(
        "{card}: defeat one of your Gear?",
        "{card}: Gear'larından biri yenilsin mi?",
        "{card}: победить один свой Gear?"),
    "cp.q.bottom_unit": _t(
        "{card}: which rival Unit goes to the bottom of the deck?",
        "{card}: rakibin hangi Unit'i destenin altına gitsin?",
        "{card}: какой Unit соперника уйдёт под низ колоды?"),
    "cp.q.bottom_own": _t(
        "{card}: which of your ready Units goes to the bottom of your deck?",
        "{card}: hazır Unit'lerinden hangisi destenin altına gitsin?",
        "{card}: какой ваш готовый Unit уйдёт под низ колоды?"),
    "cp.q.ready_legend": _t(
        "{card}: ready which face-up Legend?",
        "{card}: hangi açık Legend hazırlansın?",
        "{card}: какую открытую Legend подготовить?"),
    "cp.q.ready_units": _t(
        "{card}: ready up to 3 of your Units.",
        "{card}: en çok 3 Unit'ini hazırla.",
        "{card}: подготовьте до 3 своих Unit."),
    "cp.q.card_type": _t(
        "{card}: name a card type; your top card is shown.",
        "{card}: bir kart türü söyle; destenin üstteki kartı gösterilecek.",
        "{card}: назовите тип карты — верхняя карта колоды будет показана."),
    "cp.q.freeze_unit": _t(
        "{card}: which rival Unit cannot ready?",
        "{card}: rakibin hangi Unit'i hazırlanamasın?",
        "{card}: какой Unit соперника не сможет подготовиться?"),
    "cp.q.stop_unit": _t(
        "{card}: which rival Unit cannot attack?",
        "{card}: rakibin hangi Unit'i saldıramasın?",
        "{card}: какой Unit соперника не сможет атаковать?"),
    "cp.q.slow_unit": _t(
        "{card}: which rival Unit steals 1 Gig fewer?",
        "{card}: rakibin hangi Unit'i 1 Gig eksik çalsın?",
        "{card}: какой Unit соперника украдёт на 1 Gig меньше?"),
    "cp.opt.unit_type": _t(
        "Unit",
        "Unit",
        "Unit"),
    "cp.opt.gear_type": _t(
        "Gear",
        "Gear",
        "Gear"),
    "cp.opt.program_type": _t(
        "Program",
        "Program",
        "Program"),
    "cp.when.block": _t(
        "BLOCKER used",
        "BLOCKER kullanıldı",
        "BLOCKER применён"),
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
    "cp.deck_choice.chrome": _t("Chrome and Fury", "Chrome and Fury", "Chrome and Fury"),
    "cp.deck_choice.convoy": _t("Night City Convoy", "Night City Convoy", "Night City Convoy"),
    "cp.deck_about.chrome": _t(
        "Red-Blue, led by V the Corporate Exile, Royce and Dexter DeShawn: a wide spread of solid brawlers, blades "
        "and guns, two Legends that go solo, QUICK tricks.",
        "Kırmızı-Mavi, başında şirket sürgünü V, Royce ve Dexter DeShawn: bolca sağlam kavgacı, bıçaklar ve "
        "silahlar, GO SOLO yapan iki Legend, QUICK numaralar.",
        "Красно-синяя, во главе — V-корпорат в изгнании, Royce и Dexter DeShawn: много крепких драчунов, клинки и "
        "стволы, две Legend, выходящие соло, QUICK-трюки."),
    "cp.deck_choice.afterlife": _t("Afterlife Regulars", "Afterlife Regulars", "Afterlife Regulars"),
    "cp.deck_choice.court": _t("Tyger Court", "Tyger Court", "Tyger Court"),
    "cp.deck_about.afterlife": _t(
        "Red-Yellow, led by Dexter DeShawn, V the Streetkid and Dum Dum: rockers and brawlers with blades, Legends "
        "that pump Units and nudge Gigs, and one that goes solo.",
        "Kırmızı-Sarı, başında Dexter DeShawn, sokak çocuğu V ve Dum Dum: bıçaklı rock'çılar ve kavgacılar, "
        "Unit'leri güçlendirip Gig'lerle oynayan Legend'lar ve GO SOLO yapan biri.",
        "Красно-жёлтая, во главе — Dexter DeShawn, V-уличный ребёнок и Dum Dum: рокеры и драчуны с клинками, "
        "Legend, которые усиливают Unit и подкручивают Gig, и одна, что выходит соло."),
    "cp.deck_about.court": _t(
        "Green-Blue, led by Hanako Arasaka, Padre and Wakako Okada: Gig dice swapped and copied, rival Units kept "
        "spent, MaxTac muscle.",
        "Yeşil-Mavi, başında Hanako Arasaka, Padre ve Wakako Okada: değiştirilen ve kopyalanan Gig zarları, "
        "harcanmış tutulan rakip Unit'ler, MaxTac gücü.",
        "Зелёно-синяя, во главе — Hanako Arasaka, Padre и Wakako Okada: обмен и копирование кубиков Gig, "
        "потраченные Unit соперника, мощь MaxTac."),
    "cp.deck_about.convoy": _t(
        "Green-Yellow, led by Goro Takemura, Padre and Viktor: MaxTac and nomads on the road, Units that attack at "
        "once, rival Units kept spent, QUICK tricks.",
        "Yeşil-Sarı, başında Goro Takemura, Padre ve Viktor: yoldaki MaxTac ve göçebeler, hemen saldıran "
        "Unit'ler, harcanmış tutulan rakip Unit'ler, QUICK numaralar.",
        "Зелёно-жёлтая, во главе — Goro Takemura, Padre и Viktor: MaxTac и кочевники в пути, Unit, атакующие "
        "сразу, потраченные Unit соперника и QUICK-трюки."),
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
    "cp.deck_about.random": _t("one of these your rival is not playing.",
                               "bunlardan rakibinin oynamadığı biri.",
                               "одна из этих, которой не играет соперник."),
    "cp.deck_demo": _t("{about} (a 27-card cut of {deck})", "{about} ({deck} destesinin 27 kartlık kısa hâli)",
                       "{about} (сокращённая до 27 карт версия колоды {deck})"),
    "cp.cmd.deck.heist": _t("The Heist — Blue-Yellow: cyberware, Gig tricks, card draw",
                            "The Heist — Mavi-Sarı: sibernetik, Gig hileleri, kart çekme",
                            "The Heist — сине-жёлтая: импланты, трюки с Gig, добор"),
    "cp.cmd.deck.power": _t("Embracing Power — Red-Green: big Units, removal, blockers",
                            "Embracing Power — Kırmızı-Yeşil: güçlü Unit'ler, temizlik, BLOCKER'lar",
                            "Embracing Power — красно-зелёная: крупные Unit, снятие, блокеры"),
    "cp.cmd.deck.chrome": _t("Chrome and Fury — Red-Blue: brawlers, blades, two Legends going solo",
                             "Chrome and Fury — Kırmızı-Mavi: kavgacılar, bıçaklar, GO SOLO yapan iki Legend",
                             "Chrome and Fury — красно-синяя: драчуны, клинки, две Legend соло"),
    "cp.cmd.deck.convoy": _t("Night City Convoy — Green-Yellow: MaxTac, nomads, rival Units kept spent",
                             "Night City Convoy — Yeşil-Sarı: MaxTac, göçebeler, harcanmış tutulan rakip Unit'ler",
                             "Night City Convoy — зелёно-жёлтая: MaxTac, кочевники, потраченные Unit соперника"),
    "cp.cmd.deck.afterlife": _t("Afterlife Regulars — Red-Yellow: rockers, blades, Gig nudges",
                                "Afterlife Regulars — Kırmızı-Sarı: rock'çılar, bıçaklar, Gig oyunları",
                                "Afterlife Regulars — красно-жёлтая: рокеры, клинки, подкрутка Gig"),
    "cp.cmd.deck.court": _t("Tyger Court — Green-Blue: Gig dice swapped and copied, MaxTac muscle",
                            "Tyger Court — Yeşil-Mavi: değiştirilen ve kopyalanan Gig zarları, MaxTac gücü",
                            "Tyger Court — зелёно-синяя: обмен и копирование Gig, мощь MaxTac"),
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
    "cp.deck.pending": _t("{card} is not playable here yet", "{card} burada henüz oynanamıyor",
                          "{card} здесь пока нельзя играть"),
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
    "cp.err.must_attack": _t("A Unit of yours must attack this turn first.",
                             "Önce Unit'lerinden biri bu tur saldırmak zorunda.",
                             "Сначала ваш Unit обязан атаковать в этот ход."),
    "cp.err.cannot_activate": _t("That ability cannot be used now.", "O yetenek şu an kullanılamaz.",
                                 "Эту способность сейчас нельзя применить."),
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
    "cp.ev.activated": _t("{who} uses the ⊡ ability of {card}.", "{who}, {card} kartının ⊡ yeteneğini kullanıyor.",
                          "{who} применяет способность ⊡ карты {card}."),
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
    "cp.lasting.line": _t("{card}: {until}", "{card}: {until}", "{card}: {until}"),
    "cp.lasting.on": _t("{card} on {target}: {until}", "{target} üzerinde {card}: {until}",
                        "{card} на {target}: {until}"),
    "cp.lasting.turn": _t("this turn", "bu tur", "до конца хода"),
    "cp.lasting.next_turn": _t("until {who}'s next turn", "{who} yeniden oynayana dek", "до следующего хода ({who})"),
    "cp.lasting.fight": _t("its next fight", "sonraki dövüşünde", "в следующем бою"),
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
    "cp.can.activate": _t("use a card's ⊡ ability", "bir kartın ⊡ yeteneğini kullan", "примените способность ⊡ карты"),
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
    "cp.when.start": _t("start of turn", "tur başı", "начало хода"),
    "cp.when.activated": _t("⊡ ability", "⊡ yeteneği", "способность ⊡"),
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
    "cp.pick.activate": _t("Use a ⊡ ability…", "⊡ yeteneği kullan…", "Применить способность ⊡…"),
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
