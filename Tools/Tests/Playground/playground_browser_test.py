#!/usr/bin/env python3
"""Drives the `oclayout serve` playground in a real browser (Debian's Chromium through Playwright).

Starts the built tool with `serve --port 0`, reads the address from its first line, loads the page and
checks what a person would see: the picture follows edits, a broken document shows its problem at its
place (pointer and line, the line marked, a click selects it) while the last good picture stays, fixing it
clears the problem, and the scroll, orthogonal, device and direction controls change the picture.

Usage: playground_browser_test.py [--oclayout PATH] [--chromium PATH]
Exits 0 when every check passes, 1 otherwise; the server is always stopped.
"""

import argparse
import os
import re
import select
import signal
import subprocess
import sys
import time
import traceback

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def start_server(binary):
    """Starts `oclayout serve --port 0` and returns (process, url) once it prints its address."""
    process = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 30
    line = b""
    while time.monotonic() < deadline and not line.endswith(b"\n"):
        ready, _, _ = select.select([process.stdout], [], [], 0.5)
        if ready:
            chunk = os.read(process.stdout.fileno(), 1)
            if not chunk:
                break
            line += chunk
        elif process.poll() is not None:
            break
    match = re.fullmatch(rb"Serving the playground at (http://127\.0\.0\.1:(\d+))\n", line)
    if not match:
        stop_server(process)
        raise RuntimeError("the server did not print its address; first line: %r, stderr: %r"
                           % (line, process.stderr.read()[:2000]))
    return process, match.group(1).decode()


def stop_server(process):
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait(timeout=10)


class Checks:
    """Counts checks and remembers failures, so one run reports them all."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def run(self, name, function):
        try:
            function()
            self.passed += 1
            print("PASS", name, flush=True)
        except Exception as error:  # noqa: BLE001 - any failure of a check is reported
            self.failures.append(name)
            print("FAIL", name, "-", error, flush=True)
            traceback.print_exc()


def render_count(page):
    return int(page.get_attribute("#picture", "data-render-count") or 0)


def wait_for_render_after(page, count, timeout=15000):
    """Waits until a picture newer than the `count`-th is shown."""
    page.wait_for_function("n => Number(document.getElementById('picture').dataset.renderCount) > n", arg=count,
                           timeout=timeout)


def set_editor(page, text):
    page.fill("#editor", text)  # fires `input`, as typing does


def set_range(page, selector, value):
    page.eval_on_selector(selector, "(el, v) => { el.value = String(v); el.dispatchEvent(new Event('input')); }", value)


def svg_text(page):
    return page.inner_html("#picture")


def cell_rect(page, label):
    """The (x, y) of the cell labelled `label` ("[0, 0]") in the picture, read from its rect."""
    return page.evaluate("""label => {
        for (const group of document.querySelectorAll('#picture g.cell')) {
            const title = group.querySelector('title');
            if (title && title.textContent.includes(label)) {
                const rect = group.querySelector('rect');
                return [Number(rect.getAttribute('x')), Number(rect.getAttribute('y'))];
            }
        }
        return null;
    }""", label)


def supplementary_rects(page):
    return page.evaluate("""() => Array.from(document.querySelectorAll('#picture g.supplementary rect'))
        .map(rect => [Number(rect.getAttribute('x')), Number(rect.getAttribute('y'))])""")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oclayout", default=os.environ.get("OCLAYOUT", os.path.join(ROOT, ".build", "debug", "oclayout")))
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    options = parser.parse_args()

    process, url = start_server(options.oclayout)
    checks = Checks()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=options.chromium, args=["--no-sandbox"])
            try:
                page = browser.new_page(viewport={"width": 1400, "height": 900})
                console_errors = []
                page.on("pageerror", lambda error: console_errors.append(str(error)))
                page.on("console", lambda message: console_errors.append(message.text) if message.type == "error" else None)
                page.on("request", lambda request: None if request.url.startswith(url) else console_errors.append(
                    "request outside the server: " + request.url))
                page.goto(url + "/")
                wait_for_render_after(page, 0)
                original = page.input_value("#editor")

                def initial_picture():
                    # The default example: a carousel of 6 items and a grid of 30.
                    assert page.get_attribute("#picture", "data-cell-count") == "36", page.get_attribute("#picture", "data-cell-count")
                    assert page.locator("#picture > svg").count() == 1
                    assert page.locator("#errors li.problem").count() == 0
                    assert page.locator("#device option").count() >= 23  # "as the document says", "custom", 21 presets
                    assert page.locator("#example option").count() >= 3

                def edit_changes_picture():
                    before = render_count(page)
                    assert '"items": [6, 30]' in original
                    set_editor(page, original.replace('"items": [6, 30]', '"items": [6, 12]'))
                    wait_for_render_after(page, before)
                    page.wait_for_function("() => document.getElementById('picture').dataset.cellCount === '18'", timeout=10000)

                def broken_document_shows_problem():
                    good_svg = svg_text(page)
                    before = render_count(page)
                    text = page.input_value("#editor")
                    broken = text.replace('"fractionalWidth": 0.8', '"fractionalWidth": "wide"', 1)
                    assert broken != text
                    line = broken.split("\n").index(next(l for l in broken.split("\n") if '"wide"' in l)) + 1
                    set_editor(page, broken)
                    pointer = "/layout/sections/0/group/size/width/fractionalWidth"
                    selector = '#errors li.problem[data-pointer="%s"]' % pointer
                    page.wait_for_selector(selector, timeout=10000)
                    item = page.locator(selector)
                    assert item.get_attribute("data-line") == str(line), (item.get_attribute("data-line"), line)
                    assert pointer in item.inner_text() and ("line %d" % line) in item.inner_text(), item.inner_text()
                    # The last good picture stays, marked stale; no new picture was shown.
                    assert "stale" in (page.get_attribute("#picture", "class") or "")
                    assert svg_text(page) == good_svg
                    assert render_count(page) == before
                    # The line is marked in the gutter and behind the text.
                    assert page.locator('#highlights .line-mark[data-line="%d"]' % line).count() == 1
                    assert str(line) in page.locator("#gutter .bad").all_inner_texts()
                    # A click on the problem selects its line.
                    item.click()
                    start, end = page.evaluate("() => { const e = document.getElementById('editor'); return [e.selectionStart, e.selectionEnd]; }")
                    lines = broken.split("\n")
                    expected_start = sum(len(l) + 1 for l in lines[:line - 1])
                    assert (start, end) == (expected_start, expected_start + len(lines[line - 1])), (start, end, expected_start)

                def fix_clears_problem():
                    before = render_count(page)
                    text = page.input_value("#editor")
                    set_editor(page, text.replace('"fractionalWidth": "wide"', '"fractionalWidth": 0.8'))
                    wait_for_render_after(page, before)
                    assert page.locator("#errors li.problem").count() == 0
                    assert page.locator("#highlights .line-mark").count() == 0
                    assert "stale" not in (page.get_attribute("#picture", "class") or "")

                def offset_slider_scrolls():
                    # Back to the default example's 30 grid items: content taller than the view.
                    before = render_count(page)
                    set_editor(page, original)
                    wait_for_render_after(page, before)
                    before_svg = svg_text(page)
                    before_headers = supplementary_rects(page)
                    before = render_count(page)
                    maximum = int(page.get_attribute("#offset", "max"))
                    assert maximum > 300, maximum
                    set_range(page, "#offset", 300)
                    wait_for_render_after(page, before)
                    assert svg_text(page) != before_svg
                    assert page.inner_text("#offset-value") == "300"
                    # A pinned header moved down with the scroll.
                    after_headers = supplementary_rects(page)
                    assert after_headers != before_headers, (before_headers, after_headers)

                def orthogonal_slider_scrolls():
                    page.wait_for_selector("#orthogonal-0", timeout=5000)
                    before_x = cell_rect(page, "[0, 0]")
                    before = render_count(page)
                    set_range(page, "#orthogonal-0", 200)
                    wait_for_render_after(page, before)
                    after_x = cell_rect(page, "[0, 0]")
                    # The carousel's first cell is shown 200 points further left.
                    assert before_x is not None and after_x is not None
                    assert abs((before_x[0] - after_x[0]) - 200) < 0.01, (before_x, after_x)

                def device_and_direction():
                    before = render_count(page)
                    page.select_option("#device", "iPad mini")
                    wait_for_render_after(page, before)
                    assert "view 744 × 1133" in page.inner_text("#status"), page.inner_text("#status")
                    grid_left_to_right = cell_rect(page, "[1, 0]")
                    before = render_count(page)
                    page.check("#rtl")
                    wait_for_render_after(page, before)
                    grid_right_to_left = cell_rect(page, "[1, 0]")
                    assert grid_right_to_left[0] > grid_left_to_right[0], (grid_left_to_right, grid_right_to_left)

                def nothing_loaded_from_elsewhere():
                    assert not console_errors, console_errors

                checks.run("the default example is pictured", initial_picture)
                checks.run("an edit changes the picture", edit_changes_picture)
                checks.run("a broken document shows its problem at its line and keeps the last picture", broken_document_shows_problem)
                checks.run("fixing the document clears the problem", fix_clears_problem)
                checks.run("the offset slider scrolls the view and pins the headers", offset_slider_scrolls)
                checks.run("an orthogonal slider scrolls its section", orthogonal_slider_scrolls)
                checks.run("the device picker and right-to-left change the picture", device_and_direction)
                checks.run("no script errors and no request outside the server", nothing_loaded_from_elsewhere)
                if checks.failures:
                    page.screenshot(path=os.path.join(os.environ.get("TMPDIR", "/tmp"), "playground-failure.png"))
            finally:
                browser.close()
    except Exception as error:  # noqa: BLE001 - a failure to start is a failure
        checks.failures.append("setup: %s" % error)
        traceback.print_exc()
    finally:
        stop_server(process)
    print("%d passed, %d failed" % (checks.passed, len(checks.failures)))
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
