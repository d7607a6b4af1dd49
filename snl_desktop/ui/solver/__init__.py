"""The learner's dock: breadth-first search replayed from the solver's trace."""
