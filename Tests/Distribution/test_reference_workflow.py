"""The manual's scheduled workflow (ContinuousIntegration.md, "A newer reference, every week") run as
a runner runs it, in a dataset repository: its steps in bash with the
runner's files, the release served from file://, and the Debian registry
played by a stand-in apt-get that serves a unicode-cldr-core package made
here from the embedded CLDR subset, as it is or changed. The job must pass
when the newer reference leaves the verdict as it is, and fail when it
would introduce an error finding.
"""
import os
import pathlib
import re
import shutil

import pytest
import yaml

from action_runner import run_job
from conftest import ROOT, git, new_repository, readme_workflow, run
from test_action import version

FAKE_APT_GET = """#!/usr/bin/env bash
# Stands in for apt-get: writes down its arguments and the sources list it
# is given, and serves the one package for `download`.
printf 'apt-get %s\\n' "$*" >>"$FAKE_APT_LOG"
for argument in "$@"; do
    case "$argument" in
    Dir::Etc::SourceList=*) sed 's/^/sources: /' "${argument#Dir::Etc::SourceList=}" >>"$FAKE_APT_LOG" ;;
    esac
done
case " $* " in
*" download unicode-cldr-core "*) cp "$FAKE_APT_DEB" ./unicode-cldr-core_99-1_all.deb ;;
esac
"""

STEPS = ["Install ccpipe", "Fetch the newer CLDR", "What the newer CLDR changes"]


@pytest.fixture(scope="module")
def workflow():
    return readme_workflow()


@pytest.fixture(scope="module")
def release(tarball, tmp_path_factory):
    """The release as GitHub serves it, under a path ending in /v<version>, as the workflow's URL does."""
    directory = tmp_path_factory.mktemp("release") / f"v{version()}"
    directory.mkdir()
    shutil.copy2(tarball, directory / tarball.name)
    shutil.copy2(f"{tarball}.sha256", directory / f"{tarball.name}.sha256")
    return directory


@pytest.fixture(scope="module")
def repository(installed, clean_dataset_bytes, tmp_path_factory):
    """A dataset repository with the project file `ccpipe init` writes (the embedded reference, English only)."""
    repository = new_repository(tmp_path_factory.mktemp("dataset") / "countries")
    (repository / "CountryCodes.json").write_bytes(clean_dataset_bytes)
    run([str(installed / "bin" / "ccpipe"), "init"], cwd=repository, check=True)
    git(repository, "add", "-A")
    git(repository, "commit", "-qm", "the dataset")
    return repository


@pytest.fixture(scope="module")
def clean_dataset_bytes():
    return (pathlib.Path(__file__).parent / "Fixtures" / "fixed-CountryCodes.json").read_bytes()


def cldr_package(directory, change=None):
    """unicode-cldr-core as Debian lays it out, from the embedded CLDR 48.2
    subset (without the telephone codes, which no CLDR tree has), with
    `change` applied to its common/ directory."""
    root = directory / "package"
    common = root / "usr" / "share" / "unicode" / "cldr" / "common"
    shutil.copytree(ROOT / "Sources-Data" / "cldr" / "common", common)
    (common / "supplemental" / "telephoneCodeData.xml").unlink()
    if change:
        change(common)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text("Package: unicode-cldr-core\nVersion: 99-1\nArchitecture: all\n"
                                             "Maintainer: ccpipe tests <tests@ccpipe.invalid>\nDescription: a newer CLDR for the workflow test\n")
    deb = directory / "unicode-cldr-core.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(deb)], cwd=directory, check=True)
    return deb


def schedule(workflow, repository, release, tmp_path, change=None, release_url=None):
    """One scheduled run of the workflow's job, with `change` made to the newer CLDR."""
    fake = tmp_path / "fake-bin"
    fake.mkdir()
    (fake / "apt-get").write_text(FAKE_APT_GET)
    (fake / "apt-get").chmod(0o755)
    temp = tmp_path / "runner-temp"
    temp.mkdir()
    environment = {"PATH": f"{fake}{os.pathsep}{os.environ['PATH']}", "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8",
                   "FAKE_APT_LOG": str(tmp_path / "apt.log"), "FAKE_APT_DEB": str(cldr_package(tmp_path, change))}
    overrides = {"CCPIPE_RELEASE": release_url or f"file://{release}"}
    return run_job(workflow, "newer-cldr", repository, environment, temp, overrides)


def machine_registry():
    """The first Debian registry (not -security) of this machine's deb822 sources, as the workflow reads it."""
    for path in sorted(pathlib.Path("/etc/apt/sources.list.d").glob("*.sources")):
        for line in path.read_text().splitlines():
            if line.startswith("URIs:") and "security" not in line.split()[1]:
                return line.split()[1]
    pytest.fail("no deb822 apt sources on this machine to read the registry from, as the workflow does")


def rename_turkey(common):
    english = common / "main" / "en.xml"
    text = english.read_text()
    assert '<territory type="TR">Türkiye</territory>' in text
    english.write_text(text.replace('<territory type="TR">Türkiye</territory>', '<territory type="TR">Turkey</territory>'))


def deprecate_turkey(common):
    validity = common / "validity" / "region.xml"
    text = validity.read_text()
    text, regular = re.subn(r"(\t\t\tTA TC~D TF~H TJ~O) TR (TT)", r"\1 \2", text)
    text, deprecated = re.subn(r'(idStatus="deprecated">\s*<!--[^>]*-->\s*)', r"\1TR ", text)
    assert regular == 1 and deprecated == 1
    validity.write_text(text)


def test_the_workflow_runs_on_a_schedule_and_pins_its_actions(workflow):
    document = yaml.safe_load(workflow)
    triggers = document.get("on", document.get(True))
    assert "schedule" in triggers and triggers["schedule"][0]["cron"]
    assert document["permissions"] == {"contents": "read"}
    assert re.search(r"- uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4\.2\.2$", workflow, re.M)
    assert all(step.get("name") for step in document["jobs"]["newer-cldr"]["steps"] if "run" in step)
    for text in (step["run"] for step in document["jobs"]["newer-cldr"]["steps"] if "run" in step):
        assert "${{" not in text, text


def test_the_same_cldr_passes_and_the_summary_says_so(workflow, repository, release, tmp_path):
    result = schedule(workflow, repository, release, tmp_path)
    assert result.status == 0, result.log
    assert result.steps_run == STEPS
    assert "**✅ The reference update introduces no error findings.**" in result.summary, result.summary
    assert "pickers: 0 rows added, 0 removed, 0 names changed, 0 rows moved, in 1 locale" in result.summary, result.summary
    # Both references, with their releases (the path's underscores come escaped in Markdown).
    assert "under the base reference embedded (CLDR 48.2 subset): 0 errors" in result.summary
    assert "/runner-temp/newer/usr/share/unicode/cldr/common (CLDR 48.2): 0 errors" in result.summary, result.summary
    # The registry came from the machine's own sources, through a list of the workflow's own.
    log = (tmp_path / "apt.log").read_text()
    assert f"sources: deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] {machine_registry()} unstable main" in log, log
    assert "Dir::Etc::SourceParts=/dev/null" in log and "download unicode-cldr-core" in log


def test_a_renamed_region_leaves_the_verdict_and_passes_with_the_name_in_the_summary(workflow, repository, release, tmp_path):
    result = schedule(workflow, repository, release, tmp_path, change=rename_turkey)
    assert result.status == 0, result.log
    assert "**✅ The reference update introduces no error findings.**" in result.summary, result.summary
    assert "| name changed | TR | Türkiye → Turkey |" in result.summary, result.summary


def test_a_code_the_newer_cldr_deprecates_changes_the_verdict_and_fails_the_job(workflow, repository, release, tmp_path):
    result = schedule(workflow, repository, release, tmp_path, change=deprecate_turkey)
    assert result.status == 1, result.log
    assert result.steps_run == STEPS
    assert "**❌ The reference update introduces 1 error finding.**" in result.summary, result.summary
    assert "| TR | invalid | regular | deprecated | yes |" in result.summary, result.summary


def test_a_release_that_does_not_match_its_checksum_installs_nothing(workflow, repository, release, tmp_path):
    tampered = tmp_path / "mirror" / release.name
    shutil.copytree(release, tampered)
    tarball = next(tampered.glob("*.tar.gz"))
    tarball.write_bytes(tarball.read_bytes() + b"\0")
    result = schedule(workflow, repository, release, tmp_path, release_url=f"file://{tampered}")
    assert result.status == 1
    assert result.steps_run == STEPS[:1], result.log
    assert "FAILED" in result.log, result.log
