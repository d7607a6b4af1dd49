"""The one thing pyproject.toml cannot say: the top-level ``resources/`` folder (presets, icons,
sounds, translations) is installed as the package ``snl_desktop.resources``, so a wheel, an
editable install and the bundle all find it next to ``snl_desktop.resources.__file__``."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["snl_desktop", "snl_desktop.*"]), "snl_desktop.resources"],
    package_dir={"snl_desktop.resources": "resources"},
)
