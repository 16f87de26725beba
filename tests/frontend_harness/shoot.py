"""Screenshots of the harness in Debian's Chromium.

Run: python tests/frontend_harness/shoot.py [outdir]
"""

import contextlib
import functools
import http.server
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tests.browser.labdriver import launch_chromium  # noqa: E402


@contextlib.contextmanager
def serve():
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(ROOT))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/tests/frontend_harness/index.html"
    finally:
        httpd.shutdown()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with serve() as url, sync_playwright() as p:
        browser = launch_chromium(p)
        page = browser.new_page(viewport={"width": 1180, "height": 1000}, device_scale_factor=1)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on(
            "console",
            lambda m: (
                errors.append(m.text)
                if m.type == "error" and "favicon" not in m.location.get("url", "")
                else None
            ),
        )

        def load(query: str) -> None:
            page.goto(f"{url}?{query}")
            page.wait_for_function("window.harnessReady === true")

        def shot(name: str) -> None:
            page.locator("#app").screenshot(path=str(out / f"{name}.png"))
            print("saved", out / f"{name}.png")

        for theme in ("light", "dark"):
            load(f"scenario=mid&theme={theme}")
            shot(f"mid_{theme}")
            page.click("[data-card].cg-playable:not(.cg-no-seat) >> nth=0")
            page.hover("[data-seat][data-legal='true'] >> nth=0")
            shot(f"selected_{theme}")
            page.click("[data-seat][data-legal='true'] >> nth=0")
            shot(f"seat_{theme}")
            page.click("[data-seat][data-seat-card='']:not([data-legal='true']) >> nth=0")
            shot(f"error_{theme}")
            load(f"scenario=final&theme={theme}&position=16")
            page.wait_for_timeout(200)
            shot(f"scoring_anim_{theme}")
            page.click(".cg-title")
            page.keyboard.press("Escape")
            page.wait_for_timeout(500)
            shot(f"scoring_{theme}")
            page.click("[data-action='close-scoring']")
            shot(f"final_{theme}")
            load(f"scenario=hotseat&theme={theme}")
            shot(f"hotseat_cover_{theme}")
            page.click("[data-action='reveal']")
            shot(f"hotseat_revealed_{theme}")
        for theme in ("light", "dark"):
            load(f"scenario=variations&theme={theme}")
            page.locator(".cg-moves").screenshot(path=str(out / f"variations_moves_{theme}.png"))
            print("saved", out / f"variations_moves_{theme}.png")
            shot(f"variations_{theme}")
        for theme in ("light", "dark"):
            for name in ("puzzle", "puzzle_move", "puzzle_player"):
                load(f"scenario={name}&theme={theme}")
                shot(f"{name}_{theme}")
            load(f"scenario=forecast&theme={theme}")
            shot(f"forecast_{theme}")
            page.click("[data-card].cg-playable:not(.cg-no-seat) >> nth=0")
            page.click("[data-seat][data-legal='true'] >> nth=0")
            page.wait_for_selector("[data-preview='true']")
            shot(f"preview_{theme}")
            page.hover("[data-action='place-shield']")
            shot(f"preview_shield_{theme}")
        load("scenario=forecast&width=640")
        shot("forecast_narrow_light")
        load("scenario=variations&width=640&stalled=1")
        shot("variations_narrow_light")
        load("scenario=facedown&thinking=1")
        page.click("[data-card].cg-playable >> nth=0")
        shot("facedown_light")
        load("scenario=spectator&theme=dark")
        shot("spectator_dark")
        load("scenario=four")
        shot("four_players_light")
        load("scenario=four&theme=dark&position=28")
        page.click(".cg-title")
        page.keyboard.press("Escape")
        page.wait_for_timeout(500)
        shot("four_players_final_dark")
        load("scenario=mid&width=640")
        shot("narrow_light")
        browser.close()
    if errors:
        print("PAGE ERRORS:", *errors, sep="\n  ")
        sys.exit(1)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests" / "screenshots")
