"""Localisation: CLDR plural forms through Babel, Turkish case endings after numbers, commands named as the
reader's client shows them, and what a native reader flagged."""

from __future__ import annotations

import re

import pytest

from bot.harness import Harness
from bot.i18n import CATALOGUE, LOCALES, Catalogue, plural, t
from bot.i18n.catalogue import turkish_suffix


@pytest.mark.parametrize(("n", "dat", "loc", "acc"), [
    (1, "1'e", "1'de", "1'i"), (2, "2'ye", "2'de", "2'yi"), (3, "3'e", "3'te", "3'ü"), (4, "4'e", "4'te", "4'ü"),
    (5, "5'e", "5'te", "5'i"), (6, "6'ya", "6'da", "6'yı"), (7, "7'ye", "7'de", "7'yi"), (9, "9'a", "9'da", "9'u"),
    (10, "10'a", "10'da", "10'u"), (16, "16'ya", "16'da", "16'yı"), (40, "40'a", "40'ta", "40'ı"),
    (64, "64'e", "64'te", "64'ü"), (100, "100'e", "100'de", "100'ü"), (0, "0'a", "0'da", "0'ı"),
])
def test_turkish_case_endings_follow_the_spoken_number(n: int, dat: str, loc: str, acc: str) -> None:
    assert (turkish_suffix(n, "dat"), turkish_suffix(n, "loc"), turkish_suffix(n, "acc")) == (dat, loc, acc)


def test_the_cube_is_doubled_to_a_number_with_the_right_ending() -> None:
    from bot.games.backgammon.text import STRINGS

    CATALOGUE.register(STRINGS)
    assert t("bg.ev.doubles", "tr", who="Ayşe", value=2) == "Ayşe küpü 2'ye katlıyor."
    assert t("bg.ev.doubles", "tr", who="Ayşe", value=4) == "Ayşe küpü 4'e katlıyor."
    assert t("bg.btn.redouble", "tr", value=16) == "Kabul et ve 16'ya katla"


def test_plural_forms_follow_each_languages_rule() -> None:
    from bot.games.backgammon.text import STRINGS

    CATALOGUE.register(STRINGS)
    won = {n: t("bg.ev.won", "ru", who="Борис", points=n, how="гаммон") for n in (1, 2, 5, 11, 21, 22, 64)}
    assert won[1].endswith("1 очко (гаммон).") and won[21].endswith("21 очко (гаммон).")
    assert won[2].endswith("2 очка (гаммон).") and won[22].endswith("22 очка (гаммон).")
    assert won[5].endswith("5 очков (гаммон).") and won[11].endswith("11 очков (гаммон).")
    assert won[64].endswith("64 очка (гаммон).")
    assert t("bg.ev.won", "en", who="Ann", points=1, how="single") == "Ann wins 1 point (single)."
    assert t("bg.ev.won", "en", who="Ann", points=4, how="gammon") == "Ann wins 4 points (gammon)."
    assert t("bg.ev.won", "tr", who="Ayşe", points=4, how="gammon") == "Ayşe 4 puan kazandı (gammon)."


def test_a_plural_message_must_give_every_form_its_language_needs() -> None:
    catalogue = Catalogue()
    with pytest.raises(ValueError, match="few"):
        catalogue.register({"x": {"en": plural("n", one="{n} card", other="{n} cards"), "tr": "{n} kart",
                                  "ru": plural("n", one="{n} карта", many="{n} карт", other="{n} карты")}})
    with pytest.raises(ValueError, match="count"):
        catalogue.register({"y": {"en": {"one": "a", "other": "b"}, "tr": "c", "ru": "d"}})


def test_no_text_hedges_a_plural_or_a_gender() -> None:
    hedges = re.compile(r"\w\((s|es|а|и|ы|а)\)")
    for key in CATALOGUE.keys():
        for loc in LOCALES:
            text = CATALOGUE.entry(key)[loc]
            variants = [text] if isinstance(text, str) else [v for k, v in text.items() if k != "count"]
            for variant in variants:
                assert not hedges.search(variant), (key, loc, variant)
                assert not re.search(r"(очков|фишек|карт|матчей): \{", variant), (key, loc, variant)


def test_what_a_native_reader_flagged() -> None:
    from bot.games.backgammon.text import STRINGS

    CATALOGUE.register(STRINGS)
    assert t("bg.btn.take", "tr") == t("bg.btn.accept", "tr") == "Kabul et"  # never a bare "Kabul"
    assert t("bg.btn.undo", "ru") != t("lobby.cancel", "ru")  # Undo and Cancel are different words
    turkish_names = {t(key, "tr") for key in CATALOGUE.keys() if key.endswith(".name") and key.startswith(
        ("cmd.", "bg.cmd.", "tw.cmd.", "zk.cmd."))}
    assert {"jeton", "günlük", "kullanıcı", "geçmiş", "sıralama", "dışa_aktar", "sıra_dm"} <= turkish_names
    assert not {"fis", "gunluk", "kullanici", "gecmis", "siralama", "disa_aktar", "sira_dm"} & turkish_names


async def test_text_names_commands_as_the_readers_client_shows_them(h: Harness) -> None:
    turk, russian = h.user("ayşe", "tr"), h.user("boris", "ru")
    for user, expected in ((turk, "`/jeton bakiye`"), (russian, "`/фишки баланс`")):
        await h.slash(user, "backgammon new", stake=900_000)
        assert expected in h.last_private(user).text()
    await h.slash(turk, "help", game="tweak")
    assert "`/tweak yeni`" in h.last_private(turk).text()
