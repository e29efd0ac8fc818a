"""Netrunner text in English, Turkish and Russian. Card names stay as printed; what each card does is
written here in our own words."""

from __future__ import annotations

from bot.i18n.catalogue import Text, plural


def _t(en: Text, tr: Text, ru: Text) -> dict[str, Text]:
    return {"en": en, "tr": tr, "ru": ru}


ABILITY_TEXT: dict[str, dict[str, Text]] = {
    "nr.ab.the-syndicate": _t("Starter identity: no ability.", "Başlangıç kimliği: yeteneği yok.",
                              "Стартовая личность: без способности."),
    "nr.ab.the-catalyst": _t("Starter identity: no ability.", "Başlangıç kimliği: yeteneği yok.",
                             "Стартовая личность: без способности."),
    "nr.ab.offworld-office": _t("When scored: the Corp gains 7 credits.", "Puanlanınca: Corp 7 kredi kazanır.",
                                "При засчитывании: Корпорация получает 7 кредитов."),
    "nr.ab.send-a-message": _t("When scored or stolen: the Corp may rez one installed piece of ice for free.",
                               "Puanlanınca ya da çalınınca: Corp kurulu bir ice'ı bedavaya rezleyebilir.",
                               "При засчитывании или краже: Корпорация может бесплатно активировать "
                               "установленный лёд."),
    "nr.ab.superconducting-hub": _t("When scored: the Corp may draw 2. While scored: +2 maximum hand size.",
                                    "Puanlanınca: Corp 2 kart çekebilir. Puanlıyken: en fazla el sayısı +2.",
                                    "При засчитывании: Корпорация может взять 2 карты. Пока засчитана: +2 к "
                                    "максимальному размеру руки."),
    "nr.ab.orbital-superiority": _t("When scored: 4 meat damage if the Runner is tagged, else the Runner takes 1 tag.",
                                    "Puanlanınca: Runner etiketliyse 4 et hasarı, değilse Runner 1 etiket alır.",
                                    "При засчитывании: если у Раннера есть метка — 4 мясного урона, иначе Раннер "
                                    "получает 1 метку."),
    "nr.ab.nico-campaign": _t("When rezzed: 9 credits on it. When the Corp's turn begins: take 3; once empty, "
                              "trash it and draw 1.",
                              "Rezlenince: üstüne 9 kredi. Corp'un turu başlarken: 3 kredi al; boşalınca çöpe at ve "
                              "1 kart çek.",
                              "При активации: 9 кредитов на карту. В начале хода Корпорации: взять 3; когда "
                              "опустеет — сбросить её и взять 1 карту."),
    "nr.ab.regolith-mining-license": _t("When rezzed: 15 credits on it. Click: take 3; trash it once empty.",
                                        "Rezlenince: üstüne 15 kredi. Tık: 3 kredi al; boşalınca çöpe at.",
                                        "При активации: 15 кредитов на карту. Клик: взять 3; когда опустеет — "
                                        "сбросить."),
    "nr.ab.urtica-cipher": _t("Can be advanced. Accessed while installed: 2 net damage, +1 per advancement counter.",
                              "İlerletilebilir. Kuruluyken erişilirse: 2 ağ hasarı, her ilerleme sayacı için +1.",
                              "Можно продвигать. Если к ней получен доступ, пока она установлена: 2 сетевого "
                              "урона, +1 за каждый жетон продвижения."),
    "nr.ab.government-subsidy": _t("Gain 15 credits.", "15 kredi kazan.", "Получить 15 кредитов."),
    "nr.ab.hedge-fund": _t("Gain 9 credits.", "9 kredi kazan.", "Получить 9 кредитов."),
    "nr.ab.seamless-launch": _t("Put 2 advancement counters on an installed card not installed this turn.",
                                "Bu tur kurulmamış kurulu bir karta 2 ilerleme sayacı koy.",
                                "Положить 2 жетона продвижения на установленную карту, установленную не в этот ход."),
    "nr.ab.predictive-planogram": _t("Gain 3 credits or draw 3; if the Runner is tagged, you may do both.",
                                     "3 kredi kazan ya da 3 kart çek; Runner etiketliyse ikisini birden yapabilirsin.",
                                     "Получить 3 кредита или взять 3 карты; если у Раннера есть метка, можно и то, "
                                     "и другое."),
    "nr.ab.public-trail": _t("Only after a successful run in the Runner's last turn: the Runner takes 1 tag unless "
                             "they pay 8.",
                             "Yalnızca Runner son turunda başarılı bir koşu yaptıysa: Runner 8 ödemezse 1 etiket alır.",
                             "Только если Раннер в свой прошлый ход провёл успешный забег: Раннер получает 1 метку, "
                             "если не заплатит 8."),
    "nr.ab.retribution": _t("Only if the Runner is tagged: trash an installed program or hardware.",
                            "Yalnızca Runner etiketliyse: kurulu bir programı ya da donanımı çöpe at.",
                            "Только если у Раннера есть метка: сбросить установленную программу или железо."),
    "nr.ab.manegarm-skunkworks": _t("When the Runner approaches this server: the run ends unless they spend 2 clicks "
                                    "or pay 5.",
                                    "Runner bu sunucuya yaklaşınca: 2 tık harcamazsa ya da 5 ödemezse koşu biter.",
                                    "Когда Раннер подходит к этому серверу: забег заканчивается, если он не "
                                    "потратит 2 клика или не заплатит 5."),
    "nr.ab.amaze-amusements": _t("When a run on this server ends after an agenda was stolen: the Runner takes 2 tags.",
                                 "Bu sunucuya yapılan bir koşu bir gündem çalınarak biterse: Runner 2 etiket alır.",
                                 "Когда забег на этот сервер заканчивается кражей проекта: Раннер получает 2 метки."),
    "nr.ab.bran-1-0": _t("The Runner may lose a click to break one subroutine. Subroutines: the Corp may install ice "
                         "from HQ or Archives just inside this one, for free; end the run; end the run.",
                         "Runner bir tık kaybederek bir alt programı kırabilir. Alt programlar: Corp HQ'dan ya da "
                         "Arşiv'den bir ice'ı bunun hemen içine bedavaya kurabilir; koşuyu bitir; koşuyu bitir.",
                         "Раннер может потерять клик, чтобы сломать одну подпрограмму. Подпрограммы: Корпорация может "
                         "бесплатно установить лёд из штаба или архивов сразу за этим; закончить забег; закончить "
                         "забег."),
    "nr.ab.palisade": _t("+2 strength while protecting a remote server. Subroutine: end the run.",
                         "Uzak bir sunucuyu korurken +2 güç. Alt program: koşuyu bitir.",
                         "+2 к силе, пока защищает удалённый сервер. Подпрограмма: закончить забег."),
    "nr.ab.diviner": _t("Subroutine: 1 net damage; if the trashed card's printed cost is odd, end the run.",
                        "Alt program: 1 ağ hasarı; çöpe giden kartın basılı maliyeti tekse koşuyu bitir.",
                        "Подпрограмма: 1 сетевой урон; если у сброшенной карты нечётная стоимость — закончить забег."),
    "nr.ab.whitespace": _t("Subroutines: the Runner loses 3 credits; end the run if the Runner has 6 credits or fewer.",
                           "Alt programlar: Runner 3 kredi kaybeder; Runner'ın 6 ya da daha az kredisi varsa koşuyu "
                           "bitir.",
                           "Подпрограммы: Раннер теряет 3 кредита; закончить забег, если у Раннера 6 кредитов или "
                           "меньше."),
    "nr.ab.karuna": _t("Subroutines: 2 net damage, then the Runner may jack out; 2 net damage.",
                       "Alt programlar: 2 ağ hasarı, sonra Runner bağlantıyı kesebilir; 2 ağ hasarı.",
                       "Подпрограммы: 2 сетевого урона, затем Раннер может отключиться; 2 сетевого урона."),
    "nr.ab.tithe": _t("Subroutines: 1 net damage; the Corp gains 1 credit.",
                      "Alt programlar: 1 ağ hasarı; Corp 1 kredi kazanır.",
                      "Подпрограммы: 1 сетевой урон; Корпорация получает 1 кредит."),
    "nr.ab.funhouse": _t("When encountered: the run ends unless the Runner takes 1 tag. Subroutine: the Runner takes "
                         "1 tag unless they pay 4.",
                         "Karşılaşınca: Runner 1 etiket almazsa koşu biter. Alt program: Runner 4 ödemezse 1 etiket "
                         "alır.",
                         "При встрече: забег заканчивается, если Раннер не возьмёт 1 метку. Подпрограмма: Раннер "
                         "получает 1 метку, если не заплатит 4."),
    "nr.ab.creative-commission": _t("Gain 5 credits; lose a click if you have one left.",
                                    "5 kredi kazan; tıkın kaldıysa bir tık kaybet.",
                                    "Получить 5 кредитов; потерять клик, если он остался."),
    "nr.ab.jailbreak": _t("Run HQ or R&D. If successful: draw 1 and access 1 more card.",
                          "HQ'ya ya da R&D'ye koş. Başarılı olursa: 1 kart çek ve 1 kart fazla eriş.",
                          "Забег на штаб или НИОКР. При успехе: взять 1 карту и получить доступ к 1 дополнительной."),
    "nr.ab.overclock": _t("Run any server with 5 credits on this card to spend during that run.",
                          "Bu karttaki 5 krediyi o koşuda harcayarak istediğin sunucuya koş.",
                          "Забег на любой сервер; 5 кредитов на этой карте можно потратить в этом забеге."),
    "nr.ab.sure-gamble": _t("Gain 9 credits.", "9 kredi kazan.", "Получить 9 кредитов."),
    "nr.ab.tread-lightly": _t("Run any server; during that run ice costs 3 more to rez.",
                              "İstediğin sunucuya koş; o koşuda ice'ları rezlemek 3 kredi pahalı.",
                              "Забег на любой сервер; в этом забеге активация льда стоит на 3 дороже."),
    "nr.ab.vrcation": _t("Draw 4; lose a click if you have one left.", "4 kart çek; tıkın kaldıysa bir tık kaybet.",
                         "Взять 4 карты; потерять клик, если он остался."),
    "nr.ab.mutual-favor": _t("Take an icebreaker from your stack into your grip (shown to the Corp); after a "
                             "successful run this turn you may install it. Shuffle the stack.",
                             "Destenden bir buzkıranı gösterip eline al; bu tur başarılı bir koşu yaptıysan onu "
                             "kurabilirsin. Desteyi karıştır.",
                             "Взять ледокол из стека в руку (показав Корпорации); если в этот ход был успешный "
                             "забег, можно его установить. Перемешать стек."),
    "nr.ab.wildcat-strike": _t("The Corp chooses: you gain 6 credits, or you draw 4.",
                               "Corp seçer: ya 6 kredi kazanırsın ya da 4 kart çekersin.",
                               "Корпорация выбирает: вы получаете 6 кредитов или берёте 4 карты."),
    "nr.ab.docklands-pass": _t("The first time each turn you breach HQ: access 1 more card.",
                               "Her tur HQ'ya ilk girişinde: 1 kart fazla eriş.",
                               "При первом взломе штаба за ход: доступ к 1 дополнительной карте."),
    "nr.ab.pennyshaver": _t("Console, +1 memory. Each successful run puts 1 credit on it. Click: put 1 on it, then "
                            "take them all.",
                            "Konsol, +1 bellek. Her başarılı koşu üstüne 1 kredi koyar. Tık: üstüne 1 koy, sonra "
                            "hepsini al.",
                            "Консоль, +1 память. Каждый успешный забег кладёт на неё 1 кредит. Клик: положить 1, "
                            "затем забрать все."),
    "nr.ab.dzmz-optimizer": _t("+1 memory. The first program you install each turn costs 1 less.",
                               "+1 bellek. Her tur kurduğun ilk program 1 ucuz.",
                               "+1 память. Первая программа за ход стоит на 1 дешевле."),
    "nr.ab.red-team": _t("When installed: 12 credits on it. Click: run a central server you have not run this turn; "
                         "if successful take 3. Trash it once empty.",
                         "Kurulunca: üstüne 12 kredi. Tık: bu tur koşmadığın bir merkezi sunucuya koş; başarılı "
                         "olursa 3 kredi al. Boşalınca çöpe at.",
                         "При установке: 12 кредитов на карту. Клик: забег на центральный сервер, куда в этот ход "
                         "ещё не бегали; при успехе взять 3. Когда опустеет — сбросить."),
    "nr.ab.smartware-distributor": _t("Click: put 3 credits on it. When your turn begins: take 1 from it.",
                                      "Tık: üstüne 3 kredi koy. Turun başlarken: ondan 1 kredi al.",
                                      "Клик: положить на неё 3 кредита. В начале вашего хода: взять с неё 1."),
    "nr.ab.telework-contract": _t("When installed: 9 credits on it. Once a turn, click: take 3. Trash it once empty.",
                                  "Kurulunca: üstüne 9 kredi. Turda bir kez, tık: 3 kredi al. Boşalınca çöpe at.",
                                  "При установке: 9 кредитов на карту. Раз в ход, клик: взять 3. Когда опустеет — "
                                  "сбросить."),
    "nr.ab.verbal-plasticity": _t("Your first basic draw action each turn draws 2 instead of 1.",
                                  "Her tur ilk temel kart çekme eylemin 1 yerine 2 kart çeker.",
                                  "Ваше первое базовое действие «взять карту» за ход берёт 2 карты вместо 1."),
    "nr.ab.carmen": _t("Killer. Costs 2 less after a successful run this turn. 1: break 1 sentry subroutine. "
                       "2: +3 strength.",
                       "Killer. Bu tur başarılı koşu yaptıysan 2 ucuz. 1: 1 sentry alt programı kır. 2: +3 güç.",
                       "Убийца. Стоит на 2 меньше после успешного забега в этот ход. 1: сломать 1 подпрограмму "
                       "стража. 2: +3 к силе."),
    "nr.ab.cleaver": _t("Fracter. 1: break up to 2 barrier subroutines. 2: +1 strength.",
                        "Fracter. 1: en çok 2 barrier alt programı kır. 2: +1 güç.",
                        "Взломщик. 1: сломать до 2 подпрограмм барьера. 2: +1 к силе."),
    "nr.ab.mayfly": _t("AI. 1: break 1 subroutine of any ice; trash this program when the run ends. 1: +1 strength.",
                       "AI. 1: herhangi bir ice'ın 1 alt programını kır; koşu bitince bu programı çöpe at. 1: +1 güç.",
                       "ИИ. 1: сломать 1 подпрограмму любого льда; сбросить эту программу в конце забега. 1: +1 к "
                       "силе."),
    "nr.ab.unity": _t("Decoder. 1: break 1 code gate subroutine. 1: +1 strength for each installed icebreaker.",
                      "Decoder. 1: 1 code gate alt programı kır. 1: kurulu her buzkıran için +1 güç.",
                      "Декодер. 1: сломать 1 подпрограмму кодовых ворот. 1: +1 к силе за каждый установленный "
                      "ледокол."),
    "nr.ab.conduit": _t("Virus. After a successful run on R&D: 1 virus counter on it. Click: run R&D, accessing 1 "
                        "more card for each virus counter.",
                        "Virüs. R&D'ye başarılı bir koşudan sonra: üstüne 1 virüs sayacı. Tık: R&D'ye koş, her virüs "
                        "sayacı için 1 kart fazla eriş.",
                        "Вирус. После успешного забега на НИОКР: 1 жетон вируса на неё. Клик: забег на НИОКР с "
                        "доступом к 1 дополнительной карте за каждый жетон вируса."),
    "nr.ab.leech": _t("Virus. After a successful run on a central server: 1 virus counter on it. Spend a counter: the "
                      "ice you encounter gets -1 strength for this encounter.",
                      "Virüs. Merkezi bir sunucuya başarılı koşudan sonra: üstüne 1 virüs sayacı. Bir sayaç harca: "
                      "karşılaştığın ice bu karşılaşmada -1 güç alır.",
                      "Вирус. После успешного забега на центральный сервер: 1 жетон вируса на неё. Потратить "
                      "жетон: встреченный лёд получает -1 к силе до конца встречи."),
}

SUBS: dict[str, dict[str, Text]] = {
    "nr.sub.etr": _t("End the run", "Koşuyu bitir", "Закончить забег"),
    "nr.sub.bran_install": _t("Install ice from HQ or Archives just inside", "HQ ya da Arşiv'den ice'ı hemen içe kur",
                              "Установить лёд из штаба или архивов сразу за этим"),
    "nr.sub.diviner": _t("1 net damage; an odd cost ends the run", "1 ağ hasarı; tek maliyet koşuyu bitirir",
                         "1 сетевой урон; нечётная стоимость заканчивает забег"),
    "nr.sub.lose3": _t("The Runner loses 3 credits", "Runner 3 kredi kaybeder", "Раннер теряет 3 кредита"),
    "nr.sub.etr_if_poor": _t("End the run if the Runner has 6 or fewer", "Runner'da 6 ya da azı varsa koşuyu bitir",
                             "Закончить забег, если у Раннера 6 или меньше"),
    "nr.sub.net2_jack": _t("2 net damage; the Runner may jack out", "2 ağ hasarı; Runner bağlantıyı kesebilir",
                           "2 сетевого урона; Раннер может отключиться"),
    "nr.sub.net2": _t("2 net damage", "2 ağ hasarı", "2 сетевого урона"),
    "nr.sub.net1": _t("1 net damage", "1 ağ hasarı", "1 сетевой урон"),
    "nr.sub.gain1": _t("The Corp gains 1 credit", "Corp 1 kredi kazanır", "Корпорация получает 1 кредит"),
    "nr.sub.tag_unless_4": _t("A tag unless the Runner pays 4", "Runner 4 ödemezse 1 etiket",
                              "Метка, если Раннер не заплатит 4"),
}

STRINGS: dict[str, dict[str, Text]] = {
    **ABILITY_TEXT,
    **SUBS,
    "nr.title": _t("Netrunner", "Netrunner", "Netrunner"),
    "nr.help": _t(
        "2 players: the **Corp** (The Syndicate) and the **Runner** (The Catalyst), with the System Gateway "
        "starter decks (to 6 agenda points) or the booster step (more cards, tags, meat damage and viruses; to 7).\n"
        "**Corp turn**: 3 clicks; draw 1 first (an empty R&D loses). Clicks: 1 credit, draw, install (face down; "
        "agendas and assets in a remote, one per server; ice outermost, 1 credit per ice already there), play an "
        "operation, advance (1 credit), purge viruses (3 clicks), trash a resource of a tagged Runner (2 credits). "
        "Free: rez assets and upgrades, score an agenda with enough advancement.\n"
        "**Runner turn**: 4 clicks. 1 credit, draw, install (memory 4), play an event, remove a tag (2 credits), "
        "**run**.\n"
        "**Runs**: the Runner approaches each ice, outermost first; the Corp may rez it. A rezzed ice is "
        "encountered: icebreakers with enough strength break its subroutines; the rest fire in order. After each "
        "ice the Runner may jack out. At the server: success, then access (HQ: random cards, R&D: the top card, "
        "Archives: all, a remote: its cards). Agendas are stolen; other cards may be trashed for their trash "
        "cost. Net damage trashes random cards of the grip; more than the grip holds flatlines the Runner.\n"
        "The game waits for the Corp at every unrezzed ice the Runner approaches and before a server with "
        "face-down cards, whatever they are, unless the Corp turns **Stop at rez windows** off in its view.\n"
        "*An unofficial fan implementation, not affiliated with or endorsed by Null Signal Games or Fantasy Flight "
        "Games. No card art or logos; card text is restated in our own words.*",
        "2 oyuncu: **Corp** (The Syndicate) ve **Runner** (The Catalyst), System Gateway başlangıç desteleriyle "
        "(6 gündem puanına kadar) ya da güçlendirme adımıyla (daha çok kart, etiketler, et hasarı, virüsler; 7 "
        "puana kadar).\n"
        "**Corp turu**: 3 tık; önce 1 kart çek (R&D boşsa kaybedersin). Tıklar: 1 kredi, kart çek, kur (kapalı; "
        "gündemler ve varlıklar uzak bir sunucuya, sunucu başına bir tane; ice en dışa, orada zaten olan her ice "
        "için 1 kredi), operasyon oyna, ilerlet (1 kredi), virüsleri temizle (3 tık), etiketli Runner'ın bir "
        "kaynağını çöpe at (2 kredi). Bedava: varlık ve yükseltmeleri rezle, yeterince ilerletilmiş bir gündemi "
        "puanla.\n"
        "**Runner turu**: 4 tık. 1 kredi, kart çek, kur (bellek 4), olay oyna, etiket sil (2 kredi), **koş**.\n"
        "**Koşular**: Runner dıştan başlayarak her ice'a yaklaşır; Corp onu rezleyebilir. Rezli bir ice ile "
        "karşılaşılır: gücü yeten buzkıranlar alt programlarını kırar; kalanlar sırayla çalışır. Her ice'tan sonra "
        "Runner bağlantıyı kesebilir. Sunucuda: başarı, sonra erişim (HQ: rastgele kartlar, R&D: üstteki kart, "
        "Arşiv: hepsi, uzak sunucu: kartları). Gündemler çalınır; diğer kartlar çöpe atma bedeli ödenerek çöpe "
        "atılabilir. Ağ hasarı elden rastgele kart atar; elde olandan fazlası Runner'ı düzler (flatline).\n"
        "Oyun, Runner'ın yaklaştığı her rezlenmemiş ice'ta ve kapalı kart olan bir sunucudan önce, kartlar ne "
        "olursa olsun Corp'u bekler; Corp kendi görünümünde **Rez anlarında bekle** ayarını kapatmadıkça.\n"
        "*Resmî olmayan bir hayran uyarlamasıdır; Null Signal Games ya da Fantasy Flight Games ile bağlantılı "
        "değildir ve onlarca onaylanmamıştır. Kart görseli ya da logo yoktur; kart metinleri kendi sözlerimizle "
        "yazılmıştır.*",
        "2 игрока: **Корпорация** (The Syndicate) и **Раннер** (The Catalyst), со стартовыми колодами System "
        "Gateway (до 6 очков проектов) или со ступенью бустера (больше карт, метки, мясной урон и вирусы; до 7).\n"
        "**Ход Корпорации**: 3 клика; сначала взять 1 карту (пустой НИОКР — поражение). Клики: 1 кредит, взять "
        "карту, установить (рубашкой вверх; проекты и активы — в удалённый сервер, по одному на сервер; лёд — "
        "снаружи, 1 кредит за каждый уже стоящий там лёд), сыграть операцию, продвинуть (1 кредит), очистить "
        "вирусы (3 клика), сбросить ресурс Раннера с меткой (2 кредита). Бесплатно: активировать активы и "
        "улучшения, засчитать достаточно продвинутый проект.\n"
        "**Ход Раннера**: 4 клика. 1 кредит, взять карту, установить (память 4), сыграть событие, снять метку "
        "(2 кредита), **забег**.\n"
        "**Забеги**: Раннер подходит к каждому льду, начиная с внешнего; Корпорация может его активировать. С "
        "активным льдом происходит встреча: ледоколы с достаточной силой ломают подпрограммы, остальные "
        "срабатывают по порядку. После каждого льда Раннер может отключиться. У сервера: успех, затем доступ "
        "(штаб: случайные карты, НИОКР: верхняя карта, архивы: все, удалённый сервер: его карты). Проекты "
        "крадутся; другие карты можно сбросить, заплатив стоимость сброса. Сетевой урон сбрасывает случайные "
        "карты с руки; урон больше руки — Раннер погибает (флэтлайн).\n"
        "Игра ждёт Корпорацию у каждого неактивного льда, к которому подходит Раннер, и перед сервером с "
        "закрытыми картами, какими бы они ни были, если только Корпорация не выключила у себя "
        "**Останавливаться для активации**.\n"
        "*Неофициальная любительская реализация, не связана с Null Signal Games и Fantasy Flight Games и не "
        "одобрена ими. Без иллюстраций и логотипов; тексты карт пересказаны своими словами.*"),
    # --- commands -------------------------------------------------------------------------------------------------
    "nr.cmd.name": _t("netrunner", "netrunner", "netrunner"),
    "nr.cmd.desc": _t("Netrunner: the System Gateway starter game", "Netrunner: System Gateway başlangıç oyunu",
                      "Netrunner: стартовая игра System Gateway"),
    "nr.cmd.new.name": _t("new", "yeni", "новая"),
    "nr.cmd.new.desc": _t("Open a game of Netrunner", "Bir Netrunner oyunu aç", "Открыть партию Netrunner"),
    "nr.cmd.opponent.name": _t("opponent", "rakip", "соперник"),
    "nr.cmd.opponent.desc": _t("Challenge one member (leave empty for an open lobby)",
                               "Bir üyeye meydan oku (açık lobi için boş bırak)",
                               "Вызвать одного участника (пусто — открытое лобби)"),
    "nr.cmd.computer.name": _t("computer", "bilgisayar", "компьютер"),
    "nr.cmd.computer.desc": _t("Play against the computer", "Bilgisayara karşı oyna", "Играть против компьютера"),
    "nr.cmd.side.name": _t("side", "taraf", "сторона"),
    "nr.cmd.side.desc": _t("Your side (the other player takes the other one)", "Senin tarafın (diğer oyuncu "
                           "öbürünü alır)", "Ваша сторона (соперник играет за другую)"),
    "nr.cmd.step.name": _t("step", "adım", "ступень"),
    "nr.cmd.step.desc": _t("Starter decks (to 6 points) or with the booster cards (to 7)",
                           "Başlangıç desteleri (6 puana kadar) ya da güçlendirme kartlarıyla (7 puana kadar)",
                           "Стартовые колоды (до 6 очков) или с картами бустера (до 7)"),
    "nr.cmd.timeout.name": _t("turn_seconds", "tur_saniyesi", "секунд_на_ход"),
    "nr.cmd.timeout.desc": _t("Seconds for each decision (then its default is taken)",
                              "Her karar için saniye (sonra varsayılan seçilir)",
                              "Секунд на каждое решение (затем берётся вариант по умолчанию)"),
    "nr.side.corp": _t("Corp", "Corp", "Корпорация"),
    "nr.side.runner": _t("Runner", "Runner", "Раннер"),
    "nr.side.random": _t("Random", "Rastgele", "Случайно"),
    "nr.step.starter": _t("Starter game (to 6)", "Başlangıç oyunu (6 puan)", "Стартовая игра (до 6)"),
    "nr.step.booster": _t("Booster step (to 7)", "Güçlendirme adımı (7 puan)", "Ступень бустера (до 7)"),
    "nr.computer_name": _t("Computer", "Bilgisayar", "Компьютер"),
    "nr.options": _t("{step} · {seconds} s a decision", "{step} · karar başına {seconds} sn",
                     "{step} · {seconds} с на решение"),
    # --- servers ------------------------------------------------------------------------------------------------------
    "nr.server.hq": _t("HQ", "HQ", "Штаб"),
    "nr.server.rd": _t("R&D", "R&D", "НИОКР"),
    "nr.server.archives": _t("Archives", "Arşiv", "Архивы"),
    "nr.server.remote": _t("Remote {n}", "Uzak {n}", "Сервер {n}"),
    "nr.server.new": _t("A new remote server", "Yeni bir uzak sunucu", "Новый удалённый сервер"),
    # --- refusals -------------------------------------------------------------------------------------------------
    "nr.err.over": _t("This game is over.", "Bu oyun bitti.", "Эта партия окончена."),
    "nr.err.not_now": _t("That is not possible right now.", "Bu şu an yapılamaz.", "Сейчас это сделать нельзя."),
    "nr.err.no_card": _t("That card is not there any more.", "O kart artık orada değil.", "Этой карты там больше нет."),
    "nr.err.credits": _t(plural("n", one="You need {n} credit for that.", other="You need {n} credits for that."),
                         "Bunun için {n} kredi gerekir.",
                         plural("n", one="Для этого нужен {n} кредит.", few="Для этого нужно {n} кредита.",
                                many="Для этого нужно {n} кредитов.")),
    "nr.err.clicks": _t(plural("n", one="You need {n} click for that.", other="You need {n} clicks for that."),
                        "Bunun için {n} tık gerekir.",
                        plural("n", one="Для этого нужен {n} клик.", few="Для этого нужно {n} клика.",
                               many="Для этого нужно {n} кликов.")),
    "nr.err.clicks_left": _t("You still have clicks to spend.", "Hâlâ harcayacak tıkın var.",
                             "У вас ещё остались клики."),
    "nr.err.rezzed": _t("That card is rezzed already.", "O kart zaten rezli.", "Эта карта уже активирована."),
    "nr.err.empty_rd": _t("R&D is empty.", "R&D boş.", "НИОКР пуст."),
    "nr.err.not_installable": _t("That card is not installed.", "O kart kurulmaz.", "Эту карту не устанавливают."),
    "nr.err.no_server": _t("That server cannot be chosen.", "O sunucu seçilemez.", "Этот сервер выбрать нельзя."),
    "nr.err.remote_only": _t("Agendas and assets go in a remote server.", "Gündemler ve varlıklar uzak bir sunucuya "
                             "kurulur.", "Проекты и активы ставят в удалённый сервер."),
    "nr.err.not_playable": _t("That card is not played that way.", "O kart böyle oynanmaz.",
                              "Эту карту так не разыгрывают."),
    "nr.err.not_advanceable": _t("That card cannot be advanced.", "O kart ilerletilemez.",
                                 "Эту карту нельзя продвинуть."),
    "nr.err.not_scorable": _t("That agenda cannot be scored now.", "O gündem şu an puanlanamaz.",
                              "Этот проект сейчас нельзя засчитать."),
    "nr.err.not_rezzable": _t("That card cannot be rezzed now.", "O kart şu an rezlenemez.",
                              "Эту карту сейчас нельзя активировать."),
    "nr.err.not_tagged": _t("The Runner has no tag.", "Runner'ın etiketi yok.", "У Раннера нет метки."),
    "nr.err.no_tags": _t("You have no tag to remove.", "Silecek etiketin yok.", "У вас нет меток."),
    "nr.err.memory": _t("Not enough memory: trash programs first.", "Bellek yetmiyor: önce program çöpe at.",
                        "Не хватает памяти: сначала сбросьте программы."),
    "nr.err.unique_rezzed": _t("Another copy of that unique card is rezzed already.",
                               "Bu benzersiz kartın başka bir kopyası zaten rezli.",
                               "Другая копия этой уникальной карты уже активирована."),
    "nr.err.unique": _t("You have that unique card installed already.", "O benzersiz kart zaten kurulu.",
                        "Эта уникальная карта уже установлена."),
    "nr.err.console": _t("Only one console at a time.", "Aynı anda yalnızca bir konsol.",
                         "Только одна консоль одновременно."),
    "nr.err.bad_sub": _t("That subroutine cannot be broken that way.", "O alt program böyle kırılamaz.",
                         "Эту подпрограмму так не сломать."),
    "nr.err.cannot_break": _t("That breaker cannot break this ice now (type or strength).",
                              "Bu buzkıran bu ice'ı şu an kıramaz (tür ya da güç).",
                              "Этот ледокол сейчас не может сломать этот лёд (тип или сила)."),
    "nr.err.no_counter": _t("No virus counter to spend.", "Harcanacak virüs sayacı yok.", "Нет жетона вируса."),
    "nr.err.bad_choice": _t("That choice is not one of the options.", "Bu seçim seçeneklerden biri değil.",
                            "Такого варианта нет."),
    "nr.err.public_trail": _t("Only after a successful run in the Runner's last turn.",
                              "Yalnızca Runner son turunda başarılı bir koşu yaptıysa.",
                              "Только после успешного забега Раннера в его прошлый ход."),
    "nr.err.no_target": _t("There is nothing to use it on.", "Kullanılacak bir hedef yok.", "Не на что это применить."),
    "nr.err.no_ability": _t("That card has no such ability now.", "O kartın şu an böyle bir yeteneği yok.",
                            "У этой карты сейчас нет такой способности."),
    "nr.err.once_per_turn": _t("Only once per turn.", "Turda yalnızca bir kez.", "Только раз за ход."),
    # --- the log --------------------------------------------------------------------------------------------------
    "nr.ev.identity": _t("{who} plays {card} ({side}).", "{who}: {card} ({side}).", "{who} играет за {card} ({side})."),
    "nr.ev.drew": _t(plural("n", one="{who} draws {n} card.", other="{who} draws {n} cards."),
                     "{who} {n} kart çekti.",
                     plural("n", one="{who} берёт {n} карту.", few="{who} берёт {n} карты.",
                            many="{who} берёт {n} карт.")),
    "nr.ev.rd_empty": _t("The Corp has to draw from an empty R&D.", "Corp boş R&D'den çekmek zorunda.",
                         "Корпорация должна взять карту из пустого НИОКР."),
    "nr.ev.mulligan": _t("{who} takes a mulligan.", "{who} mulligan yapıyor.", "{who} берёт муллиган."),
    "nr.ev.keep": _t("{who} keeps the hand.", "{who} elini tutuyor.", "{who} оставляет руку."),
    "nr.ev.turn": _t("— {who}'s turn {n} ({side}) —", "— {who}: {n}. tur ({side}) —", "— {who}: ход {n} ({side}) —"),
    "nr.ev.turn_ends": _t("{who} ends the turn.", "{who} turunu bitirdi.", "{who} заканчивает ход."),
    "nr.ev.credit": _t("{who} takes 1 credit.", "{who} 1 kredi aldı.", "{who} берёт 1 кредит."),
    "nr.ev.credits_rest": _t(plural("n", one="{who} takes a credit with the last click.",
                                    other="{who} takes {n} credits with the last {n} clicks."),
                             "{who} kalan {n} tıkla {n} kredi aldı.",
                             plural("n", one="{who} берёт {n} кредит последним кликом.",
                                    few="{who} берёт {n} кредита последними кликами.",
                                    many="{who} берёт {n} кредитов последними кликами.")),
    "nr.ev.installed_corp": _t("The Corp installs a card ({kind}) in {server} for {cost} ¢.",
                               "Corp {server} sunucusuna bir kart kurdu ({kind}), {cost} ¢.",
                               "Корпорация устанавливает карту ({kind}) в {server} за {cost} ¢."),
    "nr.ev.installed_runner": _t("The Runner installs {card} for {cost} ¢.",
                                 "Runner {card} kartını {cost} ¢ ile kurdu.",
                                 "Раннер устанавливает {card} за {cost} ¢."),
    "nr.ev.played": _t("{who} plays {card}.", "{who} {card} oynadı.", "{who} разыгрывает {card}."),
    "nr.ev.advanced": _t(plural("n", one="A card in {server} is advanced: {n} counter on it.",
                                other="A card in {server} is advanced: {n} counters on it."),
                         "{server} sunucusundaki bir kart ilerletildi: üstünde {n} sayaç.",
                         plural("n", one="Карта в {server} продвинута: на ней {n} жетон.",
                                few="Карта в {server} продвинута: на ней {n} жетона.",
                                many="Карта в {server} продвинута: на ней {n} жетонов.")),
    "nr.ev.scored": _t(plural("points", one="The Corp scores {card}: {points} point.",
                              other="The Corp scores {card}: {points} points."),
                       "Corp {card} gündemini puanladı: {points} puan.",
                       plural("points", one="Корпорация засчитывает {card}: у неё {points} очко.",
                              few="Корпорация засчитывает {card}: у неё {points} очка.",
                              many="Корпорация засчитывает {card}: у неё {points} очков.")),
    "nr.ev.stolen": _t(plural("points", one="The Runner steals {card}: {points} point.",
                              other="The Runner steals {card}: {points} points."),
                       "Runner {card} gündemini çaldı: {points} puan.",
                       plural("points", one="Раннер крадёт {card}: у него {points} очко.",
                              few="Раннер крадёт {card}: у него {points} очка.",
                              many="Раннер крадёт {card}: у него {points} очков.")),
    "nr.ev.rezzed": _t("The Corp rezzes {card}.", "Corp {card} kartını rezledi.", "Корпорация активирует {card}."),
    "nr.ev.purged": _t(plural("n", one="The Corp purges virus counters: {n} removed.",
                              other="The Corp purges virus counters: {n} removed."),
                       "Corp virüs sayaçlarını temizledi: {n} sayaç gitti.",
                       plural("n", one="Корпорация очищает вирусы: снят {n} жетон.",
                              few="Корпорация очищает вирусы: снято {n} жетона.",
                              many="Корпорация очищает вирусы: снято {n} жетонов.")),
    "nr.ev.trashed": _t("{card} is trashed.", "{card} çöpe gitti.", "{card} отправляется в сброс."),
    "nr.ev.trashed_hidden": _t("A face-down card is trashed.", "Kapalı bir kart çöpe gitti.",
                               "Закрытая карта отправляется в сброс."),
    "nr.ev.damage": _t("{n} {kind} damage: {cards} trashed.", "{n} {kind} hasarı: {cards} çöpe gitti.",
                       "{kind} урон {n}: сброшены {cards}."),
    "nr.ev.flatline": _t("The Runner is flatlined!", "Runner düzlendi (flatline)!", "Раннер погиб (флэтлайн)!"),
    "nr.ev.tagged": _t(plural("n", one="The Runner takes {n} tag ({total} in all).",
                              other="The Runner takes {n} tags ({total} in all)."),
                       "Runner {n} etiket aldı (toplam {total}).",
                       plural("n", one="Раннер получает {n} метку (всего {total}).",
                              few="Раннер получает {n} метки (всего {total}).",
                              many="Раннер получает {n} меток (всего {total}).")),
    "nr.ev.tag_removed": _t("The Runner removes a tag ({total} left).", "Runner bir etiket sildi ({total} kaldı).",
                            "Раннер снимает метку (осталось {total})."),
    "nr.ev.run": _t("The Runner runs on {server}.", "Runner {server} sunucusuna koşuyor.",
                    "Раннер начинает забег на {server}."),
    "nr.ev.passed": _t("The Runner passes a piece of ice.", "Runner bir ice'ı geçti.", "Раннер проходит лёд."),
    "nr.ev.encounter": _t("The Runner encounters {ice}.", "Runner {ice} ile karşılaştı.", "Раннер встречает {ice}."),
    "nr.ev.broke": _t(plural("n", one="{breaker} breaks {n} subroutine of {ice}.",
                             other="{breaker} breaks {n} subroutines of {ice}."),
                      "{breaker}, {ice} üzerinde {n} alt program kırdı.",
                      plural("n", one="{breaker} ломает {n} подпрограмму {ice}.",
                             few="{breaker} ломает {n} подпрограммы {ice}.",
                             many="{breaker} ломает {n} подпрограмм {ice}.")),
    "nr.ev.pumped": _t("{breaker} is now at strength {strength}.", "{breaker} artık {strength} güçte.",
                       "Сила {breaker} теперь {strength}."),
    "nr.ev.click_broke": _t("The Runner loses a click to break a subroutine of {ice}.",
                            "Runner bir tık kaybederek {ice} üzerinde bir alt program kırdı.",
                            "Раннер теряет клик и ломает подпрограмму {ice}."),
    "nr.ev.leech": _t("Leech: the ice is at strength {strength} for this encounter.",
                      "Leech: ice bu karşılaşmada {strength} güçte.",
                      "Leech: сила льда в этой встрече — {strength}."),
    "nr.ev.sub": _t("{ice} fires: {sub}.", "{ice} çalıştı: {sub}.", "{ice} срабатывает: {sub}."),
    "nr.ev.run_ended": _t("The run is ended.", "Koşu sona erdirildi.", "Забег закончен."),
    "nr.ev.jacked_out": _t("The Runner jacks out.", "Runner bağlantıyı kesti.", "Раннер отключается."),
    "nr.ev.successful": _t("The run on {server} is successful.", "{server} koşusu başarılı.",
                           "Забег на {server} успешен."),
    "nr.ev.breach": _t(plural("n", one="The Runner breaches {server}: {n} card to access.",
                              other="The Runner breaches {server}: {n} cards to access."),
                       "Runner {server} sunucusuna girdi: erişilecek {n} kart.",
                       "Раннер взламывает {server}: карт для доступа — {n}."),
    "nr.ev.archives_up": _t("Archives are turned face up: {cards}.", "Arşiv açıldı: {cards}.",
                            "Архивы открыты: {cards}."),
    "nr.ev.run_ends": _t("The run on {server} ends.", "{server} koşusu bitti.", "Забег на {server} окончен."),
    "nr.ev.discarded": _t(plural("n", one="{who} discards {n} card.", other="{who} discards {n} cards."),
                          "{who} {n} kart attı.",
                          plural("n", one="{who} сбрасывает {n} карту.", few="{who} сбрасывает {n} карты.",
                                 many="{who} сбрасывает {n} карт.")),
    "nr.ev.took": _t("{card}: {n} ¢ taken, {left} ¢ left on it.", "{card}: {n} ¢ alındı, üstünde {left} ¢ kaldı.",
                     "{card}: взято {n} ¢, осталось {left} ¢."),
    "nr.ev.placed": _t("{card}: {n} ¢ placed on it.", "{card}: üstüne {n} ¢ kondu.",
                       "{card}: на карту положено {n} ¢."),
    "nr.ev.lost_credits": _t("The Runner loses {n} credits.", "Runner {n} kredi kaybetti.", "Раннер теряет {n} кр."),
    "nr.ev.corp_gained": _t("The Corp gains {n} credit.", "Corp {n} kredi kazandı.", "Корпорация получает {n} кр."),
    "nr.ev.bran_installed": _t("The Corp installs a piece of ice inside Brân 1.0.",
                               "Corp, Brân 1.0'ın içine bir ice kurdu.",
                               "Корпорация устанавливает лёд за Brân 1.0."),
    "nr.ev.manegarm": _t("Manegarm Skunkworks: the Runner chooses: {choice}.",
                         "Manegarm Skunkworks: Runner'ın seçimi: {choice}.",
                         "Manegarm Skunkworks: выбор Раннера — {choice}."),
    "nr.ev.paid_off": _t("The Runner pays {n} credits instead.", "Runner bunun yerine {n} kredi ödedi.",
                         "Раннер вместо этого платит {n} кр."),
    "nr.ev.planogram": _t("Predictive Planogram: {choice}.", "Predictive Planogram: {choice}.",
                          "Predictive Planogram: {choice}."),
    "nr.ev.wildcat": _t("Wildcat Strike: the Corp chooses {choice}.", "Wildcat Strike: Corp'un seçimi {choice}.",
                        "Wildcat Strike: Корпорация выбирает — {choice}."),
    "nr.ev.searched": _t("The Runner shows {card} and takes it.", "Runner {card} kartını gösterip aldı.",
                         "Раннер показывает и берёт {card}."),
    "nr.ev.conceded": _t("{who} concedes.", "{who} pes etti.", "{who} сдаётся."),
    "nr.ev.timeout": _t("{who} ran out of time; the default was taken.", "{who} için süre doldu; varsayılan seçildi.",
                        "У игрока {who} вышло время; выбран вариант по умолчанию."),
    "nr.ev.over": _t("Game over: {result}", "Oyun bitti: {result}", "Партия окончена: {result}"),
    "nr.result.win": _t("🏆 {who} wins as the {side} ({reason}).", "🏆 {who} {side} olarak kazandı ({reason}).",
                        "🏆 Победа: {who}, {side} ({reason})."),
    "nr.result.draw": _t("🤝 A draw ({reason}).", "🤝 Berabere ({reason}).", "🤝 Ничья ({reason})."),
    "nr.end.points": _t("agenda points", "gündem puanı", "очки проектов"),
    "nr.end.flatline": _t("flatline", "flatline", "флэтлайн"),
    "nr.end.rd_empty": _t("R&D ran out", "R&D bitti", "НИОКР опустел"),
    "nr.end.concede": _t("concession", "pes etme", "сдача"),
    "nr.damage.net": _t("net", "ağ", "сетевой"),
    "nr.damage.meat": _t("meat", "et", "мясной"),
    "nr.choice.credits": _t("3 credits", "3 kredi", "3 кредита"),
    "nr.choice.cards": _t("3 cards", "3 kart", "3 карты"),
    "nr.choice.both": _t("both", "ikisi de", "и то и другое"),
    "nr.choice.clicks": _t("spend 2 clicks", "2 tık harca", "потратить 2 клика"),
    "nr.choice.pay": _t("pay", "öde", "заплатить"),
    "nr.choice.end": _t("the run ends", "koşu biter", "забег заканчивается"),
    "nr.choice.wild_credits": _t("6 credits", "6 kredi", "6 кредитов"),
    "nr.choice.wild_cards": _t("4 cards", "4 kart", "4 карты"),
    "nr.kind.ice": _t("ice", "ice", "лёд"),
    "nr.kind.root": _t("in the root", "köke", "в корень"),
    # --- private lines --------------------------------------------------------------------------------------------
    "nr.pv.drew": _t("You drew: {cards}.", "Çektiğin kartlar: {cards}.", "Вы взяли: {cards}."),
    "nr.pv.installed": _t("You installed {card} in {server}.", "{card} kartını {server} sunucusuna kurdun.",
                          "Вы установили {card} в {server}."),
    "nr.pv.accessed": _t("You access {card}.", "{card} kartına eriştin.", "Вы получаете доступ к {card}."),
    # --- headings, waiting, the board -----------------------------------------------------------------------------
    "nr.heading.setup": _t("Netrunner — setting up", "Netrunner — hazırlık", "Netrunner — подготовка"),
    "nr.heading.turn": _t("Netrunner — {who}'s turn ({side})", "Netrunner — sıra {who} oyuncusunda ({side})",
                          "Netrunner — ход игрока {who} ({side})"),
    "nr.heading.over": _t("Netrunner — game over", "Netrunner — oyun bitti", "Netrunner — партия окончена"),
    "nr.wait.mulligan": _t("{who}: keep your hand or take a mulligan?", "{who}: elini tut ya da mulligan yap?",
                           "{who}: оставить руку или взять муллиган?"),
    "nr.wait.turn": _t(plural("clicks", one="{who}: {clicks} click left.", other="{who}: {clicks} clicks left."),
                       "{who}: {clicks} tık kaldı.",
                       plural("clicks", one="{who}: остался {clicks} клик.", few="{who}: осталось {clicks} клика.",
                              many="{who}: осталось {clicks} кликов.")),
    "nr.wait.turn_free": _t("{who}: no clicks left — score, rez or end the turn.",
                            "{who}: tık kalmadı — puanla, rezle ya da turu bitir.",
                            "{who}: кликов не осталось — засчитайте, активируйте или закончите ход."),
    "nr.wait.approach": _t("{who}: the Runner approaches ice — rez it or let them pass.",
                           "{who}: Runner bir ice'a yaklaşıyor — rezle ya da geçmesine izin ver.",
                           "{who}: Раннер подходит ко льду — активируйте его или пропустите."),
    "nr.wait.encounter": _t("{who}: break subroutines, or let them fire.", "{who}: alt programları kır ya da "
                            "çalışmalarına izin ver.", "{who}: ломайте подпрограммы или дайте им сработать."),
    "nr.wait.movement": _t("{who}: go on, or jack out.", "{who}: devam et ya da bağlantıyı kes.",
                           "{who}: продолжить или отключиться."),
    "nr.wait.server_window": _t("{who}: the Runner is about to approach the server — rez a card or go on.",
                                "{who}: Runner sunucuya yaklaşmak üzere — bir kart rezle ya da devam et.",
                                "{who}: Раннер вот-вот подойдёт к серверу — активируйте карту или продолжайте."),
    "nr.wait.prompt": _t("{who}: a choice is waiting for you.", "{who}: seni bekleyen bir seçim var.",
                         "{who}: вас ждёт выбор."),
    "nr.statline": _t("{who} ({side}): {credits} credits · {points}/{goal} points · hand {hand} · "
                      "{deck} in {deck_name}",
                      "{who} ({side}): {credits} kredi · {points}/{goal} puan · el {hand} · {deck_name} {deck}",
                      "{who} ({side}): {credits} кр. · очки {points}/{goal} · рука {hand} · {deck_name}: {deck}"),
    "nr.tags_line": _t(plural("n", one="The Runner has {n} tag.", other="The Runner has {n} tags."),
                       "Runner'ın {n} etiketi var.", plural("n", one="У Раннера {n} метка.", few="У Раннера {n} метки.",
                              many="У Раннера {n} меток.")),
    "nr.run_line": _t("🏃 Run on {server}: {where}.", "🏃 {server} koşusu: {where}.", "🏃 Забег на {server}: {where}."),
    "nr.where.ice": _t("ice {pos} of {count} ({step})", "ice {pos}/{count} ({step})", "лёд {pos} из {count} ({step})"),
    "nr.where.server": _t("at the server", "sunucuda", "у сервера"),
    "nr.step.approach": _t("approach", "yaklaşma", "подход"),
    "nr.step.encounter": _t("encounter", "karşılaşma", "встреча"),
    "nr.step.movement": _t("passed", "geçildi", "пройден"),
    "nr.deck.rd": _t("R&D", "R&D", "НИОКР"),
    "nr.deck.stack": _t("stack", "deste", "стек"),
    "nr.label.clicks": _t("clicks {n}", "tık {n}", "клики {n}"),
    "nr.label.credits": _t("{n} ¢", "{n} ¢", "{n} ¢"),
    "nr.label.points": _t("{n} pts", "{n} puan", "{n} очк."),
    "nr.label.tags": _t("tags {n}", "etiket {n}", "метки {n}"),
    "nr.label.mu": _t("memory {used}/{total}", "bellek {used}/{total}", "память {used}/{total}"),
    "nr.label.ice": _t("ICE", "ICE", "ЛЁД"),
    "nr.label.card": _t("card", "kart", "карта"),
    "nr.label.adv": _t("adv {n}", "ilr {n}", "прод. {n}"),
    "nr.label.programs": _t("Programs", "Programlar", "Программы"),
    "nr.label.hardware": _t("Hardware", "Donanım", "Железо"),
    "nr.label.resources": _t("Resources", "Kaynaklar", "Ресурсы"),
    "nr.label.archives_count": _t("{n} in Archives ({up} face up)", "Arşivde {n} ({up} açık)",
                                  "В архивах {n} (открыто {up})"),
    "nr.label.cards": _t(plural("n", one="{n} card", other="{n} cards"), "{n} kart",
                         plural("n", one="{n} карта", few="{n} карты", many="{n} карт")),
    "nr.label.heap": _t("heap {n}", "çöp {n}", "куча {n}"),
    # --- the private view -----------------------------------------------------------------------------------------
    "nr.private.title": _t("Your hand", "Elin", "Ваша рука"),
    "nr.private.wait": _t("Waiting for {who}.", "{who} bekleniyor.", "Ждём: {who}."),
    "nr.private.mulligan": _t("Keep these 5 cards, or shuffle them back and draw 5 new ones (once)?",
                              "Bu 5 kartı tutacak mısın, yoksa karıştırıp 5 yeni kart mı çekeceksin (bir kez)?",
                              "Оставить эти 5 карт или замешать их и взять 5 новых (один раз)?"),
    "nr.private.turn": _t("Clicks: {clicks} · credits: {credits}.", "Tık: {clicks} · kredi: {credits}.",
                          "Клики: {clicks} · кредиты: {credits}."),
    "nr.private.approach": _t("The Runner approaches {ice} (rez cost {cost}).",
                              "Runner {ice} kartına yaklaşıyor (rez bedeli {cost}).",
                              "Раннер подходит к {ice} (стоимость активации {cost})."),
    "nr.private.encounter": _t("You encounter {ice} (strength {strength}). Subroutines: {subs}.",
                               "{ice} ile karşılaştın (güç {strength}). Alt programlar: {subs}.",
                               "Встреча с {ice} (сила {strength}). Подпрограммы: {subs}."),
    "nr.private.broken": _t("broken", "kırıldı", "сломана"),
    "nr.private.movement": _t("You passed a piece of ice on {server}. Go on, or jack out?",
                              "{server} üzerinde bir ice'ı geçtin. Devam mı, bağlantıyı kesmek mi?",
                              "Вы прошли лёд на {server}. Продолжить или отключиться?"),
    "nr.private.server_window": _t("The Runner is about to approach {server}: rez a card there?",
                                   "Runner {server} sunucusuna yaklaşmak üzere: oradaki bir kartı rezleyecek misin?",
                                   "Раннер вот-вот подойдёт к {server}: активировать там карту?"),
    "nr.private.known": _t("You have seen: {cards}.", "Gördüklerin: {cards}.", "Вы видели: {cards}."),
    "nr.private.installed": _t("Your face-down cards: {cards}.", "Kapalı kartların: {cards}.",
                               "Ваши закрытые карты: {cards}."),
    "nr.private.stops_on": _t("Rez windows on: the game waits for you at each unrezzed ice the Runner approaches, "
                              "at a run's server with face-down cards, and after your last click.",
                              "Rez anları açık: Runner'ın yaklaştığı her rezlenmemiş ice'ta, kapalı kart olan "
                              "sunucuya yaklaşmadan önce ve son tıkından sonra oyun seni bekler.",
                              "Окна активации включены: игра ждёт вас у каждого неактивного льда, к которому "
                              "подходит Раннер, перед подходом к серверу с закрытыми картами и после вашего "
                              "последнего клика."),
    "nr.private.stops_off": _t("Rez windows off: the game never waits for you to rez; unrezzed ice is passed and "
                               "your turn ends with its last click.",
                               "Rez anları kapalı: oyun rezlemen için hiç beklemez; rezlenmemiş ice'lar geçilir, "
                               "turun son tıkla biter.",
                               "Окна активации выключены: игра не ждёт, пока вы активируете карты; неактивный лёд "
                               "пропускается, а ход заканчивается последним кликом."),
    "nr.private.picked": _t("Chosen: {card}.", "Seçilen: {card}.", "Выбрано: {card}."),
    "nr.private.empty": _t("Your hand is empty.", "Elin boş.", "Ваша рука пуста."),
    "nr.q.discard": _t("Discard down to your hand size: choose {n}.", "El sınırına in: {n} kart seç.",
                       "Сбросьте до размера руки: выберите {n}."),
    "nr.q.access": _t("You access {card}: trash it for {cost} credits?", "{card} kartına eriştin: {cost} krediye çöpe "
                      "atılsın mı?", "Доступ к {card}: сбросить за {cost} кр.?"),
    "nr.q.access_seen": _t("You access {card}.", "{card} kartına eriştin.", "Доступ к {card}."),
    "nr.q.seamless": _t("Seamless Launch: which card gets 2 advancement counters?", "Seamless Launch: hangi karta 2 "
                        "ilerleme sayacı?", "Seamless Launch: какой карте 2 жетона продвижения?"),
    "nr.q.planogram": _t("Predictive Planogram: which?",
                         "Predictive Planogram: hangisi?",
                         "Predictive Planogram: что?"),
    "nr.q.public_trail": _t("Public Trail: pay 8 credits or take a tag?", "Public Trail: 8 kredi mi ödersin, etiket mi "
                            "alırsın?", "Public Trail: заплатить 8 или получить метку?"),
    "nr.q.pay_or_tag": _t("Pay {cost} credits or take a tag?", "{cost} kredi mi ödersin, etiket mi alırsın?",
                          "Заплатить {cost} или получить метку?"),
    "nr.q.retribution": _t("Retribution: trash which card?", "Retribution: hangi kart çöpe gitsin?",
                           "Retribution: какую карту сбросить?"),
    "nr.q.hub": _t("Superconducting Hub: draw 2?", "Superconducting Hub: 2 kart çekilsin mi?",
                   "Superconducting Hub: взять 2 карты?"),
    "nr.q.free_rez": _t("Send a Message: rez which ice for free?", "Send a Message: hangi ice bedavaya rezlensin?",
                        "Send a Message: какой лёд активировать бесплатно?"),
    "nr.q.wildcat": _t("Wildcat Strike: the Runner gains 6 credits or draws 4?",
                       "Wildcat Strike: Runner 6 kredi mi kazansın, 4 kart mı çeksin?",
                       "Wildcat Strike: Раннер получает 6 кредитов или берёт 4 карты?"),
    "nr.q.mutual_favor": _t("Mutual Favor: take which icebreaker?", "Mutual Favor: hangi buzkıranı alacaksın?",
                            "Mutual Favor: какой ледокол взять?"),
    "nr.q.mutual_install": _t("Install it now?", "Şimdi kurulsun mu?", "Установить сейчас?"),
    "nr.q.funhouse": _t("Funhouse: take a tag, or the run ends?", "Funhouse: etiket mi alırsın, yoksa koşu mu biter?",
                        "Funhouse: взять метку или закончить забег?"),
    "nr.q.bran": _t("Brân 1.0: install which ice inside it, for free?", "Brân 1.0: içine hangi ice bedavaya kurulsun?",
                    "Brân 1.0: какой лёд бесплатно установить за ним?"),
    "nr.q.jack": _t("Karunā: jack out?", "Karunā: bağlantıyı keser misin?", "Karunā: отключиться?"),
    "nr.q.manegarm": _t("Manegarm Skunkworks: spend 2 clicks, pay 5, or the run ends?",
                        "Manegarm Skunkworks: 2 tık mı harcarsın, 5 mi ödersin, yoksa koşu mu biter?",
                        "Manegarm Skunkworks: потратить 2 клика, заплатить 5 или закончить забег?"),
    "nr.opt.trash_outer": _t("{server}, trashing its outermost ice first — {cost} ¢",
                             "{server}, önce en dıştaki ice çöpe — {cost} ¢",
                             "{server}, сначала сбросив внешний лёд — {cost} ¢"),
    "nr.opt.trash_all": _t("{server}, trashing all its ice first — 0 ¢", "{server}, önce tüm ice'ları çöpe — 0 ¢",
                           "{server}, сначала сбросив весь лёд — 0 ¢"),
    "nr.opt.skip": _t("No / none", "Hayır / hiçbiri", "Нет / ничего"),
    "nr.opt.trash": _t("Trash it", "Çöpe at", "Сбросить"),
    "nr.opt.leave": _t("Leave it", "Bırak", "Оставить"),
    "nr.opt.tag": _t("Take a tag", "Etiket al", "Взять метку"),
    "nr.opt.end": _t("End the run", "Koşuyu bitir", "Закончить забег"),
    "nr.opt.jack_out": _t("Jack out", "Bağlantıyı kes", "Отключиться"),
    "nr.opt.stay": _t("Stay in", "Devam et", "Остаться"),
    "nr.opt.install": _t("Install", "Kur", "Установить"),
    "nr.opt.draw": _t("Draw", "Çek", "Взять"),
    "nr.opt.hidden": _t("{kind} in {server}", "{server}: {kind}", "{kind} в {server}"),
    "nr.pick.card": _t("Play or install a card…", "Kart oyna ya da kur…", "Сыграть или установить карту…"),
    "nr.pick.server": _t("Install it in…", "Şuraya kur…", "Установить в…"),
    "nr.pick.run_server": _t("Run on…", "Şuraya koş…", "Забег на…"),
    "nr.pick.do": _t("Advance, score, rez or use a card…", "İlerlet, puanla, rezle ya da kart kullan…",
                     "Продвинуть, засчитать, активировать или использовать…"),
    "nr.pick.use": _t("Use a card, or remove a tag…", "Kart kullan ya da etiket sil…",
                      "Использовать карту или снять метку…"),
    "nr.pick.trash_programs": _t("Trash programs to make room…", "Yer açmak için program çöpe at…",
                                 "Сбросить программы, чтобы освободить память…"),
    "nr.pick.answer": _t("Choose…", "Seç…", "Выберите…"),
    "nr.do.advance": _t("Advance: {card} in {server} (1 click, 1 credit)", "İlerlet: {server} içinde {card} (1 tık, 1 "
                        "kredi)", "Продвинуть: {card} в {server} (1 клик, 1 кр.)"),
    "nr.do.score": _t("Score: {card}", "Puanla: {card}", "Засчитать: {card}"),
    "nr.do.rez": _t("Rez: {card} in {server} ({cost} ¢)", "Rezle: {server} içinde {card} ({cost} ¢)",
                    "Активировать: {card} в {server} ({cost} ¢)"),
    "nr.do.ability": _t("Use: {card}", "Kullan: {card}", "Использовать: {card}"),
    "nr.do.red_team": _t("Red Team: run {server}", "Red Team: {server} koşusu", "Red Team: забег на {server}"),
    "nr.do.purge": _t("Purge virus counters (3 clicks)", "Virüs sayaçlarını temizle (3 tık)",
                      "Очистить вирусы (3 клика)"),
    "nr.do.trash_resource": _t("Trash the Runner's {card} (1 click, 2 credits)",
                               "Runner'ın {card} kartını çöpe at (1 tık, 2 kredi)",
                               "Сбросить {card} Раннера (1 клик, 2 кр.)"),
    "nr.do.remove_tag": _t("Remove a tag (1 click, 2 credits)", "Etiket sil (1 tık, 2 kredi)",
                           "Снять метку (1 клик, 2 кр.)"),
    "nr.btn.credit": _t("Take 1 credit", "1 kredi al", "Взять 1 кредит"),
    "nr.btn.draw": _t("Draw 1", "1 kart çek", "Взять карту"),
    "nr.btn.rest": _t("Credits for every click left", "Kalan her tık için kredi", "Кредиты за все оставшиеся клики"),
    "nr.btn.end": _t("End turn", "Turu bitir", "Закончить ход"),
    "nr.btn.concede": _t("Concede", "Pes et", "Сдаться"),
    "nr.btn.keep": _t("Keep", "Tut", "Оставить"),
    "nr.btn.mulligan": _t("Mulligan", "Mulligan", "Муллиган"),
    "nr.btn.play": _t("Play {card}", "{card} oyna", "Сыграть {card}"),
    "nr.btn.install": _t("Install {card} ({cost} ¢)", "{card} kur ({cost} ¢)", "Установить {card} ({cost} ¢)"),
    "nr.btn.rez": _t("Rez {card} ({cost})", "{card} rezle ({cost})", "Активировать {card} ({cost})"),
    "nr.btn.stops_on": _t("Stop at rez windows: on", "Rez anlarında bekle: açık",
                          "Останавливаться для активации: вкл."),
    "nr.btn.stops_off": _t("Stop at rez windows: off", "Rez anlarında bekle: kapalı",
                           "Останавливаться для активации: выкл."),
    "nr.btn.continue": _t("Continue", "Devam", "Продолжить"),
    "nr.btn.let_fire": _t("Let the subroutines fire", "Alt programlar çalışsın", "Пусть сработают"),
    "nr.btn.jack_out": _t("Jack out", "Bağlantıyı kes", "Отключиться"),
    "nr.btn.break": _t("{breaker}: break ({cost})", "{breaker}: kır ({cost})", "{breaker}: сломать ({cost})"),
    "nr.btn.pump": _t("{breaker}: +{n} strength ({cost})",
                      "{breaker}: +{n} güç ({cost})",
                      "{breaker}: +{n} силы ({cost})"),
    "nr.btn.click_break": _t("Lose a click: break {sub}", "Bir tık kaybet: {sub} kır", "Потерять клик: сломать {sub}"),
    "nr.btn.leech": _t("Leech: -1 strength", "Leech: -1 güç", "Leech: -1 к силе"),
    "nr.btn.skip": _t("No", "Hayır", "Нет"),
}
