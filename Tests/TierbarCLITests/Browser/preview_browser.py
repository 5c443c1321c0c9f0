#!/usr/bin/env python3
"""Drives a real headless Chromium (Playwright for Python, the system's chromium) over Tierbar's
HTML gallery and `tierbar preview`'s live page, and prints what it saw as one JSON object. The
Swift test `BrowserTests` runs this script and asserts on the JSON; the script itself only
observes (it decides nothing), so every expectation lives in the Swift test.

    preview_browser.py gallery PAGE.html
    preview_browser.py hover PAGE.html ITEM ...
    preview_browser.py preview TIERBAR CONFIG.yaml CHANGED.yaml BROKEN.yaml

Colours are read from screenshots: titles and symbols are hidden first, then the pixel at each
item's centre is decoded from a PNG screenshot of that spot (the PNG decoder below: 8-bit RGB(A),
not interlaced, which is what Chromium writes).
"""
import json
import os
import shutil
import signal
import struct
import subprocess
import sys
import time
import zlib

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("TIERBAR_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
HIDE_CONTENT = "[data-item] text, [data-item] [data-symbol] { visibility: hidden !important; }"

# For each item of the picture a figure shows now: its id, its centre in the viewport, the fill of
# its own rectangle, and the colour expected there: its own fill, or, for a transparent item,
# the fill of the topmost painted rectangle under its centre (its tier or the bar).
ITEMS_JS = """
(figure) => {
  const layers = Array.from(figure.querySelectorAll('.stage > .picture'))
    .filter(layer => !layer.classList.contains('hidden'));
  const layer = layers[layers.length - 1];
  return Array.from(layer.querySelectorAll('g[data-item]')).map(group => {
    const rect = group.querySelector('rect');
    const box = rect.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    const own = rect.getAttribute('fill');
    let expected = own, from = 'item';
    if (!own || own === 'none') {
      const under = document.elementsFromPoint(x, y).find(element =>
        element.tagName === 'rect' && layer.contains(element) && !group.contains(element) &&
        element.getAttribute('fill') && element.getAttribute('fill') !== 'none');
      expected = under ? under.getAttribute('fill') : null;
      from = under ? (under.dataset.tier ? 'tier' : 'bar') : 'nothing';
    }
    return { item: group.dataset.item, x: x, y: y, width: box.width, height: box.height,
             fill: own, expected: expected, from: from,
             opacity: rect.getAttribute('fill-opacity') || rect.getAttribute('opacity') };
  });
}
"""


def decode_png(data):
    """(width, height, bytes per pixel, rows) of an 8-bit RGB or RGBA, non-interlaced PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, compressed, header = 8, b"", None
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or interlace != 0 or color_type not in (2, 6):
        raise ValueError("unsupported PNG: depth %d, colour type %d" % (depth, color_type))
    bpp = 3 if color_type == 2 else 4
    raw = zlib.decompress(compressed)
    stride = width * bpp
    rows, previous, index = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[index]
        line = bytearray(raw[index + 1:index + 1 + stride])
        index += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + ((a + b) >> 1)) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, bpp, rows


def pixel(page, x, y):
    """The colour on screen at viewport point (x, y), as #rrggbb, from a screenshot."""
    left, top = max(0, int(x) - 1), max(0, int(y) - 1)
    data = page.screenshot(clip={"x": left, "y": top, "width": 3, "height": 3}, animations="disabled")
    _, _, bpp, rows = decode_png(data)
    column, row = int(x) - left, int(y) - top
    r, g, b = rows[row][column * bpp:column * bpp + 3]
    return "#%02x%02x%02x" % (r, g, b)


def figure_items(page, selector):
    """Every item of the figure's current picture with its expected and its screenshot colour."""
    figure = page.locator(selector).first
    figure.scroll_into_view_if_needed()
    items = figure.evaluate(ITEMS_JS)
    for item in items:
        item["actual"] = pixel(page, item["x"], item["y"])
    return {"figure": selector, "state": figure.get_attribute("data-state"),
            "caption": figure.locator("figcaption").inner_text(), "items": items}


def all_figures(page):
    results = []
    for index in range(page.locator("figure.shot").count()):
        figure = page.locator("figure.shot").nth(index)
        selector = 'figure.shot[data-device="%s"][data-appearance="%s"][data-home="%s"]' % (
            figure.get_attribute("data-device"), figure.get_attribute("data-appearance"),
            figure.get_attribute("data-home"))
        results.append(figure_items(page, selector))
    return results


def click_and_settle(page, selector, item, state):
    """Clicks the item in the figure, waits for the figure to show `state` with one picture."""
    page.locator(selector + ' [data-item="%s"]' % item).last.click()
    page.wait_for_function(
        """([selector, state]) => {
             const figure = document.querySelector(selector);
             const shown = Array.from(figure.querySelectorAll('.stage > .picture'))
               .filter(layer => !layer.classList.contains('hidden'));
             return figure.dataset.state === state && shown.length === 1 &&
               getComputedStyle(shown[0]).opacity === '1';
           }""", arg=[selector, state], timeout=60000)
    timing = page.locator(selector).evaluate(
        """figure => { const layer = figure.querySelector('.stage > .picture:last-child');
             const style = getComputedStyle(layer);
             return { duration: style.transitionDuration, curve: style.transitionTimingFunction,
                      property: style.transitionProperty }; }""")
    result = figure_items(page, selector)
    result["timing"] = timing
    return result


def launch(playwright):
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=["--force-color-profile=srgb", "--disable-gpu"])


def new_page(browser):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(60000)
    return page


def gallery(path):
    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = new_page(browser)
        url = "file://" + os.path.abspath(path)
        requests = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(url)
        page.add_style_tag(content=HIDE_CONTENT)
        figures = all_figures(page)
        selector = 'figure.shot[data-device="iphone-se"][data-appearance="light"][data-home=""]'
        clicked = click_and_settle(page, selector, "bell", "intervals")
        back = click_and_settle(page, selector, "bell", "")
        browser.close()
    return {"requests": [r for r in requests if r != url], "figures": figures,
            "clicked": clicked, "clickedBack": back}


def hover_and_click(path, items):
    """For each item of the first collapsed figure: whether hovering marks it as a switch, and the
    figure's state after clicking it (a click on an item with no move changes nothing)."""
    with sync_playwright() as playwright:
        browser = launch(playwright)
        page = new_page(browser)
        page.goto("file://" + os.path.abspath(path))
        page.add_style_tag(content=HIDE_CONTENT)
        selector = 'figure.shot[data-home=""]'
        results = {}
        for item in items:
            target = page.locator(selector + ' [data-item="%s"]' % item).first
            target.hover()
            target.click()
            page.wait_for_timeout(600)
            results[item] = {
                "switches": target.evaluate("node => node.classList.contains('switches')"),
                "state": page.locator(selector).first.get_attribute("data-state")}
        browser.close()
    return results


def write_like_an_editor(path, text):
    """Saves as careful editors do: a new file renamed over the old one."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".saving")
    with open(temporary, "w") as handle:
        handle.write(text)
    os.rename(temporary, path)


def wait_for_version_change(page, version):
    started = time.monotonic()
    page.wait_for_function(
        "version => document.body.dataset.version !== version", arg=version, timeout=60000,
        polling=10)
    return (time.monotonic() - started) * 1000


def preview(tierbar, config, changed, broken):
    server = subprocess.Popen(
        [tierbar, "preview", config, "--port", "0"], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    result = {}
    try:
        first_line = server.stdout.readline()
        result["announced"] = first_line.strip()
        url = next(word for word in first_line.split() if word.startswith("http://"))
        result["url"] = url
        with sync_playwright() as playwright:
            browser = launch(playwright)
            page = new_page(browser)
            requests = []
            page.on("request", lambda request: requests.append(request.url))
            page.goto(url)
            page.wait_for_function("document.body.dataset.version !== undefined")
            page.add_style_tag(content=HIDE_CONTENT)
            page.evaluate("window.tierbarMarker = 'same page'")
            expanded = 'figure.shot[data-device="iphone-se"][data-appearance="light"][data-home="intervals"]'
            collapsed = 'figure.shot[data-device="iphone-se"][data-appearance="light"][data-home=""]'
            result["before"] = figure_items(page, expanded)
            result["clicked"] = click_and_settle(page, collapsed, "bell", "intervals")

            version = page.evaluate("document.body.dataset.version")
            with open(changed) as handle:
                write_like_an_editor(config, handle.read())
            result["changedAfterMs"] = wait_for_version_change(page, version)
            page.wait_for_selector(expanded)
            result["changed"] = figure_items(page, expanded)
            result["markerAfterChange"] = page.evaluate("window.tierbarMarker || null")

            version = page.evaluate("document.body.dataset.version")
            with open(broken) as handle:
                write_like_an_editor(config, handle.read())
            result["brokenAfterMs"] = wait_for_version_change(page, version)
            page.wait_for_selector("body.broken #problems-panel", state="visible")
            result["problems"] = page.locator("#problems pre").all_inner_texts()
            result["status"] = page.locator("#status").inner_text()
            result["lastGood"] = figure_items(page, expanded)
            result["markerAfterBroken"] = page.evaluate("window.tierbarMarker || null")
            result["problemsPanelVisible"] = page.locator("#problems-panel").is_visible()
            result["requests"] = sorted(set(requests))
            browser.close()
    finally:
        started = time.monotonic()
        server.send_signal(signal.SIGTERM)
        try:
            result["exitStatus"] = server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            result["exitStatus"] = None
        result["stopMs"] = (time.monotonic() - started) * 1000
        result["stdout"] = server.stdout.read()
        result["stderr"] = server.stderr.read()
    return result


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "gallery":
        result = gallery(arguments[1])
    elif len(arguments) >= 3 and arguments[0] == "hover":
        result = hover_and_click(arguments[1], arguments[2:])
    elif len(arguments) == 5 and arguments[0] == "preview":
        result = preview(*arguments[1:])
    else:
        sys.stderr.write(__doc__)
        return 64
    print(json.dumps(result, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
