"""What every engine state shares: JSON in and out (tolerating fields older schemas stored), and a copy."""

from __future__ import annotations

import pickle
from dataclasses import asdict, fields
from typing import Any, Self


class StateData:
    """Mix into an engine's state dataclass."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)  # type: ignore[call-overload, no-any-return]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        return cls(**{k: v for k, v in data.items() if k in known})

    def clone(self) -> Self:
        """A deep copy (engines copy before they change anything, so a given state is never touched)."""
        return pickle.loads(pickle.dumps(self, pickle.HIGHEST_PROTOCOL))  # type: ignore[no-any-return]
