"""The core's files: `safe_io` (reading and atomic writing for every data file), `boards`
(`.snl` and the other board conventions) and `games` (`.snlgame` saved games)."""
