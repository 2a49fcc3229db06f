"""CountryCatalog's phone field against libphonenumber itself.

The `phonenumbers` package (libphonenumber's Python port, pinned in
requirements.txt to the release of the metadata ccpipe embeds) is the
oracle: its AsYouTypeFormatter and region_code_for_number are run on the
same numbers as `ccpipe phone`, which runs CountryCatalogCore on the
committed phone.json (Sources/CountryCatalog/Resources). CCPIPE_BIN names
the ccpipe to run (default: the debug build). The agreement is written to
Reports/phone-agreement.md (or CCPIPE_PHONE_REPORT) and printed at the end.
"""
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "Sources" / "CountryCatalog" / "Resources"
REPORT = pathlib.Path(os.environ.get("CCPIPE_PHONE_REPORT", ROOT / "Reports" / "phone-agreement.md"))

# What the tests found, by section, for the report.
AGREEMENT = {}


def ccpipe_phone(lines):
    """Runs `ccpipe phone --format json -` on `lines` ("SE 0701234567" or
    "+14165550123"), one process for all of them; one result a line."""
    ccpipe = os.environ.get("CCPIPE_BIN", str(ROOT / ".build" / "debug" / "ccpipe"))
    completed = subprocess.run([ccpipe, "phone", "--out", str(RESOURCES), "--format", "json", "-"], cwd=ROOT,
                               input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    results = [json.loads(line) for line in completed.stdout.splitlines()]
    assert len(results) == len(lines), completed.stderr
    return results


@pytest.fixture(scope="session")
def phone_file():
    return json.loads((RESOURCES / "phone.json").read_text(encoding="utf-8"))


def pytest_terminal_summary(terminalreporter):
    if not AGREEMENT:
        return
    lines = ["# Agreement with libphonenumber", "",
             "CountryCatalog's phone field (`Country.Phone.formatted`, `PickerCatalog.country(forNumber:)`), run by "
             "`ccpipe phone` on the committed `phone.json`, against libphonenumber's Python port `phonenumbers` "
             "(its `AsYouTypeFormatter` and `region_code_for_number`) on the same numbers: `Tests/Phone`, run by `.ci/run`.", "",
             "| what | compared | agree | share | target |", "|---|---:|---:|---:|---|"]
    for name in sorted(AGREEMENT):
        entry = AGREEMENT[name]
        share = entry["agree"] / entry["compared"] if entry["compared"] else 1
        lines.append(f"| {name} | {entry['compared']:,} | {entry['agree']:,} | {share:.4%} | {entry['target']} |")
    disagreements = [(name, item) for name in sorted(AGREEMENT) for item in AGREEMENT[name].get("disagreements", [])]
    lines += ["", "Disagreements: " + ("none." if not disagreements else "")]
    for name, item in disagreements[:50]:
        lines.append(f"- {name}: {item}")
    text = "\n".join(lines) + "\n"
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(text, encoding="utf-8")
    terminalreporter.write_sep("-", "agreement with libphonenumber")
    terminalreporter.write(text)
