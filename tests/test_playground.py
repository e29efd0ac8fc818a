"""The playground in a real browser: headless Chromium driven by Playwright plays backgammon and TWEAK! through
the page, checks what each member can see, survives a bot restart under the page and shows Discord's errors.

Screenshots of every step go to `$PLAYGROUND_SCREENSHOTS` (default: the test's temporary folder).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from bot.games.backgammon.game import BgState
from bot.games.tweak.game import TweakState
from bot.playground import Playground
from tests.helpers import CALLBACK, stored_state

playwright = pytest.importorskip("playwright.async_api")
CHROMIUM = next((p for p in (os.environ.get("CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser"),
                             shutil.which("google-chrome")) if p), None)
# no background connections: this machine (and CI) has no network, and each refused one slows the browser
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]

if CHROMIUM is None:
    if os.environ.get("CI"):
        raise RuntimeError("CI must run the browser tests: install Debian's chromium (see .ci/run)")
    pytest.skip("no Chromium on this machine (apt-get install chromium)", allow_module_level=True)

expect = playwright.expect


@dataclass
class Browser:
    pg: Playground
    page: playwright.Page
    folder: Path
    shots: list[Path] = field(default_factory=list)

    async def shot(self, name: str) -> None:
        path = self.folder / f"{len(self.shots) + 1:02d}-{name}.png"
        await self.page.screenshot(path=path, full_page=False)
        with Image.open(path) as image:
            rgb = image.convert("RGB")
            colours = rgb.getcolors(4096)
            assert colours is None or len(colours) > 16, f"{path.name} is (nearly) blank"
            assert ImageStat.Stat(rgb.convert("L")).stddev[0] > 8, f"{path.name} has no contrast"
        self.shots.append(path)

    async def no_banner(self) -> None:
        await self.page.wait_for_timeout(150)  # an answer's banner comes with the response
        texts = await self.page.locator("#banners .banner").all_inner_texts()
        assert not texts, texts

    async def be(self, name: str) -> None:
        await self.page.locator("#members li", has_text=name).click()
        await expect(self.page.locator("#members li.current")).to_contain_text(name)

    async def command(self, typed: str, **options: str) -> None:
        box = self.page.locator("#command-input")
        await box.fill(typed)
        await self.page.locator("#suggestions .suggestion").first.click()
        for name, value in options.items():
            control = self.page.locator(f"#command-form [name={name}]")
            if await control.evaluate("e => e.tagName") == "SELECT":
                await control.select_option(value)
            else:
                await control.fill(value)
        await self.page.locator("#command-send").click()
        await expect(self.page.locator("#command-form")).to_be_hidden()

    def message(self, title: str) -> playwright.Locator:
        """The newest public message whose embed title contains `title` (private views name their game too)."""
        return self.page.locator("article.msg:not(.ephemeral)",
                                 has=self.page.locator(".embed-title", has_text=title)).last

    def member_id(self, name: str) -> int:
        return next(m.id for m in self.pg.members.values() if m.name == name)


@pytest.fixture
async def browser(tmp_path: Path) -> AsyncIterator[Browser]:
    folder = Path(os.environ.get("PLAYGROUND_SCREENSHOTS") or tmp_path / "screenshots") / "playground"
    folder.mkdir(parents=True, exist_ok=True)
    pg = Playground(tmp_path / "playground.sqlite3", seed=20261130, computer_delay_s=0.05)
    url = await pg.start()
    async with playwright.async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = await chromium.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(10_000)
        await page.goto(url)
        try:
            yield Browser(pg, page, folder)
        finally:
            await chromium.close()
            await pg.stop()


async def test_two_games_in_the_browser_with_private_views_a_restart_and_errors(browser: Browser) -> None:
    b, page, pg = browser, browser.page, browser.pg
    await expect(page.locator("#local-note")).to_contain_text("Local playground")
    await expect(page.locator("#bot-state")).to_have_attribute("data-state", "running")
    await b.shot("opened")

    # ---- backgammon: Alice opens it from the command box, Bob joins with the button
    await b.be("Alice")
    await b.command("/backgammon n", mode="single")  # the suggestion list completes "/backgammon new"
    lobby = b.message("Backgammon: open game")
    await expect(lobby).to_contain_text("Alice used /backgammon new")
    await b.shot("backgammon-lobby")
    await b.be("Bob")
    await lobby.get_by_role("button", name="Join").click()
    board = b.message("Backgammon ·")
    await expect(board.locator(".embed img.image")).to_be_visible()
    assert await board.locator(".embed img.image").evaluate("img => img.naturalWidth") > 0  # the board picture

    state = await stored_state(pg.harness, BgState, 1)
    mover = ["Alice", "Bob"][next(iter(state.actors()))]
    other = "Bob" if mover == "Alice" else "Alice"
    if mover != "Bob":  # the turn ping reached a member who is not looking: a badge on their name
        await expect(page.locator("#members li", has_text=mover).locator(".badge")).to_have_text("1")
    await b.be(mover)
    await expect(page.locator("#members li", has_text=mover).locator(".badge")).to_have_count(0)
    await expect(page.locator("article.msg.mentions-me").last).to_contain_text(f"@{mover}")
    await b.shot("backgammon-start")
    await board.get_by_role("button", name="Type move").click()  # a form, in a dialog like Discord's
    dialog = page.locator("dialog#modal")
    await expect(dialog).to_be_visible()
    await dialog.locator("input, textarea").first.fill("not a move")
    await b.shot("backgammon-typed-move-form")
    await dialog.get_by_role("button", name="Submit").click()
    await expect(dialog).to_be_hidden()
    await expect(page.locator("article.msg.ephemeral").last).to_contain_text("Only you can see this")
    for _ in range(8):  # a checker from the select, then a step button, until the move waits for Confirm
        if await board.get_by_role("button", name="Confirm move").count():
            break
        steps = board.locator("button.btn", has_text="→")
        if not await steps.count():
            select = board.locator("select.select").first
            first = await select.locator("option:not([disabled])").first.get_attribute("value")
            await select.select_option(first)
            await expect(steps.first).to_be_visible()
        await steps.first.click()
        await b.no_banner()
    await b.shot("backgammon-move-chosen")
    await board.get_by_role("button", name="Confirm move").click()
    await expect(board).to_contain_text(f"Waiting for @{other}")
    await b.shot("backgammon-moved")
    assert (await stored_state(pg.harness, BgState, 1)).turn == ["Alice", "Bob"].index(other)

    # ---- TWEAK!: Bob opens, Alice joins, Bob starts; each turn is played from the private view
    await b.be("Bob")
    await b.command("/tweak new")
    await b.be("Alice")
    await b.message("TWEAK!").get_by_role("button", name="Join").click()
    await b.be("Bob")
    await b.message("TWEAK!").get_by_role("button", name="Start").click()
    await expect(b.message("TWEAK!").get_by_role("button", name="Show my hand")).to_be_visible()

    async def tweak_turn(shot: str) -> str:
        state = await stored_state(pg.harness, TweakState, 2)
        seat = next(iter(state.actors()))
        player = ["Bob", "Alice"][seat]
        await b.be(player)
        await b.message("TWEAK!").get_by_role("button", name="Show my hand").click()
        hand = page.locator("article.msg.ephemeral").last
        await expect(hand).to_contain_text("Only you can see this")
        hand_id = await hand.get_attribute("data-id")
        discard = hand.get_by_role("button", name="Discard the hand card")
        before = await discard.get_attribute("data-custom-id")
        await hand.locator("select[data-custom-id*=':hand_pick']").select_option(index=1)  # a hand card
        await expect(discard).not_to_have_attribute("data-custom-id", before or "")  # the choice is in the button
        assert await hand.locator("details.multi").count() == 1  # the table cards: several may be chosen
        for multi in await hand.locator("details.multi").all():  # a multi-select keeps to its min and max
            await multi.locator("summary").click()
            low, high = map(int, (await multi.locator("summary").inner_text()).rsplit("(", 1)[1]
                            .rstrip(")").split("–"))
            boxes, choose = multi.locator("input[type=checkbox]"), multi.get_by_role("button", name="Choose")
            if low > 0:
                await expect(choose).to_be_disabled()
            for i in range(min(high, await boxes.count())):
                await boxes.nth(i).check()
            await expect(choose).to_be_enabled()
            if await boxes.count() > high:
                await expect(boxes.nth(high)).to_be_disabled()
            for i in range(min(high, await boxes.count())):
                await boxes.nth(i).uncheck()
        await discard.click()
        await b.no_banner()
        await b.shot(shot)
        after = await stored_state(pg.harness, TweakState, 2)
        assert seat not in after.actors()  # the discard ended the turn
        # the other player never sees that private hand: not in the page, not in their view
        watcher = "Alice" if player == "Bob" else "Bob"
        await b.be(watcher)
        await expect(page.locator(f"#m-{hand_id}")).to_have_count(0)
        for shown in await page.locator("article.msg.ephemeral").all():
            owner = pg.harness.fake.messages[int(await shown.get_attribute("data-id") or 0)].visible_to
            assert owner == b.member_id(watcher)  # only the watcher's own private messages
        return player

    first_player = await tweak_turn("tweak-first-turn")

    # ---- restart the bot under the page; the page keeps going and so does the game
    await page.locator("#restart").click()
    await expect(page.locator("#bot-state")).to_have_attribute("data-state", "running")
    assert pg.harness.bot is not None and pg.state == "running"
    second_player = await tweak_turn("tweak-after-restart")
    assert second_player != first_player

    # ---- a Turkish member sees the page and the commands in Turkish
    await b.be("Deniz")
    await expect(page.locator("#local-note")).to_contain_text("Yerel deneme alanı")
    await page.locator("#command-input").fill("/")
    await expect(page.locator("#suggestions")).to_contain_text("/tavla")
    await page.locator("#command-input").press("Escape")
    await b.shot("turkish-member")

    # ---- what Discord rejects is shown in a banner; so is a choice the bot no longer offers
    pg.harness.fake.fail("POST", CALLBACK, 500)
    await b.be("Bob")
    await b.message("TWEAK!").get_by_role("button", name="Show my hand").click()
    await expect(page.locator("#banners .banner").first).to_contain_text("Discord would reject this: 500 POST")
    await b.shot("error-banner")
    assert len(b.shots) == 10
