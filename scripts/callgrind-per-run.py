#!/usr/bin/env python3
"""callgrind-per-run.py -- the steady-state cost of one benchmark run, per function.

Profiles the same benchmark twice with callgrind, with R1 and R2 runs (R2 > R1), and prints
for every function the difference of their inclusive instruction counts divided by R2 - R1:
what one more run costs, without the one-time costs both profiles share (data parsed once,
runtime caches). Callgrind counts instructions, so the figures hold on a loaded machine.

usage:
  valgrind --tool=callgrind --callgrind-out-file=/tmp/a.out \\
      .build-bench/release/layout-bench --only labels --sizes 100 --shapes chained --runs 6
  (the same with --runs 12 into /tmp/b.out)
  scripts/callgrind-per-run.py /tmp/a.out /tmp/b.out 6 [ROWS]

ROWS (default 60) limits the rows, largest first. Costs are inclusive (a function with all it
calls), so callers and callees both appear; a recursive function's inner entries end in `'2`.
"""
import re
import subprocess
import sys


def inclusive_costs(path):
    output = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
                            capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in output.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)$", line)
        if match and not match.group(2).startswith("=>"):
            name = re.sub(r" \[/.*\]$", "", match.group(2))
            costs[name] = costs.get(name, 0) + int(match.group(1).replace(",", ""))
    return costs


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    fewer, more = inclusive_costs(sys.argv[1]), inclusive_costs(sys.argv[2])
    extra_runs = float(sys.argv[3])
    rows = int(sys.argv[4]) if len(sys.argv) > 4 else 60
    differences = sorted(((more.get(name, 0) - fewer.get(name, 0)) / extra_runs, name)
                         for name in set(fewer) | set(more))
    for cost, name in reversed(differences[-rows:]):
        print(f"{cost / 1e6:8.2f}M  {name[:200]}")


if __name__ == "__main__":
    main()
