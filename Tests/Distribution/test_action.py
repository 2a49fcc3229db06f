"""The GitHub Action (action.yml) run as a runner runs it, on a scratch
dataset repository with a base branch and a pull request's change, with the
release served from a local file:// directory.
"""
import functools
import http.server
import json
import os
import pathlib
import re
import shutil
import ssl
import subprocess
import threading

import pytest
import yaml

from action_runner import evaluate, run_action
from conftest import ROOT, git, new_repository, run

RELEASED_NAME = re.compile(r"^ccpipe-(.+)-linux-[^-]+\.tar\.gz$")


@pytest.fixture(scope="module")
def release(tarball, tmp_path_factory):
    """A directory standing in for the GitHub release: the tarball and its checksum."""
    directory = tmp_path_factory.mktemp("release")
    shutil.copy2(tarball, directory / tarball.name)
    shutil.copy2(f"{tarball}.sha256", directory / f"{tarball.name}.sha256")
    return directory


@pytest.fixture(scope="module")
def origin(installed, clean_dataset_bytes, tmp_path_factory):
    """A dataset repository as its maintainers keep it: the dataset, the
    project file `ccpipe init` wrote and the outputs `ccpipe build` wrote."""
    repository = new_repository(tmp_path_factory.mktemp("origin") / "countries")
    (repository / "CountryCodes.json").write_bytes(clean_dataset_bytes)
    ccpipe = str(installed / "bin" / "ccpipe")
    run([ccpipe, "init"], cwd=repository, check=True)
    run([ccpipe, "build"], cwd=repository, check=True)
    git(repository, "add", "-A")
    git(repository, "commit", "-qm", "the dataset and its outputs")
    return repository


@pytest.fixture(scope="module")
def clean_dataset_bytes():
    return (pathlib.Path(__file__).parent / "Fixtures" / "fixed-CountryCodes.json").read_bytes()


def pull_request(origin, workspace, change, head="feature/rename", depth=None):
    """Commits `change` on a branch of origin, as a pull request's author
    does, then checks that branch out as actions/checkout would (depth 1:
    its default); returns the event payload of the pull request."""
    author = workspace.parent / f"{workspace.name}-author"
    run(["git", "clone", "-q", str(origin), str(author)], cwd=origin.parent, check=True)
    for name in ("user.name", "user.email"):
        git(author, "config", name, git(origin, "config", name))
    base = git(author, "rev-parse", "HEAD")
    branch = f"pull/{workspace.parent.name}"
    git(author, "checkout", "-q", "-b", branch)
    change(author)
    git(author, "add", "-A")
    git(author, "commit", "-qm", "the change")
    git(author, "push", "-q", "origin", branch)
    clone = ["git", "clone", "-q", "--branch", branch] + (["--depth", str(depth), f"file://{origin}"] if depth else [str(origin)])
    run(clone + [str(workspace)], cwd=origin.parent, check=True)
    return {"pull_request": {"number": 7, "base": {"sha": base, "ref": "main"},
                             "head": {"sha": git(workspace, "rev-parse", "HEAD"), "ref": head}}}


def runner_environment():
    """What a runner's job starts with; nothing of this test process's CCPIPE_*."""
    return {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8",
            "GITHUB_REPOSITORY": "example/countries", "GITHUB_SERVER_URL": "https://github.invalid"}


def act(workspace, event, tmp_path, action_dir=ROOT, environment=None, **inputs):
    temp = tmp_path / "runner-temp"
    temp.mkdir(exist_ok=True)
    return run_action(action_dir, workspace, event, inputs, {**runner_environment(), **(environment or {})}, temp)


@pytest.fixture(scope="module")
def https(release, tmp_path_factory):
    """An HTTPS server on localhost standing in for GitHub: the release at
    /example/ccpipe/releases/download/v<version>/, and at /no-checksum/ the
    tarball without its .sha256. Yields its URL and the environment that
    makes curl trust its certificate."""
    root = tmp_path_factory.mktemp("https")
    served = root / "example" / "ccpipe" / "releases" / "download" / f"v{version()}"
    shutil.copytree(release, served)
    (root / "no-checksum").mkdir()
    for tarball in release.glob("*.tar.gz"):
        shutil.copy2(tarball, root / "no-checksum" / tarball.name)
    certificate, key = root / "certificate.pem", root / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", str(key), "-out", str(certificate)],
                   check=True, capture_output=True)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"https://127.0.0.1:{server.server_address[1]}", {"CURL_CA_BUNDLE": str(certificate)}
    server.shutdown()


def rename(old, new):
    def change(workspace):
        dataset = workspace / "CountryCodes.json"
        text = dataset.read_text()
        assert old in text
        dataset.write_text(text.replace(old, new, 1))
    return change


def rebuilt(change, ccpipe):
    """A change together with the outputs built from it, as a careful author commits it."""
    def both(workspace):
        change(workspace)
        run([ccpipe, "build"], cwd=workspace, check=True)
    return both


# A clean change that the outputs show: the Vatican's full dial code, as
# the dial-code-shared notice suggests.
VATICAN_DIAL_CODE = rename('"dial_code":"+39",\n      "code":"VA"', '"dial_code":"+39 06698",\n      "code":"VA"')


def annotations(log):
    return [line for line in log.splitlines() if line.startswith("::error ") or line.startswith("::warning ")]


def test_a_change_that_introduces_an_error_fails_with_an_annotation_and_the_diff_in_the_summary(origin, release, tmp_path):
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, rename('"dial_code":"+357"', '"dial_code":"+537"'))
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{release}"})
    assert result.status == 1, result.log
    assert result.steps_run == ["Install ccpipe", "Check, diff against the base, check the outputs"]
    line = next(number for number, text in enumerate((workspace / "CountryCodes.json").read_text().splitlines(), 1) if "+537" in text)
    errors = [text for text in annotations(result.log) if text.startswith(f"::error file=CountryCodes.json,line={line},")]
    assert errors and "+537" in errors[0], result.log
    assert "**❌ This change introduces 1 error finding.**" in result.summary, result.summary
    assert "Cyprus" in result.summary and "+537" in result.summary
    assert "::group::ccpipe build --check" in result.log
    # The diff alone fails it: without the outputs check too.
    diff_only = act(workspace, event, tmp_path, **{"download-url": f"file://{release}", "check-outputs": "false"})
    assert diff_only.status == 1, diff_only.log
    assert "::group::ccpipe build --check" not in diff_only.log


def test_a_clean_change_with_its_outputs_passes_and_the_summary_holds_the_diff(origin, release, installed, tmp_path):
    workspace = tmp_path / "workspace"
    change = rebuilt(VATICAN_DIAL_CODE, str(installed / "bin" / "ccpipe"))
    event = pull_request(origin, workspace, change)
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{release}"})
    assert result.status == 0, result.log
    assert "**✅ This change introduces no error findings.**" in result.summary, result.summary
    assert "Vatican City" in result.summary and "+39 06698" in result.summary, result.summary
    assert not [text for text in annotations(result.log) if text.startswith("::error ")], result.log
    assert result.outputs["ccpipe"].endswith("/ccpipe/bin/ccpipe")
    assert result.path_added == [str(pathlib.Path(result.outputs["ccpipe"]).parent)]
    assert f"installed ccpipe {version()} from file://{release}/" in result.log


def test_a_change_whose_outputs_are_stale_fails(origin, release, tmp_path):
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, VATICAN_DIAL_CODE)
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{release}"})
    assert result.status == 1, result.log
    assert "**✅ This change introduces no error findings.**" in result.summary
    assert "en/countries.json" in result.log, result.log
    # Without the outputs check, the same change passes.
    again = act(workspace, event, tmp_path, **{"download-url": f"file://{release}", "check-outputs": "false"})
    assert again.status == 0, again.log
    assert "::group::ccpipe build --check" not in again.log


def test_a_shallow_checkout_fetches_the_base_and_sarif_goes_where_asked(origin, release, tmp_path):
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, rename('"dial_code":"+357"', '"dial_code":"+537"'), depth=1)
    assert run(["git", "cat-file", "-e", event["pull_request"]["base"]["sha"]], cwd=workspace).returncode != 0
    sarif = tmp_path / "ccpipe.sarif"
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{release}", "sarif": str(sarif)})
    assert result.status == 1, result.log
    assert "**❌ This change introduces 1 error finding.**" in result.summary, result.log
    report = json.loads(sarif.read_text())
    assert any("+537" in found["message"]["text"] for found in report["runs"][0]["results"])


def test_a_tampered_download_installs_nothing_and_builds_nothing(origin, release, tmp_path):
    tampered = tmp_path / "mirror"
    shutil.copytree(release, tampered)
    tarball = next(tampered.glob("*.tar.gz"))
    tarball.write_bytes(tarball.read_bytes() + b"\0")
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, VATICAN_DIAL_CODE)
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{tampered}"})
    assert result.status == 1
    assert result.steps_run == ["Install ccpipe"]
    assert f"error: file://{tampered}/{tarball.name} does not match its checksum" in result.log, result.log
    assert "building ccpipe" not in result.log
    assert not (tmp_path / "runner-temp" / "ccpipe").exists()


def test_a_checksum_file_for_another_name_is_refused(origin, release, tmp_path):
    mirror = tmp_path / "mirror"
    shutil.copytree(release, mirror)
    checksum = next(mirror.glob("*.sha256"))
    digest = checksum.read_text().split()[0]
    checksum.write_text(f"{digest}  ../../elsewhere.tar.gz\n")
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, VATICAN_DIAL_CODE)
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{mirror}"})
    assert result.status == 1
    assert "is not a SHA-256 line for" in result.log, result.log


def test_with_no_release_the_action_builds_from_its_own_checkout(origin, installed, tmp_path):
    empty = tmp_path / "no-release"
    empty.mkdir()
    workspace = tmp_path / "workspace"
    change = rebuilt(VATICAN_DIAL_CODE, str(installed / "bin" / "ccpipe"))
    event = pull_request(origin, workspace, change)
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{empty}"})
    assert result.status == 0, result.log
    assert f"building ccpipe {version()} from {ROOT}: no release tarball file://{empty}/" in result.log, result.log
    built = pathlib.Path(result.outputs["ccpipe"])
    assert run([str(built), "--version"], cwd=tmp_path).stdout == run([str(installed / "bin" / "ccpipe"), "--version"], cwd=tmp_path).stdout


def test_by_default_the_release_comes_from_the_repository_the_runner_put_the_action_in(origin, https, installed, tmp_path):
    url, trust = https
    # Where a runner puts `uses: example/ccpipe@v<version>`; composite
    # actions are not promised github.action_repository.
    action = tmp_path / "_actions" / "example" / "ccpipe" / f"v{version()}"
    action.parent.mkdir(parents=True)
    action.symlink_to(ROOT)
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, rebuilt(VATICAN_DIAL_CODE, str(installed / "bin" / "ccpipe")))
    result = act(workspace, event, tmp_path, action_dir=action, environment={**trust, "GITHUB_SERVER_URL": url})
    assert result.status == 0, result.log
    assert f"installed ccpipe {version()} from {url}/example/ccpipe/releases/download/v{version()}/ccpipe-" in result.log, result.log


def test_a_release_without_its_checksum_installs_nothing(origin, https, tmp_path):
    url, trust = https
    workspace = tmp_path / "workspace"
    event = pull_request(origin, workspace, VATICAN_DIAL_CODE)
    result = act(workspace, event, tmp_path, environment=trust, **{"download-url": f"{url}/no-checksum"})
    assert result.status == 1
    assert result.steps_run == ["Install ccpipe"]
    assert f"error: {url}/no-checksum/ccpipe-{version()}-linux-" in result.log and "has no checksum" in result.log, result.log
    assert not (tmp_path / "runner-temp" / "ccpipe").exists()


def test_inputs_and_pull_request_refs_never_become_shell_code(origin, release, tmp_path):
    canary = tmp_path / "pwned"
    workspace = tmp_path / "workspace"
    hostile = f'x"; touch {canary}; echo "$(touch {canary})`touch {canary}`'
    event = pull_request(origin, workspace, VATICAN_DIAL_CODE,
                         head=f"feature/$(touch {canary})")
    result = act(workspace, event, tmp_path, **{"download-url": f"file://{release}", "dataset": hostile, "sarif": str(tmp_path / hostile.replace("/", "_"))})
    assert not canary.exists(), result.log
    # The dataset input is a path, passed after `--`: a file that is not there.
    assert result.status == 1
    assert "Error: " in result.log and "touch" in result.log
    leading_dash = act(workspace, event, tmp_path, **{"download-url": f"file://{release}", "base": "--output=/tmp/x"})
    assert leading_dash.status == 64, leading_dash.log
    assert "error: the base revision '--output=/tmp/x' looks like an option" in leading_dash.log


def scripts(document):
    """Every `run:` of a workflow or of action.yml."""
    if isinstance(document, dict):
        for key, value in document.items():
            if key == "run" and isinstance(value, str):
                yield value
            else:
                yield from scripts(value)
    elif isinstance(document, list):
        for item in document:
            yield from scripts(item)


@pytest.mark.parametrize("path", ["action.yml"] + sorted(str(path.relative_to(ROOT)) for path in (ROOT / ".github" / "workflows").glob("*.yml")))
def test_no_script_has_an_expression_in_its_text(path):
    """Untrusted values reach scripts through env:, never through `${{ }}` in run:."""
    document = yaml.safe_load((ROOT / path).read_text())
    texts = list(scripts(document))
    assert texts, f"{path} has no run: step"
    for text in texts:
        assert "${{" not in text, f"{path}: {text}"


def version():
    tarball = os.environ["CCPIPE_TARBALL"]
    return RELEASED_NAME.match(pathlib.Path(tarball).name).group(1)


def test_the_action_installs_the_version_the_binary_prints(installed):
    printed = run([str(installed / "bin" / "ccpipe"), "--version"], cwd="/").stdout.decode().splitlines()[0]
    assert printed == f"ccpipe {version()}"


def test_the_runner_knows_only_the_expressions_it_was_written_for():
    contexts = {"inputs": {"base": ""}, "github": {"event": {"pull_request": {"base": {"sha": "abc"}}}}}
    assert evaluate(" inputs.base || github.event.pull_request.base.sha ", contexts) == "abc"
    with pytest.raises(ValueError):
        evaluate("format('{0}', inputs.base)", contexts)


def test_pr_check_copied_into_a_dataset_repository_runs_the_ccpipe_on_path(origin, installed, tmp_path):
    """What the README once said to do, and what failed with "Could not find
    Package.swift": the script copied into the dataset's repository and run
    there, outside GitHub Actions, with ccpipe installed from the tarball."""
    workspace = tmp_path / "workspace"
    pull_request(origin, workspace, rebuilt(VATICAN_DIAL_CODE, str(installed / "bin" / "ccpipe")))
    (workspace / ".ci").mkdir()
    shutil.copy2(ROOT / ".ci" / "pr-check", workspace / ".ci" / "pr-check")
    env = {"PATH": f"{installed / 'bin'}{os.pathsep}{os.environ['PATH']}", "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8"}
    result = run([".ci/pr-check", "origin/main"], cwd=workspace, env=env)
    log = result.stdout.decode() + result.stderr.decode()
    assert result.returncode == 0, log
    assert "== ccpipe diff --base origin/main --format markdown" in log
    assert "**✅ This change introduces no error findings.**" in log
    assert "Package.swift" not in log


def test_the_release_workflows_tag_guard(tmp_path):
    ok = run([str(ROOT / ".ci" / "version"), "--tag", f"v{version()}"], cwd=tmp_path)
    assert ok.returncode == 0 and ok.stdout.decode() == f"{version()}\n"
    wrong = run([str(ROOT / ".ci" / "version"), "--tag", "v99.0.0"], cwd=tmp_path)
    assert wrong.returncode == 1
    assert f"error: the tag 'v99.0.0' is not v{version()}" in wrong.stderr.decode()
