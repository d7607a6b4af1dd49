"""What pyproject.toml cannot say:

- the top-level ``resources/`` folder (presets, icons, sounds, translations) is installed as the
  package ``snl_desktop.resources``, so a wheel, an editable install and the bundle all find it
  next to ``snl_desktop.resources.__file__``;
- the translation catalogues (``resources/translations/*.ts``) are compiled to ``.qm`` by Qt's
  lrelease when the package is built, wheel and editable install alike (never kept in git).
"""

import subprocess
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path(__file__).resolve().parent / "resources" / "translations"


def lrelease() -> list[str]:
    import PySide6  # a build requirement (pyproject.toml)

    return [str(Path(PySide6.__file__).parent / "lrelease")]


class BuildWithCatalogues(build_py):
    """Compile each language's catalogue beside its source before the files are collected."""

    def run(self) -> None:
        for ts in sorted(TRANSLATIONS.glob("snl_desktop_*.ts")):
            subprocess.run([*lrelease(), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
        super().run()


setup(
    packages=[*find_packages(include=["snl_desktop", "snl_desktop.*"]), "snl_desktop.resources"],
    package_dir={"snl_desktop.resources": "resources"},
    cmdclass={"build_py": BuildWithCatalogues},
)
