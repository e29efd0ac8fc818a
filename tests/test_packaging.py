"""Every data file the bot reads at run time is in the package data an install ships (card files,
fonts): a new kind of data file not covered by pyproject.toml's package-data fails here, not in a
user's install."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_package_data_covers_every_data_file() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["*"]
    data = [p for p in (ROOT / "bot").rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
            and "__pycache__" not in p.parts]
    assert any(p.name == "cards.json" for p in data)  # the check looks where the card files are
    missing = [str(p.relative_to(ROOT)) for p in data if not any(fnmatch.fnmatch(p.name, g) for g in patterns)]
    assert not missing, f"not shipped by pip install: {missing}"
