"""ccpipe as it is distributed: the release tarball, the GitHub Action and the
pre-commit hooks, each used the way its users use it.

CCPIPE_TARBALL names the tarball `.ci/package` made (its .sha256 beside it);
CCPIPE_BIN names the dynamic build whose results the portable binary must
repeat (default: the debug build). .ci/run sets both.
"""
import os
import pathlib
import shutil
import subprocess
import tarfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = pathlib.Path(__file__).resolve().parent / "Fixtures"
REAL_WORLD = ROOT / "Tests" / "CountryCodeKitTests" / "Fixtures" / "real-world"


def run(arguments, cwd, env=None, check=False, stdin=None):
    """Runs a command and returns the completed process, output as bytes."""
    return subprocess.run(arguments, cwd=cwd, env=env, check=check, stdin=stdin if stdin is not None else subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def git(repository, *arguments):
    result = run(["git", *arguments], cwd=repository, check=True)
    return result.stdout.decode().strip()


def new_repository(path):
    """A git repository with an identity of its own and `main` as its branch."""
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", "-b", "main")
    git(path, "config", "user.name", "ccpipe tests")
    git(path, "config", "user.email", "tests@ccpipe.invalid")
    git(path, "config", "commit.gpgsign", "false")
    return path


@pytest.fixture(scope="session")
def tarball():
    path = os.environ.get("CCPIPE_TARBALL")
    if not path:
        pytest.fail("CCPIPE_TARBALL must name the tarball .ci/package made")
    return pathlib.Path(path).resolve()


@pytest.fixture(scope="session")
def dynamic_ccpipe():
    return pathlib.Path(os.environ.get("CCPIPE_BIN", ROOT / ".build" / "debug" / "ccpipe")).resolve()


@pytest.fixture(scope="session")
def installed(tarball, tmp_path_factory):
    """The tarball unpacked into a prefix, as a user installs it."""
    prefix = tmp_path_factory.mktemp("prefix")
    with tarfile.open(tarball) as archive:
        archive.extractall(prefix, filter="data")
    return prefix


@pytest.fixture
def clean_dataset():
    """The seed dataset with its errors fixed by hand (and by `fix`)."""
    return (FIXTURES / "fixed-CountryCodes.json").read_bytes()


def copy_tree(source, target):
    shutil.copytree(source, target, symlinks=True, dirs_exist_ok=True)


README_WORKFLOW_MARKER = "<!-- The scheduled workflow:"
CI_ARTICLE = ROOT / "Sources" / "ccpipe" / "ccpipe.docc" / "ContinuousIntegration.md"


def readme_workflow():
    """The scheduled workflow the manual shows (ContinuousIntegration.md):
    the YAML block after its marker comment."""
    text = CI_ARTICLE.read_text()
    start = text.index(README_WORKFLOW_MARKER)
    fence = text.index("```yaml\n", start) + len("```yaml\n")
    return text[fence:text.index("```\n", fence)]
