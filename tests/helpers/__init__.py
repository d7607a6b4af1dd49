"""Helpers shared by the test packages: the scripted prompter, mouse and keyboard input, and
the window fixtures (registered as a pytest plugin by ``tests/conftest.py``)."""
