"""The action, the workflows and the CI scripts pass their linters:
actionlint (with shellcheck on every run: script), zizmor (offline: no
GitHub API) and shellcheck on .ci/; and what users copy from the README and the manual,
the action and the hooks names the current release."""
import pathlib
import re
import shutil
import sys

import pytest

from conftest import ROOT, readme_workflow, run

TOOLS = pathlib.Path(sys.executable).parent


def test_actionlint_passes_on_every_workflow_and_checks_their_scripts_with_shellcheck():
    assert shutil.which("shellcheck"), "actionlint checks run: scripts only with shellcheck (Debian's shellcheck)"
    result = run([str(TOOLS / "actionlint"), "-no-color", "-shellcheck", shutil.which("shellcheck")], cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


def test_zizmor_passes_on_the_action_and_every_workflow():
    result = run([str(TOOLS / "zizmor"), "--offline", "--no-progress", "action.yml", ".github/workflows"], cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


CI_SCRIPTS = sorted(path.name for path in (ROOT / ".ci").iterdir() if path.is_file() and path.read_bytes().startswith(b"#!"))


def test_every_file_in_ci_is_a_script_or_the_formatter_configuration():
    """A file in .ci/ without a shebang would escape shellcheck: only the
    formatter's JSON configuration may."""
    others = sorted(path.name for path in (ROOT / ".ci").iterdir() if path.is_file() and path.name not in CI_SCRIPTS)
    assert others == ["swift-format.json"]


@pytest.mark.parametrize("script", CI_SCRIPTS)
def test_shellcheck_passes_on_the_ci_scripts(script):
    result = run([shutil.which("shellcheck"), "--external-sources", f".ci/{script}"], cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode()


RELEASE_MENTION = re.compile(r"(@v|ccpipe@COMMIT # v|rev: v|download/v|ccpipe-)([0-9]+\.[0-9]+\.[0-9]+)")
MANUAL = "Sources/ccpipe/ccpipe.docc"
WHAT_USERS_COPY = ["README.md", "action.yml", f"{MANUAL}/ContinuousIntegration.md", f"{MANUAL}/Installing.md"]


@pytest.mark.parametrize("path", WHAT_USERS_COPY + [".pre-commit-hooks.yaml"])
def test_what_users_copy_names_the_version_ccpipe_prints(path):
    """The workflow, the download and the hooks a user copies name this
    release, the version kept in CCPipeVersion.swift (.ci/version)."""
    version = run([str(ROOT / ".ci" / "version")], cwd=ROOT, check=True).stdout.decode().strip()
    mentions = [match.group(2) for match in RELEASE_MENTION.finditer((ROOT / path).read_text())]
    assert mentions, f"{path} names no release"
    assert set(mentions) == {version}, f"{path} names {sorted(set(mentions))}, not {version}"
    assert (ROOT / ".github" / "releases" / f"{version}.md").is_file(), "every release has its notes"


USES = re.compile(r"^[\s#-]*uses: (\S+?)@(\S+)(.*)$", re.MULTILINE)
COMMIT = re.compile(r"[0-9a-f]{40}")


def documents():
    """The README, the action and every article of both documentation catalogs."""
    return ["README.md", "action.yml"] + sorted(str(path.relative_to(ROOT)) for path in (ROOT / "Sources").glob("*/*.docc/*.md"))


@pytest.mark.parametrize("path", documents())
def test_every_action_a_snippet_uses_is_pinned_by_commit_with_its_version_in_a_comment(path):
    """As the project's own workflows do: a tag can be moved, a commit cannot.
    ccpipe's own action is written OWNER/ccpipe@COMMIT, the commit its
    release tag names, beside that release's version."""
    for action, ref, rest in USES.findall((ROOT / path).read_text()):
        if action in (".", "./"):
            continue
        pinned = COMMIT.fullmatch(ref) or (action == "OWNER/ccpipe" and ref == "COMMIT")
        assert pinned, f"{path}: {action}@{ref} is not pinned by commit"
        assert re.match(r"\s+# v[0-9]", rest), f"{path}: {action}@{ref} has no version comment"


def test_the_pin_check_refuses_a_tag_and_a_missing_version_comment():
    assert USES.findall("      - uses: actions/checkout@v4\n") == [("actions/checkout", "v4", "")]
    assert not COMMIT.fullmatch("v4") and not COMMIT.fullmatch("11bd71901bbe5b1630ceea73d27597364c9af68")


def test_actionlint_and_zizmor_pass_on_the_manuals_scheduled_workflow(tmp_path):
    """The workflow the manual shows, linted as a file of a repository's .github/workflows."""
    workflows = tmp_path / ".github" / "workflows"
    workflows.mkdir(parents=True)
    (workflows / "reference-update.yml").write_text(readme_workflow())
    actionlint = run([str(TOOLS / "actionlint"), "-no-color", "-shellcheck", shutil.which("shellcheck"), ".github/workflows/reference-update.yml"],
                     cwd=tmp_path)
    assert actionlint.returncode == 0, actionlint.stdout.decode() + actionlint.stderr.decode()
    zizmor = run([str(TOOLS / "zizmor"), "--offline", "--no-progress", ".github/workflows/reference-update.yml"], cwd=tmp_path)
    assert zizmor.returncode == 0, zizmor.stdout.decode() + zizmor.stderr.decode()
