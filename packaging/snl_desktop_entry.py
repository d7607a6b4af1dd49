"""The bundle's entry point: the same command as the installed ``snl-desktop``."""

from snl_desktop.cli import main

raise SystemExit(main())
