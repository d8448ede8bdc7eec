"""The recognizer's operating point (``orchtrace.detect.train.operating_point``): the mean of the
eleven benign dev scores centred on the false-positive budget's quantile, so that a refit which
moves one text's score moves the threshold a tenth as much as the single order statistic did."""

from __future__ import annotations

import random

import pytest

from orchtrace.detect.train import OP_HALF_WINDOW, operating_point


def _benign(n: int = 440, seed: int = 7) -> list[float]:
    rng = random.Random(seed)
    return [rng.betavariate(2, 6) for _ in range(n)]


def test_the_operating_point_sits_at_the_budget_quantile() -> None:
    scores = [i / 1000 for i in range(1000)]  # 0.000 .. 0.999, evenly spread
    # 3% budget: the 970th score (0.970), averaged with its five neighbours on each side
    assert operating_point(scores, 0.03) == pytest.approx(0.970, abs=1e-4)
    assert operating_point(list(reversed(scores)), 0.03) == pytest.approx(0.970, abs=1e-4)


def test_one_score_moving_moves_the_threshold_a_window_fraction() -> None:
    """A refit that lifts the one score at the quantile past its neighbour: the single order
    statistic would jump by the whole gap, the window's mean by a fraction of it."""
    scores = sorted(_benign())
    k = int(len(scores) * 0.97)
    before = operating_point(scores, 0.03)
    moved = list(scores)
    gap = scores[k + 1] - scores[k]
    moved[k] = scores[k + 1] + 0.001  # now ranks one higher; the one at k+1 takes the quantile
    after = operating_point(moved, 0.03)
    assert abs(after - before) <= (gap + 0.001) / (2 * OP_HALF_WINDOW + 1) + 1e-4
    single_jump = sorted(moved)[k] - scores[k]
    assert single_jump == pytest.approx(gap, abs=1e-9) and abs(after - before) < single_jump


def test_bounds_and_bad_input() -> None:
    assert operating_point([0.1] * 50, 0.03) == 0.5  # never below a coin toss
    assert operating_point([1.0] * 50, 0.03) == 0.99  # never above what a score can reach
    assert operating_point([0.7, 0.8, 0.9], 0.03) == pytest.approx(0.8, abs=1e-4)  # short lists: what there is
    with pytest.raises(ValueError, match="no benign scores"):
        operating_point([], 0.03)
