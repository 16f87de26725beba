"""Make docs/serve-teacher.png and docs/serve-student.png: the class server's teacher's page
(every hand, the links and QR codes to join) and a student's page (their own hand only), after
a few moves played on the students' pages.

Run: .venv/bin/python tests/browser/readme_serve_screenshots.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from clans_widget.i18n import say  # noqa: E402
from tests.browser.labdriver import launch_chromium  # noqa: E402
from tests.browser.pages import play_a_move  # noqa: E402
from tests.browser.test_serve_browser import open_page, seat_names, start  # noqa: E402


def main() -> None:
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        server, links = start(Path(folder) / "class.json")
        browser = launch_chromium(playwright)
        try:
            seats = seat_names(links)
            students = [open_page(browser, links[name])[0] for name in seats]
            for student in students[:3]:
                play_a_move(student.locator(".clans-widget"))
                student.wait_for_timeout(500)
            teacher, _ = open_page(browser, links[say("serve.teacher")], height=1420)
            teacher.wait_for_timeout(1000)
            teacher.screenshot(path=str(ROOT / "docs/serve-teacher.png"))
            students[3].screenshot(path=str(ROOT / "docs/serve-student.png"))
        finally:
            browser.close()
            server.stop()


if __name__ == "__main__":
    main()
