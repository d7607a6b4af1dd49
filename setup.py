"""What pyproject.toml cannot say: how the top-level ``resources/`` gets into the package.

- The package ``snl_desktop.resources`` is ``snl_desktop/resources/`` (the code that finds the
  data: its docstring states the rule). A build copies the data of the top-level ``resources/``
  folder into it: the files pyproject's package data names for ``snl_desktop.resources``. No
  ``package_dir`` maps the
  folder into the package, so an editable install maps only ``snl_desktop`` to its checkout,
  and a checkout's ``snl_desktop`` always reads that checkout's ``resources/``, never the one of
  whichever checkout a venv's editable install points to.
- The translation catalogues (``resources/translations/*.ts``) are compiled by Qt's lrelease
  into the build, never into the checkout, with the list of their checksums beside them
  (``snl_desktop/resources/catalogues.py``: the app loads only a catalogue whose bytes match). An editable
  install compiles nothing: the app compiles a checkout's catalogues on first use.
- MANIFEST.in puts the catalogues' sources in the sdist, so a wheel built from it compiles them.
"""

import importlib.util
import os
from pathlib import Path
from types import ModuleType

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
RESOURCES = "resources"  # relative: setuptools builds from the project's folder
PACKAGE = "snl_desktop.resources"
COMPILED = "translations/"  # the build makes what the package carries here (the catalogues, their sums)


def catalogues() -> ModuleType:
    """snl_desktop/resources/catalogues.py, loaded by its path (nothing is installed yet)."""
    spec = importlib.util.spec_from_file_location(
        "snl_catalogues", ROOT / "snl_desktop" / "resources" / "catalogues.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithResources(build_py):
    """The package ``snl_desktop.resources`` built with the top-level folder's data and modules,
    and the catalogues compiled into the build."""

    def resource_files(self) -> tuple[str, str, str, list[str]]:
        """The top-level folder's files the package carries, as build_py lists package data
        (package, source folder, build folder, names): the sdist takes them from here too."""
        folder = ROOT / RESOURCES
        patterns = self.package_data.get(PACKAGE, [])
        found = {path.relative_to(folder).as_posix() for p in patterns for path in folder.glob(p) if path.is_file()}
        names = sorted(n for n in found if not n.startswith(COMPILED))
        return PACKAGE, RESOURCES, os.path.join(self.build_lib, *PACKAGE.split(".")), names

    def _get_data_files(self) -> list[tuple[str, str, str, list[str]]]:
        return [*super()._get_data_files(), self.resource_files()]

    def get_data_files_without_manifest(self) -> list[tuple[str, str, str, list[str]]]:
        return [*super().get_data_files_without_manifest(), self.resource_files()]

    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            translations = Path(self.build_lib, *PACKAGE.split("."), "translations")
            catalogues().compile_catalogues(ROOT / RESOURCES / "translations", translations)


setup(
    packages=find_packages(include=["snl_desktop", "snl_desktop.*"]),
    cmdclass={"build_py": BuildWithResources},
)
