"""Pages from `ccpipe preview`, opened in Debian's Chromium through chromedriver.

CCPIPE_BIN names the ccpipe to run (default: the debug build); the pages are
written from the committed outputs into a temporary directory. Screenshots go
to Reports/preview/ (or CCPIPE_SCREENSHOTS), one per test, for the README and the manual.
"""
import os
import pathlib
import subprocess

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def pages(tmp_path_factory):
    out = tmp_path_factory.mktemp("preview")
    ccpipe = os.environ.get("CCPIPE_BIN", str(ROOT / ".build" / "debug" / "ccpipe"))
    subprocess.run([ccpipe, "preview", "--out", str(out)], cwd=ROOT, check=True)
    return out


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=420,760", "--force-device-scale-factor=1", "--lang=en"):
        options.add_argument(argument)
    # The driver is Debian's: Selenium must not look for one on the network.
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    yield driver
    driver.quit()


@pytest.fixture
def screenshot(browser, request):
    """Call with no argument at the end of a test: saves the page as <test>.png."""
    directory = pathlib.Path(os.environ.get("CCPIPE_SCREENSHOTS", ROOT / "Reports" / "preview"))
    directory.mkdir(parents=True, exist_ok=True)

    def save():
        browser.save_screenshot(str(directory / f"{request.node.name}.png"))

    return save
