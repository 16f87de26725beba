"""The shared JupyterLab page (``LabTab``) keeps each notebook's evidence apart.

The browser tests open their notebooks one after another in one loaded JupyterLab page. A
test that checks no hidden card crossed the websocket, or that the page raised no error, must
see only what its own notebook did: this test opens two in turn and checks the second sees
neither the first's kernel messages nor its error, and that the first's document is closed.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.browser.labdriver import Notebook

pytestmark = pytest.mark.browser

Open = Callable[[list[str]], Notebook]


def test_each_notebook_in_the_shared_page_sees_only_its_own_messages_and_errors(
    notebook: Open,
) -> None:
    first = notebook(["print('first-' + 'kernel')"])
    assert "first-kernel" in first.run(0)
    first.page.evaluate("() => setTimeout(() => { throw new Error('first-error'); })")
    first.page.wait_for_timeout(200)
    assert any("first-error" in e for e in first.page_errors), first.page_errors
    said_first = [m for m in first.kernel_messages() if "first-kernel" in str(m.get("content"))]
    assert said_first, "the first notebook's kernel messages were not recorded"

    second = notebook(["print('second-' + 'kernel')"])
    assert second.page is first.page  # the same loaded JupyterLab
    assert "second-kernel" in second.run(0)
    texts = [str(m.get("content")) for m in second.kernel_messages()]
    assert any("second-kernel" in t for t in texts)
    assert not any("first-kernel" in t for t in texts)
    assert not second.page_errors
    open_documents = second.page.evaluate(
        "() => [...window.jupyterapp.shell.widgets('main')].map((w) => w.context?.path)"
    )
    assert open_documents == [second.name]
