"""How a card engine's question (bot.cards.questions) is shown: buttons or a select (the adapter's side)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.cards.questions import Question
from bot.framework.kinds import Choice, Control


def question_controls(question: Question, labels: Sequence[tuple[str, str]], *, placeholder: str, skip_label: str,
                      quiet: frozenset[str] = frozenset()) -> list[Control]:
    """How a question is asked: a select for several options (a "none" button beside it when none may
    be chosen), buttons for a few short ones (those in `quiet` grey), else a select for one."""
    choices = tuple(Choice(label, option) for option, label in labels)
    if question.most > 1 or question.least == 0:
        controls = [Control("choose", placeholder=placeholder, row=0, min_values=question.least,
                            max_values=min(question.most, len(labels)), choices=choices)]
        if question.least == 0:
            controls.append(Control("choose", skip_label, "secondary", arg="", row=1))
        return controls
    if len(labels) <= 5 and all(len(label) <= 40 for _, label in labels):
        return [Control("choose", label, "secondary" if option in quiet else "primary", arg=option, row=0)
                for option, label in labels]
    return [Control("choose", placeholder=placeholder, row=0, choices=choices)]
