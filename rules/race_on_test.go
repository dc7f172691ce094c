//go:build race

package rules

// raceDetector says that the tests run under the race detector (as
// scripts/test and CI run them), where the unwinnability decider runs some
// twenty times slower: the tests over CHA's whole files decide a sample
// then (raceSample), and the benchmarks, run without it, decide them all.
const raceDetector = true
