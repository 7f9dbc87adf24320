#!/usr/bin/env bash
# bench-side-by-side.sh -- builds solver-bench in release, runs it and the kiwisolver baseline
# (../shared/bench/kiwisolver_bench.py) one after the other in one sitting on the same specs,
# and prints a table: median_us of both, ratio ours/kiwi, per_op_us of both, check agreement.
#
# usage: scripts/bench-side-by-side.sh [BENCH OPTIONS...]
#          BENCH OPTIONS go to both benchmarks unchanged: --runs N --budget S --only LIST --specs DIR
#          e.g.  scripts/bench-side-by-side.sh --budget 10
#                scripts/bench-side-by-side.sh --budget 10 --only 'grid-100$,ui-'
#        scripts/bench-side-by-side.sh --table KIWI_OUTPUT OURS_OUTPUT
#          only prints the table for two saved outputs.
#
# Check agreement per workload (each obj=… group of the check text, compared in order):
#   same        obj, strong, medium, weak within 1e-6 relative and req_maxviol <= 1e-6 in both
#   lex-better  ours is lexicographically smaller in (strong, medium, weak) with req_maxviol <= 1e-6:
#               a strict-priority solver may legitimately beat Kiwi's weighted sums
#   MISMATCH    ours is lexicographically larger, or violates a required constraint (> 1e-6)
#   obj-differs tiers equal but obj not (orders strengths inside a tier differently)
#   missing / FAILED   no line from one side / ours reported an error
# Raw outputs are kept in out/bench-side-by-side/ (git-ignored).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BASELINE="${KIWI_BENCH:-$ROOT/../shared/bench/kiwisolver_bench.py}"
PYTHON="${PYTHON:-python3}"

table() {
    "$PYTHON" - "$1" "$2" <<'PY'
import re, sys

def load(path):
    rows, header = {}, ""
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("#"):
            header = line
            continue
        if not line.strip():
            continue
        head, _, check = line.partition(" | ")
        f = head.split()
        if len(f) < 2:
            continue
        kv = dict(x.split("=", 1) for x in f[2:] if "=" in x)
        rows[f[1]] = dict(kv=kv, check=check, failed="FAILED" in f[2:3], line=line)
    return header, rows

GROUP = re.compile(r"obj=(\S+) req_maxviol=(\S+) strong=(\S+) medium=(\S+) weak=(\S+)")

def groups(check):
    return [tuple(float(x) for x in m.groups()) for m in GROUP.finditer(check.split(" [CHECK DIFFERS")[0])]

def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))

def compare_group(k, o):
    ko, kr, *kt = k
    oo, orq, *ot = o
    if orq > 1e-6 and not close(orq, kr):
        return "MISMATCH"
    for a, b in zip(ot, kt):
        if not close(a, b):
            return "lex-better" if a < b else "MISMATCH"
    return "same" if close(oo, ko) else "obj-differs"

RANK = {"same": 0, "obj-differs": 1, "lex-better": 2, "MISMATCH": 3}

def agreement(k, o):
    if o is None or k is None:
        return "missing"
    if o["failed"]:
        return "FAILED"
    kg, og = groups(k["check"]), groups(o["check"])
    if len(kg) != len(og) or not kg:
        return "MISMATCH"
    verdict = max((compare_group(a, b) for a, b in zip(kg, og)), key=RANK.get)
    if "[CHECK DIFFERS" in o["check"]:
        verdict += " (ours unstable)"
    return verdict

def num(row, key):
    try:
        return float(row["kv"][key]) if row else None
    except (KeyError, ValueError):
        return None

def fmt(x, digits=1):
    return "" if x is None else f"{x:,.{digits}f}"

kh, kiwi = load(sys.argv[1])
oh, ours = load(sys.argv[2])
names = list(kiwi) + [n for n in ours if n not in kiwi]
print(kh)
print(oh)
cols = ["workload", "kiwi median_us", "ours median_us", "ours/kiwi", "kiwi per_op_us", "ours per_op_us", "check"]
rows = []
bad = []
for n in names:
    k, o = kiwi.get(n), ours.get(n)
    km, om = num(k, "median_us"), num(o, "median_us")
    ratio = f"{om / km:.3f}" if km and om is not None else ""
    verdict = agreement(k, o)
    rows.append([n, fmt(km), fmt(om), ratio, fmt(num(k, "per_op_us"), 3), fmt(num(o, "per_op_us"), 3), verdict])
    if verdict.startswith(("MISMATCH", "FAILED", "obj-differs")) or "unstable" in verdict:
        bad.append((n, verdict, k, o))
widths = [max(len(c), *(len(r[i]) for r in rows)) if rows else len(c) for i, c in enumerate(cols)]
def out(r):
    print("| " + " | ".join(x.ljust(w) if i in (0, 6) else x.rjust(w) for i, (x, w) in enumerate(zip(r, widths))) + " |")
out(cols)
print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
for r in rows:
    out(r)
for n, verdict, k, o in bad:
    print(f"\n{verdict}: {n}")
    print("  kiwi: " + (k["check"] if k else "(no line)"))
    print("  ours: " + (o["check"] if o and not o["failed"] else (o["line"] if o else "(no line)")))
PY
}

if [[ "${1:-}" == "--table" ]]; then
    table "$2" "$3"
    exit 0
fi

cd "$ROOT"
"$PYTHON" -c 'import kiwisolver' 2>/dev/null || { echo "kiwisolver missing: pip install kiwisolver" >&2; exit 1; }
echo "# building solver-bench (release, scratch .build-bench)" >&2
swift build -c release --scratch-path .build-bench --product solver-bench >&2

OUT="$ROOT/out/bench-side-by-side"
mkdir -p "$OUT"
STAMP="$(date +%Y%m%d-%H%M%S)"
KIWI_OUT="$OUT/$STAMP-kiwi.txt"
OURS_OUT="$OUT/$STAMP-ours.txt"

echo "# $(date -Is) $(uname -m) $(nproc) cores; options: $*" >&2
echo "# running kiwisolver baseline -> $KIWI_OUT" >&2
"$PYTHON" "$BASELINE" "$@" | tee "$KIWI_OUT" >&2
echo "# running solver-bench -> $OURS_OUT" >&2
"$ROOT/.build-bench/release/solver-bench" "$@" | tee "$OURS_OUT" >&2
echo >&2
table "$KIWI_OUT" "$OURS_OUT"
