"""Netrunner deck building (CR 1.4): each rule on real lists, the lists as players paste them (NetrunnerDB's text
export, jinteki.net's plain lines) and the list written back (`deck_text`), read again into the same deck."""

from __future__ import annotations

import pytest

from bot.cards.decklists import export, parse
from bot.cards.decks import DeckList
from bot.engine.errors import IllegalAction
from bot.games.netrunner import computer, game, pool
from bot.games.netrunner.cards import CARDS, DECKS
from bot.games.netrunner.deckbuilding import (
    DECK_FORMAT,
    agenda_points_needed,
    deck_problem,
    deck_problems,
    deck_text,
    is_note,
)
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.netrunner.moves import Concede
from bot.games.netrunner.view import view as seat_view
from cogs.decks import describe

# A Criminal deck as NetrunnerDB's "text file" export writes it: the deck's name, the identity, sections, influence
# pips, set names and the summary lines
ZAHYA = """Zahya's Gateway Heist

Zahya Sadeghi: Versatile Smuggler (System Gateway)

Event (15)
3x Sure Gamble (System Gateway)
3x Jailbreak (System Gateway)
2x Overclock (System Gateway)
3x Tread Lightly (System Gateway)
2x Mutual Favor (System Gateway)
2x Creative Commission (System Gateway) ●●●●

Hardware (4)
2x Docklands Pass (System Gateway)
2x Pennyshaver (System Gateway)

Resource (8)
3x Red Team (System Gateway)
3x Smartware Distributor (System Gateway)
2x Verbal Plasticity (System Gateway)

Program (13)
Icebreaker (10)
3x Carmen (System Gateway)
2x Cleaver (System Gateway) ●●●●
3x Mayfly (System Gateway)
2x Unity (System Gateway) ●●●●
3x Leech (System Gateway) •••

15 influence spent (max 15, available 0)
40 cards (min 40)
Cards up to System Gateway
"""

# A Haas-Bioroid deck in jinteki.net's plain style ("3 Card Name"), names typed loosely
PRECISION = """Haas-Bioroid: Precision Design
3 Offworld Office
2 send a message
3 Superconducting Hub
2 Orbital Superiority
3 Nico Campaign
2 Regolith Mining License
2 Urtica Cipher
3 Hedge Fund
3 Seamless Launch
2 Government Subsidy
1 Manegarm Skunkworks
3 Bran 1.0
3 Palisade
3 Tithe
3 Whitespace
2 Karuna
"""


@pytest.fixture
def all_playable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every card counted as playable: each rule below is seen alone (the pending rule has its own test)."""
    monkeypatch.setattr(pool, "PENDING", frozenset())


def deck(text: str) -> dict[str, int]:
    cards, problems = parse(text, DECK_FORMAT)
    assert [p for p in problems if p[0] == "deck.err.unknown"] == []
    return cards


def changed(text: str, **counts: int) -> dict[str, int]:
    cards = deck(text)
    for card, n in counts.items():
        card = card.replace("_", "-")
        if n:
            cards[card] = n
        else:
            cards.pop(card, None)
    return cards


def keys(cards: dict[str, int]) -> list[str]:
    return [key for key, _ in deck_problems(cards)]


def test_netrunnerdb_and_jinteki_lists_are_read_whole(all_playable: None) -> None:
    zahya, problems = parse(ZAHYA, DECK_FORMAT)
    assert problems == []
    assert zahya["zahya-sadeghi"] == 1 and zahya["creative-commission"] == 2 and zahya["leech"] == 3
    assert sum(zahya.values()) == 41
    precision, problems = parse(PRECISION, DECK_FORMAT)
    assert problems == [] and precision["bran-1-0"] == 3 and precision["karuna"] == 2
    assert sum(precision.values()) == 41


def test_quotes_accents_trademarks_and_case_do_not_matter() -> None:
    for written, card in (("René “Loup” Arcemont: Party Animal", "rene-loup-arcemont"),
                          ('Rene "Loup" Arcemont', "rene-loup-arcemont"), ("GAMEDRAGON™ Pro", "gamedragon-pro"),
                          ("gamedragon pro", "gamedragon-pro"), ("Tomorrow's Headline", "tomorrow-s-headline"),
                          ("TOMORROW’S HEADLINE", "tomorrow-s-headline"),
                          ("Poetri Luxury Brands", "poetri-luxury-brands"),
                          ("Maglectric Rapid (748 Mod)", "maglectric-rapid-748-mod"),
                          ("Maglectric Rapid (748 Mod) (System Gateway)", "maglectric-rapid-748-mod"),
                          ("KARUNĀ", "karuna"), ("[Hedge Fund](https://netrunnerdb.com/en/card/30075)", "hedge-fund")):
        assert DECK_FORMAT.card(written) == card, written


def test_headers_and_summaries_are_no_cards_and_no_mistakes() -> None:
    for line in ("Agenda (7)", "Ice (15)", "Code Gate (4)", "Icebreaker (6)",
                 "15 influence spent (max 15, available 0)", "44 cards (min 40)",
                 "20 agenda points (between 20 and 21)", "Cards up to Elevation"):
        assert is_note(line), line
    for line in ("3x Hedge Fund", "Hedge Fund", "Dragon (3)"):
        assert not is_note(line), line


def test_unknown_lines_are_named_by_their_line_in_the_text() -> None:
    text = ZAHYA.replace("3x Sure Gamble (System Gateway)", "3x Sure Gambel")
    _, problems = parse(text, DECK_FORMAT)
    assert problems == [("deck.err.unknown", {"line": 6, "text": "3x Sure Gambel"})]


def test_a_legal_deck_breaks_no_rule(all_playable: None) -> None:
    assert deck_problems(deck(ZAHYA)) == [] and deck_problem(deck(PRECISION)) is None


def test_exactly_one_identity(all_playable: None) -> None:
    assert deck_problems(changed(ZAHYA, zahya_sadeghi=0)) == [("nr.deck.identity", {"n": 0})]
    assert keys(changed(ZAHYA, rene_loup_arcemont=1)) == ["nr.deck.identity"]
    assert keys(changed(ZAHYA, zahya_sadeghi=2)) == ["nr.deck.identity"]


def test_one_side(all_playable: None) -> None:
    assert deck_problems(changed(ZAHYA, hedge_fund=3)) == [("nr.deck.side_runner", {"card": "hedge-fund", "n": 1})]
    assert deck_problems(changed(PRECISION, sure_gamble=3, jailbreak=1)) == [
        ("nr.deck.side_corp", {"card": "jailbreak", "n": 2})]


def test_the_core_pool_only(all_playable: None) -> None:
    assert deck_problems(changed(ZAHYA, hyperdriver=1)) == [("nr.deck.pool", {"card": "hyperdriver"})]


def test_a_starter_identity_leads_only_the_shipped_starter_lists(all_playable: None) -> None:
    for key, shipped in DECKS.items():
        assert deck_problems(dict(shipped.cards), shipped=True) == [], key
    catalyst = changed(ZAHYA, zahya_sadeghi=0, the_catalyst=1)
    assert deck_problems(catalyst) == [("nr.deck.starter", {"card": "the-catalyst"})]
    _, problems = parse(deck_text(DECKS["starter-runner"].cards), DECK_FORMAT)  # not as one's own deck
    assert problems == [("nr.deck.starter", {"card": "the-catalyst"})]


def test_the_identitys_minimum_deck_size(all_playable: None) -> None:
    assert CARDS["zahya-sadeghi"].min_deck == 40
    assert deck_problems(changed(ZAHYA, leech=1)) == [("nr.deck.size", {"n": 38, "least": 40, "short": 2})]


def test_at_most_three_copies_or_one_of_a_limited_card(all_playable: None) -> None:
    assert deck_problems(changed(ZAHYA, sure_gamble=4)) == [
        ("nr.deck.copies", {"card": "sure-gamble", "n": 4, "most": 3})]
    longevity = changed(PRECISION, hedge_fund=2, longevity_serum=2)  # "limit 1 per deck"
    assert CARDS["longevity-serum"].deck_limit == 1
    assert ("nr.deck.copies", {"card": "longevity-serum", "n": 2, "most": 1}) in deck_problems(longevity)


def test_influence_within_the_identitys_limit(all_playable: None) -> None:
    # 3 Unity instead of 2: one more Shaper card, 2 influence more than the 15 Zahya allows; neutral cards cost none
    over = changed(ZAHYA, unity=3, mayfly=2)
    assert deck_problems(over) == [("nr.deck.influence", {"spent": 17, "limit": 15, "over": 2})]
    assert deck_problems(changed(ZAHYA, mayfly=3, sure_gamble=3)) == []


def test_no_agenda_of_another_faction(all_playable: None) -> None:
    # Off the Books is Weyland's; neutral agendas are fine in any Corp deck
    weyland = changed(PRECISION, orbital_superiority=0, off_the_books=2)
    assert deck_problems(weyland) == [("nr.deck.agenda_faction", {"card": "off-the-books", "faction": "weyland"})]


def test_agenda_points_by_deck_size(all_playable: None) -> None:
    assert [agenda_points_needed(n) for n in (34, 40, 44, 45, 49, 50)] == [
        (14, 15), (18, 19), (18, 19), (20, 21), (20, 21), (22, 23)]
    # two Superconducting Hubs fewer (2 points) for two more cards without points: 17 points in 40 cards
    short = changed(PRECISION, superconducting_hub=1, regolith_mining_license=3, urtica_cipher=3)
    assert deck_problems(short) == [("nr.deck.points", {"points": 17, "least": 18, "most": 19, "size": 40})]
    many = changed(PRECISION, superconducting_hub=0, send_a_message=3, orbital_superiority=3, karuna=3)
    assert deck_problems(many) == [("nr.deck.points", {"points": 21, "least": 18, "most": 19, "size": 40})]


def test_a_card_not_playable_yet_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    waiting = sorted(c for c in pool.PENDING if CARDS[c].side == "runner" and CARDS[c].type != "identity"
                     and CARDS[c].faction in ("neutral", "criminal"))  # no influence spent on it in Zahya's deck
    if not waiting:
        pytest.skip("every card is playable")
    monkeypatch.setattr(pool, "PENDING", frozenset(waiting[:1]))  # one card whose behaviour is not written yet
    cards = changed(ZAHYA, sure_gamble=2)
    cards[waiting[0]] = 1
    assert deck_problems(cards) == [("nr.deck.pending", {"card": waiting[0]})]
    assert describe(deck_problems(cards)[0], DECK_FORMAT, "en") == f"{CARDS[waiting[0]].name} is not playable here yet"


def test_every_breach_is_reported_in_words(all_playable: None) -> None:
    broken = changed(ZAHYA, sure_gamble=4, hedge_fund=1, unity=3, mayfly=0)
    _, problems = parse("\n".join(f"{n} {CARDS[c].name}" for c, n in broken.items()), DECK_FORMAT)
    assert [key for key, _ in problems] == ["nr.deck.side_runner", "nr.deck.copies", "nr.deck.influence"]
    words = {locale: [describe(p, DECK_FORMAT, locale) for p in problems] for locale in ("en", "tr", "ru")}
    assert words["en"][0] == "Hedge Fund is a Corp card: a Runner deck holds Runner cards only"
    assert "at most 3" in words["en"][1] and "en çok 3" in words["tr"][1] and "не больше 3" in words["ru"][1]
    assert "allows 15: 2 too many" in words["en"][2] and "перебор на 2" in words["ru"][2]


def test_netrunner_takes_own_decks_in_this_format() -> None:
    assert NetrunnerKind.deck_format is DECK_FORMAT


def test_every_shipped_list_round_trips_through_its_text() -> None:
    for key, shipped in DECKS.items():
        text = export(shipped.cards, DECK_FORMAT, "en")
        assert text.splitlines()[0] == CARDS[next(c for c in shipped.cards if CARDS[c].type == "identity")].name
        cards, problems = parse(text, DECK_FORMAT)
        assert cards == dict(shipped.cards), key
        starter = CARDS[next(c for c in shipped.cards if CARDS[c].type == "identity")].influence_limit is None
        assert [k for k, _ in problems] == (["nr.deck.starter"] if starter else []), key  # shipped lists only
    assert "Ice (13)" in deck_text(DECKS["starter-corp"].cards) and "14 agenda points" in deck_text(
        DECKS["starter-corp"].cards)


def test_hand_written_exports_round_trip(all_playable: None) -> None:
    for text in (ZAHYA, PRECISION):
        cards = deck(text)
        again, problems = parse(deck_text(cards), DECK_FORMAT)
        assert again == cards and problems == []
    written = deck_text(deck(ZAHYA))
    assert written.startswith("Zahya Sadeghi: Versatile Smuggler\n\nEvent (15)\n2x Creative Commission")
    assert "Program (13)" in written and "15 influence spent (max 15)" in written and "40 cards (min 40)" in written


# --- a constructed game: each player brings a deck ------------------------------------------------------------------
def own(key: str, cards: dict[str, int], name: str) -> DeckList:
    return DeckList(id=key, name={"en": name, "tr": name, "ru": name}, cards=cards)


def test_a_constructed_game_asks_the_corp_then_the_runner(all_playable: None) -> None:
    zahya, broken = own("u1", deck(ZAHYA), "Zahya Heist"), own("u2", changed(ZAHYA, sure_gamble=4), "Broken")
    precision = own("u3", deck(PRECISION), "Precision")
    s = game.new_game(7, 0.0, step="constructed", corp=1, custom=((zahya, broken, precision), ()))
    assert s.phase == "decks" and game.awaited(s) == {1: "prompt"} and s.goal == 7
    assert s.prompt is not None
    assert s.prompt.options == ["hb-sg", "jinteki-sg", "nbn-sg", "weyland-sg", "weyland-core", "hb-core"]
    assert seat_view(s, 0).prompt is None and seat_view(s, None).asking == "deck"  # the rival sees only who chooses
    for forged in ("u1", "booster-corp", "anarch-sg", "nope", ""):  # a step's own list is not a constructed deck
        with pytest.raises(IllegalAction):
            game.apply(s, 1, "choose", "", (forged,))
    s = game.apply(s, 1, "choose", "", ("hb-sg",))
    assert s.identities[1] == "haas-bioroid-precision-design"
    assert s.events[-1] == ["nr.ev.identity", {"who": 1, "card": "haas-bioroid-precision-design"}]
    assert s.prompt is not None and s.prompt.seat == 0
    # not the broken list nor a Corp one
    assert s.prompt.options == ["anarch-sg", "criminal-sg", "criminal-core", "shaper-sg", "u1"]
    assert s.prompt.params["names"] == {"u1": "Zahya Heist"} and seat_view(s, 1).prompt is None
    for forged in ("u2", "u3", "u9", "hb-sg", "booster-runner"):
        with pytest.raises(IllegalAction):
            game.apply(s, 0, "choose", "", (forged,))
    s = game.apply(s, 0, "choose", "", ("u1",))
    assert s.phase == "mulligan" and s.identities == ["zahya-sadeghi", "haas-bioroid-precision-design"]
    runner = sorted(s.inst(i).card for i in s.zone("stack") + s.zone("grip"))
    assert runner == sorted(c for c, n in deck(ZAHYA).items() if c != "zahya-sadeghi" for _ in range(n))
    assert len(s.zone("rd")) + len(s.zone("hq")) == sum(DECKS["hb-sg"].cards.values()) - 1
    assert len(s.zone("grip")) == len(s.zone("hq")) == 5
    public = [key for key, _ in s.events]
    assert public.count("nr.ev.identity") == 1 and "Zahya Heist" not in repr(seat_view(s, 1).events)


def test_the_computer_brings_a_shipped_deck(all_playable: None) -> None:
    s = game.new_game(3, 0.0, step="constructed", corp=0, custom=((), (own("u1", deck(ZAHYA), "Mine"),)))
    s = game.play(s, 0, computer.choose(seat_view(s, 0), 0) or Concede())
    assert s.decks[0] in DECKS and s.prompt is not None and s.prompt.seat == 1
    s = game.play(s, 1, computer.choose(seat_view(s, 1), 1) or Concede())
    assert s.decks[1] in DECKS and s.phase == "mulligan"
