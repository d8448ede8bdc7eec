"""``python -m orchtrace_collector --store spans.db`` (same options as ``orchtrace collect``)."""

import typer

from .cli import collect


def main() -> None:
    typer.run(collect)


if __name__ == "__main__":
    main()
