"""The release tarball's binary in a chroot that holds nothing but it and
glibc (the loader and the libraries of Debian's libc6), with /proc and
/dev/null as on any runner. There it must say and write the same bytes as
the dynamic build does outside.
"""
import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from conftest import REAL_WORLD, ROOT, run

CLDR = pathlib.Path("/usr/share/unicode/cldr/common")
# Locales outside the embedded subset, in many scripts, built from the full
# CLDR tree: ICU's collation and index data for them must be in the binary.
FULL_CLDR_LOCALES = "am,el,fa,he,hi,ka,ko,ta,th,tr,vi,yue,sr_Latn,zh_Hant_HK"

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="chroot and mount need root")


def glibc_files():
    """What Debian's libc6 installs that the loader maps: ld-linux, libc.so.6 and the rest."""
    listing = subprocess.run(["dpkg", "-L", "libc6"], check=True, stdout=subprocess.PIPE, text=True).stdout
    paths = [pathlib.Path(line) for line in listing.splitlines()]
    return [path for path in paths if re.search(r"\.so(\.[0-9]+)*$", path.name) and not path.is_dir()]


@pytest.fixture(scope="module")
def jail(installed, tmp_path_factory):
    root = tmp_path_factory.mktemp("chroot")
    (root / "bin").mkdir()
    shutil.copy2(installed / "bin" / "ccpipe", root / "bin" / "ccpipe")
    for library in glibc_files():
        target = root / library.relative_to("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(library, target, follow_symlinks=False)
    # /lib64/ld-linux-x86-64.so.2 (or /lib/ld-linux-aarch64.so.1): the path the binary names.
    interpreter = subprocess.run(["readelf", "-l", str(root / "bin" / "ccpipe")], check=True, stdout=subprocess.PIPE,
                                 text=True).stdout.split("[Requesting program interpreter: ")[1].split("]")[0]
    assert (root / interpreter.lstrip("/")).exists(), f"the chroot lacks the loader {interpreter}"
    work = root / "work"
    work.mkdir()
    for fixture in REAL_WORLD.glob("*.json"):
        shutil.copy2(fixture, work / fixture.name)
    shutil.copy2(ROOT / "Sources-Data" / "CountryCodes.json", work / "CountryCodes.json")
    (root / "proc").mkdir()
    (root / "dev").mkdir()
    (root / "dev" / "null").touch()
    mounts = [root / "proc", root / "dev" / "null"]
    subprocess.run(["mount", "-t", "proc", "proc", str(root / "proc")], check=True)
    subprocess.run(["mount", "--bind", "/dev/null", str(root / "dev" / "null")], check=True)
    if CLDR.is_dir():
        (work / "cldr").mkdir()
        subprocess.run(["mount", "--bind", "-o", "ro", str(CLDR), str(work / "cldr")], check=True)
        mounts.append(work / "cldr")
    try:
        yield root
    finally:
        for mount in reversed(mounts):
            subprocess.run(["umount", str(mount)], check=True)


def in_jail(root, *arguments):
    return run([shutil.which("chroot"), str(root), "/bin/ccpipe", *arguments], cwd="/", env={})


def outside(ccpipe, root, *arguments):
    """The dynamic build, with the chroot as its working directory, so that
    the same relative paths name the same files."""
    return run([str(ccpipe), *arguments], cwd=root, env={})


def same(jailed, dynamic):
    assert jailed.returncode == dynamic.returncode, jailed.stderr.decode()
    assert jailed.stdout == dynamic.stdout
    assert jailed.stderr == dynamic.stderr


def test_the_chroot_holds_only_the_binary_and_glibc(jail):
    allowed = {pathlib.Path("/bin/ccpipe")} | set(glibc_files())
    for directory, subdirectories, files in os.walk(jail):
        if pathlib.Path(directory) == jail:
            subdirectories[:] = [name for name in subdirectories if name not in ("proc", "dev", "work")]
        for name in files + [name for name in subdirectories if (pathlib.Path(directory) / name).is_symlink()]:
            relative = pathlib.Path("/") / (pathlib.Path(directory) / name).relative_to(jail)
            assert relative in allowed, f"{relative} is not glibc's"
    assert sorted(path.name for path in (jail / "dev").iterdir()) == ["null"]
    needed = subprocess.run(["readelf", "-d", str(jail / "bin" / "ccpipe")], check=True, stdout=subprocess.PIPE,
                            text=True).stdout
    libraries = [line.split("[")[1].rstrip("]") for line in needed.splitlines() if "(NEEDED)" in line]
    assert libraries and all(name.startswith(("libc.so", "libm.so", "ld-linux")) for name in libraries), libraries


def test_version_and_licenses_are_the_dynamic_builds(jail, dynamic_ccpipe):
    version = in_jail(jail, "--version")
    assert version.returncode == 0, version.stderr.decode()
    assert b"ICU 72.1" in version.stdout and b"libxml2 2.9.14" in version.stdout
    same(version, outside(dynamic_ccpipe, jail, "--version"))
    same(in_jail(jail, "--licenses"), outside(dynamic_ccpipe, jail, "--licenses"))


@pytest.mark.parametrize("fixture", sorted(path.name for path in REAL_WORLD.glob("*.json")))
@pytest.mark.parametrize("format", ["text", "json", "sarif"])
def test_check_on_a_real_dataset_is_the_dynamic_builds(jail, dynamic_ccpipe, fixture, format):
    arguments = ("check", f"work/{fixture}", "--format", format)
    jailed = in_jail(jail, *arguments)
    assert jailed.returncode in (0, 1), jailed.stderr.decode()
    same(jailed, outside(dynamic_ccpipe, jail, *arguments))


def test_the_seed_datasets_errors_are_found_in_the_chroot(jail):
    jailed = in_jail(jail, "check", "work/seed-CountryCodes.json")
    assert jailed.returncode == 1
    assert b'work/seed-CountryCodes.json:199:19: error: +345 is the area code of Cayman Islands (KY) without its calling code +1' in jailed.stdout


def assert_same_outputs(jail, jailed_out, dynamic_out):
    first, second = jail / jailed_out, jail / dynamic_out
    files = sorted(path.relative_to(first) for path in first.rglob("*") if path.is_file())
    assert files == sorted(path.relative_to(second) for path in second.rglob("*") if path.is_file())
    assert len(files) > 3
    for name in files:
        assert (first / name).read_bytes() == (second / name).read_bytes(), f"{name} differs"


def test_a_build_of_every_embedded_locale_is_the_dynamic_builds(jail, dynamic_ccpipe):
    jailed = in_jail(jail, "build", "work/CountryCodes.json", "--out", "work/portable", "--locales", "all")
    assert jailed.returncode == 0, jailed.stderr.decode()
    dynamic = outside(dynamic_ccpipe, jail, "build", "work/CountryCodes.json", "--out", "work/dynamic", "--locales", "all")
    assert dynamic.returncode == 0, dynamic.stderr.decode()
    assert jailed.stdout.replace(b"work/portable", b"work/dynamic") == dynamic.stdout
    assert_same_outputs(jail, "work/portable", "work/dynamic")


@pytest.mark.skipif(not CLDR.is_dir(), reason="needs the full CLDR tree (Debian's unicode-cldr-core)")
def test_a_build_from_the_full_cldr_tree_is_the_dynamic_builds(jail, dynamic_ccpipe):
    arguments = ("build", "work/CountryCodes.json", "--reference", "work/cldr", "--locales", FULL_CLDR_LOCALES)
    jailed = in_jail(jail, *arguments, "--out", "work/portable-cldr")
    assert jailed.returncode == 0, jailed.stderr.decode()
    dynamic = outside(dynamic_ccpipe, jail, *arguments, "--out", "work/dynamic-cldr")
    assert dynamic.returncode == 0, dynamic.stderr.decode()
    assert_same_outputs(jail, "work/portable-cldr", "work/dynamic-cldr")


def test_the_tarballs_manual_and_completions_are_what_the_binary_prints(installed, dynamic_ccpipe):
    assert (installed / "share/man/man1/ccpipe.1").read_bytes() == run([str(dynamic_ccpipe), "manual"], cwd="/").stdout
    for shell, path in [("bash", "share/bash-completion/completions/ccpipe"), ("zsh", "share/zsh/site-functions/_ccpipe"),
                        ("fish", "share/fish/vendor_completions.d/ccpipe.fish")]:
        assert (installed / path).read_bytes() == run([str(dynamic_ccpipe), "completions", shell], cwd="/").stdout
    assert (installed / "share/doc/ccpipe/DATA-LICENSES").read_bytes() == run([str(dynamic_ccpipe), "--licenses"], cwd="/").stdout
    assert (installed / "share/doc/ccpipe/LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    linked = sorted(path.name for path in (installed / "share/doc/ccpipe/linked").iterdir())
    assert {"libicu-dev", "libxml2-dev", "zlib1g-dev", "liblzma-dev", "swift"} <= set(linked), linked


def test_the_checksum_names_the_tarball_and_matches(tarball):
    line = pathlib.Path(f"{tarball}.sha256").read_text()
    digest = subprocess.run(["sha256sum", tarball.name], cwd=tarball.parent, check=True, stdout=subprocess.PIPE, text=True).stdout
    assert line == digest
    assert tarball.name.startswith("ccpipe-") and tarball.name.endswith(f"-linux-{os.uname().machine}.tar.gz")


def test_the_release_binary_has_no_test_hook(installed, dynamic_ccpipe):
    """The commit tests' kill switch is compiled into debug builds only: the
    release binary does not name it, nor does a kill through it work."""
    hook = b"CCPIPE_TEST_COMMIT_STEP"
    assert hook not in (installed / "bin/ccpipe").read_bytes()
    assert hook in dynamic_ccpipe.read_bytes(), "the debug build the tests run keeps it"
