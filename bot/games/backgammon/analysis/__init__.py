"""Backgammon analysis: a finished game or match replayed from its record and every decision judged by bgsage
(equity lost, PR, doubtful moves, errors and blunders, luck, the match equity of a match), the picture of the
match, and a practice game's hints."""
