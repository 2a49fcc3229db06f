"""The pre-commit hooks (.pre-commit-hooks.yaml) run by pre-commit itself,
from a local clone of this repository, in a scratch dataset repository
whose commits go through them: the seed dataset's errors are refused, the
fixed dataset and its outputs pass, stale outputs are refused.
"""
import os
import pathlib
import sys

import pytest

from conftest import FIXTURES, REAL_WORLD, ROOT, git, new_repository, run

SEED = REAL_WORLD / "seed-CountryCodes.json"


@pytest.fixture(scope="module")
def hooks(tmp_path_factory):
    """A clone of this repository at its HEAD, as `repo:` names it."""
    clone = tmp_path_factory.mktemp("hooks") / "ccpipe"
    run(["git", "clone", "-q", "--no-local", str(ROOT), str(clone)], cwd=clone.parent, check=True)
    return clone, git(clone, "rev-parse", "HEAD")


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory):
    return tmp_path_factory.mktemp("pre-commit-home")


def environment(pre_commit_home, path_first=None):
    path = os.environ["PATH"] if path_first is None else f"{path_first}{os.pathsep}{os.environ['PATH']}"
    return {"PATH": path, "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8", "PRE_COMMIT_HOME": str(pre_commit_home),
            "GIT_AUTHOR_NAME": "ccpipe tests", "GIT_AUTHOR_EMAIL": "tests@ccpipe.invalid",
            "GIT_COMMITTER_NAME": "ccpipe tests", "GIT_COMMITTER_EMAIL": "tests@ccpipe.invalid"}


def dataset_repository(path, hooks, hook_ids, ccpipe, env):
    """A repository with pre-commit installed for the given hooks, and
    the seed dataset with the .ccpipe.json `ccpipe init` writes for it, not
    yet committed."""
    clone, rev = hooks
    repository = new_repository(path)
    listed = "".join(f"      - id: {hook}\n" for hook in hook_ids)
    (repository / ".pre-commit-config.yaml").write_text(f"repos:\n  - repo: {clone}\n    rev: {rev}\n    hooks:\n{listed}")
    result = run([str(pathlib.Path(sys.executable).parent / "pre-commit"), "install"], cwd=repository, env=env)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()
    git(repository, "add", "-A")
    commit = run(["git", "commit", "-qm", "pre-commit"], cwd=repository, env=env)
    assert commit.returncode == 0, commit.stdout.decode() + commit.stderr.decode()
    # The project file, for the dataset's first commit.
    (repository / "CountryCodes.json").write_bytes(SEED.read_bytes())
    run([ccpipe, "init"], cwd=repository, check=True)
    return repository


def commit(repository, message, env):
    git(repository, "add", "-A")
    result = run(["git", "commit", "-m", message], cwd=repository, env=env)
    return result.returncode, result.stdout.decode() + result.stderr.decode()


def head_message(repository):
    return git(repository, "log", "-1", "--format=%s")


def walk_through_the_hooks(repository, ccpipe, env):
    status, log = commit(repository, "the seed dataset", env)
    assert status == 1, log
    assert 'CountryCodes.json:199:19: error: +345 is the area code of Cayman Islands (KY) without its calling code +1' in log, log
    assert "ccpipe check" in log and "Failed" in log
    assert head_message(repository) == "pre-commit"

    (repository / "CountryCodes.json").write_bytes((FIXTURES / "fixed-CountryCodes.json").read_bytes())
    run([ccpipe, "build"], cwd=repository, check=True)
    status, log = commit(repository, "the fixed dataset and its outputs", env)
    assert status == 0, log
    assert head_message(repository) == "the fixed dataset and its outputs"
    assert (repository / "picker" / "en" / "countries.json").exists()

    dataset = repository / "CountryCodes.json"
    dataset.write_text(dataset.read_text().replace('"dial_code":"+39",', '"dial_code":"+39 06698",', 1))
    status, log = commit(repository, "a new dial code, without its outputs", env)
    assert status == 1, log
    assert "ccpipe build --check" in log and "Failed" in log
    assert head_message(repository) == "the fixed dataset and its outputs"


def test_the_system_hooks_refuse_the_seed_pass_the_fixed_dataset_and_refuse_stale_outputs(hooks, installed, pre_commit_home, tmp_path):
    env = environment(pre_commit_home, path_first=installed / "bin")
    ccpipe = str(installed / "bin" / "ccpipe")
    repository = dataset_repository(tmp_path / "countries", hooks, ["ccpipe-check-system", "ccpipe-build-check-system"], ccpipe, env)
    walk_through_the_hooks(repository, ccpipe, env)


def test_the_hooks_built_from_source_do_the_same(hooks, installed, pre_commit_home, tmp_path):
    # No ccpipe on PATH: the hooks must run the one pre-commit built.
    env = environment(pre_commit_home)
    assert run(["sh", "-c", "command -v ccpipe"], cwd=tmp_path, env=env).returncode != 0
    ccpipe = str(installed / "bin" / "ccpipe")
    repository = dataset_repository(tmp_path / "countries", hooks, ["ccpipe-check", "ccpipe-build-check"], ccpipe, env)
    walk_through_the_hooks(repository, ccpipe, env)
    built = list(pre_commit_home.glob("repo*/swift_env-*/.build/release/ccpipe"))
    assert built, "pre-commit built no ccpipe"
