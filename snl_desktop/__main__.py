"""``python -m snl_desktop``: the same as the ``snl-desktop`` command."""

from snl_desktop.cli import main

raise SystemExit(main())
