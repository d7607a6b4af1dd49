"""argparse's own words ("usage:", "options", "the following arguments are required") in the
user's language. argparse asks ``gettext`` for them, and Python ships no catalogue for it: its
module-level ``_`` is pointed at Qt's translation (these texts are in our
catalogues, context ``Argparse``), so a command's help and refusals read in one language."""

from __future__ import annotations

import argparse

from PySide6.QtCore import QCoreApplication


def _words() -> dict[str, str]:
    """Each text argparse says, as the installed translators say it."""
    translate = QCoreApplication.translate
    return {
        "usage: ": translate("Argparse", "usage: "),
        "positional arguments": translate("Argparse", "positional arguments"),
        "options": translate("Argparse", "options"),
        "show this help message and exit": translate("Argparse", "show this help message and exit"),
        "show program's version number and exit": translate("Argparse", "show program's version number and exit"),
        "argument %(argument_name)s: %(message)s": translate("Argparse", "argument %(argument_name)s: %(message)s"),
        "can't open '%(filename)s': %(error)s": translate("Argparse", "can't open '%(filename)s': %(error)s"),
        "unrecognized arguments: %s": translate("Argparse", "unrecognized arguments: %s"),
        "not allowed with argument %s": translate("Argparse", "not allowed with argument %s"),
        "ignored explicit argument %r": translate("Argparse", "ignored explicit argument %r"),
        "the following arguments are required: %s": translate("Argparse", "the following arguments are required: %s"),
        "one of the arguments %s is required": translate("Argparse", "one of the arguments %s is required"),
        "expected one argument": translate("Argparse", "expected one argument"),
        "expected at most one argument": translate("Argparse", "expected at most one argument"),
        "expected at least one argument": translate("Argparse", "expected at least one argument"),
        "ambiguous option: %(option)s could match %(matches)s": translate(
            "Argparse", "ambiguous option: %(option)s could match %(matches)s"
        ),
        "invalid %(type)s value: %(value)r": translate("Argparse", "invalid %(type)s value: %(value)r"),
        "invalid choice: %(value)r (choose from %(choices)s)": translate(
            "Argparse", "invalid choice: %(value)r (choose from %(choices)s)"
        ),
    }


def speak_argparse() -> None:
    """From now on argparse says its words through the installed translators (call it once
    they are installed; texts it does not know stay as argparse wrote them)."""
    words = _words()

    def translated(text: str) -> str:
        return words.get(text, text)

    argparse._ = translated  # type: ignore[attr-defined]
