"""`/help <game>` in pages a phone shows whole, turned with Previous / Next, which still work after a restart."""

from __future__ import annotations

from bot.framework.help_pages import PAGE_CHARS, pages
from bot.harness import Harness
from bot.i18n import t


def test_pages_cut_between_paragraphs_and_keep_every_word() -> None:
    text = "\n\n".join(f"Paragraph {i}. " + "word " * 60 for i in range(12))
    cut = pages(text, 500)
    assert len(cut) > 1 and all(len(page) <= 500 for page in cut)
    assert all(page.startswith("Paragraph") for page in cut)  # never in the middle of a paragraph
    assert " ".join(" ".join(cut).split()) == " ".join(text.split())
    long = "A sentence that goes on. " * 100  # one paragraph longer than a page: cut between its sentences
    assert all(len(page) <= 500 and page.endswith(".") for page in pages(long, 500))


async def test_a_long_help_is_paged_and_its_buttons_turn_the_pages(h: Harness) -> None:
    alice = h.user("alice")
    for game in ("backgammon", "tweak", "zero", "cyberpunk", "netrunner"):
        assert h.bot is not None
        full = t(h.bot.registry.get(game).help_key, "en")
        answer = await h.slash(alice, "help", game=game)
        message = h.reply(answer)
        expected = pages(full)
        assert message.embeds[0]["description"] == expected[0]
        if len(expected) == 1:
            assert message.buttons() == []
            continue
        assert f"Page 1 of {len(expected)}" in message.text()
        seen = [message.embeds[0]["description"]]
        for _ in range(len(expected) - 1):
            await h.click(alice, "Next ▶", message=message)
            seen.append(message.embeds[0]["description"])
        assert seen == expected and all(len(p) <= PAGE_CHARS for p in seen)
        assert next(b for b in message.buttons() if b["label"] == "Next ▶").get("disabled")
        await h.restart()
        await h.click(alice, "◀ Previous", message=message)
        assert message.embeds[0]["description"] == expected[-2]


async def test_a_forged_help_page_is_answered_not_ignored(h: Harness) -> None:
    alice = h.user("alice")
    message = h.reply(await h.slash(alice, "help", game="netrunner"))
    for forged in ("h:chess:0", "h:netrunner:99", "h:netrunner:٣"):
        answer = await h.click_raw(alice, forged, message=message)
        assert answer.responded
