"""What pyproject.toml cannot say:

- the top-level ``resources/`` folder (presets, icons, sounds, translations) is installed as the
  package ``snl_desktop.resources``, so a wheel, an editable install and the bundle all find it
  next to ``snl_desktop.resources.__file__``;
- the translation catalogues (``resources/translations/*.ts``) are compiled to ``.qm`` by Qt's
  lrelease when the package is built, wheel and editable install alike (never kept in git),
  with the list of their checksums beside them (``resources/catalogues.py``: the app loads only
  a catalogue whose bytes match), which the wheel carries too.
"""

import importlib.util
import shutil
import subprocess
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path(__file__).resolve().parent / "resources" / "translations"


def lrelease() -> list[str]:
    import PySide6  # a build requirement (pyproject.toml)

    return [str(Path(PySide6.__file__).parent / "lrelease")]


def write_manifest() -> Path:
    """The catalogues' checksum list, written beside them (resources/catalogues.py, loaded by
    its path: nothing is installed yet)."""
    spec = importlib.util.spec_from_file_location("snl_catalogues", TRANSLATIONS.parent / "catalogues.py")
    assert spec is not None and spec.loader is not None
    catalogues = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogues)
    return catalogues.write_manifest(TRANSLATIONS)


class BuildWithCatalogues(build_py):
    """Compile each language's catalogue beside its source, and list their checksums, before
    the files are collected; the list goes into the build too (pyproject's package data names
    the .qm files only)."""

    def run(self) -> None:
        for ts in sorted(TRANSLATIONS.glob("snl_desktop_*.ts")):
            subprocess.run([*lrelease(), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
        manifest = write_manifest()
        super().run()
        built = Path(self.build_lib) / "snl_desktop" / "resources" / "translations"
        if built.is_dir():
            shutil.copyfile(manifest, built / manifest.name)


setup(
    packages=[*find_packages(include=["snl_desktop", "snl_desktop.*"]), "snl_desktop.resources"],
    package_dir={"snl_desktop.resources": "resources"},
    cmdclass={"build_py": BuildWithCatalogues},
)
