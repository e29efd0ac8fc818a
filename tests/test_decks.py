"""Players' own decks: a plain-text list read in any language, checked against the game's deck rules,
saved with /deck import, and offered when a game asks for a deck."""

from __future__ import annotations

import asyncio
import sys

import pytest

from bot.cards.decklists import clean_name, export, parse
from bot.games.cyberpunk.cards import CARDS as CP_CARDS
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.netrunner.cards import DECKS as NR_DECKS
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.zero.cards import DECKS
from bot.games.zero.kind import ZeroKind
from bot.harness import Harness
from tests.zero.helpers import press, private_view, run_game, state_of

FORMAT = ZeroKind.deck_format
assert FORMAT is not None

RATS = "\n".join([
    "# my deck", "3 Ash Rat", "3x Marsh Stalker", "Ember Hound x3", "3 cave troll", "3 Старый гризли",
    "3 Gece Balıkçılı", "2 Iron Bulwark", "Firestorm", "3 Sharp Claws", "3 Battle Cry", "Sabotage",
    "2 Fortress Walls",
])


def test_a_list_is_read_in_any_language_and_count_style() -> None:
    cards, problems = parse(RATS, FORMAT)
    assert problems == []
    assert cards["ash-rat"] == cards["marsh-stalker"] == cards["ember-hound"] == cards["old-grizzly"] == 3
    assert cards["night-heron"] == 3 and cards["firestorm"] == 1 and sum(cards.values()) == 30


def test_unknown_lines_and_broken_rules_are_named() -> None:
    _, problems = parse("3 Ash Rat\n2 Dragon Lord\nx", FORMAT)
    assert problems == [("deck.err.unknown", {"line": 2, "text": "2 Dragon Lord"}),
                        ("deck.err.unknown", {"line": 3, "text": "x"})]
    assert parse("3 Ash Rat", FORMAT)[1] == [("deck.err.size", {"n": 3, "size": 30})]
    assert parse("30 Ash Rat", FORMAT)[1] == [("deck.err.copies", {"card": "ash-rat", "n": 30, "most": 3})]
    spells = "\n".join(f"3 {c}" for c in ("Firestorm", "Sabotage", "Blight", "Battle Cry", "Herbal Salve",
                                        "Weld Crew", "Sharp Claws", "Field Medic", "Repair Kit", "Ash Rat"))
    assert parse(spells, FORMAT)[1] == [("zk.err.deck_units", {"n": 3, "least": 10})]


def test_a_deck_name_is_safe_to_show_in_public() -> None:
    assert clean_name("  <@123> **Rats**!! ") == "123 Rats"
    assert clean_name("@everyone") == "everyone" and len(clean_name("x" * 90)) == 40


async def import_deck(h: Harness, user, name: str, text: str) -> str:
    opened = await h.slash(user, "deck import", game="zero", name=name)
    assert opened.modal is not None and "list" in str(opened.modal)
    answer = await h.submit(user, opened, {"list": text})
    return h.reply(answer).text()


async def test_import_list_and_delete(h: Harness) -> None:
    alice = h.user("alice", locale="ru")
    text = await import_deck(h, alice, "My Rats", RATS)
    assert "сохранена" in text
    refused = await import_deck(h, alice, "Bad", "2 Dragon Lord\n3 Ash Rat")
    assert "строка 1: нет карты «2 Dragon Lord»" in refused and "не сохранена" in refused
    listing = h.reply(await h.slash(alice, "deck list")).text()
    assert "«My Rats» (30 карт)" in listing and "Bad" not in listing
    assert "удалена" in h.reply(await h.slash(alice, "deck delete", game="zero", name="My Rats")).text()
    assert "нет сохранённых" in h.reply(await h.slash(alice, "deck list")).text()


async def test_a_form_submitted_after_a_restart_is_still_read(h: Harness) -> None:
    alice = h.user("alice")
    opened = await h.slash(alice, "deck import", game="zero", name="Later")
    await h.restart()
    answer = await h.submit(alice, opened, {"list": RATS})
    assert "Saved “Later”" in h.reply(answer).text()


async def test_an_own_deck_is_offered_and_played_without_revealing_its_list(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    await import_deck(h, alice, "My Rats", RATS)
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    view = await private_view(h, alice, board)
    own = next(c for c in view.all_components() if c.get("type") == 3 and c["custom_id"].split(":")[3] == "deck")
    assert [o["label"] for o in own["options"]] == ["My Rats"]
    await h.select(alice, [own["options"][0]["value"]], message=view, custom_id=own["custom_id"])
    bob_view = await private_view(h, bob, board)
    assert not any(c.get("type") == 3 for c in bob_view.all_components())  # alice's decks are hers alone
    await press(h, bob, bob_view, "deck", "foundry")
    state = await state_of(h)
    mine = sorted(state.inst(i).card for i in state.zone("deck", 0) + state.zone("hand", 0))
    cards, _ = parse(RATS, FORMAT)
    assert mine == sorted(c for c, n in cards.items() for _ in range(n))
    assert "Decks: “My Rats” (own deck) against Foundry." in board.text()
    assert sorted(DECKS["foundry"].expanded()) == sorted(
        state.inst(i).card for i in state.zone("deck", 1) + state.zone("hand", 1))
    # three battles with it, every message checked for a card nobody was shown (whole games: tests/zero/test_e2e.py)
    later = await run_game(h, board, {0: alice, 1: bob}, until=lambda s: s.battles >= 3)
    assert later.battles >= 3 or later.is_over()


# --- /deck export ---------------------------------------------------------------------------------------------------
DECK_KINDS = (ZeroKind(), CyberpunkKind(), NetrunnerKind())


def code_block(text: str) -> str:
    return text.split("```\n", 1)[1].rsplit("\n```", 1)[0]


def test_every_shipped_deck_of_every_deck_game_round_trips() -> None:
    for kind in DECK_KINDS:
        assert kind.deck_format is not None
        fmt = kind.deck_format
        assert fmt.shipped, kind.name
        for key, deck in fmt.shipped.items():
            for locale in ("en", "tr", "ru"):
                cards, problems = parse(export(deck.cards, fmt, locale), fmt)
                assert cards == dict(deck.cards), (kind.name, key, locale)
                assert not [p for p in problems if p[0] == "deck.err.unknown"], (kind.name, key, locale)


def test_each_game_writes_its_own_shape() -> None:
    zero = FORMAT
    assert export(zero.shipped["foundry"].cards, zero, "en").splitlines()[0][0].isdigit()
    cyberpunk = CyberpunkKind()
    assert cyberpunk.deck_format is not None
    fmt = cyberpunk.deck_format
    lines = export(fmt.shipped["heist"].cards, fmt, "en").splitlines()
    legends = [line for line in lines if CP_CARDS[parse(line, fmt)[0].popitem()[0]].is_legend]
    assert lines[:3] == legends and " — " in "\n".join(lines)  # "1 Name — Subtitle", the Legends first
    netrunner = NetrunnerKind.deck_format
    assert netrunner is not None
    text = export(netrunner.shipped["starter-runner"].cards, netrunner, "ru")
    assert text.startswith("The Catalyst: Convention Breaker\n\nEvent (14)\n2x Creative Commission")


async def test_export_a_saved_deck_and_a_shipped_one(h: Harness) -> None:
    alice = h.user("alice", locale="tr")
    await import_deck(h, alice, "My Rats", RATS)
    payload, record = h.slash_payload(alice, "deck export", focused="name", game="zero", name="a")
    h.dispatch(payload, record)
    await asyncio.wait_for(record.answered.wait(), timeout=10)
    offered = {c["name"]: c["value"] for c in record.choices or []}
    assert offered["My Rats"] == "My Rats" and offered["Dökümhane (oyunla gelir)"] == "shipped:foundry"
    shown = h.reply(await h.slash(alice, "deck export", game="zero", name="my rats")).text()
    assert "“My Rats”" in shown.splitlines()[0] and "geri okuyabileceği" in shown.splitlines()[0]
    assert parse(code_block(shown), FORMAT)[0] == parse(RATS, FORMAT)[0]
    foundry = h.reply(await h.slash(alice, "deck export", game="zero", name="shipped:foundry")).text()
    assert parse(code_block(foundry), FORMAT)[0] == dict(DECKS["foundry"].cards)
    missing = h.reply(await h.slash(alice, "deck export", game="zero", name="Nope")).text()
    assert "“Nope” adında destin yok" in missing


async def test_a_long_export_comes_as_a_file(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.modules["cogs.decks"], "MAX_MESSAGE", 100)  # the module the bot loaded
    alice = h.user("alice")
    answer = h.reply(await h.slash(alice, "deck export", game="netrunner", name="shipped:booster-corp"))
    assert "as a file" in answer.text() and answer.attachments[0].filename == "The-Syndicate-booster.txt"
    cards, problems = parse(answer.attachments[0].data.decode(), NetrunnerKind.deck_format)  # type: ignore[arg-type]
    assert cards == dict(NR_DECKS["booster-corp"].cards) and [k for k, _ in problems] == ["nr.deck.starter"]
