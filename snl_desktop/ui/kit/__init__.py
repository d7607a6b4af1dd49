"""Qt helpers every layer above may use: actions, the user's questions, background jobs, the lazy
dock, typed settings and the forms shared by dialogs. Imports only the words layer and the
core."""
