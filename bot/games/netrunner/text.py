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
                               "+1 bellek. Her tur kurduğun ilk program 1 kredi ucuza gelir.",
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
                       "Killer. Bu tur başarılı bir koşu yaptıysan 2 kredi ucuza gelir. 1: 1 sentry alt programı kır. "
                       "2: +3 güç.",
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
    # System Gateway: the Corp
    "nr.ab.haas-bioroid-precision-design": _t(
        "Maximum hand size +1. Whenever you score an agenda, you may take a card from Archives into HQ.",
        "En fazla el sayısı +1. Bir gündem puanladığında Arşiv'den bir kartı HQ'ya alabilirsin.",
        "Максимальный размер руки +1. Когда вы засчитываете проект, можно взять карту из архивов в штаб."),
    "nr.ab.jinteki-restoring-humanity": _t(
        "When your discard phase ends: gain 1 credit if Archives hold a face-down card.",
        "Atma aşaman bitince: Arşiv'de kapalı bir kart varsa 1 kredi kazan.",
        "Когда заканчивается ваша фаза сброса: получите 1 кредит, если в архивах есть карта рубашкой вверх."),
    "nr.ab.nbn-reality-plus": _t(
        "The first time each turn the Runner takes a tag: gain 2 credits or draw 2 cards.",
        "Runner her tur ilk kez etiket aldığında: 2 kredi kazan ya da 2 kart çek.",
        "Когда Раннер впервые за ход получает метку: получите 2 кредита или возьмите 2 карты."),
    "nr.ab.weyland-consortium-built-to-last": _t(
        "Whenever you advance a card that had no advancement counters, gain 2 credits.",
        "Üstünde ilerleme sayacı olmayan bir kartı ilerlettiğinde 2 kredi kazan.",
        "Когда вы продвигаете карту без жетонов продвижения, получите 2 кредита."),
    "nr.ab.luminal-transubstantiation": _t(
        "When scored: gain 3 clicks; you can score no more agendas this turn. One per deck.",
        "Puanlanınca: 3 tık kazan; bu tur başka gündem puanlayamazsın. Destede en fazla 1.",
        "При засчитывании: получите 3 клика; до конца хода засчитывать проекты нельзя. Не больше 1 в колоде."),
    "nr.ab.longevity-serum": _t(
        "When scored: trash any cards you like from HQ, then shuffle up to 3 cards from Archives into R&D. One per "
        "deck.",
        "Puanlanınca: HQ'dan istediğin kadar kartı çöpe at, sonra Arşiv'den en çok 3 kartı R&D'ye karıştır. Destede "
        "en fazla 1.",
        "При засчитывании: сбросьте из штаба сколько угодно карт, затем замешайте в НИОКР не больше трёх карт из "
        "архивов. Не больше 1 в колоде."),
    "nr.ab.tomorrow-s-headline": _t(
        "When scored or stolen: the Runner takes 1 tag. One per deck.",
        "Puanlanınca ya da çalınınca: Runner 1 etiket alır. Destede en fazla 1.",
        "При засчитывании или краже: Раннер получает 1 метку. Не больше 1 в колоде."),
    "nr.ab.above-the-law": _t(
        "When scored: you may trash an installed resource. One per deck.",
        "Puanlanınca: kurulu bir kaynağı çöpe atabilirsin. Destede en fazla 1.",
        "При засчитывании: можно сбросить установленный ресурс. Не больше 1 в колоде."),
    "nr.ab.hansei-review": _t(
        "Gain 10 credits, then trash a card of your choice from HQ if there is any.",
        "10 kredi kazan, sonra HQ'da kart varsa seçtiğin birini çöpe at.",
        "Получите 10 кредитов, затем сбросьте выбранную карту из штаба, если там что-то есть."),
    "nr.ab.sprint": _t(
        "Draw 3 cards, then shuffle 2 cards of your choice from HQ into R&D.",
        "3 kart çek, sonra HQ'dan seçtiğin 2 kartı R&D'ye karıştır.",
        "Возьмите 3 карты, затем замешайте 2 выбранные карты из штаба в НИОКР."),
    "nr.ab.neurospike": _t(
        "Net damage equal to the printed points of the agendas you scored this turn.",
        "Bu tur puanladığın gündemlerin basılı puanları kadar ağ hasarı.",
        "Сетевой урон, равный сумме напечатанных очков проектов, засчитанных вами в этот ход."),
    "nr.ab.spin-doctor": _t(
        "When rezzed: draw 2 cards. Remove it from the game: shuffle up to 2 cards from Archives into R&D.",
        "Rezlenince: 2 kart çek. Oyundan çıkar: Arşiv'den en çok 2 kartı R&D'ye karıştır.",
        "При активации: возьмите 2 карты. Убрать её из игры: замешать до 2 карт из архивов в НИОКР."),
    "nr.ab.clearinghouse": _t(
        "Can be advanced. When your turn begins, you may trash it: 1 meat damage per advancement counter on it.",
        "İlerletilebilir. Turun başlarken onu çöpe atabilirsin: üstündeki her ilerleme sayacı için 1 et hasarı.",
        "Можно продвигать. В начале вашего хода можно сбросить её: 1 мясной урон за каждый жетон продвижения на "
        "ней."),
    "nr.ab.anoetic-void": _t(
        "When the Runner approaches this server, you may pay 2 credits and trash 2 cards from HQ to end the run.",
        "Runner bu sunucuya yaklaşınca 2 kredi ödeyip HQ'dan 2 kart atarak koşuyu bitirebilirsin.",
        "Когда Раннер подходит к этому серверу, можно заплатить 2 кредита и сбросить 2 карты из штаба, чтобы "
        "закончить забег."),
    "nr.ab.malapert-data-vault": _t(
        "When you score an agenda from this server, you may take a card that is no agenda from R&D (shown), then "
        "shuffle R&D.",
        "Bu sunucudan bir gündem puanladığında R&D'den gündem olmayan bir kartı gösterip alabilirsin; sonra R&D'yi "
        "karıştır.",
        "Когда вы засчитываете проект из этого сервера, можно показать и взять из НИОКР карту, которая не проект; "
        "затем перемешайте НИОКР."),
    "nr.ab.ping": _t(
        "Rezzed during a run on its server: the Runner takes 1 tag. Subroutine: end the run.",
        "Kendi sunucusuna koşu sırasında rezlenirse: Runner 1 etiket alır. Alt program: koşuyu bitir.",
        "Если её активировали во время забега на её сервер: Раннер получает 1 метку. Подпрограмма: закончить "
        "забег."),
    "nr.ab.pharos": _t(
        "Can be advanced; +5 strength with 3 or more advancement counters. Subroutines: the Runner takes 1 tag; end "
        "the run; end the run.",
        "İlerletilebilir; 3 ya da daha çok ilerleme sayacıyla +5 güç. Alt programlar: Runner 1 etiket alır; koşuyu "
        "bitir; koşuyu bitir.",
        "Можно продвигать; +5 к силе при 3 и более жетонах продвижения. Подпрограммы: Раннер получает 1 метку; "
        "закончить забег; закончить забег."),
    "nr.ab.ballista": _t(
        "Subroutine: trash an installed program, or end the run (the Corp chooses).",
        "Alt program: kurulu bir programı çöpe at ya da koşuyu bitir (Corp seçer).",
        "Подпрограмма: сбросить установленную программу или закончить забег (выбирает Корпорация)."),
    "nr.ab.ansel-1-0": _t(
        "The Runner may lose a click to break one subroutine. Subroutines: trash an installed Runner card; the Corp "
        "may install a card from HQ or Archives; for the rest of the run the Runner cannot steal or trash Corp "
        "cards.",
        "Runner bir tık kaybederek bir alt programı kırabilir. Alt programlar: Runner'ın kurulu bir kartını çöpe at; "
        "Corp HQ'dan ya da Arşiv'den bir kart kurabilir; koşunun geri kalanında Runner Corp kartı çalamaz ve çöpe "
        "atamaz.",
        "Раннер может потерять клик, чтобы сломать одну подпрограмму. Подпрограммы: сбросить установленную карту "
        "Раннера; Корпорация может установить карту из штаба или архивов; до конца забега Раннер не может красть и "
        "сбрасывать карты Корпорации."),
    # System Gateway: the Runner
    "nr.ab.rene-loup-arcemont": _t(
        "The first time each turn you trash a card you are accessing: gain 1 credit and draw 1 card.",
        "Her tur eriştiğin bir kartı ilk kez çöpe attığında: 1 kredi kazan ve 1 kart çek.",
        "Когда вы впервые за ход сбрасываете карту, к которой получили доступ: получите 1 кредит и возьмите 1 "
        "карту."),
    "nr.ab.zahya-sadeghi": _t(
        "Once per turn, when a run on HQ or R&D ends: gain 1 credit for each card you accessed in it.",
        "Turda bir kez, HQ'ya ya da R&D'ye bir koşu bitince: o koşuda eriştiğin her kart için 1 kredi kazan.",
        "Раз в ход, когда заканчивается забег на штаб или НИОКР: получите 1 кредит за каждую карту, к которой вы "
        "получили доступ в нём."),
    "nr.ab.tao-salonga": _t(
        "Whenever an agenda is scored or stolen, you may swap two installed pieces of ice.",
        "Bir gündem puanlanınca ya da çalınınca kurulu iki ice'ın yerini değiştirebilirsin.",
        "Когда проект засчитывают или крадут, можно поменять местами два установленных льда."),
    "nr.ab.buzzsaw": _t("Decoder. 1: break up to 2 code gate subroutines. 3: +1 strength.",
                        "Decoder. 1: en çok 2 code gate alt programı kır. 3: +1 güç.",
                        "Декодер. 1: сломать до 2 подпрограмм кодовых ворот. 3: +1 к силе."),
    "nr.ab.marjanah": _t("Fracter. 2 (1 after a successful run this turn): break 1 barrier subroutine. 1: +1 strength.",
                         "Fracter. 2 (bu tur başarılı koşudan sonra 1): 1 barrier alt programı kır. 1: +1 güç.",
                         "Взломщик. 2 (1 после успешного забега в этот ход): сломать 1 подпрограмму барьера. 1: +1 к "
                         "силе."),
    "nr.ab.echelon": _t("Killer; +1 strength for each installed icebreaker. 1: break 1 sentry subroutine. 3: +2 "
                        "strength.",
                        "Killer; kurulu her buzkıran için +1 güç. 1: 1 sentry alt programı kır. 3: +2 güç.",
                        "Убийца; +1 к силе за каждый установленный ледокол. 1: сломать 1 подпрограмму стража. 3: +2 к "
                        "силе."),
    "nr.ab.t400-memory-diamond": _t("+1 memory and +1 maximum hand size.", "+1 bellek ve en fazla el sayısı +1.",
                                    "+1 к памяти и +1 к максимальному размеру руки."),
    "nr.ab.fermenter": _t(
        "Virus. When installed and when your turn begins: 1 virus counter on it. Click, trash it: gain 2 credits per "
        "virus counter.",
        "Virüs. Kurulunca ve turun başlarken: üstüne 1 virüs sayacı. Tık, çöpe at: her virüs sayacı için 2 kredi "
        "kazan.",
        "Вирус. При установке и в начале вашего хода: 1 жетон вируса на неё. Клик, сбросить её: 2 кредита за каждый "
        "жетон вируса."),
    "nr.ab.cookbook": _t("Whenever you install a virus program, it gets 1 more virus counter.",
                         "Bir virüs programı kurduğunda üstüne 1 virüs sayacı daha konur.",
                         "Когда вы устанавливаете программу-вирус, она получает ещё 1 жетон вируса."),
    "nr.ab.botulus": _t(
        "Virus, Trojan: installed onto a piece of ice, trashed when it leaves. When installed and when your turn "
        "begins: 1 virus counter. Spend one: break 1 subroutine of its ice.",
        "Virüs, Truva: bir ice'ın üstüne kurulur, ice gidince çöpe gider. Kurulunca ve turun başlarken: 1 virüs "
        "sayacı. Birini harca: ice'ının 1 alt programını kır.",
        "Вирус, троян: ставится на лёд и сбрасывается, когда лёд уходит. При установке и в начале вашего хода: 1 "
        "жетон вируса. Потратить жетон: сломать 1 подпрограмму своего льда."),
    "nr.ab.tranquilizer": _t(
        "Virus, Trojan: installed onto a piece of ice, trashed when it leaves. When installed and when your turn "
        "begins: 1 virus counter; with 3 or more, its ice is derezzed.",
        "Virüs, Truva: bir ice'ın üstüne kurulur, ice gidince çöpe gider. Kurulunca ve turun başlarken: 1 virüs "
        "sayacı; 3 ya da daha çoksa ice'ı rezden çıkar.",
        "Вирус, троян: ставится на лёд и сбрасывается, когда лёд уходит. При установке и в начале вашего хода: 1 "
        "жетон вируса; если их 3 и больше, лёд деактивируется."),
    "nr.ab.carnivore": _t(
        "Console, +1 memory. Once per turn, while accessing a card: trash 2 cards from your grip to trash it.",
        "Konsol, +1 bellek. Turda bir kez, bir karta erişirken: elinden 2 kart atıp onu çöpe at.",
        "Консоль, +1 к памяти. Раз в ход, получив доступ к карте: сбросьте 2 карты из руки, чтобы сбросить её."),
    "nr.ab.pantograph": _t(
        "Console, +1 memory. Whenever an agenda is scored or stolen: gain 1 credit, then you may install a card from "
        "your grip.",
        "Konsol, +1 bellek. Bir gündem puanlanınca ya da çalınınca: 1 kredi kazan, sonra elinden bir kart "
        "kurabilirsin.",
        "Консоль, +1 к памяти. Когда проект засчитывают или крадут: получите 1 кредит, затем можно установить карту "
        "из руки."),
    # --- Elevation, the Runner's cards
    "nr.ab.clean-getaway": _t("Run any server. If successful: gain 6 credits.",
                              "İstediğin sunucuya koş. Başarılı olursa: 6 kredi kazan.",
                              "Забег на любой сервер. При успехе: получить 6 кредитов."),
    "nr.ab.transfer-of-wealth": _t(
        "Run HQ. If successful: take 1 tag; the Corp loses up to 3 credits and you gain 2 for each one lost.",
        "HQ'ya koş. Başarılı olursa: 1 etiket al; Corp en çok 3 kredi kaybeder, kaybettiği her kredi için sen 2 "
        "kazanırsın.",
        "Забег на штаб. При успехе: взять 1 метку; Корпорация теряет 3 кредита (или сколько у неё есть), а вы "
        "получаете по 2 за каждый потерянный."),
    "nr.ab.ritual": _t("Draw 1 card for each click you have left.", "Kalan her tıkın için 1 kart çek.",
                       "Взять по 1 карте за каждый оставшийся клик."),
    "nr.ab.lie-low": _t("Double: costs a second click. Draw 4, or remove up to 2 tags.",
                        "Çift: ikinci bir tık ister. 4 kart çek ya da en çok 2 etiketini sil.",
                        "Двойное: требует второй клик. Взять 4 карты или снять до 2 меток."),
    "nr.ab.side-hustle": _t("Job. When installed and whenever a run begins: 1 credit on it. Once it holds 6: take "
                            "them all, trash it and draw 1.",
                            "Job. Kurulunca ve her koşu başladığında: üstüne 1 kredi. Üstünde 6 olunca: hepsini al, "
                            "bunu çöpe at ve 1 kart çek.",
                            "Работа. При установке и в начале каждого забега: 1 кредит на карту. Когда их 6: "
                            "забрать все, сбросить карту и взять 1 карту."),
    "nr.ab.scrounge": _t("Double: costs a second click. Install a program from your heap; then you may put a program "
                         "of your heap at the bottom of your stack.",
                         "Çift: ikinci bir tık ister. Çöpünden bir program kur; sonra çöpündeki bir programı "
                         "destenin altına koyabilirsin.",
                         "Двойное: требует второй клик. Установить программу из кучи; затем можно положить "
                         "программу из кучи под низ стека."),
    "nr.ab.muslihat": _t("When your turn begins: look at the top card of your stack; an icebreaker or a run event "
                         "you may show and take into your grip.",
                         "Turun başlarken: destenin en üstteki kartına bak; buzkıran ya da koşu olayıysa gösterip "
                         "eline alabilirsin.",
                         "В начале вашего хода: посмотрите верхнюю карту стека; ледокол или событие забега можно "
                         "показать и взять в руку."),
    "nr.ab.rent-rioters": _t("3 clicks, trash it: gain 9 credits.", "3 tık, bunu çöpe at: 9 kredi kazan.",
                             "3 клика, сбросить карту: получить 9 кредитов."),
    "nr.ab.principia": _t("Fracter. Costs 1 less to install for each other installed icebreaker. 1: break 1 barrier "
                          "subroutine. 2: +2 strength.",
                          "Fracter. Kurulu diğer her buzkıran için kurulumu 1 kredi ucuz. 1: 1 barrier alt "
                          "programı kır. 2: +2 güç.",
                          "Взломщик. Установка дешевле на 1 за каждый другой установленный ледокол. 1: сломать 1 "
                          "подпрограмму барьера. 2: +2 к силе."),
    "nr.ab.rising-tide": _t("Fracter; +1 strength for each fracter in your heap. 1: break 1 barrier subroutine. "
                            "1: +1 strength.",
                            "Fracter; çöpündeki her fracter için +1 güç. 1: 1 barrier alt programı kır. 1: +1 güç.",
                            "Взломщик; +1 к силе за каждый взломщик в вашей куче. 1: сломать 1 подпрограмму "
                            "барьера. 1: +1 к силе."),
    "nr.ab.sang-kancil": _t("Decoder. 1: break 1 code gate subroutine. 3: +2 strength (1 during a run event's run).",
                            "Decoder. 1: 1 code gate alt programı kır. 3: +2 güç (bir koşu olayının koşusunda 1).",
                            "Декодер. 1: сломать 1 подпрограмму кодовых ворот. 3: +2 к силе (1 — в забеге от "
                            "события забега)."),
    # --- Elevation, the Corp's cards
    "nr.ab.nanomanagement": _t("Gain 2 clicks.", "2 tık kazan.", "Получить 2 клика."),
    "nr.ab.anthill-excavation-contract": _t(
        "When rezzed: 8 credits on it. When the Corp's turn begins: take 4 and draw 1; once empty, trash it.",
        "Rezlenince: üstüne 8 kredi. Corp'un turu başlarken: 4 kredi al ve 1 kart çek; boşalınca çöpe at.",
        "При активации: на неё кладётся 8 кредитов. В начале хода Корпорации: взять 4 кредита и 1 карту; когда "
        "опустеет — сбросить её."),
    "nr.ab.otto-campaign": _t(
        "When rezzed: 6 credits on it. When the Corp's turn begins: take 2; once empty, trash it and gain 2 clicks.",
        "Rezlenince: üstüne 6 kredi. Corp'un turu başlarken: 2 kredi al; boşalınca çöpe at ve 2 tık kazan.",
        "При активации: на неё кладётся 6 кредитов. В начале хода Корпорации: взять 2 кредита; когда опустеет — "
        "сбросить её и получить 2 клика."),
    "nr.ab.public-access-plaza": _t(
        "When the Corp's turn begins: gain 1 credit. Threat 2: if the Runner trashes it while rezzed, they take 1 "
        "tag.",
        "Corp'un turu başlarken: 1 kredi kazan. Tehdit 2: rezliyken Runner bunu çöpe atarsa 1 etiket alır.",
        "В начале хода Корпорации: получить 1 кредит. Угроза 2: если Раннер сбросит её активной, он получает 1 "
        "метку."),
    "nr.ab.kessleroid": _t("While rezzed, the Runner cannot trash it. Subroutines: end the run; end the run.",
                           "Rezliyken Runner bunu çöpe atamaz. Alt programlar: koşuyu bitir; koşuyu bitir.",
                           "Пока лёд активен, Раннер не может его сбросить. Подпрограммы: закончить забег; "
                           "закончить забег."),
    "nr.ab.lamplighter": _t(
        "Trashed when an agenda is scored or stolen from its server. Subroutines: the Runner takes a tag unless they "
        "pay 3 credits; end the run if the Runner is tagged.",
        "Sunucusundan bir gündem puanlanınca ya da çalınınca çöpe gider. Alt programlar: Runner 3 kredi ödemezse 1 "
        "etiket alır; Runner etiketliyse koşuyu bitir.",
        "Сбрасывается, когда с его сервера засчитывают или крадут проект. Подпрограммы: Раннер получает метку, если "
        "не заплатит 3 кредита; закончить забег, если у Раннера есть метка."),
    "nr.ab.flyswatter": _t("When rezzed during a run on its server: purge virus counters. Subroutine: end the run.",
                           "Kendi sunucusuna koşu sırasında rezlenince: virüs sayaçlarını temizle. Alt program: "
                           "koşuyu bitir.",
                           "При активации во время забега на свой сервер: очистить вирусы. Подпрограмма: закончить "
                           "забег."),
    "nr.ab.doomscroll": _t("Subroutines: the Runner takes 1 tag; 1 net damage; 2 net damage if the Runner has 2 tags "
                           "or more.",
                           "Alt programlar: Runner 1 etiket alır; 1 ağ hasarı; Runner'ın en az 2 etiketi varsa 2 ağ "
                           "hasarı.",
                           "Подпрограммы: Раннер получает 1 метку; 1 сетевой урон; 2 сетевого урона, если у Раннера "
                           "2 метки или больше."),
    "nr.ab.measured-response": _t(
        "Only if the threat level is 4 or more and the Runner made a successful run in their last turn: 4 meat "
        "damage unless the Runner pays 8 credits.",
        "Yalnızca tehdit seviyesi en az 4 ise ve Runner son turunda başarılı bir koşu yaptıysa: Runner 8 kredi "
        "ödemezse 4 et hasarı.",
        "Только если уровень угрозы 4 или выше и Раннер в прошлый ход провёл успешный забег: 4 мясного урона, "
        "если Раннер не заплатит 8 кредитов."),
    "nr.ab.poetri-luxury-brands": _t(
        "When you score an agenda: look at the top 3 cards of R&D; you may install 1 of them that is not an agenda. "
        "When an agenda is stolen: you may install 1 card from HQ that is not an agenda.",
        "Bir gündem puanlayınca: R&D'nin üstteki 3 kartına bak; gündem olmayan birini kurabilirsin. Bir gündem "
        "çalınınca: HQ'dan gündem olmayan 1 kart kurabilirsin.",
        "Когда вы засчитываете проект: посмотрите 3 верхние карты НИОКР; можно установить одну из них, если это не "
        "проект. Когда у вас крадут проект: можно установить из штаба 1 карту, не являющуюся проектом."),
    "nr.ab.the-zwicky-group": _t(
        "The first time each turn an agenda's or operation's ability gains you credits, you may draw 1.",
        "Her tur bir gündemin ya da operasyonun yeteneği sana ilk kez kredi kazandırdığında 1 kart çekebilirsin.",
        "Когда способность проекта или операции впервые за ход приносит вам кредиты, можно взять 1 карту."),
}

SUBS: dict[str, dict[str, Text]] = {
    "nr.sub.etr": _t("End the run", "Koşuyu bitir", "Закончить забег"),
    "nr.sub.bran_install": _t("Install ice from HQ or Archives just inside", "HQ ya da Arşiv'den ice'ı hemen içe kur",
                              "Установить лёд из штаба или архивов сразу за этим"),
    "nr.sub.diviner": _t("1 net damage; an odd cost ends the run", "1 ağ hasarı; tek maliyet koşuyu bitirir",
                         "1 сетевой урон; нечётная стоимость заканчивает забег"),
    "nr.sub.lose3": _t("The Runner loses 3 credits", "Runner 3 kredi kaybeder", "Раннер теряет 3 кредита"),
    "nr.sub.etr_if_poor": _t("End the run if the Runner has 6 credits or fewer",
                             "Runner'ın 6 ya da daha az kredisi varsa koşuyu bitir",
                             "Закончить забег, если у Раннера 6 кредитов или меньше"),
    "nr.sub.net2_jack": _t("2 net damage; the Runner may jack out", "2 ağ hasarı; Runner bağlantıyı kesebilir",
                           "2 сетевого урона; Раннер может отключиться"),
    "nr.sub.net2": _t("2 net damage", "2 ağ hasarı", "2 сетевого урона"),
    "nr.sub.net1": _t("1 net damage", "1 ağ hasarı", "1 сетевой урон"),
    "nr.sub.gain1": _t("The Corp gains 1 credit", "Corp 1 kredi kazanır", "Корпорация получает 1 кредит"),
    "nr.sub.tag_unless_4": _t("The Runner takes a tag unless they pay 4 credits",
                              "Runner 4 kredi ödemezse 1 etiket alır",
                              "Раннер получает метку, если не заплатит 4 кредита"),
    "nr.sub.tag": _t("The Runner takes 1 tag", "Runner 1 etiket alır", "Раннер получает 1 метку"),
    "nr.sub.trash_program_or_etr": _t("Trash a program, or end the run", "Bir programı çöpe at ya da koşuyu bitir",
                                      "Сбросить программу или закончить забег"),
    "nr.sub.trash_installed": _t("Trash an installed Runner card", "Runner'ın kurulu bir kartını çöpe at",
                                 "Сбросить установленную карту Раннера"),
    "nr.sub.ansel_install": _t("The Corp may install a card from HQ or Archives",
                               "Corp HQ'dan ya da Arşiv'den bir kart kurabilir",
                               "Корпорация может установить карту из штаба или архивов"),
    "nr.sub.no_steal": _t("No stealing or trashing Corp cards for the rest of the run",
                          "Koşunun geri kalanında Corp kartı çalınamaz, çöpe atılamaz",
                          "До конца забега нельзя красть и сбрасывать карты Корпорации"),
    # Elevation, the Corp's
    "nr.sub.tag_unless_3": _t("The Runner takes a tag unless they pay 3 credits",
                              "Runner 3 kredi ödemezse 1 etiket alır",
                              "Раннер получает метку, если не заплатит 3 кредита"),
    "nr.sub.etr_if_tagged": _t("End the run if the Runner is tagged", "Runner etiketliyse koşuyu bitir",
                               "Закончить забег, если у Раннера есть метка"),
    "nr.sub.net2_if_tagged2": _t("2 net damage if the Runner has 2 tags or more",
                                 "Runner'ın en az 2 etiketi varsa 2 ağ hasarı",
                                 "2 сетевого урона, если у Раннера 2 метки или больше"),
}

# The 📖 Cards view: where a card lies, what it is and how it is played, every number; and what a player can do now.
READING: dict[str, dict[str, Text]] = {
    "nr.ev.reading": _t("📖 {who} is reading the cards: {time} left to decide.",
                        "📖 {who} kartları okuyor: karar için {time} var.",
                        "📖 {who} читает карты: на решение осталось {time}."),
    "nr.count.clicks": _t(plural("n", one="{n} click", other="{n} clicks"), "{n} tık",
                          plural("n", one="{n} клик", few="{n} клика", many="{n} кликов")),
    "nr.count.credits": _t(plural("n", one="{n} credit", other="{n} credits"), "{n} kredi",
                           plural("n", one="{n} кредит", few="{n} кредита", many="{n} кредитов")),
    "nr.can.or2": _t("{first} or {last}", "{first} ya da {last}", "{first} или {last}"),
    "nr.can.or": _t("{rest}, or {last}", "{rest} ya da {last}", "{rest} или {last}"),
    "nr.can.credit": _t("take a credit", "1 kredi al", "возьмите кредит"),
    "nr.can.draw": _t("draw a card", "kart çek", "возьмите карту"),
    "nr.can.install": _t("install a card", "kart kur", "установите карту"),
    "nr.can.operation": _t("play an operation", "operasyon oyna", "сыграйте операцию"),
    "nr.can.event": _t("play an event", "olay oyna", "сыграйте событие"),
    "nr.can.advance": _t("advance a card (1 credit)", "bir kartı ilerlet (1 kredi)", "продвиньте карту (1 кредит)"),
    "nr.can.score": _t("score an agenda", "gündem puanla", "засчитайте проект"),
    "nr.can.rez": _t("rez a card", "kart rezle", "активируйте карту"),
    "nr.can.ability": _t("use a card's ability", "bir kartın yeteneğini kullan", "используйте способность карты"),
    "nr.can.trash_resource": _t("trash a resource of the tagged Runner (2 credits)",
                                "etiketli Runner'ın bir kaynağını çöpe at (2 kredi)",
                                "сбросьте ресурс Раннера с меткой (2 кредита)"),
    "nr.can.purge": _t("purge virus counters (3 clicks)", "virüs sayaçlarını temizle (3 tık)",
                       "очистите вирусы (3 клика)"),
    "nr.can.run": _t("run on a server", "bir sunucuya koş", "начните забег на сервер"),
    "nr.can.remove_tag": _t("remove a tag (2 credits)", "etiket sil (2 kredi)", "снимите метку (2 кредита)"),
    "nr.can.end": _t("end your turn", "turunu bitir", "закончите ход"),
    # --- where a card lies ---------------------------------------------------------------------------------------
    "nr.place.hand": _t("Your hand", "Elin", "Ваша рука"),
    "nr.place.accessing": _t("Accessed now", "Şu an eriştiğin kart", "Доступ к ней прямо сейчас"),
    "nr.place.identity_own": _t("Your identity", "Kimliğin", "Ваша личность"),
    "nr.place.identity": _t("{who}'s identity", "{who} oyuncusunun kimliği", "Личность игрока {who}"),
    "nr.place.ice": _t("Ice on {server}", "{server}: ice", "{server}: лёд"),
    "nr.place.root": _t("In {server}", "{server}: kök", "{server}: корень"),
    "nr.place.face_down": _t("{place} (face down)", "{place} (kapalı)", "{place} (рубашкой вверх)"),
    "nr.place.face_down_seen": _t("{place} (face down; you have seen it)", "{place} (kapalı; sen gördün)",
                                  "{place} (рубашкой вверх; вы её видели)"),
    "nr.place.archives": _t("Archives", "Arşiv", "Архивы"),
    "nr.place.archives_down": _t("Archives (face down)", "Arşiv (kapalı)", "Архивы (рубашкой вверх)"),
    "nr.place.rig_own": _t("Your rig", "Kurulu kartların", "Ваши установленные карты"),
    "nr.place.rig": _t("{who}'s rig", "{who} oyuncusunun kurulu kartları", "Установленные карты игрока {who}"),
    "nr.place.heap_own": _t("Your heap", "Çöpün", "Ваша куча"),
    "nr.place.heap": _t("{who}'s heap", "{who} oyuncusunun çöpü", "Куча игрока {who}"),
    "nr.place.score_own": _t("Your score area", "Puan alanın", "Ваша зона очков"),
    "nr.place.score": _t("{who}'s score area", "{who} oyuncusunun puan alanı", "Зона очков игрока {who}"),
    "nr.place.seen_at": _t("Seen by you, in {where}", "Gördüğün kart: {where}", "Вы её видели: {where}"),
    "nr.place.choice": _t("One of your choices now", "Şu anki seçeneklerinden biri", "Один из вариантов выбора"),
    "nr.place.seen": _t("Seen earlier in this game", "Bu oyunda daha önce gördün", "Вы видели её в этой партии"),
    "nr.place.log": _t("In the log", "Kayıtta", "В журнале"),
    # --- a card read whole ---------------------------------------------------------------------------------------
    "nr.read.where": _t("📍 {place}", "📍 {place}", "📍 {place}"),
    "nr.read.subs": _t("Subroutines, in the order they fire: {subs}.", "Alt programlar, çalışma sırasıyla: {subs}.",
                       "Подпрограммы в порядке срабатывания: {subs}."),
    "nr.read.unique": _t("Unique: only one copy of it may be active at a time.",
                         "Benzersiz: aynı anda yalnızca bir kopyası etkin olabilir.",
                         "Уникальная: одновременно может действовать только одна её копия."),
    "nr.read.agenda": _t("An agenda: the Corp installs it face down in a remote server, advances it (1 click and 1 "
                         "credit a counter) and scores it once the counters reach its requirement. A Runner who "
                         "accesses it steals it.",
                         "Gündem: Corp onu uzak bir sunucuya kapalı kurar, ilerletir (her sayaç 1 tık ve 1 kredi) ve "
                         "sayaçlar gereksinime ulaşınca puanlar. Ona erişen Runner onu çalar.",
                         "Проект: Корпорация ставит его рубашкой вверх в удалённый сервер, продвигает (жетон за 1 "
                         "клик и 1 кредит) и засчитывает, когда жетонов становится достаточно. Раннер, получивший к "
                         "нему доступ, крадёт его."),
    "nr.read.asset": _t("An asset: installed face down in a remote server (one asset or agenda a server). Rezzing it "
                        "costs its rez cost and no click; then it works. A Runner who accesses it may pay its trash "
                        "cost to trash it.",
                        "Varlık: uzak bir sunucuya kapalı kurulur (sunucu başına bir varlık ya da gündem). Rezlemek "
                        "rez bedeline mal olur, tık istemez; sonra işler. Ona erişen Runner çöpe atma bedelini ödeyip "
                        "onu çöpe atabilir.",
                        "Актив: ставится рубашкой вверх в удалённый сервер (по одному активу или проекту на сервер). "
                        "Активация стоит его стоимость активации и не требует клика; после неё актив действует. "
                        "Раннер, получивший к нему доступ, может сбросить его, заплатив стоимость сброса."),
    "nr.read.upgrade": _t("An upgrade: installed face down in any server, as many as you like. Rezzing it costs its "
                          "rez cost and no click; then it works for that server. A Runner who accesses it may pay its "
                          "trash cost to trash it.",
                          "Yükseltme: herhangi bir sunucuya kapalı kurulur, istediğin kadar. Rezlemek rez bedeline "
                          "mal olur, tık istemez; sonra o sunucu için işler. Ona erişen Runner çöpe atma bedelini "
                          "ödeyip onu çöpe atabilir.",
                          "Улучшение: ставится рубашкой вверх в любой сервер, сколько угодно. Активация стоит его "
                          "стоимость активации и не требует клика; после неё оно действует для своего сервера. "
                          "Раннер, получивший к нему доступ, может сбросить его, заплатив стоимость сброса."),
    "nr.read.operation": _t("An operation: the Corp plays it for 1 click and its play cost; it does its work at once "
                            "and goes to Archives.",
                            "Operasyon: Corp onu 1 tık ve oynama bedeliyle oynar; etkisi hemen olur ve Arşiv'e gider.",
                            "Операция: Корпорация разыгрывает её за 1 клик и её стоимость; она действует сразу и "
                            "уходит в архивы."),
    "nr.read.ice": _t("Ice: installed face down in front of a server, outermost (1 credit for each ice already "
                      "protecting it). When the Runner approaches it, the Corp may rez it for its rez cost; a rezzed "
                      "ice is encountered, and the subroutines the Runner does not break fire in order.",
                      "Ice: bir sunucunun önüne, en dışa kapalı kurulur (orayı zaten koruyan her ice için 1 kredi). "
                      "Runner ona yaklaşınca Corp rez bedelini ödeyip rezleyebilir; rezli bir ice ile karşılaşılır ve "
                      "Runner'ın kırmadığı alt programlar sırayla çalışır.",
                      "Лёд: ставится рубашкой вверх перед сервером, снаружи (1 кредит за каждый лёд, который уже его "
                      "защищает). Когда Раннер подходит ко льду, Корпорация может активировать его за стоимость "
                      "активации; с активным льдом происходит встреча, и несломанные Раннером подпрограммы "
                      "срабатывают по порядку."),
    "nr.read.event": _t("An event: the Runner plays it for 1 click and its play cost; it does its work at once and "
                        "goes to the heap.",
                        "Olay: Runner onu 1 tık ve oynama bedeliyle oynar; etkisi hemen olur ve çöpe gider.",
                        "Событие: Раннер разыгрывает его за 1 клик и его стоимость; оно действует сразу и уходит в "
                        "кучу."),
    "nr.read.hardware": _t("Hardware: the Runner installs it for 1 click and its install cost, and it stays "
                           "installed. Only one console at a time.",
                           "Donanım: Runner onu 1 tık ve kurma bedeliyle kurar, kurulu kalır. Aynı anda yalnızca bir "
                           "konsol olabilir.",
                           "Железо: Раннер устанавливает его за 1 клик и стоимость установки, и оно остаётся в игре. "
                           "Консоль может быть только одна."),
    "nr.read.resource": _t("A resource: the Runner installs it for 1 click and its install cost, and it stays "
                           "installed. While the Runner is tagged, the Corp may trash it (1 click and 2 credits).",
                           "Kaynak: Runner onu 1 tık ve kurma bedeliyle kurar, kurulu kalır. Runner etiketliyken Corp "
                           "onu çöpe atabilir (1 tık ve 2 kredi).",
                           "Ресурс: Раннер устанавливает его за 1 клик и стоимость установки, и он остаётся в игре. "
                           "Пока у Раннера есть метка, Корпорация может сбросить его (1 клик и 2 кредита)."),
    "nr.read.program": _t("A program: the Runner installs it for 1 click and its install cost, if there is memory for "
                          "it (4 to start with). An icebreaker breaks a piece of ice's subroutines once its strength "
                          "is at least the ice's.",
                          "Program: bellek yetiyorsa (başlangıçta 4) Runner onu 1 tık ve kurma bedeliyle kurar. Bir "
                          "buzkıran, gücü en az ice'ın gücü kadarsa onun alt programlarını kırar.",
                          "Программа: Раннер устанавливает её за 1 клик и стоимость установки, если хватает памяти "
                          "(сначала её 4). Ледокол ломает подпрограммы льда, когда его сила не меньше силы льда."),
    "nr.read.identity": _t("An identity: who the player is. It is in play from the start and never leaves.",
                           "Kimlik: oyuncunun kim olduğu. Oyunun başından beri oyundadır ve hiç ayrılmaz.",
                           "Личность: кем играет игрок. Она в игре с самого начала и никогда не покидает её."),
    "nr.read.rezzed": _t("Rezzed: face up, and it works.", "Rezli: açık ve işliyor.",
                         "Активирована: лежит лицом вверх и действует."),
    "nr.read.unrezzed_own": _t("Unrezzed: face down, so the Runner does not know it; rez it to make it work.",
                               "Rezlenmemiş: kapalı, Runner ne olduğunu bilmiyor; işlemesi için rezle.",
                               "Не активирована: лежит рубашкой вверх, Раннер её не знает; активируйте, чтобы она "
                               "заработала."),
    "nr.read.unrezzed_seen": _t("Face down and unrezzed: you have seen it; it does not work until the Corp rezzes it.",
                                "Kapalı ve rezlenmemiş: sen gördün; Corp rezleyene kadar işlemez.",
                                "Лежит рубашкой вверх и не активирована: вы её видели; она не действует, пока "
                                "Корпорация её не активирует."),
    "nr.read.scored": _t("In a score area: it counts toward its player's agenda points.",
                         "Puan alanında: sahibinin gündem puanına sayılır.",
                         "В зоне очков: идёт в счёт очков проектов своего игрока."),
    "nr.read.adv": _t("Advancement counters on it: {n}.", "Üstündeki ilerleme sayaçları: {n}.",
                      "Жетонов продвижения на ней: {n}."),
    "nr.read.adv_agenda": _t("Advancement counters on it: {n} (it needs {req} to be scored).",
                             "Üstündeki ilerleme sayaçları: {n} (puanlanması için {req} gerekir).",
                             "Жетонов продвижения на ней: {n} (для засчитывания нужно {req})."),
    "nr.read.credits": _t("Credits on it: {n}.", "Üstündeki kredi: {n}.", "Кредитов на карте: {n}."),
    "nr.read.virus": _t("Virus counters on it: {n}.", "Üstündeki virüs sayaçları: {n}.", "Жетонов вируса на ней: {n}."),
    "nr.read.cost_rez": _t("Rez cost", "Rez bedeli", "Стоимость активации"),
    "nr.read.cost_play": _t("Play cost", "Oynama bedeli", "Стоимость розыгрыша"),
    "nr.read.cost_install": _t("Install cost", "Kurma bedeli", "Стоимость установки"),
    "nr.read.strength": _t("Strength", "Güç", "Сила"),
    "nr.read.changed": _t("{now} (card: {printed})", "{now} (kartta: {printed})", "{now} (на карте: {printed})"),
    "nr.read.advancement": _t("Advancement requirement", "İlerleme gereksinimi", "Нужно продвижения"),
    "nr.read.points": _t("Agenda points", "Gündem puanı", "Очки проекта"),
    "nr.read.trash": _t("Trash cost", "Çöpe atma bedeli", "Стоимость сброса"),
    "nr.read.mu": _t("Memory it uses", "Kullandığı bellek", "Занимает памяти"),
    "nr.read.mu_bonus": _t("Memory it adds", "Eklediği bellek", "Добавляет памяти"),
    "nr.read.breaks": _t("Breaks", "Kırdığı ice", "Ломает"),
    "nr.read.any_ice": _t("Any ice", "Her ice", "Любой лёд"),
    "nr.read.break_cost": _t("Break", "Kırma", "Взлом"),
    "nr.read.break_up_to": _t(plural("n", one="{cost} ¢: {n} subroutine", other="{cost} ¢: up to {n} subroutines"),
                              plural("n", one="{cost} ¢: {n} alt program", other="{cost} ¢: en çok {n} alt program"),
                              plural("n", one="{cost} ¢: {n} подпрограмма", few="{cost} ¢: до {n} подпрограмм",
                                     many="{cost} ¢: до {n} подпрограмм")),
    "nr.read.pump": _t("Strength up", "Güç artırma", "Усиление"),
    "nr.read.pump_value": _t("{cost} ¢: +{n} strength", "{cost} ¢: +{n} güç", "{cost} ¢: +{n} к силе"),
    "nr.read.pump_unity": _t("{cost} ¢: +1 strength for each installed icebreaker",
                             "{cost} ¢: kurulu her buzkıran için +1 güç",
                             "{cost} ¢: +1 к силе за каждый установленный ледокол"),
    "nr.read.side": _t("Side", "Taraf", "Сторона"),
    "nr.read.faction": _t("Faction", "Fraksiyon", "Фракция"),
    "nr.read.number": _t("Card number", "Kart numarası", "Номер карты"),
    "nr.read.number_value": _t("System Gateway #{n}", "System Gateway #{n}", "System Gateway №{n}"),
    "nr.tag.rezzed": _t("rezzed", "rezli", "активна"),
    "nr.tag.face_down": _t("face down", "kapalı", "рубашкой вверх"),
    "nr.tag.strength": _t("strength {n}", "güç {n}", "сила {n}"),
    "nr.faction.neutral": _t("Neutral", "Tarafsız", "Нейтральная"),
    "nr.faction.haas-bioroid": _t("Haas-Bioroid", "Haas-Bioroid", "Haas-Bioroid"),
    "nr.faction.jinteki": _t("Jinteki", "Jinteki", "Jinteki"),
    "nr.faction.nbn": _t("NBN", "NBN", "NBN"),
    "nr.faction.weyland": _t("Weyland Consortium", "Weyland Consortium", "Weyland Consortium"),
    "nr.faction.anarch": _t("Anarch", "Anarch", "Anarch"),
    "nr.faction.criminal": _t("Criminal", "Criminal", "Criminal"),
    "nr.faction.shaper": _t("Shaper", "Shaper", "Shaper"),
}


STRINGS: dict[str, dict[str, Text]] = {
    **ABILITY_TEXT,
    **SUBS,
    **READING,
    "nr.title": _t("Netrunner", "Netrunner", "Netrunner"),
    "nr.help": _t(
        "**How to play**\n"
        "• One of you is the **Corp**, the other the **Runner**. The first to 6 agenda points (7 with the booster "
        "cards) wins.\n"
        "• Press **Show my hand** to see your cards; you make every choice there. The 👉 line on the board and in "
        "your hand says what you can do now.\n"
        "• A turn is made of clicks (the Corp has 3, the Runner 4): each click takes a credit, draws a card, or "
        "installs or plays one.\n"
        "• The Corp installs agendas face down in remote servers, advances them and scores them, and protects its "
        "servers with ice.\n"
        "• The Runner makes **runs** on servers: icebreakers break the ice's subroutines, and at the server the "
        "Runner accesses cards, steals agendas and may pay to trash the rest.\n"
        "• **📖 Cards** shows any card you can see, whole: its text and every number.\n\n"
        "**The game**: the Corp (The Syndicate) against the Runner (The Catalyst), with the System Gateway "
        "starter decks (to 6 agenda points) or the booster step (more cards, tags, meat damage and viruses; to 7). "
        "The Corp also wins by flatlining the Runner; the Runner also wins when the Corp must draw from an empty "
        "R&D.\n\n"
        "**Your own deck**: `/deck import` reads a list as NetrunnerDB or jinteki.net writes it. In a game of the "
        "“constructed” step each player picks a deck at the start, their own or one that comes with the game (to 7 "
        "points); the rival sees only its identity.\n\n"
        "**Corp turn**: 3 clicks; draw 1 first (an empty R&D loses). Clicks: 1 credit, draw, install (face down; "
        "agendas and assets in a remote, one per server; ice outermost, 1 credit per ice already there), play an "
        "operation, advance (1 credit), purge viruses (3 clicks), trash a resource of a tagged Runner (2 credits). "
        "Free: rez assets and upgrades, score an agenda with enough advancement.\n\n"
        "**Runner turn**: 4 clicks. 1 credit, draw, install (memory 4), play an event, remove a tag (2 credits), "
        "**run**.\n\n"
        "**Runs**: the Runner approaches each ice, outermost first; the Corp may rez it. A rezzed ice is "
        "encountered: icebreakers with enough strength break its subroutines; the rest fire in order. After each "
        "ice the Runner may jack out. At the server: success, then access (HQ: random cards, R&D: the top card, "
        "Archives: all, a remote: its cards). Agendas are stolen; other cards may be trashed for their trash "
        "cost. Net damage trashes random cards of the grip; more than the grip holds flatlines the Runner.\n\n"
        "**Fine rules**: the game waits for the Corp at every unrezzed ice the Runner approaches, before a "
        "server with face-down cards and before its own turn begins (to rez or score first: a Nico Campaign "
        "rezzed then pays out that turn), whatever the cards are, unless the Corp turns **Stop at rez windows** "
        "off in its view. In the Runner's turn the Corp may rez assets and upgrades from its view between the "
        "Runner's actions and while a run moves on, without the game waiting for it. "
        "At the end of a turn, discard down to 5 cards (Superconducting Hub: +2 for the Corp). Only one "
        "console at a time. Every decision has a clock (`turn_seconds`, 3 min by default): when it runs out, the "
        "default is taken (keeping the hand, not rezzing, letting the subroutines fire, going on, the clicks left "
        "taken as credits; a question gets the computer's answer). Opening 📖 Cards with less than a minute left "
        "of your decision raises it to a minute, once a decision.\n\n"
        "*An unofficial fan implementation, not affiliated with or endorsed by Null Signal Games or Fantasy Flight "
        "Games. No card art or logos; card text is restated in our own words.*",
        "**Nasıl oynanır**\n"
        "• Biriniz **Corp**, diğeriniz **Runner** olur. 6 gündem puanına (güçlendirme kartlarıyla 7) ilk ulaşan "
        "kazanır.\n"
        "• Kartlarını görmek için **Elimi göster**'e bas; bütün seçimlerini orada yaparsın. Tahtadaki ve elindeki "
        "👉 satırı şu an ne yapabileceğini söyler.\n"
        "• Bir tur tıklardan oluşur (Corp'un 3, Runner'ın 4 tıkı var): her tıkla 1 kredi alırsın, kart çekersin, "
        "kart kurarsın ya da oynarsın.\n"
        "• Corp gündemleri uzak sunuculara kapalı kurar, ilerletir ve puanlar; sunucularını ice ile korur.\n"
        "• Runner sunuculara **koşar**: buzkıranlar ice'ların alt programlarını kırar; sunucuda Runner kartlara "
        "erişir, gündemleri çalar, diğerlerini bedelini ödeyip çöpe atabilir.\n"
        "• **📖 Kartlar**, görebildiğin her kartı bütünüyle gösterir: metnini ve tüm sayılarını.\n\n"
        "**Oyun**: Corp (The Syndicate) ile Runner (The Catalyst) karşı karşıya; System Gateway başlangıç "
        "desteleriyle (6 gündem puanına kadar) ya da güçlendirme adımıyla (daha çok kart, etiketler, et hasarı, "
        "virüsler; 7 puana kadar). Corp, Runner'ı düzleyerek (flatline) de kazanır; Runner da Corp boş R&D'den "
        "kart çekmek zorunda kalınca kazanır.\n\n"
        "**Kendi desten**: `/deck import`, NetrunnerDB ya da jinteki.net'in yazdığı biçimdeki bir listeyi okur. "
        "“Serbest deste” adımındaki bir oyunda herkes başta bir deste seçer: kendi destesini ya da oyunla gelen "
        "birini (7 puana kadar); rakip yalnızca kimliğini görür.\n\n"
        "**Corp turu**: 3 tık; önce 1 kart çek (R&D boşsa kaybedersin). Tıklar: 1 kredi, kart çek, kur (kapalı; "
        "gündemler ve varlıklar uzak bir sunucuya, sunucu başına bir tane; ice en dışa, orada zaten olan her ice "
        "için 1 kredi), operasyon oyna, ilerlet (1 kredi), virüsleri temizle (3 tık), etiketli Runner'ın bir "
        "kaynağını çöpe at (2 kredi). Bedava: varlık ve yükseltmeleri rezle, yeterince ilerletilmiş bir gündemi "
        "puanla.\n\n"
        "**Runner turu**: 4 tık. 1 kredi, kart çek, kur (bellek 4), olay oyna, etiket sil (2 kredi), **koş**.\n\n"
        "**Koşular**: Runner dıştan başlayarak her ice'a yaklaşır; Corp onu rezleyebilir. Rezli bir ice ile "
        "karşılaşılır: gücü yeten buzkıranlar alt programlarını kırar; kalanlar sırayla çalışır. Her ice'tan sonra "
        "Runner bağlantıyı kesebilir. Sunucuda: başarı, sonra erişim (HQ: rastgele kartlar, R&D: üstteki kart, "
        "Arşiv: hepsi, uzak sunucu: kartları). Gündemler çalınır; diğer kartlar çöpe atma bedeli ödenerek çöpe "
        "atılabilir. Ağ hasarı elden rastgele kart atar; elde olandan fazlası Runner'ı düzler (flatline).\n\n"
        "**İnce kurallar**: oyun, Runner'ın yaklaştığı her rezlenmemiş ice'ta, kapalı kart olan bir sunucudan "
        "önce ve Corp'un kendi turu başlamadan önce (önce rezlemek ya da puanlamak için: o an rezlenen bir Nico "
        "Campaign o tur ödeme yapar), kartlar ne olursa olsun Corp'u bekler; Corp kendi görünümünde **Rez "
        "anlarında bekle** ayarını kapatmadıkça. Runner'ın turunda Corp, Runner'ın hamleleri arasında ve koşu "
        "ilerlerken, oyun onu beklemeden kendi görünümünden varlık ve yükseltme rezleyebilir. "
        "Tur sonunda elindeki kartları 5'e indirirsin (Superconducting Hub: Corp'a +2). Aynı anda "
        "yalnızca bir konsol olabilir. Her kararın bir süresi vardır (`tur_saniyesi`, varsayılan 3 dk): süre "
        "dolunca varsayılan seçilir (eli tutmak, rezlememek, alt programların çalışmasına izin vermek, devam "
        "etmek, kalan tıkları krediye çevirmek; bir soruyu bilgisayar cevaplar). Kararına bir dakikadan az "
        "kalmışken 📖 Kartlar'ı açarsan süren bir dakikaya çıkar; her kararda bir kez.\n\n"
        "*Resmî olmayan bir hayran uyarlamasıdır; Null Signal Games ya da Fantasy Flight Games ile bağlantılı "
        "değildir ve onlarca onaylanmamıştır. Kart görseli ya da logo yoktur; kart metinleri kendi sözlerimizle "
        "yazılmıştır.*",
        "**Как играть**\n"
        "• Один из вас — **Корпорация**, другой — **Раннер**. Побеждает тот, кто первым наберёт 6 очков проектов "
        "(7 с картами бустера).\n"
        "• Нажмите **Показать мою руку**, чтобы увидеть свои карты; все решения принимаются там. Строка 👉 на "
        "доске и в руке подсказывает, что можно сделать сейчас.\n"
        "• Ход состоит из кликов (у Корпорации 3, у Раннера 4): за клик можно взять кредит или карту, установить "
        "или разыграть карту.\n"
        "• Корпорация ставит проекты рубашкой вверх в удалённые серверы, продвигает и засчитывает их, а свои "
        "серверы защищает льдом.\n"
        "• Раннер устраивает **забеги** на серверы: ледоколы ломают подпрограммы льда, а у сервера Раннер "
        "получает доступ к картам, крадёт проекты и может за плату сбросить остальное.\n"
        "• **📖 Карты** показывают целиком любую карту, которую вы видите: её текст и все числа.\n\n"
        "**Игра**: Корпорация (The Syndicate) против Раннера (The Catalyst), со стартовыми колодами System "
        "Gateway (до 6 очков проектов) или со ступенью бустера (больше карт, метки, мясной урон и вирусы; до 7). "
        "Корпорация побеждает и флэтлайном Раннера, а Раннер — и тогда, когда Корпорации нужно взять карту из "
        "пустого НИОКР.\n\n"
        "**Своя колода**: `/deck import` читает список в том виде, как его пишут NetrunnerDB или jinteki.net. В "
        "игре ступени «своя колода» каждый в начале выбирает колоду — свою или из коробки (до 7 очков); соперник "
        "видит только её личность.\n\n"
        "**Ход Корпорации**: 3 клика; сначала взять 1 карту (пустой НИОКР — поражение). Клики: 1 кредит, взять "
        "карту, установить (рубашкой вверх; проекты и активы — в удалённый сервер, по одному на сервер; лёд — "
        "снаружи, 1 кредит за каждый уже стоящий там лёд), сыграть операцию, продвинуть (1 кредит), очистить "
        "вирусы (3 клика), сбросить ресурс Раннера с меткой (2 кредита). Бесплатно: активировать активы и "
        "улучшения, засчитать достаточно продвинутый проект.\n\n"
        "**Ход Раннера**: 4 клика. 1 кредит, взять карту, установить (память 4), сыграть событие, снять метку "
        "(2 кредита), **забег**.\n\n"
        "**Забеги**: Раннер подходит к каждому льду, начиная с внешнего; Корпорация может его активировать. С "
        "активным льдом происходит встреча: ледоколы с достаточной силой ломают подпрограммы, остальные "
        "срабатывают по порядку. После каждого льда Раннер может отключиться. У сервера: успех, затем доступ "
        "(штаб: случайные карты, НИОКР: верхняя карта, архивы: все, удалённый сервер: его карты). Проекты "
        "крадутся; другие карты можно сбросить, заплатив стоимость сброса. Сетевой урон сбрасывает случайные "
        "карты с руки; урон больше руки — Раннер погибает (флэтлайн).\n\n"
        "**Тонкости**: игра ждёт Корпорацию у каждого неактивного льда, к которому подходит Раннер, перед "
        "сервером с закрытыми картами и перед началом её собственного хода (чтобы сначала активировать или "
        "засчитать: Nico Campaign, активированная в этот момент, платит уже в этот ход), какими бы ни были карты, "
        "если только Корпорация не выключила у себя **Останавливаться для активации**. В ход Раннера Корпорация "
        "может активировать активы и улучшения из своего вида между действиями Раннера и пока идёт забег — игра "
        "её при этом не ждёт. В конце хода лишние карты сбрасываются до 5 (Superconducting Hub: +2 "
        "Корпорации). Консоль может быть только одна. У каждого решения есть время (`секунд_на_ход`, по "
        "умолчанию 3 мин): когда оно выходит, берётся вариант по умолчанию (оставить руку, не активировать, дать "
        "подпрограммам сработать, продолжить, взять кредиты за оставшиеся клики; на вопрос отвечает компьютер). "
        "Если открыть 📖 Карты, когда до конца решения осталось меньше минуты, время поднимется до минуты — один "
        "раз за решение.\n\n"
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
    "nr.cmd.step.desc": _t("Starter decks (to 6 points), with the booster cards (to 7), or your own deck (to 7)",
                           "Başlangıç desteleri (6 puan), güçlendirme kartlarıyla (7 puan) ya da kendi desten (7 puan)",
                           "Стартовые колоды (до 6 очков), с картами бустера (до 7) или своя колода (до 7)"),
    "nr.cmd.timeout.name": _t("turn_seconds", "tur_saniyesi", "секунд_на_ход"),
    "nr.cmd.timeout.desc": _t("Seconds for each decision (then its default is taken)",
                              "Her karar için saniye (sonra varsayılan seçilir)",
                              "Секунд на каждое решение (затем берётся вариант по умолчанию)"),
    "nr.side.corp": _t("Corp", "Corp", "Корпорация"),
    "nr.side.runner": _t("Runner", "Runner", "Раннер"),
    "nr.side.random": _t("Random", "Rastgele", "Случайно"),
    "nr.step.starter": _t("Starter game (to 6)", "Başlangıç oyunu (6 puan)", "Стартовая игра (до 6)"),
    "nr.step.booster": _t("Booster step (to 7)", "Güçlendirme adımı (7 puan)", "Ступень бустера (до 7)"),
    "nr.step.constructed": _t("Constructed: bring your own deck (to 7)", "Serbest deste: kendi desteni getir (7 puan)",
                              "Своя колода: каждый приносит свою (до 7)"),
    "nr.own_deck": _t("“{name}” (your deck): {identity}", "“{name}” (senin desten): {identity}",
                      "«{name}» (ваша колода): {identity}"),
    "nr.computer_name": _t("Computer", "Bilgisayar", "Компьютер"),
    "nr.options": _t("{step} · ⏱ {clock} for each decision", "{step} · ⏱ her karar için {clock}",
                     "{step} · ⏱ {clock} на каждое решение"),
    "nr.clock.min": _t("{n} min", "{n} dk", "{n} мин"),
    "nr.clock.sec": _t("{n} s", "{n} sn", "{n} с"),
    "nr.clock.min_sec": _t("{n} min {s} s", "{n} dk {s} sn", "{n} мин {s} с"),
    "nr.clock.line": _t("⏱ {clock} for each decision (then the default is taken) · this one runs out {when}",
                        "⏱ Her karar için {clock} (sonra varsayılan seçilir) · bu kararın süresi {when} doluyor",
                        "⏱ {clock} на каждое решение (затем берётся вариант по умолчанию) · время выйдет {when}"),
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
    "nr.err.no_ice": _t("It is installed onto a piece of ice, and no ice is installed.",
                        "Bir ice'ın üstüne kurulur ve kurulu ice yok.",
                        "Она ставится на лёд, а установленного льда нет."),
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
    "nr.err.measured_response": _t(
        "Only when the threat level is {n} or more, after a successful run in the Runner's last turn.",
        "Yalnızca tehdit seviyesi en az {n} iken ve Runner son turunda başarılı bir koşu yaptıysa.",
        "Только при уровне угрозы {n} или выше и после успешного забега Раннера в его прошлый ход."),
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
    "nr.ev.rd_empty": _t("{who} has to draw from an empty R&D.", "{who} boş R&D'den kart çekmek zorunda.",
                         "{who}: нужно взять карту из пустого НИОКР."),
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
    "nr.ev.installed_corp": _t("{who} installs a card ({kind}) in {server} for {cost} ¢.",
                               "{who}, {server} sunucusuna kapalı bir kart kurdu ({kind}; {cost} ¢).",
                               "{who} устанавливает карту ({kind}) в {server} за {cost} ¢."),
    "nr.ev.installed_runner": _t("{who} installs {card} for {cost} ¢.",
                                 "{who}, {card} kartını {cost} ¢ ödeyerek kurdu.",
                                 "{who} устанавливает {card} за {cost} ¢."),
    "nr.ev.played": _t("{who} plays {card}.", "{who}, {card} kartını oynadı.", "{who} разыгрывает {card}."),
    "nr.ev.advanced": _t(plural("n", one="A card in {server} is advanced: {n} counter on it.",
                                other="A card in {server} is advanced: {n} counters on it."),
                         "{server} sunucusundaki bir kart ilerletildi: üstünde {n} sayaç var.",
                         plural("n", one="Карта ({server}) продвинута: на ней {n} жетон.",
                                few="Карта ({server}) продвинута: на ней {n} жетона.",
                                many="Карта ({server}) продвинута: на ней {n} жетонов.")),
    "nr.ev.scored": _t(plural("points", one="{who} scores {card}: {points} agenda point now.",
                              other="{who} scores {card}: {points} agenda points now."),
                       "{who}, {card} gündemini puanladı: artık {points} puanı var.",
                       plural("points", one="{who} засчитывает {card} — всего {points} очко.",
                              few="{who} засчитывает {card} — всего {points} очка.",
                              many="{who} засчитывает {card} — всего {points} очков.")),
    "nr.ev.stolen": _t(plural("points", one="{who} steals {card}: {points} agenda point now.",
                              other="{who} steals {card}: {points} agenda points now."),
                       "{who}, {card} gündemini çaldı: artık {points} puanı var.",
                       plural("points", one="{who} крадёт {card} — всего {points} очко.",
                              few="{who} крадёт {card} — всего {points} очка.",
                              many="{who} крадёт {card} — всего {points} очков.")),
    "nr.ev.rezzed": _t("{who} rezzes {card}.", "{who}, {card} kartını rezledi.", "{who} активирует {card}."),
    "nr.ev.gained_clicks": _t(plural("n", one="{who} gains {n} click.", other="{who} gains {n} clicks."),
                              "{who} {n} tık kazandı.",
                              plural("n", one="{who} получает {n} клик.", few="{who} получает {n} клика.",
                                     many="{who} получает {n} кликов.")),
    "nr.ev.purged": _t(plural("n", one="{who} purges virus counters: {n} counter removed.",
                              other="{who} purges virus counters: {n} counters removed."),
                       "{who} virüs sayaçlarını temizledi: {n} sayaç gitti.",
                       plural("n", one="{who} очищает вирусы: снят {n} жетон.",
                              few="{who} очищает вирусы: снято {n} жетона.",
                              many="{who} очищает вирусы: снято {n} жетонов.")),
    "nr.ev.trashed": _t("{card} is trashed.", "{card} çöpe gitti.", "{card} отправляется в сброс."),
    "nr.ev.trashed_hidden": _t("A face-down card is trashed.", "Kapalı bir kart çöpe gitti.",
                               "Закрытая карта отправляется в сброс."),
    "nr.ev.damage": _t("{who} takes {n} {kind} damage: {cards} trashed.",
                       "{who} {n} {kind} hasarı aldı: {cards} çöpe gitti.",
                       "{who} получает {kind} урон ({n}): в сброс — {cards}."),
    "nr.ev.flatline": _t("{who} is flatlined!", "{who} düzlendi (flatline)!", "{who} погибает (флэтлайн)!"),
    "nr.ev.tagged": _t(plural("n", one="{who} takes {n} tag ({total} in all).",
                              other="{who} takes {n} tags ({total} in all)."),
                       "{who} {n} etiket aldı (toplam {total}).",
                       plural("n", one="{who} получает {n} метку (всего {total}).",
                              few="{who} получает {n} метки (всего {total}).",
                              many="{who} получает {n} меток (всего {total}).")),
    "nr.ev.tag_removed": _t("{who} removes a tag ({total} left).", "{who} bir etiket sildi ({total} kaldı).",
                            "{who} снимает метку (осталось {total})."),
    "nr.ev.run": _t("{who} runs on {server}.", "{who}, {server} sunucusuna koşuyor.",
                    "{who} начинает забег на {server}."),
    "nr.ev.passed": _t("{who} passes a piece of ice.", "{who} bir ice'ı geçti.", "{who} проходит лёд."),
    "nr.ev.encounter": _t("{who} encounters {ice}.", "{who}, {ice} ile karşılaştı.", "{who} встречает {ice}."),
    "nr.ev.broke": _t(plural("n", one="{breaker} breaks {n} subroutine of {ice}.",
                             other="{breaker} breaks {n} subroutines of {ice}."),
                      "{breaker}, {ice} üzerinde {n} alt program kırdı.",
                      plural("n", one="{breaker} ломает {n} подпрограмму {ice}.",
                             few="{breaker} ломает {n} подпрограммы {ice}.",
                             many="{breaker} ломает {n} подпрограмм {ice}.")),
    "nr.ev.pumped": _t("{breaker} is now at strength {strength}.", "{breaker} artık {strength} güçte.",
                       "Сила {breaker} теперь {strength}."),
    "nr.ev.click_broke": _t("{who} loses a click to break a subroutine of {ice}.",
                            "{who} bir tık kaybederek {ice} üzerindeki bir alt programı kırdı.",
                            "{who} теряет клик и ломает подпрограмму {ice}."),
    "nr.ev.leech": _t("Leech: the ice is at strength {strength} for this encounter.",
                      "Leech: ice bu karşılaşmada {strength} güçte.",
                      "Leech: сила льда в этой встрече — {strength}."),
    "nr.ev.sub": _t("{ice} fires: {sub}.", "{ice} çalıştı: {sub}.", "{ice} срабатывает: {sub}."),
    "nr.ev.run_ended": _t("The run is ended.", "Koşu sona erdirildi.", "Забег закончен."),
    "nr.ev.jacked_out": _t("{who} jacks out.", "{who} bağlantıyı kesti.", "{who} отключается."),
    "nr.ev.successful": _t("The run on {server} is successful.", "{server} koşusu başarılı.",
                           "Забег на {server} успешен."),
    "nr.ev.breach": _t(plural("n", one="{who} breaches {server}: {n} card to access.",
                              other="{who} breaches {server}: {n} cards to access."),
                       "{who}, {server} sunucusuna girdi: erişilecek {n} kart var.",
                       "{who} взламывает {server}: карт для доступа — {n}."),
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
    "nr.ev.lost_credits": _t(plural("n", one="{who} loses {n} credit.", other="{who} loses {n} credits."),
                             "{who} {n} kredi kaybetti.",
                             plural("n", one="{who} теряет {n} кредит.", few="{who} теряет {n} кредита.",
                                    many="{who} теряет {n} кредитов.")),
    "nr.ev.corp_gained": _t(plural("n", one="{who} gains {n} credit.", other="{who} gains {n} credits."),
                            "{who} {n} kredi kazandı.",
                            plural("n", one="{who} получает {n} кредит.", few="{who} получает {n} кредита.",
                                   many="{who} получает {n} кредитов.")),
    "nr.ev.bran_installed": _t("{who} installs a piece of ice inside Brân 1.0.",
                               "{who}, Brân 1.0'ın hemen içine bir ice kurdu.",
                               "{who} устанавливает лёд за Brân 1.0."),
    "nr.ev.manegarm": _t("Manegarm Skunkworks: {who} chooses: {choice}.",
                         "Manegarm Skunkworks: {who} seçti: {choice}.",
                         "Manegarm Skunkworks: {who} выбирает — {choice}."),
    "nr.ev.paid_off": _t(plural("n", one="{who} pays {n} credit instead.", other="{who} pays {n} credits instead."),
                         "{who} bunun yerine {n} kredi ödedi.",
                         plural("n", one="{who} вместо этого платит {n} кредит.",
                                few="{who} вместо этого платит {n} кредита.",
                                many="{who} вместо этого платит {n} кредитов.")),
    "nr.ev.planogram": _t("Predictive Planogram: {choice}.", "Predictive Planogram: {choice}.",
                          "Predictive Planogram: {choice}."),
    "nr.ev.wildcat": _t("Wildcat Strike: {who} chooses {choice}.", "Wildcat Strike: {who} seçti: {choice}.",
                        "Wildcat Strike: {who} выбирает — {choice}."),
    "nr.ev.searched": _t("{who} shows {card} and takes it.", "{who}, {card} kartını gösterip eline aldı.",
                         "{who} показывает и берёт {card}."),
    "nr.ev.shuffled_in": _t(plural("n", one="{who} shuffles {n} card from HQ into R&D.",
                                   other="{who} shuffles {n} cards from HQ into R&D."),
                            "{who}, HQ'dan {n} kartı R&D'ye karıştırdı.",
                            plural("n", one="{who} замешивает {n} карту из штаба в НИОКР.",
                                   few="{who} замешивает {n} карты из штаба в НИОКР.",
                                   many="{who} замешивает {n} карт из штаба в НИОКР.")),
    "nr.ev.shuffled_in_shown": _t(plural("n", one="{who} shuffles {n} card from Archives into R&D: {cards}.",
                                         other="{who} shuffles {n} cards from Archives into R&D, among them {cards}."),
                                  "{who}, Arşiv'den R&D'ye {n} kart karıştırdı; aralarında: {cards}.",
                                  plural("n", one="{who} замешивает {n} карту из архивов в НИОКР: {cards}.",
                                         few="{who} замешивает {n} карты из архивов в НИОКР, среди них {cards}.",
                                         many="{who} замешивает {n} карт из архивов в НИОКР, среди них {cards}.")),
    "nr.ev.shuffled_in_hidden": _t(plural("n", one="{who} shuffles {n} face-down card from Archives into R&D.",
                                          other="{who} shuffles {n} face-down cards from Archives into R&D."),
                                   "{who}, Arşiv'den R&D'ye {n} kapalı kart karıştırdı.",
                                   plural("n", one="{who} замешивает {n} карту рубашкой вверх из архивов в НИОКР.",
                                          few="{who} замешивает {n} карты рубашкой вверх из архивов в НИОКР.",
                                          many="{who} замешивает {n} карт рубашкой вверх из архивов в НИОКР.")),
    "nr.ev.extra_clicks": _t(plural("n", one="{who} gains {n} click and can score no more agendas this turn.",
                                    other="{who} gains {n} clicks and can score no more agendas this turn."),
                             "{who} {n} tık kazandı; bu tur başka gündem puanlayamaz.",
                             plural("n", one="{who} получает {n} клик и до конца хода не может засчитывать проекты.",
                                    few="{who} получает {n} клика и до конца хода не может засчитывать проекты.",
                                    many="{who} получает {n} кликов и до конца хода не может засчитывать проекты.")),
    "nr.ev.corp_searched": _t("{who} searches R&D, shows {card} and takes it; R&D is shuffled.",
                              "{who} R&D'yi aradı, {card} kartını gösterip aldı; R&D karıştırıldı.",
                              "{who} ищет в НИОКР, показывает {card} и берёт её; НИОКР перемешан."),
    "nr.ev.to_hq": _t("{who} takes {card} from Archives into HQ.", "{who}, {card} kartını Arşiv'den HQ'ya aldı.",
                      "{who} берёт {card} из архивов в штаб."),
    "nr.ev.to_hq_hidden": _t("{who} takes a face-down card from Archives into HQ.",
                             "{who}, Arşiv'den kapalı bir kartı HQ'ya aldı.",
                             "{who} берёт карту рубашкой вверх из архивов в штаб."),
    "nr.ev.reality_credits": _t("{who} gains 2 credits (the first tag this turn).",
                                "{who} 2 kredi kazandı (bu turun ilk etiketi).",
                                "{who} получает 2 кредита (первая метка за ход)."),
    "nr.ev.reality_cards": _t("{who} draws 2 cards (the first tag this turn).",
                              "{who} 2 kart çekti (bu turun ilk etiketi).",
                              "{who} берёт 2 карты (первая метка за ход)."),
    "nr.ev.gained": _t(plural("n", one="{card}: {who} gains {n} credit.", other="{card}: {who} gains {n} credits."),
                       "{card}: {who} {n} kredi kazandı.",
                       plural("n", one="{card}: {who} получает {n} кредит.", few="{card}: {who} получает {n} кредита.",
                              many="{card}: {who} получает {n} кредитов.")),
    "nr.ev.hosted": _t("{who} puts {card} on a piece of ice of {server}.",
                       "{who}, {card} kartını {server} ice'ının üstüne koydu.",
                       "{who} ставит {card} на лёд сервера {server}."),
    "nr.ev.to_stack_bottom": _t("{who} puts {card} from their heap at the bottom of their stack.",
                                "{who}, {card} kartını çöpünden destesinin altına koydu.",
                                "{who} кладёт {card} из кучи под низ стека."),
    "nr.ev.revealed_taken": _t("{who} shows {card} from the top of their stack and takes it into their grip.",
                               "{who}, destesinin üstündeki {card} kartını gösterip eline aldı.",
                               "{who} показывает {card} с верха стека и берёт в руку."),
    "nr.ev.swapped": _t("{who} swaps two pieces of ice.", "{who} iki ice'ın yerini değiştirdi.",
                        "{who} меняет местами два льда."),
    "nr.ev.derezzed": _t("{card} is derezzed.", "{card} rezden çıktı.", "{card} деактивирована."),
    "nr.ev.removed": _t("{card} is removed from the game.", "{card} oyundan çıkarıldı.", "{card} убрана из игры."),
    "nr.ev.no_steal": _t("For the rest of this run the Runner can neither steal nor trash Corp cards.",
                         "Bu koşunun geri kalanında Runner Corp kartı çalamaz, çöpe atamaz.",
                         "До конца забега Раннер не может ни красть, ни сбрасывать карты Корпорации."),
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
    "nr.end.concede": _t("the opponent conceded", "rakibi pes etti", "соперник сдался"),
    "nr.damage.net": _t("net", "ağ", "сетевой"),
    "nr.damage.meat": _t("meat", "et", "мясной"),
    "nr.choice.credits": _t("3 credits", "3 kredi", "3 кредита"),
    "nr.choice.cards": _t("3 cards", "3 kart", "3 карты"),
    "nr.choice.both": _t("both", "ikisi birden", "и то и другое"),
    "nr.choice.clicks": _t("spend 2 clicks", "2 tık harca", "потратить 2 клика"),
    "nr.choice.pay": _t("pay", "öde", "заплатить"),
    "nr.opt.damage": _t("Take the damage", "Hasarı al", "Получить урон"),
    "nr.choice.end": _t("the run ends", "koşu biter", "забег заканчивается"),
    "nr.choice.wild_credits": _t("6 credits", "6 kredi", "6 кредитов"),
    "nr.choice.wild_cards": _t("4 cards", "4 kart", "4 карты"),
    "nr.kind.ice": _t("ice", "ice", "лёд"),
    "nr.kind.root": _t("in the root", "kök", "в корень"),
    "nr.type.agenda": _t("agenda", "gündem", "проект"),
    "nr.type.asset": _t("asset", "varlık", "актив"),
    "nr.type.upgrade": _t("upgrade", "yükseltme", "улучшение"),
    "nr.type.operation": _t("operation", "operasyon", "операция"),
    "nr.type.ice": _t("ice", "ice", "лёд"),
    "nr.type.event": _t("event", "olay", "событие"),
    "nr.type.hardware": _t("hardware", "donanım", "железо"),
    "nr.type.resource": _t("resource", "kaynak", "ресурс"),
    "nr.type.program": _t("program", "program", "программа"),
    "nr.type.identity": _t("identity", "kimlik", "личность"),
    "nr.brief.agenda": _t(plural("points", one="{card} ({type}, {points} agenda point)",
                                 other="{card} ({type}, {points} agenda points)"),
                          "{card} ({type}, {points} gündem puanı)",
                          plural("points", one="{card} ({type}, {points} очко)", few="{card} ({type}, {points} очка)",
                                 many="{card} ({type}, {points} очков)")),
    "nr.brief.trash": _t("{card} ({type}, trash cost {cost})", "{card} ({type}, çöpe atma bedeli {cost})",
                         "{card} ({type}, стоимость сброса {cost})"),
    "nr.brief.plain": _t("{card} ({type})", "{card} ({type})", "{card} ({type})"),
    "nr.brief.at": _t("{card} in {where}", "{where}: {card}", "{card} — {where}"),
    "nr.desc.agenda": _t("{type} · advancement {adv} · points {points}", "{type} · ilerleme {adv} · puan {points}",
                         "{type} · продвижение {adv} · очки {points}"),
    "nr.desc.trash": _t("{type} · trash cost {trash}", "{type} · çöpe atma bedeli {trash}",
                        "{type} · стоимость сброса {trash}"),
    "nr.desc.strength": _t("{type} · strength {strength}", "{type} · güç {strength}", "{type} · сила {strength}"),
    "nr.desc.memory": _t("{type} · memory {mu}", "{type} · bellek {mu}", "{type} · память {mu}"),
    "nr.desc.breaker": _t("{type} · strength {strength} · memory {mu}", "{type} · güç {strength} · bellek {mu}",
                          "{type} · сила {strength} · память {mu}"),
    "nr.stat.strength": _t("STR", "GÜÇ", "СИЛА"),
    "nr.stat.advancement": _t("ADV", "İLERLEME", "ПРОД."),
    "nr.stat.points": _t("PTS", "PUAN", "ОЧКИ"),
    "nr.stat.trash": _t("TRASH", "ÇÖP", "СБРОС"),
    # --- private lines --------------------------------------------------------------------------------------------
    "nr.pv.drew": _t("You drew: {cards}.", "Çektiğin kartlar: {cards}.", "Вы взяли: {cards}."),
    "nr.pv.installed": _t("You installed {card} in {server}.", "{card} kartını {server} sunucusuna kurdun.",
                          "Вы установили {card} в {server}."),
    "nr.pv.looked": _t("You look at {card}.", "{card} kartına baktın.", "Вы смотрите карту {card}."),
    "nr.pv.accessed": _t("You access {card}.", "{card} kartına eriştin.", "Вы получаете доступ к карте {card}."),
    # --- headings, waiting, the board -----------------------------------------------------------------------------
    "nr.heading.setup": _t("Netrunner — setting up", "Netrunner — hazırlık", "Netrunner — подготовка"),
    "nr.heading.turn": _t("Netrunner — {who}'s turn ({side})", "Netrunner — sıra {who} oyuncusunda ({side})",
                          "Netrunner — ход игрока {who} ({side})"),
    "nr.heading.over": _t("Netrunner — game over", "Netrunner — oyun bitti", "Netrunner — партия окончена"),
    "nr.wait.mulligan": _t("👉 {who}: keep your 5 cards, or take your one mulligan for 5 new ones.",
                           "👉 {who}: 5 kartını tut ya da tek mulligan hakkınla 5 yeni kart çek.",
                           "👉 {who}: оставьте свои 5 карт или возьмите единственный муллиган — 5 новых."),
    "nr.wait.turn_corp": _t(plural("clicks",
                                   one="👉 {who}: {clicks} click left — take a credit, draw, install, play an "
                                       "operation, or advance a card.",
                                   other="👉 {who}: {clicks} clicks left — take credits, draw, install, play "
                                         "operations, or advance cards."),
                            "👉 {who}: {clicks} tık kaldı — kredi al, kart çek, kart kur, operasyon oyna ya da bir "
                            "kartı ilerlet.",
                            plural("clicks",
                                   one="👉 {who}: остался {clicks} клик — берите кредиты и карты, устанавливайте и "
                                       "продвигайте карты, разыгрывайте операции.",
                                   few="👉 {who}: осталось {clicks} клика — берите кредиты и карты, устанавливайте "
                                       "и продвигайте карты, разыгрывайте операции.",
                                   many="👉 {who}: осталось {clicks} кликов — берите кредиты и карты, "
                                        "устанавливайте и продвигайте карты, разыгрывайте операции.")),
    "nr.wait.turn_runner": _t(plural("clicks",
                                     one="👉 {who}: {clicks} click left — take a credit, draw, install, play an "
                                         "event, or run on a server.",
                                     other="👉 {who}: {clicks} clicks left — take credits, draw, install, play "
                                           "events, or run on servers."),
                              "👉 {who}: {clicks} tık kaldı — kredi al, kart çek, kart kur, olay oyna ya da bir "
                              "sunucuya koş.",
                              plural("clicks",
                                     one="👉 {who}: остался {clicks} клик — берите кредиты и карты, устанавливайте "
                                         "карты, разыгрывайте события или начинайте забеги.",
                                     few="👉 {who}: осталось {clicks} клика — берите кредиты и карты, "
                                         "устанавливайте карты, разыгрывайте события или начинайте забеги.",
                                     many="👉 {who}: осталось {clicks} кликов — берите кредиты и карты, "
                                          "устанавливайте карты, разыгрывайте события или начинайте забеги.")),
    "nr.wait.turn_free": _t("👉 {who}: no clicks left — score an agenda, rez a card, or end the turn.",
                            "👉 {who}: tık kalmadı — gündem puanla, kart rezle ya da turu bitir.",
                            "👉 {who}: кликов не осталось — засчитайте проект, активируйте карту или закончите "
                            "ход."),
    "nr.wait.approach": _t("👉 {who}: the Runner approaches a piece of ice — rez it, or let them pass.",
                           "👉 {who}: Runner bir ice'a yaklaşıyor — rezle ya da geçmesine izin ver.",
                           "👉 {who}: Раннер подходит ко льду — активируйте его или пропустите Раннера."),
    "nr.wait.encounter": _t("👉 {who}: break the subroutines with your icebreakers, or let them fire.",
                            "👉 {who}: alt programları buzkıranlarınla kır ya da çalışmalarına izin ver.",
                            "👉 {who}: ломайте подпрограммы ледоколами или дайте им сработать."),
    "nr.wait.movement": _t("👉 {who}: go on with the run, or jack out.",
                           "👉 {who}: koşuya devam et ya da bağlantıyı kes.",
                           "👉 {who}: продолжайте забег или отключитесь."),
    "nr.wait.opening": _t("👉 {who}: your turn is about to begin — rez or score first, or begin it.",
                          "👉 {who}: turun başlamak üzere — önce rezle ya da puanla, ya da turu başlat.",
                          "👉 {who}: ваш ход вот-вот начнётся — сначала активируйте или засчитайте, либо начните "
                          "ход."),
    "nr.wait.server_window": _t("👉 {who}: the Runner is about to approach the server — rez a card there, or go on.",
                                "👉 {who}: Runner sunucuya yaklaşmak üzere — oradaki bir kartı rezle ya da devam et.",
                                "👉 {who}: Раннер вот-вот подойдёт к серверу — активируйте там карту или "
                                "продолжайте."),
    "nr.wait.prompt": _t("👉 {who}: a choice is waiting for you — answer it under “{hand}”.",
                         "👉 {who}: seni bekleyen bir seçim var — “{hand}” ile cevap ver.",
                         "👉 {who}: вас ждёт выбор — ответьте через кнопку «{hand}»."),
    "nr.wait.prompt_card": _t("👉 {who}: {card} asks for a choice — answer it under “{hand}”.",
                              "👉 {who}: {card} bir seçim istiyor — “{hand}” ile cevap ver.",
                              "👉 {who}: {card} требует выбора — ответьте через кнопку «{hand}»."),
    "nr.wait.prompt_discard": _t("👉 {who}: discard down to your hand size under “{hand}”.",
                                 "👉 {who}: “{hand}” ile el sınırına inecek kadar kart at.",
                                 "👉 {who}: сбросьте лишние карты до размера руки — кнопка «{hand}»."),
    "nr.wait.prompt_deck": _t("👉 {who}: choose your deck under “{hand}”.",
                              "👉 {who}: desteni “{hand}” ile seç.",
                              "👉 {who}: выберите колоду (кнопка «{hand}»)."),
    "nr.wait.prompt_access": _t("👉 {who}: you access a card — see it and decide under “{hand}”.",
                                "👉 {who}: bir karta eriştin — “{hand}” ile gör ve karar ver.",
                                "👉 {who}: доступ к карте — посмотрите её и решите, что с ней делать (кнопка "
                                "«{hand}»)."),
    "nr.wait.computer": _t("🤖 {who} is thinking…", "🤖 {who} düşünüyor…", "🤖 {who} думает…"),
    "nr.statline": _t(plural("credits", one="{who} ({side}): {credits} credit · {points}/{goal} agenda points · "
                                           "hand: {hand} · {deck_name}: {deck}",
                             other="{who} ({side}): {credits} credits · {points}/{goal} agenda points · "
                                   "hand: {hand} · {deck_name}: {deck}"),
                      "{who} ({side}): {credits} kredi · {points}/{goal} gündem puanı · el: {hand} · "
                      "{deck_name}: {deck}",
                      "{who} ({side}): {credits} кр. · очки проектов: {points}/{goal} · рука: {hand} · "
                      "{deck_name}: {deck}"),
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
    # deck building (`deckbuilding.py`): what a player's own list breaks, and by how much
    "nr.deck.pool": _t("{card} is not a card of the Core pool", "{card}: Core havuzunda böyle bir kart yok",
                       "{card} — такой карты нет в базовом наборе"),
    "nr.deck.pending": _t("{card} is not playable here yet", "{card} burada henüz oynanamıyor",
                          "{card} здесь пока нельзя играть"),
    "nr.deck.identity": _t("a deck has exactly one identity; this one has {n}",
                           "bir destenin tam olarak bir kimliği olur; bunda {n} var",
                           "в колоде должна быть ровно одна личность, а здесь их: {n}"),
    "nr.deck.side_corp": _t(plural("n", one="{card} is a Runner card: a Corp deck holds Corp cards only",
                                   other="{n} Runner cards ({card} among them): a Corp deck holds Corp cards only"),
                            "{card} dahil {n} Runner kartı var: Corp destesinde yalnızca Corp kartları olur",
                            plural("n", one="{n} карта Раннера ({card}), а в колоде Корпорации только карты "
                                            "Корпорации",
                                   few="{n} карты Раннера (среди них {card}), а в колоде Корпорации только карты "
                                       "Корпорации",
                                   many="{n} карт Раннера (среди них {card}), а в колоде Корпорации только карты "
                                        "Корпорации")),
    "nr.deck.side_runner": _t(plural("n", one="{card} is a Corp card: a Runner deck holds Runner cards only",
                                     other="{n} Corp cards ({card} among them): a Runner deck holds Runner cards "
                                           "only"),
                              "{card} dahil {n} Corp kartı var: Runner destesinde yalnızca Runner kartları olur",
                              plural("n", one="{n} карта Корпорации ({card}), а в колоде Раннера только карты Раннера",
                                     few="{n} карты Корпорации (среди них {card}), а в колоде Раннера только "
                                         "карты Раннера",
                                     many="{n} карт Корпорации (среди них {card}), а в колоде Раннера только "
                                          "карты Раннера")),
    "nr.deck.starter": _t("{card} is a starter identity: it leads only the starter decks that come with the game",
                          "{card} bir başlangıç kimliği: yalnızca oyunla gelen başlangıç destelerinde oynanır",
                          "{card} — стартовая личность: она бывает только в стартовых колодах из коробки"),
    "nr.deck.size": _t("cards besides the identity: {n}; it needs at least {least}, so {short} more",
                       "kimlik dışında {n} kart var; en az {least} gerekiyor: {short} kart eksik",
                       "карт кроме личности: {n}, а нужно не меньше {least}; не хватает: {short}"),
    "nr.deck.copies": _t("{n} copies of {card}; a deck may hold at most {most}",
                         "{card} kartından {n} tane var; bir destede en çok {most} olabilir",
                         plural("n", one="{card}: {n} копия, а можно не больше {most}",
                                few="{card}: {n} копии, а можно не больше {most}",
                                many="{card}: {n} копий, а можно не больше {most}")),
    "nr.deck.influence": _t("the cards of other factions cost {spent} influence; the identity allows {limit}: "
                            "{over} too many",
                            "diğer fraksiyonların kartları {spent} etki tutuyor; kimlik {limit} etkiye izin "
                            "veriyor: {over} fazla",
                            "карты других фракций стоят {spent} влияния, а личность позволяет {limit}: "
                            "перебор на {over}"),
    "nr.deck.agenda_faction": _t("{card} is an agenda of another faction: a Corp deck holds only its own "
                                 "faction's agendas and neutral ones",
                                 "{card} başka bir fraksiyonun gündemi: Corp destesinde yalnızca kendi "
                                 "fraksiyonunun ve tarafsız gündemler olur",
                                 "{card} — проект чужой фракции: в колоде Корпорации только проекты своей "
                                 "фракции и нейтральные"),
    "nr.deck.points": _t("agenda points: {points}; a deck of this size ({size}) needs {least} or {most}",
                         "gündemler {points} puan veriyor; {size} kartlık bir deste {least} ya da {most} puan "
                         "ister",
                         "очков проектов: {points}, а колоде такого размера ({size}) нужно {least} или {most}"),
    "nr.label.clicks": _t("clicks {n}", "tık {n}", "клики {n}"),
    "nr.label.credits": _t("{n} ¢", "{n} ¢", "{n} ¢"),
    "nr.label.points": _t("{n} pts", "{n} puan", "{n} очк."),
    "nr.label.tags": _t("tags {n}", "etiket {n}", "метки {n}"),
    "nr.label.mu": _t("memory {used}/{total}", "bellek {used}/{total}", "память {used}/{total}"),
    "nr.label.ice": _t("ICE", "ICE", "ЛЁД"),
    "nr.label.card": _t("card", "kart", "карта"),
    "nr.label.adv": _t("adv {n}", "ilerleme {n}", "прод. {n}"),
    "nr.label.hosted_on": _t("on {server} ice {n}", "{server} ICE {n} üstünde", "на льду {n} ({server})"),
    "nr.label.counter_key": _t("Counters: ¢ credits · ☣ virus · ⚡ power · ◆ agenda", "Sayaçlar: ¢ kredi · ☣ virüs · "
                               "⚡ güç · ◆ ajanda", "Жетоны: ¢ кредиты · ☣ вирус · ⚡ сила · ◆ жетоны проекта"),
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
    "nr.private.turn": _t("{clicks}, {credits}: {can}.", "{clicks}, {credits}: {can}.", "{clicks}, {credits}: {can}."),
    "nr.private.turn_free": _t("No clicks left: {can}.", "Tık kalmadı: {can}.", "Кликов не осталось: {can}."),
    "nr.private.approach": _t("The Runner approaches {ice} (rez cost {cost}): rez it, or let the Runner pass.",
                              "Runner {ice} kartına yaklaşıyor (rez bedeli {cost}): rezle ya da geçmesine izin ver.",
                              "Раннер подходит к {ice} (стоимость активации {cost}): активируйте лёд или "
                              "пропустите Раннера."),
    "nr.private.encounter": _t("You encounter {ice} (strength {strength}): break subroutines, or let them fire. "
                               "Subroutines: {subs}.",
                               "{ice} ile karşılaştın (güç {strength}): alt programları kır ya da çalışmalarına izin "
                               "ver. Alt programlar: {subs}.",
                               "Встреча с {ice} (сила {strength}): ломайте подпрограммы или дайте им сработать. "
                               "Подпрограммы: {subs}."),
    "nr.private.broken": _t("broken", "kırıldı", "сломана"),
    "nr.private.movement": _t("You passed ice {n} of {count} on {server}. Go on, or jack out?",
                              "{server} önündeki {count} ice'tan {n}. ice'ı geçtin. Devam mı, bağlantıyı kesmek mi?",
                              "Вы прошли лёд {n} из {count} ({server}). Продолжить или отключиться?"),
    "nr.private.movement_none": _t("No ice protects {server}. Go on to the server, or jack out?",
                                   "{server} sunucusunu koruyan ice yok. Sunucuya mı ilerleyeceksin, bağlantıyı mı "
                                   "keseceksin?",
                                   "Перед сервером «{server}» нет льда. Подойти к серверу или отключиться?"),
    "nr.private.server_window": _t("The Runner is about to approach {server}: rez a card there?",
                                   "Runner {server} sunucusuna yaklaşmak üzere: oradaki bir kartı rezleyecek misin?",
                                   "Раннер вот-вот подойдёт к серверу «{server}»: активировать там карту?"),
    "nr.private.opening": _t("Your turn is about to begin: rez or score now, before your “when your turn begins” "
                             "cards pay out and you draw.",
                             "Turun başlamak üzere: “turun başında” kartların ödeme yapmadan ve kart çekmeden önce "
                             "şimdi rezle ya da puanla.",
                             "Ваш ход вот-вот начнётся: активируйте или засчитайте сейчас — до того, как сработают "
                             "карты «в начале вашего хода» и вы возьмёте карту."),
    "nr.private.standing_rez": _t("It is the Runner's turn, and you may still rez an asset or upgrade now.",
                                  "Sıra Runner'da; yine de şimdi bir asset ya da upgrade rezleyebilirsin.",
                                  "Сейчас ход Раннера, но вы можете активировать актив или улучшение прямо сейчас."),
    "nr.private.standing_rez_none": _t("It is the Runner's turn: you may rez an asset or upgrade now, but none you "
                                       "can pay for is face down.",
                                       "Sıra Runner'da: şimdi bir asset ya da upgrade rezleyebilirsin, ama parasını "
                                       "ödeyebileceğin kapalı bir kart yok.",
                                       "Сейчас ход Раннера: можно активировать актив или улучшение, но закрытых карт, "
                                       "за которые хватит кредитов, нет."),
    "nr.private.known": _t("You have seen: {cards}.", "Gördüğün kartlar: {cards}.", "Вы видели: {cards}."),
    "nr.private.installed": _t("Your face-down cards: {cards}.", "Kapalı kartların: {cards}.",
                               "Ваши закрытые карты: {cards}."),
    "nr.private.stops_on": _t("Rez windows on: the game waits for you at each unrezzed ice the Runner approaches, "
                              "at a run's server with face-down cards, before your turn begins and after your last "
                              "click.",
                              "Rez anları açık: Runner'ın yaklaştığı her rezlenmemiş ice'ta, kapalı kart olan "
                              "sunucuya yaklaşmadan önce, turun başlamadan önce ve son tıkından sonra oyun seni "
                              "bekler.",
                              "Окна активации включены: игра ждёт вас у каждого неактивного льда, к которому "
                              "подходит Раннер, перед подходом к серверу с закрытыми картами, перед началом вашего "
                              "хода и после вашего последнего клика."),
    "nr.private.stops_off": _t("Rez windows off: the game never waits for you to rez; unrezzed ice is passed and "
                               "your turn ends with its last click.",
                               "Rez anları kapalı: oyun rezlemen için hiç beklemez; rezlenmemiş ice'lar geçilir, "
                               "turun son tıkla biter.",
                               "Окна активации выключены: игра не ждёт, пока вы активируете карты; неактивный лёд "
                               "пропускается, а ход заканчивается последним кликом."),
    "nr.private.picked": _t("Chosen: {card}.", "Seçilen: {card}.", "Выбрано: {card}."),
    "nr.private.empty": _t("Your hand is empty.", "Elin boş.", "Ваша рука пуста."),
    "nr.q.deck": _t("Choose your deck: one that comes with the game, or one of yours (saved with /deck import). "
                    "Your rival sees only its identity.",
                    "Desteni seç: oyunla gelenlerden biri ya da /deck import ile kaydettiğin kendi destelerinden "
                    "biri. Rakibin yalnızca kimliğini görür.",
                    "Выберите колоду: из коробки или свою (сохранённую через /deck import). Соперник увидит "
                    "только её личность."),
    "nr.q.discard": _t(plural("n", one="Discard down to your hand size: choose {n} card.",
                              other="Discard down to your hand size: choose {n} cards."),
                       "El sınırına in: atılacak {n} kartı seç.",
                       plural("n", one="Сбросьте лишнее до размера руки: выберите {n} карту.",
                              few="Сбросьте лишнее до размера руки: выберите {n} карты.",
                              many="Сбросьте лишнее до размера руки: выберите {n} карт.")),
    "nr.q.access": _t(plural("cost", one="You access {card}. Trash it for {cost} credit?",
                             other="You access {card}. Trash it for {cost} credits?"),
                      "{card} kartına eriştin. {cost} kredi ödeyip çöpe atacak mısın?",
                      plural("cost", one="Доступ к карте {card}. Сбросить её за {cost} кредит?",
                             few="Доступ к карте {card}. Сбросить её за {cost} кредита?",
                             many="Доступ к карте {card}. Сбросить её за {cost} кредитов?")),
    "nr.q.access_seen": _t("You access {card}.", "{card} kartına eriştin.", "Доступ к карте {card}."),
    "nr.q.seamless": _t("Seamless Launch: which card gets 2 advancement counters?", "Seamless Launch: 2 ilerleme "
                        "sayacı hangi karta konsun?", "Seamless Launch: на какую карту положить 2 жетона продвижения?"),
    "nr.q.planogram": _t("Predictive Planogram: which?",
                         "Predictive Planogram: hangisini seçiyorsun?",
                         "Predictive Planogram: что выбрать?"),
    "nr.q.public_trail": _t("Public Trail: pay 8 credits or take a tag?",
                            "Public Trail: 8 kredi mi ödeyeceksin, etiket mi alacaksın?",
                            "Public Trail: заплатить 8 кредитов или получить метку?"),
    "nr.q.pay_or_tag": _t(plural("cost", one="Pay {cost} credit or take a tag?",
                                 other="Pay {cost} credits or take a tag?"),
                          "{cost} kredi mi ödeyeceksin, etiket mi alacaksın?",
                          plural("cost", one="Заплатить {cost} кредит или получить метку?",
                                 few="Заплатить {cost} кредита или получить метку?",
                                 many="Заплатить {cost} кредитов или получить метку?")),
    "nr.q.retribution": _t("Retribution: trash which card?", "Retribution: hangi kart çöpe gitsin?",
                           "Retribution: какую карту сбросить?"),
    "nr.q.measured": _t("Measured Response: pay 8 credits, or take 4 meat damage?",
                        "Measured Response: 8 kredi mi ödeyeceksin, 4 et hasarı mı alacaksın?",
                        "Measured Response: заплатить 8 кредитов или получить 4 мясного урона?"),
    "nr.q.poetri_rd": _t("Poétrï: install which of the top 3 cards of R&D?",
                         "Poétrï: R&D'nin üstteki 3 kartından hangisi kurulsun?",
                         "Poétrï: какую из 3 верхних карт НИОКР установить?"),
    "nr.q.poetri_hq": _t("Poétrï: install which card from HQ?", "Poétrï: HQ'dan hangi kart kurulsun?",
                         "Poétrï: какую карту установить из штаба?"),
    "nr.q.poetri_server": _t("Poétrï: install it where?", "Poétrï: nereye kurulsun?", "Poétrï: куда установить?"),
    "nr.q.zwicky": _t("The Zwicky Group: draw 1?", "The Zwicky Group: 1 kart çekilsin mi?",
                      "The Zwicky Group: взять 1 карту?"),
    "nr.q.hub": _t("Superconducting Hub: draw 2?", "Superconducting Hub: 2 kart çekilsin mi?",
                   "Superconducting Hub: взять 2 карты?"),
    "nr.q.free_rez": _t("Send a Message: rez which ice for free?", "Send a Message: hangi ice bedavaya rezlensin?",
                        "Send a Message: какой лёд активировать бесплатно?"),
    "nr.q.lie_low": _t("Lie Low: draw 4, or remove up to 2 tags?", "Lie Low: 4 kart mı çekilsin, en çok 2 etiket mi "
                       "silinsin?", "Lie Low: взять 4 карты или снять до 2 меток?"),
    "nr.q.scrounge": _t("Scrounge: install which program from your heap?", "Scrounge: çöpünden hangi program kurulsun?",
                        "Scrounge: какую программу из кучи установить?"),
    "nr.q.scrounge_bottom": _t("Scrounge: put which program of your heap at the bottom of your stack?",
                               "Scrounge: çöpündeki hangi program destenin altına konsun?",
                               "Scrounge: какую программу из кучи положить под низ стека?"),
    "nr.q.stack_top": _t("MuslihaT: show the top card of your stack and take it into your grip?",
                        "MuslihaT: destenin en üstteki kartı gösterilip eline alınsın mı?",
                        "MuslihaT: показать верхнюю карту стека и взять её в руку?"),
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
    "nr.q.hansei": _t("Hansei Review: trash which card from HQ?", "Hansei Review: HQ'dan hangi kart çöpe gitsin?",
                      "Hansei Review: какую карту сбросить из штаба?"),
    "nr.q.hq_to_rd": _t(plural("n", one="Sprint: shuffle which card from HQ into R&D?",
                             other="Sprint: shuffle which {n} cards from HQ into R&D?"),
                      "Sprint: HQ'dan hangi {n} kart R&D'ye karışsın?",
                      plural("n", one="Sprint: какую карту из штаба замешать в НИОКР?",
                             few="Sprint: какие {n} карты из штаба замешать в НИОКР?",
                             many="Sprint: какие {n} карт из штаба замешать в НИОКР?")),
    "nr.q.longevity_trash": _t("Longevity Serum: trash which cards from HQ (any number, none too)?",
                               "Longevity Serum: HQ'dan hangi kartlar çöpe gitsin (istediğin kadar, hiç de olur)?",
                               "Longevity Serum: какие карты сбросить из штаба (сколько угодно, можно ни одной)?"),
    "nr.q.longevity_shuffle": _t("Longevity Serum: shuffle which cards (up to 3) from Archives into R&D?",
                                 "Longevity Serum: Arşiv'den hangi kartlar (en çok 3) R&D'ye karışsın?",
                                 "Longevity Serum: какие карты (до 3) из архивов замешать в НИОКР?"),
    "nr.q.above_law": _t("Above the Law: trash which resource?", "Above the Law: hangi kaynak çöpe gitsin?",
                         "Above the Law: какой ресурс сбросить?"),
    "nr.q.spin": _t("Spin Doctor: shuffle which cards (up to 2) from Archives into R&D?",
                    "Spin Doctor: Arşiv'den hangi kartlar (en çok 2) R&D'ye karışsın?",
                    "Spin Doctor: какие карты (до 2) из архивов замешать в НИОКР?"),
    "nr.q.meat_trash": _t("Clearinghouse: trash it for 1 meat damage per advancement counter?",
                             "Clearinghouse: her ilerleme sayacı için 1 et hasarı karşılığında çöpe atılsın mı?",
                             "Clearinghouse: сбросить её ради 1 мясного урона за каждый жетон продвижения?"),
    "nr.q.anoetic": _t("Anoetic Void: pay 2 and trash 2 cards from HQ (pick them) to end the run?",
                       "Anoetic Void: 2 ödeyip HQ'dan 2 kart atarak (onları seç) koşu bitsin mi?",
                       "Anoetic Void: заплатить 2 и сбросить 2 карты из штаба (выберите их), чтобы закончить забег?"),
    "nr.q.malapert": _t("Malapert Data Vault: take which card from R&D?",
                        "Malapert Data Vault: R&D'den hangi kartı alacaksın?",
                        "Malapert Data Vault: какую карту взять из НИОКР?"),
    "nr.q.precision": _t("Haas-Bioroid: take which card from Archives into HQ?",
                         "Haas-Bioroid: Arşiv'den hangi kart HQ'ya alınsın?",
                         "Haas-Bioroid: какую карту взять из архивов в штаб?"),
    "nr.q.reality": _t("NBN: gain 2 credits or draw 2 cards?", "NBN: 2 kredi mi kazanırsın, 2 kart mı çekersin?",
                       "NBN: получить 2 кредита или взять 2 карты?"),
    "nr.q.botulus_host": _t("Botulus: install it onto which piece of ice?", "Botulus: hangi ice'ın üstüne kurulsun?",
                            "Botulus: на какой лёд её поставить?"),
    "nr.q.tranquilizer_host": _t("Tranquilizer: install it onto which piece of ice?",
                                 "Tranquilizer: hangi ice'ın üstüne kurulsun?",
                                 "Tranquilizer: на какой лёд её поставить?"),
    "nr.q.grip_install": _t("Pantograph: install a card from your grip?", "Pantograph: elinden bir kart kurulsun mu?",
                          "Pantograph: установить карту из руки?"),
    "nr.q.trash_grip": _t(plural("n", one="Trash which card from your grip?",
                                 other="Trash which {n} cards from your grip?"),
                          "Elinden hangi {n} kart atılsın?",
                          plural("n", one="Какую карту сбросить из руки?", few="Какие {n} карты сбросить из руки?",
                                 many="Какие {n} карт сбросить из руки?")),
    "nr.q.swap_ice": _t("Tāo Salonga: swap which two pieces of ice (pick two, or none)?",
                        "Tāo Salonga: hangi iki ice yer değiştirsin (iki tane seç ya da hiç)?",
                        "Tāo Salonga: какие два льда поменять местами (выберите два или ничего)?"),
    "nr.q.program_or_end": _t("Ballista: trash which program, or end the run?",
                        "Ballista: hangi program çöpe gitsin, ya da koşu mu bitsin?",
                        "Ballista: какую программу сбросить, или закончить забег?"),
    "nr.q.ansel_trash": _t("Ansel 1.0: trash which Runner card?", "Ansel 1.0: Runner'ın hangi kartı çöpe gitsin?",
                           "Ansel 1.0: какую карту Раннера сбросить?"),
    "nr.q.ansel": _t("Ansel 1.0: install which card from HQ or Archives?",
                     "Ansel 1.0: HQ'dan ya da Arşiv'den hangi kart kurulsun?",
                     "Ansel 1.0: какую карту установить из штаба или архивов?"),
    "nr.q.ansel_server": _t("Ansel 1.0: install it where?", "Ansel 1.0: nereye kurulsun?",
                            "Ansel 1.0: куда установить?"),
    "nr.q.manegarm": _t("Manegarm Skunkworks: spend 2 clicks, pay 5, or the run ends?",
                        "Manegarm Skunkworks: 2 tık mı harcarsın, 5 mi ödersin, yoksa koşu mu biter?",
                        "Manegarm Skunkworks: потратить 2 клика, заплатить 5 или закончить забег?"),
    "nr.opt.trash_outer": _t("{server}, trashing its outermost ice first — {cost} ¢",
                             "{server} (önce en dıştaki ice çöpe atılır) — {cost} ¢",
                             "{server}, сначала сбросив внешний лёд — {cost} ¢"),
    "nr.opt.trash_all": _t("{server}, trashing all its ice first — 0 ¢",
                           "{server} (önce tüm ice'lar çöpe atılır) — 0 ¢",
                           "{server}, сначала сбросив весь лёд — 0 ¢"),
    "nr.opt.lie_draw": _t("Draw 4", "4 kart çek", "Взять 4 карты"),
    "nr.opt.lie_tags": _t("Remove up to 2 tags", "En çok 2 etiket sil", "Снять до 2 меток"),
    "nr.opt.skip": _t("No / none", "Hayır / hiçbiri", "Нет / ничего"),
    "nr.opt.trash": _t("Trash it", "Çöpe at", "Сбросить"),
    "nr.opt.leave": _t("Leave it", "Bırak", "Оставить"),
    "nr.opt.tag": _t("Take a tag", "Etiket al", "Взять метку"),
    "nr.opt.end": _t("End the run", "Koşuyu bitir", "Закончить забег"),
    "nr.opt.jack_out": _t("Jack out", "Bağlantıyı kes", "Отключиться"),
    "nr.opt.stay": _t("Stay in", "Devam et", "Остаться"),
    "nr.opt.install": _t("Install", "Kur", "Установить"),
    "nr.opt.steal": _t("Steal it", "Çal", "Украсть"),
    "nr.opt.trash_grip": _t("Trash it with 2 cards from your grip", "Elinden 2 kart atıp çöpe at",
                            "Сбросить её, сбросив 2 карты из руки"),
    "nr.opt.ice_at": _t("{card} — {server}, ice {n} from the server", "{card} — {server}, sunucudan {n}. ice",
                        "{card} — {server}, лёд {n}-й от сервера"),
    "nr.opt.reality_credits": _t("Gain 2 credits", "2 kredi kazan", "Получить 2 кредита"),
    "nr.opt.reality_cards": _t("Draw 2 cards", "2 kart çek", "Взять 2 карты"),
    "nr.opt.new": _t("A new remote server", "Yeni uzak sunucu", "Новый удалённый сервер"),
    "nr.opt.draw": _t("Draw", "Çek", "Взять"),
    "nr.opt.hidden": _t("{kind} in {server}", "{server}: {kind}", "{kind} ({server})"),
    "nr.pick.card": _t("Play or install a card…", "Kart oyna ya da kur…", "Сыграть или установить карту…"),
    "nr.pick.server": _t("Install it in…", "Şuraya kur…", "Установить в…"),
    "nr.pick.run_server": _t("Run on…", "Şuraya koş…", "Забег на…"),
    "nr.pick.do": _t("Advance, score, rez or use a card…", "İlerlet, puanla, rezle ya da kart kullan…",
                     "Продвинуть, засчитать, активировать или использовать…"),
    "nr.pick.use": _t("Use a card, or remove a tag…", "Kart kullan ya da etiket sil…",
                      "Использовать карту или снять метку…"),
    "nr.pick.trash_programs": _t("Install {card} ({cost} ¢): trash programs to make room…",
                                 "Kur: {card} ({cost} ¢) — yer açmak için program çöpe at…",
                                 "Установить {card} ({cost} ¢): сбросьте программы, чтобы освободить память…"),
    "nr.pick.rez": _t("Rez an asset or upgrade…", "Bir asset ya da upgrade rezle…",
                      "Активировать актив или улучшение…"),
    "nr.pick.rez_elsewhere": _t("Rez a card in another server…", "Başka bir sunucudaki kartı rezle…",
                                "Активировать карту на другом сервере…"),
    "nr.pick.answer": _t("Choose…", "Seç…", "Выберите…"),
    "nr.do.advance": _t("Advance: {card} in {server} (1 click, 1 credit)",
                        "İlerlet: {card} ({server}) — 1 tık, 1 kredi", "Продвинуть: {card} ({server}) — 1 клик, 1 кр."),
    "nr.do.score": _t("Score: {card}", "Puanla: {card}", "Засчитать: {card}"),
    "nr.do.rez": _t("Rez: {card} in {server} ({cost} ¢)", "Rezle: {card} ({server}) — {cost} ¢",
                    "Активировать: {card} ({server}) — {cost} ¢"),
    "nr.do.ability": _t("Use: {card}", "Kullan: {card}", "Использовать: {card}"),
    "nr.do.click_run": _t("{card}: run {server}", "{card}: {server} koşusu", "{card}: забег на {server}"),
    "nr.do.purge": _t("Purge virus counters (3 clicks)", "Virüs sayaçlarını temizle (3 tık)",
                      "Очистить вирусы (3 клика)"),
    "nr.do.trash_resource": _t("Trash the Runner's {card} (1 click, 2 credits)",
                               "Runner'ın {card} kartını çöpe at (1 tık, 2 kredi)",
                               "Сбросить {card} Раннера (1 клик, 2 кр.)"),
    "nr.do.remove_tag": _t("Remove a tag (1 click, 2 credits)", "Etiket sil (1 tık, 2 kredi)",
                           "Снять метку (1 клик, 2 кр.)"),
    "nr.btn.credit": _t("Take 1 credit", "1 kredi al", "Взять 1 кредит"),
    "nr.btn.draw": _t("Draw 1", "1 kart çek", "Взять карту"),
    "nr.btn.rest": _t("Credits for every click left", "Kalan tıkları krediye çevir", "Кредиты за все оставшиеся клики"),
    "nr.btn.begin": _t("Begin my turn", "Turuma başla", "Начать ход"),
    "nr.btn.score": _t("Score {card}", "Puanla: {card}", "Засчитать {card}"),
    "nr.btn.end": _t("End turn", "Turu bitir", "Закончить ход"),
    "nr.btn.concede": _t("Concede", "Pes et", "Сдаться"),
    "nr.btn.keep": _t("Keep", "Bu eli tut", "Оставить"),
    "nr.btn.mulligan": _t("Mulligan", "Mulligan", "Муллиган"),
    "nr.btn.play": _t("Play {card}", "Oyna: {card}", "Сыграть {card}"),
    "nr.btn.install": _t("Install {card} ({cost} ¢)", "Kur: {card} ({cost} ¢)", "Установить {card} ({cost} ¢)"),
    "nr.btn.rez": _t("Rez {card} ({cost} ¢)", "Rezle: {card} ({cost} ¢)", "Активировать {card} ({cost} ¢)"),
    "nr.btn.stops_on": _t("Stop at rez windows: on", "Rez anlarında bekle: açık",
                          "Останавливаться для активации: вкл."),
    "nr.btn.stops_off": _t("Stop at rez windows: off", "Rez anlarında bekle: kapalı",
                           "Останавливаться для активации: выкл."),
    "nr.btn.no_rez": _t("Don't rez it", "Rezleme", "Не активировать"),
    "nr.btn.no_rez_server": _t("Don't rez anything", "Hiçbir şey rezleme", "Ничего не активировать"),
    "nr.btn.next_ice": _t("Go on to the next ice", "Sonraki ice'a ilerle", "Идти к следующему льду"),
    "nr.btn.to_server": _t("Go on to the server", "Sunucuya ilerle", "Идти к серверу"),
    "nr.btn.let_fire": _t("Let the subroutines fire", "Alt programlar çalışsın",
                          "Дать подпрограммам сработать"),
    "nr.btn.jack_out": _t("Jack out", "Bağlantıyı kes", "Отключиться"),
    "nr.btn.break": _t("{breaker}: break ({cost} ¢)", "{breaker}: kır ({cost} ¢)", "{breaker}: сломать ({cost} ¢)"),
    "nr.btn.pump": _t("{breaker}: +{n} strength ({cost} ¢)",
                      "{breaker}: +{n} güç ({cost} ¢)",
                      "{breaker}: +{n} к силе ({cost} ¢)"),
    "nr.btn.click_break": _t("Lose a click: break subroutine {sub}", "Bir tık kaybet: {sub}. alt programı kır",
                             "Потерять клик: сломать подпрограмму {sub}"),
    "nr.btn.host_break": _t("{card}: spend a virus counter to break a subroutine",
                            "{card}: bir virüs sayacı harcayıp bir alt program kır",
                            "{card}: потратить жетон вируса, чтобы сломать подпрограмму"),
    "nr.btn.leech": _t("Leech: -1 strength", "Leech: -1 güç", "Leech: -1 к силе"),
    "nr.btn.skip": _t("No", "Hayır", "Нет"),
}
