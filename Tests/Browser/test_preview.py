"""The preview pages driven as a user would: typing, tapping and dragging the rail."""
import json
import os
import pathlib
import shutil
import subprocess
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXPECTATIONS = json.loads((pathlib.Path(__file__).parent / "search-expectations.json").read_text(encoding="utf-8"))


def open_page(browser, pages, locale):
    browser.get((pages / f"{locale}.html").as_uri())
    browser.find_element(By.ID, "list")


def visible_codes(browser):
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#results li')).map(li => li.dataset.code)")


def in_view(browser, code):
    """Whether the row's top is inside the list's visible area, below the sticky header."""
    return browser.execute_script("""
        const list = document.getElementById('list').getBoundingClientRect();
        const row = document.querySelector('#list section li[data-code="' + arguments[0] + '"]').getBoundingClientRect();
        return row.top >= list.top && row.bottom <= list.bottom;""", code)


def first_visible_section(browser):
    return browser.execute_script("""
        const list = document.getElementById('list');
        const top = list.getBoundingClientRect().top + 1;
        for (const s of list.querySelectorAll('section')) {
          const box = s.getBoundingClientRect();
          if (box.bottom > top) return s.querySelector('h2').textContent;
        }
        return null;""")


@pytest.mark.parametrize("locale", ["en", "sv"])
def test_typing_swe_shows_sweden_first(browser, pages, screenshot, locale):
    open_page(browser, pages, locale)
    browser.find_element(By.ID, "search").send_keys("swe")
    codes = visible_codes(browser)
    assert codes and codes[0] == "SE"
    screenshot()


def test_clicking_o_umlaut_in_swedish_scrolls_osterrike_into_view(browser, pages, screenshot):
    open_page(browser, pages, "sv")
    assert not in_view(browser, "AT")
    letter = browser.find_element(By.XPATH, "//nav[@id='rail']/a[text()='Ö']")
    letter.click()
    assert in_view(browser, "AT")
    # Ö is the last section: the list scrolls to its end, with Ö's header in view.
    assert browser.execute_script("""
        const list = document.getElementById('list').getBoundingClientRect();
        const header = Array.from(document.querySelectorAll('#list h2')).find(h => h.textContent === 'Ö').getBoundingClientRect();
        return header.top >= list.top && header.bottom <= list.bottom;""")
    screenshot()


def test_dragging_along_the_rail_moves_through_the_sections(browser, pages, screenshot):
    open_page(browser, pages, "en")
    rail = browser.find_element(By.ID, "rail")
    box = rail.rect
    seen = []
    actions = ActionChains(browser, duration=0)
    actions.move_to_element_with_offset(rail, 0, -box["height"] // 2 + 4).click_and_hold().perform()
    seen.append(first_visible_section(browser))
    for _ in range(12):
        ActionChains(browser, duration=0).move_by_offset(0, box["height"] // 14).perform()
        seen.append(first_visible_section(browser))
    screenshot()
    ActionChains(browser, duration=0).release().perform()
    assert seen[0] == "A"
    order = browser.execute_script("return Array.from(document.querySelectorAll('#list h2')).map(h => h.textContent)")
    positions = [order.index(title) for title in seen]
    assert positions == sorted(positions), seen
    assert len(set(seen)) >= 8, seen


def test_arabic_is_right_to_left_with_the_rail_on_the_left(browser, pages, screenshot):
    open_page(browser, pages, "ar")
    assert browser.execute_script("return document.documentElement.dir") == "rtl"
    assert browser.execute_script("return getComputedStyle(document.body).direction") == "rtl"
    rail = browser.find_element(By.ID, "rail").rect
    row = browser.find_element(By.CSS_SELECTOR, "#list li").rect
    assert rail["x"] < row["x"]
    screenshot()


def test_rows_show_flag_and_dial_code_and_sections_stick(browser, pages, screenshot):
    open_page(browser, pages, "ja")
    row = browser.find_element(By.CSS_SELECTOR, "#list li[data-code='SE']")
    assert row.find_element(By.CLASS_NAME, "flag").get_attribute("textContent") == "🇸🇪"
    assert row.find_element(By.CLASS_NAME, "dial").get_attribute("textContent") == "+46"
    browser.execute_script("document.getElementById('list').scrollTop = 900")
    time.sleep(0.05)
    header_top = browser.execute_script("""
        const list = document.getElementById('list').getBoundingClientRect().top;
        const stuck = Array.from(document.querySelectorAll('#list h2')).filter(h => Math.abs(h.getBoundingClientRect().top - list) < 1);
        return stuck.length;""")
    assert header_top == 1
    screenshot()


def test_the_locale_switcher_opens_the_other_pages(browser, pages):
    open_page(browser, pages, "en")
    options = browser.execute_script("return Array.from(document.querySelectorAll('#locale option')).map(o => o.value)")
    assert "sv" in options and "ar" in options
    browser.execute_script("const s = document.getElementById('locale'); s.value = 'sv'; s.dispatchEvent(new Event('change'))")
    time.sleep(0.2)
    assert browser.current_url == (pages / "sv.html").as_uri()


HOSTILE_NAMES = ["javascript:alert(document.domain)", "\"><img src=x onerror=alert(1)>", "x' onmouseover='alert(1)",
                 "data:text,html", "example.com", "en#x"]


@pytest.fixture(scope="module")
def hostile_pages(tmp_path_factory):
    """A checkout whose output directory holds, beside en and sv and the
    phone data they share, copies of en's outputs under directory names a
    pull request chose."""
    root = tmp_path_factory.mktemp("hostile")
    out = root / "out"
    resources = ROOT / "Sources" / "CountryCatalog" / "Resources"
    for name in ["en", "sv"] + HOSTILE_NAMES:
        shutil.copytree(resources / ("en" if name not in ("en", "sv") else name), out / name)
    shutil.copy2(resources / "phone.json", out / "phone.json")
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    (root / ".ccpipe.json").write_text('{"out": "out"}')
    ccpipe = ROOT / os.environ.get("CCPIPE_BIN", ".build/debug/ccpipe")
    done = subprocess.run([str(ccpipe), "preview"], cwd=root, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith(": en, sv\n"), done.stdout
    return root / "preview"


def test_directories_not_named_as_locales_are_no_pages_and_no_switcher_entries(browser, hostile_pages):
    assert sorted(p.name for p in hostile_pages.iterdir()) == ["en.html", "sv.html"]
    open_page(browser, hostile_pages, "en")
    options = browser.execute_script("return Array.from(document.querySelectorAll('#locale option')).map(o => o.value)")
    assert options == ["en", "sv"]
    assert browser.execute_script("return document.querySelectorAll('img').length") == 0


@pytest.mark.parametrize("value", HOSTILE_NAMES + ["javascript:alert(1)", "https://example.com/", "//example.com", "../en"])
def test_the_switcher_goes_only_to_pages_it_wrote(browser, hostile_pages, value):
    """An option given a hostile value by anything (devtools, an extension)
    still leads nowhere: the script goes only to ./<listed id>.html."""
    open_page(browser, hostile_pages, "en")
    start = browser.current_url
    browser.execute_script("""const s = document.getElementById('locale');
        const o = document.createElement('option'); o.value = arguments[0]; s.appendChild(o);
        s.value = arguments[0]; s.dispatchEvent(new Event('change'));""", value)
    time.sleep(0.2)
    alert = None
    try:
        alert = browser.switch_to.alert.text
    except NoAlertPresentException:
        pass
    assert alert is None
    assert browser.current_url == start


@pytest.mark.parametrize("locale", sorted(EXPECTATIONS))
def test_the_page_ranks_as_country_catalog_does(browser, pages, locale):
    open_page(browser, pages, locale)
    for query, expected in EXPECTATIONS[locale].items():
        assert browser.execute_script("return window.pickerSearch(arguments[0])", query) == expected, query


PHONE = json.loads((pathlib.Path(__file__).parent / "phone-expectations.json").read_text(encoding="utf-8"))


def phone_field(browser):
    return browser.find_element(By.ID, "phone-number")


def test_the_phone_field_formats_as_sweden_is_typed(browser, pages, screenshot):
    open_page(browser, pages, "sv")
    browser.find_element(By.CSS_SELECTOR, "#list section li[data-code='SE']").click()
    field = phone_field(browser)
    assert field.get_attribute("placeholder") == "070-123 45 67"
    shown = []
    for digit in "0701234567":
        field.send_keys(digit)
        shown.append(field.get_attribute("value"))
    assert shown == PHONE["formatted"]["SE"]["070123456712"][:10]
    assert shown[-1] == "070-123 45 67"
    assert browser.find_element(By.ID, "phone-dial").text == "+46"
    screenshot()


@pytest.mark.parametrize("number, country, shown", [("+1 416 555 0123", "CA", "+1 416-555-0123"), ("+44 7797 123456", "JE", "+44 7797 123456"),
                                                     ("+7 701 123 4567", "KZ", "+7 701 123 4567")])
def test_a_pasted_number_switches_the_country(browser, pages, screenshot, number, country, shown):
    open_page(browser, pages, "en")
    browser.find_element(By.CSS_SELECTOR, "#list section li[data-code='US']").click()
    field = phone_field(browser)
    field.clear()
    # A paste: the whole number in one input event.
    browser.execute_script("const f = arguments[0]; f.value = arguments[1]; f.dispatchEvent(new Event('input'))", field, number)
    assert field.get_attribute("data-country") == country
    assert browser.find_element(By.CSS_SELECTOR, f"#list section li[data-code='{country}']").get_attribute("class") == "picked"
    assert field.get_attribute("value") == shown
    if country == "CA":
        screenshot()


def test_the_page_formats_and_finds_countries_as_country_catalog_does(browser, pages):
    open_page(browser, pages, "en")
    for region, typings in PHONE["formatted"].items():
        for typed, expected in typings.items():
            got = browser.execute_script(
                "return Array.from({length: arguments[1].length}, (_, i) => window.phoneFormatted(arguments[0], arguments[1].slice(0, i + 1)))",
                region, typed)
            assert got == expected, (region, typed)
    for number, expected in PHONE["country"].items():
        parts = number.split(" ", 1)
        if len(parts[0]) == 2 and parts[0].isalpha():
            got = browser.execute_script("return window.phoneCountry(arguments[0], arguments[1])", parts[1], parts[0])
        else:
            got = browser.execute_script("return window.phoneCountry(arguments[0], null)", number)
        assert got == expected, number
