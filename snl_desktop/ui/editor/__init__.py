"""The designer's panels and dialogs: the matrix, the warnings, the size bar, New Board and
Generate."""
