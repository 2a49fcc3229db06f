"""The action, the workflows and the CI scripts pass their linters:
actionlint (with shellcheck on every run: script), zizmor (offline: no
GitHub API) and shellcheck on .ci/."""
import pathlib
import shutil
import sys

import pytest

from conftest import ROOT, run

TOOLS = pathlib.Path(sys.executable).parent


def test_actionlint_passes_on_every_workflow_and_checks_their_scripts_with_shellcheck():
    assert shutil.which("shellcheck"), "actionlint checks run: scripts only with shellcheck (Debian's shellcheck)"
    result = run([str(TOOLS / "actionlint"), "-no-color", "-shellcheck", shutil.which("shellcheck")], cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


def test_zizmor_passes_on_the_action_and_every_workflow():
    result = run([str(TOOLS / "zizmor"), "--offline", "--no-progress", "action.yml", ".github/workflows"], cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


@pytest.mark.parametrize("script", sorted(path.name for path in (ROOT / ".ci").iterdir() if path.is_file()))
def test_shellcheck_passes_on_the_ci_scripts(script):
    result = run([shutil.which("shellcheck"), "--external-sources", f".ci/{script}"], cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode()
