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
# finding there is marked FALSE ALARM in the table and on stderr. The pseudo
# fault `faithful` (first by default) is the control: the same seeds with no
# fault; the doc says how many programs of each seed it passed, which covers
# every fault finding at a lower program index.
#
# Usage: bench/time_to_detect.sh [--bin PIPECHECK] [--label after|before]
#          [--commit TEXT] [--faults a,b] [--seeds 1,2,3] [--seconds 60]
#          [--cpu-seconds N] [--jobs 1|2] [--results FILE] [--doc FILE] [--render-only] [--resume]
# --cpu-seconds N also ends each campaign after N seconds of its own CPU time
# (`campaign --cpu-seconds`): with a large --seconds as the wall cap, the
# figures then mean the same on a loaded machine as on an idle one.
# --resume skips a run whose row (label, fault, seed) is already in the
# results file, so an interrupted measurement goes on where it stopped (and
# two drivers given the list in opposite orders meet without running twice).
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
resume=0
cpu_seconds=""

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
    --resume) resume=1; shift ;;
    --cpu-seconds) cpu_seconds="${2:?--cpu-seconds needs a value}"; shift 2 ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument $1" ;;
  esac
done
case "$label" in *[!A-Za-z0-9_.-]*|"") die "--label must be a plain word" ;; esac
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || die "--seconds needs a positive integer"
[ -z "$cpu_seconds" ] || [[ "$cpu_seconds" =~ ^[1-9][0-9]*$ ]] || die "--cpu-seconds needs a positive integer"
[[ "$seeds" =~ ^[0-9]+(,[0-9]+)*$ ]] || die "--seeds needs a comma-separated list of integers"
# The machine is shared: never more than two campaigns at once.
[[ "$jobs" =~ ^[12]$ ]] || die "--jobs must be 1 or 2"

# Results columns (tab-separated, one header line):
header=$'label\tfault\tpass\tbenign\tseed\tseconds\tfound\tcpu_s\twall_s\tprogram\tproperty\talso\tstmts_before\tstmts_after\tprograms\texit\tcommit\tshared\tcpu_limit'

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
      if ($4 == "benign" || $4 == "control") benign[f] = $4
      if ($4 == "control") {
        ctrl[l, $5] = ($7 == "no") ? "pass the first " $15 " programs" : \
                      ($7 == "yes") ? "fail " $11 " at program index " $10 : $7
        ctrlN[l, $5] = ($7 == "no") ? $15 + 0 : ($7 == "yes" ? $10 + 0 : 0)
        if (!((l, $5) in seedSeen)) { seedSeen[l, $5] = 1; seedsOf[l] = seedsOf[l] " " $5 }
      } else if ($18 + 0 > 0) {
        sharedRuns[l, $5]++
        if (!((l, $5) in seedSeen)) { seedSeen[l, $5] = 1; seedsOf[l] = seedsOf[l] " " $5 }
      }
      if ($4 != "control" && $7 == "yes") {
        if (!((l, $5) in maxIdx) || $10 + 0 > maxIdx[l, $5]) { maxIdx[l, $5] = $10 + 0; maxF[l, $5] = f }
        if (!((l, $5) in seedSeen)) { seedSeen[l, $5] = 1; seedsOf[l] = seedsOf[l] " " $5 }
      }
      lim = ($19 != "" && $19 != "-") ? $19 " CPU s" : $6 " s"
      secs[key] = $6; limit[key] = lim; runs[key]++
      # Every distinct limit of the runs of a label (a re-run of some faults
      # with more CPU seconds keeps the rows of the other faults).
      lw = ($19 != "" && $19 != "-") ? lim " (wall cap " $6 " s)" : lim " wall"
      if (!(l in limitOf)) limitOf[l] = lw
      else if (index(limitOf[l], lw) == 0) limitOf[l] = limitOf[l] " or " lw
      if ($7 == "yes") {
        found[key]++
        times[key] = times[key] " " $8
        walls[key] = walls[key] " " $9
        progs[key] = progs[key] " " ($10 + 1)
        if (!(key in lo) || $8 + 0 < lo[key]) lo[key] = $8 + 0
        if (!(key in hi) || $8 + 0 > hi[key]) hi[key] = $8 + 0
        props[key, $11]++
        if (!((key, $11) in propSeen)) { propSeen[key, $11] = 1; propList[key] = propList[key] " " $11 }
        sb[key] = sb[key] " " $13; sa[key] = sa[key] " " $14
      } else {
        times[key] = times[key] " inf"
        walls[key] = walls[key] " inf"
        progs[key] = progs[key] " inf"
        if ($7 == "no") {
          nfCpu[key] = nfCpu[key] " " $8; nfProgs[key] = nfProgs[key] " " $15
          # CPU share of a run that used its whole --seconds: how loaded the machine was.
          if ($9 + 0 > 0) shares[l] = shares[l] " " ($8 / $9)
        }
        if ($7 != "no") errs[key] = errs[key] (errs[key] == "" ? "" : ", ") "seed " $5 ": " $7 " (exit " $16 ")"
      }
      commitOf[l] = $17
    }
    END {
      print "# Time to detect each bug-zoo fault"
      print ""
      print "Generated by `bench/time_to_detect.sh` from `" results "` beside it (one row per"
      print "campaign run; do not edit by hand: rerun the script, with `--faults a,b` for new faults,"
      print "or `--render-only` to regenerate this page). Each fault is run with the faithful default"
      print "seeds 1, 2 and 3: `pipecheck campaign --fault F --seed S --seconds 60 --stop-on-finding"
      print "--quiet`, at nice 10, two campaigns at a time, on a shared 2-core machine."
      print ""
      print "- **Found**: how many of the runs found the fault before the campaign'"'"'s 60 s (wall)."
      print "- **CPU s**: campaign CPU time until the catalogue returned the first failing verdict"
      print "  (reduction not included): the median of the runs, a run without a finding counting as"
      print "  longer than any, then the min and max of the runs that found it. Wall time depends on"
      print "  the machine'"'"'s load; CPU time and the program count much less. The 60 s limit is wall"
      print "  time, so on a loaded machine a run gets fewer CPU seconds: a run without a finding"
      print "  says how many programs and CPU seconds it had. The reducer'"'"'s budget (30 s) is wall"
      print "  time too, so reduced sizes of slow builds also depend on the load."
      print "- **Programs**: median number of generated programs checked up to and including the"
      print "  first failing one."
      print "- **Property**: the first failing property of that program (with counts when the runs"
      print "  differ)."
      print "- **Reduced**: median statements of that program before and after the campaign'"'"'s"
      print "  reducer (the two medians are taken separately)."
      print "- A failure counts for a fault only where the same property holds on the same program"
      print "  with the faithful passes: the campaign re-checks each failing property without the"
      print "  fault and, where it fails there too (a finding of the faithful pipeline), skips it"
      print "  and goes on. The pseudo-fault `faithful` is the control: the same seeds with no fault."
      print "- Benign faults (false-alarm probes: performance or a free choice only) must show no"
      print "  finding in every run; a finding there is marked FALSE ALARM."
      print ""
      for (i = 1; i <= nl; i++) {
        l = labels[i]
        line = "- `" l "`: built from commit " commitOf[l] "; each run limited to " limitOf[l] "."
        if (l in shares) {
          sh = median_num(substr(shares[l], 2))
          line = line " The runs without a finding had a median " sprintf("%.0f", 100 * sh) "% of one CPU"
          line = line (sh < 0.5 && limitOf[l] ~ /wall$/ ? " (a loaded machine: such a run had only that share of its wall seconds on a CPU, so it says little)." : ".")
        }
        print line
      }
      print ""
      alarms = ""
      for (j = 1; j <= nf; j++)
        for (i = 1; i <= nl; i++) {
          key = labels[i] SUBSEP faultsL[j]
          if (benign[faultsL[j]] == "benign" && found[key] > 0)
            alarms = alarms "\n- **FALSE ALARM**: benign fault `" faultsL[j] "` was found by" propList[key] " (" labels[i] ")."
          if (benign[faultsL[j]] == "control" && found[key] > 0)
            alarms = alarms "\n- **FINDING WITH THE FAITHFUL PASSES** (" labels[i] "):" propList[key] " (a finding of the faithful pipeline; corpus/ holds the known ones). Fault runs skip a failure the faithful passes share (same property, same program) and go on."
        }
      if (alarms != "") { print "## False alarms and faithful findings"; print alarms; print "" }
      # The control: a fault finding on a program the faithful passes pass is due to the fault.
      ctl = ""
      for (i = 1; i <= nl; i++) {
        l = labels[i]
        n = split(substr(seedsOf[l], 2), ss, " ")
        for (a = 2; a <= n; a++) for (b = a; b > 1 && ss[b-1] + 0 > ss[b] + 0; b--) { t = ss[b]; ss[b] = ss[b-1]; ss[b-1] = t }
        for (k = 1; k <= n; k++) {
          sd = ss[k]
          c = ((l, sd) in ctrl) ? "the faithful passes (no fault) " ctrl[l, sd] : "no control run"
          m = ((l, sd) in maxIdx) ? "the latest first finding of a fault is at program index " maxIdx[l, sd] " (`" maxF[l, sd] "`)" : "no fault finding"
          ok = ((l, sd) in ctrl) && ((l, sd) in maxIdx) && ctrl[l, sd] ~ /^pass / && maxIdx[l, sd] < ctrlN[l, sd]
          sh = ((l, sd) in sharedRuns) ? "; " sharedRuns[l, sd] " fault runs met a failure the faithful passes share and went on" : ""
          ctl = ctl "\n- `" l "`, seed " sd ": " c "; " m (ok ? ": every fault finding of this seed is on a program the faithful passes pass" : "") sh "."
        }
      }
      if (ctl != "") { print "## Control"; print ctl; print "" }
      # "after" first, then the other labels in the order they were first run.
      no = 0
      if ("after" in seenLabel) order[++no] = "after"
      for (i = 1; i <= nl; i++) if (labels[i] != "after") order[++no] = labels[i]
      if (("after" in seenLabel) && ("before" in seenLabel)) {
        print "## Before and after issue 15"
        print ""
        print "The faults the `before` build has, each run the same way on both builds."
        print ""
        print "| fault | found before | found after | CPU s before | CPU s after | programs before | programs after | reduced before | reduced after |"
        print "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
        for (j = 1; j <= nf; j++) {
          f = faultsL[j]; kb = "before" SUBSEP f; ka = "after" SUBSEP f
          if (!(kb in runs) || !(ka in runs)) continue
          print "| `" f "` | " foundCell(kb, f) " | " foundCell(ka, f) " | " cpuCell(kb) " | " cpuCell(ka) " | " progCell(kb) " | " progCell(ka) " | " redCell(kb) " | " redCell(ka) " |"
        }
        print ""
      }
      for (o = 1; o <= no; o++) {
        l = order[o]
        print "## `" l "`"
        print ""
        print "| fault | pass | benign | found | CPU s, median (min-max) | wall s, median | programs | property | reduced |"
        print "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
        for (j = 1; j <= nf; j++) {
          f = faultsL[j]; key = l SUBSEP f
          if (!(key in runs)) continue
          print "| `" f "` | " ((f in pass) ? pass[f] : "-") " | " (benign[f] == "benign" ? "yes" : benign[f] == "control" ? "control" : "no") " | " foundCell(key, f) " | " cpuCell(key) " | " wallCell(key) " | " progCell(key) " | " propCell(key) " | " redCell(key) " |"
        }
        print ""
      }
    }
    function foundCell(key, f,   c) {
      c = (found[key] + 0) "/" runs[key]
      if (benign[f] == "benign" && found[key] > 0) c = c " FALSE ALARM"
      if (benign[f] == "control" && found[key] > 0) c = c " FAITHFUL FINDING"
      if (key in errs) c = c " (" errs[key] ")"
      return c
    }
    function cpuCell(key,   m) {
      if (found[key] + 0 == 0)
        return "no finding in " limit[key] ((key in nfCpu) ? " (median " median_num(substr(nfProgs[key], 2)) " programs, " fmt(median_num(substr(nfCpu[key], 2))) " CPU s" (limit[key] ~ /CPU/ || median_num(substr(nfCpu[key], 2)) >= secs[key] / 2 ? "" : ": loaded machine") ")" : "")
      m = median_time(times[key])
      return (m >= 1e17 ? "> " limit[key] : fmt(m)) " (" fmt(lo[key]) "-" fmt(hi[key]) ")"
    }
    function wallCell(key,   m) {
      if (found[key] + 0 == 0) return ""
      m = median_time(walls[key])
      return m >= 1e17 ? "> " limit[key] : fmt(m)
    }
    function progCell(key,   m) {
      if (found[key] + 0 == 0) return "-"
      m = median_time(progs[key])
      return m >= 1e17 ? "-" : m
    }
    function propCell(key,   n, pl, k, out) {
      n = split(substr(propList[key], 2), pl, " ")
      out = ""
      for (k = 1; k <= n; k++)
        out = out (k > 1 ? ", " : "") pl[k] (n > 1 ? " (" props[key, pl[k]] ")" : "")
      return out
    }
    function redCell(key) {
      if (found[key] + 0 == 0) return "-"
      return median_num(substr(sb[key], 2)) " -> " median_num(substr(sa[key], 2))
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
# "faithful" is the control: no fault, so a finding there is one of the
# faithful passes (a known finding or a false one) and every fault finding at
# a program index the control passed is the fault's own.
printf 'faithful\t-\tcontrol\tno fault (the faithful passes)\n' > "$listing"
"$bin" campaign --list-faults >> "$listing" || die "$bin campaign --list-faults failed"
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
  local fault_args=(--fault "$fault")
  [ "$fault" = faithful ] && fault_args=()
  [ -n "$cpu_seconds" ] && fault_args+=(--cpu-seconds "$cpu_seconds")
  # lower_pipeline_to_slots only plans under the PTOAS memory planner (under
  # PyPTO's it declines every loop), so its faults are measured there.
  [ "$pass" = lower_pipeline_to_slots ] && fault_args+=(--planner ptoas)
  nice -n 10 timeout $((seconds * 2 + 180)) "$bin" campaign "${fault_args[@]}" --seed "$seed" \
    --seconds "$seconds" --stop-on-finding --quiet --out "$out/findings" \
    > "$out/stdout" 2> "$out/stderr" || rc=$?
  line="$(grep '^time-to-detect: ' "$out/stdout" | tail -1 || true)"
  if [ -z "$line" ]; then
    local what=error
    [ "$rc" = 124 ] && what=timeout
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t-\t-\t-\t-\t-\t0\t0\t-\t%s\t%s\t-\t%s\n' "$label" "$fault" \
      "${pass:--}" "${benign:-semantic}" "$seed" "$seconds" "$what" "$rc" "$commit" "${cpu_seconds:--}"
    return
  fi
  awk -v label="$label" -v fault="$fault" -v pass="${pass:--}" -v benign="${benign:-semantic}" \
      -v seed="$seed" -v secs="$seconds" -v rc="$rc" -v commit="$commit" -v cpul="${cpu_seconds:--}" '
    {
      for (i = 2; i <= NF; i++) { k = $i; sub(/=.*/, "", k); v = $i; sub(/^[^=]*=/, "", v); t[k] = v }
      sb = 0; sa = 0
      if ("statements" in t) { split(t["statements"], s, "->"); sb = s[1]; sa = s[2] }
      OFS = "\t"
      print label, fault, pass, benign, seed, secs, t["found"], t["cpu_s"], t["wall_s"],
            ("program" in t) ? t["program"] : "-", ("property" in t) ? t["property"] : "-",
            ("also" in t) ? t["also"] : "-", sb, sa, ("programs" in t) ? t["programs"] : "-",
            rc, commit, ("shared" in t) ? t["shared"] : "-", cpul
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
  ) 9> "$lock"
}

# The lock lives outside the tree (two drivers on one results file share it).
lock="${TMPDIR:-/tmp}/pipecheck-ttd-$(printf '%s' "$(cd "$(dirname "$results")" && pwd)/$(basename "$results")" | cksum | cut -d' ' -f1).lock"
done_before() { # label fault seed
  [ -f "$results" ] && awk -F'\t' -v l="$1" -v f="$2" -v s="$3" \
    'NR > 1 && $1 == l && $2 == f && $5 == s { found = 1 } END { exit !found }' "$results"
}
running=0
for fault in "${fault_list[@]}"; do
  for seed in "${seed_list[@]}"; do
    if [ "$resume" = 1 ] && done_before "$label" "$fault" "$seed"; then
      echo "$fault seed $seed: already in $results (--resume)" >&2
      continue
    fi
    (
      row="$(run_one "$fault" "$seed")"
      merge_row "$row"
      IFS=$'\t' read -r -a c <<< "$row"
      echo "$fault seed $seed: found=${c[6]} cpu_s=${c[7]} property=${c[10]} reduced=${c[12]}->${c[13]}" >&2
      # The control's finding is the faithful pipeline's (a real PyPTO bug the
      # corpus holds), not a false alarm: only a benign fault's is.
      if [ "${c[3]}" = benign ] && [ "${c[6]}" = yes ]; then
        echo "FALSE ALARM: benign fault $fault found by ${c[10]} (seed $seed)" >&2
      elif [ "${c[3]}" = control ] && [ "${c[6]}" = yes ]; then
        echo "faithful finding (the control, no fault): ${c[10]} (seed $seed)" >&2
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
render
