#!/usr/bin/env bash
# Time to detect each bug-zoo fault (issue 15 item 4, issue 16 item 3).
#
# For every fault (all that `pipecheck campaign --list-faults` names, or
# --faults a,b), runs `pipecheck campaign --fault F --seed S --seconds N
# --stop-on-finding` for each faithful default seed (1, 2, 3), at nice 10,
# at most 2 campaigns at once, and reads the campaign's machine-readable
# `time-to-detect:` line (tools/time_to_detect.h). Each run is one row of a
# results file (TSV, docs/time-to-detect.tsv); a new run replaces the row of
# the same label, fault and seed and leaves every other row alone, so rows
# for new faults are merged in with --faults. docs/time-to-detect.md is then
# regenerated from the whole results file: per fault, how many runs found it
# within N seconds, the median CPU time to detect (with min and max), the
# property that found it and the median reduced size, for each label (build)
# side by side ("after": this tree; "before": the commit before issue 15).
# A benign fault (a false-alarm probe) must show no finding in any run; a
# finding there is marked FALSE ALARM in the table and on stderr.
#
# Usage: bench/time_to_detect.sh [--bin PIPECHECK] [--label after|before]
#          [--commit TEXT] [--faults a,b] [--seeds 1,2,3] [--seconds 60]
#          [--jobs 1|2] [--results FILE] [--doc FILE] [--render-only]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/build/tools/pipecheck"
label=after
commit=""
faults=""
seeds=1,2,3
seconds=60
jobs=2
results="$root/docs/time-to-detect.tsv"
doc="$root/docs/time-to-detect.md"
render_only=0

die() { echo "time_to_detect.sh: error: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="${2:?--bin needs a value}"; shift 2 ;;
    --label) label="${2:?--label needs a value}"; shift 2 ;;
    --commit) commit="${2:?--commit needs a value}"; shift 2 ;;
    --faults) faults="${2:?--faults needs a value}"; shift 2 ;;
    --seeds) seeds="${2:?--seeds needs a value}"; shift 2 ;;
    --seconds) seconds="${2:?--seconds needs a value}"; shift 2 ;;
    --jobs) jobs="${2:?--jobs needs a value}"; shift 2 ;;
    --results) results="${2:?--results needs a value}"; shift 2 ;;
    --doc) doc="${2:?--doc needs a value}"; shift 2 ;;
    --render-only) render_only=1; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument $1" ;;
  esac
done
case "$label" in *[!A-Za-z0-9_.-]*|"") die "--label must be a plain word" ;; esac
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || die "--seconds needs a positive integer"
[[ "$seeds" =~ ^[0-9]+(,[0-9]+)*$ ]] || die "--seeds needs a comma-separated list of integers"
# The machine is shared: never more than two campaigns at once.
[[ "$jobs" =~ ^[12]$ ]] || die "--jobs must be 1 or 2"

# Results columns (tab-separated, one header line):
header=$'label\tfault\tpass\tbenign\tseed\tseconds\tfound\tcpu_s\twall_s\tprogram\tproperty\talso\tstmts_before\tstmts_after\tprograms\texit\tcommit'

# ---- rendering: docs/time-to-detect.md from the results file ----
render() {
  [ -f "$results" ] || die "no results file $results"
  awk -F'\t' -v results="$(basename "$results")" '
    function median_time(list,   n, a, i, k, t) {
      # list: space-separated times, "inf" for a run without a finding
      n = split(list, a, " ")
      for (i = 1; i <= n; i++) a[i] = (a[i] == "inf") ? 1e18 : a[i] + 0
      for (i = 2; i <= n; i++) for (k = i; k > 1 && a[k-1] > a[k]; k--) { t = a[k]; a[k] = a[k-1]; a[k-1] = t }
      return a[int((n + 1) / 2)]
    }
    function median_num(list,   n, a, i, k, t) {
      n = split(list, a, " ")
      if (n == 0) return ""
      for (i = 1; i <= n; i++) a[i] += 0
      for (i = 2; i <= n; i++) for (k = i; k > 1 && a[k-1] > a[k]; k--) { t = a[k]; a[k] = a[k-1]; a[k-1] = t }
      return a[int((n + 1) / 2)]
    }
    function fmt(x) { return sprintf("%.2f", x) }
    NR == 1 { next }
    {
      l = $1; f = $2; key = l SUBSEP f
      if (!(l in seenLabel)) { seenLabel[l] = 1; labels[++nl] = l }
      if (!(f in seenFault)) { seenFault[f] = 1; faultsL[++nf] = f }
      if ($3 != "-" && $3 != "") pass[f] = $3
      if (l == "after" || !(f in benign)) benign[f] = $4
      if ($4 == "benign") benign[f] = "benign"
      secs[key] = $6; runs[key]++
      if ($7 == "yes") {
        found[key]++
        times[key] = times[key] " " $8
        walls[key] = walls[key] " " $9
        if (!(key in lo) || $8 + 0 < lo[key]) lo[key] = $8 + 0
        if (!(key in hi) || $8 + 0 > hi[key]) hi[key] = $8 + 0
        props[key, $11]++
        if (!((key, $11) in propSeen)) { propSeen[key, $11] = 1; propList[key] = propList[key] " " $11 }
        sb[key] = sb[key] " " $13; sa[key] = sa[key] " " $14
      } else {
        times[key] = times[key] " inf"
        walls[key] = walls[key] " inf"
        if ($7 != "no") errs[key] = errs[key] (errs[key] == "" ? "" : ", ") "seed " $5 ": " $7 " (exit " $16 ")"
      }
      commitOf[l] = $17
    }
    END {
      print "# Time to detect each bug-zoo fault"
      print ""
      print "Generated by `bench/time_to_detect.sh` from `" results "` (one row per campaign run; do"
      print "not edit by hand: rerun the script, `--faults a,b` for new faults, `--render-only` to"
      print "regenerate). Each fault is run with the faithful default seeds 1, 2 and 3:"
      print "`pipecheck campaign --fault F --seed S --seconds 60 --stop-on-finding --quiet`, at nice 10,"
      print "two campaigns at a time on a shared 2-core machine. **CPU s** is the campaign CPU time"
      print "until the catalogue returned the first failing verdict (reduction not included), as the"
      print "median of the three runs (a run without a finding counts as longer than 60 s) with the"
      print "min and max of the runs that found it. **Found** is how many of the runs found the fault"
      print "within 60 s. **Property** is the first failing property of the first failing program"
      print "(the count when runs differ). **Reduced** is the median size of that program before and"
      print "after the campaign reduced it, in statements. Benign faults (false-alarm probes) must"
      print "show no finding in every run."
      print ""
      for (i = 1; i <= nl; i++) {
        l = labels[i]
        print "- `" l "`: built from commit " commitOf[l] "."
      }
      print ""
      alarms = ""
      for (j = 1; j <= nf; j++) {
        f = faultsL[j]
        for (i = 1; i <= nl; i++) {
          key = labels[i] SUBSEP f
          if (benign[f] == "benign" && found[key] > 0) alarms = alarms "\n- **FALSE ALARM**: benign fault `" f "` was found by " propList[key] " (" labels[i] ")."
        }
      }
      if (alarms != "") { print "## False alarms"; print alarms; print "" }
      hdr = "| fault | pass | benign |"; sep = "| --- | --- | --- |"
      for (i = 1; i <= nl; i++) {
        l = labels[i]
        hdr = hdr " found (" l ") | CPU s, median (min-max) (" l ") | wall s, median (" l ") | property (" l ") | reduced (" l ") |"
        sep = sep " --- | --- | --- | --- | --- |"
      }
      print hdr; print sep
      for (j = 1; j <= nf; j++) {
        f = faultsL[j]
        row = "| `" f "` | " ((f in pass) ? pass[f] : "-") " | " (benign[f] == "benign" ? "yes" : "no") " |"
        for (i = 1; i <= nl; i++) {
          key = labels[i] SUBSEP f
          if (!(key in runs)) { row = row " not run | | | | |"; continue }
          nfound = found[key] + 0
          cell = nfound "/" runs[key]
          if (benign[f] == "benign" && nfound > 0) cell = cell " FALSE ALARM"
          if (key in errs) cell = cell " (" errs[key] ")"
          m = median_time(times[key])
          if (nfound == 0) { cpu = "no finding in " secs[key] " s"; wall = ""; prop = ""; red = "" }
          else {
            cpu = (m >= 1e17 ? "> " secs[key] : fmt(m)) " (" fmt(lo[key]) "-" fmt(hi[key]) ")"
            mw = median_time(walls[key]); wall = (mw >= 1e17 ? "> " secs[key] : fmt(mw))
            n = split(substr(propList[key], 2), pl, " ")
            prop = ""
            for (k = 1; k <= n; k++)
              prop = prop (k > 1 ? ", " : "") pl[k] (n > 1 ? " (" props[key, pl[k]] ")" : "")
            red = median_num(substr(sb[key], 2)) " -> " median_num(substr(sa[key], 2))
          }
          row = row " " cell " | " cpu " | " wall " | " prop " | " red " |"
        }
        print row
      }
    }' "$results" > "$doc.tmp"
  mv "$doc.tmp" "$doc"
  echo "wrote $doc" >&2
}

if [ "$render_only" = 1 ]; then
  render
  exit 0
fi

[ -x "$bin" ] || die "no pipecheck binary at $bin (build first, or --bin)"
if [ -z "$commit" ]; then
  commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  git -C "$root" diff --quiet HEAD 2>/dev/null || commit="$commit+changes"
fi

listing="$(mktemp)"
work="$(mktemp -d)"
trap 'rm -rf "$work" "$listing"' EXIT
"$bin" campaign --list-faults > "$listing" || die "$bin campaign --list-faults failed"
if [ -z "$faults" ]; then
  faults="$(cut -f1 "$listing" | paste -sd, -)"
fi
IFS=, read -r -a fault_list <<< "$faults"
for f in "${fault_list[@]}"; do
  cut -f1 "$listing" | grep -qxF -- "$f" || die "unknown fault '$f' (not in $bin campaign --list-faults)"
done
IFS=, read -r -a seed_list <<< "$seeds"

# One campaign: prints one results row.
run_one() {
  local fault="$1" seed="$2" pass benign out rc line
  pass="$(awk -F'\t' -v f="$fault" '$1 == f { print $2 }' "$listing")"
  benign="$(awk -F'\t' -v f="$fault" '$1 == f { print $3 }' "$listing")"
  out="$work/$fault.$seed"
  mkdir -p "$out"
  rc=0
  # The campaign ends within --seconds plus one program's budget (30 s) plus
  # the reduction of its finding (30 s); the timeout only guards a build that
  # does not (the one before issue 15's budgets).
  nice -n 10 timeout $((seconds * 2 + 120)) "$bin" campaign --fault "$fault" --seed "$seed" \
    --seconds "$seconds" --stop-on-finding --quiet --out "$out/findings" \
    > "$out/stdout" 2> "$out/stderr" || rc=$?
  line="$(grep '^time-to-detect: ' "$out/stdout" | tail -1 || true)"
  if [ -z "$line" ]; then
    local what=error
    [ "$rc" = 124 ] && what=timeout
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t-\t-\t-\t-\t-\t0\t0\t-\t%s\t%s\n' "$label" "$fault" \
      "${pass:--}" "${benign:-semantic}" "$seed" "$seconds" "$what" "$rc" "$commit"
    return
  fi
  awk -v label="$label" -v fault="$fault" -v pass="${pass:--}" -v benign="${benign:-semantic}" \
      -v seed="$seed" -v secs="$seconds" -v rc="$rc" -v commit="$commit" '
    {
      for (i = 2; i <= NF; i++) { k = $i; sub(/=.*/, "", k); v = $i; sub(/^[^=]*=/, "", v); t[k] = v }
      sb = 0; sa = 0
      if ("statements" in t) { split(t["statements"], s, "->"); sb = s[1]; sa = s[2] }
      OFS = "\t"
      print label, fault, pass, benign, seed, secs, t["found"], t["cpu_s"], t["wall_s"],
            ("program" in t) ? t["program"] : "-", ("property" in t) ? t["property"] : "-",
            ("also" in t) ? t["also"] : "-", sb, sa, ("programs" in t) ? t["programs"] : "-",
            rc, commit
    }' <<< "$line"
}

# Replaces the rows of the same label, fault and seed in the results file.
merge_row() {
  local row="$1"
  (
    flock 9
    if [ ! -s "$results" ]; then
      mkdir -p "$(dirname "$results")"
      printf '%s\n' "$header" > "$results"
    fi
    awk -F'\t' -v row="$row" '
      BEGIN { split(row, r, "\t") }
      NR > 1 && $1 == r[1] && $2 == r[2] && $5 == r[5] { if (!done) print row; done = 1; next }
      { print }
      END { if (!done) print row }' "$results" > "$results.tmp"
    mv "$results.tmp" "$results"
  ) 9> "$results.lock"
}

running=0
for fault in "${fault_list[@]}"; do
  for seed in "${seed_list[@]}"; do
    (
      row="$(run_one "$fault" "$seed")"
      merge_row "$row"
      IFS=$'\t' read -r -a c <<< "$row"
      echo "$fault seed $seed: found=${c[6]} cpu_s=${c[7]} property=${c[10]} reduced=${c[12]}->${c[13]}" >&2
      if [ "${c[3]}" = benign ] && [ "${c[6]}" = yes ]; then
        echo "FALSE ALARM: benign fault $fault found by ${c[10]} (seed $seed)" >&2
      fi
    ) &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
      wait -n || true
      running=$((running - 1))
    fi
  done
done
wait
rm -f "$results.lock"
render
